"""The operand codes of the source and destination fields (registers, inline constants, the
literal): their text as llvm-objdump prints it, and the code and literal a constant encodes to."""

from __future__ import annotations

import math
import struct
from dataclasses import replace

from .forms import FLOAT_OF_WIDTH, FLOAT_TYPES, TYPE_BITS, AsmError, DecodeError, Form, Op, Value

B32 = Op("S", "b32", "src", None, None)


# llvm-objdump prints a scalar tuple that ends at most this far past the last SGPR (s105: its
# register file counts the four above s101, which the guides give to flat_scratch/xnack_mask)
LLVM_SGPRS_PAST_RANGE = 4


# llvm-objdump prints a scalar tuple in a VGPR-only operand at the nearest scalar class it has
LLVM_SGPR_SPAN = {6: 5, 32: 16}


LLVM_TTMP_SPAN = {6: 8, 32: 16}


def class_marker(cls: str) -> str:
    return f"/*Invalid register, operand has '{cls}' register class*/"


def invalid_register(cls: str, nregs: int) -> str:
    """llvm-objdump's comment after a register its operand's class does not hold."""
    if cls == "SReg":  # scalar classes have no alignment suffix
        return f"/*Invalid register, operand has 'SReg_{32 * nregs}' register class*/"
    name = f"{cls}_{32 * nregs}_Align2" if nregs > 1 else {"VReg": "VGPR_32"}.get(cls, f"{cls}_32")
    return f"/*Invalid register, operand has '{name}' register class*/"


def float_bits(x: float, ty: str) -> int:
    import ml_dtypes
    import numpy as np

    if ty == "f64":
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    with np.errstate(over="ignore"):  # too large a value gives infinity; the caller refuses it
        if ty == "f32":
            return int(np.array(x, dtype=np.float32).view(np.uint32))
        if ty == "bf16":
            return int(np.array(x, dtype=ml_dtypes.bfloat16).view(np.uint16))
        return int(np.array(x, dtype=np.float16).view(np.uint16))


