"""A decoded instruction's text: per form a printer compiled from its operands' printers and
its modifiers' syntax."""

from __future__ import annotations

from .forms import Decoded, DecodeError, Form, dpp64, opsel_sources, source_count
from .modifier_syntax import dpp_ctrl_text, mod_get, modifier_value, swizzle_text
from .operand_text import sext


def spaced(text: str) -> str:
    return " " + text if text else ""


class Printer:
    """A decoded instruction's text: per form a printer compiled from its operands' printers and
    its modifiers' syntax."""

    def __init__(self, isa):
        self.formats = isa.formats
        self.operand_printers = isa.operand_printers

    def text(self, d: Decoded) -> str:
        printer = d.form.printer
        if printer is None:
            printer = d.form.printer = self._form_printer(d.form)
        return printer(d)

    def _form_printer(self, form: Form):
        """A function decoded -> text for one form, compiled from its operand and modifier
        printers: table look-ups and flags inline, other kinds called."""
        env: dict = {"SYNTAX": form.instr.syntax, "HEAD": form.display, "spaced": spaced}
        code = ["def printer(d):", "    f = d._fields", "    if f is None:", "        f = d.fields"]
        for i, op in enumerate(form.operands):
            printer = self.operand_printers.operand_printer(form, op)
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
                env[f"M{j}"] = self.modifier_printer(form, m)
                parts.append(f"spaced(M{j}(f))")
        code.append(f"    return {' + '.join(parts)}")
        exec("\n".join(code), env)  # noqa: S102 - the source is built here from the form
        return env["printer"]

    def modifier_printer(self, form: Form, m: dict):
        """A function fields -> the modifier's text ("" where it is not shown)."""
        kind, name, ref = m["kind"], m["name"], m["field"]
        field_name, _, bit = ref.partition(":")
        if kind in ("flag", "bound_ctrl", "bitval"):
            shown = {"flag": name, "bound_ctrl": "bound_ctrl:1", "bitval": f"{name}:1"}[kind]
            if bit:
                return lambda f: shown if mod_get(f, ref) else ""
            return lambda f: shown if f.get(field_name, 0) else ""
        if kind == "omod":
            return lambda f: ("", "mul:2", "mul:4", "div:2")[mod_get(f, ref)]
        if kind == "enum":
            texts = tuple(f"{name}:{value}" for value in m["values"])
            reserved = m.get("reserved_invalid")

            def enum(f: dict) -> str:
                raw = mod_get(f, ref)
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
                raw = mod_get(f, ref) if bit else f.get(field_name, 0)
            if raw == default and not always:
                return ""
            if kind == "bare":
                return str(raw)
            if width:
                raw = sext(raw, width)
            if in_hex or (hex_above is not None and raw > hex_above):
                return f"{name}:{hex(raw)}"
            return f"{name}:{raw}"

        return number

    def _modifier_text(self, form: Form, f: dict, m: dict) -> str:
        """The text of a modifier of the kinds with their own syntax."""
        raw = mod_get(f, m["field"])
        kind = m["kind"]
        if kind == "opsel":
            if not raw:
                return ""
            n = opsel_sources(form)
            bits = [raw >> i & 1 for i in range(n)] + [raw >> 3 & 1]
            return f"{m['name']}:[{','.join(map(str, bits))}]"
        if kind == "dpp_ctrl":  # llvm-objdump's notes where the value is no lane pattern here
            if dpp64(form) and not 0x150 <= raw <= 0x15F:
                return "/* DP ALU dpp only supports row_newbcast */"
            return dpp_ctrl_text(raw)
        if kind == "swizzle":
            return f"offset:{swizzle_text(raw)}" if raw else ""
        if kind == "bits":
            n = m.get("count") or source_count(form)
            values = [mod_get(f, ref) for ref in m["bits"][:n]]
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
