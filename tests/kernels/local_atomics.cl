// LDS atomics: a per-workgroup histogram in LDS (ds_add), then merged into the global
// histogram with one global atomic per bin and workgroup.
#include "common.h"

#define BINS 32

__kernel void local_histogram(__global const uint *in, __global uint *hist, uint n) {
  __local uint h[BINS];
  uint l = lid(0), i = gid(0);
  if (l < BINS) h[l] = 0;
  barrier_local();
  if (i < n) __atomic_fetch_add(&h[in[i] % BINS], 1u, __ATOMIC_RELAXED);
  barrier_local();
  if (l < BINS && h[l]) __atomic_fetch_add(&hist[l], h[l], __ATOMIC_RELAXED);
}
