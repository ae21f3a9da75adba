"""The generated encoding packages (cdna_isa/<arch>/encoding/, written by codegen/encoding.py):
what the runtime loads its forms and field extractors from at import.

Oracles: the runtime's form builder run on tables.json (runtime/form_builder.py, the one
definition of a form, which the packages are rendered from): a package that no longer matches
it is stale; the formats' bit ranges in tables.json, applied here by hand, for the extractors."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import cdna_isa
import pytest
from cdna_isa.runtime.forms import Op, load_tables, operand_spelling, operands
from cdna_isa.runtime.isa import Isa

from codegen.encoding import module_name

PACKAGE = Path(cdna_isa.__file__).resolve().parent


@pytest.mark.parametrize("name", cdna_isa.ARCHS)
def test_loaded_forms_are_the_builders(name):
    """Every form the ISA loaded from its encoding package equals the one the form builder
    makes from tables.json, in the same order (which decides the assembler's choice and which
    of two overlapping forms decodes)."""
    isa = cdna_isa.arch(name)
    built = Isa(load_tables(PACKAGE / name / "tables.json"), None, None)  # no encoding package
    assert len(isa.forms) == len(built.forms)
    for loaded, made in zip(isa.forms, built.forms):
        assert loaded == made, made.mnemonic
    assert list(isa.by_mnemonic) == list(built.by_mnemonic)


def _edge_words(fields: dict, size: int, rng: random.Random) -> list[int]:
    """All zeros, all ones, each field alone at all ones and at its top bit, and random words."""
    full = (1 << size) - 1
    words = [0, full]
    for hi, lo in fields.values():
        words += [((1 << (hi - lo + 1)) - 1) << lo, 1 << hi, full ^ (1 << lo)]
    return words + [rng.getrandbits(size) for _ in range(200)]


@pytest.mark.parametrize("name", cdna_isa.ARCHS)
def test_extractors_follow_the_bit_ranges(name):
    isa = cdna_isa.arch(name)
    data = json.loads((PACKAGE / name / "tables.json").read_text())
    rng = random.Random(f"extract-{name}")
    for fmt, spec in data["formats"].items():
        extract = isa.decoder._extract[fmt]
        assert extract.__module__ == f"cdna_isa.{name}.encoding"  # the generated function runs
        for word in _edge_words(spec["fields"], spec["size"], rng):
            want = {f: (word >> lo) & ((1 << (hi - lo + 1)) - 1) for f, (hi, lo) in spec["fields"].items()}
            assert extract(word) == want, (fmt, hex(word))


@pytest.mark.parametrize("name", cdna_isa.ARCHS)
def test_a_reader_finds_each_form(name):
    """Each form is in the module of its instruction's format, under a comment naming its
    mnemonic, with its identifying bits written out."""
    isa = cdna_isa.arch(name)
    texts: dict[str, str] = {}
    for form in isa.forms:
        module = module_name(form.instr.format)
        text = texts.get(module) or texts.setdefault(module, (PACKAGE / name / "encoding" / f"{module}.py").read_text())
        header = f"# {form.mnemonic}: {form.fmt} opcode {hex(form.opcode)}"
        entries = [
            text[m.start() : text.find("\n            ),\n", m.start())] for m in re.finditer(re.escape(header), text)
        ]
        assert entries, form.mnemonic
        assert any(
            re.search(rf"match=0x{form.match:X}\b", e) and re.search(rf"mask=0x{form.mask:X}\b", e) for e in entries
        ), form.mnemonic


def test_operand_spellings_read_back():
    """Every operand of every arch's forms through its spelling and back (an Op with a
    width_by is written as Op(...) and has none)."""
    seen = set()
    for name in cdna_isa.ARCHS:
        for form in cdna_isa.arch(name).forms:
            seen.update(form.operands)
    for key in ("implicit", "constants", "mods", "constant_bits", "width_by"):  # every key is exercised
        assert any(getattr(op, key) for op in seen), key
    for op in seen:
        spelled = operand_spelling(op)
        assert (spelled is None) == bool(op.width_by)
        assert operands(spelled if spelled is not None else op) == (op,)
    assert operands("S1:u32:vgpr:VSRC1:constant_bits=f16") == (
        Op("S1", "u32", "vgpr", "VSRC1", None, constant_bits="f16"),
    )
