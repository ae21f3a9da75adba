"""The assembler's reading of a line: mnemonic, operands (registers, constants, labels, with
their -x/|x|/sext()/lit() modifiers) and modifier tokens, with the column of each."""

from __future__ import annotations

import re

from .forms import AsmError, Form, Value
from .simm16 import cut_text

# operand and modifier spellings longer than this are parsed each time, not cached (a cache of
# hostile 100,000-character words would hold gigabytes)
CACHED_TEXT = 64


_WORD_RE = re.compile(r"\S+")


_SPLIT_CHARS = {",": re.compile(r"[()\[\]|,]"), " ": re.compile(r"[()\[\]|\s]")}


# operand text whose split_top pieces are single words: operands separated by commas, then
# modifiers separated by spaces. A word is a plain token (no (), || or commas/spaces inside
# []), one within |...| or neg/abs/sext/lit(...), or a modifier's list like op_sel:[0,1].
_PLAIN_ATOM = r"[^\s,()|\[\]]+(?:\[[^\s,()|\[\]]*\])?"


# the commonest first, possessive and followed by a separator: it fails fast on the others
# (and findall takes the first alternative that matches)
# (atomic: the alternatives never match the same text at different lengths, so a token
# once matched is final and a line that does not fit fails in linear time, not exponential)
PLAIN_TOKEN = (
    r"(?>[^\s,()|\[\]]++(?:\[[^\s,()|\[\]]*+\])?+(?=[\s,]|$)|\w+:\[[^\s()|\[\]]*\]"
    rf"|-?\|{_PLAIN_ATOM}\||(?:neg|abs|sext|lit)\({_PLAIN_ATOM}\))"
)


_PLAIN_OPERANDS_RE = re.compile(
    rf"(?:{PLAIN_TOKEN}\s*+,\s*+)*+{PLAIN_TOKEN}(?:\s++{PLAIN_TOKEN})*+"
)


_PLAIN_PIECES_RE = re.compile(rf"({PLAIN_TOKEN})(\s*,?\s*)")


def split_top(text: str, sep: str) -> list[tuple[str, int]]:
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


_REG_RE = re.compile(r"^(s|v|a|ttmp)(?:(\d+)|\[(\d+)(?::(\d+))?\])$")


_NUM_RE = re.compile(r"^-?(0x[0-9a-fA-F]+|0b[01]+|\d+)$")


_FLOAT_RE = re.compile(r"^-?(\d+\.\d*([eE][-+]?\d+)?|\d+[eE][-+]?\d+|inf|nan)$")


class TooManyDigits(ValueError):
    """A number longer than any 64-bit value (converting it would take Python's time)."""


def llvm_int(text: str) -> int:
    """An integer as llvm-mc reads one: 0x hex, 0b binary, a leading 0 octal, else decimal.
    ValueError if it is none; TooManyDigits if it has more digits than 64 bits need."""
    t = text.strip()
    sign, body = (-1, t[1:]) if t.startswith("-") else (1, t)
    low = body.lower()
    digits = low[2:] if low.startswith(("0x", "0b")) else low
    if len(digits.lstrip("0")) > 64:
        raise TooManyDigits("has more digits than a 64-bit number")
    if low.startswith(("0x", "0b")):
        return sign * int(body, 0)
    if len(body) > 1 and body.startswith("0"):
        return sign * int(body, 8)
    return sign * int(body, 10)


class LineParser:
    """A line's parse for the assembler: mnemonic, candidate forms, operand values and modifier
    tokens with their columns; operand spellings are parsed once and shared (they repeat)."""

    def __init__(self, isa):
        self.name = isa.name
        self.by_mnemonic = isa.by_mnemonic
        self.codes = isa.codes
        self._operands: dict[str, Value] = {}  # operand text -> its parse (parse_operand)
        self._mnemonic_shapes: dict = {}  # mnemonic -> (forms, takes waitcnt text, no operands)
        self._modifier_tokens: dict[str, str] = {}  # modifier text -> its _modifier_token

    def parse_line(self, text: str, exact_cols: bool = False):
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
                        number = llvm_int(rest.strip())
                    except ValueError:
                        raise AsmError(
                            f"'{rest.strip()}' is not a number", col=rest_col + 1
                        ) from None
                    vals[-1] = Value("int", value=number, text=rest.strip(), col=rest_col + 1)
            return mnemonic, forms, vals, mods, col0
        modifier_token = self._modifier_token
        if rest and bare:
            for word, woff in split_top(rest, " "):
                mods.append((modifier_token(word), rest_col + woff + 1))
            return mnemonic, forms, vals, mods, col0
        if rest and _PLAIN_OPERANDS_RE.fullmatch(rest):
            # the caches looked up here first: most spellings have been seen before
            operands = {} if exact_cols else self._operands
            modifier_tokens = self._modifier_tokens
            off, in_operands = rest_col + 1, True
            for word, sep in _PLAIN_PIECES_RE.findall(rest):
                if in_operands:  # no hwreg(...)-style operand here (see PLAIN_TOKEN)
                    vals.append(operands.get(word) or parse_operand(word, off))
                    in_operands = "," in sep
                else:
                    mods.append((modifier_tokens.get(word) or modifier_token(word), off))
                off += len(word) + len(sep)
            return mnemonic, forms, vals, mods, col0
        pieces = split_top(rest, ",") if rest else []
        if pieces:
            last, off = pieces[-1]
            sub = split_top(last, " ")
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
                or t[1:].strip().lower()
                in self.codes.name_codes  # any named register: -flat_scratch
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
            v.code = {
                "s": 0,
                "v": self.codes.vgpr_base,
                "a": self.codes.vgpr_base,
                "ttmp": self.codes.ttmp_base,
            }[file] + lo
            v.text = file
            if file == "s" and hi > self.codes.sgpr_range[1]:
                raise AsmError(
                    f"register '{t}' is out of range (s0..s{self.codes.sgpr_range[1]})", col=col
                )
            if file in ("v", "a") and hi > 255:
                raise AsmError(f"register '{t}' is out of range ({file}0..{file}255)", col=col)
            if file == "ttmp" and hi > 15:
                raise AsmError(f"register '{t}' is out of range (ttmp0..ttmp15)", col=col)
            return v
        if low == "off":
            v.kind = "off"
            return v
        if low in self.codes.name_codes:
            v.kind = "special"
            v.code, v.nregs = self.codes.name_codes[low]
            return v
        if _NUM_RE.match(low):
            try:
                v.kind, v.value = "int", llvm_int(low)
            except TooManyDigits as exc:
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
