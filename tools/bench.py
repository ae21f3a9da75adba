"""`make bench`: throughput of the generated tools, each against a baseline measured in the same run.

- assembler and disassembler lines/s against llvm-mc 22 on one corpus (llvm-mc start-up is
  measured on an empty input and subtracted);
- decoding into instruction objects (no text) against llvm-mc's disassembly;
- the emulator suite: every kernel of tests/kernels (clang-22 -O2) and the four loops of
  examples/kernels (FMA, MFMA, LDS, divergent) at 1, 64 and 4096 waves on cdna3 and cdna4, in
  wave-instructions/s, with the minimum and geometric mean against the targets (--only suite,
  --quick; --save / --baseline compare two commits measured in one session);
- emulator wave-instructions/s on examples/demo.s at 1, 64 and 4096 waves;
- clang-compiled kernels (examples/kernels/vadd.cl, alu.cl) launched from their code objects
  at 1, 64 and 4096 waves, and vector add on 1,048,576 elements against numpy's `a + b`;
- `make generate` time (load, render, format and write into a temporary directory), with nothing
  reused and with the committed generated/'s unchanged outputs reused (--only generate);
- `cdna-isa check` (hazards and s_waitcnt) on a 50,000-instruction kernel, against decoding it;
- start-up (--only startup): median wall time of fresh interpreters importing cdna_isa and
  assembling or disassembling one instruction, and of `cdna-isa disasm --hex` / `cdna-isa asm`
  on one instruction, with bytecode caches as an installed package has them, against llvm-mc on
  the same input.
- scale-out (--only scaleout): a 4,096-workgroup dispatch of tests/kernels/loops.cl run in one
  process and split among 2 worker processes (speed-up), and on a local Ray cluster against
  the process pool (overhead); the cases alternate so a busy machine disturbs them alike. The
  shards' CPU run together and run one after the other tells the split's own cost from what
  two processes lose sharing the machine.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cdna_isa  # noqa: E402
from cdna_isa.runtime.selfcheck import sample_line  # noqa: E402
from cdna_isa.runtime.wave import Program, WaveState  # noqa: E402

LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
TARGETS = {"cdna2": "gfx90a", "cdna3": "gfx942", "cdna4": "gfx950"}


def best_of(fn, repeat: int = 3) -> float:
    return timed(fn, repeat)[0]


def timed(fn, repeat: int = 3, seconds: float = 0.3) -> tuple[float, object]:
    """(shortest time, result) of `fn` over at least `repeat` runs, more while they take less
    than `seconds` in all (at most 50): short runs are the ones a busy machine disturbs."""
    best, result, spent, runs = 1e9, None, 0.0, 0
    while runs < repeat or (spent < seconds and runs < 50):
        t = time.perf_counter()
        result = fn()
        dt = time.perf_counter() - t
        best, spent, runs = min(best, dt), spent + dt, runs + 1
    return best, result


def corpus(isa, n: int, seed: int = 1) -> list[str]:
    rnd = random.Random(seed)
    lines: list[str] = []
    forms = [f for f in isa.forms if not any(o.kind == "label" for o in f.operands)]
    while len(lines) < n:
        line = sample_line(isa, rnd.choice(forms), rnd)
        try:
            isa.encode_line(line)
        except cdna_isa.runtime.isa.AsmError:
            continue
        lines.append(line)
    return lines


def llvm_time(args: list[str], text: str) -> float:
    def run(data: str) -> None:
        subprocess.run([LLVM_MC, *args], input=data, capture_output=True, text=True, check=True)

    return max(best_of(lambda: run(text)) - best_of(lambda: run("")), 1e-9)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--arch", default="cdna4", choices=sorted(TARGETS))
    parser.add_argument(
        "--only",
        choices=("isa", "emu", "suite", "check", "startup", "scaleout", "generate"),
        help="isa: assembler/decoder rows only; emu: emulator, kernel and matrix-core rows only;"
        " suite: the emulator suite only; check: the hazard checker only; startup: start-up only;"
        " scaleout: launches split among processes and Ray tasks only; generate: make generate only",
    )
    parser.add_argument("--runs", type=int, default=15, help="startup: fresh processes per case")
    parser.add_argument("--quick", action="store_true", help="suite: a few kernels, 1 round")
    parser.add_argument("--archs", default=",".join(SUITE_ARCHS), help="suite: archs, comma-separated")
    parser.add_argument("--waves", default=",".join(map(str, SUITE_WAVES)), help="suite: wave counts")
    parser.add_argument("--rounds", type=int, default=1, help="suite: timed launches per case (after a warm-up)")
    parser.add_argument("--kernels", help="suite: only these sources (file stems, comma-separated)")
    parser.add_argument("--verbose", action="store_true", help="suite: each case as it is measured")
    parser.add_argument("--save", type=Path, help="suite: write the results here (JSON)")
    parser.add_argument("--baseline", type=Path, help="suite: a --save of another commit to compare")
    parser.add_argument("--scaleout-rounds", type=int, default=5, help="scaleout: timed launches per case")
    parser.add_argument("--scaleout-groups", type=int, default=4096, help="scaleout: workgroups (of 256 work-items)")
    args = parser.parse_args()
    if args.only == "check":
        check_time(args.arch)
        return
    if args.only == "generate":
        generate_time()
        return
    if args.only == "startup":
        startup_rows(args.runs)
        return
    if args.only == "scaleout":
        scaleout_rows(args.arch, args.scaleout_rounds, args.scaleout_groups)
        return
    if args.only in (None, "suite"):
        archs = [a for a in args.archs.split(",") if a]
        for arch in archs:
            if arch not in TARGETS:
                parser.error(f"--archs: unknown arch {arch!r} (one of {', '.join(sorted(TARGETS))})")
        waves = [int(w) for w in args.waves.split(",") if w]
        only = args.kernels.split(",") if args.kernels else None
        results, setup = suite(archs, waves, args.quick, 1 if args.quick else args.rounds, args.verbose, only)
        if args.save:
            args.save.write_text(json.dumps([[*k, v] for k, v in results.items()]))
        baseline = None
        if args.baseline:
            baseline = {(a, k, w): v for a, k, w, v in json.loads(args.baseline.read_text())}
        suite_table(results, baseline)
        if setup:
            times = sorted(setup.values())
            print(
                f"\nlaunch set-up outside the emulator's run (not in the rates above): median"
                f" {times[len(times) // 2] * 1e3:.2f} ms, largest {times[-1] * 1e3:.1f} ms"
            )
        if args.only == "suite":
            return
    if args.only != "emu":
        isa_rows(args)
    if args.only == "isa":
        return
    startup_rows(args.runs)
    emulator_rows(args.arch)
    if args.only is None:
        check_time(args.arch)
        generate_time()


# one block of a matrix-core inner loop: loads and their waits, MFMAs with the NOPs and the
# VALU carry/mask pairs clang would space, LDS traffic (mnemonics of both archs)
CHECK_BLOCK = {
    "cdna2": "v_mfma_f32_16x16x16f16",
    "cdna4": "v_mfma_f32_16x16x16_f16",
}


def check_source(arch: str, instructions: int = 50_000) -> str:
    mfma = CHECK_BLOCK[arch]
    block = f"""global_load_dwordx4 v[0:3], v10, s[0:1]
