"""Reference list scheduler.

It reorders instructions inside regions that no branch, branch target (which stays in place),
s_barrier, EXEC write or other program-order-sensitive instruction crosses, respecting register
dependencies (read/write, write/read, write/write) and keeping scalar ALU instructions (SCC) and
memory instructions (ordering and s_waitcnt counts) in their original relative order. Among the
ready instructions it picks by VGPRs freed, then by the latency-weighted path to the region's
end (or these two the other way round), then the earliest.

Four candidates are built, each priority order with the s_waitcnts kept as region boundaries,
or dropped inside regions and re-inserted where the checker finds a load used too early (a wait
right before a fixed instruction, e.g. a fence before s_barrier, stays). All drop the s_nops and
let the hazard rules insert those needed. The candidate with the best score (metrics.score; then
the estimated cycles) is kept, and the input if no candidate beats it.

A clang .s file is scheduled function by function: only each function's code is rewritten, the
directives (.amdhsa_kernel, metadata) stay as they are, so the result assembles and links into a
code object again.
"""

from __future__ import annotations

import re

from .check_report import CALLS, CheckError
from .forms import AsmError
from .hazards import EXEC_REGS, PROFILES, Checker, Program, _label_target
from .metrics import (
    VGPR_MASK,
    _mask,
    instruction_latency,
    latency_classes,
    liveness,
    metrics,
    score,
)

# SALU (SCC is not tracked as a register) and memory (order, waitcnt counts) keep their order
ORDERED_UNITS = ("salu", "smem", "vmem", "lds")
FIXED_FORMATS = ("SOPP",)  # branches, waits, barriers, messages: region boundaries (not s_nop)
# ... and the instructions that change how the vector instructions after them run (VGPR index
# mode, VSKIP: CDNA4 6.6, 3.5), which no register dependency shows
POSITION_SENSITIVE = ("S_GETPC", "S_SETPC", "S_SWAPPC", "S_SETREG", "S_GETREG", "S_SENDMSG",
                      "S_TRAP", "S_ICACHE", "S_DCACHE", "S_MEMTIME", "S_MEMREALTIME",
                      "S_SET_GPR_IDX", "S_SETVSKIP")  # fmt: skip
# (re-derive the s_waitcnts, longest latency path before VGPR pressure)
CANDIDATES = ((False, False), (False, True), (True, False), (True, True))
MAX_INSERTION_ROUNDS = 256  # each round adds at least one s_nop or s_waitcnt

_FUNCTION_RE = re.compile(r"^\s*\.type\s+([\w.$]+)\s*,\s*@function")
_KERNEL_RE = re.compile(r"^\s*\.amdhsa_kernel\s+([\w.$]+)")
_LABEL_LINE_RE = re.compile(r"^\s*([\w.$]+):")
_BODY_END_RE = re.compile(r"^\s*(\.section\b|\.text\b|\.size\b|\.Lfunc_end\w*:)")
_DIRECTIVE_RE = re.compile(r"^\s*\.(?![\w.$]*:)")  # a directive line, not a `.Lname:` label


class ScheduleError(Exception):
    """Code the scheduler cannot rewrite."""


def dropped(prog: Program, reachable: list[bool], rederive_waits: bool) -> set[int]:
    """Instructions a candidate removes and lets the rules re-insert: every s_nop, and with
    `rederive_waits` every s_waitcnt but one right before a fixed instruction (a fence before
    s_barrier may order memory for other waves, which no register dependency shows)."""
    out = set()
    run: list[int] = []  # the s_nops and s_waitcnts since the last other instruction
    for i, f in enumerate(prog.facts):
        if not reachable[i]:
            continue
        if f.name in ("S_NOP", "S_WAITCNT"):
            run.append(i)
            continue
        fixed = _is_fixed(prog, i)
        out.update(
            j for j in run if prog.facts[j].name == "S_NOP" or (rederive_waits and not fixed)
        )
        run = []
    out.update(j for j in run if prog.facts[j].name == "S_NOP")
    return out - _branch_targets(prog)  # a label stays on its instruction


def _branch_targets(prog: Program) -> set[int]:
    return {prog.index_of(_label_target(d)) for d in prog.decoded if "branch" in d.instr.flags}


def _is_fixed(prog: Program, i: int) -> bool:
    """Instructions nothing moves across."""
    d, f = prog.decoded[i], prog.facts[i]
    ins = d.instr
    return (
        (ins.format in FIXED_FORMATS and f.name != "S_NOP")
        or any(flag in ins.flags for flag in ("branch", "terminator", "barrier"))
        or f.name.startswith(POSITION_SENSITIVE)
        or bool(f.writes & EXEC_REGS)
    )


def regions(
    prog: Program, reachable: list[bool], movable: set[int] = frozenset()
) -> list[list[int]]:
    """Runs of reorderable instructions (indices): fixed instructions other than the `movable`
    ones stay in place, and so does every branch target (its label must not move)."""
    targets = _branch_targets(prog)
    out, run = [], []
    for i in range(len(prog.decoded)):
        if not reachable[i] or i in targets or (_is_fixed(prog, i) and i not in movable):
            if run:
                out.append(run)
            run = []
            continue
        run.append(i)
    if run:
        out.append(run)
    return out


