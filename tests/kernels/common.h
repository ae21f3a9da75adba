// Work-item helpers for kernels compiled with -nogpulib (no OpenCL builtin library):
// everything here is built on clang's AMDGPU builtins.
#ifndef CDNA_ISA_TEST_COMMON_H
#define CDNA_ISA_TEST_COMMON_H

// ids and sizes along dimension d (0, 1, 2)
static inline uint lid(uint d) {
  return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z();
}
static inline uint grp(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_id_x() : d == 1 ? __builtin_amdgcn_workgroup_id_y() : __builtin_amdgcn_workgroup_id_z();
}
static inline uint lsize(uint d) {
  return d == 0 ? __builtin_amdgcn_workgroup_size_x() : d == 1 ? __builtin_amdgcn_workgroup_size_y() : __builtin_amdgcn_workgroup_size_z();
}
static inline uint gid(uint d) { return grp(d) * lsize(d) + lid(d); }

// number of workgroups along d: the dispatch packet's grid size over the workgroup size
static inline uint ngroups(uint d) {
  __constant uint *packet = (__constant uint *)__builtin_amdgcn_dispatch_ptr();
  uint gsize = packet[3 + d];  // grid_size_x/y/z at byte offsets 12, 16, 20
  uint l = lsize(d);
  return (gsize + l - 1) / l;
}
static inline uint gsize(uint d) {
  __constant uint *packet = (__constant uint *)__builtin_amdgcn_dispatch_ptr();
  return packet[3 + d];
}

// flat lane index in the wave (0..63)
static inline uint lane_id(void) {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

// work-group barrier with the fences OpenCL's barrier(CLK_LOCAL_MEM_FENCE) implies
static inline void barrier_local(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

static inline uint rotl32(uint x, uint r) { r &= 31; return r ? (x << r) | (x >> (32 - r)) : x; }
static inline int mul_hi_i32(int a, int b) { return (int)(((long)a * (long)b) >> 32); }
static inline uint mul_hi_u32(uint a, uint b) { return (uint)(((ulong)a * (ulong)b) >> 32); }

#endif
