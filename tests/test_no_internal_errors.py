"""No instruction may stop with an "internal error" (a Python exception the emulator did not
expect, shown as a traceback-like message): every instruction form, with random operands and
modifiers, and random instruction words as a decoder meets them in a code object, either runs
or stops with a clear ExecutionError naming what is wrong (an unmapped address, a reserved
field value, a register outside the allocation, ...).

Oracle: the requirement itself; registers hold valid heap addresses (SGPR and VGPR pairs point
into a mapped allocation, scratch and LDS exist) so that memory instructions get past their
address checks into the code behind them.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.memory import HEAP_BASE, Memory
from cdna_isa.runtime.selfcheck import sample_line
from cdna_isa.runtime.wave import ExecutionError, Program, WaveState

RANDOM_WORDS = 1500  # per architecture


class Runner:
    """One memory for every run: a mapped heap, scratch for two waves."""

    def __init__(self, isa):
        self.isa, self.memory = isa, Memory()
        self.memory.alloc(1 << 20)
        self.scratch = np.array([self.memory.alloc(1 << 16), self.memory.alloc(1 << 16)], np.uint64)
        self.end = isa.assemble("s_endpgm")

    def problem(self, code: bytes, text: str) -> str | None:
        st = WaveState.create(waves=2, memory=self.memory, lds_bytes=65536)
        st.sgpr[:, 0::2], st.sgpr[:, 1::2] = 0x1000, HEAP_BASE >> 32  # s[2k:2k+1] -> the heap
        st.vgpr[:, 0::2, :], st.vgpr[:, 1::2, :] = 0x1000, HEAP_BASE >> 32
        st.sgpr[:, 126] = st.sgpr[:, 127] = 0xFFFFFFFF
        st.scratch = self.scratch
        snapshot = self.memory.snapshot()
        try:
            Program(self.isa, code + self.end).run(st, 50)
        except ExecutionError as exc:
            if "internal error" in str(exc):
                return f"{text}: {exc}"
        except Exception as exc:  # not even wrapped: a traceback for the user
            return f"{text}: {type(exc).__name__}: {exc}"
        finally:
            self.memory.restore(snapshot)
        return None


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_every_form_runs_or_fails_clearly(arch):
    import cdna_isa

    isa = cdna_isa.arch(arch)
    runner, rnd = Runner(isa), random.Random(2024)
    problems = []
    for form in sorted(isa.forms, key=lambda f: f.mnemonic):
        line = sample_line(isa, form, rnd)
        try:
            code = isa.assemble(line)
        except AsmError:
            continue
        if (p := runner.problem(code, line)) is not None:
            problems.append(p)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
def test_random_words_run_or_fail_clearly(arch):
    """Random 16-byte buffers: the first instruction they decode to (with whatever reserved
    operand codes, select values or register numbers the bits give) runs or stops clearly."""
    import cdna_isa

    isa = cdna_isa.arch(arch)
    runner = Runner(isa)
    words = np.random.default_rng(11).integers(0, 2**32, (RANDOM_WORDS, 4), dtype=np.uint64).astype(np.uint32)
    problems = []
    for w in words:
        d = isa.decode(w.tobytes())[0]
        if isinstance(d, tuple):
            continue
        if (p := runner.problem(w.tobytes()[: d.size], w.tobytes()[: d.size].hex())) is not None:
            problems.append(p)
    assert not problems, "\n".join(problems[:20])
