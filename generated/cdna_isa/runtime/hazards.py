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
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

from .check_report import EMPTY, HWREG_BASE, VGPR_BASE, CheckError, Finding, Report
from .forms import SADDR_OFF, Decoded, matrix_cycles, read_timing, scratch_has_vaddr
from .isa import Isa
from .operands import operand_code
from .state import EXEC, M0, VCC
from .waitcnt import WaitcntCheck

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
PROFILES = ("amd", "llvm")  # spec/hazards.yaml profiles: AMD's guides, llc-22


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
        # the VGPRs a DPP instruction reads (src0 through the lane crossbar, src1 as usual:
        # the guides' row names no operand), and the destination, whose old value stays in
        # the lanes the row/bank masks or bound_ctrl leave out (LLVM models it as a read)
        roles["dpp_src"] = frozenset(
            r for o in form_ops if o.name != "D" for r in regs[o.name] if r >= VGPR_BASE
        )
        roles["dpp_other"] = frozenset(r for r in regs.get("D", EMPTY) if r >= VGPR_BASE)
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


def _profiles(profile) -> tuple[str, ...]:
    names = (profile,) if isinstance(profile, str) else tuple(profile)
    bad = [p for p in names if p not in PROFILES]
    if bad or not names:
        raise CheckError(f"unknown profile '{(bad or [''])[0]}' (known: {', '.join(PROFILES)})")
    return names


class Checker:
    """The hazard rules and waitcnt layout of one architecture, applied to programs. `profile`: "amd"
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
        self.live = [r for r in self.rules if r.max_waits > 0]  # rules that can report
        # the s_waitcnt dataflow (waitcnt.py), and what the emulator's strict mode and the
        # metrics read of it
        self.waitcnt = WaitcntCheck(timing, self.profiles)
        self.counters, self.waits = self.waitcnt.counters, self.waitcnt.waits
        self.waitcnt_values, self.op_counters = (
            self.waitcnt.waitcnt_values,
            self.waitcnt.op_counters,
        )
        self._by_instruction: dict[int, tuple] = {}  # id(instr) -> candidate rules by side
        self._matches: dict[tuple, tuple] = {}  # encoding_key -> matched rules by side

    def overlap(self, rule: Rule, p: Facts, c: Facts, pd: Decoded, cd: Decoded) -> bool:
        return overlap(rule, p, c, pd, cd, self.hwregs, self.same_passes)

    # ---------------------------------------------------------------- hazards
    def hazards(self, prog: Program, reachable: list[bool] | None = None) -> list[Finding]:
        """Producer/consumer pairs closer than a rule allows, one finding per pair (the
        fewest wait states over the paths between them) naming every rule it violates. A
        producer's write only counts while no later producer of the same rule between it and
        the consumer has written the same registers again (that one is then the pair to check;
        LLVM's hazard recognizer likewise looks at the nearest definition by an instruction of
        the hazard's kind: an SALU rewriting a VALU's SGPR hides nothing)."""
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
                produces = side(k)[0] & cset
                for r_i in produces:
                    rule = live[r_i]
                    need = rule.required(facts[k])
                    hidden = frozenset(reg for reg, by in rewritten if by == r_i)
                    if provided < need and self._relates(rule, facts[k], cf, d_[k], cd, hidden):
                        pair = found.setdefault((k, j), {})
                        if r_i not in pair or pair[r_i][1] > provided:
                            pair[r_i] = (need, provided)
                nxt = provided + facts[k].ws
                if nxt < horizon:
                    writes = facts[k].writes & watched
                    later = rewritten | {(reg, r_i) for r_i in produces for reg in writes}
                    stack.extend((p, nxt, later) for p in prog.pred[k])
        out = [
            self.hazard_finding(
                [(live[r], need, prov) for r, (need, prov) in pair.items()], prog, k, j
            )
            for (k, j), pair in found.items()
        ]
        return sorted(out, key=lambda f: (f.pc, f.producer_pc, f.rule))

    def _relates(self, rule: Rule, p: Facts, c: Facts, pd: Decoded, cd: Decoded, rewritten) -> bool:
        """Does the rule relate producer and consumer, given the registers later producers
        of the rule wrote between them (a write-role producer whose registers the consumer
        touches were all written again since is hidden by the later write)?"""
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
