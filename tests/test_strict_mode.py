"""Strict emulation mode (Program(strict=True), Module.launch(strict=True), cdna-isa run
--strict): a register used before the s_waitcnt that covers its load, or an instruction issued
with fewer wait states than a hazard rule needs, stops the run.

Oracles: the waitcnt rules of MI200 4.4 "Data Dependency Resolution" (vmcnt: reads and writes
return in issue order; lgkmcnt: one type returns in order, different types and scalar-memory
reads out of order, so only lgkmcnt(0) covers SMEM), MI200 10.2 and the CDNA4 scheduling guide
(FLAT increments vmcnt and lgkmcnt; only a wait for both at 0 covers it), the wait-state tables
MI200 4.5 Table 9 and 7.2 Table 26, and clang-22: the kernels it compiles carry the waits and
wait states the hardware needs, so they must run clean, and must fail once one of clang's
s_waitcnt is deleted from its assembly.
"""

from __future__ import annotations

import re
from pathlib import Path

import cdna_isa
import numpy as np
import pytest
from cdna_isa.cli import main
from cdna_isa.runtime.device import Device
from cdna_isa.runtime.memory import Memory
from cdna_isa.runtime.wave import ExecutionError, Program, WaveState

from . import llvm
from .compile import compile_kernel
from .emulate import ops_of

ARCHS = pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
WORDS = 256  # input words: lane i reads words i and i + 64


def run(arch: str, source, strict: bool, waves: int = 1, s5=0) -> WaveState:
    """Run `source` (text, or instructions built with ops) over `waves` waves: s[0:1] = a buffer holding words 0, 1, 2, ... (u32), v0 =
    lane * 4 (lane i's byte offset), s5 = `s5` (per wave when a list); the buffer is at s[0:1]
    for global (saddr), flat (v[2:3] = address) and scalar loads, and LDS holds the same words."""
    isa = cdna_isa.arch(arch)
    memory = Memory()
    base = memory.alloc(WORDS * 4)
    words = np.arange(WORDS, dtype=np.uint32)
    memory.write_bytes(base, words.view(np.uint8))
    st = WaveState.create(waves, memory=memory)
    st.lds.data[: WORDS * 4] = words.view(np.uint8)
    st.sgpr[:, 0], st.sgpr[:, 1] = base & 0xFFFFFFFF, base >> 32
    st.sgpr[:, 5] = s5
    offsets = np.arange(64, dtype=np.uint64) * 4
    st.vgpr[:, 0] = offsets.astype(np.uint32)
    address = base + offsets
    st.vgpr[:, 2], st.vgpr[:, 3] = address & 0xFFFFFFFF, address >> 32
    if isinstance(source, str):
        Program(isa, isa.assemble(source + "\ns_endpgm"), strict=strict).run(st)
    else:
        ops = ops_of(isa)
        ops.program([*source, ops.s_endpgm()], strict=strict).run(st)
    return st


def fails(arch: str, source, pattern: str, **kw) -> str:
    with pytest.raises(ExecutionError, match=pattern) as info:
        run(arch, source, True, **kw)
    return str(info.value)


LANES = np.arange(64, dtype=np.uint32)

# ---------------------------------------------------------------------------- vmcnt


@ARCHS
def test_use_before_vmcnt_wait_fails_naming_load_and_wait(arch):
    """MI200 4.4: VM_CNT says when a vector-memory read has returned its data to the VGPRs; a
    use with no s_waitcnt is an error naming the register, the load and vmcnt(0)."""
    ops = ops_of(cdna_isa.arch(arch))
    v, s = ops.v, ops.s
    src = [ops.global_load_dword(v[1], v[0], s[0:1]), ops.v_add_u32(v[4], v[1], v[1])]
    msg = fails(arch, src, r"v1 read before its load at pc 0x0")
    assert "'global_load_dword v1, v0, s[0:1]'" in msg
    assert "needs s_waitcnt vmcnt(0)" in msg
    assert "pc 0x8, 'v_add_u32_e32 v4, v1, v1'" in msg  # where it stopped
    run(arch, src, False)  # the plain emulator completes loads at issue


