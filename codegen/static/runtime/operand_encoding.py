"""How each operand kind other than registers and sources is checked and placed in its fields
(the encoder keeps the common kinds inline): AGPRs, lane selects, SMEM offsets, VGPR-or-AGPR data,
SDWA and matrix sources, memory addresses, literals, immediates, branch labels and the
structured SIMM16 operands (hwreg, waitcnt, sendmsg, gpr_idx)."""

from __future__ import annotations

from .asm_parser import llvm_int
from .forms import SADDR_OFF, TYPE_BITS, AsmError, Form, Op, Value, acc_field, mfma_c_type
from .simm16 import parse_gpr_idx, parse_hwreg, parse_sendmsg, parse_waitcnt


class OperandLine:
    """What the operands of one line write besides their own field: the fields, the
    constant-bus reads, the address registers, the literal; and what they read (the modifier
    tokens, labels, the line's address)."""

    __slots__ = ("fields", "scalar_reads", "addr_regs", "mods", "labels", "pc", "literal")

    def __init__(
        self, fields: dict, scalar_reads: set, addr_regs: dict, mods: list, labels, pc: int
    ):
        self.fields, self.scalar_reads, self.addr_regs = fields, scalar_reads, addr_regs
        self.mods, self.labels, self.pc, self.literal = mods, labels, pc, None


def check_vgpr_alignment(v: Value) -> None:
    # gfx90a and later: VGPR/AGPR tuples of two or more registers start at an even register
    if v.nregs >= 2 and int(v.value) % 2:
        raise AsmError("a VGPR/AGPR tuple must start at an even register on this target", col=v.col)


def parse_simm16(v: Value, parse, *context) -> int:
    """A structured SIMM16 (hwreg(...), sendmsg(...), the s_waitcnt counters, gpr_idx(...);
    runtime/simm16.py) or a number; llvm-mc takes no lit() there."""
    if v.lit:
        raise AsmError("expected a macro or a number here, not lit(...)", col=v.col)
    try:
        return parse(int(v.value) if v.kind == "int" else v.text, *context)
    except ValueError as exc:
        raise AsmError(str(exc), col=v.col) from None


def smem_imm(value: int, col: int, unsigned: bool) -> int:
    """An SMEM immediate offset, with or without an SGPR offset (llvm-mc): 21 bits signed, or
    20 bits unsigned with a buffer resource."""
    if unsigned and not 0 <= value < (1 << 20):
        raise AsmError("expected a 20-bit unsigned offset", col=col)
    if not -(1 << 20) <= value < (1 << 20):
        raise AsmError("offset does not fit 21 signed bits", col=col)
    return value & 0x1FFFFF


def check_mfma_overlap(form: Form, vals: list) -> None:
    """llvm-mc: when D is wider than 128 bits the C matrix is either the D registers or
    disjoint from them."""
    regs = {op.name: v for op, v in zip(form.operands, vals) if v.kind == "reg"}
    d, c = regs.get("D"), regs.get("S2")
    if d is None or c is None or d.nregs <= 4 or c.text != d.text:
        return
    lo_d, hi_d = int(d.value), int(d.value) + d.nregs - 1
    lo_c, hi_c = int(c.value), int(c.value) + c.nregs - 1
    if lo_c <= hi_d and lo_d <= hi_c and (lo_c, hi_c) != (lo_d, hi_d):
        raise AsmError("the C matrix must be the D registers or not overlap them", col=c.col)


