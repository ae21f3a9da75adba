"""gfx950's wide scaled conversions: 32 FP6 (E2M3) / BF6 (E3M2) values packed in a 6-VGPR
tuple to and from f32 / f16 / bf16 tuples, and v_cvt_scalef32_sr_pk_fp4_f32 (a VGPR-pair source).

Oracles: ml_dtypes (float6_e2m3fn, float6_e3m2fn, float4_e2m1fn) for the value of every
encoding; CDNA4 7.3 for the rules (round to nearest even, FP6/FP4 saturate to the largest value
whatever MODE.FP16_OVFL says, E8M0 scale with bias 127); CDNA4 12.11 for the layouts (the 2XPK16
forms interleave their sources); hand-derived values for ties, saturation and stochastic
rounding with all-zero / all-one random bits (the random word's top bits added to the f32
mantissa field, then truncation: errata stochastic-rounding-bits); llvm-mc 22 for the syntax and
encodings of the spec's examples and for the operands it rejects.
"""

from __future__ import annotations

import cdna_isa
import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.wave import Program, WaveState

from . import llvm

ISA = cdna_isa.arch("cdna4")
ONE = 0x3F800000  # f32 1.0: an E8M0 scale of 127, i.e. 2^0
SIX = {"fp6": ml_dtypes.float6_e2m3fn, "bf6": ml_dtypes.float6_e3m2fn}
LANE = np.arange(64)
# every lane holds all 64 codes across its two tuples' worth of positions: code (lane + n) % 64
CODES = (LANE[:, None] + np.arange(32)[None, :]) % 64  # [lane, value]


def run(src: str, v: dict[int, np.ndarray], ovfl: bool = False) -> WaveState:
    st = WaveState.create(1)
    for reg, values in v.items():
        st.vgpr[0, reg] = values
    if ovfl:
        st.hwreg[0, 1] |= 1 << 23  # MODE.FP16_OVFL: must not matter for FP6/FP4
    Program(ISA, ISA.assemble(src + "\ns_endpgm")).run(st)
    return st


def f32(x) -> np.ndarray:
    return np.asarray(x, np.float32).view(np.uint32)


def pack6(codes: np.ndarray) -> dict[int, np.ndarray]:
    """[lane, 32] 6-bit codes -> six dwords per lane, value n at bits 6n..6n+5 of the tuple."""
    out = {}
    for lane_codes, lane in zip(codes, range(64)):
        big = sum(int(c) << (6 * n) for n, c in enumerate(lane_codes))
        for k in range(6):
            out.setdefault(k, np.zeros(64, np.uint32))[lane] = big >> (32 * k) & 0xFFFFFFFF
    return out


def unpack6(st: WaveState, base: int) -> np.ndarray:
    big = [sum(int(st.vgpr[0, base + k, lane]) << (32 * k) for k in range(6)) for lane in range(64)]
    return np.array([[b >> (6 * n) & 0x3F for n in range(32)] for b in big])


def tuple_regs(start: int, values: dict[int, np.ndarray]) -> dict[int, np.ndarray]:
    return {start + k: v for k, v in values.items()}


def interleaved(codes: np.ndarray) -> np.ndarray:
    """The 2XPK16 result of S0 = values 0-15 and S1 = values 16-31 of `codes` [lane, 32]: value
    2p from S0's dword p, value 2p + 1 from S1's (CDNA4 12.11, dOffset = pass * 12)."""
    return np.stack([codes[:, :16], codes[:, 16:]], axis=2).reshape(codes.shape[0], 32)


def halves(st: WaveState, base: int, dtype) -> np.ndarray:
    """[lane, 32] 16-bit values of a 16-VGPR tuple, value n in half n % 2 of register n // 2."""
    regs = np.stack([st.vgpr[0, base + k] for k in range(16)], axis=1)  # [lane, 16]
    lo, hi = (regs & 0xFFFF).astype(np.uint16), (regs >> 16).astype(np.uint16)
    return np.stack([lo, hi], axis=2).reshape(64, 32).view(dtype)


