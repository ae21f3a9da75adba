"""Matrix-core layouts (`cdna_isa.<arch>.mfma`, `cdna-isa mfma`) against the worked examples of
AMD's Matrix Instruction Calculator README (seed 002_ce971d2592b01a50.txt, "README" below) and of
the CDNA4 ISA guide 7.1.3/7.1.4 (seed 000_d3d4020e106ecab5.txt, "guide" below).

Every expected value is copied from those documents; the comment above each test says where."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import cdna_isa
import pytest
from cdna_isa import cdna2, cdna4
from cdna_isa.cli import main

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"
README = SEEDS / "002_ce971d2592b01a50.txt"


def cli(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(["mfma", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def grid(text: str) -> dict[str, list[list[str]]]:
    """The tables of a text-mode answer: title ("Block 0", "Blocks 0, 1", or "") -> rows of cells
    (header first)."""
    tables: dict[str, list[list[str]]] = {}
    title = ""
    for line in text.splitlines():
        if line.startswith("Block"):
            title = line
        elif line.startswith("|"):
            tables.setdefault(title, []).append([c.strip() for c in line.strip("|").split("|")])
    return tables


# -- README "Example of Querying Instruction Information": --detail-instruction of
#    V_MFMA_F32_4X4X1F32 on CDNA2
def test_detail_v_mfma_f32_4x4x1f32(capsys):
    d = cdna2.mfma.detail("v_mfma_f32_4x4x1f32")
    assert d["opcode"] == 0x42  # "VOP3P Opcode: 0x42" (VOP3P-MAI Opcode: 0x2)
    assert (d["m"], d["n"], d["k"], d["blocks"]) == (4, 4, 1, 16)  # M: 4 N: 4 K: 1 blocks: 16
    assert d["flops"] == 512  # FLOPs: 512
    assert d["cycles"] == 8  # Execution cycles: 8
    assert d["flops_per_cu_per_cycle"] == 256  # FLOPs/CU/cycle: 256
    assert d["registers"] == {"A": 1, "B": 1, "C": 4, "D": 4}  # GPRs required for A..D
    assert d["types"] == {"A": "f32", "B": "f32", "C": "f32", "D": "f32"}  # all FP32
    assert d["sparse"] is False  # Sparse A matrix: False
    assert d["modifiers"]["cbsz_abid"] and d["modifiers"]["blgp"]  # CBSZ/ABID, BLGP: True
    assert d["fields"] == {"A": "SRC0", "B": "SRC1", "C": "SRC2", "D": "VDST"}
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f32_4x4x1f32", "--detail"], capsys)
    assert code == 0
    lines = [line.strip() for line in out.splitlines()]
    for expected in (
        "Architecture: CDNA2", "Instruction: V_MFMA_F32_4X4X1F32", "Encoding: VOP3P-MAI",
        "VOP3P Opcode: 0x42", "VOP3P-MAI Opcode: 0x2", "M: 4", "N: 4", "K: 1", "blocks: 16",
        "FLOPs: 512", "Execution cycles: 8", "FLOPs/CU/cycle: 256",
        "GPRs required for A: 1", "GPRs required for B: 1", "GPRs required for C: 4",
        "GPRs required for D: 4", "A matrix source field: Src0", "B matrix source field: Src1",
        "C matrix source field: Src2", "D matrix source field: Vdst",
        "A matrix can use ArchVGPRs: True", "A matrix can use AccVGPRs: True",
        "B matrix can use ArchVGPRs: True", "B matrix can use AccVGPRs: True",
        "C and D matrix can use ArchVGPRs: True", "C and D matrix can use AccVGPRs: True",
        "Sparse A matrix: False", "CBSZ and ABID bits supported: True",
        "BLGP bits supported: True",
    ):  # fmt: skip
        assert expected in lines, expected
    # the README's mapping formulas with no modifiers: A[i][k].block GPR 0, lane 4*block + i;
    # B[k][j] GPR 0, lane 4*block + j; C/D[i][j] GPR i, lane 4*block + j
    core = cdna2.mfma
    for b in range(16):
        for x in range(4):
            assert core.get_register("v_mfma_f32_4x4x1f32", "A", x, 0, block=b)[3:5] == (0, 4 * b + x)
            assert core.get_register("v_mfma_f32_4x4x1f32", "B", 0, x, block=b)[3:5] == (0, 4 * b + x)
            for i in range(4):
                e = core.get_register("v_mfma_f32_4x4x1f32", "D", i, x, block=b)
                assert (e.register, e.lane) == (i, 4 * b + x)


def test_detail_json_and_markdown(capsys):
    code, out, _ = cli(["--arch", "cdna4", "v_mfma_f64_16x16x4_f64", "--detail", "--json"], capsys)
    d = json.loads(out)
    assert code == 0 and d["instruction"] == "v_mfma_f64_16x16x4_f64" and d["neg"] is True
    assert d["registers"] == {"A": 2, "B": 2, "C": 8, "D": 8}
    assert d["register_files"]["A"] == ["ArchVGPR", "AccVGPR"] and d["opsel"] is False
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f32_4x4x1f32", "--detail", "--markdown"], capsys)
    assert code == 0 and "| VOP3P Opcode | 0x42 |" in out.replace("  ", "")


# -- README "Example of Querying Register and Lane for a Single Matrix Element":
#    A[1][2] of block 4 of V_MFMA_F32_4X4X4F16 on CDNA2 -> "A[1][2].B4 = v1{17}.[15:0]"
def test_get_register_a_4x4x4f16(capsys):
    e = cdna2.mfma.get_register("v_mfma_f32_4x4x4f16", "A", 1, 2, block=4)
    assert (e.register, e.lane, e.bit_lo, e.bit_hi) == (1, 17, 0, 15)
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f32_4x4x4f16", "--get-register", "A", "1", "2", "--block", "4"], capsys)
    assert code == 0
    assert out.splitlines() == ["Architecture: CDNA2", "Instruction: V_MFMA_F32_4X4X4F16", "A[1][2].B4 = v1{17}.[15:0]"]


# -- README "Example of Querying Matrix Element Information for a Register and Lane":
#    register 1, lane 17 of A of V_MFMA_F32_4X4X4F16 -> "v1{17}.[15:0] = A[1][2].B4",
#    "v1{17}.[31:16] = A[1][3].B4"
def test_matrix_entry_a_4x4x4f16(capsys):
    found = cdna2.mfma.matrix_entry("v_mfma_f32_4x4x4f16", "A", 1, 17)
    assert [(e.block, e.row, e.col, e.bit_lo, e.bit_hi) for e in found] == [(4, 1, 2, 0, 15), (4, 1, 3, 16, 31)]
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f32_4x4x4f16", "--matrix-entry", "A", "v1", "17"], capsys)
    assert code == 0
    assert out.splitlines()[2:] == ["v1{17}.[15:0] = A[1][2].B4", "v1{17}.[31:16] = A[1][3].B4"]


# -- README "Example of Querying the Source Registers and Lanes for D Matrix Outputs":
#    D[3][2].B1 of V_MFMA_F32_4X4X4F16 = Vdst_v3{6} = Src0_v0{7}.[15:0]*Src1_v0{6}.[15:0] +
#    Src0_v0{7}.[31:16]*Src1_v0{6}.[31:16] + Src0_v1{7}.[15:0]*Src1_v1{6}.[15:0] +
#    Src0_v1{7}.[31:16]*Src1_v1{6}.[31:16] + Src2_v3{6}
def test_get_register_d_and_its_sources(capsys):
    core, name = cdna2.mfma, "v_mfma_f32_4x4x4f16"
    assert core.get_register(name, "D", 3, 2, block=1)[3:] == (3, 6, 0, 31)
    assert core.get_register(name, "C", 3, 2, block=1)[3:] == (3, 6, 0, 31)
    sources = [(1 if k >= 2 else 0, [0, 16][k % 2]) for k in range(4)]  # v0.lo, v0.hi, v1.lo, v1.hi
    for k, (reg, lo) in enumerate(sources):
        assert core.get_register(name, "A", 3, k, block=1)[3:6] == (reg, 7, lo)  # Src0_v?{7}
        assert core.get_register(name, "B", k, 2, block=1)[3:6] == (reg, 6, lo)  # Src1_v?{6}
    code, out, _ = cli(["--arch", "cdna2", name, "--get-register", "D", "3", "2", "--block", "1"], capsys)
    assert code == 0 and out.splitlines()[-1] == "D[3][2].B1 = v3{6}"


# -- README "Example of Querying the Source Matrix Entries for D Matrix Outputs":
#    register 2, lane 33 of D -> "v2{33} = D[2][1].B8 = A[2][0].B8*B[0][1].B8 + ... + C[2][1].B8"
def test_matrix_entry_d_4x4x4f16(capsys):
    (e,) = cdna2.mfma.matrix_entry("v_mfma_f32_4x4x4f16", "D", 2, 33)
    assert (e.block, e.row, e.col) == (8, 2, 1)
    (c,) = cdna2.mfma.matrix_entry("v_mfma_f32_4x4x4f16", "C", 2, 33)
    assert (c.block, c.row, c.col) == (8, 2, 1)
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f32_4x4x4f16", "--matrix-entry", "D", "v2", "33"], capsys)
    assert code == 0 and out.splitlines()[-1] == "v2{33} = D[2][1].B8"


# -- README "Example of Printing the Registers and Lanes for an Entire Matrix": the D layout of
#    V_MFMA_F64_4X4X4F64 on CDNA2, all four blocks, verbatim
F64_4X4X4_D = """\
Architecture: CDNA2
Instruction: V_MFMA_F64_4X4X4F64
""" + "".join(
    f"""Block {b}
