"""Oracle: llvm-mc / llvm-objdump 22, answers stored in tests/data/sweep/<arch>.txt.xz by
tools/llvm_sweep.py (so the test is fast and does not depend on sampling).

The data sweeps the operand space of every instruction form of the spec: every value of every
field of up to 9 bits (all 512 source codes, every register, every modifier bit), both ends and
the powers of two of the wider ones (offsets, immediates), literal dwords on every source that
takes one; and text lines that put every operand spelling (registers of each file, width and
alignment, every special register, constants in every spelling, source modifiers) in every
operand position, and every modifier token after every form. Both directions are compared:
- disassembler: our first line for each encoding reads as llvm-objdump's (`.long` where llvm
  cannot decode it);
- assembler: every distinct line, the texts llvm-objdump printed and the probe lines, assembles
  with us to the bytes llvm-mc gives it, or is refused by both.

Where llvm itself is inconsistent the record is left out of the comparison (LLVM_INCONSISTENT,
ASSEMBLY_QUIRKS, DISASSEMBLY_QUIRKS, each with the reason). Comparing all records (2.4 million per arch) takes minutes, so by default
a fixed eighth of them is compared, chosen by a hash of the record (so every field value and
every spelling is equally likely to be in it, unlike a plain stride over the sweep's ordered
records); CDNA_ISA_SWEEP_SHARE=1 compares them all (`make test` does, in a process of its own
beside the other tests). Any other difference fails.
"""

from __future__ import annotations

import functools
import lzma
import os
import re
import zlib
from collections import Counter
from pathlib import Path

import cdna_isa
import pytest
from cdna_isa.runtime.forms import AsmError

from .conftest import ORACLE_STATS

DATA = Path(__file__).parent / "data" / "sweep"
NOP = bytes.fromhex("000080bf")
SLOT = 16
# llvm's own inconsistencies: (what the record shows, the reason it cannot be matched)
LLVM_INCONSISTENT = {
    "!crash": "llvm-objdump dies on the encoding (SDWA selects of 7 and more, a literal code in "
    "a 128-bit scaled MFMA): there is no answer to compare with",
    "null": "llvm-objdump prints code 125 as `null`, a name llvm-mc refuses on gfx90a/gfx950 "
    "(\"'null' operand is not supported on this GPU\")",
    "src_flat_scratch_base": "llvm-objdump prints codes 230/231 as src_flat_scratch_base_lo/hi, "
    "names llvm-mc refuses on gfx90a/gfx950 (spec/errata.yaml; the guides call them reserved)",
    "src_lds_direct": "llvm-objdump prints code 254 as src_lds_direct, which llvm-mc refuses on "
    "gfx90a/gfx942/gfx950 ('lds_direct is not supported on this GPU'; the guides call it reserved)",
}
LLVM_INCONSISTENT["dst_unused:3"] = (
    "SDWA dst_unused 3 has no name (the guides: reserved); llvm-objdump reaches an unreachable "
    "case and prints UNUSED_PAD, which llvm-mc encodes as 0; we print dst_unused:3"
)


def _llvm_unreachable(theirs: str, ours: str) -> bool:
    """A record LLVM_INCONSISTENT["dst_unused:3"] covers."""
    return "dst_unused:3" in ours and ours.replace("dst_unused:3", "dst_unused:UNUSED_PAD") == theirs


# lines llvm-objdump reads back as another instruction, length or registers than llvm-mc
# parsed (tools/llvm_selfcheck.py: a code of 128 or more cut to a 7-bit field, lit() without its
# dword, `off` as a symbol, a 64-bit register in a 32-bit DPP source), or whose values llvm reads
# otherwise than the line writes them (a float in an integer field, an offset past its field, a
# dropped source modifier, an operand llvm-mc itself marks invalid): llvm has no one answer
SELF_INCONSISTENT = DATA / "llvm_self_inconsistent.tsv.xz"
LLVM_INCONSISTENT["self"] = (
    "llvm-objdump reads the bytes llvm-mc writes for the line as another instruction, length, "
    "registers or values, or llvm-mc reads the line's values otherwise than written "
    "(tools/llvm_selfcheck.py, tests/data/sweep/llvm_self_inconsistent.tsv.xz)"
)


