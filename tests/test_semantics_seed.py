"""SALU and VALU semantics against values derived by hand from the MI200 ISA guide.

Every expected value below is a literal worked out from the instruction descriptions of
"AMD Instinct MI200" Instruction Set Architecture, chapter 12 (12.1 SOP2, 12.2 SOPK,
12.3 SOP1, 12.4 SOPC, 12.5 SOPP, 12.7 VOP2), or, for floating-point arithmetic, computed
with numpy as an independent IEEE-754 oracle. Nothing here asks the code under test what
the answer is. Each test assembles a tiny program, runs it on one wave and reads registers
back, on both CDNA2 (gfx90a) and CDNA4 (gfx950); instructions absent on an architecture
are skipped there.
"""

from __future__ import annotations

import numpy as np
import pytest
from cdna_isa.runtime.wave import Program, WaveState

VCC, M0, EXEC = 106, 124, 126
M32, M64 = 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF
QNAN32, PINF32, NINF32 = 0x7FC00000, 0x7F800000, 0xFF800000
NAN = "nan"  # expected-value marker: any NaN encoding
OMOD_MODE = 0x100  # MODE.IEEE clear, denormals flushed, DX10_CLAMP: the MODE in which omod applies


# ---------------------------------------------------------------------------------------
# harness


def has(isa, name: str) -> bool:
    names = {f.mnemonic for f in isa.forms}
    return bool({name, f"{name}_e32", f"{name}_e64"} & names)


def need(isa, *names: str) -> None:
    for name in names:
        if not has(isa, name):
            pytest.skip(f"{name} is not an instruction of {isa.name}")


def lanes(values) -> np.ndarray:
    """A 64-lane VGPR image: `values` (ints) in lanes 0.., zero elsewhere."""
    out = np.zeros(64, np.uint32)
    out[: len(values)] = [int(x) & M32 for x in values]
    return out


def run(isa, src: str, *, s=None, s64=None, v=None, scc=None, exec_mask=None, mode=None) -> WaveState:
    """Assemble `src` + s_endpgm at base 0 and run it on one wave from the given state."""
    st = WaveState.create(waves=1)
    if mode is not None:
        st.hwreg[0, 1] = mode
    for code, val in (s or {}).items():
        st.sgpr[0, code] = val & M32
    for code, val in (s64 or {}).items():
        st.sgpr[0, code] = val & M32
        st.sgpr[0, code + 1] = (val >> 32) & M32
    for reg, vals in (v or {}).items():
        st.vgpr[0, reg] = lanes(vals)
    if scc is not None:
        st.scc[0] = bool(scc)
    if exec_mask is not None:
        st.sgpr[0, EXEC] = exec_mask & M32
        st.sgpr[0, EXEC + 1] = exec_mask >> 32
    Program(isa, isa.assemble(src + "\ns_endpgm")).run(st)
    return st


def sg(st: WaveState, code: int) -> int:
    return int(st.sgpr[0, code])


def sg64(st: WaveState, code: int) -> int:
    return int(st.sgpr[0, code]) | int(st.sgpr[0, code + 1]) << 32


def vg(st: WaveState, reg: int, n: int) -> list[int]:
    return [int(x) for x in st.vgpr[0, reg, :n]]


def f32(bits) -> np.ndarray:
    return np.asarray(bits, np.uint32).view(np.float32)


def f16(bits) -> np.ndarray:
    return np.asarray(bits, np.uint16).view(np.float16)


def check_float_lanes(got_bits, expected, oracle_bits, width: int) -> None:
    """`expected` holds hand-derived bit patterns (NAN = any NaN, None = numpy only);
    `oracle_bits` is numpy's answer. Both must match the emulator bit-exactly."""
    isnan = (lambda b: np.isnan(f32([b]))[0]) if width == 32 else (lambda b: np.isnan(f16([b]))[0])
    mask = M32 if width == 32 else 0xFFFF
    problems = []
    for lane, (g, e, o) in enumerate(zip(got_bits, expected, oracle_bits)):
        g, o = int(g) & mask, int(o) & mask
        if e == NAN:
            assert isnan(o), f"lane {lane}: hand derivation NaN but numpy says {o:#x}"
            if not isnan(g):
                problems.append(f"lane {lane}: expected NaN, got {g:#x}")
            continue
        if e is not None:
            assert e == o, f"lane {lane}: hand derivation {e:#x} disagrees with numpy {o:#x}"
        if isnan(o):
            if not isnan(g):
                problems.append(f"lane {lane}: expected NaN, got {g:#x}")
        elif g != o:
            problems.append(f"lane {lane}: expected {o:#x}, got {g:#x}")
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------------------------------
# 12.1 SOP2, 32-bit:  op s2, s0, s1


SOP2_32 = [
    # (op, S0, S1, SCC in, D, SCC out)
    # 12.1 S_ADD_U32: 0xffffffff + 1 wraps to 0, carry out -> SCC=1
    ("s_add_u32", 0xFFFFFFFF, 1, 0, 0, 1),
    # 12.1 S_ADD_U32: 0x7fffffff + 1 = 0x80000000 < 2^32 -> no carry
    ("s_add_u32", 0x7FFFFFFF, 1, 1, 0x80000000, 0),
    # 12.1 S_SUB_U32: 0 - 1 wraps to 0xffffffff, S1 > S0 -> borrow SCC=1
    ("s_sub_u32", 0, 1, 0, 0xFFFFFFFF, 1),
    # 12.1 S_SUB_U32: 5 - 3 = 2, no borrow
    ("s_sub_u32", 5, 3, 1, 2, 0),
    # 12.1 S_SUB_U32: 3 - 3 = 0, S1 > S0 false -> SCC=0
    ("s_sub_u32", 3, 3, 1, 0, 0),
    # 12.1 S_ADD_I32: 0x7fffffff + 1 -> 0x80000000; both signs 0, result sign 1 -> overflow SCC=1
    ("s_add_i32", 0x7FFFFFFF, 1, 0, 0x80000000, 1),
    # 12.1 S_ADD_I32: -1 + 1 = 0; operand signs differ -> no overflow
    ("s_add_i32", 0xFFFFFFFF, 1, 1, 0, 0),
    # 12.1 S_ADD_I32: 0x80000000 + 0x80000000 -> 0; signs 1,1, result sign 0 -> overflow
    ("s_add_i32", 0x80000000, 0x80000000, 0, 0, 1),
    # 12.1 S_SUB_I32: 0x80000000 - 1 -> 0x7fffffff; S0[31]=1 != S1[31]=0 and S0[31] != D[31] -> SCC=1
    ("s_sub_i32", 0x80000000, 1, 0, 0x7FFFFFFF, 1),
    # 12.1 S_SUB_I32: 0 - 1 = -1; S0[31] == S1[31] -> SCC=0 (no signed overflow)
    ("s_sub_i32", 0, 1, 1, 0xFFFFFFFF, 0),
    # 12.1 S_SUB_I32: 0x7fffffff - (-1) -> 0x80000000; signs differ, D sign != S0 sign -> SCC=1
    ("s_sub_i32", 0x7FFFFFFF, 0xFFFFFFFF, 0, 0x80000000, 1),
    # 12.1 S_ADDC_U32: 0xffffffff + 0 + SCC(1) = 2^32 -> 0, SCC=1
    ("s_addc_u32", 0xFFFFFFFF, 0, 1, 0, 1),
    # 12.1 S_ADDC_U32: 0xffffffff + 0 + SCC(0) = 0xffffffff, SCC=0
    ("s_addc_u32", 0xFFFFFFFF, 0, 0, 0xFFFFFFFF, 0),
    # 12.1 S_ADDC_U32: 1 + 2 + 1 = 4, SCC=0
    ("s_addc_u32", 1, 2, 1, 4, 0),
    # 12.1 S_ADDC_U32: 0xffffffff + 0xffffffff + 1 = 0x1_ffffffff -> D=0xffffffff, SCC=1
    ("s_addc_u32", 0xFFFFFFFF, 0xFFFFFFFF, 1, 0xFFFFFFFF, 1),
    # 12.1 S_SUBB_U32: 0 - 0 - 1 = 0xffffffff; S1 + SCC = 1 > 0 -> SCC=1
    ("s_subb_u32", 0, 0, 1, 0xFFFFFFFF, 1),
    # 12.1 S_SUBB_U32: 5 - 3 - 1 = 1; 3 + 1 > 5 false -> SCC=0
    ("s_subb_u32", 5, 3, 1, 1, 0),
    # 12.1 S_SUBB_U32: 3 - 3 - 1 = 0xffffffff; 3 + 1 > 3 -> SCC=1
    ("s_subb_u32", 3, 3, 1, 0xFFFFFFFF, 1),
    # 12.1 S_SUBB_U32: 5 - 0xffffffff - 1 = 5 - 2^32 = 5 (mod 2^32); S1 + SCC = 2^32 > 5 -> SCC=1
    ("s_subb_u32", 5, 0xFFFFFFFF, 1, 5, 1),
    # 12.1 S_MIN_I32: -1 < 1 signed -> D=0xffffffff, SCC=1
    ("s_min_i32", 0xFFFFFFFF, 1, 0, 0xFFFFFFFF, 1),
    # 12.1 S_MIN_U32: 0xffffffff < 1 unsigned is false -> D=1, SCC=0
    ("s_min_u32", 0xFFFFFFFF, 1, 1, 1, 0),
    # 12.1 S_MAX_I32: -1 > 1 false -> D=1, SCC=0
    ("s_max_i32", 0xFFFFFFFF, 1, 1, 1, 0),
    # 12.1 S_MAX_U32: 0xffffffff > 1 -> D=0xffffffff, SCC=1
    ("s_max_u32", 0xFFFFFFFF, 1, 0, 0xFFFFFFFF, 1),
    # 12.1 S_MIN_I32: 0x80000000 (-2^31) < 0x7fffffff -> S0, SCC=1
    ("s_min_i32", 0x80000000, 0x7FFFFFFF, 0, 0x80000000, 1),
    # 12.1 S_CSELECT_B32: SCC=1 selects S0; SCC itself is not written
    ("s_cselect_b32", 0x11111111, 0x22222222, 1, 0x11111111, 1),
    # 12.1 S_CSELECT_B32: SCC=0 selects S1
    ("s_cselect_b32", 0x11111111, 0x22222222, 0, 0x22222222, 0),
    # 12.1 S_AND_B32: 0xf0 & 0x0f = 0 -> SCC=0
    ("s_and_b32", 0xF0, 0x0F, 1, 0, 0),
    # 12.1 S_OR_B32: 0xf0 | 0x0f = 0xff -> SCC=1
    ("s_or_b32", 0xF0, 0x0F, 0, 0xFF, 1),
    # 12.1 S_XOR_B32: x ^ x = 0 -> SCC=0
    ("s_xor_b32", 0x12345678, 0x12345678, 1, 0, 0),
    # 12.1 S_ANDN2_B32: 0xff & ~0x0f = 0xf0
    ("s_andn2_b32", 0xFF, 0x0F, 0, 0xF0, 1),
    # 12.1 S_ORN2_B32: 0 | ~0xffffffff = 0 -> SCC=0
    ("s_orn2_b32", 0, 0xFFFFFFFF, 1, 0, 0),
    # 12.1 S_NAND_B32: ~(0xffffffff & 0xffffffff) = 0 -> SCC=0
    ("s_nand_b32", 0xFFFFFFFF, 0xFFFFFFFF, 1, 0, 0),
    # 12.1 S_NOR_B32: ~(0 | 0) = 0xffffffff
    ("s_nor_b32", 0, 0, 0, 0xFFFFFFFF, 1),
    # 12.1 S_XNOR_B32: ~(0xf0f0f0f0 ^ 0x0f0f0f0f) = ~0xffffffff = 0 -> SCC=0
    ("s_xnor_b32", 0xF0F0F0F0, 0x0F0F0F0F, 1, 0, 0),
    # 12.1 S_LSHL_B32: shift 33 masked to 33 & 31 = 1 -> 1 << 1 = 2
    ("s_lshl_b32", 1, 33, 0, 2, 1),
    # 12.1 S_LSHL_B32: 0x80000000 << 1 = 0 (bit shifted out) -> SCC=0
    ("s_lshl_b32", 0x80000000, 1, 1, 0, 0),
    # 12.1 S_LSHL_B32: shift 32 masked to 0 -> unchanged
    ("s_lshl_b32", 0x1234, 32, 0, 0x1234, 1),
    # 12.1 S_LSHR_B32: shift 63 -> 31: 0x80000000 >> 31 = 1
    ("s_lshr_b32", 0x80000000, 63, 0, 1, 1),
    # 12.1 S_LSHR_B32: logical: 0x80000000 >> 4 = 0x08000000 (zero fill)
    ("s_lshr_b32", 0x80000000, 4, 0, 0x08000000, 1),
    # 12.1 S_ASHR_I32: shift 36 -> 4, sign fill: 0x80000000 >> 4 = 0xf8000000
    ("s_ashr_i32", 0x80000000, 36, 0, 0xF8000000, 1),
    # 12.1 S_ASHR_I32: 0x7fffffff >> 31 = 0 -> SCC=0
    ("s_ashr_i32", 0x7FFFFFFF, 31, 1, 0, 0),
    # 12.1 S_BFM_B32: ((1 << 4) - 1) << 8 = 0xf00; SCC not written
    ("s_bfm_b32", 4, 8, 1, 0xF00, 1),
    # 12.1 S_BFM_B32: S0[4:0] of 36 = 4, S1[4:0] of 40 = 8 -> 0xf00
    ("s_bfm_b32", 36, 40, 0, 0xF00, 0),
    # 12.1 S_BFM_B32: width 0 -> (1 << 0) - 1 = 0
    ("s_bfm_b32", 0, 5, 0, 0, 0),
    # 12.1 S_MUL_I32: -3 * 5 = -15 = 0xfffffff1
    ("s_mul_i32", 0xFFFFFFFD, 5, 0, 0xFFFFFFF1, 0),
    # 12.1 S_MUL_I32: 0x10000 * 0x10000 = 2^32 -> low 32 bits 0
    ("s_mul_i32", 0x10000, 0x10000, 1, 0, 1),
    # 12.1 S_BFE_U32: S1 = width 8 << 16 | offset 4: (0x12345678 >> 4) & 0xff = 0x67
    ("s_bfe_u32", 0x12345678, 0x00080004, 0, 0x67, 1),
    # 12.1 S_BFE_U32: offset field S1[4:0] of 0x24 is 4 -> same 0x67
    ("s_bfe_u32", 0x12345678, 0x00080024, 0, 0x67, 1),
    # 12.1 S_BFE_U32: width 0 -> 0, SCC=0
    ("s_bfe_u32", 0x12345678, 0x00000004, 1, 0, 0),
    # 12.1 S_BFE_U32: (0x80000000 >> 31) & 1 = 1 (no sign extension)
    ("s_bfe_u32", 0x80000000, 0x0001001F, 0, 1, 1),
    # 12.1 S_BFE_I32: field (0xf0 >> 4) & 0xf = 0xf, sign-extended from 4 bits -> -1
    ("s_bfe_i32", 0x000000F0, 0x00040004, 0, 0xFFFFFFFF, 1),
    # 12.1 S_BFE_I32: field (0x70 >> 4) & 0xf = 7, top bit 0 -> 7
    ("s_bfe_i32", 0x00000070, 0x00040004, 0, 7, 1),
    # 12.1 S_BFE_I32: (0x80000000 >> 31) & 1 = 1, sign-extended from 1 bit -> -1
    ("s_bfe_i32", 0x80000000, 0x0001001F, 0, 0xFFFFFFFF, 1),
    # 12.1 S_MUL_HI_U32: 0xffffffff^2 = 0xfffffffe_00000001 -> 0xfffffffe
    ("s_mul_hi_u32", 0xFFFFFFFF, 0xFFFFFFFF, 0, 0xFFFFFFFE, 0),
    # 12.1 S_MUL_HI_U32: 0x80000000 * 2 = 0x1_00000000 -> 1
    ("s_mul_hi_u32", 0x80000000, 2, 1, 1, 1),
    # 12.1 S_MUL_HI_I32: (-1) * (-1) = 1 -> high word 0
    ("s_mul_hi_i32", 0xFFFFFFFF, 0xFFFFFFFF, 0, 0, 0),
    # 12.1 S_MUL_HI_I32: -2^31 * 2 = -2^32 = 0xffffffff_00000000 -> 0xffffffff
    ("s_mul_hi_i32", 0x80000000, 2, 0, 0xFFFFFFFF, 0),
    # 12.1 S_MUL_HI_I32: 0x7fffffff * 0x7fffffff = 0x3fffffff_00000001 -> 0x3fffffff
    ("s_mul_hi_i32", 0x7FFFFFFF, 0x7FFFFFFF, 0, 0x3FFFFFFF, 0),
    # 12.1 S_ABSDIFF_I32 seed examples; SCC = (D != 0)
    ("s_absdiff_i32", 0x00000002, 0x00000005, 0, 0x00000003, 1),
    ("s_absdiff_i32", 0xFFFFFFFF, 0x00000000, 0, 0x00000001, 1),
    ("s_absdiff_i32", 0x80000000, 0x00000000, 0, 0x80000000, 1),  # "result is negative!"
    ("s_absdiff_i32", 0x80000000, 0x00000001, 0, 0x7FFFFFFF, 1),
    ("s_absdiff_i32", 0x80000000, 0xFFFFFFFF, 0, 0x7FFFFFFF, 1),
    ("s_absdiff_i32", 0x80000000, 0xFFFFFFFE, 0, 0x7FFFFFFE, 1),
    # 12.1 S_ABSDIFF_I32: equal operands -> 0, SCC=0
    ("s_absdiff_i32", 7, 7, 1, 0, 0),
    # 12.1 S_LSHL1_ADD_U32: (0x80000000 << 1) + 1 = 0x1_00000001 -> D=1, carry SCC=1
    ("s_lshl1_add_u32", 0x80000000, 1, 0, 1, 1),
    # 12.1 S_LSHL2_ADD_U32: (3 << 2) + 1 = 13, SCC=0
    ("s_lshl2_add_u32", 3, 1, 1, 13, 0),
    # 12.1 S_PACK_LL_B32_B16: { S1[15:0], S0[15:0] }
    ("s_pack_ll_b32_b16", 0xAAAA1111, 0xBBBB2222, 0, 0x22221111, 0),
    # 12.1 S_PACK_LH_B32_B16: { S1[31:16], S0[15:0] }
    ("s_pack_lh_b32_b16", 0xAAAA1111, 0xBBBB2222, 0, 0xBBBB1111, 0),
    # 12.1 S_PACK_HH_B32_B16: { S1[31:16], S0[31:16] }
    ("s_pack_hh_b32_b16", 0xAAAA1111, 0xBBBB2222, 0, 0xBBBBAAAA, 0),
]


