"""Vectorised semantics: numpy over [waves, lanes]. Generated from spec/ by codegen; do not edit.

One function per distinct instruction semantics; each architecture's tables name the
function its instruction uses."""

import numpy as np

from .runtime import vops as V
from .runtime.vops import BF16


def s_abs_i32(S0):
    r = V.zero(np.int32)
    r = np.where((S0.view(np.int32) < 0), (0 - S0.view(np.int32)), S0.view(np.int32))
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_absdiff_i32(S0, S1):
    r = V.zero(np.int32)
    r = S0.view(np.int32) - S1.view(np.int32)
    _c1 = r < 0
    r = np.where(_c1, (0 - r), r)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_add_i32(S0, S1):
    r = V.zero(np.uint32)
    r = S0 + S1
    D = V.reinterpret(r, np.uint32)
    SCC = np.logical_and((V.bit(S0, 31) == V.bit(S1, 31)), (V.bit(r, 31) != V.bit(S0, 31)))
    return (D, SCC)


def s_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = V.cvt(S0, "u32", "u64") + V.cvt(S1, "u32", "u64")
    D = V.reinterpret(V.cvt(sum, "u64", "u32"), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_addc_u32(S0, S1, SCC):
    sum = V.zero(np.uint64)
    sum = (V.cvt(S0, "u32", "u64") + V.cvt(S1, "u32", "u64")) + V.cvt(SCC, "bool", "u64")
    D = V.reinterpret(V.cvt(sum, "u64", "u32"), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_addk_i32(D, K):
    old = V.zero(np.uint32)
    k = V.zero(np.uint32)
    r = V.zero(np.uint32)
    old = D
    k = V.cvt(K.view(np.int16), "i16", "u32")
    r = old + k
    D = V.reinterpret(r, np.uint32)
    SCC = np.logical_and((V.bit(old, 31) == V.bit(k, 31)), (V.bit(r, 31) != V.bit(old, 31)))
    return (D, SCC)


def s_and_b32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    r = a & b
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_and_b64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    b = S1
    r = a & b
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_and_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = a & e
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_andn1_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = (~a) & e
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_andn1_wrexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    r = (~a) & e
    EXEC = r
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (EXEC, D, SCC)


def s_andn2_b32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    r = a & (~b)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_andn2_b64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    b = S1
    r = a & (~b)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_andn2_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = a & (~e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_andn2_wrexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    r = a & (~e)
    EXEC = r
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (EXEC, D, SCC)


def s_ashr_i32(S0, S1):
    r = V.zero(np.int32)
    r = V.shr(S0.view(np.int32), V.cvt(V.bits(S1, 4, 0), "u32", "i32"), 32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_ashr_i64(S0, S1):
    r = V.zero(np.int64)
    r = V.shr(S0.view(np.int64), V.cvt(V.bits(S1, 5, 0), "u32", "i64"), 64)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_barrier(_st):
    _st.barrier(None)
    return ()


def s_bcnt0_i32_b32(S0):
    r = V.zero(np.int32)
    r = V.cvt(V.popcount((~S0), 32), "u32", "i32")
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bcnt0_i32_b64(S0):
    r = V.zero(np.int32)
    r = V.cvt(V.popcount((~S0), 64), "u32", "i32")
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bcnt1_i32_b32(S0):
    r = V.zero(np.int32)
    r = V.cvt(V.popcount(S0, 32), "u32", "i32")
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bcnt1_i32_b64(S0):
    r = V.zero(np.int32)
    r = V.cvt(V.popcount(S0, 64), "u32", "i32")
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bfe_i32(S1, S0):
    off = V.zero(np.uint32)
    w = V.zero(np.uint32)
    f = V.zero(np.uint32)
    s = V.zero(np.uint32)
    r = V.zero(np.int32)
    off = V.cvt(V.bits(S1, 4, 0), "u32", "u32")
    w = V.cvt(V.bits(S1, 22, 16), "u32", "u32")
    _c1 = w > 32
    w = np.where(_c1, V.const(32, np.uint32), w)
    f = V.shr(S0, off, 32) & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
    s = 32 - w
    r = V.shr(V.cvt(V.shl(f, s, 32), "u32", "i32"), V.cvt(s, "u32", "i32"), 32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bfe_i64(S1, S0):
    off = V.zero(np.uint64)
    w = V.zero(np.uint64)
    f = V.zero(np.uint64)
    s = V.zero(np.uint64)
    r = V.zero(np.int64)
    off = V.cvt(V.bits(S1, 5, 0), "u32", "u64")
    w = V.cvt(V.bits(S1, 22, 16), "u32", "u64")
    _c1 = w > 64
    w = np.where(_c1, V.const(64, np.uint64), w)
    f = V.shr(S0, off, 64) & (V.shl(V.cvt(1, "int", "u64"), w, 64) - 1)
    s = 64 - w
    r = V.shr(V.cvt(V.shl(f, s, 64), "u64", "i64"), V.cvt(s, "u64", "i64"), 64)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_bfe_u32(S1, S0):
    off = V.zero(np.uint32)
    w = V.zero(np.uint32)
    f = V.zero(np.uint32)
    s = V.zero(np.uint32)
    r = V.zero(np.uint32)
    off = V.cvt(V.bits(S1, 4, 0), "u32", "u32")
    w = V.cvt(V.bits(S1, 22, 16), "u32", "u32")
    _c1 = w > 32
    w = np.where(_c1, V.const(32, np.uint32), w)
    f = V.shr(S0, off, 32) & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
    s = 32 - w
    r = V.shr(V.cvt(V.shl(f, s, 32), "u32", "u32"), V.cvt(s, "u32", "u32"), 32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bfe_u64(S1, S0):
    off = V.zero(np.uint64)
    w = V.zero(np.uint64)
    f = V.zero(np.uint64)
    s = V.zero(np.uint64)
    r = V.zero(np.uint64)
    off = V.cvt(V.bits(S1, 5, 0), "u32", "u64")
    w = V.cvt(V.bits(S1, 22, 16), "u32", "u64")
    _c1 = w > 64
    w = np.where(_c1, V.const(64, np.uint64), w)
    f = V.shr(S0, off, 64) & (V.shl(V.cvt(1, "int", "u64"), w, 64) - 1)
    s = 64 - w
    r = V.shr(V.cvt(V.shl(f, s, 64), "u64", "u64"), V.cvt(s, "u64", "u64"), 64)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_bfm_b32(S0, S1):
    D = V.reinterpret(
        V.shl(
            (V.shl(V.cvt(1, "int", "u32"), V.cvt(V.bits(S0, 4, 0), "u32", "u32"), 32) - 1),
            V.cvt(V.bits(S1, 4, 0), "u32", "u32"),
            32,
        ),
        np.uint32,
    )
    return (D,)


def s_bfm_b64(S0, S1):
    D = V.reinterpret(
        V.shl(
            (V.shl(V.cvt(1, "int", "u64"), V.cvt(V.bits(S0, 5, 0), "u32", "u64"), 64) - 1),
            V.cvt(V.bits(S1, 5, 0), "u32", "u64"),
            64,
        ),
        np.uint64,
    )
    return (D,)


def s_bitcmp0_b32(S0, S1):
    SCC = (V.shr(S0, V.cvt(V.bits(S1, 4, 0), "u32", "u32"), 32) & 1) == 0
    return (SCC,)


def s_bitcmp0_b64(S0, S1):
    SCC = (V.shr(S0, V.cvt(V.bits(S1, 5, 0), "u32", "u64"), 64) & 1) == 0
    return (SCC,)


def s_bitcmp1_b32(S0, S1):
    SCC = (V.shr(S0, V.cvt(V.bits(S1, 4, 0), "u32", "u32"), 32) & 1) == 1
    return (SCC,)


def s_bitcmp1_b64(S0, S1):
    SCC = (V.shr(S0, V.cvt(V.bits(S1, 5, 0), "u32", "u64"), 64) & 1) == 1
    return (SCC,)


def s_bitreplicate_b64_b32(S0):
    r = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.cvt(0, "int", "u64")
    for i in range(32):
        b = V.cvt((V.shr(S0, V.cvt(i, "int", "u32"), 32) & 1), "u32", "u64")
        r = (r | V.shl(b, V.cvt((2 * i), "int", "u64"), 64)) | V.shl(
            b, V.cvt(((2 * i) + 1), "int", "u64"), 64
        )
    D = V.reinterpret(r, np.uint64)
    return (D,)


def s_bitset0_b32(D, S0):
    D = V.reinterpret(
        (D & (~V.shl(V.cvt(1, "int", "u32"), V.cvt(V.bits(S0, 4, 0), "u32", "u32"), 32))), np.uint32
    )
    return (D,)


def s_bitset0_b64(D, S0):
    D = V.reinterpret(
        (D & (~V.shl(V.cvt(1, "int", "u64"), V.cvt(V.bits(S0, 5, 0), "u32", "u64"), 64))), np.uint64
    )
    return (D,)


def s_bitset1_b32(D, S0):
    D = V.reinterpret(
        (D | V.shl(V.cvt(1, "int", "u32"), V.cvt(V.bits(S0, 4, 0), "u32", "u32"), 32)), np.uint32
    )
    return (D,)


def s_bitset1_b64(D, S0):
    D = V.reinterpret(
        (D | V.shl(V.cvt(1, "int", "u64"), V.cvt(V.bits(S0, 5, 0), "u32", "u64"), 64)), np.uint64
    )
    return (D,)


def s_branch(K, PC, PCN):
    PC_out = PCN
    PC_out = (PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)
    return (PC_out,)


def s_brev_b32(S0):
    D = V.reinterpret(V.brev(S0, 32), np.uint32)
    return (D,)


def s_brev_b64(S0):
    D = V.reinterpret(V.brev(S0, 64), np.uint64)
    return (D,)


def s_call_b64(K, PC, PCN):
    PC_out = PCN
    D = V.reinterpret((PC + 4), np.uint64)
    PC_out = (PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)
    return (D, PC_out)


def s_cbranch_cdbgsys(K, PC, PCN, _st):
    PC_out = PCN
    st = V.zero(np.uint32)
    st = _st.hwreg(2)
    _c1 = V.bit(st, 21) != 0
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_cdbgsys_and_user(K, PC, PCN, _st):
    PC_out = PCN
    st = V.zero(np.uint32)
    st = _st.hwreg(2)
    _c1 = np.logical_and((V.bit(st, 21) != 0), (V.bit(st, 20) != 0))
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_cdbgsys_or_user(K, PC, PCN, _st):
    PC_out = PCN
    st = V.zero(np.uint32)
    st = _st.hwreg(2)
    _c1 = np.logical_or((V.bit(st, 21) != 0), (V.bit(st, 20) != 0))
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_cdbguser(K, PC, PCN, _st):
    PC_out = PCN
    st = V.zero(np.uint32)
    st = _st.hwreg(2)
    _c1 = V.bit(st, 20) != 0
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_execnz(EXEC, K, PC, PCN):
    PC_out = PCN
    _c1 = EXEC != 0
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_execz(EXEC, K, PC, PCN):
    PC_out = PCN
    _c1 = EXEC == 0
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_g_fork(EXEC, S0, S1, PC, PCN, _st):
    PC_out = PCN
    e = V.zero(np.uint64)
    mpass = V.zero(np.uint64)
    mfail = V.zero(np.uint64)
    mode = V.zero(np.uint32)
    csp = V.zero(np.uint32)
    base = V.zero(np.uint32)
    e = EXEC
    mpass = S0 & e
    mfail = (~S0) & e
    _c1 = mpass == e
    PC_out = np.where(_c1, S1, PC_out)
    _m2 = np.logical_not(_c1)
    _c3 = mfail == e
    _m4 = np.logical_and(_m2, _c3)
    pass
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    mode = np.where(_m5, _st.hwreg(1), mode)
    csp = np.where(_m5, V.bits(mode, 31, 29), csp)
    base = np.where(_m5, (csp * 4), base)
    _c6 = V.popcount(mfail, 64) < V.popcount(mpass, 64)
    _m7 = np.logical_and(_m5, _c6)
    EXEC = np.where(_m7, mfail, EXEC)
    _st.set_sgpr(base, V.cvt(mpass, "u64", "u32"), _m7)
    _st.set_sgpr((base + 1), V.cvt(V.shr(mpass, 32, 64), "u64", "u32"), _m7)
    _st.set_sgpr((base + 2), V.cvt(S1, "u64", "u32"), _m7)
    _st.set_sgpr((base + 3), V.cvt(V.shr(S1, 32, 64), "u64", "u32"), _m7)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    EXEC = np.where(_m8, mpass, EXEC)
    _st.set_sgpr(base, V.cvt(mfail, "u64", "u32"), _m8)
    _st.set_sgpr((base + 1), V.cvt(V.shr(mfail, 32, 64), "u64", "u32"), _m8)
    _st.set_sgpr((base + 2), V.cvt((PC + 4), "u64", "u32"), _m8)
    _st.set_sgpr((base + 3), V.cvt(V.shr((PC + 4), 32, 64), "u64", "u32"), _m8)
    PC_out = np.where(_m8, S1, PC_out)
    _st.set_hwreg(1, ((mode & 536870911) | V.shl(((csp + 1) & 7), 29, 32)), _m5)
    return (PC_out, EXEC)


def s_cbranch_i_fork(EXEC, K, S0, PC, PCN, _st):
    PC_out = PCN
    e = V.zero(np.uint64)
    target = V.zero(np.uint64)
    mpass = V.zero(np.uint64)
    mfail = V.zero(np.uint64)
    mode = V.zero(np.uint32)
    csp = V.zero(np.uint32)
    base = V.zero(np.uint32)
    e = EXEC
    target = (PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)
    mpass = S0 & e
    mfail = (~S0) & e
    _c1 = mpass == e
    PC_out = np.where(_c1, target, PC_out)
    _m2 = np.logical_not(_c1)
    _c3 = mfail == e
    _m4 = np.logical_and(_m2, _c3)
    pass
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    mode = np.where(_m5, _st.hwreg(1), mode)
    csp = np.where(_m5, V.bits(mode, 31, 29), csp)
    base = np.where(_m5, (csp * 4), base)
    _c6 = V.popcount(mfail, 64) < V.popcount(mpass, 64)
    _m7 = np.logical_and(_m5, _c6)
    EXEC = np.where(_m7, mfail, EXEC)
    _st.set_sgpr(base, V.cvt(mpass, "u64", "u32"), _m7)
    _st.set_sgpr((base + 1), V.cvt(V.shr(mpass, 32, 64), "u64", "u32"), _m7)
    _st.set_sgpr((base + 2), V.cvt(target, "u64", "u32"), _m7)
    _st.set_sgpr((base + 3), V.cvt(V.shr(target, 32, 64), "u64", "u32"), _m7)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    EXEC = np.where(_m8, mpass, EXEC)
    _st.set_sgpr(base, V.cvt(mfail, "u64", "u32"), _m8)
    _st.set_sgpr((base + 1), V.cvt(V.shr(mfail, 32, 64), "u64", "u32"), _m8)
    _st.set_sgpr((base + 2), V.cvt((PC + 4), "u64", "u32"), _m8)
    _st.set_sgpr((base + 3), V.cvt(V.shr((PC + 4), 32, 64), "u64", "u32"), _m8)
    PC_out = np.where(_m8, target, PC_out)
    _st.set_hwreg(1, ((mode & 536870911) | V.shl(((csp + 1) & 7), 29, 32)), _m5)
    return (PC_out, EXEC)


def s_cbranch_join(S0, EXEC, PCN, _st):
    PC_out = PCN
    mode = V.zero(np.uint32)
    csp = V.zero(np.uint32)
    base = V.zero(np.uint32)
    mode = _st.hwreg(1)
    csp = V.bits(mode, 31, 29)
    _c1 = csp != S0
    csp = np.where(_c1, ((csp - 1) & 7), csp)
    base = np.where(_c1, (csp * 4), base)
    _st.set_hwreg(1, ((mode & 536870911) | V.shl(csp, 29, 32)), _c1)
    EXEC = np.where(
        _c1,
        (
            V.shl(V.cvt(_st.sgpr((base + 1)), "u32", "u64"), 32, 64)
            | V.cvt(_st.sgpr(base), "u32", "u64")
        ),
        EXEC,
    )
    PC_out = np.where(
        _c1,
        (
            V.shl(V.cvt(_st.sgpr((base + 3)), "u32", "u64"), 32, 64)
            | V.cvt(_st.sgpr((base + 2)), "u32", "u64")
        ),
        PC_out,
    )
    return (EXEC, PC_out)


def s_cbranch_scc0(SCC, K, PC, PCN):
    PC_out = PCN
    _c1 = np.logical_not(SCC)
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_scc1(SCC, K, PC, PCN):
    PC_out = PCN
    _c1 = SCC
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_vccnz(VCC, K, PC, PCN):
    PC_out = PCN
    _c1 = VCC != 0
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cbranch_vccz(VCC, K, PC, PCN):
    PC_out = PCN
    _c1 = VCC == 0
    PC_out = np.where(
        _c1, ((PC + 4) + (V.cvt(V.cvt(K.view(np.int16), "i16", "i64"), "i64", "u64") * 4)), PC_out
    )
    return (PC_out,)


def s_cmov_b32(SCC, S0, D):
    _c1 = SCC
    D = np.where(_c1, V.reinterpret(S0, np.uint32), D)
    return (D,)


def s_cmov_b64(SCC, S0, D):
    _c1 = SCC
    D = np.where(_c1, V.reinterpret(S0, np.uint64), D)
    return (D,)


def s_cmovk_i32(SCC, K, D):
    _c1 = SCC
    D = np.where(_c1, V.reinterpret(V.cvt(K.view(np.int16), "i16", "i32"), np.uint32), D)
    return (D,)


def s_cmp_eq_i32(S0, S1):
    SCC = S0.view(np.int32) == S1.view(np.int32)
    return (SCC,)


def s_cmp_eq_u32(S0, S1):
    SCC = S0 == S1
    return (SCC,)


def s_cmp_eq_u64(S0, S1):
    SCC = S0 == S1
    return (SCC,)


def s_cmp_ge_i32(S0, S1):
    SCC = S0.view(np.int32) >= S1.view(np.int32)
    return (SCC,)


def s_cmp_ge_u32(S0, S1):
    SCC = S0 >= S1
    return (SCC,)


def s_cmp_gt_i32(S0, S1):
    SCC = S0.view(np.int32) > S1.view(np.int32)
    return (SCC,)


def s_cmp_gt_u32(S0, S1):
    SCC = S0 > S1
    return (SCC,)


def s_cmp_le_i32(S0, S1):
    SCC = S0.view(np.int32) <= S1.view(np.int32)
    return (SCC,)


def s_cmp_le_u32(S0, S1):
    SCC = S0 <= S1
    return (SCC,)


def s_cmp_lg_i32(S0, S1):
    SCC = S0.view(np.int32) != S1.view(np.int32)
    return (SCC,)


def s_cmp_lg_u32(S0, S1):
    SCC = S0 != S1
    return (SCC,)


def s_cmp_lg_u64(S0, S1):
    SCC = S0 != S1
    return (SCC,)


def s_cmp_lt_i32(S0, S1):
    SCC = S0.view(np.int32) < S1.view(np.int32)
    return (SCC,)


def s_cmp_lt_u32(S0, S1):
    SCC = S0 < S1
    return (SCC,)


def s_cmpk_eq_i32(S0, K):
    SCC = S0.view(np.int32) == V.cvt(K.view(np.int16), "i16", "i32")
    return (SCC,)


def s_cmpk_eq_u32(S0, K):
    SCC = S0 == V.cvt(K, "u16", "u32")
    return (SCC,)


def s_cmpk_ge_i32(S0, K):
    SCC = S0.view(np.int32) >= V.cvt(K.view(np.int16), "i16", "i32")
    return (SCC,)


def s_cmpk_ge_u32(S0, K):
    SCC = S0 >= V.cvt(K, "u16", "u32")
    return (SCC,)


def s_cmpk_gt_i32(S0, K):
    SCC = S0.view(np.int32) > V.cvt(K.view(np.int16), "i16", "i32")
    return (SCC,)


def s_cmpk_gt_u32(S0, K):
    SCC = S0 > V.cvt(K, "u16", "u32")
    return (SCC,)


def s_cmpk_le_i32(S0, K):
    SCC = S0.view(np.int32) <= V.cvt(K.view(np.int16), "i16", "i32")
    return (SCC,)


def s_cmpk_le_u32(S0, K):
    SCC = S0 <= V.cvt(K, "u16", "u32")
    return (SCC,)


def s_cmpk_lg_i32(S0, K):
    SCC = S0.view(np.int32) != V.cvt(K.view(np.int16), "i16", "i32")
    return (SCC,)


def s_cmpk_lg_u32(S0, K):
    SCC = S0 != V.cvt(K, "u16", "u32")
    return (SCC,)


def s_cmpk_lt_i32(S0, K):
    SCC = S0.view(np.int32) < V.cvt(K.view(np.int16), "i16", "i32")
    return (SCC,)


def s_cmpk_lt_u32(S0, K):
    SCC = S0 < V.cvt(K, "u16", "u32")
    return (SCC,)


def s_cselect_b32(SCC, S0, S1):
    D = V.reinterpret(np.where(SCC, S0, S1), np.uint32)
    return (D,)


def s_cselect_b64(SCC, S0, S1):
    D = V.reinterpret(np.where(SCC, S0, S1), np.uint64)
    return (D,)


def s_endpgm(_st):
    _st.endpgm(None)
    return ()


def s_endpgm_ordered_ps_done(_st):
    _st.endpgm(None)
    return ()


def s_endpgm_saved(_st):
    _st.endpgm(None)
    return ()


def s_ff0_i32_b32(S0):
    x = V.zero(np.uint32)
    x = ~S0
    D = V.reinterpret(
        np.where((x != 0), V.cvt(V.ctz(x, 32), "u32", "i32"), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_ff0_i32_b64(S0):
    x = V.zero(np.uint64)
    x = ~S0
    D = V.reinterpret(
        np.where((x != 0), V.cvt(V.ctz(x, 64), "u32", "i32"), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_ff1_i32_b32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(
        np.where((x != 0), V.cvt(V.ctz(x, 32), "u32", "i32"), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_ff1_i32_b64(S0):
    x = V.zero(np.uint64)
    x = S0
    D = V.reinterpret(
        np.where((x != 0), V.cvt(V.ctz(x, 64), "u32", "i32"), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_flbit_i32(S0):
    y = V.zero(np.uint32)
    y = S0 ^ V.cvt(V.shr(S0.view(np.int32), 31, 32), "i32", "u32")
    D = V.reinterpret(
        np.where((y != 0), V.cvt(V.clz(y, 32), "u32", "i32"), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_flbit_i32_b32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(
        np.where((x != 0), V.cvt(V.clz(x, 32), "u32", "i32"), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_flbit_i32_b64(S0):
    x = V.zero(np.uint64)
    x = S0
    D = V.reinterpret(
        np.where((x != 0), V.cvt(V.clz(x, 64), "u32", "i32"), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_flbit_i32_i64(S0):
    y = V.zero(np.uint64)
    y = S0 ^ V.cvt(V.shr(S0.view(np.int64), 63, 64), "i64", "u64")
    D = V.reinterpret(
        np.where((y != 0), V.cvt(V.clz(y, 64), "u32", "i32"), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_getpc_b64(PC):
    D = V.reinterpret((PC + 4), np.uint64)
    return (D,)


def s_getreg_b32(K, _st):
    id = V.zero(np.uint32)
    off = V.zero(np.uint32)
    size = V.zero(np.uint32)
    id = V.cvt(V.bits(K, 5, 0), "u16", "u32")
    off = V.cvt(V.bits(K, 10, 6), "u16", "u32")
    size = V.cvt(V.bits(K, 15, 11), "u16", "u32") + 1
    D = V.reinterpret(
        (V.shr(_st.hwreg(id), off, 32) & (V.shl(V.cvt(1, "int", "u32"), size, 32) - 1)), np.uint32
    )
    return (D,)


def s_lshl1_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = V.shl(V.cvt(S0, "u32", "u64"), 1, 64) + V.cvt(S1, "u32", "u64")
    D = V.reinterpret(V.cvt(sum, "u64", "u32"), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl2_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = V.shl(V.cvt(S0, "u32", "u64"), 2, 64) + V.cvt(S1, "u32", "u64")
    D = V.reinterpret(V.cvt(sum, "u64", "u32"), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl3_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = V.shl(V.cvt(S0, "u32", "u64"), 3, 64) + V.cvt(S1, "u32", "u64")
    D = V.reinterpret(V.cvt(sum, "u64", "u32"), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl4_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = V.shl(V.cvt(S0, "u32", "u64"), 4, 64) + V.cvt(S1, "u32", "u64")
    D = V.reinterpret(V.cvt(sum, "u64", "u32"), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl_b32(S0, S1):
    r = V.zero(np.uint32)
    r = V.shl(S0, V.cvt(V.bits(S1, 4, 0), "u32", "u32"), 32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_lshl_b64(S0, S1):
    r = V.zero(np.uint64)
    r = V.shl(S0, V.cvt(V.bits(S1, 5, 0), "u32", "u64"), 64)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_lshr_b32(S0, S1):
    r = V.zero(np.uint32)
    r = V.shr(S0, V.cvt(V.bits(S1, 4, 0), "u32", "u32"), 32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_lshr_b64(S0, S1):
    r = V.zero(np.uint64)
    r = V.shr(S0, V.cvt(V.bits(S1, 5, 0), "u32", "u64"), 64)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_max_i32(S0, S1):
    c = V.zero(np.bool_)
    c = S0.view(np.int32) > S1.view(np.int32)
    D = V.reinterpret(np.where(c, S0.view(np.int32), S1.view(np.int32)), np.uint32)
    SCC = c
    return (D, SCC)


def s_max_u32(S0, S1):
    c = V.zero(np.bool_)
    c = S0 > S1
    D = V.reinterpret(np.where(c, S0, S1), np.uint32)
    SCC = c
    return (D, SCC)


def s_min_i32(S0, S1):
    c = V.zero(np.bool_)
    c = S0.view(np.int32) < S1.view(np.int32)
    D = V.reinterpret(np.where(c, S0.view(np.int32), S1.view(np.int32)), np.uint32)
    SCC = c
    return (D, SCC)


def s_min_u32(S0, S1):
    c = V.zero(np.bool_)
    c = S0 < S1
    D = V.reinterpret(np.where(c, S0, S1), np.uint32)
    SCC = c
    return (D, SCC)


def s_mov_b32(S0):
    D = V.reinterpret(S0, np.uint32)
    return (D,)


def s_mov_b64(S0):
    D = V.reinterpret(S0, np.uint64)
    return (D,)


def s_movk_i32(K):
    D = V.reinterpret(V.cvt(K.view(np.int16), "i16", "i32"), np.uint32)
    return (D,)


def s_movreld_b32(S0, D_reg, M0, _st):
    _st.set_sgpr((D_reg + M0), S0, None)
    return ()


def s_movreld_b64(S0, D_reg, M0, _st):
    _st.set_sgpr((D_reg + M0), V.cvt(S0, "u64", "u32"), None)
    _st.set_sgpr(((D_reg + M0) + 1), V.cvt(V.shr(S0, 32, 64), "u64", "u32"), None)
    return ()


def s_movrels_b32(S0_reg, M0, _st):
    D = V.reinterpret(_st.sgpr((S0_reg + M0)), np.uint32)
    return (D,)


def s_movrels_b64(S0_reg, M0, _st):
    D = V.reinterpret(
        (
            V.shl(V.cvt(_st.sgpr(((S0_reg + M0) + 1)), "u32", "u64"), 32, 64)
            | V.cvt(_st.sgpr((S0_reg + M0)), "u32", "u64")
        ),
        np.uint64,
    )
    return (D,)


def s_mul_hi_i32(S0, S1):
    D = V.reinterpret(
        V.cvt(
            V.shr(
                (V.cvt(S0.view(np.int32), "i32", "i64") * V.cvt(S1.view(np.int32), "i32", "i64")),
                32,
                64,
            ),
            "i64",
            "i32",
        ),
        np.uint32,
    )
    return (D,)


def s_mul_hi_u32(S0, S1):
    D = V.reinterpret(
        V.cvt(V.shr((V.cvt(S0, "u32", "u64") * V.cvt(S1, "u32", "u64")), 32, 64), "u64", "u32"),
        np.uint32,
    )
    return (D,)


def s_mul_i32(S0, S1):
    D = V.reinterpret((S0.view(np.int32) * S1.view(np.int32)), np.uint32)
    return (D,)


def s_mulk_i32(D, K):
    D = V.reinterpret((D.view(np.int32) * V.cvt(K.view(np.int16), "i16", "i32")), np.uint32)
    return (D,)


def s_nand_b32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    r = ~(a & b)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_nand_b64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    b = S1
    r = ~(a & b)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_nand_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = ~(a & e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_nor_b32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    r = ~(a | b)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_nor_b64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    b = S1
    r = ~(a | b)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_nor_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = ~(a | e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_not_b32(S0):
    r = V.zero(np.uint32)
    r = ~S0
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_not_b64(S0):
    r = V.zero(np.uint64)
    r = ~S0
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_or_b32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    r = a | b
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_or_b64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    b = S1
    r = a | b
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_or_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = a | e
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_orn1_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = (~a) | e
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_orn2_b32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    r = a | (~b)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_orn2_b64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    b = S1
    r = a | (~b)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_orn2_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = a | (~e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_pack_hh_b32_b16(S1, S0):
    D = V.reinterpret((V.shl(V.bits(S1, 31, 16), 16, 32) | V.bits(S0, 31, 16)), np.uint32)
    return (D,)


def s_pack_lh_b32_b16(S1, S0):
    D = V.reinterpret((V.shl(V.bits(S1, 31, 16), 16, 32) | V.bits(S0, 15, 0)), np.uint32)
    return (D,)


def s_pack_ll_b32_b16(S1, S0):
    D = V.reinterpret((V.shl(V.bits(S1, 15, 0), 16, 32) | V.bits(S0, 15, 0)), np.uint32)
    return (D,)


def s_quadmask_b32(S0):
    r = V.zero(np.uint32)
    r = V.cvt(0, "int", "u32")
    for i in range(8):
        _c1 = (V.shr(S0, V.cvt((4 * i), "int", "u32"), 32) & 15) != 0
        r = np.where(_c1, (r | V.shl(V.cvt(1, "int", "u32"), V.cvt(i, "int", "u32"), 32)), r)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_quadmask_b64(S0):
    r = V.zero(np.uint64)
    r = V.cvt(0, "int", "u64")
    for i in range(16):
        _c1 = (V.shr(S0, V.cvt((4 * i), "int", "u64"), 64) & 15) != 0
        r = np.where(_c1, (r | V.shl(V.cvt(1, "int", "u64"), V.cvt(i, "int", "u64"), 64)), r)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_rfe_b64(S0, PCN, _st):
    PC_out = PCN
    _st.set_hwreg(2, (_st.hwreg(2) & 4294967263), None)
    PC_out = S0
    return (PC_out,)


def s_rfe_restore_b64(S0, PCN, _st):
    PC_out = PCN
    _st.set_hwreg(2, (_st.hwreg(2) & 4294967263), None)
    PC_out = S0
    return (PC_out,)


def s_set_gpr_idx_idx(M0, S0):
    M0 = (M0 & 4294967040) | V.bits(S0, 7, 0)
    return (M0,)


def s_set_gpr_idx_mode(M0, K):
    M0 = (M0 & 4294905855) | V.shl(V.cvt(V.bits(K, 3, 0), "u16", "u32"), 12, 32)
    return (M0,)


def s_set_gpr_idx_off(_st):
    _st.set_hwreg(1, (_st.hwreg(1) & 4160749567), None)
    return ()


def s_set_gpr_idx_on(M0, S1, S0, _st):
    M0 = ((M0 & 4294905600) | V.shl(V.bits(S1, 3, 0), 12, 32)) | V.bits(S0, 7, 0)
    _st.set_hwreg(1, (_st.hwreg(1) | 134217728), None)
    return (M0,)


def s_setpc_b64(S0, PCN):
    PC_out = PCN
    PC_out = S0
    return (PC_out,)


def s_setreg_b32(K, S0, _st):
    id = V.zero(np.uint32)
    off = V.zero(np.uint32)
    size = V.zero(np.uint32)
    mask = V.zero(np.uint32)
    id = V.cvt(V.bits(K, 5, 0), "u16", "u32")
    off = V.cvt(V.bits(K, 10, 6), "u16", "u32")
    size = V.cvt(V.bits(K, 15, 11), "u16", "u32") + 1
    mask = V.shl((V.shl(V.cvt(1, "int", "u32"), size, 32) - 1), off, 32)
    _st.set_hwreg(id, ((_st.hwreg(id) & (~mask)) | (V.shl(S0, off, 32) & mask)), None)
    return ()


def s_setreg_imm32_b32(K, S1, _st):
    id = V.zero(np.uint32)
    off = V.zero(np.uint32)
    size = V.zero(np.uint32)
    mask = V.zero(np.uint32)
    id = V.cvt(V.bits(K, 5, 0), "u16", "u32")
    off = V.cvt(V.bits(K, 10, 6), "u16", "u32")
    size = V.cvt(V.bits(K, 15, 11), "u16", "u32") + 1
    mask = V.shl((V.shl(V.cvt(1, "int", "u32"), size, 32) - 1), off, 32)
    _st.set_hwreg(id, ((_st.hwreg(id) & (~mask)) | (V.shl(S1, off, 32) & mask)), None)
    return ()


def s_setvskip(S0, S1, _st):
    _st.set_hwreg(
        1,
        ((_st.hwreg(1) & 4026531839) | V.shl((V.shr(S0, V.bits(S1, 4, 0), 32) & 1), 28, 32)),
        None,
    )
    return ()


def s_sext_i32_i16(S0):
    D = V.reinterpret(V.signext(S0.view(np.int32), 16, 32), np.uint32)
    return (D,)


def s_sext_i32_i8(S0):
    D = V.reinterpret(V.signext(S0.view(np.int32), 8, 32), np.uint32)
    return (D,)


def s_sub_i32(S0, S1):
    r = V.zero(np.uint32)
    r = S0 - S1
    D = V.reinterpret(r, np.uint32)
    SCC = np.logical_and((V.bit(S0, 31) != V.bit(S1, 31)), (V.bit(r, 31) != V.bit(S0, 31)))
    return (D, SCC)


def s_sub_u32(S0, S1):
    D = V.reinterpret((S0 - S1), np.uint32)
    SCC = S1 > S0
    return (D, SCC)


def s_subb_u32(S0, S1, SCC):
    D = V.reinterpret(((S0 - S1) - V.cvt(SCC, "bool", "u32")), np.uint32)
    SCC = (V.cvt(S1, "u32", "u64") + V.cvt(SCC, "bool", "u64")) > V.cvt(S0, "u32", "u64")
    return (D, SCC)


def s_swappc_b64(S0, PC, PCN):
    PC_out = PCN
    target = V.zero(np.uint64)
    target = S0
    D = V.reinterpret((PC + 4), np.uint64)
    PC_out = target
    return (D, PC_out)


def s_trap(K, _st):
    _st.trap(V.cvt(V.bits(K, 7, 0), "u16", "u32"), None)
    return ()


def s_wqm_b32(S0):
    r = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    r = V.cvt(0, "int", "u32")
    for i in range(8):
        sh = V.cvt((4 * i), "int", "u32")
        _c1 = (V.shr(S0, sh, 32) & 15) != 0
        r = np.where(_c1, (r | V.shl(V.cvt(15, "int", "u32"), sh, 32)), r)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_wqm_b64(S0):
    r = V.zero(np.uint64)
    sh = V.zero(np.uint64)
    r = V.cvt(0, "int", "u64")
    for i in range(16):
        sh = V.cvt((4 * i), "int", "u64")
        _c1 = (V.shr(S0, sh, 64) & 15) != 0
        r = np.where(_c1, (r | V.shl(V.cvt(15, "int", "u64"), sh, 64)), r)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_xnor_b32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    r = ~(a ^ b)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_xnor_b64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    b = S1
    r = ~(a ^ b)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_xnor_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = ~(a ^ e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_xor_b32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    r = a ^ b
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_xor_b64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    b = S1
    r = a ^ b
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_xor_saveexec_b64(S0, EXEC):
    a = V.zero(np.uint64)
    e = V.zero(np.uint64)
    r = V.zero(np.uint64)
    a = S0
    e = EXEC
    D = V.reinterpret(e, np.uint64)
    r = a ^ e
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def v_add_co_u32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S0, "u32", "u64") + V.cvt(S1, "u32", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)),
            V.const(np.where(False, 0, 4294967295), np.uint32),
            V.cvt(r, "u64", "u32"),
        ),
        np.uint32,
    )
    return (SD, D)


def v_add_f16(S0, S1):
    D = V.reinterpret((S0.view(np.float16) + S1.view(np.float16)), np.uint16)
    return (D,)


def v_add_f32(S0, S1):
    D = V.reinterpret((S0.view(np.float32) + S1.view(np.float32)), np.uint32)
    return (D,)


def v_add_u16(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S0, "u16", "u64") + V.cvt(S1, "u16", "u64")
    _c1 = np.logical_and(CLAMP, (r >= 65536))
    r = np.where(_c1, np.where(False, V.cvt(0, "int", "u64"), V.cvt(65535, "int", "u64")), r)
    D = V.reinterpret(V.cvt(r, "u64", "u16"), np.uint16)
    return (D,)


def v_add_u32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S0, "u32", "u64") + V.cvt(S1, "u32", "u64")
    _c1 = np.logical_and(CLAMP, (r >= 4294967296))
    r = np.where(_c1, np.where(False, V.cvt(0, "int", "u64"), V.cvt(4294967295, "int", "u64")), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_addc_co_u32(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (V.cvt(S0, "u32", "u64") + V.cvt(S1, "u32", "u64")) + V.cvt(S2, "bool", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)),
            V.const(np.where(False, 0, 4294967295), np.uint32),
            V.cvt(r, "u64", "u32"),
        ),
        np.uint32,
    )
    return (SD, D)


def v_and_b32(S0, S1):
    D = V.reinterpret((S0 & S1), np.uint32)
    return (D,)


def v_ashrrev_i16(S1, S0):
    D = V.reinterpret(
        V.shr(S1.view(np.int16), V.cvt(V.bits(S0, 3, 0), "u16", "i16"), 16), np.uint16
    )
    return (D,)


def v_ashrrev_i32(S1, S0):
    D = V.reinterpret(
        V.shr(S1.view(np.int32), V.cvt(V.bits(S0, 4, 0), "u32", "i32"), 32), np.uint32
    )
    return (D,)


def v_cmp_class_f16(S0, S1):
    x = V.zero(np.uint16)
    e = V.zero(np.uint16)
    m = V.zero(np.uint16)
    p = V.zero(np.uint32)
    k = V.zero(np.uint32)
    r = V.zero(np.bool_)
    x = S0
    e = V.bits(x, 14, 10)
    m = V.bits(x, 9, 0)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    _c3 = e == 31
    _m4 = np.logical_and(_m2, _c3)
    p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((V.bit(x, 15) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 31), (m != 0))
    k = np.where(_c5, V.cvt(V.bit(x, 9), "u16", "u32"), k)
    r = V.bit(S1, k) == 1
    SD = r
    return (SD,)


def v_cmp_class_f32(S0, S1):
    x = V.zero(np.uint32)
    e = V.zero(np.uint32)
    m = V.zero(np.uint32)
    p = V.zero(np.uint32)
    k = V.zero(np.uint32)
    r = V.zero(np.bool_)
    x = S0
    e = V.bits(x, 30, 23)
    m = V.bits(x, 22, 0)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    _c3 = e == 255
    _m4 = np.logical_and(_m2, _c3)
    p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((V.bit(x, 31) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 255), (m != 0))
    k = np.where(_c5, V.cvt(V.bit(x, 22), "u32", "u32"), k)
    r = V.bit(S1, k) == 1
    SD = r
    return (SD,)


def v_cmp_class_f64(S0, S1):
    x = V.zero(np.uint64)
    e = V.zero(np.uint64)
    m = V.zero(np.uint64)
    p = V.zero(np.uint32)
    k = V.zero(np.uint32)
    r = V.zero(np.bool_)
    x = S0
    e = V.bits(x, 62, 52)
    m = V.bits(x, 51, 0)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    _c3 = e == 2047
    _m4 = np.logical_and(_m2, _c3)
    p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((V.bit(x, 63) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 2047), (m != 0))
    k = np.where(_c5, V.cvt(V.bit(x, 51), "u64", "u32"), k)
    r = V.bit(S1, k) == 1
    SD = r
    return (SD,)


def v_cmp_eq_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a == b
    SD = r
    return (SD,)


def v_cmp_f_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = False
    SD = r
    return (SD,)


def v_cmp_f_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = False
    SD = r
    return (SD,)


def v_cmp_f_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = False
    SD = r
    return (SD,)


def v_cmp_ge_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_gt_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a > b
    SD = r
    return (SD,)


def v_cmp_le_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_lg_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_or((a < b), (a > b))
    SD = r
    return (SD,)


def v_cmp_lg_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_or((a < b), (a > b))
    SD = r
    return (SD,)


def v_cmp_lg_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_or((a < b), (a > b))
    SD = r
    return (SD,)


def v_cmp_lt_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a < b
    SD = r
    return (SD,)


def v_cmp_ne_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a != b
    SD = r
    return (SD,)


def v_cmp_neq_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a == b))
    SD = r
    return (SD,)


def v_cmp_neq_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a == b))
    SD = r
    return (SD,)


def v_cmp_neq_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a == b))
    SD = r
    return (SD,)


def v_cmp_nge_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a >= b))
    SD = r
    return (SD,)


def v_cmp_nge_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a >= b))
    SD = r
    return (SD,)


def v_cmp_nge_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a >= b))
    SD = r
    return (SD,)


def v_cmp_ngt_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a > b))
    SD = r
    return (SD,)


def v_cmp_ngt_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a > b))
    SD = r
    return (SD,)


def v_cmp_ngt_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a > b))
    SD = r
    return (SD,)


def v_cmp_nle_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a <= b))
    SD = r
    return (SD,)


def v_cmp_nle_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a <= b))
    SD = r
    return (SD,)


def v_cmp_nle_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a <= b))
    SD = r
    return (SD,)


def v_cmp_nlg_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not(np.logical_or((a < b), (a > b)))
    SD = r
    return (SD,)


def v_cmp_nlg_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not(np.logical_or((a < b), (a > b)))
    SD = r
    return (SD,)


def v_cmp_nlg_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not(np.logical_or((a < b), (a > b)))
    SD = r
    return (SD,)


def v_cmp_nlt_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a < b))
    SD = r
    return (SD,)


