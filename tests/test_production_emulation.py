"""Production kernels of ROCm aiter and MIOpen run in the emulator, checked against numpy.

The code objects are aiter's own (MIT licence, copied unchanged: tests/data/aiter/README.md)
and MIOpen's generated assembly, unchanged, assembled with LLVM (tests/data/miopen/README.md);
nothing here wrote their instructions. Their arguments are laid out as aiter's host code lays
them out (csrc/py_itfs_cu/asm_topksoftmax.cu, asm_gemm_a8w8.cu: every field padded to 16
bytes, which the code objects' own metadata lists as `pad` arguments), and each result is
held to numpy:

- topksoftmax (CDNA3 and CDNA4; f32 and bf16 logits; 128 to 640 experts; top 4 to 8; 4 or 12
  tokens a workgroup): each token's top-k expert indices exactly, as numpy's softmax and a
  stable sort rank them (logits drawn so that no two are equal), and their softmax weights,
  renormalised to sum 1 or not, within 2e-6 relative (the kernel's exp is v_exp_f32, an
  approximation of 2^x to about one ulp);
- flash attention forward (CDNA3 and CDNA4, head dimension 128, bf16; plain and causal on
  CDNA4; 8 waves a workgroup, 64 KB of LDS on CDNA3, 160 KB on CDNA4): O = softmax(Q K^T / sqrt(128)) V for every head, the sequence
  lengths not multiples of the kernel's tiles, each element within u |O| + (1 + u) (u + 2 eta
  + 2^-12) sum_t p_t |V_t| of the exact value, u = 2^-8: the kernel rounds the probabilities
  P and O to bf16 (u each), a score's f32 sum of 128 exact products errs by at most eta =
  2^-17 sum_i |q_i k_ti| / sqrt(128), which moves the normalised weights by a factor within
  exp(+-2 eta), and 2^-12 covers the rest of the f32 work (sums of at most 320 terms, v_exp_f32
  and v_rcp_f32 to an ulp) as tests/test_production_paged_attention.py derives it; the
  log-sum-exp per row within 2e-6;
- the FMHA backward pass's first kernel (CDNA3 fp16, CDNA4 bf16; head dimension 64): D =
  the dot product of dO and O along each row, for every batch, head and row (the sequence
  length not a multiple of the kernel's 128 rows), within f32 summation's bound (64 terms:
  64 * 2^-24 times the sum of the terms' magnitudes) of the exact sum;
- the MXFP4 GEMM (v_mfma_scale_f32_16x16x128_f8f6f4 on fp4 data with e8m0 scales per 32
  elements along K), A, B and the scales in aiter's layouts (two fp4 codes a byte, low nibble
  first; B by shuffle_weight((16, 16)); scales padded and reordered by shuffle_scale): every
  element within one bf16 ulp of the exact value, and at least 99% equal to it rounded to
  nearest even to f32 and then to bf16 (the kernel converts with v_cvt_pk_bf16_f32);
- MIOpen's implicit-GEMM convolutions forward for gfx90a (NHWC input, KYXC weights, NHWK
  output; its host code's arguments: magic-number divisors and their packed shifts): the f32
  kernel on 3x3 and 3x2 filters with padding, stride and dilation, within f32 summation's bound
  of the exact sum; the bf16 kernel, which MIOpen picks for 1x1 filters only (its K loop covers
  the channels alone), within one bf16 ulp and f32 summation's bound; and the f32 weight
  gradient (also 1x1 only), dW = dY^T X over every batch and pixel, within f32 summation's
  bound;
- the fp8 GEMM of CDNA3 with block scales (A's per row and 128 K, B's per 128 x 128 block;
  B pre-shuffled, A's scales transposed, as aiter's host code and tests pass them): every
  element within one bf16 ulp of the exact value with A and B in MI300's fp8 (E4M3 with bias
  8, MI300 7.2 Table 30); read as gfx950's OCP fp8 it would be 4 times too large;
- the int8 GEMM (CDNA3 and CDNA4) with per-token and per-channel f32 scales and an f32 bias, B pre-shuffled as
  aiter's shuffle_weight((16, 16)) does, bf16 out: every element within one bf16 ulp of the
  exact value (numpy in int64 and f64), and at least 99% equal to that value rounded to f32
  and cut to its high 16 bits (the kernel packs its bf16 results with v_perm_b32 taking the
  high halves of f32 values, so it truncates).
"""

