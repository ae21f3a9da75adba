// Matrix-core (MFMA) builtins: one wave of 64 lanes loads its A/B/C fragments from row-major
// global matrices A[NB][M][K], B[NB][K][N], C[NB][M][N], runs one MFMA and stores D[NB][M][N].
// The lane/item <-> matrix-element mapping is written here from the CDNA4 ISA guide 7.1.4 rules
// (also valid for gfx90a), independently of the emulator:
//   K_L = K / (64 / (M*NB)) items per lane for A and B;
//   A[b][i][k] is item k % K_L of lane i + M*(b + NB*(k / K_L)),
//   B[b][k][j] is item k % K_L of lane j + N*(b + NB*(k / K_L));
//   D[b][i][j]: H = 4 (1 for f64), B_I = ceil(64 / (N*M/H)), M_I = (64/B_I)/N, G = M/(H*M_I);
//   item (i % H) + H*(i/(H*M_I) + G*(b/B_I)), lane j + N*((i/H) % M_I + M_I*(b % B_I))
//   (f64 with several blocks: lane j + N*(b % B_I + B_I*(i % M_I))).
// Items are packed little-endian into the operand registers, which the unions below reproduce.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "common.h"

typedef float float32_ __attribute__((ext_vector_type(32)));
typedef int int32_ __attribute__((ext_vector_type(32)));
typedef short short2_ __attribute__((ext_vector_type(2)));
typedef short short4_ __attribute__((ext_vector_type(4)));
typedef __bf16 bf16x8_ __attribute__((ext_vector_type(8)));

#define KL_(M, K, NB) ((K) / (64 / ((M) * (NB))))
#define NR_(M, N, NB) ((M) * (N) * (NB) / 64)

// index into A[NB][M][K] of item t of lane l
static inline uint a_index(uint l, uint t, uint M, uint K, uint NB, uint KL) {
  uint i = l % M, b = (l / M) % NB, k = (l / (M * NB)) * KL + t;
  return (b * M + i) * K + k;
}

// index into B[NB][K][N] of item t of lane l
static inline uint b_index(uint l, uint t, uint N, uint K, uint NB, uint KL) {
  uint j = l % N, b = (l / N) % NB, k = (l / (N * NB)) * KL + t;
  return (b * K + k) * N + j;
}

// index into C/D[NB][M][N] of item r of lane l (H = 4, or 1 for f64)
static inline uint d_index(uint l, uint r, uint M, uint N, uint NB, uint H) {
  uint BI = (64 * H + N * M - 1) / (N * M);
  uint MI = (64 / BI) / N, G = M / (H * MI);
  uint j = l % N, q = l / N, mi, blo;
  if (H == 1 && NB > 1) {
    blo = q % BI;
    mi = q / BI;
  } else {
    mi = q % MI;
    blo = q / MI;
  }
  uint h = r % H, s = r / H, g = s % G, bhi = s / G;
  uint i = h + H * (mi + MI * g), b = blo + BI * bhi;
  return (b * M + i) * N + j;
}

// NAME: kernel name; BUILTIN(a, b, c, CB, AB, BL); VA/VB/VC operand vector types with element
// types TA/TB/TC (the element types are what global memory holds).
#define MFMA_KERNEL(NAME, BUILTIN, VA, TA, VB, TB, VC, TC, M, N, K, NB, H, CB, AB, BL)                 \
  __kernel void NAME(__global const TA *a, __global const TB *b, __global const TC *c, __global TC *d) { \
    const uint l = lane_id();                                                                          \
    union { VA v; TA e[KL_(M, K, NB)]; } fa;                                                           \
    union { VB v; TB e[KL_(M, K, NB)]; } fb;                                                           \
    union { VC v; TC e[NR_(M, N, NB)]; } fc, fd;                                                       \
    _Static_assert(sizeof(VA) == sizeof(fa.e) && sizeof(VB) == sizeof(fb.e), "A/B fragment size");   \
    _Static_assert(sizeof(VC) == sizeof(fc.e), "C/D fragment size");                                  \
    for (uint t = 0; t < KL_(M, K, NB); ++t) {                                                         \
      fa.e[t] = a[a_index(l, t, M, K, NB, KL_(M, K, NB))];                                             \
      fb.e[t] = b[b_index(l, t, N, K, NB, KL_(M, K, NB))];                                             \
    }                                                                                                  \
    for (uint r = 0; r < NR_(M, N, NB); ++r) fc.e[r] = c[d_index(l, r, M, N, NB, H)];                 \
    fd.v = BUILTIN(fa.v, fb.v, fc.v, CB, AB, BL);                                                      \
    for (uint r = 0; r < NR_(M, N, NB); ++r) d[d_index(l, r, M, N, NB, H)] = fd.e[r];                 \
  }

