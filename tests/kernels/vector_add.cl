// c[i] = a[i] + b[i] for i < n: the index from workgroup id * workgroup size + work-item id.
#include "common.h"

__kernel void vector_add(__global const float *a, __global const float *b, __global float *c, int n) {
  uint i = gid(0);
  if (i < (uint)n) c[i] = a[i] + b[i];
}
