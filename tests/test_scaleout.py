"""Launches split among worker processes (`workers=N`) and Ray tasks (`backend="ray"`).

Oracle: the same launch run in one process (itself checked against numpy by test_kernels.py):
every output byte and the wave-instruction count must be identical. Where a result is known
without the emulator (the histogram, the reductions, the 64-bit atomics) numpy computes it too.
Races and refusals are checked against what the kernels in tests/kernels/scaleout.cl do by
construction (every workgroup writes its number to one word, ...)."""

from __future__ import annotations

import re
import subprocess
import sys
import warnings

import numpy as np
import pytest

from . import llvm
from .compile import compile_kernel

if not (llvm.llvm_bin("clang") and llvm.llvm_bin("ld.lld")):
    pytest.skip("clang/ld.lld 22 not installed (/usr/lib/llvm-22/bin)", allow_module_level=True)

from cdna_isa.runtime.device import Device, LaunchError  # noqa: E402
from cdna_isa.runtime.shards import LAST_SPLIT, ScaleoutWarning  # noqa: E402
from cdna_isa.runtime.wave import ExecutionError  # noqa: E402


@pytest.fixture(scope="module")
def hsaco(tmp_path_factory):
    out = tmp_path_factory.mktemp("scaleout")
    cache: dict = {}

    def build(name: str, arch: str):
        if (name, arch) not in cache:
            cache[name, arch] = compile_kernel(name, arch, out)
        return cache[name, arch]

    return build


def rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def run(hsaco, source, arch, kernel, make_args, workers=1, **launch):
    """(wave-instructions or the error's text, the arguments after the launch, device memory
    bytes after) of one launch on a fresh device; make_args(dev) builds the arguments."""
    dev = Device(arch)
    module = dev.load(hsaco(source, arch))
    args = make_args(dev)
    before = dev.memory.heap[: dev.memory.top].copy()
    try:
        result = module.launch(kernel, args=args, workers=workers, **launch)
    except ExecutionError as exc:
        result = str(exc)
        # memory restored after a failed launch (restore puts back every journalled byte)
        np.testing.assert_array_equal(dev.memory.heap[: before.size], before)
    return result, [a.copy() for a in args if isinstance(a, np.ndarray)], dev


def same(a, b) -> None:
    """Identical results: the count (or error text) and every byte of every array."""
    assert a[0] == b[0]
    for x, y in zip(a[1], b[1]):
        assert x.tobytes() == y.tobytes()


N = 16384  # 64 workgroups of 256
# (source, kernel, archs, argument maker, launch geometry): corpus kernels of every shape
CORPUS = [
    ("vector_add", "vector_add", ("cdna2", "cdna3", "cdna4"),
     lambda d: (rng(1).random(N, np.float32), rng(2).random(N, np.float32), np.zeros(N, np.float32), np.int32(N - 5)),
     {"grid": (64,), "block": (256,)}),
    ("loops", "loops", ("cdna4",),
     lambda d: (rng(3).integers(0, 2**32, 4096, dtype=np.uint64).astype(np.uint32), np.zeros(4096, np.uint32), np.zeros(4096, np.uint32), np.uint32(4096)),
     {"grid": (64,), "block": (64,)}),
    ("grid2d", "grid2d", ("cdna2",),
     lambda d: (np.zeros(8 * 45 * 19, np.uint32), np.uint32(45), np.uint32(19)),
     {"global_size": (45, 19, 1), "block": (16, 4, 1)}),
    ("reduce_lds", "reduce_sum", ("cdna4",),
     lambda d: (rng(4).integers(0, 2**20, 4000, dtype=np.uint64).astype(np.uint32), np.zeros(16, np.uint32), np.zeros(16, np.float32), np.uint32(4000)),
     {"grid": (16,), "block": (256,)}),
    ("transpose_lds", "transpose", ("cdna2",),
     lambda d: (rng(5).standard_normal((40, 56), dtype=np.float32), np.zeros((56, 40), np.float32), np.uint32(40), np.uint32(56)),
     {"grid": (4, 3, 1), "block": (16, 16, 1)}),
    ("scratch", "scratch", ("cdna4",),
     lambda d: ((rng(6).integers(-100, 100, 512) / 4).astype(np.float32), rng(7).integers(0, 2**32, 512, dtype=np.uint64).astype(np.uint32), np.zeros(512, np.float32), np.uint32(512)),
     {"grid": (8,), "block": (64,)}),
    ("calls", "calls", ("cdna2",),
     lambda d: (rng(8).random(300).astype(np.float32), np.zeros(300, np.float32), np.int32(300)),
     {"global_size": (300,), "block": (64,)}),
]  # fmt: skip