def _order(prog: Program, region: list[int], live_after: int, latency, latency_first) -> list[int]:
    facts = prog.facts
    preds: dict[int, set] = {i: set() for i in region}
    succs: dict[int, set] = {i: set() for i in region}
    for a_pos, a in enumerate(region):
        fa = facts[a]
        for b in region[a_pos + 1 :]:
            fb = facts[b]
            chained = fa.unit in ORDERED_UNITS and fb.unit in ORDERED_UNITS
            if chained or fa.writes & (fb.reads | fb.writes) or fa.reads & fb.writes:
                preds[b].add(a)
                succs[a].add(b)
    height: dict[int, int] = {}  # latency-weighted longest path to the region's end
    for i in reversed(region):
        height[i] = latency(i) + max((height[s] for s in succs[i]), default=0)
    vgprs = VGPR_MASK
    remaining: dict[int, int] = {}
    for i in region:
        for r in facts[i].reads:
            remaining[r] = remaining.get(r, 0) + 1
    done, order = set(), []

    def gain(i: int) -> int:
        f = facts[i]
        freed = sum(
            1
            for r in f.reads
            if remaining[r] == 1 and not (live_after >> r) & 1 and (vgprs >> r) & 1
        )
        return freed - (_mask(f.writes) & vgprs).bit_count()

    while len(order) < len(region):
        ready = [i for i in region if i not in done and preds[i] <= done]
        if latency_first:
            best = max(ready, key=lambda i: (height[i], gain(i), -i))
        else:
            best = max(ready, key=lambda i: (gain(i), height[i], -i))
        order.append(best)
        done.add(best)
        for r in facts[best].reads:
            remaining[r] -= 1
    return order


def _label_op(d):
    return next((o for o in d.form.operands if o.kind == "label"), None)


def _inserted_text(item: tuple) -> str:
    kind, value = item
    if kind == "nop":
        return f"s_nop {value}"
    return "s_waitcnt " + " ".join(f"{c}({n})" for c, n in sorted(value.items()))


def emit(prog: Program, sequence: list, label_prefix: str = "L") -> str:
    """Assembly text of a sequence of instruction indices and inserted ("nop", n) /
    ("wait", {counter: value}) entries; branch targets become labels, placed before the
    entries inserted ahead of the target so that every path into it runs them."""
    isa = prog.isa
    targets = set()
    lines = []
    for item in sequence:
        if isinstance(item, tuple):
            lines.append(_inserted_text(item))
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
            text = f"{head}{label_prefix}{target}{tail}" if sep else text
        lines.append(text)
    label_at: dict[int, int] = {}
    for pos, item in enumerate(sequence):
        if not isinstance(item, tuple) and item in targets:
            start = pos
            while start and isinstance(sequence[start - 1], tuple):
                start -= 1
            label_at[start] = item
    out = []
    for pos, line in enumerate(lines):
        if pos in label_at:
            out.append(f"{label_prefix}{label_at[pos]}:")
        out.append(line)
    return "\n".join(out) + "\n"


def _insert_until_clean(prog: Program, sequence: list, label_prefix: str, needs) -> Program:
    """Assemble the sequence, ask `needs(program)` for the entries to insert before which new
    instruction index, insert them, and repeat until nothing is needed."""
    isa = prog.isa
    for _ in range(MAX_INSERTION_ROUNDS):
        text = emit(prog, sequence, label_prefix)
        try:
            code = isa.assemble(text)
        except AsmError as exc:  # an instruction's printed text our assembler refuses
            line = (
                text.splitlines()[exc.line - 1].strip() if 0 < exc.line <= text.count("\n") else ""
            )
            raise ScheduleError(
                f"the reordered code does not assemble again: '{line}': {exc.msg}"
            ) from None
        new = Program.from_code(isa, code)
        inserts = needs(new)
        if not inserts:
            return new
        for k in sorted(inserts, reverse=True):
            sequence[k:k] = inserts[k]
    raise ScheduleError(f"wait states did not converge in {MAX_INSERTION_ROUNDS} rounds")


def _nops_needed(checker: Checker):
    """The s_nops before the first instruction that comes too soon after its producer (one
    place per round: wait states added there also count for the later instructions)."""

    def needs(new: Program) -> dict[int, list]:
        found = checker.hazards(new, new.reachable([0]))
        if not found:
            return {}
        k = min(new.index_of(f.pc) for f in found)
        n = max(f.missing for f in found if new.index_of(f.pc) == k)
        return {k: [("nop", min(n - s, 16) - 1) for s in range(0, n, 16)]}

    return needs


def _waits_needed(checker: Checker):
    """One s_waitcnt per round, before the first instruction that uses a load too early: a
    wait completes every older load of its counters, so later findings may disappear."""

    def needs(new: Program) -> dict[int, list]:
        found = [f for f in checker.waits(new, [0]) if f.kind == "missing-wait"]
        if not found:
            return {}
        k = min(new.index_of(f.pc) for f in found)
        wait: dict[str, int] = {}
        for f in found:
            if new.index_of(f.pc) == k:
                for c, v in f.wait.items():
                    wait[c] = min(wait.get(c, v), v)
        return {k: [("wait", wait)]}

    return needs


