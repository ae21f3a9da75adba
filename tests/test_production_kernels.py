"""Production kernels: every code object under tests/data of ROCm aiter (gfx950: aiter/*.co and
aiter/gfx950/*.co; gfx942: aiter/gfx942/**/*.co, MI308 too, and aiter_gfx942/*.co) and ROCm
MIOpen (gfx90a: miopen/*.co), all MIT licence (provenance and licence text in each directory's
README.md), checked under the default `amd` profile.

No false alarm, no missed finding: the findings the guides' rows require are found here
independently of the checker, from llvm-objdump's disassembly (the oracle for the instructions,
their operands and the branch targets, from the SOPP encoding: target = pc + 4 + 4 * simm16)
and llvm-readelf's kernel symbols (the entries). Operand roles come from the position in
llvm-objdump's syntax (destination first; VOP3b carry-outs second; a buffer/global load with
`lds` has no VGPR destination). Each row is a text pattern walked along every path from the
producer (branches followed, each instruction one wait state, `s_nop N` N + 1) for as many
wait states as the row requires, a path ending once its instructions have overwritten every
register the row relates; only instructions reachable from an entry count:

- 4.5 (MI200 Table 9, MI300 and CDNA4 Table 11; cells the Markdown copies of Table 11 leave
  blank, M0/LDS 1, lane select 4, trans 1, are those of the CDNA4 PDF's text and MI200's):
  - m0-lds: an SALU write of m0, then an access taking its LDS address from M0 (buffer/global
    load with `lds`, global_load_lds_*, ds_*_addtid): 1.
  - sgpr-lanesel: v_readlane/v_readfirstlane/v_cmp/v_add*/v_sub* carry-out/v_div_scale writes
    an SGPR or VCC, then v_readlane/v_writelane uses it as the lane select: 4.
  - sgpr-const (MI300, CDNA4): the same writers, then a VALU reads that SGPR as a source
    operand (not a carry-in, nor v_cndmask's lane mask, which like a carry-in is read as one bit
    per lane, nor a lane select): 2.
  - vgpr-dpp: a VALU (an MFMA too: the guides list them as VALU opcodes) writes a VGPR, then a
    VALU DPP reads it, as src0, or as src1 (vgpr-dpp-src1: the row names no operand, and llc-22
    waits for src1 too; errata dpp-hazard-sources); the destination, which DPP leaves
    unwritten in masked lanes, is not read: 2.
  - exec-dpp: a VALU writes EXEC, then a VALU DPP op: 5.
  - cmpx-exec (MI300, CDNA4): v_cmpx, then a VALU reads EXEC as a source: 2; then
    v_readlane/v_readfirstlane/v_writelane: 4.
  - vgpr-readlane (MI300, CDNA4): a VALU writes VGPRn, then v_readlane reads it as vsrc0: 1.
  - shifted (MI300, CDNA4): a VALU whose SDWA dst_sel (not DWORD) or VOP3 op_sel destination
    bit moves its result, then a VALU consumes it: 1.
  - trans (MI300, CDNA4): a trans op (Table 12), then a non-trans VALU consumes its result: 1.
  - permlane (CDNA4): v_cmpx, then v_permlane*: 4; a VALU writes a VGPR, then v_permlane*
    reads it as its vdst: 2.
  - sgpr-vmem: a VALU writes an SGPR, then a VMEM instruction reads it: 5.
  - store-data: a store of more than 64 bits (X3/X4, FORMAT_XYZ(W), CMPSWAP_X2; a buffer one
    only with a non-SGPR soffset), then a write of its data VGPRs: 1; a VALU write: 2 (MI300,
    CDNA4).
- MFMA dependencies (MI200 7.2 Table 26, MI300 7.5 Table 37, CDNA4 7.6 Table 38):
  - valu-mfma: a non-DLops VALU writes a VGPR (or AGPR), then an MFMA reads it: 2.
  - cmpx-mfma: v_cmpx, then an MFMA: 4 (whatever writes EXEC in between).
  - xdl (MI300, CDNA4): an XDL MFMA (I8, F16, BF16, FP8/BF8, F8F6F4) of P passes writes its
    vDst, then an MFMA reads it as SrcC exactly (the same registers and passes): 2/0/0/0, as
    SrcC overlapped: MI300 3/5/9/17, CDNA4 4/6/10/18, as SrcA/B: MI300 5/7/11/19, CDNA4
    5/8/12/20; a VALU reads or writes it, or a VMEM/LDS instruction reads it: the same as SrcA/B;
    and the XDL's SrcC, then a VALU writes it (WAR): 1/3/7/15, for 2/4/8/16 passes. Passes are
    the cycles of 7.1.2 Table 28 / 4 ("PASS 4 clock cycles"); an F8F6F4 MFMA takes the larger
    count if A or B is FP8/BF8 (CBSZ/BLGP 0 or 1). MI200 gives no cycles, so gfx90a's XDL rows
    are not modelled (the checker reports none there).
- 4.4 (waits), every path from the kernel entry walked with the exact list of operations in
  flight (states seen before are not walked again); an instruction that reads, or (not being
  of the same in-order kind) overwrites, the destination of one no s_waitcnt has proven
  complete is a missing wait:
  - lgkmcnt, LDS: LDS operations return in issue order, lgkmcnt(n) leaves at most the n
    youngest, and a 4-bit LGKMCNT (3.1) holds at most 15.
  - vmcnt: "memory reads and writes return in the order they were issued, including mixing
    reads and writes" (loads, stores, atomics; MUBUF, MTBUF, FLAT formats), vmcnt(n) leaves at
    most the n youngest, and a 6-bit VMCNT holds at most 63.
  - lgkmcnt, SMEM and FLAT: scalar memory reads return out of order ("only S_WAITCNT 0 is the
    only legitimate value") and so does a FLAT's LDS half (MI300 10.2.2 "the only sensible
    S_WAITCNT value to use after FLAT instructions is zero"): only lgkmcnt(0) completes them.
Each finding the checker reports must be one of these (with that table, or counter), and each
of these must be reported; where the checker reads a row differently (DISPUTED), the fixtures
with findings of that row are strict xfails naming the difference. Not modelled (no fixture
has them): S_SETREG/S_GETREG, SET_VSKIP, S_MOVREL, S_SENDMSG/GDS, RFE, V_DIV_FMAS, EXECZ/VCCZ
sources, DL ops, SGEMM/DGEMM/SMFMAC producers, and the LDS written by a buffer/global load with
`lds` (a memory, not a register, dependency).
"""

