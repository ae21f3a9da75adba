"""Wave state: the register files of a batch of waves, and what the emulator's modules share
about them (register codes, MODE bits, lane masks, the emulator's error).

Register files are arrays: SGPRs `[waves, 128]` indexed by operand code (so VCC, M0 and EXEC
live at their codes 106, 124 and 126), and one vector file `[waves, n, 64]` holding the VGPRs
from 0 and the AGPRs from `agpr_base` (the unified file split at accum_offset).
"""

from __future__ import annotations

import ctypes
import functools
import sys
from dataclasses import dataclass, field

import numpy as np

from .memory import LocalMemory, Memory, MemoryFault

VCC, M0, EXEC = 106, 124, 126
MODE_HWREG, STATUS_HWREG = 1, 2  # hardware register ids
# STATUS bits that mirror live state: SCC (0), EXECZ (9), VCCZ (10); CDNA4 3.4, MI200 3.4
STATUS_SCC, STATUS_EXECZ, STATUS_VCCZ = 0, 9, 10
STATUS_LIVE = np.uint32(1 << STATUS_SCC | 1 << STATUS_EXECZ | 1 << STATUS_VCCZ)
# MODE bits that change how vector instructions run: GPR_IDX_EN (27) indexes their VGPR
# operands by M0, VSKIP (28) skips them (CDNA4 3.5, 6.6; MI200 3.5)
MODE_GPR_IDX_EN, MODE_VSKIP = np.uint32(1 << 27), np.uint32(1 << 28)
DENORM_ALLOW_ALL = np.uint32(0xF0)  # MODE.FP_DENORM = 3 for both type groups
DEFAULT_MODE = 0x3F0  # clang's kernel default: round to nearest, denormals kept, DX10_CLAMP, IEEE
MODE_DX10_CLAMP_BIT = np.uint32(8)  # MODE.DX10_CLAMP: clamp makes a NaN 0
MODE_IEEE_BIT = np.uint32(9)  # MODE.IEEE: min/max signalling-NaN rule (IEEE_MODE); omod is ignored
MODE_FP16_OVFL_BIT = np.uint32(23)  # MODE.FP16_OVFL: an overflowed f16 result saturates
MODE_NOT_PLAIN = np.uint32(0xF | 1 << 23)  # FP_ROUND and FP16_OVFL: the reference computes them
LANES = np.arange(64, dtype=np.uint64)
UNSIGNED = {16: np.uint16, 32: np.uint32, 64: np.uint64}
UNSIGNED_ALL = {8: np.uint8, **UNSIGNED}
# from this many waves on, each numpy temporary is megabytes (see keep_freed_memory)
MANY_WAVES = 1024
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3  # glibc mallopt parameters


@functools.cache
def keep_freed_memory() -> None:
    """With many waves every numpy temporary is megabytes, which glibc maps fresh and unmaps
    when freed, so each operation page-faults its output in again (a third of a 16K-wave
    kernel's time). Keep blocks up to 32 MB in the heap and freed memory up to 1 GB in the
    process for reuse. Once per process (cached); glibc only."""
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return  # not glibc: its allocator decides
    mallopt(M_MMAP_THRESHOLD, 32 << 20)
    mallopt(M_TRIM_THRESHOLD, 1 << 30)


class ExecutionError(Exception):
    """A dispatch stopped: says which architecture, wave, PC and instruction."""


class LaunchError(Exception):
    """A launch that cannot start: unknown kernel, bad arguments or grid, bad code object, or a
    request beyond the hardware (LDS, scratch, registers) or the device memory (here, below
    device.py, so that shards.py raises it too)."""


# what an instruction's step may raise: ours, or numpy's on inputs the semantics did not expect
STEP_FAILURES = (
    ExecutionError,
    MemoryFault,
    ArithmeticError,
    IndexError,
    ValueError,
    TypeError,
    KeyError,
)


LITTLE_ENDIAN = sys.byteorder == "little"  # u64 <-> (low, high) u32 pairs as memory views


def mask_lanes(mask64: np.ndarray) -> np.ndarray:
    """u64 per wave -> bool [waves, 64]."""
    if LITTLE_ENDIAN:
        raw = np.ascontiguousarray(mask64, np.uint64).view(np.uint8).reshape(-1, 8)
        return np.unpackbits(raw, axis=1, bitorder="little").view(bool)
    return ((mask64[:, None] >> LANES) & np.uint64(1)).astype(bool)


def pack_lanes(lanes: np.ndarray) -> np.ndarray:
    """bool [waves, 64] -> u64 per wave."""
    lanes = np.broadcast_to(lanes, (lanes.shape[0], 64))
    if LITTLE_ENDIAN:
        return np.packbits(lanes, axis=1, bitorder="little").view(np.uint64).reshape(-1)
    return (lanes.astype(np.uint64) << LANES).sum(axis=1, dtype=np.uint64)


