"""VOP2, VOP1 and VOPC held against AMD's complete guides (CDNA4 12.7-12.9, MI200 12.7-12.9)
and the MODE rules they rely on (CDNA4 3.5 Table 4, 6.2.2, 6.4).

Each test names its oracle: the guides' text or pseudocode worked by hand, their functional
examples, numpy / ml_dtypes arithmetic, or instruction words produced by llvm-mc 22. They
cover the defects the audit of these formats found: output modifiers against MODE, clamp and
DX10_CLAMP, FP16_OVFL, class tests under a flushing MODE, NaN bits under directed rounding,
cos(+-inf), the V_DOT2C accumulation order, denormals and NEG/ABS, mac/mad denormals, and the
arch module standing for its ISA.
"""

from __future__ import annotations

import cdna_isa
import numpy as np
import pytest
from cdna_isa.runtime.wave import Program, WaveState

MODE_DEFAULT = 0x3F0  # round to nearest even, denormals kept, DX10_CLAMP, IEEE (clang's kernels)
IEEE, DX10_CLAMP, FP16_OVFL = 1 << 9, 1 << 8, 1 << 23
F32_KEEP_IN, F32_KEEP_OUT, F16_KEEP_IN, F16_KEEP_OUT = 0x10, 0x20, 0x40, 0x80  # MODE.FP_DENORM
RTZ_ALL = 0xF  # MODE.FP_ROUND: toward zero for f32 (bits 1:0) and f16/f64 (bits 3:2)


def run(isa, src, v=None, mode=MODE_DEFAULT, code: bytes | None = None) -> WaveState:
    """`src` (or the instruction word `code`) then s_endpgm on one wave; v = {vgpr: [lane values]}."""
    st = WaveState.create(waves=1)
    st.hwreg[0, 1] = mode
    for reg, values in (v or {}).items():
        row = np.zeros(64, np.uint32)
        row[: len(values)] = [int(x) & 0xFFFFFFFF for x in values]
        st.vgpr[0, reg] = row
    program = (code if code is not None else isa.assemble(src)) + isa.assemble("s_endpgm")
    Program(isa, program).run(st)
    return st


def lanes(st, reg, n) -> list[int]:
    return [int(x) for x in st.vgpr[0, reg, :n]]


def bits32(values) -> list[int]:
    return [int(x) for x in np.asarray(values, np.float32).view(np.uint32)]


def bits16(values) -> list[int]:
    return [int(x) for x in np.asarray(values, np.float16).view(np.uint16)]


# ---------------------------------------------------------------------------------------------
# Output modifiers against MODE (CDNA4 6.2.2, MI200 6.2.2): "output modifiers are ignored if the
# IEEE mode bit is set", "if output denormals are enabled, then output modifiers are ignored",
# "-0 is flushed to +0"; omod comes before clamp.

OMOD = {"mul:2": 2.0, "mul:4": 4.0, "div:2": 0.5}
TINY32 = 2.0**-130  # an f32 denormal


@pytest.mark.parametrize("omod", sorted(OMOD))
@pytest.mark.parametrize("ieee", [0, 1])
@pytest.mark.parametrize("keep_out", [0, 1])
@pytest.mark.parametrize("width", [16, 32, 64])
def test_omod_only_without_ieee_and_output_denormals(isa, omod, ieee, keep_out, width):
    """Oracle: the rules above worked with numpy; results -0 and a denormal included."""
    a = [1.5, -0.0, -3.0, TINY32 if width == 32 else 2.0**-20, 0.75, -0.25]
    b = [2.0, -0.0, 1.0, 0.0, 0.5, 0.25]
    mode = DX10_CLAMP | ieee * IEEE | F32_KEEP_IN | F16_KEEP_IN | keep_out * (F32_KEEP_OUT | F16_KEEP_OUT)
    ftype = {16: np.float16, 32: np.float32, 64: np.float64}[width]
    x, y = np.asarray(a, ftype), np.asarray(b, ftype)
    want = x + y
    if not ieee and not keep_out:
        want = want * ftype(OMOD[omod])
        want = np.where(want == 0, ftype(0), want)  # -0 becomes +0
    if not keep_out:  # output denormals flushed (sign kept)
        smallest = np.finfo(ftype).tiny
        want = np.where(np.abs(want) < smallest, np.copysign(ftype(0), want), want).astype(ftype)
    if width == 64:
        v = {2: x.view(np.uint64) & 0xFFFFFFFF, 3: x.view(np.uint64) >> 32, 4: y.view(np.uint64) & 0xFFFFFFFF, 5: y.view(np.uint64) >> 32}
        st = run(isa, f"v_add_f64 v[6:7], v[2:3], v[4:5] {omod}", v, mode)
        got = [lo | hi << 32 for lo, hi in zip(lanes(st, 6, 6), lanes(st, 7, 6))]
        assert got == [int(w) for w in want.view(np.uint64)]
    else:
        ut = np.uint16 if width == 16 else np.uint32
        st = run(isa, f"v_add_f{width}_e64 v3, v1, v2 {omod}", {1: x.view(ut), 2: y.view(ut)}, mode)
        assert lanes(st, 3, 6) == [int(w) for w in want.view(ut)]