@pytest.mark.parametrize("name", ["fp6", "bf6"])
def test_every_6bit_value_decodes_exactly_and_round_trips(name):
    dtype = SIX[name]
    want = CODES.astype(np.uint8).view(dtype).astype(np.float32)
    src = "\n".join([
        f"v_cvt_scalef32_pk32_f32_{name} v[8:39], v[0:5], v6",
        f"v_cvt_scalef32_pk32_f16_{name} v[40:55], v[0:5], v6",
        f"v_cvt_scalef32_pk32_bf16_{name} v[56:71], v[0:5], v6",
        f"v_cvt_scalef32_pk32_{name}_f16 v[72:77], v[40:55], v6",
        f"v_cvt_scalef32_pk32_{name}_bf16 v[78:83], v[56:71], v6",
        f"v_cvt_scalef32_sr_pk32_{name}_f32 v[84:89], v[8:39], v7, v6",
        f"v_cvt_scalef32_sr_pk32_{name}_f16 v[90:95], v[40:55], v7, v6",
        f"v_cvt_scalef32_sr_pk32_{name}_bf16 v[96:101], v[56:71], v7, v6",
        f"v_cvt_scalef32_2xpk16_{name}_f32 v[102:107], v[8:23], v[24:39], v6",
    ])  # fmt: skip
    regs = {**pack6(CODES), 6: np.full(64, ONE, np.uint32), 7: np.full(64, 0xFFFFFFFF, np.uint32)}
    st = run(src, regs, ovfl=True)
    got32 = np.stack([st.vgpr[0, 8 + n] for n in range(32)], axis=1).view(np.float32)
    assert np.array_equal(got32, want)
    assert np.array_equal(np.signbit(got32), np.signbit(want))  # -0 stays -0
    assert np.array_equal(halves(st, 40, np.float16).astype(np.float32), want)
    assert np.array_equal(halves(st, 56, ml_dtypes.bfloat16).astype(np.float32), want)
    # exact values come back to their own codes, whatever the random bits (all ones here)
    for base in (72, 78, 84, 90, 96):
        assert np.array_equal(unpack6(st, base), CODES), base
    assert np.array_equal(unpack6(st, 102), interleaved(CODES))


@pytest.mark.parametrize("name", ["fp6", "bf6"])
def test_scale_multiplies_and_divides_by_two_to_the_e8m0_exponent(name):
    """scale 4.0 (E8M0 exponent 129): decoding multiplies by 4, encoding divides by 4; an
    exponent field of 255 (E8M0 NaN) decodes to NaN."""
    dtype = SIX[name]
    want = CODES.astype(np.uint8).view(dtype).astype(np.float32) * 4
    src = f"v_cvt_scalef32_pk32_f32_{name} v[8:39], v[0:5], v6\nv_cvt_scalef32_2xpk16_{name}_f32 v[40:45], v[8:23], v[24:39], v6\nv_cvt_scalef32_pk32_f32_{name} v[48:79], v[0:5], v7"  # fmt: skip
    st = run(src, {**pack6(CODES), 6: np.full(64, f32(4.0)), 7: np.full(64, 0x7F800000, np.uint32)})
    assert np.array_equal(np.stack([st.vgpr[0, 8 + n] for n in range(32)], axis=1).view(np.float32), want)
    assert np.array_equal(unpack6(st, 40), interleaved(CODES))
    assert np.isnan(st.vgpr[0, 48:80].view(np.float32)).all()


# (f32 input, fp6 E2M3 code, bf6 E3M2 code), rounding to nearest even
CASES = [
    (1.0625, 0x08, 0x0C),  # fp6: tie between 1.0 and 1.125 -> 1.0 (even); bf6: 1.0
    (1.1875, 0x0A, 0x0D),  # fp6: tie between 1.125 and 1.25 -> 1.25; bf6: 1.25 (nearest)
    (4.5, 0x19, 0x14),  # fp6: 4.5 exact (e=3, m=1); bf6: tie between 4 and 5 -> 4
    (5.5, 0x1B, 0x16),  # fp6: 5.5 exact; bf6: tie between 5 and 6 -> 6
    (7.5, 0x1F, 0x18),  # fp6: its largest value; bf6: tie between 7 and 8 -> 8 (even)
    (7.75, 0x1F, 0x18),  # fp6: above 7.5 saturates; bf6: 8
    (100.0, 0x1F, 0x1F),  # both saturate: 7.5 / 28
    (-100.0, 0x3F, 0x3F),
    (float("inf"), 0x1F, 0x1F),
    (float("-inf"), 0x3F, 0x3F),
    (float("nan"), 0x1F, 0x1F),  # no NaN in the formats: the largest positive value
    (0.0625, 0x00, 0x01),  # fp6: half its smallest denormal 0.125 -> 0 (even); bf6: smallest denormal
    (0.0626, 0x01, 0x01),
    (0.03125, 0x00, 0x00),  # bf6: half its smallest denormal -> 0
    (-0.0, 0x20, 0x20),
]


