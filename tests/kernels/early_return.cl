// Early returns: out-of-range lanes, negative inputs, and lanes that leave in the middle of a loop.
#include "common.h"

__kernel void early_return(__global const int *a, __global int *out, __global int *out2, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  int x = a[i];
  if (x < 0) {
    out[i] = -1;
    return;
  }
  out[i] = x * 2;
  int acc = 0;
  for (int j = 0; j < 16; ++j) {
    acc += j * x;
    if (acc > 5000) return;  // out2[i] keeps its old value
  }
  out2[i] = acc;
}
