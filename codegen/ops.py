"""Render `cdna_isa/<arch>/ops.py` and `ops.pyi`: one instruction-building function per mnemonic
(and, from the same Isa, the arch's `encoding/` package: codegen/encoding.py).

Run by codegen/generate.py in a fresh interpreter on the package just written (`python -m
codegen.ops <package root>`): the functions' operands and keyword modifiers are the runtime
assembler's own forms (`Isa.by_mnemonic`), so every signature offers what the assembler takes.
"""

from __future__ import annotations

import json
import keyword
import sys
from pathlib import Path

import jinja2

from . import encoding
from .reuse import format_files

TEMPLATES = Path(__file__).resolve().parent / "templates"

# operand kind (spec/formats.yaml slots, runtime.isa) -> the Python types an operand takes
OPERAND_TYPES = {
    "vgpr": "VGPR", "vsrc": "VGPR", "vaddr": "VGPR", "gvaddr": "VGPR",
    "bvaddr": "VGPR | Named", "svaddr": "VGPR | Named",
    "agpr": "AGPR", "asrc": "AGPR", "avgpr": "VectorReg",
    "mai_src": "MatrixSrc", "mai_c": "MatrixSrc", "src": "Src", "sdwa_src": "Src", "ssrc": "ScalarSrc",
    "sdst": "Scalar", "sdst_xm0": "Scalar", "sdwa_sdst": "Scalar", "sgpr": "Scalar",
    "sbase": "Scalar", "srsrc": "Scalar", "sreg": "Scalar", "mask": "Scalar",
    "saddr": "Scalar", "smem_offset": "Scalar | int", "lanesel": "Scalar | int",
    "simm16": "int", "uimm16": "int", "literal": "int | float", "waitcnt": "int",
    "label": "Target", "hwreg": "Text | str | int", "sendmsg": "Text | str | int",
    "gpr_idx": "Text | str",
}  # fmt: skip
# the builder's aliases (runtime/builder.py), widest first: a union is written with them
ALIASES = {
    "Src": "VGPR | SGPR | TTMP | Named | int | float | Modified",
    "MatrixSrc": "VGPR | AGPR | int | float | Modified",
    "ScalarSrc": "SGPR | TTMP | Named | int | float | Modified",
    "Scalar": "SGPR | TTMP | Named",
    "VectorReg": "VGPR | AGPR",
    "Target": "Label | str",
}
FLAG_KINDS = ("flag", "bound_ctrl", "bitval")
MODIFIER_TYPES = {
    "uint": "int", "sint": "int", "scatter": "int", "bare": "int",
    "opsel": "tuple[int, ...]", "bits": "tuple[int, ...]",
    "omod": 'Literal["mul:2", "mul:4", "div:2"]', "swizzle": "int | str",
    "buf_format": "int | str | tuple[str, ...]",
}  # fmt: skip
DPP_TYPES = {
    "quad_perm": "tuple[int, int, int, int]",
    "row_mirror": "bool",
    "row_half_mirror": "bool",
}
TYPE_ORDER = [
    "VGPR",
    "AGPR",
    "SGPR",
    "TTMP",
    "Named",
    "int",
    "float",
    "Modified",
    "Label",
    "Text",
    "str",
]


class OpsError(Exception):
    pass


def _parts(annotation: str) -> set[str]:
    parts = {p.strip() for p in annotation.split("|")}
    for alias in [p for p in parts if p in ALIASES]:
        parts = (parts - {alias}) | _parts(ALIASES[alias])
    return parts


def _union(types: list[str]) -> str:
    """The union of annotations, written with the builder's aliases where they cover it."""
    parts = set().union(*map(_parts, types))
    written = []
    for alias, expansion in ALIASES.items():
        covered = _parts(expansion)
        if covered <= parts:
            written.append(alias)
            parts -= covered
    key = lambda p: (TYPE_ORDER.index(p) if p in TYPE_ORDER else len(TYPE_ORDER), p)  # noqa: E731
    return " | ".join(written + sorted(parts, key=key))


def _operand_type(mnemonic: str, op) -> str:
    if op.implicit:
        return "Named"
    if op.kind not in OPERAND_TYPES:
        raise OpsError(
            f"{mnemonic}: operand {op.name} of kind '{op.kind}' has no Python type in codegen/ops.py OPERAND_TYPES"
        )
    return OPERAND_TYPES[op.kind]