from __future__ import annotations

import functools
import importlib
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from cdna_isa.runtime import hazards
from cdna_isa.runtime.objfile import read_code_object

from . import llvm

DATA = Path(__file__).parent / "data"
DIRS = {  # fixture directory: arch, mcpu
    "aiter": ("cdna4", "gfx950"),
    "aiter/gfx950": ("cdna4", "gfx950"),
    "aiter/gfx942": ("cdna3", "gfx942"),
    "aiter_gfx942": ("cdna3", "gfx942"),
    "miopen": ("cdna2", "gfx90a"),
}
FIXTURES = sorted(
    p.relative_to(DATA).as_posix()
    for d in ("aiter", "aiter_gfx942", "miopen")
    for p in (DATA / d).rglob("*.co")
)
# each arch's guide: its 4.5 wait-state table, its MFMA dependency table, its waitcnt section
GUIDE = {
    "cdna2": ("MI200 4.5 Table 9", "MI200 7.2 Table 26", "MI200 4.4"),
    "cdna3": ("MI300 4.5 Table 11", "MI300 7.5 Table 37", "MI300 4.4"),
    "cdna4": ("CDNA4 4.5 Table 11", "CDNA4 7.6 Table 38", "CDNA4 4.4"),
}


class CheckerDisagrees(AssertionError):
    """The checker leaves out findings of a row it reads differently from the guide (DISPUTED)."""


# oracle row -> why the checker does not report its findings. A fixture with findings of such a
# row is xfail(strict): it fails with CheckerDisagrees if those are all that is missing, as a
# plain failure if anything else differs, and as XPASS(strict) once the checker reports them.
# None at present: the last one (a DPP's src1, which the checker left out until this oracle
# found aiter's fp8 block-scale kernels reading a just-written VGPR there) is errata
# dpp-hazard-sources.
DISPUTED: dict[str, str] = {}


def fixture(name: str) -> Path:
    return DATA / name if "/" in name else DATA / "aiter" / name


def arch_of(path: Path) -> tuple[str, str]:
    """The arch of the innermost DIRS directory holding the fixture (aiter/gfx942/MI308: gfx942)."""
    parts = path.parent.relative_to(DATA).parts
    return next(DIRS[d] for n in range(len(parts), 0, -1) if (d := "/".join(parts[:n])) in DIRS)


