"""Vectorised semantics: numpy over [waves, lanes]. Generated from spec/ by codegen; do not edit.

One function per distinct instruction semantics; each architecture's tables name the
function its instruction uses."""

import numpy as np

from .runtime import vops as V
from .runtime.vops import BF16


def buffer_atomic_add(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old + data), np.uint32), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_add_f32(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.float32)
    old = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.float32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret((old + VDATA.view(np.float32)), np.uint32), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_add_f64(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret((old + VDATA.view(np.float64)), np.uint64), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_add_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old + data), np.uint64), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_and(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old & data), np.uint32), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_and_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old & data), np.uint64), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_cmpswap(ADDRESS, VDATA, RETURN, _st):
    VDATA = np.array(VDATA, np.uint32)
    old = V.zero(np.uint32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(np.where((old == VDATA[..., 1]), VDATA[..., 0], old), np.uint32),
        None,
    )
    _c1 = RETURN
    VDATA[..., 0] = np.where(_c1, old, VDATA[..., 0])
    return (VDATA,)


def buffer_atomic_cmpswap_x2(ADDRESS, VDATA, RETURN, _st):
    VDATA = np.array(VDATA, np.uint32)
    old = V.zero(np.uint64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(
                (
                    old
                    == (
                        V.cvt(VDATA[..., 2], "u32", "u64")
                        | V.shl(V.cvt(VDATA[..., 3], "u32", "u64"), 32, 64)
                    )
                ),
                (
                    V.cvt(VDATA[..., 0], "u32", "u64")
                    | V.shl(V.cvt(VDATA[..., 1], "u32", "u64"), 32, 64)
                ),
                old,
            ),
            np.uint64,
        ),
        None,
    )
    _c1 = RETURN
    VDATA[..., 0] = np.where(_c1, V.cvt(old, "u64", "u32"), VDATA[..., 0])
    VDATA[..., 1] = np.where(_c1, V.cvt(V.shr(old, 32, 64), "u64", "u32"), VDATA[..., 1])
    return (VDATA,)


def buffer_atomic_dec(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint32
        ),
        None,
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_dec_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint64
        ),
        None,
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_inc(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint32), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_inc_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint64), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_max_f64(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(V.fmax(old, VDATA.view(np.float64)), np.uint64), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_min_f64(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(V.fmin(old, VDATA.view(np.float64)), np.uint64), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_or(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old | data), np.uint32), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_or_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old | data), np.uint64), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_pk_add_bf16(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.uint32)
    lo = V.zero(BF16)
    hi = V.zero(BF16)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(VDATA, "u32", "u16"), BF16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(V.shr(VDATA, 16, 32), "u32", "u16"), BF16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_pk_add_f16(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.uint32)
    lo = V.zero(np.float16)
    hi = V.zero(np.float16)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(VDATA, "u32", "u16"), np.float16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(V.shr(VDATA, 16, 32), "u32", "u16"), np.float16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_smax(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint32), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_smax_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint64), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_smin(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint32), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_smin_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint64), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_sub(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old - data), np.uint32), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_sub_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old - data), np.uint64), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_swap(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(data, np.uint32), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_swap_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret(data, np.uint64), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_umax(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint32), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_umax_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint64), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_umin(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint32), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_umin_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint64), None
    )
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_xor(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = VDATA
    sdata = VDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old ^ data), np.uint32), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_xor_x2(VDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = VDATA
    sdata = VDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old ^ data), np.uint64), None)
    _c1 = RETURN
    VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_load_dword(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = V.zero(np.uint32)
    data = _st.mem_read("MEM", 32, ADDRESS, None)
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    VDATA = np.where(_m2, V.reinterpret(data, np.uint32), VDATA)
    return (VDATA,)


def buffer_load_dwordx2(ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    for i in range(2):
        VDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (VDATA,)


def buffer_load_dwordx3(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    data = V.zero(np.uint32)
    for i in range(3):
        data = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
        _c1 = LDS_DMA
        _st.mem_write(
            "LDS",
            32,
            ((LDS_ADDRESS + (laneId * 12)) + V.const((4 * i), np.uint32)),
            V.reinterpret(data, np.uint32),
            _c1,
        )
        _m2 = np.logical_not(_c1)
        VDATA[..., i] = np.where(_m2, data, VDATA[..., i])
    return (VDATA,)


def buffer_load_dwordx4(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    data = V.zero(np.uint32)
    for i in range(4):
        data = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
        _c1 = LDS_DMA
        _st.mem_write(
            "LDS",
            32,
            ((LDS_ADDRESS + (laneId * 16)) + V.const((4 * i), np.uint32)),
            V.reinterpret(data, np.uint32),
            _c1,
        )
        _m2 = np.logical_not(_c1)
        VDATA[..., i] = np.where(_m2, data, VDATA[..., i])
    return (VDATA,)


def buffer_load_format_d16_hi_x(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(1):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 1) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 1), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 1), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 1), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 1)] = np.where(_m86, v, VDATA[..., V.imod(k, 1)])
    return (VDATA,)


def buffer_load_format_d16_x(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(1):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 1)] = np.where(_m86, v, VDATA[..., V.imod(k, 1)])
    return (VDATA,)


def buffer_load_format_d16_xy(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(2):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 1)] = np.where(_m86, v, VDATA[..., V.imod(k, 1)])
    return (VDATA,)


def buffer_load_format_d16_xyz(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(3):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 2)] = np.where(_m86, v, VDATA[..., V.imod(k, 2)])
    return (VDATA,)


def buffer_load_format_d16_xyzw(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(4):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 2)] = np.where(_m86, v, VDATA[..., V.imod(k, 2)])
    return (VDATA,)


def buffer_load_format_x(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(1):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 0 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 1)] = np.where(_m86, v, VDATA[..., V.imod(k, 1)])
    return (VDATA,)


def buffer_load_format_xy(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(2):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 0 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 2)] = np.where(_m86, v, VDATA[..., V.imod(k, 2)])
    return (VDATA,)


def buffer_load_format_xyz(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(3):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 0 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 3)] = np.where(_m86, v, VDATA[..., V.imod(k, 3)])
    return (VDATA,)


def buffer_load_format_xyzw(SRSRC, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(4):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 0 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 4)] = np.where(_m86, v, VDATA[..., V.imod(k, 4)])
    return (VDATA,)


def buffer_load_sbyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = V.zero(np.int32)
    data = V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "i32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    VDATA = np.where(_m2, V.reinterpret(data, np.uint32), VDATA)
    return (VDATA,)


def buffer_load_sbyte_d16(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        (
            (VDATA & 4294901760)
            | V.cvt(
                V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "u16"),
                "u16",
                "u32",
            )
        ),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_sbyte_d16_hi(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        (
            (VDATA & 65535)
            | V.shl(
                V.cvt(
                    V.cvt(
                        V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "u16"
                    ),
                    "u16",
                    "u32",
                ),
                16,
                32,
            )
        ),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_short_d16(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        ((VDATA & 4294901760) | V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32")),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_short_d16_hi(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        (
            (VDATA & 65535)
            | V.shl(V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32"), 16, 32)
        ),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_sshort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = V.zero(np.int32)
    data = V.cvt(V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16), "i16", "i32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    VDATA = np.where(_m2, V.reinterpret(data, np.uint32), VDATA)
    return (VDATA,)


def buffer_load_ubyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = V.zero(np.uint32)
    data = V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    VDATA = np.where(_m2, V.reinterpret(data, np.uint32), VDATA)
    return (VDATA,)


def buffer_load_ubyte_d16(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        ((VDATA & 4294901760) | V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32")),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_ubyte_d16_hi(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        (
            (VDATA & 65535)
            | V.shl(V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32"), 16, 32)
        ),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_ushort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, VDATA, _st):
    data = V.zero(np.uint32)
    data = V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    VDATA = np.where(_m2, V.reinterpret(data, np.uint32), VDATA)
    return (VDATA,)


def buffer_store_byte(VDATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, V.reinterpret(V.cvt(VDATA, "u32", "u8"), np.uint8), None)
    return ()


def buffer_store_byte_d16_hi(VDATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 8, ADDRESS, V.reinterpret(V.cvt(V.shr(VDATA, 16, 32), "u32", "u8"), np.uint8), None
    )
    return ()


def buffer_store_dword(VDATA, ADDRESS, _st):
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(VDATA, np.uint32), None)
    return ()


def buffer_store_dwordx2(VDATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(VDATA[..., i], np.uint32),
            None,
        )
    return ()


def buffer_store_dwordx3(VDATA, ADDRESS, _st):
    for i in range(3):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(VDATA[..., i], np.uint32),
            None,
        )
    return ()


def buffer_store_dwordx4(VDATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(VDATA[..., i], np.uint32),
            None,
        )
    return ()


def buffer_store_format_d16_hi_x(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 1) + 1), 1, 0)], (16 * ((c + 1) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 1)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 1
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_format_d16_x(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 1) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 1)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 1
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_format_d16_xy(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 2) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 1)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 2
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_format_d16_xyz(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 3) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 2)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 3
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_format_d16_xyzw(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 4) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 2)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 4
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_format_x(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 0 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 1) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 1)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 1
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_format_xy(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 0 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 2) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 2)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 2
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_format_xyz(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 0 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 3) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 3)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 3
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_format_xyzw(SRSRC, VDATA, ADDRESS, _st):
    rsrc = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    rsrc = SRSRC[..., 3]
    sel = rsrc & 4095
    nfmt = V.shr(rsrc, 12, 32) & 7
    dfmt = V.shr(rsrc, 15, 32) & 15
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 0 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 4) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 4)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 4
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def buffer_store_lds_dword(LDS_ADDRESS, laneId, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(_st.mem_read("LDS", 32, (LDS_ADDRESS + (laneId * 4)), None), np.uint32),
        None,
    )
    return ()


def buffer_store_short(VDATA, ADDRESS, _st):
    _st.mem_write("MEM", 16, ADDRESS, V.reinterpret(V.cvt(VDATA, "u32", "u16"), np.uint16), None)
    return ()


def buffer_store_short_d16_hi(VDATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        V.reinterpret(V.cvt(V.shr(VDATA, 16, 32), "u32", "u16"), np.uint16),
        None,
    )
    return ()


def ds_add_f32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float32)
    data = V.zero(np.float32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.float32)
    data = DATA0.view(np.float32)
    _st.mem_write("LDS", 32, a, V.reinterpret((old + data), np.uint32), None)
    return ()


def ds_add_f64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float64)
    data = V.zero(np.float64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.float64)
    data = DATA0.view(np.float64)
    _st.mem_write("LDS", 64, a, V.reinterpret((old + data), np.uint64), None)
    return ()


def ds_add_rtn_f32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float32)
    data = V.zero(np.float32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.float32)
    data = DATA0.view(np.float32)
    _st.mem_write("LDS", 32, a, V.reinterpret((old + data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_add_rtn_f64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float64)
    data = V.zero(np.float64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.float64)
    data = DATA0.view(np.float64)
    _st.mem_write("LDS", 64, a, V.reinterpret((old + data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_add_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old + data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_add_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old + data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_add_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old + data), np.uint32), None)
    return ()


def ds_add_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old + data), np.uint64), None)
    return ()


def ds_and_b32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old & data), np.uint32), None)
    return ()


def ds_and_b64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old & data), np.uint64), None)
    return ()


def ds_and_rtn_b32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old & data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_and_rtn_b64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old & data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_append(M0, OFFSET, EXEC, _st):
    addr = V.zero(np.uint32)
    n = V.zero(np.uint32)
    old = V.zero(np.uint32)
    addr = (M0 & 65535) + OFFSET
    n = V.lane_count(EXEC)
    old = _st.mem_read("LDS", 32, addr, None)
    _st.mem_write("LDS", 32, addr, V.reinterpret((old + n), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_bpermute_b32(ADDR, OFFSET, EXEC, DATA0):
    src = V.zero(np.uint32)
    src = V.shr((ADDR + OFFSET), 2, 32)
    D = V.reinterpret(np.where(V.lane(EXEC, src), V.lane(DATA0, src), 0), np.uint32)
    return (D,)


def ds_cmpst_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data0 = V.zero(np.uint32)
    data1 = V.zero(np.uint32)
    fold = V.zero(np.float32)
    fdata0 = V.zero(np.float32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float32)
    fdata0 = DATA0.view(np.float32)
    _st.mem_write(
        "LDS", 32, a, V.reinterpret(np.where((old == data0), data1, old), np.uint32), None
    )
    return ()


def ds_cmpst_b64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data0 = V.zero(np.uint64)
    data1 = V.zero(np.uint64)
    fold = V.zero(np.float64)
    fdata0 = V.zero(np.float64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float64)
    fdata0 = DATA0.view(np.float64)
    _st.mem_write(
        "LDS", 64, a, V.reinterpret(np.where((old == data0), data1, old), np.uint64), None
    )
    return ()


def ds_cmpst_f32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data0 = V.zero(np.uint32)
    data1 = V.zero(np.uint32)
    fold = V.zero(np.float32)
    fdata0 = V.zero(np.float32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float32)
    fdata0 = DATA0.view(np.float32)
    _st.mem_write(
        "LDS", 32, a, V.reinterpret(np.where((fold == fdata0), data1, old), np.uint32), None
    )
    return ()


def ds_cmpst_f64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data0 = V.zero(np.uint64)
    data1 = V.zero(np.uint64)
    fold = V.zero(np.float64)
    fdata0 = V.zero(np.float64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float64)
    fdata0 = DATA0.view(np.float64)
    _st.mem_write(
        "LDS", 64, a, V.reinterpret(np.where((fold == fdata0), data1, old), np.uint64), None
    )
    return ()


def ds_cmpst_rtn_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data0 = V.zero(np.uint32)
    data1 = V.zero(np.uint32)
    fold = V.zero(np.float32)
    fdata0 = V.zero(np.float32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float32)
    fdata0 = DATA0.view(np.float32)
    _st.mem_write(
        "LDS", 32, a, V.reinterpret(np.where((old == data0), data1, old), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_cmpst_rtn_b64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data0 = V.zero(np.uint64)
    data1 = V.zero(np.uint64)
    fold = V.zero(np.float64)
    fdata0 = V.zero(np.float64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float64)
    fdata0 = DATA0.view(np.float64)
    _st.mem_write(
        "LDS", 64, a, V.reinterpret(np.where((old == data0), data1, old), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_cmpst_rtn_f32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data0 = V.zero(np.uint32)
    data1 = V.zero(np.uint32)
    fold = V.zero(np.float32)
    fdata0 = V.zero(np.float32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float32)
    fdata0 = DATA0.view(np.float32)
    _st.mem_write(
        "LDS", 32, a, V.reinterpret(np.where((fold == fdata0), data1, old), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_cmpst_rtn_f64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data0 = V.zero(np.uint64)
    data1 = V.zero(np.uint64)
    fold = V.zero(np.float64)
    fdata0 = V.zero(np.float64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float64)
    fdata0 = DATA0.view(np.float64)
    _st.mem_write(
        "LDS", 64, a, V.reinterpret(np.where((fold == fdata0), data1, old), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_condxchg32_rtn_b64(ADDR, OFFSET, DATA0, D, _st):
    D = np.array(D, np.uint32)
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = (ADDR + OFFSET) & 4294967288
    for i in range(2):
        old = _st.mem_read("LDS", 32, (a + V.const((4 * i), np.uint32)), None)
        data = DATA0[..., i]
        _c1 = V.shr(data, 31, 32) == 1
        _st.mem_write(
            "LDS",
            32,
            (a + V.const((4 * i), np.uint32)),
            V.reinterpret((data & 2147483647), np.uint32),
            _c1,
        )
        D[..., i] = old
    return (D,)


def ds_consume(M0, OFFSET, EXEC, _st):
    addr = V.zero(np.uint32)
    n = V.zero(np.uint32)
    old = V.zero(np.uint32)
    addr = (M0 & 65535) + OFFSET
    n = V.lane_count(EXEC)
    old = _st.mem_read("LDS", 32, addr, None)
    _st.mem_write("LDS", 32, addr, V.reinterpret((old - n), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_dec_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint32
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_dec_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write(
        "LDS",
        64,
        a,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint64
        ),
        None,
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_dec_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint32
        ),
        None,
    )
    return ()


def ds_dec_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write(
        "LDS",
        64,
        a,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint64
        ),
        None,
    )
    return ()


def ds_inc_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write(
        "LDS", 32, a, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_inc_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write(
        "LDS", 64, a, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_inc_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write(
        "LDS", 32, a, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint32), None
    )
    return ()


def ds_inc_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write(
        "LDS", 64, a, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint64), None
    )
    return ()


def ds_max_f32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float32)
    data = V.zero(np.float32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.float32)
    data = DATA0.view(np.float32)
    _st.mem_write("LDS", 32, a, V.reinterpret(V.fmax(old, data), np.uint32), None)
    return ()


def ds_max_f64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float64)
    data = V.zero(np.float64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.float64)
    data = DATA0.view(np.float64)
    _st.mem_write("LDS", 64, a, V.reinterpret(V.fmax(old, data), np.uint64), None)
    return ()


def ds_max_i32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.int32)
    data = V.zero(np.int32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.int32)
    data = DATA0.view(np.int32)
    _st.mem_write("LDS", 32, a, V.reinterpret(np.maximum(old, data), np.uint32), None)
    return ()


def ds_max_i64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.int64)
    data = V.zero(np.int64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.int64)
    data = DATA0.view(np.int64)
    _st.mem_write("LDS", 64, a, V.reinterpret(np.maximum(old, data), np.uint64), None)
    return ()


def ds_max_rtn_f32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float32)
    data = V.zero(np.float32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.float32)
    data = DATA0.view(np.float32)
    _st.mem_write("LDS", 32, a, V.reinterpret(V.fmax(old, data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_max_rtn_f64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float64)
    data = V.zero(np.float64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.float64)
    data = DATA0.view(np.float64)
    _st.mem_write("LDS", 64, a, V.reinterpret(V.fmax(old, data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_max_rtn_i32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.int32)
    data = V.zero(np.int32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.int32)
    data = DATA0.view(np.int32)
    _st.mem_write("LDS", 32, a, V.reinterpret(np.maximum(old, data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_max_rtn_i64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.int64)
    data = V.zero(np.int64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.int64)
    data = DATA0.view(np.int64)
    _st.mem_write("LDS", 64, a, V.reinterpret(np.maximum(old, data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_max_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret(np.maximum(old, data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_max_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret(np.maximum(old, data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_max_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret(np.maximum(old, data), np.uint32), None)
    return ()


def ds_max_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret(np.maximum(old, data), np.uint64), None)
    return ()


def ds_min_f32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float32)
    data = V.zero(np.float32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.float32)
    data = DATA0.view(np.float32)
    _st.mem_write("LDS", 32, a, V.reinterpret(V.fmin(old, data), np.uint32), None)
    return ()


def ds_min_f64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float64)
    data = V.zero(np.float64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.float64)
    data = DATA0.view(np.float64)
    _st.mem_write("LDS", 64, a, V.reinterpret(V.fmin(old, data), np.uint64), None)
    return ()


def ds_min_i32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.int32)
    data = V.zero(np.int32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.int32)
    data = DATA0.view(np.int32)
    _st.mem_write("LDS", 32, a, V.reinterpret(np.minimum(old, data), np.uint32), None)
    return ()


def ds_min_i64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.int64)
    data = V.zero(np.int64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.int64)
    data = DATA0.view(np.int64)
    _st.mem_write("LDS", 64, a, V.reinterpret(np.minimum(old, data), np.uint64), None)
    return ()


def ds_min_rtn_f32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float32)
    data = V.zero(np.float32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.float32)
    data = DATA0.view(np.float32)
    _st.mem_write("LDS", 32, a, V.reinterpret(V.fmin(old, data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_min_rtn_f64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.float64)
    data = V.zero(np.float64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.float64)
    data = DATA0.view(np.float64)
    _st.mem_write("LDS", 64, a, V.reinterpret(V.fmin(old, data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_min_rtn_i32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.int32)
    data = V.zero(np.int32)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.int32)
    data = DATA0.view(np.int32)
    _st.mem_write("LDS", 32, a, V.reinterpret(np.minimum(old, data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_min_rtn_i64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.int64)
    data = V.zero(np.int64)
    a = ADDR + OFFSET
    old = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.int64)
    data = DATA0.view(np.int64)
    _st.mem_write("LDS", 64, a, V.reinterpret(np.minimum(old, data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_min_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret(np.minimum(old, data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_min_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret(np.minimum(old, data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_min_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret(np.minimum(old, data), np.uint32), None)
    return ()


def ds_min_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret(np.minimum(old, data), np.uint64), None)
    return ()


def ds_mskor_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data0 = V.zero(np.uint32)
    data1 = V.zero(np.uint32)
    fold = V.zero(np.float32)
    fdata0 = V.zero(np.float32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float32)
    fdata0 = DATA0.view(np.float32)
    _st.mem_write("LDS", 32, a, V.reinterpret(((old & (~data0)) | data1), np.uint32), None)
    return ()


def ds_mskor_b64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data0 = V.zero(np.uint64)
    data1 = V.zero(np.uint64)
    fold = V.zero(np.float64)
    fdata0 = V.zero(np.float64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float64)
    fdata0 = DATA0.view(np.float64)
    _st.mem_write("LDS", 64, a, V.reinterpret(((old & (~data0)) | data1), np.uint64), None)
    return ()


def ds_mskor_rtn_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data0 = V.zero(np.uint32)
    data1 = V.zero(np.uint32)
    fold = V.zero(np.float32)
    fdata0 = V.zero(np.float32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float32)
    fdata0 = DATA0.view(np.float32)
    _st.mem_write("LDS", 32, a, V.reinterpret(((old & (~data0)) | data1), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_mskor_rtn_b64(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data0 = V.zero(np.uint64)
    data1 = V.zero(np.uint64)
    fold = V.zero(np.float64)
    fdata0 = V.zero(np.float64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data0 = DATA0
    data1 = DATA1
    fold = V.reinterpret(old, np.float64)
    fdata0 = DATA0.view(np.float64)
    _st.mem_write("LDS", 64, a, V.reinterpret(((old & (~data0)) | data1), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_or_b32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old | data), np.uint32), None)
    return ()


def ds_or_b64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old | data), np.uint64), None)
    return ()


def ds_or_rtn_b32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old | data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_or_rtn_b64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old | data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_permute_b32(DATA0, ADDR, OFFSET, EXEC):
    D = V.reinterpret(V.lane_scatter(DATA0, V.shr((ADDR + OFFSET), 2, 32), EXEC), np.uint32)
    return (D,)


def ds_pk_add_bf16(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    lo = V.zero(BF16)
    hi = V.zero(BF16)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(DATA0, "u32", "u16"), BF16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(V.shr(DATA0, 16, 32), "u32", "u16"), BF16
    )
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    return ()


def ds_pk_add_f16(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    lo = V.zero(np.float16)
    hi = V.zero(np.float16)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(DATA0, "u32", "u16"), np.float16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(V.shr(DATA0, 16, 32), "u32", "u16"), np.float16
    )
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    return ()


def ds_pk_add_rtn_bf16(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    lo = V.zero(BF16)
    hi = V.zero(BF16)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(DATA0, "u32", "u16"), BF16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(V.shr(DATA0, 16, 32), "u32", "u16"), BF16
    )
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_pk_add_rtn_f16(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    lo = V.zero(np.float16)
    hi = V.zero(np.float16)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(DATA0, "u32", "u16"), np.float16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(V.shr(DATA0, 16, 32), "u32", "u16"), np.float16
    )
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_read2_b32(ADDR, OFFSET0, OFFSET1, D, _st):
    D = np.array(D, np.uint32)
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 4) * 1)
    a1 = ADDR + ((OFFSET1 * 4) * 1)
    for i in range(1):
        D[..., i] = _st.mem_read("LDS", 32, (a0 + V.const((4 * i), np.uint32)), None)
        D[..., (1 + i)] = _st.mem_read("LDS", 32, (a1 + V.const((4 * i), np.uint32)), None)
    return (D,)


def ds_read2_b64(ADDR, OFFSET0, OFFSET1, D, _st):
    D = np.array(D, np.uint32)
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 8) * 1)
    a1 = ADDR + ((OFFSET1 * 8) * 1)
    for i in range(2):
        D[..., i] = _st.mem_read("LDS", 32, (a0 + V.const((4 * i), np.uint32)), None)
        D[..., (2 + i)] = _st.mem_read("LDS", 32, (a1 + V.const((4 * i), np.uint32)), None)
    return (D,)


def ds_read2st64_b32(ADDR, OFFSET0, OFFSET1, D, _st):
    D = np.array(D, np.uint32)
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 4) * 64)
    a1 = ADDR + ((OFFSET1 * 4) * 64)
    for i in range(1):
        D[..., i] = _st.mem_read("LDS", 32, (a0 + V.const((4 * i), np.uint32)), None)
        D[..., (1 + i)] = _st.mem_read("LDS", 32, (a1 + V.const((4 * i), np.uint32)), None)
    return (D,)


def ds_read2st64_b64(ADDR, OFFSET0, OFFSET1, D, _st):
    D = np.array(D, np.uint32)
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 8) * 64)
    a1 = ADDR + ((OFFSET1 * 8) * 64)
    for i in range(2):
        D[..., i] = _st.mem_read("LDS", 32, (a0 + V.const((4 * i), np.uint32)), None)
        D[..., (2 + i)] = _st.mem_read("LDS", 32, (a1 + V.const((4 * i), np.uint32)), None)
    return (D,)


def ds_read_addtid_b32(OFFSET, M0, laneId, _st):
    D = V.reinterpret(
        _st.mem_read("LDS", 32, ((OFFSET + (M0 & 65535)) + (laneId * 4)), None), np.uint32
    )
    return (D,)


def ds_read_b128(ADDR, OFFSET, D, _st):
    D = np.array(D, np.uint32)
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    for i in range(4):
        D[..., i] = _st.mem_read("LDS", 32, (a + V.const((4 * i), np.uint32)), None)
    return (D,)


def ds_read_b32(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(_st.mem_read("LDS", 32, a, None), np.uint32)
    return (D,)


def ds_read_b64(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(_st.mem_read("LDS", 64, a, None), np.uint64)
    return (D,)


def ds_read_b64_tr_b16(ADDR, OFFSET, laneId, _st):
    mine = V.zero(np.uint64)
    pick = V.zero(np.uint32)
    out = V.zero(np.uint64)
    src = V.zero(np.uint32)
    mine = _st.mem_read("LDS", 64, (ADDR + OFFSET), None)
    pick = V.imod(laneId, 4)
    out = V.cvt(0, "int", "u64")
    for n in range(4):
        src = ((laneId & 48) + V.imod(V.shr(laneId, 2, 32), 4)) + V.const((4 * n), np.uint32)
        out = out | V.shl((V.shr(V.lane(mine, src), (16 * pick), 64) & 65535), (16 * n), 64)
    D = V.reinterpret(out, np.uint64)
    return (D,)


def ds_read_b64_tr_b4(ADDR, OFFSET, laneId, _st):
    mine = V.zero(np.uint64)
    pick = V.zero(np.uint32)
    out = V.zero(np.uint64)
    src = V.zero(np.uint32)
    mine = _st.mem_read("LDS", 64, (ADDR + OFFSET), None)
    pick = V.imod(laneId, 16)
    out = V.cvt(0, "int", "u64")
    for n in range(16):
        src = ((laneId & 48) + V.imod(V.shr(laneId, 4, 32), 1)) + V.const((1 * n), np.uint32)
        out = out | V.shl((V.shr(V.lane(mine, src), (4 * pick), 64) & 15), (4 * n), 64)
    D = V.reinterpret(out, np.uint64)
    return (D,)


def ds_read_b64_tr_b8(ADDR, OFFSET, laneId, _st):
    mine = V.zero(np.uint64)
    pick = V.zero(np.uint32)
    out = V.zero(np.uint64)
    src = V.zero(np.uint32)
    mine = _st.mem_read("LDS", 64, (ADDR + OFFSET), None)
    pick = V.imod(laneId, 8)
    out = V.cvt(0, "int", "u64")
    for n in range(8):
        src = ((laneId & 48) + V.imod(V.shr(laneId, 3, 32), 2)) + V.const((2 * n), np.uint32)
        out = out | V.shl((V.shr(V.lane(mine, src), (8 * pick), 64) & 255), (8 * n), 64)
    D = V.reinterpret(out, np.uint64)
    return (D,)


def ds_read_b96(ADDR, OFFSET, D, _st):
    D = np.array(D, np.uint32)
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    for i in range(3):
        D[..., i] = _st.mem_read("LDS", 32, (a + V.const((4 * i), np.uint32)), None)
    return (D,)


def ds_read_b96_tr_b6(ADDR, OFFSET, laneId, D, _st):
    D = np.array(D, np.uint32)
    a = V.zero(np.uint32)
    lo = V.zero(np.uint64)
    hi = V.zero(np.uint32)
    pick = V.zero(np.uint32)
    out_lo = V.zero(np.uint64)
    out_hi = V.zero(np.uint32)
    src = V.zero(np.uint32)
    l = V.zero(np.uint64)
    h = V.zero(np.uint32)
    e = V.zero(np.uint64)
    a = ADDR + OFFSET
    lo = _st.mem_read("LDS", 64, a, None)
    hi = _st.mem_read("LDS", 32, (a + 8), None)
    pick = V.imod(laneId, 16)
    out_lo = V.cvt(0, "int", "u64")
    out_hi = V.cvt(0, "int", "u32")
    for n in range(16):
        src = (laneId & 48) + V.const(n, np.uint32)
        l = V.lane(lo, src)
        h = V.lane(hi, src)
        e = V.cvt(0, "int", "u64")
        _c1 = pick < 11
        e = np.where(
            _c1,
            (
                (V.shr(l, (6 * pick), 64) | V.shl(V.cvt(h, "u32", "u64"), (64 - (6 * pick)), 64))
                & 63
            ),
            e,
        )
        _m2 = np.logical_not(_c1)
        e = np.where(_m2, (V.cvt(V.shr(h, ((6 * pick) - 64), 32), "u32", "u64") & 63), e)
        out_lo = out_lo | V.shl(e, (6 * n), 64)
        _c3 = n == 10
        out_hi = np.where(_c3, (out_hi | V.cvt(V.shr(e, 4, 64), "u64", "u32")), out_hi)
        _m4 = np.logical_not(_c3)
        _c5 = n > 10
        _m6 = np.logical_and(_m4, _c5)
        out_hi = np.where(_m6, (out_hi | V.shl(V.cvt(e, "u64", "u32"), ((6 * n) - 64), 32)), out_hi)
    D[..., 0] = V.cvt(out_lo, "u64", "u32")
    D[..., 1] = V.cvt(V.shr(out_lo, 32, 64), "u64", "u32")
    D[..., 2] = out_hi
    return (D,)


def ds_read_i16(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        V.cvt(V.reinterpret(_st.mem_read("LDS", 16, a, None), np.int16), "i16", "i32"), np.uint32
    )
    return (D,)


def ds_read_i8(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        V.cvt(V.reinterpret(_st.mem_read("LDS", 8, a, None), np.int8), "i8", "i32"), np.uint32
    )
    return (D,)


def ds_read_i8_d16(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        (
            (D & 4294901760)
            | V.cvt(
                V.cvt(V.reinterpret(_st.mem_read("LDS", 8, a, None), np.int8), "i8", "u16"),
                "u16",
                "u32",
            )
        ),
        np.uint32,
    )
    return (D,)


def ds_read_i8_d16_hi(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        (
            (D & 65535)
            | V.shl(
                V.cvt(
                    V.cvt(V.reinterpret(_st.mem_read("LDS", 8, a, None), np.int8), "i8", "u16"),
                    "u16",
                    "u32",
                ),
                16,
                32,
            )
        ),
        np.uint32,
    )
    return (D,)


def ds_read_u16(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(V.cvt(_st.mem_read("LDS", 16, a, None), "u16", "u32"), np.uint32)
    return (D,)


def ds_read_u16_d16(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(_st.mem_read("LDS", 16, a, None), "u16", "u32")), np.uint32
    )
    return (D,)


def ds_read_u16_d16_hi(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        ((D & 65535) | V.shl(V.cvt(_st.mem_read("LDS", 16, a, None), "u16", "u32"), 16, 32)),
        np.uint32,
    )
    return (D,)


def ds_read_u8(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(V.cvt(_st.mem_read("LDS", 8, a, None), "u8", "u32"), np.uint32)
    return (D,)


def ds_read_u8_d16(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(_st.mem_read("LDS", 8, a, None), "u8", "u32")), np.uint32
    )
    return (D,)


def ds_read_u8_d16_hi(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        ((D & 65535) | V.shl(V.cvt(_st.mem_read("LDS", 8, a, None), "u8", "u32"), 16, 32)),
        np.uint32,
    )
    return (D,)


def ds_rsub_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((data - old), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_rsub_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((data - old), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_rsub_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((data - old), np.uint32), None)
    return ()


def ds_rsub_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((data - old), np.uint64), None)
    return ()


def ds_sub_rtn_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old - data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_sub_rtn_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old - data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_sub_u32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old - data), np.uint32), None)
    return ()


def ds_sub_u64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old - data), np.uint64), None)
    return ()


def ds_swizzle_b32(laneId, OFFSET, EXEC, ADDR):
    i = V.zero(np.uint32)
    j = V.zero(np.uint32)
    m = V.zero(np.uint32)
    r = V.zero(np.uint32)
    moved = V.zero(np.uint32)
    i = laneId
    j = i
    _c1 = OFFSET >= 57344
    m = np.where(_c1, (OFFSET & 31), m)
    j = np.where(
        _c1,
        ((V.shr(V.shr(V.brev((i & 31), 32), 27, 32), V.popcount(m, 32), 32) | (i & m)) | (i & 32)),
        j,
    )
    _m2 = np.logical_not(_c1)
    _c3 = OFFSET >= 49152
    _m4 = np.logical_and(_m2, _c3)
    m = np.where(_m4, (OFFSET & 31), m)
    r = np.where(_m4, (V.shr(OFFSET, 5, 32) & 31), r)
    moved = np.where(_m4, np.where(((OFFSET & 1024) != 0), (i - r), (i + r)), moved)
    j = np.where(_m4, (((i & m) | ((moved & (~m)) & 31)) | (i & 32)), j)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = OFFSET >= 32768
    _m7 = np.logical_and(_m5, _c6)
    j = np.where(_m7, ((i & 60) | (V.shr(OFFSET, ((i & 3) * 2), 32) & 3)), j)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    j = np.where(
        _m8,
        (
            (
                (((i & 31) & (OFFSET & 31)) | (V.shr(OFFSET, 5, 32) & 31))
                ^ (V.shr(OFFSET, 10, 32) & 31)
            )
            | (i & 32)
        ),
        j,
    )
    D = V.reinterpret(np.where(V.lane(EXEC, j), V.lane(ADDR, j), 0), np.uint32)
    return (D,)


def ds_wrap_rtn_b32(ADDR, OFFSET, DATA0, DATA1, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(np.where((old >= DATA0), (old - DATA0), (old + DATA1)), np.uint32),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_write2_b32(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, _st):
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 4) * 1)
    a1 = ADDR + ((OFFSET1 * 4) * 1)
    _st.mem_write("LDS", 32, a0, V.reinterpret(DATA0, np.uint32), None)
    _st.mem_write("LDS", 32, a1, V.reinterpret(DATA1, np.uint32), None)
    return ()


def ds_write2_b64(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, _st):
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 8) * 1)
    a1 = ADDR + ((OFFSET1 * 8) * 1)
    _st.mem_write("LDS", 64, a0, V.reinterpret(DATA0, np.uint64), None)
    _st.mem_write("LDS", 64, a1, V.reinterpret(DATA1, np.uint64), None)
    return ()


def ds_write2st64_b32(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, _st):
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 4) * 64)
    a1 = ADDR + ((OFFSET1 * 4) * 64)
    _st.mem_write("LDS", 32, a0, V.reinterpret(DATA0, np.uint32), None)
    _st.mem_write("LDS", 32, a1, V.reinterpret(DATA1, np.uint32), None)
    return ()


def ds_write2st64_b64(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, _st):
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 8) * 64)
    a1 = ADDR + ((OFFSET1 * 8) * 64)
    _st.mem_write("LDS", 64, a0, V.reinterpret(DATA0, np.uint64), None)
    _st.mem_write("LDS", 64, a1, V.reinterpret(DATA1, np.uint64), None)
    return ()


