"""Operands of one instruction: their register codes, and reading and writing them in a wave
state, through the instruction's modifiers (runtime/modifiers.py)."""

from __future__ import annotations

import functools

import numpy as np

from .forms import TYPE_BITS, Decoded, Op, acc_field
from .isa import Isa
from .memory import APERTURE_SIZE, PRIVATE_APERTURE, SHARED_APERTURE
from .modifiers import Modifiers
from .state import MODE_HWREG, UNSIGNED, VCC, ExecutionError, WaveState, mask_lanes, pack_lanes

APERTURE_CODES = {
    235: SHARED_APERTURE,
    236: SHARED_APERTURE + APERTURE_SIZE - 1,
    237: PRIVATE_APERTURE,
    238: PRIVATE_APERTURE + APERTURE_SIZE - 1,
}
REGISTER_KINDS = (
    "sgpr",
    "sbase",
    "srsrc",
    "saddr",
    "gvaddr",
    "svaddr",
    "bvaddr",
    "ssrc",
    "src",
    "sreg",
    "sdst",
    "vgpr",
    "agpr",
    "avgpr",
    "mask",
    "vsrc",
    "lanesel",
    "sdwa_src",
    "sdst_xm0",
    "asrc",
)


def operand_code(d: Decoded, op: Op) -> int:
    """The register code the emulator addresses operand `op` of `d` by: SGPRs and constants
    as encoded (0-255), VGPR n as 256 + n, AGPR n as 512 + n."""
    if op.implicit == "vcc":
        return VCC
    code = d.fields[op.field]
    if op.kind == "sdwa_src" and not d.fields.get(f"SRC{op.name[1]}_SGPR", 0):
        return code + 256  # a VGPR unless the source's SGPR bit says scalar
    if op.kind == "sdwa_sdst":
        return code if d.fields.get("SDST_EN", 0) else VCC
    if op.kind in ("gvaddr", "svaddr", "bvaddr"):
        return code + 256
    if op.kind in ("vgpr", "avgpr", "agpr"):
        acc_bit = d.fields.get(acc_field(d.fields), 0)
        acc = op.kind == "agpr" or (op.kind == "avgpr" and acc_bit)
        return code + 256 + (256 if acc else 0)
    if op.kind in ("mai_src", "mai_c"):  # registers: ACC[0]/ACC[1] (A/B), ACC_CD (C)
        acc = (
            d.fields.get("ACC_CD", 0)
            if op.kind == "mai_c"
            else d.fields.get("ACC", 0) >> int(op.name[1]) & 1
        )
        return code + (256 if code >= 256 and acc else 0)
    if op.kind == "asrc":
        return code + 256  # 256 + n names AGPR n here, which lives at 512 + n
    if op.kind == "sbase":
        return code * 2  # the field holds the SGPR number halved (4-aligned for V#s)
    if op.kind == "srsrc":
        return code * 4
    return code


def flag_value(st: WaveState, w, code: int):
    """src_vccz (251), src_execz (252) or src_scc (253) of waves `w`, as booleans."""
    return {251: st.vcc[w] == 0, 252: st.exec[w] == 0, 253: st.scc[w]}[code]


