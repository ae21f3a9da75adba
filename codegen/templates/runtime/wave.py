"""Wave state and the lockstep executor: waves at one PC run each instruction together.

Register files are arrays: SGPRs `[waves, 128]` indexed by operand code (so VCC, M0 and EXEC
live at their codes 106, 124 and 126), VGPRs `[waves, 512, 64]` (v0..v255 then a0..a255).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .isa import SCALAR_FORMATS, TYPE_BITS, Decoded, Isa, Op, modifier_value

VCC, M0, EXEC = 106, 124, 126
LANES = np.arange(64, dtype=np.uint64)
LANE_IDS = np.arange(64, dtype=np.uint32)[None, :]
UNSIGNED = {16: np.uint16, 32: np.uint32, 64: np.uint64}
SEL_DWORD = 6  # SDWA select code of the whole dword


REGISTER_KINDS = (
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


class ExecutionError(Exception):
    """A dispatch stopped: says which architecture, wave, PC and instruction."""


@dataclass
class WaveState:
    sgpr: np.ndarray
    vgpr: np.ndarray
    scc: np.ndarray
    pc: np.ndarray
    done: np.ndarray
    hwreg: np.ndarray

    @classmethod
    def create(cls, waves: int = 1) -> WaveState:
        st = cls(
            sgpr=np.zeros((waves, 128), np.uint32),
            vgpr=np.zeros((waves, 512, 64), np.uint32),
            scc=np.zeros(waves, bool),
            pc=np.zeros(waves, np.int64),
            done=np.zeros(waves, bool),
            hwreg=np.zeros((waves, 64), np.uint32),
        )
        st.sgpr[:, EXEC] = st.sgpr[:, EXEC + 1] = 0xFFFFFFFF
        return st

    @property
    def waves(self) -> int:
        return self.sgpr.shape[0]

    def sgpr64(self, code: int) -> np.ndarray:
        return self.sgpr[:, code].astype(np.uint64) | self.sgpr[:, code + 1].astype(
            np.uint64
        ) << np.uint64(32)

    @property
    def exec(self) -> np.ndarray:
        return self.sgpr64(EXEC)

    @property
    def vcc(self) -> np.ndarray:
        return self.sgpr64(VCC)


def _sdwa_part(sel: int) -> tuple[int, int]:
    """(width, shift) of an SDWA select code: 0-3 a byte, 4-5 a word."""
    return (8, 8 * sel) if sel < 4 else (16, 16 * (sel - 4))


def _dpp_source_lanes(ctrl: int) -> np.ndarray | None:
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


def _lanes(mask64: np.ndarray) -> np.ndarray:
    """u64 per wave -> bool [waves, 64]."""
    return ((mask64[:, None] >> LANES) & np.uint64(1)).astype(bool)


def _pack(lanes: np.ndarray) -> np.ndarray:
    """bool [waves, 64] -> u64 per wave."""
    return (np.broadcast_to(lanes, (lanes.shape[0], 64)).astype(np.uint64) << LANES).sum(
        axis=1, dtype=np.uint64
    )


class Effects:
    """State reached by semantics through `st` (indexed registers, end of program, barriers)."""

    def __init__(self, state: WaveState, w):
        self.s, self.w = state, w

    def _mask(self, mask):
        n = self.s.sgpr[self.w].shape[0]
        return (
            np.ones(n, bool)
            if mask is None
            else np.broadcast_to(np.asarray(mask).reshape(n, -1).any(axis=1), (n,))
        )

    def sgpr(self, i):
        rows = np.arange(self.s.waves)[self.w]
        return self.s.sgpr[rows, np.asarray(i, dtype=np.int64) % 128]

    def set_sgpr(self, i, v, mask):
        rows = np.arange(self.s.waves)[self.w]
        m = self._mask(mask)
        idx = np.broadcast_to(np.asarray(i, dtype=np.int64) % 128, rows.shape)
        self.s.sgpr[rows[m], idx[m]] = np.broadcast_to(np.asarray(v, dtype=np.uint32), rows.shape)[
            m
        ]

    def hwreg(self, i):
        rows = np.arange(self.s.waves)[self.w]
        return self.s.hwreg[rows, np.asarray(i, dtype=np.int64) % 64]

    def set_hwreg(self, i, v, mask):
        rows = np.arange(self.s.waves)[self.w]
        m = self._mask(mask)
        idx = np.broadcast_to(np.asarray(i, dtype=np.int64) % 64, rows.shape)
        self.s.hwreg[rows[m], idx[m]] = np.broadcast_to(np.asarray(v, dtype=np.uint32), rows.shape)[
            m
        ]

    def endpgm(self, mask):
        rows = np.arange(self.s.waves)[self.w]
        self.s.done[rows[self._mask(mask)]] = True

    def barrier(self, mask):
        pass  # a batch of waves in lockstep is already synchronised

    def trap(self, n, mask):
        if self._mask(mask).any():
            raise ExecutionError(f"s_trap {int(np.max(n))} raised")


class Bound:
    """A decoded instruction with its semantic function and operand accessors bound once."""

    def __init__(self, isa: Isa, d: Decoded):
        self.d, self.isa = d, isa
        self.text = isa.text(d)
        ins = d.instr
        self.fn = isa.vector.get(ins.name)
        self.vector = ins.format not in SCALAR_FORMATS
        self.ops = {op.name: op for op in d.form.operands}
        self.next_pc = d.pc + d.size
        fields = isa.formats[d.form.fmt]["fields"]
        self.dpp = "DPP_CTRL" in fields
        if self.dpp:
            self.dpp_source = _dpp_source_lanes(d.fields["DPP_CTRL"])
            lane = np.arange(64)
            self.dpp_write = (d.fields.get("ROW_MASK", 15) >> (lane >> 4) & 1).astype(bool) & (
                d.fields.get("BANK_MASK", 15) >> (lane >> 2 & 3) & 1
            ).astype(bool)
            self.dpp_bound_zero = bool(d.fields.get("BC", 0))
        # input and output modifiers: VOP3A/VOP3B bit vectors (unless the instruction reuses
        # those bits), or SDWA's per-source bits
        vop3 = "NEG" in fields and "no_mods" not in ins.flags
        self.sdwa = "SRC0_SEL" in fields
        f = d.fields
        if self.sdwa or self.dpp:
            self.abs_bits = f.get("SRC0_ABS", 0) | f.get("SRC1_ABS", 0) << 1
            self.neg_bits = f.get("SRC0_NEG", 0) | f.get("SRC1_NEG", 0) << 1
        else:
            self.abs_bits = f.get("ABS", 0) if vop3 else 0
            self.neg_bits = f.get("NEG", 0) if vop3 else 0
        self.omod = f.get("OMOD", 0) if vop3 or self.sdwa else 0
        self.clamp = f.get("CLMP", 0) if vop3 or self.sdwa else 0

    # operand access -------------------------------------------------------
    def _code(self, op: Op) -> int:
        if op.implicit == "vcc":
            return VCC
        code = self.d.fields[op.field]
        if op.kind == "sdwa_src" and not self.d.fields.get(f"SRC{op.name[1]}_SGPR", 0):
            return code + 256  # a VGPR unless the source's SGPR bit says scalar
        if op.kind == "sdwa_sdst":
            return code if self.d.fields.get("SDST_EN", 0) else VCC
        if op.kind in ("vgpr", "avgpr", "agpr"):
            return code + 256 + (256 if op.kind == "agpr" else 0)
        if op.kind == "asrc":
            return code + 256  # 256 + n names AGPR n here, which lives at 512 + n
        return code

    def _const_bits(self, code: int, op: Op):
        isa, ty = self.isa, op.type
        n = TYPE_BITS[ty] if ty != "mask" else 64
        if code in isa.inline_ints:
            return np.asarray(isa.inline_ints[code] & ((1 << n) - 1), UNSIGNED[n])
        if code in isa.inline_floats:
            bits = isa.inline_floats[code][1]
            key = {16: "f16", 32: "f32", 64: "f64"}[n] if ty != "bf16" else "bf16"
            if key not in bits:
                key = {16: "f16", 32: "f32", 64: "f64"}[n]
            return np.asarray(bits[key], UNSIGNED[n])
        lit = self.d.literal or 0
        if n == 64:
            if ty == "f64":
                lit <<= 32
            elif ty.startswith("i") and lit >> 31:
                lit |= 0xFFFFFFFF00000000
        return np.asarray(lit & ((1 << n) - 1), UNSIGNED[n])

    def read(self, st: WaveState, w, name: str):
        v = self._read(st, w, name)
        if self.sdwa and name in ("S0", "S1"):
            v = self._sdwa_select(v, self.ops[name], int(name[1]))
        if (
            self.dpp and name == "S0"
        ):  # lane i reads source lane dpp_source[i]; invalid lanes read 0
            v = np.where(self._dpp_valid, v[:, self._dpp_index], 0).astype(v.dtype)
        if (self.abs_bits | self.neg_bits) and name in ("S0", "S1", "S2"):
            v = self._source_modifiers(v, self.ops[name], int(name[1]))
        return v

    def _sdwa_select(self, v, op: Op, idx: int):
        """SDWA source select: a byte or word of the dword, zero- or sign-extended (SEXT)."""
        sel = self.d.fields.get(f"SRC{idx}_SEL", SEL_DWORD)
        n = TYPE_BITS[op.type]
        if sel == SEL_DWORD or n > 32:
            return v
        width, shift = _sdwa_part(sel)
        part = (np.asarray(v, np.uint32) >> np.uint32(shift)) & np.uint32((1 << width) - 1)
        if self.d.fields.get(f"SRC{idx}_SEXT", 0):
            part = (part ^ np.uint32(1 << (width - 1))) - np.uint32(1 << (width - 1))
        return part.astype(UNSIGNED[n])

    def _sdwa_place(self, st: WaveState, w, op: Op, value):
        """SDWA destination select: the result's low byte/word goes to the selected part; the
        other bits are zero (UNUSED_PAD), the part's sign (UNUSED_SEXT) or kept (PRESERVE)."""
        f = self.d.fields
        sel, unused = f.get("DST_SEL", SEL_DWORD), f.get("DST_UNUSED", 0)
        if sel == SEL_DWORD or TYPE_BITS[op.type] > 32:
            return value
        width, shift = _sdwa_part(sel)
        mask = np.uint32(((1 << width) - 1) << shift)
        placed = (np.asarray(value).astype(np.uint32) << np.uint32(shift)) & mask
        if unused == 1:  # sign-extend the written part over the bits above it
            above = np.uint32((0xFFFFFFFF << (shift + width)) & 0xFFFFFFFF)
            placed = np.where(
                placed >> np.uint32(shift + width - 1) & np.uint32(1), placed | above, placed
            )
        elif unused == 2:
            old = st.vgpr[w, self._code(op) - 256]
            placed = placed | (old & ~mask)
        return placed.astype(np.uint32)

    def _source_modifiers(self, v, op: Op, idx: int):
        """VOP3 abs then neg: clear, then flip, the sign bit of the operand's float view."""
        n = TYPE_BITS[op.type]
        sign = UNSIGNED[n](1 << (n - 1))
        v = np.asarray(v, UNSIGNED[n])
        if self.abs_bits >> idx & 1:
            v = v & ~sign
        if self.neg_bits >> idx & 1:
            v = v ^ sign
        return v

    def _output_modifiers(self, value, op: Op):
        """VOP3 omod (x2, x4, /2) then clamp to [0, 1] (NaN -> 0) on a float result."""
        if op.type not in ("f16", "f32", "f64"):
            if self.clamp and "CLAMP" not in self.d.instr.params:
                raise ExecutionError("clamp on an integer result whose semantics do not read CLAMP")
            return value  # integer saturation is in the instruction's own semantics
        ftype = {"f16": np.float16, "f32": np.float32, "f64": np.float64}[op.type]
        x = np.asarray(value).view(ftype)
        if self.omod:
            x = (x * ftype({1: 2.0, 2: 4.0, 3: 0.5}[self.omod])).astype(ftype)
        if self.clamp:
            x = np.where(np.isnan(x), ftype(0), np.clip(x, ftype(0), ftype(1))).astype(ftype)
        return x.view(UNSIGNED[TYPE_BITS[op.type]])

    def _read(self, st: WaveState, w, name: str):
        op = self.ops[name]
        n = TYPE_BITS[op.type] if op.type != "mask" else 64
        if op.kind not in REGISTER_KINDS and op.implicit is None:
            raw = self.d.literal if op.kind == "literal" else self.d.fields[op.field]
            return np.asarray(raw & ((1 << n) - 1), UNSIGNED[n])
        code = self._code(op)
        if op.type == "mask":
            return _lanes(st.sgpr64(code)[w])
        if code >= 256:
            if n == 64:
                v = st.vgpr[w, code - 256].astype(np.uint64) | st.vgpr[w, code - 255].astype(
                    np.uint64
                ) << np.uint64(32)
            else:
                v = st.vgpr[w, code - 256]
                v = v.astype(np.uint16) if n == 16 else v
            return v
        if code < 128:
            if n == 64:
                v = st.sgpr64(code)[w]
            else:
                v = st.sgpr[w, code]
                v = v.astype(np.uint16) if n == 16 else v
            return v[:, None] if self.vector else v
        if code in (251, 252, 253):
            flag = {251: st.vcc[w] == 0, 252: st.exec[w] == 0, 253: st.scc[w]}[code]
            v = flag.astype(UNSIGNED[n])
            return v[:, None] if self.vector else v
        return self._const_bits(code, op)

    def write(self, st: WaveState, w, name: str, value, exec_lanes) -> None:
        op = self.ops[name]
        code = self._code(op)
        n = TYPE_BITS[op.type] if op.type != "mask" else 64
        rows = st.sgpr[w].shape[0]
        if op.type == "mask":
            lanes = np.broadcast_to(value, (rows, 64)) & exec_lanes
            bits = _pack(lanes)
            st.sgpr[w, code] = (bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.sgpr[w, code + 1] = (bits >> np.uint64(32)).astype(np.uint32)
            return
        value = np.asarray(value)
        if code >= 256:
            reg = code - 256
            shape = (rows, 64)
            if n == 64:
                v = np.broadcast_to(value.astype(np.uint64), shape)
                lo, hi = (v & np.uint64(0xFFFFFFFF)).astype(np.uint32), (v >> np.uint64(32)).astype(
                    np.uint32
                )
                st.vgpr[w, reg] = np.where(exec_lanes, lo, st.vgpr[w, reg])
                st.vgpr[w, reg + 1] = np.where(exec_lanes, hi, st.vgpr[w, reg + 1])
            else:
                v = np.broadcast_to(value.astype(np.uint32), shape)
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

    # execution -------------------------------------------------------------
    def execute(self, st: WaveState, w) -> None:
        ins = self.d.instr
        if self.fn is None:
            if "nop" in ins.flags or not ins.outputs and not ins.params:
                st.pc[w] = self.next_pc
                return
            raise ExecutionError(f"{ins.mnemonic} has no semantics in the spec")
        if self.dpp and self.dpp_source is None:
            raise ExecutionError(f"reserved DPP_CTRL value {self.d.fields['DPP_CTRL']:#x}")
        rows = st.sgpr[w].shape[0]
        if not self.vector:
            exec_lanes = None
        elif "ignores_exec" in ins.flags:
            exec_lanes = np.ones(
                (rows, 64), bool
            )  # v_readlane / v_writelane act whatever EXEC says
        else:
            exec_lanes = _lanes(st.exec[w])
        if self.dpp:
            # a source lane is invalid when the pattern leaves the row/wave or the lane is
            # inactive; its destination is then not written unless BC (bound_ctrl) is set
            ok = self.dpp_source >= 0
            self._dpp_index = np.where(ok, self.dpp_source, 0)
            self._dpp_valid = ok[None, :] & exec_lanes[:, self._dpp_index]
            exec_lanes = exec_lanes & self.dpp_write[None, :]
            if not self.dpp_bound_zero:
                exec_lanes = exec_lanes & self._dpp_valid
        args = []
        for p in ins.params:
            if p in self.ops:
                args.append(self.read(st, w, p))
            elif p == "SCC":
                args.append(st.scc[w])
            elif p == "PC":
                args.append(st.pc[w].astype(np.uint64))
            elif p == "PCN":
                args.append(np.full(rows, self.next_pc, np.uint64))
            elif p in ("VCC", "EXEC"):
                m = st.sgpr64(VCC if p == "VCC" else EXEC)[w]
                args.append(_lanes(m) if self.vector else m)
            elif p == "M0":
                m0 = st.sgpr[w, M0]
                args.append(m0[:, None] if self.vector else m0)
            elif p == "laneId":
                args.append(LANE_IDS)
            elif p == "CLAMP":
                args.append(np.bool_(self.clamp))
            elif p == "BITOP3":
                m = next(m for m in self.d.form.modifiers if m["name"] == "bitop3")
                args.append(np.uint32(modifier_value(self.d.fields, m)))
            elif p.endswith("_reg") and p[:-4] in self.ops:
                args.append(np.full(rows, self._code(self.ops[p[:-4]]), np.uint32))
            else:
                raise ExecutionError(f"{ins.mnemonic}: unknown input {p}")
        if ins.uses_state:
            args.append(Effects(st, w))
        with np.errstate(all="ignore"):
            outs = self.fn(*args)
        new_pc = None
        for name, value in zip(ins.outputs, outs):
            if name in self.ops:
                if name == "D" and (self.omod or self.clamp):
                    value = self._output_modifiers(value, self.ops[name])
                if name == "D" and self.sdwa and self.ops[name].type != "mask":
                    value = self._sdwa_place(st, w, self.ops[name], value)
                self.write(st, w, name, value, exec_lanes)
            elif name == "SCC":
                st.scc[w] = np.broadcast_to(
                    (
                        np.asarray(value, bool).reshape(rows, -1)[:, 0]
                        if np.ndim(value) > 1
                        else value
                    ),
                    (rows,),
                )
            elif name in ("VCC", "EXEC"):
                code = VCC if name == "VCC" else EXEC
                if self.vector:
                    lanes = np.broadcast_to(value, (rows, 64)) & exec_lanes
                    bits = _pack(lanes)
                else:
                    bits = np.broadcast_to(np.asarray(value, np.uint64), (rows,))
                st.sgpr[w, code] = (bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
                st.sgpr[w, code + 1] = (bits >> np.uint64(32)).astype(np.uint32)
            elif name == "M0":
                st.sgpr[w, M0] = np.broadcast_to(np.asarray(value, np.uint32), (rows,))
            elif name == "PC":
                new_pc = np.broadcast_to(np.asarray(value, np.uint64), (rows,)).astype(np.int64)
        st.pc[w] = self.next_pc if new_pc is None else new_pc


class Program:
    """Code decoded once; each instruction bound to its semantics."""

    def __init__(self, isa: Isa, code: bytes, base: int = 0):
        self.isa, self.base = isa, base
        self.end = base + len(code)
        self.bound: dict[int, Bound] = {}
        self.illegal: dict[int, int] = {}
        for item in isa.decode(code, base):
            if isinstance(item, tuple):
                self.illegal[item[0]] = item[1]
            else:
                self.bound[item.pc] = Bound(isa, item)

    def run(self, state: WaveState, budget: int = 1_000_000) -> int:
        """Run until every wave ends; returns wave-instructions executed."""
        executed = 0
        steps = 0
        while True:
            active = np.flatnonzero(~state.done)
            if active.size == 0:
                return executed
            pcs = state.pc[active]
            first = pcs[0]
            if (pcs == first).all():
                groups = [(int(first), slice(None) if active.size == state.waves else active)]
            else:
                groups = [(int(pc), active[pcs == pc]) for pc in np.unique(pcs)]
            for pc, w in groups:
                b = self.bound.get(pc)
                if b is None:
                    where = f"{self.isa.name}: wave {self._first_wave(w, state)}, pc 0x{pc:x}"
                    if pc in self.illegal:
                        raise ExecutionError(
                            f"{where}: illegal instruction word 0x{self.illegal[pc]:08x}"
                        )
                    raise ExecutionError(
                        f"{where}: no instruction at this address (program is 0x{self.base:x}..0x{self.end:x})"
                    )
                try:
                    b.execute(state, w)
                except ExecutionError as exc:
                    raise ExecutionError(
                        f"{self.isa.name}: wave {self._first_wave(w, state)}, pc 0x{pc:x}, '{b.text}': {exc}"
                    ) from None
                except (ArithmeticError, IndexError, ValueError, TypeError, KeyError) as exc:
                    raise ExecutionError(
                        f"{self.isa.name}: wave {self._first_wave(w, state)}, pc 0x{pc:x}, '{b.text}': internal error: {type(exc).__name__}: {exc}"
                    ) from exc
                executed += state.sgpr[w].shape[0]
            steps += 1
            if steps > budget:
                w = active[0]
                pc = int(state.pc[w])
                text = self.bound[pc].text if pc in self.bound else "?"
                raise ExecutionError(
                    f"{self.isa.name}: instruction budget of {budget} exceeded: wave {w}, pc 0x{pc:x}, '{text}'"
                )

    @staticmethod
    def _first_wave(w, state: WaveState) -> int:
        return 0 if isinstance(w, slice) else int(np.asarray(w).ravel()[0])
