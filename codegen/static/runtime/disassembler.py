"""Buffers to text: the instructions of each form printed together (their fields and operand
texts as numpy columns), undecodable words as .long, in address order."""

from __future__ import annotations

import struct
from functools import cached_property

from .forms import Decoded, DecodeError, EncodedDecoded, Form, Op, fields_value, without_gc
from .printer import spaced

# disassemble prints inputs up to this size one instruction at a time, larger ones in
# batches (numpy): a command-line disassembly of a few words starts without importing numpy
SMALL_INPUT_BYTES = 64


class FieldColumns:
    """The fields of many instructions of one form, each as numpy values made on first use:
    stands for one instruction's fields dict in the functions written for both."""

    __slots__ = ("bits", "_places", "_values")

    def __init__(self, places: dict, bits):
        self.bits, self._places, self._values = bits, places, {}

    def get(self, name: str, default=None):
        import numpy as np

        values = self._values.get(name)
        if values is None:
            place = self._places.get(name)
            if place is None:
                return default
            values = self._values[name] = ((self.bits >> place[0]) & place[1]).astype(np.intp)
        return values

    def values(self, name: str):
        """The field's values, zeros where the format has no such field."""
        import numpy as np

        values = self.get(name)
        return np.zeros(len(self.bits), dtype=np.intp) if values is None else values


