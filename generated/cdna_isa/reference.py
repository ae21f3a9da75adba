"""Per-lane reference semantics (exact scalar arithmetic). Generated from spec/; do not edit."""

from .runtime import refops as R


def buffer_atomic_add(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old + data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_add_f32(ADDRESS, VDATA, RETURN, _st):
    old = R.from_bits("f32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits(
            "f32",
            (
                R.quiet(old)
                if R.isnan(old)
                else R.fadd("f32", R.ftz("f32", old), R.ftz("f32", R.from_bits("f32", VDATA)))
            ),
        ),
    )
    if RETURN:
        VDATA = R.to_bits("f32", old)
    return (VDATA,)


def buffer_atomic_add_f64(ADDRESS, VDATA, RETURN, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "f64", (R.quiet(old) if R.isnan(old) else R.fadd("f64", old, R.from_bits("f64", VDATA)))
        ),
    )
    if RETURN:
        VDATA = R.to_bits("f64", old)
    return (VDATA,)


def buffer_atomic_add_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old + data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_and(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old & data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_and_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old & data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_cmpswap(ADDRESS, VDATA, RETURN, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits(
            "u32",
            (
                ((VDATA >> (32 * 0)) & 0xFFFFFFFF)
                if (old == ((VDATA >> (32 * 1)) & 0xFFFFFFFF))
                else old
            ),
        ),
    )
    if RETURN:
        VDATA = (VDATA & ~(0xFFFFFFFF << (32 * 0))) | (old << (32 * 0))
    return (VDATA,)


def buffer_atomic_cmpswap_x2(ADDRESS, VDATA, RETURN, _st):
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "u64",
            (
                R.wrap(
                    "u64",
                    R.cvt("u32", "u64", ((VDATA >> (32 * 0)) & 0xFFFFFFFF))
                    | R.shl("u64", R.cvt("u32", "u64", ((VDATA >> (32 * 1)) & 0xFFFFFFFF)), 32),
                )
                if (
                    old
                    == R.wrap(
                        "u64",
                        R.cvt("u32", "u64", ((VDATA >> (32 * 2)) & 0xFFFFFFFF))
                        | R.shl("u64", R.cvt("u32", "u64", ((VDATA >> (32 * 3)) & 0xFFFFFFFF)), 32),
                    )
                )
                else old
            ),
        ),
    )
    if RETURN:
        VDATA = (VDATA & ~(0xFFFFFFFF << (32 * 0))) | (R.cvt("u64", "u32", old) << (32 * 0))
        VDATA = (VDATA & ~(0xFFFFFFFF << (32 * 1))) | (
            R.cvt("u64", "u32", R.shr("u64", old, 32)) << (32 * 1)
        )
    return (VDATA,)


def buffer_atomic_dec(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits("u32", (data if ((old == 0) or (old > data)) else R.wrap("u32", old - 1))),
    )
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_dec_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits("u64", (data if ((old == 0) or (old > data)) else R.wrap("u64", old - 1))),
    )
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_inc(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM", 32, ADDRESS, R.to_bits("u32", (0 if (old >= data) else R.wrap("u32", old + 1)))
    )
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_inc_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM", 64, ADDRESS, R.to_bits("u64", (0 if (old >= data) else R.wrap("u64", old + 1)))
    )
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_max_f64(ADDRESS, VDATA, RETURN, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    data = R.from_bits("f64", VDATA)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "f64",
            (
                R.quiet(old)
                if R.issnan(old)
                else (R.quiet(data) if R.issnan(data) else R.fmax(old, data))
            ),
        ),
    )
    if RETURN:
        VDATA = R.to_bits("f64", old)
    return (VDATA,)


def buffer_atomic_min_f64(ADDRESS, VDATA, RETURN, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    data = R.from_bits("f64", VDATA)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "f64",
            (
                R.quiet(old)
                if R.issnan(old)
                else (R.quiet(data) if R.issnan(data) else R.fmin(old, data))
            ),
        ),
    )
    if RETURN:
        VDATA = R.to_bits("f64", old)
    return (VDATA,)


def buffer_atomic_or(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old | data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_or_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old | data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_pk_add_bf16(ADDRESS, VDATA, RETURN, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", VDATA), (16 * h)))
        )
        s = R.quiet(x) if R.isnan(x) else R.fadd("bf16", x, y)
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("bf16", "u16", s)), (16 * h))
        )
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", r))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_pk_add_f16(ADDRESS, VDATA, RETURN, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", VDATA), (16 * h)))
        )
        s = R.quiet(x) if R.isnan(x) else R.fadd("f16", x, y)
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", s)), (16 * h))
        )
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", r))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_smax(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold > sdata) else data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_smax_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold > sdata) else data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_smin(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold < sdata) else data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_smin_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold < sdata) else data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_sub(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old - data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_sub_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old - data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_swap(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", data))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_swap_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", data))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_umax(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old > data) else data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_umax_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old > data) else data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_umin(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old < data) else data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_umin_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old < data) else data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_atomic_xor(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", VDATA)
    sdata = R.from_bits("i32", VDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old ^ data)))
    if RETURN:
        VDATA = R.to_bits("u32", old)
    return (VDATA,)


def buffer_atomic_xor_x2(VDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", VDATA)
    sdata = R.from_bits("i64", VDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old ^ data)))
    if RETURN:
        VDATA = R.to_bits("u64", old)
    return (VDATA,)


def buffer_load_dword(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        VDATA = R.to_bits("u32", data)
    return (VDATA,)


def buffer_load_dwordx2(ADDRESS, VDATA, _st):
    for i in range(2):
        VDATA = (VDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (VDATA,)


def buffer_load_dwordx3(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    for i in range(3):
        data = R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
        if LDS_DMA:
            _st.mem_write(
                "LDS",
                32,
                R.wrap("u32", R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 16)) + (4 * i)),
                R.to_bits("u32", data),
            )
        else:
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * i))) | (data << (32 * i))
    return (VDATA,)


def buffer_load_dwordx4(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    for i in range(4):
        data = R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
        if LDS_DMA:
            _st.mem_write(
                "LDS",
                32,
                R.wrap("u32", R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 16)) + (4 * i)),
                R.to_bits("u32", data),
            )
        else:
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * i))) | (data << (32 * i))
    return (VDATA,)


def buffer_load_format_d16_hi_x(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(1):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 1) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 1), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 1), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 1), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 1)))) | (v << (32 * (k % 1)))
    return (VDATA,)


def buffer_load_format_d16_x(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(1):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 1)))) | (v << (32 * (k % 1)))
    return (VDATA,)


def buffer_load_format_d16_xy(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(2):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 1)))) | (v << (32 * (k % 1)))
    return (VDATA,)


def buffer_load_format_d16_xyz(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(3):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 2)))) | (v << (32 * (k % 2)))
    return (VDATA,)


def buffer_load_format_d16_xyzw(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(4):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 2)))) | (v << (32 * (k % 2)))
    return (VDATA,)


def buffer_load_format_x(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(1):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 0 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 1)))) | (v << (32 * (k % 1)))
    return (VDATA,)


def buffer_load_format_xy(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(2):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 0 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 2)))) | (v << (32 * (k % 2)))
    return (VDATA,)


def buffer_load_format_xyz(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(3):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 0 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 3)))) | (v << (32 * (k % 3)))
    return (VDATA,)


def buffer_load_format_xyzw(SRSRC, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(4):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 0 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 4)))) | (v << (32 * (k % 4)))
    return (VDATA,)


def buffer_load_sbyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = R.cvt("i8", "i32", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("i32", data),
        )
    else:
        VDATA = R.to_bits("i32", data)
    return (VDATA,)


def buffer_load_sbyte_d16(VDATA, ADDRESS, _st):
    VDATA = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", VDATA) & 4294901760)
            | R.cvt(
                "u16", "u32", R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))
            ),
        ),
    )
    return (VDATA,)


def buffer_load_sbyte_d16_hi(VDATA, ADDRESS, _st):
    VDATA = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", VDATA) & 65535)
            | R.shl(
                "u32",
                R.cvt(
                    "u16",
                    "u32",
                    R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS))),
                ),
                16,
            ),
        ),
    )
    return (VDATA,)


def buffer_load_short_d16(VDATA, ADDRESS, _st):
    VDATA = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", VDATA) & 4294901760)
            | R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS))),
        ),
    )
    return (VDATA,)


def buffer_load_short_d16_hi(VDATA, ADDRESS, _st):
    VDATA = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", VDATA) & 65535)
            | R.shl(
                "u32", R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS))), 16
            ),
        ),
    )
    return (VDATA,)


def buffer_load_sshort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = R.cvt("i16", "i32", R.from_bits("i16", _st.mem_read("MEM", 16, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("i32", data),
        )
    else:
        VDATA = R.to_bits("i32", data)
    return (VDATA,)


def buffer_load_ubyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        VDATA = R.to_bits("u32", data)
    return (VDATA,)


def buffer_load_ubyte_d16(VDATA, ADDRESS, _st):
    VDATA = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", VDATA) & 4294901760)
            | R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS))),
        ),
    )
    return (VDATA,)


def buffer_load_ubyte_d16_hi(VDATA, ADDRESS, _st):
    VDATA = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", VDATA) & 65535)
            | R.shl(
                "u32", R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS))), 16
            ),
        ),
    )
    return (VDATA,)


def buffer_load_ushort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        VDATA = R.to_bits("u32", data)
    return (VDATA,)


def buffer_store_byte(VDATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, R.to_bits("u8", R.cvt("u32", "u8", R.from_bits("u32", VDATA))))
    return ()


def buffer_store_byte_d16_hi(VDATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        8,
        ADDRESS,
        R.to_bits("u8", R.cvt("u32", "u8", R.shr("u32", R.from_bits("u32", VDATA), 16))),
    )
    return ()


def buffer_store_dword(VDATA, ADDRESS, _st):
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.from_bits("u32", VDATA)))
    return ()


def buffer_store_dwordx2(VDATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((VDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def buffer_store_dwordx3(VDATA, ADDRESS, _st):
    for i in range(3):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((VDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def buffer_store_dwordx4(VDATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((VDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def buffer_store_format_d16_hi_x(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 1) + 1), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 1) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 1))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 1:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_format_d16_x(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 1) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 1))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 1:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_format_d16_xy(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 2) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 1))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 2:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_format_d16_xyz(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 3) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 2))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 3:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_format_d16_xyzw(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 4) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 2))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 4:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_format_x(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 0 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 1) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 1))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 1:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_format_xy(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 0 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 2) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 2))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 2:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_format_xyz(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 0 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 3) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 3))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 3:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_format_xyzw(SRSRC, VDATA, ADDRESS, _st):
    rsrc = (SRSRC >> (32 * 3)) & 0xFFFFFFFF
    sel = R.wrap("u32", rsrc & 4095)
    nfmt = R.wrap("u32", R.shr("u32", rsrc, 12) & 7)
    dfmt = R.wrap("u32", R.shr("u32", rsrc, 15) & 15)
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 0 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 4) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 4))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 4:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def buffer_store_lds_dword(LDS_ADDRESS, laneId, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits(
            "u32",
            R.from_bits(
                "u32",
                _st.mem_read("LDS", 32, R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4))),
            ),
        ),
    )
    return ()


def buffer_store_short(VDATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 16, ADDRESS, R.to_bits("u16", R.cvt("u32", "u16", R.from_bits("u32", VDATA)))
    )
    return ()


def buffer_store_short_d16_hi(VDATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        R.to_bits("u16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", VDATA), 16))),
    )
    return ()


def ds_add_f32(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("f32", DATA0)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "f32",
            (
                R.quiet(old)
                if R.isnan(old)
                else R.ftz_mode(
                    "f32",
                    R.fadd(
                        "f32",
                        R.ftz_mode("f32", old, MODE, False),
                        R.ftz_mode("f32", data, MODE, False),
                    ),
                    MODE,
                    True,
                )
            ),
        ),
    )
    return ()


def ds_add_f64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("f64", DATA0)
    _st.mem_write(
        "LDS", 64, a, R.to_bits("f64", (R.quiet(old) if R.isnan(old) else R.fadd("f64", old, data)))
    )
    return ()


def ds_add_rtn_f32(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("f32", DATA0)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "f32",
            (
                R.quiet(old)
                if R.isnan(old)
                else R.ftz_mode(
                    "f32",
                    R.fadd(
                        "f32",
                        R.ftz_mode("f32", old, MODE, False),
                        R.ftz_mode("f32", data, MODE, False),
                    ),
                    MODE,
                    True,
                )
            ),
        ),
    )
    D = R.to_bits("f32", old)
    return (D,)


def ds_add_rtn_f64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("f64", DATA0)
    _st.mem_write(
        "LDS", 64, a, R.to_bits("f64", (R.quiet(old) if R.isnan(old) else R.fadd("f64", old, data)))
    )
    D = R.to_bits("f64", old)
    return (D,)


def ds_add_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old + data)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_add_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old + data)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_add_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old + data)))
    return ()


def ds_add_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old + data)))
    return ()


def ds_and_b32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old & data)))
    return ()


def ds_and_b64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old & data)))
    return ()


def ds_and_rtn_b32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old & data)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_and_rtn_b64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old & data)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_append(M0, OFFSET, EXEC, _st):
    addr = R.wrap("u32", M0 + OFFSET)
    n = R.cross_lane("lane_count")
    old = R.from_bits("u32", _st.mem_read("LDS", 32, addr))
    _st.mem_write("LDS", 32, addr, R.to_bits("u32", R.wrap("u32", old + n)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_bpermute_b32(ADDR, OFFSET, EXEC, DATA0):
    src = R.shr("u32", R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET), 2)
    D = R.to_bits("u32", (R.cross_lane("lane") if R.cross_lane("lane") else 0))
    return (D,)


def ds_cmpst_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data0 = R.from_bits("u32", DATA0)
    data1 = R.from_bits("u32", DATA1)
    fold = R.reinterpret("u32", "f32", old)
    fdata0 = R.from_bits("f32", DATA0)
    fdata1 = R.from_bits("f32", DATA1)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", (data1 if (old == data0) else old)))
    return ()


def ds_cmpst_b64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data0 = R.from_bits("u64", DATA0)
    data1 = R.from_bits("u64", DATA1)
    fold = R.reinterpret("u64", "f64", old)
    fdata0 = R.from_bits("f64", DATA0)
    fdata1 = R.from_bits("f64", DATA1)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", (data1 if (old == data0) else old)))
    return ()


def ds_cmpst_f32(ADDR, OFFSET, DATA0, DATA1, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data0 = R.from_bits("u32", DATA0)
    data1 = R.from_bits("u32", DATA1)
    fold = R.reinterpret("u32", "f32", old)
    fdata0 = R.from_bits("f32", DATA0)
    fdata1 = R.from_bits("f32", DATA1)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "u32",
            (
                R.reinterpret("f32", "u32", R.ftz_mode("f32", fdata1, MODE, False))
                if (R.ftz_mode("f32", fold, MODE, False) == R.ftz_mode("f32", fdata0, MODE, False))
                else old
            ),
        ),
    )
    return ()


def ds_cmpst_f64(ADDR, OFFSET, DATA0, DATA1, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data0 = R.from_bits("u64", DATA0)
    data1 = R.from_bits("u64", DATA1)
    fold = R.reinterpret("u64", "f64", old)
    fdata0 = R.from_bits("f64", DATA0)
    fdata1 = R.from_bits("f64", DATA1)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits(
            "u64",
            (
                R.reinterpret("f64", "u64", R.ftz_mode("f64", fdata1, MODE, False))
                if (R.ftz_mode("f64", fold, MODE, False) == R.ftz_mode("f64", fdata0, MODE, False))
                else old
            ),
        ),
    )
    return ()


def ds_cmpst_rtn_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data0 = R.from_bits("u32", DATA0)
    data1 = R.from_bits("u32", DATA1)
    fold = R.reinterpret("u32", "f32", old)
    fdata0 = R.from_bits("f32", DATA0)
    fdata1 = R.from_bits("f32", DATA1)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", (data1 if (old == data0) else old)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_cmpst_rtn_b64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data0 = R.from_bits("u64", DATA0)
    data1 = R.from_bits("u64", DATA1)
    fold = R.reinterpret("u64", "f64", old)
    fdata0 = R.from_bits("f64", DATA0)
    fdata1 = R.from_bits("f64", DATA1)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", (data1 if (old == data0) else old)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_cmpst_rtn_f32(ADDR, OFFSET, DATA0, DATA1, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data0 = R.from_bits("u32", DATA0)
    data1 = R.from_bits("u32", DATA1)
    fold = R.reinterpret("u32", "f32", old)
    fdata0 = R.from_bits("f32", DATA0)
    fdata1 = R.from_bits("f32", DATA1)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "u32",
            (
                R.reinterpret("f32", "u32", R.ftz_mode("f32", fdata1, MODE, False))
                if (R.ftz_mode("f32", fold, MODE, False) == R.ftz_mode("f32", fdata0, MODE, False))
                else old
            ),
        ),
    )
    D = R.to_bits("u32", old)
    return (D,)


def ds_cmpst_rtn_f64(ADDR, OFFSET, DATA0, DATA1, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data0 = R.from_bits("u64", DATA0)
    data1 = R.from_bits("u64", DATA1)
    fold = R.reinterpret("u64", "f64", old)
    fdata0 = R.from_bits("f64", DATA0)
    fdata1 = R.from_bits("f64", DATA1)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits(
            "u64",
            (
                R.reinterpret("f64", "u64", R.ftz_mode("f64", fdata1, MODE, False))
                if (R.ftz_mode("f64", fold, MODE, False) == R.ftz_mode("f64", fdata0, MODE, False))
                else old
            ),
        ),
    )
    D = R.to_bits("u64", old)
    return (D,)


def ds_condxchg32_rtn_b64(ADDR, OFFSET, DATA0, D, _st):
    a = R.wrap("u32", R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET) & 4294967288)
    for i in range(2):
        old = R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a + (4 * i))))
        data = (DATA0 >> (32 * i)) & 0xFFFFFFFF
        if R.shr("u32", data, 31) == 1:
            _st.mem_write(
                "LDS",
                32,
                R.wrap("u32", a + (4 * i)),
                R.to_bits("u32", R.wrap("u32", data & 2147483647)),
            )
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (old << (32 * i))
    return (D,)


def ds_consume(M0, OFFSET, EXEC, _st):
    addr = R.wrap("u32", M0 + OFFSET)
    n = R.cross_lane("lane_count")
    old = R.from_bits("u32", _st.mem_read("LDS", 32, addr))
    _st.mem_write("LDS", 32, addr, R.to_bits("u32", R.wrap("u32", old - n)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_dec_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits("u32", (data if ((old == 0) or (old > data)) else R.wrap("u32", old - 1))),
    )
    D = R.to_bits("u32", old)
    return (D,)


def ds_dec_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits("u64", (data if ((old == 0) or (old > data)) else R.wrap("u64", old - 1))),
    )
    D = R.to_bits("u64", old)
    return (D,)


def ds_dec_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits("u32", (data if ((old == 0) or (old > data)) else R.wrap("u32", old - 1))),
    )
    return ()


def ds_dec_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits("u64", (data if ((old == 0) or (old > data)) else R.wrap("u64", old - 1))),
    )
    return ()


def ds_inc_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", (0 if (old >= data) else R.wrap("u32", old + 1))))
    D = R.to_bits("u32", old)
    return (D,)


def ds_inc_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", (0 if (old >= data) else R.wrap("u64", old + 1))))
    D = R.to_bits("u64", old)
    return (D,)


def ds_inc_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", (0 if (old >= data) else R.wrap("u32", old + 1))))
    return ()


def ds_inc_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", (0 if (old >= data) else R.wrap("u64", old + 1))))
    return ()


def ds_max_f32(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("f32", DATA0)
    o = R.ftz_mode("f32", old, MODE, False)
    d = R.ftz_mode("f32", data, MODE, False)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "f32",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(data)
                    if R.issnan(data)
                    else (
                        data
                        if (
                            R.isnan(o)
                            or (d > o)
                            or (
                                (d == o)
                                and (
                                    R.reinterpret("f32", "u32", d) < R.reinterpret("f32", "u32", o)
                                )
                            )
                        )
                        else old
                    )
                )
            ),
        ),
    )
    return ()


def ds_max_f64(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("f64", DATA0)
    o = R.ftz_mode("f64", old, MODE, False)
    d = R.ftz_mode("f64", data, MODE, False)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits(
            "f64",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(data)
                    if R.issnan(data)
                    else (
                        data
                        if (
                            R.isnan(o)
                            or (d > o)
                            or (
                                (d == o)
                                and (
                                    R.reinterpret("f64", "u64", d) < R.reinterpret("f64", "u64", o)
                                )
                            )
                        )
                        else old
                    )
                )
            ),
        ),
    )
    return ()


def ds_max_i32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("i32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("i32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("i32", max(old, data)))
    return ()


def ds_max_i64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("i64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("i64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("i64", max(old, data)))
    return ()


def ds_max_rtn_f32(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("f32", DATA0)
    o = R.ftz_mode("f32", old, MODE, False)
    d = R.ftz_mode("f32", data, MODE, False)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "f32",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(data)
                    if R.issnan(data)
                    else (
                        data
                        if (
                            R.isnan(o)
                            or (d > o)
                            or (
                                (d == o)
                                and (
                                    R.reinterpret("f32", "u32", d) < R.reinterpret("f32", "u32", o)
                                )
                            )
                        )
                        else old
                    )
                )
            ),
        ),
    )
    D = R.to_bits("f32", old)
    return (D,)


def ds_max_rtn_f64(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("f64", DATA0)
    o = R.ftz_mode("f64", old, MODE, False)
    d = R.ftz_mode("f64", data, MODE, False)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits(
            "f64",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(data)
                    if R.issnan(data)
                    else (
                        data
                        if (
                            R.isnan(o)
                            or (d > o)
                            or (
                                (d == o)
                                and (
                                    R.reinterpret("f64", "u64", d) < R.reinterpret("f64", "u64", o)
                                )
                            )
                        )
                        else old
                    )
                )
            ),
        ),
    )
    D = R.to_bits("f64", old)
    return (D,)


def ds_max_rtn_i32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("i32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("i32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("i32", max(old, data)))
    D = R.to_bits("i32", old)
    return (D,)


def ds_max_rtn_i64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("i64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("i64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("i64", max(old, data)))
    D = R.to_bits("i64", old)
    return (D,)


def ds_max_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", max(old, data)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_max_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", max(old, data)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_max_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", max(old, data)))
    return ()


def ds_max_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", max(old, data)))
    return ()


def ds_min_f32(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("f32", DATA0)
    o = R.ftz_mode("f32", old, MODE, False)
    d = R.ftz_mode("f32", data, MODE, False)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "f32",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(data)
                    if R.issnan(data)
                    else (
                        data
                        if (
                            R.isnan(o)
                            or (d < o)
                            or (
                                (d == o)
                                and (
                                    R.reinterpret("f32", "u32", d) > R.reinterpret("f32", "u32", o)
                                )
                            )
                        )
                        else old
                    )
                )
            ),
        ),
    )
    return ()


def ds_min_f64(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("f64", DATA0)
    o = R.ftz_mode("f64", old, MODE, False)
    d = R.ftz_mode("f64", data, MODE, False)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits(
            "f64",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(data)
                    if R.issnan(data)
                    else (
                        data
                        if (
                            R.isnan(o)
                            or (d < o)
                            or (
                                (d == o)
                                and (
                                    R.reinterpret("f64", "u64", d) > R.reinterpret("f64", "u64", o)
                                )
                            )
                        )
                        else old
                    )
                )
            ),
        ),
    )
    return ()


def ds_min_i32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("i32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("i32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("i32", min(old, data)))
    return ()


def ds_min_i64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("i64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("i64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("i64", min(old, data)))
    return ()


def ds_min_rtn_f32(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("f32", DATA0)
    o = R.ftz_mode("f32", old, MODE, False)
    d = R.ftz_mode("f32", data, MODE, False)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "f32",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(data)
                    if R.issnan(data)
                    else (
                        data
                        if (
                            R.isnan(o)
                            or (d < o)
                            or (
                                (d == o)
                                and (
                                    R.reinterpret("f32", "u32", d) > R.reinterpret("f32", "u32", o)
                                )
                            )
                        )
                        else old
                    )
                )
            ),
        ),
    )
    D = R.to_bits("f32", old)
    return (D,)


def ds_min_rtn_f64(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("f64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("f64", DATA0)
    o = R.ftz_mode("f64", old, MODE, False)
    d = R.ftz_mode("f64", data, MODE, False)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits(
            "f64",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(data)
                    if R.issnan(data)
                    else (
                        data
                        if (
                            R.isnan(o)
                            or (d < o)
                            or (
                                (d == o)
                                and (
                                    R.reinterpret("f64", "u64", d) > R.reinterpret("f64", "u64", o)
                                )
                            )
                        )
                        else old
                    )
                )
            ),
        ),
    )
    D = R.to_bits("f64", old)
    return (D,)


def ds_min_rtn_i32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("i32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("i32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("i32", min(old, data)))
    D = R.to_bits("i32", old)
    return (D,)


def ds_min_rtn_i64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("i64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("i64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("i64", min(old, data)))
    D = R.to_bits("i64", old)
    return (D,)


def ds_min_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", min(old, data)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_min_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", min(old, data)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_min_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", min(old, data)))
    return ()


def ds_min_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", min(old, data)))
    return ()


def ds_mskor_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data0 = R.from_bits("u32", DATA0)
    data1 = R.from_bits("u32", DATA1)
    fold = R.reinterpret("u32", "f32", old)
    fdata0 = R.from_bits("f32", DATA0)
    fdata1 = R.from_bits("f32", DATA1)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits("u32", R.wrap("u32", R.wrap("u32", old & R.wrap("u32", ~data0)) | data1)),
    )
    return ()


def ds_mskor_b64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data0 = R.from_bits("u64", DATA0)
    data1 = R.from_bits("u64", DATA1)
    fold = R.reinterpret("u64", "f64", old)
    fdata0 = R.from_bits("f64", DATA0)
    fdata1 = R.from_bits("f64", DATA1)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits("u64", R.wrap("u64", R.wrap("u64", old & R.wrap("u64", ~data0)) | data1)),
    )
    return ()


def ds_mskor_rtn_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data0 = R.from_bits("u32", DATA0)
    data1 = R.from_bits("u32", DATA1)
    fold = R.reinterpret("u32", "f32", old)
    fdata0 = R.from_bits("f32", DATA0)
    fdata1 = R.from_bits("f32", DATA1)
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits("u32", R.wrap("u32", R.wrap("u32", old & R.wrap("u32", ~data0)) | data1)),
    )
    D = R.to_bits("u32", old)
    return (D,)


def ds_mskor_rtn_b64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data0 = R.from_bits("u64", DATA0)
    data1 = R.from_bits("u64", DATA1)
    fold = R.reinterpret("u64", "f64", old)
    fdata0 = R.from_bits("f64", DATA0)
    fdata1 = R.from_bits("f64", DATA1)
    _st.mem_write(
        "LDS",
        64,
        a,
        R.to_bits("u64", R.wrap("u64", R.wrap("u64", old & R.wrap("u64", ~data0)) | data1)),
    )
    D = R.to_bits("u64", old)
    return (D,)


def ds_or_b32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old | data)))
    return ()


def ds_or_b64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old | data)))
    return ()


def ds_or_rtn_b32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old | data)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_or_rtn_b64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old | data)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_permute_b32(DATA0, ADDR, OFFSET, EXEC):
    D = R.to_bits("u32", R.cross_lane("lane_scatter"))
    return (D,)


def ds_pk_add_bf16(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA0), (16 * h)))
        )
        s = (
            R.quiet(x)
            if R.isnan(x)
            else R.ftz_mode(
                "bf16",
                R.fadd(
                    "bf16", R.ftz_mode("bf16", x, MODE, False), R.ftz_mode("bf16", y, MODE, False)
                ),
                MODE,
                True,
            )
        )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("bf16", "u16", s)), (16 * h))
        )
    _st.mem_write("LDS", 32, a, R.to_bits("u32", r))
    return ()


def ds_pk_add_f16(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA0), (16 * h)))
        )
        s = (
            R.quiet(x)
            if R.isnan(x)
            else R.ftz_mode(
                "f16",
                R.fadd("f16", R.ftz_mode("f16", x, MODE, False), R.ftz_mode("f16", y, MODE, False)),
                MODE,
                True,
            )
        )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", s)), (16 * h))
        )
    _st.mem_write("LDS", 32, a, R.to_bits("u32", r))
    return ()


def ds_pk_add_rtn_bf16(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA0), (16 * h)))
        )
        s = (
            R.quiet(x)
            if R.isnan(x)
            else R.ftz_mode(
                "bf16",
                R.fadd(
                    "bf16", R.ftz_mode("bf16", x, MODE, False), R.ftz_mode("bf16", y, MODE, False)
                ),
                MODE,
                True,
            )
        )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("bf16", "u16", s)), (16 * h))
        )
    _st.mem_write("LDS", 32, a, R.to_bits("u32", r))
    D = R.to_bits("u32", old)
    return (D,)


def ds_pk_add_rtn_f16(ADDR, OFFSET, DATA0, MODE, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA0), (16 * h)))
        )
        s = (
            R.quiet(x)
            if R.isnan(x)
            else R.ftz_mode(
                "f16",
                R.fadd("f16", R.ftz_mode("f16", x, MODE, False), R.ftz_mode("f16", y, MODE, False)),
                MODE,
                True,
            )
        )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", s)), (16 * h))
        )
    _st.mem_write("LDS", 32, a, R.to_bits("u32", r))
    D = R.to_bits("u32", old)
    return (D,)


def ds_read2_b32(ADDR, OFFSET0, OFFSET1, D, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 4) * 1))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 4) * 1))
    for i in range(1):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a0 + (4 * i)))) << (32 * i)
        )
        D = (D & ~(0xFFFFFFFF << (32 * (1 + i)))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a1 + (4 * i))))
            << (32 * (1 + i))
        )
    return (D,)


def ds_read2_b64(ADDR, OFFSET0, OFFSET1, D, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 8) * 1))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 8) * 1))
    for i in range(2):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a0 + (4 * i)))) << (32 * i)
        )
        D = (D & ~(0xFFFFFFFF << (32 * (2 + i)))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a1 + (4 * i))))
            << (32 * (2 + i))
        )
    return (D,)


