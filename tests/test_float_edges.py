"""Float instruction families on edge values: signed zeros, infinities, quiet and signalling NaNs
(with payloads), the smallest and largest denormals, the largest finite values, rounding ties,
overflow, clamp, and MODE's denormal flushing, on every pair (or triple) of edge values.

Oracles: numpy's IEEE arithmetic (f32 and f64 directly; f16 through f64, where sums and
products of f16 values are exact, then one rounding), exact rationals for fma, and the guides'
pseudocode worked by hand for what numpy does not define (CDNA4 12.7 / 12.11 V_MIN_F32 ...
V_MED3_F32: NaN and signed-zero order, IEEE-mode signalling NaNs; V_CVT_*: a converted NaN is
quiet; MI200 12.11 clamp: results limited to [0, 1], NaN to 0). A NaN result must be a NaN,
and quiet unless the oracle says the signalling input itself is passed through.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest
from cdna_isa.runtime.wave import WaveState

from .emulate import run

FLOAT = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
UINT = {"f16": np.uint16, "f32": np.uint32, "f64": np.uint64}
QUIET = {"f16": 0x200, "f32": 1 << 22, "f64": 1 << 51}
EDGES = {
    "f16": [0x0000, 0x8000, 0x3C00, 0xBC00, 0x3E00, 0x7C00, 0xFC00, 0x7E00, 0x7E05, 0x7C01,
            0xFC81, 0x0001, 0x8001, 0x03FF, 0x0400, 0x7BFF, 0xFBFF, 0x4200, 0x1400, 0x3C01],
    "f32": [0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x3FC00000, 0x7F800000, 0xFF800000,
            0x7FC00000, 0x7FC00123, 0x7F800001, 0xFFA00005, 0x00000001, 0x80000001, 0x007FFFFF,
            0x00800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x40400000, 0x33800000, 0x3F800001],
    "f64": [0, 1 << 63, 0x3FF0000000000000, 0xBFF0000000000000, 0x3FF8000000000000,
            0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF8000000000123,
            0x7FF0000000000001, 0xFFF4000000000005, 1, (1 << 63) | 1, 0x000FFFFFFFFFFFFF,
            0x0010000000000000, 0x7FEFFFFFFFFFFFFF, 0xFFEFFFFFFFFFFFFF, 0x4008000000000000,
            0x3CA0000000000000, 0x3FF0000000000001],
}  # fmt: skip
REGS = {"f16": ("v1", "v2", "v3", "v4"), "f32": ("v1", "v2", "v3", "v4"),
        "f64": ("v[2:3]", "v[4:5]", "v[6:7]", "v[8:9]")}  # fmt: skip
ROWS = {"f16": (1, 2, 3, 4), "f32": (1, 2, 3, 4), "f64": (2, 4, 6, 8)}


def bits_of(values, ty) -> np.ndarray:
    return np.asarray(values, UINT[ty])


def value(b, ty):
    return np.asarray(b, UINT[ty]).view(FLOAT[ty])


def is_snan(b: int, ty: str) -> bool:
    return bool(np.isnan(value(b, ty))) and not b & QUIET[ty]


def execute(isa, text: str, ty: str, columns: list[np.ndarray], mode: int | None = None) -> np.ndarray:
    """`text` (sources in REGS order, result in the last) run on lanes holding `columns`;
    the result's bits, one per lane."""
    n = columns[0].size
    waves = -(-n // 64)
    st = WaveState.create(waves=waves)
    if mode is not None:
        st.hwreg[:, 1] = mode
    for k, col in enumerate(columns):
        padded = np.zeros(waves * 64, UINT[ty])
        padded[:n] = col
        row = ROWS[ty][k]
        if ty == "f64":
            st.vgpr[:, row, :] = (padded & np.uint64(0xFFFFFFFF)).astype(np.uint32).reshape(waves, 64)
            st.vgpr[:, row + 1, :] = (padded >> np.uint64(32)).astype(np.uint32).reshape(waves, 64)
        else:
            st.vgpr[:, row, :] = padded.reshape(waves, 64)
    run(isa, text, st)
    out = ROWS[ty][len(columns)]
    if ty == "f64":
        lo = st.vgpr[:, out, :].astype(np.uint64)
        return (lo | st.vgpr[:, out + 1, :].astype(np.uint64) << np.uint64(32)).reshape(-1)[:n]
    return (st.vgpr[:, out, :].reshape(-1)[:n] & (0xFFFF if ty == "f16" else 0xFFFFFFFF)).astype(UINT[ty])


def mismatches(got: np.ndarray, want: list[int], ty: str, inputs: list[np.ndarray]) -> list[str]:
    """Lanes where got differs from want: bits differ, except that two NaNs of the same
    quietness match (payloads are not checked)."""
    out = []
    for i, (g, w) in enumerate(zip(got.tolist(), want)):
        gn, wn = bool(np.isnan(value(g, ty))), bool(np.isnan(value(w, ty)))
        if g == w or (gn and wn and is_snan(g, ty) == is_snan(w, ty)):
            continue
        out.append(f"inputs {[hex(int(c[i])) for c in inputs]}: got {g:#x}, want {w:#x}")
    return out


def canonical_nan(ty: str) -> int:
    return {"f16": 0x7E00, "f32": 0x7FC00000, "f64": 0x7FF8000000000000}[ty]


def ieee_result(x, ty: str) -> int:
    """A numpy result as bits, any NaN made the canonical quiet NaN (arithmetic quiets)."""
    x = FLOAT[ty](x)
    return canonical_nan(ty) if np.isnan(x) else int(np.asarray(x).view(UINT[ty]))


def arith(op, a: int, b: int, ty: str) -> int:
    """add/sub/mul rounded once: f16 through f64 (exact for two f16 values)."""
    with np.errstate(all="ignore"):
        x, y = value(a, ty), value(b, ty)
        if ty == "f16":
            return ieee_result(np.float16(op(np.float64(x), np.float64(y))), ty)
        return ieee_result(op(x, y), ty)


def pairs(ty: str) -> tuple[np.ndarray, np.ndarray]:
    combos = list(itertools.product(EDGES[ty], repeat=2))
    return bits_of([c[0] for c in combos], ty), bits_of([c[1] for c in combos], ty)


@pytest.mark.parametrize("ty", ["f16", "f32", "f64"])
@pytest.mark.parametrize("op", ["add", "sub", "mul"])
def test_add_sub_mul(isa, ty, op):
    """Every pair of edge values: IEEE sums, differences and products (numpy), quiet NaNs."""
    fn = {"add": np.add, "sub": np.subtract, "mul": np.multiply}[op]
    a, b = pairs(ty)
    d = REGS[ty]
    if ty == "f64":  # no v_sub_f64 on these archs: v_add_f64 with a negated source
        text = f"v_add_f64 {d[2]}, {d[0]}, -{d[1]}" if op == "sub" else f"v_{op}_f64 {d[2]}, {d[0]}, {d[1]}"
    else:
        text = f"v_{op}_{ty}_e32 {d[2]}, {d[0]}, {d[1]}"
    got = execute(isa, text, ty, [a, b])
    want = [arith(fn, x, y, ty) for x, y in zip(a.tolist(), b.tolist())]
    assert not (bad := mismatches(got, want, ty, [a, b])), "\n".join(bad[:10])


def exact_fma(a: int, b: int, c: int, ty: str) -> int:
    """a*b+c rounded once: exact rationals for finite values, IEEE rules (numpy f64) otherwise."""
    x, y, z = (float(value(v, ty)) for v in (a, b, c))
    if np.isfinite(x) and np.isfinite(y) and np.isinf(z):  # the exact product is finite
        return c
    if not all(np.isfinite((x, y, z))):
        with np.errstate(all="ignore"):
            return ieee_result(np.float64(x) * np.float64(y) + np.float64(z), ty)
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    if exact == 0:  # the sign of an exact zero: IEEE's rule for x*y + z
        neg = (np.signbit(x) != np.signbit(y)) and np.signbit(z)
        return int(np.asarray(FLOAT[ty](-0.0 if neg else 0.0)).view(UINT[ty]))
    return round_fraction(exact, ty)


def round_fraction(exact: Fraction, ty: str) -> int:
    """exact rounded to nearest even in `ty`, by bisection over the type's ordered bit patterns."""
    f = FLOAT[ty]
    sign = exact < 0
    mag = abs(exact)
    lo, hi = 0, int(np.asarray(f(np.inf)).view(UINT[ty]))  # +0 .. +inf, ordered as integers
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if Fraction(float(value(mid, ty))) <= mag:
            lo = mid
        else:
            hi = mid
    below, above = lo, hi
    largest = int(np.asarray(np.finfo(f).max).view(UINT[ty]))
    if below == largest:  # past the largest finite value: the halfway point to 2^emax+1 decides
        top = Fraction(float(np.finfo(f).max))
        ulp = top - Fraction(float(value(largest - 1, ty)))
        pick = above if mag >= top + ulp / 2 else below
    else:
        lv, hv = Fraction(float(value(below, ty))), Fraction(float(value(above, ty)))
        pick = below if mag - lv < hv - mag or (mag - lv == hv - mag and below % 2 == 0) else above
    return pick | (1 << (8 * np.dtype(UINT[ty]).itemsize - 1) if sign else 0)


@pytest.mark.parametrize("ty", ["f16", "f32", "f64"])
def test_fma(isa, ty):
    """v_fma_* on every triple of a subset of the edge values: one rounding (exact rationals)."""
    values = EDGES[ty][::2] + [EDGES[ty][-1], EDGES[ty][-3]]
    combos = list(itertools.product(values, repeat=3))
    a, b, c = (bits_of([t[k] for t in combos], ty) for k in range(3))
    d = REGS[ty]
    got = execute(isa, f"v_fma_{ty} {d[3]}, {d[0]}, {d[1]}, {d[2]}", ty, [a, b, c])
    want = [exact_fma(x, y, z, ty) for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())]
    assert not (bad := mismatches(got, want, ty, [a, b, c])), "\n".join(bad[:10])


