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
    if np.any(_c1):
        VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_add_f32(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.float32)
    old = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.float32)
    _st.mem_write(
        "MEM", 32, ADDRESS, V.reinterpret((old + VDATA.view(np.float32)), np.uint32), None
    )
    _c1 = RETURN
    if np.any(_c1):
        VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_add_f64(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret((old + VDATA.view(np.float64)), np.uint64), None
    )
    _c1 = RETURN
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
                        VDATA[..., 2].astype(np.uint64)
                        | (VDATA[..., 3].astype(np.uint64) << np.uint64(32))
                    )
                ),
                (
                    VDATA[..., 0].astype(np.uint64)
                    | (VDATA[..., 1].astype(np.uint64) << np.uint64(32))
                ),
                old,
            ),
            np.uint64,
        ),
        None,
    )
    _c1 = RETURN
    if np.any(_c1):
        VDATA[..., 0] = np.where(_c1, old.astype(np.uint32), VDATA[..., 0])
        VDATA[..., 1] = np.where(_c1, (old >> np.uint64(32)).astype(np.uint32), VDATA[..., 1])
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
        VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_max_f64(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(V.fmax(old, VDATA.view(np.float64)), np.uint64), None
    )
    _c1 = RETURN
    if np.any(_c1):
        VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_min_f64(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.float64)
    old = V.reinterpret(_st.mem_read("MEM", 64, ADDRESS, None), np.float64)
    _st.mem_write(
        "MEM", 64, ADDRESS, V.reinterpret(V.fmin(old, VDATA.view(np.float64)), np.uint64), None
    )
    _c1 = RETURN
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
        VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_atomic_pk_add_bf16(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.uint32)
    lo = V.zero(BF16)
    hi = V.zero(BF16)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    lo = V.reinterpret(old.astype(np.uint16), BF16) + V.reinterpret(VDATA.astype(np.uint16), BF16)
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), BF16) + V.reinterpret(
        (VDATA >> np.uint32(16)).astype(np.uint16), BF16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
            ),
            np.uint32,
        ),
        None,
    )
    _c1 = RETURN
    if np.any(_c1):
        VDATA = np.where(_c1, V.reinterpret(old, np.uint32), VDATA)
    return (VDATA,)


def buffer_atomic_pk_add_f16(ADDRESS, VDATA, RETURN, _st):
    old = V.zero(np.uint32)
    lo = V.zero(np.float16)
    hi = V.zero(np.float16)
    old = _st.mem_read("MEM", 32, ADDRESS, None)
    lo = V.reinterpret(old.astype(np.uint16), np.float16) + V.reinterpret(
        VDATA.astype(np.uint16), np.float16
    )
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), np.float16) + V.reinterpret(
        (VDATA >> np.uint32(16)).astype(np.uint16), np.float16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
            ),
            np.uint32,
        ),
        None,
    )
    _c1 = RETURN
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
        VDATA = np.where(_c1, V.reinterpret(old, np.uint64), VDATA)
    return (VDATA,)


def buffer_load_dword(ADDRESS, _st):
    VDATA = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.uint32)
    return (VDATA,)


def buffer_load_dwordx2(ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    for i in range(2):
        VDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (VDATA,)


def buffer_load_dwordx3(ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    for i in range(3):
        VDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (VDATA,)


def buffer_load_dwordx4(ADDRESS, VDATA, _st):
    VDATA = np.array(VDATA, np.uint32)
    for i in range(4):
        VDATA[..., i] = _st.mem_read("MEM", 32, (ADDRESS + V.const((4 * i), np.uint64)), None)
    return (VDATA,)


def buffer_load_sbyte(ADDRESS, _st):
    VDATA = V.reinterpret(
        V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8).astype(np.int32), np.uint32
    )
    return (VDATA,)


def buffer_load_sbyte_d16(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        (
            (VDATA & 4294901760)
            | V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8)
            .astype(np.uint16)
            .astype(np.uint32)
        ),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_sbyte_d16_hi(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        (
            (VDATA & 65535)
            | (
                V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8)
                .astype(np.uint16)
                .astype(np.uint32)
                << np.uint32(16)
            )
        ),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_short_d16(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        ((VDATA & 4294901760) | _st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32)), np.uint32
    )
    return (VDATA,)


def buffer_load_short_d16_hi(VDATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        V.reinterpret((VDATA >> np.uint32(16)).astype(np.uint16), np.uint16),
        None,
    )
    return ()


def buffer_load_sshort(ADDRESS, _st):
    VDATA = V.reinterpret(
        V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16).astype(np.int32), np.uint32
    )
    return (VDATA,)


def buffer_load_ubyte(ADDRESS, _st):
    VDATA = V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32), np.uint32)
    return (VDATA,)


def buffer_load_ubyte_d16(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        ((VDATA & 4294901760) | _st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32)), np.uint32
    )
    return (VDATA,)


def buffer_load_ubyte_d16_hi(VDATA, ADDRESS, _st):
    VDATA = V.reinterpret(
        (
            (VDATA & 65535)
            | (_st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32) << np.uint32(16))
        ),
        np.uint32,
    )
    return (VDATA,)


def buffer_load_ushort(ADDRESS, _st):
    VDATA = V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32), np.uint32)
    return (VDATA,)


def buffer_store_byte(VDATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, V.reinterpret(VDATA.astype(np.uint8), np.uint8), None)
    return ()


def buffer_store_byte_d16_hi(VDATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 8, ADDRESS, V.reinterpret((VDATA >> np.uint32(16)).astype(np.uint8), np.uint8), None
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


def buffer_store_short(VDATA, ADDRESS, _st):
    _st.mem_write("MEM", 16, ADDRESS, V.reinterpret(VDATA.astype(np.uint16), np.uint16), None)
    return ()


def buffer_store_short_d16_hi(VDATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        V.reinterpret((VDATA >> np.uint32(16)).astype(np.uint16), np.uint16),
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
    src = (ADDR + OFFSET) >> np.uint32(2)
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
        _c1 = (data >> np.uint32(31)) == 1
        if np.any(_c1):
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
    D = V.reinterpret(V.lane_scatter(DATA0, ((ADDR + OFFSET) >> np.uint32(2)), EXEC), np.uint32)
    return (D,)


def ds_pk_add_bf16(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    old = V.zero(np.uint32)
    lo = V.zero(BF16)
    hi = V.zero(BF16)
    a = ADDR + OFFSET
    old = _st.mem_read("LDS", 32, a, None)
    lo = V.reinterpret(old.astype(np.uint16), BF16) + V.reinterpret(DATA0.astype(np.uint16), BF16)
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), BF16) + V.reinterpret(
        (DATA0 >> np.uint32(16)).astype(np.uint16), BF16
    )
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
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
    lo = V.reinterpret(old.astype(np.uint16), np.float16) + V.reinterpret(
        DATA0.astype(np.uint16), np.float16
    )
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), np.float16) + V.reinterpret(
        (DATA0 >> np.uint32(16)).astype(np.uint16), np.float16
    )
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
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
    lo = V.reinterpret(old.astype(np.uint16), BF16) + V.reinterpret(DATA0.astype(np.uint16), BF16)
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), BF16) + V.reinterpret(
        (DATA0 >> np.uint32(16)).astype(np.uint16), BF16
    )
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
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
    lo = V.reinterpret(old.astype(np.uint16), np.float16) + V.reinterpret(
        DATA0.astype(np.uint16), np.float16
    )
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), np.float16) + V.reinterpret(
        (DATA0 >> np.uint32(16)).astype(np.uint16), np.float16
    )
    _st.mem_write(
        "LDS",
        32,
        a,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
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


def ds_read_b96(ADDR, OFFSET, D, _st):
    D = np.array(D, np.uint32)
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    for i in range(3):
        D[..., i] = _st.mem_read("LDS", 32, (a + V.const((4 * i), np.uint32)), None)
    return (D,)


def ds_read_i16(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        V.reinterpret(_st.mem_read("LDS", 16, a, None), np.int16).astype(np.int32), np.uint32
    )
    return (D,)


def ds_read_i8(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        V.reinterpret(_st.mem_read("LDS", 8, a, None), np.int8).astype(np.int32), np.uint32
    )
    return (D,)


def ds_read_i8_d16(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        (
            (D & 4294901760)
            | V.reinterpret(_st.mem_read("LDS", 8, a, None), np.int8)
            .astype(np.uint16)
            .astype(np.uint32)
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
            | (
                V.reinterpret(_st.mem_read("LDS", 8, a, None), np.int8)
                .astype(np.uint16)
                .astype(np.uint32)
                << np.uint32(16)
            )
        ),
        np.uint32,
    )
    return (D,)


def ds_read_u16(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(_st.mem_read("LDS", 16, a, None).astype(np.uint32), np.uint32)
    return (D,)


def ds_read_u16_d16(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        ((D & 4294901760) | _st.mem_read("LDS", 16, a, None).astype(np.uint32)), np.uint32
    )
    return (D,)


def ds_read_u16_d16_hi(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        ((D & 65535) | (_st.mem_read("LDS", 16, a, None).astype(np.uint32) << np.uint32(16))),
        np.uint32,
    )
    return (D,)


def ds_read_u8(ADDR, OFFSET, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(_st.mem_read("LDS", 8, a, None).astype(np.uint32), np.uint32)
    return (D,)


def ds_read_u8_d16(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        ((D & 4294901760) | _st.mem_read("LDS", 8, a, None).astype(np.uint32)), np.uint32
    )
    return (D,)


def ds_read_u8_d16_hi(ADDR, OFFSET, D, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    D = V.reinterpret(
        ((D & 65535) | (_st.mem_read("LDS", 8, a, None).astype(np.uint32) << np.uint32(16))),
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
    if np.any(_c1):
        m = np.where(_c1, (OFFSET & 31), m)
        j = np.where(
            _c1,
            (
                (V.shr((V.brev((i & 31), 32) >> np.uint32(27)), V.popcount(m, 32), 32) | (i & m))
                | (i & 32)
            ),
            j,
        )
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = OFFSET >= 49152
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            m = np.where(_m4, (OFFSET & 31), m)
            r = np.where(_m4, ((OFFSET >> np.uint32(5)) & 31), r)
            moved = np.where(_m4, np.where(((OFFSET & 1024) != 0), (i - r), (i + r)), moved)
            j = np.where(_m4, (((i & m) | ((moved & (~m)) & 31)) | (i & 32)), j)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = OFFSET >= 32768
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                j = np.where(_m7, ((i & 60) | (V.shr(OFFSET, ((i & 3) * 2), 32) & 3)), j)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                j = np.where(
                    _m8,
                    (
                        (
                            (((i & 31) & (OFFSET & 31)) | ((OFFSET >> np.uint32(5)) & 31))
                            ^ ((OFFSET >> np.uint32(10)) & 31)
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
    _st.mem_write("LDS", 16, a, V.reinterpret(DATA0.astype(np.uint16), np.uint16), None)
    return ()


def ds_write_b16_d16_hi(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    _st.mem_write(
        "LDS", 16, a, V.reinterpret((DATA0 >> np.uint32(16)).astype(np.uint16), np.uint16), None
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
    _st.mem_write("LDS", 8, a, V.reinterpret(DATA0.astype(np.uint8), np.uint8), None)
    return ()


def ds_write_b8_d16_hi(ADDR, OFFSET, DATA0, _st):
    a = V.zero(np.uint32)
    a = ADDR + OFFSET
    _st.mem_write(
        "LDS", 8, a, V.reinterpret((DATA0 >> np.uint32(16)).astype(np.uint8), np.uint8), None
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
                        DATA[..., 2].astype(np.uint64)
                        | (DATA[..., 3].astype(np.uint64) << np.uint64(32))
                    )
                ),
                (
                    DATA[..., 0].astype(np.uint64)
                    | (DATA[..., 1].astype(np.uint64) << np.uint64(32))
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
    lo = V.reinterpret(old.astype(np.uint16), BF16) + V.reinterpret(DATA.astype(np.uint16), BF16)
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), BF16) + V.reinterpret(
        (DATA >> np.uint32(16)).astype(np.uint16), BF16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
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
    lo = V.reinterpret(old.astype(np.uint16), np.float16) + V.reinterpret(
        DATA.astype(np.uint16), np.float16
    )
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), np.float16) + V.reinterpret(
        (DATA >> np.uint32(16)).astype(np.uint16), np.float16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
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


def flat_load_dword(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.uint32)
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


def flat_load_sbyte(ADDRESS, _st):
    D = V.reinterpret(
        V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8).astype(np.int32), np.uint32
    )
    return (D,)


def flat_load_sbyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 4294901760)
            | V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8)
            .astype(np.uint16)
            .astype(np.uint32)
        ),
        np.uint32,
    )
    return (D,)


def flat_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 65535)
            | (
                V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8)
                .astype(np.uint16)
                .astype(np.uint32)
                << np.uint32(16)
            )
        ),
        np.uint32,
    )
    return (D,)


def flat_load_short_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | _st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32)), np.uint32
    )
    return (D,)


def flat_load_short_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | (_st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32) << np.uint32(16))),
        np.uint32,
    )
    return (D,)


def flat_load_sshort(ADDRESS, _st):
    D = V.reinterpret(
        V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16).astype(np.int32), np.uint32
    )
    return (D,)


def flat_load_ubyte(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32), np.uint32)
    return (D,)


def flat_load_ubyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | _st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32)), np.uint32
    )
    return (D,)


def flat_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | (_st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32) << np.uint32(16))),
        np.uint32,
    )
    return (D,)


def flat_load_ushort(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32), np.uint32)
    return (D,)


def flat_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, V.reinterpret(DATA.astype(np.uint8), np.uint8), None)
    return ()


def flat_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 8, ADDRESS, V.reinterpret((DATA >> np.uint32(16)).astype(np.uint8), np.uint8), None
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
    _st.mem_write("MEM", 16, ADDRESS, V.reinterpret(DATA.astype(np.uint16), np.uint16), None)
    return ()


def flat_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        V.reinterpret((DATA >> np.uint32(16)).astype(np.uint16), np.uint16),
        None,
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
                        DATA[..., 2].astype(np.uint64)
                        | (DATA[..., 3].astype(np.uint64) << np.uint64(32))
                    )
                ),
                (
                    DATA[..., 0].astype(np.uint64)
                    | (DATA[..., 1].astype(np.uint64) << np.uint64(32))
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
    lo = V.reinterpret(old.astype(np.uint16), BF16) + V.reinterpret(DATA.astype(np.uint16), BF16)
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), BF16) + V.reinterpret(
        (DATA >> np.uint32(16)).astype(np.uint16), BF16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
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
    lo = V.reinterpret(old.astype(np.uint16), np.float16) + V.reinterpret(
        DATA.astype(np.uint16), np.float16
    )
    hi = V.reinterpret((old >> np.uint32(16)).astype(np.uint16), np.float16) + V.reinterpret(
        (DATA >> np.uint32(16)).astype(np.uint16), np.float16
    )
    _st.mem_write(
        "MEM",
        32,
        ADDRESS,
        V.reinterpret(
            (
                V.reinterpret(lo, np.uint16).astype(np.uint32)
                | (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
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


def global_load_dword(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.uint32)
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


def global_load_sbyte(ADDRESS, _st):
    D = V.reinterpret(
        V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8).astype(np.int32), np.uint32
    )
    return (D,)


def global_load_sbyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 4294901760)
            | V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8)
            .astype(np.uint16)
            .astype(np.uint32)
        ),
        np.uint32,
    )
    return (D,)


def global_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 65535)
            | (
                V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8)
                .astype(np.uint16)
                .astype(np.uint32)
                << np.uint32(16)
            )
        ),
        np.uint32,
    )
    return (D,)


def global_load_short_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | _st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32)), np.uint32
    )
    return (D,)


def global_load_short_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | (_st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32) << np.uint32(16))),
        np.uint32,
    )
    return (D,)


def global_load_sshort(ADDRESS, _st):
    D = V.reinterpret(
        V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16).astype(np.int32), np.uint32
    )
    return (D,)


def global_load_ubyte(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32), np.uint32)
    return (D,)


def global_load_ubyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | _st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32)), np.uint32
    )
    return (D,)


def global_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | (_st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32) << np.uint32(16))),
        np.uint32,
    )
    return (D,)


def global_load_ushort(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32), np.uint32)
    return (D,)


def global_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, V.reinterpret(DATA.astype(np.uint8), np.uint8), None)
    return ()


def global_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 8, ADDRESS, V.reinterpret((DATA >> np.uint32(16)).astype(np.uint8), np.uint8), None
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
    _st.mem_write("MEM", 16, ADDRESS, V.reinterpret(DATA.astype(np.uint16), np.uint16), None)
    return ()


def global_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        V.reinterpret((DATA >> np.uint32(16)).astype(np.uint16), np.uint16),
        None,
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
    if np.any(_c1):
        r = np.where(_c1, (0 - r), r)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_add_i32(S0, S1):
    r = V.zero(np.uint32)
    r = S0 + S1
    D = V.reinterpret(r, np.uint32)
    SCC = np.logical_and(
        (((S0 >> np.uint32(31)) & np.uint32(1)) == ((S1 >> np.uint32(31)) & np.uint32(1))),
        (((r >> np.uint32(31)) & np.uint32(1)) != ((S0 >> np.uint32(31)) & np.uint32(1))),
    )
    return (D, SCC)


