"""Buffer format conversions, loads into LDS and the gfx950 transposing LDS loads, against
values derived by hand.

Oracles: MI200 13.5 Table 86 (DFMT/NFMT codes), 9.1.3-9.1.4 (floats and normalized data return
as f32, integers as integers; d16 packs 16-bit results low first; DST_SEL), 9.1.5 (raw buffer
range check: out-of-range reads give 0), 9.1.9 (buffer loads into LDS at M0 + offset + lane * 4);
the D3D/Vulkan conversion rules where the seed is silent (spec/errata.yaml
"buffer-format-conversions"); rocm-systems PR 10175's ds_read_b64_tr_b16 lane rule and its
generalisation (errata "ds-read-tr-layout"). Expected values are literals or numpy arithmetic
written out here.
"""

from __future__ import annotations

import cdna_isa
import numpy as np
import pytest
from cdna_isa.runtime.memory import Memory
from cdna_isa.runtime.wave import WaveState

from tests.emulate import LANE, run

M0 = 124


def buffer(data: bytes, num_records: int | None = None, word3: int = 0):
    """A wave with memory holding `data` and a linear V# in s[8:11] (MI200 Table 37)."""
    mem = Memory()
    base = mem.alloc(max(len(data), 4096))
    mem.write_bytes(base, data)
    st = WaveState.create(1, memory=mem)
    n = len(data) if num_records is None else num_records
    st.sgpr[0, 8:12] = [base & 0xFFFFFFFF, base >> 32, n, word3]
    return st, mem, base


def f32(reg) -> np.ndarray:
    return np.asarray(reg, np.uint32).view(np.float32)


def fmt(d: str, n: str) -> str:
    return f"format:[BUF_DATA_FORMAT_{d},BUF_NUM_FORMAT_{n}]"


# ------------------------------------------------------------------------------- formats
def test_tbuffer_unorm_8_8_8_8(isa):
    """8_8_8_8 unorm: each byte b reads as b / 255 (x in the lowest byte)."""
    st, _, _ = buffer(bytes([0, 255, 128, 51]))
    run(isa, f"tbuffer_load_format_xyzw v[4:7], off, s[8:11], 0 {fmt('8_8_8_8', 'UNORM')}", st)
    expected = np.float32([0, 255, 128, 51]) / np.float32(255)
    np.testing.assert_array_equal(f32(st.vgpr[0, 4:8, 0]), expected)


def test_tbuffer_float_10_11_11(isa):
    """10_11_11 float: x bits 10:0 and y 21:11 are 11-bit floats, z 31:22 a 10-bit float (5-bit
    exponent, bias 15): 1.0 = 15 << 6, 2.0 = 16 << 6, 0.5 = 14 << 5."""
    word = (15 << 6) | (16 << 6) << 11 | (14 << 5) << 22
    st, _, _ = buffer(np.uint32(word).tobytes())
    run(isa, f"tbuffer_load_format_xyz v[4:6], off, s[8:11], 0 {fmt('10_11_11', 'FLOAT')}", st)
    assert f32(st.vgpr[0, 4:7, 0]).tolist() == [1.0, 2.0, 0.5]


def test_buffer_format_dst_sel_and_sint(isa):
    """buffer_load_format takes the format and DST_SEL from the V#: 16_16 sint with selects
    X, Y, 0, 1 gives (x, y, 0, 1)."""
    sel = 4 | 5 << 3 | 0 << 6 | 1 << 9
    word3 = sel | 5 << 12 | 5 << 15  # NFMT 5 sint, DFMT 5 16_16
    st, _, _ = buffer(np.int16([-3, 7]).tobytes(), word3=word3)
    run(isa, "buffer_load_format_xyzw v[4:7], off, s[8:11], 0", st)
    assert st.vgpr[0, 4:8, 0].view(np.int32).tolist() == [-3, 7, 0, 1]


def test_tbuffer_store_unorm_rounds_and_clamps(isa):
    """Store to 8_8_8_8 unorm: clamp to [0, 1] (NaN to 0), times 255, round to nearest even:
    0.5 -> 127.5 -> 128, -1 -> 0, 2 -> 255, NaN -> 0."""
    st, mem, base = buffer(bytes(4))
    st.vgpr[0, 4:8] = np.float32([0.5, -1.0, 2.0, np.nan]).view(np.uint32)[:, None]
    run(isa, f"tbuffer_store_format_xyzw v[4:7], off, s[8:11], 0 {fmt('8_8_8_8', 'UNORM')}", st)
    assert list(mem.read_bytes(base, 4)) == [128, 0, 255, 0]


