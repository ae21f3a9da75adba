"""gfx90a's MIMG (image) instructions: encoding and syntax only (no semantics).

Oracle: llvm-mc 22 (-mcpu=gfx90a -show-encoding / --disassemble). The byte strings below were
printed by it; the sweep test asks it again when it is installed. VDATA takes one register per
DMASK bit (0 counts as one), halved and rounded up with d16 (operand `width_by` with
`halved_by: D16`); atomics take dmask 0x1/0x3, compare-swap 0x3/0xf (`only_listed`). VADDR is
1 to 4 VGPRs; only the first is encoded, so the disassembler prints one VGPR.
"""

from __future__ import annotations

import random

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.selfcheck import sample_line

from . import llvm

ISA = cdna_isa.arch("cdna2")

# (line, llvm-mc's bytes, llvm-mc's disassembly of them)
LLVM_EXAMPLES = [
    ("image_load v[0:3], v[4:7], s[8:15] dmask:0xf", "000f00f004000200", "image_load v[0:3], v4, s[8:15] dmask:0xf"),
    ("image_store v[0:1], v[4:7], s[8:15] dmask:0x3 unorm", "001320f004000200", "image_store v[0:1], v4, s[8:15] dmask:0x3 unorm"),
    ("image_sample v[0:3], v[4:7], s[8:15], s[16:19] dmask:0xf", "000f80f004008200", "image_sample v[0:3], v4, s[8:15], s[16:19] dmask:0xf"),
    ("image_atomic_add v0, v[4:7], s[8:15] dmask:0x1 glc", "002148f004000200", "image_atomic_add v0, v4, s[8:15] dmask:0x1 glc"),
    ("image_load v[0:1], v4, s[8:15] dmask:0xf lwe d16", "000f02f004000280", None),
    ("image_load a[0:3], v4, s[8:15] dmask:0xf", "000f01f004000200", None),
    ("image_load_mip_pck_sgn v[0:2], v[2:3], s[12:19] dmask:0xe glc slc scc", "802e14f202000300",
     "image_load_mip_pck_sgn v[0:2], v2, s[12:19] dmask:0xe glc slc scc"),
    ("image_store_mip v[0:1], v[4:6], s[8:15] dmask:0x7 d16", "000724f004000280", "image_store_mip v[0:1], v4, s[8:15] dmask:0x7 d16"),
    ("image_atomic_cmpswap v[0:3], v[4:5], s[8:15] dmask:0xf glc", "002f44f004000200", "image_atomic_cmpswap v[0:3], v4, s[8:15] dmask:0xf glc"),
    ("image_atomic_dec v[2:3], v4, s[8:15] dmask:0x3 unorm a16 da", "00d370f004020200", None),
    ("image_sample v[4:5], v[6:9], s[8:15], ttmp[4:7] dmask:0xf unorm a16 lwe da d16", "00df82f006048283",
     "image_sample v[4:5], v6, s[8:15], ttmp[4:7] dmask:0xf unorm a16 lwe da d16"),
    ("image_load v0, v4, s[8:15]", "000000f004000200", None),
]  # fmt: skip

