"""AMD Instinct MI350 (gfx950): generated from spec/ by codegen; do not edit."""

# Imported under private names: the module stands for its ISA (__getattr__ below), so a public
# name here would hide the ISA attribute of that name (ISA.reference, ISA.vector, ISA.mfma, ...).
from importlib import import_module as _import_module
from pathlib import Path as _Path

from ..runtime.isa import Isa as _Isa
from ..runtime.forms import load_tables as _load_tables

# The semantics modules are imported when something first runs an instruction (ISA.vector,
# ISA.reference) and the matrix core is made on first use (ISA.mfma): assembling and
# disassembling do without them, and start in a fraction of the time.
# The forms and field extractors come from the generated encoding package beside this file;
# while make generate writes that package (from this ISA) it is not there yet.
_ENCODING = _Path(__file__).with_name("encoding")
ISA = _Isa(
    _load_tables(_Path(__file__).with_name("tables.json")),
    lambda: _import_module("..semantics", __package__),
    lambda: _import_module("..reference", __package__),
    _import_module(".encoding", __package__) if (_ENCODING / "__init__.py").exists() else None,
)


def __getattr__(name: str):
    return getattr(ISA, name)  # the module stands for its ISA: cdna_isa.cdna4.assemble(...)