@pytest.mark.parametrize("op,a,b,scc_in,d,scc_out", SOP2_32, ids=[f"{r[0]}-{r[1]:#x}-{r[2]:#x}-scc{r[3]}" for r in SOP2_32])
def test_sop2_32(isa, op, a, b, scc_in, d, scc_out):
    need(isa, op)
    st = run(isa, f"{op} s2, s0, s1", s={0: a, 1: b}, scc=scc_in)
    assert (sg(st, 2), int(st.scc[0])) == (d, scc_out)
    assert (sg(st, 0), sg(st, 1)) == (a, b)  # sources untouched


SOP2_64 = [
    # (op, S0, S1, SCC in, D, SCC out) with 64-bit S0, S1 and D
    # 12.1 S_AND_B64: 0xf0f0f0f0_00000000 & 0x0f0f0f0f_ffffffff = 0 -> SCC=0
    ("s_and_b64", 0xF0F0F0F0_00000000, 0x0F0F0F0F_FFFFFFFF, 1, 0, 0),
    # 12.1 S_AND_B64: only a high-half bit survives -> D != 0 -> SCC=1 (SCC looks at all 64 bits)
    ("s_and_b64", 0xF0F0F0F0_00000000, 0x10000000_FFFFFFFF, 0, 0x10000000_00000000, 1),
    # 12.1 S_OR_B64: 0 | 0 = 0 -> SCC=0
    ("s_or_b64", 0, 0, 1, 0, 0),
    # 12.1 S_OR_B64: 0x1_00000000 | 1 = 0x1_00000001
    ("s_or_b64", 0x1_00000000, 1, 0, 0x1_00000001, 1),
    # 12.1 S_XOR_B64: x ^ x = 0 -> SCC=0
    ("s_xor_b64", 0x12345678_9ABCDEF0, 0x12345678_9ABCDEF0, 1, 0, 0),
    # 12.1 S_XOR_B64: differ only in bit 63 -> 0x80000000_00000000, SCC=1
    ("s_xor_b64", 0x92345678_9ABCDEF0, 0x12345678_9ABCDEF0, 0, 0x80000000_00000000, 1),
    # 12.1 S_ANDN2_B64: all-ones & ~all-ones = 0
    ("s_andn2_b64", M64, M64, 1, 0, 0),
    # 12.1 S_NOR_B64: ~(0 | 0) = all ones
    ("s_nor_b64", 0, 0, 0, M64, 1),
    # 12.1 S_CSELECT_B64: SCC=1 -> S0 (all 64 bits); SCC unchanged
    ("s_cselect_b64", 0x11111111_22222222, 0x33333333_44444444, 1, 0x11111111_22222222, 1),
    # 12.1 S_CSELECT_B64: SCC=0 -> S1
    ("s_cselect_b64", 0x11111111_22222222, 0x33333333_44444444, 0, 0x33333333_44444444, 0),
]


@pytest.mark.parametrize("op,a,b,scc_in,d,scc_out", SOP2_64, ids=[f"{r[0]}-{r[1]:#x}-{r[2]:#x}-scc{r[3]}" for r in SOP2_64])
def test_sop2_64(isa, op, a, b, scc_in, d, scc_out):
    need(isa, op)
    st = run(isa, f"{op} s[4:5], s[0:1], s[2:3]", s64={0: a, 2: b}, scc=scc_in)
    assert (sg64(st, 4), int(st.scc[0])) == (d, scc_out)


SHIFT_64 = [
    # (op, S0.u64, S1.u32, D.u64, SCC out): op s[4:5], s[0:1], s2
    # 12.1 S_LSHL_B64: shift 65 masked to 6 bits -> 1 -> 1 << 1 = 2
    ("s_lshl_b64", 1, 65, 2, 1),
    # 12.1 S_LSHL_B64: 1 << 63 = 0x80000000_00000000 (crosses into the high dword)
    ("s_lshl_b64", 1, 63, 0x80000000_00000000, 1),
    # 12.1 S_LSHL_B64: 0x80000001 << 32 = 0x80000001_00000000 (a 64-bit shift, not masked to 5 bits)
    ("s_lshl_b64", 0x80000001, 32, 0x80000001_00000000, 1),
    # 12.1 S_LSHL_B64: bit 63 shifted out -> 0, SCC=0
    ("s_lshl_b64", 0x80000000_00000000, 1, 0, 0),
    # 12.1 S_LSHR_B64: shift 127 -> 63: bit 63 lands in bit 0
    ("s_lshr_b64", 0x80000000_00000000, 127, 1, 1),
    # 12.1 S_LSHR_B64: 0xffffffff_00000000 >> 36 = 0x0fffffff (zero fill)
    ("s_lshr_b64", 0xFFFFFFFF_00000000, 36, 0x0FFFFFFF, 1),
    # 12.1 S_ASHR_I64: shift 68 -> 4, sign fill: 0x80000000_00000000 >> 4 = 0xf8000000_00000000
    ("s_ashr_i64", 0x80000000_00000000, 68, 0xF8000000_00000000, 1),
    # 12.1 S_ASHR_I64: -1 >> 63 = -1
    ("s_ashr_i64", M64, 63, M64, 1),
    # 12.1 S_ASHR_I64: 0x7fffffff_ffffffff >> 63 = 0 -> SCC=0
    ("s_ashr_i64", 0x7FFFFFFF_FFFFFFFF, 63, 0, 0),
]


@pytest.mark.parametrize("op,a,sh,d,scc_out", SHIFT_64, ids=[f"{r[0]}-{r[1]:#x}-{r[2]}" for r in SHIFT_64])
def test_shift_64(isa, op, a, sh, d, scc_out):
    st = run(isa, f"{op} s[4:5], s[0:1], s2", s64={0: a}, s={2: sh}, scc=1 - scc_out)
    assert (sg64(st, 4), int(st.scc[0])) == (d, scc_out)


BFE_64 = [
    # (op, S0.u64, S1.u32, D.u64, SCC out): op s[4:5], s[0:1], s2
    # 12.1 S_BFE_U64: offset 28, width 16: (0x12345678_9abcdef0 >> 28) = 0x1_23456789; & 0xffff = 0x6789
    ("s_bfe_u64", 0x12345678_9ABCDEF0, 0x0010001C, 0x6789, 1),
    # 12.1 S_BFE_U64: offset 32 (6-bit field), width 8 -> 0x78 from the high dword
    ("s_bfe_u64", 0x12345678_9ABCDEF0, 0x00080020, 0x78, 1),
    # 12.1 S_BFE_I64: offset 16, width 16: field 0x8000 sign-extended -> 0xffffffff_ffff8000
    ("s_bfe_i64", 0x00000000_80000000, 0x00100010, 0xFFFFFFFF_FFFF8000, 1),
    # 12.1 S_BFE_I64: width 0 -> 0, SCC=0
    ("s_bfe_i64", M64, 0x00000000, 0, 0),
]


@pytest.mark.parametrize("op,a,ctl,d,scc_out", BFE_64, ids=[f"{r[0]}-{r[1]:#x}-{r[2]:#x}" for r in BFE_64])
def test_bfe_64(isa, op, a, ctl, d, scc_out):
    st = run(isa, f"{op} s[4:5], s[0:1], s2", s64={0: a}, s={2: ctl}, scc=1 - scc_out)
    assert (sg64(st, 4), int(st.scc[0])) == (d, scc_out)


def test_bfm_b64(isa):
    # 12.1 S_BFM_B64: ((1 << 8) - 1) << 60 = 0xff << 60, truncated to 64 bits -> 0xf0000000_00000000
    st = run(isa, "s_bfm_b64 s[4:5], s0, s1", s={0: 8, 1: 60})
    assert sg64(st, 4) == 0xF0000000_00000000
    # 12.1 S_BFM_B64: S0[5:0] of 72 = 8, S1[5:0] of 96 = 32 -> 0xff << 32
    st = run(isa, "s_bfm_b64 s[4:5], s0, s1", s={0: 72, 1: 96})
    assert sg64(st, 4) == 0x000000FF_00000000


@pytest.mark.parametrize(
    "a,b,sum_,scc_out",
    [
        # 12.1 S_ADD_U32 + S_ADDC_U32: low 0xffffffff + 1 = 0 carry 1; high 1 + 2 + 1 = 4
        (0x00000001_FFFFFFFF, 0x00000002_00000001, 0x00000004_00000000, 0),
        # all ones + 1: low carries, high 0xffffffff + 0 + 1 carries out -> 0, final SCC=1
        (M64, 1, 0, 1),
        # no carry between halves: 0x1_00000001 + 0x2_00000002 = 0x3_00000003
        (0x1_00000001, 0x2_00000002, 0x3_00000003, 0),
    ],
)
def test_add_u64_via_addc_chain(isa, a, b, sum_, scc_out):
    src = "s_add_u32 s4, s0, s2\ns_addc_u32 s5, s1, s3"
    st = run(isa, src, s64={0: a, 2: b}, scc=1)  # stale SCC=1 must be overwritten by s_add_u32
    assert (sg64(st, 4), int(st.scc[0])) == (sum_, scc_out)


