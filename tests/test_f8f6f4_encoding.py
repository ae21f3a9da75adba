"""gfx950's f8f6f4 MFMAs (v_mfma_f32_16x16x128_f8f6f4, v_mfma_f32_32x32x64_f8f6f4): A's and B's
register counts follow the data formats CBSZ and BLGP choose (operand `width_by` in the spec).

Oracle: llvm-mc 22 (-mcpu=gfx950 -show-encoding). The byte strings below were printed by it; the
sweep tests ask it again when it is installed. What llvm-mc does with a range of the wrong size:
a size no format has (2, 16 registers) is "invalid operand for instruction"; a size another
format has is "wrong register tuple size for cbsz value N" (or blgp), both at the operand's
column. cbsz/blgp 5-7 name no format and take 8 registers. abid and neg are not taken, and a
word with ABID != 0 decodes to nothing.
"""

from __future__ import annotations

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError

from . import llvm
from .test_spec_errors import copy_spec, load_errors, replace_once

ISA = cdna_isa.arch("cdna4")
OPS = ("v_mfma_f32_16x16x128_f8f6f4", "v_mfma_f32_32x32x64_f8f6f4")
D = {OPS[0]: "a[0:3]", OPS[1]: "a[0:15]"}
REGS = {0: 8, 1: 8, 2: 6, 3: 6, 4: 4, 5: 8, 6: 8, 7: 8}  # per cbsz / blgp value

LLVM_EXAMPLES = [
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], a[0:3]", "0080add300010204"),
    (
        "v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:3], v[0:5], a[0:3] cbsz:4 blgp:2",
        "0084add300010244",
    ),
    ("v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:5], v[0:7], a[0:15] cbsz:3", "0083aed300010204"),
    (
        "v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], a[0:3] cbsz:1 blgp:1",
        "0081add300010224",
    ),
    (
        "v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:5], v[0:5], a[0:3] cbsz:2 blgp:3",
        "0082add300010264",
    ),
    (
        "v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:3], v[0:3], a[0:3] cbsz:4 blgp:4",
        "0084add300010284",
    ),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], a[0:3] cbsz:5", "0085add300010204"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], a[0:3] blgp:5", "0080add3000102a4"),
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], a[0:7], a[8:15], v[0:3]", "0000add30011021c"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], 1.0", "0080add30001ca03"),
    (
        "v_mfma_f32_16x16x128_f8f6f4 v[0:3], a[0:5], a[8:11], v[0:3] cbsz:2 blgp:4",
        "0002add30011029c",
    ),
    (
        "v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[0:5], a[8:11], v[16:31] cbsz:2 blgp:4",
        "1002aed30011429c",
    ),
    ("v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:7], v[8:15], 1.0 cbsz:1 blgp:7", "0081aed30011cae3"),
]

# (line, column, message): the columns are llvm-mc's
ERRORS = [
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:3], v[0:7], a[0:3]", 37, "A takes 8 registers with cbsz:0"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:5], v[0:7], a[0:3]", 37, "A takes 8 registers with cbsz:0"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:5], a[0:3]", 45, "B takes 8 registers with blgp:0"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:3], a[0:3] blgp:2", 45, "B takes 6 registers with blgp:2"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], a[0:3] cbsz:4", 37, "A takes 4 registers with cbsz:4"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:3], v[0:7], a[0:3] cbsz:5", 37, "A takes 8 registers with cbsz:5"),
    ("v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:5], v[0:7], a[0:15] cbsz:2 blgp:3", 45, "B takes 6 registers with blgp:3"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:1], v[0:7], a[0:3]", 37, "A takes 4, 6 or 8 registers, got 2"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:15], v[0:7], a[0:3]", 37, "A takes 4, 6 or 8 registers, got 16"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[1:6], v[0:7], a[0:3] cbsz:2", 37, "a VGPR/AGPR tuple must start at an even register on this target"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], a[0:3] abid:1", 60, "unknown modifier 'abid:1'"),
    ("v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[0:7], a[0:3] neg:[1,0,0]", 60, "unknown modifier 'neg:[1,0,0]'"),
]  # fmt: skip


def vrange(first: int, n: int, file: str = "v") -> str:
    return f"{file}[{first}:{first + n - 1}]"


@pytest.mark.parametrize("line,code", LLVM_EXAMPLES)
def test_llvm_examples_both_ways(line, code):
    assert ISA.assemble(line).hex() == code
    assert ISA.disassemble(bytes.fromhex(code)) == [line]


@pytest.mark.parametrize("name", OPS)
def test_every_cbsz_and_blgp_sets_the_register_count(name):
    for cbsz, na in REGS.items():
        for blgp, nb in REGS.items():
            mods = "".join(f" {k}:{v}" for k, v in (("cbsz", cbsz), ("blgp", blgp)) if v)
            line = f"{name} {D[name]}, {vrange(0, na)}, {vrange(8, nb, 'a')}, {D[name]}{mods}"
            code = ISA.assemble(line)
            (d,) = ISA.decode(code)
            assert (d.fields["CBSZ"], d.fields["BLGP"], d.fields["ABID"]) == (cbsz, blgp, 0)
            assert ISA.text(d) == line
            a, b = (ISA.instructions[name.upper()].operands[i].at(d.fields) for i in (1, 2))
            assert (a.nregs, b.nregs) == (na, nb)
            for other in {4, 6, 8} - {na}:  # every other size is refused, at A
                bad = f"{name} {D[name]}, {vrange(0, other)}, {vrange(8, nb, 'a')}, {D[name]}{mods}"
                with pytest.raises(AsmError, match=f"A takes {na} registers with cbsz:{cbsz}"):
                    ISA.assemble(bad)


