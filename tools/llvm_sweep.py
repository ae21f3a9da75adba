"""Build the committed llvm-mc 22 oracle data of the operand sweep (tests/data/sweep/<arch>.tsv.gz).

Run: .venv/bin/python tools/llvm_sweep.py [--text-only] [cdna2 cdna3 cdna4]   (15-20 minutes per arch,
most of it finding the encodings llvm-objdump crashes on; --text-only redoes the text lines only)

For every instruction form of the spec one base encoding is made (a deterministic sample line,
assembled by us: it only has to be *an* encoding, llvm decides what it means), then every field
of the form's format but the opcode and fixed bits is swept: fields of up to 9 bits through every
value, wider ones (offsets, immediates) through both ends, signed and unsigned, and the powers of
two. Sources that take a literal also get literal dwords. Each encoding goes through llvm-objdump
(in its own 16-byte slot of an object file, padded with s_nop, so addresses say which text is
whose), and each text llvm prints goes back through llvm-mc -show-encoding. Text lines written
to probe the assembler alone (constant spellings under every operand type, modifiers, offsets at
and past both ends, aliases, scalar immediates) go through llvm-mc -show-encoding too.

Record lines (tab-separated, gzip):
  D <form> <hex bytes> <llvm-objdump text> <llvm-mc bytes of that text | !error>
  A <form> <line> <llvm-mc bytes | !error>
"""

from __future__ import annotations

import gzip
import random
import re
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

import cdna_isa
from cdna_isa.runtime.isa import AsmError
from cdna_isa.runtime.selfcheck import sample_line

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "sweep"
BIN = "/usr/lib/llvm-22/bin"
TARGETS = {"cdna2": "gfx90a", "cdna3": "gfx942", "cdna4": "gfx950"}
SLOT = 16
NOP = 0xBF800000
QUIET = {"LLVM_DISABLE_SYMBOLIZATION": "1", "PATH": "/usr/bin:/bin"}  # a crash prints no symbolized trace
FULL_SWEEP_BITS = 9  # fields this wide or narrower take every value
LITERALS = [0, 1, 64, 65, 0xFFFFFFFF, 0xFFFFFFF0, 0xFFFFFFEF, 0x80000000, 0x7FFFFFFF, 0x3F800000, 0xBF800000,
            0x3E22F983, 0x3C00, 0x3C003C00, 0x3118, 0xFFFF, 0x10000, 0x12345678]  # fmt: skip
SCALAR_KINDS = ("ssrc", "sdwa_src", "soffset", "smem_offset", "lanesel", "sreg")
OBJDUMP_LINE = re.compile(r"^\s+(\S.*?)\s*//\s*([0-9A-Fa-f]+):")
ENCODING = re.compile(r"; encoding: \[([^\]]*)\]")
ERROR = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$", re.M)


def edge_values(bits: int) -> list[int]:
    """Both ends of a wide field, read unsigned and signed, and every power of two."""
    top = (1 << bits) - 1
    vals = {0, 1, 2, 3, 4, top, top - 1, top >> 1, (top >> 1) + 1, (top >> 1) - 1}
    vals |= {1 << k for k in range(bits)} | {top ^ (1 << k) for k in range(bits)}
    return sorted(v & top for v in vals)


def field_subset(bits: int, scalar: bool) -> list[int]:
    """The values of a register field every form gets (the first form of each operand class gets
    them all): every special and constant code, the ends of each register range."""
    ends = [0, 1, 2, 3, 4, 5, 6, 7]
    if bits == 9:
        return ends + [100, 101, *range(102, 256), 256, 257, 258, 259, 260, 261, 508, 509, 510, 511]
    if bits == 8:
        return ends + ([100, 101, *range(102, 256)] if scalar else list(range(248, 256)))
    if bits == 7:
        return ends + list(range(96, 128))
    return list(range(1 << bits))


def field_class(form, fmt: dict, name: str) -> tuple:
    """What llvm's reading of a field can depend on, as far as the spec knows: the format, the
    operands encoded in it (kind, type, constants, modifiers, width) and the instruction's flags."""
    ops = tuple((o.kind, o.type, o.constants, o.mods, str(o.width_by)) for o in form.operands if o.field == name)
    return (form.fmt, name, ops, tuple(sorted(form.instr.flags)))


