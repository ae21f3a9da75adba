// gfx950 block-scaled MFMA: v_mfma_scale_f32_16x16x128_f8f6f4. One wave; each lane loads its
// A/B items (K_L = 32 per lane, packed by format: fp8 one per byte, fp4 two per byte), its C/D
// items (the 7.1.4 rules, as in mfma_kernels.cl) and one scale dword per matrix (CDNA4 7.2.1:
// lane r + 16 * (k / 32) holds the E8M0 scale of row/column r for that K block, in the byte
// that OPSEL picks).
#include "common.h"

typedef int int8_ __attribute__((ext_vector_type(8)));

static inline uint d_index16(uint l, uint r) {  // 16x16 f32 output: H = 4, one block
  return ((l / 16) * 4 + r) * 16 + l % 16;
}

#define SCALED(NAME, FMT_A, OPSEL_A, OPSEL_B)                                                         \
  __kernel void NAME(__global const uint *a, __global const uint *b, __global const float *c,         \
                     __global float *d, __global const uint *sa, __global const uint *sb) {           \
    uint l = lane_id();                                                                              \
    union { int8_ v; uint w[8]; } fa, fb;                                                            \
    union { float4 v; float e[4]; } fc, fd;                                                          \
    for (uint t = 0; t < 8; ++t) {                                                                   \
      fa.w[t] = a[l * 8 + t];                                                                        \
      fb.w[t] = b[l * 8 + t];                                                                        \
    }                                                                                                \
    for (uint r = 0; r < 4; ++r) fc.e[r] = c[d_index16(l, r)];                                       \
    fd.v = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(fa.v, fb.v, fc.v, FMT_A, 0, OPSEL_A,       \
                                                            sa[l], OPSEL_B, sb[l]);                  \
    for (uint r = 0; r < 4; ++r) d[d_index16(l, r)] = fd.e[r];                                       \
  }

SCALED(scale_fp8_fp8, 0, 0, 0)
SCALED(scale_fp4_fp8, 4, 1, 3)
