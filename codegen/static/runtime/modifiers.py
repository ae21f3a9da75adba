"""Operand modifiers of one instruction: VOP3 abs/neg, output modifiers (omod, clamp), VOP3P
element selects, VOP3A op_sel halves, SDWA byte/word selects, DPP lane moves, and the denormal
flush MODE.FP_DENORM asks for. Decided once from the instruction word; applied to values."""

from __future__ import annotations

import numpy as np

from .forms import MEMORY_FORMATS, TYPE_BITS, Decoded, Op
from .isa import Isa
from .state import MODE_DX10_CLAMP_BIT, MODE_IEEE_BIT, UNSIGNED, ExecutionError, WaveState
from .vops import denormals_kept

SEL_DWORD = 6  # SDWA select code of the whole dword


class Modifiers:
    """The modifier bits of a decoded instruction and how they change its operands' values."""

    def __init__(self, isa: Isa, d: Decoded, vector: bool):
        ins, f = d.instr, d.fields
        self.instr = ins
        self.fields = f
        ops = {op.name: op for op in d.form.operands}
        fields = isa.formats[d.form.fmt]["fields"]
        self.dpp = "DPP_CTRL" in fields
        if self.dpp:
            self.dpp_source = dpp_source_lanes(f["DPP_CTRL"])
            lane = np.arange(64)
            self.dpp_write = (f.get("ROW_MASK", 15) >> (lane >> 4) & 1).astype(bool) & (
                f.get("BANK_MASK", 15) >> (lane >> 2 & 3) & 1
            ).astype(bool)
            self.dpp_bound_zero = bool(f.get("BC", 0))
            self.dpp_index = self.dpp_valid = None  # set per issue (dpp_lanes)
        # input and output modifiers: VOP3A/VOP3B bit vectors (unless the instruction reuses
        # those bits), or SDWA's per-source bits
        vop3 = "NEG" in fields and "no_mods" not in ins.flags
        self.sdwa = "SRC0_SEL" in fields
        if self.sdwa and "packed_mods" in ins.flags:  # ignored, as llvm reads them
            self.abs_bits = self.neg_bits = 0
        elif self.sdwa or self.dpp:
            self.abs_bits = f.get("SRC0_ABS", 0) | f.get("SRC1_ABS", 0) << 1
            self.neg_bits = f.get("SRC0_NEG", 0) | f.get("SRC1_NEG", 0) << 1
        else:
            self.abs_bits = f.get("ABS", 0) if vop3 else 0
            self.neg_bits = f.get("NEG", 0) if vop3 else 0
        self.omod = f.get("OMOD", 0) if vop3 or self.sdwa else 0
        self.clamp = f.get("CLMP", 0) if vop3 or self.sdwa else 0
        # VOP3P: op_sel / op_sel_hi pick each source's elements, neg_lo / neg_hi negate them;
        # the mix ops read f16 halves (op_sel_hi) with NEG as neg and NEG_HI as abs
        self.packed = ins.format == "VOP3P"
        self.packed_mods = "packed_mods" in ins.flags
        self.mix = "mix" in ins.flags
        self.opsel = f.get("OPSEL", 0)
        self.opsel_hi = f.get("OPSEL_HI", 0) | f.get("OPSEL_HI2", 0) << 2
        if self.packed:
            self.neg_lo, self.neg_hi = f.get("NEG", 0), f.get("NEG_HI", 0)
            self.abs_bits, self.neg_bits = (self.neg_hi, self.neg_lo) if self.mix else (0, 0)
        # float operands subject to MODE.FP_DENORM (f32: bits 5:4; f16 and f64: bits 7:6)
        self.denorm_ops = (
            {o.name: o.type for o in d.form.operands if o.type in ("f16", "f32", "f64")}
            if vector and ins.format not in MEMORY_FORMATS and "fixed_fp_mode" not in ins.flags
            else {}
        )
        # the float inputs MODE flushes (an accumulator's old D is one, read as SRC2 in VOP3),
        # but not a source the semantics read only as bits (class tests, CDNA4 12.9)
        self.flushed_sources = {
            p: t for p, t in self.denorm_ops.items() if p in ins.params and p not in ins.raw_sources
        }
        # VOP3A op_sel on 16-bit operands: bit k reads source k's high half; a 16-bit result
        # goes to the half of D bit 3 picks, the other half kept (CDNA4 12.11, V_MAD_U16 ...).
        # The _LEGACY 16-bit forms take no op_sel, yet a decoded OPSEL[3] writes D[31:16]
        # keeping D[15:0]; without it D[31:16] is zeroed (CDNA4 12.11 V_MAD_LEGACY_F16 ...)
        op_sel_form = ins.format == "VOP3A" and "op_sel" in ins.flags
        legacy_high = "legacy_opsel" in ins.flags and bool(self.opsel >> 3 & 1)
        self.half_sel = self.opsel if op_sel_form else (8 if legacy_high else 0)
        self.half_dest = (
            (op_sel_form or legacy_high) and "D" in ops and TYPE_BITS.get(ops["D"].type) == 16
        )

    def changes_source(self, name: str) -> bool:
        """Does reading source `name` take more than its register (a modifier, select or
        lane move)?"""
        source = name in ("S0", "S1", "S2")
        return (
            (source and bool(self.packed or self.abs_bits | self.neg_bits))
            or (self.sdwa and name in ("S0", "S1"))
            or (self.dpp and name == "S0")
        )

    def changes_result(self) -> bool:
        """Does writing D take more than its register (output modifiers, SDWA, a half)?"""
        return bool(self.omod or self.clamp or self.sdwa or self.half_dest)

    def source(self, v, name: str, op: Op):
        """Source `name` (read as `op`) after the instruction's modifiers."""
        if self.packed and name in ("S0", "S1", "S2"):
            v = self._packed_source(v, op, int(name[1]))
        if self.sdwa and name in ("S0", "S1"):
            v = self._sdwa_select(v, op, int(name[1]))
        if (
            self.dpp and name == "S0"
        ):  # lane i reads source lane dpp_source[i]; invalid lanes read 0
            v = np.where(self.dpp_valid, v[:, self.dpp_index], 0).astype(v.dtype)
        if (
            name in ("S0", "S1", "S2")
            and (self.abs_bits | self.neg_bits) >> int(name[1]) & 1
            and name not in self.instr.dword_operands  # a register range takes no abs/neg
            and op.takes_mods  # bits decoded on an integer source are not shown nor applied
        ):
            v = self._source_modifiers(v, op, int(name[1]))
        return v

    def dpp_lanes(self, exec_lanes):
        """The lanes a DPP instruction writes, given the lanes EXEC runs; decides which source
        lanes `source` reads. A source lane is invalid when the pattern leaves the row/wave or
        the lane is inactive; its destination is then not written unless BC (bound_ctrl) is set."""
        ok = self.dpp_source >= 0
        self.dpp_index = np.where(ok, self.dpp_source, 0)
        self.dpp_valid = ok[None, :] & exec_lanes[:, self.dpp_index]
        exec_lanes = exec_lanes & self.dpp_write[None, :]
        if not self.dpp_bound_zero:
            exec_lanes = exec_lanes & self.dpp_valid
        return exec_lanes

    def _packed_source(self, v, op: Op, k: int):
        """A VOP3P source as the default-modifier semantics expect it: element op_sel[k] low,
        element op_sel_hi[k] high, then neg_lo / neg_hi on each (MI200 12.10)."""
        n = TYPE_BITS[op.type]
        lo_sel, hi_sel = self.opsel >> k & 1, self.opsel_hi >> k & 1
        if self.mix:  # an f32 source, or (op_sel_hi) the f16 half op_sel picks, widened exactly
            if not hi_sel:
                return v
            half = (np.asarray(v, np.uint32) >> np.uint32(16 * lo_sel)).astype(np.uint16)
            return half.view(np.float16).astype(np.float32).view(np.uint32)
        if op.type not in ("b32", "b64"):  # an unpacked accumulator (dot products): neg only
            if self.neg_lo >> k & 1 and op.type in ("f32", "f16", "f64"):
                v = np.asarray(v) ^ UNSIGNED[n](1 << (n - 1))
            return v
        e = n // 2
        dt, mask = UNSIGNED[n], UNSIGNED[n]((1 << e) - 1)
        v = np.asarray(v, dt)
        lo = (v >> dt(e * lo_sel)) & mask
        hi = (v >> dt(e * hi_sel)) & mask
        lo = lo ^ dt((self.neg_lo >> k & 1) << (e - 1))
        hi = hi ^ dt((self.neg_hi >> k & 1) << (e - 1))
        return lo | hi << dt(e)

    @staticmethod
    def flush(v, ty: str, mode, output: int):
        """`v` with the denormals MODE.FP_DENORM flushes in each wave (inputs, or outputs when
        `output`) made zeros of their sign."""
        keep = denormals_kept(mode, ty, bool(output))
        if keep.all():
            return v
        n = TYPE_BITS[ty]
        exp_mask = {16: 0x7C00, 32: 0x7F800000, 64: 0x7FF0000000000000}[n]
        bits = np.asarray(v).astype(UNSIGNED[n])
        denormal = (bits & UNSIGNED[n](exp_mask)) == 0
        flushed = np.where(denormal, bits & UNSIGNED[n](1 << (n - 1)), bits)
        # one flag per wave, against a value per wave and lane or one for every wave (a constant)
        keep = keep.reshape(-1, *([1] * (max(flushed.ndim, 2) - 1)))
        return np.where(keep, bits, flushed).astype(UNSIGNED[n])

    def _sdwa_select(self, v, op: Op, idx: int):
        """SDWA source select: a byte or word of the dword, zero- or sign-extended (SEXT)."""
        sel = self.fields.get(f"SRC{idx}_SEL", SEL_DWORD)
        n = TYPE_BITS[op.type]
        if sel == SEL_DWORD or n > 32:
            return v if n >= 32 else np.asarray(v).astype(UNSIGNED[n])  # a register's low bits
        width, shift = sdwa_part(sel)
        part = (np.asarray(v, np.uint32) >> np.uint32(shift)) & np.uint32((1 << width) - 1)
        if self.fields.get(f"SRC{idx}_SEXT", 0):
            part = (part ^ np.uint32(1 << (width - 1))) - np.uint32(1 << (width - 1))
        return part.astype(UNSIGNED[n])

    def sdwa_place(self, st: WaveState, w, code: int, op: Op, value):
        """SDWA destination select: the result's low byte/word goes to the selected part; the
        other bits are zero (UNUSED_PAD), the part's sign (UNUSED_SEXT) or kept (PRESERVE)."""
        f = self.fields
        sel, unused = f.get("DST_SEL", SEL_DWORD), f.get("DST_UNUSED", 0)
        if sel == SEL_DWORD or TYPE_BITS[op.type] > 32:
            return value
        width, shift = sdwa_part(sel)
        mask = np.uint32(((1 << width) - 1) << shift)
        placed = (np.asarray(value).astype(np.uint32) << np.uint32(shift)) & mask
        if unused == 1:  # sign-extend the written part over the bits above it
            above = np.uint32((0xFFFFFFFF << (shift + width)) & 0xFFFFFFFF)
            placed = np.where(
                placed >> np.uint32(shift + width - 1) & np.uint32(1), placed | above, placed
            )
        elif unused == 2:  # `code`: D's register
            row = st.vindex(code)
            st.settle(row, 1)
            old = st.vgpr[w, row]
            placed = placed | (old & ~mask)
        return placed.astype(np.uint32)

    def _source_modifiers(self, v, op: Op, idx: int):
        """VOP3 abs then neg: clear, then flip, the sign bit of the operand's float view; on
        a `packed_mods` instruction NEG flips the low half's sign and ABS the high half's."""
        n = TYPE_BITS[op.type]
        sign = UNSIGNED[n](1 << (n - 1))
        v = np.asarray(v, UNSIGNED[n])
        if self.packed_mods:
            if idx == 2:  # NEG and ABS do not affect S2 (CDNA4 12.7)
                return v
            low_sign = UNSIGNED[n](1 << (n // 2 - 1))
            if self.neg_bits >> idx & 1:
                v = v ^ low_sign
            if self.abs_bits >> idx & 1:
                v = v ^ sign
            return v
        if self.abs_bits >> idx & 1:
            v = v & ~sign
        if self.neg_bits >> idx & 1:
            v = v ^ sign
        return v

    def output(self, value, op: Op, mode):
        """VOP3/SDWA output modifiers on a float result, per wave by its MODE (CDNA4 3.5,
        6.2.2): omod (x2, x4, /2) only where MODE.IEEE is clear and the result type's output
        denormals are flushed (otherwise ignored), a -0 result then becoming +0; then clamp
        to [0, 1], where a NaN becomes 0 with MODE.DX10_CLAMP set and passes through without."""
        if op.type not in ("f16", "f32", "f64"):
            in_range = "clamp_in_range" in self.instr.flags  # saturation cannot change it
            if self.clamp and "CLAMP" not in self.instr.params and not in_range:
                raise ExecutionError("clamp on an integer result whose semantics do not read CLAMP")
            if self.omod:  # llvm-mc takes it on v_cvt_i32_f32 and packed results; not modelled
                raise ExecutionError(
                    "an output modifier on a result that is not f16/f32/f64 is not modelled"
                )
            return value  # integer saturation is in the instruction's own semantics
        ftype = {"f16": np.float16, "f32": np.float32, "f64": np.float64}[op.type]
        x = np.asarray(value).view(ftype)
        mode = np.asarray(mode, np.uint32).reshape(-1, 1)  # one MODE per wave
        if self.omod:
            ieee = (mode >> MODE_IEEE_BIT & np.uint32(1)).astype(bool)
            applies = ~ieee & ~denormals_kept(mode, op.type, True)
            scaled = x * ftype({1: 2.0, 2: 4.0, 3: 0.5}[self.omod])
            scaled = np.where(scaled == 0, ftype(0), scaled)  # -0 is flushed to +0
            x = np.where(applies, scaled, x).astype(ftype)
        if self.clamp:
            dx10 = (mode >> MODE_DX10_CLAMP_BIT & np.uint32(1)).astype(bool)
            clamped = np.clip(x, ftype(0), ftype(1))  # a NaN stays NaN (its bits kept)
            x = np.where(dx10 & np.isnan(x), ftype(0), clamped).astype(ftype)
        return x.view(UNSIGNED[TYPE_BITS[op.type]])


def sdwa_part(sel: int) -> tuple[int, int]:
    """(width, shift) of an SDWA select code: 0-3 a byte, 4-5 a word (6, the dword, is handled
    by the callers; 7 is reserved)."""
    if sel > SEL_DWORD:
        raise ExecutionError(f"reserved SDWA select {sel}")
    return (8, 8 * sel) if sel < 4 else (16, 16 * (sel - 4))


def dpp_source_lanes(ctrl: int) -> np.ndarray | None:
    """For each lane, the lane its DPP source 0 comes from (-1: out of range), per MI200
    13.3.9 Table 83; None for a reserved DPP_CTRL value."""
    n = np.arange(64)
    row, pos, k = n & 0x30, n & 0xF, ctrl & 0xF
    if ctrl <= 0xFF:  # quad_perm
        return (n & 0x3C) + (ctrl >> (2 * (n & 3)) & 3)
    if 0x101 <= ctrl <= 0x10F:  # row_shl
        return np.where(pos < 16 - k, n + k, -1)
    if 0x111 <= ctrl <= 0x11F:  # row_shr
        return np.where(pos >= k, n - k, -1)
    if 0x121 <= ctrl <= 0x12F:  # row_ror
        return np.where(pos >= k, n - k, n + 16 - k)
    patterns = {
        0x130: np.where(n < 63, n + 1, -1),  # wave_shl
        0x134: (n + 1) % 64,  # wave_rol
        0x138: np.where(n > 0, n - 1, -1),  # wave_shr
        0x13C: (n - 1) % 64,  # wave_ror
        0x140: row + 15 - pos,  # row_mirror
        0x141: (n & 0x38) + 7 - (n & 7),  # row_half_mirror
        0x142: np.where(n > 15, row - 1, -1),  # row_bcast:15
        0x143: np.where(n > 31, (n & 0x20) - 1, -1),  # row_bcast:31
    }
    if ctrl in patterns:
        return patterns[ctrl]
    if 0x150 <= ctrl <= 0x15F:  # row_newbcast: lane k of each row to the whole row
        return row + k
    return None