@pytest.mark.parametrize("line,col,message", ERRORS)
def test_errors_say_what_and_where(line, col, message):
    with pytest.raises(AsmError) as info:
        ISA.assemble(line, path="x.s")
    assert str(info.value) == f"x.s:1:{col}: {message}"


def test_abid_is_zero_and_a_word_with_abid_decodes_to_nothing():
    word = bytes.fromhex("0088add300010204")  # ABID = 1: the MFMA half of a scaled pair
    # llvm-mc skips the first dword alone and decodes the second as a VOP2 word
    assert ISA.disassemble(word) == [".long 0xd3ad8800", "v_sub_f32_e32 v1, v0, v0"]


def test_operand_types_and_matrix_declaration():
    for name in OPS:
        ins = ISA.instructions[name.upper()]
        a, b = ins.operands[1], ins.operands[2]
        assert (a.type, b.type) == ("b256", "b256")  # the nominal type is the widest
        assert a.width_by[0] == "CBSZ" and b.width_by[0] == "BLGP"
        assert (ins.matrix["a"], ins.matrix["b"], ins.matrix["c"]) == ("f8f6f4", "f8f6f4", "f32")
    assert ISA.instructions["V_MFMA_F32_16X16X128_F8F6F4"].matrix["cycles"] == 32
    assert ISA.instructions["V_MFMA_F32_32X32X64_F8F6F4"].matrix["cycles"] == 64
    assert not any("F8F6F4" in n for n in cdna_isa.arch("cdna2").instructions)


def test_llvm_mc_agrees_on_every_size_and_format():
    """Every cbsz/blgp value with every register count 4, 6, 8 (and 2): llvm-mc's bytes or
    refusal are ours."""
    lines = []
    for name in OPS:
        for value in range(8):
            for n in (2, 4, 6, 8):
                lines.append(f"{name} {D[name]}, {vrange(0, n)}, v[8:15], {D[name]} cbsz:{value}")
                lines.append(
                    f"{name} {D[name]}, v[0:7], {vrange(8, n, 'a')}, {D[name]} blgp:{value}"
                )
    theirs = llvm.assemble("cdna4", lines)
    assert sum(t is not None for t in theirs) == 2 * 2 * 8  # one size per value
    for line, ref in zip(lines, theirs):
        try:
            ours = ISA.assemble(line)
        except AsmError:
            ours = None
        assert ours == ref, line
    codes = [t for t in theirs if t is not None]
    assert llvm.disassemble("cdna4", codes) == [ISA.disassemble(c)[0] for c in codes]


# ------------------------------------------------------------------- the spec's width_by checks
MFMA = "instructions/mfma.yaml"
A_DECL = "S0: {type: b256, kind: mai_src, width_by: {field: CBSZ, widths: {0: b256, 1: b256, 2: b192, 3: b192, 4: b128}}}"


@pytest.mark.parametrize(
    "new,message",
    [
        (A_DECL.replace("type: b256", "type: b192"), "operand S0: width_by: b256 (CBSZ=0) is wider than the operand's type b192, which must be the widest"),
        (A_DECL.replace("field: CBSZ", "field: NOPE"), "operand S0: width_by: 'NOPE' is not a field of VOP3P_MAI"),
        (A_DECL.replace("field: CBSZ", "field: SRC0"), "operand S0: width_by: 'SRC0' is the operand's own field"),
        (A_DECL.replace("field: CBSZ", "field: SRC1"), "operand S0: width_by: no modifier of VOP3P_MAI sets 'SRC1', nor does the instruction fix it"),
        (A_DECL.replace("4: b128", "8: b128"), "operand S0: width_by: CBSZ=8 does not fit bits [10:8]"),
        (A_DECL.replace("4: b128", "4: b100"), "operand S0: width_by: unknown type 'b100' for CBSZ=4"),
    ],
)  # fmt: skip
def test_bad_width_by_is_a_spec_error(tmp_path, new, message):
    spec = copy_spec(tmp_path, keep=("mfma.yaml",), formats=("VOP3P_MAI",))
    replace_once(spec / MFMA, A_DECL, new)
    messages = load_errors(spec)
    assert any(
        message in m and "V_MFMA_F32_16X16X128_F8F6F4.operands" in m for m in messages
    ), messages


def test_width_by_needs_widths(tmp_path):
    spec = copy_spec(tmp_path, keep=("mfma.yaml",), formats=("VOP3P_MAI",))
    replace_once(
        spec / MFMA, A_DECL, "S0: {type: b256, kind: mai_src, width_by: {field: CBSZ, widths: {}}}"
    )
    messages = load_errors(spec)
    assert any(
        "operands.S0" in m and "expected at least one 'value: type' entry" in m for m in messages
    ), messages