@ARCHS
def test_waited_load_runs_and_matches_plain_run(arch):
    """With s_waitcnt vmcnt(0) the strict run passes; v4 = 2 * word[lane] (hand-derived), as in
    the plain run."""
    ops = ops_of(cdna_isa.arch(arch))
    v, s = ops.v, ops.s
    src = [
        ops.global_load_dword(v[1], v[0], s[0:1]),
        ops.s_waitcnt(vmcnt=0),
        ops.v_add_u32(v[4], v[1], v[1]),
    ]
    strict, plain = run(arch, src, True), run(arch, src, False)
    np.testing.assert_array_equal(strict.vgpr[0, 4], 2 * LANES)
    np.testing.assert_array_equal(strict.vgpr, plain.vgpr)


@ARCHS
def test_vmcnt_in_order_covers_older_load_only(arch):
    """MI200 4.4: vector-memory reads return in issue order, so vmcnt(1) after two loads covers
    the first (one younger load may stay outstanding) but not the second."""
    two = "global_load_dword v1, v0, s[0:1]\nglobal_load_dword v2, v0, s[0:1] offset:256\n"
    st = run(
        arch,
        two + "s_waitcnt vmcnt(1)\nv_mov_b32 v4, v1\ns_waitcnt vmcnt(0)\nv_mov_b32 v5, v2",
        True,
    )
    np.testing.assert_array_equal(st.vgpr[0, 5], LANES + 64)
    msg = fails(arch, two + "s_waitcnt vmcnt(1)\nv_mov_b32 v4, v1\nv_mov_b32 v5, v2", r"v2 read")
    assert "needs s_waitcnt vmcnt(0)" in msg and "v_mov_b32_e32 v5, v2" in msg


@ARCHS
def test_vmcnt_counts_stores_in_order_with_loads(arch):
    """MI200 4.4: vmcnt counts reads and writes, returned in issue order mixed: after a load and a
    younger store, vmcnt(1) covers the load; the error for a missing wait asks for vmcnt(1)."""
    load_store = "global_load_dword v1, v0, s[0:1]\nglobal_store_dword v0, v0, s[0:1] offset:512\n"
    run(arch, load_store + "s_waitcnt vmcnt(1)\nv_mov_b32 v4, v1", True)
    msg = fails(arch, load_store + "v_mov_b32 v4, v1", r"v1 read")
    assert "needs s_waitcnt vmcnt(1)" in msg


@ARCHS
def test_overwriting_an_outstanding_load_destination_fails(arch):
    """A write to a register whose load has not been waited for races with the load's return
    (the returning data may land after it)."""
    msg = fails(arch, "global_load_dword v1, v0, s[0:1]\nv_mov_b32 v1, 0", r"v1 overwritten")
    assert "needs s_waitcnt vmcnt(0)" in msg


# ---------------------------------------------------------------------------- lgkmcnt


@ARCHS
def test_smem_needs_lgkmcnt_zero(arch):
    """MI200 4.4 and 8 (SMEM): scalar-memory reads may return out of order, so lgkmcnt(1) after
    two s_loads covers neither; lgkmcnt(0) covers both (s6 = word 0 + word 1 = 1)."""
    loads = "s_load_dword s4, s[0:1], 0x0\ns_load_dword s7, s[0:1], 0x4\n"
    msg = fails(arch, loads + "s_waitcnt lgkmcnt(1)\ns_add_u32 s6, s4, 0", r"s4 read")
    assert "needs s_waitcnt lgkmcnt(0)" in msg
    st = run(arch, loads + "s_waitcnt lgkmcnt(0)\ns_add_u32 s6, s4, s7", True)
    assert st.sgpr[0, 6] == 1


@ARCHS
def test_lds_reads_in_order_on_lgkmcnt(arch):
    """MI200 4.4: LDS instructions return in order among themselves: lgkmcnt(1) after two
    ds_reads covers the first only."""
    two = "ds_read_b32 v1, v0\nds_read_b32 v2, v0 offset:256\ns_waitcnt lgkmcnt(1)\n"
    st = run(arch, two + "v_mov_b32 v4, v1\ns_waitcnt lgkmcnt(0)\nv_mov_b32 v5, v2", True)
    np.testing.assert_array_equal(st.vgpr[0, 4], LANES)
    np.testing.assert_array_equal(st.vgpr[0, 5], LANES + 64)
    assert "lgkmcnt(0)" in fails(arch, two + "v_mov_b32 v5, v2", r"v2 read")


