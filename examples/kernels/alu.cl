// ALU-heavy: a per-lane loop of float multiply-adds and integer mixing, one store at the end.
__kernel void alu(__global float *out, __global uint *bits, int iterations) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
          __builtin_amdgcn_workitem_id_x();
  float x = (float)i * 0.001f;
  uint h = (uint)i * 2654435761u;
  for (int k = 0; k < iterations; ++k) {
    x = x * 0.999f + 0.5f;
    h = (h ^ (h >> 13)) * 0x5bd1e995u + (uint)k;
  }
  out[i] = x;
  bits[i] = h;
}
