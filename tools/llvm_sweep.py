"""Build the committed llvm-mc/llvm-objdump oracle data of the operand sweep
(tests/data/sweep/<arch>.txt.xz).

Run: .venv/bin/python tools/llvm_sweep.py [--jobs N] [arch ...]   (every arch of spec/archs by
default; a few minutes per arch on two cores)

The LLVM target of an arch is its spec/archs/<arch>.yaml `llvm_target`. For every instruction
form of the spec one base encoding is made (a deterministic sample line, assembled by us: it only
has to be *an* encoding, llvm decides what it means), then every field of the form's format but
the opcode and fixed bits is swept: fields of up to 9 bits through every value, wider ones
(offsets, immediates) through both ends, signed and unsigned, and the powers of two. Sources that
take a literal also get literal dwords. The encodings go through llvm-objdump in batches (each in
its own 16-byte slot of one object file, padded with s_nop, so addresses say which text is whose);
where llvm-objdump dies on an encoding, the batch is run again on a terminal (LLVM does not
buffer its output there), so the last line printed says which slot killed it; that slot is
recorded as a crash and the run resumes after it (--start-address). Each text llvm prints goes
back through llvm-mc -show-encoding. Text lines written to probe the assembler alone (operand
spellings in every position, modifier tokens after every form) go through llvm-mc too. Batches run
on every core.

Records (tab-separated; xz), grouped by the form whose sweep made them:
  F <form mnemonic>
  D <hex bytes> <llvm-objdump text | !crash> <llvm-mc of that text: = (the same bytes) | hex | !>
  A <line> <llvm-mc bytes (hex) | !>
(`!`: llvm-mc refuses it.) Only what the test needs is kept.
"""

from __future__ import annotations

import argparse
import lzma
import os
import pty
import random
import re
import subprocess
import sys
import tempfile
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import cdna_isa
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.selfcheck import sample_line

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "sweep"
BIN = "/usr/lib/llvm-22/bin"
SLOT = 16
NOP = 0xBF800000
QUIET = {"LLVM_DISABLE_SYMBOLIZATION": "1", "PATH": "/usr/bin:/bin"}  # a crash prints no symbolized trace
FULL_SWEEP_BITS = 9  # fields this wide or narrower take every value
LITERALS = [0, 1, 64, 65, 0xFFFFFFFF, 0xFFFFFFF0, 0xFFFFFFEF, 0x80000000, 0x7FFFFFFF, 0x3F800000, 0xBF800000,
            0x3E22F983, 0x3C00, 0x3C003C00, 0x3118, 0xFFFF, 0x10000, 0x12345678]  # fmt: skip
SCALAR_KINDS = ("ssrc", "sdwa_src", "soffset", "smem_offset", "lanesel", "sreg")
OBJDUMP_LINE = re.compile(r"^\s+(\S.*?)\s*//\s*([0-9A-Fa-f]+):\s*([0-9A-Fa-f ]+)")
ENCODING = re.compile(r"; encoding: \[([^\]]*)\]")
ERROR = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$", re.M)
OBJDUMP_BATCH = 4000  # encodings per llvm-objdump run
MC_BATCH = 20000  # lines per llvm-mc run (its memory grows with its input)


