"""ROCm aiter's MLA decode kernels (multi-head latent attention, DeepSeek-style) for MI300
(gfx942) and MI350 (gfx950) run in the emulator, checked against numpy.

What they compute: stage 1 of one decode step of absorbed MLA. Each sequence's cache holds
one 576-element row a token (kv_lora_rank 512 + qk_rope_head_dim 64, one KV head, page size
1, aiter's default), which serves as the key; its first 512 elements are the value. Sequence b
reads the cache rows kv_indices[kv_indptr[b] : kv_indptr[b + 1]]; each of its H query heads
(8 or 16, the GQA ratio; one query token) has a 576-element q (512 nope + 64 rope). The
sequence's tokens are cut into tiles of T tokens (64, or 128 for gfx950's fp8 16-head kernel:
`s_lshr_b32 s44, T, s69` after `s_mov_b32 s69, 0`, which also discards log2_plen) and tile j
goes to split j mod S, one workgroup per sequence (y) and split (z); split s of sequence b
writes, for each head,

    R[b, s, h] = softmax_t(scale q_h . k_t) v_t and LSE[b, s, h] = ln sum_t exp(scale q_h . k_t)

over its tokens t (f32), and nothing at all when it has none. aiter's stage 2 is a Triton
kernel (aiter/mla.py, _fwd_kernel_stage2_asm), done here in float64: O = sum_s exp(LSE_s - M) R_s
/ sum_s exp(LSE_s - M) over the first min(S, ceil(ctx / 64)) splits. With one split (aiter
then sets out_16_nosplit) the fp8 kernels write O itself, in bf16, and no LSE, into the buffer
aiter/mla.py returns as the output.

The code objects are aiter's (commit e4048607a535, MIT licence), copied unchanged: under
tests/data/aiter/gfx942/ and gfx950/, mla_dec_stage1_bf16_a16w16_subQ16_mqa16.co,
mla_a16w16_qh8_qseqlen1_gqaratio8_v3.co (both arches), mla_a8w8_qh16_qseqlen1_gqaratio16.co
(both) and gfx942/mla_a8w8_qh8_qseqlen1_gqaratio8_v1.co, from hsa/<arch>/mla/; gfx950's
mla_a8w8_qh8_qseqlen1_gqaratio8_v3.co is the fixture already at tests/data/aiter/. They are
what csrc/py_itfs_cu/asm_mla.cu (mla_decode_stage1_asm_fwd, get_heuristic_kernel_mla over
hsa/<arch>/mla/mla_asm.csv) picks for a non-persistent decode with one query token, bf16 or
fp8 Q and cache, and 16 or 8 heads. Their arguments are its KernelArgs (every field padded to
16 bytes; the code objects' metadata names them after aiter's paged-attention kernels, so they
are matched by offset): R and LSE, f32 [batch, S, H, 512] and [batch, S, H]; Q [batch, H,
576]; the cache; kv_indptr, kv_indices and kv_last_page_lens (int32; the last unread);
scalar = 1 / sqrt(576) in f32; s_MQA = H; s_kv_split = S; s_Q_Bs and s_Bs, the byte strides of
a sequence's Q and of a cache row; s_log2_plen = 0; qo_indptr and num_kv_splits_indptr (read
by the gfx950 fp8 kernels, which take each sequence's split count from the latter); q_scale
and kv_scale ([1] f32, fp8 only); out_16_nosplit = (S == 1). The grid is 1 x batch x S
workgroups of 256. The cache has spare rows at its end that no sequence uses: gfx942's 8-head
fp8 kernel (v1) loads each token's rope dwords twice, the second time 32 bytes further
(`buffer_load_dword v73, v36, s[20:23], 0 offen offset:32`, like the bf16 kernels' offset:64
for their 128-byte rope), which reads past the end of the last row.

The oracle is that formula in float64 on the values the kernel reads (fp8 codes times their
scales). The tolerance follows the kernels' own roundings (their disassembly): they compute
the scores in f32 MFMAs on exact products, the weights P = 2^(S c - m c) with c = scale log2(e)
(times q_scale kv_scale) by an f32 fma and v_exp_f32, relative to the running maximum m of the
tiles so far, and their sum l in f32; they round P to the cache's type (bf16: v_add3_u32 x,
0x7fff, 1 and the high half, to nearest, ties away; fp8: v_cvt_pk_fp8_f32, to nearest even
(MI300 ISA), unscaled, so that P below fp8's normal range is subnormal), multiply by V in f32
MFMAs and by v_rcp_f32(l) (and kv_scale), and LSE = m scale + v_log_f32(l) / log2(e). With
u_P the relative and f_P the absolute error of P's rounding (2^-8 and 0 for bf16, every P a
normal bf16 here; 2^-4 and half the subnormal step for fp8: 2^-11 for MI300's E4M3FNUZ, 2^-10
for OCP E4M3), a split's

    |R - R_exact| <= ((1 + u_P) g - 1) sum_t w_t |v_t| + g f_P w_max sum_t |v_t|,
    |LSE - LSE_exact| <= eta + 2^-12,         g = exp(2 eta) (1 + 2^-12),

w_t the exact weights (w_max the largest, 1 / l in units of the largest P), where eta bounds a
score's error (575 f32 additions of exact products: at most 2^-14 sum_i |q_i k_ti|, times
scale), which moves each weight by a factor within exp(+-eta), the normalised ones within
exp(+-2 eta), and LSE by eta at most. 2^-12 bounds the relative error of the rest of the f32
work, under 2^-13 together: sums of at most 700 terms (sum_t P_t v_t and l: 700 * 2^-24
each), P's exponent (the fma and the roundings of c and m c: at most 5 * 32 * 2^-24, the
scores being asserted within 32 / log2(e); twice that for normalised weights), v_exp_f32,
v_log_f32 and v_rcp_f32 to one ulp (MI300 ISA 12.8), the products by the scales and the
rescaling from one tile's maximum to the next (the same factor for l and the sums of P v, so
only its roundings count for R; its exponent's too for LSE). Where the kernel writes O in
bf16 (one split: v_add3_u32 as above on gfx942, v_cvt_pk_bf16_f32 on gfx950, both to
nearest), R's bound E grows to u_O |O| + (1 + u_O) E + f_O (2^-8; half bf16's smallest
subnormal). Stage 2's O, from the kernel's R and LSE, is within exp(2 d) sum_s a_s E_s +
(exp(2 d) - 1) sum_s a_s |R_s| of the exact attention over all the sequence's tokens, a_s =
exp(LSE_s - LSE) the exact weights of the splits and d the LSE bound.

Found on the way (kernel behaviour, not the emulator's; not checked on hardware): gfx942's
8-head fp8 kernel (v1) reads kv_scale only into the score scale and never multiplies O by it,
so it is run with aiter's test's kv_scale = 1 (q_scale 0.7); gfx942's and gfx950's 8-head
bf16 kernels ignore out_16_nosplit and always write f32 partials, although aiter/mla.py hands
them the bf16 output as R when it chooses one split for 8 heads, so they are run with S = 3
only.
"""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.device import Device
from cdna_isa.runtime.objfile import read_code_object