+-----------+------------+------------+------------+------------+
|   D[M][N] | 0          | 1          | 2          | 3          |
+===========+============+============+============+============+
"""
    + "".join(
        f"|         {i} | "
        + " | ".join(f"{f'v[1:0]{{{4 * b + 16 * i + j}}}':<10}" for j in range(4))
        + " |\n+-----------+------------+------------+------------+------------+\n"
        for i in range(4)
    )
    for b in range(4)
)


def test_register_layout_d_f64_4x4x4(capsys):
    # the first rows of the README's table, literally, then the whole table built from its rule
    assert F64_4X4X4_D.splitlines()[3:8] == [
        "+-----------+------------+------------+------------+------------+",
        "|   D[M][N] | 0          | 1          | 2          | 3          |",
        "+===========+============+============+============+============+",
        "|         0 | v[1:0]{0}  | v[1:0]{1}  | v[1:0]{2}  | v[1:0]{3}  |",
        "+-----------+------------+------------+------------+------------+",
    ]
    assert "|         3 | v[1:0]{60} | v[1:0]{61} | v[1:0]{62} | v[1:0]{63} |" in F64_4X4X4_D  # Block 3
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f64_4x4x4f64", "--register-layout", "D"], capsys)
    assert code == 0 and out == F64_4X4X4_D


# -- README "Example of Printing the Matrix Elements for all Registers and Lanes": --matrix-layout
#    of D of V_MFMA_F64_4X4X4F64: one column v[1:0]; lane 0 D[0][0].B0 ... lane 4 D[0][0].B1 ...
#    lane 16 D[1][0].B0 ... lane 63 D[3][3].B3
def test_matrix_layout_d_f64_4x4x4(capsys):
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f64_4x4x4f64", "--matrix-layout", "D"], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[2:5] == ["+--------+------------+", "|   lane | v[1:0]     |", "+========+============+"]
    assert lines[5] == "|      0 | D[0][0].B0 |" and lines[-2] == "|     63 | D[3][3].B3 |"
    rows = grid(out)[""][1:]
    assert rows == [[str(lane), f"D[{lane // 16}][{lane % 4}].B{lane // 4 % 4}"] for lane in range(64)]


# -- README "Example of Using the CBSZ and ABID Modifiers": A of V_MFMA_F32_16X16X2BF16 on CDNA2,
#    without modifiers (block b, row i: v0{16b+i}.[15:0] | v0{16b+i}.[31:16]) and with --cbsz 2
#    --abid 2 ("Blocks 0, 1, 2, 3", lanes 32-47, verbatim below)
BF16_16X16X2_A_CBSZ2_ABID2 = (
    "Architecture: CDNA2\nInstruction: V_MFMA_F32_16X16X2BF16\nBlocks 0, 1, 2, 3\n"
    "+-----------+---------------+----------------+\n"
    "|   A[M][K] | 0             | 1              |\n"
    "+===========+===============+================+\n"
    + "".join(
        f"| {i:>9} | {f'v0{{{32 + i}}}.[15:0]':<13} | {f'v0{{{32 + i}}}.[31:16]':<14} |\n"
        "+-----------+---------------+----------------+\n"
        for i in range(16)
    )
)


def test_register_layout_a_cbsz_abid(capsys):
    assert "|         0 | v0{32}.[15:0] | v0{32}.[31:16] |\n" in BF16_16X16X2_A_CBSZ2_ABID2
    assert "|        15 | v0{47}.[15:0] | v0{47}.[31:16] |\n" in BF16_16X16X2_A_CBSZ2_ABID2
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f32_16x16x2bf16", "--register-layout", "A"], capsys)
    tables = grid(out)
    assert code == 0 and list(tables) == [f"Block {b}" for b in range(4)]
    for b in range(4):
        assert tables[f"Block {b}"][0] == ["A[M][K]", "0", "1"]
        assert tables[f"Block {b}"][1:] == [
            [str(i), f"v0{{{16 * b + i}}}.[15:0]", f"v0{{{16 * b + i}}}.[31:16]"] for i in range(16)
        ]
    args = ["--arch", "cdna2", "v_mfma_f32_16x16x2bf16", "--register-layout", "A", "--cbsz", "2", "--abid", "2"]
    code, out, _ = cli(args, capsys)
    assert code == 0 and out == BF16_16X16X2_A_CBSZ2_ABID2


# -- README "Example of Using the BLGP Modifier": B of V_MFMA_F32_16X16X2BF16, block b column j
#    in lane 16b + j (row k=0 bits [15:0], k=1 [31:16]); with --blgp 2 blocks 0 and 2 read lanes
#    32-47 and blocks 1 and 3 lanes 48-63
@pytest.mark.parametrize("blgp, base", [(0, [0, 16, 32, 48]), (2, [32, 48, 32, 48])])
def test_register_layout_b_blgp(capsys, blgp, base):
    args = ["--arch", "cdna2", "v_mfma_f32_16x16x2bf16", "--register-layout", "B", "--blgp", str(blgp)]
    code, out, _ = cli(args, capsys)
    tables = grid(out)
    assert code == 0 and list(tables) == [f"Block {b}" for b in range(4)]
    for b in range(4):
        assert tables[f"Block {b}"] == [
            ["B[K][N]"] + [str(j) for j in range(16)],
            ["0"] + [f"v0{{{base[b] + j}}}.[15:0]" for j in range(16)],
            ["1"] + [f"v0{{{base[b] + j}}}.[31:16]" for j in range(16)],
        ]


# -- README "Example of Using the BLGP Modifier to Negate Input Matrices on CDNA 3": BLGP 6 on
#    V_MFMA_F64_16X16X4_F64 negates B and C (bit 0 A, bit 1 B, bit 2 C); gfx950 (cdna4) has the
#    same rule (the spec's mfma_neg flag; llvm-mc spells it neg:[a,b,c]). Lane l: -B[l/16][l%16]
def test_f64_negation_by_blgp_on_cdna4(capsys):
    core, name = cdna4.mfma, "v_mfma_f64_16x16x4_f64"
    assert [core.negated(name, m, 6) for m in "ABCD"] == [False, True, True, False]
    assert [core.negated(name, m, 1) for m in "ABC"] == [True, False, False]
    assert not cdna2.mfma.negated("v_mfma_f64_16x16x4f64", "B", 6)  # CDNA2: BLGP disallowed
    assert not core.negated("v_mfma_f32_32x32x2_f32", "B", 6)  # a lane pattern there, not a sign
    code, out, _ = cli(["--arch", "cdna4", name, "--matrix-layout", "B", "--blgp", "6"], capsys)
    lines = out.splitlines()
    assert code == 0 and lines[2:6] == [
        "+--------+-----------+",
        "|   lane | v[1:0]    |",
        "+========+===========+",
        "|      0 | -B[0][0]  |",
    ]
    assert "|     63 | -B[3][15] |" in lines
    assert grid(out)[""][1:] == [[str(lane), f"-B[{lane // 16}][{lane % 16}]"] for lane in range(64)]
    code, same, _ = cli(["--arch", "cdna4", name, "--matrix-layout", "B", "--neg", "6"], capsys)
    assert same == out
    code, out, _ = cli(["--arch", "cdna4", name, "--matrix-layout", "A", "--neg", "6"], capsys)
    assert "|      0 | A[0][0]  |" in out.splitlines()  # A is not negated by 6
    # SMFMACs take no BLGP (llvm-mc: cbsz and abid only)
    code, _, err = cli(["--arch", "cdna4", "v_smfmac_f32_16x16x32_f16", "--matrix-layout", "B", "--blgp", "1"], capsys)
    assert code == 1 and "BLGP is not supported" in err


# README (same section): "In the accelerators using the CDNA 2 architecture, the BLGP field is
# disallowed" for the FP64 MFMAs. The spec gives gfx90a's f64 MFMAs the blgp modifier (llvm-mc
# -mcpu=gfx90a encodes `blgp:1` there), so the layout API applies the lane pattern.
def test_cdna2_f64_blgp_disallowed():
    assert not cdna2.mfma.shape("v_mfma_f64_16x16x4f64").takes_blgp


# -- README "Example of Querying the List of Instructions in a Chip": CDNA2, in the README's order
CDNA2_LIST = """\
v_mfma_f32_32x32x1f32 v_mfma_f32_16x16x1f32 v_mfma_f32_4x4x1f32 v_mfma_f32_32x32x2f32
v_mfma_f32_16x16x4f32 v_mfma_f32_32x32x4f16 v_mfma_f32_16x16x4f16 v_mfma_f32_4x4x4f16
v_mfma_f32_32x32x8f16 v_mfma_f32_16x16x16f16 v_mfma_i32_32x32x4i8 v_mfma_i32_16x16x4i8
v_mfma_i32_4x4x4i8 v_mfma_i32_32x32x8i8 v_mfma_i32_16x16x16i8 v_mfma_f32_32x32x4bf16_1k
v_mfma_f32_16x16x4bf16_1k v_mfma_f32_4x4x4bf16_1k v_mfma_f32_32x32x8bf16_1k
v_mfma_f32_16x16x16bf16_1k v_mfma_f32_32x32x2bf16 v_mfma_f32_16x16x2bf16 v_mfma_f32_4x4x2bf16
v_mfma_f32_32x32x4bf16 v_mfma_f32_16x16x8bf16 v_mfma_f64_16x16x4f64 v_mfma_f64_4x4x4f64""".split()


def test_list(capsys):
    code, out, _ = cli(["--arch", "cdna2", "--list"], capsys)
    lines = out.splitlines()
    assert code == 0 and lines[0] == "Available instructions in the CDNA2 architecture:"
    assert [x.strip() for x in lines[1:]] == CDNA2_LIST
    code, out, _ = cli(["--arch", "cdna4", "--list", "--json"], capsys)
    names = json.loads(out)
    assert "v_mfma_f32_32x32x1_2b_f32" in names and "v_smfmac_f32_16x16x32_f16" in names
    assert sorted(names) == cdna4.mfma.names()


# -- guide 7.1.3.1 V_MFMA_F32_32X32X1_2B_F32: lane l of A's register holds A[l/32, l%32, 0], of B's
#    B[l/32, 0, l%32]; "D[b, i, j] is located in lane l = j + 32 * ((i/4) % 2) of output register
#    r = 16b + 4(i / 8) + (i % 4)"; its table: register 0 lane 32 holds D[0,4,0], register 15 lane
#    0 D[0,27,0], register 16 lane 0 D[1,0,0], register 31 lane 63 D[1,31,31]
def test_guide_32x32x1_2b_f32():
    core, name = cdna4.mfma, "V_MFMA_F32_32X32X1_2B_F32"
    assert core.shape(name).registers("D") == 32
    for lane in range(64):
        (a,) = core.matrix_entry(name, "A", 0, lane)
        assert (a.block, a.row, a.col) == (lane // 32, lane % 32, 0)
        (b,) = core.matrix_entry(name, "B", 0, lane)
        assert (b.block, b.row, b.col) == (lane // 32, 0, lane % 32)
    for b in range(2):
        for i in range(32):
            for j in range(32):
                e = core.get_register(name, "D", i, j, block=b)
                assert (e.register, e.lane) == (16 * b + 4 * (i // 8) + i % 4, j + 32 * ((i // 4) % 2))
    at = {(r, lane): core.matrix_entry(name, "D", r, lane)[0][:3] for r, lane in ((0, 32), (15, 0), (16, 0), (31, 63))}
    assert at == {(0, 32): (0, 4, 0), (15, 0): (0, 27, 0), (16, 0): (1, 0, 0), (31, 63): (1, 31, 31)}
    # guide 7.1.4: K_L = 1, H = 4, B_I = 1, M_I = 2, G = 4
    s = core.shape(name)
    assert (s.k_per_lane("A"), s.group_height, s.blocks_per_item, s.rows_per_item, s.row_groups) == (1, 4, 1, 2, 4)
    # the same instruction under its cdna2 name
    assert cdna2.mfma.get_register("v_mfma_f32_32x32x1f32", "D", 5, 3, block=1)[3:5] == (17, 35)


# -- guide 7.1.3.2 V_MFMA_F32_32X32X2_F32: A register 0 holds A[0,l%32,l/32] ("lanes 32-63 contain
#    the second column of A (row of B)"), B B[0,l/32,l%32]; D as above with 16 registers
def test_guide_32x32x2_f32():
    core, name = cdna4.mfma, "v_mfma_f32_32x32x2_f32"
    s = core.shape(name)
    assert (s.registers("A"), s.registers("B"), s.registers("D"), s.k_per_lane("A")) == (1, 1, 16, 1)
    for lane in range(64):
        assert core.matrix_entry(name, "A", 0, lane)[0][:3] == (0, lane % 32, lane // 32)
        assert core.matrix_entry(name, "B", 0, lane)[0][:3] == (0, lane // 32, lane % 32)
    for i in range(32):
        for j in range(32):
            assert core.get_register(name, "D", i, j)[3:5] == (4 * (i // 8) + i % 4, j + 32 * ((i // 4) % 2))


# -- guide 7.1.3.3 V_MFMA_F32_4X4X4_16B_F16: "Register 0[15:0] A[0,0,0] A[0,1,0] ... A[1,0,0]",
#    0[31:16] k=1, 1[15:0] k=2, 1[31:16] k=3 (lane l: block l/4, row l%4); B the same with
#    B[b, k, l%4]; D register r lane l: D[l/4, r, l%4]. 7.1.4: K_L = 4, "the third value in each
#    row (k = 2) is in bits 15:0 of the second input register for both A and B across all lanes";
#    H = 4, B_I = 16, M_I = 1, G = 1
def test_guide_4x4x4_16b_f16():
    core, name = cdna4.mfma, "v_mfma_f32_4x4x4_16b_f16"
    s = core.shape(name)
    assert (s.registers("A"), s.registers("B"), s.registers("D")) == (2, 2, 4)
    assert (s.k_per_lane("A"), s.group_height, s.blocks_per_item, s.rows_per_item, s.row_groups) == (4, 4, 16, 1, 1)
    for lane in range(64):
        for reg in range(2):
            lo, hi = core.matrix_entry(name, "A", reg, lane)
            assert (lo.block, lo.row, lo.col, lo.bit_lo, lo.bit_hi) == (lane // 4, lane % 4, 2 * reg, 0, 15)
            assert (hi.block, hi.row, hi.col, hi.bit_lo, hi.bit_hi) == (lane // 4, lane % 4, 2 * reg + 1, 16, 31)
            lo, hi = core.matrix_entry(name, "B", reg, lane)
            assert (lo.block, lo.row, lo.col) == (lane // 4, 2 * reg, lane % 4)
            assert (hi.block, hi.row, hi.col) == (lane // 4, 2 * reg + 1, lane % 4)
        for reg in range(4):
            (d,) = core.matrix_entry(name, "D", reg, lane)
            assert (d.block, d.row, d.col, d.bit_lo, d.bit_hi) == (lane // 4, reg, lane % 4, 0, 31)
    for m in "AB":
        assert {e[3:7] for e in core.layout(name, m) if e.col == 2 and m == "A" or e.row == 2 and m == "B"} == {
            (1, lane, 0, 15) for lane in range(64)
        }


# -- guide 7.1.3.4 V_MFMA_F64_16X16X4_F64: "Reg. 0 A[0,0,0][31:0] A[0,1,0][31:0] ... A[0,0,1] ...
#    Reg. 1 A[0,0,0][63:32]": A[0,l%16,l/16] in the pair v[1:0]; B[0,l/16,l%16]; D: "Reg. 0
#    D[0,0,0][31:0] ... D[0,1,0] (lane 16) ... D[0,3,15] (lane 63); Reg. 2 D[0,4,0] ... Reg. 7
#    D[0,12,0][63:32] ... D[0,15,15][63:32]": the pair v[2p+1:2p] lane l holds D[0, 4p + l/16, l%16]
def test_guide_f64_16x16x4(capsys):
    core, name = cdna4.mfma, "v_mfma_f64_16x16x4_f64"
    s = core.shape(name)
    assert (s.registers("A"), s.registers("B"), s.registers("D")) == (2, 2, 8)
    assert (s.group_height, s.blocks_per_item, s.rows_per_item, s.row_groups) == (1, 1, 4, 4)
    for lane in range(64):
        assert core.matrix_entry(name, "A", 0, lane)[0][1:] == (lane % 16, lane // 16, 0, lane, 0, 63)
        assert core.matrix_entry(name, "B", 0, lane)[0][1:] == (lane // 16, lane % 16, 0, lane, 0, 63)
        for p in range(4):
            assert core.matrix_entry(name, "D", 2 * p, lane)[0][1:] == (4 * p + lane // 16, lane % 16, 2 * p, lane, 0, 63)
    # the odd register of a pair names the pair, printed v[r+1:r]
    code, out, _ = cli(["--arch", "cdna4", name, "--matrix-entry", "D", "v7", "63"], capsys)
    assert code == 0 and out.splitlines()[-1] == "v[7:6]{63} = D[15][15]"
    code, out, _ = cli(["--arch", "cdna4", name, "--get-register", "D", "12", "0"], capsys)
    assert out.splitlines()[-1] == "D[12][0] = v[7:6]{0}"
    # and on cdna2 the same instruction has the same layout
    assert cdna2.mfma.layout("v_mfma_f64_16x16x4f64", "D") == core.layout(name, "D")


# -- guide 7.5.1.3 (F16/BF16 Layout for Matrix B of the K=64 16x16 SMFMAC, "B[64][16]"): v0 holds
#    k=0-1 in lanes 0-15, k=8-9 in 16-31, k=16-17 in 32-47, k=24-25 in 48-63; v4 k=32-33, 40-41,
#    48-49, 56-57. The layout API follows the 7.1.4 rule instead (v0 lanes 16-31: k=16-17).
def test_guide_smfmac_16x16x64_f16_b():
    core, name = cdna4.mfma, "v_smfmac_f32_16x16x64_f16"
    want = {0: [0, 8, 16, 24], 4: [32, 40, 48, 56]}
    for reg, ks in want.items():
        got = [core.matrix_entry(name, "B", reg, 16 * g)[0].row for g in range(4)]
        assert got == ks


def test_smfmac_small_b_matches_guide_7_5_1_1():
    # guide 7.5.1.1 Table 34, 16x16x32 (16-bit): v0 lane groups of 16 hold k=0,1 / 8,9 / 16,17 /
    # 24,25; v3 k=6,7 / 14,15 / 22,23 / 30,31. 32x32x16: v0 k=0,1 (lanes 0-31) / 8,9 (32-63)
    core = cdna4.mfma
    for name, reg, ks in (
        ("v_smfmac_f32_16x16x32_f16", 0, [0, 8, 16, 24]),
        ("v_smfmac_f32_16x16x32_f16", 3, [6, 14, 22, 30]),
        ("v_smfmac_f32_32x32x16_f16", 0, [0, 0, 8, 8]),
    ):
        assert [[e.row for e in core.matrix_entry(name, "B", reg, 16 * g)] for g in range(4)] == [[k, k + 1] for k in ks]


# -- output formats
def test_formats_json_csv_markdown(capsys):
    base = ["--arch", "cdna2", "v_mfma_f32_16x16x2bf16"]
    code, out, _ = cli([*base, "--get-register", "A", "1", "1", "--block", "2", "--json"], capsys)
    e = json.loads(out)
    assert code == 0 and (e["register"], e["lane"], e["bit_lo"], e["register_text"]) == (0, 33, 16, "v0{33}.[31:16]")
    code, out, _ = cli([*base, "--register-layout", "A", "--json"], capsys)
    d = json.loads(out)
    assert [t["blocks"] for t in d["tables"]] == [[0], [1], [2], [3]] and len(d["entries"]) == 4 * 16 * 2
    code, out, _ = cli([*base, "--register-layout", "B", "--csv"], capsys)
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["blocks", "B[K][N]"] + [str(j) for j in range(16)]
    assert len(rows) == 1 + 4 * 2 and {len(r) for r in rows} == {18}
    assert rows[3][:3] == ["1", "0", "v0{16}.[15:0]"]
    code, out, _ = cli([*base, "--matrix-layout", "A", "--csv"], capsys)
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["lane", "v0.[15:0]", "v0.[31:16]"] and len(rows) == 65
    assert rows[1 + 17] == ["17", "A[1][0].B1", "A[1][1].B1"]
    code, out, _ = cli([*base, "--matrix-layout", "A", "--cbsz", "1", "--abid", "1", "--csv"], capsys)
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[1 + 16][1] == "A[0][0].B0,B1" and rows[1][1] == ""  # block 1 broadcast to 0 and 1
    code, out, _ = cli([*base, "--register-layout", "A", "--cbsz", "1", "--abid", "1", "--markdown"], capsys)
    assert "**Blocks 0, 1**" in out and "**Blocks 2, 3**" in out
    assert re.search(r"^\| 0 +\| v0\{16\}\.\[15:0\] +\| v0\{16\}\.\[31:16\] +\|$", out, re.M)


def test_python_m_entry_point():
    done = subprocess.run(
        [sys.executable, "-m", "cdna_isa", "mfma", "--arch", "cdna2", "v_mfma_f32_4x4x4f16", "--get-register", "A", "1", "2", "--block", "4"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == "A[1][2].B4 = v1{17}.[15:0]"


# -- bad input: a message and exit status 1, never a traceback
@pytest.mark.parametrize(
    "args, message",
    [
        (["v_mfma_f32_99x99x1f32", "--detail"], "not a matrix instruction"),
        (["v_mfma_f32_4x4x4f16", "--register-layout", "E"], "unknown matrix 'E'"),
        (["v_mfma_f32_4x4x4f16", "--get-register", "A", "4", "0"], "outside"),
        (["v_mfma_f32_4x4x4f16", "--get-register", "A", "0", "0", "--block", "16"], "block 16"),
        (["v_mfma_f32_4x4x4f16", "--get-register", "A", "x", "0"], "integers"),
        (["v_mfma_f32_4x4x4f16", "--matrix-entry", "A", "v2", "0"], "v0..v1"),
        (["v_mfma_f32_4x4x4f16", "--matrix-entry", "A", "v0", "64"], "lane 0..63"),
        (["v_mfma_f32_4x4x4f16", "--register-layout", "A", "--cbsz", "5"], "cbsz must be 0..4"),
        (["v_mfma_f32_4x4x4f16", "--register-layout", "A", "--cbsz", "1", "--abid", "2"], "abid must be 0..1"),
        (["v_mfma_f32_4x4x4f16", "--register-layout", "B", "--blgp", "8"], "0..7"),
        (["v_mfma_f32_4x4x4f16", "--register-layout", "A", "--opsel", "4"], "OPSEL is not supported"),
        (["v_mfma_f32_4x4x4f16", "--register-layout", "A", "--neg", "1"], "NEG is not supported"),
        (["--register-layout", "A"], "name an instruction"),
    ],
)
def test_errors(capsys, args, message):
    code, out, err = cli(["--arch", "cdna2", *args], capsys)
    assert code == 1 and out == ""
    assert err.startswith("cdna-isa: error: ") and message in err and "Traceback" not in err


def test_sparse_k_matrix_is_reported(capsys):
    code, out, _ = cli(["--arch", "cdna4", "v_smfmac_f32_16x16x32_f16", "--get-register", "K", "2", "31"], capsys)
    assert code == 0 and "K[2][31] = v0{50}.[7:4]" in out  # the calculator README's CDNA3 example
    code, out, _ = cli(["--arch", "cdna4", "v_smfmac_f32_16x16x32_f16", "--register-layout", "A"], capsys)
    assert code == 0 and grid(out)["Block 0"][0] == ["A[M][K]"] + [str(k) for k in range(16)]  # K/2 stored


# -- every README calculator run on CDNA2 or CDNA3 with a register or matrix layout, against the seed itself
def readme_runs():
    if not README.exists():
        return []
    text = README.read_text(errors="replace")
    runs = []
    for m in re.finditer(r"^\$? ?\./matrix_calculator\.py (--architecture (cdna2|cdna3) .*)\n((?:.+\n)+)", text, re.M):
        cmd, arch, output = m.group(1).split(), m.group(2), m.group(3)
        if "--register-layout" not in cmd and "--matrix-layout" not in cmd:
            continue
        args = ["--arch", arch, cmd[cmd.index("--instruction") + 1]]
        action = "--register-layout" if "--register-layout" in cmd else "--matrix-layout"
        args += [action, next(c[2] for c in cmd if re.fullmatch(r"--[A-D]-matrix", c))]
        for mod in ("--cbsz", "--abid", "--blgp"):
            if mod in cmd:
                args += [mod, cmd[cmd.index(mod) + 1]]
        runs.append(pytest.param(args, output, id=" ".join(args[1:])))
    return runs


@pytest.mark.parametrize("args, expected", readme_runs() or [pytest.param(None, None, marks=pytest.mark.skip("seed absent"))])
def test_readme_layouts_verbatim(capsys, args, expected):
    code, out, _ = cli(args, capsys)
    assert code == 0 and out == expected


# -- the generated docs page
@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_docs_matrix_page(arch):
    docs = ROOT / "generated" / "docs" / arch
    page = (docs / "matrix.md").read_text()
    assert "[matrix.md](matrix.md)" in (docs / "index.md").read_text()
    assert len(page.encode()) < 1_000_000
    core = cdna_isa.arch(arch).mfma
    for name in core.names():
        assert f"\n## {name}\n" in page and f"[{name}](#{name})" in page
    if arch == "cdna4":  # guide 7.1.3.1's D table: register 0 = D[0,0,*] in lanes 0-31, D[0,4,*] in 32-63
        assert "| v0 | D[0][0..31].B0 | D[4][0..31].B0 |" in page
        assert "| v31 | D[27][0..31].B1 | D[31][0..31].B1 |" in page
        assert "| v[7:6] | D[12][0..15] | D[13][0..15] | D[14][0..15] | D[15][0..15] |" in page


# -- either arch's spelling: gfx950 renamed the MFMAs (v_mfma_f32_32x32x1f32 -> ..._32x32x1_2b_f32)
def test_cli_takes_either_spelling(capsys):
    code, out, _ = cli(["--arch", "cdna4", "v_mfma_f32_32x32x1f32", "--get-register", "D", "5", "3", "--block", "1"], capsys)
    assert code == 0 and out.splitlines()[1:] == ["Instruction: V_MFMA_F32_32X32X1_2B_F32", "D[5][3].B1 = v17{35}"]
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f32_32x32x8_f16", "--get-register", "A", "0", "0"], capsys)
    assert code == 0 and out.splitlines()[1:] == ["Instruction: V_MFMA_F32_32X32X8F16", "A[0][0] = v0{0}.[15:0]"]


def test_api_takes_either_spelling():
    assert cdna4.mfma.shape("v_mfma_f32_32x32x8f16").name == "v_mfma_f32_32x32x8_f16"
    assert cdna2.mfma.shape("v_mfma_f32_32x32x8_f16").name == "v_mfma_f32_32x32x8f16"


def test_matrix_entry_without_a_matrix_answers_for_every_operand(capsys):
    """`--matrix-entry v1 17` (no matrix): what v1 lane 17 holds in A, B and D. For
    v_mfma_f32_4x4x4f16 the README's A answer (A[1][2].B4, A[1][3].B4), the matching B entries
    (B[k][j] of block 4: lane 16 + j, k in the register's halves) and D[1][1].B4 (register i)."""
    code, out, _ = cli(["--arch", "cdna2", "v_mfma_f32_4x4x4f16", "--matrix-entry", "v1", "17"], capsys)
    assert code == 0
    for line in ("v1{17}.[15:0] = A[1][2].B4", "v1{17}.[31:16] = B[3][1].B4", "v1{17} = D[1][1].B4"):
        assert line in out
    code, _, err = cli(["--arch", "cdna2", "v_mfma_f32_4x4x4f16", "--matrix-entry", "v9", "17"], capsys)
    assert code == 1 and "no operand" in err
