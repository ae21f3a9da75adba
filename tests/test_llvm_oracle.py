"""Oracle: llvm-mc 22. Our assembler's bytes and our disassembler's text must equal llvm-mc's,
for every instruction form of the spec, over randomly drawn operand combinations."""

from __future__ import annotations

import random

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError
from cdna_isa.runtime.selfcheck import sample_line

from . import llvm
from .conftest import ORACLE_STATS

LINES_PER_FORM = 8


def corpus(arch: str, seed: int = 1234) -> list[tuple[str, str]]:
    """(mnemonic, line) pairs: LINES_PER_FORM random operand combinations per form."""
    isa = cdna_isa.arch(arch)
    rnd = random.Random(seed)
    out = []
    for form in sorted(isa.forms, key=lambda f: f.mnemonic):
        for _ in range(LINES_PER_FORM):
            out.append((form.mnemonic, sample_line(isa, form, rnd)))
    return out


@pytest.fixture(scope="module", params=sorted(llvm.TARGETS))
def oracle(request):
    arch = request.param
    isa = cdna_isa.arch(arch)
    lines = corpus(arch)
    theirs = llvm.assemble(arch, [text for _, text in lines])
    return arch, isa, lines, theirs


def test_assembler_matches_llvm_mc(oracle):
    arch, isa, lines, theirs = oracle
    problems = []
    accepted = 0
    for (_, text), ref in zip(lines, theirs):
        try:
            ours = isa.assemble(text)
        except AsmError as exc:
            ours = None
            why = exc.msg
        if ref is not None:
            accepted += 1
        if ours != ref:
            if ref is None:
                problems.append(f"{text!r}: llvm-mc rejects it, we encode {ours.hex()}")
            elif ours is None:
                problems.append(f"{text!r}: llvm-mc encodes {ref.hex()}, we reject it: {why}")
            else:
                problems.append(f"{text!r}: llvm-mc {ref.hex()} != ours {ours.hex()}")
    ORACLE_STATS[f"assemble {arch}"] = (len(lines) - len(problems), len(lines))
    assert accepted > len(lines) // 2, f"llvm-mc accepted only {accepted} of {len(lines)} lines"
    assert not problems, f"{len(problems)} of {len(lines)} lines differ on {arch}:\n" + "\n".join(problems[:40])


def test_disassembler_matches_llvm_mc(oracle):
    arch, isa, lines, theirs = oracle
    codes = [c for c in theirs if c is not None]
    their_text = llvm.disassemble(arch, codes)
    assert len(their_text) == len(codes)
    problems = []
    for code, ref in zip(codes, their_text):
        ours = isa.disassemble(code)
        if ours != [ref]:
            problems.append(f"{code.hex()}: llvm-mc '{ref}' != ours {ours}")
    ORACLE_STATS[f"disassemble {arch}"] = (len(codes) - len(problems), len(codes))
    assert not problems, f"{len(problems)} of {len(codes)} differ on {arch}:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_every_opcode_llvm_decodes_is_in_the_spec(arch):
    """Coverage both ways for the formats the spec covers: each opcode the spec has decodes in
    llvm-mc to the same mnemonic; checked by disassembling one encoding of every form."""
    isa = cdna_isa.arch(arch)
    rnd = random.Random(7)
    codes, names = [], []
    for form in sorted(isa.forms, key=lambda f: f.mnemonic):
        for _ in range(30):
            try:
                codes.append(isa.assemble(sample_line(isa, form, rnd)))
                names.append(form.display)
                break
            except AsmError:
                continue
    texts = llvm.disassemble(arch, codes)
    assert len(texts) == len(codes)
    wrong = [(n, t) for n, t in zip(names, texts) if t.split()[0] != n]
    assert not wrong, wrong[:20]