@ARCHS
def test_lds_and_smem_mixed_need_lgkmcnt_zero(arch):
    """MI200 4.4: instructions of different types on lgkmcnt return out of order: after a
    ds_read and a younger s_load, lgkmcnt(1) does not cover the ds_read (the s_load may be the
    one that finished)."""
    src = "ds_read_b32 v1, v0\ns_load_dword s4, s[0:1], 0x0\ns_waitcnt lgkmcnt(1)\nv_mov_b32 v4, v1"
    assert "needs s_waitcnt lgkmcnt(0)" in fails(arch, src, r"v1 read")


@ARCHS
def test_flat_needs_both_counters_at_zero(arch):
    """MI200 10.2 (FLAT increments VM_CNT and LGKM_CNT; done once both are decremented) and the
    CDNA4 scheduling guide (only s_waitcnt 0 is safe after FLAT): vmcnt(0) alone does not cover
    a flat_load; vmcnt(0) lgkmcnt(0) does."""
    load = "flat_load_dword v1, v[2:3]\n"
    msg = fails(arch, load + "s_waitcnt vmcnt(0)\nv_mov_b32 v4, v1", r"v1 read")
    assert "needs s_waitcnt lgkmcnt(0)" in msg
    st = run(arch, load + "s_waitcnt vmcnt(0) lgkmcnt(0)\nv_mov_b32 v4, v1", True)
    np.testing.assert_array_equal(st.vgpr[0, 4], LANES)


# ---------------------------------------------------------------------------- wait states

VALU_SGPR_VMEM = "v_readfirstlane_b32 s2, v2\nv_readfirstlane_b32 s3, v3\n{pad}global_load_dword v1, v0, s[2:3]\ns_waitcnt vmcnt(0)"


@ARCHS
@pytest.mark.parametrize("pad, missing", [("", 5), ("s_nop 0\n", 4), ("s_nop 3\n", 1)])
def test_valu_writes_sgpr_then_vmem_reads_it_too_soon(arch, pad, missing):
    """MI200 4.5 Table 9 (CDNA4 4.5 Table 11): a VMEM reading an SGPR a VALU wrote needs 5 wait
    states; s_nop N gives N + 1."""
    msg = fails(arch, VALU_SGPR_VMEM.format(pad=pad), r"hazard valu-sgpr-vmem")
    assert f"{missing} missing" in msg and "v_readfirstlane_b32 s3, v3" in msg


@ARCHS
@pytest.mark.parametrize("pad", ["s_nop 4\n", "s_nop 3\nv_mov_b32 v9, 0\n"])
def test_enough_wait_states_pass(arch, pad):
    """MI200 4.5 Table 9: five wait states (s_nop 4, or s_nop 3 and an independent instruction)
    satisfy the rule; the load reads word[lane] through the SGPR base."""
    st = run(arch, VALU_SGPR_VMEM.format(pad=pad), True)
    np.testing.assert_array_equal(st.vgpr[0, 1], LANES)


@ARCHS
def test_wait_states_follow_the_path_each_wave_took(arch):
    """Wait states are counted on the instructions each wave ran: wave 1 branches over the
    s_nop and is caught (MI200 4.5 Table 9: 5 needed, the s_cmp and branch give 2); wave 0
    runs the s_nop; the same code with both waves falling through runs clean."""
    src = (
        "v_readfirstlane_b32 s2, v2\nv_readfirstlane_b32 s3, v3\ns_cmp_eq_u32 s5, 0\n"
        "s_cbranch_scc0 skip\ns_nop 4\nskip:\nglobal_load_dword v1, v0, s[2:3]\ns_waitcnt vmcnt(0)"
    )
    msg = fails(arch, src, r"hazard valu-sgpr-vmem", waves=2, s5=[0, 1])
    assert "wave 1" in msg and "3 missing" in msg
    run(arch, src, True, waves=2, s5=[0, 0])


