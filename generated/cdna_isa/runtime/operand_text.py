"""Each operand's text in a decoded instruction, as llvm-objdump prints it: per form and
operand a printer, mostly a table look-up of the field's value, with the register-class
markers llvm-objdump adds and the source modifiers (-x, |x|, sext())."""

from __future__ import annotations

from .forms import (
    SADDR_OFF,
    SCALAR_FORMATS,
    Decoded,
    DecodeError,
    Form,
    Op,
    acc_field,
    dmask_width,
    has_src_mods,
    mfma_c_type,
    packed_sdwa,
    scratch_has_vaddr,
    src_mod_field,
)
from .operand_codes import class_marker
from .simm16 import GPR_IDX, hwreg_text, sendmsg_text, waitcnt_text


def signed_hex(value: int) -> str:
    return f"-0x{-value:x}" if value < 0 else f"0x{value:x}"


def sext(v: int, bits: int) -> int:
    return v - (1 << bits) if v >> (bits - 1) & 1 else v


def data_register_class(form: Form, fmt: dict) -> tuple[str, str, str | None]:
    """The llvm register class family of a VGPR-or-AGPR operand, named in llvm-objdump's
    marker after an odd-start tuple: (the family, the family when the atomic returns, the
    field that says it returns). Measured on llvm-objdump 22 (tests/data/sweep): the MFMA
    result and C, the operands of returning FLAT/GLOBAL atomics, and DS atomics that return
    or take two data operands are VGPR classes (VReg); other data operands, SMFMAC results
    and MFMA A/B take either file (AV). No marker where the instruction allows odd tuples."""
    ins = form.instr
    if "unaligned_vgprs" in ins.flags:
        family = ""
    elif form.fmt in ("VOP3P_MAI", "VOP3PX2"):
        family = "AV" if (ins.matrix or {}).get("sparse") else "VReg"
    elif form.fmt == "DS":
        data = sum(o.name.startswith("DATA") for o in ins.operands)
        returns = ins.operands[0].name == "D" and not ins.mnemonic.startswith("ds_read")
        family = "VReg" if data >= 2 or returns else "AV"
    elif form.fmt in ("FLAT", "GLOBAL") and "atomic" in ins.flags:
        return "AV", "VReg", fmt.get("atomic_return_field") or "GLC"
    else:
        family = "AV"
    return family, family, None


