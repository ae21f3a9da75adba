// Divergent: a per-lane trip count and, inside the loop, branches on data that differ
// between neighbouring lanes, so the exec mask changes on most instructions.
__kernel void divergent_loop(__global uint *out, int iterations) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() +
          __builtin_amdgcn_workitem_id_x();
  uint h = (uint)i * 2654435761u;
  int trips = iterations + (i & 15);
  for (int k = 0; k < trips; ++k) {
    if (h & 1)
      h = h * 3u + 1u;
    else if (h & 2)
      h = (h >> 1) ^ 0x9e3779b9u;
    else
      h = h + (uint)k;
  }
  out[i] = h;
}
