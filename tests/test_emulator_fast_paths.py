"""The executor's shortcuts give the same results as the general paths they skip: VGPR pairs
kept as u64 between instructions (tests/ must see every later write to either register) and
global accesses to consecutive addresses done as one slice of the heap (with the same faults
and the same journal for restore); SGPR sources equal in every wave passed as one value; the
integer constants of the generated semantics made once at import.

Oracles: hand-derived values (lane numbers shifted and added by hand, written out with numpy
below), and the general gather/scatter path of runtime/memory.py on non-consecutive addresses.
"""

from __future__ import annotations

import numpy as np
import pytest
from cdna_isa.runtime.memory import HEAP_BASE, Memory, MemoryFault
from cdna_isa.runtime.wave import UNBUILT, ExecutionError, Program, WaveState

from tests.emulate import LANE, ops_of, run

EXEC = 126


def u64(st: WaveState, row: int) -> np.ndarray:
    return st.vgpr[:, row].astype(np.uint64) | st.vgpr[:, row + 1].astype(np.uint64) << 32


@pytest.mark.parametrize("waves", [1, 3])
def test_pair_reads_see_later_32bit_writes(isa, waves):
    """A pair read as u64, then one of its registers rewritten as 32 bits: the next 64-bit read
    of the pair has the new half. Lane i holds v0 = i, v1 = 0; v_mov_b32 sets v1 = 5, then v2
    (low half of v[2:3]) = 7."""
    st = WaveState.create(waves, vgprs=16)
    st.vgpr[:, 0] = LANE
    ops = ops_of(isa)
    v = ops.v
    src = [
        ops.v_lshlrev_b64(v[2:3], 0, v[0:1]),
        ops.v_mov_b32(v[1], 5),
        ops.v_lshlrev_b64(v[4:5], 0, v[0:1]),
        ops.v_mov_b32(v[2], 7),
        ops.v_lshlrev_b64(v[6:7], 1, v[2:3]),
    ]
    run(isa, src, st)
    lane = LANE.astype(np.uint64)
    np.testing.assert_array_equal(u64(st, 4), np.broadcast_to(lane | 5 << 32, (waves, 64)))
    np.testing.assert_array_equal(u64(st, 6), np.full((waves, 64), 14, np.uint64))


def test_pair_written_under_partial_exec(isa):
    """A 64-bit write with only lane 0 running changes lane 0 alone; the pair read after EXEC
    is restored sees the merged value: lane 0 doubled, the others unchanged."""
    st = WaveState.create(1, vgprs=16)
    st.vgpr[:, 0] = LANE + 1
    ops = ops_of(isa)
    v = ops.v
    src = [
        ops.v_lshlrev_b64(v[2:3], 0, v[0:1]),
        ops.s_mov_b64(ops.exec, 1),
        ops.v_lshlrev_b64(v[0:1], 1, v[0:1]),
        ops.s_mov_b64(ops.exec, -1),
        ops.v_lshlrev_b64(v[4:5], 0, v[0:1]),
    ]
    run(isa, src, st)
    expected = (LANE + 1).astype(np.uint64)
    expected[0] = 2
    np.testing.assert_array_equal(u64(st, 4)[0], expected)


def test_pairs_forgotten_between_runs(isa):
    """Registers set by the host between two runs are what the second run reads."""
    st = WaveState.create(1, vgprs=16)
    prog = Program(isa, isa.assemble("v_lshlrev_b64 v[2:3], 1, v[0:1]\ns_endpgm"))
    st.vgpr[:, 0] = 3
    prog.run(st)
    st.pc[:], st.done[:] = 0, False
    st.vgpr[:, 0] = 10
    prog.run(st)
    assert int(u64(st, 2)[0, 0]) == 20


def program_memory(n_words: int):
    mem = Memory()
    base = mem.alloc(4 * n_words)
    return mem, base