def _f16_range_loss(token: str) -> bool:
    """A float spelling that overflows an f16 or falls below its normal range."""
    try:
        x = abs(float(token))
    except ValueError:
        return False
    return ("." in token or "e" in token.lower()) and (x >= 65520 or 0 < x < 2**-14)


# readings of llvm-mc that no other instruction shares, each left out with the reason:
# (test of the line and llvm-mc's answer, reason); test_llvm_quirks_still_hold checks each
# reason against llvm-mc live
_SR_CONVERT_WIDE = re.compile(r"^v_cvt_scalef32_sr_(?:fp8|bf8)_b?f16(?:_e64)? \S+, (?:0x[0-9a-f]{5,}|\d{6,})\b", re.I)
_DIV_SCALE_ABS = re.compile(r"^v_div_scale_f(?:32|64)\b.*,[^,]*\|")
_HWREG_FLOAT = re.compile(r"hwreg\([^)]*\d\.\d*")
_BF16_LITERAL = re.compile(r"^v_cvt_f32_bf16(?:_e32)? \S+, (\S+)$")
ASSEMBLY_QUIRKS = [
    (
        lambda line, ref: _SR_CONVERT_WIDE.search(line),
        "llvm-mc cuts a 32-bit integer to its low half in the 16-bit first source of gfx950's "
        "v_cvt_scalef32_sr_{fp8,bf8}_{f16,bf16} (0xffffffff is -1, 0x3f800000 is 0), where it "
        "refuses such a number in every other f16 source (v_add_f16: 'invalid operand'); we "
        "refuse it everywhere",
    ),
    (
        lambda line, ref: _DIV_SCALE_ABS.search(line),
        "VOP3B has no ABS field: llvm-mc refuses |x| in v_div_scale's first source ('ABS not "
        "allowed in VOP3B instructions') but folds it into a constant in the second and third "
        "(|-1| even becomes -1) and drops it from a register; we refuse it in every source",
    ),
    (
        lambda line, ref: _HWREG_FLOAT.search(line),
        "llvm-mc reads a float inside hwreg() as its f32 bit pattern (1.0 is 0x3f800000, out of "
        "range; 0.0 and -0.0 are 0); we take integers and names only",
    ),
    (
        lambda line, ref: ref == "!" and (m := _BF16_LITERAL.match(line)) and _f16_range_loss(m.group(1)),
        "llvm-mc checks a bf16 literal's range as an f16's (1e5 overflows, 1e-6 underflows: "
        "'invalid operand'), though it encodes the bf16 bits and bf16 holds both; we take them",
    ),
]


# readings of llvm-objdump (here and in test_llvm_bitflip): (mnemonic, test of the first
# dword, reason)
DISASSEMBLY_QUIRKS = [
    (
        "v_cvt_pk_bf16_f32",
        lambda w0: w0 >> 13 & 1,
        "llvm-objdump refuses gfx950's v_cvt_pk_bf16_f32 with OPSEL bit 2 set, but decodes it "
        "with bits 0, 1 and 3, and its twin v_cvt_pk_f16_f32 with any of the four",
    ),
]


def disassembly_quirk(form: str, code: str) -> str | None:
    w0 = int.from_bytes(bytes.fromhex(code[:8]), "little")
    return next((why for name, test, why in DISASSEMBLY_QUIRKS if form == name and test(w0)), None)


def assembly_quirk(line: str, ref: str) -> str | None:
    """The reason llvm-mc's answer for `line` is left out of the comparison, if it is."""
    return next((why for test, why in ASSEMBLY_QUIRKS if test(line, ref)), None)


# compare the records whose hash is 0 modulo SHARE (1: all of them)
SHARE = int(os.environ.get("CDNA_ISA_SWEEP_SHARE", "8"))
# the archs whose answers tools/llvm_sweep.py has stored
SWEPT = sorted(p.name.split(".")[0] for p in DATA.glob("*.txt.xz"))


def squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip())


