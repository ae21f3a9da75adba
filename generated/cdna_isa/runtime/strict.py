"""Strict emulation: memory results count as outstanding until the s_waitcnt that covers them,
and the spec's wait-state rules are checked on each wave's executed instruction stream.

The emulator completes every memory access at issue. In strict mode each wave also keeps,
per register a load writes, which waitcnt counters still hold that load; an instruction that
reads or writes such a register before the matching s_waitcnt stops the run, naming the load
and the wait that would have covered it. Wait states are checked the same way: every wave keeps
its last instructions, and before an instruction runs the hazard rules of spec/hazards.yaml
(through runtime/hazards.py, the static checker's own predicates) are evaluated against them.

Counter model (MI200 4.4 "Data Dependency Resolution"; CDNA4 scheduling guide, waitcnt
counters), from the generated timing.json: vmcnt counts vector memory reads and writes, which
return in issue order; lgkmcnt counts LDS (in order among themselves), scalar memory and
messages, and scalar memory reads may return out of order, so only lgkmcnt(0) covers them;
FLAT increments both counters and its accesses may complete out of order with each other (MI200
10.2.1), so only vmcnt(0) and lgkmcnt(0) cover a FLAT load (CDNA4 scheduling guide). A wait
covers an in-order load once at least as many younger in-order operations on that counter were
issued as the wait allows to stay outstanding. Memory itself is written at issue: only the
registers are tracked, and LDS stores, which must be complete at s_barrier (the CDNA4
scheduling guide's barrier semantics; the static checker's rule too).
"""

from __future__ import annotations

import importlib

import numpy as np

from . import hazards
from .bound import Bound
from .check_report import register_names
from .forms import SCALAR_FORMATS
from .state import EXEC, VCC, ExecutionError, WaveState

NO_WAIT = -1  # the register's load does not hold this counter
AT_ZERO = -2  # only this counter reaching zero covers the load
TRACKED = ("vmcnt", "lgkmcnt")  # expcnt counts GDS exports, which return no registers
FLAG_REGISTERS = {hazards.VCCZ: (VCC, VCC + 1), hazards.EXECZ: (EXEC, EXEC + 1)}


class StrictInfo:
    """What strict mode needs of one instruction, decided when the program is built."""

    def __init__(self, b: Bound, facts: hazards.Facts, checker: hazards.Checker, index: int):
        self.pc, self.index, self.text, self.facts = b.d.pc, index, b.text, facts
        reads = set(facts.reads)
        for flag, regs in FLAG_REGISTERS.items():
            if flag in reads:
                reads.discard(flag)
                reads.update(regs)
        ins = b.d.instr
        if ins.format not in SCALAR_FORMATS and not b.ignores_exec and ins.matrix is None:
            reads.update((EXEC, EXEC + 1))  # vector instructions read EXEC implicitly
        self.reads = sorted(r for r in reads if _tracked_register(r))
        self.writes = sorted(r for r in facts.writes if _tracked_register(r))
        self.wait = checker.waitcnt_values(b.d) if ins.name == "S_WAITCNT" else None
        # per counter the instruction increments: is it in order with the others on it?
        self.counters = {c: o for c, o in checker.op_counters(facts, b.d) if c in TRACKED}
        # an LDS store must be complete before s_barrier (other waves read LDS after it)
        self.lds_store = bool(facts.stores) and facts.unit == "lds"
        self.barrier = ins.name == "S_BARRIER"
        self.producer: frozenset = frozenset()
        self.consumer: frozenset = frozenset()
        self.horizon = 0  # wait states the longest rule this instruction consumes needs


def _tracked_register(code: int) -> bool:
    return code < hazards.SCALAR_REGS or hazards.VGPR_BASE <= code < hazards.HWREG_BASE


