// A 3-D grid: every work-item writes its ids at its linear global index
// ((gz * H + gy) * W + gx), nine values per work-item.
#include "common.h"

__kernel void grid3d(__global uint *out, uint w, uint h, uint d) {
  uint x = gid(0), y = gid(1), z = gid(2);
  uint n = w * h * d;
  uint k = (z * h + y) * w + x;
  out[0 * n + k] = x;
  out[1 * n + k] = y;
  out[2 * n + k] = z;
  out[3 * n + k] = lid(0);
  out[4 * n + k] = lid(1);
  out[5 * n + k] = lid(2);
  out[6 * n + k] = grp(0);
  out[7 * n + k] = grp(1);
  out[8 * n + k] = grp(2);
}
