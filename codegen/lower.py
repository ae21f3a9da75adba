"""Lower checked pseudocode to Python source: a numpy (vector) form and a scalar reference form."""

from __future__ import annotations

import ast
import re

from .pseudocode import (
    EFFECTS,
    FLOAT_TYPES,
    FLOAT_UNARY,
    INDEXED_STATE,
    INT_TYPES,
    MEMORY_SPACES,
    MODE_FLUSH,
    SMALL_FLOAT_CALLS,
    WEAK_FLOAT,
    WEAK_INT,
    Analysis,
    is_float,
    is_int,
    is_signed,
    unsigned_of,
    width,
)

DTYPES = {
    "u8": "np.uint8", "u16": "np.uint16", "u32": "np.uint32", "u64": "np.uint64",
    "i8": "np.int8", "i16": "np.int16", "i32": "np.int32", "i64": "np.int64",
    "f16": "np.float16", "bf16": "BF16", "f32": "np.float32", "f64": "np.float64", "bool": "np.bool_",
}  # fmt: skip
CMP = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}
ARITH = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^", ast.Div: "/"}
FLOAT_FN = {ast.Add: "fadd", ast.Sub: "fsub", ast.Mult: "fmul", ast.Div: "fdiv"}
STATE_OUTPUTS = ("SCC", "VCC", "EXEC", "M0")


def _wrap_literal(value: int, ty: str) -> int:
    n = width(ty)
    value &= (1 << n) - 1
    if is_signed(ty) and value >= 1 << (n - 1):
        value -= 1 << n
    return value


def signature(a: Analysis) -> tuple[list[str], list[str]]:
    """(parameters, outputs) of the lowered function, in order."""
    params = [r for r in a.reads if r != "PC"]
    if "PC" in a.reads:
        params.append("PC")
    for w in a.writes:
        if w in a.cond_writes and w not in params and w != "PC":
            params.append(w)
    if "PC" in a.writes:
        params.append("PCN")
    return params, list(a.writes)