def ds_read2st64_b32(ADDR, OFFSET0, OFFSET1, D, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 4) * 64))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 4) * 64))
    for i in range(1):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a0 + (4 * i)))) << (32 * i)
        )
        D = (D & ~(0xFFFFFFFF << (32 * (1 + i)))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a1 + (4 * i))))
            << (32 * (1 + i))
        )
    return (D,)


def ds_read2st64_b64(ADDR, OFFSET0, OFFSET1, D, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 8) * 64))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 8) * 64))
    for i in range(2):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a0 + (4 * i)))) << (32 * i)
        )
        D = (D & ~(0xFFFFFFFF << (32 * (2 + i)))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a1 + (4 * i))))
            << (32 * (2 + i))
        )
    return (D,)


def ds_read_addtid_b32(OFFSET, M0, laneId, _st):
    D = R.to_bits(
        "u32",
        R.from_bits(
            "u32",
            _st.mem_read(
                "LDS",
                32,
                R.wrap(
                    "u32",
                    R.wrap("u32", OFFSET + R.wrap("u32", M0 & 65535)) + R.wrap("u32", laneId * 4),
                ),
            ),
        ),
    )
    return (D,)


def ds_read_b128(ADDR, OFFSET, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    for i in range(4):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a + (4 * i)))) << (32 * i)
        )
    return (D,)


def ds_read_b32(ADDR, OFFSET, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits("u32", R.from_bits("u32", _st.mem_read("LDS", 32, a)))
    return (D,)


def ds_read_b64(ADDR, OFFSET, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits("u64", R.from_bits("u64", _st.mem_read("LDS", 64, a)))
    return (D,)


def ds_read_b64_tr_b16(ADDR, OFFSET, laneId, _st):
    mine = R.from_bits(
        "u64", _st.mem_read("LDS", 64, R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET))
    )
    pick = R.imod("u32", laneId, 4)
    out = R.cvt("int", "u64", 0)
    for n in range(4):
        src = R.wrap(
            "u32",
            R.wrap("u32", R.wrap("u32", laneId & 48) + R.imod("u32", R.shr("u32", laneId, 2), 4))
            + (4 * n),
        )
        out = R.wrap(
            "u64",
            out
            | R.shl(
                "u64",
                R.wrap("u64", R.shr("u64", R.cross_lane("lane"), R.wrap("u32", 16 * pick)) & 65535),
                (16 * n),
            ),
        )
    D = R.to_bits("u64", out)
    return (D,)


def ds_read_b64_tr_b4(ADDR, OFFSET, laneId, _st):
    mine = R.from_bits(
        "u64", _st.mem_read("LDS", 64, R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET))
    )
    pick = R.imod("u32", laneId, 16)
    out = R.cvt("int", "u64", 0)
    for n in range(16):
        src = R.wrap(
            "u32",
            R.wrap("u32", R.wrap("u32", laneId & 48) + R.imod("u32", R.shr("u32", laneId, 4), 1))
            + (1 * n),
        )
        out = R.wrap(
            "u64",
            out
            | R.shl(
                "u64",
                R.wrap("u64", R.shr("u64", R.cross_lane("lane"), R.wrap("u32", 4 * pick)) & 15),
                (4 * n),
            ),
        )
    D = R.to_bits("u64", out)
    return (D,)


def ds_read_b64_tr_b8(ADDR, OFFSET, laneId, _st):
    mine = R.from_bits(
        "u64", _st.mem_read("LDS", 64, R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET))
    )
    pick = R.imod("u32", laneId, 8)
    out = R.cvt("int", "u64", 0)
    for n in range(8):
        src = R.wrap(
            "u32",
            R.wrap("u32", R.wrap("u32", laneId & 48) + R.imod("u32", R.shr("u32", laneId, 3), 2))
            + (2 * n),
        )
        out = R.wrap(
            "u64",
            out
            | R.shl(
                "u64",
                R.wrap("u64", R.shr("u64", R.cross_lane("lane"), R.wrap("u32", 8 * pick)) & 255),
                (8 * n),
            ),
        )
    D = R.to_bits("u64", out)
    return (D,)


def ds_read_b96(ADDR, OFFSET, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    for i in range(3):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a + (4 * i)))) << (32 * i)
        )
    return (D,)


def ds_read_b96_tr_b6(ADDR, OFFSET, laneId, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    lo = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    hi = R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a + 8)))
    pick = R.imod("u32", laneId, 16)
    out_lo = R.cvt("int", "u64", 0)
    out_hi = R.cvt("int", "u32", 0)
    for n in range(16):
        src = R.wrap("u32", R.wrap("u32", laneId & 48) + n)
        l = R.cross_lane("lane")
        h = R.cross_lane("lane")
        e = R.cvt("int", "u64", 0)
        if pick < 11:
            e = R.wrap(
                "u64",
                R.wrap(
                    "u64",
                    R.shr("u64", l, R.wrap("u32", 6 * pick))
                    | R.shl(
                        "u64", R.cvt("u32", "u64", h), R.wrap("u32", 64 - R.wrap("u32", 6 * pick))
                    ),
                )
                & 63,
            )
        else:
            e = R.wrap(
                "u64",
                R.cvt("u32", "u64", R.shr("u32", h, R.wrap("u32", R.wrap("u32", 6 * pick) - 64)))
                & 63,
            )
        out_lo = R.wrap("u64", out_lo | R.shl("u64", e, (6 * n)))
        if n == 10:
            out_hi = R.wrap("u32", out_hi | R.cvt("u64", "u32", R.shr("u64", e, 4)))
        else:
            if n > 10:
                out_hi = R.wrap(
                    "u32", out_hi | R.shl("u32", R.cvt("u64", "u32", e), ((6 * n) - 64))
                )
    D = (D & ~(0xFFFFFFFF << (32 * 0))) | (R.cvt("u64", "u32", out_lo) << (32 * 0))
    D = (D & ~(0xFFFFFFFF << (32 * 1))) | (
        R.cvt("u64", "u32", R.shr("u64", out_lo, 32)) << (32 * 1)
    )
    D = (D & ~(0xFFFFFFFF << (32 * 2))) | (out_hi << (32 * 2))
    return (D,)


def ds_read_i16(ADDR, OFFSET, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits("i32", R.cvt("i16", "i32", R.from_bits("i16", _st.mem_read("LDS", 16, a))))
    return (D,)


def ds_read_i8(ADDR, OFFSET, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits("i32", R.cvt("i8", "i32", R.from_bits("i8", _st.mem_read("LDS", 8, a))))
    return (D,)


def ds_read_i8_d16(ADDR, OFFSET, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u16", "u32", R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("LDS", 8, a)))),
        ),
    )
    return (D,)


def ds_read_i8_d16_hi(ADDR, OFFSET, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32",
                R.cvt(
                    "u16", "u32", R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("LDS", 8, a)))
                ),
                16,
            ),
        ),
    )
    return (D,)


def ds_read_u16(ADDR, OFFSET, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits("u32", R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("LDS", 16, a))))
    return (D,)


def ds_read_u16_d16(ADDR, OFFSET, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("LDS", 16, a))),
        ),
    )
    return (D,)


def ds_read_u16_d16_hi(ADDR, OFFSET, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl("u32", R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("LDS", 16, a))), 16),
        ),
    )
    return (D,)


def ds_read_u8(ADDR, OFFSET, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits("u32", R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("LDS", 8, a))))
    return (D,)


def ds_read_u8_d16(ADDR, OFFSET, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("LDS", 8, a))),
        ),
    )
    return (D,)


def ds_read_u8_d16_hi(ADDR, OFFSET, D, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl("u32", R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("LDS", 8, a))), 16),
        ),
    )
    return (D,)


def ds_rsub_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", data - old)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_rsub_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", data - old)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_rsub_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", data - old)))
    return ()


def ds_rsub_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", data - old)))
    return ()


def ds_sub_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old - data)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_sub_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old - data)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_sub_u32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old - data)))
    return ()


def ds_sub_u64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old - data)))
    return ()


def ds_swizzle_b32(laneId, OFFSET, EXEC, ADDR):
    i = laneId
    j = i
    if OFFSET >= 57344:
        m = R.wrap("u32", OFFSET & 31)
        j = R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.shr(
                    "u32",
                    R.shr("u32", R.brev("u32", R.wrap("u32", i & 31)), 27),
                    R.popcount("u32", m),
                )
                | R.wrap("u32", i & m),
            )
            | R.wrap("u32", i & 32),
        )
    else:
        if OFFSET >= 49152:
            m = R.wrap("u32", OFFSET & 31)
            r = R.wrap("u32", R.shr("u32", OFFSET, 5) & 31)
            moved = (
                R.wrap("u32", i - r)
                if (R.wrap("u32", OFFSET & 1024) != 0)
                else R.wrap("u32", i + r)
            )
            j = R.wrap(
                "u32",
                R.wrap(
                    "u32",
                    R.wrap("u32", i & m)
                    | R.wrap("u32", R.wrap("u32", moved & R.wrap("u32", ~m)) & 31),
                )
                | R.wrap("u32", i & 32),
            )
        else:
            if OFFSET >= 32768:
                j = R.wrap(
                    "u32",
                    R.wrap("u32", i & 60)
                    | R.wrap(
                        "u32", R.shr("u32", OFFSET, R.wrap("u32", R.wrap("u32", i & 3) * 2)) & 3
                    ),
                )
            else:
                j = R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        R.wrap(
                            "u32",
                            R.wrap("u32", R.wrap("u32", i & 31) & R.wrap("u32", OFFSET & 31))
                            | R.wrap("u32", R.shr("u32", OFFSET, 5) & 31),
                        )
                        ^ R.wrap("u32", R.shr("u32", OFFSET, 10) & 31),
                    )
                    | R.wrap("u32", i & 32),
                )
    D = R.to_bits("u32", (R.cross_lane("lane") if R.cross_lane("lane") else 0))
    return (D,)


def ds_wrap_rtn_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    _st.mem_write(
        "LDS",
        32,
        a,
        R.to_bits(
            "u32",
            (
                R.wrap("u32", old - R.from_bits("u32", DATA0))
                if (old >= R.from_bits("u32", DATA0))
                else R.wrap("u32", old + R.from_bits("u32", DATA1))
            ),
        ),
    )
    D = R.to_bits("u32", old)
    return (D,)


def ds_write2_b32(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 4) * 1))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 4) * 1))
    _st.mem_write("LDS", 32, a0, R.to_bits("u32", R.from_bits("u32", DATA0)))
    if OFFSET1 != OFFSET0:
        _st.mem_write("LDS", 32, a1, R.to_bits("u32", R.from_bits("u32", DATA1)))
    return ()


def ds_write2_b64(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 8) * 1))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 8) * 1))
    _st.mem_write("LDS", 64, a0, R.to_bits("u64", R.from_bits("u64", DATA0)))
    if OFFSET1 != OFFSET0:
        _st.mem_write("LDS", 64, a1, R.to_bits("u64", R.from_bits("u64", DATA1)))
    return ()


def ds_write2st64_b32(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 4) * 64))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 4) * 64))
    _st.mem_write("LDS", 32, a0, R.to_bits("u32", R.from_bits("u32", DATA0)))
    if OFFSET1 != OFFSET0:
        _st.mem_write("LDS", 32, a1, R.to_bits("u32", R.from_bits("u32", DATA1)))
    return ()


def ds_write2st64_b64(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 8) * 64))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 8) * 64))
    _st.mem_write("LDS", 64, a0, R.to_bits("u64", R.from_bits("u64", DATA0)))
    if OFFSET1 != OFFSET0:
        _st.mem_write("LDS", 64, a1, R.to_bits("u64", R.from_bits("u64", DATA1)))
    return ()


def ds_write_addtid_b32(DATA0, OFFSET, M0, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        R.wrap(
            "u32", R.wrap("u32", OFFSET + R.wrap("u32", M0 & 65535)) + R.wrap("u32", laneId * 4)
        ),
        R.to_bits("u32", R.from_bits("u32", DATA0)),
    )
    return ()


def ds_write_b128(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    for i in range(4):
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", a + (4 * i)),
            R.to_bits("u32", ((DATA0 >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def ds_write_b16(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    _st.mem_write("LDS", 16, a, R.to_bits("u16", R.cvt("u32", "u16", R.from_bits("u32", DATA0))))
    return ()


def ds_write_b16_d16_hi(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    _st.mem_write(
        "LDS",
        16,
        a,
        R.to_bits("u16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA0), 16))),
    )
    return ()


def ds_write_b32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.from_bits("u32", DATA0)))
    return ()


def ds_write_b64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.from_bits("u64", DATA0)))
    return ()


def ds_write_b8(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    _st.mem_write("LDS", 8, a, R.to_bits("u8", R.cvt("u32", "u8", R.from_bits("u32", DATA0))))
    return ()


def ds_write_b8_d16_hi(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    _st.mem_write(
        "LDS",
        8,
        a,
        R.to_bits("u8", R.cvt("u32", "u8", R.shr("u32", R.from_bits("u32", DATA0), 16))),
    )
    return ()


def ds_write_b96(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    for i in range(3):
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", a + (4 * i)),
            R.to_bits("u32", ((DATA0 >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def ds_wrxchg2_rtn_b32(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, D, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 4) * 1))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 4) * 1))
    for i in range(1):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a0 + (4 * i)))) << (32 * i)
        )
        D = (D & ~(0xFFFFFFFF << (32 * (1 + i)))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a1 + (4 * i))))
            << (32 * (1 + i))
        )
    _st.mem_write("LDS", 32, a0, R.to_bits("u32", R.from_bits("u32", DATA0)))
    if OFFSET1 != OFFSET0:
        _st.mem_write("LDS", 32, a1, R.to_bits("u32", R.from_bits("u32", DATA1)))
    return (D,)


def ds_wrxchg2_rtn_b64(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, D, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 8) * 1))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 8) * 1))
    for i in range(2):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a0 + (4 * i)))) << (32 * i)
        )
        D = (D & ~(0xFFFFFFFF << (32 * (2 + i)))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a1 + (4 * i))))
            << (32 * (2 + i))
        )
    _st.mem_write("LDS", 64, a0, R.to_bits("u64", R.from_bits("u64", DATA0)))
    if OFFSET1 != OFFSET0:
        _st.mem_write("LDS", 64, a1, R.to_bits("u64", R.from_bits("u64", DATA1)))
    return (D,)


def ds_wrxchg2st64_rtn_b32(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, D, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 4) * 64))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 4) * 64))
    for i in range(1):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a0 + (4 * i)))) << (32 * i)
        )
        D = (D & ~(0xFFFFFFFF << (32 * (1 + i)))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a1 + (4 * i))))
            << (32 * (1 + i))
        )
    _st.mem_write("LDS", 32, a0, R.to_bits("u32", R.from_bits("u32", DATA0)))
    if OFFSET1 != OFFSET0:
        _st.mem_write("LDS", 32, a1, R.to_bits("u32", R.from_bits("u32", DATA1)))
    return (D,)


def ds_wrxchg2st64_rtn_b64(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, D, _st):
    a0 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET0 * 8) * 64))
    a1 = R.wrap("u32", R.from_bits("u32", ADDR) + R.wrap("u32", R.wrap("u32", OFFSET1 * 8) * 64))
    for i in range(2):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a0 + (4 * i)))) << (32 * i)
        )
        D = (D & ~(0xFFFFFFFF << (32 * (2 + i)))) | (
            R.from_bits("u32", _st.mem_read("LDS", 32, R.wrap("u32", a1 + (4 * i))))
            << (32 * (2 + i))
        )
    _st.mem_write("LDS", 64, a0, R.to_bits("u64", R.from_bits("u64", DATA0)))
    if OFFSET1 != OFFSET0:
        _st.mem_write("LDS", 64, a1, R.to_bits("u64", R.from_bits("u64", DATA1)))
    return (D,)


def ds_wrxchg_rtn_b32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.from_bits("u32", DATA0)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_wrxchg_rtn_b64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.from_bits("u64", DATA0)))
    D = R.to_bits("u64", old)
    return (D,)


def ds_xor_b32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old ^ data)))
    return ()


def ds_xor_b64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old ^ data)))
    return ()


def ds_xor_rtn_b32(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u32", _st.mem_read("LDS", 32, a))
    data = R.from_bits("u32", DATA0)
    _st.mem_write("LDS", 32, a, R.to_bits("u32", R.wrap("u32", old ^ data)))
    D = R.to_bits("u32", old)
    return (D,)


def ds_xor_rtn_b64(ADDR, OFFSET, DATA0, _st):
    a = R.wrap("u32", R.from_bits("u32", ADDR) + OFFSET)
    old = R.from_bits("u64", _st.mem_read("LDS", 64, a))
    data = R.from_bits("u64", DATA0)
    _st.mem_write("LDS", 64, a, R.to_bits("u64", R.wrap("u64", old ^ data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_add(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old + data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_add_f32(ADDRESS, IN_LDS, MODE, DATA, _st):
    old = R.from_bits("f32", _st.mem_read("MEM", 32, ADDRESS))
    if R.isnan(old):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("f32", R.quiet(old)))
    else:
        if IN_LDS:
            _st.mem_write(
                "MEM",
                32,
                ADDRESS,
                R.to_bits(
                    "f32",
                    R.ftz_mode(
                        "f32",
                        R.fadd(
                            "f32",
                            R.ftz_mode("f32", old, MODE, False),
                            R.ftz_mode("f32", R.from_bits("f32", DATA), MODE, False),
                        ),
                        MODE,
                        True,
                    ),
                ),
            )
        else:
            _st.mem_write(
                "MEM",
                32,
                ADDRESS,
                R.to_bits(
                    "f32", R.fadd("f32", R.ftz("f32", old), R.ftz("f32", R.from_bits("f32", DATA)))
                ),
            )
    D = R.to_bits("f32", old)
    return (D,)


def flat_atomic_add_f64(ADDRESS, DATA, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    data = R.from_bits("f64", DATA)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits("f64", (R.quiet(old) if R.isnan(old) else R.fadd("f64", old, data))),
    )
    D = R.to_bits("f64", old)
    return (D,)


def flat_atomic_add_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old + data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_and(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old & data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_and_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old & data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_cmpswap(ADDRESS, DATA, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits(
            "u32",
            (
                ((DATA >> (32 * 0)) & 0xFFFFFFFF)
                if (old == ((DATA >> (32 * 1)) & 0xFFFFFFFF))
                else old
            ),
        ),
    )
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_cmpswap_x2(ADDRESS, DATA, _st):
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "u64",
            (
                R.wrap(
                    "u64",
                    R.cvt("u32", "u64", ((DATA >> (32 * 0)) & 0xFFFFFFFF))
                    | R.shl("u64", R.cvt("u32", "u64", ((DATA >> (32 * 1)) & 0xFFFFFFFF)), 32),
                )
                if (
                    old
                    == R.wrap(
                        "u64",
                        R.cvt("u32", "u64", ((DATA >> (32 * 2)) & 0xFFFFFFFF))
                        | R.shl("u64", R.cvt("u32", "u64", ((DATA >> (32 * 3)) & 0xFFFFFFFF)), 32),
                    )
                )
                else old
            ),
        ),
    )
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_dec(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits("u32", (data if ((old == 0) or (old > data)) else R.wrap("u32", old - 1))),
    )
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_dec_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits("u64", (data if ((old == 0) or (old > data)) else R.wrap("u64", old - 1))),
    )
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_inc(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM", 32, ADDRESS, R.to_bits("u32", (0 if (old >= data) else R.wrap("u32", old + 1)))
    )
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_inc_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM", 64, ADDRESS, R.to_bits("u64", (0 if (old >= data) else R.wrap("u64", old + 1)))
    )
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_max_f64(ADDRESS, DATA, IN_LDS, MODE, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    data = R.from_bits("f64", DATA)
    if IN_LDS:
        o = R.ftz_mode("f64", old, MODE, False)
        d = R.ftz_mode("f64", data, MODE, False)
        _st.mem_write(
            "MEM",
            64,
            ADDRESS,
            R.to_bits(
                "f64",
                (
                    R.quiet(old)
                    if R.issnan(old)
                    else (
                        R.quiet(data)
                        if R.issnan(data)
                        else (
                            data
                            if (
                                R.isnan(o)
                                or (d > o)
                                or (
                                    (d == o)
                                    and (
                                        R.reinterpret("f64", "u64", d)
                                        < R.reinterpret("f64", "u64", o)
                                    )
                                )
                            )
                            else old
                        )
                    )
                ),
            ),
        )
    else:
        _st.mem_write(
            "MEM",
            64,
            ADDRESS,
            R.to_bits(
                "f64",
                (
                    R.quiet(old)
                    if R.issnan(old)
                    else (R.quiet(data) if R.issnan(data) else R.fmax(old, data))
                ),
            ),
        )
    D = R.to_bits("f64", old)
    return (D,)


def flat_atomic_min_f64(ADDRESS, DATA, IN_LDS, MODE, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    data = R.from_bits("f64", DATA)
    if IN_LDS:
        o = R.ftz_mode("f64", old, MODE, False)
        d = R.ftz_mode("f64", data, MODE, False)
        _st.mem_write(
            "MEM",
            64,
            ADDRESS,
            R.to_bits(
                "f64",
                (
                    R.quiet(old)
                    if R.issnan(old)
                    else (
                        R.quiet(data)
                        if R.issnan(data)
                        else (
                            data
                            if (
                                R.isnan(o)
                                or (d < o)
                                or (
                                    (d == o)
                                    and (
                                        R.reinterpret("f64", "u64", d)
                                        > R.reinterpret("f64", "u64", o)
                                    )
                                )
                            )
                            else old
                        )
                    )
                ),
            ),
        )
    else:
        _st.mem_write(
            "MEM",
            64,
            ADDRESS,
            R.to_bits(
                "f64",
                (
                    R.quiet(old)
                    if R.issnan(old)
                    else (R.quiet(data) if R.issnan(data) else R.fmin(old, data))
                ),
            ),
        )
    D = R.to_bits("f64", old)
    return (D,)


def flat_atomic_or(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old | data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_or_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old | data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_pk_add_bf16(ADDRESS, DATA, IN_LDS, MODE, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA), (16 * h)))
        )
        s = (
            R.quiet(x)
            if R.isnan(x)
            else (
                R.ftz_mode(
                    "bf16",
                    R.fadd(
                        "bf16",
                        R.ftz_mode("bf16", x, MODE, False),
                        R.ftz_mode("bf16", y, MODE, False),
                    ),
                    MODE,
                    True,
                )
                if IN_LDS
                else R.fadd("bf16", x, y)
            )
        )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("bf16", "u16", s)), (16 * h))
        )
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", r))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_pk_add_f16(ADDRESS, DATA, IN_LDS, MODE, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA), (16 * h)))
        )
        s = (
            R.quiet(x)
            if R.isnan(x)
            else (
                R.ftz_mode(
                    "f16",
                    R.fadd(
                        "f16", R.ftz_mode("f16", x, MODE, False), R.ftz_mode("f16", y, MODE, False)
                    ),
                    MODE,
                    True,
                )
                if IN_LDS
                else R.fadd("f16", x, y)
            )
        )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", s)), (16 * h))
        )
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", r))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_smax(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold > sdata) else data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_smax_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold > sdata) else data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_smin(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold < sdata) else data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_smin_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold < sdata) else data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_sub(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old - data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_sub_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old - data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_swap(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", data))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_swap_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", data))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_umax(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old > data) else data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_umax_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old > data) else data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_umin(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old < data) else data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_umin_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old < data) else data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_atomic_xor(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old ^ data)))
    D = R.to_bits("u32", old)
    return (D,)


def flat_atomic_xor_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old ^ data)))
    D = R.to_bits("u64", old)
    return (D,)


def flat_load_dword(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def flat_load_dwordx2(ADDRESS, D, _st):
    for i in range(2):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def flat_load_dwordx3(ADDRESS, D, _st):
    for i in range(3):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def flat_load_dwordx4(ADDRESS, D, _st):
    for i in range(4):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def flat_load_sbyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("i8", "i32", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("i32", data),
        )
    else:
        D = R.to_bits("i32", data)
    return (D,)


def flat_load_sbyte_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt(
                "u16", "u32", R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))
            ),
        ),
    )
    return (D,)


def flat_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32",
                R.cvt(
                    "u16",
                    "u32",
                    R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS))),
                ),
                16,
            ),
        ),
    )
    return (D,)


def flat_load_short_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS))),
        ),
    )
    return (D,)


def flat_load_short_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32", R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS))), 16
            ),
        ),
    )
    return (D,)


def flat_load_sshort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("i16", "i32", R.from_bits("i16", _st.mem_read("MEM", 16, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("i32", data),
        )
    else:
        D = R.to_bits("i32", data)
    return (D,)


def flat_load_ubyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def flat_load_ubyte_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS))),
        ),
    )
    return (D,)


def flat_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32", R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS))), 16
            ),
        ),
    )
    return (D,)


def flat_load_ushort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def flat_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, R.to_bits("u8", R.cvt("u32", "u8", R.from_bits("u32", DATA))))
    return ()


def flat_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        8,
        ADDRESS,
        R.to_bits("u8", R.cvt("u32", "u8", R.shr("u32", R.from_bits("u32", DATA), 16))),
    )
    return ()


def flat_store_dword(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.from_bits("u32", DATA)))
    return ()


def flat_store_dwordx2(DATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def flat_store_dwordx3(DATA, ADDRESS, _st):
    for i in range(3):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def flat_store_dwordx4(DATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def flat_store_short(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 16, ADDRESS, R.to_bits("u16", R.cvt("u32", "u16", R.from_bits("u32", DATA)))
    )
    return ()


def flat_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        R.to_bits("u16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA), 16))),
    )
    return ()


def global_atomic_add(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old + data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_add_f32(ADDRESS, DATA, _st):
    old = R.from_bits("f32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits(
            "f32",
            (
                R.quiet(old)
                if R.isnan(old)
                else R.fadd("f32", R.ftz("f32", old), R.ftz("f32", R.from_bits("f32", DATA)))
            ),
        ),
    )
    D = R.to_bits("f32", old)
    return (D,)


def global_atomic_add_f64(ADDRESS, DATA, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "f64", (R.quiet(old) if R.isnan(old) else R.fadd("f64", old, R.from_bits("f64", DATA)))
        ),
    )
    D = R.to_bits("f64", old)
    return (D,)


def global_atomic_add_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old + data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_and(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old & data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_and_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old & data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_cmpswap(ADDRESS, DATA, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits(
            "u32",
            (
                ((DATA >> (32 * 0)) & 0xFFFFFFFF)
                if (old == ((DATA >> (32 * 1)) & 0xFFFFFFFF))
                else old
            ),
        ),
    )
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_cmpswap_x2(ADDRESS, DATA, _st):
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "u64",
            (
                R.wrap(
                    "u64",
                    R.cvt("u32", "u64", ((DATA >> (32 * 0)) & 0xFFFFFFFF))
                    | R.shl("u64", R.cvt("u32", "u64", ((DATA >> (32 * 1)) & 0xFFFFFFFF)), 32),
                )
                if (
                    old
                    == R.wrap(
                        "u64",
                        R.cvt("u32", "u64", ((DATA >> (32 * 2)) & 0xFFFFFFFF))
                        | R.shl("u64", R.cvt("u32", "u64", ((DATA >> (32 * 3)) & 0xFFFFFFFF)), 32),
                    )
                )
                else old
            ),
        ),
    )
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_dec(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits("u32", (data if ((old == 0) or (old > data)) else R.wrap("u32", old - 1))),
    )
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_dec_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits("u64", (data if ((old == 0) or (old > data)) else R.wrap("u64", old - 1))),
    )
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_inc(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM", 32, ADDRESS, R.to_bits("u32", (0 if (old >= data) else R.wrap("u32", old + 1)))
    )
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_inc_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM", 64, ADDRESS, R.to_bits("u64", (0 if (old >= data) else R.wrap("u64", old + 1)))
    )
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_max_f64(ADDRESS, DATA, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "f64",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(R.from_bits("f64", DATA))
                    if R.issnan(R.from_bits("f64", DATA))
                    else R.fmax(old, R.from_bits("f64", DATA))
                )
            ),
        ),
    )
    D = R.to_bits("f64", old)
    return (D,)


def global_atomic_min_f64(ADDRESS, DATA, _st):
    old = R.from_bits("f64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "f64",
            (
                R.quiet(old)
                if R.issnan(old)
                else (
                    R.quiet(R.from_bits("f64", DATA))
                    if R.issnan(R.from_bits("f64", DATA))
                    else R.fmin(old, R.from_bits("f64", DATA))
                )
            ),
        ),
    )
    D = R.to_bits("f64", old)
    return (D,)


def global_atomic_or(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old | data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_or_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old | data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_pk_add_bf16(ADDRESS, DATA, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA), (16 * h)))
        )
        s = R.quiet(x) if R.isnan(x) else R.fadd("bf16", x, y)
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("bf16", "u16", s)), (16 * h))
        )
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", r))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_pk_add_f16(ADDRESS, DATA, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    r = R.cvt("int", "u32", 0)
    for h in range(2):
        x = R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.shr("u32", old, (16 * h))))
        y = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA), (16 * h)))
        )
        s = R.quiet(x) if R.isnan(x) else R.fadd("f16", x, y)
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", s)), (16 * h))
        )
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", r))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_smax(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold > sdata) else data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_smax_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold > sdata) else data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_smin(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold < sdata) else data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_smin_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold < sdata) else data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_sub(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old - data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_sub_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old - data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_swap(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", data))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_swap_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", data))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_umax(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old > data) else data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_umax_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old > data) else data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_umin(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old < data) else data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_umin_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old < data) else data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_atomic_xor(DATA, ADDRESS, _st):
    data = R.from_bits("u32", DATA)
    sdata = R.from_bits("i32", DATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old ^ data)))
    D = R.to_bits("u32", old)
    return (D,)


def global_atomic_xor_x2(DATA, ADDRESS, _st):
    data = R.from_bits("u64", DATA)
    sdata = R.from_bits("i64", DATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old ^ data)))
    D = R.to_bits("u64", old)
    return (D,)


def global_load_dword(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def global_load_dwordx2(ADDRESS, D, _st):
    for i in range(2):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def global_load_dwordx3(ADDRESS, D, _st):
    for i in range(3):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def global_load_dwordx4(ADDRESS, D, _st):
    for i in range(4):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def global_load_lds_dword(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))),
    )
    return ()


def global_load_lds_dwordx3(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    for i in range(3):
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", R.wrap("u32", lds + R.wrap("u32", laneId * 16)) + (4 * i)),
            R.to_bits(
                "u32", R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            ),
        )
    return ()


