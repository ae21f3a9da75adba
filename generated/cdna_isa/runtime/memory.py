"""Device memory and LDS as the executor sees them: per-lane gathers and scatters over numpy.

Global memory is one growable byte heap; only allocated ranges are mapped, so a stray pointer
faults instead of reading zeros. LDS is one zero-initialised block per workgroup; out-of-range
LDS reads give 0 and writes are dropped (CDNA4 3.6.1). Flat addresses inside the shared
aperture reach LDS and those inside the private aperture reach the lane's scratch.
"""

from __future__ import annotations

import bisect

import numpy as np

UNSIGNED = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
HEAP_BASE = 0x1_0000_0000  # global allocations start here, so small and null pointers fault
SHARED_APERTURE = 0x1000_0000_0000  # flat addresses [base, base + 4 GiB) are LDS
PRIVATE_APERTURE = 0x2000_0000_0000  # ... and these are the lane's private (scratch) memory
APERTURE_SIZE = 1 << 32
SCRATCH_LANE_STRIDE = 4  # private memory interleaves lanes dword by dword (index stride 64)


class MemoryFault(Exception):
    """An access to memory that is not mapped."""


class OutOfDeviceMemory(Exception):
    """An allocation the device's memory limit cannot hold (or a size that is no size)."""


def scratch_offset(offset: np.ndarray, lane: np.ndarray) -> np.ndarray:
    """Byte position of private offset `offset` of `lane` in its wave's scratch block: dword d
    of every lane is stored together, as a swizzled buffer with element size 4 and index
    stride 64 lays it out (MI200 9.1.5.2)."""
    offset = offset.astype(np.uint64)
    return (
        (offset >> np.uint64(2)) * np.uint64(256)
        + lane.astype(np.uint64) * np.uint64(SCRATCH_LANE_STRIDE)
        + (offset & np.uint64(3))
    )


