"""More of ROCm aiter's flash-attention forward kernels (fmha_v3_fwd) run in the emulator,
checked against numpy: fp8, group mode (varlen), gfx942's three bf16 roundings and head
dimensions 192 x 128. (gfx950's fwd_hd128_bf16(_causal) and gfx942's fwd_hd128_bf16_rtne are
tests/test_production_emulation.py::test_aiter_flash_attention_forward.)

What they compute: for every batch (sequence), query head h and query row s, with query head h
reading KV head h // gqa,

    O[s, h] = softmax(scale Q[s, h] K^T) V,   LSE[h, s] = log sum_t exp(scale Q[s, h] K_t),

over the keys t the mask leaves (causal: t <= s + seqlen_k - seqlen_q, aligned at the end as
aiter's mask type 2 is), O in bf16, LSE in f32. The fp8 kernels take Q, K and V as fp8 codes
with f32 descales (the real value is code times descale): gfx950's in OCP E4M3
(ml_dtypes.float8_e4m3fn), gfx942's in MI300's E4M3 with bias 8 (float8_e4m3fnuz, MI300 ISA
7.2); scale = 1 / sqrt(head dim), as aiter's Python passes it.

The code objects are aiter's (commit e4048607a535, MIT licence: tests/data/aiter/README.md),
copied unchanged: tests/data/aiter/<file> is hsa/<arch>/fmha_v3_fwd/<file> for gfx950 and
hsa/gfx942/fmha_v3_fwd/MI300/<file> for gfx942, except gfx942/MI308/fwd_hd128_fp8.co, which is
hsa/gfx942/fmha_v3_fwd/MI308/fwd_hd128_fp8.co (gfx950: fwd_hd128_fp8, fwd_hd128_fp8_causal,
fwd_hd128_bf16_group, fwd_hd128_fp8_group, fwd_hd128_fp8_causal_group, fwd_hd192_hd128_bf16,
fwd_hd192_hd128_bf16_causal; gfx942: fwd_hd128_fp8, fwd_hd128_fp8_causal, fwd_hd128_fp8_group,
fwd_hd128_bf16_rtna, fwd_hd128_bf16_rtz, fwd_hd128_bf16_rtne_group,
fwd_hd128_bf16_causal_rtz_group, fwd_hd192x128_bf16_rtne, fwd_hd192x128_bf16_causal_rtna_group).

Their arguments are aiter's fmha_fwd_v3_args (csrc/include/mha_fwd.h: every field padded to 16
bytes, the metadata's `pad` arguments), filled as csrc/cpp_itfs/mha_fwd.cu's
init_fmha_fwd_v3_args does; the metadata names them differently from kernel to kernel (R, Q, ...
or ptr_o, ptr_q, ...; ptr_q_descale or ptr_descale_q), so they are laid out here by the field
each offset holds. Byte strides of Q, K, V and O, the tile of ts_qo query rows (s_Ts), s_gqa,
the head dimensions, the tune option (5; 3 when masked with heads not a multiple of 8; 0 for
gfx942's 192 x 128). The fp8 kernels' fmha_fwd_v3_args has six more fields than the bf16
kernels' metadata lists: the three descale pointers (offsets 512, 528, 544) and their batch and
head byte strides (560 to 640; csrc/py_itfs_cu/asm_mha_fwd.cu: 0 for a per-tensor descale of
shape (1,), else those of a [batch, kv heads] tensor). gfx950's fp8 kernels read only each
descale's first element (their disassembly: s_load_dword at offset 0, strides never loaded), so
they get per-tensor descales; gfx942's read element [batch, kv head]. Group mode
(csrc/py_itfs_cu/asm_mha_varlen_fwd.cu): Q, K, V and O packed [total tokens, heads, dim], batch
strides 0, the int32 cumulative lengths [batch + 1] as ptr_qseq and ptr_qseq_padding (and the
keys' as ptr_kseq and ptr_kseq_padding: no padded layout), s_seq_len and s_kv_seq_len the totals,
LSE [heads, total_q]. Workgroups (get_grid_dim): 512 work-items (256 for 192 x 128) over
ceil(seqlen_q / ts_qo) query tiles (halved, rounded up, when causal: a workgroup takes a head and
a tail tile) by heads by batch; gfx942's 192 x 128: heads by tiles by batch; group mode: heads by
batch by tiles of the total.

The oracle is those formulas in float64 on the values the kernel reads. The tolerance follows
the kernels' roundings (their disassembly): the scores S in f32 MFMAs; the weights
P = 2^(S c - max S c), c = scale log2(e) (times the q and k descales) in f32, with v_exp_f32
against the running maximum of the key tiles seen so far, and their sum l in f32 from the
unrounded P; P rounded to bf16 (the cvt mode; gfx950: v_cvt_pk_bf16_f32, to nearest even) or,
in the fp8 kernels, to fp8 (v_cvt_pk_fp8_f32, to nearest even, unscaled: P <= 1) for the PV
MFMA, whose products of fp8 codes are exact; the rescaling of the sums when the maximum grows;
O = sum P V times v_rcp_f32(l) (times the v descale) rounded to bf16 (gfx942: the cvt mode by
integer arithmetic; its fp8 kernels round to nearest, ties away; gfx950: v_cvt_pk_bf16_f32).
With p_t = exp(S_t - max S) the weights against the final maximum (at most 1), l their sum,
u_O the output rounding's relative error (2^-8 to nearest, 2^-7 toward zero) and e_t a bound
on the error of rounding p_t,

    |O_kernel - O| <= u_O |O| + (1 + u_O) (sum_t e_t |V_t| + (2 eta + 2^-12) sum_t p_t |V_t|) / l

with, for bf16 P, e_t = u_P p_t (u_P as u_O) and, for fp8 P, e_t = max(2^-4 p_t, h), h half
the subnormal step (2^-10 for E4M3, 2^-11 for MI300's), 0 for masked keys (a weight against a
running maximum below the final one is larger, and its rounding error no larger once rescaled);
eta bounds a score's error (2^-17 sum_i |q_i k_ti| scale, 127 f32 additions), which moves the
normalised weights by exp(+-2 eta), and 2^-12 covers the rest of the f32 work (sums of at most
320 terms, v_exp_f32 and v_rcp_f32 to an ulp), as tests/test_production_paged_attention.py
derives it; LSE within 2e-6 + 2^-21 |LSE| (a few f32 roundings of values up to 16).

That bound holds whatever the order of the work; the kernels' roundings are checked exactly on
top of it: numpy rounds each p_t against the running maximum of the kernel's key tiles (ts_kv,
aiter's fmha_fwd.csv), the kernel's way, and rounds the resulting O the kernel's way; at least
99% of the outputs equal that, and far fewer equal the same computed with P unrounded or with
another rounding, which shows that the kernel rounds P before the PV MFMA and how. (The causal
kernels visit a tile's keys upwards or downwards; each query tile must match one of the two.)
gfx942's rtz kernels get scores exact in f32 and scale ln 2 (so that the exponent S c - max S c
is exact and the largest P exactly 1; otherwise it is 2^(the rounding error of max S c), which
toward zero gives 1 or 1 - 2^-8 by that error's sign). Their rounding modes are also checked
where they differ most: P exactly 1 (Q = 0) and O exactly a bf16 tie or a quarter of an ulp off
one, which every mode rounds its own way.

Found on the way (each has a test):

- gfx942's fp8 causal kernels (MI300 and MI308, also _group) scale the scores of a workgroup's
  second query tile (seqlen_q over 256) by scale (dq dk)^2 instead of scale dq dk: at the loop
  head (label_0122 in llvm-objdump's listing) they multiply s28 and s74 by the q and k descales
  in place, and come back to it for the tail tile. Checked as the kernel has it; invisible when
  dq dk = 1, and under aiter's op_tests/test_mha_fp8.py tolerance (0.055) with its inputs
  (uniform in [0, 1), nearly flat softmax: the tail rows move by about 0.012 in numpy).
- gfx950's fp8 kernels read only element [0, 0] of each descale, while aiter's Python accepts
  [batch, kv heads] descales for them (mha.py, is_fmha_v3_fp8) and asm_mha_fwd.cu passes the
  strides: per-head descales are silently replaced by the first one. Checked as the kernel has
  it.
- A raw buffer's range check counts SOFFSET, which the CDNA3/CDNA4 guides' 9.1.5.1 formula
  leaves out and AMD's simulator counts, to match gfx950 hardware (ROCm/rocm-systems pull
  request 10928; errata buffer-range-soffset): these kernels rely on it, setting num_records to
  the sequence's K or V bytes and stepping through key tiles with SOFFSET, so that a key tile
  past the end reads zeros. test_key_tiles_past_the_end_read_zeros puts NaN right after K and
  V to show it (until the emulator counted SOFFSET they read it, and 0 x NaN is NaN); the other
  tests leave zeros there, as an allocator's slack would hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import cdna_isa
import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.device import Device
from cdna_isa.runtime.memory import Memory
from cdna_isa.runtime.objfile import read_code_object
from cdna_isa.runtime.wave import WaveState

from tests.emulate import run
from tests.test_production_emulation import ARCH, launch

AITER = Path(__file__).parent / "data" / "aiter"
BF16 = ml_dtypes.bfloat16
FP8 = {"gfx950": ml_dtypes.float8_e4m3fn, "gfx942": ml_dtypes.float8_e4m3fnuz}
FP8_HALF_SUBNORMAL = {"gfx950": 2.0**-10, "gfx942": 2.0**-11}
DV = 128  # every kernel here writes O with head dimension 128
GUARD = 256  # rows of zeros after Q, K and V (module docstring)
NAN_BF16 = 0x7FC0
# fmha_fwd_v3_args (csrc/include/mha_fwd.h), one field every 16 bytes
FIELDS = (
    "ptr_o ptr_q ptr_k ptr_v ptr_lse scalar s_seq_len s_Seqs s_Ts s_Hs s_Bs s_gqa s_k_Seqs s_k_Hs "
    "s_k_Bs s_opt s_lse s_kv_seq_len s_qk_head_dim s_v_head_dim s_q_head_num s_v_Seqs s_v_Hs "
    "s_v_Bs s_o_Seqs s_o_Hs s_o_Bs ptr_qseq ptr_kseq s_lse_Hs ptr_qseq_padding ptr_kseq_padding "
    "ptr_q_descale ptr_k_descale ptr_v_descale s_descale_q_Bs s_descale_q_Hs s_descale_k_Bs "
    "s_descale_k_Hs s_descale_v_Bs s_descale_v_Hs"
).split()


@dataclass(frozen=True)
class Kernel:
    """One code object and its traits (hsa/<arch>/fmha_v3_fwd/fmha_fwd.csv)."""

    target: str
    name: str  # under tests/data/aiter
    ts_kv: int  # keys a tile
    fp8: bool = False
    dim: int = 128  # Q and K's head dimension
    causal: bool = False
    group: bool = False
    cvt: str = "rne"  # O's rounding to bf16 (and P's in the bf16 kernels): rne, rna or rtz

    @property
    def ts_qo(self) -> int:
        return 128 if self.dim == 192 else 256

    def __str__(self) -> str:
        return self.name


def k950(name, ts_kv, **traits):
    return Kernel("gfx950", f"gfx950/{name}.co", ts_kv, **traits)


def k942(name, ts_kv, **traits):
    return Kernel("gfx942", f"gfx942/{name}.co", ts_kv, **traits)


FP8_950 = k950("fwd_hd128_fp8", 128, fp8=True)
FP8_942 = k942("fwd_hd128_fp8", 64, fp8=True, cvt="rna")
FP8_942_CAUSAL = k942("fwd_hd128_fp8_causal", 64, fp8=True, cvt="rna", causal=True)
RTNE = k942("fwd_hd128_bf16_rtne", 32)
RTNA = k942("fwd_hd128_bf16_rtna", 32, cvt="rna")
RTZ = k942("fwd_hd128_bf16_rtz", 32, cvt="rtz")
BF16_950 = k950("fwd_hd128_bf16", 64)  # tests/test_production_emulation.py's


# ---------------------------------------------------------------- the kernels' roundings
def round_bf16(x, mode: str) -> np.ndarray:
    """f64 -> bf16 values (as f64) rounded to nearest even, to nearest with ties away from zero
    (gfx942's rtna: + 0x8000 to the f32 bits) or toward zero, via f32 (exact for the values
    here, up to the rare f64 within half an f32 ulp of a bf16 boundary)."""
    if mode == "rne":
        return np.asarray(x, np.float32).astype(BF16).astype(np.float64)
    bits = np.asarray(x, np.float32).view(np.uint32)
    bits = bits + np.uint32(0x8000 if mode == "rna" else 0)
    return (bits & np.uint32(0xFFFF0000)).view(np.float32).astype(np.float64)


def round_p(kernel: Kernel, p, mode: str | None = None) -> np.ndarray:
    """P as the kernel rounds it for the PV MFMA (mode: another bf16 rounding, or "none")."""
    mode = mode or ("fp8" if kernel.fp8 else kernel.cvt)
    if mode == "none":
        return p
    if mode == "fp8":
        return p.astype(FP8[kernel.target]).astype(np.float64)
    return round_bf16(p, mode)


# ---------------------------------------------------------------- inputs
@dataclass
class Problem:
    """Per sequence b: q[b] [rows, heads, dim], k[b] and v[b] [keys, kv heads, dim] (bf16
    values or fp8 codes); fp8: the q, k and v descales, f32 [batch, kv heads]; the scale."""

    q: list
    k: list
    v: list
    descales: tuple = ()
    scale: float = 0.0


def random_problem(kernel: Kernel, rows, keys, heads=2, kv_heads=2, seed=0, per_head=False):
    """Normal Q, K, V (sequence b: rows[b] queries, keys[b] keys). fp8: quantised as aiter's
    per_tensor_quant does (descale = amax / the format's largest value), per tensor or, with
    per_head, per [batch, KV head] block, each block first scaled by its own factor in [1/2, 2]
    so that the descales differ."""
    rng = np.random.default_rng(seed)
    shapes = ((rows, heads, kernel.dim), (keys, kv_heads, kernel.dim), (keys, kv_heads, DV))
    x = [[rng.standard_normal((n, h, d)) for n in lens] for lens, h, d in shapes]
    scale = float(np.float32(1 / np.sqrt(kernel.dim)))
    if not kernel.fp8:
        return Problem(*[[a.astype(BF16) for a in seqs] for seqs in x], (), scale)
    fp8 = FP8[kernel.target]
    largest = float(ml_dtypes.finfo(fp8).max)
    codes, descales = [], []
    for seqs in x:
        blocks = [a.reshape(len(a), kv_heads, -1) for a in seqs]  # [n, KV head, its heads' dims]
        if per_head:
            blocks = [blk * rng.uniform(0.5, 2, (1, kv_heads, 1)) for blk in blocks]
            d = np.array([np.abs(blk).max(axis=(0, 2)) for blk in blocks])
        else:
            d = np.full((len(seqs), kv_heads), max(np.abs(blk).max() for blk in blocks))
        d = (d / largest).astype(np.float32)
        quantised = [(blk / d[b][:, None]).astype(fp8) for b, blk in enumerate(blocks)]
        assert all(np.isfinite(c.astype(np.float32)).all() for c in quantised)
        codes.append([c.reshape(a.shape) for c, a in zip(quantised, seqs, strict=True)])
        descales.append(d)
    return Problem(*codes, tuple(descales), scale)


# ---------------------------------------------------------------- the launch
def fmha_args(path: Path, fields: dict) -> dict:
    """Metadata argument name -> value, by the fmha_fwd_v3_args field at its offset."""
    meta = read_code_object(path.read_bytes()).metadata()["amdhsa.kernels"][0]
    out = {}
    for arg in meta[".args"]:
        if not arg[".name"].startswith("pad"):
            assert arg[".offset"] % 16 == 0, arg
            out[arg[".name"]] = fields.get(FIELDS[arg[".offset"] // 16], 0)
    return out


def device_rows(dev: Device, seqs, guard: int = 0, fill: int = 0):
    """Sequences [n, heads, dim] packed (group mode) or stacked (batch mode: equal n), as raw
    bits, with `guard` rows of `fill` after them."""
    rows = np.concatenate(seqs)
    bits = rows.view(np.uint8 if rows.dtype.itemsize == 1 else np.uint16)
    pad = np.full((guard, *bits.shape[1:]), fill, bits.dtype)
    return dev.to_device(np.concatenate([bits, pad]))


def forward(kernel: Kernel, pb: Problem, guard=GUARD, fill=0, args=None, per_tensor=None):
    """Launch `kernel` on `pb` as aiter's host code does; (O per sequence [rows, heads, 128] as
    f64, LSE per sequence [heads, rows]). O and LSE start as NaN; `fill` is the guard's bits;
    `args` overrides fields; fp8 descales per tensor (default on gfx950) or [batch, kv head]."""
    dev = Device(ARCH[kernel.target])
    batch, (heads, kv_heads) = len(pb.q), (pb.q[0].shape[1], pb.k[0].shape[1])
    q_lens, k_lens = [len(a) for a in pb.q], [len(a) for a in pb.k]
    if not kernel.group:
        assert len(set(q_lens)) == len(set(k_lens)) == 1, "batch mode: equal lengths"
    seqlen_q, seqlen_k = (sum(q_lens), sum(k_lens)) if kernel.group else (q_lens[0], k_lens[0])
    ebytes = 1 if kernel.fp8 else 2
    qrow = heads * kernel.dim * ebytes
    krow = kv_heads * kernel.dim * ebytes
    vrow, orow = kv_heads * DV * ebytes, heads * DV * 2
    total_q = sum(q_lens)
    out = dev.to_device(np.full(total_q * heads * DV + 64, NAN_BF16, np.uint16))
    lse = dev.to_device(np.full(total_q * heads + 64, np.nan, np.float32))
    k_dev, v_dev = device_rows(dev, pb.k, guard, fill), device_rows(dev, pb.v, guard, fill)
    opt = 3 if kernel.causal and heads % 8 else 5
    if kernel.target == "gfx942" and kernel.dim == 192:
        opt = 0
    batch_bytes = (lambda n, row: 0) if kernel.group else (lambda n, row: n * row)
    fields = {
        "ptr_o": out, "ptr_q": device_rows(dev, pb.q, guard), "ptr_k": k_dev, "ptr_v": v_dev,
        "ptr_lse": lse, "scalar": int(np.float32(pb.scale).view(np.uint32)),
        "s_seq_len": seqlen_q, "s_Seqs": qrow, "s_Ts": kernel.ts_qo * qrow,
        "s_Hs": kernel.dim * ebytes, "s_Bs": batch_bytes(seqlen_q, qrow),
        "s_gqa": heads // kv_heads, "s_k_Seqs": krow, "s_k_Hs": kernel.dim * ebytes,
        "s_k_Bs": batch_bytes(seqlen_k, krow), "s_opt": opt, "s_lse": 1,
        "s_kv_seq_len": seqlen_k, "s_qk_head_dim": kernel.dim, "s_v_head_dim": DV,
        "s_q_head_num": heads, "s_v_Seqs": vrow, "s_v_Hs": DV * ebytes,
        "s_v_Bs": batch_bytes(seqlen_k, vrow), "s_o_Seqs": orow, "s_o_Hs": DV * 2,
        "s_o_Bs": batch_bytes(seqlen_q, orow), "s_lse_Hs": seqlen_q * 4,
    }  # fmt: skip
    if kernel.group:
        cu_q = dev.to_device(np.cumsum([0, *q_lens]).astype(np.int32))
        cu_k = dev.to_device(np.cumsum([0, *k_lens]).astype(np.int32))
        fields |= {
            "ptr_qseq": cu_q,
            "ptr_kseq": cu_k,
            "ptr_qseq_padding": cu_q,
            "ptr_kseq_padding": cu_k,
        }
    if kernel.fp8:
        per_tensor = kernel.target == "gfx950" if per_tensor is None else per_tensor
        for which, d in zip("qkv", pb.descales, strict=True):
            fields[f"ptr_{which}_descale"] = dev.to_device(d.reshape(-1)[:1] if per_tensor else d)
            fields[f"s_descale_{which}_Bs"] = 0 if per_tensor else kv_heads * 4
            fields[f"s_descale_{which}_Hs"] = 0 if per_tensor else 4
    fields |= args or {}
    tiles = -(-seqlen_q // kernel.ts_qo)
    merged = -(-tiles // 2) if kernel.causal else tiles
    if kernel.group:
        grid = (heads, batch, tiles if kernel.target == "gfx942" and kernel.dim == 192 else merged)
    elif kernel.target == "gfx942" and kernel.dim == 192:
        grid = (heads, tiles, batch)
    else:
        grid = (merged, heads, batch)
    block = 256 if kernel.dim == 192 else 512
    launch(dev, kernel.name, grid, fmha_args(AITER / kernel.name, fields), block=block)

    o_all = out.to_numpy()
    assert (o_all[total_q * heads * DV :] == NAN_BF16).all(), "written past O"
    o_all = o_all[: total_q * heads * DV].view(BF16).astype(np.float64).reshape(-1, heads, DV)
    lse_all = lse.to_numpy()
    assert np.isnan(lse_all[total_q * heads :]).all(), "written past LSE"
    starts = np.cumsum([0, *q_lens])
    if kernel.group:
        lse_all = lse_all[: total_q * heads].reshape(heads, total_q)
        lses = [lse_all[:, a:b] for a, b in zip(starts, starts[1:], strict=False)]
    else:
        lses = list(lse_all[: total_q * heads].reshape(batch, heads, -1))
    return [o_all[a:b] for a, b in zip(starts, starts[1:], strict=False)], lses


# ---------------------------------------------------------------- the oracle
@dataclass
class Reference:
    """One sequence's exact attention (float64) and what the bounds need."""

    scores: np.ndarray  # [heads, rows, keys], masked: -inf
    v: np.ndarray  # [keys, heads, 128], real values, per query head
    top: np.ndarray  # [heads, rows, 1]
    p: np.ndarray  # exp(scores - top)
    total: np.ndarray  # sum of p [heads, rows, 1]
    want: np.ndarray  # O [rows, heads, 128]
    spread: np.ndarray  # sum_t p_t |V_t| / total [rows, heads, 128]
    eta: np.ndarray  # [rows, heads, 1]
    lse: np.ndarray  # [heads, rows]

    def rows(self, which: slice) -> Reference:
        """The query rows `which` only."""
        h = (slice(None), which)
        per_head = (self.scores[h], self.v, self.top[h], self.p[h], self.total[h])
        return Reference(
            *per_head, self.want[which], self.spread[which], self.eta[which], self.lse[h]
        )


