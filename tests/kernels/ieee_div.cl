// IEEE division and square root as clang emits them with -cl-fp32-correctly-rounded-divide-sqrt
// and f32 denormals kept (OpenCL's default on gfx90a/gfx950): v_div_scale / v_div_fmas /
// v_div_fixup around Newton-Raphson steps, and the scaled v_sqrt_f32 sequence.
#include "common.h"

__kernel void fdiv(__global const float *a, __global const float *b, __global float *q, uint n) {
  uint i = gid(0);
  if (i < n) q[i] = a[i] / b[i];
}

__kernel void fsqrt(__global const float *a, __global float *r, uint n) {
  uint i = gid(0);
  if (i < n) r[i] = sqrt(a[i]);
}

__kernel void ddiv(__global const double *a, __global const double *b, __global double *q, uint n) {
  uint i = gid(0);
  if (i < n) q[i] = a[i] / b[i];
}
