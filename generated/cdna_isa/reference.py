"""Per-lane reference semantics (exact scalar arithmetic). Generated from spec/; do not edit."""

from .runtime import refops as R


def s_abs_i32(S0):
    r = (
        R.wrap("i32", 0 - R.from_bits("i32", S0))
        if (R.from_bits("i32", S0) < 0)
        else R.from_bits("i32", S0)
    )
    D = R.to_bits("i32", r)
    SCC = r != 0
    return (D, SCC)


def s_absdiff_i32(S0, S1):
    r = R.wrap("i32", R.from_bits("i32", S0) - R.from_bits("i32", S1))
    if r < 0:
        r = R.wrap("i32", 0 - r)
    D = R.to_bits("i32", r)
    SCC = r != 0
    return (D, SCC)


def s_add_i32(S0, S1):
    r = R.wrap("u32", R.from_bits("u32", S0) + R.from_bits("u32", S1))
    D = R.to_bits("u32", r)
    SCC = (
        R.bit("u32", R.from_bits("u32", S0), 31) == R.bit("u32", R.from_bits("u32", S1), 31)
    ) and (R.bit("u32", r, 31) != R.bit("u32", R.from_bits("u32", S0), 31))
    return (D, SCC)


def s_add_u32(S0, S1):
    sum = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.from_bits("u32", S0)) + R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    D = R.to_bits("u32", R.cvt("u64", "u32", sum))
    SCC = sum >= 4294967296
    return (D, SCC)


def s_addc_u32(S0, S1, SCC):
    sum = R.wrap(
        "u64",
        R.wrap(
            "u64",
            R.cvt("u32", "u64", R.from_bits("u32", S0))
            + R.cvt("u32", "u64", R.from_bits("u32", S1)),
        )
        + R.cvt("bool", "u64", SCC),
    )
    D = R.to_bits("u32", R.cvt("u64", "u32", sum))
    SCC = sum >= 4294967296
    return (D, SCC)


def s_addk_i32(D, K):
    old = R.from_bits("u32", D)
    k = R.cvt("i16", "u32", R.from_bits("i16", K))
    r = R.wrap("u32", old + k)
    D = R.to_bits("u32", r)
    SCC = (R.bit("u32", old, 31) == R.bit("u32", k, 31)) and (
        R.bit("u32", r, 31) != R.bit("u32", old, 31)
    )
    return (D, SCC)


def s_and_b32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = R.wrap("u32", a & b)
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_and_b64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = R.wrap("u64", a & b)
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_and_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", a & e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_andn1_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", R.wrap("u64", ~a) & e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_andn1_wrexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    r = R.wrap("u64", R.wrap("u64", ~a) & e)
    EXEC = r
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (EXEC, D, SCC)


def s_andn2_b32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = R.wrap("u32", a & R.wrap("u32", ~b))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_andn2_b64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = R.wrap("u64", a & R.wrap("u64", ~b))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_andn2_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", a & R.wrap("u64", ~e))
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_andn2_wrexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    r = R.wrap("u64", a & R.wrap("u64", ~e))
    EXEC = r
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (EXEC, D, SCC)


def s_ashr_i32(S0, S1):
    r = R.shr(
        "i32",
        R.from_bits("i32", S0),
        R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 4, 0)),
    )
    D = R.to_bits("i32", r)
    SCC = r != 0
    return (D, SCC)


def s_ashr_i64(S0, S1):
    r = R.shr(
        "i64",
        R.from_bits("i64", S0),
        R.cvt("u32", "i64", R.bits("u32", R.from_bits("u32", S1), 5, 0)),
    )
    D = R.to_bits("i64", r)
    SCC = r != 0
    return (D, SCC)


def s_barrier(_st):
    _st.barrier()
    return ()


def s_bcnt0_i32_b32(S0):
    r = R.cvt("u32", "i32", R.popcount("u32", R.wrap("u32", ~R.from_bits("u32", S0))))
    D = R.to_bits("i32", r)
    SCC = r != 0
    return (D, SCC)


def s_bcnt0_i32_b64(S0):
    r = R.cvt("u32", "i32", R.popcount("u64", R.wrap("u64", ~R.from_bits("u64", S0))))
    D = R.to_bits("i32", r)
    SCC = r != 0
    return (D, SCC)


def s_bcnt1_i32_b32(S0):
    r = R.cvt("u32", "i32", R.popcount("u32", R.from_bits("u32", S0)))
    D = R.to_bits("i32", r)
    SCC = r != 0
    return (D, SCC)


def s_bcnt1_i32_b64(S0):
    r = R.cvt("u32", "i32", R.popcount("u64", R.from_bits("u64", S0)))
    D = R.to_bits("i32", r)
    SCC = r != 0
    return (D, SCC)


def s_bfe_i32(S1, S0):
    off = R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 4, 0))
    w = R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 22, 16))
    if w > 32:
        w = 32
    f = R.wrap(
        "u32",
        R.shr("u32", R.from_bits("u32", S0), off)
        & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
    )
    s = R.wrap("u32", 32 - w)
    r = R.shr("i32", R.cvt("u32", "i32", R.shl("u32", f, s)), R.cvt("u32", "i32", s))
    D = R.to_bits("i32", r)
    SCC = r != 0
    return (D, SCC)


def s_bfe_i64(S1, S0):
    off = R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 5, 0))
    w = R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 22, 16))
    if w > 64:
        w = 64
    f = R.wrap(
        "u64",
        R.shr("u64", R.from_bits("u64", S0), off)
        & R.wrap("u64", R.shl("u64", R.cvt("int", "u64", 1), w) - 1),
    )
    s = R.wrap("u64", 64 - w)
    r = R.shr("i64", R.cvt("u64", "i64", R.shl("u64", f, s)), R.cvt("u64", "i64", s))
    D = R.to_bits("i64", r)
    SCC = r != 0
    return (D, SCC)


def s_bfe_u32(S1, S0):
    off = R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 4, 0))
    w = R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 22, 16))
    if w > 32:
        w = 32
    f = R.wrap(
        "u32",
        R.shr("u32", R.from_bits("u32", S0), off)
        & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
    )
    s = R.wrap("u32", 32 - w)
    r = R.shr("u32", R.cvt("u32", "u32", R.shl("u32", f, s)), R.cvt("u32", "u32", s))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_bfe_u64(S1, S0):
    off = R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 5, 0))
    w = R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 22, 16))
    if w > 64:
        w = 64
    f = R.wrap(
        "u64",
        R.shr("u64", R.from_bits("u64", S0), off)
        & R.wrap("u64", R.shl("u64", R.cvt("int", "u64", 1), w) - 1),
    )
    s = R.wrap("u64", 64 - w)
    r = R.shr("u64", R.cvt("u64", "u64", R.shl("u64", f, s)), R.cvt("u64", "u64", s))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_bfm_b32(S0, S1):
    D = R.to_bits(
        "u32",
        R.shl(
            "u32",
            R.wrap(
                "u32",
                R.shl(
                    "u32",
                    R.cvt("int", "u32", 1),
                    R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S0), 4, 0)),
                )
                - 1,
            ),
            R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 4, 0)),
        ),
    )
    return (D,)


def s_bfm_b64(S0, S1):
    D = R.to_bits(
        "u64",
        R.shl(
            "u64",
            R.wrap(
                "u64",
                R.shl(
                    "u64",
                    R.cvt("int", "u64", 1),
                    R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S0), 5, 0)),
                )
                - 1,
            ),
            R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 5, 0)),
        ),
    )
    return (D,)


def s_bitcmp0_b32(S0, S1):
    SCC = (
        R.wrap(
            "u32",
            R.shr(
                "u32",
                R.from_bits("u32", S0),
                R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 4, 0)),
            )
            & 1,
        )
        == 0
    )
    return (SCC,)


def s_bitcmp0_b64(S0, S1):
    SCC = (
        R.wrap(
            "u64",
            R.shr(
                "u64",
                R.from_bits("u64", S0),
                R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 5, 0)),
            )
            & 1,
        )
        == 0
    )
    return (SCC,)


def s_bitcmp1_b32(S0, S1):
    SCC = (
        R.wrap(
            "u32",
            R.shr(
                "u32",
                R.from_bits("u32", S0),
                R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 4, 0)),
            )
            & 1,
        )
        == 1
    )
    return (SCC,)


def s_bitcmp1_b64(S0, S1):
    SCC = (
        R.wrap(
            "u64",
            R.shr(
                "u64",
                R.from_bits("u64", S0),
                R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 5, 0)),
            )
            & 1,
        )
        == 1
    )
    return (SCC,)


