"""Scalar reference arithmetic: Python ints for integers, and for floats exact rational
arithmetic followed by one explicit round-to-nearest-even. Independent of numpy on purpose:
it is what the vectorised semantics are checked against."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

# (exponent bits, mantissa bits) of each float type
FLOAT_LAYOUT = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "f64": (11, 52)}
INT_BITS = {"u8": 8, "u16": 16, "u32": 32, "u64": 64, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
ALIAS = {"b16": "u16", "b32": "u32", "b64": "u64"}


def _t(ty: str) -> str:
    return ALIAS.get(ty, ty)


def wrap(ty: str, v: int) -> int:
    ty = _t(ty)
    n = INT_BITS[ty]
    v &= (1 << n) - 1
    if ty[0] == "i" and v >> (n - 1):
        v -= 1 << n
    return v


def width(ty: str) -> int:
    ty = _t(ty)
    if ty in INT_BITS:
        return INT_BITS[ty]
    e, m = FLOAT_LAYOUT[ty]
    return 1 + e + m


# ---- floats: decode, encode, round ----
PAYLOAD_BITS = 52  # a NaN's mantissa is kept left-aligned to an f64 mantissa
QUIET = 1 << (PAYLOAD_BITS - 1)


class NaN(float):
    """A NaN read from a register: remembers its sign and mantissa (the quiet bit and the
    payload), which Python floats lose. Arithmetic on it gives a plain (quiet) NaN."""

    def __new__(cls, negative: bool, mantissa: int):
        self = super().__new__(cls, math.nan)
        self.negative, self.mantissa = negative, mantissa
        return self

    def __repr__(self) -> str:
        return f"NaN({'-' if self.negative else '+'}, {self.mantissa:#x})"


# A NaN made from numbers (inf - inf, 0 * inf, sqrt(-1), log(-1)): negative and quiet, the
# guides' 0xffc00000 / 0xfe00 (CDNA4 12.8 functional examples; errata nan-propagation)
DEFAULT_NAN = NaN(True, QUIET)


def _nan_result(*inputs: float) -> float:
    """The NaN an operation with a NaN input returns: its first NaN input made quiet (sign and
    payload kept); the default NaN if no input is one."""
    for x in inputs:
        if isinstance(x, NaN):
            return quiet(x)
        if isinstance(x, float) and math.isnan(x):
            return DEFAULT_NAN
    return DEFAULT_NAN


def decode(ty: str, raw: int) -> float:
    e_bits, m_bits = FLOAT_LAYOUT[ty]
    sign = -1.0 if raw >> (e_bits + m_bits) & 1 else 1.0
    exp = (raw >> m_bits) & ((1 << e_bits) - 1)
    man = raw & ((1 << m_bits) - 1)
    bias = (1 << (e_bits - 1)) - 1
    if exp == (1 << e_bits) - 1:
        return sign * math.inf if man == 0 else NaN(sign < 0, man << (PAYLOAD_BITS - m_bits))
    if exp == 0:
        return sign * math.ldexp(man, 1 - bias - m_bits)
    return sign * math.ldexp(man | (1 << m_bits), exp - bias - m_bits)


def encode(ty: str, v: float) -> int:
    """Bits of `v`, which must already be representable in `ty`. A NaN read from a register
    keeps its sign and the payload bits `ty` has room for (quiet if none are left); any
    other NaN is the default NaN."""
    e_bits, m_bits = FLOAT_LAYOUT[ty]
    sign = 1 if math.copysign(1.0, v) < 0 else 0
    top = sign << (e_bits + m_bits)
    if math.isnan(v):
        v = v if isinstance(v, NaN) else DEFAULT_NAN
        mantissa = v.mantissa >> (PAYLOAD_BITS - m_bits) or 1 << (m_bits - 1)
        return v.negative << (e_bits + m_bits) | ((1 << e_bits) - 1) << m_bits | mantissa
    if math.isinf(v):
        return top | ((1 << e_bits) - 1) << m_bits
    if v == 0:
        return top
    bias = (1 << (e_bits - 1)) - 1
    mant, exp = math.frexp(abs(v))  # v = mant * 2**exp, 0.5 <= mant < 1
    e = exp - 1 + bias
    if e <= 0:  # subnormal
        m = int(math.ldexp(abs(v), bias - 1 + m_bits))
        return top | m
    m = int(math.ldexp(mant * 2 - 1, m_bits))
    return top | e << m_bits | m


# MODE.FP_ROUND as the executor sets it for a wave that does not round to nearest even:
# bits 1:0 for f32, 3:2 for f16 and f64; 0 nearest even, 1 toward +inf, 2 toward -inf, 3 zero
ROUND_MODE = 0
# MODE.FP16_OVFL as the executor sets it: an f16 result that overflows becomes the largest
# finite f16 of its sign whatever the rounding; an exact infinity (from an infinite input, a
# division by zero) stays infinite (CDNA4 3.5)
F16_OVERFLOW_SATURATES = False


def _rounding(ty: str) -> int:
    if ty == "f32":
        return ROUND_MODE & 3
    return ROUND_MODE >> 2 & 3 if ty in ("f16", "f64") else 0


def round_exact(ty: str, x: Fraction, negative_zero: bool = False) -> float:
    """Round an exact rational to `ty`: to nearest, ties to even (overflow -> inf), or in the
    direction MODE.FP_ROUND gives (ROUND_MODE; overflow then stops at the largest finite
    value unless rounding away toward that infinity)."""
    e_bits, m_bits = FLOAT_LAYOUT[ty]
    if x == 0:
        return -0.0 if negative_zero else 0.0
    sign = -1.0 if x < 0 else 1.0
    a = abs(x)
    bias = (1 << (e_bits - 1)) - 1
    emin = 1 - bias
    # exponent e with 2**e <= a < 2**(e+1)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    q = max(e, emin) - m_bits  # quantum: spacing of representable values near a
    scaled = a / (Fraction(2) ** q)
    n = scaled.numerator // scaled.denominator
    rem = scaled - n
    mode = _rounding(ty)
    if mode == 0:
        up = rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1)
    else:  # directed: away from zero only toward the chosen infinity
        up = rem > 0 and (mode == 1 and sign > 0 or mode == 2 and sign < 0)
    if up:
        n += 1
    value = Fraction(n) * Fraction(2) ** q
    emax = bias
    largest = (2 - Fraction(1, 2**m_bits)) * Fraction(2) ** emax
    if value > largest:
        to_inf = mode == 0 or mode == 1 and sign > 0 or mode == 2 and sign < 0
        if ty == "f16" and F16_OVERFLOW_SATURATES:
            to_inf = False
        return sign * math.inf if to_inf else sign * float(largest)
    return sign * float(value) if value else (-0.0 if sign < 0 else 0.0)


def from_bits(ty: str, raw: int):
    ty = _t(ty)
    if ty in FLOAT_LAYOUT:
        return decode(ty, raw)
    return wrap(ty, raw)


def to_bits(ty: str, v) -> int:
    ty = _t(ty)
    if ty in FLOAT_LAYOUT:
        return encode(ty, v if isinstance(v, NaN) else float(v))
    return int(v) & ((1 << INT_BITS[ty]) - 1)


def reinterpret(src: str, dst: str, v):
    return from_bits(dst, to_bits(src, v))


def _special(a: float, b: float) -> bool:
    return not (math.isfinite(a) and math.isfinite(b))


def _zero_sum_sign(a: float, b: float) -> bool:
    """Sign of an exact zero sum under round-to-nearest: negative only if both are -0."""
    return math.copysign(1, a) < 0 and math.copysign(1, b) < 0 and a == 0 and b == 0


def _special_result(value: float, *inputs: float) -> float:
    """An operation's result on infinite or NaN inputs: a NaN as _nan_result says."""
    return _nan_result(*inputs) if math.isnan(value) else value


