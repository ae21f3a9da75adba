"""The Python instruction-builder API (`from cdna_isa.cdna4 import ops`, runtime/builder.py and
the generated cdna_isa/<arch>/ops.py + ops.pyi).

Oracles: llvm-mc 22 for every byte (each spec example, rewritten as an ops call by a parser of
this file's own, must give llvm-mc's bytes for the example's text); numpy and hand-derived
values for the kernel run; the stub is checked against the runtime functions themselves."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
import subprocess
import sys
from pathlib import Path

import cdna_isa
import numpy as np
import pytest
from cdna_isa.runtime.builder import AsmError, Instruction
from cdna_isa.runtime.wave import Program, WaveState

from tests import llvm

ARCHS = list(cdna_isa.ARCHS)
ROOT = Path(__file__).resolve().parent.parent


def ops_of(arch: str):
    return importlib.import_module(f"cdna_isa.{arch}.ops")


# ------------------------------------------------------------------ example text -> ops call
_REG = re.compile(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])$")


def split_top(text: str, sep: str) -> list[str]:
    """`text` split at `sep` outside (), [] and ||."""
    out, depth, bar, cur = [], 0, False, ""
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "|":
            bar = not bar
        if (ch == sep or (sep == " " and ch.isspace())) and depth == 0 and not bar:
            if cur.strip():
                out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def operand(ops, text: str):
    """The Python value a kernel author writes for an operand's LLVM text."""
    t = text.strip()
    for how, wrap in (("neg(", ops.neg), ("abs(", ops.abs_), ("sext(", ops.sext), ("lit(", ops.lit)):
        if t.startswith(how) and t.endswith(")"):
            return wrap(operand(ops, t[len(how) : -1]))
    if t.startswith("|") and t.endswith("|"):
        return ops.abs_(operand(ops, t[1:-1]))
    if t.startswith("-") and not re.match(r"^-(\d|0x|inf|nan|\.)", t):
        return ops.neg(operand(ops, t[1:]))
    m = _REG.match(t)
    if m:
        file = getattr(ops, m.group(1))
        return file[int(m.group(2))] if m.group(2) else file[int(m.group(3)) : int(m.group(4))]
    if re.match(r"^-?(0x[0-9a-fA-F]+|\d+)$", t):
        return int(t, 0) if not re.match(r"^-?0\d", t) else int(t, 8)
    if re.match(r"^-?(\d+\.\d*(e[-+]?\d+)?|\d+e[-+]?\d+|inf|nan)$", t, re.I):
        return float(t)
    if hasattr(ops, t.lower()) and not callable(getattr(ops, t.lower())):
        return getattr(ops, t.lower())
    return t  # hwreg(...), sendmsg(...), gpr_idx(...) text or a label


def modifier(ops, token: str) -> tuple[str, object]:
    """A trailing modifier's text as a keyword argument."""
    name, colon, value = token.partition(":")
    if not colon:
        if re.match(r"^\d+$", name):
            return "imm", int(name)
        return name, True
    if name in ("mul", "div"):
        return "omod", token
    if value.startswith("["):
        items = value[1:-1].split(",")
        if all(re.match(r"^\d+$", x.strip()) for x in items):
            return name, tuple(int(x) for x in items)
        return name, value
    if re.match(r"^-?(0x[0-9a-fA-F]+|\d+)$", value):
        return name, int(value, 0)
    return name, value


def call_of(ops, text: str) -> Instruction:
    """The ops call an author writes for one line of LLVM syntax, made."""
    mnemonic, _, rest = text.strip().partition(" ")
    fn = getattr(ops, mnemonic.lower())
    if mnemonic == "s_waitcnt":
        counters = dict(re.findall(r"(\w+)\((\d+)\)", rest))
        return fn(**{k: int(v) for k, v in counters.items()}) if counters else fn(int(rest, 0))
    pieces = split_top(rest, ",")
    mods = []
    if not any(p.default is p.empty for p in inspect.signature(fn).parameters.values() if p.kind != p.VAR_KEYWORD):
        pieces, mods = [], split_top(rest, " ")  # no operands: every word is a modifier
    elif pieces:
        last = split_top(pieces[-1], " ")
        pieces[-1], mods = last[0], last[1:]
    kwargs = dict(modifier(ops, m) for m in mods)
    return fn(*[operand(ops, p) for p in pieces], **kwargs)


