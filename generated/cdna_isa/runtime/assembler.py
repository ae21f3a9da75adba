"""Source text to bytes: lines with labels and comments, each encoded in the first of its
mnemonic's forms that takes it; the error of the form that got furthest when none does."""

from __future__ import annotations

import re
import struct

from .forms import AsmError, without_gc

_COMMENT_RE = re.compile(r";|//|#")


_BLOCK_COMMENT_RE = re.compile(r"/\*.*?\*/")


_LABEL_RE = re.compile(r"^\s*([A-Za-z_.$][\w.$]*):(.*)$")


class Assembler:
    """Source text to bytes: labels, comments, directives; each line encoded in the first of its
    mnemonic's forms that takes it (Encoder), or the error of the form that got furthest."""

    def __init__(self, isa):
        self.parser = isa.parser
        self.encoder = isa.encoder
        self.decoder = isa.decoder
        self.printer = isa.printer

    @without_gc
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
                parsed = self.parser.parse_line(code)
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
            d = self.decoder.decode_at(words, pos // 4)
            out.append((lineno, self.printer.text(d), code[pos : pos + d.size]))
            pos += d.size
        return out

    def encode_line(self, text: str, labels=None, pc: int = 0) -> bytes:
        return self._encode_parsed(self.parser.parse_line(text), text, labels, pc)

    def _encode_parsed(self, parsed, text: str, labels, pc: int) -> bytes:
        """The bytes of one parsed line (`text`, parsed by LineParser.parse_line)."""
        if parsed is None:
            return b""
        for form in parsed[1]:
            try:
                word, literal = self.encoder.encode_form(form, parsed[2], parsed[3], labels, pc)
            except AsmError:
                continue
            out = word.to_bytes(form.words * 4, "little")
            if literal is not None:
                out += (literal & 0xFFFFFFFF).to_bytes(4, "little")
            return out
        raise self._encoding_error(text, labels, pc)

    def _encoding_error(self, text: str, labels, pc: int) -> AsmError:
        """Why no form encodes a line: the error that got furthest into it, with exact columns."""
        mnemonic, forms, vals, mods, col0 = self.parser.parse_line(text, exact_cols=True)
        errors = []
        for form in forms:
            try:
                self.encoder.encode_form(form, vals, mods, labels, pc)
            except AsmError as exc:
                errors.append(exc)
        best = max(errors, key=lambda e: e.col)
        if best.col == 0:  # an error of the whole instruction: point at its mnemonic
            best = AsmError(best.msg, col=col0 + 1)
        return best
