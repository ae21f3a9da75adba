"""gfx950 conversions to and from FP8 (E4M3), BF8 (E5M2) and FP4 (E2M1).

Oracles: ml_dtypes (the OCP formats, as CDNA4 7.3 Table 30 lays them out) for the value of
every encoding; CDNA4 7.3 for the rules: round to nearest even, the FP16_OVFL table (overflow
and Inf give NaN for FP8 and Inf for BF8 unless MODE.FP16_OVFL, then the largest value), FP4
saturating to +-6 and flushing below its smallest denormal to zero; hand-derived values for
rounding ties and stochastic rounding with all-zero / all-one random bits.
"""

from __future__ import annotations

import cdna_isa
import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.wave import Program, WaveState

ISA = cdna_isa.arch("cdna4")
ONE = 0x3F800000  # f32 1.0: an E8M0 scale of 127, i.e. 2^0


def run(src: str, v: dict[int, np.ndarray], ovfl: bool = False) -> WaveState:
    st = WaveState.create(1)
    for reg, values in v.items():
        st.vgpr[0, reg] = values
    if ovfl:
        st.hwreg[0, 1] |= 1 << 23  # MODE.FP16_OVFL
    Program(ISA, ISA.assemble(src + "\ns_endpgm")).run(st)
    return st


def f32(x) -> np.ndarray:
    return np.asarray(x, np.float32).view(np.uint32)


@pytest.mark.parametrize("name,dtype", [("fp8", ml_dtypes.float8_e4m3fn), ("bf8", ml_dtypes.float8_e5m2)])
def test_every_8bit_value_decodes_and_round_trips(name, dtype):
    codes = np.arange(256, dtype=np.uint32)
    for part in range(4):  # 64 lanes at a time
        chunk = codes[part * 64 : (part + 1) * 64]
        st = run(f"v_cvt_scalef32_f32_{name} v2, v1, v3\nv_cvt_pk_{name}_f32 v4, v2, v2", {1: chunk, 3: np.full(64, ONE, np.uint32)})
        want = chunk.astype(np.uint8).view(dtype).astype(np.float32)
        got = st.vgpr[0, 2].view(np.float32)
        nan = np.isnan(want)
        assert np.array_equal(got[~nan], want[~nan]) and np.isnan(got[nan]).all()
        back = st.vgpr[0, 4] & 0xFF
        finite = ~nan & np.isfinite(want)
        # -0 and +0 keep their sign; finite values come back to their own code
        assert np.array_equal(back[finite], chunk[finite])


def test_every_fp4_value_round_trips():
    codes = np.arange(256, dtype=np.uint32)[:64]  # a byte holds two FP4 values
    st = run("v_cvt_scalef32_pk_f32_fp4 v[4:5], v1, v3\nv_cvt_scalef32_pk_fp4_f32 v6, v4, v5, v3",
             {1: codes, 3: np.full(64, ONE, np.uint32)})  # fmt: skip
    lo = (codes & 0xF).astype(np.uint8).view(ml_dtypes.float4_e2m1fn).astype(np.float32)
    hi = (codes >> 4).astype(np.uint8).view(ml_dtypes.float4_e2m1fn).astype(np.float32)
    assert np.array_equal(st.vgpr[0, 4].view(np.float32), lo)
    assert np.array_equal(st.vgpr[0, 5].view(np.float32), hi)
    assert np.array_equal(st.vgpr[0, 6] & 0xFF, codes)


@pytest.mark.parametrize(
    "x,fp8,bf8,fp8_ovfl,bf8_ovfl",
    [
        (1.0625, 0x38, 0x3C, 0x38, 0x3C),  # fp8: tie between 1.0 and 1.125 -> even (1.0)
        (1.1875, 0x3A, 0x3D, 0x3A, 0x3D),  # fp8: tie between 1.125 and 1.25 -> 1.25; bf8 1.25
        (448.0, 0x7E, 0x5F, 0x7E, 0x5F),
        (500.0, 0x7F, 0x60, 0x7E, 0x60),  # above fp8's max 448: NaN, or 448 with FP16_OVFL
        (1e6, 0x7F, 0x7C, 0x7E, 0x7B),  # above bf8's max 57344: Inf, or 57344
        (float("inf"), 0x7F, 0x7C, 0x7E, 0x7B),
        (float("-inf"), 0x7F, 0xFC, 0xFE, 0xFB),
        (float("nan"), 0x7F, 0x7E, 0x7F, 0x7E),
        (2.0**-10, 0x00, 0x14, 0x00, 0x14),  # fp8: half its smallest denormal 2^-9 -> 0; bf8 normal
        (-0.0, 0x80, 0x80, 0x80, 0x80),
    ],
)
def test_f32_to_8bit_rounding_and_overflow(x, fp8, bf8, fp8_ovfl, bf8_ovfl):
    """CDNA4 7.3: RNE; the FP16_OVFL table for NaN, Inf and values above the maximum."""
    for ovfl, want8, wantb in ((False, fp8, bf8), (True, fp8_ovfl, bf8_ovfl)):
        st = run("v_cvt_pk_fp8_f32 v2, v1, v1\nv_cvt_pk_bf8_f32 v3, v1, v1", {1: np.full(64, f32(x))}, ovfl)
        assert int(st.vgpr[0, 2, 0]) & 0xFF == want8, (x, ovfl)
        assert int(st.vgpr[0, 3, 0]) & 0xFF == wantb, (x, ovfl)