@pytest.mark.parametrize(
    "source, kernel, arch, make, geometry",
    [pytest.param(s, k, a, m, g, id=f"{k}-{a}") for s, k, archs, m, g in CORPUS for a in archs],
)
def test_split_equals_serial(hsaco, source, kernel, arch, make, geometry):
    """2 workers: every output byte and the instruction count as one process gives them."""
    serial = run(hsaco, source, arch, kernel, make, **geometry)
    split = run(hsaco, source, arch, kernel, make, workers=2, **geometry)
    assert isinstance(serial[0], int)
    same(serial, split)
    assert len(LAST_SPLIT["shards"]) == 2


def test_more_workers_than_workgroups(hsaco):
    """3 workgroups among 4 workers: 3 shards of one workgroup; a single workgroup: no split."""
    make = CORPUS[0][3]
    geometry = {"grid": (3,), "block": (256,)}
    serial = run(hsaco, "vector_add", "cdna4", "vector_add", make, **geometry)
    same(serial, run(hsaco, "vector_add", "cdna4", "vector_add", make, workers=4, **geometry))
    assert LAST_SPLIT["shards"] == [(0, 1), (1, 2), (2, 3)]
    np.testing.assert_array_equal(serial[1][2][:768], serial[1][0][:768] + serial[1][1][:768])


# --- atomics ---------------------------------------------------------------------------------


@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
def test_atomic_histogram_and_reductions(hsaco, arch):
    """global_atomic_add (no return) histogram and smin/smax/and/or/xor/umax/sub reductions
    over 64 workgroups in 2 shards: equal to one process and to numpy (np.bincount, min, max,
    bitwise reductions, the sum of x & 0xff subtracted mod 2^32)."""
    n = N
    x = rng(9).integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    hist = lambda d: (x.copy(), np.zeros(37, np.uint32), np.uint32(37), np.uint32(n))  # noqa: E731
    serial = run(hsaco, "atomics_int", arch, "histogram", hist, grid=(64,), block=(256,))
    split = run(hsaco, "atomics_int", arch, "histogram", hist, workers=2, grid=(64,), block=(256,))
    same(serial, split)
    np.testing.assert_array_equal(split[1][1], np.bincount(x % 37, minlength=37))
    xi = x.view(np.int32)
    start = np.array([1 << 30, -(1 << 30), -1, 0, 0, 0, 12345], np.int32)
    red = lambda d: (xi.copy(), start.copy(), np.uint32(n))  # noqa: E731
    serial = run(hsaco, "atomics_int", arch, "reductions", red, grid=(64,), block=(256,))
    split = run(hsaco, "atomics_int", arch, "reductions", red, workers=2, grid=(64,), block=(256,))
    same(serial, split)
    as_int32 = lambda v: np.array([int(v) % 2**32], np.uint32).view(np.int32)[0]  # noqa: E731
    want = [
        min(start[0], xi.min()),
        max(start[1], xi.max()),
        np.bitwise_and.reduce(start[2] & (xi | 0x10000)),
        np.bitwise_or.reduce(xi & 0x7F0F),
        np.bitwise_xor.reduce(xi),
        as_int32(x.max()),  # umax from 0
        as_int32(int(start[6]) - int((x & 0xFF).astype(np.int64).sum())),
    ]
    np.testing.assert_array_equal(split[1][1], np.array(want, np.int32))


def test_wide_atomics(hsaco):
    """64-bit add/umin/smax/xor/or with unused returns across 2 shards: numpy's sum (mod 2^64),
    min, signed max, xor and or reductions, and the one-process result."""
    n = N
    x = rng(10).integers(0, 2**64, n, dtype=np.uint64)
    start = np.array([7, 1 << 63, 0, 5, 0, 0, 0, 0], np.uint64)
    make = lambda d: (start.copy(), x.copy(), np.uint32(n))  # noqa: E731
    serial = run(hsaco, "scaleout", "cdna4", "wide_atomics", make, grid=(64,), block=(256,))
    split = run(hsaco, "scaleout", "cdna4", "wide_atomics", make, workers=2, grid=(64,), block=(256,))
    same(serial, split)
    acc = split[1][0]
    with np.errstate(over="ignore"):
        assert acc[0] == np.uint64(7) + x.sum(dtype=np.uint64)
    assert acc[1] == min(start[1], x.min())
    assert acc[2] == max(0, x.view(np.int64).max())
    assert acc[3] == np.bitwise_xor.reduce(x) ^ np.uint64(5)
    for k in range(4):
        assert acc[4 + k] == np.bitwise_or.reduce(x[k::4] & np.uint64(0xFF00FF00FF00FF))