class Disassembler:
    """Buffers to text: the instructions of each form printed together (their field values and
    operand texts as numpy columns), undecodable words as .long, back in address order."""

    def __init__(self, isa):
        self.name = isa.name
        self.formats = isa.formats
        self.forms = isa.forms
        self.decoder = isa.decoder
        self.operand_printers = isa.operand_printers
        self.printer = isa.printer
        self._text_arrays: dict = {}  # id of a text table -> (it, as numpy, which are None)

    @without_gc
    def disassemble(self, data: bytes | list[int], base: int = 0, warn=None) -> list[str]:
        """The text of every instruction of a buffer: the instructions of each form printed
        together (_batch_printer), then put back in address order."""
        if isinstance(data, (bytes, bytearray, memoryview)) and len(data) <= SMALL_INPUT_BYTES:
            return self._disassemble_small(bytes(data), base, warn)
        import numpy as np

        arrays = self.decoder.decode_arrays(data, base)
        if arrays is None:
            return []
        nums, bits, sizes, pcs, has_literal, literals, others = arrays
        lits = [v if has else None for v, has in zip(literals.tolist(), has_literal.tolist())]
        order = np.argsort(nums, kind="stable")
        ordered = nums[order]
        bounds = [0, *(np.flatnonzero(ordered[1:] != ordered[:-1]) + 1).tolist(), len(nums)]
        if not len(nums):  # every instruction decoded one at a time
            bounds = []
        lines: list = [None] * len(nums)
        undecoded: list[int] = []  # instructions to print one at a time
        for lo, hi in zip(bounds, bounds[1:]):
            form = self.forms[int(ordered[lo])]
            batch = form.batch_printer
            if batch is None:
                batch = form.batch_printer = self._batch_printer(form)
            rows = order[lo:hi]
            row_list = rows.tolist()
            try:
                texts = batch(bits[rows], [lits[k] for k in row_list])
            except DecodeError:
                undecoded.extend(row_list)
                continue
            for k, text in zip(row_list, texts):
                lines[k] = text
        # in address order, so that warnings come in that order too
        events = [(k, 0, n) for n, (k, _) in enumerate(others)]
        events += [(k, 1, k) for k in undecoded]
        inserted = []
        for k, one, n in sorted(events):
            if one:
                form = self.forms[int(nums[k])]
                d = EncodedDecoded(form, int(bits[k]), lits[k], int(sizes[k]), int(pcs[k]))
                lines[k] = self._line(d, warn)
            else:
                inserted.append((k, [self._line(item, warn) for item in others[n][1]]))
        for k, texts in reversed(inserted):
            lines[k:k] = texts
        return lines

    def _disassemble_small(self, data: bytes, base: int, warn) -> list[str]:
        """disassemble for a few instructions: the walk of _decode_arrays over undecided words
        (decode_at, unknown_size) applied to every word, each printed by itself. Same text and
        warnings (tests/test_startup.py compares them); no numpy, so a short disassembly does
        not wait for its import."""
        if len(data) % 4:
            data += b"\0" * (4 - len(data) % 4)
        words = list(struct.unpack(f"<{len(data) // 4}I", data))
        n = len(words)
        if n and not 0 <= base <= (1 << 63) - 4 * n:
            raise DecodeError(f"base address {base:#x} puts the code outside 0..2^63")
        lines: list[str] = []
        i = 0
        while i < n:
            try:
                d = self.decoder.decode_at(words, i)
            except DecodeError:
                count = min(self.decoder.unknown_size(words[i]), n - i)
                lines += [
                    self._line((base + 4 * (i + k), words[i + k]), warn) for k in range(count)
                ]
                i += count
                continue
            d.pc = base + 4 * i
            lines.append(self._line(d, warn))
            i += d.size // 4
        return lines

    def _line(self, item, warn) -> str:
        """The text of one decoded item, or a .long of its word where it does not decode."""
        if isinstance(item, tuple):
            pc, word = item
            if warn:
                warn(
                    f"warning: 0x{word:08x} at offset 0x{pc:x} decodes to no {self.name} instruction"
                )
            return f".long 0x{word:08x}"
        try:
            return self.printer.text(item)
        except DecodeError as exc:
            if warn:
                warn(f"warning: at offset 0x{item.pc:x}: {exc}")
            return f".long 0x{item.fields and self._first_word(item):08x}"

    def _first_word(self, d: Decoded) -> int:
        fmt = self.formats[d.form.fmt]
        return fields_value(fmt["fields"], d.fields) & 0xFFFFFFFF

    @cached_property
    def _field_places(self) -> dict:
        """Per format, field -> (lowest bit, mask) as numpy scalars (FieldColumns)."""
        import numpy as np

        return {
            name: {
                field_name: (np.uint64(lo), np.uint64((1 << (hi - lo + 1)) - 1))
                for field_name, (hi, lo) in fmt["fields"].items()
            }
            for name, fmt in self.formats.items()
        }

    def _batch_printer(self, form: Form):
        """A function (bits, literals) of many instructions of one form (numpy arrays; literal
        None where there is none) -> their texts, the same as text() gives one at a time. Operand
        tables and modifiers of one field are looked up for all instructions at once (numpy);
        other operands and modifiers go through their printers per instruction. Raises
        DecodeError if any of them does not decode (text() then says which)."""
        import numpy as np

        columns = []  # per operand and modifier: (fields, literals, decoded) -> texts
        for op in form.operands:
            columns.append(self._operand_column(form, op))
        for m in form.modifiers:
            columns.append(self._modifier_column(form, m))
        head, count, syntax = form.display, len(form.operands), form.instr.syntax
        names = [op.name for op in form.operands]

        places = self._field_places[form.fmt]

        def batch(bits, literals: list) -> list[str]:
            rows: list = []  # per instruction, a Decoded made when a column needs one
            fields = FieldColumns(places, bits)

            def decoded() -> list:
                if not rows:
                    rows.extend(
                        Decoded(form, form.extract(b), lit, 0)
                        for b, lit in zip(fields.bits.tolist(), literals)
                    )
                return rows

            texts = [column(fields, literals, decoded) for column in columns]
            texts = [t.tolist() if isinstance(t, np.ndarray) else t for t in texts]
            if not count:
                lines = [head] * len(bits)
            elif syntax:
                bodies = [
                    syntax.format(**dict(zip(names, values))) for values in zip(*texts[:count])
                ]
                lines = [head + " " + body if body else head for body in bodies]
            elif count == 1:
                lines = [head + " " + text if text else head for text in texts[0]]
            else:
                lines = [head + " " + body for body in map(", ".join, zip(*texts[:count]))]
            if len(texts) > count:
                lines = list(map("".join, zip(lines, *texts[count:])))
            return lines

        return batch

    def _operand_column(self, form: Form, op: Op):
        import numpy as np

        printer = self.operand_printers.operand_printer(form, op)
        inline = getattr(printer, "inline", None)
        selected = getattr(printer, "selected", None)
        if selected:
            return self._selected_column(form, op, selected)
        if not inline:

            def each(fields, literals, decoded) -> list:
                return [printer(d, d.fields) for d in decoded()]

            return each
        table, name, fallback, wrap = inline
        known = self._text_arrays.get(id(table))
        if known is None or known[0] is not table:
            known = self._text_arrays[id(table)] = (
                table,
                np.array(table, dtype=object),
                np.array([text is None for text in table], dtype=bool),
            )
        _, texts_of, missing = self._text_array(table)
        wrap_mods = self._mods_column(form, op, wrap)

        def look_up(fields, literals, decoded) -> list:
            raw = fields.values(name)
            texts = texts_of[raw]
            for k in np.flatnonzero(missing[raw]).tolist():
                texts[k] = fallback(Decoded(form, None, literals[k], 0), int(raw[k]))
            return wrap_mods(fields, texts) if wrap_mods else texts

        return look_up

    def _text_array(self, table: tuple) -> tuple:
        """A text table (_text_table) as numpy: (it, its texts, which are None)."""
        import numpy as np

        known = self._text_arrays.get(id(table))
        if known is None or known[0] is not table:
            known = self._text_arrays[id(table)] = (
                table,
                np.array(table, dtype=object),
                np.array([text is None for text in table], dtype=bool),
            )
        return known

    def _mods_column(self, form: Form, op: Op, wrap):
        """A function (fields, texts) -> the texts (numpy) with their source modifiers as
        OperandPrinters._mods_wrapper writes them, or None when the operand has none."""
        import numpy as np

        if wrap is None:
            return None
        sext, absolute, neg = self.operand_printers.shown_mod_bits(form, op)

        def wrap_mods(fields: FieldColumns, texts):
            if sext:
                rows = np.flatnonzero(fields.values(sext[0]) >> sext[1] & 1)
                texts[rows] = "sext(" + texts[rows] + ")"
            if absolute:
                rows = np.flatnonzero(fields.values(absolute[0]) >> absolute[1] & 1)
                texts[rows] = "|" + texts[rows] + "|"
            if neg:
                for k in np.flatnonzero(fields.values(neg[0]) >> neg[1] & 1).tolist():
                    text = texts[k]
                    # a negated bare constant is written neg(c) (as OperandPrinters._mods_wrapper says)
                    constant = text[0].isdigit() or text[0] == "-"
                    texts[k] = f"neg({text})" if constant else f"-{text}"
            return texts

        return wrap_mods

    def _selected_column(self, form: Form, op: Op, selected: tuple):
        """The column of an operand whose register table other fields select
        (OperandPrinters._selected_register_makers), looked up per table for all instructions at once.
        """
        import numpy as np

        select, tables, makes, name, wrap = selected
        arrays = [self._text_array(table) for table in tables]
        wrap_mods = self._mods_column(form, op, wrap)

        def look_up(fields, literals, decoded) -> list:
            raw = fields.values(name)
            which = np.broadcast_to(select(fields), raw.shape)
            texts = np.empty(len(raw), dtype=object)
            for number, (_, texts_of, missing) in enumerate(arrays):
                rows = np.flatnonzero(which == number)
                if not len(rows):
                    continue
                picked = raw[rows]
                texts[rows] = texts_of[picked]
                for k in rows[missing[picked]].tolist():
                    texts[k] = self.operand_printers.missing_text(
                        makes[number], int(raw[k]), literals[k]
                    )
            return wrap_mods(fields, texts) if wrap_mods else texts

        return look_up

    def _modifier_column(self, form: Form, m: dict):
        import numpy as np

        kind, ref = m["kind"], m["field"]
        if kind in ("bits", "buf_format", "scatter"):  # reads several fields
            printer = self.printer.modifier_printer(form, m)

            def each(fields, literals, decoded) -> list:
                return [spaced(printer(d.fields)) for d in decoded()]

            return each
        field_name = ref.partition(":")[0]
        if kind == "flag" and ":" not in ref:
            choice = np.array(["", " " + m["name"]], dtype=object)

            def flag(fields, literals, decoded) -> list:
                return choice[(fields.values(field_name) != 0).astype(np.intp)]

            return flag
        printer = self.printer.modifier_printer(form, m)
        memo: dict[int, str] = {}  # field value -> text

        def one_field(fields, literals, decoded) -> list:
            values, where = np.unique(fields.values(field_name), return_inverse=True)
            texts = []
            for value in values.tolist():
                text = memo.get(value)
                if text is None:
                    text = memo[value] = spaced(printer({field_name: value}))
                texts.append(text)
            return np.array(texts, dtype=object)[where]

        return one_field