@pytest.mark.parametrize("dx10", [0, 1])
@pytest.mark.parametrize("ieee", [0, 1])
def test_clamp_nan_follows_dx10_clamp(isa, dx10, ieee):
    """CDNA4 3.5 Table 4, DX10_CLAMP: "when set, clamp NaN to zero; otherwise, pass NaN through";
    clamp limits other results to [0, 1]. The NaN results are numpy's (x86) sums."""
    a = [0x7FC00123, 0xFFC00001, 0x40000000, 0xBF800000, 0x7F800000, 0xFF800000, 0x3E800000]
    b = [0x3F800000] * 4 + [0, 0, 0x3E800000]
    s = np.asarray(a, np.uint32).view(np.float32) + np.asarray(b, np.uint32).view(np.float32)
    want = np.where(np.isnan(s), np.float32(0) if dx10 else s, np.clip(s, np.float32(0), np.float32(1)))
    mode = F32_KEEP_IN | F32_KEEP_OUT | F16_KEEP_IN | F16_KEEP_OUT | dx10 * DX10_CLAMP | ieee * IEEE
    st = run(isa, "v_add_f32_e64 v3, v1, v2 clamp", {1: a, 2: b}, mode)
    assert lanes(st, 3, 7) == [int(w) for w in want.astype(np.float32).view(np.uint32)]
    assert lanes(st, 3, 2) == ([0, 0] if dx10 else [0x7FC00123, 0xFFC00001])


def test_omod_then_clamp_f16(isa):
    """omod before clamp (CDNA4 6.2.2) in the MODE where omod applies: (0.75 + 0.5) / 2 = 0.625;
    (1.5 + 0.5) * 4 = 8 -> 1.0 only with mul:4 (numpy f16)."""
    mode = DX10_CLAMP  # IEEE clear, every denormal flushed
    st = run(isa, "v_add_f16_e64 v3, v1, v2 clamp div:2", {1: bits16([0.75, 1.5]), 2: bits16([0.5, 0.5])}, mode)
    assert lanes(st, 3, 2) == bits16([0.625, 1.0])
    st = run(isa, "v_add_f16_e64 v3, v1, v2 clamp mul:4", {1: bits16([0.0625, 1.5]), 2: bits16([0.0, 0.5])}, mode)
    assert lanes(st, 3, 2) == bits16([0.25, 1.0])


# ---------------------------------------------------------------------------------------------
# MODE.FP16_OVFL (CDNA4 3.5 Table 4): "an overflowed FP16 result is clamped to +/- MAX_FP16,
# regardless of round mode, while still preserving true INF values".

MAX16, INF16 = 0x7BFF, 0x7C00

FP16_OVFL_CASES = [
    # (source, inputs {vgpr: lanes}, result with the bit set, result without it, lanes)
    # 65504 + 65504 and -65504 - 65504 overflow; inf + 1 is a true infinity; 65504 + 1 = 65504
    ("v_add_f16 v3, v1, v2", {1: [MAX16, 0xFBFF, INF16, MAX16], 2: [MAX16, 0xFBFF, 0x3C00, 0x3C00]},
     [MAX16, 0xFBFF, INF16, MAX16], [INF16, 0xFC00, INF16, MAX16]),
    ("v_mul_f16 v3, v1, v2", {1: [0x5C00, 0xDC00], 2: [0x5C00, 0x5C00]}, [MAX16, 0xFBFF], [INF16, 0xFC00]),  # 256 * 256
    # 1e10 overflows f16; f32 +inf stays infinite
    ("v_cvt_f16_f32 v3, v1", {1: [0x501502F9, 0x7F800000, 0xD01502F9]}, [MAX16, INF16, 0xFBFF], [INF16, INF16, 0xFC00]),
    # 1/0 is a division by zero (infinite); 1/2^-24 = 2^24 overflows
    ("v_rcp_f16 v3, v1", {1: [0x0000, 0x0001]}, [INF16, MAX16], [INF16, INF16]),
    # 2^16 and 2^65504 overflow; exp(+inf) = +inf
    ("v_exp_f16 v3, v1", {1: [0x4C00, MAX16, INF16]}, [MAX16, MAX16, INF16], [INF16, INF16, INF16]),
    ("v_ldexp_f16 v3, v1, v2", {1: [0x3C00, 0xBC00], 2: [16, 16]}, [MAX16, 0xFBFF], [INF16, 0xFC00]),
    # packed: each half on its own (VOP3P): hi 65504 + 65504, lo 1 + 1
    ("v_pk_add_f16 v3, v1, v2", {1: [0x7BFF3C00], 2: [0x7BFF3C00]}, [0x7BFF4000], [0x7C004000]),
]  # fmt: skip


