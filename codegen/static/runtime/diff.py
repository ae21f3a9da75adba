"""Compare two architectures' specs: instructions, opcodes, operands, semantics, formats, and
(given their timing.json) hazard rules and latencies."""

from __future__ import annotations

import ast


def _normal(sem: str | None) -> str | None:
    """Pseudocode with layout and comments removed, so only real changes compare unequal."""
    if not sem:
        return None
    return ast.unparse(ast.parse(sem))


def _operands(ins) -> list[str]:
    return [f"{o.name}:{o.type}" for o in ins.operands]


def diff_timing(ta: dict, tb: dict, pairs: list | None = None) -> dict:
    """Hazard rules (by id: one rule is one guide row with a column per arch) added, removed or
    with other wait states in either profile; latency classes, MFMA cycles and MFMA classes that
    differ."""
    ra = {r["id"]: r for r in ta["rules"]}
    rb = {r["id"]: r for r in tb["rules"]}

    def row(r: dict) -> dict:
        return {
            "id": r["id"],
            "waits": r["waits"]["amd"],
            "llvm": r["waits"]["llvm"],
            "source": r["row"],
        }

    out = {
        "hazards_added": [row(rb[k]) for k in sorted(rb.keys() - ra.keys())],
        "hazards_removed": [row(ra[k]) for k in sorted(ra.keys() - rb.keys())],
        "hazards_changed": [
            {"id": k, "to_id": k, "from": ra[k]["waits"]["amd"], "to": rb[k]["waits"]["amd"],
             "llvm_from": ra[k]["waits"]["llvm"], "llvm_to": rb[k]["waits"]["llvm"],
             "source": f"{ra[k]['row']}; {rb[k]['row']}"}
            for k in sorted(ra.keys() & rb.keys())
            if ra[k]["waits"] != rb[k]["waits"]
        ],
        "latency": [],
        "mfma_class": [],
    }  # fmt: skip
    la = {c["class"]: c["cycles"] for c in ta["latency"]}
    lb = {c["class"]: c["cycles"] for c in tb["latency"]}
    for cls in sorted(la.keys() | lb.keys()):
        if la.get(cls) != lb.get(cls):
            out["latency"].append({"class": cls, "from": la.get(cls), "to": lb.get(cls)})
    ma, mb = ta.get("mfma", {}), tb.get("mfma", {})
    # instruction pairs (a's name, b's name): the same name, or the renames diff_archs found
    for x, y in pairs if pairs is not None else [(n, n) for n in sorted(ma.keys() & mb.keys())]:
        if x not in ma or y not in mb:
            continue
        if ma[x]["cycles"] != mb[y]["cycles"]:
            out["latency"].append({"class": y, "from": ma[x]["cycles"], "to": mb[y]["cycles"]})
        if ma[x]["class"] != mb[y]["class"]:
            out["mfma_class"].append({"name": y, "from": ma[x]["class"], "to": mb[y]["class"]})
    return out


def diff_archs(a, b, timing_a: dict | None = None, timing_b: dict | None = None) -> dict:
    ia, ib = a.instructions, b.instructions
    out: dict = {"from": a.name, "to": b.name, "added": [], "removed": [], "renamed": [], "renumbered": [],
                 "operands": [], "semantics": [], "encodings": [], "formats": []}  # fmt: skip
    # the spec says when an architecture renamed an instruction (arch_names): match those up
    by_key = {a.tables.keys[n]: n for n in ia}
    renamed = {}
    for name in sorted(set(ib) - set(ia)):
        old = by_key.get(b.tables.keys[name])
        if old and old not in ib:
            renamed[old] = name
            out["renamed"].append(
                {"from": old, "to": name, "format": ib[name].format, "opcode": ib[name].opcode}
            )
    for name in sorted(set(ib) - set(ia) - set(renamed.values())):
        out["added"].append({"name": name, "format": ib[name].format, "opcode": ib[name].opcode})
    for name in sorted(set(ia) - set(ib) - set(renamed)):
        out["removed"].append({"name": name, "format": ia[name].format, "opcode": ia[name].opcode})
    for name in sorted(set(ia) & set(ib)) + sorted(renamed):
        x, y = ia[name], ib[renamed.get(name, name)]
        if (x.format, x.opcode) != (y.format, y.opcode):
            out["renumbered"].append(
                {"name": name, "from": [x.format, x.opcode], "to": [y.format, y.opcode]}
            )
        if _operands(x) != _operands(y):
            out["operands"].append({"name": name, "from": _operands(x), "to": _operands(y)})
        if _normal(x.semantics) != _normal(y.semantics):
            out["semantics"].append({"name": name, "from": x.semantics, "to": y.semantics})
        if x.encodings != y.encodings:
            out["encodings"].append(
                {"name": name, "from": list(x.encodings), "to": list(y.encodings)}
            )
    for fmt in sorted(set(a.formats) | set(b.formats)):
        fa, fb = a.formats.get(fmt), b.formats.get(fmt)
        if fa is None or fb is None:
            out["formats"].append({"format": fmt, "change": "added" if fa is None else "removed"})
            continue
        da, db = dict(fa["fields"]), dict(fb["fields"])
        for field in sorted(set(da) | set(db)):
            if da.get(field) != db.get(field):
                out["formats"].append(
                    {"format": fmt, "field": field, "from": da.get(field), "to": db.get(field)}
                )
    if timing_a is not None and timing_b is not None:
        pairs = [(n, renamed.get(n, n)) for n in sorted(set(ia) & set(ib) | set(renamed))]
        out.update(diff_timing(timing_a, timing_b, pairs))
    return out