@pytest.mark.parametrize(
    "kernel, why",
    [("unique_slots", r"global_atomic_add .*returns the value before the update"),
     ("cas_loop", r"global_atomic_cmpswap .*a cmpswap atomic's result depends on the order")],
)  # fmt: skip
def test_order_dependent_atomics_run_in_one_process(hsaco, kernel, why):
    """A returning atomic (a counter handing out slots) and compare-and-swap: the launch runs
    in one process, with a ScaleoutWarning naming the instruction; result as one process's."""
    n = 512  # compare-and-swap loops on 8 words: quadratic in the contenders
    x = rng(11).integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    if kernel == "unique_slots":
        make = lambda d: (np.zeros(1, np.uint32), np.zeros(n, np.uint32), np.uint32(n))  # noqa: E731
    else:
        make = lambda d: (x.copy(), np.zeros(8, np.uint32), np.zeros(n, np.uint32), np.uint32(8), np.uint32(n))  # noqa: E731
    serial = run(hsaco, "atomics_int", "cdna4", kernel, make, grid=(2,), block=(256,))
    with pytest.warns(ScaleoutWarning, match=f"kernel {kernel} runs in one process, not 2: '{why}"):
        split = run(hsaco, "atomics_int", "cdna4", kernel, make, workers=2, grid=(2,), block=(256,))
    same(serial, split)


# --- races and faults ----------------------------------------------------------------------


@pytest.mark.parametrize("kernel, workers, groups", [("last_writer", 2, 8), ("neighbours", 2, 8), ("neighbours", 4, 4)])
def test_race_names_both_workgroups_and_the_address(hsaco, kernel, workers, groups):
    """Workgroups writing their own numbers to one word: a race naming two of them and the
    word's address, whether they run in one shard (last_writer: every workgroup writes out[0];
    neighbours on 2 workers: 2k and 2k+1 write out[k], in the same shard) or in two
    (neighbours, 4 workgroups on 4 workers: one per shard); memory as before."""
    dev_addr = {}

    def make(dev):
        out = dev.to_device(np.full(4, 9, np.uint32))
        dev_addr["out"] = out
        return (out,)

    result, _, dev = run(hsaco, "scaleout", "cdna4", kernel, make, workers=workers, grid=(groups,), block=(64,))
    m = re.fullmatch(rf"kernel {kernel}: race: workgroups (\d+ and \d+) write different values to the byte at (0x[0-9a-f]+) .*", result)
    assert m, result
    assert m[1] == "0 and 1" and int(m[2], 16) == dev_addr["out"].addr
    np.testing.assert_array_equal(dev_addr["out"].to_numpy(), [9, 9, 9, 9])


def test_same_value_from_every_workgroup_is_no_race(hsaco):
    """Every work-item writes 1 to flag[0]: one value, no race; output as one process's."""
    make = lambda d: (np.zeros(4, np.uint32), np.zeros(64 * 64, np.uint32))  # noqa: E731
    serial = run(hsaco, "scaleout", "cdna4", "same_flag", make, grid=(64,), block=(64,))
    split = run(hsaco, "scaleout", "cdna4", "same_flag", make, workers=2, grid=(64,), block=(64,))
    same(serial, split)
    assert split[1][0][0] == 1 and (split[1][1] == np.arange(64 * 64)).all()


def test_store_racing_with_atomics(hsaco):
    """Workgroup 0 stores 5 to a word every other work-item adds 1 to atomically: the order
    decides the result, a race naming workgroup 0 and one of the second shard (the first
    workgroup of it to update the word atomically)."""
    make = lambda d: (np.zeros(4, np.uint32),)  # noqa: E731
    result, arrays, _ = run(hsaco, "scaleout", "cdna4", "store_and_add", make, workers=2, grid=(64,), block=(64,))
    assert re.fullmatch(r"kernel store_and_add: race: workgroups 0 and 32 store to and atomically update the byte at 0x[0-9a-f]+ .*", result), result
    assert (arrays[0] == 0).all()  # the host array is only written after a successful launch


