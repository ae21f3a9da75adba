"""`cdna-isa port --from A --to B`: what moving a kernel to another architecture changes.

Oracles: llvm-mc 22 (which spelling each target gives the same bytes, which instructions a target
refuses), the guides' MFMA pass counts (MI200 7.1, MI300 and CDNA4 7.1 Table 28), clang-22
code objects for gfx942."""

from __future__ import annotations

import json
import subprocess
import sys

import cdna_isa
import pytest
from cdna_isa.runtime import hazards
from cdna_isa.runtime.port import port_report, render_port

from . import llvm
from .compile import compile_kernel

MI200_KERNEL = [
    "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]",
    "global_load_dword v1, v[2:3], off glc",
    "v_add_f32 v4, v5, v6",
    "s_endpgm",
]


def report(src: str, dst: str, lines: list[str]) -> dict:
    a, b = cdna_isa.arch(src), cdna_isa.arch(dst)
    code = a.assemble("\n".join(lines))
    timing = [hazards.load_timing(getattr(cdna_isa, n)) for n in (dst, src)]
    return port_report(a, b, code, 0, None, *timing)


def test_respelled_instructions_and_their_passes():
    """gfx90a -> gfx950: llvm-mc 22 disassembles the bytes of v_mfma_f32_32x32x8f16 as
    v_mfma_f32_32x32x8_f16 and `glc` as `sc0` on gfx950; the MFMA goes from 16 passes (MI200 7.1)
    to 8 (CDNA4 Table 28). The rewritten code assembles with llvm-mc -mcpu=gfx950 to the bytes
    llvm-mc -mcpu=gfx90a gives the original."""
    r = report("cdna2", "cdna4", MI200_KERNEL)
    rows = {row["text"].split()[0]: row for row in r["rows"]}
    theirs = llvm.disassemble("cdna4", [b for b in llvm.assemble("cdna2", MI200_KERNEL[:2])])
    assert [rows["v_mfma_f32_32x32x8f16"]["target_text"], rows["global_load_dword"]["target_text"]] == theirs
    assert "64 -> 32 cycles (16 -> 8 passes)" in rows["v_mfma_f32_32x32x8f16"]["notes"]
    assert (r["absent"], r["respelled"], r["changed"]) == (0, 2, 1)
    assert llvm.assemble("cdna4", r["rewritten"]) == llvm.assemble("cdna2", MI200_KERNEL)
    assert r["check"]["hazards"] == 0 and r["check"]["missing_waits"] == 0


def test_absent_instruction_stops_the_rewrite():
    """gfx942 -> gfx950: llvm-mc 22 refuses v_mfma_f32_16x16x8_xf32 for gfx950 (a gfx940-only
    MFMA); the report says so, and neither rewrites nor checks code the target cannot run."""
    line = "v_mfma_f32_16x16x8_xf32 v[0:3], v[0:1], v[2:3], v[0:3]"
    assert llvm.assemble("cdna4", [line]) == [None]
    r = report("cdna3", "cdna4", [line, "s_endpgm"])
    assert r["absent"] == 1 and r["rows"][0]["notes"] == ["absent on cdna4"]
    assert "rewritten" not in r and r["check"] is None
    assert "check under cdna4 rules: not run" in render_port(r)


def test_pass_change_brings_new_wait_states():
    """gfx942 -> gfx950: v_mfma_f64_16x16x4_f64 takes 8 passes on MI300 (Table 28) and 16 on
    CDNA4 (Table 28); a VALU reading its result 8 wait states later is a hazard on both (MI300
    7.5 Table 37: 11; CDNA4 7.6 Table 38: 19), so the finding is not new, and with 12 it is
    new on cdna4 only."""
    mfma = "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]"
    for nops, new in ((8, False), (12, True)):
        r = report("cdna3", "cdna4", [mfma, f"s_nop {nops - 1}", "v_add_f32 v20, v0, v1", "s_endpgm"])
        assert "32 -> 64 cycles (8 -> 16 passes)" in r["rows"][0]["notes"]
        hits = [f for f in r["check"]["findings"] if f["kind"] == "hazard"]
        assert [f["new"] for f in hits] == [new], hits
        assert hits[0]["wait_states_from_to"] == [11, 19]  # the rule's row on each guide


def test_cli_text_json_and_rewrite(tmp_path):
    src = tmp_path / "k.s"
    src.write_text("\n".join(MI200_KERNEL) + "\n")
    out = tmp_path / "k-cdna4.s"
    cli = [sys.executable, "-m", "cdna_isa.cli", "port", "--from", "cdna2", "--to", "cdna4", str(src)]
    text = subprocess.run([*cli, "--rewrite", str(out)], capture_output=True, text=True)
    assert text.returncode == 0, text.stderr
    assert text.stdout.startswith("port cdna2 -> cdna4: 4 instructions, 0 absent")
    assert out.read_text().splitlines()[0] == "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]"
    as_json = json.loads(subprocess.run([*cli, "--json"], capture_output=True, text=True, check=True).stdout)
    assert as_json["respelled"] == 2 and len(as_json["rows"]) == 4
    bad = tmp_path / "x.s"
    bad.write_text("v_mfma_f32_16x16x8_xf32 v[0:3], v[0:1], v[2:3], v[0:3]\n")
    cli3 = [sys.executable, "-m", "cdna_isa.cli", "port", "--from", "cdna3", "--to", "cdna4", str(bad)]
    refused = subprocess.run([*cli3, "--rewrite", str(out)], capture_output=True, text=True)
    assert refused.returncode == 1 and "not rewritten" in refused.stderr
    assert "Traceback" not in refused.stderr


@pytest.mark.skipif(llvm.llvm_bin("clang") is None, reason="needs clang-22")
def test_clang_gfx942_code_object_ports_to_gfx950(tmp_path):
    """A clang-22 -mcpu=gfx942 kernel: every instruction exists on gfx950 with the same bytes
    (llvm-objdump --mcpu=gfx950 reads the same instruction count), so the report rewrites it and
    checks it under the CDNA4 rules."""
    obj = compile_kernel("vector_add", "cdna3", tmp_path)
    cli = [sys.executable, "-m", "cdna_isa.cli", "port", "--from", "cdna3", "--to", "cdna4", "--json", str(obj)]
    r = json.loads(subprocess.run(cli, capture_output=True, text=True, check=True).stdout)
    assert r["absent"] == 0 and r["undecodable"] == 0
    assert r["instructions"] == len(llvm.objdump(obj, "cdna4")) == len(r["rewritten"])
    assert r["check"] is not None and "findings" in r["check"]
