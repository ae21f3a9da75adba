"""The compiled fma library (runtime/native.py): built once and cached, checked before use, and
never in the way: without a compiler, with a failing one, or with CDNA_ISA_NATIVE=0 it is not
used and says why, and vops.fma gives the same bits through numpy. Its arithmetic is held to
exact rationals in tests/test_fma_exact.py; here, hand-worked NaN rules and the MFMA and
emulator paths that call it.

Oracles: values worked by hand (IEEE 754 and the NaN rules of vops: the first NaN operand made
quiet, the negative quiet default NaN for inf * 0), and the numpy path of vops.fma for what
goes through the emulator."""

from __future__ import annotations

import os
import stat

import numpy as np
import pytest
from cdna_isa.runtime import native, vops
from cdna_isa.runtime.wave import WaveState

from .emulate import run


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    """An empty cache of its own; the module's built library forgotten for the test."""
    monkeypatch.setenv("CDNA_ISA_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(native, "_library", native._NOT_BUILT)
    monkeypatch.setattr(native, "_status", native._status)
    return tmp_path


def needs_library():
    if native.library() is None:
        if os.environ.get("CDNA_ISA_REQUIRE_NATIVE") == "1":
            pytest.fail(f"the native fma is required here: {native.status()}")
        pytest.skip(native.status())


def test_built_once_then_loaded_from_the_cache(fresh):
    if native.find_compiler() is None:
        pytest.skip("no C compiler")
    lib, how = native._build()
    assert lib is not None and how.startswith("compiled by"), how
    built = list((fresh / "cache").glob("native-*.so"))
    assert len(built) == 1
    lib, how = native._build()
    assert lib is not None and how == f"loaded from {built[0]}"
    assert list((fresh / "cache").iterdir()) == built  # no temporary files left behind


def test_not_used_without_a_compiler(fresh, monkeypatch):
    monkeypatch.setenv("CC", str(fresh / "no-such-cc"))
    assert native.library() is None
    assert "no C compiler" in native.status()
    a = np.array([1 + 2.0**-23], np.float32)
    b = np.array([1 - 2.0**-23], np.float32)
    # numpy's path: (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46 exactly, not the 0 of two roundings
    assert vops.fma(a, b, np.float32(-1.0), "f32").tolist() == [-(2.0**-46)]


def test_llvm_clang_when_path_has_no_compiler(fresh, monkeypatch):
    """With no cc, gcc or clang on PATH (and no CC), the clang of an LLVM package builds it,
    linking with that package's lld: CI installs LLVM 22 whatever else the machine has."""
    import glob

    if not glob.glob("/usr/lib/llvm-*/bin/clang"):
        pytest.skip("no LLVM package's clang here")
    monkeypatch.delenv("CC", raising=False)
    monkeypatch.setenv("PATH", str(fresh / "empty"))
    assert native.find_compiler()[0].startswith("/usr/lib/llvm-")
    assert native.library() is not None, native.status()
    assert native.status().startswith("compiled by /usr/lib/llvm-")


def test_not_used_with_an_unparsable_cc(fresh, monkeypatch):
    monkeypatch.setenv("CC", '"gcc -O2')  # an unbalanced quote
    assert native.library() is None
    assert "no C compiler" in native.status()


def test_not_used_when_the_cached_file_is_not_the_library(fresh, monkeypatch):
    """A file of the cache's name that is not the library (damaged, or left by something
    else) is refused with the reason, not loaded blindly."""
    if native.find_compiler() is None:
        pytest.skip("no C compiler")
    native._build()
    (built,) = (fresh / "cache").glob("native-*.so")
    # the same name in another cache (the loaded file itself stays: it is mapped in)
    other = fresh / "other-cache"
    other.mkdir()
    (other / built.name).write_bytes(b"not an ELF file")
    monkeypatch.setenv("CDNA_ISA_CACHE", str(other))
    lib, how = native._build()
    assert lib is None and how.startswith(f"not used: could not load {other / built.name}")


def test_not_used_when_turned_off(fresh, monkeypatch):
    monkeypatch.setenv("CDNA_ISA_NATIVE", "0")
    assert native.library() is None and native.status() == "not used: CDNA_ISA_NATIVE=0"
    assert not (fresh / "cache").exists()


def test_not_used_when_the_compiler_fails(fresh, monkeypatch):
    broken = fresh / "broken-cc"
    broken.write_text("#!/bin/sh\necho 'broken-cc: cannot compile' >&2\nexit 1\n")
    broken.chmod(broken.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("CC", str(broken))
    assert native.library() is None
    assert native.status() == f"not used: {broken} failed: broken-cc: cannot compile"
    broken.write_text("#!/bin/sh\nexit 3\n")  # says nothing
    assert native._build() == (None, f"not used: {broken} failed: exit status 3, no message")


def test_not_used_when_the_cache_cannot_be_written(fresh, monkeypatch):
    if native.find_compiler() is None:
        pytest.skip("no C compiler")
    blocker = fresh / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("CDNA_ISA_CACHE", str(blocker / "cache"))  # under a file: mkdir fails
    assert native.library() is None
    assert native.status().startswith(f"not used: could not build it in {blocker / 'cache'}")


def test_a_library_that_computes_a_wrong_fma_is_not_used(fresh, monkeypatch):
    """The known-value check: a multiply rounded before the add (what a library without a true
    fma would do) gives 0 for (1 + 2^-52)(1 - 2^-52) - 1, not -2^-104."""
    if native.find_compiler() is None:
        pytest.skip("no C compiler")
    monkeypatch.setattr(native, "SOURCE", native.SOURCE.replace("= fma(a[i], b[i], c[i])", "= a[i] * b[i] + c[i]"))
    assert native.library() is None
    assert "computes a wrong fma" in native.status()


NAN64 = {
    "quiet": 0x7FF8000000000123,
    "signalling": 0x7FF0000000000005,
    "negative signalling": 0xFFF4000000000007,
}


@pytest.mark.parametrize(
    "a, b, c, want",
    [
        # the first NaN operand, quiet bit set, sign and payload kept
        (NAN64["signalling"], NAN64["quiet"], 0, 0x7FF8000000000005),
        (0x3FF0000000000000, NAN64["negative signalling"], NAN64["quiet"], 0xFFFC000000000007),
        (0x3FF0000000000000, 0x3FF0000000000000, NAN64["signalling"], 0x7FF8000000000005),
        (0x7FF0000000000000, 0, NAN64["quiet"], 0x7FF8000000000123),  # the NaN, not inf * 0's
        # invalid without a NaN operand: the negative quiet default NaN
        (0x7FF0000000000000, 0, 0x3FF0000000000000, 0xFFF8000000000000),
        (0x7FF0000000000000, 0x3FF0000000000000, 0xFFF0000000000000, 0xFFF8000000000000),
        # a finite product and an infinite c: c; an exact zero: -0 only from -0 + -0
        (0x7FEFFFFFFFFFFFFF, 0x4000000000000000, 0xFFF0000000000000, 0xFFF0000000000000),
        (0x8000000000000000, 0x3FF0000000000000, 0x8000000000000000, 0x8000000000000000),
        (0x3FF0000000000000, 0x3FF0000000000000, 0xBFF0000000000000, 0),
    ],
)
def test_nan_and_zero_rules_f64(a, b, c, want):
    needs_library()
    x, y, z = (np.array([v], np.uint64).view(np.float64) for v in (a, b, c))
    assert hex(int(native.fma(x, y, z).view(np.uint64)[0])) == hex(want)


@pytest.mark.parametrize(
    "a, b, c, want",
    [
        (0x7F800005, 0x7FC00123, 0, 0x7FC00005),
        (0x3F800000, 0xFFA00007, 0x7FC00123, 0xFFE00007),
        (0x7F800000, 0, 0x3F800000, 0xFFC00000),
        (0x00000001, 0x3F000000, 0, 0),  # 2^-149 / 2 ties to even: +0
        (0x00000003, 0x3F000000, 0, 2),  # 3 * 2^-150 ties to even: 2 * 2^-149
    ],
)
def test_nan_and_tie_rules_f32(a, b, c, want):
    needs_library()
    x, y, z = (np.array([v], np.uint32).view(np.float32) for v in (a, b, c))
    assert hex(int(native.fma(x, y, z).view(np.uint32)[0])) == hex(want)


def test_broadcasting_scalars_and_other_dtypes():
    """Shapes broadcast as numpy's would, the full operand's memory layout is kept, scalars
    stay scalars, mixed dtypes are refused (the caller's numpy path takes them)."""
    needs_library()
    column, row = np.arange(3.0).reshape(3, 1), np.arange(4.0).reshape(1, 4)
    got = native.fma(column, row, 0.5)
    assert got.shape == (3, 4) and np.array_equal(got, column * row + 0.5)
    waves_inner = np.arange(24.0).reshape(2, 3, 4).transpose(2, 0, 1)  # as the matrix cores'
    got = native.fma(waves_inner, np.arange(2.0).reshape(2, 1), waves_inner)
    want = waves_inner * np.arange(2.0).reshape(2, 1) + waves_inner
    assert np.array_equal(got, want) and got.strides == want.strides  # numpy's layout, kept
    scalar = native.fma(np.float32(3), np.float32(4), np.float32(5))
    assert isinstance(scalar, np.float32) and scalar == 17
    assert native.fma(np.ones(2, np.float32), np.ones(2), np.ones(2)) is None
    assert native.fma(np.ones(2, np.float16), np.ones(2, np.float16), np.ones(2, np.float16)) is None


@pytest.mark.parametrize(
    "text",
    [
        "v_fma_f32 v4, v1, v2, v3",
        "v_fmac_f32_e32 v3, v1, v2",
        "v_fma_f64 v[8:9], v[2:3], v[4:5], v[6:7]",
        "v_fmac_f64_e32 v[6:7], v[2:3], v[4:5]",
    ],
)
def test_emulated_fma_instructions_agree_with_numpy(isa, monkeypatch, text):
    """Random bit patterns in the registers of enough waves for f32 to take the C loop
    (vops.NATIVE_FMA32_SIZE lanes), once with the library and once without: the same bits in
    every lane (NaN payloads included)."""
    needs_library()
    rng = np.random.default_rng(5)
    waves = -(-vops.NATIVE_FMA32_SIZE // 64)
    registers = rng.integers(0, 1 << 32, (waves, 9, 64), dtype=np.uint64).astype(np.uint32)

    def execute():
        st = WaveState.create(waves=waves)
        st.vgpr[:, 1:10, :] = registers
        run(isa, text, st)
        return st.vgpr[:, :10].copy()

    calls = []
    real = native._call
    monkeypatch.setattr(native, "_call", lambda *args: calls.append(1) or real(*args))
    with_library = execute()
    assert calls, "the library was not called"
    monkeypatch.setattr(native, "_library", None)
    assert np.array_equal(execute(), with_library)