def s_bitreplicate_b64_b32(S0):
    r = R.cvt("int", "u64", 0)
    for i in range(32):
        b = R.cvt(
            "u32",
            "u64",
            R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), R.cvt("int", "u32", i)) & 1),
        )
        r = R.wrap(
            "u64",
            R.wrap("u64", r | R.shl("u64", b, R.cvt("int", "u64", (2 * i))))
            | R.shl("u64", b, R.cvt("int", "u64", ((2 * i) + 1))),
        )
    D = R.to_bits("u64", r)
    return (D,)


def s_bitset0_b32(D, S0):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.from_bits("u32", D)
            & R.wrap(
                "u32",
                ~R.shl(
                    "u32",
                    R.cvt("int", "u32", 1),
                    R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S0), 4, 0)),
                ),
            ),
        ),
    )
    return (D,)


def s_bitset0_b64(D, S0):
    D = R.to_bits(
        "u64",
        R.wrap(
            "u64",
            R.from_bits("u64", D)
            & R.wrap(
                "u64",
                ~R.shl(
                    "u64",
                    R.cvt("int", "u64", 1),
                    R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S0), 5, 0)),
                ),
            ),
        ),
    )
    return (D,)


def s_bitset1_b32(D, S0):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.from_bits("u32", D)
            | R.shl(
                "u32",
                R.cvt("int", "u32", 1),
                R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S0), 4, 0)),
            ),
        ),
    )
    return (D,)


def s_bitset1_b64(D, S0):
    D = R.to_bits(
        "u64",
        R.wrap(
            "u64",
            R.from_bits("u64", D)
            | R.shl(
                "u64",
                R.cvt("int", "u64", 1),
                R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S0), 5, 0)),
            ),
        ),
    )
    return (D,)


def s_branch(K, PC, PCN):
    PC_out = PCN
    PC_out = R.wrap(
        "u64",
        R.wrap("u64", PC + 4)
        + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
    )
    return (PC_out,)


def s_brev_b32(S0):
    D = R.to_bits("u32", R.brev("u32", R.from_bits("u32", S0)))
    return (D,)


def s_brev_b64(S0):
    D = R.to_bits("u64", R.brev("u64", R.from_bits("u64", S0)))
    return (D,)


def s_call_b64(K, PC, PCN):
    PC_out = PCN
    D = R.to_bits("u64", R.wrap("u64", PC + 4))
    PC_out = R.wrap(
        "u64",
        R.wrap("u64", PC + 4)
        + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
    )
    return (D, PC_out)


def s_cbranch_cdbgsys(K, PC, PCN, _st):
    PC_out = PCN
    st = _st.hwreg(2)
    if R.bit("u32", st, 21) != 0:
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_cdbgsys_and_user(K, PC, PCN, _st):
    PC_out = PCN
    st = _st.hwreg(2)
    if (R.bit("u32", st, 21) != 0) and (R.bit("u32", st, 20) != 0):
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_cdbgsys_or_user(K, PC, PCN, _st):
    PC_out = PCN
    st = _st.hwreg(2)
    if (R.bit("u32", st, 21) != 0) or (R.bit("u32", st, 20) != 0):
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_cdbguser(K, PC, PCN, _st):
    PC_out = PCN
    st = _st.hwreg(2)
    if R.bit("u32", st, 20) != 0:
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_execnz(EXEC, K, PC, PCN):
    PC_out = PCN
    if EXEC != 0:
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_execz(EXEC, K, PC, PCN):
    PC_out = PCN
    if EXEC == 0:
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_g_fork(EXEC, S0, S1, PC, PCN, _st):
    PC_out = PCN
    e = EXEC
    mpass = R.wrap("u64", R.from_bits("u64", S0) & e)
    mfail = R.wrap("u64", R.wrap("u64", ~R.from_bits("u64", S0)) & e)
    if mpass == e:
        PC_out = R.from_bits("u64", S1)
    else:
        if mfail == e:
            pass
        else:
            mode = _st.hwreg(1)
            csp = R.bits("u32", mode, 31, 29)
            base = R.wrap("u32", csp * 4)
            if R.popcount("u64", mfail) < R.popcount("u64", mpass):
                EXEC = mfail
                _st.set_sgpr(base, R.cvt("u64", "u32", mpass))
                _st.set_sgpr(R.wrap("u32", base + 1), R.cvt("u64", "u32", R.shr("u64", mpass, 32)))
                _st.set_sgpr(R.wrap("u32", base + 2), R.cvt("u64", "u32", R.from_bits("u64", S1)))
                _st.set_sgpr(
                    R.wrap("u32", base + 3),
                    R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S1), 32)),
                )
            else:
                EXEC = mpass
                _st.set_sgpr(base, R.cvt("u64", "u32", mfail))
                _st.set_sgpr(R.wrap("u32", base + 1), R.cvt("u64", "u32", R.shr("u64", mfail, 32)))
                _st.set_sgpr(R.wrap("u32", base + 2), R.cvt("u64", "u32", R.wrap("u64", PC + 4)))
                _st.set_sgpr(
                    R.wrap("u32", base + 3),
                    R.cvt("u64", "u32", R.shr("u64", R.wrap("u64", PC + 4), 32)),
                )
                PC_out = R.from_bits("u64", S1)
            _st.set_hwreg(
                1,
                R.wrap(
                    "u32",
                    R.wrap("u32", mode & 536870911)
                    | R.shl("u32", R.wrap("u32", R.wrap("u32", csp + 1) & 7), 29),
                ),
            )
    return (PC_out, EXEC)


def s_cbranch_i_fork(EXEC, K, S0, PC, PCN, _st):
    PC_out = PCN
    e = EXEC
    target = R.wrap(
        "u64",
        R.wrap("u64", PC + 4)
        + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
    )
    mpass = R.wrap("u64", R.from_bits("u64", S0) & e)
    mfail = R.wrap("u64", R.wrap("u64", ~R.from_bits("u64", S0)) & e)
    if mpass == e:
        PC_out = target
    else:
        if mfail == e:
            pass
        else:
            mode = _st.hwreg(1)
            csp = R.bits("u32", mode, 31, 29)
            base = R.wrap("u32", csp * 4)
            if R.popcount("u64", mfail) < R.popcount("u64", mpass):
                EXEC = mfail
                _st.set_sgpr(base, R.cvt("u64", "u32", mpass))
                _st.set_sgpr(R.wrap("u32", base + 1), R.cvt("u64", "u32", R.shr("u64", mpass, 32)))
                _st.set_sgpr(R.wrap("u32", base + 2), R.cvt("u64", "u32", target))
                _st.set_sgpr(R.wrap("u32", base + 3), R.cvt("u64", "u32", R.shr("u64", target, 32)))
            else:
                EXEC = mpass
                _st.set_sgpr(base, R.cvt("u64", "u32", mfail))
                _st.set_sgpr(R.wrap("u32", base + 1), R.cvt("u64", "u32", R.shr("u64", mfail, 32)))
                _st.set_sgpr(R.wrap("u32", base + 2), R.cvt("u64", "u32", R.wrap("u64", PC + 4)))
                _st.set_sgpr(
                    R.wrap("u32", base + 3),
                    R.cvt("u64", "u32", R.shr("u64", R.wrap("u64", PC + 4), 32)),
                )
                PC_out = target
            _st.set_hwreg(
                1,
                R.wrap(
                    "u32",
                    R.wrap("u32", mode & 536870911)
                    | R.shl("u32", R.wrap("u32", R.wrap("u32", csp + 1) & 7), 29),
                ),
            )
    return (PC_out, EXEC)


def s_cbranch_join(S0, EXEC, PCN, _st):
    PC_out = PCN
    mode = _st.hwreg(1)
    csp = R.bits("u32", mode, 31, 29)
    if csp != R.from_bits("u32", S0):
        csp = R.wrap("u32", R.wrap("u32", csp - 1) & 7)
        base = R.wrap("u32", csp * 4)
        _st.set_hwreg(1, R.wrap("u32", R.wrap("u32", mode & 536870911) | R.shl("u32", csp, 29)))
        EXEC = R.wrap(
            "u64",
            R.shl("u64", R.cvt("u32", "u64", _st.sgpr(R.wrap("u32", base + 1))), 32)
            | R.cvt("u32", "u64", _st.sgpr(base)),
        )
        PC_out = R.wrap(
            "u64",
            R.shl("u64", R.cvt("u32", "u64", _st.sgpr(R.wrap("u32", base + 3))), 32)
            | R.cvt("u32", "u64", _st.sgpr(R.wrap("u32", base + 2))),
        )
    return (EXEC, PC_out)


