"""One parsed line into one form's bits: each operand checked against its kind and placed in
its field, the constant bus and register alignment checked, the modifiers written."""

from __future__ import annotations

from dataclasses import replace

from .encoding_plan import encoding_plan
from .forms import (
    FLOAT_TYPES,
    AsmError,
    Form,
    Instr,
    Op,
    Value,
    operand_label,
    packed_sdwa,
    src_mod_field,
)
from .modifier_syntax import apply_writes
from .operand_encoding import OperandLine, check_mfma_overlap, check_vgpr_alignment

OFF_KINDS = ("saddr", "svaddr", "bvaddr")  # operands that may be `off` (absent)


def check_deferred_widths(form: Form, fields: dict, deferred: list, mods: list) -> None:
    """Operands whose register count a modifier decides (width_by: the f8f6f4 MFMAs' A and B
    by cbsz/blgp, MIMG data by dmask and d16), checked once the modifiers are written."""
    for op, v in deferred:
        field, widths, halved_by, only_listed = op.width_by
        setter = next((m for m in form.modifiers if m["field"] == field), None)

        def setting(value: int, setter=setter, field=field) -> str:
            if not setter:
                return f"{field} = {value}"
            return f"{setter['name']}:{hex(value) if setter['hex'] else value}"

        value = fields.get(field, 0)
        if only_listed and value not in dict(widths):
            at = next((c for t, c in mods if setter and t.startswith(setter["name"] + ":")), 0)
            listed = " or ".join(setting(k) for k, _ in widths)
            raise AsmError(f"{form.mnemonic} takes {listed}, got {setting(value)}", col=at)
        want = op.at(fields).nregs
        if v.nregs != want:
            given = setting(value)
            if halved_by and fields.get(halved_by, 0):
                halver = next((m for m in form.modifiers if m["field"] == halved_by), None)
                given += f" {halver['name']}" if halver else f" and {halved_by} = 1"
            raise AsmError(
                f"{operand_label(form, op)} takes {want} register{'s' if want > 1 else ''}"
                f" with {given}",
                col=v.col,
            )


