"""Every reproducer of issue 20 ("no input crashes, hangs or exhausts memory"), kept as a
regression test. Oracle: the issue's contract. Each input ends in the documented error type
(AsmError, DecodeError, ObjectError, LaunchError, ExecutionError; on the command line exit
status 1 and a `cdna-isa: error:` line) whose message says what and where, within a CPU time
bound, with device memory as it was; where the input is valid, the result is checked against
an independent oracle (numpy, llvm-objdump's reading of the words). The assembler's agreement
with llvm-mc on what it accepts is tests/test_llvm_*'s business, not this file's.
"""

from __future__ import annotations

import struct
import time

import cdna_isa
import numpy as np
import pytest
from cdna_isa.runtime.device import Device, LaunchError
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.objfile import ObjectError, read_code_object
from cdna_isa.runtime.wave import ExecutionError

from . import fuzz, llvm
from .compile import compile_kernel

needs_clang = pytest.mark.skipif(not llvm.llvm_bin("clang"), reason="clang-22 not installed")


@pytest.fixture(scope="module")
def vadd(tmp_path_factory) -> dict[str, bytes]:
    """tests/kernels/vector_add.cl for each arch (clang-22): c = a + b for i < n."""
    if not llvm.llvm_bin("clang"):
        pytest.skip("clang-22 not installed")
    out = tmp_path_factory.mktemp("vadd")
    return {arch: compile_kernel("vector_add", arch, out).read_bytes() for arch in ("cdna2", "cdna3", "cdna4")}


def cpu_bounded(fn, seconds: float = 1.0):
    """fn() and the CPU seconds it took, which must stay under `seconds`."""
    with fuzz.no_collection():
        start = time.process_time()
        result = fn()
        spent = time.process_time() - start
    assert spent < seconds, f"{spent:.2f} CPU seconds"
    return result


def memory_state(dev: Device) -> tuple:
    mem = dev.memory
    return mem.top, list(mem.starts), list(mem.ends), mem.heap[: mem.top].tobytes()


# ------------------------------------------------------------------ assembler
@pytest.mark.parametrize("operand", ["v" + "9" * 5000, "v[" + "9" * 5000 + ":1]", "v[1:" + "9" * 5000 + "]", "s" + "1" * 5000])
def test_register_number_with_thousands_of_digits(operand):
    """Was: ValueError (Python's integer string conversion limit)."""
    line = f"v_mov_b32 v0, {operand}" if not operand.startswith("s") else f"s_mov_b32 {operand}, 0"
    with pytest.raises(AsmError, match="out of range") as exc:
        cpu_bounded(lambda: cdna_isa.cdna4.assemble(line))
    assert exc.value.col == (15 if operand.startswith("v") else 11)
    assert len(str(exc.value)) < 200  # the 5000 digits are cut in the message


@pytest.mark.parametrize("number", ["9" * 5000, "0x" + "f" * 5000, "0b" + "1" * 5000, "0" + "7" * 5000])
def test_constant_with_thousands_of_digits(number):
    with pytest.raises(AsmError, match="more digits than a 64-bit number"):
        cpu_bounded(lambda: cdna_isa.cdna4.assemble(f"v_add_f32 v0, {number}, v1"))


@pytest.mark.parametrize(
    "line",
    ["s_waitcnt vmcnt(" + "1" * 5000 + ")", "s_getreg_b32 s0, hwreg(HW_REG_MODE, " + "1" * 5000 + ", 1)",
     "global_load_dword v0, v[0:1], off offset:" + "1" * 5000, "s_waitcnt " + "a" * 100_000],
)  # fmt: skip
def test_other_numbers_and_words_of_any_length(line):
    """Was: ValueError for the digits; the s_waitcnt word took 2.4 s at 20,000 characters
    (a regex retried at every position)."""
    with pytest.raises(AsmError):
        cpu_bounded(lambda: cdna_isa.cdna4.assemble(line))


