"""Read an AMDGPU HSA code object (ELF): machine, .text, symbols, notes, the kernel metadata
and the kernel descriptors.

This is the one place where a code object's bytes are trusted or refused. The ELF is read by
a small checked ELF64 reader (every offset, size and index is bounds-checked against the file
before it is used), the msgpack metadata is checked for the shapes the runtime reads (types and
ranges of every field it uses), and a kernel descriptor is 64 bytes of unsigned fields. A file
that fails any check is an ObjectError naming the file and the field. Limits that come from
the hardware (LDS, scratch, registers) are checked where a launch asks for them (device.py),
as LaunchErrors naming the field.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from .forms import DecodeError

# EF_AMDGPU_MACH values (the low byte of e_flags) of the targets this package knows
MACH_TO_ARCH = {0x3F: "cdna2", 0x4C: "cdna3", 0x4F: "cdna4"}
MACH_NAMES = {0x3F: "gfx90a", 0x4F: "gfx950", 0x40: "gfx940", 0x4C: "gfx942"}


class ObjectError(Exception):
    """The file is not a usable AMDGPU code object."""


NT_AMDGPU_METADATA = 32  # note type of the msgpack code-object metadata (name "AMDGPU")
EM_AMDGPU = 224
# ELF constants (System V ABI, ELF-64 Object File Format)
SHT_SYMTAB, SHT_STRTAB, SHT_NOTE, SHT_NOBITS, SHT_DYNSYM = 2, 3, 7, 8, 11
SHF_ALLOC, SHF_COMPRESSED = 0x2, 0x800
STT_NOTYPE, STT_OBJECT, STT_FUNC = 0, 1, 2
SYMBOL_TYPES = {STT_NOTYPE: "STT_NOTYPE", STT_FUNC: "STT_FUNC"}  # as llvm-objdump names them
SHN_XINDEX = 0xFFFF
ELF_HEADER_SIZE, SECTION_HEADER_SIZE, SYMBOL_SIZE = 64, 64, 24
# code lives in the GPU's 48-bit virtual address space; an address or size beyond it is damage
ADDRESS_LIMIT = 1 << 48
U32 = (1 << 32) - 1

KERNEL_DESCRIPTOR_SIZE = 64


@dataclass
class KernelDescriptor:
    """The 64-byte kernel descriptor (LLVM AMDGPUUsage, "Kernel Descriptor")."""

    group_segment_size: int
    private_segment_size: int
    kernarg_size: int
    entry_offset: int
    rsrc3: int
    rsrc1: int
    rsrc2: int
    properties: int
    kernarg_preload: int

    @classmethod
    def parse(cls, raw: bytes) -> KernelDescriptor:
        if len(raw) != KERNEL_DESCRIPTOR_SIZE:
            raise ObjectError(f"kernel descriptor is {len(raw)} bytes, not 64")
        group, private, kernarg = struct.unpack_from("<III", raw, 0)
        (entry,) = struct.unpack_from("<q", raw, 16)
        rsrc3, rsrc1, rsrc2 = struct.unpack_from("<III", raw, 44)
        props, preload = struct.unpack_from("<HH", raw, 56)
        return cls(group, private, kernarg, entry, rsrc3, rsrc1, rsrc2, props, preload)

    def bit(self, word: int, lo: int, width: int = 1) -> int:
        return word >> lo & ((1 << width) - 1)

    # kernel_code_properties: which user SGPRs the kernel asks for, in this order
    USER_SGPRS = (
        ("private_segment_buffer", 0, 4),
        ("dispatch_ptr", 1, 2),
        ("queue_ptr", 2, 2),
        ("kernarg_segment_ptr", 3, 2),
        ("dispatch_id", 4, 2),
        ("flat_scratch_init", 5, 2),
        ("private_segment_size", 6, 1),
    )

    @property
    def user_sgpr_count(self) -> int:
        return self.bit(self.rsrc2, 1, 5)

    @property
    def workitem_id_dims(self) -> int:
        return self.bit(self.rsrc2, 11, 2)

    @property
    def mode(self) -> int:
        """MODE register at launch: FP_ROUND[3:0], FP_DENORM[7:4], DX10_CLAMP[8], IEEE[9]."""
        round_mode = self.bit(self.rsrc1, 12, 4)
        denorm = self.bit(self.rsrc1, 16, 4)
        return (
            round_mode | denorm << 4 | self.bit(self.rsrc1, 21) << 8 | self.bit(self.rsrc1, 23) << 9
        )


@dataclass(frozen=True)
class KernelArg:
    """One entry of a kernel's `.args`, as the metadata check leaves it."""

    index: int
    name: str  # `.name` ("" when the metadata gives none)
    kind: str  # `.value_kind`
    offset: int
    size: int
    pointer: bool  # passed as an address (global buffer, dynamic LDS, or with .address_space)
    const: bool = False  # a pointer the kernel only reads through (.is_const, read_only access)
    align: int = 1  # `.pointee_align` of a __local pointer argument (where its LDS starts)

    @property
    def hidden(self) -> bool:
        return self.kind.startswith("hidden_")