@pytest.mark.parametrize("case", FP16_OVFL_CASES, ids=lambda c: c[0].split()[0])
@pytest.mark.parametrize("rounding", [0x0, 0x4, 0xC])  # f16 to nearest even, toward +inf, toward zero
def test_fp16_ovfl_saturates_overflow_only(isa, case, rounding):
    """Oracle: the rule above by hand (numpy f16 says which results overflow). Without the bit,
    an overflow gives infinity except when rounding toward zero or away from its sign."""
    src, inputs, saturated, unsaturated = case
    n = len(saturated)
    st = run(isa, src, inputs, MODE_DEFAULT | FP16_OVFL | rounding)
    assert [x & 0xFFFFFFFF for x in lanes(st, 3, n)] == saturated
    if rounding == 0:
        st = run(isa, src, inputs, MODE_DEFAULT)
        assert lanes(st, 3, n) == unsaturated


# ---------------------------------------------------------------------------------------------
# Class tests (CDNA4 12.9 V_CMP_CLASS_*: the class from the exponent and magnitude; errata
# class-raw-bits): a denormal is classed as one whatever MODE flushes, while the ordinary
# compares see flushed inputs (CDNA4 3.5 FP_DENORM).

CLASS_VALUES = {  # width: one value per class bit 0..9 (sNaN, qNaN, -inf, -normal, -denormal, -0, +0, +denormal, +normal, +inf)
    16: [0x7C01, 0x7E00, 0xFC00, 0xBC00, 0x8001, 0x8000, 0x0000, 0x03FF, 0x3C00, 0x7C00],
    32: [0x7F800001, 0x7FC00000, 0xFF800000, 0xBF800000, 0x80000001, 0x80000000, 0, 0x007FFFFF, 0x3F800000, 0x7F800000],
    64: [0x7FF0000000000001, 0x7FF8000000000000, 0xFFF0000000000000, 0xBFF0000000000000, 0x8000000000000001,
         0x8000000000000000, 0, 0x000FFFFFFFFFFFFF, 0x3FF0000000000000, 0x7FF0000000000000],
}  # fmt: skip


@pytest.mark.parametrize("width", [16, 32, 64])
@pytest.mark.parametrize("mode", [MODE_DEFAULT, DX10_CLAMP | IEEE])  # denormals kept; all flushed
@pytest.mark.parametrize("cmpx", [False, True])
def test_class_tests_read_raw_bits_under_any_mode(isa, width, mode, cmpx):
    """Every class value against every single-bit mask (10 x 10 lanes over two runs): the lane is
    true only for its own class (the guide's list by hand); v_cmpx also writes EXEC."""
    values = CLASS_VALUES[width]
    pairs = [(value, 1 << k, i == k) for i, value in enumerate(values) for k in range(10)]
    op = f"v_cmp{'x' if cmpx else ''}_class_f{width}_e64"
    for start in (0, 50):
        chunk = pairs[start : start + 50]
        vals = np.array([p[0] for p in chunk], np.uint64)
        v = {2: vals & 0xFFFFFFFF, 3: vals >> 32, 4: [p[1] for p in chunk]}
        src = f"{op} s[4:5], {'v[2:3]' if width == 64 else 'v2'}, v4"
        if cmpx:
            src += "\ns_mov_b64 s[6:7], exec"
        st = run(isa, src, v, mode)
        mask = int(st.sgpr[0, 4]) | int(st.sgpr[0, 5]) << 32
        want = sum(1 << lane for lane, p in enumerate(chunk) if p[2])
        assert mask == want
        if cmpx:
            assert int(st.sgpr[0, 6]) | int(st.sgpr[0, 7]) << 32 == want