class Operands:
    """Reads and writes the operands of a decoded instruction (`ops`, by name)."""

    def __init__(self, isa: Isa, d: Decoded, mods: Modifiers, vector: bool):
        self.isa, self.d, self.mods, self.vector = isa, d, mods, vector
        self.ops = {op.name: op for op in d.form.operands}
        self.code = functools.partial(operand_code, d)  # code(op): no Python frame of its own
        self.modified = {name for name in self.ops if mods.changes_source(name)}

    def read(self, st: WaveState, w, name: str):
        """Operand `name` of the waves `w`, after the instruction's modifiers."""
        v = self.read_register(st, w, name, self.mods.sdwa and name in ("S0", "S1"))
        return self.mods.source(v, name, self.ops[name]) if name in self.modified else v

    def const_bits(self, code: int, op: Op):
        isa, ty = self.isa, op.type
        n = TYPE_BITS[ty] if ty != "mask" else 64
        if code in isa.codes.inline_ints or code in isa.codes.inline_floats:
            return np.asarray(isa.codes.inline_constant_bits(code, op), UNSIGNED[n])
        lit = self.d.literal or 0
        if n == 64:
            if ty == "f64":
                lit <<= 32
            elif ty.startswith("i") and lit >> 31:
                lit |= 0xFFFFFFFF00000000
        return np.asarray(lit & ((1 << n) - 1), UNSIGNED[n])

    def read_register(self, st: WaveState, w, name: str, whole_register: bool = False):
        """whole_register: a sub-dword operand reads its whole 32-bit register (SDWA selects
        the byte or word from it afterwards)."""
        op = self.ops[name]
        n = TYPE_BITS[op.type] if op.type != "mask" else 64
        if whole_register and n < 32 and (self.code(op) >= 256 or self.code(op) < 128):
            op, n = op._replace(type="b32"), 32
        if op.kind not in REGISTER_KINDS and op.implicit is None:
            raw = self.d.literal if op.kind == "literal" else self.d.fields[op.field]
            return np.asarray(raw & ((1 << n) - 1), UNSIGNED[n])
        code = self.code(op)
        if name in self.d.instr.dword_operands:
            if 128 <= code < 256 and n == 64:
                return self.value_dwords(st, w, code, op)
            return self.dwords(st, w, code, max(n // 32, 1))
        if op.type == "mask":
            return mask_lanes(self.mask_bits(st, w, code, op))
        high = n == 16 and name in ("S0", "S1", "S2") and self.mods.half_sel >> int(name[1]) & 1
        if code >= 256:
            row = st.vindex(code)
            if n == 64:
                st.vindex(code + 1)
                return st.pair(w, row)
            st.settle(row, 1)
            if high:
                return (st.vgpr[w, row] >> np.uint32(16)).astype(np.uint16)
            else:
                v = st.vgpr[w, row]
                v = v.astype(np.uint16) if n == 16 else v
            return v
        if code < 128:
            if n == 64:
                v = st.sgpr64(code)[w]
            else:
                v = st.sgpr[w, code]
                v = (v >> np.uint32(16 if high else 0)).astype(np.uint16) if n == 16 else v
            return v[:, None] if self.vector else v
        if code in (251, 252, 253):
            flag = flag_value(st, w, code)
            v = flag.astype(UNSIGNED[n])
            return v[:, None] if self.vector else v
        if code in APERTURE_CODES:  # src_shared_base ...: the 64-bit address, or its high half
            value = APERTURE_CODES[code]
            v = np.asarray(value if n == 64 else value >> 32, UNSIGNED[n])
            return v
        return self.const_bits(code, op)

    def mask_bits(self, st: WaveState, w, code: int, op: Op):
        """A lane-mask source as 64 bits per wave: an SGPR pair (VCC, EXEC), or a source code
        the VOP3 field can hold instead (src_vccz/execz/scc and constants: their 64-bit value)."""
        if code < 127:
            return st.sgpr64(code)[w]
        if code in (251, 252, 253):
            flag = flag_value(st, w, code)
            return flag.astype(np.uint64)
        if 128 <= code < 256 and code not in APERTURE_CODES:
            return np.broadcast_to(self.const_bits(code, op), (st.rows(w),))
        raise ExecutionError(
            f"{op.name}: operand code {code} cannot be a lane mask (an SGPR pair is)"
        )

    def value_dwords(self, st: WaveState, w, code: int, op: Op):
        """A src_* value (or constant) read as a dword pair: its 64-bit value, low dword first
        (v_cvt_scalef32_sr_pk_fp4_f32's pair, errata pk-fp4-pair-src-values)."""
        waves = st.rows(w)
        if code in (251, 252, 253):
            flag = flag_value(st, w, code)
            whole = flag.astype(np.uint64)
        elif code in APERTURE_CODES:
            whole = np.full(waves, APERTURE_CODES[code], np.uint64)
        else:
            bits = np.asarray(self.const_bits(code, op._replace(type="b64")), np.uint64)
            whole = np.broadcast_to(bits, (waves,))
        low = (whole & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        pair = np.stack([low, (whole >> np.uint64(32)).astype(np.uint32)], -1)
        return pair[:, None, :] if self.vector else pair

    def dwords(self, st: WaveState, w, code: int, k: int):
        """A register range as dwords: [waves, 64, k] for VGPRs/AGPRs, [waves, k] for SGPRs."""
        if code >= 256:
            rows = [st.vindex(code + i) for i in range(k)]
            st.settle(rows[0], k)
            return np.moveaxis(st.vgpr[w, rows[0] : rows[-1] + 1], 1, -1)
        if code + k > 128:
            raise ExecutionError(f"SGPR range s[{code}:{code + k - 1}] is out of range")
        v = st.sgpr[w, code : code + k]
        return v[:, None, :] if self.vector else v

    def write_modified(self, st: WaveState, w, name: str, value, exec_lanes, mode) -> None:
        """Write an output operand through its output modifiers, denormal flush (MODE, when
        some wave does not keep denormals) and SDWA destination select."""
        op, mods = self.ops[name], self.mods
        if name == "D" and (mods.omod or mods.clamp):
            value = mods.output(value, op, st.hwreg[w, MODE_HWREG])
        if mode is not None and name in mods.denorm_ops:
            value = mods.flush(value, mods.denorm_ops[name], mode, 1)
        if name == "D" and mods.sdwa and op.type != "mask":
            value = mods.sdwa_place(st, w, self.code(op), op, value)
        self.write(st, w, name, value, exec_lanes)

    def write(self, st: WaveState, w, name: str, value, exec_lanes) -> None:
        op = self.ops[name]
        code = self.code(op)
        n = TYPE_BITS[op.type] if op.type != "mask" else 64
        rows = st.rows(w)
        if code >= 256:  # whole rows, or some lanes: no pair holding them stays valid
            st.drop_pairs(st.vindex(code), max(n // 32, 1))
        if name in self.d.instr.dword_operands:
            k = max(n // 32, 1)
            value = np.asarray(value, np.uint32)
            if code >= 256:
                for i in range(k):
                    r = st.vindex(code + i)
                    st.vgpr[w, r] = np.where(exec_lanes, value[..., i], st.vgpr[w, r])
            else:
                if value.ndim == 3:
                    value = value[:, 0, :]
                st.sgpr[w, code : code + k] = np.broadcast_to(value, (rows, k))
            return
        if op.type == "mask":
            lanes = np.broadcast_to(value, (rows, 64)) & exec_lanes
            bits = pack_lanes(lanes)
            st.sgpr[w, code] = (bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.sgpr[w, code + 1] = (bits >> np.uint64(32)).astype(np.uint32)
            return
        value = np.asarray(value)
        if code >= 256:
            reg = st.vindex(code)
            shape = (rows, 64)
            if n == 64:
                st.vindex(code + 1)
                v = np.broadcast_to(value.astype(np.uint64), shape)
                lo, hi = (v & np.uint64(0xFFFFFFFF)).astype(np.uint32), (v >> np.uint64(32)).astype(
                    np.uint32
                )
                st.vgpr[w, reg] = np.where(exec_lanes, lo, st.vgpr[w, reg])
                st.vgpr[w, reg + 1] = np.where(exec_lanes, hi, st.vgpr[w, reg + 1])
            else:
                v = np.broadcast_to(value.astype(np.uint32), shape)
                if name == "D" and self.mods.half_dest:  # the half op_sel[3] picks; the other kept
                    old, half = st.vgpr[w, reg], np.uint32(0xFFFF)
                    if self.mods.half_sel >> 3 & 1:
                        v = (old & half) | (v & half) << np.uint32(16)
                    else:
                        v = (old & ~half) | (v & half)
                st.vgpr[w, reg] = np.where(exec_lanes, v, st.vgpr[w, reg])
            return
        if self.vector:
            value = value.reshape(value.shape[0], -1)[:, 0] if value.ndim else value
        v = np.broadcast_to(value, (rows,))
        if n == 64:
            v = v.astype(np.uint64)
            st.sgpr[w, code] = (v & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.sgpr[w, code + 1] = (v >> np.uint64(32)).astype(np.uint32)
        else:
            st.sgpr[w, code] = v.astype(np.uint32)
