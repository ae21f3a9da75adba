"""What the semantics reach through their state argument: SGPRs and hardware registers by index,
the end of the program, barriers, traps, and memory (global, LDS and private, through flat
apertures), touched only by the lanes that run."""

from __future__ import annotations

import numpy as np

from .memory import APERTURE_SIZE, PRIVATE_APERTURE, SHARED_APERTURE, MemoryFault, scratch_offset
from .state import STATUS_HWREG, UNSIGNED_ALL, ExecutionError, WaveState
from .vops import const

# HOST(n) of the semantics: what the instruction waits for from the host
HOST_ACTIONS = {
    0: "the wave halts until the host resumes it, which the emulator cannot do",
    1: "the host returns the queue's doorbell id, which the emulator does not model",
}


# up to this many dwords a multi-dword load gathers all at once; beyond, its temporaries leave
# the caches and the loop's dword-by-dword gathers are faster (2.8x at 4,096 waves of dwordx4)
GATHER_AT_ONCE = 8192


def in_aperture(addr, base: int) -> np.ndarray:
    """Which flat addresses fall in the aperture at `base` (SHARED_APERTURE: LDS,
    PRIVATE_APERTURE: the lane's scratch)."""
    a = np.asarray(addr).astype(np.uint64)
    return (a >= np.uint64(base)) & (a < np.uint64(base + APERTURE_SIZE))


def below_apertures(addr, where=True) -> bool:
    """Are all flat addresses (those `where` selects) global memory below both apertures?
    (The shared aperture is the lower one.)"""
    return int(np.max(addr, where=where, initial=0)) < SHARED_APERTURE


class DwordAccess:
    """The semantics' accesses of N consecutive dwords (loads and stores of dwordxN, SMEM's
    dwordxN, ds_read_b128): dword by dword, each over every lane, as the pseudocode's loop
    goes (lowering emits these calls for that loop; Effects adds a one-slice fast path)."""

    def mem_read_dwords(self, space, count, base, dtype, mask):
        reads = [self.mem_read(space, 32, base + const(4 * i, dtype), mask) for i in range(count)]
        return np.stack(np.broadcast_arrays(*reads), axis=-1)

    def mem_write_dwords(self, space, count, base, dtype, value, mask):
        for i in range(count):
            self.mem_write(space, 32, base + const(4 * i, dtype), value[..., i], mask)


