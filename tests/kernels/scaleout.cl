// For tests/test_scaleout.py (launches split among workers): write-write races between
// workgroups, writes of one value by every workgroup (not a race), 64-bit order-independent
// atomics, and a plain store racing with atomic updates.
#include "common.h"

// every work-item writes its workgroup's number to out[0]: a race between workgroups
__kernel void last_writer(__global uint *out) {
  out[0] = __builtin_amdgcn_workgroup_id_x();
}

// every work-item writes 1 to flag[0] and its index to out[i]: the same value, no race
__kernel void same_flag(__global uint *flag, __global uint *out) {
  uint i = gid(0);
  flag[0] = 1u;
  out[i] = i;
}

// 64-bit atomics whose result does not depend on their order (returned values unused)
__kernel void wide_atomics(__global ulong *acc, __global const ulong *in, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  ulong x = in[i];
  __atomic_fetch_add(&acc[0], x, __ATOMIC_RELAXED);
  __atomic_fetch_min(&acc[1], x, __ATOMIC_RELAXED);
  __atomic_fetch_max((__global long *)&acc[2], (long)x, __ATOMIC_RELAXED);
  __atomic_fetch_xor(&acc[3], x, __ATOMIC_RELAXED);
  __atomic_fetch_or(&acc[4 + (i & 3)], x & 0xff00ff00ff00ffUL, __ATOMIC_RELAXED);
}

// workgroup 0 stores to cell[0] while every work-item adds to it atomically: a race
__kernel void store_and_add(__global uint *cell) {
  if (__builtin_amdgcn_workgroup_id_x() == 0 && __builtin_amdgcn_workitem_id_x() == 0) cell[0] = 5u;
  else __atomic_fetch_add(&cell[0], 1u, __ATOMIC_RELAXED);
}

// workgroup `bad` stores through a null pointer (a fault); the others write out[i] = i
__kernel void fault_in_group(__global uint *out, uint bad) {
  __global uint *p = grp(0) == bad ? (__global uint *)0 : out;
  p[gid(0)] = gid(0);
}

// workgroups 2k and 2k+1 both write their numbers to out[k]: a race inside a pair
__kernel void neighbours(__global uint *out) {
  if (__builtin_amdgcn_workitem_id_x() == 0) out[grp(0) / 2] = grp(0);
}

// every work-item adds 3 to w[0] and subtracts 1: order-independent (w[0] += 2 per item); with
// mode 1, odd workgroups also and w[1] with 0xf0 and even ones or it with 0x0f: order-dependent
__kernel void add_sub(__global uint *w, uint mode) {
  __atomic_fetch_add(&w[0], 3u, __ATOMIC_RELAXED);
  __atomic_fetch_sub(&w[0], 1u, __ATOMIC_RELAXED);
  if (mode) {
    if (grp(0) & 1) __atomic_fetch_and(&w[1], 0xf0u, __ATOMIC_RELAXED);
    else __atomic_fetch_or(&w[1], 0x0fu, __ATOMIC_RELAXED);
  }
}
