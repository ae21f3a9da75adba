"""`cdna-isa mfma`: the matrix core's layouts as AMD's Matrix Instruction Calculator prints
them (text grids, Markdown, CSV or JSON)."""

from __future__ import annotations

import json

from . import ARCHS, arch


def _grid(header: list[str], rows: list[list[str]]) -> str:
    """A table in the calculator's (tabulate "grid") style: the first column right-aligned."""
    widths = [
        max([len(h) + 2] + [len(r[c]) for r in rows]) for c, h in enumerate(header)
    ]  # fmt: skip

    def line(cells: list[str]) -> str:
        out = [f" {cells[0]:>{widths[0]}} "] + [
            f" {cell:<{w}} " for cell, w in zip(cells[1:], widths[1:])
        ]
        return "|" + "|".join(out) + "|"

    rule = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    text = [rule, line(header), rule.replace("-", "=")]
    for row in rows:
        text += [line(row), rule]
    return "\n".join(text)


def _markdown(header: list[str], rows: list[list[str]]) -> str:
    widths = [max([len(h), 3] + [len(r[c]) for r in rows]) for c, h in enumerate(header)]

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(f"{c:<{w}}" for c, w in zip(cells, widths)) + " |"

    align = "|" + "|".join("-" * (w + 1) + (":" if not c else "-") for c, w in enumerate(widths))
    return "\n".join([line(header), align + "|"] + [line(r) for r in rows])


def _csv(rows: list[list]) -> str:
    import csv
    import io

    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    return buf.getvalue().rstrip("\n")


def _reg_text(e) -> str:
    """Where an entry lives: v{reg}{lane}, v{reg}{lane}.[hi:lo] or v[r+1:r]{lane} (64-bit)."""
    width = e.bit_hi - e.bit_lo + 1
    if width == 64:
        return f"v[{e.register + 1}:{e.register}]{{{e.lane}}}"
    if width == 32:
        return f"v{e.register}{{{e.lane}}}"
    return f"v{e.register}{{{e.lane}}}.[{e.bit_hi}:{e.bit_lo}]"


def _column_text(register: int, lo: int, hi: int) -> str:
    width = hi - lo + 1
    if width == 64:
        return f"v[{register + 1}:{register}]"
    return f"v{register}" if width == 32 else f"v{register}.[{hi}:{lo}]"


def _canonical_name(isa, text: str) -> str:
    """This arch's mnemonic for a matrix instruction also given in the other arch's spelling
    (v_mfma_f32_32x32x8f16 on cdna4 is v_mfma_f32_32x32x8_f16): the spec's key is shared."""
    if text.upper() in isa.instructions:
        return text
    forms = isa.by_mnemonic.get(text.lower())  # a renamed instruction's earlier name
    if forms and forms[0].instr.matrix:
        return forms[0].instr.mnemonic
    keys = isa.tables.keys
    for other in ARCHS:
        if other == isa.name:
            continue
        o = arch(other)
        ins = o.instructions.get(text.upper())
        forms = o.by_mnemonic.get(text.lower())
        ins = ins or (forms[0].instr if forms else None)
        if ins is None or not ins.matrix:
            continue
        key = o.tables.keys.get(ins.name, ins.name)
        for cand in isa.instructions.values():
            if cand.matrix and keys.get(cand.name, cand.name) == key:
                return cand.mnemonic
    return text


