"""aiter's flash-attention backward kernels (CDNA3 and CDNA4) run in the emulator, held to numpy.

Per head, from Q, K, V, dO [sequence, dimension], the forward pass's log-sum-exp L (per query)
and D = rowsum(dO * O) (the "odo" kernel's output, tested in test_production_emulation.py;
here numpy supplies it), the kernels compute

    P = exp(scale Q K^T - L)      dV = P^T dO      dP = dO V^T      dS = P * (dP - D)
    dQ = scale dS K               dK = scale dS^T Q

The main kernel (dQdKdV) keeps dK and dV of one tile of keys (192 for head dimension 64, 256
for 128) in registers while it walks the queries; causal kernels take two key tiles a
workgroup, one after the other. It adds its share of dQ into a buffer with atomics: f32
(buffer_atomic_add_f32, the "a32" kernels, aiter's default), which a second kernel
(dq_convert) rounds to the output type; or bf16 (the "a16" kernels: global_atomic_pk_add_bf16
straight into dQ on CDNA3; buffer_atomic_pk_add_bf16 into a padded buffer that dq_shuffle
reorders on CDNA4, aiter's choice there for seqlen_k <= 256). Arguments are laid out as
aiter's host code lays them out (csrc/cpp_itfs/mha_bwd.cu, fmha_v3_bwd; fmha_bwd_dqdkdv_args
and fmha_bwd_post_kernel_args in csrc/include/mha_bwd.h, every field padded to 16 bytes, which
the code objects' metadata lists as `pad` arguments): byte strides of [batch, sequence, head,
dimension] tensors, Ts = tile * row stride, L and D [batch, head, sequence] f32, the dQ buffer
[batch, head, sequence, dimension] (a16 on CDNA4: sequence padded to 16, dimension to 128),
workgroups of 256 over ceil(seqlen_k / tile) (halved, rounded up, when causal) by heads by
batch, and over ceil(seqlen_q / 64) by heads by batch for the dQ kernels. Each kernel is one
that aiter's get_heuristic_kernel picks from hsa/<arch>/fmha_v3_bwd/fmha_bwd_dqdkdv.csv
(pssk: any sequence lengths; without it, equal multiples of 64) and its name gives the mask:
causal is top-left (query i sees keys j <= i), causal_br bottom-right (j <= i + sk - sq).

The oracle is the formulas above in float64 on the kernel's own inputs (the f32 scale, L and D
as given); each output element is held to a bound derived from the roundings the disassembly
shows (llvm-objdump -d), not fitted. With u the unit roundoff of the 16-bit type (bf16 to
nearest: 2^-8, by v_add3_u32 in the hd64 kernels, v_cvt_pk_bf16_f32 in CDNA4's hd128 ones;
fp16: 2^-10, as v_cvt_pkrtz_f16_f32 truncates), eta its underflow (2^-126, 2^-24),
eps = 2^-24, and every f32 addition rounding to nearest (as in the other production tests):

- P = exp2(fma(S, scale log2e, -L log2e)) in f32 (v_fma_f32, v_exp_f32 to 1 ulp), S an f32
  sum of d exact products: relative error at most ln2 dt + 2 eps, dt = scale log2e d eps
  sum_k |q_k k_k| + 3 eps (|t| + 2 |L| log2e), t the exact exponent;
- dS = P (f32) times the f32 difference of dP (f32 sum of d exact products: d eps sum_k
  |dO_k V_k|) and D, rounded to 16 bits: within u |dS| + (1 + u)(P dP's error + (P's error +
  2 eps) |dS|) + eta;
- dV sums P rounded to 16 bits times dO, dK and dQ sum dS times Q or K, in f32 (n terms and
  the product by scale: (n + 1) eps of the sum of the terms' magnitudes), then round to 16
  bits (u of the result). So each element is within u |exact| + (1 + u) E + eta, where E sums
  over its terms (u + P's error) P |dO| for dV and scale dS's error |Q| or |K| for dK and dQ,
  plus the f32 sums' error;
- with a16, each workgroup's partial dQ and each running sum is rounded to bf16 (w workgroups
  add to an element): (w - 1) u times dQ's sum of magnitudes more.

With a32 the f32 dQ buffer is held to E itself, and dq_convert to its rounding rule exactly:
rtna (v_add3_u32 of 0x7fff and 1: ties away from zero), nearest even (v_cvt_pk_bf16_f32) or
toward zero (v_cvt_pkrtz_f16_f32). Every output has 128 guard rows after it holding a
sentinel, which the kernels must not write. Sequence lengths are one or two tiles, mostly not
multiples of them; a test takes 2-8 s.

The bound is tight enough to catch small mistakes (checked by giving the kernels wrong
arguments): a scale or log2e 2^-9 too large, or L 2^-7 too large, fails the f32 dQ buffer
of the a32 kernels on both architectures (fp16: dQ, dK and dV as well); a wrong key, value
or dK row stride or a seqlen_k one short fails everywhere or faults, but in the CDNA3 a16
kernel, which reads neither the value stride nor seqlen_k (aiter picks it only for equal
lengths and strides).

Finding (test_causal_bottom_right_cdna4_stores_past_seqlen_k): gfx950's bottom-right causal
hd128 kernel writes zero rows past seqlen_k into dK and dV when a workgroup's second key tile
is partial, per the structured-buffer range check of the MI300 and CDNA4 guides (9.1.5.1).

Fixtures (tests/data/aiter/, copied unchanged from github.com/ROCm/aiter at commit
e4048607a535ace3a2b51ded31b1c8c2d45c0879, MIT licence as tests/data/aiter/README.md gives it):
gfx942/X.co is aiter's hsa/gfx942/fmha_v3_bwd/X.co and gfx950/X.co its hsa/gfx950/fmha_v3_bwd/X.co
for X in bwd_hd64_bf16_a32_rtna_pssk, bwd_hd64_bf16_causal_a32_rtna_pssk,
bwd_hd64_dq_convert_bf16_rtna, bwd_hd64_fp16_a32_pssk, bwd_hd64_dq_convert_fp16,
bwd_hd64_bf16_a16_rtne (gfx942) and bwd_hd64_bf16_a32_rtne_pssk, bwd_hd64_dq_convert_bf16,
bwd_hd128_bf16_a32_psskddv, bwd_hd128_bf16_causal_a32_psskddv,
bwd_hd128_bf16_causal_br_a32_psskddv, bwd_hd128_dq_convert_bf16, bwd_hd128_bf16_a16_psskddv,
bwd_hd128_dq_shuffle (gfx950).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.device import Device

from tests.test_production_emulation import launch

ARCH = {"gfx942": "cdna3", "gfx950": "cdna4"}
BF16, FP16 = ml_dtypes.bfloat16, np.float16
EPS = 2.0**-24
LOG2E = float(np.float32(np.log2(np.e)))
GUARD = 128  # sentinel rows after every output
SENTINEL = 0x7FC1  # a 16-bit NaN (f32 buffers: two a word) that no kernel here writes

# name -> (arch, main kernel, dQ kernel (None: a16 on CDNA3, dQ itself), seqlen_q, seqlen_k,
# heads); a kernel K is tests/data/aiter/<arch>/bwd_K.co
CASES = {
    "cdna3-bf16": ("gfx942", "hd64_bf16_a32_rtna_pssk", "hd64_dq_convert_bf16_rtna", 200, 200, 1),
    "cdna3-bf16-2heads": ("gfx942", "hd64_bf16_a32_rtna_pssk",
                          "hd64_dq_convert_bf16_rtna", 150, 250, 2),
    "cdna3-bf16-causal": ("gfx942", "hd64_bf16_causal_a32_rtna_pssk",
                          "hd64_dq_convert_bf16_rtna", 200, 200, 1),
    "cdna3-fp16": ("gfx942", "hd64_fp16_a32_pssk", "hd64_dq_convert_fp16", 200, 200, 1),
    "cdna3-bf16-a16": ("gfx942", "hd64_bf16_a16_rtne", None, 256, 256, 1),
    "cdna4-hd64-bf16": ("gfx950", "hd64_bf16_a32_rtne_pssk", "hd64_dq_convert_bf16", 200, 200, 1),
    "cdna4-bf16": ("gfx950", "hd128_bf16_a32_psskddv", "hd128_dq_convert_bf16", 300, 400, 2),
    "cdna4-bf16-causal": ("gfx950", "hd128_bf16_causal_a32_psskddv",
                          "hd128_dq_convert_bf16", 300, 300, 1),
    "cdna4-bf16-causal-br": ("gfx950", "hd128_bf16_causal_br_a32_psskddv",
                             "hd128_dq_convert_bf16", 150, 250, 1),
    "cdna4-bf16-a16": ("gfx950", "hd128_bf16_a16_psskddv", "hd128_dq_shuffle", 200, 200, 1),
}  # fmt: skip


def rounded(acc: np.ndarray, rule: str) -> np.ndarray:
    """The bits of f32 values rounded to 16 bits as the dq_convert kernels round them."""
    if rule == "rtna":  # v_add3_u32 x, 0x7fff, 1, then the high half
        return ((acc.view(np.uint32) + np.uint32(0x8000)) >> np.uint32(16)).astype(np.uint16)
    if rule == "rne":
        return acc.astype(BF16).view(np.uint16)
    nearest = acc.astype(FP16)  # toward zero: step back where nearest went away from zero
    away = np.abs(nearest.astype(np.float64)) > np.abs(acc.astype(np.float64))
    return np.where(away, np.nextafter(nearest, FP16(0)), nearest).view(np.uint16)


def guarded(dev: Device, shape: tuple, dtype, row: int):
    """A zeroed device array of `shape` followed by GUARD rows of `row` elements holding
    SENTINEL; returns it and the number of elements before the guard."""
    n = int(np.prod(shape))
    data = np.zeros(n + GUARD * row, dtype)
    data.view(np.uint16)[n * data.itemsize // 2 :] = SENTINEL
    return dev.to_device(data), n


def run_backward(case: str, sq: int | None = None, sk: int | None = None) -> dict:
    """Run a CASES entry (other sequence lengths if given, batch 1) as aiter's host code does;
    returns its inputs, outputs (float64, [head, row, dim]) and each output's guard (16-bit
    words, a row a line)."""
    arch, main, post, q_len, k_len, heads = CASES[case]
    sq, sk = sq or q_len, sk or k_len
    dtype = FP16 if "fp16" in main else BF16
    dim = 64 if "hd64" in main else 128
    tile = 192 if dim == 64 else 256  # the csv's ts
    mask = "bottom_right" if "causal_br" in main else "top_left" if "causal" in main else None
    mode = "f32" if "a32" in main else "shuffle" if post else "a16"
    rng = np.random.default_rng(sq * 1000 + sk + heads + dim)
    q, do = (rng.standard_normal((1, sq, heads, dim)).astype(dtype) for _ in range(2))
    k, v = (rng.standard_normal((1, sk, heads, dim)).astype(dtype) for _ in range(2))
    scale = float(np.float32(1 / np.sqrt(dim)))
    qf, kf, vf, dof = (x.astype(np.float64)[0].transpose(1, 0, 2) for x in (q, k, v, do))
    s = np.einsum("hsd,htd->hst", qf, kf) * scale
    if mask:  # keys past the diagonal (bottom-right: shifted by sk - sq)
        diagonal = 1 + (sk - sq if mask == "bottom_right" else 0)
        s[:, np.triu(np.ones((sq, sk), bool), diagonal)] = -np.inf
    top = s.max(-1, keepdims=True)
    lse = (np.log(np.exp(s - top).sum(-1, keepdims=True)) + top)[..., 0].astype(np.float32)
    p = np.exp(s - lse[..., None].astype(np.float64))
    o = np.einsum("hst,htd->hsd", p, vf).astype(dtype).astype(np.float64)  # the forward's O
    d = (o * dof).sum(-1).astype(np.float32)

    dev = Device(ARCH[arch])
    sq16 = (sq + 15) // 16 * 16
    acc_shape, acc_type, acc_row = {
        "f32": ((heads, sq, dim), np.float32, dim),
        "a16": ((1, sq, heads, dim), np.uint16, heads * dim),
        "shuffle": ((heads, sq16, 128), np.uint16, 128),
    }[mode]
    acc, acc_n = guarded(dev, acc_shape, acc_type, acc_row)
    dk, dk_n = guarded(dev, (1, sk, heads, dim), np.uint16, heads * dim)
    dv, dv_n = guarded(dev, (1, sk, heads, dim), np.uint16, heads * dim)
    dq, dq_n = guarded(dev, (1, sq, heads, dim), np.uint16, heads * dim) if post else (acc, acc_n)
    row, head = heads * dim * 2, dim * 2  # bytes (aiter: strides * 2)
    groups = (sk + tile - 1) // tile
    groups = (groups + 1) // 2 if mask else groups
    launch(dev, f"{arch}/bwd_{main}.co", (groups, heads, 1), {
        "dQ": acc, "dK": dk, "dV": dv, "Q": dev.to_device(q.view(np.uint16)),
        "K": dev.to_device(k.view(np.uint16)), "V": dev.to_device(v.view(np.uint16)),
        "dO": dev.to_device(do.view(np.uint16)), "Lse": dev.to_device(lse), "D": dev.to_device(d),
        "scalar": int(np.float32(scale).view(np.uint32)),
        "log2e": int(np.float32(LOG2E).view(np.uint32)), "seqlen_q": sq, "Ts": tile * row,
        "Hs_q": head, "BAs_q": sq * row, "Seqs_q": row, "ratio": 1, "Hs_k": head,
        "BAs_k": sk * row, "Seqs_k": row, "Seqs_dk": row, "seqlen_k": sk, "head_dim_q": dim,
        "head_dim_v": dim, "head_dim_k": dim, "nhead_q": heads, "Hs_v": head, "BAs_v": sk * row,
        "Seqs_v": row, "Hs_do": head, "BAs_do": sq * row, "Seqs_do": row, "Hs_dk": head,
        "BAs_dk": sk * row, "Hs_dv": head, "BAs_dv": sk * row, "Seqs_dv": row,
        "Hs_lsed": sq * 4, "max_seq_len_dq": sq if mode == "f32" else sq16,
    })  # fmt: skip
    acc_values = acc.to_numpy()[:acc_n].reshape(acc_shape)
    if post:
        acc_bytes = acc_shape[2] * np.dtype(acc_type).itemsize
        launch(dev, f"{arch}/bwd_{post}.co", ((sq + 63) // 64, heads, 1), {
            "dQ_acc": acc, "dQ": dq, "Hs_dQ_acc": acc_shape[1] * acc_bytes, "BAs_dQ_acc": 0,
            "Seqs_dQ_acc": acc_bytes, "Hs_dQ": head, "BAs_dQ": sq * row, "Seqs_dQ": row,
            "seqlen_q": sq, "head_dim": dim,
        })  # fmt: skip

    def values(arr, n, rows):
        out = arr.to_numpy()[:n].view(dtype).astype(np.float64)
        return out.reshape(rows, heads, dim).transpose(1, 0, 2)

    def guard(arr, n):
        return arr.to_numpy().view(np.uint16)[n * arr.dtype.itemsize // 2 :].reshape(GUARD, -1)

    rule = "rtz" if dtype == FP16 else "rtna" if post and "rtna" in post else "rne"
    return {
        "dtype": dtype, "dim": dim, "scale": scale, "mode": mode, "rule": rule, "tile": tile,
        "p": p, "q": qf, "k": kf, "v": vf, "do": dof, "lse": lse, "d": d, "acc": acc_values,
        "dq": values(dq, dq_n, sq), "dk": values(dk, dk_n, sk), "dv": values(dv, dv_n, sk),
        "guards": {"dq_acc": guard(acc, acc_n), "dk": guard(dk, dk_n), "dv": guard(dv, dv_n),
                   "dq": guard(dq, dq_n)},
    }  # fmt: skip


def exact_and_bounds(r: dict) -> dict:
    """name -> (exact value, bound E of the f32 result's error, bound of the output's error),
    as the module docstring derives them."""
    p, q, k, v, do, lse, d = (r[n] for n in ("p", "q", "k", "v", "do", "lse", "d"))
    dim, scale = r["dim"], r["scale"]
    u, eta = (2.0**-8, 2.0**-126) if r["dtype"] == BF16 else (2.0**-10, 2.0**-24)
    sq, sk = p.shape[1:]
    ds = p * (np.einsum("hsd,htd->hst", do, v) - d[..., None].astype(np.float64))
    exact = {
        "dv": np.einsum("hst,hsd->htd", p, do),
        "dk": scale * np.einsum("hst,hsd->htd", ds, q),
        "dq": scale * np.einsum("hst,htd->hsd", ds, k),
    }
    c = scale * LOG2E  # P's relative error in f32 (1.01: the second-order terms)
    t = np.einsum("hsd,htd->hst", q, k) * c - lse[..., None] * LOG2E
    dt = c * dim * EPS * np.einsum("hsd,htd->hst", np.abs(q), np.abs(k))
    dt += 3 * EPS * (np.abs(t) + 2 * np.abs(lse[..., None]) * LOG2E)
    rel_p = np.where(p > 0, np.log(2) * dt + 2 * EPS, 0) * 1.01
    dp_err = dim * EPS * np.einsum("hsd,htd->hst", np.abs(do), np.abs(v))
    ds_err = (u + (1 + u) * (rel_p + 2 * EPS)) * np.abs(ds) + (1 + u) * 1.01 * p * dp_err + eta
    ds_mag = np.abs(ds) + ds_err
    m_dv = np.einsum("hst,hsd->htd", p, np.abs(do))
    eta_dv = eta * np.abs(do).sum(1)[:, None, :]  # eta for each rounded P, masked ones too
    e = {
        "dv": (1 + u) * (u + rel_p.max() + (sq + 1) * EPS * 1.01) * m_dv + 2 * eta_dv,
        "dk": scale * (np.einsum("hst,hsd->htd", ds_err, np.abs(q))
                       + (sq + 1) * EPS * np.einsum("hst,hsd->htd", ds_mag, np.abs(q))),
        "dq": scale * (np.einsum("hst,htd->hsd", ds_err, np.abs(k))
                       + (sk + 1) * EPS * np.einsum("hst,htd->hsd", ds_mag, np.abs(k))),
    }  # fmt: skip
    if r["mode"] != "f32":  # bf16 atomics: w partial sums and their running sums rounded
        adders = (sk + r["tile"] - 1) // r["tile"]
        magnitude = scale * np.einsum("hst,htd->hsd", ds_mag, np.abs(k)) + e["dq"]
        e["dq"] = e["dq"] + (adders - 1) * u * magnitude
    return {n: (exact[n], e[n], u * np.abs(exact[n]) + (1 + u) * e[n] + eta) for n in exact}


def within_bounds(r: dict) -> dict:
    """Assert dQ, dK and dV within their bounds of the exact values; returns the bounds."""
    checks = exact_and_bounds(r)
    for name, (exact, _, bound) in checks.items():
        outside = ~(np.abs(r[name] - exact) <= bound)  # NaN is outside too
        assert not outside.any(), f"{name}: {outside.sum()} of {outside.size} elements out of bound"
    return checks


@pytest.mark.parametrize("case", list(CASES))
def test_aiter_flash_attention_backward(case):
    r = run_backward(case)
    for name, words in r["guards"].items():
        assert np.all(words == SENTINEL), f"a kernel wrote past {name}"
    checks = within_bounds(r)
    if r["mode"] == "f32":
        exact, e, _ = checks["dq"]
        assert np.all(np.abs(r["acc"].astype(np.float64) - exact) <= e)
        want = rounded(r["acc"], r["rule"]).view(r["dtype"]).astype(np.float64)
        np.testing.assert_array_equal(r["dq"], want)


@pytest.mark.parametrize("sq,sk", [(250, 300), (300, 400)])
def test_causal_bottom_right_cdna4_stores_past_seqlen_k(sq, sk):
    """gfx950's bottom-right causal kernel, on its second key tile (keys from 256), adds the
    tile's offset to the base of its dK and dV buffer descriptors (s_mul_i32 s60, s53, s91;
    s_add_u32 s40, s60, s40 at 0x46b0) but keeps num_records at seqlen_k rows
    ((seqlen_k * Seqs_dv) >> 2 dwords, stride 4, idxen: s_mov_b32 s42 at 0x4404), and stores
    whole 128-row halves of the tile with exec covering every row. A structured buffer drops
    a store only when its index >= num_records (MI300 and CDNA4 guides 9.1.5.1, Structured
    Buffer), so the rows from seqlen_k to the end of the tile's last half are written, with
    zeros (their keys are masked): past the tensor, where aiter allocates dK and dV to
    exactly seqlen_k rows. dQ, dK and dV themselves are right; the top-left kernel and the
    other kernels here write nothing past their outputs (test_aiter_flash_attention_backward)."""
    r = run_backward("cdna4-bf16-causal-br", sq, sk)
    within_bounds(r)
    end = 256 + (sk - 256 + 127) // 128 * 128  # the last 128-row half's end
    for name, words in r["guards"].items():
        spilled = end - sk if name in ("dk", "dv") else 0
        assert np.all(words[:spilled] == 0) and np.all(words[spilled:] == SENTINEL), name
