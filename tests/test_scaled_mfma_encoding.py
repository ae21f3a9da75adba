"""gfx950's block-scaled MFMAs (v_mfma_scale_f32_16x16x128_f8f6f4, v_mfma_scale_f32_32x32x64_f8f6f4)
and v_mfma_ld_scale_b32.

Oracle: llvm-mc 22 (-mcpu=gfx950 -show-encoding / --disassemble). The byte strings below were
printed by it; the sweep tests ask it again when it is installed. What llvm-mc does: the scaled
form is one 128-bit instruction (VOP3PX2), a v_mfma_ld_scale_b32 word carrying the two scale
VGPRs and op_sel/op_sel_hi, then the f8f6f4 MFMA word with ABID = 1. Its modifiers come in the
order op_sel, op_sel_hi, cbsz, blgp, each once; op_sel/op_sel_hi take 1 to 4 values, only the
first two are encoded (bits 11-12, 59-60), op_sel_hi defaults to 0 but is always printed, with
three values. The scale operands are single VGPRs. v_mfma_ld_scale_b32 alone takes a VGPR, an
SGPR or an inline constant per source (no AGPR, no literal, one scalar value at most), no
neg_lo/neg_hi/clamp, and defaults op_sel_hi to [1,1] (bits 59, 60 and 14).
"""

from __future__ import annotations

import random

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.selfcheck import sample_line

from . import llvm

ISA = cdna_isa.arch("cdna4")
OPS = ("v_mfma_scale_f32_16x16x128_f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4")
SCALE16 = OPS[0]
HEAD = f"{SCALE16} a[0:3], v[0:7], v[0:7], a[0:3]"  # 64 characters: v4 at column 67, v5 at 71

LLVM_EXAMPLES = [
    (f"{HEAD}, v4, v5 op_sel_hi:[0,0,0]", "0000acd3040b02000088add300010204"),
    (f"{HEAD}, v4, v5 op_sel:[1,1,0] op_sel_hi:[1,1,0]", "0018acd3040b02180088add300010204"),
    (f"{HEAD}, v4, v5 op_sel:[0,1,0] op_sel_hi:[0,0,0]", "0010acd3040b02000088add300010204"),
    (f"{HEAD}, v4, v5 op_sel_hi:[0,1,0]", "0000acd3040b02100088add300010204"),
    (
        f"{SCALE16} a[0:3], v[0:3], v[0:5], a[0:3], v4, v5 op_sel_hi:[0,0,0] cbsz:4 blgp:2",
        "0000acd3040b0200008cadd300010244",
    ),
    (
        f"{OPS[1]} a[0:15], v[0:3], v[0:5], a[0:15], v4, v5 op_sel_hi:[0,0,0] cbsz:4 blgp:2",
        "0000acd3040b0200008caed300010244",
    ),
    (
        f"{SCALE16} v[0:3], a[0:7], a[8:15], v[0:3], v255, v0 op_sel_hi:[0,0,0] cbsz:7 blgp:7",
        "0000acd3ff010200000fadd3001102fc",
    ),
    (
        f"{OPS[1]} a[0:15], v[0:7], v[0:7], a[0:15], v4, v5 op_sel:[1,1,0] op_sel_hi:[0,0,0] cbsz:1 blgp:1",
        "0018acd3040b02000089aed300010224",
    ),
    (
        f"{OPS[1]} a[0:15], v[0:7], v[0:7], 0.5, v4, v5 op_sel_hi:[0,0,0]",
        "0000acd3040b02000088aed30001c203",
    ),
    (
        f"{OPS[1]} a[0:15], v[0:7], v[0:7], a[4:19], v4, v5 op_sel_hi:[0,0,0]",
        "0000acd3040b02000088aed300011204",
    ),
    ("v_mfma_ld_scale_b32 v1, v2", "0040acd301050218"),
    ("v_mfma_ld_scale_b32 v1, v2 op_sel:[1,1] op_sel_hi:[0,0]", "0058acd301050200"),
    ("v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[0,1]", "0040acd301050210"),
    ("v_mfma_ld_scale_b32 s1, 1.0", "0040acd301e40118"),
    ("v_mfma_ld_scale_b32 s2, s2", "0040acd302040018"),
    ("v_mfma_ld_scale_b32 -1, 0.5", "0040acd3c1e00118"),
    ("v_mfma_ld_scale_b32 v1, 1.0 op_sel:[0,1]", "0050acd301e50118"),
    ("v_mfma_ld_scale_b32 ttmp1, v2", "0040acd36d040218"),
]

