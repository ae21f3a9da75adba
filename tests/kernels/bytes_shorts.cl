// 8- and 16-bit loads and stores (signed and unsigned, sign and zero extension).
#include "common.h"

__kernel void bytes_shorts(__global const uchar *u8, __global const char *i8, __global const ushort *u16,
                           __global const short *i16, __global uchar *o8, __global short *o16,
                           __global int *o32, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  o8[i] = (uchar)(u8[i] + 3);
  o16[i] = (short)(i16[i] * 3 - i8[i]);
  o32[i] = (int)i8[i] + (int)u16[i] - (int)i16[i] * (int)u8[i];
}