@pytest.mark.parametrize("bad", [0, 7], ids=["first-workgroup", "last-workgroup"])
def test_fault_names_what_one_process_names(hsaco, bad):
    """A store through a null pointer in workgroup 0 (first shard) or 7 (second shard): the
    same ExecutionError text as one process (workgroup, wave, pc, instruction), memory restored
    (checked in `run`)."""
    make = lambda d: (np.zeros(512, np.uint32), np.uint32(bad))  # noqa: E731
    serial = run(hsaco, "scaleout", "cdna2", "fault_in_group", make, grid=(8,), block=(64,))
    split = run(hsaco, "scaleout", "cdna2", "fault_in_group", make, workers=2, grid=(8,), block=(64,))
    assert re.search(r"workgroup \d+, wave \d+, pc 0x[0-9a-f]+, 'global_store_dword .*unmapped address 0x(0|700) ", serial[0]), serial[0]
    same(serial, split)
    assert (split[1][0] == 0).all()


# --- arguments, progress, CLI ----------------------------------------------------------------


@pytest.mark.parametrize(
    "kw, message",
    [({"workers": 0}, r"workers must be 1\.\.1024, got 0"),
     ({"workers": -1}, r"workers must be 1\.\.1024, got -1"),
     ({"workers": "x"}, r"workers must be a number of processes .* got 'x'"),
     ({"workers": 2.0}, r"workers must be a number of processes .* got 2\.0"),
     ({"workers": True}, r"workers must be a number of processes .* got True"),
     ({"workers": 10**9}, r"workers must be 1\.\.1024, got 1000000000"),
     ({"workers": 1000}, r"workers: 1000 processes on a machine with \d+ cores"),
     ({"workers": 2, "backend": "dask"}, r"backend must be one of process, ray, got 'dask'")],
)  # fmt: skip
def test_bad_workers_and_backend(hsaco, kw, message):
    """Bad workers/backend values: a LaunchError naming the argument, nothing run."""
    dev = Device("cdna4")
    m = dev.load(hsaco("vector_add", "cdna4"))
    c = np.zeros(64, np.float32)
    with pytest.raises(LaunchError, match=message):
        m.launch("vector_add", grid=(1,), block=(64,), args=(c, c, c, np.int32(64)), **kw)


def test_progress_one_line_per_shard(hsaco, capsys):
    """progress=True with 2 workers: each shard's line reaches its workgroup count."""
    make = CORPUS[0][3]
    run(hsaco, "vector_add", "cdna4", "vector_add", make, workers=2, progress=True, grid=(64,), block=(256,))
    err = capsys.readouterr().err
    assert "vector_add: shard 0: 32/32 workgroups" in err and "vector_add: shard 1: 32/32 workgroups" in err


def cli(*args):
    return subprocess.run([sys.executable, "-m", "cdna_isa", *args], capture_output=True, text=True, timeout=300)


def test_cli_workers(hsaco, tmp_path):
    """`cdna-isa run --workers 2` prints what one process prints and saves the same array;
    bad --workers values are one `cdna-isa: error:` line naming the option."""
    code = str(hsaco("vector_add", "cdna4"))
    common = ["run", "--arch", "cdna4", code, "--grid", "8", "--block", "64", "--arg", "zeros:f32:512", "--arg", "zeros:f32:512", "--arg", "zeros:f32:512", "--arg", "i32:512"]
    one = cli(*common, "--out", f"2={tmp_path / 'one.npy'}")
    two = cli(*common, "--workers", "2", "--out", f"2={tmp_path / 'two.npy'}")
    assert one.returncode == two.returncode == 0, two.stderr
    assert one.stdout.splitlines()[0] == two.stdout.splitlines()[0]
    assert np.load(tmp_path / "one.npy").tobytes() == np.load(tmp_path / "two.npy").tobytes()
    for bad, message in [("0", "workers must be 1..1024, got 0"), ("x", "--workers: 'x' is not an integer")]:
        res = cli(*common, "--workers", bad)
        assert res.returncode == 1 and res.stderr.strip() == f"cdna-isa: error: {message}", res.stderr
    res = cli(*common, "--workers", "2", "--backend", "mpi")
    assert res.stderr.strip() == "cdna-isa: error: backend must be one of process, ray, got 'mpi'"


# --- Ray -------------------------------------------------------------------------------------


