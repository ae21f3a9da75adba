"""The semantics language: parse (Python `ast`), type-check, and lower twice.

Lowering 1 (`vector`) emits numpy code over arrays of lanes/waves; lowering 2 (`reference`)
emits scalar Python over one lane, using exact rational arithmetic for floats (see
`static/runtime/refops.py`). Both return the same outputs, as raw register bits.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from .model import TYPE_BITS, Instruction

INT_TYPES = {"u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "b16", "b32", "b64"}
FLOAT_TYPES = {"f16", "bf16", "f32", "f64"}
VIEW_TYPES = INT_TYPES | FLOAT_TYPES
SCALAR_FORMATS = {"SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM"}
# Instruction fields the semantics may read (DS offsets), by field name; RETURN is the
# atomic-return bit of the format (glc, or sc0 where that replaces it).
# DFMT / NFMT: a typed buffer instruction's data and numeric format (MTBUF).
FIELD_STATE = {"OFFSET": "u32", "OFFSET0": "u32", "OFFSET1": "u32", "RETURN": "bool", "OPSEL": "u32", "DFMT": "u32", "NFMT": "u32"}
# ADDRESS: a memory instruction's effective address, computed by the executor from the format's
# addressing rule; CLOCK: the emulator's instruction clock (s_memtime); BITOP3: v_bitop3's
# truth table from its modifier. LDS_DMA: the instruction's LDS bit (a buffer or cdna2 global/scratch
# load moves its data to LDS instead of VGPRs); LDS_ADDRESS: the wave's LDS address of such a
# transfer, M0 plus the instruction offset (MI200 9.1.9), to which each lane adds its position.
# MODE: the wave's MODE register (what ftz_in/ftz_out read); IN_LDS: the lane's FLAT address
# falls in the shared aperture, so the access runs in LDS (False for every other format).
# IEEE_MODE: the wave's MODE.IEEE bit (the guides' WAVE_MODE.IEEE), one value per wave.
STATE_TYPES_SCALAR = {"SCC": "bool", "VCC": "u64", "EXEC": "u64", "M0": "u32", "PC": "u64", "ADDRESS": "u64", "CLOCK": "u64", "MODE": "u32", **FIELD_STATE}
STATE_TYPES_VECTOR = {
    "SCC": "bool", "VCC": "bool", "EXEC": "bool", "M0": "u32", "PC": "u64", "laneId": "u32", "CLAMP": "bool", "BITOP3": "u32",
    "ADDRESS": "u64", "LDS_DMA": "bool", "LDS_ADDRESS": "u32", "IEEE_MODE": "bool", "MODE": "u32", "IN_LDS": "bool", **FIELD_STATE,
}  # fmt: skip
READ_ONLY = {"laneId", "CLAMP", "BITOP3", "ADDRESS", "CLOCK", "LDS_DMA", "LDS_ADDRESS", "IEEE_MODE", "MODE", "IN_LDS", *FIELD_STATE}
# ftz_in(x) / ftz_out(x): x flushed to a zero of its sign when it is denormal and the wave's
# MODE.FP_DENORM flushes input / output denormals of x's type (memory float atomics, 9.2.2)
MODE_FLUSH = {"ftz_in": False, "ftz_out": True}
INDEXED_STATE = {"SGPR", "HWREG"}
MEMORY_SPACES = {"MEM", "LDS"}  # MEM.u32[address]: global/flat memory; LDS.u32[address]: the workgroup's LDS
DWORD_VIEW = "dw"  # D.dw[i]: dword i of a register-range operand
# HOST(n): the instruction needs the host, which the emulator does not model, so the run stops
# (n: 0 the wave halts until the host resumes it, 1 the host supplies the queue's doorbell id)
EFFECTS = {"ENDPGM": 0, "BARRIER": 0, "TRAP": 1, "HOST": 1}
# to_small(x, FORMAT, saturate) / to_small_sr(x, FORMAT, random, saturate): x rounded to a
# small float format (to nearest even / stochastically), its bit pattern as u32;
# from_small(bits, FORMAT): the value of the format's bit pattern in the low bits, as f32.
# FORMAT is a type name; the runtime knows the formats by these codes (7 and 8: MI300's fp8
# and bf8, "fnuz": bias 8 and 16, 0x80 the only NaN, no -0, no Inf)
SMALL_FORMATS = {0: "fp8", 1: "bf8", 2: "fp6", 3: "bf6", 4: "fp4", 5: "f16", 6: "bf16", 7: "fp8_fnuz", 8: "bf8_fnuz"}
SMALL_FORMAT_CODES = {name: code for code, name in SMALL_FORMATS.items()}
SMALL_FLOAT_CALLS = ("to_small", "to_small_sr", "from_small")
# lane(x, i): x as lane i (mod 64) holds it; lane_scatter(x, i, send): in lane j, x of the
# highest sending lane whose i is j (0 if none); first_lane(c): the lowest lane where c holds
CROSS_LANE = {"lane": 2, "lane_scatter": 3, "first_lane": 1, "lane_count": 1}  # lane_count(c): lanes where c holds
WEAK_INT, WEAK_FLOAT = "int", "float"
# float -> float helpers (frexp_exp gives i32). Exact ones round once; the transcendental ones
# are evaluated in f64 and rounded to the operand type (hardware is within 1 ulp of these).
FLOAT_UNARY = ("floor", "ceil", "trunc", "rndne", "exp2", "log2", "rcp", "rsq", "sin", "cos", "frexp_mant", "frexp_exp")


def canon(ty: str) -> str:
    """b32 and u32 are one type to the checker (bits are unsigned)."""
    return {"b16": "u16", "b32": "u32", "b64": "u64"}.get(ty, ty)


def is_int(ty: str) -> bool:
    return ty in INT_TYPES or ty == WEAK_INT


def is_float(ty: str) -> bool:
    return ty in FLOAT_TYPES or ty == WEAK_FLOAT


def is_signed(ty: str) -> bool:
    return ty.startswith("i")


def width(ty: str) -> int:
    return TYPE_BITS[ty]


WIDE_TYPES = {"b96", "b128", "b160", "b192", "b256", "b512", "b1024"}  # register tuples: no typed views


def unsigned_of(ty: str) -> str:
    return {8: "u8", 16: "u16", 32: "u32", 64: "u64"}[width(ty)]


class PseudoError(Exception):
    def __init__(self, node: ast.AST | None, msg: str):
        self.lineno = getattr(node, "lineno", 1) if node is not None else 1
        self.col = getattr(node, "col_offset", 0) if node is not None else 0
        super().__init__(msg)


@dataclass
class Analysis:
    """What a semantic function reads and writes, and the types the checker inferred."""

    vector: bool
    operands: dict[str, str]
    tree: ast.Module
    types: dict[int, str] = field(default_factory=dict)
    reads: list[str] = field(default_factory=list)
    writes: list[str] = field(default_factory=list)
    locals: dict[str, str] = field(default_factory=dict)
    uses_state: bool = False
    cond_writes: set[str] = field(default_factory=set)
    dword_operands: list[str] = field(default_factory=list)  # accessed only through .dw[i]
    float_views: set[str] = field(default_factory=set)  # operands read or written as a float (.f32, ...)
    cross_lane: bool = False  # reads other lanes (lane(), lane_scatter(), first_lane())

    def ty(self, node: ast.AST) -> str:
        return self.types[id(node)]


def _const_int(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _const_int(node.operand)
        return None if inner is None else -inner
    return None


def _fits(value: int, ty: str) -> bool:
    n = width(ty)
    return -(1 << (n - 1)) <= value < (1 << n)


class Checker(ast.NodeVisitor):
    def __init__(self, analysis: Analysis):
        self.a = analysis
        self.state_types = STATE_TYPES_VECTOR if analysis.vector else STATE_TYPES_SCALAR
        self.depth = 0  # nesting of if/for: writes inside are conditional
        self.assigned: set[str] = set()
        self.definite: set[str] = set()  # outputs assigned on every path so far
        self.typed_views: set[str] = set()  # operands read or written through .u32, .f64, ...

    # -- bookkeeping
    def read(self, name: str) -> None:
        # an input unless every path so far has assigned it (PC always reads this instruction's address)
        if name not in self.a.reads and (name == "PC" or name not in self.definite):
            self.a.reads.append(name)

    def wrote(self, name: str) -> None:
        if name not in self.a.writes:
            self.a.writes.append(name)
        if not self.depth:
            self.definite.add(name)
        elif name not in self.definite:  # after a write on every path the old value is not read
            self.a.cond_writes.add(name)

    def set(self, node: ast.AST, ty: str) -> str:
        self.a.types[id(node)] = ty
        return ty

    # -- statements
    def run(self) -> None:
        for stmt in self.a.tree.body:
            self.stmt(stmt)
        mixed = self.typed_views.intersection(self.a.dword_operands)
        if mixed:
            raise PseudoError(None, f"{', '.join(sorted(mixed))}: use either .dw[i] or typed views, not both")

    def stmt(self, node: ast.stmt) -> None:
        if isinstance(node, ast.Assign):
            if len(node.targets) != 1:
                raise PseudoError(node, "one target per assignment")
            self.assign(node.targets[0], node.value, node)
        elif isinstance(node, ast.AugAssign):
            raise PseudoError(node, "write 'x = x + y' instead of an augmented assignment")
        elif isinstance(node, ast.If):
            c = self.expr(node.test)
            if c != "bool":
                raise PseudoError(node.test, f"an 'if' condition must be bool, got {c} (compare explicitly, e.g. x != 0)")
            before = set(self.assigned)
            self.depth += 1
            for s in node.body:
                self.stmt(s)
            after_then, self.assigned = self.assigned, set(before)
            for s in node.orelse:
                self.stmt(s)
            self.depth -= 1
            # a local is assigned after the if only when both branches assign it
            self.assigned = before | (after_then & self.assigned)
        elif isinstance(node, ast.For):
            if not isinstance(node.target, ast.Name):
                raise PseudoError(node, "a loop variable must be a plain name")
            it = node.iter
            if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range" and 1 <= len(it.args) <= 2):
                raise PseudoError(node, "loops are 'for i in range(N)' or 'range(A, B)' with constant bounds")
            if any(_const_int(a) is None for a in it.args):
                raise PseudoError(node, "loop bounds must be integer constants")
            if node.orelse:
                raise PseudoError(node, "'for ... else' is not supported")
            self.a.locals[node.target.id] = WEAK_INT
            self.assigned.add(node.target.id)
            self.depth += 1
            for s in node.body:
                self.stmt(s)
            self.depth -= 1
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) and node.value.func.id in EFFECTS:
            call = node.value
            if len(call.args) != EFFECTS[call.func.id]:
                raise PseudoError(node, f"{call.func.id}() takes {EFFECTS[call.func.id]} argument(s)")
            for arg in call.args:
                if not is_int(self.expr(arg)):
                    raise PseudoError(arg, f"{call.func.id}() takes an integer")
            self.a.uses_state = True
        elif isinstance(node, ast.Pass):
            pass
        else:
            raise PseudoError(node, f"unsupported statement '{ast.unparse(node).splitlines()[0]}'")

    def assign(self, target: ast.expr, value: ast.expr, node: ast.AST) -> None:
        vt = self.expr(value)
        if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
            name, view = target.value.id, target.attr
            if name not in self.a.operands:
                raise PseudoError(target, f"'{name}' is not an operand of this instruction (operands: {', '.join(self.a.operands) or 'none'})")
            self.check_view(target, name, view)
            self.coerce(value, vt, view, f"{name}.{view}")
            self.set(target, canon(view))
            self.wrote(name)
        elif isinstance(target, ast.Name):
            name = target.id
            if name in self.a.operands:
                if self.a.operands[name] != "mask":
                    raise PseudoError(target, f"write operand {name} through a typed view, e.g. {name}.u32")
                self.coerce(value, vt, "bool", name)
                self.wrote(name)
            elif name in self.state_types:
                if name in READ_ONLY:
                    raise PseudoError(target, f"{name} is read-only")
                self.coerce(value, vt, self.state_types[name], name)
                self.wrote(name)
            elif name in INDEXED_STATE or name in EFFECTS:
                raise PseudoError(target, f"cannot assign to {name}")
            else:
                if name.startswith("_"):
                    raise PseudoError(target, f"local names may not start with '_' ({name})")
                if vt in (WEAK_INT, WEAK_FLOAT):
                    if name in self.a.locals and self.a.locals[name] not in (WEAK_INT, WEAK_FLOAT):
                        self.coerce(value, vt, self.a.locals[name], name)
                        vt = self.a.locals[name]
                    else:
                        raise PseudoError(value, f"local '{name}' needs a type: write e.g. u32({ast.unparse(value)})")
                prev = self.a.locals.get(name)
                if prev is not None and prev != vt:
                    raise PseudoError(target, f"local '{name}' was {prev}, now assigned {vt}")
                self.a.locals[name] = vt
                self.assigned.add(name)
            self.set(target, vt)
        elif isinstance(target, ast.Subscript) and self.memory_view(target.value):
            view = self.memory_access(target)
            self.coerce(value, vt, view, f"{target.value.value.id}.{view}")
            self.set(target, view)
        elif isinstance(target, ast.Subscript) and self.dword_view(target.value):
            name = self.dword_access(target)
            self.coerce(value, vt, "u32", f"{name}.dw")
            self.wrote(name)
            self.a.cond_writes.add(name)  # a partial write: the other dwords keep their value
        elif isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and target.value.id in INDEXED_STATE:
            it = self.expr(target.slice)
            if not is_int(it):
                raise PseudoError(target.slice, f"{target.value.id}[...] takes an integer index")
            self.coerce(value, vt, "u32", target.value.id)
            self.a.uses_state = True
        else:
            raise PseudoError(target, f"cannot assign to '{ast.unparse(target)}'")

    def coerce(self, node: ast.AST, have: str, want: str, what: str) -> None:
        want = canon(want)
        if have == want:
            return
        if have == WEAK_INT and is_int(want):
            v = _const_int(node)
            if v is not None and not _fits(v, want):
                raise PseudoError(node, f"{v:#x} does not fit {want} ({what})")
            return
        if have == WEAK_FLOAT and is_float(want):
            return
        if have == WEAK_INT and is_float(want):
            return
        raise PseudoError(node, f"{what} is {want} but the value is {have}; convert explicitly, e.g. {want}(...)")

    def check_view(self, node: ast.AST, name: str, view: str) -> None:
        decl = self.a.operands[name]
        if decl == "mask":
            raise PseudoError(node, f"{name} is a lane mask: use it bare, without a view")
        if view not in VIEW_TYPES:
            raise PseudoError(node, f"unknown view '.{view}' (expected one of {', '.join(sorted(VIEW_TYPES))})")
        if width(view) != width(decl):
            raise PseudoError(node, f"{name} is declared {decl} ({width(decl)} bits); the view .{view} is {width(view)} bits")
        self.typed_views.add(name)
        if is_float(view):
            self.a.float_views.add(name)

    # -- expressions
    def expr(self, node: ast.expr) -> str:
        return self.set(node, self._expr(node))

    def _expr(self, node: ast.expr) -> str:
        if isinstance(node, ast.Constant):
            if type(node.value) is bool:
                return "bool"
            if type(node.value) is int:
                return WEAK_INT
            if type(node.value) is float:
                return WEAK_FLOAT
            raise PseudoError(node, f"unsupported constant {node.value!r}")
        if isinstance(node, ast.Name):
            name = node.id
            if name in self.a.operands:
                if self.a.operands[name] != "mask":
                    raise PseudoError(node, f"read operand {name} through a typed view, e.g. {name}.u32")
                self.read(name)
                return "bool"
            if name in self.state_types:
                self.read(name)
                return self.state_types[name]
            if name in self.a.locals:
                if name not in self.assigned:
                    raise PseudoError(node, f"local '{name}' is used before it is assigned")
                return self.a.locals[name]
            raise PseudoError(node, f"unknown name '{name}'")
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            name = node.value.id
            if name not in self.a.operands:
                raise PseudoError(node, f"'{name}' is not an operand of this instruction (operands: {', '.join(self.a.operands) or 'none'})")
            if node.attr == "reg":
                self.read(f"{name}_reg")
                return "u32"
            self.check_view(node, name, node.attr)
            self.read(name)
            return canon(node.attr)
        if isinstance(node, ast.BinOp):
            return self.binop(node)
        if isinstance(node, ast.UnaryOp):
            t = self.expr(node.operand)
            if isinstance(node.op, ast.Not):
                if t != "bool":
                    raise PseudoError(node, f"'not' takes a bool, got {t}")
                return "bool"
            if isinstance(node.op, ast.Invert):
                if not is_int(t):
                    raise PseudoError(node, f"'~' takes an integer, got {t}")
                return t
            if isinstance(node.op, (ast.USub, ast.UAdd)):
                if t == "bool":
                    raise PseudoError(node, "cannot negate a bool")
                return t
        if isinstance(node, ast.BoolOp):
            for v in node.values:
                t = self.expr(v)
                if t != "bool":
                    raise PseudoError(v, f"'and'/'or' take bools, got {t}")
            return "bool"
        if isinstance(node, ast.Compare):
            if len(node.ops) != 1:
                raise PseudoError(node, "chained comparisons are not supported")
            a, b = self.expr(node.left), self.expr(node.comparators[0])
            self.unify(node, a, b, node.left, node.comparators[0])
            return "bool"
        if isinstance(node, ast.IfExp):
            c = self.expr(node.test)
            if c != "bool":
                raise PseudoError(node.test, f"a conditional expression needs a bool condition, got {c}")
            a, b = self.expr(node.body), self.expr(node.orelse)
            return self.unify(node, a, b, node.body, node.orelse)
        if isinstance(node, ast.Subscript):
            return self.subscript(node)
        if isinstance(node, ast.Call):
            return self.call(node)
        raise PseudoError(node, f"unsupported expression '{ast.unparse(node)}'")

    def unify(self, node: ast.AST, a: str, b: str, na: ast.AST, nb: ast.AST) -> str:
        if a == b:
            return a
        if a in (WEAK_INT, WEAK_FLOAT) and b not in (WEAK_INT, WEAK_FLOAT):
            self.coerce(na, a, b, "operand")
            return b
        if b in (WEAK_INT, WEAK_FLOAT) and a not in (WEAK_INT, WEAK_FLOAT):
            self.coerce(nb, b, a, "operand")
            return a
        if {a, b} == {WEAK_INT, WEAK_FLOAT}:
            return WEAK_FLOAT
        raise PseudoError(node, f"mixed types {a} and {b} in '{ast.unparse(node)}'; convert one side explicitly")

    def binop(self, node: ast.BinOp) -> str:
        a, b = self.expr(node.left), self.expr(node.right)
        op = node.op
        if isinstance(op, (ast.LShift, ast.RShift)):
            if not is_int(a) or not is_int(b):
                raise PseudoError(node, f"shifts take integers, got {a} and {b}")
            return a
        if "bool" in (a, b):
            if isinstance(op, (ast.BitAnd, ast.BitOr, ast.BitXor)) and a == b == "bool":
                return "bool"
            raise PseudoError(node, f"arithmetic on bool in '{ast.unparse(node)}'; convert with u32(...)")
        t = self.unify(node, a, b, node.left, node.right)
        if isinstance(op, (ast.BitAnd, ast.BitOr, ast.BitXor)) and not is_int(t):
            raise PseudoError(node, f"bitwise operators take integers, got {t}; use bits(...)")
        if isinstance(op, (ast.FloorDiv, ast.Mod)):
            if not is_int(t):
                raise PseudoError(node, f"'//' and '%' take integers, got {t}; use '/' for floats")
            if _const_int(node.right) == 0:
                raise PseudoError(node, "division by zero")
        if isinstance(op, ast.Div) and not is_float(t):
            raise PseudoError(node, f"'/' takes floats, got {t}; use '//' for integers")
        if isinstance(op, (ast.Pow, ast.MatMult)):
            raise PseudoError(node, "unsupported operator")
        return t

    @staticmethod
    def memory_view(node: ast.AST) -> bool:
        return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in MEMORY_SPACES

    def dword_view(self, node: ast.AST) -> bool:
        return isinstance(node, ast.Attribute) and node.attr == DWORD_VIEW and isinstance(node.value, ast.Name) and node.value.id in self.a.operands

    def memory_access(self, node: ast.Subscript) -> str:
        """MEM.<view>[address] / LDS.<view>[address]: the view's type."""
        space, view = node.value.value.id, node.value.attr
        if view not in VIEW_TYPES:
            raise PseudoError(node, f"unknown view '{space}.{view}' (expected one of {', '.join(sorted(VIEW_TYPES))})")
        at = self.expr(node.slice)
        if not is_int(at):
            raise PseudoError(node.slice, f"{space}[...] takes an integer address, got {at}")
        self.a.uses_state = True
        return canon(view)

    def dword_access(self, node: ast.Subscript) -> str:
        """OP.dw[i]: dword i (constant or loop variable) of a register-range operand."""
        name = node.value.value.id
        decl = self.a.operands[name]
        if decl == "mask" or width(decl) % 32:
            raise PseudoError(node, f"{name} is {decl}: .dw[i] takes an operand of whole dwords")
        it = self.expr(node.slice)
        if it != WEAK_INT:
            raise PseudoError(node.slice, f"{name}.dw[...] takes a constant or loop-variable index")
        k = _const_int(node.slice)
        if k is not None and not 0 <= k < width(decl) // 32:
            raise PseudoError(node.slice, f"{name} has {width(decl) // 32} dword(s); dword {k} is outside it")
        if name not in self.a.dword_operands:
            self.a.dword_operands.append(name)
        return name

    def subscript(self, node: ast.Subscript) -> str:
        base = node.value
        if self.memory_view(base):
            return self.memory_access(node)
        if self.dword_view(base):
            self.read(self.dword_access(node))
            return "u32"
        if isinstance(base, ast.Name) and base.id in INDEXED_STATE:
            it = self.expr(node.slice)
            if not is_int(it):
                raise PseudoError(node.slice, f"{base.id}[...] takes an integer index")
            self.a.uses_state = True
            return "u32"
        t = self.expr(base)
        if not is_int(t) or t == WEAK_INT:
            raise PseudoError(node, f"bit slices take a typed integer, got {t}")
        n = width(t)
        sl = node.slice
        if isinstance(sl, ast.Slice):
            hi, lo = _const_int(sl.lower) if sl.lower else None, _const_int(sl.upper) if sl.upper else None
            if hi is None or lo is None or sl.step is not None:
                raise PseudoError(node, "a bit range is [hi:lo] with constant bounds")
            if not 0 <= lo <= hi < n:
                raise PseudoError(node, f"bit range [{hi}:{lo}] is outside a {n}-bit value")
            self.set(sl, WEAK_INT)
        else:
            it = self.expr(sl)
            k = _const_int(sl)
            if k is not None and not 0 <= k < n:
                raise PseudoError(node, f"bit {k} is outside a {n}-bit value")
            if not is_int(it):
                raise PseudoError(node, "a bit index must be an integer")
        return unsigned_of(t)

    def call(self, node: ast.Call) -> str:
        if not isinstance(node.func, ast.Name):
            raise PseudoError(node, f"unsupported call '{ast.unparse(node.func)}'")
        fn = node.func.id
        if node.keywords:
            raise PseudoError(node, "keyword arguments are not supported")
        args = [self.expr(a) for a in node.args]

        def need(n: int) -> None:
            if len(args) != n:
                raise PseudoError(node, f"{fn}() takes {n} argument(s), got {len(args)}")

        if fn in VIEW_TYPES or fn == "bool":
            need(1)
            if fn == "bool":
                raise PseudoError(node, "use a comparison (x != 0) to make a bool")
            if args[0] == "bool" and not is_int(fn):
                raise PseudoError(node, "a bool converts to integers only")
            return canon(fn)
        if fn.startswith("as_") and fn[3:] in VIEW_TYPES:
            need(1)
            target = fn[3:]
            if args[0] in (WEAK_INT, WEAK_FLOAT, "bool") or width(args[0]) != width(target):
                raise PseudoError(node, f"{fn}() reinterprets a {width(target)}-bit value, got {args[0]}")
            return canon(target)
        if fn == "bits":
            need(1)
            if not is_float(args[0]) or args[0] == WEAK_FLOAT:
                raise PseudoError(node, f"bits() takes a typed float, got {args[0]}")
            return unsigned_of(args[0])
        if fn in ("fma", "fma_scaled"):
            need(3 if fn == "fma" else 4)
            t = self.unify(node, args[0], args[1], node.args[0], node.args[1])
            t = self.unify(node, t, args[2], node.args[0], node.args[2])
            if not is_float(t) or t == WEAK_FLOAT:
                raise PseudoError(node, f"{fn}() takes typed floats, got {t}")
            if fn == "fma_scaled" and not is_int(args[3]):
                raise PseudoError(node.args[3], f"fma_scaled()'s scale is an integer power of two, got {args[3]}")
            return t
        if fn in ("min", "max"):
            need(2)
            t = self.unify(node, args[0], args[1], node.args[0], node.args[1])
            if t in ("bool", WEAK_INT, WEAK_FLOAT):
                raise PseudoError(node, f"{fn}() takes typed numbers, got {t}")
            return t
        if fn in ("abs", "sqrt"):
            need(1)
            if args[0] in ("bool", WEAK_INT, WEAK_FLOAT) or (fn == "sqrt" and not is_float(args[0])):
                raise PseudoError(node, f"{fn}() takes a typed {'float' if fn == 'sqrt' else 'number'}, got {args[0]}")
            return args[0]
        if fn in FLOAT_UNARY:
            need(1)
            if not is_float(args[0]) or args[0] == WEAK_FLOAT:
                raise PseudoError(node, f"{fn}() takes a typed float, got {args[0]}")
            return "i32" if fn == "frexp_exp" else args[0]
        if fn == "ftz":
            need(1)
            if not is_float(args[0]) or args[0] == WEAK_FLOAT:
                raise PseudoError(node, f"ftz() takes a typed float, got {args[0]}")
            return args[0]
        if fn in MODE_FLUSH:
            need(1)
            if not is_float(args[0]) or args[0] == WEAK_FLOAT:
                raise PseudoError(node, f"{fn}() takes a typed float, got {args[0]}")
            self.read("MODE")
            return args[0]
        if fn in ("isnan", "issnan"):
            need(1)
            if not is_float(args[0]) or args[0] == WEAK_FLOAT:
                raise PseudoError(node, f"{fn}() takes a typed float, got {args[0]}")
            return "bool"
        if fn == "quiet":
            need(1)
            if not is_float(args[0]) or args[0] == WEAK_FLOAT:
                raise PseudoError(node, f"quiet() takes a typed float, got {args[0]}")
            return args[0]
        if fn == "ldexp":
            need(2)
            if not is_float(args[0]) or args[0] == WEAK_FLOAT or not is_int(args[1]):
                raise PseudoError(node, f"ldexp() takes a float and an integer, got {args[0]} and {args[1]}")
            return args[0]
        if fn in ("popcount", "clz", "ctz", "brev"):
            need(1)
            if not is_int(args[0]) or args[0] == WEAK_INT:
                raise PseudoError(node, f"{fn}() takes a typed integer, got {args[0]}")
            return args[0] if fn == "brev" else "u32"
        if fn == "signext":
            need(2)
            if not is_int(args[0]) or args[0] == WEAK_INT or _const_int(node.args[1]) is None:
                raise PseudoError(node, "signext(x, bits) takes a typed integer and a constant bit count")
            return args[0]
        if fn == "from_small":
            need(2)
            if not is_int(args[0]) or args[0] == WEAK_INT:
                raise PseudoError(node, f"from_small() widens a typed integer's low bits, got {args[0]}")
            return "f32"
        if fn in ("to_small", "to_small_sr"):
            need(3 if fn == "to_small" else 4)
            if not is_float(args[0]) or args[0] == WEAK_FLOAT:
                raise PseudoError(node, f"{fn}() converts a typed float, got {args[0]}")
            if fn == "to_small_sr" and not is_int(args[2]):
                raise PseudoError(node.args[2], "to_small_sr()'s random bits are an integer")
            if args[-1] != "bool":
                raise PseudoError(node.args[-1], f"{fn}()'s last argument (saturate on overflow) is a bool")
            return "u32"
        if fn in CROSS_LANE:
            if not self.a.vector:
                raise PseudoError(node, f"{fn}() reads other lanes: vector code only")
            need(CROSS_LANE[fn])
            self.a.cross_lane = True
            if fn in ("first_lane", "lane_count"):
                if args[0] != "bool":
                    raise PseudoError(node, f"{fn}() takes a lane condition (bool), got {args[0]}")
                return "u32"
            if args[0] in (WEAK_INT, WEAK_FLOAT) or not is_int(args[1]):
                raise PseudoError(node, f"{fn}(x, lane) takes a typed value and an integer lane, got {args[0]} and {args[1]}")
            if fn == "lane_scatter" and args[2] != "bool":
                raise PseudoError(node, f"lane_scatter()'s third argument says which lanes send (bool), got {args[2]}")
            return args[0]
        if fn in EFFECTS:
            raise PseudoError(node, f"{fn}() is a statement, not a value")
        raise PseudoError(node, f"unknown function '{fn}'")


