"""Render `cdna_isa/<arch>/encoding/`: the arch's encodings as Python a person can read, and
the one the runtime loads its forms and field extractors from.

- `encoding/__init__.py`: per format, its fields as bit ranges and a function that extracts
  them from an instruction's bits (the decoder's per-format step);
- `encoding/<format>.py`, one per instruction format (an instruction's own format: VOP2, MUBUF,
  VOP3P_MAI, ...): every encoded form of those instructions (e32, e64, SDWA, DPP, LDS-loading
  and returning-atomic variants), each with its operands' fields and kinds, the modifiers it
  takes, the bits that identify it (`match` under `mask`), the bits that must be zero, and the
  text it prints as.

Run in the ops subprocess (codegen/ops.py) on the package just written, whose Isa builds the
forms from tables.json (runtime/form_builder.py, the one definition of what a form is): the
rendered modules hold what that builds, so the runtime need not build it again at import.
"""

from __future__ import annotations

import dataclasses
import functools
import keyword

# Form fields written out, by keyword, only where they differ from Form's defaults (the
# positional ones, `modifiers`, match and mask are written by _form; the rest are caches)
KEYWORD_FIELDS = ("extra_fixed", "ignored", "required_modifier", "modifier_spelling", "data_file", "zero_mask", "words")
# Op fields past the spelling's five, by keyword where they differ from Op's defaults
OP_KEYWORDS = ("constants", "mods", "width_by", "constant_bits")


def is_encoding_file(path: str) -> bool:
    """Whether a generated path (cdna_isa/<arch>/...) is one of the encoding packages'."""
    parts = path.split("/")
    return len(parts) == 4 and parts[0] == "cdna_isa" and parts[2] == "encoding"


def module_name(fmt: str) -> str:
    """The module of an instruction format's forms: the format, lower case (global_: a keyword)."""
    name = fmt.lower()
    return name + "_" if keyword.iskeyword(name) else name


def _op(op) -> str:
    """An operand as written in operands(...): its spelling, or Op(...) where a field selects its
    width (the spelling has no room for that)."""
    from cdna_isa.runtime.forms import operand_spelling  # the runtime reads it back (operands)

    spelled = operand_spelling(op)
    if spelled is not None:
        return repr(spelled)
    head = ", ".join(repr(v) for v in (op.name, op.type, op.kind, op.field, op.implicit))
    extra = [f"{k}={getattr(op, k)!r}" for k in OP_KEYWORDS if getattr(op, k) != type(op)._field_defaults[k]]
    return f"Op({', '.join([head, *extra])})"


def _prints(form) -> str:
    """The form's printed shape: mnemonic, operands by name, modifiers by name."""
    names = [op.name for op in form.operands]
    body = form.instr.syntax.format(**{n: n for n in names}) if form.instr.syntax else ", ".join(names)
    mods = " ".join(f"[{m['name']}]" for m in form.modifiers)
    return " ".join(part for part in (form.display, body, mods) if part)


@functools.cache
def _form_defaults(form_class) -> dict:
    """Each dataclass field of Form -> its default value (once per class, not per form)."""
    return {
        f.name: f.default_factory() if f.default is dataclasses.MISSING else f.default
        for f in dataclasses.fields(form_class)
        if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
    }


def _form(form, formats: dict) -> str:
    fmt_mods = formats[form.fmt].get("modifiers", ())
    args = [f"I[{form.instr.name!r}]", repr(form.variant), repr(form.fmt), hex(form.opcode)]
    args.append(f"operands({', '.join(_op(op) for op in form.operands)})")
    if form.modifiers:
        indices = [next(i for i, m in enumerate(fmt_mods) if m is mod) for mod in form.modifiers]
        args.append(f"modifiers=M({form.fmt!r}, {', '.join(map(str, indices))})")
    defaults = _form_defaults(type(form))
    for name in KEYWORD_FIELDS:
        value = getattr(form, name)
        if value != defaults[name]:
            args.append(f"{name}={hex(value) if name == 'zero_mask' else repr(value)}")
    args += [f"match={hex(form.match)}", f"mask={hex(form.mask)}"]
    bits = 32 * form.words
    head = f"# {form.mnemonic}: {form.fmt} opcode {hex(form.opcode)}, {bits} bits; prints as {_prints(form)}"
    return f"        {head}\n        Form({', '.join(args)}),\n"


def render(arch: str) -> dict[str, str]:
    import cdna_isa
    from cdna_isa.runtime.forms import extractor_source

    isa = cdna_isa.arch(arch)
    by_module: dict[str, dict[str, list]] = {}
    for form in isa.forms:
        by_module.setdefault(module_name(form.instr.format), {}).setdefault(form.instr.name, []).append(form)
    product = isa.info.get("product", arch)
    files = {}
    for mod, instructions in sorted(by_module.items()):
        fmt = next(iter(instructions.values()))[0].instr.format
        entries = "".join(
            f"    {name!r}: [\n" + "".join(_form(f, isa.formats) for f in forms) + "    ],\n"
            for name, forms in instructions.items()
        )
        files[f"cdna_isa/{arch}/encoding/{mod}.py"] = (
            f'"""{product}: the encoded forms of the {fmt} instructions (those whose own format is '
            f'{fmt}); generated by codegen, do not edit.\n\nEach Form: the instruction, '
            "its encoding variant and format, opcode, operands (name:type:kind:field, then "
            "implicit register, constant type, takes -x/|x|, constant bits where given), the format's modifiers it takes (M: by their place in the "
            "format's list, spec/formats.yaml), the fields it fixes, and the bits that identify "
            'it: an instruction word w is this form when w & mask == match and w & zero_mask == 0."""\n\n'
            "from ...runtime.forms import Form, Op, operands  # noqa: F401 (Op: where a field sets a width)\n\n\n"
            "def forms(I: dict, M) -> dict:\n"
            '    """Instruction name -> its forms, in the assembler\'s order of preference; I: the\n'
            "    instructions of tables.json, M(format, *places): that format's modifiers.\"\"\"\n"
            "    return {\n" + entries + "    }\n"
        )
    extractors = "\n\n".join(extractor_source(name, fmt) for name, fmt in sorted(isa.formats.items()))
    modules = sorted(by_module)
    files[f"cdna_isa/{arch}/encoding/__init__.py"] = (
        f'"""{product}: its instruction encodings; generated by codegen, do not edit.\n\n'
        "Per format, a function extracting its fields from an instruction's bits (the decoder's\n"
        "step once a word's form is known); per instruction format, a module of the forms\n"
        'its instructions are encoded in (see forms())."""\n\n'
        f"from . import {', '.join(modules)}\n\n\n"
        + extractors
        + "\n\nEXTRACT = {"
        + ", ".join(f"{name!r}: fields_{name}" for name in sorted(isa.formats))
        + "}\n\n\n"
        "def forms(instructions: dict, formats: dict) -> dict:\n"
        '    """Instruction name -> its forms (Form objects), from every module."""\n\n'
        "    def modifiers(fmt: str, *places: int) -> tuple:\n"
        '        listed = formats[fmt].get("modifiers", ())\n'
        "        return tuple(listed[i] for i in places)\n\n"
        "    out: dict = {}\n"
        f"    for module in ({', '.join(modules)},):\n"
        "        out.update(module.forms(instructions, modifiers))\n"
        "    return out\n"
    )
    return files