@pytest.mark.parametrize(
    "a,b,diff,scc_out",
    [
        # 12.1 S_SUB_U32 + S_SUBB_U32: low 0 - 1 = 0xffffffff borrow 1; high 1 - 0 - 1 = 0
        (0x1_00000000, 1, 0x0_FFFFFFFF, 0),
        # 0 - 1 = all ones; the high half borrows out too -> SCC=1
        (0, 1, M64, 1),
        # 0x5_00000003 - 0x2_00000001 = 0x3_00000002
        (0x5_00000003, 0x2_00000001, 0x3_00000002, 0),
    ],
)
def test_sub_u64_via_subb_chain(isa, a, b, diff, scc_out):
    src = "s_sub_u32 s4, s0, s2\ns_subb_u32 s5, s1, s3"
    st = run(isa, src, s64={0: a, 2: b}, scc=1)
    assert (sg64(st, 4), int(st.scc[0])) == (diff, scc_out)


# ---------------------------------------------------------------------------------------
# 12.2 SOPK


SOPK_CMP = [
    # (op, S0, simm16, SCC)
    # 12.2 S_CMPK_EQ_I32: signext(0x8000) = 0xffff8000 == S0 -> 1
    ("s_cmpk_eq_i32", 0xFFFF8000, 0x8000, 1),
    # 12.2 S_CMPK_EQ_U32: SIMM16 zero-extended: 0x00008000 != 0xffff8000 -> 0
    ("s_cmpk_eq_u32", 0xFFFF8000, 0x8000, 0),
    # 12.2 S_CMPK_EQ_U32: 0x00008000 == 0x00008000 -> 1
    ("s_cmpk_eq_u32", 0x00008000, 0x8000, 1),
    # 12.2 S_CMPK_EQ_I32: 0x00008000 != signext -> 0
    ("s_cmpk_eq_i32", 0x00008000, 0x8000, 0),
    # 12.2 S_CMPK_GT_I32: 0 > signext(0xffff) = -1 -> 1
    ("s_cmpk_gt_i32", 0, 0xFFFF, 1),
    # 12.2 S_CMPK_GT_U32: 0 > 0xffff -> 0
    ("s_cmpk_gt_u32", 0, 0xFFFF, 0),
    # 12.2 S_CMPK_LT_I32: -2 < -1 -> 1
    ("s_cmpk_lt_i32", 0xFFFFFFFE, 0xFFFF, 1),
    # 12.2 S_CMPK_LT_U32: 0xfffffffe < 0x0000ffff -> 0
    ("s_cmpk_lt_u32", 0xFFFFFFFE, 0xFFFF, 0),
    # 12.2 S_CMPK_GE_U32: 0x10000 >= 0xffff -> 1
    ("s_cmpk_ge_u32", 0x10000, 0xFFFF, 1),
    # 12.2 S_CMPK_GE_I32: 0x10000 >= -1 -> 1
    ("s_cmpk_ge_i32", 0x10000, 0xFFFF, 1),
    # 12.2 S_CMPK_LE_I32: 0x7fff <= 0x7fff -> 1
    ("s_cmpk_le_i32", 0x7FFF, 0x7FFF, 1),
    # 12.2 S_CMPK_LE_U32: 0x8000 <= 0x7fff -> 0
    ("s_cmpk_le_u32", 0x8000, 0x7FFF, 0),
    # 12.2 S_CMPK_LG_I32: -1 != signext(0xffff) = -1 false -> 0
    ("s_cmpk_lg_i32", 0xFFFFFFFF, 0xFFFF, 0),
    # 12.2 S_CMPK_LG_U32: 0xffffffff != 0x0000ffff -> 1
    ("s_cmpk_lg_u32", 0xFFFFFFFF, 0xFFFF, 1),
]


@pytest.mark.parametrize("op,a,k,scc_out", SOPK_CMP, ids=[f"{r[0]}-{r[1]:#x}-{r[2]:#x}" for r in SOPK_CMP])
def test_sopk_compare(isa, op, a, k, scc_out):
    st = run(isa, f"{op} s0, {k:#x}", s={0: a}, scc=1 - scc_out)
    assert int(st.scc[0]) == scc_out
    assert sg(st, 0) == a


@pytest.mark.parametrize(
    "k,d",
    [
        (0x8000, 0xFFFF8000),  # 12.2 S_MOVK_I32: signext(0x8000) -> 0xffff8000
        (0x7FFF, 0x00007FFF),  # 12.2 S_MOVK_I32: bit 15 clear -> zero upper half
        (0xFFFF, 0xFFFFFFFF),  # 12.2 S_MOVK_I32: signext(0xffff) = -1
    ],
)
def test_movk_sign_extends(isa, k, d):
    st = run(isa, f"s_movk_i32 s0, {k:#x}", s={0: 0x12345678})
    assert sg(st, 0) == d


@pytest.mark.parametrize("scc,d", [(1, 0xFFFF8000), (0, 0x12345678)])
def test_cmovk(isa, scc, d):
    # 12.2 S_CMOVK_I32: D = signext(SIMM16) only if SCC
    st = run(isa, "s_cmovk_i32 s0, 0x8000", s={0: 0x12345678}, scc=scc)
    assert sg(st, 0) == d


@pytest.mark.parametrize(
    "op,a,k,d,scc_out",
    [
        # 12.2 S_ADDK_I32: 0x80000000 + signext(0x8000) = 0x7fff8000; tmp[31]=1 == SIMM16[15]=1, D[31]=0 -> overflow
        ("s_addk_i32", 0x80000000, 0x8000, 0x7FFF8000, 1),
        # 12.2 S_ADDK_I32: 5 + (-1) = 4, no overflow
        ("s_addk_i32", 5, 0xFFFF, 4, 0),
        # 12.2 S_ADDK_I32: 0x7fffffff + 1 = 0x80000000; signs 0,0 -> result sign 1 -> overflow
        ("s_addk_i32", 0x7FFFFFFF, 1, 0x80000000, 1),
        # 12.2 S_MULK_I32: 3 * signext(0xfffe) = 3 * -2 = -6 = 0xfffffffa
        ("s_mulk_i32", 3, 0xFFFE, 0xFFFFFFFA, None),
    ],
)
def test_addk_mulk(isa, op, a, k, d, scc_out):
    st = run(isa, f"{op} s0, {k:#x}", s={0: a}, scc=0 if scc_out is None else 1 - scc_out)
    assert sg(st, 0) == d
    if scc_out is not None:
        assert int(st.scc[0]) == scc_out


# ---------------------------------------------------------------------------------------
# 12.3 SOP1


SOP1_32 = [
    # (op, S0, SCC in, D, SCC out); ops that do not describe an SCC write keep SCC
    # 12.3 S_MOV_B32
    ("s_mov_b32", 0xDEADBEEF, 1, 0xDEADBEEF, 1),
    # 12.3 S_NOT_B32: ~0xffffffff = 0 -> SCC=0
    ("s_not_b32", 0xFFFFFFFF, 1, 0, 0),
    # 12.3 S_NOT_B32: ~0 = 0xffffffff -> SCC=1
    ("s_not_b32", 0, 0, 0xFFFFFFFF, 1),
    # 12.3 S_BREV_B32: bit 0 -> bit 31
    ("s_brev_b32", 0x00000001, 0, 0x80000000, 0),
    # 12.3 S_BREV_B32: 0001 0010 0011 0100 0101 0110 0111 1000 reversed = 0001 1110 0110 1010 0010 1100 0100 1000
    ("s_brev_b32", 0x12345678, 1, 0x1E6A2C48, 1),
    # 12.3 S_BCNT0_I32_B32 seed examples
    ("s_bcnt0_i32_b32", 0x00000000, 0, 32, 1),
    ("s_bcnt0_i32_b32", 0xCCCCCCCC, 0, 16, 1),
    ("s_bcnt0_i32_b32", 0xFFFFFFFF, 1, 0, 0),
    # 12.3 S_BCNT1_I32_B32 seed examples; SCC = (D != 0)
    ("s_bcnt1_i32_b32", 0x00000000, 1, 0, 0),
    ("s_bcnt1_i32_b32", 0xCCCCCCCC, 0, 16, 1),
    ("s_bcnt1_i32_b32", 0xFFFFFFFF, 0, 32, 1),
    # 12.3 S_FF0_I32_B32 seed examples
    ("s_ff0_i32_b32", 0xAAAAAAAA, 0, 0, 0),
    ("s_ff0_i32_b32", 0x55555555, 0, 1, 0),
    ("s_ff0_i32_b32", 0x00000000, 1, 0, 1),
    ("s_ff0_i32_b32", 0xFFFFFFFF, 0, 0xFFFFFFFF, 0),
    ("s_ff0_i32_b32", 0xFFFEFFFF, 1, 16, 1),
    # 12.3 S_FF1_I32_B32 seed examples; -1 when there is no one
    ("s_ff1_i32_b32", 0xAAAAAAAA, 0, 1, 0),
    ("s_ff1_i32_b32", 0x55555555, 1, 0, 1),
    ("s_ff1_i32_b32", 0x00000000, 0, 0xFFFFFFFF, 0),
    ("s_ff1_i32_b32", 0xFFFFFFFF, 1, 0, 1),
    ("s_ff1_i32_b32", 0x00010000, 0, 16, 0),
    # 12.3 S_FLBIT_I32_B32 seed examples (leading zeros; -1 for 0)
    ("s_flbit_i32_b32", 0x00000000, 0, 0xFFFFFFFF, 0),
    ("s_flbit_i32_b32", 0x0000CCCC, 0, 16, 0),
    ("s_flbit_i32_b32", 0xFFFF3333, 1, 0, 1),
    ("s_flbit_i32_b32", 0x7FFFFFFF, 0, 1, 0),
    ("s_flbit_i32_b32", 0x80000000, 1, 0, 1),
    ("s_flbit_i32_b32", 0xFFFFFFFF, 0, 0, 0),
    # 12.3 S_FLBIT_I32 seed examples (bits equal to the sign bit; -1 for 0 and -1)
    ("s_flbit_i32", 0x00000000, 0, 0xFFFFFFFF, 0),
    ("s_flbit_i32", 0x0000CCCC, 0, 16, 0),
    ("s_flbit_i32", 0xFFFF3333, 1, 16, 1),
    ("s_flbit_i32", 0x7FFFFFFF, 0, 1, 0),
    ("s_flbit_i32", 0x80000000, 1, 1, 1),
    ("s_flbit_i32", 0xFFFFFFFF, 0, 0xFFFFFFFF, 0),
    # 12.3 S_SEXT_I32_I8: 0x80 -> 0xffffff80; upper bits of the source ignored
    ("s_sext_i32_i8", 0x00000080, 0, 0xFFFFFF80, 0),
    ("s_sext_i32_i8", 0x1234567F, 1, 0x0000007F, 1),
    # 12.3 S_SEXT_I32_I16: 0x00018000 -> signext(0x8000) = 0xffff8000
    ("s_sext_i32_i16", 0x00018000, 0, 0xFFFF8000, 0),
    # 12.3 S_ABS_I32 seed examples; SCC = (D != 0)
    ("s_abs_i32", 0x00000001, 0, 0x00000001, 1),
    ("s_abs_i32", 0x7FFFFFFF, 0, 0x7FFFFFFF, 1),
    ("s_abs_i32", 0x80000000, 0, 0x80000000, 1),
    ("s_abs_i32", 0x80000001, 0, 0x7FFFFFFF, 1),
    ("s_abs_i32", 0x80000002, 0, 0x7FFFFFFE, 1),
    ("s_abs_i32", 0xFFFFFFFF, 0, 0x00000001, 1),
    ("s_abs_i32", 0x00000000, 1, 0x00000000, 0),
]


@pytest.mark.parametrize("op,a,scc_in,d,scc_out", SOP1_32, ids=[f"{r[0]}-{r[1]:#x}" for r in SOP1_32])
def test_sop1_32(isa, op, a, scc_in, d, scc_out):
    need(isa, op)
    st = run(isa, f"{op} s2, s0", s={0: a}, scc=scc_in)
    assert (sg(st, 2), int(st.scc[0])) == (d, scc_out)


SOP1_FROM64 = [
    # (op, S0.u64, D.u32): op s2, s[0:1]
    # 12.3 S_BCNT1_I32_B64: all 64 bits set -> 64
    ("s_bcnt1_i32_b64", M64, 64),
    # 12.3 S_BCNT1_I32_B64: one bit in each dword -> 2
    ("s_bcnt1_i32_b64", 0x80000000_00000001, 2),
    # 12.3 S_BCNT0_I32_B64: 0 -> 64 zero bits
    ("s_bcnt0_i32_b64", 0, 64),
    # 12.3 S_FF1_I32_B64: first one at bit 32
    ("s_ff1_i32_b64", 0x1_00000000, 32),
    # 12.3 S_FF1_I32_B64: no ones -> -1
    ("s_ff1_i32_b64", 0, 0xFFFFFFFF),
    # 12.3 S_FF0_I32_B64: low dword all ones, first zero at bit 32
    ("s_ff0_i32_b64", 0x00000000_FFFFFFFF, 32),
    # 12.3 S_FLBIT_I32_B64: 1 -> 63 leading zeros
    ("s_flbit_i32_b64", 1, 63),
    # 12.3 S_FLBIT_I32_B64: 0 -> -1
    ("s_flbit_i32_b64", 0, 0xFFFFFFFF),
    # 12.3 S_FLBIT_I32_I64: -1 -> all bits equal -> -1
    ("s_flbit_i32_i64", M64, 0xFFFFFFFF),
    # 12.3 S_FLBIT_I32_I64: 0xcccc -> first bit differing from sign 0 is bit 15 -> i = 63 - 15 = 48
    ("s_flbit_i32_i64", 0x0000CCCC, 48),
    # 12.3 S_FLBIT_I32_I64: 0xffffffff_7fffffff -> bit 31 is the first 0 below the sign -> i = 32
    ("s_flbit_i32_i64", 0xFFFFFFFF_7FFFFFFF, 32),
]