def ds_write_addtid_b32(DATA0, OFFSET, M0, laneId, _st):
    _st.mem_write(
        "LDS", 32, ((OFFSET + (M0 & 65535)) + (laneId * 4)), V.reinterpret(DATA0, np.uint32), None
    )
    return ()


def ds_write_b128(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    for i in range(4):
        _st.mem_write(
            "LDS",
            32,
            (a + V.const((4 * i), np.uint32)),
            V.reinterpret(DATA0[..., i], np.uint32),
            None,
        )
    return ()


def ds_write_b16(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    _st.mem_write("LDS", 16, a, V.reinterpret(V.cvt(DATA0, "u32", "u16"), np.uint16), None)
    return ()


def ds_write_b16_d16_hi(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    _st.mem_write(
        "LDS", 16, a, V.reinterpret(V.cvt(V.shr(DATA0, 16, 32), "u32", "u16"), np.uint16), None
    )
    return ()


def ds_write_b32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    _st.mem_write("LDS", 32, a, V.reinterpret(DATA0, np.uint32), None)
    return ()


def ds_write_b64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    _st.mem_write("LDS", 64, a, V.reinterpret(DATA0, np.uint64), None)
    return ()


def ds_write_b8(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    _st.mem_write("LDS", 8, a, V.reinterpret(V.cvt(DATA0, "u32", "u8"), np.uint8), None)
    return ()


def ds_write_b8_d16_hi(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    _st.mem_write(
        "LDS", 8, a, V.reinterpret(V.cvt(V.shr(DATA0, 16, 32), "u32", "u8"), np.uint8), None
    )
    return ()


def ds_write_b96(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    for i in range(3):
        _st.mem_write(
            "LDS",
            32,
            (a + V.const((4 * i), np.uint32)),
            V.reinterpret(DATA0[..., i], np.uint32),
            None,
        )
    return ()


def ds_wrxchg2_rtn_b32(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, D, _st):
    D = np.array(D, np.uint32)
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 4) * 1)
    a1 = ADDR + ((OFFSET1 * 4) * 1)
    for i in range(1):
        D[..., i] = _st.mem_read("LDS", 32, (a0 + V.const((4 * i), np.uint32)), None)
        D[..., (1 + i)] = _st.mem_read("LDS", 32, (a1 + V.const((4 * i), np.uint32)), None)
    _st.mem_write("LDS", 32, a0, V.reinterpret(DATA0, np.uint32), None)
    _st.mem_write("LDS", 32, a1, V.reinterpret(DATA1, np.uint32), None)
    return (D,)


def ds_wrxchg2_rtn_b64(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, D, _st):
    D = np.array(D, np.uint32)
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 8) * 1)
    a1 = ADDR + ((OFFSET1 * 8) * 1)
    for i in range(2):
        D[..., i] = _st.mem_read("LDS", 32, (a0 + V.const((4 * i), np.uint32)), None)
        D[..., (2 + i)] = _st.mem_read("LDS", 32, (a1 + V.const((4 * i), np.uint32)), None)
    _st.mem_write("LDS", 64, a0, V.reinterpret(DATA0, np.uint64), None)
    _st.mem_write("LDS", 64, a1, V.reinterpret(DATA1, np.uint64), None)
    return (D,)


def ds_wrxchg2st64_rtn_b32(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, D, _st):
    D = np.array(D, np.uint32)
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 4) * 64)
    a1 = ADDR + ((OFFSET1 * 4) * 64)
    for i in range(1):
        D[..., i] = _st.mem_read("LDS", 32, (a0 + V.const((4 * i), np.uint32)), None)
        D[..., (1 + i)] = _st.mem_read("LDS", 32, (a1 + V.const((4 * i), np.uint32)), None)
    _st.mem_write("LDS", 32, a0, V.reinterpret(DATA0, np.uint32), None)
    _st.mem_write("LDS", 32, a1, V.reinterpret(DATA1, np.uint32), None)
    return (D,)


def ds_wrxchg2st64_rtn_b64(ADDR, OFFSET0, OFFSET1, DATA0, DATA1, D, _st):
    D = np.array(D, np.uint32)
    a0 = V.zero(np.uint32)
    a1 = V.zero(np.uint32)
    a0 = ADDR + ((OFFSET0 * 8) * 64)
    a1 = ADDR + ((OFFSET1 * 8) * 64)
    for i in range(2):
        D[..., i] = _st.mem_read("LDS", 32, (a0 + V.const((4 * i), np.uint32)), None)
        D[..., (2 + i)] = _st.mem_read("LDS", 32, (a1 + V.const((4 * i), np.uint32)), None)
    _st.mem_write("LDS", 64, a0, V.reinterpret(DATA0, np.uint64), None)
    _st.mem_write("LDS", 64, a1, V.reinterpret(DATA1, np.uint64), None)
    return (D,)


def ds_wrxchg_rtn_b32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    _st.mem_write("LDS", 32, a, V.reinterpret(DATA0, np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_wrxchg_rtn_b64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    _st.mem_write("LDS", 64, a, V.reinterpret(DATA0, np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def ds_xor_b32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old ^ data), np.uint32), None)
    return ()


def ds_xor_b64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old ^ data), np.uint64), None)
    return ()