def test_consecutive_global_load_and_store(isa):
    """Lane i loads word i and stores it doubled to word 63 - i (one consecutive range, one
    reversed: the two memory paths) and to word i of a second array."""
    mem, base = program_memory(64)
    out = mem.alloc(4 * 64)
    mem.write_bytes(base, (LANE * 3).tobytes())
    st = WaveState.create(1, vgprs=16, memory=mem)
    addr = np.uint64(base) + LANE.astype(np.uint64) * 4
    st.vgpr[0, 0], st.vgpr[0, 1] = addr.astype(np.uint32), (addr >> 32).astype(np.uint32)
    rev = np.uint64(base) + (63 - LANE).astype(np.uint64) * 4
    st.vgpr[0, 2], st.vgpr[0, 3] = rev.astype(np.uint32), (rev >> 32).astype(np.uint32)
    dst = np.uint64(out) + LANE.astype(np.uint64) * 4
    st.vgpr[0, 4], st.vgpr[0, 5] = dst.astype(np.uint32), (dst >> 32).astype(np.uint32)
    src = """global_load_dword v8, v[0:1], off
s_waitcnt vmcnt(0)
v_add_u32 v8, v8, v8
global_store_dword v[2:3], v8, off
global_store_dword v[4:5], v8, off"""
    run(isa, src, st)
    stored = np.frombuffer(mem.read_bytes(base, 256), np.uint32)
    np.testing.assert_array_equal(stored, (63 - LANE) * 6)
    np.testing.assert_array_equal(np.frombuffer(mem.read_bytes(out, 256), np.uint32), LANE * 6)


def test_consecutive_access_past_allocation_faults(isa):
    """Consecutive addresses whose last word lies past the allocation fault like any other
    unmapped access, naming the first bad address; nothing is stored."""
    mem, base = program_memory(32)  # 128 bytes, so lanes 32..63 are past the end (the
    mem.alloc(4096)  # allocation is rounded to 256 bytes: lanes 64.. would be the next one)
    st = WaveState.create(1, vgprs=16, memory=mem)
    addr = np.uint64(base + 64) + LANE.astype(np.uint64) * 4
    st.vgpr[0, 0], st.vgpr[0, 1] = addr.astype(np.uint32), (addr >> 32).astype(np.uint32)
    with pytest.raises(ExecutionError, match=f"unmapped address 0x{base + 128:x}"):
        run(isa, "global_store_dword v[0:1], v0, off", st)
    assert mem.read_bytes(base, 128) == bytes(128)


def test_consecutive_store_is_journalled():
    """restore() after a consecutive store puts the old bytes back, as after a scattered one."""
    mem = Memory()
    base = mem.alloc(1024)
    mem.write_bytes(base, np.arange(256, dtype=np.uint32).tobytes())
    snap = mem.snapshot()
    mem.store(np.uint64(base) + np.arange(100, dtype=np.uint64) * 4, 32, np.zeros(100, np.uint32))
    assert mem.load(np.array([base + 4 * 99], np.uint64), 32).tolist() == [0]
    mem.restore(snap)
    assert np.frombuffer(mem.read_bytes(base, 1024), np.uint32).tolist() == list(range(256))


def test_consecutive_load_matches_gather():
    """A consecutive load gives what loading the same words one by one (reversed addresses,
    the gather path) gives, for 8- to 64-bit elements and an unaligned start."""
    mem = Memory()
    base = mem.alloc(4096)
    raw = np.random.default_rng(0).integers(0, 256, 4096, dtype=np.uint8)
    mem.write_bytes(base, raw)
    for bits in (8, 16, 32, 64):
        n = bits // 8
        addr = np.uint64(base + 3) + np.arange(200, dtype=np.uint64) * np.uint64(n)
        forward = mem.load(addr, bits)
        backward = mem.load(addr[::-1].copy(), bits)[::-1]
        np.testing.assert_array_equal(forward, backward)
        expected = raw[3 : 3 + 200 * n].view(forward.dtype)
        np.testing.assert_array_equal(forward, expected)


def test_memory_fault_outside_heap():
    """A consecutive range below the heap is not mapped."""
    mem = Memory()
    mem.alloc(256)
    with pytest.raises(MemoryFault):
        mem.load(np.uint64(HEAP_BASE - 256) + np.arange(8, dtype=np.uint64) * 4, 32)


