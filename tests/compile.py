"""Compile OpenCL kernels with clang-22 into HSA code objects (or clang's assembly)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from . import llvm

KERNELS = Path(__file__).resolve().parent / "kernels"


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
    return link(out)


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
