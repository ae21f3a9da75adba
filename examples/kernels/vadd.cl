// Vector add: c[i] = a[i] + b[i] for i < n. Built with -nogpulib, so the work-item id comes
// from clang's AMDGPU builtins instead of the OpenCL library's get_global_id().
__kernel void vadd(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
          __builtin_amdgcn_workitem_id_x();
  if (i < n)
    c[i] = a[i] + b[i];
}
