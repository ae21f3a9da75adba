// A 2-D grid: every work-item writes its ids at its linear global index
// (gy * global_width + gx): out[0..5] = gid(0), gid(1), lid(0), lid(1), grp(0), grp(1).
#include "common.h"

__kernel void grid2d(__global uint *out, uint width, uint height) {
  uint x = gid(0), y = gid(1);
  if (x >= width || y >= height) return;
  uint k = y * width + x, n = width * height;
  out[0 * n + k] = x;
  out[1 * n + k] = y;
  out[2 * n + k] = lid(0);
  out[3 * n + k] = lid(1);
  out[4 * n + k] = grp(0);
  out[5 * n + k] = grp(1);
  out[6 * n + k] = lsize(0) * 100 + lsize(1);
  out[7 * n + k] = ngroups(0) * 100 + ngroups(1);
}
