"""Split one dispatch's workgroups among worker processes (`backend="process"`) or Ray tasks
(`backend="ray"`), with the global-memory semantics of the hardware.

    module.launch("vadd", grid=(4096, 1, 1), block=(256, 1, 1), args=..., workers=2)

The workgroups are cut into contiguous shards, one per worker. Every shard starts from the
launch-time memory image (the parent's memory with the kernarg segment written), so a workgroup
sees that image plus its own shard's writes, as on the hardware, where nothing orders
workgroups. Each worker returns the bytes its shard stored (the memory journal says which) with
the workgroup that stored each last, and the parent merges them in shard order:

- two workgroups storing different values to one byte race: ExecutionError naming both and the
  address. Inside a shard, ShardLog checks every global store against the byte's last writer;
  across shards, the merge compares the bytes. A store to a word another shard updates
  atomically races too;
- global atomics (FLAT, GLOBAL, MUBUF) whose result does not depend on their order are merged
  as such: add/sub (as deltas), and/or/xor, signed and unsigned min/max, 32 and 64 bits, with
  the returned value unused. A kernel whose code holds any other global atomic (swap, cmpswap,
  inc, dec, float adds, or one that returns the old value) runs in one process, with a
  ScaleoutWarning saying which instruction made it so;
- a fault in a shard is reported as a serial run reports it (the launch runs again in one
  process to name it: a message counts the failing lanes of a whole batch), and device memory
  is restored.

Not seen: a workgroup reading what a workgroup of another shard wrote reads the launch-time
value (the hardware does not order them either; a serial run would show the write).

Processes come from a pool per worker count, started once (spawn: fork is fragile under
numpy) and reused by later launches; each loads a code object once. Ray: `ray.init()` is called
when Ray is not initialised yet; it connects to the cluster that RAY_ADDRESS names, else starts a
local one. To use an existing cluster, call `ray.init(address="ray://head:10001")` (or set
RAY_ADDRESS) before launching.
"""

from __future__ import annotations

import atexit
import hashlib
import math
import os
import sys
import time
import warnings
from dataclasses import dataclass, field

import numpy as np

from .atomics import ORDER_FREE, atomic_op
from .forms import TYPE_BITS
from .memory import (
    HEAP_BASE,
    SHARED_APERTURE,
    UNSIGNED,
    Memory,
    MemoryFault,
    OutOfDeviceMemory,
    run_offsets,
)
from .state import ExecutionError, LaunchError

BACKENDS = ("process", "ray")
WORKERS_LIMIT = 1024  # shards per launch; each is a process or a Ray task


class ScaleoutWarning(UserWarning):
    """A launch asked for workers ran in one process; the message says why."""


def check_split(workers, backend) -> tuple[int, str] | None:
    """(workers, backend) checked (LaunchError naming the argument otherwise); None for one
    worker."""
    if isinstance(workers, bool) or not isinstance(workers, int | np.integer):
        raise LaunchError(f"workers must be a number of processes (an int >= 1), got {workers!r}")
    if not 1 <= workers <= WORKERS_LIMIT:
        raise LaunchError(f"workers must be 1..{WORKERS_LIMIT}, got {workers}")
    if not isinstance(backend, str) or backend not in BACKENDS:
        raise LaunchError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    if backend == "process" and workers > 8 * (os.cpu_count() or 1):
        raise LaunchError(
            f"workers: {workers} processes on a machine with {os.cpu_count()} cores; at most"
            f" {8 * (os.cpu_count() or 1)} (backend='ray' spreads more over a cluster)"
        )
    return (int(workers), backend) if workers > 1 else None


def _atomic_kind(form) -> tuple[str, int]:
    """(op, bytes of an element): ('add', 4) for global_atomic_add, ('smin', 8) for
    buffer_atomic_smin_x2; the width is the data operand's."""
    op = atomic_op(form.instr.mnemonic)
    data = next(o for o in form.operands if o.name in ("DATA", "VDATA", "SDATA"))
    return op, TYPE_BITS[data.type] // 8


