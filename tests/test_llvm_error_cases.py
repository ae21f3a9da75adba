"""The error cases of LLVM's own test files (llvm/test/MC/AMDGPU/*err*.s, *-unsupported.s and
the lines of *_asm_features.s / mubuf-gfx950.s that are errors on our targets), listed in
tests/data/llvm_error_cases.txt with the targets each applies to.

Oracle: llvm-mc 22, live: it must still refuse every line (a line it now takes is stale and
fails the test), and our assembler must refuse it too, with an AsmError that carries the
line and a column inside it. The same holds for the lines of one generation given to another
(the operand sweep's texts, two per shape: 27-38 thousand refused lines per pair)."""

from __future__ import annotations

import re
from pathlib import Path

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError

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


def other_generation_lines(source: str) -> list[str]:
    """The texts llvm-objdump printed for `source` in the operand sweep, two per shape (digits
    and numbers made one): the instructions and spellings of one generation, for another."""
    from .test_llvm_sweep import load

    shapes: dict[str, list[str]] = {}
    for _, _, text in load(source).words:
        if not text or text.startswith((".", ";", "!")):
            continue
        shape = re.sub(r"0xN|[-\d.]+e?", "N", re.sub(r"\d+", "N", text))
        kept = shapes.setdefault(shape, [])
        if len(kept) < 2:
            kept.append(text)
    return [line for kept in shapes.values() for line in kept]


@pytest.mark.parametrize("source", sorted(llvm.TARGETS))
def test_another_generations_lines_are_refused_as_llvm_mc_refuses_them(source):
    """Every line llvm-mc 22 refuses for a target when it was written for another generation
    (its instructions, registers, modifiers and syntax), we refuse too, with a position."""
    llvm.require()
    lines = other_generation_lines(source)
    assert len(lines) > 80_000, len(lines)
    for arch in sorted(set(llvm.TARGETS) - {source}):
        isa = cdna_isa.arch(arch)
        refused = [line for line, code in zip(lines, llvm.assemble(arch, lines)) if code is None]
        assert len(refused) > 20_000, (arch, len(refused))
        taken = []
        for line in refused:
            try:
                code = isa.assemble(line)
            except AsmError as exc:
                assert exc.col >= 1, (line, exc)
                continue
            taken.append(f"{line} -> {code.hex()}")
        assert not taken, f"{source} lines on {arch}:\n" + "\n".join(taken[:20])