def s_cbranch_scc0(SCC, K, PC, PCN):
    PC_out = PCN
    if not SCC:
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_scc1(SCC, K, PC, PCN):
    PC_out = PCN
    if SCC:
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_vccnz(VCC, K, PC, PCN):
    PC_out = PCN
    if VCC != 0:
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cbranch_vccz(VCC, K, PC, PCN):
    PC_out = PCN
    if VCC == 0:
        PC_out = R.wrap(
            "u64",
            R.wrap("u64", PC + 4)
            + R.wrap("u64", R.cvt("i64", "u64", R.cvt("i16", "i64", R.from_bits("i16", K))) * 4),
        )
    return (PC_out,)


def s_cmov_b32(SCC, S0, D):
    if SCC:
        D = R.to_bits("u32", R.from_bits("u32", S0))
    return (D,)


def s_cmov_b64(SCC, S0, D):
    if SCC:
        D = R.to_bits("u64", R.from_bits("u64", S0))
    return (D,)


def s_cmovk_i32(SCC, K, D):
    if SCC:
        D = R.to_bits("i32", R.cvt("i16", "i32", R.from_bits("i16", K)))
    return (D,)


def s_cmp_eq_i32(S0, S1):
    SCC = R.from_bits("i32", S0) == R.from_bits("i32", S1)
    return (SCC,)


def s_cmp_eq_u32(S0, S1):
    SCC = R.from_bits("u32", S0) == R.from_bits("u32", S1)
    return (SCC,)


def s_cmp_eq_u64(S0, S1):
    SCC = R.from_bits("u64", S0) == R.from_bits("u64", S1)
    return (SCC,)


def s_cmp_ge_i32(S0, S1):
    SCC = R.from_bits("i32", S0) >= R.from_bits("i32", S1)
    return (SCC,)


def s_cmp_ge_u32(S0, S1):
    SCC = R.from_bits("u32", S0) >= R.from_bits("u32", S1)
    return (SCC,)


def s_cmp_gt_i32(S0, S1):
    SCC = R.from_bits("i32", S0) > R.from_bits("i32", S1)
    return (SCC,)


def s_cmp_gt_u32(S0, S1):
    SCC = R.from_bits("u32", S0) > R.from_bits("u32", S1)
    return (SCC,)


def s_cmp_le_i32(S0, S1):
    SCC = R.from_bits("i32", S0) <= R.from_bits("i32", S1)
    return (SCC,)


def s_cmp_le_u32(S0, S1):
    SCC = R.from_bits("u32", S0) <= R.from_bits("u32", S1)
    return (SCC,)


def s_cmp_lg_i32(S0, S1):
    SCC = R.from_bits("i32", S0) != R.from_bits("i32", S1)
    return (SCC,)


def s_cmp_lg_u32(S0, S1):
    SCC = R.from_bits("u32", S0) != R.from_bits("u32", S1)
    return (SCC,)


def s_cmp_lg_u64(S0, S1):
    SCC = R.from_bits("u64", S0) != R.from_bits("u64", S1)
    return (SCC,)


def s_cmp_lt_i32(S0, S1):
    SCC = R.from_bits("i32", S0) < R.from_bits("i32", S1)
    return (SCC,)


def s_cmp_lt_u32(S0, S1):
    SCC = R.from_bits("u32", S0) < R.from_bits("u32", S1)
    return (SCC,)


def s_cmpk_eq_i32(S0, K):
    SCC = R.from_bits("i32", S0) == R.cvt("i16", "i32", R.from_bits("i16", K))
    return (SCC,)


def s_cmpk_eq_u32(S0, K):
    SCC = R.from_bits("u32", S0) == R.cvt("u16", "u32", R.from_bits("u16", K))
    return (SCC,)


def s_cmpk_ge_i32(S0, K):
    SCC = R.from_bits("i32", S0) >= R.cvt("i16", "i32", R.from_bits("i16", K))
    return (SCC,)


def s_cmpk_ge_u32(S0, K):
    SCC = R.from_bits("u32", S0) >= R.cvt("u16", "u32", R.from_bits("u16", K))
    return (SCC,)


def s_cmpk_gt_i32(S0, K):
    SCC = R.from_bits("i32", S0) > R.cvt("i16", "i32", R.from_bits("i16", K))
    return (SCC,)


def s_cmpk_gt_u32(S0, K):
    SCC = R.from_bits("u32", S0) > R.cvt("u16", "u32", R.from_bits("u16", K))
    return (SCC,)


def s_cmpk_le_i32(S0, K):
    SCC = R.from_bits("i32", S0) <= R.cvt("i16", "i32", R.from_bits("i16", K))
    return (SCC,)


def s_cmpk_le_u32(S0, K):
    SCC = R.from_bits("u32", S0) <= R.cvt("u16", "u32", R.from_bits("u16", K))
    return (SCC,)


def s_cmpk_lg_i32(S0, K):
    SCC = R.from_bits("i32", S0) != R.cvt("i16", "i32", R.from_bits("i16", K))
    return (SCC,)


def s_cmpk_lg_u32(S0, K):
    SCC = R.from_bits("u32", S0) != R.cvt("u16", "u32", R.from_bits("u16", K))
    return (SCC,)


def s_cmpk_lt_i32(S0, K):
    SCC = R.from_bits("i32", S0) < R.cvt("i16", "i32", R.from_bits("i16", K))
    return (SCC,)


def s_cmpk_lt_u32(S0, K):
    SCC = R.from_bits("u32", S0) < R.cvt("u16", "u32", R.from_bits("u16", K))
    return (SCC,)


def s_cselect_b32(SCC, S0, S1):
    D = R.to_bits("u32", (R.from_bits("u32", S0) if SCC else R.from_bits("u32", S1)))
    return (D,)


def s_cselect_b64(SCC, S0, S1):
    D = R.to_bits("u64", (R.from_bits("u64", S0) if SCC else R.from_bits("u64", S1)))
    return (D,)


def s_endpgm(_st):
    _st.endpgm()
    return ()


def s_endpgm_ordered_ps_done(_st):
    _st.endpgm()
    return ()


def s_endpgm_saved(_st):
    _st.endpgm()
    return ()


def s_ff0_i32_b32(S0):
    x = R.wrap("u32", ~R.from_bits("u32", S0))
    D = R.to_bits("i32", (R.cvt("u32", "i32", R.ctz("u32", x)) if (x != 0) else (-1)))
    return (D,)


def s_ff0_i32_b64(S0):
    x = R.wrap("u64", ~R.from_bits("u64", S0))
    D = R.to_bits("i32", (R.cvt("u32", "i32", R.ctz("u64", x)) if (x != 0) else (-1)))
    return (D,)


def s_ff1_i32_b32(S0):
    x = R.from_bits("u32", S0)
    D = R.to_bits("i32", (R.cvt("u32", "i32", R.ctz("u32", x)) if (x != 0) else (-1)))
    return (D,)


def s_ff1_i32_b64(S0):
    x = R.from_bits("u64", S0)
    D = R.to_bits("i32", (R.cvt("u32", "i32", R.ctz("u64", x)) if (x != 0) else (-1)))
    return (D,)


def s_flbit_i32(S0):
    y = R.wrap(
        "u32",
        R.from_bits("u32", S0) ^ R.cvt("i32", "u32", R.shr("i32", R.from_bits("i32", S0), 31)),
    )
    D = R.to_bits("i32", (R.cvt("u32", "i32", R.clz("u32", y)) if (y != 0) else (-1)))
    return (D,)


def s_flbit_i32_b32(S0):
    x = R.from_bits("u32", S0)
    D = R.to_bits("i32", (R.cvt("u32", "i32", R.clz("u32", x)) if (x != 0) else (-1)))
    return (D,)


def s_flbit_i32_b64(S0):
    x = R.from_bits("u64", S0)
    D = R.to_bits("i32", (R.cvt("u32", "i32", R.clz("u64", x)) if (x != 0) else (-1)))
    return (D,)


def s_flbit_i32_i64(S0):
    y = R.wrap(
        "u64",
        R.from_bits("u64", S0) ^ R.cvt("i64", "u64", R.shr("i64", R.from_bits("i64", S0), 63)),
    )
    D = R.to_bits("i32", (R.cvt("u32", "i32", R.clz("u64", y)) if (y != 0) else (-1)))
    return (D,)


def s_getpc_b64(PC):
    D = R.to_bits("u64", R.wrap("u64", PC + 4))
    return (D,)


def s_getreg_b32(K, _st):
    id = R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 5, 0))
    off = R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 10, 6))
    size = R.wrap("u32", R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 15, 11)) + 1)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.shr("u32", _st.hwreg(id), off)
            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), size) - 1),
        ),
    )
    return (D,)


