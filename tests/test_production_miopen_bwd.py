"""MIOpen's gfx90a implicit-GEMM convolutions for the data gradient, run in the emulator and
checked against numpy.

The kernels are MIOpen's generated assembly (igemm_codegen.py) from
src/kernels/dynamic_igemm/igemm_gtc_xdlops_nhwc_gfx90a/bwd_{fp32,fp16,bf16}/ and fwd_fp16/,
unchanged, assembled and linked with LLVM 22 as tests/data/miopen/README.md says (no -defsym:
the fp16 kernels' `igemm_{bwd,fwd}_fp16_alt_impl` defaults are MIOpen's defaults on gfx90a, 1
for the data gradient and 0 forward: ConvolutionAttribute::Gfx90aFp16alt). Nothing here wrote
their instructions.

A backward-data kernel computes dX[n, h, w, c] = sum over k, i, j of dY[n, p, q, k] W[k, i, j, c]
where h = p stride_h - pad_h + i dilation_h (and w likewise): NHWC dX and dY, KYXC W, i.e. the
adjoint of the forward convolution. It splits the filter taps into stride_h / gcd(stride_h,
dilation_h) x stride_w / gcd(stride_w, dilation_w) GEMMs (MIOpen's "dtile"s; the `_mh`
multihead kernels run them all in one launch, a grid that many times larger), each with
gemm_m = n h_tilda_slice w_tilda_slice, gemm_n = c and gemm_k = k times that GEMM's taps.
The arguments are laid out as MIOpen's host code lays them out
(src/conv/invokers/impl_gemm_dynamic.cpp,
MakeImplGemmDynamicBackwardDataXdlopsNHWCInvokerFactory: the tilda sizes and slices,
magic-number divisors with their shifts packed a byte each, the dtile_* / dslice_* fields that
hold magic numbers when there is more than one GEMM, the log2 of the K splits) and launched
with its grid and workgroup (src/solver/conv/conv_asm_implicit_gemm_gtc_bwd_nhwc.cpp,
GetImplicitGemmGtcDynamicBwdXdlopsNHWCKernel).
Each problem's kernel is the one that file's HeuristicInit picks for it, or, where said, another
configuration its IsValid accepts (which MIOpen's tuning may pick). dX starts as MIOpen leaves
it: zeroed (SetTensor) where the invoker's need_set_zero holds (a filter smaller than the
stride, dilation, or K split into atomically added parts), otherwise NaN, so that every element
must be written.

Oracle: the exact sums in float64. An f32 result is a sum of at most n = k y x products, each
rounded at most once, added in some order with at most n - 1 further roundings (f32 MFMAs: an
fma per k; MI200's bf16 MFMAs: exact products in 4-term trees rounded to f32; split K: atomic
f32 adds), so it lies within gamma_n sum |terms|, gamma_n = n u / (1 - n u), u = 2^-24, of the
exact value (Higham, Accuracy and Stability of Numerical Algorithms, 3.1). A 16-bit output
adds its rounding of that f32 value v: the fp16 kernels convert with v_cvt_f16_f32 (nearest
even: 2^-11 |v| in the normal range, 2^-25 below it), the bf16 kernels keep the high half of
the f32 word (v_lshrrev_b32 16: truncation, under 2^-7 |v|). With MIOpen's default fp16
"alt" implementation on gfx90a the backward kernel multiplies fp16 data with bf16 MFMAs: it
widens each value with v_cvt_f32_f16 and packs the high halves (v_pack_b32_f16 op_sel:[1,1]),
so the oracle multiplies the fp16 values truncated to bf16. That case's dY is scaled by 2^-16,
mostly fp16 denormals, which the alt path keeps (as bf16 they are normal numbers) and
MI200's f16 MFMAs would flush (MI200 7.1 Table 25), the reason MIOpen has the alt path. The
fp16 forward kernel (alt 0) uses f16 MFMAs, so its oracle flushes fp16 denormal inputs to zero.

The merge_e (`_me`) kernel reads past the end of W: its v_wei_flag is the same VGPR as v_tmp
(`.set v_tmp, 66` and `.set v_wei_flag, 66`), so the channel check written there is replaced by
the gemm_k check before the two are ANDed, and lanes whose channel is past C load anyway. Inside
W that only feeds GEMM columns past C, which are never stored; at the last filter tap it reads
up to 32 - C % 32 elements beyond the tensor. The emulator faults on that read
(test_miopen_merge_e_kernel_reads_past_the_weights); the accuracy case gives W's allocation a
NaN tail, as an allocator's rounding would, and the result shows none of it got in.
"""