# --- min / max: the guides' pseudocode (CDNA4 12.7 V_MIN_F32, V_MAX_F32; 12.11 V_MIN3/MAX3/MED3) ---
def guide_minmax(which: str, a: int, b: int, ty: str, ieee: bool) -> int:
    """V_MIN_F32 / V_MAX_F32 as the guide writes them, on raw bits."""
    if ieee and is_snan(a, ty):
        return a | QUIET[ty]
    if ieee and is_snan(b, ty):
        return b | QUIET[ty]
    x, y = float(value(a, ty)), float(value(b, ty))
    if np.isnan(x):
        return b
    if np.isnan(y):
        return a
    if x == 0 and y == 0 and np.signbit(x) != np.signbit(y):  # -0 orders below +0
        neg, pos = (a, b) if np.signbit(x) else (b, a)
        return neg if which == "min" else pos
    if which == "min":
        return a if x < y else b
    return a if (x >= y if ieee else x > y) else b


def guide_med3(a: int, b: int, c: int, ty: str, ieee: bool) -> int:
    """V_MED3_F32: the minimum of three if any is NaN, else the max of the two that are not
    the maximum (the guide's comparisons in its order)."""
    vals = [float(value(v, ty)) for v in (a, b, c)]
    if any(np.isnan(v) for v in vals):
        return guide_minmax("min", guide_minmax("min", a, b, ty, ieee), c, ty, ieee)
    m = guide_minmax("max", guide_minmax("max", a, b, ty, ieee), c, ty, ieee)
    mv = float(value(m, ty))
    if mv == vals[0]:
        return guide_minmax("max", b, c, ty, ieee)
    if mv == vals[1]:
        return guide_minmax("max", a, c, ty, ieee)
    return guide_minmax("max", a, b, ty, ieee)


