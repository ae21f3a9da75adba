"""Scalar memory atomics (s_atomic_*) of many waves at once: every wave's update lands.

Oracle: the guides (MI300 8.2.2: "The scalar memory unit supports the same set of memory
atomics as the vector memory unit"; MI200/CDNA4 chapter 12: S_ATOMIC_ADD adds, S_ATOMIC_DEC
counts down unless the old value is 0 or above the data, with GLC returning the old value),
applied by hand: W waves adding 1 leave W, decrementing 50 leave 50 - W, and returning adds
hand out the tickets 0 .. W-1, one to each wave. Until 2026-11-28 the emulator ran a scalar
atomic for all the waves at one pc in one step, so they all read the same old value and one
update landed (found by ROCm aiter's split-K bf16 GEMM, whose semaphore is s_atomic_dec:
tests/test_production_bf16gemm.py). Split among workers, the order-free add runs in shards
and the decrement keeps the launch in one process (tests/test_scaleout.py's rule).
"""

from __future__ import annotations

import numpy as np
import pytest

from . import llvm
from .compile import assemble_kernel

if not (llvm.llvm_bin("llvm-mc") and llvm.llvm_bin("ld.lld")):
    pytest.skip("llvm-mc/ld.lld 22 not installed (/usr/lib/llvm-22/bin)", allow_module_level=True)

from cdna_isa.runtime.device import Device  # noqa: E402
from cdna_isa.runtime.shards import ScaleoutWarning  # noqa: E402

# p[0] += 1 and p[1] = dec(p[1], 100) per wave; tickets: t = p[2]++ (returned), seen[t] = 1;
# count: p[0] += 1 only (order-free, nothing returned)
BODIES = {
    "tickets": """
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s8, 1
  s_atomic_add s8, s[4:5], 0x0
  s_mov_b32 s9, 100
  s_atomic_dec s9, s[4:5], 0x4
  s_mov_b32 s10, 1
  s_atomic_add s10, s[4:5], 0x8 glc
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, s10
  v_lshlrev_b32 v1, 2, v1
  v_mov_b32 v2, 1
  global_store_dword v1, v2, s[6:7]
  s_endpgm
""",
    "count": """
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s8, 1
  s_atomic_add s8, s[4:5], 0x0
  s_endpgm
""",
}
ARGS = {
    "tickets": "[{.name: p, .size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global},"
    " {.name: seen, .size: 8, .offset: 8, .value_kind: global_buffer, .address_space: global}]",
    "count": "[{.name: p, .size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global}]",
}
TARGETS = {"cdna2": "gfx90a", "cdna3": "gfx942", "cdna4": "gfx950"}


@pytest.fixture(scope="module")
def code(tmp_path_factory):
    out = tmp_path_factory.mktemp("scalar_atomics")
    built = {}

    def build(kernel: str, arch: str) -> bytes:
        if (kernel, arch) not in built:
            source = out / f"{kernel}_{arch}.s"
            source.write_text(
                f'.amdgcn_target "amdgcn-amd-amdhsa--{TARGETS[arch]}"\n.text\n.globl {kernel}\n'
                f".p2align 8\n.type {kernel},@function\n{kernel}:{BODIES[kernel]}"
                f".rodata\n.p2align 6\n.amdhsa_kernel {kernel}\n"
                "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_next_free_vgpr 8\n"
                "  .amdhsa_next_free_sgpr 16\n  .amdhsa_accum_offset 8\n.end_amdhsa_kernel\n"
                ".amdgpu_metadata\n---\namdhsa.version: [1, 2]\namdhsa.kernels:\n"
                f"  - {{.name: {kernel}, .symbol: {kernel}.kd, .kernarg_segment_size: 16,"
                " .group_segment_fixed_size: 0, .private_segment_fixed_size: 0,"
                " .kernarg_segment_align: 8, .wavefront_size: 64, .sgpr_count: 16,"
                f" .vgpr_count: 8, .max_flat_workgroup_size: 256, .args: {ARGS[kernel]}}}\n"
                "...\n.end_amdgpu_metadata\n"
            )
            built[kernel, arch] = assemble_kernel(source, arch).read_bytes()
        return built[kernel, arch]

    return build


@pytest.mark.parametrize("arch", TARGETS)
@pytest.mark.parametrize("groups,block", [(1, 64), (1, 256), (4, 256), (13, 128)])
def test_every_wave_updates(code, arch, groups, block):
    waves = groups * block // 64
    dev = Device(arch)
    p = dev.to_device(np.array([0, 50, 0], np.uint32))
    seen = dev.to_device(np.zeros(waves + 1, np.uint32))
    dev.load(code("tickets", arch)).launch("tickets", grid=(groups, 1, 1), block=(block, 1, 1), args=(p, seen))
    assert p.to_numpy().tolist() == [waves, 50 - waves, waves]
    assert seen.to_numpy().tolist() == [1] * waves + [0]  # one ticket each, none twice


def test_split_among_workers(code):
    """The order-free add runs in two shards and counts every wave; the decrement, whose
    result depends on the order, keeps its launch in one process and says so."""
    dev = Device("cdna4")
    p = dev.to_device(np.zeros(1, np.uint32))
    dev.load(code("count", "cdna4")).launch("count", grid=(64, 1, 1), block=(256, 1, 1), args=(p,), workers=2)
    assert p.to_numpy().tolist() == [256]
    p = dev.to_device(np.array([0, 50, 0], np.uint32))
    seen = dev.to_device(np.zeros(65, np.uint32))
    with pytest.warns(ScaleoutWarning, match=r"'s_atomic_dec s9, s\[4:5\], 0x4' at pc 0x[0-9a-f]+: a dec atomic's"):
        dev.load(code("tickets", "cdna4")).launch(
            "tickets", grid=(16, 1, 1), block=(256, 1, 1), args=(p, seen), workers=2
        )
    counter = 50
    for _ in range(64):  # S_ATOMIC_DEC: the data (100) once the counter is 0, else one less
        counter = 100 if counter == 0 or counter > 100 else counter - 1
    assert p.to_numpy().tolist() == [64, counter, 64]
    assert seen.to_numpy().tolist() == [1] * 64 + [0]