def test_float_compares_see_flushed_denormals(isa):
    """The other side of class-raw-bits: with f32 input denormals flushed (MODE.FP_DENORM[1:0] =
    0 or 2) 0x00000001 == 0 is true; with them kept it is false (CDNA4 3.5)."""
    src = "v_cmp_eq_f32_e64 s[4:5], v1, v2"
    v = {1: [1, 0x80000001], 2: [0, 0]}
    assert int(run(isa, src, v, MODE_DEFAULT).sgpr[0, 4]) & 3 == 0
    assert int(run(isa, src, v, IEEE | DX10_CLAMP | F16_KEEP_IN | F16_KEEP_OUT).sgpr[0, 4]) & 3 == 3


# ---------------------------------------------------------------------------------------------
# Functional examples: every "V_xxx(input) => result" line of CDNA4 12.8 (74 of them), on both
# archs (MI200 12.8 gives the same formulas), in the default MODE and rounding toward zero,
# where the executor computes through the per-lane reference (the NaN sign must survive it).

EXAMPLES = [
    ("V_COS_F16", 0x3400, 0x0000), ("V_COS_F16", 0x7BFF, 0x3C00), ("V_COS_F16", 0x7C00, 0xFE00),
    ("V_COS_F16", 0x8000, 0x3C00), ("V_COS_F16", 0xFBFF, 0x3C00), ("V_COS_F16", 0xFC00, 0xFE00),
    ("V_COS_F32", 0x3E800000, 0x00000000), ("V_COS_F32", 0x7F800000, 0xFFC00000), ("V_COS_F32", 0x80000000, 0x3F800000),
    ("V_COS_F32", 0xFF7FFFFF, 0x3F800000), ("V_COS_F32", 0xFF800000, 0xFFC00000),
    ("V_EXP_F16", 0x7C00, 0x7C00), ("V_EXP_F16", 0x8000, 0x3C00), ("V_EXP_F16", 0xFC00, 0x0000),
    ("V_EXP_F32", 0x7F800000, 0x7F800000), ("V_EXP_F32", 0x80000000, 0x3F800000), ("V_EXP_F32", 0xFF800000, 0x00000000),
    ("V_FFBH_I32", 0x00000000, 0xFFFFFFFF), ("V_FFBH_I32", 0xFFFFFFFF, 0xFFFFFFFF), ("V_FFBH_U32", 0x00000000, 0xFFFFFFFF),
    ("V_FFBL_B32", 0x00000000, 0xFFFFFFFF),
    ("V_LOG_F16", 0x0000, 0xFC00), ("V_LOG_F16", 0x3C00, 0x0000), ("V_LOG_F16", 0x7C00, 0x7C00),
    ("V_LOG_F16", 0x8000, 0xFC00), ("V_LOG_F16", 0xBC00, 0xFE00), ("V_LOG_F16", 0xFC00, 0xFE00),
    ("V_LOG_F32", 0x00000000, 0xFF800000), ("V_LOG_F32", 0x3F800000, 0x00000000), ("V_LOG_F32", 0x7F800000, 0x7F800000),
    ("V_LOG_F32", 0x80000000, 0xFF800000), ("V_LOG_F32", 0xBF800000, 0xFFC00000), ("V_LOG_F32", 0xFF800000, 0xFFC00000),
    ("V_RCP_F16", 0x0000, 0x7C00), ("V_RCP_F16", 0x7C00, 0x0000), ("V_RCP_F16", 0x8000, 0xFC00),
    ("V_RCP_F16", 0xC000, 0xB800), ("V_RCP_F16", 0xFC00, 0x8000),
    ("V_RCP_F32", 0x00000000, 0x7F800000), ("V_RCP_F32", 0x7F800000, 0x00000000), ("V_RCP_F32", 0x80000000, 0xFF800000),
    ("V_RCP_F32", 0xC0000000, 0xBF000000), ("V_RCP_F32", 0xFF800000, 0x80000000),
    ("V_RSQ_F16", 0x0000, 0x7C00), ("V_RSQ_F16", 0x4400, 0x3800), ("V_RSQ_F16", 0x7C00, 0x0000),
    ("V_RSQ_F16", 0x8000, 0xFC00), ("V_RSQ_F16", 0xFC00, 0xFE00),
    ("V_RSQ_F32", 0x00000000, 0x7F800000), ("V_RSQ_F32", 0x40800000, 0x3F000000), ("V_RSQ_F32", 0x7F800000, 0x00000000),
    ("V_RSQ_F32", 0x80000000, 0xFF800000), ("V_RSQ_F32", 0xFF800000, 0xFFC00000),
    ("V_SIN_F16", 0x3400, 0x3C00), ("V_SIN_F16", 0x7BFF, 0x0000), ("V_SIN_F16", 0x7C00, 0xFE00),
    ("V_SIN_F16", 0x8000, 0x8000), ("V_SIN_F16", 0xFBFF, 0x0000), ("V_SIN_F16", 0xFC00, 0xFE00),
    ("V_SIN_F32", 0x3E800000, 0x3F800000), ("V_SIN_F32", 0x7F800000, 0xFFC00000), ("V_SIN_F32", 0x80000000, 0x80000000),
    ("V_SIN_F32", 0xFF7FFFFF, 0x00000000), ("V_SIN_F32", 0xFF800000, 0xFFC00000),
    ("V_SQRT_F16", 0x0000, 0x0000), ("V_SQRT_F16", 0x4400, 0x4000), ("V_SQRT_F16", 0x7C00, 0x7C00),
    ("V_SQRT_F16", 0x8000, 0x8000), ("V_SQRT_F16", 0xFC00, 0xFE00),
    ("V_SQRT_F32", 0x00000000, 0x00000000), ("V_SQRT_F32", 0x40800000, 0x40000000), ("V_SQRT_F32", 0x7F800000, 0x7F800000),
    ("V_SQRT_F32", 0x80000000, 0x80000000), ("V_SQRT_F32", 0xFF800000, 0xFFC00000),
]  # fmt: skip


