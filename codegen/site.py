"""The HTML reference site (generated/site/): one page per instruction with every architecture
on it, index pages with client-side search and filters, the spec diff of every pair of
architectures, the hazard tables, the MFMA table and the errata.

The facts come from the package just generated (its forms, assembler, spec diff, matrix
layouts, hazard rules and timing), so the site shows what `cdna_isa` computes; generate.py runs
`python -m codegen.site OUT` in a fresh interpreter with that package first on the path (as it
does for the diff documents) and passes the spec-only facts (errata, unmodelled hazard rows) as
JSON on stdin. Deterministic: sorted iteration, no timestamps; relative links only, so the
site works from file:// offline.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import jinja2

SITE_TEMPLATES = Path(__file__).resolve().parent / "templates" / "site"
STATIC = ("site.css", "site.js")  # copied as they are to static/
TYPE_WORDS = ("f64", "f32", "xf32", "f16", "bf16", "fp8", "bf8", "f8f6f4", "i64", "i32", "i16", "i8", "u64", "u32", "u16", "u8", "b64", "b32", "b16", "b8")  # fmt: skip
UNIT_NAMES = {"salu": "scalar ALU", "smem": "scalar memory", "vmem": "vector memory", "lds": "LDS", "valu": "vector ALU", "mfma": "matrix core"}  # fmt: skip


def page_name(mnemonic: str) -> str:
    return f"i/{mnemonic}.html"


def _first_sentence(text: str) -> str:
    text = " ".join((text or "").split())
    m = re.match(r"(.+?\.)(\s|$)", text)
    return m.group(1) if m else text


def _width(type_: str) -> int | None:
    m = re.search(r"(\d+)$", type_)
    return int(m.group(1)) if m else (1 if type_ == "mask" else None)


def _types_of(name: str, ins) -> list[str]:
    """Data types for the filter: the type words in the name (v_cvt_f32_f16: f32, f16) and the
    matrix types, else the operand types."""
    words = set(name.lower().split("_"))
    found = {t for t in TYPE_WORDS if t in words or any(w.endswith(t) and w[: -len(t)].isdigit() for w in words)}
    if ins.matrix:
        found |= {ins.matrix[k] for k in ("a", "b", "c") if ins.matrix.get(k)}
    if not found:
        found = {o.type for o in ins.operands if o.type != "mask" and not o.type.startswith("b")}
    return sorted(found)


# ------------------------------------------------------------------ encoding diagrams
def encoding_rows(isa, form) -> list[list[dict]]:
    """One row per 32-bit word, most significant bit first: cells of the form's fields with
    their bits, the operand or modifier they hold, and the fixed value (OP: the opcode)."""
    fmt = isa.formats[form.fmt]
    fields = {name: (hi, lo) for name, (hi, lo) in fmt["fields"].items()}
    fixed = {**fmt["fixed"], **form.extra_fixed}
    if "OP" in fields:
        fixed["OP"] = form.opcode
    holds: dict[str, list[str]] = {}
    for o in form.operands:
        if o.field and not o.implicit:
            holds.setdefault(o.field, []).append(o.name)
    for m in form.modifiers:
        holds.setdefault(m["field"], []).append(m["name"])
    # where fields overlap (a format's aliases), the fixed one, else the widest, is drawn
    order = sorted(fields, key=lambda f: (f not in fixed, -(fields[f][0] - fields[f][1]), f))
    owner: dict[int, str] = {}
    for name in order:
        hi, lo = fields[name]
        if any(b in owner for b in range(lo, hi + 1)):
            continue
        for b in range(lo, hi + 1):
            owner[b] = name
    rows = []
    for word in range(fmt["size"] // 32):
        cells, bit = [], 32 * word + 31
        while bit >= 32 * word:
            name = owner.get(bit)
            lo = bit
            while lo - 1 >= 32 * word and owner.get(lo - 1) == name:
                lo -= 1
            cell = {"hi": bit, "lo": lo, "width": bit - lo + 1, "name": name or "", "fixed": None, "holds": ""}
            if name:
                f_hi, f_lo = fields[name]
                if (f_hi, f_lo) != (bit, lo):  # a field crossing the word boundary
                    cell["name"] = f"{name}[{bit - f_lo}:{lo - f_lo}]"
                if name in fixed:
                    value = (fixed[name] >> (lo - f_lo)) & ((1 << (bit - lo + 1)) - 1)
                    cell["fixed"] = value
                    cell["bits"] = format(value, f"0{bit - lo + 1}b")
                cell["holds"] = ", ".join(holds.get(name, []))
            cells.append(cell)
            bit = lo - 1
        rows.append(cells)
    return rows


def syntax_of(form) -> dict:
    """The form's syntax: its mnemonic, the operands written (name, type, kind each slot
    accepts), the implicit ones and the modifiers it takes."""
    ops = [{"name": o.name, "type": o.type, "kind": o.kind} for o in form.operands if not o.implicit]
    implicit = [f"{o.name} = {o.implicit}" for o in form.operands if o.implicit]
    mods = [m["name"] for m in form.modifiers]
    if form.required_modifier and form.required_modifier not in mods:
        mods.append(form.required_modifier)
    return {"mnemonic": form.display, "operands": ops, "implicit": implicit, "modifiers": mods, "required": form.required_modifier}


# ------------------------------------------------------------------ per-architecture facts
OPERAND_CONDITIONS = ("reads", "writes", "reads_or_writes", "hwreg", "data_wider_than", "soffset_sgpr", "shifted_result", "dpp", "lds", "vop3p_op_sel_hi", "gds")  # fmt: skip


def _could_meet(p: dict, ins, fields: set[str]) -> bool:
    """False when no encoding of the instruction can meet a rule side's operand condition
    (runtime/hazards.matches_operands): DPP without a DPP form, an LDS access without an LDS
    bit or LDS-only flag, GDS off DS, a shifted result without SDWA or VOP3 op_sel, an hwreg
    or data width without such an operand."""
    if p.get("dpp") and "DPP_CTRL" not in fields:
        return False
    if p.get("lds") and not (
        "LDS" in fields or "lds_store" in ins.flags or "ADDTID" in ins.name or (ins.format != "DS" and "load" in ins.flags)
    ):
        return False
    if p.get("gds") and ins.format != "DS":
        return False
    if p.get("shifted_result") and not ("DST_SEL" in fields or "OPSEL" in fields):
        return False
    if p.get("hwreg") and not any(o.kind == "hwreg" for o in ins.operands):
        return False
    return p.get("data_wider_than") is None or any(o.name in ("DATA", "VDATA") for o in ins.operands)


def _rule_side(preds, facts, ins, fields: set[str], matches_instruction) -> str | None:
    """None unless the instruction (unit, flags, name, matrix class; hazards.matches_instruction)
    fits a rule side and one of its encodings could meet the side's operand condition; else
    that condition in words ("writes vgpr"), or "" when there is none."""
    conditions = []
    for p in preds if isinstance(preds, list) else [preds]:
        if matches_instruction(p, facts, ins) and _could_meet(p, ins, fields):
            conditions.append(", ".join(f"{k.replace('_', ' ')} {_value_text(p[k])}" for k in OPERAND_CONDITIONS if p.get(k) is not None))
    return " or ".join(sorted(set(conditions))) if conditions else None


def _value_text(v) -> str:
    """A predicate value in words: on / off, alternatives joined by |, a map as key value."""
    if v is True:
        return "on"
    if v is False:
        return "off"
    if isinstance(v, list):
        return " | ".join(_value_text(x) for x in v)
    if isinstance(v, dict):
        return ", ".join(f"{k} {_value_text(x)}" for k, x in sorted(v.items()))
    return str(v)


def _condition_text(v) -> str:
    """_value_text with instruction-name patterns in lower case, as the pages spell names."""
    text = _value_text(v)
    return text.lower() if isinstance(v, list) and all(isinstance(x, str) and x.isupper() for x in v) else text


def _instruction_facts(isa, ins, hazards, metrics, timing) -> dict:
    unit = hazards.unit_of(SimpleNamespace(instr=ins))
    writes = any(o.name in ("D", "VDATA", "SDATA", "SDST") for o in ins.operands) and "store" not in ins.flags
    facts = SimpleNamespace(unit=unit, name=ins.name, klass=(ins.matrix or {}).get("class"), writes=writes)
    cls = metrics.latency_class(facts, SimpleNamespace(instr=ins))
    cycles = metrics.latency_classes(timing).get(cls)
    approximate = any(c["class"] == cls and c.get("approximate") for c in timing["latency"])
    out = {"unit": UNIT_NAMES.get(unit, unit), "latency_class": cls, "latency": cycles, "approximate": approximate, "facts": facts}
    mfma = timing["mfma"].get(ins.name)
    if mfma:
        out.update(latency=mfma["cycles"], approximate=False, passes=mfma["passes"], mfma_class=mfma["class"])
    return out


def _arch_view(isa, ins, forms, timing, hazards, metrics) -> dict:
    """What one architecture says about one instruction."""
    view = {
        "arch": isa.name,
        "name": ins.mnemonic,
        "format": ins.format,
        "opcode": ins.opcode,
        "doc": ins.doc,
        "forms": [
            {"mnemonic": f.display, "format": f.fmt, "opcode": f.opcode, "bytes": 4 * f.words,
             "syntax": syntax_of(f), "encoding": encoding_rows(isa, f),
             "fixed_note": ", ".join(f"{k} = {v}" for k, v in sorted(f.extra_fixed.items()))}
            for f in forms
        ],
        "operands": [
            {"name": o.name, "type": o.type, "bits": _width(o.type), "registers": o.nregs if o.kind not in ("simm16", "uimm16", "label", "imm", "offset", "literal") else None,
             "kind": o.kind, "field": o.field or "", "implicit": o.implicit or ""}
            for o in ins.operands
        ],
        "semantics": ins.semantics,
        "flags": list(ins.flags),
        "source": ins.source or "",
    }  # fmt: skip
    facts = _instruction_facts(isa, ins, hazards, metrics, timing)
    fields = {name for f in forms for name in isa.formats[f.fmt]["fields"]}
    view["timing"] = {k: v for k, v in facts.items() if k != "facts"}
    view["counters"] = timing["counters"].get(ins.name, [])
    view["hazards"] = []
    for r in timing["rules"]:
        sides = [(side, _rule_side(preds, facts["facts"], ins, fields, hazards.matches_instruction))
                 for side, preds in (("producer", r["producer"]), ("consumer", r["consumer"]))]  # fmt: skip
        roles = [f"{side}{f' ({when})' if when else ''}" for side, when in sides if when is not None]
        if roles:
            view["hazards"].append({"id": r["id"], "roles": roles, "row": r["row"], "waits": r["waits"]})
    examples = []
    for text in isa.examples.get(ins.name, []):
        examples.append({"text": text, "bytes": isa.assemble(text).hex(" ")})
    view["examples"] = examples
    if ins.matrix:
        core = isa.mfma
        view["matrix"] = matrix_detail(core, ins.mnemonic)
        from codegen.generate import matrix_drawings

        view["drawings"] = matrix_drawings(core, ins.mnemonic)
    return view


def matrix_detail(core, name: str) -> dict:
    """The matrix core's numbers for one instruction (MatrixCore.detail); an F8F6F4 one takes
    A's and B's formats from CBSZ / BLGP, so its types say so and its cycles are those of
    cbsz = blgp = 0 (fp8), which the note states."""
    d = dict(core.detail(name))
    if core.shape(name).formats_by_modifiers:
        d["types"] = {**d["types"], "A": "f8f6f4", "B": "f8f6f4"}
        d["note"] = (
            "A's and B's formats by CBSZ and BLGP (0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4); cycles, passes and FLOPs as encoded with cbsz = blgp = 0 (fp8)"
        )
    return d


def _group(views: list[dict], key) -> list[dict]:
    """Views grouped by equal key(view): [{'archs': [...], 'value': key}], first arch order."""
    groups: list[dict] = []
    for v in views:
        value = key(v)
        for g in groups:
            if g["value"] == value:
                g["archs"].append(v["arch"])
                break
        else:
            groups.append({"archs": [v["arch"]], "value": value})
    return groups


# ------------------------------------------------------------------ spec diffs
def _diff_mentions(d: dict) -> dict[str, list[str]]:
    """Instruction name (either arch's) -> the diff's sentences about it, as HTML."""
    a, b = d["from"], d["to"]
    out: dict[str, list[str]] = {}

    def add(name, text):
        out.setdefault(name, []).append(text)

    for r in d["added"]:
        add(r["name"], f"new in {b} ({r['format']} opcode {r['opcode']})")
    for r in d["removed"]:
        add(r["name"], f"not in {b} (was {r['format']} opcode {r['opcode']} in {a})")
    for r in d["renamed"]:
        text = f"renamed: {r['from'].lower()} in {a}, {r['to'].lower()} in {b}"
        add(r["from"], text)
        add(r["to"], text)
    for r in d["renumbered"]:
        add(r["name"], f"encoding: {r['from'][0]} opcode {r['from'][1]} in {a}, {r['to'][0]} opcode {r['to'][1]} in {b}")
    for r in d["operands"]:
        add(r["name"], f"operands: {', '.join(r['from'])} in {a}; {', '.join(r['to'])} in {b}")
    for r in d["semantics"]:
        add(r["name"], f"pseudocode differs between {a} and {b} (both shown above)")
    for r in d["encodings"]:
        add(r["name"], f"encoding forms: {', '.join(r['from']) or 'native'} in {a}; {', '.join(r['to']) or 'native'} in {b}")
    for r in d.get("latency", []):
        if r["class"].isupper():  # an MFMA by name (latency classes are lower case)
            add(r["class"], f"cycles: {r['from']} in {a}, {r['to']} in {b}")
    for r in d.get("mfma_class", []):
        add(r["name"], f"MFMA class: {r['from']} in {a}, {r['to']} in {b}")
    return out


def _bits_text(field) -> str:
    """A format field's bit range ([hi:lo]), or "absent"."""
    if field is None:
        return "absent"
    hi, lo = field
    return f"[{hi}]" if hi == lo else f"[{hi}:{lo}]"


def _waits_text(w) -> str:
    if isinstance(w, dict):
        return ", ".join(f"{p} passes: {n}" for p, n in w.items())
    return str(w)


# ------------------------------------------------------------------ errata
def _errata_mentions(errata: list[dict], names: set[str]) -> dict[str, list[str]]:
    """Instruction name -> ids of the errata whose text names it (any case)."""
    out: dict[str, list[str]] = {}
    for e in errata:
        text = " ".join(
            str(x) for x in (e.get("topic"), e.get("choice"), e.get("reason"), json.dumps(e.get("side_a")), json.dumps(e.get("side_b")))
        )
        for word in sorted(set(re.findall(r"[A-Za-z][A-Za-z0-9_]+", text))):
            if word.upper() in names:
                out.setdefault(word.upper(), []).append(e["id"])
    return out


# ------------------------------------------------------------------ the site
def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(SITE_TEMPLATES)),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["waits"] = _waits_text
    env.filters["bits"] = _bits_text
    return env