CALLS = ("s_swappc_b64", "s_setpc_b64", "s_call_b64")


def kernel_code(kernel, program) -> list:
    """The instructions a kernel can run, as (pc, Bound): from its entry to the next function
    symbol, or the whole program when that code calls or jumps through a register."""
    entry = kernel.entry
    starts = sorted(a for a in set(kernel.module.obj.symbols.values()) if a > entry)
    end = starts[0] if starts else program.end
    own = [(pc, b) for pc, b in sorted(program.bound.items()) if entry <= pc < end]
    if any(b.d.instr.mnemonic in CALLS for _, b in own):
        return sorted(program.bound.items())
    return own


def split_refusal(kernel, program) -> str | None:
    """Why the kernel's global atomics keep a launch in one process, or None."""
    for pc, b in kernel_code(kernel, program):
        ins = b.d.instr
        if not (b.atomic or b.scalar_atomic) or ins.format == "DS":  # LDS ones stay in a workgroup
            continue
        op, _ = _atomic_kind(b.d.form)
        where = f"'{b.text}' at pc {pc:#x}"
        if op not in ORDER_FREE:
            return f"{where}: a {op} atomic's result depends on the order of the updates"
        bit = program.isa.formats[ins.format].get("atomic_return_field") or "GLC"
        if b.d.fields.get(bit, 0):
            return f"{where} returns the value before the update, which depends on the order"
    return None


# the worker's side ---------------------------------------------------------------------
@dataclass
class ShardJob:
    """What a worker needs to run workgroups [first, end) of a launch (picklable)."""

    arch: str
    code: bytes
    code_key: str
    kernel: str
    strict: bool
    block: tuple
    size: tuple
    lds_bytes: int
    pointers: tuple  # (packet, queue, kernarg) addresses
    budget: int
    shard: int
    first: int
    end: int
    # device.Device, which loads the code in a worker: handed over (pickled by name) rather
    # than imported, as device.py imports this module
    device: type
    launch_id: int = 0
    progress: bool = False  # report the workgroups done after each batch


@dataclass
class ShardResult:
    shard: int
    executed: int = 0
    error: str | None = None  # an ExecutionError's text
    launch_error: str | None = None  # an OutOfDeviceMemory / LaunchError text
    race: tuple | None = None  # (workgroup, workgroup, heap offset) of a race inside the shard
    # the bytes plain stores wrote, as runs of consecutive bytes the same workgroup wrote last:
    # each run's first heap offset, length and workgroup, and `values` the runs' bytes in order.
    # (An offset and a workgroup per byte made a shard storing 4 MB send 54 MB back.)
    run_starts: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    run_lengths: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    run_writers: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int32))
    values: np.ndarray = field(default_factory=lambda: np.zeros(0, np.uint8))
    # (op, bytes) -> (heap offsets, final values, a workgroup updating each) of its atomics
    atomics: dict = field(default_factory=dict)
    # elements the shard both stores to and updates atomically
    mixed: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    seconds: tuple = (0.0, 0.0)  # (wall, CPU) of the worker's whole shard, for benchmarks


_MODULES: dict = {}  # (arch, code_key) -> Module, per worker process, least recently used first
MODULES_KEPT = 16  # code objects a worker keeps bound (a CI run launches thousands of kernels)
_PROGRESS = None  # the pool's progress queue, per worker process


def _init_worker(queue) -> None:
    global _PROGRESS
    _PROGRESS = queue


def _module(job: ShardJob):
    key = (job.arch, job.code_key)
    module = _MODULES.pop(key, None) or job.device(job.arch).load(job.code)
    _MODULES[key] = module  # the most recently used last
    while len(_MODULES) > MODULES_KEPT:
        del _MODULES[next(iter(_MODULES))]
    return module


class ShardRace(Exception):
    """Two workgroups of one shard wrote different values to a byte: (first, second, heap
    offset)."""