IEEE_ON, IEEE_OFF = 0x3F0, 0x1F0  # clang's MODE, and the same with MODE.IEEE (bit 9) clear


@pytest.mark.parametrize("ieee", [True, False], ids=["ieee", "no-ieee"])
@pytest.mark.parametrize("ty", ["f16", "f32", "f64"])
@pytest.mark.parametrize("which", ["min", "max"])
def test_min_max(isa, ty, which, ieee):
    """Every pair: quiet NaNs lose to numbers, -0 < +0, and with MODE.IEEE a signalling NaN
    (S0 first) gives that NaN made quiet (v_max_f32 of 0x7f800001 and 1.0 is 0x7fc00001)."""
    a, b = pairs(ty)
    d = REGS[ty]
    text = f"v_{which}_{ty} {d[2]}, {d[0]}, {d[1]}" if ty == "f64" else f"v_{which}_{ty}_e32 {d[2]}, {d[0]}, {d[1]}"
    got = execute(isa, text, ty, [a, b], IEEE_ON if ieee else IEEE_OFF)
    want = [guide_minmax(which, x, y, ty, ieee) for x, y in zip(a.tolist(), b.tolist())]
    assert got.tolist() == want, "\n".join(mismatches(got, want, ty, [a, b])[:10] or ["payloads differ"])