@dataclass(frozen=True)
class KernelMeta:
    """One entry of `amdhsa.kernels`: the fields the runtime reads, checked."""

    name: str
    symbol: str
    args: tuple[KernelArg, ...]
    kernarg_size: int | None  # `.kernarg_segment_size` (None: the descriptor's)
    args_end: int  # the end of the last argument
    vgprs: int  # `.vgpr_count`
    agprs: int  # `.agpr_count`


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
    path: str = "<code object>"

    @property
    def label_names(self) -> dict[int, str]:
        """.text address -> the one name llvm-objdump shows there (the last of its symbols)."""
        return {pc: syms[-1][1] for pc, syms in self.labels.items()}

    def read(self, addr: int, size: int) -> bytes:
        """Bytes of the loaded image at a virtual address."""
        for base, data in self.sections:
            if base <= addr and addr + size <= base + len(data):
                return data[addr - base : addr - base + size]
        raise ObjectError(
            f"{self.path}: 0x{addr:x}..0x{addr + size:x} is outside every loaded section"
        )

    def metadata(self) -> dict:
        """The AMDGPU metadata note (msgpack) as a dict: kernels, their arguments, ... Only its
        outer shape is checked here; `kernels` checks what the runtime reads."""
        import msgpack

        for raw in self.notes:
            for ntype, name, desc in _note_records(raw, self.path):
                if ntype != NT_AMDGPU_METADATA or name.rstrip(b"\0") != b"AMDGPU":
                    continue
                try:
                    meta = msgpack.unpackb(desc, raw=False, strict_map_key=False)
                except (ValueError, TypeError, OverflowError, msgpack.UnpackException) as exc:
                    # TypeError: a list or map as a map key (unhashable)
                    raise ObjectError(
                        f"{self.path}: AMDGPU metadata note is not valid msgpack: {exc}"
                    ) from None
                if not isinstance(meta, dict):
                    raise ObjectError(f"{self.path}: AMDGPU metadata note is not a map")
                return meta
        raise ObjectError(
            f"{self.path}: no AMDGPU metadata note (code object v3 or later is required)"
        )

    def kernels(self) -> dict[str, KernelMeta]:
        """`amdhsa.kernels` by name, every field the runtime reads checked for its type and
        range (ObjectError naming the kernel and the field otherwise)."""
        meta = self.metadata()
        entries = meta.get("amdhsa.kernels", [])
        if not isinstance(entries, list):
            raise ObjectError(
                f"{self.path}: amdhsa.kernels: expected a list, got {_shown(entries)}"
            )
        out: dict[str, KernelMeta] = {}
        for i, entry in enumerate(entries):
            where = f"{self.path}: amdhsa.kernels[{i}]"
            if not isinstance(entry, dict):
                raise ObjectError(f"{where}: expected a map, got {_shown(entry)}")
            name = _text(entry, ".name", where)
            if name in out:
                raise ObjectError(f"{where}: a second kernel named '{name}'")
            out[name] = _kernel_meta(entry, name, f"{self.path}: kernel {name}")
        return out


