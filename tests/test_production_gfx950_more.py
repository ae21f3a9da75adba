"""More of ROCm aiter's production gfx950 (MI350, CDNA4) code objects run in the emulator, held to
numpy. The code objects are aiter's (commit e4048607a535, MIT licence: tests/data/aiter/README.md),
copied unchanged; nothing here wrote their instructions. gfx950's fp8 is OCP E4M3
(ml_dtypes.float8_e4m3fn, largest 448), as aiter's dtypes.fp8 is there. u = 2^-24 (f32) and
gamma_n = n u / (1 - n u) throughout; bf16 values are rounded from float64 once (round_bf16).

1. The fp8 block-scale GEMM "f8_block_scale_mi350" (tests/data/aiter/f8_block_scale_mi350_x32.co
   and gfx950/f8_block_scale_mi350_x128.co, from hsa/gfx950/). Its host code is
   csrc/py_itfs_cu/asm_mi350_a8w8_blockscale.cu (added in 419d952c0c "asm blockscale first version
   for F8", deleted with the torch-free refactor 06de6e9aee; the code objects stay in hsa/gfx950
   with no caller at e4048607a535), reached from gemm_a8w8_blockscale(..., True) on gfx950
   (op_tests/test_gemm_a8w8_blockscale_mi350.py):

       C[m, n] = sum over 128-wide K blocks b of (A B^T)[m, n]_b x_scale[b, m] w_scale[n / 128, b]

   A [M, K] and B [N, K] fp8, B pre-shuffled by shuffle_weight((16, 16)), x_scale f32 passed
   transposed ([K / 128, M]), w_scale f32 [N / 128, K / 128], C bf16 [M, N]; the x32 kernel for
   M <= 32, x128 above; N % 128 == 0, K >= 512 (host checks). Its KernelArgs (fields padded to 16
   bytes) are a fused-MoE layout, so the metadata names them as fmoe's: O = C, X = A, G = B,
   XQ = x_scale, GQ = w_scale, dim = K, hdim = N, batch = M, eprt = 1, Xs = GUs = K, Os = 2 N;
   splitk, activation and the rest 0. Grid: ceil(N / 256) x ceil(M / tile) workgroups of 256.
   From the disassembly: per block one v_mfma_f32_16x16x128_f8f6f4 from 0 (the block's sum,
   within gamma_128 S_b of P_b, S_b the sum of the products' magnitudes), c_b = x_scale w_scale
   (v_mul_f32_dpp: u), total = fma(P_b, c_b, total) (K / 128 roundings), v_cvt_pk_bf16_f32
   (nearest even). So the f32 value lies within E = sum_b e_b + gamma_nb sum_b (|c_b P_b| + e_b),
   e_b = |c_b| ((1 + u) gamma_128 S_b + u |P_b|), of the exact C, and every element must be
   between round_bf16(C - E) and round_bf16(C + E) (monotone rounding): bit-exact wherever C is
   farther than E from a bf16 tie.
   A workgroup covers 256 columns with no column bound: for N = 384, which the host accepts, it
   reads B and w_scale past their ends and writes its columns 384..511 of row r over row r + 1
   (and past C's end); these tests keep N % 256 == 0.

2. aiter's fp8 block-scale GEMM for gfx950 (gfx950/fp8gemm_bf16_blockscale_BpreShuffle_32x128.co
   and _80x128.co, from hsa/gfx950/fp8gemm_blockscale/; host csrc/py_itfs_cu/
   asm_a8w8_blockscale_bpreshuffle.cu, the same arguments as gfx942's
   (tests/test_production_emulation.py::test_aiter_fp8_block_scale_gemm_cdna3), with an f32 bias
   [1, N]). Their .text is byte for byte gfx942's: only the fp8 format differs. Per block four
   chained v_mfma_f32_16x16x32_fp8_fp8 (gamma_128 S_b), c_b by v_mul_f32, v_pk_fma_f32 into the
   total, + bias (v_add_f32: one more rounding, E' = E + u (|C + bias| + E)), and bf16 by
   v_perm_b32 taking the high halves (toward zero): between round_bf16(C + bias -+ E', "rz").

3. Paged-attention decode with an fp8 KV cache and per-token scales
   (gfx950/pa_bf16_pertokenFp8_gqa8_2tg_4w.co, hsa/gfx950/pa/: what asm_pa.cu's pa_fwd picks on
   gfx950 for an fp8 cache, GQA 8, high_precision 0). Arguments, oracle and bound as
   tests/test_production_paged_attention.py derives them for gfx942's kernel, whose .text this
   one repeats except for seven constants: it scales Q's rows and P times the V scales to 448
   (0x43e00000) where gfx942's scales to 240. Q here is OCP fp8 codes times 2^-8 with a +-448
   in every row (that quantisation keeps them exact), u_P = 2^-4, and the floor of P's rounding
   is half E4M3's subnormal step, 2^-10, of the largest scale over 448, times |V code| <= 448.

4. aiter's "MHA v4" dense forward attention (hsa/gfx950/fmha_v4_fwd/fwd_hd128_i8fp8.co and
   fwd_hd128_fp8.co, stored here as gfx950/fmha_v4_fwd/<name>.co; host csrc/py_itfs_cu/asm_mha_v4_fwd.cu, Python aiter/ops/mha_v4.py): O = softmax(scale Q K^T) V
   per batch and head (MHA, head dimension 128, non-causal), Q and K int8 (quantize_int8: amax /
   127, v_rndne, clamp) or fp8, V fp8 (quantize_fp8: amax / 448), each with an f32 per-tensor
   descale, O bf16. One 656-byte by-value argument (FmhaV4Kernarg: fmha_fwd_v3_args' fields,
   tests/test_production_fmha_fwd.py FIELDS, s_opt 5, s_lse 0); ceil(seqlen_q / 256) x heads x
   batch workgroups of 512.
   What they compute, from the disassembly (c = scale dq dk, s26 = fl(c log2 e), s90 = s26 2^23,
   s91 = 0x4e7de250, all f32): the scores S exactly (v_mfma_i32_32x32x32_i8; fp8: a scaled MFMA,
   Q's codes first requantised times the mantissa of s90 over 2), then no exp: P's f32 bits are
   cvt_u32(S s90 + s91 - s90 M), Schraudolph's exponential, 2^(floor(z - d)) (1 + frac(z - d))
   for z = (S - M) s26 and d = 127 - s91 / 2^23 = 0.061, against M the maximum of the first key
   tile of 128, kept while P stays <= 448 (else the tile is divided by its largest P and M moves
   by its log2: the "rollback"); the masked last tile takes v_exp_f32 against the maximum so far,
   the earlier sums rescaled by v_exp_f32; P rounded to fp8 for the PV MFMA and summed for the
   denominator (i8: a v_mfma_f32_16x16x128_f8f6f4 against a 0/1 matrix; fp8: a
   v_smfmac_f32_16x16x128_fp8_fp8 whose sparse A holds fp8 ones), O = sum P V / sum P times dv,
   v_cvt_pk_bf16_f32.
   Bound: each weight is p_t = 2^(Y_t - max Y) (Y = S c log2 e) times a factor in [a, b] with
   b / a = 2 / (e ln 2) = 1.0615 (the range of (1 + f) / 2^f; the exact-exp tile's factor 1 lies
   inside), times (1 +- 2^-4) (fp8, normal results) or plus at most h = 2^-10 b (half the
   subnormal step), and 2^(+-zeta) for the f32 work (zeta = 2^-15 for the i8 kernel's FMA
   operands near 2^31, 2^-10 more for the fp8 kernel's MFMA sums, plus 2^-21 times the row's
   range of Y for s26's roundings). Normalised weights with such factors f_t in [lo, hi] and
   offsets delta_t differ from w_t = p_t / sum p by sum_t |w~_t - w_t| |V_t| <= ((hi - lo) L s +
   h sum_sub |V_t| + n_sub h s) / (lo L - n_sub h), L = sum p, s = sum w |V|, "sub" the keys
   whose P may be subnormal; O within u_O |O| + (1 + u_O) (that + 2^-12 s), u_O = 2^-8.
   Sharper: numpy rebuilt the kernel's weights as above (v4_weights), and at least 99% of O
   must equal that O rounded to bf16 (they all do, but for f32 ties), while O computed with
   true exponentials and the same fp8 rounding matches far fewer (<= 50% with full key tiles).
   Cases: 300 queries (a partial second query tile) over 270 keys (two full key tiles and a
   masked one), 64 over 100 (the masked tile alone), and 300 over 400 with keys 140-149 along a
   direction every query shares, so that the second key tile overflows 448 and takes the
   rollback.

Found (each has a test):

- The emulator's CDNA4 doubled-K SMFMACs (v_smfmac_f32_16x16x128_fp8_fp8 and its bf8/i8/32x32x64/
  16x16x64 f16 kin) split sparse A's four registers into K halves as B's eight are split (A
  registers 0-1 the first half, 2-3 the second). MI350 keeps a lane's A elements contiguous
  along K: lane 16 g + i holds row i's stored elements 16 g .. 16 g + 15 (dense K 32 g .. 32 g
  + 31), B as guide 7.5.1.3's table. Evidence: aiter's fwd_hd128_fp8 (validated on MI350,
  aiter/ops/mha_v4.md) computes its softmax denominator with that SMFMAC and was right only
  under the contiguous layout (the split one gave row sums of two query rows' halves: O off by
  up to 0.49 on values of 0.66, and 0.5% of O bit-exact against 100%); the layouts
  ROCm/hip-fpsan reverse-engineered and verified on MI350 (include/fpsan/amdgcn_smfmac.hpp,
  smfmac_software_16x16x128_fp8, _32x32x64_fp8, _16x16x64) gave 4 of 256, 28 of 1024 and 2 of
  256 elements of D right under the split layout, all of them under the contiguous one. Fixed
  (runtime/matrix.py Shape.k_halves, errata smfmac-doubled-k-a-layout):
  test_smfmac_doubled_k_layout_of_mi350 and the fp8 v4 test hold it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from cdna_isa import cdna4
from cdna_isa.runtime.device import Device
from cdna_isa.runtime.objfile import read_code_object
from cdna_isa.runtime.wave import WaveState

from tests.emulate import run
from tests.test_production_emulation import launch, shuffle_weight_16x16
from tests.test_production_fmha_fwd import FIELDS
from tests.test_production_paged_attention import (
    BLOCK,
    CONTEXTS,
    DIM,
    SCLG,
    attention,
    block_table,
    caches,
    rounding,
)

AITER = Path(__file__).parent / "data" / "aiter"
GFX950 = AITER / "gfx950"
FP8 = ml_dtypes.float8_e4m3fn
BF16 = ml_dtypes.bfloat16
NAN_BF16 = 0x7FC0
U = 2.0**-24


def gamma(n: int) -> float:
    return n * U / (1 - n * U)


def round_bf16(x, mode: str = "rne") -> np.ndarray:
    """float64 -> bf16 values (as float64), rounded once: to nearest even ("rne") or toward
    zero ("rz")."""
    m, e = np.frexp(np.asarray(x, np.float64))
    return np.ldexp(np.round(m * 256) if mode == "rne" else np.trunc(m * 256), e - 8)


# ---------------------------------------------------------------- block-scale GEMMs
def block_scaled(a, b, a_scale, b_scale):
    """The exact C = sum_b c_b (A B^T)_b and the bound E (module docstring, 1.) on the f32 value
    the kernels round to bf16; a [M, K], b [N, K] fp8, a_scale [M, K / 128], b_scale
    [N / 128, K / 128]."""
    blocks = a.shape[1] // 128
    exact, terms, errors = (np.zeros((a.shape[0], b.shape[0])) for _ in range(3))
    for kb in range(blocks):
        af, bf = (x[:, kb * 128 : (kb + 1) * 128].astype(np.float64) for x in (a, b))
        p, s = af @ bf.T, np.abs(af) @ np.abs(bf).T
        c = a_scale[:, kb : kb + 1].astype(np.float64) * np.repeat(b_scale[:, kb], 128)[None]
        e = np.abs(c) * ((1 + U) * gamma(128) * s + U * np.abs(p))
        exact, terms, errors = exact + c * p, terms + np.abs(c * p), errors + e
    return exact, errors + gamma(blocks) * (terms + errors)


def block_scaled_inputs(m, n, k):
    """Normal A and B in OCP fp8 (subnormals included), scales uniform in [0, 1) (aiter's
    torch.rand)."""
    rng = np.random.default_rng(m + n + k)
    a, b = (rng.standard_normal((rows, k)).astype(FP8) for rows in (m, n))
    a_scale = rng.random((m, k // 128)).astype(np.float32)
    b_scale = rng.random((n // 128, k // 128)).astype(np.float32)
    return rng, a, b, a_scale, b_scale


MI350 = [  # fixture (under tests/data/aiter), its tile of rows, (M, N, K)
    ("f8_block_scale_mi350_x32.co", 32, (17, 256, 512)),
    ("f8_block_scale_mi350_x32.co", 32, (32, 512, 768)),
    ("gfx950/f8_block_scale_mi350_x128.co", 128, (45, 256, 640)),
    ("gfx950/f8_block_scale_mi350_x128.co", 128, (130, 512, 512)),
]


@pytest.mark.parametrize("name,tile_m,shape", MI350)
def test_f8_block_scale_mi350_gemm(name, tile_m, shape):
    m, n, k = shape
    _, a, b, a_scale, b_scale = block_scaled_inputs(m, n, k)
    dev = Device("cdna4")
    out = dev.to_device(np.full(m * n + 256, NAN_BF16, np.uint16))
    launch(dev, name, (-(-n // 256), -(-m // tile_m), 1), {
        "O": out, "X": dev.to_device(a.view(np.uint8)),
        "G": dev.to_device(shuffle_weight_16x16(b.view(np.uint8))),
        "XQ": dev.to_device(a_scale.T.copy()), "GQ": dev.to_device(b_scale),
        "dim": k, "hdim": n, "batch": m, "eprt": 1, "Xs": k, "GUs": k, "Os": 2 * n,
    })  # fmt: skip  (asm_mi350_a8w8_blockscale.cu: ceil(N / 256) x ceil(M / tile))
    raw = out.to_numpy()
    assert np.all(raw[m * n :] == NAN_BF16), "written past C"
    got = raw[: m * n].reshape(m, n).view(BF16).astype(np.float64)
    exact, err = block_scaled(a, b, a_scale, b_scale)
    assert np.all((round_bf16(exact - err) <= got) & (got <= round_bf16(exact + err)))


FP8_GEMMS = [
    ("gfx950/fp8gemm_bf16_blockscale_BpreShuffle_32x128.co", 32, (45, 256, 512)),
    ("gfx950/fp8gemm_bf16_blockscale_BpreShuffle_80x128.co", 80, (100, 128, 384)),
]


@pytest.mark.parametrize("name,tile_m,shape", FP8_GEMMS)
def test_fp8_block_scale_gemm_gfx950(name, tile_m, shape):
    m, n, k = shape
    rng, a, b, a_scale, b_scale = block_scaled_inputs(m, n, k)
    bias = rng.standard_normal((1, n)).astype(np.float32)
    dev = Device("cdna4")
    out = dev.to_device(np.full(m * n + 256, NAN_BF16, np.uint16))
    launch(dev, name, (n // 128, -(-m // tile_m), 1), {
        "C": out, "A": dev.to_device(a.view(np.uint8)),
        "B": dev.to_device(shuffle_weight_16x16(b.view(np.uint8))),
        "SA": dev.to_device(a_scale.T.copy()), "SB": dev.to_device(b_scale),
        "BIAS": dev.to_device(bias), "M": m, "Ndim": n, "K": k, "PA": k, "PB": k, "PC": 2 * n,
        "KS": 1, "scale_m": m, "scale_n": n // 128, "scale_k": k // 128,
    })  # fmt: skip  (asm_a8w8_blockscale_bpreshuffle.cu: N / 128 x ceil(M / tile_m))
    raw = out.to_numpy()
    assert np.all(raw[m * n :] == NAN_BF16), "written past C"
    got = raw[: m * n].reshape(m, n).view(BF16).astype(np.float64)
    exact, err = block_scaled(a, b, a_scale, b_scale)
    exact = exact + bias
    err = err + U * (np.abs(exact) + err)
    assert np.all((round_bf16(exact - err, "rz") <= got) & (got <= round_bf16(exact + err, "rz")))


# ---------------------------------------------------------------- paged attention (fp8 cache)
def test_paged_attention_fp8_cache_per_token_scales_gfx950():
    """As tests/test_production_paged_attention.py's gfx942 test, in OCP fp8 scaled to 448: K
    and V from [-1, 1] times a magnitude per token from [1/4, 2], quantised per token (scale =
    largest |value| / 448, codes to nearest even); Q fp8 codes times 2^-8 with +-448 in every
    row."""
    kv_heads, gqa = 2, 8
    rng = np.random.default_rng(8)
    table = block_table(rng)
    shape = (table.size + 3, kv_heads, BLOCK, DIM)
    quantised = []
    for _ in range(2):
        x = rng.uniform(-1, 1, shape) * rng.uniform(0.25, 2, (*shape[:-1], 1))
        scale = (np.abs(x).max(axis=-1, keepdims=True) / 448).astype(np.float32)
        quantised.append(((x / scale).astype(FP8), scale))
    (k_codes, k_scale), (v_codes, v_scale) = quantised
    codes = rng.uniform(-448, 448, (len(CONTEXTS), kv_heads * gqa, DIM)).astype(FP8)
    codes = codes.astype(np.float64)
    largest = rng.integers(0, DIM, codes.shape[:2])[..., None]
    np.put_along_axis(codes, largest, rng.choice([-448.0, 448.0], largest.shape), axis=-1)
    q = (codes * 2.0**-8).astype(BF16)
    assert np.all(q.astype(np.float64) == codes * 2.0**-8)

    dev = Device("cdna4")
    seqs, heads = q.shape[:2]
    k, v = caches(k_codes, v_codes)
    out = dev.to_device(np.full((seqs + 1, heads, DIM), 0xFFFF, np.uint16))
    launch(dev, "pa_bf16_pertokenFp8_gqa8_2tg_4w.co", (kv_heads, seqs, 1), {
        "O": out, "Q": dev.to_device(q.view(np.uint16)), "K": dev.to_device(k.view(np.uint8)),
        "V": dev.to_device(v.view(np.uint8)), "BT": dev.to_device(table),
        "CL": dev.to_device(np.array(CONTEXTS, np.int32)), "sclg": SCLG, "mblk": table.shape[1],
        "batch": kv_heads, "Qs": q.strides[0], "Bs": k.strides[0], "KVs": k.strides[1], "mtp": 0,
        "GQA": gqa, "KQ": dev.to_device(k_scale[..., 0].copy()),
        "VQ": dev.to_device(v_scale[..., 0].copy()),
    }, where=GFX950)  # fmt: skip  (asm_pa.cu: KV heads x sequences)
    raw = out.to_numpy()
    assert np.all(raw[seqs:] == 0xFFFF), "written past O"
    got = raw[:seqs].view(BF16).astype(np.float64)

    keys, values = (c.astype(np.float64) * s for c, s in ((k_codes, k_scale), (v_codes, v_scale)))
    want, spread, top, eta = attention(q, keys, values, table, gqa)
    (u_p, half_step), (u_o, floor_o) = rounding(FP8), rounding(BF16)
    floor_p = half_step * float(v_scale.max()) * top * np.array(CONTEXTS)[:, None, None]
    error = (u_p + 2 * eta + 2.0**-12) * spread + floor_p  # O's before its rounding to bf16
    bound = u_o * np.abs(want) + (1 + u_o) * error + floor_o
    assert np.all(np.abs(got - want) <= bound)


# ---------------------------------------------------------------- MHA v4 forward attention
V4 = GFX950 / "fmha_v4_fwd"
V4_TILE = 128  # ts_kv (hsa/gfx950/fmha_v4_fwd/fmha_v4_fwd.csv)
V4_ROWS = 256  # ts_qo
LOG2E = np.uint32(0x3FB8AA3B).view(np.float32)  # the kernels' f32 log2(e)
S91 = np.uint32(0x4E7DE250).view(np.float32)  # their s91: 127 - 0.061 in units of 2^-23
D0 = 127 - float(S91) / 2**23
SCHRAUDOLPH_LO = 2.0**-D0 * (1 - 2.0**-23)  # P / 2^z: 2^-d (1 + f) / 2^f, f = frac(z - d)
SCHRAUDOLPH_HI = 2.0**-D0 * 2 / (np.e * np.log(2))  # max of (1 + f) / 2^f, at f = 1/ln 2 - 1
SCALE = np.float32(1 / np.sqrt(128))  # mha_v4's default softmax_scale, an f32 argument
# fp8 Q and K: dq = 2^-7 and this dk make s26 = fl(fl(fl(scale dq) dk) log2 e) exactly 2^-17, so
# that the kernel's requantisation of Q's codes times the mantissa of s90 over 2 is times 1/2
FP8_DQ, FP8_DK = np.float32(2.0**-7), np.uint32(0x3BFAF233).view(np.float32)


def f32(x) -> np.ndarray:
    """float64 -> f32, rounded once."""
    return np.asarray(x, np.float64).astype(np.float32)


@dataclass
class V4Problem:
    """One batch: codes q [Sq, H, 128] and k, v [Sk, H, 128], f32 descales."""

    kind: str  # "int8" (fwd_hd128_i8fp8) or "fp8" (fwd_hd128_fp8)
    q: np.ndarray
    k: np.ndarray
    v: np.ndarray
    dq: np.float32
    dk: np.float32
    dv: np.float32

    @property
    def name(self) -> str:
        return "fwd_hd128_i8fp8.co" if self.kind == "int8" else "fwd_hd128_fp8.co"

    def scores(self, head: int) -> np.ndarray:
        """Exact S = q k^T of the codes [Sq, Sk] (float64: int8 and fp8 products are exact)."""
        return self.q[:, head].astype(np.float64) @ self.k[:, head].astype(np.float64).T

    def values(self, head: int) -> np.ndarray:
        return self.v[:, head].astype(np.float64) * float(self.dv)


def v4_problem(kind: str, rows: int, keys: int, heads: int = 2, seed: int = 0, boost=0.0):
    """Normal Q, K, V (boost: Q = Q / 2 + u and keys 140-149 = K 0.3 + boost u for a random u
    per head, so that those keys' scores stand out), quantised per tensor as aiter's mha_v4 does
    (int8: amax / 127, to nearest even; V: amax / 448) or, fp8 Q and K, with FP8_DQ and FP8_DK
    (codes saturated at 448, Q's codes under 2^-5 flushed to 0 so that halving them is exact)."""
    rng = np.random.default_rng(seed)
    q, k, v = (rng.standard_normal((n, heads, 128)) for n in (rows, keys, keys))
    if boost:
        u = rng.standard_normal((1, heads, 128))
        q = 0.5 * q + u
        k[140:150] = 0.3 * k[140:150] + boost * u
    if kind == "int8":
        dq, dk = (np.float32(np.abs(x).max() / 127) for x in (q, k))
        qc, kc = (np.clip(np.rint(x / d), -128, 127).astype(np.int8) for x, d in ((q, dq), (k, dk)))
    else:
        dq, dk = FP8_DQ, FP8_DK
        qc, kc = (np.clip(x / d, -448, 448).astype(FP8) for x, d in ((q, dq), (k, dk)))
        qc = np.where(np.abs(qc.astype(np.float32)) < 2.0**-5, 0, qc).astype(FP8)
    dv = np.float32(np.abs(v).max() / 448)
    return V4Problem(kind, qc, kc, (v / dv).astype(FP8), dq, dk, dv)


def v4_forward(pb: V4Problem) -> np.ndarray:
    """Launch as asm_mha_v4_fwd.cu does (one batch); O [Sq, H, 128] as float64. Q, K and V
    have 256 rows of zeros after them, O 64 elements of NaN, which must stay."""
    dev = Device("cdna4")
    (rows, heads, _), keys = pb.q.shape, len(pb.k)
    out = dev.to_device(np.full(rows * heads * 128 + 64, NAN_BF16, np.uint16))

    def codes(x):
        guard = np.zeros(256 * x[0].size, np.uint8)
        return dev.to_device(np.concatenate([x.view(np.uint8).ravel(), guard]))

    row = heads * 128  # bytes from one token to the next (1-byte codes)
    fields = {
        "ptr_o": out, "ptr_q": codes(pb.q), "ptr_k": codes(pb.k), "ptr_v": codes(pb.v),
        "scalar": int(SCALE.view(np.uint32)), "s_seq_len": rows, "s_Seqs": row,
        "s_Ts": V4_ROWS * row, "s_Hs": 128, "s_Bs": rows * row, "s_gqa": 1, "s_k_Seqs": row,
        "s_k_Hs": 128, "s_k_Bs": keys * row, "s_opt": 5, "s_lse": 0, "s_kv_seq_len": keys,
        "s_qk_head_dim": 128, "s_v_head_dim": 128, "s_q_head_num": heads, "s_v_Seqs": row,
        "s_v_Hs": 128, "s_v_Bs": keys * row, "s_o_Seqs": 2 * row, "s_o_Hs": 256,
        "s_o_Bs": rows * 2 * row,
        "ptr_q_descale": dev.to_device(np.array([pb.dq], np.float32)),
        "ptr_k_descale": dev.to_device(np.array([pb.dk], np.float32)),
        "ptr_v_descale": dev.to_device(np.array([pb.dv], np.float32)),
    }  # fmt: skip  (per-tensor descales: their batch and head strides 0)
    raw = bytearray(656)  # FmhaV4Kernarg: one field every 16 bytes
    for key, value in fields.items():
        at = 16 * FIELDS.index(key)
        if hasattr(value, "addr"):
            raw[at : at + 8] = value.addr.to_bytes(8, "little")
        else:
            raw[at : at + 4] = value.to_bytes(4, "little")
    data = (V4 / pb.name).read_bytes()
    meta = read_code_object(data).metadata()["amdhsa.kernels"][0]
    assert [a[".size"] for a in meta[".args"]] == [656]
    grid = (-(-rows // V4_ROWS), heads, 1)
    args = (int.from_bytes(raw, "little"),)
    dev.load(data).launch(meta[".name"], grid=grid, block=(512, 1, 1), args=args)
    o = out.to_numpy()
    assert np.all(o[rows * heads * 128 :] == NAN_BF16), "written past O"
    return o[: rows * heads * 128].view(BF16).astype(np.float64).reshape(rows, heads, 128)


def v4_weights(pb: V4Problem, s: np.ndarray, exact_exp: bool = False) -> np.ndarray:
    """The kernel's weights P [Sq, Sk] (module docstring, 4.), in its final units, from the
    exact scores s; exact_exp: 2^z instead of Schraudolph's bits for the full key tiles."""
    c = f32(f32(SCALE * pb.dq) * pb.dk)
    s26 = f32(c * LOG2E)
    s90 = f32(s26 * np.float32(2.0**23))
    rows, keys = s.shape
    p = np.zeros((rows, keys))
    full = keys // V4_TILE * V4_TILE
    m = np.full(rows, -np.inf)
    for j in range(0, full, V4_TILE):
        tile = s[:, j : j + V4_TILE]
        if j == 0:
            m = f32(tile.max(axis=1)).astype(np.float64)
        if exact_exp:
            pt = np.exp2((tile - m[:, None]) * float(s26))
        else:  # x = fma(S, s90, s91 - s90 M); P's bits: cvt_u32(x), at most 0x7b800000
            x = f32(tile * float(s90) + f32(S91 + f32(-float(s90) * m)).astype(np.float64)[:, None])
            bits = np.clip(np.trunc(x.astype(np.float64)), 0, 0x7B800000).astype(np.uint32)
            pt = bits.view(np.float32).astype(np.float64)
        largest = pt.max(axis=1)
        over = largest > 448  # the rollback: divide by the largest, move M by its log2
        if over.any():
            r = np.where(over, 1 / largest, 1.0)
            pt = f32(pt * r[:, None]).astype(np.float64)
            p[:, :j] *= r[:, None]
            m = np.where(over, f32(m + f32(f32(np.log2(largest)) / float(s26))), m)
        p[:, j : j + V4_TILE] = f32(pt).astype(FP8).astype(np.float64)
    if full < keys:  # the masked tile: v_exp_f32 against the maximum so far
        tile = s[:, full:]
        new = np.maximum(m, f32(tile.max(axis=1)))
        if full:
            p[:, :full] *= np.exp2(f32(f32(m - new) * s26).astype(np.float64))[:, None]
        y = f32(tile * float(s26) + f32(-float(s26) * new).astype(np.float64)[:, None])
        p[:, full:] = f32(np.exp2(y.astype(np.float64))).astype(FP8).astype(np.float64)
    return p


def v4_bound(pb: V4Problem, s: np.ndarray, values: np.ndarray, zeta0: float):
    """O (float64) and the a-priori bound of the module docstring (4.) on each element."""
    y = s * (float(SCALE) * float(pb.dq) * float(pb.dk) * np.log2(np.e))
    top = y.max(axis=1, keepdims=True)
    p = np.exp2(y - top)
    total = p.sum(axis=1, keepdims=True)
    want, spread = (p / total) @ values, (p / total) @ np.abs(values)
    zeta = zeta0 + 2.0**-21 * (top - y.min(axis=1, keepdims=True))
    lo = SCHRAUDOLPH_LO * (1 - 2.0**-4) * np.exp2(-zeta)
    hi = SCHRAUDOLPH_HI * (1 + 2.0**-4) * np.exp2(zeta)
    h = 2.0**-10 * SCHRAUDOLPH_HI
    sub = p < 2.0**-6 / (0.9 * lo)  # keys whose P may round into fp8's subnormals
    n_sub = sub.sum(axis=1, keepdims=True)
    den = lo * total - n_sub * h
    assert np.all(den > 0)
    weights = ((hi - lo) * total * spread + h * (sub @ np.abs(values)) + n_sub * h * spread) / den
    u_o = 2.0**-8
    return want, u_o * np.abs(want) + (1 + u_o) * (weights + 2.0**-12 * spread)


V4_CASES = [  # rows, keys, boost
    (300, 270, 0.0),  # two query tiles (one partial); two full key tiles and a masked one
    (64, 100, 0.0),  # the masked key tile alone
    (300, 400, 1.0),  # the second key tile's P exceed 448: the rollback
]


def check_v4(kind: str, rows: int, keys: int, boost: float) -> None:
    pb = v4_problem(kind, rows, keys, heads=1 if keys < V4_TILE else 2, boost=boost)
    got = v4_forward(pb)
    zeta0 = 2.0**-15 + (2.0**-10 if kind == "fp8" else 0.0)
    for head in range(pb.q.shape[1]):
        s, values = pb.scores(head), pb.values(head)
        want, bound = v4_bound(pb, s, values, zeta0)
        assert np.all(np.abs(got[:, head] - want) <= bound)
        for exact_exp in (False, True):
            p = v4_weights(pb, s, exact_exp)
            same = np.mean(got[:, head] == round_bf16(p @ values / p.sum(axis=1, keepdims=True)))
            if not exact_exp:
                assert same >= 0.99
            elif keys >= V4_TILE:
                assert same <= 0.5


@pytest.mark.parametrize("rows,keys,boost", V4_CASES)
def test_mha_v4_int8_qk_fp8_v(rows, keys, boost):
    check_v4("int8", rows, keys, boost)


@pytest.mark.parametrize("rows,keys,boost", V4_CASES)
def test_mha_v4_fp8(rows, keys, boost):
    check_v4("fp8", rows, keys, boost)


# ---------------------------------------------------------------- the SMFMAC layout, alone
@dataclass(frozen=True)
class SparseLayout:
    """An SMFMAC's operand layout as ROCm/hip-fpsan's include/fpsan/amdgcn_smfmac.hpp gives it
    (reverse-engineered and verified on MI350): where compressed A[i][c], B[k][j], the index
    nibble of row i's group q of four and D[i][j] live, as (lane, element) or (lane, nibble) or
    (lane, register)."""

    name: str
    m: int
    k: int
    dtype: type
    a: Callable[[int, int], tuple[int, int]]
    b: Callable[[int, int], tuple[int, int]]
    index: Callable[[int, int], tuple[int, int]]
    d: Callable[[int, int], tuple[int, int]]


def _d16(i, j):
    return 16 * (i // 4) + j, i % 4


def _d32(i, j):
    return 32 * ((i // 4) % 2) + j, 4 * (i // 8) + i % 4


SPARSE = [
    SparseLayout(
        "v_smfmac_f32_16x16x128_fp8_fp8", 16, 128, FP8,
        a=lambda i, c: (16 * (2 * (c >> 5 & 1) + (c >> 3 & 1)) + i,
                        4 * (2 * (c >> 2 & 1) + (c >> 4 & 1)) + (c & 3)),
        b=lambda k, j: (16 * (k % 32 // 8) + j, 8 * (k // 32) + k % 8),
        index=lambda i, q: (16 * (2 * (q // 16) + q // 4 % 2) + i,
                            2 * (q // 8 % 2) + 4 * (q % 4 // 2) + q % 2),
        d=_d16,
    ),
    SparseLayout(
        "v_smfmac_f32_32x32x64_fp8_fp8", 32, 64, FP8,
        a=lambda i, c: (32 * (c >> 4 & 1) + i, 4 * (2 * (c >> 2 & 1) + (c >> 3 & 1)) + (c & 3)),
        b=lambda k, j: (32 * (k % 16 // 8) + j, 8 * (k // 16) + k % 8),
        index=lambda i, q: (32 * (q // 8) + i, q % 2 + 2 * (q // 4 % 2) + 4 * (q // 2 % 2)),
        d=_d32,
    ),
    SparseLayout(
        "v_smfmac_f32_16x16x64_f16", 16, 64, np.float16,
        a=lambda i, c: (16 * (c // 8) + i, c % 8),
        b=lambda k, j: (16 * (k % 32 // 8) + j, k % 8 + 8 * (k // 32)),
        index=lambda i, q: (16 * (q // 4) + i, q % 4),
        d=_d16,
    ),
]  # fmt: skip


@pytest.mark.parametrize("layout", SPARSE, ids=lambda lay: lay.name)
def test_smfmac_doubled_k_layout_of_mi350(layout):
    """One SMFMAC on small integers (exact in any order) laid out as MI350 lays them out: A's
    compressed [M][K / 2], B [K][M], random index pairs p0 < p1, D = sum_q A[i][2q] B[4q + p0]
    + A[i][2q + 1] B[4q + p1], all of it."""
    m, k, groups = layout.m, layout.k, layout.k // 4
    rng = np.random.default_rng(m + k)
    a = rng.integers(-3, 4, (m, k // 2)).astype(np.float64)
    b = rng.integers(-2, 3, (k, m)).astype(np.float64)
    first = rng.integers(0, 3, (m, groups))
    second = first + 1 + (rng.random((m, groups)) * (3 - first)).astype(int)
    bits = 8 * np.dtype(layout.dtype).itemsize
    images = {"a": np.zeros((4, 64), np.uint32), "b": np.zeros((8, 64), np.uint32)}

    def put(which, lane, element, value):
        word = int(np.array(value, np.float32).astype(layout.dtype).view(f"u{bits // 8}"))
        images[which][element * bits // 32, lane] |= np.uint32(word << (element * bits % 32))

    for i in range(m):
        for c in range(k // 2):
            put("a", *layout.a(i, c), a[i, c])
    for kk in range(k):
        for j in range(m):
            put("b", *layout.b(kk, j), b[kk, j])
    index = np.zeros(64, np.uint32)
    want = np.zeros((m, m))
    for i in range(m):
        for q in range(groups):
            lane, nibble = layout.index(i, q)
            index[lane] |= np.uint32((first[i, q] | second[i, q] << 2) << (4 * nibble))
            pair = a[i, 2 * q] * b[4 * q + first[i, q]]
            want[i] += pair + a[i, 2 * q + 1] * b[4 * q + second[i, q]]
    regs = m * m // 64
    st = WaveState.create(1)
    st.vgpr[0, 0:4], st.vgpr[0, 16:24], st.vgpr[0, 100] = images["a"], images["b"], index
    st.vgpr[0, 128 : 128 + regs] = 0
    run(cdna4.ISA, f"{layout.name} v[128:{127 + regs}], v[0:3], v[16:23], v100", st)
    d = st.vgpr[0, 128 : 128 + regs].view(np.float32)
    got = np.array([[d[layout.d(i, j)[1], layout.d(i, j)[0]] for j in range(m)] for i in range(m)])
    np.testing.assert_array_equal(got, want)