def _shared_inputs(cdna_isa, archs: list[str], extras: dict, pages: dict, diffs: dict) -> str:
    """The hash of what every instruction page is rendered from besides its instructions: this
    code and the templates (codegen/generate.py: the matrix drawings), the runtime that
    computes the facts, each arch's timing and tables but their instruction rows, the spec
    extras, the page names and the diffs' hazard changes."""
    package = Path(cdna_isa.__file__).resolve().parent
    h = hashlib.sha256()
    for path in [Path(__file__), Path(__file__).with_name("generate.py")] + sorted(SITE_TEMPLATES.rglob("*")):
        if path.is_file():
            h.update(path.name.encode() + path.read_bytes())
    for path in sorted((package / "runtime").glob("*.py")):
        h.update(path.name.encode() + path.read_bytes())
    for a in archs:
        h.update((package / a / "timing.json").read_bytes())
        tables = json.loads((package / a / "tables.json").read_text())
        h.update(json.dumps({k: v for k, v in tables.items() if k != "instructions"}, sort_keys=True).encode())
    hazard_changes = [d.get("hazards_changed", []) for _, d in sorted(diffs.items())]
    h.update(json.dumps([extras, pages, hazard_changes], sort_keys=True, default=repr).encode())
    return h.hexdigest()


def _page_key(shared: str, rows: list, mentions: list) -> str:
    """What one instruction page is rendered from, hashed: the shared inputs, the tables.json
    rows of its instruction in each arch and what the diffs say of them."""
    text = json.dumps([rows, mentions], sort_keys=True, default=repr)
    return hashlib.sha256((shared + text).encode()).hexdigest()


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _unchanged_page(previous: dict | None, page: str, key: str) -> str | None:
    """The page's text in the last site when it was rendered from the same key and is
    unchanged since (its recorded hash), else None."""
    if not previous:
        return None
    record = previous["pages"].get(page)
    if not (isinstance(record, list) and record[0] == key):
        return None
    try:
        text = (previous["dir"] / page).read_text()
    except OSError:
        return None
    return text if _sha(text) == record[1] else None