def test_xdl_result_read_too_soon_cdna2():
    """MI200 7.2 Table 26: a VALU reading the result of a 16-pass XDL MFMA (32x32x8 f16: 64
    cycles) needs 19 wait states; s_nop 7 twice and s_nop 2 give exactly 19."""
    mfma = "v_mfma_f32_32x32x8f16 a[0:15], v[2:3], v[4:5], a[0:15]\n"
    msg = fails("cdna2", mfma + "v_accvgpr_read_b32 v6, a0", r"hazard xdl-valu-mem-access")
    assert "needs 19 wait state(s)" in msg and "19 missing" in msg
    fails("cdna2", mfma + "s_nop 7\ns_nop 7\ns_nop 1\nv_accvgpr_read_b32 v6, a0", r"1 missing")
    run("cdna2", mfma + "s_nop 7\ns_nop 7\ns_nop 2\nv_accvgpr_read_b32 v6, a0", True)


# ---------------------------------------------------------------------------- clang kernels

needs_clang = pytest.mark.skipif(
    not (llvm.llvm_bin("clang") and llvm.llvm_bin("ld.lld")), reason="clang/ld.lld 22 missing"
)


def _inputs(rng: np.random.Generator):
    n = 1000
    f32 = lambda k: rng.integers(-64, 64, k).astype(np.float32)  # noqa: E731
    u32 = lambda k: rng.integers(0, 2**20, k).astype(np.uint32)  # noqa: E731
    return {  # (source, kernel, launch sizes, arguments)
        "vector_add": ("vector_add", dict(grid=4, block=256), (f32(n), f32(n), np.zeros(n, np.float32), np.int32(n))),
        "saxpy": ("saxpy", dict(grid=4, block=256), (np.float32(2.5), f32(n), f32(n), np.uint32(n))),
        "reduce_sum": ("reduce_lds", dict(grid=4, block=256), (u32(n), np.zeros(4, np.uint32), np.zeros(4, np.float32), np.uint32(n))),
        "scan_inclusive": ("scan_lds", dict(grid=4, block=256), (u32(1024).astype(np.int32), np.zeros(1024, np.int32), np.uint32(n))),
        "transpose": ("transpose_lds", dict(grid=(4, 3, 1), block=(16, 16, 1)), (f32(40 * 56).reshape(40, 56), np.zeros((56, 40), np.float32), np.uint32(40), np.uint32(56))),
        "loops": ("loops", dict(grid=2, block=256), (u32(512), np.zeros(512, np.uint32), np.zeros(512, np.uint32), np.uint32(512))),
        "calls": ("calls", dict(global_size=300, block=64), (f32(300), np.zeros(300, np.float32), np.int32(300))),
        "fetch_add_old": ("atomics_int", dict(grid=4, block=256), (np.zeros(16, np.uint32), np.zeros(1024, np.uint32), np.uint32(16), np.uint32(1024))),
        "mfma_f32_32x32x8f16": ("mfma_kernels", dict(grid=1, block=64), (f32(256).astype(np.float16), f32(256).astype(np.float16), f32(1024), np.zeros(1024, np.float32))),
    }  # fmt: skip


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("strict")
    cache: dict = {}

    def get(source: str, arch: str, assembly: bool = False) -> Path:
        if (source, arch, assembly) not in cache:
            cache[source, arch, assembly] = compile_kernel(source, arch, out, assembly)
        return cache[source, arch, assembly]

    return get


def _launch(arch: str, path: Path, kernel: str, sizes: dict, args, strict: bool) -> list:
    args = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    dims = {k: (v, 1, 1) if isinstance(v, int) else v for k, v in sizes.items()}
    Device(arch).load(path).launch(kernel, args=args, strict=strict, **dims)
    return args


@needs_clang
@ARCHS
@pytest.mark.parametrize("kernel", list(_inputs(np.random.default_rng(0))))
def test_clang_kernels_run_clean_in_strict_mode(arch, kernel, built):
    """clang-22 places every s_waitcnt and wait state these kernels need: strict mode passes and
    the outputs equal the plain run's; vector_add and saxpy also against numpy."""
    source, sizes, args = _inputs(np.random.default_rng(7))[kernel]
    path = built(source, arch)
    strict = _launch(arch, path, kernel, sizes, args, True)
    plain = _launch(arch, path, kernel, sizes, args, False)
    for s, p in zip(strict, plain):
        np.testing.assert_array_equal(s, p)
    if kernel == "vector_add":
        np.testing.assert_array_equal(strict[2], args[0] + args[1])
    if kernel == "saxpy":
        np.testing.assert_array_equal(strict[2], np.float32(2.5) * args[1] + args[2])