def global_load_lds_dwordx4(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    for i in range(4):
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", R.wrap("u32", lds + R.wrap("u32", laneId * 16)) + (4 * i)),
            R.to_bits(
                "u32", R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            ),
        )
    return ()


def global_load_lds_sbyte(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("i32", R.cvt("i8", "i32", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))),
    )
    return ()


def global_load_lds_sshort(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("i32", R.cvt("i16", "i32", R.from_bits("i16", _st.mem_read("MEM", 16, ADDRESS)))),
    )
    return ()


def global_load_lds_ubyte(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("u32", R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS)))),
    )
    return ()


def global_load_lds_ushort(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("u32", R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS)))),
    )
    return ()


def global_load_sbyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("i8", "i32", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("i32", data),
        )
    else:
        D = R.to_bits("i32", data)
    return (D,)


def global_load_sbyte_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt(
                "u16", "u32", R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))
            ),
        ),
    )
    return (D,)


def global_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32",
                R.cvt(
                    "u16",
                    "u32",
                    R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS))),
                ),
                16,
            ),
        ),
    )
    return (D,)


def global_load_short_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS))),
        ),
    )
    return (D,)


def global_load_short_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32", R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS))), 16
            ),
        ),
    )
    return (D,)


def global_load_sshort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("i16", "i32", R.from_bits("i16", _st.mem_read("MEM", 16, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("i32", data),
        )
    else:
        D = R.to_bits("i32", data)
    return (D,)


def global_load_ubyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def global_load_ubyte_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS))),
        ),
    )
    return (D,)


def global_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32", R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS))), 16
            ),
        ),
    )
    return (D,)


def global_load_ushort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def global_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, R.to_bits("u8", R.cvt("u32", "u8", R.from_bits("u32", DATA))))
    return ()


def global_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        8,
        ADDRESS,
        R.to_bits("u8", R.cvt("u32", "u8", R.shr("u32", R.from_bits("u32", DATA), 16))),
    )
    return ()


def global_store_dword(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.from_bits("u32", DATA)))
    return ()


def global_store_dwordx2(DATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def global_store_dwordx3(DATA, ADDRESS, _st):
    for i in range(3):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def global_store_dwordx4(DATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def global_store_short(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 16, ADDRESS, R.to_bits("u16", R.cvt("u32", "u16", R.from_bits("u32", DATA)))
    )
    return ()


def global_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        R.to_bits("u16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA), 16))),
    )
    return ()


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


def s_atomic_add(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old + data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_add_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old + data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_and(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old & data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_and_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old & data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_cmpswap(ADDRESS, SDATA, RETURN, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits(
            "u32",
            (
                ((SDATA >> (32 * 0)) & 0xFFFFFFFF)
                if (old == ((SDATA >> (32 * 1)) & 0xFFFFFFFF))
                else old
            ),
        ),
    )
    if RETURN:
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * 0))) | (old << (32 * 0))
    return (SDATA,)


def s_atomic_cmpswap_x2(ADDRESS, SDATA, RETURN, _st):
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "u64",
            (
                R.wrap(
                    "u64",
                    R.cvt("u32", "u64", ((SDATA >> (32 * 0)) & 0xFFFFFFFF))
                    | R.shl("u64", R.cvt("u32", "u64", ((SDATA >> (32 * 1)) & 0xFFFFFFFF)), 32),
                )
                if (
                    old
                    == R.wrap(
                        "u64",
                        R.cvt("u32", "u64", ((SDATA >> (32 * 2)) & 0xFFFFFFFF))
                        | R.shl("u64", R.cvt("u32", "u64", ((SDATA >> (32 * 3)) & 0xFFFFFFFF)), 32),
                    )
                )
                else old
            ),
        ),
    )
    if RETURN:
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * 0))) | (R.cvt("u64", "u32", old) << (32 * 0))
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * 1))) | (
            R.cvt("u64", "u32", R.shr("u64", old, 32)) << (32 * 1)
        )
    return (SDATA,)


def s_atomic_dec(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits("u32", (data if ((old == 0) or (old > data)) else R.wrap("u32", old - 1))),
    )
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_dec_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits("u64", (data if ((old == 0) or (old > data)) else R.wrap("u64", old - 1))),
    )
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_inc(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM", 32, ADDRESS, R.to_bits("u32", (0 if (old >= data) else R.wrap("u32", old + 1)))
    )
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_inc_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM", 64, ADDRESS, R.to_bits("u64", (0 if (old >= data) else R.wrap("u64", old + 1)))
    )
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_or(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old | data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_or_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old | data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_smax(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold > sdata) else data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_smax_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold > sdata) else data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_smin(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold < sdata) else data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_smin_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold < sdata) else data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_sub(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old - data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_sub_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old - data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_swap(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", data))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_swap_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", data))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_umax(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old > data) else data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_umax_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old > data) else data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_umin(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old < data) else data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_umin_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old < data) else data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_atomic_xor(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old ^ data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_atomic_xor_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old ^ data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


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
        R.cvt("i32", "u32", R.shr("i32", R.from_bits("i32", S0), R.cvt("u32", "i32", off)))
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
        R.cvt("i64", "u64", R.shr("i64", R.from_bits("i64", S0), R.cvt("u64", "i64", off)))
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
        R.cvt("u32", "u32", R.shr("u32", R.from_bits("u32", S0), R.cvt("u32", "u32", off)))
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
        R.cvt("u64", "u64", R.shr("u64", R.from_bits("u64", S0), R.cvt("u64", "u64", off)))
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


def s_buffer_atomic_add(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old + data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_add_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old + data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_and(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old & data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_and_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old & data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_cmpswap(ADDRESS, SDATA, RETURN, _st):
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits(
            "u32",
            (
                ((SDATA >> (32 * 0)) & 0xFFFFFFFF)
                if (old == ((SDATA >> (32 * 1)) & 0xFFFFFFFF))
                else old
            ),
        ),
    )
    if RETURN:
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * 0))) | (old << (32 * 0))
    return (SDATA,)


def s_buffer_atomic_cmpswap_x2(ADDRESS, SDATA, RETURN, _st):
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits(
            "u64",
            (
                R.wrap(
                    "u64",
                    R.cvt("u32", "u64", ((SDATA >> (32 * 0)) & 0xFFFFFFFF))
                    | R.shl("u64", R.cvt("u32", "u64", ((SDATA >> (32 * 1)) & 0xFFFFFFFF)), 32),
                )
                if (
                    old
                    == R.wrap(
                        "u64",
                        R.cvt("u32", "u64", ((SDATA >> (32 * 2)) & 0xFFFFFFFF))
                        | R.shl("u64", R.cvt("u32", "u64", ((SDATA >> (32 * 3)) & 0xFFFFFFFF)), 32),
                    )
                )
                else old
            ),
        ),
    )
    if RETURN:
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * 0))) | (R.cvt("u64", "u32", old) << (32 * 0))
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * 1))) | (
            R.cvt("u64", "u32", R.shr("u64", old, 32)) << (32 * 1)
        )
    return (SDATA,)


def s_buffer_atomic_dec(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        R.to_bits("u32", (data if ((old == 0) or (old > data)) else R.wrap("u32", old - 1))),
    )
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_dec_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        R.to_bits("u64", (data if ((old == 0) or (old > data)) else R.wrap("u64", old - 1))),
    )
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_inc(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write(
        "MEM", 32, ADDRESS, R.to_bits("u32", (0 if (old >= data) else R.wrap("u32", old + 1)))
    )
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_inc_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write(
        "MEM", 64, ADDRESS, R.to_bits("u64", (0 if (old >= data) else R.wrap("u64", old + 1)))
    )
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_or(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old | data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_or_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old | data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_smax(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold > sdata) else data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_smax_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold > sdata) else data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_smin(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (sold < sdata) else data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_smin_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (sold < sdata) else data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_sub(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old - data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_sub_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old - data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_swap(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", data))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_swap_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", data))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_umax(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old > data) else data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_umax_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old > data) else data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_umin(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", (old if (old < data) else data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_umin_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", (old if (old < data) else data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_atomic_xor(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u32", SDATA)
    sdata = R.from_bits("i32", SDATA)
    old = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    sold = R.from_bits("i32", _st.mem_read("MEM", 32, ADDRESS))
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.wrap("u32", old ^ data)))
    if RETURN:
        SDATA = R.to_bits("u32", old)
    return (SDATA,)


def s_buffer_atomic_xor_x2(SDATA, ADDRESS, RETURN, _st):
    data = R.from_bits("u64", SDATA)
    sdata = R.from_bits("i64", SDATA)
    old = R.from_bits("u64", _st.mem_read("MEM", 64, ADDRESS))
    sold = R.from_bits("i64", _st.mem_read("MEM", 64, ADDRESS))
    _st.mem_write("MEM", 64, ADDRESS, R.to_bits("u64", R.wrap("u64", old ^ data)))
    if RETURN:
        SDATA = R.to_bits("u64", old)
    return (SDATA,)


def s_buffer_load_dword(ADDRESS, SDATA, _st):
    for i in range(1):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_buffer_load_dwordx16(ADDRESS, SDATA, _st):
    for i in range(16):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_buffer_load_dwordx2(ADDRESS, SDATA, _st):
    for i in range(2):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_buffer_load_dwordx4(ADDRESS, SDATA, _st):
    for i in range(4):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_buffer_load_dwordx8(ADDRESS, SDATA, _st):
    for i in range(8):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_buffer_store_dword(SDATA, ADDRESS, _st):
    for i in range(1):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def s_buffer_store_dwordx2(SDATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def s_buffer_store_dwordx4(SDATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


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


def s_load_dword(ADDRESS, SDATA, _st):
    for i in range(1):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_load_dwordx16(ADDRESS, SDATA, _st):
    for i in range(16):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_load_dwordx2(ADDRESS, SDATA, _st):
    for i in range(2):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_load_dwordx4(ADDRESS, SDATA, _st):
    for i in range(4):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_load_dwordx8(ADDRESS, SDATA, _st):
    for i in range(8):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


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
    c = R.from_bits("i32", S0) >= R.from_bits("i32", S1)
    D = R.to_bits("i32", (R.from_bits("i32", S0) if c else R.from_bits("i32", S1)))
    SCC = c
    return (D, SCC)


def s_max_u32(S0, S1):
    c = R.from_bits("u32", S0) >= R.from_bits("u32", S1)
    D = R.to_bits("u32", (R.from_bits("u32", S0) if c else R.from_bits("u32", S1)))
    SCC = c
    return (D, SCC)


def s_memrealtime(CLOCK):
    SDATA = R.to_bits("u64", CLOCK)
    return (SDATA,)


def s_memtime(CLOCK):
    SDATA = R.to_bits("u64", CLOCK)
    return (SDATA,)


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


def s_scratch_load_dword(ADDRESS, SDATA, _st):
    for i in range(1):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_scratch_load_dwordx2(ADDRESS, SDATA, _st):
    for i in range(2):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_scratch_load_dwordx4(ADDRESS, SDATA, _st):
    for i in range(4):
        SDATA = (SDATA & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (SDATA,)


def s_scratch_store_dword(SDATA, ADDRESS, _st):
    for i in range(1):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def s_scratch_store_dwordx2(SDATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def s_scratch_store_dwordx4(SDATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def s_sendmsg(K, _st):
    msg = R.bits("u16", R.from_bits("u16", K), 3, 0)
    status = _st.hwreg(2)
    if msg == 10:
        _st.host(1)
    else:
        if (msg == 6) or (False and (R.bit("u32", status, 5) == 0)):
            _st.host(0)
    return ()


def s_sendmsghalt(K, _st):
    msg = R.bits("u16", R.from_bits("u16", K), 3, 0)
    status = _st.hwreg(2)
    if msg == 10:
        _st.host(1)
    else:
        if (msg == 6) or (True and (R.bit("u32", status, 5) == 0)):
            _st.host(0)
    return ()


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


def s_sethalt(K, _st):
    status = R.wrap(
        "u32",
        R.wrap("u32", _st.hwreg(2) & 4294959103)
        | R.shl("u32", R.cvt("u16", "u32", R.bit("u16", R.from_bits("u16", K), 0)), 13),
    )
    _st.set_hwreg(2, status)
    if (R.bit("u16", R.from_bits("u16", K), 0) != 0) and (R.bit("u32", status, 5) == 0):
        _st.host(0)
    return ()


def s_setkill(K, _st):
    if R.bit("u16", R.from_bits("u16", K), 0) != 0:
        _st.endpgm()
    return ()


def s_setpc_b64(S0, PCN):
    PC_out = PCN
    PC_out = R.from_bits("u64", S0)
    return (PC_out,)


def s_setprio(K, _st):
    _st.set_hwreg(
        2,
        R.wrap(
            "u32",
            R.wrap("u32", _st.hwreg(2) & 4294967271)
            | R.shl("u32", R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 1, 0)), 3),
        ),
    )
    return ()


def s_setreg_b32(K, S0, _st):
    id = R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 5, 0))
    off = R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 10, 6))
    size = R.wrap("u32", R.cvt("u16", "u32", R.bits("u16", R.from_bits("u16", K), 15, 11)) + 1)
    status = _st.hwreg(2)
    priv = R.bit("u32", status, 5) != 0
    writable = (id == 1) or (id == 3) or (priv and ((id == 2) or ((id >= 16) and (id <= 19))))
    if writable:
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
    status = _st.hwreg(2)
    priv = R.bit("u32", status, 5) != 0
    writable = (id == 1) or (id == 3) or (priv and ((id == 2) or ((id >= 16) and (id <= 19))))
    if writable:
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


def s_store_dword(SDATA, ADDRESS, _st):
    for i in range(1):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def s_store_dwordx2(SDATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def s_store_dwordx4(SDATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((SDATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


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


def scratch_load_dword(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def scratch_load_dwordx2(ADDRESS, D, _st):
    for i in range(2):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def scratch_load_dwordx3(ADDRESS, D, _st):
    for i in range(3):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def scratch_load_dwordx4(ADDRESS, D, _st):
    for i in range(4):
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (
            R.from_bits("u32", _st.mem_read("MEM", 32, R.wrap("u64", ADDRESS + (4 * i))))
            << (32 * i)
        )
    return (D,)


def scratch_load_lds_dword(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS))),
    )
    return ()


def scratch_load_lds_sbyte(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("i32", R.cvt("i8", "i32", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))),
    )
    return ()


def scratch_load_lds_sshort(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("i32", R.cvt("i16", "i32", R.from_bits("i16", _st.mem_read("MEM", 16, ADDRESS)))),
    )
    return ()


def scratch_load_lds_ubyte(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("u32", R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS)))),
    )
    return ()


def scratch_load_lds_ushort(M0, OFFSET, ADDRESS, laneId, _st):
    lds = R.wrap("u32", R.wrap("u32", M0 & 262140) + R.signext("u32", OFFSET, 13))
    _st.mem_write(
        "LDS",
        32,
        R.wrap("u32", lds + R.wrap("u32", laneId * 4)),
        R.to_bits("u32", R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS)))),
    )
    return ()


def scratch_load_sbyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("i8", "i32", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("i32", data),
        )
    else:
        D = R.to_bits("i32", data)
    return (D,)


def scratch_load_sbyte_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt(
                "u16", "u32", R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS)))
            ),
        ),
    )
    return (D,)


def scratch_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32",
                R.cvt(
                    "u16",
                    "u32",
                    R.cvt("i8", "u16", R.from_bits("i8", _st.mem_read("MEM", 8, ADDRESS))),
                ),
                16,
            ),
        ),
    )
    return (D,)


def scratch_load_short_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS))),
        ),
    )
    return (D,)


def scratch_load_short_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32", R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS))), 16
            ),
        ),
    )
    return (D,)


def scratch_load_sshort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("i16", "i32", R.from_bits("i16", _st.mem_read("MEM", 16, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("i32", data),
        )
    else:
        D = R.to_bits("i32", data)
    return (D,)


def scratch_load_ubyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def scratch_load_ubyte_d16(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS))),
        ),
    )
    return (D,)


def scratch_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl(
                "u32", R.cvt("u8", "u32", R.from_bits("u8", _st.mem_read("MEM", 8, ADDRESS))), 16
            ),
        ),
    )
    return (D,)


def scratch_load_ushort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = R.cvt("u16", "u32", R.from_bits("u16", _st.mem_read("MEM", 16, ADDRESS)))
    if LDS_DMA:
        _st.mem_write(
            "LDS",
            32,
            R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
            R.to_bits("u32", data),
        )
    else:
        D = R.to_bits("u32", data)
    return (D,)


def scratch_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, R.to_bits("u8", R.cvt("u32", "u8", R.from_bits("u32", DATA))))
    return ()


def scratch_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        8,
        ADDRESS,
        R.to_bits("u8", R.cvt("u32", "u8", R.shr("u32", R.from_bits("u32", DATA), 16))),
    )
    return ()


def scratch_store_dword(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", R.from_bits("u32", DATA)))
    return ()


def scratch_store_dwordx2(DATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def scratch_store_dwordx3(DATA, ADDRESS, _st):
    for i in range(3):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def scratch_store_dwordx4(DATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            R.wrap("u64", ADDRESS + (4 * i)),
            R.to_bits("u32", ((DATA >> (32 * i)) & 0xFFFFFFFF)),
        )
    return ()


def scratch_store_short(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 16, ADDRESS, R.to_bits("u16", R.cvt("u32", "u16", R.from_bits("u32", DATA)))
    )
    return ()


def scratch_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        R.to_bits("u16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", DATA), 16))),
    )
    return ()


def tbuffer_load_format_d16_x(NFMT, DFMT, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(1):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 1)))) | (v << (32 * (k % 1)))
    return (VDATA,)


def tbuffer_load_format_d16_xy(NFMT, DFMT, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(2):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 1)))) | (v << (32 * (k % 1)))
    return (VDATA,)


def tbuffer_load_format_d16_xyz(NFMT, DFMT, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(3):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 2)))) | (v << (32 * (k % 2)))
    return (VDATA,)


def tbuffer_load_format_d16_xyzw(NFMT, DFMT, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(4):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 1 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 2)))) | (v << (32 * (k % 2)))
    return (VDATA,)


def tbuffer_load_format_x(NFMT, DFMT, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(1):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 0 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 1)))) | (v << (32 * (k % 1)))
    return (VDATA,)


def tbuffer_load_format_xy(NFMT, DFMT, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(2):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 0 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 2)))) | (v << (32 * (k % 2)))
    return (VDATA,)


def tbuffer_load_format_xyz(NFMT, DFMT, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(3):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 0 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 3)))) | (v << (32 * (k % 3)))
    return (VDATA,)


def tbuffer_load_format_xyzw(NFMT, DFMT, ADDRESS, VDATA, LDS_DMA, LDS_ADDRESS, laneId, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    for k in range(4):
        s = R.wrap("u32", R.shr("u32", sel, (3 * k)) & 7)
        c = R.wrap("u32", R.wrap("u32", s - 4) & 3)
        w = R.cvt("int", "u32", 0)
        o = R.cvt("int", "u32", 0)
        if s >= 4:
            w = R.wrap("u32", R.shr("u32", widths, R.wrap("u32", 8 * c)) & 255)
            for j in range(3):
                if j < c:
                    o = R.wrap("u32", o + R.wrap("u32", R.shr("u32", widths, (8 * j)) & 255))
        raw = R.cvt("int", "u32", 0)
        if w == 32:
            raw = R.from_bits(
                "u32",
                _st.mem_read(
                    "MEM", 32, R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3)))
                ),
            )
        else:
            if w == 16:
                raw = R.cvt(
                    "u16",
                    "u32",
                    R.from_bits(
                        "u16",
                        _st.mem_read(
                            "MEM",
                            16,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        ),
                    ),
                )
            else:
                if w == 8:
                    raw = R.cvt(
                        "u8",
                        "u32",
                        R.from_bits(
                            "u8",
                            _st.mem_read(
                                "MEM",
                                8,
                                R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            ),
                        ),
                    )
                else:
                    if w != 0:
                        raw = R.wrap(
                            "u32",
                            R.shr("u32", R.from_bits("u32", _st.mem_read("MEM", 32, ADDRESS)), o)
                            & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
                        )
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        sv = R.shr(
            "i32",
            R.reinterpret("u32", "i32", R.shl("u32", raw, R.wrap("u32", 32 - w))),
            R.wrap("u32", 32 - w),
        )
        v = R.cvt("int", "u32", 0)
        if w == 0:
            v = 0
        else:
            if nfmt == 0:
                v = R.reinterpret(
                    "f32", "u32", R.fdiv("f32", R.cvt("u32", "f32", raw), R.cvt("u32", "f32", m))
                )
            else:
                if nfmt == 1:
                    v = R.reinterpret(
                        "f32",
                        "u32",
                        R.fmax(
                            R.fdiv(
                                "f32",
                                R.cvt("i32", "f32", sv),
                                R.cvt("u32", "f32", R.shr("u32", m, 1)),
                            ),
                            (-1.0),
                        ),
                    )
                else:
                    if nfmt == 2:
                        v = R.reinterpret("f32", "u32", R.cvt("u32", "f32", raw))
                    else:
                        if nfmt == 3:
                            v = R.reinterpret("f32", "u32", R.cvt("i32", "f32", sv))
                        else:
                            if nfmt == 4:
                                v = raw
                            else:
                                if nfmt == 5:
                                    v = R.reinterpret("i32", "u32", sv)
                                else:
                                    if nfmt == 7:
                                        if w == 32:
                                            v = raw
                                        else:
                                            if w == 16:
                                                v = R.reinterpret(
                                                    "f32",
                                                    "u32",
                                                    R.cvt(
                                                        "f16",
                                                        "f32",
                                                        R.reinterpret(
                                                            "u16", "f16", R.cvt("u32", "u16", raw)
                                                        ),
                                                    ),
                                                )
                                            else:
                                                if (w == 11) or (w == 10):
                                                    v = R.reinterpret(
                                                        "f32",
                                                        "u32",
                                                        R.cvt(
                                                            "f16",
                                                            "f32",
                                                            R.reinterpret(
                                                                "u16",
                                                                "f16",
                                                                R.cvt(
                                                                    "u32",
                                                                    "u16",
                                                                    R.shl(
                                                                        "u32",
                                                                        raw,
                                                                        R.wrap("u32", 15 - w),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    )
        integer = (nfmt == 4) or (nfmt == 5)
        if s == 1:
            v = 1 if integer else 1065353216
        if 0 == 1:
            h = (
                R.cvt("u16", "u32", R.cvt("u32", "u16", v))
                if integer
                else R.cvt(
                    "u16",
                    "u32",
                    R.reinterpret(
                        "f16", "u16", R.cvt("f32", "f16", R.reinterpret("u32", "f32", v))
                    ),
                )
            )
            half = R.cvt("int", "u32", ((k + 0) & 1))
            VDATA = (VDATA & ~(0xFFFFFFFF << (32 * R.shr("int", (k + 0), 1)))) | (
                R.wrap(
                    "u32",
                    R.wrap(
                        "u32",
                        ((VDATA >> (32 * R.shr("int", (k + 0), 1))) & 0xFFFFFFFF)
                        & (~R.shl("int", 65535, R.wrap("u32", 16 * half))),
                    )
                    | R.shl("u32", h, R.wrap("u32", 16 * half)),
                )
                << (32 * R.shr("int", (k + 0), 1))
            )
        else:
            if LDS_DMA:
                _st.mem_write(
                    "LDS",
                    32,
                    R.wrap("u32", LDS_ADDRESS + R.wrap("u32", laneId * 4)),
                    R.to_bits("u32", v),
                )
            else:
                VDATA = (VDATA & ~(0xFFFFFFFF << (32 * (k % 4)))) | (v << (32 * (k % 4)))
    return (VDATA,)


def tbuffer_store_format_d16_x(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 1) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 1))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 1:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def tbuffer_store_format_d16_xy(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 2) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 1))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 2:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def tbuffer_store_format_d16_xyz(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 3) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 2))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 3:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def tbuffer_store_format_d16_xyzw(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 1 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 4) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 2))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 4:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def tbuffer_store_format_x(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 0 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 1) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 1))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 1:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def tbuffer_store_format_xy(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 0 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 2) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 2))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 2:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def tbuffer_store_format_xyz(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 0 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 3) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 3))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 3:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def tbuffer_store_format_xyzw(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = R.cvt("int", "u32", 4012)
    nfmt = NFMT
    dfmt = DFMT
    widths = R.cvt("int", "u32", 0)
    if dfmt == 1:
        widths = 8
    else:
        if dfmt == 2:
            widths = 16
        else:
            if dfmt == 3:
                widths = 2056
            else:
                if dfmt == 4:
                    widths = 32
                else:
                    if dfmt == 5:
                        widths = 4112
                    else:
                        if dfmt == 6:
                            widths = 658187
                        else:
                            if dfmt == 7:
                                widths = 723722
                            else:
                                if dfmt == 8:
                                    widths = 168430082
                                else:
                                    if dfmt == 9:
                                        widths = 34212362
                                    else:
                                        if dfmt == 10:
                                            widths = 134744072
                                        else:
                                            if dfmt == 11:
                                                widths = 8224
                                            else:
                                                if dfmt == 12:
                                                    widths = 269488144
                                                else:
                                                    if dfmt == 13:
                                                        widths = 2105376
                                                    else:
                                                        if dfmt == 14:
                                                            widths = 538976288
    packed = R.cvt("int", "u32", 0)
    o = R.cvt("int", "u32", 0)
    for c in range(4):
        w = R.wrap("u32", R.shr("u32", widths, (8 * c)) & 255)
        m = R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1)
        x = R.cvt("int", "u32", 0)
        if 0 == 1:
            x = R.wrap(
                "u32",
                R.shr(
                    "u32",
                    ((VDATA >> (32 * R.shr("int", ((c % 4) + 0), 1))) & 0xFFFFFFFF),
                    (16 * ((c + 0) & 1)),
                )
                & 65535,
            )
            if nfmt == 5:
                x = R.reinterpret(
                    "i32",
                    "u32",
                    R.cvt("i16", "i32", R.reinterpret("u16", "i16", R.cvt("u32", "u16", x))),
                )
            else:
                if nfmt != 4:
                    x = R.reinterpret(
                        "f32",
                        "u32",
                        R.cvt("f16", "f32", R.reinterpret("u16", "f16", R.cvt("u32", "u16", x))),
                    )
        else:
            x = (VDATA >> (32 * (c % 4))) & 0xFFFFFFFF
        f = R.reinterpret("u32", "f32", x)
        r = R.cvt("int", "u32", 0)
        if nfmt == 0:
            r = R.cvt(
                "f32",
                "u32",
                R.unary(
                    "rndne",
                    "f32",
                    R.fmul("f32", R.fmin(R.fmax(f, 0.0), 1.0), R.cvt("u32", "f32", m)),
                ),
            )
        else:
            if nfmt == 1:
                r = R.wrap(
                    "u32",
                    R.reinterpret(
                        "i32",
                        "u32",
                        R.cvt(
                            "f32",
                            "i32",
                            R.unary(
                                "rndne",
                                "f32",
                                R.fmul(
                                    "f32",
                                    R.fmin(R.fmax(f, (-1.0)), 1.0),
                                    R.cvt("u32", "f32", R.shr("u32", m, 1)),
                                ),
                            ),
                        ),
                    )
                    & m,
                )
            else:
                if nfmt == 2:
                    r = min(R.cvt("f32", "u32", f), m)
                else:
                    if nfmt == 3:
                        r = R.wrap(
                            "u32",
                            R.reinterpret(
                                "i32",
                                "u32",
                                min(
                                    max(
                                        R.cvt("f32", "i32", f),
                                        R.wrap(
                                            "i32",
                                            R.wrap(
                                                "i32",
                                                -R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                            )
                                            - 1,
                                        ),
                                    ),
                                    R.reinterpret("u32", "i32", R.shr("u32", m, 1)),
                                ),
                            )
                            & m,
                        )
                    else:
                        if (nfmt == 4) or (nfmt == 5):
                            r = R.wrap("u32", x & m)
                        else:
                            if nfmt == 7:
                                if w == 32:
                                    r = x
                                else:
                                    if w == 16:
                                        r = R.cvt(
                                            "u16",
                                            "u32",
                                            R.reinterpret("f16", "u16", R.cvt("f32", "f16", f)),
                                        )
                                    else:
                                        if (w == 11) or (w == 10):
                                            mb = R.wrap("u32", w - 5)
                                            if R.isnan(f):
                                                r = R.shl("int", 31, mb) | R.shl(
                                                    "int", 1, R.wrap("u32", mb - 1)
                                                )
                                            else:
                                                if f >= 131072.0:
                                                    r = R.shl("int", 31, mb)
                                                else:
                                                    if f > 0.0:
                                                        e = max(
                                                            R.wrap(
                                                                "i32",
                                                                R.unary("frexp_exp", "f32", f) - 1,
                                                            ),
                                                            (-14),
                                                        )
                                                        q = R.cvt(
                                                            "f32",
                                                            "u32",
                                                            R.unary(
                                                                "rndne",
                                                                "f32",
                                                                R.ldexp(
                                                                    "f32",
                                                                    f,
                                                                    R.wrap(
                                                                        "i32",
                                                                        R.reinterpret(
                                                                            "u32", "i32", mb
                                                                        )
                                                                        - e,
                                                                    ),
                                                                ),
                                                            ),
                                                        )
                                                        r = min(
                                                            R.wrap(
                                                                "u32",
                                                                R.shl(
                                                                    "u32",
                                                                    R.reinterpret(
                                                                        "i32",
                                                                        "u32",
                                                                        R.wrap("i32", e + 14),
                                                                    ),
                                                                    mb,
                                                                )
                                                                + q,
                                                            ),
                                                            R.shl(
                                                                "u32", R.cvt("int", "u32", 31), mb
                                                            ),
                                                        )
        if c < 4:
            if w == 32:
                _st.mem_write(
                    "MEM",
                    32,
                    R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                    R.to_bits("u32", r),
                )
            else:
                if w == 16:
                    _st.mem_write(
                        "MEM",
                        16,
                        R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                        R.to_bits("u16", R.cvt("u32", "u16", r)),
                    )
                else:
                    if w == 8:
                        _st.mem_write(
                            "MEM",
                            8,
                            R.wrap("u64", ADDRESS + R.cvt("u32", "u64", R.shr("u32", o, 3))),
                            R.to_bits("u8", R.cvt("u32", "u8", r)),
                        )
                    else:
                        if w != 0:
                            packed = R.wrap("u32", packed | R.shl("u32", r, o))
        o = R.wrap("u32", o + w)
    if (dfmt >= 6) and (dfmt <= 9):
        _st.mem_write("MEM", 32, ADDRESS, R.to_bits("u32", packed))
    return ()


