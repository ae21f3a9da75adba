// Seven pointer arguments and no hidden ones: a 56-byte kernarg segment that clang-22 reads
// with two s_load_dwordx8 (64 bytes), the second one 8 bytes past the segment's end.
__kernel void seven_pointers(__global const float *a, __global const float *b, __global const float *c,
                             __global const float *d, __global const float *e, __global const float *f,
                             __global float *out) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = a[i] + b[i] + c[i] + d[i] + e[i] + f[i];
}