def _page_context(names, mnemonic, spellings, archs_of, isas, forms_of, timings, mentions, diffs, errata_of, pages) -> dict:
    """The template context of one instruction's page (all but the site's common parts)."""
    from cdna_isa.runtime import hazards, metrics

    views = [
        _arch_view(isas[a], isas[a].instructions[names[a]], forms_of[a].get(names[a], []), timings[a], hazards, metrics)
        for a in archs_of
    ]
    newest = views[-1]
    changed = []
    for (a, b), m in mentions.items():
        texts = []
        for n in {names.get(a), names.get(b)} - {None}:
            texts += m.get(n, [])
        rules = {h["id"] for v in views for h in v["hazards"]}
        for r in diffs[(a, b)].get("hazards_changed", []):
            if r["id"] in rules:
                texts.append(f"wait states of rule {r['id']}: {_waits_text(r['from'])} in {a}, {_waits_text(r['to'])} in {b}")
        if texts:
            changed.append({"pair": f"{a} → {b}", "file": f"diff-{a}-{b}.html", "texts": sorted(dict.fromkeys(texts))})
    hazard_rows = {}
    for v in views:
        for h in v["hazards"]:
            row = hazard_rows.setdefault(h["id"], {"id": h["id"], "roles": h["roles"], "row": h["row"], "waits": {}})
            row["waits"][v["arch"]] = h["waits"]
    ctx = {
        "root": "../",
        "title": mnemonic,
        "mnemonic": mnemonic,
        "doc": _first_sentence(newest["doc"]),
        "full_doc": newest["doc"],
        "views": views,
        "names": names,
        "spellings": spellings,
        "pages": pages,
        "forms": _group(views, lambda v: [(f["mnemonic"], f["format"], f["opcode"], f["syntax"]) for f in v["forms"]]),
        "encodings": _encoding_groups(views),
        "operands": _group(views, lambda v: v["operands"]),
        "semantics": _group(views, lambda v: v["semantics"]),
        "docs": _group(views, lambda v: v["doc"]),
        "drawings": _group([v for v in views if "drawings" in v], lambda v: v["drawings"]),
        "counters": _group(views, lambda v: v["counters"]),
        "examples": _group_examples(views),
        "hazard_rows": sorted(hazard_rows.values(), key=lambda r: r["id"]),
        "errata": sorted({e for n in names.values() for e in errata_of.get(n, [])}),
        "changed": changed,
    }
    return ctx


