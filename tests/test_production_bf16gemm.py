"""ROCm aiter's bf16 GEMMs (hsa/gfx942/bf16gemm, hsa/gfx950/bf16gemm) run in the emulator and
checked against numpy.

Each computes D = A B^T (+ bias) for bf16 A [M, K] and B [N, K], f32 accumulation, D in f32 or
bf16 (is_out_b16); M need not be a multiple of the tile's M (rows past M are not written:
3 rows past M of D keep their NaNs), N must be a multiple of the tile's N and K of 64. The code
objects are aiter's own, copied unchanged (tests/data/aiter/README.md):

- gfx942 bf16gemm_fp32bf16_tn_32x64_bshuffle_splitk: B pre-shuffled as aiter's
  shuffle_weight(layout=(16, 16)) lays out 2-byte elements, a bf16 bias added, no split of K
  (aiter's bf16gemm_fp32bf16.csv: splitK 0), results stored directly;
- gfx942 bf16gemm_fp32bf16_tn_48x64_splitk_clean: B as it is, a bias, K split between 3
  workgroups (grid z) that add their partial sums into D with global_atomic_add_f32 or
  global_atomic_pk_add_bf16; z = 0 first zeroes its tile of D and then publishes splitk in
  the tile's semaphore, the others wait for it and decrement it when done, so D needs no
  clearing and the semaphore ends at 0 again (aiter's get_semaphore_workspace relies on that);
- gfx950 bf16gemm_bf16_tn_256x256: gfx950 code (v_mfma_f32_16x16x32_bf16, v_cvt_pk_bf16_f32,
  v_permlane16_swap_b32), B as it is, no bias: the asm kernel aiter's tuned gfx950 configs
  (aiter/configs/*bf16_tuned_gemm.csv) pick most often;
- gfx950 bf16gemm_fp32bf16_tn_96x64_splitk_clean: as the gfx942 split-K kernel, 5 splits.
  aiter's gfx950 bf16gemm_fp32bf16_* objects are its gfx942 ones with only the ELF e_flags
  machine byte changed (0x4c gfx942 to 0x4f gfx950), so this runs CDNA3 code on CDNA4.

Arguments as aiter's host code lays them out (csrc/py_itfs_cu/asm_gemm_a16w16.cu, struct
KernelArgs, every field padded to 16 bytes: the code objects' `pad` arguments): D, C (null), A,
B, alpha (1.0f), beta (0), strideD0/C0 (N times D's element size), strideD1/C1 (0), strideA0
and strideB0 (K * 2 bytes), strideA1/B1 (0), M, N, K, splitk, is_out_b16, Bias (null without
one), add_bias, ptr_semaphore (the split-K kernels only: aiter's 16 x 64 u32 workspace, null
when splitk is 1); ceil(N / tile N) by ceil(M / tile M) by splitk workgroups of 256. Inputs
as aiter's op_tests/test_gemm_a16w16.py makes them: A and B standard normal, the bias uniform
in [0, 1), all bf16.

Oracle: numpy in f64 (products of bf16 values are exact, the f64 sums within K 2^-53 of the
sum of magnitudes, negligible here). Tolerance, derived rather than fitted: with u = 2^-24, T
the sum of |a_k b_k| and |bias|, a workgroup's f32 accumulation (MFMA) of its at most K + 1
terms errs by at most gamma_K T, gamma_K = K u / (1 - K u), in any order of additions.
D's format rounds to the nearest with unit v (2^-8 for bf16, 2^-24 for f32; the gfx942 code
rounds f32 to bf16 by adding 0x7fff plus 1 and taking the high half, ties away from zero,
gfx950's v_cvt_pk_bf16_f32 to nearest even: both within v |x|). With S splits of exact
partial sums p_s (the bias in split 0; split s takes floor(K / 64 / S) steps of 64, the last
the rest, as the kernel's own arithmetic divides K), P = sum |p_s|: each partial is rounded
to D's format at most once (v (|p_s| + its error)) and each atomic add after the first (0 + q,
exact) rounds a sum of partials (at most P), so
    |D - exact| <= (1 + v)^(S + 1) (gamma_K T + v S P),
which for S = 1 is gamma_K T + v |exact| and its second-order terms. With S = 1 and bf16 out,
at least 99% of D also equals the exact value rounded to nearest bf16 (the f32 accumulation
errs far less than half a bf16 ulp, so only values near a rounding boundary may differ).
"""

from __future__ import annotations

import re

import ml_dtypes
import numpy as np
import pytest
from cdna_isa.runtime.device import Device

from tests.test_production_emulation import launch

ARCH = {"gfx942": "cdna3", "gfx950": "cdna4"}


