"""Instruction modifiers (offset:, glc, op_sel:[...], DPP lane patterns, swizzle(...),
format:[...]): what each token writes into which fields, and the order llvm-mc takes them in."""

from __future__ import annotations

import re

from .asm_parser import CACHED_TEXT, TooManyDigits, llvm_int
from .forms import AsmError, Form, dpp64, opsel_sources, source_count
from .simm16 import cut_text

OMOD = {"mul:2": 1, "mul:4": 2, "div:2": 3}


# llvm-mc's cache-policy operand: these modifier bits in any order among themselves
CACHE_POLICY = frozenset({"glc", "slc", "scc", "sc0", "sc1", "nt", "dlc"})


# DPP lane patterns: name -> (first code, count, value of n at the first code)
DPP_CTRL = {
    "row_shl": (0x101, 15, 1), "row_shr": (0x111, 15, 1), "row_ror": (0x121, 15, 1),
    "wave_shl": (0x130, 1, 1), "wave_rol": (0x134, 1, 1), "wave_shr": (0x138, 1, 1),
    "wave_ror": (0x13C, 1, 1), "row_bcast": (0x142, 2, None), "row_newbcast": (0x150, 16, 0),
}  # fmt: skip


DPP_CTRL_NAMES = {"quad_perm", "row_mirror", "row_half_mirror", *DPP_CTRL}


def modifier_may_match(m: dict, name: str) -> bool:
    """Whether a modifier token named `name` (its text before ':') can be the modifier m:
    modifier_writes skips the modifiers before the first that can."""
    return m["name"] == name or {
        "omod": name in ("mul", "div"),
        "dpp_ctrl": name in DPP_CTRL_NAMES,
        "bound_ctrl": name == "bound_ctrl",
        "buf_format": name == "format",
        "swizzle": name == "offset",
        "bare": bool(re.fullmatch(r"0[xX][0-9a-fA-F]+|\d+", name)),
    }.get(m["kind"], False)


def dpp_ctrl_text(raw: int) -> str:
    if raw <= 0xFF:
        return "quad_perm:[" + ",".join(str(raw >> (2 * i) & 3) for i in range(4)) + "]"
    if raw == 0x140:
        return "row_mirror"
    if raw == 0x141:
        return "row_half_mirror"
    for name, (first, count, n0) in DPP_CTRL.items():
        if first <= raw < first + count:
            n = {0x142: 15, 0x143: 31}[raw] if n0 is None else n0 + raw - first
            return f"{name}:{n}"
    if 0x160 <= raw <= 0x16F:  # llvm-objdump names the GFX10 lane pattern these codes are
        return "/* row_xmask is not supported on ASICs earlier than GFX10 */"
    return "/* Invalid dpp_ctrl value */"


def dpp_ctrl_value(name: str, value: str, col: int) -> int:
    if name == "quad_perm":
        m = re.match(r"^\[([0-3]),([0-3]),([0-3]),([0-3])\]$", value.replace(" ", ""))
        if not m:
            raise AsmError("quad_perm takes four lane numbers 0-3: quad_perm:[a,b,c,d]", col=col)
        return sum(int(x) << (2 * i) for i, x in enumerate(m.groups()))
    if name in ("row_mirror", "row_half_mirror"):
        if value:
            raise AsmError(f"{name} takes no value", col=col)
        return 0x140 if name == "row_mirror" else 0x141
    first, count, n0 = DPP_CTRL[name]
    try:
        n = llvm_int(value)
    except ValueError:
        raise AsmError(f"{name} needs a number", col=col) from None
    if n0 is None:
        if n not in (15, 31):
            raise AsmError("row_bcast takes 15 or 31", col=col)
        return 0x142 if n == 15 else 0x143
    if not n0 <= n < n0 + count:
        raise AsmError(f"{name}:{n} is out of range ({n0}..{n0 + count - 1})", col=col)
    return first + n - n0


