// 32-bit integer arithmetic: mul_hi, division and remainder by a runtime divisor (scalar and
// per lane, signed with negatives and unsigned), shifts, rotates and bit counting.
// Result k of element i goes to out[k * n + i].
#include "common.h"

#define NOPS 18

__kernel void int_arith(__global const int *a, __global const int *b, __global int *out, int d, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  int x = a[i], y = b[i];
  uint ux = (uint)x, uy = (uint)y, s = uy & 31;
  int r[NOPS];
  r[0] = mul_hi_i32(x, y);
  r[1] = (int)mul_hi_u32(ux, uy);
  r[2] = x / d;
  r[3] = x % d;
  r[4] = x / y;
  r[5] = x % y;
  r[6] = (int)(ux / uy);
  r[7] = (int)(ux % uy);
  r[8] = x << s;
  r[9] = x >> s;
  r[10] = (int)(ux >> s);
  r[11] = (int)rotl32(ux, uy);
  r[12] = __builtin_popcount(ux);
  r[13] = (int)__builtin_bitreverse32(ux);
  r[14] = ux ? __builtin_clz(ux) : 32;
  r[15] = ux ? __builtin_ctz(ux) : 32;
  r[16] = x * y;
  r[17] = ((x ^ y) & ~(x | (int)(ux >> 7))) - (y & 0xff);
  for (int k = 0; k < NOPS; ++k) out[k * n + i] = r[k];
}
