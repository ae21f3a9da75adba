// Conversions and rounding: f32 <-> i32/u32, f64 <-> f32, i32 -> f64, floor/ceil/trunc/rint.
// Result k of element i goes to out*[k * n + i].
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "common.h"

__kernel void conversions(__global const float *a, __global const int *b, __global const double *c,
                          __global int *outi, __global float *outf, __global double *outd, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  float x = a[i];
  int y = b[i];
  double z = c[i];
  outi[0 * n + i] = (int)x;
  outi[1 * n + i] = (int)(uint)__builtin_fabsf(x);
  outi[2 * n + i] = (int)z;
  outf[0 * n + i] = (float)y;
  outf[1 * n + i] = (float)(uint)y;
  outf[2 * n + i] = (float)z;
  outf[3 * n + i] = __builtin_floorf(x);
  outf[4 * n + i] = __builtin_ceilf(x);
  outf[5 * n + i] = __builtin_truncf(x);
  outf[6 * n + i] = __builtin_rintf(x);
  outd[0 * n + i] = (double)x;
  outd[1 * n + i] = (double)y;
  outd[2 * n + i] = __builtin_floor(z);
}
