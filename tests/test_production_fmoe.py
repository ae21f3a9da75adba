"""ROCm aiter's one-stage fused mixture-of-experts kernels for MI300 (gfx942) run in the
emulator, checked against numpy.

What they compute: each token t goes to `topk` experts e_tk with weights w_tk (aiter's
fused_topk: a softmax of the router's scores, the top k renormalised to sum 1), and

    out[t] = sum_k w_tk * act(x[t] W1[e_tk]^T) W2[e_tk]^T,

W1 [experts, N, dim] and W2 [experts, dim, inter]. The code objects are aiter's (commit
e4048607a535, MIT licence), copied unchanged to tests/data/aiter/gfx942/:

- fmoe_b16.co (hsa/gfx942/fmoe_b16.co, kernel fmoe_kernel_func): what aiter.fmoe runs for bf16
  tokens (csrc/py_itfs_cu/asm_fmoe.cu, entry point `fmoe`), the path of asm_moe
  (aiter/fused_moe_bf16_asm.py) without quantisation scales, as op_tests/test_moe.py's
  test_fmoe_16_bit runs it. bf16 x, W1 and W2, "g1u0" (N = inter, no up projection), and
  act = GELU, whatever asm_moe's `activation` says: the disassembly computes
  h / (1 + 2^(log2(e) (C0 h + C1 h^3))) with v_exp_f32 and v_rcp_f32, C0 and C1 the f32
  constants 0xbfcc4231 = -1.59577 and 0xbd92220c = -0.071354, i.e. h sigmoid(1.59577 h +
  0.071354 h^3): the tanh approximation of GELU with 2 sqrt(2 / pi) and 0.044715 times it
  written to six digits (7 and 109 f32 ulps from the exact values), which the oracle uses.
- fmoe_bf16_pertokenInt8_g1u1_vs_silu_1tg_32x128.co (hsa/gfx942/fmoe/silu/): what aiter.fmoe_g1u1
  picks for int8 tokens, bf16 out and SiLU when inter is a multiple of 128 and the 128-wide
  tiles fill the GPU best (asm_fmoe.cu, get_heuristic_kernel over fmoe_bf16_pertokenInt8_g1u1_
  silu.csv; its code is byte for byte that of fmoe/silu/fmoe_int8_g1u1_subGU_128.co, which the
  older csrc/cpp_itfs/moe/asm_moe.py loads). int8 x with a scale per token, int8 W1 and W2
  with a scale per output channel (aiter's pertoken_quant: max |row| / 127, codes truncated),
  "g1u1" (N = 2 inter, the gate's rows then the up projection's), act = silu(gate) * up.

Arguments, as asm_fmoe.cu's KernelArgs lays them out (every field padded to 16 bytes: the
metadata's `pad` arguments; the metadata names some fields differently): O (ptr_O) the output
[tokens, dim] bf16, which the kernels add into with global_atomic_pk_add_bf16, so it starts at 0
(moe_sorting_fwd zeroes moe_buf); X (ptr_X); G (ptr_GU) W1 and D (ptr_D) W2, both pre-shuffled
by aiter's shuffle_weight (layout (16, 16)); U (ptr_XC) num_valid_ids; XQ, GQ, DQ the int8
kernel's scales (x's [tokens], W1's [experts, 2 inter], W2's [experts, dim], f32), SMQ null;
STP, SW, SEP the sorted token ids, their weights and the experts of the blocks; dim, hdim
(inter), batch (tokens), eprt (experts); byte strides Xs (a row of x), GUs and Ds (rows of W1
and W2), Os = dim * 2, eGUs and eDs (an expert of W1 and W2), eGUQs = 2 inter * 4 and eDQs =
dim * 4 (an expert's scales), eSMQs = inter * 4; topk; for the int8 kernel total_tgs = 0 (not
persistent) and ps_deno = inter / 128. Grid: inter / tile (512 for fmoe_b16, 128) by the
blocks of the sorting, workgroups of 256 (FMoeKernel::launch_kernel).

The routing inputs are aiter's moe_sorting's (op_tests/test_moe_sorting.py,
run_torch_moe_sorting, block size 32 as asm_moe uses): for each expert in turn the (token, k)
pairs routed to it, in token order, as k << 24 | t, padded to a multiple of 32 with the
sentinel topk << 24 | tokens; their weights alongside (the padding's NaN here: aiter's reference
leaves them uninitialised); an expert id per block of 32 (-1 past the last); num_valid_ids =
[padded length, tokens]. The routing sends more than 32 tokens to one expert (two blocks) and
none to another. O has a spare row after the tokens' (the sentinel's token id, were the
kernels to write it, with a NaN weight): it stays 0.

Strict mode (runtime/strict.py) stops both kernels, so these tests run without it: each
writes M0 with s_add_u32 and issues `buffer_load_dword ... lds` right after (rule
salu-m0-lds-m0, one wait state, which llc-22 also inserts as s_nop 0; MI300 4.5 Table 11's row
names global and scratch loads with LDS = 1, not buffer loads), and fmoe_b16 also reads a[48:49]
in its first down-projection MFMA (pc 0x5864) while 29 younger vector memory operations and its
own load (pc 0x4438) may still be outstanding at the last s_waitcnt vmcnt(30): a race the
emulator, completing loads at issue, cannot show; `cdna-isa check` reports 48 such reads.

The kernels' limits, from their disassembly: inter a multiple of the tile; dim a multiple of
256, and for fmoe_b16 at least 512. Their down-projection loops run two 128-column halves an
iteration and both exits share an epilogue that assumes the second half ran last, so dim 384
gives wrong last columns; fmoe_b16 also advances O's pointer only once its counter reaches
256, so with dim 256 it adds its second 128 columns onto the first (both seen in the emulator
and explained by the code, not by the emulator).

Oracle and tolerance. With u = 2^-24, v = 2^-8 (bf16, rounded to nearest) and gamma_n =
n u / (1 - n u), the kernels' roundings (their disassembly) give these bounds, per element:

fmoe_b16. The model: the formula with the GELU values rounded to bf16 (the second GEMM's MFMAs
take bf16), in float64.
1. h = x W1^T in f32 MFMAs: within H = gamma_dim sum_k |x_k W1_jk| of the exact value.
2. GELU in f32: fl(h^2), an fma with C1 and C0, times h, times log2(e) (an f32 constant within
   0.23 u): the exponent a within 5 u |a| (first order 4.2 u), which scales 2^a by up to
   5 u |a| ln 2 <= 3.5 u |a|; v_exp_f32 and v_rcp_f32 are within one ulp (2 u; MI300 ISA guide,
   V_EXP_F32, V_RCP_F32), the + 1 and * h within u each: G(h~) is within
   eps = (8 + 4 |a|) u relative of gelu(h~) (first order 6 + 3.5 |a|), unless h < 0 and
   |a| may reach 126 (2^a may overflow, or its reciprocal be flushed): then G(h~) and gelu(h~)
   are both below 2^-a |h~| and within 2 |h~| 2^-a of each other (|a| and |h~| at their
   bounds). Within H of h, |gelu'| is at most D = |gelu'(h)| + 0.8 H (|gelu''| <= 0.798, its
   value at 0), so G(h~) is within delta = eps (|g| + D H) + D H (or that absolute bound
   + D H) of g = gelu(h).
3. Rounded to bf16 (v_add3_u32 adds 0x7fff + 1 to the bits, v_perm_b32 keeps the high half: to
   nearest, ties away from zero), G(h~) gives the model's bf16(g) unless a rounding midpoint
   lies within delta of g; where one does, the two are within v (2 |g| + delta) + delta of each
   other (E_g; 0 elsewhere).
4. y = bf16(g) W2^T over a workgroup's 512 columns in f32 MFMAs: within
   B = gamma_512 sum_j |W2_dj| (|bf16(g_j)| + E_g_j) + sum_j |W2_dj| E_g_j of the model's p.
5. y times w in f32 (u), rounded to bf16 (v): the term is within
   E = (1 + u)(1 + v) w B + (u + v + u v) w |p| of w p.
6. O accumulates its S = topk * inter / 512 terms by bf16 atomic adds, the first onto 0
   (exact), each later one rounding a sum of at most sum |term|: within ((1 + v)^(S - 1) - 1)
   sum (w |p| + E) of the sum of the terms, in whatever order the atomics land.
So |O - model| <= sum E + ((1 + v)^(S - 1) - 1) sum (w |p| + E).

int8. The model: a_j = silu(g_j) up_j with g, up = (x_q . W1_q) * s_x * s_W1 exactly; per token
and 128-column tile T, amax = max(1e-6, max_T |a_j|), q_j = trunc(127 a_j / amax) (the kernel
multiplies by 127 v_rcp_f32(amax) and converts with v_cvt_i32_f32, which truncates: LLVM
selects it for fptosi), and the term w s_W2[d] (amax / 127) sum_T q_j W2_q[d, j].
1. The int32 sums are exact and exactly converted (below 127^2 dim < 2^24); two f32
   scalings: g~ and up~ within 2 u relative. SiLU in f32 as above (the exponent -g log2(e)
   within 3.3 u: 2^x scaled by up to 4 u |g|; v_exp, + 1, v_rcp, * g, * up): a~ within
   eps_j = (12 + 5 |g_j|) u relative of a_j (first order 11 + 4 |g_j|; |g| < 87, so 2^x
   neither overflows nor has its reciprocal flushed).
2. amax~ is within eps_T = max_T eps_j relative of amax, 127 v_rcp(amax~) within 3 u more, and
   the product within u more: 127 a~_j / amax~ is within delta_j = (eps_j + eps_T + 5 u) |z_j|
   of z_j = 127 a_j / amax, so q~_j = q_j unless an integer lies within delta_j of z_j (always
   so at z = +-127, the tile's largest element: the kernel may store 126), and then they differ
   by 1: the int32 sum differs from the model's by at most F = the sum of |W2_q[d, j]| over
   those j.
3. Dequantised with v_rcp(127 v_rcp(amax~)) (within eps_T + 5 u of amax / 127), s_W2[d] and
   w, three f32 roundings: eta = eps_T + 9 u; rounded to bf16: E = (1 + v)((1 + eta) c F +
   eta c |P|) + v |term|, c = w s_W2[d] amax / 127, P the model's int32 sum.
4. The S = topk * inter / 128 terms' bf16 atomic adds: as for fmoe_b16.

The f64 evaluation of the models errs far below these margins. Inputs: x standard normal,
W1 and W2 standard normal / 10 (op_tests/test_moe.py draws W1 / 10 for g1u1; for fmoe_b16 the
smaller W1 keeps h, of standard deviation about 2, in GELU's bend). The bounds come to about
8% (fmoe_b16: the worst case of the f32 sums puts many GELU values near a bf16 midpoint) and
4% (int8) of |O| at the median; the kernels' results stay within a third and four fifths of
them. Given a wrong routing (one token's expert replaced, or its two weights swapped, or all
weights 5% too large), hundreds to thousands of elements fall outside.
"""