class OperandCodes:
    """The operand code table of one architecture (spec/operands.yaml): register files, named
    registers, inline constants and the literal; codes to text and constants to codes."""

    def __init__(self, rows):
        self._constants: dict = {}  # (kind, value, type) -> (code, literal): parsed constants
        self.code_names: dict[int, str] = {}
        self.code_names64: dict[int, str] = {}
        self.name_codes: dict[str, tuple[int, int]] = {}
        self.inline_ints: dict[int, int] = {}
        self.inline_floats: dict[int, tuple[str, dict[str, int]]] = {}
        self.inline_float_names64: dict[int, str] = {}
        self.literal_code = 255
        self.sgpr_range = (0, 101)
        self.ttmp_base = 108
        self.vgpr_base = 256
        # code -> register counts it is a destination in
        self.dest_specials: dict[int, set[int]] = {}
        for lo, hi, kind, name, name64, value, bits, step, aliases, dest_widths in rows:
            if kind == "sgpr":
                self.sgpr_range = (lo, hi)
            elif kind == "ttmp":
                self.ttmp_base = lo
            elif kind == "vgpr":
                self.vgpr_base = lo
            elif kind == "literal":
                self.literal_code = lo
            elif kind == "inline_int":
                for k, code in enumerate(range(lo, hi + 1)):
                    self.inline_ints[code] = int(value) + step * k
            elif kind == "inline_float":
                self.inline_floats[lo] = (name, dict(bits))
                self.inline_float_names64[lo] = name64 or name
            elif kind == "special":
                for code in range(lo, hi + 1):
                    if name:
                        self.code_names[code] = name
                        self.name_codes.setdefault(name, (code, 1))
                    if name64:
                        self.code_names64[code] = name64
                        self.name_codes.setdefault(name64, (code, 2))
                    for alias in aliases:
                        self.name_codes.setdefault(alias, self.name_codes[name])
                    if dest_widths:
                        self.dest_specials[code] = {w // 32 for w in dest_widths}
        self.int_codes = {v: c for c, v in self.inline_ints.items()}
        self.float_by_bits: dict[tuple[str, int], int] = {}  # (float type, bit pattern) -> code
        for code, (_, bits) in self.inline_floats.items():
            for ty, b in bits.items():
                self.float_by_bits[(ty, b)] = code
        self.inv_2pi_code = self.float_by_bits.get(("f32", 0x3E22F983))  # 1/(2*pi)

    def sreg_name(self, code: int, nregs: int) -> str:
        lo, hi = self.sgpr_range
        if nregs >= 2 and (lo <= code <= hi or self.ttmp_base <= code < self.ttmp_base + 16):
            code -= code % (
                2 if nregs == 2 else 4
            )  # llvm-mc ignores the low bits of a tuple's start
        if lo <= code <= hi:
            if code + nregs - 1 > hi + LLVM_SGPRS_PAST_RANGE:
                raise DecodeError(f"s[{code}:{code + nregs - 1}] runs past the last SGPR")
            return f"s{code}" if nregs == 1 else f"s[{code}:{code + nregs - 1}]"
        if self.ttmp_base <= code < self.ttmp_base + 16:
            n = code - self.ttmp_base
            if n + nregs > 16:
                raise DecodeError(f"ttmp[{n}:{n + nregs - 1}] runs past ttmp15")
            return f"ttmp{n}" if nregs == 1 else f"ttmp[{n}:{n + nregs - 1}]"
        names = self.code_names64 if nregs == 2 else self.code_names
        if code in names and nregs <= 2:
            return names[code]
        if code in self.code_names and nregs == 1:
            return self.code_names[code]
        raise DecodeError(f"operand code {code} names no {nregs}-register scalar operand")

    def vreg_name(self, prefix: str, n: int, nregs: int, cls: str = "") -> str:
        """A VGPR/AGPR (tuple); with the operand's llvm register class family (VReg, AV, VS) a
        tuple at an odd register gets llvm-objdump's marker (tuples start even on these archs)."""
        if nregs == 1:
            return f"{prefix}{n}"
        text = f"{prefix}[{n}:{n + nregs - 1}]"
        return text + invalid_register(cls, nregs) if cls and n % 2 else text

    def checked_src_text(
        self, code: int, op: Op, kind: str, declared: Op, literal: int | None = None
    ) -> str:
        """A source as llvm-objdump prints it, with its marker where the code is outside the
        operand's register class: constants in register-only scalar sources (`sreg`: the PC
        and MOVREL operands, VOP3 carry and condition masks), VGPRs in scalar-only VALU sources
        (SReg_32), anything but VGPRs in sources wider than 64 bits. A mask's VGPR pair has no
        alignment marker (llvm's class for it takes odd pairs)."""
        if kind == "sreg" and self.is_inline_constant(code):
            return self.invalid_immediate(code)
        if kind == "sreg" and code == self.literal_code:
            return self.invalid_literal(literal)
        if code >= self.vgpr_base:
            n = code - self.vgpr_base
            if kind in ("ssrc", "lanesel"):
                return self.vreg_name("v", n, op.nregs) + invalid_register("SReg", op.nregs)
            if declared.type == "mask":
                return self.vreg_name("v", n, op.nregs)
        if kind == "src" and op.nregs > 2:
            return self.vsrc_text(code, op.nregs, "VReg", literal)
        return self.src_text(code, op, literal)

    def excluded_scalar_class(
        self, kind: str, code: int, nregs: int, form: Form | None = None
    ) -> str | None:
        """llvm's register class of a scalar operand that leaves out m0 or exec (SMEM data:
        llvm-mc refuses them there; GLOBAL saddr: exec, except in the loads straight to LDS,
        which have no data register; a VALU's SGPR destination: m0) when `code` names one of
        those registers, else None."""
        m0, exec_lo = self.name_codes["m0"][0], self.name_codes["exec_lo"][0]
        if kind == "sdst_xm0" and code == m0:  # v_readlane/v_readfirstlane's destination
            return "SReg_32_XM0"
        if kind == "sgpr" and nregs == 1 and code in (m0, exec_lo, exec_lo + 1):
            return "SReg_32_XM0_XEXEC"
        if kind == "sgpr" and nregs == 2 and code == exec_lo:
            return "SReg_64_XEXEC"
        if kind == "saddr" and nregs == 2 and code == exec_lo:
            if form and not any(o.name in ("D", "DATA") for o in form.operands):
                return None
            return "SReg_64_XEXEC_XNULL"
        return None

    def is_inline_constant(self, code: int) -> bool:
        return code in self.inline_ints or code in self.inline_floats

    def invalid_immediate(self, code: int) -> str:
        """llvm-objdump's text of an inline constant where its operand takes registers only."""
        return self.src_text(code, B32, None) + "/*Invalid immediate*/"

    def invalid_literal(self, literal: int | None) -> str:
        """llvm-objdump's text of a literal where its operand takes registers only: as a 32-bit
        operand shows it, the value of an inline constant (64, -1.0) by its name, else hex."""
        if literal is None:
            raise DecodeError("a literal operand without its dword")
        signed = literal - (1 << 32) if literal >> 31 else literal
        code = self.int_codes.get(signed) or self.float_by_bits.get(("f32", literal))
        shown = self.src_text(code, B32, None) if code else f"0x{literal:x}"
        return shown + "/*Invalid immediate*/"

    def vsrc_text(self, code: int, nregs: int, cls: str, literal: int | None = None) -> str:
        """A source field that names VGPRs only, as llvm-objdump prints every other code in
        it: constants and literals marked invalid immediates, scalar registers (at llvm's
        tuple sizes) marked with the operand's register class; the src_* values unmarked."""
        if code >= self.vgpr_base:
            return self.vreg_name("v", code - self.vgpr_base, nregs, cls)
        if self.is_inline_constant(code):
            return self.invalid_immediate(code)
        if code == self.literal_code:
            return self.invalid_literal(literal)
        name = self.code_names.get(code, "")
        if self.inline_value(code) or name == "src_lds_direct" and cls == "VRegOrLds":
            if nregs > 2:
                raise DecodeError(f"{name} is no {32 * nregs}-bit operand")
            return self.code_names64.get(code, name) if nregs == 2 else name
        ttmp = self.ttmp_base <= code < self.ttmp_base + 16
        span = (LLVM_TTMP_SPAN if ttmp else LLVM_SGPR_SPAN).get(nregs, nregs)
        return self.sreg_name(code, span) + invalid_register(cls, nregs)

    def src_text(self, code: int, op: Op, literal: int | None) -> str:
        if code >= self.vgpr_base:  # VGPRs or SGPRs (llvm's VS classes); VGPRs only past 64 bits
            cls = "VS" if op.nregs <= 2 else "VReg"
            return self.vreg_name("v", code - self.vgpr_base, op.nregs, cls)
        if code in self.inline_ints:
            return str(self.inline_ints[code])
        if code in self.inline_floats:
            name, bits = self.inline_floats[code]
            if op.ctype in ("i16", "u16", "b16"):
                return f"0x{bits['f16']:x}"  # llvm-mc shows a float constant's bits for 16-bit integers
            return self.inline_float_names64[code] if TYPE_BITS[op.ctype] == 64 else name
        if code == self.literal_code:
            return self._literal_text(literal or 0, op)
        return self.sreg_name(code, op.nregs)

    def inline_constant_bits(self, code: int, op: Op) -> int:
        """The register image an inline constant gives operand `op`: an integer sign-extended
        to the operand's width; a float as the bit pattern of the operand's `constant_bits`
        type where the guides give one, else of its constant type (`constants:`, else the
        float type of its width), zero-extended, so that a packed operand holds it in its low
        element (llvm-mc's operand types; CDNA4 6.2 is silent)."""
        n = TYPE_BITS[op.type]
        if code in self.inline_ints:
            return self.inline_ints[code] & ((1 << n) - 1)
        bits = self.inline_floats[code][1]
        if op.constant_bits:
            return bits[op.constant_bits]
        ctype = (
            op.ctype if op.ctype in FLOAT_TYPES else FLOAT_OF_WIDTH.get(TYPE_BITS[op.ctype], "f32")
        )
        return bits[ctype]

    def _literal_text(self, literal: int, op: Op) -> str:
        """A literal as llvm-objdump 22 spells it: `lit(0x..)` (all 32 bits) where the bare
        number would read back as an inline constant; 16-bit float operands judge by the low
        half and otherwise show only it; an f64 literal (the high word) that makes an inline
        constant is shown as that constant."""
        ctype = op.ctype
        if ctype == "f64":
            code = self.float_by_bits.get(("f64", literal << 32))
            return (
                "0" if literal == 0 else self.inline_float_names64[code] if code else hex(literal)
            )
        # 16-bit: a 16-bit operand's, or a v_fma_mix source's (an f32 register, f16 constants);
        # a packed operand's literal is 32 bits; a bf16 operand's is judged by its low half
        # but shown whole
        sixteen = TYPE_BITS.get(op.type) == 16 or op.type == "f32" and ctype == "f16"
        shown = literal & 0xFFFF if sixteen and ctype != "bf16" else literal
        narrow = literal & 0xFFFF if sixteen else literal
        probe = literal if ctype in ("i16", "u16", "b16") else narrow
        probe_op = op._replace(type="b32") if ctype in ("i16", "u16", "b16") else op
        code, _ = self.constant_code(Value("int", value=probe), probe_op, True)
        return hex(shown) if code == self.literal_code else f"lit({hex(literal)})"

    def inline_value(self, code: int) -> bool:
        """A src_* operand (src_shared_base, src_scc, ...): a value the hardware supplies, which
        llvm-mc takes wherever an inline constant goes (not src_lds_direct, a data path)."""
        name = self.code_names.get(code, "")
        return name.startswith("src_") and name != "src_lds_direct"

    def sreg_takes_value(self, op: Op, code: int) -> bool:
        """Whether a register-only scalar source takes the src_* value `code` (llvm-mc's
        classes): a lane mask every one, a 32-bit SOP1 source those with a 32-bit form
        (src_vccz, src_execz, src_scc, src_pops_exiting_wave_id), a 64-bit PC or pair none."""
        if op.type == "mask":
            return True
        return TYPE_BITS[op.type] == 32 and 1 in self.dest_specials.get(code, ())

    def constant_code(self, v: Value, op: Op, allow_literal: bool) -> tuple[int, int | None]:
        key = (
            v.kind,
            v.value,
            str(v.value)[0] == "-",
            op.ctype,
            op.type,
            op.kind,  # an SDWA source and an MFMA's C read some spellings otherwise
            v.lit,
        )  # -0.0 is not 0.0
        found = self._constants.get(key)
        if found is None:
            make = self._forced_literal if v.lit else self._constant_value
            found = self._constants[key] = make(v, op)
        code, literal = found
        if literal is not None and not allow_literal and v.lit and v.abs:  # llvm-mc: |lit(x)|
            code, literal = self.constant_code(replace(v, lit=False), op, True)
        if literal is not None and not allow_literal:
            raise AsmError(
                f"literal {v.text} cannot be encoded in this form (only inline constants)",
                col=v.col,
            )
        return code, literal

    def _forced_literal(self, v: Value, op: Op) -> tuple[int, int]:
        """lit(x) (llvm-mc): x as a 32-bit literal even where it names an inline constant."""
        if v.kind == "int":
            # a 16-bit operand's literal is 16 bits; a packed one's is its whole dword
            n, width = int(v.value), 16 if TYPE_BITS[op.ctype] == 16 == TYPE_BITS[op.type] else 32
            if not -(1 << (width - 1)) <= n < 1 << width:
                raise AsmError(f"lit({v.text}) does not fit a {width}-bit literal", col=v.col)
            return self.literal_code, n & ((1 << width) - 1)
        if TYPE_BITS[op.ctype] == 64 and op.ctype not in FLOAT_TYPES:
            raise AsmError(f"lit({v.text}) on a 64-bit integer operand takes an integer", col=v.col)
        code, literal = self._constant_value(v, op)
        if literal is None:  # the inline constant's bits; an f64 literal holds the high word
            literal = self.inline_value_bits(code, op._replace(type=op.ctype))
            literal >>= 32 if op.ctype == "f64" else 0
        return self.literal_code, literal

    def _constant_value(self, v: Value, op: Op) -> tuple[int, int | None]:
        """(operand code, literal or None) of a constant for an operand of this type."""
        register_bits, register_float = TYPE_BITS[op.type], op.type in FLOAT_TYPES
        # v_ldexp_f16_sdwa's exponent: printed with f16 constants, but llvm-mc reads it as an
        # i16 (0x3c00 a literal, 0xffff the constant -1)
        sdwa_int16 = op.kind == "sdwa_src" and op.constants and op.type in ("i16", "u16")
        op = op._replace(type=op.type if sdwa_int16 else op.ctype)
        nbits = TYPE_BITS[op.type]
        is_float = op.type in FLOAT_TYPES
        if v.kind == "int":
            n = int(v.value)
            if n in self.int_codes:
                return self.int_codes[n], None
            # an unsigned spelling of a small negative (0xffffffff for a 32-bit operand, 0xffff
            # for an f16 one or v_ldexp_f16_sdwa's exponent) is that inline constant too
            # (llvm-mc); not for other 16-bit integers nor a packed operand's halves (0xffffffff
            # is -1, 0xffff a literal)
            packed = register_bits == 32 and not register_float  # not a v_fma_mix f32 source
            half = op.type in ("f16", "bf16") or sdwa_int16
            width = 32 if nbits == 32 or packed else 16 if half else 0
            if width and 1 << (width - 1) <= n < 1 << width and n - (1 << width) in self.int_codes:
                return self.int_codes[n - (1 << width)], None
            if nbits == 64 and 0 <= n < 1 << 64:  # 64-bit spellings llvm-mc reads as inline
                if n >> 63 and n - (1 << 64) in self.int_codes:
                    return self.int_codes[n - (1 << 64)], None
                if ("f64", n) in self.float_by_bits:  # an inline f64's whole bit pattern
                    return self.float_by_bits[("f64", n)], None
                # or its high word, except in an f64 MFMA's C (llvm-mc)
                if is_float and op.kind != "mai_c" and ("f64", n << 32) in self.float_by_bits:
                    return self.float_by_bits[("f64", n << 32)], None
            # integer text naming an inline float's bits: that constant, for float operands and
            # 32-bit integer ones; 16-bit integer operands take it as a literal (llvm-mc)
            pattern = op.type if op.type in FLOAT_TYPES else "f32" if nbits == 32 else None
            w = TYPE_BITS[pattern] if pattern else 0  # the value must fit the pattern's width
            key = (pattern, n & ((1 << w) - 1)) if w and -(1 << (w - 1)) <= n < 1 << w else None
            if key in self.float_by_bits and nbits != 64:
                return self.float_by_bits[key], None
            lit_bits = 16 if register_bits == 16 else 32  # a packed operand's literal is its dword
            if not -(1 << (lit_bits - 1)) <= n < (1 << lit_bits) and not (
                nbits == 64 and not is_float and -(1 << 31) <= n < (1 << 32)
            ):
                # an f64 operand's literal is its high word, but llvm-mc takes no 64-bit
                # integer spelling of one (0x4011000000000000): only 32-bit values
                raise AsmError(
                    f"constant {v.text} does not fit a {lit_bits}-bit literal", col=v.col
                )
            literal = n & ((1 << lit_bits) - 1)
            if lit_bits == 16 and not is_float:  # an integer's literal is its 32-bit value
                literal = n & 0xFFFFFFFF
        else:
            x = float(v.value)
            fbits = nbits if nbits in (16, 32, 64) and (is_float or nbits == 64) else 32
            ty = {16: "f16", 32: "f32", 64: "f64"}[fbits]
            if op.type == "bf16":
                ty = "bf16"
            bits = float_bits(x, ty)
            # llvm-mc checks a float for a 16-bit integer operand as an f16, then writes its f32
            checked = "f16" if nbits == 16 and not is_float else ty
            checked_bits = float_bits(x, checked) if checked != ty else bits
            exp_mask = {"f16": 0x7C00, "bf16": 0x7F80, "f32": 0x7F800000}.get(checked)
            if exp_mask and checked_bits & exp_mask == exp_mask and math.isfinite(x):
                raise AsmError(f"{v.text or x} does not fit in {checked}", col=v.col)
            if x and not checked_bits & ~(1 << (TYPE_BITS[checked] - 1)):
                raise AsmError(f"{v.text or x} underflows to zero in {checked}", col=v.col)
            key = (ty, bits)
            if key in self.float_by_bits:
                return self.float_by_bits[key], None
            if ty == "bf16" and x == 0.15915494 and self.inv_2pi_code:
                # 1/(2*pi) rounds to 0x3e23 in bf16, but its inline constant is the f32's
                # high half 0x3e22: llvm-mc reads the very value it prints (0.15915494) as
                # that constant, and refuses closer spellings of 1/(2*pi)
                return self.inv_2pi_code, None
            if bits == 0 and 0 in self.int_codes:  # +0.0 is the inline constant 0 (llvm-mc)
                return self.int_codes[0], None
            if nbits == 64 and not is_float:
                raise AsmError(
                    f"a 64-bit integer operand takes no floating-point literal ({v.text or x})",
                    col=v.col,
                )
            literal = bits >> 32 if ty == "f64" else bits
        return self.literal_code, literal

    def inline_value_bits(self, code: int, op: Op) -> int:
        if code in self.inline_ints:
            return self.inline_ints[code] & 0xFFFFFFFF
        name, bits = self.inline_floats[code]
        return bits.get(op.type, bits.get("f32", 0))