def s_lshl1_add_u32(S0, S1):
    sum = R.wrap(
        "u64",
        R.shl("u64", R.cvt("u32", "u64", R.from_bits("u32", S0)), 1)
        + R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    D = R.to_bits("u32", R.cvt("u64", "u32", sum))
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl2_add_u32(S0, S1):
    sum = R.wrap(
        "u64",
        R.shl("u64", R.cvt("u32", "u64", R.from_bits("u32", S0)), 2)
        + R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    D = R.to_bits("u32", R.cvt("u64", "u32", sum))
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl3_add_u32(S0, S1):
    sum = R.wrap(
        "u64",
        R.shl("u64", R.cvt("u32", "u64", R.from_bits("u32", S0)), 3)
        + R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    D = R.to_bits("u32", R.cvt("u64", "u32", sum))
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl4_add_u32(S0, S1):
    sum = R.wrap(
        "u64",
        R.shl("u64", R.cvt("u32", "u64", R.from_bits("u32", S0)), 4)
        + R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    D = R.to_bits("u32", R.cvt("u64", "u32", sum))
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl_b32(S0, S1):
    r = R.shl(
        "u32",
        R.from_bits("u32", S0),
        R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 4, 0)),
    )
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_lshl_b64(S0, S1):
    r = R.shl(
        "u64",
        R.from_bits("u64", S0),
        R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 5, 0)),
    )
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_lshr_b32(S0, S1):
    r = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S1), 4, 0)),
    )
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_lshr_b64(S0, S1):
    r = R.shr(
        "u64",
        R.from_bits("u64", S0),
        R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 5, 0)),
    )
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_max_i32(S0, S1):
    c = R.from_bits("i32", S0) > R.from_bits("i32", S1)
    D = R.to_bits("i32", (R.from_bits("i32", S0) if c else R.from_bits("i32", S1)))
    SCC = c
    return (D, SCC)


def s_max_u32(S0, S1):
    c = R.from_bits("u32", S0) > R.from_bits("u32", S1)
    D = R.to_bits("u32", (R.from_bits("u32", S0) if c else R.from_bits("u32", S1)))
    SCC = c
    return (D, SCC)


def s_min_i32(S0, S1):
    c = R.from_bits("i32", S0) < R.from_bits("i32", S1)
    D = R.to_bits("i32", (R.from_bits("i32", S0) if c else R.from_bits("i32", S1)))
    SCC = c
    return (D, SCC)


def s_min_u32(S0, S1):
    c = R.from_bits("u32", S0) < R.from_bits("u32", S1)
    D = R.to_bits("u32", (R.from_bits("u32", S0) if c else R.from_bits("u32", S1)))
    SCC = c
    return (D, SCC)


def s_mov_b32(S0):
    D = R.to_bits("u32", R.from_bits("u32", S0))
    return (D,)


def s_mov_b64(S0):
    D = R.to_bits("u64", R.from_bits("u64", S0))
    return (D,)


def s_movk_i32(K):
    D = R.to_bits("i32", R.cvt("i16", "i32", R.from_bits("i16", K)))
    return (D,)


def s_movreld_b32(S0, D_reg, M0, _st):
    _st.set_sgpr(R.wrap("u32", D_reg + M0), R.from_bits("u32", S0))
    return ()


def s_movreld_b64(S0, D_reg, M0, _st):
    _st.set_sgpr(R.wrap("u32", D_reg + M0), R.cvt("u64", "u32", R.from_bits("u64", S0)))
    _st.set_sgpr(
        R.wrap("u32", R.wrap("u32", D_reg + M0) + 1),
        R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S0), 32)),
    )
    return ()


def s_movrels_b32(S0_reg, M0, _st):
    D = R.to_bits("u32", _st.sgpr(R.wrap("u32", S0_reg + M0)))
    return (D,)


def s_movrels_b64(S0_reg, M0, _st):
    D = R.to_bits(
        "u64",
        R.wrap(
            "u64",
            R.shl(
                "u64",
                R.cvt("u32", "u64", _st.sgpr(R.wrap("u32", R.wrap("u32", S0_reg + M0) + 1))),
                32,
            )
            | R.cvt("u32", "u64", _st.sgpr(R.wrap("u32", S0_reg + M0))),
        ),
    )
    return (D,)


def s_mul_hi_i32(S0, S1):
    D = R.to_bits(
        "i32",
        R.cvt(
            "i64",
            "i32",
            R.shr(
                "i64",
                R.wrap(
                    "i64",
                    R.cvt("i32", "i64", R.from_bits("i32", S0))
                    * R.cvt("i32", "i64", R.from_bits("i32", S1)),
                ),
                32,
            ),
        ),
    )
    return (D,)


def s_mul_hi_u32(S0, S1):
    D = R.to_bits(
        "u32",
        R.cvt(
            "u64",
            "u32",
            R.shr(
                "u64",
                R.wrap(
                    "u64",
                    R.cvt("u32", "u64", R.from_bits("u32", S0))
                    * R.cvt("u32", "u64", R.from_bits("u32", S1)),
                ),
                32,
            ),
        ),
    )
    return (D,)


def s_mul_i32(S0, S1):
    D = R.to_bits("i32", R.wrap("i32", R.from_bits("i32", S0) * R.from_bits("i32", S1)))
    return (D,)


def s_mulk_i32(D, K):
    D = R.to_bits(
        "i32", R.wrap("i32", R.from_bits("i32", D) * R.cvt("i16", "i32", R.from_bits("i16", K)))
    )
    return (D,)


def s_nand_b32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = R.wrap("u32", ~R.wrap("u32", a & b))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_nand_b64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = R.wrap("u64", ~R.wrap("u64", a & b))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_nand_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", ~R.wrap("u64", a & e))
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_nor_b32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = R.wrap("u32", ~R.wrap("u32", a | b))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_nor_b64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = R.wrap("u64", ~R.wrap("u64", a | b))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_nor_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", ~R.wrap("u64", a | e))
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_not_b32(S0):
    r = R.wrap("u32", ~R.from_bits("u32", S0))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_not_b64(S0):
    r = R.wrap("u64", ~R.from_bits("u64", S0))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_or_b32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = R.wrap("u32", a | b)
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_or_b64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = R.wrap("u64", a | b)
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_or_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", a | e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_orn1_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", R.wrap("u64", ~a) | e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_orn2_b32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = R.wrap("u32", a | R.wrap("u32", ~b))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_orn2_b64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = R.wrap("u64", a | R.wrap("u64", ~b))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_orn2_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", a | R.wrap("u64", ~e))
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_pack_hh_b32_b16(S1, S0):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.shl("u32", R.bits("u32", R.from_bits("u32", S1), 31, 16), 16)
            | R.bits("u32", R.from_bits("u32", S0), 31, 16),
        ),
    )
    return (D,)


def s_pack_lh_b32_b16(S1, S0):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.shl("u32", R.bits("u32", R.from_bits("u32", S1), 31, 16), 16)
            | R.bits("u32", R.from_bits("u32", S0), 15, 0),
        ),
    )
    return (D,)


def s_pack_ll_b32_b16(S1, S0):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.shl("u32", R.bits("u32", R.from_bits("u32", S1), 15, 0), 16)
            | R.bits("u32", R.from_bits("u32", S0), 15, 0),
        ),
    )
    return (D,)


def s_quadmask_b32(S0):
    r = R.cvt("int", "u32", 0)
    for i in range(8):
        if (
            R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), R.cvt("int", "u32", (4 * i))) & 15)
            != 0
        ):
            r = R.wrap("u32", r | R.shl("u32", R.cvt("int", "u32", 1), R.cvt("int", "u32", i)))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_quadmask_b64(S0):
    r = R.cvt("int", "u64", 0)
    for i in range(16):
        if (
            R.wrap("u64", R.shr("u64", R.from_bits("u64", S0), R.cvt("int", "u64", (4 * i))) & 15)
            != 0
        ):
            r = R.wrap("u64", r | R.shl("u64", R.cvt("int", "u64", 1), R.cvt("int", "u64", i)))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_rfe_b64(S0, PCN, _st):
    PC_out = PCN
    _st.set_hwreg(2, R.wrap("u32", _st.hwreg(2) & 4294967263))
    PC_out = R.from_bits("u64", S0)
    return (PC_out,)


def s_rfe_restore_b64(S0, PCN, _st):
    PC_out = PCN
    _st.set_hwreg(2, R.wrap("u32", _st.hwreg(2) & 4294967263))
    PC_out = R.from_bits("u64", S0)
    return (PC_out,)


def s_set_gpr_idx_idx(M0, S0):
    M0 = R.wrap("u32", R.wrap("u32", M0 & 4294967040) | R.bits("u32", R.from_bits("u32", S0), 7, 0))
    return (M0,)


