// Inclusive prefix sum per workgroup (Hillis-Steele, double-buffered in LDS, workgroup size 256).
#include "common.h"

#define WG 256

__kernel void scan_inclusive(__global const int *in, __global int *out, uint n) {
  __local int buf[2][WG];
  uint l = lid(0), i = gid(0);
  int cur = 0;
  buf[0][l] = i < n ? in[i] : 0;
  barrier_local();
  for (uint off = 1; off < WG; off <<= 1) {
    int v = buf[cur][l];
    if (l >= off) v += buf[cur][l - off];
    buf[1 - cur][l] = v;
    cur = 1 - cur;
    barrier_local();
  }
  if (i < n) out[i] = buf[cur][l];
}
