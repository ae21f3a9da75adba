"""vops.fma (the vectorised fused multiply-add behind V_FMA_*, V_FMAMK/FMAAK, V_FMAC, V_PK_FMA,
V_MAD_*_F16) for f16, f32 and f64 on every triple of edge values, on hand-made rounding ties
and on random values, each lane compared bit for bit with a*b + c computed exactly.

Oracle: exact rational arithmetic (fractions.Fraction) rounded once, to nearest even, with this
file's own rounding (gradual underflow, overflow to infinity past the largest finite value plus
half an ulp); IEEE 754's rules for what has no rational value: a NaN input gives a quiet NaN
carrying the first NaN input's sign and payload, inf * 0 and inf - inf give the negative quiet
default NaN (CDNA4 guide 12.8 functional examples, 0xffc00000), an exact zero sum is -0 only
when both addends are -0. The cheap and the exact paths of vops.fma are both exercised: every
lane of one call is compared, so a lane sent down the wrong path shows up as a wrong value.
f32 and f64 run twice: through the compiled C loop (runtime/native.py) and through numpy alone.
"""

from __future__ import annotations

import itertools
import os
from fractions import Fraction

import numpy as np
import pytest
from cdna_isa.runtime import native, vops

FLOAT = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
UINT = {"f16": np.uint16, "f32": np.uint32, "f64": np.uint64}
LAYOUT = {"f16": (5, 10), "f32": (8, 23), "f64": (11, 52)}  # exponent bits, mantissa bits


def edges(ty: str) -> list[int]:
    """One of each class, as bits: zeros, ones, denormals (smallest, largest), the smallest
    normal, the largest finite, infinities, quiet and signalling NaNs with payloads, and a value
    one ulp above 1."""
    e, m = LAYOUT[ty]
    sign, inf, quiet = 1 << (e + m), ((1 << e) - 1) << m, 1 << (m - 1)
    one = ((1 << (e - 1)) - 1) << m
    magnitudes = [0, one, one + 1, one | quiet, 1, (1 << m) - 1, 1 << m, inf - 1, inf,
                  one + (3 << m)]  # fmt: skip
    nans = [inf | quiet, inf | quiet | 5, inf | 1, sign | inf | 3]
    return [v for x in magnitudes for v in (x, x | sign)] + nans


def decode(raw: int, ty: str) -> float:
    return float(np.asarray(raw, UINT[ty]).view(FLOAT[ty]))


def round_exact(x: Fraction, ty: str) -> int:
    """x rounded to nearest even in `ty`, as bits (positive or negative, non-zero x)."""
    e_bits, m_bits = LAYOUT[ty]
    sign = (1 << (e_bits + m_bits)) if x < 0 else 0
    x = abs(x)
    bias = (1 << (e_bits - 1)) - 1
    exp = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** exp > x:
        exp -= 1
    exp = max(exp, 1 - bias)  # denormals share the smallest normal exponent's ulp
    ulp = Fraction(2) ** (exp - m_bits)
    q, r = divmod(x, ulp)
    q = int(q)
    if r > ulp / 2 or (r == ulp / 2 and q & 1):
        q += 1
    # q counts ulps of 2**exp: add the implicit bit's place to get the encoding
    biased = exp + bias
    if q >= 1 << (m_bits + 1):  # carried into the next binade
        q >>= 1
        biased += 1
    if q < 1 << m_bits:  # a denormal (or zero): exponent field 0
        return sign | q
    if biased >= (1 << e_bits) - 1:
        return sign | ((1 << e_bits) - 1) << m_bits  # overflow: infinity
    return sign | biased << m_bits | (q - (1 << m_bits))


