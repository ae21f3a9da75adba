"""Operand readers and writers of a bound instruction, made once per register layout: for each
input of the semantics a function (st, w, rows) giving its value, for each output one
(st, w, rows, value, exec_lanes, full) writing it. Registers are resolved to rows here, so
a plain read or write is one array access; operands with modifiers go through Operands."""

from __future__ import annotations

import numpy as np

from .effects import in_aperture
from .forms import TYPE_BITS
from .memory import SHARED_APERTURE
from .modifier_syntax import modifier_value
from .operands import APERTURE_CODES, REGISTER_KINDS
from .state import (
    EXEC,
    M0,
    MODE_HWREG,
    MODE_IEEE_BIT,
    UNSIGNED_ALL,
    VCC,
    ExecutionError,
    WaveState,
    mask_lanes,
    pack_lanes,
    split64,
)

# from this many waves on, an SGPR source with one value in every wave (a kernel argument) is
# passed as a single [1, 1] value: numpy adds a [waves, 1] column to [waves, 64] lanes row by row
UNIFORM_CHECK_WAVES = 1024
LANE_IDS = np.arange(64, dtype=np.uint32)[None, :]


def make_plan(b, st: WaveState) -> tuple[list, list]:
    """(readers, writers): for each input of the semantics a function (st, w, rows) giving
    its value (None: the memory address), and for each output (name, function (st, w, rows,
    value, exec_lanes, full) writing it and returning a branch target, or None)."""
    readers = [None if p == "ADDRESS" else param_reader(b, st, p) for p in b.d.instr.params]
    writers = [(name, output_writer(b, st, name)) for name in b.d.instr.outputs]
    return readers, writers


