"""AMD Instinct MI200 (gfx90a): generated from spec/ by codegen; do not edit."""

from pathlib import Path

from .. import reference, semantics
from ..runtime.isa import Isa, load_tables

ISA = Isa(load_tables(Path(__file__).with_name("tables.json")), semantics, reference)
