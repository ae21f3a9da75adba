// A non-inlined function with a private array: s_swappc/s_setpc, the call stack in scratch.
__attribute__((noinline)) float helper(__global const float *a, int i, int n) {
  float tmp[16];
  for (int k = 0; k < 16; ++k) tmp[k] = a[(i + k) % n];
  float s = 0;
  for (int k = 0; k < 16; k += (i & 3) + 1) s += tmp[(k * 5) & 15];
  return s;
}
__kernel void calls(__global const float *a, __global float *out, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i < n) out[i] = helper(a, i, n);
}