def expected(a: int, b: int, c: int, ty: str) -> int:
    e_bits, m_bits = LAYOUT[ty]
    sign_bit, quiet = 1 << (e_bits + m_bits), 1 << (m_bits - 1)
    fa, fb, fc = (decode(v, ty) for v in (a, b, c))
    for raw, f in ((a, fa), (b, fb), (c, fc)):
        if f != f:
            return raw | quiet
    default_nan = sign_bit | ((1 << e_bits) - 1) << m_bits | quiet
    inf = ((1 << e_bits) - 1) << m_bits
    if np.isinf(fa) or np.isinf(fb):
        if fa == 0 or fb == 0:
            return default_nan
        negative = (fa < 0) != (fb < 0)
        if np.isinf(fc) and (fc < 0) != negative:
            return default_nan
        return inf | (sign_bit if negative else 0)
    if np.isinf(fc):
        return c
    exact = Fraction(fa) * Fraction(fb) + Fraction(fc)
    if exact == 0:
        product_negative = (np.signbit(fa) != np.signbit(fb))
        return sign_bit if product_negative and np.signbit(fc) else 0
    return round_exact(exact, ty)


PATHS = [("f16", "numpy"), ("f32", "native"), ("f32", "numpy"), ("f64", "native"), ("f64", "numpy")]


@pytest.fixture
def fma_path(request, monkeypatch):
    """The path vops.fma takes: 'native' (the C loop, for f32 too at any size; skipped without
    a compiler unless CDNA_ISA_REQUIRE_NATIVE=1, as in CI) or 'numpy' (the library hidden). Yields a list that
    counts the native calls, so a test can tell which path ran."""
    calls = []
    if request.param == "numpy":
        monkeypatch.setattr(native, "_library", None)
    elif native.library() is None:
        if os.environ.get("CDNA_ISA_REQUIRE_NATIVE") == "1":
            pytest.fail(f"the native fma is required here: {native.status()}")
        pytest.skip(native.status())
    else:
        monkeypatch.setattr(vops, "NATIVE_FMA32_SIZE", 0)  # f32 takes C whatever the size
    real = native._call
    monkeypatch.setattr(native, "_call", lambda *args: calls.append(1) or real(*args))
    yield request.param, calls


def check(a: list[int], b: list[int], c: list[int], ty: str, path=("numpy", [])) -> None:
    arrays = [np.asarray(v, UINT[ty]).view(FLOAT[ty]) for v in (a, b, c)]
    with np.errstate(all="ignore"):
        got = np.asarray(vops.fma(*arrays, ty)).view(UINT[ty])
    assert bool(path[1]) == (path[0] == "native"), f"vops.fma did not take the {path[0]} path"
    want = [expected(x, y, z, ty) for x, y, z in zip(a, b, c)]
    wrong = [(hex(x), hex(y), hex(z), hex(int(g)), hex(w))
             for x, y, z, g, w in zip(a, b, c, got, want) if int(g) != w]  # fmt: skip
    assert not wrong, f"{len(wrong)} of {len(want)} lanes wrong (a, b, c, got, want): {wrong[:8]}"


@pytest.mark.parametrize("ty, fma_path", PATHS, indirect=["fma_path"])
def test_every_triple_of_edge_values(ty, fma_path):
    triples = list(itertools.product(edges(ty), repeat=3))
    check(*(list(t) for t in zip(*triples)), ty, fma_path)


def encode(x: Fraction, ty: str) -> int | None:
    """x's bits if x is exactly a `ty` value, else None."""
    if x == 0:
        return 0
    raw = round_exact(x, ty)
    return raw if Fraction(decode(raw, ty)) == x else None


