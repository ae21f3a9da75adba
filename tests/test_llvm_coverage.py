"""Coverage against llvm-mc 22: sweep every opcode value of every microcode format through
llvm-mc's disassembler on gfx90a and gfx950. Each opcode llvm-mc decodes must be an
instruction form of the spec with that opcode and name, and each form of the spec must be
one llvm-mc decodes: 100% both ways, per format the spec covers."""

from __future__ import annotations

import re
import subprocess
import tempfile

import cdna_isa
import pytest

from . import llvm

# Operand fields filled with ordinary registers so that every opcode has a chance to decode;
# formats that fix more bits (SEG, IMM) get them here too. Values are per field name.
FILLER = {
    "SOP2": {"SDST": 4, "SSRC0": 2, "SSRC1": 6},
    "SOPK": {"SDST": 4, "SIMM16": 5},
    "SOP1": {"SDST": 4, "SSRC0": 2},
    "SOPC": {"SSRC0": 2, "SSRC1": 6},
    "SOPP": {"SIMM16": 0},
    "VOP2": {"VDST": 4, "SRC0": 257, "VSRC1": 2},
    "VOP1": {"VDST": 4, "SRC0": 258},
    "VOPC": {"SRC0": 257, "VSRC1": 2},
    "VOP3A": {"VDST": 4, "SRC0": 258, "SRC1": 260, "SRC2": 262},
    "SMEM": {"SDATA": 4, "SBASE": 2, "IMM": 1, "OFFSET": 8},
    "DS": {"ADDR": 2, "DATA0": 6},
    "MUBUF": {"VDATA": 4, "VADDR": 2, "SRSRC": 1, "SOFFSET": 128, "OFFEN": 1},
    "MTBUF": {"VDATA": 4, "VADDR": 2, "SRSRC": 1, "SOFFSET": 128, "OFFEN": 1},
    "FLAT": {"VDST": 4, "ADDR": 2, "DATA": 6},
    # dmask:0x3 is valid for every image opcode (atomics take 0x1/0x3, compare-swap 0x3/0xf)
    "MIMG": {"VDATA": 0, "VADDR": 4, "SRSRC": 2, "DMASK": 3},
    "GLOBAL": {"VDST": 4, "ADDR": 2, "DATA": 6, "SADDR": 0x7F},
    "SCRATCH": {"VDST": 4, "ADDR": 2, "DATA": 6, "SADDR": 0x7F},
    "SDWA": {"VDST": 4, "VSRC1": 2, "SRC0_REG": 1, "DST_SEL": 6, "SRC0_SEL": 6, "SRC1_SEL": 6},
    "SDWA_VOP1": {"VDST": 4, "SRC0_REG": 1, "DST_SEL": 6, "SRC0_SEL": 6},
    "SDWAB": {"VSRC1": 2, "SRC0_REG": 1, "SRC0_SEL": 6, "SRC1_SEL": 6},
    "DPP": {"VDST": 4, "VSRC1": 2, "SRC0_REG": 2, "DPP_CTRL": 0xE4, "ROW_MASK": 15, "BANK_MASK": 15},
    "DPP_VOP1": {"VDST": 4, "SRC0_REG": 2, "DPP_CTRL": 0xE4, "ROW_MASK": 15, "BANK_MASK": 15},
    # VOP3P and VOP3P_MAI share one opcode space: swept once, compared with both formats' forms
    "VOP3P": {"VDST": 16, "SRC0": 258, "SRC1": 260, "SRC2": 264, "OPSEL_HI": 3, "OPSEL_HI2": 1},
}
# opcode values beyond these belong to other formats sharing the prefix (SOP1/SOPC/SOPP words
# start 0b101111101..., VOPC and VOP1 words 0b0111110 / 0b0111111)
OP_LIMIT = {"SOP2": 96, "SOPK": 29, "VOP2": 62, "SDWA": 62, "DPP": 62}
# llvm-mc refuses an encoding whose unused register fields are not zero, so opcodes that do
# not decode with FILLER are retried with each of these field sets in turn
ALTERNATIVES = {
    "DS": [{"ADDR": 2, "VDST": 4}, {"ADDR": 2, "DATA0": 6, "VDST": 4}, {"ADDR": 2, "DATA0": 6, "DATA1": 8},
           {"ADDR": 2, "DATA0": 6, "DATA1": 8, "VDST": 4}, {"VDST": 4}, {"ADDR": 2}, {},
           {"ADDR": 2, "GDS": 1}, {"GDS": 1}],  # the ds_gws_* ops need the GDS bit
    "SMEM": [{"SBASE": 2, "IMM": 1, "OFFSET": 8}, {"SDATA": 4}, {}],
    "FLAT": [{"VDST": 4, "ADDR": 2}, {"ADDR": 2, "DATA": 6}, {"VDST": 4, "ADDR": 2, "DATA": 6}],
    "GLOBAL": [{"VDST": 4, "ADDR": 2, "SADDR": 0x7F}, {"ADDR": 2, "DATA": 6, "SADDR": 0x7F}, {"SADDR": 0x7F}],
    "SCRATCH": [{"VDST": 4, "ADDR": 2, "SADDR": 0x7F}, {"ADDR": 2, "DATA": 6, "SADDR": 0x7F}, {"VDST": 4, "SADDR": 2}, {"DATA": 6, "SADDR": 2}],
    "MUBUF": [{"VADDR": 2, "SRSRC": 1, "SOFFSET": 128, "OFFEN": 1}, {"VDATA": 4, "SRSRC": 1, "SOFFSET": 128}, {"SRSRC": 1, "SOFFSET": 128, "LDS": 1}],
    "MTBUF": [{"VADDR": 2, "SRSRC": 1, "SOFFSET": 128, "OFFEN": 1}, {"VDATA": 4, "SRSRC": 1, "SOFFSET": 128}],
    "VOP1": [{"VDST": 4}, {}],
    # image_sample needs a sampler; the others need SSAMP = 0
    "MIMG": [{"VDATA": 0, "VADDR": 4, "SRSRC": 2, "SSAMP": 4, "DMASK": 3}],
    "DPP_VOP1": [{"DPP_CTRL": 0xE4, "ROW_MASK": 15, "BANK_MASK": 15}],
    "VOP3A": [{"VDST": 4, "SRC0": 258, "SRC1": 260}, {"VDST": 4, "SRC0": 258}, {"SRC0": 258, "SRC1": 260}, {}],
    # OPSEL_HI2 is bit 14, the top bit of a MAI word's ABID, which the f8f6f4 MFMAs need clear;
    # v_mfma_ld_scale_b32 has no destination and needs VDST clear
    "VOP3P": [{"VDST": 16, "SRC0": 258, "SRC1": 260, "SRC2": 264}, {"SRC0": 258, "SRC1": 260, "OPSEL_HI": 3, "OPSEL_HI2": 1}],
}  # fmt: skip
# the VOP3 opcode space also holds the _e64 forms of VOPC (0-0xff), VOP2 (0x100-0x13f), VOP1 (0x140-0x1bf)
SUFFIX = re.compile(r"_(e32|e64|sdwa|dpp)$")


