"""`python -m codegen validate|generate [--out DIR]`."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from .loader import SpecError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen")
    sub = parser.add_subparsers(dest="command", required=True)
    v = sub.add_parser("validate", help="load and check the spec, print a summary")
    v.add_argument("--spec", type=Path, default=None)
    g = sub.add_parser("generate", help="regenerate generated/ from spec/ (atomically)")
    g.add_argument("--spec", type=Path, default=None)
    g.add_argument("--out", type=Path, default=None)
    g.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)

    from .model import SPEC_DIR
    from .spec import load_spec

    start = time.perf_counter()
    try:
        spec = load_spec(args.spec or SPEC_DIR)
    except SpecError as exc:
        for msg in exc.messages:
            print(msg, file=sys.stderr)
        print(f"spec invalid: {len(exc.messages)} error(s)", file=sys.stderr)
        return 1
    if args.command == "validate":
        for name, model in spec.archs.items():
            with_sem = sum(1 for i in model.instructions.values() if i.semantics)
            print(f"{name}: {len(model.instructions)} instructions ({with_sem} with semantics), {len(model.formats)} formats")
        return 0
    from .generate import generate

    try:
        written = generate(spec, args.out)
    except SpecError as exc:
        for msg in exc.messages:
            print(msg, file=sys.stderr)
        return 1
    if not args.quiet:
        for line in written:
            print(line)
    print(f"generated in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
