"""Memory and cross-lane semantics against values derived by hand from the ISA guides.

Oracles: the MI200 guide's descriptions (12.8 v_readfirstlane/v_swap, 12.11 v_readlane,
12.12 DS_BPERMUTE_B32 with its worked example, 9.1.5 buffer addressing and range checking,
10 FLAT/GLOBAL addressing), LLVM's description of v_permlane{16,32}_swap for gfx950, and the
CDNA4 guide 3.6.1 (out-of-range LDS reads give 0, writes are dropped). Expected values are
literals or simple index arithmetic written out here, never read from the code under test.
"""

from __future__ import annotations

import cdna_isa
import numpy as np
import pytest
from cdna_isa.runtime.memory import Memory
from cdna_isa.runtime.wave import ExecutionError, Program, WaveState

from tests.emulate import LANE

EXEC = 126


def run(isa, src: str, st: WaveState | None = None, exec_mask: int | None = None) -> WaveState:
    st = st or WaveState.create(1)
    if exec_mask is not None:
        st.sgpr[0, EXEC] = exec_mask & 0xFFFFFFFF
        st.sgpr[0, EXEC + 1] = exec_mask >> 32
    Program(isa, isa.assemble(src + "\ns_endpgm")).run(st)
    return st


# ------------------------------------------------------------------------------- cross-lane
def test_readlane_reads_any_lane_whatever_exec(isa):
    st = WaveState.create(1)
    st.vgpr[0, 2] = LANE * 3 + 100
    st.sgpr[0, 6] = 37
    st.sgpr[0, 7] = 70
    run(isa, "v_readlane_b32 s4, v2, s6\nv_readlane_b32 s5, v2, s7", st, exec_mask=1)
    assert int(st.sgpr[0, 4]) == 37 * 3 + 100
    assert int(st.sgpr[0, 5]) == 6 * 3 + 100  # the low six bits of 70 select lane 6


def test_readlane_and_readfirstlane_per_wave(isa):
    """Three waves, each its own lane select (SGPR), EXEC and VGPR contents; a constant
    select too. Each wave reads its own lane: hand-worked values."""
    st = WaveState.create(3)
    for w in range(3):
        st.vgpr[w, 2] = LANE * 3 + 100 * (w + 1)
    st.sgpr[:, 6] = [5, 63, 64 + 9]  # the low six bits select: 5, 63, 9
    exec_masks = [1 << 40, 0b110, 0]
    for w, m in enumerate(exec_masks):
        st.sgpr[w, EXEC], st.sgpr[w, EXEC + 1] = m & 0xFFFFFFFF, m >> 32
    run(isa, "v_readlane_b32 s4, v2, s6\nv_readlane_b32 s5, v2, 17\nv_readfirstlane_b32 s8, v2", st)
    assert st.sgpr[:, 4].tolist() == [5 * 3 + 100, 63 * 3 + 200, 9 * 3 + 300]
    assert st.sgpr[:, 5].tolist() == [17 * 3 + 100, 17 * 3 + 200, 17 * 3 + 300]
    assert st.sgpr[:, 8].tolist() == [40 * 3 + 100, 1 * 3 + 200, 0 * 3 + 300]  # no lane: lane 0


@pytest.mark.parametrize("exec_mask,lane", [(0xFFFF_0000_0000_0000, 48), (0b1000, 3), (0, 0)])
def test_readfirstlane_takes_lowest_active_lane(isa, exec_mask, lane):
    st = WaveState.create(1)
    st.vgpr[0, 1] = LANE + 1000
    run(isa, "v_readfirstlane_b32 s3, v1", st, exec_mask=exec_mask)
    assert int(st.sgpr[0, 3]) == 1000 + lane


def test_swap_exchanges_active_lanes_only(isa):
    st = WaveState.create(1)
    st.vgpr[0, 3], st.vgpr[0, 1] = LANE, LANE + 500
    run(isa, "v_swap_b32 v3, v1", st, exec_mask=0xFFFFFFFF)
    assert st.vgpr[0, 3, :32].tolist() == list(range(500, 532))
    assert st.vgpr[0, 1, :32].tolist() == list(range(32))
    assert st.vgpr[0, 3, 32:].tolist() == list(range(32, 64))  # inactive: untouched
    assert st.vgpr[0, 1, 32:].tolist() == list(range(532, 564))


@pytest.mark.parametrize("n", [16, 32])
def test_permlane_swap(n):
    isa = cdna_isa.arch("cdna4")
    st = WaveState.create(1)
    st.vgpr[0, 3], st.vgpr[0, 1] = LANE, LANE + 1000
    run(isa, f"v_permlane{n}_swap_b32 v3, v1", st)
    upper = (LANE & n) != 0
    # the destination's upper blocks take the source's lower blocks and vice versa
    assert np.array_equal(st.vgpr[0, 3], np.where(upper, (LANE ^ n) + 1000, LANE))
    assert np.array_equal(st.vgpr[0, 1], np.where(upper, LANE + 1000, LANE ^ n))


