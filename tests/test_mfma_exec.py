"""Every dense MFMA of both architectures in the emulator against numpy.

Oracle: numpy. Random A, B, C (blocks x M x K etc.) are placed into registers by the layout
rules (CDNA4 guide 7.1.4, checked entry by entry against the guide's and AMD's calculator's
worked examples in tests/test_matrix_layouts.py), the instruction runs on one wave, and D is
read back by the same rules. Expected values: per block, numpy's float64 matmul of the inputs
plus C, rounded to f32; i8 exact, wrapped to 32 bits; f64 within 1e-13 relative. Inputs are
small multiples of 1/8 (1/32) so that the f32 results are exact whatever the order and
grouping of the sums: these tests check layouts and modifiers; how partial results round is
tests/test_guide_matrix.py's subject.
"""

from __future__ import annotations

import cdna_isa
import numpy as np
import pytest
from cdna_isa.runtime.matrix import ELEMENT_DTYPES
from cdna_isa.runtime.wave import Program, WaveState

from .emulate import WORD, register_image, regs

CASES = [
    (arch, name)
    for arch in ("cdna2", "cdna4")
    for name in cdna_isa.arch(arch).mfma.names()
    if not cdna_isa.arch(arch).mfma.shape(name).sparse and "_scale_" not in name
]
A_BASE, B_BASE, C_BASE, D_BASE = 0, 16, 64, 128


def random_matrix(rng, kind: str, shape) -> np.ndarray:
    if kind in ("i8", "i32"):
        lo, hi = (-128, 128) if kind == "i8" else (-(2**20), 2**20)
        return rng.integers(lo, hi, shape).astype(ELEMENT_DTYPES[kind])
    if kind in ("fp6", "bf6", "fp4"):  # every value of the format, drawn uniformly
        return rng.integers(0, 1 << (4 if kind == "fp4" else 6), shape).astype(np.uint8).view(ELEMENT_DTYPES[kind])
    scale = 8.0 if kind in ("fp8", "bf8") else 32.0
    return (rng.integers(-32, 33, shape) / scale).astype(ELEMENT_DTYPES[kind])


F8F6F4 = [(0, 0), (1, 0), (2, 3), (3, 2), (4, 4), (0, 4), (4, 1)]  # (cbsz, blgp): A, B formats
CASES = [
    (arch, name, mods)
    for arch, name in CASES
    for mods in (
        [{"cbsz": c, "blgp": b} for c, b in F8F6F4]
        if cdna_isa.arch(arch).mfma.shape(name).formats_by_modifiers
        else [{}]
    )
]


def random_operands(rng, shape):
    """A, B, C for one wave: blocks x M x K, K x N, M x N of the shape's formats."""
    return (
        random_matrix(rng, shape.a, (shape.blocks, shape.m, shape.k)),
        random_matrix(rng, shape.b, (shape.blocks, shape.k, shape.n)),
        random_matrix(rng, shape.c, (shape.blocks, shape.m, shape.n)),
    )


def place(st, wave: int, core, name: str, shape, operands, mods) -> None:
    """A, B, C into wave `wave`'s VGPRs at A_BASE, B_BASE, C_BASE by the layout rules."""
    na, nb, nc = (shape.registers(m) for m in "ABC")
    a, b, c = operands
    st.vgpr[wave, A_BASE : A_BASE + na] = register_image(core, name, "A", a, na, **mods)
    st.vgpr[wave, B_BASE : B_BASE + nb] = register_image(core, name, "B", b, nb, **mods)
    st.vgpr[wave, C_BASE : C_BASE + nc] = register_image(core, name, "C", c, nc)


def instruction(name: str, shape, mods) -> str:
    na, nb, nc = (shape.registers(m) for m in "ABC")
    text = f"{name} {regs(D_BASE, nc)}, {regs(A_BASE, na)}, {regs(B_BASE, nb)}, {regs(C_BASE, nc)}"
    return text + "".join(f" {k}:{v}" for k, v in mods.items() if v)