@pytest.mark.parametrize(
    "line, words",
    [("s_sendmsg sendmsg(16)", "invalid message id"), ("s_sendmsg sendmsg(99)", "invalid message id"),
     ("s_sendmsg sendmsg(-1)", "invalid message id"), ("s_sendmsg sendmsg(2, 8, 0)", "invalid operation id"),
     ("s_sendmsg sendmsg(2, 1, 4)", "invalid message stream id"), ("s_sendmsg sendmsg(1,2,3,4)", "at most 3")],
)  # fmt: skip
def test_sendmsg_fields_out_of_range(line, words):
    """Was: accepted and encoded wrapped. llvm-mc 22 (-mcpu=gfx950) refuses each of these lines
    ('invalid message id' / 'invalid operation id' / 'invalid message stream id' / 'expected a
    closing parenthesis') and takes sendmsg(15, 7, 3) as 0xbf90037f."""
    with pytest.raises(AsmError, match=words):
        cdna_isa.cdna4.assemble(line)
    assert cdna_isa.cdna4.assemble("s_sendmsg sendmsg(15, 7, 3)") == bytes.fromhex("7f0390bf")


@pytest.mark.parametrize("k", [16, 22, 40, 2000])
def test_plain_operand_regex_does_not_backtrack(k):
    """Was: 0.2 s at k=16, 13.7 s at k=22, doubling with each k (exponential backtracking)."""
    line = "v_add_f32 v0, " + "x:[a], " * k + "x:[ a]"
    with pytest.raises(AsmError, match="cannot parse operand"):
        cpu_bounded(lambda: cdna_isa.cdna4.assemble(line), 0.5)


def test_cli_asm_is_linear_in_the_file(tmp_path):
    """Was: 1.9 / 5.1 / 19.5 s for 10,000 / 20,000 / 40,000 lines (each line decoded from a
    copy of the rest of the code). Oracle: four times the lines take about four times the
    time (quadratic would be sixteen); the bytes are those of the Python API."""
    lines = ["v_add_f32 v0, v1, v2", "s_waitcnt vmcnt(0) lgkmcnt(0)", "global_load_dword v1, v[2:3], off"]
    times = {}
    for n in (5000, 20000):
        path = tmp_path / f"p{n}.s"
        path.write_text("\n".join(lines[i % 3] for i in range(n)) + "\n")
        with fuzz.no_collection():
            start = time.process_time()
            code, out, err = fuzz.run_cli(["asm", "--arch", "cdna4", "--hex", str(path)])
            times[n] = time.process_time() - start
        assert code == 0 and len(out.split()) == n
    assert bytes.fromhex("".join(out.split())) == cdna_isa.cdna4.assemble(path.read_text())
    assert times[20000] < 8 * max(times[5000], 0.05), times


# ------------------------------------------------------------------ code objects
def section_header(data: bytes, name: str) -> int:
    """File offset of a section's header (pyelftools: independent of the reader under test)."""
    lay = fuzz.layout(data)
    return next(h for h, n, *_ in lay.sections if n == name)


@needs_clang
@pytest.mark.parametrize(
    "field, bits, value, words",
    [
        ("sh_offset", 64, 1 << 63, "run past the end"),  # was OverflowError (pyelftools)
        ("sh_size", 64, 1 << 40, "run past the end"),
        ("sh_size", 64, (1 << 64) - 1, "48-bit GPU address space"),
        ("sh_addr", 64, (1 << 64) - 16, "48-bit GPU address space"),  # was OverflowError (decoder)
        ("sh_flags", 64, 0x806, "compressed"),  # SHF_COMPRESSED: was zlib.error
    ],
)
def test_corrupted_text_section_header(vadd, field, bits, value, words):
    data = bytearray(vadd["cdna4"])
    at, _ = fuzz.SECTION_FIELDS[field]
    fuzz.put(data, section_header(bytes(data), ".text") + at, bits, value)
    with pytest.raises(ObjectError, match=words) as exc:
        cpu_bounded(lambda: read_code_object(bytes(data), "k.hsaco"))
    assert "k.hsaco" in str(exc.value) and "section" in str(exc.value)


