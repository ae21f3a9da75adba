"""Split one dispatch's workgroups among worker processes (`backend="process"`) or Ray tasks
(`backend="ray"`), with the global-memory semantics of the hardware.

    module.launch("vadd", grid=(4096, 1, 1), block=(256, 1, 1), args=..., workers=2)

The workgroups are cut into contiguous shards, one per worker. Every shard starts from the
launch-time memory image (the parent's memory with the kernarg segment written), so a workgroup
sees that image plus its own shard's writes, as on the hardware, where nothing orders
workgroups. Each worker returns the bytes its shard wrote (the memory journal says which), and
the parent merges them in shard order:

- a byte two shards write with different values is a race: ExecutionError naming one
  workgroup of each shard (found by re-running halves of the shard) and the address;
- global atomics (FLAT, GLOBAL, MUBUF) whose result does not depend on their order are merged
  as such: add/sub (as deltas), and/or/xor, signed and unsigned min/max, 32 and 64 bits, with
  the returned value unused. A program holding any other global atomic (swap, cmpswap, inc,
  dec, float adds, or one that returns the old value) runs in one process, with a
  ScaleoutWarning saying which instruction made it so;
- a fault in a shard is reported as a serial run reports it (the launch runs again in one
  process to name it: a message counts the failing lanes of a whole batch), and device memory
  is restored.

What a split cannot see: two workgroups of the same shard writing one byte run as a serial run
of that shard runs them (unreported), and a workgroup reading what a workgroup of another shard
wrote sees the launch-time value (the hardware does not order them either).

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
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

import numpy as np

from .memory import HEAP_BASE, SHARED_APERTURE, Memory, MemoryFault, OutOfDeviceMemory
from .wave import ExecutionError

BACKENDS = ("process", "ray")
WORKERS_LIMIT = 1024  # shards per launch; each is a process or a Ray task
# order-independent integer atomics: (combine the shards' final values, signed view)
MERGEABLE_ATOMICS = {
    "add": "delta",
    "sub": "delta",
    "and": "and",
    "or": "or",
    "xor": "xor",
    "smin": "min",
    "smax": "max",
    "umin": "min",
    "umax": "max",
}


class ScaleoutWarning(UserWarning):
    """A launch asked for workers ran in one process; the message says why."""


def check_split(workers, backend) -> tuple[int, str]:
    """(workers, backend) checked: LaunchError naming the argument otherwise."""
    from .device import LaunchError

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
    return int(workers), backend


def _atomic_kind(mnemonic: str) -> tuple[str, int]:
    """('add', 4) for global_atomic_add, ('smin', 8) for buffer_atomic_smin_x2, ..."""
    op = mnemonic.split("atomic_", 1)[1]
    if op.endswith("_x2"):
        return op[:-3], 8
    return op, 4


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
        if not b.atomic or ins.format == "DS":  # LDS atomics stay inside one workgroup
            continue
        op, _ = _atomic_kind(ins.mnemonic)
        where = f"'{b.text}' at pc {pc:#x}"
        if op not in MERGEABLE_ATOMICS:
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
    launch_id: int = 0
    progress: bool = False  # report the workgroups done after each batch


@dataclass
class ShardResult:
    shard: int
    executed: int = 0
    error: str | None = None  # an ExecutionError's text
    launch_error: str | None = None  # an OutOfDeviceMemory / LaunchError text
    offsets: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    values: np.ndarray = field(default_factory=lambda: np.zeros(0, np.uint8))
    # (op, bytes) -> (heap offsets, final values) of the shard's global atomics
    atomics: dict = field(default_factory=dict)
    mixed: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    seconds: tuple = (0.0, 0.0)  # (wall, CPU) of the worker's whole shard, for benchmarks


_MODULES: dict = {}  # (arch, code_key) -> Module, per worker process
_PROGRESS = None  # the pool's progress queue, per worker process


def _init_worker(queue) -> None:
    global _PROGRESS
    _PROGRESS = queue


def _module(job: ShardJob):
    from .device import Device

    key = (job.arch, job.code_key)
    if key not in _MODULES:
        _MODULES[key] = Device(job.arch).load(job.code)
    return _MODULES[key]


class AtomicLog:
    """WaveState.atomic_log of a shard: the heap offsets each kind of global atomic updates,
    and which journal entries the atomics made (the rest are plain stores)."""

    def __init__(self, memory: Memory):
        self.memory = memory
        self.seen: dict[tuple[str, int], list] = {}
        self.entries: list[int] = []  # journal positions of atomic writes
        self.start = 0

    def begin(self, bound, st, w, lanes, address, in_range) -> None:
        self.start = len(self.memory.journal)
        if bound.d.instr.format == "DS" or address is None:
            return
        if in_range is not None:
            lanes = lanes & in_range
        addr = np.broadcast_to(np.asarray(address, np.uint64), lanes.shape)[lanes]
        addr = addr[(addr >= np.uint64(HEAP_BASE)) & (addr < np.uint64(SHARED_APERTURE))]
        if addr.size:
            kind = _atomic_kind(bound.d.instr.mnemonic)
            self.seen.setdefault(kind, []).append((addr - np.uint64(HEAP_BASE)).astype(np.int64))

    def end(self) -> None:
        self.entries.extend(range(self.start, len(self.memory.journal)))

    def finals(self, top: int) -> dict:
        """(op, bytes) -> (heap offsets, values there now) of the elements updated."""
        out = {}
        for (op, nbytes), parts in self.seen.items():
            offsets = np.unique(np.concatenate(parts))
            offsets = offsets[offsets + nbytes <= top]  # scratch is above the image
            idx = offsets[:, None] + np.arange(nbytes)
            values = np.ascontiguousarray(self.memory.heap[idx]).view(f"<u{nbytes}").reshape(-1)
            out[(op, nbytes)] = (offsets, values)
        return out


def _run_range(job: ShardJob, memory: Memory, groups: range, progress=False, log=None):
    """Run workgroups `groups` of the job on `memory`: (wave-instructions, snapshot)."""
    from .device import Launch

    module = _module(job)
    module.device.memory = memory
    kernel = module.kernel(job.kernel)
    launch = Launch.for_shard(kernel, job.block, job.size, job.lds_bytes)
    program = module.strict_program if job.strict else module.program
    snap = memory.snapshot()
    executed = launch._run_groups(memory, *job.pointers, job.budget, progress, program, groups, log)
    return executed, snap


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
    log = AtomicLog(memory)
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
    stored = memory.written_since(snap, top, log.entries)  # by plain stores
    result.atomics = log.finals(top)
    atomic = _atomic_mask(result, top)
    result.offsets = np.flatnonzero(stored & ~atomic)
    result.values = memory.heap[result.offsets]
    # elements this shard both stores to and updates atomically: merged with another shard's
    # atomics, the result would depend on the order
    result.mixed = np.unique(
        np.concatenate(
            [np.zeros(0, np.int64)]
            + [o[_any_byte(stored, o, k[1])] for k, (o, _) in result.atomics.items()]
        )
    )
    return result


def _any_byte(mask: np.ndarray, offsets: np.ndarray, nbytes: int) -> np.ndarray:
    """Per element at `offsets`: is any of its `nbytes` bytes set in `mask`?"""
    return mask[offsets[:, None] + np.arange(nbytes)].any(axis=1)


def writer_of(job: ShardJob, image: tuple, offset: int) -> int | None:
    """A workgroup of the job's range that writes heap byte `offset` when it runs from the
    image (halves of the range re-run until one workgroup is left), or None."""
    first, end = job.first, job.end
    while end - first > 1:
        mid = (first + end) // 2
        memory = Memory.from_image(*image)
        try:
            _, snap = _run_range(job, memory, range(first, mid))
            low = bool(memory.written_since(snap, offset + 1)[offset])
        except (ExecutionError, MemoryFault, OutOfDeviceMemory):
            low = False
        first, end = (first, mid) if low else (mid, end)
    return first


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
        return launch._run_groups(launch.device.memory, *pointers, budget, progress, program)
    memory = launch.device.memory
    # the parent's heap is not written until every shard's writes are checked, and the merge
    # writes plain bytes and atomic elements, which are disjoint: no copy of the image needed
    image = memory.image()
    jobs = _jobs(launch, program, pointers, budget, workers, bool(progress))
    board = Board(launch.kernel.name, [j.end - j.first for j in jobs]) if progress else None
    if backend == "ray":
        results, find = _run_ray(jobs, image, board)
    else:
        results, find = _run_pool(jobs, image, board)
    failed = [r.error for r in results if r.error is not None]
    if failed:
        # named as a serial run names it: its message counts the lanes of a whole batch, and
        # the first wave of those running the instruction; the memory is still launch-time
        launch._run_groups(memory, *pointers, budget, False, program)
        raise ExecutionError(
            failed[0]
        )  # the fault needed the split (a read of another shard's write)
    merging = time.perf_counter()
    executed = _merge(memory, image, jobs, results, find)
    LAST_SPLIT.clear()
    LAST_SPLIT.update(
        backend=backend,
        shards=[(j.first, j.end) for j in jobs],
        shard_seconds=[r.seconds for r in results],
        merge_seconds=time.perf_counter() - merging,
    )
    return executed


def _run_pool(jobs, image, board):
    pool, queue = _pool(len(jobs))
    try:
        futures = [_submit(pool, _process_shard, job, image) for job in jobs]
        if board is not None:
            _wait(futures, queue, jobs[0].launch_id, board)
        results = [f.result() for f in futures]
    except BrokenProcessPool as exc:
        raise _broken(len(jobs), exc) from None

    def find(pairs):
        try:
            return [f.result() for f in [_submit(pool, writer_of, j, image, o) for j, o in pairs]]
        except BrokenProcessPool as exc:
            raise _broken(len(jobs), exc) from None

    return results, find


def _broken(workers: int, exc: Exception):
    """LaunchError for a pool whose process died (killed, out of host memory); the pool is
    dropped, so the next split launch starts a new one."""
    from .device import LaunchError

    pool, queue = _POOLS.pop(workers)
    pool.shutdown(wait=False, cancel_futures=True)
    queue.close()
    return LaunchError(f"a worker process of the launch ended abruptly ({exc})")


def _wait(futures, queue, launch_id: int, board) -> None:
    """Wait for the futures, drawing the progress the workers send."""
    import queue as queues
    from concurrent.futures import wait

    while True:
        _, pending = wait(futures, timeout=0.1)
        try:
            while True:
                launch, shard, count = queue.get_nowait()
                if launch == launch_id:
                    board.update(shard, count)
        except queues.Empty:
            pass
        if not pending:
            return


def _run_ray(jobs, image, board):
    from .device import LaunchError

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
        _REMOTE["ray"] = ray.remote(_ray_shard), ray.remote(writer_of)
    remote_shard, remote_writer = _REMOTE["ray"]
    image_ref = ray.put(image)
    refs = [remote_shard.remote(job, image_ref) for job in jobs]
    pending = list(refs)
    while board is not None and pending:  # a shard's line is updated when it ends
        done, pending = ray.wait(pending, num_returns=1)
        job = jobs[refs.index(done[0])]
        board.update(job.shard, job.end - job.first)
    results = ray.get(refs)

    def find(pairs):
        return ray.get([remote_writer.remote(job, image_ref, offset) for job, offset in pairs])

    return results, find


def _ray_shard(job: ShardJob, image: tuple) -> ShardResult:
    return run_shard(job, image)


def _merge(memory: Memory, image, jobs, results, find) -> int:
    from .device import LaunchError

    for job, result in zip(jobs, results):
        if result.launch_error is not None:
            raise LaunchError(f"workgroups {job.first}..{job.end - 1}: {result.launch_error}")
    heap = image[0]
    atomic_bytes = [_atomic_mask(r, heap.size) for r in results]
    # plain writes: a byte written by two shards with different values is a race; so is a byte
    # one shard stores to and another updates atomically
    owner = np.full(heap.size, -1, np.int32)
    value = np.zeros(heap.size, np.uint8)
    for i, r in enumerate(results):
        plain = ~atomic_bytes[i][r.offsets]
        offsets, values = r.offsets[plain], r.values[plain]
        earlier = owner[offsets]
        clash = (earlier >= 0) & (value[offsets] != values)
        if clash.any():
            k = int(np.flatnonzero(clash)[0])
            _race(jobs, find, int(earlier[k]), i, int(offsets[k]), "write different values to")
        for j in range(len(results)):
            if j != i and atomic_bytes[j][offsets].any():
                k = int(np.flatnonzero(atomic_bytes[j][offsets])[0])
                _race(
                    jobs, find, min(i, j), max(i, j), int(offsets[k]), "store and update atomically"
                )
        owner[offsets], value[offsets] = i, values
    written = np.flatnonzero(owner >= 0)
    memory.write_at(written, value[written])
    _merge_atomics(memory, heap, jobs, results, find)
    return sum(r.executed for r in results)


def _atomic_mask(result: ShardResult, size: int) -> np.ndarray:
    mask = np.zeros(size, bool)
    for (_, nbytes), (offsets, _) in result.atomics.items():
        for k in range(nbytes):
            mask[offsets + k] = True
    return mask


def _merge_atomics(memory: Memory, heap, jobs, results, find) -> None:
    """Each atomically updated element: the launch-time value updated by every shard's final
    value, as the op combines (sums of deltas, and/or/xor, min/max)."""
    kinds: dict[tuple, list] = {}
    for i, r in enumerate(results):
        for kind, (offsets, finals) in r.atomics.items():
            kinds.setdefault(kind, []).append((i, offsets, finals))
    seen: dict[int, tuple] = {}  # heap offset -> (kind, shard) of its first atomic
    mixed = [set(r.mixed.tolist()) for r in results]
    for kind, parts in kinds.items():
        for i, offsets, _ in parts:
            for off in offsets.tolist():
                other = seen.setdefault(off, (kind, i))
                if other[1] == i:
                    continue
                if other[0] != kind:
                    what = f"update atomically ({other[0][0]} and {kind[0]})"
                    _race(jobs, find, other[1], i, off, what)
                if off in mixed[i] or off in mixed[other[1]]:
                    _race(jobs, find, other[1], i, off, "store to and atomically update")
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
        how = MERGEABLE_ATOMICS[op]
        if how == "delta":
            merged = start + np.add.reduceat(finals - start_each, heads)
        elif how == "xor":
            merged = start ^ np.bitwise_xor.reduceat(finals ^ start_each, heads)
        elif how in ("and", "or"):
            merged = getattr(np, f"bitwise_{how}").reduceat(finals, heads)
        else:
            view = finals.view(f"<i{nbytes}") if op[0] == "s" else finals
            merged = getattr(np, "minimum" if how == "min" else "maximum").reduceat(view, heads)
        raw = np.ascontiguousarray(merged.astype(dtype, copy=False)).view(np.uint8)
        for k in range(nbytes):  # element by element: consecutive elements may be apart
            memory.write_at(where + k, raw.reshape(-1, nbytes)[:, k])


def _race(jobs, find, a: int, b: int, offset: int, what: str):
    """ExecutionError naming a workgroup of shard a and one of shard b that race on a byte."""
    first, second = find([(jobs[a], offset), (jobs[b], offset)])
    raise ExecutionError(
        f"race: workgroups {first} and {second} {what} the byte at"
        f" {HEAP_BASE + offset:#x} (a launch split into {len(jobs)} shards; each workgroup sees"
        " the launch-time memory and its own writes)"
    )