def test_uniform_scalar_sources_on_many_waves(isa):
    """With 1100 waves (past the executor's shortcut for an SGPR equal in every wave), results
    match numpy on the same values: s0 = 5 everywhere, s1 = the wave number (not uniform);
    v0 = lane. Waves 0..9 round toward zero (MODE.FP_ROUND = 3), which recomputes their lanes
    lane by lane; 1.5 + lane is exact, so every wave gets the same float sums."""
    waves = 1100
    st = WaveState.create(waves, vgprs=16)
    st.vgpr[:, 0] = LANE
    st.sgpr[:, 0] = 5
    st.sgpr[:, 1] = np.arange(waves)
    st.sgpr[:, 2] = np.float32(1.5).view(np.uint32)
    st.hwreg[:10, 1] |= 3  # MODE.FP_ROUND = round toward zero for both type groups' f32
    src = """v_add_u32 v1, s0, v0
v_add_u32 v2, s1, v0
v_mov_b32 v3, s0
v_cmp_gt_u32 vcc, s0, v0
v_cndmask_b32 v4, 0, 1, vcc
v_cvt_f32_u32 v5, v0
v_add_f32 v6, s2, v5"""
    run(isa, src, st)
    wave = np.arange(waves, dtype=np.uint32)[:, None]
    np.testing.assert_array_equal(st.vgpr[:, 1], np.broadcast_to(LANE + 5, (waves, 64)))
    np.testing.assert_array_equal(st.vgpr[:, 2], wave + LANE)
    np.testing.assert_array_equal(st.vgpr[:, 3], np.full((waves, 64), 5))
    np.testing.assert_array_equal(st.vgpr[:, 4], np.broadcast_to(LANE < 5, (waves, 64)))
    sums = np.broadcast_to(LANE.astype(np.float32) + np.float32(1.5), (waves, 64))
    np.testing.assert_array_equal(st.vgpr[:, 6].view(np.float32), sums)


def test_hoisted_constants_keep_their_values():
    """Integer constants lowered as np.uint32(31) or V.const(-1, np.int32) are made once at
    module level under one name per (type, value); the functions' text is otherwise unchanged.
    Oracle: the expected text, written out by hand."""
    from codegen.lower import hoist_constants

    sources = [
        "def f(S0):\n    return (S0 >> np.uint32(31), V.const(-1, np.int32))",
        "def g(S0):\n    return S0 & np.uint32(31)",
    ]
    definitions, out = hoist_constants(sources)
    assert definitions == ["K_INT32_M1 = V.const(-1, np.int32)", "UINT32_31 = np.uint32(31)"]
    assert out == [
        "def f(S0):\n    return (S0 >> UINT32_31, K_INT32_M1)",
        "def g(S0):\n    return S0 & UINT32_31",
    ]


def test_scc_branch_splits_waves(isa):
    """A branch on SCC whose waves disagree: wave 0 (s0 = 0) takes it and writes 2, wave 1
    (s0 = 1) falls through and writes 1."""
    st = WaveState.create(2, vgprs=8)
    st.sgpr[:, 0] = [0, 1]
    ops = ops_of(isa)
    v, s = ops.v, ops.s
    src = [
        ops.s_cmp_eq_u32(s[0], 0),
        ops.s_cbranch_scc1("taken"),
        ops.v_mov_b32(v[1], 1),
        ops.s_endpgm(),
        ops.label("taken"),
        ops.v_mov_b32(v[1], 2),
    ]
    run(isa, src, st)
    assert st.vgpr[:, 1, 0].tolist() == [2, 1]


def test_register_outside_allocation_names_the_instruction(isa):
    """A fused instruction whose register lies outside the allocation (found when it is bound
    to the layout) fails naming the arch, wave, PC and instruction text."""
    st = WaveState.create(1, vgprs=8)
    with pytest.raises(
        ExecutionError, match=r"wave 0, pc 0x4, 'v_mov_b32_e32 v20, v1': v20 is outside"
    ):
        run(isa, "s_nop 0\nv_mov_b32 v20, v1", st)


