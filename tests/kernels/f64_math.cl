// Double precision: add, multiply, fused multiply-add, divide, square root.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "common.h"

__kernel void f64_math(__global const double *a, __global const double *b, __global const double *c,
                       __global double *out, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  double x = a[i], y = b[i], z = c[i];
  out[0 * n + i] = x + y;
  out[1 * n + i] = x * y;
  out[2 * n + i] = __builtin_fma(x, y, z);
  out[3 * n + i] = x / y;
  out[4 * n + i] = __builtin_sqrt(__builtin_fabs(x));
  out[5 * n + i] = x - z;
}
