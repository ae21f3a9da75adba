"""Which instructions of a base architecture a derived one lacks, by LLVM 22's assembler.

    .venv/bin/python tools/arch_lacks.py cdna4 gfx942

Assembles every spec example of every instruction of the base architecture (`cdna4`) with
llvm-mc for the base's target and for the derived target (`gfx942`); prints, grouped by format,
the spec names of the instructions whose examples the derived target rejects while the base
accepts them (the `lacks:` list of spec/archs/<arch>.yaml). Also reports examples that both
accept but encode or print differently, which inheritance alone could not describe.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from codegen.model import read_spec  # noqa: E402

LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
_ERR = re.compile(r"^<stdin>:(\d+):\d+: error:", re.M)
_ENC = re.compile(r"^\s*(\S.*?)\s*; encoding: \[([^\]]*)\]", re.M)


def assemble(cpu: str, lines: list[str]) -> list[tuple[str, str] | None]:
    """(printed text, encoding) per line, None where llvm-mc rejects it."""
    run = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"], input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)
    bad = {int(m.group(1)) for m in _ERR.finditer(run.stderr)}
    encoded = iter(_ENC.findall(run.stdout))
    return [None if n in bad else next(encoded) for n in range(1, len(lines) + 1)]


def main(base: str, target: str) -> int:
    model = read_spec().archs[base]
    owners, lines = [], []
    for ins in model.instructions.values():
        for example in ins.examples:
            owners.append(ins)
            lines.append(example)
    on_target, on_base = assemble(target, lines), assemble(model.info.llvm_target, lines)
    rejected, accepted, differ = {}, set(), []
    for ins, line, t, b in zip(owners, lines, on_target, on_base):
        if b is None:
            continue
        if t is None:
            rejected.setdefault(ins.format, set()).add(ins.key)
        else:
            accepted.add(ins.key)
            if t != b:
                differ.append(f"{line}: {target} {t}, {model.info.llvm_target} {b}")
    partial = sorted(k for keys in rejected.values() for k in keys if k in accepted)
    for fmt in sorted(rejected):
        print(f"  # {fmt}")
        for key in sorted(rejected[fmt] - accepted):
            print(f"  - {key}")
    for key in partial:
        print(f"# partly rejected (some examples accepted): {key}", file=sys.stderr)
    for text in differ:
        print(f"# differs: {text}", file=sys.stderr)
    return 1 if partial or differ else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
