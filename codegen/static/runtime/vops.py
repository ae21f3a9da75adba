"""numpy helpers called by the vectorised semantics (one call covers every lane of every wave)."""

from __future__ import annotations

from fractions import Fraction

import ml_dtypes
import numpy as np

from . import native

BF16 = ml_dtypes.bfloat16
UNSIGNED = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
SIGNED = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}
INT_RANGE = {
    "u8": (0, 255), "u16": (0, 65535), "u32": (0, 2**32 - 1), "u64": (0, 2**64 - 1),
    "i8": (-128, 127), "i16": (-(2**15), 2**15 - 1), "i32": (-(2**31), 2**31 - 1),
    "i64": (-(2**63), 2**63 - 1),
}  # fmt: skip
DTYPE = {
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64, "i8": np.int8,
    "i16": np.int16, "i32": np.int32, "i64": np.int64, "f16": np.float16, "bf16": BF16,
    "f32": np.float32, "f64": np.float64, "bool": np.bool_,
}  # fmt: skip
FLOATS = ("f16", "bf16", "f32", "f64")
# from this many elements the C loop (native.fma) beats the numpy path for f32; below it (a
# few waves) the calls that hand arrays to C cost more than numpy's few operations
NATIVE_FMA32_SIZE = 8192
# the f64 bits below a narrower type's last mantissa bit, less one: all zero in every f64 value
# lying halfway between two neighbours of that type (_narrow_sum)
BELOW_HALF_ULP = {np.float32: np.uint64((1 << 28) - 1), np.float16: np.uint64((1 << 41) - 1)}


# (bits, signed) of the integer types, looked up by the type the generated code passes
INT_LAYOUT = {
    t: (np.iinfo(t).bits, np.iinfo(t).min < 0)
    for t in (np.uint8, np.uint16, np.uint32, np.uint64, np.int8, np.int16, np.int32, np.int64)
}


def denormals_kept(mode, ty: str, output: bool) -> np.ndarray:
    """Per wave, from MODE.FP_DENORM (MI200 3.5): bits 5:4 for f32, 7:6 for f16 and f64 (and
    the matrix cores' f32 rule); the low bit keeps input denormals, the high bit output ones."""
    shift = (4 if ty == "f32" else 6) + int(output)
    return (np.asarray(mode, np.uint32) >> np.uint32(shift) & np.uint32(1)).astype(bool)


def const(value, dtype) -> np.ndarray:
    """A typed array (0-d for a Python scalar, so `.view` works) from an untyped value."""
    if isinstance(value, np.ndarray) and value.ndim:
        return value.astype(dtype)  # integer narrowing wraps, as the language specifies
    layout = INT_LAYOUT.get(dtype)  # the usual case (a numpy type), without type queries
    if layout is None and np.issubdtype(np.dtype(dtype), np.integer):
        layout = INT_LAYOUT[np.dtype(dtype).type]
    if layout is not None:
        bits, signed = layout
        value = int(value) & ((1 << bits) - 1)
        if signed and value >> (bits - 1):
            value -= 1 << bits
    return np.asarray(value, dtype=dtype)


def zero(dtype) -> np.ndarray:
    return np.zeros((), dtype=dtype)


FEW_ELEMENTS = 4096  # up to this size count_nonzero beats any()/all() (no reduction set-up)


def some(x) -> bool:
    """Is any element true? (numpy scalars, as one wave of scalar code has, go by bool.)"""
    if not isinstance(x, np.ndarray):
        return bool(x)
    return np.count_nonzero(x) > 0 if x.size <= FEW_ELEMENTS else bool(x.any())


def every(x) -> bool:
    if not isinstance(x, np.ndarray):
        return bool(x)
    return np.count_nonzero(x) == x.size if x.size <= FEW_ELEMENTS else bool(x.all())


def reinterpret(x, dtype) -> np.ndarray:
    return np.asarray(x).view(dtype)


def _unsigned(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x)
    return x.view(UNSIGNED[x.dtype.itemsize]) if x.dtype.kind == "i" else x


