"""Matrix-core numerics and timing held against the guides (issue 13, the matrix part): every
MFMA, SMFMAC and scaled MFMA of the three architectures, on edge values. cdna3 follows MI300
7.3 (denormals) and Table 28's controls (FP16_OVFL clamp), which say what CDNA4 7.4 / 7.1.2
say; its xf32 MFMAs multiply the top 10 mantissa bits of their f32 inputs (MI300 12.10).

Oracles, each stated per test: the guides' rules worked by hand (CDNA4 7.1.2, 7.1.5, 7.2, 7.3
Table 30, 7.4, 7.5, 12.10; MI200 7.1 Table 25, 12.10), exact rational arithmetic (Python's
fractions, rounded by the small rounding function below, not by the emulator's), numpy float32
scalar arithmetic for MI200's f32 partial sums, ml_dtypes for the small float formats, llvm-mca
for cycle counts, and clang-22 kernels (tests/kernels/mfma_modes.cl) on both architectures.
Where the guides are silent, the choice is the one spec/errata.yaml records (named per test).
"""

from __future__ import annotations

import re
import subprocess
from fractions import Fraction

import cdna_isa
import ml_dtypes
import numpy as np
import pytest

from . import llvm
from .emulate import run_matrix

ARCHS = ("cdna2", "cdna3", "cdna4")
F32_MAX = float(np.finfo(np.float32).max)
NAN32, NAN64 = 0x7FC00000, 0x7FF8000000000000
# the numpy types of the matrix element formats
DTYPES = {
    "f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f64": np.float64,
    "i8": np.int8, "i32": np.int32, "fp8": ml_dtypes.float8_e4m3fn, "bf8": ml_dtypes.float8_e5m2,
    "fp6": ml_dtypes.float6_e2m3fn, "bf6": ml_dtypes.float6_e3m2fn, "fp4": ml_dtypes.float4_e2m1fn,
    "xf32": np.float32,  # f32 storage; the MFMA reads only the top 10 mantissa bits (xf32_cut)
    # MI300 7.2 Table 30: gfx942's fp8 and bf8 (bias 8 / 16, 0x80 the only NaN, no Inf)
    "fp8_fnuz": ml_dtypes.float8_e4m3fnuz, "bf8_fnuz": ml_dtypes.float8_e5m2fnuz,
}  # fmt: skip
F8F6F4 = {0: "fp8", 1: "bf8", 2: "fp6", 3: "bf6", 4: "fp4"}  # CBSZ / BLGP (CDNA4 7.1.5)


def instructions(float_result: bool | None = None):
    """(arch, name, mods) for every matrix instruction; F8F6F4 ones once per format pair on
    the diagonal (cbsz = blgp = 0..4); float_result: only f32/f64 (True) or i32 (False)."""
    out = []
    for arch in ARCHS:
        core = cdna_isa.arch(arch).mfma
        for name in core.names():
            shape = core.shape(name)
            if float_result is not None and (shape.c == "i32") == float_result:
                continue
            fmts = range(5) if shape.formats_by_modifiers else [None]
            for f in fmts:
                out.append(pytest.param(arch, name, {} if f is None else {"cbsz": f, "blgp": f}, id=f"{arch}-{name}{'' if f is None else f'-{F8F6F4[f]}'}"))
    return out


def shape_of(arch, name, mods):
    return cdna_isa.arch(arch).mfma.shape(name).resolved(mods.get("cbsz", 0), mods.get("blgp", 0))


def zeros(shape):
    """Zero A (stored half for SMFMAC), B, C of the shape's element types."""
    a = np.zeros((shape.blocks, shape.m, shape.stored_k), DTYPES[shape.a])
    b = np.zeros((shape.blocks, shape.k, shape.n), DTYPES[shape.b])
    c = np.zeros((shape.blocks, shape.m, shape.n), DTYPES[shape.c])
    return a, b, c


def value(bits: int, ty: str) -> float:
    return float(np.array(bits, np.uint64 if ty == "f64" else np.uint32).view(DTYPES[ty]))


def rn(x: Fraction, ty: str) -> float:
    """The test's own rounding of an exact rational to f32 or f64: nearest, ties to even,
    overflow to infinity (IEEE 754)."""
    frac, emin, emax = {"f32": (23, -126, 127), "f64": (52, -1022, 1023)}[ty]
    if x == 0:
        return 0.0
    mag = abs(x)
    e = mag.numerator.bit_length() - mag.denominator.bit_length()
    if Fraction(2) ** e > mag:
        e -= 1
    quantum = Fraction(2) ** (max(e, emin) - frac)
    n, rest = divmod(mag, quantum)
    if rest > quantum / 2 or rest == quantum / 2 and n % 2:
        n += 1
    out = n * quantum
    result = float("inf") if out >= Fraction(2) ** (emax + 1) else float(out)
    return result if x > 0 else -result


# --------------------------------------------------------------------------- denormals
# The guides' denormal rules per (arch, A element type): A/B inputs, C, result: keep (never
# flushed), flush (always), or mode (MODE.FP_DENORM's f32 bits: [4] inputs, [5] outputs).
#   MI200 7.1 Table 25: f32 "supports denorm allow/flush from MODE.denorm"; f16, bf16 "flushes
#   input and output denorms" (C is an input); f64 "allow input and output denorms". C of the
#   f32 MFMAs is kept (errata mfma-denormals: MI200 is silent, CDNA4 7.4 keeps it).
#   CDNA4 7.4: f32 MFMAs honour MODE for A and B; "Matrix-C input and result-matrix output
#   ignore MODE.denorm"; everything narrower than 32 bits, F8F6F4 (7.1.5) and SMFMAC (7.5)
#   keep denormals; f64 allows them.
def guide_denormals(arch: str, ty: str) -> tuple[str, str, str]:
    if arch == "cdna2" and ty == "f32":
        return "mode", "keep", "mode"
    if arch == "cdna2" and ty in ("f16", "bf16"):
        return "flush", "flush", "flush"
    if arch != "cdna2" and ty == "f32":  # MI300 7.3 says the same as CDNA4 7.4
        return "mode", "keep", "keep"
    return "keep", "keep", "keep"


def kept(rule: str, mode: int, output: bool) -> bool:
    return rule == "keep" or rule == "mode" and bool(mode >> (5 if output else 4) & 1)


# the smallest-magnitude denormal probe of each format (exact in it): below its smallest normal
TINY = {
    "f32": 2.0**-140, "f16": 2.0**-20, "bf16": 2.0**-130, "f64": 2.0**-1070, "fp8": 2.0**-9,
    "bf8": 2.0**-16, "fp6": 2.0**-3, "bf6": 2.0**-4, "fp4": 0.5, "fp8_fnuz": 2.0**-10,
    "bf8_fnuz": 2.0**-17,
    "xf32": 2.0**-130,  # f32 mantissa bit 19: among the 10 an xf32 keeps
}  # fmt: skip
F32_SMALLEST_NORMAL = 2.0**-126


@pytest.mark.parametrize("mode", [0x0F0, 0x000, 0x010, 0x020])  # FP_DENORM f32 [5:4] = 3, 0, 1, 2
@pytest.mark.parametrize("arch,name,mods", instructions(float_result=True))
def test_denormals_follow_the_guides(arch, name, mods, mode):
    """Three probes against guide_denormals (the guides worked by hand): a denormal A element
    times 1; a denormal C with A = B = 0; a product of two normal inputs that is denormal in
    the result type. Every other element is zero; a flushed value becomes +0."""
    isa = cdna_isa.arch(arch)
    shape = shape_of(arch, name, mods)
    ab_rule, c_rule, d_rule = guide_denormals(arch, shape.a)
    res_ty = shape.c
    result_small = F32_SMALLEST_NORMAL if res_ty == "f32" else 2.0**-1022

    def run(a, b, c):
        return value(int(run_matrix(isa, name, a, b, c, mode=mode, **mods)[0, 0, 0]), res_ty)

    one = np.array(1.0).astype(DTYPES[shape.b])
    # 1. a denormal A element times 1
    a, b, c = zeros(shape)
    a[0, 0, 0], b[0, 0, 0] = np.array(TINY[shape.a]).astype(DTYPES[shape.a]), one
    want = TINY[shape.a] if kept(ab_rule, mode, False) else 0.0
    if want and want < result_small and not kept(d_rule, mode, True):
        want = 0.0
    assert run(a, b, c) == want
    # 2. a denormal C
    a, b, c = zeros(shape)
    c[0, 0, 0] = TINY[res_ty]
    want = TINY[res_ty] if kept(c_rule, mode, False) and kept(d_rule, mode, True) else 0.0
    assert run(a, b, c) == want
    # 3. normal inputs, denormal result (the formats whose products reach below f32's normals)
    half = {"f32": 2.0**-70, "xf32": 2.0**-70, "bf16": 2.0**-70, "f64": 2.0**-537}.get(shape.a)
    if half is not None:
        a, b, c = zeros(shape)
        a[0, 0, 0] = b[0, 0, 0] = half
        want = half * half if kept(d_rule, mode, True) else 0.0
        assert run(a, b, c) == want


