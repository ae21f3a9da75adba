"""Atomics whose final memory does not depend on the order of the updates: integer add and
sub (sums of deltas, modulo 2^bits), and, or, xor, signed and unsigned min and max. The
executor folds the lanes of one address into one update when nothing reads the old value
(bound.py), and a launch split into shards merges such updates (shards.py)."""

from __future__ import annotations

import re

import numpy as np

# op -> how two updates of one element combine ("sub" subtracts the sum of its operands)
ORDER_FREE = {
    "add": "add",
    "sub": "add",
    "and": "and",
    "or": "or",
    "xor": "xor",
    "smin": "smin",
    "smax": "smax",
    "umin": "umin",
    "umax": "umax",
}
# of those, the ops whose update can be undone (a group): each lane's old value follows from
# the first lane's and the updates before it
INVERTIBLE = ("add", "sub", "xor")
# ds_min_i32 / ds_max_rtn_u64 / ds_and_b32 ...: the LDS spelling of the same ops
_DS = re.compile(r"ds_(add|sub|and|or|xor|min|max)(?:_rtn)?_([iub])(32|64)")


def atomic_op(mnemonic: str) -> str | None:
    """The op of an atomic mnemonic, as ORDER_FREE names it where it is one: 'add' for
    global_atomic_add, 'smin' for buffer_atomic_smin_x2 and ds_min_i64, 'cmpswap' for
    flat_atomic_cmpswap, 'add' for ds_add_rtn_u32 too; None for an LDS instruction that is
    not one of ORDER_FREE's."""
    if "atomic_" in mnemonic:
        return mnemonic.split("atomic_", 1)[1].removesuffix("_x2")
    found = _DS.fullmatch(mnemonic)
    if found is None:
        return None
    op, kind = found.group(1), found.group(2)
    return ("s" if kind == "i" else "u") + op if op in ("min", "max") else op


def fold(op: str, values: np.ndarray, heads: np.ndarray) -> np.ndarray:
    """The update each run of `values` (runs start at `heads`) makes as one operand of `op`
    (an ORDER_FREE op; unsigned integer values)."""
    combine = ORDER_FREE[op]
    if combine in ("smin", "smax"):
        signed = values.view(values.dtype.str.replace("u", "i"))
        ufunc = np.minimum if combine == "smin" else np.maximum
        return ufunc.reduceat(signed, heads).view(values.dtype)
    ufunc = {
        "add": np.add,
        "and": np.bitwise_and,
        "or": np.bitwise_or,
        "xor": np.bitwise_xor,
        "umin": np.minimum,
        "umax": np.maximum,
    }[combine]
    return ufunc.reduceat(values, heads)


def olds(op: str, first: np.ndarray, values: np.ndarray, heads: np.ndarray) -> np.ndarray:
    """The value each update of an INVERTIBLE op finds, the updates applied in order: runs of
    `values` start at `heads`, `first` the value the first of each run finds."""
    run = np.repeat(np.arange(heads.size), np.diff(np.r_[heads, values.size]))
    if op == "xor":
        before = np.bitwise_xor.accumulate(values) ^ values  # xor of all the earlier values
        return first[run] ^ (before ^ before[heads][run])
    before = np.cumsum(values, dtype=values.dtype) - values  # wraps modulo 2^bits
    done = before - before[heads][run]  # the sum of the run's earlier values
    return first[run] + done if op == "add" else first[run] - done