def param_reader(b, st: WaveState, p: str):
    ins, f = b.d.instr, b.d.fields
    if p in b.ops:
        return operand_reader(b, st, p)

    if p == "SCC":
        return lambda st, w, rows: st.scc[w]
    if p in ("PC", "PCN"):  # every wave of the batch is at this instruction
        pc = np.uint64(b.d.pc if p == "PC" else b.next_pc)
        return lambda st, w, rows: np.full(rows, pc, np.uint64)
    if p == "EXEC" and b.vector:
        return lambda st, w, rows: st.exec_lanes(w)[0]
    if p in ("VCC", "EXEC"):
        code = VCC if p == "VCC" else EXEC
        if b.vector:
            return lambda st, w, rows: mask_lanes(st.sgpr64(code)[w])
        return lambda st, w, rows: st.sgpr64(code)[w]
    if p == "M0":
        if b.vector:
            return lambda st, w, rows: st.sgpr[w, M0][:, None]
        return lambda st, w, rows: st.sgpr[w, M0]
    if p == "laneId":
        return constant_reader(LANE_IDS)
    if p == "CLAMP":
        return constant_reader(np.bool_(b.mods.clamp))
    if p == "MODE":  # the wave's MODE register (ftz_in / ftz_out)
        if b.vector:
            return lambda st, w, rows: st.hwreg[w, MODE_HWREG][:, None]
        return lambda st, w, rows: st.hwreg[w, MODE_HWREG]
    if p == "IN_LDS":  # a FLAT lane whose address is in the shared aperture runs in LDS
        if ins.format != "FLAT":
            return constant_reader(np.bool_(False))
        return lambda st, w, rows: in_aperture(b.addressing.address(st, w)[0], SHARED_APERTURE)
    if p == "IEEE_MODE":  # per wave, as MODE says now
        return lambda st, w, rows: mode_ieee(st.hwreg[w, MODE_HWREG])[:, None]
    if p == "BITOP3":
        m = next(m for m in b.d.form.modifiers if m["name"] == "bitop3")
        return constant_reader(np.uint32(modifier_value(f, m)))
    if p == "CLOCK":
        return lambda st, w, rows: np.full(rows, st.clock, np.uint64)
    if p == "RETURN":  # the atomic returns the old value: glc, or sc0 on cdna4
        bit = b.isa.formats[ins.format].get("atomic_return_field") or "GLC"
        return constant_reader(np.bool_(f.get(bit, 0)))
    if p == "LDS_DMA":  # the LDS bit: the data goes to LDS instead of VGPRs
        return constant_reader(np.bool_(f.get("LDS", 0)))
    if p == "LDS_ADDRESS":
        if "LDS_DMA" in ins.params and not f.get("LDS", 0):
            # a load to VGPRs: its semantics return before they read the LDS address
            # (tests/test_guide_memory.py checks that they all do)
            return constant_reader(np.uint32(0))
        lds_address = b.addressing.lds_dma_address
        return lambda st, w, rows: lds_address(st, w)
    if p in ins.dword_operands or any(o.name == p for o in ins.operands):
        # an operand this form leaves out (a load into LDS has no VDATA): never written
        nbits = TYPE_BITS[next(o.type for o in ins.operands if o.name == p)]
        if p in ins.dword_operands:
            return lambda st, w, rows: np.zeros((rows, 64, max(nbits // 32, 1)), np.uint32)
        return lambda st, w, rows: np.zeros((rows, 64), UNSIGNED_ALL[nbits])
    if p in f:  # an instruction field the semantics read (OFFSET1)
        return constant_reader(np.uint32(f[p]))
    if p.endswith("_reg") and p[:-4] in b.ops:
        code = np.uint32(b.operands.code(b.ops[p[:-4]]))
        return lambda st, w, rows: np.full(rows, code, np.uint32)
    raise ExecutionError(f"{ins.mnemonic}: unknown input {p}")


def operand_reader(b, st: WaveState, name: str):
    """A register or constant read without per-batch decoding; sources with modifiers,
    register ranges and masks go through `read`."""
    op = b.ops[name]
    source = name in ("S0", "S1", "S2")
    operands, mods = b.operands, b.mods
    if mods.changes_source(name) or name in b.d.instr.dword_operands or op.type == "mask":
        return lambda st, w, rows: operands.read(st, w, name)
    n = TYPE_BITS[op.type]
    if op.kind not in REGISTER_KINDS and op.implicit is None:
        # a numpy scalar: faster than 0-d
        return constant_reader(operands.read_register(st, slice(None), name)[()])
    code = b.operands.code(op)
    high = n == 16 and source and mods.half_sel >> int(name[1]) & 1
    u16, u64, half, word = np.uint16, np.uint64, np.uint32(16), np.uint64(32)
    if code >= 256:
        row = st.vindex(code)
        if n == 64:
            st.vindex(code + 1)
            return lambda st, w, rows: st.pair(w, row)

        def vgpr_row(st, w, rows):
            if st.stale:
                st.settle(row, 1)
            return st.vgpr[w, row]

        if high:
            return lambda st, w, rows: (vgpr_row(st, w, rows) >> half).astype(u16)
        if n == 16:
            return lambda st, w, rows: vgpr_row(st, w, rows).astype(u16)
        return block_reader(vgpr_row, f"V[:, {row}]")
    if code < 127 or (code == 127 and n < 64):
        shift = np.uint32(16 if high else 0)

        def read(st, w):
            if n == 64:
                return st.sgpr[w, code].astype(u64) | st.sgpr[w, code + 1].astype(u64) << word
            if n == 16:
                return (st.sgpr[w, code] >> shift).astype(u16)
            return st.sgpr[w, code]

        if b.vector and b.lanes_independent:

            def read_for_lanes(st, w, rows):
                value = read(st, w)
                if rows >= UNIFORM_CHECK_WAVES and (value == value[0]).all():
                    return value[:1, None]  # broadcast as a scalar: much faster in numpy
                return value[:, None]

            reader = read_for_lanes
        elif b.vector:
            reader = lambda st, w, rows: read(st, w)[:, None]  # noqa: E731
        else:
            return lambda st, w, rows: read(st, w)
        return block_reader(reader, f"S[:, {code}, None]") if n == 32 else reader
    if code in (251, 252, 253) or code < 256 and code in APERTURE_CODES:
        return lambda st, w, rows: operands.read_register(st, w, name)
    if 128 <= code < 256:  # an inline constant or the literal
        return constant_reader(operands.read_register(st, slice(None), name)[()])
    return lambda st, w, rows: operands.read_register(st, w, name)


def output_writer(b, st: WaveState, name: str):
    if name in b.ops:
        return operand_writer(b, st, name)
    if name == "SCC":

        def write_scc(st, w, rows, value, exec_lanes, full):
            if np.ndim(value) > 1:
                value = np.asarray(value, bool).reshape(rows, -1)[:, 0]
            st.scc[w] = value  # assignment broadcasts

        return write_scc
    if name in ("VCC", "EXEC"):
        code = VCC if name == "VCC" else EXEC

        def write_mask(st, w, rows, value, exec_lanes, full):
            if b.vector:
                bits = pack_lanes(np.broadcast_to(value, (rows, 64)) & exec_lanes)
            else:
                bits = np.broadcast_to(np.asarray(value, np.uint64), (rows,))
            st.sgpr[w, code] = (bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.sgpr[w, code + 1] = (bits >> np.uint64(32)).astype(np.uint32)

        return write_mask
    if name == "M0":

        def write_m0(st, w, rows, value, exec_lanes, full):
            st.sgpr[w, M0] = np.broadcast_to(np.asarray(value, np.uint32), (rows,))

        return write_m0
    if name == "PC":
        return lambda st, w, rows, value, exec_lanes, full: np.broadcast_to(
            np.asarray(value, np.uint64), (rows,)
        ).astype(np.int64)
    return None


def operand_writer(b, st: WaveState, name: str):
    """A register write decided once: whole rows when every lane runs, else merged."""
    op = b.ops[name]
    if op.kind in REGISTER_KINDS or op.implicit:
        code, bits = b.operands.code(op), 64 if op.type == "mask" else TYPE_BITS[op.type]
        if code < 256 and code + max(bits // 32, 1) > 128:  # a constant or past exec_hi
            raise ExecutionError(f"{name}: operand code {code} is not a writable scalar register")
    if (
        name == "D"
        and b.mods.changes_result()
        or name in b.d.instr.dword_operands
        or op.type == "mask"
    ):
        write_modified = b.operands.write_modified
        return lambda st, w, rows, value, exec_lanes, full: write_modified(
            st, w, name, value, exec_lanes, None
        )
    code = b.operands.code(op)
    n = TYPE_BITS[op.type]
    u32, u64, low, word = np.uint32, np.uint64, np.uint64(0xFFFFFFFF), np.uint64(32)
    if code >= 256:
        row = st.vindex(code)
        if n == 64:
            st.vindex(code + 1)

            def write_vgpr_pair(st, w, rows, value, exec_lanes, full):
                if st.pairs:
                    st.drop_pairs(row, 2, full and w.__class__ is slice)
                if (
                    full
                    and w.__class__ is slice
                    and value.__class__ is np.ndarray
                    and value.dtype == u64
                    and value.shape == (rows, 64)
                ):
                    st.pairs[row] = value  # the rows are written when something needs them
                    st.stale.add(row)
                    return
                lo, hi = split64(value, (rows, 64))
                if not full:
                    lo = np.where(exec_lanes, lo, st.vgpr[w, row])
                    hi = np.where(exec_lanes, hi, st.vgpr[w, row + 1])
                st.vgpr[w, row] = lo
                st.vgpr[w, row + 1] = hi

            return write_vgpr_pair

        def write_vgpr(st, w, rows, value, exec_lanes, full):
            # assignment keeps the low 32 bits of wider integer arrays, as astype(u32) would
            if not isinstance(value, np.ndarray):
                value = np.asarray(value).astype(u32)
            if st.pairs:
                st.drop_pairs(row, 1, full and w.__class__ is slice)
            if full:
                st.vgpr[w, row] = value
            else:
                st.vgpr[w, row] = np.where(exec_lanes, value, st.vgpr[w, row])

        write_vgpr.row = row  # for fastpath.block_lines
        return write_vgpr
    vector = b.vector

    def write_sgpr(st, w, rows, value, exec_lanes, full):
        value = np.asarray(value)
        if vector and value.ndim:
            value = value.reshape(value.shape[0], -1)[:, 0]
        if n == 64:
            v = value.astype(u64)
            st.sgpr[w, code] = (v & low).astype(u32)
            st.sgpr[w, code + 1] = (v >> word).astype(u32)
        else:  # assignment broadcasts and keeps the low 32 bits
            st.sgpr[w, code] = value if value.dtype == u32 else value.astype(u32)

    return write_sgpr


def mode_ieee(mode: np.ndarray) -> np.ndarray:
    """MODE.IEEE of each wave, as bools."""
    return (mode >> MODE_IEEE_BIT & np.uint32(1)).astype(bool)


def constant_reader(value):
    return block_reader(lambda st, w, rows: value, ("value", value))


def block_reader(reader, source):
    """`reader` tagged with how a one-wave block reads the same value without calling it
    (fastpath.block_lines): an expression over V, S, C (the VGPR, SGPR and SCC arrays), or
    ("value", constant)."""
    reader.block_source = source
    return reader