# ---------------------------------------------------------------- llvm-objdump's instructions
SPECIAL = {"vcc": (3000, 3001), "vcc_lo": (3000,), "vcc_hi": (3001,), "exec": (3002, 3003),
           "exec_lo": (3002,), "exec_hi": (3003,), "m0": (3004,)}  # fmt: skip
VCC, EXEC, M0 = (frozenset(SPECIAL[r]) for r in ("vcc", "exec", "m0"))
REG = re.compile(
    r"(?<!\w)([vsa])\[(\d+):(\d+)\]|(?<!\w)([vsa])(\d+)\b"
    r"|\b(vcc_lo|vcc_hi|vcc|exec_lo|exec_hi|exec|m0)\b"
)


def registers(operand: str) -> frozenset[int]:
    """s<n> -> n, v<n> -> 1000 + n, a<n> -> 2000 + n; vcc, exec and m0 -> 3000 and up."""
    m = REG.search(operand)
    if not m:
        return frozenset()
    if m.group(6):
        return frozenset(SPECIAL[m.group(6)])
    kind, lo, hi = m.group(1, 2, 3) if m.group(1) else (m.group(4), m.group(5), m.group(5))
    first = {"s": 0, "v": 1000, "a": 2000}[kind] + int(lo)
    return frozenset(range(first, first + int(hi) - int(lo) + 1))


def vector(regs) -> frozenset[int]:
    return frozenset(r for r in regs if 1000 <= r < 3000)


def scalar(regs) -> frozenset[int]:
    return frozenset(r for r in regs if r < 1000 or r in VCC)


def union(sets) -> frozenset[int]:
    return frozenset().union(*sets)


@dataclass(frozen=True)
class Ins:
    pc: int
    text: str
    op: str  # the mnemonic
    ops: tuple  # each operand's registers, in llvm-objdump's order
    mods: str  # the modifiers after the operands


def parse(pc: int, text: str) -> Ins:
    op, _, rest = text.partition(" ")
    pieces = [p.strip() for p in rest.split(", ")] if rest else []
    mods = ""
    if pieces:
        pieces[-1], _, mods = pieces[-1].partition(" ")
    return Ins(pc, text, op, tuple(registers(p) for p in pieces), mods)


@dataclass
class Listing:
    code: list  # Ins, in address order
    succ: list  # the indices each instruction can be followed by
    labels: list  # llvm-objdump's symbol lines
    entries: list  # the kernels' first instructions (indices)
    reachable: set  # indices reachable from an entry


@functools.cache
def listing(path: Path) -> Listing:
    mcpu = arch_of(path)[1]
    run = subprocess.run([llvm.require("llvm-objdump"), "-d", f"--mcpu={mcpu}", str(path)],
                         capture_output=True, text=True, check=True)  # fmt: skip
    code, words, labels = [], [], []
    for line in run.stdout.splitlines():
        m = re.match(r"^\s+(\S.*?)\s*//\s*([0-9A-Fa-f]+):((?: [0-9A-Fa-f]{8})+)", line)
        if m:
            code.append(parse(int(m.group(2), 16), m.group(1)))
            words.append(int(m.group(3).split()[0], 16))
        elif re.match(r"^[0-9a-f]+ <.*>:$", line):
            labels.append(line)
    at = {ins.pc: k for k, ins in enumerate(code)}
    succ = []
    for k, ins in enumerate(code):
        nxt = (k + 1,) if k + 1 < len(code) else ()
        if ins.op in ("s_endpgm", "s_setpc_b64", "s_swappc_b64", "s_code_end"):
            nxt = ()
        elif ins.op == "s_branch" or (
            ins.op.startswith("s_cbranch_") and not ins.op.endswith(("fork", "join"))
        ):
            simm16 = words[k] & 0xFFFF  # SOPP: target = pc + 4 + 4 * simm16
            target = at[ins.pc + 4 + 4 * (simm16 - (simm16 >> 15 << 16))]
            nxt = (target,) if ins.op == "s_branch" else (target, *nxt)
        succ.append(nxt)
    symbols = subprocess.run([llvm.require("llvm-readelf"), "-sW", str(path)],
                             capture_output=True, text=True, check=True).stdout  # fmt: skip
    entries = {
        int(m.group(1), 16) for m in re.finditer(r"^\s*\d+: ([0-9a-f]+)\s+\d+ FUNC ", symbols, re.M)
    }
    assert entries and entries <= at.keys()
    reachable, work = set(), [at[pc] for pc in entries]
    while work:
        k = work.pop()
        if k not in reachable:
            reachable.add(k)
            work.extend(succ[k])
    return Listing(code, succ, labels, sorted(at[pc] for pc in entries), reachable)


