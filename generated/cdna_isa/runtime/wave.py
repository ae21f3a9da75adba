"""The lockstep executor: a program's waves at one PC run each instruction together.

The emulator's modules, from the bottom: state.py (register files, MODE, lane masks),
modifiers.py and operands.py (reading and writing operands), effects.py and addressing.py
(memory), accessors.py (readers and writers resolved per register layout), fastpath.py
(fused closures, one-wave blocks), bound.py (one instruction's execution), strict.py (the
s_waitcnt and wait-state checks around it), and here `Program`, which runs them all.
`WaveState` and `ExecutionError` are importable from here too.
"""

from __future__ import annotations

import numpy as np

from .bound import Bound
from .fastpath import UNBUILT, build_block
from .forms import Decoded, DecodeError
from .isa import Isa
from .memory import MemoryFault
from .state import (
    M0,
    MODE_GPR_IDX_EN,
    MODE_HWREG,
    MODE_VSKIP,
    STEP_FAILURES,
    ExecutionError,
    WaveState,
)
from .strict import make_strict

__all__ = ["UNBUILT", "Bound", "ExecutionError", "Program", "WaveState"]


class Program:
    """Code decoded once; each instruction bound to its semantics. `strict`: memory results
    count as outstanding until their s_waitcnt and wait-state rules are checked as the waves
    run (runtime/strict.py); decided here, so a plain program pays nothing for it."""

    def __init__(self, isa: Isa, code: bytes, base: int = 0, strict: bool = False):
        self.isa, self.base, self.strict = isa, base, strict
        self.end = base + len(code)
        self.bound: dict[int, Bound] = {}
        self.illegal: dict[int, str] = {}  # pc -> why the word there cannot run
        self._layout: tuple | None = None  # (vector rows, agpr_base) the bound code uses
        # (pc, M0[7:0], M0[15:12]) -> the instruction as VGPR index mode runs it
        self._indexed: dict[tuple, Bound] = {}
        self.strict_rules = None  # strict.StrictRules, set by make_strict
        for item in isa.decode(code, base):
            if isinstance(item, tuple):
                self.illegal[item[0]] = f"illegal instruction word 0x{item[1]:08x}"
                continue
            try:
                self.bound[item.pc] = Bound(isa, item)
            except DecodeError as exc:  # an operand code the form cannot take (a reserved one)
                word = int.from_bytes(code[item.pc - base : item.pc - base + 4], "little")
                self.illegal[item.pc] = f"illegal instruction word 0x{word:08x} ({exc})"
        if strict:
            make_strict(self)

    def run(self, state: WaveState, budget: int = 1_000_000, registers: bool = True) -> int:
        """Run until every wave ends; returns wave-instructions executed. `registers`: the
        caller reads the VGPRs afterwards (a launch, which drops the state, does not), so
        64-bit results still held as u64 are written to their rows."""
        layout = (state.vgpr.shape[1], state.agpr_base)
        if layout != self._layout:  # register rows were resolved for another layout
            for b in self.bound.values():
                b.unbind()
            self._indexed.clear()
            self._layout = layout
        state.forget()
        state.drop_all_pairs()  # the registers may have been set since the last run
        state.note_mode()  # MODE may have been set since the last run
        state.regroup = False
        saved = np.seterr(all="ignore")  # the semantics compute on inactive lanes too
        try:
            return self._run(state, budget)
        finally:
            if registers:
                state.settle()
            np.seterr(**saved)

    def _run(self, state: WaveState, budget: int) -> int:
        executed = 0
        steps = 0
        while True:
            if state.waiting.any():
                self._release_barriers(state)
            active = np.flatnonzero(~state.done & ~state.waiting)
            if active.size == 0:
                if state.done.all():
                    return executed
                w = int(np.flatnonzero(~state.done)[0])
                raise ExecutionError(
                    f"{self.isa.name}: deadlock: wave {state.first_wave + w} waits at a barrier"
                    f" that the rest of workgroup {state.first_group + int(state.group[w])}"
                    " never reaches"
                )
            pcs = state.pc[active]
            first = pcs[0]
            if (pcs == first).all() and not state.vector_mode:
                # one batch: it runs on until a branch splits it or a wave ends or waits
                w = slice(None) if active.size == state.waves else active
                pc, rows = int(first), active.size
                bound, direct = self.bound, not self.strict
                blocks = direct and state.waves == 1
                try:
                    while True:
                        state.clock += 1
                        b = bound.get(pc)
                        if b is None:
                            self._step(state, w, rows, pc)  # raises: no instruction there
                        if blocks:
                            block = b.block
                            if block is UNBUILT:
                                block = build_block(b, self.bound, state)
                            if block is not None:
                                try:
                                    next_pc = block.run(state)
                                except STEP_FAILURES as exc:
                                    failed = block.members[block.failed[0]]
                                    raise self._failure(exc, failed, state, w) from self._cause(exc)
                                if next_pc is not None:
                                    executed += block.count
                                    steps += block.count
                                    state.clock += block.count - 1
                                    pc = next_pc
                                    if steps > budget:
                                        break
                                    continue
                        try:
                            # strict mode wraps `step`; otherwise call what it would call
                            run = b.runner if direct else None
                            new_pc = (run or b.step)(state, w, rows)
                        except STEP_FAILURES as exc:
                            raise self._failure(exc, b, state, w) from self._cause(exc)
                        executed += rows
                        steps += 1
                        if new_pc is None:
                            pc = b.next_pc
                        elif new_pc.__class__ is int:
                            pc = new_pc
                        elif rows == 1 or (new_pc == new_pc[0]).all():
                            pc = int(new_pc[0])
                        else:
                            pc = None
                            state.pc[w] = new_pc
                            break
                        if steps > budget or state.regroup:
                            break
                finally:
                    if pc is not None:
                        state.pc[w] = pc
                state.regroup = False
            else:
                state.clock += 1
                for pc in np.unique(pcs):
                    w = active[pcs == pc]
                    new_pc = self._step(state, w, w.size, int(pc))
                    state.pc[w] = self.bound[int(pc)].next_pc if new_pc is None else new_pc
                    executed += w.size
                steps += 1
                state.regroup = False
            if steps > budget:
                w = active[0]
                pc = int(state.pc[w])
                text = self.bound[pc].text if pc in self.bound else "?"
                raise ExecutionError(
                    f"{self.isa.name}: instruction budget of {budget} exceeded: wave {state.first_wave + w}, pc 0x{pc:x}, '{text}'"
                )

    def _step(self, state: WaveState, w, rows: int, pc: int):
        """Run the instruction at `pc` over the waves `w`, naming it in any error."""
        b = self.bound.get(pc)
        if b is None:
            where = f"{self.isa.name}: {self._where(w, state)}, pc 0x{pc:x}"
            if pc in self.illegal:
                raise ExecutionError(f"{where}: {self.illegal[pc]}")
            raise ExecutionError(
                f"{where}: no instruction at this address (program is 0x{self.base:x}..0x{self.end:x})"
            )
        try:
            if state.vector_mode and b.vector:
                return self._vector_mode_step(b, state, w, rows)
            return b.step(state, w, rows)
        except STEP_FAILURES as exc:
            raise self._failure(exc, b, state, w) from self._cause(exc)

    def _vector_mode_step(self, b: Bound, state: WaveState, w, rows: int):
        """Vector instruction `b` over the waves `w` while some wave has MODE.VSKIP or
        GPR_IDX_EN set: waves with VSKIP skip it (no register, memory or counter effect;
        CDNA4 3.5), waves with GPR_IDX_EN run a VALU instruction with the VGPR operands that
        M0[15:12] selects moved up by M0[7:0] (CDNA4 6.6), the others run it as decoded."""
        waves = np.arange(state.waves)[w]
        mode = state.hwreg[waves, MODE_HWREG]
        m0 = state.sgpr[waves, M0].astype(np.int64)
        indexed = (mode & MODE_GPR_IDX_EN) != 0 if b.valu else np.zeros(rows, bool)
        # per wave: -2 skips, -1 runs as decoded, else M0's index and enable bits
        how = np.where((mode & MODE_VSKIP) != 0, -2, np.where(indexed, m0 & 0xF0FF, -1))
        if (how == -1).all():
            return b.step(state, w, rows)
        new_pc = np.full(rows, b.next_pc, np.int64)
        for key in np.unique(how):
            if key == -2:
                continue
            these = how == key
            runner = b if key == -1 else self._indexed_form(b, int(key) & 0xFF, int(key) >> 12)
            target = runner.step(state, waves[these], int(these.sum()))
            if target is not None:
                new_pc[these] = target
        return new_pc

    def _indexed_form(self, b: Bound, index: int, enables: int) -> Bound:
        """`b` with its VGPR operands moved as VGPR index mode moves them (Bound.indexed_fields),
        made once per index and enable bits."""
        key = (b.d.pc, index, enables)
        found = self._indexed.get(key)
        if found is None:
            fields = b.indexed_fields(index, enables)
            if fields is None:
                found = b
            else:
                d = b.d
                found = Bound(self.isa, Decoded(d.form, fields, d.literal, d.size, d.pc))
                if self.strict_rules is not None:  # checked and recorded as `b` would be
                    self.strict_rules.wrap(found)
            self._indexed[key] = found
        return found

    def _failure(self, exc: Exception, b: Bound, state: WaveState, w) -> ExecutionError:
        """`exc` raised by instruction `b`, as an error naming the arch, wave, PC and text."""
        where = f"{self.isa.name}: {self._where(w, state)}, pc 0x{b.d.pc:x}, '{b.text}'"
        if isinstance(exc, (ExecutionError, MemoryFault)):
            return ExecutionError(f"{where}: {exc}")
        return ExecutionError(f"{where}: internal error: {type(exc).__name__}: {exc}")

    @staticmethod
    def _cause(exc: Exception) -> Exception | None:
        """What the error is chained to: nothing for the emulator's own errors."""
        return None if isinstance(exc, (ExecutionError, MemoryFault)) else exc

    @staticmethod
    def _release_barriers(state: WaveState) -> None:
        """Let a workgroup's waves past s_barrier once every wave still running has arrived
        (a wave that has ended counts as arrived)."""
        groups = state.lds.data.size // state.lds.stride if state.lds else 1
        alive = ~state.done
        arrived = np.bincount(state.group[alive & state.waiting], minlength=groups)
        running = np.bincount(state.group[alive], minlength=groups)
        release = (arrived == running) & (arrived > 0)
        state.waiting &= ~release[state.group]

    @classmethod
    def _where(cls, w, state: WaveState) -> str:
        wave = cls._first_wave(w, state)
        group = state.first_group + int(state.group[wave])
        return f"workgroup {group}, wave {state.first_wave + wave}"

    @staticmethod
    def _first_wave(w, state: WaveState) -> int:
        return 0 if isinstance(w, slice) else int(np.asarray(w).ravel()[0])
