"""Hazard and s_waitcnt checker over decoded machine code.

The rules are data (spec/hazards.yaml, rendered per architecture into timing.json next to the
arch's tables): a producer and a consumer predicate over instruction properties, the registers
they relate, and the wait states required between them. The checker builds a control-flow
graph from the branches, walks back from every instruction over every path (taking the worst
case over predecessors) and reports each rule whose wait states are not met; a forward dataflow
over the s_waitcnt counters reports register uses whose load may still be outstanding and waits
stronger than any later use needs.
"""

from __future__ import annotations

import fnmatch
from dataclasses import asdict, dataclass, field, replace
from functools import cached_property
from pathlib import Path

from .isa import SADDR_OFF, Decoded, Isa, read_timing, split_field
from .wave import EXEC, M0, VCC, Bound

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


CALLS = ("S_SWAPPC_B64", "S_CALL_B64")
COVERED = 1 << 30  # in a pending operation's counters: one a wait already covered


class CheckError(Exception):
    """Input the checker cannot analyse (undecodable words, no code)."""


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


def matrix_kind(ins, arch: str) -> str | None:
    """DGEMM (f64), SGEMM (f32 A/B on cdna4: CDNA4 7.6 counts only i8/f16/bf16 as XDL), or XDL."""
    m = ins.matrix
    if not m:
        return None
    if m["a"] == "f64":
        return "dgemm"
    if m["a"] == "f32" and arch != "cdna2":
        return "sgemm"
    return "xdl"


def _operand_code(d: Decoded, op) -> int:
    """The operand's register code as the emulator addresses it (wave.Bound's numbering)."""
    return Bound._code(_DecodedView(d), op)


