"""Disassembling clang-compiled HSA code objects: every instruction we decode must read exactly
as llvm-objdump 22 prints it; words of formats not yet in the spec come out as `.long`."""

from __future__ import annotations

import subprocess
from pathlib import Path

import cdna_isa
import pytest
from cdna_isa.cli import main as cli_main

from . import llvm
from .compile import compile_kernel


@pytest.mark.parametrize("kernel", ["vadd", "scalar_mix"])
@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_code_object_disassembly_matches_llvm_objdump(kernel, arch, tmp_path):
    hsaco = compile_kernel(kernel, arch, tmp_path)
    from cdna_isa.runtime.objfile import read_code_object

    obj = read_code_object(hsaco.read_bytes())
    assert obj.arch == arch and kernel in obj.symbols
    isa = cdna_isa.arch(arch)
    ours = {d.pc: isa.text(d) for d in isa.decode(obj.text, obj.text_addr) if not isinstance(d, tuple)}
    theirs = llvm.objdump(hsaco, arch)
    compared = 0
    for addr, text in theirs:
        if addr in ours:
            assert ours[addr] == text, f"0x{addr:x}"
            compared += 1
    assert compared >= 5  # the scalar and VOP2 instructions of the kernel


@pytest.mark.parametrize("kernel", ["vadd", "loops"])
def test_cli_disassembles_code_object_as_llvm_objdump_does(kernel, tmp_path, capsys):
    """Oracle: llvm-objdump -d, whose output `cdna-isa disasm` reproduces line for line (symbol
    lines, instruction text, address and word comments, branch targets)."""
    hsaco = compile_kernel(kernel, "cdna4", tmp_path)
    assert cli_main(["disasm", str(hsaco)]) == 0
    ours = capsys.readouterr().out.splitlines()
    res = subprocess.run([llvm.require("llvm-objdump"), "-d", "--mcpu=gfx950", str(hsaco)], capture_output=True, text=True, check=True)
    assert ours == res.stdout.rstrip("\n").splitlines()


def test_malformed_elf_is_a_clear_error(tmp_path, capsys):
    bad = tmp_path / "bad.hsaco"
    bad.write_bytes(b"\x7fELF" + b"\x02\x01\x01" + b"\0" * 20)
    assert cli_main(["disasm", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "bad.hsaco" in err and "malformed ELF" in err


def test_damaged_code_objects_never_crash(tmp_path, capsys):
    # truncations and corrupted bytes of a real clang code object: the CLI either disassembles
    # what it can (exit 0) or reports the file as malformed (exit 1); it never raises
    import random

    good = compile_kernel("vadd", "cdna4", tmp_path).read_bytes()
    rnd = random.Random(3)
    bad = tmp_path / "damaged.hsaco"
    cases = [good[:n] for n in (4, 16, 52, 64, 200, len(good) // 2, len(good) - 1)]
    for _ in range(40):
        data = bytearray(good)
        for _ in range(rnd.randint(1, 8)):
            data[rnd.randrange(len(data))] = rnd.randrange(256)
        cases.append(bytes(data))
    for data in cases:
        bad.write_bytes(data)
        assert cli_main(["disasm", "--arch", "cdna4", str(bad)]) in (0, 1)
        err = capsys.readouterr().err
        assert "Traceback" not in err


AITER = Path(__file__).parent / "data" / "aiter"


@pytest.mark.parametrize("name", sorted(p.name for p in AITER.glob("*.co")))
def test_production_code_objects_disassemble_as_llvm_objdump(name, capsys):
    """Oracle: llvm-objdump -d. Hand-written production kernels of ROCm's aiter for gfx950
    (tests/data/aiter, MIT licence, copied unchanged from aiter's hsa/gfx950): their local labels
    (several at one address in the mla kernel) name the branch targets, and `cdna-isa disasm`
    prints every line as llvm-objdump does."""
    path = AITER / name
    assert cli_main(["disasm", str(path)]) == 0
    ours = capsys.readouterr().out.splitlines()
    res = subprocess.run([llvm.require("llvm-objdump"), "-d", "--mcpu=gfx950", str(path)], capture_output=True, text=True, check=True)
    theirs = res.stdout.rstrip("\n").splitlines()
    assert sum(line.startswith("\t") for line in theirs) > 400  # every fixture is a real kernel
    assert ours == theirs


PRODUCTION = {  # fixture dir: mcpu
    "aiter": "gfx950", "aiter/gfx950": "gfx950", "aiter/gfx950/fmha_v4_fwd": "gfx950",
    "aiter/gfx942": "gfx942", "aiter/gfx942/MI308": "gfx942",
    "aiter_gfx942": "gfx942", "miopen": "gfx90a",
}  # fmt: skip
DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(
    "path",
    sorted(p for d in PRODUCTION for p in (DATA / d).glob("*.co")),
    ids=lambda p: str(p.relative_to(DATA)),
)
def test_cli_disassembles_production_code_objects_as_llvm_objdump_does(path, capsys):
    """Oracle: llvm-objdump -d on code objects nobody here wrote (aiter's hand-written gfx950 and
    gfx942 kernels, MIOpen's gfx90a igemm assembled with llvm-mc): the same lines, labels, the
    section-start line and the branch targets included."""
    mcpu = PRODUCTION[str(path.parent.relative_to(DATA))]
    assert cli_main(["disasm", str(path)]) == 0
    ours = capsys.readouterr().out.splitlines()
    res = subprocess.run([llvm.require("llvm-objdump"), "-d", f"--mcpu={mcpu}", str(path)], capture_output=True, text=True, check=True)
    assert ours == res.stdout.rstrip("\n").splitlines()