def join64(low: np.ndarray, high: np.ndarray) -> np.ndarray:
    """Two u32 arrays (low and high halves) -> u64."""
    if LITTLE_ENDIAN:
        shape = np.broadcast_shapes(np.shape(low), np.shape(high))
        pair = np.empty(shape + (2,), np.uint32)
        pair[..., 0], pair[..., 1] = low, high
        return pair.view(np.uint64).reshape(shape)
    return low.astype(np.uint64) | high.astype(np.uint64) << np.uint64(32)


def split64(value, shape) -> tuple[np.ndarray, np.ndarray]:
    """A u64 value broadcast to `shape` -> its (low, high) u32 halves."""
    v = np.broadcast_to(np.asarray(value).astype(np.uint64, copy=False), shape)
    if LITTLE_ENDIAN:
        pair = np.ascontiguousarray(v).view(np.uint32).reshape(shape + (2,))
        return pair[..., 0], pair[..., 1]
    return (v & np.uint64(0xFFFFFFFF)).astype(np.uint32), (v >> np.uint64(32)).astype(np.uint32)


@dataclass
class WaveState:
    sgpr: np.ndarray
    vgpr: np.ndarray
    scc: np.ndarray
    pc: np.ndarray
    done: np.ndarray
    hwreg: np.ndarray
    agpr_base: int = 256
    memory: Memory = field(default_factory=Memory)
    lds: LocalMemory | None = None
    group: np.ndarray | None = None  # workgroup (index into lds) of each wave
    scratch: np.ndarray | None = None  # address of each wave's private block (u64)
    scratch_bytes: int | None = None  # each lane's private segment size (None: unchecked)
    waiting: np.ndarray | None = None  # at an s_barrier, until its workgroup arrives
    clock: int = 0
    regroup: bool = False  # a wave ended or reached a barrier: the scheduler regroups waves
    # some wave has MODE.GPR_IDX_EN or VSKIP set: Program._run then runs one instruction at a
    # time, deciding per wave how each vector instruction runs (wave.Program._vector_mode_step)
    vector_mode: bool = False
    strict_tracker: object | None = field(default=None, repr=False, compare=False)  # strict.py
    # launch-wide numbers of this state's workgroup 0 and wave 0 (errors name launch-wide ones)
    first_group: int = 0
    first_wave: int = 0
    # a split launch's shard (shards.ShardLog) sees global writes: store(effects, bits, addr,
    # value, mask) before each, begin(bound, state, w, lanes, address, in_range) and end()
    # around each vector memory atomic
    write_log: object | None = field(default=None, repr=False, compare=False)
    # derived from EXEC and MODE, kept while Program.run runs (see forget)
    _exec_cache: tuple | None = field(default=None, repr=False, compare=False)
    _mode_plain: bool | None = field(default=None, repr=False, compare=False)
    # VGPR pairs of every wave read or written as u64 (addresses), by first row: joining the
    # two rows again is the costly part of 64-bit operands. Written through: the rows always
    # hold the value; writing either row drops the entry (drop_pairs).
    pairs: dict = field(default_factory=dict, repr=False, compare=False)
    # first rows of pairs written as u64 whose two rows are not written yet: splitting a pair
    # costs as much as computing it, and addresses are mostly only read as pairs. Settled
    # (rows written) before anything reads or partly writes the rows, and when a run ends.
    stale: set = field(default_factory=set, repr=False, compare=False)

    @classmethod
    def create(
        cls,
        waves: int = 1,
        vgprs: int = 512,
        agpr_base: int = 256,
        memory: Memory | None = None,
        lds_bytes: int = 65536,
        group: np.ndarray | None = None,
    ) -> WaveState:
        group = np.zeros(waves, np.int64) if group is None else np.asarray(group, np.int64)
        if waves >= MANY_WAVES:
            keep_freed_memory()
        st = cls(
            # register-major too: setting one register of every wave touches one block
            sgpr=np.zeros((128, waves), np.uint32).T,
            # stored register-major, so one register of every wave is one contiguous block
            vgpr=np.zeros((vgprs, waves, 64), np.uint32).transpose(1, 0, 2),
            scc=np.zeros(waves, bool),
            pc=np.zeros(waves, np.int64),
            done=np.zeros(waves, bool),
            hwreg=np.zeros((64, waves), np.uint32).T,
            agpr_base=agpr_base,
            memory=memory or Memory(),
            lds=LocalMemory(int(group.max(initial=0)) + 1, lds_bytes),
            group=group,
            waiting=np.zeros(waves, bool),
        )
        st.sgpr[:, EXEC] = st.sgpr[:, EXEC + 1] = 0xFFFFFFFF
        st.hwreg[:, MODE_HWREG] = DEFAULT_MODE
        return st

    def vindex(self, code: int) -> int:
        """Row of the vector file for operand code 256+n (VGPR n) or 512+n (AGPR n). Both
        index one allocation (MI300 3.6.4, GPR_ALLOC: VGPRs from VGPR_BASE, AGPRs from
        ACCV_OFF on, VGPR_SIZE registers in all), so a VGPR at or past the AGPRs' offset is
        the same register as an AGPR (MIOpen's gfx90a kernels keep accumulators there)."""
        row = code - 256 if code < 512 else self.agpr_base + code - 512
        if not 0 <= row < self.vgpr.shape[1]:
            kind, n = ("v", code - 256) if code < 512 else ("a", code - 512)
            raise ExecutionError(f"{kind}{n} is outside the wave's register allocation")
        return row

    @property
    def waves(self) -> int:
        return self.sgpr.shape[0]

    def rows(self, w) -> int:
        """How many waves `w` selects: a slice, an index array or a lane-of-wave mask."""
        if w.__class__ is slice:
            return len(range(*w.indices(self.waves)))
        w = np.asarray(w)
        return int(w.sum()) if w.dtype == bool else w.size

    def note_mode(self) -> None:
        """MODE may have been written: is any wave indexing VGPRs or skipping vector
        instructions now? A change regroups the waves, so Program._run changes its path."""
        special = bool((self.hwreg[:, MODE_HWREG] & (MODE_GPR_IDX_EN | MODE_VSKIP)).any())
        if special != self.vector_mode:
            self.vector_mode, self.regroup = special, True

    def forget(self) -> None:
        """Drop what is derived from EXEC and MODE (after an instruction that may write them)."""
        self._exec_cache = self._mode_plain = None

    def exec_lanes(self, w) -> tuple[np.ndarray, bool]:
        """(EXEC as bool [waves, 64] for waves `w`, whether every lane of every wave runs); the
        lanes are read-only when shared."""
        cache = self._exec_cache
        if cache is None:
            lanes = mask_lanes(self.sgpr64(EXEC))
            lanes.flags.writeable = False
            cache = self._exec_cache = (lanes, bool(lanes.all()))
        return (cache[0] if isinstance(w, slice) else cache[0][w]), cache[1]

    def mode_plain(self) -> bool:
        """Does every wave round to nearest even, keep denormals and let f16 overflow to
        infinity (MODE as clang sets it)?"""
        if self._mode_plain is None:
            mode = self.hwreg[:, MODE_HWREG]
            self._mode_plain = bool(
                not (mode & MODE_NOT_PLAIN).any()
                and (mode & DENORM_ALLOW_ALL == DENORM_ALLOW_ALL).all()
            )
        return self._mode_plain

    def pair(self, w, row: int) -> np.ndarray:
        """VGPRs row, row + 1 of the waves `w` as u64 (not to be modified: it may be shared)."""
        if row in self.stale:
            return self.pairs[row] if isinstance(w, slice) else self.pairs[row][w]
        if self.stale:
            self.settle(row, 2)
        if not isinstance(w, slice):
            return join64(self.vgpr[w, row], self.vgpr[w, row + 1])
        value = self.pairs.get(row)
        if value is None:
            value = self.pairs[row] = join64(self.vgpr[w, row], self.vgpr[w, row + 1])
        return value

    def settle(self, row: int = 0, count: int | None = None) -> None:
        """Write out the stale pairs holding any of rows row .. row + count - 1 (every stale
        pair when count is None)."""
        firsts = (
            list(self.stale)
            if count is None
            else [r for r in range(row - 1, row + count) if r in self.stale]
        )
        for first in firsts:
            self._write_out(first)

    def _write_out(self, first: int, overwritten: range = range(0)) -> None:
        """Write stale pair `first` into its two rows, but those about to be overwritten."""
        self.stale.discard(first)
        for r, half in zip((first, first + 1), split64(self.pairs[first], (self.waves, 64))):
            if r not in overwritten:
                self.vgpr[:, r] = half

    def drop_pairs(self, row: int, count: int, whole: bool = False) -> None:
        """Rows row .. row + count - 1 are being written (`whole`: in every lane of every
        wave): forget the pairs holding any of them. Of a stale pair, the rows the write
        leaves (or only partly overwrites) are written out first."""
        overwritten = range(row, row + count) if whole else range(0)
        for first in range(row - 1, row + count):
            if first in self.stale:
                self._write_out(first, overwritten)
            self.pairs.pop(first, None)

    def drop_all_pairs(self) -> None:
        self.settle()
        self.pairs.clear()

    def status(self, rows) -> np.ndarray:
        """STATUS (HWREG 2) of the waves `rows` as s_getreg reads it: the stored bits with
        SCC, EXECZ and VCCZ taken from the wave's state."""
        zero = np.uint64(0)
        live = (
            self.scc[rows].astype(np.uint32) << np.uint32(STATUS_SCC)
            | (self.sgpr64(EXEC)[rows] == zero).astype(np.uint32) << np.uint32(STATUS_EXECZ)
            | (self.sgpr64(VCC)[rows] == zero).astype(np.uint32) << np.uint32(STATUS_VCCZ)
        )
        return self.hwreg[rows, STATUS_HWREG] & ~STATUS_LIVE | live

    def sgpr64(self, code: int) -> np.ndarray:
        return self.sgpr[:, code].astype(np.uint64) | self.sgpr[:, code + 1].astype(
            np.uint64
        ) << np.uint64(32)

    @property
    def exec(self) -> np.ndarray:
        return self.sgpr64(EXEC)

    @property
    def vcc(self) -> np.ndarray:
        return self.sgpr64(VCC)
