// A private vector indexed by a wave-uniform value: clang-22 -O2 reads and writes the element
// in VGPR index mode (s_set_gpr_idx_on with gpr_idx(SRC0) or gpr_idx(DST), a v_mov_b32, then
// s_set_gpr_idx_off) on gfx90a and gfx950. The index is per workgroup, so waves of different
// workgroups run the same v_mov_b32 with different M0.
#include "common.h"

__kernel void extract_f32(__global float *out, __global const float16 *in, __global const int *index) {
  uint i = gid(0);
  float16 v = in[i];
  out[i] = ((float *)&v)[index[grp(0)]];
}

__kernel void insert_f32(__global float16 *out, __global const float16 *in, __global const int *index, float x) {
  uint i = gid(0);
  float16 v = in[i];
  ((float *)&v)[index[grp(0)]] = x + (float)i;
  out[i] = v;
}

__kernel void extract_f64(__global double *out, __global const double16 *in, __global const int *index) {
  uint i = gid(0);
  double16 v = in[i];
  out[i] = ((double *)&v)[index[grp(0)]];
}