# ds_swizzle_b32 offset patterns (bit 15 set: quad permute; clear: and/or/xor masks on lane ids)
def swizzle_text(raw: int) -> str:
    if raw & 0xFF00 == 0x8000:
        return "swizzle(QUAD_PERM," + ",".join(str(raw >> (2 * i) & 3) for i in range(4)) + ")"
    if raw & 0xE000 == 0xE000:
        return f"swizzle(FFT,{raw & 31})"
    if raw & 0xE000 == 0xC000:
        return f"swizzle(ROTATE,{raw >> 10 & 1},{raw >> 5 & 31})"
    if raw & 0x8000:
        return str(raw)
    and_mask, or_mask, xor_mask = raw & 31, raw >> 5 & 31, raw >> 10 & 31
    if and_mask == 31 and or_mask == 0 and bin(xor_mask).count("1") == 1:
        return f"swizzle(SWAP,{xor_mask})"
    if and_mask == 31 and or_mask == 0 and xor_mask and (xor_mask + 1) & xor_mask == 0:
        return f"swizzle(REVERSE,{xor_mask + 1})"
    group = 31 - and_mask + 1
    if group > 1 and group & (group - 1) == 0 and or_mask < group and xor_mask == 0:
        return f"swizzle(BROADCAST,{group},{or_mask})"
    chars = []  # each lane-id bit becomes ((id & and) | or) ^ xor: kept, inverted or a constant
    for bit in (16, 8, 4, 2, 1):
        if and_mask & bit and not or_mask & bit:
            chars.append("i" if xor_mask & bit else "p")
        else:
            chars.append("1" if (or_mask ^ xor_mask) & bit else "0")
    return f'swizzle(BITMASK_PERM,"{"".join(chars)}")'


def swizzle_value(text: str, col: int) -> int:
    if not text.startswith("swizzle("):
        try:
            n = llvm_int(text)
        except ValueError:
            raise AsmError(f"bad offset '{text}'", col=col) from None
        if not 0 <= n < 1 << 16:
            raise AsmError("offset does not fit 16 bits", col=col)
        return n
    m = re.match(r"^swizzle\(([A-Z_]+)((?:,[^,)]+)*)\)$", text.replace(" ", ""))
    if not m:
        raise AsmError(f"cannot parse '{text}'", col=col)
    mode, args = m.group(1), [a for a in m.group(2).split(",") if a]
    try:
        if mode == "QUAD_PERM" and len(args) == 4 and all(0 <= int(a) <= 3 for a in args):
            return 0x8000 | sum(int(a) << (2 * i) for i, a in enumerate(args))
        if (
            mode == "SWAP"
            and len(args) == 1
            and 1 <= int(args[0]) <= 16
            and int(args[0]) & (int(args[0]) - 1) == 0
        ):
            return 31 | int(args[0]) << 10
        if mode == "REVERSE" and len(args) == 1 and int(args[0]) in (2, 4, 8, 16, 32):
            return 31 | (int(args[0]) - 1) << 10
        if mode == "BROADCAST" and len(args) == 2:
            group, lane = int(args[0]), int(args[1])
            if group in (2, 4, 8, 16, 32) and 0 <= lane < group:
                return (32 - group) | lane << 5
        if mode == "FFT" and len(args) == 1 and 0 <= int(args[0]) <= 31:
            return 0xE000 | int(args[0])
        if (
            mode == "ROTATE"
            and len(args) == 2
            and int(args[0]) in (0, 1)
            and 0 <= int(args[1]) <= 31
        ):
            return 0xC000 | int(args[0]) << 10 | int(args[1]) << 5
        if mode == "BITMASK_PERM" and len(args) == 1 and re.match(r'^"[01pi]{5}"$', args[0]):
            and_mask = or_mask = xor_mask = 0
            for ch, bit in zip(args[0][1:-1], (16, 8, 4, 2, 1)):
                and_mask |= bit if ch in "pi" else 0
                or_mask |= bit if ch == "1" else 0
                xor_mask |= bit if ch == "i" else 0
            return and_mask | or_mask << 5 | xor_mask << 10
    except ValueError:
        pass
    raise AsmError(f"invalid swizzle pattern '{text}'", col=col)