@pytest.mark.parametrize(
    "value, dtype, expected",
    [
        (-1, np.uint32, 0xFFFFFFFF),
        (0xFFFFFFFF, np.int32, -1),
        (1 << 31, np.int32, -(1 << 31)),
        (-129, np.int8, 127),
        ((1 << 64) - 1, np.int64, -1),
        (0x1_0000_0005, np.uint32, 5),
    ],
)
def test_integer_constants_wrap(value, dtype, expected):
    """V.const narrows an untyped integer to the type by wrapping (two's complement), as the
    pseudocode language specifies; expected values worked out by hand."""
    from cdna_isa.runtime import vops

    out = vops.const(value, dtype)
    assert out.dtype == dtype and out.ndim == 0 and int(out) == expected


@pytest.mark.parametrize("waves", [1, 3])
def test_pairs_written_as_u64_reach_the_registers(isa, waves):
    """64-bit results are kept as u64 until their rows are needed: a 32-bit read of either
    row, a 32-bit write of either row, a register-range read (a store's data) and the end
    of the run must all see the split value. By hand, with v0 = lane + 1, v1 = 0x10 and
    v[2:3] = v[0:1] << 4: v2 = (lane + 1) * 16, v3 = 0x100; v4 = v2 + v3; v[6:7] = v[0:1]
    << 8, then v7 = 9 leaves v6 = (lane + 1) * 256; v[8:9] = v[0:1] << 1, then v8 = 5
    leaves v9 = 0x20."""
    mem, base = program_memory(2 * 64 * waves)
    st = WaveState.create(waves, vgprs=16, memory=mem)
    st.vgpr[:, 0], st.vgpr[:, 1] = LANE + 1, 0x10
    dst = np.uint64(base) + np.arange(64 * waves, dtype=np.uint64).reshape(waves, 64) * 8
    st.vgpr[:, 12], st.vgpr[:, 13] = dst.astype(np.uint32), (dst >> 32).astype(np.uint32)
    src = """v_lshlrev_b64 v[2:3], 4, v[0:1]
v_add_u32 v4, v2, v3
v_lshlrev_b64 v[6:7], 8, v[0:1]
v_mov_b32 v7, 9
v_lshlrev_b64 v[8:9], 1, v[0:1]
v_mov_b32 v8, 5
v_lshlrev_b64 v[14:15], 4, v[0:1]
global_store_dwordx2 v[12:13], v[14:15], off"""
    run(isa, src, st)
    lane = np.broadcast_to(LANE + 1, (waves, 64))
    np.testing.assert_array_equal(st.vgpr[:, 2], lane * 16)
    np.testing.assert_array_equal(st.vgpr[:, 3], np.full((waves, 64), 0x100))
    np.testing.assert_array_equal(st.vgpr[:, 4], lane * 16 + 0x100)
    np.testing.assert_array_equal(st.vgpr[:, 6], lane * 256)
    np.testing.assert_array_equal(st.vgpr[:, 7], np.full((waves, 64), 9))
    np.testing.assert_array_equal(st.vgpr[:, 8], np.full((waves, 64), 5))
    np.testing.assert_array_equal(st.vgpr[:, 9], np.full((waves, 64), 0x20))
    stored = np.frombuffer(mem.read_bytes(base, 8 * 64 * waves), np.uint64).reshape(waves, 64)
    np.testing.assert_array_equal(stored, lane.astype(np.uint64) * 16 | 0x100 << 32)


