"""op_sel on every VOP3 form with 16-bit operands (CDNA4 12.11, MI200 12.11; errata
vop3-opsel-16bit-dest): op_sel[k] makes source k read its register's high half, and a 16-bit
result goes to the half op_sel[3] picks while the other half of D keeps its value.

Oracles: the guide's rule itself, checked as a relation between runs (a source's high half
read with op_sel[k] set gives what the same value in the low half gives without it; the
result lands in the selected half with the other kept), for every such form; and hand-worked
results of the guide's pseudocode for V_MAD_U16 / V_MAD_I16 / V_MAD_F16 / V_FMA_F16.
"""

from __future__ import annotations

import numpy as np
import pytest
from cdna_isa.runtime.forms import TYPE_BITS, opsel_sources
from cdna_isa.runtime.wave import WaveState

from .emulate import run

SOURCES = ("S0", "S1", "S2")


def opsel_forms(isa):
    """(form, 16-bit source indices, has a 16-bit result) of each VOP3A op_sel form whose
    operands are VGPR-capable registers of 16 or 32 bits."""
    out = []
    for form in sorted(isa.forms, key=lambda f: f.mnemonic):
        if form.fmt != "VOP3A" or "op_sel" not in form.instr.flags or isa.vector.get(form.instr.name) is None:
            continue
        ops = [o for o in form.operands]
        if any(o.kind not in ("vgpr", "src") or TYPE_BITS[o.type] not in (16, 32) for o in ops):
            continue
        halves = [k for k, o in enumerate(o for o in ops if o.name in SOURCES) if TYPE_BITS[o.type] == 16]
        d16 = any(o.name == "D" and TYPE_BITS[o.type] == 16 for o in ops)
        if halves or d16:
            out.append((form, halves, d16))
    return out


def execute(isa, form, opsel: list[int], regs: dict[int, np.ndarray]) -> np.ndarray:
    st = WaveState.create(waves=1)
    for r, v in regs.items():
        st.vgpr[0, r] = v
    names = [o.name for o in form.operands]
    text = ", ".join("v10" if n == "D" else f"v{1 + SOURCES.index(n)}" for n in names)
    run(isa, f"{form.mnemonic} {text} op_sel:[{','.join(map(str, opsel))}]", st)
    return st.vgpr[0, 10].copy()


def test_every_16bit_opsel_form(isa):
    rng = np.random.default_rng(9)
    forms = opsel_forms(isa)
    assert len(forms) >= 13, [f.mnemonic for f, _, _ in forms]
    for form, halves, d16 in forms:
        n = opsel_sources(form)
        values = {r: rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32) for r in (1, 2, 3)}
        d_old = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
        plain = execute(isa, form, [0] * (n + 1), {**values, 10: d_old})
        for k in halves:
            moved = dict(values)  # the low half moved up, the freed low half filled with junk
            moved[1 + k] = (values[1 + k] << np.uint32(16)) | (~values[1 + k] & np.uint32(0xFFFF))
            sel = [int(i == k) for i in range(n)] + [0]
            got = execute(isa, form, sel, {**moved, 10: d_old})
            assert np.array_equal(got, plain), f"{form.mnemonic}: op_sel[{k}] does not read the high half"
        if d16:
            assert np.array_equal(plain >> np.uint32(16), d_old >> np.uint32(16)), f"{form.mnemonic}: D[31:16] not kept"
            high = execute(isa, form, [0] * n + [1], {**values, 10: d_old})
            assert np.array_equal(high >> np.uint32(16), plain & np.uint32(0xFFFF)), f"{form.mnemonic}: op_sel[3]"
            assert np.array_equal(high & np.uint32(0xFFFF), d_old & np.uint32(0xFFFF)), f"{form.mnemonic}: D[15:0] not kept"


@pytest.mark.parametrize(
    "text, regs, want",
    [
        # V_MAD_U16: 3 * 4 + 5 = 17 into the high half, the low half kept
        ("v_mad_u16 v3, v1, v2, v4 op_sel:[0,0,0,1]", {1: 3, 2: 4, 4: 5, 3: 0x11112222}, 0x00112222),
        # ... into the low half, the high half kept; wraps modulo 2^16: 0xFFFF * 2 + 3 = 0x1
        ("v_mad_u16 v3, v1, v2, v4", {1: 0xFFFF, 2: 2, 4: 3, 3: 0x11112222}, 0x11110001),
        # V_MAD_I16 with clamp saturates: 0x7FFF * 2 + 0 -> 0x7FFF; sources from the high halves
        ("v_mad_i16 v3, v1, v2, v4 op_sel:[1,1,0,0] clamp", {1: 0x7FFF0000, 2: 0x00020000, 4: 0, 3: 0xABCD0000}, 0xABCD7FFF),
        # V_FMA_F16: 1.5 * 2 + 0.5 = 3.5 (0x4300) into the high half
        ("v_fma_f16 v3, v1, v2, v4 op_sel:[0,0,0,1]", {1: 0x3E00, 2: 0x4000, 4: 0x3800, 3: 0x5555AAAA}, 0x4300AAAA),
        # V_MAD_F16: 1 * 1 + 1 = 2.0 into the low half, the high half kept (the case)
        ("v_mad_f16 v3, v1, v2, v4", {1: 0x3C00, 2: 0x3C00, 4: 0x3C00, 3: 0x11112222}, 0x11114000),
        # _LEGACY: D[31:16] zeroed
        ("v_mad_legacy_u16 v3, v1, v2, v4", {1: 3, 2: 4, 4: 5, 3: 0x11112222}, 0x00000011),
    ],
)
def test_mad_fma_16_by_hand(isa, text, regs, want):
    st = WaveState.create(waves=1)
    for r, v in regs.items():
        st.vgpr[0, r] = v
    run(isa, text, st)
    assert int(st.vgpr[0, 3, 0]) == want, hex(int(st.vgpr[0, 3, 0]))
