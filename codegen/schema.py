"""Pydantic models of the YAML spec (see spec/README.md). Unknown keys are errors."""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


Source = Annotated[str | None, Field(default=None, description="where the fact comes from")]

TYPE_NAMES = (
    "b16 b32 b64 u8 u16 u32 u64 i8 i16 i32 i64 f16 bf16 f32 f64 bool mask "
    "b96 b128 b160 b192 b256 b512 b1024".split()
)
TypeName = Literal[
    "b16", "b32", "b64", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64",
    "f16", "bf16", "f32", "f64", "bool", "mask",
    "b96", "b128", "b160", "b192", "b256", "b512", "b1024",  # register tuples (memory data, MFMA)
]  # fmt: skip


class OperandKind(str, Enum):
    sdst = "sdst"
    ssrc = "ssrc"
    src = "src"
    vgpr = "vgpr"
    agpr = "agpr"
    avgpr = "avgpr"
    simm16 = "simm16"
    uimm16 = "uimm16"
    hwreg = "hwreg"
    label = "label"
    literal = "literal"
    mask = "mask"
    waitcnt = "waitcnt"
    sendmsg = "sendmsg"
    imm = "imm"
    sgpr = "sgpr"
    sreg = "sreg"
    sbase = "sbase"
    srsrc = "srsrc"
    soffset = "soffset"
    offset = "offset"
    vaddr = "vaddr"
    saddr = "saddr"
    gpr_idx = "gpr_idx"
    sdwa_src = "sdwa_src"
    mai_src = "mai_src"
    mai_c = "mai_c"
    vsrc = "vsrc"
    asrc = "asrc"
    sdst_xm0 = "sdst_xm0"
    lanesel = "lanesel"
    sdwa_sdst = "sdwa_sdst"
    bvaddr = "bvaddr"
    svaddr = "svaddr"
    gvaddr = "gvaddr"
    smem_offset = "smem_offset"


Flag = Literal[
    "branch", "terminator", "barrier", "trans", "no_e64", "literal_required",
    "writes_exec", "reads_exec", "privileged", "nop", "clamp", "op_sel", "offset2", "atomic", "swizzle", "lds_load", "lds_store", "no_scc", "cache_op", "ignores_exec", "no_suffix", "mix", "no_op_sel", "op_sel_printed", "no_mods", "mfma_neg", "no_blgp", "permlane_swap", "bitop3", "op_sel_byte", "no_neg", "no_literal", "omod", "float_result", "gws", "legacy_opsel", "packed_mods", "fixed_fp_mode", "clamp_in_range",
    "load", "store", "format", "unaligned_vgprs", "mods_ignored", "optional_imm", "src_values", "s1_no_mod_bits", "vgpr_return", "agpr_return_no_sc1", "decodes_any_scc", "op_sel_zeros",
]  # fmt: skip


class BitField(Strict):
    bits: tuple[int, int]
    doc: str | None = None
    source: Source

    @field_validator("bits")
    @classmethod
    def _ordered(cls, v: tuple[int, int]) -> tuple[int, int]:
        hi, lo = v
        if not 0 <= lo <= hi < 128:
            raise ValueError(f"expected [hi, lo] with 0 <= lo <= hi < 128, got [{hi}, {lo}]")
        return v


class Slot(Strict):
    field: str | None = None
    kind: OperandKind
    implicit: Literal["vcc"] | None = None
    doc: str | None = None

    @model_validator(mode="after")
    def _field_or_implicit(self) -> Slot:
        if (self.field is None) == (self.implicit is None):
            raise ValueError("a slot has exactly one of 'field' and 'implicit'")
        return self


class Promote(Strict):
    format: str
    carry_format: str | None = None
    opcode: str
    slots: dict[str, Slot] = {}  # where this format's operands go in the promoted one, if not the same-named slot
    source: Source