def _waits(w) -> str:
    if isinstance(w, dict):  # by the MFMA producer's passes
        return "wait states by passes " + ", ".join(f"{p}: {n}" for p, n in w.items())
    return f"{w} wait states"


def render_diff(d: dict) -> str:
    lines = [f"# Spec diff: {d['from']} -> {d['to']}", ""]
    summary = ", ".join(
        f"{len(d[k])} {k}"
        for k in (
            "added",
            "removed",
            "renamed",
            "renumbered",
            "operands",
            "semantics",
            "encodings",
            "formats",
            "hazards_added",
            "hazards_removed",
            "hazards_changed",
            "latency",
            "mfma_class",
        )
        if k in d
    )
    lines += [summary, ""]

    def section(title: str, rows: list[str]) -> None:
        if rows:
            lines.extend([f"## {title} ({len(rows)})", "", *rows, ""])

    section("Added", [f"- `{r['name']}` ({r['format']} {r['opcode']})" for r in d["added"]])
    section("Removed", [f"- `{r['name']}` ({r['format']} {r['opcode']})" for r in d["removed"]])
    section(
        "Renamed",
        [f"- `{r['from']}` -> `{r['to']}` ({r['format']} {r['opcode']})" for r in d["renamed"]],
    )
    section(
        "Renumbered",
        [
            f"- `{r['name']}`: {r['from'][0]} {r['from'][1]} -> {r['to'][0]} {r['to'][1]}"
            for r in d["renumbered"]
        ],
    )
    section(
        "Operand changes",
        [f"- `{r['name']}`: {', '.join(r['from'])} -> {', '.join(r['to'])}" for r in d["operands"]],
    )
    section(
        "Encoding-form changes",
        [f"- `{r['name']}`: {r['from']} -> {r['to']}" for r in d["encodings"]],
    )
    sem = []
    for r in d["semantics"]:
        sem.append(f"- `{r['name']}`")
        sem.append(f"  - {d['from']}: `{_normal(r['from'])}`".replace("\n", "; "))
        sem.append(f"  - {d['to']}: `{_normal(r['to'])}`".replace("\n", "; "))
    section("Semantic changes", sem)
    fmt = []
    for r in d["formats"]:
        if "change" in r:
            fmt.append(f"- format {r['format']} {r['change']}")
        else:
            fmt.append(f"- {r['format']}.{r['field']}: {r['from']} -> {r['to']}")
    section("Encoding-field changes", fmt)
    if "hazards_added" in d:
        section("Hazard rules added", [f"- `{r['id']}`: {_waits(r['waits'])} ({r['source']})" for r in d["hazards_added"]])  # fmt: skip
        section("Hazard rules removed", [f"- `{r['id']}`: {_waits(r['waits'])} ({r['source']})" for r in d["hazards_removed"]])  # fmt: skip
        section(
            "Hazard wait states changed",
            [f"- `{r['id']}`: {_waits(r['from'])} -> {_waits(r['to'])}"
             + (f" (llc-22: {_waits(r['llvm_from'])} -> {_waits(r['llvm_to'])})" if r["llvm_from"] != r["llvm_to"] else "")
             + f" ({r['source']})" for r in d["hazards_changed"]],
        )  # fmt: skip
        section("Latency changes", [f"- {r['class']}: {r['from']} -> {r['to']} cycles" for r in d["latency"]])  # fmt: skip
        section("MFMA class changes", [f"- `{r['name']}`: {r['from']} -> {r['to']}" for r in d.get("mfma_class", [])])  # fmt: skip
    return "\n".join(lines).rstrip() + "\n"


def spec_diff(a: str, b: str) -> dict:
    """The diff of two architectures of this package by name, timing and hazards included."""
    import importlib

    from .hazards import load_timing

    package = __package__.rsplit(".", 1)[0]
    modules = [importlib.import_module(f"{package}.{name}") for name in (a, b)]
    return diff_archs(*(m.ISA for m in modules), *(load_timing(m) for m in modules))
