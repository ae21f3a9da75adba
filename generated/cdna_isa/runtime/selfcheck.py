"""Checks the spec-derived tests run: vector semantics against the per-lane reference, and
operand samplers that build valid assembly for any instruction form (also used to build the
llvm-mc round-trip corpus)."""

from __future__ import annotations

import random

import numpy as np

from .effects import DwordAccess
from .forms import SCALAR_FORMATS, TYPE_BITS, Form, Op, dpp64, opsel_sources, source_count
from .isa import Isa
from .modifier_syntax import apply_writes
from .refops import FLOAT_LAYOUT

UNSIGNED = {16: np.uint16, 32: np.uint32, 64: np.uint64}
SPECIAL_BITS = {
    16: [0, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x03FF, 0x7BFF, 0xFFFF, 0x7FFF],
    32: [0, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001,
         0x007FFFFF, 0x7F7FFFFF, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000001, 31, 32, 33],
    64: [0, 1 << 63, 0x3FF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000,
         0x7FF8000000000000, 1, 0x000FFFFFFFFFFFFF, (1 << 64) - 1, (1 << 63) - 1, 63, 64],
}  # fmt: skip


def _fake_byte(space: str, addr: int) -> int:
    """Initial contents of the fake memories: a fixed hash of the address."""
    return (addr * 2654435761 + (7 if space == "LDS" else 0)) >> 11 & 0xFF


