"""VOP3P op_sel / op_sel_hi / neg_lo / neg_hi and VOP3A 16-bit op_sel in the executor.

Oracle: MI200 12.10 (VOP3P: op_sel[k] picks the element of source k used for the low result,
op_sel_hi[k] the one for the high result, neg_lo/neg_hi negate them; v_pk_mov_b32 builds
D[31:0] from S0's dword op_sel[0] and D[63:32] from S1's dword op_sel[1]; the mix ops read
an f16 half when op_sel_hi[k] is set) and 12.11 (VOP3A op_sel on 16-bit operands: bits 0-2
read the high half of a source, bit 3 writes the high half of D); arithmetic by numpy.
"""

from __future__ import annotations

import numpy as np
import pytest
from cdna_isa.runtime.wave import Program, WaveState


def run(isa, src: str, regs: dict[int, int]) -> WaveState:
    st = WaveState.create(1)
    for reg, value in regs.items():
        st.vgpr[0, reg] = value
    Program(isa, isa.assemble(src + "\ns_endpgm")).run(st)
    return st


def h(x: float) -> int:
    return int(np.float16(x).view(np.uint16))


def f(x: float) -> int:
    return int(np.float32(x).view(np.uint32))


def test_pk_mov_b32_op_sel_picks_dwords(isa):
    st = run(isa, "v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]", {2: 11, 3: 22, 4: 33, 5: 44})
    assert (int(st.vgpr[0, 0, 0]), int(st.vgpr[0, 1, 0])) == (22, 33)


def test_pk_add_f16_neg_lo_neg_hi(isa):
    a = h(1.5) | h(-2.0) << 16
    b = h(0.25) | h(4.0) << 16
    st = run(isa, "v_pk_add_f16 v0, v1, v2 neg_lo:[0,1] neg_hi:[0,1]", {1: a, 2: b})
    got = int(st.vgpr[0, 0, 0])
    assert (got & 0xFFFF, got >> 16) == (h(1.25), h(-6.0))


def test_pk_add_f16_op_sel_swaps_halves(isa):
    a = h(1.0) | h(100.0) << 16
    b = h(2.0) | h(200.0) << 16
    st = run(isa, "v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]", {1: a, 2: b})
    got = int(st.vgpr[0, 0, 0])
    assert (got & 0xFFFF, got >> 16) == (h(102.0), h(201.0))  # a.hi + b.lo, a.lo + b.hi


def test_pk_fma_f32_op_sel(isa):
    regs = {2: f(2.0), 3: f(3.0), 4: f(5.0), 5: f(7.0), 6: f(0.5), 7: f(0.25)}
    st = run(isa, "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[1,0,0] op_sel_hi:[0,1,1]", regs)
    lo, hi = st.vgpr[0, 0:2, 0].view(np.float32)
    assert (float(lo), float(hi)) == (3.0 * 5.0 + 0.5, 2.0 * 7.0 + 0.25)


def test_fma_mix_reads_f16_halves(isa):
    regs = {2: h(1.5) << 16 | h(9.0), 3: f(2.0), 4: f(0.75)}
    st = run(isa, "v_fma_mix_f32 v1, -v2, v3, v4 op_sel:[1,0,0] op_sel_hi:[1,0,0]", regs)
    assert float(st.vgpr[0, 1, :1].view(np.float32)[0]) == -1.5 * 2.0 + 0.75


def test_vop3_op_sel_16bit_halves(isa):
    a = h(3.0) << 16 | h(-1.0)
    regs = {2: a, 3: h(2.0), 4: h(1.0), 1: 0x1234}
    st = run(isa, "v_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0,1]", regs)
    got = int(st.vgpr[0, 1, 0])
    assert got == h(3.0 * 2.0 + 1.0) << 16 | 0x1234  # high half written, low half kept


# ------------------------------------------------------------------------------- MODE denormals
@pytest.mark.parametrize(
    "denorm32,expected",
    [
        (3, 2 * 2**-140),  # keep input and output denormals: exact
        (2, 0.0),  # flush input denormals: 0 + 0
        (1, 0.0),  # keep inputs, flush the (denormal) output
        (0, 0.0),
    ],
)
def test_mode_fp_denorm_f32(isa, denorm32, expected):
    """MI200 3.5 MODE.FP_DENORM[1:0] (f32): bit 0 keeps input denormals, bit 1 output ones."""
    st = WaveState.create(1)
    st.vgpr[0, 1] = np.float32(2**-140).view(np.uint32)
    mode = denorm32 << 4 | 3 << 6
    Program(isa, isa.assemble(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), {denorm32}\n"
                              "v_add_f32 v2, v1, v1\ns_endpgm")).run(st)  # fmt: skip
    assert int(st.hwreg[0, 1]) >> 4 & 0xF == mode >> 4
    assert float(st.vgpr[0, 2, :1].view(np.float32)[0]) == expected


# ------------------------------------------------------------------------------- MODE rounding
@pytest.mark.parametrize(
    "round32,a,b,want",
    [
        # 1 + 2^-24 is halfway between 1 and the next f32 (1 + 2^-23): nearest even gives 1
        (0, 1.0, 2.0**-24, 1.0),
        (1, 1.0, 2.0**-24, 1.0 + 2.0**-23),  # toward +inf
        (2, 1.0, 2.0**-24, 1.0),  # toward -inf
        (3, -1.0, -(2.0**-24), -1.0),  # toward zero
        (2, -1.0, -(2.0**-24), -(1.0 + 2.0**-23)),  # toward -inf, negative
        (3, 3.0e38, 3.0e38, 3.4028234663852886e38),  # overflow toward zero: the largest f32
        (2, 1.0, -1.0, -0.0),  # an exact zero sum toward -inf is -0
    ],
)
def test_mode_fp_round_f32_add(isa, round32, a, b, want):
    """MI200 3.5 MODE.FP_ROUND[1:0] (f32): 0 nearest even, 1 +inf, 2 -inf, 3 zero; IEEE 754
    directed rounding and overflow; hand-derived values."""
    st = WaveState.create(1)
    st.vgpr[0, 1] = np.float32(a).view(np.uint32)
    st.vgpr[0, 2] = np.float32(b).view(np.uint32)
    Program(isa, isa.assemble(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), {round32}\n"
                              "v_add_f32 v3, v1, v2\ns_endpgm")).run(st)  # fmt: skip
    got = st.vgpr[0, 3, :1].view(np.float32)[0]
    assert float(got) == want and np.signbit(got) == np.signbit(want)


def test_mode_fp_round_f64_uses_bits_3_2(isa):
    """MODE.FP_ROUND[3:2] governs f16 and f64. The f64 nearest to 1/3 times 3 is exactly
    1 - 2^-54, halfway between 1 - 2^-53 and 1: nearest even gives 1.0, toward zero the value
    below (hand-derived with Python's exact Fraction)."""
    from fractions import Fraction

    third = float(Fraction(1, 3))
    assert Fraction(third) * 3 == 1 - Fraction(1, 2**54)
    for mode, want in ((0, 1.0), (3, float(np.nextafter(1.0, 0.0)))):
        st = WaveState.create(1)
        st.vgpr[0, 0:2] = np.array([third]).view(np.uint32)[:, None]
        st.vgpr[0, 2:4] = np.array([3.0]).view(np.uint32)[:, None]
        Program(isa, isa.assemble(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), {mode}\n"
                                  "v_mul_f64 v[4:5], v[0:1], v[2:3]\ns_endpgm")).run(st)  # fmt: skip
        assert float(st.vgpr[0, 4:6, 0].copy().view(np.float64)[0]) == want