def base_line(isa, form) -> tuple[str, bytes] | tuple[None, None]:
    """A deterministic line of `form` and its encoding, without a literal (the first sample line
    we encode; it only has to be an encoding: llvm says what it means)."""
    rnd = random.Random(zlib.crc32(form.mnemonic.encode()))
    size = isa.formats[form.fmt]["size"] // 8
    for _ in range(200):
        line = sample_line(isa, form, rnd)
        try:
            code = isa.assemble(line)
        except AsmError:
            continue
        if len(code) == size or (len(code) == size + 4 and "literal_required" in form.instr.flags):
            return line, code
    return None, None


def base_encoding(isa, form) -> bytes | None:
    return base_line(isa, form)[1]


# Operand spellings put in every operand position of every form's base line: registers of every
# file, width and alignment, every named special, constants (inline, literal, out of range, in
# every spelling llvm takes), source modifiers on each kind of operand.
SPELLINGS = """s0 s1 s101 s102 s[0:1] s[1:2] s[100:101] s[0:3] s[2:5] s[0:7] v0 v1 v255 v[0:1] v[1:2] v[254:255]
v[0:3] v[1:4] v[0:5] a0 a1 a[0:1] a[1:2] a[0:3] vcc vcc_lo vcc_hi exec exec_lo exec_hi m0 flat_scratch
flat_scratch_lo flat_scratch_hi xnack_mask xnack_mask_lo ttmp0 ttmp15 ttmp[0:1] ttmp[2:3] src_scc scc src_vccz
vccz src_execz src_shared_base shared_base src_shared_limit src_private_base src_private_limit
src_pops_exiting_wave_id lds_direct src_lds_direct null off 0 1 -1 7 64 65 -16 -17 0.5 -0.5 1.0 -4.0 4.0
0.15915494 0.15915494309189532 0.1591549 0x3f800000 0x3c00 0x3118 0x3e22f983 0x3fc45f306dc9c882 0xffffffff
0xffff 0xfff0 0xffffffff00000000 0x12345678 0x1ffff 0x7fff 0x8000 -32768 -32769 65535 65536 0x100000000
-1e400 1e400 1.5 -0.0 1e-8 lit(1) lit(0x3f800000) lit(1.0) -v1 |v1| -|v1| neg(v1) abs(v1) sext(v1)
-v[0:1] |v[0:1]| -s0 |s0| -s[0:1] -1.0 neg(1.0) neg(-1.0) abs(-2.0) |0.5| -|-0.5| -flat_scratch_lo
-flat_scratch -vcc -vcc_lo -m0 -exec -src_scc |src_vccz| -ttmp0 sext(-1) sext(s0) sext(0x12345678)""".split()
# Modifier tokens appended to every form's base line (each alone): output modifiers, cache bits,
# offsets at and past the ends of every width, DPP/SDWA/VOP3P/MFMA controls on every form.
MODIFIERS = """clamp mul:2 mul:4 div:2 gds glc slc scc sc0 sc1 nt lds tfe offen idxen offset:0 offset:-1 offset:7
offset:4095 offset:4096 offset:-4096 offset:-4097 offset:65535 offset:65536 offset:0xfffff offset:0x100000
offset:-0x100000 offset:-0x100001 offset0:255 offset1:256 op_sel:[0,0] op_sel:[1,1] op_sel:[1,1,1,1]
op_sel:[0,0,0,0,0] op_sel_hi:[0,0] op_sel_hi:[1,1,1] neg_lo:[1,0] neg_hi:[0,1,1] quad_perm:[1,1,1,1]
row_shl:1 row_newbcast:1 row_share:1 wave_ror:1 bound_ctrl:0 bound_ctrl:1 fi:1 row_mask:0x0 bank_mask:0x3
dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_3 cbsz:1 abid:1 blgp:7 cbsz:4 blgp:8
neg:[1,0,0] dmask:0x3 unorm da d16 a16 lwe format:1 format:[BUF_NUM_FORMAT_FLOAT] bitop3:0x1ff""".split()


def _split_line(form, line: str) -> tuple[list[str], list[str]]:
    """(operand texts, modifier tokens) of a sample line (operands joined by ', ')."""
    rest = line[len(form.mnemonic) :].strip()
    if not form.operands:
        return [], rest.split()
    parts = rest.split(", ")
    last = parts[-1].split(" ")
    return parts[:-1] + last[:1], last[1:]


