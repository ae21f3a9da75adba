"""`make demo`: compile examples/kernels/vadd.cl with clang-22 for gfx90a, gfx942 and gfx950, launch
it in the emulator from each code object, check the result against numpy, then show what changed
between CDNA2 and CDNA4."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import cdna_isa  # noqa: E402
from bench import TARGETS, compile_kernel  # noqa: E402
from cdna_isa.runtime.device import Device  # noqa: E402


def main() -> int:
    source = ROOT / "examples" / "kernels" / "vadd.cl"
    n = 1000  # not a multiple of the workgroup size: the last workgroup is partial
    rng = np.random.default_rng(0)
    a, b = rng.random(n, np.float32), rng.random(n, np.float32)
    for arch, target in TARGETS.items():
        with tempfile.TemporaryDirectory() as tmp:
            code = compile_kernel(source, arch, tmp)
        isa = cdna_isa.arch(arch)
        module = Device(arch).load(code)
        kernel = module.kernel("vadd")
        text = isa.disassemble(module.obj.text[kernel.entry - module.obj.text_addr :][:64])
        print(f"== {arch} ({target}): {source.name}, first instructions of vadd:")
        for line in text[:4]:
            print(f"   {line}")
        c = np.zeros(n, np.float32)
        executed = module.launch("vadd", global_size=(n,), block=(256,), args=(a, b, c, np.int32(n)))
        ok = np.array_equal(c, a + b)
        print(f"   ran {executed} wave-instructions on {-(-n // 64)} waves; c == a + b: {ok}")
        if not ok:
            return 1
    print("== spec diff cdna2 -> cdna4 (make diff for all of it):")
    out = subprocess.run(
        [sys.executable, "-m", "cdna_isa", "diff", "cdna2", "cdna4"], capture_output=True, text=True
    )
    for line in out.stdout.splitlines()[:3]:
        print(f"   {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
