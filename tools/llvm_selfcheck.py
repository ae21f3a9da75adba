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
A line is also LLVM-inconsistent where the value it writes is not the value llvm reads: a
constant or numeric modifier that llvm-mc's reading or llvm-objdump's holds with another value
(`s_setprio 1.0` read as 0, a float in a 16-bit integer source read as 0x0, `offset:65535` of a
12-bit field read as 4095), a float where llvm reads a symbol (`s_setreg_imm32_b32 -0.0, ...` as
`hwreg(0, 0, 1)`), a source modifier one reading drops (`sext(v1)` in VOP3 read as `v1`), or an
operand llvm-mc's own reading marks `/*Invalid ...*/`.
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


REGISTER = re.compile(  # not \b at the end: a range ends in "]"
    r"(?<!\w)(?:[vsa]\[\d+:\d+\]|[vsa]\d+|ttmp\[\d+:\d+\]|ttmp\d+|src_\w+|(?:vcc|exec|flat_scratch|xnack_mask)"
    r"(?:_lo|_hi)?|m0|null|scc|vccz|execz|off|lds_direct|(?:shared|private)_(?:base|limit))(?!\w)"
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


# -- values: what a line says, what llvm-mc read, what llvm-objdump read back ------------------
NUMBER = re.compile(r"-?(?:0x[0-9a-f]+|\d+(?:\.\d*)?(?:e[-+]?\d+)?|inf|nan)", re.I)
MODIFIER = re.compile(r"[a-z_][a-z0-9_]*:", re.I)
WRAPPERS = re.compile(r"^(-?)(\|?)(?:(neg|abs|sext|lit)\((.*)\))?")


def tokens(text: str) -> tuple[list[str], dict[str, str]]:
    """(operands, {modifier: value}) of an instruction's text: split at the commas and spaces
    outside brackets; `name:value` tokens are modifiers."""
    body = text.split(None, 1)[1] if " " in text.strip() else ""
    out, depth, cur = [], 0, ""
    for ch in re.sub(r"/\*.*?\*/", "", body):
        depth += ch in "([" and 1 or ch in ")]" and -1 or 0
        if depth == 0 and ch in ", ":
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    out = [t for t in out if t]
    # a modifier is name:value; a register range (v[0:1], |v[0:1]|) is an operand
    mods = dict(t.split(":", 1) for t in out if MODIFIER.match(t))
    return [t for t in out if not MODIFIER.match(t)], mods


def _value(token: str) -> tuple | None:
    """(value, bit patterns, negated, absolute) of a constant operand: the constant inside its
    modifiers (-x, |x|, neg(), abs(), lit(), sext()), the patterns it may be written as (a
    float's f16, bf16, f32 and f64 bits; an integer's 16-, 32- and 64-bit two's complements),
    and the modifiers around it; None for anything else."""
    core, negate, absolute = token, False, False
    for _ in range(4):  # -|x|, neg(x), abs(-x), lit(x), sext(x): peel from the outside in
        m = WRAPPERS.match(core)
        if core.startswith("-") and core[1:2] not in "0123456789.":
            negate, core = not negate, core[1:]
        elif core.startswith("|") and core.endswith("|") and len(core) > 1:
            absolute, core = True, core[1:-1]
        elif m and m.group(3):
            if m.group(3) == "neg":
                negate = not negate
            elif m.group(3) == "abs":
                absolute = True
            core = m.group(4)
        else:
            break
    if not NUMBER.fullmatch(core):
        return None
    is_float = not core.lower().lstrip("-").startswith("0x") and re.search(r"[.eEnN]", core)
    if is_float:
        x = float(core)
        return x, _float_patterns(x), negate, absolute
    n = int(core, 0)
    return n, {n & ((1 << k) - 1) for k in (16, 32, 64) if -(1 << (k - 1)) <= n < 1 << k}, negate, absolute


def _float_patterns(x: float) -> set[int]:
    import struct

    import ml_dtypes
    import numpy as np

    with np.errstate(over="ignore"):
        f64 = struct.unpack("<Q", struct.pack("<d", x))[0]
        pats = {int(np.array(x, t).view(f"u{np.dtype(t).itemsize}")) for t in (np.float16, ml_dtypes.bfloat16, np.float32)}
    return pats | {f64, f64 >> 32}


def _same(a: tuple, b: tuple) -> bool:
    """Whether two constants (_value) are one value: the same modifiers around the same
    constant in any of its spellings, or the modifiers of one folded into the other's float."""
    (x, xs, xn, xa), (y, ys, yn, ya) = a, b
    if (xn, xa) != (yn, ya):  # equal only as two floats with their modifiers folded in
        if not (isinstance(x, float) and isinstance(y, float)):
            return False
        fx = -abs(x) if xn and xa else abs(x) if xa else -x if xn else x
        fy = -abs(y) if yn and ya else abs(y) if ya else -y if yn else y
        return fx == fy
    if isinstance(x, float) and isinstance(y, float):
        return x == y or x != x and y != y or bool(xs & ys) and (x == 0) == (y == 0) and abs(x - y) <= abs(x) * 1e-3
    if isinstance(x, float) or isinstance(y, float):
        # a shared bit pattern other than 0 (1e-8 is 0 as an f16, yet not the value 0)
        # -0.0 (bits 0x80000000) is not the integer 0
        common, f = xs & ys, x if isinstance(x, float) else y
        negative_zero = f == 0 and str(f)[0] == "-"
        return bool(common - {0}) or (0 in common and f == 0 or x == y) and not negative_zero
    return x == y or bool(xs & ys)


def _source_mods(token: str) -> set[str]:
    """The source modifiers written around an operand, whichever way they are spelled."""
    mods = set()
    if token.startswith("-") or "neg(" in token:
        mods.add("neg")
    if "|" in token or "abs(" in token:
        mods.add("abs")
    if "sext(" in token:
        mods.add("sext")
    return mods


def _core(token: str) -> str:
    return re.sub(r"^(?:-|\||neg\(|abs\(|sext\()+|[)|]+$", "", token)


# modifiers whose value is a spelling rather than a number (llvm prints bound_ctrl:0 as 1)
SPELLED = {"bound_ctrl"}
# list modifiers whose absence means all zeros (op_sel_hi's default is all ones: not compared)
ZERO_LISTS = {"op_sel", "neg_lo", "neg_hi"}


def _bits_list(value: str) -> list[int]:
    """The 0/1 entries of a list modifier ([1,0,1]), trailing zeros dropped."""
    bits = [int(b) for b in re.findall(r"\d+", value)]
    while bits and not bits[-1]:
        bits.pop()
    return bits


def value_changed(said: str, read: str) -> str | None:
    """Why `read` (llvm's reading) holds another value than `said` (the line, or llvm-mc's
    reading): a constant operand of another value, a float where llvm read a symbol, a numeric
    modifier of another value, a source modifier dropped from a register, or an operand llvm-mc
    itself marks invalid. None when they agree."""
    if "/*Invalid" in read:
        return "llvm marks an operand of its own reading invalid"
    ops_a, mods_a = tokens(said)
    ops_b, mods_b = tokens(read)
    for name, value in mods_a.items():
        if name in SPELLED:
            continue
        if name in ZERO_LISTS:
            if _bits_list(value) != _bits_list(mods_b.get(name, "")):
                return f"{name}:{value} read as {mods_b.get(name, 'absent')}"
            continue
        a = _value(value)
        if a is None or name not in mods_b and a[0] == 0:
            continue
        b = _value(mods_b.get(name, "0"))
        if b is not None and not _same(a, b):
            return f"{name}:{value} read as {mods_b.get(name, 'absent')}"
    if len(ops_a) != len(ops_b):
        return None
    for x, y in zip(ops_a, ops_b):
        a, b = _value(x), _value(y)
        if a is not None and b is not None and not _same(a, b):
            return f"{x} read as {y}"
        if a is not None and b is None and isinstance(a[0], float) and not REGISTER.fullmatch(y):
            return f"the float {x} read as {y}"
        if a is None and b is None and REGISTER.search(x) and REGISTER.search(y):
            if _source_mods(x) - _source_mods(y) and _core(x) == _core(y):
                return f"{x} read as {y}"
    return None


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
        if text is None
        or not text[1]
        or squeeze(echo) != squeeze(text[0]) and disagree(echo, text)
        or value_changed(line, echo)
        or value_changed(echo, text[0])
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
