"""Resolve the validated spec into one model per architecture (families expanded, overrides applied)."""

from __future__ import annotations

import ast
import itertools
import operator
import re
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import schema
from .loader import Located, SpecError, read_yaml, validate

SPEC_DIR = Path(__file__).resolve().parent.parent / "spec"
TYPE_BITS = {
    "b16": 16, "b32": 32, "b64": 64, "u8": 8, "u16": 16, "u32": 32, "u64": 64,
    "i8": 8, "i16": 16, "i32": 32, "i64": 64, "f16": 16, "bf16": 16, "f32": 32, "f64": 64,
    "bool": 1, "mask": 64,
    "b96": 96, "b128": 128, "b160": 160, "b192": 192, "b256": 256, "b512": 512, "b1024": 1024,
}  # fmt: skip


@dataclass
class Format:
    name: str
    size: int
    literal: bool
    fixed: dict[str, int]
    fields: dict[str, tuple[int, int]]
    slots: dict[str, schema.Slot]
    promote: schema.Promote | None
    doc: str | None
    source: str | None
    modifiers: list[schema.Modifier] = field(default_factory=list)
    atomic_return_field: str | None = None
    variants: dict[str, str] = field(default_factory=dict)
    zero_unused: list[str] = field(default_factory=list)


@dataclass
class Operand:
    name: str
    type: str
    kind: str
    field: str | None
    implicit: str | None
    constants: str | None = None
    mods: bool = False
    width_by: dict | None = None  # {"field": F, "widths": {value: type}}: see OperandDecl.width_by
    constant_bits: str | None = None  # see OperandDecl.constant_bits

    @property
    def bits(self) -> int:
        return TYPE_BITS[self.type]


@dataclass
class Instruction:
    name: str
    format: str
    opcode: int
    operands: list[Operand]
    semantics: str | None
    doc: str
    flags: list[str]
    examples: list[str]
    syntax: str | None
    encodings: list[str]
    source: str | None
    where: str
    semantics_line: int
    family: str | None = None
    counters: list[str] = field(default_factory=list)
    fixed: dict[str, int] = field(default_factory=dict)
    key: str = ""  # the spec's own name for it: the same on every arch, renamed or not
    matrix: dict | None = None  # m n k blocks a b c cycles sparse (ints and type names)
    type_flavours: dict[str, str] = field(default_factory=dict)  # the arch's fp8/bf8 (FP8_FLAVOURS)

    @property
    def mnemonic(self) -> str:
        return self.name.lower()

    @property
    def flavours_named(self) -> tuple[tuple[str, str], ...]:
        """The arch's type flavours its semantics may name: archs whose semantics read alike
        share one function only if these agree too (codegen/generate.py)."""
        text = self.semantics or ""
        return tuple(sorted((k, v) for k, v in self.type_flavours.items() if k in text))


@dataclass
class ArchModel:
    name: str
    info: schema.ArchFile
    formats: dict[str, Format]
    instructions: dict[str, Instruction] = field(default_factory=dict)
    operand_codes: list[schema.OperandCode] = field(default_factory=list)
    types: dict[str, schema.TypeDef] = field(default_factory=dict)
    lineage: list[str] = field(default_factory=list)  # this arch, then the archs it inherits from, nearest first

    def lookup(self, mapping: dict[str, Any], default: Any = None) -> Any:
        """A per-arch value: this arch's, else its nearest ancestor's (spec/README.md "Inheritance")."""
        return next((mapping[a] for a in self.lineage if a in mapping), default)


@dataclass
class Spec:
    archs: dict[str, ArchModel]
    errata: list[schema.Erratum]
    files: list[Path]
    hazards: schema.HazardsFile | None = None  # spec/hazards.yaml
    timing: dict[str, schema.ArchTiming] = field(default_factory=dict)  # spec/timing.yaml, per arch


_BINOPS = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.LShift: operator.lshift,
    ast.RShift: operator.rshift, ast.BitOr: operator.or_, ast.BitAnd: operator.and_,
    ast.BitXor: operator.xor,
}  # fmt: skip
_CMPOPS = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
    ast.Gt: operator.gt, ast.GtE: operator.ge, ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
}  # fmt: skip