# ---------------------------------------------------------------- what an instruction reads, writes
CARRY = ("v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32", "v_addc_co_u32", "v_subb_co_u32",
         "v_subbrev_co_u32", "v_div_scale")  # fmt: skip
CARRY_OUT = (*CARRY, "v_mad_u64_u32", "v_mad_i64_i32")  # VOP3b: vdst, sdst, sources
CARRY_IN = ("v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32")
LANE_WRITERS = ("v_readlane", "v_readfirstlane", "v_cmp", *CARRY)  # 4.5's SGPR/VCC writers
VMEM = ("buffer_", "tbuffer_", "global_", "flat_", "scratch_", "image_")
SMEM = ("s_load", "s_buffer_load", "s_store", "s_buffer_store", "s_atomic", "s_buffer_atomic",
        "s_scratch_", "s_memtime", "s_memrealtime", "s_dcache")  # fmt: skip
LDS_RETURN = ("ds_read", "ds_permute", "ds_bpermute", "ds_swizzle", "ds_consume", "ds_append")
WIDE_STORE = (
    r"(buffer|global|flat|scratch)_(store_dwordx[34]|store_format_xyzw?|atomic_f?cmpswap_x2)"
)
TRANS = ("v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_")  # Table 12
LANE_ACCESS = ("v_readlane_b32", "v_readfirstlane_b32", "v_writelane_b32")


def base(op: str) -> str:
    return re.sub(r"_(e32|e64|dpp|sdwa)$", "", op)


def is_mfma(i: Ins) -> bool:
    return i.op.startswith(("v_mfma", "v_smfmac"))


def is_valu(i: Ins) -> bool:
    return i.op.startswith("v_") and not is_mfma(i)


def valu_or_mfma(i: Ins) -> bool:
    return i.op.startswith("v_")


def is_dpp(i: Ins) -> bool:
    return i.op.endswith("_dpp") or re.search(r"\b(row_|quad_perm|wave_)", i.mods) is not None


def to_lds(i: Ins) -> bool:
    """An access that takes its LDS address from M0."""
    return (
        i.op.startswith(VMEM) and (re.search(r"\blds\b", i.mods) is not None or "_lds_" in i.op)
    ) or (i.op.startswith("ds_") and "addtid" in i.op)


def returns(i: Ins) -> bool:
    """An atomic that returns the pre-op value (GLC; SC0 on gfx942)."""
    return re.search(r"\b(glc|sc0)\b", i.mods) is not None


def shifted_result(i: Ins) -> bool:
    """SDWA with a dst_sel other than DWORD, or a VOP3 op_sel with its destination bit set."""
    if "dst_sel:" in i.mods:
        return "dst_sel:DWORD" not in i.mods
    m = re.search(r"op_sel:\[([01,]+)\]", i.mods)
    if not m or i.op.startswith(("v_pk_", "v_dot", "v_mfma", "v_smfmac", "v_fma_mix", "v_mad_mix")):
        return False
    bits = m.group(1).split(",")
    return len(bits) == len(i.ops) and bits[-1] == "1"  # a bit per source, then the destination's


@functools.cache
def effects(i: Ins) -> tuple[frozenset, frozenset]:
    """(registers read, registers written)."""
    ops, op, b = i.ops, i.op, base(i.op)
    if not ops:
        return frozenset(), frozenset()
    if op.startswith(VMEM):
        if "atomic" in op and returns(i):  # a buffer atomic's data VGPRs take the return
            return union(ops if op.startswith(("buffer_", "tbuffer_")) else ops[1:]), ops[0]
        if "_load" in op and not to_lds(i):
            return union(ops[1:]), ops[0]
        return union(ops), frozenset()  # a store, an atomic, a load into LDS
    if op.startswith("ds_"):
        if op.startswith(LDS_RETURN) or "_rtn_" in op:
            return union(ops[1:]), ops[0]
        return union(ops), frozenset()
    if op.startswith("s_"):
        if op.startswith(
            ("s_cmp", "s_bitcmp", "s_setreg", "s_store", "s_buffer_store", "s_cbranch", "s_set")
        ):
            return union(ops), frozenset()
        if op.startswith(("s_atomic", "s_buffer_atomic")):
            return union(ops), ops[0] if returns(i) else frozenset()
        return union(ops[1:]), ops[0]
    if b.startswith(("v_swap_", "v_permlane16_swap", "v_permlane32_swap")):
        return ops[0] | ops[1], ops[0] | ops[1]
    if b.startswith(CARRY_OUT):
        return union(ops[2:]), ops[0] | ops[1]
    if b.startswith("v_cmpx"):
        return union(ops[1:]), ops[0] | EXEC
    if b == "v_writelane_b32":
        return union(ops), ops[0]
    reads = union(ops[1:])
    if "UNUSED_PRESERVE" in i.mods:
        reads |= ops[0]  # the bits SDWA leaves keep the old value
    return reads, ops[0]