def _memory(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in MEMORY_SPACES


def _dword(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "dw"


def _dword_access(node: ast.For, body: list[ast.stmt]) -> tuple | None:
    """(operand, space, base, count, is_load, temporary) of `for i in range(N)` over the
    statement `X.dw[i] = SPACE.u32[BASE + 4 * i]` (or the two `t = SPACE.u32[...]` and `X.dw[i]
    = t`, temporary t) or `SPACE.u32[BASE + 4 * i] = X.dw[i]`, with BASE free of i; None for
    any other loop. `body`: the loop's statements, with the `if`s known constants decide
    replaced by their branches."""
    bounds = [ast.literal_eval(x) for x in node.iter.args]
    if not all(isinstance(s, ast.Assign) for s in body) or bounds[:-1] not in ([], [0]):
        return None
    i, (count,) = node.target.id, bounds[-1:]
    temporary = None
    if len(body) == 2 and isinstance(body[0].targets[0], ast.Name) and isinstance(body[1].value, ast.Name):
        temporary = body[0].targets[0].id
        if body[1].value.id != temporary or temporary == i:
            return None
        target, value = body[1].targets[0], body[0].value
    elif len(body) == 1:
        target, value = body[0].targets[0], body[0].value
    else:
        return None

    def dword_of(n: ast.AST) -> str | None:
        ok = isinstance(n, ast.Subscript) and _dword(n.value) and isinstance(n.slice, ast.Name)
        return n.value.value.id if ok and n.slice.id == i else None

    def memory_at(n: ast.AST) -> tuple | None:
        if not (isinstance(n, ast.Subscript) and _memory(n.value) and n.value.attr == "u32"):
            return None
        at = n.slice
        if not (isinstance(at, ast.BinOp) and isinstance(at.op, ast.Add)):
            return None
        step = at.right
        scaled = (
            isinstance(step, ast.BinOp) and isinstance(step.op, ast.Mult)
            and isinstance(step.left, ast.Constant) and step.left.value == 4
            and isinstance(step.right, ast.Name) and step.right.id == i
        )  # fmt: skip
        uses_i = any(isinstance(x, ast.Name) and x.id == i for x in ast.walk(at.left))
        return (n.value.value.id, at.left) if scaled and not uses_i else None

    if dword_of(target) and memory_at(value):
        return (dword_of(target), *memory_at(value), count, True, temporary)
    if memory_at(target) and dword_of(value) and temporary is None:
        return (dword_of(value), *memory_at(target), count, False, None)
    return None


class _Emitter:
    vector: bool
    mask: str | None = None  # the lane condition of the statement being emitted

    def __init__(self, a: Analysis):
        self.a = a
        self.lines: list[str] = []
        self.tmp = 0

    def fresh(self, stem: str) -> str:
        self.tmp += 1
        return f"_{stem}{self.tmp}"

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)

    def ty(self, node: ast.AST) -> str:
        return self.a.ty(node)

    def lit(self, node: ast.AST, want: str) -> str:
        """A weak literal as a value of type `want`."""
        if isinstance(node, ast.Constant) and type(node.value) is int and is_int(want) and want != WEAK_INT:
            return repr(_wrap_literal(node.value, want))
        return self.weak_expr(node, want)

    def weak_expr(self, node: ast.AST, want: str) -> str:
        return self.expr(node)

    def operand_pair(self, node: ast.BinOp | ast.Compare, left: ast.AST, right: ast.AST) -> tuple[str, str, str]:
        lt, rt = self.ty(left), self.ty(right)
        t = rt if lt in (WEAK_INT, WEAK_FLOAT) else lt
        return self.lit(left, t), self.lit(right, t), t

    def body(self, stmts: list[ast.stmt], indent: int, mask: str | None) -> None:
        for s in stmts:
            self.stmt(s, indent, mask)
        if not stmts:
            self.emit(indent, "pass")


def _upper_bound(node: ast.AST) -> int | None:
    """The largest value an integer expression can take, when its form shows one: a literal,
    a bit field x[hi:lo], and integer conversions of those."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        return (1 << (ast.literal_eval(node.slice.lower) - ast.literal_eval(node.slice.upper) + 1)) - 1
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in INT_TYPES:
        inner = _upper_bound(node.args[0])
        if inner is not None and inner < 1 << (width(node.func.id) - is_signed(node.func.id)):
            return inner
    return None


NARROWING_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^"}
# instruction-constant inputs (the same for every lane of a call) whose usual value gets its own
# lowering: VOP3 clamp is almost always off, and so is the LDS bit of a memory load
SPECIALISED = {"CLAMP": False, "LDS_DMA": False}


def _assigned_names(stmts: list[ast.stmt]) -> list[str]:
    """Every name a statement list assigns (targets `x = ...` and `x.view = ...`), with repeats."""
    out = []
    for node in stmts:
        for n in ast.walk(node):
            if isinstance(n, ast.Assign):
                t = n.targets[0]
                if isinstance(t, ast.Name):
                    out.append(t.id)
                elif isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name):
                    out.append(t.value.id)
            elif isinstance(n, ast.For):
                out.append(n.target.id)
    return out


class VectorEmitter(_Emitter):
    """numpy over arrays; every value is an array or a weak Python scalar."""

    known: dict[str, bool] = {}  # instruction constants fixed for the body being emitted
    defs: dict[str, ast.AST] = {}  # locals assigned once, from inputs nothing reassigns

    def static(self, node: ast.AST) -> bool | None:
        """The value of a condition when the known constants decide it, else None."""
        if isinstance(node, ast.Constant) and type(node.value) is bool:
            return node.value
        if isinstance(node, ast.Name) and node.id in self.known:
            return self.known[node.id]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            v = self.static(node.operand)
            return None if v is None else not v
        if isinstance(node, ast.BoolOp):
            values = [self.static(v) for v in node.values]
            decisive = isinstance(node.op, ast.Or)  # True decides `or`, False decides `and`
            if decisive in values:
                return decisive
            if all(v is not None for v in values):
                return not decisive
        return None

    def fold(self, stmts: list[ast.stmt]) -> list[ast.stmt]:
        """The statements with every `if` the known constants decide replaced by its branch."""
        out: list[ast.stmt] = []
        for s in stmts:
            if isinstance(s, ast.If) and self.static(s.test) is not None:
                out += self.fold(s.body if self.static(s.test) else s.orelse)
            else:
                out.append(s)
        return out

    def find_defs(self, stmts: list[ast.stmt]) -> dict[str, ast.AST]:
        """Locals assigned exactly once, at the top level, from values whose names nothing
        reassigns: a use may recompute the value instead (see `narrow`)."""
        counts: dict[str, int] = {}
        for name in _assigned_names(stmts):
            counts[name] = counts.get(name, 0) + 1
        defs = {}
        for s in stmts:
            if (
                isinstance(s, ast.Assign)
                and isinstance(s.targets[0], ast.Name)
                and s.targets[0].id in self.a.locals
                and counts.get(s.targets[0].id) == 1
                and all(
                    counts.get(n.id, 0) == 0
                    for n in ast.walk(s.value)
                    if isinstance(n, ast.Name) and n.id != s.targets[0].id
                )
                and not any(isinstance(n, (ast.Subscript, ast.Call)) and not self._pure(n) for n in ast.walk(s.value))
            ):
                defs[s.targets[0].id] = s.value
        return defs

    def _pure(self, node: ast.AST) -> bool:
        """No memory, state or cross-lane access: recomputing gives the same value."""
        if isinstance(node, ast.Subscript):
            base = node.value
            return not (_memory(base) or isinstance(base, ast.Name) and base.id in INDEXED_STATE)
        return node.func.id in INT_TYPES

    def narrow(self, node: ast.AST, w: int) -> str | None:
        """node's value modulo 2**w computed in w-bit unsigned numpy arithmetic (which wraps), or
        None. Sums, differences, products, bitwise ops and left shifts have low bits that depend
        only on their operands' low bits, and widening conversions keep the low bits."""
        t = self.ty(node)
        ut = f"np.uint{w}"
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return repr(node.value & ((1 << w) - 1))
        if t not in INT_TYPES or width(t) < w:
            return None
        if isinstance(node, ast.Name) and node.id in self.defs:
            return self.narrow(self.defs[node.id], w)
        if width(t) == w and self.typed_int(node) and isinstance(node, (ast.Name, ast.Attribute)):
            e = self.expr(node)
            return f"{e}.view({ut})" if is_signed(t) else e
        if isinstance(node, ast.Call) and node.func.id in INT_TYPES and len(node.args) == 1:
            return self.narrow(node.args[0], w)
        if isinstance(node, ast.BinOp):
            op = type(node.op)
            if op in NARROWING_OPS:
                if isinstance(node.left, ast.Constant) and isinstance(node.right, ast.Constant):
                    return None
                a, b = self.narrow(node.left, w), self.narrow(node.right, w)
                if a is None or b is None:
                    return None
                return f"({a} {NARROWING_OPS[op]} {b})"
            if op is ast.LShift and isinstance(node.right, ast.Constant) and 0 <= node.right.value < w:
                a = self.narrow(node.left, w)
                return None if a is None else f"({a} << {ut}({node.right.value}))"
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Invert):
            a = self.narrow(node.operand, w)
            return None if a is None else f"(~{a})"
        return None

    def typed_int(self, node: ast.AST) -> bool:
        """Is the value a numpy integer (array or scalar) of the type the checker gave it?"""
        return self.ty(node) in INT_TYPES and any(
            isinstance(n, (ast.Name, ast.Attribute, ast.Subscript, ast.Call)) for n in ast.walk(node)
        )

    def numpy_value(self, node: ast.AST) -> bool:
        """Is the value a numpy integer or float (array or scalar) of the checker's type?"""
        t = self.ty(node)
        if t in INT_TYPES:
            return t in DTYPES and self.typed_int(node)
        if t not in ("f16", "f32", "f64"):
            return False
        if isinstance(node, ast.BinOp):
            return self.numpy_value(node.left) and self.numpy_value(node.right)
        return isinstance(node, ast.Attribute)

    def shift(self, node: ast.BinOp, t: str) -> str:
        """x << n and x >> n; a count known to stay below the width is a plain numpy shift in
        x's type (signed x: arithmetic right shift, as V.shr)."""
        left, right = node.left, node.right
        bound = _upper_bound(right)
        left_shift = isinstance(node.op, ast.LShift)
        plain = (
            t in INT_TYPES
            and self.typed_int(left)
            and bound is not None
            and bound < width(t)
            and (not left_shift or not is_signed(t))
            and (isinstance(right, ast.Constant) or self.typed_int(right))
        )
        if plain:
            if isinstance(right, ast.Constant):
                count = f"{DTYPES[t]}({right.value})"
            elif self.ty(right) == t:
                count = self.expr(right)
            else:
                count = f"{self.expr(right)}.astype({DTYPES[t]})"
            return f"({self.expr(left)} {'<<' if left_shift else '>>'} {count})"
        fn = "V.shl" if left_shift else "V.shr"
        return f"{fn}({self.expr(left)}, {self.expr(right)}, {width(t) if t != WEAK_INT else 0})"

    def bit_field(self, base: ast.AST, hi: int, lo: int) -> str | None:
        """base[hi:lo] (or base[n]) inline, for a numpy integer base: shift, then mask, in the
        unsigned type of base's width; None when V.bits/V.bit must decide."""
        bt = self.ty(base)
        if not self.typed_int(base) or not 0 <= lo <= hi < width(bt):
            return None
        ut = DTYPES[unsigned_of(bt)]
        v = self.expr(base)
        if is_signed(bt):
            v = f"{v}.view({ut})"
        shifted = f"({v} >> {ut}({lo}))" if lo else v
        if hi == width(bt) - 1:  # the top field: the shift already cleared the bits above
            return shifted
        return f"({shifted} & {ut}({(1 << (hi - lo + 1)) - 1}))"

    def weak_expr(self, node: ast.AST, want: str) -> str:
        # an untyped expression (e.g. `0 if c else 1`, or a float literal that np.asarray would
        # make f64) computed by numpy in a wider type: give it the type it meets
        if self.ty(node) in (WEAK_INT, WEAK_FLOAT) and want in DTYPES and want != "bool":
            if not isinstance(node, ast.Constant) or (is_float(want) and self.ty(node) == WEAK_FLOAT):
                return f"V.const({self.expr(node)}, {DTYPES[want]})"
        return self.expr(node)

    def view(self, name: str, ty: str) -> str:
        decl = self.a.operands[name]
        if ty in ("u8", "u16", "u32", "u64") and width(decl) == width(ty):
            return name
        return f"{name}.view({DTYPES[ty]})"

    def expr(self, node: ast.AST) -> str:
        t = self.ty(node)
        if isinstance(node, ast.Constant):
            return repr(node.value)
        if isinstance(node, ast.Name):
            return repr(self.known[node.id]) if node.id in self.known else node.id
        if isinstance(node, ast.Attribute):
            if node.attr == "reg":
                return f"{node.value.id}_reg"
            return self.view(node.value.id, t)
        if isinstance(node, ast.BinOp):
            a, b, ot = self.operand_pair(node, node.left, node.right)
            op = type(node.op)
            if op in (ast.LShift, ast.RShift):
                return self.shift(node, t)
            if op is ast.FloorDiv:
                return f"V.idiv({a}, {b})"
            if op is ast.Mod:
                return f"V.imod({a}, {b})"
            if is_float(ot) and ot != WEAK_FLOAT and op is ast.Div:
                return f"V.fdiv({a}, {b})"
            return f"({a} {ARITH[op]} {b})"
        if isinstance(node, ast.UnaryOp):
            v = self.expr(node.operand)
            if isinstance(node.op, ast.Not):
                return f"np.logical_not({v})"
            if isinstance(node.op, ast.Invert):
                return f"(~{v})"
            if isinstance(node.op, ast.USub):
                return f"(-{v})"
            return v
        if isinstance(node, ast.BoolOp):
            if self.static(node) is not None:
                return repr(self.static(node))
            if all(self.ty(v) == "bool" for v in node.values):
                # numpy booleans: & and | are the logical operators, without a ufunc call
                op = " & " if isinstance(node.op, ast.And) else " | "
                return "(" + op.join(self.expr(v) for v in node.values) + ")"
            fn = "np.logical_and" if isinstance(node.op, ast.And) else "np.logical_or"
            out = self.expr(node.values[0])
            for v in node.values[1:]:
                out = f"{fn}({out}, {self.expr(v)})"
            return out
        if isinstance(node, ast.Compare):
            a, b, _ = self.operand_pair(node, node.left, node.comparators[0])
            return f"({a} {CMP[type(node.ops[0])]} {b})"
        if isinstance(node, ast.IfExp):
            a, b, _ = self.operand_pair(node, node.body, node.orelse)
            if self.static(node.test) is not None:  # decided when lowered
                return a if self.static(node.test) else b
            return f"np.where({self.expr(node.test)}, {a}, {b})"
        if isinstance(node, ast.Subscript):
            base = node.value
            if isinstance(base, ast.Name) and base.id in INDEXED_STATE:
                return f"_st.{base.id.lower()}({self.expr(node.slice)})"
            if _memory(base):
                raw = f"_st.mem_read({base.value.id!r}, {width(t)}, {self.expr(node.slice)}, {self.mask})"
                return raw if t.startswith("u") else f"V.reinterpret({raw}, {DTYPES[t]})"
            if _dword(base):
                return f"{base.value.id}[..., {self.expr(node.slice)}]"
            sl = node.slice
            if isinstance(sl, ast.Slice):
                hi, lo = ast.literal_eval(sl.lower), ast.literal_eval(sl.upper)
                return self.bit_field(base, hi, lo) or f"V.bits({self.expr(base)}, {hi}, {lo})"
            if isinstance(sl, ast.Constant) and type(sl.value) is int:
                inline = self.bit_field(base, sl.value, sl.value)
                if inline:
                    return inline
            return f"V.bit({self.expr(base)}, {self.expr(sl)})"
        if isinstance(node, ast.Call):
            return self.call(node, t)
        raise AssertionError(ast.dump(node))

    def call(self, node: ast.Call, t: str) -> str:
        fn = node.func.id
        args = [self.expr(x) for x in node.args]
        ats = [self.ty(x) for x in node.args]
        if fn in INT_TYPES and ats[0] in INT_TYPES and self.typed_int(node.args[0]):
            if width(t) < width(ats[0]) or isinstance(node.args[0], ast.Name) and node.args[0].id in self.defs:
                low = self.narrow(node.args[0], width(t))
                if low is not None:  # truncation: computed in the narrow type, which wraps
                    return low if not is_signed(t) else f"{low}.view({DTYPES[t]})"
            # integer to integer: wraps or sign-extends, which is numpy's astype
            return f"{args[0]}.astype({DTYPES[unsigned_of(t) if t.startswith('b') else t]})"
        if fn in DTYPES or fn in ("b16", "b32", "b64"):
            return f"V.cvt({args[0]}, {ats[0]!r}, {t!r})"
        if fn.startswith("as_") or fn == "bits":
            return f"V.reinterpret({args[0]}, {DTYPES[t]})"
        if fn == "fma":
            return f"V.fma({', '.join(self.lit(x, t) for x in node.args)}, {t!r})"
        if fn == "fma_scaled":
            factors = ", ".join(self.lit(x, t) for x in node.args[:3])
            return f"V.fma_scaled({factors}, {self.expr(node.args[3])}, {t!r})"
        if fn in ("min", "max"):
            a, b = (self.lit(x, t) for x in node.args)
            if is_float(t):
                return f"V.f{fn}({a}, {b})"
            return f"np.{fn}imum({a}, {b})"
        if fn == "abs":
            return f"np.abs({args[0]})"
        if fn == "sqrt":
            return f"np.sqrt({args[0]})"
        if fn == "isnan":
            return f"np.isnan({args[0]})"
        if fn in ("issnan", "quiet"):
            return f"V.{fn}({args[0]})"
        if fn == "ftz":
            return f"V.ftz({args[0]})"
        if fn in MODE_FLUSH:
            return f"V.ftz_mode({args[0]}, MODE, {MODE_FLUSH[fn]})"
        if fn in FLOAT_UNARY:
            return f"V.unary({fn!r}, {args[0]})"
        if fn == "ldexp":
            return f"V.ldexp({args[0]}, {args[1]})"
        if fn in ("popcount", "clz", "ctz", "brev"):
            return f"V.{fn}({args[0]}, {width(ats[0])})"
        if fn == "signext":
            return f"V.signext({args[0]}, {args[1]}, {width(t)})"
        if fn in ("lane", "lane_scatter", "first_lane", "lane_count"):
            return f"V.{fn}({', '.join(args)})"
        if fn in SMALL_FLOAT_CALLS:
            return f"V.{fn}({', '.join(args)})"
        raise AssertionError(fn)

    def raw(self, value: str, vt: str, decl: str) -> str:
        """Raw register bits (unsigned of the operand's width) of a typed value."""
        dt = DTYPES[{16: "u16", 32: "u32", 64: "u64", 8: "u8"}[width(decl)]]
        if vt in (WEAK_INT, WEAK_FLOAT):
            return f"V.const({value}, {DTYPES[decl if decl in DTYPES else 'u' + decl[1:]]}).view({dt})"
        return f"V.reinterpret({value}, {dt})"

    def stmt(self, node: ast.stmt, indent: int, mask: str | None) -> None:
        def put(target: str, value: str) -> None:
            if mask is None:
                self.emit(indent, f"{target} = {value}")
            else:
                self.emit(indent, f"{target} = np.where({mask}, {value}, {target})")

        self.mask = mask
        if isinstance(node, ast.Assign):
            tgt, val = node.targets[0], node.value
            if isinstance(tgt, ast.Subscript) and _memory(tgt.value):
                view = self.ty(tgt)
                raw = self.raw(self.lit(val, view), self.ty(val) if self.ty(val) in (WEAK_INT, WEAK_FLOAT) else view, view)
                self.emit(indent, f"_st.mem_write({tgt.value.value.id!r}, {width(view)}, {self.expr(tgt.slice)}, {raw}, {mask})")
            elif isinstance(tgt, ast.Subscript) and _dword(tgt.value):
                put(f"{tgt.value.value.id}[..., {self.expr(tgt.slice)}]", self.lit(val, "u32"))
            elif (
                isinstance(tgt, ast.Attribute)
                and self.numpy_value(val)
                and width(self.ty(val)) == width(self.a.operands[tgt.value.id])
            ):
                # a numpy value already: its bits as the operand's unsigned type
                name, dt = tgt.value.id, DTYPES[f"u{width(self.a.operands[tgt.value.id])}"]
                value = self.lit(val, self.ty(tgt))
                put(name, value if DTYPES.get(self.ty(val)) == dt else f"{value}.view({dt})")
            elif isinstance(tgt, ast.Attribute):
                name, view = tgt.value.id, self.ty(tgt)
                put(name, self.raw(self.lit(val, view), self.ty(val) if self.ty(val) in (WEAK_INT, WEAK_FLOAT) else view, self.a.operands[name]))
            elif isinstance(tgt, ast.Name):
                name = tgt.id
                want = self.ty(tgt)
                value = self.lit(val, want)
                if self.ty(val) in (WEAK_INT, WEAK_FLOAT) and want in DTYPES:
                    value = f"V.const({value}, {DTYPES[want]})"
                put("PC_out" if name == "PC" else name, value)
            else:
                st_name = tgt.value.id.lower()
                self.emit(indent, f"_st.set_{st_name}({self.expr(tgt.slice)}, {self.lit(val, 'u32')}, {mask})")
        elif isinstance(node, ast.If):
            # each branch runs masked, and only when some lane takes it (skipping a branch no
            # lane takes leaves every value as the masked statements would)
            c = self.fresh("c")
            self.emit(indent, f"{c} = {self.expr(node.test)}")
            then_m = c if mask is None else self.fresh("m")
            if mask is not None:
                self.emit(indent, f"{then_m} = np.logical_and({mask}, {c})")
            self.emit(indent, f"if V.some({then_m}):")
            self.body(node.body, indent + 1, then_m)
            if node.orelse:
                else_m = self.fresh("m")
                base = f"np.logical_not({c})"
                self.emit(indent, f"{else_m} = {base if mask is None else f'np.logical_and({mask}, {base})'}")
                self.emit(indent, f"if V.some({else_m}):")
                self.body(node.orelse, indent + 1, else_m)
        elif isinstance(node, ast.For):
            if mask is None and self.dword_loop(node, indent):
                return
            bounds = ", ".join(str(ast.literal_eval(x)) for x in node.iter.args)
            self.emit(indent, f"for {node.target.id} in range({bounds}):")
            self.body(node.body, indent + 1, mask)
        elif isinstance(node, ast.Expr):
            call = node.value
            fn = call.func.id.lower()
            args = "".join(f"{self.expr(x)}, " for x in call.args)
            self.emit(indent, f"_st.{fn}({args}{mask})")
        elif isinstance(node, ast.Pass):
            self.emit(indent, "pass")

    def body(self, stmts: list[ast.stmt], indent: int, mask: str | None) -> None:
        super().body(self.fold(stmts), indent, mask)

    def dword_loop(self, node: ast.For, indent: int) -> bool:
        """A loop moving N consecutive dwords between memory and a dword operand (`X.dw[i] =
        SPACE.u32[BASE + 4 * i]` or the store) as one call that takes memory's one-slice path
        where it can and otherwise runs the same loop (Effects.mem_read_dwords); False for
        any other loop."""
        body = self.fold(node.body)
        access = _dword_access(node, body)
        if access is None:
            return False
        operand, space, base, count, load, temporary = access
        dtype = DTYPES[self.ty(body[0].value.slice if load else body[0].targets[0].slice)]
        where = f"{space!r}, {count}, {self.expr(base)}, {dtype}"
        if load:
            self.emit(indent, f"{operand}[...] = _st.mem_read_dwords({where}, None)")
            if temporary is not None:  # as the loop leaves it: the last dword read
                self.emit(indent, f"{temporary} = {operand}[..., {count - 1}].copy()")
        else:
            value = f"V.reinterpret({operand}, np.uint32)"
            self.emit(indent, f"_st.mem_write_dwords({where}, {value}, None)")
        return True

    def function(self, fname: str) -> str:
        params, outputs = signature(self.a)
        head = ", ".join(params + (["_st"] if self.a.uses_state else []))
        self.emit(0, f"def {fname}({head}):")
        if "PC" in outputs:
            self.emit(1, "PC_out = PCN")
        for name in self.a.dword_operands:
            if name in outputs:  # written dword by dword: work on a copy of the old value
                self.emit(1, f"{name} = np.array({name}, np.uint32)")
        used = {n.id for n in ast.walk(self.a.tree) if isinstance(n, ast.Name)}
        special = {k: v for k, v in SPECIALISED.items() if k in params and k in used}
        if special:
            test = " and ".join(f"V.every({k})" if v else f"not V.some({k})" for k, v in special.items())
            self.emit(1, f"if {test}:")
            self.function_body(outputs, 2, special)
        self.function_body(outputs, 1, {})
        return "\n".join(self.lines)

    def function_body(self, outputs: list[str], indent: int, known: dict[str, bool]) -> None:
        """The statements and the return, with the instruction constants `known` folded in;
        locals whose every use was recomputed in a narrower type are dropped."""
        self.known = known
        stmts = self.fold(self.a.tree.body)
        self.defs = self.find_defs(stmts)
        start = len(self.lines)
        for n, t in self.a.locals.items():
            if t in DTYPES and self._needs_initial_value(n, stmts):
                self.emit(indent, f"{n} = V.zero({DTYPES[t]})")
        self.body(stmts, indent, None)
        rets = ["PC_out" if o == "PC" else o for o in outputs]
        self.emit(indent, f"return ({', '.join(rets)}{',' if len(rets) == 1 else ''})")
        self.lines[start:] = _drop_dead_locals(self.lines[start:], set(self.a.locals))

    @staticmethod
    def _needs_initial_value(name: str, stmts: list[ast.stmt]) -> bool:
        """Is the local read (or assigned under a lane mask) before a plain top-level assignment?"""
        for s in stmts:
            if not any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(s)):
                continue
            value_reads = any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(getattr(s, "value", s)))
            return not (
                isinstance(s, ast.Assign) and isinstance(s.targets[0], ast.Name) and s.targets[0].id == name and not value_reads
            )
        return False