def fadd(ty: str, a: float, b: float) -> float:
    if _special(a, b):
        return _special_result(a + b, a, b)
    exact = Fraction(a) + Fraction(b)
    negative = _zero_sum_sign(a, b)
    if exact == 0 and _rounding(ty) == 2:  # toward -inf an exact zero sum is -0 (IEEE 754)
        negative = not (math.copysign(1, a) > 0 and math.copysign(1, b) > 0)
    return round_exact(ty, exact, negative_zero=exact == 0 and negative)


def fsub(ty: str, a: float, b: float) -> float:
    return fadd(ty, a, -b)


def fmul(ty: str, a: float, b: float) -> float:
    if _special(a, b):
        return _special_result(a * b, a, b)
    neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    return round_exact(ty, Fraction(a) * Fraction(b), negative_zero=neg)


def fdiv(ty: str, a: float, b: float) -> float:
    neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    if math.isnan(a) or math.isnan(b) or (math.isinf(a) and math.isinf(b)) or (a == 0 and b == 0):
        return _nan_result(a, b)
    if math.isinf(a):
        return -math.inf if neg else math.inf
    if math.isinf(b):
        return -0.0 if neg else 0.0
    if b == 0:
        return -math.inf if neg else math.inf
    return round_exact(ty, Fraction(a) / Fraction(b), negative_zero=neg)


