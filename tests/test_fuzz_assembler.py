"""Fuzz: mutated assembly lines, and random and bit-flipped words through
disassemble -> assemble -> disassemble, through the API and the CLI.

Oracle: the contract of issue 20 (tests/fuzz.py): only AsmError / DecodeError (CLI: exit 0 or
1 with a `cdna-isa: error:` line), within the CPU bound. Whether our text and llvm-mc's agree
is the llvm oracle tests' business (tests/test_llvm_*), not this file's. Lines are every form's
sampled valid line (selfcheck.sample_line) damaged by seeded edits, among them the inputs that
once crashed or hung the assembler: numbers and register indices thousands of digits long,
repeated `x:[a],` groups (exponential regex backtracking), words of 100,000 characters.
"""

from __future__ import annotations

import random
from collections import Counter

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError, DecodeError
from cdna_isa.runtime.selfcheck import sample_line

from . import fuzz
from .conftest import FUZZ_STATS

HOSTILE = [
    "9" * 5000, "0x" + "f" * 3000, "0b" + "1" * 200, "0" + "7" * 100, "-" * 50, "v" + "1" * 400,
    "s[" + "2" * 300 + ":3]", "x:[a], " * 30 + "x:[ a]", "(" * 200, ")" * 200, "[" * 200, "]" * 200,
    "|" * 101, "-|" * 60, "abs(" * 80, "neg(" * 80 + "v1" + ")" * 80, "a" * 100_000, "1e400", "-1e400",
    "nan", "inf", "0x", "0b", "lit(", "lit(" + "9" * 600 + ")", "\t", "\u00e9", "\u202e", "\x00",
    "vmcnt(" * 50, "hwreg(" + "1" * 500, "sendmsg(" + "1," * 300 + ")", "offset:" + "1" * 500,
    "op_sel:[" + "0," * 400 + "0]", "quad_perm:[" + "0," * 400 + "]", "row_shl:" + "9" * 700,
    "swizzle(" + "A" * 500 + ")", "format:[" + "BUF_FMT_8_UNORM," * 50 + "]", ":" * 100, "," * 100,
    " " * 1000, "v[0:" + "1" * 30 + "]", "ttmp" + "9" * 30, "s_nop", "//", ";", "#", "a:",
]  # fmt: skip
CHUNK = ["-", "|", "abs(", "neg(", ")", "[", "]", ":", ",", "0x", "v", "s", "a", "v[", "s[", "vcc", "off",
         "clamp", "mul:2", "offset:", "glc", "row_shl:", "quad_perm:[", "dst_sel:", "  ", "0.5", "-|"]  # fmt: skip
LINES_PER_FORM = fuzz.scaled(3)


def mutate_line(line: str, rnd: random.Random) -> str:
    for _ in range(rnd.randint(1, 3)):
        choice = rnd.random()
        i = rnd.randrange(len(line) + 1)
        if choice < 0.35:
            line = line[:i] + rnd.choice(HOSTILE) + line[i:]
        elif choice < 0.6:
            line = line[:i] + rnd.choice(CHUNK) + line[i:]
        elif choice < 0.75 and len(line) > 1:
            line = line[:i] + line[i + rnd.randint(1, 8) :]
        elif choice < 0.9:  # a piece of the line repeated
            j = min(len(line), i + rnd.randint(1, 12))
            line = line[:i] + line[i:j] * rnd.randint(2, 60) + line[j:]
        else:
            words = line.split(" ")
            k = rnd.randrange(len(words))
            words[k] = rnd.choice(HOSTILE)
            line = " ".join(words)
    return line


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_mutated_lines_raise_asm_error_only(arch):
    isa = cdna_isa.arch(arch)
    rnd = random.Random(f"lines-{arch}")
    failures: list[str] = []
    outcomes: Counter = Counter()
    for form in sorted(isa.forms, key=lambda f: f.mnemonic):
        for _ in range(LINES_PER_FORM):
            try:
                line = mutate_line(sample_line(isa, form, rnd), rnd)
            except AsmError:  # the sampler's own operand choice: not what is tested here
                continue
            ok = False
            with fuzz.bounded(f"{line[:120]!r}", failures, cpu=0.5):
                isa.assemble(line)
                ok = True
            outcomes["assembled" if ok else "AsmError"] += 1
    FUZZ_STATS[f"assembly lines, {arch}"] = outcomes
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:10])