def _word(fmt: dict, values: dict[str, int]) -> int:
    word = 0
    for name, value in values.items():
        hi, lo = fmt["fields"][name]
        word |= (value & ((1 << (hi - lo + 1)) - 1)) << lo
    return word


SLOT = 16  # bytes per candidate: its words, a literal dword, then s_nop padding
NOP = 0xBF800000
OBJDUMP_LINE = re.compile(r"^\s+(\S+).*//\s*([0-9A-Fa-f]+):")


def _disassemble(arch: str, words: list[bytes]) -> list[str | None]:
    """llvm's mnemonic for each encoding (None where it decodes nothing). Each candidate sits in
    its own 16-byte slot of an object file, so llvm-objdump's addresses say which is which."""
    lines = [".text"]
    for w in words:
        padded = w + (0x3F800000).to_bytes(4, "little")
        padded += NOP.to_bytes(4, "little") * ((SLOT - len(padded)) // 4)
        lines += [f".long 0x{int.from_bytes(padded[i:i + 4], 'little'):08x}" for i in range(0, SLOT, 4)]
    with tempfile.TemporaryDirectory() as tmp:
        obj = f"{tmp}/sweep.o"
        subprocess.run([llvm.require(), "-triple=amdgcn-amd-amdhsa", f"-mcpu={llvm.TARGETS[arch]}", "-filetype=obj", "-o", obj],
                       input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)  # fmt: skip
        res = subprocess.run([llvm.require("llvm-objdump"), "-d", f"--mcpu={llvm.TARGETS[arch]}", obj],
                             capture_output=True, text=True, check=True)  # fmt: skip
    at: dict[int, str] = {}
    for line in res.stdout.splitlines():
        m = OBJDUMP_LINE.match(line)
        if m:
            at[int(m.group(2), 16)] = m.group(1)
    out: list[str | None] = []
    for i in range(len(words)):
        name = at.get(SLOT * i)
        out.append(None if name is None or name.startswith(".") or name.startswith("<") else name)
    return out


def _sweep(arch: str, isa, fmt_name: str, lo: int = 0, hi: int | None = None) -> dict[int, str]:
    """llvm-mc's mnemonic per opcode value; MIMG's opcode is OPM (bit 7) above OP."""
    fmt = isa.formats[fmt_name]
    op_hi, op_lo = fmt["fields"]["OP"]
    op_bits = op_hi - op_lo + 1
    top = "OPM" if "OPM" in fmt["fields"] else None
    hi = (1 << (op_bits + (top is not None))) if hi is None else hi
    nbytes = fmt["size"] // 8
    names: list[str | None] = [None] * (hi - lo)
    for filler in [FILLER[fmt_name], *ALTERNATIVES.get(fmt_name, [])]:
        todo = [i for i, n in enumerate(names) if n is None]
        if not todo:
            break
        values = {**fmt["fixed"], **filler}
        opcode = [lo + i for i in todo]
        words = [_word(fmt, {**values, "OP": op, **({top: op >> op_bits} if top else {})}).to_bytes(nbytes, "little") for op in opcode]
        for i, name in zip(todo, _disassemble(arch, words)):
            names[i] = name
    return {lo + i: SUFFIX.sub("", n) for i, n in enumerate(names) if n is not None}


def _spec_forms(isa, fmt_name: str) -> dict[int, str]:
    fmts = ("VOP3P", "VOP3P_MAI") if fmt_name == "VOP3P" else (fmt_name,)
    return {f.opcode: f.instr.mnemonic for f in isa.forms if f.fmt in fmts}


COVERED = [f for f in FILLER if f not in ("VOP3A", "VOP3P")]
CDNA2_ONLY = ("MIMG",)  # formats llvm-mc decodes nothing of on gfx950: swept there too, must stay empty

# Opcodes llvm-mc decodes that the spec does not model yet, each with its reason. The test
# requires these to be missing (so the list shrinks as the spec grows) and everything else exact.
KNOWN_GAPS = {
    **{(a, "DPP_VOP1", 53): "v_clrexcp: llvm-mc decodes a DPP form that its assembler rejects" for a in ("cdna2", "cdna3", "cdna4")},
}
VOP3P_GAP = "the VOP3A sweep's top range is the VOP3P opcode space, covered by test_vop3p_and_matrix_opcodes"


def _check(arch: str, fmt_name: str, theirs: dict[int, str], ours: dict[int, str], gap=lambda op: None) -> None:
    missing = {op: n for op, n in theirs.items() if ours.get(op) != n}
    unexplained = {op: n for op, n in missing.items() if not ((arch, fmt_name, op) in KNOWN_GAPS or gap(op))}
    stale = sorted(op for (a, f, op) in KNOWN_GAPS if a == arch and f == fmt_name and op in theirs and ours.get(op) == theirs[op])
    extra = {op: n for op, n in ours.items() if op not in theirs}
    assert not unexplained, f"{fmt_name} on {arch}: llvm-mc decodes these, the spec lacks them or names them otherwise: {unexplained}"
    assert not stale, f"{fmt_name} on {arch}: now in the spec, drop them from KNOWN_GAPS: {stale}"
    assert not extra, f"{fmt_name} on {arch}: the spec has opcodes llvm-mc does not decode: {extra}"


@pytest.mark.parametrize("fmt_name", COVERED)
@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_every_opcode_llvm_decodes_is_in_the_spec(arch, fmt_name):
    isa = cdna_isa.arch(arch)
    ours = _spec_forms(isa, fmt_name)
    if not ours and fmt_name not in CDNA2_ONLY:
        pytest.xfail(f"{fmt_name} has no instructions in the spec yet")
    theirs = _sweep(arch, isa, fmt_name, hi=OP_LIMIT.get(fmt_name))
    _check(arch, fmt_name, theirs, ours)


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_every_vop3_opcode_is_a_native_or_promoted_form(arch):
    isa = cdna_isa.arch(arch)
    theirs = _sweep(arch, isa, "VOP3A")
    ours = {f.opcode: f.instr.mnemonic for f in isa.forms if f.fmt in ("VOP3A", "VOP3B")}
    native = {f.opcode for f in isa.forms if f.fmt in ("VOP3A", "VOP3B") and not f.variant}
    if not native:
        pytest.xfail("no native VOP3 instruction in the spec yet")
    _check(arch, "VOP3A", theirs, ours, gap=lambda op: VOP3P_GAP if op >= 0x380 else None)


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_vop3p_and_matrix_opcodes(arch):
    isa = cdna_isa.arch(arch)
    theirs = _sweep(arch, isa, "VOP3P")
    _check(arch, "VOP3P", theirs, _spec_forms(isa, "VOP3P"))


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_scaled_mfma_opcodes(arch):
    """VOP3PX2: a v_mfma_ld_scale_b32 word, then every OP value of a MAI word with ABID = 1. Where
    the pair is no instruction llvm-mc decodes the first word alone (v_mfma_ld_scale_b32 on gfx950,
    nothing on gfx90a): those are not opcodes of the format."""
    isa = cdna_isa.arch("cdna4")  # the format's layout; gfx90a must decode none of them
    fmt = isa.formats["VOP3PX2"]
    filler = {**fmt["fixed"], "SCALE_SRC0": 260, "SCALE_SRC1": 261, "SRC0": 256, "SRC1": 264, "SRC2": 256, "ACC_CD": 1}
    words = [_word(fmt, {**filler, "OP": op}).to_bytes(16, "little") for op in range(128)]
    names = _disassemble(arch, words)
    theirs = {op: n for op, n in enumerate(names) if n is not None and n != "v_mfma_ld_scale_b32"}
    ours = _spec_forms(cdna_isa.arch(arch), "VOP3PX2")
    if arch == "cdna4":
        assert len(ours) == 2 and set(theirs) == {45, 46}, theirs
    _check(arch, "VOP3PX2", theirs, ours)


def test_mimg_instructions_are_in_the_spec():
    """gfx90a's 25 image opcodes (MI200 13.6.1 Table 91); none on gfx950."""
    assert len(_spec_forms(cdna_isa.arch("cdna2"), "MIMG")) == 25
    assert not _spec_forms(cdna_isa.arch("cdna4"), "MIMG")