@pytest.mark.parametrize("ovfl", [False, True])
def test_f32_to_6bit_rounding_and_saturation(ovfl):
    """CDNA4 7.3: round to nearest even; FP6/BF6 saturate to the largest value (no FP16_OVFL).
    The cases sit in S0 (v[16:31]), so case n lands in field 2n (12.11: sources interleaved)."""
    xs = np.resize(f32([c[0] for c in CASES]), 32)
    regs = {**{16 + n: np.full(64, xs[n]) for n in range(32)}, 6: np.full(64, ONE, np.uint32)}
    st = run("v_cvt_scalef32_2xpk16_fp6_f32 v[0:5], v[16:31], v[32:47], v6\n"
             "v_cvt_scalef32_2xpk16_bf6_f32 v[8:13], v[16:31], v[32:47], v6", regs, ovfl)  # fmt: skip
    fp6, bf6 = unpack6(st, 0)[0], unpack6(st, 8)[0]
    for n, (x, want_fp6, want_bf6) in enumerate(CASES):
        assert (fp6[2 * n], bf6[2 * n]) == (want_fp6, want_bf6), x


@pytest.mark.parametrize("rnd,want", [(0, 0x08), (0xFFFFFFFF, 0x09)])
def test_stochastic_rounding_with_extreme_random_bits(rnd, want):
    """fp6 from f16: 1.01 (f16 1.0097656, f32 mantissa field 0x014000) truncates to 1.0 with no
    random bits; with all of them (and with each V_PRNG_B32 successor of all ones, whose top 20
    bits are still all ones) 0x014000 + 0xfffff = 0x113fff is 1.1347, truncated to the next value
    1.125; 100 saturates to 7.5 either way."""
    h = np.zeros(64, np.uint32) | np.float16(1.01).view(np.uint16) | np.uint32(np.float16(100).view(np.uint16)) << 16
    regs = {**{16 + k: h for k in range(16)}, 6: np.full(64, ONE, np.uint32), 7: np.full(64, rnd, np.uint32)}
    st = run("v_cvt_scalef32_sr_pk32_fp6_f16 v[0:5], v[16:31], v7, v6", regs)
    codes = unpack6(st, 0)[0]
    assert list(codes[:4]) == [want, 0x1F, want, 0x1F]


def test_sr_pk_fp4_f32_reads_a_vgpr_pair():
    """Both values from the pair (low register first) go to the byte op_sel[3:2] picks; 1.25
    (halfway between FP4's 1.0 and 1.5, f32 mantissa field 0x200000) truncates to 1.0 (0x2)
    without random bits and, with all of them (0x3fffff added), reaches 1.5 (0x3). 7.0 (1.75 *
    4, field 0x600000) truncates to 6.0 (0x7) without random bits; the V_PRNG_B32 successor of
    all ones (0xffffff3b) adds 0x3fffff, the field wraps to 0x1fffff (CDNA4 12.11: "wrap around on
    overflow") and 4.9999 truncates to 4.0 (0x6)."""
    regs = {2: np.full(64, f32(1.25)), 3: np.full(64, f32(7.0)), 5: np.full(64, ONE, np.uint32), 8: np.full(64, 0xAABBCCDD, np.uint32)}
    for rnd, lo, hi in ((0, 0x2, 0x7), (0xFFFFFFFF, 0x3, 0x6)):
        st = run("v_mov_b32 v0, v8\nv_cvt_scalef32_sr_pk_fp4_f32 v0, v[2:3], v4, v5 op_sel:[0,0,1,1]", {**regs, 4: np.full(64, rnd, np.uint32)})
        assert int(st.vgpr[0, 0, 0]) == 0x00BBCCDD | (hi << 4 | lo) << 24
    codes = np.arange(64, dtype=np.uint32)  # two FP4 codes per lane: every pair of low values
    fp4 = ml_dtypes.float4_e2m1fn
    lo, hi = (codes & 0xF).astype(np.uint8).view(fp4), (codes >> 4).astype(np.uint8).view(fp4)
    st = run("v_cvt_scalef32_sr_pk_fp4_f32 v0, v[2:3], v4, v5", {2: f32(lo.astype(np.float32)), 3: f32(hi.astype(np.float32)), 4: np.full(64, 0xFFFFFFFF, np.uint32), 5: np.full(64, ONE, np.uint32)})
    assert np.array_equal(st.vgpr[0, 0] & 0xFF, codes)


def _wide_names() -> list[str]:
    return sorted(n for n in ISA.instructions if "PK32" in n or "2XPK16" in n or n == "V_CVT_SCALEF32_SR_PK_FP4_F32")


def test_the_wide_conversions_are_all_there():
    """llvm-mc 22 decodes VOP3A opcodes 574 and 594..611 as these 19 instructions."""
    ops = {f.opcode for f in ISA.forms if f.fmt == "VOP3A" and f.instr.name in _wide_names()}
    assert len(_wide_names()) == 19 and ops == {574, *range(594, 612)}