class Effects(DwordAccess):
    """State reached by semantics through `st`: indexed registers, memory, end of program,
    barriers. `lanes` is the bool [waves, 64] of lanes that run (None for scalar code); memory
    is touched only by those lanes, and `in_range` (per lane or per access) drops buffer
    accesses outside their resource: reads give 0 and writes are discarded."""

    def __init__(self, state: WaveState, w, lanes=None, in_range=None, full=False, fmt=""):
        self.s, self.w, self.lanes, self.in_range = state, w, lanes, in_range
        self.rows = state.rows(w)
        self.full = lanes is None or full  # every lane of every wave runs
        self.fmt = fmt  # the instruction's format: GLOBAL may not reach the LDS aperture
        self._last_run = None  # (addresses, bits, _run_start's answer): an atomic's write

    def _mask(self, mask):
        n = self.rows
        if mask is None:
            return np.ones(n, bool)
        mask = np.asarray(mask)
        if mask.size == 1:  # one condition for every wave (a constant folded by the compiler)
            return np.full(n, bool(mask.reshape(-1)[0]))
        return np.broadcast_to(mask.reshape(n, -1).any(axis=1), (n,))

    def sgpr(self, i):
        rows = np.arange(self.s.waves)[self.w]
        return self.s.sgpr[rows, np.asarray(i, dtype=np.int64) % 128]

    def set_sgpr(self, i, v, mask):
        rows = np.arange(self.s.waves)[self.w]
        m = self._mask(mask)
        idx = np.broadcast_to(np.asarray(i, dtype=np.int64) % 128, rows.shape)
        self.s.sgpr[rows[m], idx[m]] = np.broadcast_to(np.asarray(v, dtype=np.uint32), rows.shape)[
            m
        ]
        self.s.forget()

    def hwreg(self, i):
        rows = np.arange(self.s.waves)[self.w]
        index = np.asarray(i, dtype=np.int64) % 64
        v = self.s.hwreg[rows, index]
        if (index == STATUS_HWREG).any():
            v = np.where(index == STATUS_HWREG, self.s.status(rows), v)
        return v if self.lanes is None else v[:, None]  # vector code: one value per wave

    def set_hwreg(self, i, v, mask):
        rows = np.arange(self.s.waves)[self.w]
        m = self._mask(mask)
        idx = np.broadcast_to(np.asarray(i, dtype=np.int64) % 64, rows.shape)
        self.s.hwreg[rows[m], idx[m]] = np.broadcast_to(np.asarray(v, dtype=np.uint32), rows.shape)[
            m
        ]
        self.s.forget()
        self.s.note_mode()

    def endpgm(self, mask):
        rows = np.arange(self.s.waves)[self.w]
        self.s.done[rows[self._mask(mask)]] = True
        self.s.regroup = True

    def barrier(self, mask):
        rows = np.arange(self.s.waves)[self.w]
        self.s.waiting[rows[self._mask(mask)]] = True
        self.s.regroup = True

    def trap(self, n, mask):
        if self._mask(mask).any():
            raise ExecutionError(f"s_trap {int(np.max(n))} raised")

    def host(self, n, mask):
        """HOST(n): the instruction needs the host, which is not modelled: the run stops."""
        if self._mask(mask).any():
            raise ExecutionError(HOST_ACTIONS[int(np.max(n))])

    # memory ------------------------------------------------------------------------
    @property
    def _lane_shape(self) -> tuple:
        """Per-lane values' shape: [rows, 64], or [rows] when every lane of a row agrees."""
        return (self.rows, 64) if self.lanes is not None else (self.rows,)

    def _access(self, addr, mask, bits: int, space="MEM"):
        """(addresses, shape, active) with the address broadcast over the running lanes; the
        buffer range check applies to memory, not to the LDS side of a load into LDS."""
        shape = self._lane_shape
        addr = np.broadcast_to(np.asarray(addr), shape)
        active = np.ones(shape, bool) if self.lanes is None else self.lanes.copy()
        if mask is not None:
            active &= np.broadcast_to(mask, shape)
        if self.in_range is not None and space != "LDS":
            active &= np.broadcast_to(self.in_range(addr, bits // 8), shape)
        return addr, shape, active

    def _spaces(self, addr, active):
        """Split flat addresses into (global, lds, private) lane masks."""
        if below_apertures(addr, active):  # the usual case: every running lane's is global
            neither = np.zeros(active.shape, bool)
            return active, neither, neither
        lds = active & in_aperture(addr, SHARED_APERTURE)
        private = active & in_aperture(addr, PRIVATE_APERTURE)
        return active & ~lds & ~private, lds, private

    def _groups(self, shape):
        g = self.s.group[np.arange(self.s.waves)[self.w]]
        return np.broadcast_to(g.reshape(-1, *([1] * (len(shape) - 1))), shape)

    def _private(self, addr, shape, private, bits: int):
        """(global addresses of each byte, in range) of the private (aperture) accesses
        `private`: the wave's block, lanes interleaved dword by dword, so an access that
        crosses a dword boundary is split into bytes (misaligned scratch access is allowed,
        MI200 10.5). Accesses past the lane's private segment are out of range: reads give 0,
        writes are dropped (MI200 10.6)."""
        if self.s.scratch is None:
            raise ExecutionError("private memory accessed but the dispatch has no scratch")
        blocks = self.s.scratch[np.arange(self.s.waves)[self.w]].reshape(-1, 1)
        base = np.broadcast_to(blocks, shape)[private]
        lane = np.broadcast_to(np.arange(64, dtype=np.uint64), shape)[private]
        offset = addr[private].astype(np.uint64) - np.uint64(PRIVATE_APERTURE)
        n = bits // 8
        ok = np.ones(offset.shape, bool)
        if self.s.scratch_bytes is not None:
            ok = offset + np.uint64(n) <= np.uint64(self.s.scratch_bytes)
        if not ((offset & np.uint64(3)) + np.uint64(n) > np.uint64(4)).any():
            return [base + scratch_offset(offset, lane)], ok
        return [base + scratch_offset(offset + np.uint64(k), lane) for k in range(n)], ok

    def _private_load(self, addr, shape, private, bits: int):
        where, ok = self._private(addr, shape, private, bits)
        out = np.zeros(ok.shape, UNSIGNED_ALL[bits])
        if not ok.any():
            return out
        if len(where) == 1:
            value = self.s.memory.load(where[0][ok], bits)
        else:
            value = np.zeros(int(ok.sum()), np.uint64)
            for k, byte_at in enumerate(where):
                value |= self.s.memory.load(byte_at[ok], 8).astype(np.uint64) << np.uint64(8 * k)
        out[ok] = value
        return out

    def _private_store(self, addr, shape, private, bits: int, value) -> None:
        where, ok = self._private(addr, shape, private, bits)
        value = np.asarray(value)[ok]
        if not ok.any():
            return
        if len(where) == 1:
            self.s.memory.store(where[0][ok], bits, value)
            return
        for k, byte_at in enumerate(where):
            byte = (value.astype(np.uint64) >> np.uint64(8 * k)).astype(np.uint8)
            self.s.memory.store(byte_at[ok], 8, byte)

    def _no_global_lds(self, addr, lds) -> None:
        """MI200 10.4 / CDNA4 10.4: a global instruction that reaches LDS returns MEM_VIOL."""
        if self.fmt == "GLOBAL" and lds.any():
            bad = int(addr[lds].reshape(-1)[0])
            raise ExecutionError(
                f"memory violation: global access to the LDS aperture (address {bad:#x})"
            )

    def _global_only(self, addr, mask) -> bool:
        """Does every lane run and address global memory (below both apertures)?"""
        return (
            self.full
            and mask is None
            and self.in_range is None
            and np.asarray(addr).dtype == np.uint64
            and below_apertures(addr)
        )

    def _run_start(self, addr, mask, bits: int):
        """(heap offset, shape) when every lane runs and the addresses are consecutive
        elements inside one allocation (global memory, below both apertures), else None.
        Checked before `_global_only`: the last address is then the highest."""
        if not (self.full and mask is None and self.in_range is None):
            return None
        last = self._last_run
        if last is not None and last[0] is addr and last[1] == bits:
            return last[2]  # the read of a read-modify-write found it: the same addresses
        shape = self._lane_shape
        if addr.__class__ is not np.ndarray or addr.shape != shape:
            return None
        start = self.s.memory.consecutive(addr.reshape(-1), bits // 8)
        run = None if start is None else (start, shape)
        self._last_run = addr, bits, run
        return run

    def mem_read(self, space, bits, addr, mask):
        run = None if space == "LDS" else self._run_start(addr, mask, bits)
        if run is not None:
            start, shape = run
            return self.s.memory.load_run(start, addr.size, bits).reshape(shape)
        if space != "LDS" and self._global_only(addr, mask):  # _run_start found no run
            shape = self._lane_shape
            addr = np.broadcast_to(addr, shape)
            return self.s.memory.gather(addr.reshape(-1), bits).reshape(shape)
        addr, shape, active = self._access(addr, mask, bits, space)
        out = np.zeros(shape, UNSIGNED_ALL[bits])
        if space == "LDS":
            out[active] = self.s.lds.load(self._groups(shape)[active], addr[active], bits)
            return out
        glob, lds, private = self._spaces(addr, active)
        self._no_global_lds(addr, lds)
        if lds.any():
            off = addr[lds].astype(np.uint64) - np.uint64(SHARED_APERTURE)
            out[lds] = self.s.lds.load(self._groups(shape)[lds], off, bits)
        if private.any():
            out[private] = self._private_load(addr, shape, private, bits)
        if glob.any():
            out[glob] = self.s.memory.load(addr[glob].astype(np.uint64), bits)
        return out

    def mem_read_dwords(self, space, count, base, dtype, mask):
        """As the loop, in one heap slice when every lane runs and their N-dword elements are
        consecutive in one allocation, or, up to GATHER_AT_ONCE dwords, in one gather of them
        all when every address is global memory (an unmapped one: the loop, to fault where it
        faults)."""
        if space != "LDS":
            run = self._run_start(base, mask, 32 * count)
            if run is not None:
                start, shape = run
                return self.s.memory.load_run(start, base.size * count, 32).reshape(*shape, count)
            small = base.__class__ is np.ndarray and base.size * count <= GATHER_AT_ONCE
            last = base + np.uint64(4 * (count - 1)) if small else None
            if last is not None and last.dtype == np.uint64 and self._global_only(last, mask):
                if self._global_only(base, mask):  # so every dword between them is global too
                    shape = (*self._lane_shape, count)
                    every = np.empty(shape, np.uint64)
                    # dword by dword: long loops (numpy is slow over a length-N last axis)
                    for i in range(count):
                        every[..., i] = base + np.uint64(4 * i)
                    try:
                        return self.s.memory.gather(every.reshape(-1), 32).reshape(shape)
                    except MemoryFault:
                        pass
        return super().mem_read_dwords(space, count, base, dtype, mask)

    def mem_write_dwords(self, space, count, base, dtype, value, mask):
        """As the loop, in one heap slice when every lane runs and their N-dword elements are
        consecutive in one allocation (no two lanes then share a byte, so order is moot)."""
        if space != "LDS" and self.s.write_log is None:
            run = self._run_start(base, mask, 32 * count)
            if run is not None:
                start, shape = run
                self.s.memory.store_run(start, 32, np.broadcast_to(value, (*shape, count)))
                return
        super().mem_write_dwords(space, count, base, dtype, value, mask)

    def mem_write(self, space, bits, addr, value, mask):
        if self.s.write_log is not None and space != "LDS":
            self.s.write_log.store(self, bits, addr, value, mask)
        run = None if space == "LDS" else self._run_start(addr, mask, bits)
        if run is not None:
            start, shape = run
            self.s.memory.store_run(start, bits, np.broadcast_to(value, shape))
            return
        if space != "LDS" and self._global_only(addr, mask):  # _run_start found no run
            shape = self._lane_shape
            addr, value = np.broadcast_to(addr, shape), np.broadcast_to(value, shape)
            self.s.memory.scatter(addr.reshape(-1), bits, value.reshape(-1))
            return
        addr, shape, active = self._access(addr, mask, bits, space)
        value = np.broadcast_to(np.asarray(value), shape)
        if space == "LDS":
            self.s.lds.store(self._groups(shape)[active], addr[active], bits, value[active])
            return
        glob, lds, private = self._spaces(addr, active)
        self._no_global_lds(addr, lds)
        if lds.any():
            off = addr[lds].astype(np.uint64) - np.uint64(SHARED_APERTURE)
            self.s.lds.store(self._groups(shape)[lds], off, bits, value[lds])
        if private.any():
            self._private_store(addr, shape, private, bits, value[private])
        if glob.any():
            self.s.memory.store(addr[glob].astype(np.uint64), bits, value[glob])