def _example_lines(isa) -> list[str]:
    return sorted({e for name in isa.instructions for e in isa.examples.get(name, [])})


@pytest.mark.parametrize("arch", ARCHS)
def test_every_spec_example_as_an_ops_call_encodes_as_llvm_mc(arch):
    """Every example of every instruction (every mnemonic form the spec writes: plain,
    _e32/_e64/_sdwa/_dpp), rewritten as an ops call, gives llvm-mc 22's bytes for its text."""
    isa, ops = cdna_isa.arch(arch), ops_of(arch)
    lines = _example_lines(isa)
    expected = llvm.assemble(arch, lines)
    failures, checked = [], 0
    for text, want in zip(lines, expected):
        if want is None:
            continue  # llvm-mc rejects it: tests/test_examples_llvm.py reports such examples
        try:
            got = call_of(ops, text).encode()
        except (AsmError, TypeError, ValueError, AttributeError) as exc:
            failures.append(f"{text}: {type(exc).__name__}: {exc}")
            continue
        checked += 1
        if got != want:
            failures.append(f"{text}: ops {got.hex()} llvm-mc {want.hex()}")
    assert not failures, f"{len(failures)} of {len(lines)}:\n" + "\n".join(failures[:40])
    assert checked > len(isa.instructions)  # each instruction has at least one example


_VECTOR_KINDS = ("vgpr", "vsrc", "src", "sdwa_src", "avgpr", "mai_src", "mai_c", "vaddr", "gvaddr", "bvaddr", "svaddr")
_SCALAR_KINDS = ("sdst", "sdst_xm0", "ssrc", "sgpr", "sbase", "srsrc", "sreg", "saddr", "smem_offset", "sdwa_sdst", "mask", "lanesel")


def _registers(prefix: str, first: int, n: int) -> str:
    return f"{prefix}{first}" if n == 1 else f"{prefix}[{first}:{first + n - 1}]"


def _kind_line(form) -> str | None:
    """The form's operands as registers of their kind and width (None: a kind not written so)."""
    texts = []
    for i, op in enumerate(form.operands):
        n = max(1, op.nregs)
        if op.implicit == "vcc":
            texts.append("vcc")
        elif op.kind in _VECTOR_KINDS:
            texts.append(_registers("v", 32 * i, n))
        elif op.kind in ("agpr", "asrc"):
            texts.append(_registers("a", 32 * i, n))
        elif op.kind in _SCALAR_KINDS:
            texts.append(_registers("s", 16 * i, n))
        elif op.kind in ("simm16", "uimm16", "literal"):
            texts.append("1")
        else:
            return None
    return f"{form.mnemonic} {', '.join(texts)}".strip()


@pytest.mark.parametrize("arch", ARCHS)
def test_every_function_the_examples_do_not_name_encodes_as_llvm_mc(arch):
    """The functions no spec example names (the _e32/_e64/_sdwa/_dpp variants of an instruction
    whose examples use another spelling, the new names of renamed MFMAs): each called with the
    operands of one of its instruction's examples, or with registers of each operand's kind and
    width, gives llvm-mc 22's bytes for the same text (the first such line llvm-mc accepts)."""
    isa, ops = cdna_isa.arch(arch), ops_of(arch)
    named = {e.split()[0].lower() for e in _example_lines(isa)}
    candidates: dict[str, list[str]] = {}
    for mnemonic, forms in sorted(isa.by_mnemonic.items()):
        if mnemonic in named or getattr(ops, mnemonic).__name__ != mnemonic:
            continue
        ins = forms[0].instr
        lines = [f"{mnemonic} {e.partition(' ')[2]}".strip() for e in isa.examples[ins.name]]
        lines += [line for line in map(_kind_line, forms) if line]
        if mnemonic.endswith("_dpp"):  # llvm-mc wants a lane pattern (64-bit: row_newbcast only)
            lines = [f"{line} {pattern}" for line in lines for pattern in ("row_shl:1", "row_newbcast:1")]
        candidates[mnemonic] = lines
    flat = [line for lines in candidates.values() for line in lines]
    answers = dict(zip(flat, llvm.assemble(arch, flat)))
    unchecked, failures = [], []
    for mnemonic, lines in candidates.items():
        line = next((x for x in lines if answers[x] is not None), None)
        if line is None:
            unchecked.append(mnemonic)
            continue
        try:
            got = call_of(ops, line).encode()
        except (AsmError, TypeError, ValueError) as exc:
            failures.append(f"{line}: {type(exc).__name__}: {exc}")
            continue
        if got != answers[line]:
            failures.append(f"{line}: ops {got.hex()} llvm-mc {answers[line].hex()}")
    assert not failures, "\n".join(failures[:40])
    assert not unchecked, f"no line llvm-mc takes for {unchecked}"
    assert len(candidates) > 700