def s_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = S0.astype(np.uint64) + S1.astype(np.uint64)
    D = V.reinterpret(sum.astype(np.uint32), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_addc_u32(S0, S1, SCC):
    sum = V.zero(np.uint64)
    sum = (S0.astype(np.uint64) + S1.astype(np.uint64)) + V.cvt(SCC, "bool", "u64")
    D = V.reinterpret(sum.astype(np.uint32), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_addk_i32(D, K):
    old = V.zero(np.uint32)
    k = V.zero(np.uint32)
    r = V.zero(np.uint32)
    old = D
    k = K.view(np.int16).astype(np.uint32)
    r = old + k
    D = V.reinterpret(r, np.uint32)
    SCC = np.logical_and(
        (((old >> np.uint32(31)) & np.uint32(1)) == ((k >> np.uint32(31)) & np.uint32(1))),
        (((r >> np.uint32(31)) & np.uint32(1)) != ((old >> np.uint32(31)) & np.uint32(1))),
    )
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
    r = S0.view(np.int32) >> (S1 & np.uint32(31)).astype(np.int32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_ashr_i64(S0, S1):
    r = V.zero(np.int64)
    r = S0.view(np.int64) >> (S1 & np.uint32(63)).astype(np.int64)
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
                        SDATA[..., 2].astype(np.uint64)
                        | (SDATA[..., 3].astype(np.uint64) << np.uint64(32))
                    )
                ),
                (
                    SDATA[..., 0].astype(np.uint64)
                    | (SDATA[..., 1].astype(np.uint64) << np.uint64(32))
                ),
                old,
            ),
            np.uint64,
        ),
        None,
    )
    _c1 = RETURN
    if np.any(_c1):
        SDATA[..., 0] = np.where(_c1, old.astype(np.uint32), SDATA[..., 0])
        SDATA[..., 1] = np.where(_c1, (old >> np.uint64(32)).astype(np.uint32), SDATA[..., 1])
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
        SDATA = np.where(_c1, V.reinterpret(old, np.uint64), SDATA)
    return (SDATA,)


def s_barrier(_st):
    _st.barrier(None)
    return ()


def s_bcnt0_i32_b32(S0):
    r = V.zero(np.int32)
    r = V.popcount((~S0), 32).astype(np.int32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bcnt0_i32_b64(S0):
    r = V.zero(np.int32)
    r = V.popcount((~S0), 64).astype(np.int32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bcnt1_i32_b32(S0):
    r = V.zero(np.int32)
    r = V.popcount(S0, 32).astype(np.int32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bcnt1_i32_b64(S0):
    r = V.zero(np.int32)
    r = V.popcount(S0, 64).astype(np.int32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bfe_i32(S1, S0):
    off = V.zero(np.uint32)
    w = V.zero(np.uint32)
    f = V.zero(np.uint32)
    s = V.zero(np.uint32)
    r = V.zero(np.int32)
    off = (S1 & np.uint32(31)).astype(np.uint32)
    w = ((S1 >> np.uint32(16)) & np.uint32(127)).astype(np.uint32)
    _c1 = w > 32
    if np.any(_c1):
        w = np.where(_c1, V.const(32, np.uint32), w)
    f = V.shr(S0, off, 32) & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
    s = 32 - w
    r = V.shr(V.shl(f, s, 32).astype(np.int32), s.astype(np.int32), 32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bfe_i64(S1, S0):
    off = V.zero(np.uint64)
    w = V.zero(np.uint64)
    f = V.zero(np.uint64)
    s = V.zero(np.uint64)
    r = V.zero(np.int64)
    off = (S1 & np.uint32(63)).astype(np.uint64)
    w = ((S1 >> np.uint32(16)) & np.uint32(127)).astype(np.uint64)
    _c1 = w > 64
    if np.any(_c1):
        w = np.where(_c1, V.const(64, np.uint64), w)
    f = V.shr(S0, off, 64) & (V.shl(V.cvt(1, "int", "u64"), w, 64) - 1)
    s = 64 - w
    r = V.shr(V.shl(f, s, 64).astype(np.int64), s.astype(np.int64), 64)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_bfe_u32(S1, S0):
    off = V.zero(np.uint32)
    w = V.zero(np.uint32)
    f = V.zero(np.uint32)
    s = V.zero(np.uint32)
    r = V.zero(np.uint32)
    off = (S1 & np.uint32(31)).astype(np.uint32)
    w = ((S1 >> np.uint32(16)) & np.uint32(127)).astype(np.uint32)
    _c1 = w > 32
    if np.any(_c1):
        w = np.where(_c1, V.const(32, np.uint32), w)
    f = V.shr(S0, off, 32) & (V.shl(V.cvt(1, "int", "u32"), w, 32) - 1)
    s = 32 - w
    r = V.shr(V.shl(f, s, 32).astype(np.uint32), s.astype(np.uint32), 32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_bfe_u64(S1, S0):
    off = V.zero(np.uint64)
    w = V.zero(np.uint64)
    f = V.zero(np.uint64)
    s = V.zero(np.uint64)
    r = V.zero(np.uint64)
    off = (S1 & np.uint32(63)).astype(np.uint64)
    w = ((S1 >> np.uint32(16)) & np.uint32(127)).astype(np.uint64)
    _c1 = w > 64
    if np.any(_c1):
        w = np.where(_c1, V.const(64, np.uint64), w)
    f = V.shr(S0, off, 64) & (V.shl(V.cvt(1, "int", "u64"), w, 64) - 1)
    s = 64 - w
    r = V.shr(V.shl(f, s, 64).astype(np.uint64), s.astype(np.uint64), 64)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_bfm_b32(S0, S1):
    D = V.reinterpret(
        (
            ((V.cvt(1, "int", "u32") << (S0 & np.uint32(31)).astype(np.uint32)) - 1)
            << (S1 & np.uint32(31)).astype(np.uint32)
        ),
        np.uint32,
    )
    return (D,)


def s_bfm_b64(S0, S1):
    D = V.reinterpret(
        (
            ((V.cvt(1, "int", "u64") << (S0 & np.uint32(63)).astype(np.uint64)) - 1)
            << (S1 & np.uint32(63)).astype(np.uint64)
        ),
        np.uint64,
    )
    return (D,)


def s_bitcmp0_b32(S0, S1):
    SCC = ((S0 >> (S1 & np.uint32(31)).astype(np.uint32)) & 1) == 0
    return (SCC,)


def s_bitcmp0_b64(S0, S1):
    SCC = ((S0 >> (S1 & np.uint32(63)).astype(np.uint64)) & 1) == 0
    return (SCC,)


def s_bitcmp1_b32(S0, S1):
    SCC = ((S0 >> (S1 & np.uint32(31)).astype(np.uint32)) & 1) == 1
    return (SCC,)


def s_bitcmp1_b64(S0, S1):
    SCC = ((S0 >> (S1 & np.uint32(63)).astype(np.uint64)) & 1) == 1
    return (SCC,)


def s_bitreplicate_b64_b32(S0):
    r = V.zero(np.uint64)
    b = V.zero(np.uint64)
    r = V.cvt(0, "int", "u64")
    for i in range(32):
        b = (V.shr(S0, V.cvt(i, "int", "u32"), 32) & 1).astype(np.uint64)
        r = (r | V.shl(b, V.cvt((2 * i), "int", "u64"), 64)) | V.shl(
            b, V.cvt(((2 * i) + 1), "int", "u64"), 64
        )
    D = V.reinterpret(r, np.uint64)
    return (D,)


def s_bitset0_b32(D, S0):
    D = V.reinterpret(
        (D & (~(V.cvt(1, "int", "u32") << (S0 & np.uint32(31)).astype(np.uint32)))), np.uint32
    )
    return (D,)


def s_bitset0_b64(D, S0):
    D = V.reinterpret(
        (D & (~(V.cvt(1, "int", "u64") << (S0 & np.uint32(63)).astype(np.uint64)))), np.uint64
    )
    return (D,)


def s_bitset1_b32(D, S0):
    D = V.reinterpret(
        (D | (V.cvt(1, "int", "u32") << (S0 & np.uint32(31)).astype(np.uint32))), np.uint32
    )
    return (D,)


def s_bitset1_b64(D, S0):
    D = V.reinterpret(
        (D | (V.cvt(1, "int", "u64") << (S0 & np.uint32(63)).astype(np.uint64))), np.uint64
    )
    return (D,)


def s_branch(K, PC, PCN):
    PC_out = PCN
    PC_out = (PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
                        SDATA[..., 2].astype(np.uint64)
                        | (SDATA[..., 3].astype(np.uint64) << np.uint64(32))
                    )
                ),
                (
                    SDATA[..., 0].astype(np.uint64)
                    | (SDATA[..., 1].astype(np.uint64) << np.uint64(32))
                ),
                old,
            ),
            np.uint64,
        ),
        None,
    )
    _c1 = RETURN
    if np.any(_c1):
        SDATA[..., 0] = np.where(_c1, old.astype(np.uint32), SDATA[..., 0])
        SDATA[..., 1] = np.where(_c1, (old >> np.uint64(32)).astype(np.uint32), SDATA[..., 1])
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
    PC_out = (PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)
    return (D, PC_out)


def s_cbranch_cdbgsys(K, PC, PCN, _st):
    PC_out = PCN
    st = V.zero(np.uint32)
    st = _st.hwreg(2)
    _c1 = ((st >> np.uint32(21)) & np.uint32(1)) != 0
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cbranch_cdbgsys_and_user(K, PC, PCN, _st):
    PC_out = PCN
    st = V.zero(np.uint32)
    st = _st.hwreg(2)
    _c1 = np.logical_and(
        (((st >> np.uint32(21)) & np.uint32(1)) != 0), (((st >> np.uint32(20)) & np.uint32(1)) != 0)
    )
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cbranch_cdbgsys_or_user(K, PC, PCN, _st):
    PC_out = PCN
    st = V.zero(np.uint32)
    st = _st.hwreg(2)
    _c1 = np.logical_or(
        (((st >> np.uint32(21)) & np.uint32(1)) != 0), (((st >> np.uint32(20)) & np.uint32(1)) != 0)
    )
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cbranch_cdbguser(K, PC, PCN, _st):
    PC_out = PCN
    st = V.zero(np.uint32)
    st = _st.hwreg(2)
    _c1 = ((st >> np.uint32(20)) & np.uint32(1)) != 0
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cbranch_execnz(EXEC, K, PC, PCN):
    PC_out = PCN
    _c1 = EXEC != 0
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cbranch_execz(EXEC, K, PC, PCN):
    PC_out = PCN
    _c1 = EXEC == 0
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
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
    if np.any(_c1):
        PC_out = np.where(_c1, S1, PC_out)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = mfail == e
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            pass
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            mode = np.where(_m5, _st.hwreg(1), mode)
            csp = np.where(_m5, ((mode >> np.uint32(29)) & np.uint32(7)), csp)
            base = np.where(_m5, (csp * 4), base)
            _c6 = V.popcount(mfail, 64) < V.popcount(mpass, 64)
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                EXEC = np.where(_m7, mfail, EXEC)
                _st.set_sgpr(base, mpass.astype(np.uint32), _m7)
                _st.set_sgpr((base + 1), (mpass >> np.uint64(32)).astype(np.uint32), _m7)
                _st.set_sgpr((base + 2), S1.astype(np.uint32), _m7)
                _st.set_sgpr((base + 3), (S1 >> np.uint64(32)).astype(np.uint32), _m7)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                EXEC = np.where(_m8, mpass, EXEC)
                _st.set_sgpr(base, mfail.astype(np.uint32), _m8)
                _st.set_sgpr((base + 1), (mfail >> np.uint64(32)).astype(np.uint32), _m8)
                _st.set_sgpr((base + 2), (PC + 4).astype(np.uint32), _m8)
                _st.set_sgpr((base + 3), ((PC + 4) >> np.uint64(32)).astype(np.uint32), _m8)
                PC_out = np.where(_m8, S1, PC_out)
            _st.set_hwreg(1, ((mode & 536870911) | (((csp + 1) & 7) << np.uint32(29))), _m5)
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
    target = (PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)
    mpass = S0 & e
    mfail = (~S0) & e
    _c1 = mpass == e
    if np.any(_c1):
        PC_out = np.where(_c1, target, PC_out)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = mfail == e
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            pass
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            mode = np.where(_m5, _st.hwreg(1), mode)
            csp = np.where(_m5, ((mode >> np.uint32(29)) & np.uint32(7)), csp)
            base = np.where(_m5, (csp * 4), base)
            _c6 = V.popcount(mfail, 64) < V.popcount(mpass, 64)
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                EXEC = np.where(_m7, mfail, EXEC)
                _st.set_sgpr(base, mpass.astype(np.uint32), _m7)
                _st.set_sgpr((base + 1), (mpass >> np.uint64(32)).astype(np.uint32), _m7)
                _st.set_sgpr((base + 2), target.astype(np.uint32), _m7)
                _st.set_sgpr((base + 3), (target >> np.uint64(32)).astype(np.uint32), _m7)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                EXEC = np.where(_m8, mpass, EXEC)
                _st.set_sgpr(base, mfail.astype(np.uint32), _m8)
                _st.set_sgpr((base + 1), (mfail >> np.uint64(32)).astype(np.uint32), _m8)
                _st.set_sgpr((base + 2), (PC + 4).astype(np.uint32), _m8)
                _st.set_sgpr((base + 3), ((PC + 4) >> np.uint64(32)).astype(np.uint32), _m8)
                PC_out = np.where(_m8, target, PC_out)
            _st.set_hwreg(1, ((mode & 536870911) | (((csp + 1) & 7) << np.uint32(29))), _m5)
    return (PC_out, EXEC)


def s_cbranch_join(S0, EXEC, PCN, _st):
    PC_out = PCN
    mode = V.zero(np.uint32)
    csp = V.zero(np.uint32)
    base = V.zero(np.uint32)
    mode = _st.hwreg(1)
    csp = (mode >> np.uint32(29)) & np.uint32(7)
    _c1 = csp != S0
    if np.any(_c1):
        csp = np.where(_c1, ((csp - 1) & 7), csp)
        base = np.where(_c1, (csp * 4), base)
        _st.set_hwreg(1, ((mode & 536870911) | (csp << np.uint32(29))), _c1)
        EXEC = np.where(
            _c1,
            (
                (_st.sgpr((base + 1)).astype(np.uint64) << np.uint64(32))
                | _st.sgpr(base).astype(np.uint64)
            ),
            EXEC,
        )
        PC_out = np.where(
            _c1,
            (
                (_st.sgpr((base + 3)).astype(np.uint64) << np.uint64(32))
                | _st.sgpr((base + 2)).astype(np.uint64)
            ),
            PC_out,
        )
    return (EXEC, PC_out)


def s_cbranch_scc0(SCC, K, PC, PCN):
    PC_out = PCN
    _c1 = np.logical_not(SCC)
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cbranch_scc1(SCC, K, PC, PCN):
    PC_out = PCN
    _c1 = SCC
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cbranch_vccnz(VCC, K, PC, PCN):
    PC_out = PCN
    _c1 = VCC != 0
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cbranch_vccz(VCC, K, PC, PCN):
    PC_out = PCN
    _c1 = VCC == 0
    if np.any(_c1):
        PC_out = np.where(
            _c1, ((PC + 4) + (K.view(np.int16).astype(np.int64).astype(np.uint64) * 4)), PC_out
        )
    return (PC_out,)


def s_cmov_b32(SCC, S0, D):
    _c1 = SCC
    if np.any(_c1):
        D = np.where(_c1, V.reinterpret(S0, np.uint32), D)
    return (D,)


def s_cmov_b64(SCC, S0, D):
    _c1 = SCC
    if np.any(_c1):
        D = np.where(_c1, V.reinterpret(S0, np.uint64), D)
    return (D,)


def s_cmovk_i32(SCC, K, D):
    _c1 = SCC
    if np.any(_c1):
        D = np.where(_c1, V.reinterpret(K.view(np.int16).astype(np.int32), np.uint32), D)
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
    SCC = S0.view(np.int32) == K.view(np.int16).astype(np.int32)
    return (SCC,)


def s_cmpk_eq_u32(S0, K):
    SCC = S0 == K.astype(np.uint32)
    return (SCC,)


def s_cmpk_ge_i32(S0, K):
    SCC = S0.view(np.int32) >= K.view(np.int16).astype(np.int32)
    return (SCC,)


def s_cmpk_ge_u32(S0, K):
    SCC = S0 >= K.astype(np.uint32)
    return (SCC,)


def s_cmpk_gt_i32(S0, K):
    SCC = S0.view(np.int32) > K.view(np.int16).astype(np.int32)
    return (SCC,)


def s_cmpk_gt_u32(S0, K):
    SCC = S0 > K.astype(np.uint32)
    return (SCC,)


def s_cmpk_le_i32(S0, K):
    SCC = S0.view(np.int32) <= K.view(np.int16).astype(np.int32)
    return (SCC,)


def s_cmpk_le_u32(S0, K):
    SCC = S0 <= K.astype(np.uint32)
    return (SCC,)


def s_cmpk_lg_i32(S0, K):
    SCC = S0.view(np.int32) != K.view(np.int16).astype(np.int32)
    return (SCC,)


def s_cmpk_lg_u32(S0, K):
    SCC = S0 != K.astype(np.uint32)
    return (SCC,)


def s_cmpk_lt_i32(S0, K):
    SCC = S0.view(np.int32) < K.view(np.int16).astype(np.int32)
    return (SCC,)


def s_cmpk_lt_u32(S0, K):
    SCC = S0 < K.astype(np.uint32)
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
        np.where((x != 0), V.ctz(x, 32).astype(np.int32), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_ff0_i32_b64(S0):
    x = V.zero(np.uint64)
    x = ~S0
    D = V.reinterpret(
        np.where((x != 0), V.ctz(x, 64).astype(np.int32), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_ff1_i32_b32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(
        np.where((x != 0), V.ctz(x, 32).astype(np.int32), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_ff1_i32_b64(S0):
    x = V.zero(np.uint64)
    x = S0
    D = V.reinterpret(
        np.where((x != 0), V.ctz(x, 64).astype(np.int32), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_flbit_i32(S0):
    y = V.zero(np.uint32)
    y = S0 ^ (S0.view(np.int32) >> np.int32(31)).astype(np.uint32)
    D = V.reinterpret(
        np.where((y != 0), V.clz(y, 32).astype(np.int32), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_flbit_i32_b32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(
        np.where((x != 0), V.clz(x, 32).astype(np.int32), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_flbit_i32_b64(S0):
    x = V.zero(np.uint64)
    x = S0
    D = V.reinterpret(
        np.where((x != 0), V.clz(x, 64).astype(np.int32), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_flbit_i32_i64(S0):
    y = V.zero(np.uint64)
    y = S0 ^ (S0.view(np.int64) >> np.int64(63)).astype(np.uint64)
    D = V.reinterpret(
        np.where((y != 0), V.clz(y, 64).astype(np.int32), V.const((-1), np.int32)), np.uint32
    )
    return (D,)


def s_getpc_b64(PC):
    D = V.reinterpret((PC + 4), np.uint64)
    return (D,)


def s_getreg_b32(K, _st):
    id = V.zero(np.uint32)
    off = V.zero(np.uint32)
    size = V.zero(np.uint32)
    id = (K & np.uint16(63)).astype(np.uint32)
    off = ((K >> np.uint16(6)) & np.uint16(31)).astype(np.uint32)
    size = ((K >> np.uint16(11)) & np.uint16(31)).astype(np.uint32) + 1
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
    sum = (S0.astype(np.uint64) << np.uint64(1)) + S1.astype(np.uint64)
    D = V.reinterpret(sum.astype(np.uint32), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl2_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = (S0.astype(np.uint64) << np.uint64(2)) + S1.astype(np.uint64)
    D = V.reinterpret(sum.astype(np.uint32), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl3_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = (S0.astype(np.uint64) << np.uint64(3)) + S1.astype(np.uint64)
    D = V.reinterpret(sum.astype(np.uint32), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl4_add_u32(S0, S1):
    sum = V.zero(np.uint64)
    sum = (S0.astype(np.uint64) << np.uint64(4)) + S1.astype(np.uint64)
    D = V.reinterpret(sum.astype(np.uint32), np.uint32)
    SCC = sum >= 4294967296
    return (D, SCC)


def s_lshl_b32(S0, S1):
    r = V.zero(np.uint32)
    r = S0 << (S1 & np.uint32(31)).astype(np.uint32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_lshl_b64(S0, S1):
    r = V.zero(np.uint64)
    r = S0 << (S1 & np.uint32(63)).astype(np.uint64)
    D = V.reinterpret(r, np.uint64)
    SCC = r != 0
    return (D, SCC)


def s_lshr_b32(S0, S1):
    r = V.zero(np.uint32)
    r = S0 >> (S1 & np.uint32(31)).astype(np.uint32)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_lshr_b64(S0, S1):
    r = V.zero(np.uint64)
    r = S0 >> (S1 & np.uint32(63)).astype(np.uint64)
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
    D = V.reinterpret(K.view(np.int16).astype(np.int32), np.uint32)
    return (D,)


def s_movreld_b32(S0, D_reg, M0, _st):
    _st.set_sgpr((D_reg + M0), S0, None)
    return ()


def s_movreld_b64(S0, D_reg, M0, _st):
    _st.set_sgpr((D_reg + M0), S0.astype(np.uint32), None)
    _st.set_sgpr(((D_reg + M0) + 1), (S0 >> np.uint64(32)).astype(np.uint32), None)
    return ()


def s_movrels_b32(S0_reg, M0, _st):
    D = V.reinterpret(_st.sgpr((S0_reg + M0)), np.uint32)
    return (D,)


def s_movrels_b64(S0_reg, M0, _st):
    D = V.reinterpret(
        (
            (_st.sgpr(((S0_reg + M0) + 1)).astype(np.uint64) << np.uint64(32))
            | _st.sgpr((S0_reg + M0)).astype(np.uint64)
        ),
        np.uint64,
    )
    return (D,)


def s_mul_hi_i32(S0, S1):
    D = V.reinterpret(
        (
            (S0.view(np.int32).astype(np.int64) * S1.view(np.int32).astype(np.int64))
            >> np.int64(32)
        ).astype(np.int32),
        np.uint32,
    )
    return (D,)


def s_mul_hi_u32(S0, S1):
    D = V.reinterpret(
        ((S0.astype(np.uint64) * S1.astype(np.uint64)) >> np.uint64(32)).astype(np.uint32),
        np.uint32,
    )
    return (D,)


def s_mul_i32(S0, S1):
    D = V.reinterpret((S0.view(np.int32) * S1.view(np.int32)), np.uint32)
    return (D,)


def s_mulk_i32(D, K):
    D = V.reinterpret((D.view(np.int32) * K.view(np.int16).astype(np.int32)), np.uint32)
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
    D = V.reinterpret(
        (
            (((S1 >> np.uint32(16)) & np.uint32(65535)) << np.uint32(16))
            | ((S0 >> np.uint32(16)) & np.uint32(65535))
        ),
        np.uint32,
    )
    return (D,)


def s_pack_lh_b32_b16(S1, S0):
    D = V.reinterpret(
        ((((S1 >> np.uint32(16)) & np.uint32(65535)) << np.uint32(16)) | (S0 & np.uint32(65535))),
        np.uint32,
    )
    return (D,)


def s_pack_ll_b32_b16(S1, S0):
    D = V.reinterpret(
        (((S1 & np.uint32(65535)) << np.uint32(16)) | (S0 & np.uint32(65535))), np.uint32
    )
    return (D,)


def s_quadmask_b32(S0):
    r = V.zero(np.uint32)
    r = V.cvt(0, "int", "u32")
    for i in range(8):
        _c1 = (V.shr(S0, V.cvt((4 * i), "int", "u32"), 32) & 15) != 0
        if np.any(_c1):
            r = np.where(_c1, (r | V.shl(V.cvt(1, "int", "u32"), V.cvt(i, "int", "u32"), 32)), r)
    D = V.reinterpret(r, np.uint32)
    SCC = r != 0
    return (D, SCC)


def s_quadmask_b64(S0):
    r = V.zero(np.uint64)
    r = V.cvt(0, "int", "u64")
    for i in range(16):
        _c1 = (V.shr(S0, V.cvt((4 * i), "int", "u64"), 64) & 15) != 0
        if np.any(_c1):
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
    M0 = (M0 & 4294967040) | (S0 & np.uint32(255))
    return (M0,)


def s_set_gpr_idx_mode(M0, K):
    M0 = (M0 & 4294905855) | ((K & np.uint16(15)).astype(np.uint32) << np.uint32(12))
    return (M0,)


def s_set_gpr_idx_off(_st):
    _st.set_hwreg(1, (_st.hwreg(1) & 4160749567), None)
    return ()


def s_set_gpr_idx_on(M0, S1, S0, _st):
    M0 = ((M0 & 4294905600) | ((S1 & np.uint32(15)) << np.uint32(12))) | (S0 & np.uint32(255))
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
    id = (K & np.uint16(63)).astype(np.uint32)
    off = ((K >> np.uint16(6)) & np.uint16(31)).astype(np.uint32)
    size = ((K >> np.uint16(11)) & np.uint16(31)).astype(np.uint32) + 1
    mask = V.shl((V.shl(V.cvt(1, "int", "u32"), size, 32) - 1), off, 32)
    _st.set_hwreg(id, ((_st.hwreg(id) & (~mask)) | (V.shl(S0, off, 32) & mask)), None)
    return ()


def s_setreg_imm32_b32(K, S1, _st):
    id = V.zero(np.uint32)
    off = V.zero(np.uint32)
    size = V.zero(np.uint32)
    mask = V.zero(np.uint32)
    id = (K & np.uint16(63)).astype(np.uint32)
    off = ((K >> np.uint16(6)) & np.uint16(31)).astype(np.uint32)
    size = ((K >> np.uint16(11)) & np.uint16(31)).astype(np.uint32) + 1
    mask = V.shl((V.shl(V.cvt(1, "int", "u32"), size, 32) - 1), off, 32)
    _st.set_hwreg(id, ((_st.hwreg(id) & (~mask)) | (V.shl(S1, off, 32) & mask)), None)
    return ()


def s_setvskip(S0, S1, _st):
    _st.set_hwreg(
        1,
        ((_st.hwreg(1) & 4026531839) | (((S0 >> (S1 & np.uint32(31))) & 1) << np.uint32(28))),
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
    SCC = np.logical_and(
        (((S0 >> np.uint32(31)) & np.uint32(1)) != ((S1 >> np.uint32(31)) & np.uint32(1))),
        (((r >> np.uint32(31)) & np.uint32(1)) != ((S0 >> np.uint32(31)) & np.uint32(1))),
    )
    return (D, SCC)


def s_sub_u32(S0, S1):
    D = V.reinterpret((S0 - S1), np.uint32)
    SCC = S1 > S0
    return (D, SCC)


def s_subb_u32(S0, S1, SCC):
    D = V.reinterpret(((S0 - S1) - V.cvt(SCC, "bool", "u32")), np.uint32)
    SCC = (S1.astype(np.uint64) + V.cvt(SCC, "bool", "u64")) > S0.astype(np.uint64)
    return (D, SCC)


def s_swappc_b64(S0, PC, PCN):
    PC_out = PCN
    target = V.zero(np.uint64)
    target = S0
    D = V.reinterpret((PC + 4), np.uint64)
    PC_out = target
    return (D, PC_out)


def s_trap(K, _st):
    _st.trap((K & np.uint16(255)).astype(np.uint32), None)
    return ()


def s_wqm_b32(S0):
    r = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    r = V.cvt(0, "int", "u32")
    for i in range(8):
        sh = V.cvt((4 * i), "int", "u32")
        _c1 = (V.shr(S0, sh, 32) & 15) != 0
        if np.any(_c1):
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
        if np.any(_c1):
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


def scratch_load_dword(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 32, ADDRESS, None), np.uint32)
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


def scratch_load_sbyte(ADDRESS, _st):
    D = V.reinterpret(
        V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8).astype(np.int32), np.uint32
    )
    return (D,)


def scratch_load_sbyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 4294901760)
            | V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8)
            .astype(np.uint16)
            .astype(np.uint32)
        ),
        np.uint32,
    )
    return (D,)


def scratch_load_sbyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        (
            (D & 65535)
            | (
                V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None), np.int8)
                .astype(np.uint16)
                .astype(np.uint32)
                << np.uint32(16)
            )
        ),
        np.uint32,
    )
    return (D,)


def scratch_load_short_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | _st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32)), np.uint32
    )
    return (D,)


def scratch_load_short_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | (_st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32) << np.uint32(16))),
        np.uint32,
    )
    return (D,)


def scratch_load_sshort(ADDRESS, _st):
    D = V.reinterpret(
        V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None), np.int16).astype(np.int32), np.uint32
    )
    return (D,)


def scratch_load_ubyte(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32), np.uint32)
    return (D,)


def scratch_load_ubyte_d16(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 4294901760) | _st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32)), np.uint32
    )
    return (D,)