class Modifier(Strict):
    """A trailing `name`, `name:value` or `name:[...]` token of the assembly syntax."""

    name: str
    field: str
    kind: Literal["flag", "uint", "sint", "opsel", "omod", "enum", "dpp_ctrl", "bound_ctrl", "swizzle", "buf_format", "bits", "bitval", "scatter", "bare"] = "flag"
    bits: list[str] = []  # "FIELD:bit" refs: kind bits, one per source (`name:[s0,s1,s2]`, default -1 = all ones); kind scatter, the value's bits from bit 0 up
    values: list[str] = []  # enum: the names of 0, 1, 2, ... (buf_format: the data formats)
    num_values: list[str] = []  # buf_format: the numeric formats
    max: int | None = None  # largest value the assembler takes, when below the field's range
    ignored_by_flag: str | list[str] | None = None  # accepted but not encoded (llvm-mc drops it)
    always: bool = False  # printed even at its default value
    requires_flag: str | list[str] | None = None  # only instructions with (one of) these flags take it
    excluded_by_flag: str | list[str] | None = None  # instructions with (one of) these flags do not take it
    default: int = 0
    hex: bool = False  # print the value in hex
    hex_above: int | None = None  # print values above this in hex, smaller ones in decimal
    count: int | None = None  # kind bits: values printed (default one per source); those past `bits` print 0
    lengths: tuple[int, int] | None = None  # kind bits: list lengths taken (default exactly `count`); values past `bits` are dropped, missing ones are 0
    reserved_invalid: bool = False  # enum: a value past `values` is reserved, the word does not decode
    doc: str | None = None
    source: Source


class FormatOverride(Strict):
    size: int | None = None
    literal: bool | Literal["decoded"] | None = None
    fixed: dict[str, int] | None = None
    fields: dict[str, BitField | None] | None = None
    slots: dict[str, Slot | None] | None = None
    promote: Promote | None = None
    modifiers: list[Modifier] | None = None
    atomic_return_field: str | None = None
    variants: dict[str, str] | None = None
    zero_unused: list[str] | None = None
    doc: str | None = None
    source: Source


class Format(Strict):
    size: Literal[32, 64, 96, 128]
    # decoded: the assembler takes no literal, the decoder reads one as llvm-objdump does
    literal: bool | Literal["decoded"] = False
    fixed: dict[str, int] = {}
    fields: dict[str, BitField]
    slots: dict[str, Slot] = {}
    promote: Promote | None = None
    modifiers: list[Modifier] = []  # in the order llvm-mc prints them
    atomic_return_field: str | None = None  # the cache bit that makes an `atomic` instruction return the old value
    variants: dict[str, str] = {}  # sdwa / dpp: the extended format of the same instructions
    # fields llvm-mc decodes only when 0 in an instruction whose operands, modifiers and source
    # modifiers do not use them (bit by bit: a source modifier bit of a source it has is used);
    # FIELD@modifier: only in the forms that take that modifier; FIELD@absent_source (a bit per
    # source): only the bits of sources the form lacks
    zero_unused: list[str] = []
    arch_overrides: dict[str, FormatOverride] = {}
    doc: str | None = None
    source: Source


class WidthBy(Strict):
    """An operand whose register count an encoding field selects: `widths` maps field values to
    the operand's type; other values (and everything but encoding and printing) use the
    declared `type`, which must be at least as wide as every entry."""

    field: str  # a field of the instruction's format, set by a modifier (e.g. CBSZ via cbsz:)
    widths: dict[int, str]  # field value -> TypeName (family parameters allowed)
    halved_by: str | None = None  # a field (MIMG D16) that, when set, halves the register count, rounded up
    only_listed: bool = False  # the assembler takes only the listed field values (MIMG atomics' dmask)
    source: Source

    @field_validator("widths")
    @classmethod
    def _some(cls, v: dict[int, str]) -> dict[int, str]:
        if not v:
            raise ValueError("expected at least one 'value: type' entry")
        if any(k < 0 for k in v):
            raise ValueError("field values are non-negative integers")
        return v


