"""AMD Instinct MI350 (gfx950): generated from spec/ by codegen; do not edit."""

# Imported under private names: the module stands for its ISA (__getattr__ below), so a public
# name here would hide the ISA attribute of that name (ISA.reference, ISA.semantics, ...).
from pathlib import Path as _Path

from .. import reference as _reference
from .. import semantics as _semantics
from ..runtime.isa import Isa as _Isa
from ..runtime.isa import load_tables as _load_tables
from ..runtime.matrix import MatrixCore as _MatrixCore

ISA = _Isa(_load_tables(_Path(__file__).with_name("tables.json")), _semantics, _reference)
ISA.mfma = _MatrixCore(ISA)  # matrix-core layouts and execution
mfma = ISA.mfma


def __getattr__(name: str):
    return getattr(ISA, name)  # the module stands for its ISA: cdna_isa.cdna4.assemble(...)
