"""clang-22 kernels (tests/kernels/*.cl, including the MFMA kernels) checked for both archs:
clang's hazard recognizer and waitcnt insertion are the oracle, so zero hazards and zero
missing waits are reported."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from cdna_isa.runtime import hazards
from cdna_isa.runtime.objfile import read_code_object

from .compile import compile_kernel

KERNELS = sorted(p.stem for p in (Path(__file__).parent / "kernels").glob("*.cl"))


def load(stem: str, arch: str, tmp_path_factory):
    out = tmp_path_factory.mktemp(f"{stem}-{arch}")
    obj = read_code_object(compile_kernel(stem, arch, out).read_bytes())
    module = importlib.import_module(f"cdna_isa.{arch}")
    return module.ISA, hazards.load_timing(module), obj


@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
@pytest.mark.parametrize("stem", KERNELS)
def test_clang_kernel_is_clean(stem, arch, tmp_path_factory):
    """No hazard and no missing wait in what clang-22 emits."""
    if stem == "mfma_scale" and arch == "cdna2":
        pytest.skip("gfx950-only builtins")
    isa, timing, obj = load(stem, arch, tmp_path_factory)
    report = hazards.check_code_object(isa, timing, obj)
    assert not report.errors, [f.message for f in report.errors[:5]]