global_load_dwordx4 v[4:7], v10, s[0:1] offset:16
ds_read_b32 v15, v16
s_waitcnt vmcnt(0) lgkmcnt(0)
{mfma} a[0:3], v[0:1], v[2:3], a[0:3]
v_add_u32 v11, v10, v12
v_cmp_gt_u32 vcc, v11, v13
s_nop 1
v_cndmask_b32 v14, v11, v13, vcc
{mfma} a[4:7], v[4:5], v[6:7], a[4:7]
s_nop 7
s_nop 2
v_accvgpr_read_b32 v20, a0
ds_write_b32 v16, v20
""".splitlines()
    lines, loop = [], 0
    while len(lines) < instructions - 3:
        if loop % 40 == 0:
            lines.append(f"loop{loop}:")
        lines += block
        loop += 1
        if loop % 40 == 0:
            lines += ["s_sub_u32 s2, s2, 1", "s_cmp_lg_u32 s2, 0", f"s_cbranch_scc1 loop{loop - 40}"]
    return "\n".join(lines + ["s_endpgm"]) + "\n"


def check_time(arch: str) -> None:
    """`cdna-isa check`'s entry (runtime.hazards.check_code) on a 50,000-instruction kernel."""
    from cdna_isa.runtime import hazards

    isa = cdna_isa.arch(arch)
    module = __import__(f"cdna_isa.{arch}", fromlist=["ISA"])
    timing = hazards.load_timing(module)
    code = isa.assemble(check_source(arch))
    n = len(isa.decode(code))
    t_check = best_of(lambda: hazards.check_code(isa, timing, code))
    t_decode = best_of(lambda: isa.decode(code))
    report = hazards.check_code(isa, timing, code)
    print(
        f"\ncdna-isa check ({arch}, {n:,} instructions, {len(report.findings)} findings):"
        f" {t_check:.2f} s (target < 2 s), {t_check / t_decode:.1f}x decoding alone"
    )