# (line, column, message); llvm-mc reports a data size that does not match dmask/d16 at column 1,
# we at VDATA; the other columns are llvm-mc's
ERRORS = [
    ("image_load v[0:1], v4, s[8:15] dmask:0x1", 12, "VDATA takes 1 register with dmask:0x1"),
    ("image_load v[0:3], v4, s[8:15] dmask:0xf d16", 12, "VDATA takes 2 registers with dmask:0xf d16"),
    ("image_atomic_add v0, v4, s[8:15] dmask:0x2", 34, "image_atomic_add takes dmask:0x1 or dmask:0x3, got dmask:0x2"),
    ("image_atomic_add v0, v4, s[8:15]", 1, "image_atomic_add takes dmask:0x1 or dmask:0x3, got dmask:0x0"),
    ("image_atomic_cmpswap v[0:1], v4, s[8:15] dmask:0x1", 42, "image_atomic_cmpswap takes dmask:0x3 or dmask:0xf, got dmask:0x1"),
    ("image_atomic_cmpswap v0, v4, s[8:15] dmask:0x3", 22, "VDATA takes 2 or 4 registers, got 1"),
    ("image_load v0, v4, s[8:15] dmask:0x1 tfe", 38, "unknown modifier 'tfe'"),
    ("image_load v0, v4, s[8:15] dmask:0x1 r128", 38, "unknown modifier 'r128'"),
    ("image_load v0, v[4:8], s[8:15] dmask:0x1", 16, "expected 1 to 4 VGPRs (the address)"),
    ("image_load v0, v[5:6], s[8:15] dmask:0x1", 16, "a VGPR/AGPR tuple must start at an even register on this target"),
    ("image_load v0, v4, s[8:11] dmask:0x1", 20, "expected 8 scalar register(s), got 4"),
    ("image_load v0, v4, s[9:16] dmask:0x1", 20, "this SGPR range must start at a multiple of 4"),
    ("image_load_pck v0, v4, s[8:15] dmask:0x1 d16", 42, "unknown modifier 'd16'"),
    ("image_atomic_add v0, v4, s[8:15] dmask:0x1 d16", 44, "unknown modifier 'd16'"),
    ("image_load v0, v4, s[8:15] d16 dmask:0x1", 32, "dmask must come before d16 (the order is dmask, unorm, glc, slc, scc, a16, lwe, da, d16)"),
    ("image_load v0, v4, s[8:15] dmask:0x1 da da", 41, "da is given twice"),
    ("image_sample v0, v4, s[8:15] dmask:0x1", 1, "image_sample takes 4 operand(s), got 3"),
]  # fmt: skip


@pytest.mark.parametrize("line,code,text", LLVM_EXAMPLES)
def test_llvm_examples_both_ways(line, code, text):
    assert ISA.assemble(line).hex() == code
    assert ISA.disassemble(bytes.fromhex(code)) == [text or line]


@pytest.mark.parametrize("line,col,message", ERRORS)
def test_errors_say_what_and_where(line, col, message):
    with pytest.raises(AsmError) as info:
        ISA.assemble(line, path="x.s")
    assert str(info.value) == f"x.s:1:{col}: {message}"


def test_vdata_register_count_follows_dmask_and_d16():
    for dmask in range(16):
        n = max(1, bin(dmask).count("1"))
        for d16, regs in ((0, n), (1, (n + 1) // 2)):
            vdata = "v0" if regs == 1 else f"v[0:{regs - 1}]"
            mods = (f" dmask:{hex(dmask)}" if dmask else "") + (" d16" if d16 else "")
            line = f"image_load {vdata}, v4, s[8:15]{mods}"
            (d,) = ISA.decode(ISA.assemble(line))
            assert (d.fields["DMASK"], d.fields["D16"]) == (dmask, d16)
            assert ISA.text(d) == line


def test_only_gfx90a_has_image_instructions():
    assert sum(1 for f in ISA.forms if f.fmt == "MIMG") == 25
    assert not any(f.fmt == "MIMG" for f in cdna_isa.arch("cdna4").forms)
    ins = ISA.instructions["IMAGE_LOAD"]
    assert ins.semantics is None and ("load" in ins.flags)
    assert ISA.instructions["IMAGE_ATOMIC_CMPSWAP"].operands[0].width_by[3]  # only_listed


def test_llvm_mc_agrees_on_random_lines():
    """Many random lines per image instruction: llvm-mc's bytes and text are ours."""
    rnd = random.Random(90)
    lines = [sample_line(ISA, f, rnd) for f in ISA.forms if f.fmt == "MIMG" for _ in range(40)]
    lines += [line for line, _, _ in LLVM_EXAMPLES]
    theirs = llvm.assemble("cdna2", lines)
    assert all(t is not None for t in theirs), [ln for ln, t in zip(lines, theirs) if t is None][:5]
    assert [ISA.assemble(ln) for ln in lines] == theirs
    texts = llvm.disassemble("cdna2", theirs)
    assert [ISA.disassemble(c)[0] for c in theirs] == texts


def test_llvm_mc_agrees_on_errors():
    assert llvm.assemble("cdna2", [line for line, _, _ in ERRORS]) == [None] * len(ERRORS)