from __future__ import annotations

import re
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.device import Device
from cdna_isa.runtime.objfile import read_code_object

AITER = Path(__file__).parent / "data" / "aiter"
ARCH = {"gfx942": "cdna3", "gfx950": "cdna4"}


def launch(dev: Device, name: str, grid, values: dict, where: Path | None = None, block: int = 256) -> None:
    """Load the code object `name` (under `where`, aiter's by default), lay its metadata's
    arguments out from `values` (name -> device array or number, its bits as the argument's
    width; `pad` and anything not named: 0) and launch `grid` workgroups of `block` work-items,
    as the library's host code does."""
    data = ((where or AITER) / name).read_bytes()
    meta = read_code_object(data).metadata()["amdhsa.kernels"][0]
    args = []
    for arg in meta[".args"]:
        value = values.get(arg[".name"], 0)
        if arg[".value_kind"] == "by_value":
            bits = {4: (np.uint32, np.int32), 8: (np.uint64, np.int64)}[arg[".size"]]
            value = np.array([value % (1 << 8 * arg[".size"])], bits[0]).view(bits[1])[0]
        args.append(value)
    dev.load(data).launch(meta[".name"], grid=grid, block=(block, 1, 1), args=tuple(args))


# logits: distinct bf16 values of magnitude 1/8 to 8 (neighbours then differ by 2^-10 or more,
# so no two softmax weights tie in f32 either)
_CODES = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
_EXPONENT = _CODES >> 7 & 0xFF  # the magnitudes 1/8 .. 8: biased exponents 124 .. 129 (8 itself: 130)
LOGITS = _CODES[(_EXPONENT >= 124) & (_EXPONENT <= 129) | (_CODES & 0x7FFF == 0x4100)]
LOGITS = LOGITS.view(ml_dtypes.bfloat16).astype(np.float64)


TOPK = [
    ("gfx950", "topksoftmax_4x128x4.co"),
    ("gfx950", "gfx950/topksoftmax_12x128x8_bf16.co"),
    ("gfx950", "gfx950/topksoftmax_4x640x8.co"),
    ("gfx942", "gfx942/topksoftmax_4x128x6_bf16.co"),
    ("gfx942", "gfx942/topksoftmax_12x256x8.co"),
]