def test_pair_kept_as_u64_is_only_an_address(isa):
    """A pair written whole and then only used as an address stays out of its rows until
    the run ends; the load through it is the word of lane i (hand-derived: 3 * i), and the
    registers hold the address afterwards."""
    mem, base = program_memory(64)
    mem.write_bytes(base, (LANE * 3).tobytes())
    st = WaveState.create(1, vgprs=16, memory=mem)
    st.vgpr[0, 0] = LANE
    st.sgpr[0, 4], st.sgpr[0, 5] = base & 0xFFFFFFFF, base >> 32
    src = """v_lshlrev_b64 v[0:1], 2, v[0:1]
v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
global_load_dword v4, v[2:3], off
s_waitcnt vmcnt(0)"""
    if isa.name == "cdna2":
        pytest.skip("gfx90a has no v_lshl_add_u64: its address sums are two 32-bit halves")
    run(isa, src, st)
    np.testing.assert_array_equal(st.vgpr[0, 4], LANE * 3)
    np.testing.assert_array_equal(u64(st, 2)[0], np.uint64(base) + LANE.astype(np.uint64) * 4)


# one-wave blocks (fastpath.build_block) ------------------------------------------------
BLOCK_LINES = (
    "v_add_u32 v{a}, v{b}, v{c}",
    "v_sub_u32 v{a}, s{s}, v{c}",
    "v_xor_b32 v{a}, {k}, v{c}",
    "v_lshrrev_b32 v{a}, {sh}, v{b}",
    "v_mul_lo_u32 v{a}, v{b}, s{s}",
    "v_fma_f32 v{a}, v{b}, s{s}, 0.5",
    "v_mul_f32 v{a}, {f}, v{b}",
    "v_add_f16 v{a}, v{b}, v{c}",
    "v_cvt_f32_u32 v{a}, v{b}",
    "v_cmp_gt_u32 vcc, v{b}, v{c}",
    "v_cndmask_b32 v{a}, v{b}, v{c}, vcc",
    "v_add_co_u32 v{a}, vcc, v{b}, v{c}",
    "v_mov_b32_sdwa v{a}, v{b} dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0",
    "v_lshlrev_b64 v[{p}:{q}], 1, v[{p}:{q}]",
    "s_add_i32 s{t}, s{s}, {k}",
    "s_mul_i32 s{t}, s{s}, s{u}",
    "s_cmp_lt_u32 s{s}, s{u}",
    "s_cselect_b32 s{t}, s{s}, {k}",
    "s_lshl_b32 s{t}, s{s}, 3",
    "v_readfirstlane_b32 s{t}, v{b}",
    "s_mov_b64 exec, s[8:9]",
    "s_mov_b64 exec, -1",
)


def random_block_program(rnd) -> str:
    lines = []
    for _ in range(40):
        pair = rnd.randrange(0, 8, 2)
        lines.append(
            rnd.choice(BLOCK_LINES).format(
                a=rnd.randrange(8), b=rnd.randrange(8), c=rnd.randrange(8), s=rnd.randrange(8),
                t=rnd.randrange(8), u=rnd.randrange(8), p=pair, q=pair + 1,
                k=rnd.choice([-3, 7, 0x1234, 255]), sh=rnd.randrange(32),
                f=rnd.choice(["2.0", "-0.5", "0x3e800000"]),
            )
        )  # fmt: skip
    return "\n".join(lines)


@pytest.mark.parametrize("seed", range(12))
def test_one_wave_blocks_equal_the_batched_path(isa, seed):
    """Straight-line VALU/SALU code (VCC, SCC, SDWA, f16, f32 under MODE, VGPR pairs, EXEC
    writes between blocks) on one wave runs through one-wave blocks; the same code on three
    identical waves runs instruction by instruction in batches. Oracle: the batched path (its
    semantics are tested lane by lane elsewhere); every register of wave 0 must agree."""
    import random

    rnd = random.Random(seed)
    code = isa.assemble(random_block_program(rnd) + "\ns_endpgm")
    sgprs = np.random.default_rng(seed).integers(0, 2**32, 16, dtype=np.uint64).astype(np.uint32)
    vgprs = np.random.default_rng(seed + 100).integers(0, 2**32, (8, 64), dtype=np.uint64)
    results = []
    for waves in (1, 3):
        st = WaveState.create(waves, vgprs=8)
        st.sgpr[:, :16] = sgprs
        st.vgpr[:, :8] = vgprs.astype(np.uint32)
        if seed % 3 == 0:  # f32 denormals flushed: the blocks check MODE once
            st.hwreg[:, 1] &= np.uint32(~0x30 & 0xFFFFFFFF)
        program = Program(isa, code)
        program.run(st)
        results.append((st, program))
    one, three = results[0][0], results[1][0]
    blocks = [b.block for b in results[0][1].bound.values()]
    assert any(b is not None and b is not UNBUILT for b in blocks)
    np.testing.assert_array_equal(one.vgpr[0], three.vgpr[0])
    np.testing.assert_array_equal(one.sgpr[0], three.sgpr[0])
    assert one.scc[0] == three.scc[0]