def text_lines(isa, arch: str) -> list[tuple[str, str]]:
    """(form mnemonic, line): each form's base line with every operand replaced by every
    spelling in turn, and with each modifier token appended."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for form in sorted(isa.forms, key=lambda f: (f.fmt, f.mnemonic)):
        line, _ = base_line(isa, form)
        if line is None:
            continue
        ops, mods = _split_line(form, line)
        candidates = [line] + [f"{line} {m}" for m in MODIFIERS]
        for i in range(len(ops)):
            for sp in SPELLINGS:
                new = ops[:i] + [sp] + ops[i + 1 :]
                candidates.append(" ".join([form.mnemonic + " " + ", ".join(new), *mods]))
        for cand in candidates:
            if cand not in seen:
                seen.add(cand)
                out.append((form.mnemonic, cand))
    return out


def word_records(isa, arch: str) -> list[tuple[str, bytes, str]]:
    """(form mnemonic, encoding, the field it sweeps) for every form, deduplicated."""
    out: list[tuple[str, bytes, str]] = []
    seen: set[bytes] = set()
    classes: set[tuple] = set()
    for form in sorted(isa.forms, key=lambda f: (f.fmt, f.mnemonic)):
        base = base_encoding(isa, form)
        if base is None:
            print(f"{arch}: no base encoding for {form.mnemonic} ({form.fmt})", file=sys.stderr)
            continue
        fmt = isa.formats[form.fmt]
        size = fmt["size"]
        word = int.from_bytes(base[: size // 8], "little")
        tail = base[size // 8 :]  # a mandatory literal
        fixed = set(fmt["fixed"]) | set(form.extra_fixed) | {"OP", "OPM", "ENCODING", "LITERAL"}
        variants: list[tuple[bytes, str]] = [(base, "")]
        for name, (hi, lo) in sorted(fmt["fields"].items()):
            if name in fixed or hi >= size:
                continue
            bits = hi - lo + 1
            key = field_class(form, fmt, name)
            if bits > FULL_SWEEP_BITS:
                values = edge_values(bits)
            elif key in classes:
                scalar = any(o.kind in SCALAR_KINDS for o in form.operands if o.field == name)
                values = field_subset(bits, scalar)
            else:
                values = range(1 << bits)
            classes.add(key)
            clear = word & ~(((1 << bits) - 1) << lo)
            for v in values:
                variants.append(((clear | v << lo).to_bytes(size // 8, "little") + tail, name))
            slot = fmt["slots"]
            if fmt["literal"] and any(s[0] == name and s[1] in ("src", "ssrc") for s in slot.values()):
                for lit in LITERALS:
                    variants.append(((clear | 255 << lo).to_bytes(size // 8, "little") + lit.to_bytes(4, "little"), name))
        for code, name in variants:
            if code not in seen:
                seen.add(code)
                out.append((form.mnemonic, code, f"{form.mnemonic}/{name}"))
    return out


CHUNK = 4000


def objdump_texts(arch: str, codes: list[bytes], groups: list[str]) -> list[str]:
    """llvm-objdump's text of the instruction at the start of each code's slot; '!crash' for an
    encoding llvm dies on. A chunk that crashes is split into its groups (one form's sweep of one
    field), each checked with llvm-mc's disassembler, and a group that crashes into its codes."""
    out: list[str] = []
    for i in range(0, len(codes), CHUNK):
        chunk, names = codes[i : i + CHUNK], groups[i : i + CHUNK]
        try:
            out += _objdump_once(arch, chunk)
            continue
        except subprocess.CalledProcessError:
            pass
        crashing: set[int] = set()
        start = 0
        for k in range(1, len(chunk) + 1):
            if k == len(chunk) or names[k] != names[start]:
                crashing |= set(_crashes(arch, chunk[start:k], start))
                start = k
        rest = [c for j, c in enumerate(chunk) if j not in crashing]
        texts = iter(_objdump_halving(arch, rest))
        out += ["!crash" if j in crashing else next(texts) for j in range(len(chunk))]
    return out


def _objdump_halving(arch: str, codes: list[bytes]) -> list[str]:
    """llvm-objdump's texts; where it dies on an encoding llvm-mc takes, found by halving."""
    try:
        return _objdump_once(arch, codes)
    except subprocess.CalledProcessError:
        if len(codes) == 1:
            return ["!crash"]
        half = len(codes) // 2
        return _objdump_halving(arch, codes[:half]) + _objdump_halving(arch, codes[half:])


def _crashes(arch: str, codes: list[bytes], first: int) -> list[int]:
    """Indices (from `first`) of the codes llvm-mc's disassembler dies on, by halving."""
    if not _mc_dies(arch, codes):
        return []
    if len(codes) == 1:
        return [first]
    half = len(codes) // 2
    return _crashes(arch, codes[:half], first) + _crashes(arch, codes[half:], first + half)


