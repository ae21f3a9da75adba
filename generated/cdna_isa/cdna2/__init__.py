"""AMD Instinct MI200 (gfx90a): generated from spec/ by codegen; do not edit."""

from ..runtime.isa import Isa
from . import reference, semantics, tables

ISA = Isa(tables, semantics.FUNCTIONS, reference.FUNCTIONS)