class Sweep:
    """One arch's records: per encoding (form, bytes, llvm-objdump's text); per distinct line
    (form, line, llvm-mc's bytes as hex or '!' where it refuses the line)."""

    def __init__(self, arch: str):
        path = DATA / f"{arch}.txt.xz"
        self.words: list[tuple[str, str, str]] = []
        self.lines: dict[str, tuple[str, str]] = {}
        form = "?"
        with lzma.open(path, "rt") as f:
            text = f.read()
        words, lines = self.words, self.lines
        for rec in text.splitlines():
            kind, _, rest = rec.partition("\t")
            if kind == "D":
                code, text, again = rest.split("\t")
                words.append((form, code, text))
                if again != "-" and text not in lines:
                    lines[text] = (form, code if again == "=" else again)
            elif kind == "A":
                line, answer = rest.split("\t")
                if line not in lines:
                    lines[line] = (form, answer)
            elif kind == "F":
                form = rest


@functools.cache
def load(arch: str) -> Sweep:
    return Sweep(arch)


@functools.cache
def self_inconsistent(arch: str) -> frozenset[str]:
    """The probe lines of `arch` on which llvm disagrees with itself (SELF_INCONSISTENT)."""
    with lzma.open(SELF_INCONSISTENT, "rt") as f:
        rows = [rec.split("\t") for rec in f.read().splitlines() if rec]
    return frozenset(line for a, line, *_ in rows if a == arch)


@pytest.fixture(scope="module", params=SWEPT)
def sweep(request):
    return request.param, cdna_isa.arch(request.param), load(request.param)


