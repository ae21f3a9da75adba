"""cdna-isa: an executable specification of AMD CDNA instruction sets.

Generated from spec/ by codegen; do not edit. `cdna_isa.arch("cdna4")` or `cdna_isa.cdna4`
gives one architecture: tables, assembler, disassembler, semantics.
"""

import importlib

ARCHS = ["cdna2", "cdna3", "cdna4"]


def arch(name: str):
    """The architecture `name` (one of ARCHS), loaded on first use."""
    if name not in ARCHS:
        raise KeyError(f"unknown architecture '{name}' (known: {', '.join(ARCHS)})")
    return importlib.import_module(f"{__name__}.{name}").ISA


def __getattr__(name: str):
    """`cdna_isa.cdna4`: the architecture's module, which answers for its ISA as well
    (`cdna_isa.cdna4.assemble(...)`, `cdna_isa.cdna4.mfma.layout(...)`)."""
    if name in ARCHS:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(name)