def reference(kernel: Kernel, pb: Problem, b: int, extra=1.0) -> Reference:
    """Sequence b's attention; `extra` multiplies the scores (the tail-tile test)."""
    heads, kv_heads = pb.q[b].shape[1], pb.k[b].shape[1]
    g = heads // kv_heads
    dq, dk, dv = [np.repeat(x[b], g)[:, None] for x in pb.descales] or [1.0] * 3
    q = pb.q[b].astype(np.float64) * dq
    k = np.repeat(pb.k[b].astype(np.float64), g, axis=1) * dk
    v = np.repeat(pb.v[b].astype(np.float64), g, axis=1) * dv
    rows, keys = len(q), len(k)
    scores = np.einsum("shd,thd->hst", q, k) * pb.scale * extra
    if kernel.causal:
        scores = np.where(np.triu(np.ones((rows, keys), bool), 1 + keys - rows), -np.inf, scores)
    top = scores.max(axis=-1, keepdims=True)
    p = np.exp(scores - top)
    total = p.sum(axis=-1, keepdims=True)
    want = np.einsum("hst,thd->shd", p / total, v)
    spread = np.einsum("hst,thd->shd", p / total, np.abs(v))
    magnitude = np.einsum("shd,thd->hst", np.abs(q), np.abs(k)).max(axis=-1)
    eta = (2.0**-17 * magnitude * pb.scale * abs(extra)).T[..., None]
    return Reference(scores, v, top, p, total, want, spread, eta, (np.log(total) + top)[..., 0])


