"""Inline constants on every VALU source operand: the float type our assembler encodes them as,
the one llvm-mc 22 encodes them as, and the value the emulator reads must be the same.

Oracle 1 (llvm-mc): each source operand of every VALU form gets the bit pattern of the inline
constant 1/(2*pi) spelled as f16 (0x3118), bf16 (0x3e22), f32 (0x3e22f983) and f64
(0x3fc45f306dc9c882) in turn; llvm-mc encodes the one matching the operand's constant type as
the inline code 248 and the others as literals or not at all. Our bytes must equal llvm-mc's on
every line, and where llvm-mc chose code 248 the emulator's register image of code 248 must be
that type's pattern (zero-extended to the operand, so a packed operand holds it in its low
element, as clang-22 relies on: it writes `v_pk_add_f16 v0, v0, 1.0` for <1.0, 0.0> and adds
op_sel_hi:[..,0] to splat a constant).
Oracle 2 (numpy / ml_dtypes): instructions run with inline constants, results computed by hand.
"""

from __future__ import annotations

import random

import cdna_isa
import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.selfcheck import operand_text
from cdna_isa.runtime.wave import WaveState

from . import llvm
from .emulate import run

PATTERNS = {"f16": 0x3118, "bf16": 0x3E22, "f32": 0x3E22F983, "f64": 0x3FC45F306DC9C882}
INLINE_INV_2PI = 248
VALU = ("VOP1", "VOP2", "VOPC", "VOP3A", "VOP3B", "VOP3P")


def probe_lines(isa) -> tuple[list[str], list[tuple]]:
    """(lines, (form, operand, type) per line): one line per source operand and pattern."""
    rnd = random.Random(7)
    lines, meta = [], []
    for form in sorted(isa.forms, key=lambda f: f.mnemonic):
        if form.fmt not in VALU or form.instr.matrix is not None:
            continue
        for k, op in enumerate(form.operands):
            if op.name not in ("S0", "S1", "S2") or op.kind not in ("src", "ssrc"):
                continue
            texts = []
            for j, other in enumerate(form.operands):
                text = operand_text(isa, form, other, rnd, False) if j != k else None
                if j != k and other.kind in ("src", "ssrc"):  # a VGPR: one constant per line
                    text = "v4" if other.nregs == 1 else f"v[4:{3 + other.nregs}]"
                texts.append(text)
            for ty, pattern in PATTERNS.items():
                texts[k] = hex(pattern)
                lines.append(f"{form.mnemonic} {', '.join(texts)}")
                meta.append((form, op, ty))
    return lines, meta


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_constant_types_agree_with_llvm_mc(arch):
    isa = cdna_isa.arch(arch)
    lines, meta = probe_lines(isa)
    theirs = llvm.assemble(arch, lines)
    problems, inline_seen = [], 0
    for line, (_, op, ty), ref in zip(lines, meta, theirs):
        try:
            ours = isa.assemble(line)
        except AsmError:
            ours = None
        if ours != ref:
            problems.append(f"{line!r}: llvm-mc {ref.hex() if ref else 'rejects'}, ours {ours.hex() if ours else 'rejects'}")
            continue
        if ref is None:
            continue
        decoded = isa.decode(ref)[0]
        if decoded.fields.get(op.field) != INLINE_INV_2PI:
            continue
        inline_seen += 1
        image = isa.codes.inline_constant_bits(INLINE_INV_2PI, op)
        # where the guides give the register pattern (constant_bits: V_CMP_CLASS_F16's f16
        # mask, errata cmp-class-f16-constants), the guides' type, not llvm-mc's operand type
        want = PATTERNS[op.constant_bits or ty]
        if image != want:
            problems.append(f"{line!r}: llvm-mc reads the {ty} pattern as 1/(2*pi); the emulator reads {image:#x}, expected {want:#x}")
    assert inline_seen > 500, inline_seen
    assert not problems, f"{len(problems)} of {len(lines)}:\n" + "\n".join(problems[:30])


def lanes(isa, src: str, regs: dict[int, int], waves: int = 1) -> WaveState:
    st = WaveState.create(waves=waves)
    for r, v in regs.items():
        st.vgpr[:, r, :] = v & 0xFFFFFFFF
    return run(isa, src, st)


def f16_bits(x: float) -> int:
    return int(np.float16(x).view(np.uint16))


def f32_bits(x: float) -> int:
    return int(np.float32(x).view(np.uint32))


def test_packed_f16_constant_is_the_low_half(isa):
    """v_pk_add_f16 v3, v1, 1.0 with v1 = 0: 1.0 in the low half, 0 + 0 in the high half."""
    st = lanes(isa, "v_pk_add_f16 v3, v1, 1.0", {1: 0})
    assert st.vgpr[0, 3, 0] == 0x00003C00
    # op_sel_hi:[1,0]: the high element reads the constant's low half too (clang's splat)
    st = lanes(isa, "v_pk_add_f16 v3, v1, 1.0 op_sel_hi:[1,0]", {1: 0x40004000})
    assert st.vgpr[0, 3, 0] == (f16_bits(3.0) << 16 | f16_bits(3.0))


def test_packed_integer_constant_is_sign_extended(isa):
    """An integer constant fills the dword: -1 is -1 in both halves, 5 only in the low one."""
    st = lanes(isa, "v_pk_add_u16 v3, v1, -1\nv_pk_add_u16 v4, v1, 5", {1: 0x00070009})
    assert st.vgpr[0, 3, 0] == 0x00060008
    assert st.vgpr[0, 4, 0] == 0x0007000E