# ------------------------------------------------------------------ the issue's examples
def test_the_issue_examples_encode_as_llvm_mc():
    """The three calls of the issue, on CDNA4, against llvm-mc 22's bytes for the same text."""
    from cdna_isa.cdna4 import ops
    from cdna_isa.cdna4.ops import a, v

    built = [
        ops.v_add_f32(v[0], v[1], v[2]),
        ops.v_mfma_f32_32x32x8_f16(a[0:15], v[0:1], v[2:3], a[0:15], cbsz=0),
        ops.s_waitcnt(vmcnt=0),
    ]
    texts = [
        "v_add_f32 v0, v1, v2",
        "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:0",
        "s_waitcnt vmcnt(0)",
    ]
    assert [i.encode() for i in built] == llvm.assemble("cdna4", texts)
    # .text is what llvm-mc prints for the bytes (its disassembler is the oracle of the spelling)
    assert [i.text for i in built] == llvm.disassemble("cdna4", [i.encode() for i in built])
    assert str(built[0]) == "v_add_f32_e32 v0, v1, v2"


@pytest.mark.parametrize("arch", ARCHS)
def test_modifiers_as_keywords_encode_as_llvm_mc(arch):
    """Every keyword kind (flags, numbers, op_sel/neg_lo lists, omod, SDWA selects, every DPP
    lane pattern, source modifiers, named registers, labels' neighbours) against llvm-mc 22."""
    ops = ops_of(arch)
    v, s = ops.v, ops.s
    cases = [
        (ops.v_add_f32(v[0], ops.neg(v[1]), ops.abs_(v[2]), clamp=True, omod="mul:2"), "v_add_f32 v0, -v1, |v2| clamp mul:2"),
        (ops.v_add_f32_e64(v[0], ops.neg(2.0), v[2], omod="div:2"), "v_add_f32_e64 v0, neg(2.0), v2 div:2"),
        (ops.v_add_f32(v[0], ops.neg(ops.abs_(v[1])), v[2]), "v_add_f32 v0, -|v1|, v2"),
        (ops.v_add_f32(v[0], 1.5, v[2]), "v_add_f32 v0, 1.5, v2"),
        (ops.v_add_f32(v[0], ops.lit(1.0), v[2]), "v_add_f32 v0, lit(1.0), v2"),
        (ops.v_add_u32(v[0], -16, v[2]), "v_add_u32 v0, -16, v2"),
        (ops.v_add_u32(v[0], 0x12345, v[2]), "v_add_u32 v0, 0x12345, v2"),
        (ops.v_pk_fma_f16(v[0], v[1], v[2], v[3], op_sel=(0, 1, 0), op_sel_hi=(1, 0, 1), neg_lo=(1, 0, 0), neg_hi=(0, 0, 1)),
         "v_pk_fma_f16 v0, v1, v2, v3 op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0] neg_hi:[0,0,1]"),
        (ops.v_add_f32_sdwa(v[0], v[1], v[2], dst_sel="WORD_1", dst_unused="UNUSED_PAD", src0_sel="BYTE_0", src1_sel="WORD_0"),
         "v_add_f32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0"),
        (ops.v_add_u32_sdwa(v[0], ops.sext(v[1]), v[2], src0_sel="BYTE_1"), "v_add_u32_sdwa v0, sext(v1), v2 src0_sel:BYTE_1"),
        (ops.v_mov_b32_dpp(v[0], v[1], quad_perm=(3, 2, 1, 0), row_mask=0x5, bank_mask=0xA, bound_ctrl=True),
         "v_mov_b32_dpp v0, v1 quad_perm:[3,2,1,0] row_mask:0x5 bank_mask:0xa bound_ctrl:1"),
        (ops.v_cndmask_b32(v[0], v[1], v[2], ops.vcc), "v_cndmask_b32 v0, v1, v2, vcc"),
        (ops.v_cndmask_b32_e64(v[0], v[1], v[2], s[4:5]), "v_cndmask_b32_e64 v0, v1, v2, s[4:5]"),
        (ops.v_add_co_u32(v[0], ops.vcc, v[1], v[2]), "v_add_co_u32 v0, vcc, v1, v2"),
        (ops.s_mov_b64(ops.exec, s[2:3]), "s_mov_b64 exec, s[2:3]"),
        (ops.s_mov_b32(ops.m0, ops.vcc_lo), "s_mov_b32 m0, vcc_lo"),
        (ops.s_mov_b32(s[0], ops.ttmp[3]), "s_mov_b32 s0, ttmp3"),
        (ops.s_getreg_b32(s[0], ops.hwreg("HW_REG_MODE", 0, 32)), "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 32)"),
        (ops.s_waitcnt(vmcnt=1, lgkmcnt=0), "s_waitcnt vmcnt(1) lgkmcnt(0)"),
        (ops.s_waitcnt(0), "s_waitcnt 0"),
        (ops.s_nop(3), "s_nop 3"),
        (ops.s_endpgm(), "s_endpgm"),
        (ops.ds_read_b32(v[0], v[1], offset=16), "ds_read_b32 v0, v1 offset:16"),
        (ops.ds_write2_b32(v[0], v[1], v[2], offset0=1, offset1=2), "ds_write2_b32 v0, v1, v2 offset0:1 offset1:2"),
        (ops.s_load_dwordx2(s[0:1], s[4:5], 8), "s_load_dwordx2 s[0:1], s[4:5], 0x8"),
        (ops.buffer_load_dword(v[0], v[1], s[4:7], 0, offen=True, offset=4), "buffer_load_dword v0, v1, s[4:7], 0 offen offset:4"),
        (ops.global_load_dword(v[0], v[2:3], ops.off, offset=-8), "global_load_dword v0, v[2:3], off offset:-8"),
        (ops.global_store_dword(v[2], v[0], s[4:5]), "global_store_dword v2, v0, s[4:5]"),
        (ops.v_readlane_b32(s[0], v[1], 5), "v_readlane_b32 s0, v1, 5"),
        (ops.v_accvgpr_write_b32(ops.a[3], v[1]), "v_accvgpr_write_b32 a3, v1"),
    ]
    for name in ("row_shl", "row_shr", "row_ror"):
        cases.append((ops.v_mov_b32_dpp(v[0], v[1], **{name: 15}), f"v_mov_b32_dpp v0, v1 {name}:15"))
    for name in ("wave_shl", "wave_rol", "wave_shr", "wave_ror"):
        cases.append((ops.v_mov_b32_dpp(v[0], v[1], **{name: 1}), f"v_mov_b32_dpp v0, v1 {name}:1"))
    for name in ("row_mirror", "row_half_mirror"):
        cases.append((ops.v_mov_b32_dpp(v[0], v[1], **{name: True}), f"v_mov_b32_dpp v0, v1 {name}"))
    for n in (15, 31):
        cases.append((ops.v_mov_b32_dpp(v[0], v[1], row_bcast=n), f"v_mov_b32_dpp v0, v1 row_bcast:{n}"))
    if arch == "cdna2":
        cases.append((ops.global_load_dword(v[0], v[2:3], ops.off, glc=True, slc=True), "global_load_dword v0, v[2:3], off glc slc"))
    else:
        cases.append((ops.global_load_dword(v[0], v[2:3], ops.off, sc0=True, sc1=True, nt=True), "global_load_dword v0, v[2:3], off sc0 sc1 nt"))
    want = llvm.assemble(arch, [t for _, t in cases])
    got = [i.encode() for i, _ in cases]
    bad = [(t, g.hex(), w and w.hex()) for (_, t), g, w in zip(cases, got, want) if g != w]
    assert not bad