def test_tbuffer_snorm_and_float_store_round_trip(isa):
    """16_16 snorm reads -32768 as -1 (clamped) and 16384 as 16384/32767; 16_16 float stores
    f16 bits."""
    st, mem, base = buffer(np.int16([-32768, 16384, 0, 0]).tobytes())
    st.vgpr[0, 6:8] = np.float32([1.5, -2.0]).view(np.uint32)[:, None]
    run(isa, f"tbuffer_load_format_xy v[4:5], off, s[8:11], 0 {fmt('16_16', 'SNORM')}\n"
        f"tbuffer_store_format_xy v[6:7], off, s[8:11], 0 {fmt('16_16', 'FLOAT')} offset:4", st)  # fmt: skip
    assert f32(st.vgpr[0, 4:6, 0]).tolist() == [-1.0, float(np.float32(16384) / np.float32(32767))]
    assert np.frombuffer(mem.read_bytes(base + 4, 4), np.float16).tolist() == [1.5, -2.0]


def test_d16_loads_pack_halves_and_keep_the_other_half(isa):
    """d16_xy packs two f16 results in one VGPR; d16_x writes the low half and keeps the high."""
    st, _, _ = buffer(np.float16([0.25, -8.0]).tobytes())
    st.vgpr[0, 6] = 0xABCD0000
    run(isa, f"tbuffer_load_format_d16_xy v5, off, s[8:11], 0 {fmt('16_16', 'FLOAT')}\n"
        f"tbuffer_load_format_d16_x v6, off, s[8:11], 0 {fmt('16_16', 'FLOAT')}", st)  # fmt: skip
    halves = np.float16([0.25, -8.0]).view(np.uint16).astype(np.uint32)
    assert int(st.vgpr[0, 5, 0]) == int(halves[0] | halves[1] << 16)
    assert int(st.vgpr[0, 6, 0]) == 0xABCD0000 | int(halves[0])


def test_format_load_range_check_is_all_or_nothing(isa):
    """CDNA4 9.1.5.1 / MI200 9.1.5 note 3: format loads are range-checked "all or nothing" by
    the element's start offset. A raw buffer of 4 bytes: 32_32 at offset 0 starts in range, so
    x and y (offset 4) both load; at offset 4 the whole element is out of range and reads 0.
    (This test expected y = 0 before the guide's note was applied.)"""
    st, _, _ = buffer(np.uint32([7, 9, 11]).tobytes(), num_records=4)
    run(isa, f"tbuffer_load_format_xy v[4:5], off, s[8:11], 0 {fmt('32_32', 'UINT')}\n"
        f"tbuffer_load_format_xy v[6:7], off, s[8:11], 0 {fmt('32_32', 'UINT')} offset:4", st)  # fmt: skip
    assert st.vgpr[0, 4:8, 0].tolist() == [7, 9, 0, 0]


# ------------------------------------------------------------------------------- loads into LDS
def test_buffer_load_dword_into_lds(isa):
    """MI200 9.1.9: lane l's dword lands at M0 + offset + 4 l; VDATA is untouched and lanes
    past num_records load 0."""
    st, _, _ = buffer((LANE * 3 + 1).tobytes(), num_records=40 * 4)
    st.sgpr[0, M0] = 64
    st.vgpr[0, 1] = LANE * 4
    run(isa, "buffer_load_dword v1, s[8:11], 0 offen offset:8 lds", st)
    got = st.lds.data[64 + 8 : 64 + 8 + 256].view(np.uint32)
    expected = np.where(LANE + 2 < 40, (LANE + 2) * 3 + 1, 0)  # memory offset 8 = two dwords on
    np.testing.assert_array_equal(got, expected)
    np.testing.assert_array_equal(st.vgpr[0, 1], LANE * 4)


def test_buffer_load_format_x_into_lds(isa):
    """buffer_load_format_x ... lds (llvm-mc takes it; MI200 9.1.9 loads into LDS): the x
    component, converted by the V#'s format, lands in the lane's LDS dword at M0 + 4 l. Format
    16_16 unorm with DST_SEL x = X: lane l reads the 16-bit value 2 l, giving 2 l / 65535
    (worked by hand: unorm divides by 2^16 - 1)."""
    word3 = 4 | 0 << 12 | 5 << 15  # DST_SEL_X = X, NFMT 0 unorm, DFMT 5 16_16
    st, _, _ = buffer(np.arange(128, dtype=np.uint16).tobytes(), word3=word3)
    st.sgpr[0, M0] = 16
    st.vgpr[0, 1] = LANE * 4
    run(isa, "buffer_load_format_x v1, s[8:11], 0 offen lds", st)
    got = st.lds.data[16 : 16 + 256].view(np.float32)
    np.testing.assert_array_equal(got, np.float32(LANE * 2) / np.float32(65535))
    np.testing.assert_array_equal(st.vgpr[0, 1], LANE * 4)