def test_examples_match_llvm_mc_both_ways():
    lines = [t for n in _wide_names() for t in ISA.examples[n]]
    assert len(lines) >= 3 * 19
    theirs = llvm.assemble("cdna4", lines)
    for text, ref in zip(lines, theirs):
        assert ref is not None, text
        assert ISA.assemble(text) == ref, text
    for text, printed in zip(lines, llvm.disassemble("cdna4", theirs)):
        (d,) = ISA.decode(ISA.assemble(text))
        assert ISA.text(d) == printed, text


REJECTED = [
    "v_cvt_scalef32_pk32_f32_fp6 v[1:32], v[32:37], v40",  # odd-aligned tuple
    "v_cvt_scalef32_pk32_f32_fp6 v[0:31], s[32:37], v40",  # no SGPR tuples
    "v_cvt_scalef32_pk32_f32_fp6 v[0:31], a[32:37], v40",
    "v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], -v40",  # no modifiers
    "v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], v40 clamp",
    "v_cvt_scalef32_pk32_f32_fp6 v[0:31], v[32:37], 0x1234",  # no literal
    "v_cvt_scalef32_pk32_fp6_f16 v[0:5], v[32:47], v40 op_sel:[1,0,0]",
    "v_cvt_scalef32_pk32_fp6_f16 v[0:5], v[32:46], v40",  # wrong size
    "v_cvt_scalef32_sr_pk32_fp6_f32 v[0:5], v[32:47], v40, v48",
    "v_cvt_scalef32_2xpk16_fp6_f32 v[0:5], v[32:47], v[48:63], |v64|",
    "v_cvt_scalef32_sr_pk_fp4_f32 v0, s[2:3], v4, v5",  # a VGPR pair only
    "v_cvt_scalef32_sr_pk_fp4_f32 v0, v[3:4], v4, v5",
    "v_cvt_scalef32_sr_pk_fp4_f32 v0, v[2:3], |v4|, v5",  # modifiers on the scale only
    "v_cvt_scalef32_sr_pk_fp4_f32 v0, v[2:3], v4, v5 clamp",
]


@pytest.mark.parametrize("text", REJECTED)
def test_operands_llvm_mc_rejects_are_rejected(text):
    assert llvm.assemble("cdna4", [text]) == [None]
    with pytest.raises(AsmError):
        ISA.assemble(text)


SRC_VALUES = ("src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit",
              "src_pops_exiting_wave_id", "src_vccz", "src_execz", "src_scc")  # fmt: skip


def test_sr_pk_fp4_f32_pair_takes_the_src_values():
    """llvm-mc takes the src_* values in the VGPR pair and llvm-objdump prints them back
    (errata pk-fp4-pair-src-values): our bytes and text equal llvm's. The emulator reads the
    value's 64 bits, low dword first: src_shared_limit is the aperture's last byte, whose low
    dword is all ones (the 4 GiB aperture is 4 GiB aligned), a NaN that FP4 saturates to 0x7 in
    the low nibble, while the high dword (the aperture's top bits, a denormal) is 0; src_vccz is
    the pair (1, 0) and src_scc (0, 0) here, both 0 in FP4."""
    lines = [f"v_cvt_scalef32_sr_pk_fp4_f32 v247, {name}, v145, v116" for name in SRC_VALUES]
    theirs = llvm.assemble("cdna4", lines)
    assert all(theirs), lines
    assert [ISA.assemble(line) for line in lines] == theirs
    assert [t.split(" ", 1)[1] for t in llvm.disassemble("cdna4", theirs)] == [
        ISA.text(ISA.decode(code)[0]).split(" ", 1)[1] for code in theirs
    ]
    scale = {5: np.full(64, ONE, np.uint32)}
    st = run("v_cvt_scalef32_sr_pk_fp4_f32 v0, src_shared_limit, v4, v5", scale)
    assert int(st.vgpr[0, 0, 0]) & 0xFF == 0x07
    nan_first = run("v_cvt_scalef32_sr_pk_fp4_f32 v0, v[2:3], v4, v5", {**scale, 2: np.full(64, 0xFFFFFFFF, np.uint32), 3: np.zeros(64, np.uint32)})
    assert int(nan_first.vgpr[0, 0, 0]) & 0xFF == 0x07
    st = run("s_mov_b64 vcc, 0\ns_cmp_eq_u32 0, 1\nv_cvt_scalef32_sr_pk_fp4_f32 v0, src_vccz, v4, v5\nv_cvt_scalef32_sr_pk_fp4_f32 v1, src_scc, v4, v5", scale)
    assert int(st.vgpr[0, 0, 0]) == int(st.vgpr[0, 1, 0]) == 0