def test_modifier_order_is_the_assemblers_not_the_callers():
    """llvm-mc takes modifiers in one order (clamp before mul:2); keywords come in any order."""
    from cdna_isa.cdna4 import ops
    from cdna_isa.cdna4.ops import v

    one = ops.v_add_f32_e64(v[0], v[1], v[2], omod="mul:4", clamp=True)
    assert one.source == "v_add_f32_e64 v0, v1, v2 clamp mul:4"
    assert one.encode() == llvm.assemble("cdna4", [one.source])[0]


# ------------------------------------------------------------------ errors
def _error(fn) -> Exception:
    with pytest.raises((AsmError, TypeError, ValueError, IndexError)) as info:
        fn()
    return info.value


def test_wrong_operands_are_the_assemblers_errors_at_the_call_site():
    """A wrong register class, a register out of range, a wrong width: AsmError, the
    assembler's message, the instruction text with a caret, and this file's line."""
    from cdna_isa.cdna4 import ops
    from cdna_isa.cdna4.ops import a, s, v

    here = Path(__file__).name
    cases = [
        (lambda: ops.v_add_f32(v[0], v[1], s[0:1]), "expected a VGPR"),
        (lambda: ops.v_add_f32(v[300], v[1], v[2]), "out of range (v0..v255)"),
        (lambda: ops.s_add_u32(v[0], s[1], s[2]), "expected a scalar register"),
        (lambda: ops.v_mfma_f32_32x32x8_f16(a[0:7], v[0:1], v[2:3], a[0:15]), "16"),
        (lambda: ops.v_add_f32(v[0], v[1], v[2], omod="mul:3"), "unknown modifier 'mul:3'"),
        (lambda: ops.s_waitcnt(vmcnt=99), "vmcnt(99)"),
        (lambda: ops.v_add_f32_e32(v[0], ops.neg(v[1]), v[2]), "source modifiers"),
        (lambda: ops.global_load_dwordx2(v[1:2], v[2:3], ops.off), "even register"),
    ]
    for fn, needle in cases:
        exc = _error(fn)
        assert isinstance(exc, AsmError), exc
        text = str(exc)
        assert needle in text and here in text.splitlines()[0], text
        assert "^" in text  # the caret under the operand
        assert "Traceback" not in text and "internal" not in text.lower()