def mod_get(fields: dict, ref: str) -> int:
    """A modifier's value: a whole field, or one bit of it written FIELD:bit."""
    name, _, bit = ref.partition(":")
    value = fields.get(name, 0)
    return value >> int(bit) & 1 if bit else value


def modifier_value(fields: dict, m: dict) -> int:
    """A modifier's value; a scatter modifier gathers its bits from several fields."""
    if m["kind"] != "scatter":
        return mod_get(fields, m["field"])
    return sum(mod_get(fields, ref) << i for i, ref in enumerate(m["bits"]))


def parse_modifier_int(name: str, value: str, col: int) -> int:
    if not value:
        raise AsmError(f"'{name}' needs a value ({name}:...)", col=col)
    try:
        return llvm_int(value)
    except TooManyDigits as exc:
        raise AsmError(f"'{cut_text(value)}' {exc}", col=col) from None
    except ValueError:
        raise AsmError(f"'{value}' is not a number", col=col) from None


def field_write(ref: str, value: int) -> tuple[str, int | None, int]:
    """(field, bit or None for the whole field, value) of setting a modifier reference: a whole
    field, or one bit of it written FIELD:bit."""
    name, _, bit = ref.partition(":")
    return name, int(bit) if bit else None, value


def apply_writes(fields: dict, writes) -> None:
    """Do field_write's writes, in order."""
    for name, bit, value in writes:
        if bit is None:
            fields[name] = value
        else:
            fields[name] = fields.get(name, 0) & ~(1 << bit) | (value & 1) << bit


def parse_bitlist(text: str, col: int) -> list[int]:
    m = re.match(r"^\[([01](?:,[01])*)\]$", text.replace(" ", ""))
    if not m:
        raise AsmError(f"expected a list of 0/1 like [0,1,0], got '{text}'", col=col)
    return [int(b) for b in m.group(1).split(",")]