@needs_clang
@pytest.mark.parametrize("field, value", [("e_shoff", (1 << 64) - 1), ("e_shnum", 0xFFFF), ("e_shstrndx", 0xFFF0), ("e_shentsize", 7)])
def test_corrupted_elf_header(vadd, field, value):
    """Was: OverflowError and IndexError from pyelftools' header parsing."""
    data = bytearray(vadd["cdna4"])
    at, bits = fuzz.ELF_FIELDS[field]
    fuzz.put(data, at, bits, value)
    with pytest.raises(ObjectError, match="malformed ELF"):
        cpu_bounded(lambda: read_code_object(bytes(data), "k.hsaco"))


def metadata_of(data: bytes) -> dict:
    return fuzz.layout(data).metadata


@needs_clang
@pytest.mark.parametrize(
    "damage, words",
    [
        (lambda m: m["amdhsa.kernels"][0].pop(".name"), r"amdhsa.kernels\[0\]: .name is missing"),
        (lambda m: m["amdhsa.kernels"][0][".args"][1].pop(".offset"), r"kernel vector_add: .args\[1\]: .offset is missing"),
        (lambda m: m["amdhsa.kernels"][0][".args"][0].pop(".size"), r".args\[0\]: .size is missing"),
        (lambda m: m["amdhsa.kernels"][0][".args"][2].update({".offset": "16"}), r".args\[2\]: .offset: expected an integer 0..4294967295, got '16'"),
        (lambda m: m["amdhsa.kernels"][0][".args"][2].update({".size": [8]}), r".args\[2\]: .size: expected an integer"),
        (lambda m: m["amdhsa.kernels"][0][".args"][3].update({".size": float("nan")}), r".args\[3\]: .size: expected an integer 0..4294967295, got nan"),
        (lambda m: m["amdhsa.kernels"][0][".args"][3].update({".offset": -8}), r".args\[3\]: .offset: expected an integer 0..4294967295, got -8"),
        (lambda m: m["amdhsa.kernels"][0].update({".args": "a, b"}), r"kernel vector_add: .args: expected a list"),
        (lambda m: m["amdhsa.kernels"][0].update({".vgpr_count": True}), r".vgpr_count: expected an integer"),
        (lambda m: m.update({"amdhsa.kernels": {"vector_add": 1}}), r"amdhsa.kernels: expected a list"),
        (lambda m: m["amdhsa.kernels"].append("x"), r"amdhsa.kernels\[1\]: expected a map"),
        (lambda m: m["amdhsa.kernels"][0][".args"][0].update({fuzz._Key((1, 2)): 3}), "not valid msgpack"),  # unhashable key
        (lambda m: m["amdhsa.kernels"][0][".args"][3].update({".offset": 400}), "past .kernarg_segment_size"),
    ],
)  # fmt: skip
def test_wrong_shaped_metadata(vadd, damage, words):
    """Was: KeyError, TypeError (unhashable keys), ValueError, AttributeError, IndexError."""
    data = vadd["cdna4"]
    meta = metadata_of(data)
    damage(meta)
    bad = fuzz.with_metadata(data, fuzz.layout(data), meta)
    with pytest.raises(ObjectError, match=words) as exc:
        cpu_bounded(lambda: Device("cdna4").load(bad))
    assert str(exc.value).startswith("<bytes>: ")


def first_instruction(data: bytes, lay) -> int:
    """File offset of the first .text word."""
    return next(off for _, name, _, off, _ in lay.sections if name == ".text")


