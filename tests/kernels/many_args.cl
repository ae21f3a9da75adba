// Fourteen arguments of mixed types and sizes (pointers, 8/16/32/64-bit integers, float, double),
// to exercise the kernarg layout and its alignment padding.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "common.h"

__kernel void many_args(__global float *out_f, char c8, __global long *out_l, short s16, __global const int *in_i,
                        double d, uchar u8, float f, long i64, ushort u16, int i32, ulong u64, uint u32,
                        __global double *out_d, uint n) {
  uint i = gid(0);
  if (i >= n) return;
  int x = in_i[i];
  out_f[i] = (float)x * f + (float)c8;
  out_l[i] = (long)x * i64 + (long)s16 + (long)u8 * 1000 + (long)u16 * 100000;
  out_d[i] = (double)x * d + (double)(u64 >> 40) + (double)i32 + (double)u32;
}