CONSTANT_SPELLINGS = [
    # +0.0 written as a float is the inline constant 0; -0.0 is a literal
    "v_add_f32 v0, 0.0, v1", "v_add_f64 v[0:1], 0.0, v[2:3]", "v_add_f16 v0, 0.0, v1",
    "v_pk_add_f16 v0, 0.0, v1", "s_mov_b32 s0, 0.0", "v_mov_b32 v0, -0.0", "v_add_f32 v0, -0.0, v1",
    # unsigned spellings of -16..-1 are inline for 32-bit and f16 operands, not u16 or 64-bit
    "s_add_u32 s0, s1, 0xffffffff", "v_add_u32 v0, 0xfffffff0, v1", "v_add_f32 v0, 0xffffffff, v1",
    "v_mul_lo_u32 v0, v1, 0xfffffffe", "v_add_f16 v0, 0xfff0, v1", "v_add_u16 v0, 0xffff, v1",
    "s_mov_b64 s[0:1], 0xffffffff", "s_add_u32 s0, s1, 0xffffffef",
    # other inline floats and literals
    "v_mul_f16 v0, 0.15915494, v1", "v_add_f64 v[0:1], 0.15915494, v[2:3]", "s_mov_b64 s[0:1], 1.0",
    "v_mov_b32 v0, 1e-8", "v_add_f16 v0, 100.0, v1", "v_fmaak_f32 v0, v1, v2, 1.5",
    # an integer naming an inline float's bits: inline for float and 32-bit integer operands
    # (within the operand's width, two's complement allowed), a literal for 16-bit integers
    "v_add_u32 v0, 0x3f800000, v1", "v_add_f16 v0, 0x3c00, v1", "v_add_f16 v0, -0x4400, v1",
    "v_add_u16 v0, 0x3c00, v1", "v_mad_u16 v0, 0x3c00, v1, v2", "v_pk_mul_f16 v0, 0x4000, v1",
    "v_pk_add_f16 v0, 0x3c003c00, v1", "v_pk_fma_f16 v0, v1, 0x3800, v2", "v_add_f16 v0, 0x13c00, v1",
]  # fmt: skip


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_constant_spellings_match_llvm_mc(arch):
    """Hand-picked constant spellings the random corpus rarely draws: our bytes equal llvm-mc's."""
    llvm.require()
    isa = cdna_isa.arch(arch)
    theirs = llvm.assemble(arch, CONSTANT_SPELLINGS)
    for line, code in zip(CONSTANT_SPELLINGS, theirs):
        if code is None:  # llvm-mc rejects it (an f64 literal in VOP3): so must we
            with pytest.raises(AsmError):
                isa.assemble(line)
        else:
            assert isa.assemble(line) == code, line


