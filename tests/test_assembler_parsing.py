"""Error columns stay exact when an operand spelling repeats.

The assembler shares one parse per operand spelling (Isa._shared_operand), made at the column of
its first use; a line that fails must still point at its own column. Oracle: llvm-mc 22's
`line:column` for the same source (the spelling appears first on an earlier line, at another
column).
"""

from __future__ import annotations

import re
import subprocess

import cdna_isa
import pytest
from cdna_isa.runtime.isa import AsmError

from tests import llvm

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