def _resolve_formats(tree: ast.Module, flavours: dict[str, str]) -> None:
    """Replace each small-float call's FORMAT name by the runtime's code for it on this arch
    (`flavours`: the arch's fp8_formats, e.g. fp8 -> fp8_fnuz)."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in SMALL_FLOAT_CALLS):
            continue
        fmt = node.args[1] if len(node.args) > 1 else None
        if not isinstance(fmt, ast.Name) or fmt.id not in SMALL_FORMAT_CODES:
            raise PseudoError(fmt or node, f"{node.func.id}()'s second argument is a format name: {', '.join(SMALL_FORMAT_CODES)}")
        code = SMALL_FORMAT_CODES[flavours.get(fmt.id, fmt.id)]
        node.args[1] = ast.copy_location(ast.Constant(code), fmt)


def analyse(ins: Instruction) -> Analysis:
    text = ins.semantics or ""
    try:
        tree = ast.parse(text)
    except SyntaxError as exc:
        err = PseudoError(None, f"syntax error: {exc.msg}")
        err.lineno = exc.lineno or 1
        raise err from None
    _resolve_formats(tree, ins.type_flavours)
    operands = {op.name: op.type for op in ins.operands}
    a = Analysis(vector=ins.format not in SCALAR_FORMATS, operands=operands, tree=tree)
    Checker(a).run()
    return a


def check_instruction(ins: Instruction) -> list[str]:
    if not ins.semantics:
        return []
    try:
        analyse(ins)
    except PseudoError as exc:
        path = ins.where.rsplit(":", 1)[0]
        return [f"{path}:{ins.semantics_line + exc.lineno - 1}: {ins.name}.semantics: {exc}"]
    return []