@pytest.mark.parametrize("op,a,d", SOP1_FROM64, ids=[f"{r[0]}-{r[1]:#x}" for r in SOP1_FROM64])
def test_sop1_from64(isa, op, a, d):
    st = run(isa, f"{op} s2, s[0:1]", s64={0: a})
    assert sg(st, 2) == d


SOP1_64 = [
    # (op, S0.u64, D.u64): op s[2:3], s[0:1]
    # 12.3 S_BREV_B64: bit 0 -> bit 63
    ("s_brev_b64", 1, 0x80000000_00000000),
    # 12.3 S_BREV_B64: 0x00000000_12345678 -> brev32 = 0x1e6a2c48 moves to the high dword
    ("s_brev_b64", 0x12345678, 0x1E6A2C48_00000000),
    # 12.3 S_NOT_B64
    ("s_not_b64", 0x0000FFFF_0000FFFF, 0xFFFF0000_FFFF0000),
    # 12.3 S_MOV_B64
    ("s_mov_b64", 0x01234567_89ABCDEF, 0x01234567_89ABCDEF),
]


@pytest.mark.parametrize("op,a,d", SOP1_64, ids=[f"{r[0]}-{r[1]:#x}" for r in SOP1_64])
def test_sop1_64(isa, op, a, d):
    st = run(isa, f"{op} s[2:3], s[0:1]", s64={0: a})
    assert sg64(st, 2) == d


@pytest.mark.parametrize(
    "op,d0,s0,d",
    [
        # 12.3 S_BITSET0_B32: D[S0[4:0]] = 0; S0 = 35 -> bit 3
        ("s_bitset0_b32", 0xFFFFFFFF, 35, 0xFFFFFFF7),
        # 12.3 S_BITSET1_B32: D[31] = 1, other bits kept
        ("s_bitset1_b32", 0x00000001, 31, 0x80000001),
    ],
)
def test_bitset(isa, op, d0, s0, d):
    st = run(isa, f"{op} s2, s0", s={0: s0, 2: d0})
    assert sg(st, 2) == d


@pytest.mark.parametrize(
    "scc,d",
    [(1, 0xAAAAAAAA), (0, 0x55555555)],  # 12.3 S_CMOV_B32: D = S0 only if SCC
)
def test_cmov(isa, scc, d):
    st = run(isa, "s_cmov_b32 s2, s0", s={0: 0xAAAAAAAA, 2: 0x55555555}, scc=scc)
    assert sg(st, 2) == d


@pytest.mark.parametrize(
    "op,exec0,s0,new_exec,scc_out",
    [
        # 12.3 S_AND_SAVEEXEC_B64: D = old EXEC; EXEC = S0 & EXEC
        #   0x0000ffff_00ff00ff & 0xffff0000_0000ffff = 0x00000000_000000ff -> SCC=1
        ("s_and_saveexec_b64", 0xFFFF0000_0000FFFF, 0x0000FFFF_00FF00FF, 0x00000000_000000FF, 1),
        #   0x0000ffff_ffff0000 & 0xffff0000_0000ffff = 0 -> SCC=0
        ("s_and_saveexec_b64", 0xFFFF0000_0000FFFF, 0x0000FFFF_FFFF0000, 0, 0),
        #   only the high dword survives: 0x80000000_00000000 -> SCC=1
        ("s_and_saveexec_b64", M64, 0x80000000_00000000, 0x80000000_00000000, 1),
        # 12.3 S_OR_SAVEEXEC_B64: EXEC = S0 | EXEC
        ("s_or_saveexec_b64", 0x00000000_0000000F, 0x00000001_00000000, 0x00000001_0000000F, 1),
        # 12.3 S_XOR_SAVEEXEC_B64: EXEC = S0 ^ EXEC; equal -> 0, SCC=0
        ("s_xor_saveexec_b64", 0x0000000F_0000000F, 0x0000000F_0000000F, 0, 0),
        # 12.3 S_ANDN2_SAVEEXEC_B64: EXEC = S0 & ~EXEC = 0xff & ~0x0f = 0xf0
        ("s_andn2_saveexec_b64", 0x0F, 0xFF, 0xF0, 1),
    ],
)
def test_saveexec(isa, op, exec0, s0, new_exec, scc_out):
    st = run(isa, f"{op} s[2:3], s[0:1]", s64={0: s0}, exec_mask=exec0, scc=1 - scc_out)
    assert sg64(st, 2) == exec0  # old EXEC saved
    assert sg64(st, EXEC) == new_exec
    assert int(st.scc[0]) == scc_out


def test_movrels_b32(isa):
    # 12.3 S_MOVRELS_B32 seed example: m0 = 10; s_movrels_b32 s5, s7 performs s5 <- s17
    st = run(isa, "s_mov_b32 m0, 10\ns_movrels_b32 s5, s7", s={7: 0x77777777, 17: 0xDEADBEEF})
    assert sg(st, 5) == 0xDEADBEEF
    assert sg(st, M0) == 10


def test_movreld_b32(isa):
    # 12.3 S_MOVRELD_B32 seed example: m0 = 10; s_movreld_b32 s5, s7 performs s15 <- s7
    st = run(isa, "s_mov_b32 m0, 10\ns_movreld_b32 s5, s7", s={5: 0x55555555, 7: 0xCAFEF00D})
    assert sg(st, 15) == 0xCAFEF00D
    assert sg(st, 5) == 0x55555555  # the named destination itself is untouched


def test_movrels_movreld_b64(isa):
    # 12.3 S_MOVRELS_B64: addr = 4 + M0(2) = 6 -> s[4:5] <- s[6:7]... with src s[10:11]: 10 + 2 = 12
    st = run(isa, "s_mov_b32 m0, 2\ns_movrels_b64 s[4:5], s[10:11]", s64={12: 0x01234567_89ABCDEF})
    assert sg64(st, 4) == 0x01234567_89ABCDEF
    # 12.3 S_MOVRELD_B64: dst s[20:21] + M0(2) -> s[22:23] <- s[0:1]
    st = run(isa, "s_mov_b32 m0, 2\ns_movreld_b64 s[20:21], s[0:1]", s64={0: 0xFEDCBA98_76543210})
    assert sg64(st, 22) == 0xFEDCBA98_76543210
    assert sg64(st, 20) == 0


# ---------------------------------------------------------------------------------------
# 12.4 SOPC


SOPC = [
    # (op, S0, S1, SCC)
    # 12.4 S_CMP_GT_I32: -1 > 1 signed -> 0
    ("s_cmp_gt_i32", 0xFFFFFFFF, 1, 0),
    # 12.4 S_CMP_GT_U32: 0xffffffff > 1 unsigned -> 1
    ("s_cmp_gt_u32", 0xFFFFFFFF, 1, 1),
    # 12.4 S_CMP_LT_I32: -2^31 < 2^31-1 -> 1
    ("s_cmp_lt_i32", 0x80000000, 0x7FFFFFFF, 1),
    # 12.4 S_CMP_LT_U32: 0x80000000 < 0x7fffffff -> 0
    ("s_cmp_lt_u32", 0x80000000, 0x7FFFFFFF, 0),
    # 12.4 S_CMP_GE_I32 / LE equal operands -> 1
    ("s_cmp_ge_i32", 0x80000000, 0x80000000, 1),
    ("s_cmp_le_u32", 5, 5, 1),
    # 12.4 S_CMP_GE_U32: 0 >= 0xffffffff -> 0
    ("s_cmp_ge_u32", 0, 0xFFFFFFFF, 0),
    # 12.4 S_CMP_LE_I32: 0 <= -1 -> 0
    ("s_cmp_le_i32", 0, 0xFFFFFFFF, 0),
    # 12.4 S_CMP_EQ_*/LG_*: bit equality
    ("s_cmp_eq_u32", 0x12345678, 0x12345678, 1),
    ("s_cmp_eq_i32", 0x12345678, 0x12345679, 0),
    ("s_cmp_lg_u32", 0x12345678, 0x12345679, 1),
    ("s_cmp_lg_i32", 7, 7, 0),
    # 12.4 S_BITCMP0_B32: S0[4] of 0x10 is 1 -> 0
    ("s_bitcmp0_b32", 0x00000010, 4, 0),
    # 12.4 S_BITCMP1_B32: S0[4] of 0x10 is 1 -> 1
    ("s_bitcmp1_b32", 0x00000010, 4, 1),
    # 12.4 S_BITCMP1_B32: S1 = 36 -> S1[4:0] = 4 -> bit 4 -> 1
    ("s_bitcmp1_b32", 0x00000010, 36, 1),
    # 12.4 S_BITCMP1_B32: bit 5 of 0x10 is 0 -> 0
    ("s_bitcmp1_b32", 0x00000010, 5, 0),
]


@pytest.mark.parametrize("op,a,b,scc_out", SOPC, ids=[f"{r[0]}-{r[1]:#x}-{r[2]:#x}" for r in SOPC])
def test_sopc(isa, op, a, b, scc_out):
    st = run(isa, f"{op} s0, s1", s={0: a, 1: b}, scc=1 - scc_out)
    assert int(st.scc[0]) == scc_out


@pytest.mark.parametrize(
    "op,a,b,scc_out",
    [
        # 12.4 S_BITCMP1_B64: bit 63 of 0x80000000_00000000 -> 1
        ("s_bitcmp1_b64", 0x80000000_00000000, 63, 1),
        # 12.4 S_BITCMP1_B64: S1 = 127 -> S1[5:0] = 63 -> 1
        ("s_bitcmp1_b64", 0x80000000_00000000, 127, 1),
        # 12.4 S_BITCMP0_B64: bit 31 of 0x80000000_00000000 is 0 -> 1
        ("s_bitcmp0_b64", 0x80000000_00000000, 31, 1),
        # 12.4 S_BITCMP0_B64: bit 32 of 0x1_00000000 is 1 -> 0
        ("s_bitcmp0_b64", 0x1_00000000, 32, 0),
    ],
)
def test_bitcmp_64(isa, op, a, b, scc_out):
    st = run(isa, f"{op} s[0:1], s2", s64={0: a}, s={2: b}, scc=1 - scc_out)
    assert int(st.scc[0]) == scc_out


@pytest.mark.parametrize(
    "op,a,b,scc_out",
    [
        # 12.4 S_CMP_EQ_U64: differ only in the high dword -> 0
        ("s_cmp_eq_u64", 0x1_00000000, 0x2_00000000, 0),
        ("s_cmp_eq_u64", 0x12345678_9ABCDEF0, 0x12345678_9ABCDEF0, 1),
        # 12.4 S_CMP_LG_U64
        ("s_cmp_lg_u64", 0x1_00000000, 0x2_00000000, 1),
    ],
)
def test_cmp_u64(isa, op, a, b, scc_out):
    need(isa, op)
    st = run(isa, f"{op} s[0:1], s[2:3]", s64={0: a, 2: b}, scc=1 - scc_out)
    assert int(st.scc[0]) == scc_out


# ---------------------------------------------------------------------------------------
# program flow: 12.3 S_GETPC/S_SETPC/S_SWAPPC, 12.5 branches (program at base 0)


def test_getpc_is_address_of_next_instruction(isa):
    # 12.3 S_GETPC_B64: D = PC + 4; s_nop at 0, s_getpc at 4 -> 8
    st = run(isa, "s_nop 0\ns_getpc_b64 s[0:1]")
    assert sg64(st, 0) == 8
    # after an 8-byte instruction (s_mov_b32 with a 32-bit literal) s_getpc sits at 8 -> 12
    st = run(isa, "s_mov_b32 s4, 0x12345678\ns_getpc_b64 s[0:1]")
    assert sg64(st, 0) == 12
    assert sg(st, 4) == 0x12345678


@pytest.mark.parametrize(
    "op,scc,taken",
    [
        ("s_cbranch_scc0", 0, True),  # 12.5 S_CBRANCH_SCC0: SCC == 0 -> jump
        ("s_cbranch_scc0", 1, False),
        ("s_cbranch_scc1", 1, True),  # 12.5 S_CBRANCH_SCC1: SCC == 1 -> jump
        ("s_cbranch_scc1", 0, False),
    ],
)
def test_cbranch_scc(isa, op, scc, taken):
    # branch at 0, simm16 = 1 -> target = 0 + 4 + 1*4 = 8, skipping the s_mov at 4
    src = f"{op} 1\ns_mov_b32 s2, 1\ns_mov_b32 s3, 2"
    st = run(isa, src, scc=scc)
    assert sg(st, 2) == (0 if taken else 1)
    assert sg(st, 3) == 2


@pytest.mark.parametrize(
    "op,s64,taken",
    [
        ("s_cbranch_vccz", {VCC: 0}, True),  # 12.5: VCC == 0 -> jump
        ("s_cbranch_vccz", {VCC: 0x1_00000000}, False),  # a high-half bit makes VCC != 0
        ("s_cbranch_vccnz", {VCC: 0x1_00000000}, True),
        ("s_cbranch_vccnz", {VCC: 0}, False),
        ("s_cbranch_execz", {EXEC: 0}, True),  # 12.5: EXEC == 0 -> jump
        ("s_cbranch_execnz", {EXEC: 0}, False),
        ("s_cbranch_execnz", {EXEC: 0x80000000_00000000}, True),
    ],
)
def test_cbranch_vcc_exec(isa, op, s64, taken):
    st = run(isa, f"{op} 1\ns_mov_b32 s2, 1\ns_mov_b32 s3, 2", s64=s64)
    assert sg(st, 2) == (0 if taken else 1)
    assert sg(st, 3) == 2


