"""Fused multiply-adds as C loops. numpy has no fma: vops emulates the f64 one with about fifty
array operations (Dekker's product, TwoSum, rounding to odd) and checks the f32 one for double
rounding; C's fma and fmaf round once by definition. The C below is compiled once per machine
with the C compiler found (CC, else cc, gcc, clang or LLVM's own clang), cached, checked on values where a
product rounded before the add gives another answer, and called through ctypes. Without a
working compiler, or with CDNA_ISA_NATIVE=0, `library()` is None and vops keeps its numpy path;
both give the same bits (tests/test_native.py holds both to exact rationals).

NaN results follow vops: the first NaN operand (a, b, c) with its quiet bit set, sign and
payload kept; an invalid operation on non-NaN operands (inf * 0, inf - inf) gives the negative
quiet default NaN of the host, written out here so that no libm's choice leaks in."""

from __future__ import annotations

import ctypes
import glob
import hashlib
import os
import platform
import re
import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np

# per float width: the C types, the fma, the NaN test's constants and the default NaN (what an
# invalid operation on non-NaN operands gives: the host's negative quiet NaN)
WIDTHS = {
    np.float64: dict(
        bits=64, real="double", fma="fma", sign_off="0x7FFFFFFFFFFFFFFFull",
        inf="0x7FF0000000000000ull", quiet="(1ull << 51)", default_nan=0xFFF8000000000000,
    ),
    np.float32: dict(
        bits=32, real="float", fma="fmaf", sign_off="0x7FFFFFFFu", inf="0x7F800000u",
        quiet="(1u << 22)", default_nan=0xFFC00000,
    ),
}  # fmt: skip
HEADER = r"""
#include <math.h>
#include <stdint.h>
#include <string.h>

/* x86-64: one copy of each loop for CPUs with the FMA instructions (fma inlined as one) and
   one for the rest (libm's fma), picked when the library loads */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define FMA_CLONES __attribute__((target_clones("fma", "default")))
#else
#define FMA_CLONES
#endif
"""
# one width's loops. NaN tests are on bits, and a NaN result is rebuilt from the operands' bits
# (the hardware's own NaN propagation varies with the operand order the compiler picks): the
# first NaN operand made quiet, else (an invalid operation) the default NaN. Two passes: the
# fmas (a loop the compiler vectorises), then the NaN results.
LOOP = r"""
#define NAN{bits}(u) (((u) & {sign_off}) > {inf})

static uint{bits}_t nan{bits}(uint{bits}_t a, uint{bits}_t b, uint{bits}_t c)
{{
    if (NAN{bits}(a)) return a | {quiet};
    if (NAN{bits}(b)) return b | {quiet};
    if (NAN{bits}(c)) return c | {quiet};
    return {default_nan:#x}ull;
}}

FMA_CLONES void cdna_fma_f{bits}(const {real} *a, const {real} *b, const {real} *c,
                                 {real} *out, int64_t n)
{{
    for (int64_t i = 0; i < n; i++) out[i] = {fma}(a[i], b[i], c[i]);
    const uint{bits}_t *ua = (const void *)a, *ub = (const void *)b, *uc = (const void *)c;
    uint{bits}_t *bits = (void *)out;
    for (int64_t i = 0; i < n; i++)
        if (NAN{bits}(bits[i])) bits[i] = nan{bits}(ua[i], ub[i], uc[i]);
}}
"""
SOURCE = HEADER + "".join(LOOP.format(**width) for width in WIDTHS.values())
# no contraction or fast-math: the loops must do what they say, and nothing else
FLAGS = ["-O3", "-std=c11", "-shared", "-fPIC", "-ffp-contract=off", "-fno-fast-math"]
COMPILERS = ("cc", "gcc", "clang")
# (a, b, c, the fma's bits): products whose rounding before the add changes the result, a
# subnormal result, and the NaN rules above; a library that fails one of these is not used
CHECKS = {
    np.float64: [
        (1 + 2.0**-52, 1 - 2.0**-52, -1.0, 0xB970000000000000),  # -2^-104, not 0
        (1 + 2.0**-30, 1 + 2.0**-30, -(1 + 2.0**-29), 0x3C30000000000000),  # 2^-60
        (2.0**-540, 2.0**-540, 2.0**-1074, 0x0000000000000001),  # subnormals kept
        (np.inf, 0.0, 1.0, WIDTHS[np.float64]["default_nan"]),
    ],
    np.float32: [
        (1 + 2.0**-23, 1 - 2.0**-23, -1.0, 0xA8800000),  # -2^-46, not 0
        (2.0**-75, 2.0**-75, 2.0**-149, 0x00000002),  # a tie, to even: not 2^-149
        (np.inf, 0.0, 1.0, WIDTHS[np.float32]["default_nan"]),
    ],
}

_NOT_BUILT = object()
_library = _NOT_BUILT
_status = "not built yet"