class Memory:
    """Global memory: allocations in one byte heap at HEAP_BASE."""

    ALIGN = 256
    # the emulated device's global memory is host memory: 1 GiB unless the Device says otherwise
    DEFAULT_LIMIT = 1 << 30

    def __init__(self, capacity: int = 1 << 20, limit: int = DEFAULT_LIMIT):
        self.limit = limit
        self.heap = np.zeros(min(capacity, limit), np.uint8)
        self.written_below = 0  # heap offsets from here on were never allocated: still zero
        self.top = 0
        self.starts: list[int] = []
        self.ends: list[int] = []
        # while a snapshot is open: (heap offsets, bytes they held) before each write, so
        # restore puts back only what changed
        self.journal: list[tuple] | None = None
        self.open_snapshots = 0

    # allocation ------------------------------------------------------------------
    def alloc(self, nbytes: int) -> int:
        """A zeroed allocation of nbytes. Transactional: when it cannot be made
        (OutOfDeviceMemory), the allocator is as it was."""
        if isinstance(nbytes, bool) or not isinstance(nbytes, int | np.integer) or nbytes < 0:
            raise OutOfDeviceMemory(f"cannot allocate {nbytes!r} bytes: not a byte count")
        nbytes = max(int(nbytes), 1)
        offset = self.top
        top = offset + -(-nbytes // self.ALIGN) * self.ALIGN
        if top > self.limit:
            raise OutOfDeviceMemory(
                f"cannot allocate {nbytes} bytes: the device's {self.limit >> 20} MiB of memory"
                f" has {(self.limit - offset) >> 20} MiB free"
            )
        if top > self.heap.size:
            try:
                grown = np.zeros(min(max(top, 2 * self.heap.size), self.limit), np.uint8)
            except MemoryError:
                raise OutOfDeviceMemory(
                    f"cannot allocate {nbytes} bytes: the host has no memory for it"
                ) from None
            grown[: self.heap.size] = self.heap
            self.heap = grown
        self.top = top
        # fresh pages of the heap are zero already; touching them would make them resident
        self.heap[offset : min(offset + nbytes, self.written_below)] = 0
        self.written_below = max(self.written_below, top)
        addr = HEAP_BASE + offset
        i = np.searchsorted(self.starts, addr)
        self.starts.insert(i, addr)
        self.ends.insert(i, addr + nbytes)
        return addr

    def free(self, addr: int) -> None:
        if addr not in self.starts:
            raise MemoryFault(f"free of 0x{addr:x}, which is not an allocation")
        i = self.starts.index(addr)
        del self.starts[i], self.ends[i]

    def snapshot(self) -> tuple:
        """A point to go back to with restore (contents and allocations) or to close with
        restore_allocations (allocations only); writes are journalled until then."""
        if self.journal is None:
            self.journal = []
        self.open_snapshots += 1
        return len(self.journal), self.top, list(self.starts), list(self.ends)

    def restore(self, snap: tuple) -> None:
        """Back to the snapshot: contents and allocations."""
        mark = snap[0]
        for where, n, old in reversed(self.journal[mark:]):
            if isinstance(where, slice):
                self.heap[where] = old
            else:
                _scatter(self.heap, where, n, old)
        self.restore_allocations(snap)

    def restore_allocations(self, snap: tuple) -> None:
        """Release every allocation made since the snapshot; contents stay."""
        mark, top, starts, ends = snap
        self.starts, self.ends, self.top = list(starts), list(ends), top
        self.open_snapshots -= 1
        if self.open_snapshots == 0:
            self.journal = None
        else:
            del self.journal[mark:]

    def _record(self, where, n: int = 1) -> None:
        """Journal what a write is about to overwrite: a slice of bytes, or the n-byte values
        at an array of offsets."""
        if self.journal is not None:
            old = (
                self.heap[where].copy()
                if isinstance(where, slice)
                else _gather(self.heap, where, n)
            )
            self.journal.append((where, n, old))

    # images: a split launch (shards.py) ships memory to workers and merges their writes
    def image(self) -> tuple:
        """(heap bytes up to the top allocation, allocation starts, ends, limit): what a copy of
        this memory made by `from_image` needs."""
        return self.heap[: self.top], list(self.starts), list(self.ends), self.limit

    @classmethod
    def from_image(cls, heap: np.ndarray, starts: list, ends: list, limit: int) -> Memory:
        mem = cls(capacity=max(heap.size, 1), limit=limit)
        mem.heap[: heap.size] = heap
        mem.top = mem.written_below = heap.size
        mem.starts, mem.ends = list(starts), list(ends)
        return mem

    def written_since(self, snap: tuple, end: int, skip=()) -> np.ndarray:
        """Per heap byte below `end`: was it written since the snapshot (as its journal says)?
        `skip`: journal positions (len(journal) when they were made) to leave out."""
        dirty = np.zeros(end, bool)
        skip = set(skip)
        for i, (where, n, _) in enumerate(self.journal[snap[0] :], snap[0]):
            if i in skip:
                continue
            if isinstance(where, slice):
                dirty[where.start : min(where.stop, end)] = True
                continue
            for k in range(n):
                at = where + k
                dirty[at[at < end]] = True
        return dirty

    def write_at(self, offsets: np.ndarray, values: np.ndarray) -> None:
        """Bytes `values` at heap offsets `offsets` (sorted), journalled as one range."""
        if not offsets.size:
            return
        self._record(slice(int(offsets[0]), int(offsets[-1]) + 1))
        self.heap[offsets] = values

    def write_runs(self, starts: np.ndarray, lengths: np.ndarray, values: np.ndarray) -> None:
        """Bytes `values` into runs of the heap (first offsets `starts`, sorted, and
        `lengths`), one after another; journalled as one range."""
        if not starts.size:
            return
        if starts.size * 64 > values.size:  # short runs: one scatter
            self.write_at(run_offsets(starts, lengths), values)
            return
        self._record(slice(int(starts[0]), int(starts[-1] + lengths[-1])))
        at = 0
        for start, length in zip(starts.tolist(), lengths.tolist()):
            self.heap[start : start + length] = values[at : at + length]
            at += length

    # host access -------------------------------------------------------------------
    def write_bytes(self, addr: int, data) -> None:
        raw = np.frombuffer(bytes(data), np.uint8) if not isinstance(data, np.ndarray) else data
        raw = raw.reshape(-1).view(np.uint8)
        off = self._host_range(addr, raw.size)
        self._record(slice(off, off + raw.size))
        self.heap[off : off + raw.size] = raw

    def read_bytes(self, addr: int, nbytes: int) -> bytes:
        off = self._host_range(addr, nbytes)
        return self.heap[off : off + nbytes].tobytes()

    def _host_range(self, addr: int, nbytes: int) -> int:
        ok = self.mapped(np.array([addr], np.uint64), max(nbytes, 1))
        if not ok[0]:
            raise MemoryFault(f"0x{addr:x}..0x{addr + nbytes:x} is not inside one allocation")
        return addr - HEAP_BASE

    # device access -----------------------------------------------------------------
    def mapped(self, addr: np.ndarray, nbytes: int) -> np.ndarray:
        """Per address: is [addr, addr + nbytes) inside one allocation?"""
        if not self.starts:
            return np.zeros(addr.shape, bool)
        if addr.size > 64:  # usually every address is in one allocation: check the extremes
            if self._in_one_allocation(int(addr.min()), int(addr.max()) + nbytes):
                return np.ones(addr.shape, bool)
        starts = np.asarray(self.starts, np.uint64)
        ends = np.asarray(self.ends, np.uint64)
        i = np.searchsorted(starts, addr, side="right") - 1
        safe = np.maximum(i, 0)
        return (i >= 0) & (addr + np.uint64(nbytes) <= ends[safe]) & (addr >= starts[safe])

    def _offsets(self, addr: np.ndarray, nbytes: int) -> np.ndarray:
        ok = self.mapped(addr, nbytes)
        if not ok.all():
            bad = int(addr[~ok][0])
            raise MemoryFault(
                f"{nbytes}-byte access to unmapped address 0x{bad:x}"
                f" ({int((~ok).sum())} lane(s) out of any allocation)"
            )
        return (addr - np.uint64(HEAP_BASE)).astype(np.int64)

    def consecutive(self, addr: np.ndarray, n: int) -> int | None:
        """Heap offset of addr[0] when the addresses (u64) are consecutive n-byte elements
        inside one allocation (lane i reads a[i]: the access is then one slice of the heap),
        else None."""
        if addr.dtype != np.uint64 or not addr.size:
            return None
        first, last = int(addr[0]), int(addr[-1])
        if last - first != (addr.size - 1) * n:
            return None
        if addr.size > 2 and not (addr[1:] - addr[:-1] == np.uint64(n)).all():
            return None
        if not self._in_one_allocation(first, last + n):
            return None  # the general path says which address faults
        return first - HEAP_BASE

    def _in_one_allocation(self, lo: int, end: int) -> bool:
        """Is [lo, end) inside one allocation?"""
        i = bisect.bisect_right(self.starts, lo) - 1
        return i >= 0 and end <= self.ends[i]

    def load(self, addr: np.ndarray, bits: int) -> np.ndarray:
        """Little-endian values of `bits` at each address (a 1-D array of addresses)."""
        start = self.consecutive(addr, bits // 8)
        if start is not None:
            return self.load_run(start, addr.size, bits)
        return self.gather(addr, bits)

    def gather(self, addr: np.ndarray, bits: int) -> np.ndarray:
        """`load` element by element (for addresses known not to be consecutive)."""
        n = bits // 8
        return _gather(self.heap, self._offsets(addr, n), n)

    def load_run(self, start: int, count: int, bits: int) -> np.ndarray:
        """`count` values of `bits` from heap offset `start` (as `consecutive` gives it)."""
        return self.heap[start : start + count * (bits // 8)].view(UNSIGNED[bits]).copy()

    def store(self, addr: np.ndarray, bits: int, values: np.ndarray) -> None:
        start = self.consecutive(addr, bits // 8)
        if start is not None:
            self.store_run(start, bits, values)
            return
        self.scatter(addr, bits, values)

    def scatter(self, addr: np.ndarray, bits: int, values: np.ndarray) -> None:
        """`store` element by element (for addresses known not to be consecutive)."""
        n = bits // 8
        off = self._offsets(addr, n)
        self._record(off, n)
        _scatter(self.heap, off, n, values)

    def store_run(self, start: int, bits: int, values: np.ndarray) -> None:
        """`values` of `bits` to consecutive addresses from heap offset `start`."""
        values = np.asarray(values).astype(UNSIGNED[bits], copy=False).reshape(-1)
        where = slice(start, start + values.size * (bits // 8))
        self._record(where)
        self.heap[where].view(UNSIGNED[bits])[:] = values


def _gather(buf: np.ndarray, off: np.ndarray, n: int) -> np.ndarray:
    dt = UNSIGNED[8 * n]
    if n == 1:
        return buf[off]
    shift = n.bit_length() - 1  # n is a power of two
    if not (off & (n - 1)).any() and buf.size % n == 0:
        return buf.view(dt)[off >> shift]
    idx = off[:, None] + np.arange(n)
    return np.ascontiguousarray(buf[idx]).view(dt).reshape(-1)


def _scatter(buf: np.ndarray, off: np.ndarray, n: int, values: np.ndarray) -> None:
    dt = UNSIGNED[8 * n]
    values = np.asarray(values).astype(dt, copy=False).reshape(-1)
    if n == 1:
        buf[off] = values
    elif not (off & (n - 1)).any() and buf.size % n == 0:
        buf.view(dt)[off >> (n.bit_length() - 1)] = values
    else:
        idx = off[:, None] + np.arange(n)
        buf[idx] = np.ascontiguousarray(values).view(np.uint8).reshape(-1, n)


class LocalMemory:
    """LDS: `size` bytes per workgroup, zero at launch."""

    def __init__(self, groups: int, size: int):
        self.size = size
        self.stride = -(-max(size, 8) // 8) * 8
        self.data = np.zeros(groups * self.stride, np.uint8)

    def _where(self, group: np.ndarray, addr: np.ndarray, nbytes: int):
        addr = addr.astype(np.int64)
        ok = (addr >= 0) & (addr + nbytes <= self.size)
        return ok, group.astype(np.int64) * self.stride + np.where(ok, addr, 0)

    def load(self, group: np.ndarray, addr: np.ndarray, bits: int) -> np.ndarray:
        n = bits // 8
        ok, off = self._where(group, addr, n)
        return np.where(ok, _gather(self.data, off, n), 0).astype(UNSIGNED[bits])

    def store(self, group: np.ndarray, addr: np.ndarray, bits: int, values: np.ndarray) -> None:
        n = bits // 8
        ok, off = self._where(group, addr, n)
        _scatter(self.data, off[ok], n, np.asarray(values).reshape(-1)[ok])


def run_offsets(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The offsets of runs of consecutive bytes, one after another."""
    total = int(lengths.sum())
    placed = np.cumsum(lengths) - lengths  # where each run's first byte lands
    return np.repeat(starts - placed, lengths) + np.arange(total, dtype=np.int64)