@needs_clang
def test_word_with_an_operand_code_naming_nothing(vadd, tmp_path):
    """s_mov_b32 s0 with source code 220 (reserved: MI200 6.2): llvm-objdump 22 prints such
    a word as `.long`; ours did too through the API, but `cdna-isa disasm` of a code object
    printed a traceback, and a launch reaching it raised a DecodeError naming no wave or PC."""
    data = bytearray(vadd["cdna4"])
    lay = fuzz.layout(bytes(data))
    word = 0xBE8000DC  # SOP1 s_mov_b32 s0, <code 220>
    at = first_instruction(bytes(data), lay)
    struct.pack_into("<I", data, at, word)
    path = tmp_path / "k.hsaco"
    path.write_bytes(bytes(data))
    code, out, err = fuzz.run_cli(["disasm", str(path)])
    assert code == 0 and "Traceback" not in err
    assert f".long 0x{word:08x}" in out and "operand code 220" in err
    dev = Device("cdna4")
    module = dev.load(bytes(data))
    a = np.zeros(64, np.float32)
    before = memory_state(dev)
    with pytest.raises(ExecutionError, match=r"workgroup 0, wave 0, pc 0x[0-9a-f]+: illegal instruction word 0xbe8000dc \(operand code 220 names no"):
        module.launch("vector_add", grid=(1,), block=(64,), args=(a, a, a, np.int32(64)))
    assert memory_state(dev) == before


@needs_clang
@pytest.mark.parametrize(
    "field, value, words",
    [
        ("private_segment_fixed_size", 0xFFFFFFFF, "private_segment_fixed_size 4294967295 bytes of scratch per work-item exceed the 131056"),
        ("group_segment_fixed_size", 0xFFFFFFFF, r"group_segment_fixed_size 4294967295 \+ __local arguments 0 \+ shared_mem 0 = 4294967295 bytes of LDS per workgroup exceed the 163840 bytes"),
    ],
)  # fmt: skip
def test_descriptor_asking_for_terabytes(vadd, field, value, words):
    """Was: MemoryError. Limits: LDS per workgroup (CDNA4 2.2.1: 160 KiB), scratch per lane
    (llc-22: 'stack frame size exceeds limit (131056)')."""
    data = bytearray(vadd["cdna4"])
    lay = fuzz.layout(bytes(data))
    at, bits = fuzz.DESCRIPTOR_FIELDS[field]
    fuzz.put(data, lay.descriptors[0] + at, bits, value)
    dev = Device("cdna4")
    module = dev.load(bytes(data))
    a = np.zeros(64, np.float32)
    with pytest.raises(LaunchError, match=words):
        cpu_bounded(lambda: module.launch("vector_add", grid=(1,), block=(64,), args=(a, a, a, np.int32(64))))


@needs_clang
@pytest.mark.parametrize("key, value, words", [(".vgpr_count", 1 << 32, ".vgpr_count: expected an integer 0..4294967295, got 4294967296"), (".vgpr_count", 513, ".vgpr_count 513 exceeds the 512"),
                                               (".agpr_count", 257, ".agpr_count 257 exceeds the 256"), (".kernarg_segment_size", (1 << 32) - 1, ".kernarg_segment_size 4294967295 exceeds")])  # fmt: skip
def test_metadata_asking_for_too_many_registers(vadd, key, value, words):
    """Was: MemoryError (2^32 VGPR rows). 512 = 256 VGPRs + 256 AGPRs (CDNA4 3.6.4)."""
    data = vadd["cdna4"]
    meta = metadata_of(data)
    meta["amdhsa.kernels"][0][key] = value
    bad = fuzz.with_metadata(data, fuzz.layout(data), meta)
    a = np.zeros(64, np.float32)
    with pytest.raises((LaunchError, ObjectError), match=words):
        cpu_bounded(lambda: Device("cdna4").load(bad).launch("vector_add", grid=(1,), block=(64,), args=(a, a, a, np.int32(64))))