def _kernel_meta(entry: dict, name: str, where: str) -> KernelMeta:
    symbol = _text(entry, ".symbol", where, default=f"{name}.kd")
    kernarg_size = _count(entry, ".kernarg_segment_size", where, default=None)
    raw_args = entry.get(".args", [])
    if not isinstance(raw_args, list):
        raise ObjectError(f"{where}: .args: expected a list, got {_shown(raw_args)}")
    args, end = [], 0
    for k, arg in enumerate(raw_args):
        at = f"{where}: .args[{k}]"
        if not isinstance(arg, dict):
            raise ObjectError(f"{at}: expected a map, got {_shown(arg)}")
        offset = _count(arg, ".offset", at)
        size = _count(arg, ".size", at)
        kind = _text(arg, ".value_kind", at, default="by_value")
        label = _text(arg, ".name", at, default="")
        if ".address_space" in arg:
            _text(arg, ".address_space", at)
        pointer = kind in ("global_buffer", "dynamic_shared_pointer") or ".address_space" in arg
        if pointer and size not in (4, 8):
            raise ObjectError(f"{at}: a pointer of .size {size} (4 or 8 bytes)")
        const = arg.get(".is_const") is True or "read_only" in (
            arg.get(".access"),
            arg.get(".actual_access"),
        )
        align = _count(arg, ".pointee_align", at, default=1)
        args.append(KernelArg(k, label, kind, offset, size, pointer, const, max(align, 1)))
        end = max(end, offset + size)
    if kernarg_size is not None and end > kernarg_size:
        raise ObjectError(
            f"{where}: .args end at byte {end}, past .kernarg_segment_size {kernarg_size}"
        )
    return KernelMeta(
        name,
        symbol,
        tuple(args),
        kernarg_size,
        end,
        _count(entry, ".vgpr_count", where, default=0),
        _count(entry, ".agpr_count", where, default=0),
    )


_MISSING = object()


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _text(entry: dict, key: str, where: str, default=_MISSING) -> str:
    if key not in entry:
        if default is _MISSING:
            raise ObjectError(f"{where}: {key} is missing")
        return default
    value = entry[key]
    if not isinstance(value, str) or not value:
        raise ObjectError(f"{where}: {key}: expected a non-empty string, got {_shown(value)}")
    return value