def check_bound(kernel: Kernel, ref: Reference, got: np.ndarray, lse: np.ndarray) -> None:
    """The a-priori bound of the module docstring, on every element, and the LSE."""
    u_o = 2.0**-7 if kernel.cvt == "rtz" else 2.0**-8
    if kernel.fp8:
        e = np.maximum(2.0**-4 * ref.p, FP8_HALF_SUBNORMAL[kernel.target])
        e = np.where(np.isfinite(ref.scores), e, 0.0)  # masked keys: P exactly 0
        rounding_p = np.einsum("hst,thd->shd", e / ref.total, np.abs(ref.v))
    else:
        rounding_p = u_o * ref.spread
    rest = (2 * ref.eta + 2.0**-12) * ref.spread
    bound = u_o * np.abs(ref.want) + (1 + u_o) * (rounding_p + rest)
    ratio = np.nan_to_num(np.abs(got - ref.want) / bound, nan=np.inf)
    assert np.all(ratio <= 1), f"{np.sum(ratio > 1)} elements off, worst {ratio.max():.3g} of bound"
    np.testing.assert_allclose(lse, ref.lse, rtol=2.0**-21, atol=2e-6)


def kernel_rounded(kernel: Kernel, ref: Reference, p_mode=None, descending=False) -> np.ndarray:
    """O with each p_t rounded the kernel's way (or `p_mode`) against the running maximum of
    the key tiles (ts_kv) visited so far, in f64 (unrounded)."""
    keys = ref.scores.shape[-1]
    starts = list(range(0, keys, kernel.ts_kv))[:: -1 if descending else 1]
    weights = np.zeros_like(ref.p)
    running = np.full(ref.top.shape, -np.inf)
    for j in starts:
        tile = ref.scores[..., j : j + kernel.ts_kv]
        running = np.maximum(running, tile.max(axis=-1, keepdims=True))
        with np.errstate(invalid="ignore"):  # rows with every key of the tiles so far masked
            local = np.where(np.isfinite(tile), np.exp(tile - running), 0.0)
        rescale = np.where(np.isfinite(running), np.exp(running - ref.top), 0.0)
        weights[..., j : j + kernel.ts_kv] = round_p(kernel, np.nan_to_num(local), p_mode) * rescale
    return np.einsum("hst,thd->shd", weights / ref.total, ref.v)


