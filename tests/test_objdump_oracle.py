"""clang-22-compiled code as an independent oracle for the disassembler and the assembler.

Every tests/kernels/*.cl is compiled by clang-22 for gfx90a and gfx950 at -O2, and features.cl
also at -O0, -O3 and -O2 -cl-fast-relaxed-math (code we did not write: scratch, SDWA, 64-bit
division, atomics, LDS, literals that look like inline constants).
- Disassembly: each instruction we decode from the linked code object must read exactly as
  llvm-objdump 22 prints it at the same address (whitespace aside).
- Assembly: each instruction line of clang's own .s output must assemble to the bytes llvm-mc 22
  gives it (lines naming labels or relocations are left out: they need the whole file)."""

from __future__ import annotations

import re
from pathlib import Path

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.objfile import read_code_object

from . import llvm
from .compile import KERNELS, compile_kernel

if not (llvm.llvm_bin("clang") and llvm.llvm_bin("ld.lld") and llvm.llvm_bin("llvm-objdump")):
    pytest.skip("clang/ld.lld/llvm-objdump 22 not installed (/usr/lib/llvm-22/bin)", allow_module_level=True)

GFX950_ONLY = {"mfma_scale"}  # builtins clang accepts for gfx950 only
EXTRA_BUILDS = [("features", flags) for flags in (("-O0",), ("-O3",), ("-O2", "-cl-fast-relaxed-math"))]
NEEDS_WHOLE_FILE = re.compile(r"@|\.L\w+|\b(s_branch|s_cbranch_\w+|s_call_b64)\b")


def builds(arch: str) -> list[tuple[str, tuple[str, ...]]]:
    kernels = sorted(p.stem for p in KERNELS.glob("*.cl"))
    return [(k, ("-O2",)) for k in kernels if arch == "cdna4" or k not in GFX950_ONLY] + EXTRA_BUILDS


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    """compiled(arch) -> [(name, flags, code object, clang's .s)], built once per module."""
    out = tmp_path_factory.mktemp("oracle")
    cache: dict[str, list] = {}

    def get(arch: str) -> list[tuple[str, tuple[str, ...], Path, Path]]:
        if arch not in cache:
            cache[arch] = [
                (name, flags, compile_kernel(name, arch, out, flags=flags), compile_kernel(name, arch, out, True, flags))
                for name, flags in builds(arch)
            ]
        return cache[arch]

    return get


def squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip())


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_disassembly_of_clang_code_objects_matches_llvm_objdump(arch, compiled):
    isa = cdna_isa.arch(arch)
    problems, compared = [], 0
    for name, flags, hsaco, _ in compiled(arch):
        obj = read_code_object(hsaco.read_bytes())
        ours = {}
        for item in isa.decode(obj.text, obj.text_addr):
            if isinstance(item, tuple):
                ours[item[0]] = f".long 0x{item[1]:08x}"
            else:
                ours[item.pc] = squeeze(isa.text(item))
        for addr, text in llvm.objdump(hsaco, arch):
            compared += 1
            if ours.get(addr) != squeeze(text):
                problems.append(f"{name} {' '.join(flags)} 0x{addr:x}: llvm-objdump '{text}', ours {ours.get(addr)!r}")
    assert compared > 10000, f"only {compared} instructions compared"
    assert not problems, f"{len(problems)} of {compared} differ on {arch}:\n" + "\n".join(problems[:40])


def instruction_lines(asm: Path) -> list[str]:
    """Instruction lines of a clang .s file (tab-indented, not a directive or label), comments
    removed, without those that need the rest of the file (labels, relocations)."""
    out = []
    for raw in asm.read_text().splitlines():
        text = re.split(r"\s;|//", raw)[0].strip()
        if raw.startswith("\t") and text and not text.startswith(".") and not text.endswith(":"):
            if not NEEDS_WHOLE_FILE.search(text):
                out.append(text)
    return out


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_assembling_clang_output_matches_llvm_mc(arch, compiled):
    isa = cdna_isa.arch(arch)
    lines = sorted({line for *_, asm in compiled(arch) for line in instruction_lines(asm)})
    theirs = llvm.assemble(arch, lines)
    problems = []
    for line, ref in zip(lines, theirs):
        try:
            ours = isa.assemble(line)
        except AsmError as exc:
            ours = f"rejected: {exc.msg}"
        if ours != ref:
            problems.append(f"{line!r}: llvm-mc {ref.hex() if ref else ref}, ours {ours.hex() if isinstance(ours, bytes) else ours}")
    assert sum(ref is not None for ref in theirs) > 2000, "llvm-mc accepted too few of clang's lines"
    assert not problems, f"{len(problems)} of {len(lines)} lines differ on {arch}:\n" + "\n".join(problems[:40])