def test_wrong_python_values_are_type_errors_naming_the_function():
    """Wrong Python types, unknown keywords, a wrong operand count: TypeError with what was
    expected, raised before anything is assembled."""
    from cdna_isa.cdna4 import ops
    from cdna_isa.cdna4.ops import v

    cases = [
        (lambda: ops.v_add_f32(v[0], v[1], v[2], clmap=True), "has no modifier clmap="),
        (lambda: ops.v_add_f32_e32(v[0], v[1], v[2], clamp=True), "clamp"),
        (lambda: ops.v_add_f32(v[0], v[1], "v2"), "a string is a label"),
        (lambda: ops.v_add_f32(v[0], v[1], [2]), "got list"),
        (lambda: ops.v_add_f32(v[0], True, v[2]), "got bool"),
        (lambda: ops.v_add_f32(v[0], v[1]), "s1"),
        (lambda: ops.v_add_f32(v[0], v[1], v[2], clamp=1), "clamp= takes True or False"),
        (lambda: ops.v_pk_fma_f16(v[0], v[1], v[2], v[3], op_sel="0,1"), "op_sel= takes a tuple"),
        (lambda: ops.v_add_f32(v[0], v[1], v[2], omod=2), "omod= takes a name"),
        (lambda: ops.s_waitcnt(vmcnt=0, foo=1), "has no counter foo="),
        (lambda: ops.s_waitcnt(), "one of the two"),
        (lambda: ops.s_waitcnt(0, vmcnt=0), "one of the two"),
        (lambda: ops.s_waitcnt(vmcnt=1.0), "takes an integer"),
        (lambda: v[1:], "two integers"),
        (lambda: v["x"], "register number"),
        (lambda: v[3:1], "not a register range"),
        (lambda: ops.label("1x"), "label name"),
    ]
    for fn, needle in cases:
        exc = _error(fn)
        assert isinstance(exc, (TypeError, ValueError, IndexError)), exc
        assert needle in str(exc), str(exc)