def check_d(st, wave: int, core, name: str, shape, operands) -> None:
    """D of wave `wave`, read back by the layout rules, against numpy (see the module doc)."""
    image = st.vgpr[wave, D_BASE : D_BASE + shape.registers("C")]
    got = np.zeros((shape.blocks, shape.m, shape.n), ELEMENT_DTYPES[shape.c])
    for e in core.layout(name, "D"):
        word = int(image[e.register, e.lane])
        if shape.c == "f64":
            word |= int(image[e.register + 1, e.lane]) << 32
        got[e.block, e.row, e.col] = np.array(word, WORD[got.itemsize]).view(got.dtype)
    a, b, c = operands
    exact = a.astype(np.float64) @ b.astype(np.float64) + c.astype(np.float64)
    if shape.c == "i32":
        want = ((exact.astype(np.int64) + 2**31) % 2**32 - 2**31).astype(np.int32)
        np.testing.assert_array_equal(got, want)
    elif shape.c == "f64":
        np.testing.assert_allclose(got, exact, rtol=1e-13)
    else:
        np.testing.assert_array_equal(got, exact.astype(np.float32))


@pytest.mark.parametrize("arch,name,mods", CASES)
def test_mfma_matches_numpy(arch, name, mods):
    """For the F8F6F4 MFMAs, CBSZ/BLGP choose A's/B's format (0 fp8, 1 bf8, 2 fp6, 3 bf6,
    4 fp4; CDNA4 7.1.5): values are drawn from each format with ml_dtypes."""
    isa = cdna_isa.arch(arch)
    core = isa.mfma
    shape = core.shape(name).resolved(mods.get("cbsz", 0), mods.get("blgp", 0))
    rng = np.random.default_rng(abs(hash((arch, name, str(mods)))) % 2**32)
    operands = random_operands(rng, shape)
    st = WaveState.create(1)
    place(st, 0, core, name, shape, operands, mods)
    Program(isa, isa.assemble(instruction(name, shape, mods) + "\ns_endpgm")).run(st)
    check_d(st, 0, core, name, shape, operands)


@pytest.mark.parametrize(
    "arch,name",
    [
        ("cdna4", "v_mfma_f32_16x16x16_f16"),
        ("cdna4", "v_mfma_f32_32x32x16_bf16"),
        ("cdna4", "v_mfma_i32_16x16x64_i8"),
        ("cdna4", "v_mfma_f64_16x16x4_f64"),
        ("cdna2", "v_mfma_f32_32x32x2f32"),
    ],
)
def test_mfma_over_many_waves_matches_numpy(monkeypatch, arch, name):
    """Five waves, each its own A, B, C, computed matrix.WAVES_AT_ONCE (here 2) waves at a
    time: every wave's D against numpy, as test_mfma_matches_numpy checks one wave."""
    from cdna_isa.runtime import matrix

    monkeypatch.setattr(matrix, "WAVES_AT_ONCE", 2)
    isa = cdna_isa.arch(arch)
    core = isa.mfma
    shape = core.shape(name)
    rng = np.random.default_rng(len(name))
    st = WaveState.create(5)
    operands = [random_operands(rng, shape) for _ in range(5)]
    for wave, ops in enumerate(operands):
        place(st, wave, core, name, shape, ops, {})
    Program(isa, isa.assemble(instruction(name, shape, {}) + "\ns_endpgm")).run(st)
    for wave, ops in enumerate(operands):
        check_d(st, wave, core, name, shape, ops)