# other spellings llvm-mc takes for the same bytes (its printed text is in LLVM_EXAMPLES)
ALIASES = [
    (f"{HEAD}, v4, v5", "0000acd3040b02000088add300010204"),
    (f"{HEAD}, v4, v5 op_sel:[1,1] op_sel_hi:[1,1]", "0018acd3040b02180088add300010204"),
    (f"{HEAD}, v4, v5 op_sel:[1,1,1] op_sel_hi:[1,1,1]", "0018acd3040b02180088add300010204"),
    (f"{HEAD}, v4, v5 op_sel:[0,0,1] op_sel_hi:[0,0,1]", "0000acd3040b02000088add300010204"),
    (f"{HEAD}, v4, v5 op_sel:[1] op_sel_hi:[1,1,0,0]", "0008acd3040b02180088add300010204"),
    (f"{HEAD}, v4, v5 cbsz:0 blgp:0", "0000acd3040b02000088add300010204"),
    ("v_mfma_ld_scale_b32 v1, v2 op_sel:[1,1,1]", "0058acd301050218"),
    ("v_mfma_ld_scale_b32 v1, v2 op_sel:[0,1,1,1]", "0050acd301050218"),
    ("v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[0]", "0040acd301050200"),
    ("v_mfma_ld_scale_b32 v1, v2 op_sel_hi:[1,1,0]", "0040acd301050218"),
]

# (line, column, message): the columns are llvm-mc's, except for the constant bus (llvm-mc points
# at the second scalar operand, 25)
ERRORS = [
    (f"{HEAD}, s4, v5", 67, "expected a VGPR"),
    (f"{HEAD}, v4, s5", 71, "expected a VGPR"),
    (f"{HEAD}, 1, v5", 67, "expected a VGPR"),
    (f"{HEAD}, v4, 1.0", 71, "expected a VGPR"),
    (f"{HEAD}, v4, a5", 71, "expected a VGPR"),
    (f"{HEAD}, v4, 0x1234", 71, "expected a VGPR"),
    (f"{HEAD}, m0, v5", 67, "expected a VGPR"),
    (f"{HEAD}, v[4:5], v5", 67, "expected a 32-bit operand (1 register), got 2"),
    (f"{HEAD}, v4, v5 abid:1", 74, "unknown modifier 'abid:1'"),
    (f"{HEAD}, v4, v5 neg_lo:[1,0]", 74, "unknown modifier 'neg_lo:[1,0]'"),
    (f"{HEAD}, v4, v5 clamp", 74, "v_mfma_scale_f32_16x16x128_f8f6f4 takes no 'clamp'"),
    (f"{HEAD}, v4, v5 cbsz:1 op_sel:[1,0]", 81, "op_sel must come before cbsz (the order is op_sel, op_sel_hi, cbsz, blgp)"),
    (f"{HEAD}, v4, v5 blgp:1 cbsz:1", 81, "cbsz must come before blgp (the order is op_sel, op_sel_hi, cbsz, blgp)"),
    (f"{HEAD}, v4, v5 op_sel_hi:[1,0] op_sel:[1,0]", 90, "op_sel must come before op_sel_hi (the order is op_sel, op_sel_hi, cbsz, blgp)"),
    (f"{HEAD}, v4, v5 cbsz:1 cbsz:1", 81, "cbsz is given twice"),
    (f"{HEAD}, v4, v5 op_sel:[1,0] op_sel:[1,0]", 87, "op_sel is given twice"),
    (f"{HEAD}, v4, v5 op_sel:[1,0,0,0,0]", 89, "op_sel takes 1 to 4 values"),
    (f"{HEAD}, v4, v5 cbsz:8", 74, "cbsz:8 is out of range (0..7)"),
    (f"{HEAD}, v4", 1, "v_mfma_scale_f32_16x16x128_f8f6f4 takes 6 operand(s), got 5"),
    (f"{SCALE16} a[0:3], v[0:3], v[0:7], a[0:3], v4, v5", 43, "A takes 8 registers with cbsz:0"),
    (f"{SCALE16} a[0:3], v[0:7], v[0:7], a[0:3], v4, v5 cbsz:4", 43, "A takes 4 registers with cbsz:4"),
    (f"{SCALE16} a[0:3], v[0:1], v[0:7], a[0:3], v4, v5", 43, "A takes 4, 6 or 8 registers, got 2"),
    (f"{OPS[1]} a[0:15], v[1:8], v[0:7], a[0:15], v4, v5", 43, "a VGPR/AGPR tuple must start at an even register on this target"),
    (f"{OPS[1]} a[0:15], v[0:7], v[0:7], v[0:15], v4, v5", 59, "C and D must both be VGPRs or both AGPRs"),
    ("v_mfma_ld_scale_b32 a1, v2", 21, "an AGPR is not allowed here"),
    ("v_mfma_ld_scale_b32 0x1234, v2", 21, "literal 0x1234 cannot be encoded in this form (only inline constants)"),
    ("v_mfma_ld_scale_b32 v1, v2 neg_lo:[1,0]", 28, "unknown modifier 'neg_lo:[1,0]'"),
    ("v_mfma_ld_scale_b32 v1, v2 clamp", 28, "v_mfma_ld_scale_b32 takes no 'clamp'"),
    ("v_mfma_ld_scale_b32 v1, v2 cbsz:1", 28, "unknown modifier 'cbsz:1'"),
    ("v_mfma_ld_scale_b32 v1, v2 op_sel:[0,1,1,1,1]", 43, "op_sel takes 1 to 4 values"),
    ("v_mfma_ld_scale_b32 -v1, v2", 21, "packed instructions negate with neg_lo:[...]/neg_hi:[...]"),
    ("v_mfma_ld_scale_b32 v[1:2], v2", 21, "expected a 32-bit operand (1 register), got 2"),
    ("v_mfma_ld_scale_b32 v1", 1, "v_mfma_ld_scale_b32 takes 2 operand(s), got 1"),
    ("v_mfma_ld_scale_b32 s1, s2", 21, "too many scalar operands (the constant bus takes one SGPR or literal)"),
]  # fmt: skip