@pytest.mark.parametrize("renormalize", [0, 1])
@pytest.mark.parametrize("target,name", TOPK)
def test_aiter_topksoftmax(target, name, renormalize):
    per_group, experts, topk = map(int, re.search(r"_(\d+)x(\d+)x(\d+)", name).groups())
    bf16 = name.endswith("_bf16.co")
    tokens = 2 * per_group + 3  # a last workgroup with fewer tokens than it takes
    rng = np.random.default_rng(experts + topk + renormalize)
    logits = np.stack([rng.choice(LOGITS, experts, replace=False) for _ in range(tokens)])
    logits = logits.astype(ml_dtypes.bfloat16 if bf16 else np.float32)
    dev = Device(ARCH[target])
    indices = dev.to_device(np.full((tokens, topk), -1, np.int32))
    weights = dev.to_device(np.zeros((tokens, topk), np.float32))
    gating = dev.to_device(logits.view(np.uint16) if bf16 else logits)
    launch(dev, name, ((tokens + per_group - 1) // per_group, 1, 1), {
        "T": indices, "W": weights, "A": gating, "batch": tokens, "expert": experts,
        "topk": topk, "renormalize": renormalize, "out_stride": topk * 4,
    })  # fmt: skip

    x = logits.astype(np.float64)
    p = np.exp(x - x.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    want_indices = np.argsort(-p, axis=1, kind="stable")[:, :topk]
    want_weights = np.take_along_axis(p, want_indices, axis=1)
    if renormalize:
        want_weights /= want_weights.sum(axis=1, keepdims=True)
    np.testing.assert_array_equal(indices.to_numpy(), want_indices)
    np.testing.assert_allclose(weights.to_numpy(), want_weights, rtol=2e-6, atol=0)


def shuffle_weight_16x16(b: np.ndarray) -> np.ndarray:
    """aiter's shuffle_weight(layout=(16, 16)) for 1-byte elements: [N, K] viewed as
    [N/16, 16, K/32, 2, 16], axes reordered to [N/16, K/32, 2, 16 (n), 16 (k)]."""
    n, k = b.shape
    return b.reshape(n // 16, 16, k // 32, 2, 16).transpose(0, 2, 3, 1, 4).reshape(n, k).copy()


INT8_GEMMS = [
    ("gfx950", "I8gemm_bf16_perTokenI8_BpreShuffle_16x128.co", 16, (16, 128, 256)),
    ("gfx950", "I8gemm_bf16_perTokenI8_BpreShuffle_16x128.co", 16, (37, 256, 512)),
    ("gfx942", "gfx942/I8gemm_bf16_perTokenI8_BpreShuffle_32x128.co", 32, (45, 256, 512)),
]


@pytest.mark.parametrize("target,name,tile_m,shape", INT8_GEMMS)
def test_aiter_int8_gemm_per_token_scales(target, name, tile_m, shape):
    m, n, k = shape
    rng = np.random.default_rng(m + n + k)
    a = rng.integers(-128, 128, (m, k), dtype=np.int8)
    b = rng.integers(-128, 128, (n, k), dtype=np.int8)
    a_scale = rng.uniform(0.001, 0.02, (m, 1)).astype(np.float32)
    b_scale = rng.uniform(0.001, 0.02, (1, n)).astype(np.float32)
    bias = (rng.random((1, n)) * 10).astype(np.float32)
    dev = Device(ARCH[target])
    out = dev.to_device(np.zeros((m, n), np.uint16))
    launch(dev, name, (n // 128, (m + tile_m - 1) // tile_m, 1), {
        "C": out, "A": dev.to_device(a), "B": dev.to_device(shuffle_weight_16x16(b)),
        "SA": dev.to_device(a_scale), "SB": dev.to_device(b_scale), "BIAS": dev.to_device(bias),
        "M": m, "Ndim": n, "K": k, "PA": k, "PB": k, "PC": n * 2, "KS": 1,
    })  # fmt: skip  (aiter's grid: N / tile_n by ceil(M / tile_m) workgroups)

    got = out.to_numpy().view(ml_dtypes.bfloat16).astype(np.float64)
    exact = (a.astype(np.int64) @ b.astype(np.int64).T) * a_scale.astype(np.float64) * b_scale + bias
    ulp = np.abs(exact.astype(ml_dtypes.bfloat16).astype(np.float64)) * 2.0**-7
    assert np.all(np.abs(got - exact) <= ulp)
    truncated = (exact.astype(np.float32).view(np.uint32) & 0xFFFF0000).view(np.float32)
    assert np.mean(got == truncated) >= 0.99


def test_agprs_start_at_the_descriptors_accum_offset():
    """aiter's GEMM metadata gives .vgpr_count 512 and no .agpr_count; its kernel descriptor
    (llvm-objdump -s -j .rodata at the .kd symbol, 0xf80) holds COMPUTE_PGM_RSRC3 = 0x3f at
    byte 44 (ACCUM_OFFSET 63: AGPRs from (63 + 1) * 4 = 256) and COMPUTE_PGM_RSRC1 = 0x000c033f
    at byte 48 (GRANULATED_WORKITEM_VGPR_COUNT 63: 64 granules of 8 = 512 registers), so a0 is
    register 256 of the unified file, as the hardware places it (LLVM AMDGPUUsage, kernel
    descriptor for gfx90a and later)."""
    data = (AITER / "I8gemm_bf16_perTokenI8_BpreShuffle_16x128.co").read_bytes()
    name = read_code_object(data).metadata()["amdhsa.kernels"][0][".name"]
    assert Device("cdna4").load(data).kernel(name).vector_file() == (512, 256)


ODO = [("gfx950", "bwd_hd64_odo_bf16.co", ml_dtypes.bfloat16), ("gfx942", "gfx942/bwd_hd64_odo_fp16.co", np.float16)]


@pytest.mark.parametrize("target,name,dtype", ODO)
def test_aiter_attention_backward_dot_do_o(target, name, dtype):
    batch, heads, rows, dim = 2, 3, 200, 64
    rng = np.random.default_rng(rows)
    o = rng.standard_normal((batch, heads, rows, dim)).astype(dtype)
    do = rng.standard_normal((batch, heads, rows, dim)).astype(dtype)
    dev = Device(ARCH[target])
    d = dev.to_device(np.full((batch, heads, rows), -7.0, np.float32))
    row, head, seq = dim * 2, rows * dim * 2, heads * rows * dim * 2  # bytes (aiter: strides * 2)
    launch(dev, name, ((rows + 127) // 128, heads, batch), {
        "O": dev.to_device(o.view(np.uint16)), "dO": dev.to_device(do.view(np.uint16)), "D": d,
        "Hs_o": head, "BAs_o": seq, "Seqs_o": row, "Hs_do": head, "BAs_do": seq, "Seqs_do": row,
        "Hs_d": rows * 4, "BAs_d": heads * rows * 4, "Seqs_d": 4, "seqlen_q": rows, "head_dim": dim,
    })  # fmt: skip  (aiter: ceil(seqlen / 128) by heads by batch workgroups)
    terms = o.astype(np.float64) * do.astype(np.float64)
    bound = dim * 2.0**-24 * np.abs(terms).sum(axis=-1)
    assert np.all(np.abs(d.to_numpy() - terms.sum(axis=-1)) <= bound)


FP4 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])  # E2M1 codes