def _keywords(isa, mnemonic: str, forms) -> list[dict]:
    """The keyword modifiers of a mnemonic's forms: name, annotation, default."""
    from cdna_isa.runtime.modifier_syntax import DPP_CTRL_NAMES

    out: dict[str, dict] = {}
    for form in forms:
        mods = list(form.modifiers)
        if form.required_modifier and form.required_modifier not in {m["name"] for m in mods}:
            mods.append({"name": form.required_modifier, "kind": "flag"})
        for m in mods:
            names = sorted(DPP_CTRL_NAMES) if m["kind"] == "dpp_ctrl" else [m["name"]]
            for name in names:
                if m["kind"] == "dpp_ctrl":
                    ann = DPP_TYPES.get(name, "int")
                elif m["kind"] in FLAG_KINDS:
                    ann = "bool"
                elif m["kind"] == "enum":
                    ann = "Literal[" + ", ".join(json.dumps(v) for v in m["values"]) + "]"
                elif m["kind"] in MODIFIER_TYPES:
                    ann = MODIFIER_TYPES[m["kind"]]
                else:
                    raise OpsError(
                        f"{mnemonic}: modifier {name} of kind '{m['kind']}' has no Python type in codegen/ops.py"
                    )
                if name in out and out[name]["annotation"] not in (ann, f"{ann} | None"):
                    ann = _union([out[name]["annotation"].removesuffix(" | None"), ann])
                flag = ann == "bool"
                out[name] = {
                    "name": name,
                    "annotation": ann if flag else f"{ann} | None",
                    "default": "False" if flag else "None",
                }
    return sorted(out.values(), key=lambda k: k["name"])


def _syntax(form) -> str:
    ops = ", ".join(o.name for o in form.operands)
    mods = [m["name"] for m in form.modifiers]
    if form.required_modifier:
        mods = [form.required_modifier] + [m for m in mods if m != form.required_modifier]
        return f"{form.display} {ops} {form.required_modifier}" + "".join(
            f" [{m}]" for m in mods[1:]
        )
    return f"{form.display} {ops}".rstrip() + "".join(f" [{m}]" for m in mods)


def function_of(isa, mnemonic: str, forms) -> dict:
    """What the templates need to write one mnemonic's function."""
    ins = forms[0].instr
    shapes: list[tuple] = []
    for form in forms:
        shape = tuple(o.name for o in form.operands)
        if shape not in shapes:
            shapes.append(shape)
    keywords = _keywords(isa, mnemonic, forms)
    taken = {k["name"] for k in keywords}
    overloads = []
    for shape in shapes:
        params = []
        for i, name in enumerate(shape):
            types = [
                _operand_type(mnemonic, f.operands[i])
                for f in forms
                if tuple(o.name for o in f.operands) == shape
            ]
            pname = name.lower()
            while pname in taken or keyword.iskeyword(pname):
                pname += "_"
            params.append({"name": pname, "annotation": _union(types)})
        overloads.append(params)
    waitcnt = len(shapes) == 1 and len(shapes[0]) == 1 and forms[0].operands[0].kind == "waitcnt"
    if waitcnt:
        keywords = [
            {"name": c, "annotation": "int | None", "default": "None"} for c in isa.waitcnt_counters
        ]
    variants = list(dict.fromkeys(f.variant or f.fmt for f in forms))
    lines = [ins.doc.strip(), ""]
    files = {"v": ", VGPRs", "a": ", AGPRs"}  # a form whose data takes one register file
    lines += [f"``{_syntax(f)}`` ({f.fmt}{files.get(f.data_file, '')})" for f in forms]
    if len(forms) > 1 and mnemonic == ins.mnemonic and any(f.variant for f in forms):
        lines += [
            "",
            f"Without a suffix the assembler takes the first of {', '.join(variants)} that encodes the operands.",
        ]
    if any(m["kind"] == "dpp_ctrl" for f in forms for m in f.modifiers):
        lines += [
            "",
            "The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...",
        ]
    if waitcnt:
        counters = ", ".join(f"{c}=n" for c in isa.waitcnt_counters)
        lines += ["", f"Counters by keyword ({counters}), or K as one integer."]
    return {
        "name": mnemonic, "doc": "\n".join(lines), "overloads": overloads,
        "keywords": keywords, "waitcnt": waitcnt,
    }  # fmt: skip


def _def(name: str, params: list[str], stub: bool) -> str:
    """`def name(params) -> Instruction:` (`: ...` in a stub) laid out as black would, so that
    black has little to do."""
    end = ") -> Instruction:" + (" ..." if stub else "")
    one = f"def {name}({', '.join(params)}{end}"
    if len(one) <= 100:
        return one
    if 4 + len(", ".join(params)) <= 100:
        return f"def {name}(\n    {', '.join(params)}\n{end}"
    return f"def {name}(\n" + "".join(f"    {p},\n" for p in params) + end