def eval_param_expr(text: str, params: dict[str, Any]) -> Any:
    """Evaluate a small arithmetic/comparison expression over family parameters."""

    def ev(node: ast.AST) -> Any:
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in params:
                raise ValueError(f"unknown parameter '{node.id}'")
            return params[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return not ev(node.operand)
        if isinstance(node, ast.BoolOp):
            vals = [ev(v) for v in node.values]
            return all(vals) if isinstance(node.op, ast.And) else any(vals)
        if isinstance(node, ast.Compare):
            left = ev(node.left)
            for op, right in zip(node.ops, node.comparators):
                r = ev(right)
                if not _CMPOPS[type(op)](left, r):
                    return False
                left = r
            return True
        if isinstance(node, (ast.Tuple, ast.List)):
            return [ev(e) for e in node.elts]
        raise ValueError(f"unsupported expression '{ast.unparse(node)}'")

    try:
        return ev(ast.parse(str(text), mode="eval").body)
    except SyntaxError as exc:
        raise ValueError(f"syntax error in '{text}': {exc.msg}") from None
    except (ArithmeticError, TypeError) as exc:
        raise ValueError(f"cannot evaluate '{text}': {exc}") from None


class _Formatter(string.Formatter):
    def get_value(self, key, args, kwargs):  # noqa: ANN001
        if isinstance(key, str) and key not in kwargs:
            raise ValueError(f"unknown parameter '{{{key}}}'")
        return super().get_value(key, args, kwargs)


_FMT = _Formatter()
_NAME_RE = re.compile(r"^[A-Z][A-Z0-9_]*$")


def _fill(value: Any, params: dict[str, Any]) -> Any:
    """Substitute `{PARAM}` in every string inside `value`."""
    if isinstance(value, str):
        return _FMT.vformat(value, (), params)
    if isinstance(value, list):
        return [_fill(v, params) for v in value]
    if isinstance(value, dict):
        return {_fill(k, params): _fill(v, params) for k, v in value.items()}
    if isinstance(value, schema.Strict):  # an operand declaration and its width_by
        return value.model_copy(update={k: _fill(v, params) for k, v in value if v is not None})
    return value


def _kind_name(kind: Any) -> str:
    """An operand kind as text (templating turns the enum into a plain str)."""
    kind = getattr(kind, "value", kind)
    if kind not in schema.OperandKind.__members__:
        raise ValueError(f"unknown operand kind '{kind}'")
    return kind


def _family_params(fam: schema.Family) -> list[dict[str, Any]]:
    if fam.instances is not None:
        combos = [dict(p) for p in fam.instances]
    else:
        axes = []
        for key, options in (fam.product or {}).items():
            axes.append([opt if isinstance(opt, dict) else {key: opt} for opt in options])
        combos = [{k: v for part in combo for k, v in part.items()} for combo in itertools.product(*axes)]
    if fam.where:
        combos = [p for p in combos if eval_param_expr(fam.where, p)]
    return combos


def _load_formats(doc: Located, lineages: dict[str, list[str]]) -> dict[str, dict[str, Format]]:
    archs = list(lineages)
    raw = doc.root
    if not isinstance(raw, dict):
        raise SpecError([f"{doc.path}:1: expected a mapping from format names to formats, got a {type(raw).__name__}"])
    out: dict[str, dict[str, Format]] = {a: {} for a in archs}
    errors: list[str] = []
    for name in raw:
        try:
            fmt = validate(doc, schema.Format, (name,))
        except SpecError as exc:
            errors.extend(exc.messages)
            continue
        for arch in fmt.arch_overrides:
            if arch not in archs:
                errors.append(f"{doc.where(name, 'arch_overrides', arch)}: {name}.arch_overrides: unknown architecture '{arch}' (known: {', '.join(archs)})")
        for arch in archs:
            fields = {k: v.bits for k, v in fmt.fields.items()}
            slots, fixed = dict(fmt.slots), dict(fmt.fixed)
            size, literal, promote, modifiers = fmt.size, fmt.literal, fmt.promote, list(fmt.modifiers)
            atomic_field = fmt.atomic_return_field
            variants = dict(fmt.variants)
            zero_unused = list(fmt.zero_unused)
            # an inheriting arch takes its ancestors' overrides, farthest first, then its own
            for over in [fmt.arch_overrides[a] for a in reversed(lineages[arch]) if a in fmt.arch_overrides]:
                for k, v in (over.fields or {}).items():
                    if v is None:
                        fields.pop(k, None)
                    else:
                        fields[k] = v.bits
                for k, v in (over.slots or {}).items():
                    if v is None:
                        slots.pop(k, None)
                    else:
                        slots[k] = v
                fixed.update(over.fixed or {})
                size = over.size or size
                literal = over.literal if over.literal is not None else literal
                promote = over.promote or promote
                modifiers = list(over.modifiers) if over.modifiers is not None else modifiers
                atomic_field = over.atomic_return_field or atomic_field
                variants = dict(over.variants) if over.variants is not None else variants
                zero_unused = list(over.zero_unused) if over.zero_unused is not None else zero_unused
            for fname, value in fixed.items():
                if fname not in fields:
                    errors.append(f"{doc.where(name, 'fixed', fname)}: {name}.fixed: '{fname}' is not a field of {name}")
                else:
                    hi, lo = fields[fname]
                    if value >= 1 << (hi - lo + 1):
                        errors.append(f"{doc.where(name, 'fixed', fname)}: {name}.fixed.{fname}: value {value} does not fit in bits [{hi}:{lo}]")
            for i, mod in enumerate(modifiers):
                for ref in mod.bits:
                    if ref.split(":")[0] not in fields:
                        errors.append(f"{doc.where(name, 'modifiers', i)}: {name}.modifiers.{mod.name}: '{ref}' names no field of {name}")
                if mod.field.split(":")[0] not in fields:
                    errors.append(f"{doc.where(name, 'modifiers', i)}: {name}.modifiers.{mod.name}: '{mod.field}' is not a field of {name}")
            for sname, slot in slots.items():
                if slot.field and slot.field not in fields:
                    errors.append(f"{doc.where(name, 'slots', sname)}: {name}.slots.{sname}: field '{slot.field}' is not a field of {name}")
            limit = size + 32  # a literal dword may follow the instruction (LITERAL field)
            for fname, (hi, _lo) in fields.items():
                if hi >= limit:
                    errors.append(f"{doc.where(name, 'fields', fname)}: {name}.fields.{fname}: bit {hi} is outside a {size}-bit format")
            for fname in zero_unused:
                if fname.partition("@")[0] not in fields:
                    errors.append(f"{doc.where(name, 'zero_unused')}: {name}.zero_unused: '{fname}' is not a field of {name}")
            if atomic_field and atomic_field not in fields:
                errors.append(f"{doc.where(name, 'atomic_return_field')}: {name}.atomic_return_field: '{atomic_field}' is not a field of {name}")
            out[arch][name] = Format(name, size, literal, fixed, fields, slots, promote, fmt.doc, fmt.source, modifiers, atomic_field, variants, zero_unused)
    for name in raw:
        for arch in archs:
            fmt = out[arch].get(name)
            promote = fmt.promote if fmt else None
            for target in (promote.format, promote.carry_format) if promote else ():
                if target is not None and target not in raw:
                    errors.append(f"{doc.where(name, 'promote')}: {name}.promote: unknown format '{target}'")
    if errors:
        raise SpecError(list(dict.fromkeys(errors)))
    return out


def _opcode_for(entry: schema.EntryBase, model: ArchModel, params: dict[str, Any]) -> int | None:
    op = entry.opcode
    if isinstance(op, dict):
        op = model.lookup(op)
        if op is None:
            return None
    if isinstance(op, str):
        value = eval_param_expr(op, params)
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"opcode expression '{op}' gave {value!r}, expected an integer")
        return value
    return op


