"""Wave state and the lockstep executor: waves at one PC run each instruction together.

Register files are arrays: SGPRs `[waves, 128]` indexed by operand code (so VCC, M0 and EXEC
live at their codes 106, 124 and 126), and one vector file `[waves, n, 64]` holding the VGPRs
from 0 and the AGPRs from `agpr_base` (the unified file split at accum_offset).
"""

from __future__ import annotations

import ctypes
import functools
import sys
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np

from .isa import (
    MEMORY_FORMATS,
    SADDR_OFF,
    SCALAR_FORMATS,
    TYPE_BITS,
    Decoded,
    DecodeError,
    Isa,
    Op,
    modifier_value,
)
from .matrix import MatrixError, denormals_kept
from .memory import (
    APERTURE_SIZE,
    PRIVATE_APERTURE,
    SHARED_APERTURE,
    LocalMemory,
    Memory,
    MemoryFault,
    scratch_offset,
)

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
LANE_IDS = np.arange(64, dtype=np.uint32)[None, :]
UNSIGNED = {16: np.uint16, 32: np.uint32, 64: np.uint64}
UNSIGNED_ALL = {8: np.uint8, **UNSIGNED}
SEL_DWORD = 6  # SDWA select code of the whole dword
# from this many waves on, an SGPR source with one value in every wave (a kernel argument) is
# passed as a single [1, 1] value: numpy adds a [waves, 1] column to [waves, 64] lanes row by row
UNIFORM_CHECK_WAVES = 1024
UNBUILT = object()  # Bound.block before Program._build_block has looked at it
BLOCK_MIN_INSTRUCTIONS = 2  # a shorter run of fused instructions is not worth a block
# from this many waves on, each numpy temporary is megabytes (see keep_freed_memory)
MANY_WAVES = 1024
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3  # glibc mallopt parameters


APERTURE_CODES = {
    235: SHARED_APERTURE,
    236: SHARED_APERTURE + APERTURE_SIZE - 1,
    237: PRIVATE_APERTURE,
    238: PRIVATE_APERTURE + APERTURE_SIZE - 1,
}
SMEM_OFFSET_BITS, VMEM_OFFSET_BITS = 21, 13  # signed immediate offsets: SMEM, GLOBAL/SCRATCH
BUFFER_ELEMENT_SIZE = 4  # gfx9 V#s have no element-size field; swizzled scratch uses dwords
VECTOR_TUPLE_KINDS = ("vgpr", "agpr", "avgpr", "gvaddr", "mai_c", "mai_src")
REGISTER_KINDS = (
    "sgpr",
    "sbase",
    "srsrc",
    "saddr",
    "gvaddr",
    "svaddr",
    "bvaddr",
    "ssrc",
    "src",
    "sreg",
    "sdst",
    "vgpr",
    "agpr",
    "avgpr",
    "mask",
    "vsrc",
    "lanesel",
    "sdwa_src",
    "sdst_xm0",
    "asrc",
)


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


# HOST(n) of the semantics: what the instruction waits for from the host
HOST_ACTIONS = {
    0: "the wave halts until the host resumes it, which the emulator cannot do",
    1: "the host returns the queue's doorbell id, which the emulator does not model",
}


class ExecutionError(Exception):
    """A dispatch stopped: says which architecture, wave, PC and instruction."""


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
    # time, deciding per wave how each vector instruction runs (Program._vector_mode_step)
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
        """Row of the vector file for operand code 256+n (VGPR n) or 512+n (AGPR n)."""
        row = code - 256 if code < 512 else self.agpr_base + code - 512
        if not 0 <= row < self.vgpr.shape[1] or (code < 512 and row >= self.agpr_base):
            kind, n = ("v", code - 256) if code < 512 else ("a", code - 512)
            raise ExecutionError(f"{kind}{n} is outside the wave's register allocation")
        return row

    @property
    def waves(self) -> int:
        return self.sgpr.shape[0]

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
            lanes = _lanes(self.sgpr64(EXEC))
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
            return _join64(self.vgpr[w, row], self.vgpr[w, row + 1])
        value = self.pairs.get(row)
        if value is None:
            value = self.pairs[row] = _join64(self.vgpr[w, row], self.vgpr[w, row + 1])
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
        for r, half in zip((first, first + 1), _split64(self.pairs[first], (self.waves, 64))):
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


def _sdwa_part(sel: int) -> tuple[int, int]:
    """(width, shift) of an SDWA select code: 0-3 a byte, 4-5 a word (6, the dword, is handled
    by the callers; 7 is reserved)."""
    if sel > SEL_DWORD:
        raise ExecutionError(f"reserved SDWA select {sel}")
    return (8, 8 * sel) if sel < 4 else (16, 16 * (sel - 4))


def _dpp_source_lanes(ctrl: int) -> np.ndarray | None:
    """For each lane, the lane its DPP source 0 comes from (-1: out of range), per MI200
    13.3.9 Table 83; None for a reserved DPP_CTRL value."""
    n = np.arange(64)
    row, pos, k = n & 0x30, n & 0xF, ctrl & 0xF
    if ctrl <= 0xFF:  # quad_perm
        return (n & 0x3C) + (ctrl >> (2 * (n & 3)) & 3)
    if 0x101 <= ctrl <= 0x10F:  # row_shl
        return np.where(pos < 16 - k, n + k, -1)
    if 0x111 <= ctrl <= 0x11F:  # row_shr
        return np.where(pos >= k, n - k, -1)
    if 0x121 <= ctrl <= 0x12F:  # row_ror
        return np.where(pos >= k, n - k, n + 16 - k)
    patterns = {
        0x130: np.where(n < 63, n + 1, -1),  # wave_shl
        0x134: (n + 1) % 64,  # wave_rol
        0x138: np.where(n > 0, n - 1, -1),  # wave_shr
        0x13C: (n - 1) % 64,  # wave_ror
        0x140: row + 15 - pos,  # row_mirror
        0x141: (n & 0x38) + 7 - (n & 7),  # row_half_mirror
        0x142: np.where(n > 15, row - 1, -1),  # row_bcast:15
        0x143: np.where(n > 31, (n & 0x20) - 1, -1),  # row_bcast:31
    }
    if ctrl in patterns:
        return patterns[ctrl]
    if 0x150 <= ctrl <= 0x15F:  # row_newbcast: lane k of each row to the whole row
        return row + k
    return None


def _lane_value(value, row: int, lane: int):
    """One lane's input as the reference takes it: an int, or a bool."""
    v = np.asarray(value)
    row = row if v.ndim and v.shape[0] > 1 else 0  # [1, 1]: one value for every wave
    if v.ndim == 1:
        v = v[row]
    elif v.ndim == 2:
        v = v[row, lane if v.shape[1] > 1 else 0]
    return bool(v) if v.dtype == bool else int(v)


def _rows_of(x, rows: np.ndarray):
    """The given wave rows of a per-wave array ([waves, ...]), or of what a per-wave check
    (a buffer's in_range: addresses -> [waves, lanes]) answers; None, scalars and arrays
    shared by every wave (one row) as they are."""
    if callable(x):
        return lambda *args: _rows_of(x(*args), rows)
    if x is None or np.ndim(x) < 2 or x.shape[0] == 1:
        return x
    return x[rows]


def _signed(value: int, bits: int) -> int:
    return value - (1 << bits) if value >> (bits - 1) & 1 else value


LITTLE_ENDIAN = sys.byteorder == "little"  # u64 <-> (low, high) u32 pairs as memory views


def _lanes(mask64: np.ndarray) -> np.ndarray:
    """u64 per wave -> bool [waves, 64]."""
    if LITTLE_ENDIAN:
        raw = np.ascontiguousarray(mask64, np.uint64).view(np.uint8).reshape(-1, 8)
        return np.unpackbits(raw, axis=1, bitorder="little").view(bool)
    return ((mask64[:, None] >> LANES) & np.uint64(1)).astype(bool)


def _pack(lanes: np.ndarray) -> np.ndarray:
    """bool [waves, 64] -> u64 per wave."""
    lanes = np.broadcast_to(lanes, (lanes.shape[0], 64))
    if LITTLE_ENDIAN:
        return np.packbits(lanes, axis=1, bitorder="little").view(np.uint64).reshape(-1)
    return (lanes.astype(np.uint64) << LANES).sum(axis=1, dtype=np.uint64)


def _join64(low: np.ndarray, high: np.ndarray) -> np.ndarray:
    """Two u32 arrays (low and high halves) -> u64."""
    if LITTLE_ENDIAN:
        shape = np.broadcast_shapes(np.shape(low), np.shape(high))
        pair = np.empty(shape + (2,), np.uint32)
        pair[..., 0], pair[..., 1] = low, high
        return pair.view(np.uint64).reshape(shape)
    return low.astype(np.uint64) | high.astype(np.uint64) << np.uint64(32)


def _split64(value, shape) -> tuple[np.ndarray, np.ndarray]:
    """A u64 value broadcast to `shape` -> its (low, high) u32 halves."""
    v = np.broadcast_to(np.asarray(value).astype(np.uint64, copy=False), shape)
    if LITTLE_ENDIAN:
        pair = np.ascontiguousarray(v).view(np.uint32).reshape(shape + (2,))
        return pair[..., 0], pair[..., 1]
    return (v & np.uint64(0xFFFFFFFF)).astype(np.uint32), (v >> np.uint64(32)).astype(np.uint32)


def _in_aperture(addr, base: int) -> np.ndarray:
    """Which flat addresses fall in the aperture at `base` (SHARED_APERTURE: LDS,
    PRIVATE_APERTURE: the lane's scratch)."""
    a = np.asarray(addr).astype(np.uint64)
    return (a >= np.uint64(base)) & (a < np.uint64(base + APERTURE_SIZE))