class OperandDecl(Strict):
    type: str  # a TypeName once family parameters are filled in (checked when resolving)
    constants: str | None = None  # how constants are encoded and printed, when not `type` (a TypeName once filled in)
    # the float type whose pattern an inline float constant puts in the register, when it is not
    # the `constants` type (the guides against llvm-mc's operand type: V_CMP_CLASS_F16's mask)
    constant_bits: str | None = None
    mods: bool = False  # takes -x/|x| though its type is not a float (packed halves, v_cndmask)
    field: str | None = None
    kind: str | None = None  # an OperandKind once family parameters are filled in (checked when resolving)
    implicit: Literal["vcc"] | None = None
    width_by: WidthBy | None = None  # register count chosen by an encoding field (f8f6f4 MFMAs)
    doc: str | None = None


OpcodeValue = int | str
Opcode = OpcodeValue | dict[str, OpcodeValue]
Encoding = Literal["e32", "e64", "sdwa", "dpp"]


class EntryBase(Strict):
    format: str | None = None
    archs: list[str] | None = None
    opcode: Opcode
    operands: dict[str, str | OperandDecl] = {}
    semantics: str | None = None
    arch_semantics: dict[str, str] = {}
    doc: str
    flags: list[str] = []
    examples: list[str] = []
    syntax: str | None = None
    encodings: list[str] | None = None  # e32 e64 sdwa dpp (family parameters allowed)
    counters: list[Literal["vmcnt", "lgkmcnt", "expcnt"]] = []  # waitcnt counters the instruction increments
    fixed: dict[str, int] = {}  # encoding fields this instruction fixes (e.g. LDS = 1)
    arch_names: dict[str, str] = {}  # the instruction's name on an architecture that renamed it
    arch_flags: dict[str, list[str]] = {}  # flags that hold on one architecture only
    matrix: MatrixDecl | None = None  # matrix-core instructions: shape, types, cycles
    source: Source


class NarrowCycles(Strict):
    fields: dict[str, list[int]]  # encoding field -> the values that make it narrow
    cycles: int | str


MatrixRule = str | dict[str, str | dict[str, str]]


class MatrixDecl(Strict):
    """What a matrix-core instruction computes: per block, D[M][N] = A[M][K] B[K][N] + C."""

    m: int | str
    n: int | str
    k: int | str
    blocks: int | str = 1
    a: str  # element types: f32 f16 bf16 i8 f64 fp8 bf8 (type names)
    b: str
    c: str  # the accumulator and result type: f32 i32 f64
    cycles: int | str | dict[str, int | str]  # issue-to-result cycles, per arch when they differ
    # cycles when every listed field holds one of its listed values (the F8F6F4 MFMAs: fewer
    # cycles when neither CBSZ nor BLGP selects an 8-bit format, CDNA4 7.1.2 Table 28)
    narrow_cycles: NarrowCycles | None = None
    # the matrix-core class the guides' dependency tables use (xdl, sgemm or dgemm), per arch
    # when it differs (MI200 7.2 counts f32 as XDL; CDNA4 7.6 has SGEMM for it)
    class_: str | dict[str, str] = Field(alias="class")
    sparse: bool | str = False  # SMFMAC: A is 2:4 sparse with an index VGPR in S2
    # The numeric rules (spec/README.md "Matrix numerics"): one value, or per arch, and within
    # an arch one value or one per A element type (the guides' rules go by type)
    denormals: MatrixRule = "keep"  # keep, flush, mode (A/B in, D out by MODE), mode_ab (A/B only)
    accumulate: MatrixRule = "exact"  # exact (one rounding), fma (one per k), dot2, dot4
    clamp: MatrixRule = "none"  # none, or mode: MODE.FP16_OVFL saturates f32 and i32 results
    source: Source


class Entry(EntryBase):
    name: str


ParamValue = str | int | float | bool


class Family(EntryBase):
    name: str
    product: dict[str, list[dict[str, ParamValue] | ParamValue]] | None = None
    instances: list[dict[str, ParamValue]] | None = None
    where: str | None = None

    @model_validator(mode="after")
    def _one_expansion(self) -> Family:
        if (self.product is None) == (self.instances is None):
            raise ValueError("a family has exactly one of 'product' and 'instances'")
        return self


class InstructionFile(Strict):
    format: str | None = None
    archs: list[str] | None = None
    source: Source
    doc: str | None = None
    instructions: list[Entry] = []
    families: list[Family] = []


