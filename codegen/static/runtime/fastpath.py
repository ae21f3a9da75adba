"""The emulator's fast paths. An instruction's `step` is bound once per register layout
(`bind`): the general path (Bound.general_step), or for a plain ALU instruction its operand
readers, semantics and writers fused into one closure, or a branch decided by SCC alone as
a table. For one wave, a straight-line run of fused instructions is compiled into one Python
function (`build_block`)."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .accessors import block_reader, make_plan
from .forms import TYPE_BITS
from .operands import REGISTER_KINDS
from .state import STEP_FAILURES, VCC, WaveState

UNBUILT = object()  # Bound.block before build_block has looked at it
BLOCK_MIN_INSTRUCTIONS = 2  # a shorter run of fused instructions is not worth a block


class OneWaveBlock(NamedTuple):
    """Straight-line instructions compiled into one function for one wave (build_block):
    run(state) executes them all and returns the next PC (None: it could not, MODE is not
    plain)."""

    run: object
    count: int
    members: list  # the Bound instructions, in order
    failed: list  # [index of the member that raised]


def bind(b, st: WaveState):
    """The function `step` runs: the general path, or for a plain ALU instruction its
    operand readers, semantics and writers fused into one closure."""
    b.plan = make_plan(b, st)
    fusable = (
        b.plain and not (b.dpp or b.has_address or b.atomic or b.uses_state) and not b.writes_many
    )
    b.fused = fusable
    if not fusable:
        b.runner = b.general_step
    elif tuple(b.d.instr.outputs) == ("PC",) and only_scc_varies(b):
        b.runner = branch_table(b)
    else:
        b.runner = fused_step(b, st)
    return b.runner


def only_scc_varies(b) -> bool:
    """Are all the inputs but SCC fixed by the instruction word (a branch on SCC)?"""
    for p in b.d.instr.params:
        op = b.ops.get(p)
        fixed = p in ("PC", "PCN") or (
            op is not None and op.kind not in REGISTER_KINDS and op.implicit is None
        )
        if p != "SCC" and not fixed:
            return False
    return not b.vector


def branch_table(b):
    """A branch decided by SCC alone: both targets computed once, here."""
    readers = b.plan[0]
    target = {}
    for scc in (False, True):
        args = [
            np.array([scc]) if p == "SCC" else r(None, None, 1)
            for p, r in zip(b.d.instr.params, readers)
        ]
        pc = int(np.asarray(b.fn(*args)[0]).reshape(-1)[0])
        target[scc] = None if pc == b.next_pc else pc
    taken, not_taken = target[True], target[False]
    fall = b.next_pc

    def branch(st, w, rows):
        scc = st.scc[w]
        if rows == 1:
            return taken if scc[0] else not_taken
        return np.where(
            scc, fall if taken is None else taken, fall if not_taken is None else not_taken
        )

    return branch


def fused_step(b, st: WaveState):
    """Readers, semantics and writers in one closure. One wave of scalar code reads numpy
    scalars instead of one-element arrays (numpy's per-call cost is most of its time)."""
    readers, writers = b.plan
    fn, vector, check_mode = b.fn, b.vector, b.check_mode
    ignores_exec, writes_exec = b.ignores_exec, b.writes_exec
    general = b.general_step
    outputs = [(i, w) for i, (_, w) in enumerate(writers) if w is not None]
    single = outputs[0] if len(outputs) == 1 else None
    compute = applied(fn, readers)
    one_wave = one_wave_writes = None
    block_readers = readers
    if not vector:
        params = b.d.instr.params
        block_readers = [scalar_reader(b, st, p, r) for p, r in zip(params, readers)]
        one_wave = applied(fn, block_readers)
        one_wave_writes = scalar_writes(b, st, outputs)
    b.block_parts = (block_readers, outputs)

    def run(st, w, rows):
        if check_mode and not (st._mode_plain or st.mode_plain()):
            return general(st, w, rows)
        if not vector:
            if rows == 1 and w.__class__ is slice:
                return one_wave_writes(st, one_wave(st, w, rows))
            lanes, full = None, True
            outs = compute(st, w, rows)
        else:
            if ignores_exec:
                lanes, full = np.ones((rows, 64), bool), True
            elif st._exec_cache is not None and w.__class__ is slice:
                lanes, full = st._exec_cache  # every wave: EXEC as exec_lanes keeps it
            else:
                lanes, full = st.exec_lanes(w)
            outs = compute(st, w, rows)
        if single is not None:
            new_pc = single[1](st, w, rows, outs[single[0]], lanes, full)
        else:
            new_pc = None
            for i, writer in outputs:
                target = writer(st, w, rows, outs[i], lanes, full)
                if target is not None:
                    new_pc = target
        if writes_exec:
            st.forget()
        return new_pc

    return run


def scalar_writes(b, st: WaveState, outputs: list):
    """For one wave of scalar code: a function (st, results) storing the results and
    returning the branch target. A numpy scalar of the register's type is stored directly;
    anything else goes through the general writer."""
    stores = [(i, writer, *scalar_store(b, i)) for i, writer in outputs]
    writes_exec, full_row = b.writes_exec, slice(None)

    def write(st, outs):
        new_pc = None
        for i, writer, file, index, kind in stores:
            value = outs[i]
            if value.__class__ is kind:
                if file == "scc":
                    st.scc[0] = value
                else:
                    st.sgpr[0, index] = value
            else:
                target = writer(st, full_row, 1, value, None, True)
                if target is not None:
                    new_pc = target
        if writes_exec:
            st.forget()
        return new_pc

    return write


def scalar_store(b, i: int) -> tuple:
    """(file, index, type) where one wave of scalar code may store output `i` directly if
    it is a numpy scalar of that type; (None, 0, None) where only its writer may."""
    name = b.d.instr.outputs[i]
    if name == "SCC":
        return "scc", 0, np.bool_
    op = b.ops.get(name)
    if (
        op is not None
        and op.kind in REGISTER_KINDS
        and TYPE_BITS[op.type] == 32
        and name not in b.d.instr.dword_operands
        and b.operands.code(op) < VCC  # plain SGPRs: VCC, EXEC, M0 and the rest keep writers
    ):
        return "sgpr", b.operands.code(op), np.uint32
    return None, 0, None


def scalar_reader(b, st: WaveState, p: str, reader):
    """For one wave of scalar code: input `p` as a numpy scalar where that is faster than
    the one-element array `reader` gives."""
    u64 = np.uint64
    if p == "SCC":
        return block_reader(lambda st, w, rows: st.scc[0], "C[0]")
    op = b.ops.get(p)
    if op is None or p in b.d.instr.dword_operands or op.type == "mask":
        return reader
    code = b.operands.code(op) if op.kind in REGISTER_KINDS or op.implicit else None
    if code is not None and code < 127 and TYPE_BITS[op.type] == 32:
        return block_reader(lambda st, w, rows: st.sgpr[0, code], f"S[0, {code}]")
    if code is not None and code < 127 and TYPE_BITS[op.type] == 64:
        return lambda st, w, rows: u64(int(st.sgpr[0, code]) | int(st.sgpr[0, code + 1]) << 32)
    return reader


def block_lines(b, k: int, ns: dict) -> list[str] | None:
    """Python lines running this instruction, the k-th of a one-wave block (see
    build_block), as its fused `step` would; what they use is put in `ns`. None
    if it cannot run in a block: it is not fused, branches, or touches EXEC or VGPR pairs."""
    if b.block_parts is None or b.writes_exec or b.ignores_exec:
        return None
    if "PC" in b.d.instr.outputs or any(
        op.kind in REGISTER_KINDS and TYPE_BITS[op.type] > 32 and b.operands.code(op) >= 256
        for op in b.ops.values()
    ):
        return None
    readers, outputs = b.block_parts
    args = []
    for j, reader in enumerate(readers):
        source = getattr(reader, "block_source", None)
        name = f"r{k}_{j}"
        if source is None:
            ns[name] = reader
            args.append(f"{name}(st, W, 1)")
        elif isinstance(source, tuple):
            ns[name] = source[1]
            args.append(name)
        else:
            args.append(source)
    ns[f"f{k}"] = b.fn
    lines = [f"k = {k}", f"o = f{k}({', '.join(args)})"]
    for i, writer in outputs:
        ns[f"w{k}_{i}"] = writer
        general = f"w{k}_{i}(st, W, 1, o[{i}], lanes, full)"
        row = getattr(writer, "row", None)
        if b.vector and row is not None:  # write_vgpr's whole-row case, pairs dropped
            lines += [
                f"if full and o[{i}].__class__ is ndarray:",
                f"    if P: st.drop_pairs({row}, 1)",
                f"    V[:, {row}] = o[{i}]",
                f"else: {general}",
            ]
            continue
        file, index, kind = (None, 0, None) if b.vector else scalar_store(b, i)
        if file is None:
            lines.append(general)
            continue
        ns[f"t{k}_{i}"] = kind
        target = "C[0]" if file == "scc" else f"S[0, {index}]"
        lines += [f"if o[{i}].__class__ is t{k}_{i}: {target} = o[{i}]", f"else: {general}"]
    return lines


def build_block(first, bound: dict, state: WaveState) -> OneWaveBlock | None:
    """The straight-line run of fused instructions from `first` as one Python function for
    one wave (no branch, EXEC write or VGPR pair inside), or None when it is too short.
    Each instruction reads, computes and writes as its fused step does, minus the calls
    and checks that hold for the whole block: one wave, every lane's EXEC read once, MODE
    plain (checked once), no stale VGPR pairs (settled at entry). The instruction that
    ends the run joins as the last, called as it is, if it is fused too (a branch)."""
    ns = {"ndarray": np.ndarray, "W": slice(None)}
    lines, members, b = [], [], first
    while b is not None:
        try:
            if b.runner is None:
                bind(b, state)
            body = block_lines(b, len(members), ns)
        except STEP_FAILURES:  # it fails when it runs, if it does: not here
            body = None
        if body is None:
            break
        lines += body
        members.append(b)
        b = bound.get(b.next_pc)
    end = f"{members[-1].next_pc}" if members else ""
    if members and b is not None and b.runner is not None and b.fused:
        k = len(members)
        ns[f"m{k}"] = b.runner
        lines += [f"k = {k}", f"t = m{k}(st, W, 1)", "if t is not None:"]
        lines.append("    return t if t.__class__ is int else int(t[0])")
        members.append(b)
        end = f"{b.next_pc}"
    if len(members) < BLOCK_MIN_INSTRUCTIONS:
        first.block = None
        return None
    mode = any(m.check_mode for m in members)
    source = "\n".join(
        [
            "def block(st):",
            "    if st.stale:",
            "        st.settle()",
            *(["    if not (st._mode_plain or st.mode_plain()):", "        return None"] * mode),
            "    V, S, C, P = st.vgpr, st.sgpr, st.scc, st.pairs",
            "    lanes, full = st._exec_cache or st.exec_lanes(W)",
            "    k = 0",
            "    try:",
            *("        " + line for line in lines),
            "    except BaseException:",
            "        failed[0] = k",
            "        raise",
            f"    return {end}",
        ]
    )
    failed = [0]
    ns["failed"] = failed
    exec(compile(source, f"<block at pc 0x{first.d.pc:x}>", "exec"), ns)
    first.block = OneWaveBlock(ns["block"], len(members), members, failed)
    return first.block


def applied(fn, readers: list):
    """A function (st, w, rows) -> fn of the readers' values. Up to three readers are called
    directly: building the argument list costs as much as a numpy operation on one wave."""
    if len(readers) == 1:
        (a,) = readers
        return lambda st, w, rows: fn(a(st, w, rows))
    if len(readers) == 2:
        a, b = readers
        return lambda st, w, rows: fn(a(st, w, rows), b(st, w, rows))
    if len(readers) == 3:
        a, b, c = readers
        return lambda st, w, rows: fn(a(st, w, rows), b(st, w, rows), c(st, w, rows))
    return lambda st, w, rows: fn(*[r(st, w, rows) for r in readers])