def test_a_branch_encodes_in_its_program_only():
    """A branch names its label; its bytes need the label's place (llvm-mc's for the same text)."""
    from cdna_isa.cdna4 import ops
    from cdna_isa.cdna4.ops import s

    branch = ops.s_cbranch_scc1("top")
    assert branch.text == "s_cbranch_scc1 top"
    assert "encode it in a program" in str(_error(branch.encode))
    items = [ops.label("top"), ops.s_add_u32(s[0], s[0], 1), ops.s_cmp_lt_u32(s[0], 10), branch, ops.s_endpgm()]
    assert ops.source(items) == "top:\ns_add_u32 s0, s0, 1\ns_cmp_lt_u32 s0, 10\ns_cbranch_scc1 top\ns_endpgm\n"
    want = llvm.assemble("cdna4", ["s_add_u32 s0, s0, 1", "s_cmp_lt_u32 s0, 10", "s_cbranch_scc1 65533", "s_endpgm"])
    assert ops.assemble(items) == b"".join(want)  # -3 dwords back to `top` from after the branch
    assert branch.encode({"top": 0}, pc=8) == want[2]
    with pytest.raises(ValueError, match="built for cdna4"):
        ops_of("cdna2").assemble([branch])
    nowhere = ops.s_branch("nowhere")  # an undefined label: the line that built the branch
    exc = _error(lambda: ops.assemble([nowhere, ops.s_endpgm()]))
    assert isinstance(exc, AsmError) and str(exc).startswith(f"{nowhere.where}: undefined label 'nowhere'")
    exc = _error(lambda: ops.assemble([ops.label("x"), ops.label("x")]))
    assert isinstance(exc, AsmError) and "label 'x' defined twice (item 2 of the program)" in str(exc)


# ------------------------------------------------------------------ running
@pytest.mark.parametrize("arch", ARCHS)
def test_a_kernel_built_with_ops_runs_as_its_text(arch):
    """A small loop (x = x * 0.5 + lane, four times, counted in s0) built with ops and written
    as text: the same bytes, and the run gives numpy's value of the same recurrence in f32."""
    ops = ops_of(arch)
    v, s = ops.v, ops.s
    isa = cdna_isa.arch(arch)
    built = [
        ops.s_mov_b32(s[0], 0),
        ops.v_cvt_f32_u32(v[1], v[0]),
        ops.v_mov_b32(v[2], 0),
        ops.label("loop"),
        ops.v_fma_f32(v[2], v[2], 0.5, v[1]),
        ops.s_add_u32(s[0], s[0], 1),
        ops.s_cmp_lt_u32(s[0], 4),
        ops.s_cbranch_scc1("loop"),
        ops.s_endpgm(),
    ]
    text = """s_mov_b32 s0, 0
v_cvt_f32_u32 v1, v0
v_mov_b32 v2, 0
loop:
v_fma_f32 v2, v2, 0.5, v1
s_add_u32 s0, s0, 1
s_cmp_lt_u32 s0, 4
s_cbranch_scc1 loop
s_endpgm"""
    assert ops.assemble(built) == isa.assemble(text)
    lane = np.arange(64, dtype=np.float32)
    x = np.zeros(64, np.float32)
    for _ in range(4):
        x = (x * np.float32(0.5) + lane).astype(np.float32)  # exact in f32 here: fma == mul+add
    for program in (ops.program(built), ops.program(built, strict=True), Program(isa, isa.assemble(text))):
        st = WaveState.create(1, vgprs=8)
        st.vgpr[0, 0] = np.arange(64, dtype=np.uint32)
        program.run(st)
        np.testing.assert_array_equal(st.vgpr[0, 2].view(np.float32), x)
        assert int(st.sgpr[0, 0]) == 4


# ------------------------------------------------------------------ the stub
def _stub_functions(arch: str) -> tuple[dict[str, list[ast.FunctionDef]], dict[str, dict[str, str]], dict[str, str]]:
    tree = ast.parse((ROOT / "generated" / "cdna_isa" / arch / "ops.pyi").read_text())
    defs: dict[str, list[ast.FunctionDef]] = {}
    dicts: dict[str, dict[str, str]] = {}
    aliases: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            defs.setdefault(node.name, []).append(node)
        elif isinstance(node, ast.ClassDef):
            dicts[node.name] = {n.target.id: ast.unparse(n.annotation) for n in node.body if isinstance(n, ast.AnnAssign)}
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Name):
            aliases[node.targets[0].id] = node.value.id
    return defs, dicts, aliases


