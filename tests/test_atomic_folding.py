"""Order-free atomics whose old value is not returned (integer add, sub, and, or, xor, signed
and unsigned min and max, 32 and 64 bits, in memory and in LDS): the emulator folds the
updates every lane makes to one address into one update (runtime/atomics.py). The memory
they leave must be what the updates applied one at a time leave.

Oracle: the test's own serial application, lane by lane in wave then lane order, of each op
as the guides' atomic tables define it (MI200 9.5 / CDNA4 chapter 12: the new value from the
old and DATA; min/max signed for _i / smin / smax, unsigned otherwise; sums modulo 2^bits).
Three waves over five addresses with some lanes off, and values near both ends of the range
(where signed and unsigned orders differ and sums wrap).
"""

from __future__ import annotations

import cdna_isa
import numpy as np
import pytest
from cdna_isa.runtime.memory import Memory
from cdna_isa.runtime.wave import ExecutionError, Program, WaveState

WAVES, SLOTS = 3, 5
UINT = {32: np.uint32, 64: np.uint64}


def signed(x: int, bits: int) -> int:
    return x - (1 << bits) if x >> (bits - 1) else x


def apply(op: str, old: int, data: int, bits: int) -> int:
    """One update's new value, the test's own statement of each op."""
    mask = (1 << bits) - 1
    if op == "add":
        return (old + data) & mask
    if op == "sub":
        return (old - data) & mask
    if op == "and":
        return old & data
    if op == "or":
        return old | data
    if op == "xor":
        return old ^ data
    if op in ("smin", "smax"):
        pick = min if op == "smin" else max
        return pick(old, data, key=lambda v: signed(v, bits))
    return min(old, data) if op == "umin" else max(old, data)


OPS = ["add", "sub", "and", "or", "xor", "smin", "smax", "umin", "umax"]
DS_NAMES = {
    "add": "add_u", "sub": "sub_u", "and": "and_b", "or": "or_b", "xor": "xor_b",
    "smin": "min_i", "smax": "max_i", "umin": "min_u", "umax": "max_u",
}  # fmt: skip


def values(rng, bits: int, shape) -> np.ndarray:
    """Random values, a third of them within 16 of 0, 2^(bits-1) or 2^bits (the ends)."""
    top = 1 << bits
    raw = rng.integers(0, top, shape, dtype=np.uint64) if bits == 64 else rng.integers(0, top, shape)
    edge = rng.integers(0, 3, shape)
    near = np.array([0, top >> 1, top - 16], dtype=np.uint64)[edge] + rng.integers(0, 16, shape).astype(np.uint64)
    pick = rng.random(shape) < 1 / 3
    return np.where(pick, near, np.asarray(raw, np.uint64)).astype(UINT[bits])


