"""Hazard and s_waitcnt checker over decoded machine code.

The rules are data (spec/hazards.yaml, rendered per architecture into timing.json next to the
arch's tables): a producer and a consumer predicate over instruction properties, the registers
they relate, and the wait states required between them, per profile (`amd`: what AMD's guide
requires; `llvm`: what llc-22 inserts). The checker builds a control-flow graph from the
branches, walks back from every instruction over every path (taking the worst case over
predecessors) and reports each producer/consumer pair whose wait states some rule says are not
met (one finding per pair, naming every such rule); a forward dataflow over the s_waitcnt
counters reports register uses whose load may still be outstanding and waits stronger than any
later use needs.
"""

from __future__ import annotations

import fnmatch
from dataclasses import asdict, dataclass, field, replace
from functools import cached_property
from pathlib import Path

from .forms import SADDR_OFF, Decoded, matrix_cycles, read_timing, scratch_has_vaddr
from .isa import Isa
from .operands import operand_code
from .simm16 import split_field
from .state import EXEC, M0, VCC

VGPR_BASE, AGPR_BASE, HWREG_BASE = 256, 512, 1024
SCALAR_REGS = 128  # operand codes below 128 name registers; 128..255 are constants and specials
VCCZ, EXECZ = 251, 252
VCC_REGS, EXEC_REGS = frozenset({VCC, VCC + 1}), frozenset({EXEC, EXEC + 1})
UNIT_FORMATS = {
    "salu": ("SOP1", "SOP2", "SOPK", "SOPC", "SOPP"),
    "smem": ("SMEM",),
    "vmem": ("MUBUF", "MTBUF", "MIMG", "GLOBAL", "SCRATCH", "FLAT"),
    "lds": ("DS",),
}
NOT_REGISTER_KINDS = (
    "simm16", "uimm16", "hwreg", "label", "literal", "waitcnt", "sendmsg", "imm", "offset",
    "gpr_idx",
)  # fmt: skip
EMPTY: frozenset = frozenset()
PROFILES = ("amd", "llvm")  # spec/hazards.yaml profiles: AMD's guides, llc-22


CALLS = ("S_SWAPPC_B64", "S_CALL_B64")
COVERED = 1 << 30  # in a pending operation's counters: one a wait already covered


class CheckError(Exception):
    """Input the checker cannot analyse (undecodable words, no code, an unknown profile)."""


def load_timing(arch_module) -> dict:
    """The generated timing.json of an architecture package (cdna_isa.cdna4, ...)."""
    return read_timing(Path(arch_module.__file__).with_name("timing.json"))


# ------------------------------------------------------------------ instruction facts
def unit_of(d: Decoded) -> str:
    ins = d.instr
    if ins.matrix:
        return "mfma"
    for unit, formats in UNIT_FORMATS.items():
        if ins.format in formats:
            return unit
    return "valu"


def operand_registers(isa: Isa, d: Decoded, op) -> frozenset:
    """Registers an operand names (codes: SGPRs < 128, VGPRs 256 + n, AGPRs 512 + n); constants,
    literals and absent (`off`) operands name none."""
    if op.kind in NOT_REGISTER_KINDS:
        return EMPTY
    f = d.fields
    op = op.at(f)
    n = 2 if op.type == "mask" else op.nregs
    if op.kind == "smem_offset":
        if f.get("SOE", 0):
            return frozenset({f["SOFFSET"]})
        return EMPTY if f.get("IMM", 1) else frozenset({f["OFFSET"] & 0x7F})
    if op.kind == "saddr" and f.get(op.field) == SADDR_OFF:
        return EMPTY
    if op.kind == "vaddr" or op.kind == "gvaddr" and f.get("SADDR", SADDR_OFF) != SADDR_OFF:
        n = 1  # one address VGPR
    if op.kind == "svaddr" and not scratch_has_vaddr(f, isa.formats[d.form.fmt]):
        return EMPTY
    if op.kind == "bvaddr":
        n = f.get("OFFEN", 0) + f.get("IDXEN", 0)
        if not n:
            return EMPTY
    code = operand_code(d, op)  # as the emulator numbers registers
    if code < SCALAR_REGS or code >= VGPR_BASE:
        return frozenset(range(code, code + n))
    if code in (VCCZ, EXECZ):
        return frozenset({code})
    return EMPTY


@dataclass
class Facts:
    """What one instruction reads and writes, by role."""

    index: int
    pc: int
    name: str
    unit: str
    ws: int  # wait states it provides
    reads: frozenset
    writes: frozenset
    roles: dict  # role -> registers (read roles and the written ones)
    passes: int = 0  # an MFMA's passes as encoded (matrix cycles / 4)
    klass: str | None = None  # an MFMA's class on the arch: xdl, sgemm or dgemm
    stores: bool = False  # writes memory (store or atomic)
    lds_write: bool = False  # writes LDS (DS store or atomic, or a load into LDS at M0)


def _sgpr(regs) -> frozenset:
    return frozenset(r for r in regs if r < SCALAR_REGS)