def _resolve_entry(
    doc: Located,
    loc: tuple[Any, ...],
    entry: schema.EntryBase,
    name: str,
    params: dict[str, Any],
    file_fmt: str | None,
    file_archs: list[str],
    file_source: str | None,
    spec_archs: dict[str, ArchModel],
    family: str | None,
) -> list[tuple[str, Instruction]]:
    def fail(key: str, msg: str) -> SpecError:
        return SpecError([f"{doc.where(*loc, key)}: {name}.{key}: {msg}"])

    if not _NAME_RE.match(name):
        raise fail("name", f"'{name}' is not an instruction name (letters, digits and '_', starting with a letter)")
    fmt_name = entry.format or file_fmt
    if fmt_name is None:
        raise fail("format", "no format given (set 'format' in the entry or at the top of the file)")
    listed = entry.archs or file_archs
    for a in listed:
        if a not in spec_archs:
            raise fail("archs", f"unknown architecture '{a}' (known: {', '.join(spec_archs)})")
    for key in ("opcode", "arch_names", "arch_flags"):
        mapping = getattr(entry, key)
        unknown = [a for a in mapping if a not in spec_archs] if isinstance(mapping, dict) else []
        if unknown:
            raise fail(key, f"unknown architecture '{unknown[0]}' (known: {', '.join(spec_archs)})")
    # an arch has the entry when it is listed, or when its base has it and it does not lack it
    def has(m: ArchModel) -> bool:
        if m.name in listed:
            return True
        return m.info.inherits is not None and name not in m.info.lacks and has(spec_archs[m.info.inherits])

    archs = [a for a, m in spec_archs.items() if has(m)]
    if isinstance(entry.opcode, dict):
        archs = [a for a in archs if spec_archs[a].lookup(entry.opcode) is not None]
    filled: dict[str, Any] = {}
    raw = {
        "operands": entry.operands, "semantics": entry.semantics, "arch_semantics": entry.arch_semantics,
        "doc": entry.doc, "examples": entry.examples, "syntax": entry.syntax, "flags": entry.flags,
        "matrix": entry.matrix.model_dump(exclude={"source"}) if entry.matrix else None,
    }  # fmt: skip
    for key, value in raw.items():
        if family is None or value is None:
            filled[key] = value  # plain entries are not templates: their text may hold braces
            continue
        try:
            filled[key] = _fill(value, params)
        except (ValueError, IndexError, KeyError, AttributeError, TypeError) as exc:
            raise fail(key, f"template: {exc}") from None
    filled["flags"] = [f for f in filled["flags"] if f]  # a parameter may leave a flag empty
    for flag in filled["flags"]:
        if flag not in schema.Flag.__args__:
            raise fail("flags", f"unknown flag '{flag}' (expected one of {', '.join(schema.Flag.__args__)})")
    for arch_name in filled["arch_semantics"]:
        if arch_name not in spec_archs:
            raise fail("arch_semantics", f"unknown architecture '{arch_name}'")
    out = []
    for arch in archs:
        model = spec_archs[arch]
        arch_name = model.lookup(entry.arch_names)
        if arch_name:
            arch_name = (_FMT.vformat(arch_name, (), params) if family else arch_name).upper()
            if not _NAME_RE.match(arch_name):
                raise fail("arch_names", f"'{arch_name}' is not an instruction name")
        sem_arch = model.lookup({a: a for a in filled["arch_semantics"]})
        if sem_arch:
            sem_line = doc.value_line((*loc, "arch_semantics", sem_arch))
        else:
            sem_line = doc.value_line((*loc, "semantics"))
        fmt = model.formats.get(fmt_name)
        if fmt is None:
            raise fail("format", f"unknown format '{fmt_name}'")
        try:
            opcode = _opcode_for(entry, model, params)
        except ValueError as exc:
            raise fail("opcode", str(exc)) from None
        if opcode is None:
            continue
        if "OP" in fmt.fields:
            hi, lo = fmt.fields["OP"]
            if not 0 <= opcode < 1 << (hi - lo + 1):
                raise fail("opcode", f"opcode {opcode} does not fit the {hi - lo + 1}-bit OP field of {fmt_name}")
        # a fixed field may belong to a derived form's format (an SDWA select, say): it binds the
        # forms whose format has it
        related = [fmt] + [model.formats[v] for v in fmt.variants.values() if v in model.formats]
        if fmt.promote and fmt.promote.format in model.formats:
            related.append(model.formats[fmt.promote.format])
        for fname, value in entry.fixed.items():
            owner = next((f for f in related if fname in f.fields), None)
            if owner is None:
                raise fail("fixed", f"'{fname}' is not a field of {fmt_name} or of its derived forms' formats")
            hi, lo = owner.fields[fname]
            if not 0 <= value < 1 << (hi - lo + 1):
                raise fail("fixed", f"{fname}={value} does not fit bits [{hi}:{lo}]")
        operands = []
        for oname, decl in filled["operands"].items():
            if isinstance(decl, str) and decl in schema.TYPE_NAMES:
                decl = schema.OperandDecl(type=decl)
            if isinstance(decl, str) or decl.type not in schema.TYPE_NAMES:
                bad = decl if isinstance(decl, str) else decl.type
                raise fail("operands", f"operand {oname}: unknown type '{bad}' (expected one of {', '.join(schema.TYPE_NAMES)})")
            if decl.constants is not None and decl.constants not in schema.TYPE_NAMES:
                raise fail("operands", f"operand {oname}: unknown constants type '{decl.constants}' (expected one of {', '.join(schema.TYPE_NAMES)})")
            if decl.constant_bits and decl.constant_bits not in ("f16", "bf16", "f32", "f64"):
                raise fail("operands", f"operand {oname}: unknown constant_bits type '{decl.constant_bits}' (expected a float type: f16, bf16, f32, f64)")
            slot = fmt.slots.get(oname)
            try:
                kind = _kind_name(decl.kind) if decl.kind else (_kind_name(slot.kind) if slot else None)
            except ValueError as exc:
                raise fail("operands", f"operand {oname}: {exc}") from None
            fld = decl.field or (slot.field if slot and not decl.implicit else None)
            implicit = decl.implicit or (slot.implicit if slot and not decl.field else None)
            if kind is None:
                raise fail("operands", f"operand {oname} is not a slot of {fmt_name} (slots: {', '.join(fmt.slots)}); give its field and kind")
            if fld is not None and fld not in fmt.fields:
                raise fail("operands", f"operand {oname}: '{fld}' is not a field of {fmt_name}")
            width_by = _width_by(decl, oname, fmt, fmt_name, fld, entry.fixed, fail) if decl.width_by else None
            operands.append(Operand(oname, decl.type, kind, fld, implicit, decl.constants, decl.mods, width_by, decl.constant_bits or None))
        # default: the 32- and 64-bit encodings, DPP, and SDWA for 32-bit data (explicit lists name the exceptions)
        narrow = all(TYPE_BITS[o.type] <= 32 or o.type == "mask" for o in operands)
        default = (["e32", "e64"] if fmt.promote else []) + [v for v in fmt.variants if narrow or v == "dpp"]
        encodings = default
        if entry.encodings is not None:
            encodings = [e for e in (_fill(entry.encodings, params) if family else entry.encodings) if e]
            bad = [e for e in encodings if e not in schema.Encoding.__args__]
            if bad:
                raise fail("encodings", f"unknown encoding '{bad[0]}' (expected one of {', '.join(schema.Encoding.__args__)})")
        semantics = model.lookup(filled["arch_semantics"], filled["semantics"])
        matrix = _matrix_for(filled["matrix"], model, fail) if filled["matrix"] else None
        arch_flags = model.lookup(entry.arch_flags, [])
        out.append(
            (
                arch,
                Instruction(
                    name=arch_name or name,
                    key=name,
                    format=fmt_name,
                    opcode=opcode,
                    operands=operands,
                    semantics=semantics,
                    doc=filled["doc"],
                    flags=filled["flags"] + [f for f in (_fill(arch_flags, params) if family else arch_flags) if f and f not in filled["flags"]],
                    examples=filled["examples"],
                    syntax=filled["syntax"],
                    encodings=list(encodings),
                    source=entry.source or file_source,
                    where=doc.where(*loc),
                    semantics_line=sem_line,
                    family=family,
                    counters=list(entry.counters),
                    fixed=dict(entry.fixed),
                    matrix=matrix,
                    type_flavours=FP8_FLAVOURS[model.info.fp8_formats],
                ),
            )
        )
    return out