def ds_xor_rtn_b32(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    data = V.zero(np.uint32)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    data = DATA0
    _st.mem_write("LDS", 32, a, V.reinterpret((old ^ data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def ds_xor_rtn_b64(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint64)
    data = V.zero(np.uint64)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 64, a, None)
    data = DATA0
    _st.mem_write("LDS", 64, a, V.reinterpret((old ^ data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_add(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old + data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_add_f32(ADDRESS, DATA, _st):
    old = V.zero(np.float32)
    old = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.float32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old + DATA.view(np.float32)), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_add_f64(ADDRESS, DATA, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old + DATA.view(np.float64)), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_add_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old + data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_and(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old & data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_and_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old & data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_cmpswap(ADDRESS, DATA, _st):
    old = V.zero(np.uint32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(np.where((old == DATA[..., 1]), DATA[..., 0], old), np.uint32),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_cmpswap_x2(ADDRESS, DATA, _st):
    old = V.zero(np.uint64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(
                (
                    old
                    == (
                        V.cvt(DATA[..., 2], "u32", "u64")
                        | V.shl(V.cvt(DATA[..., 3], "u32", "u64"), 32, 64)
                    )
                ),
                (
                    V.cvt(DATA[..., 0], "u32", "u64")
                    | V.shl(V.cvt(DATA[..., 1], "u32", "u64"), 32, 64)
                ),
                old,
            ),
            np.uint64,
        ),
        None,
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_dec(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint32
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_dec_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint64
        ),
        None,
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_inc(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_inc_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_max_f64(ADDRESS, DATA, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(V.fmax(old, DATA.view(np.float64)), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_min_f64(ADDRESS, DATA, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(V.fmin(old, DATA.view(np.float64)), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_or(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old | data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_or_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old | data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_pk_add_bf16(ADDRESS, DATA, _st):
    old = V.zero(np.uint32)
    lo = V.zero(BF16)
    hi = V.zero(BF16)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(DATA, "u32", "u16"), BF16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(V.shr(DATA, 16, 32), "u32", "u16"), BF16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_pk_add_f16(ADDRESS, DATA, _st):
    old = V.zero(np.uint32)
    lo = V.zero(np.float16)
    hi = V.zero(np.float16)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(DATA, "u32", "u16"), np.float16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(V.shr(DATA, 16, 32), "u32", "u16"), np.float16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_smax(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_smax_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_smin(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_smin_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_sub(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old - data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_sub_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old - data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_swap(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(data, np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_swap_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret(data, np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_umax(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_umax_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_umin(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_umin_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_atomic_xor(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old ^ data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def flat_atomic_xor_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old ^ data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def flat_load_dword(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = _st.mem_read("MEM", 32, ADDRESS, None)
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def flat_load_dwordx2(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(2):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def flat_load_dwordx3(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(3):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def flat_load_dwordx4(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(4):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def flat_load_sbyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.int32)
    data = V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "i32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def flat_load_sbyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 4294901760)
            | V.cvt(
                V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "u16"),
                "u16",
                "u32",
            )
        ),
        np.uint32,
    )
    return (D,)


def flat_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 65535)
            | V.shl(
                V.cvt(
                    V.cvt(
                        V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "u16"
                    ),
                    "u16",
                    "u32",
                ),
                16,
                32,
            )
        ),
        np.uint32,
    )
    return (D,)


def flat_load_short_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32")), np.uint32
    )
    return (D,)


def flat_load_short_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | V.shl(V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32"), 16, 32)),
        np.uint32,
    )
    return (D,)


def flat_load_sshort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.int32)
    data = V.cvt(V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16), "i16", "i32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def flat_load_ubyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def flat_load_ubyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32")), np.uint32
    )
    return (D,)


def flat_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | V.shl(V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32"), 16, 32)),
        np.uint32,
    )
    return (D,)


def flat_load_ushort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def flat_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, V.reinterpret(V.cvt(DATA, "u32", "u8"), np.uint8), None)
    return ()


def flat_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 8, ADDRESS, V.reinterpret(V.cvt(V.shr(DATA, 16, 32), "u32", "u8"), np.uint8), None
    )
    return ()


def flat_store_dword(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(DATA, np.uint32), None)
    return ()


def flat_store_dwordx2(DATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def flat_store_dwordx3(DATA, ADDRESS, _st):
    for i in range(3):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def flat_store_dwordx4(DATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def flat_store_short(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 16, ADDRESS, V.reinterpret(V.cvt(DATA, "u32", "u16"), np.uint16), None)
    return ()


def flat_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 16, ADDRESS, V.reinterpret(V.cvt(V.shr(DATA, 16, 32), "u32", "u16"), np.uint16), None
    )
    return ()


def global_atomic_add(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old + data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_add_f32(ADDRESS, DATA, _st):
    old = V.zero(np.float32)
    old = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.float32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old + DATA.view(np.float32)), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_add_f64(ADDRESS, DATA, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old + DATA.view(np.float64)), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_add_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old + data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_and(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old & data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_and_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old & data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_cmpswap(ADDRESS, DATA, _st):
    old = V.zero(np.uint32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(np.where((old == DATA[..., 1]), DATA[..., 0], old), np.uint32),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_cmpswap_x2(ADDRESS, DATA, _st):
    old = V.zero(np.uint64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(
                (
                    old
                    == (
                        V.cvt(DATA[..., 2], "u32", "u64")
                        | V.shl(V.cvt(DATA[..., 3], "u32", "u64"), 32, 64)
                    )
                ),
                (
                    V.cvt(DATA[..., 0], "u32", "u64")
                    | V.shl(V.cvt(DATA[..., 1], "u32", "u64"), 32, 64)
                ),
                old,
            ),
            np.uint64,
        ),
        None,
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_dec(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint32
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_dec_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint64
        ),
        None,
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_inc(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_inc_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_max_f64(ADDRESS, DATA, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(V.fmax(old, DATA.view(np.float64)), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_min_f64(ADDRESS, DATA, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(V.fmin(old, DATA.view(np.float64)), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_or(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old | data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_or_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old | data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_pk_add_bf16(ADDRESS, DATA, _st):
    old = V.zero(np.uint32)
    lo = V.zero(BF16)
    hi = V.zero(BF16)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(DATA, "u32", "u16"), BF16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), BF16) + V.reinterpret(
        V.cvt(V.shr(DATA, 16, 32), "u32", "u16"), BF16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_pk_add_f16(ADDRESS, DATA, _st):
    old = V.zero(np.uint32)
    lo = V.zero(np.float16)
    hi = V.zero(np.float16)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    lo = V.reinterpret(V.cvt(old, "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(DATA, "u32", "u16"), np.float16
    )
    hi = V.reinterpret(V.cvt(V.shr(old, 16, 32), "u32", "u16"), np.float16) + V.reinterpret(
        V.cvt(V.shr(DATA, 16, 32), "u32", "u16"), np.float16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.cvt(V.reinterpret(lo, np.uint16), "u16", "u32")
                | V.shl(V.cvt(V.reinterpret(hi, np.uint16), "u16", "u32"), 16, 32)
            ),
            np.uint32,
        ),
        None,
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_smax(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_smax_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_smin(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_smin_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_sub(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old - data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_sub_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old - data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_swap(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(data, np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_swap_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret(data, np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_umax(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_umax_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_umin(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint32), None
    )
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_umin_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint64), None
    )
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_atomic_xor(DATA, ADDRESS, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = DATA
    sdata = DATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old ^ data), np.uint32), None)
    D = V.reinterpret(old, np.uint32)
    return (D,)


def global_atomic_xor_x2(DATA, ADDRESS, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = DATA
    sdata = DATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old ^ data), np.uint64), None)
    D = V.reinterpret(old, np.uint64)
    return (D,)


def global_load_dword(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = _st.mem_read("MEM", 32, ADDRESS, None)
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def global_load_dwordx2(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(2):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def global_load_dwordx3(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(3):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def global_load_dwordx4(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(4):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def global_load_lds_dword(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.uint32),
        None,
    )
    return ()


def global_load_lds_dwordx3(ADDRESS, LDS_ADDRESS, laneId, _st):
    for i in range(3):
        _st.mem_write(
            "LDS",
            32,
            ((LDS_ADDRESS + (laneId * 12)) + V.const((4 * i), np.uint32)),
            V.reinterpret(
                _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None), np.uint32
            ),
            None,
        )
    return ()


def global_load_lds_dwordx4(ADDRESS, LDS_ADDRESS, laneId, _st):
    for i in range(4):
        _st.mem_write(
            "LDS",
            32,
            ((LDS_ADDRESS + (laneId * 16)) + V.const((4 * i), np.uint32)),
            V.reinterpret(
                _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None), np.uint32
            ),
            None,
        )
    return ()


def global_load_lds_sbyte(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(
            V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "i32"),
            np.uint32,
        ),
        None,
    )
    return ()


def global_load_lds_sshort(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(
            V.cvt(V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16), "i16", "i32"),
            np.uint32,
        ),
        None,
    )
    return ()


def global_load_lds_ubyte(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32"), np.uint32),
        None,
    )
    return ()


def global_load_lds_ushort(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32"), np.uint32),
        None,
    )
    return ()


def global_load_sbyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.int32)
    data = V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "i32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def global_load_sbyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 4294901760)
            | V.cvt(
                V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "u16"),
                "u16",
                "u32",
            )
        ),
        np.uint32,
    )
    return (D,)


def global_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 65535)
            | V.shl(
                V.cvt(
                    V.cvt(
                        V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "u16"
                    ),
                    "u16",
                    "u32",
                ),
                16,
                32,
            )
        ),
        np.uint32,
    )
    return (D,)


def global_load_short_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32")), np.uint32
    )
    return (D,)


def global_load_short_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | V.shl(V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32"), 16, 32)),
        np.uint32,
    )
    return (D,)


def global_load_sshort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.int32)
    data = V.cvt(V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16), "i16", "i32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def global_load_ubyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def global_load_ubyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32")), np.uint32
    )
    return (D,)


def global_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | V.shl(V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32"), 16, 32)),
        np.uint32,
    )
    return (D,)


def global_load_ushort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def global_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, V.reinterpret(V.cvt(DATA, "u32", "u8"), np.uint8), None)
    return ()


def global_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 8, ADDRESS, V.reinterpret(V.cvt(V.shr(DATA, 16, 32), "u32", "u8"), np.uint8), None
    )
    return ()


def global_store_dword(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(DATA, np.uint32), None)
    return ()


def global_store_dwordx2(DATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def global_store_dwordx3(DATA, ADDRESS, _st):
    for i in range(3):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def global_store_dwordx4(DATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def global_store_short(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 16, ADDRESS, V.reinterpret(V.cvt(DATA, "u32", "u16"), np.uint16), None)
    return ()


def global_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 16, ADDRESS, V.reinterpret(V.cvt(V.shr(DATA, 16, 32), "u32", "u16"), np.uint16), None
    )
    return ()


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


def s_atomic_add(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old + data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_add_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old + data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_and(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old & data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_and_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old & data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_cmpswap(ADDRESS, SDATA, RETURN, _st):
    SDATA = np.array(SDATA, np.uint32)
    old = V.zero(np.uint32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(np.where((old == SDATA[..., 1]), SDATA[..., 0], old), np.uint32),
        None,
    )
    _c1 = RETURN
    SDATA[..., 0] = np.where(_c1, old, SDATA[..., 0])
    return (SDATA,)


def s_atomic_cmpswap_x2(ADDRESS, SDATA, RETURN, _st):
    SDATA = np.array(SDATA, np.uint32)
    old = V.zero(np.uint64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(
                (
                    old
                    == (
                        V.cvt(SDATA[..., 2], "u32", "u64")
                        | V.shl(V.cvt(SDATA[..., 3], "u32", "u64"), 32, 64)
                    )
                ),
                (
                    V.cvt(SDATA[..., 0], "u32", "u64")
                    | V.shl(V.cvt(SDATA[..., 1], "u32", "u64"), 32, 64)
                ),
                old,
            ),
            np.uint64,
        ),
        None,
    )
    _c1 = RETURN
    SDATA[..., 0] = np.where(_c1, V.cvt(old, "u64", "u32"), SDATA[..., 0])
    SDATA[..., 1] = np.where(_c1, V.cvt(V.shr(old, 32, 64), "u64", "u32"), SDATA[..., 1])
    return (SDATA,)


def s_atomic_dec(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint32
        ),
        None,
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_dec_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint64
        ),
        None,
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_inc(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_inc_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_or(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old | data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_or_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old | data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_smax(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_smax_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_smin(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_smin_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_sub(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old - data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_sub_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old - data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_swap(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(data, np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_swap_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret(data, np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_umax(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_umax_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_umin(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_umin_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_atomic_xor(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old ^ data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_atomic_xor_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old ^ data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


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


def s_buffer_atomic_add(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old + data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_add_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old + data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_and(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old & data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_and_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old & data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_cmpswap(ADDRESS, SDATA, RETURN, _st):
    SDATA = np.array(SDATA, np.uint32)
    old = V.zero(np.uint32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(np.where((old == SDATA[..., 1]), SDATA[..., 0], old), np.uint32),
        None,
    )
    _c1 = RETURN
    SDATA[..., 0] = np.where(_c1, old, SDATA[..., 0])
    return (SDATA,)


def s_buffer_atomic_cmpswap_x2(ADDRESS, SDATA, RETURN, _st):
    SDATA = np.array(SDATA, np.uint32)
    old = V.zero(np.uint64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(
                (
                    old
                    == (
                        V.cvt(SDATA[..., 2], "u32", "u64")
                        | V.shl(V.cvt(SDATA[..., 3], "u32", "u64"), 32, 64)
                    )
                ),
                (
                    V.cvt(SDATA[..., 0], "u32", "u64")
                    | V.shl(V.cvt(SDATA[..., 1], "u32", "u64"), 32, 64)
                ),
                old,
            ),
            np.uint64,
        ),
        None,
    )
    _c1 = RETURN
    SDATA[..., 0] = np.where(_c1, V.cvt(old, "u64", "u32"), SDATA[..., 0])
    SDATA[..., 1] = np.where(_c1, V.cvt(V.shr(old, 32, 64), "u64", "u32"), SDATA[..., 1])
    return (SDATA,)


def s_buffer_atomic_dec(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint32
        ),
        None,
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_dec_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM",
        64,
        ADDRESS,
        V.reinterpret(
            np.where(np.logical_or((old == 0), (old > data)), data, (old - 1)), np.uint64
        ),
        None,
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_inc(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_inc_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old >= data), 0, (old + 1)), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_or(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old | data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_or_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old | data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_smax(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_smax_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold > sdata), old, data), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_smin(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_smin_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((sold < sdata), old, data), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_sub(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old - data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_sub_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old - data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_swap(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(data, np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_swap_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret(data, np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_umax(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_umax_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old > data), old, data), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_umin(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint32), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_umin_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(np.where((old < data), old, data), np.uint64), None
    )
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_atomic_xor(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint32)
    sdata = V.zero(np.int32)
    old = V.zero(np.uint32)
    sold = V.zero(np.int32)
    data = SDATA
    sdata = SDATA.view(np.int32)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.int32)
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret((old ^ data), np.uint32), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint32), SDATA)
    return (SDATA,)


def s_buffer_atomic_xor_x2(SDATA, ADDRESS, RETURN, _st):
    data = V.zero(np.uint64)
    sdata = V.zero(np.int64)
    old = V.zero(np.uint64)
    sold = V.zero(np.int64)
    data = SDATA
    sdata = SDATA.view(np.int64)
    old = _st.mem_read("MEM", 64, ADDRESS, None)
    sold = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.int64)
    _st.mem_write("MEM", 64, ADDRESS, V.reinterpret((old ^ data), np.uint64), None)
    _c1 = RETURN
    SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_buffer_load_dword(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(1):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_buffer_load_dwordx16(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(16):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_buffer_load_dwordx2(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(2):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_buffer_load_dwordx4(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(4):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_buffer_load_dwordx8(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(8):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_buffer_store_dword(SDATA, ADDRESS, _st):
    for i in range(1):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


def s_buffer_store_dwordx2(SDATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


def s_buffer_store_dwordx4(SDATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


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


def s_load_dword(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(1):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_load_dwordx16(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(16):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_load_dwordx2(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(2):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_load_dwordx4(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(4):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_load_dwordx8(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(8):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


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


def s_memrealtime(CLOCK):
    SDATA = V.reinterpret(CLOCK, np.uint64)
    return (SDATA,)


def s_memtime(CLOCK):
    SDATA = V.reinterpret(CLOCK, np.uint64)
    return (SDATA,)


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


def s_scratch_load_dword(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(1):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_scratch_load_dwordx2(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(2):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_scratch_load_dwordx4(ADDRESS, SDATA, _st):
    SDATA = np.array(SDATA, np.uint32)
    for i in range(4):
        SDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (SDATA,)


def s_scratch_store_dword(SDATA, ADDRESS, _st):
    for i in range(1):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


def s_scratch_store_dwordx2(SDATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


def s_scratch_store_dwordx4(SDATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


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


def s_store_dword(SDATA, ADDRESS, _st):
    for i in range(1):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


def s_store_dwordx2(SDATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


def s_store_dwordx4(SDATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(SDATA[..., i], np.uint32),
            None,
        )
    return ()


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


def scratch_load_dword(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = _st.mem_read("MEM", 32, ADDRESS, None)
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def scratch_load_dwordx2(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(2):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def scratch_load_dwordx3(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(3):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def scratch_load_dwordx4(ADDRESS, D, _st):
    D = np.array(D, np.uint32)
    for i in range(4):
        D[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (D,)


def scratch_load_lds_dword(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.uint32),
        None,
    )
    return ()


def scratch_load_lds_sbyte(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(
            V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "i32"),
            np.uint32,
        ),
        None,
    )
    return ()


def scratch_load_lds_sshort(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(
            V.cvt(V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16), "i16", "i32"),
            np.uint32,
        ),
        None,
    )
    return ()


def scratch_load_lds_ubyte(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32"), np.uint32),
        None,
    )
    return ()


def scratch_load_lds_ushort(ADDRESS, LDS_ADDRESS, laneId, _st):
    _st.mem_write(
        "LDS",
        32,
        (LDS_ADDRESS + (laneId * 4)),
        V.reinterpret(V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32"), np.uint32),
        None,
    )
    return ()


def scratch_load_sbyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.int32)
    data = V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "i32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def scratch_load_sbyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 4294901760)
            | V.cvt(
                V.cvt(V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "u16"),
                "u16",
                "u32",
            )
        ),
        np.uint32,
    )
    return (D,)


def scratch_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 65535)
            | V.shl(
                V.cvt(
                    V.cvt(
                        V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8), "i8", "u16"
                    ),
                    "u16",
                    "u32",
                ),
                16,
                32,
            )
        ),
        np.uint32,
    )
    return (D,)


def scratch_load_short_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32")), np.uint32
    )
    return (D,)


def scratch_load_short_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | V.shl(V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32"), 16, 32)),
        np.uint32,
    )
    return (D,)


def scratch_load_sshort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.int32)
    data = V.cvt(V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16), "i16", "i32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def scratch_load_ubyte(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def scratch_load_ubyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32")), np.uint32
    )
    return (D,)


def scratch_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | V.shl(V.cvt(_st.mem_read("MEM", 8, ADDRESS, None), "u8", "u32"), 16, 32)),
        np.uint32,
    )
    return (D,)


def scratch_load_ushort(ADDRESS, LDS_DMA, LDS_ADDRESS, laneId, D, _st):
    data = V.zero(np.uint32)
    data = V.cvt(_st.mem_read("MEM", 16, ADDRESS, None), "u16", "u32")
    _c1 = LDS_DMA
    _st.mem_write("LDS", 32, (LDS_ADDRESS + (laneId * 4)), V.reinterpret(data, np.uint32), _c1)
    _m2 = np.logical_not(_c1)
    D = np.where(_m2, V.reinterpret(data, np.uint32), D)
    return (D,)


def scratch_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, V.reinterpret(V.cvt(DATA, "u32", "u8"), np.uint8), None)
    return ()


def scratch_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 8, ADDRESS, V.reinterpret(V.cvt(V.shr(DATA, 16, 32), "u32", "u8"), np.uint8), None
    )
    return ()


def scratch_store_dword(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(DATA, np.uint32), None)
    return ()


def scratch_store_dwordx2(DATA, ADDRESS, _st):
    for i in range(2):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def scratch_store_dwordx3(DATA, ADDRESS, _st):
    for i in range(3):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def scratch_store_dwordx4(DATA, ADDRESS, _st):
    for i in range(4):
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.const((4 * i), np.uint64)),
            V.reinterpret(DATA[..., i], np.uint32),
            None,
        )
    return ()


def scratch_store_short(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 16, ADDRESS, V.reinterpret(V.cvt(DATA, "u32", "u16"), np.uint16), None)
    return ()


def scratch_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 16, ADDRESS, V.reinterpret(V.cvt(V.shr(DATA, 16, 32), "u32", "u16"), np.uint16), None
    )
    return ()


def tbuffer_load_format_d16_x(NFMT, DFMT, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(1):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 1)] = np.where(_m86, v, VDATA[..., V.imod(k, 1)])
    return (VDATA,)


def tbuffer_load_format_d16_xy(NFMT, DFMT, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(2):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 1)] = np.where(_m86, v, VDATA[..., V.imod(k, 1)])
    return (VDATA,)


def tbuffer_load_format_d16_xyz(NFMT, DFMT, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(3):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 2)] = np.where(_m86, v, VDATA[..., V.imod(k, 2)])
    return (VDATA,)


def tbuffer_load_format_d16_xyzw(NFMT, DFMT, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(4):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 1 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 2)] = np.where(_m86, v, VDATA[..., V.imod(k, 2)])
    return (VDATA,)


def tbuffer_load_format_x(NFMT, DFMT, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(1):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 0 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 1)] = np.where(_m86, v, VDATA[..., V.imod(k, 1)])
    return (VDATA,)


def tbuffer_load_format_xy(NFMT, DFMT, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(2):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 0 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 2)] = np.where(_m86, v, VDATA[..., V.imod(k, 2)])
    return (VDATA,)


def tbuffer_load_format_xyz(NFMT, DFMT, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(3):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 0 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 3)] = np.where(_m86, v, VDATA[..., V.imod(k, 3)])
    return (VDATA,)


def tbuffer_load_format_xyzw(NFMT, DFMT, ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    s = V.zero(np.uint32)
    c = V.zero(np.uint32)
    w = V.zero(np.uint32)
    o = V.zero(np.uint32)
    raw = V.zero(np.uint32)
    m = V.zero(np.uint32)
    sv = V.zero(np.int32)
    v = V.zero(np.uint32)
    integer = V.zero(np.bool_)
    h = V.zero(np.uint32)
    half = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    for k in range(4):
        s = V.shr(sel, (3 * k), 32) & 7
        c = (s - 4) & 3
        w = V.cvt(0, "int", "u32")
        o = V.cvt(0, "int", "u32")
        _c41 = s >= 4
        w = np.where(_c41, (V.shr(widths, (8 * c), 32) & 255), w)
        for j in range(3):
            _c42 = V.const(j, np.uint32) < c
            _m43 = np.logical_and(_c41, _c42)
            o = np.where(_m43, (o + (V.shr(widths, (8 * j), 32) & 255)), o)
        raw = V.cvt(0, "int", "u32")
        _c44 = w == 32
        raw = np.where(
            _c44,
            _st.mem_read("MEM", 32, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _c44),
            raw,
        )
        _m45 = np.logical_not(_c44)
        _c46 = w == 16
        _m47 = np.logical_and(_m45, _c46)
        raw = np.where(
            _m47,
            V.cvt(
                _st.mem_read("MEM", 16, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m47),
                "u16",
                "u32",
            ),
            raw,
        )
        _m48 = np.logical_and(_m45, np.logical_not(_c46))
        _c49 = w == 8
        _m50 = np.logical_and(_m48, _c49)
        raw = np.where(
            _m50,
            V.cvt(
                _st.mem_read("MEM", 8, (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")), _m50),
                "u8",
                "u32",
            ),
            raw,
        )
        _m51 = np.logical_and(_m48, np.logical_not(_c49))
        _c52 = w != 0
        _m53 = np.logical_and(_m51, _c52)
        raw = np.where(
            _m53,
            (
                V.shr(_st.mem_read("MEM", 32, ADDRESS, _m53), o, 32)
                & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
            ),
            raw,
        )
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        sv = V.shr(V.reinterpret(V.shl(raw, (32 - w), 32), np.int32), (32 - w), 32)
        v = V.cvt(0, "int", "u32")
        _c54 = w == 0
        v = np.where(_c54, V.const(0, np.uint32), v)
        _m55 = np.logical_not(_c54)
        _c56 = nfmt == 0
        _m57 = np.logical_and(_m55, _c56)
        v = np.where(
            _m57,
            V.reinterpret(V.fdiv(V.cvt(raw, "u32", "f32"), V.cvt(m, "u32", "f32")), np.uint32),
            v,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = nfmt == 1
        _m60 = np.logical_and(_m58, _c59)
        v = np.where(
            _m60,
            V.reinterpret(
                V.fmax(
                    V.fdiv(V.cvt(sv, "i32", "f32"), V.cvt(V.shr(m, 1, 32), "u32", "f32")),
                    V.const((-1.0), np.float32),
                ),
                np.uint32,
            ),
            v,
        )
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 2
        _m63 = np.logical_and(_m61, _c62)
        v = np.where(_m63, V.reinterpret(V.cvt(raw, "u32", "f32"), np.uint32), v)
        _m64 = np.logical_and(_m61, np.logical_not(_c62))
        _c65 = nfmt == 3
        _m66 = np.logical_and(_m64, _c65)
        v = np.where(_m66, V.reinterpret(V.cvt(sv, "i32", "f32"), np.uint32), v)
        _m67 = np.logical_and(_m64, np.logical_not(_c65))
        _c68 = nfmt == 4
        _m69 = np.logical_and(_m67, _c68)
        v = np.where(_m69, raw, v)
        _m70 = np.logical_and(_m67, np.logical_not(_c68))
        _c71 = nfmt == 5
        _m72 = np.logical_and(_m70, _c71)
        v = np.where(_m72, V.reinterpret(sv, np.uint32), v)
        _m73 = np.logical_and(_m70, np.logical_not(_c71))
        _c74 = nfmt == 7
        _m75 = np.logical_and(_m73, _c74)
        _c76 = w == 32
        _m77 = np.logical_and(_m75, _c76)
        v = np.where(_m77, raw, v)
        _m78 = np.logical_and(_m75, np.logical_not(_c76))
        _c79 = w == 16
        _m80 = np.logical_and(_m78, _c79)
        v = np.where(
            _m80,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(raw, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            v,
        )
        _m81 = np.logical_and(_m78, np.logical_not(_c79))
        _c82 = np.logical_or((w == 11), (w == 10))
        _m83 = np.logical_and(_m81, _c82)
        v = np.where(
            _m83,
            V.reinterpret(
                V.cvt(
                    V.reinterpret(V.cvt(V.shl(raw, (15 - w), 32), "u32", "u16"), np.float16),
                    "f16",
                    "f32",
                ),
                np.uint32,
            ),
            v,
        )
        integer = np.logical_or((nfmt == 4), (nfmt == 5))
        _c84 = s == 1
        v = np.where(
            _c84, V.const(V.const(np.where(integer, 1, 1065353216), np.uint32), np.uint32), v
        )
        _c85 = 0 == 1
        h = np.where(
            _c85,
            np.where(
                integer,
                V.cvt(V.cvt(v, "u32", "u16"), "u16", "u32"),
                V.cvt(
                    V.reinterpret(V.cvt(V.reinterpret(v, np.float32), "f32", "f16"), np.uint16),
                    "u16",
                    "u32",
                ),
            ),
            h,
        )
        half = np.where(_c85, V.cvt(((k + 0) & 1), "int", "u32"), half)
        VDATA[..., V.shr((k + 0), 1, 0)] = np.where(
            _c85,
            (
                (
                    VDATA[..., V.shr((k + 0), 1, 0)]
                    & V.const((~V.shl(65535, (16 * half), 0)), np.uint32)
                )
                | V.shl(h, (16 * half), 32)
            ),
            VDATA[..., V.shr((k + 0), 1, 0)],
        )
        _m86 = np.logical_not(_c85)
        VDATA[..., V.imod(k, 4)] = np.where(_m86, v, VDATA[..., V.imod(k, 4)])
    return (VDATA,)


def tbuffer_store_format_d16_x(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 1) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 1)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 1
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def tbuffer_store_format_d16_xy(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 2) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 1)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 2
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def tbuffer_store_format_d16_xyz(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 3) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 2)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 3
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def tbuffer_store_format_d16_xyzw(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 1 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 4) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 2)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 4
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def tbuffer_store_format_x(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 0 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 1) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 1)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 1
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def tbuffer_store_format_xy(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 0 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 2) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 2)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 2
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def tbuffer_store_format_xyz(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 0 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 3) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 3)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 3
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def tbuffer_store_format_xyzw(NFMT, DFMT, VDATA, ADDRESS, _st):
    sel = V.zero(np.uint32)
    nfmt = V.zero(np.uint32)
    dfmt = V.zero(np.uint32)
    widths = V.zero(np.uint32)
    packed = V.zero(np.uint32)
    o = V.zero(np.uint32)
    w = V.zero(np.uint32)
    m = V.zero(np.uint32)
    x = V.zero(np.uint32)
    f = V.zero(np.float32)
    r = V.zero(np.uint32)
    mb = V.zero(np.uint32)
    e = V.zero(np.int32)
    q = V.zero(np.uint32)
    sel = V.cvt(4012, "int", "u32")
    nfmt = NFMT
    dfmt = DFMT
    widths = V.cvt(0, "int", "u32")
    _c1 = dfmt == 1
    widths = np.where(_c1, V.const(8, np.uint32), widths)
    _m2 = np.logical_not(_c1)
    _c3 = dfmt == 2
    _m4 = np.logical_and(_m2, _c3)
    widths = np.where(_m4, V.const(16, np.uint32), widths)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = dfmt == 3
    _m7 = np.logical_and(_m5, _c6)
    widths = np.where(_m7, V.const(2056, np.uint32), widths)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = dfmt == 4
    _m10 = np.logical_and(_m8, _c9)
    widths = np.where(_m10, V.const(32, np.uint32), widths)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = dfmt == 5
    _m13 = np.logical_and(_m11, _c12)
    widths = np.where(_m13, V.const(4112, np.uint32), widths)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = dfmt == 6
    _m16 = np.logical_and(_m14, _c15)
    widths = np.where(_m16, V.const(658187, np.uint32), widths)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = dfmt == 7
    _m19 = np.logical_and(_m17, _c18)
    widths = np.where(_m19, V.const(723722, np.uint32), widths)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    _c21 = dfmt == 8
    _m22 = np.logical_and(_m20, _c21)
    widths = np.where(_m22, V.const(168430082, np.uint32), widths)
    _m23 = np.logical_and(_m20, np.logical_not(_c21))
    _c24 = dfmt == 9
    _m25 = np.logical_and(_m23, _c24)
    widths = np.where(_m25, V.const(34212362, np.uint32), widths)
    _m26 = np.logical_and(_m23, np.logical_not(_c24))
    _c27 = dfmt == 10
    _m28 = np.logical_and(_m26, _c27)
    widths = np.where(_m28, V.const(134744072, np.uint32), widths)
    _m29 = np.logical_and(_m26, np.logical_not(_c27))
    _c30 = dfmt == 11
    _m31 = np.logical_and(_m29, _c30)
    widths = np.where(_m31, V.const(8224, np.uint32), widths)
    _m32 = np.logical_and(_m29, np.logical_not(_c30))
    _c33 = dfmt == 12
    _m34 = np.logical_and(_m32, _c33)
    widths = np.where(_m34, V.const(269488144, np.uint32), widths)
    _m35 = np.logical_and(_m32, np.logical_not(_c33))
    _c36 = dfmt == 13
    _m37 = np.logical_and(_m35, _c36)
    widths = np.where(_m37, V.const(2105376, np.uint32), widths)
    _m38 = np.logical_and(_m35, np.logical_not(_c36))
    _c39 = dfmt == 14
    _m40 = np.logical_and(_m38, _c39)
    widths = np.where(_m40, V.const(538976288, np.uint32), widths)
    packed = V.cvt(0, "int", "u32")
    o = V.cvt(0, "int", "u32")
    for c in range(4):
        w = V.shr(widths, (8 * c), 32) & 255
        m = V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
        x = V.cvt(0, "int", "u32")
        _c41 = 0 == 1
        x = np.where(
            _c41,
            (V.shr(VDATA[..., V.shr((V.imod(c, 4) + 0), 1, 0)], (16 * ((c + 0) & 1)), 32) & 65535),
            x,
        )
        _c42 = nfmt == 5
        _m43 = np.logical_and(_c41, _c42)
        x = np.where(
            _m43,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.int16), "i16", "i32"), np.uint32
            ),
            x,
        )
        _m44 = np.logical_and(_c41, np.logical_not(_c42))
        _c45 = nfmt != 4
        _m46 = np.logical_and(_m44, _c45)
        x = np.where(
            _m46,
            V.reinterpret(
                V.cvt(V.reinterpret(V.cvt(x, "u32", "u16"), np.float16), "f16", "f32"), np.uint32
            ),
            x,
        )
        _m47 = np.logical_not(_c41)
        x = np.where(_m47, VDATA[..., V.imod(c, 4)], x)
        f = V.reinterpret(x, np.float32)
        r = V.cvt(0, "int", "u32")
        _c48 = nfmt == 0
        r = np.where(
            _c48,
            V.cvt(
                V.unary(
                    "rndne",
                    (
                        V.fmin(V.fmax(f, V.const(0.0, np.float32)), V.const(1.0, np.float32))
                        * V.cvt(m, "u32", "f32")
                    ),
                ),
                "f32",
                "u32",
            ),
            r,
        )
        _m49 = np.logical_not(_c48)
        _c50 = nfmt == 1
        _m51 = np.logical_and(_m49, _c50)
        r = np.where(
            _m51,
            (
                V.reinterpret(
                    V.cvt(
                        V.unary(
                            "rndne",
                            (
                                V.fmin(
                                    V.fmax(f, V.const((-1.0), np.float32)), V.const(1.0, np.float32)
                                )
                                * V.cvt(V.shr(m, 1, 32), "u32", "f32")
                            ),
                        ),
                        "f32",
                        "i32",
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m52 = np.logical_and(_m49, np.logical_not(_c50))
        _c53 = nfmt == 2
        _m54 = np.logical_and(_m52, _c53)
        r = np.where(_m54, np.minimum(V.cvt(f, "f32", "u32"), m), r)
        _m55 = np.logical_and(_m52, np.logical_not(_c53))
        _c56 = nfmt == 3
        _m57 = np.logical_and(_m55, _c56)
        r = np.where(
            _m57,
            (
                V.reinterpret(
                    np.minimum(
                        np.maximum(
                            V.cvt(f, "f32", "i32"),
                            ((-V.reinterpret(V.shr(m, 1, 32), np.int32)) - 1),
                        ),
                        V.reinterpret(V.shr(m, 1, 32), np.int32),
                    ),
                    np.uint32,
                )
                & m
            ),
            r,
        )
        _m58 = np.logical_and(_m55, np.logical_not(_c56))
        _c59 = np.logical_or((nfmt == 4), (nfmt == 5))
        _m60 = np.logical_and(_m58, _c59)
        r = np.where(_m60, (x & m), r)
        _m61 = np.logical_and(_m58, np.logical_not(_c59))
        _c62 = nfmt == 7
        _m63 = np.logical_and(_m61, _c62)
        _c64 = w == 32
        _m65 = np.logical_and(_m63, _c64)
        r = np.where(_m65, x, r)
        _m66 = np.logical_and(_m63, np.logical_not(_c64))
        _c67 = w == 16
        _m68 = np.logical_and(_m66, _c67)
        r = np.where(_m68, V.cvt(V.reinterpret(V.cvt(f, "f32", "f16"), np.uint16), "u16", "u32"), r)
        _m69 = np.logical_and(_m66, np.logical_not(_c67))
        _c70 = np.logical_or((w == 11), (w == 10))
        _m71 = np.logical_and(_m69, _c70)
        mb = np.where(_m71, (w - 5), mb)
        _c72 = np.isnan(f)
        _m73 = np.logical_and(_m71, _c72)
        r = np.where(
            _m73,
            V.const(V.const((V.shl(31, mb, 0) | V.shl(1, (mb - 1), 0)), np.uint32), np.uint32),
            r,
        )
        _m74 = np.logical_and(_m71, np.logical_not(_c72))
        _c75 = f >= V.const(131072.0, np.float32)
        _m76 = np.logical_and(_m74, _c75)
        r = np.where(_m76, V.const(V.const(V.shl(31, mb, 0), np.uint32), np.uint32), r)
        _m77 = np.logical_and(_m74, np.logical_not(_c75))
        _c78 = f > V.const(0.0, np.float32)
        _m79 = np.logical_and(_m77, _c78)
        e = np.where(_m79, np.maximum((V.unary("frexp_exp", f) - 1), V.const((-14), np.int32)), e)
        q = np.where(
            _m79,
            V.cvt(V.unary("rndne", V.ldexp(f, (V.reinterpret(mb, np.int32) - e))), "f32", "u32"),
            q,
        )
        r = np.where(
            _m79,
            np.minimum(
                (V.shl(V.reinterpret((e + 14), np.uint32), mb, 32) + q),
                V.shl(V.cvt(31, "int", "u32"), mb, 32),
            ),
            r,
        )
        _c80 = c < 4
        _c81 = w == 32
        _m82 = np.logical_and(_c80, _c81)
        _st.mem_write(
            "MEM",
            32,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(r, np.uint32),
            _m82,
        )
        _m83 = np.logical_and(_c80, np.logical_not(_c81))
        _c84 = w == 16
        _m85 = np.logical_and(_m83, _c84)
        _st.mem_write(
            "MEM",
            16,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u16"), np.uint16),
            _m85,
        )
        _m86 = np.logical_and(_m83, np.logical_not(_c84))
        _c87 = w == 8
        _m88 = np.logical_and(_m86, _c87)
        _st.mem_write(
            "MEM",
            8,
            (ADDRESS + V.cvt(V.shr(o, 3, 32), "u32", "u64")),
            V.reinterpret(V.cvt(r, "u32", "u8"), np.uint8),
            _m88,
        )
        _m89 = np.logical_and(_m86, np.logical_not(_c87))
        _c90 = w != 0
        _m91 = np.logical_and(_m89, _c90)
        packed = np.where(_m91, (packed | V.shl(r, o, 32)), packed)
        o = o + w
    _c92 = np.logical_and((dfmt >= 6), (dfmt <= 9))
    _st.mem_write("MEM", 32, ADDRESS, V.reinterpret(packed, np.uint32), _c92)
    return ()


def v_accvgpr_mov_b32(S0):
    D = V.reinterpret(S0, np.uint32)
    return (D,)


def v_accvgpr_read_b32(S0):
    D = V.reinterpret(S0, np.uint32)
    return (D,)


def v_accvgpr_write_b32(S0):
    D = V.reinterpret(S0, np.uint32)
    return (D,)


def v_add3_u32(S0, S1, S2):
    D = V.reinterpret(((S0 + S1) + S2), np.uint32)
    return (D,)


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


def v_add_f64(S0, S1):
    D = V.reinterpret((S0.view(np.float64) + S1.view(np.float64)), np.uint64)
    return (D,)


def v_add_i16(S0, S1, CLAMP):
    r = V.zero(np.int64)
    r = V.cvt(S0.view(np.int16), "i16", "i64") + V.cvt(S1.view(np.int16), "i16", "i64")
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 32767), V.const((-32768), np.int64)), r)
    D = V.reinterpret(V.cvt(r, "i64", "i16"), np.uint16)
    return (D,)


def v_add_i32(S0, S1, CLAMP):
    r = V.zero(np.int64)
    r = V.cvt(S0.view(np.int32), "i32", "i64") + V.cvt(S1.view(np.int32), "i32", "i64")
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 2147483647), V.const((-2147483648), np.int64)), r)
    D = V.reinterpret(V.cvt(r, "i64", "i32"), np.uint32)
    return (D,)


def v_add_lshl_u32(S0, S1, S2):
    D = V.reinterpret(V.shl((S0 + S1), V.bits(S2, 4, 0), 32), np.uint32)
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


def v_alignbit_b32(S0, S1, S2, CLAMP):
    D = V.reinterpret(
        V.cvt(
            V.shr(
                (V.shl(V.cvt(S0, "u32", "u64"), 32, 64) | V.cvt(S1, "u32", "u64")),
                V.cvt(V.bits(S2, 4, 0), "u32", "u64"),
                64,
            ),
            "u64",
            "u32",
        ),
        np.uint32,
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_alignbyte_b32(S0, S1, S2, CLAMP):
    D = V.reinterpret(
        V.cvt(
            V.shr(
                (V.shl(V.cvt(S0, "u32", "u64"), 32, 64) | V.cvt(S1, "u32", "u64")),
                V.cvt((8 * V.bits(S2, 4, 0)), "u32", "u64"),
                64,
            ),
            "u64",
            "u32",
        ),
        np.uint32,
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_and_b32(S0, S1):
    D = V.reinterpret((S0 & S1), np.uint32)
    return (D,)


def v_and_or_b32(S0, S1, S2):
    D = V.reinterpret(((S0 & S1) | S2), np.uint32)
    return (D,)


def v_ashr_pk_i8_i32(S2, S0, S1):
    sh = V.zero(np.int32)
    lo = V.zero(np.uint16)
    hi = V.zero(np.uint16)
    sh = V.cvt(V.bits(S2, 4, 0), "u32", "i32")
    lo = (
        V.cvt(
            np.maximum(
                np.minimum(V.shr(S0.view(np.int32), sh, 32), 127), V.const((-128), np.int32)
            ),
            "i32",
            "u16",
        )
        & 255
    )
    hi = (
        V.cvt(
            np.maximum(
                np.minimum(V.shr(S1.view(np.int32), sh, 32), 127), V.const((-128), np.int32)
            ),
            "i32",
            "u16",
        )
        & 255
    )
    D = V.reinterpret((V.shl(hi, 8, 16) | lo), np.uint16)
    return (D,)


def v_ashr_pk_u8_i32(S2, S0, S1):
    sh = V.zero(np.int32)
    lo = V.zero(np.uint16)
    hi = V.zero(np.uint16)
    sh = V.cvt(V.bits(S2, 4, 0), "u32", "i32")
    lo = V.cvt(np.maximum(np.minimum(V.shr(S0.view(np.int32), sh, 32), 255), 0), "i32", "u16") & 255
    hi = V.cvt(np.maximum(np.minimum(V.shr(S1.view(np.int32), sh, 32), 255), 0), "i32", "u16") & 255
    D = V.reinterpret((V.shl(hi, 8, 16) | lo), np.uint16)
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


def v_ashrrev_i64(S1, S0):
    D = V.reinterpret(
        V.shr(S1.view(np.int64), V.cvt(V.bits(S0, 5, 0), "u32", "i64"), 64), np.uint64
    )
    return (D,)


def v_bcnt_u32_b32(S0, S1):
    D = V.reinterpret(
        (V.cvt(V.popcount((S0 & V.cvt(4294967295, "int", "u32")), 32), "u32", "u32") + S1),
        np.uint32,
    )
    return (D,)


def v_bfe_i32(S1, S2, S0):
    off = V.zero(np.uint32)
    w = V.zero(np.uint32)
    f = V.zero(np.uint32)
    s = V.zero(np.uint32)
    off = V.bits(S1, 4, 0)
    w = V.bits(S2, 4, 0)
    f = V.cvt(V.shr(S0.view(np.int32), V.cvt(off, "u32", "i32"), 32), "i32", "u32") & (
        V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
    )
    s = 32 - w
    D = V.reinterpret(
        V.shr(V.cvt(V.shl(f, s, 32), "u32", "i32"), V.cvt(s, "u32", "i32"), 32), np.uint32
    )
    return (D,)


def v_bfe_u32(S1, S2, S0):
    off = V.zero(np.uint32)
    w = V.zero(np.uint32)
    f = V.zero(np.uint32)
    s = V.zero(np.uint32)
    off = V.bits(S1, 4, 0)
    w = V.bits(S2, 4, 0)
    f = V.cvt(V.shr(S0, V.cvt(off, "u32", "u32"), 32), "u32", "u32") & (
        V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
    )
    s = 32 - w
    D = V.reinterpret(
        V.shr(V.cvt(V.shl(f, s, 32), "u32", "u32"), V.cvt(s, "u32", "u32"), 32), np.uint32
    )
    return (D,)


def v_bfi_b32(S0, S1, S2):
    D = V.reinterpret(((S0 & S1) | ((~S0) & S2)), np.uint32)
    return (D,)


def v_bfm_b32(S0, S1):
    D = V.reinterpret(
        V.shl((V.shl(V.cvt(1, "int", "u32"), V.bits(S0, 4, 0), 32) - 1), V.bits(S1, 4, 0), 32),
        np.uint32,
    )
    return (D,)


def v_bfrev_b32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(V.brev(x, 32), np.uint32)
    return (D,)


def v_bitop3_b16(S0, S1, S2, BITOP3):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    c = V.zero(np.uint16)
    r = V.zero(np.uint16)
    x = V.zero(np.uint16)
    y = V.zero(np.uint16)
    z = V.zero(np.uint16)
    a = S0
    b = S1
    c = S2
    r = V.cvt(0, "int", "u16")
    for i in range(8):
        x = np.where(((i & 4) != 0), a, (~a))
        y = np.where(((i & 2) != 0), b, (~b))
        z = np.where(((i & 1) != 0), c, (~c))
        _c1 = (V.shr(BITOP3, V.cvt(i, "int", "u32"), 32) & 1) != 0
        r = np.where(_c1, (r | ((x & y) & z)), r)
    D = V.reinterpret(r, np.uint16)
    return (D,)


def v_bitop3_b32(S0, S1, S2, BITOP3):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    c = V.zero(np.uint32)
    r = V.zero(np.uint32)
    x = V.zero(np.uint32)
    y = V.zero(np.uint32)
    z = V.zero(np.uint32)
    a = S0
    b = S1
    c = S2
    r = V.cvt(0, "int", "u32")
    for i in range(8):
        x = np.where(((i & 4) != 0), a, (~a))
        y = np.where(((i & 2) != 0), b, (~b))
        z = np.where(((i & 1) != 0), c, (~c))
        _c1 = (V.shr(BITOP3, V.cvt(i, "int", "u32"), 32) & 1) != 0
        r = np.where(_c1, (r | ((x & y) & z)), r)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_ceil_f16(S0):
    D = V.reinterpret(V.unary("ceil", S0.view(np.float16)), np.uint16)
    return (D,)


def v_ceil_f32(S0):
    D = V.reinterpret(V.unary("ceil", S0.view(np.float32)), np.uint32)
    return (D,)


def v_ceil_f64(S0):
    D = V.reinterpret(V.unary("ceil", S0.view(np.float64)), np.uint64)
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


def v_cos_f16(S0):
    x = V.zero(np.float16)
    r = V.zero(np.float16)
    x = S0.view(np.float16)
    r = np.where((np.abs(x) > V.const(0.5, np.float16)), (x - V.unary("rndne", x)), x)
    D = V.reinterpret(V.unary("sin", (V.const(0.25, np.float16) - np.abs(r))), np.uint16)
    return (D,)


def v_cos_f32(S0):
    x = V.zero(np.float32)
    r = V.zero(np.float32)
    x = S0.view(np.float32)
    r = np.where((np.abs(x) > V.const(0.5, np.float32)), (x - V.unary("rndne", x)), x)
    D = V.reinterpret(V.unary("sin", (V.const(0.25, np.float32) - np.abs(r))), np.uint32)
    return (D,)


def v_cubeid_f32(S0, S1, S2):
    x = V.zero(np.float32)
    y = V.zero(np.float32)
    z = V.zero(np.float32)
    r = V.zero(np.float32)
    x = S0.view(np.float32)
    y = S1.view(np.float32)
    z = S2.view(np.float32)
    _c1 = np.logical_and((np.abs(z) >= np.abs(x)), (np.abs(z) >= np.abs(y)))
    r = np.where(
        _c1,
        np.where(
            (z < V.const(0.0, np.float32)), V.cvt(5.0, "float", "f32"), V.cvt(4.0, "float", "f32")
        ),
        r,
    )
    _m2 = np.logical_not(_c1)
    _c3 = np.abs(y) >= np.abs(x)
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(
        _m4,
        np.where(
            (y < V.const(0.0, np.float32)), V.cvt(3.0, "float", "f32"), V.cvt(2.0, "float", "f32")
        ),
        r,
    )
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    r = np.where(
        _m5,
        np.where(
            (x < V.const(0.0, np.float32)), V.cvt(1.0, "float", "f32"), V.cvt(0.0, "float", "f32")
        ),
        r,
    )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cubema_f32(S0, S1, S2):
    x = V.zero(np.float32)
    y = V.zero(np.float32)
    z = V.zero(np.float32)
    r = V.zero(np.float32)
    x = S0.view(np.float32)
    y = S1.view(np.float32)
    z = S2.view(np.float32)
    _c1 = np.logical_and((np.abs(z) >= np.abs(x)), (np.abs(z) >= np.abs(y)))
    r = np.where(_c1, (V.const(2.0, np.float32) * z), r)
    _m2 = np.logical_not(_c1)
    _c3 = np.abs(y) >= np.abs(x)
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, (V.const(2.0, np.float32) * y), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    r = np.where(_m5, (V.const(2.0, np.float32) * x), r)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cubesc_f32(S0, S1, S2):
    x = V.zero(np.float32)
    y = V.zero(np.float32)
    z = V.zero(np.float32)
    r = V.zero(np.float32)
    x = S0.view(np.float32)
    y = S1.view(np.float32)
    z = S2.view(np.float32)
    _c1 = np.logical_and((np.abs(z) >= np.abs(x)), (np.abs(z) >= np.abs(y)))
    r = np.where(_c1, np.where((z < V.const(0.0, np.float32)), (-x), x), r)
    _m2 = np.logical_not(_c1)
    _c3 = np.abs(y) >= np.abs(x)
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, x, r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    r = np.where(_m5, np.where((x < V.const(0.0, np.float32)), z, (-z)), r)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cubetc_f32(S0, S1, S2):
    x = V.zero(np.float32)
    y = V.zero(np.float32)
    z = V.zero(np.float32)
    r = V.zero(np.float32)
    x = S0.view(np.float32)
    y = S1.view(np.float32)
    z = S2.view(np.float32)
    _c1 = np.logical_and((np.abs(z) >= np.abs(x)), (np.abs(z) >= np.abs(y)))
    r = np.where(_c1, (-y), r)
    _m2 = np.logical_not(_c1)
    _c3 = np.abs(y) >= np.abs(x)
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, np.where((y < V.const(0.0, np.float32)), (-z), z), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    r = np.where(_m5, (-y), r)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cvt_f16_f32(S0):
    D = V.reinterpret(V.cvt(S0.view(np.float32), "f32", "f16"), np.uint16)
    return (D,)


def v_cvt_f16_i16(S0):
    D = V.reinterpret(V.cvt(S0.view(np.int16), "i16", "f16"), np.uint16)
    return (D,)


def v_cvt_f16_u16(S0):
    D = V.reinterpret(V.cvt(S0, "u16", "f16"), np.uint16)
    return (D,)


def v_cvt_f32_bf16(S0):
    D = V.reinterpret(V.shl(V.cvt(S0, "u16", "u32"), 16, 32), np.uint32)
    return (D,)


def v_cvt_f32_bf8(S0):
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    r = V.zero(np.uint32)
    e = V.cvt(V.bits(S0, 6, 2), "u32", "i32")
    m = V.bits(S0, 1, 0)
    r = V.reinterpret(
        np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f32"), (-16)),
            V.ldexp(V.cvt((m | 4), "u32", "f32"), (e - 17)),
        ),
        np.uint32,
    )
    r = np.where(
        (e == 31),
        np.where((m == 0), V.cvt(2139095040, "int", "u32"), V.cvt(2143289344, "int", "u32")),
        r,
    )
    D = V.reinterpret((r | V.shl(V.bit(S0, 7), 31, 32)), np.uint32)
    return (D,)


def v_cvt_f32_f16(S0):
    D = V.reinterpret(V.cvt(S0.view(np.float16), "f16", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_f64(S0):
    D = V.reinterpret(V.cvt(S0.view(np.float64), "f64", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_fp8(S0):
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    r = V.zero(np.uint32)
    e = V.cvt(V.bits(S0, 6, 3), "u32", "i32")
    m = V.bits(S0, 2, 0)
    r = V.reinterpret(
        np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f32"), (-9)),
            V.ldexp(V.cvt((m | 8), "u32", "f32"), (e - 10)),
        ),
        np.uint32,
    )
    r = np.where(np.logical_and((e == 15), (m == 7)), V.cvt(2143289344, "int", "u32"), r)
    D = V.reinterpret((r | V.shl(V.bit(S0, 7), 31, 32)), np.uint32)
    return (D,)


def v_cvt_f32_i32(S0):
    D = V.reinterpret(V.cvt(S0.view(np.int32), "i32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_u32(S0):
    D = V.reinterpret(V.cvt(S0, "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_ubyte0(S0):
    D = V.reinterpret(V.cvt(V.bits(S0, 7, 0), "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_ubyte1(S0):
    D = V.reinterpret(V.cvt(V.bits(S0, 15, 8), "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_ubyte2(S0):
    D = V.reinterpret(V.cvt(V.bits(S0, 23, 16), "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_ubyte3(S0):
    D = V.reinterpret(V.cvt(V.bits(S0, 31, 24), "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f64_f32(S0):
    D = V.reinterpret(V.cvt(S0.view(np.float32), "f32", "f64"), np.uint64)
    return (D,)


def v_cvt_f64_i32(S0):
    D = V.reinterpret(V.cvt(S0.view(np.int32), "i32", "f64"), np.uint64)
    return (D,)


def v_cvt_f64_u32(S0):
    D = V.reinterpret(V.cvt(S0, "u32", "f64"), np.uint64)
    return (D,)


def v_cvt_flr_i32_f32(S0, CLAMP):
    D = V.reinterpret(V.cvt(V.unary("floor", S0.view(np.float32)), "f32", "i32"), np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_i16_f16(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float16), "f16", "i16"), np.uint16)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_i32_f32(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float32), "f32", "i32"), np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_i32_f64(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float64), "f64", "i32"), np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_norm_i16_f16(S0, CLAMP):
    x = V.zero(np.float64)
    x = V.fmax(
        V.fmin(V.cvt(S0.view(np.float16), "f16", "f64"), V.const(1.0, np.float64)),
        V.cvt((-1), "int", "f64"),
    )
    D = V.reinterpret(
        np.where(
            np.isnan(S0.view(np.float16)),
            0,
            V.cvt(V.unary("rndne", (x * V.const(32767.0, np.float64))), "f64", "i16"),
        ),
        np.uint16,
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_norm_u16_f16(S0, CLAMP):
    x = V.zero(np.float64)
    x = V.fmax(
        V.fmin(V.cvt(S0.view(np.float16), "f16", "f64"), V.const(1.0, np.float64)),
        V.const(0.0, np.float64),
    )
    D = V.reinterpret(
        np.where(
            np.isnan(S0.view(np.float16)),
            0,
            V.cvt(V.unary("rndne", (x * V.const(65535.0, np.float64))), "f64", "u16"),
        ),
        np.uint16,
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_off_f32_i4(S0):
    D = V.reinterpret(
        (V.cvt(V.signext(S0.view(np.int32), 4, 32), "i32", "f32") * V.const(0.0625, np.float32)),
        np.uint32,
    )
    return (D,)


def v_cvt_pk_bf16_f32(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    h = V.zero(BF16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        h = V.cvt(np.where((i == 0), S0.view(np.float32), S1.view(np.float32)), "f32", "bf16")
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "bf16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "bf16")), V.cvt(0.0, "float", "bf16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cvt_pk_bf8_f32(S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    v = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    v = V.to_small(S0.view(np.float32), 1, sat) | V.shl(
        V.to_small(S1.view(np.float32), 1, sat), 8, 32
    )
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | V.shl(v, 16, 32))),
        np.uint32,
    )
    return (D,)


def v_cvt_pk_f16_f32(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        h = V.cvt(np.where((i == 0), S0.view(np.float32), S1.view(np.float32)), "f32", "f16")
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cvt_pk_f32_bf8(S0, CLAMP):
    acc = V.zero(np.uint64)
    b = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    r = V.zero(np.uint32)
    f = V.zero(np.float32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        b = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(b, 6, 2), "u32", "i32")
        m = V.bits(b, 1, 0)
        r = V.reinterpret(
            np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f32"), (-16)),
                V.ldexp(V.cvt((m | 4), "u32", "f32"), (e - 17)),
            ),
            np.uint32,
        )
        r = np.where(
            (e == 31),
            np.where((m == 0), V.cvt(2139095040, "int", "u32"), V.cvt(2143289344, "int", "u32")),
            r,
        )
        r = r | V.shl(V.bit(b, 7), 31, 32)
        _c1 = CLAMP
        f = np.where(_c1, V.reinterpret(r, np.float32), f)
        r = np.where(
            _c1,
            np.where(
                np.isnan(f),
                V.cvt(0, "int", "u32"),
                V.reinterpret(
                    V.fmax(V.fmin(f, V.cvt(1.0, "float", "f32")), V.cvt(0.0, "float", "f32")),
                    np.uint32,
                ),
            ),
            r,
        )
        acc = acc | V.shl(V.cvt(r, "u32", "u64"), (32 * i), 64)
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_cvt_pk_f32_fp8(S0, CLAMP):
    acc = V.zero(np.uint64)
    b = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    r = V.zero(np.uint32)
    f = V.zero(np.float32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        b = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(b, 6, 3), "u32", "i32")
        m = V.bits(b, 2, 0)
        r = V.reinterpret(
            np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f32"), (-9)),
                V.ldexp(V.cvt((m | 8), "u32", "f32"), (e - 10)),
            ),
            np.uint32,
        )
        r = np.where(np.logical_and((e == 15), (m == 7)), V.cvt(2143289344, "int", "u32"), r)
        r = r | V.shl(V.bit(b, 7), 31, 32)
        _c1 = CLAMP
        f = np.where(_c1, V.reinterpret(r, np.float32), f)
        r = np.where(
            _c1,
            np.where(
                np.isnan(f),
                V.cvt(0, "int", "u32"),
                V.reinterpret(
                    V.fmax(V.fmin(f, V.cvt(1.0, "float", "f32")), V.cvt(0.0, "float", "f32")),
                    np.uint32,
                ),
            ),
            r,
        )
        acc = acc | V.shl(V.cvt(r, "u32", "u64"), (32 * i), 64)
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_cvt_pk_fp8_f32(S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    v = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    v = V.to_small(S0.view(np.float32), 0, sat) | V.shl(
        V.to_small(S1.view(np.float32), 0, sat), 8, 32
    )
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | V.shl(v, 16, 32))),
        np.uint32,
    )
    return (D,)


def v_cvt_pk_i16_i32(S0, S1):
    lo = V.zero(np.uint16)
    hi = V.zero(np.uint16)
    lo = V.cvt(
        np.maximum(np.minimum(S0.view(np.int32), 32767), V.const((-32768), np.int32)), "i32", "u16"
    )
    hi = V.cvt(
        np.maximum(np.minimum(S1.view(np.int32), 32767), V.const((-32768), np.int32)), "i32", "u16"
    )
    D = V.reinterpret((V.shl(V.cvt(hi, "u16", "u32"), 16, 32) | V.cvt(lo, "u16", "u32")), np.uint32)
    return (D,)


def v_cvt_pk_u16_u32(S0, S1):
    lo = V.zero(np.uint16)
    hi = V.zero(np.uint16)
    lo = V.cvt(np.maximum(np.minimum(S0, 65535), 0), "u32", "u16")
    hi = V.cvt(np.maximum(np.minimum(S1, 65535), 0), "u32", "u16")
    D = V.reinterpret((V.shl(V.cvt(hi, "u16", "u32"), 16, 32) | V.cvt(lo, "u16", "u32")), np.uint32)
    return (D,)


def v_cvt_pk_u8_f32(S1, S0, S2, CLAMP):
    sh = V.zero(np.uint32)
    x = V.zero(np.float32)
    v = V.zero(np.uint32)
    sh = 8 * V.bits(S1, 1, 0)
    x = V.fmax(
        V.fmin(V.unary("rndne", S0.view(np.float32)), V.cvt(255.0, "float", "f32")),
        V.cvt(0.0, "float", "f32"),
    )
    v = np.where(np.isnan(S0.view(np.float32)), V.cvt(0, "int", "u32"), V.cvt(x, "f32", "u32"))
    D = V.reinterpret(
        ((S2 & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_pkaccum_u8_f32(S1, S0, D, CLAMP):
    sh = V.zero(np.uint32)
    x = V.zero(np.float32)
    v = V.zero(np.uint32)
    sh = 8 * V.bits(S1, 1, 0)
    x = V.fmax(
        V.fmin(V.unary("rndne", S0.view(np.float32)), V.cvt(255.0, "float", "f32")),
        V.cvt(0.0, "float", "f32"),
    )
    v = np.where(np.isnan(S0.view(np.float32)), V.cvt(0, "int", "u32"), V.cvt(x, "f32", "u32"))
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_pknorm_i16_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    x = V.zero(np.float16)
    c = V.zero(np.float64)
    v = V.zero(np.uint16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        x = np.where((i == 0), S0.view(np.float16), S1.view(np.float16))
        c = V.fmax(
            V.fmin(V.cvt(x, "f16", "f64"), V.const(1.0, np.float64)), (-V.cvt(1.0, "float", "f64"))
        )
        v = np.where(
            np.isnan(x),
            V.cvt(0, "int", "u16"),
            V.cvt(
                V.cvt(V.unary("rndne", (c * V.const(32767.0, np.float64))), "f64", "i16"),
                "i16",
                "u16",
            ),
        )
        r = r | V.shl(V.cvt(v, "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_pknorm_i16_f32(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    x = V.zero(np.float32)
    c = V.zero(np.float64)
    v = V.zero(np.uint16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        x = np.where((i == 0), S0.view(np.float32), S1.view(np.float32))
        c = V.fmax(
            V.fmin(V.cvt(x, "f32", "f64"), V.const(1.0, np.float64)), (-V.cvt(1.0, "float", "f64"))
        )
        v = np.where(
            np.isnan(x),
            V.cvt(0, "int", "u16"),
            V.cvt(
                V.cvt(V.unary("rndne", (c * V.const(32767.0, np.float64))), "f64", "i16"),
                "i16",
                "u16",
            ),
        )
        r = r | V.shl(V.cvt(v, "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_pknorm_u16_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    x = V.zero(np.float16)
    c = V.zero(np.float64)
    v = V.zero(np.uint16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        x = np.where((i == 0), S0.view(np.float16), S1.view(np.float16))
        c = V.fmax(
            V.fmin(V.cvt(x, "f16", "f64"), V.const(1.0, np.float64)), V.cvt(0.0, "float", "f64")
        )
        v = np.where(
            np.isnan(x),
            V.cvt(0, "int", "u16"),
            V.cvt(
                V.cvt(V.unary("rndne", (c * V.const(65535.0, np.float64))), "f64", "u16"),
                "u16",
                "u16",
            ),
        )
        r = r | V.shl(V.cvt(v, "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_pknorm_u16_f32(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    x = V.zero(np.float32)
    c = V.zero(np.float64)
    v = V.zero(np.uint16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        x = np.where((i == 0), S0.view(np.float32), S1.view(np.float32))
        c = V.fmax(
            V.fmin(V.cvt(x, "f32", "f64"), V.const(1.0, np.float64)), V.cvt(0.0, "float", "f64")
        )
        v = np.where(
            np.isnan(x),
            V.cvt(0, "int", "u16"),
            V.cvt(
                V.cvt(V.unary("rndne", (c * V.const(65535.0, np.float64))), "f64", "u16"),
                "u16",
                "u16",
            ),
        )
        r = r | V.shl(V.cvt(v, "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_pkrtz_f16_f32(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    x = V.zero(np.float32)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        x = np.where((i == 0), S0.view(np.float32), S1.view(np.float32))
        h = V.cvt(x, "f32", "f16")
        _c1 = np.abs(V.cvt(h, "f16", "f32")) > np.abs(x)
        h = np.where(_c1, V.reinterpret((V.reinterpret(h, np.uint16) - 1), np.float16), h)
        _c2 = CLAMP
        h = np.where(
            _c2,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cvt_rpi_i32_f32(S0, CLAMP):
    D = V.reinterpret(
        V.cvt(V.unary("floor", (S0.view(np.float32) + V.const(0.5, np.float32))), "f32", "i32"),
        np.uint32,
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_scalef32_2xpk16_bf6_f32(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(16):
        a = V.ldexp(V.cvt(V.reinterpret(S0[..., i], np.float32), "f32", "f64"), (127 - se))
        b = V.ldexp(V.cvt(V.reinterpret(S1[..., i], np.float32), "f32", "f64"), (127 - se))
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
        c = V.shl(V.cvt(V.to_small(a, 3, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
        c = V.shl(V.cvt(V.to_small(b, 3, True), "u32", "u64"), V.imod(((6 * i) + 96), 32), 64)
        D[..., V.idiv(((6 * i) + 96), 32)] = D[..., V.idiv(((6 * i) + 96), 32)] | V.cvt(
            c, "u64", "u32"
        )
        D[..., V.idiv(((6 * i) + 101), 32)] = D[..., V.idiv(((6 * i) + 101), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_2xpk16_fp6_f32(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(16):
        a = V.ldexp(V.cvt(V.reinterpret(S0[..., i], np.float32), "f32", "f64"), (127 - se))
        b = V.ldexp(V.cvt(V.reinterpret(S1[..., i], np.float32), "f32", "f64"), (127 - se))
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
        c = V.shl(V.cvt(V.to_small(a, 2, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
        c = V.shl(V.cvt(V.to_small(b, 2, True), "u32", "u64"), V.imod(((6 * i) + 96), 32), 64)
        D[..., V.idiv(((6 * i) + 96), 32)] = D[..., V.idiv(((6 * i) + 96), 32)] | V.cvt(
            c, "u64", "u32"
        )
        D[..., V.idiv(((6 * i) + 101), 32)] = D[..., V.idiv(((6 * i) + 101), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_f16_bf8(S1, S0, D):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(1):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 2), "u32", "i32")
        m = V.bits(v, 1, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-16)),
            V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 17)),
        )
        x = np.where(
            (e == 31),
            V.reinterpret(
                V.cvt(np.where((m == 0), 9218868437227405312, 9221120237041090560), "int", "u64"),
                np.float64,
            ),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16), "u16", "u64"),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(((D & 4294901760) | V.cvt(acc, "u64", "u32")), np.uint32)
    return (D,)


def v_cvt_scalef32_f16_fp8(S1, S0, D):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(1):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 3), "u32", "i32")
        m = V.bits(v, 2, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-9)),
            V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 10)),
        )
        x = np.where(
            np.logical_and((e == 15), (m == 7)),
            V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16), "u16", "u64"),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(((D & 4294901760) | V.cvt(acc, "u64", "u32")), np.uint32)
    return (D,)


def v_cvt_scalef32_f32_bf8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(1):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 2), "u32", "i32")
        m = V.bits(v, 1, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-16)),
            V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 17)),
        )
        x = np.where(
            (e == 31),
            V.reinterpret(
                V.cvt(np.where((m == 0), 9218868437227405312, 9221120237041090560), "int", "u64"),
                np.float64,
            ),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32), "u32", "u64"),
            V.cvt((32 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(V.cvt(acc, "u64", "u32"), np.uint32)
    return (D,)


def v_cvt_scalef32_f32_fp8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(1):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 3), "u32", "i32")
        m = V.bits(v, 2, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-9)),
            V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 10)),
        )
        x = np.where(
            np.logical_and((e == 15), (m == 7)),
            V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32), "u32", "u64"),
            V.cvt((32 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(V.cvt(acc, "u64", "u32"), np.uint32)
    return (D,)


def v_cvt_scalef32_pk32_bf16_bf6(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    r = V.zero(np.uint32)
    w = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for j in range(16):
        r = V.cvt(0, "int", "u32")
        for h in range(2):
            w = V.cvt(S0[..., V.idiv((6 * ((2 * j) + h)), 32)], "u32", "u64") | V.shl(
                V.cvt(S0[..., V.idiv(((6 * ((2 * j) + h)) + 5), 32)], "u32", "u64"), 32, 64
            )
            v = V.cvt(V.shr(w, V.imod((6 * ((2 * j) + h)), 32), 64), "u64", "u32") & 63
            e = V.cvt(V.bits(v, 4, 2), "u32", "i32")
            m = V.bits(v, 1, 0)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-4)),
                V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 5)),
            )
            x = np.where((V.bit(v, 5) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
            r = r | V.shl(
                V.cvt(V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16), "u16", "u32"), (16 * h), 32
            )
        D[..., j] = r
    return (D,)


def v_cvt_scalef32_pk32_bf16_fp6(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    r = V.zero(np.uint32)
    w = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for j in range(16):
        r = V.cvt(0, "int", "u32")
        for h in range(2):
            w = V.cvt(S0[..., V.idiv((6 * ((2 * j) + h)), 32)], "u32", "u64") | V.shl(
                V.cvt(S0[..., V.idiv(((6 * ((2 * j) + h)) + 5), 32)], "u32", "u64"), 32, 64
            )
            v = V.cvt(V.shr(w, V.imod((6 * ((2 * j) + h)), 32), 64), "u64", "u32") & 63
            e = V.cvt(V.bits(v, 4, 3), "u32", "i32")
            m = V.bits(v, 2, 0)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-3)),
                V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 4)),
            )
            x = np.where((V.bit(v, 5) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
            r = r | V.shl(
                V.cvt(V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16), "u16", "u32"), (16 * h), 32
            )
        D[..., j] = r
    return (D,)


def v_cvt_scalef32_pk32_bf6_bf16(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.cvt(V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32), "u32", "u16"), BF16
                ),
                "bf16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small(a, 3, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_pk32_bf6_f16(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.cvt(V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32), "u32", "u16"),
                    np.float16,
                ),
                "f16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small(a, 3, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_pk32_f16_bf6(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    r = V.zero(np.uint32)
    w = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for j in range(16):
        r = V.cvt(0, "int", "u32")
        for h in range(2):
            w = V.cvt(S0[..., V.idiv((6 * ((2 * j) + h)), 32)], "u32", "u64") | V.shl(
                V.cvt(S0[..., V.idiv(((6 * ((2 * j) + h)) + 5), 32)], "u32", "u64"), 32, 64
            )
            v = V.cvt(V.shr(w, V.imod((6 * ((2 * j) + h)), 32), 64), "u64", "u32") & 63
            e = V.cvt(V.bits(v, 4, 2), "u32", "i32")
            m = V.bits(v, 1, 0)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-4)),
                V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 5)),
            )
            x = np.where((V.bit(v, 5) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
            r = r | V.shl(
                V.cvt(V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16), "u16", "u32"), (16 * h), 32
            )
        D[..., j] = r
    return (D,)


def v_cvt_scalef32_pk32_f16_fp6(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    r = V.zero(np.uint32)
    w = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for j in range(16):
        r = V.cvt(0, "int", "u32")
        for h in range(2):
            w = V.cvt(S0[..., V.idiv((6 * ((2 * j) + h)), 32)], "u32", "u64") | V.shl(
                V.cvt(S0[..., V.idiv(((6 * ((2 * j) + h)) + 5), 32)], "u32", "u64"), 32, 64
            )
            v = V.cvt(V.shr(w, V.imod((6 * ((2 * j) + h)), 32), 64), "u64", "u32") & 63
            e = V.cvt(V.bits(v, 4, 3), "u32", "i32")
            m = V.bits(v, 2, 0)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-3)),
                V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 4)),
            )
            x = np.where((V.bit(v, 5) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
            r = r | V.shl(
                V.cvt(V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16), "u16", "u32"), (16 * h), 32
            )
        D[..., j] = r
    return (D,)


def v_cvt_scalef32_pk32_f32_bf6(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    r = V.zero(np.uint32)
    w = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for j in range(32):
        r = V.cvt(0, "int", "u32")
        for h in range(1):
            w = V.cvt(S0[..., V.idiv((6 * ((1 * j) + h)), 32)], "u32", "u64") | V.shl(
                V.cvt(S0[..., V.idiv(((6 * ((1 * j) + h)) + 5), 32)], "u32", "u64"), 32, 64
            )
            v = V.cvt(V.shr(w, V.imod((6 * ((1 * j) + h)), 32), 64), "u64", "u32") & 63
            e = V.cvt(V.bits(v, 4, 2), "u32", "i32")
            m = V.bits(v, 1, 0)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-4)),
                V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 5)),
            )
            x = np.where((V.bit(v, 5) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
            r = r | V.shl(
                V.cvt(V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32), "u32", "u32"), (16 * h), 32
            )
        D[..., j] = r
    return (D,)


def v_cvt_scalef32_pk32_f32_fp6(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    r = V.zero(np.uint32)
    w = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for j in range(32):
        r = V.cvt(0, "int", "u32")
        for h in range(1):
            w = V.cvt(S0[..., V.idiv((6 * ((1 * j) + h)), 32)], "u32", "u64") | V.shl(
                V.cvt(S0[..., V.idiv(((6 * ((1 * j) + h)) + 5), 32)], "u32", "u64"), 32, 64
            )
            v = V.cvt(V.shr(w, V.imod((6 * ((1 * j) + h)), 32), 64), "u64", "u32") & 63
            e = V.cvt(V.bits(v, 4, 3), "u32", "i32")
            m = V.bits(v, 2, 0)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-3)),
                V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 4)),
            )
            x = np.where((V.bit(v, 5) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
            r = r | V.shl(
                V.cvt(V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32), "u32", "u32"), (16 * h), 32
            )
        D[..., j] = r
    return (D,)


def v_cvt_scalef32_pk32_fp6_bf16(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.cvt(V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32), "u32", "u16"), BF16
                ),
                "bf16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small(a, 2, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_pk32_fp6_f16(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.cvt(V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32), "u32", "u16"),
                    np.float16,
                ),
                "f16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small(a, 2, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_pk_bf16_bf8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 2), "u32", "i32")
        m = V.bits(v, 1, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-16)),
            V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 17)),
        )
        x = np.where(
            (e == 31),
            V.reinterpret(
                V.cvt(np.where((m == 0), 9218868437227405312, 9221120237041090560), "int", "u64"),
                np.float64,
            ),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16), "u16", "u64"),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(V.cvt(acc, "u64", "u32"), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_bf16_fp4(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (4 * i), 32) & 15
        e = V.cvt(V.bits(v, 2, 1), "u32", "i32")
        m = V.bits(v, 0, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-1)),
            V.ldexp(V.cvt((m | 2), "u32", "f64"), (e - 2)),
        )
        pass
        x = np.where((V.bit(v, 3) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16), "u16", "u64"),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(V.cvt(acc, "u64", "u32"), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_bf16_fp8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 3), "u32", "i32")
        m = V.bits(v, 2, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-9)),
            V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 10)),
        )
        x = np.where(
            np.logical_and((e == 15), (m == 7)),
            V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16), "u16", "u64"),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(V.cvt(acc, "u64", "u32"), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_bf8_bf16(S1, S0, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(V.cvt(S0, "u32", "u16"), BF16), "bf16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret(V.cvt(V.shr(S0, 16, 32), "u32", "u16"), BF16), "bf16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 1, sat) | V.shl(V.to_small(b, 1, sat), 8, 32)
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | V.shl(v, 16, 32))),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_pk_bf8_f16(S1, S0, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(V.cvt(S0, "u32", "u16"), np.float16), "f16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret(V.cvt(V.shr(S0, 16, 32), "u32", "u16"), np.float16), "f16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 1, sat) | V.shl(V.to_small(b, 1, sat), 8, 32)
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | V.shl(v, 16, 32))),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_pk_bf8_f32(S2, S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    b = V.ldexp(V.cvt(S1.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 1, sat) | V.shl(V.to_small(b, 1, sat), 8, 32)
    sh = V.shr(OPSEL, 3, 32) & 1
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(65535, "int", "u32"), (sh * 16), 32))) | V.shl(v, (sh * 16), 32)),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_pk_f16_bf8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 2), "u32", "i32")
        m = V.bits(v, 1, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-16)),
            V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 17)),
        )
        x = np.where(
            (e == 31),
            V.reinterpret(
                V.cvt(np.where((m == 0), 9218868437227405312, 9221120237041090560), "int", "u64"),
                np.float64,
            ),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16), "u16", "u64"),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(V.cvt(acc, "u64", "u32"), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_f16_fp4(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (4 * i), 32) & 15
        e = V.cvt(V.bits(v, 2, 1), "u32", "i32")
        m = V.bits(v, 0, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-1)),
            V.ldexp(V.cvt((m | 2), "u32", "f64"), (e - 2)),
        )
        pass
        x = np.where((V.bit(v, 3) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16), "u16", "u64"),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(V.cvt(acc, "u64", "u32"), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_f16_fp8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 3), "u32", "i32")
        m = V.bits(v, 2, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-9)),
            V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 10)),
        )
        x = np.where(
            np.logical_and((e == 15), (m == 7)),
            V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16), "u16", "u64"),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(V.cvt(acc, "u64", "u32"), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_f32_bf8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 2), "u32", "i32")
        m = V.bits(v, 1, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-16)),
            V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 17)),
        )
        x = np.where(
            (e == 31),
            V.reinterpret(
                V.cvt(np.where((m == 0), 9218868437227405312, 9221120237041090560), "int", "u64"),
                np.float64,
            ),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32), "u32", "u64"),
            V.cvt((32 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_cvt_scalef32_pk_f32_fp4(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (4 * i), 32) & 15
        e = V.cvt(V.bits(v, 2, 1), "u32", "i32")
        m = V.bits(v, 0, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-1)),
            V.ldexp(V.cvt((m | 2), "u32", "f64"), (e - 2)),
        )
        pass
        x = np.where((V.bit(v, 3) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32), "u32", "u64"),
            V.cvt((32 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_cvt_scalef32_pk_f32_fp8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = V.cvt(V.bits(v, 6, 3), "u32", "i32")
        m = V.bits(v, 2, 0)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-9)),
            V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 10)),
        )
        x = np.where(
            np.logical_and((e == 15), (m == 7)),
            V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64),
            x,
        )
        x = np.where((V.bit(v, 7) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        x = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x)
        acc = acc | V.shl(
            V.cvt(V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32), "u32", "u64"),
            V.cvt((32 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_cvt_scalef32_pk_fp4_bf16(S1, S0, OPSEL, D):
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(V.cvt(S0, "u32", "u16"), BF16), "bf16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret(V.cvt(V.shr(S0, 16, 32), "u32", "u16"), BF16), "bf16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 4, True) | V.shl(V.to_small(b, 4, True), 4, 32)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    return (D,)


def v_cvt_scalef32_pk_fp4_f16(S1, S0, OPSEL, D):
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(V.cvt(S0, "u32", "u16"), np.float16), "f16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret(V.cvt(V.shr(S0, 16, 32), "u32", "u16"), np.float16), "f16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 4, True) | V.shl(V.to_small(b, 4, True), 4, 32)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    return (D,)


def v_cvt_scalef32_pk_fp4_f32(S2, S0, S1, OPSEL, D):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    sat = True
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    b = V.ldexp(V.cvt(S1.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 4, sat) | V.shl(V.to_small(b, 4, sat), 4, 32)
    sh = V.shr(OPSEL, 2, 32) & 3
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), (sh * 8), 32))) | V.shl(v, (sh * 8), 32)), np.uint32
    )
    return (D,)


