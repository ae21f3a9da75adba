"""Compile OpenCL kernels with clang-22 into HSA code objects (or clang's assembly).

With CDNA_ISA_RESCHEDULE=1 in the environment (`make test` sets it for a second run of the
kernel tests) every code object is built from clang's .s rescheduled by `cdna-isa schedule`,
and tests/conftest.py makes every launch strict: the kernel tests' numpy oracles then check the
rescheduled code, with missing waits and wait states stopping the run."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from . import llvm

KERNELS = Path(__file__).resolve().parent / "kernels"
RESCHEDULE = os.environ.get("CDNA_ISA_RESCHEDULE") == "1"


def compile_kernel(
    source: str | Path, arch: str, out_dir: Path, assembly: bool = False, flags: tuple[str, ...] = ("-O2",)
) -> Path:
    """tests/kernels/<source>.cl (or the .cl file at a given path) -> <out_dir>/<stem>-<arch>.hsaco
    (clang-22 with `flags`, -O2 by default; ld.lld-22 -shared); with assembly, clang's .s
    instead. tests/kernels is on the include path."""
    src = source if isinstance(source, Path) else KERNELS / f"{source}.cl"
    tag = "".join(f.strip("-").replace("=", "") for f in flags if f != "-O2")
    stem = out_dir / f"{src.stem}-{arch}{'-' + tag if tag else ''}"
    out = stem.with_suffix(".s" if assembly else ".o")
    cmd = [llvm.require("clang"), "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
           f"-mcpu={llvm.TARGETS[arch]}", "-nogpulib", *flags, "-I", str(KERNELS),
           "-S" if assembly else "-c", str(src), "-o", str(out)]  # fmt: skip
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode:
        pytest.fail(f"clang failed on {src.name} for {arch}:\n{res.stderr}")
    if assembly:
        return out
    if RESCHEDULE:
        return assemble_kernel(rescheduled(compile_kernel(source, arch, out_dir, True, flags), arch)[0], arch)
    return link(out)


def rescheduled(path: Path, arch: str) -> tuple[Path, list[dict]]:
    """clang's .s -> (the same file rescheduled by cdna_isa.runtime.schedule, written next to
    it; the scheduler's report per function)."""
    import importlib

    from cdna_isa import arch as isa_of
    from cdna_isa.runtime.hazards import load_timing
    from cdna_isa.runtime.schedule import schedule_source

    timing = load_timing(importlib.import_module(f"cdna_isa.{arch}"))
    result = schedule_source(isa_of(arch), timing, path.read_text(), str(path))
    out = path.with_name(f"{path.stem}-rescheduled.s")
    out.write_text(result["text"])
    return out, result["functions"]


def link(obj: Path) -> Path:
    """An object file -> the code object next to it (ld.lld-22 -shared)."""
    hsaco = obj.with_suffix(".hsaco")
    subprocess.run([llvm.require("ld.lld"), "-shared", str(obj), "-o", str(hsaco)], check=True, capture_output=True, text=True)
    return hsaco


def assemble_kernel(path: Path, arch: str) -> Path:
    """A complete .s (clang's output, directives and all) -> code object (llvm-mc 22 then ld.lld)."""
    obj = path.with_suffix(".o")
    cmd = [llvm.require(), "-triple=amdgcn-amd-amdhsa", f"-mcpu={llvm.TARGETS[arch]}", "-filetype=obj", str(path), "-o", str(obj)]
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode:
        pytest.fail(f"llvm-mc failed on {path.name} for {arch}:\n{res.stderr}")
    return link(obj)
