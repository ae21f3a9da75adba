"""Reference list scheduler: reorders instructions inside regions that no branch, branch
target (which stays in place), s_waitcnt, s_barrier or other program-order-sensitive
instruction crosses, respecting
register dependencies (read/write, write/read, write/write), keeping scalar ALU instructions
(SCC) and memory instructions (ordering and s_waitcnt counts) in their original relative order.
Inside a region it drops the s_nops and picks, among the ready instructions, the one that frees
the most VGPRs (ties: original order); the hazard checker then decides the s_nops to insert.
The result is kept only if the score (metrics.score) is not worse; else the input is returned.
"""

from __future__ import annotations

from .hazards import EXEC_REGS, Checker, Program, _label_target
from .metrics import FILE_MASKS, _mask, liveness, metrics, score

# SALU (SCC is not tracked as a register) and memory (order, waitcnt counts) keep their order
ORDERED_UNITS = ("salu", "smem", "vmem", "lds")
FIXED_FORMATS = ("SOPP",)  # branches, waits, barriers, messages: region boundaries (not s_nop)
POSITION_SENSITIVE = ("S_GETPC", "S_SETPC", "S_SWAPPC", "S_SETREG", "S_GETREG", "S_SENDMSG",
                      "S_TRAP", "S_ICACHE", "S_DCACHE", "S_MEMTIME", "S_MEMREALTIME")  # fmt: skip


class ScheduleError(Exception):
    """Code the scheduler cannot rewrite."""


def _is_boundary(prog: Program, i: int, targets: set) -> bool:
    d, f = prog.decoded[i], prog.facts[i]
    ins = d.instr
    return (
        (ins.format in FIXED_FORMATS and f.name != "S_NOP")
        or any(flag in ins.flags for flag in ("branch", "terminator", "barrier"))
        or f.name.startswith(POSITION_SENSITIVE)
        or bool(f.writes & EXEC_REGS)
        or i in targets
    )


def regions(prog: Program, reachable: list[bool]) -> list[list[int]]:
    """Runs of reorderable instructions (indices); boundaries stay in place."""
    targets = {prog.index_of(_label_target(d)) for d in prog.decoded if "branch" in d.instr.flags}
    out, run = [], []
    for i in range(len(prog.decoded)):
        if not reachable[i] or _is_boundary(prog, i, targets):
            # a branch target stays first in its block (its label must not move)
            if run:
                out.append(run)
            run = []
            continue
        run.append(i)
    if run:
        out.append(run)
    return out


def _order(prog: Program, region: list[int], live_after: int) -> list[int]:
    facts = prog.facts
    keep = [i for i in region if facts[i].name != "S_NOP"]
    preds = {i: set() for i in keep}
    for a_pos, a in enumerate(keep):
        fa = facts[a]
        for b in keep[a_pos + 1 :]:
            fb = facts[b]
            chained = fa.unit in ORDERED_UNITS and fb.unit in ORDERED_UNITS
            if chained or fa.writes & (fb.reads | fb.writes) or fa.reads & fb.writes:
                preds[b].add(a)
    vgprs = FILE_MASKS["vgpr"]
    remaining = {}
    for i in keep:
        for r in facts[i].reads:
            remaining[r] = remaining.get(r, 0) + 1
    live_out = live_after
    done, order = set(), []
    while len(order) < len(keep):
        ready = [i for i in keep if i not in done and preds[i] <= done]

        def gain(i: int) -> int:
            f = facts[i]
            freed = sum(
                1
                for r in f.reads
                if remaining[r] == 1 and not (live_out >> r) & 1 and (vgprs >> r) & 1
            )
            return freed - (_mask(f.writes) & vgprs).bit_count()

        best = max(ready, key=lambda i: (gain(i), -i))
        order.append(best)
        done.add(best)
        for r in facts[best].reads:
            remaining[r] -= 1
    return order


def _label_op(d):
    return next((o for o in d.form.operands if o.kind == "label"), None)


def emit(prog: Program, sequence: list) -> str:
    """Assembly text of a sequence of instruction indices and ("nop", n) entries; branch
    targets become labels."""
    isa = prog.isa
    targets = set()
    lines = []
    for item in sequence:
        if isinstance(item, tuple):
            lines.append(f"s_nop {item[1]}")
            continue
        d = prog.decoded[item]
        text = isa.text(d)
        op = _label_op(d)
        if op is not None:
            target = prog.index_of(_label_target(d))
            if target is None:
                raise ScheduleError(f"pc 0x{d.pc:x}: branch target outside the code")
            targets.add(target)
            old = isa.operand_text(d, op)
            head, sep, tail = text.rpartition(old)
            text = f"{head}L{target}{tail}" if sep else text
        lines.append(text)
    out = []
    for item, line in zip(sequence, lines):
        if not isinstance(item, tuple) and item in targets:
            out.append(f"L{item}:")
        out.append(line)
    return "\n".join(out) + "\n"


def _with_nops(prog: Program, sequence: list, checker: Checker) -> tuple[list, Program]:
    """Insert the s_nops the hazard rules require (each s_nop gives at most 16 wait states)."""
    isa = prog.isa
    for _ in range(64):
        new = Program.from_code(isa, isa.assemble(emit(prog, sequence)))
        missing: dict[int, int] = {}
        for f in checker.hazards(new, new.reachable([0])):
            k = new.index_of(f.pc)
            missing[k] = max(missing.get(k, 0), f.missing)
        if not missing:
            return sequence, new
        for k in sorted(missing, reverse=True):
            need, nops = missing[k], []
            while need > 0:
                nops.append(("nop", min(need, 16) - 1))
                need -= 16
            sequence[k:k] = nops
    raise ScheduleError("wait states did not converge")


def schedule(isa, timing: dict, prog: Program) -> dict:
    """The rescheduled program as assembly text, with the metrics before and after. Code that
    the scheduler would make worse (by score) is returned unchanged."""
    checker = Checker(isa, timing)
    reachable = prog.reachable([0])
    live_in, _ = liveness(prog, reachable)
    before = metrics(isa, timing, prog)
    sequence: list = []
    position = 0
    n = len(prog.decoded)
    for region in regions(prog, reachable):
        sequence.extend(range(position, region[0]))
        end = region[-1] + 1
        sequence.extend(_order(prog, region, live_in[end] if end < n else 0))
        position = end
    sequence.extend(range(position, n))
    sequence, new = _with_nops(prog, sequence, checker)
    after = metrics(isa, timing, new)
    if score(after) > score(before):
        return {"text": emit(prog, list(range(n))), "before": before, "after": before,
                "changed": False}  # fmt: skip
    return {"text": emit(prog, sequence), "before": before, "after": after, "changed": True}