class FakeMemory:
    """Byte-addressed memory seen by one lane: writes kept, unwritten bytes from a hash."""

    def __init__(self):
        self.written: dict[tuple[str, int], int] = {}
        self.log: list[tuple[str, int, int, int]] = []  # (space, bits, address, value) written

    def read(self, space: str, bits: int, addr: int) -> int:
        addr &= (1 << 64) - 1
        return sum(
            self.written.get((space, addr + i), _fake_byte(space, addr + i)) << (8 * i)
            for i in range(bits // 8)
        )

    def write(self, space: str, bits: int, addr: int, value: int) -> None:
        addr &= (1 << 64) - 1
        self.log.append((space, bits, addr, int(value)))
        for i in range(bits // 8):
            self.written[(space, addr + i)] = int(value) >> (8 * i) & 0xFF

    def differs(self, other: FakeMemory) -> bool:
        """Different writes (a NaN stored by both counts as the same whatever its payload)."""
        if len(self.log) != len(other.log):
            return True
        for (s1, b1, a1, v1), (s2, b2, a2, v2) in zip(self.log, other.log):
            if (s1, b1, a1) != (s2, b2, a2) or not _same(v1, v2, f"u{b1}" if b1 > 8 else "u16"):
                return True
        return False


class FakeEffects(DwordAccess):
    """Indexed state for semantics that use `st`: vector form (arrays of waves)."""

    def __init__(self, sgpr: np.ndarray, hwreg: np.ndarray):
        self.s, self.h = sgpr, hwreg
        self.ended = np.zeros(sgpr.shape[0], bool)
        self.trapped = np.zeros(sgpr.shape[0], bool)
        self.memory = [FakeMemory() for _ in range(sgpr.shape[0])]  # one per lane / row

    def mem_read(self, space, bits, addr, mask):
        n = self.s.shape[0]
        addr = np.broadcast_to(np.asarray(addr), (n,))
        m = self._m(mask)
        out = [self.memory[i].read(space, bits, int(addr[i])) if m[i] else 0 for i in range(n)]
        return np.array(out, dtype={8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[bits])

    def mem_write(self, space, bits, addr, value, mask):
        n = self.s.shape[0]
        addr = np.broadcast_to(np.asarray(addr), (n,))
        value = np.broadcast_to(np.asarray(value), (n,))
        m = self._m(mask)
        for i in range(n):
            if m[i]:
                self.memory[i].write(space, bits, int(addr[i]), int(value[i]))

    def _m(self, mask):
        return (
            np.ones(self.s.shape[0], bool)
            if mask is None
            else np.broadcast_to(mask, (self.s.shape[0],))
        )

    def sgpr(self, i):
        return self.s[
            np.arange(self.s.shape[0]),
            np.broadcast_to(np.asarray(i, np.int64) % 128, (self.s.shape[0],)),
        ]

    def set_sgpr(self, i, v, mask):
        rows = np.arange(self.s.shape[0])
        m = self._m(mask)
        idx = np.broadcast_to(np.asarray(i, np.int64) % 128, rows.shape)
        self.s[rows[m], idx[m]] = np.broadcast_to(np.asarray(v, np.uint32), rows.shape)[m]

    def hwreg(self, i):
        return self.h[
            np.arange(self.h.shape[0]),
            np.broadcast_to(np.asarray(i, np.int64) % 64, (self.h.shape[0],)),
        ]

    def set_hwreg(self, i, v, mask):
        rows = np.arange(self.h.shape[0])
        m = self._m(mask)
        idx = np.broadcast_to(np.asarray(i, np.int64) % 64, rows.shape)
        self.h[rows[m], idx[m]] = np.broadcast_to(np.asarray(v, np.uint32), rows.shape)[m]

    def endpgm(self, mask):
        self.ended |= self._m(mask)

    def barrier(self, mask):
        pass

    def trap(self, n, mask):
        self.trapped |= self._m(mask)

    def host(self, n, mask):
        self.trapped |= self._m(mask)


class FakeLaneEffects:
    """The same state for one wave, as the scalar reference sees it."""

    def __init__(self, sgpr_row: np.ndarray, hwreg_row: np.ndarray):
        self.s, self.h = sgpr_row, hwreg_row
        self.ended = self.trapped = False
        self.memory = FakeMemory()

    def mem_read(self, space, bits, addr):
        return self.memory.read(space, bits, addr)

    def mem_write(self, space, bits, addr, value):
        self.memory.write(space, bits, addr, value)

    def sgpr(self, i):
        return int(self.s[i % 128])

    def set_sgpr(self, i, v):
        self.s[i % 128] = v & 0xFFFFFFFF

    def hwreg(self, i):
        return int(self.h[i % 64])

    def set_hwreg(self, i, v):
        self.h[i % 64] = v & 0xFFFFFFFF

    def endpgm(self):
        self.ended = True

    def barrier(self):
        pass

    def trap(self, n):
        self.trapped = True

    def host(self, n):
        self.trapped = True


def random_inputs(isa: Isa, name: str, rng: np.random.Generator, n: int) -> dict[str, np.ndarray]:
    """Raw inputs for the semantic function of `name`, `n` lanes (or waves, for scalar code)."""
    ins = isa.instructions[name]
    ops = {o.name: o for o in ins.operands}
    vector = ins.format not in SCALAR_FORMATS
    out = {}
    for p in ins.params:
        if (
            p in ops
            and ops[p].type == "mask"
            or (p in ("VCC", "EXEC", "SCC") and (vector or p == "SCC"))
        ):
            out[p] = rng.random(n) < 0.5
        elif p in ins.dword_operands:
            words = max(TYPE_BITS[ops[p].type] // 32, 1)
            out[p] = _random_bits(rng, 32, n * words).reshape(n, words)
        elif p in ops:
            bits = TYPE_BITS[ops[p].type]
            out[p] = _random_bits(rng, bits, n)
        elif p in ("VCC", "EXEC"):
            out[p] = _random_bits(rng, 64, n)
        elif p in ("M0", "MODE"):
            out[p] = _random_bits(rng, 32, n)
        elif p == "IN_LDS":
            out[p] = rng.random(n) < 0.5
        elif p == "PC":
            out[p] = (rng.integers(0, 1 << 20, n, dtype=np.uint64) * np.uint64(4)).astype(np.uint64)
        elif p == "PCN":
            out[p] = (
                out["PC"] + np.uint64(4)
                if "PC" in out
                else rng.integers(1, 1 << 20, n, dtype=np.uint64) * np.uint64(4)
            )
        elif p == "laneId":
            out[p] = np.arange(n, dtype=np.uint32) % 64
        elif p == "IEEE_MODE":
            out[p] = rng.random(n) < 0.5
        elif p == "CLAMP":
            out[p] = np.full(n, bool(rng.integers(0, 2)))
        elif p == "BITOP3":
            out[p] = rng.integers(0, 256, n, dtype=np.uint32)
        elif p.endswith("_reg"):
            out[p] = rng.integers(0, 100, n, dtype=np.uint32)
        elif p in ("ADDRESS", "CLOCK"):
            out[p] = rng.integers(0, 1 << 48, n, dtype=np.uint64)
        elif p in ("OFFSET", "OFFSET0", "OFFSET1", "OPSEL"):
            bits = {"OFFSET": 16, "OPSEL": 4}.get(p, 8)
            out[p] = np.full(n, rng.integers(0, 1 << bits), np.uint32)
        elif p in ("RETURN", "LDS_DMA"):
            out[p] = np.full(n, bool(rng.integers(0, 2)))
        elif p == "LDS_ADDRESS":
            out[p] = np.full(n, rng.integers(0, 1 << 18), np.uint32)
        elif p in ("DFMT", "NFMT"):
            out[p] = np.full(n, rng.integers(0, 16 if p == "DFMT" else 8), np.uint32)
        else:
            raise KeyError(f"{name}: no generator for input {p}")
    return out


# Edge values the property tests mix into the random inputs: signed zeros, +-inf, NaNs with
# payloads (quiet and signalling), the smallest and largest denormals, the largest finite
# values, integer carries and sign boundaries, and (32 bits) packed pairs of f16 specials.
EDGE_BITS = {
    16: [0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE01, 0x7D55, 0x0001, 0x8001, 0x03FF,
         0x83FF, 0x0400, 0x7BFF, 0xFBFF, 0xFFFF, 0x7FFF, 0x3C00, 0xBC00],
    32: [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0xFFC00001,
         0x7FA5A5A5, 0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x7F7FFFFF,
         0xFF7FFFFF, 0xFFFFFFFF, 0x7FFFFFFF, 0x3F800000, 0xBF800000, 0x7C007C00, 0x7E01FC00,
         0x00018001, 0x3C00BC00, 0x0000FFFF, 0xFFFF0000],
    64: [0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
         0x7FF0000000000001, 0xFFF8000000000001, 1, (1 << 63) | 1, 0x000FFFFFFFFFFFFF,
         0x0010000000000000, 0x7FEFFFFFFFFFFFFF, (1 << 64) - 1, (1 << 63) - 1, 0xFFFFFFFF,
         1 << 32, 0x7F8000007F800000, 0x3FF0000000000000],
}  # fmt: skip


def register_inputs(isa: Isa, name: str) -> dict[str, int]:
    """Register-operand inputs of `name`'s semantic function and their width in bits (32 for
    an operand read dword by dword): the inputs property tests fill with edge values."""
    ins = isa.instructions[name]
    ops = {o.name: o for o in ins.operands}
    return {
        p: 32 if p in ins.dword_operands else TYPE_BITS[ops[p].type]
        for p in ins.params
        if p in ops
        and ops[p].type != "mask"
        and TYPE_BITS.get(ops[p].type) in EDGE_BITS
        or p in ins.dword_operands
    }


def _from_dwords(words) -> int:
    return sum(int(x) << (32 * i) for i, x in enumerate(np.asarray(words).reshape(-1)))


def _random_bits(rng: np.random.Generator, bits: int, n: int) -> np.ndarray:
    dtype = UNSIGNED[bits]
    v = rng.integers(0, np.iinfo(dtype).max, n, dtype=dtype, endpoint=True)
    small = rng.integers(-20, 70, n).astype(np.int64).astype(dtype)
    special = np.array(SPECIAL_BITS[bits], dtype=dtype)[rng.integers(0, len(SPECIAL_BITS[bits]), n)]
    pick = rng.integers(0, 4, n)
    return np.where(pick == 0, small, np.where(pick == 1, special, v)).astype(dtype)


def _is_nan(x: int, ty: str) -> bool:
    e, m = FLOAT_LAYOUT[ty]
    exp_all = ((1 << e) - 1) << m
    return (x & exp_all) == exp_all and bool(x & ((1 << m) - 1))


def _same_nan(x: int, y: int, ty: str) -> bool:
    """Both NaN and both quiet or both signalling (payloads may differ)."""
    m = FLOAT_LAYOUT[ty][1]
    return _is_nan(x, ty) and _is_nan(y, ty) and (x >> (m - 1) & 1) == (y >> (m - 1) & 1)


def _same(a, b, ty: str) -> bool:
    """Equal bits, or NaN in both and as quiet in both (as the whole value or as each packed
    f16/f32 element)."""
    if a == b:
        return True
    if isinstance(a, bool) or isinstance(b, bool):
        return False
    nbits = TYPE_BITS.get(ty, 32)
    views = {16: ["f16", "bf16"], 32: ["f32", "f16", "bf16"], 64: ["f64", "f32", "f16"]}.get(
        nbits, []
    )
    for elem in views:
        w = 1 + sum(FLOAT_LAYOUT[elem])
        parts = [((a >> k) & ((1 << w) - 1), (b >> k) & ((1 << w) - 1)) for k in range(0, nbits, w)]
        if all(x == y or _same_nan(x, y, elem) for x, y in parts):
            return True
    return False


def compare_vector_reference(
    isa: Isa, name: str, inputs: dict[str, np.ndarray], n: int
) -> list[str]:
    """Run both lowerings on the same inputs; return mismatches (empty when bit-identical).
    NaN results compare equal whatever their payload: the reference does not model payloads."""
    ins = isa.instructions[name]
    vec, ref = isa.vector[name], isa.reference[name]
    ops = {o.name: o for o in ins.operands}
    vector_ctx = ins.format not in SCALAR_FORMATS
    rng = np.random.default_rng(n)
    sg = rng.integers(0, 1 << 32, (n, 128), dtype=np.uint64).astype(np.uint32)
    hw = rng.integers(0, 1 << 32, (n, 64), dtype=np.uint64).astype(np.uint32)
    args = [inputs[p] for p in ins.params]
    extra = [FakeEffects(sg.copy(), hw.copy())] if ins.uses_state else []
    with np.errstate(all="ignore"):
        vout = vec(*args, *extra)
    problems = []
    out_types = {}
    for o in ins.outputs:
        if o in ops:
            out_types[o] = ops[o].type
        else:
            out_types[o] = {"SCC": "bool", "M0": "u32", "PC": "u64"}.get(
                o, "bool" if vector_ctx else "u64"
            )
    for lane in range(n):
        largs = []
        for p in ins.params:
            v = inputs[p][lane]
            if p in ins.dword_operands:
                largs.append(_from_dwords(v))
                continue
            largs.append(bool(v) if isinstance(v, (np.bool_, bool)) else int(v))
        leff = [FakeLaneEffects(sg[lane].copy(), hw[lane].copy())] if ins.uses_state else []
        rout = ref(*largs, *leff)
        for o, vv, rv in zip(ins.outputs, vout, rout):
            if o in ins.dword_operands:
                v_int, r_int = _from_dwords(np.asarray(vv).reshape(n, -1)[lane]), int(rv)
                words = (max(v_int.bit_length(), r_int.bit_length()) + 31) // 32
                if not all(  # dword by dword, NaN in both counting as the same
                    _same(v_int >> (32 * i) & 0xFFFFFFFF, r_int >> (32 * i) & 0xFFFFFFFF, "b32")
                    for i in range(words)
                ):
                    problems.append(
                        f"{name} lane {lane} {o}: vector {v_int:#x} != reference {r_int:#x}"
                    )
                continue
            v_lane = (
                np.broadcast_to(np.asarray(vv), (n,))[lane]
                if np.ndim(vv) <= 1
                else np.asarray(vv).reshape(-1)[lane]
            )
            v_int = bool(v_lane) if out_types[o] in ("bool", "mask") else int(v_lane)
            r_int = bool(rv) if out_types[o] in ("bool", "mask") else int(rv)
            if not _same(v_int, r_int, out_types[o]):
                shown = {p: hex(int(inputs[p][lane])) for p in ins.params}
                problems.append(
                    f"{name} lane {lane} {o}: vector {v_int!r} != reference {r_int!r} for {shown}"
                )
        if ins.uses_state:
            e = extra[0]
            if not np.array_equal(e.s[lane], leff[0].s) or not np.array_equal(e.h[lane], leff[0].h):
                problems.append(f"{name} lane {lane}: indexed state differs")
            if e.memory[lane].differs(leff[0].memory):
                problems.append(f"{name} lane {lane}: memory writes differ")
            if bool(e.ended[lane]) != leff[0].ended:
                problems.append(f"{name} lane {lane}: end-of-program differs")
    return problems


# ---------------------------------------------------------------------------- operand samplers
def operand_text(isa: Isa, form: Form, op: Op, rnd: random.Random, literal_ok: bool) -> str:
    """A random valid operand for `op` in `form`, in LLVM syntax."""
    n = 2 if op.type == "mask" else op.nregs

    def sreg() -> str:
        if n >= 2:
            align = 2 if n == 2 else 4
            base = align * rnd.randrange(0, (100 - n) // align + 1)
            return rnd.choice([f"s[{base}:{base + n - 1}]"] + (["vcc", "exec"] if n == 2 else []))
        return rnd.choice(
            [
                f"s{rnd.randrange(102)}",
                "vcc_lo",
                "vcc_hi",
                "m0",
                "exec_lo",
                "exec_hi",
                f"ttmp{rnd.randrange(16)}",
            ]
        )

    def vreg() -> str:
        if n >= 2:
            base = 2 * rnd.randrange((256 - n) // 2 + 1)
            return f"v[{base}:{base + n - 1}]"
        return f"v{rnd.randrange(256)}"

    def const() -> str:
        choice = rnd.randrange(4)
        if choice == 0:
            return str(rnd.randint(-16, 64))
        if choice == 1:
            return rnd.choice(["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"])
        if literal_ok and choice == 2:
            return hex(rnd.randrange(65, 1 << (16 if TYPE_BITS.get(op.type) == 16 else 32)))
        return str(rnd.randint(0, 64))

    if op.implicit == "vcc":
        return "vcc"
    kind = op.kind
    if kind == "sdst":
        return sreg()
    if kind == "sdst_xm0":
        return next(t for t in iter(sreg, None) if t != "m0")
    if kind == "ssrc":
        return rnd.choice([sreg, const])()
    if kind == "sreg":
        return sreg()
    if kind == "src":
        return rnd.choice([vreg, vreg, sreg, const])()
    if kind == "vgpr":
        return vreg()
    if kind in ("simm16", "uimm16", "imm"):
        return hex(rnd.randrange(0, 1 << 16)) if kind != "imm" else str(rnd.randrange(0, 16))
    if kind == "label":
        return str(rnd.randint(-100, 100))
    if kind == "literal":
        return hex(rnd.randrange(65, 1 << TYPE_BITS.get(op.type, 32)))
    if kind == "hwreg":
        hw = rnd.choice(sorted(isa.info.get("hw_registers", {1: "HW_REG_MODE"}).values()))
        if rnd.random() < 0.5:
            return f"hwreg({hw})"
        off = rnd.randrange(32)
        return f"hwreg({hw}, {off}, {rnd.randint(1, 32 - off)})"
    if kind == "waitcnt":
        return rnd.choice(
            [
                "vmcnt(0)",
                "lgkmcnt(0)",
                "vmcnt(0) lgkmcnt(0)",
                "expcnt(1)",
                "vmcnt(3) expcnt(2) lgkmcnt(1)",
            ]
        )
    if kind == "sendmsg":
        return rnd.choice(
            ["sendmsg(MSG_INTERRUPT)", "sendmsg(MSG_SAVEWAVE)", "sendmsg(MSG_HALT_WAVES)"]
        )
    nregs = op.nregs
    if kind in ("sgpr", "sbase", "srsrc"):
        align = 4 if nregs > 2 or kind == "srsrc" else 2 if nregs == 2 else 1
        base = align * rnd.randrange(0, (100 - nregs) // align + 1)
        return f"s{base}" if nregs == 1 else f"s[{base}:{base + nregs - 1}]"
    if kind == "avgpr":
        base = 2 * rnd.randrange(0, (256 - nregs) // 2) if nregs > 1 else rnd.randrange(256)
        return f"v{base}" if nregs == 1 else f"v[{base}:{base + nregs - 1}]"
    if kind == "vsrc":
        return vreg()
    if kind == "vaddr":  # an address of 1 to nregs VGPRs (MIMG); llvm-mc encodes the first only
        count = rnd.randint(1, nregs)
        base = 2 * rnd.randrange((256 - count) // 2 + 1) if count > 1 else rnd.randrange(256)
        return f"v{base}" if count == 1 else f"v[{base}:{base + count - 1}]"
    if kind == "mai_src":
        return vreg() if rnd.random() < 0.5 else vreg().replace("v", "a")
    if kind == "mai_c":
        return rnd.choice([vreg(), str(rnd.randint(0, 4))])
    if kind in ("asrc", "agpr"):
        return vreg().replace("v", "a")
    if kind == "lanesel":
        return rnd.choice([f"s{rnd.randrange(102)}", "m0", str(rnd.randint(0, 63))])
    if kind == "sdwa_src":
        return rnd.choice(
            [
                vreg,
                vreg,
                sreg,
                lambda: str(rnd.randint(-16, 64)),
                lambda: rnd.choice(["0.5", "-1.0", "4.0"]),
            ]
        )()
    if kind == "sdwa_sdst":
        base = 2 * rnd.randrange(50)
        return rnd.choice(["vcc", f"s[{base}:{base + 1}]"])
    if kind == "smem_offset":
        return rnd.choice([hex(rnd.randrange(0, 1 << 20)), f"s{rnd.randrange(102)}", "m0"])
    if kind in ("gvaddr", "svaddr", "bvaddr", "saddr"):
        raise KeyError("address operands are sampled together by sample_line")
    if kind == "gpr_idx":
        modes = [m for m in ("SRC0", "SRC1", "SRC2", "DST") if rnd.random() < 0.5]
        return f"gpr_idx({','.join(modes)})"
    raise KeyError(f"no sampler for operand kind {kind}")


def _address_sample(isa: Isa, form: Form, rnd: random.Random) -> dict:
    """Consistent address operands (VGPR address, scalar base, idxen/offen) for memory formats."""
    ops = {o.kind: o for o in form.operands}
    out: dict = {}
    if "gvaddr" in ops:
        scalar_base = rnd.random() < 0.5
        base = 2 * rnd.randrange(50)
        out[ops["saddr"].name] = f"s[{base}:{base + 1}]" if scalar_base else "off"
        v = 2 * rnd.randrange(127)
        out[ops["gvaddr"].name] = f"v{v}" if scalar_base else f"v[{v}:{v + 1}]"
    elif "svaddr" in ops:
        choice = rnd.choice(
            ["v", "s"] + (["none"] if "SVE" in isa.formats[form.fmt]["fields"] else [])
        )
        out[ops["svaddr"].name] = f"v{rnd.randrange(256)}" if choice == "v" else "off"
        out[ops["saddr"].name] = f"s{rnd.randrange(102)}" if choice == "s" else "off"
    elif "bvaddr" in ops:
        mode = rnd.choice([(), ("offen",), ("idxen",), ("idxen", "offen")])
        v = 2 * rnd.randrange(127)
        out[ops["bvaddr"].name] = (
            "off" if not mode else f"v{v}" if len(mode) == 1 else f"v[{v}:{v + 1}]"
        )
        out[""] = list(mode)
    return out


def _modifier_sample(isa: Isa, form: Form, m: dict, rnd: random.Random) -> str:
    kind = m["kind"]
    if kind == "flag":
        return m["name"]
    if kind == "omod":
        return rnd.choice(["mul:2", "mul:4", "div:2"])
    if kind == "enum":
        return f"{m['name']}:{rnd.choice(m['values'])}"
    if kind == "bound_ctrl":
        return "bound_ctrl:0"
    if kind == "bitval":
        return f"{m['name']}:1"
    if kind == "buf_format":
        parts = []
        if rnd.random() < 0.7:
            parts.append("BUF_DATA_FORMAT_" + rnd.choice(m["values"][:15]))
        if rnd.random() < 0.5:
            parts.append("BUF_NUM_FORMAT_" + rnd.choice(m["num_values"]))
        return f"format:[{','.join(parts)}]" if parts else f"format:{rnd.randrange(16, 128)}"
    if kind == "swizzle":
        return "offset:" + rnd.choice(
            [f"swizzle(QUAD_PERM,{','.join(str(rnd.randrange(4)) for _ in range(4))})", f"swizzle(SWAP,{rnd.choice([1, 2, 4, 8, 16])})",
             f"swizzle(REVERSE,{rnd.choice([2, 4, 8, 16, 32])})", f"swizzle(BROADCAST,8,{rnd.randrange(8)})",
             'swizzle(BITMASK_PERM,"' + "".join(rnd.choice("01pi") for _ in range(5)) + '")', str(rnd.randrange(0x8000, 0x10000))]
        )  # fmt: skip
    if kind == "dpp_ctrl":
        if dpp64(form):
            return f"row_newbcast:{rnd.randrange(16)}"
        return rnd.choice(
            [f"quad_perm:[{','.join(str(rnd.randrange(4)) for _ in range(4))}]", f"row_shl:{rnd.randint(1, 15)}",
             f"row_shr:{rnd.randint(1, 15)}", f"row_ror:{rnd.randint(1, 15)}", "wave_shl:1", "wave_rol:1",
             "wave_shr:1", "wave_ror:1", "row_mirror", "row_half_mirror", "row_bcast:15", "row_bcast:31",
             f"row_newbcast:{rnd.randrange(16)}"]
        )  # fmt: skip
    if kind == "scatter":
        n = rnd.randrange(1 << len(m["bits"]))
        return f"{m['name']}:{hex(n) if rnd.random() < 0.5 else n}"
    if kind == "opsel":
        n = opsel_sources(form) + 1
        return f"{m['name']}:[{','.join(str(rnd.randint(0, 1)) for _ in range(n))}]"
    if kind == "bits":
        n = m.get("count") or source_count(form)
        lo, hi = m.get("lengths") or (n, n)
        if rnd.random() < 0.2:  # now and then another length llvm-mc takes (extra values dropped)
            n = rnd.randint(lo, hi)
        return f"{m['name']}:[{','.join(str(rnd.randint(0, 1)) for _ in range(n))}]"
    hi, lo = isa.formats[form.fmt]["fields"][m["field"]]
    width = hi - lo + 1
    n = (
        rnd.randrange(-(1 << (width - 1)), 1 << (width - 1))
        if kind == "sint"
        else rnd.randrange(0, 1 << width)
    )
    return f"{m['name']}:{n}"


def sample_line(isa: Isa, form: Form, rnd: random.Random) -> str:
    """One random assembly line for `form`, with modifiers where the form takes them."""
    fmt = isa.formats[form.fmt]
    addr = _address_sample(isa, form, rnd)
    # an operand whose width the modifiers choose (width_by) is drawn after them (None until then)
    texts = [
        (
            addr[op.name]
            if op.name in addr
            else None if op.width_by else operand_text(isa, form, op, rnd, fmt["literal"] is True)
        )
        for op in form.operands
    ]
    extra_mods = addr.get("", [])
    if "NEG" in fmt["fields"] or "SRC0_NEG" in fmt["fields"]:
        for i, op in enumerate(form.operands):
            if op.name not in ("S0", "S1", "S2") or texts[i] is None or rnd.random() >= 0.3:
                continue
            t = texts[i]
            if op.takes_mods and "no_mods" not in form.instr.flags:
                neg = f"neg({t})" if t[0].isdigit() or t[0] == "-" else f"-{t}"
                has_abs = {"ABS", "SRC0_ABS", "NEG_HI"} & set(fmt["fields"])
                texts[i] = rnd.choice([neg, f"|{t}|", f"-|{t}|"]) if has_abs else neg
            elif (
                f"SRC{op.name[1]}_SEXT" in fmt["fields"]
                and f"SRC{op.name[1]}_SEXT" not in form.extra_fixed
                and op.type[0] in "iub"
                and t.startswith(("v", "s"))
            ):
                texts[i] = f"sext({t})"
    chosen = {
        token.split(":")[0]: token for token in extra_mods
    }  # idxen/offen picked with the address
    for m in form.modifiers:
        if m["name"] in chosen or m["name"] in ("offen", "idxen"):
            continue
        if m["name"] == form.required_modifier or m["kind"] == "dpp_ctrl" or rnd.random() < 0.3:
            chosen[m["name"]] = _modifier_sample(isa, form, m, rnd)
    for op in form.operands:  # a width_by field that takes only its listed values gets one
        if op.width_by and op.width_by[3]:
            m = next((m for m in form.modifiers if m["field"] == op.width_by[0]), None)
            if m is not None:
                chosen[m["name"]] = f"{m['name']}:{hex(rnd.choice(op.width_by[1])[0])}"
    order = [m["name"] for m in form.modifiers]  # llvm-mc wants them in its own order
    names = sorted(chosen, key=lambda n: order.index(n) if n in order else len(order))
    if None in texts:
        fields = _modifier_fields(isa, form, [chosen[n] for n in names])
        for i, op in enumerate(form.operands):
            if texts[i] is None:
                texts[i] = operand_text(isa, form, op.at(fields), rnd, fmt["literal"] is True)
    line = form.mnemonic
    if texts:
        line += " " + ", ".join(texts)
    for name in names:
        line += " " + chosen[name]
    return line


def _modifier_fields(isa: Isa, form: Form, tokens: list[str]) -> dict[str, int]:
    """The encoding fields these modifier tokens (and the form's defaults) set."""
    fields = {m["field"]: m["default"] for m in form.modifiers if m["kind"] != "bits"}
    for token in tokens:
        apply_writes(fields, isa.modifiers.modifier_writes(form, token, 0))
    fields.update(form.extra_fixed)
    return fields


# ------------------------------------------------------------------ encodings
SOURCE_KINDS = (
    "src",
    "ssrc",
    "sreg",
    "lanesel",
    "sdst",
    "sdst_xm0",
    "vsrc",
    "asrc",
    "sdwa_src",
    "sdwa_sdst",
)


def encoding_conflicts(isa: Isa) -> list[tuple[str, str, str, str]]:
    """(instruction, its form, other instruction, its form) for every form some of whose
    encodings decode as another: two forms with the same fixed bits, or a form some of whose
    encodings a form the decoder tries first also matches.

    The proof, per pair of forms whose fixed bits can both hold in one word: the decoder tries
    the more specific (more fixed bits) first, so the other, the loser, loses the words both
    match. Those words fix some of the loser's free bits. The pair is harmless only when the
    loser can never encode them: a field holding an operand code would need a code that names
    no operand the assembler writes (reserved, or the SDWA/DPP markers 249/250, which announce
    a longer form). Bits past the loser's end belong to whatever follows it, so they prove
    nothing. Pairs are found by hashing each form's fixed bits under every pair of masks."""
    impossible = {
        code
        for lo, hi, kind, *_ in isa.tables.operand_codes
        if kind in ("reserved", "sdwa", "dpp")
        for code in range(lo, hi + 1)
    }
    order = {}  # form id -> position of its group in the decoder's order
    for rank, (_, table) in enumerate(isa.decoder.decode_groups):
        for form in table.values():
            order[id(form)] = rank
    out = [(f.instr.name, f.mnemonic, g.instr.name, g.mnemonic) for f, g in isa.decoder.shadowed]
    by_mask: dict[int, list] = {}
    for form in isa.forms:
        if id(form) in order:
            by_mask.setdefault(form.mask, []).append(form)
    masks = sorted(by_mask)
    for i, m1 in enumerate(masks):
        for m2 in masks[i:]:
            common = m1 & m2
            index: dict[int, list] = {}
            for g in by_mask[m2]:
                index.setdefault(g.match & common, []).append(g)
            for f in by_mask[m1]:
                for g in index.get(f.match & common, ()):
                    if f is g or (m1 == m2 and id(f) > id(g)):
                        continue
                    winner, loser = (f, g) if order[id(f)] < order[id(g)] else (g, f)
                    if _can_encode(isa, loser, winner, impossible):
                        out.append(
                            (loser.instr.name, loser.mnemonic, winner.instr.name, winner.mnemonic)
                        )
    return out


def _can_encode(isa: Isa, loser: Form, winner: Form, impossible: set[int]) -> bool:
    """Can the assembler write a `loser` word that also has the fixed bits of `winner`?"""
    extra = winner.mask & ~loser.mask & ((1 << (32 * loser.words)) - 1)
    if not extra and winner.words > loser.words:
        # the longer form is this whole pattern followed by more (gfx950's VOP3PX2: a
        # v_mfma_ld_scale_b32 word pair, then an MFMA): read as one instruction by design
        return False
    wanted = winner.match & extra
    fmt = isa.formats[loser.fmt]
    kinds = {op.field: op.kind for op in loser.operands if op.field}
    # a field of an operand slot the instruction does not use is written as zero
    unused = {slot[0] for slot in fmt["slots"].values() if slot[0]} - set(kinds)
    covered = 0
    for name, (hi, lo) in fmt["fields"].items():
        width = (1 << (hi - lo + 1)) - 1
        covered |= width << lo
        need = extra >> lo & width
        if not need:
            continue
        value = wanted >> lo & width
        if name in unused and value:
            return False
        if kinds.get(name) in SOURCE_KINDS:  # some operand code of the field must fit
            if all(code in impossible for code in range(width + 1) if code & need == value):
                return False
    # bits of no field are written as zero
    return not wanted & ~covered