from tests.test_production_paged_attention import rounding

AITER = Path(__file__).parent / "data" / "aiter"
ARCH = {"gfx942": "cdna3", "gfx950": "cdna4"}
DIM, LORA = 576, 512  # a cache row: kv_lora_rank + qk_rope_head_dim; V: its first 512
CONTEXTS = (37, 333, 700)  # one tile only; 6 tiles, the last part full; 11 tiles (4 a split)
SPARE = 20  # cache rows at the end that no sequence uses
SCALE = np.float32(1 / np.sqrt(DIM))  # aiter's sm_scale, an f32 argument
BF16, FNUZ, FN = ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fnuz, ml_dtypes.float8_e4m3fn
F32 = 2.0**-12  # the rest of the kernels' f32 work (see above)
ONES = 0xFFFFFFFF  # what R and LSE hold where the kernel must not write

# csrc/py_itfs_cu/asm_mla.cu, struct KernelArgs: each field's byte offset
FIELDS = {
    "R": 0x00, "LSE": 0x10, "Q": 0x20, "KV": 0x30, "LTP": 0x40, "LTD": 0x50, "LTL": 0x60,
    "scalar": 0x70, "s_MQA": 0x80, "s_kv_split": 0x90, "s_Q_Bs": 0xA0, "s_Bs": 0xB0,
    "s_log2_plen": 0xC0, "QTP": 0xD0, "STP": 0xE0, "RP": 0xF0, "QSCALE": 0x100,
    "KVSCALE": 0x110, "out_16_nosplit": 0x120, "LSEP": 0x130, "GKVTP": 0x140,
    "s_cp_world_size": 0x150, "s_cp_rank": 0x160,
}  # fmt: skip


def launch(dev: Device, path: Path, grid, fields: dict) -> None:
    """Lay out `fields` (aiter's names) at KernelArgs' offsets, where the code object's
    metadata has an argument (pads and unnamed fields: 0), and launch 256 work-items a
    workgroup, as asm_mla.cu does."""
    data = path.read_bytes()
    meta = read_code_object(data).metadata()["amdhsa.kernels"][0]
    by_offset = {FIELDS[name]: value for name, value in fields.items()}
    args = []
    for arg in meta[".args"]:
        value = 0
        if arg[".name"] != "pad":
            assert arg[".offset"] in FIELDS.values(), arg  # the metadata agrees with KernelArgs
            value = by_offset.get(arg[".offset"], 0)
        if arg[".value_kind"] == "by_value":
            value = int(value) % (1 << 8 * arg[".size"])
        args.append(value)
    dev.load(data).launch(meta[".name"], grid=grid, block=(256, 1, 1), args=tuple(args))