# ------------------------------------------------------------------------------- memory
def state_with_buffer(nbytes: int = 4096):
    mem = Memory()
    base = mem.alloc(nbytes)
    st = WaveState.create(1, memory=mem)
    return st, mem, base


def set_pair(st, sgpr: int, value: int) -> None:
    st.sgpr[0, sgpr], st.sgpr[0, sgpr + 1] = value & 0xFFFFFFFF, value >> 32


def test_global_load_store_with_sgpr_base_and_negative_offset(isa):
    st, mem, base = state_with_buffer()
    mem.write_bytes(base, (np.arange(256, dtype=np.uint32) * 7).tobytes())
    set_pair(st, 4, base)
    st.vgpr[0, 2] = LANE * 4 + 16  # byte offsets 16, 20, ...
    run(isa, "global_load_dword v5, v2, s[4:5] offset:-16\n"
        "s_waitcnt vmcnt(0)\n"
        "v_add_u32_e32 v5, 1, v5\n"
        "global_store_dword v2, v5, s[4:5] offset:240", st)  # fmt: skip
    assert st.vgpr[0, 5].tolist() == [7 * i + 1 for i in range(64)]
    stored = np.frombuffer(mem.read_bytes(base + 256, 256), np.uint32)
    assert stored.tolist() == [7 * i + 1 for i in range(64)]


def test_flat_sub_dword_loads_extend_as_named(isa):
    st, mem, base = state_with_buffer()
    mem.write_bytes(base, bytes([0x80, 0xFF, 0x7F, 0x01]))
    st.vgpr[0, 2], st.vgpr[0, 3] = base & 0xFFFFFFFF, base >> 32
    run(isa, "flat_load_ubyte v4, v[2:3]\nflat_load_sbyte v5, v[2:3]\n"
        "flat_load_ushort v6, v[2:3]\nflat_load_sshort v7, v[2:3]\n"
        "flat_load_sbyte v8, v[2:3] offset:2", st)  # fmt: skip
    assert int(st.vgpr[0, 4, 0]) == 0x80
    assert int(st.vgpr[0, 5, 0]) == 0xFFFFFF80
    assert int(st.vgpr[0, 6, 0]) == 0xFF80
    assert int(st.vgpr[0, 7, 0]) == 0xFFFFFF80
    assert int(st.vgpr[0, 8, 0]) == 0x7F


def test_global_atomic_add_from_every_lane_to_one_address(isa):
    st, mem, base = state_with_buffer()
    mem.write_bytes(base, np.uint32(5).tobytes())
    set_pair(st, 4, base)
    st.vgpr[0, 2] = 0
    st.vgpr[0, 3] = LANE + 1
    glc = "glc" if isa.name == "cdna2" else "sc0"
    run(isa, f"global_atomic_add v6, v2, v3, s[4:5] {glc}", st)
    assert int(np.frombuffer(mem.read_bytes(base, 4), np.uint32)[0]) == 5 + sum(range(1, 65))
    # every lane saw a distinct old value: the updates were serialised, none lost
    old = sorted(int(x) for x in st.vgpr[0, 6])
    assert old == [5 + sum(range(1, k + 1)) for k in range(64)]


def test_unmapped_access_is_an_error_naming_the_instruction(isa):
    st, mem, base = state_with_buffer(64)
    set_pair(st, 4, base)
    st.vgpr[0, 2] = LANE * 4  # lanes 16.. leave the 64-byte allocation
    with pytest.raises(ExecutionError, match=r"global_load_dword.*unmapped address"):
        run(isa, "global_load_dword v5, v2, s[4:5]", st)


def test_null_pointer_faults(isa):
    st = WaveState.create(1)
    with pytest.raises(ExecutionError, match="unmapped address 0x0"):
        run(isa, "global_load_dword v5, v[2:3], off", st)


def raw_buffer_descriptor(st, sgpr: int, base: int, num_records: int) -> None:
    """A linear V#: base, stride 0, no swizzle, num_records bytes (MI200 Table 37)."""
    st.sgpr[0, sgpr : sgpr + 4] = [base & 0xFFFFFFFF, base >> 32, num_records, 0]