def shuffle_scale(scale: np.ndarray) -> np.ndarray:
    """aiter's shuffle_scale for e8m0 bytes: padded to rows a multiple of 256 and columns of 8,
    viewed as [rows/32, 2, 16, cols/8, 2, 4] and reordered to [rows/32, cols/8, 4, 16, 2, 2]."""
    m, n = scale.shape
    padded = np.zeros(((m + 255) // 256 * 256, (n + 7) // 8 * 8), np.uint8)
    padded[:m, :n] = scale
    sm, sn = padded.shape
    return padded.reshape(sm // 32, 2, 16, sn // 8, 2, 4).transpose(0, 3, 5, 2, 4, 1).reshape(sm, sn).copy()


@pytest.mark.parametrize("m,n,k", [(32, 128, 256), (45, 256, 512)])
def test_aiter_mxfp4_gemm(m, n, k):
    rng = np.random.default_rng(m + n + k)
    a_codes = rng.integers(0, 16, (m, k), dtype=np.uint8)
    b_codes = rng.integers(0, 16, (n, k), dtype=np.uint8)
    a_scale = rng.integers(120, 134, (m, k // 32), dtype=np.uint8)  # e8m0: 2^-7 .. 2^6
    b_scale = rng.integers(120, 134, (n, k // 32), dtype=np.uint8)

    def packed(codes):  # two codes a byte, the even element in the low nibble
        return (codes[:, 1::2] << 4 | codes[:, ::2]).astype(np.uint8)

    dev = Device("cdna4")
    sa, sb = shuffle_scale(a_scale), shuffle_scale(b_scale)
    out = dev.to_device(np.zeros(((m + 31) // 32 * 32, n), np.uint16))  # aiter pads rows to 32
    launch(dev, "f4gemm_bf16_per1x32Fp4_BpreShuffle_32x128.co", ((n + 127) // 128, (m + 31) // 32, 1), {
        "D": out, "A": dev.to_device(packed(a_codes)),
        "B": dev.to_device(shuffle_weight_16x16(packed(b_codes))),
        "ScaleA": dev.to_device(sa), "ScaleB": dev.to_device(sb),
        "alpha": int(np.float32(1.0).view(np.int32)), "beta": 0,
        "strideD0": n, "strideC0": n, "strideA0": k, "strideB0": k, "Mdim": m, "Ndim": n, "Kdim": k,
        "strideScaleA0": sa.shape[1], "strideScaleB0": sb.shape[1],
    })  # fmt: skip  (aiter's grid: ceil(N / 128) by ceil(M / 32))

    got = out.to_numpy()[:m].view(ml_dtypes.bfloat16).astype(np.float64)
    a = FP4[a_codes] * np.repeat(2.0 ** (a_scale.astype(np.float64) - 127), 32, axis=1)
    b = FP4[b_codes] * np.repeat(2.0 ** (b_scale.astype(np.float64) - 127), 32, axis=1)
    exact = a @ b.T  # products and sums of these few-bit values are exact in f64
    nearest = exact.astype(np.float32).astype(ml_dtypes.bfloat16).astype(np.float64)
    assert np.all(np.abs(got - exact) <= np.abs(nearest) * 2.0**-7)
    assert np.mean(got == nearest) >= 0.99


MIOPEN = Path(__file__).parent / "data" / "miopen"


def magic_divisor(d: int) -> tuple[int, int]:
    """MIOpen's magic_div_u32_gen: (magic, shift) with n / d = (mulhi(magic, n) + n) >> shift."""
    shift = next(s for s in range(33) if 1 << s >= d)
    return ((1 << 32) * ((1 << shift) - d)) // d + 1, shift


# (fixture, element type, gemm_m and gemm_n per workgroup, problem: n, c, hi, wi, k, y, x,
# stride h/w, dilation h/w, pad h/w)
CONVOLUTIONS = [
    ("igemm_fwd_fp32_bt128x64x8_pta.co", np.float32, 128, 64, (2, 32, 10, 10, 64, 3, 3, 1, 1, 1, 1, 1, 1)),
    ("igemm_fwd_fp32_bt128x64x8_pta.co", np.float32, 128, 64, (3, 16, 9, 7, 64, 3, 2, 2, 1, 1, 2, 1, 0)),
    ("igemm_fwd_bf16_bt128x64x32_pta.co", ml_dtypes.bfloat16, 128, 64, (1, 32, 8, 16, 64, 1, 1, 1, 1, 1, 1, 0, 0)),
]  # fmt: skip


@pytest.mark.parametrize("name,dtype,m_tile,n_tile,problem", CONVOLUTIONS)
def test_miopen_convolution_forward(name, dtype, m_tile, n_tile, problem):
    n, c, hi, wi, k, y, x, sh, sw, dh, dw, ph, pw = problem
    ho, wo = (hi + 2 * ph - dh * (y - 1) - 1) // sh + 1, (wi + 2 * pw - dw * (x - 1) - 1) // sw + 1
    gemm_m, gemm_n = n * ho * wo, k
    tiles_m, tiles_n = (gemm_m + m_tile - 1) // m_tile, (gemm_n + n_tile - 1) // n_tile
    divisors = [magic_divisor(d) for d in (tiles_n, ho * wo, wo, tiles_m * tiles_n)]
    rng = np.random.default_rng(sum(problem))
    inp = rng.standard_normal((n, hi, wi, c)).astype(dtype)
    wei = rng.standard_normal((k, y, x, c)).astype(dtype)

    def raw(a):
        return a.view(np.uint16) if dtype == ml_dtypes.bfloat16 else a

    dev = Device("cdna2")
    out = dev.to_device(raw(np.zeros((n, ho, wo, k), dtype)))
    values = {"p_in": dev.to_device(raw(inp)), "p_wei": dev.to_device(raw(wei)), "p_out": out,
              "hi": hi, "wi": wi, "n_": n, "k": k, "c": c, "ho": ho, "wo": wo, "stride_h": sh,
              "stride_w": sw, "dilation_h": dh, "dilation_w": dw, "pad_h": ph, "pad_w": pw, "y_": y,
              "x": x, "group": 1, "shift_pack_0": sum(s << 8 * i for i, (_, s) in enumerate(divisors)),
              "magic_4": magic_divisor(1)[0], "magic_5": magic_divisor(1)[0]}  # fmt: skip
    values.update({f"magic_{i}": m for i, (m, _) in enumerate(divisors)})
    launch(dev, name, (tiles_m * tiles_n, 1, 1), values, MIOPEN)  # MIOpen: one workgroup a tile

    padded = np.pad(inp.astype(np.float64), ((0, 0), (ph, ph), (pw, pw), (0, 0)))
    exact, magnitude = np.zeros((n, ho, wo, k)), np.zeros((n, ho, wo, k))
    for i in range(y):
        for j in range(x):
            patch = padded[:, i * dh : i * dh + sh * (ho - 1) + 1 : sh, j * dw : j * dw + sw * (wo - 1) + 1 : sw]
            exact += patch @ wei[:, i, j, :].astype(np.float64).T
            magnitude += np.abs(patch) @ np.abs(wei[:, i, j, :].astype(np.float64)).T
    got = out.to_numpy()
    got = (got.view(ml_dtypes.bfloat16) if dtype == ml_dtypes.bfloat16 else got).astype(np.float64)
    bound = c * y * x * 2.0**-24 * magnitude
    if dtype == ml_dtypes.bfloat16:
        bound += np.abs(exact.astype(ml_dtypes.bfloat16).astype(np.float64)) * 2.0**-7
    assert np.all(np.abs(got - exact) <= bound)


def test_vgprs_past_the_accum_offset_are_the_agprs(isa):
    """MI300 3.6.4 and Table 21 (GPR_ALLOC): a wave's VGPRs start at VGPR_BASE and its AGPRs
    ACCV_OFF * 4 registers further, within one allocation of VGPR_SIZE registers; MIOpen's
    gfx90a convolutions (accum_offset 52, 88 registers) keep their MFMA accumulators in v52 and
    up. So with AGPRs from register 52, v60 is a8: a value written to one reads from the other,
    and v87 is the last register there is."""
    from cdna_isa.runtime.wave import ExecutionError, WaveState

    from tests.emulate import run

    st = WaveState.create(1, vgprs=88, agpr_base=52)
    run(isa, "v_mov_b32 v60, 7\nv_accvgpr_read_b32 v1, a8\nv_accvgpr_write_b32 a9, 5\nv_mov_b32 v2, v61", st)
    assert st.vgpr[0, 1].tolist() == [7] * 64 and st.vgpr[0, 2].tolist() == [5] * 64
    with pytest.raises(ExecutionError, match="v88 is outside the wave's register allocation"):
        run(isa, "v_mov_b32 v88, 0", WaveState.create(1, vgprs=88, agpr_base=52))


def test_miopen_convolution_weight_gradient():
    """MIOpen's host code for this kernel (conv_asm_implicit_gemm_gtc_wrw_nhwc.cpp): one split of
    the GEMM's K (every batch and pixel) rounded up to the kernel's 32, C padded to its 4-channel
    vectors, ceil(K / 32) x ceil(C / 32) workgroups. 40 channels: a tile only partly filled."""
    n, c, hi, wi, k = 2, 40, 6, 10, 64
    rng = np.random.default_rng(c)
    x = rng.standard_normal((n, hi, wi, c)).astype(np.float32)
    dy = rng.standard_normal((n, hi, wi, k)).astype(np.float32)
    dev = Device("cdna2")
    dw = dev.to_device(np.zeros((k, 1, 1, c), np.float32))
    pixels = n * hi * wi
    launch(dev, "igemm_wrw_fp32_bt32x32x32.co", ((k + 31) // 32 * ((c + 31) // 32), 1, 1), {
        "p_in": dev.to_device(x), "p_wei": dw, "p_out": dev.to_device(dy), "hi": hi, "wi": wi,
        "n_": n, "k": k, "c": c, "ho": hi, "wo": wi, "stride_h": 1, "stride_w": 1,
        "dilation_h": 1, "dilation_w": 1, "y_": 1, "x": 1, "gemm_k_global_split": 1, "group": 1,
        "__pack_0": (pixels + 31) // 32 * 32,
    }, MIOPEN)  # fmt: skip
    exact = dy.reshape(pixels, k).astype(np.float64).T @ x.reshape(pixels, c).astype(np.float64)
    magnitude = np.abs(dy.reshape(pixels, k).astype(np.float64)).T @ np.abs(x.reshape(pixels, c))
    assert np.all(np.abs(dw.to_numpy()[:, 0, 0, :] - exact) <= pixels * 2.0**-24 * magnitude)


FLASH = [
    ("gfx950", "gfx950/fwd_hd128_bf16.co", False, 256, 256),
    ("gfx950", "gfx950/fwd_hd128_bf16_causal.co", True, 256, 256),
    ("gfx950", "gfx950/fwd_hd128_bf16.co", False, 300, 320),
    ("gfx942", "gfx942/fwd_hd128_bf16_rtne.co", False, 300, 320),
]


@pytest.mark.parametrize("target,name,causal,rows,keys", FLASH)
def test_aiter_flash_attention_forward(target, name, causal, rows, keys):
    """aiter's host code (csrc/cpp_itfs/mha_fwd.cu): byte strides of [batch, sequence, head,
    dimension] tensors, the tile of 256 query rows, tune option 5, workgroups of 512 over
    ceil(rows / 256) (halved, rounded up, when causal) by heads by batch."""
    batch, heads, dim = 1, 2, 128
    rng = np.random.default_rng(rows + keys + causal)
    q, k, v = (rng.standard_normal((batch, n, heads, dim)).astype(ml_dtypes.bfloat16) for n in (rows, keys, keys))
    dev = Device(ARCH[target])
    out = dev.to_device(np.zeros((batch, rows, heads, dim), np.uint16))
    lse = dev.to_device(np.zeros((batch, heads, rows), np.float32))
    row, head = heads * dim * 2, dim * 2
    tiles = ((rows + 255) // 256 + causal) // (1 + causal)
    launch(dev, name, (tiles, heads, batch), {
        "R": out, "Q": dev.to_device(q.view(np.uint16)), "K": dev.to_device(k.view(np.uint16)),
        "V": dev.to_device(v.view(np.uint16)), "LSE": lse,
        "scalar": int(np.float32(1 / np.sqrt(dim)).view(np.uint32)), "seq_len": rows,
        "Seqs": row, "Ts": 256 * row, "Hs": head, "Bs": rows * row, "gqa": 1, "k_Seqs": row,
        "k_Hs": head, "k_Bs": keys * row, "msk_opt": 5, "lse": 1, "kv_seq_len": keys,
        "qk_head_dim": dim, "v_head_dim": dim, "q_head_num": heads, "v_Seqs": row, "v_Hs": head,
        "v_Bs": keys * row, "r_Seqs": row, "r_Hs": head, "r_Bs": rows * row, "lse_Hs": rows * 4,
    }, block=512)  # fmt: skip

    qf, kf, vf = (x.astype(np.float64) for x in (q, k, v))
    scores = np.einsum("bshd,bthd->bhst", qf, kf) / np.sqrt(dim)
    if causal:  # query i sees keys up to i + (keys - rows), aligned at the end
        scores = np.where(np.triu(np.ones((rows, keys), bool), 1 + keys - rows), -np.inf, scores)
    top = scores.max(axis=-1, keepdims=True)
    p = np.exp(scores - top)
    total = p.sum(axis=-1, keepdims=True)
    p /= total
    want = np.einsum("bhst,bthd->bshd", p, vf)
    spread = np.einsum("bhst,bthd->bshd", p, np.abs(vf))
    magnitudes = np.einsum("bshd,bthd->bhst", np.abs(qf), np.abs(kf)).max(axis=-1)
    eta = (2.0**-17 * magnitudes / np.sqrt(dim)).transpose(0, 2, 1)[..., None]  # [b, s, h, 1]
    u = 2.0**-8
    got = out.to_numpy().view(ml_dtypes.bfloat16).astype(np.float64)
    assert np.all(np.abs(got - want) <= u * np.abs(want) + (1 + u) * (u + 2 * eta + 2.0**-12) * spread)
    np.testing.assert_allclose(lse.to_numpy(), (np.log(total) + top)[..., 0], rtol=0, atol=2e-6)


@pytest.mark.parametrize("m,n,k", [(32, 128, 256), (45, 256, 512)])
def test_aiter_fp8_block_scale_gemm_cdna3(m, n, k):
    """aiter's asm_a8w8_blockscale_bpreshuffle.cu: C = sum over 128-wide K blocks of (A B^T)
    times A's scale (row, block) times B's scale (128-row block of N, block), bf16 out; A's
    scales stored K-block-major (aiter passes x_scale transposed), ceil(M / 32) x N / 128
    workgroups of 256."""
    fp8 = ml_dtypes.float8_e4m3fnuz  # MI300 7.2 Table 30 (tests/test_fnuz_conversions.py)
    rng = np.random.default_rng(m + n + k)
    a = (rng.random((m, k)) * 0.8).astype(fp8)
    b = (rng.random((n, k)) * 0.8).astype(fp8)
    blocks_k, blocks_n = k // 128, n // 128
    a_scale = rng.random((m, blocks_k)).astype(np.float32)
    b_scale = rng.random((blocks_n, blocks_k)).astype(np.float32)
    dev = Device("cdna3")
    out = dev.to_device(np.zeros((m, n), np.uint16))
    launch(dev, "gfx942/fp8gemm_bf16_blockscale_BpreShuffle_32x128.co", (n // 128, (m + 31) // 32, 1), {
        "C": out, "A": dev.to_device(a.view(np.uint8)), "B": dev.to_device(shuffle_weight_16x16(b.view(np.uint8))),
        "SA": dev.to_device(a_scale.T.copy()), "SB": dev.to_device(b_scale),
        "BIAS": dev.to_device(np.zeros((1, n), np.float32)), "M": m, "Ndim": n, "K": k, "PA": k,
        "PB": k, "PC": n * 2, "KS": 1, "scale_m": m, "scale_n": blocks_n, "scale_k": blocks_k,
    })  # fmt: skip
    exact = np.zeros((m, n))
    for kb in range(blocks_k):
        cols = slice(kb * 128, (kb + 1) * 128)
        product = a[:, cols].astype(np.float64) @ b[:, cols].astype(np.float64).T
        exact += product * a_scale[:, kb : kb + 1] * np.repeat(b_scale[:, kb], 128)[None, :]
    got = out.to_numpy().view(ml_dtypes.bfloat16).astype(np.float64)
    assert np.all(np.abs(got - exact) <= np.abs(exact.astype(ml_dtypes.bfloat16).astype(np.float64)) * 2.0**-7)