def test_ray_backend(hsaco):
    """A local Ray (2 CPUs, started here): the split on Ray equals one process bit for bit,
    atomics merged and a race reported as with processes; Ray shut down after."""
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        make = CORPUS[0][3]
        serial = run(hsaco, "vector_add", "cdna4", "vector_add", make, grid=(64,), block=(256,))
        split = run(hsaco, "vector_add", "cdna4", "vector_add", make, workers=2, backend="ray", grid=(64,), block=(256,))
        same(serial, split)
        assert LAST_SPLIT["backend"] == "ray"
        x = rng(12).integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
        hist = lambda d: (x.copy(), np.zeros(37, np.uint32), np.uint32(37), np.uint32(N))  # noqa: E731
        split = run(hsaco, "atomics_int", "cdna2", "histogram", hist, workers=2, backend="ray", grid=(64,), block=(256,))
        np.testing.assert_array_equal(split[1][1], np.bincount(x % 37, minlength=37))
        make = lambda d: (np.zeros(4, np.uint32),)  # noqa: E731
        result, _, _ = run(hsaco, "scaleout", "cdna4", "last_writer", make, workers=2, backend="ray", grid=(64,), block=(64,))
        assert re.match(r"kernel last_writer: race: workgroups \d+ and \d+ write different values", result), result
    finally:
        ray.shutdown()


def test_warning_is_quiet_without_workers(hsaco):
    """No split asked: no ScaleoutWarning even for order-dependent atomics."""
    make = lambda d: (np.zeros(1, np.uint32), np.zeros(256, np.uint32), np.uint32(256))  # noqa: E731
    with warnings.catch_warnings():
        warnings.simplefilter("error", ScaleoutWarning)
        run(hsaco, "atomics_int", "cdna4", "unique_slots", make, grid=(1,), block=(256,))


@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
def test_atomic_log_keeps_global_lanes_only(arch):
    """What a shard merges as atomics: a buffer atomic's lanes past the V#'s num_records (128
    bytes: lanes 32..63, dropped by the range check, MI200 9.1.8) and a FLAT atomic's lanes in
    the shared aperture (LDS) are not global updates; the journal entries the atomics made are
    told apart from plain stores (global_store_dword after them)."""
    import cdna_isa
    from cdna_isa.runtime.memory import HEAP_BASE, SHARED_APERTURE, Memory
    from cdna_isa.runtime.shards import ShardLog
    from cdna_isa.runtime.wave import Program, WaveState

    isa = cdna_isa.arch(arch)
    mem = Memory()
    base = mem.alloc(4096)
    snap = mem.snapshot()
    st = WaveState.create(1, memory=mem)
    lane = np.arange(64, dtype=np.uint64)
    st.sgpr[0, 8:12] = [base & 0xFFFFFFFF, base >> 32, 128, 0]  # raw V# of 128 bytes
    st.vgpr[0, 1] = lane * 4  # buffer offsets
    flat = np.where(lane % 2 == 0, base + 1024 + lane * 4, SHARED_APERTURE + lane * 4)
    st.vgpr[0, 2], st.vgpr[0, 3] = flat & 0xFFFFFFFF, flat >> np.uint64(32)
    glob = base + 2048 + lane * 4
    st.vgpr[0, 6], st.vgpr[0, 7] = glob & 0xFFFFFFFF, glob >> np.uint64(32)
    st.vgpr[0, 4] = 1
    st.write_log = log = ShardLog(mem, 4096 + base - HEAP_BASE)
    source = "buffer_atomic_add v4, v1, s[8:11], 0 offen\nflat_atomic_umax v[2:3], v4\nglobal_store_dword v[6:7], v4, off"
    Program(isa, isa.assemble(source + "\ns_endpgm")).run(st)
    offsets = {kind: np.concatenate([o for o, _ in parts]) for kind, parts in log.seen.items()}
    np.testing.assert_array_equal(offsets[("add", 4)], base - HEAP_BASE + np.arange(32) * 4)
    np.testing.assert_array_equal(offsets[("umax", 4)], base - HEAP_BASE + 1024 + np.arange(0, 64, 2) * 4)
    stored = mem.written_since(snap, 4096 + base - HEAP_BASE, log.entries)
    assert np.flatnonzero(stored).tolist() == list(range(base - HEAP_BASE + 2048, base - HEAP_BASE + 2048 + 256))


