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
from cdna_isa.runtime.isa import AsmError, DecodeError
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

WORDS = st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=4)


@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
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
