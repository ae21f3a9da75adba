// Single precision arithmetic: add, sub, mul, fma, ldexp, and division (OpenCL's 2.5-ulp
// division: clang emits frexp, v_rcp_f32, a multiply and ldexp rather than a correctly rounded
// sequence).
// Result k of element i goes to out[k * n + i].
#include "common.h"

__kernel void fp32_math(__global const float *a, __global const float *b, __global const float *c,
                        __global float *out, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  float x = a[i], y = b[i], z = c[i];
  out[0 * n + i] = x + y;
  out[1 * n + i] = x - y;
  out[2 * n + i] = x * y;
  out[3 * n + i] = __builtin_fmaf(x, y, z);
  out[4 * n + i] = x / y;
  out[5 * n + i] = __builtin_ldexpf(x, (int)(i % 7) - 3);
}
