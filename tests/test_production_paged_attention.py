"""ROCm aiter's paged-attention decode kernels for MI300 (gfx942) run in the emulator, checked
against numpy.

What they compute: one decode step of attention over a paged KV cache. Sequence s has ctx_s
tokens, stored 16 a block in the cache blocks its row of the block table names, in order; query
head h reads KV head h // gqa. With the head size 128,

    O[s, h] = softmax(Q[s, h] K_s^T / sqrt(128)) V_s.

The code objects are aiter's (commit e4048607a535, MIT licence), copied unchanged to
tests/data/aiter/gfx942/:

- pa_a16w16_b16.co and pa_a16w16_f16.co (hsa/gfx942/; kernel pa_kernel_func): the 16-bit
  kernels of aiter's pa_fwd_asm from February 2025 (csrc/py_itfs_cu/asm_pa.cpp at a5922d1e8a),
  for one KV head and up to 8 query heads (the kernel never reads its workgroup's x; asm_pa.cpp
  at e0d7c6c79e checks num_kv_heads == 1, and op_tests/test_pa.py ran it with 4 or 8 heads);
- pa_bf16_noquant_gqa8_1tg_4w.co and pa_fp16_noquant_gqa8_1tg_4w.co (hsa/gfx942/pa/): what
  pa_fwd picks today for a 16-bit cache and a GQA ratio up to 8 (csrc/py_itfs_cu/asm_pa.cu,
  get_heuristic_kernel over hsa/gfx942/pa/pa_asm.csv);
- pa_bf16_pertokenFp8_gqa8_2tg_4w.co (hsa/gfx942/pa/): what it picks for an fp8 cache with
  per-token scales (high_precision 0, as op_tests/test_pa.py runs it).

Their arguments, as asm_pa.cu's KernelArgs lays them out (every field padded to 16 bytes: the
metadata's `pad` arguments): O and Q [seqs, heads, 128] (Qs: bytes from one sequence to the
next); the K cache [blocks, kv_heads, 128 / x, 16, x] and the V cache [blocks, kv_heads, 16 / x,
128, x], x the elements in 16 bytes (aiter's kv_cache_factory and asm_V_shuffle); BT, int32
[seqs, mblk], mblk its row stride; CL, int32 [seqs], the context lengths; KQ and VQ, f32
[blocks, kv_heads, 16], the tokens' scales (8-bit caches only); sclg = log2(e) / sqrt(128) in
f32; `batch` (kv_nheads in the host code), the KV heads; Bs and KVs, the caches' byte strides of
a block and of a KV head; mtp = 0 (one query token); GQA. One workgroup of 256 per KV head (x)
and sequence (y).

The oracle is that formula in float64 on the values the kernel reads (an 8-bit cache's codes
times their scales). The tolerance follows the kernels' own roundings (their disassembly): they
compute the scores in f32 MFMAs, the weights P = 2^(S sclg - max) with v_exp_f32 and their sum
l in f32, round P to the cache's type, multiply by V in f32 MFMAs and by v_rcp_f32(l), and round
O to the output type. With u_P and u_O the relative errors of those two roundings (to nearest:
2^-8 for bf16, 2^-11 for f16, 2^-4 for MI300's fp8 E4M3; toward zero: twice that),

    |O_kernel - O| <= u_O |O| + (1 + u_O) ((u_P + 2 eta + 2^-12) sum_t p_t |V_t| + f_P) + f_O,

where eta bounds the error of a score (127 f32 additions of exact products: at most
2^-17 sum_i |q_i k_ti|, over sqrt(128)), which moves each weight by a factor within exp(+-eta)
and so the normalised ones by exp(+-2 eta); 2^-12 covers the rest of the f32 work, about 2^-13
together (sums of at most 600 terms for sum_t P_t V_t and l, v_exp_f32 and v_rcp_f32 to one ulp,
MI300 ISA 12.8, the products and the rescaling of the sums from one 256-token chunk to the
next) and the second-order terms. f_O is the output rounding's absolute error below the normal
range (half the smallest subnormal; toward zero, all of it). The 16-bit P need no such term:
each test checks that every weight is at least 2^-14 of its row's largest, so every P is a
normal f16 and bf16. The fp8 kernel scales each 256-token chunk's P_t times v_scale_t (at most 1
times the largest scale) to 240 at its largest before rounding, so its f_P is 2^-11 (half fp8's
subnormal step, 2^-10) of that largest scale over 240, for each token's |V code| <= 240, times
the largest normalised weight (l is 1 over it): 2^-11 max(v_scale) p_max ctx.
"""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.device import Device

from tests.test_production_emulation import launch