@pytest.mark.parametrize("rounding", [0, RTZ_ALL])
def test_guide_functional_examples(isa, rounding):
    by_name: dict[str, list[tuple[int, int]]] = {}
    for name, x, y in EXAMPLES:
        by_name.setdefault(name, []).append((x, y))
    failures = []
    for name, pairs in by_name.items():
        st = run(isa, f"{name.lower()} v2, v1", {1: [x for x, _ in pairs]}, MODE_DEFAULT | rounding)
        for (x, want), got in zip(pairs, lanes(st, 2, len(pairs))):
            if got != want:
                failures.append(f"{name}({x:#x}) = {got:#x}, guide {want:#x}")
    assert not failures, failures
    assert len(EXAMPLES) == 74


# ---------------------------------------------------------------------------------------------
# V_DOT2C (CDNA4 12.7 and 6.4; MI200 12.7 and its note under the VOP2 table)


@pytest.mark.parametrize("mode", [MODE_DEFAULT, MODE_DEFAULT | RTZ_ALL, DX10_CLAMP])
def test_dot2c_order_rounding_and_flush(isa, mode):
    """Hand-worked with exact arithmetic (every value below is a power of two or 3 * 2^k):
    - S0 = S1 = {1.0, 2^-12}, D = -1: CDNA4 (D + 1) + 2^-24 = 2^-24; MI200 (1 + 2^-24) + -1 = 0
      (1 + 2^-24 rounds to 1 in f32);
    - D = 1, products 3 * 2^-25 and 0: 1 + 0.75 ulp rounds up to 0x3f800001 whatever MODE.FP_ROUND
      says (6.4: no rounding modes);
    - an f16 denormal input (0x0001 * 1.0) and a denormal accumulator are flushed whatever
      MODE.FP_DENORM says (6.4, MI200 12.7 note)."""
    cdna4 = isa.name != "cdna2"  # the CDNA4 order; MI300 12.7 V_DOT2C_F32_F16 adds D first too
    s0 = [0x0C003C00, 0x00000E00, 0x00000001, 0]
    s1 = [0x0C003C00, 0x00000C00, 0x00003C00, 0]
    d = [0xBF800000, 0x3F800000, 0, 0x00000001]
    st = run(isa, "v_dot2c_f32_f16 v3, v1, v2", {1: s0, 2: s1, 3: d}, mode)
    assert lanes(st, 3, 4) == [0x33800000 if cdna4 else 0, 0x3F800001, 0, 0]
    if "V_DOT2C_F32_BF16" in isa.instructions:  # gfx950 only
        # bf16: {1.0, 2^-12} twice, D = -1 -> 2^-24; bf16 denormal 2^-127 * 2^126 flushed to 0;
        # 1 + 3 * 2^-25 rounded to nearest (bf16 3 * 2^-13 = 0x39c0, 2^-12 = 0x3980)
        s0 = [0x39803F80, 0x00000040, 0x000039C0]
        s1 = [0x39803F80, 0x00007E80, 0x00003980]
        st = run(isa, "v_dot2c_f32_bf16 v3, v1, v2", {1: s0, 2: s1, 3: [0xBF800000, 0, 0x3F800000]}, mode)
        assert lanes(st, 3, 3) == [0x33800000, 0, 0x3F800001]


