"""The instruction model the assembler, decoder and printer share: operands, instructions and
their encoded forms, parsed and decoded values, the tables loaded from tables.json, and the
rules that follow from a form alone (which source modifiers it has, which sources op_sel
covers)."""

from __future__ import annotations

import functools
import gc
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import NamedTuple

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


SADDR_OFF = 0x7F


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
            ty = dmask_width(value, widths)
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
    # encoded bits -> {field: value} for this form's format (set by the Decoder)
    extract: object = field(default=None, repr=False, compare=False)
    printer: object = field(
        default=None, repr=False, compare=False
    )  # Decoded -> text (Printer.text)
    # (bits, literals) of many instructions of this form -> their texts (Disassembler)
    batch_printer: object = field(default=None, repr=False, compare=False)
    plan: object = field(default=None, repr=False, compare=False)  # its EncodingPlan
    # modifier text -> its field writes (ModifierSyntax.modifier_writes)
    modifier_writes: dict = field(default_factory=dict, repr=False, compare=False)
    # (field, bit) -> (place in llvm-mc's modifier order, modifier name) (ModifierSyntax.check_modifier_order)
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
    # on a parse shared by a spelling's uses: operand slot class (Encoder._slot_class) -> (its bits
    # in the instruction word, its constant-bus read or None), for slots whose field nothing
    # else writes (Encoder.encode_form)
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


class EncodedDecoded(Decoded):
    """A Decoded made from its encoded bits (see Decoded); the bulk decoder's constructor."""

    __slots__ = ()

    def __init__(self, form: Form, bits: int, literal: int | None, size: int, pc: int):
        self.form, self._fields, self._bits, self.literal, self.size, self.pc = (
            form, None, bits, literal, size, pc
        )  # fmt: skip


def fields_value(fields: dict[str, tuple[int, int]], values: dict[str, int]) -> int:
    word = 0
    for name, v in values.items():
        hi, lo = fields[name]
        word |= (v & ((1 << (hi - lo + 1)) - 1)) << lo
    return word


def without_gc(fn):
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


def dmask_width(dmask: int, widths: tuple) -> str:
    """The data type of an image instruction whose DMASK its spec does not list: one dword per
    enabled component where the instruction has that width (or that width plus the TFE status
    dword: llvm's tables hold those variants too, image_atomic_add with dmask:0x7 is v[n:n+2]),
    else its narrowest (llvm-objdump keeps the register class of the instruction in its decoder
    table)."""
    listed = {t for _, t in widths}
    listed |= {f"b{TYPE_BITS[t] + 32}" for t in listed}
    ty = f"b{32 * max(1, bin(dmask).count('1'))}"
    return ty if ty in listed and dmask else min(listed, key=lambda t: TYPE_BITS[t])


def src_mod_field(fmt: dict, name: str) -> str | None:
    """The bit-vector field of a source modifier; VOP3P's v_fma_mix* keep abs in NEG_HI."""
    if name == "ABS" and "ABS" not in fmt["fields"] and "NEG_HI" in fmt["fields"]:
        return "NEG_HI"
    return name if name in fmt["fields"] else None


def has_src_mods(fmt: dict, ins: Instr) -> bool:
    if "no_mods" in ins.flags:
        return False
    # VOP3P negates halves with neg_lo:/neg_hi: instead of -x, except the v_fma_mix* ops
    if "NEG_HI" in fmt["fields"]:
        return "mix" in ins.flags
    return "NEG" in fmt["fields"] or "SRC0_NEG" in fmt["fields"]


def mfma_c_type(form: Form) -> str:
    """The type a constant C matrix is read, written and printed as (llvm-mc: f64 for the
    f64 MFMAs, whose 1/(2*pi) prints at 64-bit precision; f32 for every other)."""
    matrix = form.instr.matrix
    return "f64" if matrix is not None and matrix["c"] == "f64" else "f32"


