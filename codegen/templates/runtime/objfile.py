"""Read an AMDGPU HSA code object (ELF): machine, .text and its function symbols."""

from __future__ import annotations

import io
from dataclasses import dataclass, field

# EF_AMDGPU_MACH values (the low byte of e_flags) of the targets this package knows
MACH_TO_ARCH = {0x3F: "cdna2", 0x4F: "cdna4"}
MACH_NAMES = {0x3F: "gfx90a", 0x4F: "gfx950", 0x40: "gfx940", 0x4C: "gfx942"}


class ObjectError(Exception):
    """The file is not a usable AMDGPU code object."""


@dataclass
class CodeObject:
    mach: str
    arch: str | None
    text: bytes
    text_addr: int
    symbols: dict[str, int] = field(default_factory=dict)
    notes: list[bytes] = field(default_factory=list)


def is_elf(data: bytes) -> bool:
    return data[:4] == b"\x7fELF"


def read_code_object(data: bytes, path: str = "<code object>") -> CodeObject:
    from elftools.common.exceptions import ELFError
    from elftools.elf.elffile import ELFFile

    try:
        elf = ELFFile(io.BytesIO(data))
        if elf["e_machine"] not in ("EM_AMDGPU", 224):
            raise ObjectError(f"{path}: ELF machine {elf['e_machine']} is not AMDGPU")
        mach_id = elf["e_flags"] & 0xFF
        text = elf.get_section_by_name(".text")
        if text is None:
            raise ObjectError(f"{path}: no .text section")
        code, addr = text.data(), text["sh_addr"]
        symbols = {}
        symtab = elf.get_section_by_name(".symtab")
        if symtab is not None:
            for sym in symtab.iter_symbols():
                if sym["st_info"]["type"] == "STT_FUNC" and addr <= sym["st_value"] < addr + len(
                    code
                ):
                    symbols[sym.name] = sym["st_value"]
        notes = []
        for sec in elf.iter_sections():
            if sec["sh_type"] == "SHT_NOTE":
                notes.append(sec.data())
    except ObjectError:
        raise
    except (ELFError, KeyError, ValueError, IndexError, OSError) as exc:
        raise ObjectError(f"{path}: malformed ELF: {exc}") from None
    mach = MACH_NAMES.get(mach_id, f"mach 0x{mach_id:x}")
    return CodeObject(mach, MACH_TO_ARCH.get(mach_id), code, addr, symbols, notes)