class StrictRules:
    """A program's instructions with their counters and hazard rules, for strict runs."""

    def __init__(self, program):
        isa = program.isa
        module = importlib.import_module(f"{__package__.rsplit('.', 1)[0]}.{isa.name}")
        self.checker = checker = hazards.Checker(isa, hazards.load_timing(module))
        pcs = sorted(program.bound)
        self.flow = hazards.Program.from_decoded(isa, [program.bound[pc].d for pc in pcs])
        self.info = {
            pc: StrictInfo(program.bound[pc], facts, checker, i)
            for i, (pc, facts) in enumerate(zip(pcs, self.flow.facts))
        }
        self.rules = [r for r in checker.rules if r.max_waits > 0]
        for pc, info in self.info.items():
            d = program.bound[pc].d
            info.producer = frozenset(
                k for k, r in enumerate(self.rules)
                if hazards.matches(r.producer, info.facts, d, isa, checker.hwregs)
            )  # fmt: skip
            info.consumer = frozenset(
                k for k, r in enumerate(self.rules)
                if hazards.matches(r.consumer, info.facts, d, isa, checker.hwregs)
            )  # fmt: skip
            info.horizon = max((self.rules[k].max_waits for k in info.consumer), default=0)
        self.history = max((info.horizon for info in self.info.values()), default=0)
        self._pairs: dict[tuple[int, int], list] = {}

    def wrap(self, b: Bound) -> None:
        """Make `b.step` check and record strict-mode state around the instruction."""
        info, run = self.info[b.d.pc], b.step

        def step(st: WaveState, w, rows: int):
            tracker = st.strict_tracker
            if tracker is None or tracker.rules is not self:
                tracker = st.strict_tracker = Tracker(self, st)
            if info.consumer:
                tracker.check_wait_states(w, info)
            if tracker.outstanding and (info.reads or info.writes or info.barrier):
                tracker.check_outstanding(w, info)
            new_pc = run(st, w, rows)
            tracker.record(w, info)
            return new_pc

        b.step = step

    def pair(self, producer: StrictInfo, consumer: StrictInfo) -> list:
        """[(rule index, wait states needed)] of the rules relating the two instructions."""
        key = (producer.pc, consumer.pc)
        found = self._pairs.get(key)
        if found is None:
            pd, cd = self.flow.decoded[producer.index], self.flow.decoded[consumer.index]
            found = self._pairs[key] = [
                (k, self.rules[k].required(producer.facts))
                for k in sorted(producer.producer & consumer.consumer)
                if self.checker.overlap(self.rules[k], producer.facts, consumer.facts, pd, cd)
            ]
        return found


