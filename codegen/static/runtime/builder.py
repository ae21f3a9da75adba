"""Building instructions from Python: the runtime of the generated `cdna_isa.<arch>.ops` modules.

An ops function writes the LLVM-syntax text of its instruction from typed arguments and hands
it to the architecture's assembler (`Isa`), which stays the only encoder: a wrong operand is
the assembler's `AsmError`, naming the Python line that built the instruction.

Registers: `v[3]`, `v[0:1]` (ranges inclusive, as LLVM writes them), `s`, `a`, `ttmp`; named
registers (`vcc`, `exec`, `m0`, `scc`, ...) come from the ops module. Source modifiers wrap an
operand: `neg(v[1])`, `abs_(v[1])`, `neg(abs_(v[1]))`, `sext(v[1])`, `lit(1.0)`.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Generic, TypeVar

from .forms import AsmError
from .isa import Isa
from .modifier_syntax import DPP_CTRL_NAMES


@dataclass(frozen=True, slots=True)
class Reg:
    """Registers first..last of one file (last == first: one register)."""

    first: int
    last: int
    prefix: ClassVar[str] = ""

    @property
    def text(self) -> str:
        if self.last == self.first:
            return f"{self.prefix}{self.first}"
        return f"{self.prefix}[{self.first}:{self.last}]"

    def __repr__(self) -> str:
        return self.text


class VGPR(Reg):
    prefix, __slots__ = "v", ()


class AGPR(Reg):
    prefix, __slots__ = "a", ()


class SGPR(Reg):
    prefix, __slots__ = "s", ()


class TTMP(Reg):
    prefix, __slots__ = "ttmp", ()


R = TypeVar("R", bound=Reg)


class RegisterFile(Generic[R]):
    """`v[3]` is one register, `v[0:1]` a pair: both bounds inclusive, as in LLVM's syntax."""

    def __init__(self, cls: type[R]):
        self.cls = cls

    def __getitem__(self, index: int | slice) -> R:
        if isinstance(index, slice):
            first, last = index.start, index.stop
            if index.step is not None or not _is_int(first) or not _is_int(last):
                raise TypeError(
                    f"{self.cls.prefix}[first:last] takes two integers (inclusive), "
                    f"e.g. {self.cls.prefix}[0:1]"
                )
        elif _is_int(index):
            first = last = index
        else:
            raise TypeError(
                f"{self.cls.prefix}[...] takes a register number or a range first:last, "
                f"got {type(index).__name__}"
            )
        if first < 0 or last < first:
            raise IndexError(f"{self.cls.prefix}[{first}:{last}]: not a register range")
        return self.cls(first, last)

    def __repr__(self) -> str:
        return f"<{self.cls.__name__} file {self.cls.prefix}>"