def _candidate(prog, checker, live_in, latency, variant: tuple, label_prefix):
    rederive_waits, latency_first = variant
    reachable = prog.reachable([0])
    n = len(prog.decoded)
    removed = dropped(prog, reachable, rederive_waits)
    sequence: list = []
    position = 0
    for region in regions(prog, reachable, removed):
        sequence.extend(range(position, region[0]))
        end = region[-1] + 1
        kept = [i for i in region if i not in removed]
        live_after = live_in[end] if end < n else 0
        sequence.extend(_order(prog, kept, live_after, latency, latency_first))
        position = end
    sequence.extend(range(position, n))
    if rederive_waits:
        _insert_until_clean(prog, sequence, label_prefix, _waits_needed(checker))
    new = _insert_until_clean(prog, sequence, label_prefix, _nops_needed(checker))
    return sequence, new


def schedule(
    isa, timing: dict, prog: Program, label_prefix: str = "L", callable_function: bool = False
) -> dict:
    """The rescheduled program as assembly text, with the metrics before and after. Code that
    the scheduler would not improve (score, then estimated cycles) is returned unchanged.
    `callable_function`: the code is a function that callers may enter with memory operations
    outstanding (not a kernel). There, and in code that calls functions, the s_waitcnts stay:
    the calling convention relies on them, and the checker sees only this code's own loads."""
    # the wait states both AMD's guide and llc-22 ask for: legal per AMD, and nothing clang
    # would have padded left out
    checker = Checker(isa, timing, PROFILES)
    live_in, _ = liveness(prog, prog.reachable([0]))
    cycles_of = latency_classes(timing)
    cache: dict[int, int] = {}

    def latency(i: int) -> int:
        if i not in cache:
            cycles = instruction_latency(prog.facts[i], prog.decoded[i], cycles_of)[1]
            cache[i] = cycles or 1  # no figure: one cycle, as the cycle estimate assumes
        return cache[i]

    before = metrics(isa, timing, prog)
    best = (score(before), before["cycles"])
    result = {"text": emit(prog, list(range(len(prog.decoded))), label_prefix),
              "before": before, "after": before, "changed": False}  # fmt: skip
    calls = any(f.name in CALLS for f in prog.facts)
    for variant in CANDIDATES:
        if variant[0] and (callable_function or calls):
            continue
        sequence, new = _candidate(prog, checker, live_in, latency, variant, label_prefix)
        after = metrics(isa, timing, new)
        if (score(after), after["cycles"]) < best:
            best = (score(after), after["cycles"])
            result.update(text=emit(prog, sequence, label_prefix), after=after, changed=True)
    return result


def schedule_source(isa, timing: dict, text: str, path: str = "<input>") -> dict:
    """Schedule assembly text: bare code as one program, or a clang .s function by function
    (`functions`: name, kernel or callable function, metrics before and after, changed, and
    why a function was left alone)."""
    lines = text.splitlines()
    functions = {m.group(1) for m in map(_FUNCTION_RE.match, lines) if m}
    kernels = {m.group(1) for m in map(_KERNEL_RE.match, lines) if m}
    if not functions:
        prog = Program.from_code(isa, isa.assemble(text, path))
        try:
            result = schedule(isa, timing, prog)
        except ScheduleError as exc:
            raise ScheduleError(f"{path}: {exc}") from None
        return {"text": result.pop("text"), "functions": [{"name": None, **result}]}
    out: list[str] = []
    reports = []
    i = 0
    while i < len(lines):
        out.append(lines[i])
        m = _LABEL_LINE_RE.match(lines[i])
        i += 1
        if not m or m.group(1) not in functions:
            continue
        end = i
        while end < len(lines) and not _BODY_END_RE.match(lines[end]):
            end += 1
        report = {"name": m.group(1), "kernel": m.group(1) in kernels, "changed": False}
        try:
            report.update(
                _schedule_function(isa, timing, lines, i, end, path, len(reports), report["kernel"])
            )
        except (AsmError, CheckError, ScheduleError) as exc:
            report["reason"] = str(exc)
        if report["changed"]:
            out.extend(report.pop("text").splitlines())
        else:
            report.pop("text", None)
            out.extend(lines[i:end])
        reports.append(report)
        i = end
    return {"text": "\n".join(out) + "\n", "functions": reports}


def _schedule_function(isa, timing, lines, start: int, end: int, path: str, k: int, kernel):
    for n in range(start, end):
        if _DIRECTIVE_RE.match(lines[n]):
            raise ScheduleError(f"{path}:{n + 1}: directive inside the code: left as it is")
    # blank lines first so that assembler errors name the line of the file
    body = "\n" * start + "\n".join(lines[start:end])
    prog = Program.from_code(isa, isa.assemble(body, path))
    return schedule(isa, timing, prog, f".Lsched{k}_", callable_function=not kernel)