def matching(kernel: Kernel, ref: Reference, got: np.ndarray, p_mode=None, o_mode=None) -> float:
    """The fraction of O equal to the kernel-rounded value; a causal kernel's query tiles may
    each have visited their keys either way."""
    o_mode = o_mode or kernel.cvt
    ways = (False, True) if kernel.causal else (False,)
    same = [got == round_bf16(kernel_rounded(kernel, ref, p_mode, down), o_mode) for down in ways]
    tiles = [slice(i, i + kernel.ts_qo) for i in range(0, len(got), kernel.ts_qo)]
    return float(
        np.mean(np.concatenate([max((s[t] for s in same), key=np.mean).ravel() for t in tiles]))
    )


def check(kernel: Kernel, pb: Problem, **launch_args) -> None:
    """Launch, the bound on every sequence, the kernel's roundings on at least 99% of O."""
    outs, lses = forward(kernel, pb, **launch_args)
    for b, (got, lse) in enumerate(zip(outs, lses, strict=True)):
        ref = reference(kernel, pb, b)
        check_bound(kernel, ref, got, lse)
        assert matching(kernel, ref, got) >= 0.99
        assert matching(kernel, ref, got, p_mode="none") <= (0.2 if kernel.fp8 else 0.8)


# ---------------------------------------------------------------- fp8
FP8_KERNELS = [
    (FP8_950, [300], [270], 2, 2),
    (k950("fwd_hd128_fp8_causal", 128, fp8=True, causal=True), [300], [320], 2, 2),
    (FP8_942, [300, 300], [270, 270], 4, 2),  # per-[batch, kv head] descales, GQA 2
    (k942("MI308/fwd_hd128_fp8", 64, fp8=True, cvt="rna"), [300], [270], 2, 2),
    (FP8_942_CAUSAL, [256, 256], [320, 320], 2, 2),  # one query tile a workgroup: right
]


