// Matrix-core numerics that depend on MODE and on how partial results are rounded
// (tests/test_guide_matrix.py). One wave; every operand is passed as its per-lane register
// image (lane-major: element [lane * regs + r]), so the kernels do no layout arithmetic.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "common.h"

typedef float float16_ __attribute__((ext_vector_type(16)));

// MODE.FP16_OVFL (bit 23) set by s_setreg (hwreg 1 = MODE, offset 23, size 1), then a
// V_MFMA_F32_4X4X1_16B_F32: A, B one register, C/D four.
__kernel void f32_4x4x1_ovfl(__global const float *a, __global const float *b,
                             __global const float4 *c, __global float4 *d) {
  uint l = lane_id();
  __builtin_amdgcn_s_setreg((23 << 6) | 1, 1);  // size-1 in [15:11] = 0
  d[l] = __builtin_amdgcn_mfma_f32_4x4x1f32(a[l], b[l], c[l], 0, 0, 0);
}

// V_MFMA_F32_4X4X1_16B_F32 under the kernel's own MODE (the test compiles it with and without
// -cl-denorms-are-zero, which clears MODE.FP_DENORM's f32 bits).
__kernel void f32_4x4x1(__global const float *a, __global const float *b,
                        __global const float4 *c, __global float4 *d) {
  uint l = lane_id();
  d[l] = __builtin_amdgcn_mfma_f32_4x4x1f32(a[l], b[l], c[l], 0, 0, 0);
}

// V_MFMA_F32_16X16X4_F32: one block, K = 4.
__kernel void f32_16x16x4(__global const float *a, __global const float *b,
                          __global const float4 *c, __global float4 *d) {
  uint l = lane_id();
  d[l] = __builtin_amdgcn_mfma_f32_16x16x4f32(a[l], b[l], c[l], 0, 0, 0);
}

// V_MFMA_F64_4X4X4_4B_F64: A, B, C/D one f64 each.
__kernel void f64_4x4x4(__global const double *a, __global const double *b,
                        __global const double *c, __global double *d) {
  uint l = lane_id();
  d[l] = __builtin_amdgcn_mfma_f64_4x4x4f64(a[l], b[l], c[l], 0, 0, 0);
}