VERBS = ("asm", "check", "metrics", "schedule")


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_whole_sources_through_cli_verbs(arch, tmp_path):
    """Mutated multi-line sources (labels, comments, directives and damaged lines) through
    every verb that takes assembly: exit 0 (2: `check` found hazards), or 1 with an error
    naming the file."""
    isa = cdna_isa.arch(arch)
    rnd = random.Random(f"files-{arch}")
    forms = [f for f in isa.forms if all(o.kind != "label" for o in f.operands)]
    failures: list[str] = []
    outcomes: Counter = Counter()
    path = tmp_path / "p.s"
    for n in range(fuzz.scaled(40)):
        lines = ["start:", ".text", "; comment"]
        for _ in range(20):
            try:
                line = sample_line(isa, rnd.choice(forms), rnd)
                isa.assemble(line)  # only lines that assemble: the damage is what is tested
            except AsmError:
                continue
            lines.append(line)
        if n % 2:  # half the sources are valid: the analyses then run on them
            k = rnd.randrange(len(lines))
            lines[k] = mutate_line(lines[k], rnd)
        lines.append(rnd.choice(["s_branch start", "s_cbranch_scc0 " + "x" * rnd.randint(1, 300), "s_endpgm"]))
        path.write_text("\n".join(lines) + "\n")
        for verb in VERBS:
            with fuzz.bounded(f"source #{n} {verb}", failures):
                code, _, err = fuzz.run_cli([verb, "--arch", arch, str(path)])
                problem = fuzz.cli_problem(code, err)
                if problem or (code == 1 and f"{path}:" not in err):
                    failures.append(f"source #{n} {verb}: {problem or err}")
                outcomes[f"{verb} exit {code}"] += 1
    FUZZ_STATS[f"assembly sources via CLI asm/check/metrics/schedule, {arch}"] = outcomes
    assert not failures, "\n".join(failures[:10])


def round_trip(isa, words: list[int], failures: list, outcomes: Counter, what: str) -> None:
    """disassemble -> assemble -> disassemble of every decoded item: documented errors only."""
    with fuzz.bounded(f"{what}: disassemble", failures):
        isa.disassemble(words)
    for item in isa.decode(words):
        if isinstance(item, tuple):
            outcomes["undecodable dword"] += 1
            continue
        with fuzz.bounded(f"{what}: {item!r}", failures, cpu=0.5):
            try:
                text = isa.text(item)
            except DecodeError:
                outcomes["DecodeError printing"] += 1
                continue
            try:
                code = isa.assemble(text)
            except AsmError:
                outcomes["text refused by our assembler"] += 1
                continue
            isa.disassemble(code)
            outcomes["round trip"] += 1


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_random_and_bit_flipped_words_round_trip(arch):
    isa = cdna_isa.arch(arch)
    rnd = random.Random(f"words-{arch}")
    forms = [f for f in isa.forms if all(o.kind != "label" for o in f.operands)]
    failures: list[str] = []
    outcomes: Counter = Counter()
    for n in range(fuzz.scaled(40)):
        words = [rnd.getrandbits(32) for _ in range(64)]
        round_trip(isa, words, failures, outcomes, f"random words #{n}")
        code = b""
        for _ in range(32):
            try:
                code += isa.assemble(sample_line(isa, rnd.choice(forms), rnd))
            except AsmError:
                continue
        good = [int.from_bytes(code[k : k + 4], "little") for k in range(0, len(code), 4)]
        flipped = [w ^ (1 << rnd.randrange(32)) if rnd.random() < 0.3 else w for w in good]
        round_trip(isa, flipped, failures, outcomes, f"bit-flipped words #{n}")
    FUZZ_STATS[f"words disasm->asm->disasm, {arch}"] = outcomes
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:10])


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_random_words_through_cli_disasm(arch, tmp_path):
    """`cdna-isa disasm --hex` and a raw binary file of random words: exit 0 (`.long` and a
    warning for what decodes to nothing)."""
    rnd = random.Random(f"cli-words-{arch}")
    failures: list[str] = []
    path = tmp_path / "w.bin"
    for n in range(fuzz.scaled(20)):
        words = [rnd.getrandbits(32) for _ in range(rnd.randint(1, 64))]
        path.write_bytes(b"".join(w.to_bytes(4, "little") for w in words) + bytes(rnd.randrange(4)))
        for argv in (["disasm", "--arch", arch, "--hex", *(f"0x{w:08x}" for w in words)], ["disasm", "--arch", arch, str(path)]):
            with fuzz.bounded(f"words #{n} {argv[3]}", failures):
                code, out, err = fuzz.run_cli(argv)
                if code != 0 or "Traceback" in err:
                    failures.append(f"words #{n}: exit {code}: {err[-300:]}")
    assert not failures, "\n".join(failures[:10])