@pytest.mark.parametrize("kernel,rows,keys,heads,kv_heads", FP8_KERNELS, ids=str)
def test_fp8_forward(kernel, rows, keys, heads, kv_heads):
    """fp8 Q, K, V with f32 descales (gfx942's per batch and KV head, all different), bf16 O:
    the bound, and O as numpy gets it rounding P to fp8 against the running maximum."""
    per_head = kernel.target == "gfx942"
    check(kernel, random_problem(kernel, rows, keys, heads, kv_heads, sum(rows), per_head))


def test_fp8_causal_tail_tile_applies_the_descales_twice():
    """gfx942's fwd_hd128_fp8_causal with 512 query rows: each workgroup computes query tile 0
    with scale dq dk, then comes back to its loop head, which multiplies the scale by dq dk
    again, for tile 1 (module docstring). Tile 0 matches the attention, tile 1 the attention
    with the scores times dq dk."""
    kernel = FP8_942_CAUSAL
    pb = random_problem(kernel, [512], [512], seed=7)
    outs, lses = forward(kernel, pb)
    dq_dk = float(pb.descales[0][0, 0] * pb.descales[1][0, 0])
    assert dq_dk < 0.01
    right, twice = reference(kernel, pb, 0), reference(kernel, pb, 0, extra=dq_dk)
    head, tail = slice(0, 256), slice(256, 512)
    for ref, rows in ((right, head), (twice, tail)):
        check_bound(kernel, ref.rows(rows), outs[0][rows], lses[0][:, rows])
    assert np.abs(outs[0][tail] - right.want[tail]).max() > 0.1