def v_cvt_scalef32_pk_fp8_bf16(S1, S0, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(V.cvt(S0, "u32", "u16"), BF16), "bf16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret(V.cvt(V.shr(S0, 16, 32), "u32", "u16"), BF16), "bf16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 0, sat) | V.shl(V.to_small(b, 0, sat), 8, 32)
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | V.shl(v, 16, 32))),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_pk_fp8_f16(S1, S0, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(V.cvt(S0, "u32", "u16"), np.float16), "f16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret(V.cvt(V.shr(S0, 16, 32), "u32", "u16"), np.float16), "f16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 0, sat) | V.shl(V.to_small(b, 0, sat), 8, 32)
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | V.shl(v, 16, 32))),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_pk_fp8_f32(S2, S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    b = V.ldexp(V.cvt(S1.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small(a, 0, sat) | V.shl(V.to_small(b, 0, sat), 8, 32)
    sh = V.shr(OPSEL, 3, 32) & 1
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(65535, "int", "u32"), (sh * 16), 32))) | V.shl(v, (sh * 16), 32)),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_sr_bf8_bf16(S2, S0, OPSEL, D, S1, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(S0, BF16), "bf16", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        (
            (D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32)))
            | V.shl(V.to_small_sr(a, 1, S1, sat), sh, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_sr_bf8_f16(S2, S0, OPSEL, D, S1, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(S0.view(np.float16), "f16", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        (
            (D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32)))
            | V.shl(V.to_small_sr(a, 1, S1, sat), sh, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_sr_bf8_f32(S2, S0, OPSEL, D, S1, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        (
            (D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32)))
            | V.shl(V.to_small_sr(a, 1, S1, sat), sh, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_sr_fp8_bf16(S2, S0, OPSEL, D, S1, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(S0, BF16), "bf16", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        (
            (D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32)))
            | V.shl(V.to_small_sr(a, 0, S1, sat), sh, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_sr_fp8_f16(S2, S0, OPSEL, D, S1, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(S0.view(np.float16), "f16", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        (
            (D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32)))
            | V.shl(V.to_small_sr(a, 0, S1, sat), sh, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_sr_fp8_f32(S2, S0, OPSEL, D, S1, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        (
            (D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32)))
            | V.shl(V.to_small_sr(a, 0, S1, sat), sh, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_sr_pk32_bf6_bf16(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.cvt(V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32), "u32", "u16"), BF16
                ),
                "bf16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small_sr(a, 3, S1, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_bf6_f16(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.cvt(V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32), "u32", "u16"),
                    np.float16,
                ),
                "f16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small_sr(a, 3, S1, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_bf6_f32(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(V.cvt(V.reinterpret(S0[..., i], np.float32), "f32", "f64"), (127 - se))
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small_sr(a, 3, S1, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_bf16(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.cvt(V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32), "u32", "u16"), BF16
                ),
                "bf16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small_sr(a, 2, S1, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_f16(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.cvt(V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32), "u32", "u16"),
                    np.float16,
                ),
                "f16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small_sr(a, 2, S1, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_f32(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(V.cvt(V.reinterpret(S0[..., i], np.float32), "f32", "f64"), (127 - se))
        _c1 = se == 255
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        c = V.shl(V.cvt(V.to_small_sr(a, 2, S1, True), "u32", "u64"), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | V.cvt(c, "u64", "u32")
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | V.cvt(
            V.shr(c, 32, 64), "u64", "u32"
        )
    return (D,)


def v_cvt_scalef32_sr_pk_fp4_bf16(S2, S0, S1, OPSEL, D):
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(V.cvt(S0, "u32", "u16"), BF16), "bf16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret(V.cvt(V.shr(S0, 16, 32), "u32", "u16"), BF16), "bf16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small_sr(a, 4, S1, True) | V.shl(V.to_small_sr(b, 4, S1, True), 4, 32)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    return (D,)


def v_cvt_scalef32_sr_pk_fp4_f16(S2, S0, S1, OPSEL, D):
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(V.cvt(S0, "u32", "u16"), np.float16), "f16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret(V.cvt(V.shr(S0, 16, 32), "u32", "u16"), np.float16), "f16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small_sr(a, 4, S1, True) | V.shl(V.to_small_sr(b, 4, S1, True), 4, 32)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    return (D,)


def v_cvt_scalef32_sr_pk_fp4_f32(S2, S0, S1, OPSEL, D):
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    se = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    a = V.ldexp(V.cvt(V.reinterpret(S0[..., 0], np.float32), "f32", "f64"), (127 - se))
    b = V.ldexp(V.cvt(V.reinterpret(S0[..., 1], np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    b = np.where(_c1, a, b)
    v = V.to_small_sr(a, 4, S1, True) | V.shl(V.to_small_sr(b, 4, S1, True), 4, 32)
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    return (D,)


def v_cvt_sr_bf16_f32(S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    v = V.zero(np.uint32)
    sat = np.logical_and(((V.shr(_st.hwreg(1), 23, 32) & 1) != 0), (6 == 5))
    v = V.to_small_sr(S0.view(np.float32), 6, S1, sat)
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | V.shl(v, 16, 32))),
        np.uint32,
    )
    return (D,)


def v_cvt_sr_bf8_f32(OPSEL, D, S0, S1, _st):
    sat = V.zero(np.bool_)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        (
            (D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32)))
            | V.shl(V.to_small_sr(S0.view(np.float32), 1, S1, sat), sh, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_cvt_sr_f16_f32(S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    v = V.zero(np.uint32)
    sat = np.logical_and(((V.shr(_st.hwreg(1), 23, 32) & 1) != 0), (5 == 5))
    v = V.to_small_sr(S0.view(np.float32), 5, S1, sat)
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | V.shl(v, 16, 32))),
        np.uint32,
    )
    return (D,)


def v_cvt_sr_fp8_f32(OPSEL, D, S0, S1, _st):
    sat = V.zero(np.bool_)
    sh = V.zero(np.uint32)
    sat = (V.shr(_st.hwreg(1), 23, 32) & 1) != 0
    sh = (V.shr(OPSEL, 2, 32) & 3) * 8
    D = V.reinterpret(
        (
            (D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32)))
            | V.shl(V.to_small_sr(S0.view(np.float32), 0, S1, sat), sh, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_cvt_u16_f16(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float16), "f16", "u16"), np.uint16)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_u32_f32(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float32), "f32", "u32"), np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_cvt_u32_f64(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float64), "f64", "u32"), np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_div_fixup_f16(S0, S1, S2):
    q = V.zero(np.float16)
    d = V.zero(np.float16)
    n = V.zero(np.float16)
    sign = V.zero(np.uint16)
    inf = V.zero(np.float16)
    r = V.zero(np.float16)
    q = S0.view(np.float16)
    d = S1.view(np.float16)
    n = S2.view(np.float16)
    sign = V.shr((V.reinterpret(d, np.uint16) ^ V.reinterpret(n, np.uint16)), 15, 16)
    inf = V.reinterpret(V.cvt(31744, "int", "u16"), np.float16)
    _c1 = np.isnan(n)
    r = np.where(_c1, V.reinterpret((V.reinterpret(n, np.uint16) | 512), np.float16), r)
    _m2 = np.logical_not(_c1)
    _c3 = np.isnan(d)
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, V.reinterpret((V.reinterpret(d, np.uint16) | 512), np.float16), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = np.logical_and((d == V.const(0.0, np.float16)), (n == V.const(0.0, np.float16)))
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, V.reinterpret(V.cvt(65024, "int", "u16"), np.float16), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = np.logical_and((np.abs(d) == inf), (np.abs(n) == inf))
    _m10 = np.logical_and(_m8, _c9)
    r = np.where(_m10, V.reinterpret(V.cvt(65024, "int", "u16"), np.float16), r)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = np.logical_or((d == V.const(0.0, np.float16)), (np.abs(n) == inf))
    _m13 = np.logical_and(_m11, _c12)
    r = np.where(_m13, np.where((sign == 1), (-inf), inf), r)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = np.logical_or((np.abs(d) == inf), (n == V.const(0.0, np.float16)))
    _m16 = np.logical_and(_m14, _c15)
    r = np.where(_m16, V.reinterpret(V.shl(sign, 15, 16), np.float16), r)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    r = np.where(_m17, np.where((sign == 1), (-np.abs(q)), np.abs(q)), r)
    D = V.reinterpret(r, np.uint16)
    return (D,)


def v_div_fixup_f32(S0, S1, S2):
    q = V.zero(np.float32)
    d = V.zero(np.float32)
    n = V.zero(np.float32)
    sign = V.zero(np.uint32)
    inf = V.zero(np.float32)
    r = V.zero(np.float32)
    q = S0.view(np.float32)
    d = S1.view(np.float32)
    n = S2.view(np.float32)
    sign = V.shr((V.reinterpret(d, np.uint32) ^ V.reinterpret(n, np.uint32)), 31, 32)
    inf = V.reinterpret(V.cvt(2139095040, "int", "u32"), np.float32)
    _c1 = np.isnan(n)
    r = np.where(_c1, V.reinterpret((V.reinterpret(n, np.uint32) | 4194304), np.float32), r)
    _m2 = np.logical_not(_c1)
    _c3 = np.isnan(d)
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, V.reinterpret((V.reinterpret(d, np.uint32) | 4194304), np.float32), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = np.logical_and((d == V.const(0.0, np.float32)), (n == V.const(0.0, np.float32)))
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, V.reinterpret(V.cvt(4290772992, "int", "u32"), np.float32), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = np.logical_and((np.abs(d) == inf), (np.abs(n) == inf))
    _m10 = np.logical_and(_m8, _c9)
    r = np.where(_m10, V.reinterpret(V.cvt(4290772992, "int", "u32"), np.float32), r)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = np.logical_or((d == V.const(0.0, np.float32)), (np.abs(n) == inf))
    _m13 = np.logical_and(_m11, _c12)
    r = np.where(_m13, np.where((sign == 1), (-inf), inf), r)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = np.logical_or((np.abs(d) == inf), (n == V.const(0.0, np.float32)))
    _m16 = np.logical_and(_m14, _c15)
    r = np.where(_m16, V.reinterpret(V.shl(sign, 31, 32), np.float32), r)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = (
        V.cvt(V.bits(V.reinterpret(n, np.uint32), 30, 23), "u32", "i32")
        - V.cvt(V.bits(V.reinterpret(d, np.uint32), 30, 23), "u32", "i32")
    ) < V.const((-150), np.int32)
    _m19 = np.logical_and(_m17, _c18)
    r = np.where(_m19, V.reinterpret(V.shl(sign, 31, 32), np.float32), r)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    r = np.where(_m20, np.where((sign == 1), (-np.abs(q)), np.abs(q)), r)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_div_fixup_f64(S0, S1, S2):
    q = V.zero(np.float64)
    d = V.zero(np.float64)
    n = V.zero(np.float64)
    sign = V.zero(np.uint64)
    inf = V.zero(np.float64)
    r = V.zero(np.float64)
    q = S0.view(np.float64)
    d = S1.view(np.float64)
    n = S2.view(np.float64)
    sign = V.shr((V.reinterpret(d, np.uint64) ^ V.reinterpret(n, np.uint64)), 63, 64)
    inf = V.reinterpret(V.cvt(9218868437227405312, "int", "u64"), np.float64)
    _c1 = np.isnan(n)
    r = np.where(
        _c1, V.reinterpret((V.reinterpret(n, np.uint64) | 2251799813685248), np.float64), r
    )
    _m2 = np.logical_not(_c1)
    _c3 = np.isnan(d)
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(
        _m4, V.reinterpret((V.reinterpret(d, np.uint64) | 2251799813685248), np.float64), r
    )
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = np.logical_and((d == V.const(0.0, np.float64)), (n == V.const(0.0, np.float64)))
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, V.reinterpret(V.cvt(18444492273895866368, "int", "u64"), np.float64), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = np.logical_and((np.abs(d) == inf), (np.abs(n) == inf))
    _m10 = np.logical_and(_m8, _c9)
    r = np.where(_m10, V.reinterpret(V.cvt(18444492273895866368, "int", "u64"), np.float64), r)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = np.logical_or((d == V.const(0.0, np.float64)), (np.abs(n) == inf))
    _m13 = np.logical_and(_m11, _c12)
    r = np.where(_m13, np.where((sign == 1), (-inf), inf), r)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = np.logical_or((np.abs(d) == inf), (n == V.const(0.0, np.float64)))
    _m16 = np.logical_and(_m14, _c15)
    r = np.where(_m16, V.reinterpret(V.shl(sign, 63, 64), np.float64), r)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    _c18 = (
        V.cvt(V.bits(V.reinterpret(n, np.uint64), 62, 52), "u64", "i32")
        - V.cvt(V.bits(V.reinterpret(d, np.uint64), 62, 52), "u64", "i32")
    ) < V.const((-1075), np.int32)
    _m19 = np.logical_and(_m17, _c18)
    r = np.where(_m19, V.reinterpret(V.shl(sign, 63, 64), np.float64), r)
    _m20 = np.logical_and(_m17, np.logical_not(_c18))
    r = np.where(_m20, np.where((sign == 1), (-np.abs(q)), np.abs(q)), r)
    D = V.reinterpret(r, np.uint64)
    return (D,)


def v_div_fixup_legacy_f16(S0, S1, S2):
    q = V.zero(np.float16)
    d = V.zero(np.float16)
    n = V.zero(np.float16)
    sign = V.zero(np.uint16)
    inf = V.zero(np.float16)
    r = V.zero(np.float16)
    q = S0.view(np.float16)
    d = S1.view(np.float16)
    n = S2.view(np.float16)
    sign = V.shr((V.reinterpret(d, np.uint16) ^ V.reinterpret(n, np.uint16)), 15, 16)
    inf = V.reinterpret(V.cvt(31744, "int", "u16"), np.float16)
    _c1 = np.isnan(n)
    r = np.where(_c1, V.reinterpret((V.reinterpret(n, np.uint16) | 512), np.float16), r)
    _m2 = np.logical_not(_c1)
    _c3 = np.isnan(d)
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, V.reinterpret((V.reinterpret(d, np.uint16) | 512), np.float16), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = np.logical_and((d == V.const(0.0, np.float16)), (n == V.const(0.0, np.float16)))
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, V.reinterpret(V.cvt(65024, "int", "u16"), np.float16), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    _c9 = np.logical_and((np.abs(d) == inf), (np.abs(n) == inf))
    _m10 = np.logical_and(_m8, _c9)
    r = np.where(_m10, V.reinterpret(V.cvt(65024, "int", "u16"), np.float16), r)
    _m11 = np.logical_and(_m8, np.logical_not(_c9))
    _c12 = np.logical_or((d == V.const(0.0, np.float16)), (np.abs(n) == inf))
    _m13 = np.logical_and(_m11, _c12)
    r = np.where(_m13, np.where((sign == 1), (-inf), inf), r)
    _m14 = np.logical_and(_m11, np.logical_not(_c12))
    _c15 = np.logical_or((np.abs(d) == inf), (n == V.const(0.0, np.float16)))
    _m16 = np.logical_and(_m14, _c15)
    r = np.where(_m16, V.reinterpret(V.shl(sign, 15, 16), np.float16), r)
    _m17 = np.logical_and(_m14, np.logical_not(_c15))
    r = np.where(_m17, np.where((sign == 1), (-np.abs(q)), np.abs(q)), r)
    D = V.reinterpret(r, np.uint16)
    return (D,)


def v_div_fmas_f32(S0, S1, S2, VCC):
    r = V.zero(np.float32)
    r = V.fma(S0.view(np.float32), S1.view(np.float32), S2.view(np.float32), "f32")
    D = V.reinterpret(np.where(VCC, V.ldexp(r, 64), r), np.uint32)
    return (D,)


def v_div_fmas_f64(S0, S1, S2, VCC):
    r = V.zero(np.float64)
    r = V.fma(S0.view(np.float64), S1.view(np.float64), S2.view(np.float64), "f64")
    D = V.reinterpret(np.where(VCC, V.ldexp(r, 128), r), np.uint64)
    return (D,)


def v_div_scale_f32(S0, S1, S2):
    x = V.zero(np.float32)
    d = V.zero(np.float32)
    n = V.zero(np.float32)
    en = V.zero(np.int32)
    ed = V.zero(np.int32)
    rd = V.zero(np.float32)
    q = V.zero(np.float32)
    d_den = V.zero(np.bool_)
    rd_den = V.zero(np.bool_)
    q_den = V.zero(np.bool_)
    r = V.zero(np.float32)
    flag = V.zero(np.bool_)
    x = S0.view(np.float32)
    d = S1.view(np.float32)
    n = S2.view(np.float32)
    en = V.cvt(V.bits(S2, 30, 23), "u32", "i32")
    ed = V.cvt(V.bits(S1, 30, 23), "u32", "i32")
    rd = V.fdiv(V.cvt(1.0, "float", "f32"), d)
    q = V.fdiv(n, d)
    d_den = np.logical_and((V.bits(S1, 30, 23) == 0), (V.bits(S1, 22, 0) != 0))
    rd_den = np.logical_and(
        (V.bits(V.reinterpret(rd, np.uint32), 30, 23) == 0),
        (V.bits(V.reinterpret(rd, np.uint32), 22, 0) != 0),
    )
    q_den = np.logical_and(
        (V.bits(V.reinterpret(q, np.uint32), 30, 23) == 0),
        (V.bits(V.reinterpret(q, np.uint32), 22, 0) != 0),
    )
    r = x
    flag = False
    _c1 = np.logical_or((n == V.const(0.0, np.float32)), (d == V.const(0.0, np.float32)))
    r = np.where(_c1, V.reinterpret(V.cvt(2143289344, "int", "u32"), np.float32), r)
    _m2 = np.logical_not(_c1)
    _c3 = (en - ed) >= 96
    _m4 = np.logical_and(_m2, _c3)
    flag = np.where(_m4, True, flag)
    _c5 = x == d
    _m6 = np.logical_and(_m4, _c5)
    r = np.where(_m6, V.ldexp(x, 64), r)
    _m7 = np.logical_and(_m2, np.logical_not(_c3))
    _c8 = d_den
    _m9 = np.logical_and(_m7, _c8)
    r = np.where(_m9, V.ldexp(x, 64), r)
    _m10 = np.logical_and(_m7, np.logical_not(_c8))
    _c11 = np.logical_and(rd_den, q_den)
    _m12 = np.logical_and(_m10, _c11)
    flag = np.where(_m12, True, flag)
    _c13 = x == d
    _m14 = np.logical_and(_m12, _c13)
    r = np.where(_m14, V.ldexp(x, 64), r)
    _m15 = np.logical_and(_m10, np.logical_not(_c11))
    _c16 = rd_den
    _m17 = np.logical_and(_m15, _c16)
    r = np.where(_m17, V.ldexp(x, (-64)), r)
    _m18 = np.logical_and(_m15, np.logical_not(_c16))
    _c19 = q_den
    _m20 = np.logical_and(_m18, _c19)
    flag = np.where(_m20, True, flag)
    _c21 = x == n
    _m22 = np.logical_and(_m20, _c21)
    r = np.where(_m22, V.ldexp(x, 64), r)
    _m23 = np.logical_and(_m18, np.logical_not(_c19))
    _c24 = en <= 23
    _m25 = np.logical_and(_m23, _c24)
    r = np.where(_m25, V.ldexp(x, 64), r)
    SD = flag
    D = V.reinterpret(r, np.uint32)
    return (SD, D)


def v_div_scale_f64(S0, S1, S2):
    x = V.zero(np.float64)
    d = V.zero(np.float64)
    n = V.zero(np.float64)
    en = V.zero(np.int32)
    ed = V.zero(np.int32)
    rd = V.zero(np.float64)
    q = V.zero(np.float64)
    d_den = V.zero(np.bool_)
    rd_den = V.zero(np.bool_)
    q_den = V.zero(np.bool_)
    r = V.zero(np.float64)
    flag = V.zero(np.bool_)
    x = S0.view(np.float64)
    d = S1.view(np.float64)
    n = S2.view(np.float64)
    en = V.cvt(V.bits(S2, 62, 52), "u64", "i32")
    ed = V.cvt(V.bits(S1, 62, 52), "u64", "i32")
    rd = V.fdiv(V.cvt(1.0, "float", "f64"), d)
    q = V.fdiv(n, d)
    d_den = np.logical_and((V.bits(S1, 62, 52) == 0), (V.bits(S1, 51, 0) != 0))
    rd_den = np.logical_and(
        (V.bits(V.reinterpret(rd, np.uint64), 62, 52) == 0),
        (V.bits(V.reinterpret(rd, np.uint64), 51, 0) != 0),
    )
    q_den = np.logical_and(
        (V.bits(V.reinterpret(q, np.uint64), 62, 52) == 0),
        (V.bits(V.reinterpret(q, np.uint64), 51, 0) != 0),
    )
    r = x
    flag = False
    _c1 = np.logical_or((n == V.const(0.0, np.float64)), (d == V.const(0.0, np.float64)))
    r = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), r)
    _m2 = np.logical_not(_c1)
    _c3 = (en - ed) >= 768
    _m4 = np.logical_and(_m2, _c3)
    flag = np.where(_m4, True, flag)
    _c5 = x == d
    _m6 = np.logical_and(_m4, _c5)
    r = np.where(_m6, V.ldexp(x, 128), r)
    _m7 = np.logical_and(_m2, np.logical_not(_c3))
    _c8 = d_den
    _m9 = np.logical_and(_m7, _c8)
    r = np.where(_m9, V.ldexp(x, 128), r)
    _m10 = np.logical_and(_m7, np.logical_not(_c8))
    _c11 = np.logical_and(rd_den, q_den)
    _m12 = np.logical_and(_m10, _c11)
    flag = np.where(_m12, True, flag)
    _c13 = x == d
    _m14 = np.logical_and(_m12, _c13)
    r = np.where(_m14, V.ldexp(x, 128), r)
    _m15 = np.logical_and(_m10, np.logical_not(_c11))
    _c16 = rd_den
    _m17 = np.logical_and(_m15, _c16)
    r = np.where(_m17, V.ldexp(x, (-128)), r)
    _m18 = np.logical_and(_m15, np.logical_not(_c16))
    _c19 = q_den
    _m20 = np.logical_and(_m18, _c19)
    flag = np.where(_m20, True, flag)
    _c21 = x == n
    _m22 = np.logical_and(_m20, _c21)
    r = np.where(_m22, V.ldexp(x, 128), r)
    _m23 = np.logical_and(_m18, np.logical_not(_c19))
    _c24 = en <= 53
    _m25 = np.logical_and(_m23, _c24)
    r = np.where(_m25, V.ldexp(x, 128), r)
    SD = flag
    D = V.reinterpret(r, np.uint64)
    return (SD, D)