def v_accvgpr_mov_b32(S0):
    D = R.to_bits("u32", R.from_bits("u32", S0))
    return (D,)


def v_accvgpr_read_b32(S0):
    D = R.to_bits("u32", R.from_bits("u32", S0))
    return (D,)


def v_accvgpr_write_b32(S0):
    D = R.to_bits("u32", R.from_bits("u32", S0))
    return (D,)


def v_add3_u32(S0, S1, S2):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", S0) + R.from_bits("u32", S1)) + R.from_bits("u32", S2),
        ),
    )
    return (D,)


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


def v_add_f64(S0, S1):
    D = R.to_bits("f64", R.fadd("f64", R.from_bits("f64", S0), R.from_bits("f64", S1)))
    return (D,)


def v_add_i16(S0, S1, CLAMP):
    r = R.wrap(
        "i64",
        R.cvt("i16", "i64", R.from_bits("i16", S0)) + R.cvt("i16", "i64", R.from_bits("i16", S1)),
    )
    if CLAMP:
        r = max(min(r, 32767), (-32768))
    D = R.to_bits("i16", R.cvt("i64", "i16", r))
    return (D,)


def v_add_i32(S0, S1, CLAMP):
    r = R.wrap(
        "i64",
        R.cvt("i32", "i64", R.from_bits("i32", S0)) + R.cvt("i32", "i64", R.from_bits("i32", S1)),
    )
    if CLAMP:
        r = max(min(r, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", r))
    return (D,)


def v_add_lshl_u32(S0, S1, S2):
    D = R.to_bits(
        "u32",
        R.shl(
            "u32",
            R.wrap("u32", R.from_bits("u32", S0) + R.from_bits("u32", S1)),
            R.bits("u32", R.from_bits("u32", S2), 4, 0),
        ),
    )
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


def v_alignbit_b32(S0, S1, S2, CLAMP):
    D = R.to_bits(
        "u32",
        R.cvt(
            "u64",
            "u32",
            R.shr(
                "u64",
                R.wrap(
                    "u64",
                    R.shl("u64", R.cvt("u32", "u64", R.from_bits("u32", S0)), 32)
                    | R.cvt("u32", "u64", R.from_bits("u32", S1)),
                ),
                R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S2), 4, 0)),
            ),
        ),
    )
    if CLAMP:
        pass
    return (D,)


def v_alignbyte_b32(S0, S1, S2, CLAMP):
    D = R.to_bits(
        "u32",
        R.cvt(
            "u64",
            "u32",
            R.shr(
                "u64",
                R.wrap(
                    "u64",
                    R.shl("u64", R.cvt("u32", "u64", R.from_bits("u32", S0)), 32)
                    | R.cvt("u32", "u64", R.from_bits("u32", S1)),
                ),
                R.cvt("u32", "u64", R.wrap("u32", 8 * R.bits("u32", R.from_bits("u32", S2), 1, 0))),
            ),
        ),
    )
    if CLAMP:
        pass
    return (D,)


def v_and_b32(S0, S1):
    D = R.to_bits("u32", R.wrap("u32", R.from_bits("u32", S0) & R.from_bits("u32", S1)))
    return (D,)


def v_and_or_b32(S0, S1, S2):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", S0) & R.from_bits("u32", S1)) | R.from_bits("u32", S2),
        ),
    )
    return (D,)


def v_ashr_pk_i8_i32(S2, S0, S1):
    sh = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 4, 0))
    lo = R.wrap(
        "u16",
        R.cvt("i32", "u16", max(min(R.shr("i32", R.from_bits("i32", S0), sh), 127), (-128))) & 255,
    )
    hi = R.wrap(
        "u16",
        R.cvt("i32", "u16", max(min(R.shr("i32", R.from_bits("i32", S1), sh), 127), (-128))) & 255,
    )
    D = R.to_bits("u16", R.wrap("u16", R.shl("u16", hi, 8) | lo))
    return (D,)


def v_ashr_pk_u8_i32(S2, S0, S1):
    sh = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 4, 0))
    lo = R.wrap(
        "u16", R.cvt("i32", "u16", max(min(R.shr("i32", R.from_bits("i32", S0), sh), 255), 0)) & 255
    )
    hi = R.wrap(
        "u16", R.cvt("i32", "u16", max(min(R.shr("i32", R.from_bits("i32", S1), sh), 255), 0)) & 255
    )
    D = R.to_bits("u16", R.wrap("u16", R.shl("u16", hi, 8) | lo))
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


def v_ashrrev_i64(S1, S0):
    D = R.to_bits(
        "i64",
        R.shr(
            "i64",
            R.from_bits("i64", S1),
            R.cvt("u32", "i64", R.bits("u32", R.from_bits("u32", S0), 5, 0)),
        ),
    )
    return (D,)


def v_bcnt_u32_b32(S0, S1):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.cvt(
                "u32",
                "u32",
                R.popcount(
                    "u32", R.wrap("u32", R.from_bits("u32", S0) & R.cvt("int", "u32", 4294967295))
                ),
            )
            + R.from_bits("u32", S1),
        ),
    )
    return (D,)


def v_bfe_i32(S1, S2, S0):
    off = R.bits("u32", R.from_bits("u32", S1), 4, 0)
    w = R.bits("u32", R.from_bits("u32", S2), 4, 0)
    f = R.wrap(
        "u32",
        R.cvt("i32", "u32", R.shr("i32", R.from_bits("i32", S0), R.cvt("u32", "i32", off)))
        & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
    )
    s = R.wrap("u32", 32 - w)
    D = R.to_bits(
        "i32", R.shr("i32", R.cvt("u32", "i32", R.shl("u32", f, s)), R.cvt("u32", "i32", s))
    )
    return (D,)


def v_bfe_u32(S1, S2, S0):
    off = R.bits("u32", R.from_bits("u32", S1), 4, 0)
    w = R.bits("u32", R.from_bits("u32", S2), 4, 0)
    f = R.wrap(
        "u32",
        R.cvt("u32", "u32", R.shr("u32", R.from_bits("u32", S0), R.cvt("u32", "u32", off)))
        & R.wrap("u32", R.shl("u32", R.cvt("int", "u32", 1), w) - 1),
    )
    s = R.wrap("u32", 32 - w)
    D = R.to_bits(
        "u32", R.shr("u32", R.cvt("u32", "u32", R.shl("u32", f, s)), R.cvt("u32", "u32", s))
    )
    return (D,)


def v_bfi_b32(S0, S1, S2):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", S0) & R.from_bits("u32", S1))
            | R.wrap("u32", R.wrap("u32", ~R.from_bits("u32", S0)) & R.from_bits("u32", S2)),
        ),
    )
    return (D,)


def v_bfm_b32(S0, S1):
    D = R.to_bits(
        "u32",
        R.shl(
            "u32",
            R.wrap(
                "u32",
                R.shl("u32", R.cvt("int", "u32", 1), R.bits("u32", R.from_bits("u32", S0), 4, 0))
                - 1,
            ),
            R.bits("u32", R.from_bits("u32", S1), 4, 0),
        ),
    )
    return (D,)


def v_bfrev_b32(S0):
    x = R.from_bits("u32", S0)
    D = R.to_bits("u32", R.brev("u32", x))
    return (D,)


def v_bitop3_b16(S0, S1, S2, BITOP3):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    c = R.from_bits("u16", S2)
    r = R.cvt("int", "u16", 0)
    for i in range(8):
        x = a if ((i & 4) != 0) else R.wrap("u16", ~a)
        y = b if ((i & 2) != 0) else R.wrap("u16", ~b)
        z = c if ((i & 1) != 0) else R.wrap("u16", ~c)
        if R.wrap("u32", R.shr("u32", BITOP3, R.cvt("int", "u32", i)) & 1) != 0:
            r = R.wrap("u16", r | R.wrap("u16", R.wrap("u16", x & y) & z))
    D = R.to_bits("u16", r)
    return (D,)


def v_bitop3_b32(S0, S1, S2, BITOP3):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    c = R.from_bits("u32", S2)
    r = R.cvt("int", "u32", 0)
    for i in range(8):
        x = a if ((i & 4) != 0) else R.wrap("u32", ~a)
        y = b if ((i & 2) != 0) else R.wrap("u32", ~b)
        z = c if ((i & 1) != 0) else R.wrap("u32", ~c)
        if R.wrap("u32", R.shr("u32", BITOP3, R.cvt("int", "u32", i)) & 1) != 0:
            r = R.wrap("u32", r | R.wrap("u32", R.wrap("u32", x & y) & z))
    D = R.to_bits("u32", r)
    return (D,)