def s_set_gpr_idx_mode(M0, K):
    M0 = R.wrap(
        "u32",
        R.wrap("u32", M0 & 4294905855)
        | R.shl("u32", R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 3, 0)), 12),
    )
    return (M0,)


def s_set_gpr_idx_off(_st):
    _st.set_hwreg(1, R.wrap("u32", _st.hwreg(1) & 4160749567))
    return ()


def s_set_gpr_idx_on(M0, S1, S0, _st):
    M0 = R.wrap(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", M0 & 4294905600)
            | R.shl("u32", R.bits("u32", R.from_bits("u32", S1), 3, 0), 12),
        )
        | R.bits("u32", R.from_bits("u32", S0), 7, 0),
    )
    _st.set_hwreg(1, R.wrap("u32", _st.hwreg(1) | 134217728))
    return (M0,)


def s_setpc_b64(S0, PCN):
    PC_out = PCN
    PC_out = R.from_bits("u64", S0)
    return (PC_out,)


def s_setreg_b32(K, S0, _st):
    id = R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 5, 0))
    off = R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 10, 6))
    size = R.wrap("u32", R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 15, 11)) + 1)
    mask = R.shl("u32", R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), size) - 1), off)
    _st.set_hwreg(
        id,
        R.wrap(
            "u32",
            R.wrap("u32", _st.hwreg(id) & R.wrap("u32", ~mask))
            | R.wrap("u32", R.shl("u32", R.from_bits("u32", S0), off) & mask),
        ),
    )
    return ()


def s_setreg_imm32_b32(K, S1, _st):
    id = R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 5, 0))
    off = R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 10, 6))
    size = R.wrap("u32", R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 15, 11)) + 1)
    mask = R.shl("u32", R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), size) - 1), off)
    _st.set_hwreg(
        id,
        R.wrap(
            "u32",
            R.wrap("u32", _st.hwreg(id) & R.wrap("u32", ~mask))
            | R.wrap("u32", R.shl("u32", R.from_bits("u32", S1), off) & mask),
        ),
    )
    return ()


def s_setvskip(S0, S1, _st):
    _st.set_hwreg(
        1,
        R.wrap(
            "u32",
            R.wrap("u32", _st.hwreg(1) & 4026531839)
            | R.shl(
                "u32",
                R.wrap(
                    "u32",
                    R.shr(
                        "u32", R.from_bits("u32", S0), R.bits("u32", R.from_bits("u32", S1), 4, 0)
                    )
                    & 1,
                ),
                28,
            ),
        ),
    )
    return ()


def s_sext_i32_i16(S0):
    D = R.to_bits("i32", R.signext("i32", R.from_bits("i32", S0), 16))
    return (D,)


def s_sext_i32_i8(S0):
    D = R.to_bits("i32", R.signext("i32", R.from_bits("i32", S0), 8))
    return (D,)


def s_sub_i32(S0, S1):
    r = R.wrap("u32", R.from_bits("u32", S0) - R.from_bits("u32", S1))
    D = R.to_bits("u32", r)
    SCC = (
        R.bit("u32", R.from_bits("u32", S0), 31) != R.bit("u32", R.from_bits("u32", S1), 31)
    ) and (R.bit("u32", r, 31) != R.bit("u32", R.from_bits("u32", S0), 31))
    return (D, SCC)


def s_sub_u32(S0, S1):
    D = R.to_bits("u32", R.wrap("u32", R.from_bits("u32", S0) - R.from_bits("u32", S1)))
    SCC = R.from_bits("u32", S1) > R.from_bits("u32", S0)
    return (D, SCC)


def s_subb_u32(S0, S1, SCC):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", S0) - R.from_bits("u32", S1))
            - R.cvt("bool", "u32", SCC),
        ),
    )
    SCC = R.wrap(
        "u64", R.cvt("u32", "u64", R.from_bits("u32", S1)) + R.cvt("bool", "u64", SCC)
    ) > R.cvt("u32", "u64", R.from_bits("u32", S0))
    return (D, SCC)


def s_swappc_b64(S0, PC, PCN):
    PC_out = PCN
    target = R.from_bits("u64", S0)
    D = R.to_bits("u64", R.wrap("u64", PC + 4))
    PC_out = target
    return (D, PC_out)


def s_trap(K, _st):
    _st.trap(R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 7, 0)))
    return ()


def s_wqm_b32(S0):
    r = R.cvt("int", "u32", 0)
    for i in range(8):
        sh = R.cvt("int", "u32", (4 * i))
        if R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), sh) & 15) != 0:
            r = R.wrap("u32", r | R.shl("u32", R.cvt("int", "u32", 15), sh))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_wqm_b64(S0):
    r = R.cvt("int", "u64", 0)
    for i in range(16):
        sh = R.cvt("int", "u64", (4 * i))
        if R.wrap("u64", R.shr("u64", R.from_bits("u64", S0), sh) & 15) != 0:
            r = R.wrap("u64", r | R.shl("u64", R.cvt("int", "u64", 15), sh))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_xnor_b32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = R.wrap("u32", ~R.wrap("u32", a ^ b))
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_xnor_b64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = R.wrap("u64", ~R.wrap("u64", a ^ b))
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_xnor_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", ~R.wrap("u64", a ^ e))
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def s_xor_b32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = R.wrap("u32", a ^ b)
    D = R.to_bits("u32", r)
    SCC = r != 0
    return (D, SCC)


def s_xor_b64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = R.wrap("u64", a ^ b)
    D = R.to_bits("u64", r)
    SCC = r != 0
    return (D, SCC)


def s_xor_saveexec_b64(S0, EXEC):
    a = R.from_bits("u64", S0)
    e = EXEC
    D = R.to_bits("u64", e)
    r = R.wrap("u64", a ^ e)
    EXEC = r
    SCC = r != 0
    return (D, EXEC, SCC)


def v_add_co_u32(S0, S1, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.from_bits("u32", S0)) + R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    SD = r >= 4294967296
    D = R.to_bits(
        "u32",
        ((0 if False else 4294967295) if (CLAMP and (r >= 4294967296)) else R.cvt("u64", "u32", r)),
    )
    return (SD, D)


def v_add_f16(S0, S1):
    D = R.to_bits("f16", R.fadd("f16", R.from_bits("f16", S0), R.from_bits("f16", S1)))
    return (D,)


def v_add_f32(S0, S1):
    D = R.to_bits("f32", R.fadd("f32", R.from_bits("f32", S0), R.from_bits("f32", S1)))
    return (D,)


def v_add_u16(S0, S1, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u16", "u64", R.from_bits("u16", S0)) + R.cvt("u16", "u64", R.from_bits("u16", S1)),
    )
    if CLAMP and (r >= 65536):
        r = R.cvt("int", "u64", 0) if False else R.cvt("int", "u64", 65535)
    D = R.to_bits("u16", R.cvt("u64", "u16", r))
    return (D,)


def v_add_u32(S0, S1, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.from_bits("u32", S0)) + R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    if CLAMP and (r >= 4294967296):
        r = R.cvt("int", "u64", 0) if False else R.cvt("int", "u64", 4294967295)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_addc_co_u32(S0, S1, S2, CLAMP):
    r = R.wrap(
        "u64",
        R.wrap(
            "u64",
            R.cvt("u32", "u64", R.from_bits("u32", S0))
            + R.cvt("u32", "u64", R.from_bits("u32", S1)),
        )
        + R.cvt("bool", "u64", S2),
    )
    SD = r >= 4294967296
    D = R.to_bits(
        "u32",
        ((0 if False else 4294967295) if (CLAMP and (r >= 4294967296)) else R.cvt("u64", "u32", r)),
    )
    return (SD, D)


def v_and_b32(S0, S1):
    D = R.to_bits("u32", R.wrap("u32", R.from_bits("u32", S0) & R.from_bits("u32", S1)))
    return (D,)


def v_ashrrev_i16(S1, S0):
    D = R.to_bits(
        "i16",
        R.shr(
            "i16",
            R.from_bits("i16", S1),
            R.cvt("u16", "i16", R.bits("u16", R.from_bits("u16", S0), 3, 0)),
        ),
    )
    return (D,)


def v_ashrrev_i32(S1, S0):
    D = R.to_bits(
        "i32",
        R.shr(
            "i32",
            R.from_bits("i32", S1),
            R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S0), 4, 0)),
        ),
    )
    return (D,)