def _drop_dead_locals(lines: list[str], local_names: set[str]) -> list[str]:
    """Remove assignments to locals that no other line mentions (pure numpy: no effect lost)."""
    while True:
        for i, line in enumerate(lines):
            m = re.match(r"\s*(\w+) = ", line)
            if not m or m.group(1) not in local_names or "_st." in line:
                continue
            word = re.compile(rf"\b{m.group(1)}\b")
            if not any(word.search(other) for j, other in enumerate(lines) if j != i):
                del lines[i]
                break
        else:
            return lines


class ReferenceEmitter(_Emitter):
    """One lane at a time, plain Python values; floats go through exact rational arithmetic."""

    def expr(self, node: ast.AST) -> str:
        t = self.ty(node)
        if isinstance(node, ast.Constant):
            return repr(node.value)
        if isinstance(node, ast.Name):
            return node.id
        if isinstance(node, ast.Attribute):
            if node.attr == "reg":
                return f"{node.value.id}_reg"
            return f"R.from_bits({t!r}, {node.value.id})"
        if isinstance(node, ast.BinOp):
            a, b, ot = self.operand_pair(node, node.left, node.right)
            op = type(node.op)
            if op is ast.LShift:
                return f"R.shl({t!r}, {self.expr(node.left)}, {self.expr(node.right)})"
            if op is ast.RShift:
                return f"R.shr({t!r}, {self.expr(node.left)}, {self.expr(node.right)})"
            if ot == "bool":
                return f"({a} {ARITH[op]} {b})"
            if ot in (WEAK_INT, WEAK_FLOAT):
                pyop = {ast.FloorDiv: "//", ast.Mod: "%"}.get(op) or ARITH[op]
                return f"({a} {pyop} {b})"
            if is_float(ot):
                return f"R.{FLOAT_FN[op]}({ot!r}, {a}, {b})"
            if op is ast.FloorDiv:
                return f"R.idiv({ot!r}, {a}, {b})"
            if op is ast.Mod:
                return f"R.imod({ot!r}, {a}, {b})"
            return f"R.wrap({ot!r}, {a} {ARITH[op]} {b})"
        if isinstance(node, ast.UnaryOp):
            v = self.expr(node.operand)
            if isinstance(node.op, ast.Not):
                return f"(not {v})"
            if isinstance(node.op, ast.Invert):
                return f"R.wrap({t!r}, ~{v})" if t != WEAK_INT else f"(~{v})"
            if isinstance(node.op, ast.USub):
                if is_float(t) and t != WEAK_FLOAT:
                    return f"R.fneg({v})"
                return f"R.wrap({t!r}, -{v})" if t not in (WEAK_INT, WEAK_FLOAT) else f"(-{v})"
            return v
        if isinstance(node, ast.BoolOp):
            op = " and " if isinstance(node.op, ast.And) else " or "
            return "(" + op.join(self.expr(v) for v in node.values) + ")"
        if isinstance(node, ast.Compare):
            a, b, _ = self.operand_pair(node, node.left, node.comparators[0])
            return f"({a} {CMP[type(node.ops[0])]} {b})"
        if isinstance(node, ast.IfExp):
            a, b, _ = self.operand_pair(node, node.body, node.orelse)
            return f"({a} if {self.expr(node.test)} else {b})"
        if isinstance(node, ast.Subscript):
            base = node.value
            if isinstance(base, ast.Name) and base.id in INDEXED_STATE:
                return f"_st.{base.id.lower()}({self.expr(node.slice)})"
            if _memory(base):
                return f"R.from_bits({t!r}, _st.mem_read({base.value.id!r}, {width(t)}, {self.expr(node.slice)}))"
            if _dword(base):
                return f"(({base.value.id} >> (32 * {self.expr(node.slice)})) & 0xFFFFFFFF)"
            v, bt = self.expr(base), self.ty(base)
            sl = node.slice
            if isinstance(sl, ast.Slice):
                return f"R.bits({bt!r}, {v}, {ast.literal_eval(sl.lower)}, {ast.literal_eval(sl.upper)})"
            return f"R.bit({bt!r}, {v}, {self.expr(sl)})"
        if isinstance(node, ast.Call):
            fn = node.func.id
            args = [self.expr(x) for x in node.args]
            ats = [self.ty(x) for x in node.args]
            if fn in DTYPES or fn in ("b16", "b32", "b64"):
                return f"R.cvt({ats[0]!r}, {t!r}, {args[0]})"
            if fn.startswith("as_") or fn == "bits":
                return f"R.reinterpret({ats[0]!r}, {t!r}, {args[0]})"
            if fn == "fma":
                return f"R.fma({t!r}, {', '.join(self.lit(x, t) for x in node.args)})"
            if fn == "fma_scaled":
                factors = ", ".join(self.lit(x, t) for x in node.args[:3])
                return f"R.fma_scaled({t!r}, {factors}, {args[3]})"
            if fn in ("min", "max"):
                a, b = (self.lit(x, t) for x in node.args)
                return f"R.f{fn}({a}, {b})" if is_float(t) else f"{fn}({a}, {b})"
            if fn == "abs":
                return f"R.fabs({args[0]})" if is_float(t) else f"R.wrap({t!r}, abs({args[0]}))"
            if fn == "sqrt":
                return f"R.fsqrt({t!r}, {args[0]})"
            if fn in ("isnan", "issnan", "quiet"):
                return f"R.{fn}({args[0]})"
            if fn == "ftz":
                return f"R.ftz({t!r}, {args[0]})"
            if fn in MODE_FLUSH:
                return f"R.ftz_mode({t!r}, {args[0]}, MODE, {MODE_FLUSH[fn]})"
            if fn in FLOAT_UNARY:
                return f"R.unary({fn!r}, {ats[0]!r}, {args[0]})"
            if fn == "ldexp":
                return f"R.ldexp({t!r}, {args[0]}, {args[1]})"
            if fn in ("popcount", "clz", "ctz", "brev"):
                return f"R.{fn}({ats[0]!r}, {args[0]})"
            if fn == "signext":
                return f"R.signext({t!r}, {args[0]}, {args[1]})"
            if fn in ("lane", "lane_scatter", "first_lane", "lane_count"):
                return f"R.cross_lane({fn!r})"
            if fn in SMALL_FLOAT_CALLS:
                return f"R.{fn}({', '.join(args)})"
        raise AssertionError(ast.dump(node))

    def stmt(self, node: ast.stmt, indent: int, mask: str | None) -> None:
        if isinstance(node, ast.Assign):
            tgt, val = node.targets[0], node.value
            if isinstance(tgt, ast.Subscript) and _memory(tgt.value):
                view = self.ty(tgt)
                bits = f"R.to_bits({view!r}, {self.lit(val, view)})"
                self.emit(indent, f"_st.mem_write({tgt.value.value.id!r}, {width(view)}, {self.expr(tgt.slice)}, {bits})")
            elif isinstance(tgt, ast.Subscript) and _dword(tgt.value):
                name, shift = tgt.value.value.id, f"(32 * {self.expr(tgt.slice)})"
                value = self.lit(val, "u32")
                self.emit(indent, f"{name} = ({name} & ~(0xFFFFFFFF << {shift})) | ({value} << {shift})")
            elif isinstance(tgt, ast.Attribute):
                name, view = tgt.value.id, self.ty(tgt)
                self.emit(indent, f"{name} = R.to_bits({view!r}, {self.lit(val, view)})")
            elif isinstance(tgt, ast.Name):
                name = tgt.id
                want = self.ty(tgt)
                value = self.lit(val, want)
                if self.ty(val) == WEAK_INT and is_float(want):
                    value = f"float({value})"
                self.emit(indent, f"{'PC_out' if name == 'PC' else name} = {value}")
            else:
                self.emit(indent, f"_st.set_{tgt.value.id.lower()}({self.expr(tgt.slice)}, {self.lit(val, 'u32')})")
        elif isinstance(node, ast.If):
            self.emit(indent, f"if {self.expr(node.test)}:")
            self.body(node.body, indent + 1, None)
            if node.orelse:
                self.emit(indent, "else:")
                self.body(node.orelse, indent + 1, None)
        elif isinstance(node, ast.For):
            bounds = ", ".join(str(ast.literal_eval(x)) for x in node.iter.args)
            self.emit(indent, f"for {node.target.id} in range({bounds}):")
            self.body(node.body, indent + 1, None)
        elif isinstance(node, ast.Expr):
            call = node.value
            self.emit(indent, f"_st.{call.func.id.lower()}({', '.join(self.expr(x) for x in call.args)})")
        elif isinstance(node, ast.Pass):
            self.emit(indent, "pass")

    def function(self, fname: str) -> str:
        params, outputs = signature(self.a)
        head = ", ".join(params + (["_st"] if self.a.uses_state else []))
        self.emit(0, f"def {fname}({head}):")
        if "PC" in outputs:
            self.emit(1, "PC_out = PCN")
        self.body(self.a.tree.body, 1, None)
        rets = ["PC_out" if o == "PC" else o for o in outputs]
        self.emit(1, f"return ({', '.join(rets)}{',' if len(rets) == 1 else ''})")
        return "\n".join(self.lines)


