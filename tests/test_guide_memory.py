"""Memory instructions (DS, MUBUF/MTBUF, FLAT/GLOBAL/SCRATCH) held against AMD's complete guides.

Oracles, each worked out here from the guide's text (never read from the code under test):
- float atomics: MI200 9.5 / CDNA4 9.2 (Tables 43 / 53: which atomics follow MODE.FP_DENORM in
  LDS and which always or never flush in L2; min/max flush only to compare and keep a source's
  bits; "FP Max/Min Selection Rules"; compare-swap), with numpy / ml_dtypes doing the IEEE
  arithmetic and MODE's bit layout from MI200 3.5 / CDNA4 3.5 (FP_DENORM [5:4] f32, [7:6]
  f16/f64: bit 0 of each keeps input denormals, bit 1 output ones);
- buffers: CDNA4 9.1.5.1 / MI200 9.1.5 (raw range check by the start offset; note 3: format
  loads/stores and atomics are checked "all or nothing", note 4: dwordx2-4 per component);
- loads into LDS: CDNA4 9.1.9 (buffer: M0[17:0] bytes, lane * 16 for 3 or 4 dwords, dwordx3
  skips the fourth dword) and 10.3 (global/scratch: M0[17:2] * 4 + offset + lane * 4);
- apertures and scratch: MI200 10.4 / CDNA4 10.4 (a global access to LDS is a memory
  violation), MI200 10.5 (misaligned scratch access supported) and 10.6 (scratch outside
  [0, size - 1]: reads 0, writes dropped);
- DS addressing: MI200 11.3.2 / CDNA4 11.3.1 (equal write2 offsets write DATA0 once), CDNA4
  11.4 (ds_read_b96_tr_b6 takes an odd first VGPR; llvm-mc 22 gives the encoding).
"""

from __future__ import annotations

import math
import subprocess

import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.memory import SHARED_APERTURE, Memory
from cdna_isa.runtime.wave import ExecutionError, WaveState

from tests.compile import compile_kernel
from tests.emulate import LANE, run

M0, MODE = 124, 1
LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"

F32_EDGES = [0x00000000, 0x80000000, 0x00000001, 0x807FFFFF, 0x00800000, 0x80800001, 0x3F800000, 0x7F800000]
F64_EDGES = [0, 1 << 63, 1, (1 << 63) | 0x000FFFFFFFFFFFFF, 1 << 52, (1 << 63) | (1 << 52) | 1,
             0x3FF0000000000000, 0x7FF0000000000000]  # fmt: skip
F16_EDGES = [0x0000, 0x8000, 0x0001, 0x83FF, 0x0400, 0x8401, 0x3C00, 0x7C00]
BF16_EDGES = [0x0000, 0x8000, 0x0001, 0x807F, 0x0080, 0x8081, 0x3F80, 0x7F80]
UINT = {16: np.uint16, 32: np.uint32, 64: np.uint64}
FLOAT = {16: np.float16, 32: np.float32, 64: np.float64}


def mode_word(f32_field: int, f64_field: int) -> int:
    """MODE with FP_DENORM = (f64_field << 2 | f32_field), round to nearest, IEEE + DX10_CLAMP."""
    return 0x300 | f32_field << 4 | f64_field << 6


def flush(bits: int, width: int, on: bool, mant: int | None = None) -> int:
    """A denormal (exponent field 0, mantissa not 0) becomes the zero of its sign when `on`."""
    mant = {16: 10, 32: 23, 64: 52}[width] if mant is None else mant
    exp = bits >> mant & ((1 << (width - 1 - mant)) - 1)
    return bits & (1 << (width - 1)) if on and exp == 0 else bits


def as_float(bits: int, width: int) -> float:
    return float(np.array([bits], UINT[width]).view(FLOAT[width])[0])


def pairs(edges):
    return [(a, b) for a in edges for b in edges]