def test_fp4_saturates_and_flushes():
    """CDNA4 7.3: FP4 clamps to +-6.0 (no FP16_OVFL) and values below its smallest denormal
    (0.5) round to nearest even: 0.25 -> 0, 0.3 -> 0.5; 5.0 ties to 4.0 (even)."""
    xs = np.array([7.0, -100.0, 0.25, 0.3, 5.0, 1.5, 2.5], np.float32)
    st = run("v_cvt_scalef32_pk_fp4_f32 v3, v1, v2, v4", {1: np.resize(f32(xs), 64), 2: np.zeros(64, np.uint32), 4: np.full(64, ONE, np.uint32)})
    got = [int(st.vgpr[0, 3, i]) & 0xF for i in range(len(xs))]
    want = [0x7, 0xF, 0x0, 0x1, 0x6, 0x3, 0x4]  # 6.0, -6.0, 0, 0.5, 4.0, 1.5, 2.0
    assert got == want


def test_scale_divides_by_two_to_the_e8m0_exponent():
    """CDNA4 7.3: the scale is an E8M0 exponent (bias 127) taken from a float's exponent field:
    scale 4.0 (exponent 129) divides by 4 before converting."""
    st = run("v_cvt_scalef32_pk_fp8_f32 v3, v1, v1, v2", {1: np.full(64, f32(8.0)), 2: np.full(64, f32(4.0))})
    assert int(st.vgpr[0, 3, 0]) & 0xFFFF == 0x4040  # 2.0 in both bytes


@pytest.mark.parametrize("rnd,want", [(0, 0x38), (0xFFFFFFFF, 0x39)])
def test_stochastic_rounding_with_extreme_random_bits(rnd, want):
    """v_cvt_sr_fp8_f32: the random word's top 20 bits added to the f32 mantissa field (CDNA4
    12.11), then truncation (7.3): with none, 1.01 truncates to 1.0; with all of them (field
    0x0147ae + 0xfffff = 0x1147ad, 1.135) it reaches the next value, 1.125."""
    st = run("v_cvt_sr_fp8_f32 v3, v1, v2", {1: np.full(64, f32(1.01)), 2: np.full(64, rnd, np.uint32)})
    assert int(st.vgpr[0, 3, 0]) & 0xFF == want


WIDENED_FORMATS = {  # the runtime's format codes (codegen/pseudocode.py SMALL_FORMATS)
    0: ml_dtypes.float8_e4m3fn, 1: ml_dtypes.float8_e5m2, 2: ml_dtypes.float6_e2m3fn,
    3: ml_dtypes.float6_e3m2fn, 4: ml_dtypes.float4_e2m1fn, 5: np.float16, 6: ml_dtypes.bfloat16,
    7: ml_dtypes.float8_e4m3fnuz, 8: ml_dtypes.float8_e5m2fnuz,
}  # fmt: skip


@pytest.mark.parametrize("code,dtype", WIDENED_FORMATS.items())
def test_from_small_widens_every_pattern_in_both_lowerings(code, dtype):
    """Pseudocode's from_small (the guides' fp8_to_f32): ml_dtypes' value of every bit
    pattern, exactly, in the vectorised and the per-lane runtime; a NaN is the quiet NaN with
    the pattern's sign; bits above the format's are ignored."""
    from cdna_isa.runtime import refops, vops

    nbits = np.dtype(dtype).itemsize * 8 if code in (5, 6) else {2: 6, 3: 6, 4: 4}.get(code, 8)
    patterns = np.arange(1 << nbits, dtype=np.uint32)
    storage = np.uint16 if nbits == 16 else np.uint8
    values = patterns.astype(storage).view(dtype).astype(np.float32)
    sign = (patterns >> (nbits - 1) & 1) << 31
    want = np.where(np.isnan(values), 0x7FC00000 | sign, values.view(np.uint32)).astype(np.uint32)
    high = patterns | np.uint32(0xABC << 20)  # garbage above the format's bits
    assert np.array_equal(vops.from_small(high, code).view(np.uint32), want)
    got = [refops.to_bits("f32", refops.from_small(int(p), code)) for p in high]
    assert got == want.tolist()