def _signatures(f: dict, typed_dict: str | None) -> tuple[str, list[str]]:
    """The runtime signature of a function and its stub's (one per overload)."""
    name = f["name"]
    if f["waitcnt"]:
        params = ["simm16: int | None = None", "/", f"**counters: Unpack[{typed_dict}]"]
        return _def(name, params, False), [_def(name, params, True)]
    kw = [f"**modifiers: Unpack[{typed_dict}]"] if typed_dict else []

    def positional(params):
        return [f"{p['name']}: {p['annotation']}" for p in params] + (["/"] if params else [])

    stubs = [_def(name, positional(params) + kw, True) for params in f["overloads"]]
    if len(stubs) == 1:
        return _def(name, positional(f["overloads"][0]) + kw, False), stubs
    star = _union([p["annotation"] for params in f["overloads"] for p in params])
    return _def(name, [f"*operands: {star}"] + kw, False), stubs


def functions_of(isa) -> tuple[list[dict], list[tuple[str, str]]]:
    """The functions, and (earlier name, function) of the instructions the arch renamed
    (llvm-mc still takes v_mfma_f32_32x32x8f16 on gfx950: so does ops, as an alias)."""
    out, aliases = [], []
    for mnemonic in sorted(isa.by_mnemonic):
        forms = isa.by_mnemonic[mnemonic]
        if all(mnemonic not in (f.mnemonic, f.instr.mnemonic) for f in forms):
            ins = forms[0].instr
            old = isa.tables.keys.get(ins.name, ins.name).lower()
            aliases.append((mnemonic, mnemonic.replace(old, ins.mnemonic, 1)))
            continue
        out.append(function_of(isa, mnemonic, forms))
    names = {f["name"] for f in out}
    missing = [a for a in aliases if a[1] not in names]
    if missing:
        raise OpsError(f"renamed instructions with no function of the new name: {missing}")
    return out, aliases


def named_registers(isa, functions: list[dict]) -> list[str]:
    taken = {f["name"] for f in functions}
    names = [n for n in sorted(isa.codes.name_codes) if n.isidentifier() and n not in taken]
    return names + ["off"]


def _docstring(text: str) -> str:
    """A triple-quoted docstring of `text`, indented as a function body."""
    escaped = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    body = "\n".join(
        ("    " + line if line.strip() else "") for line in escaped.split("\n")
    ).lstrip()
    return '"""' + body + '\n    """' if "\n" in text else '"""' + body + '"""'


def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["py"] = json.dumps  # strings in double quotes, as black writes them
    env.filters["docstring"] = _docstring
    return env


def render(arch: str) -> dict[str, str]:
    import cdna_isa

    isa = cdna_isa.arch(arch)
    functions, aliases = functions_of(isa)
    typed_dicts: dict[tuple, str] = {}  # keyword set -> its TypedDict's name in the stub
    for f in functions:
        key = tuple((k["name"], k["annotation"]) for k in f["keywords"])
        if key and key not in typed_dicts:
            typed_dicts[key] = "_Waitcnt" if f["waitcnt"] else f"_Modifiers{len(typed_dicts)}"
        f["signature"], f["stub_overloads"] = _signatures(f, typed_dicts.get(key))
    dicts = [
        (name, [{"name": n, "annotation": a} for n, a in key]) for key, name in typed_dicts.items()
    ]
    ctx = {
        "aliases": aliases,
        "typed_dicts": dicts,
        "arch": arch,
        "product": isa.info.get("product", arch),
        "functions": functions,
        "named": named_registers(isa, functions),
    }
    return {
        f"cdna_isa/{arch}/ops.{x}": _env().get_template(f"ops.{x}.j2").render(**ctx)
        for x in ("py", "pyi")
    }


def main(argv: list[str]) -> int:
    """argv: the package root the modules are written into, the directory the encoding packages
    are staged in (generate moves them into the package once nothing else reads it: an Isa
    that finds its encoding package loads it), then the generation whose unchanged outputs are
    reused (codegen/reuse.py), if any."""
    root, stage = Path(argv[0]), Path(argv[1])
    import cdna_isa

    files = {}
    for arch in cdna_isa.ARCHS:
        try:
            files.update(render(arch))
            files.update(encoding.render(arch))
        except OpsError as exc:
            print(f"ops: {arch}: {exc}", file=sys.stderr)
            return 1
    try:
        formatted, records = format_files(files, Path(argv[2]) if len(argv) > 2 else None)
    except ValueError as exc:
        print(f"ops: {exc}", file=sys.stderr)
        return 1
    for rel, text in formatted.items():
        path = (stage if encoding.is_encoding_file(rel) else root) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    print(json.dumps(records))  # path -> [input hash, output hash] (codegen/reuse.py)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
