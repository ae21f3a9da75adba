"""ROCm aiter's two-stage fused mixture-of-experts: its assembly stage-1 kernels for MI300
(gfx942) and MI355 (gfx950) run in the emulator, checked against numpy.

What stage 1 computes: each token t goes to `topk` experts e_tk (aiter's fused_topk), and
for each pair the kernel writes the intermediate activation

    a[t, k] = act(x[t] W1[e_tk, :inter]^T) * (x[t] W1[e_tk, inter:]^T)    ("g1u1")

W1 [experts, 2 inter, dim] holding the gate's rows then the up projection's, x and W1
quantised with f32 scales, act = SiLU (ActivationType.Silu = 0) or aiter's tanh GELU
(Gelu = 1, the constants of tests/test_production_fmoe.py). Stage 2 (a[t, k] W2[e_tk]^T,
weighted and summed over k) has no assembly kernel in aiter (fused_moe.py gives it to CK,
cktile or FlyDSL), so these tests check stage 1's output, the tensor aiter hands to stage 2.
The code objects are aiter's (commit e4048607a535, MIT licence), from hsa/gfx942/fmoe_2stages/
and hsa/gfx950/fmoe_2stages/, copied unchanged to tests/data/aiter/gfx942/ and gfx950/:

- fmoe_stage1_bf16_pertokenFp8_g1u1_<tile>.co: fp8 x with a scale per token, fp8 W1 with a
  scale per row (aiter's pertoken_quant: max |row| / the format's largest value, codes rounded
  to nearest), out bf16 [tokens, topk, inter];
- ..._pertokenInt8_g1u1_<tile>.co: the same in int8 (codes truncated, as aiter's
  pertoken_quant does);
- ..._pertokenFp8_doweight_g1u1_<tile>.co: the fp8 kernel that also multiplies by the
  routing weight, before the activation (it scales x's scale by the sorted weight; aiter's
  torch_moe_stage1 does the same: act(w g) * (w up));
- ..._pertokenFp8_blockscale_g1u1_<tile>.co: x with a scale per token and 128 columns
  (passed transposed, [dim / 128, tokens], fused_moe's transpose_scale=True), W1 with one per
  128 x 128 block ([experts, 2 inter / 128, dim / 128]); out fp8: a quantised per token, k and
  128 columns, q = fp8(a * 240 / amax) (240 whatever the format: 0x43700000 in the code, the
  largest MI300 fp8 value), with the scales amax / 240 (f32) after the codes, as fused_moe
  reads them back: a2 [tokens + ceil(4 tokens / 128), topk, inter] fp8, codes in its first
  `tokens` rows, scales [tokens, topk * inter / 128] from there.

The tile (rows of sorted tokens x columns of inter a workgroup) is in the name; <tile>_pf2 /
_pf3 are prefetch depths. The gfx942 and gfx950 code objects of a name have the same .text,
byte for byte: what differs is the fp8 format v_mfma_f32_16x16x32_fp8_fp8 and
v_cvt_pk_fp8_f32 take, MI300's E4M3 with bias 8 (ml_dtypes.float8_e4m3fnuz, largest 240) on
gfx942 and OCP E4M3 (float8_e4m3fn, largest 448) on gfx950, as aiter's dtypes.fp8 is on each.

Arguments (csrc/py_itfs_cu/asm_moe_2stage.cu, moe_stage1_g1u1; every KernelArgs field padded
to 16 bytes, the metadata's `pad` arguments; metadata names first): O (ptr_O) the output;
X (ptr_X) x's codes; G (ptr_GU) W1's codes, pre-shuffled by aiter's shuffle_weight((16, 16));
Xc (ptr_XC) num_valid_ids; XQ (ptr_XQ) x's scales; GQ (ptr_GUQ) W1's; SMQ null; STP, SEP the
sorted token ids and the experts of the blocks; dim; hdim (inter); batch (tokens); eprt
(experts); byte strides Xs = dim (a row of x), GUs = dim (a row of W1), Os (a row of O:
topk inter 2 for bf16, topk inter for fp8, topk 2 inter 4 for the split-K f32 output), eGUs =
2 inter dim (an expert of W1), eGUQs (an expert of W1's scales: 2 inter 4, or 2 inter / 128
dim / 128 4), eSMQs = inter 4 (unused); topk; splitk (log2 of the K split, 0 but in the
split-K test); activation; SW (ptr_SW) the sorted weights, for doweight. Grid: inter / tile_n
x the sorting's blocks x 2^splitk, workgroups of 256.

The metadata gets SW wrong: it lists it as a 4-byte by-value argument (then three 4-byte
pads), while KernelArgs has `void *ptr_SW` and the doweight kernels read 8 bytes there
(s_load_dwordx2 s[40:41], s[0:1], 0x160). `launch_stage1` passes the pointer's high half in
the pad after it (the emulator's addresses start at 2^32; tests.test_production_emulation's
`launch` would drop it).

Routing: aiter's moe_sorting (tests.test_production_fmoe.moe_sorting; block size = the
kernel's tile rows, asm_moe_2stage.cu checks block_m == tile_m): k << 24 | t per routed pair,
expert by expert, padded with topk << 24 | tokens. The kernels skip the padding's rows (a
store only where t < batch; the blockscale kernel's scale stores past batch rows fall outside
the buffer's range), so nothing of O outside the tokens' rows may change: the spare bytes
after O (and the slack of the fp8 layout) are checked unchanged, and every element of O must
be written (O starts as NaN). With splitk = 1 the kernels write no activation: they add each
K half's f32 gate and up values into O [tokens, topk, 2 inter] (zeroed) with
global_atomic_add_f32, for aiter's silu_and_mul to finish (fused_moe.asm_stage1).

The blockscale kernels, given dim = 256 (two 128-column blocks), also read x's scales of a
third block, past XQ's end (the prefetch in the K loop advances before it checks the count),
a value they never use; for dim >= 384 they stay in bounds, as here.

Oracle and tolerance. From the disassembly, with u = 2^-24 and gamma_n = n u / (1 - n u), per
element, P = the exact sum of code products (f64: products of fp8 or int8 codes are exact):
1. The GEMM: fp8 products summed in f32 MFMAs, within gamma_dim S (S = sum |x_q W_q|); int8
   sums exact in i32, converted to f32 within u |P|. Scaled: v_mul by W1's scale, then by x's
   (doweight: x's scale times the weight first, one more rounding): with c the product of the
   scales, g~ within E_g = c ((1 + u)^r E_P + ((1 + u)^r - 1) |P|) of g = c P, r = 2 or 3.
   Blockscale: each 128-column block's sum starts from 0 (gamma_128 S_b), its scales are
   multiplied first (u) and v_fma_f32 adds it into the total (nb = dim / 128 roundings:
   gamma_nb on the terms).
2. SiLU in f32: the exponent -g log2(e) (log2(e) an f32 constant within 0.23 u, then a
   rounding: 1.24 u relative, which scales 2^x by up to 1.24 u |g|), v_exp_f32 and v_rcp_f32
   within an ulp (2 u; MI300 ISA guide, V_EXP_F32, V_RCP_F32), + 1, * g and * up within u
   each: relative error eps = (8 + 1.5 |g|) u of silu(g~) up~ (first order 7 + 1.24 |g|).
   GELU: g^2, the fma with C1 and C0 (same signs: u), * g, * log2(e) make the exponent e
   within 4.3 u relative, so eps = (8 + 3.5 |e|) u. |g| < 80 and |e| < 120 here, so no 2^x
   overflows and no reciprocal is flushed. The activation's inputs are within E_g and E_up:
   its value moves by at most D = s E_g (|up| + E_up) + |act(g)| E_up, s the largest
   |act'| there (1.1 for SiLU; tests.test_production_fmoe.gelu_slope for GELU); so
   a~ is within E_a = D + eps (|a| + D) of the model a.
3. bf16 out: v_add3_u32 adds 0x7fff + 1 and v_perm_b32 keeps the high halves (to nearest,
   ties away from zero), a monotone rounding R: O must lie in [R(a - E_a), R(a + E_a)], which
   is the single value R(a) unless a rounding midpoint lies within E_a of a.
4. fp8 out (blockscale): per token, k and 128 columns, amax~ = max(1e-6, max |a~|) (v_max3_f32
   from 0x358637bd), within E_T = max E_a of the model's amax; s = 240 v_rcp(amax~), q =
   v_cvt_pk_fp8_f32(a~ s) (round to nearest even, MI300 7.2's table) and the scale
   v_rcp(s). So z~ = a~ s lies within delta = 240 (E_a + |a| E_T / amax + 5 u (|a| + E_a)) /
   (amax - E_T) of z = 240 a / amax, and q must lie in [F(z - delta), F(z + delta)], F =
   rounding to f32 then to the fp8 format (ml_dtypes); the stored scale within (E_T + 6 u
   (amax + E_T)) / 240 of amax / 240.
5. Split K: each half's f32 sum (gamma_{dim/2}), two scalings, the second atomic add (the
   first adds onto 0): within the sum of the halves' E_g plus u times their magnitudes.
The f64 evaluation of the model errs far below these margins. For the int8 kernel E_a is about
1e-6 of |a| (its sums are exact), so O must be R(a) for all but 0.04% of the elements; for the
fp8 kernels the worst case of the f32 sums (gamma_dim S, S about 15 |P| at the median) puts
E_a at about 1e-3 of |a| (median), and R(a - E_a) and R(a + E_a) differ (a window of one bf16
ulp) for about half of the elements. The emulator's results are R(a) in every element but two
of 20480 (the GELU case), and its fp8 codes F(z) in all. Inputs: x standard normal, W1
standard normal / 10 (tests/test_production_fmoe.py's reasons), so g has a standard deviation
of about 1.6. Run in scratch with a wrong routing or scale in the oracle (one token's expert
replaced; one token's x scale, or one expert's W1 scales, times 1.05; for doweight one token's
two weights swapped), every test fails, in 171 to 17388 elements.

Strict mode (runtime/strict.py) stops all these kernels at their first v_readlane_b32 s82,
v3, 0; s_and_b32 s82, s82, 0xffffff; v_mul_lo_u32 v6, v5, s82 (one wait state where MI300
4.5 Table 11 asks two between a VALU's SGPR write and a VALU reading it; llc-22's hazard
recognizer puts an s_nop 0 there too, counting from the v_readlane past the s_and), so they
run without it. `cdna-isa check` (either profile) reports nothing there, though it does
without the s_and_b32 in between. It reports each kernel's `buffer_load_dword ... lds` right
after an M0 write (salu-m0-lds-m0) and, in the blockscale kernels, v_fma_f32 reading an
MFMA's result 4 to 7 wait states after it (xdl-valu-mem-access: 7 on MI300, 8 on gfx950):
races the emulator, completing each instruction at issue, cannot show.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.device import Device
from cdna_isa.runtime.objfile import read_code_object

from tests.test_production_emulation import shuffle_weight_16x16
from tests.test_production_fmoe import (
    AMAX_FLOOR,
    C0,
    C1,
    LOG2E,
    U,
    gamma,
    gelu,
    gelu_slope,
    moe_sorting,
    pertoken_quant,
    route,
)

DATA = Path(__file__).parent / "data" / "aiter"
DEVICE = {"gfx942": "cdna3", "gfx950": "cdna4"}
FP8 = {"gfx942": ml_dtypes.float8_e4m3fnuz, "gfx950": ml_dtypes.float8_e4m3fn}
FP8_NAN = {"gfx942": 0x80, "gfx950": 0x7F}
FP8_OUT_MAX = 240.0  # the blockscale kernels' v_mov_b32 v4, 0x43700000, on both targets
SILU_SLOPE = 1.1  # max |silu'| = 1.0998 (at x = 2.4)
SPARE, CANARY = 256, 0xA5  # bytes after O that must stay as they were


@dataclass(frozen=True)
class Case:
    arch: str
    quant: str  # "fp8", "int8" or "blockscale"
    tile: str  # e.g. "16x128_4tg_pf2"
    doweight: bool = False
    act: int = 0  # aiter's ActivationType: Silu 0, Gelu 1
    splitk: int = 0
    dim: int = 256

    @property
    def name(self) -> str:
        kind = {"fp8": "Fp8", "int8": "Int8", "blockscale": "Fp8_blockscale"}[self.quant]
        doweight = "_doweight" if self.doweight else ""
        return f"fmoe_stage1_bf16_pertoken{kind}{doweight}_g1u1_{self.tile}.co"

    @property
    def tile_m(self) -> int:
        return int(self.tile.split("x")[0])

    @property
    def tile_n(self) -> int:
        return int(self.tile.split("x")[1].split("_")[0])


def launch_stage1(dev: Device, path: Path, grid, values: dict) -> None:
    """tests.test_production_emulation.launch, except that a device array given for a by-value
    argument (SW: see the module docstring) is a 64-bit address, its high half in the pad
    that follows."""
    data = path.read_bytes()
    meta = read_code_object(data).metadata()["amdhsa.kernels"][0]
    args, high = [], None
    for arg in meta[".args"]:
        if high is not None and arg[".name"] == "pad":
            value, high = high, None
        else:
            value = values.get(arg[".name"], 0)
        if arg[".value_kind"] == "by_value":
            if hasattr(value, "addr"):
                value, high = value.addr & 0xFFFFFFFF, value.addr >> 32
            bits = {4: (np.uint32, np.int32), 8: (np.uint64, np.int64)}[arg[".size"]]
            value = np.array([int(value) % (1 << 8 * arg[".size"])], bits[0]).view(bits[1])[0]
        args.append(value)
    dev.load(data).launch(meta[".name"], grid=grid, block=(256, 1, 1), args=tuple(args))


def fp8_quant(a: np.ndarray, dtype):
    """aiter's pertoken_quant to fp8 (aiter/ops/quant.py): scale max |row| / the format's
    largest value (f32), codes a / scale rounded to nearest; along the last axis."""
    scale = np.abs(a).max(axis=-1, keepdims=True) / float(ml_dtypes.finfo(dtype).max)
    scale = scale.astype(np.float32)
    return (a.astype(np.float32) / scale).astype(dtype), scale


def bf16_away(x: np.ndarray) -> np.ndarray:
    """x rounded to bf16's 8 significant bits, to nearest, ties away from zero (the kernels'
    v_add3_u32 + 0x8000 and v_perm_b32), in float64."""
    m, e = np.frexp(x)
    return np.ldexp(np.sign(m) * np.floor(np.abs(m) * 256 + 0.5), e - 8)


def activation_bound(g, up, e_g, e_up, act: int):
    """The model's a = act(g) up and the bound E_a on the kernel's a~ (module docstring, 2)."""
    big = np.abs(g) + e_g
    if act == 0:
        assert big.max() < 80
        value, slope = g / (1 + np.exp(-g)), SILU_SLOPE
        eps = (8 + 1.5 * big) * U
    else:
        exponent = LOG2E * (-C0 * big - C1 * big**3)  # |e| at its largest
        assert exponent.max() < 120
        value, slope = gelu(g), gelu_slope(g, e_g)
        eps = (8 + 3.5 * exponent) * U
    a = value * up
    drift = slope * e_g * (np.abs(up) + e_up) + np.abs(value) * e_up
    return a, drift + eps * (np.abs(a) + drift)


class Stage1:
    """One stage-1 problem for one kernel, launched as asm_moe_2stage.cu launches it."""

    def __init__(self, case: Case, tokens=40, inter=256, experts=6, topk=2, seed=0):
        rng = np.random.default_rng(seed)
        self.case, dim = case, case.dim
        self.shape = (tokens, dim, inter, experts, topk)
        x = rng.standard_normal((tokens, dim))
        w1 = rng.standard_normal((experts, 2 * inter, dim)) / 10
        self.ids, self.weights = route(rng, tokens, experts, topk)
        if case.quant == "int8":
            (self.x, self.xs), (self.w1, self.w1s) = pertoken_quant(x), pertoken_quant(w1)
        elif case.quant == "fp8":
            fp8 = FP8[case.arch]
            (self.x, self.xs), (self.w1, self.w1s) = fp8_quant(x, fp8), fp8_quant(w1, fp8)
        else:  # op_tests/test_moe_2stage.py: x per 1 x 128, W1 per 128 x 128
            fp8, kb, nb = FP8[case.arch], dim // 128, 2 * inter // 128
            q, s = fp8_quant(x.reshape(tokens, kb, 128), fp8)
            self.x, self.xs = q.reshape(tokens, dim), s[..., 0]  # xs [tokens, dim / 128]
            blocks = w1.reshape(experts, nb, 128, kb, 128).transpose(0, 1, 3, 2, 4)
            q, s = fp8_quant(blocks.reshape(experts, nb, kb, 128 * 128), fp8)
            q = q.reshape(experts, nb, kb, 128, 128).transpose(0, 1, 3, 2, 4)
            self.w1, self.w1s = q.reshape(experts, 2 * inter, dim), s[..., 0]

    def layout(self):
        """O's bytes: (output bytes, bytes before the spare ones, Os)."""
        tokens, _, inter, _, topk = self.shape
        if self.case.splitk:
            size = tokens * topk * 2 * inter * 4
            return size, size, topk * 2 * inter * 4
        if self.case.quant == "blockscale":  # fused_moe_2stages' a2 for asm_stage1
            used = tokens * topk * inter + tokens * topk * inter // 128 * 4
            return used, (tokens + (tokens * 4 + 127) // 128) * topk * inter, topk * inter
        return tokens * topk * inter * 2, tokens * topk * inter * 2, topk * inter * 2

    def run(self) -> np.ndarray:
        """O's bytes and the spare ones after them, after the launch."""
        case, (tokens, dim, inter, experts, topk) = self.case, self.shape
        sorting = moe_sorting(self.ids, self.weights, experts, case.tile_m)
        sorted_ids, sorted_weights, sorted_experts, valid = sorting
        used, allocated, row = self.layout()
        start = np.full(allocated + SPARE, CANARY, np.uint8)
        if case.splitk:
            start[:used] = 0  # the f32 atomics add into it
        elif case.quant == "blockscale":
            start[: tokens * row] = FP8_NAN[case.arch]
            start[tokens * row : used] = 0xFF  # f32 NaN
        else:
            start[:used] = 0xFF  # bf16 NaN
        dev = Device(DEVICE[case.arch])
        out = dev.to_device(start)
        w1 = shuffle_weight_16x16(self.w1.view(np.uint8).reshape(-1, dim))
        xs = np.ascontiguousarray(self.xs.T) if case.quant == "blockscale" else self.xs
        values = {
            "O": out, "X": dev.to_device(self.x.view(np.uint8)), "G": dev.to_device(w1),
            "Xc": dev.to_device(valid), "XQ": dev.to_device(xs),
            "GQ": dev.to_device(np.ascontiguousarray(self.w1s)),
            "STP": dev.to_device(sorted_ids), "SEP": dev.to_device(sorted_experts),
            "dim": dim, "hdim": inter, "batch": tokens, "eprt": experts, "Xs": dim, "GUs": dim,
            "Os": row, "eGUs": 2 * inter * dim, "eGUQs": self.w1s[0].size * 4,
            "eSMQs": inter * 4, "topk": topk, "splitk": case.splitk, "activation": case.act,
        }  # fmt: skip  (asm_moe_2stage.cu, moe_stage1_g1u1)
        if case.doweight:
            values["SW"] = dev.to_device(sorted_weights)
        grid = (inter // case.tile_n, len(sorted_experts), 1 << case.splitk)
        launch_stage1(dev, DATA / case.arch / case.name, grid, values)
        return out.to_numpy()

    def sums(self):
        """g and up (one array [tokens, topk, 2 inter]) as the model has them, and their
        bound E_g (module docstring, 1 and 5)."""
        case, (tokens, dim, inter, _, topk) = self.case, self.shape
        x, w1 = self.x.astype(np.float64), self.w1.astype(np.float64)
        h, err, size = np.zeros((3, tokens, topk, 2 * inter))
        for t, k in np.ndindex(tokens, topk):
            e = self.ids[t, k]
            if case.quant == "blockscale":
                cols = [slice(b, b + 128) for b in range(0, dim, 128)]
                ws = np.repeat(self.w1s[e].astype(np.float64), 128, axis=0)  # [2 inter, kb]
                terms = np.stack([w1[e][:, c] @ x[t, c] for c in cols], axis=1)
                spans = np.stack([np.abs(w1[e][:, c]) @ np.abs(x[t, c]) for c in cols], axis=1)
                scale = ws * self.xs[t].astype(np.float64)  # c_b
                h[t, k] = (terms * scale).sum(axis=1)
                own = ((1 + U) * scale * gamma(128) * spans + U * scale * np.abs(terms)).sum(1)
                big = ((1 + U) * scale * (np.abs(terms) + gamma(128) * spans)).sum(1)
                err[t, k] = own + gamma(len(cols)) * big
                continue
            c = self.w1s[e, :, 0].astype(np.float64) * float(self.xs[t, 0])
            rounds = 2
            if case.doweight:
                c, rounds = c * float(self.weights[t, k]), 3
            cut = dim // 2 if case.splitk else dim  # split K: two halves
            halves = [slice(0, cut), slice(cut, dim)] if case.splitk else [slice(0, dim)]
            for part in halves:
                p = w1[e][:, part] @ x[t, part]
                if case.quant == "int8":
                    e_p = U * np.abs(p)
                else:
                    span = np.abs(w1[e][:, part]) @ np.abs(x[t, part])
                    e_p = gamma(part.stop - part.start) * span
                own = c * ((1 + U) ** rounds * e_p + ((1 + U) ** rounds - 1) * np.abs(p))
                h[t, k] += c * p
                err[t, k] += own
                size[t, k] += c * np.abs(p) + own
            if case.splitk:  # the second atomic add's rounding
                err[t, k] += U * size[t, k]
        return h, err

    def check(self, raw: np.ndarray) -> None:
        """Assert O (and the bytes around it) against the module docstring's bounds."""
        case, (tokens, _, inter, _, topk) = self.case, self.shape
        used, allocated, row = self.layout()
        assert (raw[allocated:] == CANARY).all(), "bytes after O changed"
        h, e_h = self.sums()
        if case.splitk:
            out = raw[:used].view(np.float32).reshape(h.shape).astype(np.float64)
            over = ~(np.abs(out - h) <= e_h)
            assert not over.any(), f"{over.sum()} of {over.size} gate/up sums out of bounds"
            return
        g, up, e_g, e_up = h[..., :inter], h[..., inter:], e_h[..., :inter], e_h[..., inter:]
        a, e_a = activation_bound(g, up, e_g, e_up, case.act)
        if case.quant != "blockscale":
            out = raw[:used].view(ml_dtypes.bfloat16).reshape(a.shape).astype(np.float64)
            over = ~((bf16_away(a - e_a) <= out) & (out <= bf16_away(a + e_a)))
            assert not over.any(), f"{over.sum()} of {over.size} elements out of bounds"
            return
        assert (raw[used:allocated] == CANARY).all(), "a2's slack changed"
        fp8 = FP8[case.arch]
        q = raw[: tokens * row].view(fp8).reshape(a.shape).astype(np.float64)
        scale = raw[tokens * row : used].view(np.float32).reshape(tokens, topk, inter // 128)
        groups = a.reshape(tokens, topk, inter // 128, 128)
        e_groups = e_a.reshape(groups.shape)
        amax = np.maximum(AMAX_FLOOR, np.abs(groups).max(axis=-1, keepdims=True))
        e_t = e_groups.max(axis=-1, keepdims=True)
        assert (e_t < amax / 2).all()
        z = FP8_OUT_MAX * groups / amax
        spread = e_groups + np.abs(groups) * e_t / amax + 5 * U * (np.abs(groups) + e_groups)
        delta = FP8_OUT_MAX * spread / (amax - e_t)

        def rounded(v):
            return v.astype(np.float32).astype(fp8).astype(np.float64)

        q = q.reshape(groups.shape)
        over = ~((rounded(z - delta) <= q) & (q <= rounded(z + delta)))
        assert not over.any(), f"{over.sum()} of {over.size} fp8 codes out of bounds"
        want, e_s = amax[..., 0] / FP8_OUT_MAX, (e_t + 6 * U * (amax + e_t))[..., 0] / FP8_OUT_MAX
        bad = ~(np.abs(scale - want) <= e_s)
        assert not bad.any(), f"{bad.sum()} of {bad.size} scales out of bounds"


CASES = [
    Case("gfx950", "fp8", "16x128_4tg_pf2"),
    Case("gfx950", "fp8", "16x128_4tg_pf2", act=1),
    Case("gfx942", "fp8", "32x128_3tg_pf3"),
    Case("gfx942", "fp8", "32x128_3tg_pf3", splitk=1),
    Case("gfx942", "int8", "16x128_4tg_pf2"),
    Case("gfx950", "fp8", "32x128_3tg_pf2", doweight=True),
    Case("gfx950", "blockscale", "16x128_4tg_pf2", dim=512),
    Case("gfx942", "blockscale", "32x128_3tg_pf2", dim=384),
]


def case_id(case: Case) -> str:
    extra = "_doweight" * case.doweight + "_gelu" * case.act + "_splitk" * case.splitk
    return f"{case.arch}_{case.quant}{extra}_{case.tile}_dim{case.dim}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_aiter_fmoe_stage1(case: Case):
    """40 tokens, inter 256 (two workgroups of 128 columns a block), 6 experts (the last
    unused, the first given more than a block), top 2."""
    problem = Stage1(case)
    start = time.perf_counter()
    raw = problem.run()
    elapsed = time.perf_counter() - start
    try:
        problem.check(raw)
    except AssertionError as exc:
        raise AssertionError(f"{exc} ({elapsed:.1f} s)") from None