@pytest.mark.parametrize("line,code", LLVM_EXAMPLES)
def test_llvm_examples_both_ways(line, code):
    assert ISA.assemble(line).hex() == code
    assert ISA.disassemble(bytes.fromhex(code)) == [line]


@pytest.mark.parametrize("line,code", ALIASES)
def test_other_spellings_llvm_takes(line, code):
    assert ISA.assemble(line).hex() == code


@pytest.mark.parametrize("line,col,message", ERRORS)
def test_errors_say_what_and_where(line, col, message):
    with pytest.raises(AsmError) as info:
        ISA.assemble(line, path="x.s")
    assert str(info.value) == f"x.s:1:{col}: {message}"


def test_cdna2_has_none_of_them():
    cdna2 = cdna_isa.arch("cdna2")
    assert not any("SCALE" in n and "MFMA" in n for n in cdna2.instructions)
    with pytest.raises(AsmError, match="unknown instruction"):
        cdna2.assemble("v_mfma_ld_scale_b32 v1, v2")


def test_the_pair_decodes_as_one_instruction_only_with_abid_1():
    pair = bytes.fromhex("0000acd3040b02000088add300010204")
    (d,) = ISA.decode(pair)
    assert d.size == 16 and d.instr.name == "V_MFMA_SCALE_F32_16X16X128_F8F6F4"
    # ABID = 0 in the second word: an ld_scale, then the unscaled MFMA (as llvm-mc prints them)
    plain = bytes.fromhex("0000acd3040b02000080add300010204")
    assert ISA.disassemble(plain) == [
        "v_mfma_ld_scale_b32 v4, v5 op_sel_hi:[0,0]",
        "v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], a[0:3]",
    ]
    # a cut-off pair: the first word alone, the rest undecodable
    assert ISA.disassemble(pair[:12])[0] == "v_mfma_ld_scale_b32 v4, v5 op_sel_hi:[0,0]"


def test_bits_llvm_ignores_are_ignored():
    """In the first word llvm-mc reads only the op_sel bits 11-12, 59-60 and the scale sources."""
    base = int.from_bytes(bytes.fromhex("0000acd3040b02000088add300010204"), "little")
    want = ISA.disassemble(base.to_bytes(16, "little"))
    for bit in [*range(0, 11), 13, 14, 15, *range(50, 59), 61, 62, 63]:
        assert ISA.disassemble((base ^ 1 << bit).to_bytes(16, "little")) == want, bit