def test_raw_buffer_out_of_range_reads_zero_and_drops_writes(isa):
    st, mem, base = state_with_buffer()
    mem.write_bytes(base, (np.arange(64, dtype=np.uint32) + 1).tobytes())
    raw_buffer_descriptor(st, 8, base, 40)  # ten dwords in range
    st.vgpr[0, 1] = LANE * 4
    st.vgpr[0, 3] = 0xABCD
    run(isa, "buffer_load_dword v5, v1, s[8:11], 0 offen\n"
        "buffer_store_dword v3, v1, s[8:11], 0 offen offset:4", st)  # fmt: skip
    assert st.vgpr[0, 5].tolist() == [i + 1 if i < 10 else 0 for i in range(64)]
    after = np.frombuffer(mem.read_bytes(base, 256), np.uint32)
    # stores land at byte offsets 4..40: in range while offset + 4 <= 40 ... (offset < 40)
    assert after.tolist() == [1] + [0xABCD] * 9 + list(range(11, 65))


def test_buffer_soffset_and_idxen_stride(isa):
    st, mem, base = state_with_buffer()
    mem.write_bytes(base, np.arange(256, dtype=np.uint32).tobytes())
    # stride 16 bytes, 8 records: index i reads dword 4*i + (soffset + offset) / 4
    st.sgpr[0, 8:12] = [base & 0xFFFFFFFF, (base >> 32) | 16 << 16, 8, 0]
    st.sgpr[0, 12] = 8
    st.vgpr[0, 1] = LANE
    run(isa, "buffer_load_dword v5, v1, s[8:11], s12 idxen offset:4", st)
    assert st.vgpr[0, 5].tolist() == [4 * i + 3 if i < 8 else 0 for i in range(64)]


# ------------------------------------------------------------------------------- DS cross-lane
@pytest.mark.parametrize(
    "exec_mask,expected",
    [(0xF, ["A", "A", "D", "B"]), (0xA, [None, 0, None, "B"])],  # MI200 12.12's two examples
)
def test_bpermute_seed_example(isa, exec_mask, expected):
    st = WaveState.create(1)
    values = {"A": 0xA, "B": 0xB, "C": 0xC, "D": 0xD}
    st.vgpr[0, 2, :4] = [values[k] for k in "ABCD"]
    st.vgpr[0, 1, :4] = [0, 0, 12, 4]
    st.vgpr[0, 0, :4] = 0x77  # the destination's previous contents
    run(isa, "ds_bpermute_b32 v0, v1, v2\ns_waitcnt lgkmcnt(0)", st, exec_mask=exec_mask)
    got = st.vgpr[0, 0, :4].tolist()
    want = [0x77 if e is None else values.get(e, e) for e in expected]
    assert got == want


def test_permute_sends_forward_and_highest_lane_wins(isa):
    st = WaveState.create(1)
    st.vgpr[0, 2] = LANE + 100
    st.vgpr[0, 1] = ((LANE + 1) % 64) * 4  # each lane sends to the next one ...
    st.vgpr[0, 1, 10] = 5 * 4  # ... except lane 10, which also targets lane 5
    run(isa, "ds_permute_b32 v0, v1, v2\ns_waitcnt lgkmcnt(0)", st)
    expected = [(i - 1) % 64 + 100 for i in range(64)]
    expected[5] = 110  # lanes 4 and 10 both send to lane 5: the higher lane's value stays
    expected[11] = 0  # lane 10 sent elsewhere, so nothing arrives at lane 11
    assert st.vgpr[0, 0].tolist() == expected


@pytest.mark.parametrize(
    "offset,first32",
    [
        # MI200 12.12.1's rotate examples on inputs 1..0x20 (lanes 0..31)
        ("0xc020", [*range(2, 0x21), 1]),  # rotate left by 1, mask 0
        ("0xc420", [0x20, *range(1, 0x20)]),  # rotate right by 1, mask 0
        # mask 1, rotate left / right by 1: CDNA4 12.12's examples, which the MI200 formula
        # gives (MI200's own masked example disagrees: errata ds-swizzle-masked-rotate)
        ("0xc021", [1, 4, 3, 6, 5, 8, 7, 10, 9, 12, 11, 14, 13, 16, 15, 18, 17, 20, 19, 22, 21,
                    24, 23, 26, 25, 28, 27, 30, 29, 32, 31, 2]),
        ("0xc421", [0x1F, 2, 1, 4, 3, 6, 5, 8, 7, 0xA, 9, 0xC, 0xB, 0xE, 0xD, 0x10, 0xF, 0x12,
                    0x11, 0x14, 0x13, 0x16, 0x15, 0x18, 0x17, 0x1A, 0x19, 0x1C, 0x1B, 0x1E, 0x1D, 0x20]),
        # FFT mode, offset[4:0] = 0x10, 0x00 and 0x1f (no swizzle): MI200 12.12.1 / CDNA4 12.12
        ("0xe010", [1, 9, 5, 0xD, 3, 0xB, 7, 0xF, 2, 0xA, 6, 0xE, 4, 0xC, 8, 0x10, 0x11, 0x19,
                    0x15, 0x1D, 0x13, 0x1B, 0x17, 0x1F, 0x12, 0x1A, 0x16, 0x1E, 0x14, 0x1C, 0x18, 0x20]),
        ("0xe000", [1, 0x11, 9, 0x19, 5, 0x15, 0xD, 0x1D, 3, 0x13, 0xB, 0x1B, 7, 0x17, 0xF, 0x1F,
                    2, 0x12, 0xA, 0x1A, 6, 0x16, 0xE, 0x1E, 4, 0x14, 0xC, 0x1C, 8, 0x18, 0x10, 0x20]),
        ("0xe01f", list(range(1, 0x21))),
        # quad permute: every lane takes lane 1 of its quad (offset[7:0] = 0b01010101)
        ("0x8055", [((i & ~3) | 1) + 1 for i in range(32)]),
        # bitmask mode: and 0x1f, or 0, xor 1 swaps neighbours
        ("0x041f", [(i ^ 1) + 1 for i in range(32)]),
    ],
)  # fmt: skip
def test_swizzle_seed_examples(isa, offset, first32):
    st = WaveState.create(1)
    st.vgpr[0, 1] = LANE + 1
    run(isa, f"ds_swizzle_b32 v0, v1 offset:{offset}\ns_waitcnt lgkmcnt(0)", st)
    assert st.vgpr[0, 0, :32].tolist() == first32


