"""The MFMA builtins of tests/kernels/mfma_kernels.cl (kernel name, shape, element types, the
architectures that have it) and the random inputs they run on, shared by tests/test_mfma_kernels.py
(numpy oracle) and tests/test_schedule.py (rescheduled kernels against clang's). Input values are
chosen so that every result is exact whatever the summation order (see test_mfma_kernels.py)."""

from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes
import numpy as np

EVERY_ARCH = ("cdna2", "cdna3", "cdna4")
GFX940_ON = ("cdna3", "cdna4")  # gfx942 and gfx950


@dataclass(frozen=True)
class Case:
    kernel: str
    m: int
    n: int
    k: int
    nb: int
    a: str  # input element types: f32 f16 bf16 fp8 bf8 i8 f64
    b: str
    archs: tuple[str, ...] = EVERY_ARCH

    @property
    def out(self) -> str:
        return {"i8": "i32", "f64": "f64"}.get(self.a, "f32")  # xf32: f32

    def __str__(self) -> str:
        return self.kernel


def C(kernel, m, n, k, nb, t, b=None, archs=EVERY_ARCH):
    return Case(kernel, m, n, k, nb, t, b or t, archs)


CASES = [
    # on every arch (gfx942 and gfx950 run them under the CDNA3/4 mnemonics)
    C("mfma_f32_32x32x1f32", 32, 32, 1, 2, "f32"),
    C("mfma_f32_16x16x1f32", 16, 16, 1, 4, "f32"),
    C("mfma_f32_4x4x1f32", 4, 4, 1, 16, "f32"),
    C("mfma_f32_32x32x2f32", 32, 32, 2, 1, "f32"),
    C("mfma_f32_16x16x4f32", 16, 16, 4, 1, "f32"),
    C("mfma_f32_32x32x4f16", 32, 32, 4, 2, "f16"),
    C("mfma_f32_16x16x4f16", 16, 16, 4, 4, "f16"),
    C("mfma_f32_4x4x4f16", 4, 4, 4, 16, "f16"),
    C("mfma_f32_32x32x8f16", 32, 32, 8, 1, "f16"),
    C("mfma_f32_16x16x16f16", 16, 16, 16, 1, "f16"),
    C("mfma_f32_32x32x4bf16_1k", 32, 32, 4, 2, "bf16"),
    C("mfma_f32_16x16x4bf16_1k", 16, 16, 4, 4, "bf16"),
    C("mfma_f32_4x4x4bf16_1k", 4, 4, 4, 16, "bf16"),
    C("mfma_f32_32x32x8bf16_1k", 32, 32, 8, 1, "bf16"),
    C("mfma_f32_16x16x16bf16_1k", 16, 16, 16, 1, "bf16"),
    C("mfma_i32_32x32x4i8", 32, 32, 4, 2, "i8"),
    C("mfma_i32_16x16x4i8", 16, 16, 4, 4, "i8"),
    C("mfma_i32_4x4x4i8", 4, 4, 4, 16, "i8"),
    C("mfma_f64_16x16x4f64", 16, 16, 4, 1, "f64"),
    C("mfma_f64_4x4x4f64", 4, 4, 4, 4, "f64"),
    # gfx90a only
    C("mfma_f32_32x32x2bf16", 32, 32, 2, 2, "bf16", archs=("cdna2",)),
    C("mfma_f32_16x16x2bf16", 16, 16, 2, 4, "bf16", archs=("cdna2",)),
    C("mfma_f32_4x4x2bf16", 4, 4, 2, 16, "bf16", archs=("cdna2",)),
    C("mfma_f32_32x32x4bf16", 32, 32, 4, 1, "bf16", archs=("cdna2",)),
    C("mfma_f32_16x16x8bf16", 16, 16, 8, 1, "bf16", archs=("cdna2",)),
    C("mfma_i32_32x32x8i8", 32, 32, 8, 1, "i8", archs=("cdna2",)),
    C("mfma_i32_16x16x16i8", 16, 16, 16, 1, "i8", archs=("cdna2",)),
    # gfx950 only
    C("mfma_i32_32x32x16_i8", 32, 32, 16, 1, "i8", archs=GFX940_ON),
    C("mfma_i32_16x16x32_i8", 16, 16, 32, 1, "i8", archs=GFX940_ON),
    C("mfma_f32_16x16x32_fp8_fp8", 16, 16, 32, 1, "fp8", "fp8", GFX940_ON),
    C("mfma_f32_16x16x32_fp8_bf8", 16, 16, 32, 1, "fp8", "bf8", GFX940_ON),
    C("mfma_f32_16x16x32_bf8_fp8", 16, 16, 32, 1, "bf8", "fp8", GFX940_ON),
    C("mfma_f32_16x16x32_bf8_bf8", 16, 16, 32, 1, "bf8", "bf8", GFX940_ON),
    C("mfma_f32_32x32x16_fp8_fp8", 32, 32, 16, 1, "fp8", "fp8", GFX940_ON),
    C("mfma_f32_32x32x16_fp8_bf8", 32, 32, 16, 1, "fp8", "bf8", GFX940_ON),
    C("mfma_f32_32x32x16_bf8_fp8", 32, 32, 16, 1, "bf8", "fp8", GFX940_ON),
    C("mfma_f32_32x32x16_bf8_bf8", 32, 32, 16, 1, "bf8", "bf8", GFX940_ON),
    C("mfma_f32_16x16x8_xf32", 16, 16, 8, 1, "xf32", archs=("cdna3",)),
    C("mfma_f32_32x32x4_xf32", 32, 32, 4, 1, "xf32", archs=("cdna3",)),
    C("mfma_f32_16x16x32_f16", 16, 16, 32, 1, "f16", archs=("cdna4",)),
    C("mfma_f32_32x32x16_f16", 32, 32, 16, 1, "f16", archs=("cdna4",)),
    C("mfma_f32_16x16x32_bf16", 16, 16, 32, 1, "bf16", archs=("cdna4",)),
    C("mfma_f32_32x32x16_bf16", 32, 32, 16, 1, "bf16", archs=("cdna4",)),
    C("mfma_i32_16x16x64_i8", 16, 16, 64, 1, "i8", archs=("cdna4",)),
    C("mfma_i32_32x32x32_i8", 32, 32, 32, 1, "i8", archs=("cdna4",)),
]