class _Query:
    """One `cdna-isa mfma` invocation: the instruction, its modifiers and the output format."""

    def __init__(self, args):
        from .runtime.matrix import MatrixError

        self.args, self.isa = args, arch(args.arch)
        self.core = self.isa.mfma
        self.fmt = "json" if args.json else "csv" if args.csv else "md" if args.markdown else "text"
        if args.instruction is None:
            raise MatrixError("name an instruction (cdna-isa mfma --arch ARCH --list lists them)")
        try:
            self.shape = self.core.shape(_canonical_name(self.isa, args.instruction))
        except MatrixError as exc:
            import difflib

            close = difflib.get_close_matches(args.instruction.lower(), self.core.names(), 3, 0.8)
            raise MatrixError(
                f"{exc}" + (f" (did you mean {', '.join(close)}?)" if close else "")
            ) from None
        self.name = self.shape.name
        self.mods = self._modifiers()

    def _modifiers(self) -> dict:
        from .runtime.matrix import MatrixError

        a, s, name = self.args, self.shape, self.shape.name
        for flag, bits in (("cbsz", 3), ("abid", 4), ("blgp", 3), ("opsel", 3), ("neg", 3)):
            value = getattr(a, flag)
            if not 0 <= value < 1 << bits:
                raise MatrixError(
                    f"--{flag} {value}: the field has {bits} bits (0..{(1 << bits) - 1})"
                )
        if a.opsel:
            raise MatrixError(
                f"{name}: OPSEL is not supported (VOP3P-MAI has no OPSEL field on {self.isa.name})"
            )
        blgp = a.blgp
        if a.neg:
            if not s.neg_by_blgp:
                raise MatrixError(
                    f"{name}: NEG is not supported on {self.isa.name} (only the gfx950 f64 MFMAs"
                    " negate A/B/C, through the BLGP bits)"
                )
            if blgp and blgp != a.neg:
                raise MatrixError(f"{name}: --neg and --blgp set the same bits: give one of them")
            blgp = a.neg
        if blgp and not (s.takes_blgp or s.neg_by_blgp):
            raise MatrixError(f"{name}: BLGP is not supported on {self.isa.name}")
        if (a.cbsz or a.abid) and not (s.takes_cbsz or s.sparse):
            raise MatrixError(f"{name}: CBSZ/ABID are not supported on {self.isa.name}")
        return {"cbsz": a.cbsz, "abid": a.abid, "blgp": blgp}

    def matrix(self, text: str) -> str:
        from .runtime.matrix import MatrixError

        m = text.upper()
        if m == "K" and not self.shape.sparse:
            raise MatrixError(f"{self.name}: only sparse (SMFMAC) instructions have a K matrix")
        if m not in ("A", "B", "C", "D", "K"):
            raise MatrixError(f"unknown matrix '{text}' (A, B, C, D, or K for SMFMAC)")
        return m

    def layout(self, matrix: str) -> list:
        return self.core.layout(self.name, matrix, **self.mods)

    def negated(self, matrix: str) -> bool:
        return self.core.negated(self.name, matrix, self.mods["blgp"])

    def entry_name(self, matrix: str, e, sign: bool = True) -> str:
        text = f"{matrix}[{e.row}][{e.col}]" + (f".B{e.block}" if self.shape.blocks > 1 else "")
        return ("-" if sign and self.negated(matrix) else "") + text

    def heading(self) -> list[str]:
        return [f"Architecture: {self.isa.name.upper()}", f"Instruction: {self.name.upper()}"]

    def emit(self, lines: list[str], data) -> int:
        if self.fmt == "json":
            print(json.dumps(data, indent=2))
        else:
            print("\n".join((self.heading() if self.fmt == "text" else []) + lines))
        return 0

    def entry_json(self, matrix: str, e) -> dict:
        return {
            **e._asdict(),
            "register_text": _reg_text(e),
            "entry": self.entry_name(matrix, e),
            "negated": self.negated(matrix),
        }

    # -- actions
    def detail(self) -> int:
        d = self.core.detail(self.name, cbsz=self.mods["cbsz"], blgp=self.mods["blgp"])
        s, sparse = self.shape, self.shape.sparse
        from .runtime.matrix import NUMERIC_RULES, TYPE_NAMES

        op = d["opcode"]
        neg = "True (in the BLGP bits)" if s.neg_by_blgp else "False"
        fields = {"A": "Src0", "B": "Src1", "C": "Vdst" if sparse else "Src2", "D": "Vdst"}
        extra = {
            "encoding": "VOP3P-MAI",
            "vop3p_opcode": op,
            "mai_opcode": op - 64 if op >= 64 else None,
            "type_names": {m: TYPE_NAMES[t] for m, t in d["types"].items()},
            "register_files": {m: ["ArchVGPR", "AccVGPR"] for m in "ABCD"},
            "opsel": False,
            "neg": s.neg_by_blgp,
        }
        if sparse:
            extra["register_files"]["K"] = ["ArchVGPR"]
        if self.fmt == "json":
            return self.emit([], {**d, **extra})
        rows = [
            ("Encoding", "VOP3P-MAI"),
            ("VOP3P Opcode", f"0x{op:x}"),
            *([("VOP3P-MAI Opcode", f"0x{op - 64:x}")] if op >= 64 else []),
            ("Matrix Dimensions", None),
            *[(f"    {k}", d[k.lower()]) for k in ("M", "N", "K")],
            ("    blocks", d["blocks"]),
            ("Execution statistics", None),
            ("    FLOPs", d["flops"]),
            ("    Execution cycles", d["cycles"]),
            ("    Passes (4 cycles each)", d["passes"]),
            ("    FLOPs/CU/cycle", d["flops_per_cu_per_cycle"]),
            ("Register usage", None),
            *[(f"    GPRs required for {m}", d["registers"][m]) for m in "ABCD"],
            *([("    GPRs required for K (sparsity index)", 1)] if sparse else []),
            ("    GPR alignment requirement", f"{d['alignment_bytes']} bytes"),
            ("VOP3P-MAI register encoding", None),
            *[(f"    {m} matrix source field", fields[m]) for m in "ABCD"],
            *([("    K (sparsity index) source field", "Src2")] if sparse else []),
            ("Register data types", None),
            *[(f"    {m} matrix", extra["type_names"][m]) for m in "ABCD"],
            ("Register capabilities", None),
            *[
                (f"    {m} matrix can use {kind}s", True)
                for m in ("A", "B", "C and D")
                for kind in ("ArchVGPR", "AccVGPR")
            ],
            *([("    K matrix can use ArchVGPRs only", True)] if sparse else []),
            ("Register modifiers", None),
            ("    Sparse A matrix", sparse),
            ("    CBSZ and ABID bits supported", s.takes_cbsz and not sparse),
            *([("    CBSZ and ABID select the K bits", True)] if sparse else []),
            ("    BLGP bits supported", s.takes_blgp),
            ("    NEG bits supported", neg),
            ("    OPSEL supported", False),
            ("Numerics", None),
            *[
                (f"    {rule.capitalize()}", NUMERIC_RULES[rule][value])
                for rule, value in d["numerics"].items()
            ],
        ]
        if self.fmt == "csv":
            return self.emit(
                [_csv([["field", "value"]] + [[k.strip(), v] for k, v in rows if v is not None])],
                None,
            )
        if self.fmt == "md":
            body = [
                [k.strip() if v is not None else f"**{k}**", "" if v is None else str(v)]
                for k, v in rows
            ]
            return self.emit(
                [f"### {self.name} ({self.isa.name})", "", _markdown(["field", "value"], body)],
                None,
            )
        return self.emit([f"    {k}:" + ("" if v is None else f" {v}") for k, v in rows], None)

    def register_layout(self, text: str) -> int:
        from .runtime.matrix import MatrixError

        matrix, s = self.matrix(text), self.shape
        rows_n, cols_n = {"A": (s.m, s.stored_k), "B": (s.k, s.n)}.get(matrix, (s.m, s.n))
        corner = {"A": "A[M][K]", "B": "B[K][N]"}.get(matrix, f"{matrix}[M][N]")
        sign = "-" if self.negated(matrix) else ""
        tables: dict[int, list[list[str]]] = {
            b: [[""] * cols_n for _ in range(rows_n)] for b in range(s.blocks)
        }
        entries = self.layout(matrix)
        for e in entries:
            tables[e.block][e.row][e.col] = sign + _reg_text(e)
        blocks = range(s.blocks)
        if self.args.block is not None:
            if not 0 <= self.args.block < s.blocks:
                raise MatrixError(
                    f"{self.name}: block {self.args.block} out of range (0..{s.blocks - 1})"
                )
            blocks = [self.args.block]
        groups: list[tuple[list[int], list[list[str]]]] = []
        for b in blocks:  # A blocks broadcast by CBSZ/ABID share a layout: print it once
            same = next((g for g in groups if matrix == "A" and g[1] == tables[b]), None)
            if same:
                same[0].append(b)
            else:
                groups.append(([b], tables[b]))
        header = [corner] + [str(c) for c in range(cols_n)]
        if self.fmt == "json":
            return self.emit([], {
                "arch": self.isa.name, "instruction": self.name, "matrix": matrix, **self.mods,
                "negated": bool(sign), "header": header,
                "tables": [{"blocks": bs, "rows": rows} for bs, rows in groups],
                "entries": [self.entry_json(matrix, e) for e in entries],
            })  # fmt: skip
        if self.fmt == "csv":
            out = [["blocks"] + header]
            for bs, rows in groups:
                out += [[" ".join(map(str, bs)), str(r)] + row for r, row in enumerate(rows)]
            return self.emit([_csv(out)], None)
        lines = []
        for bs, rows in groups:
            if s.blocks > 1 or self.fmt != "md":  # the calculator titles a single block too
                title = f"Block {bs[0]}" if len(bs) == 1 else f"Blocks {', '.join(map(str, bs))}"
                lines += [f"**{title}**", ""] if self.fmt == "md" else [title]
            body = [[str(r)] + row for r, row in enumerate(rows)]
            lines += [_markdown(header, body), ""] if self.fmt == "md" else [_grid(header, body)]
        return self.emit(lines, None)

    @staticmethod
    def columns(entries: list) -> list[tuple[int, int, int]]:
        """The (register, bit_lo, bit_hi) slots of a lane that hold entries."""
        return sorted({(e.register, e.bit_lo, e.bit_hi) for e in entries})

    def cell(self, matrix: str, found: list) -> str:
        """The entries of one register slot of one lane, grouped: A[0][0].B0,B1 for a broadcast."""
        by_pos: dict[tuple[int, int], list[int]] = {}
        for e in found:
            by_pos.setdefault((e.row, e.col), []).append(e.block)
        sign = "-" if self.negated(matrix) else ""
        parts = []
        for (r, c), blocks in by_pos.items():
            tag = ",".join(f"B{b}" for b in sorted(blocks)) if self.shape.blocks > 1 else ""
            parts.append(f"{sign}{matrix}[{r}][{c}]" + (f".{tag}" if tag else ""))
        return " ".join(parts)

    def matrix_layout(self, text: str) -> int:
        matrix = self.matrix(text)
        entries = self.layout(matrix)
        cols = self.columns(entries)
        at: dict[tuple[int, int, int], list] = {}
        for e in entries:
            at.setdefault((e.lane, e.register, e.bit_lo), []).append(e)
        header = ["lane"] + [_column_text(*c) for c in cols]
        rows = [
            [str(lane)] + [self.cell(matrix, at.get((lane, r, lo), [])) for r, lo, _ in cols]
            for lane in range(64)
        ]
        if self.fmt == "json":
            return self.emit([], {
                "arch": self.isa.name, "instruction": self.name, "matrix": matrix, **self.mods,
                "negated": self.negated(matrix), "header": header, "rows": rows,
            })  # fmt: skip
        if self.fmt == "csv":
            return self.emit([_csv([header] + rows)], None)
        return self.emit(
            [_markdown(header, rows) if self.fmt == "md" else _grid(header, rows)], None
        )

    def get_register(self, text: str, i: str, j: str) -> int:
        from .runtime.matrix import MatrixError

        matrix = self.matrix(text)
        try:
            row, col = int(i, 0), int(j, 0)
        except ValueError:
            raise MatrixError(
                f"--get-register: coordinates must be integers, got '{i}' '{j}'"
            ) from None
        block = self.args.block or 0
        if not 0 <= block < self.shape.blocks:
            raise MatrixError(
                f"{self.name}: block {block} out of range (0..{self.shape.blocks - 1})"
            )
        e = self.core.get_register(self.name, matrix, row, col, block=block, **self.mods)
        if self.fmt == "json":
            return self.emit([], self.entry_json(matrix, e))
        note = " (negated)" if self.negated(matrix) else ""
        line = f"{self.entry_name(matrix, e, sign=False)} = {_reg_text(e)}{note}"
        if self.fmt == "csv":
            return self.emit(
                [
                    _csv(
                        [
                            ["entry", "register", "negated"],
                            [self.entry_name(matrix, e, False), _reg_text(e), bool(note)],
                        ]
                    )
                ],
                None,
            )
        return self.emit([line], None)

    def matrix_entry(self, text: str, reg: str, lane_text: str) -> int:
        import re

        from .runtime.matrix import MatrixError

        matrix = self.matrix(text)
        m = re.fullmatch(r"[va]?(\d+)|[va]\[(\d+):(\d+)\]", reg.strip().lower())
        try:
            lane = int(lane_text, 0)
        except ValueError:
            lane = -1
        if not m or not 0 <= lane < 64:
            raise MatrixError(
                f"--matrix-entry: give a register (v3, or v[1:0]) and a lane 0..63, got '{reg}' '{lane_text}'"
            )
        register = int(m.group(1) if m.group(1) is not None else m.group(3))
        entries = self.layout(matrix)
        count = max(e.register + 1 + e.bit_hi // 32 for e in entries)
        if not 0 <= register < count:
            raise MatrixError(
                f"{self.name}: {matrix} uses registers v0..v{count - 1}, not v{register}"
            )
        if entries[0].bit_hi - entries[0].bit_lo == 63:
            register -= register % 2  # either half of a pair names the pair
        found = self.core.matrix_entry(self.name, matrix, register, lane, **self.mods)
        if self.fmt == "json":
            return self.emit([], [self.entry_json(matrix, e) for e in found])
        pairs = [(_reg_text(e), self.entry_name(matrix, e)) for e in found]
        if self.fmt == "csv":
            return self.emit([_csv([["register", "entry"]] + [list(p) for p in pairs])], None)
        if not pairs:
            return self.emit([f"v{register}{{{lane}}} holds no entry of {matrix}"], None)
        return self.emit([f"{r} = {n}" for r, n in pairs], None)


def mfma(args) -> int:
    """`cdna-isa mfma`: list the matrix instructions, or print one's layouts as asked; raises
    MatrixError for a request it cannot answer."""
    from .runtime.matrix import MatrixError

    if args.list:
        isa = arch(args.arch)
        names = sorted(isa.mfma.names(), key=lambda n: (isa.instructions[n.upper()].opcode, n))
        if args.json:
            print(json.dumps(names, indent=2))
        elif args.csv or args.markdown:
            print("\n".join(("- " if args.markdown else "") + n for n in names))
        else:
            print(f"Available instructions in the {isa.name.upper()} architecture:")
            print("\n".join(f"    {n}" for n in names))
        return 0
    q = _Query(args)
    if args.detail:
        return q.detail()
    if args.register_layout:
        return q.register_layout(args.register_layout)
    if args.matrix_layout:
        return q.matrix_layout(args.matrix_layout)
    if args.get_register:
        return q.get_register(*args.get_register)
    given = args.matrix_entry
    if len(given) == 3:
        return q.matrix_entry(*given)
    if len(given) != 2:
        raise MatrixError("--matrix-entry takes [MATRIX] REG LANE")
    matrices = ["A", "B", "D"] + (["K"] if q.shape.sparse else [])
    shown = 0
    for matrix in matrices:  # every operand that uses the register
        try:
            q.matrix_entry(matrix, *given)
            shown += 1
        except MatrixError:
            continue
    if not shown:
        raise MatrixError(f"{given[0]} lane {given[1]}: no operand of {q.name} uses that register")
    return 0
