// FMA-bound: two dependent fused multiply-adds per iteration (clang makes them v_fmamk_f32),
// a scalar counter and a branch. The values overflow to infinity after a few dozen iterations,
// as in issue 19's loop, so the infinite cases of fma are measured too.
__kernel void fma_loop(__global float *out, int iterations) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
          __builtin_amdgcn_workitem_id_x();
  float a = (float)i * 0.001f, c = 0.5f;
  for (int k = 0; k < iterations; ++k) {
    a = __builtin_fmaf(a, 1.5f, c);
    c = __builtin_fmaf(c, 0.999f, a);
  }
  out[i] = a + c;
}