def v_dot2_f32_bf16(S0, S1, S2):
    p0 = V.zero(np.float32)
    p1 = V.zero(np.float32)
    p0 = V.cvt(V.reinterpret(V.cvt(V.bits(S0, 15, 0), "u32", "u16"), BF16), "bf16", "f32") * V.cvt(
        V.reinterpret(V.cvt(V.bits(S1, 15, 0), "u32", "u16"), BF16), "bf16", "f32"
    )
    p1 = V.cvt(V.reinterpret(V.cvt(V.bits(S0, 31, 16), "u32", "u16"), BF16), "bf16", "f32") * V.cvt(
        V.reinterpret(V.cvt(V.bits(S1, 31, 16), "u32", "u16"), BF16), "bf16", "f32"
    )
    D = V.reinterpret(((p0 + p1) + S2.view(np.float32)), np.uint32)
    return (D,)


def v_dot2_f32_f16(S0, S1, S2):
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
    D = V.reinterpret(V.ftz(((p0 + p1) + V.ftz(S2.view(np.float32)))), np.uint32)
    return (D,)


def v_dot2_i32_i16(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = V.cvt(S2.view(np.int32), "i32", "i64")
    for k in range(2):
        s = s + (
            V.cvt(V.cvt(V.shr(S0, (16 * k), 32), "u32", "i16"), "i16", "i64")
            * V.cvt(V.cvt(V.shr(S1, (16 * k), 32), "u32", "i16"), "i16", "i64")
        )
    _c1 = CLAMP
    s = np.where(_c1, np.maximum(np.minimum(s, 2147483647), V.const((-2147483648), np.int64)), s)
    D = V.reinterpret(V.cvt(s, "i64", "i32"), np.uint32)
    return (D,)


def v_dot2_u32_u16(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = V.cvt(S2, "u32", "i64")
    for k in range(2):
        s = s + (
            V.cvt(V.cvt(V.shr(S0, (16 * k), 32), "u32", "u16"), "u16", "i64")
            * V.cvt(V.cvt(V.shr(S1, (16 * k), 32), "u32", "u16"), "u16", "i64")
        )
    _c1 = CLAMP
    s = np.where(_c1, np.maximum(np.minimum(s, 4294967295), 0), s)
    D = V.reinterpret(V.cvt(s, "i64", "u32"), np.uint32)
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


def v_dot4_i32_i8(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = V.cvt(S2.view(np.int32), "i32", "i64")
    for k in range(4):
        s = s + (
            V.cvt(V.cvt(V.shr(S0, (8 * k), 32), "u32", "i8"), "i8", "i64")
            * V.cvt(V.cvt(V.shr(S1, (8 * k), 32), "u32", "i8"), "i8", "i64")
        )
    _c1 = CLAMP
    s = np.where(_c1, np.maximum(np.minimum(s, 2147483647), V.const((-2147483648), np.int64)), s)
    D = V.reinterpret(V.cvt(s, "i64", "i32"), np.uint32)
    return (D,)


def v_dot4_u32_u8(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = V.cvt(S2, "u32", "i64")
    for k in range(4):
        s = s + (
            V.cvt(V.cvt(V.shr(S0, (8 * k), 32), "u32", "u8"), "u8", "i64")
            * V.cvt(V.cvt(V.shr(S1, (8 * k), 32), "u32", "u8"), "u8", "i64")
        )
    _c1 = CLAMP
    s = np.where(_c1, np.maximum(np.minimum(s, 4294967295), 0), s)
    D = V.reinterpret(V.cvt(s, "i64", "u32"), np.uint32)
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


def v_dot8_i32_i4(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = V.cvt(S2.view(np.int32), "i32", "i64")
    for k in range(8):
        s = s + (
            V.cvt(V.signext(V.cvt(V.shr(S0, (4 * k), 32), "u32", "i32"), 4, 32), "i32", "i64")
            * V.cvt(V.signext(V.cvt(V.shr(S1, (4 * k), 32), "u32", "i32"), 4, 32), "i32", "i64")
        )
    _c1 = CLAMP
    s = np.where(_c1, np.maximum(np.minimum(s, 2147483647), V.const((-2147483648), np.int64)), s)
    D = V.reinterpret(V.cvt(s, "i64", "i32"), np.uint32)
    return (D,)


def v_dot8_u32_u4(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = V.cvt(S2, "u32", "i64")
    for k in range(8):
        s = s + (
            V.cvt((V.shr(S0, (4 * k), 32) & 15), "u32", "i64")
            * V.cvt((V.shr(S1, (4 * k), 32) & 15), "u32", "i64")
        )
    _c1 = CLAMP
    s = np.where(_c1, np.maximum(np.minimum(s, 4294967295), 0), s)
    D = V.reinterpret(V.cvt(s, "i64", "u32"), np.uint32)
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


def v_exp_f16(S0):
    D = V.reinterpret(V.unary("exp2", S0.view(np.float16)), np.uint16)
    return (D,)


def v_exp_f32(S0):
    D = V.reinterpret(V.ftz(V.unary("exp2", V.ftz(S0.view(np.float32)))), np.uint32)
    return (D,)


def v_exp_legacy_f32(S0):
    D = V.reinterpret(V.ftz(V.unary("exp2", V.ftz(S0.view(np.float32)))), np.uint32)
    return (D,)


def v_ffbh_i32(S0):
    x = V.zero(np.uint32)
    x = S0 ^ V.cvt(V.shr(S0.view(np.int32), 31, 32), "i32", "u32")
    D = V.reinterpret(
        np.where((x == 0), V.const((-1), np.int32), V.cvt(V.clz(x, 32), "u32", "i32")), np.uint32
    )
    return (D,)


def v_ffbh_u32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(
        np.where((x == 0), V.const((-1), np.int32), V.cvt(V.clz(x, 32), "u32", "i32")), np.uint32
    )
    return (D,)


def v_ffbl_b32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(
        np.where((x == 0), V.const((-1), np.int32), V.cvt(V.ctz(x, 32), "u32", "i32")), np.uint32
    )
    return (D,)


def v_floor_f16(S0):
    D = V.reinterpret(V.unary("floor", S0.view(np.float16)), np.uint16)
    return (D,)


def v_floor_f32(S0):
    D = V.reinterpret(V.unary("floor", S0.view(np.float32)), np.uint32)
    return (D,)


def v_floor_f64(S0):
    D = V.reinterpret(V.unary("floor", S0.view(np.float64)), np.uint64)
    return (D,)


def v_fma_f16(S0, S1, S2):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    c = V.zero(np.float16)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    c = S2.view(np.float16)
    D = V.reinterpret(V.fma(a, b, c, "f16"), np.uint16)
    return (D,)


def v_fma_f32(S0, S1, S2):
    D = V.reinterpret(
        V.fma(S0.view(np.float32), S1.view(np.float32), S2.view(np.float32), "f32"), np.uint32
    )
    return (D,)


def v_fma_f64(S0, S1, S2):
    D = V.reinterpret(
        V.fma(S0.view(np.float64), S1.view(np.float64), S2.view(np.float64), "f64"), np.uint64
    )
    return (D,)


def v_fma_legacy_f16(S0, S1, S2):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    c = V.zero(np.float16)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    c = S2.view(np.float16)
    D = V.reinterpret(V.fma(a, b, c, "f16"), np.uint16)
    return (D,)


def v_fma_mix_f32(S0, S1, S2):
    r = V.zero(np.float32)
    r = V.fma(S0.view(np.float32), S1.view(np.float32), S2.view(np.float32), "f32")
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_fma_mixhi_f16(S0, S1, S2, D):
    r = V.zero(np.float32)
    r = V.fma(S0.view(np.float32), S1.view(np.float32), S2.view(np.float32), "f32")
    D = V.reinterpret(
        (
            (D & 65535)
            | V.shl(V.cvt(V.reinterpret(V.cvt(r, "f32", "f16"), np.uint16), "u16", "u32"), 16, 32)
        ),
        np.uint32,
    )
    return (D,)


def v_fma_mixlo_f16(S0, S1, S2, D):
    r = V.zero(np.float32)
    r = V.fma(S0.view(np.float32), S1.view(np.float32), S2.view(np.float32), "f32")
    D = V.reinterpret(
        ((D & 4294901760) | V.cvt(V.reinterpret(V.cvt(r, "f32", "f16"), np.uint16), "u16", "u32")),
        np.uint32,
    )
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


def v_fract_f16(S0):
    f = V.zero(np.float16)
    f = S0.view(np.float16) - V.unary("floor", S0.view(np.float16))
    D = V.reinterpret(
        np.where(np.isnan(f), f, V.fmin(f, V.reinterpret(V.cvt(15359, "int", "u16"), np.float16))),
        np.uint16,
    )
    return (D,)


def v_fract_f32(S0):
    f = V.zero(np.float32)
    f = S0.view(np.float32) - V.unary("floor", S0.view(np.float32))
    D = V.reinterpret(
        np.where(
            np.isnan(f), f, V.fmin(f, V.reinterpret(V.cvt(1065353215, "int", "u32"), np.float32))
        ),
        np.uint32,
    )
    return (D,)


def v_fract_f64(S0):
    f = V.zero(np.float64)
    f = S0.view(np.float64) - V.unary("floor", S0.view(np.float64))
    D = V.reinterpret(
        np.where(
            np.isnan(f),
            f,
            V.fmin(f, V.reinterpret(V.cvt(4607182418800017407, "int", "u64"), np.float64)),
        ),
        np.uint64,
    )
    return (D,)


def v_frexp_exp_i16_f16(S0, CLAMP):
    D = V.reinterpret(V.cvt(V.unary("frexp_exp", S0.view(np.float16)), "i32", "i16"), np.uint16)
    _c1 = CLAMP
    pass
    return (D,)


def v_frexp_exp_i32_f32(S0, CLAMP):
    D = V.reinterpret(V.cvt(V.unary("frexp_exp", S0.view(np.float32)), "i32", "i32"), np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_frexp_exp_i32_f64(S0, CLAMP):
    D = V.reinterpret(V.cvt(V.unary("frexp_exp", S0.view(np.float64)), "i32", "i32"), np.uint32)
    _c1 = CLAMP
    pass
    return (D,)


def v_frexp_mant_f16(S0):
    D = V.reinterpret(V.unary("frexp_mant", S0.view(np.float16)), np.uint16)
    return (D,)


def v_frexp_mant_f32(S0):
    D = V.reinterpret(V.unary("frexp_mant", S0.view(np.float32)), np.uint32)
    return (D,)


def v_frexp_mant_f64(S0):
    D = V.reinterpret(V.unary("frexp_mant", S0.view(np.float64)), np.uint64)
    return (D,)


def v_ldexp_f16(S0, S1):
    D = V.reinterpret(
        V.ldexp(S0.view(np.float16), V.cvt(S1.view(np.int16), "i16", "i32")), np.uint16
    )
    return (D,)


def v_ldexp_f32(S0, S1):
    D = V.reinterpret(V.ldexp(S0.view(np.float32), S1.view(np.int32)), np.uint32)
    return (D,)


def v_ldexp_f64(S0, S1):
    D = V.reinterpret(V.ldexp(S0.view(np.float64), S1.view(np.int32)), np.uint64)
    return (D,)


def v_lerp_u8(S0, S1, S2):
    r = V.zero(np.uint32)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    c = V.zero(np.uint32)
    r = V.cvt(0, "int", "u32")
    for i in range(4):
        a = V.shr(S0, (8 * i), 32) & 255
        b = V.shr(S1, (8 * i), 32) & 255
        c = V.shr(S2, (8 * i), 32) & 1
        r = r | V.shl(V.shr(((a + b) + c), 1, 32), (8 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_log_f16(S0):
    D = V.reinterpret(V.unary("log2", S0.view(np.float16)), np.uint16)
    return (D,)


def v_log_f32(S0):
    D = V.reinterpret(V.ftz(V.unary("log2", V.ftz(S0.view(np.float32)))), np.uint32)
    return (D,)


def v_log_legacy_f32(S0):
    D = V.reinterpret(V.ftz(V.unary("log2", V.ftz(S0.view(np.float32)))), np.uint32)
    return (D,)


def v_lshl_add_u32(S0, S1, S2):
    D = V.reinterpret((V.shl(S0, V.bits(S1, 4, 0), 32) + S2), np.uint32)
    return (D,)


def v_lshl_add_u64(S0, S1, S2):
    D = V.reinterpret((V.shl(S0, V.cvt(V.bits(S1, 2, 0), "u32", "u64"), 64) + S2), np.uint64)
    return (D,)


def v_lshl_or_b32(S0, S1, S2):
    D = V.reinterpret((V.shl(S0, V.bits(S1, 4, 0), 32) | S2), np.uint32)
    return (D,)


def v_lshlrev_b16(S1, S0):
    D = V.reinterpret(V.shl(S1, V.cvt(V.bits(S0, 3, 0), "u16", "u16"), 16), np.uint16)
    return (D,)


def v_lshlrev_b32(S1, S0):
    D = V.reinterpret(V.shl(S1, V.cvt(V.bits(S0, 4, 0), "u32", "u32"), 32), np.uint32)
    return (D,)


def v_lshlrev_b64(S1, S0):
    D = V.reinterpret(V.shl(S1, V.cvt(V.bits(S0, 5, 0), "u32", "u64"), 64), np.uint64)
    return (D,)


def v_lshrrev_b16(S1, S0):
    D = V.reinterpret(V.shr(S1, V.cvt(V.bits(S0, 3, 0), "u16", "u16"), 16), np.uint16)
    return (D,)


def v_lshrrev_b32(S1, S0):
    D = V.reinterpret(V.shr(S1, V.cvt(V.bits(S0, 4, 0), "u32", "u32"), 32), np.uint32)
    return (D,)


def v_lshrrev_b64(S1, S0):
    D = V.reinterpret(V.shr(S1, V.cvt(V.bits(S0, 5, 0), "u32", "u64"), 64), np.uint64)
    return (D,)


def v_mac_f16(S0, S1, D):
    D = V.reinterpret(((S0.view(np.float16) * S1.view(np.float16)) + D.view(np.float16)), np.uint16)
    return (D,)


def v_mac_f32(S0, S1, D):
    D = V.reinterpret(((S0.view(np.float32) * S1.view(np.float32)) + D.view(np.float32)), np.uint32)
    return (D,)


def v_mad_f16(S0, S1, S2):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    c = V.zero(np.float16)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    c = S2.view(np.float16)
    D = V.reinterpret(V.ftz((V.ftz((V.ftz(a) * V.ftz(b))) + V.ftz(c))), np.uint16)
    return (D,)


def v_mad_f32(S0, S1, S2):
    D = V.reinterpret(
        V.ftz(
            (
                V.ftz((V.ftz(S0.view(np.float32)) * V.ftz(S1.view(np.float32))))
                + V.ftz(S2.view(np.float32))
            )
        ),
        np.uint32,
    )
    return (D,)


def v_mad_i16(S0, S1, S2, CLAMP, D):
    r = V.zero(np.int32)
    r = (V.cvt(S0.view(np.int16), "i16", "i32") * V.cvt(S1.view(np.int16), "i16", "i32")) + V.cvt(
        S2.view(np.int16), "i16", "i32"
    )
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 32767), V.const((-32768), np.int32)), r)
    D = V.reinterpret(((D & 4294901760) | (V.cvt(r, "i32", "u32") & 65535)), np.uint32)
    return (D,)


def v_mad_i32_i16(S0, S1, S2, CLAMP):
    r = V.zero(np.int64)
    r = (V.cvt(S0.view(np.int16), "i16", "i64") * V.cvt(S1.view(np.int16), "i16", "i64")) + V.cvt(
        S2.view(np.int32), "i32", "i64"
    )
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 2147483647), V.const((-2147483648), np.int64)), r)
    D = V.reinterpret(V.cvt(r, "i64", "i32"), np.uint32)
    return (D,)


def v_mad_i32_i24(S0, S1, S2, CLAMP):
    r = V.zero(np.int64)
    r = (
        V.cvt(V.signext(S0.view(np.int32), 24, 32), "i32", "i64")
        * V.cvt(V.signext(S1.view(np.int32), 24, 32), "i32", "i64")
    ) + V.cvt(S2.view(np.int32), "i32", "i64")
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 2147483647), V.const((-2147483648), np.int64)), r)
    D = V.reinterpret(V.cvt(r, "i64", "i32"), np.uint32)
    return (D,)


