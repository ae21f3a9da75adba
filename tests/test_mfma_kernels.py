"""Matrix-core kernels: tests/kernels/mfma_kernels.cl compiled by clang-22 for gfx90a, gfx942 and gfx950,
one wave per MFMA builtin, compared with numpy.

Each lane loads its own A/B/C fragment from row-major global matrices A[NB][M][K], B[NB][K][N],
C[NB][M][N] with index arithmetic written in OpenCL from the CDNA4 ISA guide 7.1.4 layout rules
(not taken from the emulator), runs the builtin and stores D the same way. The oracle is numpy:
D = A @ B + C per block in float64, rounded to the output type.

Inputs are chosen so the expected results are exact and compared exactly:
  - f32, f16, bf16, fp8 (E4M3) and bf8 (E5M2) operands are random multiples of 1/8 in [-4, 4]
    that the input type represents exactly; C is a random multiple of 1/8 in [-16, 16]. Every
    product is a multiple of 1/64 below 16 in magnitude and every partial sum stays far below
    2^24/64, so the f32 result is exact whatever the summation order;
  - i8 operands are random integers in [-128, 127], C random integers in [-2^20, 2^20] (i32
    exact);
  - f64 operands and C are standard normal; compared with rtol 1e-12;
  - xf32 (gfx942) operands are such multiples of 1/8 stored as f32 with random bits in the low
    13 mantissa bits (and none in a zero): MI300 12.10 says the instruction truncates the
    mantissa to 10 bits, so numpy's oracle multiplies the values without those bits.
The broadcast tests (CBSZ/ABID on A, BLGP on B) compute their expected value from the documented
rules: block b multiplies A block (b & ~((1 << CBSZ) - 1)) | ABID; B lane l reads the B fragment of
lane src(l), with BLGP 1: lanes 32-63 read lanes 0-31, 2: lanes 0-31 read lanes 32-63,
4..7: every 16-lane group reads lanes 16*(BLGP-4) .. +15. On gfx942 and gfx950 the f64 MFMA's BLGP bits are
instead neg:[A, B, C] (checked with BLGP 5: D = (-A) @ B - C).
"""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from . import llvm
from .compile import compile_kernel
from .mfma_cases import BROADCAST, CASES, EVERY_ARCH, GFX940_ON, C, Case, accumulator, operand

if not (llvm.llvm_bin("clang") and llvm.llvm_bin("ld.lld")):
    pytest.skip("clang/ld.lld 22 not installed (/usr/lib/llvm-22/bin)", allow_module_level=True)

from cdna_isa.runtime.device import Device  # noqa: E402


@pytest.fixture(scope="module")
def module(tmp_path_factory):
    """module(arch) -> the loaded mfma_kernels code object on a fresh device (compiled once per arch)."""
    out = tmp_path_factory.mktemp("mfma")
    built: dict[str, Path] = {}

    def get(arch: str):
        if arch not in built:
            built[arch] = compile_kernel("mfma_kernels", arch, out)
        return Device(arch).load(built[arch])

    return get


def expect(a: np.ndarray, b: np.ndarray, c: np.ndarray, out: str) -> np.ndarray:
    d = np.matmul(a, b) + c  # int64 or float64
    return d.astype({"i32": np.int32, "f32": np.float32, "f64": np.float64}[out])


def run(mod, case: Case, a_in, b_in, c_in) -> np.ndarray:
    d = np.zeros_like(c_in)
    mod.launch(case.kernel, grid=(1, 1, 1), block=(64, 1, 1), args=(a_in, b_in, c_in, d))
    return d


def check(case: Case, got: np.ndarray, want: np.ndarray) -> None:
    if case.out == "f64":
        np.testing.assert_allclose(got, want, rtol=1e-12, atol=0, err_msg=case.kernel)
    else:
        np.testing.assert_array_equal(got, want, err_msg=case.kernel)


PARAMS = [pytest.param(arch, case, id=f"{arch}-{case}") for case in CASES for arch in case.archs]


@pytest.mark.parametrize("arch,case", PARAMS)
def test_mfma(arch, case, module):
    """D = A @ B + C for one MFMA builtin (exact for f32/f16/bf16/fp8/bf8/i8 inputs, rtol 1e-12 for f64)."""
    r = np.random.default_rng(sum(map(ord, case.kernel)))
    a, a_in = operand(r, case.a, (case.nb, case.m, case.k), arch)
    b, b_in = operand(r, case.b, (case.nb, case.k, case.n), arch)
    c, c_in = accumulator(r, case.out, (case.nb, case.m, case.n))
    got = run(module(arch), case, a_in, b_in, c_in)
    check(case, got, expect(a, b, c, case.out))


# --- CBSZ / ABID / BLGP -------------------------------------------------------------------------


