"""Compile the OpenCL kernels in tests/kernels with clang-22 into HSA code objects."""

from __future__ import annotations

import subprocess
from pathlib import Path

from . import llvm

KERNELS = Path(__file__).resolve().parent / "kernels"


def compile_kernel(name: str, arch: str, out_dir: Path) -> Path:
    """tests/kernels/<name>.cl -> <out_dir>/<name>-<arch>.hsaco (clang-22 -O2, ld.lld-22 -shared)."""
    clang, lld = llvm.require("clang"), llvm.require("ld.lld")
    target = llvm.TARGETS[arch]
    obj = out_dir / f"{name}-{arch}.o"
    hsaco = out_dir / f"{name}-{arch}.hsaco"
    subprocess.run(
        [clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", f"-mcpu={target}", "-nogpulib", "-O2",
         "-c", str(KERNELS / f"{name}.cl"), "-o", str(obj)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    subprocess.run([lld, "-shared", str(obj), "-o", str(hsaco)], check=True, capture_output=True, text=True)
    return hsaco
