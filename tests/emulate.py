"""Running a snippet of assembly on a prepared wave state (emulator unit tests)."""

from __future__ import annotations

import numpy as np
from cdna_isa.runtime.wave import Program, WaveState

LANE = np.arange(64, dtype=np.uint32)  # each lane's number, as a VGPR row


def run(isa, src: str, st: WaveState) -> WaveState:
    """`src` with s_endpgm appended, run to the end on `st` (returned)."""
    Program(isa, isa.assemble(src + "\ns_endpgm")).run(st)
    return st
