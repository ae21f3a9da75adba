"""gfx942's 8-bit floats: MI300 7.2 Table 30's FP8 (E4M3, bias 8, max 240) and BF8 (E5M2,
bias 16, max 57344), with 0x80 their only NaN, no infinity and no negative zero - not gfx950's
OCP formats (CDNA4 7.3), which cdna4 keeps.

Oracles: ml_dtypes' float8_e4m3fnuz and float8_e5m2fnuz (the same layouts; their limits are
checked against Table 30 here) for the value of every code and for round to nearest even;
MI300 7.2's FP16_OVFL table for the rest: NaN gives NaN, and Inf or a value above the largest
gives NaN (FP8) or BF8's "Inf", which Table 30 encodes as 0x80, unless MODE.FP16_OVFL, then
the signed largest value; hand-worked ties and truncations.
"""

from __future__ import annotations

import cdna_isa
import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.wave import Program, WaveState

ISA = cdna_isa.arch("cdna3")
FORMATS = {"fp8": ml_dtypes.float8_e4m3fnuz, "bf8": ml_dtypes.float8_e5m2fnuz}
LIMITS = {"fp8": (240.0, 2.0**-7, 2.0**-10), "bf8": (57344.0, 2.0**-15, 2.0**-17)}  # Table 30


def run(src: str, v: dict[int, np.ndarray], ovfl: bool = False, isa=ISA) -> WaveState:
    st = WaveState.create(1)
    for reg, values in v.items():
        st.vgpr[0, reg] = values
    if ovfl:
        st.hwreg[0, 1] |= 1 << 23  # MODE.FP16_OVFL
    Program(isa, isa.assemble(src + "\ns_endpgm")).run(st)
    return st


def test_ml_dtypes_fnuz_is_table_30():
    for name, (largest, normal, denormal) in LIMITS.items():
        info = ml_dtypes.finfo(FORMATS[name])
        assert (float(info.max), float(info.tiny), float(info.smallest_subnormal)) == (largest, normal, denormal)
        values = np.arange(256, dtype=np.uint8).view(FORMATS[name]).astype(np.float64)
        assert [c for c in range(256) if np.isnan(values[c])] == [0x80]
        assert np.isfinite(values[np.arange(256) != 0x80]).all()


@pytest.mark.parametrize("name", FORMATS)
def test_every_code_widens_to_its_value(name):
    """V_CVT_F32_FP8/BF8 (byte 0, and each byte by SDWA) and V_CVT_PK_F32_FP8/BF8 (both bytes
    of a word) on all 256 codes: the code's value exactly, NaN for 0x80."""
    codes = np.arange(256, dtype=np.uint32)
    want = codes.astype(np.uint8).view(FORMATS[name]).astype(np.float32)
    for part in range(4):
        chunk = codes[part * 64 : (part + 1) * 64]
        expect = want[part * 64 : (part + 1) * 64]
        packed = chunk | (chunk[::-1] << 8) | (chunk << 24)
        st = run(f"v_cvt_f32_{name} v2, v1\nv_cvt_pk_f32_{name} v[4:5], v1\n"
                 f"v_cvt_f32_{name}_sdwa v3, v1 src0_sel:BYTE_3", {1: packed})  # fmt: skip
        for reg, values in ((2, expect), (4, expect), (5, expect[::-1]), (3, expect)):
            got = st.vgpr[0, reg].view(np.float32)
            nan = np.isnan(values)
            assert np.array_equal(got[~nan], values[~nan]) and np.isnan(got[nan]).all(), (name, reg)


def edge_values() -> np.ndarray:
    """f32 values at and around every code's value, the midpoints between codes, both signs,
    beyond the largest, the zeros, infinities and NaN."""
    out = []
    for dtype in FORMATS.values():
        v = np.arange(256, dtype=np.uint8).view(dtype).astype(np.float64)
        v = np.unique(v[np.isfinite(v)])
        mids = (v[1:] + v[:-1]) / 2
        out += [v, mids, np.nextafter(mids.astype(np.float32), np.float32(np.inf)).astype(np.float64),
                np.nextafter(mids.astype(np.float32), np.float32(-np.inf)).astype(np.float64)]  # fmt: skip
    out.append(np.array([250.0, 256.0, 1e6, 6e4, 61440.0, 2.0**-20, -(2.0**-20), 0.0, -0.0, np.inf, -np.inf, np.nan]))
    v = np.concatenate(out).astype(np.float32)
    return np.concatenate([v, -v])


def expected(x: np.ndarray, name: str, ovfl: bool) -> np.ndarray:
    """MI300 7.2: round to nearest even (ml_dtypes), overflow and Inf by the FP16_OVFL table."""
    dtype = FORMATS[name]
    largest = LIMITS[name][0]
    with np.errstate(invalid="ignore"):
        codes = x.astype(dtype).view(np.uint8).astype(np.uint32)
    if ovfl:
        big = ~np.isnan(x) & (np.abs(x) > largest) & (codes == 0x80)  # rounded past the largest
        top = np.array(largest, dtype).view(np.uint8)
        codes = np.where(big, np.where(x < 0, top | 0x80, top), codes)
    return codes