def scratch_load_ubyte_d16_hi(D, ADDRESS, _st):
    D = V.reinterpret(
        ((D & 65535) | (_st.mem_read("MEM", 8, ADDRESS, None).astype(np.uint32) << np.uint32(16))),
        np.uint32,
    )
    return (D,)


def scratch_load_ushort(ADDRESS, _st):
    D = V.reinterpret(_st.mem_read("MEM", 16, ADDRESS, None).astype(np.uint32), np.uint32)
    return (D,)


def scratch_store_byte(DATA, ADDRESS, _st):
    _st.mem_write("MEM", 8, ADDRESS, V.reinterpret(DATA.astype(np.uint8), np.uint8), None)
    return ()


def scratch_store_byte_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM", 8, ADDRESS, V.reinterpret((DATA >> np.uint32(16)).astype(np.uint8), np.uint8), None
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
    _st.mem_write("MEM", 16, ADDRESS, V.reinterpret(DATA.astype(np.uint16), np.uint16), None)
    return ()


def scratch_store_short_d16_hi(DATA, ADDRESS, _st):
    _st.mem_write(
        "MEM",
        16,
        ADDRESS,
        V.reinterpret((DATA >> np.uint32(16)).astype(np.uint16), np.uint16),
        None,
    )
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
    r = S0.astype(np.uint64) + S1.astype(np.uint64)
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)),
            V.const(4294967295, np.uint32),
            r.astype(np.uint32),
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
    r = S0.view(np.int16).astype(np.int64) + S1.view(np.int16).astype(np.int64)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(_c1, np.maximum(np.minimum(r, 32767), V.const((-32768), np.int64)), r)
    D = V.reinterpret(r.astype(np.int16), np.uint16)
    return (D,)


def v_add_i32(S0, S1, CLAMP):
    r = V.zero(np.int64)
    r = S0.view(np.int32).astype(np.int64) + S1.view(np.int32).astype(np.int64)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(
            _c1, np.maximum(np.minimum(r, 2147483647), V.const((-2147483648), np.int64)), r
        )
    D = V.reinterpret(r.astype(np.int32), np.uint32)
    return (D,)


def v_add_lshl_u32(S0, S1, S2):
    D = V.reinterpret(((S0 + S1) << (S2 & np.uint32(31))), np.uint32)
    return (D,)


def v_add_u16(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = S0.astype(np.uint64) + S1.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r >= 65536))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(65535, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint16), np.uint16)
    return (D,)


def v_add_u32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = S0.astype(np.uint64) + S1.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r >= 4294967296))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
    return (D,)


def v_addc_co_u32(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (S0.astype(np.uint64) + S1.astype(np.uint64)) + V.cvt(S2, "bool", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)),
            V.const(4294967295, np.uint32),
            r.astype(np.uint32),
        ),
        np.uint32,
    )
    return (SD, D)


def v_alignbit_b32(S0, S1, S2, CLAMP):
    D = V.reinterpret(
        (
            ((S0.astype(np.uint64) << np.uint64(32)) | S1.astype(np.uint64))
            >> (S2 & np.uint32(31)).astype(np.uint64)
        ).astype(np.uint32),
        np.uint32,
    )
    _c1 = CLAMP
    if np.any(_c1):
        pass
    return (D,)


def v_alignbyte_b32(S0, S1, S2, CLAMP):
    D = V.reinterpret(
        V.shr(
            ((S0.astype(np.uint64) << np.uint64(32)) | S1.astype(np.uint64)),
            (8 * (S2 & np.uint32(31))).astype(np.uint64),
            64,
        ).astype(np.uint32),
        np.uint32,
    )
    _c1 = CLAMP
    if np.any(_c1):
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
    sh = (S2 & np.uint32(31)).astype(np.int32)
    lo = (
        np.maximum(
            np.minimum(V.shr(S0.view(np.int32), sh, 32), 127), V.const((-128), np.int32)
        ).astype(np.uint16)
        & 255
    )
    hi = (
        np.maximum(
            np.minimum(V.shr(S1.view(np.int32), sh, 32), 127), V.const((-128), np.int32)
        ).astype(np.uint16)
        & 255
    )
    D = V.reinterpret(((hi << np.uint16(8)) | lo), np.uint16)
    return (D,)


def v_ashr_pk_u8_i32(S2, S0, S1):
    sh = V.zero(np.int32)
    lo = V.zero(np.uint16)
    hi = V.zero(np.uint16)
    sh = (S2 & np.uint32(31)).astype(np.int32)
    lo = np.maximum(np.minimum(V.shr(S0.view(np.int32), sh, 32), 255), 0).astype(np.uint16) & 255
    hi = np.maximum(np.minimum(V.shr(S1.view(np.int32), sh, 32), 255), 0).astype(np.uint16) & 255
    D = V.reinterpret(((hi << np.uint16(8)) | lo), np.uint16)
    return (D,)


def v_ashrrev_i16(S1, S0):
    D = V.reinterpret((S1.view(np.int16) >> (S0 & np.uint16(15)).astype(np.int16)), np.uint16)
    return (D,)


def v_ashrrev_i32(S1, S0):
    D = V.reinterpret((S1.view(np.int32) >> (S0 & np.uint32(31)).astype(np.int32)), np.uint32)
    return (D,)


def v_ashrrev_i64(S1, S0):
    D = V.reinterpret((S1.view(np.int64) >> (S0 & np.uint32(63)).astype(np.int64)), np.uint64)
    return (D,)


def v_bcnt_u32_b32(S0, S1):
    D = V.reinterpret(
        (V.popcount((S0 & V.cvt(4294967295, "int", "u32")), 32).astype(np.uint32) + S1), np.uint32
    )
    return (D,)


def v_bfe_i32(S1, S2, S0):
    off = V.zero(np.uint32)
    w = V.zero(np.uint32)
    f = V.zero(np.uint32)
    s = V.zero(np.uint32)
    off = S1 & np.uint32(31)
    w = S2 & np.uint32(31)
    f = V.shr(S0.view(np.int32), off.astype(np.int32), 32).astype(np.uint32) & (
        V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
    )
    s = 32 - w
    D = V.reinterpret(V.shr(V.shl(f, s, 32).astype(np.int32), s.astype(np.int32), 32), np.uint32)
    return (D,)


def v_bfe_u32(S1, S2, S0):
    off = V.zero(np.uint32)
    w = V.zero(np.uint32)
    f = V.zero(np.uint32)
    s = V.zero(np.uint32)
    off = S1 & np.uint32(31)
    w = S2 & np.uint32(31)
    f = V.shr(S0, off.astype(np.uint32), 32).astype(np.uint32) & (
        V.shl(V.cvt(1, "int", "u32"), w, 32) - 1
    )
    s = 32 - w
    D = V.reinterpret(V.shr(V.shl(f, s, 32).astype(np.uint32), s.astype(np.uint32), 32), np.uint32)
    return (D,)


