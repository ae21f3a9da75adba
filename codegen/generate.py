"""Render generated/ from the resolved spec: atomically, deterministically, black-formatted."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import jinja2

from . import reuse
from .loader import SpecError
from .lower import hoist_constants, lower_reference, lower_vector, signature
from .model import Instruction, Spec
from .pseudocode import PseudoError, analyse, is_float

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = Path(__file__).resolve().parent / "templates"  # Jinja templates, rendered
STATIC = Path(__file__).resolve().parent / "static"  # hand-written package code, copied as is
STATIC_DIRS = {"runtime": "cdna_isa/runtime"}
STATIC_FILES = {
    "cli.py": "cdna_isa/cli.py",
    "cli_mfma.py": "cdna_isa/cli_mfma.py",
    "__main__.py": "cdna_isa/__main__.py",
}
BLACK_MODE = reuse.BLACK_MODE
# where the ops subprocess writes the encoding packages until nothing else reads the package
STAGE = ".staged"
PAGE_RECORDS = ".site-pages.json"  # the site's per-page records (codegen/site.py), read into reuse.json
DIFF_DOCUMENTS = [("cdna2", "cdna3"), ("cdna2", "cdna4"), ("cdna3", "cdna4")]  # docs/diff-<a>-<b>.md, written by codegen/site.py


def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["py"] = repr
    env.filters["tuple"] = tuple
    return env


def fn_name(ins: Instruction) -> str:
    return ins.name.lower()


def _semantics(ins: Instruction, name: str) -> dict | None:
    if not ins.semantics:
        return None
    try:
        a = analyse(ins)
    except PseudoError as exc:  # load_spec checks first; this is a safety net
        raise SpecError([f"{ins.where}: {ins.name}: {exc}"]) from None
    params, outputs = signature(a)
    return {
        "vector": lower_vector(a, name),
        "reference": lower_reference(a, name),
        "params": params,
        "outputs": outputs,
        "uses_state": a.uses_state,
        "dword_operands": a.dword_operands,
        # float sources read only as bits (class tests, E8M0 scales): MODE does not flush them
        "raw_sources": [n for n, t in a.operands.items() if is_float(t) and n in a.reads and n not in a.float_views],
        "cross_lane": a.cross_lane,
        "vector_context": a.vector,
    }


def _tables(model, instrs: list[Instruction], fn_names: dict[str, str], sems: dict) -> dict:
    """The data of one architecture, as JSON: data is not code, so it is not formatted by black."""
    formats = {}
    for name, fmt in sorted(model.formats.items()):
        formats[name] = {
            "size": fmt.size,
            "literal": fmt.literal,
            "fixed": dict(sorted(fmt.fixed.items())),
            "fields": {k: list(v) for k, v in sorted(fmt.fields.items())},
            "slots": {k: [s.field, s.kind.value, s.implicit] for k, s in fmt.slots.items()},
            "modifiers": [m.model_dump(exclude={"doc", "source"}) for m in fmt.modifiers],
            "atomic_return_field": fmt.atomic_return_field,
            "variants": fmt.variants,
            "zero_unused": fmt.zero_unused,
            "promote": (
                [fmt.promote.format, fmt.promote.carry_format, fmt.promote.opcode,
                 {k: [v.field, v.kind.value, v.implicit] for k, v in fmt.promote.slots.items()}]
                if fmt.promote else None
            ),  # fmt: skip
        }
    codes = [
        [c.codes[0], c.codes[1], c.kind, c.name, c.name64, c.value, dict(sorted(c.bits.items())), c.step, c.aliases, c.dest_widths]
        for c in model.operand_codes
    ]
    table = []
    for ins in instrs:
        sem = sems[ins.name]
        table.append(
            {
                "name": ins.name,
                "format": ins.format,
                "opcode": ins.opcode,
                "operands": [[o.name, o.type, o.kind, o.field, o.implicit, o.constants, o.mods, o.width_by, o.constant_bits] for o in ins.operands],
                "flags": ins.flags,
                "encodings": ins.encodings,
                "syntax": ins.syntax,
                "params": sem["params"] if sem else [],
                "outputs": sem["outputs"] if sem else [],
                "uses_state": bool(sem and sem["uses_state"]),
                "dword_operands": sem["dword_operands"] if sem else [],
                "raw_sources": sem["raw_sources"] if sem else [],
                "cross_lane": bool(sem and sem["cross_lane"]),
                "matrix": ins.matrix,
                "doc": ins.doc,
                "semantics": ins.semantics,
                "source": ins.source,
                "function": fn_names.get(ins.name),
                "counters": ins.counters,
                "examples": ins.examples,
                "fixed": ins.fixed,
                "key": ins.key,
            }
        )
    info = model.info.model_dump(exclude={"doc", "source"})
    return {"arch": info, "formats": formats, "operand_codes": codes, "instructions": table}


def _pass_map(w):
    """Wait states as JSON: a number, or a map with string pass-count keys in order."""
    return {str(k): v for k, v in sorted(w.items())} if isinstance(w, dict) else w


def _timing(spec: Spec, model) -> dict:
    """One architecture's hazard rules, latencies and waitcnt layout (spec/hazards.yaml,
    spec/timing.yaml), with the counters each instruction increments (its `counters:`)."""
    t = spec.timing[model.name]
    rules = []
    hazards = spec.hazards
    for r in hazards.rules if hazards else []:
        col = r.waits.get(model.name)
        if col is None:
            continue
        rule = r.model_dump(exclude={"waits"}, exclude_none=True, exclude_defaults=True, by_alias=True)
        rule["overlap"] = col.overlap or r.overlap
        rule["row"] = col.row
        rule["waits"] = {p: _pass_map(getattr(col, p)) for p in ("amd", "llvm")}
        rules.append(rule)
    mfma = {}
    for ins in sorted(model.instructions.values(), key=lambda i: i.name):
        if ins.matrix:
            m = ins.matrix
            mfma[ins.name] = {"cycles": m["cycles"], "passes": m["cycles"] // 4, "class": m["class"]}
            if m.get("narrow_cycles"):
                mfma[ins.name]["narrow_cycles"] = m["narrow_cycles"]
    profiles = {p: d.model_dump() for p, d in hazards.profiles.items()} if hazards else {}
    return {
        "profiles": profiles,
        "rules": rules,
        "latency": [c.model_dump(by_alias=True) for c in t.latency],
        "waitcnt": t.waitcnt.model_dump(),
        "counters": {ins.name: ins.counters for ins in sorted(model.instructions.values(), key=lambda i: i.name) if ins.counters},
        "mfma": mfma,
    }


def _matrix_rules():
    """The package's matrix-layout rules (static/runtime/matrix.py), loaded from their file:
    the docs draw layouts with the very code `cdna_isa.<arch>.mfma` runs."""
    import importlib.util
    import sys

    name = "codegen._matrix_rules"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, STATIC / "runtime" / "matrix.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


class _MatrixISA:
    """What runtime.matrix.MatrixCore reads of an ISA (name, instructions, forms' modifiers),
    over codegen's model of one architecture."""

    def __init__(self, model):
        from types import SimpleNamespace

        def listed(ins, flags) -> bool:
            return any(f in ins.flags for f in ([flags] if isinstance(flags, str) else flags))

        def takes(ins, mod: dict) -> bool:  # as runtime.isa takes a format's modifiers
            if mod["requires_flag"] and not listed(ins, mod["requires_flag"]):
                return False
            return not any(mod[k] and listed(ins, mod[k]) for k in ("excluded_by_flag", "ignored_by_flag"))

        self.name = model.name
        self.instructions = model.instructions
        self.forms = []
        for ins in model.instructions.values():
            if ins.matrix:
                mods = [m.model_dump() for m in model.formats[ins.format].modifiers]
                self.forms.append(SimpleNamespace(instr=ins, modifiers=[m for m in mods if takes(ins, m)]))


def _matrix_page(model) -> list[dict] | None:
    """Per matrix instruction: its numbers and a compact drawing of A, B and D
    (matrix_drawings). None if the arch has no matrix instructions."""
    rules = _matrix_rules()
    core = rules.MatrixCore(_MatrixISA(model))
    names = sorted(core.names(), key=lambda n: model.instructions[n.upper()].opcode)
    if not names:
        return None
    return [{"name": name, "shape": core.shape(name), "detail": core.detail(name), "drawings": matrix_drawings(core, name)} for name in names]


def matrix_drawings(core, name: str) -> dict:
    """A compact drawing of A, B and D of one matrix instruction (a runtime.matrix.MatrixCore's
    layout): one row per register slot and one column per group of M (A) or N (B, D) lanes,
    which hold one row or column of a block (the guide's 7.1.3 tables)."""
    shape = core.shape(name)
    drawings = {}
    for matrix in ("A", "B", "D"):
        width = shape.m if matrix == "A" else shape.n
        at: dict[tuple, list] = {}
        entries = core.layout(name, matrix)
        for e in entries:
            at.setdefault((e.register, e.bit_lo, e.lane // width), []).append(e)
        slots = sorted({(e.register, e.bit_lo, e.bit_hi) for e in entries})
        groups = 64 // width
        rows = []
        for reg, lo, hi in slots:
            bits = hi - lo + 1
            label = f"v[{reg + 1}:{reg}]" if bits == 64 else f"v{reg}" if bits == 32 else f"v{reg}.[{hi}:{lo}]"
            rows.append([label] + [_lane_group(matrix, shape, at.get((reg, lo, g), []), g * width, width) for g in range(groups)])
        header = ["register"] + [f"lanes {g * width}-{g * width + width - 1}" for g in range(groups)]
        drawings[matrix] = {"header": header, "rows": rows}
    return drawings


def _lane_group(matrix: str, shape, entries: list, first: int, width: int) -> str:
    """The entries of `width` lanes from `first` at one register slot: A[0..31][2].B1 when the
    lanes run over one column of A (row of B or D) of one block, in lane order; else each entry."""
    tag = {b: f".B{b}" if shape.blocks > 1 else "" for b in range(shape.blocks)}
    ordered = sorted(entries, key=lambda e: e.lane)
    fixed = {(e.block, e.col if matrix == "A" else e.row) for e in ordered}
    running = [e.row if matrix == "A" else e.col for e in ordered]
    lanes = [e.lane for e in ordered]
    if len(fixed) == 1 and running == list(range(width)) and lanes == list(range(first, first + width)):
        block, at = fixed.pop()
        span = f"0..{width - 1}"
        return (f"A[{span}][{at}]" if matrix == "A" else f"{matrix}[{at}][{span}]") + tag[block]
    return " ".join(f"{matrix}[{e.row}][{e.col}]{tag[e.block]}" for e in ordered)

def render(spec: Spec, reuse_from: Path | None = None) -> dict[str, str]:
    """Every generated file, path relative to generated/ -> text."""
    env = _env()
    files: dict[str, str] = {}
    arch_names = sorted(spec.archs)
    files["cdna_isa/__init__.py"] = env.get_template("package_init.py.j2").render(archs=arch_names)
    files["cdna_isa/py.typed"] = ""  # PEP 561: type checkers read the package's ops.pyi stubs
    for src_dir, dst_dir in STATIC_DIRS.items():
        for path in sorted((STATIC / src_dir).glob("*.py")):
            files[f"{dst_dir}/{path.name}"] = path.read_text()
    for src, dst in STATIC_FILES.items():
        files[dst] = (STATIC / src).read_text()
    # one function per distinct semantics, shared by the architectures that agree on it
    functions: dict[tuple, tuple[str, dict]] = {}
    used_names: set[str] = set()
    per_arch: dict[str, tuple[list[Instruction], dict, dict]] = {}
    for arch in arch_names:
        model = spec.archs[arch]
        instrs = [model.instructions[k] for k in sorted(model.instructions)]
        sems, fn_names = {}, {}
        for ins in instrs:
            key = (ins.name, ins.semantics or "", tuple((o.name, o.type) for o in ins.operands), ins.format, ins.flavours_named)
            if key not in functions:
                name = fn_name(ins) if fn_name(ins) not in used_names else f"{fn_name(ins)}__{arch}"
                used_names.add(name)
                functions[key] = (name, _semantics(ins, name))
            name, sem = functions[key]
            sems[ins.name] = sem
            if sem:
                fn_names[ins.name] = name
        per_arch[arch] = (instrs, sems, fn_names)
    shared = [(name, sem) for name, sem in sorted(functions.values(), key=lambda t: t[0]) if sem]
    constants, vector = hoist_constants([sem["vector"] for _, sem in shared])
    reference = [sem["reference"] for _, sem in shared]
    semantics = env.get_template("semantics.py.j2")
    files["cdna_isa/semantics.py"] = semantics.render(functions=vector, constants=constants, which="vector")
    files["cdna_isa/reference.py"] = semantics.render(functions=reference, constants=[], which="reference")
    for arch in arch_names:
        model = spec.archs[arch]
        instrs, sems, fn_names = per_arch[arch]
        ctx = {"arch": model, "instrs": instrs, "sems": sems}
        base = f"cdna_isa/{arch}"
        files[f"{base}/__init__.py"] = env.get_template("arch_init.py.j2").render(**ctx)
        files[f"{base}/tables.json"] = json.dumps(_tables(model, instrs, fn_names, sems), indent=1) + "\n"
        doc = env.get_template("instruction.md.j2")
        for ins in instrs:
            files[f"docs/{arch}/{ins.mnemonic}.md"] = doc.render(ins=ins, arch=model, sem=sems[ins.name])
        if spec.timing.get(arch) is not None:
            timing = _timing(spec, model)
            files[f"{base}/timing.json"] = json.dumps(timing, indent=1) + "\n"
            files[f"docs/{arch}/hazards.md"] = env.get_template("hazards.md.j2").render(arch=model, timing=timing, unmodelled=spec.hazards.unmodelled if spec.hazards else [])
        matrix = _matrix_page(model)
        if matrix:
            files[f"docs/{arch}/matrix.md"] = env.get_template("matrix.md.j2").render(arch=model, instrs=matrix, rules=_matrix_rules().NUMERIC_RULES)
        files[f"docs/{arch}/index.md"] = env.get_template("arch_index.md.j2").render(**ctx, matrix_page=bool(matrix))
    files["tests/test_spec.py"] = env.get_template("test_spec.py.j2").render(archs=arch_names)
    files["tests/conftest.py"] = (STATIC / "tests_conftest.py").read_text()
    files["docs/errata.md"] = env.get_template("errata.md.j2").render(errata=spec.errata)
    # hand-written runtime files are kept black-clean in codegen/static (tests/test_generator.py checks)
    static = {f"{d}/{p.name}" for s, d in STATIC_DIRS.items() for p in (STATIC / s).glob("*.py")} | set(STATIC_FILES.values())
    py = {p: files[p] for p in sorted(files) if p.endswith(".py") and p not in static}
    try:
        formatted, records = reuse.format_files(py, reuse_from)
    except ValueError as exc:  # a template bug, not a spec bug
        raise SpecError([str(exc)]) from None
    files.update(formatted)
    files[reuse.MANIFEST] = reuse.manifest_text(records)  # generate() adds the ops and the site
    return files


def _encoding_proof(package_root: Path, spec: Spec) -> None:
    """SpecError (file:line of both instructions) unless every encoding of the package just
    written decodes back to itself (runtime/selfcheck.encoding_conflicts: no two forms with
    the same fixed bits, no form losing encodable words to one the decoder tries first). The
    proof runs on the runtime's own forms and decoder order, in a fresh interpreter."""
    script = (
        "import json, cdna_isa; from cdna_isa.runtime.selfcheck import encoding_conflicts; "
        "print(json.dumps({a: encoding_conflicts(cdna_isa.arch(a)) for a in cdna_isa.ARCHS}))"
    )
    env = dict(os.environ, PYTHONPATH=str(package_root), PYTHONDONTWRITEBYTECODE="1")
    run = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    if run.returncode != 0:
        raise SpecError(f"the generated package could not check its encodings:\n{run.stderr.strip()}")
    errors = []
    for arch, conflicts in json.loads(run.stdout).items():
        table = spec.archs[arch].instructions
        lost: dict[tuple[str, str], list[str]] = {}
        for name, form, other, other_form in conflicts:
            lost.setdefault((name, form), []).append(f"{other_form} ({table[other].where})")
        for (name, form), winners in sorted(lost.items()):
            ins = table[name]
            shown = ", ".join(sorted(winners)[:3]) + (f" and {len(winners) - 3} more" if len(winners) > 3 else "")
            errors.append(f"{ins.where}: {name}: opcode {ins.opcode} of {ins.format}: on {arch}, some {form} encodings decode as {shown}: their fixed bits overlap")
    if errors:
        raise SpecError(errors)


def _start_ops(package_root: Path, reuse_from: Path | None) -> subprocess.Popen:
    """Start writing cdna_isa/<arch>/ops.py and ops.pyi (codegen/ops.py) from the package just
    written, in a fresh interpreter: their signatures are the runtime assembler's forms; and the
    encoding packages (codegen/encoding.py) into STAGE, moved in by _unstage."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(package_root), str(ROOT)]), PYTHONDONTWRITEBYTECODE="1")
    argv = [str(package_root), str(package_root / STAGE)] + ([str(reuse_from)] if reuse_from else [])
    return subprocess.Popen([sys.executable, "-m", "codegen.ops", *argv], env=env, cwd=str(ROOT),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)  # fmt: skip


def _finish_ops(proc: subprocess.Popen) -> dict[str, list[str]]:
    """Wait for the ops modules; their formatting records (codegen/reuse.py), or SpecError with
    the error."""
    out, err = proc.communicate()
    if proc.returncode != 0:
        raise SpecError([f"the generated package could not render its ops modules:\n{err.strip()}"])
    return json.loads(out)


def _unstage(package_root: Path) -> None:
    """Move the staged encoding packages (_start_ops) into the package."""
    stage = package_root / STAGE
    if not stage.is_dir():
        return
    for path in sorted(stage.rglob("*.py")):
        target = package_root / path.relative_to(stage)
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(path, target)
    shutil.rmtree(stage)


def _site_extras(spec: Spec) -> dict:
    """The spec-only facts the site shows (the rest comes from the package)."""
    return {
        "errata": [e.model_dump(mode="json") for e in spec.errata],
        "unmodelled": [u.model_dump(mode="json") for u in spec.hazards.unmodelled] if spec.hazards else [],
    }


def _start_site(
    package_root: Path, spec: Spec, out: Path | None = None, reuse_from: Path | None = None
) -> tuple[subprocess.Popen, Path]:
    """Start rendering the HTML reference site (codegen/site.py) into `out` (package_root/site)
    from the package just written, in a fresh interpreter; the spec-only facts go on stdin.
    Its pages' records go to PAGE_RECORDS and the diff documents to docs/ beside `out`; pages
    unchanged since the generation in `reuse_from` are taken from there."""
    out = out or package_root / "site"
    extras = _site_extras(spec)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(package_root), str(ROOT)]), PYTHONDONTWRITEBYTECODE="1")
    argv = [str(out), str(out.parent / PAGE_RECORDS), str(out.parent / "docs")]
    argv += [str(reuse_from)] if reuse_from else []
    proc = subprocess.Popen([sys.executable, "-m", "codegen.site", *argv], env=env, cwd=str(ROOT),
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)  # fmt: skip
    proc.stdin.write(json.dumps(extras))
    proc.stdin.close()
    return proc, out


def _finish_site(started: tuple[subprocess.Popen, Path]) -> dict[str, str]:
    """Wait for the site; its files (site/..., for the summary), or SpecError with the
    renderer's error."""
    proc, out = started
    err = proc.stderr.read()
    if proc.wait() != 0:
        raise SpecError([f"the generated package could not render the reference site:\n{err.strip()}"])
    return {f"site/{p.relative_to(out)}": "" for p in sorted(out.rglob("*")) if p.is_file()}


def generate(spec: Spec, out: Path | None = None, reuse_from: Path | None = ROOT / "generated") -> list[str]:
    """Write generated/ (or `out`) atomically; outputs whose inputs are unchanged since the
    generation in `reuse_from` are taken from there (codegen/reuse.py; None: make all)."""
    out = (out or ROOT / "generated").resolve()
    files = render(spec, reuse_from)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".generated-", dir=out.parent))
    site = ops = None
    try:
        for rel, text in sorted(files.items()):
            path = tmp / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        ops = _start_ops(tmp, reuse_from)  # runs while the encodings are proved and the site is rendered
        _encoding_proof(tmp, spec)
        site_key = reuse.site_inputs(tmp, _site_extras(spec))
        documents = [f"docs/diff-{a}-{b}.md" for a, b in DIFF_DOCUMENTS]  # written with the site
        site_files = reuse.reuse_site(site_key, reuse_from, tmp, documents) if reuse_from else None
        if site_files is None:
            site_files = _finish_site(_start_site(tmp, spec, reuse_from=reuse_from))
            missing = [rel for rel in documents if not (tmp / rel).is_file()]
            if missing:
                raise SpecError([f"the reference site's renderer wrote no {', '.join(missing)}"])
        files.update(site_files)
        files.update(dict.fromkeys(documents, ""))
        formatted = {**json.loads((tmp / reuse.MANIFEST).read_text())["files"], **_finish_ops(ops)}
        _unstage(tmp)  # the site, the proof and the diff documents are done with the package
        files.update(dict.fromkeys(formatted, ""))
        site_record = reuse.site_record(site_key, tmp, documents)
        pages = tmp / PAGE_RECORDS
        page_records = json.loads(pages.read_text()) if pages.exists() else reuse.site_pages(reuse_from)
        pages.unlink(missing_ok=True)
        (tmp / reuse.MANIFEST).write_text(reuse.manifest_text(formatted, site_record, page_records))
        old = out.parent / (out.name + ".old")
        if old.exists():
            shutil.rmtree(old)
        if out.exists():
            os.rename(out, old)
        os.rename(tmp, out)
        if old.exists():
            shutil.rmtree(old)
    except BaseException:
        for proc in (site[0] if site else None, ops):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait()
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    counts: dict[str, int] = {}
    for rel in files:
        top = rel.split("/")[0] if not rel.startswith("cdna_isa/") else "/".join(rel.split("/")[:2])
        counts[top] = counts.get(top, 0) + 1
    summary = [f"wrote {n:5d} file(s) under generated/{top}" for top, n in sorted(counts.items())]
    for arch, model in sorted(spec.archs.items()):
        with_sem = sum(1 for i in model.instructions.values() if i.semantics)
        summary.append(f"{arch}: {len(model.instructions)} instructions, {with_sem} with semantics")
    return summary
