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