from __future__ import annotations

import time
from pathlib import Path

import ml_dtypes
import numpy as np
from cdna_isa.runtime.device import Device

from tests.test_production_bf16gemm import shuffle_weight_bf16
from tests.test_production_emulation import launch, shuffle_weight_16x16

GFX942 = Path(__file__).parent / "data" / "aiter" / "gfx942"
BLOCK = 32  # aiter's BLOCK_SIZE_M for asm_moe
U, V = 2.0**-24, 2.0**-8
C0, C1 = np.array([0xBFCC4231, 0xBD92220C], np.uint32).view(np.float32).astype(np.float64)
LOG2E = np.log2(np.e)
AMAX_FLOOR = float(np.float32(1e-6))  # the int8 kernel's v_max3_f32 starts from 0x358637bd


def gamma(n: int) -> float:
    return n * U / (1 - n * U)


def moe_sorting(ids: np.ndarray, weights: np.ndarray, experts: int, block: int = BLOCK):
    """aiter's moe_sorting as op_tests/test_moe_sorting.py's run_torch_moe_sorting does it:
    sorted_ids, sorted_weights, sorted_expert_ids, num_valid_ids (the padding's weights NaN)."""
    tokens, topk = ids.shape
    padded = ids.size + experts * block - topk
    sorted_ids = np.full(padded, topk << 24 | tokens, np.int32)
    sorted_weights = np.full(padded, np.nan, np.float32)
    sorted_experts = np.full((padded + block - 1) // block, -1, np.int32)
    row = blocks = 0
    for e in range(experts):
        t, k = np.nonzero(ids == e)  # in token order
        n = len(t)
        sorted_ids[row : row + n] = k << 24 | t
        sorted_weights[row : row + n] = weights[t, k]
        used = (n + block - 1) // block
        sorted_experts[blocks : blocks + used] = e
        row, blocks = row + used * block, blocks + used
    return sorted_ids, sorted_weights, sorted_experts, np.array([row, tokens], np.int32)


def route(rng, tokens: int, experts: int, topk: int):
    """aiter's fused_topk with renormalisation, on scores that send most tokens to expert 0
    (more than one block of 32) and none to the last expert."""
    scores = rng.standard_normal((tokens, experts))
    scores[:, 0] += 1.5
    scores[:, -1] = -np.inf
    p = np.exp(scores - scores.max(axis=1, keepdims=True))
    ids = np.argsort(-p, axis=1, kind="stable")[:, :topk].astype(np.int32)
    w = np.take_along_axis(p, ids, axis=1)
    return ids, (w / w.sum(axis=1, keepdims=True)).astype(np.float32)


def pertoken_quant(a: np.ndarray):
    """aiter's pertoken_quant to int8 (aiter/ops/quant.py): codes a / (max |row| / 127) in f32,
    truncated, and the f32 scales [..., 1]."""
    scale = (np.abs(a).max(axis=-1, keepdims=True) / 127).astype(np.float32)
    return (a.astype(np.float32) / scale).astype(np.int8), scale


def bf16_round(x: np.ndarray) -> np.ndarray:
    """float64 rounded to bf16's 8 significant bits, to nearest even, in float64 (ml_dtypes'
    astype from float64 rounds twice, through float32)."""
    m, e = np.frexp(x)
    return np.ldexp(np.round(m * 256), e - 8)


def gelu(h: np.ndarray) -> np.ndarray:
    """fmoe_b16's GELU with its constants: h / (1 + e^(C0 h + C1 h^3))."""
    with np.errstate(over="ignore"):
        return h / (1 + np.exp(C0 * h + C1 * h**3))


def gelu_slope(h: np.ndarray, radius: np.ndarray) -> np.ndarray:
    """The largest |gelu'| within `radius` of h: |gelu'(h)| + 0.8 radius (|gelu''| <= 0.798,
    its value at 0)."""
    with np.errstate(over="ignore"):
        sig = 1 / (1 + np.exp(C0 * h + C1 * h**3))
    return np.abs(sig - h * sig * (1 - sig) * (C0 + 3 * C1 * h**2)) + 0.8 * radius


def atomic_sum_bound(terms: np.ndarray, magnitude: np.ndarray, count: int) -> np.ndarray:
    """The bound on O: the terms' own errors and those of the `count` bf16 atomic adds."""
    return terms + ((1 + V) ** (count - 1) - 1) * magnitude


def fmoe_gelu_bound(x, w1, w2, ids, weights, tile: int = 512):
    """fmoe_b16's model result and the module docstring's bound on the kernel's distance from
    it, per element (float64 inputs)."""
    (tokens, dim), inter = x.shape, w1.shape[1]
    model, terms, magnitude = (np.zeros((tokens, dim)) for _ in range(3))
    for t, k in np.ndindex(ids.shape):
        e, w = ids[t, k], float(weights[t, k])
        h = w1[e] @ x[t]
        big_h = gamma(dim) * (np.abs(w1[e]) @ np.abs(x[t]))
        hi, lo = np.abs(h) + big_h, np.maximum(np.abs(h) - big_h, 0)
        a_hi, a_lo = (LOG2E * (-C0 * r - C1 * r**3) for r in (hi, lo))  # bounds on |a|
        g = gelu(h)
        drift = gelu_slope(h, big_h) * big_h  # |gelu(h~) - gelu(h)| at most
        relative = (h >= 0) | (a_hi < 126)  # else 2^a may overflow, its reciprocal flush
        delta = np.where(relative, (8 + 4 * a_hi) * U * (np.abs(g) + drift),
                         2 * hi * 2.0**-a_lo) + drift
        g_bf16 = bf16_round(g)
        near = bf16_round(g - delta) != bf16_round(g + delta)  # a midpoint within delta
        e_g = np.where(near, V * (2 * np.abs(g) + delta) + delta, 0.0)
        for cols in (slice(start, start + tile) for start in range(0, inter, tile)):
            w2_abs = np.abs(w2[e][:, cols])
            p = w2[e][:, cols] @ g_bf16[cols]
            b = gamma(tile) * (w2_abs @ (np.abs(g_bf16[cols]) + e_g[cols])) + w2_abs @ e_g[cols]
            err = (1 + U) * (1 + V) * w * b + (U + V + U * V) * w * np.abs(p)
            model[t] += w * p
            terms[t] += err
            magnitude[t] += w * np.abs(p) + err
    return model, atomic_sum_bound(terms, magnitude, ids.shape[1] * inter // tile)


def fmoe_int8_bound(xq, xs, w1q, w1s, w2q, w2s, ids, weights, tile: int = 128):
    """The int8 kernel's model result and the module docstring's bound on the kernel's distance
    from it, per element (the kernel's int8 codes and f32 scales)."""
    tokens, inter = xq.shape[0], w2q.shape[2]
    model, terms, magnitude = (np.zeros((tokens, w2q.shape[1])) for _ in range(3))
    for t, k in np.ndindex(ids.shape):
        e, w = ids[t, k], float(weights[t, k])
        h = (w1q[e].astype(np.int64) @ xq[t].astype(np.int64)) * float(xs[t, 0]) * w1s[e, :, 0]
        g, up = h[:inter], h[inter:]
        assert np.abs(g).max() < 87  # 2^(-g log2(e)) neither overflows nor flushes
        a = g / (1 + np.exp(-g)) * up
        eps = (12 + 5 * np.abs(g)) * U
        for cols in (slice(start, start + tile) for start in range(0, inter, tile)):
            amax = max(AMAX_FLOOR, np.abs(a[cols]).max())
            z = 127 * a[cols] / amax
            delta = (eps[cols] + eps[cols].max() + 5 * U) * np.abs(z)
            q = np.trunc(z).astype(np.int64)
            near = np.trunc(z - delta) != np.trunc(z + delta)  # an integer within delta
            big_p = w2q[e][:, cols].astype(np.int64) @ q
            f = np.abs(w2q[e][:, cols].astype(np.int64)) @ near.astype(np.int64)
            c = w * w2s[e, :, 0].astype(np.float64) * amax / 127
            eta = eps[cols].max() + 9 * U
            err = (1 + V) * ((1 + eta) * c * f + eta * c * np.abs(big_p)) + V * c * np.abs(big_p)
            model[t] += c * big_p
            terms[t] += err
            magnitude[t] += c * np.abs(big_p) + err
    return model, atomic_sum_bound(terms, magnitude, ids.shape[1] * inter // tile)


class Fmoe:
    """One fused-MoE problem for one of the two kernels, launched as aiter's asm_fmoe.cu
    launches it; `run` takes another routing to show that a wrong one fails."""

    def __init__(self, int8: bool, tokens=40, dim=512, inter=1024, experts=6, topk=2, seed=0):
        rng = np.random.default_rng(seed)
        self.int8, self.shape = int8, (tokens, dim, inter, experts, topk)
        x = rng.standard_normal((tokens, dim))
        w1 = rng.standard_normal((experts, 2 * inter if int8 else inter, dim)) / 10
        w2 = rng.standard_normal((experts, dim, inter)) / 10
        self.ids, self.weights = route(rng, tokens, experts, topk)
        if int8:
            (self.x, self.xs), (self.w1, self.w1s), (self.w2, self.w2s) = map(
                pertoken_quant, (x, w1, w2))
        else:
            self.x, self.w1, self.w2 = (a.astype(ml_dtypes.bfloat16) for a in (x, w1, w2))

    def run(self, ids=None, weights=None) -> np.ndarray:
        """O's bits: the tokens' rows and a spare one after them."""
        tokens, dim, inter, experts, topk = self.shape
        ids = self.ids if ids is None else ids
        weights = self.weights if weights is None else weights
        sorted_ids, sorted_weights, sorted_experts, valid = moe_sorting(ids, weights, experts)
        dev = Device("cdna3")
        out = dev.to_device(np.zeros((tokens + 1, dim), np.uint16))  # a spare row: the sentinel's
        size = 1 if self.int8 else 2  # bytes an element of x, W1, W2
        shuffle = shuffle_weight_16x16 if self.int8 else shuffle_weight_bf16
        w1 = shuffle(self.w1.reshape(-1, dim)).reshape(self.w1.shape)
        w2 = shuffle(self.w2.reshape(-1, inter)).reshape(self.w2.shape)
        values = {
            "O": out, "X": dev.to_device(self.x.view(f"u{size}")),
            "G": dev.to_device(w1.view(f"u{size}")), "U": dev.to_device(valid),
            "D": dev.to_device(w2.view(f"u{size}")), "STP": dev.to_device(sorted_ids),
            "SW": dev.to_device(sorted_weights), "SEP": dev.to_device(sorted_experts),
            "dim": dim, "hdim": inter, "batch": tokens, "eprt": experts, "topk": topk,
            "Xs": dim * size, "GUs": dim * size, "Ds": inter * size, "Os": dim * 2,
            "eGUs": self.w1.shape[1] * dim * size, "eDs": dim * inter * size,
            "eSMQs": inter * 4,
        }  # fmt: skip  (asm_fmoe.cu, FMoeKernel::launch_kernel)
        if self.int8:
            name, tile = "fmoe_bf16_pertokenInt8_g1u1_vs_silu_1tg_32x128.co", 128
            values |= {
                "XQ": dev.to_device(self.xs), "GQ": dev.to_device(self.w1s),
                "DQ": dev.to_device(self.w2s), "eGUQs": 2 * inter * 4, "eDQs": dim * 4,
                "total_tgs": 0, "ps_deno": inter // tile,
            }  # fmt: skip
        else:
            name, tile = "fmoe_b16.co", 512
        launch(dev, name, (inter // tile, len(sorted_experts), 1), values, where=GFX942)
        return out.to_numpy()

    def oracle(self):
        if self.int8:
            return fmoe_int8_bound(self.x, self.xs, self.w1, self.w1s, self.w2, self.w2s,
                                   self.ids, self.weights)
        x, w1, w2 = (a.astype(np.float64) for a in (self.x, self.w1, self.w2))
        return fmoe_gelu_bound(x, w1, w2, self.ids, self.weights)


def check(problem: Fmoe) -> None:
    start = time.perf_counter()
    out = problem.run()
    elapsed = time.perf_counter() - start
    assert not out[-1].any()  # the padding's sentinel token id is never written (nor NaN added)
    model, bound = problem.oracle()
    over = np.abs(out[:-1].view(ml_dtypes.bfloat16).astype(np.float64) - model) > bound
    assert not over.any(), f"{over.sum()} elements outside the bound ({elapsed:.1f} s)"


def test_aiter_fmoe_bf16_gelu():
    """fmoe_b16: 40 tokens, dim 512, inter 1024 (two workgroups a block), 6 experts, top 2."""
    check(Fmoe(int8=False))


def test_aiter_fmoe_int8_g1u1_silu():
    """The int8 g1u1 SiLU kernel: 40 tokens, dim 256, inter 256 (two 128-column tiles), 6
    experts, top 2."""
    check(Fmoe(int8=True, dim=256, inter=256))