def test_backward_branch_loop(isa):
    # 0: s_mov s0, 3; 4: s_add s1 += 1; 8: s_sub s0 -= 1; 12: s_cmp_lg s0, 0;
    # 16: s_cbranch_scc1 -4 -> target = 16 + 4 - 16 = 4. Body runs 3 times.
    src = "s_mov_b32 s0, 3\ns_add_u32 s1, s1, 1\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 -4"
    st = run(isa, src)
    assert (sg(st, 0), sg(st, 1)) == (0, 3)


def test_branch_with_label(isa):
    # 12.5 S_BRANCH: unconditional jump over the s_mov
    st = run(isa, "s_branch skip\ns_mov_b32 s2, 1\nskip:\ns_mov_b32 s3, 2")
    assert (sg(st, 2), sg(st, 3)) == (0, 2)


def test_setpc(isa):
    # 12.3 S_SETPC_B64: PC = S0.u64 = 16 -> skips the s_mov at 12
    src = "s_mov_b32 s0, 16\ns_mov_b32 s1, 0\ns_setpc_b64 s[0:1]\ns_mov_b32 s4, 1\ns_mov_b32 s5, 2"
    st = run(isa, src)
    assert (sg(st, 4), sg(st, 5)) == (0, 2)


def test_swappc(isa):
    # 12.3 S_SWAPPC_B64 at 8: D = 8 + 4 = 12; PC = 16
    src = "s_mov_b32 s0, 16\ns_mov_b32 s1, 0\ns_swappc_b64 s[2:3], s[0:1]\ns_mov_b32 s4, 1\ns_mov_b32 s5, 2"
    st = run(isa, src)
    assert sg64(st, 2) == 12
    assert (sg(st, 4), sg(st, 5)) == (0, 2)


def test_getpc_add_setpc(isa):
    # 0: s_getpc -> 4; 4: +16 -> 20; 8: addc; 12: s_setpc -> 20; 16: skipped; 20: s_mov s5
    src = "s_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 16\ns_addc_u32 s1, s1, 0\ns_setpc_b64 s[0:1]\ns_mov_b32 s4, 1\ns_mov_b32 s5, 2"
    st = run(isa, src)
    assert (sg(st, 4), sg(st, 5)) == (0, 2)


# ---------------------------------------------------------------------------------------
# constants as SALU sources


@pytest.mark.parametrize(
    "src,d",
    [
        ("0.5", 0x3F000000),  # inline float 0.5 as f32 bits
        ("-4.0", 0xC0800000),  # inline float -4.0
        ("0.15915494", 0x3E22F983),  # inline 1/(2*pi)
        ("-16", 0xFFFFFFF0),  # inline integer -16
        ("64", 64),  # inline integer 64
        ("0x12345678", 0x12345678),  # 32-bit literal
    ],
)
def test_salu_constants(isa, src, d):
    st = run(isa, f"s_mov_b32 s2, {src}")
    assert sg(st, 2) == d


def test_salu_literal_operand_in_add(isa):
    # 12.1 S_ADD_U32 with a literal: 0x12345678 + 0xedcba988 = 0x1_00000000 -> 0, SCC=1
    st = run(isa, "s_add_u32 s2, 0x12345678, s0", s={0: 0xEDCBA988})
    assert (sg(st, 2), int(st.scc[0])) == (0, 1)


# ---------------------------------------------------------------------------------------
# 12.7 VOP2, integer


def test_v_add_co_u32_carry(isa):
    # 12.7 V_ADD_CO_U32: VCC[lane] = carry out
    a = [0xFFFFFFFF, 1, 0x80000000, 0xFFFFFFFE, 0]
    b = [1, 2, 0x80000000, 1, 0]
    st = run(isa, "v_add_co_u32 v2, vcc, v0, v1", v={0: a, 1: b}, s64={VCC: M64})
    assert vg(st, 2, 5) == [0, 3, 0, 0xFFFFFFFF, 0]
    assert sg64(st, VCC) == 0b101  # lanes 0 and 2 carry; all other lanes 0


def test_v_addc_co_u32_carry_in(isa):
    # 12.7 V_ADDC_CO_U32: D = S0 + S1 + VCC[lane]; VCC = carry out
    a = [0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFE, 5, 0xFFFFFFFF]
    b = [0, 0, 1, 6, 0xFFFFFFFF]
    cin = 0b11101  # lanes 0,2,3,4 carry in
    st = run(isa, "v_addc_co_u32 v2, vcc, v0, v1, vcc", v={0: a, 1: b}, s64={VCC: cin})
    # lane0: 2^32 -> 0 c1; lane1: 0xffffffff c0; lane2: 2^32 -> 0 c1; lane3: 12 c0; lane4: 2^33-1 -> 0xffffffff c1
    assert vg(st, 2, 5) == [0, 0xFFFFFFFF, 0, 12, 0xFFFFFFFF]
    assert sg64(st, VCC) == 0b10101


def test_v_add_u64_per_lane(isa):
    # 64-bit add per lane via V_ADD_CO_U32 (low) + V_ADDC_CO_U32 (high, carry through VCC)
    a = [0x1_FFFFFFFF, M64, 5]
    b = [1, 1, 7]
    want = [0x2_00000000, 0, 12]
    st = run(
        isa,
        "v_add_co_u32 v4, vcc, v0, v2\nv_addc_co_u32 v5, vcc, v1, v3, vcc",
        v={0: [x & M32 for x in a], 1: [x >> 32 for x in a], 2: [x & M32 for x in b], 3: [x >> 32 for x in b]},
    )
    got = [lo | hi << 32 for lo, hi in zip(vg(st, 4, 3), vg(st, 5, 3))]
    assert got == want
    assert sg64(st, VCC) == 0b010  # only lane 1 carries out of bit 63


def test_v_add_co_u32_e64_sgpr_carry(isa):
    # 12.7: in VOP3 the carry destination may be an arbitrary SGPR pair; VCC untouched
    a = [0xFFFFFFFF, 1]
    b = [1, 1]
    st = run(isa, "v_add_co_u32_e64 v2, s[10:11], v0, v1", v={0: a, 1: b}, s64={VCC: 0x1234})
    assert vg(st, 2, 2) == [0, 2]
    assert sg64(st, 10) == 0b01
    assert sg64(st, VCC) == 0x1234
    # V_ADDC_CO_U32 (VOP3): carry in from S2 = s[10:11], out to s[12:13]
    st = run(isa, "v_addc_co_u32_e64 v2, s[12:13], v0, v1, s[10:11]", v={0: [0xFFFFFFFF, 3], 1: [0, 4]}, s64={10: 0b11})
    assert vg(st, 2, 2) == [0, 8]
    assert sg64(st, 12) == 0b01


def test_v_sub_co_u32_borrow(isa):
    # 12.7 V_SUB_CO_U32: VCC = (S1 > S0)
    a = [0, 5, 3, 1]
    b = [1, 3, 3, 0xFFFFFFFF]
    st = run(isa, "v_sub_co_u32 v2, vcc, v0, v1", v={0: a, 1: b})
    assert vg(st, 2, 4) == [0xFFFFFFFF, 2, 0, 2]
    assert sg64(st, VCC) == 0b1001
    # 12.7 V_SUBREV_CO_U32: D = S1 - S0; VCC = (S0 > S1)
    st = run(isa, "v_subrev_co_u32 v2, vcc, v0, v1", v={0: a, 1: b})
    assert vg(st, 2, 4) == [1, 0xFFFFFFFE, 0, 0xFFFFFFFE]
    assert sg64(st, VCC) == 0b0010


def test_v_subb_co_u32(isa):
    # 12.7 V_SUBB_CO_U32: D = S0 - S1 - VCC; VCC = (S1 + VCC > S0) with a 33-bit S1 + VCC
    a = [5, 5, 3, 0]
    b = [0xFFFFFFFF, 3, 3, 0]
    st = run(isa, "v_subb_co_u32 v2, vcc, v0, v1, vcc", v={0: a, 1: b}, s64={VCC: 0b1111})
    # lane0: 5 - 2^32 = 5 (mod 2^32), borrow; lane1: 1; lane2: -1 borrow; lane3: -1 borrow
    assert vg(st, 2, 4) == [5, 1, 0xFFFFFFFF, 0xFFFFFFFF]
    assert sg64(st, VCC) == 0b1101


def test_v_cndmask(isa):
    # 12.7 V_CNDMASK_B32: D = VCC[lane] ? S1 : S0
    a = [10, 11, 12, 13, 14]
    b = [20, 21, 22, 23, 24]
    st = run(isa, "v_cndmask_b32 v2, v0, v1, vcc", v={0: a, 1: b}, s64={VCC: 0b00101})
    assert vg(st, 2, 5) == [20, 11, 22, 13, 14]
    # VOP3: the select mask comes from an SGPR pair
    st = run(isa, "v_cndmask_b32_e64 v2, v0, v1, s[10:11]", v={0: a, 1: b}, s64={10: 0b11010, VCC: 0})
    assert vg(st, 2, 5) == [10, 21, 12, 23, 24]


MINMAX_A = [0xFFFFFFFF, 0x80000000, 5, 0]
MINMAX_B = [1, 0x7FFFFFFF, 5, 0x80000000]


@pytest.mark.parametrize(
    "op,want",
    [
        # 12.7 V_MIN_I32: -1 vs 1 -> -1; -2^31 vs 2^31-1 -> -2^31; 5; 0 vs -2^31 -> -2^31
        ("v_min_i32", [0xFFFFFFFF, 0x80000000, 5, 0x80000000]),
        # 12.7 V_MAX_I32
        ("v_max_i32", [1, 0x7FFFFFFF, 5, 0]),
        # 12.7 V_MIN_U32: 0xffffffff vs 1 -> 1
        ("v_min_u32", [1, 0x7FFFFFFF, 5, 0]),
        # 12.7 V_MAX_U32
        ("v_max_u32", [0xFFFFFFFF, 0x80000000, 5, 0x80000000]),
    ],
)
def test_v_minmax_int(isa, op, want):
    st = run(isa, f"{op} v2, v0, v1", v={0: MINMAX_A, 1: MINMAX_B})
    assert vg(st, 2, 4) == want


@pytest.mark.parametrize(
    "op,sh,val,want",
    [
        # 12.7 V_LSHLREV_B32: D = S1 << S0[4:0] (shift count is the FIRST operand)
        ("v_lshlrev_b32", [4, 33, 31, 32], [1, 1, 3, 0x1234], [16, 2, 0x80000000, 0x1234]),
        # 12.7 V_LSHRREV_B32: D = S1 >> S0[4:0] (logical)
        ("v_lshrrev_b32", [4, 36, 31, 0], [0x80000000, 0x80000000, 0xFFFFFFFF, 7], [0x08000000, 0x08000000, 1, 7]),
        # 12.7 V_ASHRREV_I32: D = signext(S1) >> S0[4:0]
        ("v_ashrrev_i32", [4, 36, 31, 31], [0x80000000, 0x80000000, 0x80000000, 0x7FFFFFFF], [0xF8000000, 0xF8000000, 0xFFFFFFFF, 0]),
    ],
)
def test_v_shifts_rev(isa, op, sh, val, want):
    st = run(isa, f"{op} v2, v0, v1", v={0: sh, 1: val})
    assert vg(st, 2, 4) == want


def test_v_lshlrev_inline_count(isa):
    # 12.7 V_LSHLREV_B32 v2, 4, v1: the inline constant 4 is the shift count
    st = run(isa, "v_lshlrev_b32 v2, 4, v1", v={1: [1, 0x10000000]})
    assert vg(st, 2, 2) == [16, 0]


def test_v_add_u32_sub_u32(isa):
    # 12.7 V_ADD_U32 (no carry out): 0xffffffff + 2 wraps to 1
    st = run(isa, "v_add_u32 v2, v0, v1", v={0: [0xFFFFFFFF, 1], 1: [2, 3]}, s64={VCC: 0})
    assert vg(st, 2, 2) == [1, 4]
    assert sg64(st, VCC) == 0
    # 12.7 V_SUB_U32: 1 - 3 = 0xfffffffe; V_SUBREV_U32: 3 - 1 = 2
    st = run(isa, "v_sub_u32 v2, v0, v1\nv_subrev_u32 v3, v0, v1", v={0: [1], 1: [3]})
    assert (vg(st, 2, 1), vg(st, 3, 1)) == ([0xFFFFFFFE], [2])


def test_v_16bit_int(isa):
    # 12.7 V_ADD_U16: D.u16 = S0.u16 + S1.u16 (wraps mod 2^16; upper input bits ignored)
    a = [0xFFFF, 0x8000, 0x1234, 0x0001FFFF]
    b = [1, 0x8000, 0x1111, 2]
    st = run(isa, "v_add_u16 v2, v0, v1", v={0: a, 1: b})
    assert [x & 0xFFFF for x in vg(st, 2, 4)] == [0, 0, 0x2345, 0x0001]
    # 12.7 V_ASHRREV_I16: D[15:0] = signext(S1[15:0]) >> S0[3:0]
    sh = [4, 20, 15, 15, 1]
    val = [0x8000, 0x8000, 0x8000, 0x7FFF, 0xFFFF0004]
    st = run(isa, "v_ashrrev_i16 v2, v0, v1", v={0: sh, 1: val})
    assert [x & 0xFFFF for x in vg(st, 2, 5)] == [0xF800, 0xF800, 0xFFFF, 0x0000, 0x0002]
    # 12.7 V_LSHRREV_B16 (logical): 0x8000 >> 4 = 0x0800; V_LSHLREV_B16: 0x0001 << 15 = 0x8000, count masked to 4 bits
    st = run(isa, "v_lshrrev_b16 v2, v0, v1\nv_lshlrev_b16 v3, v0, v4", v={0: [4, 31], 1: [0x8000, 0x8000], 4: [1, 1]})
    assert [x & 0xFFFF for x in vg(st, 2, 2)] == [0x0800, 0x0001]
    assert [x & 0xFFFF for x in vg(st, 3, 2)] == [0x0010, 0x8000]
    # 12.7 V_SUB_U16: 0 - 1 = 0xffff; V_MUL_LO_U16: 0x100 * 0x100 = 0x10000 -> 0
    st = run(isa, "v_sub_u16 v2, v0, v1\nv_mul_lo_u16 v3, v4, v4", v={0: [0], 1: [1], 4: [0x100]})
    assert (vg(st, 2, 1)[0] & 0xFFFF, vg(st, 3, 1)[0] & 0xFFFF) == (0xFFFF, 0)


