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

Numerics: products of f16/bf16/fp8/bf8/f32 elements are exact in f64; each output's K products
are summed in f64 in k order, C is added, and the sum is rounded once to the result type (f32).
i8 sums are exact and wrap to 32 bits. f64 MFMAs multiply and add in f64 in k order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cache
from typing import NamedTuple

import ml_dtypes
import numpy as np

ELEMENT_BITS = {
    "f32": 32, "f16": 16, "bf16": 16, "i8": 8, "f64": 64, "fp8": 8, "bf8": 8, "i32": 32,
    "fp6": 6, "bf6": 6, "fp4": 4,
}  # fmt: skip
# gfx950 F8F6F4 MFMAs: CBSZ picks A's format and BLGP B's (CDNA4 7.1.5)
F8F6F4_FORMATS = {0: "fp8", 1: "bf8", 2: "fp6", 3: "bf6", 4: "fp4"}
ELEMENT_DTYPES = {
    "f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "i8": np.int8,
    "f64": np.float64, "fp8": ml_dtypes.float8_e4m3fn, "bf8": ml_dtypes.float8_e5m2,
    "i32": np.int32, "fp6": ml_dtypes.float6_e2m3fn, "bf6": ml_dtypes.float6_e3m2fn,
    "fp4": ml_dtypes.float4_e2m1fn,
}  # fmt: skip
TYPE_NAMES = {
    "f32": "FP32 (IEEE binary32)", "f16": "FP16 (IEEE binary16)", "bf16": "BF16 (bfloat16)",
    "i8": "INT8 (signed)", "f64": "FP64 (IEEE binary64)", "fp8": "FP8 (OCP E4M3)",
    "bf8": "BF8 (OCP E5M2)", "i32": "INT32 (signed)", "fp6": "FP6 (OCP E2M3)",
    "bf6": "BF6 (OCP E3M2)", "fp4": "FP4 (OCP E2M1)",
    "f8f6f4": "FP8, BF8, FP6, BF6 or FP4, chosen by CBSZ (A) / BLGP (B)",
}  # fmt: skip
SIMDS_PER_CU = 4
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
    denormals: str = "keep"  # keep, flush, or mode (MODE.FP_DENORM's f32 bits)

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
    @property
    def k_halves(self) -> int:
        """SMFMACs whose B takes 8 registers keep K in two halves: registers 0-3 (A: 0-1) hold
        the first half laid out as usual, 4-7 (A: 2-3) the second (CDNA4 7.5.1.3)."""
        return 2 if self.sparse and self.registers("B") == 8 else 1

    def input_position(self, matrix: str, block: int, row_or_col: int, k: int) -> tuple[int, int]:
        rows = self.m if matrix == "A" else self.n
        kl = self.k_per_lane(matrix) // self.k_halves
        span = (self.stored_k if matrix == "A" else self.k) // self.k_halves
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
        mx.get("denormals", "keep"),
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

    def names(self) -> list[str]:
        return sorted(i.mnemonic for i in self.isa.instructions.values() if i.matrix)

    def shape(self, name: str) -> Shape:
        return shape_of(self.isa, name)

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
        }

    # execution ---------------------------------------------------------------------
    def execute_scaled(self, name: str, a, b, c, cbsz, blgp, scale_a, scale_b, byte_a, byte_b):
        """V_MFMA_SCALE_*: D image from A, B, C images and the two scale VGPR images."""
        return run_scaled(self.shape(name), a, b, c, cbsz, blgp, scale_a, scale_b, byte_a, byte_b)

    def execute(
        self, name: str, a, b, c, cbsz: int = 0, abid: int = 0, blgp: int = 0, index=None, mode=None
    ):
        """D for register images a [waves, 64, regs], b, c (u32); returns [waves, 64, regs].
        Sparse instructions: c is D's current image and index the index VGPR's."""
        shape = self.shape(name)
        if shape.formats_by_modifiers:
            shape, cbsz, abid, blgp = shape.resolved(cbsz, blgp), 0, 0, 0
        return run(shape, a, b, c, cbsz, abid, blgp, index, mode)


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
        return raw.astype(np.uint8).view(ELEMENT_DTYPES[kind]).astype(np.float64)
    elements = np.ascontiguousarray(regs, np.uint32).view(ELEMENT_DTYPES[kind])
    waves, per_lane = elements.shape[0], elements.shape[2]
    # one flat gather per wave keeps the result contiguous (fast matmul and adds)
    values = elements.reshape(waves, -1)[:, lane * per_lane + element]
    if kind in ("i8", "i32"):
        return values.astype(np.int64)
    if kind == "f64":
        return values
    # via f32 (exact for every narrower float type): numpy widens f32 to f64 much faster
    return values.astype(np.float32).astype(np.float64) if kind != "f32" else values


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
    at k = 4 * (k' // 2) + its 2-bit index (CDNA4 7.5.1: two of every four K values)."""
    lane, shift = _index_plan(shape, cbsz, abid)
    words = index[:, :, 0][:, lane]  # [waves, blocks, M, stored K]
    idx = (words >> shift) & np.uint32(3)
    dense_k = 4 * (np.arange(shape.stored_k) // 2) + idx.astype(np.int64)
    dense = np.zeros(av.shape[:-1] + (shape.k,), av.dtype)
    np.put_along_axis(dense, dense_k, av, axis=-1)
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
    shape: Shape, a, b, c, cbsz: int, blgp: int, scale_a, scale_b, byte_a: int, byte_b: int
):
    """V_MFMA_SCALE_*: each 32-long K block's dot product is multiplied by 2^(scale_a of its
    row + scale_b of its column), then the blocks and C are summed in f64 and rounded once."""
    shape = shape.resolved(cbsz, blgp)
    av = _read(shape, "A", a, _gather_plan(shape, "A", 0, 0, 0))
    bv = _read(shape, "B", b, _gather_plan(shape, "B", 0, 0, 0))
    kb = shape.k // SCALE_BLOCK
    w = av.shape[0]
    # per K block: [waves, 1, M, kb, 32] x [waves, 1, kb, 32, N] -> [waves, 1, kb, M, N]
    ab = np.einsum(
        "wbmqk,wbqkn->wbqmn",
        av.reshape(w, 1, shape.m, kb, SCALE_BLOCK),
        bv.reshape(w, 1, kb, SCALE_BLOCK, shape.n),
    )
    sa = _scales(shape, scale_a, byte_a, shape.m)  # [w, 1, M, kb]
    sb = _scales(shape, scale_b, byte_b, shape.n)  # [w, 1, N, kb]
    factor = np.exp2(
        sa.transpose(0, 1, 3, 2)[..., :, None] + sb.transpose(0, 1, 3, 2)[..., None, :]
    )
    with np.errstate(all="ignore"):
        summed = (ab * factor).sum(axis=2)
    return _plus_c_f32(shape, summed, c).view(np.uint32)


def _plus_c_f32(shape: Shape, values: np.ndarray, c) -> np.ndarray:
    """f64 products [waves, blocks, M, N] moved to D's register layout (C stays in its own),
    plus C added in f64 and rounded once to f32."""
    image = _scatter(shape, values, None)
    out = np.empty(image.shape, np.float32)
    with np.errstate(all="ignore"):
        np.add(
            image, np.ascontiguousarray(c, np.uint32).view(np.float32), out=out, casting="unsafe"
        )
    return out


SMALLEST_NORMAL = {"f16": 2.0**-14, "bf16": 2.0**-126, "f32": 2.0**-126}


def denormals_kept(mode, ty: str, output: bool) -> np.ndarray:
    """Per wave, from MODE.FP_DENORM (MI200 3.5): bits 5:4 for f32, 7:6 for f16 and f64 (and
    the matrix cores' f32 rule); the low bit keeps input denormals, the high bit output ones."""
    shift = (4 if ty == "f32" else 6) + int(output)
    return (np.asarray(mode, np.uint32) >> np.uint32(shift) & np.uint32(1)).astype(bool)


def _denormal_flags(shape: Shape, waves: int, mode) -> tuple[np.ndarray, np.ndarray]:
    """(flush inputs, flush outputs) per wave, from the instruction's rule and MODE."""
    if shape.denormals == "flush":
        return np.ones(waves, bool), np.ones(waves, bool)
    if shape.denormals == "mode" and mode is not None:
        m = np.broadcast_to(np.asarray(mode, np.uint32), (waves,))
        return ~denormals_kept(m, "f32", False), ~denormals_kept(m, "f32", True)
    return np.zeros(waves, bool), np.zeros(waves, bool)


def _flush(values: np.ndarray, smallest: float, waves: np.ndarray) -> np.ndarray:
    """Denormals (|x| below the smallest normal) of the flagged waves become signed zeros."""
    if not waves.any():
        return values
    w = waves.reshape(-1, *([1] * (values.ndim - 1)))
    flushed = np.where(w & (np.abs(values) < smallest), np.copysign(0.0, values), values)
    return flushed.astype(values.dtype)


def run(
    shape: Shape, a, b, c, cbsz: int = 0, abid: int = 0, blgp: int = 0, index=None, mode=None
) -> np.ndarray:
    """D's register image; for SMFMAC, `c` is D's current contents and `index` the image of
    the sparsity-index VGPR. `mode`: each wave's MODE register (MODE-controlled denormals)."""
    pattern = blgp if shape.takes_blgp else 0  # f64 on cdna2: BLGP disallowed, no pattern
    if not shape.sparse:
        _check_modifiers(shape, cbsz, abid, pattern)
    av = _read(shape, "A", a, _gather_plan(shape, "A", 0 if shape.sparse else cbsz, abid, 0))
    if shape.sparse:
        av = _expand_sparse(shape, av, np.asarray(index, np.uint32), cbsz, abid)
    bv = _read(shape, "B", b, _gather_plan(shape, "B", 0, 0, pattern))
    flush_in, flush_out = _denormal_flags(shape, av.shape[0], mode)
    if shape.a in SMALLEST_NORMAL:
        av = _flush(av, SMALLEST_NORMAL[shape.a], flush_in)
        bv = _flush(bv, SMALLEST_NORMAL[shape.b], flush_in)
    if shape.c == "f32":
        out = _plus_c_f32(shape, av.astype(np.float64) @ bv.astype(np.float64), c)
        return _flush(out, SMALLEST_NORMAL["f32"], flush_out).view(np.uint32)
    cv = _read(shape, "C", c, _gather_plan(shape, "C", 0, 0, 0))
    if shape.neg_by_blgp:
        av, bv, cv = (-x if blgp >> i & 1 else x for i, x in enumerate((av, bv, cv)))
    if shape.c == "i32":
        d = (av @ bv + cv) & 0xFFFFFFFF  # exact, wrapped to 32 bits
        out_bits = d.astype(np.uint32)
    elif shape.c == "f64":
        d = cv.copy()
        for k in range(shape.k):  # k order, one rounding per multiply-add step
            d = d + av[..., :, k : k + 1] * bv[..., k : k + 1, :]
        out_bits = d
    return _scatter(shape, out_bits, c.shape)


def _scatter(shape: Shape, values: np.ndarray, like: tuple) -> np.ndarray:
    """D's register image [waves, 64, registers] from its values [waves, blocks, M, N]."""
    flat = np.ascontiguousarray(values).reshape(values.shape[0], -1)
    image = flat[:, _scatter_plan(shape)]  # [waves, 64, elements per lane]
    if image.dtype == np.float64 and shape.c == "f32":
        return image  # an f32 result's values still in f64: one per register
    return np.ascontiguousarray(image).view(np.uint32).reshape(values.shape[0], 64, -1)