def _stub_signature(node: ast.FunctionDef) -> list[tuple]:
    args = node.args
    out = [(a.arg, "POSITIONAL_ONLY", ast.unparse(a.annotation)) for a in args.posonlyargs]
    out += [(a.arg, "POSITIONAL_OR_KEYWORD", ast.unparse(a.annotation)) for a in args.args]
    if args.vararg:
        out.append((args.vararg.arg, "VAR_POSITIONAL", ast.unparse(args.vararg.annotation)))
    if args.kwarg:
        out.append((args.kwarg.arg, "VAR_KEYWORD", ast.unparse(args.kwarg.annotation)))
    return out


def _runtime_signature(fn) -> list[tuple]:
    return [(p.name, p.kind.name, p.annotation) for p in inspect.signature(fn).parameters.values()]


@pytest.mark.parametrize("arch", ARCHS)
def test_the_stub_matches_the_runtime_functions(arch):
    """ops.pyi against the imported ops module: the same functions and aliases; each stub
    signature is the runtime's (names, kinds, annotations, defaults); a function with several
    operand lists (an atomic with or without its return value) has one overload per list and
    takes them as *operands; each **modifiers TypedDict names exactly the keywords the
    runtime takes (Builder.modifier_kinds, from the assembler's forms)."""
    ops, isa = ops_of(arch), cdna_isa.arch(arch)
    defs, dicts, aliases = _stub_functions(arch)
    functions = {n for n, f in vars(ops).items() if inspect.isfunction(f) and f.__module__ == ops.__name__}
    runtime = {n for n in functions if getattr(ops, n).__name__ == n}
    assert set(defs) == runtime and set(aliases) == functions - runtime
    for old, new in aliases.items():
        assert getattr(ops, old) is getattr(ops, new)
    for name in sorted(runtime - {"label", "source", "assemble", "program"}):
        fn, nodes = getattr(ops, name), defs[name]
        signature = _runtime_signature(fn)
        if len(nodes) == 1:
            assert _stub_signature(nodes[0]) == signature, name
            stub = nodes[0]
        else:
            assert signature[0][:2] == ("operands", "VAR_POSITIONAL"), name
            shapes = {tuple(o.name.lower() for o in f.operands) for f in isa.by_mnemonic[name]}
            assert {tuple(a.arg.rstrip("_") for a in n.args.posonlyargs) for n in nodes} == shapes, name
            stub = nodes[0]
        defaults = [ast.unparse(d) for d in stub.args.defaults]
        assert defaults == [repr(p.default) for p in inspect.signature(fn).parameters.values() if p.default is not p.empty], name
        assert ast.get_docstring(stub) is None and fn.__doc__  # the description lives in ops.py
        if stub.args.kwarg and name != "s_waitcnt":
            typed = ast.unparse(stub.args.kwarg.annotation).removeprefix("Unpack[").removesuffix("]")
            assert list(dicts[typed]) == sorted(ops._build.modifier_kinds(name)), name
        elif not stub.args.kwarg:
            assert not ops._build.modifier_kinds(name), name
    assert list(dicts["_Waitcnt"]) == list(isa.waitcnt_counters)


@pytest.mark.parametrize("arch", ARCHS)
def test_docstrings_are_the_spec_descriptions(arch):
    """Each function's docstring starts with its instruction's description (spec `doc:`) and
    shows the syntax of each form it may take."""
    ops, isa = ops_of(arch), cdna_isa.arch(arch)
    for mnemonic, forms in isa.by_mnemonic.items():
        fn = getattr(ops, mnemonic)
        assert fn.__doc__.startswith(forms[0].instr.doc.strip()), mnemonic
        assert all(f.display in fn.__doc__ for f in forms), mnemonic


def test_import_cdna_isa_does_not_load_the_ops_modules():
    """`import cdna_isa` and using an arch leave the ops modules unloaded; `from cdna_isa.cdna4
    import ops` loads that arch's alone (a fresh interpreter, so nothing is imported before)."""
    script = (
        "import sys, cdna_isa; cdna_isa.cdna4.assemble('s_nop 0'); "
        "assert not [m for m in sys.modules if m.endswith('.ops')], sys.modules.keys(); "
        "from cdna_isa.cdna4 import ops; "
        "assert sorted(m for m in sys.modules if m.endswith('.ops')) == ['cdna_isa.cdna4.ops']; "
        "assert ops.v_add_f32(ops.v[0], ops.v[1], ops.v[2]).encode() == bytes.fromhex('01050002')"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
