"""Which bits of an instruction word llvm-objdump decodes only as 0 for a form (the formats'
`zero_unused` rule), apart from the Isa that builds its decoding tables from them."""

from __future__ import annotations

from .forms import has_src_mods, opsel_sources, packed_sdwa, source_count, src_mod_field


def unused_zero_bits(formats: dict, form) -> int:
    """Bits of the instruction word llvm-mc decodes only as 0 for this form: the bits of the
    format's `zero_unused` fields that none of the form's operands, modifiers, fixed fields
    and source modifiers (-x, |x|, sext() of a source it has that takes them) use; a
    `FIELD@modifier` entry only in the forms that take that modifier, `FIELD@absent_source`
    (a bit per source) only the bits of the sources the form lacks where one of its sources
    takes modifiers."""
    fmt = formats[form.fmt]
    names = fmt.get("zero_unused") or ()
    if not names:
        return 0
    fields = fmt["fields"]

    def span(ref: str) -> int:
        name, _, bit = ref.partition(":")
        if name not in fields:
            return 0
        hi, lo = fields[name]
        return 1 << (lo + int(bit)) if bit else ((1 << (hi - lo + 1)) - 1) << lo

    refs = {*fmt["fixed"], *form.extra_fixed, "OP"}
    for op in form.operands:
        refs.add(op.field or "")
        if op.width_by:
            refs.update(name for name in (op.width_by[0], op.width_by[2]) if name)
        if op.kind == "avgpr" and form.data_file != "v":  # the file of a data register
            refs.add("ACC")
        if op.kind == "smem_offset":  # an immediate, an SGPR code or SOFFSET plus one
            refs.update(("IMM", "SOE", "SOFFSET"))
    for m in form.modifiers:
        if m["name"] in form.ignored:  # llvm-mc takes it and encodes nothing (no_scc)
            continue
        if m["kind"] == "opsel":  # one bit per source, and bit 3 for the destination
            n = opsel_sources(form)
            refs.update(f"{m['field']}:{i}" for i in (*range(n), 3))
            continue
        bits = m.get("bits") or ()
        if m["kind"] == "bits":  # one bit per source it has
            bits = bits[: m.get("count") or source_count(form)]
        else:
            refs.add(m["field"])
        refs.update(bits)
    ignored = "mods_ignored" in form.instr.flags or packed_sdwa(form)
    if ignored:
        refs.update(f"SRC{i}_{m}" for i in (0, 1) for m in ("NEG", "ABS"))
        # VOP3P keeps them as per-source vectors: the bits of the sources the form has
        sources = [o for o in form.operands if o.name in ("S0", "S1", "S2")]
        refs.update(f"{v}:{i}" for v in ("NEG", "NEG_HI") for i in range(len(sources)))
    # llvm-objdump takes a DPP word's -x/|x| bits on every source once one source takes them
    # (v_ldexp_f16_dpp's exponent), printing them only where they apply
    dpp_sources = [o for o in form.operands if o.name in ("S0", "S1") and form.variant == "dpp"]
    if any(o.takes_mods for o in dpp_sources) and has_src_mods(fmt, form.instr):
        refs.update(f"SRC{o.name[1]}_{m}" for o in dpp_sources for m in ("NEG", "ABS"))
    if "decodes_any_scc" in form.instr.flags:  # llvm-objdump ignores the bit (gfx90a buffer_wbl2)
        refs.add("SCC")
    used = 0
    for ref in refs:
        used |= span(ref)
    if has_src_mods(fmt, form.instr):
        for op in form.operands:
            if op.name not in ("S0", "S1", "S2"):
                continue
            idx = int(op.name[1])
            takes = {
                "ABS": op.takes_mods,
                "NEG": op.takes_mods,
                # an integer source without -x/|x| (llvm-objdump refuses sext on v_cndmask's
                # and a bf16 source), and v_pk_fmac_f16's, where llvm ignores the bits
                "SEXT": op.type[:1] in ("i", "u", "b")
                and op.type != "b64"
                and (not op.takes_mods or packed_sdwa(form)),
            }
            for name, ok in takes.items():
                vector = src_mod_field(fmt, name)
                if ok and vector:
                    used |= span(f"{vector}:{idx}")
                elif ok:
                    used |= span(f"SRC{idx}_{name}")
    taken = {m["name"] for m in form.modifiers}
    sources = [op for op in form.operands if op.name in ("S0", "S1", "S2")]
    # llvm-objdump takes the modifier bits of every source of an instruction with source
    # modifiers (printing them only where the source takes them), none of one without;
    # not those of a lane mask or of v_cmp_class's mask (s1_no_mod_bits), but those of
    # the third source the byte-select converts lack (llvm's tied destination input)
    with_mods = has_src_mods(fmt, form.instr) and any(o.takes_mods for o in sources)
    present = set()
    if with_mods or ignored:
        flags = form.instr.flags
        present = {
            int(op.name[1])
            for op in sources
            if op.type != "mask" and not (op.name == "S1" and "s1_no_mod_bits" in flags)
        }
        if "op_sel_byte" in flags:
            present.add(2)
    zero = 0
    for name in names:
        field_name, _, needs = name.partition("@")
        if needs == "absent_source":  # a per-source vector: only the sources it lacks
            lo = fields[field_name][1] if field_name in fields else 0
            zero |= span(field_name) & ~used & ~sum(1 << (lo + i) for i in present)
        elif not needs or needs in taken:
            zero |= span(field_name) & ~used
    return zero
