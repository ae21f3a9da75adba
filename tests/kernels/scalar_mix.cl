// Mostly scalar work: a loop over a kernel argument, bit tricks, 64-bit arithmetic.
__kernel void scalar_mix(__global uint *out, uint n, ulong k) {
  uint acc = 0;
  for (uint j = 0; j < n; ++j) acc += (j ^ (j >> 1)) * 3u + (uint)(k >> (j & 31));
  uint i = __builtin_amdgcn_workitem_id_x();
  out[i] = acc + __builtin_popcount(acc) + (i << 2) + (uint)(k * 7ul);
}