def wait_states(i: Ins) -> int:
    m = re.match(r"s_nop (\d+)", i.text)
    return int(m.group(1)) + 1 if m else 1


def after(lst: Listing, k: int, limit: int, live: frozenset | None = None, kills=None):
    """(j, wait states provided between k and j, registers of `live` not yet overwritten) for
    each instruction j on a path from k whose instructions in between provide fewer than `limit`
    wait states; with `live`, a path ends once it has overwritten all of `live`. `kills`: which
    instructions' writes count (the producer's kind: a row's hazard is with the nearest write
    of its kind, as llc-22's recognizer has it; an SALU rewriting a VALU's SGPR ends nothing)."""
    seen = set()
    work = [(j, 0, live) for j in lst.succ[k]]
    while work:
        j, provided, regs = item = work.pop()
        if item in seen:
            continue
        seen.add(item)
        yield item
        if regs is not None and (kills is None or kills(lst.code[j])):
            regs = regs - effects(lst.code[j])[1]
            if not regs:
                continue
        provided += wait_states(lst.code[j])
        if provided < limit:
            work.extend((n, provided, regs) for n in lst.succ[j])


# ---------------------------------------------------------------- MFMA passes (7.1.2 Table 28)
_F16 = {"32x32x4_2b": 64, "16x16x4_4b": 32, "4x4x4_16b": 8, "32x32x8": 32, "16x16x16": 16}
_I8 = {"32x32x4_2b": 64, "16x16x4_4b": 32, "4x4x4_16b": 8, "32x32x16": 32, "16x16x32": 16}
_F8 = {"16x16x32": 16, "32x32x16": 32}
CYCLES = {  # A/B format -> variant -> cycles (F8F6F4: without, with an FP8/BF8 matrix)
    "cdna3": {"f16": _F16, "bf16": _F16, "i8": _I8, "f8": _F8},
    "cdna4": {
        "f16": {**_F16, "16x16x32": 16, "32x32x16": 32},
        "bf16": {**_F16, "16x16x32": 16, "32x32x16": 32},
        "i8": {**_I8, "16x16x64": 16, "32x32x32": 32},
        "f8": _F8,
        "f8f6f4": {"16x16x128": (16, 32), "32x32x64": (32, 64)},
    },
}


def passes(arch: str, i: Ins) -> int:
    """An XDL MFMA's passes (KeyError for one the tables do not list as XDL); an SMFMAC's from
    its shape, as the SMFMAC tables give them (MI300 7.1.2 / CDNA4 7.x: 16 cycles 16x16, 32
    cycles 32x32)."""
    sparse = re.fullmatch(r"v_smfmac_[fi]32_(\d+)x\d+x\d+_\w+?(?:_e64)?", i.op)
    if sparse:
        return {"16": 16, "32": 32}[sparse.group(1)] // 4
    shape, fmt = re.fullmatch(
        r"v_mfma_(?:scale_)?[fi]32_(\d+x\d+x\d+(?:_\d+b)?)_(\w+?)(?:_e64)?", i.op
    ).groups()
    fmt = "f8" if re.fullmatch(r"[bf][fp]8_[bf][fp]8", fmt) else fmt
    cycles = CYCLES[arch][fmt][shape]
    if fmt == "f8f6f4":  # CBSZ / BLGP: 0 FP8, 1 BF8, 2 FP6, 3 BF6, 4 FP4 (default 0)
        formats = [
            int(re.search(rf"\b{f}:(\d+)", i.mods).group(1)) if f"{f}:" in i.mods else 0
            for f in ("cbsz", "blgp")
        ]
        cycles = cycles[min(formats) <= 1]
    return cycles // 4