@pytest.mark.parametrize(
    "op,a,b,want",
    [
        # 12.7 V_MUL_U32_U24: S0[23:0] * S1[23:0], low 32 bits
        #   0xff000003 -> 3; 3*5 = 15 | 0xffffff^2 = 0xfffffe000001 -> 0xfe000001 | 0x01000000 -> 0 | 2^23 * 2^23 = 2^46 -> 0
        ("v_mul_u32_u24", [0xFF000003, 0x00FFFFFF, 0x01000000, 0x00800000], [5, 0x00FFFFFF, 7, 0x00800000], [15, 0xFE000001, 0, 0]),
        # 12.7 V_MUL_HI_U32_U24: bits 63:32 of the 48-bit product
        ("v_mul_hi_u32_u24", [0xFF000003, 0x00FFFFFF, 0x01000000, 0x00800000], [5, 0x00FFFFFF, 7, 0x00800000], [0, 0xFFFF, 0, 0x4000]),
        # 12.7 V_MUL_I32_I24: 24-bit sign extension
        #   0xffffff = -1: -1*2 = -2 | 0x800000 = -2^23: (-2^23)^2 = 2^46 -> low 0 | (-1)(-1) = 1 |
        #   0x7fffff * -1 = -0x7fffff = 0xff800001 | 0x12000003 -> 3, 0x34000005 -> 5: 15
        (
            "v_mul_i32_i24",
            [0x00FFFFFF, 0xFF800000, 0x00FFFFFF, 0x007FFFFF, 0x12000003],
            [0x00000002, 0x00800000, 0x00FFFFFF, 0x00FFFFFF, 0x34000005],
            [0xFFFFFFFE, 0, 1, 0xFF800001, 15],
        ),
        # 12.7 V_MUL_HI_I32_I24: -2 -> 0xffffffff | 2^46 -> 0x4000 | 1 -> 0 | negative -> 0xffffffff | 15 -> 0
        (
            "v_mul_hi_i32_i24",
            [0x00FFFFFF, 0xFF800000, 0x00FFFFFF, 0x007FFFFF, 0x12000003],
            [0x00000002, 0x00800000, 0x00FFFFFF, 0x00FFFFFF, 0x34000005],
            [0xFFFFFFFF, 0x4000, 0, 0xFFFFFFFF, 0],
        ),
    ],
)
def test_v_mul_24bit(isa, op, a, b, want):
    st = run(isa, f"{op} v2, v0, v1", v={0: a, 1: b})
    assert vg(st, 2, len(want)) == want


# ---------------------------------------------------------------------------------------
# 12.7 VOP2, f32 (IEEE: denormals preserved, round to nearest even)


ADD_F32 = [
    # (S0, S1, hand-derived D or NAN/None)
    (0x3F800000, 0x40000000, 0x40400000),  # 1 + 2 = 3
    (PINF32, NINF32, NAN),  # inf + -inf = NaN
    (PINF32, 0x3F800000, PINF32),  # inf + 1 = inf
    (QNAN32, 0x3F800000, NAN),  # NaN propagates
    (0x80000000, 0x80000000, 0x80000000),  # -0 + -0 = -0
    (0x00000000, 0x80000000, 0x00000000),  # +0 + -0 = +0 (round to nearest)
    (0x80000000, 0x00000000, 0x00000000),  # -0 + +0 = +0
    (0x00000001, 0x00000001, 0x00000002),  # denormal + denormal = denormal 2^-148
    (0x007FFFFF, 0x00000001, 0x00800000),  # largest denormal + smallest = min normal
    (0x00000001, 0x3F800000, 0x3F800000),  # 2^-149 is far below half an ulp of 1.0
    (0x7F7FFFFF, 0x7F7FFFFF, PINF32),  # FLT_MAX + FLT_MAX overflows to +inf
    (0x3F800000, 0xBF800000, 0x00000000),  # x + -x = +0
    (0x80000001, 0x00000001, 0x00000000),  # -d + d = +0
    (0x3F800000, 0x33800000, 0x3F800000),  # 1 + 2^-24: exact tie, even neighbour is 1.0
    (0x3F800001, 0x33800000, 0x3F800002),  # (1+2^-23) + 2^-24: tie, even neighbour is 1+2^-22
    (0x3DCCCCCD, 0x3E4CCCCD, None),  # 0.1f + 0.2f: numpy rounding
    (0x00400000, 0x00400000, 0x00800000),  # 2^-127 + 2^-127 = 2^-126 (denormal inputs, normal output)
    (0x7F800001, 0x3F800000, NAN),  # signalling NaN input -> NaN
]

SUB_F32 = [
    (PINF32, PINF32, NAN),  # inf - inf = NaN
    (NINF32, PINF32, NINF32),  # -inf - inf = -inf
    (0x80000000, 0x00000000, 0x80000000),  # -0 - +0 = -0
    (0x00000000, 0x00000000, 0x00000000),  # +0 - +0 = +0
    (0x00800001, 0x00800000, 0x00000001),  # difference of normals is a denormal (2^-149)
    (0x00800000, 0x00000001, 0x007FFFFF),  # min normal - min denormal = max denormal
    (0x40400000, 0x3F800000, 0x40000000),  # 3 - 1 = 2
    (0x40A00000, QNAN32, NAN),  # 5 - NaN = NaN
]

MUL_F32 = [
    (0x40000000, 0x40400000, 0x40C00000),  # 2 * 3 = 6
    (0x00000001, 0x40000000, 0x00000002),  # 2^-149 * 2 = 2^-148 (denormal in, denormal out)
    (0x00800000, 0x3F000000, 0x00400000),  # 2^-126 * 0.5 = 2^-127 (normal in, denormal out)
    (0x00000003, 0x3F000000, 0x00000002),  # 1.5 * 2^-149: tie -> even -> 2 * 2^-149
    (0x00000001, 0x3F000000, 0x00000000),  # 0.5 * 2^-149: tie -> even -> +0
    (PINF32, 0x00000000, NAN),  # inf * 0 = NaN
    (0x80000000, 0x40A00000, 0x80000000),  # -0 * 5 = -0
    (0xBF800000, 0x80000000, 0x00000000),  # -1 * -0 = +0
    (0x7149F2CA, 0x7149F2CA, PINF32),  # 1e30 * 1e30 overflows to +inf
    (0x00400000, 0x4B000000, 0x0B800000),  # 2^-127 * 2^23 = 2^-104 (denormal in, normal out)
    (QNAN32, 0x00000000, NAN),  # NaN * 0 = NaN
    (0x3DCCCCCD, 0x3DCCCCCD, None),  # 0.1f * 0.1f: numpy rounding
]


@pytest.mark.parametrize(
    "op,rows,np_op",
    [
        ("v_add_f32", ADD_F32, np.add),  # 12.7 V_ADD_F32: D = S0 + S1, denormals supported
        ("v_sub_f32", SUB_F32, np.subtract),  # 12.7 V_SUB_F32: D = S0 - S1
        ("v_mul_f32", MUL_F32, np.multiply),  # 12.7 V_MUL_F32: D = S0 * S1, denormals supported
    ],
    ids=["add", "sub", "mul"],
)
def test_v_f32_arith(isa, op, rows, np_op):
    a = [r[0] for r in rows]
    b = [r[1] for r in rows]
    with np.errstate(all="ignore"):
        oracle = np_op(f32(a), f32(b)).view(np.uint32)
    st = run(isa, f"{op} v2, v0, v1", v={0: a, 1: b})
    check_float_lanes(st.vgpr[0, 2, : len(rows)], [r[2] for r in rows], oracle, 32)


def test_v_subrev_f32(isa):
    # 12.7 V_SUBREV_F32: D = S1 - S0: 3 - 1 = 2; +0 - +0 = +0; 1 - 3 = -2
    st = run(isa, "v_subrev_f32 v2, v0, v1", v={0: [0x3F800000, 0, 0x40400000], 1: [0x40400000, 0, 0x3F800000]})
    assert vg(st, 2, 3) == [0x40000000, 0x00000000, 0xC0000000]


# a, b, c where fused (one rounding) and unfused (two roundings) differ, a*b + c exact in f64
FMA_LANES = [
    # (1+2^-12)^2 = 1 + 2^-11 + 2^-24; + -(1+2^-11) -> fused 2^-24 (0x33800000), unfused 0
    (0x3F800800, 0x3F800800, 0xBF801000),
    # 3 * 0x3eaaaaab = 1 + 2^-25; - 1 -> fused 2^-25 (0x33000000), unfused 0
    (0x40400000, 0x3EAAAAAB, 0xBF800000),
    # 2 * 3 + 1 = 7 exactly either way
    (0x40000000, 0x40400000, 0x3F800000),
    # inf * 0 + 1 = NaN
    (PINF32, 0x00000000, 0x3F800000),
]
FMA_FUSED = [0x33800000, 0x33000000, 0x40E00000, NAN]
FMA_UNFUSED = [0x00000000, 0x00000000, 0x40E00000, NAN]


def fused_f32(a, b, c) -> np.ndarray:
    """Single rounding: the f64 product of two f32 values is exact, and for these inputs so is the sum."""
    with np.errstate(all="ignore"):
        return (f32(a).astype(np.float64) * f32(b).astype(np.float64) + f32(c).astype(np.float64)).astype(np.float32).view(np.uint32)


def unfused_f32(a, b, c) -> np.ndarray:
    with np.errstate(all="ignore"):
        return (f32(a) * f32(b) + f32(c)).view(np.uint32)


def test_v_fmac_f32_single_rounding(isa):
    # 12.7 V_FMAC_F32: D = S0 * S1 + D, the VOP2 form of V_FMA_F32 (fused: one rounding)
    # extra lane: 2^-149 * 0.5 + 2^-149 = 1.5 * 2^-149 -> tie -> 2^-148 fused; unfused 0 + 2^-149
    rows = FMA_LANES + [(0x00000001, 0x3F000000, 0x00000001)]
    expected = FMA_FUSED + [0x00000002]
    a, b, c = ([r[i] for r in rows] for i in range(3))
    fused, unfused = fused_f32(a, b, c), unfused_f32(a, b, c)
    assert fused[0] != unfused[0] and fused[1] != unfused[1] and fused[4] != unfused[4]  # the inputs discriminate
    st = run(isa, "v_fmac_f32 v2, v0, v1", v={0: a, 1: b, 2: c})
    check_float_lanes(st.vgpr[0, 2, : len(rows)], expected, fused, 32)


def exact_f32_fma(a: int, b: int, c: int) -> int:
    """a * b + c in exact rational arithmetic, rounded once to nearest-even f32 (finite, no overflow)."""
    from fractions import Fraction

    x = Fraction(float(f32(a))) * Fraction(float(f32(b))) + Fraction(float(f32(c)))
    exp = -125  # smallest e with |x| < 2^e, at least f32's subnormal range
    while abs(x) >= Fraction(2) ** exp:
        exp += 1
    step = Fraction(2) ** (exp - 24)  # f32 spacing at |x| (2^-149 below the normal range)
    q, r = divmod(abs(x) / step, 1)
    q += 1 if r > Fraction(1, 2) or (r == Fraction(1, 2) and q % 2) else 0
    value = float(q * step) * (-1 if x < 0 else 1)  # exact: an f32 value
    return int(np.float32(value).view(np.uint32))


def test_v_fma_f32_sum_rounded_once(isa):
    # 12.7 V_FMA_F32: one rounding of a * b + c. The f64 sum of these lanes lands exactly on an
    # f32 midpoint while the exact value is just off it, so rounding the f64 sum again is wrong:
    # (1+2^-12)^2 + 2^-80 is just above the midpoint 1+2^-11+2^-24 -> up to 0x3F801001;
    # 2^-75(1+2^-23) * 2^-75(1-2^-23) + (2^-127+2^-149) is just below the subnormal midpoint
    # between 0x00400001 and 0x00400002 -> down to 0x00400001 (oracle: exact rational rounding)
    rows = [(0x3F800800, 0x3F800800, 0x17800000), (0x1A000001, 0x19FFFFFE, 0x00400001)]
    a, b, c = ([r[i] for r in rows] for i in range(3))
    expected = [exact_f32_fma(*r) for r in rows]
    assert expected == [0x3F801001, 0x00400001]
    assert list(fused_f32(a, b, c)) != expected  # rounding the f64 sum again gets them wrong
    st = run(isa, "v_fma_f32 v3, v0, v1, v2", v={0: a, 1: b, 2: c})
    assert vg(st, 3, 2) == expected


def test_v_mac_f32_two_roundings(isa):
    # 12.7 V_MAC_F32 (CDNA2 only): D = S0 * S1 + D, multiply-add with the product rounded to f32 first
    need(isa, "v_mac_f32")
    a, b, c = ([r[i] for r in FMA_LANES] for i in range(3))
    st = run(isa, "v_mac_f32 v2, v0, v1", v={0: a, 1: b, 2: c})
    check_float_lanes(st.vgpr[0, 2, : len(FMA_LANES)], FMA_UNFUSED, unfused_f32(a, b, c), 32)


