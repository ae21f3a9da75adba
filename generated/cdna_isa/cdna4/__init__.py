"""AMD Instinct MI350 (gfx950): generated from spec/ by codegen; do not edit."""

from pathlib import Path

from .. import reference, semantics
from ..runtime.isa import Isa, load_tables

ISA = Isa(load_tables(Path(__file__).with_name("tables.json")), semantics, reference)