def v_cmp_nlt_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a < b))
    SD = r
    return (SD,)


def v_cmp_nlt_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a < b))
    SD = r
    return (SD,)


def v_cmp_o_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_and(np.logical_not(np.isnan(a)), np.logical_not(np.isnan(b)))
    SD = r
    return (SD,)


def v_cmp_o_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_and(np.logical_not(np.isnan(a)), np.logical_not(np.isnan(b)))
    SD = r
    return (SD,)


def v_cmp_o_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_and(np.logical_not(np.isnan(a)), np.logical_not(np.isnan(b)))
    SD = r
    return (SD,)


def v_cmp_t_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = True
    SD = r
    return (SD,)


def v_cmp_t_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = True
    SD = r
    return (SD,)


def v_cmp_t_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = True
    SD = r
    return (SD,)


def v_cmp_t_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = True
    SD = r
    return (SD,)


def v_cmp_t_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = True
    SD = r
    return (SD,)


def v_cmp_t_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = True
    SD = r
    return (SD,)


def v_cmp_tru_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = True
    SD = r
    return (SD,)


def v_cmp_tru_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = True
    SD = r
    return (SD,)


def v_cmp_tru_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = True
    SD = r
    return (SD,)


def v_cmp_u_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_or(np.isnan(a), np.isnan(b))
    SD = r
    return (SD,)