def build(extras: dict, previous: dict | None = None) -> tuple[dict[str, str], dict[str, list[str]], dict[str, str]]:
    """Every file of the site (path relative to site/ -> text); per instruction page the [key,
    text hash] it was rendered from (_page_key); and the spec diff of each pair of archs in
    Markdown (docs/diff-<a>-<b>.md: the diffs are computed here anyway). `previous`: {"dir":
    the last site, "pages": its records}; a page whose key and text are unchanged is taken
    from there instead of being rendered again (most of a change's pages)."""
    import cdna_isa
    from cdna_isa.runtime.diff import diff_archs, render_diff
    from cdna_isa.runtime.hazards import load_timing

    archs = sorted(cdna_isa.ARCHS)
    modules = {a: __import__(f"cdna_isa.{a}", fromlist=["ISA"]) for a in archs}
    isas = {a: modules[a].ISA for a in archs}
    timings = {a: load_timing(modules[a]) for a in archs}
    errata = extras.get("errata", [])
    all_names = {n for isa in isas.values() for n in isa.instructions}
    errata_of = _errata_mentions(errata, all_names)
    pairs = [(a, b) for i, a in enumerate(archs) for b in archs[i + 1 :]]
    diffs = {(a, b): diff_archs(isas[a], isas[b], timings[a], timings[b]) for a, b in pairs}
    mentions = {p: _diff_mentions(d) for p, d in diffs.items()}

    # one page per instruction key (an instruction renamed by a later arch keeps its key)
    by_key: dict[str, dict[str, str]] = {}
    for a in archs:
        isa = isas[a]
        for name in sorted(isa.instructions):
            by_key.setdefault(isa.tables.keys.get(name, name), {})[a] = name
    forms_of: dict[str, dict[str, list]] = {a: {} for a in archs}
    for a in archs:
        for f in isas[a].forms:
            forms_of[a].setdefault(f.instr.name, []).append(f)

    env = _env()
    files: dict[str, str] = {}
    nav = [(a.upper(), f"{a}.html") for a in archs] + [
        ("MFMA", "mfma.html"),
        ("Hazards", "hazards.html"),
        ("Diffs", "diffs.html"),
        ("Errata", "errata.html"),
    ]
    common = {"archs": archs, "nav": nav}
    page_tpl = env.get_template("instruction.html.j2")
    records: dict[str, list[str]] = {}
    index_rows = []
    pages: dict[str, str] = {}  # instruction name (any arch) -> its page, relative to site/
    for names in by_key.values():
        newest = names[max(names, key=archs.index)]
        for n in names.values():
            pages[n] = page_name(newest.lower())
    spelled = {}
    for names in by_key.values():  # an old spelling that another instruction now uses
        for n in names.values():
            if spelled.setdefault(n.lower(), pages[n]) != pages[n]:
                raise ValueError(
                    f"{n.lower()}: spelling of two instructions ({spelled[n.lower()]}, {pages[n]}): the site needs one page per spelling"
                )
    shared = _shared_inputs(cdna_isa, archs, extras, pages, diffs)
    rows = {
        a: {r["name"]: r for r in json.loads(Path(modules[a].__file__).with_name("tables.json").read_text())["instructions"]}
        for a in archs
    }  # fmt: skip
    for instr_key in sorted(by_key, key=lambda k: pages[by_key[k][next(iter(by_key[k]))]]):
        names = by_key[instr_key]
        page = pages[next(iter(names.values()))]
        mnemonic = page[2:-5]
        archs_of = [a for a in archs if a in names]
        spellings = sorted({isas[a].instructions[names[a]].mnemonic for a in archs_of})
        key = _page_key(
            shared,
            [rows[a][names[a]] for a in archs_of],
            [sorted(t for n in names.values() for t in m.get(n, [])) for _, m in sorted(mentions.items())],
        )
        text = _unchanged_page(previous, page, key)
        if text is None:
            ctx = _page_context(names, mnemonic, spellings, archs_of, isas, forms_of, timings, mentions, diffs, errata_of, pages)
            text = page_tpl.render(**common, **ctx)
        files[page] = text
        records[page] = [key, _sha(text)]
        for n in spellings:
            if n != mnemonic:
                files[page_name(n)] = env.get_template("alias.html.j2").render(
                    **common, root="../", title=n, name=n, target=mnemonic, names=names
                )
        newest = isas[archs_of[-1]].instructions[names[archs_of[-1]]]
        index_rows.append([
            mnemonic,
            sorted({f.fmt for a in archs_of for f in forms_of[a].get(names[a], [])}),
            sum(1 << archs.index(a) for a in archs_of),
            _first_sentence(newest.doc),
            sorted({t for a in archs_of for t in _types_of(names[a], isas[a].instructions[names[a]])}),
            [s for s in spellings if s != mnemonic],
            int(archs_of == [archs[-1]]),
        ])  # fmt: skip
    files["static/search-index.js"] = (
        "// generated by codegen/site.py: [page, formats, archs (bit i = ARCHS[i]), description, types, other spellings, new in the newest arch]\n"
        f"window.CDNA_ARCHS = {json.dumps(archs)};\nwindow.CDNA_INDEX = [\n"
        + ",\n".join(json.dumps(r, separators=(",", ":")) for r in index_rows)
        + "\n];\n"
    )
    for name in STATIC:
        files[f"static/{name}"] = (SITE_TEMPLATES / name).read_text()
    formats = sorted({f for r in index_rows for f in r[1]})
    types = sorted({t for r in index_rows for t in r[4]})
    search = {"formats": formats, "types": types}
    files["index.html"] = env.get_template("index.html.j2").render(
        **common, root="", title="CDNA ISA reference", search=search, arch=None, count=len(index_rows)
    )
    for a in archs:
        isa = isas[a]
        by_format: dict[str, list] = {}
        for name in sorted(isa.instructions):
            ins = isa.instructions[name]
            by_format.setdefault(ins.format, []).append(
                {"name": ins.mnemonic, "page": pages[name], "opcode": ins.opcode, "doc": _first_sentence(ins.doc)}
            )
        files[f"{a}.html"] = env.get_template("index.html.j2").render(
            **common,
            root="",
            title=f"{a.upper()}: {isa.info['product']} ({isa.info['llvm_target']})",
            search=search,
            arch=a,
            count=len(isa.instructions),
            by_format=sorted(by_format.items()),
            info=isa.info,
        )
    for (a, b), d in diffs.items():
        files[f"diff-{a}-{b}.html"] = env.get_template("diff.html.j2").render(
            **common, root="", title=f"Spec diff {a} → {b}", d=d, pages=pages
        )
    files["diffs.html"] = env.get_template("diffs.html.j2").render(
        **common, root="", title="Spec diffs", diffs=[(a, b, diffs[(a, b)]) for a, b in pairs]
    )
    files["hazards.html"] = env.get_template("hazards.html.j2").render(
        **common,
        root="",
        title="Wait-state hazards",
        rules=_hazard_table(archs, timings),
        timings=timings,
        unmodelled=extras.get("unmodelled", []),
    )
    files["mfma.html"] = env.get_template("mfma.html.j2").render(
        **common, root="", title="Matrix instructions", rows=_mfma_table(archs, isas, by_key, pages)
    )
    files["errata.html"] = env.get_template("errata.html.j2").render(
        **common, root="", title="Errata", errata=errata, links=_errata_links(errata, all_names, pages)
    )
    documents = {f"diff-{a}-{b}.md": render_diff(diffs[(a, b)]) for a, b in pairs}
    return files, records, documents