def _width_by(decl: schema.OperandDecl, oname: str, fmt: Format, fmt_name: str, fld: str | None, fixed: dict, fail) -> dict:
    """An operand's width_by, checked against its format: {"field": F, "widths": {value: type}}."""
    wb = decl.width_by
    where = f"operand {oname}: width_by"
    if fld is None:
        raise fail("operands", f"{where}: only an operand encoded in a field has a width chosen by another field")
    if wb.field not in fmt.fields:
        raise fail("operands", f"{where}: '{wb.field}' is not a field of {fmt_name}")
    if wb.field == fld:
        raise fail("operands", f"{where}: '{wb.field}' is the operand's own field")
    setters = {m.field.split(":")[0] for m in fmt.modifiers} | {r.split(":")[0] for m in fmt.modifiers for r in m.bits}
    if wb.field not in setters and wb.field not in fixed:
        raise fail("operands", f"{where}: no modifier of {fmt_name} sets '{wb.field}', nor does the instruction fix it")
    hi, lo = fmt.fields[wb.field]
    widths = {}
    for value, ty in sorted(wb.widths.items()):
        if ty not in schema.TYPE_NAMES:
            raise fail("operands", f"{where}: unknown type '{ty}' for {wb.field}={value} (expected one of {', '.join(schema.TYPE_NAMES)})")
        if value >= 1 << (hi - lo + 1):
            raise fail("operands", f"{where}: {wb.field}={value} does not fit bits [{hi}:{lo}]")
        if TYPE_BITS[ty] > TYPE_BITS[decl.type]:
            raise fail("operands", f"{where}: {ty} ({wb.field}={value}) is wider than the operand's type {decl.type}, which must be the widest")
        widths[value] = ty
    out = {"field": wb.field, "widths": widths}
    if wb.halved_by is not None:
        if wb.halved_by not in fmt.fields:
            raise fail("operands", f"{where}: halved_by '{wb.halved_by}' is not a field of {fmt_name}")
        if wb.halved_by not in setters and wb.halved_by not in fixed:
            raise fail("operands", f"{where}: no modifier of {fmt_name} sets '{wb.halved_by}', nor does the instruction fix it")
        out["halved_by"] = wb.halved_by
    if wb.only_listed:
        out["only_listed"] = True
    return out