class ShardLog:
    """WaveState.write_log of a shard. Plain global stores: the workgroup that wrote each
    byte last (per 1 MiB chunk of the heap written), so a store of another workgroup with a
    different value is a race (ShardRace) and the merge can name who wrote what. Atomics:
    the elements each kind updates, by which workgroup, and which journal entries they made."""

    CHUNK_BITS = 20

    def __init__(self, memory: Memory, top: int):
        self.memory, self.top = memory, top
        self.chunks: dict[int, np.ndarray] = {}  # chunk -> writer workgroup per byte (-1: none)
        self.seen: dict[tuple[str, int], list] = {}  # (op, bytes) -> [(offsets, workgroups)]
        self.entries: list[int] = []  # journal positions of atomic writes
        self.start: int | None = None  # journal position while an atomic runs

    # atomics ---------------------------------------------------------------------
    def begin(self, bound, st, w, lanes, address, in_range) -> None:
        self.start = len(self.memory.journal)
        if bound.d.instr.format == "DS" or address is None:
            return
        full = np.broadcast_to(np.asarray(address, np.uint64), lanes.shape)
        op, nbytes = _atomic_kind(bound.d.form)
        if in_range is not None:  # a buffer's range check: writes outside it are dropped
            lanes = lanes & np.broadcast_to(in_range(full, nbytes), lanes.shape)
        groups = np.broadcast_to(st.group[np.arange(st.waves)[w]][:, None], lanes.shape)
        addr, groups = full[lanes], groups[lanes] + st.first_group
        keep = (addr >= np.uint64(HEAP_BASE)) & (addr < np.uint64(SHARED_APERTURE))
        if keep.any():
            kind = ORDER_FREE[op], nbytes  # split_refusal let only these through
            offsets = (addr[keep] - np.uint64(HEAP_BASE)).astype(np.int64)
            self.seen.setdefault(kind, []).append((offsets, groups[keep]))

    def end(self) -> None:
        self.entries.extend(range(self.start, len(self.memory.journal)))
        self.start = None

    def finals(self) -> dict:
        """(op, bytes) -> (heap offsets, values there now, a workgroup updating each)."""
        out = {}
        for (op, nbytes), parts in self.seen.items():
            offsets, first = np.unique(np.concatenate([o for o, _ in parts]), return_index=True)
            groups = np.concatenate([g for _, g in parts])[first]
            keep = offsets + nbytes <= self.top  # scratch is above the image
            offsets, groups = offsets[keep], groups[keep]
            idx = offsets[:, None] + np.arange(nbytes)
            values = np.ascontiguousarray(self.memory.heap[idx]).view(f"<u{nbytes}").reshape(-1)
            out[(op, nbytes)] = (offsets, values, groups)
        return out

    # plain stores ------------------------------------------------------------------
    def store(self, fx, bits: int, addr, value, mask) -> None:
        """Before a global store (Effects.mem_write): check it against the writers so far."""
        if self.start is not None:  # an atomic's own write
            return
        addr, shape, active = fx._access(addr, mask, bits)
        glob = fx._spaces(addr, active)[0]
        if not glob.any():
            return
        n = bits // 8
        off = addr[glob].astype(np.uint64) - np.uint64(HEAP_BASE)
        keep = off + np.uint64(n) <= np.uint64(self.top)  # not scratch, not unmapped (faults)
        if not keep.any():
            return
        off = off[keep].astype(np.int64)
        groups = (fx._groups(shape)[glob][keep] + fx.s.first_group).astype(np.int32)
        values = np.broadcast_to(np.asarray(value), shape)[glob][keep]
        values = np.ascontiguousarray(values.astype(UNSIGNED[bits], copy=False))
        byte = (off[:, None] + np.arange(n)).reshape(-1)
        group = np.repeat(groups, n)
        prev = self.writers(byte)
        once = off.size < 2 or bool((np.diff(off) >= n).all())  # each byte written once here
        if not (once and ((prev < 0) | (prev == group)).all()):
            self._check(byte, group, values.view(np.uint8).reshape(-1), prev)
        for chunk, sel in self._by_chunk(byte):
            if chunk not in self.chunks:
                self.chunks[chunk] = np.full(1 << self.CHUNK_BITS, -1, np.int32)
            self.chunks[chunk][byte[sel] & ((1 << self.CHUNK_BITS) - 1)] = group[sel]

    def _check(self, byte, group, value, prev) -> None:
        """ShardRace when a byte gets different values from different workgroups (this
        store's lanes, or this store against the byte's last writer)."""
        old = prev >= 0
        byte = np.concatenate([byte[old], byte])
        group = np.concatenate([prev[old], group])
        value = np.concatenate([self.memory.heap[byte[: int(old.sum())]], value])
        order = np.argsort(byte, kind="stable")
        byte, group, value = byte[order], group[order], value[order]
        heads = np.flatnonzero(np.r_[True, byte[1:] != byte[:-1]])
        two_groups = np.minimum.reduceat(group, heads) != np.maximum.reduceat(group, heads)
        two_values = np.minimum.reduceat(value, heads) != np.maximum.reduceat(value, heads)
        bad = np.flatnonzero(two_groups & two_values)
        if not bad.size:
            return
        start = heads[bad[0]]
        end = heads[bad[0] + 1] if bad[0] + 1 < heads.size else byte.size
        g, v = group[start:end].tolist(), value[start:end].tolist()
        # two writers that differ in workgroup and in value (there is a pair when the byte has
        # two workgroups and two values: take the first writer and one differing in both, or
        # else one differing in workgroup only and one in value only)
        pairs = [(j, k) for j in range(len(g)) for k in range(j + 1, len(g))]
        j, k = next((j, k) for j, k in pairs if g[j] != g[k] and v[j] != v[k])
        raise ShardRace(min(g[j], g[k]), max(g[j], g[k]), int(byte[start]))

    def _by_chunk(self, byte):
        """(chunk, lanes of `byte` in it) for each chunk `byte` reaches."""
        low, high = int(byte.min()) >> self.CHUNK_BITS, int(byte.max()) >> self.CHUNK_BITS
        if low == high:
            return [(low, slice(None))]
        chunk = byte >> self.CHUNK_BITS
        return [(c, chunk == c) for c in range(low, high + 1)]

    def writers(self, byte: np.ndarray) -> np.ndarray:
        """The workgroup that last stored to each heap byte (-1: none)."""
        out = np.full(byte.size, -1, np.int32)
        if not byte.size:
            return out
        for chunk, sel in self._by_chunk(byte):
            if chunk in self.chunks:
                out[sel] = self.chunks[chunk][byte[sel] & ((1 << self.CHUNK_BITS) - 1)]
        return out