def test_operands_and_matrix_declaration():
    for name in OPS:
        ins = ISA.instructions[name.upper()]
        assert [o.name for o in ins.operands] == ["D", "S0", "S1", "S2", "S3", "S4"]
        assert ins.operands[1].width_by[0] == "CBSZ" and ins.operands[2].width_by[0] == "BLGP"
        assert (ins.matrix["a"], ins.matrix["b"], ins.matrix["c"]) == ("f8f6f4", "f8f6f4", "f32")
        plain = ISA.instructions[name.upper().replace("SCALE_", "")]
        for key in ("m", "n", "k", "cycles"):
            assert ins.matrix[key] == plain.matrix[key]
        # provenance: the guide section checked (CDNA4 7.2) and llvm-mc for the encoding
        assert ins.format == "VOP3PX2" and "CDNA4 7.2" in ins.source and "llvm-mc" in ins.source and ins.doc
    ld = ISA.instructions["V_MFMA_LD_SCALE_B32"]
    assert (ld.format, ld.opcode) == ("VOP3P", 44) and "CDNA4 7.2.1" in ld.source and "llvm-mc" in ld.source


def _llvm_agrees(lines: list[str]) -> None:
    theirs = llvm.assemble("cdna4", lines)
    for line, ref in zip(lines, theirs):
        try:
            ours = ISA.assemble(line)
        except AsmError:
            ours = None
        assert ours == ref, line
    codes = [t for t in theirs if t is not None]
    assert llvm.disassemble("cdna4", codes) == [ISA.disassemble(c)[0] for c in codes]


def test_llvm_mc_agrees_on_modifier_combinations():
    """Every op_sel/op_sel_hi list of 2 or 3 values with cbsz/blgp and register counts, for both
    scaled MFMAs; and v_mfma_ld_scale_b32 over op_sel/op_sel_hi and source kinds."""
    lines = []
    regs = {0: 8, 2: 6, 4: 4}
    for name, d in zip(OPS, ("a[0:3]", "v[0:15]")):
        for sel in ("", " op_sel:[1,0]", " op_sel:[0,1,1]", " op_sel:[1,1]"):
            for hi in ("", " op_sel_hi:[0,1]", " op_sel_hi:[1,0,1]"):
                for cbsz, blgp in ((0, 0), (2, 4), (4, 2), (3, 1)):
                    fmt = "".join(f" {k}:{v}" for k, v in (("cbsz", cbsz), ("blgp", blgp)) if v)
                    a, b = regs.get(cbsz, 6), regs.get(blgp, 8)
                    lines.append(
                        f"{name} {d}, v[0:{a - 1}], a[8:{7 + b}], {d}, v{cbsz}, v{200 + blgp}{sel}{hi}{fmt}"
                    )
    for s0 in ("v1", "s3", "-4", "0.5", "a1", "0x41"):
        for s1 in ("v255", "s3", "s4", "1.0"):
            for mods in ("", " op_sel:[1,0]", " op_sel:[0,1] op_sel_hi:[1,0]", " op_sel_hi:[0,0]"):
                lines.append(f"v_mfma_ld_scale_b32 {s0}, {s1}{mods}")
    _llvm_agrees(lines)


def test_llvm_mc_agrees_on_sampled_lines():
    rnd = random.Random(5)
    forms = [f for f in ISA.forms if f.fmt == "VOP3PX2" or f.instr.name == "V_MFMA_LD_SCALE_B32"]
    assert len(forms) == 3
    lines = [sample_line(ISA, f, rnd) for f in forms for _ in range(40)]
    theirs = llvm.assemble("cdna4", lines)
    assert sum(t is not None for t in theirs) > len(lines) // 2
    _llvm_agrees(lines)


def test_llvm_mc_agrees_on_decoding_the_pair_bit_by_bit():
    base = int.from_bytes(bytes.fromhex("0000acd3040b02000088add300010204"), "little")
    codes = [(base ^ 1 << bit).to_bytes(16, "little") for bit in range(128)]
    codes = [c for c in codes if len(ISA.decode(c)) == 1]  # the bits that keep it one instruction
    assert len(codes) > 90
    theirs = llvm.disassemble("cdna4", codes)
    assert len(theirs) == len(codes)
    # llvm-mc annotates a misaligned or scalar register "/*Invalid register...*/": not compared
    pairs = [(t, ISA.disassemble(c)[0]) for t, c in zip(theirs, codes) if "/*" not in t]
    assert len(pairs) > 80
    assert [t for t, _ in pairs] == [o for _, o in pairs]