@pytest.mark.parametrize("ieee", [True, False], ids=["ieee", "no-ieee"])
@pytest.mark.parametrize("ty", ["f16", "f32"])
@pytest.mark.parametrize("op", ["min3", "max3", "med3"])
def test_min3_max3_med3(isa, ty, op, ieee):
    """Triples of edge values: V_MIN3 = v_min(v_min(S0, S1), S2), V_MAX3 likewise, V_MED3 as
    the guide writes it, each v_min/v_max with the IEEE-mode rule."""
    values = [v for k, v in enumerate(EDGES[ty]) if k % 2 == 0 or k in (9, 10)]
    combos = list(itertools.product(values, repeat=3))
    a, b, c = (bits_of([t[k] for t in combos], ty) for k in range(3))
    d = REGS[ty]
    got = execute(isa, f"v_{op}_{ty} {d[3]}, {d[0]}, {d[1]}, {d[2]}", ty, [a, b, c], IEEE_ON if ieee else IEEE_OFF)
    if op == "med3":
        want = [guide_med3(x, y, z, ty, ieee) for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())]
    else:
        w = op[:3]
        want = [guide_minmax(w, guide_minmax(w, x, y, ty, ieee), z, ty, ieee) for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())]
    assert got.tolist() == want, "\n".join(mismatches(got, want, ty, [a, b, c])[:10] or ["payloads differ"])


def test_packed_min_max_ieee(isa):
    """v_pk_max_f16 applies V_MAX_F16 to each half: a signalling NaN half comes out quiet."""
    a = np.array([0x7C01_3C00, 0x3C00_7E00], np.uint32)
    b = np.array([0x4000_7C01, 0xBC00_4000], np.uint32)
    got = execute(isa, "v_pk_max_f16 v3, v1, v2", "f32", [a, b]).tolist()
    assert got == [0x7E01_7E01, 0x3C00_4000]


# --- conversions: numpy's rounding; a converted NaN is quiet (CDNA4 12.8 V_CVT_*) ------------------
CONVERSIONS = [("v_cvt_f16_f32", "f32", "f16"), ("v_cvt_f32_f16", "f16", "f32"),
               ("v_cvt_f64_f32", "f32", "f64"), ("v_cvt_f32_f64", "f64", "f32")]  # fmt: skip