PACKED_MODS = [
    # (arch, llvm-mc text, its gfx950 / gfx90a encoding, S0, S1, D, result by hand)
    # bf16 {lo 1.0, hi 2.0} . {1.0, 1.0}: NEG negates the low half (-1 + 2), ABS the high one (1 - 2)
    ("cdna4", "v_dot2c_f32_bf16_e64 v4, -v1, v2", [0x04, 0x00, 0x16, 0xD1, 0x01, 0x05, 0x02, 0x20], 0x40003F80, 0x3F803F80, 0, 0x3F800000),
    ("cdna4", "v_dot2c_f32_bf16_e64 v4, |v1|, v2", [0x04, 0x01, 0x16, 0xD1, 0x01, 0x05, 0x02, 0x00], 0x40003F80, 0x3F803F80, 0, 0xBF800000),
    ("cdna4", "v_dot2c_f32_bf16_e64 v4, v1, -|v2|", [0x04, 0x02, 0x16, 0xD1, 0x01, 0x05, 0x02, 0x40], 0x40003F80, 0x3F803F80, 0, 0xC0400000),
    # f16 {1, 2} . {1, 1} with S0's low half and S1's high half negated: -1 - 2 = -3
    ("both", "v_dot2c_f32_f16_e64 v4, -v1, |v2|", [0x04, 0x02, 0x37, 0xD1, 0x01, 0x05, 0x02, 0x20], 0x40003C00, 0x3C003C00, 0, 0xC0400000),
    # per half: lo -1 * 1 + 1 = +0, hi 2 * -1 + 1 = -1
    ("both", "v_pk_fmac_f16_e64 v4, -v1, |v2|", [0x04, 0x02, 0x3C, 0xD1, 0x01, 0x05, 0x02, 0x20], 0x40003C00, 0x3C003C00, 0x3C003C00, 0xBC000000),
]  # fmt: skip


@pytest.mark.parametrize("case", PACKED_MODS, ids=lambda c: c[1])
def test_vop3_neg_abs_on_packed_sources(isa, case):
    """CDNA4 12.7 V_DOT2C_F32_BF16: "ABS[1:0] are used as NEG_HI[1:0]" (NEG as neg_lo), by
    analogy on V_DOT2C_F32_F16 and V_PK_FMAC_F16 (errata vop3-packed-mods); the words are
    llvm-mc's (identical on gfx90a and gfx950 for the last two)."""
    arch, text, word, s0, s1, d, want = case
    if arch != "both" and isa.name != arch:
        pytest.skip(f"{isa.name} has no such instruction")
    if text.startswith("v_dot2c"):  # the assembler agrees with llvm-mc on these
        assert isa.assemble(text) == bytes(word)
    st = run(isa, None, {1: [s0], 2: [s1], 4: [d]}, code=bytes(word))
    assert lanes(st, 4, 1) == [want]


# ---------------------------------------------------------------------------------------------
# V_MAC / V_MADMK / V_MADAK flush denormals as V_MAD_F32 / V_MAD_F16 do (MI200 12.11: "denormals
# are flushed"; errata mac-mad-denormals); V_MAC_F16 zeroes D[31:16] (CDNA4 12.7 {16'0, tmp}).

EDGE32 = [0.0, -0.0, 2.0**-149, 2.0**-126 - 2.0**-149, 2.0**-126, 0.5, -2.0, 3.0, 2.0**-64, -(2.0**-70)]
EDGE16 = [0.0, -0.0, 2.0**-24, 2.0**-14 - 2.0**-24, 2.0**-14, 0.5, -2.0, 3.0, 2.0**-7, -(2.0**-8)]


def _mad_flushed(a, b, c, ftype):
    """Oracle (numpy): flush inputs, product rounded in the type, flushed, sum rounded, flushed."""

    def ftz(x):
        x = np.asarray(x, ftype)
        return np.where(np.abs(x) < np.finfo(ftype).tiny, np.copysign(ftype(0), x), x).astype(ftype)

    return ftz(ftz(ftz(a) * ftz(b)) + ftz(c))