def test_buffer_load_sbyte_into_lds_sign_extends(isa):
    """A signed byte fills its lane's whole LDS dword, sign-extended."""
    st, _, _ = buffer(bytes([0x80, 0x7F] * 32))
    st.vgpr[0, 1] = LANE
    run(isa, "buffer_load_sbyte v1, s[8:11], 0 offen lds", st)
    got = st.lds.data[:256].view(np.int32)
    np.testing.assert_array_equal(got, np.where(LANE % 2 == 0, -128, 127))


def test_buffer_store_lds_dword():
    """cdna2 buffer_store_lds_dword: lane l stores LDS dword at M0 + 4 l to its buffer address."""
    isa = cdna_isa.arch("cdna2")
    st, mem, base = buffer(bytes(512))
    st.lds.data[16 : 16 + 256] = (LANE + 100).view(np.uint8)
    st.sgpr[0, M0] = 16
    st.sgpr[0, 126:128] = [1 << 5, 0]  # only lane 5 runs: every lane has the same buffer address
    run(isa, "buffer_store_lds_dword s[8:11], 4 offset:8 lds", st)
    # memory: base + SOFFSET 4 + offset 8 (dword 3); LDS: M0 + offset + 4 * 5 = 44, which is
    # slot (44 - 16) / 4 = 7 of the filled dwords, holding 107
    assert np.frombuffer(mem.read_bytes(base, 16), np.uint32).tolist() == [0, 0, 0, 107]


# ------------------------------------------------------------------------------- transposing loads
def tr_expected(own: np.ndarray, ebits: int, per_lane: int) -> list[int]:
    """Each lane's result by the errata's rule: lane l element n = element l % N of source lane
    (l & ~15) + ((l // N) % (16 // N)) + (16 // N) n."""
    g = 16 // per_lane
    mask = (1 << ebits) - 1
    out = []
    for lane in range(64):
        v = 0
        for n in range(per_lane):
            src = (lane & ~15) + (lane // per_lane) % g + g * n
            v |= (int(own[src]) >> (ebits * (lane % per_lane)) & mask) << (ebits * n)
        out.append(v)
    return out


@pytest.mark.parametrize("ebits,per_lane", [(16, 4), (8, 8), (4, 16)])
def test_ds_read_b64_tr(ebits, per_lane):
    """b16 by rocm-systems PR 10175 (lane l halfword n from source lane
    (l & ~15) | ((l >> 2) & 3) + 4n, halfword l & 3); b8/b4 by its generalisation."""
    isa = cdna_isa.arch("cdna4")
    st = WaveState.create(1)
    own = np.random.default_rng(ebits).integers(0, 2**63, 64, dtype=np.uint64)
    st.lds.data[1024 : 1024 + 512] = own.view(np.uint8)
    st.vgpr[0, 1] = LANE[::-1] * 8  # lane l reads the 64 bits at slot 63 - l
    run(isa, f"ds_read_b64_tr_b{ebits} v[2:3], v1 offset:1024", st)
    got = [int(st.vgpr[0, 2, i]) | int(st.vgpr[0, 3, i]) << 32 for i in range(64)]
    assert got == tr_expected(own[::-1], ebits, per_lane)


def test_ds_read_b96_tr_b6():
    """16 six-bit elements per lane, lane l taking element l % 16 of each lane of its group."""
    isa = cdna_isa.arch("cdna4")
    st = WaveState.create(1)
    words = np.random.default_rng(6).integers(0, 2**32, (64, 3), dtype=np.uint64).astype(np.uint32)
    st.lds.data[: 64 * 12] = words.reshape(-1).view(np.uint8)
    st.vgpr[0, 1] = LANE * 12
    run(isa, "ds_read_b96_tr_b6 v[4:6], v1", st)
    own = [int(w[0]) | int(w[1]) << 32 | int(w[2]) << 64 for w in words]
    got = [sum(int(st.vgpr[0, 4 + k, i]) << (32 * k) for k in range(3)) for i in range(64)]
    expected = []
    for lane in range(64):
        v = 0
        for n in range(16):
            v |= (own[(lane & ~15) + n] >> (6 * (lane % 16)) & 63) << (6 * n)
        expected.append(v)
    assert got == expected
