// min / max / clamp / select on signed and unsigned integers and on floats.
// Result k of element i goes to out[k * n + i].
#include "common.h"

__kernel void minmax_int(__global const int *a, __global const int *b, __global int *out, int lo, int hi, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  int x = a[i], y = b[i];
  uint ux = (uint)x, uy = (uint)y;
  out[0 * n + i] = x < y ? x : y;
  out[1 * n + i] = x > y ? x : y;
  out[2 * n + i] = (int)(ux < uy ? ux : uy);
  out[3 * n + i] = (int)(ux > uy ? ux : uy);
  int c = x < lo ? lo : x;
  out[4 * n + i] = c > hi ? hi : c;
  out[5 * n + i] = (x & 4) ? x : y;
  out[6 * n + i] = x >= 0 ? x : -x;
}

__kernel void minmax_float(__global const float *a, __global const float *b, __global float *out, float lo, float hi, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  float x = a[i], y = b[i];
  out[0 * n + i] = __builtin_fminf(x, y);
  out[1 * n + i] = __builtin_fmaxf(x, y);
  out[2 * n + i] = __builtin_fminf(__builtin_fmaxf(x, lo), hi);
  out[3 * n + i] = x < y ? y : x * 2.0f;
  out[4 * n + i] = __builtin_fabsf(x) - __builtin_copysignf(1.5f, y);
}