class ArchFile(Strict):
    name: str
    product: str
    llvm_target: str
    # the architecture this one is declared against: its instructions, per-arch values and
    # format overrides hold here too unless this arch gives its own (spec/README.md "Inheritance")
    inherits: str | None = None
    lacks: list[str] = []  # instructions of the base (spec names) this architecture does not have
    wave_size: Literal[32, 64]
    sgprs: int
    vgprs: int
    agprs: int
    lds_bytes: int
    scratch_bytes_per_lane: int  # private (scratch) memory one work-item can have
    # the hardware sets up each wave's scratch (gfx940+): no private segment wave offset SGPR
    architected_flat_scratch: bool = False
    # the 8-bit floats fp8 (E4M3) and bf8 (E5M2): OCP's (CDNA4 7.3 Table 30: bias 7/15, NaN
    # S.1111.111 / Inf and NaN as IEEE) or MI300's "fnuz" (7.2 Table 30: bias 8/16, 0x80 the
    # only NaN, no Inf, no negative zero)
    fp8_formats: Literal["ocp", "fnuz"] = "ocp"
    vgpr_alloc_granule: int | None = None
    sgpr_alloc_granule: int | None = None
    max_waves_per_simd: int | None = None
    simds_per_cu: int | None = None
    lds_alloc_granule: int | None = None
    sgpr_waves: list[tuple[int, int]] = []  # (at most this many SGPRs, waves per SIMD), ascending
    sgpr_waves_above: int | None = None  # waves per SIMD beyond the last row
    hw_registers: dict[int, str] = {}
    sendmsg: dict[int, str] = {}
    doc: str | None = None
    source: Source


class OperandCode(Strict):
    codes: tuple[int, int]
    kind: Literal[
        "sgpr", "special", "inline_int", "inline_float", "literal", "vgpr", "sdwa", "dpp",
        "reserved", "ttmp",
    ]  # fmt: skip
    name: str | None = None
    name64: str | None = None
    value: int | float | None = None
    step: Literal[1, -1] = 1
    aliases: list[str] = []
    # special, code above 127: operand widths (32, 64) in which llvm-mc also takes it as a
    # scalar destination, where the destination field is wide enough to hold the code
    dest_widths: list[Literal[32, 64]] = []
    bits: dict[str, int] = {}
    archs: list[str] | None = None
    doc: str | None = None
    source: Source


class OperandsFile(Strict):
    source: Source
    doc: str | None = None
    codes: list[OperandCode]


class TypeDef(Strict):
    bits: int
    kind: Literal["uint", "int", "float", "bits"]
    exponent_bits: int | None = None
    mantissa_bits: int | None = None
    bias: int | None = None
    has_inf: bool | None = None
    nan: str | None = None
    ml_dtypes: str | None = None
    doc: str | None = None
    source: Source


class Erratum(Strict):
    id: str
    topic: str
    side_a: dict[str, str]
    side_b: dict[str, str]
    choice: str
    reason: str


# ---------------------------------------------------------------- hazards.yaml, timing.yaml
Unit = Literal["salu", "smem", "valu", "mfma", "vmem", "lds", "flat"]
MatrixClass = Literal["xdl", "sgemm", "dgemm"]
Role = Literal[
    "vgpr", "sgpr", "vcc", "exec", "m0", "hwreg", "vcc_or_exec", "sgpr_const", "sgpr_mask",
    "exec_const", "execz_vccz", "lanesel", "vsrc", "srcab", "srcc", "srcab_dot", "srcc_dot",
    "store_data", "vcc_implicit", "dpp_src", "dpp_other", "permlane_vdst",
]  # fmt: skip
Profile = Literal["amd", "llvm"]
Overlap = Literal["any", "overlap", "exact", "inexact"]


class MatrixPredicate(Strict):
    class_: MatrixClass | list[MatrixClass] | None = Field(default=None, alias="class")
    m: int | None = None
    n: int | None = None
    k: int | None = None