def v_cmp_class_f16(S0, S1):
    x = R.from_bits("u16", S0)
    e = R.bits("u16", x, 14, 10)
    m = R.bits("u16", x, 9, 0)
    p = R.cvt("int", "u32", 2)
    if e == 0:
        p = R.cvt("int", "u32", 0) if (m == 0) else R.cvt("int", "u32", 1)
    else:
        if e == 31:
            p = R.cvt("int", "u32", 3)
    k = R.wrap("u32", 5 - p) if (R.bit("u16", x, 15) == 1) else R.wrap("u32", 6 + p)
    if (e == 31) and (m != 0):
        k = R.cvt("u16", "u32", R.bit("u16", x, 9))
    r = R.bit("u32", R.from_bits("u32", S1), k) == 1
    SD = r
    return (SD,)


def v_cmp_class_f32(S0, S1):
    x = R.from_bits("u32", S0)
    e = R.bits("u32", x, 30, 23)
    m = R.bits("u32", x, 22, 0)
    p = R.cvt("int", "u32", 2)
    if e == 0:
        p = R.cvt("int", "u32", 0) if (m == 0) else R.cvt("int", "u32", 1)
    else:
        if e == 255:
            p = R.cvt("int", "u32", 3)
    k = R.wrap("u32", 5 - p) if (R.bit("u32", x, 31) == 1) else R.wrap("u32", 6 + p)
    if (e == 255) and (m != 0):
        k = R.cvt("u32", "u32", R.bit("u32", x, 22))
    r = R.bit("u32", R.from_bits("u32", S1), k) == 1
    SD = r
    return (SD,)


def v_cmp_class_f64(S0, S1):
    x = R.from_bits("u64", S0)
    e = R.bits("u64", x, 62, 52)
    m = R.bits("u64", x, 51, 0)
    p = R.cvt("int", "u32", 2)
    if e == 0:
        p = R.cvt("int", "u32", 0) if (m == 0) else R.cvt("int", "u32", 1)
    else:
        if e == 2047:
            p = R.cvt("int", "u32", 3)
    k = R.wrap("u32", 5 - p) if (R.bit("u64", x, 63) == 1) else R.wrap("u32", 6 + p)
    if (e == 2047) and (m != 0):
        k = R.cvt("u64", "u32", R.bit("u64", x, 51))
    r = R.bit("u32", R.from_bits("u32", S1), k) == 1
    SD = r
    return (SD,)


def v_cmp_eq_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_eq_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a == b
    SD = r
    return (SD,)


def v_cmp_f_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_f_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = False
    SD = r
    return (SD,)


def v_cmp_ge_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_ge_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a >= b
    SD = r
    return (SD,)


def v_cmp_gt_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_gt_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a > b
    SD = r
    return (SD,)


def v_cmp_le_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_le_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a <= b
    SD = r
    return (SD,)


def v_cmp_lg_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = (a < b) or (a > b)
    SD = r
    return (SD,)


def v_cmp_lg_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = (a < b) or (a > b)
    SD = r
    return (SD,)


def v_cmp_lg_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = (a < b) or (a > b)
    SD = r
    return (SD,)


def v_cmp_lt_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_lt_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a < b
    SD = r
    return (SD,)


def v_cmp_ne_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_ne_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a != b
    SD = r
    return (SD,)


def v_cmp_neq_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a == b)
    SD = r
    return (SD,)


def v_cmp_neq_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a == b)
    SD = r
    return (SD,)


def v_cmp_neq_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a == b)
    SD = r
    return (SD,)


def v_cmp_nge_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a >= b)
    SD = r
    return (SD,)


def v_cmp_nge_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a >= b)
    SD = r
    return (SD,)


def v_cmp_nge_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a >= b)
    SD = r
    return (SD,)


def v_cmp_ngt_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a > b)
    SD = r
    return (SD,)


def v_cmp_ngt_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a > b)
    SD = r
    return (SD,)


def v_cmp_ngt_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a > b)
    SD = r
    return (SD,)


def v_cmp_nle_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a <= b)
    SD = r
    return (SD,)


def v_cmp_nle_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a <= b)
    SD = r
    return (SD,)


def v_cmp_nle_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a <= b)
    SD = r
    return (SD,)


def v_cmp_nlg_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not ((a < b) or (a > b))
    SD = r
    return (SD,)


def v_cmp_nlg_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not ((a < b) or (a > b))
    SD = r
    return (SD,)


def v_cmp_nlg_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not ((a < b) or (a > b))
    SD = r
    return (SD,)


def v_cmp_nlt_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a < b)
    SD = r
    return (SD,)


def v_cmp_nlt_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a < b)
    SD = r
    return (SD,)


def v_cmp_nlt_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a < b)
    SD = r
    return (SD,)


def v_cmp_o_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = (not R.isnan(a)) and (not R.isnan(b))
    SD = r
    return (SD,)


def v_cmp_o_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = (not R.isnan(a)) and (not R.isnan(b))
    SD = r
    return (SD,)


def v_cmp_o_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = (not R.isnan(a)) and (not R.isnan(b))
    SD = r
    return (SD,)


def v_cmp_t_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_t_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_t_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_t_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_t_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_t_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_tru_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_tru_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_tru_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = True
    SD = r
    return (SD,)


def v_cmp_u_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = R.isnan(a) or R.isnan(b)
    SD = r
    return (SD,)


def v_cmp_u_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = R.isnan(a) or R.isnan(b)
    SD = r
    return (SD,)


def v_cmp_u_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = R.isnan(a) or R.isnan(b)
    SD = r
    return (SD,)


