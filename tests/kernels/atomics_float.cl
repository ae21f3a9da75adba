// Floating-point atomic add: through __atomic_fetch_add (f32 and f64) and the gfx9 builtin.
// Inputs are small multiples of 1/4, so every order of additions gives the same exact sum.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "common.h"

__kernel void atomic_fadd(__global const float *x, __global float *acc, __global double *accd,
                          __global float *acc2, uint ncells, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  float v = x[i];
  __atomic_fetch_add(&acc[i % ncells], v, __ATOMIC_RELAXED);
  __atomic_fetch_add(&accd[i % ncells], (double)v * 2.0, __ATOMIC_RELAXED);
  __builtin_amdgcn_global_atomic_fadd_f32(&acc2[i % ncells], v);
}
