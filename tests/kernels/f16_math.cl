// Half precision: scalar half arithmetic and conversions, and packed half2 arithmetic.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "common.h"

__kernel void f16_scalar(__global const half *a, __global const half *b, __global half *out,
                         __global const float *f, __global float *outf, half c, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  half x = a[i], y = b[i];
  out[0 * n + i] = x * y + c;
  out[1 * n + i] = x - y;
  out[2 * n + i] = x * y;
  out[3 * n + i] = x > y ? x : y;
  out[4 * n + i] = (half)f[i];           // f32 -> f16, round to nearest even
  outf[i] = (float)x * 3.0f + (float)y;  // f16 -> f32
}

__kernel void f16_packed(__global const half2 *a, __global const half2 *b, __global const half2 *c,
                         __global half2 *out, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  half2 x = a[i], y = b[i], z = c[i];
  out[0 * n + i] = x * y + z;
  out[1 * n + i] = x + y;
  out[2 * n + i] = x * y;
  out[3 * n + i] = x - z;
}
