// LDS-bound: each iteration writes one float per work-item to local memory, waits at a
// barrier, reads a neighbour's value back and waits again.
__kernel void lds_loop(__global float *out, int iterations) {
  __local float buf[256];
  int l = __builtin_amdgcn_workitem_id_x();
  int n = __builtin_amdgcn_workgroup_size_x();
  int i = __builtin_amdgcn_workgroup_id_x() * n + l;
  float x = (float)i;
  for (int k = 0; k < iterations; ++k) {
    buf[l] = x;
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
    x = x * 0.5f + buf[(l + k + 1) % n];
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  }
  out[i] = x;
}
