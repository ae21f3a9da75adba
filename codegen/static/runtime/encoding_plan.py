"""What encoding a form needs beyond its operands, worked out once per form: the fixed bits,
the defaults, the modifier bits set unless given, and per operand how it is encoded."""

from __future__ import annotations

from typing import NamedTuple

from .forms import SCALAR_FORMATS, Form, fields_value, has_src_mods
from .modifier_syntax import field_write

# operand kinds whose value is one field (see EncodingPlan.steps)
DIRECT_KINDS = (
    "vgpr", "agpr", "src", "ssrc", "sreg", "vsrc", "sdst", "sdst_xm0", "sgpr", "sbase", "srsrc",
)  # fmt: skip


class EncodingPlan(NamedTuple):
    """What encoding a form needs beyond its operands (encoding_plan)."""

    fmt: dict
    fixed_word: int  # the format's fixed fields and the opcode, encoded
    fields: dict  # fixed fields something else may overwrite (none today), start of `fields`
    vector: bool  # one constant-bus read at most
    check_mfma_overlap: bool
    reads_vcc: bool  # an implicit VCC read
    default_bits: tuple  # modifier bits set unless given (op_sel_hi), as field_write's
    defaults: dict  # field -> value of modifiers with a default
    lane_pattern_fields: tuple  # DPP lane pattern fields, required
    places: dict  # field -> (lowest bit, mask)
    # per operand: (slot class (_slot_class), (lowest bit, mask) where encoded straight into
    # the word, op, kind,
    # field, register count, width_by, takes -x/|x|, takes sext(), DPP source modifiers,
    # implicit vcc)
    steps: tuple


def encoding_plan(form: Form, fmt: dict, slot_class) -> EncodingPlan:
    """What the encoder needs of a form beyond its operands, worked out once (and kept as
    form.plan); slot_class numbers the operand slots that encode a spelling alike."""
    fixed = dict(fmt["fixed"])
    if "OP" in fmt["fields"]:
        fixed["OP"] = form.opcode
    modifier_fields = set()
    for m in form.modifiers:
        refs = (m["field"] or "", *(m.get("bits") or ()))
        modifier_fields.update(ref.partition(":")[0] for ref in refs)
    written = {op.field for op in form.operands} | set(form.extra_fixed) | modifier_fields
    overwritten = {name: value for name, value in fixed.items() if name in written}
    taken = {m["name"] for m in form.modifiers}
    default_bits = []
    for m in fmt.get("modifiers", ()):
        # op_sel_hi-style defaults are encoded even where the syntax is not offered (llvm-mc
        # writes them for v_dot4 and the accvgpr moves), unless a variant of it is offered
        if (
            m["kind"] == "bits"
            and m["default"] == -1
            and (m in form.modifiers or m["name"] not in taken)
        ):
            default_bits += m["bits"]
    has_neg = has_src_mods(fmt, form.instr)
    places = {name: (lo, (1 << (hi - lo + 1)) - 1) for name, (hi, lo) in fmt["fields"].items()}
    # operand fields written once, by their operand only: encoded straight into the word
    shared = modifier_fields | set(form.extra_fixed) | set(overwritten)
    shared |= {ref.partition(":")[0] for ref in default_bits}
    for op in form.operands:
        if op.width_by:
            shared.update((op.width_by[0], op.width_by[2]))
    fields_of = [op.field for op in form.operands]
    direct = {
        op.field
        for op in form.operands
        if op.kind in DIRECT_KINDS
        and not op.width_by
        and op.implicit is None
        and op.field not in shared
        and fields_of.count(op.field) == 1
    }
    form.plan = EncodingPlan(
        fmt=fmt,
        fixed_word=fields_value(
            fmt["fields"], {k: v for k, v in fixed.items() if k not in overwritten}
        ),
        fields=overwritten,
        vector=form.fmt not in SCALAR_FORMATS,
        # llvm-mc lets the f8f6f4 MFMAs' C overlap D partially
        check_mfma_overlap=any(op.kind == "mai_c" for op in form.operands)
        and not any(op.width_by for op in form.operands),
        reads_vcc="VCC" in form.instr.params,
        default_bits=tuple(field_write(ref, 1) for ref in default_bits),
        defaults={
            m["field"]: m["default"]
            for m in form.modifiers
            if not (m["kind"] == "bits" and m["default"] == -1) and m["default"]
        },
        lane_pattern_fields=tuple(m["field"] for m in form.modifiers if m["kind"] == "dpp_ctrl"),
        places=places,
        steps=tuple(
            (
                (slot_class(op, places[op.field], form.fmt) if op.field in direct else None),
                places[op.field] if op.field in direct else None,
                op,
                op.kind,
                op.field,
                op.nregs,
                op.width_by,
                has_neg and op.name in ("S0", "S1", "S2"),
                f"SRC{op.name[1:]}_SEXT" in fmt["fields"],
                form.variant == "dpp" and op.name in ("S0", "S1"),
                op.implicit == "vcc",
            )
            for op in form.operands
        ),
    )
    return form.plan