def _count(entry: dict, key: str, where: str, default=_MISSING) -> int | None:
    """An unsigned 32-bit field (sizes, offsets and counts are 32-bit in the descriptor)."""
    if key not in entry:
        if default is _MISSING:
            raise ObjectError(f"{where}: {key} is missing")
        return default
    value = entry[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= U32:
        raise ObjectError(f"{where}: {key}: expected an integer 0..{U32}, got {_shown(value)}")
    return value


def _note_records(raw: bytes, path: str):
    """(type, name, descriptor) of each record of a note section."""
    pos = 0
    while pos + 12 <= len(raw):
        namesz, descsz, ntype = struct.unpack_from("<III", raw, pos)
        desc = pos + 12 + (namesz + 3) // 4 * 4
        end = desc + descsz
        if end > len(raw):
            raise ObjectError(
                f"{path}: note at offset {pos} of its section runs past the section's end"
            )
        yield ntype, raw[pos + 12 : pos + 12 + namesz], raw[desc:end]
        pos = desc + (descsz + 3) // 4 * 4


def is_elf(data: bytes) -> bool:
    return data[:4] == b"\x7fELF"


def code_object_bytes(path: str, isa) -> bytes:
    """A code object: the file itself, or a .s with .amdhsa_kernel directives assembled by
    llvm-mc for `isa`'s target and linked by ld.lld (our assembler emits instructions, not
    ELF). ObjectError when either tool fails or cannot run; OSError when the file cannot be
    read."""
    import subprocess
    import tempfile
    from pathlib import Path

    data = Path(path).read_bytes()
    if is_elf(data):
        return data
    bindir = "/usr/lib/llvm-22/bin"
    llvm_target = isa.info["llvm_target"]
    with tempfile.TemporaryDirectory() as tmp:
        obj, hsaco = f"{tmp}/k.o", f"{tmp}/k.hsaco"
        for cmd in (
            [f"{bindir}/llvm-mc", "-triple=amdgcn-amd-amdhsa", f"-mcpu={llvm_target}", "-filetype=obj", "-o", obj, "--", path],
            [f"{bindir}/ld.lld", "-shared", obj, "-o", hsaco],
        ):  # fmt: skip
            try:
                done = subprocess.run(cmd, capture_output=True, text=True)
            except OSError as exc:
                raise ObjectError(f"{path}: cannot run {cmd[0]}: {exc.strerror}") from None
            if done.returncode:
                raise ObjectError(f"{path}: {Path(cmd[0]).name} failed:\n{done.stderr.strip()}")
        return Path(hsaco).read_bytes()


@dataclass(frozen=True)
class _Section:
    index: int
    name: str
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int
    entsize: int


class _Elf:
    """The parts of a little-endian ELF64 file a code object needs, every read checked."""

    def __init__(self, data: bytes, path: str):
        self.data, self.path = data, path
        if len(data) < ELF_HEADER_SIZE:
            self.fail(f"{len(data)} bytes is shorter than an ELF64 header")
        if data[4] != 2 or data[5] != 1:
            self.fail("not a little-endian 64-bit ELF file (AMDGPU code objects are)")
        (self.machine,) = struct.unpack_from("<H", data, 18)
        shoff, self.flags = struct.unpack_from("<QI", data, 40)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 58)
        if shoff == 0:
            self.fail("no section header table")
        if shentsize != SECTION_HEADER_SIZE:
            self.fail(f"e_shentsize is {shentsize}, not {SECTION_HEADER_SIZE}")
        first = self._header(shoff, 0)  # extended numbering keeps counts in section 0
        if shnum == 0:
            shnum = first[5]
        if shstrndx == SHN_XINDEX:
            shstrndx = first[6]
        if shoff + shnum * SECTION_HEADER_SIZE > len(data):
            self.fail(
                f"section header table (offset {shoff}, {shnum} entries) runs past the end of the"
                f" {len(data)}-byte file"
            )
        raw = [self._header(shoff, i) for i in range(shnum)]
        if not 0 < shstrndx < shnum:
            self.fail(f"e_shstrndx {shstrndx} names no section ({shnum} sections)")
        names = self._bytes(raw[shstrndx], f"section {shstrndx} (section names)")
        self.sections = []
        for i, (name_at, kind, flags, addr, offset, size, link, _, _, entsize) in enumerate(raw):
            name = _c_string(names, name_at) if i else ""
            self.sections.append(_Section(i, name, kind, flags, addr, offset, size, link, entsize))

    def fail(self, why: str):
        raise ObjectError(f"{self.path}: malformed ELF: {why}")

    def _header(self, shoff: int, i: int) -> tuple:
        at = shoff + i * SECTION_HEADER_SIZE
        if at + SECTION_HEADER_SIZE > len(self.data):
            self.fail(f"section header {i} at offset {at} is past the end of the file")
        return struct.unpack_from("<IIQQQQIIQQ", self.data, at)

    def _bytes(self, sec, what: str) -> bytes:
        """The file bytes of a section header tuple or _Section."""
        kind, flags, offset, size = (
            (sec.type, sec.flags, sec.offset, sec.size)
            if isinstance(sec, _Section)
            else (sec[1], sec[2], sec[4], sec[5])
        )
        if kind == SHT_NOBITS:
            return b""
        if flags & SHF_COMPRESSED:
            self.fail(f"{what} is compressed (a loader needs it as it is)")
        if offset + size > len(self.data):
            self.fail(
                f"{what}: {size} bytes at offset {offset} run past the end of the"
                f" {len(self.data)}-byte file"
            )
        return self.data[offset : offset + size]

    def content(self, sec: _Section) -> bytes:
        return self._bytes(sec, f"section {sec.index} ({sec.name or 'unnamed'})")

    def symbols(self, sec: _Section):
        """(name, type, value, size) of each symbol of a symbol table section."""
        if sec.entsize not in (0, SYMBOL_SIZE):
            self.fail(f"section {sec.index} ({sec.name}): symbol size {sec.entsize}, not 24")
        table = self.content(sec)
        if not 0 < sec.link < len(self.sections) or self.sections[sec.link].type != SHT_STRTAB:
            self.fail(f"section {sec.index} ({sec.name}): sh_link {sec.link} is no string table")
        strings = self.content(self.sections[sec.link])
        for at in range(SYMBOL_SIZE, len(table) - SYMBOL_SIZE + 1, SYMBOL_SIZE):
            name_at, info, _, _, value, size = struct.unpack_from("<IBBHQQ", table, at)
            yield _c_string(strings, name_at), info & 0xF, value, size