# ------------------------------------------------------------------ launch API
@needs_clang
@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"grid": (1,), "shared_mem": 2**40}, "shared_mem 1099511627776 = 1099511627776 bytes of LDS per workgroup exceed the 163840"),
        ({"grid": (1,), "shared_mem": -1}, "shared_mem must be >= 0"),
        ({"grid": (2**31,), "block": (1024,)}, "2199023255552 work-items, more than a dispatch's 4294967295"),
        ({"global_size": (2**64,)}, "global_size: 18446744073709551616 along axis 0 exceeds 4294967295"),
        ({"global_size": (2**31,)}, "33554432 waves, more than the 1048576"),
        ({"global_size": (1.5,)}, r"global_size must be up to three positive integers, got \(1.5,\)"),
        ({"grid": (1,), "block": "abc"}, "block must be up to three positive integers, got 'abc'"),
        ({"grid": (1,), "block": (2048,)}, "block: 2048 along axis 0 exceeds 1024"),
        ({"grid": (1,), "args": (-1,)}, r"argument 0: -1 is not a 64-bit address"),
        ({"grid": (1,), "args": (2**70,)}, r"argument 0: 1180591620717411303424 is not a 64-bit address"),
        ({"grid": (1,), "args": (np.array([None] * 64),)}, "holds Python objects"),
        ({"grid": (1,), "budget": "x"}, "budget must be a number"),
    ],
)  # fmt: skip
def test_hostile_launch_arguments(vadd, kwargs, words):
    """Was: struct.error, OverflowError, TypeError, MemoryError after seconds, or accepted."""
    dev = Device("cdna4")
    module = dev.load(vadd["cdna4"])
    good = np.zeros(64, np.float32)
    given = kwargs.pop("args", ())
    args = (*given, *(good, good, good, np.int32(64))[len(given) :])
    kwargs = {"block": (64,), **kwargs}
    before = memory_state(dev)
    with pytest.raises(LaunchError, match=words):
        cpu_bounded(lambda: module.launch("vector_add", args=args, **kwargs))
    assert memory_state(dev) == before


@needs_clang
def test_read_only_output_is_refused_before_the_launch(vadd):
    """Was: ValueError after the kernel ran, device memory not restored. A read-only array is
    fine where the kernel only reads (.is_const in clang's metadata), and is left as it was."""
    dev = Device("cdna4")
    module = dev.load(vadd["cdna4"])
    a = np.arange(64, dtype=np.float32)
    a.flags.writeable = False
    out = np.zeros(64, np.float32)
    out.flags.writeable = False
    keep = dev.to_device(np.full(16, 7, np.uint32))
    before = memory_state(dev)
    with pytest.raises(LaunchError, match=r"argument 2: the array is read-only"):
        module.launch("vector_add", grid=(1,), block=(64,), args=(a, a, out, np.int32(64)))
    assert memory_state(dev) == before
    c = np.zeros(64, np.float32)
    module.launch("vector_add", grid=(1,), block=(64,), args=(a, a, c, np.int32(64)))
    assert np.array_equal(c, a + a)  # numpy oracle
    assert np.array_equal(keep.to_numpy(), np.full(16, 7, np.uint32))


@needs_clang
def test_device_array_of_another_device(vadd):
    dev, other = Device("cdna4"), Device("cdna4")
    module = dev.load(vadd["cdna4"])
    foreign = other.to_device(np.zeros(64, np.float32))
    a = np.zeros(64, np.float32)
    with pytest.raises(LaunchError, match=r"argument 0: a DeviceArray of another Device"):
        module.launch("vector_add", grid=(1,), block=(64,), args=(foreign, a, a, np.int32(64)))


def test_device_arguments():
    with pytest.raises(LaunchError, match="unknown architecture 'cdna5': this package models cdna2, cdna3, cdna4"):
        Device("cdna5")
    dev = Device("cdna4")
    with pytest.raises(ObjectError, match="not a usable path"):
        dev.load("\x00")
    with pytest.raises(ObjectError, match="expected a path or bytes"):
        dev.load(3)
    for shape in (-1, (4, -1), "x", 1.5):
        with pytest.raises(LaunchError, match="shape"):
            dev.empty(shape)
    with pytest.raises(LaunchError, match="holds Python objects"):
        dev.empty(4, object)
    with pytest.raises(LaunchError, match="holds Python objects"):
        dev.to_device(np.array([None]))


