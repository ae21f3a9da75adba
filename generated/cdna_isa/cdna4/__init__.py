"""AMD Instinct MI350 (gfx950): generated from spec/ by codegen; do not edit."""

from pathlib import Path

from .. import reference, semantics
from ..runtime.isa import Isa, load_tables
from ..runtime.matrix import MatrixCore

ISA = Isa(load_tables(Path(__file__).with_name("tables.json")), semantics, reference)
ISA.mfma = MatrixCore(ISA)  # matrix-core layouts and execution
mfma = ISA.mfma


def __getattr__(name: str):
    return getattr(ISA, name)  # the module stands for its ISA: cdna_isa.cdna4.assemble(...)