def _first_kernel_wait(text: str, kernel: str, wait: str) -> str:
    """`text` with the first `s_waitcnt <wait>` line of `kernel`'s body deleted."""
    start = text.index(f"\n{kernel}:")
    line = re.compile(rf"\n\s*s_waitcnt {re.escape(wait)}\s*\n")
    m = line.search(text, start)
    assert m, f"no 's_waitcnt {wait}' in {kernel}"
    return text[: m.start()] + "\n" + text[m.end() :]


@needs_clang
@ARCHS
@pytest.mark.parametrize(
    "wait, register, needed",
    [("vmcnt(0)", r"v\d+", r"vmcnt\([01]\)"), ("lgkmcnt(0)", r"s\d+", r"lgkmcnt\(0\)")],
)
def test_clang_kernel_without_its_waitcnt_fails(
    arch, wait, register, needed, built, tmp_path, capsys
):
    """clang's vector_add with its first s_waitcnt vmcnt(0) (after the two global loads) or
    lgkmcnt(0) (after the kernel-argument s_loads) deleted, assembled and linked through
    `cdna-isa run --strict`: the run stops at the first use, naming the register, its load and
    the wait that covers it (MI200 4.4: vmcnt(1) for the older global load, whose younger one
    may stay outstanding, vmcnt(0) for the younger; lgkmcnt(0) for SMEM); without --strict the
    edited kernel still runs (loads complete at issue)."""
    text = built("vector_add", arch, assembly=True).read_text()
    edited = tmp_path / f"vector_add-{arch}.s"
    edited.write_text(_first_kernel_wait(text, "vector_add", wait))
    a = tmp_path / "a.npy"
    np.save(a, np.arange(256, dtype=np.float32))
    argv = ["run", "--arch", arch, str(edited), "--grid", "1", "--block", "256"]
    argv += ["--arg", str(a), "--arg", str(a), "--arg", "zeros:f32:256", "--arg", "i32:256"]
    assert main([*argv, "--strict"]) != 0
    err = capsys.readouterr().err
    assert re.search(rf"{register} read before its load at pc 0x[0-9a-f]+ \('", err), err
    assert re.search(rf"needs s_waitcnt {needed} before", err), err
    assert main(argv) == 0


def test_cli_run_strict_on_bare_instructions(tmp_path, capsys):
    """`cdna-isa run --strict` on bare instructions: an ds_read used with no s_waitcnt stops the
    run (MI200 4.4: lgkmcnt says when LDS data has returned) with status 1; without --strict,
    and with the wait, the same code runs."""
    prog = tmp_path / "p.s"
    prog.write_text("ds_read_b32 v1, v0\nv_mov_b32 v2, v1\ns_endpgm\n")
    assert main(["run", "--arch", "cdna2", "--strict", str(prog)]) == 1
    err = capsys.readouterr().err
    assert "v1 read before its load at pc 0x0 ('ds_read_b32 v1, v0')" in err
    assert "needs s_waitcnt lgkmcnt(0)" in err
    assert main(["run", "--arch", "cdna2", str(prog)]) == 0
    prog.write_text("ds_read_b32 v1, v0\ns_waitcnt lgkmcnt(0)\nv_mov_b32 v2, v1\ns_endpgm\n")
    assert main(["run", "--arch", "cdna2", "--strict", str(prog)]) == 0


@ARCHS
def test_lds_store_in_flight_at_barrier_fails(arch):
    """s_barrier does not wait for memory (CDNA4 scheduling guide, "Barrier Semantics"): an LDS
    store still counted by lgkmcnt when the wave reaches s_barrier stops the run, naming the
    store and lgkmcnt(0); with s_waitcnt lgkmcnt(0) before the barrier it runs clean."""
    store = "ds_write_b32 v0, v0\n"
    msg = fails(arch, store + "s_barrier", r"LDS store .* in flight at s_barrier")
    assert "ds_write_b32 v0, v0" in msg and "lgkmcnt(0)" in msg
    run(arch, store + "s_waitcnt lgkmcnt(0)\ns_barrier", True)