@pytest.mark.parametrize("mnemonic, src, dst", CONVERSIONS)
def test_float_conversions(isa, mnemonic, src, dst):
    """Edge values plus rounding ties (f32 -> f16: 1 + 2^-11 rounds to 1.0, 1 + 3*2^-11 up) and
    overflow (70000.0 -> f16 +inf): numpy's astype; NaNs quiet (v_cvt_f16_f32 of 0x7f800001 is
    a quiet NaN, not 0x7c01)."""
    inputs = list(EDGES[src])
    if (src, dst) == ("f32", "f16"):
        inputs += [0x3F801000, 0x3F803000, 0x47888000, 0x33000000, 0x33000001, 0x387FC000]
    x = bits_of(inputs, src)
    st = WaveState.create(waves=1)
    dst_reg, src_reg = ("v[2:3]" if dst == "f64" else "v2"), ("v[4:5]" if src == "f64" else "v4")
    regs = {"f64": 4}.get(src, 4)
    for i, v in enumerate(x.tolist()):
        st.vgpr[0, regs, i] = v & 0xFFFFFFFF
        st.vgpr[0, regs + 1, i] = v >> 32
    run(isa, f"{mnemonic} {dst_reg}, {src_reg}", st)
    got = st.vgpr[0, 2, : x.size].astype(np.uint64) | (st.vgpr[0, 3, : x.size].astype(np.uint64) << np.uint64(32) if dst == "f64" else 0)
    got = got & np.uint64(0xFFFF if dst == "f16" else 0xFFFFFFFF if dst == "f32" else (1 << 64) - 1)
    with np.errstate(all="ignore"):
        want = [ieee_result(value(v, src).astype(FLOAT[dst]), dst) for v in x.tolist()]
    for v, g, w in zip(x.tolist(), got.tolist(), want):
        if np.isnan(value(w, dst)):
            assert np.isnan(value(g, dst)) and g & QUIET[dst], f"{mnemonic} {v:#x}: {g:#x} is not a quiet NaN"
        else:
            assert g == w, f"{mnemonic} {v:#x}: got {g:#x}, want {w:#x}"


# --- clamp and MODE's denormal flush ---------------------------------------------------------------
def test_clamp_limits_to_unit_interval(isa):
    """VOP3 clamp (MI200 12.11): results limited to [0, 1] and NaN to 0; overflow to +inf
    gives 1.0, not the largest finite value."""
    a, b = pairs("f32")
    got = execute(isa, "v_add_f32_e64 v3, v1, v2 clamp", "f32", [a, b])
    want = []
    with np.errstate(all="ignore"):
        for x, y in zip(a.tolist(), b.tolist()):
            s = np.float32(value(x, "f32") + value(y, "f32"))
            want.append(0 if np.isnan(s) else int(np.asarray(np.clip(s, np.float32(0), np.float32(1))).view(np.uint32)))
    assert got.tolist() == want


@pytest.mark.parametrize("ty, mode", [("f32", 0x3C0), ("f16", 0x330), ("f64", 0x330)], ids=["f32", "f16", "f64"])
def test_denormal_flush_in_and_out(isa, ty, mode):
    """MODE.FP_DENORM = 0 for the type (f32: bits 5:4; f16 and f64: bits 7:6): denormal inputs
    and results become zeros of their sign (numpy on flushed inputs, then the result flushed)."""
    a, b = pairs(ty)
    d = REGS[ty]
    text = f"v_mul_{ty} {d[2]}, {d[0]}, {d[1]}" if ty == "f64" else f"v_mul_{ty}_e32 {d[2]}, {d[0]}, {d[1]}"
    got = execute(isa, text, ty, [a, b], mode)
    tiny = float(np.finfo(FLOAT[ty]).tiny)

    def flush(bits: int) -> int:
        x = float(value(bits, ty))
        sign = 1 << (8 * np.dtype(UINT[ty]).itemsize - 1)
        return bits & sign if np.isfinite(x) and 0 < abs(x) < tiny else bits

    want = [flush(arith(np.multiply, flush(x), flush(y), ty)) for x, y in zip(a.tolist(), b.tolist())]
    assert not (bad := mismatches(got, want, ty, [a, b])), "\n".join(bad[:10])