def cache_dir() -> Path:
    """Where the compiled library is kept: CDNA_ISA_CACHE, else $XDG_CACHE_HOME/cdna-isa,
    else ~/.cache/cdna-isa."""
    if os.environ.get("CDNA_ISA_CACHE"):
        return Path(os.environ["CDNA_ISA_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "cdna-isa"


def find_compiler() -> list[str] | None:
    """The command that compiles: CC if set, else the first of COMPILERS on PATH, else the
    newest of Debian's LLVM clangs (/usr/lib/llvm-N/bin/clang: LLVM's packages install no
    plain `clang`), linking with its own lld (binutils' ld may be missing)."""
    if os.environ.get("CC"):
        try:
            words = shlex.split(os.environ["CC"])
        except ValueError:  # unbalanced quotes: no command to run
            return None
        found = words and shutil.which(words[0])
        return [found, *words[1:]] if found else None
    found = next((path for name in COMPILERS if (path := shutil.which(name))), None)
    if found is not None:
        return [found]
    clangs = glob.glob("/usr/lib/llvm-*/bin/clang")
    if not clangs:
        return None
    newest = max(clangs, key=lambda path: int(re.search(r"llvm-(\d+)", path).group(1)))
    lld = os.path.exists(os.path.join(os.path.dirname(newest), "ld.lld"))
    return [newest, "-fuse-ld=lld"] if lld else [newest]


def _build() -> tuple[ctypes.CDLL | None, str]:
    """(the checked library, how it was got) or (None, why not)."""
    if os.environ.get("CDNA_ISA_NATIVE", "1") == "0":
        return None, "not used: CDNA_ISA_NATIVE=0"
    command = find_compiler()
    if command is None:
        return None, "not used: no C compiler (set CC, or install cc, gcc or clang)"
    cc = " ".join(command)
    key = "\n".join([SOURCE, *command, *FLAGS, platform.machine(), platform.system()])
    target = cache_dir() / f"native-{hashlib.sha256(key.encode()).hexdigest()[:20]}.so"
    how = f"loaded from {target}"
    if not target.exists():
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
                src, lib = Path(tmp) / "native.c", Path(tmp) / "native.so"
                src.write_text(SOURCE)
                done = subprocess.run(
                    [*command, *FLAGS, str(src), "-o", str(lib), "-lm"],
                    capture_output=True,
                    text=True,
                    timeout=120,
                )
                if done.returncode != 0:
                    error = (done.stderr or done.stdout).strip().splitlines()[:1]
                    why = error[0] if error else f"exit status {done.returncode}, no message"
                    return None, f"not used: {cc} failed: {why}"
                os.replace(lib, target)  # atomic: a process loading it sees all or nothing
        except (OSError, subprocess.SubprocessError) as exc:
            return None, f"not used: could not build it in {target.parent}: {exc}"
        how = f"compiled by {cc} into {target}"
    try:
        lib = ctypes.CDLL(str(target))
        for name in ("cdna_fma_f64", "cdna_fma_f32"):
            fn = getattr(lib, name)
            fn.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_int64]
            fn.restype = None
    except (OSError, AttributeError) as exc:  # not a library, or not this source's
        return None, f"not used: could not load {target}: {exc}"
    for dtype, cases in CHECKS.items():
        a, b, c, want = (np.array(column) for column in zip(*cases))
        got = _call(lib, *(x.astype(dtype) for x in (a, b, c)))
        if not np.array_equal(got.view(got.dtype.str.replace("f", "u")), want.astype(np.uint64)):
            return None, f"not used: {target} computes a wrong fma (checked against known values)"
    return lib, how


def library() -> ctypes.CDLL | None:
    """The compiled fma library, built (or loaded from the cache) on first use; None when
    there is none (see `status`)."""
    global _library, _status
    if _library is _NOT_BUILT:
        _library, _status = _build()
    return _library


def status() -> str:
    """How the native fma is got, or why it is not used."""
    library()
    return _status


def _call(lib, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """fma of three contiguous arrays of one shape and float dtype."""
    fn = lib.cdna_fma_f64 if a.dtype == np.float64 else lib.cdna_fma_f32
    out = np.empty_like(a)
    fn(a.ctypes.data, b.ctypes.data, c.ctypes.data, out.ctypes.data, a.size)
    return out


def fma(a, b, c) -> np.ndarray | None:
    """a*b + c rounded once, for three float64 or three float32 arrays (broadcast together);
    None when there is no library or the dtypes are not one of those. The result is laid out
    in memory as the operand of the full shape is (the matrix cores keep waves innermost):
    numpy's own arithmetic keeps that layout, and what follows runs at its speed only then."""
    lib = _library if _library is not _NOT_BUILT else library()
    if lib is None:
        return None
    a, b, c = np.asarray(a), np.asarray(b), np.asarray(c)
    dtype = a.dtype
    if dtype != b.dtype or dtype != c.dtype or dtype not in (np.float64, np.float32):
        return None
    shape = (
        c.shape if a.shape == b.shape == c.shape else np.broadcast_shapes(a.shape, b.shape, c.shape)
    )
    if not shape:
        return _call(lib, a, b, c)[()]  # scalars give a scalar, as numpy's arithmetic does
    like = next((x for x in (c, a, b) if x.shape == shape), None)
    if like is None or like.flags.c_contiguous:
        order = undo = None
    else:  # the axes from the largest stride down: the full operand's memory order
        order = np.argsort(like.strides, kind="stable")[::-1]
        undo = np.argsort(order)
    dense = []
    for x in (a, b, c):
        if x.shape != shape:
            x = np.broadcast_to(x, shape)
        dense.append(np.ascontiguousarray(x if order is None else x.transpose(order)))
    out = _call(lib, *dense)
    return out if undo is None else out.transpose(undo)
