"""Oracle: llvm-mc 22 (-show-encoding and --disassemble, -mcpu from tests/llvm.TARGETS). Every
example of every instruction of every architecture's spec assembles with our assembler to the
bytes llvm-mc gives it, and those bytes disassemble with us to the text llvm-mc's disassembler
prints. One llvm-mc run per arch and direction (a few seconds), so no stored data is needed.

This is what makes an inherited architecture honest: cdna3's examples are cdna4's (inherited)
and its own, and llvm-mc -mcpu=gfx942 is asked about each of them.
"""

from __future__ import annotations

import re

import cdna_isa
import pytest

from . import llvm
from .conftest import ORACLE_STATS


def examples(arch: str) -> list[tuple[str, str]]:
    isa = cdna_isa.arch(arch)
    return [(name, text) for name in sorted(isa.examples) for text in isa.examples[name]]


@pytest.fixture(scope="module", params=sorted(llvm.TARGETS))
def oracle(request):
    arch = request.param
    lines = examples(arch)
    return arch, cdna_isa.arch(arch), lines, llvm.assemble(arch, [text for _, text in lines])


def test_every_example_encodes_as_llvm_mc(oracle):
    """Bytes: ours == llvm-mc -show-encoding's, and llvm-mc accepts every example."""
    arch, isa, lines, theirs = oracle
    problems = []
    for (name, text), ref in zip(lines, theirs):
        ours = isa.assemble(text)
        if ref is None:
            problems.append(f"{name}: {text!r}: llvm-mc -mcpu={llvm.TARGETS[arch]} rejects it")
        elif ours != ref:
            problems.append(f"{name}: {text!r}: llvm-mc {ref.hex()} != ours {ours.hex()}")
    ORACLE_STATS[f"examples assemble {arch}"] = (len(lines) - len(problems), len(lines))
    assert len(lines) > 1000
    assert not problems, f"{len(problems)} of {len(lines)} examples differ on {arch}:\n" + "\n".join(problems[:40])


def test_every_example_disassembles_as_llvm_mc(oracle):
    """Text: our disassembly of llvm-mc's bytes == llvm-mc --disassemble's text."""
    arch, isa, lines, theirs = oracle
    codes = [c for c in theirs if c is not None]
    their_text = llvm.disassemble(arch, codes)
    assert len(their_text) == len(codes)
    problems = [
        f"{code.hex()}: llvm-mc {ref!r} != ours {isa.disassemble(code)}"
        for code, ref in zip(codes, their_text)
        if isa.disassemble(code) != [re.sub(r"\s+", " ", ref)]
    ]
    ORACLE_STATS[f"examples disassemble {arch}"] = (len(codes) - len(problems), len(codes))
    assert not problems, f"{len(problems)} of {len(codes)} differ on {arch}:\n" + "\n".join(problems[:40])


def test_cdna3_is_cdna4_minus_its_lacks_plus_its_own():
    """The inheritance itself (spec/archs/cdna3.yaml): cdna3's instructions are cdna4's under
    the same names and encodings, but the 99 `lacks:`, plus the two gfx942-only xf32 MFMAs;
    the same semantics, which run the same functions but for the eight fp8/bf8 conversions:
    their `fp8` and `bf8` are the arch's formats, MI300's on cdna3 (errata cdna3-fp8-fnuz);
    llvm-mc -mcpu=gfx942 rejects an example of every lacked instruction (the list's oracle)."""
    c3, c4 = cdna_isa.arch("cdna3"), cdna_isa.arch("cdna4")
    lacks = set(c3.info["lacks"])
    assert len(lacks) == 99
    own = set(c3.instructions) - set(c4.instructions)
    assert own == {"V_MFMA_F32_16X16X8_XF32", "V_MFMA_F32_32X32X4_XF32"}
    shared = set(c3.instructions) & set(c4.instructions)
    assert set(c4.instructions) - set(c3.instructions) == lacks  # all gfx950-only, so named as in the spec
    fnuz = {f"V_CVT_{d}_{s}" for f in ("FP8", "BF8") for d, s in (("F32", f), ("PK_F32", f), (f"PK_{f}", "F32"), (f"SR_{f}", "F32"))}
    for n in shared:
        a, b = c3.instructions[n], c4.instructions[n]
        assert (a.format, a.opcode) == (b.format, b.opcode), n
        assert a.semantics == b.semantics, n
        assert (c3.vector.get(n) is not c4.vector.get(n)) == (n in fnuz), n
        assert (c3.reference.get(n) is not c4.reference.get(n)) == (n in fnuz), n
    lacked = [c4.examples[n][0] for n in sorted(lacks)]
    assert llvm.assemble("cdna3", lacked) == [None] * len(lacked)
    assert None not in llvm.assemble("cdna4", lacked)