def test_mix_clamp(isa):
    """v_fma_mixlo_f16 / mixhi with clamp (was an error): the f16 result limited to [0, 1] in the
    selected half, the other half kept; 2 * 3 + 1 = 7 -> 1.0, -7 -> 0, NaN -> 0."""
    one, three, two = 0x3F800000, 0x40400000, 0x40000000
    a = np.array([two, two, 0x7FC00000, 0x3E800000], np.uint32)
    b = np.array([three, 0xC0400000, one, one], np.uint32)
    c = np.array([one, 0, one, 0], np.uint32)
    st = WaveState.create(waves=1)
    for row, col in ((1, a), (2, b), (4, c)):
        st.vgpr[0, row, :4] = col
    st.vgpr[0, 3, :] = 0xAAAA5555
    st.vgpr[0, 5, :] = 0xAAAA5555
    run(isa, "v_fma_mixlo_f16 v3, v1, v2, v4 clamp\nv_fma_mixhi_f16 v5, v1, v2, v4 clamp", st)
    assert st.vgpr[0, 3, :4].tolist() == [0xAAAA3C00, 0xAAAA0000, 0xAAAA0000, 0xAAAA3400]
    assert st.vgpr[0, 5, :4].tolist() == [0x3C005555, 0x00005555, 0x00005555, 0x34005555]


def test_every_clamp_form_reads_clamp_or_has_a_float_result(isa):
    """The executor clamps float results itself; an integer or packed result that takes clamp
    must handle it in its semantics (reading CLAMP) or declare that saturation cannot change its
    result (flag clamp_in_range: CDNA4 6.5 (ALU clamp bit usage): integer clamp saturates to the representable range)."""
    bad = set()
    for form in isa.forms:
        d = next((o for o in form.operands if o.name == "D"), None)
        takes_clamp = any(m["name"] == "clamp" for m in form.modifiers)
        if takes_clamp and d is not None and form.instr.matrix is None and isa.vector.get(form.instr.name):
            in_range = "clamp_in_range" in form.instr.flags
            if d.type not in ("f16", "f32", "f64") and "CLAMP" not in form.instr.params and not in_range:
                bad.add(form.instr.name)
    assert not bad, sorted(bad)


