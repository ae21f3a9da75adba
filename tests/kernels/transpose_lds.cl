// Matrix transpose through a padded 16x16 LDS tile on a 2-D grid: out[x][y] = in[y][x],
// in is rows x cols (row-major), out is cols x rows.
#include "common.h"

#define TILE 16

__kernel void transpose(__global const float *in, __global float *out, uint rows, uint cols) {
  __local float tile[TILE][TILE + 1];
  uint tx = lid(0), ty = lid(1);
  uint x = grp(0) * TILE + tx, y = grp(1) * TILE + ty;
  if (x < cols && y < rows) tile[ty][tx] = in[y * cols + x];
  barrier_local();
  uint ox = grp(1) * TILE + tx, oy = grp(0) * TILE + ty;  // ox < rows, oy < cols
  if (ox < rows && oy < cols) out[oy * rows + ox] = tile[tx][ty];
}