def fma(ty: str, a: float, b: float, c: float) -> float:
    if (
        any(math.isnan(v) for v in (a, b, c))
        or (math.isinf(a) or math.isinf(b))
        and (a == 0 or b == 0)
    ):
        return _nan_result(a, b, c)
    if math.isinf(a) or math.isinf(b):
        return _special_result(a * b + c, a, b, c)  # inf + c (NaN if c is the opposite infinity)
    if math.isinf(c):
        return c
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    pneg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    both_neg = pneg and math.copysign(1, c) < 0 and (a == 0 or b == 0) and c == 0
    return round_exact(ty, exact, negative_zero=exact == 0 and both_neg)


def fma_scaled(ty: str, a: float, b: float, c: float, n: int) -> float:
    """(a*b + c) * 2**n rounded once."""
    n = max(-10000, min(10000, n))
    if not all(math.isfinite(v) for v in (a, b, c)):
        return fma(ty, a, b, c)  # NaN or infinity: the scale changes nothing
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return fma(ty, a, b, c)  # the sign of an exact zero
    return round_exact(ty, exact * Fraction(2) ** n)


def ftz(ty: str, a: float) -> float:
    """Flush a subnormal of `ty` to zero of the same sign."""
    e_bits, _ = FLOAT_LAYOUT[ty]
    smallest_normal = math.ldexp(1.0, 2 - (1 << (e_bits - 1)))
    if math.isfinite(a) and abs(a) < smallest_normal:
        return math.copysign(0.0, a)
    return a


def ftz_mode(ty: str, a: float, mode: int, output: bool) -> float:
    """ftz when the wave's MODE.FP_DENORM flushes `ty`'s input (output) denormals: bit 4 (5)
    for f32, bit 6 (7) for the other types (MI200 3.5; written out here, not shared with numpy
    code, as this module is the independent reference)."""
    keep = mode >> ((4 if _t(ty) == "f32" else 6) + int(output)) & 1
    return a if keep else ftz(_t(ty), a)


def fneg(a: float) -> float:
    return NaN(not a.negative, a.mantissa) if isinstance(a, NaN) else -a


def fabs(a: float) -> float:
    return NaN(False, a.mantissa) if isinstance(a, NaN) else abs(a)


def isnan(a: float) -> bool:
    return math.isnan(a)


def issnan(a: float) -> bool:
    """A signalling NaN: read from a register with its quiet bit clear (results are quiet)."""
    return isinstance(a, NaN) and not a.mantissa & QUIET


def quiet(a: float) -> float:
    return NaN(a.negative, a.mantissa | QUIET) if isinstance(a, NaN) else a


def fmin(a: float, b: float) -> float:
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    if a == b:
        return a if math.copysign(1, a) < 0 else b
    return a if a < b else b


def fmax(a: float, b: float) -> float:
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    if a == b:
        return b if math.copysign(1, a) < 0 else a
    return a if a > b else b