def _mc_dies(arch: str, codes: list[bytes]) -> bool:
    text = "\n".join(",".join(f"0x{b:02x}" for b in c) for c in codes) + "\n"
    res = subprocess.run([f"{BIN}/llvm-mc", "-arch=amdgcn", f"-mcpu={TARGETS[arch]}", "--disassemble"],
                         input=text, capture_output=True, text=True, check=False, env=QUIET)  # fmt: skip
    return res.returncode != 0 and ("Stack dump" in res.stderr or res.returncode < 0)


def _objdump_once(arch: str, codes: list[bytes]) -> list[str]:
    lines = [".text"]
    for code in codes:
        padded = code + NOP.to_bytes(4, "little") * ((SLOT - len(code)) // 4)
        lines.append(".long " + ", ".join(f"0x{int.from_bytes(padded[i:i + 4], 'little'):08x}" for i in range(0, SLOT, 4)))
    with tempfile.TemporaryDirectory() as tmp:
        obj = f"{tmp}/sweep.o"
        subprocess.run([f"{BIN}/llvm-mc", "-triple=amdgcn-amd-amdhsa", f"-mcpu={TARGETS[arch]}", "-filetype=obj", "-o", obj],
                       input="\n".join(lines) + "\n", text=True, check=True)  # fmt: skip
        res = subprocess.run([f"{BIN}/llvm-objdump", "-d", f"--mcpu={TARGETS[arch]}", obj], capture_output=True, text=True, check=True, env=QUIET)
    at: dict[int, str] = {}
    for line in res.stdout.splitlines():
        m = OBJDUMP_LINE.match(line)
        if m:
            at[int(m.group(2), 16)] = m.group(1)
    return [at.get(SLOT * i, "!missing") for i in range(len(codes))]


def mc_assemble(arch: str, lines: list[str]) -> list[str]:
    """llvm-mc's encoding (hex) of each line, or '!' and its first error message."""
    res = subprocess.run([f"{BIN}/llvm-mc", "-arch=amdgcn", f"-mcpu={TARGETS[arch]}", "-show-encoding"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)  # fmt: skip
    errors: dict[int, str] = {}
    for m in ERROR.finditer(res.stderr):
        errors.setdefault(int(m.group(1)), f"!{m.group(2)}: {m.group(3)}")
    encs = iter(ENCODING.findall(res.stdout))
    out = []
    for i, line in enumerate(lines, 1):
        if i in errors:
            out.append(errors[i])
        elif line.startswith(".") or not line.strip():
            out.append("!directive")
        else:
            enc = next(encs)
            out.append("".join(f"{int(b, 16):02x}" for b in enc.split(",")) if enc else "")
    return out


def build(arch: str, text_only: bool = False) -> Path:
    """Write the arch's records; text_only keeps the D records of the existing file."""
    isa = cdna_isa.arch(arch)
    path = OUT / f"{arch}.tsv.gz"
    if text_only:
        with gzip.open(path, "rt") as f:
            words = [line for line in f if line.startswith("D\t")]
    else:
        records = word_records(isa, arch)
        texts = objdump_texts(arch, [c for _, c, _ in records], [g for *_, g in records])
        unique = sorted({t for t in texts if not t.startswith((".", "!"))})
        reasm = dict(zip(unique, mc_assemble(arch, unique)))
        words = [f"D\t{name}\t{code.hex()}\t{text}\t{reasm.get(text, '!')}\n" for (name, code, _), text in zip(records, texts)]
    lines = text_lines(isa, arch)
    answers = []
    for i in range(0, len(lines), 50000):  # llvm-mc's memory grows with its input
        answers += mc_assemble(arch, [t for _, t in lines[i : i + 50000]])
    OUT.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt", compresslevel=9) as f:
        f.write("# llvm-mc/llvm-objdump 22 answers; regenerate with tools/llvm_sweep.py\n")
        f.writelines(words)
        for (name, line), ref in zip(lines, answers):
            f.write(f"A\t{name}\t{line}\t{ref}\n")
    print(f"{arch}: {len(words)} encodings, {len(lines)} text lines -> {path}")
    return path


if __name__ == "__main__":
    only_text = "--text-only" in sys.argv
    for a in [a for a in sys.argv[1:] if not a.startswith("--")] or sorted(TARGETS):
        build(a, only_text)