class OperandPrinters:
    """Per form and operand a printer (decoded -> text), mostly a look-up in a table of every
    field value's text shared by the forms, with llvm-objdump's register-class markers and the
    source modifiers."""

    def __init__(self, isa):
        self.codes = isa.codes
        self.formats = isa.formats
        self.info = isa.info
        self.waitcnt_counters = isa.waitcnt_counters
        self._operand_printers: dict = {}  # (form id, operand) -> printer (disassembly)
        self._text_tables: dict = {}  # operand kind and width -> text of every field value
        self._mod_bits: dict[int, tuple | None] = {}  # see _source_mod_bits

    def operand_text(self, d: Decoded, op: Op) -> str:
        return self.operand_printer(d.form, op)(d, d.fields)

    def operand_printer(self, form: Form, op: Op):
        """A function (decoded, its fields) -> the operand's text, made once per form and operand."""
        key = (id(form), op)
        printer = self._operand_printers.get(key)
        if printer is None:
            printer = self._operand_printers[key] = self._make_operand_printer(form, op)
        return printer

    def _text_table(self, key: tuple, count: int, make) -> tuple:
        """make(raw) for every raw value of a field, None where it raises DecodeError; made once
        per key (the operand's kind and width), shared by every form."""
        table = self._text_tables.get(key)
        if table is None or len(table) < count:
            row = []
            for raw in range(count):
                try:
                    row.append(make(raw))
                except DecodeError:
                    row.append(None)
            table = self._text_tables[key] = tuple(row)
        return table

    def _make_operand_printer(self, form: Form, op: Op):
        if op.implicit == "vcc":
            return lambda d, f: "vcc"
        if op.width_by and op.width_by[0] == "DMASK":  # MIMG data: as llvm-objdump reads it

            def image_data(d, f):
                shown = op.at(f)
                first = f.get(op.field, 0)
                if shown.nregs > 1 and (first % 2 or first + shown.nregs > 256):
                    # no aligned tuple there: llvm keeps the width its decoder table has
                    shown = shown._replace(type=dmask_width(0, op.width_by[1]))
                return self.operand_printer(form, shown)(d, f)

            return image_data
        if op.width_by:  # the register count depends on another field
            return lambda d, f: self.operand_printer(form, op.at(f))(d, f)
        kind, name = op.kind, op.field
        hi_lo = self.formats[form.fmt]["fields"].get(name)
        count = 1 << (hi_lo[0] - hi_lo[1] + 1) if hi_lo else 1  # no such field: raw is 0
        wrap = self._mods_wrapper(form, op)
        table = None  # the text of every raw value, None where fallback(d, raw) must decide
        if kind == "vsrc" and hi_lo and hi_lo[0] - hi_lo[1] == 8:  # a 9-bit source, VGPRs only
            # lane reads take lds_direct too (llvm's VRegOrLds class)
            cls = "VRegOrLds" if form.instr.operands[0].kind == "sdst_xm0" else "VReg"
            nregs, lit = op.nregs, self.codes.literal_code
            table = self._text_table(
                ("vsrc", nregs, cls),
                count,
                lambda raw: None if raw == lit else self.codes.vsrc_text(raw, nregs, cls),
            )

            def fallback(d, raw):
                return self.codes.vsrc_text(raw, nregs, cls, d.literal)

        elif kind in ("ssrc", "src", "sreg", "vsrc", "lanesel"):
            src_op = op if op.type != "mask" else Op(op.name, "u64", kind, op.field, None)
            lit = self.codes.literal_code
            table = self._text_table(
                ("src", src_op.ctype, src_op.nregs, kind, op.type == "mask"),
                count,
                lambda raw: (
                    None if raw == lit else self.codes.checked_src_text(raw, src_op, kind, op)
                ),
            )

            def fallback(d, raw):  # a literal, or raises DecodeError
                return self.codes.checked_src_text(raw, src_op, kind, op, d.literal)

        elif kind in ("vgpr", "agpr", "vaddr"):
            # vaddr: the encoding does not say how many address VGPRs: llvm-mc prints one
            prefix, nregs = "a" if kind == "agpr" else "v", 1 if kind == "vaddr" else op.nregs
            cls = "" if "unaligned_vgprs" in form.instr.flags else "VReg"  # no odd-start marker
            table = self._text_table(
                ("vgpr", prefix, nregs, 0, cls),
                count,
                lambda raw: self.codes.vreg_name(prefix, raw, nregs, cls),
            )
            wrap = wrap if form.variant == "dpp" else None

            def fallback(d, raw):
                return self.codes.vreg_name(prefix, raw, nregs, cls)

        elif kind in ("sdst", "sdst_xm0", "sgpr", "sbase", "srsrc"):
            scale = {"sbase": 2, "srsrc": 4}.get(kind, 1)
            nregs = 2 if kind in ("sdst", "sdst_xm0") and op.type == "mask" else op.nregs
            # a VALU's scalar destination (VOPC e64, v_readfirstlane) holding a constant code
            marked = kind in ("sdst", "sdst_xm0") and form.fmt not in SCALAR_FORMATS

            def sdst_text(raw: int) -> str:
                if marked and self.codes.is_inline_constant(raw):
                    return self.codes.invalid_immediate(raw)
                text = self.codes.sreg_name(raw * scale, nregs)  # raises DecodeError
                excluded = self.codes.excluded_scalar_class(kind, raw, nregs)
                return text + class_marker(excluded) if excluded else text

            table = self._text_table(
                ("sreg", scale, nregs, marked, kind == "sgpr"), count, sdst_text
            )

            def fallback(d, raw):
                if marked and raw == self.codes.literal_code:  # llvm reads the dword after it
                    return self.codes.invalid_literal(d.literal)
                return sdst_text(raw)

        if table is not None:

            def look_up(d, f):
                raw = f.get(name, 0)
                return table[raw] or fallback(d, raw)

            printer = look_up if wrap is None else lambda d, f: wrap(f, look_up(d, f))
            printer.inline = (table, name, fallback, wrap)  # for Printer._form_printer
            return printer
        selected = self._selected_register_makers(form, op)
        if selected:  # a register table chosen by other fields (register file, count, off)
            select, makers = selected
            tables = tuple(self._text_table(key, count, make) for key, make in makers)
            makes = tuple(make for _, make in makers)

            def register(d, f):
                which, raw = select(f), f.get(name, 0)
                text = tables[which][raw]
                return self.missing_text(makes[which], raw, d.literal) if text is None else text

            printer = register if wrap is None else lambda d, f: wrap(f, register(d, f))
            printer.selected = (
                select,
                tables,
                makes,
                name,
                wrap,
            )  # for Disassembler._operand_column
            return printer
        return lambda d, f: self._other_operand_text(d, op, f)

    def missing_text(self, make, raw: int, literal: int | None) -> str:
        """The text of a code its register table has none for: the literal where the maker
        takes one (`with_literal`), else what the maker says (raises DecodeError)."""
        with_literal = getattr(make, "with_literal", None)
        if with_literal is not None and raw == self.codes.literal_code:
            return with_literal(literal)
        return make(raw)

    def _selected_register_makers(self, form: Form, op: Op) -> tuple | None:
        """For operand kinds whose text is a table look-up once some other fields pick the
        table: (fields -> table number, ((table key, raw -> text), ...)), else None. The first
        also takes FieldColumns (then gives the table number of every instruction)."""
        kind, nregs, base, fmt = op.kind, op.nregs, self.codes.vgpr_base, self.formats[form.fmt]

        def vregs(prefix: str, count: int, offset: int = 0, cls: str = "VReg") -> tuple:
            return (
                ("vgpr", prefix, count, offset, cls),
                lambda raw: self.codes.vreg_name(prefix, raw - offset, count, cls),
            )

        def matrix(prefix: str) -> tuple:  # MFMA A/B: registers only (llvm's AV classes)
            def text(raw: int) -> str:
                if raw >= base:
                    if prefix == "a" and raw - base + nregs > 256:  # llvm-objdump: no such tuple
                        raise DecodeError(f"a[{raw - base}:..] runs past a255")
                    return self.codes.vreg_name(prefix, raw - base, nregs, "AV")
                return self.codes.vsrc_text(raw, nregs, "AV")  # raises DecodeError

            text.with_literal = self.codes.invalid_literal
            return ("matrix", prefix, nregs), text

        off = (("off",), lambda raw: "off")
        if kind == "avgpr":  # VGPRs, or AGPRs when the format's ACC bit says so
            acc = acc_field(fmt["fields"])
            cls, returned_cls, ret = data_register_class(form, fmt)
            # an AGPR tuple of a VGPR-class operand: llvm-objdump names the AGPR class in an
            # MFMA's marker, and marks no odd AGPR tuple of a DS operation
            agpr_cls = {"VOP3P_MAI": "AReg", "VOP3PX2": "AReg", "DS": ""}.get(form.fmt, "VReg")
            a_cls, a_returned_cls = (agpr_cls if c == "VReg" else c for c in (cls, returned_cls))
            if returned_cls == cls:
                return (lambda f: (f.get(acc, 0) != 0) + 0), (
                    vregs("v", nregs, cls=cls),
                    vregs("a", nregs, cls=a_cls),
                )
            return (lambda f: (f.get(acc, 0) != 0) + 2 * (f.get(ret, 0) != 0)), (
                vregs("v", nregs, cls=cls),
                vregs("a", nregs, cls=a_cls),
                vregs("v", nregs, cls=returned_cls),
                vregs("a", nregs, cls=a_returned_cls),
            )
        if kind == "sdwa_src":  # a VGPR, or an SGPR or constant when SRCn_SGPR is set
            sgpr = f"SRC{op.name[1]}_SGPR"

            def constant_text(raw: int) -> str:
                if (
                    raw == self.codes.literal_code
                ):  # no literal dword: llvm-objdump cannot decode it
                    raise DecodeError("an SDWA source holds the literal code")
                return self.codes.src_text(raw, op, None)

            constant = (("src", op.ctype, nregs, None), constant_text)
            return (lambda f: (f.get(sgpr, 0) != 0) + 0), (vregs("v", nregs), constant)
        if kind == "mai_src":  # A or B matrix: VGPRs, or AGPRs when this source's ACC bit is set
            bit = int(op.name[1])
            return (lambda f: f.get("ACC", 0) >> bit & 1), (matrix("v"), matrix("a"))
        if kind == "mai_c":  # C matrix: registers of D's file (ACC_CD), or an inline constant
            c_op = op._replace(type=mfma_c_type(form))

            def matrix_c(prefix: str) -> tuple:
                key = ("mai_c", prefix, nregs, c_op.ctype)
                cls = "VReg" if prefix == "v" else "AReg"  # llvm's class of D's file

                def text(raw: int) -> str:
                    if raw >= base:
                        return self.codes.vreg_name(prefix, raw - base, nregs, cls)
                    if raw == self.codes.literal_code:
                        raise DecodeError("a literal operand without its dword")
                    if self.codes.is_inline_constant(raw):
                        return self.codes.src_text(raw, c_op, None)
                    return self.codes.vsrc_text(raw, nregs, "VReg" if prefix == "v" else "AReg")

                def with_literal(literal: int | None) -> str:
                    if literal is None:
                        raise DecodeError("a literal operand without its dword")
                    return self.codes.src_text(self.codes.literal_code, c_op, literal)

                text.with_literal = with_literal
                return key, text

            return (lambda f: (f.get("ACC_CD", 0) != 0) + 0), (matrix_c("v"), matrix_c("a"))
        if kind == "sdwa_sdst":
            pair = (("sreg", 1, 2), lambda raw: self.codes.sreg_name(raw, 2))
            return (lambda f: (f.get("SDST_EN", 0) != 0) + 0), (
                (("vcc",), lambda raw: "vcc"),
                pair,
            )
        if kind == "saddr":

            def saddr_text(raw: int) -> str:
                if raw == SADDR_OFF:
                    return "off"
                excluded = self.codes.excluded_scalar_class(kind, raw, nregs, form)
                return self.codes.sreg_name(raw, nregs) + (
                    class_marker(excluded) if excluded else ""
                )

            exec_class = self.codes.excluded_scalar_class(
                kind, self.codes.name_codes["exec_lo"][0], 2, form
            )
            return (lambda f: 0), ((("saddr", nregs, exec_class), saddr_text),)
        if kind == "gvaddr":  # two address VGPRs without a scalar base
            return (lambda f: (f.get("SADDR") == SADDR_OFF) + 0), (
                vregs("v", 1),
                vregs("v", 2),
            )
        if kind == "svaddr":
            return (lambda f: scratch_has_vaddr(f, fmt) + 0), (off, vregs("v", 1))
        if kind == "bvaddr":  # one address VGPR per idxen/offen (MTBUF: llvm marks no odd pair)
            return (lambda f: f.get("OFFEN", 0) + f.get("IDXEN", 0)), (
                off,
                vregs("v", 1),
                vregs("v", 2, cls="" if form.fmt == "MTBUF" else "VReg"),
            )
        if kind == "asrc":  # AGPRs only (llvm's AGPR class: any other code is marked)

            def agpr(raw: int) -> str:
                if raw >= base:
                    return self.codes.vreg_name("a", raw - base, nregs)
                return self.codes.vsrc_text(raw, nregs, "AGPR")  # raises DecodeError

            agpr.with_literal = self.codes.invalid_literal
            return (lambda f: 0), ((("asrc", nregs), agpr),)
        return None

    def _other_operand_text(self, d: Decoded, op: Op, f: dict) -> str:
        """The text of an operand of the kinds without a table of every value."""
        kind = op.kind
        raw = f.get(op.field, 0) if op.field else 0
        if kind == "smem_offset":
            if f.get("IMM", 1) and not f.get("SOE", 0):
                return signed_hex(sext(f["OFFSET"], 21))
            if f.get("SOE", 0):  # llvm-mc prints the immediate whenever IMM is set, even 0
                text = self.codes.sreg_name(f["SOFFSET"], 1)
                return text + (
                    f" offset:{signed_hex(sext(f['OFFSET'], 21))}" if f.get("IMM", 0) else ""
                )
            return self.codes.sreg_name(f["OFFSET"] & 0x7F, 1)
        if (
            kind == "literal"
        ):  # llvm-objdump: an integer literal in the inline range prints in decimal
            value = sext(d.literal, 32)
            integer = not op.ctype.startswith(("f", "bf"))
            if integer and -16 <= value <= 64:
                return str(value)
            # s_setreg_imm32_b32 (SOPK): a value an inline float has prints as it (1.0); v_fmaak's K: hex
            code = (
                self.codes.float_by_bits.get(("f32", d.literal))
                if d.instr.format == "SOPK"
                else None
            )
            return self.codes.inline_floats[code][0] if code is not None else f"0x{d.literal:x}"
        if kind in ("simm16", "uimm16"):
            # llvm-mc: SOPK immediates in hex; other 16-bit immediates decimal up to 64, else hex
            return f"0x{raw:x}" if d.instr.format == "SOPK" or raw > 64 else str(raw)
        if kind == "label":
            return str(raw)  # llvm-mc prints an unresolved branch offset as the raw 16 bits
        if kind == "hwreg":
            return hwreg_text(raw, self.info.get("hw_registers", {}))
        if kind == "waitcnt":
            return waitcnt_text(raw, self.waitcnt_counters)
        if kind == "sendmsg":
            return sendmsg_text(raw)
        if kind == "gpr_idx":
            if raw > 15:  # llvm-objdump: bits past the four modes make it a plain number
                return f"0x{raw:x}"
            return "gpr_idx(" + ",".join(n for i, n in enumerate(GPR_IDX) if raw >> i & 1) + ")"
        return str(raw)

    def _source_mod_bits(self, form: Form) -> tuple | None:
        """Per source, where its sext/abs/neg bits are: (field, bit) or None; None for a form
        without source modifiers. Worked out once per form."""
        key = id(form)
        if key not in self._mod_bits:
            fmt = self.formats[form.fmt]
            bits = None
            if has_src_mods(fmt, form.instr):
                bits = []
                for idx in range(3):
                    refs = []
                    for name in ("SEXT", "ABS", "NEG"):
                        vector = src_mod_field(fmt, name)
                        own = f"SRC{idx}_{name}"
                        refs.append(
                            (vector, idx) if vector else (own, 0) if own in fmt["fields"] else None
                        )
                    bits.append(tuple(refs))
                bits = tuple(bits)
            self._mod_bits[key] = bits
        return self._mod_bits[key]

    def shown_mod_bits(self, form: Form, op: Op) -> tuple | None:
        """(sext, abs, neg) places of a source's modifiers that its text shows, None for none:
        llvm shows -x/|x| only on a source that takes them."""
        bits = self._source_mod_bits(form) if op.name in ("S0", "S1", "S2") else None
        if bits is None:
            return None
        sext, absolute, neg = bits[int(op.name[1])]
        shown = op.takes_mods and not packed_sdwa(form)
        absolute, neg = (absolute, neg) if shown else (None, None)
        return (sext, absolute, neg) if sext or absolute or neg else None

    def _mods_wrapper(self, form: Form, op: Op):
        """A function (fields, text) -> the text with the source's sext/abs/neg, or None for an
        operand without source modifiers."""
        shown = self.shown_mod_bits(form, op)
        if shown is None:
            return None
        sext, absolute, neg = shown

        def wrap(f: dict, text: str) -> str:
            if sext and f[sext[0]] >> sext[1] & 1:
                text = f"sext({text})"
            if absolute and f[absolute[0]] >> absolute[1] & 1:
                text = f"|{text}|"
            if neg and f[neg[0]] >> neg[1] & 1:
                # llvm-mc writes neg(c) for a negated bare constant: "-2.0" would read as another
                constant = text[0].isdigit() or text[0] == "-"
                text = f"neg({text})" if constant else f"-{text}"
            return text

        return wrap