def v_bfi_b32(S0, S1, S2):
    D = V.reinterpret(((S0 & S1) | ((~S0) & S2)), np.uint32)
    return (D,)


def v_bfm_b32(S0, S1):
    D = V.reinterpret(
        (((V.cvt(1, "int", "u32") << (S0 & np.uint32(31))) - 1) << (S1 & np.uint32(31))), np.uint32
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
        if np.any(_c1):
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
        if np.any(_c1):
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
    e = (x >> np.uint16(10)) & np.uint16(31)
    m = x & np.uint16(1023)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    if np.any(_c1):
        p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = e == 31
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((((x >> np.uint16(15)) & np.uint16(1)) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 31), (m != 0))
    if np.any(_c5):
        k = np.where(_c5, ((x >> np.uint16(9)) & np.uint16(1)).astype(np.uint32), k)
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
    e = (x >> np.uint32(23)) & np.uint32(255)
    m = x & np.uint32(8388607)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    if np.any(_c1):
        p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = e == 255
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((((x >> np.uint32(31)) & np.uint32(1)) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 255), (m != 0))
    if np.any(_c5):
        k = np.where(_c5, ((x >> np.uint32(22)) & np.uint32(1)).astype(np.uint32), k)
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
    e = (x >> np.uint64(52)) & np.uint64(2047)
    m = x & np.uint64(4503599627370495)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    if np.any(_c1):
        p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = e == 2047
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((((x >> np.uint64(63)) & np.uint64(1)) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 2047), (m != 0))
    if np.any(_c5):
        k = np.where(_c5, ((x >> np.uint64(51)) & np.uint64(1)).astype(np.uint32), k)
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
    e = (x >> np.uint16(10)) & np.uint16(31)
    m = x & np.uint16(1023)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    if np.any(_c1):
        p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = e == 31
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((((x >> np.uint16(15)) & np.uint16(1)) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 31), (m != 0))
    if np.any(_c5):
        k = np.where(_c5, ((x >> np.uint16(9)) & np.uint16(1)).astype(np.uint32), k)
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
    e = (x >> np.uint32(23)) & np.uint32(255)
    m = x & np.uint32(8388607)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    if np.any(_c1):
        p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = e == 255
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((((x >> np.uint32(31)) & np.uint32(1)) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 255), (m != 0))
    if np.any(_c5):
        k = np.where(_c5, ((x >> np.uint32(22)) & np.uint32(1)).astype(np.uint32), k)
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
    e = (x >> np.uint64(52)) & np.uint64(2047)
    m = x & np.uint64(4503599627370495)
    p = V.cvt(2, "int", "u32")
    _c1 = e == 0
    if np.any(_c1):
        p = np.where(_c1, np.where((m == 0), V.cvt(0, "int", "u32"), V.cvt(1, "int", "u32")), p)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = e == 2047
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            p = np.where(_m4, V.cvt(3, "int", "u32"), p)
    k = np.where((((x >> np.uint64(63)) & np.uint64(1)) == 1), (5 - p), (6 + p))
    _c5 = np.logical_and((e == 2047), (m != 0))
    if np.any(_c5):
        k = np.where(_c5, ((x >> np.uint64(51)) & np.uint64(1)).astype(np.uint32), k)
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
    if np.any(_c1):
        r = np.where(
            _c1,
            np.where(
                (z < V.const(0.0, np.float32)),
                V.cvt(5.0, "float", "f32"),
                V.cvt(4.0, "float", "f32"),
            ),
            r,
        )
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = np.abs(y) >= np.abs(x)
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(
                _m4,
                np.where(
                    (y < V.const(0.0, np.float32)),
                    V.cvt(3.0, "float", "f32"),
                    V.cvt(2.0, "float", "f32"),
                ),
                r,
            )
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            r = np.where(
                _m5,
                np.where(
                    (x < V.const(0.0, np.float32)),
                    V.cvt(1.0, "float", "f32"),
                    V.cvt(0.0, "float", "f32"),
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
    if np.any(_c1):
        r = np.where(_c1, (V.const(2.0, np.float32) * z), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = np.abs(y) >= np.abs(x)
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, (V.const(2.0, np.float32) * y), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
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
    if np.any(_c1):
        r = np.where(_c1, np.where((z < V.const(0.0, np.float32)), (-x), x), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = np.abs(y) >= np.abs(x)
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, x, r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
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
    if np.any(_c1):
        r = np.where(_c1, (-y), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = np.abs(y) >= np.abs(x)
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, np.where((y < V.const(0.0, np.float32)), (-z), z), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
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
    D = V.reinterpret((S0.astype(np.uint32) << np.uint32(16)), np.uint32)
    return (D,)


def v_cvt_f32_bf8(S0):
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    r = V.zero(np.uint32)
    e = ((S0 >> np.uint32(2)) & np.uint32(31)).astype(np.int32)
    m = S0 & np.uint32(3)
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
    D = V.reinterpret((r | (((S0 >> np.uint32(7)) & np.uint32(1)) << np.uint32(31))), np.uint32)
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
    e = ((S0 >> np.uint32(3)) & np.uint32(15)).astype(np.int32)
    m = S0 & np.uint32(7)
    r = V.reinterpret(
        np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f32"), (-9)),
            V.ldexp(V.cvt((m | 8), "u32", "f32"), (e - 10)),
        ),
        np.uint32,
    )
    r = np.where(np.logical_and((e == 15), (m == 7)), V.cvt(2143289344, "int", "u32"), r)
    D = V.reinterpret((r | (((S0 >> np.uint32(7)) & np.uint32(1)) << np.uint32(31))), np.uint32)
    return (D,)


def v_cvt_f32_i32(S0):
    D = V.reinterpret(V.cvt(S0.view(np.int32), "i32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_u32(S0):
    D = V.reinterpret(V.cvt(S0, "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_ubyte0(S0):
    D = V.reinterpret(V.cvt((S0 & np.uint32(255)), "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_ubyte1(S0):
    D = V.reinterpret(V.cvt(((S0 >> np.uint32(8)) & np.uint32(255)), "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_ubyte2(S0):
    D = V.reinterpret(V.cvt(((S0 >> np.uint32(16)) & np.uint32(255)), "u32", "f32"), np.uint32)
    return (D,)


def v_cvt_f32_ubyte3(S0):
    D = V.reinterpret(V.cvt(((S0 >> np.uint32(24)) & np.uint32(255)), "u32", "f32"), np.uint32)
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
    if np.any(_c1):
        pass
    return (D,)


def v_cvt_i16_f16(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float16), "f16", "i16"), np.uint16)
    _c1 = CLAMP
    if np.any(_c1):
        pass
    return (D,)


def v_cvt_i32_f32(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float32), "f32", "i32"), np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
        pass
    return (D,)


def v_cvt_i32_f64(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float64), "f64", "i32"), np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "bf16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "bf16")), V.cvt(0.0, "float", "bf16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cvt_pk_bf8_f32(S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    v = V.zero(np.uint32)
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    v = V.to_small(S0.view(np.float32), 1, sat) | (
        V.to_small(S1.view(np.float32), 1, sat) << np.uint32(8)
    )
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | (v << np.uint32(16)))),
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
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
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
        e = ((b >> np.uint32(2)) & np.uint32(31)).astype(np.int32)
        m = b & np.uint32(3)
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
        r = r | (((b >> np.uint32(7)) & np.uint32(1)) << np.uint32(31))
        _c1 = CLAMP
        if np.any(_c1):
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
        acc = acc | V.shl(r.astype(np.uint64), (32 * i), 64)
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
        e = ((b >> np.uint32(3)) & np.uint32(15)).astype(np.int32)
        m = b & np.uint32(7)
        r = V.reinterpret(
            np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f32"), (-9)),
                V.ldexp(V.cvt((m | 8), "u32", "f32"), (e - 10)),
            ),
            np.uint32,
        )
        r = np.where(np.logical_and((e == 15), (m == 7)), V.cvt(2143289344, "int", "u32"), r)
        r = r | (((b >> np.uint32(7)) & np.uint32(1)) << np.uint32(31))
        _c1 = CLAMP
        if np.any(_c1):
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
        acc = acc | V.shl(r.astype(np.uint64), (32 * i), 64)
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_cvt_pk_fp8_f32(S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    v = V.zero(np.uint32)
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    v = V.to_small(S0.view(np.float32), 0, sat) | (
        V.to_small(S1.view(np.float32), 0, sat) << np.uint32(8)
    )
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | (v << np.uint32(16)))),
        np.uint32,
    )
    return (D,)


def v_cvt_pk_i16_i32(S0, S1):
    lo = V.zero(np.uint16)
    hi = V.zero(np.uint16)
    lo = np.maximum(np.minimum(S0.view(np.int32), 32767), V.const((-32768), np.int32)).astype(
        np.uint16
    )
    hi = np.maximum(np.minimum(S1.view(np.int32), 32767), V.const((-32768), np.int32)).astype(
        np.uint16
    )
    D = V.reinterpret(((hi.astype(np.uint32) << np.uint32(16)) | lo.astype(np.uint32)), np.uint32)
    return (D,)


def v_cvt_pk_u16_u32(S0, S1):
    lo = V.zero(np.uint16)
    hi = V.zero(np.uint16)
    lo = np.maximum(np.minimum(S0, 65535), 0).astype(np.uint16)
    hi = np.maximum(np.minimum(S1, 65535), 0).astype(np.uint16)
    D = V.reinterpret(((hi.astype(np.uint32) << np.uint32(16)) | lo.astype(np.uint32)), np.uint32)
    return (D,)


def v_cvt_pk_u8_f32(S1, S0, S2, CLAMP):
    sh = V.zero(np.uint32)
    x = V.zero(np.float32)
    v = V.zero(np.uint32)
    sh = 8 * (S1 & np.uint32(3))
    x = V.fmax(
        V.fmin(V.unary("rndne", S0.view(np.float32)), V.cvt(255.0, "float", "f32")),
        V.cvt(0.0, "float", "f32"),
    )
    v = np.where(np.isnan(S0.view(np.float32)), V.cvt(0, "int", "u32"), V.cvt(x, "f32", "u32"))
    D = V.reinterpret(
        ((S2 & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    _c1 = CLAMP
    if np.any(_c1):
        pass
    return (D,)


def v_cvt_pkaccum_u8_f32(S1, S0, D, CLAMP):
    sh = V.zero(np.uint32)
    x = V.zero(np.float32)
    v = V.zero(np.uint32)
    sh = 8 * (S1 & np.uint32(3))
    x = V.fmax(
        V.fmin(V.unary("rndne", S0.view(np.float32)), V.cvt(255.0, "float", "f32")),
        V.cvt(0.0, "float", "f32"),
    )
    v = np.where(np.isnan(S0.view(np.float32)), V.cvt(0, "int", "u32"), V.cvt(x, "f32", "u32"))
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    _c1 = CLAMP
    if np.any(_c1):
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
            V.cvt(V.unary("rndne", (c * V.const(32767.0, np.float64))), "f64", "i16").astype(
                np.uint16
            ),
        )
        r = r | V.shl(v.astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
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
            V.cvt(V.unary("rndne", (c * V.const(32767.0, np.float64))), "f64", "i16").astype(
                np.uint16
            ),
        )
        r = r | V.shl(v.astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
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
            V.cvt(V.unary("rndne", (c * V.const(65535.0, np.float64))), "f64", "u16").astype(
                np.uint16
            ),
        )
        r = r | V.shl(v.astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
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
            V.cvt(V.unary("rndne", (c * V.const(65535.0, np.float64))), "f64", "u16").astype(
                np.uint16
            ),
        )
        r = r | V.shl(v.astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
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
        if np.any(_c1):
            h = np.where(_c1, V.reinterpret((V.reinterpret(h, np.uint16) - 1), np.float16), h)
        _c2 = CLAMP
        if np.any(_c2):
            h = np.where(
                _c2,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_cvt_rpi_i32_f32(S0, CLAMP):
    D = V.reinterpret(
        V.cvt(V.unary("floor", (S0.view(np.float32) + V.const(0.5, np.float32))), "f32", "i32"),
        np.uint32,
    )
    _c1 = CLAMP
    if np.any(_c1):
        pass
    return (D,)


def v_cvt_scalef32_2xpk16_bf6_f32(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(16):
        a = V.ldexp(V.cvt(V.reinterpret(S0[..., i], np.float32), "f32", "f64"), (127 - se))
        b = V.ldexp(V.cvt(V.reinterpret(S1[..., i], np.float32), "f32", "f64"), (127 - se))
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
            b = np.where(_c1, a, b)
        c = V.shl(V.to_small(a, 3, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
        c = V.shl(V.to_small(b, 3, True).astype(np.uint64), V.imod(((6 * i) + 96), 32), 64)
        D[..., V.idiv(((6 * i) + 96), 32)] = D[..., V.idiv(((6 * i) + 96), 32)] | c.astype(
            np.uint32
        )
        D[..., V.idiv(((6 * i) + 101), 32)] = D[..., V.idiv(((6 * i) + 101), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_2xpk16_fp6_f32(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(16):
        a = V.ldexp(V.cvt(V.reinterpret(S0[..., i], np.float32), "f32", "f64"), (127 - se))
        b = V.ldexp(V.cvt(V.reinterpret(S1[..., i], np.float32), "f32", "f64"), (127 - se))
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
            b = np.where(_c1, a, b)
        c = V.shl(V.to_small(a, 2, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
        c = V.shl(V.to_small(b, 2, True).astype(np.uint64), V.imod(((6 * i) + 96), 32), 64)
        D[..., V.idiv(((6 * i) + 96), 32)] = D[..., V.idiv(((6 * i) + 96), 32)] | c.astype(
            np.uint32
        )
        D[..., V.idiv(((6 * i) + 101), 32)] = D[..., V.idiv(((6 * i) + 101), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_f16_bf8(S1, S0, D):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(1):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(2)) & np.uint32(31)).astype(np.int32)
        m = v & np.uint32(3)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16).astype(np.uint64),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(((D & 4294901760) | acc.astype(np.uint32)), np.uint32)
    return (D,)


def v_cvt_scalef32_f16_fp8(S1, S0, D):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(1):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(3)) & np.uint32(15)).astype(np.int32)
        m = v & np.uint32(7)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16).astype(np.uint64),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(((D & 4294901760) | acc.astype(np.uint32)), np.uint32)
    return (D,)


def v_cvt_scalef32_f32_bf8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(1):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(2)) & np.uint32(31)).astype(np.int32)
        m = v & np.uint32(3)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32).astype(np.uint64),
            V.cvt((32 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc.astype(np.uint32), np.uint32)
    return (D,)


def v_cvt_scalef32_f32_fp8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(1):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(3)) & np.uint32(15)).astype(np.int32)
        m = v & np.uint32(7)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32).astype(np.uint64),
            V.cvt((32 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc.astype(np.uint32), np.uint32)
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for j in range(16):
        r = V.cvt(0, "int", "u32")
        for h in range(2):
            w = S0[..., V.idiv((6 * ((2 * j) + h)), 32)].astype(np.uint64) | (
                S0[..., V.idiv(((6 * ((2 * j) + h)) + 5), 32)].astype(np.uint64) << np.uint64(32)
            )
            v = V.shr(w, V.imod((6 * ((2 * j) + h)), 32), 64).astype(np.uint32) & 63
            e = ((v >> np.uint32(2)) & np.uint32(7)).astype(np.int32)
            m = v & np.uint32(3)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-4)),
                V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 5)),
            )
            x = np.where((((v >> np.uint32(5)) & np.uint32(1)) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            if np.any(_c1):
                x = np.where(
                    _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
                )
            r = r | V.shl(
                V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16).astype(np.uint32), (16 * h), 32
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for j in range(16):
        r = V.cvt(0, "int", "u32")
        for h in range(2):
            w = S0[..., V.idiv((6 * ((2 * j) + h)), 32)].astype(np.uint64) | (
                S0[..., V.idiv(((6 * ((2 * j) + h)) + 5), 32)].astype(np.uint64) << np.uint64(32)
            )
            v = V.shr(w, V.imod((6 * ((2 * j) + h)), 32), 64).astype(np.uint32) & 63
            e = ((v >> np.uint32(3)) & np.uint32(3)).astype(np.int32)
            m = v & np.uint32(7)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-3)),
                V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 4)),
            )
            x = np.where((((v >> np.uint32(5)) & np.uint32(1)) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            if np.any(_c1):
                x = np.where(
                    _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
                )
            r = r | V.shl(
                V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16).astype(np.uint32), (16 * h), 32
            )
        D[..., j] = r
    return (D,)


def v_cvt_scalef32_pk32_bf6_bf16(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32).astype(np.uint16), BF16
                ),
                "bf16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small(a, 3, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_pk32_bf6_f16(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32).astype(np.uint16),
                    np.float16,
                ),
                "f16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small(a, 3, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for j in range(16):
        r = V.cvt(0, "int", "u32")
        for h in range(2):
            w = S0[..., V.idiv((6 * ((2 * j) + h)), 32)].astype(np.uint64) | (
                S0[..., V.idiv(((6 * ((2 * j) + h)) + 5), 32)].astype(np.uint64) << np.uint64(32)
            )
            v = V.shr(w, V.imod((6 * ((2 * j) + h)), 32), 64).astype(np.uint32) & 63
            e = ((v >> np.uint32(2)) & np.uint32(7)).astype(np.int32)
            m = v & np.uint32(3)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-4)),
                V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 5)),
            )
            x = np.where((((v >> np.uint32(5)) & np.uint32(1)) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            if np.any(_c1):
                x = np.where(
                    _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
                )
            r = r | V.shl(
                V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16).astype(np.uint32), (16 * h), 32
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for j in range(16):
        r = V.cvt(0, "int", "u32")
        for h in range(2):
            w = S0[..., V.idiv((6 * ((2 * j) + h)), 32)].astype(np.uint64) | (
                S0[..., V.idiv(((6 * ((2 * j) + h)) + 5), 32)].astype(np.uint64) << np.uint64(32)
            )
            v = V.shr(w, V.imod((6 * ((2 * j) + h)), 32), 64).astype(np.uint32) & 63
            e = ((v >> np.uint32(3)) & np.uint32(3)).astype(np.int32)
            m = v & np.uint32(7)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-3)),
                V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 4)),
            )
            x = np.where((((v >> np.uint32(5)) & np.uint32(1)) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            if np.any(_c1):
                x = np.where(
                    _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
                )
            r = r | V.shl(
                V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16).astype(np.uint32), (16 * h), 32
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for j in range(32):
        r = V.cvt(0, "int", "u32")
        for h in range(1):
            w = S0[..., V.idiv((6 * ((1 * j) + h)), 32)].astype(np.uint64) | (
                S0[..., V.idiv(((6 * ((1 * j) + h)) + 5), 32)].astype(np.uint64) << np.uint64(32)
            )
            v = V.shr(w, V.imod((6 * ((1 * j) + h)), 32), 64).astype(np.uint32) & 63
            e = ((v >> np.uint32(2)) & np.uint32(7)).astype(np.int32)
            m = v & np.uint32(3)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-4)),
                V.ldexp(V.cvt((m | 4), "u32", "f64"), (e - 5)),
            )
            x = np.where((((v >> np.uint32(5)) & np.uint32(1)) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            if np.any(_c1):
                x = np.where(
                    _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
                )
            r = r | V.shl(
                V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32).astype(np.uint32), (16 * h), 32
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for j in range(32):
        r = V.cvt(0, "int", "u32")
        for h in range(1):
            w = S0[..., V.idiv((6 * ((1 * j) + h)), 32)].astype(np.uint64) | (
                S0[..., V.idiv(((6 * ((1 * j) + h)) + 5), 32)].astype(np.uint64) << np.uint64(32)
            )
            v = V.shr(w, V.imod((6 * ((1 * j) + h)), 32), 64).astype(np.uint32) & 63
            e = ((v >> np.uint32(3)) & np.uint32(3)).astype(np.int32)
            m = v & np.uint32(7)
            x = np.where(
                (e == 0),
                V.ldexp(V.cvt(m, "u32", "f64"), (-3)),
                V.ldexp(V.cvt((m | 8), "u32", "f64"), (e - 4)),
            )
            x = np.where((((v >> np.uint32(5)) & np.uint32(1)) == 1), (-x), x)
            x = V.ldexp(x, (se - 127))
            _c1 = se == 255
            if np.any(_c1):
                x = np.where(
                    _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
                )
            r = r | V.shl(
                V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32).astype(np.uint32), (16 * h), 32
            )
        D[..., j] = r
    return (D,)


def v_cvt_scalef32_pk32_fp6_bf16(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32).astype(np.uint16), BF16
                ),
                "bf16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small(a, 2, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_pk32_fp6_f16(S1, S0, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32).astype(np.uint16),
                    np.float16,
                ),
                "f16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small(a, 2, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_pk_bf16_bf8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(2)) & np.uint32(31)).astype(np.int32)
        m = v & np.uint32(3)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16).astype(np.uint64),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc.astype(np.uint32), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_bf16_fp4(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (4 * i), 32) & 15
        e = ((v >> np.uint32(1)) & np.uint32(3)).astype(np.int32)
        m = v & np.uint32(1)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-1)),
            V.ldexp(V.cvt((m | 2), "u32", "f64"), (e - 2)),
        )
        pass
        x = np.where((((v >> np.uint32(3)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16).astype(np.uint64),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc.astype(np.uint32), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_bf16_fp8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(3)) & np.uint32(15)).astype(np.int32)
        m = v & np.uint32(7)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "bf16"), np.uint16).astype(np.uint64),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc.astype(np.uint32), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_bf8_bf16(S1, S0, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0.astype(np.uint16), BF16), "bf16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret((S0 >> np.uint32(16)).astype(np.uint16), BF16), "bf16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 1, sat) | (V.to_small(b, 1, sat) << np.uint32(8))
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | (v << np.uint32(16)))),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_pk_bf8_f16(S1, S0, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0.astype(np.uint16), np.float16), "f16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret((S0 >> np.uint32(16)).astype(np.uint16), np.float16), "f16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 1, sat) | (V.to_small(b, 1, sat) << np.uint32(8))
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | (v << np.uint32(16)))),
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    b = V.ldexp(V.cvt(S1.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 1, sat) | (V.to_small(b, 1, sat) << np.uint32(8))
    sh = (OPSEL >> np.uint32(3)) & 1
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(2)) & np.uint32(31)).astype(np.int32)
        m = v & np.uint32(3)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16).astype(np.uint64),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc.astype(np.uint32), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_f16_fp4(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (4 * i), 32) & 15
        e = ((v >> np.uint32(1)) & np.uint32(3)).astype(np.int32)
        m = v & np.uint32(1)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-1)),
            V.ldexp(V.cvt((m | 2), "u32", "f64"), (e - 2)),
        )
        pass
        x = np.where((((v >> np.uint32(3)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16).astype(np.uint64),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc.astype(np.uint32), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_f16_fp8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(3)) & np.uint32(15)).astype(np.int32)
        m = v & np.uint32(7)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f16"), np.uint16).astype(np.uint64),
            V.cvt((16 * i), "int", "u64"),
            64,
        )
    D = V.reinterpret(acc.astype(np.uint32), np.uint32)
    return (D,)


