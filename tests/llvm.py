"""Batch access to LLVM 22's llvm-mc, the oracle for encodings and assembly syntax."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from functools import cache

import pytest

TARGETS = {"cdna2": "gfx90a", "cdna3": "gfx942", "cdna4": "gfx950"}
_ERR = re.compile(r"^<stdin>:(\d+):\d+: error:", re.M)
# an instruction line, with llvm-objdump's "; Warning: ..." on a misaligned register pair
_OBJDUMP_LINE = re.compile(r"^\s+(\S.*?)\s*//\s*([0-9A-Fa-f]+):\s*([0-9A-Fa-f ]+?)\s*(?:<.*>)?\s*(?:; Warning:.*)?$")


@cache
def llvm_bin(tool: str) -> str | None:
    for cand in (f"/usr/lib/llvm-22/bin/{tool}", shutil.which(f"{tool}-22"), shutil.which(tool) if os.environ.get("CDNA_ISA_ANY_LLVM") else None):
        if cand and os.path.exists(cand):
            return cand
    return None


def require(tool: str = "llvm-mc") -> str:
    path = llvm_bin(tool)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{tool} 22 is required in CI (apt-get install llvm-22)")
        pytest.skip(f"{tool} 22 not installed")
    return path


def _mc(arch: str, args: list[str], text: str) -> subprocess.CompletedProcess:
    cmd = [require(), "-arch=amdgcn", f"-mcpu={TARGETS[arch]}", *args]
    return subprocess.run(cmd, input=text, capture_output=True, text=True, check=False)


def assemble(arch: str, lines: list[str]) -> list[bytes | None]:
    """llvm-mc's bytes for each line, None where it reports an error."""
    res = _mc(arch, ["-show-encoding"], "\n".join(lines) + "\n")
    bad = {int(m.group(1)) for m in _ERR.finditer(res.stderr)}
    encs = [m.group(1) for m in re.finditer(r"; encoding: \[([^\]]*)\]", res.stdout)]
    out: list[bytes | None] = []
    it = iter(encs)
    for i, _ in enumerate(lines, 1):
        if i in bad:
            out.append(None)
        else:
            enc = next(it)
            out.append(bytes(int(b, 16) for b in enc.split(",")) if enc else b"")
    return out


def disassemble(arch: str, codes: list[bytes]) -> list[str]:
    """llvm-mc's text for each instruction (one instruction per entry)."""
    text = "\n".join(",".join(f"0x{b:02x}" for b in c) for c in codes) + "\n"
    res = _mc(arch, ["--disassemble"], text)
    lines = [ln.strip() for ln in res.stdout.splitlines() if ln.strip() and not ln.strip().startswith(".")]
    lines = [re.sub(r"\s*;.*$", "", ln) for ln in lines]
    return lines


def objdump(path, arch: str) -> list[tuple[int, str]]:
    """llvm-objdump's (address, instruction text) for each instruction of a code object."""
    cmd = [require("llvm-objdump"), "-d", f"--mcpu={TARGETS[arch]}", str(path)]
    res = subprocess.run(cmd, capture_output=True, text=True, check=True)
    found = (_OBJDUMP_LINE.match(line) for line in res.stdout.splitlines())
    return [(int(m.group(2), 16), m.group(1).strip()) for m in found if m]


def objdump_slots(arch: str, codes: list[bytes], slot: int = 16) -> list[str | None]:
    """llvm-objdump's text of each code, each placed at the start of its own `slot`-byte slot
    padded with s_nop 0; None where llvm-objdump decodes no instruction there."""
    nop = (0xBF800000).to_bytes(4, "little")
    lines = [".text"]
    for code in codes:
        padded = code + nop * ((slot - len(code)) // 4)
        words = (int.from_bytes(padded[i : i + 4], "little") for i in range(0, slot, 4))
        lines.append(".long " + ", ".join(f"0x{w:08x}" for w in words))
    with tempfile.TemporaryDirectory() as tmp:
        obj = f"{tmp}/words.o"
        subprocess.run(
            [require(), "-triple=amdgcn-amd-amdhsa", f"-mcpu={TARGETS[arch]}", "-filetype=obj", "-o", obj],
            input="\n".join(lines) + "\n", text=True, check=True,
        )  # fmt: skip
        at = dict(objdump(obj, arch))
    found = [at.get(slot * i) for i in range(len(codes))]
    return [None if t is None or t.startswith((".long", "<unknown>")) else t for t in found]


def our_slot_text(isa, code: bytes, slot: int = 16) -> str | None:
    """Our text of `code` placed as objdump_slots places it; None where we decode nothing."""
    text = isa.disassemble(code + (0xBF800000).to_bytes(4, "little") * ((slot - len(code)) // 4))[0]
    return None if text.startswith(".long") else text