MATRIX_CLASSES = ("xdl", "sgemm", "dgemm")  # the guides' dependency-table classes (MI200 7.2, CDNA4 7.6)
# the element types the arch's fp8_formats makes of the spec's fp8 and bf8
FP8_FLAVOURS = {"ocp": {}, "fnuz": {"fp8": "fp8_fnuz", "bf8": "bf8_fnuz"}}
MATRIX_TYPES = ("f32", "f16", "bf16", "i8", "f64", "fp8", "bf8", "i32", "f8f6f4", "xf32")  # xf32: f32 storage, 10-bit mantissa products (gfx942)  # f8f6f4: per operand, CBSZ (A) / BLGP (B) pick fp8 bf8 fp6 bf6 fp4


def _matrix_for(decl: dict, model: ArchModel, fail) -> dict:
    """The matrix declaration of one arch, numbers as ints (family parameters filled in)."""
    arch = model.name
    out = {}
    for key in ("m", "n", "k", "blocks"):
        try:
            out[key] = int(decl[key])
        except ValueError:
            raise fail("matrix", f"{key} must be an integer, got '{decl[key]}'") from None
    cycles = decl["cycles"]
    if isinstance(cycles, dict):
        cycles = model.lookup(cycles)
        if cycles is None:
            raise fail("matrix", f"cycles has no value for {arch}")
    try:
        out["cycles"] = int(cycles)
    except ValueError:
        raise fail("matrix", f"cycles must be an integer, got '{cycles}'") from None
    narrow = decl.get("narrow_cycles")
    if narrow:
        try:
            out["narrow_cycles"] = {
                "fields": {f: [int(v) for v in vs] for f, vs in narrow["fields"].items()},
                "cycles": int(narrow["cycles"]),
            }
        except ValueError:
            raise fail("matrix", f"narrow_cycles must hold integers, got {narrow}") from None
    cls = decl["class_"]
    if isinstance(cls, dict):
        cls = model.lookup(cls)
        if cls is None:
            raise fail("matrix", f"class has no value for {arch}")
    if cls not in MATRIX_CLASSES:
        raise fail("matrix", f"class must be one of {', '.join(MATRIX_CLASSES)}, got '{cls}'")
    out["class"] = cls
    for key in ("a", "b", "c"):
        if decl[key] not in MATRIX_TYPES:
            raise fail("matrix", f"{key}: unknown element type '{decl[key]}' (expected one of {', '.join(MATRIX_TYPES)})")
        out[key] = FP8_FLAVOURS[model.info.fp8_formats].get(decl[key], decl[key])
    sparse = decl["sparse"]
    out["sparse"] = sparse if isinstance(sparse, bool) else str(sparse).lower() in ("true", "1", "yes")
    for key, allowed in MATRIX_RULES.items():
        out[key] = _matrix_rule(decl, key, allowed, model, fail)
    return out