def fsqrt(ty: str, a: float) -> float:
    if math.isnan(a) or a < 0:
        return _nan_result(a)
    if a == 0 or math.isinf(a):
        return a
    _, m_bits = FLOAT_LAYOUT[ty]
    x = Fraction(a)
    # scale so the integer square root carries m_bits + 3 significant bits, then a sticky bit
    k = 2 * (m_bits + 4) - (x.numerator.bit_length() - x.denominator.bit_length())
    k += k % 2
    scaled = x * Fraction(2) ** k
    n = scaled.numerator // scaled.denominator
    r = math.isqrt(n)
    exact = r * r == n and scaled.denominator == 1
    root = Fraction(r) + (0 if exact else Fraction(1, 4))
    return round_exact(ty, root / Fraction(2) ** (k // 2))


def unary(name: str, ty: str, a: float):
    """Float helpers: the f64 value (numpy's ufunc, as the vector lowering uses) rounded once."""
    import numpy as np

    ty = _t(ty)
    if name == "frexp_exp":
        return int(np.frexp(np.array([a]))[1][0])
    x = np.array([a], dtype=np.float64)
    table = {
        "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "rndne": np.rint, "exp2": np.exp2,
        "log2": np.log2, "rcp": lambda v: 1.0 / v, "rsq": lambda v: 1.0 / np.sqrt(v),
        "sin": lambda v: np.sin(v * (2 * np.pi)), "cos": lambda v: np.cos(v * (2 * np.pi)),
        "frexp_mant": lambda v: np.frexp(v)[0],
    }  # fmt: skip
    if math.isnan(a):
        return _nan_result(a)
    with np.errstate(all="ignore"):
        value = float(table[name](x)[0])
    if math.isnan(value):
        return DEFAULT_NAN
    if name == "exp2" and value == math.inf and math.isfinite(a):  # overflows f64 as well
        return round_exact(ty, Fraction(2) ** 1100)
    if ty == "f64" or not math.isfinite(value):
        return value
    return round_exact(ty, Fraction(value), negative_zero=math.copysign(1, value) < 0)


def ldexp(ty: str, a: float, n: int) -> float:
    if math.isnan(a):
        return quiet(a)
    if not math.isfinite(a) or a == 0:
        return a
    n = max(-10000, min(10000, n))
    return round_exact(ty, Fraction(a) * Fraction(2) ** n, negative_zero=a < 0)


# ---- integers ----
def shl(ty: str, a: int, n: int) -> int:
    if ty == "int":
        return a << n
    return 0 if n >= width(ty) else wrap(ty, a << n)


def shr(ty: str, a: int, n: int) -> int:
    if ty == "int":
        return a >> n
    n = min(n, width(ty))
    if _t(ty)[0] == "i":
        return wrap(ty, a >> n)
    return wrap(ty, (a & ((1 << width(ty)) - 1)) >> n)


def bits(ty: str, a: int, hi: int, lo: int) -> int:
    return (a & ((1 << width(ty)) - 1)) >> lo & ((1 << (hi - lo + 1)) - 1)


def bit(ty: str, a: int, n: int) -> int:
    return (a & ((1 << width(ty)) - 1)) >> n & 1 if n < width(ty) else 0


def idiv(ty: str, a: int, b: int) -> int:
    if b == 0:
        return 0
    q = abs(a) // abs(b)
    return wrap(ty, -q if (a < 0) != (b < 0) else q)


def imod(ty: str, a: int, b: int) -> int:
    if b == 0:
        return wrap(ty, a)
    return wrap(ty, a - idiv(ty, a, b) * b)


def popcount(ty: str, a: int) -> int:
    return bin(a & ((1 << width(ty)) - 1)).count("1")


def clz(ty: str, a: int) -> int:
    n = width(ty)
    return n - (a & ((1 << n) - 1)).bit_length()


def ctz(ty: str, a: int) -> int:
    n = width(ty)
    a &= (1 << n) - 1
    return n if a == 0 else (a & -a).bit_length() - 1


def brev(ty: str, a: int) -> int:
    n = width(ty)
    s = format(a & ((1 << n) - 1), f"0{n}b")
    return wrap(ty, int(s[::-1], 2))


def signext(ty: str, a: int, nbits: int) -> int:
    v = a & ((1 << nbits) - 1)
    if v >> (nbits - 1):
        v -= 1 << nbits
    return wrap(ty, v)


def cvt(src: str, dst: str, v):
    src, dst = _t(src), _t(dst)
    if dst in FLOAT_LAYOUT:
        if isinstance(v, bool):
            v = int(v)
        if isinstance(v, float) and not math.isfinite(v):
            return quiet(v) if src != dst else v  # a converted NaN is quiet
        neg = isinstance(v, float) and math.copysign(1, v) < 0
        return round_exact(dst, Fraction(v), negative_zero=neg)
    if src in FLOAT_LAYOUT or src == "float":
        lo = -(1 << (INT_BITS[dst] - 1)) if dst[0] == "i" else 0
        hi = (1 << (INT_BITS[dst] - 1)) - 1 if dst[0] == "i" else (1 << INT_BITS[dst]) - 1
        if math.isnan(v):
            return 0
        if math.isinf(v):
            return hi if v > 0 else lo
        return max(lo, min(hi, int(v)))
    return wrap(dst, int(v))


def cross_lane(fn: str):
    raise NotImplementedError(f"{fn}() reads other lanes: there is no per-lane reference")


# small float formats (CDNA4 7.3): exact rounding of rationals -------------------------------
# code: (exponent bits, mantissa bits, bias, largest, Inf code or None, NaN code or None)
SMALL = {
    0: (4, 3, 7, Fraction(448), None, 0x7F),
    1: (5, 2, 15, Fraction(57344), 0x7C, 0x7E),
    2: (2, 3, 1, Fraction(15, 2), None, None),
    3: (3, 2, 3, Fraction(28), None, None),
    4: (2, 1, 1, Fraction(6), None, None),
    5: (5, 10, 15, Fraction(65504), 0x7C00, 0x7E00),
    6: (8, 7, 127, (2 - Fraction(1, 128)) * Fraction(2) ** 127, 0x7F80, 0x7FC0),
    7: (4, 3, 8, Fraction(240), None, 0x80),  # MI300 7.2 Table 30: FP8 E4M3, bias 8
    8: (5, 2, 16, Fraction(57344), None, 0x80),  # BF8 E5M2, bias 16
}
UNSIGNED_ZERO = (7, 8)  # 0x80 is their NaN: a zero of either sign is 0x00


def _small_encode(fmt: int, value: Fraction, negative: bool) -> int:
    """Bits of a value that is exactly representable in the format."""
    e_bits, m_bits, bias, _, _, _ = SMALL[fmt]
    sign = (1 << (e_bits + m_bits)) if negative else 0
    if value == 0:
        return 0 if fmt in UNSIGNED_ZERO else sign
    e = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** e > value:
        e -= 1
    if e < 1 - bias:  # subnormal
        return sign | int(value / Fraction(2) ** (1 - bias - m_bits))
    m = int((value / Fraction(2) ** e - 1) * 2**m_bits)
    return sign | (e + bias) << m_bits | m


def _small_round(fmt: int, a: Fraction, truncate: bool) -> Fraction:
    """|x| rounded to the format's spacing at its magnitude: to nearest even, or toward 0."""
    e_bits, m_bits, bias, _, _, _ = SMALL[fmt]
    if a == 0:
        return a
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    q = Fraction(2) ** (max(e, 1 - bias) - m_bits)
    n, rem = divmod(a / q, 1)
    if not truncate and (rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1)):
        n += 1
    return n * q


def _small(fmt: int, x: float, saturate: bool, truncate: bool = False) -> int:
    e_bits, m_bits, bias, largest, inf, nan = SMALL[fmt]
    top = 1 << (e_bits + m_bits)
    negative = math.copysign(1.0, x) < 0
    finite_only = nan is None
    if math.isnan(x):
        return _small_encode(fmt, largest, False) if finite_only else nan
    if math.isinf(x):
        a = None
    else:
        a = _small_round(fmt, abs(Fraction(x)), truncate)
    if a is None or a > largest:
        keep_inf = a is None and fmt in (5, 6)  # f16/bf16: FP16_OVFL keeps a true Inf
        if finite_only or (saturate and not keep_inf):
            return _small_encode(fmt, largest, negative)
        return nan if inf is None else (top if negative else 0) | inf
    return _small_encode(fmt, a, negative)


def to_small(x, fmt: int, saturate) -> int:
    return _small(fmt, float(x), bool(saturate))


def from_small(x, fmt: int) -> float:
    """The value of the format's bit pattern in the low bits of x (a NaN: quiet, its sign kept)."""
    e_bits, m_bits, bias, _, inf, nan = SMALL[fmt]
    top = 1 << (e_bits + m_bits)
    raw = int(x) & (2 * top - 1)
    negative, magnitude = raw >= top, raw & (top - 1)
    if fmt in UNSIGNED_ZERO:
        special = "nan" if raw == nan else None
    elif inf is not None:
        special = "inf" if magnitude == inf else "nan" if magnitude > inf else None
    else:
        special = "nan" if nan is not None and magnitude == nan else None
    if special == "nan":
        return NaN(negative, QUIET)
    if special == "inf":
        return -math.inf if negative else math.inf
    exp, man = magnitude >> m_bits, magnitude & ((1 << m_bits) - 1)
    value = (
        math.ldexp(man, 1 - bias - m_bits)
        if exp == 0
        else math.ldexp(man | 1 << m_bits, exp - bias - m_bits)
    )
    return -value if negative else value


def to_small_sr(x, fmt: int, rnd, saturate) -> int:
    """CDNA4 12.11 V_CVT_SR_FP8_F32: the random word's top 23 - m bits added to x's f32
    mantissa field (wrapping within it), then truncated toward zero (vops.to_small_sr)."""
    x = float(x)
    try:
        b = struct.unpack("<I", struct.pack("<f", x))[0]  # rounds to nearest even
    except OverflowError:
        b = 0xFF800000 if x < 0 else 0x7F800000
    if b & 0x7F800000 != 0x7F800000:
        noise = (int(rnd) & 0xFFFFFFFF) >> (9 + SMALL[fmt][1])
        b = (b & 0xFF800000) | ((b + noise) & 0x7FFFFF)
    return _small(fmt, struct.unpack("<f", struct.pack("<I", b))[0], bool(saturate), True)