def test_failure_inside_a_block_names_its_instruction(isa):
    """An instruction that fails in the middle of a one-wave block is the one the error
    names (its PC and text), not the block's first."""
    code = isa.assemble("v_mov_b32 v1, v0\nv_add_u32 v2, v1, v1\nv_xor_b32 v3, v2, v1\ns_endpgm")
    program = Program(isa, code)
    add = next(b for b in program.bound.values() if b.text.startswith("v_add_u32"))

    def fails(*args):
        raise ExecutionError("injected failure")

    add.fn = fails
    with pytest.raises(ExecutionError, match=rf"pc 0x{add.d.pc:x}, 'v_add_u32.*injected failure"):
        program.run(WaveState.create(1, vgprs=8))


@pytest.mark.parametrize("waves", [1, 3])
def test_loop_through_a_block_ending_in_a_branch(isa, waves):
    """A counted loop whose body and closing s_cbranch_scc1 form one one-wave block (on one
    wave), or run instruction by instruction (three waves). Hand-derived: after k = 0..9,
    v1 = sum of (lane + k) = 10 * lane + 45 and v2 = lane * 2**10 (wrapping as u32)."""
    ops = ops_of(isa)
    v, s = ops.v, ops.s
    src = [
        ops.s_mov_b32(s[0], 0),
        ops.v_mov_b32(v[1], 0),
        ops.v_mov_b32(v[2], v[0]),
        ops.label("loop"),
        ops.v_add_u32(v[3], s[0], v[0]),
        ops.v_add_u32(v[1], v[1], v[3]),
        ops.v_lshlrev_b32(v[2], 1, v[2]),
        ops.s_add_i32(s[0], s[0], 1),
        ops.s_cmp_lt_u32(s[0], 10),
        ops.s_cbranch_scc1("loop"),
        ops.s_endpgm(),
    ]
    st = WaveState.create(waves, vgprs=8)
    st.vgpr[:, 0] = LANE
    program = ops.program(src)
    executed = program.run(st)
    np.testing.assert_array_equal(st.vgpr[:, 1], np.broadcast_to(10 * LANE + 45, (waves, 64)))
    np.testing.assert_array_equal(st.vgpr[:, 2], np.broadcast_to(LANE << 10, (waves, 64)))
    assert executed == waves * (3 + 10 * 6 + 1)
    if waves == 1:
        loop = next(b for b in program.bound.values() if b.text.startswith("v_add_u32_e32 v3"))
        assert loop.block is not None and loop.block.count == 6


def test_denormal_flush_with_a_constant_source_per_wave(isa):
    """MODE.FP_DENORM differs per wave (MI200 3.5): waves 0 and 1 flush f32 denormals, wave 2
    keeps them. v_mul_f32 v2, 2.0, v0 with v0 = the smallest denormal (bits 1): flushed
    waves give +0, the keeping wave gives bits 2; v0 = 1.0 gives 2.0 everywhere (hand-derived)."""
    st = WaveState.create(3, vgprs=8)
    st.hwreg[:2, 1] &= np.uint32(~0x30 & 0xFFFFFFFF)
    st.vgpr[:, 0, 0] = 1
    st.vgpr[:, 0, 1] = np.float32(1.0).view(np.uint32)
    run(isa, "v_mul_f32 v2, 2.0, v0", st)
    np.testing.assert_array_equal(st.vgpr[:, 2, 0], [0, 0, 2])
    np.testing.assert_array_equal(st.vgpr[:, 2, 1].view(np.float32), [2.0, 2.0, 2.0])