OPERAND_EDGES = [
    # the implicit vcc of an SDWA/DPP carry or select takes no source modifiers
    "v_addc_co_u32_sdwa v1, vcc, v2, v3, -vcc", "v_cndmask_b32_sdwa v1, v2, v3, |vcc|",
    "v_addc_co_u32_dpp v1, vcc, v2, v3, -vcc quad_perm:[0,1,2,3]", "v_cndmask_b32_sdwa v1, v2, v3, vcc",
    # gfx90a: in a load that also loads into LDS, `scc` after the resource is the cache bit
    "buffer_load_dword v29, off, s[0:3], scc", "buffer_load_dword v29, off, s[0:3], src_scc",
    "buffer_load_ubyte v29, off, s[0:3], scc offset:4", "buffer_load_dwordx2 v[2:3], off, s[0:3], scc",
    "buffer_store_dword v29, off, s[0:3], scc", "buffer_load_dword v29, off, s[0:3], src_scc scc",
    # v_ldexp_f16's exponent reads constants as f16 in VOP2/VOP3 but as i16 in SDWA
    "v_ldexp_f16_sdwa v117, v1, 0x3c00", "v_ldexp_f16_sdwa v117, v1, 1.0", "v_ldexp_f16_sdwa v117, v1, 0xffff",
    "v_ldexp_f16_sdwa v117, v1, 0xfff0", "v_ldexp_f16_sdwa v117, v1, 0xffef", "v_ldexp_f16 v117, v1, 0x3c00",
    "v_ldexp_f16_e64 v117, v1, 0xfff0", "v_ldexp_f16_sdwa v117, v1, 0.15915494",
    # v_pk_fmac_f16_sdwa: -x and |x| set the SDWA bits; constants are 32-bit values
    "v_pk_fmac_f16_sdwa v1, |v2|, v3", "v_pk_fmac_f16_sdwa v1, v2, -|v3|", "v_pk_fmac_f16_sdwa v1, |0.5|, v3",
    "v_pk_fmac_f16_sdwa v1, neg(0.5), v3", "v_pk_fmac_f16_sdwa v1, -|-0.5|, v3", "v_pk_fmac_f16_sdwa v1, |s1|, v3",
    "v_pk_fmac_f16_sdwa v1, |1|, v3", "v_pk_fmac_f16_sdwa v1, -0.5, v3", "v_pk_fmac_f16_sdwa v1, 0x3c00, v3",
    # an f64 MFMA's constant C is an f64: whole 64-bit patterns, no f32 pattern, no high word
    "v_mfma_f64_4x4x4f64 v[0:1], a[6:7], v[2:3], 0x3fc45f306dc9c882",
    "v_mfma_f64_4x4x4f64 v[0:1], a[6:7], v[2:3], 0xbff0000000000000",
    "v_mfma_f64_4x4x4f64 v[0:1], a[6:7], v[2:3], 0x3fe00000",
    "v_mfma_f64_4x4x4f64 v[0:1], a[6:7], v[2:3], 0x3f000000",
    "v_mfma_f64_4x4x4f64 v[0:1], a[6:7], v[2:3], 0x3e22f983",
    "v_mfma_f64_4x4x4f64 v[0:1], a[6:7], v[2:3], 0.15915494",
    "v_mfma_f64_4x4x4f64 v[0:1], a[6:7], v[2:3], 0.15915494309189532",
    "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, 0x3e22f983", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, 0.15915494",
    "v_add_f64 v[0:1], 0x3fe00000, v[2:3]",
    # gfx942/gfx950: no AGPRs in the returning global_atomic_add_f32 / pk_add_f16 (gfx90a: yes)
    "global_atomic_add_f32 a1, v[2:3], a4, off sc0", "global_atomic_pk_add_f16 a1, v[2:3], a4, off sc0",
    "global_atomic_add_f32 a1, v[2:3], a4, off glc", "global_atomic_add_f32 v[2:3], a4, off",
    "global_atomic_add_f32 v1, v[2:3], v4, off sc0",
    # v_pk_fmac_f16: llvm-mc reads sext(constant) as the constant in every form
    "v_pk_fmac_f16_e64 v43, v231, sext(-1)", "v_pk_fmac_f16_e32 v29, sext(0x12345678), v154",
    "v_pk_fmac_f16_sdwa v53, sext(-1), 53 dst_sel:WORD_1", "v_add_f32_e64 v1, sext(-1), v2",
    # v_pk_fmac_f16_e64 takes an op_sel of one to four zeros (nonzero ones llvm-mc drops)
    "v_pk_fmac_f16_e64 v43, v231, v210 op_sel:[0,0]", "v_pk_fmac_f16_e64 v43, v231, v210 op_sel:[0]",
    "v_pk_fmac_f16_e64 v43, v231, v210 op_sel:[0,0,0,0]", "v_pk_fmac_f16_e64 v43, v231, v210 op_sel:[0,0,0,0,0]",
    "v_add_f32_e64 v0, v1, v2 op_sel:[0,0]", "v_pk_fmac_f16_e64 v43, v231, v210 op_sel_hi:[0,0]",
    "v_pk_fmac_f16_e64 v43, v231, v210 clamp op_sel:[0,0]", "v_pk_fmac_f16_e64 v43, v231, v210 op_sel:[0,0] mul:2",
    "v_pk_fmac_f16_e64 v43, v231, v210 op_sel:[0,0] op_sel:[0,0]", "v_pk_fmac_f16_e64 v43, v231, v210 op_sel:[0] clamp",
    # v_fma_mix*: op_sel_hi takes one to four values, the missing ones 0
    "v_fma_mixlo_f16 v169, v19, ttmp9, v136 op_sel_hi:[1,1]", "v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1]",
    "v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,1,1]", "v_fma_mixhi_f16 v191, s45, |56|, v95 op_sel:[0,0,1] op_sel_hi:[0,0]",
    # sext() of a constant: not in v_ldexp_f16's exponent (f16 constants), elsewhere folded
    "v_ldexp_f16_e64 v0, 49, sext(-1)", "v_ldexp_f16_sdwa v117, v1, sext(-1)", "v_ldexp_f16_sdwa v117, v1, sext(v2)",
    "v_add_u32_e64 v1, v2, sext(-1)", "v_add_u32_sdwa v1, sext(-1), v2",
    # no lit() in the gpr_idx operands
    "s_set_gpr_idx_on ttmp15, lit(1)", "s_set_gpr_idx_mode lit(1)", "s_set_gpr_idx_on ttmp15, 1",
]  # fmt: skip
# gfx950 only: v_cvt_f32_bf16's SDWA source reads constants as f16 spellings (errata
# bf16-sdwa-constants), its other forms as bf16 ones
BF16_EDGES = [
    f"v_cvt_f32_bf16_{form} v210, {c}"
    for form in ("sdwa", "e32", "e64")
    for c in ("0x3118", "0x3c00", "0x3f80", "0x3e22", "0.1591549", "0.15915494", "0.15915494309189532", "1.0", "-1", "64")
]  # fmt: skip


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_operand_edges_match_llvm_mc(arch):
    """Operand corners the random corpus rarely draws: our bytes equal llvm-mc's, or both refuse."""
    llvm.require()
    isa = cdna_isa.arch(arch)
    problems = []
    lines = OPERAND_EDGES + (BF16_EDGES if arch == "cdna4" else [])
    for line, code in zip(lines, llvm.assemble(arch, lines)):
        try:
            ours = isa.assemble(line)
        except AsmError:
            ours = None
        if ours != code:
            problems.append(f"{line}: llvm-mc {code.hex() if code else 'refuses'}, ours {ours.hex() if ours else 'refuses'}")
    assert not problems, "\n".join(problems)