class Effects:
    """State reached by semantics through `st`: indexed registers, memory, end of program,
    barriers. `lanes` is the bool [waves, 64] of lanes that run (None for scalar code); memory
    is touched only by those lanes, and `in_range` (per lane or per access) drops buffer
    accesses outside their resource: reads give 0 and writes are discarded."""

    def __init__(self, state: WaveState, w, lanes=None, in_range=None, full=False, fmt=""):
        self.s, self.w, self.lanes, self.in_range = state, w, lanes, in_range
        self.rows = state.waves if isinstance(w, slice) else np.asarray(w).size
        self.full = lanes is None or full  # every lane of every wave runs
        self.fmt = fmt  # the instruction's format: GLOBAL may not reach the LDS aperture

    def _mask(self, mask):
        n = self.s.sgpr[self.w].shape[0]
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

    def _access(self, addr, mask, space="MEM"):
        """(addresses, shape, active) with the address broadcast over the running lanes; the
        buffer range check applies to memory, not to the LDS side of a load into LDS."""
        shape = self._lane_shape
        addr = np.broadcast_to(np.asarray(addr), shape)
        active = np.ones(shape, bool) if self.lanes is None else self.lanes.copy()
        if mask is not None:
            active &= np.broadcast_to(mask, shape)
        if self.in_range is not None and space != "LDS":
            active &= np.broadcast_to(self.in_range(addr), shape)
        return addr, shape, active

    def _spaces(self, addr, active):
        """Split flat addresses into (global, lds, private) lane masks."""
        lds = active & _in_aperture(addr, SHARED_APERTURE)
        private = active & _in_aperture(addr, PRIVATE_APERTURE)
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
            and int(np.max(addr)) < SHARED_APERTURE
        )

    def _run_start(self, addr, mask, bits: int):
        """(heap offset, shape) when every lane runs and the addresses are consecutive
        elements inside one allocation (global memory, below both apertures), else None.
        Checked before `_global_only`: the last address is then the highest."""
        if not (self.full and mask is None and self.in_range is None):
            return None
        shape = self._lane_shape
        if addr.__class__ is not np.ndarray or addr.shape != shape:
            return None
        start = self.s.memory.consecutive(addr.reshape(-1), bits // 8)
        return None if start is None else (start, shape)

    def mem_read(self, space, bits, addr, mask):
        run = None if space == "LDS" else self._run_start(addr, mask, bits)
        if run is not None:
            start, shape = run
            return self.s.memory.load_run(start, addr.size, bits).reshape(shape)
        if space != "LDS" and self._global_only(addr, mask):  # _run_start found no run
            shape = self._lane_shape
            addr = np.broadcast_to(addr, shape)
            return self.s.memory.gather(addr.reshape(-1), bits).reshape(shape)
        addr, shape, active = self._access(addr, mask, space)
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
        addr, shape, active = self._access(addr, mask, space)
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


class Bound:
    """A decoded instruction with its semantic function and operand accessors bound once."""

    def __init__(self, isa: Isa, d: Decoded):
        self.d, self.isa = d, isa
        self.text = isa.text(d)
        ins = d.instr
        self.fn = isa.vector.get(ins.name)
        self.vector = ins.format not in SCALAR_FORMATS
        self.valu = ins.format.startswith("VOP")  # VGPR indexing applies to these (CDNA4 6.6)
        self.ops = {op.name: op for op in d.form.operands}
        self.writes_many = sum(o in self.ops for o in ins.outputs) > 1
        # float results follow MODE.FP_ROUND: waves that do not round to nearest even are
        # recomputed lane by lane with the exact reference, rounding in their direction
        self.rounds_floats = (
            self.vector
            and self.fn is not None
            and "fixed_fp_mode" not in ins.flags
            and not ins.uses_state
            and not ins.cross_lane
            and not ins.dword_operands
            and (
                ins.format == "VOP3P"
                or any(o.type in ("f16", "f32", "f64") for o in d.form.operands)
            )
        )
        # MODE.FP16_OVFL concerns the instructions that round a value to f16
        self.rounds_f16 = self.rounds_floats and "f16" in (ins.semantics or "")
        self.misaligned = [  # gfx90a and later keep VGPR/AGPR tuples even-aligned
            op.name
            for op in d.form.operands
            if op.type != "mask" and op.nregs >= 2 and op.field in d.fields
            and "unaligned_vgprs" not in ins.flags
            and not (op.kind == "gvaddr" and d.fields.get("SADDR", SADDR_OFF) != SADDR_OFF)
            and (op.kind in VECTOR_TUPLE_KINDS or op.kind in ("src", "vsrc") and self._code(op) >= 256)
            and self._code(op) % 2
        ]  # fmt: skip
        self.next_pc = d.pc + d.size
        fields = isa.formats[d.form.fmt]["fields"]
        self.dpp = "DPP_CTRL" in fields
        if self.dpp:
            self.dpp_source = _dpp_source_lanes(d.fields["DPP_CTRL"])
            lane = np.arange(64)
            self.dpp_write = (d.fields.get("ROW_MASK", 15) >> (lane >> 4) & 1).astype(bool) & (
                d.fields.get("BANK_MASK", 15) >> (lane >> 2 & 3) & 1
            ).astype(bool)
            self.dpp_bound_zero = bool(d.fields.get("BC", 0))
        # input and output modifiers: VOP3A/VOP3B bit vectors (unless the instruction reuses
        # those bits), or SDWA's per-source bits
        vop3 = "NEG" in fields and "no_mods" not in ins.flags
        self.sdwa = "SRC0_SEL" in fields
        f = d.fields
        if self.sdwa or self.dpp:
            self.abs_bits = f.get("SRC0_ABS", 0) | f.get("SRC1_ABS", 0) << 1
            self.neg_bits = f.get("SRC0_NEG", 0) | f.get("SRC1_NEG", 0) << 1
        else:
            self.abs_bits = f.get("ABS", 0) if vop3 else 0
            self.neg_bits = f.get("NEG", 0) if vop3 else 0
        self.omod = f.get("OMOD", 0) if vop3 or self.sdwa else 0
        self.clamp = f.get("CLMP", 0) if vop3 or self.sdwa else 0
        # VOP3P: op_sel / op_sel_hi pick each source's elements, neg_lo / neg_hi negate them;
        # the mix ops read f16 halves (op_sel_hi) with NEG as neg and NEG_HI as abs
        self.packed = ins.format == "VOP3P"
        self.packed_mods = "packed_mods" in ins.flags
        self.mix = "mix" in ins.flags
        self.opsel = f.get("OPSEL", 0)
        self.opsel_hi = f.get("OPSEL_HI", 0) | f.get("OPSEL_HI2", 0) << 2
        if self.packed:
            self.neg_lo, self.neg_hi = f.get("NEG", 0), f.get("NEG_HI", 0)
            self.abs_bits, self.neg_bits = (self.neg_hi, self.neg_lo) if self.mix else (0, 0)
        # float operands subject to MODE.FP_DENORM (f32: bits 5:4; f16 and f64: bits 7:6)
        self.denorm_ops = (
            {o.name: o.type for o in d.form.operands if o.type in ("f16", "f32", "f64")}
            if self.vector and ins.format not in MEMORY_FORMATS and "fixed_fp_mode" not in ins.flags
            else {}
        )
        # the float inputs MODE flushes (an accumulator's old D is one, read as SRC2 in VOP3),
        # but not a source the semantics read only as bits (class tests, CDNA4 12.9)
        self.flushed_sources = {
            p: t for p, t in self.denorm_ops.items() if p in ins.params and p not in ins.raw_sources
        }
        # VOP3A op_sel on 16-bit operands: bit k reads source k's high half; a 16-bit result
        # goes to the half of D bit 3 picks, the other half kept (CDNA4 12.11, V_MAD_U16 ...).
        # The _LEGACY 16-bit forms take no op_sel, yet a decoded OPSEL[3] writes D[31:16]
        # keeping D[15:0]; without it D[31:16] is zeroed (CDNA4 12.11 V_MAD_LEGACY_F16 ...)
        op_sel_form = ins.format == "VOP3A" and "op_sel" in ins.flags
        legacy_high = "legacy_opsel" in ins.flags and bool(self.opsel >> 3 & 1)
        self.half_sel = self.opsel if op_sel_form else (8 if legacy_high else 0)
        self.half_dest = (
            (op_sel_form or legacy_high)
            and "D" in self.ops
            and TYPE_BITS.get(self.ops["D"].type) == 16
        )
        self.writes_exec = "EXEC" in ins.outputs or any(
            self._writes_sgprs(name, EXEC, 2) for name in ins.outputs if name in self.ops
        )
        self._plan: tuple = ()  # operand accessors for the register layout bound to (_bind)
        self._run = None  # `step` for that layout
        self._block_parts = None  # (readers, outputs) of the fused step, for _block_lines
        self.fused = False  # `step` is one closure (see _bind)
        self.block = UNBUILT  # the one-wave block starting here (Program._build_block)
        # decided once for `step`: an instruction with semantics and nothing to refuse
        self.plain = (
            ins.matrix is None
            and self.fn is not None
            and not (self.dpp and self.dpp_source is None)
            and not self.misaligned
        )
        self.ignores_exec = "ignores_exec" in ins.flags
        self.has_address = "ADDRESS" in ins.params
        self.atomic = "atomic" in ins.flags and self.vector
        self.check_mode = bool(self.denorm_ops) or self.rounds_floats
        self.uses_state = ins.uses_state
        # the semantics compute each lane from its own inputs only (so any input broadcasts)
        self.lanes_independent = (
            self.vector and self.fn is not None and not ins.uses_state and not ins.cross_lane
        )

    def _writes_sgprs(self, name: str, first: int, count: int) -> bool:
        """Does output `name` write any of SGPRs first .. first + count - 1?"""
        op = self.ops[name]
        try:
            code = self._code(op)
        except KeyError:
            return True  # unknown: assume it does
        bits = TYPE_BITS[op.type] if op.type != "mask" else 64
        regs = max(op.nregs, bits // 32, 1)
        return code < 128 and code < first + count and code + regs > first

    def indexed_fields(self, index: int, enables: int) -> dict | None:
        """The fields with the VGPR operand of each slot enabled in `enables` (M0[15:12]: bit
        0 src0, 1 src1, 2 src2, 3 dst) moved up by `index` (M0[7:0]), as VGPR index mode runs
        the instruction (CDNA4 6.6, MI200 6.6); None when no operand moves. SGPRs, constants
        and AGPRs are not indexed; an operand read and written in place (v_mac's D, SDWA's
        preserved D) follows dst."""
        if index == 0:
            return None
        names = [o.name for o in self.d.instr.operands]
        slot_bit = {"S0": 0, "S1": 1, "S2": 2, "D": 3}
        if "K" in names and "S1" in names and names.index("K") < names.index("S1"):
            slot_bit["S1"] = 2  # madmk/fmamk: the literal is the ALU's src1, the VGPR src2 (6.6.2)
        fields, moved = dict(self.d.fields), set()
        for op in self.d.form.operands:
            bit = slot_bit.get(op.name)
            if bit is None or not enables >> bit & 1 or op.field is None or op.type == "mask":
                continue
            if op.kind not in REGISTER_KINDS or op.field in moved:
                continue
            code = self._code(op)
            if not 256 <= code < 512:
                continue
            last = code - 256 + index + op.nregs - 1
            if last > 255:
                raise ExecutionError(
                    f"VGPR index mode: {op.name} v{code - 256} plus the index M0[7:0] = {index}"
                    f" reaches v{last}, past v255"
                )
            fields[op.field] += index
            moved.add(op.field)
        return fields if moved else None

    # operand access -------------------------------------------------------
    def _code(self, op: Op) -> int:
        if op.implicit == "vcc":
            return VCC
        code = self.d.fields[op.field]
        if op.kind == "sdwa_src" and not self.d.fields.get(f"SRC{op.name[1]}_SGPR", 0):
            return code + 256  # a VGPR unless the source's SGPR bit says scalar
        if op.kind == "sdwa_sdst":
            return code if self.d.fields.get("SDST_EN", 0) else VCC
        if op.kind in ("gvaddr", "svaddr", "bvaddr"):
            return code + 256
        if op.kind in ("vgpr", "avgpr", "agpr"):
            acc_bit = self.d.fields.get("ACC_CD" if "ACC_CD" in self.d.fields else "ACC", 0)
            acc = op.kind == "agpr" or (op.kind == "avgpr" and acc_bit)
            return code + 256 + (256 if acc else 0)
        if op.kind in ("mai_src", "mai_c"):  # registers: ACC[0]/ACC[1] (A/B), ACC_CD (C)
            acc = (
                self.d.fields.get("ACC_CD", 0)
                if op.kind == "mai_c"
                else self.d.fields.get("ACC", 0) >> int(op.name[1]) & 1
            )
            return code + (256 if code >= 256 and acc else 0)
        if op.kind == "asrc":
            return code + 256  # 256 + n names AGPR n here, which lives at 512 + n
        if op.kind == "sbase":
            return code * 2  # the field holds the SGPR number halved (4-aligned for V#s)
        if op.kind == "srsrc":
            return code * 4
        return code

    def _const_bits(self, code: int, op: Op):
        isa, ty = self.isa, op.type
        n = TYPE_BITS[ty] if ty != "mask" else 64
        if code in isa.inline_ints or code in isa.inline_floats:
            return np.asarray(isa.inline_constant_bits(code, op), UNSIGNED[n])
        lit = self.d.literal or 0
        if n == 64:
            if ty == "f64":
                lit <<= 32
            elif ty.startswith("i") and lit >> 31:
                lit |= 0xFFFFFFFF00000000
        return np.asarray(lit & ((1 << n) - 1), UNSIGNED[n])

    def read(self, st: WaveState, w, name: str):
        v = self._read(st, w, name, self.sdwa and name in ("S0", "S1"))
        if self.packed and name in ("S0", "S1", "S2"):
            v = self._packed_source(v, self.ops[name], int(name[1]))
        if self.sdwa and name in ("S0", "S1"):
            v = self._sdwa_select(v, self.ops[name], int(name[1]))
        if (
            self.dpp and name == "S0"
        ):  # lane i reads source lane dpp_source[i]; invalid lanes read 0
            v = np.where(self._dpp_valid, v[:, self._dpp_index], 0).astype(v.dtype)
        if (
            name in ("S0", "S1", "S2")
            and (self.abs_bits | self.neg_bits) >> int(name[1]) & 1
            and name not in self.d.instr.dword_operands  # a register range takes no abs/neg
        ):
            v = self._source_modifiers(v, self.ops[name], int(name[1]))
        return v

    def _packed_source(self, v, op: Op, k: int):
        """A VOP3P source as the default-modifier semantics expect it: element op_sel[k] low,
        element op_sel_hi[k] high, then neg_lo / neg_hi on each (MI200 12.10)."""
        n = TYPE_BITS[op.type]
        lo_sel, hi_sel = self.opsel >> k & 1, self.opsel_hi >> k & 1
        if self.mix:  # an f32 source, or (op_sel_hi) the f16 half op_sel picks, widened exactly
            if not hi_sel:
                return v
            half = (np.asarray(v, np.uint32) >> np.uint32(16 * lo_sel)).astype(np.uint16)
            return half.view(np.float16).astype(np.float32).view(np.uint32)
        if op.type not in ("b32", "b64"):  # an unpacked accumulator (dot products): neg only
            if self.neg_lo >> k & 1 and op.type in ("f32", "f16", "f64"):
                v = np.asarray(v) ^ UNSIGNED[n](1 << (n - 1))
            return v
        e = n // 2
        dt, mask = UNSIGNED[n], UNSIGNED[n]((1 << e) - 1)
        v = np.asarray(v, dt)
        lo = (v >> dt(e * lo_sel)) & mask
        hi = (v >> dt(e * hi_sel)) & mask
        lo = lo ^ dt((self.neg_lo >> k & 1) << (e - 1))
        hi = hi ^ dt((self.neg_hi >> k & 1) << (e - 1))
        return lo | hi << dt(e)

    @staticmethod
    def _flush(v, ty: str, mode, output: int):
        """`v` with the denormals MODE.FP_DENORM flushes in each wave (inputs, or outputs when
        `output`) made zeros of their sign."""
        keep = denormals_kept(mode, ty, bool(output))
        if keep.all():
            return v
        n = TYPE_BITS[ty]
        exp_mask = {16: 0x7C00, 32: 0x7F800000, 64: 0x7FF0000000000000}[n]
        bits = np.asarray(v).astype(UNSIGNED[n])
        denormal = (bits & UNSIGNED[n](exp_mask)) == 0
        flushed = np.where(denormal, bits & UNSIGNED[n](1 << (n - 1)), bits)
        # one flag per wave, against a value per wave and lane or one for every wave (a constant)
        keep = keep.reshape(-1, *([1] * (max(flushed.ndim, 2) - 1)))
        return np.where(keep, bits, flushed).astype(UNSIGNED[n])

    def _sdwa_select(self, v, op: Op, idx: int):
        """SDWA source select: a byte or word of the dword, zero- or sign-extended (SEXT)."""
        sel = self.d.fields.get(f"SRC{idx}_SEL", SEL_DWORD)
        n = TYPE_BITS[op.type]
        if sel == SEL_DWORD or n > 32:
            return v if n >= 32 else np.asarray(v).astype(UNSIGNED[n])  # a register's low bits
        width, shift = _sdwa_part(sel)
        part = (np.asarray(v, np.uint32) >> np.uint32(shift)) & np.uint32((1 << width) - 1)
        if self.d.fields.get(f"SRC{idx}_SEXT", 0):
            part = (part ^ np.uint32(1 << (width - 1))) - np.uint32(1 << (width - 1))
        return part.astype(UNSIGNED[n])

    def _sdwa_place(self, st: WaveState, w, op: Op, value):
        """SDWA destination select: the result's low byte/word goes to the selected part; the
        other bits are zero (UNUSED_PAD), the part's sign (UNUSED_SEXT) or kept (PRESERVE)."""
        f = self.d.fields
        sel, unused = f.get("DST_SEL", SEL_DWORD), f.get("DST_UNUSED", 0)
        if sel == SEL_DWORD or TYPE_BITS[op.type] > 32:
            return value
        width, shift = _sdwa_part(sel)
        mask = np.uint32(((1 << width) - 1) << shift)
        placed = (np.asarray(value).astype(np.uint32) << np.uint32(shift)) & mask
        if unused == 1:  # sign-extend the written part over the bits above it
            above = np.uint32((0xFFFFFFFF << (shift + width)) & 0xFFFFFFFF)
            placed = np.where(
                placed >> np.uint32(shift + width - 1) & np.uint32(1), placed | above, placed
            )
        elif unused == 2:
            row = st.vindex(self._code(op))
            st.settle(row, 1)
            old = st.vgpr[w, row]
            placed = placed | (old & ~mask)
        return placed.astype(np.uint32)

    def _source_modifiers(self, v, op: Op, idx: int):
        """VOP3 abs then neg: clear, then flip, the sign bit of the operand's float view; on
        a `packed_mods` instruction NEG flips the low half's sign and ABS the high half's."""
        n = TYPE_BITS[op.type]
        sign = UNSIGNED[n](1 << (n - 1))
        v = np.asarray(v, UNSIGNED[n])
        if self.packed_mods:
            if idx == 2:  # NEG and ABS do not affect S2 (CDNA4 12.7)
                return v
            low_sign = UNSIGNED[n](1 << (n // 2 - 1))
            if self.neg_bits >> idx & 1:
                v = v ^ low_sign
            if self.abs_bits >> idx & 1:
                v = v ^ sign
            return v
        if self.abs_bits >> idx & 1:
            v = v & ~sign
        if self.neg_bits >> idx & 1:
            v = v ^ sign
        return v

    def _output_modifiers(self, value, op: Op, mode):
        """VOP3/SDWA output modifiers on a float result, per wave by its MODE (CDNA4 3.5,
        6.2.2): omod (x2, x4, /2) only where MODE.IEEE is clear and the result type's output
        denormals are flushed (otherwise ignored), a -0 result then becoming +0; then clamp
        to [0, 1], where a NaN becomes 0 with MODE.DX10_CLAMP set and passes through without."""
        if op.type not in ("f16", "f32", "f64"):
            in_range = "clamp_in_range" in self.d.instr.flags  # saturation cannot change it
            if self.clamp and "CLAMP" not in self.d.instr.params and not in_range:
                raise ExecutionError("clamp on an integer result whose semantics do not read CLAMP")
            if self.omod:  # llvm-mc takes it on v_cvt_i32_f32 and packed results; not modelled
                raise ExecutionError(
                    "an output modifier on a result that is not f16/f32/f64 is not modelled"
                )
            return value  # integer saturation is in the instruction's own semantics
        ftype = {"f16": np.float16, "f32": np.float32, "f64": np.float64}[op.type]
        x = np.asarray(value).view(ftype)
        mode = np.asarray(mode, np.uint32).reshape(-1, 1)  # one MODE per wave
        if self.omod:
            ieee = (mode >> MODE_IEEE_BIT & np.uint32(1)).astype(bool)
            applies = ~ieee & ~denormals_kept(mode, op.type, True)
            scaled = x * ftype({1: 2.0, 2: 4.0, 3: 0.5}[self.omod])
            scaled = np.where(scaled == 0, ftype(0), scaled)  # -0 is flushed to +0
            x = np.where(applies, scaled, x).astype(ftype)
        if self.clamp:
            dx10 = (mode >> MODE_DX10_CLAMP_BIT & np.uint32(1)).astype(bool)
            clamped = np.clip(x, ftype(0), ftype(1))  # a NaN stays NaN (its bits kept)
            x = np.where(dx10 & np.isnan(x), ftype(0), clamped).astype(ftype)
        return x.view(UNSIGNED[TYPE_BITS[op.type]])

    def _read(self, st: WaveState, w, name: str, whole_register: bool = False):
        """whole_register: a sub-dword operand reads its whole 32-bit register (SDWA selects
        the byte or word from it afterwards)."""
        op = self.ops[name]
        n = TYPE_BITS[op.type] if op.type != "mask" else 64
        if whole_register and n < 32 and (self._code(op) >= 256 or self._code(op) < 128):
            op, n = op._replace(type="b32"), 32
        if op.kind not in REGISTER_KINDS and op.implicit is None:
            raw = self.d.literal if op.kind == "literal" else self.d.fields[op.field]
            return np.asarray(raw & ((1 << n) - 1), UNSIGNED[n])
        code = self._code(op)
        if name in self.d.instr.dword_operands:
            return self._dwords(st, w, code, max(n // 32, 1))
        if op.type == "mask":
            return _lanes(self._mask_bits(st, w, code, op))
        high = n == 16 and name in ("S0", "S1", "S2") and self.half_sel >> int(name[1]) & 1
        if code >= 256:
            row = st.vindex(code)
            if n == 64:
                st.vindex(code + 1)
                return st.pair(w, row)
            st.settle(row, 1)
            if high:
                return (st.vgpr[w, row] >> np.uint32(16)).astype(np.uint16)
            else:
                v = st.vgpr[w, row]
                v = v.astype(np.uint16) if n == 16 else v
            return v
        if code < 128:
            if n == 64:
                v = st.sgpr64(code)[w]
            else:
                v = st.sgpr[w, code]
                v = (v >> np.uint32(16 if high else 0)).astype(np.uint16) if n == 16 else v
            return v[:, None] if self.vector else v
        if code in (251, 252, 253):
            flag = {251: st.vcc[w] == 0, 252: st.exec[w] == 0, 253: st.scc[w]}[code]
            v = flag.astype(UNSIGNED[n])
            return v[:, None] if self.vector else v
        if code in APERTURE_CODES:  # src_shared_base ...: the 64-bit address, or its high half
            value = APERTURE_CODES[code]
            v = np.asarray(value if n == 64 else value >> 32, UNSIGNED[n])
            return v
        return self._const_bits(code, op)

    def _mask_bits(self, st: WaveState, w, code: int, op: Op):
        """A lane-mask source as 64 bits per wave: an SGPR pair (VCC, EXEC), or a source code
        the VOP3 field can hold instead (src_vccz/execz/scc and constants: their 64-bit value)."""
        if code < 127:
            return st.sgpr64(code)[w]
        if code in (251, 252, 253):
            flag = {251: st.vcc[w] == 0, 252: st.exec[w] == 0, 253: st.scc[w]}[code]
            return flag.astype(np.uint64)
        if 128 <= code < 256 and code not in APERTURE_CODES:
            return np.broadcast_to(self._const_bits(code, op), (st.sgpr[w].shape[0],))
        raise ExecutionError(
            f"{op.name}: operand code {code} cannot be a lane mask (an SGPR pair is)"
        )

    def _dwords(self, st: WaveState, w, code: int, k: int):
        """A register range as dwords: [waves, 64, k] for VGPRs/AGPRs, [waves, k] for SGPRs."""
        if code >= 256:
            rows = [st.vindex(code + i) for i in range(k)]
            st.settle(rows[0], k)
            return np.moveaxis(st.vgpr[w, rows[0] : rows[-1] + 1], 1, -1)
        if code + k > 128:
            raise ExecutionError(f"SGPR range s[{code}:{code + k - 1}] is out of range")
        v = st.sgpr[w, code : code + k]
        return v[:, None, :] if self.vector else v

    def _write_operand(self, st: WaveState, w, name: str, value, exec_lanes, mode) -> None:
        """Write an output operand through its output modifiers, denormal flush (MODE, when
        some wave does not keep denormals) and SDWA destination select."""
        op = self.ops[name]
        if name == "D" and (self.omod or self.clamp):
            value = self._output_modifiers(value, op, st.hwreg[w, MODE_HWREG])
        if mode is not None and name in self.denorm_ops:
            value = self._flush(value, self.denorm_ops[name], mode, 1)
        if name == "D" and self.sdwa and op.type != "mask":
            value = self._sdwa_place(st, w, op, value)
        self.write(st, w, name, value, exec_lanes)

    def write(self, st: WaveState, w, name: str, value, exec_lanes) -> None:
        op = self.ops[name]
        code = self._code(op)
        n = TYPE_BITS[op.type] if op.type != "mask" else 64
        rows = st.sgpr[w].shape[0]
        if code >= 256:  # whole rows, or some lanes: no pair holding them stays valid
            st.drop_pairs(st.vindex(code), max(n // 32, 1))
        if name in self.d.instr.dword_operands:
            k = max(n // 32, 1)
            value = np.asarray(value, np.uint32)
            if code >= 256:
                for i in range(k):
                    r = st.vindex(code + i)
                    st.vgpr[w, r] = np.where(exec_lanes, value[..., i], st.vgpr[w, r])
            else:
                if value.ndim == 3:
                    value = value[:, 0, :]
                st.sgpr[w, code : code + k] = np.broadcast_to(value, (rows, k))
            return
        if op.type == "mask":
            lanes = np.broadcast_to(value, (rows, 64)) & exec_lanes
            bits = _pack(lanes)
            st.sgpr[w, code] = (bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.sgpr[w, code + 1] = (bits >> np.uint64(32)).astype(np.uint32)
            return
        value = np.asarray(value)
        if code >= 256:
            reg = st.vindex(code)
            shape = (rows, 64)
            if n == 64:
                st.vindex(code + 1)
                v = np.broadcast_to(value.astype(np.uint64), shape)
                lo, hi = (v & np.uint64(0xFFFFFFFF)).astype(np.uint32), (v >> np.uint64(32)).astype(
                    np.uint32
                )
                st.vgpr[w, reg] = np.where(exec_lanes, lo, st.vgpr[w, reg])
                st.vgpr[w, reg + 1] = np.where(exec_lanes, hi, st.vgpr[w, reg + 1])
            else:
                v = np.broadcast_to(value.astype(np.uint32), shape)
                if name == "D" and self.half_dest:  # the half op_sel[3] picks; the other kept
                    old, half = st.vgpr[w, reg], np.uint32(0xFFFF)
                    if self.half_sel >> 3 & 1:
                        v = (old & half) | (v & half) << np.uint32(16)
                    else:
                        v = (old & ~half) | (v & half)
                st.vgpr[w, reg] = np.where(exec_lanes, v, st.vgpr[w, reg])
            return
        if self.vector:
            value = value.reshape(value.shape[0], -1)[:, 0] if value.ndim else value
        v = np.broadcast_to(value, (rows,))
        if n == 64:
            v = v.astype(np.uint64)
            st.sgpr[w, code] = (v & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.sgpr[w, code + 1] = (v >> np.uint64(32)).astype(np.uint32)
        else:
            st.sgpr[w, code] = v.astype(np.uint32)

    def _reference_lanes(self, outs, args, mode, exec_lanes):
        """Outputs recomputed by the per-lane reference (exact arithmetic, one rounding) for
        the lanes of the waves whose MODE the vector semantics do not follow: rounding in the
        direction MODE.FP_ROUND gives, or an f16 overflow saturating under MODE.FP16_OVFL."""
        from . import refops

        reference = self.isa.reference[self.d.instr.name]
        rows = exec_lanes.shape[0]
        outs = [np.array(np.broadcast_to(o, (rows, 64))) for o in outs]
        try:
            for r in np.flatnonzero(self._mode_not_vector(mode)):
                refops.ROUND_MODE = int(mode[r] & np.uint32(0xF))
                refops.F16_OVERFLOW_SATURATES = bool(mode[r] >> MODE_FP16_OVFL_BIT & np.uint32(1))
                for lane in np.flatnonzero(exec_lanes[r]):
                    lane_args = [_lane_value(a, r, lane) for a in args]
                    for out, value in zip(outs, reference(*lane_args)):
                        out[r, lane] = value
        finally:
            refops.ROUND_MODE, refops.F16_OVERFLOW_SATURATES = 0, False
        return outs

    def _mode_not_vector(self, mode):
        """Per wave: does MODE ask for what only the reference computes (a rounding other than
        to nearest even, or FP16_OVFL on an instruction that rounds to f16)?"""
        special = mode & np.uint32(0xF) != 0
        if self.rounds_f16:
            special = special | (mode >> MODE_FP16_OVFL_BIT & np.uint32(1) == 1)
        return special

    # matrix core -----------------------------------------------------------
    def _matrix(self, st: WaveState, w) -> None:
        """An MFMA: A, B, C register images in, D out, every lane (MFMAs ignore EXEC)."""
        core, f = self.isa.mfma, self.d.fields
        try:
            shape = core.shape(self.d.instr.name).resolved(f.get("CBSZ", 0), f.get("BLGP", 0))
        except MatrixError as exc:
            raise ExecutionError(str(exc)) from None
        if self.misaligned:
            raise ExecutionError(f"misaligned register range in {', '.join(self.misaligned)}")
        a = self._dwords(st, w, self._code(self.ops["S0"]), shape.registers("A"))
        b = self._dwords(st, w, self._code(self.ops["S1"]), shape.registers("B"))
        rows, n_c = a.shape[0], shape.registers("C")
        c_code = self._code(self.ops["S2"])
        index = None
        if shape.sparse:  # C is D itself; S2 holds the sparsity indices
            index = self._dwords(st, w, c_code, 1) if c_code >= 256 else None
            if index is None:
                raise ExecutionError("the sparsity-index operand must be a VGPR")
            c = self._dwords(st, w, self._code(self.ops["D"]), n_c)
        elif c_code >= 256:
            c = self._dwords(st, w, c_code, n_c)
        else:  # an inline constant (or literal) for every entry of C
            bits = int(self._const_bits(c_code, Op("S2", shape.c, "src", None, None)))
            words = [bits & 0xFFFFFFFF, bits >> 32] if shape.c == "f64" else [bits]
            c = np.tile(np.array(words, np.uint32), (rows, 64, n_c // len(words)))
        mode = st.hwreg[w, MODE_HWREG]  # denormal and FP16_OVFL rules from each wave's MODE
        try:
            if "S3" in self.ops:  # a block-scaled MFMA: E8M0 scales in S3 (A) and S4 (B)
                scales = [self._scale(st, w, s, rows) for s in ("S3", "S4")]
                sel, sel_hi = f.get("SCALE_OPSEL", 0), f.get("SCALE_OPSEL_HI", 0)
                byte_a, byte_b = ((sel_hi >> i & 1) << 1 | sel >> i & 1 for i in (0, 1))
                d = core.execute_scaled(
                    shape.name, a, b, c, f.get("CBSZ", 0), f.get("BLGP", 0), *scales, byte_a,
                    byte_b, mode,
                )  # fmt: skip
            else:
                modifiers = (f.get("CBSZ", 0), f.get("ABID", 0), f.get("BLGP", 0))
                d = core.execute(shape.name, a, b, c, *modifiers, index, mode)
        except MatrixError as exc:
            raise ExecutionError(str(exc)) from None
        code = self._code(self.ops["D"])
        st.drop_all_pairs()
        for i in range(d.shape[2]):
            st.vgpr[w, st.vindex(code + i)] = d[:, :, i]

    def _scale(self, st: WaveState, w, name: str, rows: int) -> np.ndarray:
        """A scaled MFMA's E8M0 scale dword per lane. An inline constant (llvm-mc takes only
        VGPRs) gives the exponent field of its 32-bit value, whichever byte OPSEL picks
        (CDNA4 7.2.1; errata mfma-scale-constants)."""
        value = np.asarray(self._read(st, w, name), np.uint32)
        code = self._code(self.ops[name])
        if 128 <= code < 256:
            value = (value >> np.uint32(23) & np.uint32(0xFF)) * np.uint32(0x01010101)
        return np.broadcast_to(value, (rows, 64))

    # addressing ------------------------------------------------------------
    def _vgpr(self, st: WaveState, w, field: str, k: int = 1) -> np.ndarray:
        """VGPR(s) named by an address field, as u64 (a pair when k == 2)."""
        code = self.d.fields[field] + 256
        row = st.vindex(code)
        if k == 2:
            st.vindex(code + 1)
            return st.pair(w, row)
        st.settle(row, 1)
        return st.vgpr[w, row].astype(np.uint64)

    def _sgpr(self, st: WaveState, w, code: int, k: int = 1) -> np.ndarray:
        if code + k > 128:
            raise ExecutionError(f"SGPR s{code} is out of range")
        v = st.sgpr[w, code].astype(np.uint64)
        if k == 2:
            v = v | st.sgpr[w, code + 1].astype(np.uint64) << np.uint64(32)
        return v

    def _address(self, st: WaveState, w):
        """(ADDRESS, in_range) by the format's addressing rule; in_range (None: no check)
        says which accesses fall inside a buffer's bounds."""
        f, fmt = self.d.fields, self.d.instr.format
        if fmt == "SMEM":
            # CDNA4 8.2.1.1 (MI200 8.2.1.1): the immediate (IMM = 1) plus one SGPR or M0,
            # named by SOFFSET when SOE = 1, else by OFFSET when IMM = 0; scratch counts
            # that register offset in 64-byte units
            offset = _signed(f["OFFSET"], SMEM_OFFSET_BITS) if f["IMM"] else 0
            register = f["SOFFSET"] if f.get("SOE", 0) else None if f["IMM"] else f["OFFSET"]
            if register is not None:
                scale = 64 if "SCRATCH" in self.d.instr.name else 1
                offset = offset + self._sgpr(st, w, register).astype(np.int64) * scale
            sbase = f["SBASE"] * 2
            base = self._sgpr(st, w, sbase, 2)
            if self.ops["SBASE"].type == "b128":  # a buffer: the V#'s 48-bit base
                base = base & np.uint64((1 << 48) - 1)
            addr = base + np.asarray(offset).astype(np.uint64)
            return addr & ~np.uint64(3), None
        if fmt == "FLAT":
            address = self._vgpr(st, w, "ADDR", 2)
            return (address + np.uint64(f["OFFSET"]) if f["OFFSET"] else address), None
        if fmt == "GLOBAL":
            offset = np.int64(_signed(f["OFFSET"], VMEM_OFFSET_BITS)).astype(np.uint64)
            if f["SADDR"] == SADDR_OFF:
                address = self._vgpr(st, w, "ADDR", 2)
                return (address + offset if offset else address), None
            base = self._sgpr(st, w, f["SADDR"], 2)[:, None]
            return base + self._vgpr(st, w, "ADDR") + offset, None
        if fmt == "SCRATCH":
            offset = np.int64(_signed(f["OFFSET"], VMEM_OFFSET_BITS)).astype(np.uint64)
            if self.isa._scratch_has_vaddr(f, self.isa.formats[fmt]):
                offset = offset + self._vgpr(st, w, "ADDR")
            if f["SADDR"] != SADDR_OFF:
                offset = offset + self._sgpr(st, w, f["SADDR"])[:, None]
            private = offset & np.uint64(APERTURE_SIZE - 1)  # a scalar when both are off
            rows = st.sgpr[w].shape[0]
            return np.uint64(PRIVATE_APERTURE) + np.broadcast_to(private, (rows, 64)), None
        if fmt in ("MUBUF", "MTBUF"):
            return self._buffer_address(st, w)
        raise ExecutionError(f"no addressing rule for format {fmt}")

    def _buffer_address(self, st: WaveState, w):
        """MI200 9.1.5: V# base + SGPR offset + linear or swizzled buffer offset, with the
        range check of raw, structured and private buffers: per dword for plain loads and
        stores, for the whole access by its start for format conversions and atomics (note 3
        of CDNA4 9.1.5.1)."""
        f = self.d.fields
        rsrc = [self._sgpr(st, w, f["SRSRC"] * 4 + i)[:, None] for i in range(4)]
        base = rsrc[0] | (rsrc[1] & np.uint64(0xFFFF)) << np.uint64(32)
        stride = rsrc[1] >> np.uint64(48 - 32) & np.uint64(0x3FFF)
        swizzle = (rsrc[1] >> np.uint64(63 - 32) & np.uint64(1)).astype(bool)
        num_records = rsrc[2]
        add_tid = (rsrc[3] >> np.uint64(119 - 96) & np.uint64(1)).astype(bool)
        index_stride = np.uint64(8) << (rsrc[3] >> np.uint64(117 - 96) & np.uint64(3))
        # with ADD_TID the stride grows to 18 bits, taking DATA_FORMAT's 4 bits on top
        stride = np.where(
            add_tid,
            stride | (rsrc[3] >> np.uint64(111 - 96) & np.uint64(15)) << np.uint64(14),
            stride,
        )
        soffset = np.asarray(self._read(st, w, "SOFFSET"), np.uint64).reshape(-1, 1)
        lanes = np.arange(64, dtype=np.uint64)[None, :]
        vindex = voffset = np.zeros((1, 64), np.uint64)
        if f.get("IDXEN", 0) and f.get("OFFEN", 0):
            vindex, voffset = self._vgpr(st, w, "VADDR"), self._vgpr_next(st, w)
        elif f.get("IDXEN", 0):
            vindex = self._vgpr(st, w, "VADDR")
        elif f.get("OFFEN", 0):
            voffset = self._vgpr(st, w, "VADDR")
        index = vindex + np.where(add_tid, lanes, np.uint64(0))
        offset = voffset + np.uint64(f["OFFSET"])
        esize = np.uint64(BUFFER_ELEMENT_SIZE)
        swizzled = (
            (index // index_stride * stride + offset // esize * esize) * index_stride
            + index % index_stride * esize
            + offset % esize
        )
        linear = index * stride + offset
        start = base + soffset
        addr = start + np.where(swizzle, swizzled, linear)
        if f.get("IDXEN", 0) and not add_tid.all() and (stride != 0).all():
            ok = vindex < num_records  # structured buffer: whole records
            return addr, lambda a: ok
        if add_tid.all() and not f.get("IDXEN", 0):
            return addr, None  # private (scratch) buffer: no range check
        if self.atomic or "format" in self.d.instr.flags:
            ok = (addr - start) < num_records  # raw, all or nothing: the element's start decides
            return addr, lambda a: ok
        return addr, lambda a: (a.astype(np.uint64) - start) < num_records  # raw, per dword

    def _lds_dma_address(self, st: WaveState, w) -> np.ndarray:
        """LDS address of a load into LDS (or buffer_store_lds_dword), per wave: M0 plus the
        instruction offset (MI200 9.1.9; llvm: the offset applies to both addresses). M0 is
        read over as many bits as the arch's LDS needs (MI200: M0[15:0] for 64 KB)."""
        f = self.d.fields
        offset = f.get("OFFSET", 0)
        if self.d.instr.format in ("GLOBAL", "SCRATCH"):
            offset = _signed(offset, VMEM_OFFSET_BITS)
        lds_mask = (1 << (int(self.isa.info["lds_bytes"]) - 1).bit_length()) - 1
        m0 = st.sgpr[w, M0].astype(np.int64) & lds_mask
        return ((m0 + offset) & 0xFFFFFFFF).astype(np.uint32)[:, None]

    def _vgpr_next(self, st: WaveState, w) -> np.ndarray:
        row = st.vindex(self.d.fields["VADDR"] + 257)
        st.settle(row, 1)
        return st.vgpr[w, row].astype(np.uint64)

    def _atomic_rounds(self, st: WaveState, w, exec_lanes, address) -> list:
        """Split the running lanes into rounds in which no two lanes (of any wave) update
        the same address; the k-th lane on an address runs in round k."""
        if address is None and "ADDR" not in self.ops:  # once per wave (ds_append): wave by wave
            rows = np.arange(exec_lanes.shape[0])[:, None]
            return [exec_lanes & (rows == r) for r in range(exec_lanes.shape[0])]
        if address is None:  # DS: the LDS address, made distinct per workgroup
            lds = self._vgpr(st, w, "ADDR") + np.uint64(self.d.fields.get("OFFSET", 0))
            group = st.group[np.arange(st.waves)[w]].astype(np.uint64)[:, None]
            address = lds | group << np.uint64(32)
        keys = np.broadcast_to(address, exec_lanes.shape)[exec_lanes]
        order = np.argsort(keys, kind="stable")
        ranked = keys[order]
        first = np.r_[True, ranked[1:] != ranked[:-1]]
        if first.all():
            return [exec_lanes]
        start = np.maximum.accumulate(np.where(first, np.arange(ranked.size), 0))
        rank = np.empty(keys.size, np.int64)
        rank[order] = np.arange(ranked.size) - start
        per_lane = np.full(exec_lanes.shape, -1, np.int64)
        per_lane[exec_lanes] = rank
        return [per_lane == r for r in range(int(rank.max()) + 1)]

    # execution -------------------------------------------------------------
    def execute(self, st: WaveState, w) -> None:
        """Run over the waves `w` (all at this instruction) and move their PC on."""
        rows = st.waves if isinstance(w, slice) else np.asarray(w).size
        new_pc = self.step(st, w, rows)
        st.pc[w] = self.next_pc if new_pc is None else new_pc

    def step(self, st: WaveState, w, rows: int):
        """Run over the `rows` waves `w`; returns their new PCs after a branch (an array, or
        an int for every wave), or None when they go on to the next instruction (st.pc is left
        to the caller)."""
        run = self._run
        if run is None:
            run = self._bind(st)
        return run(st, w, rows)

    def unbind(self) -> None:
        """Forget what was bound to a register layout (Program.run, when the layout changes)."""
        self._run = None
        self._block_parts = None
        self.block = UNBUILT

    def _block_lines(self, k: int, ns: dict) -> list[str] | None:
        """Python lines running this instruction, the k-th of a one-wave block (see
        Program._build_block), as its fused `step` would; what they use is put in `ns`. None
        if it cannot run in a block: it is not fused, branches, or touches EXEC or VGPR pairs."""
        if self._block_parts is None or self.writes_exec or self.ignores_exec:
            return None
        if "PC" in self.d.instr.outputs or any(
            op.kind in REGISTER_KINDS and TYPE_BITS[op.type] > 32 and self._code(op) >= 256
            for op in self.ops.values()
        ):
            return None
        readers, outputs = self._block_parts
        args = []
        for j, reader in enumerate(readers):
            source = getattr(reader, "block_source", None)
            name = f"r{k}_{j}"
            if source is None:
                ns[name] = reader
                args.append(f"{name}(st, W, 1)")
            elif isinstance(source, tuple):
                ns[name] = source[1]
                args.append(name)
            else:
                args.append(source)
        ns[f"f{k}"] = self.fn
        lines = [f"k = {k}", f"o = f{k}({', '.join(args)})"]
        for i, writer in outputs:
            ns[f"w{k}_{i}"] = writer
            general = f"w{k}_{i}(st, W, 1, o[{i}], lanes, full)"
            row = getattr(writer, "row", None)
            if self.vector and row is not None:  # write_vgpr's whole-row case, pairs dropped
                lines += [
                    f"if full and o[{i}].__class__ is ndarray:",
                    f"    if P: st.drop_pairs({row}, 1)",
                    f"    V[:, {row}] = o[{i}]",
                    f"else: {general}",
                ]
                continue
            file, index, kind = (None, 0, None) if self.vector else self._scalar_store(i)
            if file is None:
                lines.append(general)
                continue
            ns[f"t{k}_{i}"] = kind
            target = "C[0]" if file == "scc" else f"S[0, {index}]"
            lines += [f"if o[{i}].__class__ is t{k}_{i}: {target} = o[{i}]", f"else: {general}"]
        return lines

    def _general_step(self, st: WaveState, w, rows: int):
        """`step` for every instruction: refusals, memory, atomics, DPP, MODE, matrix cores."""
        if not self.plain:
            ins = self.d.instr
            if ins.matrix is not None:
                self._matrix(st, w)
                return None
            if self.fn is None:
                if "nop" in ins.flags or "cache_op" in ins.flags:  # no caches: coherent memory
                    return None
                raise ExecutionError(f"{ins.mnemonic} has no semantics in the spec")
            if self.dpp and self.dpp_source is None:
                raise ExecutionError(f"reserved DPP_CTRL value {self.d.fields['DPP_CTRL']:#x}")
            if self.misaligned:
                raise ExecutionError(
                    f"misaligned register range in {', '.join(self.misaligned)}: VGPR/AGPR"
                    " tuples must start at an even register"
                )
        if not self.vector:
            exec_lanes, full = None, True
        elif self.ignores_exec:  # v_readlane / v_writelane act whatever EXEC says
            exec_lanes, full = np.ones((rows, 64), bool), True
        else:
            exec_lanes, full = st.exec_lanes(w)
        address = in_range = None
        if self.has_address:
            address, in_range = self._address(st, w)
        if self.atomic:
            log = st.write_log
            if log is not None:
                log.begin(self, st, w, exec_lanes, address, in_range)
            # lanes that hit one address take turns, so every update lands (in lane order);
            # a round that few waves take part in runs over those waves only (thousands of
            # waves on a few addresses make as many rounds)
            waves = None
            for lanes in self._atomic_rounds(st, w, exec_lanes, address):
                taking = np.flatnonzero(lanes.any(1)) if rows > 1 else None
                if taking is None or 2 * taking.size > rows:
                    new_pc = self._issue(st, w, rows, lanes, False, address, in_range)
                    continue
                if waves is None:
                    waves = np.arange(st.waves)[w]
                new_pc = self._issue(
                    st, waves[taking], taking.size, lanes[taking], False,
                    _rows_of(address, taking), _rows_of(in_range, taking),
                )  # fmt: skip
            if log is not None:
                log.end()
        else:
            new_pc = self._issue(st, w, rows, exec_lanes, full, address, in_range)
        if self.writes_exec:
            st.forget()
        return new_pc

    def _issue(self, st: WaveState, w, rows: int, exec_lanes, full: bool, address, in_range):
        """Run the semantics once over the waves `w` with lanes `exec_lanes` (`full`: every
        lane runs); returns the branch target, if any."""
        readers, writers = self._plan  # made by _bind, for this layout (Program.run unbinds)
        if self.dpp:
            # a source lane is invalid when the pattern leaves the row/wave or the lane is
            # inactive; its destination is then not written unless BC (bound_ctrl) is set
            ok = self.dpp_source >= 0
            self._dpp_index = np.where(ok, self.dpp_source, 0)
            self._dpp_valid = ok[None, :] & exec_lanes[:, self._dpp_index]
            exec_lanes = exec_lanes & self.dpp_write[None, :]
            if not self.dpp_bound_zero:
                exec_lanes = exec_lanes & self._dpp_valid
            full = False
        args = [address if r is None else r(st, w, rows) for r in readers]
        mode = None
        plain_mode = not self.check_mode or st.mode_plain()
        if self.denorm_ops and not plain_mode:
            mode = st.hwreg[w, MODE_HWREG]
            if (mode & DENORM_ALLOW_ALL == DENORM_ALLOW_ALL).all():
                mode = None  # every wave keeps denormals (the usual kernel MODE)
            else:
                args = [
                    (
                        self._flush(a, self.flushed_sources[p], mode, 0)
                        if p in self.flushed_sources
                        else a
                    )
                    for p, a in zip(self.d.instr.params, args)
                ]
        if self.writes_many:  # a register read may be a view of one the outputs overwrite
            args = [np.array(a) if isinstance(a, np.ndarray) else a for a in args]
        if self.uses_state:
            args.append(Effects(st, w, exec_lanes, in_range, full, self.d.instr.format))
        outs = self.fn(*args)
        if self.rounds_floats and not plain_mode:
            mode_now = st.hwreg[w, MODE_HWREG]
            if self._mode_not_vector(mode_now).any():
                outs = self._reference_lanes(outs, args, mode_now, exec_lanes)
        new_pc = None
        for (name, writer), value in zip(writers, outs):
            if mode is not None and name in self.ops:
                self._write_operand(st, w, name, value, exec_lanes, mode)
            elif writer is not None:
                target = writer(st, w, rows, value, exec_lanes, full)
                if target is not None:
                    new_pc = target
        return new_pc

    # one function per instruction, made once per register layout ---------------
    def _bind(self, st: WaveState):
        """The function `step` runs: the general path, or for a plain ALU instruction its
        operand readers, semantics and writers fused into one closure."""
        self._plan = self._make_plan(st)
        fusable = (
            self.plain
            and not (self.dpp or self.has_address or self.atomic or self.uses_state)
            and not self.writes_many
        )
        self.fused = fusable
        if not fusable:
            self._run = self._general_step
        elif tuple(self.d.instr.outputs) == ("PC",) and self._only_scc_varies():
            self._run = self._branch_table()
        else:
            self._run = self._fused(st)
        return self._run

    def _only_scc_varies(self) -> bool:
        """Are all the inputs but SCC fixed by the instruction word (a branch on SCC)?"""
        for p in self.d.instr.params:
            op = self.ops.get(p)
            fixed = p in ("PC", "PCN") or (
                op is not None and op.kind not in REGISTER_KINDS and op.implicit is None
            )
            if p != "SCC" and not fixed:
                return False
        return not self.vector

    def _branch_table(self):
        """A branch decided by SCC alone: both targets computed once, here."""
        readers = self._plan[0]
        target = {}
        for scc in (False, True):
            args = [
                np.array([scc]) if p == "SCC" else r(None, None, 1)
                for p, r in zip(self.d.instr.params, readers)
            ]
            pc = int(np.asarray(self.fn(*args)[0]).reshape(-1)[0])
            target[scc] = None if pc == self.next_pc else pc
        taken, not_taken = target[True], target[False]
        fall = self.next_pc

        def branch(st, w, rows):
            scc = st.scc[w]
            if rows == 1:
                return taken if scc[0] else not_taken
            return np.where(
                scc, fall if taken is None else taken, fall if not_taken is None else not_taken
            )

        return branch

    def _fused(self, st: WaveState):
        """Readers, semantics and writers in one closure. One wave of scalar code reads numpy
        scalars instead of one-element arrays (numpy's per-call cost is most of its time)."""
        readers, writers = self._plan
        fn, vector, check_mode = self.fn, self.vector, self.check_mode
        ignores_exec, writes_exec = self.ignores_exec, self.writes_exec
        general = self._general_step
        outputs = [(i, w) for i, (_, w) in enumerate(writers) if w is not None]
        single = outputs[0] if len(outputs) == 1 else None
        compute = _applied(fn, readers)
        one_wave = one_wave_writes = None
        block_readers = readers
        if not vector:
            params = self.d.instr.params
            block_readers = [self._scalar_reader(st, p, r) for p, r in zip(params, readers)]
            one_wave = _applied(fn, block_readers)
            one_wave_writes = self._scalar_writes(st, outputs)
        self._block_parts = (block_readers, outputs)

        def run(st, w, rows):
            if check_mode and not (st._mode_plain or st.mode_plain()):
                return general(st, w, rows)
            if not vector:
                if rows == 1 and w.__class__ is slice:
                    return one_wave_writes(st, one_wave(st, w, rows))
                lanes, full = None, True
                outs = compute(st, w, rows)
            else:
                if ignores_exec:
                    lanes, full = np.ones((rows, 64), bool), True
                elif st._exec_cache is not None and w.__class__ is slice:
                    lanes, full = st._exec_cache  # every wave: EXEC as exec_lanes keeps it
                else:
                    lanes, full = st.exec_lanes(w)
                outs = compute(st, w, rows)
            if single is not None:
                new_pc = single[1](st, w, rows, outs[single[0]], lanes, full)
            else:
                new_pc = None
                for i, writer in outputs:
                    target = writer(st, w, rows, outs[i], lanes, full)
                    if target is not None:
                        new_pc = target
            if writes_exec:
                st.forget()
            return new_pc

        return run

    def _scalar_writes(self, st: WaveState, outputs: list):
        """For one wave of scalar code: a function (st, results) storing the results and
        returning the branch target. A numpy scalar of the register's type is stored directly;
        anything else goes through the general writer."""
        stores = [(i, writer, *self._scalar_store(i)) for i, writer in outputs]
        writes_exec, full_row = self.writes_exec, slice(None)

        def write(st, outs):
            new_pc = None
            for i, writer, file, index, kind in stores:
                value = outs[i]
                if value.__class__ is kind:
                    if file == "scc":
                        st.scc[0] = value
                    else:
                        st.sgpr[0, index] = value
                else:
                    target = writer(st, full_row, 1, value, None, True)
                    if target is not None:
                        new_pc = target
            if writes_exec:
                st.forget()
            return new_pc

        return write

    def _scalar_store(self, i: int) -> tuple:
        """(file, index, type) where one wave of scalar code may store output `i` directly if
        it is a numpy scalar of that type; (None, 0, None) where only its writer may."""
        name = self.d.instr.outputs[i]
        if name == "SCC":
            return "scc", 0, np.bool_
        op = self.ops.get(name)
        if (
            op is not None
            and op.kind in REGISTER_KINDS
            and TYPE_BITS[op.type] == 32
            and name not in self.d.instr.dword_operands
            and self._code(op) < VCC  # plain SGPRs: VCC, EXEC, M0 and the rest keep writers
        ):
            return "sgpr", self._code(op), np.uint32
        return None, 0, None

    def _scalar_reader(self, st: WaveState, p: str, reader):
        """For one wave of scalar code: input `p` as a numpy scalar where that is faster than
        the one-element array `reader` gives."""
        u64 = np.uint64
        if p == "SCC":
            return _block_reader(lambda st, w, rows: st.scc[0], "C[0]")
        op = self.ops.get(p)
        if op is None or p in self.d.instr.dword_operands or op.type == "mask":
            return reader
        code = self._code(op) if op.kind in REGISTER_KINDS or op.implicit else None
        if code is not None and code < 127 and TYPE_BITS[op.type] == 32:
            return _block_reader(lambda st, w, rows: st.sgpr[0, code], f"S[0, {code}]")
        if code is not None and code < 127 and TYPE_BITS[op.type] == 64:
            return lambda st, w, rows: u64(int(st.sgpr[0, code]) | int(st.sgpr[0, code + 1]) << 32)
        return reader

    # operand accessors, made once per register layout ------------------------
    def _make_plan(self, st: WaveState) -> tuple[list, list]:
        """(readers, writers): for each input of the semantics a function (st, w, rows) giving
        its value (None: the memory address), and for each output (name, function (st, w, rows,
        value, exec_lanes, full) writing it and returning a branch target, or None)."""
        readers = [
            None if p == "ADDRESS" else self._param_reader(st, p) for p in self.d.instr.params
        ]
        writers = [(name, self._output_writer(st, name)) for name in self.d.instr.outputs]
        return readers, writers

    def _param_reader(self, st: WaveState, p: str):
        ins, f = self.d.instr, self.d.fields
        if p in self.ops:
            return self._operand_reader(st, p)

        if p == "SCC":
            return lambda st, w, rows: st.scc[w]
        if p in ("PC", "PCN"):  # every wave of the batch is at this instruction
            pc = np.uint64(self.d.pc if p == "PC" else self.next_pc)
            return lambda st, w, rows: np.full(rows, pc, np.uint64)
        if p == "EXEC" and self.vector:
            return lambda st, w, rows: st.exec_lanes(w)[0]
        if p in ("VCC", "EXEC"):
            code = VCC if p == "VCC" else EXEC
            if self.vector:
                return lambda st, w, rows: _lanes(st.sgpr64(code)[w])
            return lambda st, w, rows: st.sgpr64(code)[w]
        if p == "M0":
            if self.vector:
                return lambda st, w, rows: st.sgpr[w, M0][:, None]
            return lambda st, w, rows: st.sgpr[w, M0]
        if p == "laneId":
            return _constant_reader(LANE_IDS)
        if p == "CLAMP":
            return _constant_reader(np.bool_(self.clamp))
        if p == "MODE":  # the wave's MODE register (ftz_in / ftz_out)
            if self.vector:
                return lambda st, w, rows: st.hwreg[w, MODE_HWREG][:, None]
            return lambda st, w, rows: st.hwreg[w, MODE_HWREG]
        if p == "IN_LDS":  # a FLAT lane whose address is in the shared aperture runs in LDS
            if ins.format != "FLAT":
                return _constant_reader(np.bool_(False))
            return lambda st, w, rows: _in_aperture(self._address(st, w)[0], SHARED_APERTURE)
        if p == "IEEE_MODE":  # per wave, as MODE says now
            return lambda st, w, rows: _mode_ieee(st.hwreg[w, MODE_HWREG])[:, None]
        if p == "BITOP3":
            m = next(m for m in self.d.form.modifiers if m["name"] == "bitop3")
            return _constant_reader(np.uint32(modifier_value(f, m)))
        if p == "CLOCK":
            return lambda st, w, rows: np.full(rows, st.clock, np.uint64)
        if p == "RETURN":  # the atomic returns the old value: glc, or sc0 on cdna4
            bit = self.isa.formats[ins.format].get("atomic_return_field") or "GLC"
            return _constant_reader(np.bool_(f.get(bit, 0)))
        if p == "LDS_DMA":  # the LDS bit: the data goes to LDS instead of VGPRs
            return _constant_reader(np.bool_(f.get("LDS", 0)))
        if p == "LDS_ADDRESS":
            return lambda st, w, rows: self._lds_dma_address(st, w)
        if p in ins.dword_operands or any(o.name == p for o in ins.operands):
            # an operand this form leaves out (a load into LDS has no VDATA): never written
            nbits = TYPE_BITS[next(o.type for o in ins.operands if o.name == p)]
            if p in ins.dword_operands:
                return lambda st, w, rows: np.zeros((rows, 64, max(nbits // 32, 1)), np.uint32)
            return lambda st, w, rows: np.zeros((rows, 64), UNSIGNED_ALL[nbits])
        if p in f:  # an instruction field the semantics read (OFFSET1)
            return _constant_reader(np.uint32(f[p]))
        if p.endswith("_reg") and p[:-4] in self.ops:
            code = np.uint32(self._code(self.ops[p[:-4]]))
            return lambda st, w, rows: np.full(rows, code, np.uint32)
        raise ExecutionError(f"{ins.mnemonic}: unknown input {p}")

    def _operand_reader(self, st: WaveState, name: str):
        """A register or constant read without per-batch decoding; sources with modifiers,
        register ranges and masks go through `read`."""
        op = self.ops[name]
        source = name in ("S0", "S1", "S2")
        if (
            (source and (self.packed or self.abs_bits | self.neg_bits))
            or (self.sdwa and name in ("S0", "S1"))
            or (self.dpp and name == "S0")
            or name in self.d.instr.dword_operands
            or op.type == "mask"
        ):
            return lambda st, w, rows: self.read(st, w, name)
        n = TYPE_BITS[op.type]
        if op.kind not in REGISTER_KINDS and op.implicit is None:
            # a numpy scalar: faster than 0-d
            return _constant_reader(self._read(st, slice(None), name)[()])
        code = self._code(op)
        high = n == 16 and source and self.half_sel >> int(name[1]) & 1
        u16, u64, half, word = np.uint16, np.uint64, np.uint32(16), np.uint64(32)
        if code >= 256:
            row = st.vindex(code)
            if n == 64:
                st.vindex(code + 1)
                return lambda st, w, rows: st.pair(w, row)

            def vgpr_row(st, w, rows):
                if st.stale:
                    st.settle(row, 1)
                return st.vgpr[w, row]

            if high:
                return lambda st, w, rows: (vgpr_row(st, w, rows) >> half).astype(u16)
            if n == 16:
                return lambda st, w, rows: vgpr_row(st, w, rows).astype(u16)
            return _block_reader(vgpr_row, f"V[:, {row}]")
        if code < 127 or (code == 127 and n < 64):
            shift = np.uint32(16 if high else 0)

            def read(st, w):
                if n == 64:
                    return st.sgpr[w, code].astype(u64) | st.sgpr[w, code + 1].astype(u64) << word
                if n == 16:
                    return (st.sgpr[w, code] >> shift).astype(u16)
                return st.sgpr[w, code]

            if self.vector and self.lanes_independent:

                def read_for_lanes(st, w, rows):
                    value = read(st, w)
                    if rows >= UNIFORM_CHECK_WAVES and (value == value[0]).all():
                        return value[:1, None]  # broadcast as a scalar: much faster in numpy
                    return value[:, None]

                reader = read_for_lanes
            elif self.vector:
                reader = lambda st, w, rows: read(st, w)[:, None]  # noqa: E731
            else:
                return lambda st, w, rows: read(st, w)
            return _block_reader(reader, f"S[:, {code}, None]") if n == 32 else reader
        if code in (251, 252, 253) or code < 256 and code in APERTURE_CODES:
            return lambda st, w, rows: self._read(st, w, name)
        if 128 <= code < 256:  # an inline constant or the literal
            return _constant_reader(self._read(st, slice(None), name)[()])
        return lambda st, w, rows: self._read(st, w, name)

    def _output_writer(self, st: WaveState, name: str):
        if name in self.ops:
            return self._operand_writer(st, name)
        if name == "SCC":

            def write_scc(st, w, rows, value, exec_lanes, full):
                if np.ndim(value) > 1:
                    value = np.asarray(value, bool).reshape(rows, -1)[:, 0]
                st.scc[w] = value  # assignment broadcasts

            return write_scc
        if name in ("VCC", "EXEC"):
            code = VCC if name == "VCC" else EXEC

            def write_mask(st, w, rows, value, exec_lanes, full):
                if self.vector:
                    bits = _pack(np.broadcast_to(value, (rows, 64)) & exec_lanes)
                else:
                    bits = np.broadcast_to(np.asarray(value, np.uint64), (rows,))
                st.sgpr[w, code] = (bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
                st.sgpr[w, code + 1] = (bits >> np.uint64(32)).astype(np.uint32)

            return write_mask
        if name == "M0":

            def write_m0(st, w, rows, value, exec_lanes, full):
                st.sgpr[w, M0] = np.broadcast_to(np.asarray(value, np.uint32), (rows,))

            return write_m0
        if name == "PC":
            return lambda st, w, rows, value, exec_lanes, full: np.broadcast_to(
                np.asarray(value, np.uint64), (rows,)
            ).astype(np.int64)
        return None

    def _operand_writer(self, st: WaveState, name: str):
        """A register write decided once: whole rows when every lane runs, else merged."""
        op = self.ops[name]
        if op.kind in REGISTER_KINDS or op.implicit:
            code, bits = self._code(op), 64 if op.type == "mask" else TYPE_BITS[op.type]
            if code < 256 and code + max(bits // 32, 1) > 128:  # a constant or past exec_hi
                raise ExecutionError(
                    f"{name}: operand code {code} is not a writable scalar register"
                )
        if (
            name == "D"
            and (self.omod or self.clamp or self.sdwa or self.half_dest)
            or name in self.d.instr.dword_operands
            or op.type == "mask"
        ):
            return lambda st, w, rows, value, exec_lanes, full: self._write_operand(
                st, w, name, value, exec_lanes, None
            )
        code = self._code(op)
        n = TYPE_BITS[op.type]
        u32, u64, low, word = np.uint32, np.uint64, np.uint64(0xFFFFFFFF), np.uint64(32)
        if code >= 256:
            row = st.vindex(code)
            if n == 64:
                st.vindex(code + 1)

                def write_vgpr_pair(st, w, rows, value, exec_lanes, full):
                    if st.pairs:
                        st.drop_pairs(row, 2, full and w.__class__ is slice)
                    if (
                        full
                        and w.__class__ is slice
                        and value.__class__ is np.ndarray
                        and value.dtype == u64
                        and value.shape == (rows, 64)
                    ):
                        st.pairs[row] = value  # the rows are written when something needs them
                        st.stale.add(row)
                        return
                    lo, hi = _split64(value, (rows, 64))
                    if not full:
                        lo = np.where(exec_lanes, lo, st.vgpr[w, row])
                        hi = np.where(exec_lanes, hi, st.vgpr[w, row + 1])
                    st.vgpr[w, row] = lo
                    st.vgpr[w, row + 1] = hi

                return write_vgpr_pair

            def write_vgpr(st, w, rows, value, exec_lanes, full):
                # assignment keeps the low 32 bits of wider integer arrays, as astype(u32) would
                if not isinstance(value, np.ndarray):
                    value = np.asarray(value).astype(u32)
                if st.pairs:
                    st.drop_pairs(row, 1, full and w.__class__ is slice)
                if full:
                    st.vgpr[w, row] = value
                else:
                    st.vgpr[w, row] = np.where(exec_lanes, value, st.vgpr[w, row])

            write_vgpr.row = row  # for Bound._block_lines
            return write_vgpr
        vector = self.vector

        def write_sgpr(st, w, rows, value, exec_lanes, full):
            value = np.asarray(value)
            if vector and value.ndim:
                value = value.reshape(value.shape[0], -1)[:, 0]
            if n == 64:
                v = value.astype(u64)
                st.sgpr[w, code] = (v & low).astype(u32)
                st.sgpr[w, code + 1] = (v >> word).astype(u32)
            else:  # assignment broadcasts and keeps the low 32 bits
                st.sgpr[w, code] = value if value.dtype == u32 else value.astype(u32)

        return write_sgpr


def _mode_ieee(mode: np.ndarray) -> np.ndarray:
    """MODE.IEEE of each wave, as bools."""
    return (mode >> MODE_IEEE_BIT & np.uint32(1)).astype(bool)


def _constant_reader(value):
    return _block_reader(lambda st, w, rows: value, ("value", value))


def _block_reader(reader, source):
    """`reader` tagged with how a one-wave block reads the same value without calling it
    (Bound._block_lines): an expression over V, S, C (the VGPR, SGPR and SCC arrays), or
    ("value", constant)."""
    reader.block_source = source
    return reader


def _applied(fn, readers: list):
    """A function (st, w, rows) -> fn of the readers' values. Up to three readers are called
    directly: building the argument list costs as much as a numpy operation on one wave."""
    if len(readers) == 1:
        (a,) = readers
        return lambda st, w, rows: fn(a(st, w, rows))
    if len(readers) == 2:
        a, b = readers
        return lambda st, w, rows: fn(a(st, w, rows), b(st, w, rows))
    if len(readers) == 3:
        a, b, c = readers
        return lambda st, w, rows: fn(a(st, w, rows), b(st, w, rows), c(st, w, rows))
    return lambda st, w, rows: fn(*[r(st, w, rows) for r in readers])


class OneWaveBlock(NamedTuple):
    """Straight-line instructions compiled into one function for one wave (Program._build_block):
    run(state) executes them all and returns the next PC (None: it could not, MODE is not
    plain)."""

    run: object
    count: int
    members: list  # the Bound instructions, in order
    failed: list  # [index of the member that raised]


class Program:
    """Code decoded once; each instruction bound to its semantics. `strict`: memory results
    count as outstanding until their s_waitcnt and wait-state rules are checked as the waves
    run (runtime/strict.py); decided here, so a plain program pays nothing for it."""

    def __init__(self, isa: Isa, code: bytes, base: int = 0, strict: bool = False):
        self.isa, self.base, self.strict = isa, base, strict
        self.end = base + len(code)
        self.bound: dict[int, Bound] = {}
        self.illegal: dict[int, str] = {}  # pc -> why the word there cannot run
        self._layout: tuple | None = None  # (vector rows, agpr_base) the bound code uses
        # (pc, M0[7:0], M0[15:12]) -> the instruction as VGPR index mode runs it
        self._indexed: dict[tuple, Bound] = {}
        self.strict_rules = None  # strict.StrictRules, set by make_strict
        for item in isa.decode(code, base):
            if isinstance(item, tuple):
                self.illegal[item[0]] = f"illegal instruction word 0x{item[1]:08x}"
                continue
            try:
                self.bound[item.pc] = Bound(isa, item)
            except DecodeError as exc:  # an operand code the form cannot take (a reserved one)
                word = int.from_bytes(code[item.pc - base : item.pc - base + 4], "little")
                self.illegal[item.pc] = f"illegal instruction word 0x{word:08x} ({exc})"
        if strict:
            from .strict import make_strict  # strict.py builds on hazards.py, which imports us

            make_strict(self)

    def run(self, state: WaveState, budget: int = 1_000_000, registers: bool = True) -> int:
        """Run until every wave ends; returns wave-instructions executed. `registers`: the
        caller reads the VGPRs afterwards (a launch, which drops the state, does not), so
        64-bit results still held as u64 are written to their rows."""
        layout = (state.vgpr.shape[1], state.agpr_base)
        if layout != self._layout:  # register rows were resolved for another layout
            for b in self.bound.values():
                b.unbind()
            self._indexed.clear()
            self._layout = layout
        state.forget()
        state.drop_all_pairs()  # the registers may have been set since the last run
        state.note_mode()  # MODE may have been set since the last run
        state.regroup = False
        saved = np.seterr(all="ignore")  # the semantics compute on inactive lanes too
        try:
            return self._run(state, budget)
        finally:
            if registers:
                state.settle()
            np.seterr(**saved)

    def _run(self, state: WaveState, budget: int) -> int:
        executed = 0
        steps = 0
        while True:
            if state.waiting.any():
                self._release_barriers(state)
            active = np.flatnonzero(~state.done & ~state.waiting)
            if active.size == 0:
                if state.done.all():
                    return executed
                w = int(np.flatnonzero(~state.done)[0])
                raise ExecutionError(
                    f"{self.isa.name}: deadlock: wave {state.first_wave + w} waits at a barrier"
                    f" that the rest of workgroup {state.first_group + int(state.group[w])}"
                    " never reaches"
                )
            pcs = state.pc[active]
            first = pcs[0]
            if (pcs == first).all() and not state.vector_mode:
                # one batch: it runs on until a branch splits it or a wave ends or waits
                w = slice(None) if active.size == state.waves else active
                pc, rows = int(first), active.size
                bound, direct = self.bound, not self.strict
                blocks = direct and state.waves == 1
                try:
                    while True:
                        state.clock += 1
                        b = bound.get(pc)
                        if b is None:
                            self._step(state, w, rows, pc)  # raises: no instruction there
                        if blocks:
                            block = b.block
                            if block is UNBUILT:
                                block = self._build_block(b, state)
                            if block is not None:
                                try:
                                    next_pc = block.run(state)
                                except STEP_FAILURES as exc:
                                    failed = block.members[block.failed[0]]
                                    raise self._failure(exc, failed, state, w) from self._cause(exc)
                                if next_pc is not None:
                                    executed += block.count
                                    steps += block.count
                                    state.clock += block.count - 1
                                    pc = next_pc
                                    if steps > budget:
                                        break
                                    continue
                        try:
                            # strict mode wraps `step`; otherwise call what it would call
                            run = b._run if direct else None
                            new_pc = (run or b.step)(state, w, rows)
                        except STEP_FAILURES as exc:
                            raise self._failure(exc, b, state, w) from self._cause(exc)
                        executed += rows
                        steps += 1
                        if new_pc is None:
                            pc = b.next_pc
                        elif new_pc.__class__ is int:
                            pc = new_pc
                        elif rows == 1 or (new_pc == new_pc[0]).all():
                            pc = int(new_pc[0])
                        else:
                            pc = None
                            state.pc[w] = new_pc
                            break
                        if steps > budget or state.regroup:
                            break
                finally:
                    if pc is not None:
                        state.pc[w] = pc
                state.regroup = False
            else:
                state.clock += 1
                for pc in np.unique(pcs):
                    w = active[pcs == pc]
                    new_pc = self._step(state, w, w.size, int(pc))
                    state.pc[w] = self.bound[int(pc)].next_pc if new_pc is None else new_pc
                    executed += w.size
                steps += 1
                state.regroup = False
            if steps > budget:
                w = active[0]
                pc = int(state.pc[w])
                text = self.bound[pc].text if pc in self.bound else "?"
                raise ExecutionError(
                    f"{self.isa.name}: instruction budget of {budget} exceeded: wave {state.first_wave + w}, pc 0x{pc:x}, '{text}'"
                )

    def _step(self, state: WaveState, w, rows: int, pc: int):
        """Run the instruction at `pc` over the waves `w`, naming it in any error."""
        b = self.bound.get(pc)
        if b is None:
            where = f"{self.isa.name}: {self._where(w, state)}, pc 0x{pc:x}"
            if pc in self.illegal:
                raise ExecutionError(f"{where}: {self.illegal[pc]}")
            raise ExecutionError(
                f"{where}: no instruction at this address (program is 0x{self.base:x}..0x{self.end:x})"
            )
        try:
            if state.vector_mode and b.vector:
                return self._vector_mode_step(b, state, w, rows)
            return b.step(state, w, rows)
        except STEP_FAILURES as exc:
            raise self._failure(exc, b, state, w) from self._cause(exc)

    def _vector_mode_step(self, b: Bound, state: WaveState, w, rows: int):
        """Vector instruction `b` over the waves `w` while some wave has MODE.VSKIP or
        GPR_IDX_EN set: waves with VSKIP skip it (no register, memory or counter effect;
        CDNA4 3.5), waves with GPR_IDX_EN run a VALU instruction with the VGPR operands that
        M0[15:12] selects moved up by M0[7:0] (CDNA4 6.6), the others run it as decoded."""
        waves = np.arange(state.waves)[w]
        mode = state.hwreg[waves, MODE_HWREG]
        m0 = state.sgpr[waves, M0].astype(np.int64)
        indexed = (mode & MODE_GPR_IDX_EN) != 0 if b.valu else np.zeros(rows, bool)
        # per wave: -2 skips, -1 runs as decoded, else M0's index and enable bits
        how = np.where((mode & MODE_VSKIP) != 0, -2, np.where(indexed, m0 & 0xF0FF, -1))
        if (how == -1).all():
            return b.step(state, w, rows)
        new_pc = np.full(rows, b.next_pc, np.int64)
        for key in np.unique(how):
            if key == -2:
                continue
            these = how == key
            runner = b if key == -1 else self._indexed_form(b, int(key) & 0xFF, int(key) >> 12)
            target = runner.step(state, waves[these], int(these.sum()))
            if target is not None:
                new_pc[these] = target
        return new_pc

    def _indexed_form(self, b: Bound, index: int, enables: int) -> Bound:
        """`b` with its VGPR operands moved as VGPR index mode moves them (Bound.indexed_fields),
        made once per index and enable bits."""
        key = (b.d.pc, index, enables)
        found = self._indexed.get(key)
        if found is None:
            fields = b.indexed_fields(index, enables)
            if fields is None:
                found = b
            else:
                d = b.d
                found = Bound(self.isa, Decoded(d.form, fields, d.literal, d.size, d.pc))
                if self.strict_rules is not None:  # checked and recorded as `b` would be
                    self.strict_rules.wrap(found)
            self._indexed[key] = found
        return found

    def _build_block(self, first: Bound, state: WaveState) -> OneWaveBlock | None:
        """The straight-line run of fused instructions from `first` as one Python function for
        one wave (no branch, EXEC write or VGPR pair inside), or None when it is too short.
        Each instruction reads, computes and writes as its fused step does, minus the calls
        and checks that hold for the whole block: one wave, every lane's EXEC read once, MODE
        plain (checked once), no stale VGPR pairs (settled at entry). The instruction that
        ends the run joins as the last, called as it is, if it is fused too (a branch)."""
        ns = {"ndarray": np.ndarray, "W": slice(None)}
        lines, members, b = [], [], first
        while b is not None:
            try:
                if b._run is None:
                    b._bind(state)
                body = b._block_lines(len(members), ns)
            except STEP_FAILURES:  # it fails when it runs, if it does: not here
                body = None
            if body is None:
                break
            lines += body
            members.append(b)
            b = self.bound.get(b.next_pc)
        end = f"{members[-1].next_pc}" if members else ""
        if members and b is not None and b._run is not None and b.fused:
            k = len(members)
            ns[f"m{k}"] = b._run
            lines += [f"k = {k}", f"t = m{k}(st, W, 1)", "if t is not None:"]
            lines.append("    return t if t.__class__ is int else int(t[0])")
            members.append(b)
            end = f"{b.next_pc}"
        if len(members) < BLOCK_MIN_INSTRUCTIONS:
            first.block = None
            return None
        mode = any(m.check_mode for m in members)
        source = "\n".join(
            [
                "def block(st):",
                "    if st.stale:",
                "        st.settle()",
                *(
                    ["    if not (st._mode_plain or st.mode_plain()):", "        return None"]
                    * mode
                ),
                "    V, S, C, P = st.vgpr, st.sgpr, st.scc, st.pairs",
                "    lanes, full = st._exec_cache or st.exec_lanes(W)",
                "    k = 0",
                "    try:",
                *("        " + line for line in lines),
                "    except BaseException:",
                "        failed[0] = k",
                "        raise",
                f"    return {end}",
            ]
        )
        failed = [0]
        ns["failed"] = failed
        exec(compile(source, f"<block at pc 0x{first.d.pc:x}>", "exec"), ns)
        first.block = OneWaveBlock(ns["block"], len(members), members, failed)
        return first.block

    def _failure(self, exc: Exception, b: Bound, state: WaveState, w) -> ExecutionError:
        """`exc` raised by instruction `b`, as an error naming the arch, wave, PC and text."""
        where = f"{self.isa.name}: {self._where(w, state)}, pc 0x{b.d.pc:x}, '{b.text}'"
        if isinstance(exc, (ExecutionError, MemoryFault)):
            return ExecutionError(f"{where}: {exc}")
        return ExecutionError(f"{where}: internal error: {type(exc).__name__}: {exc}")

    @staticmethod
    def _cause(exc: Exception) -> Exception | None:
        """What the error is chained to: nothing for the emulator's own errors."""
        return None if isinstance(exc, (ExecutionError, MemoryFault)) else exc

    @staticmethod
    def _release_barriers(state: WaveState) -> None:
        """Let a workgroup's waves past s_barrier once every wave still running has arrived
        (a wave that has ended counts as arrived)."""
        groups = state.lds.data.size // state.lds.stride if state.lds else 1
        alive = ~state.done
        arrived = np.bincount(state.group[alive & state.waiting], minlength=groups)
        running = np.bincount(state.group[alive], minlength=groups)
        release = (arrived == running) & (arrived > 0)
        state.waiting &= ~release[state.group]

    @classmethod
    def _where(cls, w, state: WaveState) -> str:
        wave = cls._first_wave(w, state)
        group = state.first_group + int(state.group[wave])
        return f"workgroup {group}, wave {state.first_wave + wave}"

    @staticmethod
    def _first_wave(w, state: WaveState) -> int:
        return 0 if isinstance(w, slice) else int(np.asarray(w).ravel()[0])