def lds_words(st: WaveState, width: int, count: int) -> list[int]:
    return np.ascontiguousarray(st.lds.data[: count * width // 8]).view(UINT[width]).tolist()


def vgprs(st: WaveState, first: int, width: int) -> list[int]:
    rows = np.ascontiguousarray(st.vgpr[0, first : first + width // 32].T)
    return rows.view(UINT[width]).reshape(-1).tolist()


def ds_atomic(isa, text: str, width: int, old: list[int], data: list[int], mode: int,
              data1: list[int] | None = None) -> WaveState:  # fmt: skip
    """One wave, lane l at LDS address l * width / 8 holding old[l], DATA0 (v[2..]) data[l],
    DATA1 (v[4..]) data1[l], D in v[6..]."""
    st = WaveState.create(1)
    st.hwreg[0, MODE] = mode
    n = len(old)
    st.lds.data[: n * width // 8] = np.array(old, UINT[width]).view(np.uint8)
    st.vgpr[0, 1] = LANE * (width // 8)
    regs = width // 32
    for first, values in ((2, data), (4, data1)):
        if values is not None:
            words = np.array(values + [0] * (64 - n), UINT[width]).view(np.uint32)
            st.vgpr[0, first : first + regs] = words.reshape(64, regs).T
    return run(isa, text, st)


# ----------------------------------------------------------------- LDS float atomics and MODE
@pytest.mark.parametrize("field", range(4))
def test_ds_add_f32_flushes_inputs_and_output_by_mode(isa, field):
    """MI200 9.5.2 / CDNA4 9.2.2: the 32-bit adder in LDS flushes input denormals unless
    MODE.FP_DENORM[4] is set and output denormals unless [5] is; D returns memory's raw bits.
    Every pair of F32_EDGES (0x00800000 + 0x80800001 gives the denormal -2^-149)."""
    keep_in, keep_out = field & 1, field >> 1 & 1
    old, data = zip(*pairs(F32_EDGES))
    st = ds_atomic(isa, "ds_add_rtn_f32 v6, v1, v2", 32, list(old), list(data), mode_word(field, 3))
    for lane, (a, b) in enumerate(zip(old, data)):
        x = as_float(flush(a, 32, not keep_in), 32)
        y = as_float(flush(b, 32, not keep_in), 32)
        total = int(np.array([np.float32(x) + np.float32(y)], np.float32).view(np.uint32)[0])
        assert lds_words(st, 32, 64)[lane] == flush(total, 32, not keep_out), (hex(a), hex(b))
    assert vgprs(st, 6, 32) == list(old)


def test_ds_add_f64_never_flushes(isa):
    """MI200 9.5.2 Table 43 / CDNA4 Table 53: ADD_F64 in LDS does not flush, whatever MODE says
    (here MODE flushes everything); numpy adds the doubles."""
    old, data = zip(*pairs(F64_EDGES))
    st = ds_atomic(isa, "ds_add_rtn_f64 v[6:7], v1, v[2:3]", 64, list(old), list(data), 0x300)
    want = np.array(old, np.uint64).view(np.float64) + np.array(data, np.uint64).view(np.float64)
    assert lds_words(st, 64, 64) == want.view(np.uint64).tolist()
    assert vgprs(st, 6, 64) == list(old)


def selected(src0: int, src1: int, width: int, flush_inputs: bool, larger: bool) -> int:
    """The guides' FP Min/Max selection (no signalling NaNs here): compare with input
    denormals flushed, order -inf < ... < -0 < +0 < ... < +inf, a quiet NaN below every number
    for max and above for min; return the chosen source unflushed (src0 on a tie of numbers,
    src1 of two quiet NaNs: errata float-atomic-minmax-operand-order)."""
    if math.isnan(as_float(src0, width)) and math.isnan(as_float(src1, width)):
        return src1

    def key(bits: int) -> tuple:
        value = as_float(flush(bits, width, flush_inputs), width)
        if math.isnan(value):
            return (-1,) if larger else (1,)
        return (0, value, math.copysign(1.0, value))

    if larger:
        return src1 if key(src1) > key(src0) else src0
    return src1 if key(src1) < key(src0) else src0


@pytest.mark.parametrize("op", ["min", "max"])
@pytest.mark.parametrize("width", [32, 64])
@pytest.mark.parametrize("keep_in", [0, 1])
def test_ds_min_max_flush_to_compare_keep_source_bits(isa, op, width, keep_in):
    """MI200 9.5.2-9.5.3 / CDNA4 9.2.2-9.2.3: min/max use only the input-denormal control, to
    compare, and store an unmodified copy of the chosen source; memory is src0."""
    edges = F32_EDGES if width == 32 else F64_EDGES
    edges = edges[:-1] + [0x7FC00000 if width == 32 else 0x7FF8000000000000]  # a quiet NaN
    old, data = zip(*pairs(edges))
    field = keep_in | 2  # output denormals kept: only the input control matters here
    mode = mode_word(field, 3) if width == 32 else mode_word(3, field)
    regs = "v6" if width == 32 else "v[6:7]"
    src = "v2" if width == 32 else "v[2:3]"
    st = ds_atomic(isa, f"ds_{op}_rtn_f{width} {regs}, v1, {src}", width, list(old), list(data), mode)
    want = [selected(a, b, width, not keep_in, op == "max") for a, b in zip(old, data)]
    assert lds_words(st, width, 64) == want
    assert vgprs(st, 6, width) == list(old)


@pytest.mark.parametrize("width", [32, 64])
def test_ds_cmpst_float_compares_and_stores_flushed(isa, width):
    """CompareStore (MI200 9.5.2-9.5.3, CDNA4 9.2.2-9.2.3): swap only when memory == DATA0 as
    floats (+0 == -0, NaN never), both flushed when MODE flushes inputs, and then "flushes the
    result": the stored DATA1 is flushed too (errata cmpst-flushed-result)."""
    edges = F32_EDGES if width == 32 else F64_EDGES
    new = [edges[2], edges[3], edges[6]]  # a denormal, a negative denormal, 1.0
    cases = [(a, b, new[(i + j) % 3]) for i, a in enumerate(edges) for j, b in enumerate(edges)]
    old, cmp, data1 = map(list, zip(*cases))
    regs = "v6" if width == 32 else "v[6:7]"
    srcs = "v2, v4" if width == 32 else "v[2:3], v[4:5]"
    for keep_in in (0, 1):
        mode = mode_word(keep_in, 3) if width == 32 else mode_word(3, keep_in)
        st = ds_atomic(isa, f"ds_cmpst_rtn_f{width} {regs}, v1, {srcs}", width, old, cmp, mode, data1)
        for lane, (a, b, c) in enumerate(cases):
            fa = as_float(flush(a, width, not keep_in), width)
            fb = as_float(flush(b, width, not keep_in), width)
            want = flush(c, width, not keep_in) if fa == fb else a
            assert lds_words(st, width, 64)[lane] == want, (keep_in, hex(a), hex(b), hex(c))
        assert vgprs(st, 6, width) == old


@pytest.mark.parametrize("fmt", ["f16", "bf16"])
@pytest.mark.parametrize("field", range(4))
def test_ds_pk_add_16_bit_follows_mode(fmt, field):
    """CDNA4 9.2.2 Table 53: PK_ADD_F16/BF16 in LDS follow MODE (input and output controls of
    the 16-bit adder, MODE[7:6]; bf16 by the same bits, errata bf16-denormal-mode); each half
    added by numpy float16 / ml_dtypes bfloat16, D the old dword."""
    import cdna_isa

    isa = cdna_isa.arch("cdna4")
    edges = F16_EDGES if fmt == "f16" else BF16_EDGES
    mant = 10 if fmt == "f16" else 7
    dtype = np.float16 if fmt == "f16" else ml_dtypes.bfloat16
    keep_in, keep_out = field & 1, field >> 1 & 1
    old, data = zip(*[((a | b << 16), (b | a << 16)) for a, b in pairs(edges)])
    st = ds_atomic(isa, f"ds_pk_add_rtn_{fmt} v6, v1, v2", 32, list(old), list(data), mode_word(0, field))

    def add(x: int, y: int) -> int:
        fx = np.array([flush(x, 16, not keep_in, mant)], np.uint16).view(dtype)
        fy = np.array([flush(y, 16, not keep_in, mant)], np.uint16).view(dtype)
        return flush(int((fx + fy).view(np.uint16)[0]), 16, not keep_out, mant)

    got = lds_words(st, 32, 64)
    for lane, (a, b) in enumerate(zip(old, data)):
        assert got[lane] == add(a & 0xFFFF, b & 0xFFFF) | add(a >> 16, b >> 16) << 16, (hex(a), hex(b))
    assert vgprs(st, 6, 32) == list(old)


def test_float_atomics_round_to_nearest_even_whatever_mode(isa):
    """MI200 9.5.1 / CDNA4 9.2.1 (and 11.3 "the rounding mode is fixed"): float atomic adds
    round to nearest even even when MODE.FP_ROUND says toward zero: 1.0 + 0.75 ulp rounds up
    to 0x3F800001 (toward zero would keep 1.0)."""
    mode = 0x3F0 | 0xF  # FP_ROUND: toward zero for f32 and f16/f64
    st = ds_atomic(isa, "ds_add_f32 v1, v2", 32, [0x3F800000] * 64, [0x33C00000] * 64, mode)
    assert lds_words(st, 32, 64) == [0x3F800001] * 64
    st, mem, base = global_wave(isa, [0x3F800000] * 64, mode=mode)
    st.vgpr[0, 4] = 0x33C00000
    run(isa, "global_atomic_add_f32 v[2:3], v4, off", st)
    assert np.frombuffer(mem.read_bytes(base, 256), np.uint32).tolist() == [0x3F800001] * 64


NAN_EDGES = {
    32: [0x3F800000, 0x80000000, 0x7F800000, 0xFF800000, 0x7F800001, 0xFFA00000, 0x7FC00010, 0xFFC00020],
    64: [0x3FF0000000000000, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF0000000000001,
         0xFFF4000000000000, 0x7FF8000000000010, 0xFFF8000000000020],
}  # fmt: skip


def is_nan(bits: int, width: int) -> bool:
    return math.isnan(as_float(bits, width))


def is_snan(bits: int, width: int) -> bool:
    return is_nan(bits, width) and not bits >> ({32: 22, 64: 51}[width]) & 1


def quieted(bits: int, width: int) -> int:
    return bits | 1 << {32: 22, 64: 51}[width]


def nan_rule(op: str, src0: int, src1: int, width: int) -> int:
    """MI200 9.5.3 / CDNA4 9.2.3 with memory as src0 (errata float-atomic-minmax-operand-order):
    min/max: a signalling src0, else a signalling src1, made quiet, else the selection; add: a
    NaN input is copied made quiet, src0's when both are NaN, else the IEEE sum (numpy)."""
    if op in ("min", "max"):
        for x in (src0, src1):
            if is_snan(x, width):
                return quieted(x, width)
        return selected(src0, src1, width, False, op == "max")
    for x in (src0, src1):
        if is_nan(x, width):
            return quieted(x, width)
    with np.errstate(invalid="ignore"):  # -inf + inf
        total = FLOAT[width](as_float(src0, width)) + FLOAT[width](as_float(src1, width))
    return int(np.array([total], FLOAT[width]).view(UINT[width])[0])


def assert_nan_rule(got: list[int], op: str, cases, width: int, what: str) -> None:
    for value, (a, b) in zip(got, cases):
        want = nan_rule(op, a, b, width)
        if not (is_nan(a, width) or is_nan(b, width)) and is_nan(want, width):
            # -inf + inf: "QNAN (mantissa is all zeros except MSB)", sign not given
            want, value = want & ~(1 << (width - 1)), value & ~(1 << (width - 1))
        assert value == want, (what, hex(a), hex(b), hex(value), hex(want))


@pytest.mark.parametrize("width", [32, 64])
def test_lds_float_atomics_nan_rules(isa, width):
    """Every pair of infinities, signed zeros, quiet and signalling NaNs (with payloads) through
    ds_min/max/add_rtn (MODE keeping denormals): the guides' NaN rules, and D the raw old."""
    cases = pairs(NAN_EDGES[width])
    old, data = map(list, zip(*cases))
    regs, src = ("v6", "v2") if width == 32 else ("v[6:7]", "v[2:3]")
    for op in ("min", "max", "add"):
        st = ds_atomic(isa, f"ds_{op}_rtn_f{width} {regs}, v1, {src}", width, old, data, 0x3F0)
        assert_nan_rule(lds_words(st, width, 64), op, cases, width, f"ds_{op}_f{width}")
        assert vgprs(st, 6, width) == old


def test_l2_float_atomics_nan_rules(isa):
    """The same NaN rules in L2: global/buffer/flat min/max/add_f64 and add_f32 (whose input
    flush does not touch NaNs)."""
    forms = [
        (64, "min", "global_atomic_min_f64 v[2:3], v[4:5], off"),
        (64, "max", "buffer_atomic_max_f64 v[4:5], v1, s[8:11], 0 offen"),
        (64, "min", "flat_atomic_min_f64 v[2:3], v[4:5]"),
        (64, "add", "global_atomic_add_f64 v[2:3], v[4:5], off"),
        (32, "add", "global_atomic_add_f32 v[2:3], v4, off"),
    ]
    for width, op, text in forms:
        cases = pairs(NAN_EDGES[width])
        old, data = map(list, zip(*cases))
        st, mem, base = global_wave(isa, old, width=width)
        words = np.array(data, UINT[width]).view(np.uint32).reshape(64, -1)
        st.vgpr[0, 4 : 4 + width // 32] = words.T
        run(isa, text, st)
        got = np.frombuffer(mem.read_bytes(base, 64 * width // 8), UINT[width]).tolist()
        assert_nan_rule(got, op, cases, width, text)


def test_pk_add_f16_nan_rules(isa):
    """Packed adds apply the add rule to each half: a NaN half in memory wins, made quiet
    (f16 quiet bit 0x0200), and a NaN half in DATA alone is copied made quiet; -inf + inf is a
    quiet NaN of either sign. L2 (global_atomic_pk_add_f16) and, on cdna4, LDS."""
    halves = [0x3C00, 0x7C00, 0xFC00, 0x7C01, 0xFD00, 0x7E10, 0xFE20, 0x8000]

    def nan16(x: int) -> bool:
        return x & 0x7FFF > 0x7C00

    def check(value: int, a: int, b: int, what: str) -> None:
        if nan16(a) or nan16(b):
            want = (a if nan16(a) else b) | 0x200
        else:
            with np.errstate(invalid="ignore"):  # -inf + inf
                total = np.array([a], np.uint16).view(np.float16) + np.array([b], np.uint16).view(np.float16)
            want = int(total.view(np.uint16)[0])
            if nan16(want):  # -inf + inf: sign not given
                value, want = value & 0x7FFF, want & 0x7FFF
        assert value == want, (what, hex(a), hex(b), hex(value), hex(want))

    cases = pairs(halves)
    old = [a | b << 16 for a, b in cases]
    data = [b | a << 16 for a, b in cases]
    st, mem, base = global_wave(isa, old)
    st.vgpr[0, 4] = np.array(data, np.uint32)
    run(isa, "global_atomic_pk_add_f16 v[2:3], v4, off", st)
    results = [("global", np.frombuffer(mem.read_bytes(base, 256), np.uint32).tolist())]
    if isa.name != "cdna2":  # gfx940 and later (cdna3, cdna4)
        st = ds_atomic(isa, "ds_pk_add_rtn_f16 v6, v1, v2", 32, old, data, 0x3F0)
        results.append(("lds", lds_words(st, 32, 64)))
    for what, got in results:
        for value, (a, b) in zip(got, cases):
            check(value & 0xFFFF, a, b, what)
            check(value >> 16, b, a, what)


# ----------------------------------------------------------------- L2 float atomics
def global_wave(isa, words: list[int], width: int = 32, mode: int = 0x3F0):
    """Memory holding `words` at `base`; lane l's address (v[2:3]) is base + l * width / 8."""
    mem = Memory()
    base = mem.alloc(4096)
    mem.write_bytes(base, np.array(words, UINT[width]).tobytes())
    st = WaveState.create(1, memory=mem)
    st.hwreg[0, MODE] = mode
    addr = base + LANE.astype(np.uint64) * (width // 8)
    st.vgpr[0, 2], st.vgpr[0, 3] = addr & 0xFFFFFFFF, addr >> np.uint64(32)
    st.sgpr[0, 8:12] = [base & 0xFFFFFFFF, base >> 32, 4096, 0]  # a raw V# over the same bytes
    st.vgpr[0, 1] = LANE * (width // 8)
    return st, mem, base


def l2_add_f32_forms(isa) -> list[str]:
    forms = ["buffer_atomic_add_f32 v4, v1, s[8:11], 0 offen {rtn}", "global_atomic_add_f32 v4, v[2:3], v4, off {rtn}"]
    if isa.name != "cdna2":  # gfx940 and later
        forms.append("flat_atomic_add_f32 v4, v[2:3], v4 {rtn}")
    return forms


@pytest.mark.parametrize("mode", [0x3F0, 0x300])
def test_l2_add_f32_flushes_input_denormals_always(isa, mode):
    """MI200 Table 43 "ADD_F32 | L2: Always Flush Denorms" / CDNA4 Table 53 ("flush all input
    denorm"), MI200 / CDNA4 10.3.1 "FP32 atomic operations flush denormals": both inputs are
    flushed whatever MODE says; an output denormal is not (0x00800000 + 0x80800001); the
    returned value is memory's raw old bits."""
    rtn = "glc" if isa.name == "cdna2" else "sc0"
    old, data = zip(*pairs(F32_EDGES))
    for form in l2_add_f32_forms(isa):
        st, mem, base = global_wave(isa, list(old), mode=mode)
        st.vgpr[0, 4] = np.array(data, np.uint32)
        run(isa, form.format(rtn=rtn), st)
        got = np.frombuffer(mem.read_bytes(base, 256), np.uint32).tolist()
        for lane, (a, b) in enumerate(zip(old, data)):
            total = np.float32(as_float(flush(a, 32, True), 32)) + np.float32(as_float(flush(b, 32, True), 32))
            assert got[lane] == int(np.array([total]).view(np.uint32)[0]), (form, hex(a), hex(b))
        assert st.vgpr[0, 4].tolist() == list(old)


def test_flat_add_f32_in_lds_follows_mode():
    """A FLAT atomic whose address is in the shared aperture runs in LDS and follows the LDS
    column of CDNA4 Table 53 (MODE), not the L2 one (errata flat-atomic-in-lds): 1 + 1
    (denormals) gives 2 with denormals kept and 0 when MODE flushes."""
    import cdna_isa

    isa = cdna_isa.arch("cdna4")
    for mode, want in ((0x3F0, 2), (0x3C0, 0)):
        st = WaveState.create(1)
        st.hwreg[0, MODE] = mode
        st.lds.data[:256] = np.ones(64, np.uint32).view(np.uint8)
        addr = np.uint64(SHARED_APERTURE) + LANE.astype(np.uint64) * 4
        st.vgpr[0, 2], st.vgpr[0, 3] = addr & 0xFFFFFFFF, addr >> np.uint64(32)
        st.vgpr[0, 4] = 1
        run(isa, "flat_atomic_add_f32 v[2:3], v4", st)
        assert lds_words(st, 32, 64) == [want] * 64


def test_flat_min_f64_compares_flushed_in_lds_only(isa):
    """MIN_F64: LDS "Mode" (compare with flushed inputs, keep a source's bits), L2 "Do not
    Flush" (MI200 Table 43, CDNA4 Table 53). Memory 1 (a denormal) against +0 with MODE
    flushing: in LDS both compare as +0 and memory (src0) stays 1; in L2 +0 is smaller."""
    st, mem, base = global_wave(isa, [1] * 64, width=64, mode=0x300)
    st.lds.data[:512] = np.ones(64, np.uint64).view(np.uint8)
    lds_addr = np.uint64(SHARED_APERTURE) + LANE.astype(np.uint64) * 8
    st.vgpr[0, 8], st.vgpr[0, 9] = lds_addr & 0xFFFFFFFF, lds_addr >> np.uint64(32)
    st.vgpr[0, 10:12] = 0
    run(isa, "flat_atomic_min_f64 v[2:3], v[10:11]\nflat_atomic_min_f64 v[8:9], v[10:11]", st)
    assert np.frombuffer(mem.read_bytes(base, 512), np.uint64).tolist() == [0] * 64
    assert lds_words(st, 64, 64) == [1] * 64


def test_l2_pk_add_f16_never_flushes(isa):
    """PK_ADD_F16 in L2: "Never Flush Denorms" (MI200 Table 43; CDNA4 Table 53 "Do not Flush"),
    even with MODE flushing everything: 0x0001 + 0x0001 = 0x0002 in both halves."""
    rtn = "glc" if isa.name == "cdna2" else "sc0"
    for form in ("global_atomic_pk_add_f16 v4, v[2:3], v4, off", "buffer_atomic_pk_add_f16 v4, v1, s[8:11], 0 offen"):
        st, mem, base = global_wave(isa, [0x00010001] * 64, mode=0x300)
        st.vgpr[0, 4] = 0x00010001
        run(isa, f"{form} {rtn}", st)
        assert np.frombuffer(mem.read_bytes(base, 256), np.uint32).tolist() == [0x00020002] * 64
        assert st.vgpr[0, 4].tolist() == [0x00010001] * 64


@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
def test_clang_float_atomics_on_denormals(arch, tmp_path):
    """A clang-22 kernel (tests/kernels/atomics_denormals.cl: ds_add_f32 then
    global_atomic_add_f32 on denormals), built with the default f32 denormal mode and with
    -cl-denorms-are-zero (the descriptor's FP_DENORM f32 = 0): in LDS the sum of two denormals
    is exact (numpy) when MODE keeps them and 0 when it flushes; in global memory the inputs
    are flushed either way (MI200 Table 43 / CDNA4 Table 53)."""
    from cdna_isa.runtime.device import Device

    d = np.arange(1, 65, dtype=np.uint32)  # denormals 1..64 ulp
    x = np.concatenate([d, d * 3]).view(np.float32)
    for flags, kept in ((("-O2",), True), (("-O2", "-cl-denorms-are-zero"), False)):
        module = Device(arch).load(compile_kernel("atomics_denormals", arch, tmp_path, flags=flags))
        out = np.concatenate([np.zeros(64, np.uint32), d]).view(np.float32)  # global cells: d
        module.launch("atomic_fadd_denormals", grid=(1, 1, 1), block=(64, 1, 1), args=(x, out))
        lds = out[:64].view(np.uint32)
        np.testing.assert_array_equal(lds, d * 4 if kept else np.zeros(64, np.uint32), err_msg=str(flags))
        np.testing.assert_array_equal(out[64:].view(np.uint32), np.zeros(64, np.uint32), err_msg=str(flags))


# ----------------------------------------------------------------- buffer range checks
def raw_buffer(words, num_records: int, word3: int = 0, lds_bytes: int = 65536):
    mem = Memory()
    base = mem.alloc(4096)
    mem.write_bytes(base, np.array(words, np.uint32).tobytes())
    st = WaveState.create(1, memory=mem, lds_bytes=lds_bytes)
    st.sgpr[0, 8:12] = [base & 0xFFFFFFFF, base >> 32, num_records, word3]
    return st, mem, base


XYZW_32_UINT = 4 | 5 << 3 | 6 << 6 | 7 << 9 | 4 << 12 | 14 << 15  # DST_SEL xyzw, NFMT uint, DFMT 32_32_32_32
TFMT_32 = "format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_UINT]"


@pytest.mark.parametrize("offset,want", [(0, [1, 2, 3, 4]), (4, [2, 3, 4, 5]), (8, [0, 0, 0, 0])])
def test_format_loads_are_range_checked_all_or_nothing(isa, offset, want):
    """9.1.5.1 note 3: a format load is in range when its start offset is below num_records
    (8 bytes here), and then every component loads, however far it reaches."""
    for text in (f"buffer_load_format_xyzw v[4:7], off, s[8:11], 0 offset:{offset}",
                 f"tbuffer_load_format_xyzw v[4:7], off, s[8:11], 0 {TFMT_32} offset:{offset}"):  # fmt: skip
        st, _, _ = raw_buffer([1, 2, 3, 4, 5, 6], 8, XYZW_32_UINT)
        run(isa, text, st)
        assert st.vgpr[0, 4:8, 0].tolist() == want, text


def test_dword_loads_are_range_checked_per_component(isa):
    """9.1.5.1 note 4: buffer_load_dwordx4 checks each dword: with num_records 8 only the
    first two load."""
    st, _, _ = raw_buffer([1, 2, 3, 4], 8)
    run(isa, "buffer_load_dwordx4 v[4:7], off, s[8:11], 0", st)
    assert st.vgpr[0, 4:8, 0].tolist() == [1, 2, 0, 0]


def test_format_stores_are_range_checked_all_or_nothing(isa):
    """9.1.5.1 notes 2-3: a format store whose start is in range writes every component; one
    whose start is out of range writes nothing (num_records 8)."""
    st, mem, base = raw_buffer([0] * 8, 8, XYZW_32_UINT)
    st.vgpr[0, 4:8] = np.array([1, 2, 3, 4], np.uint32)[:, None]
    run(isa, f"tbuffer_store_format_xyzw v[4:7], off, s[8:11], 0 {TFMT_32}\n"
             "buffer_store_format_xyzw v[4:7], off, s[8:11], 0 offset:8", st)  # fmt: skip
    assert np.frombuffer(mem.read_bytes(base, 32), np.uint32).tolist() == [1, 2, 3, 4, 0, 0, 0, 0]


def test_format_load_unorm_8_8_8_8_whole_element(isa):
    """8_8_8_8 unorm with num_records 2: the element starts at 0, so y, z and w (bytes 1-3)
    load too (b / 255)."""
    sel = 4 | 5 << 3 | 6 << 6 | 7 << 9 | 0 << 12 | 10 << 15  # NFMT unorm, DFMT 8_8_8_8
    st, _, _ = raw_buffer([0xFF80_3300], 2, sel)
    run(isa, "buffer_load_format_xyzw v[4:7], off, s[8:11], 0", st)
    want = np.float32([0x00, 0x33, 0x80, 0xFF]) / np.float32(255)
    np.testing.assert_array_equal(st.vgpr[0, 4:8, 0].view(np.float32), want)


# ----------------------------------------------------------------- loads into LDS (CDNA4)
def test_buffer_load_dwordx3_into_lds_uses_16_byte_slots():
    """CDNA4 9.1.9: loads of 3 or 4 dwords into LDS use TIDinWave * 16; LOAD_DWORDX3 writes
    3 dwords and skips the 4th (left as it was); the LDS offset is M0[17:0] in bytes."""
    import cdna_isa

    isa = cdna_isa.arch("cdna4")
    words = np.arange(1, 3 * 64 + 1, dtype=np.uint32)
    st, _, _ = raw_buffer(words, 4096, lds_bytes=163840)
    st.lds.data[:] = 0xEE
    st.sgpr[0, M0] = 0x10006  # above 64 KiB and not dword-aligned: bytes, 18 bits
    st.vgpr[0, 1] = LANE * 12
    run(isa, "buffer_load_dwordx3 v1, s[8:11], 0 offen lds", st)
    slots = st.lds.data[0x10006 : 0x10006 + 64 * 16].reshape(64, 16)
    np.testing.assert_array_equal(slots[:, :12].copy().view(np.uint32), words.reshape(64, 3))
    assert (slots[:, 12:] == 0xEE).all()


def test_loads_to_vgprs_never_read_the_lds_address():
    """A load whose LDS bit is 0 gets a constant for its LDS_ADDRESS input instead of M0 read
    per wave (runtime/accessors.py), which holds only while every semantics function taking
    both LDS_DMA and LDS_ADDRESS returns, when LDS_DMA is false, before any statement reads
    LDS_ADDRESS. Checked on the generated functions' syntax trees."""
    import ast
    import inspect

    from cdna_isa import semantics

    tree = ast.parse(inspect.getsource(semantics))
    checked = 0
    for fn in tree.body:
        args = [a.arg for a in getattr(fn, "args", ast.arguments(args=[])).args]
        if not ("LDS_DMA" in args and "LDS_ADDRESS" in args):
            continue
        checked += 1
        for stmt in fn.body:
            reads = any(isinstance(n, ast.Name) and n.id == "LDS_ADDRESS" for n in ast.walk(stmt))
            if isinstance(stmt, ast.If) and ast.unparse(stmt.test) == "not V.some(LDS_DMA)":
                assert isinstance(stmt.body[-1], ast.Return) and not reads, fn.name
                break
            assert not reads, f"{fn.name} reads LDS_ADDRESS before its LDS_DMA guard"
        else:
            raise AssertionError(f"{fn.name} has no early return for LDS_DMA false")
    assert checked >= 30  # the loads that can go to LDS, from global, scratch and buffers


@pytest.mark.parametrize("form", ["global_load_lds_dword v[2:3], off offset:-4", "scratch_load_lds_dword v5, off offset:-4"])
def test_global_scratch_lds_loads_align_m0(form):
    """CDNA4 10.3: LDS_ADDR = M0[17:2] * 4 + INST.OFFSET + ThreadID * 4: with M0 = 0x5010A
    (bit 18 and the two low bits outside that field) and offset -4, lane l's dword lands at
    0x10108 - 4 + 4 l."""
    import cdna_isa

    isa = cdna_isa.arch("cdna4")
    mem = Memory()
    base = mem.alloc(4096)
    words = (LANE * 7 + 3).astype(np.uint32)
    mem.write_bytes(base, words.tobytes())
    st = WaveState.create(1, memory=mem, lds_bytes=163840)
    addr = base + 4 + LANE.astype(np.uint64) * 4  # the offset -4 applies to memory too
    st.vgpr[0, 2], st.vgpr[0, 3] = addr & 0xFFFFFFFF, addr >> np.uint64(32)
    if form.startswith("scratch"):  # the lane's private dword 1 (offset 4 - 4 + 4 = 4)
        st.scratch = np.array([base], np.uint64)
        st.vgpr[0, 5] = 8
        mem.write_bytes(base + 256, words.tobytes())  # private dword 1 of every lane
    st.sgpr[0, M0] = 0x5010A
    run(isa, form, st)
    got = st.lds.data[0x10104 : 0x10104 + 256].copy().view(np.uint32)
    np.testing.assert_array_equal(got, words)


# ----------------------------------------------------------------- apertures and scratch
def test_global_access_to_the_lds_aperture_is_a_memory_violation(isa):
    """MI200 10.4 / CDNA4 10.4: "If a global instruction does attempt to access LDS, the
    instruction returns MEM_VIOL"; the same address through FLAT reaches LDS."""
    for text in ("flat_load_dword v5, v[2:3]", "global_load_dword v5, v[2:3], off"):
        st = WaveState.create(1)
        st.lds.data[16:20] = np.array([0x7777], np.uint32).view(np.uint8)
        addr = SHARED_APERTURE + 16
        st.vgpr[0, 2], st.vgpr[0, 3] = addr & 0xFFFFFFFF, addr >> 32
        if text.startswith("flat"):
            run(isa, text, st)
            assert st.vgpr[0, 5].tolist() == [0x7777] * 64
        else:
            with pytest.raises(ExecutionError, match="memory violation"):
                run(isa, text, st)


def scratch_wave(size: int):
    mem = Memory()
    block = mem.alloc(64 * 64 + 256)
    st = WaveState.create(1, memory=mem)
    st.scratch, st.scratch_bytes = np.array([block], np.uint64), size
    return st, mem, block


def test_scratch_out_of_range_reads_zero_and_drops_writes(isa):
    """MI200 10.6: a scratch access outside [0, scratch-size - 1] reads 0 and writes nothing
    (errata scratch-out-of-range: CDNA4 is silent; the whole access must fit). Private size
    32 bytes: offset 28 is in range, 32 and 30 (a dword crossing the end) are not."""
    st, mem, block = scratch_wave(32)
    st.vgpr[0, 1] = 28
    st.vgpr[0, 2] = 32
    st.vgpr[0, 3] = 30
    st.vgpr[0, 4] = 0x11223344
    run(isa, "scratch_store_dword v1, v4, off\nscratch_store_dword v2, v4, off\n"
             "scratch_store_dword v3, v4, off\nscratch_load_dword v5, v1, off\n"
             "scratch_load_dword v6, v2, off\nscratch_load_dword v7, v3, off", st)  # fmt: skip
    assert st.vgpr[0, 5].tolist() == [0x11223344] * 64
    assert st.vgpr[0, 6].tolist() == [0] * 64 and st.vgpr[0, 7].tolist() == [0] * 64
    heap = np.frombuffer(mem.read_bytes(block, 64 * 64 + 256), np.uint32)
    assert np.count_nonzero(heap) == 64  # lane l's dword 7 only: nothing else was written


def test_misaligned_scratch_dword_keeps_the_lanes_bytes(isa):
    """MI200 10.5: scratch supports misaligned access; lane l's private bytes are consecutive
    in its own address space (the swizzle only interleaves the lanes' dwords, 9.1.5.2), so a
    dword at private offset 2 is that lane's bytes 2-5, and a short stored at offset 4 changes
    its bytes 4-5 only."""
    st, _, _ = scratch_wave(64)
    lane_bytes = (LANE[:, None] + np.arange(1, 9, dtype=np.uint32)[None, :]).astype(np.uint8)
    words = lane_bytes.copy().view(np.uint32)  # [64, 2]: lane l's private dwords 0 and 1
    st.vgpr[0, 4], st.vgpr[0, 5] = words[:, 0], words[:, 1]
    st.vgpr[0, 1], st.vgpr[0, 2], st.vgpr[0, 3] = 0, 2, 4
    run(isa, "scratch_store_dwordx2 v1, v[4:5], off\nscratch_load_dword v6, v2, off\n"
             "scratch_store_short v3, v1, off\nscratch_load_dword v7, v2, off", st)  # fmt: skip
    np.testing.assert_array_equal(st.vgpr[0, 6], lane_bytes[:, 2:6].copy().view(np.uint32)[:, 0])
    after = lane_bytes.copy()
    after[:, 4:6] = 0
    np.testing.assert_array_equal(st.vgpr[0, 7], after[:, 2:6].copy().view(np.uint32)[:, 0])


# ----------------------------------------------------------------- DS addressing
@pytest.mark.parametrize("text,width,scale", [
    ("ds_write2_b32 v1, v2, v4 offset0:4 offset1:4", 32, 4),
    ("ds_write2st64_b64 v1, v[2:3], v[4:5] offset0:1 offset1:1", 64, 512),
    ("ds_wrxchg2_rtn_b32 v[6:7], v1, v2, v4 offset0:3 offset1:3", 32, 4),
])  # fmt: skip
def test_ds_write2_equal_offsets_write_data0_once(isa, text, width, scale):
    """MI200 11.3.2 / CDNA4 11.3.1: "setting both offsets to the same value causes only one
    read or write to occur and uses only the first DATA0" (the 12.12 pseudocode would leave
    DATA1); the wrxchg form returns the old value in both halves."""
    offset = int(text.split("offset0:")[1].split()[0]) * scale
    st = WaveState.create(1)
    st.vgpr[0, 1] = LANE * 8 + 1024
    st.vgpr[0, 2:4] = 0x11111111
    st.vgpr[0, 4:6] = 0x22222222
    st.lds.data[:] = 0x33
    run(isa, text, st)
    at = 1024 + offset + 8 * LANE[:, None] + np.arange(width // 8)
    assert (st.lds.data[at] == 0x11).all()
    if "rtn" in text:
        assert st.vgpr[0, 6].tolist() == [0x33333333] * 64 and st.vgpr[0, 7].tolist() == [0x33333333] * 64


def test_ds_read_b96_tr_b6_takes_an_odd_first_vgpr():
    """CDNA4 11.4: DS_READ_B96_TR_B6 does not require even-VGPR alignment. llvm-mc 22 encodes
    v[5:7]; the emulator gives the same data as in v[4:6]."""
    import cdna_isa

    isa = cdna_isa.arch("cdna4")
    text = "ds_read_b96_tr_b6 v[5:7], v1"
    llvm = subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=gfx950", "-show-encoding"], input=text,
                          capture_output=True, text=True, check=True).stdout  # fmt: skip
    want = bytes(int(b, 16) for b in llvm.split("encoding: [")[1].split("]")[0].split(","))
    assert isa.assemble(text) == want
    results = []
    for first in (4, 5):
        st = WaveState.create(1)
        st.lds.data[:768] = (np.arange(768) * 37 % 251).astype(np.uint8)
        st.vgpr[0, 1] = LANE * 12
        run(isa, f"ds_read_b96_tr_b6 v[{first}:{first + 2}], v1", st)
        results.append(st.vgpr[0, first : first + 3].copy())
    np.testing.assert_array_equal(results[0], results[1])


def test_ds_append_takes_m0_whole():
    """ds_append counts at M0 + offset (MI200 12.12; clang-22 puts the LDS pointer in M0 on
    gfx950 too, errata ds-append-address): with 160 KiB of LDS a counter at 0x10008 is
    reached, and 64 active lanes add 64 once; every lane gets the old value."""
    import cdna_isa

    isa = cdna_isa.arch("cdna4")
    st = WaveState.create(1, lds_bytes=163840)
    st.lds.data[0x10008:0x1000C] = np.array([1000], np.uint32).view(np.uint8)
    st.sgpr[0, M0] = 0x10000
    run(isa, "ds_append v5 offset:8", st)
    assert int(st.lds.data[0x10008:0x1000C].view(np.uint32)[0]) == 1064
    assert st.vgpr[0, 5].tolist() == [1000] * 64