def our_texts(isa, codes: list[bytes]) -> list[str]:
    """Our text of the instruction at the start of each code's slot, every code padded to 16
    bytes with s_nop as the generator did and all disassembled as one buffer (`.long` for a word
    that does not decode or print, as llvm-objdump)."""
    buffer = b"".join(c + NOP * ((SLOT - len(c)) // 4) for c in codes)
    lines = isa.disassemble(buffer)
    at = {}
    pc = 0
    for item, line in zip(isa.decode(buffer), lines):
        pc = item[0] if isinstance(item, tuple) else item.pc
        if pc % SLOT == 0:
            at[pc] = line
    return [at.get(SLOT * i, "!missing") for i in range(len(codes))]


def _inconsistent(*texts: str) -> bool:
    # !crash / !missing: llvm-objdump died, or printed nothing at the slot (no answer to compare)
    return any(t in ("!crash", "!missing") or re.search(r"\b(null|src_flat_scratch_base_lo|src_flat_scratch_base_hi|src_lds_direct)\b", t) for t in texts)


def _chosen(key: str) -> bool:
    return SHARE == 1 or zlib.crc32(key.encode()) % SHARE == 0


def disassembly_category(theirs: str, ours: str) -> str:
    """A coarse name for a difference, for the ratchet."""
    marker = re.search(r"/\*\s*([A-Za-z ]+?)[,*]", theirs)
    if marker:
        return f"llvm marks: {marker.group(1).strip()}"
    if theirs.startswith(".long"):
        return "llvm cannot decode it, we do"
    if ours.startswith(".long"):
        return "we cannot decode it, llvm does"
    a, b = squeeze(theirs).split(" "), squeeze(ours).split(" ")
    if a[0] != b[0]:
        return "another mnemonic"
    return "operand or modifier text"


def assembly_category(ref: str, ours: str) -> str:
    if ref.startswith("!"):
        return "llvm refuses it, we encode it"
    if ours.startswith("!"):
        return "we refuse it, llvm encodes it"
    return "other bytes"


def _format(isa, mnemonic: str) -> str:
    forms = isa.by_mnemonic.get(mnemonic)
    return forms[0].fmt if forms else "?"


def _no_differences(arch: str, direction: str, found: Counter, examples: dict) -> None:
    lines = [f"{c}: {n}, e.g. {examples[c]}" for c, n in sorted(found.items())]
    assert not found, f"{arch} {direction}: differences from llvm:\n" + "\n".join(lines[:40])


def test_disassembler_matches_llvm_objdump(sweep):
    arch, isa, data = sweep
    found: Counter = Counter()
    examples: dict = {}
    # the chosen records, each after the two records before it in the sweep: an instruction
    # at the end of a slot may read into the next one, as it did when llvm-objdump ran (which
    # ran without the records it died on)
    chosen = [i for i, w in enumerate(data.words) if _chosen(w[1]) and not _inconsistent(w[2])]
    near = {j for i in chosen for j in (i - 2, i - 1) if j >= 0 and data.words[j][2] != "!crash"}
    kept = sorted(near | set(chosen))
    texts = dict(zip(kept, our_texts(isa, [bytes.fromhex(data.words[j][1]) for j in kept])))
    words = [data.words[i] for i in chosen]
    ours = [texts[i] for i in chosen]
    compared = 0
    for (form, code, text), mine in zip(words, ours):
        if _llvm_unreachable(squeeze(text), squeeze(mine)) or disassembly_quirk(form, code):
            continue
        compared += 1
        if mine != text and squeeze(mine) != squeeze(text):
            cat = f"{_format(isa, form)}: {disassembly_category(text, mine)}"
            found[cat] += 1
            examples.setdefault(cat, f"{code}: llvm '{text}', ours '{mine}'")
    ORACLE_STATS[f"sweep disassemble {arch}"] = (compared - sum(found.values()), compared)
    assert len(words) > 700000 // SHARE
    _no_differences(arch, "disassemble", found, examples)


def test_assembler_matches_llvm_mc(sweep):
    arch, isa, data = sweep
    found: Counter = Counter()
    examples: dict = {}
    total = 0
    llvm_disagrees = self_inconsistent(arch)
    for line, (form, ref) in data.lines.items():
        if not _chosen(line) or _inconsistent(line, ref) or line in llvm_disagrees:
            continue
        if assembly_quirk(line, ref):
            continue
        total += 1
        try:
            ours = isa.assemble(line).hex()
        except AsmError as exc:
            ours = f"!{exc.msg}"
        if ours.startswith("!") != ref.startswith("!") or (not ref.startswith("!") and ours != ref):
            cat = f"{_format(isa, form)}: {assembly_category(ref, ours)}"
            found[cat] += 1
            examples.setdefault(cat, f"{line!r}: llvm-mc {ref}, ours {ours}")
    ORACLE_STATS[f"sweep assemble {arch}"] = (total - sum(found.values()), total)
    assert total > 1200000 // SHARE
    _no_differences(arch, "assemble", found, examples)


def test_errors_carry_line_and_column():
    """Every line llvm-mc refuses and we refuse too gets an AsmError with its line and column
    (checked on a few thousand refused probe lines of each arch)."""
    for arch in SWEPT:
        isa = cdna_isa.arch(arch)
        refused = [line for line, (_, ref) in load(arch).lines.items() if ref == "!"][::50]
        assert len(refused) > 1000
        for line in refused:
            try:
                isa.assemble("s_nop 0\n" + line)
            except AsmError as exc:
                assert exc.line == 2 and exc.col >= 1, (line, exc)
                assert re.match(r"<input>:2:\d+: ", str(exc)), str(exc)


# The lines of issues 14 and 20 (each a category the sweep also covers), compared with llvm-mc
# 22 directly: the same bytes, or both refuse with a line:column message.
ISSUE_LINES = """s_mov_b32 s0, src_pops_exiting_wave_id
v_add_f32 v0, src_pops_exiting_wave_id, v1
v_add_f32_e64 v0, -flat_scratch_lo, v1
v_add_f64 v[0:1], -flat_scratch, v[2:3]
s_cbranch_g_fork -2.0, vcc
s_cbranch_g_fork 0x1234, vcc
s_rfe_restore_b64 0x40490fdb, src_vccz
s_swappc_b64 s[74:75], -1.0
s_load_dword s0, s[0:1], s0 offset:-0xcc333
s_load_dword s0, s[0:1], s0 offset:0x0
v_mov_b32_sdwa v10, v0 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD
v_min_i32_sdwa v1, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
v_cvt_u32_f32_e64 v0, v0 clamp div:2
v_cmp_class_f32_e64 s[0:1], v1, v2 clamp
v_dot2c_f32_f16_e64 v0, -v1, |v2|
v_dot2c_f32_f16_dpp v0, -v1, |v2| quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
ds_gws_init v2 offset:4 gds
ds_gws_init v3 gds
ds_gws_sema_v gds
ds_gws_barrier a2 offset:65535 gds
ds_read_b32 v0, v1 gds
s_sendmsg 0x10000
s_sendmsg -1
s_sendmsg 65535
v_add_u16 v0, -1e400, v1
v_mfma_f32_16x16x4f32 a[0:3], v0, v1, 0/*Invalid immediate*/
v_cmp_eq_i32_e64 src_execz, v1, v2
v_cmpx_f_f16_e64 src_private_base, v1, v2
v_readlane_b32 src_vccz, v70, m0
v_readlane_b32 src_shared_base, v70, m0
v_add_f64 v[0:1], v[0:1], 0x3fc45f306dc9c882
s_mov_b64 s[0:1], 0x3ff0000000000000
v_fract_f64 v[0:1], 0x3ff00000
v_pk_add_f32 v[0:1], 0x3fc45f306dc9c882, v[2:3]
s_buffer_load_dword s0, s[0:3], -1
s_buffer_load_dword s0, s[0:3], 0xfffff
s_load_dword s0, s[0:1], s1 glc offset:4
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), -16
s_endpgm 7
s_endpgm 65535
s_endpgm -1
s_endpgm_saved 7
v_cmp_class_f16_e32 vcc, |0.5|, v169
v_ceil_f16_e32 v147, neg(-1.0)
v_add_u16_e64 v17, 16, sext(-1)
v_add_lshl_u32 v39, 28, sext(-1), v230
v_ceil_f32_e32 v62, sext(-1)
v_add_f64 v[0:1], vcc_lo, v[2:3]
v_cmp_eq_f64_e32 vcc, exec_lo, v[248:249]
v_add_f64 v[0:1], src_shared_base, v[2:3]
s_and_b64 s[0:1], 1.5, vcc
v_cmp_eq_i64_e32 vcc, 1.5, v[0:1]
v_add_u16_e32 v0, 1.5, v1
v_add_f16_e32 v0, 1e-8, v1
v_cmp_eq_i16_e32 vcc, 1e-8, v94
v_add_f16_e32 v0, 0.1, v1
s_cmpk_ge_u32 m0, -1
s_cmpk_ge_i32 m0, -1
v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], src_shared_base
v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[2:3], s0
buffer_load_dword v1, off, s[0:3], 0 offset:4 glc
buffer_load_dword v1, off, s[0:3], 0 glc offset:4
buffer_load_dword v1, off, s[0:3], 0 glc glc
v_add_f32_e64 v0, v1, v2 clamp mul:2
v_add_f32_e64 v0, v1, v2 mul:2 clamp
v_add_f32_e64 v0, v1, v2 clamp clamp
v_mov_b32_dpp v0, v1 row_shl:1 row_mask:0xf row_shr:2
v_mov_b32_sdwa v0, v1 dst_sel:BYTE_0 dst_sel:BYTE_1
image_load v0, v4, s[8:15] dmask:0x1 glc a16
image_load v0, v4, s[8:15] dmask:0x1 a16 glc
v_ceil_f64_dpp v[0:1], v[2:3] quad_perm:[1,1,1,1] row_mask:0xf bank_mask:0xf
v_ceil_f64_dpp v[0:1], v[2:3] row_newbcast:1 row_mask:0xf bank_mask:0xf
v_fmac_f64_dpp v[0:1], v[2:3], v[4:5] row_shr:1 row_mask:0xf bank_mask:0xf
v_cvt_u32_f64 v5, v[0:1] quad_perm:[0,2,1,1] row_mask:0xf bank_mask:0xf
flat_atomic_add v6, v[8:9], a4 glc
flat_atomic_add a6, v[8:9], v4 glc
ds_write2_b64 v3, a[6:7], v[8:9] offset1:7
ds_wrxchg2st64_rtn_b32 v[10:11], v3, a4, a5 offset0:9
buffer_store_dwordx2 v[2:3], off, s[8:11], s2 offset:16 glc tfe
image_load v[4:8], v6, s[8:15] dmask:0xf unorm tfe
ds_gws_init a3 offset:16 gds
ds_gws_sema_br v5 offset:16 gds
ds_gws_barrier a4 offset:16 gds
ds_read_b32 v2, v3 gds
v_dot4_i32_i8 v4, v5, v6, v7 op_sel:[1,0]
v_dot4_u32_u8 v4, v5, v6, v7 op_sel_hi:[0,1]
v_mul_legacy_f32_e32 v4, v5, v6
v_mov_b32_dpp v4, v5 row_share:2 row_mask:0xf bank_mask:0xf
s_set_gpr_idx_on s2, 0x11
v_cmp_class_f32_sdwa s[3:4], v1, v2 src1_sel:WORD_1""".splitlines()


@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
def test_issue_lines_match_llvm_mc(arch):
    from . import llvm

    isa = cdna_isa.arch(arch)
    for line, ref in zip(ISSUE_LINES, llvm.assemble(arch, ISSUE_LINES)):
        if ref is None:
            with pytest.raises(AsmError, match=r"^<input>:1:\d+: "):
                isa.assemble(line)
        else:
            assert isa.assemble(line) == ref, line


def test_branch_beyond_16_bits_is_refused():
    """Oracle: llvm-mc ("branch size exceeds simm16"). A label 40,000 dwords away does not fit."""
    far = "s_branch y\n" + "s_nop 0\n" * 40000 + "y:\ns_nop 0\n"
    with pytest.raises(AsmError, match=r"^<input>:1:10: .*16-bit signed branch offset"):
        cdna_isa.cdna4.assemble(far)


# words of this round's disassembly categories (our own bytes; the oracle is llvm-objdump 22,
# asked live): a literal read after a VOP3 / VOP3P / MUBUF word, shown as lit() or as an invalid
# immediate in a register-only operand; -x/|x| bits of a source without modifiers taken and not
# shown, or refused where the instruction has none; op_sel, neg_hi and SMFMAC blgp bits of absent
# sources; SDWA sext/neg on the wrong kind of source, clamp/omod bits, a literal code; LDS bits
# outside the LDS loads; MIMG data tuples that cannot start there; m0/exec as SMEM data and exec
# as a GLOBAL base; sendmsg numbers with bits past the stream; GFX10 row_xmask codes
ISSUE_WORDS = {
    "cdna4": [
        "7e00cbd0ff400300" "78563412",  # v_cmp_le_u32_e64 exec, lit(...), v160
        "ff00c2d06a6c0300" "00008040",  # VOPC e64 SDST 255: an invalid immediate
        "0005fe7f" "78563412",  # v_readfirstlane_b32 with VDST 255 (VOP1)
        "ffa4907e00000000",  # v_accvgpr_mov_b32 a72, 0/*Invalid immediate*/
        "a20165d2f21ecf07",  # v_ashr_pk_i8_i32 with |x| bits: decoded, not shown
        "6a00c0d075660360",  # v_cmp_f_i32_e64 with neg bits: no modifiers, no instruction
        "e0e090d36b3c0118",  # v_pk_mul_f16 with op_sel of an absent third source
        "b8468ad38c650218",  # v_pk_add_u16 neg_hi on an integer source
        "c203b9d3ccad6edd",  # v_smfmac with BLGP bits
        "f9e0952410930686",  # v_lshlrev_b32_sdwa with omod bits
        "f9026c7e7c369600",  # v_mov_b32_sdwa -m0
        "f9583326ff0b8086",  # SDWA source code 255
        "00401be10049146a",  # buffer_atomic_smax with the LDS bit
        "000044e0004c12ff" "0000803f",  # buffer_load_sbyte with a literal SOFFSET
        "2c1f20c20d000000",  # s_atomic_and m0, ...
        "971f05c07c000000",  # s_load_dwordx2 exec, ...
        "5a9d24dd6ae67e00",  # global_atomic_or with exec as the base
        "ffdf90bf",  # s_sendmsg 57343
        "fa58607f4568014f",  # v_bfrev_b32_dpp with a row_xmask code
        "2a30dfd3ffb90b0a",  # an MFMA A tuple past a255
    ],
    "cdna2": [
        "001348f03ccd0600",  # image_atomic_add dmask:0x3 at an odd VGPR
        "000b00f2a27d1000",  # image_load dmask:0xb at an odd VGPR
        "009f46f09ad50600",  # image_atomic_cmpswap dmask:0xf at an odd VGPR
        "002008dde06d0000",  # flat_atomic_add with the LDS bit
    ],
}


def _llvm_first_line(arch: str, code: bytes) -> str:
    """llvm-mc --disassemble's text of the instruction at the start of `code` + s_nops (a
    `.long` of its first word where it warns that the encoding is invalid)."""
    import subprocess

    from . import llvm

    padded = code + NOP * ((SLOT - len(code)) // 4)
    res = subprocess.run(
        [llvm.require(), "-arch=amdgcn", f"-mcpu={llvm.TARGETS[arch]}", "--disassemble"],
        input=",".join(f"0x{b:02x}" for b in padded) + "\n",
        capture_output=True,
        text=True,
    )
    if ":1:1: warning: invalid instruction encoding" in res.stderr:
        return f".long 0x{int.from_bytes(code[:4], 'little'):08x}"
    lines = [ln.strip() for ln in res.stdout.splitlines() if ln.strip() and not ln.startswith("\t.")]
    return lines[0]


@pytest.mark.parametrize("arch", sorted(ISSUE_WORDS))
def test_issue_words_read_as_llvm_objdump_reads_them(arch):
    isa = cdna_isa.arch(arch)
    codes = [bytes.fromhex(h) for h in ISSUE_WORDS[arch]]
    for code, ours in zip(codes, our_texts(isa, codes)):
        assert squeeze(ours) == squeeze(_llvm_first_line(arch, code)), code.hex()


def test_llvm_quirks_still_hold():
    """Each reason of ASSEMBLY_QUIRKS and DISASSEMBLY_QUIRKS, held against llvm-mc and
    llvm-objdump 22 live: should llvm change, the exception goes and the difference shows."""
    from . import llvm

    llvm.require("llvm-objdump")
    ok = {  # line -> what llvm-mc must do with it: None refuses, a line the same bytes as it
        "v_cvt_scalef32_sr_bf8_f16 v58, 0x3f800000, v1, v2": "v_cvt_scalef32_sr_bf8_f16 v58, 0, v1, v2",
        "v_cvt_scalef32_sr_bf8_f16 v58, 0xffffffff, v1, v2": "v_cvt_scalef32_sr_bf8_f16 v58, -1, v1, v2",
        "v_add_f16_e64 v0, 0xffffffff, v1": None,
        "v_div_scale_f32 v176, exec, v115, |s1|, v1": "v_div_scale_f32 v176, exec, v115, s1, v1",
        "v_div_scale_f32 v176, exec, v115, |-1|, v1": "v_div_scale_f32 v176, exec, v115, -1, v1",
        "v_div_scale_f64 v[0:1], s[2:3], |0.5|, v[2:3], v[4:5]": None,
        "s_getreg_b32 s0, hwreg(HW_REG_MODE, 1.0, 1)": None,
        "s_getreg_b32 s0, hwreg(HW_REG_MODE, -0.0, 1)": "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 1)",
        "v_cvt_f32_bf16_e32 v1, 1e5": None,
        "v_cvt_f32_bf16_e32 v1, 1e-6": None,
    }
    lines = list(ok) + [same for same in ok.values() if same]
    codes = dict(zip(lines, llvm.assemble("cdna4", lines)))
    for line, same in ok.items():
        assert codes[line] == (codes[same] if same else None), (line, codes[line])
        assert same is None or codes[same] is not None, same
    # v_cvt_pk_bf16_f32 (opcode 616) with OPSEL bit 2 refused, bits 0, 1, 3 taken; the f16
    # twin (615) takes all four
    words = [(0xD2000003 | op << 16 | 1 << (11 + bit)).to_bytes(4, "little") + bytes.fromhex("01050200")
             for op in (616, 615) for bit in range(4)]  # fmt: skip
    decoded = [text is not None for text in llvm.objdump_slots("cdna4", words)]
    assert decoded == [True, True, False, True] + [True] * 4, decoded
    assert disassembly_quirk("v_cvt_pk_bf16_f32", words[2].hex())  # the word llvm refuses
    assert not disassembly_quirk("v_cvt_pk_bf16_f32", words[1].hex())
    for line in ok:
        assert assembly_quirk(line, "!" if codes[line] is None else codes[line].hex()) or "v_add_f16" in line, line
