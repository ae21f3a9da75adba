// y[i] = a * x[i] + y[i] (OpenCL contracts the multiply-add into one fused multiply-add).
#include "common.h"

__kernel void saxpy(float a, __global const float *x, __global float *y, uint n) {
  uint i = gid(0);
  if (i < n) y[i] = a * x[i] + y[i];
}