def test_cbsz_abid_broadcast_and_blgp():
    """MI200 7.1 / calculator README: CBSZ=2, ABID=1 feeds block 1's A to blocks 0-3 (5 to
    4-7, ...); BLGP=2 feeds lanes 32-63's B to lanes 0-31. Expected: numpy with the same
    block and lane substitutions."""
    isa = cdna_isa.arch("cdna2")
    core, name = isa.mfma, "v_mfma_f32_4x4x4f16"
    shape = core.shape(name)
    rng = np.random.default_rng(7)
    a = random_matrix(rng, "f16", (16, 4, 4))
    b = random_matrix(rng, "f16", (16, 4, 4))
    c = random_matrix(rng, "f32", (16, 4, 4))
    st = WaveState.create(1)
    st.vgpr[0, 0:2] = register_image(core, name, "A", a, 2)
    st.vgpr[0, 2:4] = register_image(core, name, "B", b, 2)
    st.vgpr[0, 4:8] = register_image(core, name, "C", c, 4)
    Program(isa, isa.assemble(f"{name} v[8:11], v[0:1], v[2:3], v[4:7] cbsz:2 abid:1 blgp:2\ns_endpgm")).run(st)
    a_used = a[[(blk & ~3) | 1 for blk in range(16)]]
    b_used = b[[blk % 8 + 8 for blk in range(16)]]  # B block of lane l: l // 4; lanes 0-31 read 32-63
    want = (a_used.astype(np.float64) @ b_used.astype(np.float64) + c).astype(np.float32)
    got = np.zeros((16, 4, 4), np.float32)
    for e in core.layout(name, "D"):
        got[e.block, e.row, e.col] = np.uint32(st.vgpr[0, 8 + e.register, e.lane]).view(np.float32)
    np.testing.assert_array_equal(got, want)
    assert shape.blocks == 16


SPARSE = [
    name
    for name in cdna_isa.arch("cdna4").mfma.names()
    if cdna_isa.arch("cdna4").mfma.shape(name).sparse
]


