// c[i] = 2 * a[i] + b[i]; the work-item index from the hardware ids (no device library).
__kernel void vadd(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  if (i < n) c[i] = a[i] * 2.0f + b[i];
}