def v_cvt_scalef32_pk_f32_bf8(S1, S0):
    se = V.zero(np.int32)
    acc = V.zero(np.uint64)
    v = V.zero(np.uint32)
    e = V.zero(np.int32)
    m = V.zero(np.uint32)
    x = V.zero(np.float64)
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(2)) & np.uint32(31)).astype(np.int32)
        m = v & np.uint32(3)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32).astype(np.uint64),
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (4 * i), 32) & 15
        e = ((v >> np.uint32(1)) & np.uint32(3)).astype(np.int32)
        m = v & np.uint32(1)
        x = np.where(
            (e == 0),
            V.ldexp(V.cvt(m, "u32", "f64"), (-1)),
            V.ldexp(V.cvt((m | 2), "u32", "f64"), (e - 2)),
        )
        pass
        x = np.where((((v >> np.uint32(3)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32).astype(np.uint64),
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    acc = V.cvt(0, "int", "u64")
    for i in range(2):
        v = V.shr(S0, (8 * i), 32) & 255
        e = ((v >> np.uint32(3)) & np.uint32(15)).astype(np.int32)
        m = v & np.uint32(7)
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
        x = np.where((((v >> np.uint32(7)) & np.uint32(1)) == 1), (-x), x)
        x = V.ldexp(x, (se - 127))
        _c1 = se == 255
        if np.any(_c1):
            x = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), x
            )
        acc = acc | V.shl(
            V.reinterpret(V.cvt(x, "f64", "f32"), np.uint32).astype(np.uint64),
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0.astype(np.uint16), BF16), "bf16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret((S0 >> np.uint32(16)).astype(np.uint16), BF16), "bf16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 4, True) | (V.to_small(b, 4, True) << np.uint32(4))
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0.astype(np.uint16), np.float16), "f16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret((S0 >> np.uint32(16)).astype(np.uint16), np.float16), "f16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 4, True) | (V.to_small(b, 4, True) << np.uint32(4))
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    b = V.ldexp(V.cvt(S1.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 4, sat) | (V.to_small(b, 4, sat) << np.uint32(4))
    sh = (OPSEL >> np.uint32(2)) & 3
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0.astype(np.uint16), BF16), "bf16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret((S0 >> np.uint32(16)).astype(np.uint16), BF16), "bf16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 0, sat) | (V.to_small(b, 0, sat) << np.uint32(8))
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | (v << np.uint32(16)))),
        np.uint32,
    )
    return (D,)


def v_cvt_scalef32_pk_fp8_f16(S1, S0, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0.astype(np.uint16), np.float16), "f16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret((S0 >> np.uint32(16)).astype(np.uint16), np.float16), "f16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 0, sat) | (V.to_small(b, 0, sat) << np.uint32(8))
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | (v << np.uint32(16)))),
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    b = V.ldexp(V.cvt(S1.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small(a, 0, sat) | (V.to_small(b, 0, sat) << np.uint32(8))
    sh = (OPSEL >> np.uint32(3)) & 1
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0, BF16), "bf16", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(S0.view(np.float16), "f16", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0, BF16), "bf16", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(S0.view(np.float16), "f16", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(S0.view(np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32).astype(np.uint16), BF16
                ),
                "bf16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small_sr(a, 3, S1, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_sr_pk32_bf6_f16(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32).astype(np.uint16),
                    np.float16,
                ),
                "f16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small_sr(a, 3, S1, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_sr_pk32_bf6_f32(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(V.cvt(V.reinterpret(S0[..., i], np.float32), "f32", "f64"), (127 - se))
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small_sr(a, 3, S1, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_bf16(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32).astype(np.uint16), BF16
                ),
                "bf16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small_sr(a, 2, S1, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_f16(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(
            V.cvt(
                V.reinterpret(
                    V.shr(S0[..., V.idiv(i, 2)], (16 * V.imod(i, 2)), 32).astype(np.uint16),
                    np.float16,
                ),
                "f16",
                "f64",
            ),
            (127 - se),
        )
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small_sr(a, 2, S1, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_sr_pk32_fp6_f32(S2, S0, S1, D):
    D = np.array(D, np.uint32)
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    c = V.zero(np.uint64)
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    for k in range(6):
        D[..., k] = V.cvt(0, "int", "u32")
    for i in range(32):
        a = V.ldexp(V.cvt(V.reinterpret(S0[..., i], np.float32), "f32", "f64"), (127 - se))
        _c1 = se == 255
        if np.any(_c1):
            a = np.where(
                _c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a
            )
        c = V.shl(V.to_small_sr(a, 2, S1, True).astype(np.uint64), V.imod((6 * i), 32), 64)
        D[..., V.idiv((6 * i), 32)] = D[..., V.idiv((6 * i), 32)] | c.astype(np.uint32)
        D[..., V.idiv(((6 * i) + 5), 32)] = D[..., V.idiv(((6 * i) + 5), 32)] | (
            c >> np.uint64(32)
        ).astype(np.uint32)
    return (D,)


def v_cvt_scalef32_sr_pk_fp4_bf16(S2, S0, S1, OPSEL, D):
    se = V.zero(np.int32)
    a = V.zero(np.float64)
    b = V.zero(np.float64)
    v = V.zero(np.uint32)
    sh = V.zero(np.uint32)
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0.astype(np.uint16), BF16), "bf16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret((S0 >> np.uint32(16)).astype(np.uint16), BF16), "bf16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small_sr(a, 4, S1, True) | (V.to_small_sr(b, 4, S1, True) << np.uint32(4))
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0.astype(np.uint16), np.float16), "f16", "f64"), (127 - se))
    b = V.ldexp(
        V.cvt(V.reinterpret((S0 >> np.uint32(16)).astype(np.uint16), np.float16), "f16", "f64"),
        (127 - se),
    )
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small_sr(a, 4, S1, True) | (V.to_small_sr(b, 4, S1, True) << np.uint32(4))
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    se = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    a = V.ldexp(V.cvt(V.reinterpret(S0[..., 0], np.float32), "f32", "f64"), (127 - se))
    b = V.ldexp(V.cvt(V.reinterpret(S0[..., 1], np.float32), "f32", "f64"), (127 - se))
    _c1 = se == 255
    if np.any(_c1):
        a = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), a)
        b = np.where(_c1, a, b)
    v = V.to_small_sr(a, 4, S1, True) | (V.to_small_sr(b, 4, S1, True) << np.uint32(4))
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
    D = V.reinterpret(
        ((D & (~V.shl(V.cvt(255, "int", "u32"), sh, 32))) | V.shl(v, sh, 32)), np.uint32
    )
    return (D,)


def v_cvt_sr_bf16_f32(S0, S1, OPSEL, D, _st):
    sat = V.zero(np.bool_)
    v = V.zero(np.uint32)
    sat = np.logical_and((((_st.hwreg(1) >> np.uint32(23)) & 1) != 0), (6 == 5))
    v = V.to_small_sr(S0.view(np.float32), 6, S1, sat)
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | (v << np.uint32(16)))),
        np.uint32,
    )
    return (D,)


def v_cvt_sr_bf8_f32(OPSEL, D, S0, S1, _st):
    sat = V.zero(np.bool_)
    sh = V.zero(np.uint32)
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    sat = np.logical_and((((_st.hwreg(1) >> np.uint32(23)) & 1) != 0), (5 == 5))
    v = V.to_small_sr(S0.view(np.float32), 5, S1, sat)
    D = V.reinterpret(
        np.where(((OPSEL & 8) == 0), ((D & 4294901760) | v), ((D & 65535) | (v << np.uint32(16)))),
        np.uint32,
    )
    return (D,)


def v_cvt_sr_fp8_f32(OPSEL, D, S0, S1, _st):
    sat = V.zero(np.bool_)
    sh = V.zero(np.uint32)
    sat = ((_st.hwreg(1) >> np.uint32(23)) & 1) != 0
    sh = ((OPSEL >> np.uint32(2)) & 3) * 8
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
    if np.any(_c1):
        pass
    return (D,)


def v_cvt_u32_f32(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float32), "f32", "u32"), np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
        pass
    return (D,)


