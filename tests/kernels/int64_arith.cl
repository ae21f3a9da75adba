// 64-bit integer arithmetic: add, multiply, shifts, unsigned and signed division and remainder
// by a per-lane divisor. Result k of element i goes to out[k * n + i].
#include "common.h"

__kernel void int64_arith(__global const ulong *a, __global const ulong *b, __global ulong *out, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  ulong x = a[i], y = b[i];
  uint s = (uint)y & 63;
  long sx = (long)x, sy = (long)y;
  out[0 * n + i] = x + y;
  out[1 * n + i] = x * y;
  out[2 * n + i] = x << s;
  out[3 * n + i] = x >> s;
  out[4 * n + i] = (ulong)(sx >> s);
  out[5 * n + i] = x / (y >> s | 1);
  out[6 * n + i] = x % (y >> s | 1);
  out[7 * n + i] = (ulong)(sx / (sy >> s | 1));
  out[8 * n + i] = (ulong)(sx % (sy >> s | 1));
  out[9 * n + i] = x - y;
}
