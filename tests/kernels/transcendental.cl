// The hardware's approximate f32 operations: sqrt (through llvm.sqrt), rsq, rcp, exp2, log2.
#include "common.h"

__kernel void transcendental(__global const float *a, __global float *out, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  float x = a[i];  // x > 0
  out[0 * n + i] = __builtin_sqrtf(x);
  out[1 * n + i] = __builtin_amdgcn_rsqf(x);
  out[2 * n + i] = __builtin_amdgcn_rcpf(x);
  out[3 * n + i] = __builtin_amdgcn_exp2f(x - 8.0f);
  out[4 * n + i] = __builtin_amdgcn_logf(x);
  out[5 * n + i] = __builtin_amdgcn_sqrtf(x);
}