class _DecodedView:
    __slots__ = ("d",)

    def __init__(self, d: Decoded):
        self.d = d


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
    if op.kind == "gvaddr" and f.get("SADDR", SADDR_OFF) != SADDR_OFF:
        n = 1
    if op.kind == "svaddr" and not isa._scratch_has_vaddr(f, isa.formats[d.form.fmt]):
        return EMPTY
    if op.kind == "bvaddr":
        n = f.get("OFFEN", 0) + f.get("IDXEN", 0)
        if not n:
            return EMPTY
    if op.kind == "vaddr":
        n = 1
    code = _operand_code(d, op)
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
    passes: int = 0
    kind: str | None = None  # matrix kind
    stores: bool = False  # writes memory (store or atomic)


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
    if ins.semantics is None and not outputs:
        outputs = {
            o.name for o in form_ops if o.name in ("D", "SD") or (loads and o.name == "SDATA")
        }
    written_ops = {
        o for o in outputs if o in regs and (atomic_returns or "atomic" not in ins.flags)
    }
    write_only = {o for o in written_ops if loads or o not in params}
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
    const = set()
    for o in form_ops:
        if o.kind in const_kinds and o.name not in write_only:
            const |= regs[o.name]
    roles["sgpr_const"] = frozenset(r for r in const if r < SCALAR_REGS and r not in EXEC_REGS)
    roles["exec_const"] = frozenset(r for r in const if r in EXEC_REGS)
    roles["execz_vccz"] = frozenset(r for r in reads if r in (VCCZ, EXECZ))
    roles["lanesel"] = frozenset(
        r for o in form_ops if o.kind == "lanesel" for r in regs[o.name] if r < SCALAR_REGS
    )
    roles["vsrc"] = frozenset(r for o in form_ops if o.kind == "vsrc" for r in regs[o.name])
    roles["vcc_implicit"] = VCC_REGS if implicit_vcc else EMPTY
    matrix = bool(ins.matrix)
    dot = ins.name.startswith("V_DOT")
    if matrix or dot:
        ab = regs.get("S0", EMPTY) | regs.get("S1", EMPTY)
        suffix = "" if matrix else "_dot"
        roles["srcab" + suffix] = ab
        roles["srcc" + suffix] = regs.get("S2", EMPTY)
    if ins.format in UNIT_FORMATS["vmem"] and ("store" in ins.flags or "atomic" in ins.flags):
        roles["store_data"] = frozenset(
            r for o in form_ops if o.name in ("DATA", "VDATA") for r in regs[o.name]
        )
    if "DPP_CTRL" in isa.formats[d.form.fmt]["fields"]:
        # lanes the row/bank masks or the shift leave out keep the destination's old value,
        # so DPP reads its destination too
        roles["dpp_src"] = regs.get("S0", EMPTY) | regs.get("D", EMPTY)
    ws = (d.fields.get("SIMM16", 0) & 0xF) + 1 if ins.name == "S_NOP" else 1
    facts = Facts(index, d.pc, ins.name, unit_of(d), ws, frozenset(reads), frozenset(writes), roles)
    facts.stores = "store" in ins.flags or "atomic" in ins.flags
    if matrix:
        facts.passes = max(1, ins.matrix["cycles"] // 4)
        facts.kind = matrix_kind(ins, isa.name)
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
@dataclass
class Rule:
    id: str
    producer: dict
    consumer: dict
    overlap: str
    waits: int | dict
    same_opcode: bool | None
    source: str
    note: str | None

    def required(self, producer: Facts) -> int:
        if isinstance(self.waits, int):
            return self.waits
        return int(self.waits.get(str(producer.passes), max(self.waits.values())))

    @property
    def max_waits(self) -> int:
        return self.waits if isinstance(self.waits, int) else max(self.waits.values())


def _side_role(pred: dict) -> tuple[str, str] | None:
    for side in ("reads", "writes", "reads_or_writes"):
        if pred.get(side):
            return side, pred[side]
    return None


def matches(pred: dict, f: Facts, d: Decoded, isa: Isa, hwregs: dict) -> bool:
    return matches_instruction(pred, f, d.instr) and matches_operands(pred, f, d, hwregs)


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
        kinds = m.get("kind")
        if kinds and f.kind not in (kinds if isinstance(kinds, list) else [kinds]):
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
    role = _side_role(pred)
    return role is None or bool(role_registers(f, role[1], role[0]))


def _to_lds(d: Decoded) -> bool:
    """A memory load into LDS at M0: the LDS bit (MUBUF), or a load with no destination
    register (gfx950's global_load_lds_*)."""
    if d.fields.get("LDS", 0):
        return True
    ins = d.instr
    return "load" in ins.flags and not any(o.name in ("D", "VDATA") for o in d.form.operands)


def _shifted_result(d: Decoded) -> bool:
    f = d.fields
    if "DST_SEL" in f:
        return f["DST_SEL"] != 6  # SDWA: anything but the whole dword moves the result
    return d.instr.format == "VOP3A" and bool(f.get("OPSEL", 0) >> 3 & 1)


def overlap(rule: Rule, p: Facts, c: Facts, pd: Decoded, cd: Decoded) -> bool:
    if rule.same_opcode is not None and (p.name == c.name) != rule.same_opcode:
        return False
    if rule.overlap == "any":
        return True
    pside, prole = _side_role(rule.producer)
    cside, crole = _side_role(rule.consumer)
    preg = role_registers(p, prole, pside)
    creg = role_registers(c, crole, cside)
    common = preg & creg
    if not common:
        return False
    exact = preg == creg and (not (p.passes and c.passes) or p.passes == c.passes)
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

    @classmethod
    def from_code(cls, isa: Isa, code: bytes, base: int = 0) -> Program:
        decoded = isa.decode(code, base)
        bad = [x for x in decoded if not isinstance(x, Decoded)]
        if bad:
            pc, word = bad[0]
            raise CheckError(f"cannot decode the word 0x{word:08x} at pc 0x{pc:x}")
        if not decoded:
            raise CheckError("no instructions to check")
        return cls.from_decoded(isa, decoded)

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
        return Program(self.isa, [self.decoded[i] for i in keep], facts, succ, _predecessors(succ))

    def replaced(self, index: int, d: Decoded) -> Program:
        """The program with instruction `index` replaced by `d` (same control flow)."""
        decoded = list(self.decoded)
        decoded[index] = d
        facts = list(self.facts)
        facts[index] = instruction_facts(self.isa, d, index)
        return Program(self.isa, decoded, facts, self.succ, self.pred)


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
    rule: str | None = None
    producer_pc: int | None = None
    producer_text: str | None = None
    required: int | None = None
    provided: int | None = None
    missing: int | None = None
    counter: str | None = None
    source: str | None = None
    wait: dict | None = None  # missing-wait: the s_waitcnt counter values that would do

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

    @property
    def errors(self) -> list:
        return [f for f in self.findings if f.error]

    def as_dict(self) -> dict:
        return {
            "arch": self.arch,
            "instructions": self.instructions,
            "hazards": sum(f.kind == "hazard" for f in self.findings),
            "missing_waits": sum(f.kind == "missing-wait" for f in self.findings),
            "excess_waits": sum(f.kind == "excess-wait" for f in self.findings),
            "findings": [f.as_dict() for f in self.findings],
        }


class Checker:
    """The rules and waitcnt layout of one architecture, applied to programs."""

    def __init__(self, isa: Isa, timing: dict):
        self.isa = isa
        self.timing = timing
        self.rules = [
            Rule(r["id"], r["producer"], r["consumer"], r["overlap"], r["waits"],
                 r.get("same_opcode"), r["source"], r.get("note"))
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
        self._by_instruction: dict[int, tuple] = {}  # id(instr) -> candidate rules by side
        self._matches: dict[tuple, tuple] = {}  # encoding_key -> matched rules by side

    # ---------------------------------------------------------------- hazards
    def hazards(self, prog: Program, reachable: list[bool] | None = None) -> list[Finding]:
        """Rules whose wait states are not met before a (reachable) consumer."""
        d_, facts = prog.decoded, prog.facts
        live = self.live
        sides = [self._rule_matches(f, d) for f, d in zip(facts, d_)]
        as_producer = [p for p, _, _ in sides]
        found: dict[tuple, Finding] = {}
        for j, (cf, cd) in enumerate(zip(facts, d_)):
            if reachable is not None and not reachable[j]:
                continue
            _, cset, horizon = sides[j]
            if not cset:
                continue
            best: dict[int, int] = {}
            stack = [(p, 0) for p in prog.pred[j]]
            while stack:
                k, provided = stack.pop()
                if best.get(k, horizon + 1) <= provided:
                    continue
                best[k] = provided
                for r_i in as_producer[k] & cset:
                    rule = live[r_i]
                    need = rule.required(facts[k])
                    if provided < need and overlap(rule, facts[k], cf, d_[k], cd):
                        key = (rule.id, k, j)
                        if key not in found or found[key].provided > provided:
                            found[key] = self.hazard_finding(rule, prog, k, j, need, provided)
                nxt = provided + facts[k].ws
                if nxt < horizon:
                    stack.extend((p, nxt) for p in prog.pred[k])
        return sorted(found.values(), key=lambda f: (f.pc, f.producer_pc, f.rule))

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
                    [k for k, r in enumerate(live) if matches_instruction(getattr(r, side), f, ins)]
                    for side in ("producer", "consumer")
                )
            producer, consumer = by_instruction
            consumed = [k for k in consumer if matches_operands(live[k].consumer, f, d, hw)]
            hit = self._matches[key] = (
                frozenset(k for k in producer if matches_operands(live[k].producer, f, d, hw)),
                frozenset(consumed),
                max((live[k].max_waits for k in consumed), default=0),
            )
        return hit

    def hazard_finding(self, rule: Rule, prog: Program, k: int, j: int, need: int, provided: int):
        ptext, ctext = self.isa.text(prog.decoded[k]), self.isa.text(prog.decoded[j])
        return Finding(
            "hazard", prog.decoded[j].pc, ctext,
            f"{rule.id}: needs {need} wait state(s) after '{ptext}' (pc 0x{prog.decoded[k].pc:x}), "
            f"has {provided}: {need - provided} missing",
            rule.id, prog.decoded[k].pc, ptext, need, provided, need - provided, None, rule.source,
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
        were issued since (worst case over paths)."""
        facts, dec = prog.facts, prog.decoded
        n = len(dec)
        op_counters = {i: self.op_counters(f, d) for i, (f, d) in enumerate(zip(facts, dec))}
        # a function may be entered with anything outstanding: a pseudo operation (-1) that
        # only waits for zero complete, and whose completion makes that wait needed
        unknown = tuple((c, False) for c in self.counters)
        op_counters[-1] = unknown
        is_wait = [f.name == "S_WAITCNT" for f in facts]
        memory_use = [
            f.name in ("S_BARRIER", "S_SETPC_B64", *CALLS) or "cache_op" in d.instr.flags
            for f, d in zip(facts, dec)
        ]
        # state: (pending: {op: {counter: younger}}, done: {reg: (wait, {counter: younger})})
        starts = sorted(set(entries or [0]) | set(functions))
        entry: dict[int, tuple] = {e: ({}, {}) for e in starts}
        for e in functions:
            entry[e] = ({-1: {c: 0 for c in self.counters}}, {})
        order = list(reversed(starts))
        queued = set(starts)
        missing: dict[tuple, Finding] = {}
        needed: dict[int, dict[str, int]] = {}
        visits = 0
        while order:
            start = order.pop()
            queued.discard(start)
            visits += 1
            if visits > 50 * n + 1000:
                break  # lattices here are finite; this only guards against a bug looping forever
            pending, done = entry[start]
            pending = {k: dict(v) for k, v in pending.items()}
            done = dict(done)
            i = start
            while True:
                f, d = facts[i], dec[i]
                if is_wait[i]:
                    limits = self.waitcnt_values(d)
                    for op in list(pending):
                        cnts = pending[op]
                        now = [
                            c
                            for c, in_order in op_counters[op]
                            if cnts[c] < COVERED
                            and ((cnts[c] >= limits[c]) if in_order else limits[c] == 0)
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
                        # complete once every counter it holds is covered (a FLAT load: vmcnt
                        # and lgkmcnt, maybe by two waits; only the last is marked needed)
                        if all(cnts[c] >= COVERED for c in cnts):
                            for r in facts[op].writes or {("memory",)}:
                                done[r] = (i, snapshot)
                            del pending[op]
                    needed.setdefault(i, {})
                else:
                    used = f.reads | f.writes
                    for op, cnts in pending.items():
                        hit = facts[op].writes & used if op >= 0 else None
                        if hit:
                            key = (op, i)
                            if key not in missing:
                                missing[key] = self._missing(prog, op, i, hit, cnts)
                    if f.name == "S_BARRIER":  # the barrier does not wait for memory
                        # waves of a workgroup exchange data through LDS across a barrier, so
                        # an LDS write still in flight is a bug; whether a global store is
                        # read by another wave after it, the code does not tell
                        for op in pending:
                            if (
                                op >= 0
                                and facts[op].stores
                                and facts[op].unit == "lds"
                                and (op, i) not in missing
                            ):
                                missing[(op, i)] = self._missing(prog, op, i, None, pending[op])
                    touched = used if not memory_use[i] else set(done)
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
                        for cnts in pending.values():  # younger operations of in-order streams
                            for c, in_order in op_counters[i]:
                                if in_order and c in cnts:
                                    cnts[c] += 1
                        pending[i] = {c: 0 for c, _ in op_counters[i]}
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
        out = list(missing.values())
        for w, need in sorted(needed.items()):
            limits = self.waitcnt_values(dec[w])
            weaker = {
                c: need.get(c, self.counter_max[c])
                for c in self.counters
                if limits[c] < need.get(c, self.counter_max[c]) and limits[c] < self.counter_max[c]
            }
            if weaker:
                text = self.isa.text(dec[w])
                wanted = " ".join(f"{c}({v})" for c, v in weaker.items())
                out.append(
                    Finding(
                        "excess-wait", dec[w].pc, text,
                        f"stronger than any later use needs: {wanted} would do",
                        counter=",".join(weaker),
                    )
                )  # fmt: skip
        return sorted(out, key=lambda f: (f.pc, f.kind))

    @staticmethod
    def _merge(entry: dict, s: int, pending: dict, done: dict) -> bool:
        if s not in entry:
            entry[s] = ({k: dict(v) for k, v in pending.items()}, dict(done))
            return True
        old_p, old_d = entry[s]
        changed = False
        for op, cnts in pending.items():
            if op not in old_p:
                old_p[op] = dict(cnts)
                changed = True
                continue
            for c, y in cnts.items():
                if y < old_p[op][c]:
                    old_p[op][c] = y
                    changed = True
        for r, v in done.items():
            if r not in old_d:
                old_d[r] = v
                changed = True
        return changed

    def _missing(self, prog: Program, op: int, i: int, regs, cnts: dict) -> Finding:
        ptext, ctext = self.isa.text(prog.decoded[op]), self.isa.text(prog.decoded[i])
        counters = ",".join(c for c, y in cnts.items() if y < COVERED)
        # the value that would have completed it: in-order counters allow the younger ones
        wait = {
            c: cnts[c] if in_order else 0
            for c, in_order in self.op_counters(prog.facts[op], prog.decoded[op])
            if cnts[c] < COVERED
        }
        want = " ".join(f"{c}({v})" for c, v in wait.items())
        if regs is None:  # memory ordering at a barrier
            return Finding(
                "missing-wait", prog.decoded[i].pc, ctext,
                f"'{ptext}' (pc 0x{prog.decoded[op].pc:x}) may still be writing memory at the "
                f"barrier (needs s_waitcnt {want} before it)",
                None, prog.decoded[op].pc, ptext, counter=counters, wait=wait,
            )  # fmt: skip
        return Finding(
            "missing-wait", prog.decoded[i].pc, ctext,
            f"uses {_reg_names(regs)} loaded by '{ptext}' (pc 0x{prog.decoded[op].pc:x}) "
            f"before it is waited for (needs s_waitcnt {want})",
            None, prog.decoded[op].pc, ptext, counter=counters, wait=wait,
        )  # fmt: skip

    def check(self, prog: Program, entries=None, functions=()) -> Report:
        """Every finding; `entries` are the pcs where kernels start (default: the first
        instruction), with nothing outstanding, `functions` those of callable functions, which
        may be entered with anything outstanding."""
        at = prog.at
        starts = [at[pc] for pc in entries if pc in at] if entries else None
        calls = [at[pc] for pc in functions if pc in at]
        reachable = prog.reachable((starts or [0]) + calls)
        report = Report(self.isa.name, len(prog.decoded))
        report.findings = sorted(
            self.hazards(prog, reachable) + self.waits(prog, starts, calls),
            key=lambda f: (f.pc, f.kind),
        )
        return report


def _reg_names(regs) -> str:
    def name(r: int) -> str:
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


def check_code(isa: Isa, timing: dict, code: bytes, base=0, entries=None, functions=()) -> Report:
    """Check machine code (bytes of instructions at `base`; kernels start at `entries`, by
    default the first instruction; `functions` are entered with anything outstanding)."""
    return Checker(isa, timing).check(Program.from_code(isa, code, base), entries, functions)


def check_code_object(isa: Isa, timing: dict, obj) -> Report:
    """Check the .text of a code object (runtime.objfile.CodeObject): kernels (symbols with a
    `.kd` descriptor) start with nothing outstanding, other functions with anything."""
    kernels = [a for name, a in obj.symbols.items() if f"{name}.kd" in obj.objects]
    functions = [a for name, a in obj.symbols.items() if f"{name}.kd" not in obj.objects]
    return check_code(isa, timing, obj.text, obj.text_addr, kernels or None, functions)
