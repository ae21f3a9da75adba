"""AMD Instinct MI350 instruction builders, one function per mnemonic: generated from spec/ by codegen; do not edit.

`from cdna_isa.cdna4 import ops`, then `ops.v_add_f32(ops.v[0], ops.v[1], ops.v[2])`. Each
function writes its instruction's LLVM-syntax text and hands it to the cdna4 assembler (the
only encoder); operands are registers (`v[0]`, `s[0:1]`, `a[0:15]`, `vcc`, ...), numbers,
`neg()`/`abs_()`/`sext()`/`lit()` of one, or a label; modifiers are keywords (`ops.pyi` lists
each function's, typed).
"""

from __future__ import annotations

from ..runtime import builder as _builder
from ..runtime.builder import (  # noqa: F401 - the module's public names
    AGPR,
    SGPR,
    TTMP,
    VGPR,
    AsmError,
    Instruction,
    Label,
    Modified,
    Named,
    Text,
    abs_,
    gpr_idx,
    hwreg,
    lit,
    neg,
    sendmsg,
    sext,
)
from . import ISA

_build = _builder.Builder(ISA)

v = _builder.RegisterFile(VGPR)
s = _builder.RegisterFile(SGPR)
a = _builder.RegisterFile(AGPR)
ttmp = _builder.RegisterFile(TTMP)
exec = Named("exec")
exec_hi = Named("exec_hi")
exec_lo = Named("exec_lo")
execz = Named("execz")
flat_scratch = Named("flat_scratch")
flat_scratch_hi = Named("flat_scratch_hi")
flat_scratch_lo = Named("flat_scratch_lo")
m0 = Named("m0")
pops_exiting_wave_id = Named("pops_exiting_wave_id")
private_base = Named("private_base")
private_limit = Named("private_limit")
scc = Named("scc")
shared_base = Named("shared_base")
shared_limit = Named("shared_limit")
src_execz = Named("src_execz")
src_pops_exiting_wave_id = Named("src_pops_exiting_wave_id")
src_private_base = Named("src_private_base")
src_private_limit = Named("src_private_limit")
src_scc = Named("src_scc")
src_shared_base = Named("src_shared_base")
src_shared_limit = Named("src_shared_limit")
src_vccz = Named("src_vccz")
vcc = Named("vcc")
vcc_hi = Named("vcc_hi")
vcc_lo = Named("vcc_lo")
vccz = Named("vccz")
xnack_mask = Named("xnack_mask")
xnack_mask_hi = Named("xnack_mask_hi")
xnack_mask_lo = Named("xnack_mask_lo")
off = Named("off")


def label(name: str) -> Label:
    """A label: place it among the instructions of a program, name it in a branch."""
    return Label(name)


def source(items) -> str:
    """The assembly text of instructions and labels, one a line."""
    return _builder.source(items)


def assemble(items, base: int = 0) -> bytes:
    """The bytes of instructions and labels placed from address `base`, branches resolved."""
    return _builder.assemble(ISA, items, base)


def program(items, base: int = 0, strict: bool = False):
    """A runnable `cdna_isa.runtime.wave.Program` of instructions and labels."""
    return _builder.program(ISA, items, base, strict)


def buffer_atomic_add(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: adds VDATA to the memory value (wrapping); optionally returns the old value in VDATA.

    ``buffer_atomic_add VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_add VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_add", locals())


def buffer_atomic_add_f32(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit float read-modify-write in a buffer: adds VDATA to the memory value as f32 (input denormals flushed); optionally returns the old value in VDATA.

    ``buffer_atomic_add_f32 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_add_f32 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_add_f32", locals())


def buffer_atomic_add_f64(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit float read-modify-write in a buffer: adds VDATA to the memory value as f64; optionally returns the old value in VDATA.

    ``buffer_atomic_add_f64 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_add_f64 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_add_f64", locals())


def buffer_atomic_add_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: adds VDATA to the memory value (wrapping); optionally returns the old value in VDATA.

    ``buffer_atomic_add_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_add_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_add_x2", locals())


def buffer_atomic_and(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: ANDs VDATA into the memory value; optionally returns the old value in VDATA.

    ``buffer_atomic_and VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_and VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_and", locals())


def buffer_atomic_and_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: ANDs VDATA into the memory value; optionally returns the old value in VDATA.

    ``buffer_atomic_and_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_and_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_and_x2", locals())


def buffer_atomic_cmpswap(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit compare-and-swap in a buffer: writes VDATA's low half where the memory value equals its high half; optionally returns the old value in VDATA's low half.

    ``buffer_atomic_cmpswap VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_cmpswap VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_cmpswap", locals())


def buffer_atomic_cmpswap_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit compare-and-swap in a buffer: writes VDATA's low half where the memory value equals its high half; optionally returns the old value in VDATA's low half.

    ``buffer_atomic_cmpswap_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_cmpswap_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_cmpswap_x2", locals())


def buffer_atomic_dec(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: decrements the memory value, or sets it to VDATA when it is 0 or above VDATA (unsigned); optionally returns the old value in VDATA.

    ``buffer_atomic_dec VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_dec VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_dec", locals())


def buffer_atomic_dec_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: decrements the memory value, or sets it to VDATA when it is 0 or above VDATA (unsigned); optionally returns the old value in VDATA.

    ``buffer_atomic_dec_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_dec_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_dec_x2", locals())


def buffer_atomic_inc(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: increments the memory value, or sets it to 0 when it is already VDATA or more (unsigned); optionally returns the old value in VDATA.

    ``buffer_atomic_inc VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_inc VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_inc", locals())


def buffer_atomic_inc_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: increments the memory value, or sets it to 0 when it is already VDATA or more (unsigned); optionally returns the old value in VDATA.

    ``buffer_atomic_inc_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_inc_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_inc_x2", locals())


def buffer_atomic_max_f64(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit float read-modify-write in a buffer: keeps the f64 maximum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_max_f64 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_max_f64 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_max_f64", locals())


def buffer_atomic_min_f64(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit float read-modify-write in a buffer: keeps the f64 minimum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_min_f64 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_min_f64 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_min_f64", locals())


def buffer_atomic_or(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: ORs VDATA into the memory value; optionally returns the old value in VDATA.

    ``buffer_atomic_or VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_or VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_or", locals())


def buffer_atomic_or_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: ORs VDATA into the memory value; optionally returns the old value in VDATA.

    ``buffer_atomic_or_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_or_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_or_x2", locals())


def buffer_atomic_pk_add_bf16(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit float read-modify-write in a buffer: adds the two bf16 halves of VDATA to the two halves of the memory value; optionally returns the old value in VDATA.

    ``buffer_atomic_pk_add_bf16 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_pk_add_bf16 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_pk_add_bf16", locals())


def buffer_atomic_pk_add_f16(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit float read-modify-write in a buffer: adds the two f16 halves of VDATA to the two halves of the memory value; optionally returns the old value in VDATA.

    ``buffer_atomic_pk_add_f16 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_pk_add_f16 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_pk_add_f16", locals())


def buffer_atomic_smax(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: keeps the signed maximum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_smax VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_smax VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_smax", locals())


def buffer_atomic_smax_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: keeps the signed maximum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_smax_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_smax_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_smax_x2", locals())


def buffer_atomic_smin(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: keeps the signed minimum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_smin VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_smin VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_smin", locals())


def buffer_atomic_smin_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: keeps the signed minimum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_smin_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_smin_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_smin_x2", locals())


def buffer_atomic_sub(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: subtracts VDATA from the memory value (wrapping); optionally returns the old value in VDATA.

    ``buffer_atomic_sub VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_sub VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_sub", locals())


def buffer_atomic_sub_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: subtracts VDATA from the memory value (wrapping); optionally returns the old value in VDATA.

    ``buffer_atomic_sub_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_sub_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_sub_x2", locals())


def buffer_atomic_swap(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: replaces the memory value with VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_swap VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_swap VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_swap", locals())


def buffer_atomic_swap_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: replaces the memory value with VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_swap_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_swap_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_swap_x2", locals())


def buffer_atomic_umax(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: keeps the unsigned maximum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_umax VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_umax VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_umax", locals())


def buffer_atomic_umax_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: keeps the unsigned maximum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_umax_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_umax_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_umax_x2", locals())


def buffer_atomic_umin(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: keeps the unsigned minimum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_umin VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_umin VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_umin", locals())


def buffer_atomic_umin_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: keeps the unsigned minimum of the memory value and VDATA; optionally returns the old value in VDATA.

    ``buffer_atomic_umin_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_umin_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_umin_x2", locals())


def buffer_atomic_xor(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 32-bit read-modify-write in a buffer: XORs VDATA into the memory value; optionally returns the old value in VDATA.

    ``buffer_atomic_xor VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_xor VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_xor", locals())


def buffer_atomic_xor_x2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Atomic 64-bit read-modify-write in a buffer: XORs VDATA into the memory value; optionally returns the old value in VDATA.

    ``buffer_atomic_xor_x2 VDATA, VADDR, SRSRC, SOFFSET sc0 [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    ``buffer_atomic_xor_x2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_atomic_xor_x2", locals())


def buffer_inv(**modifiers: Unpack[_Modifiers1]) -> Instruction:
    """Invalidates the vector caches up to the scope given by sc0/sc1.

    ``buffer_inv [sc0] [sc1]`` (MUBUF)
    """
    return _build("buffer_inv", locals())


def buffer_load_dword(*operands: Src | AGPR, **modifiers: Unpack[_Modifiers2]) -> Instruction:
    """Loads one dword, per lane, through a buffer resource.

    ``buffer_load_dword VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    ``buffer_load_dword VADDR, SRSRC, SOFFSET lds [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_dword", locals())


def buffer_load_dwordx2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads two consecutive dwords, per lane, through a buffer resource.

    ``buffer_load_dwordx2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_dwordx2", locals())


def buffer_load_dwordx3(*operands: Src | AGPR, **modifiers: Unpack[_Modifiers2]) -> Instruction:
    """Loads three consecutive dwords, per lane, through a buffer resource.

    ``buffer_load_dwordx3 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    ``buffer_load_dwordx3 VADDR, SRSRC, SOFFSET lds [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_dwordx3", locals())


def buffer_load_dwordx4(*operands: Src | AGPR, **modifiers: Unpack[_Modifiers2]) -> Instruction:
    """Loads four consecutive dwords, per lane, through a buffer resource.

    ``buffer_load_dwordx4 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    ``buffer_load_dwordx4 VADDR, SRSRC, SOFFSET lds [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_dwordx4", locals())


def buffer_load_format_d16_hi_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads one component per lane from a buffer, converting the resource's data and numeric format to a 16-bit value in the high half of the VGPR (the low half is kept).

    ``buffer_load_format_d16_hi_x VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_d16_hi_x", locals())


def buffer_load_format_d16_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads one component per lane from a buffer, converting the resource's data and numeric format to a 16-bit value in the low half of the VGPR (the high half is kept).

    ``buffer_load_format_d16_x VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_d16_x", locals())


def buffer_load_format_d16_xy(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads two components per lane from a buffer, converting the resource's data and numeric format to 16-bit values packed in one VGPR.

    ``buffer_load_format_d16_xy VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_d16_xy", locals())


def buffer_load_format_d16_xyz(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads three components per lane from a buffer, converting the resource's data and numeric format to 16-bit values packed two per VGPR.

    ``buffer_load_format_d16_xyz VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_d16_xyz", locals())


def buffer_load_format_d16_xyzw(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads four components per lane from a buffer, converting the resource's data and numeric format to 16-bit values packed two per VGPR.

    ``buffer_load_format_d16_xyzw VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_d16_xyzw", locals())


def buffer_load_format_x(*operands: Src | AGPR, **modifiers: Unpack[_Modifiers2]) -> Instruction:
    """Loads one component per lane from a buffer, converting the resource's data and numeric format to a 32-bit value.

    ``buffer_load_format_x VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    ``buffer_load_format_x VADDR, SRSRC, SOFFSET lds [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_x", locals())


def buffer_load_format_xy(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads two components per lane from a buffer, converting the resource's data and numeric format to 32-bit values, one per VGPR.

    ``buffer_load_format_xy VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_xy", locals())


def buffer_load_format_xyz(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads three components per lane from a buffer, converting the resource's data and numeric format to 32-bit values, one per VGPR.

    ``buffer_load_format_xyz VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_xyz", locals())


def buffer_load_format_xyzw(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads four components per lane from a buffer, converting the resource's data and numeric format to 32-bit values, one per VGPR.

    ``buffer_load_format_xyzw VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_format_xyzw", locals())


def buffer_load_sbyte(*operands: Src | AGPR, **modifiers: Unpack[_Modifiers2]) -> Instruction:
    """Loads a signed byte, sign-extended to 32 bits, per lane, through a buffer resource.

    ``buffer_load_sbyte VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    ``buffer_load_sbyte VADDR, SRSRC, SOFFSET lds [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_sbyte", locals())


def buffer_load_sbyte_d16(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads a signed byte, sign-extended into the low half of VDATA (the high half is kept), per lane, through a buffer resource.

    ``buffer_load_sbyte_d16 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_sbyte_d16", locals())


def buffer_load_sbyte_d16_hi(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads a signed byte, sign-extended into the high half of VDATA (the low half is kept), per lane, through a buffer resource.

    ``buffer_load_sbyte_d16_hi VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_sbyte_d16_hi", locals())


def buffer_load_short_d16(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads a 16-bit value into the low half of VDATA (the high half is kept), per lane, through a buffer resource.

    ``buffer_load_short_d16 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_short_d16", locals())


def buffer_load_short_d16_hi(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads a 16-bit value into the high half of VDATA (the low half is kept), per lane, through a buffer resource.

    ``buffer_load_short_d16_hi VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_short_d16_hi", locals())


def buffer_load_sshort(*operands: Src | AGPR, **modifiers: Unpack[_Modifiers2]) -> Instruction:
    """Loads a signed 16-bit value, sign-extended to 32 bits, per lane, through a buffer resource.

    ``buffer_load_sshort VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    ``buffer_load_sshort VADDR, SRSRC, SOFFSET lds [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_sshort", locals())


def buffer_load_ubyte(*operands: Src | AGPR, **modifiers: Unpack[_Modifiers2]) -> Instruction:
    """Loads an unsigned byte, zero-extended to 32 bits, per lane, through a buffer resource.

    ``buffer_load_ubyte VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    ``buffer_load_ubyte VADDR, SRSRC, SOFFSET lds [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_ubyte", locals())


def buffer_load_ubyte_d16(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads an unsigned byte, zero-extended into the low half of VDATA (the high half is kept), per lane, through a buffer resource.

    ``buffer_load_ubyte_d16 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_ubyte_d16", locals())


def buffer_load_ubyte_d16_hi(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Loads an unsigned byte, zero-extended into the high half of VDATA (the low half is kept), per lane, through a buffer resource.

    ``buffer_load_ubyte_d16_hi VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_ubyte_d16_hi", locals())


def buffer_load_ushort(*operands: Src | AGPR, **modifiers: Unpack[_Modifiers2]) -> Instruction:
    """Loads an unsigned 16-bit value, zero-extended to 32 bits, per lane, through a buffer resource.

    ``buffer_load_ushort VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    ``buffer_load_ushort VADDR, SRSRC, SOFFSET lds [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_load_ushort", locals())


def buffer_store_byte(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores the low byte of VDATA, per lane, through a buffer resource.

    ``buffer_store_byte VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_byte", locals())


def buffer_store_byte_d16_hi(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores bits 23:16 of VDATA (the low byte of its high half), per lane, through a buffer resource.

    ``buffer_store_byte_d16_hi VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_byte_d16_hi", locals())


def buffer_store_dword(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores one dword, per lane, through a buffer resource.

    ``buffer_store_dword VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_dword", locals())


def buffer_store_dwordx2(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores two dwords from a VGPR pair, per lane, through a buffer resource.

    ``buffer_store_dwordx2 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_dwordx2", locals())


def buffer_store_dwordx3(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores three dwords from three VGPRs, per lane, through a buffer resource.

    ``buffer_store_dwordx3 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_dwordx3", locals())


def buffer_store_dwordx4(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores four dwords from four VGPRs, per lane, through a buffer resource.

    ``buffer_store_dwordx4 VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_dwordx4", locals())


def buffer_store_format_d16_hi_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores one component per lane to a buffer, converting a 16-bit value in the high half of the VGPR (the low half is kept) to the resource's data and numeric format.

    ``buffer_store_format_d16_hi_x VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_d16_hi_x", locals())


def buffer_store_format_d16_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores one component per lane to a buffer, converting a 16-bit value in the low half of the VGPR (the high half is kept) to the resource's data and numeric format.

    ``buffer_store_format_d16_x VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_d16_x", locals())


def buffer_store_format_d16_xy(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores two components per lane to a buffer, converting 16-bit values packed in one VGPR to the resource's data and numeric format.

    ``buffer_store_format_d16_xy VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_d16_xy", locals())


def buffer_store_format_d16_xyz(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores three components per lane to a buffer, converting 16-bit values packed two per VGPR to the resource's data and numeric format.

    ``buffer_store_format_d16_xyz VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_d16_xyz", locals())


def buffer_store_format_d16_xyzw(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores four components per lane to a buffer, converting 16-bit values packed two per VGPR to the resource's data and numeric format.

    ``buffer_store_format_d16_xyzw VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_d16_xyzw", locals())


def buffer_store_format_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores one component per lane to a buffer, converting a 32-bit value to the resource's data and numeric format.

    ``buffer_store_format_x VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_x", locals())


def buffer_store_format_xy(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores two components per lane to a buffer, converting 32-bit values, one per VGPR to the resource's data and numeric format.

    ``buffer_store_format_xy VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_xy", locals())


def buffer_store_format_xyz(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores three components per lane to a buffer, converting 32-bit values, one per VGPR to the resource's data and numeric format.

    ``buffer_store_format_xyz VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_xyz", locals())


def buffer_store_format_xyzw(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores four components per lane to a buffer, converting 32-bit values, one per VGPR to the resource's data and numeric format.

    ``buffer_store_format_xyzw VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_format_xyzw", locals())


def buffer_store_short(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores the low 16 bits of VDATA, per lane, through a buffer resource.

    ``buffer_store_short VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_short", locals())


def buffer_store_short_d16_hi(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers0],
) -> Instruction:
    """Stores the high 16 bits of VDATA, per lane, through a buffer resource.

    ``buffer_store_short_d16_hi VDATA, VADDR, SRSRC, SOFFSET [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MUBUF)
    """
    return _build("buffer_store_short_d16_hi", locals())


def buffer_wbl2(**modifiers: Unpack[_Modifiers1]) -> Instruction:
    """Writes dirty lines of the L2 cache back to memory (cdna4 sc0/sc1 choose the scope).

    ``buffer_wbl2 [sc0] [sc1]`` (MUBUF)
    """
    return _build("buffer_wbl2", locals())


def ds_add_f32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit float LDS update at the address: adds DATA0 to memory (MODE flushes input and output denormals); nothing is returned.

    ``ds_add_f32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_add_f32", locals())


def ds_add_f64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit float LDS update at the address: adds DATA0 to memory (denormals never flushed); nothing is returned.

    ``ds_add_f64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_add_f64", locals())


def ds_add_rtn_f32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit float LDS update at the address: adds DATA0 to memory (MODE flushes input and output denormals); D receives the old value.

    ``ds_add_rtn_f32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_add_rtn_f32", locals())


def ds_add_rtn_f64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit float LDS update at the address: adds DATA0 to memory (denormals never flushed); D receives the old value.

    ``ds_add_rtn_f64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_add_rtn_f64", locals())


def ds_add_rtn_u32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: adds DATA0 to memory; D receives the old value.

    ``ds_add_rtn_u32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_add_rtn_u32", locals())


def ds_add_rtn_u64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: adds DATA0 to memory; D receives the old value.

    ``ds_add_rtn_u64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_add_rtn_u64", locals())


def ds_add_u32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: adds DATA0 to memory; nothing is returned.

    ``ds_add_u32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_add_u32", locals())


def ds_add_u64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: adds DATA0 to memory; nothing is returned.

    ``ds_add_u64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_add_u64", locals())


def ds_and_b32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: ANDs DATA0 into memory; nothing is returned.

    ``ds_and_b32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_and_b32", locals())


def ds_and_b64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: ANDs DATA0 into memory; nothing is returned.

    ``ds_and_b64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_and_b64", locals())


def ds_and_rtn_b32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: ANDs DATA0 into memory; D receives the old value.

    ``ds_and_rtn_b32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_and_rtn_b32", locals())


def ds_and_rtn_b64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: ANDs DATA0 into memory; D receives the old value.

    ``ds_and_rtn_b64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_and_rtn_b64", locals())


def ds_append(d: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Adds the number of active lanes to the LDS dword at M0's base plus the offset, once per wave; D receives the value before the update.

    ``ds_append D [offset]`` (DS)
    """
    return _build("ds_append", locals())


def ds_bpermute_b32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Backward lane permute: each lane reads DATA0 of the lane chosen by (ADDR + offset) / 4 mod 64; uses the LDS crossbar without touching LDS memory.

    ``ds_bpermute_b32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_bpermute_b32", locals())


def ds_cmpst_b32(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: memory becomes DATA1 when it equals DATA0; nothing is returned.

    ``ds_cmpst_b32 ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_cmpst_b32", locals())


def ds_cmpst_b64(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: memory becomes DATA1 when it equals DATA0; nothing is returned.

    ``ds_cmpst_b64 ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_cmpst_b64", locals())


def ds_cmpst_f32(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: memory becomes DATA1 when it equals DATA0 as a float; nothing is returned.

    ``ds_cmpst_f32 ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_cmpst_f32", locals())


def ds_cmpst_f64(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: memory becomes DATA1 when it equals DATA0 as a float; nothing is returned.

    ``ds_cmpst_f64 ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_cmpst_f64", locals())


def ds_cmpst_rtn_b32(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers3],
) -> Instruction:
    """Atomic 32-bit LDS update at the address: memory becomes DATA1 when it equals DATA0; D receives the old value.

    ``ds_cmpst_rtn_b32 D, ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_cmpst_rtn_b32", locals())


def ds_cmpst_rtn_b64(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers3],
) -> Instruction:
    """Atomic 64-bit LDS update at the address: memory becomes DATA1 when it equals DATA0; D receives the old value.

    ``ds_cmpst_rtn_b64 D, ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_cmpst_rtn_b64", locals())


def ds_cmpst_rtn_f32(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers3],
) -> Instruction:
    """Atomic 32-bit LDS update at the address: memory becomes DATA1 when it equals DATA0 as a float; D receives the old value.

    ``ds_cmpst_rtn_f32 D, ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_cmpst_rtn_f32", locals())


def ds_cmpst_rtn_f64(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers3],
) -> Instruction:
    """Atomic 64-bit LDS update at the address: memory becomes DATA1 when it equals DATA0 as a float; D receives the old value.

    ``ds_cmpst_rtn_f64 D, ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_cmpst_rtn_f64", locals())


def ds_condxchg32_rtn_b64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Conditional exchange of the two dwords at the address, each driven by its half of the 64-bit data; returns the previous 64 bits.

    ``ds_condxchg32_rtn_b64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_condxchg32_rtn_b64", locals())


def ds_consume(d: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Subtracts the number of active lanes from the LDS dword at M0's base plus the offset, once per wave; D receives the value before the update.

    ``ds_consume D [offset]`` (DS)
    """
    return _build("ds_consume", locals())


def ds_dec_rtn_u32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: decrements memory, reloading DATA0 when it is 0 or above DATA0; D receives the old value.

    ``ds_dec_rtn_u32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_dec_rtn_u32", locals())


def ds_dec_rtn_u64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: decrements memory, reloading DATA0 when it is 0 or above DATA0; D receives the old value.

    ``ds_dec_rtn_u64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_dec_rtn_u64", locals())


def ds_dec_u32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: decrements memory, reloading DATA0 when it is 0 or above DATA0; nothing is returned.

    ``ds_dec_u32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_dec_u32", locals())


def ds_dec_u64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: decrements memory, reloading DATA0 when it is 0 or above DATA0; nothing is returned.

    ``ds_dec_u64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_dec_u64", locals())


def ds_gws_barrier(data: VectorReg, /, **modifiers: Unpack[_Modifiers4]) -> Instruction:
    """Waits at a GWS barrier whose next size is the first active lane's value.

    ``ds_gws_barrier DATA gds [offset]`` (DS)
    """
    return _build("ds_gws_barrier", locals())


def ds_gws_init(data: VectorReg, /, **modifiers: Unpack[_Modifiers4]) -> Instruction:
    """Initialises a GWS barrier or semaphore resource with the value of the first active lane.

    ``ds_gws_init DATA gds [offset]`` (DS)
    """
    return _build("ds_gws_init", locals())


def ds_gws_sema_br(data: VectorReg, /, **modifiers: Unpack[_Modifiers4]) -> Instruction:
    """Releases as many waves from a GWS semaphore as the first active lane's value.

    ``ds_gws_sema_br DATA gds [offset]`` (DS)
    """
    return _build("ds_gws_sema_br", locals())


def ds_gws_sema_p(**modifiers: Unpack[_Modifiers4]) -> Instruction:
    """Waits on a GWS semaphore until its counter is positive, then decrements it.

    ``ds_gws_sema_p  gds [offset]`` (DS)
    """
    return _build("ds_gws_sema_p", locals())


def ds_gws_sema_release_all(**modifiers: Unpack[_Modifiers4]) -> Instruction:
    """Releases every wave queued on a GWS semaphore.

    ``ds_gws_sema_release_all  gds [offset]`` (DS)
    """
    return _build("ds_gws_sema_release_all", locals())


def ds_gws_sema_v(**modifiers: Unpack[_Modifiers4]) -> Instruction:
    """Signals a GWS semaphore (counter up by one, releasing one queued wave).

    ``ds_gws_sema_v  gds [offset]`` (DS)
    """
    return _build("ds_gws_sema_v", locals())


def ds_inc_rtn_u32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: increments memory, wrapping to 0 once it reaches DATA0; D receives the old value.

    ``ds_inc_rtn_u32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_inc_rtn_u32", locals())


def ds_inc_rtn_u64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: increments memory, wrapping to 0 once it reaches DATA0; D receives the old value.

    ``ds_inc_rtn_u64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_inc_rtn_u64", locals())


def ds_inc_u32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: increments memory, wrapping to 0 once it reaches DATA0; nothing is returned.

    ``ds_inc_u32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_inc_u32", locals())


def ds_inc_u64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: increments memory, wrapping to 0 once it reaches DATA0; nothing is returned.

    ``ds_inc_u64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_inc_u64", locals())


def ds_max_f32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit float LDS update at the address: keeps the maximum of memory and DATA0; nothing is returned.

    ``ds_max_f32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_f32", locals())


def ds_max_f64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit float LDS update at the address: keeps the maximum of memory and DATA0; nothing is returned.

    ``ds_max_f64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_f64", locals())


def ds_max_i32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: keeps the signed maximum of memory and DATA0; nothing is returned.

    ``ds_max_i32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_i32", locals())


def ds_max_i64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: keeps the signed maximum of memory and DATA0; nothing is returned.

    ``ds_max_i64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_i64", locals())


def ds_max_rtn_f32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit float LDS update at the address: keeps the maximum of memory and DATA0; D receives the old value.

    ``ds_max_rtn_f32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_rtn_f32", locals())


def ds_max_rtn_f64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit float LDS update at the address: keeps the maximum of memory and DATA0; D receives the old value.

    ``ds_max_rtn_f64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_rtn_f64", locals())


def ds_max_rtn_i32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: keeps the signed maximum of memory and DATA0; D receives the old value.

    ``ds_max_rtn_i32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_rtn_i32", locals())


def ds_max_rtn_i64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: keeps the signed maximum of memory and DATA0; D receives the old value.

    ``ds_max_rtn_i64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_rtn_i64", locals())


def ds_max_rtn_u32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: keeps the unsigned maximum of memory and DATA0; D receives the old value.

    ``ds_max_rtn_u32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_rtn_u32", locals())


def ds_max_rtn_u64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: keeps the unsigned maximum of memory and DATA0; D receives the old value.

    ``ds_max_rtn_u64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_rtn_u64", locals())


def ds_max_u32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: keeps the unsigned maximum of memory and DATA0; nothing is returned.

    ``ds_max_u32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_u32", locals())


def ds_max_u64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: keeps the unsigned maximum of memory and DATA0; nothing is returned.

    ``ds_max_u64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_max_u64", locals())


def ds_min_f32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit float LDS update at the address: keeps the minimum of memory and DATA0; nothing is returned.

    ``ds_min_f32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_f32", locals())


def ds_min_f64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit float LDS update at the address: keeps the minimum of memory and DATA0; nothing is returned.

    ``ds_min_f64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_f64", locals())


def ds_min_i32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: keeps the signed minimum of memory and DATA0; nothing is returned.

    ``ds_min_i32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_i32", locals())


def ds_min_i64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: keeps the signed minimum of memory and DATA0; nothing is returned.

    ``ds_min_i64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_i64", locals())


def ds_min_rtn_f32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit float LDS update at the address: keeps the minimum of memory and DATA0; D receives the old value.

    ``ds_min_rtn_f32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_rtn_f32", locals())


def ds_min_rtn_f64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit float LDS update at the address: keeps the minimum of memory and DATA0; D receives the old value.

    ``ds_min_rtn_f64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_rtn_f64", locals())


def ds_min_rtn_i32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: keeps the signed minimum of memory and DATA0; D receives the old value.

    ``ds_min_rtn_i32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_rtn_i32", locals())


def ds_min_rtn_i64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: keeps the signed minimum of memory and DATA0; D receives the old value.

    ``ds_min_rtn_i64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_rtn_i64", locals())


def ds_min_rtn_u32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: keeps the unsigned minimum of memory and DATA0; D receives the old value.

    ``ds_min_rtn_u32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_rtn_u32", locals())


def ds_min_rtn_u64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: keeps the unsigned minimum of memory and DATA0; D receives the old value.

    ``ds_min_rtn_u64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_rtn_u64", locals())


def ds_min_u32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: keeps the unsigned minimum of memory and DATA0; nothing is returned.

    ``ds_min_u32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_u32", locals())


def ds_min_u64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: keeps the unsigned minimum of memory and DATA0; nothing is returned.

    ``ds_min_u64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_min_u64", locals())


def ds_mskor_b32(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: memory becomes (memory & ~DATA0) | DATA1; nothing is returned.

    ``ds_mskor_b32 ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_mskor_b32", locals())


def ds_mskor_b64(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: memory becomes (memory & ~DATA0) | DATA1; nothing is returned.

    ``ds_mskor_b64 ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_mskor_b64", locals())


def ds_mskor_rtn_b32(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers3],
) -> Instruction:
    """Atomic 32-bit LDS update at the address: memory becomes (memory & ~DATA0) | DATA1; D receives the old value.

    ``ds_mskor_rtn_b32 D, ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_mskor_rtn_b32", locals())


def ds_mskor_rtn_b64(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers3],
) -> Instruction:
    """Atomic 64-bit LDS update at the address: memory becomes (memory & ~DATA0) | DATA1; D receives the old value.

    ``ds_mskor_rtn_b64 D, ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_mskor_rtn_b64", locals())


def ds_nop() -> Instruction:
    """Occupies an LDS issue slot without doing anything.

    ``ds_nop`` (DS)
    """
    return _build("ds_nop", locals())


def ds_or_b32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: ORs DATA0 into memory; nothing is returned.

    ``ds_or_b32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_or_b32", locals())


def ds_or_b64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: ORs DATA0 into memory; nothing is returned.

    ``ds_or_b64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_or_b64", locals())


def ds_or_rtn_b32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: ORs DATA0 into memory; D receives the old value.

    ``ds_or_rtn_b32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_or_rtn_b32", locals())


def ds_or_rtn_b64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: ORs DATA0 into memory; D receives the old value.

    ``ds_or_rtn_b64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_or_rtn_b64", locals())


def ds_permute_b32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Forward lane permute: each active lane sends DATA0 to the lane chosen by (ADDR + offset) / 4 mod 64; uses the LDS crossbar without touching LDS memory.

    ``ds_permute_b32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_permute_b32", locals())


def ds_pk_add_bf16(
    addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic packed add: adds the two bfloat16 values of DATA0 to the two at the address; nothing is returned.

    ``ds_pk_add_bf16 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_pk_add_bf16", locals())


def ds_pk_add_f16(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic packed add: adds the two half values of DATA0 to the two at the address; nothing is returned.

    ``ds_pk_add_f16 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_pk_add_f16", locals())


def ds_pk_add_rtn_bf16(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic packed add: adds the two bfloat16 values of DATA0 to the two at the address; D receives the old dword.

    ``ds_pk_add_rtn_bf16 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_pk_add_rtn_bf16", locals())


def ds_pk_add_rtn_f16(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic packed add: adds the two half values of DATA0 to the two at the address; D receives the old dword.

    ``ds_pk_add_rtn_f16 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_pk_add_rtn_f16", locals())


def ds_read2_b32(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers5]) -> Instruction:
    """Loads two 32-bit values into D from the lane's address plus offset0 and offset1 times the element size.

    ``ds_read2_b32 D, ADDR [offset0] [offset1]`` (DS)
    """
    return _build("ds_read2_b32", locals())


def ds_read2_b64(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers5]) -> Instruction:
    """Loads two 64-bit values into D from the lane's address plus offset0 and offset1 times the element size.

    ``ds_read2_b64 D, ADDR [offset0] [offset1]`` (DS)
    """
    return _build("ds_read2_b64", locals())


def ds_read2st64_b32(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers5]) -> Instruction:
    """Loads two 32-bit values into D from the lane's address plus offset0 and offset1 times 64 times the element size.

    ``ds_read2st64_b32 D, ADDR [offset0] [offset1]`` (DS)
    """
    return _build("ds_read2st64_b32", locals())


def ds_read2st64_b64(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers5]) -> Instruction:
    """Loads two 64-bit values into D from the lane's address plus offset0 and offset1 times 64 times the element size.

    ``ds_read2st64_b64 D, ADDR [offset0] [offset1]`` (DS)
    """
    return _build("ds_read2st64_b64", locals())


def ds_read_addtid_b32(d: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads each lane's dword from the M0 base plus the offset plus four times the lane id (no address VGPR).

    ``ds_read_addtid_b32 D [offset]`` (DS)
    """
    return _build("ds_read_addtid_b32", locals())


def ds_read_b128(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads four dwords into D from LDS at the lane's address plus the offset.

    ``ds_read_b128 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_b128", locals())


def ds_read_b32(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads a dword into D from LDS at the lane's address plus the offset.

    ``ds_read_b32 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_b32", locals())


def ds_read_b64(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads two dwords into D from LDS at the lane's address plus the offset.

    ``ds_read_b64 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_b64", locals())


def ds_read_b64_tr_b16(
    d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Transposing LDS load: 64 bits per lane made of 16-bit elements gathered across the lanes of a group of 16 (MFMA operand layout).

    ``ds_read_b64_tr_b16 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_b64_tr_b16", locals())


def ds_read_b64_tr_b4(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Transposing LDS load: 64 bits per lane made of 4-bit elements gathered across the lanes of a group of 16 (MFMA operand layout).

    ``ds_read_b64_tr_b4 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_b64_tr_b4", locals())


def ds_read_b64_tr_b8(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Transposing LDS load: 64 bits per lane made of 8-bit elements gathered across the lanes of a group of 16 (MFMA operand layout).

    ``ds_read_b64_tr_b8 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_b64_tr_b8", locals())


def ds_read_b96(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads three dwords into D from LDS at the lane's address plus the offset.

    ``ds_read_b96 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_b96", locals())


def ds_read_b96_tr_b6(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Transposing LDS load: 96 bits per lane made of 6-bit elements gathered across the lanes of a group of 16 (MFMA operand layout).

    ``ds_read_b96_tr_b6 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_b96_tr_b6", locals())


def ds_read_i16(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads 16 bits, sign-extended to 32 bits from LDS at the lane's address plus the offset.

    ``ds_read_i16 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_i16", locals())


def ds_read_i8(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads a byte, sign-extended to 32 bits from LDS at the lane's address plus the offset.

    ``ds_read_i8 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_i8", locals())


def ds_read_i8_d16(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads a byte, sign-extended into the low 16 bits of D (the high half is kept) from LDS at the lane's address plus the offset.

    ``ds_read_i8_d16 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_i8_d16", locals())


def ds_read_i8_d16_hi(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads a byte, sign-extended into the high 16 bits of D (the low half is kept) from LDS at the lane's address plus the offset.

    ``ds_read_i8_d16_hi D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_i8_d16_hi", locals())


def ds_read_u16(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads 16 bits, zero-extended to 32 bits from LDS at the lane's address plus the offset.

    ``ds_read_u16 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_u16", locals())


def ds_read_u16_d16(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads 16 bits into the low half of D (the high half is kept) from LDS at the lane's address plus the offset.

    ``ds_read_u16_d16 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_u16_d16", locals())


def ds_read_u16_d16_hi(
    d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Loads 16 bits into the high half of D (the low half is kept) from LDS at the lane's address plus the offset.

    ``ds_read_u16_d16_hi D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_u16_d16_hi", locals())


def ds_read_u8(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads a byte, zero-extended to 32 bits from LDS at the lane's address plus the offset.

    ``ds_read_u8 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_u8", locals())


def ds_read_u8_d16(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads a byte, zero-extended into the low 16 bits of D (the high half is kept) from LDS at the lane's address plus the offset.

    ``ds_read_u8_d16 D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_u8_d16", locals())


def ds_read_u8_d16_hi(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Loads a byte, zero-extended into the high 16 bits of D (the low half is kept) from LDS at the lane's address plus the offset.

    ``ds_read_u8_d16_hi D, ADDR [offset]`` (DS)
    """
    return _build("ds_read_u8_d16_hi", locals())


def ds_rsub_rtn_u32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: replaces memory with DATA0 minus memory; D receives the old value.

    ``ds_rsub_rtn_u32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_rsub_rtn_u32", locals())


def ds_rsub_rtn_u64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: replaces memory with DATA0 minus memory; D receives the old value.

    ``ds_rsub_rtn_u64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_rsub_rtn_u64", locals())


def ds_rsub_u32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: replaces memory with DATA0 minus memory; nothing is returned.

    ``ds_rsub_u32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_rsub_u32", locals())


def ds_rsub_u64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: replaces memory with DATA0 minus memory; nothing is returned.

    ``ds_rsub_u64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_rsub_u64", locals())


def ds_sub_rtn_u32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: subtracts DATA0 from memory; D receives the old value.

    ``ds_sub_rtn_u32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_sub_rtn_u32", locals())


def ds_sub_rtn_u64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: subtracts DATA0 from memory; D receives the old value.

    ``ds_sub_rtn_u64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_sub_rtn_u64", locals())


def ds_sub_u32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: subtracts DATA0 from memory; nothing is returned.

    ``ds_sub_u32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_sub_u32", locals())


def ds_sub_u64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: subtracts DATA0 from memory; nothing is returned.

    ``ds_sub_u64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_sub_u64", locals())


def ds_swizzle_b32(d: VectorReg, addr: VGPR, /, **modifiers: Unpack[_Modifiers6]) -> Instruction:
    """Exchanges ADDR's values among lanes by the pattern the offset encodes (quad permute or and/or/xor masks on the lane id); LDS memory is untouched.

    ``ds_swizzle_b32 D, ADDR [offset]`` (DS)
    """
    return _build("ds_swizzle_b32", locals())


def ds_wrap_rtn_b32(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers3],
) -> Instruction:
    """Atomic wrap-around counter step; subtracts DATA0 when the old value is at least DATA0, else adds DATA1, and returns the old value.

    ``ds_wrap_rtn_b32 D, ADDR, DATA0, DATA1 [offset]`` (DS)
    """
    return _build("ds_wrap_rtn_b32", locals())


def ds_write2_b32(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers5]
) -> Instruction:
    """Stores DATA0 and DATA1 (32 bits each) at two addresses: the lane's address plus offset0 and offset1 times the element size; with equal offsets only DATA0 is written.

    ``ds_write2_b32 ADDR, DATA0, DATA1 [offset0] [offset1]`` (DS)
    """
    return _build("ds_write2_b32", locals())


def ds_write2_b64(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers5]
) -> Instruction:
    """Stores DATA0 and DATA1 (64 bits each) at two addresses: the lane's address plus offset0 and offset1 times the element size; with equal offsets only DATA0 is written.

    ``ds_write2_b64 ADDR, DATA0, DATA1 [offset0] [offset1]`` (DS)
    """
    return _build("ds_write2_b64", locals())


def ds_write2st64_b32(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers5]
) -> Instruction:
    """Stores DATA0 and DATA1 (32 bits each) at two addresses: the lane's address plus offset0 and offset1 times 64 times the element size; with equal offsets only DATA0 is written.

    ``ds_write2st64_b32 ADDR, DATA0, DATA1 [offset0] [offset1]`` (DS)
    """
    return _build("ds_write2st64_b32", locals())


def ds_write2st64_b64(
    addr: VGPR, data0: VectorReg, data1: VectorReg, /, **modifiers: Unpack[_Modifiers5]
) -> Instruction:
    """Stores DATA0 and DATA1 (64 bits each) at two addresses: the lane's address plus offset0 and offset1 times 64 times the element size; with equal offsets only DATA0 is written.

    ``ds_write2st64_b64 ADDR, DATA0, DATA1 [offset0] [offset1]`` (DS)
    """
    return _build("ds_write2st64_b64", locals())


def ds_write_addtid_b32(data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Stores each lane's dword at the M0 base plus the offset plus four times the lane id (no address VGPR).

    ``ds_write_addtid_b32 DATA0 [offset]`` (DS)
    """
    return _build("ds_write_addtid_b32", locals())


def ds_write_b128(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Stores four dwords to LDS at the lane's address plus the offset.

    ``ds_write_b128 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_write_b128", locals())


def ds_write_b16(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Stores the low 16 bits of DATA0 to LDS at the lane's address plus the offset.

    ``ds_write_b16 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_write_b16", locals())


def ds_write_b16_d16_hi(
    addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Stores the high 16 bits of DATA0 to LDS at the lane's address plus the offset.

    ``ds_write_b16_d16_hi ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_write_b16_d16_hi", locals())


def ds_write_b32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Stores a dword to LDS at the lane's address plus the offset.

    ``ds_write_b32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_write_b32", locals())


def ds_write_b64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Stores two dwords to LDS at the lane's address plus the offset.

    ``ds_write_b64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_write_b64", locals())


def ds_write_b8(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Stores the low byte of DATA0 to LDS at the lane's address plus the offset.

    ``ds_write_b8 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_write_b8", locals())


def ds_write_b8_d16_hi(
    addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Stores bits 23:16 of DATA0 (one byte) to LDS at the lane's address plus the offset.

    ``ds_write_b8_d16_hi ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_write_b8_d16_hi", locals())


def ds_write_b96(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Stores three dwords to LDS at the lane's address plus the offset.

    ``ds_write_b96 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_write_b96", locals())


def ds_wrxchg2_rtn_b32(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers5],
) -> Instruction:
    """Atomic exchange at two addresses (the lane's address plus offset0 and offset1 times the element size): writes DATA0 and DATA1 and returns both old 32-bit values in D.

    ``ds_wrxchg2_rtn_b32 D, ADDR, DATA0, DATA1 [offset0] [offset1]`` (DS)
    """
    return _build("ds_wrxchg2_rtn_b32", locals())


def ds_wrxchg2_rtn_b64(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers5],
) -> Instruction:
    """Atomic exchange at two addresses (the lane's address plus offset0 and offset1 times the element size): writes DATA0 and DATA1 and returns both old 64-bit values in D.

    ``ds_wrxchg2_rtn_b64 D, ADDR, DATA0, DATA1 [offset0] [offset1]`` (DS)
    """
    return _build("ds_wrxchg2_rtn_b64", locals())


def ds_wrxchg2st64_rtn_b32(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers5],
) -> Instruction:
    """Atomic exchange at two addresses (the lane's address plus offset0 and offset1 times 64 times the element size): writes DATA0 and DATA1 and returns both old 32-bit values in D.

    ``ds_wrxchg2st64_rtn_b32 D, ADDR, DATA0, DATA1 [offset0] [offset1]`` (DS)
    """
    return _build("ds_wrxchg2st64_rtn_b32", locals())


def ds_wrxchg2st64_rtn_b64(
    d: VectorReg,
    addr: VGPR,
    data0: VectorReg,
    data1: VectorReg,
    /,
    **modifiers: Unpack[_Modifiers5],
) -> Instruction:
    """Atomic exchange at two addresses (the lane's address plus offset0 and offset1 times 64 times the element size): writes DATA0 and DATA1 and returns both old 64-bit values in D.

    ``ds_wrxchg2st64_rtn_b64 D, ADDR, DATA0, DATA1 [offset0] [offset1]`` (DS)
    """
    return _build("ds_wrxchg2st64_rtn_b64", locals())


def ds_wrxchg_rtn_b32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit exchange: writes DATA0 to the address and returns the old value in D.

    ``ds_wrxchg_rtn_b32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_wrxchg_rtn_b32", locals())


def ds_wrxchg_rtn_b64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit exchange: writes DATA0 to the address and returns the old value in D.

    ``ds_wrxchg_rtn_b64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_wrxchg_rtn_b64", locals())


def ds_xor_b32(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 32-bit LDS update at the address: XORs DATA0 into memory; nothing is returned.

    ``ds_xor_b32 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_xor_b32", locals())


def ds_xor_b64(addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]) -> Instruction:
    """Atomic 64-bit LDS update at the address: XORs DATA0 into memory; nothing is returned.

    ``ds_xor_b64 ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_xor_b64", locals())


def ds_xor_rtn_b32(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 32-bit LDS update at the address: XORs DATA0 into memory; D receives the old value.

    ``ds_xor_rtn_b32 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_xor_rtn_b32", locals())


def ds_xor_rtn_b64(
    d: VectorReg, addr: VGPR, data0: VectorReg, /, **modifiers: Unpack[_Modifiers3]
) -> Instruction:
    """Atomic 64-bit LDS update at the address: XORs DATA0 into memory; D receives the old value.

    ``ds_xor_rtn_b64 D, ADDR, DATA0 [offset]`` (DS)
    """
    return _build("ds_xor_rtn_b64", locals())


def flat_atomic_add(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: adds DATA to the memory value (wrapping); optionally returns the old value.

    ``flat_atomic_add D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_add VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_add", locals())


def flat_atomic_add_f32(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit float read-modify-write at a flat address: adds DATA to the memory value as f32; optionally returns the old value.

    ``flat_atomic_add_f32 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_add_f32 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_add_f32", locals())


def flat_atomic_add_f64(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit float read-modify-write at a flat address: adds DATA to the memory value as f64; optionally returns the old value.

    ``flat_atomic_add_f64 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT, VGPRs)
    ``flat_atomic_add_f64 D, VADDR, DATA sc0 [offset] [nt]`` (FLAT, AGPRs)
    ``flat_atomic_add_f64 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_add_f64", locals())


def flat_atomic_add_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: adds DATA to the memory value (wrapping); optionally returns the old value.

    ``flat_atomic_add_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_add_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_add_x2", locals())


def flat_atomic_and(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: ANDs DATA into the memory value; optionally returns the old value.

    ``flat_atomic_and D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_and VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_and", locals())


def flat_atomic_and_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: ANDs DATA into the memory value; optionally returns the old value.

    ``flat_atomic_and_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_and_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_and_x2", locals())


def flat_atomic_cmpswap(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit compare-and-swap at a flat address: writes DATA's low half where the memory value equals its high half; optionally returns the old value.

    ``flat_atomic_cmpswap D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_cmpswap VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_cmpswap", locals())


def flat_atomic_cmpswap_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit compare-and-swap at a flat address: writes DATA's low half where the memory value equals its high half; optionally returns the old value.

    ``flat_atomic_cmpswap_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_cmpswap_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_cmpswap_x2", locals())


def flat_atomic_dec(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: decrements the memory value, or sets it to DATA when it is 0 or above DATA (unsigned); optionally returns the old value.

    ``flat_atomic_dec D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_dec VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_dec", locals())


def flat_atomic_dec_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: decrements the memory value, or sets it to DATA when it is 0 or above DATA (unsigned); optionally returns the old value.

    ``flat_atomic_dec_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_dec_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_dec_x2", locals())


def flat_atomic_inc(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: increments the memory value, or sets it to 0 when it is already DATA or more (unsigned); optionally returns the old value.

    ``flat_atomic_inc D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_inc VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_inc", locals())


def flat_atomic_inc_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: increments the memory value, or sets it to 0 when it is already DATA or more (unsigned); optionally returns the old value.

    ``flat_atomic_inc_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_inc_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_inc_x2", locals())


def flat_atomic_max_f64(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit float read-modify-write at a flat address: keeps the f64 maximum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_max_f64 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT, VGPRs)
    ``flat_atomic_max_f64 D, VADDR, DATA sc0 [offset] [nt]`` (FLAT, AGPRs)
    ``flat_atomic_max_f64 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_max_f64", locals())


def flat_atomic_min_f64(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit float read-modify-write at a flat address: keeps the f64 minimum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_min_f64 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT, VGPRs)
    ``flat_atomic_min_f64 D, VADDR, DATA sc0 [offset] [nt]`` (FLAT, AGPRs)
    ``flat_atomic_min_f64 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_min_f64", locals())


def flat_atomic_or(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: ORs DATA into the memory value; optionally returns the old value.

    ``flat_atomic_or D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_or VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_or", locals())


def flat_atomic_or_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: ORs DATA into the memory value; optionally returns the old value.

    ``flat_atomic_or_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_or_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_or_x2", locals())


def flat_atomic_pk_add_bf16(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit float read-modify-write at a flat address: adds the two bf16 halves of DATA to the two halves of the memory value; optionally returns the old value.

    ``flat_atomic_pk_add_bf16 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_pk_add_bf16 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_pk_add_bf16", locals())


def flat_atomic_pk_add_f16(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit float read-modify-write at a flat address: adds the two f16 halves of DATA to the two halves of the memory value; optionally returns the old value.

    ``flat_atomic_pk_add_f16 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_pk_add_f16 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_pk_add_f16", locals())


def flat_atomic_smax(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: keeps the signed maximum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_smax D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_smax VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_smax", locals())


def flat_atomic_smax_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: keeps the signed maximum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_smax_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_smax_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_smax_x2", locals())


def flat_atomic_smin(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: keeps the signed minimum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_smin D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_smin VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_smin", locals())


def flat_atomic_smin_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: keeps the signed minimum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_smin_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_smin_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_smin_x2", locals())


def flat_atomic_sub(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: subtracts DATA from the memory value (wrapping); optionally returns the old value.

    ``flat_atomic_sub D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_sub VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_sub", locals())


def flat_atomic_sub_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: subtracts DATA from the memory value (wrapping); optionally returns the old value.

    ``flat_atomic_sub_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_sub_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_sub_x2", locals())


def flat_atomic_swap(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: replaces the memory value with DATA; optionally returns the old value.

    ``flat_atomic_swap D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_swap VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_swap", locals())


def flat_atomic_swap_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: replaces the memory value with DATA; optionally returns the old value.

    ``flat_atomic_swap_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_swap_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_swap_x2", locals())


def flat_atomic_umax(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: keeps the unsigned maximum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_umax D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_umax VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_umax", locals())


def flat_atomic_umax_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: keeps the unsigned maximum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_umax_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_umax_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_umax_x2", locals())


def flat_atomic_umin(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: keeps the unsigned minimum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_umin D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_umin VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_umin", locals())


def flat_atomic_umin_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: keeps the unsigned minimum of the memory value and DATA; optionally returns the old value.

    ``flat_atomic_umin_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_umin_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_umin_x2", locals())


def flat_atomic_xor(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 32-bit read-modify-write at a flat address: XORs DATA into the memory value; optionally returns the old value.

    ``flat_atomic_xor D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_xor VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_xor", locals())


def flat_atomic_xor_x2(*operands: VectorReg, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Atomic 64-bit read-modify-write at a flat address: XORs DATA into the memory value; optionally returns the old value.

    ``flat_atomic_xor_x2 D, VADDR, DATA sc0 [offset] [nt] [sc1]`` (FLAT)
    ``flat_atomic_xor_x2 VADDR, DATA [offset] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_atomic_xor_x2", locals())


def flat_load_dword(d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Loads one dword, per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_dword D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_dword", locals())


def flat_load_dwordx2(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads two consecutive dwords into a VGPR pair, per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_dwordx2 D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_dwordx2", locals())


def flat_load_dwordx3(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads three consecutive dwords into three VGPRs, per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_dwordx3 D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_dwordx3", locals())


def flat_load_dwordx4(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads four consecutive dwords into four VGPRs, per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_dwordx4 D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_dwordx4", locals())


def flat_load_sbyte(d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Loads a signed byte, sign-extended to 32 bits, per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_sbyte D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_sbyte", locals())


def flat_load_sbyte_d16(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended into the low 16 bits of D (the high half is kept), per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_sbyte_d16 D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_sbyte_d16", locals())


def flat_load_sbyte_d16_hi(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended into the high 16 bits of D (the low half is kept), per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_sbyte_d16_hi D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_sbyte_d16_hi", locals())


def flat_load_short_d16(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a 16-bit value into the low half of D (the high half is kept), per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_short_d16 D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_short_d16", locals())


def flat_load_short_d16_hi(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a 16-bit value into the high half of D (the low half is kept), per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_short_d16_hi D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_short_d16_hi", locals())


def flat_load_sshort(d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Loads a signed 16-bit value, sign-extended to 32 bits, per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_sshort D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_sshort", locals())


def flat_load_ubyte(d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Loads an unsigned byte, zero-extended to 32 bits, per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_ubyte D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_ubyte", locals())


def flat_load_ubyte_d16(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended into the low 16 bits of D (the high half is kept), per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_ubyte_d16 D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_ubyte_d16", locals())


def flat_load_ubyte_d16_hi(
    d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended into the high 16 bits of D (the low half is kept), per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_ubyte_d16_hi D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_ubyte_d16_hi", locals())


def flat_load_ushort(d: VectorReg, vaddr: VGPR, /, **modifiers: Unpack[_Modifiers7]) -> Instruction:
    """Loads an unsigned 16-bit value, zero-extended to 32 bits, per lane, from the flat address in a VGPR pair (plus the offset).

    ``flat_load_ushort D, VADDR [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_load_ushort", locals())


def flat_store_byte(
    vaddr: VGPR, data: VectorReg, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the low byte of DATA, per lane, to the flat address in a VGPR pair (plus the offset).

    ``flat_store_byte VADDR, DATA [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_store_byte", locals())


def flat_store_byte_d16_hi(
    vaddr: VGPR, data: VectorReg, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores bits 23:16 of DATA (the low byte of its high half), per lane, to the flat address in a VGPR pair (plus the offset).

    ``flat_store_byte_d16_hi VADDR, DATA [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_store_byte_d16_hi", locals())


def flat_store_dword(
    vaddr: VGPR, data: VectorReg, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores one dword, per lane, to the flat address in a VGPR pair (plus the offset).

    ``flat_store_dword VADDR, DATA [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_store_dword", locals())


def flat_store_dwordx2(
    vaddr: VGPR, data: VectorReg, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores two dwords from a VGPR pair, per lane, to the flat address in a VGPR pair (plus the offset).

    ``flat_store_dwordx2 VADDR, DATA [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_store_dwordx2", locals())


def flat_store_dwordx3(
    vaddr: VGPR, data: VectorReg, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores three dwords from three VGPRs, per lane, to the flat address in a VGPR pair (plus the offset).

    ``flat_store_dwordx3 VADDR, DATA [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_store_dwordx3", locals())


def flat_store_dwordx4(
    vaddr: VGPR, data: VectorReg, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores four dwords from four VGPRs, per lane, to the flat address in a VGPR pair (plus the offset).

    ``flat_store_dwordx4 VADDR, DATA [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_store_dwordx4", locals())


def flat_store_short(
    vaddr: VGPR, data: VectorReg, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the low 16 bits of DATA, per lane, to the flat address in a VGPR pair (plus the offset).

    ``flat_store_short VADDR, DATA [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_store_short", locals())


def flat_store_short_d16_hi(
    vaddr: VGPR, data: VectorReg, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the high 16 bits of DATA, per lane, to the flat address in a VGPR pair (plus the offset).

    ``flat_store_short_d16_hi VADDR, DATA [offset] [sc0] [nt] [sc1]`` (FLAT)
    """
    return _build("flat_store_short_d16_hi", locals())


def global_atomic_add(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: adds DATA to the memory value (wrapping); optionally returns the old value.

    ``global_atomic_add D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_add VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_add", locals())


def global_atomic_add_f32(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit float read-modify-write in global memory: adds DATA to the memory value as f32 (input denormals flushed); optionally returns the old value.

    ``global_atomic_add_f32 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL, VGPRs)
    ``global_atomic_add_f32 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_add_f32", locals())


def global_atomic_add_f64(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit float read-modify-write in global memory: adds DATA to the memory value as f64; optionally returns the old value.

    ``global_atomic_add_f64 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL, VGPRs)
    ``global_atomic_add_f64 D, VADDR, DATA, SADDR sc0 [offset] [nt]`` (GLOBAL, AGPRs)
    ``global_atomic_add_f64 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_add_f64", locals())


def global_atomic_add_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: adds DATA to the memory value (wrapping); optionally returns the old value.

    ``global_atomic_add_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_add_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_add_x2", locals())


def global_atomic_and(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: ANDs DATA into the memory value; optionally returns the old value.

    ``global_atomic_and D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_and VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_and", locals())


def global_atomic_and_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: ANDs DATA into the memory value; optionally returns the old value.

    ``global_atomic_and_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_and_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_and_x2", locals())


def global_atomic_cmpswap(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit compare-and-swap in global memory: writes DATA's low half where the memory value equals its high half; optionally returns the old value.

    ``global_atomic_cmpswap D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_cmpswap VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_cmpswap", locals())


def global_atomic_cmpswap_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit compare-and-swap in global memory: writes DATA's low half where the memory value equals its high half; optionally returns the old value.

    ``global_atomic_cmpswap_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_cmpswap_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_cmpswap_x2", locals())


def global_atomic_dec(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: decrements the memory value, or sets it to DATA when it is 0 or above DATA (unsigned); optionally returns the old value.

    ``global_atomic_dec D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_dec VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_dec", locals())


def global_atomic_dec_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: decrements the memory value, or sets it to DATA when it is 0 or above DATA (unsigned); optionally returns the old value.

    ``global_atomic_dec_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_dec_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_dec_x2", locals())


def global_atomic_inc(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: increments the memory value, or sets it to 0 when it is already DATA or more (unsigned); optionally returns the old value.

    ``global_atomic_inc D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_inc VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_inc", locals())


def global_atomic_inc_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: increments the memory value, or sets it to 0 when it is already DATA or more (unsigned); optionally returns the old value.

    ``global_atomic_inc_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_inc_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_inc_x2", locals())


def global_atomic_max_f64(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit float read-modify-write in global memory: keeps the f64 maximum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_max_f64 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL, VGPRs)
    ``global_atomic_max_f64 D, VADDR, DATA, SADDR sc0 [offset] [nt]`` (GLOBAL, AGPRs)
    ``global_atomic_max_f64 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_max_f64", locals())


def global_atomic_min_f64(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit float read-modify-write in global memory: keeps the f64 minimum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_min_f64 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL, VGPRs)
    ``global_atomic_min_f64 D, VADDR, DATA, SADDR sc0 [offset] [nt]`` (GLOBAL, AGPRs)
    ``global_atomic_min_f64 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_min_f64", locals())


def global_atomic_or(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: ORs DATA into the memory value; optionally returns the old value.

    ``global_atomic_or D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_or VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_or", locals())


def global_atomic_or_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: ORs DATA into the memory value; optionally returns the old value.

    ``global_atomic_or_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_or_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_or_x2", locals())


def global_atomic_pk_add_bf16(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit float read-modify-write in global memory: adds the two bf16 halves of DATA to the two halves of the memory value; optionally returns the old value.

    ``global_atomic_pk_add_bf16 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_pk_add_bf16 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_pk_add_bf16", locals())


def global_atomic_pk_add_f16(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit float read-modify-write in global memory: adds the two f16 halves of DATA to the two halves of the memory value; optionally returns the old value.

    ``global_atomic_pk_add_f16 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL, VGPRs)
    ``global_atomic_pk_add_f16 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_pk_add_f16", locals())


def global_atomic_smax(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: keeps the signed maximum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_smax D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_smax VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_smax", locals())


def global_atomic_smax_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: keeps the signed maximum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_smax_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_smax_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_smax_x2", locals())


def global_atomic_smin(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: keeps the signed minimum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_smin D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_smin VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_smin", locals())


def global_atomic_smin_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: keeps the signed minimum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_smin_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_smin_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_smin_x2", locals())


def global_atomic_sub(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: subtracts DATA from the memory value (wrapping); optionally returns the old value.

    ``global_atomic_sub D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_sub VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_sub", locals())


def global_atomic_sub_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: subtracts DATA from the memory value (wrapping); optionally returns the old value.

    ``global_atomic_sub_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_sub_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_sub_x2", locals())


def global_atomic_swap(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: replaces the memory value with DATA; optionally returns the old value.

    ``global_atomic_swap D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_swap VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_swap", locals())


def global_atomic_swap_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: replaces the memory value with DATA; optionally returns the old value.

    ``global_atomic_swap_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_swap_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_swap_x2", locals())


def global_atomic_umax(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: keeps the unsigned maximum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_umax D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_umax VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_umax", locals())


def global_atomic_umax_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: keeps the unsigned maximum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_umax_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_umax_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_umax_x2", locals())


def global_atomic_umin(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: keeps the unsigned minimum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_umin D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_umin VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_umin", locals())


def global_atomic_umin_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: keeps the unsigned minimum of the memory value and DATA; optionally returns the old value.

    ``global_atomic_umin_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_umin_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_umin_x2", locals())


def global_atomic_xor(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 32-bit read-modify-write in global memory: XORs DATA into the memory value; optionally returns the old value.

    ``global_atomic_xor D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_xor VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_xor", locals())


def global_atomic_xor_x2(
    *operands: Scalar | VectorReg, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Atomic 64-bit read-modify-write in global memory: XORs DATA into the memory value; optionally returns the old value.

    ``global_atomic_xor_x2 D, VADDR, DATA, SADDR sc0 [offset] [nt] [sc1]`` (GLOBAL)
    ``global_atomic_xor_x2 VADDR, DATA, SADDR [offset] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_atomic_xor_x2", locals())


def global_load_dword(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads one dword, per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_dword D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_dword", locals())


def global_load_dwordx2(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads two consecutive dwords into a VGPR pair, per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_dwordx2 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_dwordx2", locals())


def global_load_dwordx3(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads three consecutive dwords into three VGPRs, per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_dwordx3 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_dwordx3", locals())


def global_load_dwordx4(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads four consecutive dwords into four VGPRs, per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_dwordx4 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_dwordx4", locals())


def global_load_lds_dword(
    vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads one dword per lane from global memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``global_load_lds_dword VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_lds_dword", locals())


def global_load_lds_dwordx3(
    vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads three dwords per lane from global memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``global_load_lds_dwordx3 VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_lds_dwordx3", locals())


def global_load_lds_dwordx4(
    vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads four dwords per lane from global memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``global_load_lds_dwordx4 VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_lds_dwordx4", locals())


def global_load_lds_sbyte(
    vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended to a dword, per lane from global memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``global_load_lds_sbyte VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_lds_sbyte", locals())


def global_load_lds_sshort(
    vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed 16-bit value, sign-extended to a dword, per lane from global memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``global_load_lds_sshort VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_lds_sshort", locals())


def global_load_lds_ubyte(
    vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended to a dword, per lane from global memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``global_load_lds_ubyte VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_lds_ubyte", locals())


def global_load_lds_ushort(
    vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned 16-bit value, zero-extended to a dword, per lane from global memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``global_load_lds_ushort VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_lds_ushort", locals())


def global_load_sbyte(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended to 32 bits, per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_sbyte D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_sbyte", locals())


def global_load_sbyte_d16(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended into the low 16 bits of D (the high half is kept), per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_sbyte_d16 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_sbyte_d16", locals())


def global_load_sbyte_d16_hi(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended into the high 16 bits of D (the low half is kept), per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_sbyte_d16_hi D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_sbyte_d16_hi", locals())


def global_load_short_d16(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a 16-bit value into the low half of D (the high half is kept), per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_short_d16 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_short_d16", locals())


def global_load_short_d16_hi(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a 16-bit value into the high half of D (the low half is kept), per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_short_d16_hi D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_short_d16_hi", locals())


def global_load_sshort(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed 16-bit value, sign-extended to 32 bits, per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_sshort D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_sshort", locals())


def global_load_ubyte(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended to 32 bits, per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_ubyte D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_ubyte", locals())


def global_load_ubyte_d16(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended into the low 16 bits of D (the high half is kept), per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_ubyte_d16 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_ubyte_d16", locals())


def global_load_ubyte_d16_hi(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended into the high 16 bits of D (the low half is kept), per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_ubyte_d16_hi D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_ubyte_d16_hi", locals())


def global_load_ushort(
    d: VectorReg, vaddr: VGPR, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned 16-bit value, zero-extended to 32 bits, per lane, from global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_load_ushort D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_load_ushort", locals())


def global_store_byte(
    vaddr: VGPR, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the low byte of DATA, per lane, to global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_store_byte VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_store_byte", locals())


def global_store_byte_d16_hi(
    vaddr: VGPR, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores bits 23:16 of DATA (the low byte of its high half), per lane, to global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_store_byte_d16_hi VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_store_byte_d16_hi", locals())


def global_store_dword(
    vaddr: VGPR, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores one dword, per lane, to global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_store_dword VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_store_dword", locals())


def global_store_dwordx2(
    vaddr: VGPR, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores two dwords from a VGPR pair, per lane, to global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_store_dwordx2 VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_store_dwordx2", locals())


def global_store_dwordx3(
    vaddr: VGPR, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores three dwords from three VGPRs, per lane, to global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_store_dwordx3 VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_store_dwordx3", locals())


def global_store_dwordx4(
    vaddr: VGPR, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores four dwords from four VGPRs, per lane, to global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_store_dwordx4 VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_store_dwordx4", locals())


def global_store_short(
    vaddr: VGPR, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the low 16 bits of DATA, per lane, to global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_store_short VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_store_short", locals())


def global_store_short_d16_hi(
    vaddr: VGPR, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the high 16 bits of DATA, per lane, to global memory (a VGPR-pair address, or an SGPR-pair base plus a VGPR offset, plus the signed offset).

    ``global_store_short_d16_hi VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (GLOBAL)
    """
    return _build("global_store_short_d16_hi", locals())


def s_abs_i32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Absolute value of a signed 32-bit value (0x80000000 stays negative); SCC is set when the result is non-zero.

    ``s_abs_i32 D, S0`` (SOP1)
    """
    return _build("s_abs_i32", locals())


def s_absdiff_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Absolute value of the wrapped 32-bit difference S0 - S1 (0x80000000 stays negative); SCC is set when the result is non-zero.

    ``s_absdiff_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_absdiff_i32", locals())


def s_add_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Signed 32-bit add; SCC is set on signed overflow (not a carry, so not for chaining).

    ``s_add_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_add_i32", locals())


def s_add_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Unsigned 32-bit add; SCC receives the carry out, ready for a following s_addc_u32.

    ``s_add_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_add_u32", locals())


def s_addc_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Unsigned 32-bit add that also adds SCC as carry in, and leaves the new carry out in SCC.

    ``s_addc_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_addc_u32", locals())


def s_addk_i32(d: Scalar, k: int, /) -> Instruction:
    """Adds the sign-extended immediate to D in place; SCC is set on signed overflow.

    ``s_addk_i32 D, K`` (SOPK)
    """
    return _build("s_addk_i32", locals())


def s_and_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise AND (a & b, a = S0, b = S1) over 32 bits; SCC is set when any result bit is 1.

    ``s_and_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_and_b32", locals())


def s_and_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise AND (a & b, a = S0, b = S1) over 64 bits; SCC is set when any result bit is 1.

    ``s_and_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_and_b64", locals())


def s_and_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to a & e (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_and_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_and_saveexec_b64", locals())


def s_andn1_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to ~a & e (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_andn1_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_andn1_saveexec_b64", locals())


def s_andn1_wrexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Sets EXEC to ~a & e (a = S0, e = old EXEC) and also writes that new EXEC to D; SCC is set when it is non-zero.

    ``s_andn1_wrexec_b64 D, S0`` (SOP1)
    """
    return _build("s_andn1_wrexec_b64", locals())


def s_andn2_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise ANDN2 (a & ~b, a = S0, b = S1) over 32 bits; SCC is set when any result bit is 1.

    ``s_andn2_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_andn2_b32", locals())


def s_andn2_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise ANDN2 (a & ~b, a = S0, b = S1) over 64 bits; SCC is set when any result bit is 1.

    ``s_andn2_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_andn2_b64", locals())


def s_andn2_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to a & ~e (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_andn2_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_andn2_saveexec_b64", locals())


def s_andn2_wrexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Sets EXEC to a & ~e (a = S0, e = old EXEC) and also writes that new EXEC to D; SCC is set when it is non-zero.

    ``s_andn2_wrexec_b64 D, S0`` (SOP1)
    """
    return _build("s_andn2_wrexec_b64", locals())


def s_ashr_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Arithmetic right shift of a 32-bit value by S1[4:0]; SCC is set when the result is non-zero.

    ``s_ashr_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_ashr_i32", locals())


def s_ashr_i64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Arithmetic right shift of a 64-bit value by S1[5:0]; SCC is set when the result is non-zero.

    ``s_ashr_i64 D, S0, S1`` (SOP2)
    """
    return _build("s_ashr_i64", locals())


def s_atc_probe(sdata: int, sbase: Scalar, offset: Scalar | int, /) -> Instruction:
    """Probes the address translation of (or prefetches) the 64-bit address in an SGPR pair plus the offset; the immediate selects the action; nothing is modelled.

    ``s_atc_probe SDATA, SBASE, OFFSET`` (SMEM)
    """
    return _build("s_atc_probe", locals())


def s_atc_probe_buffer(sdata: int, sbase: Scalar, offset: Scalar | int, /) -> Instruction:
    """Probes the address translation of (or prefetches) the buffer described by 4 SGPRs at the offset; the immediate selects the action; nothing is modelled.

    ``s_atc_probe_buffer SDATA, SBASE, OFFSET`` (SMEM)
    """
    return _build("s_atc_probe_buffer", locals())


def s_atomic_add(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: adds SDATA to the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_add SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_add", locals())


def s_atomic_add_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: adds SDATA to the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_add_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_add_x2", locals())


def s_atomic_and(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: ANDs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_and SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_and", locals())


def s_atomic_and_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: ANDs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_and_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_and_x2", locals())


def s_atomic_cmpswap(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit compare-and-swap at the 64-bit address in an SGPR pair plus the offset: memory takes the low half of SDATA if it equals the high half; with glc the old value is returned.

    ``s_atomic_cmpswap SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_cmpswap", locals())


def s_atomic_cmpswap_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit compare-and-swap at the 64-bit address in an SGPR pair plus the offset: memory takes the low half of SDATA if it equals the high half; with glc the old value is returned.

    ``s_atomic_cmpswap_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_cmpswap_x2", locals())


def s_atomic_dec(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: decrements the memory value, reloading SDATA when it is 0 or above SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_dec SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_dec", locals())


def s_atomic_dec_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: decrements the memory value, reloading SDATA when it is 0 or above SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_dec_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_dec_x2", locals())


def s_atomic_inc(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: increments the memory value, wrapping to 0 once it reaches SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_inc SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_inc", locals())


def s_atomic_inc_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: increments the memory value, wrapping to 0 once it reaches SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_inc_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_inc_x2", locals())


def s_atomic_or(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: ORs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_or SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_or", locals())


def s_atomic_or_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: ORs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_or_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_or_x2", locals())


def s_atomic_smax(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: stores the signed maximum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_smax SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_smax", locals())


def s_atomic_smax_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: stores the signed maximum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_smax_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_smax_x2", locals())


def s_atomic_smin(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: stores the signed minimum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_smin SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_smin", locals())


def s_atomic_smin_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: stores the signed minimum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_smin_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_smin_x2", locals())


def s_atomic_sub(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: subtracts SDATA from the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_sub SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_sub", locals())


def s_atomic_sub_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: subtracts SDATA from the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_sub_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_sub_x2", locals())


def s_atomic_swap(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: replaces the memory value with SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_swap SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_swap", locals())


def s_atomic_swap_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: replaces the memory value with SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_swap_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_swap_x2", locals())


def s_atomic_umax(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: stores the unsigned maximum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_umax SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_umax", locals())


def s_atomic_umax_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: stores the unsigned maximum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_umax_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_umax_x2", locals())


def s_atomic_umin(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: stores the unsigned minimum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_umin SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_umin", locals())


def s_atomic_umin_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: stores the unsigned minimum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_atomic_umin_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_umin_x2", locals())


def s_atomic_xor(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic at the 64-bit address in an SGPR pair plus the offset: XORs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_xor SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_xor", locals())


def s_atomic_xor_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic at the 64-bit address in an SGPR pair plus the offset: XORs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_atomic_xor_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_atomic_xor_x2", locals())


def s_barrier() -> Instruction:
    """Waits until every live wave of the work-group has reached a barrier.

    ``s_barrier`` (SOPP)
    """
    return _build("s_barrier", locals())


def s_bcnt0_i32_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Counts the zero bits of a 32-bit value; SCC is set when the count is non-zero.

    ``s_bcnt0_i32_b32 D, S0`` (SOP1)
    """
    return _build("s_bcnt0_i32_b32", locals())


def s_bcnt0_i32_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Counts the zero bits of a 64-bit value; SCC is set when the count is non-zero.

    ``s_bcnt0_i32_b64 D, S0`` (SOP1)
    """
    return _build("s_bcnt0_i32_b64", locals())


def s_bcnt1_i32_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Counts the one bits of a 32-bit value; SCC is set when the count is non-zero.

    ``s_bcnt1_i32_b32 D, S0`` (SOP1)
    """
    return _build("s_bcnt1_i32_b32", locals())


def s_bcnt1_i32_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Counts the one bits of a 64-bit value; SCC is set when the count is non-zero.

    ``s_bcnt1_i32_b64 D, S0`` (SOP1)
    """
    return _build("s_bcnt1_i32_b64", locals())


def s_bfe_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Extracts a bit field from a 32-bit value (offset in S1[4:0], width in S1[22:16]) and sign-extends it; SCC is set when the result is non-zero.

    ``s_bfe_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_bfe_i32", locals())


def s_bfe_i64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Extracts a bit field from a 64-bit value (offset in S1[5:0], width in S1[22:16]) and sign-extends it; SCC is set when the result is non-zero.

    ``s_bfe_i64 D, S0, S1`` (SOP2)
    """
    return _build("s_bfe_i64", locals())


def s_bfe_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Extracts a bit field from a 32-bit value (offset in S1[4:0], width in S1[22:16]) and zero-extends it; SCC is set when the result is non-zero.

    ``s_bfe_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_bfe_u32", locals())


def s_bfe_u64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Extracts a bit field from a 64-bit value (offset in S1[5:0], width in S1[22:16]) and zero-extends it; SCC is set when the result is non-zero.

    ``s_bfe_u64 D, S0, S1`` (SOP2)
    """
    return _build("s_bfe_u64", locals())


def s_bfm_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Builds a 32-bit mask of S0[4:0] consecutive ones starting at bit S1[4:0]; SCC is unchanged.

    ``s_bfm_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_bfm_b32", locals())


def s_bfm_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Builds a 64-bit mask of S0[5:0] consecutive ones starting at bit S1[5:0]; SCC is unchanged.

    ``s_bfm_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_bfm_b64", locals())


def s_bitcmp0_b32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC when bit S1[4:0] of the 32-bit value S0 is 0.

    ``s_bitcmp0_b32 S0, S1`` (SOPC)
    """
    return _build("s_bitcmp0_b32", locals())


def s_bitcmp0_b64(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC when bit S1[5:0] of the 64-bit value S0 is 0.

    ``s_bitcmp0_b64 S0, S1`` (SOPC)
    """
    return _build("s_bitcmp0_b64", locals())


def s_bitcmp1_b32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC when bit S1[4:0] of the 32-bit value S0 is 1.

    ``s_bitcmp1_b32 S0, S1`` (SOPC)
    """
    return _build("s_bitcmp1_b32", locals())


def s_bitcmp1_b64(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC when bit S1[5:0] of the 64-bit value S0 is 1.

    ``s_bitcmp1_b64 S0, S1`` (SOPC)
    """
    return _build("s_bitcmp1_b64", locals())


def s_bitreplicate_b64_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Doubles every bit of a 32-bit value into two adjacent bits of a 64-bit result (quad mask back to lane mask).

    ``s_bitreplicate_b64_b32 D, S0`` (SOP1)
    """
    return _build("s_bitreplicate_b64_b32", locals())


def s_bitset0_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Read-modify-write of D: the bit selected by S0[4:0] is cleared, the other bits are kept; SCC is unchanged.

    ``s_bitset0_b32 D, S0`` (SOP1)
    """
    return _build("s_bitset0_b32", locals())


def s_bitset0_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Read-modify-write of D: the bit selected by S0[5:0] is cleared, the other bits are kept; SCC is unchanged.

    ``s_bitset0_b64 D, S0`` (SOP1)
    """
    return _build("s_bitset0_b64", locals())


def s_bitset1_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Read-modify-write of D: the bit selected by S0[4:0] is set, the other bits are kept; SCC is unchanged.

    ``s_bitset1_b32 D, S0`` (SOP1)
    """
    return _build("s_bitset1_b32", locals())


def s_bitset1_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Read-modify-write of D: the bit selected by S0[5:0] is set, the other bits are kept; SCC is unchanged.

    ``s_bitset1_b64 D, S0`` (SOP1)
    """
    return _build("s_bitset1_b64", locals())


def s_branch(k: Target, /) -> Instruction:
    """Unconditional PC-relative jump by a signed number of dwords counted from the next instruction.

    ``s_branch K`` (SOPP)
    """
    return _build("s_branch", locals())


def s_brev_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Reverses the order of the bits of a 32-bit value; SCC is unchanged.

    ``s_brev_b32 D, S0`` (SOP1)
    """
    return _build("s_brev_b32", locals())


def s_brev_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Reverses the order of the bits of a 64-bit value; SCC is unchanged.

    ``s_brev_b64 D, S0`` (SOP1)
    """
    return _build("s_brev_b64", locals())


def s_buffer_atomic_add(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: adds SDATA to the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_add SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_add", locals())


def s_buffer_atomic_add_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: adds SDATA to the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_add_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_add_x2", locals())


def s_buffer_atomic_and(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: ANDs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_and SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_and", locals())


def s_buffer_atomic_and_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: ANDs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_and_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_and_x2", locals())


def s_buffer_atomic_cmpswap(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit compare-and-swap in the buffer described by 4 SGPRs, at the offset: memory takes the low half of SDATA if it equals the high half; with glc the old value is returned.

    ``s_buffer_atomic_cmpswap SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_cmpswap", locals())


def s_buffer_atomic_cmpswap_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit compare-and-swap in the buffer described by 4 SGPRs, at the offset: memory takes the low half of SDATA if it equals the high half; with glc the old value is returned.

    ``s_buffer_atomic_cmpswap_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_cmpswap_x2", locals())


def s_buffer_atomic_dec(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: decrements the memory value, reloading SDATA when it is 0 or above SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_dec SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_dec", locals())


def s_buffer_atomic_dec_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: decrements the memory value, reloading SDATA when it is 0 or above SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_dec_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_dec_x2", locals())


def s_buffer_atomic_inc(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: increments the memory value, wrapping to 0 once it reaches SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_inc SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_inc", locals())


def s_buffer_atomic_inc_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: increments the memory value, wrapping to 0 once it reaches SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_inc_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_inc_x2", locals())


def s_buffer_atomic_or(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: ORs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_or SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_or", locals())


def s_buffer_atomic_or_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: ORs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_or_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_or_x2", locals())


def s_buffer_atomic_smax(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: stores the signed maximum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_smax SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_smax", locals())


def s_buffer_atomic_smax_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: stores the signed maximum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_smax_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_smax_x2", locals())


def s_buffer_atomic_smin(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: stores the signed minimum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_smin SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_smin", locals())


def s_buffer_atomic_smin_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: stores the signed minimum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_smin_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_smin_x2", locals())


def s_buffer_atomic_sub(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: subtracts SDATA from the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_sub SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_sub", locals())


def s_buffer_atomic_sub_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: subtracts SDATA from the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_sub_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_sub_x2", locals())


def s_buffer_atomic_swap(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: replaces the memory value with SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_swap SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_swap", locals())


def s_buffer_atomic_swap_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: replaces the memory value with SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_swap_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_swap_x2", locals())


def s_buffer_atomic_umax(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: stores the unsigned maximum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_umax SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_umax", locals())


def s_buffer_atomic_umax_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: stores the unsigned maximum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_umax_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_umax_x2", locals())


def s_buffer_atomic_umin(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: stores the unsigned minimum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_umin SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_umin", locals())


def s_buffer_atomic_umin_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: stores the unsigned minimum of memory and SDATA; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_umin_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_umin_x2", locals())


def s_buffer_atomic_xor(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 32-bit atomic in the buffer described by 4 SGPRs, at the offset: XORs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_xor SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_xor", locals())


def s_buffer_atomic_xor_x2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Scalar 64-bit atomic in the buffer described by 4 SGPRs, at the offset: XORs SDATA into the memory value; with glc the old value is returned in SDATA.

    ``s_buffer_atomic_xor_x2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_atomic_xor_x2", locals())


def s_buffer_load_dword(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 1 dword into SGPRs from the buffer whose resource descriptor is in 4 SGPRs, at the given byte offset; glc selects the coherent cache policy.

    ``s_buffer_load_dword SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_load_dword", locals())


def s_buffer_load_dwordx16(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 16 dwords into SGPRs from the buffer whose resource descriptor is in 4 SGPRs, at the given byte offset; glc selects the coherent cache policy.

    ``s_buffer_load_dwordx16 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_load_dwordx16", locals())


def s_buffer_load_dwordx2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 2 dwords into SGPRs from the buffer whose resource descriptor is in 4 SGPRs, at the given byte offset; glc selects the coherent cache policy.

    ``s_buffer_load_dwordx2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_load_dwordx2", locals())


def s_buffer_load_dwordx4(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 4 dwords into SGPRs from the buffer whose resource descriptor is in 4 SGPRs, at the given byte offset; glc selects the coherent cache policy.

    ``s_buffer_load_dwordx4 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_load_dwordx4", locals())


def s_buffer_load_dwordx8(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 8 dwords into SGPRs from the buffer whose resource descriptor is in 4 SGPRs, at the given byte offset; glc selects the coherent cache policy.

    ``s_buffer_load_dwordx8 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_load_dwordx8", locals())


def s_buffer_store_dword(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 1 dword from SGPRs to the buffer whose resource descriptor is in 4 SGPRs, at the given byte offset; glc selects the coherent cache policy.

    ``s_buffer_store_dword SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_store_dword", locals())


def s_buffer_store_dwordx2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 2 dwords from SGPRs to the buffer whose resource descriptor is in 4 SGPRs, at the given byte offset; glc selects the coherent cache policy.

    ``s_buffer_store_dwordx2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_store_dwordx2", locals())


def s_buffer_store_dwordx4(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 4 dwords from SGPRs to the buffer whose resource descriptor is in 4 SGPRs, at the given byte offset; glc selects the coherent cache policy.

    ``s_buffer_store_dwordx4 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_buffer_store_dwordx4", locals())


def s_call_b64(d: Scalar, k: Target, /) -> Instruction:
    """Short subroutine call; saves the address of the next instruction in D and jumps PC-relative.

    ``s_call_b64 D, K`` (SOPK)
    """
    return _build("s_call_b64", locals())


def s_cbranch_cdbgsys(k: Target, /) -> Instruction:
    """PC-relative branch taken when the system conditional-debug status bit is set.

    ``s_cbranch_cdbgsys K`` (SOPP)
    """
    return _build("s_cbranch_cdbgsys", locals())


def s_cbranch_cdbgsys_and_user(k: Target, /) -> Instruction:
    """PC-relative branch taken when both conditional-debug status bits are set.

    ``s_cbranch_cdbgsys_and_user K`` (SOPP)
    """
    return _build("s_cbranch_cdbgsys_and_user", locals())


def s_cbranch_cdbgsys_or_user(k: Target, /) -> Instruction:
    """PC-relative branch taken when either conditional-debug status bit is set.

    ``s_cbranch_cdbgsys_or_user K`` (SOPP)
    """
    return _build("s_cbranch_cdbgsys_or_user", locals())


def s_cbranch_cdbguser(k: Target, /) -> Instruction:
    """PC-relative branch taken when the user conditional-debug status bit is set.

    ``s_cbranch_cdbguser K`` (SOPP)
    """
    return _build("s_cbranch_cdbguser", locals())


def s_cbranch_execnz(k: Target, /) -> Instruction:
    """PC-relative branch taken when EXEC is not all zero.

    ``s_cbranch_execnz K`` (SOPP)
    """
    return _build("s_cbranch_execnz", locals())


def s_cbranch_execz(k: Target, /) -> Instruction:
    """PC-relative branch taken when EXEC is all zero (no lane active).

    ``s_cbranch_execz K`` (SOPP)
    """
    return _build("s_cbranch_execz", locals())


def s_cbranch_g_fork(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Divergent branch to the address in S1 using the hardware branch stack: lanes of EXEC selected by the mask S0 and the other lanes run one after the other, the smaller group first, the rest being pushed for a later s_cbranch_join.

    ``s_cbranch_g_fork S0, S1`` (SOP2)
    """
    return _build("s_cbranch_g_fork", locals())


def s_cbranch_i_fork(s0: Scalar, k: Target, /) -> Instruction:
    """Divergent PC-relative branch using the hardware branch stack: the lanes selected by the mask S0 and the remaining lanes run one after the other, the smaller group first, the rest being pushed for a later s_cbranch_join.

    ``s_cbranch_i_fork S0, K`` (SOPK)
    """
    return _build("s_cbranch_i_fork", locals())


def s_cbranch_join(s0: Scalar, /) -> Instruction:
    """Reconvergence point of a fork: unless the branch-stack pointer already equals the saved value in S0, pops one entry and continues there with its lane mask.

    ``s_cbranch_join S0`` (SOP1)
    """
    return _build("s_cbranch_join", locals())


def s_cbranch_scc0(k: Target, /) -> Instruction:
    """PC-relative branch taken when SCC is 0.

    ``s_cbranch_scc0 K`` (SOPP)
    """
    return _build("s_cbranch_scc0", locals())


def s_cbranch_scc1(k: Target, /) -> Instruction:
    """PC-relative branch taken when SCC is 1.

    ``s_cbranch_scc1 K`` (SOPP)
    """
    return _build("s_cbranch_scc1", locals())


def s_cbranch_vccnz(k: Target, /) -> Instruction:
    """PC-relative branch taken when VCC is not all zero.

    ``s_cbranch_vccnz K`` (SOPP)
    """
    return _build("s_cbranch_vccnz", locals())


def s_cbranch_vccz(k: Target, /) -> Instruction:
    """PC-relative branch taken when VCC is all zero.

    ``s_cbranch_vccz K`` (SOPP)
    """
    return _build("s_cbranch_vccz", locals())


def s_cmov_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Copies a 32-bit scalar value only when SCC is 1.

    ``s_cmov_b32 D, S0`` (SOP1)
    """
    return _build("s_cmov_b32", locals())


def s_cmov_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Copies a 64-bit scalar value only when SCC is 1.

    ``s_cmov_b64 D, S0`` (SOP1)
    """
    return _build("s_cmov_b64", locals())


def s_cmovk_i32(d: Scalar, k: int, /) -> Instruction:
    """Writes the sign-extended 16-bit immediate to D only when SCC is 1.

    ``s_cmovk_i32 D, K`` (SOPK)
    """
    return _build("s_cmovk_i32", locals())


def s_cmp_eq_i32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 == S1) on signed 32-bit values.

    ``s_cmp_eq_i32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_eq_i32", locals())


def s_cmp_eq_u32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 == S1) on unsigned 32-bit values.

    ``s_cmp_eq_u32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_eq_u32", locals())


def s_cmp_eq_u64(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 == S1) on 64-bit values.

    ``s_cmp_eq_u64 S0, S1`` (SOPC)
    """
    return _build("s_cmp_eq_u64", locals())


def s_cmp_ge_i32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 >= S1) on signed 32-bit values.

    ``s_cmp_ge_i32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_ge_i32", locals())


def s_cmp_ge_u32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 >= S1) on unsigned 32-bit values.

    ``s_cmp_ge_u32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_ge_u32", locals())


def s_cmp_gt_i32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 > S1) on signed 32-bit values.

    ``s_cmp_gt_i32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_gt_i32", locals())


def s_cmp_gt_u32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 > S1) on unsigned 32-bit values.

    ``s_cmp_gt_u32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_gt_u32", locals())


def s_cmp_le_i32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 <= S1) on signed 32-bit values.

    ``s_cmp_le_i32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_le_i32", locals())


def s_cmp_le_u32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 <= S1) on unsigned 32-bit values.

    ``s_cmp_le_u32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_le_u32", locals())


def s_cmp_lg_i32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 != S1) on signed 32-bit values.

    ``s_cmp_lg_i32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_lg_i32", locals())


def s_cmp_lg_u32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 != S1) on unsigned 32-bit values.

    ``s_cmp_lg_u32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_lg_u32", locals())


def s_cmp_lg_u64(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 != S1) on 64-bit values.

    ``s_cmp_lg_u64 S0, S1`` (SOPC)
    """
    return _build("s_cmp_lg_u64", locals())


def s_cmp_lt_i32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 < S1) on signed 32-bit values.

    ``s_cmp_lt_i32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_lt_i32", locals())


def s_cmp_lt_u32(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets SCC to (S0 < S1) on unsigned 32-bit values.

    ``s_cmp_lt_u32 S0, S1`` (SOPC)
    """
    return _build("s_cmp_lt_u32", locals())


def s_cmpk_eq_i32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 == K) as i32, with the immediate sign-extended.

    ``s_cmpk_eq_i32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_eq_i32", locals())


def s_cmpk_eq_u32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 == K) as u32, with the immediate zero-extended.

    ``s_cmpk_eq_u32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_eq_u32", locals())


def s_cmpk_ge_i32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 >= K) as i32, with the immediate sign-extended.

    ``s_cmpk_ge_i32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_ge_i32", locals())


def s_cmpk_ge_u32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 >= K) as u32, with the immediate zero-extended.

    ``s_cmpk_ge_u32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_ge_u32", locals())


def s_cmpk_gt_i32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 > K) as i32, with the immediate sign-extended.

    ``s_cmpk_gt_i32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_gt_i32", locals())


def s_cmpk_gt_u32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 > K) as u32, with the immediate zero-extended.

    ``s_cmpk_gt_u32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_gt_u32", locals())


def s_cmpk_le_i32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 <= K) as i32, with the immediate sign-extended.

    ``s_cmpk_le_i32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_le_i32", locals())


def s_cmpk_le_u32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 <= K) as u32, with the immediate zero-extended.

    ``s_cmpk_le_u32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_le_u32", locals())


def s_cmpk_lg_i32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 != K) as i32, with the immediate sign-extended.

    ``s_cmpk_lg_i32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_lg_i32", locals())


def s_cmpk_lg_u32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 != K) as u32, with the immediate zero-extended.

    ``s_cmpk_lg_u32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_lg_u32", locals())


def s_cmpk_lt_i32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 < K) as i32, with the immediate sign-extended.

    ``s_cmpk_lt_i32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_lt_i32", locals())


def s_cmpk_lt_u32(s0: Scalar, k: int, /) -> Instruction:
    """Sets SCC to (S0 < K) as u32, with the immediate zero-extended.

    ``s_cmpk_lt_u32 S0, K`` (SOPK)
    """
    return _build("s_cmpk_lt_u32", locals())


def s_cselect_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Copies S0 when SCC is 1 and S1 otherwise (32-bit); SCC is unchanged.

    ``s_cselect_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_cselect_b32", locals())


def s_cselect_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Copies S0 when SCC is 1 and S1 otherwise (64-bit); SCC is unchanged.

    ``s_cselect_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_cselect_b64", locals())


def s_dcache_discard(sbase: Scalar, offset: Scalar | int, /) -> Instruction:
    """Drops the 64-byte line of the scalar data cache at the address (SGPR pair plus offset, low 6 bits ignored) without writing it back; nothing is modelled.

    ``s_dcache_discard SBASE, OFFSET`` (SMEM)
    """
    return _build("s_dcache_discard", locals())


def s_dcache_discard_x2(sbase: Scalar, offset: Scalar | int, /) -> Instruction:
    """Drops two consecutive 64-byte lines of the scalar data cache at the address (SGPR pair plus offset, low 6 bits ignored) without writing it back; nothing is modelled.

    ``s_dcache_discard_x2 SBASE, OFFSET`` (SMEM)
    """
    return _build("s_dcache_discard_x2", locals())


def s_dcache_inv() -> Instruction:
    """Invalidates every line of the scalar data cache; no cache is modelled.

    ``s_dcache_inv`` (SMEM)
    """
    return _build("s_dcache_inv", locals())


def s_dcache_inv_vol() -> Instruction:
    """Invalidates the volatile lines of the scalar data cache; no cache is modelled.

    ``s_dcache_inv_vol`` (SMEM)
    """
    return _build("s_dcache_inv_vol", locals())


def s_dcache_wb() -> Instruction:
    """Writes every dirty line of the scalar data cache back to memory; no cache is modelled.

    ``s_dcache_wb`` (SMEM)
    """
    return _build("s_dcache_wb", locals())


def s_dcache_wb_vol() -> Instruction:
    """Writes the dirty volatile lines of the scalar data cache back to memory; no cache is modelled.

    ``s_dcache_wb_vol`` (SMEM)
    """
    return _build("s_dcache_wb_vol", locals())


def s_decperflevel(k: int, /) -> Instruction:
    """Decrements the performance counter selected by SIMM16[3:0]; not modelled.

    ``s_decperflevel K`` (SOPP)
    """
    return _build("s_decperflevel", locals())


def s_endpgm(**modifiers: Unpack[_Modifiers9]) -> Instruction:
    """End of the program: the wave terminates.

    ``s_endpgm [imm]`` (SOPP)
    """
    return _build("s_endpgm", locals())


def s_endpgm_ordered_ps_done() -> Instruction:
    """End of the program that also leaves the POPS ordered section: the wave terminates.

    ``s_endpgm_ordered_ps_done`` (SOPP)
    """
    return _build("s_endpgm_ordered_ps_done", locals())


def s_endpgm_saved() -> Instruction:
    """End of a wave saved by the context-switch handler: the wave terminates.

    ``s_endpgm_saved`` (SOPP)
    """
    return _build("s_endpgm_saved", locals())


def s_ff0_i32_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Bit index of the lowest zero bit of a 32-bit value, or -1 when there is none; SCC is unchanged.

    ``s_ff0_i32_b32 D, S0`` (SOP1)
    """
    return _build("s_ff0_i32_b32", locals())


def s_ff0_i32_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Bit index of the lowest zero bit of a 64-bit value, or -1 when there is none; SCC is unchanged.

    ``s_ff0_i32_b64 D, S0`` (SOP1)
    """
    return _build("s_ff0_i32_b64", locals())


def s_ff1_i32_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Bit index of the lowest one bit of a 32-bit value, or -1 when there is none; SCC is unchanged.

    ``s_ff1_i32_b32 D, S0`` (SOP1)
    """
    return _build("s_ff1_i32_b32", locals())


def s_ff1_i32_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Bit index of the lowest one bit of a 64-bit value, or -1 when there is none; SCC is unchanged.

    ``s_ff1_i32_b64 D, S0`` (SOP1)
    """
    return _build("s_ff1_i32_b64", locals())


def s_flbit_i32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Number of bits below the sign bit of a signed 32-bit value that equal it, or -1 when all bits are equal; SCC is unchanged.

    ``s_flbit_i32 D, S0`` (SOP1)
    """
    return _build("s_flbit_i32", locals())


def s_flbit_i32_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Number of zero bits above the highest one bit of a 32-bit value, or -1 when there is none; SCC is unchanged.

    ``s_flbit_i32_b32 D, S0`` (SOP1)
    """
    return _build("s_flbit_i32_b32", locals())


def s_flbit_i32_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Number of zero bits above the highest one bit of a 64-bit value, or -1 when there is none; SCC is unchanged.

    ``s_flbit_i32_b64 D, S0`` (SOP1)
    """
    return _build("s_flbit_i32_b64", locals())


def s_flbit_i32_i64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Number of bits below the sign bit of a signed 64-bit value that equal it, or -1 when all bits are equal; SCC is unchanged.

    ``s_flbit_i32_i64 D, S0`` (SOP1)
    """
    return _build("s_flbit_i32_i64", locals())


def s_getpc_b64(d: Scalar, /) -> Instruction:
    """Writes the byte address of the following instruction to an SGPR pair.

    ``s_getpc_b64 D`` (SOP1)
    """
    return _build("s_getpc_b64", locals())


def s_getreg_b32(d: Scalar, k: int | Text | str, /) -> Instruction:
    """Reads a bit field of a hardware register (register id, bit offset and bit count packed in the immediate) into the low bits of D, zero-filling the rest; STATUS's SCC, EXECZ and VCCZ bits (0, 9, 10) reflect the wave's SCC, EXEC and VCC.

    ``s_getreg_b32 D, K`` (SOPK)
    """
    return _build("s_getreg_b32", locals())


def s_icache_inv() -> Instruction:
    """Invalidates the whole instruction cache; not modelled.

    ``s_icache_inv`` (SOPP)
    """
    return _build("s_icache_inv", locals())


def s_incperflevel(k: int, /) -> Instruction:
    """Increments the performance counter selected by SIMM16[3:0]; not modelled.

    ``s_incperflevel K`` (SOPP)
    """
    return _build("s_incperflevel", locals())


def s_load_dword(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 1 dword into SGPRs from the 64-bit byte address in an SGPR pair plus the offset; glc selects the coherent cache policy.

    ``s_load_dword SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_load_dword", locals())


def s_load_dwordx16(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 16 dwords into SGPRs from the 64-bit byte address in an SGPR pair plus the offset; glc selects the coherent cache policy.

    ``s_load_dwordx16 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_load_dwordx16", locals())


def s_load_dwordx2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 2 dwords into SGPRs from the 64-bit byte address in an SGPR pair plus the offset; glc selects the coherent cache policy.

    ``s_load_dwordx2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_load_dwordx2", locals())


def s_load_dwordx4(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 4 dwords into SGPRs from the 64-bit byte address in an SGPR pair plus the offset; glc selects the coherent cache policy.

    ``s_load_dwordx4 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_load_dwordx4", locals())


def s_load_dwordx8(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 8 dwords into SGPRs from the 64-bit byte address in an SGPR pair plus the offset; glc selects the coherent cache policy.

    ``s_load_dwordx8 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_load_dwordx8", locals())


def s_lshl1_add_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Adds S1 to S0 shifted left by 1 (scaled index); SCC is set when the exact sum does not fit in 32 bits.

    ``s_lshl1_add_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_lshl1_add_u32", locals())


def s_lshl2_add_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Adds S1 to S0 shifted left by 2 (scaled index); SCC is set when the exact sum does not fit in 32 bits.

    ``s_lshl2_add_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_lshl2_add_u32", locals())


def s_lshl3_add_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Adds S1 to S0 shifted left by 3 (scaled index); SCC is set when the exact sum does not fit in 32 bits.

    ``s_lshl3_add_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_lshl3_add_u32", locals())


def s_lshl4_add_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Adds S1 to S0 shifted left by 4 (scaled index); SCC is set when the exact sum does not fit in 32 bits.

    ``s_lshl4_add_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_lshl4_add_u32", locals())


def s_lshl_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Logical left shift of a 32-bit value by S1[4:0]; SCC is set when the result is non-zero.

    ``s_lshl_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_lshl_b32", locals())


def s_lshl_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Logical left shift of a 64-bit value by S1[5:0]; SCC is set when the result is non-zero.

    ``s_lshl_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_lshl_b64", locals())


def s_lshr_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Logical right shift of a 32-bit value by S1[4:0]; SCC is set when the result is non-zero.

    ``s_lshr_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_lshr_b32", locals())


def s_lshr_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Logical right shift of a 64-bit value by S1[5:0]; SCC is set when the result is non-zero.

    ``s_lshr_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_lshr_b64", locals())


def s_max_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Picks the larger of two signed 32-bit values; SCC tells whether S0 was the one picked (S0 >= S1).

    ``s_max_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_max_i32", locals())


def s_max_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Picks the larger of two unsigned 32-bit values; SCC tells whether S0 was the one picked (S0 >= S1).

    ``s_max_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_max_u32", locals())


def s_memrealtime(sdata: Scalar, /) -> Instruction:
    """Reads the 64-bit real-time counter (a fixed-frequency clock independent of power states) into an SGPR pair.

    ``s_memrealtime SDATA`` (SMEM)
    """
    return _build("s_memrealtime", locals())


def s_memtime(sdata: Scalar, /) -> Instruction:
    """Reads the 64-bit shader-clock counter into an SGPR pair.

    ``s_memtime SDATA`` (SMEM)
    """
    return _build("s_memtime", locals())


def s_min_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Picks the smaller of two signed 32-bit values; SCC tells whether S0 was the one picked (S0 < S1).

    ``s_min_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_min_i32", locals())


def s_min_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Picks the smaller of two unsigned 32-bit values; SCC tells whether S0 was the one picked (S0 < S1).

    ``s_min_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_min_u32", locals())


def s_mov_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Copies a 32-bit scalar value; SCC is unchanged.

    ``s_mov_b32 D, S0`` (SOP1)
    """
    return _build("s_mov_b32", locals())


def s_mov_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Copies a 64-bit scalar value; SCC is unchanged.

    ``s_mov_b64 D, S0`` (SOP1)
    """
    return _build("s_mov_b64", locals())


def s_movk_i32(d: Scalar, k: int, /) -> Instruction:
    """Writes the sign-extended 16-bit immediate to D.

    ``s_movk_i32 D, K`` (SOPK)
    """
    return _build("s_movk_i32", locals())


def s_movreld_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Relative-destination move; writes S0 to the SGPR whose number is D's register number plus M0.

    ``s_movreld_b32 D, S0`` (SOP1)
    """
    return _build("s_movreld_b32", locals())


def s_movreld_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Relative-destination 64-bit move; writes S0 to the SGPR pair starting at D's register number plus M0 (M0 even).

    ``s_movreld_b64 D, S0`` (SOP1)
    """
    return _build("s_movreld_b64", locals())


def s_movrels_b32(d: Scalar, s0: Scalar, /) -> Instruction:
    """Relative-source move; reads the SGPR whose number is S0's register number plus M0.

    ``s_movrels_b32 D, S0`` (SOP1)
    """
    return _build("s_movrels_b32", locals())


def s_movrels_b64(d: Scalar, s0: Scalar, /) -> Instruction:
    """Relative-source 64-bit move; reads the SGPR pair starting at S0's register number plus M0 (M0 even).

    ``s_movrels_b64 D, S0`` (SOP1)
    """
    return _build("s_movrels_b64", locals())


def s_mul_hi_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """High 32 bits of the full 64-bit product of two signed 32-bit values; SCC is unchanged.

    ``s_mul_hi_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_mul_hi_i32", locals())


def s_mul_hi_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """High 32 bits of the full 64-bit product of two unsigned 32-bit values; SCC is unchanged.

    ``s_mul_hi_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_mul_hi_u32", locals())


def s_mul_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Low 32 bits of the product of two 32-bit integers; SCC is not changed.

    ``s_mul_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_mul_i32", locals())


def s_mulk_i32(d: Scalar, k: int, /) -> Instruction:
    """Multiplies D in place by the sign-extended immediate, keeping the low 32 bits; SCC is unchanged.

    ``s_mulk_i32 D, K`` (SOPK)
    """
    return _build("s_mulk_i32", locals())


def s_nand_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise NAND (~(a & b), a = S0, b = S1) over 32 bits; SCC is set when any result bit is 1.

    ``s_nand_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_nand_b32", locals())


def s_nand_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise NAND (~(a & b), a = S0, b = S1) over 64 bits; SCC is set when any result bit is 1.

    ``s_nand_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_nand_b64", locals())


def s_nand_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to ~(a & e) (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_nand_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_nand_saveexec_b64", locals())


def s_nop(k: int, /) -> Instruction:
    """Idles for SIMM16[3:0] + 1 wait states (1 to 16; MI200 12.5 counts them so, CDNA4 12.5 says 0 to 15), e.g. to cover hazards; no other effect.

    ``s_nop K`` (SOPP)
    """
    return _build("s_nop", locals())


def s_nor_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise NOR (~(a | b), a = S0, b = S1) over 32 bits; SCC is set when any result bit is 1.

    ``s_nor_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_nor_b32", locals())


def s_nor_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise NOR (~(a | b), a = S0, b = S1) over 64 bits; SCC is set when any result bit is 1.

    ``s_nor_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_nor_b64", locals())


def s_nor_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to ~(a | e) (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_nor_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_nor_saveexec_b64", locals())


def s_not_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Inverts every bit of a 32-bit value; SCC is set when the result is non-zero.

    ``s_not_b32 D, S0`` (SOP1)
    """
    return _build("s_not_b32", locals())


def s_not_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Inverts every bit of a 64-bit value; SCC is set when the result is non-zero.

    ``s_not_b64 D, S0`` (SOP1)
    """
    return _build("s_not_b64", locals())


def s_or_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise OR (a | b, a = S0, b = S1) over 32 bits; SCC is set when any result bit is 1.

    ``s_or_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_or_b32", locals())


def s_or_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise OR (a | b, a = S0, b = S1) over 64 bits; SCC is set when any result bit is 1.

    ``s_or_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_or_b64", locals())


def s_or_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to a | e (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_or_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_or_saveexec_b64", locals())


def s_orn1_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to ~a | e (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_orn1_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_orn1_saveexec_b64", locals())


def s_orn2_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise ORN2 (a | ~b, a = S0, b = S1) over 32 bits; SCC is set when any result bit is 1.

    ``s_orn2_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_orn2_b32", locals())


def s_orn2_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise ORN2 (a | ~b, a = S0, b = S1) over 64 bits; SCC is set when any result bit is 1.

    ``s_orn2_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_orn2_b64", locals())


def s_orn2_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to a | ~e (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_orn2_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_orn2_saveexec_b64", locals())


def s_pack_hh_b32_b16(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Packs the high half of S0 into bits 15:0 and the high half of S1 into bits 31:16; SCC is unchanged.

    ``s_pack_hh_b32_b16 D, S0, S1`` (SOP2)
    """
    return _build("s_pack_hh_b32_b16", locals())


def s_pack_lh_b32_b16(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Packs the low half of S0 into bits 15:0 and the high half of S1 into bits 31:16; SCC is unchanged.

    ``s_pack_lh_b32_b16 D, S0, S1`` (SOP2)
    """
    return _build("s_pack_lh_b32_b16", locals())


def s_pack_ll_b32_b16(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Packs the low half of S0 into bits 15:0 and the low half of S1 into bits 31:16; SCC is unchanged.

    ``s_pack_ll_b32_b16 D, S0, S1`` (SOP2)
    """
    return _build("s_pack_ll_b32_b16", locals())


def s_quadmask_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Reduces a 32-bit lane mask to one bit per group of 4 lanes (set if any lane of the group is set); SCC is set when the result is non-zero.

    ``s_quadmask_b32 D, S0`` (SOP1)
    """
    return _build("s_quadmask_b32", locals())


def s_quadmask_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Reduces a 64-bit lane mask to one bit per group of 4 lanes (set if any lane of the group is set); SCC is set when the result is non-zero.

    ``s_quadmask_b64 D, S0`` (SOP1)
    """
    return _build("s_quadmask_b64", locals())


def s_rfe_b64(s0: Scalar, /) -> Instruction:
    """Return from the trap handler; leaves privileged mode and jumps to the address in S0.

    ``s_rfe_b64 S0`` (SOP1)
    """
    return _build("s_rfe_b64", locals())


def s_rfe_restore_b64(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Legacy return from the trap handler: leaves privileged mode and jumps to the address in S0; the second operand is unused. Trap-handler code only.

    ``s_rfe_restore_b64 S0, S1`` (SOP2)
    """
    return _build("s_rfe_restore_b64", locals())


def s_scratch_load_dword(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 1 dword into SGPRs from scratch: SGPR-pair base plus the offset, where an SGPR offset counts 64-byte units; glc selects the coherent cache policy.

    ``s_scratch_load_dword SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_scratch_load_dword", locals())


def s_scratch_load_dwordx2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 2 dwords into SGPRs from scratch: SGPR-pair base plus the offset, where an SGPR offset counts 64-byte units; glc selects the coherent cache policy.

    ``s_scratch_load_dwordx2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_scratch_load_dwordx2", locals())


def s_scratch_load_dwordx4(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Loads 4 dwords into SGPRs from scratch: SGPR-pair base plus the offset, where an SGPR offset counts 64-byte units; glc selects the coherent cache policy.

    ``s_scratch_load_dwordx4 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_scratch_load_dwordx4", locals())


def s_scratch_store_dword(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 1 dword from SGPRs to scratch: SGPR-pair base plus the offset, where an SGPR offset counts 64-byte units; glc selects the coherent cache policy.

    ``s_scratch_store_dword SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_scratch_store_dword", locals())


def s_scratch_store_dwordx2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 2 dwords from SGPRs to scratch: SGPR-pair base plus the offset, where an SGPR offset counts 64-byte units; glc selects the coherent cache policy.

    ``s_scratch_store_dwordx2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_scratch_store_dwordx2", locals())


def s_scratch_store_dwordx4(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 4 dwords from SGPRs to scratch: SGPR-pair base plus the offset, where an SGPR offset counts 64-byte units; glc selects the coherent cache policy.

    ``s_scratch_store_dwordx4 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_scratch_store_dwordx4", locals())


def s_sendmsg(k: int | Text | str, /) -> Instruction:
    """Sends a message (type in the immediate, data in M0) to the host or interrupt handler. A message that halts the wave (halt waves, or the halt of s_sendmsghalt) or asks the host for the doorbell id stops the run with an error: only the host could answer.

    ``s_sendmsg K`` (SOPP)
    """
    return _build("s_sendmsg", locals())


def s_sendmsghalt(k: int | Text | str, /) -> Instruction:
    """Sends a message like s_sendmsg, then halts the wave (not inside the trap handler). A message that halts the wave (halt waves, or the halt of s_sendmsghalt) or asks the host for the doorbell id stops the run with an error: only the host could answer.

    ``s_sendmsghalt K`` (SOPP)
    """
    return _build("s_sendmsghalt", locals())


def s_set_gpr_idx_idx(s0: ScalarSrc, /) -> Instruction:
    """Sets the VGPR-indexing offset M0[7:0] from the low byte of S0, keeping the rest of M0.

    ``s_set_gpr_idx_idx S0`` (SOP1)
    """
    return _build("s_set_gpr_idx_idx", locals())


def s_set_gpr_idx_mode(k: Text | str, /) -> Instruction:
    """Replaces the set of indexed VGPR operands, M0[15:12], with the immediate mask.

    ``s_set_gpr_idx_mode K`` (SOPP)
    """
    return _build("s_set_gpr_idx_mode", locals())


def s_set_gpr_idx_off() -> Instruction:
    """Turns VGPR indexing off; M0 keeps its value.

    ``s_set_gpr_idx_off`` (SOPP)
    """
    return _build("s_set_gpr_idx_off", locals())


def s_set_gpr_idx_on(s0: ScalarSrc, s1: Text | str, /) -> Instruction:
    """Turns VGPR indexing on: the index M0[7:0] comes from the low byte of S0 and the set of indexed operands M0[15:12] from the immediate mask.

    ``s_set_gpr_idx_on S0, S1`` (SOPC)
    """
    return _build("s_set_gpr_idx_on", locals())


def s_sethalt(k: int, /) -> Instruction:
    """Sets (SIMM16[0] = 1) or clears the wave's HALT status bit. A halted wave waits for the host to resume it, which the emulator cannot do: the run stops with an error. Inside the trap handler (STATUS.PRIV = 1) the bit is set but the wave does not halt yet.

    ``s_sethalt K`` (SOPP)
    """
    return _build("s_sethalt", locals())


def s_setkill(k: int, /) -> Instruction:
    """Ends the wave when SIMM16[0] is 1 (a debugging aid for the host's kill-wave command); 0 does nothing.

    ``s_setkill K`` (SOPP)
    """
    return _build("s_setkill", locals())


def s_setpc_b64(s0: Scalar, /) -> Instruction:
    """Indirect jump to the byte address held in an SGPR pair.

    ``s_setpc_b64 S0`` (SOP1)
    """
    return _build("s_setpc_b64", locals())


def s_setprio(k: int, /) -> Instruction:
    """Sets the user part of the wave's scheduling priority, STATUS.WAVE_PRIO, to SIMM16[1:0] (3 is highest); waves are not scheduled by priority in the emulator.

    ``s_setprio K`` (SOPP)
    """
    return _build("s_setprio", locals())


def s_setreg_b32(k: int | Text | str, s0: Scalar, /) -> Instruction:
    """Writes the low bits of an SGPR into a bit field of a hardware register (register id, bit offset and bit count packed in the immediate); other bits are kept, and a register the wave may not write (read-only, or privileged while STATUS.PRIV is 0) is left unchanged.

    ``s_setreg_b32 K, S0`` (SOPK)
    """
    return _build("s_setreg_b32", locals())


def s_setreg_imm32_b32(k: int | Text | str, s1: int | float, /) -> Instruction:
    """Writes the low bits of a 32-bit literal that follows the instruction word into a bit field of a hardware register (register id, bit offset and bit count packed in the immediate); other bits are kept, and a register the wave may not write (read-only, or privileged while STATUS.PRIV is 0) is left unchanged.

    ``s_setreg_imm32_b32 K, S1`` (SOPK)
    """
    return _build("s_setreg_imm32_b32", locals())


def s_setvskip(s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Sets or clears the mode bit that makes the wave skip all vector instructions, taking the value from bit S1[4:0] of S0.

    ``s_setvskip S0, S1`` (SOPC)
    """
    return _build("s_setvskip", locals())


def s_sext_i32_i16(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Sign-extends the low 16 bits of S0 to 32 bits; SCC is unchanged.

    ``s_sext_i32_i16 D, S0`` (SOP1)
    """
    return _build("s_sext_i32_i16", locals())


def s_sext_i32_i8(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Sign-extends the low 8 bits of S0 to 32 bits; SCC is unchanged.

    ``s_sext_i32_i8 D, S0`` (SOP1)
    """
    return _build("s_sext_i32_i8", locals())


def s_sleep(k: int, /) -> Instruction:
    """Puts the wave to sleep for about 64 * SIMM16[6:0] clocks (CDNA4: 64*(N-1)+1 to 64*N, none for 0; MI200: 64*N plus 1 to 64); no other effect.

    ``s_sleep K`` (SOPP)
    """
    return _build("s_sleep", locals())


def s_store_dword(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 1 dword from SGPRs to the 64-bit byte address in an SGPR pair plus the offset; glc selects the coherent cache policy.

    ``s_store_dword SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_store_dword", locals())


def s_store_dwordx2(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 2 dwords from SGPRs to the 64-bit byte address in an SGPR pair plus the offset; glc selects the coherent cache policy.

    ``s_store_dwordx2 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_store_dwordx2", locals())


def s_store_dwordx4(
    sdata: Scalar, sbase: Scalar, offset: Scalar | int, /, **modifiers: Unpack[_Modifiers8]
) -> Instruction:
    """Stores 4 dwords from SGPRs to the 64-bit byte address in an SGPR pair plus the offset; glc selects the coherent cache policy.

    ``s_store_dwordx4 SDATA, SBASE, OFFSET [glc]`` (SMEM)
    """
    return _build("s_store_dwordx4", locals())


def s_sub_i32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Signed 32-bit subtract; SCC is set on signed overflow (not a carry, so not for chaining).

    ``s_sub_i32 D, S0, S1`` (SOP2)
    """
    return _build("s_sub_i32", locals())


def s_sub_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Unsigned 32-bit subtract; SCC receives the borrow, ready for a following s_subb_u32.

    ``s_sub_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_sub_u32", locals())


def s_subb_u32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Unsigned 32-bit subtract that also subtracts SCC as borrow in, and leaves the new borrow in SCC.

    ``s_subb_u32 D, S0, S1`` (SOP2)
    """
    return _build("s_subb_u32", locals())


def s_swappc_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Indirect call; saves the address of the following instruction in D and jumps to the address in S0.

    ``s_swappc_b64 D, S0`` (SOP1)
    """
    return _build("s_swappc_b64", locals())


def s_trap(k: int, /) -> Instruction:
    """Enters the trap handler with the trap id SIMM16[7:0] (id 0 is reserved for the hardware); no handler is loaded, so the run stops with an error naming the trap, as a ROCm queue aborts.

    ``s_trap K`` (SOPP)
    """
    return _build("s_trap", locals())


def s_ttracedata() -> Instruction:
    """Sends M0 to the thread-trace stream; not modelled.

    ``s_ttracedata`` (SOPP)
    """
    return _build("s_ttracedata", locals())


def s_waitcnt(simm16: int | None = None, /, **counters: Unpack[_Waitcnt]) -> Instruction:
    """Stalls until the outstanding vector-memory, export and LDS/GDS/scalar-memory/message counters drop to the limits packed in the immediate; no effect in a sequential model.

    ``s_waitcnt K`` (SOPP)

    Counters by keyword (vmcnt=n, expcnt=n, lgkmcnt=n), or K as one integer.
    """
    return _build.waitcnt("s_waitcnt", simm16, counters)


def s_wakeup() -> Instruction:
    """Wakes the other waves of the work-group early from s_sleep; nothing is modelled.

    ``s_wakeup`` (SOPP)
    """
    return _build("s_wakeup", locals())


def s_wqm_b32(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Whole-quad mode of a 32-bit lane mask: every group of 4 bits with any bit set becomes all ones; SCC is set when the result is non-zero.

    ``s_wqm_b32 D, S0`` (SOP1)
    """
    return _build("s_wqm_b32", locals())


def s_wqm_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Whole-quad mode of a 64-bit lane mask: every group of 4 bits with any bit set becomes all ones; SCC is set when the result is non-zero.

    ``s_wqm_b64 D, S0`` (SOP1)
    """
    return _build("s_wqm_b64", locals())


def s_xnor_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise XNOR (~(a ^ b), a = S0, b = S1) over 32 bits; SCC is set when any result bit is 1.

    ``s_xnor_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_xnor_b32", locals())


def s_xnor_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise XNOR (~(a ^ b), a = S0, b = S1) over 64 bits; SCC is set when any result bit is 1.

    ``s_xnor_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_xnor_b64", locals())


def s_xnor_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to ~(a ^ e) (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_xnor_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_xnor_saveexec_b64", locals())


def s_xor_b32(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise XOR (a ^ b, a = S0, b = S1) over 32 bits; SCC is set when any result bit is 1.

    ``s_xor_b32 D, S0, S1`` (SOP2)
    """
    return _build("s_xor_b32", locals())


def s_xor_b64(d: Scalar, s0: ScalarSrc, s1: ScalarSrc, /) -> Instruction:
    """Bitwise XOR (a ^ b, a = S0, b = S1) over 64 bits; SCC is set when any result bit is 1.

    ``s_xor_b64 D, S0, S1`` (SOP2)
    """
    return _build("s_xor_b64", locals())


def s_xor_saveexec_b64(d: Scalar, s0: ScalarSrc, /) -> Instruction:
    """Saves EXEC in D, then sets EXEC to a ^ e (a = S0, e = old EXEC); SCC is set when the new EXEC is non-zero.

    ``s_xor_saveexec_b64 D, S0`` (SOP1)
    """
    return _build("s_xor_saveexec_b64", locals())


def scratch_load_dword(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads one dword, per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_dword D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_dword", locals())


def scratch_load_dwordx2(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads two consecutive dwords into a VGPR pair, per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_dwordx2 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_dwordx2", locals())


def scratch_load_dwordx3(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads three consecutive dwords into three VGPRs, per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_dwordx3 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_dwordx3", locals())


def scratch_load_dwordx4(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads four consecutive dwords into four VGPRs, per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_dwordx4 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_dwordx4", locals())


def scratch_load_lds_dword(
    vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads one dword per lane from private (scratch) memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``scratch_load_lds_dword VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_lds_dword", locals())


def scratch_load_lds_sbyte(
    vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended to a dword, per lane from private (scratch) memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``scratch_load_lds_sbyte VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_lds_sbyte", locals())


def scratch_load_lds_sshort(
    vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed 16-bit value, sign-extended to a dword, per lane from private (scratch) memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``scratch_load_lds_sshort VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_lds_sshort", locals())


def scratch_load_lds_ubyte(
    vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended to a dword, per lane from private (scratch) memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``scratch_load_lds_ubyte VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_lds_ubyte", locals())


def scratch_load_lds_ushort(
    vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned 16-bit value, zero-extended to a dword, per lane from private (scratch) memory straight into LDS at the address in M0, bypassing the VGPRs.

    ``scratch_load_lds_ushort VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_lds_ushort", locals())


def scratch_load_sbyte(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended to 32 bits, per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_sbyte D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_sbyte", locals())


def scratch_load_sbyte_d16(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended into the low 16 bits of D (the high half is kept), per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_sbyte_d16 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_sbyte_d16", locals())


def scratch_load_sbyte_d16_hi(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed byte, sign-extended into the high 16 bits of D (the low half is kept), per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_sbyte_d16_hi D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_sbyte_d16_hi", locals())


def scratch_load_short_d16(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a 16-bit value into the low half of D (the high half is kept), per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_short_d16 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_short_d16", locals())


def scratch_load_short_d16_hi(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a 16-bit value into the high half of D (the low half is kept), per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_short_d16_hi D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_short_d16_hi", locals())


def scratch_load_sshort(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads a signed 16-bit value, sign-extended to 32 bits, per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_sshort D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_sshort", locals())


def scratch_load_ubyte(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended to 32 bits, per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_ubyte D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_ubyte", locals())


def scratch_load_ubyte_d16(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended into the low 16 bits of D (the high half is kept), per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_ubyte_d16 D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_ubyte_d16", locals())


def scratch_load_ubyte_d16_hi(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned byte, zero-extended into the high 16 bits of D (the low half is kept), per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_ubyte_d16_hi D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_ubyte_d16_hi", locals())


def scratch_load_ushort(
    d: VectorReg, vaddr: VGPR | Named, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Loads an unsigned 16-bit value, zero-extended to 32 bits, per lane, from the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_load_ushort D, VADDR, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_load_ushort", locals())


def scratch_store_byte(
    vaddr: VGPR | Named, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the low byte of DATA, per lane, to the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_store_byte VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_store_byte", locals())


def scratch_store_byte_d16_hi(
    vaddr: VGPR | Named, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores bits 23:16 of DATA (the low byte of its high half), per lane, to the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_store_byte_d16_hi VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_store_byte_d16_hi", locals())


def scratch_store_dword(
    vaddr: VGPR | Named, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores one dword, per lane, to the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_store_dword VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_store_dword", locals())


def scratch_store_dwordx2(
    vaddr: VGPR | Named, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores two dwords from a VGPR pair, per lane, to the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_store_dwordx2 VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_store_dwordx2", locals())


def scratch_store_dwordx3(
    vaddr: VGPR | Named, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores three dwords from three VGPRs, per lane, to the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_store_dwordx3 VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_store_dwordx3", locals())


def scratch_store_dwordx4(
    vaddr: VGPR | Named, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores four dwords from four VGPRs, per lane, to the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_store_dwordx4 VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_store_dwordx4", locals())


def scratch_store_short(
    vaddr: VGPR | Named, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the low 16 bits of DATA, per lane, to the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_store_short VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_store_short", locals())


def scratch_store_short_d16_hi(
    vaddr: VGPR | Named, data: VectorReg, saddr: Scalar, /, **modifiers: Unpack[_Modifiers7]
) -> Instruction:
    """Stores the high 16 bits of DATA, per lane, to the wave's private (scratch) memory at a VGPR or SGPR offset plus the signed offset.

    ``scratch_store_short_d16_hi VADDR, DATA, SADDR [offset] [sc0] [nt] [sc1]`` (SCRATCH)
    """
    return _build("scratch_store_short_d16_hi", locals())


def tbuffer_load_format_d16_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Loads one component per lane from a buffer, converting the instruction's (DFMT, NFMT) data and numeric format to a 16-bit value in the low half of the VGPR (the high half is kept).

    ``tbuffer_load_format_d16_x VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_load_format_d16_x", locals())


def tbuffer_load_format_d16_xy(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Loads two components per lane from a buffer, converting the instruction's (DFMT, NFMT) data and numeric format to 16-bit values packed in one VGPR.

    ``tbuffer_load_format_d16_xy VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_load_format_d16_xy", locals())


def tbuffer_load_format_d16_xyz(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Loads three components per lane from a buffer, converting the instruction's (DFMT, NFMT) data and numeric format to 16-bit values packed two per VGPR.

    ``tbuffer_load_format_d16_xyz VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_load_format_d16_xyz", locals())


def tbuffer_load_format_d16_xyzw(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Loads four components per lane from a buffer, converting the instruction's (DFMT, NFMT) data and numeric format to 16-bit values packed two per VGPR.

    ``tbuffer_load_format_d16_xyzw VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_load_format_d16_xyzw", locals())


def tbuffer_load_format_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Loads one component per lane from a buffer, converting the instruction's (DFMT, NFMT) data and numeric format to a 32-bit value.

    ``tbuffer_load_format_x VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_load_format_x", locals())


def tbuffer_load_format_xy(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Loads two components per lane from a buffer, converting the instruction's (DFMT, NFMT) data and numeric format to 32-bit values, one per VGPR.

    ``tbuffer_load_format_xy VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_load_format_xy", locals())


def tbuffer_load_format_xyz(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Loads three components per lane from a buffer, converting the instruction's (DFMT, NFMT) data and numeric format to 32-bit values, one per VGPR.

    ``tbuffer_load_format_xyz VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_load_format_xyz", locals())


def tbuffer_load_format_xyzw(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Loads four components per lane from a buffer, converting the instruction's (DFMT, NFMT) data and numeric format to 32-bit values, one per VGPR.

    ``tbuffer_load_format_xyzw VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_load_format_xyzw", locals())


def tbuffer_store_format_d16_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Stores one component per lane to a buffer, converting a 16-bit value in the low half of the VGPR (the high half is kept) to the instruction's (DFMT, NFMT) data and numeric format.

    ``tbuffer_store_format_d16_x VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_store_format_d16_x", locals())


def tbuffer_store_format_d16_xy(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Stores two components per lane to a buffer, converting 16-bit values packed in one VGPR to the instruction's (DFMT, NFMT) data and numeric format.

    ``tbuffer_store_format_d16_xy VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_store_format_d16_xy", locals())


def tbuffer_store_format_d16_xyz(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Stores three components per lane to a buffer, converting 16-bit values packed two per VGPR to the instruction's (DFMT, NFMT) data and numeric format.

    ``tbuffer_store_format_d16_xyz VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_store_format_d16_xyz", locals())


def tbuffer_store_format_d16_xyzw(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Stores four components per lane to a buffer, converting 16-bit values packed two per VGPR to the instruction's (DFMT, NFMT) data and numeric format.

    ``tbuffer_store_format_d16_xyzw VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_store_format_d16_xyzw", locals())


def tbuffer_store_format_x(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Stores one component per lane to a buffer, converting a 32-bit value to the instruction's (DFMT, NFMT) data and numeric format.

    ``tbuffer_store_format_x VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_store_format_x", locals())


def tbuffer_store_format_xy(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Stores two components per lane to a buffer, converting 32-bit values, one per VGPR to the instruction's (DFMT, NFMT) data and numeric format.

    ``tbuffer_store_format_xy VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_store_format_xy", locals())


def tbuffer_store_format_xyz(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Stores three components per lane to a buffer, converting 32-bit values, one per VGPR to the instruction's (DFMT, NFMT) data and numeric format.

    ``tbuffer_store_format_xyz VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_store_format_xyz", locals())


def tbuffer_store_format_xyzw(
    vdata: VectorReg,
    vaddr: VGPR | Named,
    srsrc: Scalar,
    soffset: ScalarSrc,
    /,
    **modifiers: Unpack[_Modifiers11],
) -> Instruction:
    """Stores four components per lane to a buffer, converting 32-bit values, one per VGPR to the instruction's (DFMT, NFMT) data and numeric format.

    ``tbuffer_store_format_xyzw VDATA, VADDR, SRSRC, SOFFSET [format] [idxen] [offen] [offset] [sc0] [nt] [sc1]`` (MTBUF)
    """
    return _build("tbuffer_store_format_xyzw", locals())


def v_accvgpr_mov_b32(d: AGPR, s0: AGPR, /) -> Instruction:
    """Copies one accumulation register (AGPR) to another.

    ``v_accvgpr_mov_b32 D, S0`` (VOP1)
    """
    return _build("v_accvgpr_mov_b32", locals())


def v_accvgpr_mov_b32_e32(d: AGPR, s0: AGPR, /) -> Instruction:
    """Copies one accumulation register (AGPR) to another.

    ``v_accvgpr_mov_b32 D, S0`` (VOP1)
    """
    return _build("v_accvgpr_mov_b32_e32", locals())


def v_accvgpr_read_b32(d: VGPR, s0: AGPR, /) -> Instruction:
    """Copies an accumulation VGPR into an architectural VGPR.

    ``v_accvgpr_read_b32 D, S0`` (VOP3P)
    """
    return _build("v_accvgpr_read_b32", locals())


def v_accvgpr_write_b32(d: AGPR, s0: Src, /) -> Instruction:
    """Copies a VGPR, an SGPR or an inline constant into an accumulation VGPR.

    ``v_accvgpr_write_b32 D, S0`` (VOP3P)
    """
    return _build("v_accvgpr_write_b32", locals())


def v_add3_u32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Sum of three unsigned 32-bit sources, wrapping.

    ``v_add3_u32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_add3_u32", locals())


def v_add_co_u32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """Sum of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_add_co_u32_e32 D, SD, S0, S1`` (VOP2)
    ``v_add_co_u32_e64 D, SD, S0, S1 [clamp]`` (VOP3B)
    ``v_add_co_u32_sdwa D, SD, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_add_co_u32_dpp D, SD, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_co_u32", locals())


def v_add_co_u32_dpp(
    d: VGPR, sd: Named, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Sum of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_add_co_u32_dpp D, SD, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_co_u32_dpp", locals())


def v_add_co_u32_e32(d: VGPR, sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Sum of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_add_co_u32_e32 D, SD, S0, S1`` (VOP2)
    """
    return _build("v_add_co_u32_e32", locals())


def v_add_co_u32_e64(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Sum of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_add_co_u32_e64 D, SD, S0, S1 [clamp]`` (VOP3B)
    """
    return _build("v_add_co_u32_e64", locals())


def v_add_co_u32_sdwa(
    d: VGPR, sd: Named, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Sum of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_add_co_u32_sdwa D, SD, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_add_co_u32_sdwa", locals())


def v_add_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """Sum of two f16 sources, IEEE rounded to nearest even.

    ``v_add_f16_e32 D, S0, S1`` (VOP2)
    ``v_add_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_add_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_add_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_f16", locals())


def v_add_f16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Sum of two f16 sources, IEEE rounded to nearest even.

    ``v_add_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_f16_dpp", locals())


def v_add_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Sum of two f16 sources, IEEE rounded to nearest even.

    ``v_add_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_add_f16_e32", locals())


def v_add_f16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Sum of two f16 sources, IEEE rounded to nearest even.

    ``v_add_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_add_f16_e64", locals())


def v_add_f16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """Sum of two f16 sources, IEEE rounded to nearest even.

    ``v_add_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_add_f16_sdwa", locals())


def v_add_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """Sum of two f32 sources, IEEE rounded to nearest even.

    ``v_add_f32_e32 D, S0, S1`` (VOP2)
    ``v_add_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_add_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_add_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_f32", locals())


def v_add_f32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Sum of two f32 sources, IEEE rounded to nearest even.

    ``v_add_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_f32_dpp", locals())


def v_add_f32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Sum of two f32 sources, IEEE rounded to nearest even.

    ``v_add_f32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_add_f32_e32", locals())


def v_add_f32_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Sum of two f32 sources, IEEE rounded to nearest even.

    ``v_add_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_add_f32_e64", locals())


def v_add_f32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """Sum of two f32 sources, IEEE rounded to nearest even.

    ``v_add_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_add_f32_sdwa", locals())


def v_add_f64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Sum of two f64 sources, rounded to nearest even.

    ``v_add_f64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_add_f64", locals())


def v_add_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers19]) -> Instruction:
    """Sum of two signed 16-bit sources, wrapping; VOP3 clamp saturates to the signed range.

    ``v_add_i16 D, S0, S1 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_add_i16", locals())


def v_add_i32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Sum of two signed 32-bit sources, wrapping; VOP3 clamp saturates to the signed range.

    ``v_add_i32 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_add_i32", locals())


def v_add_lshl_u32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Sum of the first two sources shifted left by S2[4:0].

    ``v_add_lshl_u32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_add_lshl_u32", locals())


def v_add_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Sum of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u16_e32 D, S0, S1`` (VOP2)
    ``v_add_u16_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_add_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_add_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_u16", locals())


def v_add_u16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Sum of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_u16_dpp", locals())


def v_add_u16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Sum of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_add_u16_e32", locals())


def v_add_u16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Sum of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u16_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_add_u16_e64", locals())


def v_add_u16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """Sum of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_add_u16_sdwa", locals())


def v_add_u32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Sum of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u32_e32 D, S0, S1`` (VOP2)
    ``v_add_u32_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_add_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_add_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_u32", locals())


def v_add_u32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Sum of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_add_u32_dpp", locals())


def v_add_u32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Sum of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_add_u32_e32", locals())


def v_add_u32_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Sum of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u32_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_add_u32_e64", locals())


def v_add_u32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """Sum of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_add_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_add_u32_sdwa", locals())


def v_addc_co_u32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Scalar, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """Sum of the sources and the carry-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_addc_co_u32_e32 D, SD, S0, S1, S2`` (VOP2)
    ``v_addc_co_u32_e64 D, SD, S0, S1, S2 [clamp]`` (VOP3B)
    ``v_addc_co_u32_sdwa D, SD, S0, S1, S2 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_addc_co_u32_dpp D, SD, S0, S1, S2 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_addc_co_u32", locals())


def v_addc_co_u32_dpp(
    d: VGPR, sd: Named, s0: VGPR, s1: VGPR, s2: Named, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Sum of the sources and the carry-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_addc_co_u32_dpp D, SD, S0, S1, S2 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_addc_co_u32_dpp", locals())


def v_addc_co_u32_e32(d: VGPR, sd: Named, s0: Src, s1: VGPR, s2: Named, /) -> Instruction:
    """Sum of the sources and the carry-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_addc_co_u32_e32 D, SD, S0, S1, S2`` (VOP2)
    """
    return _build("v_addc_co_u32_e32", locals())


def v_addc_co_u32_e64(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Scalar, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Sum of the sources and the carry-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_addc_co_u32_e64 D, SD, S0, S1, S2 [clamp]`` (VOP3B)
    """
    return _build("v_addc_co_u32_e64", locals())


def v_addc_co_u32_sdwa(
    d: VGPR, sd: Named, s0: Src, s1: Src, s2: Named, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Sum of the sources and the carry-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_addc_co_u32_sdwa D, SD, S0, S1, S2 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_addc_co_u32_sdwa", locals())


def v_alignbit_b32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Low 32 bits of the 64-bit value {S0, S1} (S0 high) shifted right by S2[4:0] bits.

    ``v_alignbit_b32 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_alignbit_b32", locals())


def v_alignbyte_b32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Low 32 bits of the 64-bit value {S0, S1} (S0 high) shifted right by 8 * S2[1:0] bits (a whole number of bytes, 0 to 3).

    ``v_alignbyte_b32 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_alignbyte_b32", locals())


def v_and_b32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Bitwise AND of two 32-bit values.

    ``v_and_b32_e32 D, S0, S1`` (VOP2)
    ``v_and_b32_e64 D, S0, S1`` (VOP3A)
    ``v_and_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_and_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_and_b32", locals())


def v_and_b32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Bitwise AND of two 32-bit values.

    ``v_and_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_and_b32_dpp", locals())


def v_and_b32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Bitwise AND of two 32-bit values.

    ``v_and_b32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_and_b32_e32", locals())


def v_and_b32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Bitwise AND of two 32-bit values.

    ``v_and_b32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_and_b32_e64", locals())


def v_and_b32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """Bitwise AND of two 32-bit values.

    ``v_and_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_and_b32_sdwa", locals())


def v_and_or_b32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """AND of the first two sources, ORed with the third.

    ``v_and_or_b32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_and_or_b32", locals())


def v_ashr_pk_i8_i32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Shifts two signed 32-bit sources right arithmetically by S2[4:0], saturates them to signed bytes (-128..127) and packs them into 16 bits, the first source in the low byte.

    ``v_ashr_pk_i8_i32 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_ashr_pk_i8_i32", locals())


def v_ashr_pk_u8_i32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Shifts two signed 32-bit sources right arithmetically by S2[4:0], saturates them to unsigned bytes (0..255) and packs them into 16 bits, the first source in the low byte.

    ``v_ashr_pk_u8_i32 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_ashr_pk_u8_i32", locals())


def v_ashrrev_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Arithmetic right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i16_e32 D, S0, S1`` (VOP2)
    ``v_ashrrev_i16_e64 D, S0, S1`` (VOP3A)
    ``v_ashrrev_i16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_ashrrev_i16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ashrrev_i16", locals())


def v_ashrrev_i16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Arithmetic right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ashrrev_i16_dpp", locals())


def v_ashrrev_i16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Arithmetic right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_ashrrev_i16_e32", locals())


def v_ashrrev_i16_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Arithmetic right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i16_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_ashrrev_i16_e64", locals())


def v_ashrrev_i16_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Arithmetic right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_ashrrev_i16_sdwa", locals())


def v_ashrrev_i32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Arithmetic right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i32_e32 D, S0, S1`` (VOP2)
    ``v_ashrrev_i32_e64 D, S0, S1`` (VOP3A)
    ``v_ashrrev_i32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_ashrrev_i32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ashrrev_i32", locals())


def v_ashrrev_i32_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Arithmetic right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ashrrev_i32_dpp", locals())


def v_ashrrev_i32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Arithmetic right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_ashrrev_i32_e32", locals())


def v_ashrrev_i32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Arithmetic right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_ashrrev_i32_e64", locals())


def v_ashrrev_i32_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Arithmetic right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_ashrrev_i32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_ashrrev_i32_sdwa", locals())


def v_ashrrev_i64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Arithmetic right shift of the 64-bit second source by S0[5:0] (the count comes first, hence REV).

    ``v_ashrrev_i64 D, S0, S1`` (VOP3A)
    """
    return _build("v_ashrrev_i64", locals())


def v_bcnt_u32_b32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Number of one bits of the first source, plus the second source.

    ``v_bcnt_u32_b32 D, S0, S1`` (VOP3A)
    """
    return _build("v_bcnt_u32_b32", locals())


def v_bfe_i32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Extracts a bit field of width S2[4:0] at offset S1[4:0] from the first source and sign-extends it.

    ``v_bfe_i32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_bfe_i32", locals())


def v_bfe_u32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Extracts a bit field of width S2[4:0] at offset S1[4:0] from the first source and zero-extends it.

    ``v_bfe_u32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_bfe_u32", locals())


def v_bfi_b32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Bitwise select; each result bit comes from the second source where the first source has a one, else from the third.

    ``v_bfi_b32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_bfi_b32", locals())


def v_bfm_b32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Builds a mask of S0[4:0] consecutive ones starting at bit S1[4:0].

    ``v_bfm_b32 D, S0, S1`` (VOP3A)
    """
    return _build("v_bfm_b32", locals())


def v_bfrev_b32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Reverses the bit order of the source (bit 0 becomes bit 31).

    ``v_bfrev_b32_e32 D, S0`` (VOP1)
    ``v_bfrev_b32_e64 D, S0`` (VOP3A)
    ``v_bfrev_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_bfrev_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_bfrev_b32", locals())


def v_bfrev_b32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reverses the bit order of the source (bit 0 becomes bit 31).

    ``v_bfrev_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_bfrev_b32_dpp", locals())


def v_bfrev_b32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reverses the bit order of the source (bit 0 becomes bit 31).

    ``v_bfrev_b32_e32 D, S0`` (VOP1)
    """
    return _build("v_bfrev_b32_e32", locals())


def v_bfrev_b32_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Reverses the bit order of the source (bit 0 becomes bit 31).

    ``v_bfrev_b32_e64 D, S0`` (VOP3A)
    """
    return _build("v_bfrev_b32_e64", locals())


def v_bfrev_b32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Reverses the bit order of the source (bit 0 becomes bit 31).

    ``v_bfrev_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_bfrev_b32_sdwa", locals())


def v_bitop3_b16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers23]
) -> Instruction:
    """Any bitwise function of three inputs: each result bit is the bit of the 8-entry truth table bitop3: indexed by (S0 bit << 2) | (S1 bit << 1) | S2 bit. The table lives in the NEG, ABS and OMOD bits, so no source or output modifiers are taken.

    ``v_bitop3_b16 D, S0, S1, S2 [bitop3] [op_sel]`` (VOP3A)
    """
    return _build("v_bitop3_b16", locals())


def v_bitop3_b32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers24]
) -> Instruction:
    """Any bitwise function of three inputs: each result bit is the bit of the 8-entry truth table bitop3: indexed by (S0 bit << 2) | (S1 bit << 1) | S2 bit. The table lives in the NEG, ABS and OMOD bits, so no source or output modifiers are taken.

    ``v_bitop3_b32 D, S0, S1, S2 [bitop3]`` (VOP3A)
    """
    return _build("v_bitop3_b32", locals())


def v_ceil_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Rounds an f16 value to an integral f16 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f16_e32 D, S0`` (VOP1)
    ``v_ceil_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_ceil_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_ceil_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ceil_f16", locals())


def v_ceil_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f16 value to an integral f16 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ceil_f16_dpp", locals())


def v_ceil_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f16 value to an integral f16 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_ceil_f16_e32", locals())


def v_ceil_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f16 value to an integral f16 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_ceil_f16_e64", locals())


def v_ceil_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Rounds an f16 value to an integral f16 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_ceil_f16_sdwa", locals())


def v_ceil_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Rounds an f32 value to an integral f32 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f32_e32 D, S0`` (VOP1)
    ``v_ceil_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_ceil_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_ceil_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ceil_f32", locals())


def v_ceil_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f32 value to an integral f32 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ceil_f32_dpp", locals())


def v_ceil_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f32 value to an integral f32 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_ceil_f32_e32", locals())


def v_ceil_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f32 value to an integral f32 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_ceil_f32_e64", locals())


def v_ceil_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Rounds an f32 value to an integral f32 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_ceil_f32_sdwa", locals())


def v_ceil_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Rounds an f64 value to an integral f64 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f64_e32 D, S0`` (VOP1)
    ``v_ceil_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_ceil_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ceil_f64", locals())


def v_ceil_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f64 value to an integral f64 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ceil_f64_dpp", locals())


def v_ceil_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f64 value to an integral f64 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_ceil_f64_e32", locals())


def v_ceil_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f64 value to an integral f64 value up, toward plus infinity; infinities, NaN and signed zeros pass through.

    ``v_ceil_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_ceil_f64_e64", locals())


def v_clrexcp() -> Instruction:
    """Clears the wave's pending vector ALU exception state (exceptions are not modelled).

    ``v_clrexcp`` (VOP1)
    ``v_clrexcp`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_clrexcp", locals())


def v_clrexcp_e32() -> Instruction:
    """Clears the wave's pending vector ALU exception state (exceptions are not modelled).

    ``v_clrexcp`` (VOP1)
    """
    return _build("v_clrexcp_e32", locals())


def v_clrexcp_e64() -> Instruction:
    """Clears the wave's pending vector ALU exception state (exceptions are not modelled).

    ``v_clrexcp`` (VOP3A)
    """
    return _build("v_clrexcp_e64", locals())


def v_cmp_class_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the f16 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_class_f16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_class_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_class_f16", locals())


def v_cmp_class_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the f16 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_class_f16_e32", locals())


def v_cmp_class_f16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the f16 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_class_f16_e64", locals())


def v_cmp_class_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the f16 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_class_f16_sdwa", locals())


def v_cmp_class_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the f32 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_class_f32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_class_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_class_f32", locals())


def v_cmp_class_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the f32 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_class_f32_e32", locals())


def v_cmp_class_f32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the f32 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_class_f32_e64", locals())


def v_cmp_class_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the f32 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_class_f32_sdwa", locals())


def v_cmp_class_f64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the f64 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_class_f64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_class_f64", locals())


def v_cmp_class_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the f64 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_class_f64_e32", locals())


def v_cmp_class_f64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the f64 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf).

    ``v_cmp_class_f64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_class_f64_e64", locals())


def v_cmp_eq_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f16 compare).

    ``v_cmp_eq_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_eq_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_eq_f16", locals())


def v_cmp_eq_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f16 compare).

    ``v_cmp_eq_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_f16_e32", locals())


def v_cmp_eq_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f16 compare).

    ``v_cmp_eq_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_eq_f16_e64", locals())


def v_cmp_eq_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f16 compare).

    ``v_cmp_eq_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_eq_f16_sdwa", locals())


def v_cmp_eq_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f32 compare).

    ``v_cmp_eq_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_eq_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_eq_f32", locals())


def v_cmp_eq_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f32 compare).

    ``v_cmp_eq_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_f32_e32", locals())


def v_cmp_eq_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f32 compare).

    ``v_cmp_eq_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_eq_f32_e64", locals())


def v_cmp_eq_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f32 compare).

    ``v_cmp_eq_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_eq_f32_sdwa", locals())


def v_cmp_eq_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f64 compare).

    ``v_cmp_eq_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_eq_f64", locals())


def v_cmp_eq_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f64 compare).

    ``v_cmp_eq_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_f64_e32", locals())


def v_cmp_eq_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f64 compare).

    ``v_cmp_eq_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_eq_f64_e64", locals())


def v_cmp_eq_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i16 compare).

    ``v_cmp_eq_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_eq_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_eq_i16", locals())


def v_cmp_eq_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i16 compare).

    ``v_cmp_eq_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_i16_e32", locals())


def v_cmp_eq_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i16 compare).

    ``v_cmp_eq_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_eq_i16_e64", locals())


def v_cmp_eq_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i16 compare).

    ``v_cmp_eq_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_eq_i16_sdwa", locals())


def v_cmp_eq_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i32 compare).

    ``v_cmp_eq_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_eq_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_eq_i32", locals())


def v_cmp_eq_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i32 compare).

    ``v_cmp_eq_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_i32_e32", locals())


def v_cmp_eq_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i32 compare).

    ``v_cmp_eq_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_eq_i32_e64", locals())


def v_cmp_eq_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i32 compare).

    ``v_cmp_eq_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_eq_i32_sdwa", locals())


def v_cmp_eq_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i64 compare).

    ``v_cmp_eq_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_eq_i64", locals())


def v_cmp_eq_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i64 compare).

    ``v_cmp_eq_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_i64_e32", locals())


def v_cmp_eq_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i64 compare).

    ``v_cmp_eq_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_eq_i64_e64", locals())


def v_cmp_eq_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u16 compare).

    ``v_cmp_eq_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_eq_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_eq_u16", locals())


def v_cmp_eq_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u16 compare).

    ``v_cmp_eq_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_u16_e32", locals())


def v_cmp_eq_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u16 compare).

    ``v_cmp_eq_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_eq_u16_e64", locals())


def v_cmp_eq_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u16 compare).

    ``v_cmp_eq_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_eq_u16_sdwa", locals())


def v_cmp_eq_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u32 compare).

    ``v_cmp_eq_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_eq_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_eq_u32", locals())


def v_cmp_eq_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u32 compare).

    ``v_cmp_eq_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_u32_e32", locals())


def v_cmp_eq_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u32 compare).

    ``v_cmp_eq_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_eq_u32_e64", locals())


def v_cmp_eq_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u32 compare).

    ``v_cmp_eq_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_eq_u32_sdwa", locals())


def v_cmp_eq_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u64 compare).

    ``v_cmp_eq_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_eq_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_eq_u64", locals())


def v_cmp_eq_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u64 compare).

    ``v_cmp_eq_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_eq_u64_e32", locals())


def v_cmp_eq_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u64 compare).

    ``v_cmp_eq_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_eq_u64_e64", locals())


def v_cmp_f_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f16 compare).

    ``v_cmp_f_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_f_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_f_f16", locals())


def v_cmp_f_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f16 compare).

    ``v_cmp_f_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_f16_e32", locals())


def v_cmp_f_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f16 compare).

    ``v_cmp_f_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_f_f16_e64", locals())


def v_cmp_f_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f16 compare).

    ``v_cmp_f_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_f_f16_sdwa", locals())


def v_cmp_f_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f32 compare).

    ``v_cmp_f_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_f_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_f_f32", locals())


def v_cmp_f_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f32 compare).

    ``v_cmp_f_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_f32_e32", locals())


def v_cmp_f_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f32 compare).

    ``v_cmp_f_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_f_f32_e64", locals())


def v_cmp_f_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f32 compare).

    ``v_cmp_f_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_f_f32_sdwa", locals())


def v_cmp_f_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f64 compare).

    ``v_cmp_f_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_f_f64", locals())


def v_cmp_f_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f64 compare).

    ``v_cmp_f_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_f64_e32", locals())


def v_cmp_f_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f64 compare).

    ``v_cmp_f_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_f_f64_e64", locals())


def v_cmp_f_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i16 compare).

    ``v_cmp_f_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_f_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_f_i16", locals())


def v_cmp_f_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i16 compare).

    ``v_cmp_f_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_i16_e32", locals())


def v_cmp_f_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i16 compare).

    ``v_cmp_f_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_f_i16_e64", locals())


def v_cmp_f_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i16 compare).

    ``v_cmp_f_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_f_i16_sdwa", locals())


def v_cmp_f_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i32 compare).

    ``v_cmp_f_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_f_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_f_i32", locals())


def v_cmp_f_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i32 compare).

    ``v_cmp_f_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_i32_e32", locals())


def v_cmp_f_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i32 compare).

    ``v_cmp_f_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_f_i32_e64", locals())


def v_cmp_f_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i32 compare).

    ``v_cmp_f_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_f_i32_sdwa", locals())


def v_cmp_f_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i64 compare).

    ``v_cmp_f_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_f_i64", locals())


def v_cmp_f_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i64 compare).

    ``v_cmp_f_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_i64_e32", locals())


def v_cmp_f_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i64 compare).

    ``v_cmp_f_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_f_i64_e64", locals())


def v_cmp_f_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u16 compare).

    ``v_cmp_f_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_f_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_f_u16", locals())


def v_cmp_f_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u16 compare).

    ``v_cmp_f_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_u16_e32", locals())


def v_cmp_f_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u16 compare).

    ``v_cmp_f_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_f_u16_e64", locals())


def v_cmp_f_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u16 compare).

    ``v_cmp_f_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_f_u16_sdwa", locals())


def v_cmp_f_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u32 compare).

    ``v_cmp_f_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_f_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_f_u32", locals())


def v_cmp_f_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u32 compare).

    ``v_cmp_f_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_u32_e32", locals())


def v_cmp_f_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u32 compare).

    ``v_cmp_f_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_f_u32_e64", locals())


def v_cmp_f_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u32 compare).

    ``v_cmp_f_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_f_u32_sdwa", locals())


def v_cmp_f_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u64 compare).

    ``v_cmp_f_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_f_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_f_u64", locals())


def v_cmp_f_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u64 compare).

    ``v_cmp_f_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_f_u64_e32", locals())


def v_cmp_f_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u64 compare).

    ``v_cmp_f_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_f_u64_e64", locals())


def v_cmp_ge_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f16 compare).

    ``v_cmp_ge_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_ge_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ge_f16", locals())


def v_cmp_ge_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f16 compare).

    ``v_cmp_ge_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_f16_e32", locals())


def v_cmp_ge_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f16 compare).

    ``v_cmp_ge_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_ge_f16_e64", locals())


def v_cmp_ge_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f16 compare).

    ``v_cmp_ge_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ge_f16_sdwa", locals())


def v_cmp_ge_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f32 compare).

    ``v_cmp_ge_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_ge_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ge_f32", locals())


def v_cmp_ge_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f32 compare).

    ``v_cmp_ge_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_f32_e32", locals())


def v_cmp_ge_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f32 compare).

    ``v_cmp_ge_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_ge_f32_e64", locals())


def v_cmp_ge_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f32 compare).

    ``v_cmp_ge_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ge_f32_sdwa", locals())


def v_cmp_ge_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f64 compare).

    ``v_cmp_ge_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_ge_f64", locals())


def v_cmp_ge_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f64 compare).

    ``v_cmp_ge_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_f64_e32", locals())


def v_cmp_ge_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f64 compare).

    ``v_cmp_ge_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_ge_f64_e64", locals())


def v_cmp_ge_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i16 compare).

    ``v_cmp_ge_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_ge_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ge_i16", locals())


def v_cmp_ge_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i16 compare).

    ``v_cmp_ge_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_i16_e32", locals())


def v_cmp_ge_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i16 compare).

    ``v_cmp_ge_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ge_i16_e64", locals())


def v_cmp_ge_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i16 compare).

    ``v_cmp_ge_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ge_i16_sdwa", locals())


def v_cmp_ge_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i32 compare).

    ``v_cmp_ge_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_ge_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ge_i32", locals())


def v_cmp_ge_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i32 compare).

    ``v_cmp_ge_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_i32_e32", locals())


def v_cmp_ge_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i32 compare).

    ``v_cmp_ge_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ge_i32_e64", locals())


def v_cmp_ge_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i32 compare).

    ``v_cmp_ge_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ge_i32_sdwa", locals())


def v_cmp_ge_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i64 compare).

    ``v_cmp_ge_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_ge_i64", locals())


def v_cmp_ge_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i64 compare).

    ``v_cmp_ge_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_i64_e32", locals())


def v_cmp_ge_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i64 compare).

    ``v_cmp_ge_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ge_i64_e64", locals())


def v_cmp_ge_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u16 compare).

    ``v_cmp_ge_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_ge_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ge_u16", locals())


def v_cmp_ge_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u16 compare).

    ``v_cmp_ge_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_u16_e32", locals())


def v_cmp_ge_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u16 compare).

    ``v_cmp_ge_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ge_u16_e64", locals())


def v_cmp_ge_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u16 compare).

    ``v_cmp_ge_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ge_u16_sdwa", locals())


def v_cmp_ge_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u32 compare).

    ``v_cmp_ge_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_ge_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ge_u32", locals())


def v_cmp_ge_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u32 compare).

    ``v_cmp_ge_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_u32_e32", locals())


def v_cmp_ge_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u32 compare).

    ``v_cmp_ge_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ge_u32_e64", locals())


def v_cmp_ge_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u32 compare).

    ``v_cmp_ge_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ge_u32_sdwa", locals())


def v_cmp_ge_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u64 compare).

    ``v_cmp_ge_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ge_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_ge_u64", locals())


def v_cmp_ge_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u64 compare).

    ``v_cmp_ge_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ge_u64_e32", locals())


def v_cmp_ge_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u64 compare).

    ``v_cmp_ge_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ge_u64_e64", locals())


def v_cmp_gt_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f16 compare).

    ``v_cmp_gt_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_gt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_gt_f16", locals())


def v_cmp_gt_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f16 compare).

    ``v_cmp_gt_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_f16_e32", locals())


def v_cmp_gt_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f16 compare).

    ``v_cmp_gt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_gt_f16_e64", locals())


def v_cmp_gt_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f16 compare).

    ``v_cmp_gt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_gt_f16_sdwa", locals())


def v_cmp_gt_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f32 compare).

    ``v_cmp_gt_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_gt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_gt_f32", locals())


def v_cmp_gt_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f32 compare).

    ``v_cmp_gt_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_f32_e32", locals())


def v_cmp_gt_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f32 compare).

    ``v_cmp_gt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_gt_f32_e64", locals())


def v_cmp_gt_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f32 compare).

    ``v_cmp_gt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_gt_f32_sdwa", locals())


def v_cmp_gt_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f64 compare).

    ``v_cmp_gt_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_gt_f64", locals())


def v_cmp_gt_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f64 compare).

    ``v_cmp_gt_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_f64_e32", locals())


def v_cmp_gt_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f64 compare).

    ``v_cmp_gt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_gt_f64_e64", locals())


def v_cmp_gt_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i16 compare).

    ``v_cmp_gt_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_gt_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_gt_i16", locals())


def v_cmp_gt_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i16 compare).

    ``v_cmp_gt_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_i16_e32", locals())


def v_cmp_gt_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i16 compare).

    ``v_cmp_gt_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_gt_i16_e64", locals())


def v_cmp_gt_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i16 compare).

    ``v_cmp_gt_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_gt_i16_sdwa", locals())


def v_cmp_gt_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i32 compare).

    ``v_cmp_gt_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_gt_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_gt_i32", locals())


def v_cmp_gt_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i32 compare).

    ``v_cmp_gt_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_i32_e32", locals())


def v_cmp_gt_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i32 compare).

    ``v_cmp_gt_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_gt_i32_e64", locals())


def v_cmp_gt_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i32 compare).

    ``v_cmp_gt_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_gt_i32_sdwa", locals())


def v_cmp_gt_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i64 compare).

    ``v_cmp_gt_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_gt_i64", locals())


def v_cmp_gt_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i64 compare).

    ``v_cmp_gt_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_i64_e32", locals())


def v_cmp_gt_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i64 compare).

    ``v_cmp_gt_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_gt_i64_e64", locals())


def v_cmp_gt_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u16 compare).

    ``v_cmp_gt_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_gt_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_gt_u16", locals())


def v_cmp_gt_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u16 compare).

    ``v_cmp_gt_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_u16_e32", locals())


def v_cmp_gt_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u16 compare).

    ``v_cmp_gt_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_gt_u16_e64", locals())


def v_cmp_gt_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u16 compare).

    ``v_cmp_gt_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_gt_u16_sdwa", locals())


def v_cmp_gt_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u32 compare).

    ``v_cmp_gt_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_gt_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_gt_u32", locals())


def v_cmp_gt_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u32 compare).

    ``v_cmp_gt_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_u32_e32", locals())


def v_cmp_gt_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u32 compare).

    ``v_cmp_gt_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_gt_u32_e64", locals())


def v_cmp_gt_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u32 compare).

    ``v_cmp_gt_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_gt_u32_sdwa", locals())


def v_cmp_gt_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u64 compare).

    ``v_cmp_gt_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_gt_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_gt_u64", locals())


def v_cmp_gt_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u64 compare).

    ``v_cmp_gt_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_gt_u64_e32", locals())


def v_cmp_gt_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u64 compare).

    ``v_cmp_gt_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_gt_u64_e64", locals())


def v_cmp_le_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f16 compare).

    ``v_cmp_le_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_le_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_le_f16", locals())


def v_cmp_le_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f16 compare).

    ``v_cmp_le_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_f16_e32", locals())


def v_cmp_le_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f16 compare).

    ``v_cmp_le_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_le_f16_e64", locals())


def v_cmp_le_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f16 compare).

    ``v_cmp_le_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_le_f16_sdwa", locals())


def v_cmp_le_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f32 compare).

    ``v_cmp_le_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_le_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_le_f32", locals())


def v_cmp_le_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f32 compare).

    ``v_cmp_le_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_f32_e32", locals())


def v_cmp_le_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f32 compare).

    ``v_cmp_le_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_le_f32_e64", locals())


def v_cmp_le_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f32 compare).

    ``v_cmp_le_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_le_f32_sdwa", locals())


def v_cmp_le_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f64 compare).

    ``v_cmp_le_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_le_f64", locals())


def v_cmp_le_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f64 compare).

    ``v_cmp_le_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_f64_e32", locals())


def v_cmp_le_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f64 compare).

    ``v_cmp_le_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_le_f64_e64", locals())


def v_cmp_le_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i16 compare).

    ``v_cmp_le_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_le_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_le_i16", locals())


def v_cmp_le_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i16 compare).

    ``v_cmp_le_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_i16_e32", locals())


def v_cmp_le_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i16 compare).

    ``v_cmp_le_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_le_i16_e64", locals())


def v_cmp_le_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i16 compare).

    ``v_cmp_le_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_le_i16_sdwa", locals())


def v_cmp_le_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i32 compare).

    ``v_cmp_le_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_le_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_le_i32", locals())


def v_cmp_le_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i32 compare).

    ``v_cmp_le_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_i32_e32", locals())


def v_cmp_le_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i32 compare).

    ``v_cmp_le_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_le_i32_e64", locals())


def v_cmp_le_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i32 compare).

    ``v_cmp_le_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_le_i32_sdwa", locals())


def v_cmp_le_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i64 compare).

    ``v_cmp_le_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_le_i64", locals())


def v_cmp_le_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i64 compare).

    ``v_cmp_le_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_i64_e32", locals())


def v_cmp_le_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i64 compare).

    ``v_cmp_le_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_le_i64_e64", locals())


def v_cmp_le_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u16 compare).

    ``v_cmp_le_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_le_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_le_u16", locals())


def v_cmp_le_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u16 compare).

    ``v_cmp_le_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_u16_e32", locals())


def v_cmp_le_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u16 compare).

    ``v_cmp_le_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_le_u16_e64", locals())


def v_cmp_le_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u16 compare).

    ``v_cmp_le_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_le_u16_sdwa", locals())


def v_cmp_le_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u32 compare).

    ``v_cmp_le_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_le_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_le_u32", locals())


def v_cmp_le_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u32 compare).

    ``v_cmp_le_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_u32_e32", locals())


def v_cmp_le_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u32 compare).

    ``v_cmp_le_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_le_u32_e64", locals())


def v_cmp_le_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u32 compare).

    ``v_cmp_le_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_le_u32_sdwa", locals())


def v_cmp_le_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u64 compare).

    ``v_cmp_le_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_le_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_le_u64", locals())


def v_cmp_le_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u64 compare).

    ``v_cmp_le_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_le_u64_e32", locals())


def v_cmp_le_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u64 compare).

    ``v_cmp_le_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_le_u64_e64", locals())


def v_cmp_lg_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f16 compare).

    ``v_cmp_lg_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lg_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_lg_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_lg_f16", locals())


def v_cmp_lg_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f16 compare).

    ``v_cmp_lg_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lg_f16_e32", locals())


def v_cmp_lg_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f16 compare).

    ``v_cmp_lg_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_lg_f16_e64", locals())


def v_cmp_lg_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f16 compare).

    ``v_cmp_lg_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_lg_f16_sdwa", locals())


def v_cmp_lg_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f32 compare).

    ``v_cmp_lg_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lg_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_lg_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_lg_f32", locals())


def v_cmp_lg_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f32 compare).

    ``v_cmp_lg_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lg_f32_e32", locals())


def v_cmp_lg_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f32 compare).

    ``v_cmp_lg_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_lg_f32_e64", locals())


def v_cmp_lg_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f32 compare).

    ``v_cmp_lg_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_lg_f32_sdwa", locals())


def v_cmp_lg_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f64 compare).

    ``v_cmp_lg_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lg_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_lg_f64", locals())


def v_cmp_lg_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f64 compare).

    ``v_cmp_lg_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lg_f64_e32", locals())


def v_cmp_lg_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f64 compare).

    ``v_cmp_lg_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_lg_f64_e64", locals())


def v_cmp_lt_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f16 compare).

    ``v_cmp_lt_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_lt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_lt_f16", locals())


def v_cmp_lt_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f16 compare).

    ``v_cmp_lt_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_f16_e32", locals())


def v_cmp_lt_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f16 compare).

    ``v_cmp_lt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_lt_f16_e64", locals())


def v_cmp_lt_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f16 compare).

    ``v_cmp_lt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_lt_f16_sdwa", locals())


def v_cmp_lt_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f32 compare).

    ``v_cmp_lt_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_lt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_lt_f32", locals())


def v_cmp_lt_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f32 compare).

    ``v_cmp_lt_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_f32_e32", locals())


def v_cmp_lt_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f32 compare).

    ``v_cmp_lt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_lt_f32_e64", locals())


def v_cmp_lt_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f32 compare).

    ``v_cmp_lt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_lt_f32_sdwa", locals())


def v_cmp_lt_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f64 compare).

    ``v_cmp_lt_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_lt_f64", locals())


def v_cmp_lt_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f64 compare).

    ``v_cmp_lt_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_f64_e32", locals())


def v_cmp_lt_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f64 compare).

    ``v_cmp_lt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_lt_f64_e64", locals())


def v_cmp_lt_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i16 compare).

    ``v_cmp_lt_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_lt_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_lt_i16", locals())


def v_cmp_lt_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i16 compare).

    ``v_cmp_lt_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_i16_e32", locals())


def v_cmp_lt_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i16 compare).

    ``v_cmp_lt_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_lt_i16_e64", locals())


def v_cmp_lt_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i16 compare).

    ``v_cmp_lt_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_lt_i16_sdwa", locals())


def v_cmp_lt_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i32 compare).

    ``v_cmp_lt_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_lt_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_lt_i32", locals())


def v_cmp_lt_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i32 compare).

    ``v_cmp_lt_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_i32_e32", locals())


def v_cmp_lt_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i32 compare).

    ``v_cmp_lt_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_lt_i32_e64", locals())


def v_cmp_lt_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i32 compare).

    ``v_cmp_lt_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_lt_i32_sdwa", locals())


def v_cmp_lt_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i64 compare).

    ``v_cmp_lt_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_lt_i64", locals())


def v_cmp_lt_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i64 compare).

    ``v_cmp_lt_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_i64_e32", locals())


def v_cmp_lt_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i64 compare).

    ``v_cmp_lt_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_lt_i64_e64", locals())


def v_cmp_lt_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u16 compare).

    ``v_cmp_lt_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_lt_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_lt_u16", locals())


def v_cmp_lt_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u16 compare).

    ``v_cmp_lt_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_u16_e32", locals())


def v_cmp_lt_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u16 compare).

    ``v_cmp_lt_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_lt_u16_e64", locals())


def v_cmp_lt_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u16 compare).

    ``v_cmp_lt_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_lt_u16_sdwa", locals())


def v_cmp_lt_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u32 compare).

    ``v_cmp_lt_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_lt_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_lt_u32", locals())


def v_cmp_lt_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u32 compare).

    ``v_cmp_lt_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_u32_e32", locals())


def v_cmp_lt_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u32 compare).

    ``v_cmp_lt_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_lt_u32_e64", locals())


def v_cmp_lt_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u32 compare).

    ``v_cmp_lt_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_lt_u32_sdwa", locals())


def v_cmp_lt_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u64 compare).

    ``v_cmp_lt_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_lt_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_lt_u64", locals())


def v_cmp_lt_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u64 compare).

    ``v_cmp_lt_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_lt_u64_e32", locals())


def v_cmp_lt_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u64 compare).

    ``v_cmp_lt_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_lt_u64_e64", locals())


def v_cmp_ne_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i16 compare).

    ``v_cmp_ne_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ne_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_ne_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ne_i16", locals())


def v_cmp_ne_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i16 compare).

    ``v_cmp_ne_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ne_i16_e32", locals())


def v_cmp_ne_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i16 compare).

    ``v_cmp_ne_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ne_i16_e64", locals())


def v_cmp_ne_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i16 compare).

    ``v_cmp_ne_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ne_i16_sdwa", locals())


def v_cmp_ne_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i32 compare).

    ``v_cmp_ne_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ne_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_ne_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ne_i32", locals())


def v_cmp_ne_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i32 compare).

    ``v_cmp_ne_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ne_i32_e32", locals())


def v_cmp_ne_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i32 compare).

    ``v_cmp_ne_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ne_i32_e64", locals())


def v_cmp_ne_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i32 compare).

    ``v_cmp_ne_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ne_i32_sdwa", locals())


def v_cmp_ne_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i64 compare).

    ``v_cmp_ne_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ne_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_ne_i64", locals())


def v_cmp_ne_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i64 compare).

    ``v_cmp_ne_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ne_i64_e32", locals())


def v_cmp_ne_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i64 compare).

    ``v_cmp_ne_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ne_i64_e64", locals())


def v_cmp_ne_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u16 compare).

    ``v_cmp_ne_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ne_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_ne_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ne_u16", locals())


def v_cmp_ne_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u16 compare).

    ``v_cmp_ne_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ne_u16_e32", locals())


def v_cmp_ne_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u16 compare).

    ``v_cmp_ne_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ne_u16_e64", locals())


def v_cmp_ne_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u16 compare).

    ``v_cmp_ne_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ne_u16_sdwa", locals())


def v_cmp_ne_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u32 compare).

    ``v_cmp_ne_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ne_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_ne_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ne_u32", locals())


def v_cmp_ne_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u32 compare).

    ``v_cmp_ne_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ne_u32_e32", locals())


def v_cmp_ne_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u32 compare).

    ``v_cmp_ne_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ne_u32_e64", locals())


def v_cmp_ne_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u32 compare).

    ``v_cmp_ne_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ne_u32_sdwa", locals())


def v_cmp_ne_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u64 compare).

    ``v_cmp_ne_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ne_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_ne_u64", locals())


def v_cmp_ne_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u64 compare).

    ``v_cmp_ne_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ne_u64_e32", locals())


def v_cmp_ne_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u64 compare).

    ``v_cmp_ne_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_ne_u64_e64", locals())


def v_cmp_neq_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f16 compare).

    ``v_cmp_neq_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_neq_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_neq_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_neq_f16", locals())


def v_cmp_neq_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f16 compare).

    ``v_cmp_neq_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_neq_f16_e32", locals())


def v_cmp_neq_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f16 compare).

    ``v_cmp_neq_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_neq_f16_e64", locals())


def v_cmp_neq_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f16 compare).

    ``v_cmp_neq_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_neq_f16_sdwa", locals())


def v_cmp_neq_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f32 compare).

    ``v_cmp_neq_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_neq_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_neq_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_neq_f32", locals())


def v_cmp_neq_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f32 compare).

    ``v_cmp_neq_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_neq_f32_e32", locals())


def v_cmp_neq_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f32 compare).

    ``v_cmp_neq_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_neq_f32_e64", locals())


def v_cmp_neq_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f32 compare).

    ``v_cmp_neq_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_neq_f32_sdwa", locals())


def v_cmp_neq_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f64 compare).

    ``v_cmp_neq_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_neq_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_neq_f64", locals())


def v_cmp_neq_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f64 compare).

    ``v_cmp_neq_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_neq_f64_e32", locals())


def v_cmp_neq_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f64 compare).

    ``v_cmp_neq_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_neq_f64_e64", locals())


def v_cmp_nge_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f16 compare).

    ``v_cmp_nge_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nge_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_nge_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_nge_f16", locals())


def v_cmp_nge_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f16 compare).

    ``v_cmp_nge_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nge_f16_e32", locals())


def v_cmp_nge_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f16 compare).

    ``v_cmp_nge_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nge_f16_e64", locals())


def v_cmp_nge_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f16 compare).

    ``v_cmp_nge_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_nge_f16_sdwa", locals())


def v_cmp_nge_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f32 compare).

    ``v_cmp_nge_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nge_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_nge_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_nge_f32", locals())


def v_cmp_nge_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f32 compare).

    ``v_cmp_nge_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nge_f32_e32", locals())


def v_cmp_nge_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f32 compare).

    ``v_cmp_nge_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nge_f32_e64", locals())


def v_cmp_nge_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f32 compare).

    ``v_cmp_nge_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_nge_f32_sdwa", locals())


def v_cmp_nge_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f64 compare).

    ``v_cmp_nge_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nge_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_nge_f64", locals())


def v_cmp_nge_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f64 compare).

    ``v_cmp_nge_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nge_f64_e32", locals())


def v_cmp_nge_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f64 compare).

    ``v_cmp_nge_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nge_f64_e64", locals())


def v_cmp_ngt_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f16 compare).

    ``v_cmp_ngt_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ngt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_ngt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ngt_f16", locals())


def v_cmp_ngt_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f16 compare).

    ``v_cmp_ngt_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ngt_f16_e32", locals())


def v_cmp_ngt_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f16 compare).

    ``v_cmp_ngt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_ngt_f16_e64", locals())


def v_cmp_ngt_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f16 compare).

    ``v_cmp_ngt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ngt_f16_sdwa", locals())


def v_cmp_ngt_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f32 compare).

    ``v_cmp_ngt_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ngt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_ngt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_ngt_f32", locals())


def v_cmp_ngt_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f32 compare).

    ``v_cmp_ngt_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ngt_f32_e32", locals())


def v_cmp_ngt_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f32 compare).

    ``v_cmp_ngt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_ngt_f32_e64", locals())


def v_cmp_ngt_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f32 compare).

    ``v_cmp_ngt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_ngt_f32_sdwa", locals())


def v_cmp_ngt_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f64 compare).

    ``v_cmp_ngt_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_ngt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_ngt_f64", locals())


def v_cmp_ngt_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f64 compare).

    ``v_cmp_ngt_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_ngt_f64_e32", locals())


def v_cmp_ngt_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f64 compare).

    ``v_cmp_ngt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_ngt_f64_e64", locals())


def v_cmp_nle_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f16 compare).

    ``v_cmp_nle_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nle_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_nle_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_nle_f16", locals())


def v_cmp_nle_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f16 compare).

    ``v_cmp_nle_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nle_f16_e32", locals())


def v_cmp_nle_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f16 compare).

    ``v_cmp_nle_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nle_f16_e64", locals())


def v_cmp_nle_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f16 compare).

    ``v_cmp_nle_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_nle_f16_sdwa", locals())


def v_cmp_nle_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f32 compare).

    ``v_cmp_nle_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nle_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_nle_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_nle_f32", locals())


def v_cmp_nle_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f32 compare).

    ``v_cmp_nle_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nle_f32_e32", locals())


def v_cmp_nle_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f32 compare).

    ``v_cmp_nle_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nle_f32_e64", locals())


def v_cmp_nle_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f32 compare).

    ``v_cmp_nle_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_nle_f32_sdwa", locals())


def v_cmp_nle_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f64 compare).

    ``v_cmp_nle_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nle_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_nle_f64", locals())


def v_cmp_nle_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f64 compare).

    ``v_cmp_nle_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nle_f64_e32", locals())


def v_cmp_nle_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f64 compare).

    ``v_cmp_nle_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nle_f64_e64", locals())


def v_cmp_nlg_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f16 compare).

    ``v_cmp_nlg_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nlg_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_nlg_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_nlg_f16", locals())


def v_cmp_nlg_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f16 compare).

    ``v_cmp_nlg_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nlg_f16_e32", locals())


def v_cmp_nlg_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f16 compare).

    ``v_cmp_nlg_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nlg_f16_e64", locals())


def v_cmp_nlg_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f16 compare).

    ``v_cmp_nlg_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_nlg_f16_sdwa", locals())


def v_cmp_nlg_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f32 compare).

    ``v_cmp_nlg_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nlg_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_nlg_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_nlg_f32", locals())


def v_cmp_nlg_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f32 compare).

    ``v_cmp_nlg_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nlg_f32_e32", locals())


def v_cmp_nlg_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f32 compare).

    ``v_cmp_nlg_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nlg_f32_e64", locals())


def v_cmp_nlg_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f32 compare).

    ``v_cmp_nlg_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_nlg_f32_sdwa", locals())


def v_cmp_nlg_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f64 compare).

    ``v_cmp_nlg_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nlg_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_nlg_f64", locals())


def v_cmp_nlg_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f64 compare).

    ``v_cmp_nlg_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nlg_f64_e32", locals())


def v_cmp_nlg_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f64 compare).

    ``v_cmp_nlg_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nlg_f64_e64", locals())


def v_cmp_nlt_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f16 compare).

    ``v_cmp_nlt_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nlt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_nlt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_nlt_f16", locals())


def v_cmp_nlt_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f16 compare).

    ``v_cmp_nlt_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nlt_f16_e32", locals())


def v_cmp_nlt_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f16 compare).

    ``v_cmp_nlt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nlt_f16_e64", locals())


def v_cmp_nlt_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f16 compare).

    ``v_cmp_nlt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_nlt_f16_sdwa", locals())


def v_cmp_nlt_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f32 compare).

    ``v_cmp_nlt_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nlt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_nlt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_nlt_f32", locals())


def v_cmp_nlt_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f32 compare).

    ``v_cmp_nlt_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nlt_f32_e32", locals())


def v_cmp_nlt_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f32 compare).

    ``v_cmp_nlt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nlt_f32_e64", locals())


def v_cmp_nlt_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f32 compare).

    ``v_cmp_nlt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_nlt_f32_sdwa", locals())


def v_cmp_nlt_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f64 compare).

    ``v_cmp_nlt_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_nlt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_nlt_f64", locals())


def v_cmp_nlt_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f64 compare).

    ``v_cmp_nlt_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_nlt_f64_e32", locals())


def v_cmp_nlt_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f64 compare).

    ``v_cmp_nlt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_nlt_f64_e64", locals())


def v_cmp_o_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f16 compare).

    ``v_cmp_o_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_o_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_o_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_o_f16", locals())


def v_cmp_o_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f16 compare).

    ``v_cmp_o_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_o_f16_e32", locals())


def v_cmp_o_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f16 compare).

    ``v_cmp_o_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_o_f16_e64", locals())


def v_cmp_o_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f16 compare).

    ``v_cmp_o_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_o_f16_sdwa", locals())


def v_cmp_o_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f32 compare).

    ``v_cmp_o_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_o_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_o_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_o_f32", locals())


def v_cmp_o_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f32 compare).

    ``v_cmp_o_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_o_f32_e32", locals())


def v_cmp_o_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f32 compare).

    ``v_cmp_o_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_o_f32_e64", locals())


def v_cmp_o_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f32 compare).

    ``v_cmp_o_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_o_f32_sdwa", locals())


def v_cmp_o_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f64 compare).

    ``v_cmp_o_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_o_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_o_f64", locals())


def v_cmp_o_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f64 compare).

    ``v_cmp_o_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_o_f64_e32", locals())


def v_cmp_o_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f64 compare).

    ``v_cmp_o_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_o_f64_e64", locals())


def v_cmp_t_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i16 compare).

    ``v_cmp_t_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_t_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_t_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_t_i16", locals())


def v_cmp_t_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i16 compare).

    ``v_cmp_t_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_t_i16_e32", locals())


def v_cmp_t_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i16 compare).

    ``v_cmp_t_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_t_i16_e64", locals())


def v_cmp_t_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i16 compare).

    ``v_cmp_t_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_t_i16_sdwa", locals())


def v_cmp_t_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i32 compare).

    ``v_cmp_t_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_t_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_t_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_t_i32", locals())


def v_cmp_t_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i32 compare).

    ``v_cmp_t_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_t_i32_e32", locals())


def v_cmp_t_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i32 compare).

    ``v_cmp_t_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_t_i32_e64", locals())


def v_cmp_t_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i32 compare).

    ``v_cmp_t_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_t_i32_sdwa", locals())


def v_cmp_t_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i64 compare).

    ``v_cmp_t_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_t_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_t_i64", locals())


def v_cmp_t_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i64 compare).

    ``v_cmp_t_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_t_i64_e32", locals())


def v_cmp_t_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i64 compare).

    ``v_cmp_t_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_t_i64_e64", locals())


def v_cmp_t_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u16 compare).

    ``v_cmp_t_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_t_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_t_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_t_u16", locals())


def v_cmp_t_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u16 compare).

    ``v_cmp_t_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_t_u16_e32", locals())


def v_cmp_t_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u16 compare).

    ``v_cmp_t_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_t_u16_e64", locals())


def v_cmp_t_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u16 compare).

    ``v_cmp_t_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_t_u16_sdwa", locals())


def v_cmp_t_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u32 compare).

    ``v_cmp_t_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_t_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmp_t_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_t_u32", locals())


def v_cmp_t_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u32 compare).

    ``v_cmp_t_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_t_u32_e32", locals())


def v_cmp_t_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u32 compare).

    ``v_cmp_t_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_t_u32_e64", locals())


def v_cmp_t_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u32 compare).

    ``v_cmp_t_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_t_u32_sdwa", locals())


def v_cmp_t_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u64 compare).

    ``v_cmp_t_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_t_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_t_u64", locals())


def v_cmp_t_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u64 compare).

    ``v_cmp_t_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_t_u64_e32", locals())


def v_cmp_t_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u64 compare).

    ``v_cmp_t_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmp_t_u64_e64", locals())


def v_cmp_tru_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f16 compare).

    ``v_cmp_tru_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_tru_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_tru_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_tru_f16", locals())


def v_cmp_tru_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f16 compare).

    ``v_cmp_tru_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_tru_f16_e32", locals())


def v_cmp_tru_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f16 compare).

    ``v_cmp_tru_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_tru_f16_e64", locals())


def v_cmp_tru_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f16 compare).

    ``v_cmp_tru_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_tru_f16_sdwa", locals())


def v_cmp_tru_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f32 compare).

    ``v_cmp_tru_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_tru_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_tru_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_tru_f32", locals())


def v_cmp_tru_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f32 compare).

    ``v_cmp_tru_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_tru_f32_e32", locals())


def v_cmp_tru_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f32 compare).

    ``v_cmp_tru_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_tru_f32_e64", locals())


def v_cmp_tru_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f32 compare).

    ``v_cmp_tru_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_tru_f32_sdwa", locals())


def v_cmp_tru_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f64 compare).

    ``v_cmp_tru_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_tru_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_tru_f64", locals())


def v_cmp_tru_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f64 compare).

    ``v_cmp_tru_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_tru_f64_e32", locals())


def v_cmp_tru_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f64 compare).

    ``v_cmp_tru_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_tru_f64_e64", locals())


def v_cmp_u_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f16 compare).

    ``v_cmp_u_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_u_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_u_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_u_f16", locals())


def v_cmp_u_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f16 compare).

    ``v_cmp_u_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_u_f16_e32", locals())


def v_cmp_u_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f16 compare).

    ``v_cmp_u_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_u_f16_e64", locals())


def v_cmp_u_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f16 compare).

    ``v_cmp_u_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_u_f16_sdwa", locals())


def v_cmp_u_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f32 compare).

    ``v_cmp_u_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_u_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmp_u_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmp_u_f32", locals())


def v_cmp_u_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f32 compare).

    ``v_cmp_u_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_u_f32_e32", locals())


def v_cmp_u_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f32 compare).

    ``v_cmp_u_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_u_f32_e64", locals())


def v_cmp_u_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f32 compare).

    ``v_cmp_u_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmp_u_f32_sdwa", locals())


def v_cmp_u_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f64 compare).

    ``v_cmp_u_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmp_u_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmp_u_f64", locals())


def v_cmp_u_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f64 compare).

    ``v_cmp_u_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmp_u_f64_e32", locals())


def v_cmp_u_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f64 compare).

    ``v_cmp_u_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmp_u_f64_e64", locals())


def v_cmpx_class_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the f16 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_class_f16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_class_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_class_f16", locals())


def v_cmpx_class_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the f16 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_class_f16_e32", locals())


def v_cmpx_class_f16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the f16 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_class_f16_e64", locals())


def v_cmpx_class_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the f16 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_class_f16_sdwa", locals())


def v_cmpx_class_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the f32 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_class_f32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_class_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_class_f32", locals())


def v_cmpx_class_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the f32 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_class_f32_e32", locals())


def v_cmpx_class_f32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the f32 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_class_f32_e64", locals())


def v_cmpx_class_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the f32 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_class_f32_sdwa", locals())


def v_cmpx_class_f64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the f64 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_class_f64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_class_f64", locals())


def v_cmpx_class_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the f64 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_class_f64_e32", locals())


def v_cmpx_class_f64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the f64 first source falls in a class selected by bits 9:0 of the second (sNaN, qNaN, -inf, -normal, -subnormal, -0, +0, +subnormal, +normal, +inf); EXEC is replaced by the same mask.

    ``v_cmpx_class_f64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_class_f64_e64", locals())


def v_cmpx_eq_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_eq_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_eq_f16", locals())


def v_cmpx_eq_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_f16_e32", locals())


def v_cmpx_eq_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_eq_f16_e64", locals())


def v_cmpx_eq_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_eq_f16_sdwa", locals())


def v_cmpx_eq_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_eq_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_eq_f32", locals())


def v_cmpx_eq_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_f32_e32", locals())


def v_cmpx_eq_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_eq_f32_e64", locals())


def v_cmpx_eq_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_eq_f32_sdwa", locals())


def v_cmpx_eq_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_eq_f64", locals())


def v_cmpx_eq_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_f64_e32", locals())


def v_cmpx_eq_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (-0 equals +0); a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_eq_f64_e64", locals())


def v_cmpx_eq_i16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_eq_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_eq_i16", locals())


def v_cmpx_eq_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_i16_e32", locals())


def v_cmpx_eq_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_eq_i16_e64", locals())


def v_cmpx_eq_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_eq_i16_sdwa", locals())


def v_cmpx_eq_i32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_eq_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_eq_i32", locals())


def v_cmpx_eq_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_i32_e32", locals())


def v_cmpx_eq_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_eq_i32_e64", locals())


def v_cmpx_eq_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_eq_i32_sdwa", locals())


def v_cmpx_eq_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_eq_i64", locals())


def v_cmpx_eq_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_i64_e32", locals())


def v_cmpx_eq_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_eq_i64_e64", locals())


def v_cmpx_eq_u16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_eq_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_eq_u16", locals())


def v_cmpx_eq_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_u16_e32", locals())


def v_cmpx_eq_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_eq_u16_e64", locals())


def v_cmpx_eq_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_eq_u16_sdwa", locals())


def v_cmpx_eq_u32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_eq_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_eq_u32", locals())


def v_cmpx_eq_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_u32_e32", locals())


def v_cmpx_eq_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_eq_u32_e64", locals())


def v_cmpx_eq_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_eq_u32_sdwa", locals())


def v_cmpx_eq_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_eq_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_eq_u64", locals())


def v_cmpx_eq_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_eq_u64_e32", locals())


def v_cmpx_eq_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_eq_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_eq_u64_e64", locals())


def v_cmpx_f_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_f_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_f_f16", locals())


def v_cmpx_f_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_f16_e32", locals())


def v_cmpx_f_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_f_f16_e64", locals())


def v_cmpx_f_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_f_f16_sdwa", locals())


def v_cmpx_f_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_f_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_f_f32", locals())


def v_cmpx_f_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_f32_e32", locals())


def v_cmpx_f_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_f_f32_e64", locals())


def v_cmpx_f_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_f_f32_sdwa", locals())


def v_cmpx_f_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_f_f64", locals())


def v_cmpx_f_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_f64_e32", locals())


def v_cmpx_f_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_f_f64_e64", locals())


def v_cmpx_f_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_f_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_f_i16", locals())


def v_cmpx_f_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_i16_e32", locals())


def v_cmpx_f_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_f_i16_e64", locals())


def v_cmpx_f_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_f_i16_sdwa", locals())


def v_cmpx_f_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_f_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_f_i32", locals())


def v_cmpx_f_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_i32_e32", locals())


def v_cmpx_f_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_f_i32_e64", locals())


def v_cmpx_f_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_f_i32_sdwa", locals())


def v_cmpx_f_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_f_i64", locals())


def v_cmpx_f_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_i64_e32", locals())


def v_cmpx_f_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_f_i64_e64", locals())


def v_cmpx_f_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_f_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_f_u16", locals())


def v_cmpx_f_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_u16_e32", locals())


def v_cmpx_f_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_f_u16_e64", locals())


def v_cmpx_f_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_f_u16_sdwa", locals())


def v_cmpx_f_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_f_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_f_u32", locals())


def v_cmpx_f_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_u32_e32", locals())


def v_cmpx_f_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_f_u32_e64", locals())


def v_cmpx_f_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_f_u32_sdwa", locals())


def v_cmpx_f_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_f_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_f_u64", locals())


def v_cmpx_f_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_f_u64_e32", locals())


def v_cmpx_f_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when never (constant false) (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_f_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_f_u64_e64", locals())


def v_cmpx_ge_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_ge_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ge_f16", locals())


def v_cmpx_ge_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_f16_e32", locals())


def v_cmpx_ge_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_ge_f16_e64", locals())


def v_cmpx_ge_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ge_f16_sdwa", locals())


def v_cmpx_ge_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_ge_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ge_f32", locals())


def v_cmpx_ge_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_f32_e32", locals())


def v_cmpx_ge_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_ge_f32_e64", locals())


def v_cmpx_ge_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ge_f32_sdwa", locals())


def v_cmpx_ge_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_ge_f64", locals())


def v_cmpx_ge_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_f64_e32", locals())


def v_cmpx_ge_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above or equal to the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_ge_f64_e64", locals())


def v_cmpx_ge_i16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_ge_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ge_i16", locals())


def v_cmpx_ge_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_i16_e32", locals())


def v_cmpx_ge_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ge_i16_e64", locals())


def v_cmpx_ge_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ge_i16_sdwa", locals())


def v_cmpx_ge_i32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_ge_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ge_i32", locals())


def v_cmpx_ge_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_i32_e32", locals())


def v_cmpx_ge_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ge_i32_e64", locals())


def v_cmpx_ge_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ge_i32_sdwa", locals())


def v_cmpx_ge_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_ge_i64", locals())


def v_cmpx_ge_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_i64_e32", locals())


def v_cmpx_ge_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ge_i64_e64", locals())


def v_cmpx_ge_u16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_ge_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ge_u16", locals())


def v_cmpx_ge_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_u16_e32", locals())


def v_cmpx_ge_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ge_u16_e64", locals())


def v_cmpx_ge_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ge_u16_sdwa", locals())


def v_cmpx_ge_u32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_ge_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ge_u32", locals())


def v_cmpx_ge_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_u32_e32", locals())


def v_cmpx_ge_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ge_u32_e64", locals())


def v_cmpx_ge_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ge_u32_sdwa", locals())


def v_cmpx_ge_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ge_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_ge_u64", locals())


def v_cmpx_ge_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ge_u64_e32", locals())


def v_cmpx_ge_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than or equal to the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ge_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ge_u64_e64", locals())


def v_cmpx_gt_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_gt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_gt_f16", locals())


def v_cmpx_gt_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_f16_e32", locals())


def v_cmpx_gt_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_gt_f16_e64", locals())


def v_cmpx_gt_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_gt_f16_sdwa", locals())


def v_cmpx_gt_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_gt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_gt_f32", locals())


def v_cmpx_gt_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_f32_e32", locals())


def v_cmpx_gt_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_gt_f32_e64", locals())


def v_cmpx_gt_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_gt_f32_sdwa", locals())


def v_cmpx_gt_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_gt_f64", locals())


def v_cmpx_gt_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_f64_e32", locals())


def v_cmpx_gt_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is above the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_gt_f64_e64", locals())


def v_cmpx_gt_i16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_gt_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_gt_i16", locals())


def v_cmpx_gt_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_i16_e32", locals())


def v_cmpx_gt_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_gt_i16_e64", locals())


def v_cmpx_gt_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_gt_i16_sdwa", locals())


def v_cmpx_gt_i32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_gt_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_gt_i32", locals())


def v_cmpx_gt_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_i32_e32", locals())


def v_cmpx_gt_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_gt_i32_e64", locals())


def v_cmpx_gt_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_gt_i32_sdwa", locals())


def v_cmpx_gt_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_gt_i64", locals())


def v_cmpx_gt_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_i64_e32", locals())


def v_cmpx_gt_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_gt_i64_e64", locals())


def v_cmpx_gt_u16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_gt_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_gt_u16", locals())


def v_cmpx_gt_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_u16_e32", locals())


def v_cmpx_gt_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_gt_u16_e64", locals())


def v_cmpx_gt_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_gt_u16_sdwa", locals())


def v_cmpx_gt_u32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_gt_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_gt_u32", locals())


def v_cmpx_gt_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_u32_e32", locals())


def v_cmpx_gt_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_gt_u32_e64", locals())


def v_cmpx_gt_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_gt_u32_sdwa", locals())


def v_cmpx_gt_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_gt_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_gt_u64", locals())


def v_cmpx_gt_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_gt_u64_e32", locals())


def v_cmpx_gt_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is greater than the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_gt_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_gt_u64_e64", locals())


def v_cmpx_le_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_le_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_le_f16", locals())


def v_cmpx_le_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_f16_e32", locals())


def v_cmpx_le_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_le_f16_e64", locals())


def v_cmpx_le_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_le_f16_sdwa", locals())


def v_cmpx_le_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_le_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_le_f32", locals())


def v_cmpx_le_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_f32_e32", locals())


def v_cmpx_le_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_le_f32_e64", locals())


def v_cmpx_le_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_le_f32_sdwa", locals())


def v_cmpx_le_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_le_f64", locals())


def v_cmpx_le_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_f64_e32", locals())


def v_cmpx_le_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below or equal to the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_le_f64_e64", locals())


def v_cmpx_le_i16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_le_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_le_i16", locals())


def v_cmpx_le_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_i16_e32", locals())


def v_cmpx_le_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_le_i16_e64", locals())


def v_cmpx_le_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_le_i16_sdwa", locals())


def v_cmpx_le_i32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_le_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_le_i32", locals())


def v_cmpx_le_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_i32_e32", locals())


def v_cmpx_le_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_le_i32_e64", locals())


def v_cmpx_le_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_le_i32_sdwa", locals())


def v_cmpx_le_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_le_i64", locals())


def v_cmpx_le_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_i64_e32", locals())


def v_cmpx_le_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_le_i64_e64", locals())


def v_cmpx_le_u16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_le_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_le_u16", locals())


def v_cmpx_le_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_u16_e32", locals())


def v_cmpx_le_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_le_u16_e64", locals())


def v_cmpx_le_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_le_u16_sdwa", locals())


def v_cmpx_le_u32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_le_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_le_u32", locals())


def v_cmpx_le_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_u32_e32", locals())


def v_cmpx_le_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_le_u32_e64", locals())


def v_cmpx_le_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_le_u32_sdwa", locals())


def v_cmpx_le_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_le_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_le_u64", locals())


def v_cmpx_le_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_le_u64_e32", locals())


def v_cmpx_le_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than or equal to the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_le_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_le_u64_e64", locals())


def v_cmpx_lg_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lg_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_lg_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_lg_f16", locals())


def v_cmpx_lg_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lg_f16_e32", locals())


def v_cmpx_lg_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_lg_f16_e64", locals())


def v_cmpx_lg_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_lg_f16_sdwa", locals())


def v_cmpx_lg_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lg_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_lg_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_lg_f32", locals())


def v_cmpx_lg_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lg_f32_e32", locals())


def v_cmpx_lg_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_lg_f32_e64", locals())


def v_cmpx_lg_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_lg_f32_sdwa", locals())


def v_cmpx_lg_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lg_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_lg_f64", locals())


def v_cmpx_lg_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lg_f64_e32", locals())


def v_cmpx_lg_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are ordered and differ (-0 and +0 do not differ) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lg_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_lg_f64_e64", locals())


def v_cmpx_lt_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_lt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_lt_f16", locals())


def v_cmpx_lt_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_f16_e32", locals())


def v_cmpx_lt_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_lt_f16_e64", locals())


def v_cmpx_lt_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_lt_f16_sdwa", locals())


def v_cmpx_lt_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_lt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_lt_f32", locals())


def v_cmpx_lt_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_f32_e32", locals())


def v_cmpx_lt_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_lt_f32_e64", locals())


def v_cmpx_lt_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_lt_f32_sdwa", locals())


def v_cmpx_lt_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_lt_f64", locals())


def v_cmpx_lt_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_f64_e32", locals())


def v_cmpx_lt_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is below the second; a NaN makes it false (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_lt_f64_e64", locals())


def v_cmpx_lt_i16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_lt_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_lt_i16", locals())


def v_cmpx_lt_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_i16_e32", locals())


def v_cmpx_lt_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_lt_i16_e64", locals())


def v_cmpx_lt_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_lt_i16_sdwa", locals())


def v_cmpx_lt_i32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_lt_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_lt_i32", locals())


def v_cmpx_lt_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_i32_e32", locals())


def v_cmpx_lt_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_lt_i32_e64", locals())


def v_cmpx_lt_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_lt_i32_sdwa", locals())


def v_cmpx_lt_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_lt_i64", locals())


def v_cmpx_lt_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_i64_e32", locals())


def v_cmpx_lt_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_lt_i64_e64", locals())


def v_cmpx_lt_u16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_lt_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_lt_u16", locals())


def v_cmpx_lt_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_u16_e32", locals())


def v_cmpx_lt_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_lt_u16_e64", locals())


def v_cmpx_lt_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_lt_u16_sdwa", locals())


def v_cmpx_lt_u32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_lt_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_lt_u32", locals())


def v_cmpx_lt_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_u32_e32", locals())


def v_cmpx_lt_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_lt_u32_e64", locals())


def v_cmpx_lt_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_lt_u32_sdwa", locals())


def v_cmpx_lt_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_lt_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_lt_u64", locals())


def v_cmpx_lt_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_lt_u64_e32", locals())


def v_cmpx_lt_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is less than the second (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_lt_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_lt_u64_e64", locals())


def v_cmpx_ne_i16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ne_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_ne_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ne_i16", locals())


def v_cmpx_ne_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ne_i16_e32", locals())


def v_cmpx_ne_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ne_i16_e64", locals())


def v_cmpx_ne_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ne_i16_sdwa", locals())


def v_cmpx_ne_i32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ne_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_ne_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ne_i32", locals())


def v_cmpx_ne_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ne_i32_e32", locals())


def v_cmpx_ne_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ne_i32_e64", locals())


def v_cmpx_ne_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ne_i32_sdwa", locals())


def v_cmpx_ne_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ne_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_ne_i64", locals())


def v_cmpx_ne_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ne_i64_e32", locals())


def v_cmpx_ne_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ne_i64_e64", locals())


def v_cmpx_ne_u16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ne_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_ne_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ne_u16", locals())


def v_cmpx_ne_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ne_u16_e32", locals())


def v_cmpx_ne_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ne_u16_e64", locals())


def v_cmpx_ne_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ne_u16_sdwa", locals())


def v_cmpx_ne_u32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ne_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_ne_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ne_u32", locals())


def v_cmpx_ne_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ne_u32_e32", locals())


def v_cmpx_ne_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ne_u32_e64", locals())


def v_cmpx_ne_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ne_u32_sdwa", locals())


def v_cmpx_ne_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ne_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_ne_u64", locals())


def v_cmpx_ne_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ne_u64_e32", locals())


def v_cmpx_ne_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources differ (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ne_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_ne_u64_e64", locals())


def v_cmpx_neq_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_neq_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_neq_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_neq_f16", locals())


def v_cmpx_neq_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_neq_f16_e32", locals())


def v_cmpx_neq_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_neq_f16_e64", locals())


def v_cmpx_neq_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_neq_f16_sdwa", locals())


def v_cmpx_neq_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_neq_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_neq_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_neq_f32", locals())


def v_cmpx_neq_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_neq_f32_e32", locals())


def v_cmpx_neq_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_neq_f32_e64", locals())


def v_cmpx_neq_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_neq_f32_sdwa", locals())


def v_cmpx_neq_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_neq_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_neq_f64", locals())


def v_cmpx_neq_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_neq_f64_e32", locals())


def v_cmpx_neq_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are not equal, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_neq_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_neq_f64_e64", locals())


def v_cmpx_nge_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nge_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_nge_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_nge_f16", locals())


def v_cmpx_nge_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nge_f16_e32", locals())


def v_cmpx_nge_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nge_f16_e64", locals())


def v_cmpx_nge_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_nge_f16_sdwa", locals())


def v_cmpx_nge_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nge_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_nge_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_nge_f32", locals())


def v_cmpx_nge_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nge_f32_e32", locals())


def v_cmpx_nge_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nge_f32_e64", locals())


def v_cmpx_nge_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_nge_f32_sdwa", locals())


def v_cmpx_nge_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nge_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_nge_f64", locals())


def v_cmpx_nge_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nge_f64_e32", locals())


def v_cmpx_nge_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above or equal to the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nge_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nge_f64_e64", locals())


def v_cmpx_ngt_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ngt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_ngt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ngt_f16", locals())


def v_cmpx_ngt_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ngt_f16_e32", locals())


def v_cmpx_ngt_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_ngt_f16_e64", locals())


def v_cmpx_ngt_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ngt_f16_sdwa", locals())


def v_cmpx_ngt_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ngt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_ngt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_ngt_f32", locals())


def v_cmpx_ngt_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ngt_f32_e32", locals())


def v_cmpx_ngt_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_ngt_f32_e64", locals())


def v_cmpx_ngt_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_ngt_f32_sdwa", locals())


def v_cmpx_ngt_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_ngt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_ngt_f64", locals())


def v_cmpx_ngt_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_ngt_f64_e32", locals())


def v_cmpx_ngt_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not above the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_ngt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_ngt_f64_e64", locals())


def v_cmpx_nle_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nle_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_nle_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_nle_f16", locals())


def v_cmpx_nle_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nle_f16_e32", locals())


def v_cmpx_nle_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nle_f16_e64", locals())


def v_cmpx_nle_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_nle_f16_sdwa", locals())


def v_cmpx_nle_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nle_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_nle_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_nle_f32", locals())


def v_cmpx_nle_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nle_f32_e32", locals())


def v_cmpx_nle_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nle_f32_e64", locals())


def v_cmpx_nle_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_nle_f32_sdwa", locals())


def v_cmpx_nle_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nle_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_nle_f64", locals())


def v_cmpx_nle_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nle_f64_e32", locals())


def v_cmpx_nle_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below or equal to the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nle_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nle_f64_e64", locals())


def v_cmpx_nlg_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nlg_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_nlg_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_nlg_f16", locals())


def v_cmpx_nlg_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nlg_f16_e32", locals())


def v_cmpx_nlg_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nlg_f16_e64", locals())


def v_cmpx_nlg_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_nlg_f16_sdwa", locals())


def v_cmpx_nlg_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nlg_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_nlg_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_nlg_f32", locals())


def v_cmpx_nlg_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nlg_f32_e32", locals())


def v_cmpx_nlg_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nlg_f32_e64", locals())


def v_cmpx_nlg_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_nlg_f32_sdwa", locals())


def v_cmpx_nlg_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nlg_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_nlg_f64", locals())


def v_cmpx_nlg_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nlg_f64_e32", locals())


def v_cmpx_nlg_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the sources are equal or unordered (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlg_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nlg_f64_e64", locals())


def v_cmpx_nlt_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nlt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_nlt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_nlt_f16", locals())


def v_cmpx_nlt_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nlt_f16_e32", locals())


def v_cmpx_nlt_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nlt_f16_e64", locals())


def v_cmpx_nlt_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_nlt_f16_sdwa", locals())


def v_cmpx_nlt_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nlt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_nlt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_nlt_f32", locals())


def v_cmpx_nlt_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nlt_f32_e32", locals())


def v_cmpx_nlt_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nlt_f32_e64", locals())


def v_cmpx_nlt_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_nlt_f32_sdwa", locals())


def v_cmpx_nlt_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_nlt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_nlt_f64", locals())


def v_cmpx_nlt_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_nlt_f64_e32", locals())


def v_cmpx_nlt_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when the first source is not below the second, which includes any NaN input (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_nlt_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_nlt_f64_e64", locals())


def v_cmpx_o_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_o_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_o_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_o_f16", locals())


def v_cmpx_o_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_o_f16_e32", locals())


def v_cmpx_o_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_o_f16_e64", locals())


def v_cmpx_o_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_o_f16_sdwa", locals())


def v_cmpx_o_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_o_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_o_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_o_f32", locals())


def v_cmpx_o_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_o_f32_e32", locals())


def v_cmpx_o_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_o_f32_e64", locals())


def v_cmpx_o_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_o_f32_sdwa", locals())


def v_cmpx_o_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_o_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_o_f64", locals())


def v_cmpx_o_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_o_f64_e32", locals())


def v_cmpx_o_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when neither source is a NaN (ordered) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_o_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_o_f64_e64", locals())


def v_cmpx_t_i16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_t_i16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_t_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_t_i16", locals())


def v_cmpx_t_i16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_t_i16_e32", locals())


def v_cmpx_t_i16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_t_i16_e64", locals())


def v_cmpx_t_i16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_t_i16_sdwa", locals())


def v_cmpx_t_i32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_t_i32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_t_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_t_i32", locals())


def v_cmpx_t_i32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_t_i32_e32", locals())


def v_cmpx_t_i32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_t_i32_e64", locals())


def v_cmpx_t_i32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_t_i32_sdwa", locals())


def v_cmpx_t_i64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_t_i64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_t_i64", locals())


def v_cmpx_t_i64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_t_i64_e32", locals())


def v_cmpx_t_i64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (i64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_i64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_t_i64_e64", locals())


def v_cmpx_t_u16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_t_u16_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_t_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_t_u16", locals())


def v_cmpx_t_u16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_t_u16_e32", locals())


def v_cmpx_t_u16_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u16_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_t_u16_e64", locals())


def v_cmpx_t_u16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_t_u16_sdwa", locals())


def v_cmpx_t_u32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_t_u32_e64 SD, S0, S1`` (VOP3A)
    ``v_cmpx_t_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_t_u32", locals())


def v_cmpx_t_u32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_t_u32_e32", locals())


def v_cmpx_t_u32_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u32_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_t_u32_e64", locals())


def v_cmpx_t_u32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_t_u32_sdwa", locals())


def v_cmpx_t_u64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_t_u64_e64 SD, S0, S1`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_t_u64", locals())


def v_cmpx_t_u64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_t_u64_e32", locals())


def v_cmpx_t_u64_e64(sd: Scalar, s0: Src, s1: Src, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (u64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_t_u64_e64 SD, S0, S1`` (VOP3A)
    """
    return _build("v_cmpx_t_u64_e64", locals())


def v_cmpx_tru_f16(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_tru_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_tru_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_tru_f16", locals())


def v_cmpx_tru_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_tru_f16_e32", locals())


def v_cmpx_tru_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_tru_f16_e64", locals())


def v_cmpx_tru_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_tru_f16_sdwa", locals())


def v_cmpx_tru_f32(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_tru_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_tru_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_tru_f32", locals())


def v_cmpx_tru_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_tru_f32_e32", locals())


def v_cmpx_tru_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_tru_f32_e64", locals())


def v_cmpx_tru_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_tru_f32_sdwa", locals())


def v_cmpx_tru_f64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_tru_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_tru_f64", locals())


def v_cmpx_tru_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_tru_f64_e32", locals())


def v_cmpx_tru_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when always (constant true) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_tru_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_tru_f64_e64", locals())


def v_cmpx_u_f16(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f16_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_u_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_u_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_u_f16", locals())


def v_cmpx_u_f16_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f16_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_u_f16_e32", locals())


def v_cmpx_u_f16_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f16_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_u_f16_e64", locals())


def v_cmpx_u_f16_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f16 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f16_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_u_f16_sdwa", locals())


def v_cmpx_u_f32(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers29]) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f32_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_u_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    ``v_cmpx_u_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)

    Without a suffix the assembler takes the first of e32, e64, sdwa that encodes the operands.
    """
    return _build("v_cmpx_u_f32", locals())


def v_cmpx_u_f32_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f32_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_u_f32_e32", locals())


def v_cmpx_u_f32_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f32_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_u_f32_e64", locals())


def v_cmpx_u_f32_sdwa(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers28]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f32 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f32_sdwa SD, S0, S1 [src0_sel] [src1_sel]`` (SDWAB)
    """
    return _build("v_cmpx_u_f32_sdwa", locals())


def v_cmpx_u_f64(sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f64_e32 SD, S0, S1`` (VOPC)
    ``v_cmpx_u_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_cmpx_u_f64", locals())


def v_cmpx_u_f64_e32(sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f64_e32 SD, S0, S1`` (VOPC)
    """
    return _build("v_cmpx_u_f64_e32", locals())


def v_cmpx_u_f64_e64(
    sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Per active lane, sets the mask bit when at least one source is a NaN (unordered) (f64 compare); EXEC is replaced by the same mask.

    ``v_cmpx_u_f64_e64 SD, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cmpx_u_f64_e64", locals())


def v_cndmask_b32(
    d: VGPR, s0: Src, s1: Src, s2: Scalar, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """Per lane, picks the second source where the lane's bit of the mask is set and the first source elsewhere.

    ``v_cndmask_b32_e32 D, S0, S1, S2`` (VOP2)
    ``v_cndmask_b32_e64 D, S0, S1, S2`` (VOP3A)
    ``v_cndmask_b32_sdwa D, S0, S1, S2 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_cndmask_b32_dpp D, S0, S1, S2 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cndmask_b32", locals())


def v_cndmask_b32_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, s2: Named, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Per lane, picks the second source where the lane's bit of the mask is set and the first source elsewhere.

    ``v_cndmask_b32_dpp D, S0, S1, S2 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cndmask_b32_dpp", locals())


def v_cndmask_b32_e32(d: VGPR, s0: Src, s1: VGPR, s2: Named, /) -> Instruction:
    """Per lane, picks the second source where the lane's bit of the mask is set and the first source elsewhere.

    ``v_cndmask_b32_e32 D, S0, S1, S2`` (VOP2)
    """
    return _build("v_cndmask_b32_e32", locals())


def v_cndmask_b32_e64(d: VGPR, s0: Src, s1: Src, s2: Scalar, /) -> Instruction:
    """Per lane, picks the second source where the lane's bit of the mask is set and the first source elsewhere.

    ``v_cndmask_b32_e64 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cndmask_b32_e64", locals())


def v_cndmask_b32_sdwa(
    d: VGPR, s0: Src, s1: Src, s2: Named, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Per lane, picks the second source where the lane's bit of the mask is set and the first source elsewhere.

    ``v_cndmask_b32_sdwa D, S0, S1, S2 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_cndmask_b32_sdwa", locals())


def v_cos_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Cosine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f16_e32 D, S0`` (VOP1)
    ``v_cos_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cos_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cos_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cos_f16", locals())


def v_cos_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Cosine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cos_f16_dpp", locals())


def v_cos_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Cosine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_cos_f16_e32", locals())


def v_cos_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Cosine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cos_f16_e64", locals())


def v_cos_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Cosine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cos_f16_sdwa", locals())


def v_cos_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Cosine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f32_e32 D, S0`` (VOP1)
    ``v_cos_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cos_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cos_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cos_f32", locals())


def v_cos_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Cosine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cos_f32_dpp", locals())


def v_cos_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Cosine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_cos_f32_e32", locals())


def v_cos_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Cosine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cos_f32_e64", locals())


def v_cos_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Cosine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_cos_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cos_f32_sdwa", locals())


def v_cubeid_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Face number (0.0 to 5.0: +x, -x, +y, -y, +z, -z) of the cube map face hit by the direction (x, y, z) given in the three sources.

    ``v_cubeid_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cubeid_f32", locals())


def v_cubema_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Twice the major-axis coordinate of the cube map face hit by the direction (x, y, z) given in the three sources.

    ``v_cubema_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cubema_f32", locals())


def v_cubesc_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Unnormalised S coordinate on the cube map face hit by the direction (x, y, z) given in the three sources.

    ``v_cubesc_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cubesc_f32", locals())


def v_cubetc_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Unnormalised T coordinate on the cube map face hit by the direction (x, y, z) given in the three sources.

    ``v_cubetc_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cubetc_f32", locals())


def v_cvt_f16_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts f32 to f16, rounding to nearest even (overflow gives infinity, small values become f16 denormals).

    ``v_cvt_f16_f32_e32 D, S0`` (VOP1)
    ``v_cvt_f16_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f16_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f16_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f16_f32", locals())


def v_cvt_f16_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f32 to f16, rounding to nearest even (overflow gives infinity, small values become f16 denormals).

    ``v_cvt_f16_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f16_f32_dpp", locals())


def v_cvt_f16_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f32 to f16, rounding to nearest even (overflow gives infinity, small values become f16 denormals).

    ``v_cvt_f16_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f16_f32_e32", locals())


def v_cvt_f16_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f32 to f16, rounding to nearest even (overflow gives infinity, small values become f16 denormals).

    ``v_cvt_f16_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f16_f32_e64", locals())


def v_cvt_f16_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts f32 to f16, rounding to nearest even (overflow gives infinity, small values become f16 denormals).

    ``v_cvt_f16_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f16_f32_sdwa", locals())


def v_cvt_f16_i16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts a signed 16-bit integer to f16, rounding to nearest even.

    ``v_cvt_f16_i16_e32 D, S0`` (VOP1)
    ``v_cvt_f16_i16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f16_i16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f16_i16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f16_i16", locals())


def v_cvt_f16_i16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts a signed 16-bit integer to f16, rounding to nearest even.

    ``v_cvt_f16_i16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f16_i16_dpp", locals())


def v_cvt_f16_i16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts a signed 16-bit integer to f16, rounding to nearest even.

    ``v_cvt_f16_i16_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f16_i16_e32", locals())


def v_cvt_f16_i16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts a signed 16-bit integer to f16, rounding to nearest even.

    ``v_cvt_f16_i16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f16_i16_e64", locals())


def v_cvt_f16_i16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts a signed 16-bit integer to f16, rounding to nearest even.

    ``v_cvt_f16_i16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f16_i16_sdwa", locals())


def v_cvt_f16_u16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts an unsigned 16-bit integer to f16, rounding to nearest even (65520 and above become infinity).

    ``v_cvt_f16_u16_e32 D, S0`` (VOP1)
    ``v_cvt_f16_u16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f16_u16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f16_u16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f16_u16", locals())


def v_cvt_f16_u16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts an unsigned 16-bit integer to f16, rounding to nearest even (65520 and above become infinity).

    ``v_cvt_f16_u16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f16_u16_dpp", locals())


def v_cvt_f16_u16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts an unsigned 16-bit integer to f16, rounding to nearest even (65520 and above become infinity).

    ``v_cvt_f16_u16_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f16_u16_e32", locals())


def v_cvt_f16_u16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts an unsigned 16-bit integer to f16, rounding to nearest even (65520 and above become infinity).

    ``v_cvt_f16_u16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f16_u16_e64", locals())


def v_cvt_f16_u16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts an unsigned 16-bit integer to f16, rounding to nearest even (65520 and above become infinity).

    ``v_cvt_f16_u16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f16_u16_sdwa", locals())


def v_cvt_f32_bf16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Widens a bf16 value to f32 by appending 16 zero mantissa bits (exact, NaN payloads kept).

    ``v_cvt_f32_bf16_e32 D, S0`` (VOP1)
    ``v_cvt_f32_bf16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_bf16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_bf16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_bf16", locals())


def v_cvt_f32_bf16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Widens a bf16 value to f32 by appending 16 zero mantissa bits (exact, NaN payloads kept).

    ``v_cvt_f32_bf16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_bf16_dpp", locals())


def v_cvt_f32_bf16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Widens a bf16 value to f32 by appending 16 zero mantissa bits (exact, NaN payloads kept).

    ``v_cvt_f32_bf16_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_bf16_e32", locals())


def v_cvt_f32_bf16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Widens a bf16 value to f32 by appending 16 zero mantissa bits (exact, NaN payloads kept).

    ``v_cvt_f32_bf16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_bf16_e64", locals())


def v_cvt_f32_bf16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Widens a bf16 value to f32 by appending 16 zero mantissa bits (exact, NaN payloads kept).

    ``v_cvt_f32_bf16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_bf16_sdwa", locals())


def v_cvt_f32_bf8(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers30]) -> Instruction:
    """Widens the E5M2 (BF8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_bf8_e32 D, S0`` (VOP1)
    ``v_cvt_f32_bf8_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_bf8_sdwa D, S0 [clamp] [omod] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_bf8_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_bf8", locals())


def v_cvt_f32_bf8_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Widens the E5M2 (BF8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_bf8_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_bf8_dpp", locals())


def v_cvt_f32_bf8_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Widens the E5M2 (BF8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_bf8_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_bf8_e32", locals())


def v_cvt_f32_bf8_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Widens the E5M2 (BF8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_bf8_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_bf8_e64", locals())


def v_cvt_f32_bf8_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers31]) -> Instruction:
    """Widens the E5M2 (BF8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_bf8_sdwa D, S0 [clamp] [omod] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_bf8_sdwa", locals())


def v_cvt_f32_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts f16 (denormals included) to f32 (exact).

    ``v_cvt_f32_f16_e32 D, S0`` (VOP1)
    ``v_cvt_f32_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_f16", locals())


def v_cvt_f32_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f16 (denormals included) to f32 (exact).

    ``v_cvt_f32_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_f16_dpp", locals())


def v_cvt_f32_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f16 (denormals included) to f32 (exact).

    ``v_cvt_f32_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_f16_e32", locals())


def v_cvt_f32_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f16 (denormals included) to f32 (exact).

    ``v_cvt_f32_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_f16_e64", locals())


def v_cvt_f32_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts f16 (denormals included) to f32 (exact).

    ``v_cvt_f32_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_f16_sdwa", locals())


def v_cvt_f32_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Converts f64 to f32, rounding to nearest even.

    ``v_cvt_f32_f64_e32 D, S0`` (VOP1)
    ``v_cvt_f32_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_f64", locals())


def v_cvt_f32_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f64 to f32, rounding to nearest even.

    ``v_cvt_f32_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_f64_dpp", locals())


def v_cvt_f32_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f64 to f32, rounding to nearest even.

    ``v_cvt_f32_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_f64_e32", locals())


def v_cvt_f32_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f64 to f32, rounding to nearest even.

    ``v_cvt_f32_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_f64_e64", locals())


def v_cvt_f32_fp8(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers30]) -> Instruction:
    """Widens the E4M3 (FP8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_fp8_e32 D, S0`` (VOP1)
    ``v_cvt_f32_fp8_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_fp8_sdwa D, S0 [clamp] [omod] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_fp8_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_fp8", locals())


def v_cvt_f32_fp8_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Widens the E4M3 (FP8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_fp8_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_fp8_dpp", locals())


def v_cvt_f32_fp8_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Widens the E4M3 (FP8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_fp8_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_fp8_e32", locals())


def v_cvt_f32_fp8_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Widens the E4M3 (FP8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_fp8_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_fp8_e64", locals())


def v_cvt_f32_fp8_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers31]) -> Instruction:
    """Widens the E4M3 (FP8) value in byte 0 of the source to f32, exactly (denormals kept, NaN stays NaN).

    ``v_cvt_f32_fp8_sdwa D, S0 [clamp] [omod] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_fp8_sdwa", locals())


def v_cvt_f32_i32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts a signed 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_i32_e32 D, S0`` (VOP1)
    ``v_cvt_f32_i32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_i32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_i32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_i32", locals())


def v_cvt_f32_i32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts a signed 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_i32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_i32_dpp", locals())


def v_cvt_f32_i32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts a signed 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_i32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_i32_e32", locals())


def v_cvt_f32_i32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts a signed 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_i32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_i32_e64", locals())


def v_cvt_f32_i32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts a signed 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_i32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_i32_sdwa", locals())


def v_cvt_f32_u32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts an unsigned 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_u32_e32 D, S0`` (VOP1)
    ``v_cvt_f32_u32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_u32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_u32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_u32", locals())


def v_cvt_f32_u32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts an unsigned 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_u32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_u32_dpp", locals())


def v_cvt_f32_u32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts an unsigned 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_u32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_u32_e32", locals())


def v_cvt_f32_u32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts an unsigned 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_u32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_u32_e64", locals())


def v_cvt_f32_u32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts an unsigned 32-bit integer to f32, rounding to nearest even.

    ``v_cvt_f32_u32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_u32_sdwa", locals())


def v_cvt_f32_ubyte0(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts unsigned byte 0 of the source (bits 7:0) to f32, exactly.

    ``v_cvt_f32_ubyte0_e32 D, S0`` (VOP1)
    ``v_cvt_f32_ubyte0_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_ubyte0_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_ubyte0_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_ubyte0", locals())


def v_cvt_f32_ubyte0_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts unsigned byte 0 of the source (bits 7:0) to f32, exactly.

    ``v_cvt_f32_ubyte0_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_ubyte0_dpp", locals())


def v_cvt_f32_ubyte0_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts unsigned byte 0 of the source (bits 7:0) to f32, exactly.

    ``v_cvt_f32_ubyte0_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_ubyte0_e32", locals())


def v_cvt_f32_ubyte0_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts unsigned byte 0 of the source (bits 7:0) to f32, exactly.

    ``v_cvt_f32_ubyte0_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_ubyte0_e64", locals())


def v_cvt_f32_ubyte0_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts unsigned byte 0 of the source (bits 7:0) to f32, exactly.

    ``v_cvt_f32_ubyte0_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_ubyte0_sdwa", locals())


def v_cvt_f32_ubyte1(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts unsigned byte 1 of the source (bits 15:8) to f32, exactly.

    ``v_cvt_f32_ubyte1_e32 D, S0`` (VOP1)
    ``v_cvt_f32_ubyte1_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_ubyte1_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_ubyte1_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_ubyte1", locals())


def v_cvt_f32_ubyte1_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts unsigned byte 1 of the source (bits 15:8) to f32, exactly.

    ``v_cvt_f32_ubyte1_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_ubyte1_dpp", locals())


def v_cvt_f32_ubyte1_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts unsigned byte 1 of the source (bits 15:8) to f32, exactly.

    ``v_cvt_f32_ubyte1_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_ubyte1_e32", locals())


def v_cvt_f32_ubyte1_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts unsigned byte 1 of the source (bits 15:8) to f32, exactly.

    ``v_cvt_f32_ubyte1_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_ubyte1_e64", locals())


def v_cvt_f32_ubyte1_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts unsigned byte 1 of the source (bits 15:8) to f32, exactly.

    ``v_cvt_f32_ubyte1_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_ubyte1_sdwa", locals())


def v_cvt_f32_ubyte2(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts unsigned byte 2 of the source (bits 23:16) to f32, exactly.

    ``v_cvt_f32_ubyte2_e32 D, S0`` (VOP1)
    ``v_cvt_f32_ubyte2_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_ubyte2_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_ubyte2_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_ubyte2", locals())


def v_cvt_f32_ubyte2_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts unsigned byte 2 of the source (bits 23:16) to f32, exactly.

    ``v_cvt_f32_ubyte2_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_ubyte2_dpp", locals())


def v_cvt_f32_ubyte2_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts unsigned byte 2 of the source (bits 23:16) to f32, exactly.

    ``v_cvt_f32_ubyte2_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_ubyte2_e32", locals())


def v_cvt_f32_ubyte2_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts unsigned byte 2 of the source (bits 23:16) to f32, exactly.

    ``v_cvt_f32_ubyte2_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_ubyte2_e64", locals())


def v_cvt_f32_ubyte2_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts unsigned byte 2 of the source (bits 23:16) to f32, exactly.

    ``v_cvt_f32_ubyte2_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_ubyte2_sdwa", locals())


def v_cvt_f32_ubyte3(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts unsigned byte 3 of the source (bits 31:24) to f32, exactly.

    ``v_cvt_f32_ubyte3_e32 D, S0`` (VOP1)
    ``v_cvt_f32_ubyte3_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f32_ubyte3_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_f32_ubyte3_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_ubyte3", locals())


def v_cvt_f32_ubyte3_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts unsigned byte 3 of the source (bits 31:24) to f32, exactly.

    ``v_cvt_f32_ubyte3_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f32_ubyte3_dpp", locals())


def v_cvt_f32_ubyte3_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts unsigned byte 3 of the source (bits 31:24) to f32, exactly.

    ``v_cvt_f32_ubyte3_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f32_ubyte3_e32", locals())


def v_cvt_f32_ubyte3_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts unsigned byte 3 of the source (bits 31:24) to f32, exactly.

    ``v_cvt_f32_ubyte3_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f32_ubyte3_e64", locals())


def v_cvt_f32_ubyte3_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Converts unsigned byte 3 of the source (bits 31:24) to f32, exactly.

    ``v_cvt_f32_ubyte3_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_f32_ubyte3_sdwa", locals())


def v_cvt_f64_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Converts f32 to f64 (exact).

    ``v_cvt_f64_f32_e32 D, S0`` (VOP1)
    ``v_cvt_f64_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f64_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f64_f32", locals())


def v_cvt_f64_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f32 to f64 (exact).

    ``v_cvt_f64_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f64_f32_dpp", locals())


def v_cvt_f64_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f32 to f64 (exact).

    ``v_cvt_f64_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f64_f32_e32", locals())


def v_cvt_f64_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f32 to f64 (exact).

    ``v_cvt_f64_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f64_f32_e64", locals())


def v_cvt_f64_i32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Converts a signed 32-bit integer to f64 (exact).

    ``v_cvt_f64_i32_e32 D, S0`` (VOP1)
    ``v_cvt_f64_i32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f64_i32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f64_i32", locals())


def v_cvt_f64_i32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts a signed 32-bit integer to f64 (exact).

    ``v_cvt_f64_i32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f64_i32_dpp", locals())


def v_cvt_f64_i32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts a signed 32-bit integer to f64 (exact).

    ``v_cvt_f64_i32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f64_i32_e32", locals())


def v_cvt_f64_i32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts a signed 32-bit integer to f64 (exact).

    ``v_cvt_f64_i32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f64_i32_e64", locals())


def v_cvt_f64_u32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Converts an unsigned 32-bit integer to f64 (exact).

    ``v_cvt_f64_u32_e32 D, S0`` (VOP1)
    ``v_cvt_f64_u32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_f64_u32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f64_u32", locals())


def v_cvt_f64_u32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts an unsigned 32-bit integer to f64 (exact).

    ``v_cvt_f64_u32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_f64_u32_dpp", locals())


def v_cvt_f64_u32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts an unsigned 32-bit integer to f64 (exact).

    ``v_cvt_f64_u32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_f64_u32_e32", locals())


def v_cvt_f64_u32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts an unsigned 32-bit integer to f64 (exact).

    ``v_cvt_f64_u32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_f64_u32_e64", locals())


def v_cvt_flr_i32_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded toward minus infinity; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_flr_i32_f32_e32 D, S0`` (VOP1)
    ``v_cvt_flr_i32_f32_e64 D, S0 [clamp]`` (VOP3A)
    ``v_cvt_flr_i32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_flr_i32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_flr_i32_f32", locals())


def v_cvt_flr_i32_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded toward minus infinity; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_flr_i32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_flr_i32_f32_dpp", locals())


def v_cvt_flr_i32_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded toward minus infinity; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_flr_i32_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_flr_i32_f32_e32", locals())


def v_cvt_flr_i32_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded toward minus infinity; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_flr_i32_f32_e64 D, S0 [clamp]`` (VOP3A)
    """
    return _build("v_cvt_flr_i32_f32_e64", locals())


def v_cvt_flr_i32_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded toward minus infinity; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_flr_i32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_flr_i32_f32_sdwa", locals())


def v_cvt_i16_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts f16 to a signed 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i16_f16_e32 D, S0`` (VOP1)
    ``v_cvt_i16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_i16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_i16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_i16_f16", locals())


def v_cvt_i16_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f16 to a signed 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_i16_f16_dpp", locals())


def v_cvt_i16_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f16 to a signed 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i16_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_i16_f16_e32", locals())


def v_cvt_i16_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f16 to a signed 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_i16_f16_e64", locals())


def v_cvt_i16_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Converts f16 to a signed 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_i16_f16_sdwa", locals())


def v_cvt_i32_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts f32 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f32_e32 D, S0`` (VOP1)
    ``v_cvt_i32_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_i32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_i32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_i32_f32", locals())


def v_cvt_i32_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f32 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_i32_f32_dpp", locals())


def v_cvt_i32_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f32 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_i32_f32_e32", locals())


def v_cvt_i32_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f32 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_i32_f32_e64", locals())


def v_cvt_i32_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Converts f32 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_i32_f32_sdwa", locals())


def v_cvt_i32_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Converts f64 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f64_e32 D, S0`` (VOP1)
    ``v_cvt_i32_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_i32_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_i32_f64", locals())


def v_cvt_i32_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f64 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_i32_f64_dpp", locals())


def v_cvt_i32_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f64 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_i32_f64_e32", locals())


def v_cvt_i32_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f64 to a signed 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_i32_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_i32_f64_e64", locals())


def v_cvt_norm_i16_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Clamps an f16 value to [-1, 1] as a signed normalised value (times 32767), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_i16_f16_e32 D, S0`` (VOP1)
    ``v_cvt_norm_i16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_norm_i16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_norm_i16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_norm_i16_f16", locals())


def v_cvt_norm_i16_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Clamps an f16 value to [-1, 1] as a signed normalised value (times 32767), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_i16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_norm_i16_f16_dpp", locals())


def v_cvt_norm_i16_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Clamps an f16 value to [-1, 1] as a signed normalised value (times 32767), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_i16_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_norm_i16_f16_e32", locals())


def v_cvt_norm_i16_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Clamps an f16 value to [-1, 1] as a signed normalised value (times 32767), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_i16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_norm_i16_f16_e64", locals())


def v_cvt_norm_i16_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Clamps an f16 value to [-1, 1] as a signed normalised value (times 32767), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_i16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_norm_i16_f16_sdwa", locals())


def v_cvt_norm_u16_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Clamps an f16 value to [0, 1] as an unsigned normalised value (times 65535), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_u16_f16_e32 D, S0`` (VOP1)
    ``v_cvt_norm_u16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_norm_u16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_norm_u16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_norm_u16_f16", locals())


def v_cvt_norm_u16_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Clamps an f16 value to [0, 1] as an unsigned normalised value (times 65535), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_u16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_norm_u16_f16_dpp", locals())


def v_cvt_norm_u16_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Clamps an f16 value to [0, 1] as an unsigned normalised value (times 65535), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_u16_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_norm_u16_f16_e32", locals())


def v_cvt_norm_u16_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Clamps an f16 value to [0, 1] as an unsigned normalised value (times 65535), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_u16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_norm_u16_f16_e64", locals())


def v_cvt_norm_u16_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Clamps an f16 value to [0, 1] as an unsigned normalised value (times 65535), rounded to the nearest integer; NaN gives 0.

    ``v_cvt_norm_u16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_norm_u16_f16_sdwa", locals())


def v_cvt_off_f32_i4(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Reads bits 3:0 as a signed 4-bit integer and returns it in sixteenths (-0.5 to 0.4375).

    ``v_cvt_off_f32_i4_e32 D, S0`` (VOP1)
    ``v_cvt_off_f32_i4_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_off_f32_i4_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_off_f32_i4_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_off_f32_i4", locals())


def v_cvt_off_f32_i4_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reads bits 3:0 as a signed 4-bit integer and returns it in sixteenths (-0.5 to 0.4375).

    ``v_cvt_off_f32_i4_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_off_f32_i4_dpp", locals())


def v_cvt_off_f32_i4_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reads bits 3:0 as a signed 4-bit integer and returns it in sixteenths (-0.5 to 0.4375).

    ``v_cvt_off_f32_i4_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_off_f32_i4_e32", locals())


def v_cvt_off_f32_i4_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Reads bits 3:0 as a signed 4-bit integer and returns it in sixteenths (-0.5 to 0.4375).

    ``v_cvt_off_f32_i4_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_off_f32_i4_e64", locals())


def v_cvt_off_f32_i4_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Reads bits 3:0 as a signed 4-bit integer and returns it in sixteenths (-0.5 to 0.4375).

    ``v_cvt_off_f32_i4_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_off_f32_i4_sdwa", locals())


def v_cvt_pk_bf16_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Converts two f32 values to bf16 rounding to nearest even, the first source in the low half; VOP3 clamp limits each half to [0, 1] (llvm-mc also takes omod, not modelled).

    ``v_cvt_pk_bf16_f32 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_pk_bf16_f32", locals())


def v_cvt_pk_bf8_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Converts two f32 values, rounding to nearest even, to two BF8 (E5M2) bytes written into the 16-bit half of D selected by op_sel[3], the first source in the lower byte.

    ``v_cvt_pk_bf8_f32 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_pk_bf8_f32", locals())


def v_cvt_pk_f16_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Converts two f32 values to f16 rounding to nearest even, the first source in the low half; VOP3 clamp limits each half to [0, 1] (llvm-mc also takes omod, not modelled).

    ``v_cvt_pk_f16_f32 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_pk_f16_f32", locals())


def v_cvt_pk_f32_bf8(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers30]) -> Instruction:
    """Widens the two E5M2 (BF8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_bf8_e32 D, S0`` (VOP1)
    ``v_cvt_pk_f32_bf8_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_pk_f32_bf8_sdwa D, S0 [clamp] [omod] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_pk_f32_bf8_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_pk_f32_bf8", locals())


def v_cvt_pk_f32_bf8_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Widens the two E5M2 (BF8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_bf8_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_pk_f32_bf8_dpp", locals())


def v_cvt_pk_f32_bf8_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Widens the two E5M2 (BF8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_bf8_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_pk_f32_bf8_e32", locals())


def v_cvt_pk_f32_bf8_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Widens the two E5M2 (BF8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_bf8_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_pk_f32_bf8_e64", locals())


def v_cvt_pk_f32_bf8_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers31]) -> Instruction:
    """Widens the two E5M2 (BF8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_bf8_sdwa D, S0 [clamp] [omod] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_pk_f32_bf8_sdwa", locals())


def v_cvt_pk_f32_fp8(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers30]) -> Instruction:
    """Widens the two E4M3 (FP8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_fp8_e32 D, S0`` (VOP1)
    ``v_cvt_pk_f32_fp8_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_pk_f32_fp8_sdwa D, S0 [clamp] [omod] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_pk_f32_fp8_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_pk_f32_fp8", locals())


def v_cvt_pk_f32_fp8_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Widens the two E4M3 (FP8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_fp8_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_pk_f32_fp8_dpp", locals())


def v_cvt_pk_f32_fp8_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Widens the two E4M3 (FP8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_fp8_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_pk_f32_fp8_e32", locals())


def v_cvt_pk_f32_fp8_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Widens the two E4M3 (FP8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_fp8_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_pk_f32_fp8_e64", locals())


def v_cvt_pk_f32_fp8_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers31]) -> Instruction:
    """Widens the two E4M3 (FP8) values in bytes 0 and 1 of the source to a pair of f32 (byte 0 to the low register), exactly; VOP3 clamp limits each to [0, 1].

    ``v_cvt_pk_f32_fp8_sdwa D, S0 [clamp] [omod] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_pk_f32_fp8_sdwa", locals())


def v_cvt_pk_fp8_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Converts two f32 values, rounding to nearest even, to two FP8 (E4M3) bytes written into the 16-bit half of D selected by op_sel[3], the first source in the lower byte.

    ``v_cvt_pk_fp8_f32 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_pk_fp8_f32", locals())


def v_cvt_pk_i16_i32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Saturates two 32-bit integers to -32768..32767 and packs them, the first source in the low half.

    ``v_cvt_pk_i16_i32 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_pk_i16_i32", locals())


def v_cvt_pk_u16_u32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Saturates two 32-bit integers to 0..65535 and packs them, the first source in the low half.

    ``v_cvt_pk_u16_u32 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_pk_u16_u32", locals())


def v_cvt_pk_u8_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Converts an f32 to an unsigned byte (rounded to nearest even, saturated, NaN gives 0) and inserts it into byte S1[1:0] of the third source.

    ``v_cvt_pk_u8_f32 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_cvt_pk_u8_f32", locals())


def v_cvt_pkaccum_u8_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Converts an f32 to an unsigned byte (rounded to nearest even, saturated, NaN gives 0) and writes it into byte S1[1:0] of the destination, keeping its other bytes.

    ``v_cvt_pkaccum_u8_f32 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cvt_pkaccum_u8_f32", locals())


def v_cvt_pknorm_i16_f16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Converts two f16 values to signed normalised 16-bit values ([-1, 1] times 32767), rounded to nearest even, the first source in the low half; NaN gives 0.

    ``v_cvt_pknorm_i16_f16 D, S0, S1 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_cvt_pknorm_i16_f16", locals())


def v_cvt_pknorm_i16_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Converts two f32 values to signed normalised 16-bit values ([-1, 1] times 32767), rounded to nearest even, the first source in the low half; NaN gives 0.

    ``v_cvt_pknorm_i16_f32 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cvt_pknorm_i16_f32", locals())


def v_cvt_pknorm_u16_f16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Converts two f16 values to unsigned normalised 16-bit values ([0, 1] times 65535), rounded to nearest even, the first source in the low half; NaN gives 0.

    ``v_cvt_pknorm_u16_f16 D, S0, S1 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_cvt_pknorm_u16_f16", locals())


def v_cvt_pknorm_u16_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Converts two f32 values to unsigned normalised 16-bit values ([0, 1] times 65535), rounded to nearest even, the first source in the low half; NaN gives 0.

    ``v_cvt_pknorm_u16_f32 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_cvt_pknorm_u16_f32", locals())


def v_cvt_pkrtz_f16_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Converts two f32 values to f16 rounding toward zero (first source to the low half); VOP3 clamp limits each half to [0, 1] (llvm-mc also takes omod here, which this spec does not model).

    ``v_cvt_pkrtz_f16_f32 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_pkrtz_f16_f32", locals())


def v_cvt_rpi_i32_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded to nearest, halves upward (floor of x + 0.5, the addition rounded in f32); out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_rpi_i32_f32_e32 D, S0`` (VOP1)
    ``v_cvt_rpi_i32_f32_e64 D, S0 [clamp]`` (VOP3A)
    ``v_cvt_rpi_i32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_rpi_i32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_rpi_i32_f32", locals())


def v_cvt_rpi_i32_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded to nearest, halves upward (floor of x + 0.5, the addition rounded in f32); out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_rpi_i32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_rpi_i32_f32_dpp", locals())


def v_cvt_rpi_i32_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded to nearest, halves upward (floor of x + 0.5, the addition rounded in f32); out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_rpi_i32_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_rpi_i32_f32_e32", locals())


def v_cvt_rpi_i32_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded to nearest, halves upward (floor of x + 0.5, the addition rounded in f32); out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_rpi_i32_f32_e64 D, S0 [clamp]`` (VOP3A)
    """
    return _build("v_cvt_rpi_i32_f32_e64", locals())


def v_cvt_rpi_i32_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Converts f32 to a signed 32-bit integer rounded to nearest, halves upward (floor of x + 0.5, the addition rounded in f32); out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_rpi_i32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_rpi_i32_f32_sdwa", locals())


def v_cvt_scalef32_2xpk16_bf6_f32(d: VGPR, s0: VGPR, s1: VGPR, s2: Src, /) -> Instruction:
    """Divides 32 f32 values, 16 from each of two 16-VGPR tuples, by the E8M0 scale of the third source and converts them, rounding to nearest even and saturating, to 32 BF6 (E3M2) values packed into a 6-VGPR tuple, interleaved: value 2p from dword p of the first source, value 2p + 1 from dword p of the second.

    ``v_cvt_scalef32_2xpk16_bf6_f32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cvt_scalef32_2xpk16_bf6_f32", locals())


def v_cvt_scalef32_2xpk16_fp6_f32(d: VGPR, s0: VGPR, s1: VGPR, s2: Src, /) -> Instruction:
    """Divides 32 f32 values, 16 from each of two 16-VGPR tuples, by the E8M0 scale of the third source and converts them, rounding to nearest even and saturating, to 32 FP6 (E2M3) values packed into a 6-VGPR tuple, interleaved: value 2p from dword p of the first source, value 2p + 1 from dword p of the second.

    ``v_cvt_scalef32_2xpk16_fp6_f32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cvt_scalef32_2xpk16_fp6_f32", locals())


def v_cvt_scalef32_f16_bf8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes BF8 (E5M2) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns an f16 written to the half of D op_sel[3] picks, keeping the other half, rounded once.

    ``v_cvt_scalef32_f16_bf8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_f16_bf8", locals())


def v_cvt_scalef32_f16_fp8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes FP8 (E4M3) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns an f16 written to the half of D op_sel[3] picks, keeping the other half, rounded once.

    ``v_cvt_scalef32_f16_fp8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_f16_fp8", locals())


def v_cvt_scalef32_f32_bf8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes BF8 (E5M2) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns an f32, rounded once.

    ``v_cvt_scalef32_f32_bf8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_f32_bf8", locals())


def v_cvt_scalef32_f32_fp8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes FP8 (E4M3) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns an f32, rounded once.

    ``v_cvt_scalef32_f32_fp8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_f32_fp8", locals())


def v_cvt_scalef32_pk32_bf16_bf6(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Decodes 32 BF6 (E3M2) values packed in a 6-VGPR tuple, multiplies them by the E8M0 scale in the exponent field of the second source and returns 32 bf16 values, two per register of D (the lower-numbered value in the low half), each rounded once.

    ``v_cvt_scalef32_pk32_bf16_bf6 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_bf16_bf6", locals())


def v_cvt_scalef32_pk32_bf16_fp6(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Decodes 32 FP6 (E2M3) values packed in a 6-VGPR tuple, multiplies them by the E8M0 scale in the exponent field of the second source and returns 32 bf16 values, two per register of D (the lower-numbered value in the low half), each rounded once.

    ``v_cvt_scalef32_pk32_bf16_fp6 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_bf16_fp6", locals())


def v_cvt_scalef32_pk32_bf6_bf16(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Divides 32 bf16 values (two per register, the lower-numbered in the low half) in a 16-VGPR tuple by the E8M0 scale of the second source and converts them, rounding to nearest even and saturating, to 32 BF6 (E3M2) values packed into a 6-VGPR tuple.

    ``v_cvt_scalef32_pk32_bf6_bf16 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_bf6_bf16", locals())


def v_cvt_scalef32_pk32_bf6_f16(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Divides 32 f16 values (two per register, the lower-numbered in the low half) in a 16-VGPR tuple by the E8M0 scale of the second source and converts them, rounding to nearest even and saturating, to 32 BF6 (E3M2) values packed into a 6-VGPR tuple.

    ``v_cvt_scalef32_pk32_bf6_f16 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_bf6_f16", locals())


def v_cvt_scalef32_pk32_f16_bf6(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Decodes 32 BF6 (E3M2) values packed in a 6-VGPR tuple, multiplies them by the E8M0 scale in the exponent field of the second source and returns 32 f16 values, two per register of D (the lower-numbered value in the low half), each rounded once.

    ``v_cvt_scalef32_pk32_f16_bf6 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_f16_bf6", locals())


def v_cvt_scalef32_pk32_f16_fp6(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Decodes 32 FP6 (E2M3) values packed in a 6-VGPR tuple, multiplies them by the E8M0 scale in the exponent field of the second source and returns 32 f16 values, two per register of D (the lower-numbered value in the low half), each rounded once.

    ``v_cvt_scalef32_pk32_f16_fp6 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_f16_fp6", locals())


def v_cvt_scalef32_pk32_f32_bf6(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Decodes 32 BF6 (E3M2) values packed in a 6-VGPR tuple, multiplies them by the E8M0 scale in the exponent field of the second source and returns 32 f32 values, one per register of D, each rounded once.

    ``v_cvt_scalef32_pk32_f32_bf6 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_f32_bf6", locals())


def v_cvt_scalef32_pk32_f32_fp6(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Decodes 32 FP6 (E2M3) values packed in a 6-VGPR tuple, multiplies them by the E8M0 scale in the exponent field of the second source and returns 32 f32 values, one per register of D, each rounded once.

    ``v_cvt_scalef32_pk32_f32_fp6 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_f32_fp6", locals())


def v_cvt_scalef32_pk32_fp6_bf16(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Divides 32 bf16 values (two per register, the lower-numbered in the low half) in a 16-VGPR tuple by the E8M0 scale of the second source and converts them, rounding to nearest even and saturating, to 32 FP6 (E2M3) values packed into a 6-VGPR tuple.

    ``v_cvt_scalef32_pk32_fp6_bf16 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_fp6_bf16", locals())


def v_cvt_scalef32_pk32_fp6_f16(d: VGPR, s0: VGPR, s1: Src, /) -> Instruction:
    """Divides 32 f16 values (two per register, the lower-numbered in the low half) in a 16-VGPR tuple by the E8M0 scale of the second source and converts them, rounding to nearest even and saturating, to 32 FP6 (E2M3) values packed into a 6-VGPR tuple.

    ``v_cvt_scalef32_pk32_fp6_f16 D, S0, S1`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk32_fp6_f16", locals())


def v_cvt_scalef32_pk_bf16_bf8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes BF8 (E5M2) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns two packed bf16 (the first in the low half), rounded once.

    ``v_cvt_scalef32_pk_bf16_bf8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_bf16_bf8", locals())


def v_cvt_scalef32_pk_bf16_fp4(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes FP4 (E2M1) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns two packed bf16 (the first in the low half), rounded once.

    ``v_cvt_scalef32_pk_bf16_fp4 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_bf16_fp4", locals())


def v_cvt_scalef32_pk_bf16_fp8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes FP8 (E4M3) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns two packed bf16 (the first in the low half), rounded once.

    ``v_cvt_scalef32_pk_bf16_fp8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_bf16_fp8", locals())


def v_cvt_scalef32_pk_bf8_bf16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides the two packed bf16 values of the first source by the E8M0 scale of the second and converts them, rounding to nearest even, to two BF8 (E5M2) bytes written into the 16-bit half of D selected by op_sel[3].

    ``v_cvt_scalef32_pk_bf8_bf16 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_bf8_bf16", locals())


def v_cvt_scalef32_pk_bf8_f16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides the two packed f16 values of the first source by the E8M0 scale of the second and converts them, rounding to nearest even, to two BF8 (E5M2) bytes written into the 16-bit half of D selected by op_sel[3].

    ``v_cvt_scalef32_pk_bf8_f16 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_bf8_f16", locals())


def v_cvt_scalef32_pk_bf8_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides two f32 values by the E8M0 scale of the third source and converts them, rounding to nearest even, to two BF8 (E5M2) bytes into one 16-bit half (op_sel[3]) of D.

    ``v_cvt_scalef32_pk_bf8_f32 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_bf8_f32", locals())


def v_cvt_scalef32_pk_f16_bf8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes BF8 (E5M2) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns two packed f16 (the first in the low half), rounded once.

    ``v_cvt_scalef32_pk_f16_bf8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_f16_bf8", locals())


def v_cvt_scalef32_pk_f16_fp4(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes FP4 (E2M1) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns two packed f16 (the first in the low half), rounded once.

    ``v_cvt_scalef32_pk_f16_fp4 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_f16_fp4", locals())


def v_cvt_scalef32_pk_f16_fp8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes FP8 (E4M3) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns two packed f16 (the first in the low half), rounded once.

    ``v_cvt_scalef32_pk_f16_fp8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_f16_fp8", locals())


def v_cvt_scalef32_pk_f32_bf8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes BF8 (E5M2) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns a pair of f32 (the first in the low register), rounded once.

    ``v_cvt_scalef32_pk_f32_bf8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_f32_bf8", locals())


def v_cvt_scalef32_pk_f32_fp4(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes FP4 (E2M1) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns a pair of f32 (the first in the low register), rounded once.

    ``v_cvt_scalef32_pk_f32_fp4 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_f32_fp4", locals())


def v_cvt_scalef32_pk_f32_fp8(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Decodes FP8 (E4M3) data from the first source (the byte op_sel[1:0] picks, or for an FP8/BF8 pair the word op_sel[0] picks), multiplies by the E8M0 scale in the second source's exponent field and returns a pair of f32 (the first in the low register), rounded once.

    ``v_cvt_scalef32_pk_f32_fp8 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_f32_fp8", locals())


def v_cvt_scalef32_pk_fp4_bf16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides two packed bf16 in the first source by the E8M0 scale of the second and converts them, rounding to nearest even, to two FP4 (E2M1) nibbles written into the D byte selected by op_sel[3:2]; the other bytes are kept.

    ``v_cvt_scalef32_pk_fp4_bf16 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_fp4_bf16", locals())


def v_cvt_scalef32_pk_fp4_f16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides two packed f16 in the first source by the E8M0 scale of the second and converts them, rounding to nearest even, to two FP4 (E2M1) nibbles written into the D byte selected by op_sel[3:2]; the other bytes are kept.

    ``v_cvt_scalef32_pk_fp4_f16 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_fp4_f16", locals())


def v_cvt_scalef32_pk_fp4_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides two f32 values by the E8M0 scale of the third source and converts them, rounding to nearest even, to two FP4 (E2M1) nibbles into one byte (op_sel[3:2]) of D.

    ``v_cvt_scalef32_pk_fp4_f32 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_fp4_f32", locals())


def v_cvt_scalef32_pk_fp8_bf16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides the two packed bf16 values of the first source by the E8M0 scale of the second and converts them, rounding to nearest even, to two FP8 (E4M3) bytes written into the 16-bit half of D selected by op_sel[3].

    ``v_cvt_scalef32_pk_fp8_bf16 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_fp8_bf16", locals())


def v_cvt_scalef32_pk_fp8_f16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides the two packed f16 values of the first source by the E8M0 scale of the second and converts them, rounding to nearest even, to two FP8 (E4M3) bytes written into the 16-bit half of D selected by op_sel[3].

    ``v_cvt_scalef32_pk_fp8_f16 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_fp8_f16", locals())


def v_cvt_scalef32_pk_fp8_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides two f32 values by the E8M0 scale of the third source and converts them, rounding to nearest even, to two FP8 (E4M3) bytes into one 16-bit half (op_sel[3]) of D.

    ``v_cvt_scalef32_pk_fp8_f32 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_pk_fp8_f32", locals())


def v_cvt_scalef32_sr_bf8_bf16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides a bf16 value by the E8M0 scale of the third source and converts it with stochastic rounding (random bits from the second source) to a BF8 (E5M2) byte written into the D byte selected by op_sel[3:2].

    ``v_cvt_scalef32_sr_bf8_bf16 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_bf8_bf16", locals())


def v_cvt_scalef32_sr_bf8_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides a f16 value by the E8M0 scale of the third source and converts it with stochastic rounding (random bits from the second source) to a BF8 (E5M2) byte written into the D byte selected by op_sel[3:2].

    ``v_cvt_scalef32_sr_bf8_f16 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_bf8_f16", locals())


def v_cvt_scalef32_sr_bf8_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides a f32 value by the E8M0 scale of the third source and converts it with stochastic rounding (random bits from the second source) to a BF8 (E5M2) byte written into the D byte selected by op_sel[3:2].

    ``v_cvt_scalef32_sr_bf8_f32 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_bf8_f32", locals())


def v_cvt_scalef32_sr_fp8_bf16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides a bf16 value by the E8M0 scale of the third source and converts it with stochastic rounding (random bits from the second source) to an FP8 (E4M3) byte written into the D byte selected by op_sel[3:2].

    ``v_cvt_scalef32_sr_fp8_bf16 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_fp8_bf16", locals())


def v_cvt_scalef32_sr_fp8_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides a f16 value by the E8M0 scale of the third source and converts it with stochastic rounding (random bits from the second source) to an FP8 (E4M3) byte written into the D byte selected by op_sel[3:2].

    ``v_cvt_scalef32_sr_fp8_f16 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_fp8_f16", locals())


def v_cvt_scalef32_sr_fp8_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides a f32 value by the E8M0 scale of the third source and converts it with stochastic rounding (random bits from the second source) to an FP8 (E4M3) byte written into the D byte selected by op_sel[3:2].

    ``v_cvt_scalef32_sr_fp8_f32 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_fp8_f32", locals())


def v_cvt_scalef32_sr_pk32_bf6_bf16(d: VGPR, s0: VGPR, s1: Src, s2: Src, /) -> Instruction:
    """Divides 32 bf16 values (two per register, the lower-numbered in the low half) in a 16-VGPR tuple by the E8M0 scale of the third source and converts them with stochastic rounding and saturation to 32 BF6 (E3M2) values packed into a 6-VGPR tuple; value 0 takes the random word of the second source, each further value the V_PRNG_B32 successor of the previous one's.

    ``v_cvt_scalef32_sr_pk32_bf6_bf16 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk32_bf6_bf16", locals())


def v_cvt_scalef32_sr_pk32_bf6_f16(d: VGPR, s0: VGPR, s1: Src, s2: Src, /) -> Instruction:
    """Divides 32 f16 values (two per register, the lower-numbered in the low half) in a 16-VGPR tuple by the E8M0 scale of the third source and converts them with stochastic rounding and saturation to 32 BF6 (E3M2) values packed into a 6-VGPR tuple; value 0 takes the random word of the second source, each further value the V_PRNG_B32 successor of the previous one's.

    ``v_cvt_scalef32_sr_pk32_bf6_f16 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk32_bf6_f16", locals())


def v_cvt_scalef32_sr_pk32_bf6_f32(d: VGPR, s0: VGPR, s1: Src, s2: Src, /) -> Instruction:
    """Divides 32 f32 values (one per register) in a 32-VGPR tuple by the E8M0 scale of the third source and converts them with stochastic rounding and saturation to 32 BF6 (E3M2) values packed into a 6-VGPR tuple; value 0 takes the random word of the second source, each further value the V_PRNG_B32 successor of the previous one's.

    ``v_cvt_scalef32_sr_pk32_bf6_f32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk32_bf6_f32", locals())


def v_cvt_scalef32_sr_pk32_fp6_bf16(d: VGPR, s0: VGPR, s1: Src, s2: Src, /) -> Instruction:
    """Divides 32 bf16 values (two per register, the lower-numbered in the low half) in a 16-VGPR tuple by the E8M0 scale of the third source and converts them with stochastic rounding and saturation to 32 FP6 (E2M3) values packed into a 6-VGPR tuple; value 0 takes the random word of the second source, each further value the V_PRNG_B32 successor of the previous one's.

    ``v_cvt_scalef32_sr_pk32_fp6_bf16 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk32_fp6_bf16", locals())


def v_cvt_scalef32_sr_pk32_fp6_f16(d: VGPR, s0: VGPR, s1: Src, s2: Src, /) -> Instruction:
    """Divides 32 f16 values (two per register, the lower-numbered in the low half) in a 16-VGPR tuple by the E8M0 scale of the third source and converts them with stochastic rounding and saturation to 32 FP6 (E2M3) values packed into a 6-VGPR tuple; value 0 takes the random word of the second source, each further value the V_PRNG_B32 successor of the previous one's.

    ``v_cvt_scalef32_sr_pk32_fp6_f16 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk32_fp6_f16", locals())


def v_cvt_scalef32_sr_pk32_fp6_f32(d: VGPR, s0: VGPR, s1: Src, s2: Src, /) -> Instruction:
    """Divides 32 f32 values (one per register) in a 32-VGPR tuple by the E8M0 scale of the third source and converts them with stochastic rounding and saturation to 32 FP6 (E2M3) values packed into a 6-VGPR tuple; value 0 takes the random word of the second source, each further value the V_PRNG_B32 successor of the previous one's.

    ``v_cvt_scalef32_sr_pk32_fp6_f32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk32_fp6_f32", locals())


def v_cvt_scalef32_sr_pk_fp4_bf16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides two packed bf16 by the E8M0 scale of the third source and converts them with stochastic rounding to two FP4 (E2M1) nibbles written into the D byte selected by op_sel[3:2]; the first value takes the random word of the second source, the second its V_PRNG_B32 successor.

    ``v_cvt_scalef32_sr_pk_fp4_bf16 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk_fp4_bf16", locals())


def v_cvt_scalef32_sr_pk_fp4_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides two packed f16 by the E8M0 scale of the third source and converts them with stochastic rounding to two FP4 (E2M1) nibbles written into the D byte selected by op_sel[3:2]; the first value takes the random word of the second source, the second its V_PRNG_B32 successor.

    ``v_cvt_scalef32_sr_pk_fp4_f16 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk_fp4_f16", locals())


def v_cvt_scalef32_sr_pk_fp4_f32(
    d: VGPR, s0: VGPR, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Divides two f32 values held in a VGPR pair (the low register first) by the E8M0 scale of the third source and converts them with stochastic rounding to two FP4 (E2M1) nibbles written into the D byte selected by op_sel[3:2]; the other bytes are kept. The first value takes the random word of the second source, the second its V_PRNG_B32 successor.

    ``v_cvt_scalef32_sr_pk_fp4_f32 D, S0, S1, S2 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_scalef32_sr_pk_fp4_f32", locals())


def v_cvt_sr_bf16_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Converts an f32 value to bf16 with stochastic rounding (random bits from the second source) into the half of D selected by op_sel[3].

    ``v_cvt_sr_bf16_f32 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_sr_bf16_f32", locals())


def v_cvt_sr_bf8_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Converts an f32 value with stochastic rounding (random bits from the second source) to a BF8 (E5M2) byte written into the D byte selected by op_sel[3:2]; the other bytes are kept.

    ``v_cvt_sr_bf8_f32 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_sr_bf8_f32", locals())


def v_cvt_sr_f16_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Converts an f32 value to f16 with stochastic rounding (random bits from the second source) into the half of D selected by op_sel[3].

    ``v_cvt_sr_f16_f32 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_sr_f16_f32", locals())


def v_cvt_sr_fp8_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers20]
) -> Instruction:
    """Converts an f32 value with stochastic rounding (random bits from the second source) to an FP8 (E4M3) byte written into the D byte selected by op_sel[3:2]; the other bytes are kept.

    ``v_cvt_sr_fp8_f32 D, S0, S1 [op_sel]`` (VOP3A)
    """
    return _build("v_cvt_sr_fp8_f32", locals())


def v_cvt_u16_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts f16 to an unsigned 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u16_f16_e32 D, S0`` (VOP1)
    ``v_cvt_u16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_u16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_u16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_u16_f16", locals())


def v_cvt_u16_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f16 to an unsigned 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_u16_f16_dpp", locals())


def v_cvt_u16_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f16 to an unsigned 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u16_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_u16_f16_e32", locals())


def v_cvt_u16_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f16 to an unsigned 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_u16_f16_e64", locals())


def v_cvt_u16_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Converts f16 to an unsigned 16-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_u16_f16_sdwa", locals())


def v_cvt_u32_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Converts f32 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f32_e32 D, S0`` (VOP1)
    ``v_cvt_u32_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_u32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_cvt_u32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_u32_f32", locals())


def v_cvt_u32_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f32 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_u32_f32_dpp", locals())


def v_cvt_u32_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f32 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_u32_f32_e32", locals())


def v_cvt_u32_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f32 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_u32_f32_e64", locals())


def v_cvt_u32_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Converts f32 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_cvt_u32_f32_sdwa", locals())


def v_cvt_u32_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Converts f64 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f64_e32 D, S0`` (VOP1)
    ``v_cvt_u32_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_cvt_u32_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_u32_f64", locals())


def v_cvt_u32_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Converts f64 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_cvt_u32_f64_dpp", locals())


def v_cvt_u32_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Converts f64 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_cvt_u32_f64_e32", locals())


def v_cvt_u32_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Converts f64 to an unsigned 32-bit integer, truncating toward zero; out-of-range values and infinities saturate and NaN gives 0.

    ``v_cvt_u32_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_cvt_u32_f64_e64", locals())


def v_div_fixup_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers32]
) -> Instruction:
    """Finishes an f16 division: returns the quotient with the sign of numerator/denominator, or the IEEE special result (NaN, infinity, zero) the two operands call for; writes the half of D op_sel[3] picks and keeps the other.

    ``v_div_fixup_f16 D, S0, S1, S2 [op_sel] [clamp] [omod]`` (VOP3A)
    """
    return _build("v_div_fixup_f16", locals())


def v_div_fixup_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Finishes an f32 division: returns the quotient with the sign of numerator/denominator, or the IEEE special result (NaN, infinity, zero) the two operands call for.

    ``v_div_fixup_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_div_fixup_f32", locals())


def v_div_fixup_f64(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Finishes an f64 division: returns the quotient with the sign of numerator/denominator, or the IEEE special result (NaN, infinity, zero) the two operands call for.

    ``v_div_fixup_f64 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_div_fixup_f64", locals())


def v_div_fixup_legacy_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Finishes an f16 division: returns the quotient with the sign of numerator/denominator, or the IEEE special result (NaN, infinity, zero) the two operands call for; D[31:16] is zeroed (a word with OPSEL[3] set writes D[31:16] and keeps D[15:0]).

    ``v_div_fixup_legacy_f16 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_div_fixup_legacy_f16", locals())


def v_div_fmas_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Fused f32 multiply-add; in lanes where VCC is set the result is scaled by 2^64 when its magnitude is at least 1 and by 2^-64 otherwise, rounded once: the post-scale step of a division after v_div_scale_f32.

    ``v_div_fmas_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_div_fmas_f32", locals())


def v_div_fmas_f64(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Fused f64 multiply-add; in lanes where VCC is set the result is scaled by 2^128 when its magnitude is at least 1 and by 2^-128 otherwise, rounded once: the post-scale step of a division after v_div_scale_f64.

    ``v_div_fmas_f64 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_div_fmas_f64", locals())


def v_div_scale_f32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Pre-scales an f32 division operand by 2^64 (or 2^-64) when the quotient or the Newton-Raphson steps would leave the normal range; the lane's mask bit tells V_DIV_FMAS_F32 to undo it.

    ``v_div_scale_f32 D, SD, S0, S1, S2 [clamp] [omod]`` (VOP3B)
    """
    return _build("v_div_scale_f32", locals())


def v_div_scale_f64(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Pre-scales an f64 division operand by 2^128 (or 2^-128) when the quotient or the Newton-Raphson steps would leave the normal range; the lane's mask bit tells V_DIV_FMAS_F64 to undo it.

    ``v_div_scale_f64 D, SD, S0, S1, S2 [clamp] [omod]`` (VOP3B)
    """
    return _build("v_div_scale_f64", locals())


def v_dot2_f32_bf16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Adds the two products of matching bf16 halves of the first two sources (the low product first) to the f32 third source; each product and sum rounded to f32 nearest even whatever MODE says; denormal inputs and the result are flushed to zero.

    ``v_dot2_f32_bf16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_dot2_f32_bf16", locals())


def v_dot2_f32_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Adds the two products of matching f16 halves of the first two sources to the f32 third source, each sum rounded to f32 nearest even whatever MODE says; denormal inputs and the result are flushed to zero. CDNA2 adds the two products first, then the accumulator; CDNA4 adds the low product to the accumulator first, then the high one.

    ``v_dot2_f32_f16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_dot2_f32_f16", locals())


def v_dot2_i32_i16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Dot product of the 2 signed 16-bit halves of the first two sources, added to the 32-bit third source; wraps, or saturates with clamp.

    ``v_dot2_i32_i16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_dot2_i32_i16", locals())


def v_dot2_u32_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Dot product of the 2 unsigned 16-bit halves of the first two sources, added to the 32-bit third source; wraps, or saturates with clamp.

    ``v_dot2_u32_u16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_dot2_u32_u16", locals())


def v_dot2c_f32_bf16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers27]
) -> Instruction:
    """Adds to the f32 destination the product of the low bf16 halves, then that of the high halves (products in f32, each add rounded to nearest even whatever MODE says); denormal inputs and the result are flushed to zero. In VOP3, NEG negates a source's low half and ABS its high half.

    ``v_dot2c_f32_bf16_e32 D, S0, S1`` (VOP2)
    ``v_dot2c_f32_bf16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_dot2c_f32_bf16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot2c_f32_bf16", locals())


def v_dot2c_f32_bf16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Adds to the f32 destination the product of the low bf16 halves, then that of the high halves (products in f32, each add rounded to nearest even whatever MODE says); denormal inputs and the result are flushed to zero. In VOP3, NEG negates a source's low half and ABS its high half.

    ``v_dot2c_f32_bf16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot2c_f32_bf16_dpp", locals())


def v_dot2c_f32_bf16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Adds to the f32 destination the product of the low bf16 halves, then that of the high halves (products in f32, each add rounded to nearest even whatever MODE says); denormal inputs and the result are flushed to zero. In VOP3, NEG negates a source's low half and ABS its high half.

    ``v_dot2c_f32_bf16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_dot2c_f32_bf16_e32", locals())


def v_dot2c_f32_bf16_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Adds to the f32 destination the product of the low bf16 halves, then that of the high halves (products in f32, each add rounded to nearest even whatever MODE says); denormal inputs and the result are flushed to zero. In VOP3, NEG negates a source's low half and ABS its high half.

    ``v_dot2c_f32_bf16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_dot2c_f32_bf16_e64", locals())


def v_dot2c_f32_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Dot product of two packed f16 pairs added to the f32 destination with exact f32 products, each add rounded to nearest even whatever MODE says; denormal inputs and the result are flushed to zero. CDNA2 sums the products first, then the accumulator; CDNA4 adds the low product to the accumulator first, then the high one. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_dot2c_f32_f16_e32 D, S0, S1`` (VOP2)
    ``v_dot2c_f32_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_dot2c_f32_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot2c_f32_f16", locals())


def v_dot2c_f32_f16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Dot product of two packed f16 pairs added to the f32 destination with exact f32 products, each add rounded to nearest even whatever MODE says; denormal inputs and the result are flushed to zero. CDNA2 sums the products first, then the accumulator; CDNA4 adds the low product to the accumulator first, then the high one. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_dot2c_f32_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot2c_f32_f16_dpp", locals())


def v_dot2c_f32_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Dot product of two packed f16 pairs added to the f32 destination with exact f32 products, each add rounded to nearest even whatever MODE says; denormal inputs and the result are flushed to zero. CDNA2 sums the products first, then the accumulator; CDNA4 adds the low product to the accumulator first, then the high one. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_dot2c_f32_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_dot2c_f32_f16_e32", locals())


def v_dot2c_f32_f16_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Dot product of two packed f16 pairs added to the f32 destination with exact f32 products, each add rounded to nearest even whatever MODE says; denormal inputs and the result are flushed to zero. CDNA2 sums the products first, then the accumulator; CDNA4 adds the low product to the accumulator first, then the high one. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_dot2c_f32_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_dot2c_f32_f16_e64", locals())


def v_dot2c_i32_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers34]) -> Instruction:
    """Adds to the i32 destination the products of the 2 signed 16-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot2c_i32_i16_e32 D, S0, S1`` (VOP2)
    ``v_dot2c_i32_i16_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_dot2c_i32_i16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot2c_i32_i16", locals())


def v_dot2c_i32_i16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Adds to the i32 destination the products of the 2 signed 16-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot2c_i32_i16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot2c_i32_i16_dpp", locals())


def v_dot2c_i32_i16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Adds to the i32 destination the products of the 2 signed 16-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot2c_i32_i16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_dot2c_i32_i16_e32", locals())


def v_dot2c_i32_i16_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Adds to the i32 destination the products of the 2 signed 16-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot2c_i32_i16_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_dot2c_i32_i16_e64", locals())


def v_dot4_i32_i8(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers35]
) -> Instruction:
    """Dot product of the 4 signed bytes of the first two sources, added to the 32-bit third source; wraps, or saturates with clamp.

    ``v_dot4_i32_i8 D, S0, S1, S2 [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_dot4_i32_i8", locals())


def v_dot4_u32_u8(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers35]
) -> Instruction:
    """Dot product of the 4 unsigned bytes of the first two sources, added to the 32-bit third source; wraps, or saturates with clamp.

    ``v_dot4_u32_u8 D, S0, S1, S2 [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_dot4_u32_u8", locals())


def v_dot4c_i32_i8(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers34]) -> Instruction:
    """Adds to the i32 destination the products of the 4 signed 8-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot4c_i32_i8_e32 D, S0, S1`` (VOP2)
    ``v_dot4c_i32_i8_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_dot4c_i32_i8_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot4c_i32_i8", locals())


def v_dot4c_i32_i8_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Adds to the i32 destination the products of the 4 signed 8-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot4c_i32_i8_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot4c_i32_i8_dpp", locals())


def v_dot4c_i32_i8_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Adds to the i32 destination the products of the 4 signed 8-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot4c_i32_i8_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_dot4c_i32_i8_e32", locals())


def v_dot4c_i32_i8_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Adds to the i32 destination the products of the 4 signed 8-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot4c_i32_i8_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_dot4c_i32_i8_e64", locals())


def v_dot8_i32_i4(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers35]
) -> Instruction:
    """Dot product of the 8 signed 4-bit nibbles of the first two sources, added to the 32-bit third source; wraps, or saturates with clamp.

    ``v_dot8_i32_i4 D, S0, S1, S2 [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_dot8_i32_i4", locals())


def v_dot8_u32_u4(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers35]
) -> Instruction:
    """Dot product of the 8 unsigned 4-bit nibbles of the first two sources, added to the 32-bit third source; wraps, or saturates with clamp.

    ``v_dot8_u32_u4 D, S0, S1, S2 [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_dot8_u32_u4", locals())


def v_dot8c_i32_i4(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers34]) -> Instruction:
    """Adds to the i32 destination the products of the 8 signed 4-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot8c_i32_i4_e32 D, S0, S1`` (VOP2)
    ``v_dot8c_i32_i4_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_dot8c_i32_i4_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot8c_i32_i4", locals())


def v_dot8c_i32_i4_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Adds to the i32 destination the products of the 8 signed 4-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot8c_i32_i4_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_dot8c_i32_i4_dpp", locals())


def v_dot8c_i32_i4_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Adds to the i32 destination the products of the 8 signed 4-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot8c_i32_i4_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_dot8c_i32_i4_e32", locals())


def v_dot8c_i32_i4_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Adds to the i32 destination the products of the 8 signed 4-bit lanes of the packed sources, lowest lane first, wrapping modulo 2^32 (saturating to the i32 range with VOP3 clamp).

    ``v_dot8c_i32_i4_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_dot8c_i32_i4_e64", locals())


def v_exp_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Two raised to the power of an f16 value.

    ``v_exp_f16_e32 D, S0`` (VOP1)
    ``v_exp_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_exp_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_exp_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_exp_f16", locals())


def v_exp_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Two raised to the power of an f16 value.

    ``v_exp_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_exp_f16_dpp", locals())


def v_exp_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Two raised to the power of an f16 value.

    ``v_exp_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_exp_f16_e32", locals())


def v_exp_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Two raised to the power of an f16 value.

    ``v_exp_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_exp_f16_e64", locals())


def v_exp_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Two raised to the power of an f16 value.

    ``v_exp_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_exp_f16_sdwa", locals())


def v_exp_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Two raised to the power of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_f32_e32 D, S0`` (VOP1)
    ``v_exp_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_exp_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_exp_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_exp_f32", locals())


def v_exp_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Two raised to the power of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_exp_f32_dpp", locals())


def v_exp_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Two raised to the power of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_exp_f32_e32", locals())


def v_exp_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Two raised to the power of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_exp_f32_e64", locals())


def v_exp_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Two raised to the power of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_exp_f32_sdwa", locals())


def v_exp_legacy_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Older-semantics power of two (modelled as V_EXP_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_legacy_f32_e32 D, S0`` (VOP1)
    ``v_exp_legacy_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_exp_legacy_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_exp_legacy_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_exp_legacy_f32", locals())


def v_exp_legacy_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Older-semantics power of two (modelled as V_EXP_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_legacy_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_exp_legacy_f32_dpp", locals())


def v_exp_legacy_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Older-semantics power of two (modelled as V_EXP_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_legacy_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_exp_legacy_f32_e32", locals())


def v_exp_legacy_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Older-semantics power of two (modelled as V_EXP_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_legacy_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_exp_legacy_f32_e64", locals())


def v_exp_legacy_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Older-semantics power of two (modelled as V_EXP_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_exp_legacy_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_exp_legacy_f32_sdwa", locals())


def v_ffbh_i32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Position, counted down from bit 31, of the first bit that differs from the sign bit (1..31), or -1 when all 32 bits are equal.

    ``v_ffbh_i32_e32 D, S0`` (VOP1)
    ``v_ffbh_i32_e64 D, S0`` (VOP3A)
    ``v_ffbh_i32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_ffbh_i32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ffbh_i32", locals())


def v_ffbh_i32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Position, counted down from bit 31, of the first bit that differs from the sign bit (1..31), or -1 when all 32 bits are equal.

    ``v_ffbh_i32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ffbh_i32_dpp", locals())


def v_ffbh_i32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Position, counted down from bit 31, of the first bit that differs from the sign bit (1..31), or -1 when all 32 bits are equal.

    ``v_ffbh_i32_e32 D, S0`` (VOP1)
    """
    return _build("v_ffbh_i32_e32", locals())


def v_ffbh_i32_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Position, counted down from bit 31, of the first bit that differs from the sign bit (1..31), or -1 when all 32 bits are equal.

    ``v_ffbh_i32_e64 D, S0`` (VOP3A)
    """
    return _build("v_ffbh_i32_e64", locals())


def v_ffbh_i32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Position, counted down from bit 31, of the first bit that differs from the sign bit (1..31), or -1 when all 32 bits are equal.

    ``v_ffbh_i32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_ffbh_i32_sdwa", locals())


def v_ffbh_u32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Number of zero bits above the most significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbh_u32_e32 D, S0`` (VOP1)
    ``v_ffbh_u32_e64 D, S0`` (VOP3A)
    ``v_ffbh_u32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_ffbh_u32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ffbh_u32", locals())


def v_ffbh_u32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Number of zero bits above the most significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbh_u32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ffbh_u32_dpp", locals())


def v_ffbh_u32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Number of zero bits above the most significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbh_u32_e32 D, S0`` (VOP1)
    """
    return _build("v_ffbh_u32_e32", locals())


def v_ffbh_u32_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Number of zero bits above the most significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbh_u32_e64 D, S0`` (VOP3A)
    """
    return _build("v_ffbh_u32_e64", locals())


def v_ffbh_u32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Number of zero bits above the most significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbh_u32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_ffbh_u32_sdwa", locals())


def v_ffbl_b32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Bit position of the least significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbl_b32_e32 D, S0`` (VOP1)
    ``v_ffbl_b32_e64 D, S0`` (VOP3A)
    ``v_ffbl_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_ffbl_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ffbl_b32", locals())


def v_ffbl_b32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Bit position of the least significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbl_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ffbl_b32_dpp", locals())


def v_ffbl_b32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Bit position of the least significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbl_b32_e32 D, S0`` (VOP1)
    """
    return _build("v_ffbl_b32_e32", locals())


def v_ffbl_b32_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Bit position of the least significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbl_b32_e64 D, S0`` (VOP3A)
    """
    return _build("v_ffbl_b32_e64", locals())


def v_ffbl_b32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Bit position of the least significant one (0..31), or -1 (0xffffffff) when the source is zero.

    ``v_ffbl_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_ffbl_b32_sdwa", locals())


def v_floor_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Rounds an f16 value to an integral f16 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f16_e32 D, S0`` (VOP1)
    ``v_floor_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_floor_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_floor_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_floor_f16", locals())


def v_floor_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f16 value to an integral f16 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_floor_f16_dpp", locals())


def v_floor_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f16 value to an integral f16 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_floor_f16_e32", locals())


def v_floor_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f16 value to an integral f16 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_floor_f16_e64", locals())


def v_floor_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Rounds an f16 value to an integral f16 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_floor_f16_sdwa", locals())


def v_floor_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Rounds an f32 value to an integral f32 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f32_e32 D, S0`` (VOP1)
    ``v_floor_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_floor_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_floor_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_floor_f32", locals())


def v_floor_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f32 value to an integral f32 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_floor_f32_dpp", locals())


def v_floor_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f32 value to an integral f32 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_floor_f32_e32", locals())


def v_floor_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f32 value to an integral f32 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_floor_f32_e64", locals())


def v_floor_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Rounds an f32 value to an integral f32 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_floor_f32_sdwa", locals())


def v_floor_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Rounds an f64 value to an integral f64 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f64_e32 D, S0`` (VOP1)
    ``v_floor_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_floor_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_floor_f64", locals())


def v_floor_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f64 value to an integral f64 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_floor_f64_dpp", locals())


def v_floor_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f64 value to an integral f64 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_floor_f64_e32", locals())


def v_floor_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f64 value to an integral f64 value down, toward minus infinity; infinities, NaN and signed zeros pass through.

    ``v_floor_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_floor_f64_e64", locals())


def v_fma_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers32]
) -> Instruction:
    """Fused f16 multiply-add, one rounding; writes the half of D op_sel[3] picks and keeps the other.

    ``v_fma_f16 D, S0, S1, S2 [op_sel] [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fma_f16", locals())


def v_fma_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Fused f32 multiply-add with a single rounding; denormals are kept.

    ``v_fma_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fma_f32", locals())


def v_fma_f64(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Fused f64 multiply-add with a single rounding; denormals are kept.

    ``v_fma_f64 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fma_f64", locals())


def v_fma_legacy_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Fused f16 multiply-add, one rounding; D[31:16] is zeroed (a word with OPSEL[3] set writes D[31:16] and keeps D[15:0]).

    ``v_fma_legacy_f16 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fma_legacy_f16", locals())


def v_fma_mix_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers36]
) -> Instruction:
    """Fused multiply-add whose sources are each an f32 or (op_sel_hi) an f16 half; writes the f32 result (the f16 forms round twice here).

    ``v_fma_mix_f32 D, S0, S1, S2 [op_sel] [op_sel_hi] [clamp]`` (VOP3P)
    """
    return _build("v_fma_mix_f32", locals())


def v_fma_mixhi_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers36]
) -> Instruction:
    """Fused multiply-add whose sources are each an f32 or (op_sel_hi) an f16 half; writes the result rounded to f16 (clamp: limited to [0, 1], NaN to 0) into D[31:16], keeping D[15:0] (the f16 forms round twice here).

    ``v_fma_mixhi_f16 D, S0, S1, S2 [op_sel] [op_sel_hi] [clamp]`` (VOP3P)
    """
    return _build("v_fma_mixhi_f16", locals())


def v_fma_mixlo_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers36]
) -> Instruction:
    """Fused multiply-add whose sources are each an f32 or (op_sel_hi) an f16 half; writes the result rounded to f16 (clamp: limited to [0, 1], NaN to 0) into D[15:0], keeping D[31:16] (the f16 forms round twice here).

    ``v_fma_mixlo_f16 D, S0, S1, S2 [op_sel] [op_sel_hi] [clamp]`` (VOP3P)
    """
    return _build("v_fma_mixlo_f16", locals())


def v_fmaak_f32(d: VGPR, s0: Src, s1: VGPR, k: int | float, /) -> Instruction:
    """Fused multiply of the two sources plus the literal constant, rounded once.

    ``v_fmaak_f32 D, S0, S1, K`` (VOP2)
    """
    return _build("v_fmaak_f32", locals())


def v_fmaak_f32_e32(d: VGPR, s0: Src, s1: VGPR, k: int | float, /) -> Instruction:
    """Fused multiply of the two sources plus the literal constant, rounded once.

    ``v_fmaak_f32 D, S0, S1, K`` (VOP2)
    """
    return _build("v_fmaak_f32_e32", locals())


def v_fmac_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Fused f32 multiply of the sources plus the old destination value, rounded once.

    ``v_fmac_f32_e32 D, S0, S1`` (VOP2)
    ``v_fmac_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_fmac_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fmac_f32", locals())


def v_fmac_f32_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Fused f32 multiply of the sources plus the old destination value, rounded once.

    ``v_fmac_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fmac_f32_dpp", locals())


def v_fmac_f32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Fused f32 multiply of the sources plus the old destination value, rounded once.

    ``v_fmac_f32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_fmac_f32_e32", locals())


def v_fmac_f32_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Fused f32 multiply of the sources plus the old destination value, rounded once.

    ``v_fmac_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fmac_f32_e64", locals())


def v_fmac_f64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Fused f64 multiply of the sources plus the old destination value, rounded once.

    ``v_fmac_f64_e32 D, S0, S1`` (VOP2)
    ``v_fmac_f64_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_fmac_f64_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fmac_f64", locals())


def v_fmac_f64_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Fused f64 multiply of the sources plus the old destination value, rounded once.

    ``v_fmac_f64_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fmac_f64_dpp", locals())


def v_fmac_f64_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Fused f64 multiply of the sources plus the old destination value, rounded once.

    ``v_fmac_f64_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_fmac_f64_e32", locals())


def v_fmac_f64_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Fused f64 multiply of the sources plus the old destination value, rounded once.

    ``v_fmac_f64_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fmac_f64_e64", locals())


def v_fmamk_f32(d: VGPR, s0: Src, k: int | float, s1: VGPR, /) -> Instruction:
    """Fused multiply of the first source by the literal constant plus the VGPR source, rounded once.

    ``v_fmamk_f32 D, S0, K, S1`` (VOP2)
    """
    return _build("v_fmamk_f32", locals())


def v_fmamk_f32_e32(d: VGPR, s0: Src, k: int | float, s1: VGPR, /) -> Instruction:
    """Fused multiply of the first source by the literal constant plus the VGPR source, rounded once.

    ``v_fmamk_f32 D, S0, K, S1`` (VOP2)
    """
    return _build("v_fmamk_f32_e32", locals())


def v_fract_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Fractional part of an f16 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f16_e32 D, S0`` (VOP1)
    ``v_fract_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_fract_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_fract_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fract_f16", locals())


def v_fract_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Fractional part of an f16 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fract_f16_dpp", locals())


def v_fract_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Fractional part of an f16 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_fract_f16_e32", locals())


def v_fract_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Fractional part of an f16 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fract_f16_e64", locals())


def v_fract_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Fractional part of an f16 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_fract_f16_sdwa", locals())


def v_fract_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Fractional part of an f32 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f32_e32 D, S0`` (VOP1)
    ``v_fract_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_fract_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_fract_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fract_f32", locals())


def v_fract_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Fractional part of an f32 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fract_f32_dpp", locals())


def v_fract_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Fractional part of an f32 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_fract_f32_e32", locals())


def v_fract_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Fractional part of an f32 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fract_f32_e64", locals())


def v_fract_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Fractional part of an f32 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_fract_f32_sdwa", locals())


def v_fract_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Fractional part of an f64 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f64_e32 D, S0`` (VOP1)
    ``v_fract_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_fract_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fract_f64", locals())


def v_fract_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Fractional part of an f64 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_fract_f64_dpp", locals())


def v_fract_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Fractional part of an f64 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_fract_f64_e32", locals())


def v_fract_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Fractional part of an f64 value in the floor sense (fract(-1.25) = 0.75), capped at the largest value below 1.0; infinities and NaN give NaN.

    ``v_fract_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_fract_f64_e64", locals())


def v_frexp_exp_i16_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Exponent e such that the f16 value is its frexp significand times 2**e, as a signed 16-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i16_f16_e32 D, S0`` (VOP1)
    ``v_frexp_exp_i16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_frexp_exp_i16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_frexp_exp_i16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_exp_i16_f16", locals())


def v_frexp_exp_i16_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Exponent e such that the f16 value is its frexp significand times 2**e, as a signed 16-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i16_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_exp_i16_f16_dpp", locals())


def v_frexp_exp_i16_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Exponent e such that the f16 value is its frexp significand times 2**e, as a signed 16-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i16_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_frexp_exp_i16_f16_e32", locals())


def v_frexp_exp_i16_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Exponent e such that the f16 value is its frexp significand times 2**e, as a signed 16-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i16_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_frexp_exp_i16_f16_e64", locals())


def v_frexp_exp_i16_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Exponent e such that the f16 value is its frexp significand times 2**e, as a signed 16-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i16_f16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_frexp_exp_i16_f16_sdwa", locals())


def v_frexp_exp_i32_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Exponent e such that the f32 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f32_e32 D, S0`` (VOP1)
    ``v_frexp_exp_i32_f32_e64 D, S0 [clamp]`` (VOP3A)
    ``v_frexp_exp_i32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_frexp_exp_i32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_exp_i32_f32", locals())


def v_frexp_exp_i32_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Exponent e such that the f32 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_exp_i32_f32_dpp", locals())


def v_frexp_exp_i32_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Exponent e such that the f32 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_frexp_exp_i32_f32_e32", locals())


def v_frexp_exp_i32_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Exponent e such that the f32 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f32_e64 D, S0 [clamp]`` (VOP3A)
    """
    return _build("v_frexp_exp_i32_f32_e64", locals())


def v_frexp_exp_i32_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Exponent e such that the f32 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_frexp_exp_i32_f32_sdwa", locals())


def v_frexp_exp_i32_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Exponent e such that the f64 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f64_e32 D, S0`` (VOP1)
    ``v_frexp_exp_i32_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_frexp_exp_i32_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_exp_i32_f64", locals())


def v_frexp_exp_i32_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Exponent e such that the f64 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_exp_i32_f64_dpp", locals())


def v_frexp_exp_i32_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Exponent e such that the f64 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_frexp_exp_i32_f64_e32", locals())


def v_frexp_exp_i32_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Exponent e such that the f64 value is its frexp significand times 2**e, as a signed 32-bit integer; zero, infinities and NaN give 0.

    ``v_frexp_exp_i32_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_frexp_exp_i32_f64_e64", locals())


def v_frexp_mant_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Significand of an f16 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f16_e32 D, S0`` (VOP1)
    ``v_frexp_mant_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_frexp_mant_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_frexp_mant_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_mant_f16", locals())


def v_frexp_mant_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Significand of an f16 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_mant_f16_dpp", locals())


def v_frexp_mant_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Significand of an f16 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_frexp_mant_f16_e32", locals())


def v_frexp_mant_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Significand of an f16 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_frexp_mant_f16_e64", locals())


def v_frexp_mant_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Significand of an f16 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_frexp_mant_f16_sdwa", locals())


def v_frexp_mant_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Significand of an f32 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f32_e32 D, S0`` (VOP1)
    ``v_frexp_mant_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_frexp_mant_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_frexp_mant_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_mant_f32", locals())


def v_frexp_mant_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Significand of an f32 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_mant_f32_dpp", locals())


def v_frexp_mant_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Significand of an f32 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_frexp_mant_f32_e32", locals())


def v_frexp_mant_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Significand of an f32 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_frexp_mant_f32_e64", locals())


def v_frexp_mant_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Significand of an f32 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_frexp_mant_f32_sdwa", locals())


def v_frexp_mant_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Significand of an f64 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f64_e32 D, S0`` (VOP1)
    ``v_frexp_mant_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_frexp_mant_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_mant_f64", locals())


def v_frexp_mant_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Significand of an f64 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_frexp_mant_f64_dpp", locals())


def v_frexp_mant_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Significand of an f64 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_frexp_mant_f64_e32", locals())


def v_frexp_mant_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Significand of an f64 value scaled into [0.5, 1) with the source's sign (as C frexp); zero and infinities are returned unchanged, a NaN made quiet.

    ``v_frexp_mant_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_frexp_mant_f64_e64", locals())


def v_ldexp_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """Scales a half-precision value by two raised to the signed 16-bit integer held in the second source's bits.

    ``v_ldexp_f16_e32 D, S0, S1`` (VOP2)
    ``v_ldexp_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_ldexp_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_ldexp_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ldexp_f16", locals())


def v_ldexp_f16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Scales a half-precision value by two raised to the signed 16-bit integer held in the second source's bits.

    ``v_ldexp_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_ldexp_f16_dpp", locals())


def v_ldexp_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Scales a half-precision value by two raised to the signed 16-bit integer held in the second source's bits.

    ``v_ldexp_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_ldexp_f16_e32", locals())


def v_ldexp_f16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Scales a half-precision value by two raised to the signed 16-bit integer held in the second source's bits.

    ``v_ldexp_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_ldexp_f16_e64", locals())


def v_ldexp_f16_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]
) -> Instruction:
    """Scales a half-precision value by two raised to the signed 16-bit integer held in the second source's bits.

    ``v_ldexp_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_ldexp_f16_sdwa", locals())


def v_ldexp_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Multiplies an f32 value by two to the power of the signed 32-bit integer in the second source, rounding once.

    ``v_ldexp_f32 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_ldexp_f32", locals())


def v_ldexp_f64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Multiplies an f64 value by two to the power of the signed 32-bit integer in the second source, rounding once.

    ``v_ldexp_f64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_ldexp_f64", locals())


def v_lerp_u8(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Per byte, the average of the two first sources' bytes; bit 0 of the matching byte of the third source rounds halves up when set.

    ``v_lerp_u8 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_lerp_u8", locals())


def v_log_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f16 value.

    ``v_log_f16_e32 D, S0`` (VOP1)
    ``v_log_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_log_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_log_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_log_f16", locals())


def v_log_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f16 value.

    ``v_log_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_log_f16_dpp", locals())


def v_log_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f16 value.

    ``v_log_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_log_f16_e32", locals())


def v_log_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f16 value.

    ``v_log_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_log_f16_e64", locals())


def v_log_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f16 value.

    ``v_log_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_log_f16_sdwa", locals())


def v_log_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_f32_e32 D, S0`` (VOP1)
    ``v_log_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_log_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_log_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_log_f32", locals())


def v_log_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_log_f32_dpp", locals())


def v_log_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_log_f32_e32", locals())


def v_log_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_log_f32_e64", locals())


def v_log_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Base-2 logarithm (zeros give -inf, negative values NaN) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_log_f32_sdwa", locals())


def v_log_legacy_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Older-semantics base-2 logarithm (modelled as V_LOG_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_legacy_f32_e32 D, S0`` (VOP1)
    ``v_log_legacy_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_log_legacy_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_log_legacy_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_log_legacy_f32", locals())


def v_log_legacy_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Older-semantics base-2 logarithm (modelled as V_LOG_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_legacy_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_log_legacy_f32_dpp", locals())


def v_log_legacy_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Older-semantics base-2 logarithm (modelled as V_LOG_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_legacy_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_log_legacy_f32_e32", locals())


def v_log_legacy_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Older-semantics base-2 logarithm (modelled as V_LOG_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_legacy_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_log_legacy_f32_e64", locals())


def v_log_legacy_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Older-semantics base-2 logarithm (modelled as V_LOG_F32: the guides do not say how it differs) of an f32 value; denormal inputs and results are flushed to zero.

    ``v_log_legacy_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_log_legacy_f32_sdwa", locals())


def v_lshl_add_u32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """First source shifted left by S1[4:0], plus the third, wrapping.

    ``v_lshl_add_u32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_lshl_add_u32", locals())


def v_lshl_add_u64(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Shifts a 64-bit value left by the count in bits 2:0 of the second source and adds a 64-bit value, wrapping; counts 5 to 7 are unsupported and shift by zero.

    ``v_lshl_add_u64 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_lshl_add_u64", locals())


def v_lshl_or_b32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """First source shifted left by S1[4:0], ORed with the third.

    ``v_lshl_or_b32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_lshl_or_b32", locals())


def v_lshlrev_b16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Left shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b16_e32 D, S0, S1`` (VOP2)
    ``v_lshlrev_b16_e64 D, S0, S1`` (VOP3A)
    ``v_lshlrev_b16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_lshlrev_b16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_lshlrev_b16", locals())


def v_lshlrev_b16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Left shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_lshlrev_b16_dpp", locals())


def v_lshlrev_b16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Left shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_lshlrev_b16_e32", locals())


def v_lshlrev_b16_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Left shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b16_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_lshlrev_b16_e64", locals())


def v_lshlrev_b16_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Left shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_lshlrev_b16_sdwa", locals())


def v_lshlrev_b32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Left shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b32_e32 D, S0, S1`` (VOP2)
    ``v_lshlrev_b32_e64 D, S0, S1`` (VOP3A)
    ``v_lshlrev_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_lshlrev_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_lshlrev_b32", locals())


def v_lshlrev_b32_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Left shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_lshlrev_b32_dpp", locals())


def v_lshlrev_b32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Left shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_lshlrev_b32_e32", locals())


def v_lshlrev_b32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Left shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_lshlrev_b32_e64", locals())


def v_lshlrev_b32_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Left shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshlrev_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_lshlrev_b32_sdwa", locals())


def v_lshlrev_b64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Left shift of the 64-bit second source by S0[5:0] (the count comes first, hence REV).

    ``v_lshlrev_b64 D, S0, S1`` (VOP3A)
    """
    return _build("v_lshlrev_b64", locals())


def v_lshrrev_b16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Logical right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b16_e32 D, S0, S1`` (VOP2)
    ``v_lshrrev_b16_e64 D, S0, S1`` (VOP3A)
    ``v_lshrrev_b16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_lshrrev_b16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_lshrrev_b16", locals())


def v_lshrrev_b16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Logical right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_lshrrev_b16_dpp", locals())


def v_lshrrev_b16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Logical right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_lshrrev_b16_e32", locals())


def v_lshrrev_b16_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Logical right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b16_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_lshrrev_b16_e64", locals())


def v_lshrrev_b16_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Logical right shift of the second source's 16 bits by the count in bits [3:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_lshrrev_b16_sdwa", locals())


def v_lshrrev_b32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Logical right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b32_e32 D, S0, S1`` (VOP2)
    ``v_lshrrev_b32_e64 D, S0, S1`` (VOP3A)
    ``v_lshrrev_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_lshrrev_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_lshrrev_b32", locals())


def v_lshrrev_b32_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Logical right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_lshrrev_b32_dpp", locals())


def v_lshrrev_b32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Logical right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_lshrrev_b32_e32", locals())


def v_lshrrev_b32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Logical right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_lshrrev_b32_e64", locals())


def v_lshrrev_b32_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Logical right shift of the second source's 32 bits by the count in bits [4:0] of the first source (count comes first, hence REV).

    ``v_lshrrev_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_lshrrev_b32_sdwa", locals())


def v_lshrrev_b64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Logical right shift of the 64-bit second source by S0[5:0] (the count comes first, hence REV).

    ``v_lshrrev_b64 D, S0, S1`` (VOP3A)
    """
    return _build("v_lshrrev_b64", locals())


def v_mac_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Half-precision multiply of the sources plus the old destination, rounded after the multiply and after the add; denormal inputs, product and result are flushed to zero (as V_MAD_F16); D[31:16] is zeroed.

    ``v_mac_f16_e32 D, S0, S1`` (VOP2)
    ``v_mac_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_mac_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mac_f16", locals())


def v_mac_f16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Half-precision multiply of the sources plus the old destination, rounded after the multiply and after the add; denormal inputs, product and result are flushed to zero (as V_MAD_F16); D[31:16] is zeroed.

    ``v_mac_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mac_f16_dpp", locals())


def v_mac_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Half-precision multiply of the sources plus the old destination, rounded after the multiply and after the add; denormal inputs, product and result are flushed to zero (as V_MAD_F16); D[31:16] is zeroed.

    ``v_mac_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_mac_f16_e32", locals())


def v_mac_f16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Half-precision multiply of the sources plus the old destination, rounded after the multiply and after the add; denormal inputs, product and result are flushed to zero (as V_MAD_F16); D[31:16] is zeroed.

    ``v_mac_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_mac_f16_e64", locals())


def v_mad_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers32]
) -> Instruction:
    """Unfused f16 multiply-add (product rounded, then the sum) with denormal inputs, product and result flushed to zero; writes the half of D op_sel[3] picks and keeps the other.

    ``v_mad_f16 D, S0, S1, S2 [op_sel] [clamp] [omod]`` (VOP3A)
    """
    return _build("v_mad_f16", locals())


def v_mad_i16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """16-bit signed multiply-add, wrapping (saturating with clamp); writes the half of D op_sel[3] selects and keeps the other.

    ``v_mad_i16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_mad_i16", locals())


def v_mad_i32_i16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Multiplies the first two sources as signed 16-bit values and adds the 32-bit third source, wrapping modulo 2^32 (saturating with VOP3 clamp).

    ``v_mad_i32_i16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_mad_i32_i16", locals())


def v_mad_i32_i24(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Multiplies the first two sources as signed 24-bit values (bits 23:0) and adds the 32-bit third source, wrapping modulo 2^32 (saturating with VOP3 clamp).

    ``v_mad_i32_i24 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_mad_i32_i24", locals())


def v_mad_i64_i32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Full 64-bit product of two signed 32-bit sources plus a signed 64-bit addend; the lane's mask bit gets bit 64 of the 65-bit sum (its sign), and clamp saturates on overflow.

    ``v_mad_i64_i32 D, SD, S0, S1, S2 [clamp]`` (VOP3B)
    """
    return _build("v_mad_i64_i32", locals())


def v_mad_legacy_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Unfused f16 multiply-add (product rounded, then the sum); D[31:16] is zeroed (a word with OPSEL[3] set writes D[31:16] and keeps D[15:0]).

    ``v_mad_legacy_f16 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_mad_legacy_f16", locals())


def v_mad_legacy_i16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """16-bit signed multiply-add, wrapping (saturating with clamp); writes the low half of D and zeroes the upper half (a word with OPSEL[3] set writes D[31:16] and keeps D[15:0]).

    ``v_mad_legacy_i16 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_mad_legacy_i16", locals())


def v_mad_legacy_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """16-bit unsigned multiply-add, wrapping (saturating with clamp); writes the low half of D and zeroes the upper half (a word with OPSEL[3] set writes D[31:16] and keeps D[15:0]).

    ``v_mad_legacy_u16 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_mad_legacy_u16", locals())


def v_mad_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """16-bit unsigned multiply-add, wrapping (saturating with clamp); writes the half of D op_sel[3] selects and keeps the other.

    ``v_mad_u16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_mad_u16", locals())


def v_mad_u32_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Multiplies the first two sources as unsigned 16-bit values and adds the 32-bit third source, wrapping modulo 2^32 (saturating with VOP3 clamp).

    ``v_mad_u32_u16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_mad_u32_u16", locals())


def v_mad_u32_u24(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Multiplies the first two sources as unsigned 24-bit values (bits 23:0) and adds the 32-bit third source, wrapping modulo 2^32 (saturating with VOP3 clamp).

    ``v_mad_u32_u24 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_mad_u32_u24", locals())


def v_mad_u64_u32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Full 64-bit product of two unsigned 32-bit sources plus a 64-bit addend; the lane's mask bit gets bit 64 of the sum (the carry), and clamp saturates instead of wrapping.

    ``v_mad_u64_u32 D, SD, S0, S1, S2 [clamp]`` (VOP3B)
    """
    return _build("v_mad_u64_u32", locals())


def v_madak_f16(d: VGPR, s0: Src, s1: VGPR, k: int | float, /) -> Instruction:
    """Half-precision multiply of the two sources plus a 16-bit literal (low half of the literal dword), two roundings; denormals flushed as in V_MAD_F16.

    ``v_madak_f16 D, S0, S1, K`` (VOP2)
    """
    return _build("v_madak_f16", locals())


def v_madak_f16_e32(d: VGPR, s0: Src, s1: VGPR, k: int | float, /) -> Instruction:
    """Half-precision multiply of the two sources plus a 16-bit literal (low half of the literal dword), two roundings; denormals flushed as in V_MAD_F16.

    ``v_madak_f16 D, S0, S1, K`` (VOP2)
    """
    return _build("v_madak_f16_e32", locals())


def v_madmk_f16(d: VGPR, s0: Src, k: int | float, s1: VGPR, /) -> Instruction:
    """Half-precision multiply of the first source by a 16-bit literal (low half of the literal dword) plus the VGPR source, two roundings; denormals flushed as in V_MAD_F16.

    ``v_madmk_f16 D, S0, K, S1`` (VOP2)
    """
    return _build("v_madmk_f16", locals())


def v_madmk_f16_e32(d: VGPR, s0: Src, k: int | float, s1: VGPR, /) -> Instruction:
    """Half-precision multiply of the first source by a 16-bit literal (low half of the literal dword) plus the VGPR source, two roundings; denormals flushed as in V_MAD_F16.

    ``v_madmk_f16 D, S0, K, S1`` (VOP2)
    """
    return _build("v_madmk_f16_e32", locals())


def v_max3_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers32]
) -> Instruction:
    """Largest of three f16 sources (the two-source rule applied twice: a quiet NaN is skipped, -0 orders below +0, in IEEE mode a signalling NaN gives that NaN made quiet).

    ``v_max3_f16 D, S0, S1, S2 [op_sel] [clamp] [omod]`` (VOP3A)
    """
    return _build("v_max3_f16", locals())


def v_max3_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Largest of three f32 sources (the two-source rule applied twice: a quiet NaN is skipped, -0 orders below +0, in IEEE mode a signalling NaN gives that NaN made quiet).

    ``v_max3_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_max3_f32", locals())


def v_max3_i16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Largest of three i16 sources.

    ``v_max3_i16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_max3_i16", locals())


def v_max3_i32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Largest of three i32 sources.

    ``v_max3_i32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_max3_i32", locals())


def v_max3_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Largest of three u16 sources.

    ``v_max3_u16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_max3_u16", locals())


def v_max3_u32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Largest of three u32 sources.

    ``v_max3_u32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_max3_u32", locals())


def v_max_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """The maximum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f16_e32 D, S0, S1`` (VOP2)
    ``v_max_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_max_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_max_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_f16", locals())


def v_max_f16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The maximum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_f16_dpp", locals())


def v_max_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The maximum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_max_f16_e32", locals())


def v_max_f16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """The maximum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_max_f16_e64", locals())


def v_max_f16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """The maximum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_max_f16_sdwa", locals())


def v_max_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """The maximum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f32_e32 D, S0, S1`` (VOP2)
    ``v_max_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_max_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_max_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_f32", locals())


def v_max_f32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The maximum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_f32_dpp", locals())


def v_max_f32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The maximum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_max_f32_e32", locals())


def v_max_f32_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """The maximum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_max_f32_e64", locals())


def v_max_f32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """The maximum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_max_f32_sdwa", locals())


def v_max_f64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Larger of two f64 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_max_f64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_max_f64", locals())


def v_max_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """The maximum of two i16 sources.

    ``v_max_i16_e32 D, S0, S1`` (VOP2)
    ``v_max_i16_e64 D, S0, S1`` (VOP3A)
    ``v_max_i16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_max_i16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_i16", locals())


def v_max_i16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The maximum of two i16 sources.

    ``v_max_i16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_i16_dpp", locals())


def v_max_i16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The maximum of two i16 sources.

    ``v_max_i16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_max_i16_e32", locals())


def v_max_i16_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """The maximum of two i16 sources.

    ``v_max_i16_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_max_i16_e64", locals())


def v_max_i16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """The maximum of two i16 sources.

    ``v_max_i16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_max_i16_sdwa", locals())


def v_max_i32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """The maximum of two i32 sources.

    ``v_max_i32_e32 D, S0, S1`` (VOP2)
    ``v_max_i32_e64 D, S0, S1`` (VOP3A)
    ``v_max_i32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_max_i32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_i32", locals())


def v_max_i32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The maximum of two i32 sources.

    ``v_max_i32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_i32_dpp", locals())


def v_max_i32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The maximum of two i32 sources.

    ``v_max_i32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_max_i32_e32", locals())


def v_max_i32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """The maximum of two i32 sources.

    ``v_max_i32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_max_i32_e64", locals())


def v_max_i32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """The maximum of two i32 sources.

    ``v_max_i32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_max_i32_sdwa", locals())


def v_max_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """The maximum of two u16 sources.

    ``v_max_u16_e32 D, S0, S1`` (VOP2)
    ``v_max_u16_e64 D, S0, S1`` (VOP3A)
    ``v_max_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_max_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_u16", locals())


def v_max_u16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The maximum of two u16 sources.

    ``v_max_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_u16_dpp", locals())


def v_max_u16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The maximum of two u16 sources.

    ``v_max_u16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_max_u16_e32", locals())


def v_max_u16_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """The maximum of two u16 sources.

    ``v_max_u16_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_max_u16_e64", locals())


def v_max_u16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """The maximum of two u16 sources.

    ``v_max_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_max_u16_sdwa", locals())


def v_max_u32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """The maximum of two u32 sources.

    ``v_max_u32_e32 D, S0, S1`` (VOP2)
    ``v_max_u32_e64 D, S0, S1`` (VOP3A)
    ``v_max_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_max_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_u32", locals())


def v_max_u32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The maximum of two u32 sources.

    ``v_max_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_max_u32_dpp", locals())


def v_max_u32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The maximum of two u32 sources.

    ``v_max_u32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_max_u32_e32", locals())


def v_max_u32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """The maximum of two u32 sources.

    ``v_max_u32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_max_u32_e64", locals())


def v_max_u32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """The maximum of two u32 sources.

    ``v_max_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_max_u32_sdwa", locals())


def v_maximum3_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Largest of three f32 sources with IEEE 754-2019 maximum rules: any NaN input gives NaN, and -0 orders below +0.

    ``v_maximum3_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_maximum3_f32", locals())


def v_mbcnt_hi_u32_b32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Number of one bits of the first source at positions below this lane's number minus 32 (lanes 32-63 of a 64-bit mask), plus the second source.

    ``v_mbcnt_hi_u32_b32 D, S0, S1`` (VOP3A)
    """
    return _build("v_mbcnt_hi_u32_b32", locals())


def v_mbcnt_lo_u32_b32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Number of one bits of the first source at positions below this lane's number (lanes 0-31 of a 64-bit mask), plus the second source.

    ``v_mbcnt_lo_u32_b32 D, S0, S1`` (VOP3A)
    """
    return _build("v_mbcnt_lo_u32_b32", locals())


def v_med3_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers32]
) -> Instruction:
    """Middle value of three f16 sources; with any NaN input the result is V_MIN3_F16 of the three (in IEEE mode a signalling NaN gives that NaN made quiet).

    ``v_med3_f16 D, S0, S1, S2 [op_sel] [clamp] [omod]`` (VOP3A)
    """
    return _build("v_med3_f16", locals())


def v_med3_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Middle value of three f32 sources; with any NaN input the result is V_MIN3_F32 of the three (in IEEE mode a signalling NaN gives that NaN made quiet).

    ``v_med3_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_med3_f32", locals())


def v_med3_i16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Middle value of three i16 sources.

    ``v_med3_i16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_med3_i16", locals())


def v_med3_i32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Middle value of three i32 sources.

    ``v_med3_i32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_med3_i32", locals())


def v_med3_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Middle value of three u16 sources.

    ``v_med3_u16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_med3_u16", locals())


def v_med3_u32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Middle value of three u32 sources.

    ``v_med3_u32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_med3_u32", locals())


def v_mfma_f32_16x16x128_f8f6f4(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers37]
) -> Instruction:
    """Single-block matrix multiply-add over mixed narrow floats: a 16x128 A times a 128x16 B, added to the 16x16 f32 matrix C, giving D; cbsz chooses A's element format and blgp B's (fp8, bf8, fp6, bf6 or fp4), and with it how many registers the operand spans.

    ``v_mfma_f32_16x16x128_f8f6f4 D, S0, S1, S2 [cbsz] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x128_f8f6f4", locals())


def v_mfma_f32_16x16x16_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 1 block(s): each block adds a 16x16 by 16x16 product of bf16 elements to a 16x16 F32 matrix C, giving D.

    ``v_mfma_f32_16x16x16_bf16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x16_bf16", locals())


def v_mfma_f32_16x16x16_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 1 block(s): each block adds a 16x16 by 16x16 product of f16 elements to a 16x16 F32 matrix C, giving D.

    ``v_mfma_f32_16x16x16_f16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x16_f16", locals())


def v_mfma_f32_16x16x1_4b_f32(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 4 block(s): each block adds a 16x1 by 1x16 product of f32 elements to a 16x16 F32 matrix C, giving D.

    ``v_mfma_f32_16x16x1_4b_f32 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x1_4b_f32", locals())


def v_mfma_f32_16x16x32_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 16x32 by 32x16 product of bf16 elements added to a 16x16 F32 matrix C, giving D.

    ``v_mfma_f32_16x16x32_bf16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x32_bf16", locals())


def v_mfma_f32_16x16x32_bf8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 16x32 BF8 matrix times a 32x16 BF8 matrix, added to the 16x16 f32 matrix C, giving D.

    ``v_mfma_f32_16x16x32_bf8_bf8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x32_bf8_bf8", locals())


def v_mfma_f32_16x16x32_bf8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 16x32 BF8 matrix times a 32x16 FP8 matrix, added to the 16x16 f32 matrix C, giving D.

    ``v_mfma_f32_16x16x32_bf8_fp8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x32_bf8_fp8", locals())


def v_mfma_f32_16x16x32_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 16x32 by 32x16 product of f16 elements added to a 16x16 F32 matrix C, giving D.

    ``v_mfma_f32_16x16x32_f16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x32_f16", locals())


def v_mfma_f32_16x16x32_fp8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 16x32 FP8 matrix times a 32x16 BF8 matrix, added to the 16x16 f32 matrix C, giving D.

    ``v_mfma_f32_16x16x32_fp8_bf8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x32_fp8_bf8", locals())


def v_mfma_f32_16x16x32_fp8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 16x32 FP8 matrix times a 32x16 FP8 matrix, added to the 16x16 f32 matrix C, giving D.

    ``v_mfma_f32_16x16x32_fp8_fp8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x32_fp8_fp8", locals())


def v_mfma_f32_16x16x4_4b_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 4 block(s): each block adds a 16x4 by 4x16 product of bf16 elements to a 16x16 F32 matrix C, giving D.

    ``v_mfma_f32_16x16x4_4b_bf16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x4_4b_bf16", locals())


def v_mfma_f32_16x16x4_4b_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 4 block(s): each block adds a 16x4 by 4x16 product of f16 elements to a 16x16 F32 matrix C, giving D.

    ``v_mfma_f32_16x16x4_4b_f16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x4_4b_f16", locals())


def v_mfma_f32_16x16x4_f32(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 1 block(s): each block adds a 16x4 by 4x16 product of f32 elements to a 16x16 F32 matrix C, giving D.

    ``v_mfma_f32_16x16x4_f32 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_16x16x4_f32", locals())


def v_mfma_f32_32x32x16_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 32x16 by 16x32 product of bf16 elements added to a 32x32 F32 matrix C, giving D.

    ``v_mfma_f32_32x32x16_bf16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x16_bf16", locals())


def v_mfma_f32_32x32x16_bf8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 32x16 BF8 matrix times a 16x32 BF8 matrix, added to the 32x32 f32 matrix C, giving D.

    ``v_mfma_f32_32x32x16_bf8_bf8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x16_bf8_bf8", locals())


def v_mfma_f32_32x32x16_bf8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 32x16 BF8 matrix times a 16x32 FP8 matrix, added to the 32x32 f32 matrix C, giving D.

    ``v_mfma_f32_32x32x16_bf8_fp8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x16_bf8_fp8", locals())


def v_mfma_f32_32x32x16_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 32x16 by 16x32 product of f16 elements added to a 32x32 F32 matrix C, giving D.

    ``v_mfma_f32_32x32x16_f16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x16_f16", locals())


def v_mfma_f32_32x32x16_fp8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 32x16 FP8 matrix times a 16x32 BF8 matrix, added to the 32x32 f32 matrix C, giving D.

    ``v_mfma_f32_32x32x16_fp8_bf8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x16_fp8_bf8", locals())


def v_mfma_f32_32x32x16_fp8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 32x16 FP8 matrix times a 16x32 FP8 matrix, added to the 32x32 f32 matrix C, giving D.

    ``v_mfma_f32_32x32x16_fp8_fp8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x16_fp8_fp8", locals())


def v_mfma_f32_32x32x1_2b_f32(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 2 block(s): each block adds a 32x1 by 1x32 product of f32 elements to a 32x32 F32 matrix C, giving D.

    ``v_mfma_f32_32x32x1_2b_f32 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x1_2b_f32", locals())


def v_mfma_f32_32x32x2_f32(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 1 block(s): each block adds a 32x2 by 2x32 product of f32 elements to a 32x32 F32 matrix C, giving D.

    ``v_mfma_f32_32x32x2_f32 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x2_f32", locals())


def v_mfma_f32_32x32x4_2b_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 2 block(s): each block adds a 32x4 by 4x32 product of bf16 elements to a 32x32 F32 matrix C, giving D.

    ``v_mfma_f32_32x32x4_2b_bf16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x4_2b_bf16", locals())


def v_mfma_f32_32x32x4_2b_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 2 block(s): each block adds a 32x4 by 4x32 product of f16 elements to a 32x32 F32 matrix C, giving D.

    ``v_mfma_f32_32x32x4_2b_f16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x4_2b_f16", locals())


def v_mfma_f32_32x32x64_f8f6f4(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers37]
) -> Instruction:
    """Single-block matrix multiply-add over mixed narrow floats: a 32x64 A times a 64x32 B, added to the 32x32 f32 matrix C, giving D; cbsz chooses A's element format and blgp B's (fp8, bf8, fp6, bf6 or fp4), and with it how many registers the operand spans.

    ``v_mfma_f32_32x32x64_f8f6f4 D, S0, S1, S2 [cbsz] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x64_f8f6f4", locals())


def v_mfma_f32_32x32x8_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 1 block(s): each block adds a 32x8 by 8x32 product of bf16 elements to a 32x32 F32 matrix C, giving D.

    ``v_mfma_f32_32x32x8_bf16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x8_bf16", locals())


def v_mfma_f32_32x32x8_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 1 block(s): each block adds a 32x8 by 8x32 product of f16 elements to a 32x32 F32 matrix C, giving D.

    ``v_mfma_f32_32x32x8_f16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_32x32x8_f16", locals())


def v_mfma_f32_4x4x1_16b_f32(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 16 block(s): each block adds a 4x1 by 1x4 product of f32 elements to a 4x4 F32 matrix C, giving D.

    ``v_mfma_f32_4x4x1_16b_f32 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_4x4x1_16b_f32", locals())


def v_mfma_f32_4x4x4_16b_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 16 block(s): each block adds a 4x4 by 4x4 product of bf16 elements to a 4x4 F32 matrix C, giving D.

    ``v_mfma_f32_4x4x4_16b_bf16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_4x4x4_16b_bf16", locals())


def v_mfma_f32_4x4x4_16b_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 16 block(s): each block adds a 4x4 by 4x4 product of f16 elements to a 4x4 F32 matrix C, giving D.

    ``v_mfma_f32_4x4x4_16b_f16 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f32_4x4x4_16b_f16", locals())


def v_mfma_f64_16x16x4_f64(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers39]
) -> Instruction:
    """Matrix multiply-add in 1 block(s): each block adds a 16x4 by 4x16 product of f64 elements to a 16x16 F64 matrix C, giving D.

    ``v_mfma_f64_16x16x4_f64 D, S0, S1, S2 [cbsz] [abid] [neg]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f64_16x16x4_f64", locals())


def v_mfma_f64_4x4x4_4b_f64(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers39]
) -> Instruction:
    """Matrix multiply-add in 4 block(s): each block adds a 4x4 by 4x4 product of f64 elements to a 4x4 F64 matrix C, giving D.

    ``v_mfma_f64_4x4x4_4b_f64 D, S0, S1, S2 [cbsz] [abid] [neg]`` (VOP3P_MAI)
    """
    return _build("v_mfma_f64_4x4x4_4b_f64", locals())


def v_mfma_i32_16x16x32_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 16x32 by 32x16 product of i8 elements added to a 16x16 I32 matrix C, giving D.

    ``v_mfma_i32_16x16x32_i8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_i32_16x16x32_i8", locals())


def v_mfma_i32_16x16x4_4b_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 4 block(s): each block adds a 16x4 by 4x16 product of i8 elements to a 16x16 I32 matrix C, giving D.

    ``v_mfma_i32_16x16x4_4b_i8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_i32_16x16x4_4b_i8", locals())


def v_mfma_i32_16x16x64_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 16x64 by 64x16 product of i8 elements added to a 16x16 I32 matrix C, giving D.

    ``v_mfma_i32_16x16x64_i8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_i32_16x16x64_i8", locals())


def v_mfma_i32_32x32x16_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 32x16 by 16x32 product of i8 elements added to a 32x32 I32 matrix C, giving D.

    ``v_mfma_i32_32x32x16_i8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_i32_32x32x16_i8", locals())


def v_mfma_i32_32x32x32_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Single-block matrix multiply-add: a 32x32 by 32x32 product of i8 elements added to a 32x32 I32 matrix C, giving D.

    ``v_mfma_i32_32x32x32_i8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_i32_32x32x32_i8", locals())


def v_mfma_i32_32x32x4_2b_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 2 block(s): each block adds a 32x4 by 4x32 product of i8 elements to a 32x32 I32 matrix C, giving D.

    ``v_mfma_i32_32x32x4_2b_i8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_i32_32x32x4_2b_i8", locals())


def v_mfma_i32_4x4x4_16b_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: MatrixSrc, /, **modifiers: Unpack[_Modifiers38]
) -> Instruction:
    """Matrix multiply-add in 16 block(s): each block adds a 4x4 by 4x4 product of i8 elements to a 4x4 I32 matrix C, giving D.

    ``v_mfma_i32_4x4x4_16b_i8 D, S0, S1, S2 [cbsz] [abid] [blgp]`` (VOP3P_MAI)
    """
    return _build("v_mfma_i32_4x4x4_16b_i8", locals())


def v_mfma_ld_scale_b32(s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers40]) -> Instruction:
    """Hands the E8M0 scale factors of A (S0) and B (S1) to the next MFMA; op_sel/op_sel_hi pick the byte of each source. Written by llvm-mc as the first half of every v_mfma_scale_* instruction.

    ``v_mfma_ld_scale_b32 S0, S1 [op_sel] [op_sel_hi]`` (VOP3P)
    """
    return _build("v_mfma_ld_scale_b32", locals())


def v_mfma_scale_f32_16x16x128_f8f6f4(
    d: VectorReg,
    s0: MatrixSrc,
    s1: MatrixSrc,
    s2: MatrixSrc,
    s3: VGPR,
    s4: VGPR,
    /,
    **modifiers: Unpack[_Modifiers41],
) -> Instruction:
    """The f8f6f4 matrix multiply-add with block scales: a 16x128 A times a 128x16 B (formats by cbsz and blgp as in the unscaled form), each run of 32 K-values of A and of B multiplied by a power of two (an E8M0 byte of S3 for A, of S4 for B), added to the 16x16 f32 C, giving D.

    ``v_mfma_scale_f32_16x16x128_f8f6f4 D, S0, S1, S2, S3, S4 [op_sel] [op_sel_hi] [cbsz] [blgp]`` (VOP3PX2)
    """
    return _build("v_mfma_scale_f32_16x16x128_f8f6f4", locals())


def v_mfma_scale_f32_32x32x64_f8f6f4(
    d: VectorReg,
    s0: MatrixSrc,
    s1: MatrixSrc,
    s2: MatrixSrc,
    s3: VGPR,
    s4: VGPR,
    /,
    **modifiers: Unpack[_Modifiers41],
) -> Instruction:
    """The f8f6f4 matrix multiply-add with block scales: a 32x64 A times a 64x32 B (formats by cbsz and blgp as in the unscaled form), each run of 32 K-values of A and of B multiplied by a power of two (an E8M0 byte of S3 for A, of S4 for B), added to the 32x32 f32 C, giving D.

    ``v_mfma_scale_f32_32x32x64_f8f6f4 D, S0, S1, S2, S3, S4 [op_sel] [op_sel_hi] [cbsz] [blgp]`` (VOP3PX2)
    """
    return _build("v_mfma_scale_f32_32x32x64_f8f6f4", locals())


def v_min3_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers32]
) -> Instruction:
    """Smallest of three f16 sources (the two-source rule applied twice: a quiet NaN is skipped, -0 orders below +0, in IEEE mode a signalling NaN gives that NaN made quiet).

    ``v_min3_f16 D, S0, S1, S2 [op_sel] [clamp] [omod]`` (VOP3A)
    """
    return _build("v_min3_f16", locals())


def v_min3_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Smallest of three f32 sources (the two-source rule applied twice: a quiet NaN is skipped, -0 orders below +0, in IEEE mode a signalling NaN gives that NaN made quiet).

    ``v_min3_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_min3_f32", locals())


def v_min3_i16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Smallest of three i16 sources.

    ``v_min3_i16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_min3_i16", locals())


def v_min3_i32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Smallest of three i32 sources.

    ``v_min3_i32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_min3_i32", locals())


def v_min3_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers19]
) -> Instruction:
    """Smallest of three u16 sources.

    ``v_min3_u16 D, S0, S1, S2 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_min3_u16", locals())


def v_min3_u32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Smallest of three u32 sources.

    ``v_min3_u32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_min3_u32", locals())


def v_min_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """The minimum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f16_e32 D, S0, S1`` (VOP2)
    ``v_min_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_min_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_min_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_f16", locals())


def v_min_f16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The minimum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_f16_dpp", locals())


def v_min_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The minimum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_min_f16_e32", locals())


def v_min_f16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """The minimum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_min_f16_e64", locals())


def v_min_f16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """The minimum of two f16 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_min_f16_sdwa", locals())


def v_min_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """The minimum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f32_e32 D, S0, S1`` (VOP2)
    ``v_min_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_min_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_min_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_f32", locals())


def v_min_f32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The minimum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_f32_dpp", locals())


def v_min_f32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The minimum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_min_f32_e32", locals())


def v_min_f32_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """The minimum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_min_f32_e64", locals())


def v_min_f32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """The minimum of two f32 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_min_f32_sdwa", locals())


def v_min_f64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Smaller of two f64 sources; a quiet NaN input yields the other input, -0 orders below +0, and in IEEE mode a signalling NaN input (S0 first) gives that NaN made quiet.

    ``v_min_f64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_min_f64", locals())


def v_min_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """The minimum of two i16 sources.

    ``v_min_i16_e32 D, S0, S1`` (VOP2)
    ``v_min_i16_e64 D, S0, S1`` (VOP3A)
    ``v_min_i16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_min_i16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_i16", locals())


def v_min_i16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The minimum of two i16 sources.

    ``v_min_i16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_i16_dpp", locals())


def v_min_i16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The minimum of two i16 sources.

    ``v_min_i16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_min_i16_e32", locals())


def v_min_i16_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """The minimum of two i16 sources.

    ``v_min_i16_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_min_i16_e64", locals())


def v_min_i16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """The minimum of two i16 sources.

    ``v_min_i16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_min_i16_sdwa", locals())


def v_min_i32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """The minimum of two i32 sources.

    ``v_min_i32_e32 D, S0, S1`` (VOP2)
    ``v_min_i32_e64 D, S0, S1`` (VOP3A)
    ``v_min_i32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_min_i32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_i32", locals())


def v_min_i32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The minimum of two i32 sources.

    ``v_min_i32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_i32_dpp", locals())


def v_min_i32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The minimum of two i32 sources.

    ``v_min_i32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_min_i32_e32", locals())


def v_min_i32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """The minimum of two i32 sources.

    ``v_min_i32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_min_i32_e64", locals())


def v_min_i32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """The minimum of two i32 sources.

    ``v_min_i32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_min_i32_sdwa", locals())


def v_min_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """The minimum of two u16 sources.

    ``v_min_u16_e32 D, S0, S1`` (VOP2)
    ``v_min_u16_e64 D, S0, S1`` (VOP3A)
    ``v_min_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_min_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_u16", locals())


def v_min_u16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The minimum of two u16 sources.

    ``v_min_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_u16_dpp", locals())


def v_min_u16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The minimum of two u16 sources.

    ``v_min_u16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_min_u16_e32", locals())


def v_min_u16_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """The minimum of two u16 sources.

    ``v_min_u16_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_min_u16_e64", locals())


def v_min_u16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """The minimum of two u16 sources.

    ``v_min_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_min_u16_sdwa", locals())


def v_min_u32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """The minimum of two u32 sources.

    ``v_min_u32_e32 D, S0, S1`` (VOP2)
    ``v_min_u32_e64 D, S0, S1`` (VOP3A)
    ``v_min_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_min_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_u32", locals())


def v_min_u32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """The minimum of two u32 sources.

    ``v_min_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_min_u32_dpp", locals())


def v_min_u32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """The minimum of two u32 sources.

    ``v_min_u32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_min_u32_e32", locals())


def v_min_u32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """The minimum of two u32 sources.

    ``v_min_u32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_min_u32_e64", locals())


def v_min_u32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """The minimum of two u32 sources.

    ``v_min_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_min_u32_sdwa", locals())


def v_minimum3_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Smallest of three f32 sources with IEEE 754-2019 minimum rules: any NaN input gives NaN, and -0 orders below +0.

    ``v_minimum3_f32 D, S0, S1, S2 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_minimum3_f32", locals())


def v_mov_b32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Copies the 32 bits of the source to the destination VGPR, without any interpretation.

    ``v_mov_b32_e32 D, S0`` (VOP1)
    ``v_mov_b32_e64 D, S0`` (VOP3A)
    ``v_mov_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_mov_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mov_b32", locals())


def v_mov_b32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Copies the 32 bits of the source to the destination VGPR, without any interpretation.

    ``v_mov_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mov_b32_dpp", locals())


def v_mov_b32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Copies the 32 bits of the source to the destination VGPR, without any interpretation.

    ``v_mov_b32_e32 D, S0`` (VOP1)
    """
    return _build("v_mov_b32_e32", locals())


def v_mov_b32_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Copies the 32 bits of the source to the destination VGPR, without any interpretation.

    ``v_mov_b32_e64 D, S0`` (VOP3A)
    """
    return _build("v_mov_b32_e64", locals())


def v_mov_b32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Copies the 32 bits of the source to the destination VGPR, without any interpretation.

    ``v_mov_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_mov_b32_sdwa", locals())


def v_mov_b64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Copies a 64-bit value into an even-aligned VGPR pair.

    ``v_mov_b64_e32 D, S0`` (VOP1)
    ``v_mov_b64_e64 D, S0`` (VOP3A)
    ``v_mov_b64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mov_b64", locals())


def v_mov_b64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Copies a 64-bit value into an even-aligned VGPR pair.

    ``v_mov_b64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mov_b64_dpp", locals())


def v_mov_b64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Copies a 64-bit value into an even-aligned VGPR pair.

    ``v_mov_b64_e32 D, S0`` (VOP1)
    """
    return _build("v_mov_b64_e32", locals())


def v_mov_b64_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Copies a 64-bit value into an even-aligned VGPR pair.

    ``v_mov_b64_e64 D, S0`` (VOP3A)
    """
    return _build("v_mov_b64_e64", locals())


def v_mqsad_pk_u16_u8(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Four masked sums of byte absolute differences (reference bytes that are zero are skipped) of the reference dword (second source) against the dwords at byte offsets 0-3 of the 64-bit first source, each added to a 16-bit lane of the third source.

    ``v_mqsad_pk_u16_u8 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_mqsad_pk_u16_u8", locals())


def v_mqsad_u32_u8(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Masked sums of absolute differences of four byte-shifted windows of S0 against S1, each added to one dword of S2.

    ``v_mqsad_u32_u8 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_mqsad_u32_u8", locals())


def v_msad_u8(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Adds to the third source the byte absolute differences, skipping bytes where the second (reference) source is zero, unsigned and wrapping (saturating with clamp).

    ``v_msad_u8 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_msad_u8", locals())


def v_mul_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """Product of two f16 sources, IEEE rounded to nearest even.

    ``v_mul_f16_e32 D, S0, S1`` (VOP2)
    ``v_mul_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_mul_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_mul_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_f16", locals())


def v_mul_f16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Product of two f16 sources, IEEE rounded to nearest even.

    ``v_mul_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_f16_dpp", locals())


def v_mul_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Product of two f16 sources, IEEE rounded to nearest even.

    ``v_mul_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_mul_f16_e32", locals())


def v_mul_f16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Product of two f16 sources, IEEE rounded to nearest even.

    ``v_mul_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_mul_f16_e64", locals())


def v_mul_f16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """Product of two f16 sources, IEEE rounded to nearest even.

    ``v_mul_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_mul_f16_sdwa", locals())


def v_mul_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """Product of two f32 sources, IEEE rounded to nearest even.

    ``v_mul_f32_e32 D, S0, S1`` (VOP2)
    ``v_mul_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_mul_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_mul_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_f32", locals())


def v_mul_f32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Product of two f32 sources, IEEE rounded to nearest even.

    ``v_mul_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_f32_dpp", locals())


def v_mul_f32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Product of two f32 sources, IEEE rounded to nearest even.

    ``v_mul_f32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_mul_f32_e32", locals())


def v_mul_f32_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Product of two f32 sources, IEEE rounded to nearest even.

    ``v_mul_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_mul_f32_e64", locals())


def v_mul_f32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """Product of two f32 sources, IEEE rounded to nearest even.

    ``v_mul_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_mul_f32_sdwa", locals())


def v_mul_f64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Product of two f64 sources, rounded to nearest even.

    ``v_mul_f64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_mul_f64", locals())


def v_mul_hi_i32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """High 32 bits of the 64-bit product of two signed 32-bit integers.

    ``v_mul_hi_i32 D, S0, S1`` (VOP3A)
    """
    return _build("v_mul_hi_i32", locals())


def v_mul_hi_i32_i24(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_i32_i24_e32 D, S0, S1`` (VOP2)
    ``v_mul_hi_i32_i24_e64 D, S0, S1`` (VOP3A)
    ``v_mul_hi_i32_i24_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_mul_hi_i32_i24_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_hi_i32_i24", locals())


def v_mul_hi_i32_i24_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_i32_i24_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_hi_i32_i24_dpp", locals())


def v_mul_hi_i32_i24_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_i32_i24_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_mul_hi_i32_i24_e32", locals())


def v_mul_hi_i32_i24_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_i32_i24_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_mul_hi_i32_i24_e64", locals())


def v_mul_hi_i32_i24_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_i32_i24_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_mul_hi_i32_i24_sdwa", locals())


def v_mul_hi_u32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """High 32 bits of the 64-bit product of two unsigned 32-bit integers.

    ``v_mul_hi_u32 D, S0, S1`` (VOP3A)
    """
    return _build("v_mul_hi_u32", locals())


def v_mul_hi_u32_u24(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_u32_u24_e32 D, S0, S1`` (VOP2)
    ``v_mul_hi_u32_u24_e64 D, S0, S1`` (VOP3A)
    ``v_mul_hi_u32_u24_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_mul_hi_u32_u24_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_hi_u32_u24", locals())


def v_mul_hi_u32_u24_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_u32_u24_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_hi_u32_u24_dpp", locals())


def v_mul_hi_u32_u24_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_u32_u24_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_mul_hi_u32_u24_e32", locals())


def v_mul_hi_u32_u24_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_u32_u24_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_mul_hi_u32_u24_e64", locals())


def v_mul_hi_u32_u24_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the high 32 bits of the 48-bit product.

    ``v_mul_hi_u32_u24_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_mul_hi_u32_u24_sdwa", locals())


def v_mul_i32_i24(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_i32_i24_e32 D, S0, S1`` (VOP2)
    ``v_mul_i32_i24_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_mul_i32_i24_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_mul_i32_i24_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_i32_i24", locals())


def v_mul_i32_i24_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_i32_i24_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_i32_i24_dpp", locals())


def v_mul_i32_i24_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_i32_i24_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_mul_i32_i24_e32", locals())


def v_mul_i32_i24_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_i32_i24_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_mul_i32_i24_e64", locals())


def v_mul_i32_i24_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Multiplies the low 24 bits of each source as i24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_i32_i24_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_mul_i32_i24_sdwa", locals())


def v_mul_legacy_f32(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Single-precision product in which a zero factor gives +0 whatever the other factor is, infinity and NaN included (the old DX9 rule).

    ``v_mul_legacy_f32 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_mul_legacy_f32", locals())


def v_mul_lo_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Low 16 bits of the product of two unsigned 16-bit values; with clamp (SDWA only) the product saturates at 0xffff.

    ``v_mul_lo_u16_e32 D, S0, S1`` (VOP2)
    ``v_mul_lo_u16_e64 D, S0, S1`` (VOP3A)
    ``v_mul_lo_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_mul_lo_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_lo_u16", locals())


def v_mul_lo_u16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Low 16 bits of the product of two unsigned 16-bit values; with clamp (SDWA only) the product saturates at 0xffff.

    ``v_mul_lo_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_lo_u16_dpp", locals())


def v_mul_lo_u16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Low 16 bits of the product of two unsigned 16-bit values; with clamp (SDWA only) the product saturates at 0xffff.

    ``v_mul_lo_u16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_mul_lo_u16_e32", locals())


def v_mul_lo_u16_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Low 16 bits of the product of two unsigned 16-bit values; with clamp (SDWA only) the product saturates at 0xffff.

    ``v_mul_lo_u16_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_mul_lo_u16_e64", locals())


def v_mul_lo_u16_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Low 16 bits of the product of two unsigned 16-bit values; with clamp (SDWA only) the product saturates at 0xffff.

    ``v_mul_lo_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_mul_lo_u16_sdwa", locals())


def v_mul_lo_u32(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Low 32 bits of the product of two 32-bit integers.

    ``v_mul_lo_u32 D, S0, S1`` (VOP3A)
    """
    return _build("v_mul_lo_u32", locals())


def v_mul_u32_u24(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_u32_u24_e32 D, S0, S1`` (VOP2)
    ``v_mul_u32_u24_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_mul_u32_u24_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_mul_u32_u24_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_u32_u24", locals())


def v_mul_u32_u24_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_u32_u24_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_mul_u32_u24_dpp", locals())


def v_mul_u32_u24_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_u32_u24_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_mul_u32_u24_e32", locals())


def v_mul_u32_u24_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_u32_u24_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_mul_u32_u24_e64", locals())


def v_mul_u32_u24_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Multiplies the low 24 bits of each source as u24 values and keeps the low 32 bits of the 48-bit product.

    ``v_mul_u32_u24_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_mul_u32_u24_sdwa", locals())


def v_nop(**modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Does nothing for one vector ALU issue slot.

    ``v_nop`` (VOP1)
    ``v_nop`` (VOP3A)
    ``v_nop [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_nop", locals())


def v_nop_dpp(**modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Does nothing for one vector ALU issue slot.

    ``v_nop [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_nop_dpp", locals())


def v_nop_e32() -> Instruction:
    """Does nothing for one vector ALU issue slot.

    ``v_nop`` (VOP1)
    """
    return _build("v_nop_e32", locals())


def v_nop_e64() -> Instruction:
    """Does nothing for one vector ALU issue slot.

    ``v_nop`` (VOP3A)
    """
    return _build("v_nop_e64", locals())


def v_not_b32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Bitwise complement of the source.

    ``v_not_b32_e32 D, S0`` (VOP1)
    ``v_not_b32_e64 D, S0`` (VOP3A)
    ``v_not_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_not_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_not_b32", locals())


def v_not_b32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Bitwise complement of the source.

    ``v_not_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_not_b32_dpp", locals())


def v_not_b32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Bitwise complement of the source.

    ``v_not_b32_e32 D, S0`` (VOP1)
    """
    return _build("v_not_b32_e32", locals())


def v_not_b32_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Bitwise complement of the source.

    ``v_not_b32_e64 D, S0`` (VOP3A)
    """
    return _build("v_not_b32_e64", locals())


def v_not_b32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Bitwise complement of the source.

    ``v_not_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_not_b32_sdwa", locals())


def v_or3_b32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Bitwise OR of three sources.

    ``v_or3_b32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_or3_b32", locals())


def v_or_b32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Bitwise OR of two 32-bit values.

    ``v_or_b32_e32 D, S0, S1`` (VOP2)
    ``v_or_b32_e64 D, S0, S1`` (VOP3A)
    ``v_or_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_or_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_or_b32", locals())


def v_or_b32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Bitwise OR of two 32-bit values.

    ``v_or_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_or_b32_dpp", locals())


def v_or_b32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Bitwise OR of two 32-bit values.

    ``v_or_b32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_or_b32_e32", locals())


def v_or_b32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Bitwise OR of two 32-bit values.

    ``v_or_b32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_or_b32_e64", locals())


def v_or_b32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """Bitwise OR of two 32-bit values.

    ``v_or_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_or_b32_sdwa", locals())


def v_pack_b32_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers19]) -> Instruction:
    """Packs two f16 values into one register, the first source in the low half (input modifiers apply; clamp limiting each half to [0, 1] is assumed).

    ``v_pack_b32_f16 D, S0, S1 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_pack_b32_f16", locals())


def v_perm_b32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Builds each result byte from a selector byte of the third source choosing one of the eight bytes of the first two sources, a sign fill, 0x00 or 0xff.

    ``v_perm_b32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_perm_b32", locals())


def v_permlane16_swap_b32(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers42]) -> Instruction:
    """16: swaps the odd 16-lane rows of the destination VGPR with the even rows of the source VGPR.

    ``v_permlane16_swap_b32_e32 D, S0`` (VOP1)
    ``v_permlane16_swap_b32_e64 D, S0 [bound_ctrl] [fi]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_permlane16_swap_b32", locals())


def v_permlane16_swap_b32_e32(d: VGPR, s0: VGPR, /) -> Instruction:
    """16: swaps the odd 16-lane rows of the destination VGPR with the even rows of the source VGPR.

    ``v_permlane16_swap_b32_e32 D, S0`` (VOP1)
    """
    return _build("v_permlane16_swap_b32_e32", locals())


def v_permlane16_swap_b32_e64(
    d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers42]
) -> Instruction:
    """16: swaps the odd 16-lane rows of the destination VGPR with the even rows of the source VGPR.

    ``v_permlane16_swap_b32_e64 D, S0 [bound_ctrl] [fi]`` (VOP3A)
    """
    return _build("v_permlane16_swap_b32_e64", locals())


def v_permlane32_swap_b32(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers42]) -> Instruction:
    """32: swaps lanes 32-63 of the destination VGPR with lanes 0-31 of the source VGPR.

    ``v_permlane32_swap_b32_e32 D, S0`` (VOP1)
    ``v_permlane32_swap_b32_e64 D, S0 [bound_ctrl] [fi]`` (VOP3A)

    Without a suffix the assembler takes the first of e32, e64 that encodes the operands.
    """
    return _build("v_permlane32_swap_b32", locals())


def v_permlane32_swap_b32_e32(d: VGPR, s0: VGPR, /) -> Instruction:
    """32: swaps lanes 32-63 of the destination VGPR with lanes 0-31 of the source VGPR.

    ``v_permlane32_swap_b32_e32 D, S0`` (VOP1)
    """
    return _build("v_permlane32_swap_b32_e32", locals())


def v_permlane32_swap_b32_e64(
    d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers42]
) -> Instruction:
    """32: swaps lanes 32-63 of the destination VGPR with lanes 0-31 of the source VGPR.

    ``v_permlane32_swap_b32_e64 D, S0 [bound_ctrl] [fi]`` (VOP3A)
    """
    return _build("v_permlane32_swap_b32_e64", locals())


def v_pk_add_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Sum of each pair of f16 halves, rounded to nearest even; clamp limits each half to [0, 1].

    ``v_pk_add_f16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_add_f16", locals())


def v_pk_add_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Sum of each pair of f32 dwords of two register pairs, rounded to nearest even; clamp limits each dword to [0, 1].

    ``v_pk_add_f32 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_add_f32", locals())


def v_pk_add_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Sum of each pair of signed halves, wrapping (clamp saturates); two independent 16-bit lanes.

    ``v_pk_add_i16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_add_i16", locals())


def v_pk_add_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Sum of each pair of unsigned halves, wrapping (clamp saturates); two independent 16-bit lanes.

    ``v_pk_add_u16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_add_u16", locals())


def v_pk_ashrrev_i16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Each half of the second source shifted right arithmetically by bits 3:0 of the matching half of the first; two independent 16-bit lanes.

    ``v_pk_ashrrev_i16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_ashrrev_i16", locals())


def v_pk_fma_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Fused multiply-add of each triple of f16 halves, one rounding; clamp limits each half to [0, 1].

    ``v_pk_fma_f16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_fma_f16", locals())


def v_pk_fma_f32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Two independent fused f32 multiply-adds, one per dword of the register pairs, each rounded once; clamp limits each dword to [0, 1].

    ``v_pk_fma_f32 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_fma_f32", locals())


def v_pk_fmac_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """Two independent fused f16 multiply-adds, one per 16-bit half, each accumulating into the matching half of the destination; clamp (VOP3, SDWA) limits each half to [0, 1], NaN to 0, as the VOP3P packed f16 ops do. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_pk_fmac_f16_e32 D, S0, S1`` (VOP2)
    ``v_pk_fmac_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_pk_fmac_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_pk_fmac_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_pk_fmac_f16", locals())


def v_pk_fmac_f16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Two independent fused f16 multiply-adds, one per 16-bit half, each accumulating into the matching half of the destination; clamp (VOP3, SDWA) limits each half to [0, 1], NaN to 0, as the VOP3P packed f16 ops do. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_pk_fmac_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_pk_fmac_f16_dpp", locals())


def v_pk_fmac_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Two independent fused f16 multiply-adds, one per 16-bit half, each accumulating into the matching half of the destination; clamp (VOP3, SDWA) limits each half to [0, 1], NaN to 0, as the VOP3P packed f16 ops do. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_pk_fmac_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_pk_fmac_f16_e32", locals())


def v_pk_fmac_f16_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Two independent fused f16 multiply-adds, one per 16-bit half, each accumulating into the matching half of the destination; clamp (VOP3, SDWA) limits each half to [0, 1], NaN to 0, as the VOP3P packed f16 ops do. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_pk_fmac_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_pk_fmac_f16_e64", locals())


def v_pk_fmac_f16_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]
) -> Instruction:
    """Two independent fused f16 multiply-adds, one per 16-bit half, each accumulating into the matching half of the destination; clamp (VOP3, SDWA) limits each half to [0, 1], NaN to 0, as the VOP3P packed f16 ops do. In VOP3, NEG negates a source's low half and ABS its high half (errata vop3-packed-mods).

    ``v_pk_fmac_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_pk_fmac_f16_sdwa", locals())


def v_pk_lshlrev_b16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Each half of the second source shifted left by bits 3:0 of the matching half of the first; two independent 16-bit lanes.

    ``v_pk_lshlrev_b16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_lshlrev_b16", locals())


def v_pk_lshrrev_b16(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Each half of the second source shifted right logically by bits 3:0 of the matching half of the first; two independent 16-bit lanes.

    ``v_pk_lshrrev_b16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_lshrrev_b16", locals())


def v_pk_mad_i16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Per 16-bit half, the product of two signed halves plus the third source's half, keeping the low 16 bits (clamp saturates).

    ``v_pk_mad_i16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_mad_i16", locals())


def v_pk_mad_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Per 16-bit half, the product of two unsigned halves plus the third source's half, keeping the low 16 bits (clamp saturates).

    ``v_pk_mad_u16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_mad_u16", locals())


def v_pk_max_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Larger of each pair of f16 halves (V_MAX_F16 per half: a quiet NaN loses to a number, -0 below +0, in IEEE mode a signalling NaN gives that NaN made quiet), rounded to nearest even; clamp limits each half to [0, 1].

    ``v_pk_max_f16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_max_f16", locals())


def v_pk_max_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Larger of each pair of signed halves; two independent 16-bit lanes.

    ``v_pk_max_i16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_max_i16", locals())


def v_pk_max_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Larger of each pair of unsigned halves; two independent 16-bit lanes.

    ``v_pk_max_u16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_max_u16", locals())


def v_pk_maximum3_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Largest of each triple of f16 halves, a NaN input giving a quiet NaN (IEEE 754-2019 maximum; -0 below +0); clamp limits each half to [0, 1].

    ``v_pk_maximum3_f16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_maximum3_f16", locals())


def v_pk_min_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Smaller of each pair of f16 halves (V_MIN_F16 per half: a quiet NaN loses to a number, -0 below +0, in IEEE mode a signalling NaN gives that NaN made quiet), rounded to nearest even; clamp limits each half to [0, 1].

    ``v_pk_min_f16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_min_f16", locals())


def v_pk_min_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Smaller of each pair of signed halves; two independent 16-bit lanes.

    ``v_pk_min_i16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_min_i16", locals())


def v_pk_min_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Smaller of each pair of unsigned halves; two independent 16-bit lanes.

    ``v_pk_min_u16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_min_u16", locals())


def v_pk_minimum3_f16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers33]
) -> Instruction:
    """Smallest of each triple of f16 halves, a NaN input giving a quiet NaN (IEEE 754-2019 minimum; -0 below +0); clamp limits each half to [0, 1].

    ``v_pk_minimum3_f16 D, S0, S1, S2 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_minimum3_f16", locals())


def v_pk_mov_b32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Builds a register pair from one dword of each source; with no op_sel both dwords are the low dwords of S0 and S1.

    ``v_pk_mov_b32 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_mov_b32", locals())


def v_pk_mul_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Product of each pair of f16 halves, rounded to nearest even; clamp limits each half to [0, 1].

    ``v_pk_mul_f16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_mul_f16", locals())


def v_pk_mul_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Product of each pair of f32 dwords of two register pairs, rounded to nearest even; clamp limits each dword to [0, 1].

    ``v_pk_mul_f32 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_mul_f32", locals())


def v_pk_mul_lo_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """Low 16 bits of the product of each pair of unsigned halves (clamp saturates to 0xffff); two independent 16-bit lanes.

    ``v_pk_mul_lo_u16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_mul_lo_u16", locals())


def v_pk_sub_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """First minus second for each pair of signed halves, wrapping (clamp saturates); two independent 16-bit lanes.

    ``v_pk_sub_i16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_sub_i16", locals())


def v_pk_sub_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers33]) -> Instruction:
    """First minus second for each pair of unsigned halves, wrapping (clamp saturates at 0); two independent 16-bit lanes.

    ``v_pk_sub_u16 D, S0, S1 [op_sel] [op_sel_hi] [neg_lo] [neg_hi] [clamp]`` (VOP3P)
    """
    return _build("v_pk_sub_u16", locals())


def v_prng_b32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """One step of a 32-bit Galois LFSR (feedback taps 0xc5) seeded by the source; a zero seed stays zero.

    ``v_prng_b32_e32 D, S0`` (VOP1)
    ``v_prng_b32_e64 D, S0`` (VOP3A)
    ``v_prng_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_prng_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_prng_b32", locals())


def v_prng_b32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """One step of a 32-bit Galois LFSR (feedback taps 0xc5) seeded by the source; a zero seed stays zero.

    ``v_prng_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_prng_b32_dpp", locals())


def v_prng_b32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """One step of a 32-bit Galois LFSR (feedback taps 0xc5) seeded by the source; a zero seed stays zero.

    ``v_prng_b32_e32 D, S0`` (VOP1)
    """
    return _build("v_prng_b32_e32", locals())


def v_prng_b32_e64(d: VGPR, s0: Src, /) -> Instruction:
    """One step of a 32-bit Galois LFSR (feedback taps 0xc5) seeded by the source; a zero seed stays zero.

    ``v_prng_b32_e64 D, S0`` (VOP3A)
    """
    return _build("v_prng_b32_e64", locals())


def v_prng_b32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """One step of a 32-bit Galois LFSR (feedback taps 0xc5) seeded by the source; a zero seed stays zero.

    ``v_prng_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_prng_b32_sdwa", locals())


def v_qsad_pk_u16_u8(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Four sums of byte absolute differences of the reference dword (second source) against the dwords at byte offsets 0-3 of the 64-bit first source, each added to a 16-bit lane of the third source.

    ``v_qsad_pk_u16_u8 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_qsad_pk_u16_u8", locals())


def v_rcp_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Reciprocal of an f16 value.

    ``v_rcp_f16_e32 D, S0`` (VOP1)
    ``v_rcp_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rcp_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_rcp_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rcp_f16", locals())


def v_rcp_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reciprocal of an f16 value.

    ``v_rcp_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rcp_f16_dpp", locals())


def v_rcp_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reciprocal of an f16 value.

    ``v_rcp_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_rcp_f16_e32", locals())


def v_rcp_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Reciprocal of an f16 value.

    ``v_rcp_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rcp_f16_e64", locals())


def v_rcp_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Reciprocal of an f16 value.

    ``v_rcp_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_rcp_f16_sdwa", locals())


def v_rcp_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Reciprocal of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_f32_e32 D, S0`` (VOP1)
    ``v_rcp_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rcp_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_rcp_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rcp_f32", locals())


def v_rcp_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reciprocal of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rcp_f32_dpp", locals())


def v_rcp_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reciprocal of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_rcp_f32_e32", locals())


def v_rcp_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Reciprocal of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rcp_f32_e64", locals())


def v_rcp_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Reciprocal of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_rcp_f32_sdwa", locals())


def v_rcp_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Reciprocal of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_rcp_f64_e32 D, S0`` (VOP1)
    ``v_rcp_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rcp_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rcp_f64", locals())


def v_rcp_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reciprocal of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_rcp_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rcp_f64_dpp", locals())


def v_rcp_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reciprocal of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_rcp_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_rcp_f64_e32", locals())


def v_rcp_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Reciprocal of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_rcp_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rcp_f64_e64", locals())


def v_rcp_iflag_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Reciprocal, for integer-division sequences (it signals only the integer divide-by-zero exception), of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_iflag_f32_e32 D, S0`` (VOP1)
    ``v_rcp_iflag_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rcp_iflag_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_rcp_iflag_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rcp_iflag_f32", locals())


def v_rcp_iflag_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reciprocal, for integer-division sequences (it signals only the integer divide-by-zero exception), of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_iflag_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rcp_iflag_f32_dpp", locals())


def v_rcp_iflag_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reciprocal, for integer-division sequences (it signals only the integer divide-by-zero exception), of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_iflag_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_rcp_iflag_f32_e32", locals())


def v_rcp_iflag_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Reciprocal, for integer-division sequences (it signals only the integer divide-by-zero exception), of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_iflag_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rcp_iflag_f32_e64", locals())


def v_rcp_iflag_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Reciprocal, for integer-division sequences (it signals only the integer divide-by-zero exception), of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rcp_iflag_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_rcp_iflag_f32_sdwa", locals())


def v_readfirstlane_b32(d: Scalar, s0: VGPR, /) -> Instruction:
    """Copies the source VGPR's value in the lowest active lane (lane 0 when EXEC is zero) to an SGPR.

    ``v_readfirstlane_b32 D, S0`` (VOP1)
    """
    return _build("v_readfirstlane_b32", locals())


def v_readfirstlane_b32_e32(d: Scalar, s0: VGPR, /) -> Instruction:
    """Copies the source VGPR's value in the lowest active lane (lane 0 when EXEC is zero) to an SGPR.

    ``v_readfirstlane_b32 D, S0`` (VOP1)
    """
    return _build("v_readfirstlane_b32_e32", locals())


def v_readlane_b32(d: Scalar, s0: VGPR, s1: Scalar | int, /) -> Instruction:
    """Copies the value one lane (chosen by the low six bits of S1) holds in a VGPR into an SGPR, whatever EXEC says.

    ``v_readlane_b32 D, S0, S1`` (VOP3A)
    """
    return _build("v_readlane_b32", locals())


def v_rndne_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Rounds an f16 value to an integral f16 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f16_e32 D, S0`` (VOP1)
    ``v_rndne_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rndne_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_rndne_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rndne_f16", locals())


def v_rndne_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f16 value to an integral f16 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rndne_f16_dpp", locals())


def v_rndne_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f16 value to an integral f16 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_rndne_f16_e32", locals())


def v_rndne_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f16 value to an integral f16 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rndne_f16_e64", locals())


def v_rndne_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Rounds an f16 value to an integral f16 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_rndne_f16_sdwa", locals())


def v_rndne_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Rounds an f32 value to an integral f32 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f32_e32 D, S0`` (VOP1)
    ``v_rndne_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rndne_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_rndne_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rndne_f32", locals())


def v_rndne_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f32 value to an integral f32 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rndne_f32_dpp", locals())


def v_rndne_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f32 value to an integral f32 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_rndne_f32_e32", locals())


def v_rndne_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f32 value to an integral f32 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rndne_f32_e64", locals())


def v_rndne_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Rounds an f32 value to an integral f32 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_rndne_f32_sdwa", locals())


def v_rndne_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Rounds an f64 value to an integral f64 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f64_e32 D, S0`` (VOP1)
    ``v_rndne_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rndne_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rndne_f64", locals())


def v_rndne_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f64 value to an integral f64 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rndne_f64_dpp", locals())


def v_rndne_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f64 value to an integral f64 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_rndne_f64_e32", locals())


def v_rndne_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f64 value to an integral f64 value to the nearest integer, ties to even; infinities, NaN and signed zeros pass through.

    ``v_rndne_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rndne_f64_e64", locals())


def v_rsq_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Reciprocal square root of an f16 value.

    ``v_rsq_f16_e32 D, S0`` (VOP1)
    ``v_rsq_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rsq_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_rsq_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rsq_f16", locals())


def v_rsq_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reciprocal square root of an f16 value.

    ``v_rsq_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rsq_f16_dpp", locals())


def v_rsq_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reciprocal square root of an f16 value.

    ``v_rsq_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_rsq_f16_e32", locals())


def v_rsq_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Reciprocal square root of an f16 value.

    ``v_rsq_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rsq_f16_e64", locals())


def v_rsq_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Reciprocal square root of an f16 value.

    ``v_rsq_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_rsq_f16_sdwa", locals())


def v_rsq_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Reciprocal square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rsq_f32_e32 D, S0`` (VOP1)
    ``v_rsq_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rsq_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_rsq_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rsq_f32", locals())


def v_rsq_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reciprocal square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rsq_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rsq_f32_dpp", locals())


def v_rsq_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reciprocal square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rsq_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_rsq_f32_e32", locals())


def v_rsq_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Reciprocal square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rsq_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rsq_f32_e64", locals())


def v_rsq_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Reciprocal square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_rsq_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_rsq_f32_sdwa", locals())


def v_rsq_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Reciprocal square root of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_rsq_f64_e32 D, S0`` (VOP1)
    ``v_rsq_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_rsq_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rsq_f64", locals())


def v_rsq_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Reciprocal square root of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_rsq_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_rsq_f64_dpp", locals())


def v_rsq_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Reciprocal square root of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_rsq_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_rsq_f64_e32", locals())


def v_rsq_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Reciprocal square root of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_rsq_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_rsq_f64_e64", locals())


def v_sad_hi_u8(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Adds to the third source the sum of the four byte absolute differences shifted left by 16, unsigned and wrapping (saturating with clamp).

    ``v_sad_hi_u8 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_sad_hi_u8", locals())


def v_sad_u16(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Adds to the third source the absolute differences of the two 16-bit halves of the first two sources, unsigned and wrapping (saturating with clamp).

    ``v_sad_u16 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_sad_u16", locals())


def v_sad_u32(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Adds to the third source the absolute difference of the first two sources, unsigned and wrapping (saturating with clamp).

    ``v_sad_u32 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_sad_u32", locals())


def v_sad_u8(
    d: VGPR, s0: Src, s1: Src, s2: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Adds to the third source the absolute differences of the four byte pairs of the first two sources, unsigned and wrapping (saturating with clamp).

    ``v_sad_u8 D, S0, S1, S2 [clamp]`` (VOP3A)
    """
    return _build("v_sad_u8", locals())


def v_sat_pk_u8_i16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]) -> Instruction:
    """Clamps each signed 16-bit half of the source to 0..255 and packs the two bytes into the low 16 bits; the upper half of the destination is zeroed.

    ``v_sat_pk_u8_i16_e32 D, S0`` (VOP1)
    ``v_sat_pk_u8_i16_e64 D, S0`` (VOP3A)
    ``v_sat_pk_u8_i16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_sat_pk_u8_i16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sat_pk_u8_i16", locals())


def v_sat_pk_u8_i16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Clamps each signed 16-bit half of the source to 0..255 and packs the two bytes into the low 16 bits; the upper half of the destination is zeroed.

    ``v_sat_pk_u8_i16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sat_pk_u8_i16_dpp", locals())


def v_sat_pk_u8_i16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Clamps each signed 16-bit half of the source to 0..255 and packs the two bytes into the low 16 bits; the upper half of the destination is zeroed.

    ``v_sat_pk_u8_i16_e32 D, S0`` (VOP1)
    """
    return _build("v_sat_pk_u8_i16_e32", locals())


def v_sat_pk_u8_i16_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Clamps each signed 16-bit half of the source to 0..255 and packs the two bytes into the low 16 bits; the upper half of the destination is zeroed.

    ``v_sat_pk_u8_i16_e64 D, S0`` (VOP3A)
    """
    return _build("v_sat_pk_u8_i16_e64", locals())


def v_sat_pk_u8_i16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]) -> Instruction:
    """Clamps each signed 16-bit half of the source to 0..255 and packs the two bytes into the low 16 bits; the upper half of the destination is zeroed.

    ``v_sat_pk_u8_i16_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_sat_pk_u8_i16_sdwa", locals())


def v_screen_partition_4se_b32(
    d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers21]
) -> Instruction:
    """Returns a 4-bit mask of the shader engines whose 32-pixel tiles a small screen rectangle touches, given the rectangle's corner tile bits packed in bits 7:0.

    ``v_screen_partition_4se_b32_e32 D, S0`` (VOP1)
    ``v_screen_partition_4se_b32_e64 D, S0`` (VOP3A)
    ``v_screen_partition_4se_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_screen_partition_4se_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_screen_partition_4se_b32", locals())


def v_screen_partition_4se_b32_dpp(
    d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Returns a 4-bit mask of the shader engines whose 32-pixel tiles a small screen rectangle touches, given the rectangle's corner tile bits packed in bits 7:0.

    ``v_screen_partition_4se_b32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_screen_partition_4se_b32_dpp", locals())


def v_screen_partition_4se_b32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Returns a 4-bit mask of the shader engines whose 32-pixel tiles a small screen rectangle touches, given the rectangle's corner tile bits packed in bits 7:0.

    ``v_screen_partition_4se_b32_e32 D, S0`` (VOP1)
    """
    return _build("v_screen_partition_4se_b32_e32", locals())


def v_screen_partition_4se_b32_e64(d: VGPR, s0: Src, /) -> Instruction:
    """Returns a 4-bit mask of the shader engines whose 32-pixel tiles a small screen rectangle touches, given the rectangle's corner tile bits packed in bits 7:0.

    ``v_screen_partition_4se_b32_e64 D, S0`` (VOP3A)
    """
    return _build("v_screen_partition_4se_b32_e64", locals())


def v_screen_partition_4se_b32_sdwa(
    d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers22]
) -> Instruction:
    """Returns a 4-bit mask of the shader engines whose 32-pixel tiles a small screen rectangle touches, given the rectangle's corner tile bits packed in bits 7:0.

    ``v_screen_partition_4se_b32_sdwa D, S0 [clamp] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_screen_partition_4se_b32_sdwa", locals())


def v_sin_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Sine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f16_e32 D, S0`` (VOP1)
    ``v_sin_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_sin_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_sin_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sin_f16", locals())


def v_sin_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Sine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sin_f16_dpp", locals())


def v_sin_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Sine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_sin_f16_e32", locals())


def v_sin_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Sine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_sin_f16_e64", locals())


def v_sin_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Sine of 2*pi times an f16 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_sin_f16_sdwa", locals())


def v_sin_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Sine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f32_e32 D, S0`` (VOP1)
    ``v_sin_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_sin_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_sin_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sin_f32", locals())


def v_sin_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Sine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sin_f32_dpp", locals())


def v_sin_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Sine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_sin_f32_e32", locals())


def v_sin_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Sine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_sin_f32_e64", locals())


def v_sin_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Sine of 2*pi times an f32 value (the source counts turns); infinities and NaN give NaN.

    ``v_sin_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_sin_f32_sdwa", locals())


def v_smfmac_f32_16x16x128_bf8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x128 A (half its elements stored, the index VGPR saying where) times a dense 128x16 B, bf8 (A) and bf8 (B) elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x128_bf8_bf8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x128_bf8_bf8", locals())


def v_smfmac_f32_16x16x128_bf8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x128 A (half its elements stored, the index VGPR saying where) times a dense 128x16 B, bf8 (A) and fp8 (B) elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x128_bf8_fp8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x128_bf8_fp8", locals())


def v_smfmac_f32_16x16x128_fp8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x128 A (half its elements stored, the index VGPR saying where) times a dense 128x16 B, fp8 (A) and bf8 (B) elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x128_fp8_bf8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x128_fp8_bf8", locals())


def v_smfmac_f32_16x16x128_fp8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x128 A (half its elements stored, the index VGPR saying where) times a dense 128x16 B, fp8 (A) and fp8 (B) elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x128_fp8_fp8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x128_fp8_fp8", locals())


def v_smfmac_f32_16x16x32_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x32 A (half its elements stored, the index VGPR saying where) times a dense 32x16 B, bf16 elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x32_bf16 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x32_bf16", locals())


def v_smfmac_f32_16x16x32_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x32 A (half its elements stored, the index VGPR saying where) times a dense 32x16 B, f16 elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x32_f16 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x32_f16", locals())


def v_smfmac_f32_16x16x64_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x64 A (half its elements stored, the index VGPR saying where) times a dense 64x16 B, bf16 elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x64_bf16 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x64_bf16", locals())


def v_smfmac_f32_16x16x64_bf8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x64 A (half its elements stored, the index VGPR saying where) times a dense 64x16 B, bf8 (A) and bf8 (B) elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x64_bf8_bf8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x64_bf8_bf8", locals())


def v_smfmac_f32_16x16x64_bf8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x64 A (half its elements stored, the index VGPR saying where) times a dense 64x16 B, bf8 (A) and fp8 (B) elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x64_bf8_fp8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x64_bf8_fp8", locals())


def v_smfmac_f32_16x16x64_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x64 A (half its elements stored, the index VGPR saying where) times a dense 64x16 B, f16 elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x64_f16 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x64_f16", locals())


def v_smfmac_f32_16x16x64_fp8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x64 A (half its elements stored, the index VGPR saying where) times a dense 64x16 B, fp8 (A) and bf8 (B) elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x64_fp8_bf8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x64_fp8_bf8", locals())


def v_smfmac_f32_16x16x64_fp8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x64 A (half its elements stored, the index VGPR saying where) times a dense 64x16 B, fp8 (A) and fp8 (B) elements, added into the 16x16 F32 matrix D.

    ``v_smfmac_f32_16x16x64_fp8_fp8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_16x16x64_fp8_fp8", locals())


def v_smfmac_f32_32x32x16_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x16 A (half its elements stored, the index VGPR saying where) times a dense 16x32 B, bf16 elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x16_bf16 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x16_bf16", locals())


def v_smfmac_f32_32x32x16_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x16 A (half its elements stored, the index VGPR saying where) times a dense 16x32 B, f16 elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x16_f16 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x16_f16", locals())


def v_smfmac_f32_32x32x32_bf16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x32 A (half its elements stored, the index VGPR saying where) times a dense 32x32 B, bf16 elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x32_bf16 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x32_bf16", locals())


def v_smfmac_f32_32x32x32_bf8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x32 A (half its elements stored, the index VGPR saying where) times a dense 32x32 B, bf8 (A) and bf8 (B) elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x32_bf8_bf8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x32_bf8_bf8", locals())


def v_smfmac_f32_32x32x32_bf8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x32 A (half its elements stored, the index VGPR saying where) times a dense 32x32 B, bf8 (A) and fp8 (B) elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x32_bf8_fp8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x32_bf8_fp8", locals())


def v_smfmac_f32_32x32x32_f16(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x32 A (half its elements stored, the index VGPR saying where) times a dense 32x32 B, f16 elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x32_f16 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x32_f16", locals())


def v_smfmac_f32_32x32x32_fp8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x32 A (half its elements stored, the index VGPR saying where) times a dense 32x32 B, fp8 (A) and bf8 (B) elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x32_fp8_bf8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x32_fp8_bf8", locals())


def v_smfmac_f32_32x32x32_fp8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x32 A (half its elements stored, the index VGPR saying where) times a dense 32x32 B, fp8 (A) and fp8 (B) elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x32_fp8_fp8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x32_fp8_fp8", locals())


def v_smfmac_f32_32x32x64_bf8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x64 A (half its elements stored, the index VGPR saying where) times a dense 64x32 B, bf8 (A) and bf8 (B) elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x64_bf8_bf8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x64_bf8_bf8", locals())


def v_smfmac_f32_32x32x64_bf8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x64 A (half its elements stored, the index VGPR saying where) times a dense 64x32 B, bf8 (A) and fp8 (B) elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x64_bf8_fp8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x64_bf8_fp8", locals())


def v_smfmac_f32_32x32x64_fp8_bf8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x64 A (half its elements stored, the index VGPR saying where) times a dense 64x32 B, fp8 (A) and bf8 (B) elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x64_fp8_bf8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x64_fp8_bf8", locals())


def v_smfmac_f32_32x32x64_fp8_fp8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x64 A (half its elements stored, the index VGPR saying where) times a dense 64x32 B, fp8 (A) and fp8 (B) elements, added into the 32x32 F32 matrix D.

    ``v_smfmac_f32_32x32x64_fp8_fp8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_f32_32x32x64_fp8_fp8", locals())


def v_smfmac_i32_16x16x128_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x128 A (half its elements stored, the index VGPR saying where) times a dense 128x16 B, i8 elements, added into the 16x16 I32 matrix D.

    ``v_smfmac_i32_16x16x128_i8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_i32_16x16x128_i8", locals())


def v_smfmac_i32_16x16x64_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 16x64 A (half its elements stored, the index VGPR saying where) times a dense 64x16 B, i8 elements, added into the 16x16 I32 matrix D.

    ``v_smfmac_i32_16x16x64_i8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_i32_16x16x64_i8", locals())


def v_smfmac_i32_32x32x32_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x32 A (half its elements stored, the index VGPR saying where) times a dense 32x32 B, i8 elements, added into the 32x32 I32 matrix D.

    ``v_smfmac_i32_32x32x32_i8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_i32_32x32x32_i8", locals())


def v_smfmac_i32_32x32x64_i8(
    d: VectorReg, s0: MatrixSrc, s1: MatrixSrc, s2: VGPR, /, **modifiers: Unpack[_Modifiers43]
) -> Instruction:
    """Sparse matrix multiply-accumulate: a 2:4-sparse 32x64 A (half its elements stored, the index VGPR saying where) times a dense 64x32 B, i8 elements, added into the 32x32 I32 matrix D.

    ``v_smfmac_i32_32x32x64_i8 D, S0, S1, S2 [cbsz] [abid]`` (VOP3P_MAI)
    """
    return _build("v_smfmac_i32_32x32x64_i8", locals())


def v_sqrt_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Square root of an f16 value.

    ``v_sqrt_f16_e32 D, S0`` (VOP1)
    ``v_sqrt_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_sqrt_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_sqrt_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sqrt_f16", locals())


def v_sqrt_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Square root of an f16 value.

    ``v_sqrt_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sqrt_f16_dpp", locals())


def v_sqrt_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Square root of an f16 value.

    ``v_sqrt_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_sqrt_f16_e32", locals())


def v_sqrt_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Square root of an f16 value.

    ``v_sqrt_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_sqrt_f16_e64", locals())


def v_sqrt_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Square root of an f16 value.

    ``v_sqrt_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_sqrt_f16_sdwa", locals())


def v_sqrt_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_sqrt_f32_e32 D, S0`` (VOP1)
    ``v_sqrt_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_sqrt_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_sqrt_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sqrt_f32", locals())


def v_sqrt_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_sqrt_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sqrt_f32_dpp", locals())


def v_sqrt_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_sqrt_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_sqrt_f32_e32", locals())


def v_sqrt_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_sqrt_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_sqrt_f32_e64", locals())


def v_sqrt_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Square root of an f32 value; denormal inputs and results are flushed to zero.

    ``v_sqrt_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_sqrt_f32_sdwa", locals())


def v_sqrt_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Square root of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_sqrt_f64_e32 D, S0`` (VOP1)
    ``v_sqrt_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_sqrt_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sqrt_f64", locals())


def v_sqrt_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Square root of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_sqrt_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sqrt_f64_dpp", locals())


def v_sqrt_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Square root of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_sqrt_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_sqrt_f64_e32", locals())


def v_sqrt_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Square root of an f64 value (a coarse hardware approximation, 2**29 ulp).

    ``v_sqrt_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_sqrt_f64_e64", locals())


def v_sub_co_u32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """First minus second of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_sub_co_u32_e32 D, SD, S0, S1`` (VOP2)
    ``v_sub_co_u32_e64 D, SD, S0, S1 [clamp]`` (VOP3B)
    ``v_sub_co_u32_sdwa D, SD, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_sub_co_u32_dpp D, SD, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_co_u32", locals())


def v_sub_co_u32_dpp(
    d: VGPR, sd: Named, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """First minus second of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_sub_co_u32_dpp D, SD, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_co_u32_dpp", locals())


def v_sub_co_u32_e32(d: VGPR, sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """First minus second of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_sub_co_u32_e32 D, SD, S0, S1`` (VOP2)
    """
    return _build("v_sub_co_u32_e32", locals())


def v_sub_co_u32_e64(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """First minus second of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_sub_co_u32_e64 D, SD, S0, S1 [clamp]`` (VOP3B)
    """
    return _build("v_sub_co_u32_e64", locals())


def v_sub_co_u32_sdwa(
    d: VGPR, sd: Named, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """First minus second of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_sub_co_u32_sdwa D, SD, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_sub_co_u32_sdwa", locals())


def v_sub_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """First minus second of two f16 sources, IEEE rounded to nearest even.

    ``v_sub_f16_e32 D, S0, S1`` (VOP2)
    ``v_sub_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_sub_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_sub_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_f16", locals())


def v_sub_f16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """First minus second of two f16 sources, IEEE rounded to nearest even.

    ``v_sub_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_f16_dpp", locals())


def v_sub_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """First minus second of two f16 sources, IEEE rounded to nearest even.

    ``v_sub_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_sub_f16_e32", locals())


def v_sub_f16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """First minus second of two f16 sources, IEEE rounded to nearest even.

    ``v_sub_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_sub_f16_e64", locals())


def v_sub_f16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """First minus second of two f16 sources, IEEE rounded to nearest even.

    ``v_sub_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_sub_f16_sdwa", locals())


def v_sub_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """First minus second of two f32 sources, IEEE rounded to nearest even.

    ``v_sub_f32_e32 D, S0, S1`` (VOP2)
    ``v_sub_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_sub_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_sub_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_f32", locals())


def v_sub_f32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """First minus second of two f32 sources, IEEE rounded to nearest even.

    ``v_sub_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_f32_dpp", locals())


def v_sub_f32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """First minus second of two f32 sources, IEEE rounded to nearest even.

    ``v_sub_f32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_sub_f32_e32", locals())


def v_sub_f32_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """First minus second of two f32 sources, IEEE rounded to nearest even.

    ``v_sub_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_sub_f32_e64", locals())


def v_sub_f32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]) -> Instruction:
    """First minus second of two f32 sources, IEEE rounded to nearest even.

    ``v_sub_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_sub_f32_sdwa", locals())


def v_sub_i16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers19]) -> Instruction:
    """Difference (first minus second) of two signed 16-bit sources, wrapping; VOP3 clamp saturates to the signed range.

    ``v_sub_i16 D, S0, S1 [op_sel] [clamp]`` (VOP3A)
    """
    return _build("v_sub_i16", locals())


def v_sub_i32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """Difference (first minus second) of two signed 32-bit sources, wrapping; VOP3 clamp saturates to the signed range.

    ``v_sub_i32 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_sub_i32", locals())


def v_sub_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """First minus second of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u16_e32 D, S0, S1`` (VOP2)
    ``v_sub_u16_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_sub_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_sub_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_u16", locals())


def v_sub_u16_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """First minus second of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_u16_dpp", locals())


def v_sub_u16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """First minus second of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_sub_u16_e32", locals())


def v_sub_u16_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """First minus second of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u16_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_sub_u16_e64", locals())


def v_sub_u16_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """First minus second of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_sub_u16_sdwa", locals())


def v_sub_u32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """First minus second of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u32_e32 D, S0, S1`` (VOP2)
    ``v_sub_u32_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_sub_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_sub_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_u32", locals())


def v_sub_u32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """First minus second of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_sub_u32_dpp", locals())


def v_sub_u32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """First minus second of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_sub_u32_e32", locals())


def v_sub_u32_e64(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]) -> Instruction:
    """First minus second of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u32_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_sub_u32_e64", locals())


def v_sub_u32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """First minus second of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_sub_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_sub_u32_sdwa", locals())


def v_subb_co_u32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Scalar, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """First source minus second minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subb_co_u32_e32 D, SD, S0, S1, S2`` (VOP2)
    ``v_subb_co_u32_e64 D, SD, S0, S1, S2 [clamp]`` (VOP3B)
    ``v_subb_co_u32_sdwa D, SD, S0, S1, S2 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_subb_co_u32_dpp D, SD, S0, S1, S2 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subb_co_u32", locals())


def v_subb_co_u32_dpp(
    d: VGPR, sd: Named, s0: VGPR, s1: VGPR, s2: Named, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """First source minus second minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subb_co_u32_dpp D, SD, S0, S1, S2 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subb_co_u32_dpp", locals())


def v_subb_co_u32_e32(d: VGPR, sd: Named, s0: Src, s1: VGPR, s2: Named, /) -> Instruction:
    """First source minus second minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subb_co_u32_e32 D, SD, S0, S1, S2`` (VOP2)
    """
    return _build("v_subb_co_u32_e32", locals())


def v_subb_co_u32_e64(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Scalar, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """First source minus second minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subb_co_u32_e64 D, SD, S0, S1, S2 [clamp]`` (VOP3B)
    """
    return _build("v_subb_co_u32_e64", locals())


def v_subb_co_u32_sdwa(
    d: VGPR, sd: Named, s0: Src, s1: Src, s2: Named, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """First source minus second minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subb_co_u32_sdwa D, SD, S0, S1, S2 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_subb_co_u32_sdwa", locals())


def v_subbrev_co_u32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Scalar, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """Second source minus first minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subbrev_co_u32_e32 D, SD, S0, S1, S2`` (VOP2)
    ``v_subbrev_co_u32_e64 D, SD, S0, S1, S2 [clamp]`` (VOP3B)
    ``v_subbrev_co_u32_sdwa D, SD, S0, S1, S2 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_subbrev_co_u32_dpp D, SD, S0, S1, S2 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subbrev_co_u32", locals())


def v_subbrev_co_u32_dpp(
    d: VGPR, sd: Named, s0: VGPR, s1: VGPR, s2: Named, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Second source minus first minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subbrev_co_u32_dpp D, SD, S0, S1, S2 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subbrev_co_u32_dpp", locals())


def v_subbrev_co_u32_e32(d: VGPR, sd: Named, s0: Src, s1: VGPR, s2: Named, /) -> Instruction:
    """Second source minus first minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subbrev_co_u32_e32 D, SD, S0, S1, S2`` (VOP2)
    """
    return _build("v_subbrev_co_u32_e32", locals())


def v_subbrev_co_u32_e64(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, s2: Scalar, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Second source minus first minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subbrev_co_u32_e64 D, SD, S0, S1, S2 [clamp]`` (VOP3B)
    """
    return _build("v_subbrev_co_u32_e64", locals())


def v_subbrev_co_u32_sdwa(
    d: VGPR, sd: Named, s0: Src, s1: Src, s2: Named, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Second source minus first minus the borrow-in (the lane's bit of the mask source), unsigned 32-bit; the carry or borrow out goes to the mask destination.

    ``v_subbrev_co_u32_sdwa D, SD, S0, S1, S2 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_subbrev_co_u32_sdwa", locals())


def v_subrev_co_u32(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]
) -> Instruction:
    """Second minus first of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_subrev_co_u32_e32 D, SD, S0, S1`` (VOP2)
    ``v_subrev_co_u32_e64 D, SD, S0, S1 [clamp]`` (VOP3B)
    ``v_subrev_co_u32_sdwa D, SD, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_subrev_co_u32_dpp D, SD, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_co_u32", locals())


def v_subrev_co_u32_dpp(
    d: VGPR, sd: Named, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Second minus first of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_subrev_co_u32_dpp D, SD, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_co_u32_dpp", locals())


def v_subrev_co_u32_e32(d: VGPR, sd: Named, s0: Src, s1: VGPR, /) -> Instruction:
    """Second minus first of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_subrev_co_u32_e32 D, SD, S0, S1`` (VOP2)
    """
    return _build("v_subrev_co_u32_e32", locals())


def v_subrev_co_u32_e64(
    d: VGPR, sd: Scalar, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Second minus first of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_subrev_co_u32_e64 D, SD, S0, S1 [clamp]`` (VOP3B)
    """
    return _build("v_subrev_co_u32_e64", locals())


def v_subrev_co_u32_sdwa(
    d: VGPR, sd: Named, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Second minus first of two unsigned 32-bit sources; the lane's bit of the mask destination gets the carry or borrow out (with VOP3 clamp the result saturates).

    ``v_subrev_co_u32_sdwa D, SD, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_subrev_co_u32_sdwa", locals())


def v_subrev_f16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """Second minus first of two f16 sources, IEEE rounded to nearest even.

    ``v_subrev_f16_e32 D, S0, S1`` (VOP2)
    ``v_subrev_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_subrev_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_subrev_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_f16", locals())


def v_subrev_f16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Second minus first of two f16 sources, IEEE rounded to nearest even.

    ``v_subrev_f16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_f16_dpp", locals())


def v_subrev_f16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Second minus first of two f16 sources, IEEE rounded to nearest even.

    ``v_subrev_f16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_subrev_f16_e32", locals())


def v_subrev_f16_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Second minus first of two f16 sources, IEEE rounded to nearest even.

    ``v_subrev_f16_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_subrev_f16_e64", locals())


def v_subrev_f16_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]
) -> Instruction:
    """Second minus first of two f16 sources, IEEE rounded to nearest even.

    ``v_subrev_f16_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_subrev_f16_sdwa", locals())


def v_subrev_f32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers16]) -> Instruction:
    """Second minus first of two f32 sources, IEEE rounded to nearest even.

    ``v_subrev_f32_e32 D, S0, S1`` (VOP2)
    ``v_subrev_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    ``v_subrev_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_subrev_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_f32", locals())


def v_subrev_f32_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Second minus first of two f32 sources, IEEE rounded to nearest even.

    ``v_subrev_f32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_f32_dpp", locals())


def v_subrev_f32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Second minus first of two f32 sources, IEEE rounded to nearest even.

    ``v_subrev_f32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_subrev_f32_e32", locals())


def v_subrev_f32_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Second minus first of two f32 sources, IEEE rounded to nearest even.

    ``v_subrev_f32_e64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_subrev_f32_e64", locals())


def v_subrev_f32_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers18]
) -> Instruction:
    """Second minus first of two f32 sources, IEEE rounded to nearest even.

    ``v_subrev_f32_sdwa D, S0, S1 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_subrev_f32_sdwa", locals())


def v_subrev_u16(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Second minus first of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u16_e32 D, S0, S1`` (VOP2)
    ``v_subrev_u16_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_subrev_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_subrev_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_u16", locals())


def v_subrev_u16_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Second minus first of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u16_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_u16_dpp", locals())


def v_subrev_u16_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Second minus first of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u16_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_subrev_u16_e32", locals())


def v_subrev_u16_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Second minus first of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u16_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_subrev_u16_e64", locals())


def v_subrev_u16_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Second minus first of two unsigned 16-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u16_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_subrev_u16_sdwa", locals())


def v_subrev_u32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Second minus first of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u32_e32 D, S0, S1`` (VOP2)
    ``v_subrev_u32_e64 D, S0, S1 [clamp]`` (VOP3A)
    ``v_subrev_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_subrev_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_u32", locals())


def v_subrev_u32_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Second minus first of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_subrev_u32_dpp", locals())


def v_subrev_u32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Second minus first of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_subrev_u32_e32", locals())


def v_subrev_u32_e64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers14]
) -> Instruction:
    """Second minus first of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u32_e64 D, S0, S1 [clamp]`` (VOP3A)
    """
    return _build("v_subrev_u32_e64", locals())


def v_subrev_u32_sdwa(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]
) -> Instruction:
    """Second minus first of two unsigned 32-bit sources, wrapping, with no carry out; with VOP3 clamp the result saturates to the unsigned range.

    ``v_subrev_u32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_subrev_u32_sdwa", locals())


def v_swap_b32(d: VGPR, s0: VGPR, /) -> Instruction:
    """Exchanges the contents of two VGPRs in every active lane.

    ``v_swap_b32 D, S0`` (VOP1)
    """
    return _build("v_swap_b32", locals())


def v_swap_b32_e32(d: VGPR, s0: VGPR, /) -> Instruction:
    """Exchanges the contents of two VGPRs in every active lane.

    ``v_swap_b32 D, S0`` (VOP1)
    """
    return _build("v_swap_b32_e32", locals())


def v_trig_preop_f64(
    d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers17]
) -> Instruction:
    """Returns the 53-bit segment S1[4:0] of 2/pi (shifted further for huge inputs) as an f64 of the right weight, for Payne-Hanek range reduction of the first source.

    ``v_trig_preop_f64 D, S0, S1 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_trig_preop_f64", locals())


def v_trunc_f16(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Rounds an f16 value to an integral f16 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f16_e32 D, S0`` (VOP1)
    ``v_trunc_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_trunc_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_trunc_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_trunc_f16", locals())


def v_trunc_f16_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f16 value to an integral f16 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f16_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_trunc_f16_dpp", locals())


def v_trunc_f16_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f16 value to an integral f16 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f16_e32 D, S0`` (VOP1)
    """
    return _build("v_trunc_f16_e32", locals())


def v_trunc_f16_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f16 value to an integral f16 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f16_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_trunc_f16_e64", locals())


def v_trunc_f16_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Rounds an f16 value to an integral f16 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f16_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_trunc_f16_sdwa", locals())


def v_trunc_f32(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers25]) -> Instruction:
    """Rounds an f32 value to an integral f32 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f32_e32 D, S0`` (VOP1)
    ``v_trunc_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_trunc_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    ``v_trunc_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_trunc_f32", locals())


def v_trunc_f32_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f32 value to an integral f32 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f32_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_trunc_f32_dpp", locals())


def v_trunc_f32_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f32 value to an integral f32 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f32_e32 D, S0`` (VOP1)
    """
    return _build("v_trunc_f32_e32", locals())


def v_trunc_f32_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f32 value to an integral f32 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f32_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_trunc_f32_e64", locals())


def v_trunc_f32_sdwa(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers26]) -> Instruction:
    """Rounds an f32 value to an integral f32 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f32_sdwa D, S0 [clamp] [omod] [dst_sel] [dst_unused] [src0_sel]`` (SDWA_VOP1)
    """
    return _build("v_trunc_f32_sdwa", locals())


def v_trunc_f64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers27]) -> Instruction:
    """Rounds an f64 value to an integral f64 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f64_e32 D, S0`` (VOP1)
    ``v_trunc_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    ``v_trunc_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    Without a suffix the assembler takes the first of e32, e64, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_trunc_f64", locals())


def v_trunc_f64_dpp(d: VGPR, s0: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Rounds an f64 value to an integral f64 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f64_dpp D, S0 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP_VOP1)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_trunc_f64_dpp", locals())


def v_trunc_f64_e32(d: VGPR, s0: Src, /) -> Instruction:
    """Rounds an f64 value to an integral f64 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f64_e32 D, S0`` (VOP1)
    """
    return _build("v_trunc_f64_e32", locals())


def v_trunc_f64_e64(d: VGPR, s0: Src, /, **modifiers: Unpack[_Modifiers17]) -> Instruction:
    """Rounds an f64 value to an integral f64 value toward zero; infinities, NaN and signed zeros pass through.

    ``v_trunc_f64_e64 D, S0 [clamp] [omod]`` (VOP3A)
    """
    return _build("v_trunc_f64_e64", locals())


def v_writelane_b32(d: VGPR, s0: ScalarSrc, s1: Scalar | int, /) -> Instruction:
    """Writes a scalar value into one lane (chosen by the low six bits of S1) of a VGPR, whatever EXEC says; the other lanes keep their values.

    ``v_writelane_b32 D, S0, S1`` (VOP3A)
    """
    return _build("v_writelane_b32", locals())


def v_xad_u32(d: VGPR, s0: Src, s1: Src, s2: Src, /) -> Instruction:
    """Exclusive-or of the first two sources plus the third, wrapping.

    ``v_xad_u32 D, S0, S1, S2`` (VOP3A)
    """
    return _build("v_xad_u32", locals())


def v_xnor_b32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Bitwise XNOR of two 32-bit values.

    ``v_xnor_b32_e32 D, S0, S1`` (VOP2)
    ``v_xnor_b32_e64 D, S0, S1`` (VOP3A)
    ``v_xnor_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_xnor_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_xnor_b32", locals())


def v_xnor_b32_dpp(
    d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]
) -> Instruction:
    """Bitwise XNOR of two 32-bit values.

    ``v_xnor_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_xnor_b32_dpp", locals())


def v_xnor_b32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Bitwise XNOR of two 32-bit values.

    ``v_xnor_b32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_xnor_b32_e32", locals())


def v_xnor_b32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Bitwise XNOR of two 32-bit values.

    ``v_xnor_b32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_xnor_b32_e64", locals())


def v_xnor_b32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """Bitwise XNOR of two 32-bit values.

    ``v_xnor_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_xnor_b32_sdwa", locals())


def v_xor_b32(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers12]) -> Instruction:
    """Bitwise XOR of two 32-bit values.

    ``v_xor_b32_e32 D, S0, S1`` (VOP2)
    ``v_xor_b32_e64 D, S0, S1`` (VOP3A)
    ``v_xor_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    ``v_xor_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    Without a suffix the assembler takes the first of e32, e64, sdwa, dpp that encodes the operands.

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_xor_b32", locals())


def v_xor_b32_dpp(d: VGPR, s0: VGPR, s1: VGPR, /, **modifiers: Unpack[_Modifiers13]) -> Instruction:
    """Bitwise XOR of two 32-bit values.

    ``v_xor_b32_dpp D, S0, S1 [dpp_ctrl] [row_mask] [bank_mask] [bound_ctrl]`` (DPP)

    The DPP lane pattern is one keyword: quad_perm=(a, b, c, d), row_shl=n, row_mirror=True, ...
    """
    return _build("v_xor_b32_dpp", locals())


def v_xor_b32_e32(d: VGPR, s0: Src, s1: VGPR, /) -> Instruction:
    """Bitwise XOR of two 32-bit values.

    ``v_xor_b32_e32 D, S0, S1`` (VOP2)
    """
    return _build("v_xor_b32_e32", locals())


def v_xor_b32_e64(d: VGPR, s0: Src, s1: Src, /) -> Instruction:
    """Bitwise XOR of two 32-bit values.

    ``v_xor_b32_e64 D, S0, S1`` (VOP3A)
    """
    return _build("v_xor_b32_e64", locals())


def v_xor_b32_sdwa(d: VGPR, s0: Src, s1: Src, /, **modifiers: Unpack[_Modifiers15]) -> Instruction:
    """Bitwise XOR of two 32-bit values.

    ``v_xor_b32_sdwa D, S0, S1 [clamp] [dst_sel] [dst_unused] [src0_sel] [src1_sel]`` (SDWA)
    """
    return _build("v_xor_b32_sdwa", locals())


# earlier names of renamed instructions (llvm-mc takes them too)
v_mfma_f32_16x16x16bf16_1k = v_mfma_f32_16x16x16_bf16
v_mfma_f32_16x16x16f16 = v_mfma_f32_16x16x16_f16
v_mfma_f32_16x16x1f32 = v_mfma_f32_16x16x1_4b_f32
v_mfma_f32_16x16x4bf16_1k = v_mfma_f32_16x16x4_4b_bf16
v_mfma_f32_16x16x4f16 = v_mfma_f32_16x16x4_4b_f16
v_mfma_f32_16x16x4f32 = v_mfma_f32_16x16x4_f32
v_mfma_f32_32x32x1f32 = v_mfma_f32_32x32x1_2b_f32
v_mfma_f32_32x32x2f32 = v_mfma_f32_32x32x2_f32
v_mfma_f32_32x32x4bf16_1k = v_mfma_f32_32x32x4_2b_bf16
v_mfma_f32_32x32x4f16 = v_mfma_f32_32x32x4_2b_f16
v_mfma_f32_32x32x8bf16_1k = v_mfma_f32_32x32x8_bf16
v_mfma_f32_32x32x8f16 = v_mfma_f32_32x32x8_f16
v_mfma_f32_4x4x1f32 = v_mfma_f32_4x4x1_16b_f32
v_mfma_f32_4x4x4bf16_1k = v_mfma_f32_4x4x4_16b_bf16
v_mfma_f32_4x4x4f16 = v_mfma_f32_4x4x4_16b_f16
v_mfma_f64_16x16x4f64 = v_mfma_f64_16x16x4_f64
v_mfma_f64_4x4x4f64 = v_mfma_f64_4x4x4_4b_f64
v_mfma_i32_16x16x4i8 = v_mfma_i32_16x16x4_4b_i8
v_mfma_i32_32x32x4i8 = v_mfma_i32_32x32x4_2b_i8
v_mfma_i32_4x4x4i8 = v_mfma_i32_4x4x4_16b_i8