GFX942 = Path(__file__).parent / "data" / "aiter" / "gfx942"
BLOCK, DIM = 16, 128
# the kernels' paths: under 256 tokens; 256-token chunks and then nothing, at most 64 tokens
# or more than 64, after an odd or an even number of chunks (their double buffers)
CONTEXTS = (7, 130, 300, 330, 512, 540, 600)
BF16, F16, FP8 = ml_dtypes.bfloat16, np.float16, ml_dtypes.float8_e4m3fnuz  # MI300 7.2 Table 30
SCLG = int(np.float32(np.log2(np.e) / np.sqrt(DIM)).view(np.uint32))  # asm_pa.cu's k_scalar


def rounding(dtype, nearest: bool = True) -> tuple[float, float]:
    """(relative, absolute) error of rounding a real to `dtype`: to nearest, half an ulp (2^-p
    of the value, p its significand's bits) or, below the normal range, half the subnormal
    step; toward zero, a whole one."""
    info = ml_dtypes.finfo(dtype)
    relative, absolute = 2.0 ** -(info.nmant + 1), float(info.smallest_subnormal) / 2
    return (relative, absolute) if nearest else (2 * relative, 2 * absolute)


def block_table(rng) -> np.ndarray:
    """Distinct cache blocks in shuffled order, one column more than the longest context needs
    (mblk); the cache has 3 blocks more than the table names (table.size + 3), so some blocks
    are no one's."""
    seqs, mblk = len(CONTEXTS), max(CONTEXTS) // BLOCK + 2
    return rng.permutation(seqs * mblk + 3)[: seqs * mblk].reshape(seqs, mblk).astype(np.int32)


