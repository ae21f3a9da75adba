"""SCC, VCC and EXEC side effects on edge values.

Oracle: the guides' pseudocode worked by hand (CDNA4 12.1 SOP2, 12.2 SOPK, 12.3 SOP1, 12.4 SOPC
for SCC and D; 12.7 / 12.11 for the carry-out lane masks; 12.3 for the saveexec family), each
rule transcribed below next to its instruction, over every pair of edge values (carries, sign
boundaries, zero) and both values of SCC in. Each case is one wave.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from cdna_isa.runtime.wave import WaveState

from .emulate import run

EDGE = [0, 1, 2, 5, 31, 32, 0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFE, 0xFFFFFFFF, 0x12345678]
M32 = 0xFFFFFFFF


def s32(x: int) -> int:
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def sign(x: int) -> int:
    return x >> 31 & 1


def bfe(x: int, b: int, signed: bool) -> int:
    """CDNA4 12.1 S_BFE_I32 shifts S0.i32, arithmetically, so a field running past bit 31 is
    filled with the sign bit (errata s-bfe-wide-field; llc-22 folds sbfe(0xF0000000, 28, 8) to -1)."""
    off, width = b & 31, b >> 16 & 0x7F
    if width == 0:
        return 0
    x = (x - (1 << 32) if x >> 31 else x) if signed else x
    field = x >> off & ((1 << width) - 1) if width < 32 else (x >> off) & M32
    if signed and width < 32 and field >> (width - 1) & 1:
        field -= 1 << width
    return field & M32


def lshl_add(a: int, b: int, n: int) -> tuple[int, bool]:
    """S_LSHLn_ADD_U32: tmp = (S0 << n) + S1 in 64 bits; SCC = tmp >= 2^32."""
    tmp = (a << n) + b
    return tmp & M32, tmp >= 1 << 32


# name: (D, SCC) from (a, b, scc in), as CDNA4 12.1 writes them
SOP2 = {
    "s_add_u32": lambda a, b, c: ((a + b) & M32, a + b >= 1 << 32),
    "s_sub_u32": lambda a, b, c: ((a - b) & M32, b > a),
    "s_add_i32": lambda a, b, c: ((a + b) & M32, sign(a) == sign(b) and sign(a) != sign(a + b)),
    "s_sub_i32": lambda a, b, c: ((a - b) & M32, sign(a) != sign(b) and sign(a) != sign(a - b)),
    "s_addc_u32": lambda a, b, c: ((a + b + c) & M32, a + b + c >= 1 << 32),
    "s_subb_u32": lambda a, b, c: ((a - b - c) & M32, b + c > a),
    "s_min_i32": lambda a, b, c: (a if s32(a) < s32(b) else b, s32(a) < s32(b)),
    "s_min_u32": lambda a, b, c: (a if a < b else b, a < b),
    "s_max_i32": lambda a, b, c: (a if s32(a) >= s32(b) else b, s32(a) >= s32(b)),
    "s_max_u32": lambda a, b, c: (a if a >= b else b, a >= b),
    "s_and_b32": lambda a, b, c: (a & b, a & b != 0),
    "s_or_b32": lambda a, b, c: (a | b, a | b != 0),
    "s_xor_b32": lambda a, b, c: (a ^ b, a ^ b != 0),
    "s_andn2_b32": lambda a, b, c: (a & ~b & M32, a & ~b & M32 != 0),
    "s_orn2_b32": lambda a, b, c: ((a | ~b) & M32, (a | ~b) & M32 != 0),
    "s_nand_b32": lambda a, b, c: (~(a & b) & M32, ~(a & b) & M32 != 0),
    "s_nor_b32": lambda a, b, c: (~(a | b) & M32, ~(a | b) & M32 != 0),
    "s_xnor_b32": lambda a, b, c: (~(a ^ b) & M32, ~(a ^ b) & M32 != 0),
    "s_lshl_b32": lambda a, b, c: ((a << (b & 31)) & M32, (a << (b & 31)) & M32 != 0),
    "s_lshr_b32": lambda a, b, c: (a >> (b & 31), a >> (b & 31) != 0),
    "s_ashr_i32": lambda a, b, c: ((s32(a) >> (b & 31)) & M32, s32(a) >> (b & 31) != 0),
    "s_bfe_u32": lambda a, b, c: (bfe(a, b, False), bfe(a, b, False) != 0),
    "s_bfe_i32": lambda a, b, c: (bfe(a, b, True), bfe(a, b, True) != 0),
    # the difference wraps to i32 first: absdiff(0x80000000, 0) stays 0x80000000 (the guide's example)
    "s_absdiff_i32": lambda a, b, c: (abs(s32(a - b)) & M32, abs(s32(a - b)) != 0),
    "s_lshl1_add_u32": lambda a, b, c: lshl_add(a, b, 1),
    "s_lshl2_add_u32": lambda a, b, c: lshl_add(a, b, 2),
    "s_lshl3_add_u32": lambda a, b, c: lshl_add(a, b, 3),
    "s_lshl4_add_u32": lambda a, b, c: lshl_add(a, b, 4),
}
SOPC = {  # SCC from (a, b)
    "s_cmp_eq_i32": lambda a, b: a == b, "s_cmp_lg_i32": lambda a, b: a != b,
    "s_cmp_gt_i32": lambda a, b: s32(a) > s32(b), "s_cmp_ge_i32": lambda a, b: s32(a) >= s32(b),
    "s_cmp_lt_i32": lambda a, b: s32(a) < s32(b), "s_cmp_le_i32": lambda a, b: s32(a) <= s32(b),
    "s_cmp_eq_u32": lambda a, b: a == b, "s_cmp_lg_u32": lambda a, b: a != b,
    "s_cmp_gt_u32": lambda a, b: a > b, "s_cmp_ge_u32": lambda a, b: a >= b,
    "s_cmp_lt_u32": lambda a, b: a < b, "s_cmp_le_u32": lambda a, b: a <= b,
    "s_bitcmp0_b32": lambda a, b: (a >> (b & 31) & 1) == 0, "s_bitcmp1_b32": lambda a, b: (a >> (b & 31) & 1) == 1,
}  # fmt: skip
SOP1 = {  # (D, SCC) from a
    "s_not_b32": lambda a: (~a & M32, ~a & M32 != 0),
    "s_bcnt0_i32_b32": lambda a: (32 - bin(a).count("1"), 32 - bin(a).count("1") != 0),
    "s_bcnt1_i32_b32": lambda a: (bin(a).count("1"), bin(a).count("1") != 0),
    "s_abs_i32": lambda a: (abs(s32(a)) & M32, abs(s32(a)) & M32 != 0),
    "s_quadmask_b32": lambda a: (q := sum(((a >> (4 * i)) & 0xF != 0) << i for i in range(8)), q != 0),
    "s_wqm_b32": lambda a: (w := sum((0xF if (a >> (4 * i)) & 0xF else 0) << (4 * i) for i in range(8)), w != 0),
}


def scalar_cases(inputs: int):
    """Every combination of edge values (and SCC in 0 and 1): as columns, one case per wave."""
    combos = list(itertools.product(EDGE, repeat=inputs))
    cases = [(*c, scc) for c in combos for scc in (0, 1)]
    return [np.array([c[k] for c in cases], np.uint64) for k in range(inputs + 1)]


def run_scalar(isa, text: str, columns: list[np.ndarray]) -> WaveState:
    st = WaveState.create(waves=columns[0].size)
    for k, col in enumerate(columns[:-1]):
        st.sgpr[:, 1 + k] = col.astype(np.uint32)
    st.sgpr[:, 3] = 0xDEADBEEF
    st.scc[:] = columns[-1].astype(bool)
    return run(isa, text, st)


@pytest.mark.parametrize("name", sorted(SOP2))
def test_sop2_result_and_scc(isa, name):
    a, b, c = scalar_cases(2)
    st = run_scalar(isa, f"{name} s3, s1, s2", [a, b, c])
    want = [SOP2[name](int(x), int(y), int(z)) for x, y, z in zip(a, b, c)]
    assert st.sgpr[:, 3].tolist() == [d for d, _ in want], name
    assert st.scc.tolist() == [bool(s) for _, s in want], name


@pytest.mark.parametrize("name", sorted(SOPC))
def test_sopc_scc(isa, name):
    a, b, c = scalar_cases(2)
    st = run_scalar(isa, f"{name} s1, s2", [a, b, c])
    assert st.scc.tolist() == [bool(SOPC[name](int(x), int(y))) for x, y in zip(a, b)], name


@pytest.mark.parametrize("name", sorted(SOP1))
def test_sop1_result_and_scc(isa, name):
    a, c = scalar_cases(1)
    st = run_scalar(isa, f"{name} s3, s1", [a, c])
    want = [SOP1[name](int(x)) for x in a]
    assert st.sgpr[:, 3].tolist() == [d for d, _ in want], name
    assert st.scc.tolist() == [bool(s) for _, s in want], name


@pytest.mark.parametrize("k", [-32768, -1, 0, 1, 0x7FFF, 0x1234])
def test_sopk_compares_and_addk(isa, k):
    """S_CMPK_*_I32 compare with the sign-extended constant, *_U32 with the zero-extended one;
    S_ADDK_I32 sets SCC on signed overflow (CDNA4 12.2)."""
    a, c = scalar_cases(1)
    ks, ku = k, k & 0xFFFF
    checks = {
        "eq_i32": lambda x: s32(x) == ks, "lg_i32": lambda x: s32(x) != ks, "gt_i32": lambda x: s32(x) > ks,
        "ge_i32": lambda x: s32(x) >= ks, "lt_i32": lambda x: s32(x) < ks, "le_i32": lambda x: s32(x) <= ks,
        "eq_u32": lambda x: x == ku, "lg_u32": lambda x: x != ku, "gt_u32": lambda x: x > ku,
        "ge_u32": lambda x: x >= ku, "lt_u32": lambda x: x < ku, "le_u32": lambda x: x <= ku,
    }  # fmt: skip
    for op, rule in checks.items():
        literal = ks if op.endswith("i32") else ku
        st = run_scalar(isa, f"s_cmpk_{op} s1, {literal:#x}" if literal >= 0 else f"s_cmpk_{op} s1, {literal}", [a, c])
        assert st.scc.tolist() == [rule(int(x)) for x in a], op
    st = run_scalar(isa, f"s_addk_i32 s1, {ks}", [a, c])
    assert st.sgpr[:, 1].tolist() == [(int(x) + ks) & M32 for x in a]
    want = [sign(int(x)) == sign(ks) and sign(int(x)) != sign(int(x) + ks) for x in a]
    assert st.scc.tolist() == want


SAVEEXEC = {  # new EXEC from (s, exec)
    "and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e,
    "andn2": lambda s, e: s & ~e, "orn2": lambda s, e: s | ~e, "nand": lambda s, e: ~(s & e),
    "nor": lambda s, e: ~(s | e), "xnor": lambda s, e: ~(s ^ e), "andn1": lambda s, e: ~s & e,
    "orn1": lambda s, e: ~s | e,
}  # fmt: skip


@pytest.mark.parametrize("op", sorted(SAVEEXEC))
def test_saveexec(isa, op):
    """S_<op>_SAVEEXEC_B64 (CDNA4 12.3): D = old EXEC, EXEC = the result, SCC = EXEC != 0."""
    m64 = (1 << 64) - 1
    pairs = [(s, e) for s in (0, m64, 0xF0F0, 1 << 63) for e in (0, m64, 0xFF00, 1)]
    st = WaveState.create(waves=len(pairs))
    for w, (s, e) in enumerate(pairs):
        st.sgpr[w, 2], st.sgpr[w, 3] = s & M32, s >> 32
        st.sgpr[w, 126], st.sgpr[w, 127] = e & M32, e >> 32
    from cdna_isa.runtime.wave import Program

    Program(isa, isa.assemble(f"s_{op}_saveexec_b64 s[4:5], s[2:3]\ns_endpgm")).run(st)
    for w, (s, e) in enumerate(pairs):
        new = SAVEEXEC[op](s, e) & m64
        assert int(st.sgpr[w, 4]) | int(st.sgpr[w, 5]) << 32 == e, (op, s, e)
        assert int(st.sgpr[w, 126]) | int(st.sgpr[w, 127]) << 32 == new, (op, s, e)
        assert bool(st.scc[w]) == (new != 0), (op, s, e)


def test_vector_carries_and_compares(isa):
    """v_add_co_u32 / v_sub_co_u32 / v_addc_co_u32: the carry or borrow of each lane in the
    lane mask (CDNA4 12.7); v_cmp_* writes active lanes' results and 0 for inactive ones, and
    v_cmpx_* writes the same mask to EXEC (CDNA4 12.9, MI200 12.9)."""
    a = np.array(EDGE * 6, np.uint64)[:64]
    b = np.array(list(reversed(EDGE)) * 6, np.uint64)[:64]
    st = WaveState.create(waves=1)
    st.vgpr[0, 1], st.vgpr[0, 2] = a.astype(np.uint32), b.astype(np.uint32)
    exec_mask = 0x00FF_FFFF_FFFF_FF0F
    st.sgpr[0, 20], st.sgpr[0, 21] = 0xAAAAAAAA, 0x55555555  # carry in for v_addc
    run(isa, "\n".join([
        "v_add_co_u32_e64 v3, s[10:11], v1, v2",
        "v_sub_co_u32_e64 v4, s[12:13], v1, v2",
        "v_addc_co_u32_e64 v5, s[14:15], v1, v2, s[20:21]",
        f"s_mov_b32 exec_lo, {exec_mask & M32:#x}",
        f"s_mov_b32 exec_hi, {exec_mask >> 32:#x}",
        "v_cmp_gt_u32_e64 s[16:17], v1, v2",
        "v_cmpx_lt_i32_e64 s[18:19], v1, v2",
    ]), st)  # fmt: skip

    def mask(bits) -> int:
        return sum(int(bool(x)) << i for i, x in enumerate(bits))

    def sgpr64(k: int) -> int:
        return int(st.sgpr[0, k]) | int(st.sgpr[0, k + 1]) << 32

    cin = [(0x55555555AAAAAAAA >> i) & 1 for i in range(64)]
    assert sgpr64(10) == mask(a + b >= 1 << 32)
    assert sgpr64(12) == mask(b > a)
    assert st.vgpr[0, 5].tolist() == [int(x + y + c) & M32 for x, y, c in zip(a, b, cin)]
    assert sgpr64(14) == mask([int(x + y + c) >= 1 << 32 for x, y, c in zip(a, b, cin)])
    assert sgpr64(16) == mask(a > b) & exec_mask
    lt = mask([s32(int(x)) < s32(int(y)) for x, y in zip(a, b)]) & exec_mask
    assert sgpr64(18) == lt and sgpr64(126) == lt
    assert st.vgpr[0, 3].tolist() == [int(x + y) & M32 for x, y in zip(a, b)]