def v_mad_i64_i32(S0, S1, S2, CLAMP):
    p = V.zero(np.int64)
    r = V.zero(np.int64)
    ov = V.zero(np.bool_)
    neg = V.zero(np.bool_)
    p = V.cvt(S0.view(np.int32), "i32", "i64") * V.cvt(S1.view(np.int32), "i32", "i64")
    r = p + S2.view(np.int64)
    ov = np.logical_and(((p < 0) == (S2.view(np.int64) < 0)), ((r < 0) != (p < 0)))
    neg = np.where(ov, (p < 0), (r < 0))
    _c1 = np.logical_and(CLAMP, ov)
    r = np.where(
        _c1,
        np.where(
            neg,
            V.cvt((-9223372036854775808), "int", "i64"),
            V.cvt(9223372036854775807, "int", "i64"),
        ),
        r,
    )
    SD = neg
    D = V.reinterpret(r, np.uint64)
    return (SD, D)


def v_mad_legacy_f16(S0, S1, S2):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    c = V.zero(np.float16)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    c = S2.view(np.float16)
    D = V.reinterpret(((a * b) + c), np.uint16)
    return (D,)


def v_mad_legacy_f32(S0, S1, S2):
    D = V.reinterpret(
        (
            np.where(
                np.logical_or(
                    (S0.view(np.float32) == V.const(0.0, np.float32)),
                    (S1.view(np.float32) == V.const(0.0, np.float32)),
                ),
                V.cvt(0.0, "float", "f32"),
                (S0.view(np.float32) * S1.view(np.float32)),
            )
            + S2.view(np.float32)
        ),
        np.uint32,
    )
    return (D,)