def isa_rows(args) -> None:
    isa = cdna_isa.arch(args.arch)
    mcpu = f"-mcpu={TARGETS[args.arch]}"
    lines = corpus(isa, args.lines)
    source = "\n".join(lines) + "\n"
    code = isa.assemble(source)
    hex_lines = []
    for d in isa.decode(code):
        hex_lines.append(",".join(f"0x{b:02x}" for b in code[d.pc : d.pc + d.size]))
    hex_text = "\n".join(hex_lines) + "\n"
    n = len(lines)
    rows = []
    t_ours = best_of(lambda: isa.assemble(source))
    have_llvm = Path(LLVM_MC).exists()
    t_mc = llvm_time(["-arch=amdgcn", mcpu, "-show-encoding"], source) if have_llvm else None
    rows.append(("assemble", n / t_ours, n / t_mc if t_mc else None))
    t_dec = best_of(lambda: isa.decode(code))
    t_txt = best_of(lambda: isa.disassemble(code))
    t_mcd = llvm_time(["-arch=amdgcn", mcpu, "--disassemble"], hex_text) if have_llvm else None
    rows.append(("decode to objects", n / t_dec, n / t_mcd if t_mcd else None))
    rows.append(("disassemble to text", n / t_txt, n / t_mcd if t_mcd else None))
    print(f"# cdna-isa benchmarks ({args.arch}, {n} lines, best of 3)\n")
    print("| what | ours (lines/s) | llvm-mc 22 (lines/s) | ratio |\n|---|---|---|---|")
    for what, ours, theirs in rows:
        ratio = f"{ours / theirs:.2f}x" if theirs else "n/a"
        print(f"| {what} | {ours:,.0f} | {theirs:,.0f} | {ratio} |" if theirs else f"| {what} | {ours:,.0f} | n/a | n/a |")


def emulator_rows(arch: str) -> None:
    isa = cdna_isa.arch(arch)
    demo = isa.assemble((ROOT / "examples" / "demo.s").read_text())
    prog = Program(isa, demo)
    print("\n| waves | wave-instructions/s | seconds |\n|---|---|---|")
    for waves in (1, 64, 4096):
        prog.run(WaveState.create(waves))  # warm-up: numpy's first calls allocate
        dt, executed = 1e9, 0
        for _ in range(10 if waves < 4096 else 3):
            st = WaveState.create(waves)
            t = time.perf_counter()
            executed = prog.run(st)
            dt = min(dt, time.perf_counter() - t)
        print(f"| {waves} | {executed / dt:,.0f} | {dt:.3f} |")

    kernels(arch)
    matrix_core()