# The matrix-core numeric rules and their values, the first being the default
MATRIX_RULES = {
    "denormals": ("keep", "flush", "mode", "mode_ab"),
    "accumulate": ("exact", "fma", "dot2", "dot4"),
    "clamp": ("none", "mode"),
}


def _matrix_rule(decl: dict, key: str, allowed: tuple[str, ...], model: ArchModel, fail) -> str:
    """One numeric rule for one arch: a value, a value per arch, or per arch one per A type."""
    arch = model.name
    value = decl[key]
    if isinstance(value, dict):
        value = model.lookup(value, allowed[0])
    if isinstance(value, dict):
        if decl["a"] not in value:
            raise fail("matrix", f"{key} has no value for {arch} and element type {decl['a']}")
        value = value[decl["a"]]
    if value not in allowed:
        raise fail("matrix", f"{key} must be one of {', '.join(allowed)}, got '{value}'")
    return value


def _load_instruction_file(doc: Located, spec_archs: dict[str, ArchModel]) -> list[str]:
    errors: list[str] = []
    try:
        data = validate(doc, schema.InstructionFile)
    except SpecError as exc:
        return exc.messages
    file_archs = data.archs or list(spec_archs)
    unknown = [a for a in file_archs if a not in spec_archs]
    if unknown:
        return [f"{doc.where('archs')}: archs: unknown architecture '{unknown[0]}' (known: {', '.join(spec_archs)})"]
    if data.format is not None and any(data.format not in m.formats for m in spec_archs.values()):
        return [f"{doc.where('format')}: format: unknown format '{data.format}'"]
    resolved: list[tuple[str, Instruction]] = []
    for i, entry in enumerate(data.instructions):
        try:
            resolved += _resolve_entry(doc, ("instructions", i), entry, entry.name.upper(), {}, data.format, file_archs, data.source, spec_archs, None)
        except SpecError as exc:
            errors += exc.messages
    for i, fam in enumerate(data.families):
        try:
            combos = _family_params(fam)
        except ValueError as exc:
            errors.append(f"{doc.where('families', i)}: {fam.name}: {exc}")
            continue
        if not combos:
            errors.append(f"{doc.where('families', i)}: {fam.name}: the family expands to no instruction")
        for params in combos:
            try:
                name = _FMT.vformat(fam.name, (), params).upper()
            except (ValueError, IndexError, KeyError) as exc:
                errors.append(f"{doc.where('families', i, 'name')}: {fam.name}.name: {exc}")
                break
            try:
                resolved += _resolve_entry(doc, ("families", i), fam, name, params, data.format, file_archs, data.source, spec_archs, fam.name)
            except SpecError as exc:
                errors += exc.messages
    for arch, ins in resolved:
        table = spec_archs[arch].instructions
        if ins.name in table:
            errors.append(f"{ins.where}: {ins.name}: defined twice for {arch} (first at {table[ins.name].where})")
            continue
        table[ins.name] = ins
    return errors


