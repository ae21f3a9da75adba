"""A decoded instruction bound to its semantics, and its execution over a batch of waves: the
general path (refusals, memory addressing, atomics in rounds, DPP lanes, MODE's rounding and
denormal rules, matrix cores); the fast paths it binds to are in runtime/fastpath.py."""

from __future__ import annotations

import numpy as np

from . import fastpath
from .addressing import Addressing
from .atomics import INVERTIBLE, ORDER_FREE, atomic_op, fold, olds
from .effects import Effects
from .forms import SADDR_OFF, SCALAR_FORMATS, TYPE_BITS, Decoded, Op
from .isa import Isa
from .matrix import MatrixError
from .modifiers import Modifiers
from .operands import REGISTER_KINDS, Operands
from .state import DENORM_ALLOW_ALL, EXEC, MODE_FP16_OVFL_BIT, MODE_HWREG, ExecutionError, WaveState

VECTOR_TUPLE_KINDS = ("vgpr", "agpr", "avgpr", "gvaddr", "mai_c", "mai_src")


class Bound:
    """A decoded instruction with its semantic function and operand accessors bound once."""

    def __init__(self, isa: Isa, d: Decoded):
        self.d, self.isa = d, isa
        self.text = isa.text(d)
        ins = d.instr
        self.fn = isa.vector.get(ins.name)
        self.vector = ins.format not in SCALAR_FORMATS
        self.valu = ins.format.startswith("VOP")  # VGPR indexing applies to these (CDNA4 6.6)
        self.mods = mods = Modifiers(isa, d, self.vector)
        self.operands = Operands(isa, d, mods, self.vector)
        self.ops = self.operands.ops
        self.writes_many = sum(o in self.ops for o in ins.outputs) > 1
        # float results follow MODE.FP_ROUND: waves that do not round to nearest even are
        # recomputed lane by lane with the exact reference, rounding in their direction
        self.rounds_floats = (
            self.vector
            and self.fn is not None
            and "fixed_fp_mode" not in ins.flags
            and not ins.uses_state
            and not ins.cross_lane
            and not ins.dword_operands
            and (
                ins.format == "VOP3P"
                or any(o.type in ("f16", "f32", "f64") for o in d.form.operands)
            )
        )
        # MODE.FP16_OVFL concerns the instructions that round a value to f16
        self.rounds_f16 = self.rounds_floats and "f16" in (ins.semantics or "")
        self.misaligned = [  # gfx90a and later keep VGPR/AGPR tuples even-aligned
            op.name
            for op in d.form.operands
            if op.type != "mask" and op.nregs >= 2 and op.field in d.fields
            and "unaligned_vgprs" not in ins.flags
            and not (op.kind == "gvaddr" and d.fields.get("SADDR", SADDR_OFF) != SADDR_OFF)
            and (op.kind in VECTOR_TUPLE_KINDS or op.kind in ("src", "vsrc") and self.operands.code(op) >= 256)
            and self.operands.code(op) % 2
        ]  # fmt: skip
        self.next_pc = d.pc + d.size
        self.dpp = mods.dpp
        self.writes_exec = "EXEC" in ins.outputs or any(
            self._writes_sgprs(name, EXEC, 2) for name in ins.outputs if name in self.ops
        )
        self.plan: tuple = ()  # operand accessors for the register layout bound to (fastpath.bind)
        self.runner = None  # `step` for that layout
        self.block_parts = None  # (readers, outputs) of the fused step, for fastpath.block_lines
        self.fused = False  # `step` is one closure (see fastpath.bind)
        self.block = fastpath.UNBUILT  # the one-wave block starting here (fastpath.build_block)
        # decided once for `step`: an instruction with semantics and nothing to refuse
        self.plain = (
            ins.matrix is None
            and self.fn is not None
            and not (self.dpp and mods.dpp_source is None)
            and not self.misaligned
        )
        self.ignores_exec = "ignores_exec" in ins.flags
        self.has_address = "ADDRESS" in ins.params
        self.atomic = "atomic" in ins.flags and self.vector
        self.scalar_atomic = "atomic" in ins.flags and not self.vector
        # an order-free atomic (atomics.py) folds the lanes of one address into one update
        # when nothing reads the old value: the index of its data operand among the params
        self.fold_op = atomic_op(ins.mnemonic) if self.atomic else None
        self.fold_data = None
        if self.fold_op in ORDER_FREE:
            self.fold_data = next(
                (i for i, p in enumerate(ins.params) if p in ("DATA", "DATA0")), None
            )
        self.check_mode = bool(mods.denorm_ops) or self.rounds_floats
        self.uses_state = ins.uses_state
        # the semantics compute each lane from its own inputs only (so any input broadcasts)
        self.lanes_independent = (
            self.vector and self.fn is not None and not ins.uses_state and not ins.cross_lane
        )
        self.addressing = Addressing(isa, d, self.operands, self.atomic)

    def _writes_sgprs(self, name: str, first: int, count: int) -> bool:
        """Does output `name` write any of SGPRs first .. first + count - 1?"""
        op = self.ops[name]
        try:
            code = self.operands.code(op)
        except KeyError:
            return True  # unknown: assume it does
        bits = TYPE_BITS[op.type] if op.type != "mask" else 64
        regs = max(op.nregs, bits // 32, 1)
        return code < 128 and code < first + count and code + regs > first

    def indexed_fields(self, index: int, enables: int) -> dict | None:
        """The fields with the VGPR operand of each slot enabled in `enables` (M0[15:12]: bit
        0 src0, 1 src1, 2 src2, 3 dst) moved up by `index` (M0[7:0]), as VGPR index mode runs
        the instruction (CDNA4 6.6, MI200 6.6); None when no operand moves. SGPRs, constants
        and AGPRs are not indexed; an operand read and written in place (v_mac's D, SDWA's
        preserved D) follows dst."""
        if index == 0:
            return None
        names = [o.name for o in self.d.instr.operands]
        slot_bit = {"S0": 0, "S1": 1, "S2": 2, "D": 3}
        if "K" in names and "S1" in names and names.index("K") < names.index("S1"):
            slot_bit["S1"] = 2  # madmk/fmamk: the literal is the ALU's src1, the VGPR src2 (6.6.2)
        fields, moved = dict(self.d.fields), set()
        for op in self.d.form.operands:
            bit = slot_bit.get(op.name)
            if bit is None or not enables >> bit & 1 or op.field is None or op.type == "mask":
                continue
            if op.kind not in REGISTER_KINDS or op.field in moved:
                continue
            code = self.operands.code(op)
            if not 256 <= code < 512:
                continue
            last = code - 256 + index + op.nregs - 1
            if last > 255:
                raise ExecutionError(
                    f"VGPR index mode: {op.name} v{code - 256} plus the index M0[7:0] = {index}"
                    f" reaches v{last}, past v255"
                )
            fields[op.field] += index
            moved.add(op.field)
        return fields if moved else None

    # execution -------------------------------------------------------------
    def execute(self, st: WaveState, w) -> None:
        """Run over the waves `w` (all at this instruction) and move their PC on."""
        rows = st.rows(w)
        new_pc = self.step(st, w, rows)
        st.pc[w] = self.next_pc if new_pc is None else new_pc

    def step(self, st: WaveState, w, rows: int):
        """Run over the `rows` waves `w`; returns their new PCs after a branch (an array, or
        an int for every wave), or None when they go on to the next instruction (st.pc is left
        to the caller)."""
        run = self.runner
        if run is None:
            run = fastpath.bind(self, st)
        return run(st, w, rows)

    def unbind(self) -> None:
        """Forget what was bound to a register layout (Program.run, when the layout changes)."""
        self.runner = None
        self.block_parts = None
        self.block = fastpath.UNBUILT

    def general_step(self, st: WaveState, w, rows: int):
        """`step` for every instruction: refusals, memory, atomics, DPP, MODE, matrix cores."""
        if not self.plain:
            ins = self.d.instr
            if ins.matrix is not None:
                self._matrix(st, w)
                return None
            if self.fn is None:
                if "nop" in ins.flags or "cache_op" in ins.flags:  # no caches: coherent memory
                    return None
                raise ExecutionError(f"{ins.mnemonic} has no semantics in the spec")
            if self.dpp and self.mods.dpp_source is None:
                raise ExecutionError(f"reserved DPP_CTRL value {self.d.fields['DPP_CTRL']:#x}")
            if self.misaligned:
                raise ExecutionError(
                    f"misaligned register range in {', '.join(self.misaligned)}: VGPR/AGPR"
                    " tuples must start at an even register"
                )
        if not self.vector:
            exec_lanes, full = None, True
        elif self.ignores_exec:  # v_readlane / v_writelane act whatever EXEC says
            exec_lanes, full = np.ones((rows, 64), bool), True
        else:
            exec_lanes, full = st.exec_lanes(w)
        address = in_range = None
        if self.has_address:
            address, in_range = self.addressing.address(st, w)
        if self.atomic:
            log = st.write_log
            if log is not None:
                log.begin(self, st, w, exec_lanes, address, in_range)
            new_pc = self._issue_atomic(st, w, rows, exec_lanes, address, in_range)
            if log is not None:
                log.end()
        elif self.scalar_atomic:
            new_pc = self._issue_scalar_atomic(st, w, rows, address)
        else:
            new_pc = self._issue(st, w, rows, exec_lanes, full, address, in_range)
        if self.writes_exec:
            st.forget()
        return new_pc

    def _issue_atomic(self, st: WaveState, w, rows: int, exec_lanes, address, in_range):
        """An atomic: lanes that hit one address take turns, so every update lands (in lane
        order); a round that few waves take part in runs over those waves only (thousands of
        waves on a few addresses make as many rounds). An order-free atomic runs one round
        instead, each address's updates folded into its first, where nothing reads the old
        value or every lane's old value follows from the first's (add, sub, xor)."""
        folded = self._folded(st, w, rows, exec_lanes, address)
        if folded is not None:
            lanes, data, returned = folded
            new_pc = self._issue(st, w, rows, lanes, False, address, in_range, data)
            if returned is not None:
                returned()
            return new_pc
        waves = new_pc = None
        for taking, lanes in self.addressing.atomic_rounds(st, w, exec_lanes, address):
            if taking is not None and (rows == 1 or 2 * taking.size > rows):
                every = np.zeros(exec_lanes.shape, bool)
                every[taking] = lanes
                taking, lanes = None, every
            full = bool(lanes.all())  # a round of whole waves: memory takes its fast paths
            if taking is None:
                new_pc = self._issue(st, w, rows, lanes, full, address, in_range)
                continue
            if waves is None:
                waves = np.arange(st.waves)[w]
            new_pc = self._issue(
                st, waves[taking], taking.size, lanes, full,
                rows_of(address, taking), rows_of(in_range, taking),
            )  # fmt: skip
        return new_pc

    def _issue_scalar_atomic(self, st: WaveState, w, rows: int, address):
        """A scalar atomic: one wave after another, in wave order, so that every update lands
        (waves in step on one address would all read the same old value; the scalar unit has
        the vector unit's atomics, MI300 8.2.2)."""
        waves, new_pc = np.arange(st.waves)[w], None
        log = st.write_log
        for i in range(rows):
            one = address[i : i + 1]
            if log is not None:
                log.begin(self, st, waves[i : i + 1], np.ones((1, 1), bool), one[:, None], None)
            new_pc = self._issue(st, waves[i : i + 1], 1, None, True, one, None)
            if log is not None:
                log.end()
        return new_pc

    def _folded(self, st: WaveState, w, rows: int, exec_lanes, address):
        """(the first lane on each address, the data operand with the updates of every lane
        on that address folded into that lane's, None or what writes every lane's old value
        after the update), or None: the atomic is not order-free, or returns its old value
        and is not invertible (atomics.INVERTIBLE), or no two lanes share an address. The
        first lanes are those the first of the rounds would run, so a fault names the same
        lanes; the others' old values follow from the first's and the updates before them."""
        writers = [(name, writer) for name, writer in self.plan[1] if writer is not None]
        op = self.fold_op
        if self.fold_data is None or writers and (op not in INVERTIBLE or writers[0][0] != "D"):
            return None
        keys = self.addressing.atomic_keys(st, w, exec_lanes, address)
        if keys is None or keys.size < 2 or len(writers) > 1:
            return None
        order = np.argsort(keys, kind="stable")
        ranked = keys[order]
        heads = np.flatnonzero(np.r_[True, ranked[1:] != ranked[:-1]])
        raw = self.plan[0][self.fold_data](st, w, rows)
        if heads.size == keys.size or np.ndim(raw) > 2 or raw.dtype.kind != "u":
            return None
        data = np.array(np.broadcast_to(raw, exec_lanes.shape))
        values = data[exec_lanes][order]
        at = np.flatnonzero(exec_lanes.reshape(-1))[order]  # the lanes in update order
        lanes = np.zeros(exec_lanes.size, bool)
        lanes[at[heads]] = True
        data.reshape(-1)[at[heads]] = fold(op, values, heads)
        returned = None
        if writers:

            def returned():
                found = self.operands.read_register(st, w, "D")  # the first lanes' old values
                old = np.array(np.broadcast_to(found, exec_lanes.shape)).reshape(-1)
                old[at] = olds(op, old[at[heads]], values, heads)
                writers[0][1](st, w, rows, old.reshape(exec_lanes.shape), exec_lanes, False)

        return lanes.reshape(exec_lanes.shape), data, returned

    def _issue(
        self, st: WaveState, w, rows: int, exec_lanes, full: bool, address, in_range, data=None
    ):
        """Run the semantics once over the waves `w` with lanes `exec_lanes` (`full`: every
        lane runs); returns the branch target, if any. `data`: an atomic's data operand as
        _folded made it."""
        readers, writers = self.plan  # made by fastpath.bind, for this layout (Program.run unbinds)
        if self.dpp:
            exec_lanes, full = self.mods.dpp_lanes(exec_lanes), False
        args = [address if r is None else r(st, w, rows) for r in readers]
        if data is not None:
            args[self.fold_data] = data
        mode = None
        plain_mode = not self.check_mode or st.mode_plain()
        if self.mods.denorm_ops and not plain_mode:
            mode = st.hwreg[w, MODE_HWREG]
            if (mode & DENORM_ALLOW_ALL == DENORM_ALLOW_ALL).all():
                mode = None  # every wave keeps denormals (the usual kernel MODE)
            else:
                args = [
                    (
                        self.mods.flush(a, self.mods.flushed_sources[p], mode, 0)
                        if p in self.mods.flushed_sources
                        else a
                    )
                    for p, a in zip(self.d.instr.params, args)
                ]
        if self.writes_many:  # a register read may be a view of one the outputs overwrite
            args = [np.array(a) if isinstance(a, np.ndarray) else a for a in args]
        if self.uses_state:
            args.append(Effects(st, w, exec_lanes, in_range, full, self.d.instr.format))
        outs = self.fn(*args)
        if self.rounds_floats and not plain_mode:
            mode_now = st.hwreg[w, MODE_HWREG]
            if self._mode_not_vector(mode_now).any():
                outs = self.reference_lanes(outs, args, mode_now, exec_lanes)
        new_pc = None
        for (name, writer), value in zip(writers, outs):
            if mode is not None and name in self.ops:
                self.operands.write_modified(st, w, name, value, exec_lanes, mode)
            elif writer is not None:
                target = writer(st, w, rows, value, exec_lanes, full)
                if target is not None:
                    new_pc = target
        return new_pc

    def reference_lanes(self, outs, args, mode, exec_lanes):
        """Outputs recomputed by the per-lane reference (exact arithmetic, one rounding) for
        the lanes of the waves whose MODE the vector semantics do not follow: rounding in the
        direction MODE.FP_ROUND gives, or an f16 overflow saturating under MODE.FP16_OVFL."""
        from . import refops

        reference = self.isa.reference[self.d.instr.name]
        rows = exec_lanes.shape[0]
        outs = [np.array(np.broadcast_to(o, (rows, 64))) for o in outs]
        try:
            for r in np.flatnonzero(self._mode_not_vector(mode)):
                refops.ROUND_MODE = int(mode[r] & np.uint32(0xF))
                refops.F16_OVERFLOW_SATURATES = bool(mode[r] >> MODE_FP16_OVFL_BIT & np.uint32(1))
                for lane in np.flatnonzero(exec_lanes[r]):
                    lane_args = [lane_value(a, r, lane) for a in args]
                    for out, value in zip(outs, reference(*lane_args)):
                        out[r, lane] = value
        finally:
            refops.ROUND_MODE, refops.F16_OVERFLOW_SATURATES = 0, False
        return outs

    def _mode_not_vector(self, mode):
        """Per wave: does MODE ask for what only the reference computes (a rounding other than
        to nearest even, or FP16_OVFL on an instruction that rounds to f16)?"""
        special = mode & np.uint32(0xF) != 0
        if self.rounds_f16:
            special = special | (mode >> MODE_FP16_OVFL_BIT & np.uint32(1) == 1)
        return special

    # matrix core -----------------------------------------------------------
    def _matrix(self, st: WaveState, w) -> None:
        """An MFMA: A, B, C register images in, D out, every lane (MFMAs ignore EXEC)."""
        core, f = self.isa.mfma, self.d.fields
        try:
            shape = core.shape(self.d.instr.name).resolved(f.get("CBSZ", 0), f.get("BLGP", 0))
        except MatrixError as exc:
            raise ExecutionError(str(exc)) from None
        if self.misaligned:
            raise ExecutionError(f"misaligned register range in {', '.join(self.misaligned)}")
        a = self.operands.dwords(st, w, self.operands.code(self.ops["S0"]), shape.registers("A"))
        b = self.operands.dwords(st, w, self.operands.code(self.ops["S1"]), shape.registers("B"))
        rows, n_c = a.shape[0], shape.registers("C")
        c_code = self.operands.code(self.ops["S2"])
        index = None
        if shape.sparse:  # C is D itself; S2 holds the sparsity indices
            index = self.operands.dwords(st, w, c_code, 1) if c_code >= 256 else None
            if index is None:
                raise ExecutionError("the sparsity-index operand must be a VGPR")
            c = self.operands.dwords(st, w, self.operands.code(self.ops["D"]), n_c)
        elif c_code >= 256:
            c = self.operands.dwords(st, w, c_code, n_c)
        else:  # an inline constant (or literal) for every entry of C
            bits = int(self.operands.const_bits(c_code, Op("S2", shape.c, "src", None, None)))
            words = [bits & 0xFFFFFFFF, bits >> 32] if shape.c == "f64" else [bits]
            c = np.tile(np.array(words, np.uint32), (rows, 64, n_c // len(words)))
        mode = st.hwreg[w, MODE_HWREG]  # denormal and FP16_OVFL rules from each wave's MODE
        try:
            if "S3" in self.ops:  # a block-scaled MFMA: E8M0 scales in S3 (A) and S4 (B)
                scales = [self._scale(st, w, s, rows) for s in ("S3", "S4")]
                sel, sel_hi = f.get("SCALE_OPSEL", 0), f.get("SCALE_OPSEL_HI", 0)
                byte_a, byte_b = ((sel_hi >> i & 1) << 1 | sel >> i & 1 for i in (0, 1))
                d = core.execute_scaled(
                    shape.name, a, b, c, f.get("CBSZ", 0), f.get("BLGP", 0), *scales, byte_a,
                    byte_b, mode,
                )  # fmt: skip
            else:
                modifiers = (f.get("CBSZ", 0), f.get("ABID", 0), f.get("BLGP", 0))
                d = core.execute(shape.name, a, b, c, *modifiers, index, mode)
        except MatrixError as exc:
            raise ExecutionError(str(exc)) from None
        code = self.operands.code(self.ops["D"])
        st.drop_all_pairs()
        for i in range(d.shape[2]):
            st.vgpr[w, st.vindex(code + i)] = d[:, :, i]

    def _scale(self, st: WaveState, w, name: str, rows: int) -> np.ndarray:
        """A scaled MFMA's E8M0 scale dword per lane. An inline constant (llvm-mc takes only
        VGPRs) gives the exponent field of its 32-bit value, whichever byte OPSEL picks
        (CDNA4 7.2.1; errata mfma-scale-constants)."""
        value = np.asarray(self.operands.read_register(st, w, name), np.uint32)
        code = self.operands.code(self.ops[name])
        if 128 <= code < 256:
            value = (value >> np.uint32(23) & np.uint32(0xFF)) * np.uint32(0x01010101)
        return np.broadcast_to(value, (rows, 64))


def lane_value(value, row: int, lane: int):
    """One lane's input as the reference takes it: an int, or a bool."""
    v = np.asarray(value)
    row = row if v.ndim and v.shape[0] > 1 else 0  # [1, 1]: one value for every wave
    if v.ndim == 1:
        v = v[row]
    elif v.ndim == 2:
        v = v[row, lane if v.shape[1] > 1 else 0]
    return bool(v) if v.dtype == bool else int(v)


def rows_of(x, rows: np.ndarray):
    """The given wave rows of a per-wave array ([waves, ...]), or of what a per-wave check
    (a buffer's in_range: addresses -> [waves, lanes]) answers; None, scalars and arrays
    shared by every wave (one row) as they are."""
    if callable(x):
        return lambda *args: rows_of(x(*args), rows)
    if x is None or np.ndim(x) < 2 or x.shape[0] == 1:
        return x
    return x[rows]