def packed_sdwa(form: Form) -> bool:
    """v_pk_fmac_f16_sdwa: llvm-mc sets its -x/|x| bits, llvm-objdump reads the word whatever
    they hold and prints none (errata pk-fmac-sdwa-mods)."""
    return form.variant == "sdwa" and "packed_mods" in form.instr.flags


def dpp64(form: Form) -> bool:
    """A DPP form of a double-precision operation (it supports only row_newbcast)."""
    return form.variant == "dpp" and any(
        TYPE_BITS.get(o.type, 32) == 64 for o in form.operands if o.type != "mask"
    )


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


def flag_listed(ins: Instr, flags) -> bool:
    return any(f in ins.flags for f in ([flags] if isinstance(flags, str) else flags))


def operand_label(form: Form, op: Op) -> str:
    """How errors name an operand: A, B, C for a matrix instruction's sources."""
    if form.instr.matrix and op.name in ("S0", "S1", "S2"):
        return "ABC"[int(op.name[1])]
    return op.name


def source_count(form: Form) -> int:
    """How many of S0, S1, S2 the form has."""
    return sum(1 for o in form.operands if o.name in ("S0", "S1", "S2"))


def opsel_sources(form: Form) -> int:
    """Source bits of op_sel; the byte-select converts take all three whatever they read."""
    return 3 if "op_sel_byte" in form.instr.flags else source_count(form)


def scratch_has_vaddr(fields: dict, fmt: dict) -> bool:
    """SCRATCH: gfx950 says so with its SVE bit; earlier targets use VADDR when SADDR is off."""
    if "SVE" in fmt["fields"]:
        return fields.get("SVE", 0) != 0
    return fields.get("SADDR", 0) == SADDR_OFF


def extractor_source(name: str, fmt: dict) -> str:
    """The source of `fields_<name>(bits)`, the {field: value} of one format's instruction
    bits, as a dict display (much faster than a loop over the fields): make generate writes it
    into <arch>/encoding/__init__.py; an Isa made without those modules runs it (extractor)."""
    fields = fmt["fields"].items()
    layout = ", ".join(f"{f} [{hi}:{lo}]" for f, (hi, lo) in fields)
    body = ", ".join(
        f"{f!r}: bits{f' >> {lo}' if lo else ''} & {hex((1 << (hi - lo + 1)) - 1)}"
        for f, (hi, lo) in fields
    )
    return (
        f"def fields_{name}(bits: int) -> dict[str, int]:\n"
        f'    """{name} ({fmt["size"]} bits): {layout}."""\n'
        f"    return {{{body}}}\n"
    )


def extractor(name: str, fmt: dict):
    """fields_<name> made from its source (extractor_source)."""
    scope: dict = {}
    exec(extractor_source(name, fmt), scope)  # noqa: S102 - the source is built from bit ranges
    return scope[f"fields_{name}"]


def operand_spelling(op: Op) -> str | None:
    """An operand as `name:type:kind:field`, then `key=value` for each of implicit, constants,
    mods and constant_bits not at its default (field `-`: none); None for an operand whose
    width another field selects (width_by), which is written as Op(...)."""
    if op.width_by:
        return None
    extra = [f"{k}={v}" for k, v in (("implicit", op.implicit), ("constants", op.constants),
             ("mods", int(op.mods)), ("constant_bits", op.constant_bits)) if v]  # fmt: skip
    return ":".join([op.name, op.type, op.kind, op.field or "-", *extra])


def operands(*spelled) -> tuple[Op, ...]:
    """Operands from their spellings (operand_spelling) or as Op objects."""
    out = []
    for item in spelled:
        if isinstance(item, Op):
            out.append(item)
            continue
        name, type_, kind, fld, *extra = item.split(":")
        keys = dict(e.split("=") for e in extra)
        out.append(
            Op(name, type_, kind, None if fld == "-" else fld, keys.get("implicit"),
               keys.get("constants"), bool(int(keys.get("mods", 0))), None, keys.get("constant_bits"))
        )  # fmt: skip
    return tuple(out)
