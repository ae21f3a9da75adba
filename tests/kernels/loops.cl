// Loops whose trip count differs per lane: a counted loop of a[i] % 37 steps and a Collatz
// step count (data-dependent exit, capped at 1000 steps).
#include "common.h"

__kernel void loops(__global const uint *a, __global uint *acc_out, __global uint *steps_out, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  uint x = a[i];
  uint trips = x % 37;
  uint acc = i;
  for (uint j = 0; j < trips; ++j) acc = acc * 3u + (j ^ x);
  acc_out[i] = acc;
  uint c = x % 1000 + 1, steps = 0;
  while (c != 1 && steps < 1000) {
    c = (c & 1) ? 3 * c + 1 : c >> 1;
    ++steps;
  }
  steps_out[i] = steps;
}
