"""What moving machine code from one architecture to another changes (`cdna-isa port`).

Instruction by instruction, the spec diff of the two architectures applied to the code: which
instructions the target lacks, which it spells differently (the same bytes, another text), which
have other semantics, operands or MFMA passes and class; then the code checked under the
target's hazard and s_waitcnt rules when every instruction exists there with the same bytes."""

from __future__ import annotations

from .diff import spec_diff
from .forms import DecodeError
from .hazards import CheckError, check_code


def port_report(
    src, dst, code: bytes, base: int = 0, labels=None, dst_timing=None, src_timing=None
) -> dict:
    """The porting report of `code` (bytes at `base`, decoded for `src`) for `dst`; with
    `dst_timing` (hazards.load_timing of the target), the target's check findings too, each
    marked `new` unless the source's rules (`src_timing`) find the same at that pc."""
    d = spec_diff(src.name, dst.name)
    renamed = {r["from"]: r["to"] for r in d["renamed"]}
    changed = {key: {r["name"] for r in d[key]} for key in ("semantics", "operands", "encodings")}
    passes = {
        r["class"]: (r["from"], r["to"]) for r in d["latency"] if r["class"] in dst.instructions
    }
    classes = {r["name"]: (r["from"], r["to"]) for r in d["mfma_class"]}
    rows, counts = [], {
        "instructions": 0,
        "absent": 0,
        "undecodable": 0,
        "respelled": 0,
        "changed": 0,
    }
    same_bytes = True
    for item in src.decode(code, base):
        counts["instructions"] += 1
        if isinstance(item, tuple):  # a word the source architecture cannot decode either
            counts["undecodable"] += 1
            same_bytes = False
            note = f"not a {src.name} instruction"
            rows.append({"pc": item[0], "text": f".long 0x{item[1]:08x}", "notes": [note]})
            continue
        name, text = item.instr.name, src.text(item)
        target = renamed.get(name, name)
        row = {"pc": item.pc, "text": text, "notes": []}
        if target not in dst.instructions:
            counts["absent"] += 1
            same_bytes = False
            row["notes"].append(f"absent on {dst.name}")
            rows.append(row)
            continue
        there = _decoded_as(dst, code[item.pc - base : item.pc - base + item.size], item.pc)
        if there is None or there.instr.name != target:
            same_bytes = False
            row["notes"].append(
                f"{target} exists on {dst.name} but these bytes mean something else there"
            )
        else:
            row["target_text"] = dst.text(there)
            if row["target_text"] != text:
                counts["respelled"] += 1
                row["notes"].append(f"spelled `{row['target_text']}` on {dst.name}")
        differences = [
            f"{key} differ (cdna-isa diff {src.name} {dst.name})"
            for key in ("semantics", "operands", "encodings")
            if name in changed[key]
        ]
        if target in passes:
            a, b = passes[target]
            differences.append(f"{a} -> {b} cycles ({a // 4} -> {b // 4} passes)")
        if target in classes:
            differences.append("MFMA class {} -> {} (other hazard rules)".format(*classes[target]))
        counts["changed"] += bool(differences)
        row["notes"] += differences
        rows.append(row)
    out = {"from": src.name, "to": dst.name, **counts, "rows": rows,
           "hazards_changed": d.get("hazards_changed", []), "check": None}  # fmt: skip
    if same_bytes:
        out["rewritten"] = [r.get("target_text", r["text"]) for r in rows]
        if dst_timing is not None:
            try:
                report = check_code(dst, dst_timing, code, base, labels=labels)
                out["check"] = report.as_dict()
                before = set()
                if src_timing is not None:
                    old = check_code(src, src_timing, code, base, labels=labels)
                    before = {(f.kind, f.pc, f.rule) for f in old.findings}
                waits = {h["to_id"]: (h["from"], h["to"]) for h in out["hazards_changed"]}
                for f in out["check"]["findings"]:
                    f["new"] = (f["kind"], f["pc"], f.get("rule")) not in before
                    if f.get("rule") in waits:  # the rule's wait states on source -> target
                        f["wait_states_from_to"] = list(waits[f["rule"]])
            except CheckError as exc:
                out["check"] = {"error": str(exc)}
    return out


def _decoded_as(isa, raw: bytes, pc: int):
    """The instruction `isa` reads from these bytes at `pc`, or None."""
    words = [int.from_bytes(raw[i : i + 4], "little") for i in range(0, len(raw) - 3, 4)]
    try:
        item = isa.decode_at(words, 0)
    except DecodeError:
        return None
    item.pc = pc
    return item


def render_port(r: dict, everything: bool = False) -> str:
    """The report as text: the instructions with something to say (all with `everything`),
    then the target's check findings."""
    lines = [
        f"port {r['from']} -> {r['to']}: {r['instructions']} instructions, {r['absent']} absent on"
        f" {r['to']}, {r['undecodable']} undecodable, {r['respelled']} spelled differently,"
        f" {r['changed']} with other semantics, operands, passes or MFMA class"
    ]
    for row in r["rows"]:
        if row["notes"] or everything:
            lines.append(
                f"0x{row['pc']:x}: {row['text']}" + "".join(f"\n    {n}" for n in row["notes"])
            )
    check = r.get("check")
    if check is None:
        why = (
            "instructions absent or read differently there" if "rewritten" not in r else "no timing"
        )
        lines.append(f"check under {r['to']} rules: not run ({why})")
    elif "error" in check:
        lines.append(f"check under {r['to']} rules: {check['error']}")
    else:
        lines.append(
            f"check under {r['to']} rules: {check['hazards']} hazard(s), {check['missing_waits']}"
            " missing wait(s)"
        )
        for f in check["findings"]:
            if f.get("kind") != "excess-wait":
                new = f" (new on {r['to']})" if f.get("new") else f" (also on {r['from']})"
                if "wait_states_from_to" in f:
                    new += " ({}: {} -> {} wait states)".format(
                        f["rule"], *f["wait_states_from_to"]
                    )
                lines.append(f"0x{f['pc']:x}: {f['kind']}{new}: {f['text']}: {f['message']}")
    return "\n".join(lines) + "\n"