def _c_string(table: bytes, at: int) -> str:
    """The NUL-terminated string at an offset of a string table ('' outside it)."""
    if not 0 <= at < len(table):
        return ""
    end = table.find(b"\0", at)
    return table[at : end if end >= 0 else len(table)].decode("utf-8", errors="replace")


def read_code_object(data: bytes, path: str = "<code object>") -> CodeObject:
    elf = _Elf(bytes(data), path)
    if elf.machine != EM_AMDGPU:
        raise ObjectError(f"{path}: ELF machine {elf.machine} is not AMDGPU ({EM_AMDGPU})")
    mach_id = elf.flags & 0xFF
    text_sec = next((s for s in elf.sections if s.name == ".text"), None)
    if text_sec is None:
        raise ObjectError(f"{path}: no .text section")
    loaded = [s for s in elf.sections if s.flags & SHF_ALLOC and s.type != SHT_NOBITS]
    for sec in [text_sec, *loaded]:
        if sec.addr + sec.size > ADDRESS_LIMIT:
            elf.fail(
                f"section {sec.index} ({sec.name}): 0x{sec.addr:x} + {sec.size} bytes is beyond"
                " the 48-bit GPU address space"
            )
    code, addr = elf.content(text_sec), text_sec.addr
    symbols: dict[str, int] = {}
    objects: dict[str, tuple[int, int]] = {}
    labels: dict[int, set] = {}
    for name in (".symtab", ".dynsym"):
        table = next((s for s in elf.sections if s.name == name), None)
        if table is None or table.type not in (SHT_SYMTAB, SHT_DYNSYM):
            continue
        for sym, kind, value, size in elf.symbols(table):
            in_text = addr <= value < addr + len(code)
            if kind == STT_FUNC and in_text:
                symbols[sym] = value
            if kind in (STT_FUNC, STT_NOTYPE) and sym and in_text:  # local labels too
                labels.setdefault(value, set()).add((SYMBOL_TYPES[kind], sym))
            elif kind == STT_OBJECT:
                objects[sym] = (value, size)
    notes = [elf.content(s) for s in elf.sections if s.type == SHT_NOTE]
    sections = [(s.addr, elf.content(s)) for s in loaded]
    mach = MACH_NAMES.get(mach_id, f"mach 0x{mach_id:x}")
    order = {"STT_NOTYPE": 0, "STT_FUNC": 2}  # llvm-objdump sorts by address, ELF type, name
    by_pc = {
        a: sorted(names, key=lambda s: (order[s[0]], s[1])) for a, names in sorted(labels.items())
    }
    return CodeObject(
        mach, MACH_TO_ARCH.get(mach_id), code, addr, symbols, notes, objects, sections, by_pc, path
    )


def objdump_lines(isa, obj: CodeObject, warn=None) -> list[str]:
    """The .text of a code object as `llvm-objdump -d` prints it after its section header: a
    blank line and `address <name>:` before each symbol, then one line per instruction (text,
    `// address: words`), branch targets named by the symbol there (a local label) if any.
    An instruction whose operand code names nothing is a `.long` of its first word (`warn`
    gets why)."""
    out: list[str] = []
    labels = obj.labels
    if obj.text and obj.text_addr not in labels:  # llvm-objdump names the section's start
        labels = {**labels, obj.text_addr: [("STT_SECTION", ".text")]}
    for item in isa.decode(obj.text, obj.text_addr):
        pc = item[0] if isinstance(item, tuple) else item.pc
        if pc in labels:  # of several symbols at one address llvm-objdump shows the last
            out += ["", f"{pc:016x} <{labels[pc][-1][1]}>:"]
        where = ""
        if isinstance(item, tuple):
            text, size = f".long 0x{item[1]:08x}", 4
        else:
            size = item.size
            try:
                text = isa.text(item)
            except DecodeError as exc:
                if warn:
                    warn(f"warning: at 0x{pc:x}: {exc}")
                word = int.from_bytes(
                    obj.text[pc - obj.text_addr : pc - obj.text_addr + 4], "little"
                )
                text, item = f".long 0x{word:08x}", None
            for op in item.form.operands if item else ():
                if op.kind == "label":
                    text, where = _with_label(isa, item, op, text, labels)
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