# --------------------------------------------------------------------------- FP16_OVFL clamp
def clamps(arch: str, shape) -> bool:
    """CDNA4 7.1.2 (and 7.1.5, 7.5): f32 and i32 results saturate when MODE.FP16_OVFL is set;
    f64 ignores MODE (7.4). MI200 says nothing: no saturation (errata mfma-clamp)."""
    return arch != "cdna2" and shape.c != "f64"  # MI300 Table 28's controls: the same clamp


@pytest.mark.parametrize("ovfl", [0, 1])
@pytest.mark.parametrize("arch,name,mods", [p for p in instructions() if shape_of(*p.values).c != "f64"])
def test_fp16_ovfl_saturates_results(arch, name, mods, ovfl):
    """MODE bit 23 (FP16_OVFL) set: an f32 result that overflows from finite inputs is +-MAX,
    an infinite C ("true INF", MI200/CDNA4 3.5 MODE) stays infinite, an i32 result saturates
    at +-(2^31 - 1) / -2^31; clear: infinity and dropped carries (the guide's text)."""
    isa = cdna_isa.arch(arch)
    shape = shape_of(arch, name, mods)
    mode = 0x0F0 | ovfl << 23
    saturate = ovfl and clamps(arch, shape)
    if shape.c == "i32":
        for sign in (1, -1):
            a, b, c = zeros(shape)
            a[0, 0, :] = 127 * sign
            b[0, :, 0] = 127
            c[0, 0, 0] = (2**31 - 1) if sign > 0 else -(2**31)
            exact = int(c[0, 0, 0]) + sign * 127 * 127 * shape.stored_k
            want = max(-(2**31), min(2**31 - 1, exact)) if saturate else (exact + 2**31) % 2**32 - 2**31
            got = int(run_matrix(isa, name, a, b, c, mode=mode, index=0x44444444, **mods)[0, 0, 0].view(np.int32))
            assert got == want
        return
    # an infinite C stays infinite
    a, b, c = zeros(shape)
    c[0, 0, 0] = -np.inf
    assert value(int(run_matrix(isa, name, a, b, c, mode=mode, **mods)[0, 0, 0]), "f32") == -np.inf
    # overflow from finite values: the formats that can reach it (f32, bf16), or any format
    # through the scaled MFMAs' 2^127 x 2^127
    if shape.a in ("f32", "bf16") or "_scale_" in name:
        for sign in (1.0, -1.0):
            a, b, c = zeros(shape)
            big = float(ml_dtypes.finfo(DTYPES[shape.a]).max) if shape.a in ("f32", "bf16") else 1.0
            a[0, 0, 0] = np.array(sign * big).astype(DTYPES[shape.a])
            b[0, 0, 0] = np.array(4.0).astype(DTYPES[shape.b])
            got = value(int(run_matrix(isa, name, a, b, c, mode=mode, scales=(0xFEFEFEFE, 0xFEFEFEFE), **mods)[0, 0, 0]), "f32")
            assert got == sign * (F32_MAX if saturate else np.inf)


# --------------------------------------------------------------------------- accumulation
def exact_f32(a_row, b_col, c) -> float:
    """CDNA4 12.10 "fused multiply add ... round toward nearest even": the exact sum, rounded
    once (errata mfma-accumulation-order: the CDNA4 narrow-type choice)."""
    return rn(Fraction(float(c)) + sum((Fraction(float(x)) * Fraction(float(y)) for x, y in zip(a_row, b_col)), Fraction(0)), "f32")


def xf32_cut(x: np.ndarray) -> np.ndarray:
    """MI300 12.10 V_MFMA_F32_*_XF32: each f32 input's mantissa "truncated to 10 bits" (the low
    13 of its 23 bits cleared; errata mfma-xf32-rounding)."""
    return (np.asarray(x, np.float32).view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)


def fma_steps(a_row, b_col, c, ty: str) -> float:
    """MI200 7.1 "partial results ... in CDfmt" with 12.10's fused multiply add: C, then one
    fma per k in k order, each rounded to the result type."""
    d = float(c)
    for x, y in zip(a_row, b_col):
        d = rn(Fraction(float(x)) * Fraction(float(y)) + Fraction(d), ty)
    return d


def dot_steps(a_row, b_col, c, group: int) -> float:
    """MI200 7.1's 4-way (bf16 with two per register: 2-way) dot product, flushing as Table 25
    says: K in runs of `group`, each product and each pairwise sum rounded to f32 (numpy f32
    arithmetic), added to the f32 accumulator that starts at C; every value below f32's
    smallest normal (inputs, C, each partial) flushed to a zero of its sign."""

    def ftz(x):
        x = np.float32(x)
        return np.float32(np.copysign(0.0, x)) if abs(x) < F32_SMALLEST_NORMAL else x

    def ftz_in(x):  # a 16-bit input below its format's smallest normal
        small = 2.0**-14 if x.dtype == np.float16 else F32_SMALLEST_NORMAL
        return 0.0 if abs(float(x)) < small else float(x)

    acc = ftz(np.float32(c))
    a = [ftz_in(x) for x in a_row]
    b = [ftz_in(y) for y in b_col]
    with np.errstate(all="ignore"):
        for k0 in range(0, len(a), group):
            terms = [ftz(np.float32(a[k] * b[k])) for k in range(k0, k0 + group)]  # exact in f64
            while len(terms) > 1:
                terms = [ftz(x + y) for x, y in zip(terms[0::2], terms[1::2])]
            acc = ftz(acc + terms[0])
    return float(acc)


def random_values(rng, ty: str, shape, spread: str) -> np.ndarray:
    """Finite values of a format with both signs and exact zeros. wide: spread over the whole
    exponent range (f32/bf16/f64 within 2^-60..2^60 so that nothing overflows); moderate:
    normal-distributed, rounded to the format (sums then round without any wide range)."""
    if spread == "moderate":
        v = rng.standard_normal(shape) * np.exp2(rng.integers(-3, 4, shape))
        return v.astype(np.float32).astype(DTYPES[ty]) if ty == "bf16" else v.astype(DTYPES[ty])
    widths = {"f16": 16, "fp8": 8, "bf8": 8, "fp6": 6, "bf6": 6, "fp4": 4, "fp8_fnuz": 8, "bf8_fnuz": 8}
    if ty in widths:  # any code of the format, but NaN/inf
        width = widths[ty]
        raw = rng.integers(0, 1 << width, shape).astype(np.uint16 if width == 16 else np.uint8)
        v = raw.view(DTYPES[ty])
        return np.where(np.isfinite(v.astype(np.float64)), v, np.zeros((), DTYPES[ty])).astype(DTYPES[ty])
    mant = rng.integers(-(2**20), 2**20, shape) / 2.0**20
    e = rng.integers(-60, 60, shape)
    v = np.ldexp(mant, e)
    v[rng.random(shape) < 0.1] = 0.0
    return v.astype(DTYPES[ty])


