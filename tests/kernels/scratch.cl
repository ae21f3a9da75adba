// A private array indexed with lane-dependent indices read from memory: it lives in scratch
// memory (buffer/scratch loads and stores), not in registers.
// tmp[(j * k + i) % N] = a[(i + j) % n] + j with k = sel[i] | 1 odd (a permutation of tmp),
// then out[i] = sum over j < 8 of tmp[(sel[i] >> 3 * j) % N] * (j + 1).
#include "common.h"

#define N 64

__kernel void scratch(__global const float *a, __global const uint *sel, __global float *out, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  float tmp[N];
  uint s = sel[i], k = s | 1;
  for (uint j = 0; j < N; ++j) tmp[(j * k + i) % N] = a[(i + j) % n] + (float)j;
  float acc = 0.0f;
  for (uint j = 0; j < 8; ++j) acc += tmp[(s >> (3 * j)) % N] * (float)(j + 1);
  out[i] = acc;
}

// A private array written at constant indices (clang-22 -O2: scratch_store_dwordx4 ... off,
// off offset:N on gfx950, buffer stores with immediate offsets on gfx90a), then read at
// data-dependent ones: out[i] = sum over j < 37 of buf[(5j + i) % 37], buf[k] = a[(7i + k) % n] * k.
__kernel void scratch_const(__global const float *a, __global float *out, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  float buf[37];
  for (int k = 0; k < 37; k++) buf[k] = a[(i * 7 + k) % n] * (float)k;
  float s = 0.0f;
  for (int k = 0; k < 37; k++) s += buf[(k * 5 + i) % 37];
  out[i] = s;
}
