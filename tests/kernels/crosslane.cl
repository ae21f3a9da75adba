// Cross-lane operations inside a wave of 64: ds_bpermute, readfirstlane in a divergent
// region, readlane, and DPP moves (quad_perm, row_shr, row_ror, row_mirror, row_half_mirror).
#include "common.h"

// out[k * n + i]
__kernel void crosslane(__global const int *a, __global int *out, uint n) {
  uint i = gid(0);
  uint l = lane_id();
  int x = a[i];
  // ds_bpermute: lane l reads lane 63 - l, and lane (l * 5 + 3) % 64
  out[0 * n + i] = __builtin_amdgcn_ds_bpermute((int)((63 - l) * 4), x);
  out[1 * n + i] = __builtin_amdgcn_ds_bpermute((int)(((l * 5 + 3) % 64) * 4), x);
  // readfirstlane of the lanes with x > 0 (the others get 0)
  int r = 0;
  if (x > 0) r = __builtin_amdgcn_readfirstlane(x);
  out[2 * n + i] = r;
  out[3 * n + i] = __builtin_amdgcn_readlane(x, 37);
  // DPP: quad_perm [3,2,1,0]; row_shr:1 with bound_ctrl (lanes 0 of each row read 0)
  out[4 * n + i] = __builtin_amdgcn_mov_dpp(x, 0x1b, 0xf, 0xf, true);
  out[5 * n + i] = __builtin_amdgcn_mov_dpp(x, 0x111, 0xf, 0xf, true);
  // update_dpp row_shr:3 without bound_ctrl: lanes 0..2 of each row keep old = -x
  out[6 * n + i] = __builtin_amdgcn_update_dpp(-x, x, 0x113, 0xf, 0xf, false);
  // row_ror:4, row_mirror, row_half_mirror
  out[7 * n + i] = __builtin_amdgcn_mov_dpp(x, 0x124, 0xf, 0xf, true);
  out[8 * n + i] = __builtin_amdgcn_mov_dpp(x, 0x140, 0xf, 0xf, true);
  out[9 * n + i] = __builtin_amdgcn_mov_dpp(x, 0x141, 0xf, 0xf, true);
  // update_dpp quad_perm [1,0,3,2] with row_mask 0x5: rows 1 and 3 keep old = 7
  out[10 * n + i] = __builtin_amdgcn_update_dpp(7, x, 0xb1, 0x5, 0xf, false);
}

// ballot of a lane predicate, and its population count (a scalar value in every lane)
__kernel void ballot(__global const int *a, __global ulong *mask, __global uint *count) {
  uint i = gid(0);
  ulong b = __builtin_amdgcn_ballot_w64(a[i] > 0);
  mask[i] = b;
  count[i] = __builtin_popcountl(b);
}
