"""Run `cdna-isa check` over a corpus of code objects and count the findings.

    .venv/bin/python tools/corpus_check.py --profile amd --json out.json DIR_OR_FILE...

For every code object (`*.co`, `*.hsaco` under the given directories): the findings per kind
and rule (a hazard counts under every rule it names; a missing wait under `missing-wait` or,
for an LDS write outstanding at a barrier, `missing-wait@barrier`), the time taken, and every
error the checker raised (a crash is a defect: bad input must give a clear CheckError).
`--json` keeps every finding for sampling by hand.
"""

from __future__ import annotations

import argparse
import collections
import importlib
import json
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "generated"))

from cdna_isa.runtime import hazards  # noqa: E402
from cdna_isa.runtime.objfile import read_code_object  # noqa: E402


def code_objects(paths: list[str]) -> list[Path]:
    out = []
    for p in map(Path, paths):
        if p.is_dir():
            out += sorted(x for x in p.rglob("*") if x.suffix in (".co", ".hsaco"))
        else:
            out.append(p)
    return out


def finding_keys(f: hazards.Finding) -> list[str]:
    if f.kind == "hazard":
        return [f"hazard:{r['id']}" for r in f.rules]
    if f.kind == "missing-wait":
        return ["missing-wait@barrier" if "barrier" in f.message else "missing-wait"]
    return [f.kind]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--profile", default="amd")
    ap.add_argument("--json", help="write every finding here")
    args = ap.parse_args()
    totals: collections.Counter = collections.Counter()
    per_file, crashes, spent, instructions = {}, [], 0.0, 0
    files = code_objects(args.paths)
    slowest = (0.0, None, 0)
    for n, path in enumerate(files, 1):
        try:
            obj = read_code_object(path.read_bytes(), str(path))
            module = importlib.import_module(f"cdna_isa.{obj.arch}")
            t = time.perf_counter()
            report = hazards.check_code_object(
                module.ISA, hazards.load_timing(module), obj, args.profile
            )
            dt = time.perf_counter() - t
        except Exception as exc:  # noqa: BLE001 - counted and reported, the run goes on
            crashes.append((str(path), type(exc).__name__, str(exc), traceback.format_exc()))
            continue
        spent += dt
        instructions += report.instructions
        if dt > slowest[0]:
            slowest = (dt, str(path), report.instructions)
        counts = collections.Counter(k for f in report.findings for k in finding_keys(f))
        totals.update(counts)
        per_file[str(path)] = {
            "instructions": report.instructions,
            "seconds": round(dt, 3),
            "counts": dict(counts),
            "findings": [f.as_dict() for f in report.findings],
        }
        if n % 100 == 0:
            print(f"{n}/{len(files)} ({spent:.0f} s)", file=sys.stderr)
    print(f"profile {args.profile}: {len(files)} code objects, {instructions} instructions, "
          f"{spent:.1f} s checking ({spent / max(instructions, 1) * 5e4:.1f} s per 50k "
          f"instructions); slowest {slowest[0]:.2f} s ({slowest[1]}, {slowest[2]} instructions)")
    print(f"crashes: {len(crashes)}")
    for path, kind, msg, _ in crashes[:20]:
        print(f"  {path}: {kind}: {msg}")
    files_with = collections.Counter(k for v in per_file.values() for k in v["counts"])
    for key, count in sorted(totals.items()):
        print(f"  {key:45} {count:8}  in {files_with[key]} code objects")
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"profile": args.profile, "files": per_file, "crashes": crashes}, indent=0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
