"""clang-22 MFMA kernels of every MFMA family and operand format, on both archs, checked for
hazards (issue: the checker must agree with clang on clang's own MFMA code).

Each kernel runs its builtin three times: into an accumulator, again on the result (a chain:
C = the previous D, the same registers and passes), then, after a VALU update of the result, once
more (VALU write, MFMA read), with the results stored in between (VMEM reads of MFMA results).
The F8F6F4 kernels sweep every CBSZ/BLGP format pair (fp8, bf8, fp6, bf6, fp4 for A and B), so
the pass count of each instance follows its formats (CDNA4 7.1.2 Table 28).

Oracles: clang-22 (llc's hazard recognizer): its code has no finding under the `llvm` profile;
under `amd` only pairs where a guide row is stricter (test_hazards_kernels.GUIDE_STRICTER); every
s_nop it emitted, removed (all of them, not a sample), is flagged under `llvm`, and under `amd`
unless no guide row requires it (test_hazards_kernels.CLANG_ONLY, with the reasons).
"""

from __future__ import annotations

import importlib
import itertools
import re

import pytest
from cdna_isa.runtime import hazards
from cdna_isa.runtime.objfile import read_code_object

from .compile import compile_kernel
from .test_hazards_kernels import check_clean, removed_nops_are_flagged

BOTH = ("cdna2", "cdna4")
HEADER = """
typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef short short2_ __attribute__((ext_vector_type(2)));
typedef short short4_ __attribute__((ext_vector_type(4)));
typedef __bf16 bf16x8_ __attribute__((ext_vector_type(8)));
typedef int int8_ __attribute__((ext_vector_type(8)));
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
"""
# builtin (without __builtin_amdgcn_), A/B vector type, C/D vector type, archs
FAMILIES = [
    ("mfma_f32_32x32x1f32", "float", "float32_", BOTH), ("mfma_f32_16x16x1f32", "float", "float16", BOTH),
    ("mfma_f32_4x4x1f32", "float", "float4", BOTH), ("mfma_f32_32x32x2f32", "float", "float16", BOTH),
    ("mfma_f32_16x16x4f32", "float", "float4", BOTH),
    ("mfma_f32_32x32x4f16", "half4", "float32_", BOTH), ("mfma_f32_16x16x4f16", "half4", "float16", BOTH),
    ("mfma_f32_4x4x4f16", "half4", "float4", BOTH), ("mfma_f32_32x32x8f16", "half4", "float16", BOTH),
    ("mfma_f32_16x16x16f16", "half4", "float4", BOTH),
    ("mfma_f32_32x32x4bf16_1k", "short4_", "float32_", BOTH), ("mfma_f32_16x16x4bf16_1k", "short4_", "float16", BOTH),
    ("mfma_f32_4x4x4bf16_1k", "short4_", "float4", BOTH), ("mfma_f32_32x32x8bf16_1k", "short4_", "float16", BOTH),
    ("mfma_f32_16x16x16bf16_1k", "short4_", "float4", BOTH),
    ("mfma_i32_32x32x4i8", "int", "int32_", BOTH), ("mfma_i32_16x16x4i8", "int", "int16", BOTH),
    ("mfma_i32_4x4x4i8", "int", "int4", BOTH),
    ("mfma_f64_16x16x4f64", "double", "double4", BOTH), ("mfma_f64_4x4x4f64", "double", "double", BOTH),
    ("mfma_f32_32x32x2bf16", "short2_", "float32_", ("cdna2",)), ("mfma_f32_16x16x2bf16", "short2_", "float16", ("cdna2",)),
    ("mfma_f32_4x4x2bf16", "short2_", "float4", ("cdna2",)), ("mfma_f32_32x32x4bf16", "short2_", "float16", ("cdna2",)),
    ("mfma_f32_16x16x8bf16", "short2_", "float4", ("cdna2",)),
    ("mfma_i32_32x32x8i8", "int", "int16", ("cdna2",)), ("mfma_i32_16x16x16i8", "int", "int4", ("cdna2",)),
    ("mfma_i32_32x32x16_i8", "long", "int16", ("cdna4",)), ("mfma_i32_16x16x32_i8", "long", "int4", ("cdna4",)),
    *[(f"mfma_f32_{s}_{a}_{b}", "long", v, ("cdna4",)) for s, v in (("16x16x32", "float4"), ("32x32x16", "float16"))
      for a, b in itertools.product(("fp8", "bf8"), repeat=2)],
    ("mfma_f32_16x16x32_f16", "half8", "float4", ("cdna4",)), ("mfma_f32_32x32x16_f16", "half8", "float16", ("cdna4",)),
    ("mfma_f32_16x16x32_bf16", "bf16x8_", "float4", ("cdna4",)), ("mfma_f32_32x32x16_bf16", "bf16x8_", "float16", ("cdna4",)),
    ("mfma_i32_16x16x64_i8", "int4", "int4", ("cdna4",)), ("mfma_i32_32x32x32_i8", "int4", "int16", ("cdna4",)),
]  # fmt: skip
FORMATS = range(5)  # CBSZ/BLGP of the F8F6F4 MFMAs: fp8, bf8, fp6, bf6, fp4
SCALED = [("16x16x128", "float4"), ("32x32x64", "float16")]