def test_gfx950_fp8_reads_only_the_first_descale():
    """aiter's Python takes [batch, kv heads] descales for gfx950's fp8 kernels too (mha.py,
    is_fmha_v3_fp8) and the host passes their strides, but the kernels read element [0, 0] only
    (module docstring): given per-[batch, KV head] descales, O is the attention with that one
    descale everywhere."""
    kernel = FP8_950
    pb = random_problem(kernel, [300, 300], [270, 270], seed=9, per_head=True)
    outs, lses = forward(kernel, pb, per_tensor=False)
    first = Problem(
        pb.q, pb.k, pb.v, tuple(np.full_like(d, d[0, 0]) for d in pb.descales), pb.scale
    )
    for b in range(2):
        check_bound(kernel, reference(kernel, first, b), outs[b], lses[b])
    assert np.abs(outs[1] - reference(kernel, pb, 1).want).max() > 0.1


# ---------------------------------------------------------------- group mode
GROUP_KERNELS = [
    k950("fwd_hd128_bf16_group", 64, group=True),
    k950("fwd_hd128_fp8_group", 128, fp8=True, group=True),
    k950("fwd_hd128_fp8_causal_group", 128, fp8=True, causal=True, group=True),
    k942("fwd_hd128_bf16_rtne_group", 32, group=True),
    k942("fwd_hd128_bf16_causal_rtz_group", 32, cvt="rtz", causal=True, group=True),
    k942("fwd_hd128_fp8_group", 64, fp8=True, cvt="rna", group=True),
    k942("fwd_hd192x128_bf16_causal_rtna_group", 32, dim=192, cvt="rna", causal=True, group=True),
]
# three sequences: under a tile, over one (a partial last key tile), short
Q_LENS, K_LENS = [97, 300, 40], [130, 320, 70]