@pytest.mark.parametrize("op", ["v_madmk_f32", "v_fmamk_f32"])
def test_v_madmk_fmamk_literal(isa, op):
    # 12.7 V_MADMK_F32: D = S0 * K + S1, K a 32-bit literal (CDNA4 renames it V_FMAMK_F32)
    need(isa, op)
    # K = 2.0: 3 * 2 + 1 = 7 (0x40e00000); -1.5 * 2 + 0.25 = -2.75 (0xc0300000)
    st = run(isa, f"{op} v2, v0, 0x40000000, v1", v={0: [0x40400000, 0xBFC00000], 1: [0x3F800000, 0x3E800000]})
    assert vg(st, 2, 2) == [0x40E00000, 0xC0300000]


def test_v_fmamk_fused(isa):
    # V_FMAMK_F32 is a fused multiply-add: (1+2^-12) * K(1+2^-12) - (1+2^-11) = 2^-24 with one rounding
    need(isa, "v_fmamk_f32")
    st = run(isa, "v_fmamk_f32 v2, v0, 0x3f800800, v1", v={0: [0x3F800800], 1: [0xBF801000]})
    assert vg(st, 2, 1) == [0x33800000]


@pytest.mark.parametrize("op", ["v_madak_f32", "v_fmaak_f32"])
def test_v_madak_fmaak_literal(isa, op):
    # 12.7 V_MADAK_F32: D = S0 * S1 + K; K = 10.0: 3 * 2 + 10 = 16 (0x41800000); -1 * 0.5 + 10 = 9.5 (0x41180000)
    need(isa, op)
    st = run(isa, f"{op} v2, v0, v1, 0x41200000", v={0: [0x40400000, 0xBF800000], 1: [0x40000000, 0x3F000000]})
    assert vg(st, 2, 2) == [0x41800000, 0x41180000]


MINMAX_F32 = [
    # (S0, S1, min, max)   12.7 V_MIN_F32 / V_MAX_F32
    (QNAN32, 0x3F800000, 0x3F800000, 0x3F800000),  # S0 NaN -> S1
    (0x3F800000, QNAN32, 0x3F800000, 0x3F800000),  # S1 NaN -> S0
    (QNAN32, NINF32, NINF32, NINF32),  # NaN vs -inf -> -inf
    (QNAN32, QNAN32, NAN, NAN),  # both NaN -> NaN
    (0x00000000, 0x80000000, 0x80000000, 0x00000000),  # +0,-0: min -> S1 (-0), max -> S0 (+0)
    (0x80000000, 0x00000000, 0x80000000, 0x00000000),  # -0,+0: min -> S0 (-0), max -> S1 (+0)
    (0xBF800000, 0x40000000, 0xBF800000, 0x40000000),  # -1 vs 2
    (NINF32, 0x40400000, NINF32, 0x40400000),  # -inf vs 3
    (0x00000001, 0x00000000, 0x00000000, 0x00000001),  # denormal > +0
]


@pytest.mark.parametrize("which", ["min", "max"])
def test_v_minmax_f32(isa, which):
    a = [r[0] for r in MINMAX_F32]
    b = [r[1] for r in MINMAX_F32]
    want = [r[2] if which == "min" else r[3] for r in MINMAX_F32]
    st = run(isa, f"v_{which}_f32 v2, v0, v1", v={0: a, 1: b})
    got = vg(st, 2, len(want))
    for lane, (g, w) in enumerate(zip(got, want)):
        if w == NAN:
            assert np.isnan(f32([g]))[0], f"lane {lane}: expected NaN, got {g:#x}"
        else:
            assert g == w, f"lane {lane}: {a[lane]:#x}, {b[lane]:#x}: expected {w:#x}, got {g:#x}"


# ---------------------------------------------------------------------------------------
# 12.7 VOP2, f16 (compared with numpy float16)


ADD_F16 = [
    (0x3C00, 0x4000, 0x4200),  # 1 + 2 = 3
    (0x7BFF, 0x7BFF, 0x7C00),  # 65504 + 65504 overflows to +inf
    (0x0001, 0x0001, 0x0002),  # denormal + denormal
    (0x03FF, 0x0001, 0x0400),  # largest denormal + smallest = min normal
    (0x7C00, 0xFC00, NAN),  # inf + -inf
    (0x8000, 0x8000, 0x8000),  # -0 + -0 = -0
    (0x0000, 0x8000, 0x0000),  # +0 + -0 = +0
    (0x3C00, 0x1000, 0x3C00),  # 1 + 2^-11: exact tie, even neighbour is 1.0
    (0x2E66, 0x3266, None),  # 0.1 + 0.2 in f16: numpy rounding
]

MUL_F16 = [
    (0x3E00, 0x3E00, 0x4080),  # 1.5 * 1.5 = 2.25
    (0x0400, 0x3800, 0x0200),  # min normal * 0.5 = denormal 2^-15
    (0x5CB0, 0x5CB0, 0x7C00),  # 300 * 300 = 90000 > 65504 -> +inf
    (0x7C00, 0x0000, NAN),  # inf * 0
    (0x8000, 0x3C00, 0x8000),  # -0 * 1 = -0
    (0x0001, 0x3800, 0x0000),  # 2^-24 * 0.5: tie -> even -> +0
    (0x0003, 0x3800, 0x0002),  # 1.5 * 2^-24: tie -> even -> 2 * 2^-24
    (0x2E66, 0x2E66, None),  # 0.1 * 0.1: numpy rounding
]


@pytest.mark.parametrize(
    "op,rows,np_op",
    [
        ("v_add_f16", ADD_F16, np.add),  # 12.7 V_ADD_F16: D.f16 = S0.f16 + S1.f16, denormals supported
        ("v_mul_f16", MUL_F16, np.multiply),  # 12.7 V_MUL_F16: D.f16 = S0.f16 * S1.f16
    ],
    ids=["add", "mul"],
)
def test_v_f16_arith(isa, op, rows, np_op):
    a = [r[0] for r in rows]
    b = [r[1] for r in rows]
    with np.errstate(all="ignore"):
        oracle = np_op(f16(a), f16(b)).view(np.uint16)
    st = run(isa, f"{op} v2, v0, v1", v={0: a, 1: b})
    check_float_lanes(st.vgpr[0, 2, : len(rows)] & 0xFFFF, [r[2] for r in rows], oracle, 16)


def test_v_ldexp_f16(isa):
    # 12.7 V_LDEXP_F16: D.f16 = S0.f16 * 2 ** S1.i16
    rows = [
        (0x3C00, 3, 0x4800),  # 1 * 2^3 = 8
        (0x3C00, 0xFFFFFFFF, 0x3800),  # 1 * 2^-1 = 0.5
        (0x3C00, 0xFFFFFFE8, 0x0001),  # 1 * 2^-24 = smallest denormal
        (0x3C00, 16, 0x7C00),  # 2^16 > 65504 -> +inf
        (0x3E00, 2, 0x4600),  # 1.5 * 4 = 6
        (0xC000, 1, 0xC400),  # -2 * 2 = -4
        (0x0001, 10, 0x0400),  # 2^-24 * 2^10 = 2^-14, min normal
        (0x7C00, 0xFFFFFF9C, 0x7C00),  # inf * 2^-100 = inf
        (0x3C00, 0x00010003, 0x4800),  # S1.i16 = low 16 bits = 3
    ]
    a = [r[0] for r in rows]
    e = [r[1] for r in rows]
    with np.errstate(all="ignore"):
        exps = np.array([((x & 0xFFFF) ^ 0x8000) - 0x8000 for x in e], np.int64)  # S1.i16
        oracle = np.ldexp(f16(a).astype(np.float64), exps).astype(np.float16).view(np.uint16)
    st = run(isa, "v_ldexp_f16 v2, v0, v1", v={0: a, 1: e})
    check_float_lanes(st.vgpr[0, 2, : len(rows)] & 0xFFFF, [r[2] for r in rows], oracle, 16)


def test_v_dot2c_f32_f16(isa):
    # 12.7 V_DOT2C_F32_F16: D.f32 = S0.f16[0] * S1.f16[0] + S0.f16[1] * S1.f16[1] + D.f32
    a = [0x40003E00, 0x7BFF7BFF, 0x3C003C00]  # (1.5, 2.0), (65504, 65504), (1, 1)
    b = [0xB8004000, 0x00007BFF, 0x3C00BC00]  # (2.0, -0.5), (65504, 0), (-1, 1)
    d = [0x41200000, 0x00000000, 0x3F800000]  # 10.0, 0.0, 1.0
    # 1.5*2 + 2*(-0.5) + 10 = 12 | 65504^2 = 4290774016 in f32 (no f16 overflow) | -1 + 1 + 1 = 1
    want = [0x41400000, 0x4F7FC004, 0x3F800000]
    lo = lambda x: f16([x & 0xFFFF]).astype(np.float64)[0]  # noqa: E731
    hi = lambda x: f16([x >> 16]).astype(np.float64)[0]  # noqa: E731
    oracle = (
        np.array([lo(x) * lo(y) + hi(x) * hi(y) + f32([z]).astype(np.float64)[0] for x, y, z in zip(a, b, d)])
        .astype(np.float32)
        .view(np.uint32)
    )
    st = run(isa, "v_dot2c_f32_f16 v2, v0, v1", v={0: a, 1: b, 2: d})
    check_float_lanes(st.vgpr[0, 2, :3], want, oracle, 32)


# ---------------------------------------------------------------------------------------
# inline constants and literals as VALU sources


@pytest.mark.parametrize(
    "src,x,want",
    [
        ("0.5", 0x3F800000, 0x3FC00000),  # 0.5 + 1.0 = 1.5
        ("-4.0", 0x3F800000, 0xC0400000),  # -4 + 1 = -3
        ("0.15915494", 0x00000000, 0x3E22F983),  # 1/(2*pi) + 0 = the inline constant's f32 bits
        ("0x40490fdb", 0x00000000, 0x40490FDB),  # 32-bit literal (pi) + 0
        ("1.0", 0x80000000, 0x3F800000),  # 1 + -0 = 1
    ],
)
def test_v_add_f32_constants(isa, src, x, want):
    st = run(isa, f"v_add_f32 v2, {src}, v0", v={0: [x, x]})
    assert vg(st, 2, 2) == [want, want]


@pytest.mark.parametrize(
    "op,src,x,want",
    [
        ("v_mul_f32", "-4.0", 0x40200000, 0xC1200000),  # -4 * 2.5 = -10
        ("v_add_u32", "-16", 20, 4),  # inline integer -16 + 20
        ("v_add_u32", "0x12345678", 1, 0x12345679),  # 32-bit literal + 1
        ("v_add_f16", "0.5", 0x3C00, 0x3E00),  # f16: 0.5 + 1.0 = 1.5
        ("v_add_f16", "0.15915494", 0x0000, 0x3118),  # 1/(2*pi) as f16 is 0x3118
        ("v_add_f16", "-4.0", 0x3C00, 0xC200),  # f16: -4 + 1 = -3
    ],
)
def test_valu_constants(isa, op, src, x, want):
    st = run(isa, f"{op} v2, {src}, v0", v={0: [x]})
    got = vg(st, 2, 1)[0]
    assert (got & 0xFFFF if op.endswith("f16") else got) == want


# ---------------------------------------------------------------------------------------
# EXEC masking


def test_exec_masking_keeps_inactive_lanes_and_clears_their_carry(isa):
    # 12.7 V_ADD_CO_U32 with EXEC = lanes 0 and 2: inactive lanes keep v2; their VCC bit is 0
    a = [0xFFFFFFFF] * 4
    b = [1] * 4
    old = [0x11111111, 0x22222222, 0x33333333, 0x44444444]
    st = run(isa, "v_add_co_u32 v2, vcc, v0, v1", v={0: a, 1: b, 2: old}, s64={VCC: M64}, exec_mask=0b0101)
    assert vg(st, 2, 4) == [0, 0x22222222, 0, 0x44444444]
    assert sg64(st, VCC) == 0b0101


def test_exec_masking_high_lanes(isa):
    # EXEC = lanes 32 and 63: v_add_u32 writes only those lanes
    lane_id = list(range(64))
    st = run(isa, "v_add_u32 v2, v0, v1", v={0: lane_id, 1: [100] * 64, 2: [0xDEADBEEF] * 64}, exec_mask=0x80000001_00000000)
    got = vg(st, 2, 64)
    assert got[32] == 132 and got[63] == 163
    assert all(got[i] == 0xDEADBEEF for i in range(64) if i not in (32, 63))


def test_saveexec_then_valu(isa):
    # S_AND_SAVEEXEC_B64 narrows EXEC to lanes 1 and 3; the following VALU op only touches those
    st = run(
        isa,
        "s_and_saveexec_b64 s[2:3], s[0:1]\nv_add_u32 v2, v0, v1",
        s64={0: 0b1010},
        v={0: [1, 2, 3, 4], 1: [10, 20, 30, 40], 2: [7, 7, 7, 7]},
    )
    assert vg(st, 2, 4) == [7, 22, 7, 44]
    assert sg64(st, 2) == M64


# ---------------------------------------------------------------------------------------
# VOP3 (_e64) input and output modifiers (12.7.1: VOP2 using VOP3 encoding)


def test_vop3_neg_abs(isa):
    # v_add_f32_e64 v2, -v0, |v1|: D = -S0 + |S1|
    a = [0x3F800000, 0xC0400000, 0x00000000, 0x80000000]  # 1, -3, +0, -0
    b = [0xC0000000, 0x3F000000, 0x80000000, 0x3F800000]  # -2, 0.5, -0, 1
    # -1 + 2 = 1 | 3 + 0.5 = 3.5 | -0 + |-0| = -0 + +0 = +0 | +0 + 1 = 1
    want = [0x3F800000, 0x40600000, 0x00000000, 0x3F800000]
    oracle = (-f32(a) + np.abs(f32(b))).view(np.uint32)
    st = run(isa, "v_add_f32_e64 v2, -v0, |v1|", v={0: a, 1: b})
    check_float_lanes(st.vgpr[0, 2, :4], want, oracle, 32)


