"""Table-driven encoder, decoder, assembler and disassembler (LLVM AMDGPU syntax).

Everything architecture-specific comes from a generated `tables` module; this file holds
the mechanism only.
"""

from __future__ import annotations

import functools
import gc
import math
import re
import struct
import types
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import NamedTuple

from .simm16 import (
    GPR_IDX,
    cut_text,
    hwreg_text,
    parse_gpr_idx,
    parse_hwreg,
    parse_sendmsg,
    parse_waitcnt,
    sendmsg_text,
    split_field,
)
from .zero_bits import unused_zero_bits

# numpy is imported by the functions of the disassembler that use it (import numpy as np):
# an assembler starts without it

TYPE_BITS = {
    "b16": 16, "b32": 32, "b64": 64, "u8": 8, "u16": 16, "u32": 32, "u64": 64, "i8": 8,
    "i16": 16, "i32": 32, "i64": 64, "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "bool": 1,
    "mask": 64, "b96": 96, "b128": 128, "b160": 160, "b192": 192, "b256": 256, "b512": 512,
    "b1024": 1024,
}  # fmt: skip
_NREGS = {t: max(1, bits // 32) for t, bits in TYPE_BITS.items()}  # registers a type takes
FLOAT_TYPES = ("f16", "bf16", "f32", "f64")
FLOAT_OF_WIDTH = {16: "f16", 32: "f32", 64: "f64"}  # an inline float on an integer operand
SCALAR_FORMATS = ("SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM")
# llvm-mc's cache-policy operand: these modifier bits in any order among themselves
CACHE_POLICY = frozenset({"glc", "slc", "scc", "sc0", "sc1", "nt", "dlc"})
# vector memory and LDS: their float atomics state their MODE rules in the semantics (MI200
# 9.5.2, CDNA4 9.2.2), so the executor's VALU flush of float operands does not apply
MEMORY_FORMATS = ("DS", "MUBUF", "MTBUF", "MIMG", "FLAT", "GLOBAL", "SCRATCH")


def acc_field(fields) -> str:
    """The field that picks VGPRs or AGPRs for a memory op's data (ACC_CD in the matrix core)."""
    return "ACC_CD" if "ACC_CD" in fields else "ACC"


def matrix_cycles(d) -> int:
    """Cycles of one matrix-core instruction as encoded: its `matrix: cycles`, or its
    `narrow_cycles` when every field that rule lists holds a narrow value (an F8F6F4 MFMA whose
    CBSZ and BLGP both select fp6, bf6 or fp4: CDNA4 7.1.2 Table 28, "larger cycle count if
    either matrix A or B is F8"). Passes are cycles / 4 (CDNA4 7.6: "PASS 4 clock cycles")."""
    m = d.instr.matrix
    narrow = m.get("narrow_cycles")
    if narrow:
        fields = d.fields
        if all(fields.get(f, 0) in values for f, values in narrow["fields"].items()):
            return narrow["cycles"]
    return m["cycles"]


OMOD = {"mul:2": 1, "mul:4": 2, "div:2": 3}
OFF_KINDS = ("saddr", "svaddr", "bvaddr")  # operands that may be `off` (absent)
SADDR_OFF = 0x7F
# operand kinds whose value is one field (see EncodingPlan.steps)
DIRECT_KINDS = (
    "vgpr", "agpr", "src", "ssrc", "sreg", "vsrc", "sdst", "sdst_xm0", "sgpr", "sbase", "srsrc",
)  # fmt: skip


class Op(NamedTuple):
    name: str
    type: str
    kind: str
    field: str | None
    implicit: str | None
    constants: str | None = None  # the type constants are encoded and printed as, if not `type`
    mods: bool = False  # takes -x/|x| though not a float type
    # (field, ((value, type), ...), halved_by, only_listed): the register count an encoding
    # field selects (the f8f6f4 MFMAs' A and B by CBSZ and BLGP, MIMG VDATA by DMASK); `type` is
    # the widest, and the type of other values; when the halved_by field (MIMG D16) is set the
    # count is halved, rounded up; only_listed: the assembler takes the listed values only
    width_by: tuple | None = None
    constant_bits: str | None = None  # an inline float's register pattern, when not ctype's

    @property
    def takes_mods(self) -> bool:
        return self.mods or self.type in FLOAT_TYPES

    @property
    def nregs(self) -> int:
        return _NREGS[self.type]

    @property
    def ctype(self) -> str:
        return self.constants or self.type

    def at(self, fields: dict) -> Op:
        """This operand as encoded with these field values: its width_by type resolved."""
        if not self.width_by:
            return self
        field, widths, halved_by, _ = self.width_by
        value = fields.get(field, 0)
        ty = dict(widths).get(value, self.type)
        if field == "DMASK" and value not in dict(widths):  # a data width by the enabled lanes
            ty = _dmask_width(value, widths)
        if halved_by and fields.get(halved_by, 0):
            ty = f"b{32 * ((max(1, TYPE_BITS[ty] // 32) + 1) // 2)}"
        return self._replace(type=ty, width_by=None)

    def width_options(self) -> dict[int, str]:
        """Register count -> a type of that many registers, over every width the operand takes."""
        types = [self.type] + ([t for _, t in self.width_by[1]] if self.width_by else [])
        if self.width_by and self.width_by[2]:
            types += [f"b{32 * ((max(1, TYPE_BITS[t] // 32) + 1) // 2)}" for t in types]
        return {max(1, TYPE_BITS[t] // 32): t for t in reversed(types)}


def _op_from_row(row: list) -> Op:
    """An operand of tables.json: name, type, kind, field, implicit, constants, mods, width_by,
    constant_bits."""
    name, type_, kind, fld, implicit, constants, mods, width_by, constant_bits = row
    if width_by:
        widths = tuple(sorted((int(k), t) for k, t in width_by["widths"].items()))
        width_by = (
            width_by["field"],
            widths,
            width_by.get("halved_by"),
            bool(width_by.get("only_listed")),
        )
    return Op(
        name, type_, kind, fld, implicit, constants, bool(mods), width_by or None, constant_bits
    )


class Instr(NamedTuple):
    name: str
    format: str
    opcode: int
    operands: tuple[Op, ...]
    flags: tuple[str, ...]
    encodings: tuple[str, ...]
    syntax: str | None
    params: tuple[str, ...]
    outputs: tuple[str, ...]
    uses_state: bool
    doc: str
    semantics: str | None = None
    source: str | None = None
    dword_operands: tuple[str, ...] = ()  # operands the semantics take as [..., dwords] arrays
    cross_lane: bool = False  # reads other lanes: no per-lane reference
    matrix: dict | None = None  # matrix core: m n k blocks a b c cycles sparse
    raw_sources: tuple[str, ...] = ()  # float sources read only as bits: MODE does not flush them

    @property
    def mnemonic(self) -> str:
        return self.name.lower()


class AsmError(Exception):
    """An assembly error at a 1-based line and column."""

    def __init__(self, msg: str, line: int = 0, col: int = 0, path: str = "<input>"):
        self.msg, self.line, self.col, self.path = msg, line, col, path
        super().__init__(f"{path}:{line}:{col}: {msg}")

    def at(self, path: str, line: int, col_base: int = 0) -> AsmError:
        return AsmError(self.msg, line, self.col + col_base, path)


class DecodeError(Exception):
    pass


class EncodingPlan(NamedTuple):
    """What encoding a form needs beyond its operands (Isa._encoding_plan)."""

    fmt: dict
    fixed_word: int  # the format's fixed fields and the opcode, encoded
    fields: dict  # fixed fields something else may overwrite (none today), start of `fields`
    vector: bool  # one constant-bus read at most
    check_mfma_overlap: bool
    reads_vcc: bool  # an implicit VCC read
    default_bits: tuple  # modifier bits set unless given (op_sel_hi), as _field_write's
    defaults: dict  # field -> value of modifiers with a default
    lane_pattern_fields: tuple  # DPP lane pattern fields, required
    places: dict  # field -> (lowest bit, mask)
    # per operand: (slot class (_slot_class), (lowest bit, mask) where encoded straight into
    # the word, op, kind,
    # field, register count, width_by, takes -x/|x|, takes sext(), DPP source modifiers,
    # implicit vcc)
    steps: tuple


@dataclass
class Form:
    """One concrete encoding of an instruction (its own format, e.g. VOP2 or promoted VOP3A)."""

    instr: Instr
    variant: str  # "" for formats with one encoding, else "e32"/"e64"
    fmt: str
    opcode: int
    operands: tuple[Op, ...]  # with the fields and kinds of this format
    modifiers: tuple[dict, ...] = ()  # the format's trailing modifiers this instruction takes
    extra_fixed: dict = field(default_factory=dict)  # fields this form fixes beyond the format's
    ignored: tuple[str, ...] = ()  # modifiers llvm-mc accepts here but does not encode
    required_modifier: str | None = None  # e.g. glc on an atomic that returns the old value
    # a register spelling llvm-mc reads as a modifier in this form ("scc", gfx90a's cache bit,
    # in a load that also has an LDS form): the operand must be written another way (src_scc)
    modifier_spelling: str | None = None
    # the one register file ("v" or "a") of this form's data registers, "" for either: a
    # returning atomic with vgpr_return, or one of agpr_return_no_sc1's two returning forms
    data_file: str = ""
    mask: int = 0
    match: int = 0
    zero_mask: int = 0  # bits that must also be 0 for the word to decode (unused_zero_bits)
    words: int = 1
    # encoded bits -> {field: value} for this form's format (set by Isa)
    extract: object = field(default=None, repr=False, compare=False)
    printer: object = field(default=None, repr=False, compare=False)  # Decoded -> text (Isa)
    # (bits, literals) of many instructions of this form -> their texts (Isa._batch_printer)
    batch_printer: object = field(default=None, repr=False, compare=False)
    plan: EncodingPlan | None = field(default=None, repr=False, compare=False)  # (Isa)
    # modifier text -> its field writes (Isa._modifier_writes)
    modifier_writes: dict = field(default_factory=dict, repr=False, compare=False)
    # (field, bit) -> (place in llvm-mc's modifier order, modifier name) (Isa._check_modifier_order)
    modifier_places: dict | None = field(default=None, repr=False, compare=False)

    @cached_property
    def mnemonic(self) -> str:
        return self.instr.mnemonic + (f"_{self.variant}" if self.variant else "")

    @cached_property
    def display(self) -> str:
        """The name llvm-mc prints: no _e32 suffix when there is no other encoding."""
        if self.instr.encodings == ("e32",) or "no_suffix" in self.instr.flags:
            return self.instr.mnemonic
        return self.mnemonic


@dataclass(slots=True)
class Value:
    """A parsed or decoded operand."""

    kind: str  # reg | int | float | literal | label | special
    code: int = 0  # source/destination operand code where one applies
    nregs: int = 1
    text: str = ""
    value: int | float = 0
    neg: bool = False
    abs: bool = False
    sext: bool = False
    col: int = 0
    lit: bool = False  # written lit(...): always a literal, never an inline constant
    # on a parse shared by a spelling's uses: operand slot class (Isa._slot_class) -> (its bits
    # in the instruction word, its constant-bus read or None), for slots whose field nothing
    # else writes (_encode_form)
    encodings: dict | None = None


class Decoded:
    """One decoded instruction: its form, field values, literal dword (or None), size in bytes
    and address. The fields may be given as the encoded value instead (`bits`), and are then
    extracted on first use: a whole-buffer decode creates many objects that are never printed."""

    __slots__ = ("form", "_fields", "_bits", "literal", "size", "pc")

    def __init__(
        self, form: Form, fields: dict | None, literal: int | None, size: int, pc: int = 0
    ):
        self.form, self._fields, self.literal, self.size, self.pc = form, fields, literal, size, pc

    @property
    def fields(self) -> dict[str, int]:
        if self._fields is None:
            self._fields = self.form.extract(self._bits)
        return self._fields

    @fields.setter
    def fields(self, value: dict[str, int]) -> None:
        self._fields = value

    @property
    def instr(self) -> Instr:
        return self.form.instr

    def __repr__(self) -> str:
        return (
            f"Decoded({self.form.mnemonic}, {self.fields}, literal={self.literal},"
            f" size={self.size}, pc={self.pc})"
        )


class _EncodedDecoded(Decoded):
    """A Decoded made from its encoded bits (see Decoded); the bulk decoder's constructor."""

    __slots__ = ()

    def __init__(self, form: Form, bits: int, literal: int | None, size: int, pc: int):
        self.form, self._fields, self._bits, self.literal, self.size, self.pc = (
            form, None, bits, literal, size, pc
        )  # fmt: skip


def _fields_value(fields: dict[str, tuple[int, int]], values: dict[str, int]) -> int:
    word = 0
    for name, v in values.items():
        hi, lo = fields[name]
        word |= (v & ((1 << (hi - lo + 1)) - 1)) << lo
    return word


def _modifier_may_match(m: dict, name: str) -> bool:
    """Whether a modifier token named `name` (its text before ':') can be the modifier m:
    _modifier_writes skips the modifiers before the first that can."""
    return m["name"] == name or {
        "omod": name in ("mul", "div"),
        "dpp_ctrl": name in DPP_CTRL_NAMES,
        "bound_ctrl": name == "bound_ctrl",
        "buf_format": name == "format",
        "swizzle": name == "offset",
        "bare": bool(re.fullmatch(r"0[xX][0-9a-fA-F]+|\d+", name)),
    }.get(m["kind"], False)


def _spaced(text: str) -> str:
    return " " + text if text else ""


# Isa.disassemble prints inputs up to this size one instruction at a time, larger ones in
# batches (numpy): a command-line disassembly of a few words starts without importing numpy
SMALL_INPUT_BYTES = 64


def _without_gc(fn):
    """Run fn with the cyclic garbage collector paused: whole-buffer assembly and decoding
    allocate many objects and no cycles, and the collector's passes over them would cost more
    than the work itself."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if not gc.isenabled():
            return fn(*args, **kwargs)
        gc.disable()
        try:
            return fn(*args, **kwargs)
        finally:
            gc.enable()

    return wrapper


_WORD_RE = re.compile(r"\S+")
_SPLIT_CHARS = {",": re.compile(r"[()\[\]|,]"), " ": re.compile(r"[()\[\]|\s]")}
_COMMENT_RE = re.compile(r";|//|#")
_BLOCK_COMMENT_RE = re.compile(r"/\*.*?\*/")
_LABEL_RE = re.compile(r"^\s*([A-Za-z_.$][\w.$]*):(.*)$")
# operand text whose _split_top pieces are single words: operands separated by commas, then
# modifiers separated by spaces. A word is a plain token (no (), || or commas/spaces inside
# []), one within |...| or neg/abs/sext/lit(...), or a modifier's list like op_sel:[0,1].
_PLAIN_ATOM = r"[^\s,()|\[\]]+(?:\[[^\s,()|\[\]]*\])?"
# the commonest first, possessive and followed by a separator: it fails fast on the others
# (and findall takes the first alternative that matches)
# (atomic: the alternatives never match the same text at different lengths, so a token
# once matched is final and a line that does not fit fails in linear time, not exponential)
_PLAIN_TOKEN = (
    r"(?>[^\s,()|\[\]]++(?:\[[^\s,()|\[\]]*+\])?+(?=[\s,]|$)|\w+:\[[^\s()|\[\]]*\]"
    rf"|-?\|{_PLAIN_ATOM}\||(?:neg|abs|sext|lit)\({_PLAIN_ATOM}\))"
)
_PLAIN_OPERANDS_RE = re.compile(
    rf"(?:{_PLAIN_TOKEN}\s*+,\s*+)*+{_PLAIN_TOKEN}(?:\s++{_PLAIN_TOKEN})*+"
)
_PLAIN_PIECES_RE = re.compile(rf"({_PLAIN_TOKEN})(\s*,?\s*)")


def _split_top(text: str, sep: str) -> list[tuple[str, int]]:
    """Split at `sep` outside (), [] and ||; return (piece, column offset) pairs."""
    # the common cases, without a char loop: none of ( [ |; or brackets without ( ) |, as many
    # [ as ] in every piece (then every separator is outside the brackets)
    simple = "(" not in text and "|" not in text
    plain = simple and "[" not in text
    if simple and not plain and ")" not in text:
        parts = text.split(",") if sep == "," else text.split()
        plain = all(p.count("[") == p.count("]") for p in parts)
    if plain and sep == ",":
        res, off = [], 0
        for piece in text.split(","):
            stripped = piece.strip()
            if stripped:
                res.append((stripped, off + len(piece) - len(piece.lstrip())))
            off += len(piece) + 1
        return res
    if plain and sep == " ":
        return [(m.group(), m.start()) for m in _WORD_RE.finditer(text)]
    out, depth, start, bars = [], 0, 0, 0
    for m in _SPLIT_CHARS[sep].finditer(text):  # only the characters that matter
        i, ch = m.start(), m.group()
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "|":
            bars ^= 1
        elif depth == 0 and not bars and (ch == sep or (sep == " " and ch.isspace())):
            out.append((text[start:i], start))
            start = i + 1
    out.append((text[start:], start))
    res = []
    for piece, off in out:
        stripped = piece.strip()
        if stripped:
            res.append((stripped, off + len(piece) - len(piece.lstrip())))
    return res


# operand and modifier spellings longer than this are parsed each time, not cached (a cache of
# hostile 100,000-character words would hold gigabytes)
CACHED_TEXT = 64

_REG_RE = re.compile(r"^(s|v|a|ttmp)(?:(\d+)|\[(\d+)(?::(\d+))?\])$")
_NUM_RE = re.compile(r"^-?(0x[0-9a-fA-F]+|0b[01]+|\d+)$")
_FLOAT_RE = re.compile(r"^-?(\d+\.\d*([eE][-+]?\d+)?|\d+[eE][-+]?\d+|inf|nan)$")


class _FieldColumns:
    """The fields of many instructions of one form, each as numpy values made on first use:
    stands for one instruction's fields dict in the functions written for both."""

    __slots__ = ("bits", "_places", "_values")

    def __init__(self, places: dict, bits):
        self.bits, self._places, self._values = bits, places, {}

    def get(self, name: str, default=None):
        import numpy as np

        values = self._values.get(name)
        if values is None:
            place = self._places.get(name)
            if place is None:
                return default
            values = self._values[name] = ((self.bits >> place[0]) & place[1]).astype(np.intp)
        return values

    def values(self, name: str):
        """The field's values, zeros where the format has no such field."""
        import numpy as np

        values = self.get(name)
        return np.zeros(len(self.bits), dtype=np.intp) if values is None else values


@dataclass
class Tables:
    arch: dict
    formats: dict
    operand_codes: list
    instructions: dict[str, Instr]
    functions: dict[str, str]
    examples: dict[str, list[str]]
    fixed: dict[str, dict[str, int]]
    keys: dict[
        str, str
    ]  # instruction name -> the spec's name for it (differs where an arch renamed it)


def read_timing(path) -> dict:
    """An architecture's generated timing.json (hazard rules, latencies, waitcnt layout)."""
    import json

    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def load_tables(path) -> Tables:
    """An architecture's generated tables.json as runtime objects, with the s_waitcnt layout
    of the timing.json beside it."""
    import json

    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    timing = Path(path).with_name("timing.json")  # absent for an arch with no timing spec
    waitcnt = (read_timing(timing)["waitcnt"] or {}) if timing.exists() else {}
    data["arch"]["waitcnt_counters"] = {
        name: counter["bits"] for name, counter in waitcnt.get("counters", {}).items()
    }
    formats = {}
    for name, f in data["formats"].items():
        slots = {k: tuple(v) for k, v in f["slots"].items()}
        fields = {k: tuple(v) for k, v in f["fields"].items()}
        formats[name] = {
            **f,
            "fields": fields,
            "slots": slots,
            "promote": tuple(f["promote"]) if f["promote"] else None,
        }
    instructions, functions, examples, fixed, keys = {}, {}, {}, {}, {}
    for row in data["instructions"]:
        examples[row["name"]] = row.get("examples", [])
        fixed[row["name"]] = row.get("fixed", {})
        keys[row["name"]] = row.get("key", row["name"])
        ops = tuple(_op_from_row(o) for o in row["operands"])
        instructions[row["name"]] = Instr(
            row["name"], row["format"], row["opcode"], ops, tuple(row["flags"]), tuple(row["encodings"]), row["syntax"],
            tuple(row["params"]), tuple(row["outputs"]), row["uses_state"], row["doc"], row["semantics"], row["source"],
            tuple(row["dword_operands"]), row["cross_lane"], row["matrix"], tuple(row["raw_sources"]),
        )  # fmt: skip
        if row["function"]:
            functions[row["name"]] = row["function"]
    arch = data["arch"]
    arch["hw_registers"] = {int(k): v for k, v in arch.get("hw_registers", {}).items()}
    arch["sendmsg"] = {int(k): v for k, v in arch.get("sendmsg", {}).items()}
    return Tables(
        arch, formats, data["operand_codes"], instructions, functions, examples, fixed, keys
    )


class Isa:
    """One architecture: tables plus the generic assembler, disassembler and semantics."""

    def __init__(self, tables: Tables, vector_module, reference_module):
        self.tables = tables
        self._constants: dict = {}  # (kind, value, type) -> (code, literal): parsed constants
        self._operands: dict[str, Value] = {}  # operand text -> its parse (parse_operand)
        self._mnemonic_shapes: dict = {}  # mnemonic -> (forms, takes waitcnt text, no operands)
        self._modifier_starts: dict = {}  # (form id, name) -> first modifier that may match
        self._modifier_tokens: dict[str, str] = {}  # modifier text -> its _modifier_token
        self._slot_classes: dict[tuple, int] = {}  # see _slot_class
        self._operand_printers: dict = {}  # (form id, operand) -> printer (disassembly)
        self._text_tables: dict = {}  # operand kind and width -> text of every field value
        self._text_arrays: dict = {}  # id of a text table -> (it, as numpy, which are None)
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
        self._mod_bits: dict[int, tuple | None] = {}  # see _source_mod_bits
        self._build_operand_codes(tables.operand_codes)
        self.forms: list[Form] = []
        self.by_mnemonic: dict[str, list[Form]] = {}
        for ins in self.instructions.values():
            old = tables.keys.get(ins.name, ins.name).lower()  # the name before a renaming
            for form in self._forms_of(ins):
                self.forms.append(form)
                names = [form.mnemonic] + ([ins.mnemonic] if form.variant else [])
                if old != ins.mnemonic:  # llvm-mc still accepts the earlier name
                    names += [n.replace(ins.mnemonic, old, 1) for n in names]
                for n in names:
                    self.by_mnemonic.setdefault(n, []).append(form)
        self._build_decoder()
        self._prepare_decoding()

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

    # ------------------------------------------------------------------ tables
    def _build_operand_codes(self, rows) -> None:
        self.code_names: dict[int, str] = {}
        self.code_names64: dict[int, str] = {}
        self.name_codes: dict[str, tuple[int, int]] = {}
        self.inline_ints: dict[int, int] = {}
        self.inline_floats: dict[int, tuple[str, dict[str, int]]] = {}
        self.inline_float_names64: dict[int, str] = {}
        self.literal_code = 255
        self.sgpr_range = (0, 101)
        self.ttmp_base = 108
        self.vgpr_base = 256
        # code -> register counts it is a destination in
        self.dest_specials: dict[int, set[int]] = {}
        for lo, hi, kind, name, name64, value, bits, step, aliases, dest_widths in rows:
            if kind == "sgpr":
                self.sgpr_range = (lo, hi)
            elif kind == "ttmp":
                self.ttmp_base = lo
            elif kind == "vgpr":
                self.vgpr_base = lo
            elif kind == "literal":
                self.literal_code = lo
            elif kind == "inline_int":
                for k, code in enumerate(range(lo, hi + 1)):
                    self.inline_ints[code] = int(value) + step * k
            elif kind == "inline_float":
                self.inline_floats[lo] = (name, dict(bits))
                self.inline_float_names64[lo] = name64 or name
            elif kind == "special":
                for code in range(lo, hi + 1):
                    if name:
                        self.code_names[code] = name
                        self.name_codes.setdefault(name, (code, 1))
                    if name64:
                        self.code_names64[code] = name64
                        self.name_codes.setdefault(name64, (code, 2))
                    for alias in aliases:
                        self.name_codes.setdefault(alias, self.name_codes[name])
                    if dest_widths:
                        self.dest_specials[code] = {w // 32 for w in dest_widths}
        self.int_codes = {v: c for c, v in self.inline_ints.items()}
        self.float_by_bits: dict[tuple[str, int], int] = {}  # (float type, bit pattern) -> code
        for code, (_, bits) in self.inline_floats.items():
            for ty, b in bits.items():
                self.float_by_bits[(ty, b)] = code
        self._inv_2pi_code = self.float_by_bits.get(("f32", 0x3E22F983))  # 1/(2*pi)

    def _forms_of(self, ins: Instr) -> list[Form]:
        fmt = self.formats[ins.format]
        forms = []
        if "e32" in ins.encodings or not ins.encodings:
            forms.append(
                Form(ins, "e32" if ins.encodings else "", ins.format, ins.opcode, ins.operands)
            )
        if "e64" in ins.encodings and fmt["promote"]:
            vop3, carry_fmt, expr, moved = fmt["promote"]
            has_sd = any(o.name == "SD" for o in ins.operands)
            target = carry_fmt if (has_sd and carry_fmt) else vop3
            opcode = eval(
                expr, {"__builtins__": {}}, {"op": ins.opcode}
            )  # expression from the spec
            slots = {**self.formats[target]["slots"], **moved}
            ops = []
            for o in ins.operands:
                slot = slots.get(o.name)
                if slot is None:
                    break
                fld, kind, _ = slot
                if o.type == "mask":
                    kind = "sdst" if o.name == "SD" else "sreg"
                base = fmt["slots"].get(o.name)
                if base and not base[2] and o.kind != base[1]:
                    kind = o.kind  # the instruction narrowed its operand (e.g. a VGPR-only source)
                ops.append(o._replace(kind=kind, field=fld, implicit=None))
            else:
                forms.append(Form(ins, "e64", target, opcode, tuple(ops)))
        for variant, target in fmt.get("variants", {}).items():
            if variant not in ins.encodings:
                continue
            slots = self.formats[target]["slots"]
            ops = []
            for o in ins.operands:
                slot = slots.get(o.name)
                if slot is None:
                    break
                fld, kind, implicit = slot
                # llvm-mc reads an SDWA source as one 32-bit value: a packed pair's 16-bit
                # constants do not apply (v_pk_fmac_f16_sdwa: 0x3f800000 is 1.0, 0x3c00 a
                # literal); its -x/|x| set the SDWA bits (errata pk-fmac-sdwa-mods)
                packed = variant == "sdwa" and o.type == "b32" and o.constants in ("f16", "bf16")
                constants, constant_bits = None if packed else o.constants, o.constant_bits
                if variant == "sdwa" and o.type == "bf16":
                    # llvm-mc reads a bf16 SDWA source's constants as f16 (v_cvt_f32_bf16_sdwa:
                    # 0x3c00 is 1.0, 0x3f80 refused); the value stays the bf16 one (errata
                    # bf16-sdwa-constants)
                    constants, constant_bits = "f16", constant_bits or "bf16"
                ops.append(
                    o._replace(
                        kind=kind if not implicit else o.kind,
                        field=fld,
                        implicit=implicit,
                        constants=constants,
                        constant_bits=constant_bits,
                    )
                )
            else:
                forms.append(Form(ins, variant, target, ins.opcode, tuple(ops)))
        lds = next((m for m in fmt.get("modifiers", ()) if m["name"] == "lds"), None)
        if "lds_load" in ins.flags and lds and forms:
            # loading into LDS (address in M0) instead of the destination registers: same opcode, LDS set
            main = forms[0]
            main.extra_fixed = {lds["field"]: 0}
            drop = next((o.name for o in main.operands if o.name in ("D", "VDATA")), None)
            forms.append(Form(ins, "", ins.format, ins.opcode, tuple(o for o in ins.operands if o.name != drop),
                              extra_fixed={lds["field"]: 1}, required_modifier="lds"))  # fmt: skip
            if any(m["name"] == "scc" for m in fmt["modifiers"]):
                main.modifier_spelling = "scc"  # the LDS form takes it as the offset
        own = self.fixed_fields.get(ins.name, {}) if hasattr(self, "fixed_fields") else {}
        for form in forms:
            for fname, value in own.items():
                if fname not in self.formats[form.fmt]["fields"]:
                    continue  # a field of another of the instruction's forms
                form.extra_fixed[fname] = value
                flag = next(
                    (
                        m
                        for m in fmt.get("modifiers", ())
                        if m["field"] == fname and m["kind"] == "flag"
                    ),
                    None,
                )
                if flag and value:
                    form.required_modifier = flag["name"]
        ret_field = fmt.get("atomic_return_field")
        if "atomic" in ins.flags and ret_field:
            # one opcode, two syntaxes: with a destination (returns the old value, needs the bit) or without
            mod = next(m["name"] for m in fmt["modifiers"] if m["field"] == ret_field)
            (ret,) = forms
            ret.extra_fixed, ret.required_modifier = {ret_field: 1}, mod
            ret.data_file = "v" if "vgpr_return" in ins.flags else ""
            if "agpr_return_no_sc1" in ins.flags:
                # llvm-objdump decodes the AGPR return only with SC1 clear (llvm-mc drops sc1)
                sc1 = next(m["field"] for m in fmt["modifiers"] if m["name"] == "sc1")
                acc = acc_field(fmt["fields"])
                ret.data_file, ret.extra_fixed = "v", {ret_field: 1, acc: 0}
                agpr_ret = {ret_field: 1, acc: 1, sc1: 0}
                forms.append(
                    Form(ins, "", ins.format, ins.opcode, ret.operands, extra_fixed=agpr_ret)
                )
                forms[-1].required_modifier, forms[-1].data_file = mod, "a"
            no_d = tuple(o for o in ins.operands if o.name != "D")
            forms.append(Form(ins, "", ins.format, ins.opcode, no_d, extra_fixed={ret_field: 0}))
        for form in forms:
            f = self.formats[form.fmt]
            taken = [
                m
                for m in f.get("modifiers", ())
                if self._takes_modifier(ins, m, form.fmt)
                and m["field"] not in form.extra_fixed
                or m["name"] == form.required_modifier
            ]  # a name once: the first of the format's entries for it that the form takes
            form.modifiers = tuple(
                m for i, m in enumerate(taken) if m["name"] not in {p["name"] for p in taken[:i]}
            )
            form.ignored = tuple(
                m["name"]
                for m in f.get("modifiers", ())
                if m.get("ignored_by_flag") and self._flag_listed(ins, m["ignored_by_flag"])
            )
            fixed = {**f["fixed"], **form.extra_fixed}
            if "OP" in f["fields"]:
                fixed["OP"] = form.opcode
            fields = dict(f["fields"])
            form.match = _fields_value(fields, fixed)
            form.mask = _fields_value(fields, {k: -1 for k in fixed})
            form.words = f["size"] // 32
            form.zero_mask = unused_zero_bits(self, form)
        return forms

    def _build_decoder(self) -> None:
        """Group forms by (mask of their fixed bits) so decoding is a few dict look-ups."""
        groups: dict[tuple[int, int], dict[int, Form]] = {}
        # forms with the same fixed bits as an earlier form (which decodes): the generator
        # refuses a spec with any (selfcheck.encoding_conflicts)
        self.shadowed: list[tuple[Form, Form]] = []
        for form in self.forms:
            g = groups.setdefault((form.words, form.mask), {})
            if form.match in g:
                self.shadowed.append((form, g[form.match]))
                continue
            g[form.match] = form
        # most specific masks first
        self.decode_groups = sorted(
            groups.items(), key=lambda kv: (-bin(kv[0][1]).count("1"), kv[0][0])
        )

    def unknown_size(self, w0: int) -> int:
        """Dwords taken by an undecodable instruction: one, as llvm-objdump skips one dword and
        decodes the next (whatever format the word's fixed bits name)."""
        return 1

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

    # ------------------------------------------------------------------ operands
    def sreg_name(self, code: int, nregs: int) -> str:
        lo, hi = self.sgpr_range
        if nregs >= 2 and (lo <= code <= hi or self.ttmp_base <= code < self.ttmp_base + 16):
            code -= code % (
                2 if nregs == 2 else 4
            )  # llvm-mc ignores the low bits of a tuple's start
        if lo <= code <= hi:
            if code + nregs - 1 > hi + LLVM_SGPRS_PAST_RANGE:
                raise DecodeError(f"s[{code}:{code + nregs - 1}] runs past the last SGPR")
            return f"s{code}" if nregs == 1 else f"s[{code}:{code + nregs - 1}]"
        if self.ttmp_base <= code < self.ttmp_base + 16:
            n = code - self.ttmp_base
            if n + nregs > 16:
                raise DecodeError(f"ttmp[{n}:{n + nregs - 1}] runs past ttmp15")
            return f"ttmp{n}" if nregs == 1 else f"ttmp[{n}:{n + nregs - 1}]"
        names = self.code_names64 if nregs == 2 else self.code_names
        if code in names and nregs <= 2:
            return names[code]
        if code in self.code_names and nregs == 1:
            return self.code_names[code]
        raise DecodeError(f"operand code {code} names no {nregs}-register scalar operand")

    def vreg_name(self, prefix: str, n: int, nregs: int, cls: str = "") -> str:
        """A VGPR/AGPR (tuple); with the operand's llvm register class family (VReg, AV, VS) a
        tuple at an odd register gets llvm-objdump's marker (tuples start even on these archs)."""
        if nregs == 1:
            return f"{prefix}{n}"
        text = f"{prefix}[{n}:{n + nregs - 1}]"
        return text + _invalid_register(cls, nregs) if cls and n % 2 else text

    def checked_src_text(
        self, code: int, op: Op, kind: str, declared: Op, literal: int | None = None
    ) -> str:
        """A source as llvm-objdump prints it, with its marker where the code is outside the
        operand's register class: constants in register-only scalar sources (`sreg`: the PC
        and MOVREL operands, VOP3 carry and condition masks), VGPRs in scalar-only VALU sources
        (SReg_32), anything but VGPRs in sources wider than 64 bits. A mask's VGPR pair has no
        alignment marker (llvm's class for it takes odd pairs)."""
        if kind == "sreg" and self._is_inline_constant(code):
            return self._invalid_immediate(code)
        if kind == "sreg" and code == self.literal_code:
            return self._invalid_literal(literal)
        if code >= self.vgpr_base:
            n = code - self.vgpr_base
            if kind in ("ssrc", "lanesel"):
                return self.vreg_name("v", n, op.nregs) + _invalid_register("SReg", op.nregs)
            if declared.type == "mask":
                return self.vreg_name("v", n, op.nregs)
        if kind == "src" and op.nregs > 2:
            return self.vsrc_text(code, op.nregs, "VReg", literal)
        return self.src_text(code, op, literal)

    def _excluded_scalar_class(
        self, kind: str, code: int, nregs: int, form: Form | None = None
    ) -> str | None:
        """llvm's register class of a scalar operand that leaves out m0 or exec (SMEM data:
        llvm-mc refuses them there; GLOBAL saddr: exec, except in the loads straight to LDS,
        which have no data register; a VALU's SGPR destination: m0) when `code` names one of
        those registers, else None."""
        m0, exec_lo = self.name_codes["m0"][0], self.name_codes["exec_lo"][0]
        if kind == "sdst_xm0" and code == m0:  # v_readlane/v_readfirstlane's destination
            return "SReg_32_XM0"
        if kind == "sgpr" and nregs == 1 and code in (m0, exec_lo, exec_lo + 1):
            return "SReg_32_XM0_XEXEC"
        if kind == "sgpr" and nregs == 2 and code == exec_lo:
            return "SReg_64_XEXEC"
        if kind == "saddr" and nregs == 2 and code == exec_lo:
            if form and not any(o.name in ("D", "DATA") for o in form.operands):
                return None
            return "SReg_64_XEXEC_XNULL"
        return None

    def _is_inline_constant(self, code: int) -> bool:
        return code in self.inline_ints or code in self.inline_floats

    def _invalid_immediate(self, code: int) -> str:
        """llvm-objdump's text of an inline constant where its operand takes registers only."""
        return self.src_text(code, _B32, None) + "/*Invalid immediate*/"

    def _invalid_literal(self, literal: int | None) -> str:
        """llvm-objdump's text of a literal where its operand takes registers only: as a 32-bit
        operand shows it, the value of an inline constant (64, -1.0) by its name, else hex."""
        if literal is None:
            raise DecodeError("a literal operand without its dword")
        signed = literal - (1 << 32) if literal >> 31 else literal
        code = self.int_codes.get(signed) or self.float_by_bits.get(("f32", literal))
        shown = self.src_text(code, _B32, None) if code else f"0x{literal:x}"
        return shown + "/*Invalid immediate*/"

    def vsrc_text(self, code: int, nregs: int, cls: str, literal: int | None = None) -> str:
        """A source field that names VGPRs only, as llvm-objdump prints every other code in
        it: constants and literals marked invalid immediates, scalar registers (at llvm's
        tuple sizes) marked with the operand's register class; the src_* values unmarked."""
        if code >= self.vgpr_base:
            return self.vreg_name("v", code - self.vgpr_base, nregs, cls)
        if self._is_inline_constant(code):
            return self._invalid_immediate(code)
        if code == self.literal_code:
            return self._invalid_literal(literal)
        name = self.code_names.get(code, "")
        if self._inline_value(code) or name == "src_lds_direct" and cls == "VRegOrLds":
            if nregs > 2:
                raise DecodeError(f"{name} is no {32 * nregs}-bit operand")
            return self.code_names64.get(code, name) if nregs == 2 else name
        ttmp = self.ttmp_base <= code < self.ttmp_base + 16
        span = (_LLVM_TTMP_SPAN if ttmp else _LLVM_SGPR_SPAN).get(nregs, nregs)
        return self.sreg_name(code, span) + _invalid_register(cls, nregs)

    def _scratch_has_vaddr(self, fields: dict, fmt: dict) -> bool:
        """SCRATCH: gfx950 says so with its SVE bit; earlier targets use VADDR when SADDR is off."""
        if "SVE" in fmt["fields"]:
            return fields.get("SVE", 0) != 0
        return fields.get("SADDR", 0) == SADDR_OFF

    def src_text(self, code: int, op: Op, literal: int | None) -> str:
        if code >= self.vgpr_base:  # VGPRs or SGPRs (llvm's VS classes); VGPRs only past 64 bits
            cls = "VS" if op.nregs <= 2 else "VReg"
            return self.vreg_name("v", code - self.vgpr_base, op.nregs, cls)
        if code in self.inline_ints:
            return str(self.inline_ints[code])
        if code in self.inline_floats:
            name, bits = self.inline_floats[code]
            if op.ctype in ("i16", "u16", "b16"):
                return f"0x{bits['f16']:x}"  # llvm-mc shows a float constant's bits for 16-bit integers
            return self.inline_float_names64[code] if TYPE_BITS[op.ctype] == 64 else name
        if code == self.literal_code:
            return self._literal_text(literal or 0, op)
        return self.sreg_name(code, op.nregs)

    def inline_constant_bits(self, code: int, op: Op) -> int:
        """The register image an inline constant gives operand `op`: an integer sign-extended
        to the operand's width; a float as the bit pattern of the operand's `constant_bits`
        type where the guides give one, else of its constant type (`constants:`, else the
        float type of its width), zero-extended, so that a packed operand holds it in its low
        element (llvm-mc's operand types; CDNA4 6.2 is silent)."""
        n = TYPE_BITS[op.type]
        if code in self.inline_ints:
            return self.inline_ints[code] & ((1 << n) - 1)
        bits = self.inline_floats[code][1]
        if op.constant_bits:
            return bits[op.constant_bits]
        ctype = (
            op.ctype if op.ctype in FLOAT_TYPES else FLOAT_OF_WIDTH.get(TYPE_BITS[op.ctype], "f32")
        )
        return bits[ctype]

    def _literal_text(self, literal: int, op: Op) -> str:
        """A literal as llvm-objdump 22 spells it: `lit(0x..)` (all 32 bits) where the bare
        number would read back as an inline constant; 16-bit float operands judge by the low
        half and otherwise show only it; an f64 literal (the high word) that makes an inline
        constant is shown as that constant."""
        ctype = op.ctype
        if ctype == "f64":
            code = self.float_by_bits.get(("f64", literal << 32))
            return (
                "0" if literal == 0 else self.inline_float_names64[code] if code else hex(literal)
            )
        # 16-bit: a 16-bit operand's, or a v_fma_mix source's (an f32 register, f16 constants);
        # a packed operand's literal is 32 bits; a bf16 operand's is judged by its low half
        # but shown whole
        sixteen = TYPE_BITS.get(op.type) == 16 or op.type == "f32" and ctype == "f16"
        shown = literal & 0xFFFF if sixteen and ctype != "bf16" else literal
        narrow = literal & 0xFFFF if sixteen else literal
        probe = literal if ctype in ("i16", "u16", "b16") else narrow
        probe_op = op._replace(type="b32") if ctype in ("i16", "u16", "b16") else op
        code, _ = self._constant_code(Value("int", value=probe), probe_op, True)
        return hex(shown) if code == self.literal_code else f"lit({hex(literal)})"

    # ------------------------------------------------------------------ decoding
    def _prepare_decoding(self) -> None:
        """Per-word dispatch on the top 9 bits (every format fixes some of them), and per
        format the field extractors, so decoding a word is a few dict look-ups."""
        # per group, its fixed bits among the top 9 and the values its forms give them
        tops = [
            (mask >> 23 & 0x1FF, {match >> 23 & mask >> 23 & 0x1FF for match in table})
            for (_, mask), table in self.decode_groups
        ]
        self._by_prefix: list[list] = [
            [
                (nwords, mask, table)
                for ((nwords, mask), table), (high, values) in zip(self.decode_groups, tops)
                if (prefix & high) in values
            ]
            for prefix in range(512)
        ]
        # one field extractor per format, built as a dict display: much faster than a loop
        self._extract = {
            name: eval(  # noqa: S307 - the source is built here from integer bit ranges
                "lambda v: {"
                + ", ".join(
                    f"{fname!r}: v >> {lo} & {(1 << (hi - lo + 1)) - 1}"
                    for fname, (hi, lo) in f["fields"].items()
                )
                + "}",
                {},
            )
            for name, f in self.formats.items()
        }
        self._literal_rule: dict[int, tuple] = {}
        for form in self.forms:
            form.extract = self._extract[form.fmt]
            fields = self.formats[form.fmt]["fields"]
            valu = form.fmt not in SCALAR_FORMATS
            src_fields = tuple(
                op.field
                for op in form.operands
                if op.field
                and (
                    op.kind in ("ssrc", "src", "sreg", "lanesel")
                    # 9-bit VGPR-only and matrix sources, 8-bit VALU scalar destinations:
                    # llvm-objdump reads a literal after a word where they hold its code
                    or op.kind in ("vsrc", "asrc", "mai_src", "mai_c")
                    and fields[op.field][0] - fields[op.field][1] == 8
                    or valu
                    and op.kind in ("sdst", "sdst_xm0")
                    and fields[op.field][0] - fields[op.field][1] == 7
                )
            )
            always = any(op.kind == "literal" for op in form.operands)
            # `literal: decoded` (VOP3): no literal in the assembler, one read by the decoder
            self._literal_rule[id(form)] = (
                always,
                src_fields if self.formats[form.fmt]["literal"] else (),
            )

    def decode_at(self, words: list[int], i: int) -> Decoded:
        """Decode the instruction whose first dword is words[i]."""
        w0 = words[i]
        wide: dict[int, int] = {1: w0}  # the next n dwords as one integer, by n
        for nwords, mask, table in self._by_prefix[w0 >> 23]:
            value = wide.get(nwords)
            if value is None:
                if i + nwords > len(words):
                    continue
                value = sum(words[i + k] << (32 * k) for k in range(nwords))
                wide[nwords] = value
            form = table.get(value & mask)
            if form is None or value & form.zero_mask:
                continue
            fields = self._extract[form.fmt](value)
            size = nwords * 4
            literal = None
            always, src_fields = self._literal_rule[id(form)]
            if always or (src_fields and self.literal_code in [fields[f] for f in src_fields]):
                idx = i + nwords
                if idx >= len(words):
                    raise DecodeError("literal constant missing at end of input")
                literal = words[idx]
                size += 4
            d = Decoded(form, fields, literal, size)
            if nwords > 2:  # as llvm-objdump: a wide form whose operands do not decode yields
                try:  # to a narrower one (gfx950's v_mfma_ld_scale_b32 word alone)
                    self.text(d)
                except DecodeError:
                    continue
            return d
        raise DecodeError(f"no instruction matches 0x{w0:08x}")

    @cached_property
    def _word_tables(self) -> tuple:
        """decode_groups as numpy tables, for classifying every dword of a buffer at once:
        per group (dwords, mask, prefixes it can match, sorted match values, form numbers);
        groups wider than two dwords keep only their first dword's fixed bits (a match there
        is decoded by decode_at). Per form: dwords, whether a literal always follows, and
        which source-field shapes (lo bit, width) take the literal when they hold its code."""
        import numpy as np

        index = {id(form): n for n, form in enumerate(self.forms)}
        groups = []
        for (nwords, mask), table in self.decode_groups:
            allowed = np.zeros(512, dtype=bool)
            for prefix, candidates in enumerate(self._by_prefix):
                allowed[prefix] = any(m == mask and w == nwords for w, m, _ in candidates)
            if nwords > 2:
                low = mask & 0xFFFFFFFF
                keys = sorted({match & low for match in table})
                mask, forms = low, [-2] * len(keys)  # -2: decode this dword with decode_at
                zeros = [0] * len(keys)
            else:
                keys = sorted(table)
                forms = [index[id(table[k])] for k in keys]
                zeros = [table[k].zero_mask for k in keys]
            groups.append(
                (
                    nwords,
                    np.uint64(mask),
                    allowed,
                    np.array(keys, dtype=np.uint64),
                    np.array(forms, dtype=np.int64),
                    np.array(zeros, dtype=np.uint64),
                )
            )
        shapes: list[tuple[int, int]] = []
        shape_bits = np.zeros(len(self.forms), dtype=np.int64)
        always = np.zeros(len(self.forms), dtype=bool)
        for n, form in enumerate(self.forms):
            always[n], src_fields = self._literal_rule[id(form)]
            for name in src_fields:
                hi, lo = self.formats[form.fmt]["fields"][name]
                if (lo, hi - lo + 1) not in shapes:
                    shapes.append((lo, hi - lo + 1))
                shape_bits[n] |= 1 << shapes.index((lo, hi - lo + 1))
        words = np.array([form.words for form in self.forms], dtype=np.int64)
        return groups, shapes, shape_bits, always, words

    def _classify(self, w0, pair):
        """Per dword position, the number of the form decoding an instruction starting there
        (-1: none, -2: ask decode_at), and the dwords it takes with its literal."""
        import numpy as np

        groups, shapes, shape_bits, always, form_words = self._word_tables
        n = len(w0)
        form = np.full(n, -1, dtype=np.int64)
        prefix = (w0 >> 23).astype(np.intp)
        pending = np.arange(n)
        for nwords, mask, allowed, keys, forms, zeros in groups:
            cand = pending[allowed[prefix[pending]]]
            if nwords > 1:
                cand = cand[cand + nwords <= n]
            if not len(cand):
                continue
            whole = pair[cand] if nwords == 2 else w0[cand].astype(np.uint64)
            value = whole & mask
            at = np.minimum(np.searchsorted(keys, value), len(keys) - 1)
            hit = (keys[at] == value) & (whole & zeros[at] == 0)
            form[cand[hit]] = forms[at[hit]]
            pending = pending[form[pending] == -1]
        found = form >= 0
        known = np.where(found, form, 0)
        with_literal = always[known] & found
        for bit, (lo, width) in enumerate(shapes):
            holds = (pair >> np.uint64(lo)) & np.uint64((1 << width) - 1) == self.literal_code
            with_literal |= holds & (shape_bits[known] >> bit & 1).astype(bool) & found
        size = np.where(found, form_words[known] + with_literal, 0)
        return form, size, with_literal

    def _decode_arrays(self, data: bytes | list[int], base: int) -> tuple | None:
        """The bulk of decode: every dword classified at once (numpy); a walk over the sizes
        then picks the instruction starts. Returns, per start (in address order), its form
        number, bits (uint64), size in bytes, pc, whether a literal follows and that literal,
        plus the items decoded one at a time as (index in the starts, items); None if empty."""
        import numpy as np

        if isinstance(data, (bytes, bytearray, memoryview)):
            data = bytes(data)
            if len(data) % 4:
                data += b"\0" * (4 - len(data) % 4)
            w0 = np.frombuffer(data, dtype="<u4").astype(np.uint32)
        else:
            w0 = np.array(data, dtype=np.uint32)
        n = len(w0)
        if not n:
            return None
        if not 0 <= base <= (1 << 63) - 4 * n:  # pcs are computed in int64
            raise DecodeError(f"base address {base:#x} puts the code outside 0..2^63")
        pair = w0.astype(np.uint64)
        pair[:-1] |= pair[1:] << np.uint64(32)
        form, size, with_literal = self._classify(w0, pair)
        sizes = size.tolist()
        starts: list[int] = []
        others: list[tuple[int, list]] = []  # (index in starts, items) decoded one at a time
        words = None
        i = 0
        while i < n:
            step = sizes[i]
            if step and i + step <= n:
                starts.append(i)
                i += step
                continue
            if words is None:
                words = w0.tolist()
            items: list[Decoded | tuple[int, int]] = []
            try:
                d = self.decode_at(words, i)
                d.pc = base + 4 * i
                items.append(d)
                i += d.size // 4
            except DecodeError:
                count = min(self.unknown_size(words[i]), n - i)
                for k in range(count):  # a 64-bit instruction's second dword is none
                    items.append((base + 4 * (i + k), words[i + k]))
                i += count
            others.append((len(starts), items))
        at = np.array(starts, dtype=np.intp)
        nums = form[at]
        dwords = self._word_tables[4][nums]
        bits = np.where(dwords == 2, pair[at], w0[at].astype(np.uint64))
        has_literal = with_literal[at]
        literals = np.where(has_literal, w0[np.minimum(at + dwords, n - 1)], 0)
        return nums, bits, 4 * size[at], 4 * at + base, has_literal, literals, others

    @_without_gc
    def decode(self, data: bytes | list[int], base: int = 0) -> list[Decoded | tuple[int, int]]:
        """Decode a whole buffer; undecodable dwords come back as (pc, word)."""
        import numpy as np

        arrays = self._decode_arrays(data, base)
        if arrays is None:
            return []
        nums, bits, sizes, pcs, has_literal, literals, others = arrays
        forms = list(map(self.forms.__getitem__, nums.tolist()))
        out: list = list(
            map(
                _EncodedDecoded,
                forms,
                bits.tolist(),
                [None] * len(nums),
                sizes.tolist(),
                pcs.tolist(),
            )
        )
        lit = np.flatnonzero(has_literal)
        for k, value in zip(lit.tolist(), literals[lit].tolist()):
            out[k].literal = value
        for k, items in reversed(others):
            out[k:k] = items
        return out

    # ------------------------------------------------------------------ printing
    def operand_text(self, d: Decoded, op: Op) -> str:
        return self._operand_printer(d.form, op)(d, d.fields)

    def _operand_printer(self, form: Form, op: Op):
        """A function (decoded, its fields) -> the operand's text, made once per form and operand."""
        key = (id(form), op)
        printer = self._operand_printers.get(key)
        if printer is None:
            printer = self._operand_printers[key] = self._make_operand_printer(form, op)
        return printer

    def _text_table(self, key: tuple, count: int, make) -> tuple:
        """make(raw) for every raw value of a field, None where it raises DecodeError; made once
        per key (the operand's kind and width), shared by every form."""
        table = self._text_tables.get(key)
        if table is None or len(table) < count:
            row = []
            for raw in range(count):
                try:
                    row.append(make(raw))
                except DecodeError:
                    row.append(None)
            table = self._text_tables[key] = tuple(row)
        return table

    def _make_operand_printer(self, form: Form, op: Op):
        if op.implicit == "vcc":
            return lambda d, f: "vcc"
        if op.width_by and op.width_by[0] == "DMASK":  # MIMG data: as llvm-objdump reads it

            def image_data(d, f):
                shown = op.at(f)
                first = f.get(op.field, 0)
                if shown.nregs > 1 and (first % 2 or first + shown.nregs > 256):
                    # no aligned tuple there: llvm keeps the width its decoder table has
                    shown = shown._replace(type=_dmask_width(0, op.width_by[1]))
                return self._operand_printer(form, shown)(d, f)

            return image_data
        if op.width_by:  # the register count depends on another field
            return lambda d, f: self._operand_printer(form, op.at(f))(d, f)
        kind, name = op.kind, op.field
        hi_lo = self.formats[form.fmt]["fields"].get(name)
        count = 1 << (hi_lo[0] - hi_lo[1] + 1) if hi_lo else 1  # no such field: raw is 0
        wrap = self._mods_wrapper(form, op)
        table = None  # the text of every raw value, None where fallback(d, raw) must decide
        if kind == "vsrc" and hi_lo and hi_lo[0] - hi_lo[1] == 8:  # a 9-bit source, VGPRs only
            # lane reads take lds_direct too (llvm's VRegOrLds class)
            cls = "VRegOrLds" if form.instr.operands[0].kind == "sdst_xm0" else "VReg"
            nregs, lit = op.nregs, self.literal_code
            table = self._text_table(
                ("vsrc", nregs, cls),
                count,
                lambda raw: None if raw == lit else self.vsrc_text(raw, nregs, cls),
            )

            def fallback(d, raw):
                return self.vsrc_text(raw, nregs, cls, d.literal)

        elif kind in ("ssrc", "src", "sreg", "vsrc", "lanesel"):
            src_op = op if op.type != "mask" else Op(op.name, "u64", kind, op.field, None)
            lit = self.literal_code
            table = self._text_table(
                ("src", src_op.ctype, src_op.nregs, kind, op.type == "mask"),
                count,
                lambda raw: None if raw == lit else self.checked_src_text(raw, src_op, kind, op),
            )

            def fallback(d, raw):  # a literal, or raises DecodeError
                return self.checked_src_text(raw, src_op, kind, op, d.literal)

        elif kind in ("vgpr", "agpr", "vaddr"):
            # vaddr: the encoding does not say how many address VGPRs: llvm-mc prints one
            prefix, nregs = "a" if kind == "agpr" else "v", 1 if kind == "vaddr" else op.nregs
            cls = "" if "unaligned_vgprs" in form.instr.flags else "VReg"  # no odd-start marker
            table = self._text_table(
                ("vgpr", prefix, nregs, 0, cls),
                count,
                lambda raw: self.vreg_name(prefix, raw, nregs, cls),
            )
            wrap = wrap if form.variant == "dpp" else None

            def fallback(d, raw):
                return self.vreg_name(prefix, raw, nregs, cls)

        elif kind in ("sdst", "sdst_xm0", "sgpr", "sbase", "srsrc"):
            scale = {"sbase": 2, "srsrc": 4}.get(kind, 1)
            nregs = 2 if kind in ("sdst", "sdst_xm0") and op.type == "mask" else op.nregs
            # a VALU's scalar destination (VOPC e64, v_readfirstlane) holding a constant code
            marked = kind in ("sdst", "sdst_xm0") and form.fmt not in SCALAR_FORMATS

            def sdst_text(raw: int) -> str:
                if marked and self._is_inline_constant(raw):
                    return self._invalid_immediate(raw)
                text = self.sreg_name(raw * scale, nregs)  # raises DecodeError
                excluded = self._excluded_scalar_class(kind, raw, nregs)
                return text + _class_marker(excluded) if excluded else text

            table = self._text_table(
                ("sreg", scale, nregs, marked, kind == "sgpr"), count, sdst_text
            )

            def fallback(d, raw):
                if marked and raw == self.literal_code:  # llvm reads the dword after it
                    return self._invalid_literal(d.literal)
                return sdst_text(raw)

        if table is not None:

            def look_up(d, f):
                raw = f.get(name, 0)
                return table[raw] or fallback(d, raw)

            printer = look_up if wrap is None else lambda d, f: wrap(f, look_up(d, f))
            printer.inline = (table, name, fallback, wrap)  # for _form_printer
            return printer
        selected = self._selected_register_makers(form, op)
        if selected:  # a register table chosen by other fields (register file, count, off)
            select, makers = selected
            tables = tuple(self._text_table(key, count, make) for key, make in makers)
            makes = tuple(make for _, make in makers)

            def register(d, f):
                which, raw = select(f), f.get(name, 0)
                text = tables[which][raw]
                return self._missing_text(makes[which], raw, d.literal) if text is None else text

            printer = register if wrap is None else lambda d, f: wrap(f, register(d, f))
            printer.selected = (select, tables, makes, name, wrap)  # for _operand_column
            return printer
        return lambda d, f: self._other_operand_text(d, op, f)

    def _missing_text(self, make, raw: int, literal: int | None) -> str:
        """The text of a code its register table has none for: the literal where the maker
        takes one (`with_literal`), else what the maker says (raises DecodeError)."""
        with_literal = getattr(make, "with_literal", None)
        if with_literal is not None and raw == self.literal_code:
            return with_literal(literal)
        return make(raw)

    def _selected_register_makers(self, form: Form, op: Op) -> tuple | None:
        """For operand kinds whose text is a table look-up once some other fields pick the
        table: (fields -> table number, ((table key, raw -> text), ...)), else None. The first
        also takes _FieldColumns (then gives the table number of every instruction)."""
        kind, nregs, base, fmt = op.kind, op.nregs, self.vgpr_base, self.formats[form.fmt]

        def vregs(prefix: str, count: int, offset: int = 0, cls: str = "VReg") -> tuple:
            return (
                ("vgpr", prefix, count, offset, cls),
                lambda raw: self.vreg_name(prefix, raw - offset, count, cls),
            )

        def matrix(prefix: str) -> tuple:  # MFMA A/B: registers only (llvm's AV classes)
            def text(raw: int) -> str:
                if raw >= base:
                    if prefix == "a" and raw - base + nregs > 256:  # llvm-objdump: no such tuple
                        raise DecodeError(f"a[{raw - base}:..] runs past a255")
                    return self.vreg_name(prefix, raw - base, nregs, "AV")
                return self.vsrc_text(raw, nregs, "AV")  # raises DecodeError

            text.with_literal = self._invalid_literal
            return ("matrix", prefix, nregs), text

        off = (("off",), lambda raw: "off")
        if kind == "avgpr":  # VGPRs, or AGPRs when the format's ACC bit says so
            acc = acc_field(fmt["fields"])
            cls, returned_cls, ret = self._data_register_class(form)
            # an AGPR tuple of a VGPR-class operand: llvm-objdump names the AGPR class in an
            # MFMA's marker, and marks no odd AGPR tuple of a DS operation
            agpr_cls = {"VOP3P_MAI": "AReg", "VOP3PX2": "AReg", "DS": ""}.get(form.fmt, "VReg")
            a_cls, a_returned_cls = (agpr_cls if c == "VReg" else c for c in (cls, returned_cls))
            if returned_cls == cls:
                return (lambda f: (f.get(acc, 0) != 0) + 0), (
                    vregs("v", nregs, cls=cls),
                    vregs("a", nregs, cls=a_cls),
                )
            return (lambda f: (f.get(acc, 0) != 0) + 2 * (f.get(ret, 0) != 0)), (
                vregs("v", nregs, cls=cls),
                vregs("a", nregs, cls=a_cls),
                vregs("v", nregs, cls=returned_cls),
                vregs("a", nregs, cls=a_returned_cls),
            )
        if kind == "sdwa_src":  # a VGPR, or an SGPR or constant when SRCn_SGPR is set
            sgpr = f"SRC{op.name[1]}_SGPR"

            def constant_text(raw: int) -> str:
                if raw == self.literal_code:  # no literal dword: llvm-objdump cannot decode it
                    raise DecodeError("an SDWA source holds the literal code")
                return self.src_text(raw, op, None)

            constant = (("src", op.ctype, nregs, None), constant_text)
            return (lambda f: (f.get(sgpr, 0) != 0) + 0), (vregs("v", nregs), constant)
        if kind == "mai_src":  # A or B matrix: VGPRs, or AGPRs when this source's ACC bit is set
            bit = int(op.name[1])
            return (lambda f: f.get("ACC", 0) >> bit & 1), (matrix("v"), matrix("a"))
        if kind == "mai_c":  # C matrix: registers of D's file (ACC_CD), or an inline constant
            c_op = op._replace(type=self._mfma_c_type(form))

            def matrix_c(prefix: str) -> tuple:
                key = ("mai_c", prefix, nregs, c_op.ctype)
                cls = "VReg" if prefix == "v" else "AReg"  # llvm's class of D's file

                def text(raw: int) -> str:
                    if raw >= base:
                        return self.vreg_name(prefix, raw - base, nregs, cls)
                    if raw == self.literal_code:
                        raise DecodeError("a literal operand without its dword")
                    if self._is_inline_constant(raw):
                        return self.src_text(raw, c_op, None)
                    return self.vsrc_text(raw, nregs, "VReg" if prefix == "v" else "AReg")

                def with_literal(literal: int | None) -> str:
                    if literal is None:
                        raise DecodeError("a literal operand without its dword")
                    return self.src_text(self.literal_code, c_op, literal)

                text.with_literal = with_literal
                return key, text

            return (lambda f: (f.get("ACC_CD", 0) != 0) + 0), (matrix_c("v"), matrix_c("a"))
        if kind == "sdwa_sdst":
            pair = (("sreg", 1, 2), lambda raw: self.sreg_name(raw, 2))
            return (lambda f: (f.get("SDST_EN", 0) != 0) + 0), (
                (("vcc",), lambda raw: "vcc"),
                pair,
            )
        if kind == "saddr":

            def saddr_text(raw: int) -> str:
                if raw == SADDR_OFF:
                    return "off"
                excluded = self._excluded_scalar_class(kind, raw, nregs, form)
                return self.sreg_name(raw, nregs) + (_class_marker(excluded) if excluded else "")

            exec_class = self._excluded_scalar_class(kind, self.name_codes["exec_lo"][0], 2, form)
            return (lambda f: 0), ((("saddr", nregs, exec_class), saddr_text),)
        if kind == "gvaddr":  # two address VGPRs without a scalar base
            return (lambda f: (f.get("SADDR") == SADDR_OFF) + 0), (
                vregs("v", 1),
                vregs("v", 2),
            )
        if kind == "svaddr":
            return (lambda f: self._scratch_has_vaddr(f, fmt) + 0), (off, vregs("v", 1))
        if kind == "bvaddr":  # one address VGPR per idxen/offen (MTBUF: llvm marks no odd pair)
            return (lambda f: f.get("OFFEN", 0) + f.get("IDXEN", 0)), (
                off,
                vregs("v", 1),
                vregs("v", 2, cls="" if form.fmt == "MTBUF" else "VReg"),
            )
        if kind == "asrc":  # AGPRs only (llvm's AGPR class: any other code is marked)

            def agpr(raw: int) -> str:
                if raw >= base:
                    return self.vreg_name("a", raw - base, nregs)
                return self.vsrc_text(raw, nregs, "AGPR")  # raises DecodeError

            agpr.with_literal = self._invalid_literal
            return (lambda f: 0), ((("asrc", nregs), agpr),)
        return None

    def _data_register_class(self, form: Form) -> tuple[str, str, str | None]:
        """The llvm register class family of a VGPR-or-AGPR operand, named in llvm-objdump's
        marker after an odd-start tuple: (the family, the family when the atomic returns, the
        field that says it returns). Measured on llvm-objdump 22 (tests/data/sweep): the MFMA
        result and C, the operands of returning FLAT/GLOBAL atomics, and DS atomics that return
        or take two data operands are VGPR classes (VReg); other data operands, SMFMAC results
        and MFMA A/B take either file (AV). No marker where the instruction allows odd tuples."""
        ins = form.instr
        if "unaligned_vgprs" in ins.flags:
            family = ""
        elif form.fmt in ("VOP3P_MAI", "VOP3PX2"):
            family = "AV" if (ins.matrix or {}).get("sparse") else "VReg"
        elif form.fmt == "DS":
            data = sum(o.name.startswith("DATA") for o in ins.operands)
            returns = ins.operands[0].name == "D" and not ins.mnemonic.startswith("ds_read")
            family = "VReg" if data >= 2 or returns else "AV"
        elif form.fmt in ("FLAT", "GLOBAL") and "atomic" in ins.flags:
            return "AV", "VReg", self.formats[form.fmt].get("atomic_return_field") or "GLC"
        else:
            family = "AV"
        return family, family, None

    def _other_operand_text(self, d: Decoded, op: Op, f: dict) -> str:
        """The text of an operand of the kinds without a table of every value."""
        kind = op.kind
        raw = f.get(op.field, 0) if op.field else 0
        if kind == "smem_offset":
            if f.get("IMM", 1) and not f.get("SOE", 0):
                return _signed_hex(_sext(f["OFFSET"], 21))
            if f.get("SOE", 0):  # llvm-mc prints the immediate whenever IMM is set, even 0
                text = self.sreg_name(f["SOFFSET"], 1)
                return text + (
                    f" offset:{_signed_hex(_sext(f['OFFSET'], 21))}" if f.get("IMM", 0) else ""
                )
            return self.sreg_name(f["OFFSET"] & 0x7F, 1)
        if (
            kind == "literal"
        ):  # llvm-objdump: an integer literal in the inline range prints in decimal
            value = _sext(d.literal, 32)
            integer = not op.ctype.startswith(("f", "bf"))
            if integer and -16 <= value <= 64:
                return str(value)
            # s_setreg_imm32_b32 (SOPK): a value an inline float has prints as it (1.0); v_fmaak's K: hex
            code = self.float_by_bits.get(("f32", d.literal)) if d.instr.format == "SOPK" else None
            return self.inline_floats[code][0] if code is not None else f"0x{d.literal:x}"
        if kind in ("simm16", "uimm16"):
            # llvm-mc: SOPK immediates in hex; other 16-bit immediates decimal up to 64, else hex
            return f"0x{raw:x}" if d.instr.format == "SOPK" or raw > 64 else str(raw)
        if kind == "label":
            return str(raw)  # llvm-mc prints an unresolved branch offset as the raw 16 bits
        if kind == "hwreg":
            return hwreg_text(raw, self.info.get("hw_registers", {}))
        if kind == "waitcnt":
            return self._waitcnt_text(raw)
        if kind == "sendmsg":
            return sendmsg_text(raw)
        if kind == "gpr_idx":
            if raw > 15:  # llvm-objdump: bits past the four modes make it a plain number
                return f"0x{raw:x}"
            return "gpr_idx(" + ",".join(n for i, n in enumerate(GPR_IDX) if raw >> i & 1) + ")"
        return str(raw)

    @staticmethod
    def _src_mod_field(fmt: dict, name: str) -> str | None:
        """The bit-vector field of a source modifier; VOP3P's v_fma_mix* keep abs in NEG_HI."""
        if name == "ABS" and "ABS" not in fmt["fields"] and "NEG_HI" in fmt["fields"]:
            return "NEG_HI"
        return name if name in fmt["fields"] else None

    @staticmethod
    def _has_src_mods(fmt: dict, ins: Instr) -> bool:
        if "no_mods" in ins.flags:
            return False
        # VOP3P negates halves with neg_lo:/neg_hi: instead of -x, except the v_fma_mix* ops
        if "NEG_HI" in fmt["fields"]:
            return "mix" in ins.flags
        return "NEG" in fmt["fields"] or "SRC0_NEG" in fmt["fields"]

    def _source_mod_bits(self, form: Form) -> tuple | None:
        """Per source, where its sext/abs/neg bits are: (field, bit) or None; None for a form
        without source modifiers. Worked out once per form."""
        key = id(form)
        if key not in self._mod_bits:
            fmt = self.formats[form.fmt]
            bits = None
            if self._has_src_mods(fmt, form.instr):
                bits = []
                for idx in range(3):
                    refs = []
                    for name in ("SEXT", "ABS", "NEG"):
                        vector = self._src_mod_field(fmt, name)
                        own = f"SRC{idx}_{name}"
                        refs.append(
                            (vector, idx) if vector else (own, 0) if own in fmt["fields"] else None
                        )
                    bits.append(tuple(refs))
                bits = tuple(bits)
            self._mod_bits[key] = bits
        return self._mod_bits[key]

    def _with_mods(self, d: Decoded, op: Op, text: str) -> str:
        wrap = self._mods_wrapper(d.form, op)
        return text if wrap is None else wrap(d.fields, text)

    @staticmethod
    def _mfma_c_type(form: Form) -> str:
        """The type a constant C matrix is read, written and printed as (llvm-mc: f64 for the
        f64 MFMAs, whose 1/(2*pi) prints at 64-bit precision; f32 for every other)."""
        matrix = form.instr.matrix
        return "f64" if matrix is not None and matrix["c"] == "f64" else "f32"

    @staticmethod
    def _packed_sdwa(form: Form) -> bool:
        """v_pk_fmac_f16_sdwa: llvm-mc sets its -x/|x| bits, llvm-objdump reads the word whatever
        they hold and prints none (errata pk-fmac-sdwa-mods)."""
        return form.variant == "sdwa" and "packed_mods" in form.instr.flags

    def _shown_mod_bits(self, form: Form, op: Op) -> tuple | None:
        """(sext, abs, neg) places of a source's modifiers that its text shows, None for none:
        llvm shows -x/|x| only on a source that takes them."""
        bits = self._source_mod_bits(form) if op.name in ("S0", "S1", "S2") else None
        if bits is None:
            return None
        sext, absolute, neg = bits[int(op.name[1])]
        shown = op.takes_mods and not self._packed_sdwa(form)
        absolute, neg = (absolute, neg) if shown else (None, None)
        return (sext, absolute, neg) if sext or absolute or neg else None

    def _mods_wrapper(self, form: Form, op: Op):
        """A function (fields, text) -> the text with the source's sext/abs/neg, or None for an
        operand without source modifiers."""
        shown = self._shown_mod_bits(form, op)
        if shown is None:
            return None
        sext, absolute, neg = shown

        def wrap(f: dict, text: str) -> str:
            if sext and f[sext[0]] >> sext[1] & 1:
                text = f"sext({text})"
            if absolute and f[absolute[0]] >> absolute[1] & 1:
                text = f"|{text}|"
            if neg and f[neg[0]] >> neg[1] & 1:
                # llvm-mc writes neg(c) for a negated bare constant: "-2.0" would read as another
                constant = text[0].isdigit() or text[0] == "-"
                text = f"neg({text})" if constant else f"-{text}"
            return text

        return wrap

    def _waitcnt_text(self, raw: int) -> str:
        parts, every = [], []
        for name, ranges in self.waitcnt_counters.items():
            value, full = split_field(raw, ranges)
            if value != full:
                parts.append(f"{name}({value})")
            every.append(f"{name}({full})")
        return " ".join(parts or every)  # waiting for nothing names every counter at its max

    def text(self, d: Decoded) -> str:
        printer = d.form.printer
        if printer is None:
            printer = d.form.printer = self._form_printer(d.form)
        return printer(d)

    def _form_printer(self, form: Form):
        """A function decoded -> text for one form, compiled from its operand and modifier
        printers: table look-ups and flags inline, other kinds called."""
        env: dict = {"SYNTAX": form.instr.syntax, "HEAD": form.display, "_spaced": _spaced}
        code = ["def printer(d):", "    f = d._fields", "    if f is None:", "        f = d.fields"]
        for i, op in enumerate(form.operands):
            printer = self._operand_printer(form, op)
            inline = getattr(printer, "inline", None)
            if inline:
                env[f"T{i}"], field_name, env[f"F{i}"], wrap = inline
                code.append(f"    r = f.get({field_name!r}, 0)")
                expr = f"T{i}[r] or F{i}(d, r)"
                if wrap is not None:
                    env[f"W{i}"], expr = wrap, f"W{i}(f, {expr})"
            else:
                env[f"P{i}"], expr = printer, f"P{i}(d, f)"
            code.append(f"    o{i} = {expr}")
        texts = [f"o{i}" for i in range(len(form.operands))]
        if form.instr.syntax:
            names = ", ".join(f"{op.name!r}: o{i}" for i, op in enumerate(form.operands))
            code.append(f"    body = SYNTAX.format(**{{{names}}})")
        else:
            joined = " + ', ' + ".join(texts)
            code.append(f"    body = {joined or repr('')}")
        code.append("    line = HEAD + ' ' + body if body else HEAD")
        parts = ["line"]
        for j, m in enumerate(form.modifiers):
            if m["kind"] == "flag" and ":" not in m["field"]:
                parts.append(f"({' ' + m['name']!r} if f.get({m['field']!r}, 0) else '')")
            else:
                env[f"M{j}"] = self._modifier_printer(form, m)
                parts.append(f"_spaced(M{j}(f))")
        code.append(f"    return {' + '.join(parts)}")
        exec("\n".join(code), env)  # noqa: S102 - the source is built here from the form
        return env["printer"]

    def source_count(self, form: Form) -> int:
        """How many of S0, S1, S2 the form has."""
        return sum(1 for o in form.operands if o.name in ("S0", "S1", "S2"))

    def opsel_sources(self, form: Form) -> int:
        """Source bits of op_sel; the byte-select converts take all three whatever they read."""
        return 3 if "op_sel_byte" in form.instr.flags else self.source_count(form)

    def _modifier_printer(self, form: Form, m: dict):
        """A function fields -> the modifier's text ("" where it is not shown)."""
        kind, name, ref = m["kind"], m["name"], m["field"]
        field_name, _, bit = ref.partition(":")
        if kind in ("flag", "bound_ctrl", "bitval"):
            shown = {"flag": name, "bound_ctrl": "bound_ctrl:1", "bitval": f"{name}:1"}[kind]
            if bit:
                return lambda f: shown if _mod_get(f, ref) else ""
            return lambda f: shown if f.get(field_name, 0) else ""
        if kind == "omod":
            return lambda f: ("", "mul:2", "mul:4", "div:2")[_mod_get(f, ref)]
        if kind == "enum":
            texts = tuple(f"{name}:{value}" for value in m["values"])
            reserved = m.get("reserved_invalid")

            def enum(f: dict) -> str:
                raw = _mod_get(f, ref)
                if raw < len(texts):
                    return texts[raw]
                if reserved:
                    raise DecodeError(f"{name} value {raw} is reserved")
                return f"{name}:{raw}"

            return enum
        if kind in ("opsel", "dpp_ctrl", "swizzle", "bits", "buf_format"):
            return lambda f: self._modifier_text(form, f, m)
        # a number, shown as name:value unless it is the default
        default, always, in_hex, hex_above = m["default"], m.get("always"), m["hex"], m["hex_above"]
        width = None
        if kind == "sint":
            hi, lo = self.formats[form.fmt]["fields"][ref]
            width = hi - lo + 1

        def number(f: dict) -> str:
            if kind == "scatter":
                raw = modifier_value(f, m)
            else:
                raw = _mod_get(f, ref) if bit else f.get(field_name, 0)
            if raw == default and not always:
                return ""
            if kind == "bare":
                return str(raw)
            if width:
                raw = _sext(raw, width)
            if in_hex or (hex_above is not None and raw > hex_above):
                return f"{name}:{hex(raw)}"
            return f"{name}:{raw}"

        return number

    def _modifier_text(self, form: Form, f: dict, m: dict) -> str:
        """The text of a modifier of the kinds with their own syntax."""
        raw = _mod_get(f, m["field"])
        kind = m["kind"]
        if kind == "opsel":
            if not raw:
                return ""
            n = self.opsel_sources(form)
            bits = [raw >> i & 1 for i in range(n)] + [raw >> 3 & 1]
            return f"{m['name']}:[{','.join(map(str, bits))}]"
        if kind == "dpp_ctrl":  # llvm-objdump's notes where the value is no lane pattern here
            if self.dpp64(form) and not 0x150 <= raw <= 0x15F:
                return "/* DP ALU dpp only supports row_newbcast */"
            return _dpp_ctrl_text(raw)
        if kind == "swizzle":
            return f"offset:{_swizzle_text(raw)}" if raw else ""
        if kind == "bits":
            n = m.get("count") or self.source_count(form)
            values = [_mod_get(f, ref) for ref in m["bits"][:n]]
            values += [0] * (n - len(values))  # positions past the encoded bits (count)
            default = [1] * n if m["default"] == -1 else [m["default"] >> i & 1 for i in range(n)]
            shown = values != default or m.get("always")
            return f"{m['name']}:[{','.join(map(str, values))}]" if shown else ""
        assert kind == "buf_format", kind
        dfmt, nfmt = raw, f.get("NFMT", 0)
        parts = ([f"BUF_DATA_FORMAT_{m['values'][dfmt]}"] if dfmt != m["default"] else []) + (
            [f"BUF_NUM_FORMAT_{m['num_values'][nfmt]}"] if nfmt else []
        )
        return f"format:[{','.join(parts)}]" if parts else ""

    @cached_property
    def _field_places(self) -> dict:
        """Per format, field -> (lowest bit, mask) as numpy scalars (_FieldColumns)."""
        import numpy as np

        return {
            name: {
                field_name: (np.uint64(lo), np.uint64((1 << (hi - lo + 1)) - 1))
                for field_name, (hi, lo) in fmt["fields"].items()
            }
            for name, fmt in self.formats.items()
        }

    def _batch_printer(self, form: Form):
        """A function (bits, literals) of many instructions of one form (numpy arrays; literal
        None where there is none) -> their texts, the same as text() gives one at a time. Operand
        tables and modifiers of one field are looked up for all instructions at once (numpy);
        other operands and modifiers go through their printers per instruction. Raises
        DecodeError if any of them does not decode (text() then says which)."""
        import numpy as np

        columns = []  # per operand and modifier: (fields, literals, decoded) -> texts
        for op in form.operands:
            columns.append(self._operand_column(form, op))
        for m in form.modifiers:
            columns.append(self._modifier_column(form, m))
        head, count, syntax = form.display, len(form.operands), form.instr.syntax
        names = [op.name for op in form.operands]

        places = self._field_places[form.fmt]

        def batch(bits, literals: list) -> list[str]:
            rows: list = []  # per instruction, a Decoded made when a column needs one
            fields = _FieldColumns(places, bits)

            def decoded() -> list:
                if not rows:
                    rows.extend(
                        Decoded(form, form.extract(b), lit, 0)
                        for b, lit in zip(fields.bits.tolist(), literals)
                    )
                return rows

            texts = [column(fields, literals, decoded) for column in columns]
            texts = [t.tolist() if isinstance(t, np.ndarray) else t for t in texts]
            if not count:
                lines = [head] * len(bits)
            elif syntax:
                bodies = [
                    syntax.format(**dict(zip(names, values))) for values in zip(*texts[:count])
                ]
                lines = [head + " " + body if body else head for body in bodies]
            elif count == 1:
                lines = [head + " " + text if text else head for text in texts[0]]
            else:
                lines = [head + " " + body for body in map(", ".join, zip(*texts[:count]))]
            if len(texts) > count:
                lines = list(map("".join, zip(lines, *texts[count:])))
            return lines

        return batch

    def _operand_column(self, form: Form, op: Op):
        import numpy as np

        printer = self._operand_printer(form, op)
        inline = getattr(printer, "inline", None)
        selected = getattr(printer, "selected", None)
        if selected:
            return self._selected_column(form, op, selected)
        if not inline:

            def each(fields, literals, decoded) -> list:
                return [printer(d, d.fields) for d in decoded()]

            return each
        table, name, fallback, wrap = inline
        known = self._text_arrays.get(id(table))
        if known is None or known[0] is not table:
            known = self._text_arrays[id(table)] = (
                table,
                np.array(table, dtype=object),
                np.array([text is None for text in table], dtype=bool),
            )
        _, texts_of, missing = self._text_array(table)
        wrap_mods = self._mods_column(form, op, wrap)

        def look_up(fields, literals, decoded) -> list:
            raw = fields.values(name)
            texts = texts_of[raw]
            for k in np.flatnonzero(missing[raw]).tolist():
                texts[k] = fallback(Decoded(form, None, literals[k], 0), int(raw[k]))
            return wrap_mods(fields, texts) if wrap_mods else texts

        return look_up

    def _text_array(self, table: tuple) -> tuple:
        """A text table (_text_table) as numpy: (it, its texts, which are None)."""
        import numpy as np

        known = self._text_arrays.get(id(table))
        if known is None or known[0] is not table:
            known = self._text_arrays[id(table)] = (
                table,
                np.array(table, dtype=object),
                np.array([text is None for text in table], dtype=bool),
            )
        return known

    def _mods_column(self, form: Form, op: Op, wrap):
        """A function (fields, texts) -> the texts (numpy) with their source modifiers as
        _mods_wrapper writes them, or None when the operand has none."""
        import numpy as np

        if wrap is None:
            return None
        sext, absolute, neg = self._shown_mod_bits(form, op)

        def wrap_mods(fields: _FieldColumns, texts):
            if sext:
                rows = np.flatnonzero(fields.values(sext[0]) >> sext[1] & 1)
                texts[rows] = "sext(" + texts[rows] + ")"
            if absolute:
                rows = np.flatnonzero(fields.values(absolute[0]) >> absolute[1] & 1)
                texts[rows] = "|" + texts[rows] + "|"
            if neg:
                for k in np.flatnonzero(fields.values(neg[0]) >> neg[1] & 1).tolist():
                    text = texts[k]
                    # a negated bare constant is written neg(c) (as _mods_wrapper says)
                    constant = text[0].isdigit() or text[0] == "-"
                    texts[k] = f"neg({text})" if constant else f"-{text}"
            return texts

        return wrap_mods

    def _selected_column(self, form: Form, op: Op, selected: tuple):
        """The column of an operand whose register table other fields select
        (_selected_register_makers), looked up per table for all instructions at once."""
        import numpy as np

        select, tables, makes, name, wrap = selected
        arrays = [self._text_array(table) for table in tables]
        wrap_mods = self._mods_column(form, op, wrap)

        def look_up(fields, literals, decoded) -> list:
            raw = fields.values(name)
            which = np.broadcast_to(select(fields), raw.shape)
            texts = np.empty(len(raw), dtype=object)
            for number, (_, texts_of, missing) in enumerate(arrays):
                rows = np.flatnonzero(which == number)
                if not len(rows):
                    continue
                picked = raw[rows]
                texts[rows] = texts_of[picked]
                for k in rows[missing[picked]].tolist():
                    texts[k] = self._missing_text(makes[number], int(raw[k]), literals[k])
            return wrap_mods(fields, texts) if wrap_mods else texts

        return look_up

    def _modifier_column(self, form: Form, m: dict):
        import numpy as np

        kind, ref = m["kind"], m["field"]
        if kind in ("bits", "buf_format", "scatter"):  # reads several fields
            printer = self._modifier_printer(form, m)

            def each(fields, literals, decoded) -> list:
                return [_spaced(printer(d.fields)) for d in decoded()]

            return each
        field_name = ref.partition(":")[0]
        if kind == "flag" and ":" not in ref:
            choice = np.array(["", " " + m["name"]], dtype=object)

            def flag(fields, literals, decoded) -> list:
                return choice[(fields.values(field_name) != 0).astype(np.intp)]

            return flag
        printer = self._modifier_printer(form, m)
        memo: dict[int, str] = {}  # field value -> text

        def one_field(fields, literals, decoded) -> list:
            values, where = np.unique(fields.values(field_name), return_inverse=True)
            texts = []
            for value in values.tolist():
                text = memo.get(value)
                if text is None:
                    text = memo[value] = _spaced(printer({field_name: value}))
                texts.append(text)
            return np.array(texts, dtype=object)[where]

        return one_field

    def _line(self, item, warn) -> str:
        """The text of one decoded item, or a .long of its word where it does not decode."""
        if isinstance(item, tuple):
            pc, word = item
            if warn:
                warn(
                    f"warning: 0x{word:08x} at offset 0x{pc:x} decodes to no {self.name} instruction"
                )
            return f".long 0x{word:08x}"
        try:
            return self.text(item)
        except DecodeError as exc:
            if warn:
                warn(f"warning: at offset 0x{item.pc:x}: {exc}")
            return f".long 0x{item.fields and self._first_word(item):08x}"

    @_without_gc
    def disassemble(self, data: bytes | list[int], base: int = 0, warn=None) -> list[str]:
        """The text of every instruction of a buffer: the instructions of each form printed
        together (_batch_printer), then put back in address order."""
        if isinstance(data, (bytes, bytearray, memoryview)) and len(data) <= SMALL_INPUT_BYTES:
            return self._disassemble_small(bytes(data), base, warn)
        import numpy as np

        arrays = self._decode_arrays(data, base)
        if arrays is None:
            return []
        nums, bits, sizes, pcs, has_literal, literals, others = arrays
        lits = [v if has else None for v, has in zip(literals.tolist(), has_literal.tolist())]
        order = np.argsort(nums, kind="stable")
        ordered = nums[order]
        bounds = [0, *(np.flatnonzero(ordered[1:] != ordered[:-1]) + 1).tolist(), len(nums)]
        if not len(nums):  # every instruction decoded one at a time
            bounds = []
        lines: list = [None] * len(nums)
        undecoded: list[int] = []  # instructions to print one at a time
        for lo, hi in zip(bounds, bounds[1:]):
            form = self.forms[int(ordered[lo])]
            batch = form.batch_printer
            if batch is None:
                batch = form.batch_printer = self._batch_printer(form)
            rows = order[lo:hi]
            row_list = rows.tolist()
            try:
                texts = batch(bits[rows], [lits[k] for k in row_list])
            except DecodeError:
                undecoded.extend(row_list)
                continue
            for k, text in zip(row_list, texts):
                lines[k] = text
        # in address order, so that warnings come in that order too
        events = [(k, 0, n) for n, (k, _) in enumerate(others)]
        events += [(k, 1, k) for k in undecoded]
        inserted = []
        for k, one, n in sorted(events):
            if one:
                form = self.forms[int(nums[k])]
                d = _EncodedDecoded(form, int(bits[k]), lits[k], int(sizes[k]), int(pcs[k]))
                lines[k] = self._line(d, warn)
            else:
                inserted.append((k, [self._line(item, warn) for item in others[n][1]]))
        for k, texts in reversed(inserted):
            lines[k:k] = texts
        return lines

    def _disassemble_small(self, data: bytes, base: int, warn) -> list[str]:
        """disassemble for a few instructions: the walk of _decode_arrays over undecided words
        (decode_at, unknown_size) applied to every word, each printed by itself. Same text and
        warnings (tests/test_startup.py compares them); no numpy, so a short disassembly does
        not wait for its import."""
        if len(data) % 4:
            data += b"\0" * (4 - len(data) % 4)
        words = list(struct.unpack(f"<{len(data) // 4}I", data))
        n = len(words)
        if n and not 0 <= base <= (1 << 63) - 4 * n:
            raise DecodeError(f"base address {base:#x} puts the code outside 0..2^63")
        lines: list[str] = []
        i = 0
        while i < n:
            try:
                d = self.decode_at(words, i)
            except DecodeError:
                count = min(self.unknown_size(words[i]), n - i)
                lines += [
                    self._line((base + 4 * (i + k), words[i + k]), warn) for k in range(count)
                ]
                i += count
                continue
            d.pc = base + 4 * i
            lines.append(self._line(d, warn))
            i += d.size // 4
        return lines

    def _first_word(self, d: Decoded) -> int:
        fmt = self.formats[d.form.fmt]
        return _fields_value(fmt["fields"], d.fields) & 0xFFFFFFFF

    # ------------------------------------------------------------------ assembling
    def parse_operand(self, text: str, col: int) -> Value:
        """An operand's text as a Value at column col."""
        known = self._shared_operand(text, col)
        return Value(
            known.kind, known.code, known.nregs, known.text, known.value, known.neg, known.abs,
            known.sext, col, known.lit,
        )  # fmt: skip

    def _shared_operand(self, text: str, col: int) -> Value:
        """An operand's text as a Value shared by every use of the spelling (they repeat): its
        col is its first use's, so a line that fails is encoded again with exact columns
        (_encoding_error)."""
        known = self._operands.get(text)
        if known is None:
            known = self._parse_operand(text, col)  # raises AsmError at col
            if len(self._operands) < 1 << 16 and len(text) <= CACHED_TEXT:
                known.encodings = {}
                self._operands[text] = known
        return known

    def _parse_operand(self, text: str, col: int) -> Value:
        t = text.strip()
        v = Value("reg", col=col)
        # modifiers: -x, |x|, abs(x), neg(x), sext(x), -|x|
        while True:
            if t.startswith("neg(") and t.endswith(")"):
                v.neg, t = True, t[4:-1].strip()
            elif t.startswith("abs(") and t.endswith(")"):
                v.abs, t = True, t[4:-1].strip()
            elif t.startswith("sext(") and t.endswith(")"):
                v.sext, t = True, t[5:-1].strip()
            elif t.startswith("lit(") and t.endswith(")"):
                v.lit, t = True, t[4:-1].strip()
                if not (_NUM_RE.match(t.lower()) or _FLOAT_RE.match(t.lower())):
                    raise AsmError(f"lit() takes a number, got '{t}'", col=col)
            elif t.startswith("|") and t.endswith("|") and len(t) > 1:
                v.abs, t = True, t[1:-1].strip()
            elif t.startswith("-") and (
                t[1:2] in ("|", "v", "s", "a")
                or t[1:].startswith(("abs(", "ttmp"))
                or t[1:].strip().lower() in self.name_codes  # any named register: -flat_scratch
            ):
                v.neg, t = True, t[1:].strip()
            else:
                break
        v.text = t
        low = t.lower()
        m = _REG_RE.match(low)
        if m:
            file, single, first, last = m.groups()
            if any(len(n.lstrip("0")) > 6 for n in (single, first, last) if n):
                raise AsmError(f"register '{cut_text(t)}' is out of range", col=col)
            lo = int(single if single is not None else first)
            hi = int(last) if last is not None else lo
            if hi < lo:
                raise AsmError(f"register range '{t}' is reversed", col=col)
            v.kind, v.nregs = ("reg", hi - lo + 1)
            v.value = lo
            v.code = {"s": 0, "v": self.vgpr_base, "a": self.vgpr_base, "ttmp": self.ttmp_base}[
                file
            ] + lo
            v.text = file
            if file == "s" and hi > self.sgpr_range[1]:
                raise AsmError(
                    f"register '{t}' is out of range (s0..s{self.sgpr_range[1]})", col=col
                )
            if file in ("v", "a") and hi > 255:
                raise AsmError(f"register '{t}' is out of range ({file}0..{file}255)", col=col)
            if file == "ttmp" and hi > 15:
                raise AsmError(f"register '{t}' is out of range (ttmp0..ttmp15)", col=col)
            return v
        if low == "off":
            v.kind = "off"
            return v
        if low in self.name_codes:
            v.kind = "special"
            v.code, v.nregs = self.name_codes[low]
            return v
        if _NUM_RE.match(low):
            try:
                v.kind, v.value = "int", _llvm_int(low)
            except _TooManyDigits as exc:
                raise AsmError(f"'{cut_text(t)}' {exc}", col=col) from None
            except ValueError:
                raise AsmError(
                    f"'{t}' is not a number (a leading 0 means octal)", col=col
                ) from None
            return v
        if _FLOAT_RE.match(low):
            v.kind, v.value = "float", float(low)
            return v
        v.kind = "label"
        if not re.match(r"^[A-Za-z_.$][\w.$]*$", t):
            raise AsmError(f"cannot parse operand '{text.strip()}'", col=col)
        return v

    def _src_code(
        self, v: Value, op: Op, allow_vgpr: bool, allow_literal: bool
    ) -> tuple[int, int | None]:
        nbits = TYPE_BITS[op.type] if op.type != "mask" else 64
        nregs = max(1, nbits // 32)
        if nbits > 64 and not (v.kind == "reg" and v.text in ("v", "a")):
            raise AsmError(f"a {nbits}-bit source takes VGPRs only", col=v.col)
        if v.kind == "reg":
            if v.text in ("v", "a"):
                if not allow_vgpr:
                    raise AsmError("a VGPR is not allowed here", col=v.col)
                if v.text == "a":  # llvm-mc: AGPRs only where a kind says so (avgpr, mai_*, asrc)
                    raise AsmError("an AGPR is not allowed here", col=v.col)
            if v.nregs != nregs:
                raise AsmError(
                    f"expected a {nbits}-bit operand ({nregs} register{'s' if nregs > 1 else ''}), got {v.nregs}",
                    col=v.col,
                )
            if v.text == "s" and nregs > 1 and v.value % 2:
                raise AsmError("a 64-bit SGPR range must start at an even register", col=v.col)
            if v.text in ("v", "a"):
                self._check_vgpr_alignment(v)
            return v.code, None
        if v.kind == "special":
            halves = self.code_names64.get(v.code)
            if nregs == 2 and v.nregs == 1 and halves and halves != self.code_names.get(v.code):
                raise AsmError(  # llvm-mc: vcc_lo, exec_lo, ... name half of a 64-bit register
                    f"'{v.text}' is a 32-bit half of {halves}; a 64-bit operand is expected",
                    col=v.col,
                )
            if v.nregs != nregs and not (v.nregs == 1 and v.code in self.code_names and nregs == 1):
                if nregs == 2 and v.code not in self.code_names64:
                    raise AsmError(
                        f"'{v.text}' is a 32-bit register; a 64-bit operand is expected", col=v.col
                    )
                if nregs == 1 and v.nregs == 2:
                    raise AsmError(
                        f"'{v.text}' is a 64-bit register; a 32-bit operand is expected", col=v.col
                    )
            return v.code, None
        if v.kind in ("int", "float"):
            return self._constant_code(v, op, allow_literal)
        raise AsmError(f"'{v.text}' is not a valid source operand", col=v.col)

    def _inline_value(self, code: int) -> bool:
        """A src_* operand (src_shared_base, src_scc, ...): a value the hardware supplies, which
        llvm-mc takes wherever an inline constant goes (not src_lds_direct, a data path)."""
        name = self.code_names.get(code, "")
        return name.startswith("src_") and name != "src_lds_direct"

    def _sdwa_takes_sext(self, instr: Instr, name: str) -> bool:
        """Whether the SDWA form of `instr` takes sext() on source `name` (an integer source
        without -x/|x|, or v_pk_fmac_f16's, where llvm-mc drops it): llvm-mc then reads
        sext(constant) in its forms without the bit as the constant."""
        sdwa = next(iter(self.by_mnemonic.get(instr.mnemonic + "_sdwa", ())), None)
        op = next((o for o in sdwa.operands if o.name == name), None) if sdwa else None
        if op is not None and self._packed_sdwa(sdwa):
            return True
        ok = op is not None and op.type[0] in "iub" and not op.takes_mods
        field = f"SRC{name[1:]}_SEXT"
        return ok and field in self.formats[sdwa.fmt]["fields"] and field not in sdwa.extra_fixed

    def _sreg_takes_value(self, op: Op, code: int) -> bool:
        """Whether a register-only scalar source takes the src_* value `code` (llvm-mc's
        classes): a lane mask every one, a 32-bit SOP1 source those with a 32-bit form
        (src_vccz, src_execz, src_scc, src_pops_exiting_wave_id), a 64-bit PC or pair none."""
        if op.type == "mask":
            return True
        return TYPE_BITS[op.type] == 32 and 1 in self.dest_specials.get(code, ())

    def _constant_code(self, v: Value, op: Op, allow_literal: bool) -> tuple[int, int | None]:
        key = (
            v.kind,
            v.value,
            str(v.value)[0] == "-",
            op.ctype,
            op.type,
            op.kind,  # an SDWA source and an MFMA's C read some spellings otherwise
            v.lit,
        )  # -0.0 is not 0.0
        found = self._constants.get(key)
        if found is None:
            make = self._forced_literal if v.lit else self._constant_value
            found = self._constants[key] = make(v, op)
        code, literal = found
        if literal is not None and not allow_literal and v.lit and v.abs:  # llvm-mc: |lit(x)|
            code, literal = self._constant_code(replace(v, lit=False), op, True)
        if literal is not None and not allow_literal:
            raise AsmError(
                f"literal {v.text} cannot be encoded in this form (only inline constants)",
                col=v.col,
            )
        return code, literal

    def _forced_literal(self, v: Value, op: Op) -> tuple[int, int]:
        """lit(x) (llvm-mc): x as a 32-bit literal even where it names an inline constant."""
        if v.kind == "int":
            # a 16-bit operand's literal is 16 bits; a packed one's is its whole dword
            n, width = int(v.value), 16 if TYPE_BITS[op.ctype] == 16 == TYPE_BITS[op.type] else 32
            if not -(1 << (width - 1)) <= n < 1 << width:
                raise AsmError(f"lit({v.text}) does not fit a {width}-bit literal", col=v.col)
            return self.literal_code, n & ((1 << width) - 1)
        if TYPE_BITS[op.ctype] == 64 and op.ctype not in FLOAT_TYPES:
            raise AsmError(f"lit({v.text}) on a 64-bit integer operand takes an integer", col=v.col)
        code, literal = self._constant_value(v, op)
        if literal is None:  # the inline constant's bits; an f64 literal holds the high word
            literal = self._inline_value_bits(code, op._replace(type=op.ctype))
            literal >>= 32 if op.ctype == "f64" else 0
        return self.literal_code, literal

    def _constant_value(self, v: Value, op: Op) -> tuple[int, int | None]:
        """(operand code, literal or None) of a constant for an operand of this type."""
        register_bits, register_float = TYPE_BITS[op.type], op.type in FLOAT_TYPES
        # v_ldexp_f16_sdwa's exponent: printed with f16 constants, but llvm-mc reads it as an
        # i16 (0x3c00 a literal, 0xffff the constant -1)
        sdwa_int16 = op.kind == "sdwa_src" and op.constants and op.type in ("i16", "u16")
        op = op._replace(type=op.type if sdwa_int16 else op.ctype)
        nbits = TYPE_BITS[op.type]
        is_float = op.type in FLOAT_TYPES
        if v.kind == "int":
            n = int(v.value)
            if n in self.int_codes:
                return self.int_codes[n], None
            # an unsigned spelling of a small negative (0xffffffff for a 32-bit operand, 0xffff
            # for an f16 one or v_ldexp_f16_sdwa's exponent) is that inline constant too
            # (llvm-mc); not for other 16-bit integers nor a packed operand's halves (0xffffffff
            # is -1, 0xffff a literal)
            packed = register_bits == 32 and not register_float  # not a v_fma_mix f32 source
            half = op.type in ("f16", "bf16") or sdwa_int16
            width = 32 if nbits == 32 or packed else 16 if half else 0
            if width and 1 << (width - 1) <= n < 1 << width and n - (1 << width) in self.int_codes:
                return self.int_codes[n - (1 << width)], None
            if nbits == 64 and 0 <= n < 1 << 64:  # 64-bit spellings llvm-mc reads as inline
                if n >> 63 and n - (1 << 64) in self.int_codes:
                    return self.int_codes[n - (1 << 64)], None
                if ("f64", n) in self.float_by_bits:  # an inline f64's whole bit pattern
                    return self.float_by_bits[("f64", n)], None
                # or its high word, except in an f64 MFMA's C (llvm-mc)
                if is_float and op.kind != "mai_c" and ("f64", n << 32) in self.float_by_bits:
                    return self.float_by_bits[("f64", n << 32)], None
            # integer text naming an inline float's bits: that constant, for float operands and
            # 32-bit integer ones; 16-bit integer operands take it as a literal (llvm-mc)
            pattern = op.type if op.type in FLOAT_TYPES else "f32" if nbits == 32 else None
            w = TYPE_BITS[pattern] if pattern else 0  # the value must fit the pattern's width
            key = (pattern, n & ((1 << w) - 1)) if w and -(1 << (w - 1)) <= n < 1 << w else None
            if key in self.float_by_bits and nbits != 64:
                return self.float_by_bits[key], None
            lit_bits = 16 if register_bits == 16 else 32  # a packed operand's literal is its dword
            if not -(1 << (lit_bits - 1)) <= n < (1 << lit_bits) and not (
                nbits == 64 and not is_float and -(1 << 31) <= n < (1 << 32)
            ):
                # an f64 operand's literal is its high word, but llvm-mc takes no 64-bit
                # integer spelling of one (0x4011000000000000): only 32-bit values
                raise AsmError(
                    f"constant {v.text} does not fit a {lit_bits}-bit literal", col=v.col
                )
            literal = n & ((1 << lit_bits) - 1)
            if lit_bits == 16 and not is_float:  # an integer's literal is its 32-bit value
                literal = n & 0xFFFFFFFF
        else:
            x = float(v.value)
            fbits = nbits if nbits in (16, 32, 64) and (is_float or nbits == 64) else 32
            ty = {16: "f16", 32: "f32", 64: "f64"}[fbits]
            if op.type == "bf16":
                ty = "bf16"
            bits = _float_bits(x, ty)
            # llvm-mc checks a float for a 16-bit integer operand as an f16, then writes its f32
            checked = "f16" if nbits == 16 and not is_float else ty
            checked_bits = _float_bits(x, checked) if checked != ty else bits
            exp_mask = {"f16": 0x7C00, "bf16": 0x7F80, "f32": 0x7F800000}.get(checked)
            if exp_mask and checked_bits & exp_mask == exp_mask and math.isfinite(x):
                raise AsmError(f"{v.text or x} does not fit in {checked}", col=v.col)
            if x and not checked_bits & ~(1 << (TYPE_BITS[checked] - 1)):
                raise AsmError(f"{v.text or x} underflows to zero in {checked}", col=v.col)
            key = (ty, bits)
            if key in self.float_by_bits:
                return self.float_by_bits[key], None
            if ty == "bf16" and x == 0.15915494 and self._inv_2pi_code:
                # 1/(2*pi) rounds to 0x3e23 in bf16, but its inline constant is the f32's
                # high half 0x3e22: llvm-mc reads the very value it prints (0.15915494) as
                # that constant, and refuses closer spellings of 1/(2*pi)
                return self._inv_2pi_code, None
            if bits == 0 and 0 in self.int_codes:  # +0.0 is the inline constant 0 (llvm-mc)
                return self.int_codes[0], None
            if nbits == 64 and not is_float:
                raise AsmError(
                    f"a 64-bit integer operand takes no floating-point literal ({v.text or x})",
                    col=v.col,
                )
            literal = bits >> 32 if ty == "f64" else bits
        return self.literal_code, literal

    def _encode_form(
        self, form: Form, vals: list[Value], mods: list[tuple[str, int]], labels, pc: int
    ) -> tuple[int, int | None]:
        plan = form.plan or self._encoding_plan(form)
        (
            fmt, fixed_word, fixed, vector, check_mfma_overlap, reads_vcc, default_bits,
            defaults, lane_pattern_fields, places, steps,
        ) = plan  # fmt: skip
        fields: dict[str, int] = dict(fixed)
        literal: int | None = None
        scalar_reads: set = set()
        addr_regs: dict[str, int] = {}
        if len(vals) != len(steps):
            raise AsmError(
                f"{form.mnemonic} takes {len(form.operands)} operand(s), got {len(vals)}", col=0
            )
        deferred = []  # (operand, value) whose register count the modifiers decide (width_by)
        vgpr_base, inline_ints, inline_floats = self.vgpr_base, self.inline_ints, self.inline_floats
        word = fixed_word
        for step, v in zip(steps, vals):
            encodings = v.encodings
            if encodings is not None:
                known = encodings.get(step[0])
                if known is not None:  # this spelling passed this slot's checks before
                    word |= known[0]
                    if known[1] is not None:
                        scalar_reads.add(known[1])
                    continue
            (
                slot,
                place,
                op,
                kind,
                field,
                nregs,
                width_by,
                mods_ok,
                sext_ok,
                dpp_mods,
                implicit_vcc,
            ) = step
            vkind = v.kind
            if width_by and vkind == "reg":
                options = op.width_options()
                if v.nregs not in options:
                    *most, last = sorted(options)
                    counts = f"{', '.join(map(str, most))} or {last}" if most else str(last)
                    raise AsmError(
                        f"{self._operand_label(form, op)} takes {counts} registers, got {v.nregs}",
                        col=v.col,
                    )
                deferred.append((op, v))
                op = op._replace(type=options[v.nregs], width_by=None)
                nregs = op.nregs
            if vkind == "off" and kind not in OFF_KINDS:
                raise AsmError("'off' is not allowed here", col=v.col)
            if vkind == "label" and kind != "label":
                raise AsmError(
                    f"unknown operand '{v.text}' (not a register, constant or register name)",
                    col=v.col,
                )
            int_float = op.constants in FLOAT_TYPES and not op.takes_mods  # v_ldexp_f16's S1
            if v.sext and vkind in ("int", "float") and int_float:  # llvm-mc: failed parsing
                raise AsmError(
                    f"sext() takes a register here ({op.constants} constants)", col=v.col
                )
            # llvm-mc folds a modifier this form has no bit for into a constant where another
            # form of the instruction has it (sext() of an integer where its SDWA form takes it)
            if vkind in ("int", "float") and (
                (v.neg or v.abs)
                and not mods_ok
                and op.takes_mods
                and not dpp_mods
                and len(form.instr.encodings) > 1
                or v.sext
                and (not sext_ok or self._packed_sdwa(form))
                and self._sdwa_takes_sext(form.instr, op.name)
            ):
                value = abs(v.value) if v.abs else v.value
                v = replace(v, value=-value if v.neg else value, neg=False, abs=False, sext=False)
                v.encodings = None
            modified = v.neg or v.abs or v.sext
            if (v.neg or v.abs) and not mods_ok:
                raise AsmError(
                    (
                        f"{form.mnemonic} takes no source modifiers"
                        if "no_mods" in form.instr.flags
                        else (
                            "packed instructions negate with neg_lo:[...]/neg_hi:[...]"
                            if "NEG_HI" in fmt["fields"]
                            else "source modifiers need the _e64, _sdwa or _dpp form"
                        )
                    ),
                    col=v.col,
                )
            elif v.sext and not sext_ok:
                raise AsmError("sext() needs the SDWA form", col=v.col)
            direct = place is not None and not modified  # straight into the word (_slot_bits)
            if implicit_vcc:
                if not (
                    v.kind == "special"
                    and v.code == self.name_codes.get("vcc", (None,))[0]
                    and v.nregs == 2
                ):
                    raise AsmError(f"operand {op.name} must be vcc in this form", col=v.col)
                if v.neg or v.abs or v.sext:  # llvm-mc: "not a valid operand"
                    raise AsmError(f"operand {op.name} takes no source modifiers", col=v.col)
                if op.name != "SD":
                    scalar_reads.add(("s", v.code, v.nregs))
                continue
            if kind == "vgpr" or kind == "agpr":  # the commonest kinds first
                want = "a" if kind == "agpr" else "v"
                if vkind != "reg" or v.text != want:
                    raise AsmError(f"expected a {'VGPR' if want == 'v' else 'AGPR'}", col=v.col)
                if dpp_mods:
                    self._encode_src_mods(v, op, form, fields)
                if v.nregs != nregs:
                    raise AsmError(f"expected {nregs} register(s), got {v.nregs}", col=v.col)
                if v.nregs >= 2:
                    self._check_vgpr_alignment(v)
                if direct:
                    word |= self._slot_bits(slot, place, v, v.value, None)
                else:
                    fields[field] = v.value
                continue
            if kind == "src" or kind == "ssrc" or kind == "sreg" or kind == "vsrc":
                if kind == "sreg" and (
                    vkind not in ("reg", "special")
                    or vkind == "special"
                    and self._inline_value(v.code)
                    and not self._sreg_takes_value(op, v.code)
                ):
                    raise AsmError("expected a scalar register", col=v.col)
                if (
                    kind == "vsrc"
                    and not (vkind == "reg" and v.text == "v")
                    and not (
                        vkind == "special"
                        and "src_values" in form.instr.flags
                        and self._inline_value(v.code)
                    )
                ):
                    raise AsmError("expected a VGPR", col=v.col)
                if (
                    vkind == "reg"
                    and v.text == "v"
                    and (kind == "src" or kind == "vsrc")
                    and v.nregs == nregs
                    and not (v.nregs >= 2 and v.value & 1)
                ):  # a VGPR: what _src_code would accept, without its checks
                    code, lit, read = v.code, None, None
                else:
                    read = None
                    if (
                        vkind == "int"
                        and form.fmt == "VOP3P"
                        and not -(1 << 31) <= v.value < 1 << 32
                    ):
                        # a packed pair of f32 takes no 64-bit pattern as a constant (llvm-mc)
                        raise AsmError(
                            f"constant {v.text} does not fit a 32-bit literal", col=v.col
                        )
                    code, lit = self._src_code(
                        v,
                        op,
                        allow_vgpr=kind in ("src", "vsrc"),
                        allow_literal=fmt["literal"] is True
                        and "no_literal" not in form.instr.flags,
                    )
                    if lit is not None:
                        if literal is not None and literal != lit:
                            raise AsmError("only one literal constant per instruction", col=v.col)
                        literal = lit
                        scalar_reads.add(("lit", lit))
                    elif code < vgpr_base and code not in inline_ints and code not in inline_floats:
                        read = ("s", code, v.nregs)
                        scalar_reads.add(read)
                if direct and lit is None:
                    word |= self._slot_bits(slot, place, v, code, read)
                    continue
                fields[field] = code
                if mods_ok and (v.abs or v.neg):
                    idx = int(op.name[1])
                    if not op.takes_mods:
                        raise AsmError("abs/neg modifiers need a floating-point operand", col=v.col)
                    if v.abs:
                        abs_field = self._src_mod_field(fmt, "ABS")
                        if abs_field is None:
                            raise AsmError(
                                f"{form.mnemonic} takes no abs modifier (-x only)", col=v.col
                            )
                        fields[abs_field] = fields.get(abs_field, 0) | 1 << idx
                    if v.neg:
                        fields["NEG"] = fields.get("NEG", 0) | 1 << idx
                continue
            if kind == "asrc":
                if not (v.kind == "reg" and v.text == "a" and v.nregs == nregs):
                    raise AsmError("expected an AGPR", col=v.col)
                fields[field] = self.vgpr_base + int(v.value)
                continue
            if kind == "lanesel":
                if v.kind == "reg" and v.text in ("v", "a"):
                    raise AsmError("the lane select is an SGPR, M0 or a constant", col=v.col)
                if v.neg or v.abs or v.sext:
                    raise AsmError("the lane select takes no source modifiers", col=v.col)
                code, lit = self._src_code(v, op, allow_vgpr=False, allow_literal=False)
                fields[field] = code
                if (
                    code != self.name_codes.get("m0", (None,))[0]
                    and code not in self.inline_ints
                    and code not in self.inline_floats
                ):
                    scalar_reads.add(
                        ("s", code, v.nregs)
                    )  # M0 as a lane select is not a constant-bus read
                continue
            if kind in ("sdst", "sdst_xm0"):
                if v.kind not in ("reg", "special") or v.text in ("v", "a"):
                    raise AsmError("expected a scalar register", col=v.col)
                if kind == "sdst_xm0" and v.code == self.name_codes["m0"][0]:
                    raise AsmError("m0 cannot be the destination here", col=v.col)
                want = 2 if op.type == "mask" else nregs
                if v.code > 127:
                    hi, lo = self.formats[form.fmt]["fields"][field]
                    if want not in self.dest_specials.get(v.code, ()) or v.code >> (hi - lo + 1):
                        raise AsmError(f"'{v.text}' cannot be a destination", col=v.col)
                elif v.nregs != want:
                    raise AsmError(f"expected {want} scalar register(s), got {v.nregs}", col=v.col)
                if v.text == "s" and want > 1 and v.value % 2:
                    raise AsmError("a 64-bit SGPR range must start at an even register", col=v.col)
                if direct:
                    word |= self._slot_bits(slot, place, v, v.code, None)
                else:
                    fields[field] = v.code
            elif kind in ("sgpr", "sbase", "srsrc"):
                if v.kind not in ("reg", "special") or v.text in ("v", "a"):
                    raise AsmError("expected a scalar register", col=v.col)
                if v.nregs != nregs:
                    raise AsmError(f"expected {nregs} scalar register(s), got {v.nregs}", col=v.col)
                if self._excluded_scalar_class(kind, v.code, nregs):
                    raise AsmError("scalar memory data cannot be m0 or exec", col=v.col)
                # llvm's SGPR tuple classes: pairs start even, wider tuples at a multiple of 4
                align = {"srsrc": 4}.get(kind, 2 if nregs == 2 else 4 if nregs > 2 else 1)
                if v.text == "s" and v.code % align:
                    raise AsmError(
                        f"this SGPR range must start at a multiple of {align}", col=v.col
                    )
                scale = {"sbase": 2, "srsrc": 4}.get(kind, 1)
                hi, lo = fmt["fields"][field] if field in fmt["fields"] else (31, 0)
                if v.code // scale >= 1 << (hi - lo + 1) or v.code % scale:
                    raise AsmError(f"{v.text} is no SGPR this field can hold", col=v.col)
                code = v.code // scale
                if direct:
                    word |= self._slot_bits(slot, place, v, code, None)
                else:
                    fields[field] = code
            elif kind == "smem_offset":
                # with a buffer resource (s_buffer_*, s_atc_probe_buffer) the offset is unsigned
                unsigned = any(o.kind == "sbase" and o.type == "b128" for o in form.operands)
                self._encode_smem_offset(v, fields, mods, unsigned)
            elif kind == "avgpr":
                if v.kind != "reg" or v.text not in ("v", "a") or v.nregs != nregs:
                    raise AsmError(f"expected {nregs} VGPR(s) or AGPR(s)", col=v.col)
                if "unaligned_vgprs" not in form.instr.flags:
                    self._check_vgpr_alignment(v)
                if "gws" in form.instr.flags and v.value % 2:  # llvm-mc: an aligned 32-bit class
                    raise AsmError("vgpr must be even aligned", col=v.col)
                acc = 1 if v.text == "a" else 0
                if fields.setdefault(acc_field(fmt["fields"]), acc) != acc:
                    raise AsmError("data and destination must all be VGPRs or all AGPRs", col=v.col)
                if form.data_file and v.text != form.data_file:  # vgpr_return, agpr_return_no_sc1
                    regs = "VGPRs" if form.data_file == "v" else "AGPRs"
                    raise AsmError(
                        f"{form.mnemonic} returning the old value takes {regs}", col=v.col
                    )
                fields[field] = int(v.value)
            elif kind == "sdwa_src":
                idx = op.name[1]
                if v.kind == "reg" and v.text == "v":
                    if v.nregs != nregs:
                        raise AsmError(f"expected {nregs} register(s), got {v.nregs}", col=v.col)
                    fields[field] = int(v.value)
                else:
                    code, lit = self._src_code(v, op, allow_vgpr=False, allow_literal=False)
                    if op.type in ("i16", "u16", "b16") and code == self._inv_2pi_code:
                        # llvm-mc: no 1/(2*pi) for a 16-bit integer SDWA source
                        raise AsmError("1/(2*pi) is no constant of this operand", col=v.col)
                    fields[field] = code
                    fields[f"SRC{idx}_SGPR"] = 1
                    if code not in self.inline_ints and code not in self.inline_floats:
                        scalar_reads.add(("s", code, v.nregs))
                self._encode_src_mods(v, op, form, fields)
            elif kind == "mai_src":
                if not (v.kind == "reg" and v.text in ("v", "a") and v.nregs == nregs):
                    raise AsmError(f"expected {nregs} VGPR(s) or AGPR(s)", col=v.col)
                self._check_vgpr_alignment(v)
                fields[field] = self.vgpr_base + int(v.value)
                if v.text == "a":
                    fields["ACC"] = fields.get("ACC", 0) | 1 << int(op.name[1])
            elif kind == "mai_c":
                if v.kind == "reg" and v.text in ("v", "a"):
                    if v.nregs != nregs:
                        raise AsmError(f"expected {nregs} registers, got {v.nregs}", col=v.col)
                    self._check_vgpr_alignment(v)
                    acc = 1 if v.text == "a" else 0
                    if fields.setdefault("ACC_CD", acc) != acc:
                        raise AsmError("C and D must both be VGPRs or both AGPRs", col=v.col)
                    fields[field] = self.vgpr_base + int(v.value)
                elif v.kind in ("int", "float"):
                    code, lit = self._constant_code(
                        v, op._replace(type=self._mfma_c_type(form)), False
                    )
                    fields[field] = code
                elif v.kind == "special" and self._inline_value(v.code):
                    fields[field] = v.code  # llvm-mc takes the src_* values as constants here
                else:
                    raise AsmError("the C matrix is registers or an inline constant", col=v.col)
            elif kind == "sdwa_sdst":
                if v.kind == "special" and v.text == "vcc" and v.nregs == 2:
                    fields["SDST_EN"] = 0
                elif v.kind in ("reg", "special") and v.text not in ("v", "a") and v.nregs == 2:
                    if v.kind == "reg" and v.code % 2:  # llvm-mc: "invalid register alignment"
                        raise AsmError("an SGPR pair must start at an even register", col=v.col)
                    fields.update(SDST_EN=1, **{field: v.code})
                else:
                    raise AsmError("expected vcc or an SGPR pair", col=v.col)
            elif kind == "vaddr":
                if v.kind != "reg" or v.text != "v" or v.nregs > nregs:
                    raise AsmError(f"expected 1 to {nregs} VGPRs (the address)", col=v.col)
                self._check_vgpr_alignment(v)
                fields[field] = int(v.value)
            elif kind in ("gvaddr", "svaddr", "bvaddr"):
                if v.kind == "off":
                    if kind == "gvaddr":
                        raise AsmError("the address cannot be off", col=v.col)
                    addr_regs[kind] = 0
                    fields[field] = 0
                else:
                    if v.kind != "reg" or v.text != "v":
                        raise AsmError("expected a VGPR address or off", col=v.col)
                    if kind == "svaddr" and v.nregs != 1:
                        raise AsmError("a scratch address is one VGPR", col=v.col)
                    self._check_vgpr_alignment(v)
                    addr_regs[kind] = v.nregs
                    fields[field] = int(v.value)
            elif kind == "saddr":
                if v.kind == "off":
                    fields[field] = SADDR_OFF
                elif v.kind in ("reg", "special") and v.text not in ("v", "a") and v.nregs == nregs:
                    if self._excluded_scalar_class(kind, v.code, nregs, form):
                        raise AsmError("a scalar address cannot be exec", col=v.col)
                    if v.code >= SADDR_OFF:  # a 7-bit field: no src_* value fits
                        raise AsmError(f"{v.text} cannot be a scalar address", col=v.col)
                    if nregs == 2 and v.text == "s" and v.code % 2:
                        raise AsmError(
                            "a 64-bit SGPR range must start at an even register", col=v.col
                        )
                    fields[field] = v.code
                else:
                    raise AsmError(f"expected {nregs} scalar register(s) or off", col=v.col)
            elif kind == "literal":
                code, lit = (
                    self._constant_code(v, op, True) if v.kind in ("int", "float") else (None, None)
                )
                if v.kind not in ("int", "float"):
                    raise AsmError("expected a constant", col=v.col)
                literal = lit if lit is not None else self._inline_value_bits(code, op)
                if v.kind == "int" and TYPE_BITS[op.ctype] == 16 and not v.lit:
                    literal = int(v.value) & 0xFFFFFFFF  # as written (llvm-mc): -17 is 0xffffffef
                scalar_reads.add(("lit", literal))
            elif kind in ("simm16", "uimm16", "imm"):
                if v.kind != "int":
                    raise AsmError("expected an integer constant", col=v.col)
                n = int(v.value)
                if form.fmt == "SOPP" and (1 << 32) - (1 << 15) <= n < 1 << 32:
                    n -= 1 << 32  # llvm-mc: a 32-bit spelling of a negative 16-bit value
                if not -(1 << 15) <= n < (1 << 16):
                    raise AsmError(f"immediate {n} does not fit 16 bits", col=v.col)
                if n < 0 and op.type == "u16" and form.fmt == "SOPK":  # llvm-mc: unsigned here
                    raise AsmError(f"immediate {n} is negative; the operand is unsigned", col=v.col)
                fields[field] = n & 0xFFFF
            elif kind == "label":
                if v.kind == "int" and v.lit:
                    raise AsmError("a branch offset cannot be lit()", col=v.col)
                if v.kind == "int":
                    n = int(v.value)
                elif v.kind == "label":
                    if labels is None:
                        n = 0
                    elif v.text not in labels:
                        raise AsmError(f"undefined label '{v.text}'", col=v.col)
                    else:
                        delta = labels[v.text] - (pc + 4)
                        n = delta // 4
                        if not -(1 << 15) <= n < (1 << 15):  # llvm-mc: "branch size exceeds simm16"
                            raise AsmError(
                                f"label '{v.text}' is {n} dwords away: beyond a 16-bit signed branch offset",
                                col=v.col,
                            )
                else:
                    raise AsmError("expected a label or an offset", col=v.col)
                if not -(1 << 15) <= n < (1 << 16):
                    raise AsmError("branch target out of range", col=v.col)
                fields[field] = n & 0xFFFF
            elif kind == "hwreg":
                fields[field] = self._parse_simm16(
                    v, parse_hwreg, self.info.get("hw_registers", {})
                )
            elif kind == "waitcnt":
                fields[field] = self._parse_simm16(v, parse_waitcnt, self.waitcnt_counters)
            elif kind == "sendmsg":
                fields[field] = self._parse_simm16(v, parse_sendmsg, _llvm_int)
            elif kind == "gpr_idx":
                fields[field] = self._parse_simm16(v, parse_gpr_idx)
            else:
                raise AsmError(
                    f"operand kind {kind} is not supported by the assembler yet", col=v.col
                )
        if addr_regs:
            self._check_address(form, fmt, fields, addr_regs, mods, vals)
        if check_mfma_overlap:
            self._check_mfma_overlap(form, vals)
        if reads_vcc:  # an implicit VCC read (v_div_fmas) uses the constant bus too
            scalar_reads.add(("s", self.name_codes["vcc"][0], 2))
        if vector and len(scalar_reads) > 1:
            raise AsmError(
                "too many scalar operands (the constant bus takes one SGPR or literal)",
                col=vals[0].col if vals else 0,
            )
        if default_bits:
            _apply_writes(fields, default_bits)
        if defaults:
            fields = {**defaults, **fields}  # the defaults of fields not set
        self._check_modifier_order(form, mods)
        modifier_writes = form.modifier_writes
        for token, col in mods:
            _apply_writes(
                fields, modifier_writes.get(token) or self._modifier_writes(form, token, col)
            )
        for name in lane_pattern_fields:
            if name not in fields:
                raise AsmError(
                    "a DPP instruction needs a lane pattern (quad_perm:[...], row_shl:n, ...)",
                    col=0,
                )
        if form.required_modifier and form.required_modifier not in {t for t, _ in mods}:
            why = (
                " (with a destination it returns the old value)"
                if "atomic" in form.instr.flags
                else ""
            )
            raise AsmError(f"{form.mnemonic} needs {form.required_modifier}{why}", col=0)
        if form.modifier_spelling:
            clash = next((v for v in vals if v.text == form.modifier_spelling), None)
            if clash:
                raise AsmError(
                    f"'{clash.text}' here reads as the cache bit (llvm-mc); write src_{clash.text}",
                    col=clash.col,
                )
        if form.extra_fixed:
            fields.update(form.extra_fixed)
        for op, v in deferred:
            field, widths, halved_by, only_listed = op.width_by
            setter = next((m for m in form.modifiers if m["field"] == field), None)

            def setting(value: int, setter=setter, field=field) -> str:
                if not setter:
                    return f"{field} = {value}"
                return f"{setter['name']}:{hex(value) if setter['hex'] else value}"

            value = fields.get(field, 0)
            if only_listed and value not in dict(widths):
                at = next((c for t, c in mods if setter and t.startswith(setter["name"] + ":")), 0)
                listed = " or ".join(setting(k) for k, _ in widths)
                raise AsmError(f"{form.mnemonic} takes {listed}, got {setting(value)}", col=at)
            want = op.at(fields).nregs
            if v.nregs != want:
                given = setting(value)
                if halved_by and fields.get(halved_by, 0):
                    halver = next((m for m in form.modifiers if m["field"] == halved_by), None)
                    given += f" {halver['name']}" if halver else f" and {halved_by} = 1"
                raise AsmError(
                    f"{self._operand_label(form, op)} takes {want} register{'s' if want > 1 else ''}"
                    f" with {given}",
                    col=v.col,
                )
        for name, value in fields.items():
            lo, mask = places[name]
            word |= (value & mask) << lo
        return word, literal

    def _slot_class(self, op: Op, place: tuple, fmt: str) -> int:
        """Operand slots that encode a spelling alike (same kind, type and bit place, in any
        form of the same format: some checks depend on the format) share a number: the key of
        Value.encodings."""
        key = (op.kind, op.type, op.constants, place, fmt)
        return self._slot_classes.setdefault(key, len(self._slot_classes))

    @staticmethod
    def _slot_bits(slot: int, place: tuple, v: Value, value: int, read) -> int:
        """An operand's value placed in the instruction word, kept with its constant-bus read for
        the spelling's next use in a slot of this class (Value.encodings)."""
        lo, mask = place
        bits = (value & mask) << lo
        if v.encodings is not None:
            v.encodings[slot] = (bits, read)
        return bits

    def _encoding_plan(self, form: Form) -> EncodingPlan:
        """What _encode_form needs of a form beyond its operands, worked out once."""
        fmt = self.formats[form.fmt]
        fixed = dict(fmt["fixed"])
        if "OP" in fmt["fields"]:
            fixed["OP"] = form.opcode
        modifier_fields = set()
        for m in form.modifiers:
            refs = (m["field"] or "", *(m.get("bits") or ()))
            modifier_fields.update(ref.partition(":")[0] for ref in refs)
        written = {op.field for op in form.operands} | set(form.extra_fixed) | modifier_fields
        overwritten = {name: value for name, value in fixed.items() if name in written}
        taken = {m["name"] for m in form.modifiers}
        default_bits = []
        for m in fmt.get("modifiers", ()):
            # op_sel_hi-style defaults are encoded even where the syntax is not offered (llvm-mc
            # writes them for v_dot4 and the accvgpr moves), unless a variant of it is offered
            if (
                m["kind"] == "bits"
                and m["default"] == -1
                and (m in form.modifiers or m["name"] not in taken)
            ):
                default_bits += m["bits"]
        has_neg = self._has_src_mods(fmt, form.instr)
        places = {name: (lo, (1 << (hi - lo + 1)) - 1) for name, (hi, lo) in fmt["fields"].items()}
        # operand fields written once, by their operand only: encoded straight into the word
        shared = modifier_fields | set(form.extra_fixed) | set(overwritten)
        shared |= {ref.partition(":")[0] for ref in default_bits}
        for op in form.operands:
            if op.width_by:
                shared.update((op.width_by[0], op.width_by[2]))
        fields_of = [op.field for op in form.operands]
        direct = {
            op.field
            for op in form.operands
            if op.kind in DIRECT_KINDS
            and not op.width_by
            and op.implicit is None
            and op.field not in shared
            and fields_of.count(op.field) == 1
        }
        form.plan = EncodingPlan(
            fmt=fmt,
            fixed_word=_fields_value(
                fmt["fields"], {k: v for k, v in fixed.items() if k not in overwritten}
            ),
            fields=overwritten,
            vector=form.fmt not in SCALAR_FORMATS,
            # llvm-mc lets the f8f6f4 MFMAs' C overlap D partially
            check_mfma_overlap=any(op.kind == "mai_c" for op in form.operands)
            and not any(op.width_by for op in form.operands),
            reads_vcc="VCC" in form.instr.params,
            default_bits=tuple(_field_write(ref, 1) for ref in default_bits),
            defaults={
                m["field"]: m["default"]
                for m in form.modifiers
                if not (m["kind"] == "bits" and m["default"] == -1) and m["default"]
            },
            lane_pattern_fields=tuple(
                m["field"] for m in form.modifiers if m["kind"] == "dpp_ctrl"
            ),
            places=places,
            steps=tuple(
                (
                    (
                        self._slot_class(op, places[op.field], form.fmt)
                        if op.field in direct
                        else None
                    ),
                    places[op.field] if op.field in direct else None,
                    op,
                    op.kind,
                    op.field,
                    op.nregs,
                    op.width_by,
                    has_neg and op.name in ("S0", "S1", "S2"),
                    f"SRC{op.name[1:]}_SEXT" in fmt["fields"],
                    form.variant == "dpp" and op.name in ("S0", "S1"),
                    op.implicit == "vcc",
                )
                for op in form.operands
            ),
        )
        return form.plan

    def _check_modifier_order(self, form: Form, mods: list[tuple[str, int]]) -> None:
        """llvm-mc parses an instruction's modifiers once each, in the order the format lists
        them (clamp before mul:2, offset: before the cache bits, the lane pattern before
        row_mask); the cache-policy bits (CACHE_POLICY) are one operand there, in any order
        among themselves but each once."""
        if len(mods) < 2:
            return
        if "op_sel_zeros" in form.instr.flags:  # its op_sel writes nothing: first, and once
            at = [col for token, col in mods if token.startswith("op_sel:")]
            if at and (mods[0][1] != at[0] or len(at) > 1):
                raise AsmError("op_sel must come first, once", col=at[-1])
        places = form.modifier_places
        if places is None:
            places = form.modifier_places = {}
            first_cache = None
            for i, m in enumerate(form.modifiers):
                if m["name"] in CACHE_POLICY:
                    first_cache = i if first_cache is None else first_cache
                place = first_cache if m["name"] in CACHE_POLICY else i
                numeric = ("NFMT",) if m["kind"] == "buf_format" else ()  # format:[...NUM...]
                for ref in (m["field"], *(m.get("bits") or ()), *numeric):
                    name, _, bit = ref.partition(":")
                    places.setdefault((name, int(bit) if bit else None), (place, m["name"]))
        last, seen, last_name = -1, set(), ""
        for token, col in mods:
            writes = self._modifier_writes(form, token, col)
            if not writes:
                continue  # accepted and ignored here
            field_name, bit, _ = writes[0]
            place, name = places.get((field_name, bit)) or places.get(
                (field_name, None), (None, "")
            )
            if place is None:
                continue
            if name in seen:
                raise AsmError(f"{name} is given twice", col=col)
            if place < last:
                order = ", ".join(dict.fromkeys(m["name"] for m in form.modifiers))
                raise AsmError(
                    f"{name} must come before {last_name} (the order is {order})", col=col
                )
            seen.add(name)
            last, last_name = place, name

    @staticmethod
    def _operand_label(form: Form, op: Op) -> str:
        """How errors name an operand: A, B, C for a matrix instruction's sources."""
        if form.instr.matrix and op.name in ("S0", "S1", "S2"):
            return "ABC"[int(op.name[1])]
        return op.name

    @staticmethod
    def _flag_listed(ins: Instr, flags) -> bool:
        return any(f in ins.flags for f in ([flags] if isinstance(flags, str) else flags))

    def _takes_modifier(self, ins: Instr, mod: dict, fmt: str = "") -> bool:
        if mod["requires_flag"] and not self._flag_listed(ins, mod["requires_flag"]):
            return False
        if mod.get("excluded_by_flag") and self._flag_listed(ins, mod["excluded_by_flag"]):
            return False
        if mod.get("ignored_by_flag") and self._flag_listed(ins, mod["ignored_by_flag"]):
            return False
        if mod["name"] == "clamp":
            return fmt.startswith("SDWA") or self.takes_clamp(ins)  # SDWA: every result (llvm-mc)
        if mod["kind"] == "omod":  # float results, and the ops flagged omod (llvm-mc)
            d = next((o for o in ins.operands if o.name == "D"), None)
            return (
                d is not None
                and d.type in FLOAT_TYPES
                or "float_result" in ins.flags
                or ("omod" in ins.flags and not fmt.startswith("SDWA"))
            )
        return True

    @staticmethod
    def takes_clamp(ins: Instr) -> bool:
        """VOP3 clamp (llvm-mc): a float result; an integer or lane-mask result of float sources
        only (v_cvt_i32_f32, float compares; not v_cmp_class_*, nor raw-bit results such as the
        fp8 conversions'); and the ops flagged `clamp` (saturating integer add/sub)."""
        ops = {o.name: o.type for o in ins.operands}
        sources = [t for n, t in ops.items() if n in ("S0", "S1", "S2") and t != "mask"]
        d = ops.get("D", "mask" if "SD" in ops else "")
        return (
            "clamp" in ins.flags
            or d in FLOAT_TYPES
            or d[:1] in ("i", "u", "m")
            and bool(sources)
            and all(t in FLOAT_TYPES for t in sources)
        )

    @staticmethod
    def _buf_format_refs(m: dict, value: str, col: int) -> tuple:
        """format:[BUF_DATA_FORMAT_x,BUF_NUM_FORMAT_y] (either part may be left out) or format:N."""
        if not value.startswith("["):
            try:
                n = _llvm_int(value)
            except ValueError:
                raise AsmError(f"bad format '{value}'", col=col) from None
            return ((m["field"], n & 15), ("NFMT", n >> 4 & 7))
        refs = []
        for part in filter(None, (p.strip() for p in value.strip("[]").split(","))):
            if part.startswith("BUF_DATA_FORMAT_") and part[16:] in m["values"]:
                refs.append((m["field"], m["values"].index(part[16:])))
            elif part.startswith("BUF_NUM_FORMAT_") and part[15:] in m["num_values"]:
                refs.append(("NFMT", m["num_values"].index(part[15:])))
            else:
                raise AsmError(f"unknown buffer format '{part}'", col=col)
        return tuple(refs)

    @staticmethod
    def dpp64(form: Form) -> bool:
        """A DPP form of a double-precision operation (it supports only row_newbcast)."""
        return form.variant == "dpp" and any(
            TYPE_BITS.get(o.type, 32) == 64 for o in form.operands if o.type != "mask"
        )

    def _encode_src_mods(self, v: Value, op: Op, form: Form, fields: dict) -> None:
        idx = op.name[1]
        if (v.neg or v.abs) and not op.takes_mods:
            raise AsmError("abs/neg modifiers need a floating-point operand", col=v.col)
        if v.sext and (op.type[0] not in "iub" or op.takes_mods):
            raise AsmError("sext() needs an integer operand", col=v.col)
        for name, on in (("NEG", v.neg), ("ABS", v.abs), ("SEXT", v.sext)):
            if on and f"SRC{idx}_{name}" in form.extra_fixed:
                raise AsmError(f"{form.mnemonic} takes no {name.lower()} modifier here", col=v.col)
            if on:
                fields[f"SRC{idx}_{name}"] = 1

    @staticmethod
    def _check_vgpr_alignment(v: Value) -> None:
        # gfx90a and later: VGPR/AGPR tuples of two or more registers start at an even register
        if v.nregs >= 2 and int(v.value) % 2:
            raise AsmError(
                "a VGPR/AGPR tuple must start at an even register on this target", col=v.col
            )

    @staticmethod
    def _check_mfma_overlap(form: Form, vals: list) -> None:
        """llvm-mc: when D is wider than 128 bits the C matrix is either the D registers or
        disjoint from them."""
        regs = {op.name: v for op, v in zip(form.operands, vals) if v.kind == "reg"}
        d, c = regs.get("D"), regs.get("S2")
        if d is None or c is None or d.nregs <= 4 or c.text != d.text:
            return
        lo_d, hi_d = int(d.value), int(d.value) + d.nregs - 1
        lo_c, hi_c = int(c.value), int(c.value) + c.nregs - 1
        if lo_c <= hi_d and lo_d <= hi_c and (lo_c, hi_c) != (lo_d, hi_d):
            raise AsmError("the C matrix must be the D registers or not overlap them", col=c.col)

    def _encode_smem_offset(self, v: Value, fields: dict, mods: list, unsigned: bool) -> None:
        """SMEM offset operand: an immediate, an SGPR, or an SGPR plus `offset:imm` (SOE)."""
        extra = [(t, c) for t, c in mods if t.startswith("offset:")]
        if extra and mods[0] != extra[0]:  # llvm-mc: offset: is an operand, before glc and the rest
            raise AsmError("offset: must come before the other modifiers", col=extra[0][1])
        for item in extra:
            mods.remove(item)
        if v.kind == "int":
            if extra:
                raise AsmError("offset: goes with an SGPR offset only", col=extra[0][1])
            fields.update(IMM=1, OFFSET=_smem_imm(int(v.value), v.col, unsigned))
            return
        if (
            v.kind not in ("reg", "special")
            or v.text in ("v", "a")
            or v.nregs != 1
            or v.code > 0x7F
        ):
            # a 7-bit SGPR code: src_* sources do not fit (llvm-mc wraps src_scc to null)
            raise AsmError("expected an immediate offset or one SGPR (or m0)", col=v.col)
        if not extra:
            fields.update(IMM=0, OFFSET=v.code)
            return
        token, col = extra[0]
        try:
            imm = _llvm_int(token.split(":", 1)[1])
        except ValueError:
            raise AsmError(f"bad offset '{token}'", col=col) from None
        fields.update(IMM=1, SOE=1, SOFFSET=v.code, OFFSET=_smem_imm(imm, col, unsigned))

    def _check_address(
        self, form: Form, fmt: dict, fields: dict, addr_regs: dict, mods: list, vals: list
    ) -> None:
        col = vals[0].col if vals else 0
        flags = {t for t, _ in mods}
        if "gvaddr" in addr_regs:
            want = 2 if fields.get("SADDR") == SADDR_OFF else 1
            if addr_regs["gvaddr"] != want:
                raise AsmError(
                    f"the address takes {want} VGPR(s) {'without' if want == 2 else 'with'} a scalar base",
                    col=col,
                )
        if "svaddr" in addr_regs:
            has_v = addr_regs["svaddr"] > 0
            if "SVE" in fmt["fields"]:
                fields["SVE"] = int(has_v)
            elif has_v == (fields.get("SADDR") != SADDR_OFF):
                raise AsmError("give exactly one of a VGPR address and a scalar base", col=col)
        if "bvaddr" in addr_regs:
            want = ("offen" in flags) + ("idxen" in flags)
            if addr_regs["bvaddr"] != want:
                raise AsmError(
                    (
                        f"the address takes {want} VGPR(s) with these idxen/offen modifiers"
                        if want
                        else "the address must be off without idxen/offen"
                    ),
                    col=col,
                )

    def _modifier_writes(self, form: Form, token: str, col: int) -> tuple:
        """The (field, bit or None for the whole field, value) writes of one modifier token of
        this form, in order; worked out once per spelling, as modifier texts repeat."""
        writes = form.modifier_writes.get(token)
        if writes is None:
            refs = self._modifier_refs(form, token, col)  # raises AsmError
            writes = tuple(_field_write(ref, value) for ref, value in refs)
            if len(form.modifier_writes) < 1 << 10 and len(token) <= CACHED_TEXT:
                form.modifier_writes[token] = writes
        return writes

    def _modifier_refs(self, form: Form, token: str, col: int) -> tuple:
        """(field or FIELD:bit, value) pairs one modifier token sets (see _field_write)."""
        fmt = self.formats[form.fmt]
        name, _, value = token.partition(":")
        if token in form.ignored:
            return ()
        if name in ("op_sel", "op_sel_hi") and "op_sel_printed" in form.instr.flags:
            # llvm-objdump prints them, llvm-mc takes only an op_sel of zeros
            if name == "op_sel_hi" or any(_parse_bitlist(value, col)):
                raise AsmError(f"{form.mnemonic} takes no '{token}'", col=col)
        if name == "op_sel" and "op_sel_zeros" in form.instr.flags and "OPSEL" in fmt["fields"]:
            # llvm-mc takes 1 to 4 zeros and encodes nothing (it drops other values)
            bits = _parse_bitlist(value, col)
            if any(bits) or not 1 <= len(bits) <= 4:
                raise AsmError(f"{form.mnemonic} takes only an op_sel of zeros", col=col)
            return ()
        key = (id(form), name)
        start = self._modifier_starts.get(key)
        if start is None:
            start = self._modifier_starts[key] = next(
                (i for i, m in enumerate(form.modifiers) if _modifier_may_match(m, name)),
                len(form.modifiers),
            )
        for m in form.modifiers[start:]:
            kind = m["kind"]
            if kind == "omod" and token in OMOD:
                return ((m["field"], OMOD[token]),)
            if kind == "dpp_ctrl" and name in DPP_CTRL_NAMES:
                if name != "row_newbcast" and self.dpp64(form):  # llvm-mc; CDNA4 guide 9.x
                    raise AsmError("DP ALU dpp only supports row_newbcast", col=col)
                return ((m["field"], _dpp_ctrl_value(name, value, col)),)
            if kind == "bound_ctrl" and name == "bound_ctrl":
                if value not in ("0", "1"):
                    raise AsmError("bound_ctrl takes 0 or 1", col=col)
                return ((m["field"], 1),)
            if kind == "bitval" and m["name"] == name:
                if value not in ("0", "1"):
                    raise AsmError(f"{name} takes 0 or 1", col=col)
                return ((m["field"], int(value)),)
            if kind == "scatter" and m["name"] == name:
                n = _parse_modifier_int(name, value, col)
                if not 0 <= n < 1 << len(m["bits"]):
                    raise AsmError(
                        f"{name}:{n} is out of range (0..{(1 << len(m['bits'])) - 1})", col=col
                    )
                return tuple((ref, n >> i & 1) for i, ref in enumerate(m["bits"]))
            if kind == "bits" and m["name"] == name:
                bits = _parse_bitlist(value, col)
                n = m.get("count") or self.source_count(form)
                lo, hi = m.get("lengths") or (n, n)
                if len(bits) > hi:  # llvm-mc points at the separator after the last value taken
                    at = [i for i, ch in enumerate(token) if ch == ","][hi - 1]
                    raise AsmError(f"{name} takes {lo} to {hi} values", col=col + at)
                if not lo <= len(bits) <= hi:
                    raise AsmError(
                        (
                            f"{name} takes {n} bits, one per source"
                            if lo == hi
                            else f"{name} takes {lo} to {hi} values"
                        ),
                        col=col,
                    )
                bits = (bits + [0] * n)[:n]  # llvm-mc: missing values are 0, extra ones dropped
                return tuple(zip(m["bits"], bits))
            if kind == "buf_format" and name == "format":
                return self._buf_format_refs(m, value, col)
            if kind == "swizzle" and name == "offset":
                return ((m["field"], _swizzle_value(value, col)),)
            if kind == "bare" and _modifier_may_match(m, name):  # a number alone (s_endpgm 7)
                hi, lo = fmt["fields"][m["field"]]
                n = _parse_modifier_int(token, token, col)
                if not 0 <= n < 1 << (hi - lo + 1):
                    raise AsmError(f"{token} does not fit {hi - lo + 1} bits", col=col)
                return ((m["field"], n),)
            if kind == "enum" and m["name"] == name:
                if value.upper() not in m["values"]:
                    raise AsmError(f"{name} takes one of {', '.join(m['values'])}", col=col)
                return ((m["field"], m["values"].index(value.upper())),)
            if m["name"] != name:
                continue
            if kind == "flag":
                if value:
                    raise AsmError(f"'{name}' takes no value", col=col)
                return ((m["field"], 1),)
            if not value:
                raise AsmError(f"'{name}' needs a value ({name}:...)", col=col)
            hi, lo = fmt["fields"][m["field"]]
            width = hi - lo + 1
            if kind == "opsel":
                bits = _parse_bitlist(value, col)
                n = self.opsel_sources(form)
                if not 1 <= len(bits) <= 4:
                    raise AsmError(f"{name} takes 1 to 4 values ([src0..src{n - 1},dst])", col=col)
                # llvm-mc: a value per source, then the destination's; missing values are 0,
                # those past the destination's are dropped
                bits = (bits + [0] * 4)[: n + 1]
                return ((m["field"], sum(b << i for i, b in enumerate(bits[:-1])) | bits[-1] << 3),)
            n = _parse_modifier_int(name, value, col)
            lo_ok = -(1 << (width - 1)) if kind == "sint" else 0
            hi_ok = (1 << (width - 1)) if kind == "sint" else (1 << width)
            if m.get("max") is not None:
                hi_ok = min(hi_ok, m["max"] + 1)
            if not lo_ok <= n < hi_ok:
                raise AsmError(f"{name}:{n} is out of range ({lo_ok}..{hi_ok - 1})", col=col)
            return ((m["field"], n & ((1 << width) - 1)),)
        if name in ("clamp", "op_sel") or token in OMOD:
            raise AsmError(f"{form.mnemonic} takes no '{token}'", col=col)
        if form.data_file == "a" and any(m["name"] == name for m in fmt.get("modifiers", ())):
            raise AsmError(  # agpr_return_no_sc1: llvm-mc drops the bit, llvm-objdump refuses it
                f"{form.mnemonic} takes no '{token}' when it returns into AGPRs", col=col
            )
        raise AsmError(f"unknown modifier '{token}'", col=col)

    def _inline_value_bits(self, code: int, op: Op) -> int:
        if code in self.inline_ints:
            return self.inline_ints[code] & 0xFFFFFFFF
        name, bits = self.inline_floats[code]
        return bits.get(op.type, bits.get("f32", 0))

    @staticmethod
    def _parse_simm16(v: Value, parse, *context) -> int:
        """A structured SIMM16 (hwreg(...), sendmsg(...), the s_waitcnt counters, gpr_idx(...);
        runtime/simm16.py) or a number; llvm-mc takes no lit() there."""
        if v.lit:
            raise AsmError("expected a macro or a number here, not lit(...)", col=v.col)
        try:
            return parse(int(v.value) if v.kind == "int" else v.text, *context)
        except ValueError as exc:
            raise AsmError(str(exc), col=v.col) from None

    def _modifier_token(self, word: str) -> str:
        """A modifier as written, its name in lower case (the value keeps its case)."""
        token = self._modifier_tokens.get(word)
        if token is None:
            name, colon, value = word.partition(":")
            token = name.lower() + colon + value
            if len(self._modifier_tokens) < 1 << 12 and len(word) <= CACHED_TEXT:
                self._modifier_tokens[word] = token
        return token

    def _candidates(self, mnemonic: str) -> list[Form]:
        return self.by_mnemonic.get(mnemonic, [])

    def _parse_line(self, text: str, exact_cols: bool = False):
        """(mnemonic, candidate forms, operand values, modifiers, col of mnemonic) or None for
        an empty line. Without exact_cols, operand values are shared (_shared_operand)."""
        parse_operand = self.parse_operand if exact_cols else self._shared_operand
        stripped = text.strip()
        if not stripped:
            return None
        col0 = len(text) - len(text.lstrip())
        parts = stripped.split(None, 1)
        mnemonic = parts[0].lower()
        rest = parts[1] if len(parts) > 1 else ""
        rest_col = col0 + (len(stripped) - len(rest)) if rest else col0
        shape = self._mnemonic_shapes.get(mnemonic)
        if shape is None:
            forms = self._candidates(mnemonic)
            if not forms:
                raise AsmError(f"unknown instruction '{parts[0]}' for {self.name}", col=col0 + 1)
            first = forms[0].operands
            shape = self._mnemonic_shapes[mnemonic] = (
                forms,
                bool(first) and (first[-1].kind == "waitcnt" or first[0].kind == "waitcnt"),
                all(not f.operands for f in forms),
            )
        forms, waitcnt, bare = shape
        vals, mods = [], []
        if waitcnt:
            if rest:
                vals.append(Value("text", text=rest.strip(), col=rest_col + 1))
                if _NUM_RE.match(rest.strip()):
                    try:
                        number = _llvm_int(rest.strip())
                    except ValueError:
                        raise AsmError(
                            f"'{rest.strip()}' is not a number", col=rest_col + 1
                        ) from None
                    vals[-1] = Value("int", value=number, text=rest.strip(), col=rest_col + 1)
            return mnemonic, forms, vals, mods, col0
        modifier_token = self._modifier_token
        if rest and bare:
            for word, woff in _split_top(rest, " "):
                mods.append((modifier_token(word), rest_col + woff + 1))
            return mnemonic, forms, vals, mods, col0
        if rest and _PLAIN_OPERANDS_RE.fullmatch(rest):
            # the caches looked up here first: most spellings have been seen before
            operands = {} if exact_cols else self._operands
            modifier_tokens = self._modifier_tokens
            off, in_operands = rest_col + 1, True
            for word, sep in _PLAIN_PIECES_RE.findall(rest):
                if in_operands:  # no hwreg(...)-style operand here (see _PLAIN_TOKEN)
                    vals.append(operands.get(word) or parse_operand(word, off))
                    in_operands = "," in sep
                else:
                    mods.append((modifier_tokens.get(word) or modifier_token(word), off))
                off += len(word) + len(sep)
            return mnemonic, forms, vals, mods, col0
        pieces = _split_top(rest, ",") if rest else []
        if pieces:
            last, off = pieces[-1]
            sub = _split_top(last, " ")
            pieces[-1] = (sub[0][0], off + sub[0][1])
            for word, woff in sub[1:]:
                mods.append((modifier_token(word), rest_col + off + woff + 1))
        for piece, off in pieces:
            col = rest_col + off + 1
            if piece.startswith(("hwreg(", "sendmsg(", "gpr_idx(")):
                vals.append(Value("text", text=piece, col=col))
            else:
                vals.append(parse_operand(piece, col))
        return mnemonic, forms, vals, mods, col0

    def encode_line(self, text: str, labels=None, pc: int = 0) -> bytes:
        return self._encode_parsed(self._parse_line(text), text, labels, pc)

    def _encode_parsed(self, parsed, text: str, labels, pc: int) -> bytes:
        """The bytes of one parsed line (`text`, parsed by _parse_line)."""
        if parsed is None:
            return b""
        for form in parsed[1]:
            try:
                word, literal = self._encode_form(form, parsed[2], parsed[3], labels, pc)
            except AsmError:
                continue
            out = word.to_bytes(form.words * 4, "little")
            if literal is not None:
                out += (literal & 0xFFFFFFFF).to_bytes(4, "little")
            return out
        raise self._encoding_error(text, labels, pc)

    def _encoding_error(self, text: str, labels, pc: int) -> AsmError:
        """Why no form encodes a line: the error that got furthest into it, with exact columns."""
        mnemonic, forms, vals, mods, col0 = self._parse_line(text, exact_cols=True)
        errors = []
        for form in forms:
            try:
                self._encode_form(form, vals, mods, labels, pc)
            except AsmError as exc:
                errors.append(exc)
        best = max(errors, key=lambda e: e.col)
        if best.col == 0:  # an error of the whole instruction: point at its mnemonic
            best = AsmError(best.msg, col=col0 + 1)
        return best

    @_without_gc
    def assemble(self, source: str, path: str = "<input>", base: int = 0) -> bytes:
        """Assemble LLVM-syntax source. Labels (`name:`) and comments (`;`, `//`, `#`) allowed."""
        # pass 1: encode everything (sizes fix the label addresses); pass 2 re-encodes only
        # the lines that name a label. Only those lines' parses are kept: holding every line's
        # would cost more in memory traffic than parsing does.
        labels: dict[str, int] = {}
        pc = base
        chunks: list[bytes] = []
        naming_labels = []  # (index in chunks, line number, text, parse, address)
        for lineno, raw in enumerate(source.splitlines(), 1):
            if "/*" in raw:  # llvm-objdump's markers (/*Invalid immediate*/): blanks, columns kept
                raw = _BLOCK_COMMENT_RE.sub(lambda m: " " * len(m.group()), raw)
            comment = _COMMENT_RE.search(raw)
            code = raw[: comment.start()] if comment else raw
            label = None
            m = _LABEL_RE.match(code) if ":" in code else None
            if m:
                label, code = m.group(1), " " * (len(code) - len(m.group(2))) + m.group(2)
            if code.lstrip().startswith("."):
                code = ""  # assembler directives are ignored
            if label:
                if label in labels:
                    raise AsmError(f"label '{label}' defined twice", lineno, 1, path)
                labels[label] = pc
            try:
                parsed = self._parse_line(code)
                data = self._encode_parsed(parsed, code, None, pc)
            except AsmError as exc:
                raise exc.at(path, lineno) from None
            if parsed is not None and "label" in [v.kind for v in parsed[2]]:
                naming_labels.append((len(chunks), lineno, code, parsed, pc))
            chunks.append(data)
            pc += len(data)
        for index, lineno, code, parsed, pc in naming_labels:
            try:
                chunks[index] = self._encode_parsed(parsed, code, labels, pc)
            except AsmError as exc:
                raise exc.at(path, lineno) from None
        return b"".join(chunks)

    def assemble_lines(self, source: str, path: str = "<input>") -> list[tuple[int, str, bytes]]:
        """(line number, canonical text, bytes) for every line that produced code."""
        code = self.assemble(source, path)
        words = list(struct.unpack(f"<{len(code) // 4}I", code))
        out, pos = [], 0
        for lineno, raw in enumerate(source.splitlines(), 1):
            stripped = re.split(r";|//|#", raw, maxsplit=1)[0]
            stripped = re.sub(r"^\s*[A-Za-z_.$][\w.$]*:", "", stripped).strip()
            if not stripped or stripped.startswith("."):
                continue
            d = self.decode_at(words, pos // 4)
            out.append((lineno, self.text(d), code[pos : pos + d.size]))
            pos += d.size
        return out


# DPP lane patterns: name -> (first code, count, value of n at the first code)
DPP_CTRL = {
    "row_shl": (0x101, 15, 1), "row_shr": (0x111, 15, 1), "row_ror": (0x121, 15, 1),
    "wave_shl": (0x130, 1, 1), "wave_rol": (0x134, 1, 1), "wave_shr": (0x138, 1, 1),
    "wave_ror": (0x13C, 1, 1), "row_bcast": (0x142, 2, None), "row_newbcast": (0x150, 16, 0),
}  # fmt: skip
DPP_CTRL_NAMES = {"quad_perm", "row_mirror", "row_half_mirror", *DPP_CTRL}


def _dpp_ctrl_text(raw: int) -> str:
    if raw <= 0xFF:
        return "quad_perm:[" + ",".join(str(raw >> (2 * i) & 3) for i in range(4)) + "]"
    if raw == 0x140:
        return "row_mirror"
    if raw == 0x141:
        return "row_half_mirror"
    for name, (first, count, n0) in DPP_CTRL.items():
        if first <= raw < first + count:
            n = {0x142: 15, 0x143: 31}[raw] if n0 is None else n0 + raw - first
            return f"{name}:{n}"
    if 0x160 <= raw <= 0x16F:  # llvm-objdump names the GFX10 lane pattern these codes are
        return "/* row_xmask is not supported on ASICs earlier than GFX10 */"
    return "/* Invalid dpp_ctrl value */"


def _dpp_ctrl_value(name: str, value: str, col: int) -> int:
    if name == "quad_perm":
        m = re.match(r"^\[([0-3]),([0-3]),([0-3]),([0-3])\]$", value.replace(" ", ""))
        if not m:
            raise AsmError("quad_perm takes four lane numbers 0-3: quad_perm:[a,b,c,d]", col=col)
        return sum(int(x) << (2 * i) for i, x in enumerate(m.groups()))
    if name in ("row_mirror", "row_half_mirror"):
        if value:
            raise AsmError(f"{name} takes no value", col=col)
        return 0x140 if name == "row_mirror" else 0x141
    first, count, n0 = DPP_CTRL[name]
    try:
        n = _llvm_int(value)
    except ValueError:
        raise AsmError(f"{name} needs a number", col=col) from None
    if n0 is None:
        if n not in (15, 31):
            raise AsmError("row_bcast takes 15 or 31", col=col)
        return 0x142 if n == 15 else 0x143
    if not n0 <= n < n0 + count:
        raise AsmError(f"{name}:{n} is out of range ({n0}..{n0 + count - 1})", col=col)
    return first + n - n0


# ds_swizzle_b32 offset patterns (bit 15 set: quad permute; clear: and/or/xor masks on lane ids)
def _swizzle_text(raw: int) -> str:
    if raw & 0xFF00 == 0x8000:
        return "swizzle(QUAD_PERM," + ",".join(str(raw >> (2 * i) & 3) for i in range(4)) + ")"
    if raw & 0xE000 == 0xE000:
        return f"swizzle(FFT,{raw & 31})"
    if raw & 0xE000 == 0xC000:
        return f"swizzle(ROTATE,{raw >> 10 & 1},{raw >> 5 & 31})"
    if raw & 0x8000:
        return str(raw)
    and_mask, or_mask, xor_mask = raw & 31, raw >> 5 & 31, raw >> 10 & 31
    if and_mask == 31 and or_mask == 0 and bin(xor_mask).count("1") == 1:
        return f"swizzle(SWAP,{xor_mask})"
    if and_mask == 31 and or_mask == 0 and xor_mask and (xor_mask + 1) & xor_mask == 0:
        return f"swizzle(REVERSE,{xor_mask + 1})"
    group = 31 - and_mask + 1
    if group > 1 and group & (group - 1) == 0 and or_mask < group and xor_mask == 0:
        return f"swizzle(BROADCAST,{group},{or_mask})"
    chars = []  # each lane-id bit becomes ((id & and) | or) ^ xor: kept, inverted or a constant
    for bit in (16, 8, 4, 2, 1):
        if and_mask & bit and not or_mask & bit:
            chars.append("i" if xor_mask & bit else "p")
        else:
            chars.append("1" if (or_mask ^ xor_mask) & bit else "0")
    return f'swizzle(BITMASK_PERM,"{"".join(chars)}")'


class _TooManyDigits(ValueError):
    """A number longer than any 64-bit value (converting it would take Python's time)."""


def _llvm_int(text: str) -> int:
    """An integer as llvm-mc reads one: 0x hex, 0b binary, a leading 0 octal, else decimal.
    ValueError if it is none; _TooManyDigits if it has more digits than 64 bits need."""
    t = text.strip()
    sign, body = (-1, t[1:]) if t.startswith("-") else (1, t)
    low = body.lower()
    digits = low[2:] if low.startswith(("0x", "0b")) else low
    if len(digits.lstrip("0")) > 64:
        raise _TooManyDigits("has more digits than a 64-bit number")
    if low.startswith(("0x", "0b")):
        return sign * int(body, 0)
    if len(body) > 1 and body.startswith("0"):
        return sign * int(body, 8)
    return sign * int(body, 10)


def _swizzle_value(text: str, col: int) -> int:
    if not text.startswith("swizzle("):
        try:
            n = _llvm_int(text)
        except ValueError:
            raise AsmError(f"bad offset '{text}'", col=col) from None
        if not 0 <= n < 1 << 16:
            raise AsmError("offset does not fit 16 bits", col=col)
        return n
    m = re.match(r"^swizzle\(([A-Z_]+)((?:,[^,)]+)*)\)$", text.replace(" ", ""))
    if not m:
        raise AsmError(f"cannot parse '{text}'", col=col)
    mode, args = m.group(1), [a for a in m.group(2).split(",") if a]
    try:
        if mode == "QUAD_PERM" and len(args) == 4 and all(0 <= int(a) <= 3 for a in args):
            return 0x8000 | sum(int(a) << (2 * i) for i, a in enumerate(args))
        if (
            mode == "SWAP"
            and len(args) == 1
            and 1 <= int(args[0]) <= 16
            and int(args[0]) & (int(args[0]) - 1) == 0
        ):
            return 31 | int(args[0]) << 10
        if mode == "REVERSE" and len(args) == 1 and int(args[0]) in (2, 4, 8, 16, 32):
            return 31 | (int(args[0]) - 1) << 10
        if mode == "BROADCAST" and len(args) == 2:
            group, lane = int(args[0]), int(args[1])
            if group in (2, 4, 8, 16, 32) and 0 <= lane < group:
                return (32 - group) | lane << 5
        if mode == "FFT" and len(args) == 1 and 0 <= int(args[0]) <= 31:
            return 0xE000 | int(args[0])
        if (
            mode == "ROTATE"
            and len(args) == 2
            and int(args[0]) in (0, 1)
            and 0 <= int(args[1]) <= 31
        ):
            return 0xC000 | int(args[0]) << 10 | int(args[1]) << 5
        if mode == "BITMASK_PERM" and len(args) == 1 and re.match(r'^"[01pi]{5}"$', args[0]):
            and_mask = or_mask = xor_mask = 0
            for ch, bit in zip(args[0][1:-1], (16, 8, 4, 2, 1)):
                and_mask |= bit if ch in "pi" else 0
                or_mask |= bit if ch == "1" else 0
                xor_mask |= bit if ch == "i" else 0
            return and_mask | or_mask << 5 | xor_mask << 10
    except ValueError:
        pass
    raise AsmError(f"invalid swizzle pattern '{text}'", col=col)


def _mod_get(fields: dict, ref: str) -> int:
    """A modifier's value: a whole field, or one bit of it written FIELD:bit."""
    name, _, bit = ref.partition(":")
    value = fields.get(name, 0)
    return value >> int(bit) & 1 if bit else value


def modifier_value(fields: dict, m: dict) -> int:
    """A modifier's value; a scatter modifier gathers its bits from several fields."""
    if m["kind"] != "scatter":
        return _mod_get(fields, m["field"])
    return sum(_mod_get(fields, ref) << i for i, ref in enumerate(m["bits"]))


def _parse_modifier_int(name: str, value: str, col: int) -> int:
    if not value:
        raise AsmError(f"'{name}' needs a value ({name}:...)", col=col)
    try:
        return _llvm_int(value)
    except _TooManyDigits as exc:
        raise AsmError(f"'{cut_text(value)}' {exc}", col=col) from None
    except ValueError:
        raise AsmError(f"'{value}' is not a number", col=col) from None


def _field_write(ref: str, value: int) -> tuple[str, int | None, int]:
    """(field, bit or None for the whole field, value) of setting a modifier reference: a whole
    field, or one bit of it written FIELD:bit."""
    name, _, bit = ref.partition(":")
    return name, int(bit) if bit else None, value


def _apply_writes(fields: dict, writes) -> None:
    """Do _field_write's writes, in order."""
    for name, bit, value in writes:
        if bit is None:
            fields[name] = value
        else:
            fields[name] = fields.get(name, 0) & ~(1 << bit) | (value & 1) << bit


def _parse_bitlist(text: str, col: int) -> list[int]:
    m = re.match(r"^\[([01](?:,[01])*)\]$", text.replace(" ", ""))
    if not m:
        raise AsmError(f"expected a list of 0/1 like [0,1,0], got '{text}'", col=col)
    return [int(b) for b in m.group(1).split(",")]


_B32 = Op("S", "b32", "src", None, None)
# llvm-objdump prints a scalar tuple that ends at most this far past the last SGPR (s105: its
# register file counts the four above s101, which the guides give to flat_scratch/xnack_mask)
LLVM_SGPRS_PAST_RANGE = 4
# llvm-objdump prints a scalar tuple in a VGPR-only operand at the nearest scalar class it has
_LLVM_SGPR_SPAN = {6: 5, 32: 16}
_LLVM_TTMP_SPAN = {6: 8, 32: 16}


def _dmask_width(dmask: int, widths: tuple) -> str:
    """The data type of an image instruction whose DMASK its spec does not list: one dword per
    enabled component where the instruction has that width (or that width plus the TFE status
    dword: llvm's tables hold those variants too, image_atomic_add with dmask:0x7 is v[n:n+2]),
    else its narrowest (llvm-objdump keeps the register class of the instruction in its decoder
    table)."""
    listed = {t for _, t in widths}
    listed |= {f"b{TYPE_BITS[t] + 32}" for t in listed}
    ty = f"b{32 * max(1, bin(dmask).count('1'))}"
    return ty if ty in listed and dmask else min(listed, key=lambda t: TYPE_BITS[t])


def _class_marker(cls: str) -> str:
    return f"/*Invalid register, operand has '{cls}' register class*/"


def _invalid_register(cls: str, nregs: int) -> str:
    """llvm-objdump's comment after a register its operand's class does not hold."""
    if cls == "SReg":  # scalar classes have no alignment suffix
        return f"/*Invalid register, operand has 'SReg_{32 * nregs}' register class*/"
    name = f"{cls}_{32 * nregs}_Align2" if nregs > 1 else {"VReg": "VGPR_32"}.get(cls, f"{cls}_32")
    return f"/*Invalid register, operand has '{name}' register class*/"


def _signed_hex(value: int) -> str:
    return f"-0x{-value:x}" if value < 0 else f"0x{value:x}"


def _smem_imm(value: int, col: int, unsigned: bool) -> int:
    """An SMEM immediate offset, with or without an SGPR offset (llvm-mc): 21 bits signed, or
    20 bits unsigned with a buffer resource."""
    if unsigned and not 0 <= value < (1 << 20):
        raise AsmError("expected a 20-bit unsigned offset", col=col)
    if not -(1 << 20) <= value < (1 << 20):
        raise AsmError("offset does not fit 21 signed bits", col=col)
    return value & 0x1FFFFF


def _sext(v: int, bits: int) -> int:
    return v - (1 << bits) if v >> (bits - 1) & 1 else v


def _float_bits(x: float, ty: str) -> int:
    import ml_dtypes
    import numpy as np

    if ty == "f64":
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    with np.errstate(over="ignore"):  # too large a value gives infinity; the caller refuses it
        if ty == "f32":
            return int(np.array(x, dtype=np.float32).view(np.uint32))
        if ty == "bf16":
            return int(np.array(x, dtype=ml_dtypes.bfloat16).view(np.uint16))
        return int(np.array(x, dtype=np.float16).view(np.uint16))
