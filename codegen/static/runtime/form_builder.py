"""An instruction's encoded forms (e32, e64, SDWA, DPP, its LDS-loading and returning-atomic
variants), each with the modifiers it takes and the fixed bits that identify it."""

from __future__ import annotations

from .forms import FLOAT_TYPES, Form, Instr, acc_field, fields_value, flag_listed, takes_clamp
from .zero_bits import unused_zero_bits


def forms_of(formats: dict, fixed_fields: dict, ins: Instr) -> list[Form]:
    """The encoded forms of one instruction: its e32/e64/SDWA/DPP encodings, its LDS-loading
    and returning-atomic variants, each with its modifiers, fixed bits and decode masks."""
    fmt = formats[ins.format]
    forms = []
    if "e32" in ins.encodings or not ins.encodings:
        forms.append(
            Form(ins, "e32" if ins.encodings else "", ins.format, ins.opcode, ins.operands)
        )
    if "e64" in ins.encodings and fmt["promote"]:
        vop3, carry_fmt, expr, moved = fmt["promote"]
        has_sd = any(o.name == "SD" for o in ins.operands)
        target = carry_fmt if (has_sd and carry_fmt) else vop3
        opcode = eval(expr, {"__builtins__": {}}, {"op": ins.opcode})  # expression from the spec
        slots = {**formats[target]["slots"], **moved}
        ops = []
        for o in ins.operands:
            slot = slots.get(o.name)
            if slot is None:
                break
            fld, kind, _ = slot
            if o.type == "mask":
                kind = "sdst" if o.name == "SD" else "sreg"
            base = fmt["slots"].get(o.name)
            if base and not base[2] and o.kind != base[1]:
                kind = o.kind  # the instruction narrowed its operand (e.g. a VGPR-only source)
            ops.append(o._replace(kind=kind, field=fld, implicit=None))
        else:
            forms.append(Form(ins, "e64", target, opcode, tuple(ops)))
    for variant, target in fmt.get("variants", {}).items():
        if variant not in ins.encodings:
            continue
        slots = formats[target]["slots"]
        ops = []
        for o in ins.operands:
            slot = slots.get(o.name)
            if slot is None:
                break
            fld, kind, implicit = slot
            # llvm-mc reads an SDWA source as one 32-bit value: a packed pair's 16-bit
            # constants do not apply (v_pk_fmac_f16_sdwa: 0x3f800000 is 1.0, 0x3c00 a
            # literal); its -x/|x| set the SDWA bits (errata pk-fmac-sdwa-mods)
            packed = variant == "sdwa" and o.type == "b32" and o.constants in ("f16", "bf16")
            constants, constant_bits = None if packed else o.constants, o.constant_bits
            if variant == "sdwa" and o.type == "bf16":
                # llvm-mc reads a bf16 SDWA source's constants as f16 (v_cvt_f32_bf16_sdwa:
                # 0x3c00 is 1.0, 0x3f80 refused); the value stays the bf16 one (errata
                # bf16-sdwa-constants)
                constants, constant_bits = "f16", constant_bits or "bf16"
            ops.append(
                o._replace(
                    kind=kind if not implicit else o.kind,
                    field=fld,
                    implicit=implicit,
                    constants=constants,
                    constant_bits=constant_bits,
                )
            )
        else:
            forms.append(Form(ins, variant, target, ins.opcode, tuple(ops)))
    lds = next((m for m in fmt.get("modifiers", ()) if m["name"] == "lds"), None)
    if "lds_load" in ins.flags and lds and forms:
        # loading into LDS (address in M0) instead of the destination registers: same opcode, LDS set
        main = forms[0]
        main.extra_fixed = {lds["field"]: 0}
        drop = next((o.name for o in main.operands if o.name in ("D", "VDATA")), None)
        forms.append(Form(ins, "", ins.format, ins.opcode, tuple(o for o in ins.operands if o.name != drop),
                          extra_fixed={lds["field"]: 1}, required_modifier="lds"))  # fmt: skip
        if any(m["name"] == "scc" for m in fmt["modifiers"]):
            main.modifier_spelling = "scc"  # the LDS form takes it as the offset
    own = fixed_fields.get(ins.name, {})
    for form in forms:
        for fname, value in own.items():
            if fname not in formats[form.fmt]["fields"]:
                continue  # a field of another of the instruction's forms
            form.extra_fixed[fname] = value
            flag = next(
                (
                    m
                    for m in fmt.get("modifiers", ())
                    if m["field"] == fname and m["kind"] == "flag"
                ),
                None,
            )
            if flag and value:
                form.required_modifier = flag["name"]
    ret_field = fmt.get("atomic_return_field")
    if "atomic" in ins.flags and ret_field:
        # one opcode, two syntaxes: with a destination (returns the old value, needs the bit) or without
        mod = next(m["name"] for m in fmt["modifiers"] if m["field"] == ret_field)
        (ret,) = forms
        ret.extra_fixed, ret.required_modifier = {ret_field: 1}, mod
        ret.data_file = "v" if "vgpr_return" in ins.flags else ""
        if "agpr_return_no_sc1" in ins.flags:
            # llvm-objdump decodes the AGPR return only with SC1 clear (llvm-mc drops sc1)
            sc1 = next(m["field"] for m in fmt["modifiers"] if m["name"] == "sc1")
            acc = acc_field(fmt["fields"])
            ret.data_file, ret.extra_fixed = "v", {ret_field: 1, acc: 0}
            agpr_ret = {ret_field: 1, acc: 1, sc1: 0}
            forms.append(Form(ins, "", ins.format, ins.opcode, ret.operands, extra_fixed=agpr_ret))
            forms[-1].required_modifier, forms[-1].data_file = mod, "a"
        no_d = tuple(o for o in ins.operands if o.name != "D")
        forms.append(Form(ins, "", ins.format, ins.opcode, no_d, extra_fixed={ret_field: 0}))
    for form in forms:
        f = formats[form.fmt]
        taken = [
            m
            for m in f.get("modifiers", ())
            if takes_modifier(ins, m, form.fmt)
            and m["field"] not in form.extra_fixed
            or m["name"] == form.required_modifier
        ]  # a name once: the first of the format's entries for it that the form takes
        form.modifiers = tuple(
            m for i, m in enumerate(taken) if m["name"] not in {p["name"] for p in taken[:i]}
        )
        form.ignored = tuple(
            m["name"]
            for m in f.get("modifiers", ())
            if m.get("ignored_by_flag") and flag_listed(ins, m["ignored_by_flag"])
        )
        fixed = {**f["fixed"], **form.extra_fixed}
        if "OP" in f["fields"]:
            fixed["OP"] = form.opcode
        fields = dict(f["fields"])
        form.match = fields_value(fields, fixed)
        form.mask = fields_value(fields, {k: -1 for k in fixed})
        form.words = f["size"] // 32
        form.zero_mask = unused_zero_bits(formats, form)
    return forms


def takes_modifier(ins: Instr, mod: dict, fmt: str = "") -> bool:
    if mod["requires_flag"] and not flag_listed(ins, mod["requires_flag"]):
        return False
    if mod.get("excluded_by_flag") and flag_listed(ins, mod["excluded_by_flag"]):
        return False
    if mod.get("ignored_by_flag") and flag_listed(ins, mod["ignored_by_flag"]):
        return False
    if mod["name"] == "clamp":
        return fmt.startswith("SDWA") or takes_clamp(ins)  # SDWA: every result (llvm-mc)
    if mod["kind"] == "omod":  # float results, and the ops flagged omod (llvm-mc)
        d = next((o for o in ins.operands if o.name == "D"), None)
        return (
            d is not None
            and d.type in FLOAT_TYPES
            or "float_result" in ins.flags
            or ("omod" in ins.flags and not fmt.startswith("SDWA"))
        )
    return True