def _run_range(job: ShardJob, memory: Memory, groups: range, progress=False, log=None):
    """Run workgroups `groups` of the job on `memory`: (wave-instructions, snapshot)."""
    module = _module(job)
    snap = memory.snapshot()
    return module.run_shard(job, memory, groups, progress, log), snap


def run_shard(job: ShardJob, image: tuple, report=None) -> ShardResult:
    """Run one shard on a copy of the launch-time image; its writes as heap offsets and bytes."""
    started = time.perf_counter(), time.process_time()
    result = _run_shard(job, image, report)
    result.seconds = (time.perf_counter() - started[0], time.process_time() - started[1])
    return result


def _run_shard(job: ShardJob, image: tuple, report) -> ShardResult:
    memory = Memory.from_image(*image)
    top = image[0].size
    result = ShardResult(job.shard)
    log = ShardLog(memory, top)
    progress = False
    if report is not None and job.progress:
        progress = lambda done: report(job.launch_id, job.shard, done)  # noqa: E731
    try:
        result.executed, snap = _run_range(job, memory, range(job.first, job.end), progress, log)
    except (ExecutionError, MemoryFault) as exc:
        result.error = str(exc)
        return result
    except OutOfDeviceMemory as exc:
        result.launch_error = str(exc)
        return result
    except ShardRace as race:
        result.race = race.args
        return result
    stored = memory.written_since(snap, top, log.entries)  # by plain stores
    result.atomics = log.finals()
    atomic = _atomic_groups(result, top)
    offsets = np.flatnonzero(stored if atomic is None else stored & (atomic < 0))
    result.values = memory.heap[offsets]
    result.run_starts, result.run_lengths, result.run_writers = _runs(offsets, log.writers(offsets))
    # elements this shard both stores to and updates atomically: merged with another shard's
    # atomics, the result would depend on the order
    result.mixed = np.unique(
        np.concatenate(
            [np.zeros(0, np.int64)]
            + [o[_any_byte(stored, o, k[1])] for k, (o, _, _) in result.atomics.items()]
        )
    )
    return result