def caches(keys: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """[blocks, kv_heads, 16 tokens, 128] keys and values in the kernels' layouts: K [blocks,
    kv_heads, 128 / x, 16, x] and V [blocks, kv_heads, 16 / x, 128, x], x elements 16 bytes."""
    n, heads = keys.shape[:2]
    x = 16 // keys.itemsize
    k = keys.reshape(n, heads, BLOCK, DIM // x, x).transpose(0, 1, 3, 2, 4)
    v = values.reshape(n, heads, BLOCK // x, x, DIM).transpose(0, 1, 2, 4, 3)
    return np.ascontiguousarray(k), np.ascontiguousarray(v)


def paged_attention(name, q, keys, values, table, kv_heads, gqa, scales=None) -> np.ndarray:
    """Launch `name` as asm_pa.cu's pa_fwd does; O's raw 16-bit codes. O has a sequence more
    than there are, filled with 0xffff, which the kernel must leave alone."""
    dev = Device("cdna3")
    seqs, heads, _ = q.shape
    k, v = caches(keys, values)
    out = dev.to_device(np.full((seqs + 1, heads, DIM), 0xFFFF, np.uint16))
    args = {
        "O": out, "Q": dev.to_device(q.view(np.uint16)), "K": dev.to_device(k.view(np.uint8)),
        "V": dev.to_device(v.view(np.uint8)), "BT": dev.to_device(table),
        "CL": dev.to_device(np.array(CONTEXTS, np.int32)), "sclg": SCLG, "mblk": table.shape[1],
        "batch": kv_heads, "Qs": q.strides[0], "Bs": k.strides[0], "KVs": k.strides[1], "mtp": 0,
        "GQA": gqa,
    }  # fmt: skip
    if scales is not None:
        args["KQ"], args["VQ"] = (dev.to_device(s) for s in scales)
    launch(dev, name, (kv_heads, seqs, 1), args, where=GFX942)
    got = out.to_numpy()
    assert np.all(got[seqs:] == 0xFFFF)
    return got[:seqs]


def attention(q, keys, values, table, gqa):
    """float64: O, sum_t p_t |V_t|, the largest p_t and eta (the bound of a score's f32 error,
    over sqrt(128)) for each sequence and query head; keys and values [blocks, kv_heads, 16,
    128]."""
    seqs, heads, _ = q.shape
    want, spread, top, eta = (np.zeros((seqs, heads, n)) for n in (DIM, DIM, 1, 1))
    for s, ctx in enumerate(CONTEXTS):
        blocks = table[s, : (ctx + BLOCK - 1) // BLOCK]
        for h in range(heads):
            k = keys[blocks, h // gqa].reshape(-1, DIM)[:ctx].astype(np.float64)
            v = values[blocks, h // gqa].reshape(-1, DIM)[:ctx].astype(np.float64)
            qh = q[s, h].astype(np.float64)
            scores = k @ qh / np.sqrt(DIM)
            p = np.exp(scores - scores.max())
            assert p.min() >= 2.0**-14  # every kernel weight is a normal f16 (p over its max)
            p /= p.sum()
            want[s, h], spread[s, h], top[s, h] = p @ v, p @ np.abs(v), p.max()
            eta[s, h] = 2.0**-17 * (np.abs(k) @ np.abs(qh)).max() / np.sqrt(DIM)
    return want, spread, top, eta


SIXTEEN_BIT = [
    ("pa_a16w16_b16.co", BF16, 1, 8, True),  # P, O: + 0x8000, the high half (nearest, ties away)
    ("pa_a16w16_f16.co", F16, 1, 4, True),  # v_cvt_f16_f32 (nearest even)
    ("pa_bf16_noquant_gqa8_1tg_4w.co", BF16, 2, 8, True),  # v_add3_u32 x, 0x7fff, 1: as above
    ("pa_fp16_noquant_gqa8_1tg_4w.co", F16, 2, 6, False),  # v_cvt_pkrtz_f16_f32 (toward zero)
]


@pytest.mark.parametrize("name,dtype,kv_heads,gqa,nearest", SIXTEEN_BIT)
def test_aiter_paged_attention_16_bit_cache(name, dtype, kv_heads, gqa, nearest):
    """Q, K and V of one 16-bit type (aiter's test draws K and V from [-1, 1]; Q from [-2, 2]
    here, for weights a few powers of two apart), O in it too."""
    rng = np.random.default_rng(16 * kv_heads + gqa)
    table = block_table(rng)
    shape = (table.size + 3, kv_heads, BLOCK, DIM)
    keys, values = (rng.uniform(-1, 1, shape).astype(dtype) for _ in range(2))
    q = rng.uniform(-2, 2, (len(CONTEXTS), kv_heads * gqa, DIM)).astype(dtype)
    got = paged_attention(name, q, keys, values, table, kv_heads, gqa)
    got = got.view(dtype).astype(np.float64)

    want, spread, _, eta = attention(q, keys, values, table, gqa)
    u, floor = rounding(dtype, nearest)
    bound = u * np.abs(want) + (1 + u) * (u + 2 * eta + 2.0**-12) * spread + floor
    assert np.all(np.abs(got - want) <= bound)


def test_aiter_paged_attention_fp8_cache_per_token_scales():
    """K and V drawn from [-1, 1] times a magnitude per token from [1/4, 2] (so that the tokens'
    scales differ) and quantised per token as aiter's pertoken_quant does (scale = the token's
    largest |value| / 240, codes rounded to nearest even). The kernel quantises Q to fp8 too,
    each head's row scaled to 240 at its largest; Q here is fp8 values times 2^-7 with a +-240
    in every row, which that quantisation keeps exact, so that its rounding of P times the V
    scales is its one 8-bit rounding."""
    kv_heads, gqa = 2, 8
    rng = np.random.default_rng(8)
    table = block_table(rng)
    shape = (table.size + 3, kv_heads, BLOCK, DIM)
    quantised = []
    for _ in range(2):
        x = rng.uniform(-1, 1, shape) * rng.uniform(0.25, 2, (*shape[:-1], 1))
        scale = (np.abs(x).max(axis=-1, keepdims=True) / 240).astype(np.float32)
        quantised.append(((x / scale).astype(FP8), scale))
    (k_codes, k_scale), (v_codes, v_scale) = quantised
    codes = rng.uniform(-240, 240, (len(CONTEXTS), kv_heads * gqa, DIM)).astype(FP8)
    codes = codes.astype(np.float64)
    largest = rng.integers(0, DIM, codes.shape[:2])[..., None]
    np.put_along_axis(codes, largest, rng.choice([-240.0, 240.0], largest.shape), axis=-1)
    q = (codes * 2.0**-7).astype(BF16)
    assert np.all(q.astype(np.float64) == codes * 2.0**-7)
    scales = (k_scale[..., 0].copy(), v_scale[..., 0].copy())
    name = "pa_bf16_pertokenFp8_gqa8_2tg_4w.co"
    got = paged_attention(name, q, k_codes, v_codes, table, kv_heads, gqa, scales)
    got = got.view(BF16).astype(np.float64)

    keys, values = (c.astype(np.float64) * s for c, s in ((k_codes, k_scale), (v_codes, v_scale)))
    want, spread, top, eta = attention(q, keys, values, table, gqa)
    (u_p, _), (u_o, floor_o) = rounding(FP8), rounding(BF16)
    floor_p = 2.0**-11 * float(v_scale.max()) * top * np.array(CONTEXTS)[:, None, None]
    error = (u_p + 2 * eta + 2.0**-12) * spread + floor_p  # O's before its rounding to bf16
    bound = u_o * np.abs(want) + (1 + u_o) * error + floor_o
    assert np.all(np.abs(got - want) <= bound)
