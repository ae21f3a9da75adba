// For the failure tests: marks mark[i], then reads in[i + off] with a runtime offset (far out
// of bounds when asked). The marks are written before the faulting load (in may alias mark), so
// a failed launch must roll them back.
#include "common.h"

__kernel void oob(__global const uint *in, __global uint *out, __global uint *mark, uint off) {
  uint i = gid(0);
  mark[i] = i + 100;
  out[i] = in[i + off] + 1;
}