def _runs(offsets: np.ndarray, writers: np.ndarray) -> tuple:
    """(first offset, length, writer) of each run of consecutive `offsets` (sorted) with one
    writer."""
    if not offsets.size:
        return offsets, offsets, writers
    heads = np.flatnonzero(np.r_[True, (np.diff(offsets) != 1) | (np.diff(writers) != 0)])
    return offsets[heads], np.diff(np.r_[heads, offsets.size]), writers[heads]


def _bytes_of(result: ShardResult) -> tuple[np.ndarray, np.ndarray]:
    """(heap offset, writer) of each byte of the result's runs."""
    return run_offsets(result.run_starts, result.run_lengths), np.repeat(
        result.run_writers, result.run_lengths
    )


def _runs_meet(results) -> bool:
    """Do runs of two shards share a byte? (One shard's runs never do.)"""
    starts = np.concatenate([r.run_starts for r in results])
    if starts.size < 2:
        return False
    ends = starts + np.concatenate([r.run_lengths for r in results])
    order = np.argsort(starts, kind="stable")
    starts, ends = starts[order], ends[order]
    return bool((starts[1:] < np.maximum.accumulate(ends)[:-1]).any())


def _any_byte(mask: np.ndarray, offsets: np.ndarray, nbytes: int) -> np.ndarray:
    """Per element at `offsets`: is any of its `nbytes` bytes set in `mask`?"""
    return mask[offsets[:, None] + np.arange(nbytes)].any(axis=1)


def _process_shard(job: ShardJob, image: tuple) -> ShardResult:
    report = None
    if _PROGRESS is not None:
        report = lambda launch, shard, done: _PROGRESS.put((launch, shard, done))  # noqa: E731
    return run_shard(job, image, report)


# the parent's side ---------------------------------------------------------------------
_POOLS: dict[int, tuple] = {}  # workers -> (ProcessPoolExecutor, progress queue)
_LAUNCHES = iter(range(1, 1 << 62))
_REMOTE: dict = {}  # "ray" -> the remote functions, made once
# the last split launch of this process: backend, shards' workgroup ranges, each shard's
# (wall, CPU) seconds in its worker, and the parent's merge time (tools/bench.py reads it)
LAST_SPLIT: dict = {}


def _pool(workers: int):
    if workers not in _POOLS:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        ctx = multiprocessing.get_context("spawn")
        queue = ctx.Queue()
        pool = ProcessPoolExecutor(workers, ctx, initializer=_init_worker, initargs=(queue,))
        _POOLS[workers] = (pool, queue)
    return _POOLS[workers]


def _submit(pool, fn, *args):
    """pool.submit, with the parent's __main__ hidden from a process it starts: a spawned
    process runs __main__ again otherwise, and a script without an `if __name__ ==
    "__main__"` guard would launch again in every worker (they need this module only)."""
    import types

    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        return pool.submit(fn, *args)
    finally:
        sys.modules["__main__"] = main