@pytest.mark.parametrize("width", [16, 32])
def test_mac_madmk_madak_flush_denormals(isa, width):
    if width == 32 and isa.name != "cdna2":
        pytest.skip("V_MAC/MADMK/MADAK_F32 are gone on gfx942 and gfx950")
    ftype, edge = (np.float16, EDGE16) if width == 16 else (np.float32, EDGE32)
    ut = np.uint16 if width == 16 else np.uint32
    grid = np.array([(a, b, c) for a in edge for b in edge for c in edge], ftype)  # 1000 triples
    a, b, c = grid[:, 0], grid[:, 1], grid[:, 2]
    want = _mad_flushed(a, b, c, ftype).view(ut).astype(np.int64)
    k = ftype(edge[3]).view(ut)  # a denormal literal: flushed too
    for start in range(0, len(grid), 64):
        sl = slice(start, start + 64)
        n = len(a[sl])
        high = 0xABCD0000 if width == 16 else 0  # V_MAC_F16 reads D's low half and zeroes the high
        v = {1: a[sl].view(ut), 2: b[sl].view(ut), 3: c[sl].view(ut).astype(np.uint32) | high}
        st = run(isa, f"v_mac_f{width} v3, v1, v2", v)
        assert lanes(st, 3, n) == list(want[sl])
        st = run(isa, f"v_madmk_f{width} v4, v1, {int(k):#x}, v3", {**v, 3: c[sl].view(ut)})
        assert lanes(st, 4, n) == list(_mad_flushed(a[sl], k.view(ftype), c[sl], ftype).view(ut).astype(np.int64))
        st = run(isa, f"v_madak_f{width} v4, v1, v2, {int(k):#x}", v)
        assert lanes(st, 4, n) == list(_mad_flushed(a[sl], b[sl], k.view(ftype), ftype).view(ut).astype(np.int64))


def test_accumulator_is_an_input_for_mode_flushing(isa):
    """v_fmac_f32's old D is its third source: with f32 input denormals flushed and output ones
    kept (MODE.FP_DENORM[1:0] = 2, CDNA4 3.5), fma(0, 1, 0x00000001) is +0; kept, it is the
    denormal itself."""
    v = {1: [0], 2: [0x3F800000], 3: [1]}
    kept_out_only = IEEE | DX10_CLAMP | F16_KEEP_IN | F16_KEEP_OUT | F32_KEEP_OUT
    assert lanes(run(isa, "v_fmac_f32 v3, v1, v2", v, kept_out_only), 3, 1) == [0]
    assert lanes(run(isa, "v_fmac_f32 v3, v1, v2", v), 3, 1) == [1]


# ---------------------------------------------------------------------------------------------
# The arch module stands for its ISA (README): Program(cdna_isa.cdna4, ...) used to stop with
# "internal error: 'module' object is not subscriptable" in a MODE the reference computes.


@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
def test_arch_module_runs_like_its_isa(arch):
    module, isa = getattr(cdna_isa, arch), cdna_isa.arch(arch)
    for name in dir(isa):
        if not name.startswith("_"):
            assert getattr(module, name) == getattr(isa, name), name
    st = WaveState.create(waves=1)
    st.hwreg[0, 1] = MODE_DEFAULT | RTZ_ALL
    st.vgpr[0, 1, :] = 0x3F800000
    st.vgpr[0, 2, :] = 0x33800001  # 1 + (2^-24 + 2^-47): to nearest 0x3f800001, toward zero 1.0
    Program(module, module.assemble("v_add_f32 v3, v1, v2\ns_endpgm")).run(st)
    assert int(st.vgpr[0, 3, 0]) == 0x3F800000


# ---------------------------------------------------------------------------------------------
# NaN results (errata nan-propagation, frexp-mant-nan; CDNA4 3.5 MODE.IEEE): a NaN input comes
# out quiet with its sign and payload, the first NaN operand when two are; a NaN created from
# numbers is the negative default NaN. The same bits whatever MODE.FP_ROUND says (the reference
# computes the directed roundings). Expected values by hand from those rules.

