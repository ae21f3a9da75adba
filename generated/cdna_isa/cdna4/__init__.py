"""AMD Instinct MI350 (gfx950): generated from spec/ by codegen; do not edit."""

from ..runtime.isa import Isa
from . import reference, semantics, tables

ISA = Isa(tables, semantics.FUNCTIONS, reference.FUNCTIONS)