from __future__ import annotations

from math import gcd

import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.device import Device
from cdna_isa.runtime.objfile import read_code_object
from cdna_isa.runtime.wave import ExecutionError

from tests.test_production_emulation import MIOPEN, launch, magic_divisor

BF16 = ml_dtypes.bfloat16


def workgroup(name: str) -> int:
    """The kernel's one workgroup size (its metadata's reqd_workgroup_size; MIOpen's BlockSize)."""
    meta = read_code_object((MIOPEN / name).read_bytes()).metadata()["amdhsa.kernels"][0]
    return meta[".reqd_workgroup_size"][0]


def backward_data_arguments(problem, m_tile: int, n_tile: int, splits: int):
    """MIOpen's kernel arguments (but the pointers), its grid in workgroups, whether it zeroes
    dX first, and (ho, wo), for `problem` (n, c, hi, wi, k, y, x, stride h/w, dilation h/w,
    pad h/w), a kernel of m_tile x n_tile GEMM tiles, multihead, and 2^splits K splits."""
    n, c, hi, wi, k, y, x, sh, sw, dh, dw, ph, pw = problem
    ho, wo = (hi + 2 * ph - dh * (y - 1) - 1) // sh + 1, (wi + 2 * pw - dw * (x - 1) - 1) // sw + 1
    sh, sw = (sh if hi > 1 else 1), (sw if wi > 1 else 1)
    dh, dw = (dh if y > 1 else 1), (dw if x > 1 else 1)
    y_tilda, x_tilda = sh // gcd(sh, dh), sw // gcd(sw, dw)
    h_tilda, w_tilda = ho + (dh * (y - 1) + sh - 1) // sh, wo + (dw * (x - 1) + sw - 1) // sw
    h_left, w_left = max(0, ph - dh * (y_tilda - 1)) // sh, max(0, pw - dw * (x_tilda - 1)) // sw
    h_slice = min(h_tilda, (ph + hi - 1 + sh - 1) // sh + 1) - h_left
    w_slice = min(w_tilda, (pw + wi - 1 + sw - 1) // sw + 1) - w_left
    tiles_m, tiles_n = -(-n * h_slice * w_slice // m_tile), -(-c // n_tile)
    gemms = y_tilda * x_tilda
    (x_magic, x_shift), (y_magic, y_shift) = magic_divisor(x_tilda), magic_divisor(y_tilda)
    mn_magic, mn_shift = magic_divisor(tiles_m * tiles_n)  # group 1
    divisors = [magic_divisor(d) for d in (tiles_n, tiles_n * tiles_m, w_slice, h_slice * w_slice)]
    values = {
        "hi": hi, "wi": wi, "n_": n, "k": k, "c": c, "ho": ho, "wo": wo, "stride_h": sh,
        "stride_w": sw, "dilation_h": dh, "dilation_w": dw, "pad_h": ph, "pad_w": pw, "y_": y,
        "x": x, "dtile_iy": x_magic if gemms > 1 else 0, "dtile_ix": x_shift if gemms > 1 else 0,
        "dtile_dy": dh // gcd(sh, dh), "dtile_dx": dw // gcd(sw, dw), "dtile_y": y_tilda,
        "dtile_x": x_tilda, "dtile_h": mn_magic if gemms > 1 else h_tilda,
        "dtile_w": mn_shift if gemms > 1 else w_tilda, "dslice_y": y_magic if gemms > 1 else y,
        "dslice_x": y_shift if gemms > 1 else x, "dslice_h": h_slice, "dslice_w": w_slice,
        "dslice_h_left": h_left, "dslice_w_left": w_left, "group": 1,
        "shift_pack_0": sum(s << 8 * i for i, (_, s) in enumerate(divisors)), "ks": splits,
    }  # fmt: skip
    values.update({f"magic_{i}": m for i, (m, _) in enumerate(divisors)})
    zero = y < sh or x < sw or dh != 1 or dw != 1 or splits > 0
    return values, tiles_m * tiles_n * gemms << splits, zero, (ho, wo)


def backward_data(dy: np.ndarray, w: np.ndarray, problem) -> tuple[np.ndarray, np.ndarray]:
    """dX exactly (float64 sums of float64 products of the given values) and the sum of its
    terms' magnitudes."""
    n, c, hi, wi, k, y, x, sh, sw, dh, dw, ph, pw = problem
    ho, wo = dy.shape[1:3]
    shape = (n, hi + 2 * ph + sh * dh * y, wi + 2 * pw + sw * dw * x, c)
    exact, magnitude = np.zeros(shape), np.zeros(shape)
    for i in range(y):
        for j in range(x):
            rows = slice(i * dh, i * dh + sh * (ho - 1) + 1, sh)
            cols = slice(j * dw, j * dw + sw * (wo - 1) + 1, sw)
            exact[:, rows, cols] += dy @ w[:, i, j, :]
            magnitude[:, rows, cols] += np.abs(dy) @ np.abs(w[:, i, j, :])
    return exact[:, ph : ph + hi, pw : pw + wi], magnitude[:, ph : ph + hi, pw : pw + wi]


def bf16_truncated(a: np.ndarray) -> np.ndarray:
    """fp16 values as the alt kernels multiply them: widened to f32, high halves kept."""
    bits = a.astype(np.float32).view(np.uint32) & np.uint32(0xFFFF0000)
    return bits.view(np.float32).astype(np.float64)


def output_rounding(dtype) -> tuple[float, float]:
    """(relative, absolute) error of the kernels' conversion of an f32 result to `dtype`."""
    return {np.float32: (0.0, 0.0), np.float16: (2.0**-11, 2.0**-25), BF16: (2.0**-7, 0.0)}[dtype]


def raw(a: np.ndarray) -> np.ndarray:
    return a.view(np.uint16) if a.dtype.itemsize == 2 else a


# (fixture, element type, gemm m and n per workgroup, log2 K splits, problem: n, c, hi, wi, k,
# y, x, stride h/w, dilation h/w, pad h/w)
BACKWARD = [
    # 3x3, stride 1, pad 1: one GEMM, 2 workgroups (HeuristicInit's choice)
    pytest.param("igemm_bwd_fp32_bt128x32x32_mh.co", np.float32, 128, 32, 0,
                 (2, 32, 10, 10, 32, 3, 3, 1, 1, 1, 1, 1, 1), id="fp32-3x3"),
    # stride 2 on odd sizes: 4 GEMMs of the 2x2 tap phases (HeuristicInit's choice)
    pytest.param("igemm_bwd_fp32_bt128x32x32_mh.co", np.float32, 128, 32, 0,
                 (2, 32, 13, 11, 32, 3, 3, 2, 2, 1, 1, 1, 1), id="fp32-3x3-stride2"),
    # 3x2 filter, stride 2x3: 6 GEMMs, the third tap column empty (x < stride: dX zeroed
    # first), 40 channels: the second 32-channel tile partly filled (a valid configuration,
    # not the heuristic's 64x16x32 split-K one)
    pytest.param("igemm_bwd_fp32_bt128x32x32_mh.co", np.float32, 128, 32, 0,
                 (1, 40, 9, 14, 64, 3, 2, 2, 3, 1, 1, 1, 0), id="fp32-3x2-stride2x3"),
    # K split in 2 halves added atomically into the zeroed dX (HeuristicInit's choice: 64 K)
    pytest.param("igemm_bwd_fp32_bt64x64x32_mh_gkgs.co", np.float32, 64, 64, 1,
                 (1, 64, 8, 8, 64, 3, 3, 1, 1, 1, 1, 1, 1), id="fp32-3x3-ksplit"),
    # K = 20 fits no tile: the heuristic's padded-K kernel, k y x merged into one loop
    pytest.param("igemm_bwd_fp32_bt256x32x4_mh_me.co", np.float32, 256, 32, 0,
                 (2, 24, 9, 9, 20, 3, 3, 1, 1, 1, 1, 1, 1), id="fp32-3x3-merged-k"),
    # fp16 by bf16 MFMAs (MIOpen's default "alt" path), dY mostly fp16 denormals
    pytest.param("igemm_bwd_fp16_bt256x32x32_mh.co", np.float16, 256, 32, 0,
                 (2, 32, 10, 10, 32, 3, 3, 1, 1, 1, 1, 1, 1), id="fp16-alt-3x3"),
    # bf16, stride 2 (HeuristicInit's choice)
    pytest.param("igemm_bwd_bf16_bt128x32x32_mh.co", BF16, 128, 32, 0,
                 (2, 32, 12, 12, 32, 3, 3, 2, 2, 1, 1, 1, 1), id="bf16-3x3-stride2"),
]  # fmt: skip


@pytest.mark.parametrize("name,dtype,m_tile,n_tile,splits,problem", BACKWARD)
def test_miopen_convolution_backward_data(name, dtype, m_tile, n_tile, splits, problem):
    n, c, hi, wi, k, y, x = problem[:7]
    values, grid, zero, (ho, wo) = backward_data_arguments(problem, m_tile, n_tile, splits)
    rng = np.random.default_rng(sum(problem))
    dy = rng.standard_normal((n, ho, wo, k)) * (2.0**-16 if dtype == np.float16 else 1.0)
    dy, w = dy.astype(dtype), rng.standard_normal((k, y, x, c)).astype(dtype)
    dev = Device("cdna2")
    dx = dev.to_device(raw(np.full((n, hi, wi, c), 0.0 if zero else np.nan, dtype)))
    tail = np.full(n_tile, np.nan, dtype)  # room for the merge_e kernel's read past W's end
    w_tailed = np.concatenate([w.ravel(), tail])
    values.update(p_in=dx, p_out=dev.to_device(raw(dy)), p_wei=dev.to_device(raw(w_tailed)))
    launch(dev, name, (grid, 1, 1), values, MIOPEN, block=workgroup(name))

    if dtype == np.float16:  # the alt path multiplies bf16 truncations of the fp16 values
        dy64, w64 = bf16_truncated(dy), bf16_truncated(w)
    else:
        dy64, w64 = dy.astype(np.float64), w.astype(np.float64)
    exact, magnitude = backward_data(dy64, w64, problem)
    terms = k * y * x
    bound = terms * 2.0**-24 / (1 - terms * 2.0**-24) * magnitude
    relative, absolute = output_rounding(dtype)
    bound = bound * (1 + relative) + relative * np.abs(exact) + absolute
    got = dx.to_numpy().view(dtype).astype(np.float64)
    assert np.all(np.abs(got - exact) <= bound)  # NaN (an element never written) fails too


def test_miopen_merge_e_kernel_reads_past_the_weights():
    """The merge_e kernel's lanes for channels 24..31 of its 32-channel tile load W whatever C
    is (v_wei_flag is v_tmp, see the module docstring): at the last tap, past W's end."""
    name, problem = "igemm_bwd_fp32_bt256x32x4_mh_me.co", (2, 24, 9, 9, 20, 3, 3, 1, 1, 1, 1, 1, 1)
    n, c, hi, wi, k, y, x = problem[:7]
    values, grid, _, (ho, wo) = backward_data_arguments(problem, 256, 32, 0)
    dev = Device("cdna2")
    w = dev.to_device(np.zeros((k, y, x, c), np.float32))
    values.update(p_in=dev.to_device(np.zeros((n, hi, wi, c), np.float32)), p_wei=w,
                  p_out=dev.to_device(np.zeros((n, ho, wo, k), np.float32)))  # fmt: skip
    end = w.addr + w.nbytes
    with pytest.raises(ExecutionError, match=f"buffer_load_dword .*unmapped address 0x{end:x} "):
        launch(dev, name, (grid, 1, 1), values, MIOPEN, block=workgroup(name))


def test_miopen_convolution_forward_fp16():
    """The fp16 forward kernel HeuristicInit picks for this problem (no K split: half of the 32
    channels is less than its 32-deep K step), arguments as
    MakeImplGemmDynamicForwardXdlopsNHWCInvokerFactory lays them out (not merge_e: magic_4 and
    magic_5 divide by 1, shift_pack_1 is 0). f16 MFMAs flush fp16 denormal inputs (MI200 7.1
    Table 25): the oracle flushes them too."""
    name, m_tile, n_tile = "igemm_fwd_fp16_bt32x64x32.co", 32, 64
    n, c, hi, wi, k, y, x = 2, 32, 10, 10, 64, 3, 3  # stride 1, pad 1
    ho, wo = hi, wi
    tiles_m, tiles_n = -(-n * ho * wo // m_tile), -(-k // n_tile)
    divisors = [magic_divisor(d) for d in (tiles_n, ho * wo, wo, tiles_m * tiles_n)]
    rng = np.random.default_rng(7)
    inp = rng.standard_normal((n, hi, wi, c)).astype(np.float16)
    wei = rng.standard_normal((k, y, x, c)).astype(np.float16)
    dev = Device("cdna2")
    out = dev.to_device(raw(np.full((n, ho, wo, k), np.nan, np.float16)))
    values = {"p_in": dev.to_device(raw(inp)), "p_wei": dev.to_device(raw(wei)), "p_out": out,
              "hi": hi, "wi": wi, "n_": n, "k": k, "c": c, "ho": ho, "wo": wo, "stride_h": 1,
              "stride_w": 1, "dilation_h": 1, "dilation_w": 1, "pad_h": 1, "pad_w": 1, "y_": y,
              "x": x, "group": 1, "magic_4": magic_divisor(1)[0], "magic_5": magic_divisor(1)[0],
              "shift_pack_0": sum(s << 8 * i for i, (_, s) in enumerate(divisors))}  # fmt: skip
    values.update({f"magic_{i}": m for i, (m, _) in enumerate(divisors)})
    launch(dev, name, (tiles_m * tiles_n, 1, 1), values, MIOPEN, block=workgroup(name))

    def flushed(a):
        a = a.astype(np.float64)
        return np.where(np.abs(a) < 2.0**-14, 0.0, a)

    padded, w64 = np.pad(flushed(inp), ((0, 0), (1, 1), (1, 1), (0, 0))), flushed(wei)
    exact, magnitude = np.zeros((n, ho, wo, k)), np.zeros((n, ho, wo, k))
    for i in range(y):
        for j in range(x):
            exact += padded[:, i : i + ho, j : j + wo] @ w64[:, i, j, :].T
            magnitude += np.abs(padded[:, i : i + ho, j : j + wo]) @ np.abs(w64[:, i, j, :].T)
    terms = c * y * x
    bound = terms * 2.0**-24 / (1 - terms * 2.0**-24) * magnitude
    bound = bound * (1 + 2.0**-11) + 2.0**-11 * np.abs(exact) + 2.0**-25
    got = out.to_numpy().view(np.float16).astype(np.float64)
    assert np.all(np.abs(got - exact) <= bound)
