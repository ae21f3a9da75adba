// Nested divergent if/else on lane data, with different work in each arm.
#include "common.h"

__kernel void divergent(__global const int *a, __global int *out, __global float *outf, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  int x = a[i];
  int r;
  float f;
  if (x & 1) {
    if (x % 3 == 0) {
      r = x * 5;
      f = (float)x * 0.5f;
    } else {
      r = x - 7;
      f = -(float)x;
    }
  } else {
    r = x >> 1;
    if (x > 100) {
      r += 1000;
      f = 2.0f;
    } else {
      f = (float)(x ^ 0x55);
    }
  }
  out[i] = r;
  outf[i] = f;
}