def test_misaligned_vgpr_tuple_is_an_error(isa):
    """gfx90a/gfx950 require even-aligned VGPR tuples (llvm-mc rejects v[3:4] for a b64
    operand); a word that names one anyway stops the wave with a clear error."""
    word = bytearray(isa.assemble("v_lshlrev_b64 v[2:3], 2, v[4:5]"))
    word[0] = 3  # VDST = 3
    with pytest.raises(ExecutionError, match=r"v\[3:4\].*misaligned register range in D"):
        Program(isa, bytes(word) + isa.assemble("s_endpgm")).run(WaveState.create(1))


def test_instruction_budget_stops_a_runaway_loop(isa):
    with pytest.raises(ExecutionError, match=r"budget of 1000 exceeded.*s_branch"):
        Program(isa, isa.assemble("loop:\ns_branch loop")).run(WaveState.create(1), budget=1000)


def test_mqsad_u32_u8_seed_definition(isa):
    """MI200 12.11 V_MQSAD_U32_U8: D.dw[i] = MSAD_U8(S0[31+8i:8i], S1, S2.dw[i]); MSAD skips
    bytes where the reference (S1) byte is zero. Hand-derived: S0 bytes 1..8, S1 = 0x00030201."""
    st = WaveState.create(1)
    st.vgpr[0, 2], st.vgpr[0, 3] = 0x04030201, 0x08070605
    st.vgpr[0, 6] = 0x00030201
    st.vgpr[0, 8:12] = np.array([100, 200, 300, 400], np.uint32)[:, None]
    run(isa, "v_mqsad_u32_u8 v[4:7], v[2:3], v6, v[8:11]", st)
    # window i holds bytes i+1..i+4; compared with 1, 2, 3 (the zero byte is skipped): 3 * i
    assert [int(st.vgpr[0, 4 + i, 0]) for i in range(4)] == [100, 203, 306, 409]


def test_ds_append_consume_count_active_lanes_once_per_wave(isa):
    """MI200 12.12 DS_APPEND / DS_CONSUME: the LDS dword at M0's base plus offset gains (loses)
    the number of active lanes, once per wave; every active lane gets the old value. Two
    waves of one workgroup: the second sees the first's update."""
    st = WaveState.create(2)
    st.sgpr[:, 124] = 0x10  # M0: LDS base 16
    st.sgpr[0, 126], st.sgpr[0, 127] = 0xFF, 0  # wave 0: 8 active lanes
    st.sgpr[1, 126], st.sgpr[1, 127] = 0xFFFFFFFF, 0x1  # wave 1: 33 active lanes
    Program(isa, isa.assemble("ds_append v1 offset:4\ns_waitcnt lgkmcnt(0)\nds_consume v2 offset:8\ns_waitcnt lgkmcnt(0)\ns_endpgm")).run(st)
    counter = int(st.lds.data[20:24].view(np.uint32)[0])
    assert counter == 8 + 33
    olds = sorted((int(st.vgpr[0, 1, 0]), int(st.vgpr[1, 1, 0])))
    assert olds in ([0, 8], [0, 33])  # whichever wave went first saw 0
    assert (st.vgpr[0, 1, :8] == st.vgpr[0, 1, 0]).all()  # one value for all active lanes
    assert int(st.lds.data[24:28].view(np.uint32)[0]) == (-(8 + 33)) & 0xFFFFFFFF