def near_midpoints(ty: str, rng: np.random.Generator, count: int) -> list[tuple[int, int, int]]:
    """Triples whose exact a*b + c lies on a `ty` rounding midpoint or a hair to either side of
    one (far closer than an f64 ulp for f32, which is where rounding the f64 sum again goes
    wrong), in the normal and the denormal range. With u the ulp at y (a random `ty` value):
    c = y, a*b = u/2 is a tie; a*b = u/2 * (1 - 2**-2m), from (2**m - 1) * (2**m + 1), is
    just below it; c = y + u with the negated product
    is just above it. Denormal ties: the smallest denormals times 1/2 plus or minus a zero."""
    e_bits, m_bits = LAYOUT[ty]
    bias = (1 << (e_bits - 1)) - 1
    lo_mant, hi_mant = (1 << m_bits) - 1, (1 << m_bits) + 1  # product 2**(2m) - 1
    out = []
    for _ in range(count):
        exp = int(rng.integers(min(4 - bias + 3 * m_bits, 0), bias - 1))  # y: a, b stay exact
        y = Fraction((1 << m_bits) | int(rng.integers(0, 1 << m_bits))) * Fraction(2) ** (exp - m_bits)
        sign = -1 if rng.integers(0, 2) else 1
        u = Fraction(2) ** (exp - m_bits)
        # split u/2 / 2**(2m) between a and b
        scale = (exp - m_bits - 1) - 2 * m_bits
        sa = scale // 2
        a_lo, b_lo = Fraction(lo_mant) * Fraction(2) ** sa, Fraction(hi_mant) * Fraction(2) ** (scale - sa)
        for a, b, c in ((u / 2, Fraction(1), y), (a_lo, b_lo, y), (-a_lo, b_lo, y + u)):
            bits = [encode(sign * a, ty), encode(b, ty), encode(sign * c, ty)]
            if None not in bits:
                out.append(tuple(bits))
    smallest = [1, 2, 3, 5, (1 << m_bits) - 1, (1 << m_bits) + 1]
    half, sign_bit = encode(Fraction(1, 2), ty), 1 << (e_bits + m_bits)
    for d in smallest:
        for c in (0, sign_bit, 1, sign_bit | 1):
            out += [(d, half, c), (d | sign_bit, half, c)]
    return out


@pytest.mark.parametrize("ty, fma_path", PATHS, indirect=["fma_path"])
def test_rounding_ties_and_near_ties(ty, fma_path):
    rng = np.random.default_rng(7)
    triples = near_midpoints(ty, rng, 300)
    assert len(triples) == 3 * 300 + 48  # every construction above is representable
    check(*(list(t) for t in zip(*triples)), ty, fma_path)


@pytest.mark.parametrize("ty, fma_path", PATHS, indirect=["fma_path"])
def test_random_bits_and_overflowing_values(ty, fma_path):
    """Random bit patterns (every class at its natural frequency), random values near 1 whose
    sums cancel, and values near the largest finite one whose products overflow (the loop of
    issue 19 whose fma results became infinities)."""
    rng = np.random.default_rng(11)
    bits = 8 * np.dtype(UINT[ty]).itemsize
    n = 3000
    raw = [rng.integers(0, 1 << min(bits, 63), n, dtype=np.uint64) << np.uint64(bits == 64)
           | rng.integers(0, 2, n, dtype=np.uint64) for _ in range(3)]  # fmt: skip
    a, b, c = ([int(v) & ((1 << bits) - 1) for v in r] for r in raw)
    near_one = rng.uniform(-2, 2, (3, n)).astype(FLOAT[ty])
    near_one[2] = -(near_one[0].astype(np.float64) * near_one[1]).astype(FLOAT[ty])  # cancels
    big = (rng.uniform(0.5, 1, (3, n)) * float(np.finfo(FLOAT[ty]).max)).astype(FLOAT[ty])
    for group in (near_one, big):
        for k, col in enumerate((a, b, c)):
            col += [int(v) for v in group[k].view(UINT[ty])]
    check(a, b, c, ty, fma_path)


def test_reference_rounding_by_hand():
    """The oracle's own rounding on values worked by hand: f32 1 + 2**-24 is a tie (to 1), one
    f64 ulp above it rounds up, 2**-150 ties to 0 and 3 * 2**-150 to 2 * 2**-149, f16 65520
    overflows, 65519 does not."""
    assert round_exact(1 + Fraction(1, 2**24), "f32") == 0x3F800000
    assert round_exact(1 + Fraction(1, 2**24) + Fraction(1, 2**52), "f32") == 0x3F800001
    assert round_exact(Fraction(1, 2**150), "f32") == 0
    assert round_exact(Fraction(3, 2**150), "f32") == 2
    assert round_exact(Fraction(65520), "f16") == 0x7C00
    assert round_exact(Fraction(65519), "f16") == 0x7BFF
    assert round_exact(Fraction(-1, 2**1074), "f64") == (1 << 63) | 1