def v_mad_legacy_i16(S0, S1, S2, CLAMP):
    r = V.zero(np.int32)
    r = (V.cvt(S0.view(np.int16), "i16", "i32") * V.cvt(S1.view(np.int16), "i16", "i32")) + V.cvt(
        S2.view(np.int16), "i16", "i32"
    )
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 32767), V.const((-32768), np.int32)), r)
    D = V.reinterpret((V.cvt(0, "int", "u32") | (V.cvt(r, "i32", "u32") & 65535)), np.uint32)
    return (D,)


def v_mad_legacy_u16(S0, S1, S2, CLAMP):
    r = V.zero(np.uint32)
    r = (V.cvt(S0, "u16", "u32") * V.cvt(S1, "u16", "u32")) + V.cvt(S2, "u16", "u32")
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 65535), 0), r)
    D = V.reinterpret((V.cvt(0, "int", "u32") | (V.cvt(r, "u32", "u32") & 65535)), np.uint32)
    return (D,)


def v_mad_u16(S0, S1, S2, CLAMP, D):
    r = V.zero(np.uint32)
    r = (V.cvt(S0, "u16", "u32") * V.cvt(S1, "u16", "u32")) + V.cvt(S2, "u16", "u32")
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 65535), 0), r)
    D = V.reinterpret(((D & 4294901760) | (V.cvt(r, "u32", "u32") & 65535)), np.uint32)
    return (D,)


def v_mad_u32_u16(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (V.cvt(S0, "u16", "u64") * V.cvt(S1, "u16", "u64")) + V.cvt(S2, "u32", "u64")
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 4294967295), 0), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_mad_u32_u24(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (V.cvt(V.bits(S0, 23, 0), "u32", "u64") * V.cvt(V.bits(S1, 23, 0), "u32", "u64")) + V.cvt(
        S2, "u32", "u64"
    )
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 4294967295), 0), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_mad_u64_u32(S0, S1, S2, CLAMP):
    p = V.zero(np.uint64)
    r = V.zero(np.uint64)
    carry = V.zero(np.bool_)
    p = V.cvt(S0, "u32", "u64") * V.cvt(S1, "u32", "u64")
    r = p + S2
    carry = r < p
    _c1 = np.logical_and(CLAMP, carry)
    r = np.where(_c1, V.cvt(18446744073709551615, "int", "u64"), r)
    SD = carry
    D = V.reinterpret(r, np.uint64)
    return (SD, D)


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


def v_max3_f16(S0, S1, S2):
    D = V.reinterpret(
        V.fmax(V.fmax(S0.view(np.float16), S1.view(np.float16)), S2.view(np.float16)), np.uint16
    )
    return (D,)


def v_max3_f32(S0, S1, S2):
    D = V.reinterpret(
        V.fmax(V.fmax(S0.view(np.float32), S1.view(np.float32)), S2.view(np.float32)), np.uint32
    )
    return (D,)


def v_max3_i16(S0, S1, S2, CLAMP):
    D = V.reinterpret(
        np.maximum(np.maximum(S0.view(np.int16), S1.view(np.int16)), S2.view(np.int16)), np.uint16
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_max3_i32(S0, S1, S2):
    D = V.reinterpret(
        np.maximum(np.maximum(S0.view(np.int32), S1.view(np.int32)), S2.view(np.int32)), np.uint32
    )
    return (D,)


def v_max3_u16(S0, S1, S2, CLAMP):
    D = V.reinterpret(np.maximum(np.maximum(S0, S1), S2), np.uint16)
    _c1 = CLAMP
    pass
    return (D,)


def v_max3_u32(S0, S1, S2):
    D = V.reinterpret(np.maximum(np.maximum(S0, S1), S2), np.uint32)
    return (D,)


def v_max_f16(S0, S1):
    D = V.reinterpret(V.fmax(S0.view(np.float16), S1.view(np.float16)), np.uint16)
    return (D,)


def v_max_f32(S0, S1):
    D = V.reinterpret(V.fmax(S0.view(np.float32), S1.view(np.float32)), np.uint32)
    return (D,)


def v_max_f64(S0, S1):
    D = V.reinterpret(V.fmax(S0.view(np.float64), S1.view(np.float64)), np.uint64)
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


def v_maximum3_f32(S0, S1, S2):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    c = V.zero(np.float32)
    nan = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    c = S2.view(np.float32)
    nan = np.logical_or(np.logical_or(np.isnan(a), np.isnan(b)), np.isnan(c))
    D = V.reinterpret(
        np.where(
            nan, V.reinterpret(V.cvt(2143289344, "int", "u32"), np.float32), V.fmax(V.fmax(a, b), c)
        ),
        np.uint32,
    )
    return (D,)


def v_mbcnt_hi_u32_b32(S0, laneId, S1):
    D = V.reinterpret(
        (
            V.cvt(
                V.popcount(
                    (
                        S0
                        & V.cvt(
                            V.shr(
                                (
                                    V.shl(V.cvt(1, "int", "u64"), V.cvt(laneId, "u32", "u64"), 64)
                                    - 1
                                ),
                                32,
                                64,
                            ),
                            "u64",
                            "u32",
                        )
                    ),
                    32,
                ),
                "u32",
                "u32",
            )
            + S1
        ),
        np.uint32,
    )
    return (D,)


def v_mbcnt_lo_u32_b32(S0, laneId, S1):
    D = V.reinterpret(
        (
            V.cvt(
                V.popcount(
                    (
                        S0
                        & V.cvt(
                            (V.shl(V.cvt(1, "int", "u64"), V.cvt(laneId, "u32", "u64"), 64) - 1),
                            "u64",
                            "u32",
                        )
                    ),
                    32,
                ),
                "u32",
                "u32",
            )
            + S1
        ),
        np.uint32,
    )
    return (D,)


def v_med3_f16(S0, S1, S2):
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    c = V.zero(np.float16)
    m = V.zero(np.float16)
    r = V.zero(np.float16)
    a = S0.view(np.float16)
    b = S1.view(np.float16)
    c = S2.view(np.float16)
    m = V.fmax(V.fmax(a, b), c)
    _c1 = np.logical_or(np.logical_or(np.isnan(a), np.isnan(b)), np.isnan(c))
    r = np.where(_c1, V.fmin(V.fmin(a, b), c), r)
    _m2 = np.logical_not(_c1)
    _c3 = m == a
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, V.fmax(b, c), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = m == b
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, V.fmax(a, c), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    r = np.where(_m8, V.fmax(a, b), r)
    D = V.reinterpret(r, np.uint16)
    return (D,)


def v_med3_f32(S0, S1, S2):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    c = V.zero(np.float32)
    m = V.zero(np.float32)
    r = V.zero(np.float32)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    c = S2.view(np.float32)
    m = V.fmax(V.fmax(a, b), c)
    _c1 = np.logical_or(np.logical_or(np.isnan(a), np.isnan(b)), np.isnan(c))
    r = np.where(_c1, V.fmin(V.fmin(a, b), c), r)
    _m2 = np.logical_not(_c1)
    _c3 = m == a
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, V.fmax(b, c), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = m == b
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, V.fmax(a, c), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    r = np.where(_m8, V.fmax(a, b), r)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_med3_i16(S0, S1, S2, CLAMP):
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    c = V.zero(np.int16)
    m = V.zero(np.int16)
    r = V.zero(np.int16)
    a = S0.view(np.int16)
    b = S1.view(np.int16)
    c = S2.view(np.int16)
    m = np.maximum(np.maximum(a, b), c)
    _c1 = False
    r = np.where(_c1, np.minimum(np.minimum(a, b), c), r)
    _m2 = np.logical_not(_c1)
    _c3 = m == a
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, np.maximum(b, c), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = m == b
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, np.maximum(a, c), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    r = np.where(_m8, np.maximum(a, b), r)
    D = V.reinterpret(r, np.uint16)
    _c9 = CLAMP
    pass
    return (D,)


def v_med3_i32(S0, S1, S2):
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    c = V.zero(np.int32)
    m = V.zero(np.int32)
    r = V.zero(np.int32)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    c = S2.view(np.int32)
    m = np.maximum(np.maximum(a, b), c)
    _c1 = False
    r = np.where(_c1, np.minimum(np.minimum(a, b), c), r)
    _m2 = np.logical_not(_c1)
    _c3 = m == a
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, np.maximum(b, c), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = m == b
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, np.maximum(a, c), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    r = np.where(_m8, np.maximum(a, b), r)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_med3_u16(S0, S1, S2, CLAMP):
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    c = V.zero(np.uint16)
    m = V.zero(np.uint16)
    r = V.zero(np.uint16)
    a = S0
    b = S1
    c = S2
    m = np.maximum(np.maximum(a, b), c)
    _c1 = False
    r = np.where(_c1, np.minimum(np.minimum(a, b), c), r)
    _m2 = np.logical_not(_c1)
    _c3 = m == a
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, np.maximum(b, c), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = m == b
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, np.maximum(a, c), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    r = np.where(_m8, np.maximum(a, b), r)
    D = V.reinterpret(r, np.uint16)
    _c9 = CLAMP
    pass
    return (D,)


def v_med3_u32(S0, S1, S2):
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    c = V.zero(np.uint32)
    m = V.zero(np.uint32)
    r = V.zero(np.uint32)
    a = S0
    b = S1
    c = S2
    m = np.maximum(np.maximum(a, b), c)
    _c1 = False
    r = np.where(_c1, np.minimum(np.minimum(a, b), c), r)
    _m2 = np.logical_not(_c1)
    _c3 = m == a
    _m4 = np.logical_and(_m2, _c3)
    r = np.where(_m4, np.maximum(b, c), r)
    _m5 = np.logical_and(_m2, np.logical_not(_c3))
    _c6 = m == b
    _m7 = np.logical_and(_m5, _c6)
    r = np.where(_m7, np.maximum(a, c), r)
    _m8 = np.logical_and(_m5, np.logical_not(_c6))
    r = np.where(_m8, np.maximum(a, b), r)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_mfma_ld_scale_b32():
    pass
    return ()


def v_min3_f16(S0, S1, S2):
    D = V.reinterpret(
        V.fmin(V.fmin(S0.view(np.float16), S1.view(np.float16)), S2.view(np.float16)), np.uint16
    )
    return (D,)


def v_min3_f32(S0, S1, S2):
    D = V.reinterpret(
        V.fmin(V.fmin(S0.view(np.float32), S1.view(np.float32)), S2.view(np.float32)), np.uint32
    )
    return (D,)


def v_min3_i16(S0, S1, S2, CLAMP):
    D = V.reinterpret(
        np.minimum(np.minimum(S0.view(np.int16), S1.view(np.int16)), S2.view(np.int16)), np.uint16
    )
    _c1 = CLAMP
    pass
    return (D,)


def v_min3_i32(S0, S1, S2):
    D = V.reinterpret(
        np.minimum(np.minimum(S0.view(np.int32), S1.view(np.int32)), S2.view(np.int32)), np.uint32
    )
    return (D,)


def v_min3_u16(S0, S1, S2, CLAMP):
    D = V.reinterpret(np.minimum(np.minimum(S0, S1), S2), np.uint16)
    _c1 = CLAMP
    pass
    return (D,)


def v_min3_u32(S0, S1, S2):
    D = V.reinterpret(np.minimum(np.minimum(S0, S1), S2), np.uint32)
    return (D,)


def v_min_f16(S0, S1):
    D = V.reinterpret(V.fmin(S0.view(np.float16), S1.view(np.float16)), np.uint16)
    return (D,)


def v_min_f32(S0, S1):
    D = V.reinterpret(V.fmin(S0.view(np.float32), S1.view(np.float32)), np.uint32)
    return (D,)


def v_min_f64(S0, S1):
    D = V.reinterpret(V.fmin(S0.view(np.float64), S1.view(np.float64)), np.uint64)
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


def v_minimum3_f32(S0, S1, S2):
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    c = V.zero(np.float32)
    nan = V.zero(np.bool_)
    a = S0.view(np.float32)
    b = S1.view(np.float32)
    c = S2.view(np.float32)
    nan = np.logical_or(np.logical_or(np.isnan(a), np.isnan(b)), np.isnan(c))
    D = V.reinterpret(
        np.where(
            nan, V.reinterpret(V.cvt(2143289344, "int", "u32"), np.float32), V.fmin(V.fmin(a, b), c)
        ),
        np.uint32,
    )
    return (D,)


def v_mov_b32(S0):
    D = V.reinterpret(S0, np.uint32)
    return (D,)


def v_mov_b64(S0):
    D = V.reinterpret(S0, np.uint64)
    return (D,)


def v_mqsad_pk_u16_u8(S0, S2, S1, CLAMP):
    acc = V.zero(np.uint64)
    src = V.zero(np.uint32)
    s = V.zero(np.uint32)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    d = V.zero(np.uint32)
    acc = V.cvt(0, "int", "u64")
    for i in range(4):
        src = V.cvt((V.shr(S0, (8 * i), 64) & 4294967295), "u64", "u32")
        s = V.cvt((V.shr(S2, (16 * i), 64) & 65535), "u64", "u32")
        for j in range(4):
            a = V.shr(src, (8 * j), 32) & 255
            b = V.shr(S1, (8 * j), 32) & 255
            d = np.where((a > b), (a - b), (b - a))
            s = s + np.where((b != 0), d, V.cvt(0, "int", "u32"))
        _c1 = np.logical_and(CLAMP, (s > 65535))
        s = np.where(_c1, V.cvt(65535, "int", "u32"), s)
        acc = acc | V.shl(V.cvt((s & 65535), "u32", "u64"), (16 * i), 64)
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_mqsad_u32_u8(S0, S2, S1, CLAMP, D):
    D = np.array(D, np.uint32)
    src = V.zero(np.uint32)
    s = V.zero(np.uint64)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    for i in range(4):
        src = V.cvt((V.shr(S0, (8 * i), 64) & 4294967295), "u64", "u32")
        s = V.cvt(S2[..., i], "u32", "u64")
        for j in range(4):
            a = V.shr(src, (8 * j), 32) & 255
            b = V.shr(S1, (8 * j), 32) & 255
            s = s + V.cvt(
                np.where((b != 0), np.where((a > b), (a - b), (b - a)), V.cvt(0, "int", "u32")),
                "u32",
                "u64",
            )
        _c1 = np.logical_and(CLAMP, (s > 4294967295))
        s = np.where(_c1, V.cvt(4294967295, "int", "u64"), s)
        D[..., i] = V.cvt(s, "u64", "u32")
    return (D,)


def v_msad_u8(S0, S1, S2, CLAMP):
    s = V.zero(np.uint64)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    d = V.zero(np.uint32)
    r = V.zero(np.uint64)
    s = V.cvt(0, "int", "u64")
    for i in range(4):
        a = V.shr(S0, (8 * i), 32) & 255
        b = V.shr(S1, (8 * i), 32) & 255
        d = np.where((a > b), (a - b), (b - a))
        s = s + V.cvt(np.where((b != 0), d, V.cvt(0, "int", "u32")), "u32", "u64")
    r = V.shl(s, 0, 64) + V.cvt(S2, "u32", "u64")
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_mul_f16(S0, S1):
    D = V.reinterpret((S0.view(np.float16) * S1.view(np.float16)), np.uint16)
    return (D,)


def v_mul_f32(S0, S1):
    D = V.reinterpret((S0.view(np.float32) * S1.view(np.float32)), np.uint32)
    return (D,)


def v_mul_f64(S0, S1):
    D = V.reinterpret((S0.view(np.float64) * S1.view(np.float64)), np.uint64)
    return (D,)


def v_mul_hi_i32(S0, S1):
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


def v_mul_hi_i32_i24(S0, S1, CLAMP):
    p = V.zero(np.int64)
    p = V.cvt(V.signext(S0.view(np.int32), 24, 32), "i32", "i64") * V.cvt(
        V.signext(S1.view(np.int32), 24, 32), "i32", "i64"
    )
    _c1 = CLAMP
    p = np.where(_c1, np.maximum(np.minimum(p, 2147483647), V.const((-2147483648), np.int64)), p)
    D = V.reinterpret(V.cvt(V.bits(p, 63, 32), "u64", "i32"), np.uint32)
    return (D,)


def v_mul_hi_u32(S0, S1):
    D = V.reinterpret(
        V.cvt(V.shr((V.cvt(S0, "u32", "u64") * V.cvt(S1, "u32", "u64")), 32, 64), "u64", "u32"),
        np.uint32,
    )
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


def v_mul_legacy_f32(S0, S1):
    D = V.reinterpret(
        np.where(
            np.logical_or(
                (S0.view(np.float32) == V.const(0.0, np.float32)),
                (S1.view(np.float32) == V.const(0.0, np.float32)),
            ),
            V.cvt(0.0, "float", "f32"),
            (S0.view(np.float32) * S1.view(np.float32)),
        ),
        np.uint32,
    )
    return (D,)


def v_mul_lo_u16(S0, S1):
    D = V.reinterpret((S0 * S1), np.uint16)
    return (D,)


def v_mul_lo_u32(S0, S1):
    D = V.reinterpret(
        V.cvt((V.cvt(S0, "u32", "u64") * V.cvt(S1, "u32", "u64")), "u64", "u32"), np.uint32
    )
    return (D,)


def v_mul_u32_u24(S0, S1, CLAMP):
    p = V.zero(np.uint64)
    p = V.cvt(V.bits(S0, 23, 0), "u32", "u64") * V.cvt(V.bits(S1, 23, 0), "u32", "u64")
    _c1 = CLAMP
    p = np.where(_c1, np.maximum(np.minimum(p, 4294967295), 0), p)
    D = V.reinterpret(V.cvt(V.bits(p, 31, 0), "u64", "u32"), np.uint32)
    return (D,)


def v_not_b32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret((~x), np.uint32)
    return (D,)


def v_or3_b32(S0, S1, S2):
    D = V.reinterpret(((S0 | S1) | S2), np.uint32)
    return (D,)


def v_or_b32(S0, S1):
    D = V.reinterpret((S0 | S1), np.uint32)
    return (D,)


def v_pack_b32_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        h = np.where((i == 0), S0.view(np.float16), S1.view(np.float16))
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_perm_b32(S0, S1, S2):
    src = V.zero(np.uint64)
    r = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    b = V.zero(np.uint32)
    src = V.shl(V.cvt(S0, "u32", "u64"), 32, 64) | V.cvt(S1, "u32", "u64")
    r = V.cvt(0, "int", "u32")
    for i in range(4):
        sel = V.shr(S2, (8 * i), 32) & 255
        b = V.cvt(0, "int", "u32")
        _c1 = sel >= 13
        b = np.where(_c1, V.cvt(255, "int", "u32"), b)
        _m2 = np.logical_not(_c1)
        _c3 = sel == 12
        _m4 = np.logical_and(_m2, _c3)
        b = np.where(_m4, V.cvt(0, "int", "u32"), b)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        _c6 = sel >= 8
        _m7 = np.logical_and(_m5, _c6)
        b = np.where(
            _m7,
            (
                V.cvt(255, "int", "u32")
                * V.cvt(
                    (V.shr(src, V.cvt(((16 * (sel - 8)) + 15), "u32", "u64"), 64) & 1), "u64", "u32"
                )
            ),
            b,
        )
        _m8 = np.logical_and(_m5, np.logical_not(_c6))
        b = np.where(
            _m8, V.cvt((V.shr(src, V.cvt((8 * sel), "u32", "u64"), 64) & 255), "u64", "u32"), b
        )
        r = r | V.shl(b, (8 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_permlane16_swap_b32(D, S0, laneId):
    d = V.zero(np.uint32)
    s = V.zero(np.uint32)
    d = D
    s = S0
    D = V.reinterpret(np.where(((laneId & 16) != 0), V.lane(s, (laneId ^ 16)), d), np.uint32)
    S0 = V.reinterpret(np.where(((laneId & 16) == 0), V.lane(d, (laneId ^ 16)), s), np.uint32)
    return (D, S0)


def v_permlane32_swap_b32(D, S0, laneId):
    d = V.zero(np.uint32)
    s = V.zero(np.uint32)
    d = D
    s = S0
    D = V.reinterpret(np.where(((laneId & 32) != 0), V.lane(s, (laneId ^ 32)), d), np.uint32)
    S0 = V.reinterpret(np.where(((laneId & 32) == 0), V.lane(d, (laneId ^ 32)), s), np.uint32)
    return (D, S0)


def v_pk_add_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16"), np.float16)
        b = V.reinterpret(V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16"), np.float16)
        h = a + b
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_add_f32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    h = V.zero(np.float32)
    r = V.cvt(0, "int", "u64")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (32 * i), 64), "u64", "u32"), np.float32)
        b = V.reinterpret(V.cvt(V.shr(S1, (32 * i), 64), "u64", "u32"), np.float32)
        h = a + b
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f32"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f32")), V.cvt(0.0, "float", "f32")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint32), "u32", "u64"), (32 * i), 64)
    D = V.reinterpret(r, np.uint64)
    return (D,)