class Tracker:
    """One WaveState's outstanding loads (per register and counter) and instruction history."""

    def __init__(self, rules: StrictRules, st: WaveState):
        self.rules, self.st = rules, st
        waves, nregs = st.waves, hazards.SCALAR_REGS + st.vgpr.shape[1]
        self.lds_column = nregs  # a column for "an LDS store is outstanding"
        nregs += 1
        # per counter and register: the load's position among the in-order operations on
        # that counter (NO_WAIT, AT_ZERO), the load's pc, and whether any counter holds it
        self.order = {c: np.full((waves, nregs), NO_WAIT, np.int64) for c in TRACKED}
        self.issued = {c: np.zeros(waves, np.int64) for c in TRACKED}  # in-order ops so far
        self.load_pc = np.zeros((waves, nregs), np.int64)
        self.pending = np.zeros((waves, nregs), bool)
        self.outstanding = False  # any register pending in any wave
        self.recent = np.full((waves, max(rules.history, 1)), -1, np.int64)  # oldest first
        self._columns: dict[int, tuple] = {}

    # register columns -----------------------------------------------------------------
    def columns(self, info: StrictInfo) -> tuple:
        """(read columns, their codes, written columns, their codes, columns the operation
        holds until waited for) in this register layout; registers outside the allocation are
        left to the instruction's own error."""
        cols = self._columns.get(info.pc)
        if cols is None:
            reads, writes = self._index(info.reads), self._index(info.writes)
            held = np.append(writes[0], self.lds_column) if info.lds_store else writes[0]
            cols = self._columns[info.pc] = (*reads, *writes, held.astype(np.int64))
        return cols

    def _index(self, codes) -> tuple[np.ndarray, list]:
        index, kept = [], []
        for code in codes:
            if code < hazards.SCALAR_REGS:
                index.append(code)
            else:
                try:
                    index.append(hazards.SCALAR_REGS + self.st.vindex(code))
                except ExecutionError:
                    continue
            kept.append(code)
        return np.array(index, np.int64), kept

    # outstanding loads ----------------------------------------------------------------
    def check_outstanding(self, w, info: StrictInfo) -> None:
        read_cols, read_codes, write_cols, write_codes, _ = self.columns(info)
        if info.barrier:
            hit = self.pending[w, self.lds_column]
            if hit.any():
                wave = int(np.arange(self.st.waves)[w][np.argmax(hit)])
                self._fail(w, wave, self.lds_column, None, "at s_barrier")
        for cols, codes, verb in (
            (read_cols, read_codes, "read"),
            (write_cols, write_codes, "overwritten"),
        ):
            if not cols.size:
                continue
            hit = _cells(self.pending, w, cols)
            if hit.any():
                row, col = np.argwhere(hit)[0]
                wave = int(np.arange(self.st.waves)[w][row])
                self._fail(w, wave, int(cols[col]), codes[col], verb)

    def _fail(self, w, wave: int, col: int, code: int | None, verb: str):
        load = self.rules.info[int(self.load_pc[wave, col])]
        needs = []
        for c in TRACKED:
            order = int(self.order[c][wave, col])
            if order >= 0:  # younger in-order operations may stay outstanding
                needs.append(f"{c}({int(self.issued[c][wave]) - 1 - order})")
            elif order == AT_ZERO:
                needs.append(f"{c}(0)")
        first = int(np.arange(self.st.waves)[w][0])
        who = f"wave {wave}: " if wave != first else ""
        if code is None:
            raise ExecutionError(
                f"{who}the LDS store at pc 0x{load.pc:x} ('{load.text}') may still be in flight"
                f" at s_barrier: needs s_waitcnt {' '.join(needs)} before it (strict mode)"
            )
        raise ExecutionError(
            f"{who}{register_names([code])} {verb} before its load at pc 0x{load.pc:x}"
            f" ('{load.text}') was waited for: needs s_waitcnt {' '.join(needs)} before this"
            " instruction (strict mode)"
        )

    def record(self, w, info: StrictInfo) -> None:
        if self.rules.history:
            recent = self.recent
            recent[w, :-1] = recent[w, 1:]
            recent[w, -1] = info.pc
        if info.wait is not None:
            if self.outstanding:
                self._wait(w, info.wait)
        elif info.counters:
            self._issue(w, info)

    def _issue(self, w, info: StrictInfo) -> None:
        write_cols = self.columns(info)[4]
        for c in TRACKED:
            in_order = info.counters.get(c)
            if in_order:
                position = self.issued[c][w].copy()
                self.issued[c][w] += 1
            if not write_cols.size:
                continue
            if in_order is None:
                value = NO_WAIT
            else:
                value = position[:, None] if in_order else AT_ZERO
            _set_cells(self.order[c], w, write_cols, value)
        if write_cols.size:
            _set_cells(self.load_pc, w, write_cols, info.pc)
            _set_cells(self.pending, w, write_cols, True)
            self.outstanding = True

    def _wait(self, w, limits: dict) -> None:
        pending = np.zeros_like(self.pending[w])
        for c in TRACKED:
            order, limit = self.order[c][w], limits[c]
            if limit == 0:
                order = np.full_like(order, NO_WAIT)
            else:
                younger = self.issued[c][w][:, None] - 1 - order
                order = np.where((order >= 0) & (younger >= limit), NO_WAIT, order)
            self.order[c][w] = order
            pending |= order != NO_WAIT
        self.pending[w] = pending
        self.outstanding = bool(self.pending.any())

    # wait states --------------------------------------------------------------------------
    def check_wait_states(self, w, info: StrictInfo) -> None:
        recent = self.recent[w]
        histories = recent[:1] if (recent == recent[0]).all() else np.unique(recent, axis=0)
        for history in histories:
            provided = 0
            for pc in history[::-1]:
                if pc < 0 or provided >= info.horizon:
                    break
                producer = self.rules.info[int(pc)]
                violated = [
                    (k, need) for k, need in self.rules.pair(producer, info) if provided < need
                ]
                if violated:
                    self._hazard(w, recent, history, violated, producer, info, provided)
                provided += producer.facts.ws

    def _hazard(self, w, recent, history, violated, producer, consumer, provided):
        rules = self.rules
        found = rules.checker.hazard_finding(
            [(rules.rules[k], need, provided) for k, need in violated],
            rules.flow,
            producer.index,
            consumer.index,
        )
        row = int(np.flatnonzero((recent == history).all(axis=1))[0])
        wave, first = int(np.arange(self.st.waves)[w][row]), int(np.arange(self.st.waves)[w][0])
        who = f"wave {wave}: " if wave != first else ""
        raise ExecutionError(f"{who}hazard {found.rule}: {found.message} (strict mode)")


def _cells(array: np.ndarray, w, cols: np.ndarray) -> np.ndarray:
    """array[w][:, cols] for a slice or an index array of waves."""
    return array[w][:, cols] if isinstance(w, slice) else array[np.ix_(np.asarray(w), cols)]


def _set_cells(array: np.ndarray, w, cols: np.ndarray, value) -> None:
    if isinstance(w, slice):
        array[w, cols] = value
    else:
        array[np.ix_(np.asarray(w), cols)] = value


def make_strict(program) -> None:
    """Wrap every bound instruction of `program` with the strict-mode checks."""
    rules = program.strict_rules = StrictRules(program)
    for b in program.bound.values():
        rules.wrap(b)
