"""The s_waitcnt check: a forward dataflow over a program's control-flow graph that follows each
outstanding memory operation (how many younger operations of each counter were issued since,
and which registers it still has to deliver) and reports the uses that come before their wait
(missing-wait) and the waits stronger than any later use needs (excess-wait). Programs and
their instruction facts are hazards.Program's."""

from __future__ import annotations

from .check_report import CALLS, EMPTY, Finding, register_names
from .forms import Decoded
from .simm16 import split_field

COVERED = 1 << 30  # in a pending operation's counters: one a wait already covered


class WaitcntCheck:
    """The waitcnt layout of one architecture (spec/timing.yaml `waitcnt`, `counters`) under
    a profile: the llvm profile also wants LDS writes complete at s_barrier."""

    def __init__(self, timing: dict, profiles: tuple[str, ...]):
        self.timing = timing
        self.counters = timing["waitcnt"]["counters"]
        self.counter_max = {
            c: (1 << sum(hi - lo + 1 for hi, lo in v["bits"])) - 1 for c, v in self.counters.items()
        }
        self.inc = timing["counters"]  # instruction name -> counters it increments
        self.out_of_order = set(timing["waitcnt"]["out_of_order"])
        self.barrier_waits = "llvm" in profiles  # see _use

    def waitcnt_values(self, d: Decoded) -> dict[str, int]:
        raw = d.fields.get("SIMM16", 0)
        return {name: split_field(raw, c["bits"])[0] for name, c in self.counters.items()}

    def op_counters(self, f, d: Decoded) -> tuple:
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
        self, prog, entries: list[int] | None = None, functions: list[int] = ()
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

    def _use(self, prog, i: int, pending: dict, missing: dict, in_order: dict) -> None:
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

    def _note_missing(self, prog, missing: dict, op: int, i: int, regs, cnts) -> None:
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

    def _missing_findings(self, prog, missing: dict) -> list[Finding]:
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
                    f"uses {register_names(regs)} loaded by '{ptext}' (pc {where}){others} "
                    f"before it is waited for (needs s_waitcnt {want})",
                    None, prog.decoded[first].pc, ptext, **common,
                )
            )  # fmt: skip
        return out