def lower_vector(a: Analysis, fname: str) -> str:
    return VectorEmitter(a).function(fname)


def lower_reference(a: Analysis, fname: str) -> str:
    return ReferenceEmitter(a).function(fname)


__all__ = ["lower_vector", "lower_reference", "signature", "hoist_constants", "EFFECTS", "FLOAT_TYPES"]


TYPED_CONSTANT = re.compile(r"\bnp\.(u?int(?:8|16|32|64))\((-?\d+)\)")
CONST_CALL = re.compile(r"\bV\.const\((-?\d+), np\.(u?int(?:8|16|32|64))\)")


def hoist_constants(sources: list[str]) -> tuple[list[str], list[str]]:
    """(definitions, sources): the integer constants the lowered functions write as
    `np.uint32(31)` or `V.const(5, np.uint32)` become module-level names made once at import,
    since building a numpy scalar costs about as much as the operation it feeds."""
    definitions: dict[str, str] = {}

    def name(prefix: str, dtype: str, value: str) -> str:
        return f"{prefix}{dtype.upper()}_{value.replace('-', 'M')}"

    def const_call(m: re.Match) -> str:
        key = name("K_", m[2], m[1])
        definitions[key] = f"V.const({m[1]}, np.{m[2]})"
        return key

    def typed(m: re.Match) -> str:
        key = name("", m[1], m[2])
        definitions[key] = f"np.{m[1]}({m[2]})"
        return key

    out = [TYPED_CONSTANT.sub(typed, CONST_CALL.sub(const_call, src)) for src in sources]
    return [f"{k} = {definitions[k]}" for k in sorted(definitions)], out