def test_packed_f32_constant_as_clang_writes_it(isa):
    """clang-22: fma(<2 x float>, <2 x float>, splat 1.0) is `1.0 op_sel_hi:[1,1,0]`: both
    dwords of the result are a*b + 1.0; without op_sel_hi the high dword adds 0."""
    a = np.array([1.5, -2.25], np.float32)
    b = np.array([3.0, 0.5], np.float32)
    regs = {2: f32_bits(a[0]), 3: f32_bits(a[1]), 4: f32_bits(b[0]), 5: f32_bits(b[1])}
    st = lanes(isa, "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], 1.0 op_sel_hi:[1,1,0]", regs)
    assert st.vgpr[0, 0, 0].view(np.float32) == a[0] * b[0] + 1
    assert st.vgpr[0, 1, 0].view(np.float32) == a[1] * b[1] + 1
    st = lanes(isa, "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], 1.0", regs)
    assert st.vgpr[0, 1, 0].view(np.float32) == a[1] * b[1]


def test_f64_constant(isa):
    """1/(2*pi) on an f64 operand is the guide's f64 pattern 0x3fc45f306dc9c882."""
    st = lanes(isa, "v_add_f64 v[4:5], 0.15915494309189532, v[2:3]", {2: 0, 3: 0})
    assert (int(st.vgpr[0, 5, 0]) << 32 | int(st.vgpr[0, 4, 0])) == 0x3FC45F306DC9C882


def test_dot2_f16_constant(isa):
    """v_dot2_f32_f16 v1, 2.0, v2, v3: the f16 constant 2.0 in the low half, 0 in the high:
    2 * v2.lo + 0 * v2.hi + v3."""
    st = lanes(isa, "v_dot2_f32_f16 v1, 2.0, v2, v3", {2: f16_bits(5.0) << 16 | f16_bits(1.5), 3: f32_bits(0.25)})
    assert st.vgpr[0, 1, 0].view(np.float32) == np.float32(3.25)


def test_mix_constant_is_f16(isa):
    """v_fma_mix_f32 with op_sel_hi set reads the constant as an f16: 2.0 * 3.0 + 1.0."""
    st = lanes(isa, "v_fma_mix_f32 v1, 2.0, v2, 1.0 op_sel_hi:[1,1,1]", {2: f16_bits(3.0)})
    assert st.vgpr[0, 1, 0].view(np.float32) == np.float32(7.0)


def test_bf16_constants():
    """gfx950's bf16 operands take bf16 constants: v_cvt_f32_bf16 of 0.5 is 0.5; v_dot2_f32_bf16
    with 4.0 multiplies the low bf16 half by 4 (ml_dtypes for the bf16 patterns)."""
    isa = cdna_isa.cdna4
    st = lanes(isa, "v_cvt_f32_bf16 v1, 0.5\nv_cvt_f32_bf16_e64 v2, -4.0", {})
    assert st.vgpr[0, 1, 0].view(np.float32) == 0.5
    assert st.vgpr[0, 2, 0].view(np.float32) == -4.0
    lo, hi = (int(np.array(x, ml_dtypes.bfloat16).view(np.uint16)) for x in (1.25, 8.0))
    st = lanes(isa, "v_dot2_f32_bf16 v1, 4.0, v2, v3", {2: hi << 16 | lo, 3: f32_bits(1.0)})
    assert st.vgpr[0, 1, 0].view(np.float32) == np.float32(6.0)


INV_2PI_SPELLINGS = (
    "0.15915494", "0.1591549400", "1.5915494e-1", "0.159154943", "0.15915494309189532",
    "0.15915493667125702", "0.158203125", "0.15820312", "0.159155", "-0.15915494",
)
INV_2PI_PROBES = {
    "cdna4": ("v_cvt_scalef32_pk_fp8_bf16 v22, {}, v1", "v_cvt_scalef32_pk_fp8_f16 v22, {}, v1",
              "v_dot2_f32_bf16 v1, {}, v2, v3", "v_cvt_f32_bf16 v1, {}"),
    "cdna3": ("v_pk_add_f16 v1, {}, v2", "v_add_f16 v1, {}, v2", "v_add_f32 v1, {}, v2",
              "v_add_f64 v[0:1], {}, v[2:3]", "v_dot2_f32_bf16 v1, {}, v2, v3"),
}


@pytest.mark.parametrize("arch", sorted(INV_2PI_PROBES))
def test_inv_2pi_spellings_as_llvm_mc(arch):
    """Which decimal spellings of 1/(2*pi) llvm-mc takes as the inline constant, per operand type.
    For bf16 it is only the value it prints (0.15915494) and spellings of bf16 0x3e22 itself;
    a closer decimal of 1/(2*pi) is a literal. Oracle: llvm-mc 22, live."""
    isa = cdna_isa.arch(arch)
    lines = [probe.format(s) for probe in INV_2PI_PROBES[arch] for s in INV_2PI_SPELLINGS]
    problems = []
    for line, ref in zip(lines, llvm.assemble(arch, lines)):
        try:
            ours = isa.assemble(line)
        except AsmError:
            ours = None
        if ours != ref:
            problems.append(f"{line!r}: llvm-mc {ref.hex() if ref else 'rejects'}, ours {ours.hex() if ours else 'rejects'}")
    assert not problems, "\n".join(problems)
