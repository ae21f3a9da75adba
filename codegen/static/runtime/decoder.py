"""Instruction words to decoded instructions: a dispatch on each word's top bits, then on the
fixed bits of each group of forms; a whole buffer is classified at once with numpy."""

from __future__ import annotations

from functools import cached_property

from .forms import SCALAR_FORMATS, Decoded, DecodeError, EncodedDecoded, Form, extractor, without_gc


class Decoder:
    """Words to Decoded instructions: forms grouped by their fixed bits (decode_groups), reached
    from each word's top 9 bits; a whole buffer is classified at once with numpy."""

    def __init__(self, isa, extract: dict | None = None):
        self.formats = isa.formats
        self.forms = isa.forms
        self.codes = isa.codes
        self.printer = isa.printer
        # one field extractor per format: the generated encoding modules' (encoding=), else made here
        self._extract = extract or {name: extractor(name, f) for name, f in self.formats.items()}
        self._build_decoder()
        self._prepare_decoding()

    def _build_decoder(self) -> None:
        """Group forms by (mask of their fixed bits) so decoding is a few dict look-ups."""
        groups: dict[tuple[int, int], dict[int, Form]] = {}
        # forms with the same fixed bits as an earlier form (which decodes): the generator
        # refuses a spec with any (selfcheck.encoding_conflicts)
        self.shadowed: list[tuple[Form, Form]] = []
        for form in self.forms:
            g = groups.setdefault((form.words, form.mask), {})
            if form.match in g:
                self.shadowed.append((form, g[form.match]))
                continue
            g[form.match] = form
        # most specific masks first
        self.decode_groups = sorted(
            groups.items(), key=lambda kv: (-bin(kv[0][1]).count("1"), kv[0][0])
        )

    def unknown_size(self, w0: int) -> int:
        """Dwords taken by an undecodable instruction: one, as llvm-objdump skips one dword and
        decodes the next (whatever format the word's fixed bits name)."""
        return 1

    def _prepare_decoding(self) -> None:
        """Per-word dispatch on the top 9 bits (every format fixes some of them), and per
        format the field extractors, so decoding a word is a few dict look-ups."""
        # per group, its fixed bits among the top 9 and the values its forms give them
        tops = [
            (mask >> 23 & 0x1FF, {match >> 23 & mask >> 23 & 0x1FF for match in table})
            for (_, mask), table in self.decode_groups
        ]
        self._by_prefix: list[list] = [
            [
                (nwords, mask, table)
                for ((nwords, mask), table), (high, values) in zip(self.decode_groups, tops)
                if (prefix & high) in values
            ]
            for prefix in range(512)
        ]
        self._literal_rule: dict[int, tuple] = {}
        for form in self.forms:
            form.extract = self._extract[form.fmt]
            fields = self.formats[form.fmt]["fields"]
            valu = form.fmt not in SCALAR_FORMATS
            src_fields = tuple(
                op.field
                for op in form.operands
                if op.field
                and (
                    op.kind in ("ssrc", "src", "sreg", "lanesel")
                    # 9-bit VGPR-only and matrix sources, 8-bit VALU scalar destinations:
                    # llvm-objdump reads a literal after a word where they hold its code
                    or op.kind in ("vsrc", "asrc", "mai_src", "mai_c")
                    and fields[op.field][0] - fields[op.field][1] == 8
                    or valu
                    and op.kind in ("sdst", "sdst_xm0")
                    and fields[op.field][0] - fields[op.field][1] == 7
                )
            )
            always = any(op.kind == "literal" for op in form.operands)
            # `literal: decoded` (VOP3): no literal in the assembler, one read by the decoder
            self._literal_rule[id(form)] = (
                always,
                src_fields if self.formats[form.fmt]["literal"] else (),
            )

    def decode_at(self, words: list[int], i: int) -> Decoded:
        """Decode the instruction whose first dword is words[i]."""
        w0 = words[i]
        wide: dict[int, int] = {1: w0}  # the next n dwords as one integer, by n
        for nwords, mask, table in self._by_prefix[w0 >> 23]:
            value = wide.get(nwords)
            if value is None:
                if i + nwords > len(words):
                    continue
                value = sum(words[i + k] << (32 * k) for k in range(nwords))
                wide[nwords] = value
            form = table.get(value & mask)
            if form is None or value & form.zero_mask:
                continue
            fields = self._extract[form.fmt](value)
            size = nwords * 4
            literal = None
            always, src_fields = self._literal_rule[id(form)]
            if always or (
                src_fields and self.codes.literal_code in [fields[f] for f in src_fields]
            ):
                idx = i + nwords
                if idx >= len(words):
                    raise DecodeError("literal constant missing at end of input")
                literal = words[idx]
                size += 4
            d = Decoded(form, fields, literal, size)
            if nwords > 2:  # as llvm-objdump: a wide form whose operands do not decode yields
                try:  # to a narrower one (gfx950's v_mfma_ld_scale_b32 word alone)
                    self.printer.text(d)
                except DecodeError:
                    continue
            return d
        raise DecodeError(f"no instruction matches 0x{w0:08x}")

    @cached_property
    def _word_tables(self) -> tuple:
        """decode_groups as numpy tables, for classifying every dword of a buffer at once:
        per group (dwords, mask, prefixes it can match, sorted match values, form numbers);
        groups wider than two dwords keep only their first dword's fixed bits (a match there
        is decoded by decode_at). Per form: dwords, whether a literal always follows, and
        which source-field shapes (lo bit, width) take the literal when they hold its code."""
        import numpy as np

        index = {id(form): n for n, form in enumerate(self.forms)}
        groups = []
        for (nwords, mask), table in self.decode_groups:
            allowed = np.zeros(512, dtype=bool)
            for prefix, candidates in enumerate(self._by_prefix):
                allowed[prefix] = any(m == mask and w == nwords for w, m, _ in candidates)
            if nwords > 2:
                low = mask & 0xFFFFFFFF
                keys = sorted({match & low for match in table})
                mask, forms = low, [-2] * len(keys)  # -2: decode this dword with decode_at
                zeros = [0] * len(keys)
            else:
                keys = sorted(table)
                forms = [index[id(table[k])] for k in keys]
                zeros = [table[k].zero_mask for k in keys]
            groups.append(
                (
                    nwords,
                    np.uint64(mask),
                    allowed,
                    np.array(keys, dtype=np.uint64),
                    np.array(forms, dtype=np.int64),
                    np.array(zeros, dtype=np.uint64),
                )
            )
        shapes: list[tuple[int, int]] = []
        shape_bits = np.zeros(len(self.forms), dtype=np.int64)
        always = np.zeros(len(self.forms), dtype=bool)
        for n, form in enumerate(self.forms):
            always[n], src_fields = self._literal_rule[id(form)]
            for name in src_fields:
                hi, lo = self.formats[form.fmt]["fields"][name]
                if (lo, hi - lo + 1) not in shapes:
                    shapes.append((lo, hi - lo + 1))
                shape_bits[n] |= 1 << shapes.index((lo, hi - lo + 1))
        words = np.array([form.words for form in self.forms], dtype=np.int64)
        return groups, shapes, shape_bits, always, words

    def _classify(self, w0, pair):
        """Per dword position, the number of the form decoding an instruction starting there
        (-1: none, -2: ask decode_at), and the dwords it takes with its literal."""
        import numpy as np

        groups, shapes, shape_bits, always, form_words = self._word_tables
        n = len(w0)
        form = np.full(n, -1, dtype=np.int64)
        prefix = (w0 >> 23).astype(np.intp)
        pending = np.arange(n)
        for nwords, mask, allowed, keys, forms, zeros in groups:
            cand = pending[allowed[prefix[pending]]]
            if nwords > 1:
                cand = cand[cand + nwords <= n]
            if not len(cand):
                continue
            whole = pair[cand] if nwords == 2 else w0[cand].astype(np.uint64)
            value = whole & mask
            at = np.minimum(np.searchsorted(keys, value), len(keys) - 1)
            hit = (keys[at] == value) & (whole & zeros[at] == 0)
            form[cand[hit]] = forms[at[hit]]
            pending = pending[form[pending] == -1]
        found = form >= 0
        known = np.where(found, form, 0)
        with_literal = always[known] & found
        for bit, (lo, width) in enumerate(shapes):
            holds = (pair >> np.uint64(lo)) & np.uint64((1 << width) - 1) == self.codes.literal_code
            with_literal |= holds & (shape_bits[known] >> bit & 1).astype(bool) & found
        size = np.where(found, form_words[known] + with_literal, 0)
        return form, size, with_literal

    def decode_arrays(self, data: bytes | list[int], base: int) -> tuple | None:
        """The bulk of decode: every dword classified at once (numpy); a walk over the sizes
        then picks the instruction starts. Returns, per start (in address order), its form
        number, bits (uint64), size in bytes, pc, whether a literal follows and that literal,
        plus the items decoded one at a time as (index in the starts, items); None if empty."""
        import numpy as np

        if isinstance(data, (bytes, bytearray, memoryview)):
            data = bytes(data)
            if len(data) % 4:
                data += b"\0" * (4 - len(data) % 4)
            w0 = np.frombuffer(data, dtype="<u4").astype(np.uint32)
        else:
            w0 = np.array(data, dtype=np.uint32)
        n = len(w0)
        if not n:
            return None
        if not 0 <= base <= (1 << 63) - 4 * n:  # pcs are computed in int64
            raise DecodeError(f"base address {base:#x} puts the code outside 0..2^63")
        pair = w0.astype(np.uint64)
        pair[:-1] |= pair[1:] << np.uint64(32)
        form, size, with_literal = self._classify(w0, pair)
        sizes = size.tolist()
        starts: list[int] = []
        others: list[tuple[int, list]] = []  # (index in starts, items) decoded one at a time
        words = None
        i = 0
        while i < n:
            step = sizes[i]
            if step and i + step <= n:
                starts.append(i)
                i += step
                continue
            if words is None:
                words = w0.tolist()
            items: list[Decoded | tuple[int, int]] = []
            try:
                d = self.decode_at(words, i)
                d.pc = base + 4 * i
                items.append(d)
                i += d.size // 4
            except DecodeError:
                count = min(self.unknown_size(words[i]), n - i)
                for k in range(count):  # a 64-bit instruction's second dword is none
                    items.append((base + 4 * (i + k), words[i + k]))
                i += count
            others.append((len(starts), items))
        at = np.array(starts, dtype=np.intp)
        nums = form[at]
        dwords = self._word_tables[4][nums]
        bits = np.where(dwords == 2, pair[at], w0[at].astype(np.uint64))
        has_literal = with_literal[at]
        literals = np.where(has_literal, w0[np.minimum(at + dwords, n - 1)], 0)
        return nums, bits, 4 * size[at], 4 * at + base, has_literal, literals, others

    @without_gc
    def decode(self, data: bytes | list[int], base: int = 0) -> list[Decoded | tuple[int, int]]:
        """Decode a whole buffer; undecodable dwords come back as (pc, word)."""
        import numpy as np

        arrays = self.decode_arrays(data, base)
        if arrays is None:
            return []
        nums, bits, sizes, pcs, has_literal, literals, others = arrays
        forms = list(map(self.forms.__getitem__, nums.tolist()))
        out: list = list(
            map(
                EncodedDecoded,
                forms,
                bits.tolist(),
                [None] * len(nums),
                sizes.tolist(),
                pcs.tolist(),
            )
        )
        lit = np.flatnonzero(has_literal)
        for k, value in zip(lit.tolist(), literals[lit].tolist()):
            out[k].literal = value
        for k, items in reversed(others):
            out[k:k] = items
        return out