def b_lane_map(case: Case) -> np.ndarray:
    """[lane, item] -> flat index into B[NB][K][N] (the 7.1.4 rule, as the kernel computes it)."""
    kl = case.k // (64 // (case.m * case.nb))
    lanes, items = np.meshgrid(np.arange(64), np.arange(kl), indexing="ij")
    j, blk, k = lanes % case.n, (lanes // case.n) % case.nb, (lanes // (case.n * case.nb)) * kl + items
    return (blk * case.k + k) * case.n + j


def blgp_source(blgp: int) -> np.ndarray:
    """lane -> the lane whose B data it reads under BLGP (0, 1, 2, 4..7)."""
    lane = np.arange(64)
    if blgp == 0:
        return lane
    if blgp == 1:
        return lane % 32
    if blgp == 2:
        return lane % 32 + 32
    if 4 <= blgp <= 7:
        return lane % 16 + 16 * (blgp - 4)
    raise ValueError(blgp)


@pytest.mark.parametrize("arch", EVERY_ARCH)
@pytest.mark.parametrize("case,cbsz,abid,blgp", BROADCAST, ids=[str(c[0]) for c in BROADCAST])
def test_mfma_broadcast(arch, case, cbsz, abid, blgp, module):
    """CBSZ/ABID broadcast an A block to a group of 2^CBSZ blocks, BLGP remaps B lanes (exact; f64 rtol 1e-12)."""
    r = np.random.default_rng(sum(map(ord, case.kernel)))
    a, a_in = operand(r, case.a, (case.nb, case.m, case.k), arch)
    b, b_in = operand(r, case.b, (case.nb, case.k, case.n), arch)
    c, c_in = accumulator(r, case.out, (case.nb, case.m, case.n))
    a_src = (np.arange(case.nb) & ~((1 << cbsz) - 1)) | abid
    lanes = b_lane_map(case)
    b_eff = np.empty_like(b).reshape(-1)
    b_eff[lanes] = b.reshape(-1)[lanes[blgp_source(blgp)]]
    got = run(module(arch), case, a_in, b_in, c_in)
    check(case, got, expect(a[a_src], b_eff.reshape(b.shape), c, case.out))


@pytest.mark.parametrize("arch", GFX940_ON)
def test_mfma_f64_neg(arch, module):
    """gfx942/gfx950 f64 MFMA: BLGP bits are neg:[A, B, C]; BLGP 5 gives D = (-A) @ B - C (rtol 1e-12)."""
    case = C("mfma_f64_16x16x4f64_neg5", 16, 16, 4, 1, "f64", archs=GFX940_ON)
    r = np.random.default_rng(7)
    a, a_in = operand(r, "f64", (1, 16, 4))
    b, b_in = operand(r, "f64", (1, 4, 16))
    c, c_in = accumulator(r, "f64", (1, 16, 16))
    got = run(module(arch), case, a_in, b_in, c_in)
    check(case, got, expect(-a, b, -c, "f64"))


@pytest.mark.parametrize("kernel,fmt_a,byte_a,byte_b", [("scale_fp8_fp8", "fp8", 0, 0), ("scale_fp4_fp8", "fp4", 1, 3)])
def test_block_scaled_mfma_builtin(kernel, fmt_a, byte_a, byte_b, tmp_path):
    """__builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4 on gfx950 (CDNA4 7.1.5, 7.2): A (fp8 or
    fp4) and B (fp8) fragments packed per lane on the host from the 7.1.4 rules (item k % 32 of
    lane i + 16 * (k / 32)), E8M0 scales per 32 K values in the chosen byte of a per-lane dword.
    Oracle: numpy, each 32-long block's exact dot product times 2^(ea - 127 + eb - 127), plus C,
    rounded once to f32."""
    code = compile_kernel("mfma_scale", "cdna4", tmp_path)
    r = np.random.default_rng(len(kernel))
    dt = {"fp8": ml_dtypes.float8_e4m3fn, "fp4": ml_dtypes.float4_e2m1fn}
    codes_a = r.integers(0, 256 if fmt_a == "fp8" else 16, (16, 128)).astype(np.uint8)
    codes_b = r.integers(0, 256, (128, 16)).astype(np.uint8)
    codes_a[np.isnan(codes_a.view(dt[fmt_a]).astype(np.float32))] = 0  # no NaN inputs
    codes_b[np.isnan(codes_b.view(dt["fp8"]).astype(np.float32))] = 0
    a = codes_a.view(dt[fmt_a]).astype(np.float64)
    b = codes_b.view(dt["fp8"]).astype(np.float64)
    c = r.integers(-64, 65, (16, 16)) / 4.0
    ea, eb = r.integers(118, 136, (16, 4)), r.integers(118, 136, (16, 4))
    a_words = np.zeros((64, 8), np.uint32)
    b_words = np.zeros((64, 8), np.uint32)
    bits = 8 if fmt_a == "fp8" else 4
    for lane in range(64):
        i, q = lane % 16, lane // 16
        for t in range(32):
            k = 32 * q + t
            a_words[lane, t * bits // 32] |= np.uint32(int(codes_a[i, k]) << (t * bits % 32))
            b_words[lane, t // 4] |= np.uint32(int(codes_b[k, i]) << (8 * (t % 4)))
    sa = np.array([int(ea[n % 16, n // 16]) << (8 * byte_a) for n in range(64)], np.uint32)
    sb = np.array([int(eb[n % 16, n // 16]) << (8 * byte_b) for n in range(64)], np.uint32)
    d = np.zeros((16, 16), np.float32)
    Device("cdna4").load(code).launch(
        kernel, grid=(1, 1, 1), block=(64, 1, 1),
        args=(a_words.reshape(-1), b_words.reshape(-1), c.astype(np.float32), d, sa, sb),
    )  # fmt: skip
    want = c.copy()
    for q in range(4):
        blk = a[:, 32 * q : 32 * q + 32] @ b[32 * q : 32 * q + 32, :]
        want += blk * np.exp2(ea[:, q, None] - 127.0) * np.exp2(eb[None, :, q] - 127.0)
    np.testing.assert_array_equal(d, want.astype(np.float32))