class OperandEncoders:
    """Per operand kind, a method (value, operand, register count, field, form, line) that
    checks the value and writes it into line.fields (raising AsmError at the value's column)."""

    def __init__(self, isa):
        self.info = isa.info
        self.formats = isa.formats
        self.waitcnt_counters = isa.waitcnt_counters
        self.codes = isa.codes
        self.by_kind = {
            "asrc": self.asrc,
            "lanesel": self.lanesel,
            "smem_offset": self.smem_offset,
            "avgpr": self.avgpr,
            "sdwa_src": self.sdwa_src,
            "mai_src": self.mai_src,
            "mai_c": self.mai_c,
            "sdwa_sdst": self.sdwa_sdst,
            "vaddr": self.vaddr,
            "gvaddr": self.address,
            "svaddr": self.address,
            "bvaddr": self.address,
            "saddr": self.saddr,
            "literal": self.literal,
            "simm16": self.immediate,
            "uimm16": self.immediate,
            "imm": self.immediate,
            "label": self.label,
            "hwreg": self.hwreg,
            "waitcnt": self.waitcnt,
            "sendmsg": self.sendmsg,
            "gpr_idx": self.gpr_idx,
        }

    def src_code(
        self, v: Value, op: Op, allow_vgpr: bool, allow_literal: bool
    ) -> tuple[int, int | None]:
        nbits = TYPE_BITS[op.type] if op.type != "mask" else 64
        nregs = max(1, nbits // 32)
        if nbits > 64 and not (v.kind == "reg" and v.text in ("v", "a")):
            raise AsmError(f"a {nbits}-bit source takes VGPRs only", col=v.col)
        if v.kind == "reg":
            if v.text in ("v", "a"):
                if not allow_vgpr:
                    raise AsmError("a VGPR is not allowed here", col=v.col)
                if v.text == "a":  # llvm-mc: AGPRs only where a kind says so (avgpr, mai_*, asrc)
                    raise AsmError("an AGPR is not allowed here", col=v.col)
            if v.nregs != nregs:
                raise AsmError(
                    f"expected a {nbits}-bit operand ({nregs} register{'s' if nregs > 1 else ''}), got {v.nregs}",
                    col=v.col,
                )
            if v.text == "s" and nregs > 1 and v.value % 2:
                raise AsmError("a 64-bit SGPR range must start at an even register", col=v.col)
            if v.text in ("v", "a"):
                check_vgpr_alignment(v)
            return v.code, None
        if v.kind == "special":
            halves = self.codes.code_names64.get(v.code)
            if (
                nregs == 2
                and v.nregs == 1
                and halves
                and halves != self.codes.code_names.get(v.code)
            ):
                raise AsmError(  # llvm-mc: vcc_lo, exec_lo, ... name half of a 64-bit register
                    f"'{v.text}' is a 32-bit half of {halves}; a 64-bit operand is expected",
                    col=v.col,
                )
            if v.nregs != nregs and not (
                v.nregs == 1 and v.code in self.codes.code_names and nregs == 1
            ):
                if nregs == 2 and v.code not in self.codes.code_names64:
                    raise AsmError(
                        f"'{v.text}' is a 32-bit register; a 64-bit operand is expected", col=v.col
                    )
                if nregs == 1 and v.nregs == 2:
                    raise AsmError(
                        f"'{v.text}' is a 64-bit register; a 32-bit operand is expected", col=v.col
                    )
            return v.code, None
        if v.kind in ("int", "float"):
            return self.codes.constant_code(v, op, allow_literal)
        raise AsmError(f"'{v.text}' is not a valid source operand", col=v.col)

    def encode_src_mods(self, v: Value, op: Op, form: Form, fields: dict) -> None:
        idx = op.name[1]
        if (v.neg or v.abs) and not op.takes_mods:
            raise AsmError("abs/neg modifiers need a floating-point operand", col=v.col)
        if v.sext and (op.type[0] not in "iub" or op.takes_mods):
            raise AsmError("sext() needs an integer operand", col=v.col)
        for name, on in (("NEG", v.neg), ("ABS", v.abs), ("SEXT", v.sext)):
            if on and f"SRC{idx}_{name}" in form.extra_fixed:
                raise AsmError(f"{form.mnemonic} takes no {name.lower()} modifier here", col=v.col)
            if on:
                fields[f"SRC{idx}_{name}"] = 1

    def _encode_smem_offset(self, v: Value, fields: dict, mods: list, unsigned: bool) -> None:
        """SMEM offset operand: an immediate, an SGPR, or an SGPR plus `offset:imm` (SOE)."""
        extra = [(t, c) for t, c in mods if t.startswith("offset:")]
        if extra and mods[0] != extra[0]:  # llvm-mc: offset: is an operand, before glc and the rest
            raise AsmError("offset: must come before the other modifiers", col=extra[0][1])
        for item in extra:
            mods.remove(item)
        if v.kind == "int":
            if extra:
                raise AsmError("offset: goes with an SGPR offset only", col=extra[0][1])
            fields.update(IMM=1, OFFSET=smem_imm(int(v.value), v.col, unsigned))
            return
        if (
            v.kind not in ("reg", "special")
            or v.text in ("v", "a")
            or v.nregs != 1
            or v.code > 0x7F
        ):
            # a 7-bit SGPR code: src_* sources do not fit (llvm-mc wraps src_scc to null)
            raise AsmError("expected an immediate offset or one SGPR (or m0)", col=v.col)
        if not extra:
            fields.update(IMM=0, OFFSET=v.code)
            return
        token, col = extra[0]
        try:
            imm = llvm_int(token.split(":", 1)[1])
        except ValueError:
            raise AsmError(f"bad offset '{token}'", col=col) from None
        fields.update(IMM=1, SOE=1, SOFFSET=v.code, OFFSET=smem_imm(imm, col, unsigned))

    def asrc(self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine) -> None:
        fields = line.fields
        if not (v.kind == "reg" and v.text == "a" and v.nregs == nregs):
            raise AsmError("expected an AGPR", col=v.col)
        fields[field] = self.codes.vgpr_base + int(v.value)

    def lanesel(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields, scalar_reads = line.fields, line.scalar_reads
        if v.kind == "reg" and v.text in ("v", "a"):
            raise AsmError("the lane select is an SGPR, M0 or a constant", col=v.col)
        if v.neg or v.abs or v.sext:
            raise AsmError("the lane select takes no source modifiers", col=v.col)
        code, lit = self.src_code(v, op, allow_vgpr=False, allow_literal=False)
        fields[field] = code
        if (
            code != self.codes.name_codes.get("m0", (None,))[0]
            and code not in self.codes.inline_ints
            and code not in self.codes.inline_floats
        ):
            scalar_reads.add(("s", code, v.nregs))  # M0 as a lane select is not a constant-bus read

    def smem_offset(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields, mods = line.fields, line.mods
        # with a buffer resource (s_buffer_*, s_atc_probe_buffer) the offset is unsigned
        unsigned = any(o.kind == "sbase" and o.type == "b128" for o in form.operands)
        self._encode_smem_offset(v, fields, mods, unsigned)

    def avgpr(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        fmt = self.formats[form.fmt]
        if v.kind != "reg" or v.text not in ("v", "a") or v.nregs != nregs:
            raise AsmError(f"expected {nregs} VGPR(s) or AGPR(s)", col=v.col)
        if "unaligned_vgprs" not in form.instr.flags:
            check_vgpr_alignment(v)
        if "gws" in form.instr.flags and v.value % 2:  # llvm-mc: an aligned 32-bit class
            raise AsmError("vgpr must be even aligned", col=v.col)
        acc = 1 if v.text == "a" else 0
        if fields.setdefault(acc_field(fmt["fields"]), acc) != acc:
            raise AsmError("data and destination must all be VGPRs or all AGPRs", col=v.col)
        if form.data_file and v.text != form.data_file:  # vgpr_return, agpr_return_no_sc1
            regs = "VGPRs" if form.data_file == "v" else "AGPRs"
            raise AsmError(f"{form.mnemonic} returning the old value takes {regs}", col=v.col)
        fields[field] = int(v.value)

    def sdwa_src(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields, scalar_reads = line.fields, line.scalar_reads
        idx = op.name[1]
        if v.kind == "reg" and v.text == "v":
            if v.nregs != nregs:
                raise AsmError(f"expected {nregs} register(s), got {v.nregs}", col=v.col)
            fields[field] = int(v.value)
        else:
            code, lit = self.src_code(v, op, allow_vgpr=False, allow_literal=False)
            if op.type in ("i16", "u16", "b16") and code == self.codes.inv_2pi_code:
                # llvm-mc: no 1/(2*pi) for a 16-bit integer SDWA source
                raise AsmError("1/(2*pi) is no constant of this operand", col=v.col)
            fields[field] = code
            fields[f"SRC{idx}_SGPR"] = 1
            if code not in self.codes.inline_ints and code not in self.codes.inline_floats:
                scalar_reads.add(("s", code, v.nregs))
        self.encode_src_mods(v, op, form, fields)

    def mai_src(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        if not (v.kind == "reg" and v.text in ("v", "a") and v.nregs == nregs):
            raise AsmError(f"expected {nregs} VGPR(s) or AGPR(s)", col=v.col)
        check_vgpr_alignment(v)
        fields[field] = self.codes.vgpr_base + int(v.value)
        if v.text == "a":
            fields["ACC"] = fields.get("ACC", 0) | 1 << int(op.name[1])

    def mai_c(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        if v.kind == "reg" and v.text in ("v", "a"):
            if v.nregs != nregs:
                raise AsmError(f"expected {nregs} registers, got {v.nregs}", col=v.col)
            check_vgpr_alignment(v)
            acc = 1 if v.text == "a" else 0
            if fields.setdefault("ACC_CD", acc) != acc:
                raise AsmError("C and D must both be VGPRs or both AGPRs", col=v.col)
            fields[field] = self.codes.vgpr_base + int(v.value)
        elif v.kind in ("int", "float"):
            code, lit = self.codes.constant_code(v, op._replace(type=mfma_c_type(form)), False)
            fields[field] = code
        elif v.kind == "special" and self.codes.inline_value(v.code):
            fields[field] = v.code  # llvm-mc takes the src_* values as constants here
        else:
            raise AsmError("the C matrix is registers or an inline constant", col=v.col)

    def sdwa_sdst(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        if v.kind == "special" and v.text == "vcc" and v.nregs == 2:
            fields["SDST_EN"] = 0
        elif v.kind in ("reg", "special") and v.text not in ("v", "a") and v.nregs == 2:
            if v.kind == "reg" and v.code % 2:  # llvm-mc: "invalid register alignment"
                raise AsmError("an SGPR pair must start at an even register", col=v.col)
            fields.update(SDST_EN=1, **{field: v.code})
        else:
            raise AsmError("expected vcc or an SGPR pair", col=v.col)

    def vaddr(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        if v.kind != "reg" or v.text != "v" or v.nregs > nregs:
            raise AsmError(f"expected 1 to {nregs} VGPRs (the address)", col=v.col)
        check_vgpr_alignment(v)
        fields[field] = int(v.value)

    def address(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields, addr_regs = line.fields, line.addr_regs
        kind = op.kind
        if v.kind == "off":
            if kind == "gvaddr":
                raise AsmError("the address cannot be off", col=v.col)
            addr_regs[kind] = 0
            fields[field] = 0
        else:
            if v.kind != "reg" or v.text != "v":
                raise AsmError("expected a VGPR address or off", col=v.col)
            if kind == "svaddr" and v.nregs != 1:
                raise AsmError("a scratch address is one VGPR", col=v.col)
            check_vgpr_alignment(v)
            addr_regs[kind] = v.nregs
            fields[field] = int(v.value)

    def saddr(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        kind = op.kind
        if v.kind == "off":
            fields[field] = SADDR_OFF
        elif v.kind in ("reg", "special") and v.text not in ("v", "a") and v.nregs == nregs:
            if self.codes.excluded_scalar_class(kind, v.code, nregs, form):
                raise AsmError("a scalar address cannot be exec", col=v.col)
            if v.code >= SADDR_OFF:  # a 7-bit field: no src_* value fits
                raise AsmError(f"{v.text} cannot be a scalar address", col=v.col)
            if nregs == 2 and v.text == "s" and v.code % 2:
                raise AsmError("a 64-bit SGPR range must start at an even register", col=v.col)
            fields[field] = v.code
        else:
            raise AsmError(f"expected {nregs} scalar register(s) or off", col=v.col)

    def literal(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        scalar_reads = line.scalar_reads
        code, lit = (
            self.codes.constant_code(v, op, True) if v.kind in ("int", "float") else (None, None)
        )
        if v.kind not in ("int", "float"):
            raise AsmError("expected a constant", col=v.col)
        line.literal = lit if lit is not None else self.codes.inline_value_bits(code, op)
        if v.kind == "int" and TYPE_BITS[op.ctype] == 16 and not v.lit:
            line.literal = int(v.value) & 0xFFFFFFFF  # as written (llvm-mc): -17 is 0xffffffef
        scalar_reads.add(("lit", line.literal))

    def immediate(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        if v.kind != "int":
            raise AsmError("expected an integer constant", col=v.col)
        n = int(v.value)
        if form.fmt == "SOPP" and (1 << 32) - (1 << 15) <= n < 1 << 32:
            n -= 1 << 32  # llvm-mc: a 32-bit spelling of a negative 16-bit value
        if not -(1 << 15) <= n < (1 << 16):
            raise AsmError(f"immediate {n} does not fit 16 bits", col=v.col)
        if n < 0 and op.type == "u16" and form.fmt == "SOPK":  # llvm-mc: unsigned here
            raise AsmError(f"immediate {n} is negative; the operand is unsigned", col=v.col)
        fields[field] = n & 0xFFFF

    def label(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields, labels, pc = line.fields, line.labels, line.pc
        if v.kind == "int" and v.lit:
            raise AsmError("a branch offset cannot be lit()", col=v.col)
        if v.kind == "int":
            n = int(v.value)
        elif v.kind == "label":
            if labels is None:
                n = 0
            elif v.text not in labels:
                raise AsmError(f"undefined label '{v.text}'", col=v.col)
            else:
                delta = labels[v.text] - (pc + 4)
                n = delta // 4
                if not -(1 << 15) <= n < (1 << 15):  # llvm-mc: "branch size exceeds simm16"
                    raise AsmError(
                        f"label '{v.text}' is {n} dwords away: beyond a 16-bit signed branch offset",
                        col=v.col,
                    )
        else:
            raise AsmError("expected a label or an offset", col=v.col)
        if not -(1 << 15) <= n < (1 << 16):
            raise AsmError("branch target out of range", col=v.col)
        fields[field] = n & 0xFFFF

    def hwreg(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        fields[field] = parse_simm16(v, parse_hwreg, self.info.get("hw_registers", {}))

    def waitcnt(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        fields[field] = parse_simm16(v, parse_waitcnt, self.waitcnt_counters)

    def sendmsg(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        fields[field] = parse_simm16(v, parse_sendmsg, llvm_int)

    def gpr_idx(
        self, v: Value, op: Op, nregs: int, field: str, form: Form, line: OperandLine
    ) -> None:
        fields = line.fields
        fields[field] = parse_simm16(v, parse_gpr_idx)

    def check_address(
        self, form: Form, fmt: dict, fields: dict, addr_regs: dict, mods: list, vals: list
    ) -> None:
        col = vals[0].col if vals else 0
        flags = {t for t, _ in mods}
        if "gvaddr" in addr_regs:
            want = 2 if fields.get("SADDR") == SADDR_OFF else 1
            if addr_regs["gvaddr"] != want:
                raise AsmError(
                    f"the address takes {want} VGPR(s) {'without' if want == 2 else 'with'} a scalar base",
                    col=col,
                )
        if "svaddr" in addr_regs:
            has_v = addr_regs["svaddr"] > 0
            if "SVE" in fmt["fields"]:
                fields["SVE"] = int(has_v)
            elif has_v == (fields.get("SADDR") != SADDR_OFF):
                raise AsmError("give exactly one of a VGPR address and a scalar base", col=col)
        if "bvaddr" in addr_regs:
            want = ("offen" in flags) + ("idxen" in flags)
            if addr_regs["bvaddr"] != want:
                raise AsmError(
                    (
                        f"the address takes {want} VGPR(s) with these idxen/offen modifiers"
                        if want
                        else "the address must be off without idxen/offen"
                    ),
                    col=col,
                )