def shuffle_weight_bf16(b: np.ndarray) -> np.ndarray:
    """aiter's shuffle_weight(layout=(16, 16)) for 2-byte elements: [N, K] viewed as
    [N/16, 16, K/32, 4, 8], axes reordered to [N/16, K/32, 4, 16 (n), 8 (k)]."""
    n, k = b.shape
    return b.reshape(n // 16, 16, k // 32, 4, 8).transpose(0, 2, 3, 1, 4).reshape(n, k).copy()


def error_bound(a, b, bias, splits: int, unit: float) -> np.ndarray:
    """The module docstring's bound on |D - exact| for every element of D."""
    k = a.shape[1]
    a, b, bias = (x.astype(np.float64) for x in (a, b, bias))
    gamma = k * 2.0**-24 / (1 - k * 2.0**-24)
    total = np.abs(a) @ np.abs(b).T + np.abs(bias)  # T
    step = k // 64 // splits * 64
    edges = [s * step for s in range(splits)] + [k]
    partials = [a[:, lo:hi] @ b[:, lo:hi].T for lo, hi in zip(edges, edges[1:])]
    partials[0] = partials[0] + bias
    spread = sum(np.abs(p) for p in partials)  # P
    return (1 + unit) ** (splits + 1) * (gamma * total + unit * splits * spread)


GEMMS = [
    ("gfx942", "bf16gemm_fp32bf16_tn_32x64_bshuffle_splitk.co", True, 1, (45, 128, 256)),
    ("gfx942", "bf16gemm_fp32bf16_tn_48x64_splitk_clean.co", True, 3, (61, 128, 320)),
    ("gfx950", "bf16gemm_bf16_tn_256x256.co", False, 1, (300, 512, 320)),
    ("gfx950", "bf16gemm_fp32bf16_tn_96x64_splitk_clean.co", True, 5, (100, 128, 448)),
]


class Gemm:
    """One GEMM's inputs on a device, launched as aiter's gemm_a16w16_asm launches it."""

    def __init__(self, target, name, with_bias, splits, shape, out_bf16):
        m, n, k = self.shape = shape
        self.target, self.name, self.splits, self.out_bf16 = target, name, splits, out_bf16
        self.tile = tuple(map(int, re.search(r"_(\d+)x(\d+)", name).groups()))
        rng = np.random.default_rng(m + n + k)
        self.a = rng.standard_normal((m, k)).astype(ml_dtypes.bfloat16)
        self.b = rng.standard_normal((n, k)).astype(ml_dtypes.bfloat16)
        self.bias = (rng.random(n) if with_bias else np.zeros(n)).astype(ml_dtypes.bfloat16)
        self.dev = Device(ARCH[target])
        self.raw = np.uint16 if out_bf16 else np.uint32
        self.out = self.dev.to_device(np.full((m + 3, n), np.iinfo(self.raw).max, self.raw))  # NaNs
        b = shuffle_weight_bf16(self.b) if "shuffle" in name else self.b
        self.semaphore = self.dev.to_device(np.zeros((16, 64), np.uint32))
        self.values = {
            "D": self.out, "A": self.dev.to_device(self.a.view(np.uint16)),
            "B": self.dev.to_device(b.view(np.uint16)),
            "alpha": int(np.float32(1.0).view(np.uint32)), "beta": 0,
            "strideD0": n * self.raw().itemsize, "strideC0": n * self.raw().itemsize,
            "strideA0": k * 2, "strideB0": k * 2, "Mdim": m, "Ndim": n, "Kdim": k, "splitk": splits,
            "is_out_b16": int(out_bf16), "add_bias": int(with_bias),
            "Bias": self.dev.to_device(self.bias.view(np.uint16)) if with_bias else 0,
            "ptr_semaphore": self.semaphore if splits > 1 else 0,
        }  # fmt: skip

    def launch(self) -> None:
        (m, n, _), (tile_m, tile_n) = self.shape, self.tile
        grid = ((n + tile_n - 1) // tile_n, (m + tile_m - 1) // tile_m, self.splits)
        launch(self.dev, f"{self.target}/{self.name}", grid, self.values)

    def check(self) -> None:
        """D within the module docstring's bound of the exact product, the 3 rows past M
        untouched."""
        m = self.shape[0]
        d = self.out.to_numpy()
        assert np.all(d[m:] == np.iinfo(self.raw).max)
        got = d[:m].view(ml_dtypes.bfloat16 if self.out_bf16 else np.float32).astype(np.float64)
        a, b, bias = (x.astype(np.float64) for x in (self.a, self.b, self.bias))
        exact = a @ b.T + bias
        unit = 2.0**-8 if self.out_bf16 else 2.0**-24
        assert np.all(np.abs(got - exact) <= error_bound(a, b, bias, self.splits, unit))
        if self.out_bf16 and self.splits == 1:
            assert np.mean(got == exact.astype(ml_dtypes.bfloat16).astype(np.float64)) >= 0.99


@pytest.mark.parametrize("out_bf16", [True, False], ids=["bf16", "f32"])
@pytest.mark.parametrize("target,name,with_bias,splits,shape", GEMMS)
def test_aiter_bf16_gemm(target, name, with_bias, splits, shape, out_bf16):
    gemm = Gemm(target, name, with_bias, splits, shape, out_bf16)
    gemm.launch()
    gemm.check()


@pytest.mark.parametrize(
    "target,name,with_bias,splits,shape",
    [GEMMS[1], GEMMS[3]],
)
def test_aiter_split_k_semaphore_reused(target, name, with_bias, splits, shape):
    """aiter keeps one semaphore workspace per stream for every split-K launch
    (aiter/ops/gemm_op_a16w16.py, get_semaphore_workspace), relying on each launch to leave
    it at 0: a second launch on the same workspace gives the same D, and the semaphore ends
    at 0 both times (MI300 8.2.2: scalar atomics are the vector memory's atomics). The
    gfx950 case found that the emulator ran one s_atomic_dec for every wave in step
    (tests/test_scalar_atomics.py)."""
    gemm = Gemm(target, name, with_bias, splits, shape, out_bf16=False)
    for _ in range(2):
        gemm.launch()
        assert not gemm.semaphore.to_numpy().any()
        gemm.check()
