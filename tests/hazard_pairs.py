"""Producer/consumer pairs, each written twice: as assembly for the checker and as MIR for
llc-22's post-RA hazard recognizer, with the wait states AMD's guide requires between them
(hand-transcribed from the guide row each pair names). tests/test_hazard_profiles.py runs llc on
the MIR (the `llvm` profile's oracle) and the checker on the assembly under both profiles.

MIR notation: {v0:4} is the tuple $vgpr0_vgpr1_vgpr2_vgpr3 ({a..} AGPRs, {s..} SGPRs).
Guide rows: MI200 = AMD Instinct MI200 ISA guide (Table 9 in 4.5, Table 26 in 7.2); MI300 = AMD
Instinct MI300 ISA guide (Table 11 in 4.5, Table 37 in 7.5); CDNA4 = AMD CDNA4 ISA guide (Table 11
in 4.5, Table 38 in 7.6), columns 2/4/8/16 passes. MI300 Table 11 has CDNA4 Table 11's rows and
values (compared row by row; the M0 row adds GDS, the V_PERMLANE rows are absent), so the VALU
and scalar pairs take the CDNA4 value on cdna3 unless they give one of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Pair:
    id: str
    arch: str
    producer: str  # assembly
    consumer: str
    mir_producer: str
    mir_consumer: str
    amd: int  # what the guide row requires
    row: str  # the guide row ("none": no row asks for wait states here)


def mir_regs(text: str) -> str:
    """{v0:4} -> $vgpr0_vgpr1_vgpr2_vgpr3 (v VGPRs, a AGPRs, s SGPRs)."""

    def tuple_(m: re.Match) -> str:
        kind, lo, n = m.group(1), int(m.group(2)), int(m.group(3) or 1)
        name = {"v": "vgpr", "a": "agpr", "s": "sgpr"}[kind]
        return "$" + "_".join(f"{name}{i}" for i in range(lo, lo + n))

    return re.sub(r"\{([vas])(\d+)(?::(\d+))?\}", tuple_, text)


E = "implicit $exec"
ME = "implicit $mode, implicit $exec"
T9, T11, T11_MI300 = "MI200 4.5 Table 9", "CDNA4 4.5 Table 11", "MI300 4.5 Table 11"
T26, T38, T37 = "MI200 7.2 Table 26", "CDNA4 7.6 Table 38", "MI300 7.5 Table 37"
ARCHS = ("cdna2", "cdna3", "cdna4")
TABLE = {"cdna2": T9, "cdna3": T11_MI300, "cdna4": T11}
MATRIX_TABLE = {"cdna2": T26, "cdna3": T37, "cdna4": T38}

# VALU and scalar rows, the same pair on both archs unless the value says otherwise
READFIRST = ("v_readfirstlane_b32 s4, v0", "$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec")
CMP_VCC = ("v_cmp_gt_u32 vcc, v0, v1", "V_CMP_GT_U32_e32 $vgpr0, $vgpr1, implicit-def $vcc, implicit $exec")
CMP_SGPR = ("v_cmp_eq_u32_e64 s[4:5], v0, v1", "$sgpr4_sgpr5 = V_CMP_EQ_U32_e64 $vgpr0, $vgpr1, implicit $exec")
CMP_EXEC = ("v_cmp_eq_u32_e64 exec, v0, v1", "$exec = V_CMP_EQ_U32_e64 $vgpr0, $vgpr1, implicit $exec")
CMPX = ("v_cmpx_eq_u32 vcc, v0, v1", "V_CMPX_EQ_U32_nosdst_e32 $vgpr0, $vgpr1, implicit-def $exec, implicit $exec")
MOV_V0 = ("v_mov_b32 v0, v1", "$vgpr0 = V_MOV_B32_e32 $vgpr1, implicit $exec")
M0 = ("s_mov_b32 m0, s0", "$m0 = S_MOV_B32 $sgpr0")
SETREG_MODE = ("s_setreg_b32 hwreg(HW_REG_MODE, 0, 2), s0", "S_SETREG_B32 $sgpr0, 2049, implicit-def $mode, implicit $mode")
GETREG_MODE = ("s_getreg_b32 s2, hwreg(HW_REG_MODE, 0, 2)", "$sgpr2 = S_GETREG_B32 2049, implicit $mode")
STORE4 = ("global_store_dwordx4 v[0:1], v[2:5], off", "GLOBAL_STORE_DWORDX4 {v0:2}, {v2:4}, 0, 0, implicit $exec")


def _scalar_and_valu_pairs() -> list[Pair]:
    both = [
        # (id, producer, consumer, amd by arch, row text)
        ("setreg-getreg", SETREG_MODE, GETREG_MODE, {"cdna2": 2, "cdna4": 2}, "S_SETREG <*>, then S_GETREG <same reg>: 2"),
        ("setreg-setreg", SETREG_MODE, ("s_setreg_b32 hwreg(HW_REG_MODE, 0, 2), s1", "S_SETREG_B32 $sgpr1, 2049, implicit-def $mode, implicit $mode"),
         {"cdna2": 2, "cdna4": 2}, "S_SETREG <*>, then S_SETREG <same reg>: 2"),
        ("setvskip-getreg-mode", ("s_setvskip s0, s1", "S_SETVSKIP $sgpr0, $sgpr1, implicit-def $scc"), GETREG_MODE,
         {"cdna2": 2, "cdna4": 2}, "SET_VSKIP, then S_GETREG MODE: 2"),
        ("setreg-vskip-vector", ("s_setreg_b32 hwreg(HW_REG_MODE, 28, 1), s0", "S_SETREG_B32 $sgpr0, 1793, implicit-def $mode, implicit $mode"),
         ("v_mov_b32 v2, v3", "$vgpr2 = V_MOV_B32_e32 $vgpr3, implicit $exec"), {"cdna2": 2, "cdna4": 2}, "S_SETREG MODE.vskip, then any vector op: 2"),
        ("valu-vcc-exec-execz-vccz", CMP_VCC, ("v_mov_b32 v2, src_vccz", "$vgpr2 = V_MOV_B32_e32 $src_vccz, implicit $exec"),
         {"cdna2": 5, "cdna4": 5}, "VALU that sets VCC or EXEC, then a VALU using VCCZ as data: 5"),
        ("valu-sgpr-lanesel", READFIRST, ("v_readlane_b32 s5, v1, s4", "$sgpr5 = V_READLANE_B32 $vgpr1, $sgpr4"),
         {"cdna2": 4, "cdna4": 4}, "VALU writes SGPR, then V_READLANE with it as lane select: 4"),
        ("valu-sgpr-lanesel-writelane", READFIRST, ("v_writelane_b32 v1, 5, s4", "$vgpr1 = V_WRITELANE_B32 5, $sgpr4, $vgpr1"),
         {"cdna2": 4, "cdna4": 4}, "VALU writes SGPR, then V_WRITELANE with it as lane select: 4"),
        ("valu-vcc-div-fmas", CMP_VCC, ("v_div_fmas_f32 v4, v5, v6, v7", "$vgpr4 = V_DIV_FMAS_F32_e64 0, $vgpr5, 0, $vgpr6, 0, $vgpr7, 0, 0, implicit $mode, implicit $vcc, implicit $exec"),
         {"cdna2": 4, "cdna4": 4}, "VALU writes VCC, then V_DIV_FMAS: 4"),
        ("wide-store-data-overwrite-load", STORE4, ("global_load_dword v3, v[6:7], off", "$vgpr3 = GLOBAL_LOAD_DWORD {v6:2}, 0, 0, implicit $exec"),
         {"cdna2": 1, "cdna4": 1}, "FLAT/global STORE_X4, then a write of its data VGPRs: 1"),
        ("wide-store-data-overwrite-valu", STORE4, ("v_mov_b32 v3, v8", "$vgpr3 = V_MOV_B32_e32 $vgpr8, implicit $exec"),
         {"cdna2": 1, "cdna4": 2}, "STORE_X4, then a write (cdna2: 1) / a VALU write (cdna4: 2) of its data VGPRs"),
        ("wide-store-data-overwrite-soffset", ("buffer_store_dwordx4 v[2:5], off, s[0:3], s4", "BUFFER_STORE_DWORDX4_OFFSET {v2:4}, {s0:4}, $sgpr4, 0, 0, 0, implicit $exec"),
         ("v_mov_b32 v3, v8", "$vgpr3 = V_MOV_B32_e32 $vgpr8, implicit $exec"), {"cdna2": 0, "cdna4": 0},
         "BUFFER_STORE_* with an SGPR offset need no wait states"),
        ("wide-store-data-overwrite-buffer", ("buffer_store_dwordx4 v[2:5], off, s[0:3], 0", "BUFFER_STORE_DWORDX4_OFFSET {v2:4}, {s0:4}, 0, 0, 0, 0, implicit $exec"),
         ("v_mov_b32 v3, v8", "$vgpr3 = V_MOV_B32_e32 $vgpr8, implicit $exec"), {"cdna2": 1, "cdna4": 2},
         "BUFFER_STORE_DWORD_X4 (constant offset), then a VALU write of its data VGPRs: 1 / 2"),
        ("valu-sgpr-vmem", READFIRST, ("global_load_dword v1, v2, s[4:5]", "$vgpr1 = GLOBAL_LOAD_DWORD_SADDR {s4:2}, $vgpr2, 0, 0, implicit $exec"),
         {"cdna2": 5, "cdna4": 5}, "VALU writes SGPR, then VMEM reads that SGPR: 5"),
        ("salu-m0-sendmsg", M0, ("s_sendmsg sendmsg(MSG_INTERRUPT)", "S_SENDMSG 1, implicit $exec, implicit $m0"),
         {"cdna2": 1, "cdna4": 1}, "SALU writes M0, then S_SENDMSG: 1"),
        ("valu-vgpr-dpp", MOV_V0, ("v_mov_b32_dpp v2, v0 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", "$vgpr2 = V_MOV_B32_dpp $vgpr2, $vgpr0, 228, 15, 15, 0, implicit $exec"),
         {"cdna2": 2, "cdna4": 2}, "VALU writes VGPR, then VALU DPP reads that VGPR: 2"),
        ("valu-vgpr-dpp-old", ("v_mov_b32 v2, v1", "$vgpr2 = V_MOV_B32_e32 $vgpr1, implicit $exec"),
         ("v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf", "$vgpr2 = V_MOV_B32_dpp $vgpr2, $vgpr0, 273, 15, 15, 0, implicit $exec"),
         {"cdna2": 0, "cdna4": 0}, "VALU writes VGPR, then VALU DPP reads that VGPR: the DPP op reads v0, it writes v2"),
        ("valu-vgpr-dpp-src1", ("v_mov_b32 v3, v1", "$vgpr3 = V_MOV_B32_e32 $vgpr1, implicit $exec"),
         ("v_add_f32_dpp v2, v0, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", "$vgpr2 = V_ADD_F32_dpp $vgpr2, 0, $vgpr0, 0, $vgpr3, 228, 15, 15, 0, implicit $mode, implicit $exec"),
         {"cdna2": 2, "cdna4": 2}, "VALU writes VGPR, then VALU DPP reads it (as src1): 2 (the row names no operand; errata dpp-hazard-sources)"),
        ("valu-exec-dpp", CMP_EXEC, ("v_mov_b32_dpp v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", "$vgpr2 = V_MOV_B32_dpp $vgpr2, $vgpr3, 228, 15, 15, 0, implicit $exec"),
         {"cdna2": 5, "cdna4": 5}, "VALU writes EXEC, then VALU DPP op: 5"),
        ("setreg-trapsts-rfe", ("s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 2), s0", "S_SETREG_B32 $sgpr0, 2051, implicit-def $mode, implicit $mode"),
         ("s_rfe_b64 s[0:1]", "S_RFE_B64 {s0:2}"), {"cdna2": 1, "cdna4": 1}, "S_SETREG TRAPSTS, then RFE: 1"),
        ("salu-m0-movrel", M0, ("s_movrels_b32 s1, s2", "$sgpr1 = S_MOVRELS_B32 $sgpr2, implicit $m0"),
         {"cdna2": 1, "cdna4": 1}, "SALU writes M0, then S_MOVREL: 1"),
        ("salu-m0-lds-m0-buffer", M0, ("buffer_load_dword off, s[4:7], s8 lds", "BUFFER_LOAD_DWORD_LDS_OFFSET {s4:4}, $sgpr8, 0, 0, 0, implicit $exec, implicit $m0"),
         {"cdna2": 1, "cdna4": 1}, "SALU writes M0, then a load into LDS (buffer, LDS = 1): 1"),
        ("valu-sgpr-valu-const", READFIRST, ("v_add_f32 v1, s4, v2", "$vgpr1 = V_ADD_F32_e32 $sgpr4, $vgpr2, implicit $mode, implicit $exec"),
         {"cdna2": 0, "cdna4": 2}, "VALU writes SGPR, then VALU reads it as a constant: 2 (CDNA4; no MI200 row)"),
        ("valu-sgpr-valu-mask-e64", CMP_SGPR, ("v_cndmask_b32_e64 v2, v3, v4, s[4:5]", "$vgpr2 = V_CNDMASK_B32_e64 0, $vgpr3, 0, $vgpr4, {s4:2}, implicit $exec"),
         {"cdna2": 0, "cdna4": 0}, "VALU writes SGPR, then VALU reads it as a lane mask/carry-in: 0"),
        ("valu-sgpr-valu-mask-vcc", CMP_VCC, ("v_cndmask_b32 v2, v3, v4, vcc", "$vgpr2 = V_CNDMASK_B32_e32 $vgpr3, $vgpr4, implicit $vcc, implicit $exec"),
         {"cdna2": 0, "cdna4": 0}, "VALU writes VCC, then VALU reads it as a lane mask: 0"),
        ("valu-sgpr-valu-carry", ("v_add_co_u32_e64 v0, s[4:5], v1, v2", "$vgpr0, $sgpr4_sgpr5 = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0, implicit $exec"),
         ("v_addc_co_u32_e64 v3, s[6:7], v4, v5, s[4:5]", "$vgpr3, $sgpr6_sgpr7 = V_ADDC_U32_e64 $vgpr4, $vgpr5, {s4:2}, 0, implicit $exec"),
         {"cdna2": 0, "cdna4": 0}, "VALU writes SGPR, then VALU reads it as a carry-in: 0"),
        ("dot-same-srcc", ("v_dot2_f32_f16 v0, v1, v2, v3", "$vgpr0 = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 8, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         ("v_dot2_f32_f16 v0, v1, v2, v0", "$vgpr0 = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 8, $vgpr0, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         {"cdna2": 0, "cdna4": 0}, "DLop writes VGPR, then the same DLop reads it as SrcC: 0"),
        ("dot-same-srcab", ("v_dot2_f32_f16 v0, v1, v2, v3", "$vgpr0 = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 8, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         ("v_dot2_f32_f16 v4, v0, v2, v5", "$vgpr4 = V_DOT2_F32_F16 8, $vgpr0, 8, $vgpr2, 8, $vgpr5, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         {"cdna2": 3, "cdna4": 3}, "DLop writes VGPR, then the same DLop reads it as SrcA/B: 3"),
        ("dot-other-rw", ("v_dot2_f32_f16 v0, v1, v2, v3", "$vgpr0 = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 8, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         ("v_mov_b32 v4, v0", "$vgpr4 = V_MOV_B32_e32 $vgpr0, implicit $exec"), {"cdna2": 3, "cdna4": 3}, "DLop writes VGPR, then another opcode reads it: 3"),
        ("dot-mfma-read", ("v_dot2_f32_f16 v0, v1, v2, v3", "$vgpr0 = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 8, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         ("v_mfma_f32_16x16x16f16 v[10:13], v[0:1], v[42:43], v[10:13]", f"{{v10:4}} = V_MFMA_F32_16X16X16F16_vgprcd_e64 {{v0:2}}, {{v42:2}}, {{v10:4}}, 0, 0, 0, {ME}"),
         {"cdna2": 3, "cdna4": 3}, "DLop writes VGPR, then another opcode (an MFMA) reads it: 3"),
        ("dot-other-waw", ("v_dot2_f32_f16 v0, v1, v2, v3", "$vgpr0 = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 8, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         ("v_mov_b32 v0, v4", "$vgpr0 = V_MOV_B32_e32 $vgpr4, implicit $exec"), {"cdna2": 3, "cdna4": 3}, "DLop writes VGPR, then another opcode writes it (WAW): 3"),
    ]
    out = []
    for name, (pa, pm), (ca, cm), amd, row in both:
        for a in ARCHS:
            table = MATRIX_TABLE[a] if name.startswith("dot") else TABLE[a]
            out.append(Pair(f"{name}/{a}", a, pa, ca, pm, cm, amd.get(a, amd["cdna4"]), f"{table}: {row}"))
    cdna4 = [
        ("salu-m0-lds-m0-global", M0, ("global_load_lds_dword v[0:1], off", "GLOBAL_LOAD_LDS_DWORD {v0:2}, 0, 0, implicit $m0, implicit $exec"),
         1, "SALU writes M0, then global with LDS = 1: 1"),
        ("cmpx-valu-exec-const", CMPX, ("v_mov_b32 v2, exec_lo", "$vgpr2 = V_MOV_B32_e32 $exec_lo, implicit $exec"), 2, "v_cmpx, then VALU reads EXEC as a constant: 2"),
        ("cmpx-lane-access", CMPX, ("v_readfirstlane_b32 s0, v1", "$sgpr0 = V_READFIRSTLANE_B32 $vgpr1, implicit $exec"), 4, "v_cmpx, then v_readfirstlane: 4"),
        ("valu-exec-lane-access", CMP_EXEC, ("v_readlane_b32 s0, v1, 3", "$sgpr0 = V_READLANE_B32 $vgpr1, 3"), 0, "v_cmp writing EXEC (not v_cmpx), then v_readlane: no row"),
        ("cmpx-other-valu", CMPX, ("v_mov_b32 v2, v3", "$vgpr2 = V_MOV_B32_e32 $vgpr3, implicit $exec"), 0, "v_cmpx, then other VALU: 0"),
        ("valu-vgpr-readlane-vsrc", MOV_V0, ("v_readlane_b32 s0, v0, s1", "$sgpr0 = V_READLANE_B32 $vgpr0, $sgpr1"), 1, "VALU writes VGPRn, then v_readlane reads VGPRn: 1"),
        ("valu-vgpr-readfirstlane-vsrc", MOV_V0, ("v_readfirstlane_b32 s0, v0", "$sgpr0 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec"), 0, "VALU writes VGPRn, then v_readfirstlane: no row (v_readlane only)"),
        ("shifted-result-sdwa", ("v_lshrrev_b32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
                                 "$vgpr0 = V_LSHRREV_B32_sdwa 0, $vgpr1, 0, $vgpr2, 0, 5, 0, 6, 6, implicit $exec"),
         ("v_mov_b32 v3, v0", "$vgpr3 = V_MOV_B32_e32 $vgpr0, implicit $exec"), 1, "VALU op with SDWA moving the result, then a VALU op consuming it: 1"),
        ("shifted-result-opsel", ("v_cvt_pk_fp8_f32 v0, v1, v2 op_sel:[0,0,1]", "$vgpr0 = V_CVT_PK_FP8_F32_e64 8, $vgpr1, 0, $vgpr2, $vgpr0, 0, implicit $mode, implicit $exec"),
         ("v_mov_b32 v3, v0", "$vgpr3 = V_MOV_B32_e32 $vgpr0, implicit $exec"), 1, "VALU op with OPSEL moving the result, then a VALU op consuming it: 1"),
        ("trans-consumer", ("v_exp_f32 v0, v1", "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec"),
         ("v_add_f32 v2, v0, v3", "$vgpr2 = V_ADD_F32_e32 $vgpr0, $vgpr3, implicit $mode, implicit $exec"), 1, "VALU trans op, then a non-trans VALU op consuming it: 1"),
        ("trans-trans", ("v_exp_f32 v0, v1", "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec"),
         ("v_log_f32 v2, v0", "$vgpr2 = V_LOG_F32_e32 $vgpr0, implicit $mode, implicit $exec"), 0, "VALU trans op, then a trans op: no row"),
        ("vop3p-op-sel-hi", ("v_pk_add_f32 v[0:1], v[2:3], v[4:5]", "{v0:2} = V_PK_ADD_F32 8, {v2:2}, 8, {v4:2}, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         ("v_mov_b32 v6, v0", "$vgpr6 = V_MOV_B32_e32 $vgpr0, implicit $exec"), 0, "v_pk_add_f32 (op_sel_hi default), then a VALU reads the result: no row"),
        ("vop3p-op-sel-hi-clear", ("v_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel_hi:[0,0]", "{v0:2} = V_PK_ADD_F32 0, {v2:2}, 0, {v4:2}, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
         ("v_mov_b32 v6, v0", "$vgpr6 = V_MOV_B32_e32 $vgpr0, implicit $exec"), 0, "v_pk_add_f32 op_sel_hi:[0,0], then a VALU reads the result: no row"),
        ("cmpx-permlane", CMPX, ("v_permlane16_swap_b32 v2, v3", "$vgpr2, $vgpr3 = V_PERMLANE16_SWAP_B32_e32 $vgpr2, $vgpr3, implicit $exec"),
         4, "V_CMPX, then V_PERMLANE*: 4"),
        ("valu-vdst-permlane", ("v_mov_b32 v2, v1", "$vgpr2 = V_MOV_B32_e32 $vgpr1, implicit $exec"),
         ("v_permlane32_swap_b32 v2, v3", "$vgpr2, $vgpr3 = V_PERMLANE32_SWAP_B32_e32 $vgpr2, $vgpr3, implicit $exec"), 2, "VALU writes vdst, then V_PERMLANE* reads vdst: 2"),
        ("valu-src0-permlane", ("v_mov_b32 v3, v1", "$vgpr3 = V_MOV_B32_e32 $vgpr1, implicit $exec"),
         ("v_permlane32_swap_b32 v2, v3", "$vgpr2, $vgpr3 = V_PERMLANE32_SWAP_B32_e32 $vgpr2, $vgpr3, implicit $exec"), 0, "VALU writes V_PERMLANE*'s src0, not its vdst: no row"),
    ]
    out += [Pair(f"{n}/cdna4", "cdna4", pa, ca, pm, cm, amd, f"{T11}: {row}") for n, (pa, pm), (ca, cm), amd, row in cdna4]
    # the same rows in MI300 Table 11, but V_PERMLANE* (gfx950 only)
    out += [Pair(f"{n}/cdna3", "cdna3", pa, ca, pm, cm, amd, f"{T11_MI300}: {row}")
            for n, (pa, pm), (ca, cm), amd, row in cdna4 if "permlane" not in n]  # fmt: skip
    return out


# ---------------------------------------------------------------------------- MFMAs
@dataclass(frozen=True)
class Mfma:
    asm: str  # mnemonic
    mir: str  # LLVM opcode (VGPR D/C form)
    cls: str  # the guide's class on the arch: xdl, sgemm, dgemm
    passes: int
    d: int  # D/C registers
    ab: int  # A/B registers
    mods: str = ""  # assembly modifiers
    mir_tail: str = "0, 0, 0"  # MIR modifier operands after C

    def asm_text(self, d: int, a: int, b: int, c: int) -> str:
        return f"{self.asm} {_vr(d, self.d)}, {_vr(a, self.ab)}, {_vr(b, self.ab)}, {_vr(c, self.d)}{self.mods}"

    def mir_text(self, d: int, a: int, b: int, c: int) -> str:
        return (f"{{v{d}:{self.d}}} = {self.mir} {{v{a}:{self.ab}}}, {{v{b}:{self.ab}}}, {{v{c}:{self.d}}}, "
                f"{self.mir_tail}, {ME}")  # fmt: skip


def _pair(id_: str, arch: str, p: tuple[str, str], c: tuple[str, str], amd: int, row: str) -> Pair:
    return Pair(id_, arch, p[0], c[0], p[1], c[1], amd, row)


def _vr(first: int, n: int) -> str:
    return f"v{first}" if n == 1 else f"v[{first}:{first + n - 1}]"


MFMAS = {
    "cdna2": [
        Mfma("v_mfma_f32_4x4x4f16", "V_MFMA_F32_4X4X4F16_vgprcd_e64", "xdl", 2, 4, 2),
        Mfma("v_mfma_f32_16x16x16f16", "V_MFMA_F32_16X16X16F16_vgprcd_e64", "xdl", 8, 4, 2),
        Mfma("v_mfma_f32_32x32x8f16", "V_MFMA_F32_32X32X8F16_vgprcd_e64", "xdl", 16, 16, 2),
        Mfma("v_mfma_f32_16x16x4f32", "V_MFMA_F32_16X16X4F32_vgprcd_e64", "xdl", 8, 4, 1),
        Mfma("v_mfma_f64_16x16x4f64", "V_MFMA_F64_16X16X4F64_vgprcd_e64", "dgemm16", 8, 8, 2),
        Mfma("v_mfma_f64_4x4x4f64", "V_MFMA_F64_4X4X4F64_vgprcd_e64", "dgemm4", 4, 2, 2),
    ],
    "cdna3": [
        Mfma("v_mfma_f32_4x4x4_16b_f16", "V_MFMA_F32_4X4X4F16_vgprcd_e64", "xdl", 2, 4, 2),
        Mfma("v_mfma_f32_16x16x16_f16", "V_MFMA_F32_16X16X16F16_vgprcd_e64", "xdl", 4, 4, 2),
        Mfma("v_mfma_f32_32x32x8_f16", "V_MFMA_F32_32X32X8F16_vgprcd_e64", "xdl", 8, 16, 2),
        Mfma("v_mfma_f32_32x32x4_2b_f16", "V_MFMA_F32_32X32X4F16_vgprcd_e64", "xdl", 16, 32, 2),
        Mfma("v_mfma_f32_4x4x1_16b_f32", "V_MFMA_F32_4X4X1F32_vgprcd_e64", "sgemm", 2, 4, 1),
        Mfma("v_mfma_f32_16x16x4_f32", "V_MFMA_F32_16X16X4F32_vgprcd_e64", "sgemm", 8, 4, 1),
        Mfma("v_mfma_f32_32x32x2_f32", "V_MFMA_F32_32X32X2F32_vgprcd_e64", "sgemm", 16, 16, 1),
        # xf32: f32 data but XDL timing (llc-22 -mcpu=gfx942; MI300 7.5 names only i8/f16/bf16)
        Mfma("v_mfma_f32_16x16x8_xf32", "V_MFMA_F32_16X16X8XF32_vgprcd_e64", "xdl", 4, 4, 2),
        Mfma("v_mfma_f32_32x32x4_xf32", "V_MFMA_F32_32X32X4XF32_vgprcd_e64", "xdl", 8, 16, 2),
        Mfma("v_mfma_f64_16x16x4_f64", "V_MFMA_F64_16X16X4F64_vgprcd_e64", "dgemm16", 8, 8, 2),
        Mfma("v_mfma_f64_4x4x4_4b_f64", "V_MFMA_F64_4X4X4F64_vgprcd_e64", "dgemm4", 4, 2, 2),
    ],
    "cdna4": [
        Mfma("v_mfma_f32_4x4x4_16b_f16", "V_MFMA_F32_4X4X4F16_vgprcd_e64", "xdl", 2, 4, 2),
        Mfma("v_mfma_f32_16x16x16_f16", "V_MFMA_F32_16X16X16F16_vgprcd_e64", "xdl", 4, 4, 2),
        Mfma("v_mfma_f32_32x32x8_f16", "V_MFMA_F32_32X32X8F16_vgprcd_e64", "xdl", 8, 16, 2),
        Mfma("v_mfma_f32_32x32x4_2b_f16", "V_MFMA_F32_32X32X4F16_vgprcd_e64", "xdl", 16, 32, 2),
        Mfma("v_mfma_f32_4x4x1_16b_f32", "V_MFMA_F32_4X4X1F32_vgprcd_e64", "sgemm", 2, 4, 1),
        Mfma("v_mfma_f32_16x16x4_f32", "V_MFMA_F32_16X16X4F32_vgprcd_e64", "sgemm", 8, 4, 1),
        Mfma("v_mfma_f32_32x32x2_f32", "V_MFMA_F32_32X32X2F32_vgprcd_e64", "sgemm", 16, 16, 1),
        # F8F6F4: passes by the CBSZ/BLGP formats (CDNA4 7.1.2 Table 28: the larger cycle count
        # if A or B is 8-bit)
        Mfma("v_mfma_f32_16x16x128_f8f6f4", "V_MFMA_F32_16X16X128_F8F6F4_f8_f8_vgprcd_e64", "xdl", 8, 4, 8, mir_tail="0, 0"),
        Mfma("v_mfma_f32_16x16x128_f8f6f4", "V_MFMA_F32_16X16X128_F8F6F4_f4_f4_vgprcd_e64", "xdl", 4, 4, 4, " cbsz:4 blgp:4", "4, 4"),
        Mfma("v_mfma_f32_32x32x64_f8f6f4", "V_MFMA_F32_32X32X64_F8F6F4_f6_f6_vgprcd_e64", "xdl", 8, 16, 6, " cbsz:2 blgp:2", "2, 2"),
        Mfma("v_mfma_f32_32x32x64_f8f6f4", "V_MFMA_F32_32X32X64_F8F6F4_f8_f8_vgprcd_e64", "xdl", 16, 16, 8, " cbsz:1 blgp:1", "1, 1"),
        Mfma("v_mfma_f64_16x16x4_f64", "V_MFMA_F64_16X16X4F64_vgprcd_e64", "dgemm16", 16, 8, 2),
        Mfma("v_mfma_f64_4x4x4_4b_f64", "V_MFMA_F64_4X4X4F64_vgprcd_e64", "dgemm4", 8, 2, 2),
    ],
}
XDL_F16 = {a: MFMAS[a][1] for a in ARCHS}  # a plain XDL consumer
SGEMM_8 = MFMAS["cdna4"][5]
DGEMM_16 = {a: next(m for m in MFMAS[a] if m.cls == "dgemm16") for a in ARCHS}

# the guide's wait states after a producer of each class (by passes for XDL/SGEMM)
GUIDE = {
    "cdna2": {
        "xdl": {"xdl_srcc": {2: 2, 8: 8, 16: 16}, "dgemm_srcc": {2: 3, 8: 9, 16: 17}, "srcab": {2: 5, 8: 11, 16: 19},
                "valu": {2: 5, 8: 11, 16: 19}, "mem": {2: 5, 8: 11, 16: 19}, "war": {2: 1, 8: 11, 16: 19}},
        "dgemm16": {"xdl_srcc": 0, "dgemm_srcc": 9, "srcab": 11, "valu": 11, "mem": 18},
        "dgemm4": {"xdl_srcc": 0, "dgemm_srcc": 4, "srcab": 6, "valu": 6, "mem": 9},
    },
    "cdna3": {  # MI300 7.5 Table 37
        "xdl": {"xdl_srcc": {2: 3, 4: 5, 8: 9, 16: 17}, "sdgemm_srcc": {2: 3, 4: 5, 8: 9, 16: 17},
                "srcab": {2: 5, 4: 7, 8: 11, 16: 19}, "valu": {2: 5, 4: 7, 8: 11, 16: 19},
                "mem": {2: 5, 4: 7, 8: 11, 16: 19}, "war": {2: 1, 4: 3, 8: 7, 16: 15}},
        # an SGEMM then an XDL reading overlapping C: MI300's own row (CDNA4's is 0)
        "sgemm": {"xdl_srcc": {2: 2, 4: 4, 8: 8, 16: 16}, "sdgemm_srcc": {2: 2, 4: 4, 8: 8, 16: 16},
                  "srcab": {2: 4, 4: 6, 8: 10, 16: 18}, "valu": {2: 4, 4: 6, 8: 10, 16: 18},
                  "mem": {2: 4, 4: 6, 8: 10, 16: 18}, "war": 0},
        "dgemm16": {"xdl_srcc": 0, "sdgemm_srcc": 9, "srcab": 11, "valu": 11, "mem": 18},
        "dgemm4": {"xdl_srcc": 0, "sdgemm_srcc": 4, "srcab": 6, "valu": 6, "mem": 9},
    },
    "cdna4": {
        "xdl": {"xdl_srcc": {2: 4, 4: 6, 8: 10, 16: 18}, "sdgemm_srcc": {2: 3, 4: 6, 8: 10, 16: 18},
                "srcab": {2: 5, 4: 8, 8: 12, 16: 20}, "valu": {2: 5, 4: 8, 8: 12, 16: 20},
                "mem": {2: 5, 4: 8, 8: 12, 16: 20}, "war": {2: 1, 4: 3, 8: 7, 16: 15}},
        "sgemm": {"xdl_srcc": 0, "sdgemm_srcc": {2: 2, 4: 4, 8: 8, 16: 16}, "srcab": {2: 4, 4: 6, 8: 10, 16: 18},
                  "valu": {2: 4, 4: 6, 8: 10, 16: 18}, "mem": {2: 4, 4: 6, 8: 10, 16: 18}, "war": 0},
        "dgemm16": {"xdl_srcc": 0, "sdgemm_srcc": 17, "srcab": 19, "valu": 19, "mem": 18},
        "dgemm4": {"xdl_srcc": 0, "sdgemm_srcc": 4, "srcab": 6, "valu": 6, "mem": 9},
    },
}
ROWS = {
    "xdl_srcc": "then XDL reads it as SrcC overlapped with the first vDst",
    "dgemm_srcc": "then DGEMM reads it as SrcC overlapped",
    "sdgemm_srcc": "then S/DGEMM reads it as SrcC",
    "srcab": "then V_MFMA reads it as SrcA/B",
    "valu": "then a VALU reads or writes it",
    "mem": "then VMEM/LDS/FLAT reads it",
    "war": "an XDL reads VGPR as SrcC, then a VALU writes it (WAR)",
}


def _value(v, passes: int) -> int:
    return v if isinstance(v, int) else v[passes]


def _mfma_pairs() -> list[Pair]:
    out: list[Pair] = []
    for a in ARCHS:
        table = MATRIX_TABLE[a]
        for m in MFMAS[a]:
            g = GUIDE[a][m.cls]
            tag = f"{m.cls}{m.passes}p-{m.asm.split('_', 2)[-1]}{m.mods.replace(' ', '').replace(':', '')}"
            prod = (m.asm_text(0, 40, 48, 0), m.mir_text(0, 40, 48, 0))
            what = f"{m.asm} ({m.cls}, {m.passes} passes) writes VGPR"

            def add(kind: str, consumer: tuple[str, str], amd: int, row: str,
                    tag: str = tag, a: str = a, prod: tuple[str, str] = prod, table: str = table) -> None:
                out.append(Pair(f"{tag}-{kind}/{a}", a, prod[0], consumer[0], prod[1], consumer[1], amd, f"{table}: {row}"))

            # the same MFMA accumulating into the result (exactly the same registers and passes)
            exact = {"xdl": {2: 2} if a != "cdna2" else {}, "sgemm": {2: 2}, "dgemm16": {}, "dgemm4": {"any": 4}}[m.cls]
            add("srcc-exact", (m.asm_text(0, 40, 48, 0), m.mir_text(0, 40, 48, 0)),
                exact.get(m.passes, exact.get("any", 0)), f"{what}, then the same op reads it as C exactly: {exact or 0}")  # fmt: skip
            # overlapping C of another MFMA of its class (or, for DGEMM, a DGEMM)
            same = XDL_F16[a] if m.cls == "xdl" else (SGEMM_8 if m.cls == "sgemm" else DGEMM_16[a])
            key = "xdl_srcc" if m.cls == "xdl" else ("dgemm_srcc" if a == "cdna2" else "sdgemm_srcc")
            c = 2 if same.d == m.d else 0  # C overlapping D, not the same tuple
            add("srcc-overlap", (same.asm_text(100, 40, 48, c), same.mir_text(100, 40, 48, c)),
                _value(g[key], m.passes), f"{what}, {ROWS[key]}")
            # C of an XDL
            if m.cls != "xdl":
                add("xdl-srcc", (XDL_F16[a].asm_text(100, 40, 48, 0), XDL_F16[a].mir_text(100, 40, 48, 0)),
                    _value(g["xdl_srcc"], m.passes), f"{what}, then XDL reads it as SrcC overlapped")
            # C of an SGEMM (cdna4) or DGEMM (cdna2), overlapping
            if m.cls == "xdl":
                other = DGEMM_16[a] if a == "cdna2" else SGEMM_8
                key = "dgemm_srcc" if a == "cdna2" else "sdgemm_srcc"
                c = 2 if other.d == m.d else 0
                add("sdgemm-srcc", (other.asm_text(100, 40, 48, c), other.mir_text(100, 40, 48, c)),
                    _value(g[key], m.passes), f"{what}, {ROWS[key]}")
            # A of another MFMA
            add("srcab", (XDL_F16[a].asm_text(100, 0, 48, 100), XDL_F16[a].mir_text(100, 0, 48, 100)),
                _value(g["srcab"], m.passes), f"{what}, {ROWS['srcab']}")
            add("valu-read", ("v_mov_b32 v200, v1", "$vgpr200 = V_MOV_B32_e32 $vgpr1, implicit $exec"),
                _value(g["valu"], m.passes), f"{what}, {ROWS['valu']}")
            add("valu-write", ("v_mov_b32 v1, v200", "$vgpr1 = V_MOV_B32_e32 $vgpr200, implicit $exec"),
                _value(g["valu"], m.passes), f"{what}, {ROWS['valu']} (WAW)")
            add("store-read", ("global_store_dword v[200:201], v1, off", "GLOBAL_STORE_DWORD {v200:2}, $vgpr1, 0, 0, implicit $exec"),
                _value(g["mem"], m.passes), f"{what}, {ROWS['mem']}")
            add("ds-read", ("ds_write_b32 v200, v1", "DS_WRITE_B32_gfx9 $vgpr200, $vgpr1, 0, 0, implicit $exec"),
                _value(g["mem"], m.passes), f"{what}, {ROWS['mem']}")
            add("load-overwrite", ("global_load_dword v1, v[200:201], off", "$vgpr1 = GLOBAL_LOAD_DWORD {v200:2}, 0, 0, implicit $exec"),
                0, f"{what}, then a load overwrites it: no row")
            if m.cls in ("xdl", "sgemm"):
                war = (m.asm_text(100, 40, 48, 0), m.mir_text(100, 40, 48, 0))
                out.append(Pair(f"{tag}-srcc-war/{a}", a, war[0], "v_mov_b32 v1, v200", war[1],
                                "$vgpr1 = V_MOV_B32_e32 $vgpr200, implicit $exec", _value(g["war"], m.passes),
                                f"{table}: {m.asm} ({m.cls}, {m.passes} passes) reads C, then a VALU writes it (WAR)"))  # fmt: skip
        # a VALU result read by an MFMA; v_cmpx / another EXEC write, then an MFMA
        x = XDL_F16[a]
        mf = (x.asm_text(100, 0, 48, 100), x.mir_text(100, 0, 48, 100))
        out.append(_pair(f"valu-write-mfma-read/{a}", a, MOV_V0, mf, 2, f"{table}: non-DLop VALU writes VGPR, then V_MFMA reads it: 2"))
        out.append(_pair(f"cmpx-mfma/{a}", a, CMPX, mf, 4, f"{table}: V_CMPX writes EXEC, then V_MFMA: 4"))
        out.append(_pair(f"valu-exec-mfma/{a}", a, CMP_EXEC, mf, 0, f"{table}: v_cmp writing EXEC (not V_CMPX), then V_MFMA: no row"))
        out.append(Pair(f"accvgpr-write-mfma-read/{a}", a, "v_accvgpr_write_b32 a4, v1", "v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[4:7]" if a == "cdna2" else "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[4:7]",
                        "$agpr4 = V_ACCVGPR_WRITE_B32_e64 $vgpr1, implicit $exec",
                        f"{{a0:4}} = V_MFMA_F32_16X16X16F16_e64 {{v0:2}}, {{v2:2}}, {{a4:4}}, 0, 0, 0, {ME}", 2,
                        f"{table}: VALU (v_accvgpr_write) writes an AGPR, then V_MFMA reads it: 2"))  # fmt: skip
        d = DGEMM_16[a]
        out.append(Pair(f"dgemm-fma64/{a}", a, d.asm_text(0, 40, 48, 0), "v_fma_f64 v[60:61], v[62:63], v[64:65], v[66:67]",
                        d.mir_text(0, 40, 48, 0), f"{{v60:2}} = V_FMA_F64_e64 0, {{v62:2}}, 0, {{v64:2}}, 0, {{v66:2}}, 0, 0, {ME}",
                        0, f"{table}: DGEMM, then an unrelated v_fma_f64: no row"))  # fmt: skip
    # CDNA4 specifics: an F8F6F4 chain whose passes differ, SMFMAC C (= D) and index, scales
    bf16_8 = ("v_mfma_f32_32x32x8_bf16 v[0:15], v[40:41], v[42:43], 0",
              f"{{v0:16}} = V_MFMA_F32_32X32X8BF16_1K_vgprcd_e64 {{v40:2}}, {{v42:2}}, 0, 0, 0, 0, {ME}")
    fp4 = ("v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[40:43], v[48:51], v[0:15] cbsz:4 blgp:4",
           f"{{v16:16}} = V_MFMA_F32_32X32X64_F8F6F4_f4_f4_vgprcd_e64 {{v40:4}}, {{v48:4}}, {{v0:16}}, 4, 4, {ME}")
    fp8 = ("v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[40:47], v[48:55], v[0:15]",
           f"{{v16:16}} = V_MFMA_F32_32X32X64_F8F6F4_f8_f8_vgprcd_e64 {{v40:8}}, {{v48:8}}, {{v0:16}}, 0, 0, {ME}")
    out.append(Pair("chain-same-passes/cdna4", "cdna4", bf16_8[0], fp4[0], bf16_8[1], fp4[1], 0,
                    f"{T38}: XDL (8 passes) writes VGPR, then an 8-pass XDL (fp4 operands) reads it as C exactly: 0"))  # fmt: skip
    out.append(Pair("chain-other-passes/cdna4", "cdna4", bf16_8[0], fp8[0], bf16_8[1], fp8[1], 10,
                    f"{T38}: XDL (8 passes) writes VGPR, then a 16-pass XDL (fp8 operands) reads the same registers as C: "
                    "not 'exactly' (the passes differ), so overlapped: 10"))  # fmt: skip
    for a, index_waits in (("cdna3", 7), ("cdna4", 8)):  # XDL (4 passes), then SrcA/B or index
        x = XDL_F16[a]
        out += _smfmac_pairs(a, (x.asm_text(0, 40, 48, 0), x.mir_text(0, 40, 48, 0)), index_waits)
    x = XDL_F16["cdna4"]
    prod = (x.asm_text(0, 40, 48, 0), x.mir_text(0, 40, 48, 0))
    scale = ("v_mfma_scale_f32_16x16x128_f8f6f4 v[100:103], v[40:43], v[48:51], v[100:103], v1, v2 op_sel_hi:[0,0,0] cbsz:4 blgp:4",
             f"{{v100:4}} = V_MFMA_SCALE_F32_16X16X128_F8F6F4_f4_f4_vgprcd_e64 {{v40:4}}, {{v48:4}}, {{v100:4}}, 4, 4, $vgpr1, $vgpr2, 0, 0, {ME}")
    out.append(Pair("xdl-scale-operand/cdna4", "cdna4", prod[0], scale[0], prod[1], scale[1], 8,
                    f"{T38}: XDL (4 passes) writes VGPR, then a scaled MFMA reads it as a scale (read with A and B): 8"))
    fp4_16 = ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[40:43], v[48:51], v[0:3], v30, v31 op_sel_hi:[0,0,0] cbsz:4 blgp:4",
              f"{{v0:4}} = V_MFMA_SCALE_F32_16X16X128_F8F6F4_f4_f4_vgprcd_e64 {{v40:4}}, {{v48:4}}, {{v0:4}}, 4, 4, $vgpr30, $vgpr31, 0, 0, {ME}")
    out.append(Pair("scale-fp4-store/cdna4", "cdna4", fp4_16[0], "global_store_dword v[200:201], v1, off", fp4_16[1],
                    "GLOBAL_STORE_DWORD {v200:2}, $vgpr1, 0, 0, implicit $exec", 8,
                    f"{T38}: a scaled 16x16x128 MFMA with FP4 A and B (4 passes), then VMEM reads its result: 8"))  # fmt: skip
    return out


def _smfmac_pairs(a: str, prod: tuple[str, str], index_waits: int) -> list[Pair]:
    """An XDL (4 passes) result read by an SMFMAC as C (its vdst, exactly) and as its index."""
    table = MATRIX_TABLE[a]
    smfmac_c = ("v_smfmac_f32_16x16x32_f16 v[0:3], v[8:9], v[12:15], v20",
                f"{{v0:4}} = V_SMFMAC_F32_16X16X32_F16_e64 {{v8:2}}, {{v12:4}}, $vgpr20, 0, 0, {{v0:4}}, {ME}")
    smfmac_i = ("v_smfmac_f32_16x16x32_f16 v[100:103], v[8:9], v[12:15], v1",
                f"{{v100:4}} = V_SMFMAC_F32_16X16X32_F16_e64 {{v8:2}}, {{v12:4}}, $vgpr1, 0, 0, {{v100:4}}, {ME}")
    return [
        Pair(f"xdl-smfmac-c/{a}", a, prod[0], smfmac_c[0], prod[1], smfmac_c[1], 0,
             f"{table}: XDL (4 passes) writes VGPR, then V_SMFMA* reads it as C (its vdst) exactly: 0"),
        Pair(f"xdl-smfmac-index/{a}", a, prod[0], smfmac_i[0], prod[1], smfmac_i[1], index_waits,
             f"{table}: XDL (4 passes) writes VGPR, then V_SMFMA* reads it as the index SrcC: {index_waits}"),
    ]  # fmt: skip


PAIRS: list[Pair] = _scalar_and_valu_pairs() + _mfma_pairs()
