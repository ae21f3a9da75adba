"""Running a snippet of assembly on a prepared wave state (emulator unit tests)."""

from __future__ import annotations

import importlib

import numpy as np
from cdna_isa.runtime.wave import Program, WaveState

LANE = np.arange(64, dtype=np.uint32)  # each lane's number, as a VGPR row


def ops_of(isa):
    """The instruction builders of an ISA (`from cdna_isa.<arch> import ops`)."""
    return importlib.import_module(f"cdna_isa.{isa.name}.ops")


def run(isa, src, st: WaveState) -> WaveState:
    """`src` (text, or instructions and labels built with ops) with s_endpgm appended, run to
    the end on `st` (returned)."""
    if isinstance(src, str):
        Program(isa, isa.assemble(src + "\ns_endpgm")).run(st)
    else:
        ops = ops_of(isa)
        ops.program([*src, ops.s_endpgm()]).run(st)
    return st


# matrix-core operands --------------------------------------------------------------------------
WORD = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def register_image(core, name: str, matrix: str, values: np.ndarray, nregs: int, **mods) -> np.ndarray:
    """The [nregs, 64] u32 image of an MFMA operand holding `values` [blocks, rows, cols] (numpy
    values of the element type), placed by the layout rules (core.layout)."""
    img = np.zeros((nregs + 1, 64), np.uint64)
    for e in core.layout(name, matrix, **mods):
        v = np.asarray(values[e.block, e.row, e.col])
        bits = int(v.view(WORD[v.dtype.itemsize])) << e.bit_lo
        img[e.register, e.lane] |= np.uint64(bits & 0xFFFFFFFF if e.bit_hi < 63 else bits)
        if 31 < e.bit_hi < 63:  # a 6-bit item crossing into the next register
            img[e.register + 1, e.lane] |= np.uint64(bits >> 32)
    img = img[:nregs]
    if e.bit_hi - e.bit_lo == 63:  # 64-bit entries: split into register pairs
        out = np.zeros((nregs, 64), np.uint32)
        out[0::2] = (img[0::2] & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        out[1::2] = (img[0::2] >> np.uint64(32)).astype(np.uint32)
        return out
    return img.astype(np.uint32)


def regs(base: int, n: int) -> str:
    return f"v{base}" if n == 1 else f"v[{base}:{base + n - 1}]"


def run_matrix(isa, name: str, a, b, c, mode: int = 0, index: int = 0x44444444, scales=(0x7F7F7F7F, 0x7F7F7F7F), **mods) -> np.ndarray:
    """One wave runs matrix instruction `name` (text from the layout: A in v0.., B in v16..,
    C in v64.., D in v128..) on A [blocks, M, K] (SMFMAC: the stored half), B, C (numpy values
    of the element types) with MODE = `mode`; returns D's raw bits [blocks, M, N] (u32, or u64
    for f64). SMFMAC: `index` in every lane of v100 (default: stored elements at k 0 and 1 of
    each group of four); scaled MFMAs: the scale dwords in v250 (A) and v251 (B)."""
    core = isa.mfma
    declared = core.shape(name)
    shape = declared.resolved(mods.get("cbsz", 0), mods.get("blgp", 0))
    formats = {k: mods[k] for k in ("cbsz", "blgp") if k in mods} if declared.formats_by_modifiers else {}
    na, nb, nc = (shape.registers(m) for m in "ABC")
    st = WaveState.create(1)
    st.hwreg[0, 1] = mode
    st.vgpr[0, 0:na] = register_image(core, name, "A", a, na, **formats)
    st.vgpr[0, 16 : 16 + nb] = register_image(core, name, "B", b, nb, **formats)
    if shape.sparse:
        st.vgpr[0, 128 : 128 + nc] = register_image(core, name, "D", c, nc)
        st.vgpr[0, 100] = index
        text = f"{name} {regs(128, nc)}, {regs(0, na)}, {regs(16, nb)}, v100"
    else:
        st.vgpr[0, 64 : 64 + nc] = register_image(core, name, "C", c, nc)
        text = f"{name} {regs(128, nc)}, {regs(0, na)}, {regs(16, nb)}, {regs(64, nc)}"
    if "_scale_" in name:
        st.vgpr[0, 250], st.vgpr[0, 251] = scales
        text += ", v250, v251 op_sel_hi:[0,0,0]"
    text += "".join(f" {k}:{v}" for k, v in mods.items() if v)
    run(isa, text, st)
    image = st.vgpr[0, 128 : 128 + nc].astype(np.uint64)
    wide = shape.c == "f64"
    out = np.zeros((shape.blocks, shape.m, shape.n), np.uint64 if wide else np.uint32)
    for e in core.layout(name, "D"):
        word = image[e.register, e.lane]
        if wide:
            word |= image[e.register + 1, e.lane] << np.uint64(32)
        out[e.block, e.row, e.col] = word
    return out