def kernel_source(arch: str) -> str:
    """One kernel per family (and per F8F6F4 size and format pair on cdna4)."""
    out = [HEADER]

    def kernel(name: str, va: str, vc: str, call: str) -> None:
        out.append(f"""
__kernel void {name}(__global const {va} *a, __global {vc} *c, __global {vc} *d) {{
  uint l = __builtin_amdgcn_workitem_id_x();
  {va} x = a[l], y = a[l + 64];
  {vc} acc = c[l];
  acc = {call.format(c="acc")};
  acc = {call.format(c="acc")};
  d[l] = acc;
  acc = acc + acc;
  acc = {call.format(c="acc")};
  d[l + 64] = acc;
}}""")

    for builtin, va, vc, archs in FAMILIES:
        if arch in archs:
            kernel(f"k_{builtin}", va, vc, f"__builtin_amdgcn_{builtin}(x, y, {{c}}, 0, 0, 0)")
    if arch == "cdna4":
        for (shape, vc), fa, fb in itertools.product(SCALED, FORMATS, FORMATS):
            call = f"__builtin_amdgcn_mfma_scale_f32_{shape}_f8f6f4(x, y, {{c}}, {fa}, {fb}, 0, (int)l, 0, (int)l)"
            kernel(f"k_scale_{shape}_{fa}_{fb}", "int8_", vc, call)
            # scales 0 and op_sel 0: llc selects the unscaled v_mfma_f32_*_f8f6f4
            call = f"__builtin_amdgcn_mfma_scale_f32_{shape}_f8f6f4(x, y, {{c}}, {fa}, {fb}, 0, 0, 0, 0)"
            kernel(f"k_plain_{shape}_{fa}_{fb}", "int8_", vc, call)
    return "\n".join(out)


def build(arch: str, tmp_path):
    src = tmp_path / "mfma_hazards.cl"
    src.write_text(kernel_source(arch))
    obj = read_code_object(compile_kernel(src, arch, tmp_path).read_bytes())
    module = importlib.import_module(f"cdna_isa.{arch}")
    timing = hazards.load_timing(module)
    prog = hazards.Program.from_code(module.ISA, obj.text, obj.text_addr)
    kernels = [prog.at[a] for name, a in obj.symbols.items() if f"{name}.kd" in obj.objects]
    checkers = [hazards.Checker(module.ISA, timing, p) for p in ("amd", "llvm")]
    return module.ISA, prog, kernels, checkers


@pytest.mark.parametrize("arch", BOTH)
def test_every_mfma_family_and_format(arch, tmp_path):
    """clang's code is clean (llvm; amd up to the guide-stricter rows), every removed s_nop is
    flagged (amd: unless no guide row needs it), and the kernels do contain every MFMA family of
    the arch and, on cdna4, every CBSZ/BLGP format pair in both F8F6F4 forms."""
    isa, prog, kernels, (amd, llvm_checker) = build(arch, tmp_path)
    check_clean(amd, llvm_checker, prog, kernels, [])
    removed_nops_are_flagged(isa, amd, llvm_checker, prog, kernels, f"mfma-{arch}", every=True)
    texts = [isa.text(d) for d in prog.decoded]
    names = {t.split()[0] for t in texts if t.startswith("v_mfma")}
    # every family compiles to its own instruction (and on cdna4 the F8F6F4 builtin to the
    # scaled and the unscaled 16x16x128 and 32x32x64 forms)
    families = [b for b, _, _, archs in FAMILIES if arch in archs]
    assert len(names) == len(families) + (4 if arch == "cdna4" else 0), sorted(names)
    if arch == "cdna4":
        for form in ("v_mfma_scale_f32_16x16x128_f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4",
                     "v_mfma_f32_16x16x128_f8f6f4", "v_mfma_f32_32x32x64_f8f6f4"):  # fmt: skip
            seen = set()
            for t in texts:
                if t.startswith(form + " "):
                    cbsz = re.search(r"cbsz:(\d)", t)
                    blgp = re.search(r"blgp:(\d)", t)
                    seen.add((int(cbsz.group(1)) if cbsz else 0, int(blgp.group(1)) if blgp else 0))
            assert seen == set(itertools.product(FORMATS, FORMATS)), (form, sorted(seen))
