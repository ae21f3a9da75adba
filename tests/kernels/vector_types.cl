// OpenCL vector types: float4 and int2 loads and stores (dwordx4 / dwordx2) and swizzles.
#include "common.h"

__kernel void vector_types(__global const float4 *a, __global const int2 *b, __global float4 *out,
                           __global int2 *outi, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  float4 v = a[i];
  int2 w = b[i];
  out[i] = v.wzyx * (float4)(1.0f, 2.0f, 3.0f, 4.0f) + v;
  outi[i] = (int2)(w.y - w.x, w.x * w.y);
}
