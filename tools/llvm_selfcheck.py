"""Find the sweep's lines on which LLVM disagrees with itself, and commit them as data
(tests/data/sweep/llvm_self_inconsistent.tsv.xz), so that tests/test_llvm_sweep.py leaves them
out of the comparison with a reason instead of asking us to copy a defect.

Run: .venv/bin/python tools/llvm_selfcheck.py [--jobs N] [arch ...]   (needs the sweep data of
tools/llvm_sweep.py; a few minutes per arch)

For every probe line llvm-mc 22 accepts, llvm-mc's own reading of it (the instruction it prints
back with -show-encoding) is compared with llvm-objdump's reading of the bytes llvm-mc wrote for
it. A line is LLVM-inconsistent when llvm-objdump dies on those bytes, reads another instruction
(or none) there, reads an instruction of another length, or names other registers than llvm-mc
printed: the bytes do not hold what llvm-mc parsed. Found this way: register codes of 128 and more cut to
a 7-bit field (`src_scc` as an SMEM offset or a VOPC SDWA destination reads back as `null`,
`src_vccz` as `ttmp15`), `lit()` written as code 255 without its literal dword, `off` taken as
a symbol (0x0a0a0a0a), a 64-bit register in a 32-bit DPP source (read back as its first half).
Readings that differ only in how a constant is spelled (0.5 printed as 0x3800) are not counted.
Only LLVM's output is compared; nothing of ours.

Records (tab-separated; xz): `<arch> <line> <llvm-mc's text> <llvm-objdump's text>`.
"""

from __future__ import annotations

import argparse
import lzma
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from llvm_sweep import BIN, ERROR, NOP, QUIET, SLOT, _objdump_lines, llvm_target  # noqa: E402

from tests.test_llvm_sweep import Sweep, squeeze  # noqa: E402

OUT = ROOT / "tests" / "data" / "sweep" / "llvm_self_inconsistent.tsv.xz"
BATCH = 4000
ECHO = re.compile(r"^\s+(\S.*?)\s*; encoding: \[([^\]]*)\]\s*$")


def mc_readings(target: str, lines: list[str], jobs: int) -> list[tuple[str, str] | None]:
    """Per line, (llvm-mc's printed reading, its bytes as hex), or None where it refuses it."""
    batches = [lines[i : i + BATCH] for i in range(0, len(lines), BATCH)]
    with ThreadPoolExecutor(jobs) as pool:
        return [r for rs in pool.map(lambda b: _mc_batch(target, b), batches) for r in rs]


def _mc_batch(target: str, lines: list[str]) -> list:
    res = subprocess.run([f"{BIN}/llvm-mc", "-arch=amdgcn", f"-mcpu={target}", "-show-encoding"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True, check=False, env=QUIET)  # fmt: skip
    if res.returncode < 0 or "Stack dump" in res.stderr:
        if len(lines) == 1:
            return [None]
        half = len(lines) // 2
        return _mc_batch(target, lines[:half]) + _mc_batch(target, lines[half:])
    errors = {int(m.group(1)) for m in ERROR.finditer(res.stderr)}
    echoes = iter(m for m in map(ECHO.match, res.stdout.splitlines()) if m)
    out = []
    for i in range(1, len(lines) + 1):
        if i in errors:
            out.append(None)
            continue
        m = next(echoes)
        out.append((m.group(1), "".join(f"{int(b, 16):02x}" for b in m.group(2).split(",") if b)))
    return out


REGISTER = re.compile(
    r"\b(?:[vsa]\[\d+:\d+\]|[vsa]\d+|ttmp\[\d+:\d+\]|ttmp\d+|src_\w+|(?:vcc|exec|flat_scratch|xnack_mask)"
    r"(?:_lo|_hi)?|m0|null|scc|vccz|execz|off|lds_direct|(?:shared|private)_(?:base|limit))\b"
)


def objdump_readings(target: str, codes: list[bytes], jobs: int) -> list[tuple[str, bool] | None]:
    """Per code, (llvm-objdump's text of the instruction at its start, whether that instruction
    ends where the code does), None where llvm-objdump dies on it."""
    batches = [codes[i : i + BATCH] for i in range(0, len(codes), BATCH)]
    with ThreadPoolExecutor(jobs) as pool:
        return [r for rs in pool.map(lambda b: _objdump_batch(target, b), batches) for r in rs]


def _objdump_batch(target: str, codes: list[bytes]) -> list:
    words = []
    for code in codes:
        padded = code + NOP.to_bytes(4, "little") * ((SLOT - len(code)) // 4)
        words.append(", ".join(f"0x{int.from_bytes(padded[i:i + 4], 'little'):08x}" for i in range(0, SLOT, 4)))
    source = ".text\n" + "".join(f".long {w}\n" for w in words)
    with tempfile.TemporaryDirectory() as tmp:
        obj = f"{tmp}/check.o"
        subprocess.run([f"{BIN}/llvm-mc", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj", "-o", obj],
                       input=source, text=True, check=True)  # fmt: skip
        res = subprocess.run([f"{BIN}/llvm-objdump", "-d", f"--mcpu={target}", "--disassembler-color=off", obj],
                             capture_output=True, text=True, check=False, env=QUIET)  # fmt: skip
    if res.returncode != 0:  # it died on one of them: halve until that one is alone
        if len(codes) == 1:
            return [None]
        half = len(codes) // 2
        return _objdump_batch(target, codes[:half]) + _objdump_batch(target, codes[half:])
    at, _ = _objdump_lines(res.stdout)
    out = []
    for i, code in enumerate(codes):
        start = SLOT * i
        ends_there = len(code) == SLOT or start + len(code) in at
        out.append((at.get(start, ".long"), ends_there))
    return out


def disagree(echo: str, reading: tuple[str, bool]) -> bool:
    text, ends_there = reading
    if not ends_there or text.split()[0] != echo.split()[0]:
        return True
    return REGISTER.findall(echo) != REGISTER.findall(text)


def inconsistent(arch: str, jobs: int) -> list[tuple[str, str, str]]:
    target = llvm_target(arch)
    sweep = Sweep(arch)
    lines = [line for line, (_, ref) in sweep.lines.items() if ref != "!" and ref]
    readings = mc_readings(target, lines, jobs)
    kept = [(line, r) for line, r in zip(lines, readings) if r and r[1] and len(r[1]) <= 2 * SLOT]
    texts = objdump_readings(target, [bytes.fromhex(r[1]) for _, r in kept], jobs)
    return [
        (line, echo, "!crash" if text is None else text[0])
        for (line, (echo, _)), text in zip(kept, texts)
        if text is None or not text[1] or squeeze(echo) != squeeze(text[0]) and disagree(echo, text)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("archs", nargs="*", default=["cdna2", "cdna3", "cdna4"])
    args = parser.parse_args()
    records = []
    if OUT.exists():  # keep the records of the archs not run again
        with lzma.open(OUT, "rt") as f:
            records = [r for r in f.read().splitlines() if r and r.split("\t")[0] not in args.archs]
    for arch in args.archs:
        found = inconsistent(arch, args.jobs)
        print(f"{arch}: {len(found)} lines llvm reads back differently", file=sys.stderr)
        records += [f"{arch}\t{line}\t{echo}\t{text}" for line, echo, text in found]
    with lzma.open(OUT, "wt", preset=9) as f:
        f.write("\n".join(records) + "\n")


if __name__ == "__main__":
    main()
