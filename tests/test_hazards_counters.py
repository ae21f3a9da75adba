"""s_waitcnt counters that saturate: what a hand-written kernel may rely on without a wait.

Oracle, worked by hand from the guides: each counter holds the number of its operations issued
but not yet completed in a fixed width (CDNA4 3.1 and MI200 3.1 tables: VMCNT 6 bits, LGKMCNT
4 bits; the CDNA4 scheduling guide: "max outstanding" 63 and 15), so at most 63 VMEM and 15
LGKM operations are ever outstanding (one more waits at issue). Operations of one kind return
in issue order (CDNA4 4.4), except SMEM, which may return out of order ("only S_WAITCNT 0 is
the only legitimate value"). Hence an LDS read followed by 15 younger LDS operations, or a
VMEM load followed by 63 younger VMEM operations, has completed with no s_waitcnt (were it
outstanding, so would be every younger one: one more than the counter holds); with one fewer
younger operation it may still be outstanding. An SMEM load gets no such guarantee.
"""

from __future__ import annotations

import pytest

from .test_hazards import findings

LDS_MAX, VM_MAX = 15, 63  # CDNA4 / MI200 3.1: 4-bit and 6-bit counters


def lds_reads(n: int, first_reg: int = 20) -> list[str]:
    """n LDS reads into registers other than v1 (each its own register, v20 upwards)."""
    return [f"ds_read_b32 v{first_reg + k}, v0 offset:{4 * k}" for k in range(n)]


def vmem_loads(n: int) -> list[str]:
    return [f"global_load_dword v{100 + k}, v[2:3], off offset:{4 * k}" for k in range(n)]


def missing(arch_name: str, lines: list[str]) -> list:
    return [f for f in findings(arch_name, lines) if f.kind == "missing-wait"]


@pytest.mark.parametrize("arch_name", ["cdna2", "cdna4"])
@pytest.mark.parametrize("younger", range(0, LDS_MAX + 3))
def test_lds_read_completes_after_the_counter_maximum_of_younger_lds_ops(arch_name, younger):
    lines = ["ds_read_b32 v1, v0", *lds_reads(younger), "v_mov_b32 v5, v1"]
    found = missing(arch_name, lines)
    if younger >= LDS_MAX:
        assert not found
    else:
        # the wait that would do leaves exactly the younger operations outstanding
        assert [f.wait for f in found] == [{"lgkmcnt": younger}]


@pytest.mark.parametrize("younger", [0, 1, 30, 62, 63, 64])
def test_vmem_load_completes_after_the_counter_maximum_of_younger_vmem_ops(younger):
    lines = ["global_load_dword v1, v[2:3], off", *vmem_loads(younger), "v_mov_b32 v5, v1"]
    found = missing("cdna4", lines)
    assert (not found) if younger >= VM_MAX else [f.wait for f in found] == [{"vmcnt": younger}]


@pytest.mark.parametrize("arch_name", ["cdna2", "cdna4"])
def test_smem_load_is_not_completed_by_younger_operations(arch_name):
    """SMEM returns out of order: neither 20 younger SMEM loads nor 20 LDS reads prove it
    done (the younger ones may be those that completed); lgkmcnt(0) is asked for."""
    smem = ["s_load_dword s4, s[0:1], 0x0"]
    more_smem = [f"s_load_dword s{10 + k}, s[0:1], {4 * (k + 1)}" for k in range(20)]
    for younger in (more_smem, lds_reads(20)):
        found = missing(arch_name, smem + younger + ["s_mov_b32 s6, s4"])
        assert [f.wait for f in found] == [{"lgkmcnt": 0}]


def test_lds_read_is_not_completed_by_younger_smem_loads():
    """SMEM loads count on lgkmcnt but are not of the LDS stream: 20 of them issued after an
    LDS read say nothing about it (they may complete first)."""
    more_smem = [f"s_load_dword s{10 + k}, s[0:1], {4 * k}" for k in range(20)]
    found = missing("cdna4", ["ds_read_b32 v1, v0", *more_smem, "v_mov_b32 v5, v1"])
    assert [f.wait for f in found] == [{"lgkmcnt": 0}]


def test_saturation_after_a_partial_wait_and_on_every_path():
    """lgkmcnt(4) after 18 LDS reads leaves the 4 youngest possibly outstanding (the pattern of
    aiter's mla kernel). The youngest (v1) has 0 younger operations at the wait: 15 further
    LDS reads complete it, 14 leave it possibly outstanding (lgkmcnt(14) would do); on a path
    that skips the further reads the use needs lgkmcnt(0)."""
    head = lds_reads(17) + ["ds_read_b32 v1, v0 offset:400", "s_waitcnt lgkmcnt(4)"]
    # v1 is the youngest of the 18: 0 younger at the wait, 15 after 15 more reads
    assert not missing("cdna4", head + lds_reads(15, 60) + ["v_mov_b32 v5, v1"])
    assert [f.wait for f in missing("cdna4", head + lds_reads(14, 60) + ["v_mov_b32 v5, v1"])] == [
        {"lgkmcnt": 14}
    ]
    branchy = head + ["s_cbranch_scc1 skip", *lds_reads(15, 60), "skip:", "v_mov_b32 v5, v1"]
    assert [f.wait for f in missing("cdna4", branchy)] == [{"lgkmcnt": 0}]


@pytest.mark.parametrize("arch_name", ["cdna2", "cdna4"])
def test_a_missing_wait_never_asks_for_an_unencodable_count(arch_name):
    """Every count a finding asks for fits its field (lgkmcnt <= 15, vmcnt <= 63), swept over
    every number of younger LDS and VMEM operations up to past the maximum."""
    for younger in range(0, LDS_MAX + 5):
        for f in missing(arch_name, ["ds_read_b32 v1, v0", *lds_reads(younger), "v_mov_b32 v5, v1"]):
            assert f.wait["lgkmcnt"] < LDS_MAX
    for younger in range(VM_MAX - 3, VM_MAX + 3):
        lines = ["global_load_dword v1, v[2:3], off", *vmem_loads(younger), "v_mov_b32 v5, v1"]
        for f in missing(arch_name, lines):
            assert f.wait["vmcnt"] < VM_MAX
