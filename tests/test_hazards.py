"""Wait-state rules of spec/hazards.yaml: for every rule that requires wait states, a minimal
producer/consumer pair is flagged with one wait state too few and not flagged with exactly the
required number. Oracle: the seed table row each case cites (MI200 4.5 Table 9, 7.2 Table 26;
CDNA4 4.5 Table 11, 7.6 Table 38, read as 2/4/8/16-pass columns), not the checker's data."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from cdna_isa import arch
from cdna_isa.runtime import hazards

MODE = "s_setreg_b32 hwreg(HW_REG_MODE), s0"
CMPX = "v_cmpx_eq_u32_e32 vcc, v0, v1"
READFIRST = "v_readfirstlane_b32 s4, v0"
STORE4 = "global_store_dwordx4 v[0:1], v[2:5], off"
CMPSWAP2 = "global_atomic_cmpswap_x2 v[0:1], v[2:5], off"
X16 = "v_mfma_f32_16x16x16f16"  # cdna2: 8 passes
X16_4 = "v_mfma_f32_16x16x16_f16"  # cdna4: 4 passes
D16_2, D4_2 = "v_mfma_f64_16x16x4f64", "v_mfma_f64_4x4x4f64"
D16_4, D4_4 = "v_mfma_f64_16x16x4_f64", "v_mfma_f64_4x4x4_4b_f64"
S16_4 = "v_mfma_f32_16x16x4_f32"  # cdna4 SGEMM, 8 passes

# (rule, arch, producer, consumer, required wait states, seed row)
CASES = [
    ("setreg-getreg", "cdna2", MODE, "s_getreg_b32 s1, hwreg(HW_REG_MODE)", 2, "MI200 Table 9 S_SETREG/S_GETREG same reg: 2"),
    ("setreg-getreg", "cdna4", MODE, "s_getreg_b32 s1, hwreg(HW_REG_MODE)", 2, "CDNA4 Table 11: 2"),
    ("setreg-setreg", "cdna2", MODE, "s_setreg_b32 hwreg(HW_REG_MODE), s1", 2, "MI200 Table 9: 2"),
    ("setreg-setreg", "cdna4", MODE, "s_setreg_b32 hwreg(HW_REG_MODE), s1", 2, "CDNA4 Table 11: 2"),
    ("setvskip-getreg-mode", "cdna2", "s_setvskip s0, s1", "s_getreg_b32 s2, hwreg(HW_REG_MODE)", 2, "MI200 Table 9 SET_VSKIP/S_GETREG MODE: 2"),
    ("setvskip-getreg-mode", "cdna4", "s_setvskip s0, s1", "s_getreg_b32 s2, hwreg(HW_REG_MODE)", 2, "CDNA4 Table 11: 2"),
    ("setreg-vskip-vector", "cdna2", "s_setreg_b32 hwreg(HW_REG_MODE, 28, 1), s0", "v_mov_b32 v0, v1", 2, "MI200 Table 9 MODE.vskip/any vector op: 2"),
    ("setreg-vskip-vector", "cdna4", "s_setreg_b32 hwreg(HW_REG_MODE, 28, 1), s0", "v_mov_b32 v0, v1", 2, "CDNA4 Table 11: 2"),
    ("valu-vcc-exec-execz-vccz", "cdna2", "v_cmp_eq_u32 vcc, v0, v1", "v_mov_b32 v2, src_vccz", 5, "MI200 Table 9: 5"),
    ("valu-vcc-exec-execz-vccz", "cdna4", "v_cmp_eq_u32 vcc, v0, v1", "v_mov_b32 v2, src_execz", 5, "CDNA4 Table 11: 5"),
    ("valu-sgpr-lanesel", "cdna2", READFIRST, "v_readlane_b32 s5, v1, s4", 4, "MI200 Table 9 lane select: 4"),
    ("valu-sgpr-lanesel", "cdna4", READFIRST, "v_writelane_b32 v1, 5, s4", 4, "CDNA4 Table 11 lane select: 4"),
    ("valu-vcc-div-fmas", "cdna2", "v_div_scale_f32 v0, vcc, v1, v2, v3", "v_div_fmas_f32 v4, v5, v6, v7", 4, "MI200 Table 9: 4"),
    ("valu-vcc-div-fmas", "cdna4", "v_cmp_eq_u32 vcc, v0, v1", "v_div_fmas_f64 v[4:5], v[6:7], v[8:9], v[10:11]", 4, "CDNA4 Table 11: 4"),
    ("wide-store-data-overwrite", "cdna2", STORE4, "v_mov_b32 v3, 0", 1, "MI200 Table 9 FLAT_STORE_X4: 1"),
    ("wide-store-data-overwrite", "cdna4", STORE4, "global_load_dword v3, v[6:7], off", 1, "CDNA4 Table 11 write VGPRs holding writedata: 1"),
    ("wide-store-data-overwrite", "cdna2", CMPSWAP2, "global_load_dword v2, v[6:7], off", 1, "MI200 Table 9 FLAT_ATOMIC_CMPSWAP_X2: 1"),
    ("wide-store-data-overwrite", "cdna4", CMPSWAP2, "global_load_dword v5, v[6:7], off", 1, "CDNA4 Table 11: 1"),
    ("wide-store-data-valu-overwrite", "cdna4", STORE4, "v_mov_b32 v3, 0", 2, "CDNA4 Table 11 VALU writes writedata VGPRs: 2"),
    ("wide-store-data-valu-overwrite", "cdna4", CMPSWAP2, "v_mov_b32 v2, 0", 2, "CDNA4 Table 11: 2"),
    ("wide-store-data-valu-overwrite", "cdna2", CMPSWAP2, "v_mov_b32 v2, 0", 1, "MI200 Table 9 write of the data VGPRs (by a VALU): 1"),
    ("valu-sgpr-vmem", "cdna2", READFIRST, "global_load_dword v1, v2, s[4:5]", 5, "MI200 Table 9 VALU writes SGPR/VMEM reads: 5"),
    ("valu-sgpr-vmem", "cdna4", READFIRST, "buffer_load_dword v1, off, s[4:7], 0", 5, "CDNA4 Table 11: 5"),
    ("salu-m0-sendmsg", "cdna2", "s_mov_b32 m0, s0", "s_sendmsg sendmsg(MSG_INTERRUPT)", 1, "MI200 Table 9 SALU writes M0/S_SENDMSG: 1"),
    ("salu-m0-sendmsg", "cdna4", "s_mov_b32 m0, s0", "s_sendmsg sendmsg(MSG_INTERRUPT)", 1, "CDNA4 Table 11: 1"),
    ("valu-vgpr-dpp", "cdna2", "v_mov_b32 v0, v1", "v_mov_b32_dpp v2, v0 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", 2, "MI200 Table 9: 2"),
    ("valu-vgpr-dpp", "cdna4", "v_add_f32 v0, v1, v1", "v_add_f32_dpp v2, v0, v3 row_shl:1 row_mask:0xf bank_mask:0xf", 2, "CDNA4 Table 11: 2"),
    ("valu-exec-dpp", "cdna2", CMPX, "v_mov_b32_dpp v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", 5, "MI200 Table 9 VALU writes EXEC/DPP: 5"),
    ("valu-exec-dpp", "cdna4", CMPX, "v_mov_b32_dpp v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", 5, "CDNA4 Table 11: 5"),
    ("setreg-trapsts-rfe", "cdna2", "s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0", "s_rfe_b64 s[0:1]", 1, "MI200 Table 9: 1"),
    ("setreg-trapsts-rfe", "cdna4", "s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0", "s_rfe_b64 s[0:1]", 1, "CDNA4 Table 11: 1"),
    ("salu-m0-lds-m0", "cdna2", "s_mov_b32 m0, s0", "buffer_load_dword off, s[4:7], 0 lds", 1, "MI200 Table 9 M0/buffer LDS: 1"),
    ("salu-m0-lds-m0", "cdna4", "s_mov_b32 m0, s0", "global_load_lds_dword v[0:1], off", 1, "CDNA4 Table 11 global with LDS=1: 1"),
    ("salu-m0-movrel", "cdna2", "s_mov_b32 m0, s0", "s_movrels_b32 s1, s2", 1, "MI200 Table 9: 1"),
    ("salu-m0-movrel", "cdna4", "s_mov_b32 m0, s0", "s_movreld_b32 s1, s2", 1, "CDNA4 Table 11: 1"),
    ("valu-sgpr-valu-const", "cdna4", READFIRST, "v_add_f32 v1, s4, v2", 2, "CDNA4 Table 11 VALU reads SGPR as constant: 2"),
    ("cmpx-valu-exec-const", "cdna4", CMPX, "v_mov_b32 v2, exec_lo", 2, "CDNA4 Table 11 v_cmpx/EXEC as constant: 2"),
    ("cmpx-lane-access", "cdna4", CMPX, "v_readfirstlane_b32 s0, v1", 4, "CDNA4 Table 11 v_cmpx/readfirstlane: 4"),
    ("valu-vgpr-readlane-vsrc", "cdna4", "v_mov_b32 v0, v1", "v_readlane_b32 s0, v0, s1", 1, "CDNA4 Table 11 v_readlane vsrc0: 1"),
    ("shifted-result-consumer", "cdna4", "v_add_f16_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:WORD_0", "v_mov_b32 v3, v0", 1, "CDNA4 Table 11 OPSEL/SDWA: 1"),
    ("trans-consumer", "cdna4", "v_exp_f32 v0, v1", "v_add_f32 v2, v0, v3", 1, "CDNA4 Table 11 trans op: 1"),
    ("cmpx-permlane", "cdna4", CMPX, "v_permlane16_swap_b32 v2, v3", 4, "CDNA4 Table 11 V_CMPX/V_PERMLANE: 4"),
    ("valu-vdst-permlane", "cdna4", "v_mov_b32 v2, v1", "v_permlane32_swap_b32 v2, v3", 2, "CDNA4 Table 11 vdst/V_PERMLANE: 2"),
    ("valu-write-mfma-read", "cdna2", "v_mov_b32 v0, v1", f"{X16} a[0:3], v[0:1], v[2:3], a[4:7]", 2, "MI200 Table 26 VALU writes VGPR/V_MFMA: 2"),
    ("valu-write-mfma-read", "cdna4", "v_accvgpr_write_b32 a4, v1", f"{X16_4} a[0:3], v[0:1], v[2:3], a[4:7]", 2, "CDNA4 Table 38: 2"),
    ("dot-same-srcab", "cdna2", "v_dot2_f32_f16 v0, v1, v2, v3", "v_dot2_f32_f16 v4, v0, v2, v5", 3, "MI200 Table 26 DLop SrcA/B same opcode: 3"),
    ("dot-same-srcab", "cdna4", "v_dot2_f32_f16 v0, v1, v2, v3", "v_dot2_f32_f16 v4, v1, v0, v5", 3, "CDNA4 Table 38: 3"),
    ("dot-other-rw", "cdna2", "v_dot2_f32_f16 v0, v1, v2, v3", "v_mov_b32 v4, v0", 3, "MI200 Table 26 different opcode: 3"),
    ("dot-other-rw", "cdna4", "v_dot2_f32_f16 v0, v1, v2, v3", "v_mov_b32 v0, v4", 3, "CDNA4 Table 38 RAW+WAW: 3"),
    ("xdl-xdl-srcc-overlap", "cdna2", f"{X16} a[0:3], v[0:1], v[2:3], a[0:3]", f"{X16} a[4:7], v[0:1], v[2:3], a[2:5]", 8, "MI200 Table 26 XDL SrcC overlapped, 8 pass: 8"),
    ("xdl-sdgemm-srcc", "cdna2", f"{X16} v[4:7], v[0:1], v[2:3], v[4:7]", f"{D16_2} v[16:23], v[0:1], v[2:3], v[4:11]", 9, "MI200 Table 26 DGEMM SrcC, 8 pass: 9"),
    ("xdl-mfma-srcab", "cdna2", f"{X16} v[4:7], v[0:1], v[2:3], v[4:7]", f"{X16} v[8:11], v[4:5], v[2:3], v[8:11]", 11, "MI200 Table 26 SrcA/B, 8 pass: 11"),
    ("xdl-mfma-srcab", "cdna2", "v_mfma_f32_4x4x4f16 v[4:7], v[0:1], v[2:3], v[4:7]", f"{X16} v[8:11], v[4:5], v[2:3], v[8:11]", 5, "MI200 Table 26 SrcA/B, 2 pass: 5"),
    ("xdl-valu-mem-access", "cdna2", f"{X16} a[0:3], v[0:1], v[2:3], a[0:3]", "v_accvgpr_read_b32 v4, a0", 11, "MI200 Table 26 VALU read, 8 pass: 11 (clang-22 inserts s_nop 10)"),
    ("xdl-valu-mem-access", "cdna2", "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]", "global_store_dword v[20:21], a1, off", 19, "MI200 Table 26 VMEM, 16 pass: 19"),
    ("xdl-srcc-valu-war", "cdna2", f"{X16} v[8:11], v[0:1], v[2:3], v[4:7]", "v_mov_b32 v4, 0", 11, "MI200 Table 26 WAR, 8 pass: 11"),
    ("dgemm16-sdgemm-srcc-overlap", "cdna2", f"{D16_2} v[0:7], v[16:17], v[18:19], v[0:7]", f"{D16_2} v[20:27], v[16:17], v[18:19], v[4:11]", 9, "MI200 Table 26 16x16x4_F64 DGEMM SrcC overlapped: 9"),
    ("dgemm16-srcab", "cdna2", f"{D16_2} v[0:7], v[16:17], v[18:19], v[0:7]", f"{D16_2} v[8:15], v[0:1], v[18:19], v[8:15]", 11, "MI200 Table 26: 11"),
    ("dgemm16-valu-read", "cdna2", f"{D16_2} v[0:7], v[16:17], v[18:19], v[0:7]", "v_mov_b32 v20, v0", 11, "MI200 Table 26: 11"),
    ("dgemm16-valu-write", "cdna2", f"{D16_2} v[0:7], v[16:17], v[18:19], v[0:7]", "v_mov_b32 v0, v20", 11, "MI200 Table 26 (WAW): 11"),
    ("dgemm16-mem-read", "cdna2", f"{D16_2} v[0:7], v[16:17], v[18:19], v[0:7]", "global_store_dword v[20:21], v0, off", 18, "MI200 Table 26: 18"),
    ("dgemm16-mem-read", "cdna4", f"{D16_4} v[0:7], v[16:17], v[18:19], v[0:7]", "global_store_dword v[20:21], v0, off", 18, "CDNA4 Table 38: 18"),
    ("dgemm4-srcc-exact", "cdna2", f"{D4_2} v[0:1], v[2:3], v[4:5], v[0:1]", f"{D4_2} v[0:1], v[2:3], v[4:5], v[0:1]", 4, "MI200 Table 26 4x4x4_F64 same SrcC: 4"),
    ("dgemm4-srcc-exact", "cdna4", f"{D4_4} v[0:1], v[2:3], v[4:5], v[0:1]", f"{D4_4} v[0:1], v[2:3], v[4:5], v[0:1]", 4, "CDNA4 Table 38: 4"),
    ("dgemm4-sdgemm-srcc-overlap", "cdna2", f"{D4_2} v[0:1], v[2:3], v[4:5], v[0:1]", f"{D16_2} v[8:15], v[2:3], v[4:5], v[0:7]", 4, "MI200 Table 26: 4"),
    ("dgemm4-sdgemm-srcc-overlap", "cdna4", f"{D4_4} v[0:1], v[2:3], v[4:5], v[0:1]", f"{D16_4} v[8:15], v[2:3], v[4:5], v[0:7]", 4, "CDNA4 Table 38: 4"),
    ("dgemm4-srcab", "cdna2", f"{D4_2} v[0:1], v[2:3], v[4:5], v[0:1]", f"{D4_2} v[6:7], v[0:1], v[4:5], v[6:7]", 6, "MI200 Table 26: 6"),
    ("dgemm4-srcab", "cdna4", f"{D4_4} v[0:1], v[2:3], v[4:5], v[0:1]", f"{D4_4} v[6:7], v[2:3], v[0:1], v[6:7]", 6, "CDNA4 Table 38: 6"),
    ("dgemm4-valu", "cdna2", f"{D4_2} v[0:1], v[2:3], v[4:5], v[0:1]", "v_mov_b32 v8, v1", 6, "MI200 Table 26: 6"),
    ("dgemm4-valu", "cdna4", f"{D4_4} v[0:1], v[2:3], v[4:5], v[0:1]", "v_mov_b32 v0, v8", 6, "CDNA4 Table 38 (WAW): 6"),
    ("dgemm4-mem-read", "cdna2", f"{D4_2} v[0:1], v[2:3], v[4:5], v[0:1]", "global_store_dword v[20:21], v0, off", 9, "MI200 Table 26: 9"),
    ("dgemm4-mem-read", "cdna4", f"{D4_4} v[0:1], v[2:3], v[4:5], v[0:1]", "ds_write_b32 v9, v1", 9, "CDNA4 Table 38: 9"),
    ("cmpx-mfma", "cdna2", CMPX, f"{X16} a[0:3], v[4:5], v[2:3], a[0:3]", 4, "MI200 Table 26 V_CMPX/V_MFMA: 4"),
    ("cmpx-mfma", "cdna4", CMPX, f"{X16_4} a[0:3], v[4:5], v[2:3], a[0:3]", 4, "CDNA4 Table 38: 4"),
    ("xdl-srcc-exact", "cdna4", "v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[0:3]", "v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[0:3]", 2, "CDNA4 Table 38 same vDst, 2 pass: 2"),
    ("xdl-xdl-srcc-overlap", "cdna4", f"{X16_4} a[0:3], v[0:1], v[2:3], a[0:3]", f"{X16_4} a[4:7], v[0:1], v[2:3], a[2:5]", 6, "CDNA4 Table 38 overlapped, 4 pass: 6"),
    ("xdl-sdgemm-srcc", "cdna4", f"{X16_4} v[4:7], v[0:1], v[2:3], v[4:7]", f"{S16_4} v[8:11], v0, v1, v[4:7]", 6, "CDNA4 Table 38 S/DGEMM SrcC, 4 pass: 6"),
    ("xdl-mfma-srcab", "cdna4", f"{X16_4} v[4:7], v[0:1], v[2:3], v[4:7]", f"{X16_4} v[8:11], v[4:5], v[2:3], v[8:11]", 8, "CDNA4 Table 38 SrcA/B, 4 pass: 8"),
    ("xdl-valu-mem-access", "cdna4", f"{X16_4} a[0:3], v[0:1], v[2:3], a[0:3]", "v_accvgpr_read_b32 v4, a0", 8, "CDNA4 Table 38 VALU, 4 pass: 8 (clang-22 inserts s_nop 7)"),
    ("xdl-valu-mem-access", "cdna4", "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]", "v_accvgpr_read_b32 v4, a0", 12, "CDNA4 Table 38 VALU, 8 pass: 12 (clang-22: 12)"),
    ("sgemm-srcc-exact", "cdna4", "v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, a[0:3]", "v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, a[0:3]", 2, "CDNA4 Table 38 SGEMM same vDst, 2 pass: 2"),
    ("sgemm-sdgemm-srcc-overlap", "cdna4", f"{S16_4} a[0:3], v0, v1, a[0:3]", f"{S16_4} a[4:7], v0, v1, a[2:5]", 8, "CDNA4 Table 38 SGEMM S/DGEMM SrcC, 8 pass: 8"),
    ("sgemm-mfma-srcab", "cdna4", f"{S16_4} v[4:7], v0, v1, v[4:7]", f"{S16_4} v[8:11], v4, v1, v[8:11]", 10, "CDNA4 Table 38 SGEMM SrcA/B, 8 pass: 10"),
    ("sgemm-valu-mem-access", "cdna4", f"{S16_4} v[4:7], v0, v1, v[4:7]", "v_mov_b32 v9, v4", 10, "CDNA4 Table 38 SGEMM VALU, 8 pass: 10"),
    ("dgemm16-sdgemm-srcc-overlap", "cdna4", f"{D16_4} v[0:7], v[16:17], v[18:19], v[0:7]", f"{D16_4} v[20:27], v[16:17], v[18:19], v[4:11]", 17, "CDNA4 Table 38: 17"),
    ("dgemm16-srcab", "cdna4", f"{D16_4} v[0:7], v[16:17], v[18:19], v[0:7]", f"{D16_4} v[8:15], v[0:1], v[18:19], v[8:15]", 19, "CDNA4 Table 38: 19"),
    ("dgemm16-valu-read", "cdna4", f"{D16_4} v[0:7], v[16:17], v[18:19], v[0:7]", "v_mov_b32 v20, v0", 19, "CDNA4 Table 38: 19"),
    ("dgemm16-valu-write", "cdna4", f"{D16_4} v[0:7], v[16:17], v[18:19], v[0:7]", "v_mov_b32 v0, v20", 19, "CDNA4 Table 38 (WAW): 19"),
    ("xdl-srcc-valu-war", "cdna4", f"{X16_4} v[8:11], v[0:1], v[2:3], v[4:7]", "v_mov_b32 v4, 0", 3, "CDNA4 Table 38 WAR, 4 pass: 3"),
    ("dot-mfma-access", "cdna2", "v_dot2_f32_f16 v0, v1, v2, v3", f"{X16} v[8:11], v[0:1], v[2:3], v[8:11]", 3, "MI200 Table 26 DLop, then another opcode (MFMA) reads it: 3"),
    ("dot-mfma-access", "cdna4", "v_dot2_f32_f16 v0, v1, v2, v3", f"{X16_4} v[8:11], v[0:1], v[2:3], v[8:11]", 3, "CDNA4 Table 38 DLop, then any other opcode reads it: 3"),
]  # fmt: skip

# rules whose table entry is 0 wait states: recorded as exceptions, checked never to report
ZERO_CASES = [
    ("xdl-srcc-exact", "cdna2", f"{X16} a[0:3], v[0:1], v[2:3], a[0:3]", f"{X16} a[0:3], v[4:5], v[2:3], a[0:3]", "MI200 Table 26 SrcC same as previous: 0"),
    ("xdl-srcc-exact", "cdna4", f"{X16_4} a[0:3], v[0:1], v[2:3], a[0:3]", f"{X16_4} a[0:3], v[4:5], v[2:3], a[0:3]", "CDNA4 Table 38 same vDst, 4 pass: 0"),
    ("dot-same-srcc", "cdna4", "v_dot2_f32_f16 v0, v1, v2, v3", "v_dot2_f32_f16 v0, v1, v2, v0", "CDNA4 Table 38 DLop SrcC same opcode: 0"),
    ("sgemm-xdl-srcc", "cdna4", f"{S16_4} v[4:7], v0, v1, v[4:7]", f"{X16_4} v[8:11], v[0:1], v[2:3], v[4:7]", "CDNA4 Table 38 SGEMM then XDL SrcC: 0"),
    ("valu-sgpr-valu-mask", "cdna4", "v_cmp_ge_u32 vcc, v0, v1", "v_cndmask_b32 v2, v3, v4, vcc", "CDNA4 Table 11 VALU reads SGPR as carry-in/mask: 0"),
    ("valu-sgpr-valu-mask", "cdna4", "v_cmp_ge_u32_e64 s[4:5], v0, v1", "v_cndmask_b32_e64 v2, v3, v4, s[4:5]", "CDNA4 Table 11 VALU reads SGPR as carry-in/mask: 0"),
    ("dgemm16-xdl-srcc", "cdna2", f"{D16_2} v[0:7], v[16:17], v[18:19], v[0:7]", f"{X16} v[8:11], v[16:17], v[18:19], v[0:3]", "MI200 Table 26: 0"),
]  # fmt: skip


def nops(states: int) -> list[str]:
    out = []
    while states > 0:
        n = min(states, 16)
        out.append(f"s_nop {n - 1}")
        states -= n
    return out


def findings(arch_name: str, lines: list[str], profile: str = "amd") -> list:
    isa = arch(arch_name)
    code = isa.assemble("\n".join(lines + ["s_endpgm"]))
    return hazards.check_code(isa, hazards.load_timing(isa_module(arch_name)), code, profile=profile).findings


def isa_module(name: str):
    import importlib

    return importlib.import_module(f"cdna_isa.{name}")


def rule_ids(found) -> set:
    """Every rule a hazard finding names (one finding per pair names each rule it violates)."""
    return {r["id"] for f in found if f.kind == "hazard" for r in f.rules}


@pytest.mark.parametrize("rule,arch_name,producer,consumer,waits,seed", CASES, ids=lambda v: v if isinstance(v, str) and len(v) < 40 else None)
def test_rule(rule, arch_name, producer, consumer, waits, seed):
    """One wait state too few is flagged with the rule and the missing count; `waits` states
    (the seed row's number) are enough."""
    short = findings(arch_name, [producer] + nops(waits - 1) + [consumer])
    hit = [r for f in short for r in f.rules or [] if r["id"] == rule]
    assert hit, f"{rule} not flagged ({seed}): {[f.message for f in short]}"
    assert hit[0]["required"] == waits, short[0].message
    assert len(short) == 1 and short[0].missing == 1, [f.message for f in short]
    enough = findings(arch_name, [producer] + nops(waits) + [consumer])
    assert rule not in rule_ids(enough), f"{rule} flagged with {waits} wait states ({seed})"


@pytest.mark.parametrize("rule,arch_name,producer,consumer,seed", ZERO_CASES, ids=lambda v: v if isinstance(v, str) and len(v) < 40 else None)
def test_zero_wait_exception(rule, arch_name, producer, consumer, seed):
    """Back to back, the table's 0-wait rows report nothing at all ({seed})."""
    assert not rule_ids(findings(arch_name, [producer, consumer])), seed


def test_every_rule_has_a_case():
    """Each rule of each arch that requires wait states in the amd profile (the guide) has a
    positive/negative case above (the llvm profile's are tests/test_hazard_profiles.py's)."""
    covered = {(r, a) for r, a, *_ in CASES}
    for name in ("cdna2", "cdna4"):
        for rule in hazards.Checker(arch(name), hazards.load_timing(isa_module(name))).rules:
            if rule.max_waits:
                assert (rule.id, name) in covered, f"{name} rule {rule.id} has no case"


def test_unrelated_registers_not_flagged():
    """A VALU write of another VGPR than the MFMA reads is no hazard (MI200 Table 26: the rule
    is about the VGPR written)."""
    assert not rule_ids(findings("cdna2", ["v_mov_b32 v9, v1", f"{X16} a[0:3], v[0:1], v[2:3], a[4:7]"]))


@pytest.mark.parametrize("arch_name", ["cdna2", "cdna3", "cdna4"])
def test_valu_sgpr_then_smem_is_not_a_hazard(arch_name):
    """MI200 Table 9 and CDNA4 Table 11 require 5 wait states when a VMEM reads the SGPR; an
    SMEM is not in the row (clang-22 -O0 emits v_readlane into s[0:1] right before an s_load
    from s[0:1] on gfx90a and gfx950)."""
    lines = ["v_readlane_b32 s1, v54, 1", "s_load_dwordx2 s[64:65], s[0:1], 0x0"]
    assert not rule_ids(findings(arch_name, lines))


def test_s_nop_counts_n_plus_one():
    """s_nop 1 provides two wait states (MI200 S_NOP: SIMM16[3:0] + 1 repeats), as do two
    independent instructions."""
    base = ["s_setreg_b32 hwreg(HW_REG_MODE), s0"]
    after = ["s_getreg_b32 s1, hwreg(HW_REG_MODE)"]
    assert not rule_ids(findings("cdna4", base + ["s_nop 1"] + after))
    assert not rule_ids(findings("cdna4", base + ["s_mov_b32 s5, 0", "s_mov_b32 s6, 0"] + after))
    assert "setreg-getreg" in rule_ids(findings("cdna4", base + ["s_nop 0"] + after))


def test_worst_case_over_predecessors():
    """Across a branch the shortest path counts: the fall-through path has no NOP, the branch
    path has enough (hand-derived from MI200 Table 9's 5 wait states)."""
    lines = [
        "v_readfirstlane_b32 s4, v0",
        "s_cbranch_scc1 target",
        "s_nop 4",
        "target:",
        "global_load_dword v1, v2, s[4:5]",
    ]
    found = [f for f in findings("cdna4", lines) if f.rule == "valu-sgpr-vmem"]
    assert found and found[0].provided == 1 and found[0].missing == 4


def test_missing_wait_and_enough_wait():
    """A load's destination used before s_waitcnt is flagged; vmcnt(1) after two loads covers
    the older one (MI200 4.4: VMEM returns in issue order), not the younger one."""
    load2 = ["global_load_dword v1, v[2:3], off", "global_load_dword v4, v[2:3], off"]
    ok = findings("cdna4", load2 + ["s_waitcnt vmcnt(1)", "v_mov_b32 v5, v1"])
    assert not [f for f in ok if f.kind == "missing-wait"]
    bad = findings("cdna4", load2 + ["s_waitcnt vmcnt(1)", "v_mov_b32 v5, v4"])
    assert [f.kind for f in bad if f.error] == ["missing-wait"]


def test_smem_needs_lgkmcnt_zero():
    """SMEM returns out of order: only lgkmcnt(0) covers it (MI200 4.4, CDNA4 4.4)."""
    lines = ["s_load_dword s4, s[0:1], 0x0", "s_load_dword s5, s[0:1], 0x4"]
    weak = findings("cdna4", lines + ["s_waitcnt lgkmcnt(1)", "s_mov_b32 s6, s4"])
    assert [f.kind for f in weak if f.error] == ["missing-wait"]
    assert not [f for f in findings("cdna4", lines + ["s_waitcnt lgkmcnt(0)", "s_add_u32 s6, s4, s5"]) if f.error]


def test_lds_is_in_order_only_with_lds():
    """lgkmcnt(1) after an LDS read and a younger SMEM load does not cover the LDS read: the
    SMEM load may return first and leave the count at 1 (MI200 4.4: LDS returns in order, SMEM
    out of order; only lgkmcnt(0) is safe with SMEM outstanding). After two LDS reads,
    lgkmcnt(1) covers the older one."""
    smem = "s_load_dword s4, s[0:1], 0x0"
    weak = findings("cdna4", ["ds_read_b32 v1, v0", smem, "s_waitcnt lgkmcnt(1)", "v_mov_b32 v5, v1"])
    assert [f.kind for f in weak if f.error] == ["missing-wait"]
    lds2 = ["ds_read_b32 v1, v0", "ds_read_b32 v2, v0 offset:4", "s_waitcnt lgkmcnt(1)", "v_mov_b32 v5, v1"]
    assert not [f for f in findings("cdna4", lds2) if f.error]


def test_flat_needs_both_counters_zero():
    """A FLAT load counts on vmcnt and lgkmcnt and may complete out of order (MI200 10.2.1;
    CDNA4 scheduling guide): vmcnt(1) after a younger global load does not cover it, vmcnt(0)
    and lgkmcnt(0), in one wait or two, do; vmcnt(0) alone does not."""
    lines = ["flat_load_dword v1, v[2:3]", "global_load_dword v4, v[2:3], off"]
    weak = findings("cdna4", lines + ["s_waitcnt vmcnt(1) lgkmcnt(0)", "v_mov_b32 v5, v1"])
    assert [f.kind for f in weak if f.error] == ["missing-wait"]
    assert not [f for f in findings("cdna4", lines + ["s_waitcnt vmcnt(0) lgkmcnt(0)", "v_mov_b32 v5, v1"]) if f.error]
    # the two counters may reach 0 at two waits (clang-22 -O0 does this on gfx90a)
    split = ["s_waitcnt vmcnt(0)", "v_mov_b32 v6, v4", "s_waitcnt lgkmcnt(0)", "v_mov_b32 v5, v1"]
    assert not [f for f in findings("cdna4", lines + split) if f.error]
    half = findings("cdna4", lines + ["s_waitcnt vmcnt(0)", "v_mov_b32 v5, v1"])
    assert [f.kind for f in half if f.error] == ["missing-wait"]


def test_lds_write_in_flight_at_barrier():
    """s_barrier does not wait for memory; a barrier protecting an outstanding operation needs a
    wait before it (CDNA4/MI200 12, S_BARRIER). Which writes a barrier protects the code does not
    say (double-buffered pipelines leave the next stage's LDS writes outstanding across it), so
    the amd profile does not report an LDS write outstanding at a barrier. clang always waits
    for LDS writes and loads into LDS before a barrier of a local fence (AMDGPUUsage memory
    model): the llvm profile reports them, path by path, and lgkmcnt(0) before the barrier
    clears that. A global store in flight is reported by neither: clang leaves stores
    outstanding across barriers fenced on local memory."""
    for lines in (["ds_write_b32 v1, v2", "s_barrier", "ds_read_b32 v3, v4"],
                  ["global_load_lds_dword v[2:3], off", "s_barrier", "ds_read_b32 v3, v4"]):  # fmt: skip
        assert not [f for f in findings("cdna4", lines) if f.error]
        found = [f for f in findings("cdna4", lines, "llvm") if f.error]
        assert [f.kind for f in found] == ["missing-wait"] and "barrier" in found[0].message
    waited = ["ds_write_b32 v1, v2", "s_waitcnt lgkmcnt(0)", "s_barrier"]
    assert not [f for f in findings("cdna4", waited, "llvm") if f.error]
    # one path waits, the other does not: the llvm profile reports the barrier
    branchy = ["ds_write_b32 v1, v2", "s_cbranch_scc1 skip", "s_waitcnt lgkmcnt(0)", "skip:", "s_barrier"]
    assert [f.kind for f in findings("cdna4", branchy, "llvm") if f.error] == ["missing-wait"]
    assert not [f for f in findings("cdna4", ["global_store_dword v[2:3], v1, off", "s_barrier"], "llvm") if f.error]


def test_one_missing_wait_per_use():
    """A use that needs several outstanding loads is one fact: one s_waitcnt before it (the
    strongest any of them needs) fixes it. Two LDS reads into a[0:1] and a[2:3] on each of two
    paths, then an MFMA reading a[0:3] with nothing waited for: one finding, naming the four
    loads, needing lgkmcnt(0) (the youngest, CDNA4 4.4 in-order LDS returns); the barrier of
    the llvm profile likewise reports one finding for two LDS writes outstanding at it."""
    arm = ["ds_read_b64 a[0:1], v0", "ds_read_b64 a[2:3], v0 offset:8"]
    lines = ["s_cbranch_scc1 other", *arm, "s_branch join", "other:", *arm, "join:",
             f"{X16_4} v[4:7], a[0:1], a[2:3], 0"]  # fmt: skip
    found = [f for f in findings("cdna4", lines) if f.error]
    assert [f.kind for f in found] == ["missing-wait"]
    assert found[0].wait == {"lgkmcnt": 0} and len(found[0].producers) == 4
    assert "3 other operation(s)" in found[0].message
    writes = ["ds_write_b32 v1, v2", "ds_write_b32 v1, v2 offset:4", "s_barrier"]
    at_barrier = [f for f in findings("cdna4", writes, "llvm") if f.error]
    assert len(at_barrier) == 1 and at_barrier[0].wait == {"lgkmcnt": 0}


def test_excess_wait():
    """vmcnt(0) where only the older of two loads is used next is stronger than needed:
    vmcnt(1) would do (MI200 4.4 in-order VMEM returns)."""
    lines = ["global_load_dword v1, v[2:3], off", "global_load_dword v4, v[2:3], off", "s_waitcnt vmcnt(0)", "v_mov_b32 v5, v1"]
    excess = [f for f in findings("cdna4", lines) if f.kind == "excess-wait"]
    assert excess and "vmcnt(1)" in excess[0].message


def test_cli_check(tmp_path):
    """`cdna-isa check` prints findings and exits 2 on a hazard, 0 when clean; --json parses;
    bad input is an error message, not a traceback."""
    bad = tmp_path / "bad.s"
    bad.write_text("v_readfirstlane_b32 s4, v0\nglobal_load_dword v1, v2, s[4:5]\ns_endpgm\n")
    good = tmp_path / "good.s"
    good.write_text("v_readfirstlane_b32 s4, v0\ns_nop 4\nglobal_load_dword v1, v2, s[4:5]\ns_endpgm\n")
    run = lambda *a: subprocess.run([sys.executable, "-m", "cdna_isa.cli", "check", *a], capture_output=True, text=True)  # noqa: E731
    r = run("--arch", "cdna4", str(bad))
    assert r.returncode == 2 and "valu-sgpr-vmem" in r.stdout and "amd profile" in r.stdout
    r = run("--arch", "cdna4", "--json", str(bad))
    data = json.loads(r.stdout)
    assert data["hazards"] == 1 and data["findings"][0]["missing"] == 5 and data["profile"] == "amd"
    r = run("--arch", "cdna4", "--json", "--profile", "llvm", str(bad))
    assert json.loads(r.stdout)["profile"] == "llvm"
    r = run("--arch", "cdna4", "--profile", "gcc", str(bad))
    assert r.returncode == 2 and "invalid choice" in r.stderr and "Traceback" not in r.stderr
    assert run("--arch", "cdna4", str(good)).returncode == 0
    junk = tmp_path / "junk.s"
    junk.write_text("v_bogus v0\n")
    r = run(str(junk))
    assert r.returncode == 1 and "error" in r.stderr and "Traceback" not in r.stderr


def test_carry_in_after_valu_needs_nothing_on_cdna2():
    """MI200 Table 9 has no rule for a VALU carry-in read of VCC written by a VALU (clang-22
    for gfx90a emits such pairs back to back)."""
    assert not rule_ids(findings("cdna2", ["v_add_co_u32 v0, vcc, v1, v2", "v_addc_co_u32 v3, vcc, v4, v5, vcc"]))


def test_code_after_endpgm_is_not_checked():
    """Padding after s_endpgm that no branch reaches is not executed: a hazard there is not
    reported (hand-derived: the same pair before s_endpgm is, MI200 Table 9 setreg/getreg 2)."""
    pair = [MODE, "s_getreg_b32 s1, hwreg(HW_REG_MODE)"]
    assert "setreg-getreg" in rule_ids(findings("cdna2", pair))
    assert not rule_ids(findings("cdna2", ["s_endpgm"] + pair))



def test_diff_lists_hazard_and_latency_changes():
    """`cdna-isa diff cdna2 cdna4 --format json` compares the hazard tables. Oracle: the seeds.
    The trans -> non-trans consumer row is in CDNA4 Table 11 only (added); a DGEMM 16x16
    writing VGPRs read as MFMA SrcA/B needs 11 wait states in MI200 Table 26 and 19 in CDNA4
    Table 38 (changed); the VALU/SALU rows both tables share (e.g. VALU writes EXEC, DPP: 5)
    are not listed; spec/timing.yaml gives both archs the same latency classes."""
    from cdna_isa.runtime.diff import diff_archs

    d = diff_archs(arch("cdna2"), arch("cdna4"), hazards.load_timing(isa_module("cdna2")), hazards.load_timing(isa_module("cdna4")))
    assert "trans-consumer" in {r["id"] for r in d["hazards_added"]}
    changed = {r["id"]: (r["from"], r["to"]) for r in d["hazards_changed"]}
    assert changed["dgemm16-srcab"] == (11, 19)
    # MI200 7.2: XDL = every non-f64 MFMA (f32 too); CDNA4 7.6: f32 is SGEMM
    classes = {r["name"]: (r["from"], r["to"]) for r in d["mfma_class"]}
    assert classes["V_MFMA_F32_16X16X4_F32"] == ("xdl", "sgemm")
    listed = {r["id"] for k in ("hazards_added", "hazards_removed") for r in d[k]} | set(changed)
    assert "valu-exec-dpp" not in listed
    assert not [r for r in d["latency"] if r["class"] in ("salu", "valu", "trans", "vmem_load", "lds")]


def test_in_order_loads_may_overwrite_an_outstanding_destination():
    """Loads of one in-order stream return in issue order (CDNA4/MI200 4.4: VMEM reads and writes
    return in the order issued; LDS in order on lgkmcnt), so a younger load may overwrite the
    destination of an older one still outstanding: the older write lands first. The register
    then belongs to the younger load (a wait covering only the older one is not enough). Loads
    of different kinds (LDS after VMEM) may complete out of order: that overwrite is flagged."""
    for a, b, cover_old, cover_both in (
        ("global_load_dword v1, v[2:3], off", "global_load_dword v1, v[4:5], off", "vmcnt(1)", "vmcnt(0)"),
        ("ds_read_b32 v1, v0", "ds_read_b32 v1, v0 offset:8", "lgkmcnt(1)", "lgkmcnt(0)"),
    ):
        assert not [f for f in findings("cdna4", [a, b]) if f.error]
        early = [f for f in findings("cdna4", [a, b, f"s_waitcnt {cover_old}", "v_mov_b32 v5, v1"]) if f.error]
        assert [f.kind for f in early] == ["missing-wait"] and f"'{b}'" in early[0].message
        assert not [f for f in findings("cdna4", [a, b, f"s_waitcnt {cover_both}", "v_mov_b32 v5, v1"]) if f.error]
    mixed = findings("cdna4", ["global_load_dword v1, v[2:3], off", "ds_read_b32 v1, v0"])
    assert [f.kind for f in mixed if f.error] == ["missing-wait"]


def test_a_later_write_hides_the_earlier_producer():
    """Four MFMAs accumulate into v[0:3] (each reads the previous result as C: CDNA4 7.6, same
    registers and passes, 0 wait states); a VALU then reads v0. Only the last MFMA's write is
    what the VALU reads: one finding, against it (4 passes: 8 wait states, CDNA4 7.6 Table 38 XDL
    VALU row), not three more against the earlier writes (the hazard recognizer of llc-22 also
    looks at the nearest definition)."""
    chain = [f"{X16_4} v[0:3], v[4:5], v[6:7], v[0:3]"] * 4
    found = [f for f in findings("cdna4", chain + ["v_mov_b32 v8, v0"]) if f.kind == "hazard"]
    assert [(f.producer_pc, f.required, f.provided) for f in found] == [(24, 8, 0)]


@pytest.mark.parametrize("profile", ["amd", "llvm"])
def test_a_later_write_of_another_kind_hides_nothing(profile):
    """v_readlane writes s82, an SALU rewrites it from itself, a VALU reads it as a constant
    (aiter's gfx942/gfx950 two-stage MoE kernels): the VALU write is still the nearest of the
    row's kind ("VALU writes SGPR, then a VALU reads that SGPR", CDNA4/MI300 4.5 Table 11: 2),
    and llc-22 -run-pass=post-RA-hazard-rec inserts s_nop 0 after the s_and on gfx942 and
    gfx950: one wait state missing (v_readlane is 8 bytes, so is s_and with its literal)."""
    code = ["v_readlane_b32 s82, v3, 0", "s_and_b32 s82, s82, 0xffffff", "v_mul_lo_u32 v6, v5, s82"]
    for arch_name in ("cdna3", "cdna4"):
        found = [f for f in findings(arch_name, code, profile) if f.kind == "hazard"]
        assert [(f.producer_pc, f.pc, f.required, f.provided) for f in found] == [(0, 16, 2, 1)]


def test_one_finding_names_every_rule_it_violates():
    """v_cmpx writes EXEC and an MFMA comes right after: the guide's V_CMPX row (4, CDNA4 7.6
    Table 38) and, under the llvm profile, the rule for any VALU writing EXEC (llc-22: 4) relate
    the same pair: one finding, naming both rules."""
    pair = [CMPX, f"{X16_4} a[0:3], v[4:5], v[2:3], a[0:3]"]
    found = [f for f in findings("cdna4", pair, "llvm") if f.kind == "hazard"]
    assert len(found) == 1
    assert {r["id"] for r in found[0].rules} == {"cmpx-mfma", "valu-exec-mfma"}
    assert found[0].required == 4 and "cmpx-mfma" in found[0].message and "valu-exec-mfma" in found[0].message


@pytest.mark.parametrize("arch_name", ["cdna2", "cdna3", "cdna4"])
def test_profiles_differ_where_the_guide_and_llvm_do(arch_name):
    """MI200 Table 26 asks 11 wait states between an 8-pass XDL reading C and a VALU overwriting
    it (WAR); llc-22 waits 7 on gfx90a (the CDNA3/4 value). CDNA4 Table 11 asks none for a carry-in
    after a VALU SGPR write; llc-22 waits 2 on gfx950. Each profile reports its own."""
    if arch_name == "cdna2":
        pair = [f"{X16} v[8:11], v[0:1], v[2:3], v[4:7]", "v_mov_b32 v4, 0"]
        amd, llvm = 11, 7
    else:
        pair = ["v_add_co_u32 v0, vcc, v1, v2", "v_addc_co_u32 v3, vcc, v4, v5, vcc"]
        amd, llvm = 0, 2
    need = {p: max([f.required for f in findings(arch_name, pair, p) if f.kind == "hazard"], default=0) for p in ("amd", "llvm")}
    assert need == {"amd": amd, "llvm": llvm}