# --- rounding to integral values, ldexp, float <-> int conversions ------------------------------
@pytest.mark.parametrize("ty", ["f16", "f32", "f64"])
@pytest.mark.parametrize("op", ["floor", "ceil", "trunc", "rndne"])
def test_round_to_integral(isa, ty, op):
    """V_FLOOR/CEIL/TRUNC/RNDNE (CDNA4 12.8): numpy's floor/ceil/trunc/rint (rint: halves to
    even, the guide's V_RNDNE rule), signed zeros kept, NaNs quiet; edge values plus halves."""
    fn = {"floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "rndne": np.rint}[op]
    extra = [FLOAT[ty](v) for v in (0.5, -0.5, 1.5, 2.5, -2.5, 3.75, -0.25)]
    x = np.concatenate([bits_of(EDGES[ty], ty), np.array(extra, FLOAT[ty]).view(UINT[ty])])
    d = REGS[ty]
    got = execute(isa, f"v_{op}_{ty} {d[1]}, {d[0]}", ty, [x])
    with np.errstate(all="ignore"):
        want = [ieee_result(fn(value(v, ty)), ty) for v in x.tolist()]
    assert not (bad := mismatches(got, want, ty, [x])), "\n".join(bad[:10])


@pytest.mark.parametrize("ty", ["f32", "f64"])
def test_ldexp(isa, ty):
    """V_LDEXP_F32/F64: S0 * 2^S1 rounded once (numpy's ldexp), into and out of denormals, to
    infinity and to zero; NaNs quiet."""
    exps = [-300, -160, -149, -126, -1, 0, 1, 100, 127, 300]
    combos = list(itertools.product(EDGES[ty], exps))
    x = bits_of([c[0] for c in combos], ty)
    n = np.array([c[1] for c in combos], np.int64)
    d = REGS[ty]
    st_cols = [x, (n & 0xFFFFFFFF).astype(UINT[ty])]
    text = f"v_ldexp_{ty} {d[2]}, {d[0]}, v{ROWS[ty][1]}" if ty == "f64" else f"v_ldexp_f32 {d[2]}, {d[0]}, {d[1]}"
    got = execute(isa, text, ty, st_cols)
    with np.errstate(all="ignore"):
        want = [ieee_result(np.ldexp(value(v, ty), int(k)), ty) for v, k in zip(x.tolist(), n.tolist())]
    assert not (bad := mismatches(got, want, ty, [x])), "\n".join(bad[:10])


def test_float_int_conversions(isa):
    """V_CVT_I32_F32 / V_CVT_U32_F32 (CDNA4 12.8 f32_to_i32 / f32_to_u32): truncate toward
    zero, saturate, NaN -> 0; V_CVT_F32_I32 / V_CVT_F32_U32: rounded to nearest even (numpy)."""
    x = bits_of(EDGES["f32"] + [0x4F000000, 0xCF000000, 0x4F800000, 0x3FFFFFFF, 0xBFFFFFFF], "f32")
    with np.errstate(all="ignore"):
        f = value(x, "f32").astype(np.float64)
    to_i = execute(isa, "v_cvt_i32_f32 v2, v1", "f32", [x])
    to_u = execute(isa, "v_cvt_u32_f32 v2, v1", "f32", [x])
    want_i = np.where(np.isnan(f), 0, np.clip(np.trunc(np.nan_to_num(f)), -(2**31), 2**31 - 1)).astype(np.int64)
    want_u = np.where(np.isnan(f), 0, np.clip(np.trunc(np.nan_to_num(f)), 0, 2**32 - 1)).astype(np.int64)
    assert to_i.tolist() == (want_i & 0xFFFFFFFF).tolist()
    assert to_u.tolist() == want_u.tolist()
    ints = np.array([0, 1, -1, 2**24 + 1, 2**31 - 1, -(2**31), 2**25 + 3, 0x7FFFFFBF], np.int64)
    u = (ints & 0xFFFFFFFF).astype(np.uint32)
    got_i = execute(isa, "v_cvt_f32_i32 v2, v1", "f32", [u])
    got_u = execute(isa, "v_cvt_f32_u32 v2, v1", "f32", [u])
    assert got_i.tolist() == u.view(np.int32).astype(np.float32).view(np.uint32).tolist()
    assert got_u.tolist() == u.astype(np.float32).view(np.uint32).tolist()


def test_sdwa_integer_clamp(isa):
    """SDWA clamp on integer results (llvm-mc takes it on every SDWA form): CDNA4 6.5 says integer
    clamp saturates to the representable range. V_MUL_LO_U16: 300 * 300 = 90000 -> 0xffff with
    clamp, 90000 & 0xffff = 0x5f90 without; 2 * 3 = 6 either way. A bitwise AND cannot leave
    its range: unchanged (errata sdwa-integer-clamp)."""
    st = WaveState.create(waves=1)
    st.vgpr[0, 1, :2] = [300, 2]
    st.vgpr[0, 2, :2] = [300, 3]
    sel = "dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0"
    run(
        isa,
        f"v_mul_lo_u16_sdwa v3, v1, v2 clamp {sel}\n"
        f"v_mul_lo_u16_sdwa v4, v1, v2 {sel}\n"
        "v_and_b32_sdwa v5, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD"
        " src1_sel:DWORD",
        st,
    )
    assert st.vgpr[0, 3, :2].tolist() == [0xFFFF, 6]
    assert st.vgpr[0, 4, :2].tolist() == [0x5F90, 6]
    assert st.vgpr[0, 5, :2].tolist() == [300, 2]


def test_pk_fmac_clamp(isa):
    """v_pk_fmac_f16 clamp (SDWA and VOP3): each half limited to [0, 1], NaN to 0, as the VOP3P packed f16
    ops (CDNA4 12.10). Low: 2 * 3 + 1 = 7 -> 1.0 (0x3c00); high: 0.25 * 1 + 0 = 0.25 (0x3400);
    lane 1: -2 * 3 + 1 = -5 -> 0, NaN * 1 + 0 = NaN -> 0."""
    st = WaveState.create(waves=1)
    st.vgpr[0, 1, :2] = [0x34004000, 0x7E00C000]  # (hi, lo) = (0.25, 2) and (NaN, -2)
    st.vgpr[0, 2, :2] = [0x3C004200, 0x3C004200]  # (1, 3)
    st.vgpr[0, 3, :2] = [0x00003C00, 0x00003C00]  # (0, 1)
    st.vgpr[0, 4, :2] = st.vgpr[0, 3, :2]
    sel = "dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD"
    run(isa, f"v_pk_fmac_f16_sdwa v3, v1, v2 clamp {sel}\nv_pk_fmac_f16_e64 v4, v1, v2 clamp", st)
    assert st.vgpr[0, 3, :2].tolist() == [0x34003C00, 0x00000000]
    assert st.vgpr[0, 4, :2].tolist() == [0x34003C00, 0x00000000]
    # llvm-mc 22 (gfx90a and gfx950): v_pk_fmac_f16_e64 v0, -0.5, ttmp13 clamp
    assert isa.assemble("v_pk_fmac_f16_e64 v0, -0.5, ttmp13 clamp") == bytes.fromhex("00803cd1f1f20000")


def test_ftz_flushes_exactly_the_subnormals():
    """vops.ftz (the pseudocode's flush of a denormal input) works on bits; against the value
    definition: |x| below the type's smallest normal (numpy's finfo.tiny; bf16 shares f32's
    exponent range) becomes a zero of x's sign, everything else (zeros, NaN payloads,
    infinities) keeps its bits. Every f16 and bf16 code, and 400,000 random f32 and f64 codes
    of both signs, a third of them subnormal."""
    import ml_dtypes
    from cdna_isa.runtime import vops

    rng = np.random.default_rng(3)
    cases = [
        (np.arange(1 << 16).astype(np.uint16), np.float16, np.finfo(np.float16).tiny),
        (np.arange(1 << 16).astype(np.uint16), ml_dtypes.bfloat16, np.finfo(np.float32).tiny),
    ]
    for ut, ft, mantissa in ((np.uint32, np.float32, 23), (np.uint64, np.float64, 52)):
        raw = rng.integers(0, np.iinfo(ut).max, 200_000, dtype=ut, endpoint=True)
        raw[::3] &= ut(1 << (8 * raw.itemsize - 1) | (1 << mantissa) - 1)  # sign and mantissa only
        cases.append((raw, ft, np.finfo(ft).tiny))
    for raw, ft, tiny in cases:
        sign = raw.dtype.type(1 << (8 * raw.itemsize - 1))
        with np.errstate(invalid="ignore"):
            small = np.abs(raw.view(ft).astype(np.float64)) < float(tiny)
        want = np.where(small, raw & sign, raw)
        assert np.array_equal(vops.ftz(raw.view(ft)).view(raw.dtype), want), ft
        assert small.sum() >= 256  # the subnormals are there to flush (bf16 has 254 and 2 zeros)
