"""Kernel corpus: OpenCL kernels in tests/kernels compiled by clang-22 for gfx90a and gfx950 and
run on the emulator, each compared with numpy computing the same thing. Inputs come from a
fixed-seed RNG. A few tests check failures: unknown kernel, wrong argument count, and a memory
fault that must name where it happened and leave device memory as it was."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from . import llvm
from .compile import compile_kernel

if not (llvm.llvm_bin("clang") and llvm.llvm_bin("ld.lld")):
    pytest.skip("clang/ld.lld 22 not installed (/usr/lib/llvm-22/bin)", allow_module_level=True)

from cdna_isa.runtime.device import Device, LaunchError  # noqa: E402
from cdna_isa.runtime.wave import ExecutionError  # noqa: E402

ARCHS = pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
# elementwise kernels run twice: in workgroups of 256 (waves batched), and as one wave of 64
# work-items, which the emulator runs through its one-wave blocks (runtime/fastpath.py: build_block)
ONE_WAVE = pytest.mark.parametrize("one_wave", [False, True], ids=["batched", "one-wave"])


@pytest.fixture(scope="session")
def hsaco(tmp_path_factory):
    """hsaco(name, arch, flags) -> path of tests/kernels/<name>.cl compiled (clang flags, -O2
    by default) and linked (cached)."""
    out = tmp_path_factory.mktemp("kernels")
    cache: dict[tuple, Path] = {}

    def build(name: str, arch: str, flags: tuple[str, ...] = ("-O2",)) -> Path:
        key = (name, arch, flags)
        if key not in cache:
            cache[key] = compile_kernel(name, arch, out, flags=flags)
        return cache[key]

    return build


@pytest.fixture
def load(hsaco):
    """load(name, arch) -> (device, module) on a fresh device."""

    def go(name: str, arch: str, flags: tuple[str, ...] = ("-O2",)):
        dev = Device(arch)
        return dev, dev.load(hsaco(name, arch, flags))

    return go


def rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


def blocks(n: int, b: int = 256) -> int:
    return -(-n // b)


def shape(n: int, one_wave: bool) -> tuple[int, dict]:
    """(elements, launch geometry): n work-items in workgroups of 256, or one wave's 64."""
    if one_wave:
        return 64, {"grid": (1, 1, 1), "block": (64, 1, 1)}
    return n, {"grid": (blocks(n), 1, 1), "block": (256, 1, 1)}


def rounded(exact: Fraction, dtype) -> float:
    """`exact` rounded once to nearest-even in dtype (float32 or float64)."""
    d = float(exact)  # correctly rounded to f64
    if dtype == np.float64:
        return d
    f = np.float32(d)
    if not np.isfinite(f):
        return f
    best = None
    for c in (np.nextafter(f, np.float32(-np.inf)), f, np.nextafter(f, np.float32(np.inf))):
        err = abs(Fraction(float(c)) - exact)
        even = int(np.array(c).view(np.uint32)) & 1 == 0
        key = (err, not even)
        if best is None or key < best[0]:
            best = (key, c)
    return best[1]


def fma_exact(a, b, c, dtype) -> np.ndarray:
    """a * b + c with a single rounding, element by element, through exact rationals."""
    return np.array(
        [rounded(Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z)), dtype) for x, y, z in zip(a, b, c)],
        dtype,
    )


def u32(x) -> np.ndarray:
    return (np.asarray(x, np.int64) & 0xFFFFFFFF).astype(np.uint32)


def i32(x) -> np.ndarray:
    return u32(x).view(np.int32)


# --- basic ---------------------------------------------------------------------------------------


@ONE_WAVE
@ARCHS
def test_vector_add(arch, load, one_wave):
    """c = a + b (numpy float32 add)."""
    _, m = load("vector_add", arch)
    n, geometry = shape(1000, one_wave)
    a, b = rng(1).standard_normal((2, n), dtype=np.float32)
    c = np.zeros(n, np.float32)
    m.launch("vector_add", **geometry, args=(a, b, c, np.int32(n)))
    np.testing.assert_array_equal(c, a + b)


@ONE_WAVE
@ARCHS
def test_saxpy(arch, load, one_wave):
    """y = fma(a, x, y) rounded once in float32 (exact rationals; OpenCL contracts a*x+y)."""
    _, m = load("saxpy", arch)
    n, geometry = shape(1024, one_wave)
    r = rng(2)
    x, y = r.uniform(-10, 10, (2, n)).astype(np.float32)
    a = np.float32(1.7320508)
    want = fma_exact(np.full(n, a), x, y, np.float32)
    m.launch("saxpy", **geometry, args=(a, x, y, np.uint32(n)))
    np.testing.assert_array_equal(y, want)


@ARCHS
def test_saxpy_through_the_native_fma(arch, load, monkeypatch):
    """saxpy on 16,384 work-items (256 waves, past vops.NATIVE_FMA32_SIZE), so that clang's
    v_fmac_f32 takes the compiled C loop (runtime/native.py), against exact rationals;
    without a C compiler it skips, unless CDNA_ISA_REQUIRE_NATIVE=1 (CI)."""
    import os

    from cdna_isa.runtime import native

    if native.library() is None:
        if os.environ.get("CDNA_ISA_REQUIRE_NATIVE") == "1":
            pytest.fail(f"the native fma is required here: {native.status()}")
        pytest.skip(native.status())
    calls = []
    real = native._call
    monkeypatch.setattr(native, "_call", lambda *args: calls.append(1) or real(*args))
    _, m = load("saxpy", arch)
    n, geometry = shape(16384, False)
    r = rng(12)
    x, y = r.uniform(-10, 10, (2, n)).astype(np.float32)
    a = np.float32(1.7320508)
    want = fma_exact(np.full(n, a), x, y, np.float32)
    m.launch("saxpy", **geometry, args=(a, x, y, np.uint32(n)))
    assert calls, "the fma did not go through the C loop"
    np.testing.assert_array_equal(y, want)


@ONE_WAVE
@ARCHS
def test_int_arith(arch, load, one_wave):
    """mul_hi, C (truncating) division/remainder, shifts, rotate, popcount, bitreverse, clz/ctz, in int64 numpy wrapped to 32 bits."""
    _, m = load("int_arith", arch)
    (n, geometry), d = shape(768, one_wave), -7
    r = rng(3)
    x = r.integers(-(2**31), 2**31, n, dtype=np.int64)
    y = np.where(r.random(n) < 0.5, r.integers(-100, 101, n), r.integers(-(2**31), 2**31, n))
    y = np.where(y == 0, 3, y)
    x[:4] = [0, -1, 2**31 - 1, -(2**31)]
    y[:4] = [5, -3, -1, 7]
    a, b = x.astype(np.int32), y.astype(np.int32)
    out = np.zeros(18 * n, np.int32)
    m.launch("int_arith", **geometry, args=(a, b, out, np.int32(d), np.uint32(n)))
    ux, uy = x & 0xFFFFFFFF, y & 0xFFFFFFFF
    s = uy & 31

    def tdiv(p, q):
        q_ = np.abs(p) // np.abs(q) * np.sign(p) * np.sign(q)
        return q_, p - q_ * q

    def bits(v, f):
        return np.array([f(int(e)) for e in v], np.int64)

    q1, r1 = tdiv(x, np.int64(d))
    q2, r2 = tdiv(x, y)
    want = [
        (x * y) >> 32,
        (ux * uy) >> 32,
        q1,
        r1,
        q2,
        r2,
        ux // uy,
        ux % uy,
        x << s,
        x >> s,
        ux >> s,
        ((ux << s) | (ux >> ((32 - s) & 31) * (s != 0))) & 0xFFFFFFFF,
        bits(ux, lambda e: bin(e).count("1")),
        bits(ux, lambda e: int(f"{e:032b}"[::-1], 2)),
        bits(ux, lambda e: 32 - e.bit_length()),
        bits(ux, lambda e: (e & -e).bit_length() - 1 if e else 32),
        x * y,
        ((x ^ y) & ~(x | (ux >> 7))) - (y & 0xFF),
    ]
    names = "mul_hi_i32 mul_hi_u32 div_d rem_d div rem udiv urem shl ashr lshr rotl popcount bitreverse clz ctz mul logic".split()
    got = out.reshape(18, n)
    for k, w in enumerate(want):
        np.testing.assert_array_equal(got[k], i32(w), err_msg=names[k])


