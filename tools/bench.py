"""`make bench`: throughput of the generated tools, each against a baseline measured in the same run.

- assembler and disassembler lines/s against llvm-mc 22 on one corpus (llvm-mc start-up is
  measured on an empty input and subtracted);
- decoding into instruction objects (no text) against llvm-mc's disassembly;
- emulator wave-instructions/s on examples/demo.s at 1, 64 and 4096 waves;
- `make generate` time (render, format and write into a temporary directory).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cdna_isa  # noqa: E402
from cdna_isa.runtime.selfcheck import sample_line  # noqa: E402
from cdna_isa.runtime.wave import Program, WaveState  # noqa: E402

LLVM_MC = "/usr/lib/llvm-22/bin/llvm-mc"
TARGETS = {"cdna2": "gfx90a", "cdna4": "gfx950"}


def best_of(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


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
    args = parser.parse_args()
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

    demo = isa.assemble((ROOT / "examples" / "demo.s").read_text())
    prog = Program(isa, demo)
    print("\n| waves | wave-instructions/s | seconds |\n|---|---|---|")
    for waves in (1, 64, 4096):
        prog.run(WaveState.create(waves))  # warm-up: numpy's first calls allocate
        dt, executed = 1e9, 0
        for _ in range(3):
            st = WaveState.create(waves)
            t = time.perf_counter()
            executed = prog.run(st)
            dt = min(dt, time.perf_counter() - t)
        print(f"| {waves} | {executed / dt:,.0f} | {dt:.3f} |")

    from codegen.generate import generate
    from codegen.model import load_spec

    with tempfile.TemporaryDirectory() as tmp:
        t = time.perf_counter()
        generate(load_spec(), Path(tmp) / "generated")
        print(f"\nmake generate (load, render, format, write): {time.perf_counter() - t:.1f} s")


if __name__ == "__main__":
    main()