#define MFMA(NAME, VA, TA, VC, TC, M, N, K, NB, H) \
  MFMA_KERNEL(NAME, __builtin_amdgcn_##NAME, VA, TA, VA, TA, VC, TC, M, N, K, NB, H, 0, 0, 0)

// ---- on gfx90a and gfx950 (gfx950 prints the CDNA3/4 mnemonics, e.g. v_mfma_f32_4x4x4_16b_f16)
// f32
MFMA(mfma_f32_32x32x1f32, float, float, float32_, float, 32, 32, 1, 2, 4)
MFMA(mfma_f32_16x16x1f32, float, float, float16, float, 16, 16, 1, 4, 4)
MFMA(mfma_f32_4x4x1f32, float, float, float4, float, 4, 4, 1, 16, 4)
MFMA(mfma_f32_32x32x2f32, float, float, float16, float, 32, 32, 2, 1, 4)
MFMA(mfma_f32_16x16x4f32, float, float, float4, float, 16, 16, 4, 1, 4)
// f16
MFMA(mfma_f32_32x32x4f16, half4, half, float32_, float, 32, 32, 4, 2, 4)
MFMA(mfma_f32_16x16x4f16, half4, half, float16, float, 16, 16, 4, 4, 4)
MFMA(mfma_f32_4x4x4f16, half4, half, float4, float, 4, 4, 4, 16, 4)
MFMA(mfma_f32_32x32x8f16, half4, half, float16, float, 32, 32, 8, 1, 4)
MFMA(mfma_f32_16x16x16f16, half4, half, float4, float, 16, 16, 16, 1, 4)
// bf16 (the "_1k" forms: 4 bf16 per lane, bit patterns in shorts)
MFMA(mfma_f32_32x32x4bf16_1k, short4_, short, float32_, float, 32, 32, 4, 2, 4)
MFMA(mfma_f32_16x16x4bf16_1k, short4_, short, float16, float, 16, 16, 4, 4, 4)
MFMA(mfma_f32_4x4x4bf16_1k, short4_, short, float4, float, 4, 4, 4, 16, 4)
MFMA(mfma_f32_32x32x8bf16_1k, short4_, short, float16, float, 32, 32, 8, 1, 4)
MFMA(mfma_f32_16x16x16bf16_1k, short4_, short, float4, float, 16, 16, 16, 1, 4)
// i8 (4 per lane, packed in an int)
MFMA(mfma_i32_32x32x4i8, int, char, int32_, int, 32, 32, 4, 2, 4)
MFMA(mfma_i32_16x16x4i8, int, char, int16, int, 16, 16, 4, 4, 4)
MFMA(mfma_i32_4x4x4i8, int, char, int4, int, 4, 4, 4, 16, 4)
// f64
MFMA(mfma_f64_16x16x4f64, double, double, double4, double, 16, 16, 4, 1, 1)
MFMA(mfma_f64_4x4x4f64, double, double, double, double, 4, 4, 4, 4, 1)

// broadcast controls: A block (b & ~((1 << CBSZ) - 1)) | ABID feeds block b; BLGP permutes B lanes
MFMA_KERNEL(mfma_f32_4x4x4f16_cbsz2_abid1_blgp2, __builtin_amdgcn_mfma_f32_4x4x4f16, half4, half, half4, half,
            float4, float, 4, 4, 4, 16, 4, 2, 1, 2)
MFMA_KERNEL(mfma_i32_4x4x4i8_cbsz4_abid9_blgp1, __builtin_amdgcn_mfma_i32_4x4x4i8, int, char, int, char, int4,
            int, 4, 4, 4, 16, 4, 4, 9, 1)
MFMA_KERNEL(mfma_f32_16x16x1f32_cbsz1_abid1_blgp5, __builtin_amdgcn_mfma_f32_16x16x1f32, float, float, float,
            float, float16, float, 16, 16, 1, 4, 4, 1, 1, 5)
MFMA_KERNEL(mfma_f32_32x32x4bf16_1k_cbsz1_abid0_blgp4, __builtin_amdgcn_mfma_f32_32x32x4bf16_1k, short4_, short,
            short4_, short, float32_, float, 32, 32, 4, 2, 4, 1, 0, 4)
MFMA_KERNEL(mfma_f64_4x4x4f64_cbsz2_abid3, __builtin_amdgcn_mfma_f64_4x4x4f64, double, double, double, double,
            double, double, 4, 4, 4, 4, 1, 2, 3, 0)

#if defined(__gfx90a__)
// ---- gfx90a only: the original bf16 forms (2 per lane) and the i8 forms gfx940 replaced
MFMA(mfma_f32_32x32x2bf16, short2_, short, float32_, float, 32, 32, 2, 2, 4)
MFMA(mfma_f32_16x16x2bf16, short2_, short, float16, float, 16, 16, 2, 4, 4)
MFMA(mfma_f32_4x4x2bf16, short2_, short, float4, float, 4, 4, 2, 16, 4)
MFMA(mfma_f32_32x32x4bf16, short2_, short, float16, float, 32, 32, 4, 1, 4)
MFMA(mfma_f32_16x16x8bf16, short2_, short, float4, float, 16, 16, 8, 1, 4)
MFMA(mfma_i32_32x32x8i8, int, char, int16, int, 32, 32, 8, 1, 4)
MFMA(mfma_i32_16x16x16i8, int, char, int4, int, 16, 16, 16, 1, 4)
#endif

#if defined(__gfx942__) || defined(__gfx950__)
// ---- gfx940+ (i8 with 8 per lane, fp8/bf8 with 8 per lane in a long)
MFMA(mfma_i32_32x32x16_i8, long, char, int16, int, 32, 32, 16, 1, 4)
MFMA(mfma_i32_16x16x32_i8, long, char, int4, int, 16, 16, 32, 1, 4)
#define MFMA_F8(NAME, TA, TB, VC, M, N, K) \
  MFMA_KERNEL(NAME, __builtin_amdgcn_##NAME, long, TA, long, TB, VC, float, M, N, K, 1, 4, 0, 0, 0)
MFMA_F8(mfma_f32_16x16x32_fp8_fp8, uchar, uchar, float4, 16, 16, 32)
MFMA_F8(mfma_f32_16x16x32_fp8_bf8, uchar, uchar, float4, 16, 16, 32)
MFMA_F8(mfma_f32_16x16x32_bf8_fp8, uchar, uchar, float4, 16, 16, 32)
MFMA_F8(mfma_f32_16x16x32_bf8_bf8, uchar, uchar, float4, 16, 16, 32)
MFMA_F8(mfma_f32_32x32x16_fp8_fp8, uchar, uchar, float16, 32, 32, 16)
MFMA_F8(mfma_f32_32x32x16_fp8_bf8, uchar, uchar, float16, 32, 32, 16)
MFMA_F8(mfma_f32_32x32x16_bf8_fp8, uchar, uchar, float16, 32, 32, 16)
MFMA_F8(mfma_f32_32x32x16_bf8_bf8, uchar, uchar, float16, 32, 32, 16)
// ---- gfx940+ f64: BLGP is neg:[A, B, C] (5 = negate A and C)
MFMA_KERNEL(mfma_f64_16x16x4f64_neg5, __builtin_amdgcn_mfma_f64_16x16x4f64, double, double, double, double,
            double4, double, 16, 16, 4, 1, 1, 0, 0, 5)
#endif

#if defined(__gfx942__)
// ---- gfx942 only: xf32 (2 f32 per lane, multiplied with 10 mantissa bits)
MFMA(mfma_f32_16x16x8_xf32, float2, float, float4, float, 16, 16, 8, 1, 4)
MFMA(mfma_f32_32x32x4_xf32, float2, float, float16, float, 32, 32, 4, 1, 4)
#endif

#if defined(__gfx950__)
// ---- gfx950 only (8 f16/bf16 per lane, 16 i8 per lane)
MFMA(mfma_f32_16x16x32_f16, half8, half, float4, float, 16, 16, 32, 1, 4)
MFMA(mfma_f32_32x32x16_f16, half8, half, float16, float, 32, 32, 16, 1, 4)
MFMA(mfma_f32_16x16x32_bf16, bf16x8_, ushort, float4, float, 16, 16, 32, 1, 4)
MFMA(mfma_f32_32x32x16_bf16, bf16x8_, ushort, float16, float, 32, 32, 16, 1, 4)
MFMA(mfma_i32_16x16x64_i8, int4, char, int4, int, 16, 16, 64, 1, 4)
MFMA(mfma_i32_32x32x32_i8, int4, char, int16, int, 32, 32, 32, 1, 4)
#endif
