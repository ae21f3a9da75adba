// Global integer atomics: a histogram (returned value unused), a counter that hands out unique
// slots (returned value used), a fetch-add whose old values must form a serial order, min/max/
// and/or/xor reductions, and a compare-and-swap loop.
#include "common.h"

__kernel void histogram(__global const uint *in, __global uint *hist, uint nbins, uint n) {
  uint i = gid(0);
  if (i < n) __atomic_fetch_add(&hist[in[i] % nbins], 1u, __ATOMIC_RELAXED);
}

__kernel void unique_slots(__global uint *counter, __global uint *slots, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  uint slot = __atomic_fetch_add(counter, 1u, __ATOMIC_RELAXED);
  slots[slot] = i;
}

// cells[i % ncells] += i + 1; old[i] is the value the add saw
__kernel void fetch_add_old(__global uint *cells, __global uint *old, uint ncells, uint n) {
  uint i = gid(0);
  if (i < n) old[i] = __atomic_fetch_add(&cells[i % ncells], i + 1, __ATOMIC_RELAXED);
}

// r[0] = min, r[1] = max (signed), r[2] = and, r[3] = or, r[4] = xor, r[5] = umax, r[6] = sub
__kernel void reductions(__global const int *in, __global int *r, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  int x = in[i];
  __atomic_fetch_min(&r[0], x, __ATOMIC_RELAXED);
  __atomic_fetch_max(&r[1], x, __ATOMIC_RELAXED);
  __atomic_fetch_and(&r[2], x | 0x10000, __ATOMIC_RELAXED);
  __atomic_fetch_or(&r[3], x & 0x7f0f, __ATOMIC_RELAXED);
  __atomic_fetch_xor(&r[4], x, __ATOMIC_RELAXED);
  __atomic_fetch_max((__global uint *)&r[5], (uint)x, __ATOMIC_RELAXED);
  __atomic_fetch_sub(&r[6], x & 0xff, __ATOMIC_RELAXED);
}

// cells[i % ncells] = cells[i % ncells] * 3 + (in[i] & 7) by compare-and-swap (mod 2^32): the
// result depends on the order, so the kernel also records each lane's old value
__kernel void cas_loop(__global const uint *in, __global uint *cells, __global uint *old, uint ncells, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  __global uint *p = &cells[i % ncells];
  uint expected = __atomic_load_n(p, __ATOMIC_RELAXED);
  uint desired;
  do {
    desired = expected * 3u + (in[i] & 7u);
  } while (!__atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  old[i] = expected;
}