def paging(rng) -> tuple[np.ndarray, np.ndarray]:
    """kv_indptr and kv_indices: the sequences' tokens in distinct cache rows, shuffled."""
    indptr = np.concatenate([[0], np.cumsum(CONTEXTS)]).astype(np.int32)
    return indptr, rng.permutation(indptr[-1]).astype(np.int32)


def stage1(target, name, q, cache, indptr, indices, splits, scales=None):
    """Launch `name` as mla_decode_stage1_asm_fwd does; R's and LSE's raw bits, each with a
    sequence more than there are, which the kernel must leave alone. One split: R is O, bf16."""
    dev = Device(ARCH[target])
    batch, heads, _ = q.shape
    raw = np.uint16 if q.dtype == BF16 else np.uint8
    r_type = np.uint16 if splits == 1 else np.uint32
    r = dev.to_device(np.full((batch + 1, splits, heads, LORA), np.iinfo(r_type).max, r_type))
    lse = dev.to_device(np.full((batch + 1, splits, heads), ONES, np.uint32))
    fields = {
        "R": r, "LSE": lse, "Q": dev.to_device(q.view(raw)), "KV": dev.to_device(cache.view(raw)),
        "LTP": dev.to_device(indptr), "LTD": dev.to_device(indices),
        "LTL": dev.to_device(np.ones(batch, np.int32)), "scalar": int(SCALE.view(np.uint32)),
        "s_MQA": heads, "s_kv_split": splits, "s_Q_Bs": heads * DIM * q.itemsize,
        "s_Bs": DIM * cache.itemsize, "s_log2_plen": 0,
        "QTP": dev.to_device(np.arange(batch + 1, dtype=np.int32)),
        "STP": dev.to_device(np.arange(batch + 1, dtype=np.int32) * splits),
        "out_16_nosplit": int(splits == 1), "s_cp_world_size": 1,
    }  # fmt: skip
    if scales is not None:
        fields["QSCALE"], fields["KVSCALE"] = (dev.to_device(np.float32([s])) for s in scales)
    launch(dev, AITER / name, (1, batch, splits), fields)
    got_r, got_lse = r.to_numpy(), lse.to_numpy()
    assert np.all(got_r[batch] == np.iinfo(r_type).max) and np.all(got_lse[batch] == ONES)
    return got_r[:batch], got_lse[:batch]


def attention(q, k, v, u_p, f_p):
    """float64 attention of the heads q ([H, 576], times scale) over the tokens k and v:
    O, LSE, and the bounds of a split's R and LSE given P's rounding (u_p, f_p)."""
    scores = q @ k.T
    assert np.abs(scores).max() * np.log2(np.e) <= 32  # the exponents' f32 error budget
    top = scores.max(axis=1, keepdims=True)
    p = np.exp(scores - top)
    total = p.sum(axis=1, keepdims=True)
    w = p / total
    eta = 2.0**-14 * (np.abs(q) @ np.abs(k).T).max(axis=1, keepdims=True)
    grow = np.exp(2 * eta) * (1 + F32)  # the weights' factor, the f32 work's
    floor = f_p * w.max(axis=1, keepdims=True) * np.abs(v).sum(axis=0)
    bound = ((1 + u_p) * grow - 1) * (w @ np.abs(v)) + grow * floor
    return w @ v, (np.log(total) + top)[:, 0], bound, eta[:, 0] + F32


# (arch, fixture, heads, element type, tokens a tile)
BF16_KERNELS = [
    ("gfx942", "gfx942/mla_dec_stage1_bf16_a16w16_subQ16_mqa16.co", 16, BF16, 64),
    ("gfx950", "gfx950/mla_dec_stage1_bf16_a16w16_subQ16_mqa16.co", 16, BF16, 64),
    ("gfx942", "gfx942/mla_a16w16_qh8_qseqlen1_gqaratio8_v3.co", 8, BF16, 64),
    ("gfx950", "gfx950/mla_a16w16_qh8_qseqlen1_gqaratio8_v3.co", 8, BF16, 64),
]
FP8_KERNELS = [  # ... and (q_scale, kv_scale)
    ("gfx942", "gfx942/mla_a8w8_qh16_qseqlen1_gqaratio16.co", 16, FNUZ, 64, (0.7, 1.3)),
    ("gfx950", "gfx950/mla_a8w8_qh16_qseqlen1_gqaratio16.co", 16, FN, 128, (0.7, 1.3)),
    ("gfx942", "gfx942/mla_a8w8_qh8_qseqlen1_gqaratio8_v1.co", 8, FNUZ, 64, (0.7, 1.0)),
    ("gfx950", "mla_a8w8_qh8_qseqlen1_gqaratio8_v3.co", 8, FN, 64, (0.7, 1.3)),
]


