"""The matrix core: where each MFMA keeps its matrix entries, and what it computes.

Layouts follow the rules of the CDNA4 guide 7.1.4 (which also reproduce the MI200 layouts):
with K_L = K / (64 / (M * blocks)) values of K per lane,

    A[b][i][k] is item k % K_L of lane i + M * (b + blocks * (k / K_L))
    B[b][k][j] is item k % K_L of lane j + N * (b + blocks * (k / K_L))
    C/D[b][i][j] is item (i % H) + H * (i / (H * M_I) + G * (b / B_I))
                 of lane j + N * ((i / H) % M_I + M_I * (b % B_I))

with group height H = 4 (1 for f64), B_I = ceil(64 / (N * M / H)), M_I = (64 / B_I) / N and
G = M / (H * M_I). Items are packed little-endian into 32-bit registers (two registers per
64-bit item). For f64 results with several blocks, lanes run over blocks before rows (errata
mfma-f64-multiblock-output). CBSZ/ABID broadcast one A block to 2^CBSZ blocks; BLGP picks B's
lanes from a lane pattern, or (f64 on gfx950, flag mfma_neg) negates A, B and C.

Numerics: each instruction's `accumulate`, `denormals` and `clamp` rules (spec/README.md
"Matrix numerics"): `exact` sums the products and C exactly and rounds once (f64 sums proved
exact by a bound, else exact rationals), `fma` is one fused multiply-add per k, `dot2`/`dot4`
MI200's f32 dot products; i8 sums are exact and wrap (or saturate) to 32 bits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from typing import NamedTuple

import ml_dtypes
import numpy as np

ELEMENT_BITS = {
    "f32": 32, "f16": 16, "bf16": 16, "i8": 8, "f64": 64, "fp8": 8, "bf8": 8, "i32": 32,
    "fp6": 6, "bf6": 6, "fp4": 4, "xf32": 32, "fp8_fnuz": 8, "bf8_fnuz": 8,
}  # fmt: skip
# gfx950 F8F6F4 MFMAs: CBSZ picks A's format and BLGP B's (CDNA4 7.1.5)
F8F6F4_FORMATS = {0: "fp8", 1: "bf8", 2: "fp6", 3: "bf6", 4: "fp4"}
ELEMENT_DTYPES = {
    "f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "i8": np.int8,
    "f64": np.float64, "fp8": ml_dtypes.float8_e4m3fn, "bf8": ml_dtypes.float8_e5m2,
    "i32": np.int32, "fp6": ml_dtypes.float6_e2m3fn, "bf6": ml_dtypes.float6_e3m2fn,
    "fp4": ml_dtypes.float4_e2m1fn, "xf32": np.float32,
    "fp8_fnuz": ml_dtypes.float8_e4m3fnuz, "bf8_fnuz": ml_dtypes.float8_e5m2fnuz,
}  # fmt: skip
TYPE_NAMES = {
    "f32": "FP32 (IEEE binary32)", "f16": "FP16 (IEEE binary16)", "bf16": "BF16 (bfloat16)",
    "i8": "INT8 (signed)", "f64": "FP64 (IEEE binary64)", "fp8": "FP8 (OCP E4M3)",
    "bf8": "BF8 (OCP E5M2)", "i32": "INT32 (signed)", "fp6": "FP6 (OCP E2M3)",
    "bf6": "BF6 (OCP E3M2)", "fp4": "FP4 (OCP E2M1)",
    "f8f6f4": "FP8, BF8, FP6, BF6 or FP4, chosen by CBSZ (A) / BLGP (B)",
    "xf32": "XF32 (FP32 storage, mantissa cut to 10 bits before multiplying)",
    "fp8_fnuz": "FP8 (MI300 E4M3: bias 8, NaN 0x80, no Inf or -0)",
    "bf8_fnuz": "BF8 (MI300 E5M2: bias 16, NaN 0x80, no Inf or -0)",
}  # fmt: skip
SIMDS_PER_CU = 4
# the numeric rules in words (spec/README.md "Matrix numerics"), for detail() and the docs
NUMERIC_RULES = {
    "denormals": {
        "keep": "denormals kept",
        "flush": "denormals of A, B, C and every (partial) result flushed",
        "mode": "A and B denormals by MODE.FP_DENORM's f32 input bit, results by its output bit; C kept",
        "mode_ab": "A and B denormals by MODE.FP_DENORM's f32 input bit; C and results kept",
    },
    "accumulate": {
        "exact": "C plus the exact sum of the products, rounded once (nearest even)",
        "fma": "C, then one fused multiply-add per k in k order, each rounded (nearest even)",
        "dot2": "K in pairs: products and their sum rounded to f32, added to the f32 accumulator",
        "dot4": "K in fours: products and a tree of pairwise sums rounded to f32, added to the f32 accumulator",
    },
    "clamp": {
        "none": "overflow gives infinity (f32) or drops the carries (i32)",
        "mode": "MODE.FP16_OVFL saturates an overflowing f32 or i32 result",
    },
}
MATRICES = ("A", "B", "C", "D")  # and K: the sparsity indices of an SMFMAC


class MatrixError(Exception):
    """A bad layout query: unknown instruction or matrix, or a modifier out of range."""


class Entry(NamedTuple):
    """Where one matrix entry lives: register offset from the operand's first register, lane,
    and bit range within the register (a 64-bit entry spans `register` and the next one)."""

    block: int
    row: int
    col: int
    register: int
    lane: int
    bit_lo: int
    bit_hi: int


# B-matrix lane group patterns: the lane each lane's B data is read from
BLGP_SOURCES = {
    0: lambda lane: lane,
    1: lambda lane: lane % 32,  # lanes 0-31 also feed 32-63
    2: lambda lane: lane % 32 + 32,  # lanes 32-63 also feed 0-31
    3: lambda lane: (lane + 16) % 64,  # rotated down by 16 lanes
    4: lambda lane: lane % 16,  # lanes 0-15 feed every group of 16
    5: lambda lane: lane % 16 + 16,
    6: lambda lane: lane % 16 + 32,
    7: lambda lane: lane % 16 + 48,
}


@dataclass(frozen=True)
class Shape:
    """One matrix instruction's geometry and types."""

    name: str
    m: int
    n: int
    k: int
    blocks: int
    a: str
    b: str
    c: str
    cycles: int
    sparse: bool
    neg_by_blgp: bool  # gfx950 f64: the BLGP bits negate A, B, C
    takes_blgp: bool
    takes_cbsz: bool
    # the numeric rules (spec/README.md "Matrix numerics")
    denormals: str = "keep"  # keep, flush, mode (A, B and D by MODE), mode_ab (A and B)
    accumulate: str = "exact"  # exact (one rounding), fma (one per k), dot2 / dot4 (MI200)
    clamp: str = "none"  # none, or mode (MODE.FP16_OVFL saturates results)

    @property
    def formats_by_modifiers(self) -> bool:
        return self.a == "f8f6f4"

    def resolved(self, cbsz: int, blgp: int) -> Shape:
        """For F8F6F4 instructions: the shape with A's and B's formats chosen by CBSZ/BLGP
        (which then select formats, not broadcasts or lane patterns)."""
        if not self.formats_by_modifiers:
            return self
        for field, value in (("cbsz", cbsz), ("blgp", blgp)):
            if value not in F8F6F4_FORMATS:
                raise MatrixError(
                    f"{self.name}: {field} {value} names no format (0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)"
                )
        return replace(
            self, a=F8F6F4_FORMATS[cbsz], b=F8F6F4_FORMATS[blgp], takes_blgp=False, takes_cbsz=False
        )

    # -- sizes
    @property
    def stored_k(self) -> int:
        """K values stored for A: half of them for 2:4-sparse A."""
        return self.k // 2 if self.sparse else self.k

    def k_per_lane(self, matrix: str) -> int:
        rows = self.m if matrix == "A" else self.n
        k = self.stored_k if matrix == "A" else self.k
        return k // (64 // (rows * self.blocks))

    def registers(self, matrix: str) -> int:
        if matrix in ("A", "B"):
            kind = self.a if matrix == "A" else self.b
            bits = 8 if kind == "f8f6f4" else ELEMENT_BITS[kind]  # widest format
            return max(1, self.k_per_lane(matrix) * bits // 32)
        return self.m * self.n * self.blocks * ELEMENT_BITS[self.c] // (64 * 32)

    @property
    def index_set_bits(self) -> int:
        """SMFMAC: bits of sparsity indices per lane (2 per stored A element), one set."""
        return 2 * self.k_per_lane("A")

    def index_set(self, cbsz: int, abid: int) -> int:
        """Which set of indices in the index VGPR: ABID picks it when CBSZ is 0 (CDNA4 7.5)."""
        sets = 32 // self.index_set_bits
        return 0 if cbsz else abid % sets

    @property
    def flops(self) -> int:
        return 2 * self.m * self.n * self.k * self.blocks

    # -- output constants (CDNA4 7.1.4.2)
    @property
    def group_height(self) -> int:
        return 1 if self.c == "f64" else 4

    @property
    def blocks_per_item(self) -> int:
        return math.ceil(64 / (self.n * self.m / self.group_height))

    @property
    def rows_per_item(self) -> int:
        return (64 // self.blocks_per_item) // self.n

    @property
    def row_groups(self) -> int:
        return self.m // (self.group_height * self.rows_per_item)

    # -- positions: (item, lane)
    def k_halves(self, matrix: str) -> int:
        """SMFMACs whose B takes 8 registers keep B's K in two halves: registers 0-3 hold the
        first half laid out as usual, 4-7 the second (CDNA4 7.5.1.3); their sparse A keeps a
        lane's stored elements contiguous along K (errata smfmac-doubled-k-a-layout)."""
        return 2 if matrix == "B" and self.sparse and self.registers("B") == 8 else 1

    def input_position(self, matrix: str, block: int, row_or_col: int, k: int) -> tuple[int, int]:
        rows = self.m if matrix == "A" else self.n
        halves = self.k_halves(matrix)
        kl = self.k_per_lane(matrix) // halves
        span = (self.stored_k if matrix == "A" else self.k) // halves
        half, k = divmod(k, span)
        return half * kl + k % kl, row_or_col + rows * (block + self.blocks * (k // kl))

    def output_position(self, block: int, i: int, j: int) -> tuple[int, int]:
        h, bi, mi, g = self.group_height, self.blocks_per_item, self.rows_per_item, self.row_groups
        item = (i % h) + h * (i // (h * mi) + g * (block // bi))
        if self.c == "f64":  # f64: blocks before rows within a register (errata)
            lane = j + self.n * (block % bi + bi * ((i // h) % mi))
        else:
            lane = j + self.n * ((i // h) % mi + mi * (block % bi))
        return item, lane

    def item_bits(self, matrix: str, item: int) -> tuple[int, int, int]:
        """(register, bit_lo, bit_hi) of an item of `matrix`."""
        kind = {"A": self.a, "B": self.b}.get(matrix, self.c)
        bits = ELEMENT_BITS[kind]
        if bits >= 32:
            return item * (bits // 32), 0, bits - 1
        # densely packed (6-bit items may cross into the next register: bit_hi > 31)
        return item * bits // 32, item * bits % 32, item * bits % 32 + bits - 1


def shape_of(isa, name: str) -> Shape:
    key = name.upper()
    ins = isa.instructions.get(key)
    if ins is None:  # the other arch's spelling: the spec's own name (gfx90a's) is the key
        ins = next(
            (
                isa.instructions[n]
                for n, k in isa.tables.keys.items()
                if k == key and n in isa.instructions
            ),
            None,
        )
    if ins is None and isa.name == "cdna2":  # a gfx950 name: look for the cdna2 key it renames
        from importlib import import_module

        other = import_module(__name__.rsplit(".", 2)[0] + ".cdna4").ISA
        if key in other.instructions:
            ins = isa.instructions.get(other.tables.keys.get(key, key))
    if ins is None or not ins.matrix:
        raise MatrixError(f"{name}: not a matrix instruction of {isa.name}")
    mx = ins.matrix
    mods = {m["name"] for f in isa.forms if f.instr.name == ins.name for m in f.modifiers}
    return Shape(
        ins.mnemonic, mx["m"], mx["n"], mx["k"], mx["blocks"], mx["a"], mx["b"], mx["c"],
        mx["cycles"], mx["sparse"], "mfma_neg" in ins.flags,
        # MI200 (and AMD's calculator): BLGP is not allowed on the f64 MFMAs (errata)
        "blgp" in mods and "mfma_neg" not in ins.flags and mx["c"] != "f64", "cbsz" in mods,
        mx.get("denormals", "keep"), mx.get("accumulate", "exact"), mx.get("clamp", "none"),
    )  # fmt: skip


def _check_modifiers(shape: Shape, cbsz: int, abid: int, blgp: int) -> None:
    limit = int(math.log2(shape.blocks)) if shape.blocks > 1 else 0
    if not shape.sparse and not 0 <= cbsz <= limit:
        raise MatrixError(f"{shape.name}: cbsz must be 0..{limit} ({shape.blocks} block(s))")
    if not shape.sparse and not 0 <= abid < 1 << cbsz and abid:
        raise MatrixError(f"{shape.name}: abid must be 0..{(1 << cbsz) - 1} with cbsz {cbsz}")
    if not 0 <= blgp <= 7:
        raise MatrixError(f"{shape.name}: blgp must be 0..7")
    if blgp and not (shape.takes_blgp or shape.neg_by_blgp):
        raise MatrixError(f"{shape.name}: BLGP is not allowed on this instruction")


def broadcast_block(block: int, cbsz: int, abid: int) -> int:
    """The A block that block `block` reads under CBSZ/ABID."""
    return block & ~((1 << cbsz) - 1) | abid


@cache
def _entries(shape: Shape, matrix: str, cbsz: int, abid: int, blgp: int) -> tuple[Entry, ...]:
    out = []
    if matrix == "A":
        for b in range(shape.blocks):
            src = b if shape.sparse else broadcast_block(b, cbsz, abid)
            for i in range(shape.m):
                for k in range(shape.stored_k):
                    item, lane = shape.input_position("A", src, i, k)
                    out.append(Entry(b, i, k, *_place(shape, "A", item, lane)))
    elif matrix == "B":
        pattern = BLGP_SOURCES[blgp if shape.takes_blgp else 0]
        for b in range(shape.blocks):
            for k in range(shape.k):
                for j in range(shape.n):
                    item, lane = shape.input_position("B", b, j, k)
                    reg, lo, hi = shape.item_bits("B", item)
                    out.append(Entry(b, k, j, reg, pattern(lane), lo, hi))
    elif matrix == "K":
        if not shape.sparse:
            raise MatrixError(f"{shape.name}: only sparse (SMFMAC) instructions have a K matrix")
        # K[i][k] (dense k, as AMD's calculator shows it): the 4 index bits of k's group of
        # four, i.e. the 2-bit indices of the group's two stored A elements
        base = shape.index_set(cbsz, abid) * shape.index_set_bits
        for b in range(shape.blocks):
            for i in range(shape.m):
                for k in range(shape.k):
                    item, lane = shape.input_position("A", b, i, 2 * (k // 4))
                    lo = base + 2 * item
                    out.append(Entry(b, i, k, 0, lane, lo, lo + 3))
    elif matrix in ("C", "D"):
        for b in range(shape.blocks):
            for i in range(shape.m):
                for j in range(shape.n):
                    item, lane = shape.output_position(b, i, j)
                    out.append(Entry(b, i, j, *_place(shape, "C", item, lane)))
    else:
        raise MatrixError(f"unknown matrix '{matrix}' (A, B, C, D, or K for sparse instructions)")
    return tuple(out)


def _place(shape: Shape, matrix: str, item: int, lane: int) -> tuple[int, int, int, int]:
    reg, lo, hi = shape.item_bits(matrix, item)
    return reg, lane, lo, hi


class MatrixCore:
    """Layout queries and execution for one architecture (`cdna_isa.cdna4.mfma`)."""

    def __init__(self, isa):
        self.isa = isa
        self._shapes: dict[str, Shape] = {}  # shape_of scans every form: once per name

    def names(self) -> list[str]:
        return sorted(i.mnemonic for i in self.isa.instructions.values() if i.matrix)

    def shape(self, name: str) -> Shape:
        shape = self._shapes.get(name)
        if shape is None:
            shape = self._shapes[name] = shape_of(self.isa, name)
        return shape

    def layout(
        self, name: str, matrix: str, cbsz: int = 0, abid: int = 0, blgp: int = 0
    ) -> list[Entry]:
        """One record per entry of `matrix` (A, B, C or D): (block, row, col, register,
        lane, bit_lo, bit_hi); register counts from the operand's first register."""
        shape = self.shape(name)
        if shape.formats_by_modifiers:
            shape, cbsz, abid, blgp = shape.resolved(cbsz, blgp), 0, 0, 0
        _check_modifiers(shape, cbsz, abid, blgp)
        return list(_entries(shape, matrix.upper(), cbsz, abid, blgp))

    def get_register(
        self, name: str, matrix: str, row: int, col: int, block: int = 0, **mods
    ) -> Entry:
        shape = self.shape(name)
        for e in self.layout(name, matrix, **mods):
            if (e.block, e.row, e.col) == (block, row, col):
                return e
        raise MatrixError(
            f"{shape.name}: {matrix}[{row}][{col}] block {block} is outside the"
            f" {shape.blocks}-block {self._dims(shape, matrix)} matrix"
        )

    def matrix_entry(self, name: str, matrix: str, register: int, lane: int, **mods) -> list[Entry]:
        """Every entry held by `register` (offset) in `lane` (several for packed types)."""
        found = [
            e for e in self.layout(name, matrix, **mods) if (e.register, e.lane) == (register, lane)
        ]
        return sorted(found, key=lambda e: e.bit_lo)

    @staticmethod
    def _dims(shape: Shape, matrix: str) -> str:
        return {"A": f"{shape.m}x{shape.stored_k}", "B": f"{shape.k}x{shape.n}"}.get(
            matrix, f"{shape.m}x{shape.n}"
        )

    def negated(self, name: str, matrix: str, blgp: int) -> bool:
        """gfx950 f64 MFMAs: BLGP bit 0/1/2 negates A/B/C (D is C's result)."""
        shape = self.shape(name)
        return (
            shape.neg_by_blgp and bool(blgp >> "ABC".index(matrix) & 1)
            if matrix in "ABC"
            else False
        )

    def detail(self, name: str, cbsz: int = 0, blgp: int = 0) -> dict:
        """Shape, cycles, FLOPs, registers, types; for F8F6F4 MFMAs with the formats that
        CBSZ/BLGP choose."""
        shape = self.shape(name)
        if shape.formats_by_modifiers:
            shape = shape.resolved(cbsz, blgp)
        ins = self.isa.instructions[shape.name.upper()]
        return {
            "instruction": ins.mnemonic,
            "arch": self.isa.name,
            "opcode": ins.opcode,
            "m": shape.m,
            "n": shape.n,
            "k": shape.k,
            "blocks": shape.blocks,
            "types": {"A": shape.a, "B": shape.b, "C": shape.c, "D": shape.c},
            "cycles": shape.cycles,
            "passes": shape.cycles // 4,
            "flops": shape.flops,
            "flops_per_cu_per_cycle": shape.flops * SIMDS_PER_CU // shape.cycles,
            "registers": {m: shape.registers(m) for m in MATRICES},
            # register tuples start at an even register (CDNA4 7.1.2; MI200 7.1): 8 bytes
            "alignment_bytes": 8,
            "sparse": shape.sparse,
            "modifiers": {
                "cbsz_abid": shape.takes_cbsz,
                "blgp": shape.takes_blgp,
                "neg_via_blgp": shape.neg_by_blgp,
            },
            "fields": {"A": "SRC0", "B": "SRC1", "C": "SRC2", "D": "VDST"},
            "numerics": {
                "denormals": shape.denormals, "accumulate": shape.accumulate, "clamp": shape.clamp,
            },  # fmt: skip
        }

    # execution ---------------------------------------------------------------------
    def execute_scaled(
        self, name: str, a, b, c, cbsz, blgp, scale_a, scale_b, byte_a, byte_b, mode=None
    ):
        """V_MFMA_SCALE_*: D image from A, B, C images and the two scale VGPR images."""
        shape = self.shape(name)
        return _by_waves(
            lambda a, b, c, scale_a, scale_b, mode: run_scaled(
                shape, a, b, c, cbsz, blgp, scale_a, scale_b, byte_a, byte_b, mode
            ),
            a, b, c, scale_a, scale_b, mode,
        )  # fmt: skip

    def execute(
        self, name: str, a, b, c, cbsz: int = 0, abid: int = 0, blgp: int = 0, index=None, mode=None
    ):
        """D for register images a [waves, 64, regs], b, c (u32); returns [waves, 64, regs].
        Sparse instructions: c is D's current image and index the index VGPR's."""
        shape = self.shape(name)
        if shape.formats_by_modifiers:
            shape, cbsz, abid, blgp = shape.resolved(cbsz, blgp), 0, 0, 0
        return _by_waves(
            lambda a, b, c, index, mode: run(shape, a, b, c, cbsz, abid, blgp, index, mode),
            a, b, c, index, mode,
        )  # fmt: skip


# waves an MFMA computes at once: its f64 temporaries ([waves, M, K] and more) then stay near
# the caches. At 4,096 waves, 128 at once against all at once: mfma_loop.cl 1.9x faster, the
# scaled fp8 MFMA 1.7x, 32x32x16 f16 1.6x, 16x16x64 i8 1.8x, 16x16x4 f64 1.4x (64: within 10%).
WAVES_AT_ONCE = 128


def _by_waves(run_one, *per_wave):
    """run_one over WAVES_AT_ONCE waves at a time (axis 0 of every array of `per_wave`;
    None stays None), the register images it returns joined."""
    waves = per_wave[0].shape[0]
    if waves <= WAVES_AT_ONCE:
        return run_one(*per_wave)
    parts = [
        run_one(*(None if x is None else x[first : first + WAVES_AT_ONCE] for x in per_wave))
        for first in range(0, waves, WAVES_AT_ONCE)
    ]
    return np.concatenate(parts)


@cache
def _gather_plan(shape: Shape, matrix: str, cbsz: int, abid: int, blgp: int):
    """(lanes, elements): where to read `matrix` as [blocks, rows, cols] from its register
    image viewed as an array of elements ([waves, 64, registers * 32 / bits])."""
    entries = _entries(shape, matrix, cbsz, abid, blgp)
    dims = {
        "A": (shape.blocks, shape.m, shape.stored_k),
        "B": (shape.blocks, shape.k, shape.n),
    }.get(matrix, (shape.blocks, shape.m, shape.n))
    bits = ELEMENT_BITS[{"A": shape.a, "B": shape.b}.get(matrix, shape.c)]
    lane = np.array([e.lane for e in entries], np.int64).reshape(dims)
    if bits not in (8, 16, 32, 64):  # packed across registers: the item's first bit
        return lane, np.array([e.register * 32 + e.bit_lo for e in entries], np.int64).reshape(dims)
    if bits == 64:
        element = np.array([e.register // 2 for e in entries], np.int64)
    else:
        element = np.array(
            [e.register * (32 // bits) + e.bit_lo // bits for e in entries], np.int64
        )
    return lane, element.reshape(dims)


@cache
def _scatter_plan(shape: Shape) -> np.ndarray:
    """For each (lane, element) of D's image, the flat index of the D entry it holds."""
    lane, element = _gather_plan(shape, "D", 0, 0, 0)
    per_lane = shape.registers("D") // (2 if shape.c == "f64" else 1)
    index = np.zeros((64, per_lane), np.int64)
    index[lane.reshape(-1), element.reshape(-1)] = np.arange(lane.size)
    return index


@cache
def _values_of_codes(kind: str) -> np.ndarray:
    """The f64 value of each code of a format of 8 bits or fewer, by code: widening by
    indexing this is several times faster than ml_dtypes' conversion of the elements."""
    codes = np.arange(1 << ELEMENT_BITS[kind], dtype=np.uint8)
    return codes.view(ELEMENT_DTYPES[kind]).astype(np.float64)


def _read(shape: Shape, matrix: str, regs: np.ndarray, plan) -> np.ndarray:
    """Element values [waves, blocks, rows, cols] (float64 or int64)."""
    kind = {"A": shape.a, "B": shape.b}.get(matrix, shape.c)
    lane, element = plan
    bits = ELEMENT_BITS[kind]
    if bits not in (8, 16, 32, 64):  # 4/6-bit items: two registers as 64 bits, then shift
        padded = np.concatenate([np.asarray(regs, np.uint32), np.zeros_like(regs[..., :1])], -1)
        words = element // 32
        pair = padded[:, lane, words].astype(np.uint64) | padded[:, lane, words + 1].astype(
            np.uint64
        ) << np.uint64(32)
        raw = (pair >> (element % 32).astype(np.uint64)) & np.uint64((1 << bits) - 1)
        return _values_of_codes(kind)[raw.astype(np.uint8)]
    elements = np.ascontiguousarray(regs, np.uint32).view(ELEMENT_DTYPES[kind])
    waves, per_lane = elements.shape[0], elements.shape[2]
    # one flat gather per wave keeps the result contiguous (fast matmul and adds)
    values = elements.reshape(waves, -1)[:, lane * per_lane + element]
    if kind in ("i8", "i32"):
        return values.astype(np.int64)
    if kind == "f64":
        return values
    if kind == "xf32":
        return _xf32(values)
    if kind == "f32":
        return values
    if bits == 8:  # fp8, bf8 (either flavour)
        return _values_of_codes(kind)[values.view(np.uint8)]
    with np.errstate(invalid="ignore"):  # a signalling NaN widens to a NaN: no error
        return values.astype(np.float64)  # f16, bf16: exact, and faster than through f32 now


@cache
def _index_plan(shape: Shape, cbsz: int, abid: int):
    """Lane and bit of each stored A element's 2-bit index in the index VGPR."""
    base = shape.index_set(cbsz, abid) * shape.index_set_bits
    positions = [
        shape.input_position("A", b, i, k)
        for b in range(shape.blocks)
        for i in range(shape.m)
        for k in range(shape.stored_k)
    ]
    dims = (shape.blocks, shape.m, shape.stored_k)
    lane = np.array([lane for _, lane in positions], np.int64).reshape(dims)
    return lane, np.array([base + 2 * item for item, _ in positions], np.uint32).reshape(dims)


def _expand_sparse(shape: Shape, av: np.ndarray, index: np.ndarray, cbsz: int, abid: int):
    """Dense A [waves, blocks, M, K] from the stored half: stored element k' of a row lands
    at k = 4 * (k' // 2) + its 2-bit index (CDNA4 7.5.1: two of every four K values). The
    first of each pair is placed first, so where a pair names one position twice (which 7.5
    forbids) the second wins (errata smfmac-index-pairs)."""
    lane, shift = _index_plan(shape, cbsz, abid)
    words = index[:, :, 0][:, lane]  # [waves, blocks, M, stored K]
    idx = (words >> shift) & np.uint32(3)
    dense_k = 4 * (np.arange(shape.stored_k) // 2) + idx.astype(np.int64)
    dense = np.zeros(av.shape[:-1] + (shape.k,), av.dtype)
    for first in (0, 1):
        np.put_along_axis(dense, dense_k[..., first::2], av[..., first::2], axis=-1)
    return dense


SCALE_BLOCK = 32  # K values sharing one E8M0 scale (CDNA4 7.2)


def _scales(shape: Shape, image, byte: int, rows: int) -> np.ndarray:
    """E8M0 scale exponents [waves, 1, rows, K/32] (unbiased; NaN for 0xFF) from a scale
    VGPR image [waves, 64]: lane r + rows * (k / 32) holds row r's scale of that K block,
    in the byte OP_SEL_HI:OP_SEL selects (CDNA4 7.2.1)."""
    kblocks = shape.k // SCALE_BLOCK
    lane = np.arange(rows)[:, None] + rows * np.arange(kblocks)[None, :]
    e = (np.asarray(image, np.uint32)[:, lane] >> np.uint32(8 * byte)) & np.uint32(0xFF)
    unbiased = e.astype(np.float64) - 127.0
    return np.where(e == 0xFF, np.nan, unbiased)[:, None]


def run_scaled(
    shape: Shape, a, b, c, cbsz: int, blgp: int, scale_a, scale_b, byte_a: int, byte_b: int,
    mode=None,
):  # fmt: skip
    """V_MFMA_SCALE_*: each 32-long K block's dot product is multiplied by 2^(scale_a of its
    row + scale_b of its column); the blocks and C are summed exactly and rounded once."""
    shape = shape.resolved(cbsz, blgp)
    av = _read(shape, "A", a, _gather_plan(shape, "A", 0, 0, 0))
    bv = _read(shape, "B", b, _gather_plan(shape, "B", 0, 0, 0))
    cv = _read(shape, "C", c, _gather_plan(shape, "C", 0, 0, 0))
    sa = _scales(shape, scale_a, byte_a, shape.m)  # [w, 1, M, kb]
    sb = _scales(shape, scale_b, byte_b, shape.n)  # [w, 1, N, kb]
    # [w, 1, kb, M, N]: the factor of each K block's partial product
    factor = np.exp2(np.moveaxis(sa, 3, 2)[..., :, None] + np.moveaxis(sb, 3, 2)[..., None, :])
    rules = _Rules.of(shape, av.shape[0], mode)
    return _scatter(shape, _f32_bits(_exact_sum(shape, av, bv, cv, factor), rules))


SMALLEST_NORMAL = {"f16": 2.0**-14, "bf16": 2.0**-126, "f32": 2.0**-126}
F32_MAX = float(np.finfo(np.float32).max)
I32_MIN, I32_MAX = -(2**31), 2**31 - 1
QUIET_NAN_BITS = {"f32": np.uint32(0x7FC00000), "f64": np.uint64(0x7FF8000000000000)}
MODE_FP16_OVFL = 23  # the MODE bit that makes matrix results saturate (CDNA4 7.1.2)


@dataclass(frozen=True)
class _Rules:
    """Per wave: which denormals flush (A and B, C, results including partial ones) and whether
    results saturate, from the instruction's rules and each wave's MODE (None: MODE unknown,
    nothing flushes or saturates but the `flush` rule's)."""

    flush_ab: np.ndarray
    flush_c: np.ndarray
    flush_d: np.ndarray
    clamp: np.ndarray

    @classmethod
    def of(cls, shape: Shape, waves: int, mode) -> _Rules:
        from .vops import denormals_kept  # here: the docs load this file on its own

        rule = shape.denormals
        always = np.full(waves, rule == "flush")
        if mode is None:
            never = np.zeros(waves, bool)
            return cls(always, always, always, never)
        m = np.broadcast_to(np.asarray(mode, np.uint32), (waves,))
        by_mode = rule in ("mode", "mode_ab")
        flush_in = always | (by_mode & ~denormals_kept(m, "f32", False))
        flush_out = always | (rule == "mode") & ~denormals_kept(m, "f32", True)
        ovfl = (m >> np.uint32(MODE_FP16_OVFL) & np.uint32(1)).astype(bool)
        return cls(flush_in, always, flush_out, (shape.clamp == "mode") & ovfl)


def _flush(values: np.ndarray, smallest: float, waves: np.ndarray) -> np.ndarray:
    """Denormals (|x| below the smallest normal) of the flagged waves become signed zeros;
    `values` itself when there is none (the usual case: one comparison, no copies)."""
    if not waves.any():
        return values
    tiny = np.abs(values) < smallest
    if not waves.all():
        tiny &= waves.reshape(-1, *([1] * (values.ndim - 1)))
    if not tiny.any():
        return values
    return np.where(tiny, np.copysign(0.0, values), values).astype(values.dtype)


def _saturate(new: np.ndarray, waves: np.ndarray, *operands: np.ndarray) -> np.ndarray:
    """MODE.FP16_OVFL on the flagged waves: an f32 result that overflowed from finite operands
    becomes +-MAX; infinities coming from infinite operands stay (MODE's "true INF")."""
    if not waves.any():
        return new
    over = waves.reshape(-1, *([1] * (new.ndim - 1))) & np.isinf(new)
    for operand in operands:
        over = over & np.isfinite(operand)
    return np.where(over, np.copysign(F32_MAX, new), new).astype(new.dtype)


def _partial_result(x: np.ndarray, rules: _Rules, *operands: np.ndarray) -> np.ndarray:
    """A rounded f32 (partial) result as a result is treated: saturated, denormals flushed."""
    x = _saturate(x, rules.clamp, *operands)
    return _flush(x, SMALLEST_NORMAL["f32"], rules.flush_d)


# xf32 (gfx942): the low 13 of an f32's 23 mantissa bits are dropped before multiplying; a NaN
# stays NaN (whatever payload bits are dropped); errata mfma-xf32-rounding
XF32_MASK = np.uint32(0xFFFFE000)


def _xf32(values: np.ndarray) -> np.ndarray:
    """f32 elements truncated toward zero to 10 mantissa bits, as f64."""
    f32 = np.ascontiguousarray(values, np.float32)
    cut = (f32.view(np.uint32) & XF32_MASK).view(np.float32)
    return np.where(np.isnan(f32), f32, cut).astype(np.float64)


def run(
    shape: Shape, a, b, c, cbsz: int = 0, abid: int = 0, blgp: int = 0, index=None, mode=None
) -> np.ndarray:
    """D's register image; for SMFMAC, `c` is D's current contents and `index` the image of
    the sparsity-index VGPR. `mode`: each wave's MODE register (denormals, FP16_OVFL)."""
    pattern = blgp if shape.takes_blgp else 0  # f64 on cdna2: BLGP disallowed, no pattern
    if not shape.sparse:
        _check_modifiers(shape, cbsz, abid, pattern)
    av = _read(shape, "A", a, _gather_plan(shape, "A", 0 if shape.sparse else cbsz, abid, 0))
    if shape.sparse:
        av = _expand_sparse(shape, av, np.asarray(index, np.uint32), cbsz, abid)
    bv = _read(shape, "B", b, _gather_plan(shape, "B", 0, 0, pattern))
    cv = _read(shape, "C", c, _gather_plan(shape, "C", 0, 0, 0))
    if shape.neg_by_blgp:
        av, bv, cv = (-x if blgp >> i & 1 else x for i, x in enumerate((av, bv, cv)))
    rules = _Rules.of(shape, av.shape[0], mode)
    if shape.c == "i32":
        # i8 operands: |a b| <= 2^14 and K <= 128, so every partial sum is below 2^21 and the
        # f64 matmul is exact in any order (4-7x faster than numpy's int64 matmul, no BLAS)
        d = (av.astype(np.float64) @ bv.astype(np.float64)).astype(np.int64) + cv
        if rules.clamp.any():
            w = rules.clamp.reshape(-1, 1, 1, 1)
            d = np.where(w, np.clip(d, I32_MIN, I32_MAX), d)
        return _scatter(shape, (d & 0xFFFFFFFF).astype(np.uint32))
    if shape.a in SMALLEST_NORMAL:
        av = _flush(av, SMALLEST_NORMAL[shape.a], rules.flush_ab)
        bv = _flush(bv, SMALLEST_NORMAL[shape.b], rules.flush_ab)
    if shape.c == "f32":
        cv = _flush(cv, SMALLEST_NORMAL["f32"], rules.flush_c)
    if shape.accumulate == "fma":
        d = _fma_steps(shape, av, bv, cv, rules)
        if shape.c == "f64":
            return _scatter(shape, _canonical_nans(d, "f64"))
        return _scatter(shape, _canonical_nans(d, "f32").view(np.uint32))
    if shape.accumulate in ("dot2", "dot4"):
        d = _dot_steps(av, bv, cv, 2 if shape.accumulate == "dot2" else 4, rules)
        return _scatter(shape, _canonical_nans(d, "f32").view(np.uint32))
    return _scatter(shape, _f32_bits(_exact_sum(shape, av, bv, cv), rules))


def _canonical_nans(values: np.ndarray, ty: str) -> np.ndarray:
    """Every NaN result as the positive quiet NaN with no payload (errata mfma-nan)."""
    if not np.isnan(values).any():
        return values
    bits = values.view(np.uint32 if ty == "f32" else np.uint64)
    return np.where(np.isnan(values), QUIET_NAN_BITS[ty], bits).view(values.dtype)


def _f32_bits(exact: np.ndarray, rules: _Rules) -> np.ndarray:
    """D's f32 bits from values whose f64 rounds to the right f32 (exact, or rounded to odd)."""
    with np.errstate(over="ignore"):
        d = exact.astype(np.float32)
    return _canonical_nans(_partial_result(d, rules, exact), "f32").view(np.uint32)


def _fma_steps(shape: Shape, av, bv, cv, rules: _Rules) -> np.ndarray:
    """C, then one fused multiply-add per k in k order, each rounded to D's type (f32 or f64):
    partial results are kept in the C/D format (MI200 7.1). Each step's result saturates and
    flushes as a result would."""
    from .vops import fma, fma64

    d = cv
    with np.errstate(all="ignore"):
        for k in range(shape.k):
            ak, bk = av[..., :, k : k + 1], bv[..., k : k + 1, :]
            if shape.c == "f64":
                d = fma64(ak, bk, d)
            else:
                d = _partial_result(fma(ak, bk, d, "f32"), rules, ak, bk, d)
    return d


def _dot_steps(av, bv, cv, group: int, rules: _Rules) -> np.ndarray:
    """MI200's 2- and 4-way dot products: K in runs of `group`; each product and each sum of a
    pair (a tree over the run) rounded to f32, the run's sum added to the f32 accumulator,
    which starts as C; every one of these partial results flushes as a result would
    (errata mfma-accumulation-order)."""
    d = cv.astype(np.float32)
    with np.errstate(all="ignore"):
        for k0 in range(0, av.shape[-1], group):
            terms = []
            for k in range(k0, k0 + group):
                ak, bk = av[..., :, k : k + 1], bv[..., k : k + 1, :]
                # the product is exact in f64: one rounding to f32
                terms.append(_partial_result((ak * bk).astype(np.float32), rules, ak, bk))
            while len(terms) > 1:
                pairs = zip(terms[0::2], terms[1::2])
                terms = [_partial_result(x + y, rules, x, y) for x, y in pairs]
            d = _partial_result(d + terms[0], rules, d, terms[0])
    return d


# fraction bits and smallest exponent of each matrix element format: the spacing of the values
# near x is 2^(max(exponent(x), smallest) - fraction bits)
FORMAT_BITS = {
    "f32": (23, -126), "f16": (10, -14), "bf16": (7, -126), "fp8": (3, -6), "bf8": (2, -14),
    "fp6": (3, 0), "bf6": (2, -2), "fp4": (1, 0), "xf32": (10, -126),
    "fp8_fnuz": (3, -7), "bf8_fnuz": (2, -15),
}  # fmt: skip


def _spacing(x: np.ndarray, kind: str, axis: int | None = None) -> np.ndarray:
    """The largest power of two that divides every value of x along `axis` (of each value
    with None) as its format's spacing does (inf where all are 0); x holds the format's
    values as f64, none subnormal there. From the exponent bits: min commutes with the
    monotone map to the spacing, so it runs on small integers, and no frexp touches every
    element."""
    fraction, smallest = FORMAT_BITS[kind]
    biased = (x.view(np.uint64) >> np.uint64(52)).astype(np.uint16) & np.uint16(0x7FF)
    least = biased - np.uint16(1)  # a 0's biased exponent 0 wraps to the largest
    if axis is not None:
        least = least.min(axis)
    exponent = np.maximum(least.astype(np.int32) - 1022, smallest) - fraction
    with np.errstate(over="ignore"):  # all zeros: an exponent far past f64's, so inf
        return np.ldexp(1.0, exponent)


def _exact_sum(shape: Shape, av, bv, cv, factor=None) -> np.ndarray:
    """C + the sum of A's row times B's column (K blocks times their `factor`, [w, blocks, kb,
    M, N]), exactly, as f64 values that round to the right f32: the f64 sums themselves where
    a bound proves them exact (every partial sum is a multiple of a power of two g below
    2^53 g, so no order and no fused step of the matrix product rounds), where a term is NaN
    or infinite the terms' plain sum (NaN or that infinity, whatever the order), where the
    f64 sum's error bound reaches no f32 rounding boundary the f64 sum (it rounds to the f32
    the exact sum rounds to), elsewhere each element's exact rational sum rounded to odd
    (errata mfma-accumulation-order)."""
    w, nb, m, k = av.shape
    kb = 1 if factor is None else factor.shape[2]
    # [w, nb, kb, M, k'] and [w, nb, kb, k', N]; _read's values are f64 already (no copy)
    a5 = av.astype(np.float64, copy=False).reshape(w, nb, m, kb, k // kb).swapaxes(2, 3)
    b5 = bv.astype(np.float64, copy=False).reshape(w, nb, kb, k // kb, -1)
    c = cv.astype(np.float64)
    with np.errstate(all="ignore"):
        part, bound = a5 @ b5, np.abs(a5) @ np.abs(b5)
        step = _spacing(a5, shape.a, -1)[..., :, None] * _spacing(b5, shape.b, -2)[..., None, :]
        if factor is not None:
            part, bound, step = part * factor, bound * factor, step * factor
        if kb == 1:  # a reduction over an axis of one costs a step per element in numpy
            part, bound, step = part[:, :, 0], bound[:, :, 0], step[:, :, 0]
        else:
            part, bound, step = part.sum(2), bound.sum(2), step.min(2)
        total = part + c
        bound = bound + np.abs(c)
        step = np.minimum(step, _spacing(c, "f32"))
        exact = bound < step * 2.0**53  # false where anything is infinite or NaN
        exact &= ~((total == 0) & np.signbit(c))  # an exact zero's sign: by the rule below
        special = ~np.isfinite(bound)  # a NaN or an infinity among the terms
        if special.any():  # the plain sum of the terms, in numpy: NaN or an infinity
            wi, bi, i, j = np.nonzero(special)
            terms = a5[wi, bi, :, i, :] * b5[wi, bi, :, :, j]  # [F, kb, k']
            if factor is not None:
                terms = terms * factor[wi, bi, :, i, j][..., None]
            total[special] = terms.reshape(len(wi), -1).sum(-1) + c[special]
            exact |= special
        rest = ~exact
        if not rest.any():
            return total
        # a sum that rounds to the same f32 as anything near it needs no more
        additions = k + kb  # of the products and C, in whatever order matmul adds them
        spread = bound[rest] * (4 * additions * 2.0**-53)
        rest[rest] = ~_rounds_alike(total[rest], spread)
    for at in zip(*np.nonzero(rest)):
        wi, bi, i, j = (int(x) for x in at)
        scales = [1.0] * kb if factor is None else [float(f) for f in factor[wi, bi, :, i, j]]
        total[at] = _exact_element(a5[wi, bi, :, i, :], b5[wi, bi, :, :, j], float(c[at]), scales)
    return total


F32_PAST_MAX = 2.0**128  # the f32 after the largest, were the exponent unbounded


def _rounds_alike(total: np.ndarray, spread: np.ndarray) -> np.ndarray:
    """Does every value within `spread` of `total` (an upper bound of the f64 sum's rounding
    error: Higham's n u bound of any order of n additions, times 4) round to the f32
    that `total` rounds to? So where no f32 rounding boundary (the midpoint of two
    neighbours, the overflow threshold) and no zero lies within `spread` of it; where one
    does, only the exact sum tells."""
    m = np.abs(total)
    r = m.astype(np.float32)
    up = np.nextafter(r, np.float32(np.inf)).astype(np.float64)
    down = np.nextafter(r, np.float32(-np.inf)).astype(np.float64)
    r64 = r.astype(np.float64)
    up = np.where(np.isinf(up) & np.isfinite(r64), F32_PAST_MAX, up)
    low = (r64 + down) / 2  # exact: f32 values halved in f64
    high = np.where(np.isinf(r64), np.inf, (r64 + up) / 2)
    low = np.where(np.isinf(r64), (F32_MAX + F32_PAST_MAX) / 2, low)
    return (m - spread > np.maximum(low, 0.0)) & (m + spread < high)


def _exact_element(a_rows, b_cols, c: float, scales: list[float]) -> float:
    """One output: C + sum over K blocks q of scales[q] * (a_rows[q] . b_cols[q]) with IEEE
    special values (NaN in, inf times 0, or opposite infinities: NaN), else the exact sum
    rounded to odd in f64 (an exact zero is -0 only if every term is -0)."""
    terms = [c] + [
        float(x) * float(y) * s for q, s in enumerate(scales) for x, y in zip(a_rows[q], b_cols[q])
    ]
    if any(math.isnan(t) for t in terms) or any(math.isnan(s) for s in scales):
        return math.nan
    infinite = {math.copysign(1.0, t) for t in terms if math.isinf(t)}
    if infinite:
        return math.nan if len(infinite) == 2 else math.inf * infinite.pop()
    exact = sum((Fraction(t) for t in terms), Fraction(0))
    if exact == 0:
        return -0.0 if all(math.copysign(1.0, t) < 0 for t in terms) else 0.0
    nearest = float(exact)
    if Fraction(nearest) != exact and not int(np.float64(nearest).view(np.uint64)) & 1:
        nearest = float(np.nextafter(nearest, math.inf if exact > Fraction(nearest) else -math.inf))
    return nearest


def _scatter(shape: Shape, values: np.ndarray) -> np.ndarray:
    """D's register image [waves, 64, registers] from its values [waves, blocks, M, N] (u32
    bits, or f64 values split into register pairs)."""
    flat = np.ascontiguousarray(values).reshape(values.shape[0], -1)
    image = flat[:, _scatter_plan(shape)]  # [waves, 64, elements per lane]
    return np.ascontiguousarray(image).view(np.uint32).reshape(values.shape[0], 64, -1)