def startup_rows(runs: int) -> None:
    """Each case run `runs` times in a fresh process, the cases interleaved so that a busy
    machine disturbs them alike; the median (and the fastest) wall time. Bytecode caches are
    written by an untimed first run, as an installed package has them."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    script = Path(sys.executable).with_name("cdna-isa")
    cli = [str(script)] if script.exists() else [sys.executable, "-m", "cdna_isa"]
    line = "v_add_f32 v0, v1, v2"  # llvm-mc: [0x01,0x05,0x00,0x02]
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "one.s"
        source.write_text(line + "\n")
        py = [sys.executable, "-c"]
        cases = [
            ("import cdna_isa; arch('cdna4')", [*py, "import cdna_isa; cdna_isa.arch('cdna4')"], None),
            ("  + assemble one line", [*py, f"import cdna_isa; cdna_isa.arch('cdna4').assemble({line!r})"], None),
            ("  + disassemble one word", [*py, "import cdna_isa; cdna_isa.arch('cdna4').disassemble(bytes.fromhex('01050002'))"], None),
            ("cdna-isa disasm --hex 01050002", [*cli, "disasm", "--hex", "01050002"], None),
            ("llvm-mc --disassemble (same word)", [LLVM_MC, "-arch=amdgcn", "-mcpu=gfx950", "--disassemble"], "0x01,0x05,0x00,0x02\n"),
            ("cdna-isa asm (one line)", [*cli, "asm", "--arch", "cdna4", str(source)], None),
            ("llvm-mc -show-encoding (same line)", [LLVM_MC, "-arch=amdgcn", "-mcpu=gfx950", "-show-encoding"], line + "\n"),
        ]  # fmt: skip
        times: dict[str, list[float]] = {name: [] for name, _, _ in cases}
        for run in range(runs + 1):
            for name, cmd, stdin in cases:
                t = time.perf_counter()
                subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=True, env=env)
                if run:  # the first run writes the bytecode caches
                    times[name].append(time.perf_counter() - t)
    print(f"\nstart-up, wall time of a fresh process (median of {runs}, fastest):")
    for name, _, _ in cases:
        ts = sorted(times[name])
        print(f"  {name:<36} {ts[len(ts) // 2] * 1e3:7.0f} ms {ts[0] * 1e3:7.0f} ms")


def scaleout_rows(arch: str, rounds: int, groups: int) -> None:
    """tests/kernels/loops.cl (a counted loop and a Collatz loop per work-item, so waves
    diverge) on `groups` workgroups of 256: one process, 2 worker processes, 2 Ray tasks on a
    local Ray of 2 CPUs. Medians of `rounds` launches after a warm-up of each (pools and Ray
    started, code bound in every worker); every result checked equal to the serial one. The
    workers' CPU seconds tell what a loaded machine hid from the wall times."""
    import ray
    from cdna_isa.runtime.device import Device
    from cdna_isa.runtime.shards import LAST_SPLIT

    with tempfile.TemporaryDirectory() as tmp:
        code = compile_kernel(ROOT / "tests" / "kernels" / "loops.cl", arch, tmp)
        small = Device(arch).load(compile_kernel(ROOT / "tests" / "kernels" / "vector_add.cl", arch, tmp))
    module = Device(arch).load(code)
    n = groups * 256
    x = np.random.default_rng(15).integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    cases = {"one process": (1, "process"), "2 worker processes": (2, "process"), "2 Ray tasks": (2, "ray")}
    # the two shards of the pool run one after the other: what the split costs without the
    # second core's contention (their CPU against the concurrent shards' tells that apart)
    one_at_a_time: list[float] = []
    both_shards: list[float] = []  # CPU seconds of the 2 worker processes' shards, run together
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    wall: dict[str, list[float]] = {name: [] for name in cases}
    cpu: dict[str, list[float]] = {name: [] for name in cases}
    slowest_shard: list[float] = []  # CPU seconds of the costlier shard of 2 worker processes
    parallel: list[float] = []  # cores the machine gives 2 busy processes (calibration)
    reference = None
    fixed: dict[str, list[float]] = {name: [] for name in cases}  # a launch of little work
    a = np.arange(64 * 256, dtype=np.float32)
    try:
        for run in range(4 * rounds + 1):
            for name, (workers, backend) in cases.items():
                c = np.zeros_like(a)
                t = time.perf_counter()
                small.launch("vector_add", grid=(64,), block=(256,), args=(a, a, c, np.int32(a.size)), workers=workers, backend=backend)
                if run:
                    fixed[name].append(time.perf_counter() - t)
        for run in range(rounds + 1):
            for name, (workers, backend) in cases.items():
                acc, steps = np.zeros(n, np.uint32), np.zeros(n, np.uint32)
                t, c = time.perf_counter(), time.process_time()
                module.launch("loops", grid=(groups,), block=(256,), args=(x, acc, steps, np.uint32(n)), workers=workers, backend=backend)
                dt, dc = time.perf_counter() - t, time.process_time() - c
                result = acc.tobytes() + steps.tobytes()
                reference = reference or result
                if result != reference:
                    raise SystemExit(f"scaleout: {name} differs from one process")
                if run:  # the first round starts pools and Ray and binds the code in each worker
                    wall[name].append(dt)
                    cpu[name].append(dc + (sum(s[1] for s in LAST_SPLIT["shard_seconds"]) if workers > 1 else 0))
                    if backend == "process" and workers == 2:
                        slowest_shard.append(max(s[1] for s in LAST_SPLIT["shard_seconds"]))
                        both_shards.append(sum(s[1] for s in LAST_SPLIT["shard_seconds"]))
            if run:
                parallel.append(cores_available())
                one_at_a_time.append(_sequential_shards(module, groups, x))
    finally:
        ray.shutdown()
    med = {name: sorted(ts)[len(ts) // 2] for name, ts in wall.items()}
    cpu_med = {name: sorted(ts)[len(ts) // 2] for name, ts in cpu.items()}
    print(f"\nscale-out: loops.cl on {groups} workgroups of 256 ({arch}), median of {rounds} (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores):")
    for name in cases:
        print(f"  {name:<20} {med[name]:7.2f} s wall {cpu_med[name]:7.2f} s CPU (parent + workers)")
    one = med["one process"]
    print(f"  speed-up of 2 worker processes: {one / med['2 worker processes']:.2f}x (target 1.7x)")
    bound = cpu_med["one process"] / sorted(slowest_shard)[len(slowest_shard) // 2]
    print(f"  one process's CPU time over the costlier shard's: {bound:.2f}x (the speed-up 2 free cores give)")
    print(f"  cores the machine gave 2 busy processes meanwhile: {sorted(parallel)[len(parallel) // 2]:.2f} (of {os.cpu_count()})")
    alone = sorted(one_at_a_time)[len(one_at_a_time) // 2]
    together = sorted(both_shards)[len(both_shards) // 2]
    print(f"  CPU of the 2 shards: {together:.2f} s run together, {alone:.2f} s one after the other (one process: {cpu_med['one process']:.2f} s)")
    print(f"  Ray against the process pool: {med['2 Ray tasks'] - med['2 worker processes']:+.2f} s ({med['2 Ray tasks'] / med['2 worker processes']:.2f}x)")
    print(f"\nper-launch cost: vector_add.cl on 64 workgroups of 256 (median of {4 * rounds}):")
    for name, ts in fixed.items():
        print(f"  {name:<20} {sorted(ts)[len(ts) // 2] * 1e3:7.1f} ms")


def _sequential_shards(module, groups: int, x) -> float:
    """CPU seconds of the shards of a 2-worker launch of loops.cl whose pool runs them one
    after the other."""
    from cdna_isa.runtime import shards

    def one_by_one(jobs, image, board):
        pool, _ = shards._pool(len(jobs))
        return [shards._submit(pool, shards._process_shard, job, image).result() for job in jobs]

    n = groups * 256
    acc, steps = np.zeros(n, np.uint32), np.zeros(n, np.uint32)
    concurrent, shards._run_pool = shards._run_pool, one_by_one
    try:
        module.launch("loops", grid=(groups,), block=(256,), args=(x, acc, steps, np.uint32(n)), workers=2)
    finally:
        shards._run_pool = concurrent
    return sum(s[1] for s in shards.LAST_SPLIT["shard_seconds"])


def cores_available(loops: int = 20_000_000) -> float:
    """How many cores 2 busy processes get now: 2 x (time of one alone) / (time of two at once),
    each a pure-Python loop (2.0 on an idle machine of 2 or more cores)."""
    cmd = [sys.executable, "-c", f"sum(range({loops}))"]

    def wall(count: int) -> float:
        t = time.perf_counter()
        procs = [subprocess.Popen(cmd) for _ in range(count)]
        for proc in procs:
            proc.wait()
        return time.perf_counter() - t

    return 2 * wall(1) / wall(2)


def generate_time() -> None:
    from codegen.generate import ROOT, generate
    from codegen.spec import load_spec

    print()
    # nothing reused; then reused from the committed generated/, as `make generate` after no change
    for what, reuse_from in (("all made", None), ("unchanged outputs reused", ROOT / "generated")):
        with tempfile.TemporaryDirectory() as tmp:
            t = time.perf_counter()
            generate(load_spec(), Path(tmp) / "generated", reuse_from=reuse_from)
            print(f"make generate (load, render, format, write), {what}: {time.perf_counter() - t:.1f} s")


def matrix_core(waves: int = 4096) -> None:
    """One v_mfma_f32_32x32x8f16 issued by `waves` waves against numpy's batched matmul of the
    same shapes (float32 products of f16 inputs), both measured here."""

    isa = cdna_isa.arch("cdna2")
    prog = Program(isa, isa.assemble("v_mfma_f32_32x32x8f16 v[32:47], v[0:1], v[2:3], v[16:31]\ns_endpgm"))
    rng = np.random.default_rng(0)
    st = WaveState.create(waves, vgprs=64, agpr_base=64)
    st.vgpr[:, 0:4] = rng.integers(0, 1 << 32, (waves, 4, 64), dtype=np.uint64).astype(np.uint32) & np.uint32(0x3BFF3BFF)

    def issue() -> None:
        st.done[:], st.pc[:] = False, 0
        prog.run(st)

    issue()
    t_emu = best_of(issue)
    a = rng.random((waves, 32, 8)).astype(np.float16)
    b = rng.random((waves, 8, 32)).astype(np.float16)
    c = rng.random((waves, 32, 32)).astype(np.float32)
    t_np = best_of(lambda: np.matmul(a.astype(np.float32), b.astype(np.float32)) + c)
    print(
        f"\nv_mfma_f32_32x32x8f16 on {waves} waves: emulated {t_emu * 1e3:.1f} ms, numpy batched"
        f" matmul {t_np * 1e3:.1f} ms, ratio {t_emu / t_np:.1f}x (target < 20x)"
    )


def compile_kernel(source: Path, arch: str, tmp: str) -> bytes:
    bindir = "/usr/lib/llvm-22/bin"
    obj, hsaco = f"{tmp}/{source.stem}.o", f"{tmp}/{source.stem}.hsaco"
    subprocess.run(
        [f"{bindir}/clang", "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
         f"-mcpu={TARGETS[arch]}", "-nogpulib", "-O2", "-I", str(ROOT / "tests" / "kernels"),
         "-c", str(source), "-o", obj],
        check=True, capture_output=True,
    )  # fmt: skip
    subprocess.run([f"{bindir}/ld.lld", "-shared", obj, "-o", hsaco], check=True)
    return Path(hsaco).read_bytes()


def kernels(arch: str) -> None:
    """Compiled kernels through the device API (launch set-up included in the time)."""
    from cdna_isa.runtime.device import Device

    if not Path("/usr/lib/llvm-22/bin/clang").exists():
        print("\n(clang-22 not installed: compiled-kernel benchmarks skipped)")
        return
    dev = Device(arch)
    with tempfile.TemporaryDirectory() as tmp:
        vadd = dev.load(compile_kernel(ROOT / "examples" / "kernels" / "vadd.cl", arch, tmp))
        alu = dev.load(compile_kernel(ROOT / "examples" / "kernels" / "alu.cl", arch, tmp))
    print("\n| kernel | waves | wave-instructions/s | seconds |\n|---|---|---|---|")
    launches, buffers = [], []
    for waves in (1, 64, 4096):
        n = waves * 64
        a, b = np.ones(n, np.float32), np.ones(n, np.float32)
        da, db, dc = dev.to_device(a), dev.to_device(b), dev.empty(n, np.float32)
        out, bits = dev.empty(n, np.float32), dev.empty(n, np.uint32)
        buffers += [da, db, dc, out, bits]
        runs = (
            ("vadd", vadd, "vadd", (da, db, dc, np.int32(n))),
            ("alu (100 iterations)", alu, "alu", (out, bits, np.int32(100))),
        )
        for label, module, name, values in runs:

            def launch(module=module, name=name, values=values, waves=waves):
                return module.launch(name, grid=(waves,), block=(64,), args=values)

            launch()  # warm-up
            launches.append((label, waves, launch))
    # rounds over every case, the best of each kept: a slow spell of the machine then spoils
    # one round of a case, not its figure
    best: dict = {}
    for _ in range(3):
        for label, waves, launch in launches:
            dt, executed = timed(launch, seconds=0.1)
            if dt < best.get((label, waves), (1e9, 0))[0]:
                best[label, waves] = dt, executed
    for (label, waves), (dt, executed) in best.items():
        print(f"| {label} | {waves} | {executed / dt:,.0f} | {dt:.3f} |")
    for arr in buffers:
        arr.free()
    n = 1 << 20
    rng = np.random.default_rng(0)
    a, b = rng.random(n, np.float32), rng.random(n, np.float32)
    da, db, dc = dev.to_device(a), dev.to_device(b), dev.empty(n, np.float32)
    launch = lambda: vadd.launch("vadd", global_size=(n,), block=(256,), args=(da, db, dc, np.int32(n)))  # noqa: E731
    launch()
    t_emu = t_np = 1e9
    for _ in range(3):  # interleaved, so that both see the same machine
        t_emu = min(t_emu, best_of(launch))
        t_np = min(t_np, best_of(lambda: a + b, repeat=20))
    assert np.array_equal(dc.to_numpy(), a + b)
    print(
        f"\nvector add, {n:,} elements: emulated {t_emu * 1e3:.1f} ms, numpy a + b"
        f" {t_np * 1e3:.3f} ms, ratio {t_emu / t_np:,.0f}x (target < 50x)"
    )


# the emulator suite ---------------------------------------------------------------------
SUITE_WAVES = (1, 64, 4096)
SUITE_ARCHS = ("cdna3", "cdna4")
# the four loops of examples/kernels: every by-value int argument is their iteration count
LOOPS = {"fma_loop": 200, "mfma_loop": 50, "lds_loop": 50, "divergent_loop": 50}
# by-value arguments (by position among the kernel's own) that are not a work-item count: a
# divisor, extents of which only the first spans the grid, a per-lane loop count
BY_VALUE = {
    "int_arith": {3: 7}, "grid2d": {2: 1}, "grid3d": {2: 1, 3: 1}, "transpose": {2: 1},
    "scalar_mix": {1: 64},
}  # fmt: skip
QUICK = ("vector_add", "fp32_math", "f64_math", "f16_math", "divergent", "reduce_lds", "atomics_denormals")
TARGET_ONE_WAVE, TARGET_MANY_WAVES = 700_000, 20_000_000
SCALARS = {
    "char": np.int8, "uchar": np.uint8, "short": np.int16, "ushort": np.uint16, "int": np.int32,
    "uint": np.uint32, "long": np.int64, "ulong": np.uint64, "half": np.float16,
    "_Float16": np.float16, "float": np.float32, "double": np.float64, "bool": np.uint8,
}  # fmt: skip


def element_type(type_name: str) -> tuple[type, int]:
    """(numpy scalar type, vector width) of an OpenCL argument type such as `float4*`;
    unknown names are 32-bit words."""
    base = type_name.rstrip("*").strip().removeprefix("const ").strip()
    digits = base[len(base.rstrip("0123456789")) :]
    name = base[: len(base) - len(digits)] if digits else base
    return SCALARS.get(name, np.uint32), int(digits) if digits else 1


def fill(dtype, count: int, rng) -> np.ndarray:
    """Values every kernel can take: floats in [0.5, 2), integers in [0, 16) (small enough to
    index any buffer of the suite and a float16 vector, as histogram bins, selectors and
    vgpr_index's indices do); 16-bit integers are 0x3c00 + [0, 16), normal numbers as the f16 and bf16 operands the MFMA kernels pass in
    shorts (bit patterns below 64 are denormals, which send an MFMA to its exact per-element
    sum)."""
    if np.issubdtype(dtype, np.floating):
        return rng.uniform(0.5, 2.0, count).astype(dtype)
    base = 0x3C00 if np.dtype(dtype).itemsize == 2 else 0
    return (base + rng.integers(0, 16, count)).astype(dtype)


class SuiteCase:
    """One kernel of a code object with arguments made from its metadata for a number of
    waves (64 work-items each): per const global pointer a buffer of 2 * items + 1024 elements
    of its type, filled; per other global pointer 24 * items + 1024 zeros (results go to
    out[k * n + i]); 1 KiB per __local pointer, the number of work-items for every integer by value
    (the iteration count for the LOOPS), 1.5 for a float by value."""

    def __init__(self, module, meta: dict, waves: int, rng):
        self.module, self.name, self.waves = module, meta[".name"], waves
        items = 64 * waves
        self.buffers, self.initial, self.args = [], [], []
        fixed = BY_VALUE.get(self.name, {})
        for position, arg in enumerate(meta[".args"]):
            kind = arg[".value_kind"]
            if kind.startswith("hidden_"):
                continue
            scalar, width = element_type(arg.get(".type_name", "uint"))
            if kind == "global_buffer" and arg.get(".is_const"):
                data = fill(scalar, (2 * items + 1024) * width, rng)
                buf = module.device.to_device(data)
                self.buffers.append(buf)
                self.initial.append(data)
                self.args.append(buf)
            elif kind == "global_buffer":  # results at out[k * n + i], k < 24; read-write cells
                buf = module.device.empty((24 * items + 1024) * width, scalar)
                self.buffers.append(buf)
                self.initial.append(np.zeros(buf.shape, scalar))
                self.args.append(buf)
            elif kind == "dynamic_shared_pointer":
                self.args.append(1024)
            elif np.issubdtype(scalar, np.floating):
                self.args.append(scalar(1.5))
            else:
                count = fixed.get(position, LOOPS.get(self.name, items))
                self.args.append(scalar(min(count, np.iinfo(scalar).max)))

    def reset(self) -> None:
        for buf, data in zip(self.buffers, self.initial):
            buf.copy_from(data)

    def launch(self) -> int:
        return self.module.launch(self.name, grid=(self.waves,), block=(64,), args=self.args)

    def timed_launch(self) -> tuple[float, float, int]:
        """(seconds in the emulator's Program.run, seconds of the whole launch, wave-instructions)
        of one launch."""
        spent = [0.0]
        run = Program.run

        def measured(program, *args, **kwargs):
            t = time.perf_counter()
            try:
                return run(program, *args, **kwargs)
            finally:
                spent[0] += time.perf_counter() - t

        Program.run = measured
        try:
            t = time.perf_counter()
            executed = self.launch()
            total = time.perf_counter() - t
        finally:
            Program.run = run
        return spent[0], total, executed

    def free(self) -> None:
        for buf in self.buffers:
            buf.free()


LAUNCH_LIMIT = 60  # seconds a case may take (warm-up and timed launches together)


def _too_slow(signum, frame):
    raise TimeoutError(f"more than {LAUNCH_LIMIT} s (warm-up and timed launches)")


def suite_sources(quick: bool, only: list[str] | None = None) -> list[Path]:
    """tests/kernels/*.cl (QUICK's with `quick`) and the LOOPS; `only`: those file stems."""
    tests = sorted((ROOT / "tests" / "kernels").glob("*.cl"))
    if quick:
        tests = [p for p in tests if p.stem in QUICK]
    sources = tests + [ROOT / "examples" / "kernels" / f"{name}.cl" for name in LOOPS]
    return [p for p in sources if only is None or p.stem in only]


def suite(archs, waves_list, quick: bool, rounds: int, verbose: bool = False, only: list[str] | None = None) -> tuple[dict, dict]:
    """({(arch, "file:kernel", waves): wave-instructions/s, or the error's text}, {same key:
    seconds of launch set-up}) over every kernel of suite_sources. The rate counts the time in
    the emulator (Program.run) only: the launch's set-up (arguments, dispatch packet, initial
    registers, about a millisecond) is reported apart, as it would otherwise be most of the
    time of a short kernel at one wave. Each figure is the best of `rounds` launches."""
    from cdna_isa.runtime.device import Device
    from cdna_isa.runtime.objfile import read_code_object

    results: dict = {}
    setup: dict = {}
    rng = np.random.default_rng(0)
    for arch in archs:
        cases = []
        with tempfile.TemporaryDirectory() as tmp:
            for source in suite_sources(quick, only):
                try:
                    data = compile_kernel(source, arch, tmp)
                except subprocess.CalledProcessError:
                    continue  # a kernel of the other arch's builtins (clang refuses it)
                for meta in read_code_object(data).metadata()["amdhsa.kernels"]:
                    cases.append((f"{source.stem}:{meta['.name']}", data, meta))
        for label, data, meta in cases:
            for waves in waves_list:
                # a Device per case: device memory freed by one case is not reused by the next
                module = Device(arch, memory_limit=3 << 30).load(data)
                key = (arch, label, waves)
                signal.signal(signal.SIGALRM, _too_slow)
                signal.alarm(LAUNCH_LIMIT)
                case = None
                try:
                    case = SuiteCase(module, meta, waves, rng)
                    case.reset()
                    case.launch()  # warm-up: numpy's first calls allocate
                    best, best_total = 1e9, 1e9
                    for _ in range(rounds):
                        case.reset()
                        gc.collect()  # the earlier cases' garbage: not this launch's to collect
                        run, total, executed = case.timed_launch()
                        best, best_total = min(best, run), min(best_total, total)
                    results[key] = executed / best
                    setup[key] = best_total - best
                except Exception as err:  # noqa: BLE001 -- reported in the table, never hidden
                    results[key] = f"{type(err).__name__}: {str(err).splitlines()[0][:80]}"
                finally:
                    signal.alarm(0)
                    if case is not None:
                        case.free()
                if verbose:
                    shown = results[key] if isinstance(results[key], str) else f"{results[key]:,.0f}/s"
                    print(f"  {arch} {label} {waves}: {shown}", file=sys.stderr, flush=True)
    return results, setup


def geomean(values) -> float:
    values = list(values)
    return float(np.exp(np.mean(np.log(values)))) if values else float("nan")


def suite_table(results: dict, baseline: dict | None = None) -> None:
    """One row per kernel, one column per (arch, waves); with a baseline (the same suite run
    on another commit) each cell is `now (before)`. Then the minimum and geometric mean of
    each column, against the targets."""
    columns = sorted({(a, w) for a, _, w in results}, key=lambda c: (c[0], c[1]))
    labels = sorted({k for _, k, _ in results})

    def cell(res, key) -> str:
        v = res.get(key)
        return "n/a" if v is None else v if isinstance(v, str) else f"{v / 1e6:.3f}"

    head = " | ".join(f"{a} {w}w" for a, w in columns)
    print(f"\n# emulator suite: million wave-instructions/s{' (before in brackets)' if baseline else ''}\n")
    print(f"| kernel | {head} |\n|---|{'---|' * len(columns)}")
    errors = []
    for label in labels:
        cells = []
        for a, w in columns:
            key = (a, label, w)
            text = cell(results, key)
            if isinstance(results.get(key), str):
                errors.append(f"{a} {label} {w} waves: {results[key]}")
                text = "error"
            if baseline is not None and key in baseline:
                text += f" ({'error' if isinstance(baseline[key], str) else cell(baseline, key)})"
            cells.append(text)
        print(f"| {label} | {' | '.join(cells)} |")
    for name, fn in (("minimum", min), ("geometric mean", geomean)):
        cells = []
        for a, w in columns:
            now = [v for (aa, _, ww), v in results.items() if (aa, ww) == (a, w) and not isinstance(v, str)]
            text = f"{fn(now) / 1e6:.3f}" if now else "n/a"
            if baseline is not None:
                keys = [k for k, v in results.items() if (k[0], k[2]) == (a, w) and not isinstance(v, str)]
                before = [baseline[k] for k in keys if k in baseline and not isinstance(baseline[k], str)]
                text += f" ({fn(before) / 1e6:.3f})" if before else ""
            cells.append(text)
        print(f"| **{name}** | {' | '.join(cells)} |")
    for waves, target in ((1, TARGET_ONE_WAVE), (4096, TARGET_MANY_WAVES)):
        now = [v for (_, _, w), v in results.items() if w == waves and not isinstance(v, str)]
        if now:
            worst = min(now)
            print(
                f"\nminimum at {waves} wave(s): {worst / 1e6:.2f} M/s, target {target / 1e6:.1f} M/s:"
                f" {'met' if worst >= target else 'NOT met'}"
            )
    for line in errors:
        print(f"- error: {line}")


if __name__ == "__main__":
    main()