def _encoding_groups(views: list[dict]) -> list[dict]:
    """Encoding diagrams grouped by equal drawings across archs (a renamed instruction keeps
    its bits): each form with the mnemonics it has on the group's archs."""
    groups = _group(views, lambda v: [(f["format"], f["opcode"], f["encoding"], f["fixed_note"]) for f in v["forms"]])
    by_arch = {v["arch"]: v["forms"] for v in views}
    for g in groups:
        g["mnemonics"] = [sorted({by_arch[a][i]["mnemonic"] for a in g["archs"]}) for i in range(len(g["value"]))]
    return groups


def _group_examples(views: list[dict]) -> list[dict]:
    rows: dict[tuple, list[str]] = {}
    for v in views:
        for e in v["examples"]:
            rows.setdefault((e["text"], e["bytes"]), []).append(v["arch"])
    return [{"text": t, "bytes": b, "archs": a} for (t, b), a in rows.items()]


def _hazard_table(archs, timings) -> list[dict]:
    rows: dict[str, dict] = {}
    for a in archs:
        for r in timings[a]["rules"]:
            row = rows.setdefault(
                r["id"],
                {
                    "id": r["id"],
                    "producer": r["producer"],
                    "consumer": r["consumer"],
                    "overlap": r.get("overlap"),
                    "note": r.get("note"),
                    "rows": {},
                    "waits": {},
                },
            )
            row["rows"][a] = r["row"]
            row["waits"][a] = r["waits"]
    for row in rows.values():
        row["producer_text"] = _preds_text(row["producer"])
        row["consumer_text"] = _preds_text(row["consumer"])
    return sorted(rows.values(), key=lambda r: r["id"])


