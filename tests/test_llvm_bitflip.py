"""Every bit of every form, against llvm-objdump: each form's first example is encoded, and
each of the first 64 bits of the word is flipped in turn; llvm-objdump 22 and we must decode
the same words and print the same text for them. A flipped opcode bit lands on another
instruction with the fields of the first, a flipped flag on a modifier or a field the
instruction lacks; where llvm-objdump refuses such a word, so must we.

Oracle: llvm-objdump 22 (each word alone in a 16-byte slot padded with s_nop 0). Texts that
name `null` (a register name llvm prints on these targets and llvm-mc refuses) are left out.
Every other difference fails, except the words of test_llvm_sweep.DISASSEMBLY_QUIRKS, where
llvm treats twin instructions differently (each with the reason).
"""

from __future__ import annotations

from collections import Counter

import cdna_isa
import pytest

from . import llvm
from .test_llvm_sweep import disassembly_quirk


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
        ours = llvm.our_slot_text(isa, word)
        if ours and disassembly_quirk(ours.split()[0], word.hex()):
            continue
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
    assert not counts, "\n".join(f"{k}: {n}, e.g. {examples[k]}" for k, n in counts.items())


def atomic_variants(isa, arch: str) -> list[tuple[bytes, tuple]]:
    """Every FLAT/GLOBAL/MUBUF atomic's first example with its data in either register file,
    returning or not, and each scope and non-temporal bit (cdna3/cdna4: sc0, sc1, nt)."""
    out = []
    for form in isa.forms:
        if form.fmt not in ("FLAT", "GLOBAL", "MUBUF") or "atomic" not in form.instr.flags:
            continue
        example = next((e for e in isa.examples.get(form.instr.name, ()) if e.split()[0] == form.mnemonic), None)
        if example is None:
            continue
        base = isa.assemble(example)
        for acc in (0, 1):
            for bits in range(8):  # the return (sc0/glc), sc1/scc and nt/slc bits
                word = bytearray(base)
                ret, scope, nt = bits & 1, bits >> 1 & 1, bits >> 2 & 1
                if form.fmt == "MUBUF":
                    word[1] = (word[1] & 0x3F) | ret << 6 | scope << 7
                    word[2] = (word[2] & ~2) | nt << 1
                else:
                    word[2] = (word[2] & ~3) | ret | nt << 1
                    word[3] = (word[3] & ~2) | scope << 1
                    word[7] = 0x20  # an even destination, present when it returns
                word[6] = (word[6] & 0x7F) | acc << 7
                out.append((bytes(word), (form.mnemonic, acc, ret, scope, nt)))
    return out


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_atomic_register_files_decode_as_llvm_objdump(arch):
    """llvm-objdump has no AGPR form of gfx942/gfx950's returning global_atomic_add_f32 and
    pk_add_f16 (flag vgpr_return), and decodes their FLAT/GLOBAL f64 add/min/max returning into
    AGPRs only with sc1 clear (flag agpr_return_no_sc1): we decode exactly the words it
    decodes, with its text."""
    isa = cdna_isa.arch(arch)
    variants = atomic_variants(isa, arch)
    theirs = llvm.objdump_slots(arch, [w for w, _ in variants])
    left = []
    for (word, what), text in zip(variants, theirs):
        ours = llvm.our_slot_text(isa, word)
        if ours != text:
            left.append((what, text, ours))
    assert left == [], left[:5]