NAN_CASES = [
    ("v_add_f32 v3, v1, v2", [0x7FC00123, 0xFF800001, 0x7FC00001, 0x7F800000], [0x3F800000, 0x3F800000, 0x7FC00002, 0xFF800000],
     [0x7FC00123, 0xFFC00001, 0x7FC00001, 0xFFC00000]),
    ("v_mul_f32 v3, v1, v2", [0x3F800000, 0x00000000], [0x7FA00000, 0x7F800000], [0x7FE00000, 0xFFC00000]),
    ("v_fmac_f32 v3, v1, v2", [0x3F800000, 0x3F800000], [0x3F800000, 0x3F800000], [0xFFC00000, 0xFFC00000]),
    ("v_mul_f16 v3, v1, v2", [0x7C01, 0xFE05, 0x0000], [0x4000, 0x4000, 0x7C00], [0x7E01, 0xFE05, 0xFE00]),
    ("v_frexp_mant_f16 v3, v1", [0x7C01, 0xFD00], None, [0x7E01, 0xFF00]),
    ("v_frexp_mant_f32 v3, v1", [0x7F800001, 0xFF812345], None, [0x7FC00001, 0xFFC12345]),
    ("v_cos_f32 v3, v1", [0x7F800001, 0xFFC00005], None, [0x7FC00001, 0xFFC00005]),
    ("v_sin_f16 v3, v1", [0x7C01, 0xFE05], None, [0x7E01, 0xFE05]),
    ("v_rcp_f32 v3, v1", [0xFF800002], None, [0xFFC00002]),
    ("v_cvt_f32_f16 v3, v1", [0x7C01, 0xFD00], None, [0x7FC02000, 0xFFE00000]),
    ("v_cvt_f16_f32 v3, v1", [0xFFA00000, 0x7FC02000], None, [0xFF00, 0x7E01]),
    # the IEEE-mode min/max rule (CDNA4 12.7 V_MAX_F32 / V_MIN_F16): a signalling NaN, S0 first,
    # comes out quiet; a quiet NaN loses to a number
    ("v_max_f32 v3, v1, v2", [0x7F800001, 0x3F800000, 0x7FC00000], [0x3F800000, 0xFF800002, 0x3F800000], [0x7FC00001, 0xFFC00002, 0x3F800000]),
    ("v_min_f16 v3, v1, v2", [0x7C01, 0x3C00], [0x3C00, 0x7E00], [0x7E01, 0x3C00]),
]  # fmt: skip


@pytest.mark.parametrize("case", NAN_CASES, ids=lambda c: c[0].split()[0])
@pytest.mark.parametrize("rounding", [0, RTZ_ALL])
def test_nan_results(isa, case, rounding):
    src, s0, s1, want = case
    v = {1: s0, 2: s1 or [0] * len(s0)}
    if src.startswith("v_fmac"):  # the accumulator is the NaN: one signalling, one quiet
        v[3] = [0xFF800000 | 0x1, 0xFFC00000]
        want = [0xFFC00001, 0xFFC00000]
    st = run(isa, src, v, MODE_DEFAULT | rounding)
    assert lanes(st, 3, len(want)) == want


def test_frexp_mant_f64_nan_is_quiet(isa):
    """errata frexp-mant-nan on the 64-bit form: sign and payload kept, quiet bit set."""
    v = {2: [0x00000001, 0x00012345], 3: [0x7FF00000, 0xFFF00000]}
    st = run(isa, "v_frexp_mant_f64 v[4:5], v[2:3]", v)
    assert lanes(st, 4, 2) == [0x00000001, 0x00012345]
    assert lanes(st, 5, 2) == [0x7FF80000, 0xFFF80000]


# ---------------------------------------------------------------------------------------------
# V_CMP_CLASS_F16's mask takes inline float constants as f16 (CDNA4 12.9, MI200 12.9: "S1 has a
# format of f16 since floating point literal constants are interpreted as 16 bit value"):
# 1/(2*pi) is 0x3118 there (mask 0x118: -normal, -denormal, +normal) and 0x3e22f983 for the f32
# test (mask 0x183: sNaN, qNaN, +denormal, +normal). Words from llvm-mc (gfx90a = gfx950).


@pytest.mark.parametrize(
    "word,want",
    [
        ([0x04, 0x00, 0x14, 0xD0, 0x01, 0xF1, 0x01, 0x00], [0, 1, 1, 0]),  # v_cmp_class_f16_e64 s[4:5], v1, 0.15915494
        ([0x04, 0x00, 0x10, 0xD0, 0x01, 0xF1, 0x01, 0x00], [1, 1, 0, 0]),  # v_cmp_class_f32_e64 s[4:5], v1, 0.15915494
    ],
)
def test_class_mask_inline_constant(isa, word, want):
    f16 = word[2] == 0x14
    values = [0x0001, 0x3C00, 0x8001, 0x0000] if f16 else [0x00000001, 0x3F800000, 0x80000001, 0]
    st = run(isa, None, {1: values}, code=bytes(word))
    mask = int(st.sgpr[0, 4])
    assert [mask >> lane & 1 for lane in range(4)] == want
