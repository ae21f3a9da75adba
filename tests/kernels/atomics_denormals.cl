// Float atomic adds of denormals, in LDS (ds_add_f32: MODE.FP_DENORM decides) and in global
// memory (global_atomic_add_f32: input denormals always flushed). Built with and without
// -cl-denorms-are-zero, which sets the kernel's f32 denormal mode (MODE) to flush.
// One wave (64 work-items).
#include "common.h"

__kernel void atomic_fadd_denormals(__global const float *x, __global float *out) {
  __local float acc[64];
  uint l = lid(0);
  acc[l] = x[l];
  barrier_local();
  __atomic_fetch_add(&acc[l], x[64 + l], __ATOMIC_RELAXED);
  barrier_local();
  out[l] = acc[l];
  __builtin_amdgcn_global_atomic_fadd_f32(&out[64 + l], x[64 + l]);
}
