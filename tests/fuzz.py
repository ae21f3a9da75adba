"""Seeded hostile inputs for the fuzz tests (tests/test_fuzz_*.py), and the checks they share.

Every generator takes a random.Random, so a failure is reproduced from its seed and index.
The oracle of every fuzz test is the contract of issue 20: each input ends normally or in one
of the documented error types (AsmError, DecodeError, ObjectError, LaunchError,
ExecutionError; on the command line a `cdna-isa: error:` line and exit status 1), within a CPU
time bound, with device memory and generated/ as they were.

Code-object mutations locate what they change with pyelftools on the unmutated seed (an ELF
reader independent of cdna_isa.runtime.objfile, the code under test).
"""

from __future__ import annotations

import contextlib
import gc
import io
import math
import os
import signal
import struct
import time
from dataclasses import dataclass

import msgpack
from cdna_isa.runtime.device import LaunchError
from cdna_isa.runtime.forms import AsmError, DecodeError
from cdna_isa.runtime.objfile import ObjectError
from cdna_isa.runtime.wave import ExecutionError

DOCUMENTED = (AsmError, DecodeError, ObjectError, LaunchError, ExecutionError)
# CPU seconds one input may take (the issue: "within a second or two"); the wall-clock alarm
# only catches a hang, on a machine other jobs share
CPU_LIMIT, WALL_LIMIT = 2.0, 30.0
# more cases for a long local run: CDNA_ISA_FUZZ_SCALE=20 make test
SCALE = float(os.environ.get("CDNA_ISA_FUZZ_SCALE", "1"))


def scaled(n: int) -> int:
    return max(1, int(n * SCALE))


class Hang(Exception):
    """The wall-clock alarm went off."""