def _count(n, nbits: int) -> np.ndarray:
    """Shift counts as uint64, clamped so that counts >= width behave as 'all bits out'."""
    n = np.asarray(n)
    if n.dtype.kind == "i":
        n = n.astype(np.int64)
        n = np.where(n < 0, nbits, n)
    return np.minimum(n.astype(np.uint64), nbits)


def shl(x, n, nbits: int):
    if nbits == 0:
        return x << n
    x = np.asarray(x)
    c = _count(n, nbits)
    res = _unsigned(x).astype(np.uint64) << np.minimum(c, 63)
    res = np.where(c >= nbits, 0, res)
    return res.astype(UNSIGNED[x.dtype.itemsize]).view(x.dtype)


def shr(x, n, nbits: int):
    if nbits == 0:
        return x >> n
    x = np.asarray(x)
    c = _count(n, nbits)
    if x.dtype.kind == "i":
        res = x.astype(np.int64) >> np.minimum(c, 63).astype(np.int64)
        return res.astype(x.dtype)
    res = x.astype(np.uint64) >> np.minimum(c, 63)
    res = np.where(c >= nbits, 0, res)
    return res.astype(x.dtype)


def bits(x, hi: int, lo: int):
    x = _unsigned(x)
    mask = (1 << (hi - lo + 1)) - 1
    return (x >> x.dtype.type(lo)) & x.dtype.type(mask)


def bit(x, n):
    x = _unsigned(x)
    return shr(x, n, x.dtype.itemsize * 8) & x.dtype.type(1)