def v_ceil_f16(S0):
    D = R.to_bits("f16", R.unary("ceil", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_ceil_f32(S0):
    D = R.to_bits("f32", R.unary("ceil", "f32", R.from_bits("f32", S0)))
    return (D,)


def v_ceil_f64(S0):
    D = R.to_bits("f64", R.unary("ceil", "f64", R.from_bits("f64", S0)))
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


def v_cos_f16(S0):
    x = R.from_bits("f16", S0)
    r = R.fsub("f16", x, R.unary("rndne", "f16", x)) if (R.fabs(x) > 0.5) else x
    D = R.to_bits(
        "f16", (R.quiet(r) if R.isnan(r) else R.unary("sin", "f16", R.fsub("f16", 0.25, R.fabs(r))))
    )
    return (D,)


def v_cos_f32(S0):
    x = R.from_bits("f32", S0)
    r = R.fsub("f32", x, R.unary("rndne", "f32", x)) if (R.fabs(x) > 0.5) else x
    D = R.to_bits(
        "f32", (R.quiet(r) if R.isnan(r) else R.unary("sin", "f32", R.fsub("f32", 0.25, R.fabs(r))))
    )
    return (D,)


def v_cubeid_f32(S0, S1, S2):
    x = R.from_bits("f32", S0)
    y = R.from_bits("f32", S1)
    z = R.from_bits("f32", S2)
    if (R.fabs(z) >= R.fabs(x)) and (R.fabs(z) >= R.fabs(y)):
        r = R.cvt("float", "f32", 5.0) if (z < 0.0) else R.cvt("float", "f32", 4.0)
    else:
        if R.fabs(y) >= R.fabs(x):
            r = R.cvt("float", "f32", 3.0) if (y < 0.0) else R.cvt("float", "f32", 2.0)
        else:
            r = R.cvt("float", "f32", 1.0) if (x < 0.0) else R.cvt("float", "f32", 0.0)
    D = R.to_bits("f32", r)
    return (D,)


def v_cubema_f32(S0, S1, S2):
    x = R.from_bits("f32", S0)
    y = R.from_bits("f32", S1)
    z = R.from_bits("f32", S2)
    if (R.fabs(z) >= R.fabs(x)) and (R.fabs(z) >= R.fabs(y)):
        r = R.fmul("f32", 2.0, z)
    else:
        if R.fabs(y) >= R.fabs(x):
            r = R.fmul("f32", 2.0, y)
        else:
            r = R.fmul("f32", 2.0, x)
    D = R.to_bits("f32", r)
    return (D,)


def v_cubesc_f32(S0, S1, S2):
    x = R.from_bits("f32", S0)
    y = R.from_bits("f32", S1)
    z = R.from_bits("f32", S2)
    if (R.fabs(z) >= R.fabs(x)) and (R.fabs(z) >= R.fabs(y)):
        r = R.fneg(x) if (z < 0.0) else x
    else:
        if R.fabs(y) >= R.fabs(x):
            r = x
        else:
            r = z if (x < 0.0) else R.fneg(z)
    D = R.to_bits("f32", r)
    return (D,)


def v_cubetc_f32(S0, S1, S2):
    x = R.from_bits("f32", S0)
    y = R.from_bits("f32", S1)
    z = R.from_bits("f32", S2)
    if (R.fabs(z) >= R.fabs(x)) and (R.fabs(z) >= R.fabs(y)):
        r = R.fneg(y)
    else:
        if R.fabs(y) >= R.fabs(x):
            r = R.fneg(z) if (y < 0.0) else z
        else:
            r = R.fneg(y)
    D = R.to_bits("f32", r)
    return (D,)


def v_cvt_f16_f32(S0):
    D = R.to_bits("f16", R.cvt("f32", "f16", R.from_bits("f32", S0)))
    return (D,)


def v_cvt_f16_i16(S0):
    D = R.to_bits("f16", R.cvt("i16", "f16", R.from_bits("i16", S0)))
    return (D,)


def v_cvt_f16_u16(S0):
    D = R.to_bits("f16", R.cvt("u16", "f16", R.from_bits("u16", S0)))
    return (D,)


def v_cvt_f32_bf16(S0):
    D = R.to_bits("u32", R.shl("u32", R.cvt("u16", "u32", R.from_bits("u16", S0)), 16))
    return (D,)


def v_cvt_f32_bf8(S0):
    D = R.to_bits("u32", R.reinterpret("f32", "u32", R.from_small(R.from_bits("u32", S0), 8)))
    return (D,)


def v_cvt_f32_bf8__cdna4(S0):
    D = R.to_bits("u32", R.reinterpret("f32", "u32", R.from_small(R.from_bits("u32", S0), 1)))
    return (D,)


def v_cvt_f32_f16(S0):
    D = R.to_bits("f32", R.cvt("f16", "f32", R.from_bits("f16", S0)))
    return (D,)


def v_cvt_f32_f64(S0):
    D = R.to_bits("f32", R.cvt("f64", "f32", R.from_bits("f64", S0)))
    return (D,)


def v_cvt_f32_fp8(S0):
    D = R.to_bits("u32", R.reinterpret("f32", "u32", R.from_small(R.from_bits("u32", S0), 7)))
    return (D,)


def v_cvt_f32_fp8__cdna4(S0):
    D = R.to_bits("u32", R.reinterpret("f32", "u32", R.from_small(R.from_bits("u32", S0), 0)))
    return (D,)


def v_cvt_f32_i32(S0):
    D = R.to_bits("f32", R.cvt("i32", "f32", R.from_bits("i32", S0)))
    return (D,)


def v_cvt_f32_u32(S0):
    D = R.to_bits("f32", R.cvt("u32", "f32", R.from_bits("u32", S0)))
    return (D,)


def v_cvt_f32_ubyte0(S0):
    D = R.to_bits("f32", R.cvt("u32", "f32", R.bits("u32", R.from_bits("u32", S0), 7, 0)))
    return (D,)


def v_cvt_f32_ubyte1(S0):
    D = R.to_bits("f32", R.cvt("u32", "f32", R.bits("u32", R.from_bits("u32", S0), 15, 8)))
    return (D,)


def v_cvt_f32_ubyte2(S0):
    D = R.to_bits("f32", R.cvt("u32", "f32", R.bits("u32", R.from_bits("u32", S0), 23, 16)))
    return (D,)


def v_cvt_f32_ubyte3(S0):
    D = R.to_bits("f32", R.cvt("u32", "f32", R.bits("u32", R.from_bits("u32", S0), 31, 24)))
    return (D,)


def v_cvt_f64_f32(S0):
    D = R.to_bits("f64", R.cvt("f32", "f64", R.from_bits("f32", S0)))
    return (D,)


def v_cvt_f64_i32(S0):
    D = R.to_bits("f64", R.cvt("i32", "f64", R.from_bits("i32", S0)))
    return (D,)


def v_cvt_f64_u32(S0):
    D = R.to_bits("f64", R.cvt("u32", "f64", R.from_bits("u32", S0)))
    return (D,)


def v_cvt_flr_i32_f32(S0, CLAMP):
    D = R.to_bits("i32", R.cvt("f32", "i32", R.unary("floor", "f32", R.from_bits("f32", S0))))
    if CLAMP:
        pass
    return (D,)


def v_cvt_i16_f16(S0, CLAMP):
    D = R.to_bits("i16", R.cvt("f16", "i16", R.from_bits("f16", S0)))
    if CLAMP:
        pass
    return (D,)


def v_cvt_i32_f32(S0, CLAMP):
    D = R.to_bits("i32", R.cvt("f32", "i32", R.from_bits("f32", S0)))
    if CLAMP:
        pass
    return (D,)


def v_cvt_i32_f64(S0, CLAMP):
    D = R.to_bits("i32", R.cvt("f64", "i32", R.from_bits("f64", S0)))
    if CLAMP:
        pass
    return (D,)


def v_cvt_norm_i16_f16(S0, CLAMP):
    x = R.fmax(R.fmin(R.cvt("f16", "f64", R.from_bits("f16", S0)), 1.0), R.cvt("int", "f64", (-1)))
    D = R.to_bits(
        "i16",
        (
            0
            if R.isnan(R.from_bits("f16", S0))
            else R.cvt("f64", "i16", R.unary("rndne", "f64", R.fmul("f64", x, 32767.0)))
        ),
    )
    if CLAMP:
        pass
    return (D,)


def v_cvt_norm_u16_f16(S0, CLAMP):
    x = R.fmax(R.fmin(R.cvt("f16", "f64", R.from_bits("f16", S0)), 1.0), 0.0)
    D = R.to_bits(
        "u16",
        (
            0
            if R.isnan(R.from_bits("f16", S0))
            else R.cvt("f64", "u16", R.unary("rndne", "f64", R.fmul("f64", x, 65535.0)))
        ),
    )
    if CLAMP:
        pass
    return (D,)


def v_cvt_off_f32_i4(S0):
    D = R.to_bits(
        "f32",
        R.fmul("f32", R.cvt("i32", "f32", R.signext("i32", R.from_bits("i32", S0), 4)), 0.0625),
    )
    return (D,)


def v_cvt_pk_bf16_f32(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        h = R.cvt("f32", "bf16", (R.from_bits("f32", S0) if (i == 0) else R.from_bits("f32", S1)))
        if CLAMP:
            h = (
                R.cvt("float", "bf16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "bf16", 1.0)), R.cvt("float", "bf16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("bf16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_cvt_pk_bf8_f32(S0, S1, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    v = R.wrap(
        "u32",
        R.to_small(R.from_bits("f32", S0), 8, sat)
        | R.shl("u32", R.to_small(R.from_bits("f32", S1), 8, sat), 8),
    )
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_pk_bf8_f32__cdna4(S0, S1, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    v = R.wrap(
        "u32",
        R.to_small(R.from_bits("f32", S0), 1, sat)
        | R.shl("u32", R.to_small(R.from_bits("f32", S1), 1, sat), 8),
    )
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_pk_f16_f32(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        h = R.cvt("f32", "f16", (R.from_bits("f32", S0) if (i == 0) else R.from_bits("f32", S1)))
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_cvt_pk_f32_bf8(S0, CLAMP):
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        r = R.reinterpret(
            "f32", "u32", R.from_small(R.shr("u32", R.from_bits("u32", S0), (8 * i)), 8)
        )
        if CLAMP:
            f = R.reinterpret("u32", "f32", r)
            r = (
                R.cvt("int", "u32", 0)
                if R.isnan(f)
                else R.reinterpret(
                    "f32",
                    "u32",
                    R.fmax(R.fmin(f, R.cvt("float", "f32", 1.0)), R.cvt("float", "f32", 0.0)),
                )
            )
        acc = R.wrap("u64", acc | R.shl("u64", R.cvt("u32", "u64", r), (32 * i)))
    D = R.to_bits("u64", acc)
    return (D,)


def v_cvt_pk_f32_bf8__cdna4(S0, CLAMP):
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        r = R.reinterpret(
            "f32", "u32", R.from_small(R.shr("u32", R.from_bits("u32", S0), (8 * i)), 1)
        )
        if CLAMP:
            f = R.reinterpret("u32", "f32", r)
            r = (
                R.cvt("int", "u32", 0)
                if R.isnan(f)
                else R.reinterpret(
                    "f32",
                    "u32",
                    R.fmax(R.fmin(f, R.cvt("float", "f32", 1.0)), R.cvt("float", "f32", 0.0)),
                )
            )
        acc = R.wrap("u64", acc | R.shl("u64", R.cvt("u32", "u64", r), (32 * i)))
    D = R.to_bits("u64", acc)
    return (D,)


def v_cvt_pk_f32_fp8(S0, CLAMP):
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        r = R.reinterpret(
            "f32", "u32", R.from_small(R.shr("u32", R.from_bits("u32", S0), (8 * i)), 7)
        )
        if CLAMP:
            f = R.reinterpret("u32", "f32", r)
            r = (
                R.cvt("int", "u32", 0)
                if R.isnan(f)
                else R.reinterpret(
                    "f32",
                    "u32",
                    R.fmax(R.fmin(f, R.cvt("float", "f32", 1.0)), R.cvt("float", "f32", 0.0)),
                )
            )
        acc = R.wrap("u64", acc | R.shl("u64", R.cvt("u32", "u64", r), (32 * i)))
    D = R.to_bits("u64", acc)
    return (D,)


def v_cvt_pk_f32_fp8__cdna4(S0, CLAMP):
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        r = R.reinterpret(
            "f32", "u32", R.from_small(R.shr("u32", R.from_bits("u32", S0), (8 * i)), 0)
        )
        if CLAMP:
            f = R.reinterpret("u32", "f32", r)
            r = (
                R.cvt("int", "u32", 0)
                if R.isnan(f)
                else R.reinterpret(
                    "f32",
                    "u32",
                    R.fmax(R.fmin(f, R.cvt("float", "f32", 1.0)), R.cvt("float", "f32", 0.0)),
                )
            )
        acc = R.wrap("u64", acc | R.shl("u64", R.cvt("u32", "u64", r), (32 * i)))
    D = R.to_bits("u64", acc)
    return (D,)


def v_cvt_pk_fp8_f32(S0, S1, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    v = R.wrap(
        "u32",
        R.to_small(R.from_bits("f32", S0), 7, sat)
        | R.shl("u32", R.to_small(R.from_bits("f32", S1), 7, sat), 8),
    )
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_pk_fp8_f32__cdna4(S0, S1, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    v = R.wrap(
        "u32",
        R.to_small(R.from_bits("f32", S0), 0, sat)
        | R.shl("u32", R.to_small(R.from_bits("f32", S1), 0, sat), 8),
    )
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_pk_i16_i32(S0, S1):
    lo = R.cvt("i32", "u16", max(min(R.from_bits("i32", S0), 32767), (-32768)))
    hi = R.cvt("i32", "u16", max(min(R.from_bits("i32", S1), 32767), (-32768)))
    D = R.to_bits(
        "u32", R.wrap("u32", R.shl("u32", R.cvt("u16", "u32", hi), 16) | R.cvt("u16", "u32", lo))
    )
    return (D,)


def v_cvt_pk_u16_u32(S0, S1):
    lo = R.cvt("u32", "u16", max(min(R.from_bits("u32", S0), 65535), 0))
    hi = R.cvt("u32", "u16", max(min(R.from_bits("u32", S1), 65535), 0))
    D = R.to_bits(
        "u32", R.wrap("u32", R.shl("u32", R.cvt("u16", "u32", hi), 16) | R.cvt("u16", "u32", lo))
    )
    return (D,)


def v_cvt_pk_u8_f32(S1, S0, S2, CLAMP):
    sh = R.wrap("u32", 8 * R.bits("u32", R.from_bits("u32", S1), 1, 0))
    x = R.fmax(
        R.fmin(R.unary("rndne", "f32", R.from_bits("f32", S0)), R.cvt("float", "f32", 255.0)),
        R.cvt("float", "f32", 0.0),
    )
    v = R.cvt("int", "u32", 0) if R.isnan(R.from_bits("f32", S0)) else R.cvt("f32", "u32", x)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", S2) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", v, sh),
        ),
    )
    if CLAMP:
        pass
    return (D,)


def v_cvt_pkaccum_u8_f32(S1, S0, D, CLAMP):
    sh = R.wrap("u32", 8 * R.bits("u32", R.from_bits("u32", S1), 1, 0))
    x = R.fmax(
        R.fmin(R.unary("rndne", "f32", R.from_bits("f32", S0)), R.cvt("float", "f32", 255.0)),
        R.cvt("float", "f32", 0.0),
    )
    v = R.cvt("int", "u32", 0) if R.isnan(R.from_bits("f32", S0)) else R.cvt("f32", "u32", x)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", v, sh),
        ),
    )
    if CLAMP:
        pass
    return (D,)


def v_cvt_pknorm_i16_f16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        x = R.from_bits("f16", S0) if (i == 0) else R.from_bits("f16", S1)
        c = R.fmax(R.fmin(R.cvt("f16", "f64", x), 1.0), R.fneg(R.cvt("float", "f64", 1.0)))
        v = (
            R.cvt("int", "u16", 0)
            if R.isnan(x)
            else R.cvt(
                "i16",
                "u16",
                R.cvt("f64", "i16", R.unary("rndne", "f64", R.fmul("f64", c, 32767.0))),
            )
        )
        r = R.wrap("u32", r | R.shl("u32", R.cvt("u16", "u32", v), (16 * i)))
    D = R.to_bits("u32", r)
    if CLAMP:
        pass
    return (D,)


def v_cvt_pknorm_i16_f32(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        x = R.from_bits("f32", S0) if (i == 0) else R.from_bits("f32", S1)
        c = R.fmax(R.fmin(R.cvt("f32", "f64", x), 1.0), R.fneg(R.cvt("float", "f64", 1.0)))
        v = (
            R.cvt("int", "u16", 0)
            if R.isnan(x)
            else R.cvt(
                "i16",
                "u16",
                R.cvt("f64", "i16", R.unary("rndne", "f64", R.fmul("f64", c, 32767.0))),
            )
        )
        r = R.wrap("u32", r | R.shl("u32", R.cvt("u16", "u32", v), (16 * i)))
    D = R.to_bits("u32", r)
    if CLAMP:
        pass
    return (D,)


def v_cvt_pknorm_u16_f16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        x = R.from_bits("f16", S0) if (i == 0) else R.from_bits("f16", S1)
        c = R.fmax(R.fmin(R.cvt("f16", "f64", x), 1.0), R.cvt("float", "f64", 0.0))
        v = (
            R.cvt("int", "u16", 0)
            if R.isnan(x)
            else R.cvt(
                "u16",
                "u16",
                R.cvt("f64", "u16", R.unary("rndne", "f64", R.fmul("f64", c, 65535.0))),
            )
        )
        r = R.wrap("u32", r | R.shl("u32", R.cvt("u16", "u32", v), (16 * i)))
    D = R.to_bits("u32", r)
    if CLAMP:
        pass
    return (D,)


def v_cvt_pknorm_u16_f32(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        x = R.from_bits("f32", S0) if (i == 0) else R.from_bits("f32", S1)
        c = R.fmax(R.fmin(R.cvt("f32", "f64", x), 1.0), R.cvt("float", "f64", 0.0))
        v = (
            R.cvt("int", "u16", 0)
            if R.isnan(x)
            else R.cvt(
                "u16",
                "u16",
                R.cvt("f64", "u16", R.unary("rndne", "f64", R.fmul("f64", c, 65535.0))),
            )
        )
        r = R.wrap("u32", r | R.shl("u32", R.cvt("u16", "u32", v), (16 * i)))
    D = R.to_bits("u32", r)
    if CLAMP:
        pass
    return (D,)


def v_cvt_pkrtz_f16_f32(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        x = R.from_bits("f32", S0) if (i == 0) else R.from_bits("f32", S1)
        h = R.cvt("f32", "f16", x)
        if R.fabs(R.cvt("f16", "f32", h)) > R.fabs(x):
            h = R.reinterpret("u16", "f16", R.wrap("u16", R.reinterpret("f16", "u16", h) - 1))
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_cvt_rpi_i32_f32(S0, CLAMP):
    D = R.to_bits(
        "i32",
        R.cvt("f32", "i32", R.unary("floor", "f32", R.fadd("f32", R.from_bits("f32", S0), 0.5))),
    )
    if CLAMP:
        pass
    return (D,)


def v_cvt_scalef32_2xpk16_bf6_f32(S2, S0, S1, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(16):
        a = R.ldexp(
            "f64",
            R.cvt("f32", "f64", R.reinterpret("u32", "f32", ((S0 >> (32 * i)) & 0xFFFFFFFF))),
            R.wrap("i32", 127 - se),
        )
        b = R.ldexp(
            "f64",
            R.cvt("f32", "f64", R.reinterpret("u32", "f32", ((S1 >> (32 * i)) & 0xFFFFFFFF))),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            b = a
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small(a, 3, True)), ((12 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((12 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((12 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((12 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((12 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((12 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((12 * i) + 5) // 32))
        )
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small(b, 3, True)), (((12 * i) + 6) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * (((12 * i) + 6) // 32)))) | (
            R.wrap(
                "u32", ((D >> (32 * (((12 * i) + 6) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c)
            )
            << (32 * (((12 * i) + 6) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((12 * i) + 11) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((12 * i) + 11) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((12 * i) + 11) // 32))
        )
    return (D,)


def v_cvt_scalef32_2xpk16_fp6_f32(S2, S0, S1, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(16):
        a = R.ldexp(
            "f64",
            R.cvt("f32", "f64", R.reinterpret("u32", "f32", ((S0 >> (32 * i)) & 0xFFFFFFFF))),
            R.wrap("i32", 127 - se),
        )
        b = R.ldexp(
            "f64",
            R.cvt("f32", "f64", R.reinterpret("u32", "f32", ((S1 >> (32 * i)) & 0xFFFFFFFF))),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            b = a
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small(a, 2, True)), ((12 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((12 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((12 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((12 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((12 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((12 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((12 * i) + 5) // 32))
        )
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small(b, 2, True)), (((12 * i) + 6) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * (((12 * i) + 6) // 32)))) | (
            R.wrap(
                "u32", ((D >> (32 * (((12 * i) + 6) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c)
            )
            << (32 * (((12 * i) + 6) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((12 * i) + 11) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((12 * i) + 11) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((12 * i) + 11) // 32))
        )
    return (D,)


def v_cvt_scalef32_f16_bf8(S1, S0, OPSEL, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (1 * 8) * R.wrap("u32", OPSEL & ((32 // (1 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(1):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 2))
        m = R.bits("u32", v, 1, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-16))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 4)), R.wrap("i32", e - 17))
        )
        x = (
            R.reinterpret(
                "u64",
                "f64",
                R.cvt("int", "u64", (9218868437227405312 if (m == 0) else 9221120237041090560)),
            )
            if (e == 31)
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u16", "u64", R.reinterpret("f16", "u16", R.cvt("f64", "f16", x))),
                R.cvt("int", "u64", (16 * i)),
            ),
        )
    D = R.to_bits(
        "u32",
        (
            R.wrap(
                "u32",
                R.wrap("u32", R.from_bits("u32", D) & 65535)
                | R.shl("u32", R.cvt("u64", "u32", acc), 16),
            )
            if (R.wrap("u32", OPSEL & 8) != 0)
            else R.wrap(
                "u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | R.cvt("u64", "u32", acc)
            )
        ),
    )
    return (D,)


def v_cvt_scalef32_f16_fp8(S1, S0, OPSEL, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (1 * 8) * R.wrap("u32", OPSEL & ((32 // (1 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(1):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 3))
        m = R.bits("u32", v, 2, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-9))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 8)), R.wrap("i32", e - 10))
        )
        x = (
            R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            if ((e == 15) and (m == 7))
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u16", "u64", R.reinterpret("f16", "u16", R.cvt("f64", "f16", x))),
                R.cvt("int", "u64", (16 * i)),
            ),
        )
    D = R.to_bits(
        "u32",
        (
            R.wrap(
                "u32",
                R.wrap("u32", R.from_bits("u32", D) & 65535)
                | R.shl("u32", R.cvt("u64", "u32", acc), 16),
            )
            if (R.wrap("u32", OPSEL & 8) != 0)
            else R.wrap(
                "u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | R.cvt("u64", "u32", acc)
            )
        ),
    )
    return (D,)


def v_cvt_scalef32_f32_bf8(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (1 * 8) * R.wrap("u32", OPSEL & ((32 // (1 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(1):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 2))
        m = R.bits("u32", v, 1, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-16))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 4)), R.wrap("i32", e - 17))
        )
        x = (
            R.reinterpret(
                "u64",
                "f64",
                R.cvt("int", "u64", (9218868437227405312 if (m == 0) else 9221120237041090560)),
            )
            if (e == 31)
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u32", "u64", R.reinterpret("f32", "u32", R.cvt("f64", "f32", x))),
                R.cvt("int", "u64", (32 * i)),
            ),
        )
    D = R.to_bits("u32", R.cvt("u64", "u32", acc))
    return (D,)


def v_cvt_scalef32_f32_fp8(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (1 * 8) * R.wrap("u32", OPSEL & ((32 // (1 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(1):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 3))
        m = R.bits("u32", v, 2, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-9))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 8)), R.wrap("i32", e - 10))
        )
        x = (
            R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            if ((e == 15) and (m == 7))
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u32", "u64", R.reinterpret("f32", "u32", R.cvt("f64", "f32", x))),
                R.cvt("int", "u64", (32 * i)),
            ),
        )
    D = R.to_bits("u32", R.cvt("u64", "u32", acc))
    return (D,)


def v_cvt_scalef32_pk32_bf16_bf6(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for j in range(16):
        r = R.cvt("int", "u32", 0)
        for h in range(2):
            w = R.wrap(
                "u64",
                R.cvt("u32", "u64", ((S0 >> (32 * ((6 * ((2 * j) + h)) // 32))) & 0xFFFFFFFF))
                | R.shl(
                    "u64",
                    R.cvt(
                        "u32",
                        "u64",
                        ((S0 >> (32 * (((6 * ((2 * j) + h)) + 5) // 32))) & 0xFFFFFFFF),
                    ),
                    32,
                ),
            )
            v = R.wrap("u32", R.cvt("u64", "u32", R.shr("u64", w, ((6 * ((2 * j) + h)) % 32))) & 63)
            e = R.cvt("u32", "i32", R.bits("u32", v, 4, 2))
            m = R.bits("u32", v, 1, 0)
            x = (
                R.ldexp("f64", R.cvt("u32", "f64", m), (-4))
                if (e == 0)
                else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 4)), R.wrap("i32", e - 5))
            )
            x = R.fneg(x) if (R.bit("u32", v, 5) == 1) else x
            x = R.ldexp("f64", x, R.wrap("i32", se - 127))
            if se == 255:
                x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            r = R.wrap(
                "u32",
                r
                | R.shl(
                    "u32",
                    R.cvt("u16", "u32", R.reinterpret("bf16", "u16", R.cvt("f64", "bf16", x))),
                    (16 * h),
                ),
            )
        D = (D & ~(0xFFFFFFFF << (32 * j))) | (r << (32 * j))
    return (D,)


def v_cvt_scalef32_pk32_bf16_fp6(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for j in range(16):
        r = R.cvt("int", "u32", 0)
        for h in range(2):
            w = R.wrap(
                "u64",
                R.cvt("u32", "u64", ((S0 >> (32 * ((6 * ((2 * j) + h)) // 32))) & 0xFFFFFFFF))
                | R.shl(
                    "u64",
                    R.cvt(
                        "u32",
                        "u64",
                        ((S0 >> (32 * (((6 * ((2 * j) + h)) + 5) // 32))) & 0xFFFFFFFF),
                    ),
                    32,
                ),
            )
            v = R.wrap("u32", R.cvt("u64", "u32", R.shr("u64", w, ((6 * ((2 * j) + h)) % 32))) & 63)
            e = R.cvt("u32", "i32", R.bits("u32", v, 4, 3))
            m = R.bits("u32", v, 2, 0)
            x = (
                R.ldexp("f64", R.cvt("u32", "f64", m), (-3))
                if (e == 0)
                else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 8)), R.wrap("i32", e - 4))
            )
            x = R.fneg(x) if (R.bit("u32", v, 5) == 1) else x
            x = R.ldexp("f64", x, R.wrap("i32", se - 127))
            if se == 255:
                x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            r = R.wrap(
                "u32",
                r
                | R.shl(
                    "u32",
                    R.cvt("u16", "u32", R.reinterpret("bf16", "u16", R.cvt("f64", "bf16", x))),
                    (16 * h),
                ),
            )
        D = (D & ~(0xFFFFFFFF << (32 * j))) | (r << (32 * j))
    return (D,)


def v_cvt_scalef32_pk32_bf6_bf16(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt(
                "bf16",
                "f64",
                R.reinterpret(
                    "u16",
                    "bf16",
                    R.cvt(
                        "u32",
                        "u16",
                        R.shr("u32", ((S0 >> (32 * (i // 2))) & 0xFFFFFFFF), (16 * (i % 2))),
                    ),
                ),
            ),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small(a, 3, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
    return (D,)


def v_cvt_scalef32_pk32_bf6_f16(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt(
                "f16",
                "f64",
                R.reinterpret(
                    "u16",
                    "f16",
                    R.cvt(
                        "u32",
                        "u16",
                        R.shr("u32", ((S0 >> (32 * (i // 2))) & 0xFFFFFFFF), (16 * (i % 2))),
                    ),
                ),
            ),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small(a, 3, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
    return (D,)


def v_cvt_scalef32_pk32_f16_bf6(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for j in range(16):
        r = R.cvt("int", "u32", 0)
        for h in range(2):
            w = R.wrap(
                "u64",
                R.cvt("u32", "u64", ((S0 >> (32 * ((6 * ((2 * j) + h)) // 32))) & 0xFFFFFFFF))
                | R.shl(
                    "u64",
                    R.cvt(
                        "u32",
                        "u64",
                        ((S0 >> (32 * (((6 * ((2 * j) + h)) + 5) // 32))) & 0xFFFFFFFF),
                    ),
                    32,
                ),
            )
            v = R.wrap("u32", R.cvt("u64", "u32", R.shr("u64", w, ((6 * ((2 * j) + h)) % 32))) & 63)
            e = R.cvt("u32", "i32", R.bits("u32", v, 4, 2))
            m = R.bits("u32", v, 1, 0)
            x = (
                R.ldexp("f64", R.cvt("u32", "f64", m), (-4))
                if (e == 0)
                else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 4)), R.wrap("i32", e - 5))
            )
            x = R.fneg(x) if (R.bit("u32", v, 5) == 1) else x
            x = R.ldexp("f64", x, R.wrap("i32", se - 127))
            if se == 255:
                x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            r = R.wrap(
                "u32",
                r
                | R.shl(
                    "u32",
                    R.cvt("u16", "u32", R.reinterpret("f16", "u16", R.cvt("f64", "f16", x))),
                    (16 * h),
                ),
            )
        D = (D & ~(0xFFFFFFFF << (32 * j))) | (r << (32 * j))
    return (D,)


def v_cvt_scalef32_pk32_f16_fp6(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for j in range(16):
        r = R.cvt("int", "u32", 0)
        for h in range(2):
            w = R.wrap(
                "u64",
                R.cvt("u32", "u64", ((S0 >> (32 * ((6 * ((2 * j) + h)) // 32))) & 0xFFFFFFFF))
                | R.shl(
                    "u64",
                    R.cvt(
                        "u32",
                        "u64",
                        ((S0 >> (32 * (((6 * ((2 * j) + h)) + 5) // 32))) & 0xFFFFFFFF),
                    ),
                    32,
                ),
            )
            v = R.wrap("u32", R.cvt("u64", "u32", R.shr("u64", w, ((6 * ((2 * j) + h)) % 32))) & 63)
            e = R.cvt("u32", "i32", R.bits("u32", v, 4, 3))
            m = R.bits("u32", v, 2, 0)
            x = (
                R.ldexp("f64", R.cvt("u32", "f64", m), (-3))
                if (e == 0)
                else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 8)), R.wrap("i32", e - 4))
            )
            x = R.fneg(x) if (R.bit("u32", v, 5) == 1) else x
            x = R.ldexp("f64", x, R.wrap("i32", se - 127))
            if se == 255:
                x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            r = R.wrap(
                "u32",
                r
                | R.shl(
                    "u32",
                    R.cvt("u16", "u32", R.reinterpret("f16", "u16", R.cvt("f64", "f16", x))),
                    (16 * h),
                ),
            )
        D = (D & ~(0xFFFFFFFF << (32 * j))) | (r << (32 * j))
    return (D,)


def v_cvt_scalef32_pk32_f32_bf6(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for j in range(32):
        r = R.cvt("int", "u32", 0)
        for h in range(1):
            w = R.wrap(
                "u64",
                R.cvt("u32", "u64", ((S0 >> (32 * ((6 * ((1 * j) + h)) // 32))) & 0xFFFFFFFF))
                | R.shl(
                    "u64",
                    R.cvt(
                        "u32",
                        "u64",
                        ((S0 >> (32 * (((6 * ((1 * j) + h)) + 5) // 32))) & 0xFFFFFFFF),
                    ),
                    32,
                ),
            )
            v = R.wrap("u32", R.cvt("u64", "u32", R.shr("u64", w, ((6 * ((1 * j) + h)) % 32))) & 63)
            e = R.cvt("u32", "i32", R.bits("u32", v, 4, 2))
            m = R.bits("u32", v, 1, 0)
            x = (
                R.ldexp("f64", R.cvt("u32", "f64", m), (-4))
                if (e == 0)
                else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 4)), R.wrap("i32", e - 5))
            )
            x = R.fneg(x) if (R.bit("u32", v, 5) == 1) else x
            x = R.ldexp("f64", x, R.wrap("i32", se - 127))
            if se == 255:
                x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            r = R.wrap(
                "u32",
                r
                | R.shl(
                    "u32",
                    R.cvt("u32", "u32", R.reinterpret("f32", "u32", R.cvt("f64", "f32", x))),
                    (16 * h),
                ),
            )
        D = (D & ~(0xFFFFFFFF << (32 * j))) | (r << (32 * j))
    return (D,)


def v_cvt_scalef32_pk32_f32_fp6(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for j in range(32):
        r = R.cvt("int", "u32", 0)
        for h in range(1):
            w = R.wrap(
                "u64",
                R.cvt("u32", "u64", ((S0 >> (32 * ((6 * ((1 * j) + h)) // 32))) & 0xFFFFFFFF))
                | R.shl(
                    "u64",
                    R.cvt(
                        "u32",
                        "u64",
                        ((S0 >> (32 * (((6 * ((1 * j) + h)) + 5) // 32))) & 0xFFFFFFFF),
                    ),
                    32,
                ),
            )
            v = R.wrap("u32", R.cvt("u64", "u32", R.shr("u64", w, ((6 * ((1 * j) + h)) % 32))) & 63)
            e = R.cvt("u32", "i32", R.bits("u32", v, 4, 3))
            m = R.bits("u32", v, 2, 0)
            x = (
                R.ldexp("f64", R.cvt("u32", "f64", m), (-3))
                if (e == 0)
                else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 8)), R.wrap("i32", e - 4))
            )
            x = R.fneg(x) if (R.bit("u32", v, 5) == 1) else x
            x = R.ldexp("f64", x, R.wrap("i32", se - 127))
            if se == 255:
                x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            r = R.wrap(
                "u32",
                r
                | R.shl(
                    "u32",
                    R.cvt("u32", "u32", R.reinterpret("f32", "u32", R.cvt("f64", "f32", x))),
                    (16 * h),
                ),
            )
        D = (D & ~(0xFFFFFFFF << (32 * j))) | (r << (32 * j))
    return (D,)


def v_cvt_scalef32_pk32_fp6_bf16(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt(
                "bf16",
                "f64",
                R.reinterpret(
                    "u16",
                    "bf16",
                    R.cvt(
                        "u32",
                        "u16",
                        R.shr("u32", ((S0 >> (32 * (i // 2))) & 0xFFFFFFFF), (16 * (i % 2))),
                    ),
                ),
            ),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small(a, 2, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
    return (D,)


def v_cvt_scalef32_pk32_fp6_f16(S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt(
                "f16",
                "f64",
                R.reinterpret(
                    "u16",
                    "f16",
                    R.cvt(
                        "u32",
                        "u16",
                        R.shr("u32", ((S0 >> (32 * (i // 2))) & 0xFFFFFFFF), (16 * (i % 2))),
                    ),
                ),
            ),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small(a, 2, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
    return (D,)


def v_cvt_scalef32_pk_bf16_bf8(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 8) * R.wrap("u32", OPSEL & ((32 // (2 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 2))
        m = R.bits("u32", v, 1, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-16))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 4)), R.wrap("i32", e - 17))
        )
        x = (
            R.reinterpret(
                "u64",
                "f64",
                R.cvt("int", "u64", (9218868437227405312 if (m == 0) else 9221120237041090560)),
            )
            if (e == 31)
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u16", "u64", R.reinterpret("bf16", "u16", R.cvt("f64", "bf16", x))),
                R.cvt("int", "u64", (16 * i)),
            ),
        )
    D = R.to_bits("u32", R.cvt("u64", "u32", acc))
    return (D,)


def v_cvt_scalef32_pk_bf16_fp4(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 4) * R.wrap("u32", OPSEL & ((32 // (2 * 4)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (4 * i)) & 15)
        e = R.cvt("u32", "i32", R.bits("u32", v, 2, 1))
        m = R.bits("u32", v, 0, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-1))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 2)), R.wrap("i32", e - 2))
        )
        pass
        x = R.fneg(x) if (R.bit("u32", v, 3) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u16", "u64", R.reinterpret("bf16", "u16", R.cvt("f64", "bf16", x))),
                R.cvt("int", "u64", (16 * i)),
            ),
        )
    D = R.to_bits("u32", R.cvt("u64", "u32", acc))
    return (D,)


def v_cvt_scalef32_pk_bf16_fp8(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 8) * R.wrap("u32", OPSEL & ((32 // (2 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 3))
        m = R.bits("u32", v, 2, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-9))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 8)), R.wrap("i32", e - 10))
        )
        x = (
            R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            if ((e == 15) and (m == 7))
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u16", "u64", R.reinterpret("bf16", "u16", R.cvt("f64", "bf16", x))),
                R.cvt("int", "u64", (16 * i)),
            ),
        )
    D = R.to_bits("u32", R.cvt("u64", "u32", acc))
    return (D,)


def v_cvt_scalef32_pk_bf8_bf16(S1, S0, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt(
            "bf16", "f64", R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.from_bits("u32", S0)))
        ),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt(
            "bf16",
            "f64",
            R.reinterpret(
                "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), 16))
            ),
        ),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 1, sat) | R.shl("u32", R.to_small(b, 1, sat), 8))
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_scalef32_pk_bf8_f16(S1, S0, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt(
            "f16", "f64", R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.from_bits("u32", S0)))
        ),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt(
            "f16",
            "f64",
            R.reinterpret(
                "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), 16))
            ),
        ),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 1, sat) | R.shl("u32", R.to_small(b, 1, sat), 8))
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_scalef32_pk_bf8_f32(S2, S0, S1, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp("f64", R.cvt("f32", "f64", R.from_bits("f32", S0)), R.wrap("i32", 127 - se))
    b = R.ldexp("f64", R.cvt("f32", "f64", R.from_bits("f32", S1)), R.wrap("i32", 127 - se))
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 1, sat) | R.shl("u32", R.to_small(b, 1, sat), 8))
    sh = R.wrap("u32", R.shr("u32", OPSEL, 3) & 1)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D)
                & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 65535), R.wrap("u32", sh * 16))),
            )
            | R.shl("u32", v, R.wrap("u32", sh * 16)),
        ),
    )
    return (D,)


def v_cvt_scalef32_pk_f16_bf8(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 8) * R.wrap("u32", OPSEL & ((32 // (2 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 2))
        m = R.bits("u32", v, 1, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-16))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 4)), R.wrap("i32", e - 17))
        )
        x = (
            R.reinterpret(
                "u64",
                "f64",
                R.cvt("int", "u64", (9218868437227405312 if (m == 0) else 9221120237041090560)),
            )
            if (e == 31)
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u16", "u64", R.reinterpret("f16", "u16", R.cvt("f64", "f16", x))),
                R.cvt("int", "u64", (16 * i)),
            ),
        )
    D = R.to_bits("u32", R.cvt("u64", "u32", acc))
    return (D,)


def v_cvt_scalef32_pk_f16_fp4(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 4) * R.wrap("u32", OPSEL & ((32 // (2 * 4)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (4 * i)) & 15)
        e = R.cvt("u32", "i32", R.bits("u32", v, 2, 1))
        m = R.bits("u32", v, 0, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-1))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 2)), R.wrap("i32", e - 2))
        )
        pass
        x = R.fneg(x) if (R.bit("u32", v, 3) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u16", "u64", R.reinterpret("f16", "u16", R.cvt("f64", "f16", x))),
                R.cvt("int", "u64", (16 * i)),
            ),
        )
    D = R.to_bits("u32", R.cvt("u64", "u32", acc))
    return (D,)


def v_cvt_scalef32_pk_f16_fp8(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 8) * R.wrap("u32", OPSEL & ((32 // (2 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 3))
        m = R.bits("u32", v, 2, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-9))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 8)), R.wrap("i32", e - 10))
        )
        x = (
            R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            if ((e == 15) and (m == 7))
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u16", "u64", R.reinterpret("f16", "u16", R.cvt("f64", "f16", x))),
                R.cvt("int", "u64", (16 * i)),
            ),
        )
    D = R.to_bits("u32", R.cvt("u64", "u32", acc))
    return (D,)


def v_cvt_scalef32_pk_f32_bf8(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 8) * R.wrap("u32", OPSEL & ((32 // (2 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 2))
        m = R.bits("u32", v, 1, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-16))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 4)), R.wrap("i32", e - 17))
        )
        x = (
            R.reinterpret(
                "u64",
                "f64",
                R.cvt("int", "u64", (9218868437227405312 if (m == 0) else 9221120237041090560)),
            )
            if (e == 31)
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u32", "u64", R.reinterpret("f32", "u32", R.cvt("f64", "f32", x))),
                R.cvt("int", "u64", (32 * i)),
            ),
        )
    D = R.to_bits("u64", acc)
    return (D,)


def v_cvt_scalef32_pk_f32_fp4(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 4) * R.wrap("u32", OPSEL & ((32 // (2 * 4)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (4 * i)) & 15)
        e = R.cvt("u32", "i32", R.bits("u32", v, 2, 1))
        m = R.bits("u32", v, 0, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-1))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 2)), R.wrap("i32", e - 2))
        )
        pass
        x = R.fneg(x) if (R.bit("u32", v, 3) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u32", "u64", R.reinterpret("f32", "u32", R.cvt("f64", "f32", x))),
                R.cvt("int", "u64", (32 * i)),
            ),
        )
    D = R.to_bits("u64", acc)
    return (D,)


def v_cvt_scalef32_pk_f32_fp8(S1, S0, OPSEL):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    src = R.shr(
        "u32",
        R.from_bits("u32", S0),
        R.wrap("u32", (2 * 8) * R.wrap("u32", OPSEL & ((32 // (2 * 8)) - 1))),
    )
    acc = R.cvt("int", "u64", 0)
    for i in range(2):
        v = R.wrap("u32", R.shr("u32", src, (8 * i)) & 255)
        e = R.cvt("u32", "i32", R.bits("u32", v, 6, 3))
        m = R.bits("u32", v, 2, 0)
        x = (
            R.ldexp("f64", R.cvt("u32", "f64", m), (-9))
            if (e == 0)
            else R.ldexp("f64", R.cvt("u32", "f64", R.wrap("u32", m | 8)), R.wrap("i32", e - 10))
        )
        x = (
            R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
            if ((e == 15) and (m == 7))
            else x
        )
        x = R.fneg(x) if (R.bit("u32", v, 7) == 1) else x
        x = R.ldexp("f64", x, R.wrap("i32", se - 127))
        if se == 255:
            x = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        acc = R.wrap(
            "u64",
            acc
            | R.shl(
                "u64",
                R.cvt("u32", "u64", R.reinterpret("f32", "u32", R.cvt("f64", "f32", x))),
                R.cvt("int", "u64", (32 * i)),
            ),
        )
    D = R.to_bits("u64", acc)
    return (D,)


def v_cvt_scalef32_pk_fp4_bf16(S1, S0, OPSEL, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt(
            "bf16", "f64", R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.from_bits("u32", S0)))
        ),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt(
            "bf16",
            "f64",
            R.reinterpret(
                "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), 16))
            ),
        ),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 4, True) | R.shl("u32", R.to_small(b, 4, True), 4))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", v, sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_pk_fp4_f16(S1, S0, OPSEL, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt(
            "f16", "f64", R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.from_bits("u32", S0)))
        ),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt(
            "f16",
            "f64",
            R.reinterpret(
                "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), 16))
            ),
        ),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 4, True) | R.shl("u32", R.to_small(b, 4, True), 4))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", v, sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_pk_fp4_f32(S2, S0, S1, OPSEL, D):
    sat = True
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp("f64", R.cvt("f32", "f64", R.from_bits("f32", S0)), R.wrap("i32", 127 - se))
    b = R.ldexp("f64", R.cvt("f32", "f64", R.from_bits("f32", S1)), R.wrap("i32", 127 - se))
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 4, sat) | R.shl("u32", R.to_small(b, 4, sat), 4))
    sh = R.wrap("u32", R.shr("u32", OPSEL, 2) & 3)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D)
                & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), R.wrap("u32", sh * 8))),
            )
            | R.shl("u32", v, R.wrap("u32", sh * 8)),
        ),
    )
    return (D,)


def v_cvt_scalef32_pk_fp8_bf16(S1, S0, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt(
            "bf16", "f64", R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.from_bits("u32", S0)))
        ),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt(
            "bf16",
            "f64",
            R.reinterpret(
                "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), 16))
            ),
        ),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 0, sat) | R.shl("u32", R.to_small(b, 0, sat), 8))
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_scalef32_pk_fp8_f16(S1, S0, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt(
            "f16", "f64", R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.from_bits("u32", S0)))
        ),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt(
            "f16",
            "f64",
            R.reinterpret(
                "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), 16))
            ),
        ),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 0, sat) | R.shl("u32", R.to_small(b, 0, sat), 8))
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_scalef32_pk_fp8_f32(S2, S0, S1, OPSEL, D, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp("f64", R.cvt("f32", "f64", R.from_bits("f32", S0)), R.wrap("i32", 127 - se))
    b = R.ldexp("f64", R.cvt("f32", "f64", R.from_bits("f32", S1)), R.wrap("i32", 127 - se))
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    v = R.wrap("u32", R.to_small(a, 0, sat) | R.shl("u32", R.to_small(b, 0, sat), 8))
    sh = R.wrap("u32", R.shr("u32", OPSEL, 3) & 1)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D)
                & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 65535), R.wrap("u32", sh * 16))),
            )
            | R.shl("u32", v, R.wrap("u32", sh * 16)),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_bf8_bf16(S2, S0, OPSEL, D, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt("bf16", "f64", R.reinterpret("u16", "bf16", R.from_bits("u16", S0))),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", R.to_small_sr(a, 1, R.from_bits("u32", S1), sat), sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_bf8_f16(S2, S0, OPSEL, D, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp("f64", R.cvt("f16", "f64", R.from_bits("f16", S0)), R.wrap("i32", 127 - se))
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", R.to_small_sr(a, 1, R.from_bits("u32", S1), sat), sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_bf8_f32(S2, S0, OPSEL, D, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp("f64", R.cvt("f32", "f64", R.from_bits("f32", S0)), R.wrap("i32", 127 - se))
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", R.to_small_sr(a, 1, R.from_bits("u32", S1), sat), sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_fp8_bf16(S2, S0, OPSEL, D, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt("bf16", "f64", R.reinterpret("u16", "bf16", R.from_bits("u16", S0))),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", R.to_small_sr(a, 0, R.from_bits("u32", S1), sat), sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_fp8_f16(S2, S0, OPSEL, D, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp("f64", R.cvt("f16", "f64", R.from_bits("f16", S0)), R.wrap("i32", 127 - se))
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", R.to_small_sr(a, 0, R.from_bits("u32", S1), sat), sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_fp8_f32(S2, S0, OPSEL, D, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp("f64", R.cvt("f32", "f64", R.from_bits("f32", S0)), R.wrap("i32", 127 - se))
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", R.to_small_sr(a, 0, R.from_bits("u32", S1), sat), sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_pk32_bf6_bf16(S2, S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    r = R.from_bits("u32", S1)
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt(
                "bf16",
                "f64",
                R.reinterpret(
                    "u16",
                    "bf16",
                    R.cvt(
                        "u32",
                        "u16",
                        R.shr("u32", ((S0 >> (32 * (i // 2))) & 0xFFFFFFFF), (16 * (i % 2))),
                    ),
                ),
            ),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small_sr(a, 3, r, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
        r = R.wrap(
            "u32",
            R.shl("u32", r, 1)
            ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_bf6_f16(S2, S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    r = R.from_bits("u32", S1)
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt(
                "f16",
                "f64",
                R.reinterpret(
                    "u16",
                    "f16",
                    R.cvt(
                        "u32",
                        "u16",
                        R.shr("u32", ((S0 >> (32 * (i // 2))) & 0xFFFFFFFF), (16 * (i % 2))),
                    ),
                ),
            ),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small_sr(a, 3, r, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
        r = R.wrap(
            "u32",
            R.shl("u32", r, 1)
            ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_bf6_f32(S2, S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    r = R.from_bits("u32", S1)
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt("f32", "f64", R.reinterpret("u32", "f32", ((S0 >> (32 * i)) & 0xFFFFFFFF))),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small_sr(a, 3, r, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
        r = R.wrap(
            "u32",
            R.shl("u32", r, 1)
            ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_bf16(S2, S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    r = R.from_bits("u32", S1)
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt(
                "bf16",
                "f64",
                R.reinterpret(
                    "u16",
                    "bf16",
                    R.cvt(
                        "u32",
                        "u16",
                        R.shr("u32", ((S0 >> (32 * (i // 2))) & 0xFFFFFFFF), (16 * (i % 2))),
                    ),
                ),
            ),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small_sr(a, 2, r, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
        r = R.wrap(
            "u32",
            R.shl("u32", r, 1)
            ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_f16(S2, S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    r = R.from_bits("u32", S1)
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt(
                "f16",
                "f64",
                R.reinterpret(
                    "u16",
                    "f16",
                    R.cvt(
                        "u32",
                        "u16",
                        R.shr("u32", ((S0 >> (32 * (i // 2))) & 0xFFFFFFFF), (16 * (i % 2))),
                    ),
                ),
            ),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small_sr(a, 2, r, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
        r = R.wrap(
            "u32",
            R.shl("u32", r, 1)
            ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_f32(S2, S1, S0, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    r = R.from_bits("u32", S1)
    for k in range(6):
        D = (D & ~(0xFFFFFFFF << (32 * k))) | (R.cvt("int", "u32", 0) << (32 * k))
    for i in range(32):
        a = R.ldexp(
            "f64",
            R.cvt("f32", "f64", R.reinterpret("u32", "f32", ((S0 >> (32 * i)) & 0xFFFFFFFF))),
            R.wrap("i32", 127 - se),
        )
        if se == 255:
            a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        c = R.shl("u64", R.cvt("u32", "u64", R.to_small_sr(a, 2, r, True)), ((6 * i) % 32))
        D = (D & ~(0xFFFFFFFF << (32 * ((6 * i) // 32)))) | (
            R.wrap("u32", ((D >> (32 * ((6 * i) // 32))) & 0xFFFFFFFF) | R.cvt("u64", "u32", c))
            << (32 * ((6 * i) // 32))
        )
        D = (D & ~(0xFFFFFFFF << (32 * (((6 * i) + 5) // 32)))) | (
            R.wrap(
                "u32",
                ((D >> (32 * (((6 * i) + 5) // 32))) & 0xFFFFFFFF)
                | R.cvt("u64", "u32", R.shr("u64", c, 32)),
            )
            << (32 * (((6 * i) + 5) // 32))
        )
        r = R.wrap(
            "u32",
            R.shl("u32", r, 1)
            ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
        )
    return (D,)


def v_cvt_scalef32_sr_pk_fp4_bf16(S2, S0, S1, OPSEL, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt(
            "bf16", "f64", R.reinterpret("u16", "bf16", R.cvt("u32", "u16", R.from_bits("u32", S0)))
        ),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt(
            "bf16",
            "f64",
            R.reinterpret(
                "u16", "bf16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), 16))
            ),
        ),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    r = R.from_bits("u32", S1)
    lo = R.to_small_sr(a, 4, r, True)
    r = R.wrap(
        "u32",
        R.shl("u32", r, 1)
        ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
    )
    v = R.wrap("u32", lo | R.shl("u32", R.to_small_sr(b, 4, r, True), 4))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", v, sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_pk_fp4_f16(S2, S0, S1, OPSEL, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt(
            "f16", "f64", R.reinterpret("u16", "f16", R.cvt("u32", "u16", R.from_bits("u32", S0)))
        ),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt(
            "f16",
            "f64",
            R.reinterpret(
                "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), 16))
            ),
        ),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    r = R.from_bits("u32", S1)
    lo = R.to_small_sr(a, 4, r, True)
    r = R.wrap(
        "u32",
        R.shl("u32", r, 1)
        ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
    )
    v = R.wrap("u32", lo | R.shl("u32", R.to_small_sr(b, 4, r, True), 4))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", v, sh),
        ),
    )
    return (D,)


def v_cvt_scalef32_sr_pk_fp4_f32(S2, S0, S1, OPSEL, D):
    se = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    a = R.ldexp(
        "f64",
        R.cvt("f32", "f64", R.reinterpret("u32", "f32", ((S0 >> (32 * 0)) & 0xFFFFFFFF))),
        R.wrap("i32", 127 - se),
    )
    b = R.ldexp(
        "f64",
        R.cvt("f32", "f64", R.reinterpret("u32", "f32", ((S0 >> (32 * 1)) & 0xFFFFFFFF))),
        R.wrap("i32", 127 - se),
    )
    if se == 255:
        a = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
        b = a
    r = R.from_bits("u32", S1)
    lo = R.to_small_sr(a, 4, r, True)
    r = R.wrap(
        "u32",
        R.shl("u32", r, 1)
        ^ (R.cvt("int", "u32", 197) if (R.bit("u32", r, 31) == 1) else R.cvt("int", "u32", 0)),
    )
    v = R.wrap("u32", lo | R.shl("u32", R.to_small_sr(b, 4, r, True), 4))
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl("u32", v, sh),
        ),
    )
    return (D,)


def v_cvt_sr_bf16_f32(S0, S1, OPSEL, D):
    v = R.to_small_sr(R.from_bits("f32", S0), 6, R.from_bits("u32", S1), False)
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_sr_bf8_f32(OPSEL, D, S0, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl(
                "u32", R.to_small_sr(R.from_bits("f32", S0), 8, R.from_bits("u32", S1), sat), sh
            ),
        ),
    )
    return (D,)


def v_cvt_sr_bf8_f32__cdna4(OPSEL, D, S0, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl(
                "u32", R.to_small_sr(R.from_bits("f32", S0), 1, R.from_bits("u32", S1), sat), sh
            ),
        ),
    )
    return (D,)


def v_cvt_sr_f16_f32(S0, S1, OPSEL, D, _st):
    v = R.to_small_sr(
        R.from_bits("f32", S0),
        5,
        R.from_bits("u32", S1),
        (R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0),
    )
    D = R.to_bits(
        "u32",
        (
            R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 4294901760) | v)
            if (R.wrap("u32", OPSEL & 8) == 0)
            else R.wrap("u32", R.wrap("u32", R.from_bits("u32", D) & 65535) | R.shl("u32", v, 16))
        ),
    )
    return (D,)


def v_cvt_sr_fp8_f32(OPSEL, D, S0, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl(
                "u32", R.to_small_sr(R.from_bits("f32", S0), 7, R.from_bits("u32", S1), sat), sh
            ),
        ),
    )
    return (D,)


def v_cvt_sr_fp8_f32__cdna4(OPSEL, D, S0, S1, _st):
    sat = R.wrap("u32", R.shr("u32", _st.hwreg(1), 23) & 1) != 0
    sh = R.wrap("u32", R.wrap("u32", R.shr("u32", OPSEL, 2) & 3) * 8)
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap(
                "u32",
                R.from_bits("u32", D) & R.wrap("u32", ~R.shl("u32", R.cvt("int", "u32", 255), sh)),
            )
            | R.shl(
                "u32", R.to_small_sr(R.from_bits("f32", S0), 0, R.from_bits("u32", S1), sat), sh
            ),
        ),
    )
    return (D,)


def v_cvt_u16_f16(S0, CLAMP):
    D = R.to_bits("u16", R.cvt("f16", "u16", R.from_bits("f16", S0)))
    if CLAMP:
        pass
    return (D,)


def v_cvt_u32_f32(S0, CLAMP):
    D = R.to_bits("u32", R.cvt("f32", "u32", R.from_bits("f32", S0)))
    if CLAMP:
        pass
    return (D,)


def v_cvt_u32_f64(S0, CLAMP):
    D = R.to_bits("u32", R.cvt("f64", "u32", R.from_bits("f64", S0)))
    if CLAMP:
        pass
    return (D,)


def v_div_fixup_f16(S0, S1, S2):
    q = R.from_bits("f16", S0)
    d = R.from_bits("f16", S1)
    n = R.from_bits("f16", S2)
    sign = R.shr(
        "u16", R.wrap("u16", R.reinterpret("f16", "u16", d) ^ R.reinterpret("f16", "u16", n)), 15
    )
    inf = R.reinterpret("u16", "f16", R.cvt("int", "u16", 31744))
    if R.isnan(n):
        r = R.reinterpret("u16", "f16", R.wrap("u16", R.reinterpret("f16", "u16", n) | 512))
    else:
        if R.isnan(d):
            r = R.reinterpret("u16", "f16", R.wrap("u16", R.reinterpret("f16", "u16", d) | 512))
        else:
            if (d == 0.0) and (n == 0.0):
                r = R.reinterpret("u16", "f16", R.cvt("int", "u16", 65024))
            else:
                if (R.fabs(d) == inf) and (R.fabs(n) == inf):
                    r = R.reinterpret("u16", "f16", R.cvt("int", "u16", 65024))
                else:
                    if (d == 0.0) or (R.fabs(n) == inf):
                        r = R.fneg(inf) if (sign == 1) else inf
                    else:
                        if (R.fabs(d) == inf) or (n == 0.0):
                            r = R.reinterpret("u16", "f16", R.shl("u16", sign, 15))
                        else:
                            r = R.fneg(R.fabs(q)) if (sign == 1) else R.fabs(q)
    D = R.to_bits("f16", r)
    return (D,)


def v_div_fixup_f32(S0, S1, S2):
    q = R.from_bits("f32", S0)
    d = R.from_bits("f32", S1)
    n = R.from_bits("f32", S2)
    sign = R.shr(
        "u32", R.wrap("u32", R.reinterpret("f32", "u32", d) ^ R.reinterpret("f32", "u32", n)), 31
    )
    inf = R.reinterpret("u32", "f32", R.cvt("int", "u32", 2139095040))
    if R.isnan(n):
        r = R.reinterpret("u32", "f32", R.wrap("u32", R.reinterpret("f32", "u32", n) | 4194304))
    else:
        if R.isnan(d):
            r = R.reinterpret("u32", "f32", R.wrap("u32", R.reinterpret("f32", "u32", d) | 4194304))
        else:
            if (d == 0.0) and (n == 0.0):
                r = R.reinterpret("u32", "f32", R.cvt("int", "u32", 4290772992))
            else:
                if (R.fabs(d) == inf) and (R.fabs(n) == inf):
                    r = R.reinterpret("u32", "f32", R.cvt("int", "u32", 4290772992))
                else:
                    if (d == 0.0) or (R.fabs(n) == inf):
                        r = R.fneg(inf) if (sign == 1) else inf
                    else:
                        if (R.fabs(d) == inf) or (n == 0.0):
                            r = R.reinterpret("u32", "f32", R.shl("u32", sign, 31))
                        else:
                            if R.wrap(
                                "i32",
                                R.cvt(
                                    "u32",
                                    "i32",
                                    R.bits("u32", R.reinterpret("f32", "u32", n), 30, 23),
                                )
                                - R.cvt(
                                    "u32",
                                    "i32",
                                    R.bits("u32", R.reinterpret("f32", "u32", d), 30, 23),
                                ),
                            ) < (-150):
                                r = R.reinterpret("u32", "f32", R.shl("u32", sign, 31))
                            else:
                                r = R.fneg(R.fabs(q)) if (sign == 1) else R.fabs(q)
    D = R.to_bits("f32", r)
    return (D,)


def v_div_fixup_f64(S0, S1, S2):
    q = R.from_bits("f64", S0)
    d = R.from_bits("f64", S1)
    n = R.from_bits("f64", S2)
    sign = R.shr(
        "u64", R.wrap("u64", R.reinterpret("f64", "u64", d) ^ R.reinterpret("f64", "u64", n)), 63
    )
    inf = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9218868437227405312))
    if R.isnan(n):
        r = R.reinterpret(
            "u64", "f64", R.wrap("u64", R.reinterpret("f64", "u64", n) | 2251799813685248)
        )
    else:
        if R.isnan(d):
            r = R.reinterpret(
                "u64", "f64", R.wrap("u64", R.reinterpret("f64", "u64", d) | 2251799813685248)
            )
        else:
            if (d == 0.0) and (n == 0.0):
                r = R.reinterpret("u64", "f64", R.cvt("int", "u64", 18444492273895866368))
            else:
                if (R.fabs(d) == inf) and (R.fabs(n) == inf):
                    r = R.reinterpret("u64", "f64", R.cvt("int", "u64", 18444492273895866368))
                else:
                    if (d == 0.0) or (R.fabs(n) == inf):
                        r = R.fneg(inf) if (sign == 1) else inf
                    else:
                        if (R.fabs(d) == inf) or (n == 0.0):
                            r = R.reinterpret("u64", "f64", R.shl("u64", sign, 63))
                        else:
                            if R.wrap(
                                "i32",
                                R.cvt(
                                    "u64",
                                    "i32",
                                    R.bits("u64", R.reinterpret("f64", "u64", n), 62, 52),
                                )
                                - R.cvt(
                                    "u64",
                                    "i32",
                                    R.bits("u64", R.reinterpret("f64", "u64", d), 62, 52),
                                ),
                            ) < (-1075):
                                r = R.reinterpret("u64", "f64", R.shl("u64", sign, 63))
                            else:
                                r = R.fneg(R.fabs(q)) if (sign == 1) else R.fabs(q)
    D = R.to_bits("f64", r)
    return (D,)


def v_div_fixup_legacy_f16(S0, S1, S2):
    q = R.from_bits("f16", S0)
    d = R.from_bits("f16", S1)
    n = R.from_bits("f16", S2)
    sign = R.shr(
        "u16", R.wrap("u16", R.reinterpret("f16", "u16", d) ^ R.reinterpret("f16", "u16", n)), 15
    )
    inf = R.reinterpret("u16", "f16", R.cvt("int", "u16", 31744))
    if R.isnan(n):
        r = R.reinterpret("u16", "f16", R.wrap("u16", R.reinterpret("f16", "u16", n) | 512))
    else:
        if R.isnan(d):
            r = R.reinterpret("u16", "f16", R.wrap("u16", R.reinterpret("f16", "u16", d) | 512))
        else:
            if (d == 0.0) and (n == 0.0):
                r = R.reinterpret("u16", "f16", R.cvt("int", "u16", 65024))
            else:
                if (R.fabs(d) == inf) and (R.fabs(n) == inf):
                    r = R.reinterpret("u16", "f16", R.cvt("int", "u16", 65024))
                else:
                    if (d == 0.0) or (R.fabs(n) == inf):
                        r = R.fneg(inf) if (sign == 1) else inf
                    else:
                        if (R.fabs(d) == inf) or (n == 0.0):
                            r = R.reinterpret("u16", "f16", R.shl("u16", sign, 15))
                        else:
                            r = R.fneg(R.fabs(q)) if (sign == 1) else R.fabs(q)
    D = R.to_bits("f16", r)
    return (D,)


def v_div_fmas_f32(S0, S1, S2, VCC):
    r = R.fma("f32", R.from_bits("f32", S0), R.from_bits("f32", S1), R.from_bits("f32", S2))
    if VCC:
        r = R.fma_scaled(
            "f32",
            R.from_bits("f32", S0),
            R.from_bits("f32", S1),
            R.from_bits("f32", S2),
            (R.cvt("int", "i32", 64) if (R.fabs(r) >= 1.0) else R.cvt("int", "i32", (-64))),
        )
    D = R.to_bits("f32", r)
    return (D,)


def v_div_fmas_f64(S0, S1, S2, VCC):
    r = R.fma("f64", R.from_bits("f64", S0), R.from_bits("f64", S1), R.from_bits("f64", S2))
    if VCC:
        r = R.fma_scaled(
            "f64",
            R.from_bits("f64", S0),
            R.from_bits("f64", S1),
            R.from_bits("f64", S2),
            (R.cvt("int", "i32", 128) if (R.fabs(r) >= 1.0) else R.cvt("int", "i32", (-128))),
        )
    D = R.to_bits("f64", r)
    return (D,)


def v_div_scale_f32(S0, S1, S2):
    x = R.from_bits("f32", S0)
    d = R.from_bits("f32", S1)
    n = R.from_bits("f32", S2)
    en = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S2), 30, 23))
    ed = R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 30, 23))
    rd = R.fdiv("f32", R.cvt("float", "f32", 1.0), d)
    q = R.fdiv("f32", n, d)
    d_den = (R.bits("u32", R.from_bits("u32", S1), 30, 23) == 0) and (
        R.bits("u32", R.from_bits("u32", S1), 22, 0) != 0
    )
    rd_den = (R.bits("u32", R.reinterpret("f32", "u32", rd), 30, 23) == 0) and (
        R.bits("u32", R.reinterpret("f32", "u32", rd), 22, 0) != 0
    )
    q_den = (R.bits("u32", R.reinterpret("f32", "u32", q), 30, 23) == 0) and (
        R.bits("u32", R.reinterpret("f32", "u32", q), 22, 0) != 0
    )
    r = x
    flag = False
    if (n == 0.0) or (d == 0.0):
        r = R.reinterpret("u32", "f32", R.cvt("int", "u32", 2143289344))
    else:
        if R.wrap("i32", en - ed) >= 96:
            flag = True
            if x == d:
                r = R.ldexp("f32", x, 64)
        else:
            if d_den:
                r = R.ldexp("f32", x, 64)
            else:
                if rd_den and q_den:
                    flag = True
                    if x == d:
                        r = R.ldexp("f32", x, (-64))
                else:
                    if rd_den:
                        r = R.ldexp("f32", x, (-64))
                    else:
                        if q_den:
                            flag = True
                            if x == n:
                                r = R.ldexp("f32", x, 64)
                        else:
                            if en <= 23:
                                r = R.ldexp("f32", x, 64)
    SD = flag
    D = R.to_bits("f32", r)
    return (SD, D)


def v_div_scale_f64(S0, S1, S2):
    x = R.from_bits("f64", S0)
    d = R.from_bits("f64", S1)
    n = R.from_bits("f64", S2)
    en = R.cvt("u64", "i32", R.bits("u64", R.from_bits("u64", S2), 62, 52))
    ed = R.cvt("u64", "i32", R.bits("u64", R.from_bits("u64", S1), 62, 52))
    rd = R.fdiv("f64", R.cvt("float", "f64", 1.0), d)
    q = R.fdiv("f64", n, d)
    d_den = (R.bits("u64", R.from_bits("u64", S1), 62, 52) == 0) and (
        R.bits("u64", R.from_bits("u64", S1), 51, 0) != 0
    )
    rd_den = (R.bits("u64", R.reinterpret("f64", "u64", rd), 62, 52) == 0) and (
        R.bits("u64", R.reinterpret("f64", "u64", rd), 51, 0) != 0
    )
    q_den = (R.bits("u64", R.reinterpret("f64", "u64", q), 62, 52) == 0) and (
        R.bits("u64", R.reinterpret("f64", "u64", q), 51, 0) != 0
    )
    r = x
    flag = False
    if (n == 0.0) or (d == 0.0):
        r = R.reinterpret("u64", "f64", R.cvt("int", "u64", 9221120237041090560))
    else:
        if R.wrap("i32", en - ed) >= 768:
            flag = True
            if x == d:
                r = R.ldexp("f64", x, 128)
        else:
            if d_den:
                r = R.ldexp("f64", x, 128)
            else:
                if rd_den and q_den:
                    flag = True
                    if x == d:
                        r = R.ldexp("f64", x, (-128))
                else:
                    if rd_den:
                        r = R.ldexp("f64", x, (-128))
                    else:
                        if q_den:
                            flag = True
                            if x == n:
                                r = R.ldexp("f64", x, 128)
                        else:
                            if en <= 53:
                                r = R.ldexp("f64", x, 128)
    SD = flag
    D = R.to_bits("f64", r)
    return (SD, D)


def v_dot2_f32_bf16(S0, S1, S2):
    p0 = R.fmul(
        "f32",
        R.cvt(
            "bf16",
            "f32",
            R.ftz(
                "bf16",
                R.reinterpret(
                    "u16", "bf16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 15, 0))
                ),
            ),
        ),
        R.cvt(
            "bf16",
            "f32",
            R.ftz(
                "bf16",
                R.reinterpret(
                    "u16", "bf16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 15, 0))
                ),
            ),
        ),
    )
    p1 = R.fmul(
        "f32",
        R.cvt(
            "bf16",
            "f32",
            R.ftz(
                "bf16",
                R.reinterpret(
                    "u16",
                    "bf16",
                    R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 31, 16)),
                ),
            ),
        ),
        R.cvt(
            "bf16",
            "f32",
            R.ftz(
                "bf16",
                R.reinterpret(
                    "u16",
                    "bf16",
                    R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 31, 16)),
                ),
            ),
        ),
    )
    D = R.to_bits(
        "f32",
        R.ftz("f32", R.fadd("f32", R.fadd("f32", p0, p1), R.ftz("f32", R.from_bits("f32", S2)))),
    )
    return (D,)


def v_dot2_f32_f16(S0, S1, S2):
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
    D = R.to_bits(
        "f32",
        R.ftz("f32", R.fadd("f32", R.fadd("f32", p0, p1), R.ftz("f32", R.from_bits("f32", S2)))),
    )
    return (D,)


def v_dot2_f32_f16__cdna3(S0, S1, S2):
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
    D = R.to_bits(
        "f32",
        R.ftz("f32", R.fadd("f32", R.fadd("f32", R.ftz("f32", R.from_bits("f32", S2)), p0), p1)),
    )
    return (D,)


def v_dot2_i32_i16(S2, S0, S1, CLAMP):
    s = R.cvt("i32", "i64", R.from_bits("i32", S2))
    for k in range(2):
        s = R.wrap(
            "i64",
            s
            + R.wrap(
                "i64",
                R.cvt(
                    "i16",
                    "i64",
                    R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S0), (16 * k))),
                )
                * R.cvt(
                    "i16",
                    "i64",
                    R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S1), (16 * k))),
                ),
            ),
        )
    if CLAMP:
        s = max(min(s, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", s))
    return (D,)


def v_dot2_u32_u16(S2, S0, S1, CLAMP):
    s = R.cvt("u32", "i64", R.from_bits("u32", S2))
    for k in range(2):
        s = R.wrap(
            "i64",
            s
            + R.wrap(
                "i64",
                R.cvt(
                    "u16",
                    "i64",
                    R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * k))),
                )
                * R.cvt(
                    "u16",
                    "i64",
                    R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * k))),
                ),
            ),
        )
    if CLAMP:
        s = max(min(s, 4294967295), 0)
    D = R.to_bits("u32", R.cvt("i64", "u32", s))
    return (D,)


def v_dot2c_f32_bf16(S0, S1, D):
    p0 = R.fmul(
        "f32",
        R.cvt(
            "bf16",
            "f32",
            R.ftz(
                "bf16",
                R.reinterpret(
                    "u16", "bf16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 15, 0))
                ),
            ),
        ),
        R.cvt(
            "bf16",
            "f32",
            R.ftz(
                "bf16",
                R.reinterpret(
                    "u16", "bf16", R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 15, 0))
                ),
            ),
        ),
    )
    p1 = R.fmul(
        "f32",
        R.cvt(
            "bf16",
            "f32",
            R.ftz(
                "bf16",
                R.reinterpret(
                    "u16",
                    "bf16",
                    R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S0), 31, 16)),
                ),
            ),
        ),
        R.cvt(
            "bf16",
            "f32",
            R.ftz(
                "bf16",
                R.reinterpret(
                    "u16",
                    "bf16",
                    R.cvt("u32", "u16", R.bits("u32", R.from_bits("u32", S1), 31, 16)),
                ),
            ),
        ),
    )
    D = R.to_bits(
        "f32",
        R.ftz("f32", R.fadd("f32", R.fadd("f32", R.ftz("f32", R.from_bits("f32", D)), p0), p1)),
    )
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
    D = R.to_bits(
        "f32",
        R.ftz("f32", R.fadd("f32", R.fadd("f32", p0, p1), R.ftz("f32", R.from_bits("f32", D)))),
    )
    return (D,)


def v_dot2c_f32_f16__cdna3(S0, S1, D):
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
    D = R.to_bits(
        "f32",
        R.ftz("f32", R.fadd("f32", R.fadd("f32", R.ftz("f32", R.from_bits("f32", D)), p0), p1)),
    )
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


def v_dot4_i32_i8(S2, S0, S1, CLAMP):
    s = R.cvt("i32", "i64", R.from_bits("i32", S2))
    for k in range(4):
        s = R.wrap(
            "i64",
            s
            + R.wrap(
                "i64",
                R.cvt(
                    "i8", "i64", R.cvt("u32", "i8", R.shr("u32", R.from_bits("u32", S0), (8 * k)))
                )
                * R.cvt(
                    "i8", "i64", R.cvt("u32", "i8", R.shr("u32", R.from_bits("u32", S1), (8 * k)))
                ),
            ),
        )
    if CLAMP:
        s = max(min(s, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", s))
    return (D,)


def v_dot4_u32_u8(S2, S0, S1, CLAMP):
    s = R.cvt("u32", "i64", R.from_bits("u32", S2))
    for k in range(4):
        s = R.wrap(
            "i64",
            s
            + R.wrap(
                "i64",
                R.cvt(
                    "u8", "i64", R.cvt("u32", "u8", R.shr("u32", R.from_bits("u32", S0), (8 * k)))
                )
                * R.cvt(
                    "u8", "i64", R.cvt("u32", "u8", R.shr("u32", R.from_bits("u32", S1), (8 * k)))
                ),
            ),
        )
    if CLAMP:
        s = max(min(s, 4294967295), 0)
    D = R.to_bits("u32", R.cvt("i64", "u32", s))
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


def v_dot8_i32_i4(S2, S0, S1, CLAMP):
    s = R.cvt("i32", "i64", R.from_bits("i32", S2))
    for k in range(8):
        s = R.wrap(
            "i64",
            s
            + R.wrap(
                "i64",
                R.cvt(
                    "i32",
                    "i64",
                    R.signext(
                        "i32", R.cvt("u32", "i32", R.shr("u32", R.from_bits("u32", S0), (4 * k))), 4
                    ),
                )
                * R.cvt(
                    "i32",
                    "i64",
                    R.signext(
                        "i32", R.cvt("u32", "i32", R.shr("u32", R.from_bits("u32", S1), (4 * k))), 4
                    ),
                ),
            ),
        )
    if CLAMP:
        s = max(min(s, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", s))
    return (D,)


def v_dot8_u32_u4(S2, S0, S1, CLAMP):
    s = R.cvt("u32", "i64", R.from_bits("u32", S2))
    for k in range(8):
        s = R.wrap(
            "i64",
            s
            + R.wrap(
                "i64",
                R.cvt(
                    "u32", "i64", R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), (4 * k)) & 15)
                )
                * R.cvt(
                    "u32", "i64", R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (4 * k)) & 15)
                ),
            ),
        )
    if CLAMP:
        s = max(min(s, 4294967295), 0)
    D = R.to_bits("u32", R.cvt("i64", "u32", s))
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


def v_exp_f16(S0):
    D = R.to_bits("f16", R.unary("exp2", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_exp_f32(S0):
    D = R.to_bits("f32", R.ftz("f32", R.unary("exp2", "f32", R.ftz("f32", R.from_bits("f32", S0)))))
    return (D,)


def v_exp_legacy_f32(S0):
    D = R.to_bits("f32", R.ftz("f32", R.unary("exp2", "f32", R.ftz("f32", R.from_bits("f32", S0)))))
    return (D,)


def v_ffbh_i32(S0):
    x = R.wrap(
        "u32",
        R.from_bits("u32", S0) ^ R.cvt("i32", "u32", R.shr("i32", R.from_bits("i32", S0), 31)),
    )
    D = R.to_bits("i32", ((-1) if (x == 0) else R.cvt("u32", "i32", R.clz("u32", x))))
    return (D,)


def v_ffbh_u32(S0):
    x = R.from_bits("u32", S0)
    D = R.to_bits("i32", ((-1) if (x == 0) else R.cvt("u32", "i32", R.clz("u32", x))))
    return (D,)


def v_ffbl_b32(S0):
    x = R.from_bits("u32", S0)
    D = R.to_bits("i32", ((-1) if (x == 0) else R.cvt("u32", "i32", R.ctz("u32", x))))
    return (D,)


def v_floor_f16(S0):
    D = R.to_bits("f16", R.unary("floor", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_floor_f32(S0):
    D = R.to_bits("f32", R.unary("floor", "f32", R.from_bits("f32", S0)))
    return (D,)


def v_floor_f64(S0):
    D = R.to_bits("f64", R.unary("floor", "f64", R.from_bits("f64", S0)))
    return (D,)


def v_fma_f16(S0, S1, S2):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    c = R.from_bits("f16", S2)
    D = R.to_bits("f16", R.fma("f16", a, b, c))
    return (D,)


def v_fma_f32(S0, S1, S2):
    D = R.to_bits(
        "f32", R.fma("f32", R.from_bits("f32", S0), R.from_bits("f32", S1), R.from_bits("f32", S2))
    )
    return (D,)


def v_fma_f64(S0, S1, S2):
    D = R.to_bits(
        "f64", R.fma("f64", R.from_bits("f64", S0), R.from_bits("f64", S1), R.from_bits("f64", S2))
    )
    return (D,)


def v_fma_legacy_f16(S0, S1, S2):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    c = R.from_bits("f16", S2)
    D = R.to_bits("f16", R.fma("f16", a, b, c))
    return (D,)


def v_fma_mix_f32(S0, S1, S2):
    r = R.fma("f32", R.from_bits("f32", S0), R.from_bits("f32", S1), R.from_bits("f32", S2))
    D = R.to_bits("f32", r)
    return (D,)


def v_fma_mixhi_f16(S0, S1, S2, CLAMP, D):
    r = R.fma("f32", R.from_bits("f32", S0), R.from_bits("f32", S1), R.from_bits("f32", S2))
    h = R.cvt("f32", "f16", r)
    if CLAMP:
        h = (
            R.cvt("float", "f16", 0.0)
            if R.isnan(h)
            else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
        )
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 65535)
            | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), 16),
        ),
    )
    return (D,)


def v_fma_mixlo_f16(S0, S1, S2, CLAMP, D):
    r = R.fma("f32", R.from_bits("f32", S0), R.from_bits("f32", S1), R.from_bits("f32", S2))
    h = R.cvt("f32", "f16", r)
    if CLAMP:
        h = (
            R.cvt("float", "f16", 0.0)
            if R.isnan(h)
            else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
        )
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", D) & 4294901760)
            | R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)),
        ),
    )
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


def v_fract_f16(S0):
    f = R.fsub("f16", R.from_bits("f16", S0), R.unary("floor", "f16", R.from_bits("f16", S0)))
    D = R.to_bits(
        "f16",
        (f if R.isnan(f) else R.fmin(f, R.reinterpret("u16", "f16", R.cvt("int", "u16", 15359)))),
    )
    return (D,)


def v_fract_f32(S0):
    f = R.fsub("f32", R.from_bits("f32", S0), R.unary("floor", "f32", R.from_bits("f32", S0)))
    D = R.to_bits(
        "f32",
        (
            f
            if R.isnan(f)
            else R.fmin(f, R.reinterpret("u32", "f32", R.cvt("int", "u32", 1065353215)))
        ),
    )
    return (D,)


def v_fract_f64(S0):
    f = R.fsub("f64", R.from_bits("f64", S0), R.unary("floor", "f64", R.from_bits("f64", S0)))
    D = R.to_bits(
        "f64",
        (
            f
            if R.isnan(f)
            else R.fmin(f, R.reinterpret("u64", "f64", R.cvt("int", "u64", 4607182418800017407)))
        ),
    )
    return (D,)


def v_frexp_exp_i16_f16(S0, CLAMP):
    D = R.to_bits("i16", R.cvt("i32", "i16", R.unary("frexp_exp", "f16", R.from_bits("f16", S0))))
    if CLAMP:
        pass
    return (D,)


def v_frexp_exp_i32_f32(S0, CLAMP):
    D = R.to_bits("i32", R.cvt("i32", "i32", R.unary("frexp_exp", "f32", R.from_bits("f32", S0))))
    if CLAMP:
        pass
    return (D,)


def v_frexp_exp_i32_f64(S0, CLAMP):
    D = R.to_bits("i32", R.cvt("i32", "i32", R.unary("frexp_exp", "f64", R.from_bits("f64", S0))))
    if CLAMP:
        pass
    return (D,)


def v_frexp_mant_f16(S0):
    D = R.to_bits("f16", R.unary("frexp_mant", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_frexp_mant_f32(S0):
    D = R.to_bits("f32", R.unary("frexp_mant", "f32", R.from_bits("f32", S0)))
    return (D,)


def v_frexp_mant_f64(S0):
    D = R.to_bits("f64", R.unary("frexp_mant", "f64", R.from_bits("f64", S0)))
    return (D,)


def v_ldexp_f16(S0, S1):
    D = R.to_bits(
        "f16", R.ldexp("f16", R.from_bits("f16", S0), R.cvt("i16", "i32", R.from_bits("i16", S1)))
    )
    return (D,)


def v_ldexp_f32(S0, S1):
    D = R.to_bits("f32", R.ldexp("f32", R.from_bits("f32", S0), R.from_bits("i32", S1)))
    return (D,)


def v_ldexp_f64(S0, S1):
    D = R.to_bits("f64", R.ldexp("f64", R.from_bits("f64", S0), R.from_bits("i32", S1)))
    return (D,)


def v_lerp_u8(S0, S1, S2):
    r = R.cvt("int", "u32", 0)
    for i in range(4):
        a = R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), (8 * i)) & 255)
        b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (8 * i)) & 255)
        c = R.wrap("u32", R.shr("u32", R.from_bits("u32", S2), (8 * i)) & 1)
        r = R.wrap(
            "u32",
            r | R.shl("u32", R.shr("u32", R.wrap("u32", R.wrap("u32", a + b) + c), 1), (8 * i)),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_log_f16(S0):
    D = R.to_bits("f16", R.unary("log2", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_log_f32(S0):
    D = R.to_bits("f32", R.ftz("f32", R.unary("log2", "f32", R.ftz("f32", R.from_bits("f32", S0)))))
    return (D,)


def v_log_legacy_f32(S0):
    D = R.to_bits("f32", R.ftz("f32", R.unary("log2", "f32", R.ftz("f32", R.from_bits("f32", S0)))))
    return (D,)


def v_lshl_add_u32(S0, S1, S2):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.shl("u32", R.from_bits("u32", S0), R.bits("u32", R.from_bits("u32", S1), 4, 0))
            + R.from_bits("u32", S2),
        ),
    )
    return (D,)


def v_lshl_add_u64(S1, S0, S2):
    c = R.bits("u32", R.from_bits("u32", S1), 2, 0)
    D = R.to_bits(
        "u64",
        R.wrap(
            "u64",
            R.shl(
                "u64",
                R.from_bits("u64", S0),
                R.cvt("u32", "u64", (c if (c <= 4) else R.cvt("int", "u32", 0))),
            )
            + R.from_bits("u64", S2),
        ),
    )
    return (D,)


def v_lshl_or_b32(S0, S1, S2):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.shl("u32", R.from_bits("u32", S0), R.bits("u32", R.from_bits("u32", S1), 4, 0))
            | R.from_bits("u32", S2),
        ),
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


def v_lshlrev_b64(S1, S0):
    D = R.to_bits(
        "u64",
        R.shl(
            "u64",
            R.from_bits("u64", S1),
            R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S0), 5, 0)),
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


def v_lshrrev_b64(S1, S0):
    D = R.to_bits(
        "u64",
        R.shr(
            "u64",
            R.from_bits("u64", S1),
            R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S0), 5, 0)),
        ),
    )
    return (D,)


def v_mac_f16(S0, S1, D):
    D = R.to_bits(
        "f16",
        R.ftz(
            "f16",
            R.fadd(
                "f16",
                R.ftz(
                    "f16",
                    R.fmul(
                        "f16",
                        R.ftz("f16", R.from_bits("f16", S0)),
                        R.ftz("f16", R.from_bits("f16", S1)),
                    ),
                ),
                R.ftz("f16", R.from_bits("f16", D)),
            ),
        ),
    )
    return (D,)


def v_mac_f32(S0, S1, D):
    D = R.to_bits(
        "f32",
        R.ftz(
            "f32",
            R.fadd(
                "f32",
                R.ftz(
                    "f32",
                    R.fmul(
                        "f32",
                        R.ftz("f32", R.from_bits("f32", S0)),
                        R.ftz("f32", R.from_bits("f32", S1)),
                    ),
                ),
                R.ftz("f32", R.from_bits("f32", D)),
            ),
        ),
    )
    return (D,)


def v_mad_f16(S0, S1, S2):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    c = R.from_bits("f16", S2)
    D = R.to_bits(
        "f16",
        R.ftz(
            "f16",
            R.fadd(
                "f16",
                R.ftz("f16", R.fmul("f16", R.ftz("f16", a), R.ftz("f16", b))),
                R.ftz("f16", c),
            ),
        ),
    )
    return (D,)


def v_mad_f32(S0, S1, S2):
    D = R.to_bits(
        "f32",
        R.ftz(
            "f32",
            R.fadd(
                "f32",
                R.ftz(
                    "f32",
                    R.fmul(
                        "f32",
                        R.ftz("f32", R.from_bits("f32", S0)),
                        R.ftz("f32", R.from_bits("f32", S1)),
                    ),
                ),
                R.ftz("f32", R.from_bits("f32", S2)),
            ),
        ),
    )
    return (D,)


def v_mad_i16(S0, S1, S2, CLAMP):
    r = R.wrap(
        "i32",
        R.wrap(
            "i32",
            R.cvt("i16", "i32", R.from_bits("i16", S0))
            * R.cvt("i16", "i32", R.from_bits("i16", S1)),
        )
        + R.cvt("i16", "i32", R.from_bits("i16", S2)),
    )
    if CLAMP:
        r = max(min(r, 32767), (-32768))
    D = R.to_bits("u16", R.cvt("i32", "u16", r))
    return (D,)


def v_mad_i32_i16(S0, S1, S2, CLAMP):
    r = R.wrap(
        "i64",
        R.wrap(
            "i64",
            R.cvt("i16", "i64", R.from_bits("i16", S0))
            * R.cvt("i16", "i64", R.from_bits("i16", S1)),
        )
        + R.cvt("i32", "i64", R.from_bits("i32", S2)),
    )
    if CLAMP:
        r = max(min(r, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", r))
    return (D,)


def v_mad_i32_i24(S0, S1, S2, CLAMP):
    r = R.wrap(
        "i64",
        R.wrap(
            "i64",
            R.cvt("i32", "i64", R.signext("i32", R.from_bits("i32", S0), 24))
            * R.cvt("i32", "i64", R.signext("i32", R.from_bits("i32", S1), 24)),
        )
        + R.cvt("i32", "i64", R.from_bits("i32", S2)),
    )
    if CLAMP:
        r = max(min(r, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", r))
    return (D,)


def v_mad_i64_i32(S0, S1, S2, CLAMP):
    p = R.wrap(
        "i64",
        R.cvt("i32", "i64", R.from_bits("i32", S0)) * R.cvt("i32", "i64", R.from_bits("i32", S1)),
    )
    r = R.wrap("i64", p + R.from_bits("i64", S2))
    ov = ((p < 0) == (R.from_bits("i64", S2) < 0)) and ((r < 0) != (p < 0))
    neg = (p < 0) if ov else (r < 0)
    if CLAMP and ov:
        r = (
            R.cvt("int", "i64", (-9223372036854775808))
            if neg
            else R.cvt("int", "i64", 9223372036854775807)
        )
    SD = neg
    D = R.to_bits("i64", r)
    return (SD, D)


def v_mad_legacy_f16(S0, S1, S2):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    c = R.from_bits("f16", S2)
    D = R.to_bits("f16", R.fadd("f16", R.fmul("f16", a, b), c))
    return (D,)


def v_mad_legacy_f32(S0, S1, S2):
    D = R.to_bits(
        "f32",
        R.fadd(
            "f32",
            (
                R.cvt("float", "f32", 0.0)
                if ((R.from_bits("f32", S0) == 0.0) or (R.from_bits("f32", S1) == 0.0))
                else R.fmul("f32", R.from_bits("f32", S0), R.from_bits("f32", S1))
            ),
            R.from_bits("f32", S2),
        ),
    )
    return (D,)


def v_mad_legacy_i16(S0, S1, S2, CLAMP):
    r = R.wrap(
        "i32",
        R.wrap(
            "i32",
            R.cvt("i16", "i32", R.from_bits("i16", S0))
            * R.cvt("i16", "i32", R.from_bits("i16", S1)),
        )
        + R.cvt("i16", "i32", R.from_bits("i16", S2)),
    )
    if CLAMP:
        r = max(min(r, 32767), (-32768))
    D = R.to_bits("u16", R.cvt("i32", "u16", r))
    return (D,)


def v_mad_legacy_u16(S0, S1, S2, CLAMP):
    r = R.wrap(
        "u32",
        R.wrap(
            "u32",
            R.cvt("u16", "u32", R.from_bits("u16", S0))
            * R.cvt("u16", "u32", R.from_bits("u16", S1)),
        )
        + R.cvt("u16", "u32", R.from_bits("u16", S2)),
    )
    if CLAMP:
        r = max(min(r, 65535), 0)
    D = R.to_bits("u16", R.cvt("u32", "u16", r))
    return (D,)


def v_mad_u16(S0, S1, S2, CLAMP):
    r = R.wrap(
        "u32",
        R.wrap(
            "u32",
            R.cvt("u16", "u32", R.from_bits("u16", S0))
            * R.cvt("u16", "u32", R.from_bits("u16", S1)),
        )
        + R.cvt("u16", "u32", R.from_bits("u16", S2)),
    )
    if CLAMP:
        r = max(min(r, 65535), 0)
    D = R.to_bits("u16", R.cvt("u32", "u16", r))
    return (D,)


def v_mad_u32_u16(S0, S1, S2, CLAMP):
    r = R.wrap(
        "u64",
        R.wrap(
            "u64",
            R.cvt("u16", "u64", R.from_bits("u16", S0))
            * R.cvt("u16", "u64", R.from_bits("u16", S1)),
        )
        + R.cvt("u32", "u64", R.from_bits("u32", S2)),
    )
    if CLAMP:
        r = max(min(r, 4294967295), 0)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_mad_u32_u24(S0, S1, S2, CLAMP):
    r = R.wrap(
        "u64",
        R.wrap(
            "u64",
            R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S0), 23, 0))
            * R.cvt("u32", "u64", R.bits("u32", R.from_bits("u32", S1), 23, 0)),
        )
        + R.cvt("u32", "u64", R.from_bits("u32", S2)),
    )
    if CLAMP:
        r = max(min(r, 4294967295), 0)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_mad_u64_u32(S0, S1, S2, CLAMP):
    p = R.wrap(
        "u64",
        R.cvt("u32", "u64", R.from_bits("u32", S0)) * R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    r = R.wrap("u64", p + R.from_bits("u64", S2))
    carry = r < p
    if CLAMP and carry:
        r = R.cvt("int", "u64", 18446744073709551615)
    SD = carry
    D = R.to_bits("u64", r)
    return (SD, D)


def v_madak_f16(S0, S1, K):
    D = R.to_bits(
        "f16",
        R.ftz(
            "f16",
            R.fadd(
                "f16",
                R.ftz(
                    "f16",
                    R.fmul(
                        "f16",
                        R.ftz("f16", R.from_bits("f16", S0)),
                        R.ftz("f16", R.from_bits("f16", S1)),
                    ),
                ),
                R.ftz("f16", R.from_bits("f16", K)),
            ),
        ),
    )
    return (D,)


def v_madak_f32(S0, S1, K):
    D = R.to_bits(
        "f32",
        R.ftz(
            "f32",
            R.fadd(
                "f32",
                R.ftz(
                    "f32",
                    R.fmul(
                        "f32",
                        R.ftz("f32", R.from_bits("f32", S0)),
                        R.ftz("f32", R.from_bits("f32", S1)),
                    ),
                ),
                R.ftz("f32", R.from_bits("f32", K)),
            ),
        ),
    )
    return (D,)


def v_madmk_f16(S0, K, S1):
    D = R.to_bits(
        "f16",
        R.ftz(
            "f16",
            R.fadd(
                "f16",
                R.ftz(
                    "f16",
                    R.fmul(
                        "f16",
                        R.ftz("f16", R.from_bits("f16", S0)),
                        R.ftz("f16", R.from_bits("f16", K)),
                    ),
                ),
                R.ftz("f16", R.from_bits("f16", S1)),
            ),
        ),
    )
    return (D,)


def v_madmk_f32(S0, K, S1):
    D = R.to_bits(
        "f32",
        R.ftz(
            "f32",
            R.fadd(
                "f32",
                R.ftz(
                    "f32",
                    R.fmul(
                        "f32",
                        R.ftz("f32", R.from_bits("f32", S0)),
                        R.ftz("f32", R.from_bits("f32", K)),
                    ),
                ),
                R.ftz("f32", R.from_bits("f32", S1)),
            ),
        ),
    )
    return (D,)


def v_max3_f16(S0, S1, IEEE_MODE, S2):
    m = R.fmax(R.from_bits("f16", S0), R.from_bits("f16", S1))
    if R.isnan(R.from_bits("f16", S0)) or R.isnan(R.from_bits("f16", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f16", S0)):
            m = R.quiet(R.from_bits("f16", S0))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f16", S1)):
                m = R.quiet(R.from_bits("f16", S1))
    D = R.to_bits("f16", R.fmax(m, R.from_bits("f16", S2)))
    if R.isnan(R.from_bits("f16", S2)):
        if IEEE_MODE and R.issnan(R.from_bits("f16", S2)):
            D = R.to_bits("f16", R.quiet(R.from_bits("f16", S2)))
    return (D,)


def v_max3_f32(S0, S1, IEEE_MODE, S2):
    m = R.fmax(R.from_bits("f32", S0), R.from_bits("f32", S1))
    if R.isnan(R.from_bits("f32", S0)) or R.isnan(R.from_bits("f32", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f32", S0)):
            m = R.quiet(R.from_bits("f32", S0))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f32", S1)):
                m = R.quiet(R.from_bits("f32", S1))
    D = R.to_bits("f32", R.fmax(m, R.from_bits("f32", S2)))
    if R.isnan(R.from_bits("f32", S2)):
        if IEEE_MODE and R.issnan(R.from_bits("f32", S2)):
            D = R.to_bits("f32", R.quiet(R.from_bits("f32", S2)))
    return (D,)


def v_max3_i16(S0, S1, S2, CLAMP):
    m = max(R.from_bits("i16", S0), R.from_bits("i16", S1))
    D = R.to_bits("i16", max(m, R.from_bits("i16", S2)))
    if CLAMP:
        pass
    return (D,)


def v_max3_i32(S0, S1, S2):
    m = max(R.from_bits("i32", S0), R.from_bits("i32", S1))
    D = R.to_bits("i32", max(m, R.from_bits("i32", S2)))
    return (D,)


def v_max3_u16(S0, S1, S2, CLAMP):
    m = max(R.from_bits("u16", S0), R.from_bits("u16", S1))
    D = R.to_bits("u16", max(m, R.from_bits("u16", S2)))
    if CLAMP:
        pass
    return (D,)


def v_max3_u32(S0, S1, S2):
    m = max(R.from_bits("u32", S0), R.from_bits("u32", S1))
    D = R.to_bits("u32", max(m, R.from_bits("u32", S2)))
    return (D,)


def v_max_f16(S0, S1, IEEE_MODE):
    D = R.to_bits("f16", R.fmax(R.from_bits("f16", S0), R.from_bits("f16", S1)))
    if R.isnan(R.from_bits("f16", S0)) or R.isnan(R.from_bits("f16", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f16", S0)):
            D = R.to_bits("f16", R.quiet(R.from_bits("f16", S0)))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f16", S1)):
                D = R.to_bits("f16", R.quiet(R.from_bits("f16", S1)))
    return (D,)


def v_max_f32(S0, S1, IEEE_MODE):
    D = R.to_bits("f32", R.fmax(R.from_bits("f32", S0), R.from_bits("f32", S1)))
    if R.isnan(R.from_bits("f32", S0)) or R.isnan(R.from_bits("f32", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f32", S0)):
            D = R.to_bits("f32", R.quiet(R.from_bits("f32", S0)))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f32", S1)):
                D = R.to_bits("f32", R.quiet(R.from_bits("f32", S1)))
    return (D,)


def v_max_f64(S0, S1, IEEE_MODE):
    D = R.to_bits("f64", R.fmax(R.from_bits("f64", S0), R.from_bits("f64", S1)))
    if R.isnan(R.from_bits("f64", S0)) or R.isnan(R.from_bits("f64", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f64", S0)):
            D = R.to_bits("f64", R.quiet(R.from_bits("f64", S0)))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f64", S1)):
                D = R.to_bits("f64", R.quiet(R.from_bits("f64", S1)))
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


def v_maximum3_f32(S0, S1, S2):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    c = R.from_bits("f32", S2)
    nan = R.isnan(a) or R.isnan(b) or R.isnan(c)
    D = R.to_bits(
        "f32",
        (
            R.reinterpret("u32", "f32", R.cvt("int", "u32", 2143289344))
            if nan
            else R.fmax(R.fmax(a, b), c)
        ),
    )
    return (D,)


def v_mbcnt_hi_u32_b32(S0, laneId, S1):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.cvt(
                "u32",
                "u32",
                R.popcount(
                    "u32",
                    R.wrap(
                        "u32",
                        R.from_bits("u32", S0)
                        & R.cvt(
                            "u64",
                            "u32",
                            R.shr(
                                "u64",
                                R.wrap(
                                    "u64",
                                    R.shl(
                                        "u64", R.cvt("int", "u64", 1), R.cvt("u32", "u64", laneId)
                                    )
                                    - 1,
                                ),
                                32,
                            ),
                        ),
                    ),
                ),
            )
            + R.from_bits("u32", S1),
        ),
    )
    return (D,)


def v_mbcnt_lo_u32_b32(S0, laneId, S1):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.cvt(
                "u32",
                "u32",
                R.popcount(
                    "u32",
                    R.wrap(
                        "u32",
                        R.from_bits("u32", S0)
                        & R.cvt(
                            "u64",
                            "u32",
                            R.wrap(
                                "u64",
                                R.shl("u64", R.cvt("int", "u64", 1), R.cvt("u32", "u64", laneId))
                                - 1,
                            ),
                        ),
                    ),
                ),
            )
            + R.from_bits("u32", S1),
        ),
    )
    return (D,)


def v_med3_f16(S0, S1, S2, IEEE_MODE):
    a = R.from_bits("f16", S0)
    b = R.from_bits("f16", S1)
    c = R.from_bits("f16", S2)
    lo = R.fmin(a, b)
    if R.isnan(a) or R.isnan(b):
        if IEEE_MODE and R.issnan(a):
            lo = R.quiet(a)
        else:
            if IEEE_MODE and R.issnan(b):
                lo = R.quiet(b)
    lo = R.fmin(lo, c)
    if R.isnan(c):
        if IEEE_MODE and R.issnan(c):
            lo = R.quiet(c)
    m = R.fmax(R.fmax(a, b), c)
    if R.isnan(a) or R.isnan(b) or R.isnan(c):
        r = lo
    else:
        if m == a:
            r = R.fmax(b, c)
        else:
            if m == b:
                r = R.fmax(a, c)
            else:
                r = R.fmax(a, b)
    D = R.to_bits("f16", r)
    return (D,)


def v_med3_f32(S0, S1, S2, IEEE_MODE):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    c = R.from_bits("f32", S2)
    lo = R.fmin(a, b)
    if R.isnan(a) or R.isnan(b):
        if IEEE_MODE and R.issnan(a):
            lo = R.quiet(a)
        else:
            if IEEE_MODE and R.issnan(b):
                lo = R.quiet(b)
    lo = R.fmin(lo, c)
    if R.isnan(c):
        if IEEE_MODE and R.issnan(c):
            lo = R.quiet(c)
    m = R.fmax(R.fmax(a, b), c)
    if R.isnan(a) or R.isnan(b) or R.isnan(c):
        r = lo
    else:
        if m == a:
            r = R.fmax(b, c)
        else:
            if m == b:
                r = R.fmax(a, c)
            else:
                r = R.fmax(a, b)
    D = R.to_bits("f32", r)
    return (D,)


def v_med3_i16(S0, S1, S2, CLAMP):
    a = R.from_bits("i16", S0)
    b = R.from_bits("i16", S1)
    c = R.from_bits("i16", S2)
    lo = min(a, b)
    lo = min(lo, c)
    m = max(max(a, b), c)
    if False:
        r = lo
    else:
        if m == a:
            r = max(b, c)
        else:
            if m == b:
                r = max(a, c)
            else:
                r = max(a, b)
    D = R.to_bits("i16", r)
    if CLAMP:
        pass
    return (D,)


def v_med3_i32(S0, S1, S2):
    a = R.from_bits("i32", S0)
    b = R.from_bits("i32", S1)
    c = R.from_bits("i32", S2)
    lo = min(a, b)
    lo = min(lo, c)
    m = max(max(a, b), c)
    if False:
        r = lo
    else:
        if m == a:
            r = max(b, c)
        else:
            if m == b:
                r = max(a, c)
            else:
                r = max(a, b)
    D = R.to_bits("i32", r)
    return (D,)


def v_med3_u16(S0, S1, S2, CLAMP):
    a = R.from_bits("u16", S0)
    b = R.from_bits("u16", S1)
    c = R.from_bits("u16", S2)
    lo = min(a, b)
    lo = min(lo, c)
    m = max(max(a, b), c)
    if False:
        r = lo
    else:
        if m == a:
            r = max(b, c)
        else:
            if m == b:
                r = max(a, c)
            else:
                r = max(a, b)
    D = R.to_bits("u16", r)
    if CLAMP:
        pass
    return (D,)


def v_med3_u32(S0, S1, S2):
    a = R.from_bits("u32", S0)
    b = R.from_bits("u32", S1)
    c = R.from_bits("u32", S2)
    lo = min(a, b)
    lo = min(lo, c)
    m = max(max(a, b), c)
    if False:
        r = lo
    else:
        if m == a:
            r = max(b, c)
        else:
            if m == b:
                r = max(a, c)
            else:
                r = max(a, b)
    D = R.to_bits("u32", r)
    return (D,)


def v_mfma_ld_scale_b32():
    pass
    return ()


def v_min3_f16(S0, S1, IEEE_MODE, S2):
    m = R.fmin(R.from_bits("f16", S0), R.from_bits("f16", S1))
    if R.isnan(R.from_bits("f16", S0)) or R.isnan(R.from_bits("f16", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f16", S0)):
            m = R.quiet(R.from_bits("f16", S0))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f16", S1)):
                m = R.quiet(R.from_bits("f16", S1))
    D = R.to_bits("f16", R.fmin(m, R.from_bits("f16", S2)))
    if R.isnan(R.from_bits("f16", S2)):
        if IEEE_MODE and R.issnan(R.from_bits("f16", S2)):
            D = R.to_bits("f16", R.quiet(R.from_bits("f16", S2)))
    return (D,)


def v_min3_f32(S0, S1, IEEE_MODE, S2):
    m = R.fmin(R.from_bits("f32", S0), R.from_bits("f32", S1))
    if R.isnan(R.from_bits("f32", S0)) or R.isnan(R.from_bits("f32", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f32", S0)):
            m = R.quiet(R.from_bits("f32", S0))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f32", S1)):
                m = R.quiet(R.from_bits("f32", S1))
    D = R.to_bits("f32", R.fmin(m, R.from_bits("f32", S2)))
    if R.isnan(R.from_bits("f32", S2)):
        if IEEE_MODE and R.issnan(R.from_bits("f32", S2)):
            D = R.to_bits("f32", R.quiet(R.from_bits("f32", S2)))
    return (D,)


def v_min3_i16(S0, S1, S2, CLAMP):
    m = min(R.from_bits("i16", S0), R.from_bits("i16", S1))
    D = R.to_bits("i16", min(m, R.from_bits("i16", S2)))
    if CLAMP:
        pass
    return (D,)


def v_min3_i32(S0, S1, S2):
    m = min(R.from_bits("i32", S0), R.from_bits("i32", S1))
    D = R.to_bits("i32", min(m, R.from_bits("i32", S2)))
    return (D,)


def v_min3_u16(S0, S1, S2, CLAMP):
    m = min(R.from_bits("u16", S0), R.from_bits("u16", S1))
    D = R.to_bits("u16", min(m, R.from_bits("u16", S2)))
    if CLAMP:
        pass
    return (D,)


def v_min3_u32(S0, S1, S2):
    m = min(R.from_bits("u32", S0), R.from_bits("u32", S1))
    D = R.to_bits("u32", min(m, R.from_bits("u32", S2)))
    return (D,)


def v_min_f16(S0, S1, IEEE_MODE):
    D = R.to_bits("f16", R.fmin(R.from_bits("f16", S0), R.from_bits("f16", S1)))
    if R.isnan(R.from_bits("f16", S0)) or R.isnan(R.from_bits("f16", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f16", S0)):
            D = R.to_bits("f16", R.quiet(R.from_bits("f16", S0)))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f16", S1)):
                D = R.to_bits("f16", R.quiet(R.from_bits("f16", S1)))
    return (D,)


def v_min_f32(S0, S1, IEEE_MODE):
    D = R.to_bits("f32", R.fmin(R.from_bits("f32", S0), R.from_bits("f32", S1)))
    if R.isnan(R.from_bits("f32", S0)) or R.isnan(R.from_bits("f32", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f32", S0)):
            D = R.to_bits("f32", R.quiet(R.from_bits("f32", S0)))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f32", S1)):
                D = R.to_bits("f32", R.quiet(R.from_bits("f32", S1)))
    return (D,)


def v_min_f64(S0, S1, IEEE_MODE):
    D = R.to_bits("f64", R.fmin(R.from_bits("f64", S0), R.from_bits("f64", S1)))
    if R.isnan(R.from_bits("f64", S0)) or R.isnan(R.from_bits("f64", S1)):
        if IEEE_MODE and R.issnan(R.from_bits("f64", S0)):
            D = R.to_bits("f64", R.quiet(R.from_bits("f64", S0)))
        else:
            if IEEE_MODE and R.issnan(R.from_bits("f64", S1)):
                D = R.to_bits("f64", R.quiet(R.from_bits("f64", S1)))
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


def v_minimum3_f32(S0, S1, S2):
    a = R.from_bits("f32", S0)
    b = R.from_bits("f32", S1)
    c = R.from_bits("f32", S2)
    nan = R.isnan(a) or R.isnan(b) or R.isnan(c)
    D = R.to_bits(
        "f32",
        (
            R.reinterpret("u32", "f32", R.cvt("int", "u32", 2143289344))
            if nan
            else R.fmin(R.fmin(a, b), c)
        ),
    )
    return (D,)


def v_mov_b32(S0):
    D = R.to_bits("u32", R.from_bits("u32", S0))
    return (D,)


def v_mov_b64(S0):
    D = R.to_bits("u64", R.from_bits("u64", S0))
    return (D,)


def v_mqsad_pk_u16_u8(S0, S2, S1, CLAMP):
    acc = R.cvt("int", "u64", 0)
    for i in range(4):
        src = R.cvt(
            "u64", "u32", R.wrap("u64", R.shr("u64", R.from_bits("u64", S0), (8 * i)) & 4294967295)
        )
        s = R.cvt(
            "u64", "u32", R.wrap("u64", R.shr("u64", R.from_bits("u64", S2), (16 * i)) & 65535)
        )
        for j in range(4):
            a = R.wrap("u32", R.shr("u32", src, (8 * j)) & 255)
            b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (8 * j)) & 255)
            d = R.wrap("u32", a - b) if (a > b) else R.wrap("u32", b - a)
            s = R.wrap("u32", s + (d if (b != 0) else R.cvt("int", "u32", 0)))
        if CLAMP and (s > 65535):
            s = R.cvt("int", "u32", 65535)
        acc = R.wrap(
            "u64", acc | R.shl("u64", R.cvt("u32", "u64", R.wrap("u32", s & 65535)), (16 * i))
        )
    D = R.to_bits("u64", acc)
    return (D,)


def v_mqsad_u32_u8(S0, S2, S1, CLAMP, D):
    for i in range(4):
        src = R.cvt(
            "u64", "u32", R.wrap("u64", R.shr("u64", R.from_bits("u64", S0), (8 * i)) & 4294967295)
        )
        s = R.cvt("u32", "u64", ((S2 >> (32 * i)) & 0xFFFFFFFF))
        for j in range(4):
            a = R.wrap("u32", R.shr("u32", src, (8 * j)) & 255)
            b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (8 * j)) & 255)
            s = R.wrap(
                "u64",
                s
                + R.cvt(
                    "u32",
                    "u64",
                    (
                        (R.wrap("u32", a - b) if (a > b) else R.wrap("u32", b - a))
                        if (b != 0)
                        else R.cvt("int", "u32", 0)
                    ),
                ),
            )
        if CLAMP and (s > 4294967295):
            s = R.cvt("int", "u64", 4294967295)
        D = (D & ~(0xFFFFFFFF << (32 * i))) | (R.cvt("u64", "u32", s) << (32 * i))
    return (D,)


def v_msad_u8(S0, S1, S2, CLAMP):
    s = R.cvt("int", "u64", 0)
    for i in range(4):
        a = R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), (8 * i)) & 255)
        b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (8 * i)) & 255)
        d = R.wrap("u32", a - b) if (a > b) else R.wrap("u32", b - a)
        s = R.wrap("u64", s + R.cvt("u32", "u64", (d if (b != 0) else R.cvt("int", "u32", 0))))
    r = R.wrap("u64", R.shl("u64", s, 0) + R.cvt("u32", "u64", R.from_bits("u32", S2)))
    if CLAMP and (r > 4294967295):
        r = R.cvt("int", "u64", 4294967295)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_mul_f16(S0, S1):
    D = R.to_bits("f16", R.fmul("f16", R.from_bits("f16", S0), R.from_bits("f16", S1)))
    return (D,)


def v_mul_f32(S0, S1):
    D = R.to_bits("f32", R.fmul("f32", R.from_bits("f32", S0), R.from_bits("f32", S1)))
    return (D,)


def v_mul_f64(S0, S1):
    D = R.to_bits("f64", R.fmul("f64", R.from_bits("f64", S0), R.from_bits("f64", S1)))
    return (D,)


def v_mul_hi_i32(S0, S1):
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


def v_mul_hi_u32(S0, S1):
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


def v_mul_legacy_f32(S0, S1):
    D = R.to_bits(
        "f32",
        (
            R.cvt("float", "f32", 0.0)
            if ((R.from_bits("f32", S0) == 0.0) or (R.from_bits("f32", S1) == 0.0))
            else R.fmul("f32", R.from_bits("f32", S0), R.from_bits("f32", S1))
        ),
    )
    return (D,)


def v_mul_lo_u16(S0, S1, CLAMP):
    r = R.wrap(
        "u32",
        R.cvt("u16", "u32", R.from_bits("u16", S0)) * R.cvt("u16", "u32", R.from_bits("u16", S1)),
    )
    D = R.to_bits(
        "u16", (R.cvt("int", "u16", 65535) if (CLAMP and (r > 65535)) else R.cvt("u32", "u16", r))
    )
    return (D,)


def v_mul_lo_u32(S0, S1):
    D = R.to_bits(
        "u32",
        R.cvt(
            "u64",
            "u32",
            R.wrap(
                "u64",
                R.cvt("u32", "u64", R.from_bits("u32", S0))
                * R.cvt("u32", "u64", R.from_bits("u32", S1)),
            ),
        ),
    )
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


def v_not_b32(S0):
    x = R.from_bits("u32", S0)
    D = R.to_bits("u32", R.wrap("u32", ~x))
    return (D,)


def v_or3_b32(S0, S1, S2):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", S0) | R.from_bits("u32", S1)) | R.from_bits("u32", S2),
        ),
    )
    return (D,)


def v_or_b32(S0, S1):
    D = R.to_bits("u32", R.wrap("u32", R.from_bits("u32", S0) | R.from_bits("u32", S1)))
    return (D,)


def v_pack_b32_f16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        h = R.from_bits("f16", S0) if (i == 0) else R.from_bits("f16", S1)
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_perm_b32(S0, S1, S2):
    src = R.wrap(
        "u64",
        R.shl("u64", R.cvt("u32", "u64", R.from_bits("u32", S0)), 32)
        | R.cvt("u32", "u64", R.from_bits("u32", S1)),
    )
    r = R.cvt("int", "u32", 0)
    for i in range(4):
        sel = R.wrap("u32", R.shr("u32", R.from_bits("u32", S2), (8 * i)) & 255)
        b = R.cvt("int", "u32", 0)
        if sel >= 13:
            b = R.cvt("int", "u32", 255)
        else:
            if sel == 12:
                b = R.cvt("int", "u32", 0)
            else:
                if sel >= 8:
                    b = R.wrap(
                        "u32",
                        R.cvt("int", "u32", 255)
                        * R.cvt(
                            "u64",
                            "u32",
                            R.wrap(
                                "u64",
                                R.shr(
                                    "u64",
                                    src,
                                    R.cvt(
                                        "u32",
                                        "u64",
                                        R.wrap(
                                            "u32", R.wrap("u32", 16 * R.wrap("u32", sel - 8)) + 15
                                        ),
                                    ),
                                )
                                & 1,
                            ),
                        ),
                    )
                else:
                    b = R.cvt(
                        "u64",
                        "u32",
                        R.wrap(
                            "u64",
                            R.shr("u64", src, R.cvt("u32", "u64", R.wrap("u32", 8 * sel))) & 255,
                        ),
                    )
        r = R.wrap("u32", r | R.shl("u32", b, (8 * i)))
    D = R.to_bits("u32", r)
    return (D,)


def v_permlane16_swap_b32(D, S0, laneId):
    d = R.from_bits("u32", D)
    s = R.from_bits("u32", S0)
    D = R.to_bits("u32", (R.cross_lane("lane") if (R.wrap("u32", laneId & 16) != 0) else d))
    S0 = R.to_bits("u32", (R.cross_lane("lane") if (R.wrap("u32", laneId & 16) == 0) else s))
    return (D, S0)


def v_permlane32_swap_b32(D, S0, laneId):
    d = R.from_bits("u32", D)
    s = R.from_bits("u32", S0)
    D = R.to_bits("u32", (R.cross_lane("lane") if (R.wrap("u32", laneId & 32) != 0) else d))
    S0 = R.to_bits("u32", (R.cross_lane("lane") if (R.wrap("u32", laneId & 32) == 0) else s))
    return (D, S0)


def v_pk_add_f16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        )
        b = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        )
        h = R.fadd("f16", a, b)
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_add_f32(S0, S1, CLAMP):
    r = R.cvt("int", "u64", 0)
    for i in range(2):
        a = R.reinterpret(
            "u32", "f32", R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S0), (32 * i)))
        )
        b = R.reinterpret(
            "u32", "f32", R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S1), (32 * i)))
        )
        h = R.fadd("f32", a, b)
        if CLAMP:
            h = (
                R.cvt("float", "f32", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f32", 1.0)), R.cvt("float", "f32", 0.0))
            )
        r = R.wrap(
            "u64", r | R.shl("u64", R.cvt("u32", "u64", R.reinterpret("f32", "u32", h)), (32 * i))
        )
    D = R.to_bits("u64", r)
    return (D,)


def v_pk_add_i16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.wrap("i64", R.cvt("i16", "i64", a) + R.cvt("i16", "i64", b))
        if CLAMP:
            s = max(min(s, 32767), (-32768))
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("i16", "u16", R.cvt("i64", "i16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_add_u16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.wrap("i64", R.cvt("u16", "i64", a) + R.cvt("u16", "i64", b))
        if CLAMP:
            s = max(min(s, 65535), 0)
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("u16", "u16", R.cvt("i64", "u16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_ashrrev_i16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.cvt("i16", "i64", R.shr("i16", b, R.wrap("i16", a & 15)))
        if CLAMP:
            s = max(min(s, 32767), (-32768))
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("i16", "u16", R.cvt("i64", "i16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_fma_f16(S0, S1, S2, CLAMP):
    qnan = R.reinterpret("u16", "f16", R.cvt("int", "u16", 32256))
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        )
        b = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        )
        c = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S2), (16 * i)))
        )
        h = R.fma("f16", a, b, c)
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_fma_f32(S0, S1, S2, CLAMP):
    r = R.cvt("int", "u64", 0)
    for i in range(2):
        a = R.reinterpret(
            "u32", "f32", R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S0), (32 * i)))
        )
        b = R.reinterpret(
            "u32", "f32", R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S1), (32 * i)))
        )
        c = R.reinterpret(
            "u32", "f32", R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S2), (32 * i)))
        )
        h = R.fma("f32", a, b, c)
        if CLAMP:
            h = (
                R.cvt("float", "f32", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f32", 1.0)), R.cvt("float", "f32", 0.0))
            )
        r = R.wrap(
            "u64", r | R.shl("u64", R.cvt("u32", "u64", R.reinterpret("f32", "u32", h)), (32 * i))
        )
    D = R.to_bits("u64", r)
    return (D,)


def v_pk_fmac_f16(S0, S1, D, CLAMP):
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
    if CLAMP:
        lo = (
            R.cvt("float", "f16", 0.0)
            if R.isnan(lo)
            else R.fmax(R.fmin(lo, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
        )
        hi = (
            R.cvt("float", "f16", 0.0)
            if R.isnan(hi)
            else R.fmax(R.fmin(hi, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
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


def v_pk_lshlrev_b16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.cvt("u16", "i64", R.shl("u16", b, R.wrap("u16", a & 15)))
        if CLAMP:
            s = max(min(s, 65535), 0)
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("u16", "u16", R.cvt("i64", "u16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_lshrrev_b16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.cvt("u16", "i64", R.shr("u16", b, R.wrap("u16", a & 15)))
        if CLAMP:
            s = max(min(s, 65535), 0)
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("u16", "u16", R.cvt("i64", "u16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_mad_i16(S0, S1, S2, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        c = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S2), (16 * i)))
        s = R.wrap(
            "i64",
            R.wrap("i64", R.cvt("i16", "i64", a) * R.cvt("i16", "i64", b)) + R.cvt("i16", "i64", c),
        )
        if CLAMP:
            s = max(min(s, 32767), (-32768))
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("i16", "u16", R.cvt("i64", "i16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_mad_u16(S0, S1, S2, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        c = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S2), (16 * i)))
        s = R.wrap(
            "i64",
            R.wrap("i64", R.cvt("u16", "i64", a) * R.cvt("u16", "i64", b)) + R.cvt("u16", "i64", c),
        )
        if CLAMP:
            s = max(min(s, 65535), 0)
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("u16", "u16", R.cvt("i64", "u16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_max_f16(S0, S1, IEEE_MODE, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        )
        b = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        )
        h = R.fmax(a, b)
        if R.isnan(a) or R.isnan(b):
            if IEEE_MODE and R.issnan(a):
                h = R.quiet(a)
            else:
                if IEEE_MODE and R.issnan(b):
                    h = R.quiet(b)
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_max_i16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.cvt("i16", "i64", max(a, b))
        if CLAMP:
            s = max(min(s, 32767), (-32768))
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("i16", "u16", R.cvt("i64", "i16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_max_u16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.cvt("u16", "i64", max(a, b))
        if CLAMP:
            s = max(min(s, 65535), 0)
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("u16", "u16", R.cvt("i64", "u16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_maximum3_f16(S0, S1, S2, CLAMP):
    qnan = R.reinterpret("u16", "f16", R.cvt("int", "u16", 32256))
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        )
        b = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        )
        c = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S2), (16 * i)))
        )
        h = qnan if (R.isnan(a) or R.isnan(b) or R.isnan(c)) else R.fmax(R.fmax(a, b), c)
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_min_f16(S0, S1, IEEE_MODE, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        )
        b = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        )
        h = R.fmin(a, b)
        if R.isnan(a) or R.isnan(b):
            if IEEE_MODE and R.issnan(a):
                h = R.quiet(a)
            else:
                if IEEE_MODE and R.issnan(b):
                    h = R.quiet(b)
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_min_i16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.cvt("i16", "i64", min(a, b))
        if CLAMP:
            s = max(min(s, 32767), (-32768))
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("i16", "u16", R.cvt("i64", "i16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_min_u16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.cvt("u16", "i64", min(a, b))
        if CLAMP:
            s = max(min(s, 65535), 0)
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("u16", "u16", R.cvt("i64", "u16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_minimum3_f16(S0, S1, S2, CLAMP):
    qnan = R.reinterpret("u16", "f16", R.cvt("int", "u16", 32256))
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        )
        b = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        )
        c = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S2), (16 * i)))
        )
        h = qnan if (R.isnan(a) or R.isnan(b) or R.isnan(c)) else R.fmin(R.fmin(a, b), c)
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_mov_b32(S1, S0, CLAMP):
    D = R.to_bits(
        "u64",
        R.wrap(
            "u64",
            R.shl("u64", R.from_bits("u64", S1), 32)
            | R.wrap("u64", R.from_bits("u64", S0) & 4294967295),
        ),
    )
    if CLAMP:
        pass
    return (D,)


def v_pk_mul_f16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        )
        b = R.reinterpret(
            "u16", "f16", R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        )
        h = R.fmul("f16", a, b)
        if CLAMP:
            h = (
                R.cvt("float", "f16", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f16", 1.0)), R.cvt("float", "f16", 0.0))
            )
        r = R.wrap(
            "u32", r | R.shl("u32", R.cvt("u16", "u32", R.reinterpret("f16", "u16", h)), (16 * i))
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_mul_f32(S0, S1, CLAMP):
    r = R.cvt("int", "u64", 0)
    for i in range(2):
        a = R.reinterpret(
            "u32", "f32", R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S0), (32 * i)))
        )
        b = R.reinterpret(
            "u32", "f32", R.cvt("u64", "u32", R.shr("u64", R.from_bits("u64", S1), (32 * i)))
        )
        h = R.fmul("f32", a, b)
        if CLAMP:
            h = (
                R.cvt("float", "f32", 0.0)
                if R.isnan(h)
                else R.fmax(R.fmin(h, R.cvt("float", "f32", 1.0)), R.cvt("float", "f32", 0.0))
            )
        r = R.wrap(
            "u64", r | R.shl("u64", R.cvt("u32", "u64", R.reinterpret("f32", "u32", h)), (32 * i))
        )
    D = R.to_bits("u64", r)
    return (D,)


def v_pk_mul_lo_u16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.wrap("i64", R.cvt("u16", "i64", a) * R.cvt("u16", "i64", b))
        if CLAMP:
            s = max(min(s, 65535), 0)
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("u16", "u16", R.cvt("i64", "u16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_sub_i16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "i16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.wrap("i64", R.cvt("i16", "i64", a) - R.cvt("i16", "i64", b))
        if CLAMP:
            s = max(min(s, 32767), (-32768))
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("i16", "u16", R.cvt("i64", "i16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_pk_sub_u16(S0, S1, CLAMP):
    r = R.cvt("int", "u32", 0)
    for i in range(2):
        a = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S0), (16 * i)))
        b = R.cvt("u32", "u16", R.shr("u32", R.from_bits("u32", S1), (16 * i)))
        s = R.wrap("i64", R.cvt("u16", "i64", a) - R.cvt("u16", "i64", b))
        if CLAMP:
            s = max(min(s, 65535), 0)
        r = R.wrap(
            "u32",
            r
            | R.shl(
                "u32", R.cvt("u16", "u32", R.cvt("u16", "u16", R.cvt("i64", "u16", s))), (16 * i)
            ),
        )
    D = R.to_bits("u32", r)
    return (D,)


def v_prng_b32(S0):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.shl("u32", R.from_bits("u32", S0), 1)
            ^ (
                R.cvt("int", "u32", 197)
                if (R.bit("u32", R.from_bits("u32", S0), 31) == 1)
                else R.cvt("int", "u32", 0)
            ),
        ),
    )
    return (D,)


def v_qsad_pk_u16_u8(S0, S2, S1, CLAMP):
    acc = R.cvt("int", "u64", 0)
    for i in range(4):
        src = R.cvt(
            "u64", "u32", R.wrap("u64", R.shr("u64", R.from_bits("u64", S0), (8 * i)) & 4294967295)
        )
        s = R.cvt(
            "u64", "u32", R.wrap("u64", R.shr("u64", R.from_bits("u64", S2), (16 * i)) & 65535)
        )
        for j in range(4):
            a = R.wrap("u32", R.shr("u32", src, (8 * j)) & 255)
            b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (8 * j)) & 255)
            d = R.wrap("u32", a - b) if (a > b) else R.wrap("u32", b - a)
            s = R.wrap("u32", s + (d if True else R.cvt("int", "u32", 0)))
        if CLAMP and (s > 65535):
            s = R.cvt("int", "u32", 65535)
        acc = R.wrap(
            "u64", acc | R.shl("u64", R.cvt("u32", "u64", R.wrap("u32", s & 65535)), (16 * i))
        )
    D = R.to_bits("u64", acc)
    return (D,)


def v_rcp_f16(S0):
    D = R.to_bits("f16", R.unary("rcp", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_rcp_f32(S0):
    D = R.to_bits("f32", R.ftz("f32", R.unary("rcp", "f32", R.ftz("f32", R.from_bits("f32", S0)))))
    return (D,)


def v_rcp_f64(S0):
    D = R.to_bits("f64", R.unary("rcp", "f64", R.from_bits("f64", S0)))
    return (D,)


def v_rcp_iflag_f32(S0):
    D = R.to_bits("f32", R.ftz("f32", R.unary("rcp", "f32", R.ftz("f32", R.from_bits("f32", S0)))))
    return (D,)


def v_readfirstlane_b32(S0, EXEC):
    D = R.to_bits("u32", R.cross_lane("lane"))
    return (D,)


def v_readlane_b32(S0, S1):
    D = R.to_bits("u32", R.cross_lane("lane"))
    return (D,)


def v_rndne_f16(S0):
    D = R.to_bits("f16", R.unary("rndne", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_rndne_f32(S0):
    D = R.to_bits("f32", R.unary("rndne", "f32", R.from_bits("f32", S0)))
    return (D,)


def v_rndne_f64(S0):
    D = R.to_bits("f64", R.unary("rndne", "f64", R.from_bits("f64", S0)))
    return (D,)


def v_rsq_f16(S0):
    D = R.to_bits("f16", R.unary("rsq", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_rsq_f32(S0):
    D = R.to_bits("f32", R.ftz("f32", R.unary("rsq", "f32", R.ftz("f32", R.from_bits("f32", S0)))))
    return (D,)


def v_rsq_f64(S0):
    D = R.to_bits("f64", R.unary("rsq", "f64", R.from_bits("f64", S0)))
    return (D,)


def v_sad_hi_u8(S0, S1, S2, CLAMP):
    s = R.cvt("int", "u64", 0)
    for i in range(4):
        a = R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), (8 * i)) & 255)
        b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (8 * i)) & 255)
        d = R.wrap("u32", a - b) if (a > b) else R.wrap("u32", b - a)
        s = R.wrap("u64", s + R.cvt("u32", "u64", (d if True else R.cvt("int", "u32", 0))))
    r = R.wrap("u64", R.shl("u64", s, 16) + R.cvt("u32", "u64", R.from_bits("u32", S2)))
    if CLAMP and (r > 4294967295):
        r = R.cvt("int", "u64", 4294967295)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_sad_u16(S0, S1, S2, CLAMP):
    s = R.cvt("int", "u64", 0)
    for i in range(2):
        a = R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), (16 * i)) & 65535)
        b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (16 * i)) & 65535)
        d = R.wrap("u32", a - b) if (a > b) else R.wrap("u32", b - a)
        s = R.wrap("u64", s + R.cvt("u32", "u64", (d if True else R.cvt("int", "u32", 0))))
    r = R.wrap("u64", R.shl("u64", s, 0) + R.cvt("u32", "u64", R.from_bits("u32", S2)))
    if CLAMP and (r > 4294967295):
        r = R.cvt("int", "u64", 4294967295)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_sad_u32(S0, S1, S2, CLAMP):
    s = R.cvt("int", "u64", 0)
    for i in range(1):
        a = R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), (32 * i)) & 4294967295)
        b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (32 * i)) & 4294967295)
        d = R.wrap("u32", a - b) if (a > b) else R.wrap("u32", b - a)
        s = R.wrap("u64", s + R.cvt("u32", "u64", (d if True else R.cvt("int", "u32", 0))))
    r = R.wrap("u64", R.shl("u64", s, 0) + R.cvt("u32", "u64", R.from_bits("u32", S2)))
    if CLAMP and (r > 4294967295):
        r = R.cvt("int", "u64", 4294967295)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_sad_u8(S0, S1, S2, CLAMP):
    s = R.cvt("int", "u64", 0)
    for i in range(4):
        a = R.wrap("u32", R.shr("u32", R.from_bits("u32", S0), (8 * i)) & 255)
        b = R.wrap("u32", R.shr("u32", R.from_bits("u32", S1), (8 * i)) & 255)
        d = R.wrap("u32", a - b) if (a > b) else R.wrap("u32", b - a)
        s = R.wrap("u64", s + R.cvt("u32", "u64", (d if True else R.cvt("int", "u32", 0))))
    r = R.wrap("u64", R.shl("u64", s, 0) + R.cvt("u32", "u64", R.from_bits("u32", S2)))
    if CLAMP and (r > 4294967295):
        r = R.cvt("int", "u64", 4294967295)
    D = R.to_bits("u32", R.cvt("u64", "u32", r))
    return (D,)


def v_sat_pk_u8_i16(S0):
    lo = R.cvt("u32", "i16", R.bits("u32", R.from_bits("u32", S0), 15, 0))
    hi = R.cvt("u32", "i16", R.bits("u32", R.from_bits("u32", S0), 31, 16))
    D = R.to_bits(
        "u16",
        R.wrap(
            "u16",
            R.shl("u16", R.cvt("i16", "u16", max(min(hi, 255), 0)), 8)
            | R.cvt("i16", "u16", max(min(lo, 255), 0)),
        ),
    )
    return (D,)


def v_screen_partition_4se_b32(S0):
    xmin = R.bits("u32", R.from_bits("u32", S0), 7, 6)
    ymin = R.bits("u32", R.from_bits("u32", S0), 5, 4)
    xspan = R.wrap("u32", R.wrap("u32", R.bits("u32", R.from_bits("u32", S0), 3, 2) - xmin) & 3)
    yspan = R.wrap("u32", R.wrap("u32", R.bits("u32", R.from_bits("u32", S0), 1, 0) - ymin) & 3)
    m = R.cvt("int", "u32", 0)
    for x in range(4):
        for y in range(4):
            if (R.wrap("u32", R.wrap("u32", R.cvt("int", "u32", x) - xmin) & 3) <= xspan) and (
                R.wrap("u32", R.wrap("u32", R.cvt("int", "u32", y) - ymin) & 3) <= yspan
            ):
                m = R.wrap(
                    "u32",
                    m
                    | R.shl(
                        "u32",
                        R.cvt("int", "u32", 1),
                        R.wrap(
                            "u32",
                            R.shl(
                                "u32",
                                R.wrap(
                                    "u32",
                                    R.wrap("u32", R.cvt("int", "u32", x) & 1)
                                    ^ R.shr("u32", R.cvt("int", "u32", y), 1),
                                ),
                                1,
                            )
                            | R.wrap(
                                "u32",
                                R.wrap("u32", R.cvt("int", "u32", y) & 1)
                                ^ R.shr("u32", R.cvt("int", "u32", x), 1),
                            ),
                        ),
                    ),
                )
    D = R.to_bits("u32", m)
    return (D,)


def v_sin_f16(S0):
    x = R.from_bits("f16", S0)
    r = R.fsub("f16", x, R.unary("rndne", "f16", x)) if (R.fabs(x) > 0.5) else x
    D = R.to_bits(
        "f16",
        R.unary(
            "sin",
            "f16",
            (
                (R.fsub("f16", 0.5, r) if (r > 0.0) else R.fneg(R.fadd("f16", r, 0.5)))
                if (R.fabs(r) > 0.25)
                else r
            ),
        ),
    )
    return (D,)


def v_sin_f32(S0):
    x = R.from_bits("f32", S0)
    r = R.fsub("f32", x, R.unary("rndne", "f32", x)) if (R.fabs(x) > 0.5) else x
    D = R.to_bits(
        "f32",
        R.unary(
            "sin",
            "f32",
            (
                (R.fsub("f32", 0.5, r) if (r > 0.0) else R.fneg(R.fadd("f32", r, 0.5)))
                if (R.fabs(r) > 0.25)
                else r
            ),
        ),
    )
    return (D,)


def v_sqrt_f16(S0):
    D = R.to_bits("f16", R.fsqrt("f16", R.from_bits("f16", S0)))
    return (D,)


def v_sqrt_f32(S0):
    D = R.to_bits("f32", R.ftz("f32", R.fsqrt("f32", R.ftz("f32", R.from_bits("f32", S0)))))
    return (D,)


def v_sqrt_f64(S0):
    D = R.to_bits("f64", R.fsqrt("f64", R.from_bits("f64", S0)))
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


def v_sub_i16(S0, S1, CLAMP):
    r = R.wrap(
        "i64",
        R.cvt("i16", "i64", R.from_bits("i16", S0)) - R.cvt("i16", "i64", R.from_bits("i16", S1)),
    )
    if CLAMP:
        r = max(min(r, 32767), (-32768))
    D = R.to_bits("i16", R.cvt("i64", "i16", r))
    return (D,)


def v_sub_i32(S0, S1, CLAMP):
    r = R.wrap(
        "i64",
        R.cvt("i32", "i64", R.from_bits("i32", S0)) - R.cvt("i32", "i64", R.from_bits("i32", S1)),
    )
    if CLAMP:
        r = max(min(r, 2147483647), (-2147483648))
    D = R.to_bits("i32", R.cvt("i64", "i32", r))
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


def v_swap_b32(D, S0):
    old = R.from_bits("u32", D)
    D = R.to_bits("u32", R.from_bits("u32", S0))
    S0 = R.to_bits("u32", old)
    return (D, S0)


def v_trig_preop_f64(S0, S1):
    ex = R.cvt(
        "u64", "i32", R.bits("u64", R.reinterpret("f64", "u64", R.from_bits("f64", S0)), 62, 52)
    )
    shift = R.wrap("i32", R.cvt("u32", "i32", R.bits("u32", R.from_bits("u32", S1), 4, 0)) * 53)
    if ex > 1077:
        shift = R.wrap("i32", R.wrap("i32", shift + ex) - 1077)
    idx = R.shr("i32", shift, 5)
    bsh = R.cvt("i32", "u64", R.wrap("i32", shift & 31))
    hi = R.cvt("int", "u64", 0)
    lo = R.cvt("int", "u64", 0)
    for k in range(3):
        j = R.wrap("i32", idx + k)
        w = R.cvt(
            "int",
            "u64",
            (
                2734261102
                if (j == 0)
                else (
                    1313084713
                    if (j == 1)
                    else (
                        4230436817
                        if (j == 2)
                        else (
                            4113882560
                            if (j == 3)
                            else (
                                3680671129
                                if (j == 4)
                                else (
                                    1011060801
                                    if (j == 5)
                                    else (
                                        4266746795
                                        if (j == 6)
                                        else (
                                            3736847713
                                            if (j == 7)
                                            else (
                                                3072618042
                                                if (j == 8)
                                                else (
                                                    1112396512
                                                    if (j == 9)
                                                    else (
                                                        105459434
                                                        if (j == 10)
                                                        else (
                                                            164729372
                                                            if (j == 11)
                                                            else (
                                                                4263373596
                                                                if (j == 12)
                                                                else (
                                                                    2972297022
                                                                    if (j == 13)
                                                                    else (
                                                                        3900847605
                                                                        if (j == 14)
                                                                        else (
                                                                            784024708
                                                                            if (j == 15)
                                                                            else (
                                                                                3919343654
                                                                                if (j == 16)
                                                                                else (
                                                                                    3026157121
                                                                                    if (j == 17)
                                                                                    else (
                                                                                        965858873
                                                                                        if (j == 18)
                                                                                        else (
                                                                                            2203269620
                                                                                            if (
                                                                                                j
                                                                                                == 19
                                                                                            )
                                                                                            else (
                                                                                                2625920907
                                                                                                if (
                                                                                                    j
                                                                                                    == 20
                                                                                                )
                                                                                                else (
                                                                                                    3187222587
                                                                                                    if (
                                                                                                        j
                                                                                                        == 21
                                                                                                    )
                                                                                                    else (
                                                                                                        536385535
                                                                                                        if (
                                                                                                            j
                                                                                                            == 22
                                                                                                        )
                                                                                                        else (
                                                                                                            3724908559
                                                                                                            if (
                                                                                                                j
                                                                                                                == 23
                                                                                                            )
                                                                                                            else (
                                                                                                                4012839307
                                                                                                                if (
                                                                                                                    j
                                                                                                                    == 24
                                                                                                                )
                                                                                                                else (
                                                                                                                    1510632735
                                                                                                                    if (
                                                                                                                        j
                                                                                                                        == 25
                                                                                                                    )
                                                                                                                    else (
                                                                                                                        1832287951
                                                                                                                        if (
                                                                                                                            j
                                                                                                                            == 26
                                                                                                                        )
                                                                                                                        else (
                                                                                                                            667617719
                                                                                                                            if (
                                                                                                                                j
                                                                                                                                == 27
                                                                                                                            )
                                                                                                                            else (
                                                                                                                                1330003814
                                                                                                                                if (
                                                                                                                                    j
                                                                                                                                    == 28
                                                                                                                                )
                                                                                                                                else (
                                                                                                                                    2657085997
                                                                                                                                    if (
                                                                                                                                        j
                                                                                                                                        == 29
                                                                                                                                    )
                                                                                                                                    else (
                                                                                                                                        1965537991
                                                                                                                                        if (
                                                                                                                                            j
                                                                                                                                            == 30
                                                                                                                                        )
                                                                                                                                        else (
                                                                                                                                            3957715323
                                                                                                                                            if (
                                                                                                                                                j
                                                                                                                                                == 31
                                                                                                                                            )
                                                                                                                                            else (
                                                                                                                                                1023883767
                                                                                                                                                if (
                                                                                                                                                    j
                                                                                                                                                    == 32
                                                                                                                                                )
                                                                                                                                                else (
                                                                                                                                                    2320667370
                                                                                                                                                    if (
                                                                                                                                                        j
                                                                                                                                                        == 33
                                                                                                                                                    )
                                                                                                                                                    else (
                                                                                                                                                        1811636145
                                                                                                                                                        if (
                                                                                                                                                            j
                                                                                                                                                            == 34
                                                                                                                                                        )
                                                                                                                                                        else (
                                                                                                                                                            529358088
                                                                                                                                                            if (
                                                                                                                                                                j
                                                                                                                                                                == 35
                                                                                                                                                            )
                                                                                                                                                            else (
                                                                                                                                                                1443049542
                                                                                                                                                                if (
                                                                                                                                                                    j
                                                                                                                                                                    == 36
                                                                                                                                                                )
                                                                                                                                                                else (
                                                                                                                                                                    4235919360
                                                                                                                                                                    if (
                                                                                                                                                                        j
                                                                                                                                                                        == 37
                                                                                                                                                                    )
                                                                                                                                                                    else 0
                                                                                                                                                                )
                                                                                                                                                            )
                                                                                                                                                        )
                                                                                                                                                    )
                                                                                                                                                )
                                                                                                                                            )
                                                                                                                                        )
                                                                                                                                    )
                                                                                                                                )
                                                                                                                            )
                                                                                                                        )
                                                                                                                    )
                                                                                                                )
                                                                                                            )
                                                                                                        )
                                                                                                    )
                                                                                                )
                                                                                            )
                                                                                        )
                                                                                    )
                                                                                )
                                                                            )
                                                                        )
                                                                    )
                                                                )
                                                            )
                                                        )
                                                    )
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            ),
        )
        hi = R.wrap("u64", R.shl("u64", hi, 32) | lo)
        lo = w
    t = R.shr(
        "u64",
        R.wrap(
            "u64",
            R.shl("u64", hi, bsh) | R.shr("u64", R.shl("u64", lo, 32), R.wrap("u64", 64 - bsh)),
        ),
        11,
    )
    scale = R.wrap("i32", (-53) - shift)
    if ex >= 1968:
        scale = R.wrap("i32", scale + 128)
    r = R.ldexp("f64", R.cvt("u64", "f64", t), scale)
    if R.isnan(R.from_bits("f64", S0)):
        r = R.reinterpret(
            "u64",
            "f64",
            R.wrap("u64", R.reinterpret("f64", "u64", R.from_bits("f64", S0)) | 2251799813685248),
        )
    D = R.to_bits("f64", r)
    return (D,)


def v_trunc_f16(S0):
    D = R.to_bits("f16", R.unary("trunc", "f16", R.from_bits("f16", S0)))
    return (D,)


def v_trunc_f32(S0):
    D = R.to_bits("f32", R.unary("trunc", "f32", R.from_bits("f32", S0)))
    return (D,)


def v_trunc_f64(S0):
    D = R.to_bits("f64", R.unary("trunc", "f64", R.from_bits("f64", S0)))
    return (D,)


def v_writelane_b32(laneId, S1, S0, D):
    D = R.to_bits(
        "u32",
        (
            R.from_bits("u32", S0)
            if (laneId == R.bits("u32", R.from_bits("u32", S1), 5, 0))
            else R.from_bits("u32", D)
        ),
    )
    return (D,)


def v_xad_u32(S0, S1, S2):
    D = R.to_bits(
        "u32",
        R.wrap(
            "u32",
            R.wrap("u32", R.from_bits("u32", S0) ^ R.from_bits("u32", S1)) + R.from_bits("u32", S2),
        ),
    )
    return (D,)


def v_xnor_b32(S0, S1):
    D = R.to_bits(
        "u32", R.wrap("u32", ~R.wrap("u32", R.from_bits("u32", S0) ^ R.from_bits("u32", S1)))
    )
    return (D,)


def v_xor_b32(S0, S1):
    D = R.to_bits("u32", R.wrap("u32", R.from_bits("u32", S0) ^ R.from_bits("u32", S1)))
    return (D,)