@ARCHS
def test_int64_arith(arch, load):
    """64-bit add/mul/shifts/(un)signed truncating division and remainder, in Python integers mod 2^64."""
    _, m = load("int64_arith", arch)
    n = 256
    r = rng(4)
    a = r.integers(0, 2**64, n, dtype=np.uint64)
    b = r.integers(0, 2**64, n, dtype=np.uint64)
    out = np.zeros(10 * n, np.uint64)
    m.launch("int64_arith", grid=(1, 1, 1), block=(256, 1, 1), args=(a, b, out, np.uint32(n)))
    M = 2**64

    def sgn(v):
        return v - M if v >= 2**63 else v

    def tdiv(p, q):
        qq = abs(p) // abs(q) * (1 if (p < 0) == (q < 0) else -1)
        return qq, p - qq * q

    want = []
    for x, y in zip(map(int, a), map(int, b)):
        s = y & 63
        sx, sy = sgn(x), sgn(y)
        ud = (y >> s) | 1
        sd = (sy >> s) | 1
        sq, sr = tdiv(sx, sd)
        want.append([x + y, x * y, x << s, x >> s, sx >> s, x // ud, x % ud, sq, sr, x - y])
    want = np.array([[v % M for v in row] for row in want], dtype=np.uint64).T
    got = out.reshape(10, n)
    names = "add mul shl lshr ashr udiv urem sdiv srem sub".split()
    for k in range(10):
        np.testing.assert_array_equal(got[k], want[k], err_msg=names[k])


@ONE_WAVE
@ARCHS
def test_f64_math(arch, load, one_wave):
    """float64 add/mul/div/sqrt/sub in numpy (correctly rounded) and fma through exact rationals."""
    _, m = load("f64_math", arch)
    n, geometry = shape(256, one_wave)
    r = rng(5)
    a, b, c = r.uniform(-100, 100, (3, n))
    out = np.zeros(6 * n)
    m.launch("f64_math", **geometry, args=(a, b, c, out, np.uint32(n)))
    got = out.reshape(6, n)
    want = [a + b, a * b, fma_exact(a, b, c, np.float64), a / b, np.sqrt(np.abs(a)), a - c]
    for k, name in enumerate("add mul fma div sqrt sub".split()):
        np.testing.assert_array_equal(got[k], want[k], err_msg=name)


@ONE_WAVE
@ARCHS
def test_fp32_math(arch, load, one_wave):
    """float32 add/sub/mul exact, fma rounded once (exact rationals), ldexp exact; x/y within 1e-6 relative (OpenCL's 2.5-ulp division)."""
    _, m = load("fp32_math", arch)
    n, geometry = shape(512, one_wave)
    r = rng(6)
    a, b, c = r.uniform(-50, 50, (3, n)).astype(np.float32)
    out = np.zeros(6 * n, np.float32)
    m.launch("fp32_math", **geometry, args=(a, b, c, out, np.uint32(n)))
    got = out.reshape(6, n)
    k = (np.arange(n) % 7 - 3).astype(np.int32)
    np.testing.assert_array_equal(got[0], a + b)
    np.testing.assert_array_equal(got[1], a - b)
    np.testing.assert_array_equal(got[2], a * b)
    np.testing.assert_array_equal(got[3], fma_exact(a, b, c, np.float32))
    np.testing.assert_allclose(got[4], a.astype(np.float64) / b, rtol=1e-6)
    np.testing.assert_array_equal(got[5], np.ldexp(a, k))


@ONE_WAVE
@ARCHS
def test_f16_scalar(arch, load, one_wave):
    """half: fma(x,y,c), x-y, x*y, max rounded once to float16 (float64 is exact for these); f32->f16 astype (RNE); f16->f32 then 3x+y."""
    _, m = load("f16_math", arch)
    n, geometry = shape(512, one_wave)
    r = rng(7)
    a, b = r.uniform(-8, 8, (2, n)).astype(np.float16)
    f = r.uniform(-1000, 1000, n).astype(np.float32)
    c = np.float16(0.7)
    out = np.zeros(5 * n, np.float16)
    outf = np.zeros(n, np.float32)
    m.launch("f16_scalar", **geometry, args=(a, b, out, f, outf, c, np.uint32(n)))
    x, y = a.astype(np.float64), b.astype(np.float64)
    got = out.reshape(5, n)
    np.testing.assert_array_equal(got[0], (x * y + float(c)).astype(np.float16), err_msg="fma")
    np.testing.assert_array_equal(got[1], (x - y).astype(np.float16), err_msg="sub")
    np.testing.assert_array_equal(got[2], (x * y).astype(np.float16), err_msg="mul")
    np.testing.assert_array_equal(got[3], np.maximum(a, b), err_msg="max")
    np.testing.assert_array_equal(got[4], f.astype(np.float16), err_msg="cvt f32->f16")
    want_f = fma_exact(a.astype(np.float32), np.full(n, 3, np.float32), b.astype(np.float32), np.float32)
    np.testing.assert_array_equal(outf, want_f, err_msg="cvt f16->f32")


@ARCHS
def test_f16_packed(arch, load):
    """half2 lane-wise fma/add/mul/sub rounded once to float16 (float64 is exact for these)."""
    _, m = load("f16_math", arch)
    n = 256
    r = rng(8)
    a, b, c = r.uniform(-8, 8, (3, n, 2)).astype(np.float16)
    out = np.zeros((4 * n, 2), np.float16)
    m.launch("f16_packed", grid=(1, 1, 1), block=(256, 1, 1), args=(a, b, c, out, np.uint32(n)))
    x, y, z = (v.astype(np.float64) for v in (a, b, c))
    got = out.reshape(4, n, 2)
    for k, (name, w) in enumerate(zip("fma add mul sub".split(), [x * y + z, x + y, x * y, x - z])):
        np.testing.assert_array_equal(got[k], w.astype(np.float16), err_msg=name)


@ARCHS
def test_minmax_int(arch, load):
    """signed/unsigned min and max, clamp, select, abs (np.minimum/np.maximum/np.clip/np.where)."""
    _, m = load("minmax", arch)
    n, lo, hi = 512, -1000, 2000
    r = rng(9)
    a = r.integers(-5000, 5000, n).astype(np.int32)
    b = r.integers(-(2**31), 2**31, n).astype(np.int32)
    out = np.zeros(7 * n, np.int32)
    m.launch("minmax_int", grid=(2, 1, 1), block=(256, 1, 1), args=(a, b, out, np.int32(lo), np.int32(hi), np.uint32(n)))
    ua, ub = a.view(np.uint32), b.view(np.uint32)
    want = [np.minimum(a, b), np.maximum(a, b), np.minimum(ua, ub).view(np.int32), np.maximum(ua, ub).view(np.int32),
            np.clip(a, lo, hi), np.where(a & 4, a, b), np.abs(a)]  # fmt: skip
    got = out.reshape(7, n)
    for k, name in enumerate("min max umin umax clamp select abs".split()):
        np.testing.assert_array_equal(got[k], want[k], err_msg=name)


@ONE_WAVE
@ARCHS
def test_minmax_float(arch, load, one_wave):
    """fmin/fmax/clamp/select/fabs-copysign on float32 (np.fmin/np.fmax/np.clip/np.where)."""
    _, m = load("minmax", arch)
    (n, geometry), lo, hi = shape(512, one_wave), np.float32(-2.5), np.float32(3.25)
    r = rng(10)
    a, b = r.uniform(-10, 10, (2, n)).astype(np.float32)
    out = np.zeros(5 * n, np.float32)
    m.launch("minmax_float", **geometry, args=(a, b, out, lo, hi, np.uint32(n)))
    want = [np.fmin(a, b), np.fmax(a, b), np.clip(a, lo, hi), np.where(a < b, b, a * 2), np.abs(a) - np.copysign(np.float32(1.5), b)]
    got = out.reshape(5, n)
    for k, name in enumerate("fmin fmax clamp select abs-copysign".split()):
        np.testing.assert_array_equal(got[k], want[k], err_msg=name)


@ONE_WAVE
@ARCHS
def test_conversions(arch, load, one_wave):
    """f32/f64/i32/u32 conversions (astype: truncation to int, RNE to float) and floor/ceil/trunc/rint."""
    _, m = load("conversions", arch)
    n, geometry = shape(512, one_wave)
    r = rng(11)
    a = (r.uniform(-3e4, 3e4, n)).astype(np.float32)
    a[:8] = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.0, -7.75]
    b = r.integers(-(2**31), 2**31, n).astype(np.int32)
    c = r.uniform(-1e6, 1e6, n)
    outi = np.zeros(3 * n, np.int32)
    outf = np.zeros(7 * n, np.float32)
    outd = np.zeros(3 * n, np.float64)
    m.launch("conversions", **geometry, args=(a, b, c, outi, outf, outd, np.uint32(n)))
    gi, gf, gd = outi.reshape(3, n), outf.reshape(7, n), outd.reshape(3, n)
    np.testing.assert_array_equal(gi[0], np.trunc(a).astype(np.int32), err_msg="f32->i32")
    np.testing.assert_array_equal(gi[1], np.trunc(np.abs(a)).astype(np.uint32).view(np.int32), err_msg="f32->u32")
    np.testing.assert_array_equal(gi[2], np.trunc(c).astype(np.int32), err_msg="f64->i32")
    np.testing.assert_array_equal(gf[0], b.astype(np.float32), err_msg="i32->f32")
    np.testing.assert_array_equal(gf[1], b.view(np.uint32).astype(np.float32), err_msg="u32->f32")
    np.testing.assert_array_equal(gf[2], c.astype(np.float32), err_msg="f64->f32")
    for k, (name, f) in enumerate([("floor", np.floor), ("ceil", np.ceil), ("trunc", np.trunc), ("rint", np.rint)]):
        np.testing.assert_array_equal(gf[3 + k], f(a), err_msg=name)
    np.testing.assert_array_equal(gd[0], a.astype(np.float64), err_msg="f32->f64")
    np.testing.assert_array_equal(gd[1], b.astype(np.float64), err_msg="i32->f64")
    np.testing.assert_array_equal(gd[2], np.floor(c), err_msg="floor f64")


@ARCHS
def test_bytes_shorts(arch, load):
    """8/16-bit loads and stores: (u8+3) mod 256, int16(i16*3 - i8), i8 + u16 - i16*u8 in int32 numpy."""
    _, m = load("bytes_shorts", arch)
    n = 700
    r = rng(12)
    u8 = r.integers(0, 256, n).astype(np.uint8)
    i8 = r.integers(-128, 128, n).astype(np.int8)
    u16 = r.integers(0, 65536, n).astype(np.uint16)
    i16 = r.integers(-32768, 32768, n).astype(np.int16)
    o8, o16, o32 = np.zeros(n, np.uint8), np.zeros(n, np.int16), np.zeros(n, np.int32)
    m.launch("bytes_shorts", grid=(blocks(n), 1, 1), block=(256, 1, 1), args=(u8, i8, u16, i16, o8, o16, o32, np.uint32(n)))

    def w32(v):
        return v.astype(np.int32)

    np.testing.assert_array_equal(o8, ((w32(u8) + 3) & 0xFF).astype(np.uint8))
    np.testing.assert_array_equal(o16, (w32(i16) * 3 - w32(i8)).astype(np.int16))
    np.testing.assert_array_equal(o32, w32(i8) + w32(u16) - w32(i16) * w32(u8))


@ARCHS
def test_vector_types(arch, load):
    """float4 v.wzyx*(1,2,3,4)+v and int2 (y-x, x*y) (numpy; inputs are multiples of 1/8, so exact)."""
    _, m = load("vector_types", arch)
    n = 256
    r = rng(13)
    a = (r.integers(-800, 800, (n, 4)) / 8).astype(np.float32)
    b = r.integers(-30000, 30000, (n, 2)).astype(np.int32)
    out, outi = np.zeros((n, 4), np.float32), np.zeros((n, 2), np.int32)
    m.launch("vector_types", grid=(1, 1, 1), block=(256, 1, 1), args=(a, b, out, outi, np.uint32(n)))
    np.testing.assert_array_equal(out, a[:, ::-1] * np.float32([1, 2, 3, 4]) + a)
    np.testing.assert_array_equal(outi, np.stack([b[:, 1] - b[:, 0], b[:, 0] * b[:, 1]], axis=1))


@ARCHS
def test_device_arrays_between_launches(arch, load):
    """DeviceArrays stay on the device between launches: c = a + b, then d = c + c (numpy float32 adds)."""
    dev, m = load("vector_add", arch)
    n = 300
    a, b = rng(31).standard_normal((2, n), dtype=np.float32)
    da, db, dc, dd = dev.to_device(a), dev.to_device(b), dev.empty(n, np.float32), dev.empty((n,), np.float32)
    m.launch("vector_add", global_size=(n, 1, 1), block=(128, 1, 1), args=(da, db, dc, np.int32(n)))
    m.launch("vector_add", global_size=(n, 1, 1), block=(128, 1, 1), args=(dc, dc, dd, np.int32(n)))
    np.testing.assert_array_equal(dc.to_numpy(), a + b)
    np.testing.assert_array_equal(dd.to_numpy(), (a + b) + (a + b))
    np.testing.assert_array_equal(da.to_numpy(), a)


# --- control flow --------------------------------------------------------------------------------


@ONE_WAVE
@ARCHS
def test_divergent(arch, load, one_wave):
    """nested if/else on lane data (np.where over the four paths)."""
    _, m = load("divergent", arch)
    n, geometry = shape(1024, one_wave)
    x = rng(14).integers(-300, 300, n).astype(np.int32)
    out, outf = np.zeros(n, np.int32), np.zeros(n, np.float32)
    m.launch("divergent", **geometry, args=(x, out, outf, np.uint32(n)))
    odd, by3, big = (x & 1) == 1, np.fmod(x, 3) == 0, x > 100
    want = np.where(odd, np.where(by3, x * 5, x - 7), (x >> 1) + np.where(big, 1000, 0))
    wantf = np.where(odd, np.where(by3, x * np.float32(0.5), -x.astype(np.float32)),
                     np.where(big, np.float32(2), (x ^ 0x55).astype(np.float32)))  # fmt: skip
    np.testing.assert_array_equal(out, want)
    np.testing.assert_array_equal(outf, wantf)


@ONE_WAVE
@ARCHS
def test_loops(arch, load, one_wave):
    """acc = acc*3 + (j ^ x) for j < x % 37 (uint32 wrap) and Collatz steps of x % 1000 + 1 (numpy masked iteration)."""
    _, m = load("loops", arch)
    n, geometry = shape(512, one_wave)
    x = rng(15).integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    acc_out, steps_out = np.zeros(n, np.uint32), np.zeros(n, np.uint32)
    m.launch("loops", **geometry, args=(x, acc_out, steps_out, np.uint32(n)))
    acc = np.arange(n, dtype=np.uint64)
    trips = x % 37
    for j in range(37):
        acc = np.where(j < trips, (acc * 3 + (j ^ x.astype(np.uint64))) & 0xFFFFFFFF, acc)
    c = (x % 1000 + 1).astype(np.int64)
    steps = np.zeros(n, np.int64)
    for _ in range(1000):
        live = c != 1
        c = np.where(live, np.where(c & 1, 3 * c + 1, c >> 1), c)
        steps += live
    np.testing.assert_array_equal(acc_out, acc.astype(np.uint32))
    np.testing.assert_array_equal(steps_out, steps.astype(np.uint32))


@ONE_WAVE
@ARCHS
def test_early_return(arch, load, one_wave):
    """lanes that return early leave their outputs unwritten (numpy per-element simulation)."""
    _, m = load("early_return", arch)
    (n, geometry), size = shape(1000, one_wave), 1024
    x = rng(16).integers(-50, 200, size).astype(np.int32)
    out, out2 = np.full(size, 12345, np.int32), np.full(size, -5, np.int32)
    m.launch("early_return", **geometry, args=(x, out, out2, np.uint32(n)))
    want, want2 = np.full(size, 12345, np.int32), np.full(size, -5, np.int32)
    for i in range(n):
        v = int(x[i])
        if v < 0:
            want[i] = -1
            continue
        want[i] = 2 * v
        acc = 0
        for j in range(16):
            acc += j * v
            if acc > 5000:
                break
        else:
            want2[i] = acc
    np.testing.assert_array_equal(out, want)
    np.testing.assert_array_equal(out2, want2)


@ONE_WAVE
@ARCHS
def test_scratch(arch, load, one_wave):
    """a private array in scratch, written through a permutation and read at data-dependent indices (numpy per-element simulation)."""
    _, m = load("scratch", arch)
    n, geometry = shape(256, one_wave)
    r = rng(17)
    a = (r.integers(-100, 100, n) / 4).astype(np.float32)
    sel = r.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    out = np.zeros(n, np.float32)
    m.launch("scratch", **geometry, args=(a, sel, out, np.uint32(n)))
    want = np.zeros(n, np.float32)
    for i in range(n):
        s = int(sel[i])
        k = s | 1
        tmp = np.zeros(64, np.float32)
        for j in range(64):
            tmp[(j * k + i) % 2**32 % 64] = a[(i + j) % n] + np.float32(j)
        acc = np.float32(0)
        for j in range(8):
            acc = np.float32(acc + tmp[(s >> (3 * j)) % 64] * np.float32(j + 1))
        want[i] = acc
    np.testing.assert_array_equal(out, want)


# --- grids ---------------------------------------------------------------------------------------


@ARCHS
def test_grid2d(arch, load):
    """2-D grid with partial workgroups on both axes: ids equal np.indices-derived values."""
    _, m = load("grid2d", arch)
    w, h, bx, by = 45, 19, 16, 4
    out = np.zeros(8 * w * h, np.uint32)
    m.launch("grid2d", global_size=(w, h, 1), block=(bx, by, 1), args=(out, np.uint32(w), np.uint32(h)))
    y, x = np.indices((h, w))
    gx, gy = -(-w // bx), -(-h // by)
    want = [x, y, x % bx, y % by, x // bx, y // by, np.full_like(x, bx * 100 + by), np.full_like(x, gx * 100 + gy)]
    got = out.reshape(8, h, w)
    for k, name in enumerate("gid0 gid1 lid0 lid1 grp0 grp1 lsize ngroups".split()):
        np.testing.assert_array_equal(got[k], want[k], err_msg=name)


@ARCHS
def test_grid3d(arch, load):
    """3-D grid: global, local and group ids equal np.indices-derived values."""
    _, m = load("grid3d", arch)
    block, grid = (4, 4, 2), (3, 2, 2)
    w, h, d = (b * g for b, g in zip(block, grid))
    out = np.zeros(9 * w * h * d, np.uint32)
    m.launch("grid3d", grid=grid, block=block, args=(out, np.uint32(w), np.uint32(h), np.uint32(d)))
    z, y, x = np.indices((d, h, w))
    want = [x, y, z, x % 4, y % 4, z % 2, x // 4, y // 4, z // 2]
    got = out.reshape(9, d, h, w)
    for k, name in enumerate("gid0 gid1 gid2 lid0 lid1 lid2 grp0 grp1 grp2".split()):
        np.testing.assert_array_equal(got[k], want[k], err_msg=name)


@ARCHS
def test_nonuniform_grid(arch, load):
    """global_size 1000 with blocks of 256: out[i] = 3i + 256 for i < 1000 only; the checked kernel writes i+1 for i < 900 only."""
    _, m = load("nonuniform", arch)
    out = np.full(1024, 0xDEADBEEF, np.uint32)
    m.launch("nonuniform", global_size=(1000, 1, 1), block=(256, 1, 1), args=(out,))
    want = np.full(1024, 0xDEADBEEF, np.uint32)
    want[:1000] = np.arange(1000) * 3 + 256
    np.testing.assert_array_equal(out, want)
    out = np.zeros(1024, np.uint32)
    m.launch("nonuniform_checked", global_size=(1000, 1, 1), block=(256, 1, 1), args=(out, np.uint32(900)))
    want = np.zeros(1024, np.uint32)
    want[:900] = np.arange(1, 901)
    np.testing.assert_array_equal(out, want)


@ARCHS
def test_many_args(arch, load):
    """15 mixed-type arguments (pointers, i8/u8/i16/u16/i32/u32/i64/u64, f32, f64): numpy of the same expressions (exact values)."""
    _, m = load("many_args", arch)
    n = 200
    x = rng(18).integers(-1000, 1000, n).astype(np.int32)
    out_f, out_l, out_d = np.zeros(n, np.float32), np.zeros(n, np.int64), np.zeros(n, np.float64)
    c8, s16, d, u8, f = np.int8(-5), np.int16(-1234), np.float64(0.375), np.uint8(200), np.float32(0.5)
    i64, u16, i32_, u64, u32_ = (
        np.int64(-(2**40) - 3),
        np.uint16(65000),
        np.int32(-77),
        np.uint64(0xFEDCBA9876543210),
        np.uint32(4000000000),
    )
    m.launch("many_args", grid=(1, 1, 1), block=(256, 1, 1),
             args=(out_f, c8, out_l, s16, x, d, u8, f, i64, u16, i32_, u64, u32_, out_d, np.uint32(n)))  # fmt: skip
    X = x.astype(np.int64)
    np.testing.assert_array_equal(out_f, x.astype(np.float32) * f + np.float32(c8))
    np.testing.assert_array_equal(out_l, X * int(i64) + int(s16) + int(u8) * 1000 + int(u16) * 100000)
    np.testing.assert_array_equal(out_d, x * float(d) + float(int(u64) >> 40) + float(i32_) + float(u32_))


# --- LDS -----------------------------------------------------------------------------------------


@ARCHS
def test_reduce_lds(arch, load):
    """per-workgroup sums of in (uint32) and of in & 0xff (float32, exact): in.reshape(-1, 256).sum(1)."""
    _, m = load("reduce_lds", arch)
    n, groups = 1000, 4
    x = rng(19).integers(0, 2**20, n, dtype=np.uint64).astype(np.uint32)
    out, outf = np.zeros(groups, np.uint32), np.zeros(groups, np.float32)
    m.launch("reduce_sum", grid=(groups, 1, 1), block=(256, 1, 1), args=(x, out, outf, np.uint32(n)))
    padded = np.zeros(groups * 256, np.uint64)
    padded[:n] = x
    np.testing.assert_array_equal(out, (padded.reshape(groups, 256).sum(1) & 0xFFFFFFFF).astype(np.uint32))
    np.testing.assert_array_equal(outf, (padded & 0xFF).reshape(groups, 256).sum(1).astype(np.float32))


@pytest.mark.parametrize("local_bytes, shared_mem", [(512, 0), (0, 512)], ids=["argument", "shared_mem"])
@ARCHS
def test_reduce_dynamic_lds(arch, load, local_bytes, shared_mem):
    """per-workgroup uint32 sums through a __local pointer argument, its LDS sized by the
    argument (bytes) or by shared_mem (the kernel has no static LDS: offset 0 either way):
    in.reshape(-1, 128).sum(1)."""
    _, m = load("reduce_lds", arch)
    n, groups, wg = 500, 4, 128
    x = rng(30).integers(0, 2**20, n, dtype=np.uint64).astype(np.uint32)
    out = np.zeros(groups, np.uint32)
    args = (x, out, local_bytes, np.uint32(n))
    m.launch("reduce_dynamic", grid=(groups, 1, 1), block=(wg, 1, 1), args=args, shared_mem=shared_mem)
    padded = np.zeros(groups * wg, np.uint64)
    padded[:n] = x
    np.testing.assert_array_equal(out, padded.reshape(groups, wg).sum(1).astype(np.uint32))


@ARCHS
def test_scan_lds(arch, load):
    """inclusive prefix sum per workgroup of 256: np.cumsum per block; elements >= n untouched."""
    _, m = load("scan_lds", arch)
    n, groups = 1000, 4
    x = rng(20).integers(-1000, 1000, groups * 256).astype(np.int32)
    out = np.full(groups * 256, 7, np.int32)
    m.launch("scan_inclusive", grid=(groups, 1, 1), block=(256, 1, 1), args=(x, out, np.uint32(n)))
    padded = np.where(np.arange(groups * 256) < n, x, 0)
    want = np.cumsum(padded.reshape(groups, 256), axis=1).ravel().astype(np.int32)
    want[n:] = 7
    np.testing.assert_array_equal(out, want)


@ARCHS
def test_transpose_lds(arch, load):
    """40x56 float32 matrix transposed through a 16x16 LDS tile on a 2-D grid: in.T."""
    _, m = load("transpose_lds", arch)
    rows, cols = 40, 56
    a = rng(21).standard_normal((rows, cols), dtype=np.float32)
    out = np.zeros((cols, rows), np.float32)
    m.launch("transpose", grid=(-(-cols // 16), -(-rows // 16), 1), block=(16, 16, 1), args=(a, out, np.uint32(rows), np.uint32(cols)))
    np.testing.assert_array_equal(out, a.T)


@ARCHS
def test_local_atomics(arch, load):
    """LDS histogram merged by global atomics: np.bincount(in % 32)."""
    _, m = load("local_atomics", arch)
    n = 1000
    x = rng(22).integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    x[:100] = 5  # a heavily contended bin
    hist = np.zeros(32, np.uint32)
    m.launch("local_histogram", grid=(4, 1, 1), block=(256, 1, 1), args=(x, hist, np.uint32(n)))
    np.testing.assert_array_equal(hist, np.bincount(x % 32, minlength=32).astype(np.uint32))


# --- global atomics ------------------------------------------------------------------------------


@ARCHS
def test_atomic_histogram(arch, load):
    """global atomic add, result unused: np.bincount(in % nbins)."""
    _, m = load("atomics_int", arch)
    n, nbins = 2000, 13
    x = rng(23).integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    x[:300] = 26  # contention on one bin
    hist = np.zeros(nbins, np.uint32)
    m.launch("histogram", grid=(blocks(n), 1, 1), block=(256, 1, 1), args=(x, hist, np.uint32(nbins), np.uint32(n)))
    np.testing.assert_array_equal(hist, np.bincount(x % nbins, minlength=nbins).astype(np.uint32))


@ARCHS
def test_atomic_unique_slots(arch, load):
    """atomic counter handing out slots (returned value used): counter == n and slots is a permutation of arange(n)."""
    _, m = load("atomics_int", arch)
    n = 1000
    counter, slots = np.zeros(1, np.uint32), np.full(n, 0xFFFFFFFF, np.uint32)
    m.launch("unique_slots", grid=(blocks(n), 1, 1), block=(256, 1, 1), args=(counter, slots, np.uint32(n)))
    assert counter[0] == n
    np.testing.assert_array_equal(np.sort(slots), np.arange(n, dtype=np.uint32))


@ARCHS
def test_atomic_fetch_add_order(arch, load):
    """per-lane-address fetch-add: for each cell the old values sorted are the running sums of the adds in some serial order, ending at the cell's final value."""
    _, m = load("atomics_int", arch)
    n, ncells = 1024, 16
    cells, old = np.zeros(ncells, np.uint32), np.zeros(n, np.uint32)
    m.launch("fetch_add_old", grid=(4, 1, 1), block=(256, 1, 1), args=(cells, old, np.uint32(ncells), np.uint32(n)))
    i = np.arange(n)
    for c in range(ncells):
        lanes = i[i % ncells == c]
        order = np.argsort(old[lanes], kind="stable")
        running = np.concatenate([[0], np.cumsum(lanes[order] + 1)])
        np.testing.assert_array_equal(old[lanes][order], running[:-1], err_msg=f"cell {c}")
        assert cells[c] == running[-1]


@ARCHS
def test_atomic_reductions(arch, load):
    """atomic min/max/and/or/xor/umax/sub with results unused: np.min/np.max/np.bitwise_*.reduce."""
    _, m = load("atomics_int", arch)
    n = 1000
    x = rng(24).integers(-(2**31), 2**31, n).astype(np.int32)
    r = np.array([2**31 - 1, -(2**31), -1, 0, 0, 0, 1000000], np.int32)
    m.launch("reductions", grid=(blocks(n), 1, 1), block=(256, 1, 1), args=(x, r, np.uint32(n)))
    want = [x.min(), x.max(), np.bitwise_and.reduce(x | 0x10000), np.bitwise_or.reduce(x & 0x7F0F),
            np.bitwise_xor.reduce(x), x.view(np.uint32).max().view(np.int32), 1000000 - (x & 0xFF).sum()]  # fmt: skip
    np.testing.assert_array_equal(r, np.array(want, np.int64).astype(np.int32))


@ARCHS
def test_atomic_cas_loop(arch, load):
    """compare-and-swap loop v -> 3v + (in & 7): for each cell, following old values from 0 visits every lane once and ends at the final value."""
    _, m = load("atomics_int", arch)
    n, ncells = 512, 8
    x = rng(25).integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    cells, old = np.zeros(ncells, np.uint32), np.zeros(n, np.uint32)
    m.launch("cas_loop", grid=(2, 1, 1), block=(256, 1, 1), args=(x, cells, old, np.uint32(ncells), np.uint32(n)))
    for c in range(ncells):
        pending = {int(i): int(old[i]) for i in range(c, n, ncells)}
        cur = 0
        while pending:
            match = [i for i, o in pending.items() if o == cur]
            assert match, f"cell {c}: no lane saw value {cur}"
            i = min(match)
            del pending[i]
            cur = (cur * 3 + (int(x[i]) & 7)) & 0xFFFFFFFF
        assert int(cells[c]) == cur


@ARCHS
def test_atomic_float_add(arch, load):
    """f32/f64 atomic add (and the global_atomic_fadd builtin): per-cell np.add.at sums, exact since the inputs are multiples of 1/4."""
    _, m = load("atomics_float", arch)
    n, ncells = 1000, 8
    x = (rng(26).integers(-40, 40, n) / 4).astype(np.float32)
    acc, accd, acc2 = np.zeros(ncells, np.float32), np.zeros(ncells), np.zeros(ncells, np.float32)
    m.launch("atomic_fadd", grid=(blocks(n), 1, 1), block=(256, 1, 1), args=(x, acc, accd, acc2, np.uint32(ncells), np.uint32(n)))
    want = np.zeros(ncells)
    np.add.at(want, np.arange(n) % ncells, x.astype(np.float64))
    np.testing.assert_array_equal(acc, want.astype(np.float32))
    np.testing.assert_array_equal(accd, want * 2)
    np.testing.assert_array_equal(acc2, want.astype(np.float32))


# --- cross-lane ----------------------------------------------------------------------------------


@ARCHS
def test_crosslane(arch, load):
    """ds_bpermute, readfirstlane, readlane and DPP (quad_perm, row_shr, row_ror, row_mirror, row_half_mirror, row_mask): numpy index arithmetic per wave of 64 and row of 16."""
    _, m = load("crosslane", arch)
    n = 256
    x = rng(27).integers(-1000, 1000, n).astype(np.int32)
    out = np.zeros(11 * n, np.int32)
    m.launch("crosslane", grid=(1, 1, 1), block=(256, 1, 1), args=(x, out, np.uint32(n)))
    i = np.arange(n)
    lane, wave, row, rl = i % 64, i // 64 * 64, i // 16 * 16, i % 16
    first_pos = np.array([x[w : w + 64][x[w : w + 64] > 0][0] for w in wave])
    want = [
        x[wave + 63 - lane],
        x[wave + (lane * 5 + 3) % 64],
        np.where(x > 0, first_pos, 0),
        x[wave + 37],
        x[(i & ~3) + 3 - (i & 3)],
        np.where(rl >= 1, x[np.maximum(i - 1, 0)], 0),
        np.where(rl >= 3, x[np.maximum(i - 3, 0)], -x),
        x[row + (rl - 4) % 16],
        x[row + 15 - rl],
        x[i // 8 * 8 + 7 - i % 8],
        np.where((i // 16) % 2 == 0, x[i ^ 1], 7),
    ]
    names = "bpermute_rev bpermute_5l+3 readfirstlane readlane37 quad_perm row_shr1 update_row_shr3 row_ror4 row_mirror row_half_mirror row_mask".split()
    got = out.reshape(11, n)
    for k, name in enumerate(names):
        np.testing.assert_array_equal(got[k], want[k], err_msg=name)


@ARCHS
def test_ballot(arch, load):
    """ballot of x > 0 per wave: the 64-bit mask from np.packbits-style bit sums, and its popcount."""
    _, m = load("crosslane", arch)
    n = 256
    x = rng(28).integers(-1000, 1000, n).astype(np.int32)
    mask, count = np.zeros(n, np.uint64), np.zeros(n, np.uint32)
    m.launch("ballot", grid=(1, 1, 1), block=(256, 1, 1), args=(x, mask, count))
    bits = (x > 0).reshape(-1, 64).astype(np.uint64) << np.arange(64, dtype=np.uint64)
    wave_mask = np.bitwise_or.reduce(bits, axis=1)
    np.testing.assert_array_equal(mask, np.repeat(wave_mask, 64))
    np.testing.assert_array_equal(count, np.repeat((x > 0).reshape(-1, 64).sum(1), 64).astype(np.uint32))


@ONE_WAVE
@ARCHS
def test_transcendental(arch, load, one_wave):
    """sqrt, rsq, rcp, exp2, log2, amdgcn sqrt vs float64 numpy, rtol 2e-6 / atol 1e-6: the hardware ops are approximations (about 1 ulp = 1.2e-7 relative), so a few ulp of slack."""
    _, m = load("transcendental", arch)
    n, geometry = shape(512, one_wave)
    x = rng(29).uniform(0.01, 100, n).astype(np.float32)
    x[:4] = [1.0, 4.0, 0.25, 2.0]
    out = np.zeros(6 * n, np.float32)
    m.launch("transcendental", **geometry, args=(x, out, np.uint32(n)))
    X = x.astype(np.float64)
    want = [np.sqrt(X), 1 / np.sqrt(X), 1 / X, np.exp2(X - 8), np.log2(X), np.sqrt(X)]
    got = out.reshape(6, n)
    for k, name in enumerate("sqrt rsq rcp exp2 log2 amdgcn_sqrt".split()):
        np.testing.assert_allclose(got[k], want[k], rtol=2e-6, atol=1e-6, err_msg=name)
    # exact cases: powers of two
    assert got[0][1] == 2 and got[1][1] == 0.5 and got[2][2] == 4 and got[4][3] == 1 and got[3][0] == 2.0**-7


# --- failures ------------------------------------------------------------------------------------


@ARCHS
def test_unknown_kernel_is_a_launch_error(arch, load):
    """an unknown kernel name: LaunchError listing the module's kernels."""
    _, m = load("atomics_int", arch)
    with pytest.raises(LaunchError) as exc:
        m.launch("no_such_kernel", grid=(1, 1, 1), block=(64, 1, 1), args=())
    msg = str(exc.value)
    assert "no_such_kernel" in msg
    for name in ("histogram", "unique_slots", "fetch_add_old", "reductions", "cas_loop"):
        assert name in msg


@ARCHS
def test_wrong_argument_count_is_a_launch_error(arch, load):
    """three arguments to a four-argument kernel: LaunchError with both counts."""
    _, m = load("vector_add", arch)
    a = np.zeros(64, np.float32)
    with pytest.raises(LaunchError, match=r"vector_add.*4.*3"):
        m.launch("vector_add", grid=(1, 1, 1), block=(64, 1, 1), args=(a, a, a))


@ARCHS
@pytest.mark.parametrize("pointer", ["far", "null"])
def test_memory_fault_is_reported_and_rolled_back(arch, pointer, load):
    """a load far beyond a small array (or through NULL) after a store: ExecutionError naming arch, workgroup, wave, pc and instruction; device memory as before the launch."""
    dev, m = load("fault", arch)
    keep = dev.to_device(np.arange(64, dtype=np.uint32) * 5)
    small = dev.to_device(np.arange(64, dtype=np.uint32))
    out = dev.to_device(np.full(128, 9, np.uint32))
    mark = dev.to_device(np.zeros(128, np.uint32))
    src, off = (small, np.uint32(1 << 28)) if pointer == "far" else (0, np.uint32(0))
    with pytest.raises(ExecutionError) as exc:
        m.launch("oob", grid=(2, 1, 1), block=(64, 1, 1), args=(src, out, mark, off))
    msg = str(exc.value)
    assert arch in msg and "kernel oob" in msg
    assert re.search(r"workgroup \d+, wave \d+, pc 0x[0-9a-f]+, 'global_load_dword ", msg), msg
    np.testing.assert_array_equal(keep.to_numpy(), np.arange(64) * 5)
    np.testing.assert_array_equal(small.to_numpy(), np.arange(64))
    np.testing.assert_array_equal(out.to_numpy(), np.full(128, 9))
    np.testing.assert_array_equal(mark.to_numpy(), np.zeros(128))  # the stores before the fault are undone
    # the device still works after the fault
    src = dev.to_device(np.arange(128, dtype=np.uint32))
    m.launch("oob", grid=(2, 1, 1), block=(64, 1, 1), args=(src, out, mark, np.uint32(0)))
    np.testing.assert_array_equal(out.to_numpy(), np.arange(128) + 1)
    np.testing.assert_array_equal(mark.to_numpy(), np.arange(128) + 100)


@ARCHS
def test_function_call_with_private_array(arch, load):
    """a noinline helper with a private array (call stack and scratch; numpy loop, same f32 sums in the same order)."""
    _, m = load("calls", arch)
    n = 300
    a = rng(23).random(n).astype(np.float32)
    out = np.zeros(n, np.float32)
    m.launch("calls", global_size=(n, 1, 1), block=(64, 1, 1), args=(a, out, np.int32(n)))
    want = np.zeros(n, np.float32)
    for i in range(n):
        tmp = [a[(i + k) % n] for k in range(16)]
        s = np.float32(0)
        for k in range(0, 16, (i & 3) + 1):
            s = np.float32(s + tmp[(k * 5) & 15])
        want[i] = s
    np.testing.assert_array_equal(out, want)


# --- loads into LDS ------------------------------------------------------------------------------
# Oracle: LLVM's description of __builtin_amdgcn_global_load_lds (llvm.amdgcn.global.load.lds:
# a uniform LDS base, the immediate offset applied to both the global and the LDS address) and
# MI200 9.1.9 (each lane's data lands at LDS base + offset + lane * 4, sub-dword data extended
# to a dword); numpy computes the expected slots.


@ARCHS
def test_global_load_lds_dword(arch, load):
    """buf[lane] = in[i] and buf[4 + lane] = in[i + 4] (offset 16 moves both addresses)."""
    _, m = load("load_lds", arch)
    groups = 3
    x = rng(41).integers(0, 2**32, groups * 64 + 8, dtype=np.uint64).astype(np.uint32)
    out = np.zeros(2 * groups * 64, np.uint32)
    m.launch("load_lds_dword", grid=(groups, 1, 1), block=(64, 1, 1), args=(x, out))
    i = np.arange(groups * 64)
    np.testing.assert_array_equal(out[0::2], x[i])
    np.testing.assert_array_equal(out[1::2], x[i + 4])


@ARCHS
def test_global_load_lds_bytes_and_shorts(arch, load):
    """ubyte and ushort loads into LDS write one zero-extended dword per lane."""
    _, m = load("load_lds", arch)
    groups = 2
    b = rng(42).integers(0, 256, groups * 64, dtype=np.uint8)
    h = rng(43).integers(0, 2**16, groups * 64, dtype=np.uint16)
    out = np.zeros(2 * groups * 64, np.uint32)
    m.launch("load_lds_bytes", grid=(groups, 1, 1), block=(64, 1, 1), args=(b, h, out))
    np.testing.assert_array_equal(out[0::2], b.astype(np.uint32))
    np.testing.assert_array_equal(out[1::2], h.astype(np.uint32))


def test_global_load_lds_dwordx4_dwordx3_gfx950(load):
    """gfx950's 16- and 12-byte loads into LDS (LLVM takes sizes 12 and 16 on gfx950 only):
    lane l's dwords at slots 4l.. for both, the 12-byte load leaving the fourth dword of its
    slot alone (CDNA4 9.1.9: "LOAD_DWORDX3 writes 3 dwords and skips the 4th"; this test
    expected 12-byte slots 3l.. before the guide's rule was applied)."""
    _, m = load("load_lds", "cdna4")
    groups = 2
    x = rng(44).integers(0, 2**32, groups * 64 * 4, dtype=np.uint64).astype(np.uint32)
    out = np.zeros(8 * groups * 64, np.uint32).reshape(-1, 8)
    m.launch("load_lds_wide", grid=(groups, 1, 1), block=(64, 1, 1), args=(x, out.reshape(-1)))
    np.testing.assert_array_equal(out[:, :4], x.reshape(-1, 4))
    np.testing.assert_array_equal(out[:, 4:7], x[: groups * 64 * 3].reshape(-1, 3))
    np.testing.assert_array_equal(out[:, 7], 0xDEADBEEF)


# --- one kernel at several optimisation levels ---------------------------------------------------


def ulp_distance(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Distance in units in the last place between same-typed finite floats (sign-magnitude
    bit patterns mapped onto a line)."""
    ints = {4: np.int32, 8: np.int64}[got.dtype.itemsize]
    top = np.array(1 << (8 * got.dtype.itemsize - 1), np.uint64).astype(ints)

    def line(x):
        b = x.view(ints).astype(object)
        return np.array([v if v >= 0 else -(v & ~int(top)) for v in b], object)

    return np.abs(line(got) - line(want)).astype(np.float64)


FEATURE_FLAGS = [("-O0",), ("-O2",), ("-O3",), ("-O2", "-cl-fast-relaxed-math")]


@ARCHS
@pytest.mark.parametrize("flags", FEATURE_FLAGS, ids=" ".join)
def test_features_at_optimisation_levels(arch, flags, load):
    """features.cl (3-D grid, float/double division and sqrt, 32/64-bit integer division by
    runtime values, global atomics, LDS reversal across two waves, a scratch array) at -O0,
    -O2, -O3 and -cl-fast-relaxed-math. Oracles: numpy float64 rounded once (float division
    within OpenCL's 2.5 ulp, float sqrt within its 3 ulp; doubles correctly rounded as OpenCL
    requires, 2 ulp under fast math), Python integers for the integer results, np.bincount and
    a per-element simulation of the work-group tile and the private array."""
    _, m = load("features", arch, flags)
    grid, block = (2, 2, 1), (8, 4, 4)  # 128 work-items (two waves) per group
    w, h, d = (g * b for g, b in zip(grid, block))
    n = w * h * d
    r = rng(45)
    a, b = r.uniform(-50, 50, (2, n)).astype(np.float32)
    c, dd = r.uniform(-1e3, 1e3, (2, n))
    small = r.random(n) < 0.5
    p = r.integers(-(2**31), 2**31, n).astype(np.int32)
    q = np.where(small, r.integers(-100, 101, n), r.integers(-(2**31), 2**31, n)).astype(np.int32)
    q[q == 0] = 7
    pl = r.integers(-(2**63), 2**63, n, dtype=np.int64)
    ql = np.where(small, r.integers(-1000, 1001, n), r.integers(-(2**63), 2**63, n, dtype=np.int64))
    ql[ql == 0] = 3
    hist = np.zeros(17, np.uint32)
    outf, outd = np.zeros(4 * n, np.float32), np.zeros(2 * n)
    outi, outl = np.zeros(5 * n, np.int32), np.zeros(3 * n, np.int64)
    args = (a, b, c, dd, p, q, pl, ql, hist, outf, outd, outi, outl)
    m.launch("features", grid=grid, block=block, args=args)
    of, od, oi, ol = outf.reshape(4, n), outd.reshape(2, n), outi.reshape(5, n), outl.reshape(3, n)

    assert ulp_distance(of[0], (a.astype(np.float64) / b).astype(np.float32)).max() <= 2
    assert ulp_distance(of[1], np.sqrt(np.abs(a).astype(np.float64)).astype(np.float32)).max() <= 3
    np.testing.assert_array_equal(of[2], np.minimum(a, b) * np.float32(0.5))
    double_ulps = 2 if "-cl-fast-relaxed-math" in flags else 0
    assert ulp_distance(od[0], c / dd).max() <= double_ulps
    assert ulp_distance(od[1], np.sqrt(np.abs(c))).max() <= double_ulps

    def tdiv(x: int, y: int) -> tuple[int, int]:
        quot = abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)
        return quot, x - quot * y

    ints = [tdiv(int(x), int(y)) for x, y in zip(p, q)]
    longs = [tdiv(int(x), int(y)) for x, y in zip(pl, ql)]
    up, uq = p.view(np.uint32).astype(np.int64), q.view(np.uint32).astype(np.int64)
    np.testing.assert_array_equal(oi[0], i32([t[0] for t in ints]), err_msg="sdiv")
    np.testing.assert_array_equal(oi[1], i32([t[1] for t in ints]), err_msg="srem")
    np.testing.assert_array_equal(oi[2], i32(up // uq), err_msg="udiv")
    np.testing.assert_array_equal(oi[3], i32(up % uq), err_msg="urem")
    assert [int(v) for v in ol[0]] == [t[0] for t in longs], "sdiv64"
    assert [int(v) for v in ol[1]] == [t[1] for t in longs], "srem64"
    udiv64 = [(int(x) % 2**64) // (int(y) % 2**64) for x, y in zip(pl, ql)]
    assert [int(v) % 2**64 for v in ol[2]] == udiv64, "udiv64"

    np.testing.assert_array_equal(hist[:16], np.bincount(up % 16, minlength=16))
    assert hist[16] == uq.max()

    z, y, x = (v.ravel() for v in np.indices((d, h, w)))
    linear = (z * h + y) * w + x
    local = ((z % block[2]) * block[1] + y % block[1]) * block[0] + x % block[0]
    group = ((z // block[2]) * grid[1] + y // block[1]) * grid[0] + x // block[0]
    tile = np.zeros((grid[0] * grid[1] * grid[2], 128), np.float32)
    tile[group, local] = a[linear]
    want = np.zeros(n, np.float32)
    want[linear] = tile[group, 127 - local]
    np.testing.assert_array_equal(of[3], want, err_msg="LDS reversal")

    def private_sum(sel: int, t: int) -> int:
        priv = [0] * 96
        for j in range(96):
            priv[(j * 7 + sel) % 2**32 % 96] = t + j
        return sum(priv[(sel >> (4 * j)) % 96] * (j + 1) for j in range(6))

    want_priv = [private_sum(int(s), int(t)) for s, t in zip(up, q)]
    np.testing.assert_array_equal(oi[4], i32(want_priv), err_msg="scratch array")


# --- IEEE division and square root, __local arguments, private arrays at -O2 --------------------
# Oracle: numpy's float32/float64 division and square root (IEEE 754, correctly rounded, denormals
# kept), which clang-22's -cl-fp32-correctly-rounded-divide-sqrt code must reproduce bit for bit
# with OpenCL's default MODE (f32 denormals kept).

CORRECTLY_ROUNDED = ("-O2", "-cl-fp32-correctly-rounded-divide-sqrt")


def edge_f32_pairs(count: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Numerators and denominators whose quotients cover denormal results (down to underflow to
    zero), quotients near the largest float and overflow to infinity (below 2^192, where the
    guides' division macro overflows internally: errata div-scale-huge-denominator), denormal
    operands, signed zeros, infinities and NaN, plus the issue's 1e-30 / 1e10 = 1e-40."""
    r = rng(seed)
    exps = np.array([-149, -140, -127, -126, -100, -60, -20, 0, 20, 60, 100, 126, 127])
    a = np.ldexp(r.uniform(1, 2, count), r.choice(exps, count)) * r.choice([-1, 1], count)
    b = np.ldexp(r.uniform(1, 2, count), r.choice(exps, count)) * r.choice([-1, 1], count)
    a, b = a.astype(np.float32), b.astype(np.float32)
    special = np.array([[1e-30, 1e10], [1.0, 3.0], [0.0, -0.0], [-0.0, 5.0], [np.inf, 2.0], [3.0, np.inf],
                        [np.inf, np.inf], [np.nan, 1.0], [1e-45, 2.0], [2.0**-126, 3.0], [1.0, 1.7e38],
                        [-1.09, 9.9e37], [3e38, 1e-5], [1.0, 1e-40], [5e-39, 0.3]], np.float32)  # fmt: skip
    a[: len(special)], b[: len(special)] = special.T
    with np.errstate(all="ignore"):
        keep = np.abs(a.astype(np.float64) / b.astype(np.float64)) < 2.0**192
    keep |= ~np.isfinite(a) | ~np.isfinite(b) | (b == 0)
    return a[keep], b[keep]


def same_bits(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Bit-equal, or NaN in both (the payload is not the subject here)."""
    return (got.view(f"u{got.itemsize}") == want.view(f"u{want.itemsize}")) | (np.isnan(got) & np.isnan(want))


@ARCHS
def test_ieee_division_with_denormal_results(arch, load):
    """a / b bit-equal to numpy's float32 division on edge operands (denormal quotients among them)."""
    _, m = load("ieee_div", arch, CORRECTLY_ROUNDED)
    a, b = edge_f32_pairs(1200, 61)
    q = np.zeros_like(a)
    m.launch("fdiv", global_size=(a.size,), block=(256,), args=(a, b, q, np.uint32(a.size)))
    with np.errstate(all="ignore"):
        want = a / b
    assert np.count_nonzero((want != 0) & (np.abs(want) < np.finfo(np.float32).tiny)) > 50  # denormal results
    bad = np.flatnonzero(~same_bits(q, want))
    assert not bad.size, [(float(a[i]), float(b[i]), float(q[i]), float(want[i])) for i in bad[:8]]


@ARCHS
def test_ieee_sqrt_with_denormals(arch, load):
    """sqrt(a) bit-equal to numpy's float32 square root, denormal inputs included."""
    _, m = load("ieee_div", arch, CORRECTLY_ROUNDED)
    r = rng(62)
    a = np.ldexp(r.uniform(1, 2, 1000), r.integers(-149, 128, 1000)).astype(np.float32)
    a[:8] = [0.0, -0.0, 1e-45, 2.0**-126, np.inf, -1.0, np.nan, 4.0]
    out = np.zeros_like(a)
    m.launch("fsqrt", global_size=(a.size,), block=(256,), args=(a, out, np.uint32(a.size)))
    with np.errstate(all="ignore"):
        want = np.sqrt(a)
    bad = np.flatnonzero(~same_bits(out, want))
    assert not bad.size, [(float(a[i]), float(out[i]), float(want[i])) for i in bad[:8]]


@ARCHS
def test_f64_division_with_denormal_results(arch, load):
    """a / b bit-equal to numpy's float64 division, quotients from denormal to near the largest double."""
    _, m = load("ieee_div", arch, CORRECTLY_ROUNDED)
    r = rng(63)
    n = 600
    eb = r.integers(-1000, 1000, n)
    # half of the numerators put the quotient below 2^-1022 (denormal) or just above it
    ea = np.where(np.arange(n) % 2 == 0, eb + r.integers(-1075, -1015, n), r.integers(-1070, 1020, n))
    a = np.ldexp(r.uniform(1, 2, n), np.clip(ea, -1074, 1023)) * r.choice([-1, 1], n)
    b = np.ldexp(r.uniform(1, 2, n), eb)
    a[:4], b[:4] = [1e-300, 1.0, 5e-324, 1.0], [1e20, 3.0, 2.0, 1.7e308]
    with np.errstate(all="ignore"):
        keep = np.abs(a / b) < 2.0**1000
    a, b = a[keep], b[keep]
    q = np.zeros_like(a)
    m.launch("ddiv", global_size=(a.size,), block=(256,), args=(a, b, q, np.uint32(a.size)))
    want = a / b
    assert np.count_nonzero((want != 0) & (np.abs(want) < np.finfo(np.float64).tiny)) > 20
    bad = np.flatnonzero(~same_bits(q, want))
    assert not bad.size, [(float(a[i]), float(b[i]), float(q[i]), float(want[i])) for i in bad[:8]]


@ARCHS
def test_local_pointer_arguments(arch, load):
    """__local arguments given as byte sizes: placed after the static LDS at their pointee
    alignment (clang's metadata: 4 for uint*, 16 for float4*), every work-item's sum as numpy
    computes it, and hidden_dynamic_lds_size covering both arguments."""
    dev, m = load("local_args", arch)
    wg, groups, k = 64, 3, 1000
    out = np.zeros(wg * groups, np.uint32)
    where = np.zeros(3, np.uint32)
    m.launch("local_args", grid=(groups,), block=(wg,), args=(out, where, wg * 4, wg * 16, np.uint32(k)))
    static = m.kernel("local_args").descriptor.group_segment_size
    stat_at, a_at, b_at = (int(x) for x in where)
    assert static >= 40 and stat_at < static  # stat[10] is static LDS
    assert a_at == -(-static // 4) * 4
    assert b_at == -(-(a_at + wg * 4) // 16) * 16
    lid = np.tile(np.arange(wg), groups)
    want = 3 * ((lid + 1) % wg) + 2 * lid + 100 * ((lid + 3) % 10) + k
    np.testing.assert_array_equal(out, want)
    from cdna_isa.runtime.device import Launch

    launch = Launch(m.kernel("local_args"), (groups, 1, 1), (wg, 1, 1), (out, where, wg * 4, wg * 16, k), 256, None)
    assert launch._hidden(0)["hidden_dynamic_lds_size"] == launch.lds_bytes - static == b_at + wg * 16 - static + 256


@ARCHS
def test_local_pointer_argument_errors(arch, load):
    """A __local argument takes a byte size; too much LDS for the arch is a launch error."""
    _, m = load("local_args", arch)
    out, where = np.zeros(64, np.uint32), np.zeros(3, np.uint32)
    with pytest.raises(LaunchError, match="__local pointer argument takes its size in bytes"):
        m.launch("local_args", grid=(1,), block=(64,), args=(out, where, np.zeros(64, np.uint32), 1024, 0))
    with pytest.raises(LaunchError, match="bytes of LDS per workgroup"):
        m.launch("local_args", grid=(1,), block=(64,), args=(out, where, 256, 1 << 20, 0))


@ONE_WAVE
@ARCHS
def test_private_array_constant_indices(arch, load, one_wave):
    """a private array stored at constant indices (gfx950: scratch stores with neither VGPR nor
    SGPR address, `off, off offset:N`), read at data-dependent ones; numpy sums in the same order."""
    _, m = load("scratch", arch)
    n, geometry = shape(256, one_wave)
    a = (rng(64).integers(-100, 100, n) / 8).astype(np.float32)
    out = np.zeros(n, np.float32)
    m.launch("scratch_const", **geometry, args=(a, out, np.uint32(n)))
    want = np.zeros(n, np.float32)
    for i in range(n):
        buf = [np.float32(a[(i * 7 + k) % n] * np.float32(k)) for k in range(37)]
        s = np.float32(0)
        for k in range(37):
            s = np.float32(s + buf[(k * 5 + i) % 37])
        want[i] = s
    np.testing.assert_array_equal(out, want)