def test_failed_allocation_leaves_the_allocator_as_it_was():
    """Was: after empty(2**40) failed, empty(16) failed too (the heap top had moved)."""
    dev = Device("cdna4")
    first = dev.empty(16, np.uint8)
    before = memory_state(dev)
    with pytest.raises(LaunchError, match="cannot allocate 1099511627776 bytes"):
        cpu_bounded(lambda: dev.empty(2**40, np.uint8))
    assert memory_state(dev) == before
    second = dev.empty(16, np.uint8)
    assert second.addr == first.addr + 256  # the next 256-byte slot, as if nothing had failed


# ------------------------------------------------------------------ command line
@pytest.mark.parametrize(
    "argv, words",
    [
        (["disasm", "--arch", "cdna4", "--hex", "0x1ffffffff"], "does not fit a 32-bit word"),
        (["disasm", "--arch", "cdna4", "--hex", "0x" + "f" * 5000], "does not fit a 32-bit word"),
        (["disasm", "--arch", "cdna4", "--hex", "zz"], "'zz' is not hexadecimal"),
        (["run", "--arch", "cdna4", "--waves", "-1", "PROG"], "--waves: -1 is not 1..4096"),
        (["run", "--arch", "cdna4", "--waves", "10000000", "PROG"], "--waves: 10000000 is not 1..4096"),
        (["run", "--arch", "cdna4", "--lanes", "65", "PROG"], "--lanes: 65 is not 0..64"),
        (["run", "--arch", "cdna4", "--budget", "-5", "PROG"], "--budget: -5 is negative"),
    ],
)  # fmt: skip
def test_cli_option_values(argv, words, tmp_path):
    """Was: tracebacks (OverflowError) or MemoryError for --waves."""
    prog = tmp_path / "p.s"
    prog.write_text("s_endpgm\n")
    code, _, err = cpu_bounded(lambda: fuzz.run_cli([str(prog) if a == "PROG" else a for a in argv]))
    assert code == 1 and f"cdna-isa: error: {words}" in err or words in err, err
    assert "Traceback" not in err


VADD_ARGS = ["--arg", "zeros:f32:64", "--arg", "zeros:f32:64", "--arg", "zeros:f32:64", "--arg", "i32:64"]


@needs_clang
@pytest.mark.parametrize(
    "change, words",
    [
        ((6, "i32:2**40"), "'2**40' is not an integer"),
        ((6, "i32:1099511627776"), "1099511627776 is outside i32"),
        ((6, "u8:-1"), "-1 is outside u8"),
        ((0, "zeros:f32:1125899906842624"), "1125899906842624 elements of f32 do not fit the device's 1024 MiB"),
        ((0, "zeros:f32:" + "9" * 5000), "too long a number"),
        ((0, "nope.npy"), "nope.npy: not a readable .npy array"),
        ((0, "abc"), "expected file.npy, zeros:TYPE:N, TYPE:VALUE"),
    ],
)  # fmt: skip
def test_cli_kernel_arguments(vadd, tmp_path, change, words):
    kernel = tmp_path / "k.hsaco"
    kernel.write_bytes(vadd["cdna4"])
    args = list(VADD_ARGS)
    args[change[0] + 1] = change[1]
    code, _, err = cpu_bounded(lambda: fuzz.run_cli(["run", "--arch", "cdna4", str(kernel), "--grid", "1", *args]), 2.0)
    assert code == 1 and words in err and "cdna-isa: error:" in err and "Traceback" not in err, err


@needs_clang
def test_cli_shared_mem_and_dims(vadd, tmp_path):
    kernel = tmp_path / "k.hsaco"
    kernel.write_bytes(vadd["cdna4"])
    for extra, words in ((["--shared-mem", "-1"], "shared_mem must be >= 0"), (["--block", "abc"], "--block: expected one to three"),
                         (["--grid", "1,2,3,4"], "--grid: expected one to three")):  # fmt: skip
        code, _, err = fuzz.run_cli(["run", "--arch", "cdna4", str(kernel), "--grid", "1", *VADD_ARGS, *extra])
        assert code == 1 and words in err, err


