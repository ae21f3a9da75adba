"""Loads and stores of N consecutive dwords (FLAT/GLOBAL/SCRATCH dwordxN, SMEM dwordxN,
ds_read_b128/ds_write_b128) against the guides' pseudocode, worked out here on a byte array.

The guides define them as a loop: for dword i in 0..N-1, every running lane reads or writes
the dword at its address + 4 * i (CDNA4 12.13-12.15, e.g. GLOBAL_LOAD_DWORDX4; MI200 12.4
S_LOAD_DWORDX8). The emulator moves such an access as one slice or one gather where it can
(Effects.mem_read_dwords); these tests drive every path - lanes' elements consecutive, in
reverse, overlapping, some lanes off, several waves, an address past the allocation's end -
and compare with the loop run here, byte by byte, in the guide's order.
"""

from __future__ import annotations

import numpy as np
import pytest
from cdna_isa.runtime.memory import Memory
from cdna_isa.runtime.wave import ExecutionError, WaveState

from tests.emulate import LANE, run

EXEC = 126
SIZE = 4096  # bytes in the one allocation


def words(heap: np.ndarray, offset: int) -> int:
    return int(heap[offset : offset + 4].view(np.uint32)[0])


def wave_with_memory(waves: int, rng) -> tuple[WaveState, Memory, int, np.ndarray]:
    mem = Memory()
    base = mem.alloc(SIZE)
    heap = rng.integers(0, 256, SIZE, dtype=np.uint8)
    mem.write_bytes(base, heap.tobytes())
    st = WaveState.create(waves, memory=mem)
    st.sgpr[:, EXEC] = st.sgpr[:, EXEC + 1] = 0xFFFFFFFF
    return st, mem, base, heap


# lane offsets (bytes from the allocation's start) for wave w, n = 4 * dwords; waves apart
# (which of two waves writes a byte first is not defined), consecutive from wave to wave
LAYOUTS = {
    "consecutive": lambda n, w: (w * 64 + LANE) * n,
    "reversed": lambda n, w: w * 1024 + (63 - LANE) * n,
    "overlapping": lambda n, w: w * 1024 + LANE * 4,  # lane l's dword 1 is lane l+1's dword 0
    "unaligned": lambda n, w: w * 1024 + LANE * n + 2,
    "one address": lambda n, w: np.full(64, w * 1024 + 8, np.uint32),
}
EXECS = {"all lanes": 0xFFFFFFFFFFFFFFFF, "some lanes": 0x00FF00FF0F0F0F01}


def lanes_of(mask: int) -> list[int]:
    return [lane for lane in range(64) if mask >> lane & 1]


@pytest.mark.parametrize("exec_name", EXECS)
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("waves", [1, 3])
def test_global_load_dwords(isa, count, layout, exec_name, waves):
    """Each running lane's dword i is the memory dword at its address + 4 * i; the other
    lanes keep their registers."""
    rng = np.random.default_rng(count * 7 + waves)
    st, _, base, heap = wave_with_memory(waves, rng)
    mask = EXECS[exec_name]
    st.sgpr[:, EXEC], st.sgpr[:, EXEC + 1] = mask & 0xFFFFFFFF, mask >> 32
    st.sgpr[:, 0], st.sgpr[:, 1] = base & 0xFFFFFFFF, base >> 32
    old = rng.integers(0, 1 << 32, (waves, count, 64), dtype=np.uint32)
    for w in range(waves):
        st.vgpr[w, 1] = LAYOUTS[layout](4 * count, w)
        st.vgpr[w, 8 : 8 + count] = old[w]
    run(isa, f"global_load_dwordx{count} v[8:{7 + count}], v1, s[0:1]", st)
    for w in range(waves):
        want = old[w].copy()
        for lane in lanes_of(mask):
            at = int(LAYOUTS[layout](4 * count, w)[lane])
            for i in range(count):
                want[i, lane] = words(heap, at + 4 * i)
        np.testing.assert_array_equal(st.vgpr[w, 8 : 8 + count], want)


