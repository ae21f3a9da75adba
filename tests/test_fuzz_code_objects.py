"""Fuzz: mutated code objects through the API (read, load, every kernel launched) and every
CLI verb that takes one (disasm, check, metrics, run).

Oracle: the contract of issue 20 (tests/fuzz.py): each case ends normally or in a documented
error type (on the CLI: exit status 0, 1 with a `cdna-isa: error:` line, or 2), within the CPU
bound, and a failed launch leaves device memory as it was. Seeds: clang-22 kernels of
tests/kernels (hidden arguments, many argument types, scratch, LDS, a kernarg over-read) for
both architectures, and two of ROCm aiter's production gfx950 code objects (tests/data/aiter:
topksoftmax_4x128x4, bwd_hd64_odo_bf16; MIT licence). Mutations (tests/fuzz.py): random bytes, truncation, ELF and
section header fields, symbols, kernel descriptor fields and note headers set to edge values,
and structural damage to the msgpack metadata. Seeded: a failure names its seed and index.
A long local run: CDNA_ISA_FUZZ_SCALE=20 CDNA_ISA_FUZZ_CORPUS=<dir of .co files> pytest ...
"""

from __future__ import annotations

import os
import random
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from cdna_isa.runtime.device import Device

from . import fuzz, llvm
from .compile import compile_kernel
from .conftest import FUZZ_STATS

AITER = Path(__file__).parent / "data" / "aiter"
AITER_SEEDS = ("topksoftmax_4x128x4", "bwd_hd64_odo_bf16")  # small ones (see its README.md)
KERNELS = ("vector_add", "many_args", "scratch", "reduce_lds", "seven_pointers")
API_CASES, CLI_CASES = fuzz.scaled(8), fuzz.scaled(2)  # per seed and mutation kind


@pytest.fixture(scope="module")
def seeds(tmp_path_factory) -> list[tuple[str, str, bytes]]:
    """(name, arch, code object bytes) of every seed."""
    if not llvm.llvm_bin("clang"):
        pytest.skip("clang-22 not installed")
    out = tmp_path_factory.mktemp("seeds")
    found = [(f"{k}-{arch}", arch, compile_kernel(k, arch, out).read_bytes()) for k in KERNELS for arch in ("cdna2", "cdna4")]
    found += [(name, "cdna4", (AITER / f"{name}.co").read_bytes()) for name in AITER_SEEDS]
    corpus = os.environ.get("CDNA_ISA_FUZZ_CORPUS")  # a local long run: more gfx950 .co seeds
    if corpus:
        more = sorted(Path(corpus).rglob("*.co"))
        found += [(p.stem, "cdna4", p.read_bytes()) for p in random.Random(0).sample(more, min(len(more), 40))]
    return found


def launch_args(kernel) -> list:
    """Arguments any kernel takes: 4 KiB zeroed arrays for 64-bit pointers, else 0."""
    return [np.zeros(4096, np.uint8) if a.pointer and a.size == 8 else 0 for a in kernel.user_args]


def through_api(name: str, arch: str, data: bytes, failures: list, outcomes: Counter) -> None:
    dev = Device(arch)
    canary = dev.to_device(np.arange(64, dtype=np.uint32))
    with fuzz.bounded(f"{name}: load", failures):
        module = dev.load(data)
        outcomes["loaded"] += 1
        for kname in sorted(module.kernels)[:2]:
            before = (dev.memory.top, list(dev.memory.starts), canary.to_numpy())
            done = False
            with fuzz.bounded(f"{name}: launch {kname}", failures):
                module.launch(kname, grid=(2,), block=(64,), args=launch_args(module.kernels[kname]), budget=3000)
                done = True
            outcomes["launched" if done else "launch refused or stopped"] += 1
            if (dev.memory.top, dev.memory.starts) != before[:2]:
                failures.append(f"{name}: launch {kname}: the launch's allocations were not released")
            if not done and not np.array_equal(canary.to_numpy(), before[2]):
                failures.append(f"{name}: launch {kname} failed and left device memory changed")


@pytest.mark.parametrize("kind", fuzz.CODE_OBJECT_MUTATIONS)
def test_mutated_code_objects_through_the_api(seeds, kind):
    failures: list[str] = []
    outcomes: Counter = Counter()
    for name, arch, data in seeds:
        lay = fuzz.layout(data)
        rnd = random.Random(f"api-{name}-{kind}")
        for i in range(API_CASES):
            bad = fuzz.mutate_code_object(data, lay, rnd, kind)
            through_api(f"{name} {kind} #{i}", arch, bad, failures, outcomes)
            outcomes["cases"] += 1
    FUZZ_STATS[f"code objects via API, {kind}"] = outcomes
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:10])


VERBS = ("disasm", "check", "metrics", "run")


@pytest.mark.parametrize("kind", fuzz.CODE_OBJECT_MUTATIONS)
def test_mutated_code_objects_through_every_cli_verb(seeds, kind, tmp_path):
    failures: list[str] = []
    outcomes: Counter = Counter()
    path = tmp_path / "k.hsaco"
    for name, arch, data in seeds:
        lay = fuzz.layout(data)
        rnd = random.Random(f"cli-{name}-{kind}")
        kname, kernel = sorted(Device(arch).load(data).kernels.items())[0]
        run = ["--kernel", kname, "--grid", "1", "--budget", "3000"]
        for a in kernel.user_args:  # what the unmutated kernel takes
            run += ["--arg", "zeros:u8:4096" if a.pointer and a.size == 8 else "0"]
        for i in range(CLI_CASES):
            path.write_bytes(fuzz.mutate_code_object(data, lay, rnd, kind))
            for verb in VERBS:
                argv = [verb, str(path)] if verb != "run" else ["run", "--arch", arch, str(path), *run]
                with fuzz.bounded(f"{name} {kind} #{i} {verb}", failures):
                    code, _, err = fuzz.run_cli(argv)
                    problem = fuzz.cli_problem(code, err)
                    if problem:
                        failures.append(f"{name} {kind} #{i} {verb}: {problem}")
                    outcomes[f"{verb} exit {code}"] += 1
            outcomes["cases"] += 1
    FUZZ_STATS[f"code objects via CLI, {kind}"] = outcomes
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:10])


def test_unmutated_seeds_load_and_read_as_pyelftools_reads_them(seeds):
    """Oracle for the checked ELF reader: pyelftools' reading of the same files (.text
    address and bytes, function and object symbols); every kernel of every seed loads."""
    import io

    from cdna_isa.runtime.objfile import read_code_object
    from elftools.elf.elffile import ELFFile

    for name, arch, data in seeds:
        obj = read_code_object(data, name)
        elf = ELFFile(io.BytesIO(data))
        text = elf.get_section_by_name(".text")
        assert (obj.text, obj.text_addr) == (text.data(), text["sh_addr"]), name
        symtab = elf.get_section_by_name(".symtab")
        for sym in symtab.iter_symbols():
            kind, value = sym["st_info"]["type"], sym["st_value"]
            if kind == "STT_FUNC" and text["sh_addr"] <= value < text["sh_addr"] + text["sh_size"]:
                assert obj.symbols[sym.name] == value, (name, sym.name)
            elif kind == "STT_OBJECT":
                assert obj.objects[sym.name] == (value, sym["st_size"]), (name, sym.name)
        assert Device(arch).load(data).kernels, name