# words the bit-flip test (one example per form) does not reach: gfx90a's buffer_wbl2 with
# SCC (and GLC) set; an m0 destination of v_readlane / v_readfirstlane (llvm marks it);
# v_ldexp_f16_dpp with the exponent's -x/|x| bits (llvm decodes them and shows none);
# sext() bits on v_cndmask's and a bf16 SDWA source (llvm refuses the word)
DECODE_EDGES = {
    "cdna2": ["0080a0e000000000", "00c0a0e000000000", "0040a0e000000000"],
    "cdna4": ["f9b6a47f7e16be00", "f9b6a47f7e160600"],
    "all": ["cf05f87e", "7c0089d246f90000", "fa50d1668e4341ff", "fa50d1668e4381ff",
            "fabe1d67000080bf", "f95e1d01f0108e06", "f95e1d01f010860e", "f95e1d01f0100606"],
}  # fmt: skip


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_decode_edges_match_llvm_objdump(arch):
    """Each word alone (16-byte slots): we decode exactly those llvm-objdump decodes, with its text."""
    llvm.require("llvm-objdump")
    isa = cdna_isa.arch(arch)
    words = [bytes.fromhex(w) for w in DECODE_EDGES["all"] + DECODE_EDGES.get(arch, [])]
    problems = []
    for word, text in zip(words, llvm.objdump_slots(arch, words)):
        ours = llvm.our_slot_text(isa, word)
        if ours != text:
            problems.append(f"{word.hex()}: llvm-objdump {text!r}, ours {ours!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_f64_mfma_constant_c_prints_as_llvm_objdump(arch):
    """llvm-objdump prints an f64 MFMA's constant C as an f64 (1/(2*pi) at 64-bit precision)."""
    llvm.require()
    isa = cdna_isa.arch(arch)
    lines = [f"v_mfma_f64_4x4x4f64 v[0:1], a[6:7], v[2:3], {c}" for c in ("0.15915494309189532", "-4.0", "0.5", "-1", "64")]
    codes = llvm.assemble(arch, lines)
    assert all(codes)
    for code, text in zip(codes, llvm.disassemble(arch, codes)):
        assert isa.text(isa.decode(code)[0]) == text


@pytest.mark.parametrize("arch", sorted(llvm.TARGETS))
def test_vop3_source_modifier_bits_decode_as_llvm_objdump(arch):
    """Every VOP3A/VOP3B form's first example with, in turn, each ABS and NEG bit of each of the
    three sources set: we decode exactly the words llvm-objdump decodes (it refuses the bits of
    a source the instruction lacks, of a lane mask and of v_cmp_class's mask, takes those of a
    source without modifiers otherwise) and print the same text."""
    isa = cdna_isa.arch(arch)
    words = []
    for form in isa.forms:
        if form.fmt not in ("VOP3A", "VOP3B") or form.instr.matrix is not None:
            continue
        example = next((e for e in isa.examples.get(form.instr.name, ()) if e.split()[0] == form.mnemonic), None)
        if example is None:
            continue
        base = isa.assemble(example)
        for k in range(3):
            vop3b = form.fmt == "VOP3B"  # bits 8-14 hold SDST there, not ABS
            for byte, bit in ((7, 5 + k),) if vop3b else ((1, k), (7, 5 + k)):  # ABS 8-10, NEG 61-63
                word = bytearray(base)
                word[byte] |= 1 << bit
                words.append(bytes(word))
    assert len(words) > 1500, len(words)
    problems = []
    for word, theirs in zip(words, llvm.objdump_slots(arch, words)):
        ours = isa.disassemble(word)[0]
        ours = None if ours.startswith(".long") else ours
        if ours != theirs:
            problems.append(f"{word.hex()}: llvm-objdump {theirs}, ours {ours}")
    assert not problems, f"{len(problems)} of {len(words)}:\n" + "\n".join(problems[:20])