def _check_opcode_collisions(model: ArchModel) -> list[str]:
    seen: dict[tuple[str, int], Instruction] = {}
    errors = []
    for ins in model.instructions.values():
        key = (ins.format, ins.opcode)
        if key in seen:
            other = seen[key]
            errors.append(f"{ins.where}: {ins.name}: opcode {ins.opcode} of {ins.format} on {model.name} is also {other.name} ({other.where})")
        else:
            seen[key] = ins
    return errors


def read_spec(spec_dir: Path = SPEC_DIR) -> Spec:
    """The spec in `spec_dir`, read and validated; its pseudocode is checked a layer up
    (codegen/spec.py: load_spec)."""
    errors: list[str] = []
    files: list[Path] = []

    def read(path: Path) -> Located:
        files.append(path)
        return read_yaml(path)

    archs: dict[str, ArchModel] = {}
    arch_files = sorted((spec_dir / "archs").glob("*.yaml"))
    infos, arch_docs = {}, {}
    for path in arch_files:
        try:
            arch_doc = read(path)
            info = validate(arch_doc, schema.ArchFile)
            if info.name != path.stem:
                errors.append(f"{arch_doc.where('name')}: name: '{info.name}' does not match the file name '{path.stem}'")
            infos[info.name], arch_docs[info.name] = info, arch_doc
        except SpecError as exc:
            errors += exc.messages
    if errors:
        raise SpecError(errors)
    if not infos:
        raise SpecError([f"{spec_dir / 'archs'}:1: no architecture files found"])
    lineages = _lineages(infos, arch_docs)
    formats = _load_formats(read(spec_dir / "formats.yaml"), lineages)
    for name, info in infos.items():
        archs[name] = ArchModel(name, info, formats[name], lineage=lineages[name])

    operands_path = spec_dir / "operands.yaml"
    if operands_path.exists():
        ops = validate(read(operands_path), schema.OperandsFile)
        for model in archs.values():
            model.operand_codes = [c for c in ops.codes if c.archs is None or any(a in c.archs for a in model.lineage)]
    types_path = spec_dir / "types.yaml"
    if types_path.exists():
        doc = read(types_path)
        if not isinstance(doc.root, dict):
            raise SpecError([f"{types_path}:1: expected a mapping from type names to types"])
        types = {k: validate(doc, schema.TypeDef, (k,)) for k in doc.root}
        for model in archs.values():
            model.types = types
    for path in sorted((spec_dir / "instructions").glob("*.yaml")):
        try:
            errors += _load_instruction_file(read(path), archs)
        except SpecError as exc:
            errors += exc.messages
    for model in archs.values():
        errors += _check_opcode_collisions(model)
    errors += _check_lacks(archs, arch_docs)
    errata: list[schema.Erratum] = []
    errata_path = spec_dir / "errata.yaml"
    if errata_path.exists():
        doc = read(errata_path)
        if not isinstance(doc.root, list):
            raise SpecError([f"{errata_path}:1: expected a list of errata entries"])
        errata = [validate(doc, schema.Erratum, (i,)) for i in range(len(doc.root))]
    hazards, timing = None, {}
    hazards_path, timing_path = spec_dir / "hazards.yaml", spec_dir / "timing.yaml"
    if hazards_path.exists():
        try:
            hazards = _load_hazards(read(hazards_path), archs)
        except SpecError as exc:
            errors += exc.messages
    if timing_path.exists():
        try:
            timing = _load_timing(read(timing_path), archs)
        except SpecError as exc:
            errors += exc.messages
    if errors:
        raise SpecError(list(dict.fromkeys(errors)))
    return Spec(archs, errata, files, hazards, timing)


def _lineages(infos: dict[str, schema.ArchFile], docs: dict[str, Located]) -> dict[str, list[str]]:
    """Each arch followed by the archs it inherits from, nearest first; a cycle or an unknown
    base is an error at the `inherits:` line."""
    out, errors, cycles = {}, [], set()
    for name in infos:
        chain = [name]
        while infos[chain[-1]].inherits is not None:
            base = infos[chain[-1]].inherits
            where = docs[chain[-1]].where("inherits")
            if base not in infos:
                errors.append(f"{where}: inherits: unknown architecture '{base}' (known: {', '.join(infos)})")
                break
            if base in chain:
                if frozenset(chain) not in cycles:  # once per cycle, not once per member
                    cycles.add(frozenset(chain))
                    errors.append(f"{where}: inherits: the chain {' -> '.join([*chain, base])} is a cycle")
                break
            chain.append(base)
        out[name] = chain
    if errors:
        raise SpecError(list(dict.fromkeys(errors)))
    return out