def v_cmpx_class_f16(S0, S1):
    x = R.from_bits("u16", S0)
    e = R.bits("u16", x, 14, 10)
    m = R.bits("u16", x, 9, 0)
    p = R.cvt("int", "u32", 2)
    if e == 0:
        p = R.cvt("int", "u32", 0) if (m == 0) else R.cvt("int", "u32", 1)
    else:
        if e == 31:
            p = R.cvt("int", "u32", 3)
    k = R.wrap("u32", 5 - p) if (R.bit("u16", x, 15) == 1) else R.wrap("u32", 6 + p)
    if (e == 31) and (m != 0):
        k = R.cvt("u16", "u32", R.bit("u16", x, 9))
    r = R.bit("u32", R.from_bits("u32", S1), k) == 1
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_class_f32(S0, S1):
    x = R.from_bits("u32", S0)
    e = R.bits("u32", x, 30, 23)
    m = R.bits("u32", x, 22, 0)
    p = R.cvt("int", "u32", 2)
    if e == 0:
        p = R.cvt("int", "u32", 0) if (m == 0) else R.cvt("int", "u32", 1)
    else:
        if e == 255:
            p = R.cvt("int", "u32", 3)
    k = R.wrap("u32", 5 - p) if (R.bit("u32", x, 31) == 1) else R.wrap("u32", 6 + p)
    if (e == 255) and (m != 0):
        k = R.cvt("u32", "u32", R.bit("u32", x, 22))
    r = R.bit("u32", R.from_bits("u32", S1), k) == 1
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_class_f64(S0, S1):
    x = R.from_bits("u64", S0)
    e = R.bits("u64", x, 62, 52)
    m = R.bits("u64", x, 51, 0)
    p = R.cvt("int", "u32", 2)
    if e == 0:
        p = R.cvt("int", "u32", 0) if (m == 0) else R.cvt("int", "u32", 1)
    else:
        if e == 2047:
            p = R.cvt("int", "u32", 3)
    k = R.wrap("u32", 5 - p) if (R.bit("u64", x, 63) == 1) else R.wrap("u32", 6 + p)
    if (e == 2047) and (m != 0):
        k = R.cvt("u64", "u32", R.bit("u64", x, 51))
    r = R.bit("u32", R.from_bits("u32", S1), k) == 1
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_eq_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a == b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_f_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = False
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ge_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a >= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_gt_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a > b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_le_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a <= b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lg_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = (a < b) or (a > b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lg_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = (a < b) or (a > b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lg_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = (a < b) or (a > b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_lt_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a < b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ne_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = a != b
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_neq_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a == b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_neq_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a == b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_neq_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a == b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nge_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a >= b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nge_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a >= b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nge_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a >= b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ngt_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a > b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ngt_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a > b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_ngt_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a > b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nle_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a <= b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nle_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a <= b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nle_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a <= b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlg_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not ((a < b) or (a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlg_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not ((a < b) or (a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlg_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not ((a < b) or (a > b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlt_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = not (a < b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlt_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = not (a < b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_nlt_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = not (a < b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_o_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = (not R.isnan(a)) and (not R.isnan(b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_o_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = (not R.isnan(a)) and (not R.isnan(b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_o_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = (not R.isnan(a)) and (not R.isnan(b))
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_i16(S0, S1):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_i32(S0, S1):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_i64(S0, S1):
    a = R.from_bits("i64", S0)
    b = R.from_bits("i64", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_u16(S0, S1):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_u32(S0, S1):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_t_u64(S0, S1):
    a = R.from_bits("u64", S0)
    b = R.from_bits("u64", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_tru_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_tru_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_tru_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = True
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_u_f16(S0, S1):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    r = R.isnan(a) or R.isnan(b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_u_f32(S0, S1):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    r = R.isnan(a) or R.isnan(b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cmpx_u_f64(S0, S1):
    a = R.from_bits("f64", S0)
    b = R.from_bits("f64", S1)
    r = R.isnan(a) or R.isnan(b)
    SD = r
    EXEC = r
    return (SD, EXEC)


def v_cndmask_b32(S2, S1, S0):
    D = R.to_bits("u32", (R.from_bits("u32", S1) if S2 else R.from_bits("u32", S0)))
    return (D,)


def v_dot2c_f32_bf16(S0, S1, D):
    p0 = R.fmul(
        "f32",
        R.cvt(
            "bf16",
            "f32",
            R.reinterpret(
                "u16", "bf16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 15, 0))
            ),
        ),
        R.cvt(
            "bf16",
            "f32",
            R.reinterpret(
                "u16", "bf16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 15, 0))
            ),
        ),
    )
    p1 = R.fmul(
        "f32",
        R.cvt(
            "bf16",
            "f32",
            R.reinterpret(
                "u16", "bf16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 31, 16))
            ),
        ),
        R.cvt(
            "bf16",
            "f32",
            R.reinterpret(
                "u16", "bf16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 31, 16))
            ),
        ),
    )
    D = R.to_bits("f32", R.fadd("f32", R.fadd("f32", p0, p1), R.from_bits("f32", D)))
    return (D,)


def v_dot2c_f32_f16(S0, S1, D):
    p0 = R.fmul(
        "f32",
        R.cvt(
            "f16",
            "f32",
            R.ftz(
                "f16",
                R.reinterpret(
                    "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 15, 0))
                ),
            ),
        ),
        R.cvt(
            "f16",
            "f32",
            R.ftz(
                "f16",
                R.reinterpret(
                    "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 15, 0))
                ),
            ),
        ),
    )
    p1 = R.fmul(
        "f32",
        R.cvt(
            "f16",
            "f32",
            R.ftz(
                "f16",
                R.reinterpret(
                    "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 31, 16))
                ),
            ),
        ),
        R.cvt(
            "f16",
            "f32",
            R.ftz(
                "f16",
                R.reinterpret(
                    "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 31, 16))
                ),
            ),
        ),
    )
    D = R.to_bits("f32", R.ftz("f32", R.fadd("f32", R.fadd("f32", p0, p1), R.from_bits("f32", D))))
    return (D,)


def v_dot2c_i32_i16(D, S0, S1, CLAMP):
    acc = R.cvt("i32", "i64", R.from_bits("i32", D))
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    for i in range(2):
        acc = R.wrap(
            "i64",
            acc
            + R.wrap(
                "i64",
                R.cvt("i32", "i64", R.signext("i32", a, 16))
                * R.cvt("i32", "i64", R.signext("i32", b, 16)),
            ),
        )
        a = R.shr("i32", a, 16)
        b = R.shr("i32", b, 16)
    if CLAMP:
        acc = max(min(acc, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", acc))
    return (D,)


def v_dot4c_i32_i8(D, S0, S1, CLAMP):
    acc = R.cvt("i32", "i64", R.from_bits("i32", D))
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    for i in range(4):
        acc = R.wrap(
            "i64",
            acc
            + R.wrap(
                "i64",
                R.cvt("i32", "i64", R.signext("i32", a, 8))
                * R.cvt("i32", "i64", R.signext("i32", b, 8)),
            ),
        )
        a = R.shr("i32", a, 8)
        b = R.shr("i32", b, 8)
    if CLAMP:
        acc = max(min(acc, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", acc))
    return (D,)


def v_dot8c_i32_i4(D, S0, S1, CLAMP):
    acc = R.cvt("i32", "i64", R.from_bits("i32", D))
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    for i in range(8):
        acc = R.wrap(
            "i64",
            acc
            + R.wrap(
                "i64",
                R.cvt("i32", "i64", R.signext("i32", a, 4))
                * R.cvt("i32", "i64", R.signext("i32", b, 4)),
            ),
        )
        a = R.shr("i32", a, 4)
        b = R.shr("i32", b, 4)
    if CLAMP:
        acc = max(min(acc, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", acc))
    return (D,)


def v_fmaak_f32(S0, S1, K):
    D = R.to_bits(
        "f32", R.fma("f32", R.from_bits("f32", S0), R.from_bits("f32", S1), R.from_bits("f32", K))
    )
    return (D,)


def v_fmac_f32(S0, S1, D):
    D = R.to_bits(
        "f32", R.fma("f32", R.from_bits("f32", S0), R.from_bits("f32", S1), R.from_bits("f32", D))
    )
    return (D,)


def v_fmac_f64(S0, S1, D):
    D = R.to_bits(
        "f64", R.fma("f64", R.from_bits("f64", S0), R.from_bits("f64", S1), R.from_bits("f64", D))
    )
    return (D,)


def v_fmamk_f32(S0, K, S1):
    D = R.to_bits(
        "f32", R.fma("f32", R.from_bits("f32", S0), R.from_bits("f32", K), R.from_bits("f32", S1))
    )
    return (D,)


def v_ldexp_f16(S0, S1):
    D = R.to_bits(
        "f16", R.ldexp("f16", R.from_bits("f16", S0), R.cvt("i16", "i32", R.from_bits("i16", S1)))
    )
    return (D,)


def v_lshlrev_b16(S1, S0):
    D = R.to_bits(
        "u16",
        R.shl(
            "u16",
            R.from_bits("u16", S1),
            R.cvt("u16", "u16", R.bits("u16", R.from_bits("u16", S0), 3, 0)),
        ),
    )
    return (D,)


def v_lshlrev_b32(S1, S0):
    D = R.to_bits(
        "u32",
        R.shl(
            "u32",
            R.from_bits("u32", S1),
            R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S0), 4, 0)),
        ),
    )
    return (D,)


def v_lshrrev_b16(S1, S0):
    D = R.to_bits(
        "u16",
        R.shr(
            "u16",
            R.from_bits("u16", S1),
            R.cvt("u16", "u16", R.bits("u16", R.from_bits("u16", S0), 3, 0)),
        ),
    )
    return (D,)


def v_lshrrev_b32(S1, S0):
    D = R.to_bits(
        "u32",
        R.shr(
            "u32",
            R.from_bits("u32", S1),
            R.cvt("u32", "u32", R.bits("u32", R.from_bits("u32", S0), 4, 0)),
        ),
    )
    return (D,)


def v_mac_f16(S0, S1, D):
    D = R.to_bits(
        "f16",
        R.fadd(
            "f16",
            R.fmul("f16", R.from_bits("f16", S0), R.from_bits("f16", S1)),
            R.from_bits("f16", D),
        ),
    )
    return (D,)


def v_mac_f32(S0, S1, D):
    D = R.to_bits(
        "f32",
        R.fadd(
            "f32",
            R.fmul("f32", R.from_bits("f32", S0), R.from_bits("f32", S1)),
            R.from_bits("f32", D),
        ),
    )
    return (D,)


def v_madak_f16(S0, S1, K):
    D = R.to_bits(
        "f16",
        R.fadd(
            "f16",
            R.fmul("f16", R.from_bits("f16", S0), R.from_bits("f16", S1)),
            R.from_bits("f16", K),
        ),
    )
    return (D,)


def v_madak_f32(S0, S1, K):
    D = R.to_bits(
        "f32",
        R.fadd(
            "f32",
            R.fmul("f32", R.from_bits("f32", S0), R.from_bits("f32", S1)),
            R.from_bits("f32", K),
        ),
    )
    return (D,)


def v_madmk_f16(S0, K, S1):
    D = R.to_bits(
        "f16",
        R.fadd(
            "f16",
            R.fmul("f16", R.from_bits("f16", S0), R.from_bits("f16", K)),
            R.from_bits("f16", S1),
        ),
    )
    return (D,)


def v_madmk_f32(S0, K, S1):
    D = R.to_bits(
        "f32",
        R.fadd(
            "f32",
            R.fmul("f32", R.from_bits("f32", S0), R.from_bits("f32", K)),
            R.from_bits("f32", S1),
        ),
    )
    return (D,)


def v_max_f16(S0, S1):
    D = R.to_bits("f16", R.fmax(R.from_bits("f16", S0), R.from_bits("f16", S1)))
    return (D,)


def v_max_f32(S0, S1):
    D = R.to_bits("f32", R.fmax(R.from_bits("f32", S0), R.from_bits("f32", S1)))
    return (D,)


def v_max_i16(S0, S1):
    D = R.to_bits("i16", max(R.from_bits("i16", S0), R.from_bits("i16", S1)))
    return (D,)


def v_max_i32(S0, S1):
    D = R.to_bits("i32", max(R.from_bits("i32", S0), R.from_bits("i32", S1)))
    return (D,)


def v_max_u16(S0, S1):
    D = R.to_bits("u16", max(R.from_bits("u16", S0), R.from_bits("u16", S1)))
    return (D,)


def v_max_u32(S0, S1):
    D = R.to_bits("u32", max(R.from_bits("u32", S0), R.from_bits("u32", S1)))
    return (D,)


def v_min_f16(S0, S1):
    D = R.to_bits("f16", R.fmin(R.from_bits("f16", S0), R.from_bits("f16", S1)))
    return (D,)


def v_min_f32(S0, S1):
    D = R.to_bits("f32", R.fmin(R.from_bits("f32", S0), R.from_bits("f32", S1)))
    return (D,)


def v_min_i16(S0, S1):
    D = R.to_bits("i16", min(R.from_bits("i16", S0), R.from_bits("i16", S1)))
    return (D,)


def v_min_i32(S0, S1):
    D = R.to_bits("i32", min(R.from_bits("i32", S0), R.from_bits("i32", S1)))
    return (D,)


def v_min_u16(S0, S1):
    D = R.to_bits("u16", min(R.from_bits("u16", S0), R.from_bits("u16", S1)))
    return (D,)


def v_min_u32(S0, S1):
    D = R.to_bits("u32", min(R.from_bits("u32", S0), R.from_bits("u32", S1)))
    return (D,)


def v_mul_f16(S0, S1):
    D = R.to_bits("f16", R.fmul("f16", R.from_bits("f16", S0), R.from_bits("f16", S1)))
    return (D,)


def v_mul_f32(S0, S1):
    D = R.to_bits("f32", R.fmul("f32", R.from_bits("f32", S0), R.from_bits("f32", S1)))
    return (D,)


def v_mul_hi_i32_i24(S0, S1, CLAMP):
    p = R.wrap(
        "i64",
        R.cvt("i32", "i64", R.signext("i32", R.from_bits("i32", S0), 24))
        * R.cvt("i32", "i64", R.signext("i32", R.from_bits("i32", S1), 24)),
    )
    if CLAMP:
        p = max(min(p, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("u64", "i32", R.bits("i64", p, 63, 32)))
    return (D,)


def v_mul_hi_u32_u24(S0, S1, CLAMP):
    p = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S0), 23, 0))
        * R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 23, 0)),
    )
    if CLAMP:
        p = max(min(p, 4294967295), 0)
    D = R.to_bits("u32", R.cvt("u64", "u32", R.bits("u64", p, 63, 32)))
    return (D,)


def v_mul_i32_i24(S0, S1, CLAMP):
    p = R.wrap(
        "i64",
        R.cvt("i32", "i64", R.signext("i32", R.from_bits("i32", S0), 24))
        * R.cvt("i32", "i64", R.signext("i32", R.from_bits("i32", S1), 24)),
    )
    if CLAMP:
        p = max(min(p, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("u64", "i32", R.bits("i64", p, 31, 0)))
    return (D,)


def v_mul_lo_u16(S0, S1):
    D = R.to_bits("u16", R.wrap("u16", R.from_bits("u16", S0) * R.from_bits("u16", S1)))
    return (D,)


def v_mul_u32_u24(S0, S1, CLAMP):
    p = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S0), 23, 0))
        * R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 23, 0)),
    )
    if CLAMP:
        p = max(min(p, 4294967295), 0)
    D = R.to_bits("u32", R.cvt("u64", "u32", R.bits("u64", p, 31, 0)))
    return (D,)


def v_or_b32(S0, S1):
    D = R.to_bits("u32", R.wrap("u32", R.from_bits("u32", S0) | R.from_bits("u32", S1)))
    return (D,)


def v_pk_fmac_f16(S0, S1, D):
    lo = R.fma(
        "f16",
        R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 15, 0))
        ),
        R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 15, 0))
        ),
        R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", D), 15, 0))
        ),
    )
    hi = R.fma(
        "f16",
        R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 31, 16))
        ),
        R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 31, 16))
        ),
        R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", D), 31, 16))
        ),
    )
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", hi)), 16)
            | R.cvt("u16", "u32", R.reinterpret("f16", "u16", lo)),
        ),
    )
    return (D,)