def setup(rng, bits: int):
    """(state, memory, slot per [wave, lane], data per [wave, lane], EXEC per [wave, lane])."""
    slot = (np.arange(WAVES)[:, None] * 3 + np.arange(64)[None, :] * 7) % SLOTS
    data = values(rng, bits, (WAVES, 64))
    lanes = rng.random((WAVES, 64)) < 0.8
    mem = Memory()
    st = WaveState.create(WAVES, memory=mem, group=np.array([0, 0, 1]))
    exec_bits = (lanes * (1 << np.arange(64, dtype=np.uint64))).sum(1, dtype=np.uint64)
    st.sgpr[:, 126] = (exec_bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    st.sgpr[:, 127] = (exec_bits >> np.uint64(32)).astype(np.uint32)
    words = np.ascontiguousarray(data).view(np.uint32).reshape(WAVES, 64, bits // 32)
    for k in range(bits // 32):
        st.vgpr[:, 2 + k] = words[:, :, k]
    st.vgpr[:, 1] = (slot * 8).astype(np.uint32)  # byte offsets, 8 apart
    return st, mem, slot, data, lanes


def cells_bytes(start: np.ndarray, bits: int) -> np.ndarray:
    """The cells as bytes: one value per 8 bytes (a 32-bit value in the first 4)."""
    cells = np.zeros((SLOTS, 2), np.uint32)
    if bits == 64:
        cells = cells.view(np.uint64)
    cells[:, 0] = start
    return cells.view(np.uint8).reshape(-1)


def cells_of(raw: np.ndarray, bits: int) -> list[int]:
    return np.ascontiguousarray(raw).view(UINT[bits])[:: 64 // bits].tolist()


def serial(op: str, start: list[int], slot, data, lanes, waves, bits: int) -> list[int]:
    cells = list(start)
    for w in waves:
        for lane in range(64):
            if lanes[w, lane]:
                s = int(slot[w, lane])
                cells[s] = apply(op, cells[s], int(data[w, lane]), bits)
    return cells


@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
@pytest.mark.parametrize("bits", [32, 64])
@pytest.mark.parametrize("op", OPS)
def test_global_atomics_fold_to_the_serial_result(arch, op, bits):
    isa = cdna_isa.arch(arch)
    rng = np.random.default_rng(OPS.index(op) * 2 + bits)
    st, mem, slot, data, lanes = setup(rng, bits)
    base = mem.alloc(8 * SLOTS)
    start = values(rng, bits, SLOTS)
    mem.write_bytes(base, cells_bytes(start, bits).tobytes())
    st.sgpr[:, 4], st.sgpr[:, 5] = base & 0xFFFFFFFF, base >> 32
    suffix = "_x2" if bits == 64 else ""
    data_regs = "v[2:3]" if bits == 64 else "v2"
    Program(isa, isa.assemble(f"global_atomic_{op}{suffix} v1, {data_regs}, s[4:5]\ns_endpgm")).run(st)
    got = cells_of(np.frombuffer(mem.read_bytes(base, 8 * SLOTS), np.uint8), bits)
    want = serial(op, [int(x) for x in start], slot, data, lanes, range(WAVES), bits)
    assert got == want


@pytest.mark.parametrize("bits", [32, 64])
@pytest.mark.parametrize("op", OPS)
def test_lds_atomics_fold_to_the_serial_result(op, bits):
    """Waves 0 and 1 share workgroup 0's LDS, wave 2 has workgroup 1's: the same offsets
    are different cells."""
    isa = cdna_isa.arch("cdna4")
    rng = np.random.default_rng(100 + OPS.index(op) * 2 + bits)
    st, _, slot, data, lanes = setup(rng, bits)
    start = [values(rng, bits, SLOTS) for _ in range(2)]
    def lds(group: int) -> np.ndarray:
        return st.lds.data[group * st.lds.stride : group * st.lds.stride + 8 * SLOTS]

    for group in range(2):
        lds(group)[:] = cells_bytes(start[group], bits)
    name = f"ds_{DS_NAMES[op]}{bits}"
    data_regs = "v[2:3]" if bits == 64 else "v2"
    Program(isa, isa.assemble(f"{name} v1, {data_regs}\ns_endpgm")).run(st)
    for group, waves in ((0, (0, 1)), (1, (2,))):
        got = cells_of(lds(group), bits)
        want = serial(op, [int(x) for x in start[group]], slot, data, lanes, waves, bits)
        assert got == want, group


@pytest.mark.parametrize("space", ["global", "lds"])
@pytest.mark.parametrize("bits", [32, 64])
@pytest.mark.parametrize("op", OPS)
def test_returned_old_values_are_the_serial_ones(space, op, bits):
    """With the old value returned (sc0, or DS _rtn_), each lane gets the value its address
    held just before its own update, the updates taken in wave then lane order (add, sub and
    xor fold and derive these; the others run in rounds), and the cells end as serially."""
    isa = cdna_isa.arch("cdna4")
    rng = np.random.default_rng(200 + OPS.index(op) * 2 + bits)
    st, mem, slot, data, lanes = setup(rng, bits)
    start = values(rng, bits, SLOTS)
    regs = "v[2:3]" if bits == 64 else "v2"
    dest = "v[6:7]" if bits == 64 else "v6"
    if space == "global":
        base = mem.alloc(8 * SLOTS)
        mem.write_bytes(base, cells_bytes(start, bits).tobytes())
        st.sgpr[:, 4], st.sgpr[:, 5] = base & 0xFFFFFFFF, base >> 32
        text = f"global_atomic_{op}{'_x2' if bits == 64 else ''} {dest}, v1, {regs}, s[4:5] sc0"
    else:
        st.group[:] = 0  # one workgroup: every wave on the same cells
        st.lds.data[: 8 * SLOTS] = cells_bytes(start, bits)
        name = DS_NAMES[op]
        text = f"ds_{name[:-2]}_rtn_{name[-1]}{bits} {dest}, v1, {regs}"
    st.vgpr[:, 6 : 6 + bits // 32] = 0xDEADBEEF  # lanes that do not run keep it
    Program(isa, isa.assemble(text + "\ns_endpgm")).run(st)
    words = np.ascontiguousarray(np.moveaxis(st.vgpr[:, 6 : 6 + bits // 32], 1, 2))
    assert (words[~lanes] == 0xDEADBEEF).all()
    returned = words.view(UINT[bits]).reshape(WAVES, 64)
    cells = [int(x) for x in start]
    for w in range(WAVES):
        for lane in range(64):
            if lanes[w, lane]:
                s = int(slot[w, lane])
                assert int(returned[w, lane]) == cells[s], (w, lane)
                cells[s] = apply(op, cells[s], int(data[w, lane]), bits)
    final = mem.read_bytes(base, 8 * SLOTS) if space == "global" else st.lds.data[: 8 * SLOTS]
    assert cells_of(np.frombuffer(bytes(final), np.uint8), bits) == cells


@pytest.mark.parametrize("returned", [False, True])
def test_flat_atomics_in_the_lds_aperture_stay_per_workgroup(returned):
    """FLAT atomics whose addresses fall in the shared aperture update LDS (CDNA4 10.1): one
    flat address is a different cell in each workgroup, so updates of two workgroups to the
    same address must not fold together. Waves 0 and 1 are workgroup 0, wave 2 workgroup 1;
    oracle: serial application per workgroup."""
    from cdna_isa.runtime.memory import SHARED_APERTURE

    isa = cdna_isa.arch("cdna4")
    rng = np.random.default_rng(300 + returned)
    st, _, slot, data, lanes = setup(rng, 32)
    flat = SHARED_APERTURE + slot.astype(np.uint64) * 8
    st.vgpr[:, 4] = (flat & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    st.vgpr[:, 5] = (flat >> np.uint64(32)).astype(np.uint32)
    start = [values(rng, 32, SLOTS) for _ in range(2)]
    for group in range(2):
        st.lds.data[group * st.lds.stride : group * st.lds.stride + 8 * SLOTS] = cells_bytes(start[group], 32)
    text = "flat_atomic_add v6, v[4:5], v2 sc0" if returned else "flat_atomic_add v[4:5], v2"
    Program(isa, isa.assemble(text + "\ns_endpgm")).run(st)
    for group, waves in ((0, (0, 1)), (1, (2,))):
        got = cells_of(st.lds.data[group * st.lds.stride : group * st.lds.stride + 8 * SLOTS], 32)
        assert got == serial("add", [int(x) for x in start[group]], slot, data, lanes, waves, 32), group


def test_flat_atomics_in_the_scratch_aperture_stay_per_lane():
    """A flat address in the private aperture is each lane's own scratch cell (CDNA4 10.1):
    every lane adding to the same flat private address updates its own cell, which then
    holds its DATA alone (the cells start at 0). Read back by flat loads of that address.
    Hand-derived."""
    from cdna_isa.runtime.memory import PRIVATE_APERTURE

    isa = cdna_isa.arch("cdna4")
    rng = np.random.default_rng(400)
    st, mem, slot, data, lanes = setup(rng, 32)
    st.scratch = mem.alloc(WAVES * 64 * 16) + np.arange(WAVES, dtype=np.uint64) * np.uint64(64 * 16)
    st.scratch_bytes = 16
    st.vgpr[:, 4], st.vgpr[:, 5] = PRIVATE_APERTURE & 0xFFFFFFFF, PRIVATE_APERTURE >> 32
    text = "flat_atomic_add v[4:5], v2\ns_waitcnt vmcnt(0)\nflat_load_dword v6, v[4:5]\ns_waitcnt vmcnt(0)"
    st.vgpr[:, 6] = 0xDEADBEEF
    Program(isa, isa.assemble(text + "\ns_endpgm")).run(st)
    got = st.vgpr[:, 6].astype(np.uint64)
    assert (got[lanes] == data[lanes]).all()


def test_a_folded_atomic_faults_as_the_first_round_does():
    """Lanes past the allocation: the fault names the instruction and counts the lanes of
    the first update of each address, as the unfolded rounds would."""
    isa = cdna_isa.arch("cdna4")
    rng = np.random.default_rng(9)
    st, mem, slot, data, lanes = setup(rng, 32)
    base = mem.alloc(16)  # slots 2.. lie outside it
    st.sgpr[:, 4], st.sgpr[:, 5] = base & 0xFFFFFFFF, base >> 32
    text = "global_atomic_add v1, v2, s[4:5]\ns_endpgm"
    with pytest.raises(ExecutionError, match=r"global_atomic_add.*unmapped") as folded:
        Program(isa, isa.assemble(text)).run(st)
    st2, mem2, *_ = setup(np.random.default_rng(9), 32)
    base2 = mem2.alloc(16)
    st2.sgpr[:, 4], st2.sgpr[:, 5] = base2 & 0xFFFFFFFF, base2 >> 32
    unfolded = Program(isa, isa.assemble(text.replace("v1, v2,", "v6, v1, v2,").replace("s[4:5]", "s[4:5] sc0")))
    with pytest.raises(ExecutionError, match=r"global_atomic_add.*unmapped") as rounds:
        unfolded.run(st2)
    assert str(folded.value).split("'")[-1] == str(rounds.value).split("'")[-1]
