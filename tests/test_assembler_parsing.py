"""The assembler's fast paths agree with its general ones.

- Error columns stay exact when an operand spelling repeats: the assembler shares one parse per
  spelling (LineParser.shared_operand), made at the column of its first use. Oracle: llvm-mc 22's
  `line:column` for the same source.
- The plain tokenizer (_PLAIN_OPERANDS_RE/_PLAIN_PIECES_RE) splits a line as the general
  splitter (split_top, which tracks (), [] and ||) does. Oracle: split_top, on random valid
  lines and damaged ones.
"""

from __future__ import annotations

import random
import re
import subprocess

import cdna_isa
import pytest
from cdna_isa.runtime.asm_parser import _PLAIN_OPERANDS_RE, _PLAIN_PIECES_RE, split_top
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.selfcheck import sample_line

from tests import llvm
from tests.test_assembler_fuzz import damage

# (good line that parses the spelling first, bad line using it at another column)
REPEATED_SPELLINGS = [
    ("s_mov_b64 s[0:1], s[2:3]", "v_mov_b32_e32 v0, s[2:3]"),  # 64-bit SGPRs for a 32-bit source
    ("v_add_f32 v1, v2, v3", "  v_add_f32  v1,  v3, v2 clamp dpp_ctrl:1"),  # unknown modifier
    ("v_add_f64 v[8:9], v[2:3], v[4:5]", "v_add_f32  v0, v1,  v[8:9]"),  # a pair for 32 bits
]


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
@pytest.mark.parametrize("good,bad", REPEATED_SPELLINGS)
def test_error_column_of_a_repeated_spelling_matches_llvm_mc(arch, good, bad):
    """The second line's error column equals llvm-mc's."""
    llvm.require()
    isa = cdna_isa.arch(arch)
    cmd = [llvm.require(), "-arch=amdgcn", f"-mcpu={llvm.TARGETS[arch]}", "-show-encoding"]
    result = subprocess.run(cmd, input=f"{good}\n{bad}\n", capture_output=True, text=True)
    theirs = re.search(r"<stdin>:2:(\d+): error", result.stderr)
    assert theirs, result.stderr
    with pytest.raises(AsmError) as exc:
        isa.assemble(f"{good}\n{bad}\n")
    assert (exc.value.line, exc.value.col) == (2, int(theirs.group(1))), str(exc.value)


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_plain_tokenizer_splits_like_split_top(arch):
    """Every line the plain tokenizer takes gives the pieces split_top gives: operands at
    top-level commas, then the last piece's words (its operand, then modifiers)."""
    isa = cdna_isa.arch(arch)
    rnd = random.Random(11)
    taken = 0
    for form in sorted(isa.forms, key=lambda f: f.mnemonic):
        for line in (sample_line(isa, form, rnd), damage(sample_line(isa, form, rnd), rnd)):
            rest = line.strip().partition(" ")[2].strip()
            if not rest or not _PLAIN_OPERANDS_RE.fullmatch(rest):
                continue
            taken += 1
            pieces = split_top(rest, ",")
            words = pieces[:-1] + [(w, pieces[-1][1] + o) for w, o in split_top(pieces[-1][0], " ")]
            tokens, off = [], 0
            for word, sep in _PLAIN_PIECES_RE.findall(rest):
                tokens.append((word, off))
                off += len(word) + len(sep)
            assert tokens == words, line
    assert taken > len(isa.forms)  # most lines take the plain path
