"""One architecture's instruction set: its tables and the assembler, decoder, printer and
semantics made from them. `Isa` is a facade; the mechanism is in the modules it joins:

    forms            the instruction model (operands, forms, decoded instructions, tables)
    form_builder     an instruction's encoded forms
    operand_codes    register and constant codes: their text and their encoding
    asm_parser       a line's mnemonic, operands and modifier tokens
    modifier_syntax  what each modifier writes, and in which order llvm-mc takes them
    operand_encoding how each operand kind is checked and placed in its fields
    encoder          one parsed line into one form's bits
    assembler        source text to bytes
    decoder          words to decoded instructions
    operand_text     each operand's text (llvm-objdump's)
    printer          a decoded instruction's text
    disassembler     buffers to text, a form at a time
"""

from __future__ import annotations

import types
from functools import cached_property

from .asm_parser import LineParser
from .assembler import Assembler
from .decoder import Decoder
from .disassembler import Disassembler
from .encoder import Encoder
from .form_builder import forms_of
from .forms import (  # noqa: F401 - the names the package's users import from here
    AsmError,
    Decoded,
    DecodeError,
    Form,
    Instr,
    Op,
    Tables,
    load_tables,
)
from .modifier_syntax import ModifierSyntax
from .operand_codes import OperandCodes
from .operand_encoding import OperandEncoders
from .operand_text import OperandPrinters
from .printer import Printer


class Isa:
    """One architecture: its instructions and forms, and the assembler, decoder and printer
    that work on them (each a part of its own, reached as an attribute)."""

    def __init__(self, tables: Tables, vector_module, reference_module, encoding=None):
        """`encoding`: the arch's generated encoding package (<arch>/encoding/: its forms and
        field extractors, as form_builder makes them from the tables); None makes them here
        (the generator does, to write that package)."""
        self.tables = tables
        self.name = tables.arch["name"]
        self.info = tables.arch
        # s_waitcnt counter name -> SIMM16 bit ranges, low part first (spec/timing.yaml)
        self.waitcnt_counters = {
            name: tuple(tuple(r) for r in ranges)
            for name, ranges in tables.arch["waitcnt_counters"].items()
        }
        self.formats = tables.formats
        self.instructions: dict[str, Instr] = tables.instructions
        self.examples = tables.examples
        self.fixed_fields = tables.fixed
        # the generated semantics modules are large: each is imported by its first use
        # (execution), not by an assembler or disassembler (see `vector`, `reference`)
        self._vector_module, self._reference_module = vector_module, reference_module
        self.codes = OperandCodes(tables.operand_codes)
        made = encoding.forms(self.instructions, self.formats) if encoding else {}
        self.forms: list[Form] = []
        self.by_mnemonic: dict[str, list[Form]] = {}
        for ins in self.instructions.values():
            old = tables.keys.get(ins.name, ins.name).lower()  # the name before a renaming
            forms = made[ins.name] if encoding else forms_of(self.formats, self.fixed_fields, ins)
            for form in forms:
                self.forms.append(form)
                names = [form.mnemonic] + ([ins.mnemonic] if form.variant else [])
                if old != ins.mnemonic:  # llvm-mc still accepts the earlier name
                    names += [n.replace(ins.mnemonic, old, 1) for n in names]
                for n in names:
                    self.by_mnemonic.setdefault(n, []).append(form)
        # the parts, each after those it uses
        self.modifiers = ModifierSyntax(self)
        self.operand_printers = OperandPrinters(self)
        self.printer = Printer(self)
        self.decoder = Decoder(self, encoding.EXTRACT if encoding else None)
        self.disassembler = Disassembler(self)
        self.parser = LineParser(self)
        self.operand_encoders = OperandEncoders(self)
        self.encoder = Encoder(self)
        self.assembler = Assembler(self)
        # the facade: what users of an Isa call
        self.assemble = self.assembler.assemble
        self.assemble_lines = self.assembler.assemble_lines
        self.encode_line = self.assembler.encode_line
        self.parse_operand = self.parser.parse_operand
        self.decode = self.decoder.decode
        self.decode_at = self.decoder.decode_at
        self.text = self.printer.text
        self.operand_text = self.operand_printers.operand_text
        self.disassemble = self.disassembler.disassemble

    @cached_property
    def vector(self) -> dict:
        """Instruction name -> its vectorised (numpy) semantics function."""
        return self._functions(self._vector_module)

    @cached_property
    def reference(self) -> dict:
        """Instruction name -> its scalar per-lane reference semantics function."""
        return self._functions(self._reference_module)

    def _functions(self, module) -> dict:
        """`module` (or a function of no arguments returning it, to import it only now)'s
        function of every instruction with semantics."""
        if not isinstance(module, types.ModuleType):
            module = module()
        return {name: getattr(module, fn) for name, fn in self.tables.functions.items()}

    @cached_property
    def mfma(self):
        """Matrix-core layouts and execution (`cdna_isa.cdna4.mfma`), made on first use."""
        from .matrix import MatrixCore

        return MatrixCore(self)

    def describe(self, name: str) -> dict:
        """Everything the spec says about one instruction, as plain data."""
        ins = self.instructions[name]
        forms = [f for f in self.forms if f.instr is ins]
        return {
            "name": ins.name,
            "arch": self.name,
            "format": ins.format,
            "opcode": ins.opcode,
            "encodings": list(ins.encodings),
            "forms": [
                {"mnemonic": f.mnemonic, "format": f.fmt, "opcode": f.opcode, "bytes": 4 * f.words}
                for f in forms
            ],
            "operands": [o._asdict() for o in ins.operands],
            "flags": list(ins.flags),
            "doc": ins.doc,
            "semantics": ins.semantics,
            "reads": list(ins.params),
            "writes": list(ins.outputs),
            "source": ins.source,
        }
