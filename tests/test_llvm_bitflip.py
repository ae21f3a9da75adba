"""Every bit of every form, against llvm-objdump: each form's first example is encoded, and
each of the first 64 bits of the word is flipped in turn; llvm-objdump 22 and we must decode
the same words and print the same text for them. A flipped opcode bit lands on another
instruction with the fields of the first, a flipped flag on a modifier or a field the
instruction lacks; where llvm-objdump refuses such a word, so must we.

Oracle: llvm-objdump 22 (each word alone in a 16-byte slot padded with s_nop 0). Texts that
name `null` (a register name llvm prints on these targets and llvm-mc refuses) are left out.
The differences that remain are counted per format and kind in tests/data/bitflip_gaps.json,
which may only shrink (--update-gaps-style: edit it by hand after a fix).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import cdna_isa
import pytest

from . import llvm

GAPS = Path(__file__).parent / "data" / "bitflip_gaps.json"
NOP = (0xBF800000).to_bytes(4, "little")


def flipped_words(isa) -> list[tuple[bytes, str]]:
    """(word, format) for every form's first example with one of its first 64 bits flipped."""
    out, seen = [], set()
    for form in isa.forms:
        example = next((e for e in isa.examples.get(form.instr.name, ()) if e.split()[0] == form.mnemonic), None)
        if example is None:
            continue
        base = isa.assemble(example)
        for bit in range(min(len(base), 8) * 8):
            word = bytearray(base)
            word[bit // 8] ^= 1 << (bit % 8)
            word = bytes(word)
            if word not in seen:
                seen.add(word)
                out.append((word, form.fmt))
    return out


def differences(arch: str) -> tuple[Counter, dict, int]:
    isa = cdna_isa.arch(arch)
    words = flipped_words(isa)
    theirs = []
    for start in range(0, len(words), 4000):
        theirs += llvm.objdump_slots(arch, [w for w, _ in words[start : start + 4000]])
    counts, examples = Counter(), {}
    for (word, fmt), text in zip(words, theirs):
        if text is not None and "null" in text:
            continue
        ours = isa.disassemble(word + NOP * ((16 - len(word)) // 4))[0]
        ours = None if ours.startswith(".long") else ours
        if ours != text:
            kind = "llvm refuses, we decode" if text is None else "we refuse, llvm decodes" if ours is None else "text"
            key = f"{fmt}: {kind}"
            counts[key] += 1
            examples.setdefault(key, f"{word.hex()}: llvm {text!r}, ours {ours!r}")
    return counts, examples, len(words)


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_flipped_bits_decode_as_llvm_objdump(arch):
    llvm.require("llvm-objdump")
    counts, examples, total = differences(arch)
    assert total > 50_000, total
    known = json.loads(GAPS.read_text())[arch]
    grown = {k: (n, known.get(k, 0)) for k, n in counts.items() if n > known.get(k, 0)}
    assert not grown, "\n".join(f"{k}: {n} (known {was}), e.g. {examples[k]}" for k, (n, was) in grown.items())