XDL = {  # an XDL producer's wait states by passes, MI300 Table 37 / CDNA4 Table 38
    "cdna3": {
        "srcc_exact": {2: 2, 4: 0, 8: 0, 16: 0},
        "srcc": {2: 3, 4: 5, 8: 9, 16: 17},
        "srcab": {2: 5, 4: 7, 8: 11, 16: 19},
        "valu_mem": {2: 5, 4: 7, 8: 11, 16: 19},
        "war": {2: 1, 4: 3, 8: 7, 16: 15},
    },
    "cdna4": {
        "srcc_exact": {2: 2, 4: 0, 8: 0, 16: 0},
        "srcc": {2: 4, 4: 6, 8: 10, 16: 18},
        "srcab": {2: 5, 4: 8, 8: 12, 16: 20},
        "valu_mem": {2: 5, 4: 8, 8: 12, 16: 20},
        "war": {2: 1, 4: 3, 8: 7, 16: 15},
    },
}


# ---------------------------------------------------------------- the rows
def hazard_rows(path: Path):
    """(consumer index, producer index, table, row) of every pair the rows above require."""
    arch = arch_of(path)[0]
    t45, t7, _ = GUIDE[arch]
    lst = listing(path)
    code = lst.code
    new = arch != "cdna2"  # MI300 / CDNA4 rows MI200 does not have
    for k in sorted(lst.reachable):
        p = code[k]
        b = base(p.op)
        _, writes = effects(p)
        vgprs, sgprs = vector(writes), scalar(writes)
        if p.op.startswith("s_") and M0 & writes:
            yield from ((j, k, t45, "m0-lds") for j, _, _ in after(lst, k, 1) if to_lds(code[j]))
        if is_valu(p) or is_mfma(p):
            for j, n, live in after(lst, k, 2, vgprs, valu_or_mfma) if vgprs else ():
                c = code[j]
                if is_valu(c) and is_dpp(c) and c.ops[1] & live:
                    yield j, k, t45, "vgpr-dpp"
                elif is_valu(c) and is_dpp(c) and union(c.ops[2:]) & live:
                    yield j, k, t45, "vgpr-dpp-src1"
                if arch == "cdna4" and c.op.startswith("v_permlane") and c.ops[0] & live:
                    yield j, k, t45, "permlane"
                if new and n < 1 and base(c.op) == "v_readlane_b32" and c.ops[1] & live:
                    yield j, k, t45, "vgpr-readlane"
        if not is_valu(p):
            continue
        if EXEC & writes:
            for j, _, _ in after(lst, k, 5, EXEC & writes):
                if is_valu(code[j]) and is_dpp(code[j]):
                    yield j, k, t45, "exec-dpp"
        if b.startswith("v_cmpx"):
            for j, n, _ in after(lst, k, 4):
                c = code[j]
                if is_mfma(c):
                    yield j, k, t7, "cmpx-mfma"
                elif new and base(c.op) in LANE_ACCESS:
                    yield j, k, t45, "cmpx-exec"
                elif new and is_valu(c) and n < 2 and EXEC & union(c.ops[1:]):
                    yield j, k, t45, "cmpx-exec"
                elif arch == "cdna4" and c.op.startswith("v_permlane"):
                    yield j, k, t45, "permlane"
        if vgprs and not b.startswith("v_dot"):
            for j, _, live in after(lst, k, 2, vgprs, is_valu):
                if is_mfma(code[j]) and effects(code[j])[0] & live:
                    yield j, k, t7, "valu-mfma"
        if sgprs and b.startswith(LANE_WRITERS):
            for j, n, live in after(lst, k, 4, sgprs, is_valu):
                c = code[j]
                cb = base(c.op)
                if cb in ("v_readlane_b32", "v_writelane_b32") and c.ops[2] & live:
                    yield j, k, t45, "sgpr-lanesel"
                if not new or n >= 2 or not is_valu(c):
                    continue
                srcs = list(c.ops[2:] if cb.startswith(CARRY_OUT) else c.ops[1:])
                if cb.startswith((*CARRY_IN, "v_cndmask")):
                    srcs = srcs[:-1]  # the carry-in, the lane mask
                if cb in ("v_readlane_b32", "v_writelane_b32"):
                    srcs = srcs[:1]  # the lane select has its own row
                if union(srcs) & live:
                    yield j, k, t45, "sgpr-const"
        if sgprs:
            for j, _, live in after(lst, k, 5, sgprs, is_valu):
                if code[j].op.startswith(VMEM) and effects(code[j])[0] & live:
                    yield j, k, t45, "sgpr-vmem"
        if new and vgprs and (shifted_result(p) or b.startswith(TRANS)):
            for j, _, live in after(lst, k, 1, vgprs, is_valu):
                c = code[j]  # a VALU op consuming it: MFMAs are VALU ops to the guides
                if valu_or_mfma(c) and effects(c)[0] & live:
                    if shifted_result(p):
                        yield j, k, t45, "shifted"
                    if b.startswith(TRANS) and not base(c.op).startswith(TRANS):
                        yield j, k, t45, "trans"
    for k in sorted(lst.reachable):
        p = code[k]
        if re.match(WIDE_STORE, p.op):
            buffer = p.op.startswith("buffer_")
            data = p.ops[0] if buffer else p.ops[2] if returns(p) and "atomic" in p.op else p.ops[1]
            if not (buffer and scalar(p.ops[3])):  # "use an SGPR for offset": no wait states
                for j, n, live in after(lst, k, 1 if arch == "cdna2" else 2, data):
                    if effects(code[j])[1] & live and (n < 1 or is_valu(code[j])):
                        yield j, k, t45, "store-data"
        if is_mfma(p) and arch in XDL:
            t, n, dst, srcc = XDL[arch], passes(arch, p), p.ops[0], p.ops[3]
            for j, provided, live in after(lst, k, max(v[n] for v in t.values()), dst, is_mfma):
                c = code[j]
                reads, writes = effects(c)
                need = 0
                if is_mfma(c):
                    if (c.ops[1] | c.ops[2]) & live:
                        need = t["srcab"][n]
                    if c.ops[3] & live:
                        exact = c.ops[3] == dst and passes(arch, c) == n
                        need = max(need, t["srcc_exact" if exact else "srcc"][n])
                elif is_valu(c) and (reads | writes) & live:
                    need = t["valu_mem"][n]
                elif c.op.startswith((*VMEM, "ds_")) and reads & live:
                    need = t["valu_mem"][n]
                if provided < need:
                    yield j, k, t7, "xdl"
            for j, _, _ in after(lst, k, t["war"][n]) if vector(srcc) else ():
                if is_valu(code[j]) and effects(code[j])[1] & srcc:
                    yield j, k, t7, "xdl"