def _preds_text(preds) -> str:
    """A rule side in words: alternatives joined by 'or', each its conditions."""
    out = []
    for p in preds if isinstance(preds, list) else [preds]:
        parts = []
        for k, v in sorted(p.items()):
            parts.append(f"{k.replace('_', ' ')}: {_condition_text(v)}")
        out.append("; ".join(parts))
    return " — or — ".join(out)


def _mfma_table(archs, isas, by_key, pages) -> list[dict]:
    rows = []
    for names in by_key.values():
        per = {}
        for a in archs:
            if a in names and isas[a].instructions[names[a]].matrix:
                d = matrix_detail(isas[a].mfma, names[a].lower())
                per[a] = {
                    "name": names[a].lower(),
                    "cycles": d["cycles"],
                    "passes": d["passes"],
                    "flops": d["flops_per_cu_per_cycle"],
                    "class": isas[a].instructions[names[a]].matrix["class"],
                    "detail": d,
                }
        if per:
            d = per[max(per, key=archs.index)]["detail"]
            rows.append({"page": pages[next(iter(names.values()))], "name": per[max(per, key=archs.index)]["name"], "shape": f"{d['m']}×{d['n']}×{d['k']}", "blocks": d["blocks"],
                         "types": d["types"], "sparse": d["sparse"], "per": per})  # fmt: skip
    return sorted(rows, key=lambda r: r["name"])