@pytest.mark.parametrize("name", SPARSE)
@pytest.mark.parametrize("abid", [0, 1])
def test_smfmac_matches_numpy(name, abid):
    """CDNA4 7.5: A is 2:4 sparse: two of every four K values of a row are stored, each with a
    2-bit index in the S2 VGPR (ABID picks the set of indices); D += A * B. Oracle: numpy on
    the dense A built from the chosen positions."""
    isa = cdna_isa.arch("cdna4")
    core = isa.mfma
    shape = core.shape(name)
    rng = np.random.default_rng(abs(hash((name, abid))) % 2**32)
    dense = np.zeros((shape.blocks, shape.m, shape.k), ELEMENT_DTYPES[shape.a])
    stored = random_matrix(rng, shape.a, (shape.blocks, shape.m, shape.stored_k))
    positions = np.zeros(stored.shape, np.int64)
    for g in range(shape.k // 4):  # choose two increasing positions in each group of four
        pick = np.sort(rng.permuted(np.tile(np.arange(4), (shape.blocks, shape.m, 1)), axis=-1)[..., :2], axis=-1)
        positions[..., 2 * g : 2 * g + 2] = pick
        np.put_along_axis(dense, 4 * g + pick, stored[..., 2 * g : 2 * g + 2], axis=-1)
    b = random_matrix(rng, shape.b, (shape.blocks, shape.k, shape.n))
    c = random_matrix(rng, shape.c, (shape.blocks, shape.m, shape.n))
    index = np.zeros(64, np.uint32)
    for e in core.layout(name, "K", abid=abid):  # K[i][k]: the 4 index bits of k's group
        if e.col % 4 == 0:
            g = e.col // 4
            pair = positions[e.block, e.row, 2 * g] | positions[e.block, e.row, 2 * g + 1] << 2
            index[e.lane] |= np.uint32(int(pair) << e.bit_lo)
    na, nb, nd = (shape.registers(m) for m in "ABD")
    st = WaveState.create(1)
    st.vgpr[0, A_BASE : A_BASE + na] = register_image(core, name, "A", stored, na)
    st.vgpr[0, B_BASE : B_BASE + nb] = register_image(core, name, "B", b, nb)
    st.vgpr[0, D_BASE : D_BASE + nd] = register_image(core, name, "D", c, nd)
    st.vgpr[0, 100] = index
    text = f"{name} {regs(D_BASE, nd)}, {regs(A_BASE, na)}, {regs(B_BASE, nb)}, v100 abid:{abid}"
    Program(isa, isa.assemble(text + "\ns_endpgm")).run(st)
    image = st.vgpr[0, D_BASE : D_BASE + nd]
    got = np.zeros((shape.blocks, shape.m, shape.n), ELEMENT_DTYPES[shape.c])
    for e in core.layout(name, "D"):
        got[e.block, e.row, e.col] = np.array(int(image[e.register, e.lane]), np.uint32).view(got.dtype)
    exact = dense.astype(np.float64) @ b.astype(np.float64) + c.astype(np.float64)
    if shape.c == "i32":
        np.testing.assert_array_equal(got, exact.astype(np.int64).astype(np.int32))
    else:
        np.testing.assert_array_equal(got, exact.astype(np.float32))


def test_sparsity_index_positions_follow_the_guide():
    """CDNA4 7.5.1 Tables 35 and 37: for 16-bit data a lane's set of indices is 8 bits (V0 low,
    V0 high, V1 low, V1 high at bits 1:0, 3:2, 5:4, 7:6; ABID picks set 0..3); for 8-bit data
    16 bits (one index per byte of V0 then V1; ABID[0] picks set 0..1)."""
    core = cdna_isa.arch("cdna4").mfma
    k16 = core.layout("v_smfmac_f32_16x16x32_f16", "K")
    lane0 = sorted({(e.col // 4, e.bit_lo, e.bit_hi) for e in k16 if e.lane == 0})
    assert lane0 == [(0, 0, 3), (1, 4, 7)]  # groups k 0-3 and 4-7 of row 0
    k16_set3 = core.layout("v_smfmac_f32_16x16x32_f16", "K", abid=3)
    assert sorted({e.bit_lo for e in k16_set3 if e.lane == 0}) == [24, 28]
    k8_set1 = core.layout("v_smfmac_i32_16x16x64_i8", "K", abid=1)
    assert sorted({e.bit_lo for e in k8_set1 if e.lane == 0}) == [16, 20, 24, 28]
    # AMD's calculator (CDNA3 example, same rule with cbsz 0): K[2][31] = v0{50}.[7:4]
    e = core.get_register("v_smfmac_f32_16x16x32_f16", "K", 2, 31)
    assert (e.register, e.lane, e.bit_hi, e.bit_lo) == (0, 50, 7, 4)


@pytest.mark.parametrize("name", ["v_mfma_f32_16x16x128_f8f6f4", "v_mfma_f32_32x32x64_f8f6f4"])
@pytest.mark.parametrize("cbsz,blgp,byte_a,byte_b", [(0, 0, 0, 0), (4, 2, 1, 3)])
def test_block_scaled_matmul(name, cbsz, blgp, byte_a, byte_b):
    """CDNA4 7.2: one E8M0 scale (bias 127) per 32 K values of each A row and B column, read
    from lane r + rows * (k / 32) of the scale VGPR, in the byte OP_SEL selects; each block's
    dot product is multiplied by both scales before accumulation. Oracle: numpy."""
    from cdna_isa.runtime.matrix import run_scaled

    core = cdna_isa.arch("cdna4").mfma
    shape = core.shape(name).resolved(cbsz, blgp)
    rng = np.random.default_rng(cbsz * 10 + blgp)
    a = random_matrix(rng, shape.a, (1, shape.m, shape.k))
    b = random_matrix(rng, shape.b, (1, shape.k, shape.n))
    c = random_matrix(rng, "f32", (1, shape.m, shape.n))
    kb = shape.k // 32
    ea = rng.integers(120, 135, (shape.m, kb))
    eb = rng.integers(120, 135, (shape.n, kb))
    sa = np.zeros(64, np.uint32)
    sb = np.zeros(64, np.uint32)
    for r in range(shape.m):
        for q in range(kb):
            sa[r + shape.m * q] |= np.uint32(ea[r, q] << (8 * byte_a))
            sb[r + shape.n * q] |= np.uint32(eb[r, q] << (8 * byte_b))
    mods = {"cbsz": cbsz, "blgp": blgp}
    na, nb, nc = (shape.registers(m) for m in "ABC")
    img = lambda m, v, n: register_image(core, name, m, v, n, **(mods if m in "AB" else {})).T[None]  # noqa: E731
    # through the emulator: the 128-bit v_mfma_scale_* with the scales in v250 / v251
    isa = cdna_isa.arch("cdna4")
    st = WaveState.create(1)
    st.vgpr[0, A_BASE : A_BASE + na] = img("A", a, na)[0].T
    st.vgpr[0, B_BASE : B_BASE + nb] = img("B", b, nb)[0].T
    st.vgpr[0, C_BASE : C_BASE + nc] = img("C", c, nc)[0].T
    st.vgpr[0, 250], st.vgpr[0, 251] = sa, sb
    sel = f"op_sel:[{byte_a & 1},{byte_b & 1}] op_sel_hi:[{byte_a >> 1},{byte_b >> 1},0]"
    scaled = name.replace("v_mfma_", "v_mfma_scale_")
    text = f"{scaled} {regs(D_BASE, nc)}, {regs(A_BASE, na)}, {regs(B_BASE, nb)}, {regs(C_BASE, nc)}, v250, v251 {sel} cbsz:{cbsz} blgp:{blgp}"
    Program(isa, isa.assemble(text + "\ns_endpgm")).run(st)
    d = np.moveaxis(st.vgpr[:, D_BASE : D_BASE + nc], 1, 2)
    direct = run_scaled(core.shape(name), img("A", a, na), img("B", b, nb), img("C", c, nc), cbsz, blgp, sa[None], sb[None], byte_a, byte_b)
    np.testing.assert_array_equal(d, direct)
    want = c[0].astype(np.float64).copy()
    for q in range(kb):
        blk = a[0, :, 32 * q : 32 * q + 32].astype(np.float64) @ b[0, 32 * q : 32 * q + 32, :].astype(np.float64)
        want += blk * np.exp2(ea[:, q, None] - 127.0) * np.exp2(eb[None, :, q] - 127.0)
    got = np.zeros((shape.m, shape.n), np.float32)
    for e in core.layout(name, "D"):
        got[e.row, e.col] = np.uint32(d[0, e.lane, e.register]).view(np.float32)
    np.testing.assert_array_equal(got, want.astype(np.float32))


@pytest.mark.parametrize(
    "arch,name,mode,kept",
    [
        ("cdna2", "v_mfma_f32_16x16x16f16", 0x3F0, False),  # MI200 Table 25: f16 flushes
        ("cdna4", "v_mfma_f32_16x16x16_f16", 0x3F0, True),  # CDNA4 7.4: 16-bit keeps
        ("cdna2", "v_mfma_f32_16x16x4f32", 0x3F0, True),  # f32 follows MODE: denormals kept
        ("cdna2", "v_mfma_f32_16x16x4f32", 0x300, False),  # MODE.FP_DENORM f32 = 0: flushed
        ("cdna4", "v_mfma_f32_16x16x4_f32", 0x300, False),
    ],
)
def test_mfma_denormals(arch, name, mode, kept):
    """A denormal input times 1 with C = 0: kept, it comes out unchanged (a denormal f32);
    flushed (inputs and outputs), it comes out as zero."""
    isa = cdna_isa.arch(arch)
    core = isa.mfma
    shape = core.shape(name)
    dt = ELEMENT_DTYPES[shape.a]
    tiny = np.array(2.0**-20 if shape.a == "f16" else 2.0**-140, np.float64).astype(dt)
    a = np.zeros((1, shape.m, shape.k), dt)
    b = np.zeros((1, shape.k, shape.n), dt)
    a[0, 0, 0], b[0, 0, 0] = tiny, np.array(1.0).astype(dt)
    c = np.zeros((1, shape.m, shape.n), np.float32)
    na, nb, nc = (shape.registers(m) for m in "ABC")
    st = WaveState.create(1)
    st.hwreg[0, 1] = mode
    st.vgpr[0, A_BASE : A_BASE + na] = register_image(core, name, "A", a, na)
    st.vgpr[0, B_BASE : B_BASE + nb] = register_image(core, name, "B", b, nb)
    st.vgpr[0, C_BASE : C_BASE + nc] = register_image(core, name, "C", c, nc)
    text = f"{name} {regs(D_BASE, nc)}, {regs(A_BASE, na)}, {regs(B_BASE, nb)}, {regs(C_BASE, nc)}"
    Program(isa, isa.assemble(text + "\ns_endpgm")).run(st)
    e = core.get_register(name, "D", 0, 0)
    got = float(np.uint32(st.vgpr[0, D_BASE + e.register, e.lane]).view(np.float32))
    assert got == (float(tiny) if kept else 0.0)


@pytest.mark.parametrize(
    "arch,text",
    [
        ("cdna4", "v_mfma_f32_16x16x16_f16 v[128:131], v[0:1], v[16:17], v[64:67]"),
        ("cdna4", "v_mfma_f32_32x32x16_bf16 v[128:143], v[0:3], v[16:19], v[64:79]"),
        ("cdna4", "v_mfma_i32_16x16x64_i8 v[128:131], v[0:3], v[16:19], v[64:67]"),
        ("cdna4", "v_mfma_f64_16x16x4_f64 v[128:135], v[0:1], v[16:17], v[64:71]"),
        ("cdna2", "v_mfma_f32_32x32x2f32 v[128:143], v0, v16, v[64:79]"),
        ("cdna4", "v_smfmac_f32_16x16x64_f16 v[128:131], v[0:3], v[16:23], v64"),
        ("cdna4", "v_mfma_scale_f32_16x16x128_f8f6f4 v[128:131], v[0:5], v[16:19], v[64:67], v250, v251 op_sel:[1,0] cbsz:2 blgp:4"),
    ],
)
def test_mfma_over_many_waves_equals_each_wave_alone(monkeypatch, arch, text):
    """matrix.WAVES_AT_ONCE waves at a time (here 2, over 5 waves): D of every wave equals
    the same instruction run on that wave alone. Registers hold random bits (NaNs, infinities,
    denormals among them) and each wave its own MODE (denormals flushed or kept, FP16_OVFL)."""
    from cdna_isa.runtime import matrix

    isa = cdna_isa.arch(arch)
    program = Program(isa, isa.assemble(text + "\ns_endpgm"))
    rng = np.random.default_rng(len(text))
    registers = rng.integers(0, 2**32, (5, 256, 64), dtype=np.uint64).astype(np.uint32)
    modes = np.array([0x3F0, 0x300, 0x3F0 | 1 << 23, 0x000, 0x0F0], np.uint32)
    monkeypatch.setattr(matrix, "WAVES_AT_ONCE", 2)
    together = WaveState.create(5)
    together.vgpr[:, :256] = registers
    together.hwreg[:, 1] = modes
    program.run(together)
    for w in range(5):
        alone = WaveState.create(1)
        alone.vgpr[0, :256] = registers[w]
        alone.hwreg[0, 1] = modes[w]
        program.run(alone)
        np.testing.assert_array_equal(together.vgpr[w, 128:144], alone.vgpr[0, 128:144], err_msg=f"wave {w}")