@pytest.mark.parametrize("kernel", GROUP_KERNELS, ids=str)
def test_group_mode(kernel):
    """Sequences of 97, 300 and 40 queries over 130, 320 and 70 keys, packed, with their
    cumulative lengths: each as its own attention (the fp8 ones with a descale per sequence
    and KV head on gfx942; rtz with exact scores, test_bf16_rounding_modes)."""
    if kernel.cvt == "rtz":
        pb = exact_score_problem(Q_LENS, K_LENS, seed=3)
    else:
        pb = random_problem(kernel, Q_LENS, K_LENS, seed=3, per_head=kernel.target == "gfx942")
    check(kernel, pb)


# ---------------------------------------------------------------- gfx942's roundings
LN2 = float(np.uint32(0x3F317218).view(np.float32))  # f32: LN2 * log2(e) rounds to 1 exactly


def exact_score_problem(rows, keys, seed):
    """bf16 Q and K in multiples of 1/8 up to 1/2, scale LN2: every score (a sum of 128
    products of 1/64) is exact in f32 whatever the order, and the kernel's exponent
    S c - max S c (c = LN2 log2(e) = 1 in f32) is exactly S - max S, so the largest P is exactly
    1. (With other scales it is 2^(the rounding error of max S c), which toward zero rounds to
    1 - 2^-8 or to 1 by that error's sign, which numpy cannot follow.)"""
    rng = np.random.default_rng(seed)
    q = [(rng.integers(-4, 5, (n, 2, 128)) / 8).astype(BF16) for n in rows]
    k = [(rng.integers(-4, 5, (n, 2, 128)) / 8).astype(BF16) for n in keys]
    v = [rng.standard_normal((n, 2, DV)).astype(BF16) for n in keys]
    return Problem(q, k, v, (), LN2)


@pytest.mark.parametrize("kernel", [RTNE, RTNA, RTZ], ids=str)
def test_bf16_rounding_modes(kernel):
    """gfx942's rtne, rtna and rtz kernels (how_v3_bf16_cvt 0, 1, 2) round P and O their way:
    the bound with their u, at least 99% of O as numpy rounds P and O that way, and far fewer
    any other way (rtz against nearest; to nearest even and ties away differ only on ties,
    test_bf16_rounding_of_ties)."""
    pb = exact_score_problem([300], [270], seed=11)
    outs, lses = forward(kernel, pb)
    ref = reference(kernel, pb, 0)
    check_bound(kernel, ref, outs[0], lses[0])
    assert matching(kernel, ref, outs[0]) >= 0.99
    other = "rne" if kernel.cvt == "rtz" else "rtz"
    assert matching(kernel, ref, outs[0], p_mode=other, o_mode=other) <= 0.6
    assert matching(kernel, ref, outs[0], p_mode=kernel.cvt, o_mode=other) <= 0.6
    assert matching(kernel, ref, outs[0], p_mode=other, o_mode=kernel.cvt) <= 0.6
    assert matching(kernel, ref, outs[0], p_mode="none") <= 0.8