@pytest.mark.parametrize("exec_name", EXECS)
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("waves", [1, 3])
def test_global_store_dwords(isa, count, layout, exec_name, waves):
    """Dword 0 of every running lane, in lane order, then dword 1, ...: where lanes' addresses
    overlap, the later write in that order stays."""
    rng = np.random.default_rng(count * 11 + waves)
    st, mem, base, heap = wave_with_memory(waves, rng)
    mask = EXECS[exec_name]
    st.sgpr[:, EXEC], st.sgpr[:, EXEC + 1] = mask & 0xFFFFFFFF, mask >> 32
    st.sgpr[:, 0], st.sgpr[:, 1] = base & 0xFFFFFFFF, base >> 32
    data = rng.integers(0, 1 << 32, (waves, count, 64), dtype=np.uint32)
    for w in range(waves):
        st.vgpr[w, 1] = LAYOUTS[layout](4 * count, w)
        st.vgpr[w, 8 : 8 + count] = data[w]
    run(isa, f"global_store_dwordx{count} v1, v[8:{7 + count}], s[0:1]", st)
    want = heap.copy()
    for w in range(waves):
        for i in range(count):
            for lane in lanes_of(mask):
                at = int(LAYOUTS[layout](4 * count, w)[lane]) + 4 * i
                want[at : at + 4] = np.array([data[w, i, lane]], np.uint32).view(np.uint8)
    got = np.frombuffer(mem.read_bytes(base, SIZE), np.uint8)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("count", [2, 4, 8, 16])
def test_scalar_loads_read_dwords_per_wave(isa, count):
    """S_LOAD_DWORDXn: SDATA dword i = the memory dword at the wave's address + 4 * i; three
    waves at different, overlapping and equal addresses."""
    rng = np.random.default_rng(count)
    st, _, base, heap = wave_with_memory(3, rng)
    offsets = [12, 16, 12]
    for w, off in enumerate(offsets):
        st.sgpr[w, 0], st.sgpr[w, 1] = (base + off) & 0xFFFFFFFF, (base + off) >> 32
    run(isa, f"s_load_dwordx{count} s[20:{19 + count}], s[0:1], 0x0", st)
    for w, off in enumerate(offsets):
        want = [words(heap, off + 4 * i) for i in range(count)]
        assert st.sgpr[w, 20 : 20 + count].tolist() == want


def test_ds_read_write_b128(isa):
    """DS_WRITE_B128 then DS_READ_B128 at lane * 16 and at overlapping lane * 4 addresses."""
    st = WaveState.create(1)
    st.sgpr[0, EXEC] = st.sgpr[0, EXEC + 1] = 0xFFFFFFFF
    data = np.random.default_rng(5).integers(0, 1 << 32, (4, 64), dtype=np.uint32)
    st.vgpr[0, 8:12] = data
    st.vgpr[0, 1] = LANE * 4
    run(isa, "ds_write_b128 v1, v[8:11]\ns_waitcnt lgkmcnt(0)\nds_read_b128 v[12:15], v1", st)
    lds = np.zeros(1024, np.uint8)
    for i in range(4):
        for lane in range(64):
            lds[lane * 4 + 4 * i : lane * 4 + 4 * i + 4] = np.array([data[i, lane]], np.uint32).view(np.uint8)
    for lane in range(64):
        want = [words(lds, lane * 4 + 4 * i) for i in range(4)]
        assert st.vgpr[0, 12:16, lane].tolist() == want


@pytest.mark.parametrize("text", [
    "global_load_dwordx4 v[8:11], v1, s[0:1]",
    "global_store_dwordx4 v1, v[8:11], s[0:1]",
])  # fmt: skip
def test_dwords_past_the_allocation_fault_where_the_loop_does(isa, text):
    """Lane 5's dwords 2 and 3 lie past the allocation's end: the loop faults on dword 2, at
    lane 5's address + 8, and names it (one lane out of any allocation)."""
    st, _, base, _ = wave_with_memory(1, np.random.default_rng(0))
    st.sgpr[0, 0], st.sgpr[0, 1] = base & 0xFFFFFFFF, base >> 32
    st.vgpr[0, 1] = LANE * 16
    st.vgpr[0, 1, 5] = SIZE - 8
    with pytest.raises(ExecutionError, match=f"4-byte access to unmapped address {base + SIZE:#x} \\(1 lane"):
        run(isa, text, st)
