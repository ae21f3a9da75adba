"""Read an AMDGPU HSA code object (ELF): machine, .text and its function symbols."""

from __future__ import annotations

import io
from dataclasses import dataclass, field

# EF_AMDGPU_MACH values (the low byte of e_flags) of the targets this package knows
MACH_TO_ARCH = {0x3F: "cdna2", 0x4F: "cdna4"}
MACH_NAMES = {0x3F: "gfx90a", 0x4F: "gfx950", 0x40: "gfx940", 0x4C: "gfx942"}


class ObjectError(Exception):
    """The file is not a usable AMDGPU code object."""


NT_AMDGPU_METADATA = 32  # note type of the msgpack code-object metadata (name "AMDGPU")


@dataclass
class CodeObject:
    mach: str
    arch: str | None
    text: bytes
    text_addr: int
    symbols: dict[str, int] = field(default_factory=dict)
    notes: list[bytes] = field(default_factory=list)
    objects: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> (address, size)
    sections: list[tuple[int, bytes]] = field(default_factory=list)  # loaded (address, bytes)
    # .text address -> its symbols as (ELF type, name), in llvm-objdump's order (type, then name)
    labels: dict[int, list[tuple[str, str]]] = field(default_factory=dict)

    @property
    def label_names(self) -> dict[int, str]:
        """.text address -> the one name llvm-objdump shows there (the last of its symbols)."""
        return {pc: syms[-1][1] for pc, syms in self.labels.items()}

    def read(self, addr: int, size: int) -> bytes:
        """Bytes of the loaded image at a virtual address."""
        for base, data in self.sections:
            if base <= addr and addr + size <= base + len(data):
                return data[addr - base : addr - base + size]
        raise ObjectError(f"0x{addr:x}..0x{addr + size:x} is outside every loaded section")

    def metadata(self) -> dict:
        """The AMDGPU metadata note (msgpack) as a dict: kernels, their arguments, ..."""
        import msgpack

        for raw in self.notes:
            pos = 0
            while pos + 12 <= len(raw):
                namesz, descsz, ntype = (
                    int.from_bytes(raw[pos + i : pos + i + 4], "little") for i in (0, 4, 8)
                )
                name_end = pos + 12 + namesz
                desc = pos + 12 + (namesz + 3) // 4 * 4
                if (
                    ntype == NT_AMDGPU_METADATA
                    and raw[pos + 12 : name_end].rstrip(b"\0") == b"AMDGPU"
                ):
                    try:
                        meta = msgpack.unpackb(
                            raw[desc : desc + descsz], raw=False, strict_map_key=False
                        )
                    except (
                        ValueError,
                        msgpack.exceptions.ExtraData,
                        msgpack.exceptions.UnpackException,
                    ) as exc:
                        raise ObjectError(
                            f"AMDGPU metadata note is not valid msgpack: {exc}"
                        ) from None
                    if not isinstance(meta, dict):
                        raise ObjectError("AMDGPU metadata note is not a map")
                    return meta
                pos = desc + (descsz + 3) // 4 * 4
        raise ObjectError("no AMDGPU metadata note (code object v3 or later is required)")


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
        symbols, objects, labels = {}, {}, {}
        for name in (".symtab", ".dynsym"):
            symtab = elf.get_section_by_name(name)
            if symtab is None or not hasattr(symtab, "iter_symbols"):
                continue
            for sym in symtab.iter_symbols():
                kind, value = sym["st_info"]["type"], sym["st_value"]
                if kind == "STT_FUNC" and addr <= value < addr + len(code):
                    symbols[sym.name] = value
                if (
                    kind in ("STT_FUNC", "STT_NOTYPE")
                    and sym.name
                    and addr <= value < addr + len(code)
                ):
                    labels.setdefault(value, set()).add((kind, sym.name))  # local labels too
                elif kind == "STT_OBJECT":
                    objects[sym.name] = (value, sym["st_size"])
        notes, sections = [], []
        for sec in elf.iter_sections():
            if sec["sh_type"] == "SHT_NOTE":
                notes.append(sec.data())
            if sec["sh_flags"] & 2 and sec["sh_type"] != "SHT_NOBITS":  # SHF_ALLOC
                sections.append((sec["sh_addr"], sec.data()))
    except ObjectError:
        raise
    except (ELFError, KeyError, ValueError, IndexError, OSError) as exc:
        raise ObjectError(f"{path}: malformed ELF: {exc}") from None
    mach = MACH_NAMES.get(mach_id, f"mach 0x{mach_id:x}")
    order = {"STT_NOTYPE": 0, "STT_FUNC": 2}  # llvm-objdump sorts by address, ELF type, name
    labels = {
        a: sorted(names, key=lambda s: (order[s[0]], s[1])) for a, names in sorted(labels.items())
    }
    return CodeObject(
        mach, MACH_TO_ARCH.get(mach_id), code, addr, symbols, notes, objects, sections, labels
    )


def objdump_lines(isa, obj: CodeObject) -> list[str]:
    """The .text of a code object as `llvm-objdump -d` prints it after its section header: a
    blank line and `address <name>:` before each symbol, then one line per instruction (text,
    `// address: words`), branch targets named by the symbol there (a local label) if any."""
    out: list[str] = []
    for item in isa.decode(obj.text, obj.text_addr):
        pc = item[0] if isinstance(item, tuple) else item.pc
        if pc in obj.labels:  # of several symbols at one address llvm-objdump shows the last
            out += ["", f"{pc:016x} <{obj.labels[pc][-1][1]}>:"]
        where = ""
        if isinstance(item, tuple):
            text, size = f".long 0x{item[1]:08x}", 4
        else:
            text, size = isa.text(item), item.size
            for op in item.form.operands:
                if op.kind == "label":
                    text, where = _with_label(isa, item, op, text, obj.labels)
        words = obj.text[pc - obj.text_addr : pc - obj.text_addr + size]
        hexwords = " ".join(
            f"{int.from_bytes(words[k : k + 4], 'little'):08X}" for k in range(0, len(words), 4)
        )
        out.append(f"\t{text:<59}// {pc:012X}: {hexwords}{where}")
    return out


def _with_label(isa, item, op, text: str, labels: dict) -> tuple[str, str]:
    """A branch's offset operand replaced by the first untyped symbol (a label) at its target, as
    llvm-objdump's AMDGPU symbolizer does; where there is none, the text as it is and, after the
    words, the target as `<symbol+0xoffset>` from the symbol shown at or before it."""
    raw = item.fields[op.field]
    target = item.pc + item.size + 4 * (raw - (1 << 16) if raw & 0x8000 else raw)
    label = next((n for t, n in labels.get(target, ()) if t == "STT_NOTYPE"), None)
    if label is None:
        before = [a for a in labels if a <= target]
        if not before:
            return text, ""
        base = max(before)
        off = f"+0x{target - base:x}" if target > base else ""
        return text, f" <{labels[base][-1][1]}{off}>"
    shown = isa.operand_text(item, op)
    at = text.rindex(shown)
    return text[:at] + label + text[at + len(shown) :], ""