class InstrPredicate(Strict):
    """Which instructions a hazard rule's producer or consumer is, and the registers it relates."""

    units: list[Unit] = []  # any of
    flags: list[str] = []  # all of
    not_flags: list[str] = []
    names: list[str] = []  # mnemonic globs (upper case), any of
    not_names: list[str] = []
    matrix: MatrixPredicate | None = None
    hwreg: list[str | int] | None = None  # [hardware register name, optional bit]
    data_wider_than: int | None = None  # store data bits
    soffset_sgpr: bool | None = None  # false: MUBUF/MTBUF whose SOFFSET is an SGPR do not match
    shifted_result: bool | None = None  # op_sel[3] / SDWA dst_sel moves the result
    dpp: bool | None = None
    lds: bool | None = None  # an access taking its LDS address from M0
    gds: bool | None = None  # a DS instruction with GDS = 1
    vop3p_op_sel_hi: bool | None = None  # a VOP3P instruction with OPSEL_HI[0] set
    reads: Role | None = None
    writes: Role | None = None
    reads_or_writes: Role | None = None

    @model_validator(mode="after")
    def _one_role(self) -> InstrPredicate:
        if sum(r is not None for r in (self.reads, self.writes, self.reads_or_writes)) > 1:
            raise ValueError("give at most one of 'reads', 'writes' and 'reads_or_writes'")
        if self.hwreg is not None and not 1 <= len(self.hwreg) <= 2:
            raise ValueError("hwreg is [name] or [name, bit]")
        return self


Waits = int | dict[int, int]  # a number, or MFMA producer passes -> wait states


class ArchWaits(Strict):
    """One architecture's column of a rule: the guide's row and the wait states per profile."""

    row: str  # the guide's table row, or "none" (a rule only llc-22 has)
    amd: Waits  # what the guide requires
    llvm: Waits  # what llc-22 inserts
    overlap: Overlap | None = None  # this architecture's register relation, if not the rule's

    @field_validator("amd", "llvm")
    @classmethod
    def _non_negative(cls, v):
        values = v.values() if isinstance(v, dict) else [v]
        if any(w < 0 for w in values) or (isinstance(v, dict) and not v):
            raise ValueError("wait states are non-negative numbers (a map needs at least one pass count)")
        return v

    @model_validator(mode="after")
    def _row_or_none(self) -> ArchWaits:
        if self.row == "none" and self.amd != 0:
            raise ValueError("a rule with no guide row ('row: none') requires 0 wait states in the amd profile")
        return self


class HazardRule(Strict):
    id: str
    producer: InstrPredicate | list[InstrPredicate]
    consumer: InstrPredicate | list[InstrPredicate]
    overlap: Overlap
    waits: dict[str, ArchWaits]  # architecture -> its column
    same_opcode: bool | None = None
    note: str | None = None

    @property
    def archs(self) -> list[str]:
        return list(self.waits)


class ProfileDecl(Strict):
    doc: str
    exact_needs_same_passes: bool


class Unmodelled(Strict):
    row: str
    reason: str


class HazardsFile(Strict):
    source: Source
    profiles: dict[Profile, ProfileDecl]
    unmodelled: list[Unmodelled] = []
    rules: list[HazardRule]


class LatencyClass(Strict):
    # "matrix": the instruction's matrix cycles; null: no figure in any source
    class_: Literal["salu", "valu", "trans", "smem", "vmem_load", "vmem_store", "lds", "barrier", "mfma"] = Field(alias="class")
    cycles: int | Literal["matrix"] | None
    approximate: bool = False
    source: str


class WaitcntCounter(Strict):
    bits: list[tuple[int, int]]  # [hi, lo] ranges of SIMM16, low part first
    source: Source


class Waitcnt(Strict):
    counters: dict[Literal["vmcnt", "expcnt", "lgkmcnt"], WaitcntCounter]
    in_order: dict[str, Literal["all", "lds"]]
    out_of_order: list[Unit]
    endpgm_waits_all: bool
    smem_increment: Literal["one", "dwords"]
    source: Source


class ArchTiming(Strict):
    latency: list[LatencyClass]
    waitcnt: Waitcnt


class TimingFile(Strict):
    source: Source
    archs: dict[str, ArchTiming]