def idiv(a, b):
    """C division (truncate toward zero); x / 0 gives 0."""
    a, b = np.asarray(a), np.asarray(b)
    safe = np.where(b == 0, 1, b)
    if a.dtype.kind == "u":
        return np.where(b == 0, 0, a // safe).astype(a.dtype)
    q = np.abs(a.astype(np.int64)) // np.abs(safe.astype(np.int64))
    q = np.where((a < 0) != (safe < 0), -q, q)
    return np.where(b == 0, 0, q).astype(a.dtype)


def imod(a, b):
    a, b = np.asarray(a), np.asarray(b)
    return (a - idiv(a, b) * np.where(b == 0, 0, b)).astype(a.dtype)


def fdiv(a, b):
    return np.asarray(a) / np.asarray(b)


def fmin(a, b):
    """The smaller, -0 below +0; a NaN `a` gives `b`, else a NaN `b` gives `a` (the guides'
    V_MIN_F32 order: b when both are NaN)."""
    a, b = np.asarray(a), np.asarray(b)
    take_b = np.isnan(a) | (b < a) | ((a == b) & np.signbit(b))
    return np.where(take_b, b, a)


def fmax(a, b):
    """The larger, +0 above -0, NaNs as fmin."""
    a, b = np.asarray(a), np.asarray(b)
    take_b = np.isnan(a) | (b > a) | ((a == b) & np.signbit(a))
    return np.where(take_b, b, a)


# quiet bit (the top mantissa bit) and exponent field of each float type, by numpy dtype
QUIET_BIT = {
    np.dtype(np.float16): 0x200,
    np.dtype(BF16): 0x40,
    np.dtype(np.float32): 1 << 22,
    np.dtype(np.float64): 1 << 51,
}
EXPONENT = {
    np.dtype(np.float16): 0x7C00,
    np.dtype(BF16): 0x7F80,
    np.dtype(np.float32): 0x7F800000,
    np.dtype(np.float64): 0x7FF << 52,
}


def issnan(x):
    """Is x a signalling NaN (exponent all ones, quiet bit clear, some other mantissa bit set)?"""
    x = np.asarray(x)
    ut = UNSIGNED[x.dtype.itemsize]
    magnitude = x.view(ut) & ut((1 << (8 * x.dtype.itemsize - 1)) - 1)
    # EXPONENT < magnitude < EXPONENT | QUIET_BIT, as one unsigned comparison
    return (magnitude - ut(EXPONENT[x.dtype] + 1)) < ut(QUIET_BIT[x.dtype] - 1)


def quiet(x):
    """x with the quiet bit set if it is a NaN (sign and payload kept); other values unchanged."""
    x = np.asarray(x)
    ut = UNSIGNED[x.dtype.itemsize]
    bits = x.view(ut)
    return np.where(np.isnan(x), bits | ut(QUIET_BIT[x.dtype]), bits).view(x.dtype)


def ftz(x):
    """Flush a subnormal to zero of the same sign: where the exponent field is 0 only the sign
    bit stays (zeros are unchanged)."""
    x = np.asarray(x)
    ut = UNSIGNED[x.dtype.itemsize]
    bits = x.view(ut)
    sign = ut(1 << (8 * x.dtype.itemsize - 1))
    return np.where(bits & ut(EXPONENT[x.dtype]) == 0, bits & sign, bits).view(x.dtype)


def ftz_mode(x, mode, output: bool):
    """ftz(x) in the waves whose MODE.FP_DENORM flushes x's type's input (output) denormals;
    `mode` is one MODE value per wave, broadcast against x."""
    x = np.asarray(x)
    ty = "f32" if x.dtype == np.float32 else "f16"  # f16, bf16 and f64 share MODE[7:6]
    keep = denormals_kept(mode, ty, output)
    return x if keep.all() else np.where(keep, x, ftz(x)).astype(x.dtype)


def _f64_unary(name: str, x: np.ndarray) -> np.ndarray:
    """The f64 value of a float helper, computed the same way as refops.unary."""
    if name == "floor":
        return np.floor(x)
    if name == "ceil":
        return np.ceil(x)
    if name == "trunc":
        return np.trunc(x)
    if name == "rndne":
        return np.rint(x)
    if name == "exp2":
        return np.exp2(x)
    if name == "log2":
        return np.log2(x)
    if name == "rcp":
        return 1.0 / x
    if name == "rsq":
        return 1.0 / np.sqrt(x)
    if name == "sin":
        return np.sin(x * (2 * np.pi))
    if name == "cos":
        return np.cos(x * (2 * np.pi))
    if name == "frexp_mant":
        return np.frexp(x)[0]
    raise KeyError(name)


def unary(name: str, x):
    """Float helper of the semantics language (see spec/README.md)."""
    x = np.asarray(x)
    wide = x.astype(np.float64)
    if name == "frexp_exp":
        return np.frexp(wide)[1].astype(np.int32)
    out = quiet(_f64_unary(name, wide))  # np.frexp passes a signalling NaN through
    if x.dtype == np.float64:
        return out
    return round_via_odd(out, x.dtype.type) if x.dtype != BF16 else round_via_odd(out, BF16)


def ldexp(x, n):
    x = np.asarray(x)
    n = np.clip(np.asarray(n).astype(np.int64), -10000, 10000).astype(np.int32)
    if x.dtype == BF16:
        return quiet(np.ldexp(x.astype(np.float32), n).astype(BF16))
    return quiet(np.ldexp(x, n).astype(x.dtype))  # a product: a NaN comes out quiet


def _to_odd(s: np.ndarray, err: np.ndarray) -> np.ndarray:
    """Round-to-odd correction of an f64 value `s` whose exact value is `s + err`."""
    sb = s.view(np.uint64)
    inexact = (err != 0) & np.isfinite(s) & ((sb & np.uint64(1)) == 0)
    toward = np.where(err > 0, np.inf, -np.inf)
    return np.where(inexact, np.nextafter(s, toward), s)


def fma(a, b, c, ty: str):
    """a*b+c with one rounding. f16/f32: the product is exact in f64, the sum rounded to f64 and
    then to the type, redone with rounding to odd only in lanes where that double rounding can
    differ (_narrow_sum); where native.fma is built, f32 and f64 are its one C loop. bf16
    always rounds to odd (ml_dtypes narrows f64 through f32)."""
    if ty == "f32":  # the common case first, with as few numpy calls as it takes
        if max(np.size(a), np.size(b), np.size(c)) >= NATIVE_FMA32_SIZE:
            fused = native.fma(a, b, c)
            if fused is not None:
                return fused
        p = np.multiply(a, b, dtype=np.float64)
        s = p + c  # an f32 `c` widens exactly
        if not s.ndim:
            return _sum_to_odd(p, np.float64(c), s).astype(np.float32)
        return _narrow_sum(p, c, s, np.float32, (a, b, c))
    a, b, c = (np.asarray(v) for v in (a, b, c))
    if ty == "f64":
        return fma64(a, b, c)
    p = a.astype(np.float64) * b.astype(np.float64)
    cc = c.astype(np.float64)
    s = p + cc
    if ty == "f16" and s.ndim:
        return _narrow_sum(p, cc, s, np.float16, (a, b, c))
    if ty == "bf16":
        return round_via_odd(_sum_to_odd(p, cc, s), BF16)
    return _sum_to_odd(p, cc, s).astype(DTYPE[ty])


def fma_scaled(a, b, c, n, ty: str):
    """(a*b + c) * 2**n with one rounding (V_DIV_FMAS's fused scale). f16/bf16/f32: the exact
    product and the exact sum's error in f64 scale by 2**n without loss (|n| <= 256 stays inside
    f64's range for these types), then one rounding via round-to-odd."""
    a, b, c = (np.asarray(v) for v in (a, b, c))
    if ty == "f64":
        return _fma64_scaled(a, b, c, n)
    scale = np.ldexp(1.0, np.clip(np.asarray(n, np.int64), -256, 256))
    p = a.astype(np.float64) * b.astype(np.float64) * scale
    cc = c.astype(np.float64) * scale
    return _sum_to_odd(p, cc, p + cc).astype(DTYPE[ty])


def _sum_to_odd(p, c, s):
    """s = p + c (f64) rounded to odd instead: exact sum by TwoSum, then the correction."""
    bb = s - p
    err = (p - (s - bb)) + (c - bb)
    err = np.where(np.isfinite(err), err, 0.0)
    return _to_odd(s, err)


def _narrow_sum(p, c, s, dtype, inputs):
    """p + c rounded once to `dtype` (f32 or f16), given s = p + c rounded to f64. Rounding s
    again differs from one rounding only where s lies exactly halfway between two `dtype`
    values (those midpoints are f64 values, so the first rounding cannot cross one). Every such
    s has the low bits BELOW_HALF_ULP zero (below the type's normal range even more are) and is
    not itself a `dtype` value; only those lanes are redone with rounding to odd. Exact results,
    zeros and infinities (whose low bits are zero too) stay on the cheap path; a NaN result
    (low bits zero as well) is the first NaN of `inputs` (a, b, c) where there is one."""
    out = s.astype(dtype)
    low = s.view(np.uint64) & BELOW_HALF_ULP[dtype]
    if np.count_nonzero(low) != low.size:
        candidates = (low == 0) & (out != s)  # the midpoints, and NaNs (unequal to themselves)
        if candidates.any():
            nan = s != s
            suspect = candidates & ~nan
            if suspect.any():
                p, c = np.broadcast_to(p, s.shape)[suspect], np.broadcast_to(c, s.shape)[suspect]
                out[suspect] = _sum_to_odd(p, c.astype(np.float64), s[suspect]).astype(dtype)
            if nan.any():
                out = _first_nan(out, *(np.asarray(x) for x in inputs))
    return out


def _fma64_scaled(a, b, c, n):
    """f64 (a*b + c) * 2**n rounded once, element by element in exact rational arithmetic
    (V_DIV_FMAS_F64 only)."""
    shape = np.broadcast_shapes(a.shape, b.shape, c.shape, np.shape(n))
    fa, fb, fc = (np.broadcast_to(v, shape).astype(np.float64).ravel() for v in (a, b, c))
    fn = np.broadcast_to(np.asarray(n, np.int64), shape).ravel()
    out = np.empty(fa.shape, np.float64)
    from .refops import fma_scaled as ref_fma_scaled

    for i in range(fa.size):
        out[i] = ref_fma_scaled("f64", float(fa[i]), float(fb[i]), float(fc[i]), int(fn[i]))
    return _first_nan(out, fa, fb, fc).reshape(shape)


SPLIT = 134217729.0  # 2**27 + 1: Veltkamp's constant, splits an f64 into two 26-bit halves
# Within these magnitudes fma64's error-free steps cannot overflow, and a product of at least
# FMA64_TINY keeps every bit of a*b (its last bit is 2**-1073 or more), so they are exact.
FMA64_TINY, FMA64_HUGE = 2.0**-968, 2.0**995
DEFAULT_NAN_F64 = np.uint64(0xFFF8000000000000).view(np.float64)


def _two_sum_low(x, y, s):
    """The rounding error of s = x + y (Knuth's TwoSum): x + y == s + low exactly."""
    yy = s - x
    return (x - (s - yy)) + (y - yy)


def fma64(a, b, c):
    """f64 a*b+c rounded once, vectorised (numpy has no fma). The product splits exactly into
    p + e (Dekker's product, Veltkamp's split), c + p into th + tl (TwoSum); tl + e is rounded
    to odd and th + that to nearest even: the emulated fma of Boldo and Melquiond, exact when
    nothing overflows or underflows. A zero product or a zero c needs no splitting; an
    infinite or NaN input makes the result a*b + c of IEEE arithmetic (c itself when only c is
    one: the exact product is finite). With the product inside the range, a zero z is an exact
    cancellation (c + p is then exact, and th == -e only if the sum is zero). Elements near the
    ends of the range are done exactly, one by one (refops.fma). native.fma does all of it in
    one C loop where there is a compiler."""
    a, b, c = (np.asarray(v, np.float64) for v in (a, b, c))
    fused = native.fma(a, b, c)
    if fused is not None:
        return fused
    a, b, c = np.broadcast_arrays(a, b, c)
    shape = a.shape
    a, b, c = a.ravel(), b.ravel(), c.ravel()
    with np.errstate(all="ignore"):
        p = a * b
        t = SPLIT * a
        ah = t - (t - a)
        al = a - ah
        t = SPLIT * b
        bh = t - (t - b)
        bl = b - bh
        e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
        th = c + p
        tl = _two_sum_low(c, p, th)
        v = tl + e
        z = th + _to_odd(v, _two_sum_low(tl, e, v))
        mag_p, mag_z = np.abs(p), np.abs(z)
        finite = np.isfinite(a) & np.isfinite(b) & np.isfinite(c)
        zero_product = finite & ((a == 0) | (b == 0))  # a*b is exactly +-0: c + p is the fma
        zero_c = finite & (c == 0) & ~zero_product  # the fma is a*b rounded once: p
        fast = (
            finite & (mag_p >= FMA64_TINY) & (mag_p < FMA64_HUGE) & (np.abs(c) < FMA64_HUGE)
            & (np.abs(a) < FMA64_HUGE) & (np.abs(b) < FMA64_HUGE)
            & ((mag_z >= FMA64_TINY) | (z == 0)) & (mag_z < FMA64_HUGE)
        )  # fmt: skip
        out = np.where(zero_product, c + p, np.where(zero_c, p, z))
        special = ~finite
        if special.any():
            product_finite = np.isfinite(a) & np.isfinite(b)
            out = np.where(special, np.where(product_finite, c, p + c), out)
            # an invalid operation (inf * 0, inf - inf) gives the negative quiet default NaN
            # whatever the host's own default NaN is; NaN inputs are _first_nan's
            invalid = special & np.isnan(out) & ~(np.isnan(a) | np.isnan(b) | np.isnan(c))
            out = np.where(invalid, DEFAULT_NAN_F64, out)
    slow = np.flatnonzero(~(fast | zero_product | zero_c | special))
    if slow.size:
        from .refops import fma as ref_fma

        for i in slow:
            out[i] = ref_fma("f64", float(a[i]), float(b[i]), float(c[i]))
    return _first_nan(out, a, b, c).reshape(shape)


def _first_nan(out, *inputs):
    """`out` where no input is NaN; elsewhere the first NaN input made quiet (sign and payload
    kept, as the f32 and f16 arithmetic does)."""
    nan = np.isnan(inputs[-1])
    first = inputs[-1]
    for x in reversed(inputs[:-1]):
        nan = nan | np.isnan(x)
        first = np.where(np.isnan(x), x, first)
    return np.where(nan, quiet(first), out) if nan.any() else out


def _float_to_int(x, ty: str):
    lo, hi = INT_RANGE[ty]
    f = np.asarray(x).astype(np.float64)
    t = np.trunc(np.where(np.isnan(f), 0.0, f))
    big = t >= float(hi)
    small = t <= float(lo)
    mid = np.clip(t, max(float(lo), -(2.0**63)), min(float(hi), 2.0**63 - 1024)).astype(
        np.int64 if lo < 0 else np.uint64
    )
    out = np.where(big, hi, np.where(small, lo, mid))
    return np.asarray(out).astype(DTYPE[ty])


def cvt(x, src: str, dst: str):
    """Numeric conversion (see spec/README.md: wrap/sign-extend, round-to-nearest-even,
    float-to-int truncates and saturates with NaN -> 0)."""
    src = {"b16": "u16", "b32": "u32", "b64": "u64"}.get(src, src)
    dst = {"b16": "u16", "b32": "u32", "b64": "u64"}.get(dst, dst)
    if src in ("int", "float"):
        return const(x, DTYPE[dst]) if dst not in FLOATS else np.asarray(x, DTYPE[dst])
    x = np.asarray(x)
    if dst in FLOATS:
        if src == "f64" and dst == "bf16":
            return quiet(round_via_odd(x, BF16))
        if src in ("i64", "u64") and dst in ("f16", "bf16", "f32"):
            return round_via_odd(x, DTYPE[dst])
        out = x.astype(DTYPE[dst])
        # a converted NaN is quiet; numpy's f16 and bf16 conversions keep a signalling one
        # (f32 <-> f64 go through the FPU, which quiets it)
        return quiet(out) if src in FLOATS and {src, dst} != {"f32", "f64"} and src != dst else out
    if src in FLOATS:
        return _float_to_int(x, dst)
    return x.astype(DTYPE[dst])


def round_via_odd(x: np.ndarray, dtype) -> np.ndarray:
    """Correctly rounded narrowing via an f64 intermediate rounded to odd."""
    s = x.astype(np.float64)
    if x.dtype.kind in "iu":
        back = np.where(np.isfinite(s), s, 0)
        err = np.array(
            [Fraction(int(v)) - Fraction(float(w)) for v, w in zip(x.ravel(), back.ravel())],
            dtype=object,
        ).reshape(x.shape)
        err = np.sign(err.astype(np.float64))
    else:
        err = np.zeros_like(s)
    s = _to_odd(s, err)
    if dtype == BF16:
        # f64 -> f32 rounded to odd, then f32 -> bf16 (ml_dtypes rounds f32 to nearest even)
        f32 = s.astype(np.float32)
        err32 = s - f32.astype(np.float64)
        fb = f32.view(np.uint32)
        fix = (err32 != 0) & np.isfinite(f32) & ((fb & np.uint32(1)) == 0)
        f32 = np.where(
            fix, np.nextafter(f32, np.where(err32 > 0, np.inf, -np.inf).astype(np.float32)), f32
        )
        return f32.astype(BF16)
    return s.astype(dtype)


def popcount(x, nbits: int):
    x = _unsigned(x).astype(np.uint64)
    return np.bitwise_count(x).astype(np.uint32)


def clz(x, nbits: int):
    x = _unsigned(x).astype(np.uint64)
    out = np.full(x.shape, nbits, dtype=np.int64)
    for k in range(nbits - 1, -1, -1):
        hit = ((x >> np.uint64(k)) & np.uint64(1)).astype(bool) & (out == nbits)
        out = np.where(hit, nbits - 1 - k, out)
    return out.astype(np.uint32)


def ctz(x, nbits: int):
    x = _unsigned(x).astype(np.uint64)
    low = x & (~x + np.uint64(1))
    return np.where(x == 0, nbits, popcount(low - np.uint64(1), 64)).astype(np.uint32)


def brev(x, nbits: int):
    x = np.asarray(x)
    u = _unsigned(x).astype(np.uint64)
    out = np.zeros(u.shape, dtype=np.uint64)
    for k in range(nbits):
        out |= ((u >> np.uint64(k)) & np.uint64(1)) << np.uint64(nbits - 1 - k)
    return out.astype(UNSIGNED[x.dtype.itemsize]).view(x.dtype)


def signext(x, nbits_from: int, nbits: int):
    x = np.asarray(x)
    u = _unsigned(x).astype(np.uint64) & np.uint64((1 << nbits_from) - 1)
    sign = np.uint64(1 << (nbits_from - 1))
    v = (
        (u ^ sign).astype(np.int64) - np.int64(1 << (nbits_from - 1))
        if nbits_from < 64
        else u.view(np.int64)
    )
    return v.astype(SIGNED[x.dtype.itemsize]).view(x.dtype)


# cross-lane reads: values are [waves, 64] (or broadcastable to it) -------------------------
def _wave_shape(*values) -> tuple[int, int]:
    return np.broadcast_shapes(*(np.shape(v) for v in values), (1, 64))


def lane(x, i):
    """x as lane i (mod 64) of the same wave holds it; [waves, 1] where i is one lane per wave
    (v_readlane's SGPR, v_readfirstlane's first lane), which then gathers one value a wave."""
    shape = _wave_shape(x, i)
    idx = np.asarray(i).astype(np.int64) % 64
    if idx.ndim == 0 or (idx.ndim == 2 and idx.shape[1] == 1):
        idx = np.broadcast_to(idx.reshape(-1, 1), (shape[0], 1))
    else:
        idx = np.broadcast_to(idx, shape)
    return np.take_along_axis(np.broadcast_to(x, shape), idx, axis=1)


def lane_scatter(x, i, send):
    """In lane j: x of the highest sending lane whose i is j, else 0."""
    shape = _wave_shape(x, i, send)
    x = np.broadcast_to(x, shape)
    out = np.zeros(shape, x.dtype)
    send = np.broadcast_to(send, shape)
    target = np.arange(shape[0])[:, None] * 64 + np.asarray(i).astype(np.int64) % 64
    target = np.broadcast_to(target, shape)
    out.reshape(-1)[target[send]] = x[send]  # in lane order: the highest sender wins
    return out


def first_lane(c):
    """Index of the lowest lane where c holds (0 when none does), per wave."""
    c = np.broadcast_to(c, _wave_shape(c))
    return np.argmax(c, axis=1).astype(np.uint32)[:, None]


# small float formats (CDNA4 7.3, MI300 7.2): codes as in the pseudocode's to_small() -----
SMALL = {
    0: ml_dtypes.float8_e4m3fn,
    1: ml_dtypes.float8_e5m2,
    2: ml_dtypes.float6_e2m3fn,
    3: ml_dtypes.float6_e3m2fn,
    4: ml_dtypes.float4_e2m1fn,
    5: np.float16,
    6: BF16,
    7: ml_dtypes.float8_e4m3fnuz,  # MI300's FP8 and BF8: NaN 0x80, no Inf, no negative zero
    8: ml_dtypes.float8_e5m2fnuz,
}
SMALL_NAN = {0: 0x7F, 1: 0x7E, 5: 0x7E00, 6: 0x7FC0, 7: 0x80, 8: 0x80}  # the NaN written


def _small_bits(x: np.ndarray, fmt: int, saturate) -> np.ndarray:
    """x (exact in f64) to the format's bits, rounding to nearest even. Overflow (after
    rounding): the signed largest value when saturating (always for fp6/bf6/fp4, which have no
    Inf or NaN; f16/bf16 keep a true Inf), else NaN for fp8 and Inf for bf8/f16/bf16 (the fnuz
    formats, without Inf: NaN, MI300 7.2). A NaN gives the format's NaN (fp6/bf6/fp4: the
    largest value, positive); the fnuz formats write a zero of either sign as 0x00."""
    dtype = SMALL[fmt]
    info = ml_dtypes.finfo(dtype)
    largest, nbits = float(info.max), info.bits
    x, saturate = np.broadcast_arrays(np.asarray(x, np.float64), np.asarray(saturate, bool))
    clamp = saturate | (fmt in (2, 3, 4))
    if fmt in (5, 6):
        clamp = clamp & np.isfinite(x)
    nan = np.isnan(x)
    limited = np.where(clamp & ~nan, np.clip(x, -largest, largest), x)
    if fmt in (2, 3, 4):
        limited = np.where(nan, largest, limited)
    with np.errstate(all="ignore"):
        narrow = (
            round_via_odd(limited, dtype) if fmt == 6 else limited.astype(np.float32).astype(dtype)
        )
    raw = narrow.view(np.uint16 if nbits == 16 else np.uint8).astype(np.uint32)
    if fmt in SMALL_NAN:
        raw = np.where(np.isnan(narrow.astype(np.float32)), np.uint32(SMALL_NAN[fmt]), raw)
    return raw & np.uint32((1 << nbits) - 1)


def to_small(x, fmt: int, saturate):
    return _small_bits(x, fmt, saturate)


_WIDENED: dict[int, np.ndarray] = {}


def _widening_table(fmt: int) -> np.ndarray:
    """The f32 bits of every bit pattern of the format; a NaN is the quiet NaN of its sign."""
    if fmt not in _WIDENED:
        dtype = SMALL[fmt]
        nbits = ml_dtypes.finfo(dtype).bits
        codes = np.arange(1 << nbits, dtype=np.uint32)
        values = codes.astype(np.uint16 if nbits == 16 else np.uint8).view(dtype).astype(np.float32)
        sign = (codes >> np.uint32(nbits - 1) & np.uint32(1)) << np.uint32(31)
        _WIDENED[fmt] = np.where(
            np.isnan(values), np.uint32(0x7FC00000) | sign, values.view(np.uint32)
        )
    return _WIDENED[fmt]


def from_small(x, fmt: int):
    """The value of the format's bit pattern in the low bits of x, exactly, as f32."""
    table = _widening_table(fmt)
    return table[np.asarray(x).astype(np.uint32) & np.uint32(len(table) - 1)].view(np.float32)


def to_small_sr(x, fmt: int, rnd, saturate):
    """Stochastic rounding (CDNA4 12.11 V_CVT_SR_FP8_F32, 7.3): the random word's top 23 - m
    bits (m: the format's mantissa bits) added to x's f32 mantissa field, a carry out of the
    field lost (the exponent kept), then truncated toward zero to the format's precision
    (errata stochastic-rounding-bits). Inf and NaN are converted unchanged."""
    info = ml_dtypes.finfo(SMALL[fmt])
    with np.errstate(all="ignore"):
        b = np.asarray(x).astype(np.float32).view(np.uint32)
        noise = np.asarray(rnd).astype(np.uint32) >> np.uint32(9 + info.nmant)
        added = (b & np.uint32(0xFF800000)) | ((b + noise) & np.uint32(0x7FFFFF))
        special = b & np.uint32(0x7F800000) == np.uint32(0x7F800000)
        v = np.where(special, b, added).astype(np.uint32).view(np.float32).astype(np.float64)
        e = np.floor(np.log2(np.abs(v)))
        e = np.where(np.isfinite(e), np.maximum(e, info.minexp), info.minexp)
        quantum = np.ldexp(1.0, (e - info.nmant).astype(np.int64))
        truncated = np.copysign(np.floor(np.abs(v) / quantum) * quantum, v)
    return _small_bits(np.where(np.isfinite(v), truncated, v), fmt, saturate)


def lane_count(c):
    """Number of lanes where c holds, per wave."""
    c = np.broadcast_to(c, _wave_shape(c))
    return c.sum(axis=1, dtype=np.uint32)[:, None]
