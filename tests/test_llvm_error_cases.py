"""The error cases of LLVM's own test files (llvm/test/MC/AMDGPU/*err*.s, *-unsupported.s and
the lines of *_asm_features.s / mubuf-gfx950.s that are errors on our targets), listed in
tests/data/llvm_error_cases.txt with the targets each applies to.

Oracle: llvm-mc 22, live: it must still refuse every line (a line it now takes is stale and
fails the test), and our assembler must refuse it too, with an AsmError that carries the
line and a column inside it."""

from __future__ import annotations

import re
from pathlib import Path

import cdna_isa
import pytest
from cdna_isa.runtime.isa import AsmError

from . import llvm

CASES = Path(__file__).parent / "data" / "llvm_error_cases.txt"
ARCH_OF = {cpu: arch for arch, cpu in llvm.TARGETS.items()}


def cases() -> dict[str, list[tuple[str, str]]]:
    """arch -> [(LLVM test file, line)] of the lines listed for its target."""
    out: dict[str, list[tuple[str, str]]] = {arch: [] for arch in llvm.TARGETS}
    source = "?"
    for row in CASES.read_text().splitlines():
        if row.startswith("## "):
            source = row[3:]
        elif row and not row.startswith("#"):
            targets, line = row.split("\t", 1)
            for cpu in targets.split(","):
                out[ARCH_OF[cpu]].append((source, line))
    return out


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_llvm_error_cases_are_refused_with_a_position(arch):
    llvm.require()
    listed = cases()[arch]
    assert len(listed) > 50, len(listed)
    isa = cdna_isa.arch(arch)
    stale = [f"{src}: {line}" for (src, line), code in zip(listed, llvm.assemble(arch, [line for _, line in listed])) if code is not None]
    assert not stale, f"llvm-mc 22 now takes these lines: {stale[:10]}"
    taken = []
    for src, line in listed:
        try:
            code = isa.assemble("s_nop 0\n" + line)
        except AsmError as exc:
            assert exc.line == 2 and 1 <= exc.col <= len(line) + 1, (line, exc)
            assert re.match(r"<input>:2:\d+: ", str(exc)), str(exc)
            continue
        taken.append(f"{src}: {line} -> {code[4:].hex()}")
    assert not taken, "\n".join(taken)
