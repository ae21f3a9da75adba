"""Property: the decoder and disassembler take any words without crashing.

Oracle: the contract itself. Arbitrary dwords either decode or come back as undecodable
(pc, word) items; disassembly never raises (unprintable words become `.long`); printing a
decoded word raises at most a DecodeError naming the operand it cannot name. Text printed for a decoded instruction either re-assembles
(and then disassembles to the same text: printing is a fixed point) or is rejected with an
AsmError that names the problem, never another exception.
"""

from __future__ import annotations

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError, DecodeError
from cdna_isa.runtime.selfcheck import sample_line
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

WORDS = st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=4)
FORMS = {  # forms sample_line can write without a label
    arch: [f for f in cdna_isa.arch(arch).forms if all(o.kind != "label" for o in f.operands)]
    for arch in ("cdna2", "cdna3", "cdna4")
}


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
@settings(max_examples=300, deadline=None, database=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(words=WORDS)
def test_any_words_disassemble_and_printing_is_a_fixed_point(arch, words):
    isa = cdna_isa.arch(arch)
    assert len(isa.disassemble(words)) <= len(words)
    for item in isa.decode(words):
        if isinstance(item, tuple):
            pc, word = item
            assert 0 <= pc < 4 * len(words) and word in words
            continue
        try:
            text = isa.text(item)
        except DecodeError:
            continue
        try:
            code = isa.assemble(text)
        except AsmError:
            continue  # e.g. a field combination only the decoder accepts; the error says which
        (again,) = isa.decode(code)
        assert isa.text(again) == text


def one_at_a_time(isa, words: list[int], base: int) -> list:
    """The buffer decoded instruction by instruction with decode_at (the per-instruction decoder
    the llvm-mc oracle tests check), as comparable tuples."""
    out, i = [], 0
    while i < len(words):
        try:
            d = isa.decode_at(words, i)
        except DecodeError:
            n = min(isa.decoder.unknown_size(words[i]), len(words) - i)
            out += [(base + 4 * (i + k), words[i + k]) for k in range(n)]
            i += n
            continue
        out.append((d.form.mnemonic, d.fields, d.literal, d.size, base + 4 * i))
        i += d.size // 4
    return out


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
@settings(max_examples=150, deadline=None, database=None, derandomize=True)
@given(words=st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=64), flips=st.randoms())
def test_whole_buffer_decoding_matches_decoding_one_instruction_at_a_time(arch, words, flips):
    """Oracle: decode_at. decode() classifies every dword of the buffer at once and then walks
    the sizes; it must find the same instructions, fields, literals and undecodable dwords,
    on random dwords and on assembled code with random bit flips."""
    isa = cdna_isa.arch(arch)
    code = b""
    for _ in range(8):
        try:
            code += isa.assemble(sample_line(isa, flips.choice(FORMS[arch]), flips))
        except AsmError:
            continue  # a drawn operand combination the form refuses (the sampler is not exact)
    assembled = [int.from_bytes(code[k : k + 4], "little") for k in range(0, len(code), 4)]
    flipped = [w ^ (1 << flips.randrange(32)) if flips.random() < 0.2 else w for w in assembled]
    for buffer in (words, assembled, flipped):
        ours = [
            item if isinstance(item, tuple) else (item.form.mnemonic, item.fields, item.literal, item.size, item.pc)
            for item in isa.decode(buffer, base=0x40)
        ]
        assert ours == one_at_a_time(isa, buffer, 0x40)