def instruction_facts(isa: Isa, d: Decoded, index: int) -> Facts:
    ins = d.instr
    form_ops = d.form.operands
    outputs, params = set(ins.outputs), set(ins.params)
    regs = {op.name: operand_registers(isa, d, op) for op in form_ops}
    loads = "load" in ins.flags
    atomic_returns = True
    if "atomic" in ins.flags:
        ret_field = isa.formats[d.form.fmt].get("atomic_return_field")
        atomic_returns = bool(ret_field and d.fields.get(ret_field, 0))
    matrix = ins.matrix
    sparse = bool(matrix and matrix.get("sparse"))
    if ins.semantics is None and not outputs:
        outputs = {
            o.name for o in form_ops if o.name in ("D", "SD") or (loads and o.name == "SDATA")
        }
    written_ops = {
        o for o in outputs if o in regs and (atomic_returns or "atomic" not in ins.flags)
    }
    # an SMFMAC accumulates into D (CDNA4 7.6: "V_SMFMA reads vdst for Matrix C")
    write_only = {
        o for o in written_ops if (loads or o not in params) and not (sparse and o == "D")
    }
    writes = set().union(*(regs[o] for o in written_ops)) if written_ops else set()
    if "EXEC" in outputs:
        writes |= EXEC_REGS
    if "VCC" in outputs:
        writes |= VCC_REGS
    if "M0" in outputs:
        writes.add(M0)
    reads = set()
    for o in form_ops:
        if o.name not in write_only:
            reads |= regs[o.name]
    implicit_vcc = "VCC" in params
    if implicit_vcc:
        reads |= VCC_REGS
    if "M0" in params:
        reads.add(M0)
    roles: dict[str, frozenset] = {}
    hw = next((o for o in form_ops if o.kind == "hwreg"), None)
    if hw is not None:
        hwreg = frozenset({HWREG_BASE + (d.fields[hw.field] & 0x3F)})
        roles["hwreg_w" if ins.name.startswith("S_SETREG") else "hwreg_r"] = hwreg
    const_kinds = ("src", "ssrc", "sdwa_src", "mai_c", "sreg")
    const, mask = set(), set()
    for o in form_ops:
        if o.name in write_only:
            continue
        if o.type == "mask":  # a carry-in or lane mask (v_cndmask, v_addc, v_subb)
            mask |= regs[o.name]
        elif o.kind in const_kinds:
            const |= regs[o.name]
    roles["sgpr_const"] = frozenset(r for r in _sgpr(const) if r not in EXEC_REGS)
    roles["sgpr_mask"] = _sgpr(mask) | (VCC_REGS if implicit_vcc else EMPTY)
    roles["exec_const"] = frozenset(r for r in const if r in EXEC_REGS)
    roles["execz_vccz"] = frozenset(r for r in reads if r in (VCCZ, EXECZ))
    roles["lanesel"] = frozenset(
        r for o in form_ops if o.kind == "lanesel" for r in regs[o.name] if r < SCALAR_REGS
    )
    roles["vsrc"] = frozenset(r for o in form_ops if o.kind == "vsrc" for r in regs[o.name])
    roles["vcc_implicit"] = VCC_REGS if implicit_vcc else EMPTY
    if matrix:
        # A and B, a scaled MFMA's scale VGPRs (S3, S4), an SMFMAC's index VGPR (S2); C is S2,
        # an SMFMAC's C is D
        sources = ("S0", "S1", "S2") if sparse else ("S0", "S1", "S3", "S4")
        roles["srcab"] = frozenset().union(*(regs.get(n, EMPTY) for n in sources))
        roles["srcc"] = regs.get("D", EMPTY) if sparse else regs.get("S2", EMPTY)
    elif ins.name.startswith("V_DOT"):
        roles["srcab_dot"] = regs.get("S0", EMPTY) | regs.get("S1", EMPTY)
        roles["srcc_dot"] = regs.get("S2", EMPTY)
    if ins.format in UNIT_FORMATS["vmem"] and ("store" in ins.flags or "atomic" in ins.flags):
        roles["store_data"] = frozenset(
            r for o in form_ops if o.name in ("DATA", "VDATA") for r in regs[o.name]
        )
    if "DPP_CTRL" in isa.formats[d.form.fmt]["fields"]:
        # src0 goes through the DPP lane crossbar; the other VGPRs are read as usual, and the
        # destination's old value stays in the lanes the row/bank masks or bound_ctrl leave
        # out (LLVM models it as a read)
        roles["dpp_src"] = regs.get("S0", EMPTY)
        roles["dpp_other"] = frozenset(
            r for o in form_ops if o.name != "S0" for r in regs[o.name] if r >= VGPR_BASE
        )
    if "permlane_swap" in ins.flags:
        roles["permlane_vdst"] = regs.get("D", EMPTY)
    ws = (d.fields.get("SIMM16", 0) & 0xF) + 1 if ins.name == "S_NOP" else 1
    facts = Facts(index, d.pc, ins.name, unit_of(d), ws, frozenset(reads), frozenset(writes), roles)
    facts.stores = "store" in ins.flags or "atomic" in ins.flags
    facts.lds_write = (facts.unit == "lds" and facts.stores and not d.fields.get("GDS", 0)) or (
        facts.unit == "vmem" and _to_lds(d) and "load" in ins.flags
    )
    if matrix:
        facts.passes = max(1, matrix_cycles(d) // 4)
        facts.klass = matrix["class"]
    return facts


def role_registers(f: Facts, role: str, side: str) -> frozenset:
    """The registers of `role` read (side "reads"), written ("writes") or both."""
    if side == "reads_or_writes":
        return role_registers(f, role, "reads") | role_registers(f, role, "writes")
    regs = f.reads if side == "reads" else f.writes
    if role == "vgpr":
        return frozenset(r for r in regs if r >= VGPR_BASE and r < HWREG_BASE)
    if role == "sgpr":
        return frozenset(r for r in regs if r < SCALAR_REGS and r not in EXEC_REGS and r != M0)
    if role == "vcc":
        return regs & VCC_REGS
    if role == "exec":
        return regs & EXEC_REGS
    if role == "vcc_or_exec":
        return regs & (VCC_REGS | EXEC_REGS)
    if role == "m0":
        return regs & {M0}
    if role == "hwreg":
        return f.roles.get("hwreg_w" if side == "writes" else "hwreg_r", EMPTY)
    return f.roles.get(role, EMPTY) if side == "reads" else EMPTY


# ------------------------------------------------------------------ rule predicates
def _max_waits(w) -> int:
    return w if isinstance(w, int) else max(w.values())


def _combine(values: list):
    """Wait states of several profiles, combined by maximum (per pass count for maps)."""
    if all(isinstance(v, int) for v in values):
        return max(values)
    keys = {k for v in values if isinstance(v, dict) for k in v}
    return {
        k: max(v if isinstance(v, int) else v.get(k, max(v.values())) for v in values)
        for k in sorted(keys, key=int)
    }


@dataclass
class Rule:
    """One rule of spec/hazards.yaml on one architecture, its wait states resolved for the
    checker's profile(s)."""

    id: str
    producer: list  # predicates, any of which may match
    consumer: list
    overlap: str
    waits: int | dict  # in the checker's profile(s)
    same_opcode: bool | None
    row: str  # the guide's row ("none": only llc-22 has the rule)
    note: str | None
    by_profile: dict  # profile -> wait states, as the spec gives them

    @property
    def source(self) -> str:
        return self.row if self.row != "none" else "llc-22 (no guide row)"

    def required(self, producer: Facts) -> int:
        if isinstance(self.waits, int):
            return self.waits
        return int(self.waits.get(str(producer.passes), max(self.waits.values())))

    @property
    def max_waits(self) -> int:
        return _max_waits(self.waits)


def _side_role(pred: dict) -> tuple[str, str] | None:
    for side in ("reads", "writes", "reads_or_writes"):
        if pred.get(side):
            return side, pred[side]
    return None


def _preds(side) -> list:
    return side if isinstance(side, list) else [side]


def matches(preds, f: Facts, d: Decoded, isa: Isa, hwregs: dict) -> bool:
    return any(
        matches_instruction(p, f, d.instr) and matches_operands(p, f, d, hwregs)
        for p in _preds(preds)
    )


def matches_instruction(pred: dict, f: Facts, ins) -> bool:
    """The part of a predicate decided by the instruction alone (unit, flags, names, matrix)."""
    if pred.get("units") and f.unit not in pred["units"]:
        return False
    if any(fl not in ins.flags for fl in pred.get("flags", ())):
        return False
    if any(fl in ins.flags for fl in pred.get("not_flags", ())):
        return False
    if pred.get("names") and not any(fnmatch.fnmatchcase(f.name, p) for p in pred["names"]):
        return False
    if any(fnmatch.fnmatchcase(f.name, p) for p in pred.get("not_names", ())):
        return False
    m = pred.get("matrix")
    if m is not None:
        if not ins.matrix:
            return False
        classes = m.get("class")
        if classes and f.klass not in (classes if isinstance(classes, list) else [classes]):
            return False
        if any(m.get(k) is not None and ins.matrix[k] != m[k] for k in ("m", "n", "k")):
            return False
    return True


def matches_operands(pred: dict, f: Facts, d: Decoded, hwregs: dict) -> bool:
    """The part of a predicate decided by the encoded operands and registers."""
    ins = d.instr
    if pred.get("hwreg"):
        hw = next((o for o in d.form.operands if o.kind == "hwreg"), None)
        if hw is None:
            return False
        raw = d.fields[hw.field]
        if hwregs.get(pred["hwreg"][0]) != raw & 0x3F:
            return False
        if len(pred["hwreg"]) > 1:  # a bit of the register: within [offset, offset + size)
            offset, size = raw >> 6 & 0x1F, (raw >> 11 & 0x1F) + 1
            if not offset <= int(pred["hwreg"][1]) < offset + size:
                return False
    if pred.get("data_wider_than") is not None:
        data = next((o for o in d.form.operands if o.name in ("DATA", "VDATA")), None)
        if data is None or data.at(d.fields).nregs * 32 <= pred["data_wider_than"]:
            return False
    if (
        pred.get("soffset_sgpr") is False
        and "SOFFSET" in d.fields
        and ins.format in ("MUBUF", "MTBUF")
    ):
        if d.fields["SOFFSET"] < SCALAR_REGS:
            return False
    if pred.get("shifted_result") and not _shifted_result(d):
        return False
    if pred.get("dpp") is not None and ("DPP_CTRL" in d.fields) != pred["dpp"]:
        return False
    if pred.get("lds") is not None and _to_lds(d) != pred["lds"]:
        return False
    if pred.get("vop3p_op_sel_hi") is not None:
        # v_accvgpr_read/write (no_mods) take no source modifiers in LLVM
        hi = (
            ins.format == "VOP3P"
            and "no_mods" not in ins.flags
            and bool(d.fields.get("OPSEL_HI", 0) & 1)
        )
        if hi != pred["vop3p_op_sel_hi"]:
            return False
    if (
        pred.get("gds") is not None
        and (ins.format == "DS" and bool(d.fields.get("GDS", 0))) != pred["gds"]
    ):
        return False
    role = _side_role(pred)
    return role is None or bool(role_registers(f, role[1], role[0]))


def _to_lds(d: Decoded) -> bool:
    """An access that takes an LDS address from M0: a memory load into LDS (the LDS bit of
    MUBUF, or gfx950's global_load_lds_* with no destination register), BUFFER_STORE_LDS_DWORD
    (lds_store), DS_*_ADDTID."""
    if d.fields.get("LDS", 0):
        return True
    ins = d.instr
    if "lds_store" in ins.flags or "ADDTID" in ins.name:
        return True
    return (
        ins.format != "DS"
        and "load" in ins.flags
        and not any(o.name in ("D", "VDATA") for o in d.form.operands)
    )


def _shifted_result(d: Decoded) -> bool:
    f = d.fields
    if "DST_SEL" in f:
        return f["DST_SEL"] != 6  # SDWA: anything but the whole dword moves the result
    return d.instr.format == "VOP3A" and bool(f.get("OPSEL", 0) >> 3 & 1)


def side_registers(preds, f: Facts, d: Decoded, hwregs: dict) -> frozenset:
    """The registers a rule side relates: its role's registers in each alternative the
    instruction matches."""
    out = EMPTY
    for p in _preds(preds):
        role = _side_role(p)
        if role and matches_instruction(p, f, d.instr) and matches_operands(p, f, d, hwregs):
            out = out | role_registers(f, role[1], role[0])
    return out


def overlap(rule: Rule, p: Facts, c: Facts, pd: Decoded, cd: Decoded, hwregs: dict,
            same_passes: bool = True) -> bool:  # fmt: skip
    """Do the registers the rule relates meet its `overlap` between producer and consumer?
    Two MFMAs are "exact" with the same registers and, when `same_passes` (the amd profile),
    the same number of passes."""
    if rule.same_opcode is not None and (p.name == c.name) != rule.same_opcode:
        return False
    if rule.overlap == "any":
        return True
    preg = side_registers(rule.producer, p, pd, hwregs)
    creg = side_registers(rule.consumer, c, cd, hwregs)
    if not preg & creg:
        return False
    exact = preg == creg and not (same_passes and p.passes and c.passes and p.passes != c.passes)
    if rule.overlap == "exact":
        return exact
    if rule.overlap == "inexact":
        return not exact
    return True


def encoding_key(d: Decoded) -> tuple:
    """What an instruction's facts and rule matches depend on: its form and field values."""
    return (id(d.form), d.literal, *d.fields.values())


# ------------------------------------------------------------------ control flow
def _label_target(d: Decoded) -> int | None:
    op = next((o for o in d.form.operands if o.kind == "label"), None)
    if op is None:
        return None
    raw = d.fields[op.field]
    raw -= (raw & 0x8000) << 1
    return d.pc + 4 + 4 * raw


@dataclass
class Program:
    isa: Isa
    decoded: list
    facts: list
    succ: list  # per instruction: indices of its successors
    pred: list
    labels: dict = field(default_factory=dict)  # pc -> name (a code object's symbols)

    @classmethod
    def from_code(cls, isa: Isa, code: bytes, base: int = 0, labels: dict | None = None) -> Program:
        decoded = isa.decode(code, base)
        bad = [x for x in decoded if not isinstance(x, Decoded)]
        if bad:
            pc, word = bad[0]
            raise CheckError(f"cannot decode the word 0x{word:08x} at pc 0x{pc:x}")
        if not decoded:
            raise CheckError("no instructions to check")
        prog = cls.from_decoded(isa, decoded)
        prog.labels = dict(labels or {})
        return prog

    def text(self, i: int) -> str:
        """Instruction i as assembly, a branch target named by the code object's label for it
        (or its address)."""
        d = self.decoded[i]
        text = self.isa.text(d)
        target = _label_target(d)
        if target is None:
            return text
        name = self.labels.get(target, f"0x{target:x}")
        head, _, _ = text.rpartition(" ")
        return f"{head} {name}" if head else text

    def where(self, pc: int) -> str:
        """A pc as reports name it: 0x1a4, with the code object's label when one is there."""
        name = self.labels.get(pc)
        return f"0x{pc:x} ({name})" if name else f"0x{pc:x}"

    @classmethod
    def from_decoded(cls, isa: Isa, decoded: list) -> Program:
        facts, seen = [], {}  # same encoding, same facts: loops and unrolled code repeat them
        for i, d in enumerate(decoded):
            key = encoding_key(d)
            known = seen.get(key)
            if known is None:
                known = seen[key] = instruction_facts(isa, d, i)
            facts.append(replace(known, index=i, pc=d.pc))
        at = {d.pc: i for i, d in enumerate(decoded)}
        succ = []
        for i, d in enumerate(decoded):
            ins = d.instr
            nxt = [i + 1] if i + 1 < len(decoded) else []
            out = []
            if "terminator" not in ins.flags:
                out += nxt
            target = _label_target(d) if "branch" in ins.flags else None
            if target is not None and target in at and "S_CALL" not in ins.name:
                out.append(at[target])
            succ.append(sorted(set(out)))
        return cls(isa, decoded, facts, succ, _predecessors(succ))

    def reachable(self, starts) -> list[bool]:
        """Per instruction: can control reach it from one of `starts` (indices)? A call's
        target counts as reached with the call; code after s_endpgm that no branch targets
        (padding) is not."""
        seen = [False] * len(self.decoded)
        stack = list(starts)
        while stack:
            i = stack.pop()
            if seen[i]:
                continue
            seen[i] = True
            stack.extend(s for s in self.succ[i] if not seen[s])
            d = self.decoded[i]
            if "S_CALL" in d.instr.name:
                target = self.index_of(_label_target(d))
                if target is not None and not seen[target]:
                    stack.append(target)
        return seen

    @cached_property
    def at(self) -> dict[int, int]:
        """pc -> instruction index"""
        return {d.pc: i for i, d in enumerate(self.decoded)}

    def index_of(self, pc: int | None) -> int | None:
        return self.at.get(pc)

    def without(self, index: int) -> Program:
        """The program with one instruction deleted: its predecessors flow to its successors
        (what removing an s_nop or s_waitcnt from the source would do)."""
        keep = [i for i in range(len(self.decoded)) if i != index]
        new = {old: k for k, old in enumerate(keep)}

        def targets(i: int) -> list[int]:
            return self.succ[index] if i == index else [i]

        succ = [
            sorted({new[t] for s in self.succ[i] for t in targets(s) if t != index}) for i in keep
        ]
        facts = [replace(self.facts[i], index=k) for k, i in enumerate(keep)]
        decoded = [self.decoded[i] for i in keep]
        return Program(self.isa, decoded, facts, succ, _predecessors(succ), self.labels)

    def replaced(self, index: int, d: Decoded) -> Program:
        """The program with instruction `index` replaced by `d` (same control flow)."""
        decoded = list(self.decoded)
        decoded[index] = d
        facts = list(self.facts)
        facts[index] = instruction_facts(self.isa, d, index)
        return Program(self.isa, decoded, facts, self.succ, self.pred, self.labels)


def _predecessors(succ: list) -> list:
    pred = [[] for _ in succ]
    for i, s in enumerate(succ):
        for j in s:
            pred[j].append(i)
    return pred


# ------------------------------------------------------------------ findings
@dataclass
class Finding:
    kind: str  # hazard | missing-wait | excess-wait
    pc: int
    text: str
    message: str
    rule: str | None = None  # hazard: the rule needing the most wait states
    producer_pc: int | None = None
    producer_text: str | None = None
    required: int | None = None
    provided: int | None = None
    missing: int | None = None
    counter: str | None = None
    source: str | None = None  # hazard: the guide row of `rule`
    wait: dict | None = None  # missing-wait: the s_waitcnt counter values that would do
    rules: list | None = None  # hazard: every rule the pair violates, [{id, required, row}]
    producers: list | None = None  # missing-wait: every operation it waits for, when several

    @property
    def error(self) -> bool:
        return self.kind != "excess-wait"

    def as_dict(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v is not None}


@dataclass
class Report:
    arch: str
    instructions: int
    findings: list = field(default_factory=list)
    profile: str = "amd"

    @property
    def errors(self) -> list:
        return [f for f in self.findings if f.error]

    def as_dict(self) -> dict:
        return {
            "arch": self.arch,
            "profile": self.profile,
            "instructions": self.instructions,
            "hazards": sum(f.kind == "hazard" for f in self.findings),
            "missing_waits": sum(f.kind == "missing-wait" for f in self.findings),
            "excess_waits": sum(f.kind == "excess-wait" for f in self.findings),
            "findings": [f.as_dict() for f in self.findings],
        }


def _profiles(profile) -> tuple[str, ...]:
    names = (profile,) if isinstance(profile, str) else tuple(profile)
    bad = [p for p in names if p not in PROFILES]
    if bad or not names:
        raise CheckError(f"unknown profile '{(bad or [''])[0]}' (known: {', '.join(PROFILES)})")
    return names


class Checker:
    """The rules and waitcnt layout of one architecture, applied to programs. `profile`: "amd"
    (AMD's guides, the default), "llvm" (what llc-22 inserts), or several, whose requirements
    combine by maximum (what both ask for: the scheduler's choice)."""

    def __init__(self, isa: Isa, timing: dict, profile="amd"):
        self.isa = isa
        self.timing = timing
        self.profiles = _profiles(profile)
        self.profile = "+".join(self.profiles)
        declared = timing.get("profiles", {})
        # two MFMAs are "exactly" the same only with the same passes if any profile says so
        self.same_passes = any(
            declared.get(p, {}).get("exact_needs_same_passes", True) for p in self.profiles
        )
        self.rules = [
            Rule(r["id"], _preds(r["producer"]), _preds(r["consumer"]), r["overlap"],
                 _combine([r["waits"][p] for p in self.profiles]), r.get("same_opcode"), r["row"],
                 r.get("note"), dict(r["waits"]))
            for r in timing["rules"]
        ]  # fmt: skip
        self.hwregs = {name: int(i) for i, name in isa.info.get("hw_registers", {}).items()}
        self.counters = timing["waitcnt"]["counters"]
        self.counter_max = {
            c: (1 << sum(hi - lo + 1 for hi, lo in v["bits"])) - 1 for c, v in self.counters.items()
        }
        self.inc = timing["counters"]  # instruction name -> counters it increments
        self.out_of_order = set(timing["waitcnt"]["out_of_order"])
        self.live = [r for r in self.rules if r.max_waits > 0]  # rules that can report
        self.barrier_waits = "llvm" in self.profiles  # see _use
        self._by_instruction: dict[int, tuple] = {}  # id(instr) -> candidate rules by side
        self._matches: dict[tuple, tuple] = {}  # encoding_key -> matched rules by side

    def overlap(self, rule: Rule, p: Facts, c: Facts, pd: Decoded, cd: Decoded) -> bool:
        return overlap(rule, p, c, pd, cd, self.hwregs, self.same_passes)

    # ---------------------------------------------------------------- hazards
    def hazards(self, prog: Program, reachable: list[bool] | None = None) -> list[Finding]:
        """Producer/consumer pairs closer than a rule allows, one finding per pair (the
        fewest wait states over the paths between them) naming every rule it violates. A
        producer's write only counts while no instruction between it and the consumer has
        written the same registers again (the consumer sees the later value: LLVM's hazard
        recognizer likewise looks at the nearest definition)."""
        d_, facts = prog.decoded, prog.facts
        live = self.live
        sides: dict[int, tuple] = {}

        def side(i: int) -> tuple:
            hit = sides.get(i)
            if hit is None:
                hit = sides[i] = self._rule_matches(facts[i], d_[i])
            return hit

        found: dict[tuple, dict] = {}  # (producer, consumer) -> {rule index: (need, provided)}
        for j, (cf, cd) in enumerate(zip(facts, d_)):
            if reachable is not None and not reachable[j]:
                continue
            _, cset, horizon = side(j)
            if not cset:
                continue
            watched = cf.reads | cf.writes  # registers whose later writes hide older ones
            best: dict[tuple, int] = {}
            stack = [(p, 0, EMPTY) for p in prog.pred[j]]
            while stack:
                k, provided, rewritten = stack.pop()
                if best.get((k, rewritten), horizon + 1) <= provided:
                    continue
                best[(k, rewritten)] = provided
                for r_i in side(k)[0] & cset:
                    rule = live[r_i]
                    need = rule.required(facts[k])
                    if provided < need and self._relates(rule, facts[k], cf, d_[k], cd, rewritten):
                        pair = found.setdefault((k, j), {})
                        if r_i not in pair or pair[r_i][1] > provided:
                            pair[r_i] = (need, provided)
                nxt = provided + facts[k].ws
                if nxt < horizon:
                    later = rewritten | (facts[k].writes & watched)
                    stack.extend((p, nxt, later) for p in prog.pred[k])
        out = [
            self.hazard_finding(
                [(live[r], need, prov) for r, (need, prov) in pair.items()], prog, k, j
            )
            for (k, j), pair in found.items()
        ]
        return sorted(out, key=lambda f: (f.pc, f.producer_pc, f.rule))

    def _relates(self, rule: Rule, p: Facts, c: Facts, pd: Decoded, cd: Decoded, rewritten) -> bool:
        """Does the rule relate producer and consumer, given the registers written between
        them (a write-role producer whose registers the consumer touches were all written
        again since is hidden by the later write)?"""
        if not self.overlap(rule, p, c, pd, cd):
            return False
        if not rewritten:
            return True
        role = next((_side_role(x) for x in rule.producer if _side_role(x)), None)
        if role is None or role[0] != "writes":
            return True
        preg = side_registers(rule.producer, p, pd, self.hwregs)
        if rule.overlap != "any":
            preg = preg & (c.reads | c.writes)
        return not preg or bool(preg - rewritten)

    def _rule_matches(self, f: Facts, d: Decoded) -> tuple:
        """(rules of self.live the instruction is a producer of, those it is a consumer of, the
        most wait states those need), cached by encoding."""
        key = encoding_key(d)
        hit = self._matches.get(key)
        if hit is None:
            ins, live, hw = d.instr, self.live, self.hwregs
            by_instruction = self._by_instruction.get(id(ins))
            if by_instruction is None:
                by_instruction = self._by_instruction[id(ins)] = tuple(
                    [(k, [p for p in getattr(r, side) if matches_instruction(p, f, ins)])
                     for k, r in enumerate(live)]
                    for side in ("producer", "consumer")
                )  # fmt: skip

            def operands(candidates) -> list[int]:
                return [
                    k
                    for k, preds in candidates
                    if any(matches_operands(p, f, d, hw) for p in preds)
                ]

            consumed = operands(by_instruction[1])
            hit = self._matches[key] = (
                frozenset(operands(by_instruction[0])),
                frozenset(consumed),
                max((live[k].max_waits for k in consumed), default=0),
            )
        return hit

    def hazard_finding(self, violated: list, prog: Program, k: int, j: int) -> Finding:
        """The finding of one producer/consumer pair: `violated` holds (rule, wait states it
        needs, wait states provided) for every rule the pair violates."""
        violated = sorted(violated, key=lambda v: (-v[1], v[0].id))
        rule, need, provided = violated[0]
        provided = min(v[2] for v in violated)
        ptext, ctext = prog.text(k), prog.text(j)
        named = "; ".join(f"{r.id}: {n} ({r.source})" for r, n, _ in violated)
        return Finding(
            "hazard", prog.decoded[j].pc, ctext,
            f"needs {need} wait state(s) after '{ptext}' (pc {prog.where(prog.decoded[k].pc)}), "
            f"has {provided}: {need - provided} missing [{named}]",
            rule.id, prog.decoded[k].pc, ptext, need, provided, need - provided, None, rule.source,
            rules=[{"id": r.id, "required": n, "row": r.source} for r, n, _ in violated],
        )  # fmt: skip

    # ---------------------------------------------------------------- waitcnt
    def waitcnt_values(self, d: Decoded) -> dict[str, int]:
        raw = d.fields.get("SIMM16", 0)
        return {name: split_field(raw, c["bits"])[0] for name, c in self.counters.items()}

    def op_counters(self, f: Facts, d: Decoded) -> tuple:
        """(counter, in order) for each counter an instruction increments. In order: it
        completes before the younger operations of its in-order stream on that counter
        (spec/timing.yaml waitcnt.in_order: VMEM on vmcnt, LDS on lgkmcnt), so a wait that
        leaves n outstanding covers it once n younger in-order operations were issued.
        Otherwise (SMEM, FLAT, GDS) only the counter at 0 covers it."""
        kind = "flat" if d.instr.format == "FLAT" else f.unit
        gds = d.instr.format == "DS" and d.fields.get("GDS", 0)
        in_order = self.timing["waitcnt"]["in_order"]
        return tuple(
            (c, not gds and kind not in self.out_of_order and in_order.get(c) in ("all", kind))
            for c in self.inc.get(f.name, ())
        )

    def waits(
        self, prog: Program, entries: list[int] | None = None, functions: list[int] = ()
    ) -> list[Finding]:
        """Missing and stronger-than-needed waits: a forward dataflow over the CFG whose state
        is, per outstanding memory instruction, how many younger instructions of each counter
        were issued since (worst case over paths), the registers whose value it still has to
        deliver."""
        facts, dec = prog.facts, prog.decoded
        n = len(dec)
        op_counters = {i: self.op_counters(f, d) for i, (f, d) in enumerate(zip(facts, dec))}
        # a function may be entered with anything outstanding: a pseudo operation (-1) that
        # only waits for zero complete, and whose completion makes that wait needed
        unknown = tuple((c, False) for c in self.counters)
        op_counters[-1] = unknown
        in_order = {i: frozenset(c for c, o in cs if o) for i, cs in op_counters.items()}
        is_wait = [f.name == "S_WAITCNT" for f in facts]
        memory_use = [
            f.name in ("S_BARRIER", "S_SETPC_B64", *CALLS) or "cache_op" in d.instr.flags
            for f, d in zip(facts, dec)
        ]
        # state: (pending: {op: [{counter: younger}, registers it still delivers]},
        #         done: {reg: (wait, {counter: younger})})
        starts = sorted(set(entries or [0]) | set(functions))
        entry: dict[int, tuple] = {e: ({}, {}) for e in starts}
        for e in functions:
            entry[e] = ({-1: [{c: 0 for c in self.counters}, EMPTY]}, {})
        order = list(reversed(starts))
        queued = set(starts)
        missing: dict[tuple, list] = {}  # (op, use): [registers, wait]
        needed: dict[int, dict[str, int]] = {}
        visits = 0
        while order:
            start = order.pop()
            queued.discard(start)
            visits += 1
            if visits > 50 * n + 1000:
                break  # lattices here are finite; this only guards against a bug looping forever
            pending, done = entry[start]
            pending = {k: [dict(v[0]), v[1]] for k, v in pending.items()}
            done = dict(done)
            i = start
            while True:
                f, d = facts[i], dec[i]
                if is_wait[i]:
                    self._wait(i, d, pending, done, needed, op_counters, facts)
                else:
                    self._use(prog, i, pending, missing, in_order)
                    touched = (f.reads | f.writes) if not memory_use[i] else set(done)
                    for r in list(touched):
                        if r in done:
                            w, snap = done.pop(r)
                            need = needed.setdefault(w, {})
                            for c, y in snap.items():
                                need[c] = min(need.get(c, self.counter_max[c]), y)
                    if f.writes:  # a later write makes the old load's registers irrelevant
                        for r in f.writes:
                            done.pop(r, None)
                    if op_counters[i]:
                        self._issue(op_counters[i], in_order, pending)
                        regs = f.writes if f.writes else frozenset({("memory",)})
                        pending[i] = [{c: 0 for c, _ in op_counters[i]}, regs]
                    if f.name == "S_ENDPGM" or f.name in CALLS:
                        # a callee waits for everything in its prologue (LLVM's AMDGPU calling
                        # convention), so nothing is outstanding after a call returns
                        pending = {}
                nxt = prog.succ[i]
                if len(nxt) == 1 and nxt[0] == i + 1 and len(prog.pred[i + 1]) == 1:
                    i += 1
                    continue
                for s in nxt:
                    if self._merge(entry, s, pending, done):
                        if s not in queued:
                            queued.add(s)
                            order.append(s)
                break
        out = self._missing_findings(prog, missing)
        for w, need in sorted(needed.items()):
            limits = self.waitcnt_values(dec[w])
            weaker = {
                c: need.get(c, self.counter_max[c])
                for c in self.counters
                if limits[c] < need.get(c, self.counter_max[c]) and limits[c] < self.counter_max[c]
            }
            if weaker:
                wanted = " ".join(f"{c}({v})" for c, v in weaker.items())
                out.append(
                    Finding(
                        "excess-wait", dec[w].pc, prog.text(w),
                        f"stronger than any later use needs: {wanted} would do",
                        counter=",".join(weaker),
                    )
                )  # fmt: skip
        return sorted(out, key=lambda f: (f.pc, f.kind))

    def _issue(self, counters: tuple, in_order: dict, pending: dict) -> None:
        """A memory instruction issues: it is one more younger operation of each in-order
        stream it joins. A counter holds the number of its operations issued but not completed
        in a fixed width (CDNA4/MI200 3.1: vmcnt 6 bits, lgkmcnt 4, expcnt 3), so at most its
        maximum (63, 15, 7) are ever outstanding: an instruction that would exceed it waits at
        issue (CDNA4 scheduling guide, "Max outstanding"). Once that many younger operations
        of the same in-order stream have issued, an older one has therefore completed, with no
        s_waitcnt (were it outstanding, so would be all of them: one more than the counter
        holds). An operation of an out-of-order kind (SMEM, FLAT) gets no such guarantee: the
        younger ones may be the ones that completed. llc-22 never relies on this (it caps a
        wait at the maximum - 1: SIInsertWaitcnts), hand-written kernels do."""
        for op in list(pending):
            cnts = pending[op][0]
            for c, joins in counters:
                if joins and c in cnts and c in in_order[op] and cnts[c] < COVERED:
                    cnts[c] += 1
                    if cnts[c] >= self.counter_max[c]:
                        cnts[c] = COVERED
            if all(v >= COVERED for v in cnts.values()):
                del pending[op]  # complete without a wait: no wait is needed for it

    def _wait(self, i, d, pending, done, needed, op_counters, facts) -> None:
        """An s_waitcnt: the outstanding operations it completes become `done` (their
        registers remember the wait, which a later use marks as needed)."""
        limits = self.waitcnt_values(d)
        for op in list(pending):
            cnts, regs = pending[op]
            now = [
                c
                for c, in_order in op_counters[op]
                if cnts[c] < COVERED and ((cnts[c] >= limits[c]) if in_order else limits[c] == 0)
            ]
            if not now:
                continue
            if op < 0:  # a function's entry wait on any counter is needed
                needed.setdefault(i, {}).update({c: 0 for c in self.counters})
                del pending[op]
                continue
            snapshot = {c: cnts[c] if o else 0 for c, o in op_counters[op] if c in now}
            for c in now:
                cnts[c] = COVERED
            # complete once every counter it holds is covered (a FLAT load: vmcnt and lgkmcnt,
            # maybe by two waits; only the last is marked needed)
            if all(cnts[c] >= COVERED for c in cnts):
                for r in regs:
                    done[r] = (i, snapshot)
                del pending[op]
        needed.setdefault(i, {})

    def _use(self, prog: Program, i: int, pending: dict, missing: dict, in_order: dict) -> None:
        """Instruction i (not a wait) against the outstanding operations: a read of a register
        one still has to deliver, or an overwrite of it by an instruction that may complete
        first, is a missing wait. A younger operation of the same in-order stream (VMEM on
        vmcnt, LDS on lgkmcnt: CDNA4 4.4, "memory reads and writes return in the order they
        were issued") overwriting the destination completes after the older one: the
        registers pass to it.

        s_barrier does not wait for memory: a barrier that protects an outstanding memory
        operation needs an s_waitcnt before it (MI200/CDNA4 S_BARRIER). Which LDS writes a
        barrier protects the code does not say (double-buffered pipelines leave the writes
        of the next stage outstanding across the barrier of the current one, and wait for
        them before a later barrier), so the amd profile reports none. clang waits for every
        LDS write (and load into LDS) before a barrier of a local-memory fence (AMDGPUUsage
        memory model: workgroup release); the llvm profile reports an LDS write still
        outstanding at s_barrier, path by path."""
        f = prog.facts[i]
        stream = in_order[i]
        for op, entry in pending.items():
            cnts, regs = entry
            if op < 0:
                continue
            same_stream = bool(stream & in_order[op])
            hit = (regs & f.reads) | (EMPTY if same_stream else regs & f.writes)
            if hit:
                self._note_missing(prog, missing, op, i, hit, cnts)
            if same_stream and regs & f.writes:
                entry[1] = regs - f.writes
            if self.barrier_waits and f.name == "S_BARRIER" and prog.facts[op].lds_write:
                self._note_missing(prog, missing, op, i, None, cnts)

    def _note_missing(self, prog: Program, missing: dict, op: int, i: int, regs, cnts) -> None:
        """Record that instruction i needs operation op complete (regs None: an LDS write at a
        barrier), keeping over every path the registers and the strongest wait needed."""
        wait = {
            c: cnts[c] if in_order else 0
            for c, in_order in self.op_counters(prog.facts[op], prog.decoded[op])
            if cnts[c] < COVERED
        }
        old = missing.get((op, i))
        if old is None:
            missing[(op, i)] = [regs, wait]
            return
        if regs is not None:
            old[0] = old[0] | regs
        for c, v in wait.items():
            old[1][c] = min(old[1].get(c, v), v)

    @staticmethod
    def _merge(entry: dict, s: int, pending: dict, done: dict) -> bool:
        if s not in entry:
            entry[s] = ({k: [dict(v[0]), v[1]] for k, v in pending.items()}, dict(done))
            return True
        old_p, old_d = entry[s]
        changed = False
        for op, (cnts, regs) in pending.items():
            if op not in old_p:
                old_p[op] = [dict(cnts), regs]
                changed = True
                continue
            old = old_p[op]
            for c, y in cnts.items():
                if y < old[0][c]:
                    old[0][c] = y
                    changed = True
            if not regs <= old[1]:
                old[1] = old[1] | regs
                changed = True
        for r, v in done.items():
            if r not in old_d:
                old_d[r] = v
                changed = True
        return changed

    def _missing_findings(self, prog: Program, missing: dict) -> list[Finding]:
        """One finding per instruction that needs a wait (and per kind: a use, or an LDS write
        at a barrier): every outstanding operation it depends on, on any path, is one fact,
        since one s_waitcnt before it (the strongest they need) covers them all."""
        by_use: dict[tuple, list] = {}
        for (op, i), (regs, wait) in missing.items():
            by_use.setdefault((i, regs is None), []).append((op, regs, wait))
        out = []
        for (i, at_barrier), ops in by_use.items():
            ops.sort(key=lambda o: (min(o[2].values(), default=0), -prog.decoded[o[0]].pc))
            wait: dict[str, int] = {}
            for _, _, w in ops:
                for c, v in w.items():
                    wait[c] = min(wait.get(c, v), v)
            first = ops[0][0]
            ptext, ctext = prog.text(first), prog.text(i)
            want = " ".join(f"{c}({v})" for c, v in wait.items())
            where = prog.where(prog.decoded[first].pc)
            others = f" and {len(ops) - 1} other operation(s)" if len(ops) > 1 else ""
            producers = (
                [{"pc": prog.decoded[op].pc, "text": prog.text(op)} for op, _, _ in ops]
                if len(ops) > 1
                else None
            )
            common = dict(counter=",".join(wait), wait=wait, producers=producers)
            if at_barrier:  # LDS writes at a barrier (llvm profile)
                out.append(
                    Finding(
                        "missing-wait", prog.decoded[i].pc, ctext,
                        f"'{ptext}' (pc {where}){others} may still be writing LDS at the barrier "
                        f"(clang waits for it before a barrier: needs s_waitcnt {want} before it)",
                        None, prog.decoded[first].pc, ptext,
                        source="llc-22: LDS writes complete before s_barrier (AMDGPUUsage memory "
                        "model, workgroup release)",
                        **common,
                    )
                )  # fmt: skip
                continue
            regs = frozenset().union(*(r for _, r, _ in ops))
            out.append(
                Finding(
                    "missing-wait", prog.decoded[i].pc, ctext,
                    f"uses {_reg_names(regs)} loaded by '{ptext}' (pc {where}){others} "
                    f"before it is waited for (needs s_waitcnt {want})",
                    None, prog.decoded[first].pc, ptext, **common,
                )
            )  # fmt: skip
        return out

    def check(self, prog: Program, entries=None, functions=()) -> Report:
        """Every finding; `entries` are the pcs where kernels start (default: the first
        instruction), with nothing outstanding, `functions` those of callable functions, which
        may be entered with anything outstanding."""
        at = prog.at
        starts = [at[pc] for pc in entries if pc in at] if entries else None
        calls = [at[pc] for pc in functions if pc in at]
        reachable = prog.reachable((starts or [0]) + calls)
        report = Report(self.isa.name, len(prog.decoded), profile=self.profile)
        report.findings = sorted(
            self.hazards(prog, reachable) + self.waits(prog, starts, calls),
            key=lambda f: (f.pc, f.kind),
        )
        return report


def _reg_names(regs) -> str:
    def name(r) -> str:
        if not isinstance(r, int):
            return "memory"
        if r >= HWREG_BASE:
            return f"hwreg{r - HWREG_BASE}"
        if r >= AGPR_BASE:
            return f"a{r - AGPR_BASE}"
        if r >= VGPR_BASE:
            return f"v{r - VGPR_BASE}"
        return {
            VCC: "vcc_lo",
            VCC + 1: "vcc_hi",
            M0: "m0",
            EXEC: "exec_lo",
            EXEC + 1: "exec_hi",
        }.get(r, f"s{r}")

    return ", ".join(name(r) for r in sorted(regs))


def check_code(
    isa: Isa, timing: dict, code: bytes, base=0, entries=None, functions=(), profile="amd",
    labels: dict | None = None,
) -> Report:  # fmt: skip
    """Check machine code (bytes of instructions at `base`; kernels start at `entries`, by
    default the first instruction; `functions` are entered with anything outstanding) under
    `profile` ("amd" or "llvm"); `labels` names branch targets (pc -> name)."""
    prog = Program.from_code(isa, code, base, labels)
    return Checker(isa, timing, profile).check(prog, entries, functions)


def check_code_object(isa: Isa, timing: dict, obj, profile="amd") -> Report:
    """Check the .text of a code object (runtime.objfile.CodeObject): kernels (symbols with a
    `.kd` descriptor) start with nothing outstanding, other functions with anything; branch
    targets are named by the object's labels."""
    kernels = [a for name, a in obj.symbols.items() if f"{name}.kd" in obj.objects]
    functions = [a for name, a in obj.symbols.items() if f"{name}.kd" not in obj.objects]
    return check_code(
        isa, timing, obj.text, obj.text_addr, kernels or None, functions, profile, obj.label_names
    )