@needs_clang
def test_cli_out_paths(vadd, tmp_path, monkeypatch):
    """--out says where it writes (the resolved path, with the .npy np.save adds); an empty
    name, a directory or a missing directory is refused before the launch."""
    kernel = tmp_path / "k.hsaco"
    kernel.write_bytes(vadd["cdna4"])
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    base = ["run", "--arch", "cdna4", str(kernel), "--grid", "1", *VADD_ARGS]
    code, out, err = fuzz.run_cli([*base, "--out", "2=../x.npy"])
    assert code == 0 and f"argument 2 -> {tmp_path / 'x.npy'}" in out, err
    assert np.array_equal(np.load(tmp_path / "x.npy"), np.zeros(64, np.float32))
    code, out, _ = fuzz.run_cli([*base, "--out", "2=y"])
    assert code == 0 and f"argument 2 -> {work / 'y.npy'}" in out
    for spec, words in (("2=", "expected N=path.npy"), (f"2={work}", "is a directory"), ("2=sub/", "is a directory"),
                        ("2=nowhere/x.npy", "no directory 'nowhere'"), ("3=x.npy", "argument 3 is not an array"),
                        ("x=y.npy", "argument x is not an array"), ("2", "expected N=path.npy")):  # fmt: skip
        code, _, err = fuzz.run_cli([*base, "--out", spec])
        assert code == 1 and words in err, (spec, err)


@needs_clang
def test_cli_run_passes_paths_to_llvm_mc_after_double_dash(tmp_path, monkeypatch):
    """A .s whose name starts with '-' is a file, not an llvm-mc option (was: passed without
    `--`). Oracle: clang's .s of vector_add, launched, c = a + b (numpy)."""
    source = compile_kernel("vector_add", "cdna4", tmp_path, assembly=True)
    monkeypatch.chdir(tmp_path)
    odd = tmp_path / "-o.s"
    odd.write_text(source.read_text())
    a = np.arange(64, dtype=np.float32)
    np.save(tmp_path / "a.npy", a)
    code, out, err = fuzz.run_cli(["run", "--arch", "cdna4", "--grid", "1", "--arg", "a.npy", "--arg", "a.npy",
                                   "--arg", "zeros:f32:64", "--arg", "i32:64", "--out", "2=c.npy", "--", "-o.s"])  # fmt: skip
    assert code == 0, err
    assert np.array_equal(np.load(tmp_path / "c.npy"), a + a)


# ------------------------------------------------------------------ kernarg segment
@needs_clang
@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_kernarg_over_read_lands_in_mapped_memory(tmp_path, arch):
    """Was: "unmapped address": clang-22 loads the 7 pointers of a 56-byte kernarg segment
    with two s_load_dwordx8, the second reading 8 bytes past the end. Oracle: numpy sum."""
    module = Device(arch).load(compile_kernel("seven_pointers", arch, tmp_path).read_bytes())
    assert module.kernel("seven_pointers").kernarg_size == 56
    ins = [np.arange(64, dtype=np.float32) * (k + 1) for k in range(6)]
    out = np.zeros(64, np.float32)
    module.launch("seven_pointers", grid=(1,), block=(64,), args=(*ins, out))
    assert np.array_equal(out, sum(ins))


def test_decoder_base_address_out_of_range():
    """Was: OverflowError in the decoder's array path (pcs computed in int64)."""
    from cdna_isa.runtime.forms import DecodeError

    with pytest.raises(DecodeError, match="base address"):
        cdna_isa.cdna4.decode(bytes.fromhex("01050002"), (1 << 64) - 4)
    assert cdna_isa.cdna4.disassemble(bytes.fromhex("01050002"), (1 << 48)) == ["v_add_f32_e32 v0, v1, v2"]

