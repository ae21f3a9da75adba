"""Property: malformed assembly is reported, never crashes.

Oracle: the contract in the developers' guide: every bad line gets an AsmError that says what
and where (the CLI prints it as file:line:column). Each form of the spec contributes a valid
random line, damaged by seeded random edits (inserted modifiers, brackets, numbers with
leading zeros, out-of-range registers, deleted characters). Any exception other than AsmError
fails, with the line that caused it.
"""

from __future__ import annotations

import random

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.selfcheck import sample_line

DAMAGE = ["-", "|", "abs(", "neg(", "sext(", ")", "[", "]", ":", ",", "0x", "-1", "1.0", "v", "s",
          "a", "v[", "s[", "255", "256", "4294967296", "vcc", "exec", "m0", "off", "clamp",
          "mul:2", "op_sel:[1,0]", "offset:", "glc", "row_shl:", "quad_perm:[", "dst_sel:",
          "src0_sel:BYTE_9", "bitop3:", "cbsz:", "blgp:9", "lds", "offen", "idxen", "format:[",
          "hwreg(", "sendmsg(", "vmcnt(", "  ", "ttmp", "0.5", "-|", "|-", "09", "010"]  # fmt: skip
EDITS_PER_FORM = 4


def damage(line: str, rnd: random.Random) -> str:
    for _ in range(rnd.randint(1, 3)):
        choice = rnd.random()
        if choice < 0.4:
            i = rnd.randrange(len(line) + 1)
            line = line[:i] + rnd.choice(DAMAGE) + line[i:]
        elif choice < 0.7 and len(line) > 1:
            i = rnd.randrange(len(line))
            line = line[:i] + line[i + rnd.randint(1, 6) :]
        else:
            parts = line.split(" ")
            i = rnd.randrange(len(parts))
            parts[i] = rnd.choice(DAMAGE) + parts[i]
            line = " ".join(parts)
    return line


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_damaged_lines_raise_asm_error_only(arch):
    isa = cdna_isa.arch(arch)
    rnd = random.Random(7)
    crashes = []
    for form in sorted(isa.forms, key=lambda f: f.mnemonic):
        for _ in range(EDITS_PER_FORM):
            line = damage(sample_line(isa, form, rnd), rnd)
            try:
                isa.assemble(line)
            except AsmError as exc:
                assert str(exc), line  # the message says what is wrong
            except Exception as exc:  # noqa: BLE001 - any other exception is the failure
                crashes.append(f"{line!r}: {type(exc).__name__}: {exc}")
    assert not crashes, f"{len(crashes)} crashes, e.g.\n" + "\n".join(crashes[:10])
