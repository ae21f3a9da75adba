"""Oracle: llvm-mc 22, live. Every value of the 16-bit immediates that carry structure (s_sendmsg
messages, s_waitcnt counters, hwreg() of s_getreg/s_setreg, s_set_gpr_idx_mode's mask, and the
plain s_setprio / s_sleep numbers): all 65,536 words disassemble to llvm's text, and llvm's text
assembles with us to the bytes llvm-mc gives it, or is refused by both. The sweep of
tests/test_llvm_sweep.py samples wide fields at their ends and powers of two; these fields are
swept whole because their printers have many cases (message names valid only with some operations
and streams, counters printed only when not at their maximum)."""

from __future__ import annotations

import struct

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError

from . import llvm

# (mnemonic, the word with SIMM16 = 0, archs): the word's other fields name a valid instruction
FIELDS = [
    ("s_sendmsg", 0xBF900000, ("cdna2", "cdna3", "cdna4")),
    ("s_waitcnt", 0xBF8C0000, ("cdna2", "cdna3", "cdna4")),
    ("s_getreg_b32", 0xB8800000, ("cdna2", "cdna3", "cdna4")),  # s_getreg_b32 s0, hwreg(...)
    ("s_set_gpr_idx_mode", 0xBF9D0000, ("cdna4",)),
    ("s_setprio", 0xBF8F0000, ("cdna4",)),
]
CASES = [(name, word, arch) for name, word, archs in FIELDS for arch in archs]


@pytest.mark.parametrize("name,word,arch", CASES, ids=[f"{n}-{a}" for n, _, a in CASES])
def test_every_simm16_value_reads_and_assembles_as_llvm_does(name, word, arch):
    isa = cdna_isa.arch(arch)
    codes = [struct.pack("<I", word | v) for v in range(1 << 16)]
    theirs = llvm.disassemble(arch, codes)
    assert len(theirs) == len(codes) and all(t.startswith(name) for t in theirs)
    ours = isa.disassemble(b"".join(codes))
    wrong = [(hex(v), t, o) for v, (t, o) in enumerate(zip(theirs, ours)) if t != o]
    assert not wrong, f"{len(wrong)} values print otherwise than llvm-mc, e.g. {wrong[:5]}"
    texts = sorted(set(theirs))
    expected = llvm.assemble(arch, texts)
    differ = []
    for text, ref in zip(texts, expected):
        try:
            mine = isa.assemble(text)
        except AsmError:
            mine = None
        if mine != ref:
            differ.append((text, ref and ref.hex(), mine and mine.hex()))
    assert not differ, f"{len(differ)} of llvm's texts assemble otherwise, e.g. {differ[:5]}"