def v_cvt_u32_f64(S0, CLAMP):
    D = V.reinterpret(V.cvt(S0.view(np.float64), "f64", "u32"), np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
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
    sign = (V.reinterpret(d, np.uint16) ^ V.reinterpret(n, np.uint16)) >> np.uint16(15)
    inf = V.reinterpret(V.cvt(31744, "int", "u16"), np.float16)
    _c1 = np.isnan(n)
    if np.any(_c1):
        r = np.where(_c1, V.reinterpret((V.reinterpret(n, np.uint16) | 512), np.float16), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = np.isnan(d)
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, V.reinterpret((V.reinterpret(d, np.uint16) | 512), np.float16), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = np.logical_and((d == V.const(0.0, np.float16)), (n == V.const(0.0, np.float16)))
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, V.reinterpret(V.cvt(65024, "int", "u16"), np.float16), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                _c9 = np.logical_and((np.abs(d) == inf), (np.abs(n) == inf))
                _m10 = np.logical_and(_m8, _c9)
                if np.any(_m10):
                    r = np.where(_m10, V.reinterpret(V.cvt(65024, "int", "u16"), np.float16), r)
                _m11 = np.logical_and(_m8, np.logical_not(_c9))
                if np.any(_m11):
                    _c12 = np.logical_or((d == V.const(0.0, np.float16)), (np.abs(n) == inf))
                    _m13 = np.logical_and(_m11, _c12)
                    if np.any(_m13):
                        r = np.where(_m13, np.where((sign == 1), (-inf), inf), r)
                    _m14 = np.logical_and(_m11, np.logical_not(_c12))
                    if np.any(_m14):
                        _c15 = np.logical_or((np.abs(d) == inf), (n == V.const(0.0, np.float16)))
                        _m16 = np.logical_and(_m14, _c15)
                        if np.any(_m16):
                            r = np.where(
                                _m16, V.reinterpret((sign << np.uint16(15)), np.float16), r
                            )
                        _m17 = np.logical_and(_m14, np.logical_not(_c15))
                        if np.any(_m17):
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
    sign = (V.reinterpret(d, np.uint32) ^ V.reinterpret(n, np.uint32)) >> np.uint32(31)
    inf = V.reinterpret(V.cvt(2139095040, "int", "u32"), np.float32)
    _c1 = np.isnan(n)
    if np.any(_c1):
        r = np.where(_c1, V.reinterpret((V.reinterpret(n, np.uint32) | 4194304), np.float32), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = np.isnan(d)
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, V.reinterpret((V.reinterpret(d, np.uint32) | 4194304), np.float32), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = np.logical_and((d == V.const(0.0, np.float32)), (n == V.const(0.0, np.float32)))
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, V.reinterpret(V.cvt(4290772992, "int", "u32"), np.float32), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                _c9 = np.logical_and((np.abs(d) == inf), (np.abs(n) == inf))
                _m10 = np.logical_and(_m8, _c9)
                if np.any(_m10):
                    r = np.where(
                        _m10, V.reinterpret(V.cvt(4290772992, "int", "u32"), np.float32), r
                    )
                _m11 = np.logical_and(_m8, np.logical_not(_c9))
                if np.any(_m11):
                    _c12 = np.logical_or((d == V.const(0.0, np.float32)), (np.abs(n) == inf))
                    _m13 = np.logical_and(_m11, _c12)
                    if np.any(_m13):
                        r = np.where(_m13, np.where((sign == 1), (-inf), inf), r)
                    _m14 = np.logical_and(_m11, np.logical_not(_c12))
                    if np.any(_m14):
                        _c15 = np.logical_or((np.abs(d) == inf), (n == V.const(0.0, np.float32)))
                        _m16 = np.logical_and(_m14, _c15)
                        if np.any(_m16):
                            r = np.where(
                                _m16, V.reinterpret((sign << np.uint32(31)), np.float32), r
                            )
                        _m17 = np.logical_and(_m14, np.logical_not(_c15))
                        if np.any(_m17):
                            _c18 = (
                                (
                                    (V.reinterpret(n, np.uint32) >> np.uint32(23)) & np.uint32(255)
                                ).astype(np.int32)
                                - (
                                    (V.reinterpret(d, np.uint32) >> np.uint32(23)) & np.uint32(255)
                                ).astype(np.int32)
                            ) < V.const((-150), np.int32)
                            _m19 = np.logical_and(_m17, _c18)
                            if np.any(_m19):
                                r = np.where(
                                    _m19, V.reinterpret((sign << np.uint32(31)), np.float32), r
                                )
                            _m20 = np.logical_and(_m17, np.logical_not(_c18))
                            if np.any(_m20):
                                r = np.where(
                                    _m20, np.where((sign == 1), (-np.abs(q)), np.abs(q)), r
                                )
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
    sign = (V.reinterpret(d, np.uint64) ^ V.reinterpret(n, np.uint64)) >> np.uint64(63)
    inf = V.reinterpret(V.cvt(9218868437227405312, "int", "u64"), np.float64)
    _c1 = np.isnan(n)
    if np.any(_c1):
        r = np.where(
            _c1, V.reinterpret((V.reinterpret(n, np.uint64) | 2251799813685248), np.float64), r
        )
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = np.isnan(d)
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(
                _m4, V.reinterpret((V.reinterpret(d, np.uint64) | 2251799813685248), np.float64), r
            )
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = np.logical_and((d == V.const(0.0, np.float64)), (n == V.const(0.0, np.float64)))
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(
                    _m7, V.reinterpret(V.cvt(18444492273895866368, "int", "u64"), np.float64), r
                )
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                _c9 = np.logical_and((np.abs(d) == inf), (np.abs(n) == inf))
                _m10 = np.logical_and(_m8, _c9)
                if np.any(_m10):
                    r = np.where(
                        _m10,
                        V.reinterpret(V.cvt(18444492273895866368, "int", "u64"), np.float64),
                        r,
                    )
                _m11 = np.logical_and(_m8, np.logical_not(_c9))
                if np.any(_m11):
                    _c12 = np.logical_or((d == V.const(0.0, np.float64)), (np.abs(n) == inf))
                    _m13 = np.logical_and(_m11, _c12)
                    if np.any(_m13):
                        r = np.where(_m13, np.where((sign == 1), (-inf), inf), r)
                    _m14 = np.logical_and(_m11, np.logical_not(_c12))
                    if np.any(_m14):
                        _c15 = np.logical_or((np.abs(d) == inf), (n == V.const(0.0, np.float64)))
                        _m16 = np.logical_and(_m14, _c15)
                        if np.any(_m16):
                            r = np.where(
                                _m16, V.reinterpret((sign << np.uint64(63)), np.float64), r
                            )
                        _m17 = np.logical_and(_m14, np.logical_not(_c15))
                        if np.any(_m17):
                            _c18 = (
                                (
                                    (V.reinterpret(n, np.uint64) >> np.uint64(52)) & np.uint64(2047)
                                ).astype(np.int32)
                                - (
                                    (V.reinterpret(d, np.uint64) >> np.uint64(52)) & np.uint64(2047)
                                ).astype(np.int32)
                            ) < V.const((-1075), np.int32)
                            _m19 = np.logical_and(_m17, _c18)
                            if np.any(_m19):
                                r = np.where(
                                    _m19, V.reinterpret((sign << np.uint64(63)), np.float64), r
                                )
                            _m20 = np.logical_and(_m17, np.logical_not(_c18))
                            if np.any(_m20):
                                r = np.where(
                                    _m20, np.where((sign == 1), (-np.abs(q)), np.abs(q)), r
                                )
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
    sign = (V.reinterpret(d, np.uint16) ^ V.reinterpret(n, np.uint16)) >> np.uint16(15)
    inf = V.reinterpret(V.cvt(31744, "int", "u16"), np.float16)
    _c1 = np.isnan(n)
    if np.any(_c1):
        r = np.where(_c1, V.reinterpret((V.reinterpret(n, np.uint16) | 512), np.float16), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = np.isnan(d)
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, V.reinterpret((V.reinterpret(d, np.uint16) | 512), np.float16), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = np.logical_and((d == V.const(0.0, np.float16)), (n == V.const(0.0, np.float16)))
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, V.reinterpret(V.cvt(65024, "int", "u16"), np.float16), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                _c9 = np.logical_and((np.abs(d) == inf), (np.abs(n) == inf))
                _m10 = np.logical_and(_m8, _c9)
                if np.any(_m10):
                    r = np.where(_m10, V.reinterpret(V.cvt(65024, "int", "u16"), np.float16), r)
                _m11 = np.logical_and(_m8, np.logical_not(_c9))
                if np.any(_m11):
                    _c12 = np.logical_or((d == V.const(0.0, np.float16)), (np.abs(n) == inf))
                    _m13 = np.logical_and(_m11, _c12)
                    if np.any(_m13):
                        r = np.where(_m13, np.where((sign == 1), (-inf), inf), r)
                    _m14 = np.logical_and(_m11, np.logical_not(_c12))
                    if np.any(_m14):
                        _c15 = np.logical_or((np.abs(d) == inf), (n == V.const(0.0, np.float16)))
                        _m16 = np.logical_and(_m14, _c15)
                        if np.any(_m16):
                            r = np.where(
                                _m16, V.reinterpret((sign << np.uint16(15)), np.float16), r
                            )
                        _m17 = np.logical_and(_m14, np.logical_not(_c15))
                        if np.any(_m17):
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
    en = ((S2 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    ed = ((S1 >> np.uint32(23)) & np.uint32(255)).astype(np.int32)
    rd = V.fdiv(V.cvt(1.0, "float", "f32"), d)
    q = V.fdiv(n, d)
    d_den = np.logical_and(
        (((S1 >> np.uint32(23)) & np.uint32(255)) == 0), ((S1 & np.uint32(8388607)) != 0)
    )
    rd_den = np.logical_and(
        (((V.reinterpret(rd, np.uint32) >> np.uint32(23)) & np.uint32(255)) == 0),
        ((V.reinterpret(rd, np.uint32) & np.uint32(8388607)) != 0),
    )
    q_den = np.logical_and(
        (((V.reinterpret(q, np.uint32) >> np.uint32(23)) & np.uint32(255)) == 0),
        ((V.reinterpret(q, np.uint32) & np.uint32(8388607)) != 0),
    )
    r = x
    flag = False
    _c1 = np.logical_or((n == V.const(0.0, np.float32)), (d == V.const(0.0, np.float32)))
    if np.any(_c1):
        r = np.where(_c1, V.reinterpret(V.cvt(2143289344, "int", "u32"), np.float32), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = (en - ed) >= 96
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            flag = np.where(_m4, True, flag)
            _c5 = x == d
            _m6 = np.logical_and(_m4, _c5)
            if np.any(_m6):
                r = np.where(_m6, V.ldexp(x, 64), r)
        _m7 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m7):
            _c8 = d_den
            _m9 = np.logical_and(_m7, _c8)
            if np.any(_m9):
                r = np.where(_m9, V.ldexp(x, 64), r)
            _m10 = np.logical_and(_m7, np.logical_not(_c8))
            if np.any(_m10):
                _c11 = np.logical_and(rd_den, q_den)
                _m12 = np.logical_and(_m10, _c11)
                if np.any(_m12):
                    flag = np.where(_m12, True, flag)
                    _c13 = x == d
                    _m14 = np.logical_and(_m12, _c13)
                    if np.any(_m14):
                        r = np.where(_m14, V.ldexp(x, 64), r)
                _m15 = np.logical_and(_m10, np.logical_not(_c11))
                if np.any(_m15):
                    _c16 = rd_den
                    _m17 = np.logical_and(_m15, _c16)
                    if np.any(_m17):
                        r = np.where(_m17, V.ldexp(x, (-64)), r)
                    _m18 = np.logical_and(_m15, np.logical_not(_c16))
                    if np.any(_m18):
                        _c19 = q_den
                        _m20 = np.logical_and(_m18, _c19)
                        if np.any(_m20):
                            flag = np.where(_m20, True, flag)
                            _c21 = x == n
                            _m22 = np.logical_and(_m20, _c21)
                            if np.any(_m22):
                                r = np.where(_m22, V.ldexp(x, 64), r)
                        _m23 = np.logical_and(_m18, np.logical_not(_c19))
                        if np.any(_m23):
                            _c24 = en <= 23
                            _m25 = np.logical_and(_m23, _c24)
                            if np.any(_m25):
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
    en = ((S2 >> np.uint64(52)) & np.uint64(2047)).astype(np.int32)
    ed = ((S1 >> np.uint64(52)) & np.uint64(2047)).astype(np.int32)
    rd = V.fdiv(V.cvt(1.0, "float", "f64"), d)
    q = V.fdiv(n, d)
    d_den = np.logical_and(
        (((S1 >> np.uint64(52)) & np.uint64(2047)) == 0), ((S1 & np.uint64(4503599627370495)) != 0)
    )
    rd_den = np.logical_and(
        (((V.reinterpret(rd, np.uint64) >> np.uint64(52)) & np.uint64(2047)) == 0),
        ((V.reinterpret(rd, np.uint64) & np.uint64(4503599627370495)) != 0),
    )
    q_den = np.logical_and(
        (((V.reinterpret(q, np.uint64) >> np.uint64(52)) & np.uint64(2047)) == 0),
        ((V.reinterpret(q, np.uint64) & np.uint64(4503599627370495)) != 0),
    )
    r = x
    flag = False
    _c1 = np.logical_or((n == V.const(0.0, np.float64)), (d == V.const(0.0, np.float64)))
    if np.any(_c1):
        r = np.where(_c1, V.reinterpret(V.cvt(9221120237041090560, "int", "u64"), np.float64), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = (en - ed) >= 768
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            flag = np.where(_m4, True, flag)
            _c5 = x == d
            _m6 = np.logical_and(_m4, _c5)
            if np.any(_m6):
                r = np.where(_m6, V.ldexp(x, 128), r)
        _m7 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m7):
            _c8 = d_den
            _m9 = np.logical_and(_m7, _c8)
            if np.any(_m9):
                r = np.where(_m9, V.ldexp(x, 128), r)
            _m10 = np.logical_and(_m7, np.logical_not(_c8))
            if np.any(_m10):
                _c11 = np.logical_and(rd_den, q_den)
                _m12 = np.logical_and(_m10, _c11)
                if np.any(_m12):
                    flag = np.where(_m12, True, flag)
                    _c13 = x == d
                    _m14 = np.logical_and(_m12, _c13)
                    if np.any(_m14):
                        r = np.where(_m14, V.ldexp(x, 128), r)
                _m15 = np.logical_and(_m10, np.logical_not(_c11))
                if np.any(_m15):
                    _c16 = rd_den
                    _m17 = np.logical_and(_m15, _c16)
                    if np.any(_m17):
                        r = np.where(_m17, V.ldexp(x, (-128)), r)
                    _m18 = np.logical_and(_m15, np.logical_not(_c16))
                    if np.any(_m18):
                        _c19 = q_den
                        _m20 = np.logical_and(_m18, _c19)
                        if np.any(_m20):
                            flag = np.where(_m20, True, flag)
                            _c21 = x == n
                            _m22 = np.logical_and(_m20, _c21)
                            if np.any(_m22):
                                r = np.where(_m22, V.ldexp(x, 128), r)
                        _m23 = np.logical_and(_m18, np.logical_not(_c19))
                        if np.any(_m23):
                            _c24 = en <= 53
                            _m25 = np.logical_and(_m23, _c24)
                            if np.any(_m25):
                                r = np.where(_m25, V.ldexp(x, 128), r)
    SD = flag
    D = V.reinterpret(r, np.uint64)
    return (SD, D)


def v_dot2_f32_bf16(S0, S1, S2):
    p0 = V.zero(np.float32)
    p1 = V.zero(np.float32)
    p0 = V.cvt(
        V.reinterpret((S0 & np.uint32(65535)).astype(np.uint16), BF16), "bf16", "f32"
    ) * V.cvt(V.reinterpret((S1 & np.uint32(65535)).astype(np.uint16), BF16), "bf16", "f32")
    p1 = V.cvt(
        V.reinterpret(((S0 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), BF16),
        "bf16",
        "f32",
    ) * V.cvt(
        V.reinterpret(((S1 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), BF16),
        "bf16",
        "f32",
    )
    D = V.reinterpret(((p0 + p1) + S2.view(np.float32)), np.uint32)
    return (D,)


def v_dot2_f32_f16(S0, S1, S2):
    p0 = V.zero(np.float32)
    p1 = V.zero(np.float32)
    p0 = V.cvt(
        V.ftz(V.reinterpret((S0 & np.uint32(65535)).astype(np.uint16), np.float16)), "f16", "f32"
    ) * V.cvt(
        V.ftz(V.reinterpret((S1 & np.uint32(65535)).astype(np.uint16), np.float16)), "f16", "f32"
    )
    p1 = V.cvt(
        V.ftz(
            V.reinterpret(((S0 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), np.float16)
        ),
        "f16",
        "f32",
    ) * V.cvt(
        V.ftz(
            V.reinterpret(((S1 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), np.float16)
        ),
        "f16",
        "f32",
    )
    D = V.reinterpret(V.ftz(((p0 + p1) + V.ftz(S2.view(np.float32)))), np.uint32)
    return (D,)


def v_dot2_i32_i16(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = S2.view(np.int32).astype(np.int64)
    for k in range(2):
        s = s + (
            V.shr(S0, (16 * k), 32).astype(np.int16).astype(np.int64)
            * V.shr(S1, (16 * k), 32).astype(np.int16).astype(np.int64)
        )
    _c1 = CLAMP
    if np.any(_c1):
        s = np.where(
            _c1, np.maximum(np.minimum(s, 2147483647), V.const((-2147483648), np.int64)), s
        )
    D = V.reinterpret(s.astype(np.int32), np.uint32)
    return (D,)


def v_dot2_u32_u16(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = S2.astype(np.int64)
    for k in range(2):
        s = s + (
            V.shr(S0, (16 * k), 32).astype(np.uint16).astype(np.int64)
            * V.shr(S1, (16 * k), 32).astype(np.uint16).astype(np.int64)
        )
    _c1 = CLAMP
    if np.any(_c1):
        s = np.where(_c1, np.maximum(np.minimum(s, 4294967295), 0), s)
    D = V.reinterpret(s.astype(np.uint32), np.uint32)
    return (D,)


def v_dot2c_f32_bf16(S0, S1, D):
    p0 = V.zero(np.float32)
    p1 = V.zero(np.float32)
    p0 = V.cvt(
        V.reinterpret((S0 & np.uint32(65535)).astype(np.uint16), BF16), "bf16", "f32"
    ) * V.cvt(V.reinterpret((S1 & np.uint32(65535)).astype(np.uint16), BF16), "bf16", "f32")
    p1 = V.cvt(
        V.reinterpret(((S0 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), BF16),
        "bf16",
        "f32",
    ) * V.cvt(
        V.reinterpret(((S1 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), BF16),
        "bf16",
        "f32",
    )
    D = V.reinterpret(((p0 + p1) + D.view(np.float32)), np.uint32)
    return (D,)


def v_dot2c_f32_f16(S0, S1, D):
    p0 = V.zero(np.float32)
    p1 = V.zero(np.float32)
    p0 = V.cvt(
        V.ftz(V.reinterpret((S0 & np.uint32(65535)).astype(np.uint16), np.float16)), "f16", "f32"
    ) * V.cvt(
        V.ftz(V.reinterpret((S1 & np.uint32(65535)).astype(np.uint16), np.float16)), "f16", "f32"
    )
    p1 = V.cvt(
        V.ftz(
            V.reinterpret(((S0 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), np.float16)
        ),
        "f16",
        "f32",
    ) * V.cvt(
        V.ftz(
            V.reinterpret(((S1 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), np.float16)
        ),
        "f16",
        "f32",
    )
    D = V.reinterpret(V.ftz(((p0 + p1) + D.view(np.float32))), np.uint32)
    return (D,)


def v_dot2c_i32_i16(D, S0, S1, CLAMP):
    acc = V.zero(np.int64)
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    acc = D.view(np.int32).astype(np.int64)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    for i in range(2):
        acc = acc + (V.signext(a, 16, 32).astype(np.int64) * V.signext(b, 16, 32).astype(np.int64))
        a = a >> np.int32(16)
        b = b >> np.int32(16)
    _c1 = CLAMP
    if np.any(_c1):
        acc = np.where(
            _c1, np.maximum(np.minimum(acc, 2147483647), V.const((-2147483648), np.int64)), acc
        )
    D = V.reinterpret(acc.astype(np.int32), np.uint32)
    return (D,)


def v_dot4_i32_i8(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = S2.view(np.int32).astype(np.int64)
    for k in range(4):
        s = s + (
            V.shr(S0, (8 * k), 32).astype(np.int8).astype(np.int64)
            * V.shr(S1, (8 * k), 32).astype(np.int8).astype(np.int64)
        )
    _c1 = CLAMP
    if np.any(_c1):
        s = np.where(
            _c1, np.maximum(np.minimum(s, 2147483647), V.const((-2147483648), np.int64)), s
        )
    D = V.reinterpret(s.astype(np.int32), np.uint32)
    return (D,)


def v_dot4_u32_u8(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = S2.astype(np.int64)
    for k in range(4):
        s = s + (
            V.shr(S0, (8 * k), 32).astype(np.uint8).astype(np.int64)
            * V.shr(S1, (8 * k), 32).astype(np.uint8).astype(np.int64)
        )
    _c1 = CLAMP
    if np.any(_c1):
        s = np.where(_c1, np.maximum(np.minimum(s, 4294967295), 0), s)
    D = V.reinterpret(s.astype(np.uint32), np.uint32)
    return (D,)


def v_dot4c_i32_i8(D, S0, S1, CLAMP):
    acc = V.zero(np.int64)
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    acc = D.view(np.int32).astype(np.int64)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    for i in range(4):
        acc = acc + (V.signext(a, 8, 32).astype(np.int64) * V.signext(b, 8, 32).astype(np.int64))
        a = a >> np.int32(8)
        b = b >> np.int32(8)
    _c1 = CLAMP
    if np.any(_c1):
        acc = np.where(
            _c1, np.maximum(np.minimum(acc, 2147483647), V.const((-2147483648), np.int64)), acc
        )
    D = V.reinterpret(acc.astype(np.int32), np.uint32)
    return (D,)


def v_dot8_i32_i4(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = S2.view(np.int32).astype(np.int64)
    for k in range(8):
        s = s + (
            V.signext(V.shr(S0, (4 * k), 32).astype(np.int32), 4, 32).astype(np.int64)
            * V.signext(V.shr(S1, (4 * k), 32).astype(np.int32), 4, 32).astype(np.int64)
        )
    _c1 = CLAMP
    if np.any(_c1):
        s = np.where(
            _c1, np.maximum(np.minimum(s, 2147483647), V.const((-2147483648), np.int64)), s
        )
    D = V.reinterpret(s.astype(np.int32), np.uint32)
    return (D,)


def v_dot8_u32_u4(S2, S0, S1, CLAMP):
    s = V.zero(np.int64)
    s = S2.astype(np.int64)
    for k in range(8):
        s = s + (
            (V.shr(S0, (4 * k), 32) & 15).astype(np.int64)
            * (V.shr(S1, (4 * k), 32) & 15).astype(np.int64)
        )
    _c1 = CLAMP
    if np.any(_c1):
        s = np.where(_c1, np.maximum(np.minimum(s, 4294967295), 0), s)
    D = V.reinterpret(s.astype(np.uint32), np.uint32)
    return (D,)


def v_dot8c_i32_i4(D, S0, S1, CLAMP):
    acc = V.zero(np.int64)
    a = V.zero(np.int32)
    b = V.zero(np.int32)
    acc = D.view(np.int32).astype(np.int64)
    a = S0.view(np.int32)
    b = S1.view(np.int32)
    for i in range(8):
        acc = acc + (V.signext(a, 4, 32).astype(np.int64) * V.signext(b, 4, 32).astype(np.int64))
        a = a >> np.int32(4)
        b = b >> np.int32(4)
    _c1 = CLAMP
    if np.any(_c1):
        acc = np.where(
            _c1, np.maximum(np.minimum(acc, 2147483647), V.const((-2147483648), np.int64)), acc
        )
    D = V.reinterpret(acc.astype(np.int32), np.uint32)
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
    x = S0 ^ (S0.view(np.int32) >> np.int32(31)).astype(np.uint32)
    D = V.reinterpret(
        np.where((x == 0), V.const((-1), np.int32), V.clz(x, 32).astype(np.int32)), np.uint32
    )
    return (D,)


def v_ffbh_u32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(
        np.where((x == 0), V.const((-1), np.int32), V.clz(x, 32).astype(np.int32)), np.uint32
    )
    return (D,)


def v_ffbl_b32(S0):
    x = V.zero(np.uint32)
    x = S0
    D = V.reinterpret(
        np.where((x == 0), V.const((-1), np.int32), V.ctz(x, 32).astype(np.int32)), np.uint32
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
            | (V.reinterpret(V.cvt(r, "f32", "f16"), np.uint16).astype(np.uint32) << np.uint32(16))
        ),
        np.uint32,
    )
    return (D,)


def v_fma_mixlo_f16(S0, S1, S2, D):
    r = V.zero(np.float32)
    r = V.fma(S0.view(np.float32), S1.view(np.float32), S2.view(np.float32), "f32")
    D = V.reinterpret(
        ((D & 4294901760) | V.reinterpret(V.cvt(r, "f32", "f16"), np.uint16).astype(np.uint32)),
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
    D = V.reinterpret(V.unary("frexp_exp", S0.view(np.float16)).astype(np.int16), np.uint16)
    _c1 = CLAMP
    if np.any(_c1):
        pass
    return (D,)


def v_frexp_exp_i32_f32(S0, CLAMP):
    D = V.reinterpret(V.unary("frexp_exp", S0.view(np.float32)).astype(np.int32), np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
        pass
    return (D,)


def v_frexp_exp_i32_f64(S0, CLAMP):
    D = V.reinterpret(V.unary("frexp_exp", S0.view(np.float64)).astype(np.int32), np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
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
    D = V.reinterpret(V.ldexp(S0.view(np.float16), S1.view(np.int16).astype(np.int32)), np.uint16)
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
        r = r | V.shl((((a + b) + c) >> np.uint32(1)), (8 * i), 32)
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
    D = V.reinterpret(((S0 << (S1 & np.uint32(31))) + S2), np.uint32)
    return (D,)


def v_lshl_add_u64(S0, S1, S2):
    D = V.reinterpret(((S0 << (S1 & np.uint32(7)).astype(np.uint64)) + S2), np.uint64)
    return (D,)


def v_lshl_or_b32(S0, S1, S2):
    D = V.reinterpret(((S0 << (S1 & np.uint32(31))) | S2), np.uint32)
    return (D,)


def v_lshlrev_b16(S1, S0):
    D = V.reinterpret((S1 << (S0 & np.uint16(15)).astype(np.uint16)), np.uint16)
    return (D,)


def v_lshlrev_b32(S1, S0):
    D = V.reinterpret((S1 << (S0 & np.uint32(31)).astype(np.uint32)), np.uint32)
    return (D,)


def v_lshlrev_b64(S1, S0):
    D = V.reinterpret((S1 << (S0 & np.uint32(63)).astype(np.uint64)), np.uint64)
    return (D,)


def v_lshrrev_b16(S1, S0):
    D = V.reinterpret((S1 >> (S0 & np.uint16(15)).astype(np.uint16)), np.uint16)
    return (D,)


def v_lshrrev_b32(S1, S0):
    D = V.reinterpret((S1 >> (S0 & np.uint32(31)).astype(np.uint32)), np.uint32)
    return (D,)


def v_lshrrev_b64(S1, S0):
    D = V.reinterpret((S1 >> (S0 & np.uint32(63)).astype(np.uint64)), np.uint64)
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
    r = (S0.view(np.int16).astype(np.int32) * S1.view(np.int16).astype(np.int32)) + S2.view(
        np.int16
    ).astype(np.int32)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(_c1, np.maximum(np.minimum(r, 32767), V.const((-32768), np.int32)), r)
    D = V.reinterpret(((D & 4294901760) | (r.astype(np.uint32) & 65535)), np.uint32)
    return (D,)


def v_mad_i32_i16(S0, S1, S2, CLAMP):
    r = V.zero(np.int64)
    r = (S0.view(np.int16).astype(np.int64) * S1.view(np.int16).astype(np.int64)) + S2.view(
        np.int32
    ).astype(np.int64)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(
            _c1, np.maximum(np.minimum(r, 2147483647), V.const((-2147483648), np.int64)), r
        )
    D = V.reinterpret(r.astype(np.int32), np.uint32)
    return (D,)


def v_mad_i32_i24(S0, S1, S2, CLAMP):
    r = V.zero(np.int64)
    r = (
        V.signext(S0.view(np.int32), 24, 32).astype(np.int64)
        * V.signext(S1.view(np.int32), 24, 32).astype(np.int64)
    ) + S2.view(np.int32).astype(np.int64)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(
            _c1, np.maximum(np.minimum(r, 2147483647), V.const((-2147483648), np.int64)), r
        )
    D = V.reinterpret(r.astype(np.int32), np.uint32)
    return (D,)


def v_mad_i64_i32(S0, S1, S2, CLAMP):
    p = V.zero(np.int64)
    r = V.zero(np.int64)
    ov = V.zero(np.bool_)
    neg = V.zero(np.bool_)
    p = S0.view(np.int32).astype(np.int64) * S1.view(np.int32).astype(np.int64)
    r = p + S2.view(np.int64)
    ov = np.logical_and(((p < 0) == (S2.view(np.int64) < 0)), ((r < 0) != (p < 0)))
    neg = np.where(ov, (p < 0), (r < 0))
    _c1 = np.logical_and(CLAMP, ov)
    if np.any(_c1):
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
    r = (S0.view(np.int16).astype(np.int32) * S1.view(np.int16).astype(np.int32)) + S2.view(
        np.int16
    ).astype(np.int32)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(_c1, np.maximum(np.minimum(r, 32767), V.const((-32768), np.int32)), r)
    D = V.reinterpret((V.cvt(0, "int", "u32") | (r.astype(np.uint32) & 65535)), np.uint32)
    return (D,)


def v_mad_legacy_u16(S0, S1, S2, CLAMP):
    r = V.zero(np.uint32)
    r = (S0.astype(np.uint32) * S1.astype(np.uint32)) + S2.astype(np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(_c1, np.maximum(np.minimum(r, 65535), 0), r)
    D = V.reinterpret((V.cvt(0, "int", "u32") | (r.astype(np.uint32) & 65535)), np.uint32)
    return (D,)


def v_mad_u16(S0, S1, S2, CLAMP, D):
    r = V.zero(np.uint32)
    r = (S0.astype(np.uint32) * S1.astype(np.uint32)) + S2.astype(np.uint32)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(_c1, np.maximum(np.minimum(r, 65535), 0), r)
    D = V.reinterpret(((D & 4294901760) | (r.astype(np.uint32) & 65535)), np.uint32)
    return (D,)


def v_mad_u32_u16(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (S0.astype(np.uint64) * S1.astype(np.uint64)) + S2.astype(np.uint64)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(_c1, np.maximum(np.minimum(r, 4294967295), 0), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
    return (D,)


def v_mad_u32_u24(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (
        (S0 & np.uint32(16777215)).astype(np.uint64) * (S1 & np.uint32(16777215)).astype(np.uint64)
    ) + S2.astype(np.uint64)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(_c1, np.maximum(np.minimum(r, 4294967295), 0), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
    return (D,)


def v_mad_u64_u32(S0, S1, S2, CLAMP):
    p = V.zero(np.uint64)
    r = V.zero(np.uint64)
    carry = V.zero(np.bool_)
    p = S0.astype(np.uint64) * S1.astype(np.uint64)
    r = p + S2
    carry = r < p
    _c1 = np.logical_and(CLAMP, carry)
    if np.any(_c1):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
            V.popcount(
                (
                    S0
                    & (
                        (V.shl(V.cvt(1, "int", "u64"), laneId.astype(np.uint64), 64) - 1)
                        >> np.uint64(32)
                    ).astype(np.uint32)
                ),
                32,
            ).astype(np.uint32)
            + S1
        ),
        np.uint32,
    )
    return (D,)


def v_mbcnt_lo_u32_b32(S0, laneId, S1):
    D = V.reinterpret(
        (
            V.popcount(
                (
                    S0
                    & (V.shl(V.cvt(1, "int", "u64"), laneId.astype(np.uint64), 64) - 1).astype(
                        np.uint32
                    )
                ),
                32,
            ).astype(np.uint32)
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
    if np.any(_c1):
        r = np.where(_c1, V.fmin(V.fmin(a, b), c), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = m == a
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, V.fmax(b, c), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = m == b
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, V.fmax(a, c), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
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
    if np.any(_c1):
        r = np.where(_c1, V.fmin(V.fmin(a, b), c), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = m == a
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, V.fmax(b, c), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = m == b
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, V.fmax(a, c), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
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
    if np.any(_c1):
        r = np.where(_c1, np.minimum(np.minimum(a, b), c), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = m == a
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, np.maximum(b, c), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = m == b
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, np.maximum(a, c), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                r = np.where(_m8, np.maximum(a, b), r)
    D = V.reinterpret(r, np.uint16)
    _c9 = CLAMP
    if np.any(_c9):
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
    if np.any(_c1):
        r = np.where(_c1, np.minimum(np.minimum(a, b), c), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = m == a
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, np.maximum(b, c), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = m == b
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, np.maximum(a, c), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
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
    if np.any(_c1):
        r = np.where(_c1, np.minimum(np.minimum(a, b), c), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = m == a
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, np.maximum(b, c), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = m == b
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, np.maximum(a, c), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
                r = np.where(_m8, np.maximum(a, b), r)
    D = V.reinterpret(r, np.uint16)
    _c9 = CLAMP
    if np.any(_c9):
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
    if np.any(_c1):
        r = np.where(_c1, np.minimum(np.minimum(a, b), c), r)
    _m2 = np.logical_not(_c1)
    if np.any(_m2):
        _c3 = m == a
        _m4 = np.logical_and(_m2, _c3)
        if np.any(_m4):
            r = np.where(_m4, np.maximum(b, c), r)
        _m5 = np.logical_and(_m2, np.logical_not(_c3))
        if np.any(_m5):
            _c6 = m == b
            _m7 = np.logical_and(_m5, _c6)
            if np.any(_m7):
                r = np.where(_m7, np.maximum(a, c), r)
            _m8 = np.logical_and(_m5, np.logical_not(_c6))
            if np.any(_m8):
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
    if np.any(_c1):
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
    if np.any(_c1):
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
        src = (V.shr(S0, (8 * i), 64) & 4294967295).astype(np.uint32)
        s = (V.shr(S2, (16 * i), 64) & 65535).astype(np.uint32)
        for j in range(4):
            a = V.shr(src, (8 * j), 32) & 255
            b = V.shr(S1, (8 * j), 32) & 255
            d = np.where((a > b), (a - b), (b - a))
            s = s + np.where((b != 0), d, V.cvt(0, "int", "u32"))
        _c1 = np.logical_and(CLAMP, (s > 65535))
        if np.any(_c1):
            s = np.where(_c1, V.cvt(65535, "int", "u32"), s)
        acc = acc | V.shl((s & 65535).astype(np.uint64), (16 * i), 64)
    D = V.reinterpret(acc, np.uint64)
    return (D,)


def v_mqsad_u32_u8(S0, S2, S1, CLAMP, D):
    D = np.array(D, np.uint32)
    src = V.zero(np.uint32)
    s = V.zero(np.uint64)
    a = V.zero(np.uint32)
    b = V.zero(np.uint32)
    for i in range(4):
        src = (V.shr(S0, (8 * i), 64) & 4294967295).astype(np.uint32)
        s = S2[..., i].astype(np.uint64)
        for j in range(4):
            a = V.shr(src, (8 * j), 32) & 255
            b = V.shr(S1, (8 * j), 32) & 255
            s = s + np.where(
                (b != 0), np.where((a > b), (a - b), (b - a)), V.cvt(0, "int", "u32")
            ).astype(np.uint64)
        _c1 = np.logical_and(CLAMP, (s > 4294967295))
        if np.any(_c1):
            s = np.where(_c1, V.cvt(4294967295, "int", "u64"), s)
        D[..., i] = s.astype(np.uint32)
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
        s = s + np.where((b != 0), d, V.cvt(0, "int", "u32")).astype(np.uint64)
    r = (s << np.uint64(0)) + S2.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
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
        (
            (S0.view(np.int32).astype(np.int64) * S1.view(np.int32).astype(np.int64))
            >> np.int64(32)
        ).astype(np.int32),
        np.uint32,
    )
    return (D,)


def v_mul_hi_i32_i24(S0, S1, CLAMP):
    p = V.zero(np.int64)
    p = V.signext(S0.view(np.int32), 24, 32).astype(np.int64) * V.signext(
        S1.view(np.int32), 24, 32
    ).astype(np.int64)
    _c1 = CLAMP
    if np.any(_c1):
        p = np.where(
            _c1, np.maximum(np.minimum(p, 2147483647), V.const((-2147483648), np.int64)), p
        )
    D = V.reinterpret(
        ((p.view(np.uint64) >> np.uint64(32)) & np.uint64(4294967295)).astype(np.int32), np.uint32
    )
    return (D,)


def v_mul_hi_u32(S0, S1):
    D = V.reinterpret(
        ((S0.astype(np.uint64) * S1.astype(np.uint64)) >> np.uint64(32)).astype(np.uint32),
        np.uint32,
    )
    return (D,)


def v_mul_hi_u32_u24(S0, S1, CLAMP):
    p = V.zero(np.uint64)
    p = (S0 & np.uint32(16777215)).astype(np.uint64) * (S1 & np.uint32(16777215)).astype(np.uint64)
    _c1 = CLAMP
    if np.any(_c1):
        p = np.where(_c1, np.maximum(np.minimum(p, 4294967295), 0), p)
    D = V.reinterpret(((p >> np.uint64(32)) & np.uint64(4294967295)).astype(np.uint32), np.uint32)
    return (D,)


def v_mul_i32_i24(S0, S1, CLAMP):
    p = V.zero(np.int64)
    p = V.signext(S0.view(np.int32), 24, 32).astype(np.int64) * V.signext(
        S1.view(np.int32), 24, 32
    ).astype(np.int64)
    _c1 = CLAMP
    if np.any(_c1):
        p = np.where(
            _c1, np.maximum(np.minimum(p, 2147483647), V.const((-2147483648), np.int64)), p
        )
    D = V.reinterpret((p.view(np.uint64) & np.uint64(4294967295)).astype(np.int32), np.uint32)
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
    D = V.reinterpret((S0.astype(np.uint64) * S1.astype(np.uint64)).astype(np.uint32), np.uint32)
    return (D,)


def v_mul_u32_u24(S0, S1, CLAMP):
    p = V.zero(np.uint64)
    p = (S0 & np.uint32(16777215)).astype(np.uint64) * (S1 & np.uint32(16777215)).astype(np.uint64)
    _c1 = CLAMP
    if np.any(_c1):
        p = np.where(_c1, np.maximum(np.minimum(p, 4294967295), 0), p)
    D = V.reinterpret((p & np.uint64(4294967295)).astype(np.uint32), np.uint32)
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
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_perm_b32(S0, S1, S2):
    src = V.zero(np.uint64)
    r = V.zero(np.uint32)
    sel = V.zero(np.uint32)
    b = V.zero(np.uint32)
    src = (S0.astype(np.uint64) << np.uint64(32)) | S1.astype(np.uint64)
    r = V.cvt(0, "int", "u32")
    for i in range(4):
        sel = V.shr(S2, (8 * i), 32) & 255
        b = V.cvt(0, "int", "u32")
        _c1 = sel >= 13
        if np.any(_c1):
            b = np.where(_c1, V.cvt(255, "int", "u32"), b)
        _m2 = np.logical_not(_c1)
        if np.any(_m2):
            _c3 = sel == 12
            _m4 = np.logical_and(_m2, _c3)
            if np.any(_m4):
                b = np.where(_m4, V.cvt(0, "int", "u32"), b)
            _m5 = np.logical_and(_m2, np.logical_not(_c3))
            if np.any(_m5):
                _c6 = sel >= 8
                _m7 = np.logical_and(_m5, _c6)
                if np.any(_m7):
                    b = np.where(
                        _m7,
                        (
                            V.cvt(255, "int", "u32")
                            * (
                                V.shr(src, ((16 * (sel - 8)) + 15).astype(np.uint64), 64) & 1
                            ).astype(np.uint32)
                        ),
                        b,
                    )
                _m8 = np.logical_and(_m5, np.logical_not(_c6))
                if np.any(_m8):
                    b = np.where(
                        _m8,
                        (V.shr(src, (8 * sel).astype(np.uint64), 64) & 255).astype(np.uint32),
                        b,
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
        a = V.reinterpret(V.shr(S0, (16 * i), 32).astype(np.uint16), np.float16)
        b = V.reinterpret(V.shr(S1, (16 * i), 32).astype(np.uint16), np.float16)
        h = a + b
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_add_f32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    h = V.zero(np.float32)
    r = V.cvt(0, "int", "u64")
    for i in range(2):
        a = V.reinterpret(V.shr(S0, (32 * i), 64).astype(np.uint32), np.float32)
        b = V.reinterpret(V.shr(S1, (32 * i), 64).astype(np.uint32), np.float32)
        h = a + b
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f32"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f32")), V.cvt(0.0, "float", "f32")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint32).astype(np.uint64), (32 * i), 64)
    D = V.reinterpret(r, np.uint64)
    return (D,)


def v_pk_add_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.int16)
        b = V.shr(S1, (16 * i), 32).astype(np.int16)
        s = a.astype(np.int64) + b.astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(s.astype(np.int16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_add_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.uint16)
        b = V.shr(S1, (16 * i), 32).astype(np.uint16)
        s = a.astype(np.int64) + b.astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(s.astype(np.uint16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_ashrrev_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.int16)
        b = V.shr(S1, (16 * i), 32).astype(np.int16)
        s = V.shr(b, (a & 15), 16).astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(s.astype(np.int16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
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
        a = V.reinterpret(V.shr(S0, (16 * i), 32).astype(np.uint16), np.float16)
        b = V.reinterpret(V.shr(S1, (16 * i), 32).astype(np.uint16), np.float16)
        c = V.reinterpret(V.shr(S2, (16 * i), 32).astype(np.uint16), np.float16)
        h = V.fma(a, b, c, "f16")
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
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
        a = V.reinterpret(V.shr(S0, (32 * i), 64).astype(np.uint32), np.float32)
        b = V.reinterpret(V.shr(S1, (32 * i), 64).astype(np.uint32), np.float32)
        c = V.reinterpret(V.shr(S2, (32 * i), 64).astype(np.uint32), np.float32)
        h = V.fma(a, b, c, "f32")
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f32"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f32")), V.cvt(0.0, "float", "f32")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint32).astype(np.uint64), (32 * i), 64)
    D = V.reinterpret(r, np.uint64)
    return (D,)


def v_pk_fmac_f16(S0, S1, D):
    lo = V.zero(np.float16)
    hi = V.zero(np.float16)
    lo = V.fma(
        V.reinterpret((S0 & np.uint32(65535)).astype(np.uint16), np.float16),
        V.reinterpret((S1 & np.uint32(65535)).astype(np.uint16), np.float16),
        V.reinterpret((D & np.uint32(65535)).astype(np.uint16), np.float16),
        "f16",
    )
    hi = V.fma(
        V.reinterpret(((S0 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), np.float16),
        V.reinterpret(((S1 >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), np.float16),
        V.reinterpret(((D >> np.uint32(16)) & np.uint32(65535)).astype(np.uint16), np.float16),
        "f16",
    )
    D = V.reinterpret(
        (
            (V.reinterpret(hi, np.uint16).astype(np.uint32) << np.uint32(16))
            | V.reinterpret(lo, np.uint16).astype(np.uint32)
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
        a = V.shr(S0, (16 * i), 32).astype(np.uint16)
        b = V.shr(S1, (16 * i), 32).astype(np.uint16)
        s = V.shl(b, (a & 15), 16).astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(s.astype(np.uint16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_lshrrev_b16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.uint16)
        b = V.shr(S1, (16 * i), 32).astype(np.uint16)
        s = V.shr(b, (a & 15), 16).astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(s.astype(np.uint16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
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
        a = V.shr(S0, (16 * i), 32).astype(np.int16)
        b = V.shr(S1, (16 * i), 32).astype(np.int16)
        c = V.shr(S2, (16 * i), 32).astype(np.int16)
        s = (a.astype(np.int64) * b.astype(np.int64)) + c.astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(s.astype(np.int16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
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
        a = V.shr(S0, (16 * i), 32).astype(np.uint16)
        b = V.shr(S1, (16 * i), 32).astype(np.uint16)
        c = V.shr(S2, (16 * i), 32).astype(np.uint16)
        s = (a.astype(np.int64) * b.astype(np.int64)) + c.astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(s.astype(np.uint16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_max_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.shr(S0, (16 * i), 32).astype(np.uint16), np.float16)
        b = V.reinterpret(V.shr(S1, (16 * i), 32).astype(np.uint16), np.float16)
        h = V.fmax(a, b)
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_max_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.int16)
        b = V.shr(S1, (16 * i), 32).astype(np.int16)
        s = np.maximum(a, b).astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(s.astype(np.int16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_max_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.uint16)
        b = V.shr(S1, (16 * i), 32).astype(np.uint16)
        s = np.maximum(a, b).astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(s.astype(np.uint16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
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
        a = V.reinterpret(V.shr(S0, (16 * i), 32).astype(np.uint16), np.float16)
        b = V.reinterpret(V.shr(S1, (16 * i), 32).astype(np.uint16), np.float16)
        c = V.reinterpret(V.shr(S2, (16 * i), 32).astype(np.uint16), np.float16)
        h = np.where(
            np.logical_or(np.logical_or(np.isnan(a), np.isnan(b)), np.isnan(c)),
            qnan,
            V.fmax(V.fmax(a, b), c),
        )
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_min_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.shr(S0, (16 * i), 32).astype(np.uint16), np.float16)
        b = V.reinterpret(V.shr(S1, (16 * i), 32).astype(np.uint16), np.float16)
        h = V.fmin(a, b)
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_min_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.int16)
        b = V.shr(S1, (16 * i), 32).astype(np.int16)
        s = np.minimum(a, b).astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(s.astype(np.int16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_min_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.uint16)
        b = V.shr(S1, (16 * i), 32).astype(np.uint16)
        s = np.minimum(a, b).astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(s.astype(np.uint16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
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
        a = V.reinterpret(V.shr(S0, (16 * i), 32).astype(np.uint16), np.float16)
        b = V.reinterpret(V.shr(S1, (16 * i), 32).astype(np.uint16), np.float16)
        c = V.reinterpret(V.shr(S2, (16 * i), 32).astype(np.uint16), np.float16)
        h = np.where(
            np.logical_or(np.logical_or(np.isnan(a), np.isnan(b)), np.isnan(c)),
            qnan,
            V.fmin(V.fmin(a, b), c),
        )
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_mov_b32(S1, S0):
    D = V.reinterpret(((S1 << np.uint64(32)) | (S0 & 4294967295)), np.uint64)
    return (D,)


def v_pk_mul_f16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.float16)
    b = V.zero(np.float16)
    h = V.zero(np.float16)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.reinterpret(V.shr(S0, (16 * i), 32).astype(np.uint16), np.float16)
        b = V.reinterpret(V.shr(S1, (16 * i), 32).astype(np.uint16), np.float16)
        h = a * b
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f16"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f16")), V.cvt(0.0, "float", "f16")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_mul_f32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    a = V.zero(np.float32)
    b = V.zero(np.float32)
    h = V.zero(np.float32)
    r = V.cvt(0, "int", "u64")
    for i in range(2):
        a = V.reinterpret(V.shr(S0, (32 * i), 64).astype(np.uint32), np.float32)
        b = V.reinterpret(V.shr(S1, (32 * i), 64).astype(np.uint32), np.float32)
        h = a * b
        _c1 = CLAMP
        if np.any(_c1):
            h = np.where(
                _c1,
                np.where(
                    np.isnan(h),
                    V.cvt(0.0, "float", "f32"),
                    V.fmax(V.fmin(h, V.cvt(1.0, "float", "f32")), V.cvt(0.0, "float", "f32")),
                ),
                h,
            )
        r = r | V.shl(V.reinterpret(h, np.uint32).astype(np.uint64), (32 * i), 64)
    D = V.reinterpret(r, np.uint64)
    return (D,)


def v_pk_mul_lo_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.uint16)
        b = V.shr(S1, (16 * i), 32).astype(np.uint16)
        s = a.astype(np.int64) * b.astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(s.astype(np.uint16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_sub_i16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.int16)
    b = V.zero(np.int16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.int16)
        b = V.shr(S1, (16 * i), 32).astype(np.int16)
        s = a.astype(np.int64) - b.astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 32767), V.const((-32768), np.int64)), s)
        r = r | V.shl(s.astype(np.int16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_pk_sub_u16(S0, S1, CLAMP):
    r = V.zero(np.uint32)
    a = V.zero(np.uint16)
    b = V.zero(np.uint16)
    s = V.zero(np.int64)
    r = V.cvt(0, "int", "u32")
    for i in range(2):
        a = V.shr(S0, (16 * i), 32).astype(np.uint16)
        b = V.shr(S1, (16 * i), 32).astype(np.uint16)
        s = a.astype(np.int64) - b.astype(np.int64)
        _c1 = CLAMP
        if np.any(_c1):
            s = np.where(_c1, np.maximum(np.minimum(s, 65535), 0), s)
        r = r | V.shl(s.astype(np.uint16).astype(np.uint16).astype(np.uint32), (16 * i), 32)
    D = V.reinterpret(r, np.uint32)
    return (D,)


def v_prng_b32(S0):
    D = V.reinterpret(
        (
            (S0 << np.uint32(1))
            ^ np.where(
                (((S0 >> np.uint32(31)) & np.uint32(1)) == 1),
                V.cvt(197, "int", "u32"),
                V.cvt(0, "int", "u32"),
            )
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
        src = (V.shr(S0, (8 * i), 64) & 4294967295).astype(np.uint32)
        s = (V.shr(S2, (16 * i), 64) & 65535).astype(np.uint32)
        for j in range(4):
            a = V.shr(src, (8 * j), 32) & 255
            b = V.shr(S1, (8 * j), 32) & 255
            d = np.where((a > b), (a - b), (b - a))
            s = s + d
        _c1 = np.logical_and(CLAMP, (s > 65535))
        if np.any(_c1):
            s = np.where(_c1, V.cvt(65535, "int", "u32"), s)
        acc = acc | V.shl((s & 65535).astype(np.uint64), (16 * i), 64)
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
    D = V.reinterpret(V.lane(S0, (S1 & np.uint32(63))), np.uint32)
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
        s = s + d.astype(np.uint64)
    r = (s << np.uint64(16)) + S2.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
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
        s = s + d.astype(np.uint64)
    r = (s << np.uint64(0)) + S2.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
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
        s = s + d.astype(np.uint64)
    r = (s << np.uint64(0)) + S2.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
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
        s = s + d.astype(np.uint64)
    r = (s << np.uint64(0)) + S2.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r > 4294967295))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(4294967295, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
    return (D,)


def v_sat_pk_u8_i16(S0):
    lo = V.zero(np.int16)
    hi = V.zero(np.int16)
    lo = (S0 & np.uint32(65535)).astype(np.int16)
    hi = ((S0 >> np.uint32(16)) & np.uint32(65535)).astype(np.int16)
    D = V.reinterpret(
        (
            (np.maximum(np.minimum(hi, 255), 0).astype(np.uint16) << np.uint16(8))
            | np.maximum(np.minimum(lo, 255), 0).astype(np.uint16)
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
    xmin = (S0 >> np.uint32(6)) & np.uint32(3)
    ymin = (S0 >> np.uint32(4)) & np.uint32(3)
    xspan = (((S0 >> np.uint32(2)) & np.uint32(3)) - xmin) & 3
    yspan = ((S0 & np.uint32(3)) - ymin) & 3
    m = V.cvt(0, "int", "u32")
    for x in range(4):
        for y in range(4):
            _c1 = np.logical_and(
                (((V.cvt(x, "int", "u32") - xmin) & 3) <= xspan),
                (((V.cvt(y, "int", "u32") - ymin) & 3) <= yspan),
            )
            if np.any(_c1):
                m = np.where(
                    _c1,
                    (
                        m
                        | V.shl(
                            V.cvt(1, "int", "u32"),
                            (
                                (
                                    (
                                        (V.cvt(x, "int", "u32") & 1)
                                        ^ (V.cvt(y, "int", "u32") >> np.uint32(1))
                                    )
                                    << np.uint32(1)
                                )
                                | (
                                    (V.cvt(y, "int", "u32") & 1)
                                    ^ (V.cvt(x, "int", "u32") >> np.uint32(1))
                                )
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
    r = S0.astype(np.uint64) - S1.astype(np.uint64)
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)), V.const(0, np.uint32), r.astype(np.uint32)
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
    r = S0.view(np.int16).astype(np.int64) - S1.view(np.int16).astype(np.int64)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(_c1, np.maximum(np.minimum(r, 32767), V.const((-32768), np.int64)), r)
    D = V.reinterpret(r.astype(np.int16), np.uint16)
    return (D,)


def v_sub_i32(S0, S1, CLAMP):
    r = V.zero(np.int64)
    r = S0.view(np.int32).astype(np.int64) - S1.view(np.int32).astype(np.int64)
    _c1 = CLAMP
    if np.any(_c1):
        r = np.where(
            _c1, np.maximum(np.minimum(r, 2147483647), V.const((-2147483648), np.int64)), r
        )
    D = V.reinterpret(r.astype(np.int32), np.uint32)
    return (D,)


def v_sub_u16(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = S0.astype(np.uint64) - S1.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r >= 65536))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(0, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint16), np.uint16)
    return (D,)


def v_sub_u32(S0, S1, CLAMP):
    r = V.zero(np.uint64)
    r = S0.astype(np.uint64) - S1.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r >= 4294967296))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(0, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
    return (D,)


def v_subb_co_u32(S0, S1, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (S0.astype(np.uint64) - S1.astype(np.uint64)) - V.cvt(S2, "bool", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)), V.const(0, np.uint32), r.astype(np.uint32)
        ),
        np.uint32,
    )
    return (SD, D)


def v_subbrev_co_u32(S1, S0, S2, CLAMP):
    r = V.zero(np.uint64)
    r = (S1.astype(np.uint64) - S0.astype(np.uint64)) - V.cvt(S2, "bool", "u64")
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)), V.const(0, np.uint32), r.astype(np.uint32)
        ),
        np.uint32,
    )
    return (SD, D)


def v_subrev_co_u32(S1, S0, CLAMP):
    r = V.zero(np.uint64)
    r = S1.astype(np.uint64) - S0.astype(np.uint64)
    SD = r >= 4294967296
    D = V.reinterpret(
        np.where(
            np.logical_and(CLAMP, (r >= 4294967296)), V.const(0, np.uint32), r.astype(np.uint32)
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
    r = S1.astype(np.uint64) - S0.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r >= 65536))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(0, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint16), np.uint16)
    return (D,)


def v_subrev_u32(S1, S0, CLAMP):
    r = V.zero(np.uint64)
    r = S1.astype(np.uint64) - S0.astype(np.uint64)
    _c1 = np.logical_and(CLAMP, (r >= 4294967296))
    if np.any(_c1):
        r = np.where(_c1, V.cvt(0, "int", "u64"), r)
    D = V.reinterpret(r.astype(np.uint32), np.uint32)
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
    ex = (
        (V.reinterpret(S0.view(np.float64), np.uint64) >> np.uint64(52)) & np.uint64(2047)
    ).astype(np.int32)
    shift = (S1 & np.uint32(31)).astype(np.int32) * 53
    _c1 = ex > 1077
    if np.any(_c1):
        shift = np.where(_c1, ((shift + ex) - 1077), shift)
    idx = shift >> np.int32(5)
    bsh = (shift & 31).astype(np.uint64)
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
        hi = (hi << np.uint64(32)) | lo
        lo = w
    t = (V.shl(hi, bsh, 64) | V.shr((lo << np.uint64(32)), (64 - bsh), 64)) >> np.uint64(11)
    scale = V.const((-53), np.int32) - shift
    _c2 = ex >= 1968
    if np.any(_c2):
        scale = np.where(_c2, (scale + 128), scale)
    r = V.ldexp(V.cvt(t, "u64", "f64"), scale)
    _c3 = (idx + 2) >= 37
    if np.any(_c3):
        r = np.where(_c3, V.cvt(0.0, "float", "f64"), r)
    _c4 = np.isnan(S0.view(np.float64))
    if np.any(_c4):
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
    D = V.reinterpret(np.where((laneId == (S1 & np.uint32(63))), S0, D), np.uint32)
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