def _check_lacks(archs: dict[str, ArchModel], docs: dict[str, Located]) -> list[str]:
    """Every `lacks:` name is an instruction of the base that the arch would otherwise inherit."""
    errors = []
    for model in archs.values():
        doc = docs[model.name]
        if model.info.lacks and model.info.inherits is None:
            errors.append(f"{doc.where('lacks')}: lacks: only an architecture that inherits can lack instructions")
            continue
        base = archs[model.info.inherits].instructions if model.info.inherits else {}
        keys = {ins.key for ins in base.values()}
        own = {ins.key for ins in model.instructions.values()}
        for i, name in enumerate(model.info.lacks):
            if name not in keys:
                errors.append(f"{doc.where('lacks', i)}: lacks: '{name}' is not an instruction of {model.info.inherits}")
            elif name in own:
                errors.append(f"{doc.where('lacks', i)}: lacks: '{name}' is listed for {model.name} by its own entry as well")
    return errors


def _load_hazards(doc: Located, archs: dict[str, ArchModel]) -> schema.HazardsFile:
    """hazards.yaml: rules checked against the archs' instructions, flags and hardware registers."""
    import fnmatch

    data = validate(doc, schema.HazardsFile)
    errors: list[str] = []
    seen: dict[str, int] = {}
    for p in schema.Profile.__args__:
        if p not in data.profiles:
            errors.append(f"{doc.where('profiles')}: profiles: profile '{p}' is not declared")
    for i, rule in enumerate(data.rules):

        def where(*k, i=i) -> str:
            return f"{doc.where('rules', i, *k)}: rules.{i}.{'.'.join(map(str, k))}"
        if rule.id in seen:
            errors.append(f"{where('id')}: rule id '{rule.id}' is also rule {seen[rule.id]}")
        seen[rule.id] = i
        if not rule.waits:
            errors.append(f"{where('waits')}: no architecture column")
        for a in rule.waits:
            if a not in archs:
                errors.append(f"{where('waits', a)}: unknown architecture '{a}' (known: {', '.join(archs)})")
        known = [archs[a] for a in rule.waits if a in archs]
        for side in ("producer", "consumer"):
            preds = getattr(rule, side)
            for j, pred in enumerate(preds if isinstance(preds, list) else [preds]):
                at = (side, j) if isinstance(preds, list) else (side,)
                for key in ("flags", "not_flags"):
                    for flag in getattr(pred, key):
                        if flag not in schema.Flag.__args__:
                            errors.append(f"{where(*at, key)}: unknown flag '{flag}' (expected one of {', '.join(schema.Flag.__args__)})")
                for key in ("names", "not_names"):
                    for pattern in getattr(pred, key):
                        if not any(fnmatch.filter(m.instructions, pattern) for m in known):
                            errors.append(f"{where(*at, key)}: '{pattern}' names no instruction of {', '.join(rule.waits)}")
                if pred.hwreg is not None:
                    name = pred.hwreg[0]
                    for m in known:
                        if name not in m.info.hw_registers.values():
                            errors.append(f"{where(*at, 'hwreg')}: '{name}' is not a hardware register of {m.name}")
        producers = rule.producer if isinstance(rule.producer, list) else [rule.producer]
        for a, col in rule.waits.items():
            for profile in schema.Profile.__args__:
                value = getattr(col, profile)
                if not isinstance(value, dict):
                    continue
                if any(p.matrix is None for p in producers):
                    errors.append(f"{where('waits', a, profile)}: waits by passes need a matrix producer (give producer.matrix)")
                bad = [p for p in value if p not in (1, 2, 4, 8, 16)]
                if bad:
                    errors.append(f"{where('waits', a, profile)}: {bad[0]} is not a pass count (1, 2, 4, 8 or 16)")
    if errors:
        raise SpecError(errors)
    return data


def _load_timing(doc: Located, archs: dict[str, ArchModel]) -> dict[str, schema.ArchTiming]:
    data = validate(doc, schema.TimingFile)
    errors = []
    for a in data.archs:
        if a not in archs:
            errors.append(f"{doc.where('archs', a)}: archs.{a}: unknown architecture (known: {', '.join(archs)})")
    for a, model in archs.items():
        if not any(x in data.archs for x in model.lineage):
            errors.append(f"{doc.where('archs')}: archs: no timing for {a}")
    for a, t in data.archs.items():
        for name, c in t.waitcnt.counters.items():
            for hi, lo in c.bits:
                if not 0 <= lo <= hi < 16:
                    errors.append(f"{doc.where('archs', a, 'waitcnt', 'counters', name)}: archs.{a}.waitcnt.counters.{name}: [{hi}, {lo}] is not a SIMM16 bit range")
    if errors:
        raise SpecError(errors)
    return {a: model.lookup(data.archs) for a, model in archs.items()}