class ModifierSyntax:
    """What each modifier token writes into which fields of a form, and the order llvm-mc takes
    a form's modifiers in."""

    def __init__(self, isa):
        self.formats = isa.formats
        self._modifier_starts: dict = {}  # (form id, name) -> first modifier that may match

    def modifier_writes(self, form: Form, token: str, col: int) -> tuple:
        """The (field, bit or None for the whole field, value) writes of one modifier token of
        this form, in order; worked out once per spelling, as modifier texts repeat."""
        writes = form.modifier_writes.get(token)
        if writes is None:
            refs = self._modifier_refs(form, token, col)  # raises AsmError
            writes = tuple(field_write(ref, value) for ref, value in refs)
            if len(form.modifier_writes) < 1 << 10 and len(token) <= CACHED_TEXT:
                form.modifier_writes[token] = writes
        return writes

    def _modifier_refs(self, form: Form, token: str, col: int) -> tuple:
        """(field or FIELD:bit, value) pairs one modifier token sets (see field_write)."""
        fmt = self.formats[form.fmt]
        name, _, value = token.partition(":")
        if token in form.ignored:
            return ()
        if name in ("op_sel", "op_sel_hi") and "op_sel_printed" in form.instr.flags:
            # llvm-objdump prints them, llvm-mc takes only an op_sel of zeros
            if name == "op_sel_hi" or any(parse_bitlist(value, col)):
                raise AsmError(f"{form.mnemonic} takes no '{token}'", col=col)
        if name == "op_sel" and "op_sel_zeros" in form.instr.flags and "OPSEL" in fmt["fields"]:
            # llvm-mc takes 1 to 4 zeros and encodes nothing (it drops other values)
            bits = parse_bitlist(value, col)
            if any(bits) or not 1 <= len(bits) <= 4:
                raise AsmError(f"{form.mnemonic} takes only an op_sel of zeros", col=col)
            return ()
        key = (id(form), name)
        start = self._modifier_starts.get(key)
        if start is None:
            start = self._modifier_starts[key] = next(
                (i for i, m in enumerate(form.modifiers) if modifier_may_match(m, name)),
                len(form.modifiers),
            )
        for m in form.modifiers[start:]:
            kind = m["kind"]
            if kind == "omod" and token in OMOD:
                return ((m["field"], OMOD[token]),)
            if kind == "dpp_ctrl" and name in DPP_CTRL_NAMES:
                if name != "row_newbcast" and dpp64(form):  # llvm-mc; CDNA4 guide 9.x
                    raise AsmError("DP ALU dpp only supports row_newbcast", col=col)
                return ((m["field"], dpp_ctrl_value(name, value, col)),)
            if kind == "bound_ctrl" and name == "bound_ctrl":
                if value not in ("0", "1"):
                    raise AsmError("bound_ctrl takes 0 or 1", col=col)
                return ((m["field"], 1),)
            if kind == "bitval" and m["name"] == name:
                if value not in ("0", "1"):
                    raise AsmError(f"{name} takes 0 or 1", col=col)
                return ((m["field"], int(value)),)
            if kind == "scatter" and m["name"] == name:
                n = parse_modifier_int(name, value, col)
                if not 0 <= n < 1 << len(m["bits"]):
                    raise AsmError(
                        f"{name}:{n} is out of range (0..{(1 << len(m['bits'])) - 1})", col=col
                    )
                return tuple((ref, n >> i & 1) for i, ref in enumerate(m["bits"]))
            if kind == "bits" and m["name"] == name:
                bits = parse_bitlist(value, col)
                n = m.get("count") or source_count(form)
                lo, hi = m.get("lengths") or (n, n)
                if len(bits) > hi:  # llvm-mc points at the separator after the last value taken
                    at = [i for i, ch in enumerate(token) if ch == ","][hi - 1]
                    raise AsmError(f"{name} takes {lo} to {hi} values", col=col + at)
                if not lo <= len(bits) <= hi:
                    raise AsmError(
                        (
                            f"{name} takes {n} bits, one per source"
                            if lo == hi
                            else f"{name} takes {lo} to {hi} values"
                        ),
                        col=col,
                    )
                bits = (bits + [0] * n)[:n]  # llvm-mc: missing values are 0, extra ones dropped
                return tuple(zip(m["bits"], bits))
            if kind == "buf_format" and name == "format":
                return self._buf_format_refs(m, value, col)
            if kind == "swizzle" and name == "offset":
                return ((m["field"], swizzle_value(value, col)),)
            if kind == "bare" and modifier_may_match(m, name):  # a number alone (s_endpgm 7)
                hi, lo = fmt["fields"][m["field"]]
                n = parse_modifier_int(token, token, col)
                if not 0 <= n < 1 << (hi - lo + 1):
                    raise AsmError(f"{token} does not fit {hi - lo + 1} bits", col=col)
                return ((m["field"], n),)
            if kind == "enum" and m["name"] == name:
                if value.upper() not in m["values"]:
                    raise AsmError(f"{name} takes one of {', '.join(m['values'])}", col=col)
                return ((m["field"], m["values"].index(value.upper())),)
            if m["name"] != name:
                continue
            if kind == "flag":
                if value:
                    raise AsmError(f"'{name}' takes no value", col=col)
                return ((m["field"], 1),)
            if not value:
                raise AsmError(f"'{name}' needs a value ({name}:...)", col=col)
            hi, lo = fmt["fields"][m["field"]]
            width = hi - lo + 1
            if kind == "opsel":
                bits = parse_bitlist(value, col)
                n = opsel_sources(form)
                if not 1 <= len(bits) <= 4:
                    raise AsmError(f"{name} takes 1 to 4 values ([src0..src{n - 1},dst])", col=col)
                # llvm-mc: a value per source, then the destination's; missing values are 0,
                # those past the destination's are dropped
                bits = (bits + [0] * 4)[: n + 1]
                return ((m["field"], sum(b << i for i, b in enumerate(bits[:-1])) | bits[-1] << 3),)
            n = parse_modifier_int(name, value, col)
            lo_ok = -(1 << (width - 1)) if kind == "sint" else 0
            hi_ok = (1 << (width - 1)) if kind == "sint" else (1 << width)
            if m.get("max") is not None:
                hi_ok = min(hi_ok, m["max"] + 1)
            if not lo_ok <= n < hi_ok:
                raise AsmError(f"{name}:{n} is out of range ({lo_ok}..{hi_ok - 1})", col=col)
            return ((m["field"], n & ((1 << width) - 1)),)
        if name in ("clamp", "op_sel") or token in OMOD:
            raise AsmError(f"{form.mnemonic} takes no '{token}'", col=col)
        if form.data_file == "a" and any(m["name"] == name for m in fmt.get("modifiers", ())):
            raise AsmError(  # agpr_return_no_sc1: llvm-mc drops the bit, llvm-objdump refuses it
                f"{form.mnemonic} takes no '{token}' when it returns into AGPRs", col=col
            )
        raise AsmError(f"unknown modifier '{token}'", col=col)

    def check_modifier_order(self, form: Form, mods: list[tuple[str, int]]) -> None:
        """llvm-mc parses an instruction's modifiers once each, in the order the format lists
        them (clamp before mul:2, offset: before the cache bits, the lane pattern before
        row_mask); the cache-policy bits (CACHE_POLICY) are one operand there, in any order
        among themselves but each once."""
        if len(mods) < 2:
            return
        if "op_sel_zeros" in form.instr.flags:  # its op_sel writes nothing: first, and once
            at = [col for token, col in mods if token.startswith("op_sel:")]
            if at and (mods[0][1] != at[0] or len(at) > 1):
                raise AsmError("op_sel must come first, once", col=at[-1])
        places = form.modifier_places
        if places is None:
            places = form.modifier_places = {}
            first_cache = None
            for i, m in enumerate(form.modifiers):
                if m["name"] in CACHE_POLICY:
                    first_cache = i if first_cache is None else first_cache
                place = first_cache if m["name"] in CACHE_POLICY else i
                numeric = ("NFMT",) if m["kind"] == "buf_format" else ()  # format:[...NUM...]
                for ref in (m["field"], *(m.get("bits") or ()), *numeric):
                    name, _, bit = ref.partition(":")
                    places.setdefault((name, int(bit) if bit else None), (place, m["name"]))
        last, seen, last_name = -1, set(), ""
        for token, col in mods:
            writes = self.modifier_writes(form, token, col)
            if not writes:
                continue  # accepted and ignored here
            field_name, bit, _ = writes[0]
            place, name = places.get((field_name, bit)) or places.get(
                (field_name, None), (None, "")
            )
            if place is None:
                continue
            if name in seen:
                raise AsmError(f"{name} is given twice", col=col)
            if place < last:
                order = ", ".join(dict.fromkeys(m["name"] for m in form.modifiers))
                raise AsmError(
                    f"{name} must come before {last_name} (the order is {order})", col=col
                )
            seen.add(name)
            last, last_name = place, name

    @staticmethod
    def _buf_format_refs(m: dict, value: str, col: int) -> tuple:
        """format:[BUF_DATA_FORMAT_x,BUF_NUM_FORMAT_y] (either part may be left out) or format:N."""
        if not value.startswith("["):
            try:
                n = llvm_int(value)
            except ValueError:
                raise AsmError(f"bad format '{value}'", col=col) from None
            return ((m["field"], n & 15), ("NFMT", n >> 4 & 7))
        refs = []
        for part in filter(None, (p.strip() for p in value.strip("[]").split(","))):
            if part.startswith("BUF_DATA_FORMAT_") and part[16:] in m["values"]:
                refs.append((m["field"], m["values"].index(part[16:])))
            elif part.startswith("BUF_NUM_FORMAT_") and part[15:] in m["num_values"]:
                refs.append(("NFMT", m["num_values"].index(part[15:])))
            else:
                raise AsmError(f"unknown buffer format '{part}'", col=col)
        return tuple(refs)