def check(got_r, got_lse, q, cache, indptr, indices, tile, u_p, f_p):
    """Every split of every sequence against the oracle, the splits without tokens untouched,
    and stage 2's O (as aiter's Triton kernel combines the splits) against the exact attention
    over all the sequence's tokens."""
    splits = got_r.shape[1]
    for b, ctx in enumerate(CONTEXTS):
        rows = cache[indices[indptr[b] : indptr[b + 1]]]
        qb = q[b] * np.float64(SCALE)
        parts = []
        for s in range(splits):
            mine = np.arange(ctx) // tile % splits == s
            if not mine.any():
                assert np.all(got_r[b, s] == ONES) and np.all(got_lse[b, s] == ONES)
                continue
            want, lse, bound, lse_bound = attention(qb, rows[mine], rows[mine, :LORA], u_p, f_p)
            r, lg = got_r[b, s].view(np.float32), got_lse[b, s].view(np.float32)
            assert np.all(np.abs(r - want) <= bound) and np.all(np.abs(lg - lse) <= lse_bound)
            parts.append((r, lg, want, lse, bound, lse_bound))
        assert len(parts) == min(splits, -(-ctx // 64))  # the splits stage 2 reads (mgc 64)
        r, lg, want, lse, bound, lse_bound = (np.stack(x) for x in zip(*parts))
        weights = np.exp(lg - lg.max(axis=0))[..., None]
        o = (weights * r).sum(axis=0) / weights.sum(axis=0)
        exact, total, _, _ = attention(qb, rows, rows[:, :LORA], u_p, f_p)
        a = np.exp(lse - total)[..., None]  # the exact weights of the splits
        grow = np.exp(2 * lse_bound.max(axis=0))[:, None]
        spread = (a * bound).sum(axis=0), (a * np.abs(want)).sum(axis=0)
        assert np.all(np.abs(o - exact) <= grow * spread[0] + (grow - 1) * spread[1])


def inputs(seed, heads, dtype, scales=(1.0, 1.0)):
    """Q [3, heads, 576] and the cache [rows, 576] (aiter's test: torch.randn, cast to the
    type; fp8 codes times their scales), their values in float64, kv_indptr and kv_indices."""
    rng = np.random.default_rng(seed)
    indptr, indices = paging(rng)
    codes = rng.standard_normal((len(CONTEXTS), heads, DIM)).astype(dtype)
    cache = rng.standard_normal((indptr[-1] + SPARE, DIM)).astype(dtype)
    values = (codes.astype(np.float64) * scales[0], cache.astype(np.float64) * scales[1])
    return codes, cache, values, indptr, indices


@pytest.mark.parametrize("target,name,heads,dtype,tile", BF16_KERNELS)
def test_aiter_mla_decode_bf16(target, name, heads, dtype, tile):
    """bf16 Q and cache, 3 splits: f32 partial outputs and log-sum-exps."""
    q, cache, (qv, kv), indptr, indices = inputs(heads + tile, heads, dtype)
    got_r, got_lse = stage1(target, name, q, cache, indptr, indices, 3)
    u_p = rounding(BF16)[0]  # no f_p: every P is at least 2^-64 (the scores' assert), normal
    check(got_r, got_lse, qv, kv, indptr, indices, tile, u_p, 0.0)


@pytest.mark.parametrize("splits", [3, 1])
@pytest.mark.parametrize("target,name,heads,dtype,tile,scales", FP8_KERNELS)
def test_aiter_mla_decode_fp8(target, name, heads, dtype, tile, scales, splits):
    """fp8 Q and cache (MI300's E4M3FNUZ on gfx942, OCP E4M3 on gfx950) with per-tensor
    scales: with 3 splits as the bf16 test; with one, O in bf16 straight from the kernel."""
    q, cache, (qv, kv), indptr, indices = inputs(heads + tile + splits, heads, dtype, scales)
    got_r, got_lse = stage1(target, name, q, cache, indptr, indices, splits, scales)
    u_p, f_p = rounding(dtype)
    if splits > 1:
        check(got_r, got_lse, qv, kv, indptr, indices, tile, u_p, f_p)
        return
    assert np.all(got_lse == ONES)  # no LSE without splits
    u_o, f_o = rounding(BF16)
    for b in range(len(CONTEXTS)):
        rows = kv[indices[indptr[b] : indptr[b + 1]]]
        want, _, bound, _ = attention(qv[b] * np.float64(SCALE), rows, rows[:, :LORA], u_p, f_p)
        got = got_r[b, 0].view(BF16).astype(np.float64)
        assert np.all(np.abs(got - want) <= u_o * np.abs(want) + (1 + u_o) * bound + f_o)