def v_cmp_u_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_or(np.isnan(a), np.isnan(b))
    SD = r
    return (SD,)


def v_cmp_u_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_or(np.isnan(a), np.isnan(b))
    SD = r
    return (SD,)


def v_cmpx_class_f16(S0, S1):
    x = V.zero(np.uint16)
    e = V.zero(np.uint16)
    m = V.zero(np.uint16)
    p = V.zero(np.uint32)
    k = V.zero(np.uint32)
    r = V.zero(np.bool_)
    x = S0
    e = V.bits(x, 14, 10)
    m = V.bits(x, 9, 0)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    _c3 = e == 31
    _m4 = np.logical_and(_m2, _c3)
    p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((V.bit(x, 15) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 31), (m != 0))
    k = np.where(_c5, V.cvt(V.bit(x, 9), "u16", "u32"), k)
    r = V.bit(S1, k) == 1
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_class_f32(S0, S1):
    x = V.zero(np.uint32)
    e = V.zero(np.uint32)
    m = V.zero(np.uint32)
    p = V.zero(np.uint32)
    k = V.zero(np.uint32)
    r = V.zero(np.bool_)
    x = S0
    e = V.bits(x, 30, 23)
    m = V.bits(x, 22, 0)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    _c3 = e == 255
    _m4 = np.logical_and(_m2, _c3)
    p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((V.bit(x, 31) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 255), (m != 0))
    k = np.where(_c5, V.cvt(V.bit(x, 22), "u32", "u32"), k)
    r = V.bit(S1, k) == 1
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_class_f64(S0, S1):
    x = V.zero(np.uint64)
    e = V.zero(np.uint64)
    m = V.zero(np.uint64)
    p = V.zero(np.uint32)
    k = V.zero(np.uint32)
    r = V.zero(np.bool_)
    x = S0
    e = V.bits(x, 62, 52)
    m = V.bits(x, 51, 0)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    _c3 = e == 2047
    _m4 = np.logical_and(_m2, _c3)
    p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((V.bit(x, 63) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 2047), (m != 0))
    k = np.where(_c5, V.cvt(V.bit(x, 51), "u64", "u32"), k)
    r = V.bit(S1, k) == 1
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lg_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_or((a < b), (a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lg_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_or((a < b), (a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lg_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_or((a < b), (a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_neq_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a == b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_neq_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a == b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_neq_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a == b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nge_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a >= b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nge_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a >= b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nge_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a >= b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ngt_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ngt_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ngt_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nle_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a <= b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nle_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a <= b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nle_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a <= b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlg_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not(np.logical_or((a < b), (a > b)))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlg_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not(np.logical_or((a < b), (a > b)))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlg_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not(np.logical_or((a < b), (a > b)))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlt_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_not((a < b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlt_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_not((a < b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlt_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_not((a < b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_o_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_and(np.logical_not(np.isnan(a)), np.logical_not(np.isnan(b)))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_o_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_and(np.logical_not(np.isnan(a)), np.logical_not(np.isnan(b)))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_o_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_and(np.logical_not(np.isnan(a)), np.logical_not(np.isnan(b)))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_i16(S0, S1):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    r = V.zero(np.bool_)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_i32(S0, S1):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    r = V.zero(np.bool_)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_i64(S0, S1):
    a = V.zero(np.int64)
    b = V.zero(np.int64)
    r = V.zero(np.bool_)
    a = S0.view(np.int64)
    b = S1.view(np.int64)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_u16(S0, S1):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_u32(S0, S1):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_u64(S0, S1):
    a = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.zero(np.bool_)
    a = S0
    b = S1
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_tru_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_tru_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_tru_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_u_f16(S0, S1):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    r = V.zero(np.bool_)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    r = np.logical_or(np.isnan(a), np.isnan(b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_u_f32(S0, S1):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    r = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    r = np.logical_or(np.isnan(a), np.isnan(b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_u_f64(S0, S1):
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    r = V.zero(np.bool_)
    a = S0.view(np.float64)
    b = S1.view(np.float64)
    r = np.logical_or(np.isnan(a), np.isnan(b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cndmask_b32(S2, S1, S0):
    D = V.reinterpret(np.where(S2, S1, S0), np.uint32)
    return (D,)


def v_dot2c_f32_bf16(S0, S1, D):
    p0 = V.zero(np.float32)
    p1 = V.zero(np.float32)
    p0 = V.cvt(V.reinterpret(V.cvt(V.bits(S0, 15, 0), "u32", "u16"), BF16), "bf16", "f32") * V.cvt(
        V.reinterpret(V.cvt(V.bits(S1, 15, 0), "u32", "u16"), BF16), "bf16", "f32"
    )
    p1 = V.cvt(V.reinterpret(V.cvt(V.bits(S0, 31, 16), "u32", "u16"), BF16), "bf16", "f32") * V.cvt(
        V.reinterpret(V.cvt(V.bits(S1, 31, 16), "u32", "u16"), BF16), "bf16", "f32"
    )
    D = V.reinterpret(((p0 + p1) + D.view(np.float32)), np.uint32)
    return (D,)


def v_dot2c_f32_f16(S0, S1, D):
    p0 = V.zero(np.float32)
    p1 = V.zero(np.float32)
    p0 = V.cvt(
        V.ftz(V.reinterpret(V.cvt(V.bits(S0, 15, 0), "u32", "u16"), np.float16)), "f16", "f32"
    ) * V.cvt(
        V.ftz(V.reinterpret(V.cvt(V.bits(S1, 15, 0), "u32", "u16"), np.float16)), "f16", "f32"
    )
    p1 = V.cvt(
        V.ftz(V.reinterpret(V.cvt(V.bits(S0, 31, 16), "u32", "u16"), np.float16)), "f16", "f32"
    ) * V.cvt(
        V.ftz(V.reinterpret(V.cvt(V.bits(S1, 31, 16), "u32", "u16"), np.float16)), "f16", "f32"
    )
    D = V.reinterpret(V.ftz(((p0 + p1) + D.view(np.float32))), np.uint32)
    return (D,)


def v_dot2c_i32_i16(D, S0, S1, CLAMP):
    acc = V.zero(np.int64)
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    acc = V.cvt(D.view(np.int32), "i32", "i64")
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    for i in range(2):
        acc = acc + (
            V.cvt(V.signext(a, 16, 32), "i32", "i64") * V.cvt(V.signext(b, 16, 32), "i32", "i64")
        )
        a = V.shr(a, 16, 32)
        b = V.shr(b, 16, 32)
    _c1 = CLAMP
    acc = np.where(
        _c1, np.maximum(np.minimum(acc, 2147483647), V.const((-2147483648), np.int64)), acc
    )
    D = V.reinterpret(V.cvt(acc, "i64", "i32"), np.uint32)
    return (D,)


def v_dot4c_i32_i8(D, S0, S1, CLAMP):
    acc = V.zero(np.int64)
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    acc = V.cvt(D.view(np.int32), "i32", "i64")
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    for i in range(4):
        acc = acc + (
            V.cvt(V.signext(a, 8, 32), "i32", "i64") * V.cvt(V.signext(b, 8, 32), "i32", "i64")
        )
        a = V.shr(a, 8, 32)
        b = V.shr(b, 8, 32)
    _c1 = CLAMP
    acc = np.where(
        _c1, np.maximum(np.minimum(acc, 2147483647), V.const((-2147483648), np.int64)), acc
    )
    D = V.reinterpret(V.cvt(acc, "i64", "i32"), np.uint32)
    return (D,)


def v_dot8c_i32_i4(D, S0, S1, CLAMP):
    acc = V.zero(np.int64)
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    acc = V.cvt(D.view(np.int32), "i32", "i64")
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    for i in range(8):
        acc = acc + (
            V.cvt(V.signext(a, 4, 32), "i32", "i64") * V.cvt(V.signext(b, 4, 32), "i32", "i64")
        )
        a = V.shr(a, 4, 32)
        b = V.shr(b, 4, 32)
    _c1 = CLAMP
    acc = np.where(
        _c1, np.maximum(np.minimum(acc, 2147483647), V.const((-2147483648), np.int64)), acc
    )
    D = V.reinterpret(V.cvt(acc, "i64", "i32"), np.uint32)
    return (D,)


def v_fmaak_f32(S0, S1, K):
    D = V.reinterpret(
        V.fma(S0.view(np.float32), S1.view(np.float32), K.view(np.float32), "f32"), np.uint32
    )
    return (D,)


def v_fmac_f32(S0, S1, D):
    D = V.reinterpret(
        V.fma(S0.view(np.float32), S1.view(np.float32), D.view(np.float32), "f32"), np.uint32
    )
    return (D,)


def v_fmac_f64(S0, S1, D):
    D = V.reinterpret(
        V.fma(S0.view(np.float64), S1.view(np.float64), D.view(np.float64), "f64"), np.uint64
    )
    return (D,)


def v_fmamk_f32(S0, K, S1):
    D = V.reinterpret(
        V.fma(S0.view(np.float32), K.view(np.float32), S1.view(np.float32), "f32"), np.uint32
    )
    return (D,)


def v_ldexp_f16(S0, S1):
    D = V.reinterpret(
        V.ldexp(S0.view(np.float16), V.cvt(S1.view(np.int16), "i16", "i32")), np.uint16
    )
    return (D,)


def v_lshlrev_b16(S1, S0):
    D = V.reinterpret(V.shl(S1, V.cvt(V.bits(S0, 3, 0), "u16", "u16"), 16), np.uint16)
    return (D,)


def v_lshlrev_b32(S1, S0):
    D = V.reinterpret(V.shl(S1, V.cvt(V.bits(S0, 4, 0), "u32", "u32"), 32), np.uint32)
    return (D,)


def v_lshrrev_b16(S1, S0):
    D = V.reinterpret(V.shr(S1, V.cvt(V.bits(S0, 3, 0), "u16", "u16"), 16), np.uint16)
    return (D,)


def v_lshrrev_b32(S1, S0):
    D = V.reinterpret(V.shr(S1, V.cvt(V.bits(S0, 4, 0), "u32", "u32"), 32), np.uint32)
    return (D,)


def v_mac_f16(S0, S1, D):
    D = V.reinterpret(((S0.view(np.float16) * S1.view(np.float16)) + D.view(np.float16)), np.uint16)
    return (D,)


def v_mac_f32(S0, S1, D):
    D = V.reinterpret(((S0.view(np.float32) * S1.view(np.float32)) + D.view(np.float32)), np.uint32)
    return (D,)


def v_madak_f16(S0, S1, K):
    D = V.reinterpret(((S0.view(np.float16) * S1.view(np.float16)) + K.view(np.float16)), np.uint16)
    return (D,)


def v_madak_f32(S0, S1, K):
    D = V.reinterpret(((S0.view(np.float32) * S1.view(np.float32)) + K.view(np.float32)), np.uint32)
    return (D,)


def v_madmk_f16(S0, K, S1):
    D = V.reinterpret(((S0.view(np.float16) * K.view(np.float16)) + S1.view(np.float16)), np.uint16)
    return (D,)


def v_madmk_f32(S0, K, S1):
    D = V.reinterpret(((S0.view(np.float32) * K.view(np.float32)) + S1.view(np.float32)), np.uint32)
    return (D,)


def v_max_f16(S0, S1):
    D = V.reinterpret(V.fmax(S0.view(np.float16), S1.view(np.float16)), np.uint16)
    return (D,)


def v_max_f32(S0, S1):
    D = V.reinterpret(V.fmax(S0.view(np.float32), S1.view(np.float32)), np.uint32)
    return (D,)


def v_max_i16(S0, S1):
    D = V.reinterpret(np.maximum(S0.view(np.int16), S1.view(np.int16)), np.uint16)
    return (D,)


def v_max_i32(S0, S1):
    D = V.reinterpret(np.maximum(S0.view(np.int32), S1.view(np.int32)), np.uint32)
    return (D,)


def v_max_u16(S0, S1):
    D = V.reinterpret(np.maximum(S0, S1), np.uint16)
    return (D,)


def v_max_u32(S0, S1):
    D = V.reinterpret(np.maximum(S0, S1), np.uint32)
    return (D,)


def v_min_f16(S0, S1):
    D = V.reinterpret(V.fmin(S0.view(np.float16), S1.view(np.float16)), np.uint16)
    return (D,)


def v_min_f32(S0, S1):
    D = V.reinterpret(V.fmin(S0.view(np.float32), S1.view(np.float32)), np.uint32)
    return (D,)


def v_min_i16(S0, S1):
    D = V.reinterpret(np.minimum(S0.view(np.int16), S1.view(np.int16)), np.uint16)
    return (D,)


def v_min_i32(S0, S1):
    D = V.reinterpret(np.minimum(S0.view(np.int32), S1.view(np.int32)), np.uint32)
    return (D,)


def v_min_u16(S0, S1):
    D = V.reinterpret(np.minimum(S0, S1), np.uint16)
    return (D,)


def v_min_u32(S0, S1):
    D = V.reinterpret(np.minimum(S0, S1), np.uint32)
    return (D,)


def v_mul_f16(S0, S1):
    D = V.reinterpret((S0.view(np.float16) * S1.view(np.float16)), np.uint16)
    return (D,)


def v_mul_f32(S0, S1):
    D = V.reinterpret((S0.view(np.float32) * S1.view(np.float32)), np.uint32)
    return (D,)


def v_mul_hi_i32_i24(S0, S1, CLAMP):
    p = V.zero(np.int64)
    p = V.cvt(V.signext(S0.view(np.int32), 24, 32), "i32", "i64") * V.cvt(
        V.signext(S1.view(np.int32), 24, 32), "i32", "i64"
    )
    _c1 = CLAMP
    p = np.where(_c1, np.maximum(np.minimum(p, 2147483647), V.const((-2147483648), np.int64)), p)
    D = V.reinterpret(V.cvt(V.bits(p, 63, 32), "u64", "i32"), np.uint32)
    return (D,)


def v_mul_hi_u32_u24(S0, S1, CLAMP):
    p = V.zero(np.uint64)
    p = V.cvt(V.bits(S0, 23, 0), "u32", "u64") * V.cvt(V.bits(S1, 23, 0), "u32", "u64")
    _c1 = CLAMP
    p = np.where(_c1, np.maximum(np.minimum(p, 4294967295), 0), p)
    D = V.reinterpret(V.cvt(V.bits(p, 63, 32), "u64", "u32"), np.uint32)
    return (D,)


def v_mul_i32_i24(S0, S1, CLAMP):
    p = V.zero(np.int64)
    p = V.cvt(V.signext(S0.view(np.int32), 24, 32), "i32", "i64") * V.cvt(
        V.signext(S1.view(np.int32), 24, 32), "i32", "i64"
    )
    _c1 = CLAMP
    p = np.where(_c1, np.maximum(np.minimum(p, 2147483647), V.const((-2147483648), np.int64)), p)
    D = V.reinterpret(V.cvt(V.bits(p, 31, 0), "u64", "i32"), np.uint32)
    return (D,)


def v_mul_lo_u16(S0, S1):
    D = V.reinterpret((S0 * S1), np.uint16)
    return (D,)


def v_mul_u32_u24(S0, S1, CLAMP):
    p = V.zero(np.uint64)
    p = V.cvt(V.bits(S0, 23, 0), "u32", "u64") * V.cvt(V.bits(S1, 23, 0), "u32", "u64")
    _c1 = CLAMP
    p = np.where(_c1, np.maximum(np.minimum(p, 4294967295), 0), p)
    D = V.reinterpret(V.cvt(V.bits(p, 31, 0), "u64", "u32"), np.uint32)
    return (D,)


def v_or_b32(S0, S1):
    D = V.reinterpret((S0 | S1), np.uint32)
    return (D,)


def v_pk_fmac_f16(S0, S1, D):
    lo = V.zero(np.float16)
    hi = V.zero(np.float16)
    lo = V.fma(
        V.reinterpret(V.cvt(V.bits(S0, 15, 0), "u32", "u16"), np.float16),
        V.reinterpret(V.cvt(V.bits(S1, 15, 0), "u32", "u16"), np.float16),
        V.reinterpret(V.cvt(V.bits(D, 15, 0), "u32", "u16"), np.float16),
        "f16",
    )
    hi = V.fma(
        V.reinterpret(V.cvt(V.bits(S0, 31, 16), "u32", "u16"), np.float16),
        V.reinterpret(V.cvt(V.bits(S1, 31, 16), "u32", "u16"), np.float16),
        V.reinterpret(V.cvt(V.bits(D, 31, 16), "u32", "u16"), np.float16),
        "f16",
    )
    D = V.reinterpret(
        (
            V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            | V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
        ),
        np.uint32,
    )
    return (D,)


def v_sub_co_u32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S0, "u32", "u64") - V.cvt(S1, "u32", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)),
            V.const(np.where(True, 0, 4294967295), np.uint32),
            V.cvt(r, "u64", "u32"),
        ),
        np.uint32,
    )
    return (SD, D)


def v_sub_f16(S0, S1):
    D = V.reinterpret((S0.view(np.float16) - S1.view(np.float16)), np.uint16)
    return (D,)


def v_sub_f32(S0, S1):
    D = V.reinterpret((S0.view(np.float32) - S1.view(np.float32)), np.uint32)
    return (D,)


def v_sub_u16(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S0, "u16", "u64") - V.cvt(S1, "u16", "u64")
    _c1 = np.logical_and(CLAMP, (r >= 65536))
    r = np.where(_c1, np.where(True, V.cvt(0, "int", "u64"), V.cvt(65535, "int", "u64")), r)
    D = V.reinterpret(V.cvt(r, "u64", "u16"), np.uint16)
    return (D,)


def v_sub_u32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S0, "u32", "u64") - V.cvt(S1, "u32", "u64")
    _c1 = np.logical_and(CLAMP, (r >= 4294967296))
    r = np.where(_c1, np.where(True, V.cvt(0, "int", "u64"), V.cvt(4294967295, "int", "u64")), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_subb_co_u32(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (V.cvt(S0, "u32", "u64") - V.cvt(S1, "u32", "u64")) - V.cvt(S2, "bool", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)),
            V.const(np.where(True, 0, 4294967295), np.uint32),
            V.cvt(r, "u64", "u32"),
        ),
        np.uint32,
    )
    return (SD, D)


def v_subbrev_co_u32(S1, S0, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (V.cvt(S1, "u32", "u64") - V.cvt(S0, "u32", "u64")) - V.cvt(S2, "bool", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)),
            V.const(np.where(True, 0, 4294967295), np.uint32),
            V.cvt(r, "u64", "u32"),
        ),
        np.uint32,
    )
    return (SD, D)


def v_subrev_co_u32(S1, S0, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S1, "u32", "u64") - V.cvt(S0, "u32", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)),
            V.const(np.where(True, 0, 4294967295), np.uint32),
            V.cvt(r, "u64", "u32"),
        ),
        np.uint32,
    )
    return (SD, D)


def v_subrev_f16(S1, S0):
    D = V.reinterpret((S1.view(np.float16) - S0.view(np.float16)), np.uint16)
    return (D,)


def v_subrev_f32(S1, S0):
    D = V.reinterpret((S1.view(np.float32) - S0.view(np.float32)), np.uint32)
    return (D,)


def v_subrev_u16(S1, S0, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S1, "u16", "u64") - V.cvt(S0, "u16", "u64")
    _c1 = np.logical_and(CLAMP, (r >= 65536))
    r = np.where(_c1, np.where(True, V.cvt(0, "int", "u64"), V.cvt(65535, "int", "u64")), r)
    D = V.reinterpret(V.cvt(r, "u64", "u16"), np.uint16)
    return (D,)


def v_subrev_u32(S1, S0, CLAMP):
    r = V.zero(np.uint64)
    r = V.cvt(S1, "u32", "u64") - V.cvt(S0, "u32", "u64")
    _c1 = np.logical_and(CLAMP, (r >= 4294967296))
    r = np.where(_c1, np.where(True, V.cvt(0, "int", "u64"), V.cvt(4294967295, "int", "u64")), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_xnor_b32(S0, S1):
    D = V.reinterpret((~(S0 ^ S1)), np.uint32)
    return (D,)


def v_xor_b32(S0, S1):
    D = V.reinterpret((S0 ^ S1), np.uint32)
    return (D,)
