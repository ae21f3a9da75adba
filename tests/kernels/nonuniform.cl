// A non-uniform grid (global size not a multiple of the workgroup size): the partial last
// workgroup launches only the work-items below the global size, so the kernel without a bound
// check must still write only out[0 .. global_size). nonuniform_checked bounds on n < size.
#include "common.h"

__kernel void nonuniform(__global uint *out) {
  uint i = gid(0);
  out[i] = i * 3u + lsize(0);
}

__kernel void nonuniform_checked(__global uint *out, uint n) {
  uint i = gid(0);
  if (i < n) out[i] = i + 1;
}
