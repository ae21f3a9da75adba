// One kernel touching many code-generation paths, compiled at several optimisation levels and
// with -cl-fast-relaxed-math: a 3-D grid flattened to a linear index, float and double division
// and square root, integer division by runtime values (32- and 64-bit, signed and unsigned),
// global atomics, a work-group reversal through local memory across two waves, and a private
// array indexed with data-dependent indices (scratch memory).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "common.h"

#define PRIV 96

__kernel void features(__global const float *a, __global const float *b, __global const double *c,
                       __global const double *d, __global const int *p, __global const int *q,
                       __global const long *pl, __global const long *ql, __global uint *hist,
                       __global float *outf, __global double *outd, __global int *outi,
                       __global long *outl) {
  __local float tile[256];
  uint w = gsize(0), h = gsize(1);
  uint n = w * h * gsize(2);
  uint i = (gid(2) * h + gid(1)) * w + gid(0);
  uint local_index = (lid(2) * lsize(1) + lid(1)) * lsize(0) + lid(0);
  uint local_count = lsize(0) * lsize(1) * lsize(2);
  float x = a[i], y = b[i];
  double u = c[i], v = d[i];
  int s = p[i], t = q[i];
  long sl = pl[i], tl = ql[i];

  outf[0 * n + i] = x / y;
  outf[1 * n + i] = __builtin_sqrtf(__builtin_fabsf(x));
  outf[2 * n + i] = __builtin_fminf(x, y) * 0.5f;
  outd[0 * n + i] = u / v;
  outd[1 * n + i] = __builtin_sqrt(__builtin_fabs(u));

  outi[0 * n + i] = s / t;
  outi[1 * n + i] = s % t;
  outi[2 * n + i] = (int)((uint)s / (uint)t);
  outi[3 * n + i] = (int)((uint)s % (uint)t);
  outl[0 * n + i] = sl / tl;
  outl[1 * n + i] = sl % tl;
  outl[2 * n + i] = (long)((ulong)sl / (ulong)tl);

  __atomic_fetch_add(&hist[(uint)s % 16], 1u, __ATOMIC_RELAXED);
  __atomic_fetch_max(&hist[16], (uint)t, __ATOMIC_RELAXED);

  tile[local_index] = x;
  barrier_local();
  outf[3 * n + i] = tile[local_count - 1 - local_index];

  int priv[PRIV];
  uint sel = (uint)s;
  for (uint j = 0; j < PRIV; ++j) priv[(j * 7 + sel) % PRIV] = t + (int)j;
  int acc = 0;
  for (uint j = 0; j < 6; ++j) acc += priv[(sel >> (4 * j)) % PRIV] * (int)(j + 1);
  outi[4 * n + i] = acc;
}