@pytest.mark.parametrize("ovfl", [False, True])
@pytest.mark.parametrize("name", FORMATS)
def test_f32_to_8bit_rounds_to_nearest_even(name, ovfl):
    values = edge_values()
    values = np.concatenate([values, np.zeros(-len(values) % 128, np.float32)])
    for part in range(0, len(values), 128):
        x = values[part : part + 128]
        lo, hi = x[:64], x[64:]
        st = run(f"v_cvt_pk_{name}_f32 v3, v1, v2", {1: lo.view(np.uint32), 2: hi.view(np.uint32), 3: np.zeros(64, np.uint32)}, ovfl)
        got = st.vgpr[0, 3]
        assert np.array_equal(got & 0xFF, expected(lo, name, ovfl)), (name, ovfl, part)
        assert np.array_equal(got >> 8 & 0xFF, expected(hi, name, ovfl)), (name, ovfl, part)
        assert not (got >> 16).any()  # op_sel[3] = 0: the upper half kept (it was 0)


@pytest.mark.parametrize(
    "x,fp8,bf8,fp8_ovfl,bf8_ovfl",
    [
        (1.0625, 0x40, 0x40, 0x40, 0x40),  # fp8: tie between 1.0 (0x40) and 1.125 -> even (1.0)
        (1.1875, 0x42, 0x41, 0x42, 0x41),  # fp8: tie between 1.125 and 1.25 -> 1.25; bf8 1.25
        (248.0, 0x80, 0x60, 0x7F, 0x60),  # fp8: tie between 240 and 256 (past the max): NaN, 240
        (1e6, 0x80, 0x80, 0x7F, 0x7F),  # above both maxima: NaN ("Inf" for BF8 is 0x80), or max
        (float("-inf"), 0x80, 0x80, 0xFF, 0xFF),
        (float("nan"), 0x80, 0x80, 0x80, 0x80),
        (-0.0, 0x00, 0x00, 0x00, 0x00),  # no negative zero: 0x80 is the NaN
        (-(2.0**-12), 0x00, 0x90, 0x00, 0x90),  # fp8: below half its smallest denormal -> 0x00
    ],
)
def test_hand_worked_conversions(x, fp8, bf8, fp8_ovfl, bf8_ovfl):
    for ovfl, want8, wantb in ((False, fp8, bf8), (True, fp8_ovfl, bf8_ovfl)):
        v = {1: np.full(64, np.float32(x)).view(np.uint32)}
        st = run("v_cvt_pk_fp8_f32 v3, v1, v1\nv_cvt_pk_bf8_f32 v4, v1, v1", v, ovfl)
        assert (int(st.vgpr[0, 3, 0]) & 0xFF, int(st.vgpr[0, 4, 0]) & 0xFF) == (want8, wantb), (x, ovfl)


@pytest.mark.parametrize("name", FORMATS)
def test_stochastic_rounding_truncates_with_zero_noise(name):
    """V_CVT_SR_*: with random bits 0 nothing is added, so the value is truncated toward zero
    to the format: 1.2 -> 1.125 (fp8) / 1.0 (bf8); -300 -> NaN, or -240 / -256 (bf8: -256 is
    a BF8 value) with FP16_OVFL; and the result lands in the byte op_sel[3:2] picks (here 1)."""
    for x, want, want_ovfl in ((1.2, {"fp8": 0x41, "bf8": 0x40}, None), (-300.0, {"fp8": 0x80, "bf8": 0xE0}, {"fp8": 0xFF, "bf8": 0xE0})):
        for ovfl in (False, True):
            st = run(f"v_cvt_sr_{name}_f32 v3, v1, v2 op_sel:[0,0,1,0]",
                     {1: np.full(64, np.float32(x)).view(np.uint32), 2: np.zeros(64, np.uint32),
                      3: np.full(64, 0x11223344, np.uint32)}, ovfl)  # fmt: skip
            code = (want_ovfl if ovfl and want_ovfl else want)[name]
            assert int(st.vgpr[0, 3, 0]) == (0x11220044 | code << 8), (name, x, ovfl)


def test_gfx950_keeps_the_ocp_formats():
    """The same instruction on cdna4: 0x40 is 2.0 in OCP E4M3 (bias 7), 1.0 in MI300's."""
    v = {1: np.full(64, 0x40, np.uint32)}
    assert run("v_cvt_f32_fp8 v2, v1", v).vgpr[0, 2, 0].view(np.float32) == 1.0
    assert run("v_cvt_f32_fp8 v2, v1", v, isa=cdna_isa.arch("cdna4")).vgpr[0, 2, 0].view(np.float32) == 2.0
