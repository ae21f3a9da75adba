// Sum per workgroup: a tree reduction through LDS with barriers (workgroup size 256).
#include "common.h"

#define WG 256

__kernel void reduce_sum(__global const uint *in, __global uint *out, __global float *outf, uint n) {
  __local uint buf[WG];
  __local float fbuf[WG];
  uint l = lid(0), i = gid(0);
  buf[l] = i < n ? in[i] : 0;
  fbuf[l] = i < n ? (float)(in[i] & 0xff) : 0.0f;
  barrier_local();
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (l < s) {
      buf[l] += buf[l + s];
      fbuf[l] += fbuf[l + s];
    }
    barrier_local();
  }
  if (l == 0) {
    out[grp(0)] = buf[0];
    outf[grp(0)] = fbuf[0];
  }
}

// The same sum through a __local pointer argument (dynamic LDS sized at launch), for any
// power-of-two workgroup size.
__kernel void reduce_dynamic(__global const uint *in, __global uint *out, __local uint *buf, uint n) {
  uint l = lid(0), i = gid(0);
  buf[l] = i < n ? in[i] : 0;
  barrier_local();
  for (uint s = lsize(0) / 2; s > 0; s >>= 1) {
    if (l < s) buf[l] += buf[l + s];
    barrier_local();
  }
  if (l == 0) out[grp(0)] = buf[0];
}
