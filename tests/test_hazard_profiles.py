"""The two profiles of `cdna-isa check`, pair by pair (tests/hazard_pairs.py: every rule of
spec/hazards.yaml on each arch, MFMAs of every class and pass count, F8F6F4 formats).

Oracles:
- `amd`: the wait states the guide's row requires between the two instructions, transcribed by
  hand into each pair (MI200 4.5 Table 9 / 7.2 Table 26; CDNA4 4.5 Table 11 / 7.6 Table 38).
- `llvm`: llc-22's post-RA hazard recognizer, run here on the same pair written as MIR
  (`llc -mcpu=gfx90a|gfx950 -run-pass=post-RA-hazard-rec`): the s_nops it inserts between them.

Each pair is checked back to back (0 wait states provided): the checker must require exactly
what each oracle says, as one finding naming the rules behind it.
"""

from __future__ import annotations

import importlib
import re
import subprocess
from functools import cache

import pytest
from cdna_isa import arch
from cdna_isa.runtime import hazards

from . import llvm
from .hazard_pairs import PAIRS, mir_regs

CPU = {"cdna2": "gfx90a", "cdna4": "gfx950"}


@cache
def llc_wait_states(arch_name: str) -> dict[str, int]:
    """pair id -> wait states llc-22 inserts between its two instructions (one MIR module per
    arch, one function per pair)."""
    pairs = [p for p in PAIRS if p.arch == arch_name]
    text = "".join(
        f"---\nname: p{i}\nbody: |\n  bb.0:\n    {mir_regs(p.mir_producer)}\n"
        f"    {mir_regs(p.mir_consumer)}\n    S_ENDPGM 0\n...\n"
        for i, p in enumerate(pairs)
    )
    cmd = [llvm.require("llc"), "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={CPU[arch_name]}",
           "-run-pass=post-RA-hazard-rec", "-x", "mir", "-o", "-", "-"]  # fmt: skip
    run = subprocess.run(cmd, input=text, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-3000:]
    out = {}
    for block in run.stdout.split("\n---")[1:]:
        index = int(re.search(r"^name:\s+p(\d+)", block, re.M).group(1))
        body = block.split("body:", 1)[1]
        out[pairs[index].id] = sum(int(n) + 1 for n in re.findall(r"^\s*S_NOP (\d+)", body, re.M))
    assert len(out) == len(pairs)
    return out


def required(arch_name: str, producer: str, consumer: str, profile: str) -> tuple[int, list]:
    """(wait states the checker requires between the two, the hazard findings)."""
    isa = arch(arch_name)
    timing = hazards.load_timing(importlib.import_module(f"cdna_isa.{arch_name}"))
    code = isa.assemble(f"{producer}\n{consumer}\ns_endpgm")
    report = hazards.check_code(isa, timing, code, profile=profile)
    found = [f for f in report.findings if f.kind == "hazard" and f.producer_pc == 0]
    return (max((f.required for f in found), default=0), found)


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: p.id)
def test_pair_in_both_profiles(pair):
    """amd = the guide's row (pair.row); llvm = what llc-22 inserts. One finding per pair."""
    amd, found_amd = required(pair.arch, pair.producer, pair.consumer, "amd")
    assert amd == pair.amd, f"{pair.row}: checker requires {amd}"
    llc = llc_wait_states(pair.arch)[pair.id]
    ours, found_llvm = required(pair.arch, pair.producer, pair.consumer, "llvm")
    assert ours == llc, f"llc-22 inserts {llc}, the llvm profile requires {ours}: {[f.message for f in found_llvm]}"
    assert len(found_amd) <= 1 and len(found_llvm) <= 1


def test_every_llvm_rule_is_measured():
    """Each rule with wait states in the llvm profile decides at least one pair of the llc
    measurement (so its value is llc-22's, not a guess)."""
    deciding: set[tuple[str, str]] = set()
    for p in PAIRS:
        for f in required(p.arch, p.producer, p.consumer, "llvm")[1]:
            deciding |= {(p.arch, r["id"]) for r in f.rules}
    for name in ("cdna2", "cdna4"):
        checker = hazards.Checker(arch(name), hazards.load_timing(importlib.import_module(f"cdna_isa.{name}")), "llvm")
        missing = [r.id for r in checker.rules if r.max_waits and (name, r.id) not in deciding]
        assert not missing, f"{name}: llvm-profile rules no llc pair exercises: {missing}"


def test_f8f6f4_passes_follow_the_formats():
    """CDNA4 7.1.2 Table 28: the F8F6F4 MFMAs take the larger cycle count if A or B is an 8-bit
    format. A VALU read of the result needs 12 wait states after a 16x16x128 (8 passes) with an
    fp8 (CBSZ 0) or bf8 (BLGP 1) operand and 8 (4 passes) when both are fp6/bf6/fp4 (7.6 Table
    38, XDL VALU row) - for every CBSZ/BLGP pair."""
    narrow = {2, 3, 4}
    width = {0: 8, 1: 8, 2: 6, 3: 6, 4: 4}
    for cbsz in width:
        for blgp in width:
            a, b = f"v[40:{39 + width[cbsz]}]", f"v[48:{47 + width[blgp]}]"
            for scaled in ("", "scale_"):
                extra = ", v30, v31 op_sel_hi:[0,0,0]" if scaled else ""
                mfma = f"v_mfma_{scaled}f32_16x16x128_f8f6f4 v[0:3], {a}, {b}, v[0:3]{extra} cbsz:{cbsz} blgp:{blgp}"
                need, _ = required("cdna4", mfma, "v_mov_b32 v100, v1", "amd")
                assert need == (8 if cbsz in narrow and blgp in narrow else 12), mfma