def v_pk_add_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "i16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "i16")
        s = V.cvt(a, "i16", "i64") + V.cvt(b, "i16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "i16"), "i16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_add_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16")
        s = V.cvt(a, "u16", "i64") + V.cvt(b, "u16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "u16"), "u16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_ashrrev_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "i16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "i16")
        s = V.cvt(V.shr(b, (a & 15), 16), "i16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "i16"), "i16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_fma_f16(S0, S1, S2, CLAMP):
    qnan = V.zero(np.float16)
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    c = V.zero(np.float16)
    h = V.zero(np.float16)
    qnan = V.reinterpret(V.cvt(32256, "int", "u16"), np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16"), np.float16)
        b = V.reinterpret(V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16"), np.float16)
        c = V.reinterpret(V.cvt(V.shr(S2, (16 * i), 32), "u32", "u16"), np.float16)
        h = V.fma(a, b, c, "f16")
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_fma_f32(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    c = V.zero(np.float32)
    h = V.zero(np.float32)
    r = V.cvt(0, "int", "u64")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (32 * i), 64), "u64", "u32"), np.float32)
        b = V.reinterpret(V.cvt(V.shr(S1, (32 * i), 64), "u64", "u32"), np.float32)
        c = V.reinterpret(V.cvt(V.shr(S2, (32 * i), 64), "u64", "u32"), np.float32)
        h = V.fma(a, b, c, "f32")
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f32"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f32")), V.cvt(0.0, "float", "f32")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint32), "u32", "u64"), (32 * i), 64)
    D = V.reinterpret(r, np.uint64)
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


def v_pk_lshlrev_b16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16")
        s = V.cvt(V.shl(b, (a & 15), 16), "u16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "u16"), "u16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_lshrrev_b16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16")
        s = V.cvt(V.shr(b, (a & 15), 16), "u16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "u16"), "u16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_mad_i16(S0, S1, S2, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    c = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "i16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "i16")
        c = V.cvt(V.shr(S2, (16 * i), 32), "u32", "i16")
        s = (V.cvt(a, "i16", "i64") * V.cvt(b, "i16", "i64")) + V.cvt(c, "i16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "i16"), "i16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_mad_u16(S0, S1, S2, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    c = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16")
        c = V.cvt(V.shr(S2, (16 * i), 32), "u32", "u16")
        s = (V.cvt(a, "u16", "i64") * V.cvt(b, "u16", "i64")) + V.cvt(c, "u16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "u16"), "u16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_max_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16"), np.float16)
        b = V.reinterpret(V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16"), np.float16)
        h = V.fmax(a, b)
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_max_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "i16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "i16")
        s = V.cvt(np.maximum(a, b), "i16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "i16"), "i16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_max_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16")
        s = V.cvt(np.maximum(a, b), "u16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "u16"), "u16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_maximum3_f16(S0, S1, S2, CLAMP):
    qnan = V.zero(np.float16)
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    c = V.zero(np.float16)
    h = V.zero(np.float16)
    qnan = V.reinterpret(V.cvt(32256, "int", "u16"), np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16"), np.float16)
        b = V.reinterpret(V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16"), np.float16)
        c = V.reinterpret(V.cvt(V.shr(S2, (16 * i), 32), "u32", "u16"), np.float16)
        h = np.where(
            np.logical_or(np.logical_or(np.isnan(a), np.isnan(b)), np.isnan(c)),
            qnan,
            V.fmax(V.fmax(a, b), c),
        )
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_min_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16"), np.float16)
        b = V.reinterpret(V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16"), np.float16)
        h = V.fmin(a, b)
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_min_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "i16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "i16")
        s = V.cvt(np.minimum(a, b), "i16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "i16"), "i16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_min_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16")
        s = V.cvt(np.minimum(a, b), "u16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "u16"), "u16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_minimum3_f16(S0, S1, S2, CLAMP):
    qnan = V.zero(np.float16)
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    c = V.zero(np.float16)
    h = V.zero(np.float16)
    qnan = V.reinterpret(V.cvt(32256, "int", "u16"), np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16"), np.float16)
        b = V.reinterpret(V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16"), np.float16)
        c = V.reinterpret(V.cvt(V.shr(S2, (16 * i), 32), "u32", "u16"), np.float16)
        h = np.where(
            np.logical_or(np.logical_or(np.isnan(a), np.isnan(b)), np.isnan(c)),
            qnan,
            V.fmin(V.fmin(a, b), c),
        )
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_mov_b32(S1, S0):
    D = V.reinterpret((V.shl(S1, 32, 64) | (S0 & 4294967295)), np.uint64)
    return (D,)


def v_pk_mul_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16"), np.float16)
        b = V.reinterpret(V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16"), np.float16)
        h = a * b
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f16"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint16), "u16", "u32"), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_mul_f32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    h = V.zero(np.float32)
    r = V.cvt(0, "int", "u64")
    for i in range(2):
        a = V.reinterpret(V.cvt(V.shr(S0, (32 * i), 64), "u64", "u32"), np.float32)
        b = V.reinterpret(V.cvt(V.shr(S1, (32 * i), 64), "u64", "u32"), np.float32)
        h = a * b
        _c1 = CLAMP
        h = np.where(
            _c1,
            np.where(
                np.isnan(h),
                V.cvt(0.0, "float", "f32"),
                V.fmax(V.fmin(h, V.cvt(1.0, "float", "f32")), V.cvt(0.0, "float", "f32")),
            ),
            h,
        )
        r = r | V.shl(V.cvt(V.reinterpret(h, np.uint32), "u32", "u64"), (32 * i), 64)
    D = V.reinterpret(r, np.uint64)
    return (D,)


def v_pk_mul_lo_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16")
        s = V.cvt(a, "u16", "i64") * V.cvt(b, "u16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "u16"), "u16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_sub_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "i16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "i16")
        s = V.cvt(a, "i16", "i64") - V.cvt(b, "i16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "i16"), "i16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_sub_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.cvt(V.shr(S0, (16 * i), 32), "u32", "u16")
        b = V.cvt(V.shr(S1, (16 * i), 32), "u32", "u16")
        s = V.cvt(a, "u16", "i64") - V.cvt(b, "u16", "i64")
        _c1 = CLAMP
        s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(
            V.cvt(V.cvt(V.cvt(s, "i64", "u16"), "u16", "u16"), "u16", "u32"), (16 * i), 32
        )
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_prng_b32(S0):
    D = V.reinterpret(
        (
            V.shl(S0, 1, 32)
            ^ np.where((V.bit(S0, 31) == 1), V.cvt(197, "int", "u32"), V.cvt(0, "int", "u32"))
        ),
        np.uint32,
    )
    return (D,)


def v_qsad_pk_u16_u8(S0, S2, S1, CLAMP):
    acc = V.zero(np.uint64)
    src = V.zero(np.uint32)
    s = V.zero(np.uint32)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    d = V.zero(np.uint32)
    acc = V.cvt(0, "int", "u64")
    for i in range(4):
        src = V.cvt((V.shr(S0, (8 * i), 64) & 4294967295), "u64", "u32")
        s = V.cvt((V.shr(S2, (16 * i), 64) & 65535), "u64", "u32")
        for j in range(4):
            a = V.shr(src, (8 * j), 32) & 255
            b = V.shr(S1, (8 * j), 32) & 255
            d = np.where((a > b), (a - b), (b - a))
            s = s + np.where(True, d, V.cvt(0, "int", "u32"))
        _c1 = np.logical_and(CLAMP, (s > 65535))
        s = np.where(_c1, V.cvt(65535, "int", "u32"), s)
        acc = acc | V.shl(V.cvt((s & 65535), "u32", "u64"), (16 * i), 64)
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_rcp_f16(S0):
    D = V.reinterpret(V.unary("rcp", S0.view(np.float16)), np.uint16)
    return (D,)


def v_rcp_f32(S0):
    D = V.reinterpret(V.ftz(V.unary("rcp", V.ftz(S0.view(np.float32)))), np.uint32)
    return (D,)


def v_rcp_f64(S0):
    D = V.reinterpret(V.unary("rcp", S0.view(np.float64)), np.uint64)
    return (D,)


def v_rcp_iflag_f32(S0):
    D = V.reinterpret(V.ftz(V.unary("rcp", V.ftz(S0.view(np.float32)))), np.uint32)
    return (D,)


def v_readfirstlane_b32(S0, EXEC):
    D = V.reinterpret(V.lane(S0, V.first_lane(EXEC)), np.uint32)
    return (D,)


def v_readlane_b32(S0, S1):
    D = V.reinterpret(V.lane(S0, V.bits(S1, 5, 0)), np.uint32)
    return (D,)


def v_rndne_f16(S0):
    D = V.reinterpret(V.unary("rndne", S0.view(np.float16)), np.uint16)
    return (D,)


def v_rndne_f32(S0):
    D = V.reinterpret(V.unary("rndne", S0.view(np.float32)), np.uint32)
    return (D,)


def v_rndne_f64(S0):
    D = V.reinterpret(V.unary("rndne", S0.view(np.float64)), np.uint64)
    return (D,)


def v_rsq_f16(S0):
    D = V.reinterpret(V.unary("rsq", S0.view(np.float16)), np.uint16)
    return (D,)


def v_rsq_f32(S0):
    D = V.reinterpret(V.ftz(V.unary("rsq", V.ftz(S0.view(np.float32)))), np.uint32)
    return (D,)


def v_rsq_f64(S0):
    D = V.reinterpret(V.unary("rsq", S0.view(np.float64)), np.uint64)
    return (D,)


def v_sad_hi_u8(S0, S1, S2, CLAMP):
    s = V.zero(np.uint64)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    d = V.zero(np.uint32)
    r = V.zero(np.uint64)
    s = V.cvt(0, "int", "u64")
    for i in range(4):
        a = V.shr(S0, (8 * i), 32) & 255
        b = V.shr(S1, (8 * i), 32) & 255
        d = np.where((a > b), (a - b), (b - a))
        s = s + V.cvt(np.where(True, d, V.cvt(0, "int", "u32")), "u32", "u64")
    r = V.shl(s, 16, 64) + V.cvt(S2, "u32", "u64")
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_sad_u16(S0, S1, S2, CLAMP):
    s = V.zero(np.uint64)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    d = V.zero(np.uint32)
    r = V.zero(np.uint64)
    s = V.cvt(0, "int", "u64")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32) & 65535
        b = V.shr(S1, (16 * i), 32) & 65535
        d = np.where((a > b), (a - b), (b - a))
        s = s + V.cvt(np.where(True, d, V.cvt(0, "int", "u32")), "u32", "u64")
    r = V.shl(s, 0, 64) + V.cvt(S2, "u32", "u64")
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_sad_u32(S0, S1, S2, CLAMP):
    s = V.zero(np.uint64)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    d = V.zero(np.uint32)
    r = V.zero(np.uint64)
    s = V.cvt(0, "int", "u64")
    for i in range(1):
        a = V.shr(S0, (32 * i), 32) & 4294967295
        b = V.shr(S1, (32 * i), 32) & 4294967295
        d = np.where((a > b), (a - b), (b - a))
        s = s + V.cvt(np.where(True, d, V.cvt(0, "int", "u32")), "u32", "u64")
    r = V.shl(s, 0, 64) + V.cvt(S2, "u32", "u64")
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_sad_u8(S0, S1, S2, CLAMP):
    s = V.zero(np.uint64)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    d = V.zero(np.uint32)
    r = V.zero(np.uint64)
    s = V.cvt(0, "int", "u64")
    for i in range(4):
        a = V.shr(S0, (8 * i), 32) & 255
        b = V.shr(S1, (8 * i), 32) & 255
        d = np.where((a > b), (a - b), (b - a))
        s = s + V.cvt(np.where(True, d, V.cvt(0, "int", "u32")), "u32", "u64")
    r = V.shl(s, 0, 64) + V.cvt(S2, "u32", "u64")
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(V.cvt(r, "u64", "u32"), np.uint32)
    return (D,)


def v_sat_pk_u8_i16(S0):
    lo = V.zero(np.int16)
    hi = V.zero(np.int16)
    lo = V.cvt(V.bits(S0, 15, 0), "u32", "i16")
    hi = V.cvt(V.bits(S0, 31, 16), "u32", "i16")
    D = V.reinterpret(
        (
            V.shl(V.cvt(np.maximum(np.minimum(hi, 255), 0), "i16", "u16"), 8, 16)
            | V.cvt(np.maximum(np.minimum(lo, 255), 0), "i16", "u16")
        ),
        np.uint16,
    )
    return (D,)


def v_screen_partition_4se_b32(S0):
    xmin = V.zero(np.uint32)
    ymin = V.zero(np.uint32)
    xspan = V.zero(np.uint32)
    yspan = V.zero(np.uint32)
    m = V.zero(np.uint32)
    xmin = V.bits(S0, 7, 6)
    ymin = V.bits(S0, 5, 4)
    xspan = (V.bits(S0, 3, 2) - xmin) & 3
    yspan = (V.bits(S0, 1, 0) - ymin) & 3
    m = V.cvt(0, "int", "u32")
    for x in range(4):
        for y in range(4):
            _c1 = np.logical_and(
                (((V.cvt(x, "int", "u32") - xmin) & 3) <= xspan),
                (((V.cvt(y, "int", "u32") - ymin) & 3) <= yspan),
            )
            m = np.where(
                _c1,
                (
                    m
                    | V.shl(
                        V.cvt(1, "int", "u32"),
                        (
                            V.shl(
                                (
                                    (V.cvt(x, "int", "u32") & 1)
                                    ^ V.shr(V.cvt(y, "int", "u32"), 1, 32)
                                ),
                                1,
                                32,
                            )
                            | ((V.cvt(y, "int", "u32") & 1) ^ V.shr(V.cvt(x, "int", "u32"), 1, 32))
                        ),
                        32,
                    )
                ),
                m,
            )
    D = V.reinterpret(m, np.uint32)
    return (D,)


def v_sin_f16(S0):
    x = V.zero(np.float16)
    r = V.zero(np.float16)
    x = S0.view(np.float16)
    r = np.where((np.abs(x) > V.const(0.5, np.float16)), (x - V.unary("rndne", x)), x)
    D = V.reinterpret(
        V.unary(
            "sin",
            np.where(
                (np.abs(r) > V.const(0.25, np.float16)),
                np.where(
                    (r > V.const(0.0, np.float16)),
                    (V.const(0.5, np.float16) - r),
                    (-(r + V.const(0.5, np.float16))),
                ),
                r,
            ),
        ),
        np.uint16,
    )
    return (D,)


def v_sin_f32(S0):
    x = V.zero(np.float32)
    r = V.zero(np.float32)
    x = S0.view(np.float32)
    r = np.where((np.abs(x) > V.const(0.5, np.float32)), (x - V.unary("rndne", x)), x)
    D = V.reinterpret(
        V.unary(
            "sin",
            np.where(
                (np.abs(r) > V.const(0.25, np.float32)),
                np.where(
                    (r > V.const(0.0, np.float32)),
                    (V.const(0.5, np.float32) - r),
                    (-(r + V.const(0.5, np.float32))),
                ),
                r,
            ),
        ),
        np.uint32,
    )
    return (D,)


def v_sqrt_f16(S0):
    D = V.reinterpret(np.sqrt(S0.view(np.float16)), np.uint16)
    return (D,)


def v_sqrt_f32(S0):
    D = V.reinterpret(V.ftz(np.sqrt(V.ftz(S0.view(np.float32)))), np.uint32)
    return (D,)


def v_sqrt_f64(S0):
    D = V.reinterpret(np.sqrt(S0.view(np.float64)), np.uint64)
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


def v_sub_i16(S0, S1, CLAMP):
    r = V.zero(np.int64)
    r = V.cvt(S0.view(np.int16), "i16", "i64") - V.cvt(S1.view(np.int16), "i16", "i64")
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 32767), V.const((-32768), np.int64)), r)
    D = V.reinterpret(V.cvt(r, "i64", "i16"), np.uint16)
    return (D,)


def v_sub_i32(S0, S1, CLAMP):
    r = V.zero(np.int64)
    r = V.cvt(S0.view(np.int32), "i32", "i64") - V.cvt(S1.view(np.int32), "i32", "i64")
    _c1 = CLAMP
    r = np.where(_c1, np.maximum(np.minimum(r, 2147483647), V.const((-2147483648), np.int64)), r)
    D = V.reinterpret(V.cvt(r, "i64", "i32"), np.uint32)
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


def v_swap_b32(D, S0):
    old = V.zero(np.uint32)
    old = D
    D = V.reinterpret(S0, np.uint32)
    S0 = V.reinterpret(old, np.uint32)
    return (D, S0)


def v_trig_preop_f64(S0, S1):
    ex = V.zero(np.int32)
    shift = V.zero(np.int32)
    idx = V.zero(np.int32)
    bsh = V.zero(np.uint64)
    hi = V.zero(np.uint64)
    lo = V.zero(np.uint64)
    j = V.zero(np.int32)
    w = V.zero(np.uint64)
    t = V.zero(np.uint64)
    scale = V.zero(np.int32)
    r = V.zero(np.float64)
    ex = V.cvt(V.bits(V.reinterpret(S0.view(np.float64), np.uint64), 62, 52), "u64", "i32")
    shift = V.cvt(V.bits(S1, 4, 0), "u32", "i32") * 53
    _c1 = ex > 1077
    shift = np.where(_c1, ((shift + ex) - 1077), shift)
    idx = V.shr(shift, 5, 32)
    bsh = V.cvt((shift & 31), "i32", "u64")
    hi = V.cvt(0, "int", "u64")
    lo = V.cvt(0, "int", "u64")
    for k in range(3):
        j = idx + V.const(k, np.int32)
        w = V.cvt(
            np.where(
                (j == 0),
                2734261102,
                np.where(
                    (j == 1),
                    1313084713,
                    np.where(
                        (j == 2),
                        4230436817,
                        np.where(
                            (j == 3),
                            4113882560,
                            np.where(
                                (j == 4),
                                3680671129,
                                np.where(
                                    (j == 5),
                                    1011060801,
                                    np.where(
                                        (j == 6),
                                        4266746795,
                                        np.where(
                                            (j == 7),
                                            3736847713,
                                            np.where(
                                                (j == 8),
                                                3072618042,
                                                np.where(
                                                    (j == 9),
                                                    1112396512,
                                                    np.where(
                                                        (j == 10),
                                                        105459434,
                                                        np.where(
                                                            (j == 11),
                                                            164729372,
                                                            np.where(
                                                                (j == 12),
                                                                4263373596,
                                                                np.where(
                                                                    (j == 13),
                                                                    2972297022,
                                                                    np.where(
                                                                        (j == 14),
                                                                        3900847605,
                                                                        np.where(
                                                                            (j == 15),
                                                                            784024708,
                                                                            np.where(
                                                                                (j == 16),
                                                                                3919343654,
                                                                                np.where(
                                                                                    (j == 17),
                                                                                    3026157121,
                                                                                    np.where(
                                                                                        (j == 18),
                                                                                        965858873,
                                                                                        np.where(
                                                                                            (
                                                                                                j
                                                                                                == 19
                                                                                            ),
                                                                                            2203269620,
                                                                                            np.where(
                                                                                                (
                                                                                                    j
                                                                                                    == 20
                                                                                                ),
                                                                                                2625920907,
                                                                                                np.where(
                                                                                                    (
                                                                                                        j
                                                                                                        == 21
                                                                                                    ),
                                                                                                    3187222587,
                                                                                                    np.where(
                                                                                                        (
                                                                                                            j
                                                                                                            == 22
                                                                                                        ),
                                                                                                        536385535,
                                                                                                        np.where(
                                                                                                            (
                                                                                                                j
                                                                                                                == 23
                                                                                                            ),
                                                                                                            3724908559,
                                                                                                            np.where(
                                                                                                                (
                                                                                                                    j
                                                                                                                    == 24
                                                                                                                ),
                                                                                                                4012839307,
                                                                                                                np.where(
                                                                                                                    (
                                                                                                                        j
                                                                                                                        == 25
                                                                                                                    ),
                                                                                                                    1510632735,
                                                                                                                    np.where(
                                                                                                                        (
                                                                                                                            j
                                                                                                                            == 26
                                                                                                                        ),
                                                                                                                        1832287951,
                                                                                                                        np.where(
                                                                                                                            (
                                                                                                                                j
                                                                                                                                == 27
                                                                                                                            ),
                                                                                                                            667617719,
                                                                                                                            np.where(
                                                                                                                                (
                                                                                                                                    j
                                                                                                                                    == 28
                                                                                                                                ),
                                                                                                                                1330003814,
                                                                                                                                np.where(
                                                                                                                                    (
                                                                                                                                        j
                                                                                                                                        == 29
                                                                                                                                    ),
                                                                                                                                    2657085997,
                                                                                                                                    np.where(
                                                                                                                                        (
                                                                                                                                            j
                                                                                                                                            == 30
                                                                                                                                        ),
                                                                                                                                        1965537991,
                                                                                                                                        np.where(
                                                                                                                                            (
                                                                                                                                                j
                                                                                                                                                == 31
                                                                                                                                            ),
                                                                                                                                            3957715323,
                                                                                                                                            np.where(
                                                                                                                                                (
                                                                                                                                                    j
                                                                                                                                                    == 32
                                                                                                                                                ),
                                                                                                                                                1023883767,
                                                                                                                                                np.where(
                                                                                                                                                    (
                                                                                                                                                        j
                                                                                                                                                        == 33
                                                                                                                                                    ),
                                                                                                                                                    2320667370,
                                                                                                                                                    np.where(
                                                                                                                                                        (
                                                                                                                                                            j
                                                                                                                                                            == 34
                                                                                                                                                        ),
                                                                                                                                                        1811636145,
                                                                                                                                                        np.where(
                                                                                                                                                            (
                                                                                                                                                                j
                                                                                                                                                                == 35
                                                                                                                                                            ),
                                                                                                                                                            529358088,
                                                                                                                                                            1443049542,
                                                                                                                                                        ),
                                                                                                                                                    ),
                                                                                                                                                ),
                                                                                                                                            ),
                                                                                                                                        ),
                                                                                                                                    ),
                                                                                                                                ),
                                                                                                                            ),
                                                                                                                        ),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            ),
                                                                                                        ),
                                                                                                    ),
                                                                                                ),
                                                                                            ),
                                                                                        ),
                                                                                    ),
                                                                                ),
                                                                            ),
                                                                        ),
                                                                    ),
                                                                ),
                                                            ),
                                                        ),
                                                    ),
                                                ),
                                            ),
                                        ),
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
            ),
            "int",
            "u64",
        )
        hi = V.shl(hi, 32, 64) | lo
        lo = w
    t = V.shr((V.shl(hi, bsh, 64) | V.shr(V.shl(lo, 32, 64), (64 - bsh), 64)), 11, 64)
    scale = V.const((-53), np.int32) - shift
    _c2 = ex >= 1968
    scale = np.where(_c2, (scale + 128), scale)
    r = V.ldexp(V.cvt(t, "u64", "f64"), scale)
    _c3 = (idx + 2) >= 37
    r = np.where(_c3, V.cvt(0.0, "float", "f64"), r)
    _c4 = np.isnan(S0.view(np.float64))
    r = np.where(
        _c4,
        V.reinterpret(
            (V.reinterpret(S0.view(np.float64), np.uint64) | 2251799813685248), np.float64
        ),
        r,
    )
    D = V.reinterpret(r, np.uint64)
    return (D,)


def v_trunc_f16(S0):
    D = V.reinterpret(V.unary("trunc", S0.view(np.float16)), np.uint16)
    return (D,)


def v_trunc_f32(S0):
    D = V.reinterpret(V.unary("trunc", S0.view(np.float32)), np.uint32)
    return (D,)


def v_trunc_f64(S0):
    D = V.reinterpret(V.unary("trunc", S0.view(np.float64)), np.uint64)
    return (D,)


def v_writelane_b32(laneId, S1, S0, D):
    D = V.reinterpret(np.where((laneId == V.bits(S1, 5, 0)), S0, D), np.uint32)
    return (D,)


def v_xad_u32(S0, S1, S2):
    D = V.reinterpret(((S0 ^ S1) + S2), np.uint32)
    return (D,)


def v_xnor_b32(S0, S1):
    D = V.reinterpret((~(S0 ^ S1)), np.uint32)
    return (D,)


def v_xor_b32(S0, S1):
    D = V.reinterpret((S0 ^ S1), np.uint32)
    return (D,)