def v_sub_co_u32(S0, S1, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.from_bits("u32", S0)) - R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    SD = r >= 4294967296
    D = R.to_bits(
        "u32",
        ((0 if True else 4294967295) if (CLAMP and (r >= 4294967296)) else R.cvt("u64", "u32", r)),
    )
    return (SD, D)


def v_sub_f16(S0, S1):
    D = R.to_bits("f16", R.fsub("f16", R.from_bits("f16", S0), R.from_bits("f16", S1)))
    return (D,)


def v_sub_f32(S0, S1):
    D = R.to_bits("f32", R.fsub("f32", R.from_bits("f32", S0), R.from_bits("f32", S1)))
    return (D,)


def v_sub_u16(S0, S1, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u16", "u64", R.from_bits("u16", S0)) - R.cvt("u16", "u64", R.from_bits("u16", S1)),
    )
    if CLAMP and (r >= 65536):
        r = R.cvt("int", "u64", 0) if True else R.cvt("int", "u64", 65535)
    D = R.to_bits("u16", R.cvt("u64", "u16", r))
    return (D,)


def v_sub_u32(S0, S1, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.from_bits("u32", S0)) - R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    if CLAMP and (r >= 4294967296):
        r = R.cvt("int", "u64", 0) if True else R.cvt("int", "u64", 4294967295)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_subb_co_u32(S0, S1, S2, CLAMP):
    r = R.wrap(
        "u64",
        R.wrap(
            "u64",
            R.cvt("u32", "u64", R.from_bits("u32", S0))
            - R.cvt("u32", "u64", R.from_bits("u32", S1)),
        )
        - R.cvt("bool", "u64", S2),
    )
    SD = r >= 4294967296
    D = R.to_bits(
        "u32",
        ((0 if True else 4294967295) if (CLAMP and (r >= 4294967296)) else R.cvt("u64", "u32", r)),
    )
    return (SD, D)


def v_subbrev_co_u32(S1, S0, S2, CLAMP):
    r = R.wrap(
        "u64",
        R.wrap(
            "u64",
            R.cvt("u32", "u64", R.from_bits("u32", S1))
            - R.cvt("u32", "u64", R.from_bits("u32", S0)),
        )
        - R.cvt("bool", "u64", S2),
    )
    SD = r >= 4294967296
    D = R.to_bits(
        "u32",
        ((0 if True else 4294967295) if (CLAMP and (r >= 4294967296)) else R.cvt("u64", "u32", r)),
    )
    return (SD, D)


def v_subrev_co_u32(S1, S0, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.from_bits("u32", S1)) - R.cvt("u32", "u64", R.from_bits("u32", S0)),
    )
    SD = r >= 4294967296
    D = R.to_bits(
        "u32",
        ((0 if True else 4294967295) if (CLAMP and (r >= 4294967296)) else R.cvt("u64", "u32", r)),
    )
    return (SD, D)


def v_subrev_f16(S1, S0):
    D = R.to_bits("f16", R.fsub("f16", R.from_bits("f16", S1), R.from_bits("f16", S0)))
    return (D,)


def v_subrev_f32(S1, S0):
    D = R.to_bits("f32", R.fsub("f32", R.from_bits("f32", S1), R.from_bits("f32", S0)))
    return (D,)


def v_subrev_u16(S1, S0, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u16", "u64", R.from_bits("u16", S1)) - R.cvt("u16", "u64", R.from_bits("u16", S0)),
    )
    if CLAMP and (r >= 65536):
        r = R.cvt("int", "u64", 0) if True else R.cvt("int", "u64", 65535)
    D = R.to_bits("u16", R.cvt("u64", "u16", r))
    return (D,)


def v_subrev_u32(S1, S0, CLAMP):
    r = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.from_bits("u32", S1)) - R.cvt("u32", "u64", R.from_bits("u32", S0)),
    )
    if CLAMP and (r >= 4294967296):
        r = R.cvt("int", "u64", 0) if True else R.cvt("int", "u64", 4294967295)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_xnor_b32(S0, S1):
    D = R.to_bits(
        "u32", R.wrap("u32", ~R.wrap("u32", R.from_bits("u32", S0) ^ R.from_bits("u32", S1)))
    )
    return (D,)


def v_xor_b32(S0, S1):
    D = R.to_bits("u32", R.wrap("u32", R.from_bits("u32", S0) ^ R.from_bits("u32", S1)))
    return (D,)