class Text:
    """An operand in the assembler's own syntax: hwreg(...), sendmsg(...), gpr_idx(...)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text

    def __repr__(self) -> str:
        return self.text


class Named(Text):
    """A register or value named by the assembler: vcc, exec, m0, scc, off, src_scc, ..."""

    __slots__ = ()


class Label:
    """A place in a program: put the Label object among the instructions, name it in a branch."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z_.$][\w.$]*", name):
            raise ValueError(
                f"a label name is a letter, '_', '.' or '$', then those or digits: {name!r}"
            )
        self.name = name

    @property
    def text(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Label({self.name!r})"


class Modified:
    """A source operand with a modifier: neg(x), abs(x), sext(x) or lit(x) (llvm-mc's syntax)."""

    __slots__ = ("how", "operand")

    def __init__(self, how: str, operand):
        self.how, self.operand = how, operand

    @property
    def text(self) -> str:
        return f"{self.how}({_operand_text(self.operand)})"

    def __repr__(self) -> str:
        return self.text


# the operand types of the ops functions' signatures, by what an operand slot takes
Scalar = SGPR | TTMP | Named  # a scalar register, pair, ... or a named one (vcc, exec, m0, off)
Constant = int | float | Modified  # an inline constant or literal (neg(), abs_(), lit() of one)
ScalarSrc = SGPR | TTMP | Named | int | float | Modified
Src = VGPR | SGPR | TTMP | Named | int | float | Modified  # a vector ALU source
VectorReg = VGPR | AGPR
MatrixSrc = VGPR | AGPR | int | float | Modified  # an MFMA source or accumulator
Target = Label | str  # a branch target


def neg(x) -> Modified:
    """-x: the source negated (floating-point sign flip, applied after abs_)."""
    return Modified("neg", x)


def abs_(x) -> Modified:
    """|x|: the source's absolute value (floating point)."""
    return Modified("abs", x)


def sext(x) -> Modified:
    """sext(x): an SDWA integer source sign-extended from its selected part."""
    return Modified("sext", x)


def lit(x) -> Modified:
    """lit(x): the number as a 32-bit literal even where it is an inline constant."""
    return Modified("lit", x)


def hwreg(register: str | int, offset: int | None = None, size: int | None = None) -> Text:
    """hwreg(HW_REG_MODE, 0, 32): a hardware register field (s_getreg_b32, s_setreg_b32)."""
    args = [str(register)] + [str(x) for x in (offset, size) if x is not None]
    return Text(f"hwreg({', '.join(args)})")


def sendmsg(
    message: str | int, operation: str | int | None = None, stream: int | None = None
) -> Text:
    """sendmsg(MSG_GS, GS_OP_EMIT, 0): s_sendmsg's message, operation and stream."""
    args = [str(message)] + [str(x) for x in (operation, stream) if x is not None]
    return Text(f"sendmsg({', '.join(args)})")


def gpr_idx(*modes: str) -> Text:
    """gpr_idx(SRC0, DST): the operands s_set_gpr_idx_on indexes."""
    return Text(f"gpr_idx({','.join(modes)})")


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _operand_text(x) -> str:
    if isinstance(x, (Reg, Named, Text, Label, Modified)):
        return x.text
    if _is_int(x):
        return str(x)
    if isinstance(x, float):
        return repr(x)
    raise TypeError(
        f"an operand is a register (v[0], s[0:1], vcc, ...), a number, neg()/abs_()/sext()/lit() "
        f"of one, or a Label; got {type(x).__name__} {x!r}"
    )


def _sequence_text(name: str, value) -> str:
    if not isinstance(value, Sequence) or isinstance(value, str) or not all(map(_is_int, value)):
        raise TypeError(f"{name}= takes a tuple of integers, e.g. {name}=(0, 1), got {value!r}")
    return f"{name}:[{','.join(map(str, value))}]"


_DPP_KINDS = {"quad_perm": "bits", "row_mirror": "flag", "row_half_mirror": "flag"}


def _modifier_text(kind: str, name: str, value) -> str:
    """The text of keyword modifier `name` (a spec modifier of this kind) given `value`."""
    if kind == "flag":
        if not isinstance(value, bool):
            raise TypeError(f"{name}= takes True or False, got {value!r}")
        return name if value else ""
    if kind in ("bound_ctrl", "bitval"):
        if not isinstance(value, bool) and value not in (0, 1):
            raise TypeError(f"{name}= takes True or False, got {value!r}")
        return f"{name}:1" if value else ""
    if kind in ("opsel", "bits"):
        return _sequence_text(name, value)
    if kind in ("enum", "omod") or (kind in ("swizzle", "buf_format") and isinstance(value, str)):
        if not isinstance(value, str):
            raise TypeError(f"{name}= takes a name, got {value!r}")
        return value if kind == "omod" else f"{name}:{value}"
    if kind == "buf_format" and isinstance(value, Sequence):
        return f"{name}:[{','.join(map(str, value))}]"
    if not _is_int(value):
        raise TypeError(f"{name}= takes an integer, got {value!r}")
    return str(value) if kind == "bare" else f"{name}:{value}"


_MACHINERY = re.compile(r"cdna_isa\.(\w+\.ops|runtime\.builder)")  # frames a call site skips


def _call_site() -> str:
    """file:line of the first caller outside the ops machinery (cheap: a frame walk)."""
    frame = sys._getframe(2)
    while frame is not None and _MACHINERY.fullmatch(frame.f_globals.get("__name__", "")):
        frame = frame.f_back
    return f"{frame.f_code.co_filename}:{frame.f_lineno}" if frame is not None else "<python>"


class Instruction:
    """One instruction: `.source` is the text handed to the assembler, `.text` (and str()) the
    text our disassembler prints for its bytes, `.encode()` its bytes."""

    __slots__ = ("isa", "source", "_code", "where", "labels")

    def __init__(self, isa: Isa, source: str, where: str, labels: tuple[str, ...] = ()):
        self.isa, self.source, self.where, self.labels = isa, source, where, labels
        self._code = _assemble(isa, source, where)

    def encode(self, labels: dict[str, int] | None = None, pc: int = 0) -> bytes:
        """The bytes; an instruction naming a label needs `labels` (name -> address) and its
        own address `pc` (or is encoded by `program`/`assemble`, which place it)."""
        if not self.labels:
            return self._code
        missing = [n for n in self.labels if n not in (labels or {})]
        if missing:
            raise _error(
                f"'{self.source}' branches to label {missing[0]!r}: encode it in a program "
                "(ops.assemble / ops.program) or pass labels=",
                self.where,
            )
        return self.isa.encode_line(self.source, labels, pc)

    @property
    def text(self) -> str:
        if self.labels:  # the offset depends on where the label is: keep its name
            return self.source
        return self.isa.disassemble(self._code)[0]

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<{self.isa.name} {self.text}>"


def _error(msg: str, where: str) -> AsmError:
    """An AsmError at a Python call site (`file:line`), shown as `file:line: msg`."""
    path, _, line = where.rpartition(":")
    exc = AsmError(msg, int(line) if line.isdigit() else 0, 0, path or where)
    exc.args = (f"{where}: {msg}",)
    return exc


def _assemble(isa: Isa, source: str, where: str) -> bytes:
    try:
        return isa.encode_line(source)
    except AsmError as exc:
        caret = " " * (exc.col - 1) + "^" if exc.col else ""
        raise _error(f"{exc.msg}\n    {source}\n    {caret}".rstrip(), where) from None


class Builder:
    """The instruction-building functions of one ISA (an ops module's `_build`)."""

    def __init__(self, isa: Isa):
        self.isa = isa
        self._modifiers: dict[str, dict[str, str]] = {}  # mnemonic -> keyword -> modifier kind

    def modifier_kinds(self, mnemonic: str) -> dict[str, str]:
        kinds = self._modifiers.get(mnemonic)
        if kinds is None:
            kinds = {}
            for form in self.isa.by_mnemonic[mnemonic]:
                for m in form.modifiers:
                    if m["kind"] == "dpp_ctrl":  # one keyword per lane pattern, of its own kind
                        kinds.update({n: _DPP_KINDS.get(n, "uint") for n in sorted(DPP_CTRL_NAMES)})
                    else:
                        kinds.setdefault(m["name"], m["kind"])
                if form.required_modifier:
                    kinds.setdefault(form.required_modifier, "flag")
            self._modifiers[mnemonic] = kinds
        return kinds

    def _string_operand(self, mnemonic: str, count: int, i: int, x: str):
        kinds = {
            f.operands[i].kind for f in self.isa.by_mnemonic[mnemonic] if len(f.operands) == count
        }
        if "label" in kinds:
            return Label(x)
        if kinds & {"hwreg", "sendmsg", "gpr_idx"}:
            return Text(x)
        raise TypeError(
            f"{mnemonic}() operand {i + 1}: a string is a label or hwreg()/sendmsg() text; "
            f"write registers as v[0], s[0:1], vcc, ..., got {x!r}"
        )

    def __call__(self, mnemonic: str, arguments: dict) -> Instruction:
        """The instruction `mnemonic` of an ops function's arguments (its locals(): the operands
        in order, then `modifiers`, or `operands` and `modifiers`), assembled."""
        where = _call_site()
        modifiers = arguments.get("modifiers", {})
        operands = arguments.get("operands")
        if operands is None:
            operands = [v for k, v in arguments.items() if k != "modifiers"]
        texts, labels = [], []
        for i, x in enumerate(operands):
            if isinstance(x, str):  # a branch target, or hwreg(...)-style text where one goes
                x = self._string_operand(mnemonic, len(operands), i, x)
            if isinstance(x, Label):
                labels.append(x.name)
            texts.append(_operand_text(x))
        kinds = self.modifier_kinds(mnemonic)
        unknown = [name for name in modifiers if name not in kinds]
        if unknown:
            known = ", ".join(kinds) or "none"
            raise TypeError(f"{mnemonic}() has no modifier {unknown[0]}= (it takes: {known})")
        order = list(kinds)  # llvm-mc reads modifiers in the form's order, not the caller's
        words = []
        for name in sorted(modifiers, key=order.index):
            value, kind = modifiers[name], kinds[name]
            if value is None or value is False:
                continue
            words.append(_modifier_text(kind, name, value))
        text = mnemonic + (" " + ", ".join(texts) if texts else "")
        text += "".join(f" {w}" for w in words if w)
        return Instruction(self.isa, text, where, tuple(labels))

    def waitcnt(self, mnemonic: str, simm16: int | None, counters: dict) -> Instruction:
        """s_waitcnt: a raw 16-bit value, or counters by name (vmcnt=0, lgkmcnt=0)."""
        where = _call_site()
        given = {k: v for k, v in counters.items() if v is not None}
        known = self.isa.waitcnt_counters
        for k, v in counters.items():
            if k not in known:
                raise TypeError(f"{mnemonic}() has no counter {k}= (it takes: {', '.join(known)})")
            if v is not None and not _is_int(v):
                raise TypeError(f"{mnemonic}({k}=...) takes an integer, got {v!r}")
        if (simm16 is None) == (not given) or not (simm16 is None or _is_int(simm16)):
            raise TypeError(
                f"{mnemonic}() takes an integer or counters by name (vmcnt=0), one of the two"
            )
        body = " ".join(f"{k}({v})" for k, v in given.items()) or str(simm16)
        return Instruction(self.isa, f"{mnemonic} {body}", where)


def source(items) -> str:
    """The assembly text of instructions and labels, one a line."""
    lines = []
    for item in items:
        if isinstance(item, Label):
            lines.append(f"{item.name}:")
        elif isinstance(item, Instruction):
            lines.append(item.source)
        else:
            raise TypeError(f"a program holds instructions and Labels, got {type(item).__name__}")
    return "\n".join(lines) + "\n"


def assemble(isa: Isa, items, base: int = 0) -> bytes:
    """The bytes of instructions and labels placed from address `base`, branches resolved; an
    error (an undefined or repeated label) names the line that built the instruction."""
    items = list(items)
    for item in items:
        if isinstance(item, Instruction) and item.isa is not isa:
            raise ValueError(f"'{item.source}' was built for {item.isa.name}, not {isa.name}")
    try:
        return isa.assemble(source(items), path="<ops program>", base=base)
    except AsmError as exc:
        item = items[exc.line - 1] if 0 < exc.line <= len(items) else None
        if isinstance(item, Instruction):
            raise _error(f"{exc.msg}: '{item.source}'", item.where) from None
        raise _error(f"{exc.msg} (item {exc.line} of the program)", _call_site()) from None


def program(isa: Isa, items, base: int = 0, strict: bool = False):
    """A runnable `Program` (runtime/wave.py) of instructions and labels."""
    from .wave import Program  # the emulator is loaded only for programs that run

    return Program(isa, assemble(isa, items, base), base=base, strict=strict)