class Encoder:
    """One parsed line into one form's bits: registers and sources checked and placed inline,
    other operand kinds by OperandEncoders, then the whole line's checks and its modifiers."""

    def __init__(self, isa):
        self.info = isa.info
        self.formats = isa.formats
        self.by_mnemonic = isa.by_mnemonic
        self.waitcnt_counters = isa.waitcnt_counters
        self.codes = isa.codes
        self.modifiers = isa.modifiers
        self._slot_classes: dict[tuple, int] = {}  # see _slot_class
        self.kinds = isa.operand_encoders.by_kind
        self.src_code = isa.operand_encoders.src_code
        self.encode_src_mods = isa.operand_encoders.encode_src_mods
        self.check_address = isa.operand_encoders.check_address

    def encode_form(
        self, form: Form, vals: list[Value], mods: list[tuple[str, int]], labels, pc: int
    ) -> tuple[int, int | None]:
        plan = form.plan or encoding_plan(form, self.formats[form.fmt], self._slot_class)
        (
            fmt, fixed_word, fixed, vector, checks_mfma_overlap, reads_vcc, default_bits,
            defaults, lane_pattern_fields, places, steps,
        ) = plan  # fmt: skip
        fields: dict[str, int] = dict(fixed)
        literal: int | None = None
        scalar_reads: set = set()
        addr_regs: dict[str, int] = {}
        if len(vals) != len(steps):
            raise AsmError(
                f"{form.mnemonic} takes {len(form.operands)} operand(s), got {len(vals)}", col=0
            )
        deferred = []  # (operand, value) whose register count the modifiers decide (width_by)
        line = None  # the OperandLine of the kinds encoded by operand_encoders
        vgpr_base, inline_ints, inline_floats = (
            self.codes.vgpr_base,
            self.codes.inline_ints,
            self.codes.inline_floats,
        )
        word = fixed_word
        for step, v in zip(steps, vals):
            encodings = v.encodings
            if encodings is not None:
                known = encodings.get(step[0])
                if known is not None:  # this spelling passed this slot's checks before
                    word |= known[0]
                    if known[1] is not None:
                        scalar_reads.add(known[1])
                    continue
            (
                slot,
                place,
                op,
                kind,
                field,
                nregs,
                width_by,
                mods_ok,
                sext_ok,
                dpp_mods,
                implicit_vcc,
            ) = step
            vkind = v.kind
            if width_by and vkind == "reg":
                options = op.width_options()
                if v.nregs not in options:
                    *most, last = sorted(options)
                    counts = f"{', '.join(map(str, most))} or {last}" if most else str(last)
                    raise AsmError(
                        f"{operand_label(form, op)} takes {counts} registers, got {v.nregs}",
                        col=v.col,
                    )
                deferred.append((op, v))
                op = op._replace(type=options[v.nregs], width_by=None)
                nregs = op.nregs
            if vkind == "off" and kind not in OFF_KINDS:
                raise AsmError("'off' is not allowed here", col=v.col)
            if vkind == "label" and kind != "label":
                raise AsmError(
                    f"unknown operand '{v.text}' (not a register, constant or register name)",
                    col=v.col,
                )
            int_float = op.constants in FLOAT_TYPES and not op.takes_mods  # v_ldexp_f16's S1
            if v.sext and vkind in ("int", "float") and int_float:  # llvm-mc: failed parsing
                raise AsmError(
                    f"sext() takes a register here ({op.constants} constants)", col=v.col
                )
            # llvm-mc folds a modifier this form has no bit for into a constant where another
            # form of the instruction has it (sext() of an integer where its SDWA form takes it)
            if vkind in ("int", "float") and (
                (v.neg or v.abs)
                and not mods_ok
                and op.takes_mods
                and not dpp_mods
                and len(form.instr.encodings) > 1
                or v.sext
                and (not sext_ok or packed_sdwa(form))
                and self._sdwa_takes_sext(form.instr, op.name)
            ):
                value = abs(v.value) if v.abs else v.value
                v = replace(v, value=-value if v.neg else value, neg=False, abs=False, sext=False)
                v.encodings = None
            modified = v.neg or v.abs or v.sext
            if (v.neg or v.abs) and not mods_ok:
                raise AsmError(
                    (
                        f"{form.mnemonic} takes no source modifiers"
                        if "no_mods" in form.instr.flags
                        else (
                            "packed instructions negate with neg_lo:[...]/neg_hi:[...]"
                            if "NEG_HI" in fmt["fields"]
                            else "source modifiers need the _e64, _sdwa or _dpp form"
                        )
                    ),
                    col=v.col,
                )
            elif v.sext and not sext_ok:
                raise AsmError("sext() needs the SDWA form", col=v.col)
            direct = place is not None and not modified  # straight into the word (_slot_bits)
            if implicit_vcc:
                if not (
                    v.kind == "special"
                    and v.code == self.codes.name_codes.get("vcc", (None,))[0]
                    and v.nregs == 2
                ):
                    raise AsmError(f"operand {op.name} must be vcc in this form", col=v.col)
                if v.neg or v.abs or v.sext:  # llvm-mc: "not a valid operand"
                    raise AsmError(f"operand {op.name} takes no source modifiers", col=v.col)
                if op.name != "SD":
                    scalar_reads.add(("s", v.code, v.nregs))
                continue
            if kind == "vgpr" or kind == "agpr":  # the commonest kinds first
                want = "a" if kind == "agpr" else "v"
                if vkind != "reg" or v.text != want:
                    raise AsmError(f"expected a {'VGPR' if want == 'v' else 'AGPR'}", col=v.col)
                if dpp_mods:
                    self.encode_src_mods(v, op, form, fields)
                if v.nregs != nregs:
                    raise AsmError(f"expected {nregs} register(s), got {v.nregs}", col=v.col)
                if v.nregs >= 2:
                    check_vgpr_alignment(v)
                if direct:
                    word |= self._slot_bits(slot, place, v, v.value, None)
                else:
                    fields[field] = v.value
                continue
            if kind == "src" or kind == "ssrc" or kind == "sreg" or kind == "vsrc":
                if kind == "sreg" and (
                    vkind not in ("reg", "special")
                    or vkind == "special"
                    and self.codes.inline_value(v.code)
                    and not self.codes.sreg_takes_value(op, v.code)
                ):
                    raise AsmError("expected a scalar register", col=v.col)
                if (
                    kind == "vsrc"
                    and not (vkind == "reg" and v.text == "v")
                    and not (
                        vkind == "special"
                        and "src_values" in form.instr.flags
                        and self.codes.inline_value(v.code)
                    )
                ):
                    raise AsmError("expected a VGPR", col=v.col)
                if (
                    vkind == "reg"
                    and v.text == "v"
                    and (kind == "src" or kind == "vsrc")
                    and v.nregs == nregs
                    and not (v.nregs >= 2 and v.value & 1)
                ):  # a VGPR: what _src_code would accept, without its checks
                    code, lit, read = v.code, None, None
                else:
                    read = None
                    if (
                        vkind == "int"
                        and form.fmt == "VOP3P"
                        and not -(1 << 31) <= v.value < 1 << 32
                    ):
                        # a packed pair of f32 takes no 64-bit pattern as a constant (llvm-mc)
                        raise AsmError(
                            f"constant {v.text} does not fit a 32-bit literal", col=v.col
                        )
                    code, lit = self.src_code(
                        v,
                        op,
                        allow_vgpr=kind in ("src", "vsrc"),
                        allow_literal=fmt["literal"] is True
                        and "no_literal" not in form.instr.flags,
                    )
                    if lit is not None:
                        if literal is not None and literal != lit:
                            raise AsmError("only one literal constant per instruction", col=v.col)
                        literal = lit
                        scalar_reads.add(("lit", lit))
                    elif code < vgpr_base and code not in inline_ints and code not in inline_floats:
                        read = ("s", code, v.nregs)
                        scalar_reads.add(read)
                if direct and lit is None:
                    word |= self._slot_bits(slot, place, v, code, read)
                    continue
                fields[field] = code
                if mods_ok and (v.abs or v.neg):
                    idx = int(op.name[1])
                    if not op.takes_mods:
                        raise AsmError("abs/neg modifiers need a floating-point operand", col=v.col)
                    if v.abs:
                        abs_field = src_mod_field(fmt, "ABS")
                        if abs_field is None:
                            raise AsmError(
                                f"{form.mnemonic} takes no abs modifier (-x only)", col=v.col
                            )
                        fields[abs_field] = fields.get(abs_field, 0) | 1 << idx
                    if v.neg:
                        fields["NEG"] = fields.get("NEG", 0) | 1 << idx
                continue
            if kind in ("sdst", "sdst_xm0"):
                if v.kind not in ("reg", "special") or v.text in ("v", "a"):
                    raise AsmError("expected a scalar register", col=v.col)
                if kind == "sdst_xm0" and v.code == self.codes.name_codes["m0"][0]:
                    raise AsmError("m0 cannot be the destination here", col=v.col)
                want = 2 if op.type == "mask" else nregs
                if v.code > 127:
                    hi, lo = self.formats[form.fmt]["fields"][field]
                    if want not in self.codes.dest_specials.get(v.code, ()) or v.code >> (
                        hi - lo + 1
                    ):
                        raise AsmError(f"'{v.text}' cannot be a destination", col=v.col)
                elif v.nregs != want:
                    raise AsmError(f"expected {want} scalar register(s), got {v.nregs}", col=v.col)
                if v.text == "s" and want > 1 and v.value % 2:
                    raise AsmError("a 64-bit SGPR range must start at an even register", col=v.col)
                if direct:
                    word |= self._slot_bits(slot, place, v, v.code, None)
                else:
                    fields[field] = v.code
                continue
            if kind in ("sgpr", "sbase", "srsrc"):
                if v.kind not in ("reg", "special") or v.text in ("v", "a"):
                    raise AsmError("expected a scalar register", col=v.col)
                if v.nregs != nregs:
                    raise AsmError(f"expected {nregs} scalar register(s), got {v.nregs}", col=v.col)
                if self.codes.excluded_scalar_class(kind, v.code, nregs):
                    raise AsmError("scalar memory data cannot be m0 or exec", col=v.col)
                # llvm's SGPR tuple classes: pairs start even, wider tuples at a multiple of 4
                align = {"srsrc": 4}.get(kind, 2 if nregs == 2 else 4 if nregs > 2 else 1)
                if v.text == "s" and v.code % align:
                    raise AsmError(
                        f"this SGPR range must start at a multiple of {align}", col=v.col
                    )
                scale = {"sbase": 2, "srsrc": 4}.get(kind, 1)
                hi, lo = fmt["fields"][field] if field in fmt["fields"] else (31, 0)
                if v.code // scale >= 1 << (hi - lo + 1) or v.code % scale:
                    raise AsmError(f"{v.text} is no SGPR this field can hold", col=v.col)
                code = v.code // scale
                if direct:
                    word |= self._slot_bits(slot, place, v, code, None)
                else:
                    fields[field] = code
                continue
            encode = self.kinds.get(kind)
            if encode is None:
                raise AsmError(
                    f"operand kind {kind} is not supported by the assembler yet", col=v.col
                )
            if line is None:
                line = OperandLine(fields, scalar_reads, addr_regs, mods, labels, pc)
            line.literal = literal
            encode(v, op, nregs, field, form, line)
            literal = line.literal
        if addr_regs:
            self.check_address(form, fmt, fields, addr_regs, mods, vals)
        if checks_mfma_overlap:
            check_mfma_overlap(form, vals)
        if reads_vcc:  # an implicit VCC read (v_div_fmas) uses the constant bus too
            scalar_reads.add(("s", self.codes.name_codes["vcc"][0], 2))
        if vector and len(scalar_reads) > 1:
            raise AsmError(
                "too many scalar operands (the constant bus takes one SGPR or literal)",
                col=vals[0].col if vals else 0,
            )
        if default_bits:
            apply_writes(fields, default_bits)
        if defaults:
            fields = {**defaults, **fields}  # the defaults of fields not set
        if mods:
            if len(mods) > 1:
                self.modifiers.check_modifier_order(form, mods)
            modifier_writes = form.modifier_writes
            for token, col in mods:
                apply_writes(
                    fields,
                    modifier_writes.get(token) or self.modifiers.modifier_writes(form, token, col),
                )
        if lane_pattern_fields or form.required_modifier or form.modifier_spelling:
            self._check_required(form, fields, mods, vals, lane_pattern_fields)
        if form.extra_fixed:
            fields.update(form.extra_fixed)
        if deferred:
            check_deferred_widths(form, fields, deferred, mods)
        for name, value in fields.items():
            lo, mask = places[name]
            word |= (value & mask) << lo
        return word, literal

    @staticmethod
    def _check_required(
        form: Form, fields: dict, mods: list, vals: list, lane_pattern_fields
    ) -> None:
        """What a form requires of the whole line: a DPP lane pattern, its required modifier,
        and no operand spelled as its cache-bit modifier (modifier_spelling)."""
        for name in lane_pattern_fields:
            if name not in fields:
                raise AsmError(
                    "a DPP instruction needs a lane pattern (quad_perm:[...], row_shl:n, ...)",
                    col=0,
                )
        if form.required_modifier and form.required_modifier not in {t for t, _ in mods}:
            why = (
                " (with a destination it returns the old value)"
                if "atomic" in form.instr.flags
                else ""
            )
            raise AsmError(f"{form.mnemonic} needs {form.required_modifier}{why}", col=0)
        if form.modifier_spelling:
            clash = next((v for v in vals if v.text == form.modifier_spelling), None)
            if clash:
                raise AsmError(
                    f"'{clash.text}' here reads as the cache bit (llvm-mc); write src_{clash.text}",
                    col=clash.col,
                )

    def _slot_class(self, op: Op, place: tuple, fmt: str) -> int:
        """Operand slots that encode a spelling alike (same kind, type and bit place, in any
        form of the same format: some checks depend on the format) share a number: the key of
        Value.encodings."""
        key = (op.kind, op.type, op.constants, place, fmt)
        return self._slot_classes.setdefault(key, len(self._slot_classes))

    @staticmethod
    def _slot_bits(slot: int, place: tuple, v: Value, value: int, read) -> int:
        """An operand's value placed in the instruction word, kept with its constant-bus read for
        the spelling's next use in a slot of this class (Value.encodings)."""
        lo, mask = place
        bits = (value & mask) << lo
        if v.encodings is not None:
            v.encodings[slot] = (bits, read)
        return bits

    def _sdwa_takes_sext(self, instr: Instr, name: str) -> bool:
        """Whether the SDWA form of `instr` takes sext() on source `name` (an integer source
        without -x/|x|, or v_pk_fmac_f16's, where llvm-mc drops it): llvm-mc then reads
        sext(constant) in its forms without the bit as the constant."""
        sdwa = next(iter(self.by_mnemonic.get(instr.mnemonic + "_sdwa", ())), None)
        op = next((o for o in sdwa.operands if o.name == name), None) if sdwa else None
        if op is not None and packed_sdwa(sdwa):
            return True
        ok = op is not None and op.type[0] in "iub" and not op.takes_mods
        field = f"SRC{name[1:]}_SEXT"
        return ok and field in self.formats[sdwa.fmt]["fields"] and field not in sdwa.extra_fixed
