// Loads from global memory straight into LDS (__builtin_amdgcn_global_load_lds: the LDS
// pointer is uniform, each lane's data lands in its own slot, and the immediate offset moves
// both addresses), then each lane reads its slot back through an ordinary LDS load.
// One wave (64 work-items) per workgroup.
#include "common.h"

#define WAVE 64

__kernel void load_lds_dword(__global const uint *in, __global uint *out) {
  __local uint buf[WAVE + 8];
  uint l = lid(0), i = gid(0);
  __builtin_amdgcn_global_load_lds(in + i, buf, 4, 0, 0);
  __builtin_amdgcn_global_load_lds(in + i, buf, 4, 16, 0);  // 16 bytes further in both
  barrier_local();
  out[2 * i] = buf[l];
  out[2 * i + 1] = buf[l + 4];
}

__kernel void load_lds_bytes(__global const uchar *in, __global const ushort *in16, __global uint *out) {
  __local uint buf[2 * WAVE];
  uint l = lid(0), i = gid(0);
  __builtin_amdgcn_global_load_lds(in + i, buf, 1, 0, 0);
  __builtin_amdgcn_global_load_lds(in16 + i, buf + WAVE, 2, 0, 0);
  barrier_local();
  out[2 * i] = buf[l];
  out[2 * i + 1] = buf[WAVE + l];
}

#if defined(__gfx950__)
// 12- and 16-byte loads: each lane has a 16-byte LDS slot (CDNA4 9.1.9: the 12-byte load
// writes three dwords and skips the fourth, left here as the marker the buffer starts with).
__kernel void load_lds_wide(__global const uint *in, __global uint *out) {
  __local uint buf[WAVE * 8];
  uint l = lid(0), i = gid(0);
  buf[4 * WAVE + 4 * l + 3] = 0xdeadbeef;
  barrier_local();
  __builtin_amdgcn_global_load_lds(in + 4 * i, buf, 16, 0, 0);
  __builtin_amdgcn_global_load_lds((__global const uint *)((__global const uchar *)in + 12 * i), buf + 4 * WAVE, 12, 0, 0);
  barrier_local();
  for (int k = 0; k < 4; k++) out[8 * i + k] = buf[4 * l + k];
  for (int k = 0; k < 4; k++) out[8 * i + 4 + k] = buf[4 * WAVE + 4 * l + k];
}
#endif