# the 8-bit floats: OCP's on gfx950 (CDNA4 7.3 Table 30), bias 8 / 16 "fnuz" on gfx942 (MI300
# 7.2 Table 30: 0x80 the only NaN, no Inf)
FP8 = {"fp8": ml_dtypes.float8_e4m3fn, "bf8": ml_dtypes.float8_e5m2}
FP8_BY_ARCH = {"cdna3": {"fp8": ml_dtypes.float8_e4m3fnuz, "bf8": ml_dtypes.float8_e5m2fnuz}}


def operand(r: np.random.Generator, t: str, shape, arch: str = "cdna4") -> tuple[np.ndarray, np.ndarray]:
    """(values as float64/int64, the array the kernel reads) for element type t on `arch`."""
    if t == "i8":
        v = r.integers(-128, 128, shape)
        return v, v.astype(np.int8)
    if t == "f64":
        v = r.standard_normal(shape)
        return v, v
    v = r.integers(-32, 33, shape) / 8.0
    if t in FP8:  # redraw until every value is exact in the fp8 format
        dtype = FP8_BY_ARCH.get(arch, FP8)[t]
        bad = v.astype(dtype).astype(np.float64) != v
        while bad.any():
            v[bad] = r.integers(-32, 33, int(bad.sum())) / 8.0
            bad = v.astype(dtype).astype(np.float64) != v
        return v, v.astype(dtype).view(np.uint8)
    if t == "f32":
        return v, v.astype(np.float32)
    if t == "xf32":  # f32 with bits below the 10 kept mantissa bits: the instruction drops them
        low = r.integers(0, 1 << 13, shape).astype(np.uint32)
        stored = (v.astype(np.float32).view(np.uint32) | np.where(v == 0, 0, low).astype(np.uint32)).view(np.float32)
        return v, stored
    if t == "f16":
        return v, v.astype(np.float16)
    assert t == "bf16"  # the top half of the f32 bit pattern (exact: at most 6 significant bits)
    return v, (v.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)


def accumulator(r: np.random.Generator, t: str, shape) -> tuple[np.ndarray, np.ndarray]:
    if t == "i32":
        v = r.integers(-(2**20), 2**20 + 1, shape)
        return v, v.astype(np.int32)
    if t == "f64":
        v = r.standard_normal(shape)
        return v, v
    v = r.integers(-128, 129, shape) / 8.0
    return v, v.astype(np.float32)


BROADCAST = [
    (C("mfma_f32_4x4x4f16_cbsz2_abid1_blgp2", 4, 4, 4, 16, "f16"), 2, 1, 2),
    (C("mfma_i32_4x4x4i8_cbsz4_abid9_blgp1", 4, 4, 4, 16, "i8"), 4, 9, 1),
    (C("mfma_f32_16x16x1f32_cbsz1_abid1_blgp5", 16, 16, 1, 4, "f32"), 1, 1, 5),
    (C("mfma_f32_32x32x4bf16_1k_cbsz1_abid0_blgp4", 32, 32, 4, 2, "bf16"), 1, 0, 4),
    (C("mfma_f64_4x4x4f64_cbsz2_abid3", 4, 4, 4, 4, "f64"), 2, 3, 0),
]
