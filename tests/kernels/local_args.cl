// OpenCL __local pointer arguments next to a static __local array: the runtime places the
// arguments after the static LDS (each at its pointee alignment) and passes their offsets.
// where[0..2] = LDS offsets of stat, a, b; out[i] = a[next] + b[l].y + stat[(l + 3) % 10] + k.
#include "common.h"

__kernel void local_args(__global uint *out, __global uint *where, __local uint *a,
                         __local float4 *b, uint k) {
  __local uint stat[10];
  uint l = lid(0), next = (l + 1) % lsize(0);
  if (l < 10) stat[l] = 100 * l;
  a[l] = 3 * l;
  b[l] = (float4)((float)l, (float)(2 * l), 0.0f, 1.0f);
  barrier_local();
  out[gid(0)] = a[next] + (uint)b[l].y + stat[(l + 3) % 10] + k;
  if (gid(0) == 0) {
    where[0] = (uint)(size_t)stat;
    where[1] = (uint)(size_t)a;
    where[2] = (uint)(size_t)b;
  }
}
