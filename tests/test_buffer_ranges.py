"""Raw buffer range checks where the guides' formula and the hardware part: SOFFSET counts, and
an access must end within NUM_RECORDS (errata buffer-range-soffset).

Oracle: AMD's rocjitsu simulator, whose CDNA buffer addressing was corrected "to match gfx950
hardware" (ROCm/rocm-systems pull request 10928; gfx9_buffer_elems_in_range in
shared/addr_calc_buffer.h): the checked offset is (VOFFSET + the instruction's offset) +
SOFFSET, and element i of an access is in range when that offset + (i + 1) x its size is at
most NUM_RECORDS, per dword for dword loads and stores, per access for bytes, shorts and
atomics. The guides (MI300 / CDNA4 9.1.5.1) print "out of range if offset >= NumRecords",
naming neither SOFFSET nor the access's end; the two agree wherever an access starts and ends
on the same side of NUM_RECORDS. Values: a buffer of bytes 0, 1, 2, ... with NUM_RECORDS 6
(hand-derived: the dword at 0 is 0x03020100).
"""

from __future__ import annotations

import cdna_isa
import numpy as np
import pytest
from cdna_isa.runtime.memory import Memory
from cdna_isa.runtime.wave import WaveState

from tests.emulate import run

ARCHS = ["cdna2", "cdna3", "cdna4"]
NUM_RECORDS = 6
SENTINEL = 0xDEADBEEF
RETURN = {"cdna2": "glc", "cdna3": "sc0", "cdna4": "sc0"}  # the returning atomic's modifier


def buffer(soffset: int = 0):
    """A wave whose V# in s[8:11] covers bytes 0, 1, 2, ... (NUM_RECORDS 6), SOFFSET in s12."""
    mem = Memory()
    base = mem.alloc(4096)
    mem.write_bytes(base, np.arange(64, dtype=np.uint8).tobytes())
    st = WaveState.create(1, memory=mem)
    st.sgpr[0, 8:13] = [base & 0xFFFFFFFF, base >> 32, NUM_RECORDS, 0, soffset]
    st.vgpr[0, 2:5] = SENTINEL
    return st, mem, base


LOADS = [  # (instruction at VOFFSET 0, offset:, SOFFSET, the loaded registers v2.., as rocjitsu)
    ("buffer_load_dword v2", 0, 0, [0x03020100]),
    ("buffer_load_dword v2", 4, 0, [0]),  # bytes 4-7: ends past 6
    ("buffer_load_dword v2", 0, 4, [0]),  # SOFFSET counts
    ("buffer_load_dword v2", 0, 2, [0x05040302]),  # ends at 6 exactly
    ("buffer_load_ushort v2", 4, 0, [0x0504]),
    ("buffer_load_ushort v2", 5, 0, [0]),  # bytes 5-6
    ("buffer_load_ubyte v2", 5, 0, [5]),
    ("buffer_load_ubyte v2", 6, 0, [0]),
    ("buffer_load_dwordx2 v[2:3]", 0, 0, [0x03020100, 0]),  # per dword: the second ends at 8
    ("buffer_load_dwordx3 v[2:4]", 0, 0, [0x03020100, 0, 0]),
]


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("text,offset,soffset,want", LOADS)
def test_loads_must_end_within_num_records(arch, text, offset, soffset, want):
    st, _, _ = buffer(soffset)
    run(cdna_isa.arch(arch), f"v_mov_b32 v0, 0\n{text}, v0, s[8:11], s12 offen offset:{offset}\ns_waitcnt vmcnt(0)", st)
    assert st.vgpr[0, 2 : 2 + len(want), 0].tolist() == want


STORES = [  # (instruction storing v1 = 0xa1a2a3a4 at VOFFSET 0, offset:, bytes 0..7 after)
    ("buffer_store_dword", 4, [0, 1, 2, 3, 4, 5, 6, 7]),  # dropped: it would end at 8
    ("buffer_store_dword", 0, [0xA4, 0xA3, 0xA2, 0xA1, 4, 5, 6, 7]),
    ("buffer_store_short", 5, [0, 1, 2, 3, 4, 5, 6, 7]),  # dropped: bytes 5-6
    ("buffer_store_short", 4, [0, 1, 2, 3, 0xA4, 0xA3, 6, 7]),
    ("buffer_store_byte", 5, [0, 1, 2, 3, 4, 0xA4, 6, 7]),
]


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("text,offset,want", STORES)
def test_stores_must_end_within_num_records(arch, text, offset, want):
    st, mem, base = buffer()
    st.vgpr[0, 1] = 0xA1A2A3A4
    run(cdna_isa.arch(arch), f"v_mov_b32 v0, 0\n{text} v1, v0, s[8:11], s12 offen offset:{offset}", st)
    assert list(mem.read_bytes(base, 8)) == want


@pytest.mark.parametrize("arch", ARCHS)
def test_atomics_must_end_within_num_records(arch):
    """An atomic is all or nothing: buffer_atomic_add of 1 (lane 0 alone) at 4 (bytes 4-7) is
    dropped and returns 0; at 0 it adds and returns the old value."""
    for offset, old, after in ((4, 0, 0x07060504), (0, 0x03020100, 0x03020101)):
        st, mem, base = buffer()
        st.vgpr[0, 1] = 1
        text = (
            f"s_mov_b64 exec, 1\nv_mov_b32 v0, 0\n"
            f"buffer_atomic_add v1, v0, s[8:11], s12 offen offset:{offset} {RETURN[arch]}\n"
            "s_waitcnt vmcnt(0)"
        )
        run(cdna_isa.arch(arch), text, st)
        assert int(st.vgpr[0, 1, 0]) == old
        assert int(np.frombuffer(mem.read_bytes(base + offset, 4), np.uint32)[0]) == after


@pytest.mark.parametrize("arch", ARCHS)
def test_vgpr_offset_and_instruction_offset_wrap_at_32_bits(arch):
    """rocjitsu's buffer_offset_part forms VOFFSET + the instruction's offset in 32 bits (the
    guides are silent): VOFFSET 0xFFFFFFFC (-4) with offset:8 reads bytes 4-7 (0x07060504),
    with NUM_RECORDS 0xFFFFFFFF."""
    st, _, _ = buffer()
    st.sgpr[0, 10] = 0xFFFFFFFF
    st.vgpr[0, 0] = 0xFFFFFFFC
    run(cdna_isa.arch(arch), "buffer_load_dword v2, v0, s[8:11], s12 offen offset:8\ns_waitcnt vmcnt(0)", st)
    assert int(st.vgpr[0, 2, 0]) == 0x07060504