@atexit.register
def shutdown_pools() -> None:
    """Stop the worker processes (at exit; a later split launch starts them again)."""
    for pool, queue in _POOLS.values():
        pool.shutdown(cancel_futures=True)
        queue.close()
    _POOLS.clear()


class Board:
    """One progress line per shard on stderr, rewritten in place on a terminal."""

    def __init__(self, name: str, sizes: list[int]):
        self.name, self.sizes, self.done = name, sizes, [0] * len(sizes)
        self.tty, self.drawn = sys.stderr.isatty(), False

    def update(self, shard: int, done: int) -> None:
        self.done[shard] = done
        if not self.tty:
            print(
                f"{self.name}: shard {shard}: {done}/{self.sizes[shard]} workgroups",
                file=sys.stderr,
            )
            return
        if self.drawn:
            sys.stderr.write(f"\x1b[{len(self.sizes)}F")
        for i, (d, n) in enumerate(zip(self.done, self.sizes)):
            bar = "#" * (20 * d // max(n, 1))
            sys.stderr.write(f"\x1b[2K{self.name}: shard {i}: [{bar:<20}] {d}/{n} workgroups\n")
        sys.stderr.flush()
        self.drawn = True


def _jobs(launch, program, pointers, budget, workers: int, progress: bool) -> list[ShardJob]:
    module = launch.kernel.module
    total = math.prod(launch.groups)
    shards = min(workers, total)
    cuts = [total * i // shards for i in range(shards + 1)]
    key = hashlib.sha256(module.data).hexdigest()
    launch_id = next(_LAUNCHES)
    return [
        ShardJob(
            launch.device.arch,
            module.data,
            key,
            launch.kernel.name,
            program.strict,
            launch.block,
            launch.size,
            launch.lds_bytes,
            pointers,
            budget,
            i,
            cuts[i],
            cuts[i + 1],
            type(launch.device),
            launch_id,
            progress,
        )  # fmt: skip
        for i in range(shards)
    ]


def run_split(launch, program, pointers, budget, progress, workers: int, backend: str) -> int:
    """Run the launch's workgroups in shards and merge their writes into the device memory;
    returns wave-instructions executed (the memory is restored by Launch.run on any error)."""
    reason = split_refusal(launch.kernel, program)
    if reason is not None:
        warnings.warn(
            f"kernel {launch.kernel.name} runs in one process, not {workers}: {reason}",
            ScaleoutWarning,
            stacklevel=4,
        )
        return launch._run_groups(pointers, budget, progress, program)
    memory = launch.device.memory
    # the parent's heap is not written until every shard's writes are checked, and the merge
    # writes plain bytes and atomic elements, which are disjoint: no copy of the image needed
    image = memory.image()
    jobs = _jobs(launch, program, pointers, budget, workers, bool(progress))
    board = Board(launch.kernel.name, [j.end - j.first for j in jobs]) if progress else None
    if backend == "ray":
        results = _run_ray(jobs, image, board)
    else:
        results = _run_pool(jobs, image, board)
    failed = [r.error for r in results if r.error is not None]
    if failed:
        # named as a serial run names it: its message counts the lanes of a whole batch, and
        # the first wave of those running the instruction; the memory is still launch-time
        launch._run_groups(pointers, budget, False, program)
        raise ExecutionError(
            failed[0]
        )  # the fault needed the split (a read of another shard's write)
    merging = time.perf_counter()
    executed = _merge(memory, image, jobs, results)
    LAST_SPLIT.clear()
    LAST_SPLIT.update(
        backend=backend,
        shards=[(j.first, j.end) for j in jobs],
        shard_seconds=[r.seconds for r in results],
        merge_seconds=time.perf_counter() - merging,
    )
    return executed


def _run_pool(jobs, image, board):
    from concurrent.futures.process import BrokenProcessPool

    pool, queue = _pool(len(jobs))
    try:
        futures = [_submit(pool, _process_shard, job, image) for job in jobs]
        if board is not None:
            _wait(futures, queue, jobs[0].launch_id, board)
        results = [f.result() for f in futures]
    except BrokenProcessPool as exc:
        raise _broken(len(jobs), exc) from None
    return results


def _broken(workers: int, exc: Exception):
    """LaunchError for a pool whose process died (killed, out of host memory); the pool is
    dropped, so the next split launch starts a new one."""
    pool, queue = _POOLS.pop(workers)
    pool.shutdown(wait=False, cancel_futures=True)
    queue.close()
    return LaunchError(f"a worker process of the launch ended abruptly ({exc})")


def _wait(futures, queue, launch_id: int, board) -> None:
    """Wait for the futures, drawing the progress the workers send."""
    import queue as queues
    from concurrent.futures import wait

    def take(timeout: float) -> None:
        try:
            launch, shard, count = queue.get(timeout=timeout)
        except queues.Empty:
            return
        if launch == launch_id:
            board.update(shard, count)

    while wait(futures, timeout=0.1)[1]:
        while not queue.empty():
            take(0.01)
    # a worker's last report may still be on its way when its future completes
    settle = time.monotonic() + 1.0
    while board.done != board.sizes and time.monotonic() < settle:
        take(0.05)


def _run_ray(jobs, image, board):
    try:
        import ray
    except ImportError:
        raise LaunchError(
            "backend='ray' needs Ray: pip install 'cdna-isa[cluster]' (or ray>=2.9)"
        ) from None
    if not ray.is_initialized():  # RAY_ADDRESS names a cluster to join; else a local one
        try:
            ray.init(include_dashboard=False)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise LaunchError(f"backend='ray': cannot start or join a Ray cluster: {exc}") from None
    if "ray" not in _REMOTE:
        _REMOTE["ray"] = ray.remote(_ray_shard)
    remote_shard = _REMOTE["ray"]
    image_ref = ray.put(image)
    refs = [remote_shard.remote(job, image_ref) for job in jobs]
    pending = list(refs)
    while board is not None and pending:  # a shard's line is updated when it ends
        done, pending = ray.wait(pending, num_returns=1)
        job = jobs[refs.index(done[0])]
        board.update(job.shard, job.end - job.first)
    return ray.get(refs)


def _ray_shard(job: ShardJob, image: tuple) -> ShardResult:
    return run_shard(job, image)


def _merge(memory: Memory, image, jobs, results) -> int:
    for job, result in zip(jobs, results):
        if result.launch_error is not None:
            raise LaunchError(f"workgroups {job.first}..{job.end - 1}: {result.launch_error}")
        if result.race is not None:
            _race(jobs, *result.race, "write different values to")
    heap = image[0]
    atomic = [_atomic_groups(r, heap.size) for r in results]  # None: the shard has no atomics
    # plain writes: a byte written by two shards with different values is a race; so is a byte
    # one shard stores to and another updates atomically. Neither can happen unless two shards'
    # runs share a byte or some shard ran atomics.
    if _runs_meet(results) or any(groups is not None for groups in atomic):
        _check_stores(jobs, results, atomic, heap.size)
    for r in results:  # bytes two shards store are equal by now
        memory.write_runs(r.run_starts, r.run_lengths, r.values)
    _merge_atomics(memory, heap, jobs, results)
    return sum(r.executed for r in results)


def _check_stores(jobs, results, atomic, size: int) -> None:
    """Race when a byte gets different values from two shards, or one shard stores to it and
    another updates it atomically."""
    # (zeros: pages no shard stores to are never touched, however large the heap)
    writer = np.zeros(size, np.int32)  # 1 + the workgroup storing the byte; 0: none yet
    value = np.zeros(size, np.uint8)
    for i, r in enumerate(results):
        values = r.values
        offsets, writers = _bytes_of(r)
        if i:  # the first shard's stores meet nothing
            clash = np.flatnonzero((writer[offsets] > 0) & (value[offsets] != values))
            if clash.size:
                k = clash[0]
                what = "write different values to"
                _race(jobs, int(writer[offsets[k]]) - 1, int(writers[k]), int(offsets[k]), what)
        for j, groups in enumerate(atomic):
            hit = np.flatnonzero(groups[offsets] >= 0) if j != i and groups is not None else ()
            if len(hit):
                k = hit[0]
                what = "store to and atomically update"
                _race(jobs, int(writers[k]), int(groups[offsets[k]]), int(offsets[k]), what)
        if i + 1 < len(results):
            writer[offsets], value[offsets] = writers + 1, values


def _atomic_groups(result: ShardResult, size: int) -> np.ndarray | None:
    """Per heap byte: a workgroup of the shard that updates it atomically, or -1; None when
    the shard ran no global atomic."""
    if not result.atomics:
        return None
    groups = np.full(size, -1, np.int32)
    for (_, nbytes), (offsets, _, who) in result.atomics.items():
        for k in range(nbytes):
            groups[offsets + k] = who
    return groups


def _merge_atomics(memory: Memory, heap, jobs, results) -> None:
    """Each atomically updated element: the launch-time value updated by every shard's final
    value, as the op combines (sums of deltas, and/or/xor, min/max)."""
    kinds: dict[tuple, list] = {}
    for i, r in enumerate(results):
        for kind, (offsets, finals, groups) in r.atomics.items():
            kinds.setdefault(kind, []).append((i, offsets, finals, groups))
    seen: dict[int, tuple] = {}  # heap offset -> (kind, shard, workgroup) of its first atomic
    mixed = [set(r.mixed.tolist()) for r in results]
    for kind, parts in kinds.items():
        for i, offsets, _, groups in parts:
            for off, group in zip(offsets.tolist(), groups.tolist()):
                other = seen.setdefault(off, (kind, i, group))
                if other[1] == i:
                    continue
                if other[0] != kind:
                    what = f"update atomically ({other[0][0]} and {kind[0]})"
                    _race(jobs, other[2], group, off, what)
                if off in mixed[i] or off in mixed[other[1]]:
                    _race(jobs, other[2], group, off, "store to and atomically update")
    for (op, nbytes), parts in kinds.items():
        offsets = np.concatenate([p[1] for p in parts])
        finals = np.concatenate([p[2] for p in parts])
        order = np.argsort(offsets, kind="stable")
        offsets, finals = offsets[order], finals[order]
        heads = np.flatnonzero(np.r_[True, offsets[1:] != offsets[:-1]])
        where = offsets[heads]
        dtype = np.dtype(f"<u{nbytes}")
        idx = where[:, None] + np.arange(nbytes)
        start = np.ascontiguousarray(heap[idx]).view(dtype).reshape(-1)
        start_each = np.repeat(start, np.diff(np.r_[heads, offsets.size]))
        if op == "add":
            merged = start + np.add.reduceat(finals - start_each, heads)
        elif op == "xor":
            merged = start ^ np.bitwise_xor.reduceat(finals ^ start_each, heads)
        elif op in ("and", "or"):
            merged = getattr(np, f"bitwise_{op}").reduceat(finals, heads)
        else:
            view = finals.view(f"<i{nbytes}") if op[0] == "s" else finals
            merged = getattr(np, "minimum" if op[1:] == "min" else "maximum").reduceat(view, heads)
        raw = np.ascontiguousarray(merged.astype(dtype, copy=False)).view(np.uint8)
        for k in range(nbytes):  # element by element: consecutive elements may be apart
            memory.write_at(where + k, raw.reshape(-1, nbytes)[:, k])


def _race(jobs, first: int, second: int, offset: int, what: str):
    """ExecutionError: two workgroups race on the byte at heap offset `offset`."""
    first, second = sorted((first, second))
    raise ExecutionError(
        f"race: workgroups {first} and {second} {what} the byte at {HEAP_BASE + offset:#x}"
        f" (a launch split into {len(jobs)} shards; each workgroup sees the launch-time memory"
        " and its own writes)"
    )