def test_fault_in_a_later_batch_names_the_launch_wide_workgroup(hsaco, monkeypatch):
    """Batches of one workgroup (BATCH_BYTES shrunk) and a null store in workgroup 5 only (by
    construction of fault_in_group): the error names workgroup 5 and its wave 5 of the launch,
    not the batch's own numbering (workgroup 0, wave 0)."""
    import cdna_isa.runtime.device as device

    monkeypatch.setattr(device, "BATCH_BYTES", 1)
    make = lambda d: (np.zeros(512, np.uint32), np.uint32(5))  # noqa: E731
    result, _, _ = run(hsaco, "scaleout", "cdna4", "fault_in_group", make, grid=(8,), block=(64,))
    assert "cdna4: workgroup 5, wave 5, pc 0x" in result, result


def test_add_and_sub_merge_but_and_with_or_races(hsaco):
    """add 3 and sub 1 on one word from all 4,096 work-items of both shards: one kind of
    update (deltas), merged: 7 + 2 * 4096 (and the one-process result). and/or on one word
    from workgroups of both shards: the order decides, a race naming two workgroups."""
    make = lambda d: (np.array([7, 0x55], np.uint32), np.uint32(0))  # noqa: E731
    serial = run(hsaco, "scaleout", "cdna4", "add_sub", make, grid=(16,), block=(256,))
    split = run(hsaco, "scaleout", "cdna4", "add_sub", make, workers=2, grid=(16,), block=(256,))
    same(serial, split)
    assert split[1][0].tolist() == [7 + 2 * 4096, 0x55]
    make = lambda d: (np.array([7, 0x55], np.uint32), np.uint32(1))  # noqa: E731
    result = run(hsaco, "scaleout", "cdna4", "add_sub", make, workers=2, grid=(16,), block=(256,))[0]
    assert re.fullmatch(r"kernel add_sub: race: workgroups \d+ and \d+ update atomically \((and and or|or and and)\) the byte at 0x[0-9a-f]+ .*", result), result


def test_batches_are_equal_and_as_many_as_fit_rounded():
    """device.batches: hand-worked cuts (4,096 workgroups where 1,820 fit: two of 2,048, not
    1,820 + 1,820 + 456), then every count of groups up to 300 and batch size up to 40: the
    batches are consecutive, cover the groups, differ in size by at most one, number
    round(groups / per_batch) (halves up, at least one) and hold at most 1.5 per_batch."""
    from cdna_isa.runtime.device import batches

    assert batches(range(4096), 1820) == [(0, 2048), (2048, 2048)]
    assert batches(range(2048, 4096), 1820) == [(2048, 2048)]
    assert batches(range(10, 17), 3) == [(10, 4), (14, 3)]
    assert batches(range(3, 8), 1) == [(3, 1), (4, 1), (5, 1), (6, 1), (7, 1)]
    assert batches(range(5, 5), 4) == []
    for n in range(301):
        for per_batch in range(1, 41):
            cut = batches(range(7, 7 + n), per_batch)
            sizes = [count for _, count in cut]
            assert [first for first, _ in cut] == list(7 + np.cumsum([0] + sizes)[:-1]), (n, per_batch)
            assert sum(sizes) == n
            if n:
                assert len(cut) == max(1, (2 * n + per_batch) // (2 * per_batch)), (n, per_batch)
                assert max(sizes) - min(sizes) <= 1 and max(sizes) <= 1.5 * per_batch, (n, per_batch)


@pytest.mark.parametrize("length", [1, 3, 64, 200])
def test_write_runs_writes_what_byte_by_byte_writes(length):
    """Memory.write_runs (runs of 1 and 3 bytes take its scatter, of 64 and 200 its slices)
    against the same bytes written one by one into a copy of the heap, and the journal's one
    range covering them all."""
    from cdna_isa.runtime.memory import Memory

    rng = np.random.default_rng(length)
    memory = Memory()
    memory.alloc(1 << 16)
    gaps = rng.integers(0, 9, 100)
    lengths = rng.integers(1, length + 1, 100)
    starts = 40 + np.cumsum(np.r_[0, lengths[:-1] + gaps[1:]])
    values = rng.integers(0, 256, int(lengths.sum()), dtype=np.uint8)
    expected = memory.heap.copy()
    at = 0
    for start, n in zip(starts.tolist(), lengths.tolist()):
        for k in range(n):
            expected[start + k] = values[at]
            at += 1
    snap = memory.snapshot()
    memory.write_runs(starts, lengths, values)
    assert np.array_equal(memory.heap, expected)
    dirty = memory.written_since(snap, memory.heap.size)
    assert dirty.sum() == starts[-1] + lengths[-1] - starts[0] and dirty[starts[0]]