def llvm_target(arch: str) -> str:
    return cdna_isa.arch(arch).info["llvm_target"]


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
            if fmt["literal"] is True and any(s[0] == name and s[1] in ("src", "ssrc") for s in slot.values()):
                for lit in LITERALS:
                    variants.append(((clear | 255 << lo).to_bytes(size // 8, "little") + lit.to_bytes(4, "little"), name))
        for code, name in variants:
            if code not in seen:
                seen.add(code)
                out.append((form.mnemonic, code, f"{form.mnemonic}/{name}"))
    return out



def objdump_texts(target: str, codes: list[bytes], jobs: int) -> list[str]:
    """llvm-objdump's text of the instruction at the start of each code's slot ('!crash' where
    llvm-objdump dies on it, '!missing' where it prints nothing there)."""
    batches = [codes[i : i + OBJDUMP_BATCH] for i in range(0, len(codes), OBJDUMP_BATCH)]
    with ThreadPoolExecutor(jobs) as pool:
        return [text for texts in pool.map(lambda b: _objdump_batch(target, b), batches) for text in texts]


def _objdump_batch(target: str, codes: list[bytes]) -> list[str]:
    lines = [".text"]
    for code in codes:
        padded = code + NOP.to_bytes(4, "little") * ((SLOT - len(code)) // 4)
        lines.append(".long " + ", ".join(f"0x{int.from_bytes(padded[i:i + 4], 'little'):08x}" for i in range(0, SLOT, 4)))
    with tempfile.TemporaryDirectory() as tmp:
        obj = f"{tmp}/sweep.o"
        subprocess.run([f"{BIN}/llvm-mc", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj", "-o", obj],
                       input="\n".join(lines) + "\n", text=True, check=True)  # fmt: skip
        cmd = [f"{BIN}/llvm-objdump", "-d", f"--mcpu={target}", "--disassembler-color=off", obj]
        res = subprocess.run(cmd, capture_output=True, text=True, check=False, env=QUIET)
        at: dict[int, str] = {}
        crashed: set[int] = set()
        if res.returncode == 0:
            at, _ = _objdump_lines(res.stdout)
        else:  # again on a terminal, resuming after each slot it dies on
            start = 0
            while start < len(codes):
                out, status = _run_on_terminal([*cmd, f"--start-address={SLOT * start}"])
                found, end = _objdump_lines(out)
                at.update(found)
                if status == 0:
                    break
                if status > 0 and status != 139:
                    raise RuntimeError(f"llvm-objdump failed ({status}) on a batch")
                slot = max(end, SLOT * start) // SLOT  # the slot of the first address not printed
                crashed.add(slot)
                start = slot + 1
    return ["!crash" if i in crashed else at.get(SLOT * i, "!missing") for i in range(len(codes))]


def _objdump_lines(out: str) -> tuple[dict[int, str], int]:
    """(address -> instruction text, the address after the last instruction printed)."""
    at: dict[int, str] = {}
    end = 0
    for line in out.splitlines():
        m = OBJDUMP_LINE.match(line)
        if m:
            addr = int(m.group(2), 16)
            at[addr] = m.group(1)
            end = addr + len(m.group(3).replace(" ", "")) // 2
    return at, end


def _run_on_terminal(cmd: list[str]) -> tuple[str, int]:
    """(output, exit status or -signal) of a command whose stdout is a pseudo-terminal: LLVM's
    stdout is unbuffered there, so a crash loses nothing printed before it."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=slave, stderr=subprocess.DEVNULL, env=QUIET)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 1 << 16)
        except OSError:  # EIO: the other end is closed
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    return b"".join(chunks).decode(errors="replace").replace("\r", ""), proc.wait()


def mc_assemble(target: str, lines: list[str], jobs: int) -> list[str]:
    """llvm-mc's encoding (hex) of each line, or '!' where it refuses the line."""
    batches = [lines[i : i + MC_BATCH] for i in range(0, len(lines), MC_BATCH)]
    with ThreadPoolExecutor(jobs) as pool:
        return [a for answers in pool.map(lambda b: _mc_batch(target, b), batches) for a in answers]


def _mc_batch(target: str, lines: list[str]) -> list[str]:
    res = subprocess.run([f"{BIN}/llvm-mc", "-arch=amdgcn", f"-mcpu={target}", "-show-encoding"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True, check=False, env=QUIET)  # fmt: skip
    if res.returncode < 0 or "Stack dump" in res.stderr:  # llvm-mc died on one of them: halve
        if len(lines) == 1:
            return ["!"]
        half = len(lines) // 2
        return _mc_batch(target, lines[:half]) + _mc_batch(target, lines[half:])
    errors = {int(m.group(1)) for m in ERROR.finditer(res.stderr)}
    encs = iter(ENCODING.findall(res.stdout))
    out = []
    for i in range(1, len(lines) + 1):
        if i in errors:
            out.append("!")
        else:
            enc = next(encs)
            out.append("".join(f"{int(b, 16):02x}" for b in enc.split(",")) if enc else "")
    return out


def build(arch: str, jobs: int) -> Path:
    """Write the arch's records."""
    isa = cdna_isa.arch(arch)
    target = isa.info["llvm_target"]
    t0 = time.time()
    records = word_records(isa, arch)
    texts = objdump_texts(target, [c for _, c, _ in records], jobs)
    t1 = time.time()
    unique = sorted({t for t in texts if not t.startswith((".", "!"))})
    reasm = dict(zip(unique, mc_assemble(target, unique, jobs)))
    lines = text_lines(isa, arch)
    answers = mc_assemble(target, [t for _, t in lines], jobs)
    t2 = time.time()
    by_form: dict[str, list[str]] = {}
    for (name, code, _), text in zip(records, texts):
        again = reasm.get(text, "!") if not text.startswith((".", "!")) else "-"
        by_form.setdefault(name, []).append(f"D\t{code.hex()}\t{text}\t{'=' if again == code.hex() else again}\n")
    for (name, line), answer in zip(lines, answers):
        by_form.setdefault(name, []).append(f"A\t{line}\t{answer}\n")
    path = OUT / f"{arch}.txt.xz"
    OUT.mkdir(parents=True, exist_ok=True)
    with lzma.open(path, "wt", preset=9 | lzma.PRESET_EXTREME) as f:
        f.write(f"# llvm-mc/llvm-objdump 22 ({target}) answers; regenerate with tools/llvm_sweep.py\n")
        for name, recs in by_form.items():
            f.write(f"F\t{name}\n")
            f.writelines(recs)
    crashes = texts.count("!crash")
    print(f"{arch}: {len(records)} encodings ({crashes} crash llvm), {len(lines)} text lines -> {path}"
          f" (llvm-objdump {t1 - t0:.0f} s, llvm-mc {t2 - t1:.0f} s)")  # fmt: skip
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("archs", nargs="*", help="default: every arch of spec/archs")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="LLVM processes at once")
    args = parser.parse_args()
    archs = args.archs or sorted(p.stem for p in (ROOT / "spec" / "archs").glob("*.yaml"))
    for arch in archs:
        build(arch, args.jobs)


if __name__ == "__main__":
    sys.exit(main())