def test_vop3_neg_both(isa):
    # v_mul_f32_e64 v2, -v0, -|v1|: (-2) * -|-3| = (-2) * (-3) = 6; (-(-1)) * -|4| = 1 * -4 = -4
    st = run(isa, "v_mul_f32_e64 v2, -v0, -|v1|", v={0: [0x40000000, 0xBF800000], 1: [0xC0400000, 0x40800000]})
    assert vg(st, 2, 2) == [0x40C00000, 0xC0800000]


@pytest.mark.parametrize(
    "mods,want",
    [
        # v0 + v1 = [3.5, -2.0, 0.5, 1.25]
        ("mul:2", [0x40E00000, 0xC0800000, 0x3F800000, 0x40200000]),  # *2: 7, -4, 1, 2.5
        ("mul:4", [0x41600000, 0xC1000000, 0x40000000, 0x40A00000]),  # *4: 14, -8, 2, 5
        ("div:2", [0x3FE00000, 0xBF800000, 0x3E800000, 0x3F200000]),  # /2: 1.75, -1, 0.25, 0.625
        ("clamp", [0x3F800000, 0x00000000, 0x3F000000, 0x3F800000]),  # clamp to [0, 1]: 1, 0, 0.5, 1
    ],
)
def test_vop3_output_modifiers(isa, mods, want):
    a = [0x3FC00000, 0xC0400000, 0x3E800000, 0x3F400000]  # 1.5, -3, 0.25, 0.75
    b = [0x40000000, 0x3F800000, 0x3E800000, 0x3F000000]  # 2, 1, 0.25, 0.5
    s = f32(a) + f32(b)
    scale = {"mul:2": 2.0, "mul:4": 4.0, "div:2": 0.5}
    oracle = (np.clip(s, np.float32(0), np.float32(1)) if mods == "clamp" else s * np.float32(scale[mods])).view(np.uint32)
    # CDNA4 6.2.2: omod applies only with MODE.IEEE = 0 and output denormals flushed (MODE 0x100)
    st = run(isa, f"v_add_f32_e64 v2, v0, v1 {mods}", v={0: a, 1: b}, mode=OMOD_MODE)
    check_float_lanes(st.vgpr[0, 2, :4], want, oracle, 32)


def test_vop3_clamp_with_omod(isa):
    # output modifier first, then clamp: (0.25 + 0.5) * 2 = 1.5 -> 1.0; (0.25 + 0) * 2 = 0.5
    st = run(isa, "v_add_f32_e64 v2, v0, v1 clamp mul:2", v={0: [0x3E800000, 0x3E800000], 1: [0x3F000000, 0]}, mode=OMOD_MODE)
    assert vg(st, 2, 2) == [0x3F800000, 0x3F000000]


def test_vop3_u16_clamp_saturates(isa):
    # 12.7 V_ADD_U16 "supports saturation (unsigned 16-bit integer domain)": with clamp 0xffff + 1 -> 0xffff
    st = run(isa, "v_add_u16_e64 v2, v0, v1 clamp", v={0: [0xFFFF, 0x1000], 1: [1, 0x0234]})
    assert [x & 0xFFFF for x in vg(st, 2, 2)] == [0xFFFF, 0x1234]


def test_vop3_f16_output_modifiers(isa):
    # 12.7 V_ADD_F16 "supports ... saturation": clamp to [0, 1]; 0.75 + 0.5 = 1.25 -> 1.0 (0x3c00); -3 + 1 = -2 -> 0
    st = run(isa, "v_add_f16_e64 v2, v0, v1 clamp", v={0: [0x3A00, 0xC200, 0x3400], 1: [0x3800, 0x3C00, 0x3400]})
    assert [x & 0xFFFF for x in vg(st, 2, 3)] == [0x3C00, 0x0000, 0x3800]  # third lane 0.25 + 0.25 = 0.5
    # omod mul:2 on f16: (1.5 + 2) * 2 = 7 (0x4700)
    st = run(isa, "v_add_f16_e64 v2, v0, v1 mul:2", v={0: [0x3E00], 1: [0x4000]}, mode=OMOD_MODE)
    assert vg(st, 2, 1)[0] & 0xFFFF == 0x4700


def test_vop3_fmac_neg(isa):
    # V_FMAC_F32 in VOP3 with a negated source: -(2) * 3 + 10 = 4 (0x40800000); -(-1) * 0.5 + 0.25 = 0.75 (0x3f400000)
    st = run(isa, "v_fmac_f32_e64 v2, -v0, v1", v={0: [0x40000000, 0xBF800000], 1: [0x40400000, 0x3F000000], 2: [0x41200000, 0x3E800000]})
    assert vg(st, 2, 2) == [0x40800000, 0x3F400000]


def test_v_dot2c_f32_f16_flushes_denormals(isa):
    # 12.7 note: "V_DOT2*_F32_F16 ops ignore the MODE.denormal setting and instead always flushes denormals
    # to zero": S0.f16[0] = 2^-24 (denormal) is flushed, so 0 * 1.0 + 0 * 0 + 0.0 = +0 rather than 2^-24 (0x33800000)
    st = run(isa, "v_dot2c_f32_f16 v2, v0, v1", v={0: [0x00000001], 1: [0x00003C00], 2: [0]})
    assert vg(st, 2, 1) == [0x00000000]


@pytest.mark.parametrize(
    "table, oracle",
    [
        # clang -mcpu=gfx950 compiles (x & ~y) | (z & y & ~x) to bitop3:0x64 with S0 = z, S1 = x, S2 = y
        (0x64, lambda s0, s1, s2: (s1 & ~s2) | (s0 & s2 & ~s1)),
        # clang compiles x & ~y to bitop3:0x30 with S0 = x, S1 = y (S2 = x again, a don't-care)
        (0x30, lambda s0, s1, s2: s0 & ~s1),
        (0x96, lambda s0, s1, s2: s0 ^ s1 ^ s2),  # odd parity: indices 1, 2, 4, 7
        (0xE8, lambda s0, s1, s2: (s0 & s1) | (s0 & s2) | (s1 & s2)),  # majority: indices 3, 5, 6, 7
    ],
)
def test_bitop3_truth_table(isa, table, oracle):
    need(isa, "v_bitop3_b32")
    rng = np.random.default_rng(table)
    a, b, c = (rng.integers(0, 1 << 32, 8, dtype=np.uint64).astype(np.uint32) for _ in range(3))
    st = run(isa, f"v_bitop3_b32 v3, v0, v1, v2 bitop3:{table:#x}", v={0: a, 1: b, 2: c})
    assert vg(st, 3, 8) == [int(x) for x in oracle(a, b, c)]
    st = run(isa, f"v_bitop3_b16 v3, v0, v1, v2 bitop3:{table:#x}", v={0: a, 1: b, 2: c, 3: [0] * 8})
    assert [x & 0xFFFF for x in vg(st, 3, 8)] == [int(x) & 0xFFFF for x in oracle(a, b, c)]


# SDWA (MI200 13.3.7): SRCn_SEL picks a byte/word of the source, zero-extended unless SEXT;
# DST_SEL puts the result's low byte/word in that part of D, DST_UNUSED fills the rest with
# zeros (PAD), the part's sign (SEXT) or the old bits (PRESERVE). Values worked by hand.
@pytest.mark.parametrize(
    "line, expected",
    [
        ("v_mov_b32_sdwa v1, v2 src0_sel:BYTE_1", [0x38, 0x00]),
        ("v_mov_b32_sdwa v1, sext(v2) src0_sel:BYTE_3", [0x0, 0xFFFFFFC0]),
        ("v_mov_b32_sdwa v1, v2 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1", [0x11381111, 0x22002222]),
        ("v_mov_b32_sdwa v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3", [0x0, 0xFFFFC000]),
        ("v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0", [0x38000000, 0x0]),
        ("v_add_u32_sdwa v1, v2, s3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_0", [0x3D, 0x5]),
        # 16-bit operations select from the whole register, not from its low half
        ("v_sub_u16_sdwa v1, v2, s3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1", [0xFFFF, 0xBFFF]),
        ("v_add_u16_sdwa v1, v2, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_1", [0x00381111, 0xC0002222]),
        ("v_add_f16_sdwa v1, v2, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0", [0x3800, 0xC000]),
    ],
)
def test_sdwa_selects(isa, line, expected):
    need(isa, "v_add_u32")
    st = run(isa, line, s={3: 0x10005}, v={1: [0x11111111, 0x22222222], 2: [0x3800, 0xC0000000]})
    assert vg(st, 1, 2) == expected


def test_sdwa_compare_writes_vcc_or_sgpr_pair(isa):
    # SDWAB: the compare result goes to VCC unless an SGPR pair is named; BYTE_1 of 0x3800 is 0x38
    st = run(isa, "v_cmp_eq_u32_sdwa vcc, v2, v3 src0_sel:BYTE_1 src1_sel:DWORD", v={2: [0x3800, 0x3900], 3: [0x38, 0x38]})
    assert sg64(st, VCC) & 3 == 0b01
    st = run(isa, "v_cmp_eq_u32_sdwa s[4:5], v2, v3 src0_sel:BYTE_1 src1_sel:DWORD", v={2: [0x3800, 0x3900], 3: [0x38, 0x38]})
    assert sg64(st, 4) & 3 == 0b01


def test_sdwa_fp8_convert_reads_the_selected_byte(isa):
    # CDNA4 7.3: E4M3 0x38 = 1.0 (exponent 7 = bias); E5M2 0xc0 = -2.0 (sign, exponent 16 = bias + 1).
    # MI300 7.2 (gfx942, biases 8 and 16): 0x38 = 0.5, 0xc0 = -1.0
    need(isa, "v_cvt_f32_fp8")
    fp8_0x38, bf8_0xc0 = (0x3F000000, 0xBF800000) if isa.name == "cdna3" else (0x3F800000, 0xC0000000)
    st = run(isa, "v_cvt_f32_fp8_sdwa v1, v2 src0_sel:BYTE_1", v={2: [0x3800, 0xC0000000]})
    assert vg(st, 1, 2) == [fp8_0x38, 0x0]
    st = run(isa, "v_cvt_pk_f32_bf8_sdwa v[4:5], v2 src0_sel:WORD_1", v={2: [0x3800, 0xC0000000]})
    assert vg(st, 4, 2) == [0x0, 0x0] and vg(st, 5, 2) == [0x0, bf8_0xc0]


# DPP (MI200 13.3.9 Tables 82 and 83): lane n of source 0 comes from the lane the pattern names;
# ROW_MASK / BANK_MASK gate the destination write; an out-of-range source leaves the lane
# unwritten unless BC (bound_ctrl:0 in llvm syntax) is set. v2 holds the lane id, v1 starts at 1000.
def _dpp_expected(sources, rows=0xF, banks=0xF, bound_zero=False):
    out = []
    for n, src in enumerate(sources):
        if not (rows >> (n // 16) & 1 and banks >> (n // 4 % 4) & 1):
            out.append(1000)
        elif src is None:
            out.append(0 if bound_zero else 1000)
        else:
            out.append(src)
    return out


@pytest.mark.parametrize(
    "pattern, expected",
    [
        ("quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", _dpp_expected([n ^ 1 for n in range(64)])),
        ("row_shl:1 row_mask:0xf bank_mask:0xf", _dpp_expected([n + 1 if n % 16 < 15 else None for n in range(64)])),
        ("row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:0", _dpp_expected([n + 1 if n % 16 < 15 else None for n in range(64)], bound_zero=True)),
        ("row_shr:3 row_mask:0xf bank_mask:0xf", _dpp_expected([n - 3 if n % 16 >= 3 else None for n in range(64)])),
        ("row_ror:4 row_mask:0xf bank_mask:0xf", _dpp_expected([(n & 0x30) + (n % 16 - 4) % 16 for n in range(64)])),
        ("wave_ror:1 row_mask:0x1 bank_mask:0xf", _dpp_expected([(n - 1) % 64 for n in range(64)], rows=0x1)),
        ("wave_shl:1 row_mask:0xf bank_mask:0xf", _dpp_expected([n + 1 if n < 63 else None for n in range(64)])),
        ("row_mirror row_mask:0xf bank_mask:0x1", _dpp_expected([(n & 0x30) + 15 - n % 16 for n in range(64)], banks=0x1)),
        ("row_half_mirror row_mask:0xf bank_mask:0xf", _dpp_expected([(n & 0x38) + 7 - n % 8 for n in range(64)])),
        ("row_bcast:15 row_mask:0xa bank_mask:0xf", _dpp_expected([(n & 0x30) - 1 if n > 15 else None for n in range(64)], rows=0xA)),
        ("row_bcast:31 row_mask:0xc bank_mask:0xf", _dpp_expected([31 if n > 31 else None for n in range(64)], rows=0xC)),
    ],
)
def test_dpp_lane_patterns(isa, pattern, expected):
    st = run(isa, f"v_mov_b32_dpp v1, v2 {pattern}", v={1: [1000] * 64, 2: list(range(64))})
    assert vg(st, 1, 64) == expected


def test_dpp_source_modifier_applies_after_the_permutation(isa):
    # v_add_f32_dpp v1, -v2, v3: lane 0 reads lane 1's 2.0, negated, plus 0.5 = -1.5 (0xbfc00000)
    st = run(isa, "v_add_f32_dpp v1, -v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", v={2: [0x3F800000, 0x40000000], 3: [0x3F000000] * 2})
    assert vg(st, 1, 2) == [0xBFC00000, 0xBF000000]
