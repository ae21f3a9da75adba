// Matrix-core bound: a chain of v_mfma_f32_16x16x16f16 per iteration on fragments loaded once
// (A's sign flipped each time, so the operands stay normal numbers), the accumulator stored at
// the end.
typedef float float4_ __attribute__((ext_vector_type(4)));
typedef _Float16 half4_ __attribute__((ext_vector_type(4)));

__kernel void mfma_loop(__global const half4_ *a, __global const half4_ *b, __global float4_ *d,
                        int iterations) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
          __builtin_amdgcn_workitem_id_x();
  half4_ x = a[i], y = b[i];
  float4_ acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int k = 0; k < iterations; ++k) {
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(x, y, acc, 0, 0, 0);
    x = -x;
  }
  d[i] = acc;
}