@contextlib.contextmanager
def no_collection():
    """No garbage collection inside: a CPU-time bound is on the tool's own work, and a full
    collection of what earlier tests left in the process (seconds with three architectures
    loaded) would be charged to whichever case it fell in."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


@contextlib.contextmanager
def bounded(what: str, failures: list, cpu: float = CPU_LIMIT):
    """Run the block under a wall-clock alarm; record in `failures` an exception outside the
    documented types, a hang, or more than `cpu` CPU seconds."""

    def alarm(signum, frame):
        raise Hang(f"more than {WALL_LIMIT} s wall-clock")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, WALL_LIMIT)
    with no_collection():
        start = time.process_time()
        try:
            yield
        except DOCUMENTED as exc:
            if not str(exc):
                failures.append(f"{what}: {type(exc).__name__} without a message")
            elif "internal error" in str(exc):  # a Python exception the emulator wrapped
                failures.append(f"{what}: {type(exc).__name__}: {str(exc)[:300]}")
        except Hang as exc:
            failures.append(f"{what}: hang: {exc}")
        except Exception as exc:  # noqa: BLE001 - any other exception is the failure looked for
            failures.append(f"{what}: {type(exc).__name__}: {str(exc)[:200]}")
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
            spent = time.process_time() - start
    if spent > cpu:
        failures.append(f"{what}: {spent:.1f} CPU seconds (bound {cpu})")


def run_cli(argv: list[str]) -> tuple[int | None, str, str]:
    """cdna_isa.cli.main in this process: (exit status, stdout, stderr). An exception escaping
    main propagates (the caller's `bounded` records it)."""
    from cdna_isa.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse refusing the command line: usage and an error line
            code = exc.code
    return code, out.getvalue(), err.getvalue()


def cli_problem(code, err: str) -> str | None:
    """What is wrong with a CLI run's outcome, or None: exit 0, 1 (an error line) or 2 (check
    found hazards, or argparse refused the command line); no traceback; an error is a
    `cdna-isa: error:` line (argparse's reads `cdna-isa VERB: error:`)."""
    if code not in (0, 1, 2):
        return f"exit status {code!r}"
    if "Traceback" in err or "internal error" in err:
        return f"stderr: {err[-300:]}"
    if code == 1 and "cdna-isa: error:" not in err:
        return f"exit 1 without an error line: {err[-300:]}"
    return None


# ------------------------------------------------------------------ edge values
U16_EDGES = (0, 1, 0x7FFF, 0x8000, 0xFFFF)
U32_EDGES = (0, 1, 4, 63, 64, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF)
U64_EDGES = (0, 1, 0xFFFFFFFF, 1 << 32, 1 << 47, 1 << 48, (1 << 63) - 1, 1 << 63, (1 << 64) - 1)


def edge(rnd, bits: int, near: tuple[int, ...] = ()) -> int:
    table = {16: U16_EDGES, 32: U32_EDGES, 64: U64_EDGES}[bits]
    choice = rnd.random()
    if choice < 0.6:
        return rnd.choice(table)
    if choice < 0.8 and near:
        return max(0, min((1 << bits) - 1, rnd.choice(near) + rnd.randint(-8, 8)))
    return rnd.getrandbits(bits)


# ------------------------------------------------------------------ code objects
@dataclass
class Layout:
    """Where a seed code object keeps what the mutations change (found with pyelftools)."""

    size: int
    shoff: int
    sections: list  # (header offset, name, sh_type, sh_offset, sh_size, sh_entsize)
    symbols: list  # file offsets of symbol entries
    descriptors: list  # file offsets of kernel descriptors (.kd objects)
    note_header: int | None  # section header offset of the metadata note section
    metadata: dict | None


def layout(data: bytes) -> Layout:
    from elftools.elf.elffile import ELFFile

    elf = ELFFile(io.BytesIO(data))
    shoff = elf["e_shoff"]
    sections, symbols, descriptors, note_header, metadata = [], [], [], None, None
    by_addr = []
    for i, sec in enumerate(elf.iter_sections()):
        header = shoff + i * elf["e_shentsize"]
        sections.append((header, sec.name, sec["sh_type"], sec["sh_offset"], sec["sh_size"]))
        if sec["sh_flags"] & 2 and sec["sh_type"] != "SHT_NOBITS":
            by_addr.append((sec["sh_addr"], sec["sh_offset"], sec["sh_size"]))
        if sec["sh_type"] == "SHT_NOTE":
            for note in sec.iter_notes():
                if note["n_type"] == "NT_AMDGPU_METADATA" or note["n_type"] == 32:
                    note_header = header
                    metadata = msgpack.unpackb(note["n_descdata"], raw=False, strict_map_key=False)
    for sec in elf.iter_sections():
        if sec["sh_type"] not in ("SHT_SYMTAB", "SHT_DYNSYM"):
            continue
        for k, sym in enumerate(sec.iter_symbols()):
            symbols.append(sec["sh_offset"] + 24 * k)
            if sym["st_info"]["type"] == "STT_OBJECT" and sym.name.endswith(".kd"):
                for addr, off, size in by_addr:
                    if addr <= sym["st_value"] < addr + size:
                        descriptors.append(off + sym["st_value"] - addr)
    return Layout(len(data), shoff, sections, symbols, sorted(set(descriptors)), note_header, metadata)


# ELF64 header fields (offset, bits) and section header fields (offset in the entry, bits)
ELF_FIELDS = {"e_machine": (18, 16), "e_flags": (48, 32), "e_shoff": (40, 64), "e_shentsize": (58, 16),
              "e_shnum": (60, 16), "e_shstrndx": (62, 16), "e_phoff": (32, 64)}  # fmt: skip
SECTION_FIELDS = {"sh_name": (0, 32), "sh_type": (4, 32), "sh_flags": (8, 64), "sh_addr": (16, 64),
                  "sh_offset": (24, 64), "sh_size": (32, 64), "sh_link": (40, 32),
                  "sh_entsize": (56, 64)}  # fmt: skip
SYMBOL_FIELDS = {"st_name": (0, 32), "st_info": (4, 8), "st_shndx": (6, 16), "st_value": (8, 64),
                 "st_size": (16, 64)}  # fmt: skip
# kernel descriptor fields (LLVM AMDGPUUsage): offset, bits
DESCRIPTOR_FIELDS = {"group_segment_fixed_size": (0, 32), "private_segment_fixed_size": (4, 32),
                     "kernarg_size": (8, 32), "kernel_code_entry_byte_offset": (16, 64),
                     "compute_pgm_rsrc3": (44, 32), "compute_pgm_rsrc1": (48, 32),
                     "compute_pgm_rsrc2": (52, 32), "kernel_code_properties": (56, 16),
                     "kernarg_preload": (58, 16)}  # fmt: skip
FORMATS = {8: "<B", 16: "<H", 32: "<I", 64: "<Q"}


def put(data: bytearray, at: int, bits: int, value: int) -> None:
    if 0 <= at and at + bits // 8 <= len(data):
        struct.pack_into(FORMATS[bits], data, at, value & ((1 << bits) - 1))


def hostile_value(rnd):
    """A metadata value of a wrong shape or range."""
    return rnd.choice([
        None, True, False, -1, -(1 << 63), 1 << 32, (1 << 64) - 1, 1.5, math.nan, math.inf, -0.0,
        "", "x" * 300, "hidden_queue_ptr", "global_buffer", [], {}, [1, 2], {"a": 1}, b"\0\1",
        [[[[]]]], {".offset": -1}, 0, 1, 7, 64, 255, 4096,
    ])  # fmt: skip


class _Key(tuple):
    """A map key msgpack writes as an array: read back, it is unhashable."""


def mutate_tree(tree, rnd):
    """The metadata with one random structural damage."""
    import copy

    tree = copy.deepcopy(tree)
    if rnd.random() < 0.05:
        return hostile_value(rnd)
    path = [tree]
    node = tree
    for _ in range(rnd.randint(0, 6)):  # walk down a random path
        children = list(node.values()) if isinstance(node, dict) else node if isinstance(node, list) else []
        children = [c for c in children if isinstance(c, dict | list)]
        if not children:
            break
        node = rnd.choice(children)
        path.append(node)
    choice = rnd.random()
    if isinstance(node, dict) and node:
        key = rnd.choice(list(node))
        if choice < 0.25:
            del node[key]
        elif choice < 0.85:
            node[key] = hostile_value(rnd)
        elif choice < 0.95:
            node[_Key((1, 2))] = 3
        else:
            node[rnd.choice([".offset", ".size", ".name", ".value_kind", 7, ""])] = hostile_value(rnd)
    elif isinstance(node, list) and node:
        k = rnd.randrange(len(node))
        if choice < 0.3:
            del node[k]
        elif choice < 0.8:
            node[k] = hostile_value(rnd)
        else:
            node.append(hostile_value(rnd))
    return tree


def _pack(tree) -> bytes:
    def default(obj):
        raise TypeError(obj)

    return msgpack.packb(tree, use_bin_type=True, default=default, strict_types=False)


def with_metadata(data: bytes, lay: Layout, tree) -> bytes:
    """The code object with its metadata note replaced by one holding `tree` (appended to
    the file; the note section header points at it)."""
    desc = _pack(tree)
    note = struct.pack("<III", 7, len(desc), 32) + b"AMDGPU\0\0" + desc + b"\0" * (-len(desc) % 4)
    out = bytearray(data) + b"\0" * (-len(data) % 8)
    at = len(out)
    out += note
    put(out, lay.note_header + 24, 64, at)
    put(out, lay.note_header + 32, 64, len(note))
    return bytes(out)


def mutate_code_object(data: bytes, lay: Layout, rnd, kind: str) -> bytes:
    out = bytearray(data)
    if kind == "bytes":
        for _ in range(rnd.randint(1, 8)):
            out[rnd.randrange(len(out))] = rnd.randrange(256)
    elif kind == "truncate":
        out = out[: rnd.randrange(len(out))]
    elif kind == "elf_header":
        at, bits = ELF_FIELDS[rnd.choice(sorted(ELF_FIELDS))]
        put(out, at, bits, edge(rnd, bits, (lay.size, lay.shoff, len(lay.sections))))
        if rnd.random() < 0.1:
            out[rnd.choice((4, 5))] = rnd.randrange(4)  # class, byte order
    elif kind == "section_header":
        header = rnd.choice(lay.sections)[0]
        at, bits = SECTION_FIELDS[rnd.choice(sorted(SECTION_FIELDS))]
        near = (lay.size, header, len(lay.sections), *(s[3] for s in lay.sections))
        put(out, header + at, bits, edge(rnd, bits, near))
    elif kind == "symbol" and lay.symbols:
        entry = rnd.choice(lay.symbols)
        at, bits = SYMBOL_FIELDS[rnd.choice(sorted(SYMBOL_FIELDS))]
        bits = max(bits, 16) if bits != 8 else 8
        value = rnd.randrange(256) if bits == 8 else edge(rnd, bits, (lay.size,))
        put(out, entry + at, bits, value)
    elif kind == "descriptor" and lay.descriptors:
        kd = rnd.choice(lay.descriptors)
        for _ in range(rnd.randint(1, 2)):
            at, bits = DESCRIPTOR_FIELDS[rnd.choice(sorted(DESCRIPTOR_FIELDS))]
            put(out, kd + at, bits, edge(rnd, bits, (0x1000, 0x100, 160 * 1024, 131056)))
    elif kind == "metadata" and lay.metadata is not None:
        return with_metadata(data, lay, mutate_tree(lay.metadata, rnd))
    elif kind == "note" and lay.note_header is not None:
        (note_at,) = struct.unpack_from("<Q", data, lay.note_header + 24)
        put(out, note_at + 4 * rnd.randrange(3), 32, edge(rnd, 32, (lay.size,)))
    else:
        out[rnd.randrange(len(out))] ^= 1 << rnd.randrange(8)
    return bytes(out)


CODE_OBJECT_MUTATIONS = ("bytes", "truncate", "elf_header", "section_header", "symbol", "descriptor",
                         "metadata", "note")  # fmt: skip