def _errata_links(errata, names, pages) -> dict[str, list[tuple[str, str]]]:
    mentions = _errata_mentions(errata, names)
    out: dict[str, list] = {}
    for name, ids in sorted(mentions.items()):
        for i in ids:
            out.setdefault(i, []).append((name.lower(), pages[name]))
    return {k: sorted(set(v)) for k, v in out.items()}


def main(argv: list[str] | None = None) -> int:
    """argv: the output directory, the file for the pages' records and the directory for the
    diff documents (build), then the last generation (its site/ and reuse.json's
    "site_pages"), if any."""
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) not in (3, 4):
        print("usage: python -m codegen.site OUT_DIR RECORDS DOCS_DIR [LAST_GENERATION]  (spec extras as JSON on stdin)", file=sys.stderr)
        return 2
    out, record_file, docs = Path(argv[0]), Path(argv[1]), Path(argv[2])
    extras = json.loads(sys.stdin.read() or "{}")
    previous = None
    if len(argv) == 4:
        try:
            pages = json.loads((Path(argv[3]) / "reuse.json").read_text()).get("site_pages") or {}
        except (OSError, ValueError, AttributeError):
            pages = {}
        previous = {"dir": Path(argv[3]) / "site", "pages": pages if isinstance(pages, dict) else {}}
    try:
        files, records, documents = build(extras, previous)
    except ValueError as exc:  # the spec gives the site something it cannot lay out: say what
        print(f"reference site: {exc}", file=sys.stderr)
        return 1
    for rel, text in sorted(files.items()):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    record_file.write_text(json.dumps(records, sort_keys=True))
    docs.mkdir(parents=True, exist_ok=True)
    for name, text in documents.items():
        (docs / name).write_text(text)
    print(len(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