def unwaited(path: Path, kind: str) -> set[int]:
    """The indices of the instructions that use (read, or overwrite unless of the same in-order
    kind) the destination of an operation of `kind` no s_waitcnt has proven complete, on some
    path from an entry, walked with the exact operations in flight (oldest first).
    kind: "lds" (in order, lgkmcnt, at most 15), "vm" (in order, vmcnt, at most 63), "smem"
    (SMEM and FLAT: any order, lgkmcnt(0) only)."""
    lst = listing(path)
    field, cap = {"lds": ("lgkmcnt", 15), "vm": ("vmcnt", 63), "smem": ("lgkmcnt", None)}[kind]
    counted = {"lds": ("ds_",), "vm": VMEM, "smem": (*SMEM, "flat_")}[kind]
    uses: set[int] = set()
    seen = set()
    work = [(k, ()) for k in lst.entries]
    while work:
        k, outstanding = item = work.pop()
        if item in seen:
            continue
        seen.add(item)
        i = lst.code[k]
        if i.op == "s_waitcnt":
            m = re.search(field + r"\((\d+)\)", i.text)
            n = int(m.group(1)) if m else cap
            if n == 0:
                outstanding = ()
            elif cap is not None:
                outstanding = outstanding[max(0, len(outstanding) - n) :]
        else:
            reads, writes = effects(i)
            mine = i.op.startswith(counted)
            if any(d & (reads if mine and cap else reads | writes) for d in outstanding):
                uses.add(k)
            if mine and cap:
                outstanding = (*outstanding, writes)[-cap:]
            elif mine and writes:
                outstanding = tuple(sorted({*outstanding, writes}, key=sorted))
        work.extend((n, outstanding) for n in lst.succ[k])
    return uses


@functools.cache
def expected_findings(path: Path) -> dict[tuple, set[str]]:
    """(consumer pc, producer pc or None, guide table or counter) -> the rows behind it."""
    arch = arch_of(path)[0]
    code = listing(path).code
    found: dict[tuple, set[str]] = {}
    for j, k, table, row in hazard_rows(path):
        found.setdefault((code[j].pc, code[k].pc, table), set()).add(row)
    for kind, field in (("lds", "lgkmcnt"), ("vm", "vmcnt"), ("smem", "lgkmcnt")):
        for j in unwaited(path, kind):
            found.setdefault((code[j].pc, None, f"{GUIDE[arch][2]} {field}"), set()).add(
                f"wait-{kind}"
            )
    return found