def guide_accumulation(arch: str, shape):
    """The rounding of partial results the spec takes from the guides (errata
    mfma-accumulation-order): f32 and f64 MFMAs an fma per k (both archs); MI200's f16 and
    bf16 4-way dot products (2-way for the 2-per-register bf16 shapes, K = 2 per register);
    everything else (CDNA4 16-bit and narrower types, SMFMAC, scaled) one rounding."""
    if shape.c == "f64" or shape.a == "f32":
        return lambda a, b, c: fma_steps(a, b, c, shape.c)
    if arch == "cdna2" and shape.a in ("f16", "bf16"):
        group = 2 * shape.registers("A")  # the 16-bit values of A per lane: 4, or 2 (1 register)
        return lambda a, b, c: dot_steps(a, b, c, group)
    return exact_f32


@pytest.mark.parametrize("spread", ["wide", "moderate"])
@pytest.mark.parametrize("arch,name,mods", instructions(float_result=True))
def test_accumulation_rounding(arch, name, mods, spread):
    """Random finite inputs, over each format's exponent range (cancellations and dynamic
    ranges beyond f64's 53 bits included) or normal-distributed; every D entry is compared bit
    for bit with the per-arch model computed here in exact rationals / numpy f32
    (guide_accumulation)."""
    isa = cdna_isa.arch(arch)
    shape = shape_of(arch, name, mods)
    rng = np.random.default_rng(abs(hash((arch, name, str(mods), spread))) % 2**32)
    a = random_values(rng, shape.a, (shape.blocks, shape.m, shape.stored_k), spread)
    b = random_values(rng, shape.b, (shape.blocks, shape.k, shape.n), spread)
    c_type = "f32" if shape.c == "f32" else "f64"
    c = random_values(rng, c_type, (shape.blocks, shape.m, shape.n), spread).astype(DTYPES[shape.c])
    scales, factors = (0x7F7F7F7F, 0x7F7F7F7F), None
    if "_scale_" in name:  # E8M0 bytes 100..154 (byte 0: lane r + rows * (k / 32), 7.2.1)
        kb = shape.k // 32
        ea, eb = rng.integers(100, 155, (shape.m, kb)), rng.integers(100, 155, (shape.n, kb))
        scales = tuple(np.array([e[r % len(e), r // len(e)] if r < e.size else 0 for r in range(64)], np.uint32) for e in (ea, eb))
        factors = (ea - 127, eb - 127)
    got = run_matrix(isa, name, a, b, c, mode=0x0F0, scales=scales, **mods)
    if factors is not None:  # fold each K block's scales into A's and B's values (exact)
        fa, fb = (np.repeat(np.exp2(f.astype(float)), 32, axis=1) for f in factors)
        a = a.astype(np.float64) * fa[None]
        b = b.astype(np.float64) * fb.T[None]
    if shape.sparse:  # stored element 2g+t sits at k = 4g+t (index pairs 0, 1)
        dense = np.zeros((shape.blocks, shape.m, shape.k), a.dtype)
        for k in range(shape.stored_k):
            dense[:, :, 4 * (k // 2) + k % 2] = a[:, :, k]
        a = dense
    model = guide_accumulation(arch, shape)
    if shape.a == "xf32":  # random f32 bits: the instruction multiplies their top 10 mantissa bits
        a, b = xf32_cut(a), xf32_cut(b)
    want = np.array([[[model(a[blk, i], b[blk, :, j], c[blk, i, j]) for j in range(shape.n)] for i in range(shape.m)] for blk in range(shape.blocks)])
    if shape.c == "f64":
        np.testing.assert_array_equal(got, want.view(np.uint64))
    else:
        np.testing.assert_array_equal(got, want.astype(np.float32).view(np.uint32))


@pytest.mark.parametrize("arch", ARCHS)
def test_the_guides_fused_f64_and_per_k_f32_vectors(arch):
    """Hand-worked vectors. f64 (12.10 "using fused multiply add"): A[.][0] = B[0][.] =
    1 + 2^-30, C = -(1 + 2^-29): fused, (1 + 2^-30)^2 - (1 + 2^-29) = 2^-60 exactly; a rounded
    product would give 0. f32 (MI200 7.1, partial results in f32): A row [1, 2^-24, 2^-24, 0],
    B = 1, C = 0: 1 + 2^-24 ties to 1 twice, so 1.0 (0x3F800000), where one rounding of the
    exact 1 + 2^-23 would give 0x3F800001."""
    isa = cdna_isa.arch(arch)
    for name in isa.mfma.names():
        shape = isa.mfma.shape(name)
        if shape.c == "f64":
            a, b, c = zeros(shape)
            a[:, :, 0] = b[:, 0, :] = 1 + 2.0**-30
            c[:] = -(1 + 2.0**-29)
            got = run_matrix(isa, name, a, b, c)
            assert (got == np.array(2.0**-60).view(np.uint64)).all(), name
        elif shape.a == "f32" and shape.k == 4:
            a, b, c = zeros(shape)
            a[0, 0, :] = [1, 2.0**-24, 2.0**-24, 0]
            b[:] = 1
            assert run_matrix(isa, name, a, b, c)[0, 0, 0] == 0x3F800000, name


@pytest.mark.parametrize("arch", ARCHS)
def test_mi200_dot4_and_cdna4_single_rounding_differ(arch):
    """V_MFMA_F32_16X16X16 f16, A row [2048, 0.25, 0.25, 0, ...], B column [2048, 1, 1, 0, ...],
    C = 0. MI200's 4-way dot: (2^22 + 0.25) ties to 2^22 in f32, + (0.25 + 0) = 2^22 + 0.25
    ties to 2^22 again: 4194304.0. CDNA4 (one rounding of the exact sum): 2^22 + 0.5 =
    4194304.5."""
    isa = cdna_isa.arch(arch)
    name = "v_mfma_f32_16x16x16f16" if arch == "cdna2" else "v_mfma_f32_16x16x16_f16"
    shape = isa.mfma.shape(name)
    a, b, c = zeros(shape)
    a[0, 0, :3] = [2048, 0.25, 0.25]
    b[0, :3, 0] = [2048, 1, 1]
    got = value(int(run_matrix(isa, name, a, b, c)[0, 0, 0]), "f32")
    assert got == (4194304.0 if arch == "cdna2" else 4194304.5)


# (a large and the smallest positive value) of the formats wide enough that C, a product at half
# of C's f32 spacing, and a product of two smallest values span more than f64's 53 bits
SPAN = {"f16": (2.0**15, 2.0**-24), "bf16": (2.0**40, 2.0**-133), "fp8": (2.0**8, 2.0**-9), "bf8": (2.0**15, 2.0**-16),
        "fp8_fnuz": (2.0**7, 2.0**-10), "bf8_fnuz": (2.0**15, 2.0**-17)}  # fmt: skip


@pytest.mark.parametrize("arch,name,mods", [p for p in instructions(float_result=True) if shape_of(*p.values).a in SPAN and shape_of(*p.values).b in SPAN])
def test_exact_sum_is_rounded_once(arch, name, mods):
    """C = L^2 * 2^24, A row [L, S], B column [L, S] (L large, S the smallest denormal): the
    exact sum C + C * 2^-24 + S^2 lies just above the tie between C and its f32 successor, so
    one rounding of the exact sum gives C (1 + 2^-23); a sum first rounded to f64 drops S^2
    and ties to C. MI200's 4-way dot product also gives C: its pair L^2 + S^2 rounds to L^2 in
    f32 first (guide_accumulation; hand-worked)."""
    isa = cdna_isa.arch(arch)
    shape = shape_of(arch, name, mods)
    if shape.a != shape.b:
        pytest.skip("mixed formats: the pair (L, S) is per format")
    big, small = SPAN[shape.a]
    a, b, c = zeros(shape)
    a[0, 0, 0] = b[0, 0, 0] = np.array(big).astype(DTYPES[shape.a])
    a[0, 0, 1] = b[0, 1, 0] = np.array(small).astype(DTYPES[shape.a])
    c[0, 0, 0] = big * big * 2.0**24
    got = value(int(run_matrix(isa, name, a, b, c, mode=0x0F0, **mods)[0, 0, 0]), "f32")
    dot = arch == "cdna2"  # every 16-bit MFMA of MI200 sums in dot products
    assert got == float(c[0, 0, 0]) * (1.0 if dot else 1 + 2.0**-23)


# --------------------------------------------------------------------------- NaN and infinity
def has_inf(ty: str) -> bool:
    return ty in ("f32", "f16", "bf16", "f64", "bf8")  # Table 30: FP8, FP6, BF6, FP4 have none


@pytest.mark.parametrize("arch,name,mods", instructions(float_result=True))
def test_nan_and_infinity(arch, name, mods):
    """IEEE propagation through the sum: inf x 0 and +inf + -inf give NaN, a NaN input gives
    NaN, one infinity gives that infinity. Every NaN result is the positive quiet NaN with no
    payload, 0x7FC00000 / 0x7FF8000000000000 (errata mfma-nan: the guides do not say)."""
    isa = cdna_isa.arch(arch)
    shape = shape_of(arch, name, mods)
    ty = shape.c
    nan_bits = NAN32 if ty == "f32" else NAN64

    def d00(a, b, c):
        return int(run_matrix(isa, name, a, b, c, **mods)[0, 0, 0])

    dt_a, dt_b, dt_c = DTYPES[shape.a], DTYPES[shape.b], DTYPES[ty]
    if has_inf(shape.a):
        a, b, c = zeros(shape)
        a[0, 0, 0] = np.array(-np.inf).astype(dt_a)  # -inf x 0
        assert d00(a, b, c) == nan_bits
        b[0, 0, 0] = np.array(1.0).astype(dt_b)  # -inf x 1 + 0
        assert value(d00(a, b, c), ty) == -np.inf
        c[0, 0, 0] = np.inf  # -inf + inf
        assert d00(a, b, c) == nan_bits
    # a NaN input (a signalling one where the format has one, with a payload)
    nan_in = {"f32": 0x7FA00001, "f16": 0x7D01, "bf16": 0x7F81, "f64": 0x7FF0000000000001, "fp8": 0x7F, "bf8": 0x7D,
              "fp8_fnuz": 0x80, "bf8_fnuz": 0x80}  # fmt: skip
    if shape.a in nan_in:
        a, b, c = zeros(shape)
        raw = np.array(nan_in[shape.a], {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[np.dtype(dt_a).itemsize])
        a[0, 0, 0] = raw.view(dt_a)
        assert d00(a, b, c) == nan_bits
    a, b, c = zeros(shape)
    c[0, 0, 0] = np.array(0xFFC00123 if ty == "f32" else 0xFFF8000000000123, np.uint32 if ty == "f32" else np.uint64).view(dt_c)
    assert d00(a, b, c) == nan_bits  # a NaN C with a sign and a payload
    c[0, 0, 0] = np.inf
    assert value(d00(a, b, c), ty) == np.inf


# --------------------------------------------------------------------------- small formats
def test_table_30_against_ml_dtypes():
    """The oracle's formats are the guide's: CDNA4 7.3 Table 30's largest values, smallest
    normals and denormals, NaN and infinity encodings, read with ml_dtypes."""
    def v(bits, ty):
        return float(np.array(bits, np.uint8).view(DTYPES[ty]))

    assert (v(0x7E, "fp8"), v(0x08, "fp8"), v(0x01, "fp8")) == (448.0, 2.0**-6, 2.0**-9)
    assert np.isnan(v(0x7F, "fp8")) and np.isnan(v(0xFF, "fp8"))
    assert (v(0x7B, "bf8"), v(0x04, "bf8"), v(0x01, "bf8")) == (57344.0, 2.0**-14, 2.0**-16)
    assert (v(0x7C, "bf8"), v(0xFC, "bf8")) == (np.inf, -np.inf)
    assert all(np.isnan(v(x, "bf8")) for x in (0x7D, 0x7E, 0x7F, 0xFD, 0xFE, 0xFF))
    assert (v(0b011111, "fp6"), v(0b001000, "fp6"), v(0b000001, "fp6")) == (7.5, 1.0, 0.125)
    assert (v(0b011111, "bf6"), v(0b000100, "bf6"), v(0b000011, "bf6")) == (28.0, 0.25, 0.1875)
    assert (v(0b0111, "fp4"), v(0b0010, "fp4"), v(0b0001, "fp4")) == (6.0, 1.0, 0.5)
    # MI300 7.2 Table 30 (gfx942): FP8 max 240, smallest normal 2^-7, denormal 2^-10; BF8 max
    # 57344, 2^-15, 2^-17; 0x80 the NaN of both, no infinity, no negative zero
    assert (v(0x7F, "fp8_fnuz"), v(0x08, "fp8_fnuz"), v(0x01, "fp8_fnuz")) == (240.0, 2.0**-7, 2.0**-10)
    assert (v(0x7F, "bf8_fnuz"), v(0x04, "bf8_fnuz"), v(0x01, "bf8_fnuz")) == (57344.0, 2.0**-15, 2.0**-17)
    for ty in ("fp8_fnuz", "bf8_fnuz"):
        values = np.arange(256, dtype=np.uint8).view(DTYPES[ty]).astype(np.float64)
        assert [c for c in range(256) if np.isnan(values[c])] == [0x80] and np.isfinite(values[values == values]).all()
    for ty, bits in (("fp6", 6), ("bf6", 6), ("fp4", 4)):  # no NaN, no infinity
        assert all(np.isfinite(v(x, ty)) for x in range(1 << bits))


FP_FORMAT_MFMAS = [
    ("v_mfma_f32_16x16x128_f8f6f4", f) for f in range(5)
] + [("v_mfma_f32_16x16x32_fp8_fp8", None), ("v_mfma_f32_16x16x32_bf8_bf8", None), ("v_smfmac_f32_16x16x64_fp8_fp8", None), ("v_smfmac_f32_16x16x64_bf8_bf8", None)]


@pytest.mark.parametrize("name,fmt", FP_FORMAT_MFMAS)
def test_every_small_float_code(name, fmt):
    """Every code of every small format through A (row i, k = 0) and B (column j, k = 0) with 1
    on the other side: D[i][0] / D[0][j] is the code's value (ml_dtypes, held to Table 30
    above), a NaN code gives the canonical NaN; fp6, bf6 and fp4 have neither (CDNA4 7.3)."""
    isa = cdna_isa.arch("cdna4")
    mods = {} if fmt is None else {"cbsz": fmt, "blgp": fmt}
    shape = shape_of("cdna4", name, mods)
    codes = 1 << {"fp8": 8, "bf8": 8, "fp6": 6, "bf6": 6, "fp4": 4}[shape.a]
    for first in range(0, codes, shape.m):
        chunk = np.arange(first, min(first + shape.m, codes), dtype=np.uint8)
        a, b, c = zeros(shape)
        a[0, : len(chunk), 0] = chunk.view(DTYPES[shape.a])
        b[0, 0, 0] = np.array(1.0).astype(DTYPES[shape.b])
        got = run_matrix(isa, name, a, b, c, **mods)[0, : len(chunk), 0]
        a2, b2, c2 = zeros(shape)
        a2[0, 0, 0] = np.array(1.0).astype(DTYPES[shape.a])
        b2[0, 0, : len(chunk)] = chunk.view(DTYPES[shape.b])
        got_b = run_matrix(isa, name, a2, b2, c2, **mods)[0, 0, : len(chunk)]
        for code, d_a, d_b in zip(chunk, got, got_b):
            want = float(np.array(code, np.uint8).view(DTYPES[shape.a])) + 0.0  # -0 + C's +0: +0
            bits = NAN32 if np.isnan(want) else int(np.array(want, np.float32).view(np.uint32))
            assert (int(d_a), int(d_b)) == (bits, bits), (shape.a, hex(code))


# --------------------------------------------------------------------------- block scaling
SCALED = ["v_mfma_scale_f32_16x16x128_f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4"]


@pytest.mark.parametrize("name", SCALED)
@pytest.mark.parametrize("scale_a,scale_b,ovfl,want", [
    (127, 127, 0, 1.0),  # bias 127: 2^0
    (0, 127, 0, 2.0**-127),  # the smallest scale, a denormal result (kept: 7.1.5)
    (254, 127, 0, 2.0**127),  # the largest
    (0, 0, 0, 0.0),  # 2^-254 rounds to zero in f32
    (254, 254, 0, np.inf),  # 2^254 overflows
    (254, 254, 1, F32_MAX),  # ... to +MAX with MODE.FP16_OVFL (7.1.2)
    (255, 127, 0, "nan"),  # 0xFF is NaN (7.2)
    (127, 255, 1, "nan"),
])  # fmt: skip
def test_e8m0_scales(name, scale_a, scale_b, ovfl, want):
    """CDNA4 7.2: one E8M0 exponent (bias 127, 0xFF NaN) per 32 K values of an A row / B
    column, applied to that block's dot product before accumulation. A = B = 1 (fp8) at k = 0
    only; the scale bytes of every lane set alike. Worked by hand."""
    isa = cdna_isa.arch("cdna4")
    shape = shape_of("cdna4", name, {})
    a, b, c = zeros(shape)
    a[0, 0, 0] = b[0, 0, 0] = np.array(1.0).astype(DTYPES["fp8"])
    scales = (scale_a * 0x01010101, scale_b * 0x01010101)
    got = int(run_matrix(isa, name, a, b, c, mode=0x0F0 | ovfl << 23, scales=scales)[0, 0, 0])
    if want == "nan":
        assert got == NAN32
    else:
        assert value(got, "f32") == want


def test_scales_apply_per_k_block():
    """Each 32-long K block takes its own scale: A row 0 = 1 at k = 0, 32, 64, 96, B = 1 there;
    scale bytes of row 0 (lanes 0, 16, 32, 48: lane r + 16 * (k / 32), 7.2.1) 127, 128, 129,
    130: D[0][0] = 1 + 2 + 4 + 8 = 15."""
    isa = cdna_isa.arch("cdna4")
    name = "v_mfma_scale_f32_16x16x128_f8f6f4"
    shape = shape_of("cdna4", name, {})
    a, b, c = zeros(shape)
    for q in range(4):
        a[0, 0, 32 * q] = b[0, 32 * q, 0] = np.array(1.0).astype(DTYPES["fp8"])
    sa = np.full(64, 127, np.uint32)
    sa[[0, 16, 32, 48]] = [127, 128, 129, 130]
    d = run_matrix(isa, name, a, b, c, scales=(sa, np.full(64, 127, np.uint32)))
    assert value(int(d[0, 0, 0]), "f32") == 15.0


# every finite code of each F8F6F4 format (OCP: E4M3 has NaN at S.1111.111; E5M2 infinities
# and NaNs at S.11111.xx; the 6- and 4-bit formats have no special values)
FINITE_CODES = {
    "fp8": [c for c in range(256) if c & 0x7F != 0x7F],
    "bf8": [c for c in range(256) if c & 0x7C != 0x7C],
    "fp6": list(range(64)),
    "bf6": list(range(64)),
    "fp4": list(range(16)),
}


def scaled_exact(a, b, c, sa, sb, shape, i: int, j: int) -> Fraction:
    """C[i][j] + sum over K blocks q of 2^(sa - 127) 2^(sb - 127) (A row i . B column j)
    over the block, as an exact rational (the test's own sum)."""
    total = Fraction(float(c[0, i, j]))
    for q in range(shape.k // 32):
        dot = sum(
            Fraction(float(a[0, i, k])) * Fraction(float(b[0, k, j]))
            for k in range(32 * q, 32 * q + 32)
        )
        total += dot * Fraction(2) ** (int(sa[i + shape.m * q]) - 127 + int(sb[j + shape.n * q]) - 127)
    return total


@pytest.mark.parametrize("name", SCALED)
@pytest.mark.parametrize("cbsz,blgp", [(0, 0), (1, 1), (2, 3), (4, 4), (0, 4), (1, 2)])
def test_scaled_sums_round_once_over_every_scale(name, cbsz, blgp):
    """Every finite code of A's and B's formats, scale exponents over the whole E8M0 range
    (2^-127 .. 2^127 per row and column, so one block may outweigh another by 2^500) and C of
    every f32 magnitude; in rows 0 and 1 C cancels the scaled sum to the last bits (C = -(the
    sum rounded to f32)). D must be the exact sum rounded once to f32 (CDNA4 7.1.5, errata
    mfma-accumulation-order). Oracle: the test's exact rational sum and its own rounding."""
    isa = cdna_isa.arch("cdna4")
    mods = {"cbsz": cbsz, "blgp": blgp}
    shape = shape_of("cdna4", name, mods)
    rng = np.random.default_rng(1000 + 10 * cbsz + blgp)

    def codes(kind, size):
        raw = rng.choice(FINITE_CODES[kind], size).astype(np.uint8)
        return raw.view(DTYPES[kind])

    a = codes(shape.a, (1, shape.m, shape.k))
    b = codes(shape.b, (1, shape.k, shape.n))
    bits = rng.integers(0, 2**32, (1, shape.m, shape.n), dtype=np.uint64).astype(np.uint32)
    bits[(bits & 0x7F800000) == 0x7F800000] &= 0xBFFFFFFF  # no infinities or NaNs in C
    c = bits.view(np.float32)
    sa = rng.integers(0, 255, 64).astype(np.uint32)
    sb = rng.integers(0, 255, 64).astype(np.uint32)
    for i in (0, 1):  # cancel to the last bits: exact sums the f64 sum cannot settle
        for j in range(shape.n):
            c[0, i, j] = 0
            near = rn(scaled_exact(a, b, c, sa, sb, shape, i, j), "f32")
            c[0, i, j] = -near if np.isfinite(near) else 0.0
    d = run_matrix(isa, name, a, b, c, mode=0x0F0, scales=(sa, sb), **mods)
    for i in range(shape.m):
        for j in range(shape.n):
            exact = scaled_exact(a, b, c, sa, sb, shape, i, j)
            want = np.float32(rn(exact, "f32"))
            got = np.uint32(d[0, i, j]).view(np.float32)
            assert got == want and (exact != 0 or np.signbit(got) == np.signbit(want)), (i, j)


@pytest.mark.parametrize("tiny_sign", [1, -1])
def test_a_tiny_scaled_block_breaks_a_tie(tiny_sign):
    """1 (block 0, scales 2^0) + C = 2^-24 lies exactly halfway between 1 and 1 + 2^-23; a
    product of block 1 scaled by 2^-127 * 2^-100 decides it: positive rounds up to 1 + 2^-23,
    negative down to 1. A sum first rounded to f64 would lose the tiny block and tie to 1
    both ways. Worked by hand."""
    isa = cdna_isa.arch("cdna4")
    name = "v_mfma_scale_f32_16x16x128_f8f6f4"
    shape = shape_of("cdna4", name, {})
    a, b, c = zeros(shape)
    one = np.array(1.0).astype(DTYPES["fp8"])
    a[0, 0, 0] = b[0, 0, 0] = a[0, 0, 32] = one
    b[0, 32, 0] = np.array(float(tiny_sign)).astype(DTYPES["fp8"])
    c[0, 0, 0] = 2.0**-24
    sa = np.full(64, 127, np.uint32)
    sb = np.full(64, 127, np.uint32)
    sa[0 + 16 * 1], sb[0 + 16 * 1] = 0, 27  # row 0 / column 0 of block 1: 2^-127 * 2^-100
    got = value(int(run_matrix(isa, name, a, b, c, mode=0x0F0, scales=(sa, sb))[0, 0, 0]), "f32")
    assert got == (1 + 2.0**-23 if tiny_sign > 0 else 1.0)


@pytest.mark.parametrize("code,scale", [(242, 1.0), (244, 2.0), (247, 4.0), (240, 0.5)])
def test_inline_constant_scale_uses_its_exponent(code, scale):
    """CDNA4 7.2.1: a scale "can be either VGPRs or inline constants (floats, using only the
    exponent portion)": 1.0 (exponent field 127) scales by 1, 2.0 by 2, -4.0 by 4 (the sign is
    not part of the exponent), 0.5 by 1/2, whatever byte OPSEL picks. llvm-mc accepts only
    VGPRs there, so the word is built by hand: our encoding of the same instruction with v1
    (checked against llvm-mc by tests/test_scaled_mfma_encoding.py), SRC0 of its load-scale
    word replaced by the constant's code (errata mfma-scale-constants)."""
    from cdna_isa.runtime.wave import Program, WaveState

    isa = cdna_isa.arch("cdna4")
    text = "v_mfma_scale_f32_16x16x128_f8f6f4 v[20:23], v[4:11], v[12:19], v[20:23], v1, v2 op_sel_hi:[0,0,0]"
    word = bytearray(isa.assemble(text))
    src = int.from_bytes(word[4:8], "little")
    word[4:8] = ((src & ~0x1FF) | code).to_bytes(4, "little")
    st = WaveState.create(1)
    st.vgpr[0, 4] = 0x38  # item 0 of every lane: A[i][k] = fp8 1.0 for k = 0, 32, 64, 96
    st.vgpr[0, 12] = 0x38  # likewise B
    st.vgpr[0, 2] = 0x7F7F7F7F  # B's scales: 1
    Program(isa, bytes(word) + isa.assemble("s_endpgm")).run(st)
    e = isa.mfma.get_register("v_mfma_scale_f32_16x16x128_f8f6f4", "D", 0, 0)
    assert value(int(st.vgpr[0, 20 + e.register, e.lane]), "f32") == 4 * scale  # four K blocks


# --------------------------------------------------------------------------- worked examples
@pytest.mark.parametrize("arch", ARCHS)
def test_cbsz_abid_worked_example(arch):
    """CDNA4 7.1.6.1's worked example: V_MFMA_F32_32X32X1_2B_F32 with CBSZ = 1, ABID = 1 makes
    D[b,i,j] = C[b,i,j] + A[1,i,0] * B[b,0,j] (a 32x1 by 1x64 product). Small integers: exact."""
    isa = cdna_isa.arch(arch)
    name = "v_mfma_f32_32x32x1f32" if arch == "cdna2" else "v_mfma_f32_32x32x1_2b_f32"
    rng = np.random.default_rng(11)
    a = rng.integers(-8, 9, (2, 32, 1)).astype(np.float32)
    b = rng.integers(-8, 9, (2, 1, 32)).astype(np.float32)
    c = rng.integers(-64, 65, (2, 32, 32)).astype(np.float32)
    got = run_matrix(isa, name, a, b, c, cbsz=1, abid=1).view(np.float32)
    want = c + np.stack([a[1] @ b[blk] for blk in range(2)])
    np.testing.assert_array_equal(got, want)


# --------------------------------------------------------------------------- cycles
# CDNA4 12.10: "This instruction performs N passes" (4 cycles each), every MFMA and SMFMAC
CDNA4_PASSES = {
    "v_mfma_f32_32x32x1_2b_f32": 16, "v_mfma_f32_16x16x1_4b_f32": 8, "v_mfma_f32_4x4x1_16b_f32": 2,
    "v_mfma_f32_32x32x2_f32": 16, "v_mfma_f32_16x16x4_f32": 8, "v_mfma_f32_32x32x4_2b_f16": 16,
    "v_mfma_f32_16x16x4_4b_f16": 8, "v_mfma_f32_4x4x4_16b_f16": 2, "v_mfma_f32_32x32x8_f16": 8,
    "v_mfma_f32_16x16x16_f16": 4, "v_mfma_i32_32x32x4_2b_i8": 16, "v_mfma_i32_16x16x4_4b_i8": 8,
    "v_mfma_i32_4x4x4_16b_i8": 2, "v_mfma_f32_16x16x32_f16": 4, "v_mfma_f32_32x32x16_f16": 8,
    "v_mfma_i32_32x32x16_i8": 8, "v_mfma_i32_16x16x32_i8": 4, "v_smfmac_f32_16x16x64_f16": 4,
    "v_smfmac_f32_32x32x32_f16": 8, "v_mfma_f32_32x32x4_2b_bf16": 16, "v_mfma_f32_16x16x4_4b_bf16": 8,
    "v_mfma_f32_4x4x4_16b_bf16": 2, "v_mfma_f32_32x32x8_bf16": 8, "v_mfma_f32_16x16x16_bf16": 4,
    "v_smfmac_f32_16x16x32_f16": 4, "v_smfmac_f32_32x32x16_f16": 8, "v_smfmac_f32_16x16x32_bf16": 4,
    "v_smfmac_f32_32x32x16_bf16": 8, "v_smfmac_i32_16x16x64_i8": 4, "v_smfmac_i32_32x32x32_i8": 8,
    "v_mfma_f64_16x16x4_f64": 16, "v_mfma_f64_4x4x4_4b_f64": 4,
    **{f"v_mfma_f32_16x16x32_{t}": 4 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
    **{f"v_mfma_f32_32x32x16_{t}": 8 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
    **{f"v_smfmac_f32_16x16x64_{t}": 4 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
    **{f"v_smfmac_f32_32x32x32_{t}": 8 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
}  # fmt: skip
# CDNA4 Table 28 / Table 33 cycles where 12.10 has no pass count (the new gfx950 shapes; the
# F8F6F4 ones with an fp8 operand, as cbsz = blgp = 0 selects), and its f64 4x4x4 figure
CDNA4_TABLE_ONLY = {
    "v_mfma_f32_16x16x32_bf16": 16, "v_mfma_f32_32x32x16_bf16": 32, "v_mfma_i32_16x16x64_i8": 16,
    "v_mfma_i32_32x32x32_i8": 32, "v_smfmac_f32_16x16x64_bf16": 16, "v_smfmac_f32_32x32x32_bf16": 32,
    "v_smfmac_i32_16x16x128_i8": 16, "v_smfmac_i32_32x32x64_i8": 32,
    **{f"v_smfmac_f32_16x16x128_{t}": 16 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
    **{f"v_smfmac_f32_32x32x64_{t}": 32 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
    "v_mfma_f32_16x16x128_f8f6f4": 32, "v_mfma_f32_32x32x64_f8f6f4": 64,
    "v_mfma_scale_f32_16x16x128_f8f6f4": 32, "v_mfma_scale_f32_32x32x64_f8f6f4": 64,
}  # fmt: skip


def mi200_passes(shape) -> int:
    """MI200 12.10: 16 passes for the 32x32 shapes, 8 for 16x16, 2 for 4x4; f64: 8 (16x16x4),
    4 (4x4x4)."""
    if shape.c == "f64":
        return 8 if shape.m == 16 else 4
    return {32: 16, 16: 8, 4: 2}[shape.m]


def test_cycles_follow_the_guides():
    """Every cycle count is 4 x the guide's pass count: MI200 12.10 for cdna2, CDNA4 12.10 for
    cdna4 (V_MFMA_F64_4X4X4_4B_F64: 4 passes, 16 cycles, where Table 28 says 32: errata
    mfma-f64-4x4x4-cycles), Table 28 / 33 for the rest; cdna3: test_cdna3_cycles_and_classes_follow_the_mi300_guide."""
    for arch in ("cdna2", "cdna4"):
        core = cdna_isa.arch(arch).mfma
        for name in core.names():
            got = core.detail(name)["cycles"]
            if arch == "cdna2":
                assert got == 4 * mi200_passes(core.shape(name)), name
            else:
                assert got == (4 * CDNA4_PASSES[name] if name in CDNA4_PASSES else CDNA4_TABLE_ONLY[name]), name
    assert set(CDNA4_PASSES) | set(CDNA4_TABLE_ONLY) == set(cdna_isa.cdna4.mfma.names())


# MI300 7.1.2 Table 28 (dense) and 7.4 Table 32 (SMFMAC) cycles, transcribed by hand
MI300_CYCLES = {
    "v_mfma_f32_32x32x1_2b_f32": 64, "v_mfma_f32_16x16x1_4b_f32": 32, "v_mfma_f32_4x4x1_16b_f32": 8,
    "v_mfma_f32_32x32x2_f32": 64, "v_mfma_f32_16x16x4_f32": 32,
    **{f"v_mfma_f32_{s}_{t}": c for t in ("f16", "bf16") for s, c in (("32x32x4_2b", 64), ("16x16x4_4b", 32), ("4x4x4_16b", 8), ("32x32x8", 32), ("16x16x16", 16))},
    "v_mfma_i32_32x32x4_2b_i8": 64, "v_mfma_i32_16x16x4_4b_i8": 32, "v_mfma_i32_4x4x4_16b_i8": 8,
    "v_mfma_i32_32x32x16_i8": 32, "v_mfma_i32_16x16x32_i8": 16,
    "v_mfma_f32_16x16x8_xf32": 16, "v_mfma_f32_32x32x4_xf32": 32,
    "v_mfma_f64_16x16x4_f64": 32, "v_mfma_f64_4x4x4_4b_f64": 16,
    **{f"v_mfma_f32_16x16x32_{t}": 16 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
    **{f"v_mfma_f32_32x32x16_{t}": 32 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
    "v_smfmac_f32_16x16x32_f16": 16, "v_smfmac_f32_32x32x16_f16": 32,
    "v_smfmac_f32_16x16x32_bf16": 16, "v_smfmac_f32_32x32x16_bf16": 32,
    "v_smfmac_i32_16x16x64_i8": 16, "v_smfmac_i32_32x32x32_i8": 32,
    **{f"v_smfmac_f32_16x16x64_{t}": 16 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
    **{f"v_smfmac_f32_32x32x32_{t}": 32 for t in ("bf8_bf8", "bf8_fp8", "fp8_bf8", "fp8_fp8")},
}  # fmt: skip


def test_cdna3_cycles_and_classes_follow_the_mi300_guide():
    """cdna3's matrix instructions are exactly MI300 Table 28 and Table 32's, with their cycles;
    the classes are MI300 7.5's: XDL for i8, f16, bf16 (and fp8/bf8, xf32, SMFMAC, which llc-22
    -mcpu=gfx942 treats as XDL: spec/hazards.yaml), DGEMM for f64, SGEMM for f32."""
    core = cdna_isa.cdna3.mfma
    assert set(core.names()) == set(MI300_CYCLES)
    for name, cycles in MI300_CYCLES.items():
        detail = core.detail(name)
        assert detail["cycles"] == cycles, name
        a = detail["types"]["A"]
        cls = cdna_isa.arch("cdna3").instructions[name.upper()].matrix["class"]
        assert cls == {"f64": "dgemm", "f32": "sgemm"}.get(a, "xdl"), name


@pytest.mark.skipif(not llvm.llvm_bin("llvm-mca"), reason="llvm-mca 22 not installed")
@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_cycles_match_llvm_mca(arch):
    """llvm-mca -mcpu=gfx90a / gfx942 / gfx950 gives each matrix instruction a reciprocal throughput of
    its pass count: cycles / 4 for every one, but the F8F6F4 MFMAs, which its model gives 4
    (16x16x128) and 8 (32x32x64) passes whatever the formats, where Table 28 says 8 and 16
    with an fp8 operand (errata mfma-cycles-llvm-mca)."""
    isa = cdna_isa.arch(arch)
    core = isa.mfma
    lines, names = [], []
    for name in core.names():
        shape = core.shape(name)
        r = {m: shape.registers(m) for m in "ABD"}
        na = 8 if shape.formats_by_modifiers else r["A"]
        nb = 8 if shape.formats_by_modifiers else r["B"]

        def rg(p, base, n):
            return f"{p}{base}" if n == 1 else f"{p}[{base}:{base + n - 1}]"

        c = "v40" if shape.sparse else rg("a", 0, r["D"])
        text = f"{name} {rg('a', 0, r['D'])}, {rg('v', 32, na)}, {rg('v', 64, nb)}, {c}"
        lines.append(text + (", v4, v5 op_sel_hi:[0,0,0]" if "_scale_" in name else ""))
        names.append(name)
    out = subprocess.run(
        [llvm.llvm_bin("llvm-mca"), "-march=amdgcn", f"-mcpu={llvm.TARGETS[arch]}", "-iterations=1", "-instruction-info"],
        input="\n".join(lines) + "\n", capture_output=True, text=True, check=True,
    ).stdout
    table = out[out.index("[1]    [2]    [3]") :].splitlines()[1 : 1 + len(names)]
    for name, row in zip(names, table):
        rthroughput = float(row.split()[2])
        cycles = core.detail(name)["cycles"]
        if name.endswith("_f8f6f4"):
            assert rthroughput * 4 == cycles / 2, name
        else:
            assert rthroughput * 4 == cycles, name
        assert re.search(r"v_(s)?mfma", row), row


# --------------------------------------------------------------------------- clang kernels
@pytest.fixture(scope="module")
def modes(tmp_path_factory):
    """modes(arch, flags) -> tests/kernels/mfma_modes.cl built by clang-22 and loaded."""
    if not (llvm.llvm_bin("clang") and llvm.llvm_bin("ld.lld")):
        pytest.skip("clang/ld.lld 22 not installed")
    from cdna_isa.runtime.device import Device

    from .compile import compile_kernel

    out = tmp_path_factory.mktemp("modes")
    return lambda arch, flags=("-O2",): Device(arch).load(compile_kernel("mfma_modes", arch, out, flags=flags))


def launch(module, kernel: str, a, b, c):
    d = np.zeros_like(c)
    module.launch(kernel, grid=(1, 1, 1), block=(64, 1, 1), args=(a, b, c, d))
    return d


# V_MFMA_F32_4X4X1_16B_F32 (CDNA4 7.1.3.3's layout, 16 blocks): A[b][i][0] is lane i + 4b,
# B[b][0][j] lane j + 4b, D[b][i][j] register i of lane j + 4b.


@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_fp16_ovfl(arch, modes):
    """clang-22 kernel: s_setreg sets MODE.FP16_OVFL, then v_mfma_f32_4x4x1: A[0][0][0] =
    FLT_MAX, B = 2 everywhere: D[0][0][j] (lanes 0-3, register 0) overflows: +MAX on gfx950
    (CDNA4 7.1.2), +inf on gfx90a (MI200: no clamp, errata mfma-clamp); a C of -inf in
    D[1][0][0] (lane 4) stays -inf."""
    a = np.zeros(64, np.float32)
    a[0] = F32_MAX
    b = np.full(64, 2.0, np.float32)
    c = np.zeros((64, 4), np.float32)
    c[4, 0] = -np.inf
    d = launch(modes(arch), "f32_4x4x1_ovfl", a, b, c)
    assert (d[0:4, 0] == (np.inf if arch == "cdna2" else F32_MAX)).all()
    assert d[4, 0] == -np.inf and (d[5:8, 0] == 0).all()


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("flush", [False, True])
def test_kernel_f32_denormals_by_mode(arch, flush, modes):
    """v_mfma_f32_4x4x1 in a kernel whose descriptor keeps f32 denormals (FP_DENORM f32 = 3)
    or, with -cl-denorms-are-zero, flushes them (0): a product of normals 2^-70 * 2^-70 (block
    0), a denormal C (block 2, row 1) with A = 0, a denormal A times 1 (block 5). Flushing:
    the denormal A is 0 on both; the result and C are kept on gfx950 (CDNA4 7.4), flushed as
    results on gfx90a (MI200 Table 25, C kept as an input: errata mfma-denormals)."""
    tiny = np.float32(2.0**-140)
    a = np.zeros(64, np.float32)
    b = np.zeros(64, np.float32)
    c = np.zeros((64, 4), np.float32)
    a[0], b[0:4] = 2.0**-70, 2.0**-70
    c[8, 1] = tiny
    a[20], b[20:24] = tiny, 1.0
    flags = ("-O2", "-cl-denorms-are-zero") if flush else ("-O2",)
    d = launch(modes(arch, flags), "f32_4x4x1", a, b, c)
    result_kept = not flush or arch != "cdna2"  # MI300 7.3 / CDNA4 7.4
    assert (d[0:4, 0] == (tiny if result_kept else 0)).all()
    assert d[8, 1] == (tiny if result_kept else 0)
    assert (d[20:24, 0] == (0 if flush else tiny)).all()


@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_rounding_of_partial_results(arch, modes):
    """The hand-worked vectors of test_the_guides_fused_f64_and_per_k_f32_vectors in clang-22
    kernels. v_mfma_f32_16x16x4 (A[i][k] lane i + 16k, B[k][j] lane j + 16k, D[i][j] register
    i % 4 of lane j + 16 (i / 4)): A row 0 = [1, 2^-24, 2^-24, 0], B = 1: D[0][j] = 1.0 (an f32
    fma per k). v_mfma_f64_4x4x4: A[.][.][0] = B[.][0][.] = 1 + 2^-30 (lanes 0-15), C =
    -(1 + 2^-29): every D = 2^-60 (fused)."""
    mod = modes(arch)
    a = np.zeros(64, np.float32)
    a[[0, 16, 32, 48]] = [1, 2.0**-24, 2.0**-24, 0]
    d = launch(mod, "f32_16x16x4", a, np.ones(64, np.float32), np.zeros((64, 4), np.float32))
    assert (d[0:16, 0].view(np.uint32) == 0x3F800000).all()
    a64 = np.zeros(64)
    a64[:16] = 1 + 2.0**-30
    d64 = launch(mod, "f64_4x4x4", a64, a64.copy(), np.full(64, -(1 + 2.0**-29)))
    assert (d64 == 2.0**-60).all()


@pytest.mark.parametrize("word,want", [(0x55555555, 5.0), (0x22222222, 35.0)])
def test_smfmac_index_pairs(word, want):
    """CDNA4 7.5 requires index 0 < index 1; other pairs (errata smfmac-index-pairs): each
    stored value goes where its index says, the second winning a shared position. Stored row 0
    = [3, 5], B[0][0] = 1, B[1][0] = 1, B[2][0] = 10. Pair (1, 1): k = 1 holds 5, D = 5. Pair
    (2, 0): k = 2 holds 3 and k = 0 holds 5, D = 5 + 30 = 35. Worked by hand."""
    isa = cdna_isa.arch("cdna4")
    name = "v_smfmac_f32_16x16x32_f16"
    shape = shape_of("cdna4", name, {})
    a, b, c = zeros(shape)
    a[0, 0, :2] = [3, 5]
    b[0, 0:3, 0] = [1, 1, 10]
    assert value(int(run_matrix(isa, name, a, b, c, index=word)[0, 0, 0]), "f32") == want


# --------------------------------------------------------------------------- spec errors
@pytest.mark.parametrize("old,new,message", [
    ("f16: dot4, bf16: dot4", "f16: dot3, bf16: dot4", "accumulate must be one of exact, fma, dot2, dot4, got 'dot3'"),
    ("f16: dot4, bf16: dot4", "bf16: dot4", "accumulate has no value for cdna2 and element type f16"),
    ("f32: mode_ab, f16: keep", "f32: sometimes, f16: keep", "denormals must be one of keep, flush, mode, mode_ab, got 'sometimes'"),
])  # fmt: skip
def test_bad_matrix_rules_are_reported(tmp_path, old, new, message):
    """A bad numeric rule in mfma.yaml stops the loader with `file:line: NAME.matrix: message`
    at the family's matrix key, not with a traceback (messages from codegen/model.py)."""
    from .test_spec_errors import copy_spec, load_errors, replace_once

    spec = copy_spec(tmp_path, keep=("mfma.yaml",), formats=None)
    path = spec / "instructions" / "mfma.yaml"
    lines = replace_once(path, old, new).splitlines()
    broken = next(i for i, ln in enumerate(lines) if new in ln)
    line = max(i for i in range(broken) if "matrix: {" in lines[i]) + 1  # the key above it
    messages = load_errors(spec)
    assert any(m.startswith(f"{path}:{line}: ") and m.endswith(f".matrix: {message}") for m in messages), messages


@pytest.mark.parametrize("kind", ["f16", "bf16", "fp8", "bf8", "fp6", "bf6", "fp4", "f32"])
def test_spacing_is_the_formats_ulp(kind):
    """matrix._spacing (the exact-sum certificate's step) against the format's spacing at each
    value's magnitude, worked out one value at a time from ml_dtypes' finfo (mantissa bits,
    smallest normal exponent) and math.frexp: 2^(max(floor(log2 |x|), minexp) - nmant), inf
    for 0. Every finite code of the narrow formats, 200,000 random f32 codes; then rows of
    them (a third zeros, some all zero) reduced along an axis to their smallest spacing."""
    import math

    from cdna_isa.runtime.matrix import ELEMENT_DTYPES, _spacing

    dtype = ELEMENT_DTYPES[kind]
    info = ml_dtypes.finfo(dtype)
    bits = {"fp6": 6, "bf6": 6, "fp4": 4}.get(kind, np.dtype(dtype).itemsize * 8)
    rng = np.random.default_rng(bits)
    if kind == "f32":
        codes = rng.integers(0, 2**32, 200_000, dtype=np.uint64).astype(np.uint32)
    else:
        codes = np.arange(1 << min(bits, 16), dtype=np.uint64).astype(f"u{np.dtype(dtype).itemsize}")
    with np.errstate(invalid="ignore"):  # NaN codes, dropped next
        values = codes.view(dtype).astype(np.float64)
    values = values[np.isfinite(values)]

    def ulp(x: float) -> float:
        if x == 0:
            return math.inf
        exponent = math.frexp(abs(x))[1] - 1  # |x| in [2^exponent, 2^(exponent + 1))
        return math.ldexp(1.0, max(exponent, info.minexp) - info.nmant)

    want = np.array([ulp(float(x)) for x in values])
    np.testing.assert_array_equal(_spacing(values, kind), want)
    rows = rng.choice(values, (4000, 9))
    rows[rng.random(rows.shape) < 0.3] = 0.0
    rows[:20] = 0.0
    per_value = np.array([ulp(float(x)) for x in rows.reshape(-1)]).reshape(rows.shape)
    np.testing.assert_array_equal(_spacing(rows, kind, -1), per_value.min(-1))
    np.testing.assert_array_equal(_spacing(rows.T, kind, 0), per_value.min(-1))


@pytest.mark.parametrize("kind", ["f16", "bf16", "fp8", "bf8", "fp6", "bf6", "fp4"])
def test_matrix_elements_widen_to_their_values(kind):
    """matrix._read widens A/B elements to f64 directly (f16, bf16) or by a table of every
    code's value (8 bits and fewer). Every code of the format against ml_dtypes' conversion
    through f32 (the route _read took before), and for the OCP formats a few codes worked by
    hand (OCP MX spec: E4M3 0x7E = 448, 0x01 = 2^-9; E5M2 0x7B = 57344, 0x7C = inf; E2M1
    0x7 = 6, 0xF = -6; E2M3 0x1F = 7.5; E3M2 0x1F = 28)."""
    from cdna_isa.runtime import matrix

    bits = matrix.ELEMENT_BITS[kind]
    dtype = matrix.ELEMENT_DTYPES[kind]
    codes = np.arange(1 << bits, dtype=np.uint32)
    stored = codes.astype(np.uint16 if bits == 16 else np.uint8)
    with np.errstate(invalid="ignore"):
        want = stored.view(dtype).astype(np.float32).astype(np.float64)
    if bits < 16:
        got = matrix._values_of_codes(kind)[stored]
    else:  # through _read itself: wave c's A registers hold code c in both halves
        shape = matrix.MatrixCore(cdna_isa.arch("cdna4")).shape(f"v_mfma_f32_16x16x16_{kind}")
        plan = matrix._gather_plan(shape, "A", 0, 0, 0)
        got = np.empty(codes.size)
        for lo in range(0, codes.size, 4096):
            word = codes[lo : lo + 4096] * 0x10001
            regs = np.broadcast_to(word[:, None, None], (word.size, 64, shape.registers("A")))
            values = matrix._read(shape, "A", np.ascontiguousarray(regs), plan)
            assert values.dtype == np.float64
            flat = values.reshape(word.size, -1)
            assert np.array_equal(flat, flat[:, :1].repeat(flat.shape[1], 1), equal_nan=True)
            got[lo : lo + 4096] = flat[:, 0]
    assert np.array_equal(got, want, equal_nan=True)
    by_hand = {
        "fp8": {0x7E: 448.0, 0x01: 2.0**-9},
        "bf8": {0x7B: 57344.0, 0x7C: np.inf},
        "fp4": {0x7: 6.0, 0xF: -6.0},
        "fp6": {0x1F: 7.5},
        "bf6": {0x1F: 28.0},
    }.get(kind, {})
    for code, value in by_hand.items():
        assert got[code] == value, (kind, hex(code))