TIE_KERNELS = [RTNE, RTNA, RTZ, BF16_950]


@pytest.mark.parametrize("kernel", TIE_KERNELS, ids=str)
def test_bf16_rounding_of_ties(kernel):
    """Q = 0: every P is exactly 1, l = 64 keys, O = sum_t V_t / 64 exactly in f32. V_0 = 64 a,
    a bf16 in +-[1, 2), V_1 = sign(a) f / 2 with f in {1/4, 1/2, 3/4} (of a's ulp, 2^-7), the
    rest 0: O = a + sign(a) f 2^-7, rounded to nearest even, away from zero on the ties, or
    toward zero. Every element exactly."""
    rng = np.random.default_rng(5)
    a = (rng.choice([-1, 1], (2, DV)) * (1 + rng.integers(0, 128, (2, DV)) / 128)).astype(BF16)
    f = np.resize([0.25, 0.5, 0.75], (2, DV))
    v = np.zeros((64, 2, DV))
    v[0], v[1] = 64 * a.astype(np.float64), np.sign(a.astype(np.float64)) * f / 2
    q = np.zeros((256, 2, 128), BF16)
    k = rng.standard_normal((64, 2, 128)).astype(BF16)
    pb = Problem([q], [k], [v.astype(BF16)], (), float(np.float32(1 / np.sqrt(128))))
    assert (pb.v[0].astype(np.float64) == v).all()
    outs, lses = forward(kernel, pb)
    exact = a.astype(np.float64) + np.sign(a.astype(np.float64)) * f * 2.0**-7
    want = {m: round_bf16(exact, m) for m in ("rne", "rna", "rtz")}
    np.testing.assert_array_equal(outs[0], np.broadcast_to(want[kernel.cvt], outs[0].shape))
    for mode, other in want.items():
        if mode != kernel.cvt:
            assert (other != want[kernel.cvt]).mean() >= 0.1  # ties of odd a: 1/6 expected
    np.testing.assert_allclose(lses[0], np.log(64), rtol=0, atol=2e-6)


# ---------------------------------------------------------------- head dims 192 x 128
HD192_KERNELS = [
    (k950("fwd_hd192_hd128_bf16", 128, dim=192), [300], [270]),
    (k950("fwd_hd192_hd128_bf16_causal", 128, dim=192, causal=True), [300], [320]),
    (k942("fwd_hd192x128_bf16_rtne", 32, dim=192), [300], [270]),
]


@pytest.mark.parametrize("kernel,rows,keys", HD192_KERNELS, ids=str)
def test_head_dims_192_128(kernel, rows, keys):
    """Q and K with 192 dimensions, V and O with 128: 256 work-items a workgroup, tiles of 128
    query rows (gfx942: tune option 0, the grid heads by tiles by batch)."""
    check(kernel, random_problem(kernel, rows, keys, seed=rows + keys))


# ---------------------------------------------------------------- the SOFFSET range check
@pytest.mark.parametrize("kernel", [RTNE, FP8_942, BF16_950], ids=str)
def test_key_tiles_past_the_end_read_zeros(kernel):
    """NaN in the rows right after K and V, keys 270 (a partial last tile): the kernels set
    num_records to the sequence's bytes and step key tiles by SOFFSET, so on hardware the rows
    past the end read 0 and O is right (read past the end, the NaN would make O NaN)."""
    fill = 0x80 if kernel.fp8 else NAN_BF16  # MI300 fp8's NaN is 0x80
    pb = random_problem(kernel, [300], [270], seed=1)
    check(kernel, pb, fill=fill)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_raw_buffer_range_check_counts_soffset(target):
    """num_records 8: buffer_load_dword at SOFFSET 8 (voffset 0) is out of range and reads 0
    as rocjitsu models gfx950 (ROCm/rocm-systems pull request 10928); the guides' 9.1.5.1
    formula names only the instruction and VGPR offsets (errata buffer-range-soffset). At
    SOFFSET 4 it is in range and reads the second word."""
    mem = Memory()
    base = mem.alloc(4096)
    mem.write_bytes(base, np.array([1, 2, 3, 4], np.uint32).tobytes())
    st = WaveState.create(1, memory=mem)
    st.sgpr[0, 8:13] = [base & 0xFFFFFFFF, base >> 32, 8, 0, 8]
    text = "v_mov_b32 v0, 0\nbuffer_load_dword v1, v0, s[8:11], s12 offen\ns_waitcnt vmcnt(0)"
    run(cdna_isa.arch(ARCH[target]), text, st)
    assert st.vgpr[0, 1, 0] == 0
    st = WaveState.create(1, memory=mem)
    st.sgpr[0, 8:13] = [base & 0xFFFFFFFF, base >> 32, 8, 0, 4]
    run(cdna_isa.arch(ARCH[target]), text, st)
    assert st.vgpr[0, 1, 0] == 2