def reported_findings(path: Path) -> set[tuple]:
    """The checker's findings as (consumer pc, producer pc or None, table or counter)."""
    arch = arch_of(path)[0]
    obj = read_code_object(path.read_bytes())
    module = importlib.import_module(f"cdna_isa.{arch}")
    assert obj.arch == arch
    report = hazards.check_code_object(module.ISA, hazards.load_timing(module), obj)
    got = set()
    for f in report.errors:
        if f.kind == "missing-wait":
            got.add((f.pc, None, f"{GUIDE[arch][2]} {f.counter}"))
            limit = {"lgkmcnt": 15, "vmcnt": 63}[f.counter]
            assert set(f.wait) == {f.counter} and f.wait[f.counter] < limit, f.message  # encodable
            continue
        assert f.kind == "hazard", f.message
        got |= {(f.pc, f.producer_pc, r["row"].split(":")[0]) for r in f.rules}
    return got


@pytest.mark.parametrize("name", FIXTURES)
def test_production_kernel_findings_are_the_guides(name, request):
    """Exactly the findings the guide rows above require (oracle: llvm-objdump + the rows), each
    naming its table (or counter). The missing waits rely on latency, not on a counter: aiter's
    mla a8w8 kernels (gfx950) wait lgkmcnt(4) after a run of LDS reads, then feed MFMAs from the
    4 youngest after more LDS reads and no wait; its fp8 forward attention (gfx950) waits
    lgkmcnt(8) with 8 LDS reads in flight, then reads the oldest 4's destinations; its gfx942
    dq-convert kernels store a ds_read_b32's result with no wait at all (lgkmcnt); its gfx942
    paged-attention and fused-MoE kernels feed MFMAs or VALUs from buffer loads with as many
    younger VMEM operations in flight as their last vmcnt(N) allows (vmcnt(24) then 8 more
    loads, vmcnt(30) and 4 more), and its gfx942 flash-attention forward kernels reach a
    vmcnt(4) by a branch that skips loads the fall-through path issues (vmcnt)."""
    path = fixture(name)
    expected = expected_findings(path)
    disputed = {key for key, rows in expected.items() if rows <= DISPUTED.keys()}
    for row in sorted(set().union(*(expected[key] for key in disputed))):
        request.applymarker(
            pytest.mark.xfail(strict=True, raises=CheckerDisagrees, reason=DISPUTED[row])
        )
    got = reported_findings(path)
    assert got - expected.keys() == set(), "reported, no row requires it"
    assert expected.keys() - got - disputed == set(), "required, not reported"
    if disputed - got:
        raise CheckerDisagrees(f"not reported: {sorted(disputed - got)}")


ROWS = {  # rows the fixtures of each arch have findings of (at least)
    "cdna2": {"cmpx-mfma"},
    "cdna3": {"m0-lds", "sgpr-const", "vgpr-dpp", "vgpr-dpp-src1", "xdl", "wait-vm"},
    "cdna4": {"m0-lds", "sgpr-const", "vgpr-dpp-src1", "xdl", "valu-mfma", "wait-lds"},
}


def test_fixtures_cover_clean_and_each_row():
    """The fixtures of each arch include a kernel with no finding, and findings of these rows."""
    for arch, rows in ROWS.items():
        found = [
            set().union(*expected_findings(fixture(n)).values())
            for n in FIXTURES
            if arch_of(fixture(n))[0] == arch
        ]
        assert set() in found
        assert rows <= set().union(*found)


def test_branch_targets_use_the_code_objects_labels():
    """aiter's code objects keep their local labels (label_XXXX symbols): check names branch
    targets by them (oracle: llvm-objdump prints the same names)."""
    path = fixture("topksoftmax_4x128x4.co")
    lst = listing(path)
    assert any("label_" in t for t in lst.labels)
    obj = read_code_object(path.read_bytes())
    prog = hazards.Program.from_code(
        importlib.import_module("cdna_isa.cdna4").ISA, obj.text, obj.text_addr, obj.label_names
    )
    branches = [
        prog.text(i)
        for i, d in enumerate(prog.decoded)
        if "branch" in d.instr.flags and "label" in prog.text(i)
    ]
    objdump = [i.text for i in lst.code if "branch" in i.op]
    assert branches and sorted(branches) == sorted(t for t in objdump if "label_" in t)
