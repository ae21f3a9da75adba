"""The spec diff between CDNA2 and CDNA4 (`cdna-isa diff`, generated/docs/diff-cdna2-cdna4.md).

Oracles: the CDNA4 seed's instruction lists (new instructions in 1.2 / 7.1.2, the renamed MFMA
spellings of 7.1.2) against the MI200 seed's opcode tables (chapter 13), and llvm-mc 22, which
decodes no MIMG word for gfx950."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from cdna_isa.runtime.diff import _normal, render_diff, spec_diff

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def diff() -> dict:
    return spec_diff("cdna2", "cdna4")


def test_new_cdna4_instructions_are_added(diff):
    """CDNA4 adds v_prng_b32, the permlane swaps, v_bitop3 and the 16x16x32 f16 MFMA; none of
    them is in the MI200 opcode tables."""
    added = {r["name"] for r in diff["added"]}
    for name in ("V_PRNG_B32", "V_PERMLANE16_SWAP_B32", "V_PERMLANE32_SWAP_B32", "V_BITOP3_B32", "V_MFMA_F32_16X16X32_F16"):
        assert name in added
    assert not added & {r["name"] for r in diff["removed"]}


def test_mfma_spellings_are_renames_not_add_remove_pairs(diff):
    """CDNA4 7.1.2 spells the MI200 v_mfma_f32_32x32x1f32 as v_mfma_f32_32x32x1_2b_f32 (same
    opcode): the diff pairs them instead of listing one added and one removed."""
    renamed = {(r["from"], r["to"]) for r in diff["renamed"]}
    assert ("V_MFMA_F32_32X32X1F32", "V_MFMA_F32_32X32X1_2B_F32") in renamed
    names = {r["name"] for r in diff["added"] + diff["removed"]}
    assert not names & {"V_MFMA_F32_32X32X1F32", "V_MFMA_F32_32X32X1_2B_F32"}


def test_mimg_is_removed_on_cdna4(diff):
    """gfx950 has no image instructions (llvm-mc 22 decodes no MIMG word for it)."""
    removed = {r["name"] for r in diff["removed"] if r["format"] == "MIMG"}
    assert "IMAGE_LOAD" in removed


def test_cache_policy_bits_change_name(diff):
    """FLAT bit 16 is GLC on MI200 (13.8's field table); llvm-mc 22 spells bit 25 `scc` on gfx90a,
    and on gfx950 spells bits 16 and 25 `sc0` and `sc1` and adds `nt` at bit 17."""
    flat = {r["field"]: (r["from"], r["to"]) for r in diff["formats"] if r.get("format") == "FLAT"}
    assert flat["GLC"] == ((16, 16), None)
    assert flat["SC0"] == (None, (16, 16))
    assert flat["SC1"] == (None, (25, 25))
    assert flat["SCC"] == ((25, 25), None)


def test_pseudocode_compared_after_normalisation():
    """Whitespace, comments and redundant parentheses are not semantic changes; an operator is."""
    assert _normal("D.u32 = (S0.u32 + S1.u32)  # sum") == _normal("D.u32 = S0.u32 + S1.u32")
    assert _normal("D.u32 = S0.u32 + S1.u32") != _normal("D.u32 = S0.u32 - S1.u32")


def test_generated_document_is_the_cli_output(diff):
    """`make generate` writes docs/diff-cdna2-cdna4.md; `cdna-isa diff` prints the same text, and
    its JSON form carries the same lists."""
    document = (ROOT / "generated" / "docs" / "diff-cdna2-cdna4.md").read_text()
    assert document == render_diff(diff)
    cli = [sys.executable, "-m", "cdna_isa.cli", "diff", "cdna2", "cdna4"]
    text = subprocess.run(cli, capture_output=True, text=True, check=True).stdout
    assert text == document
    as_json = json.loads(subprocess.run([*cli, "--format", "json"], capture_output=True, text=True, check=True).stdout)
    assert as_json["added"] == diff["added"]


@pytest.mark.parametrize("a, b", [("cdna2", "cdna3"), ("cdna2", "cdna4"), ("cdna3", "cdna4")])
def test_every_pair_has_its_generated_document(a, b):
    """codegen's DIFF_DOCUMENTS: `make generate` writes docs/diff-<a>-<b>.md for all three pairs,
    each equal to the package's own rendering."""
    document = (ROOT / "generated" / "docs" / f"diff-{a}-{b}.md").read_text()
    assert document == render_diff(spec_diff(a, b))


def test_cdna3_to_cdna4_is_the_lacks_the_xf32_mfmas_and_the_mi300_tables():
    """Oracles: spec/archs/cdna3.yaml's lacks (what llvm-mc -mcpu=gfx942 rejects and gfx950
    takes: 99 instructions), MI300 7.1.2 Table 28 (the two xf32 MFMAs, gfx942 only; f64
    16x16x4 in 32 cycles against CDNA4 Table 28's 64) and MI300 7.5 Table 37 against CDNA4
    7.6 Table 38 (XDL SrcA/B after 4 passes: 7 wait states, then 8)."""
    d = spec_diff("cdna3", "cdna4")
    assert len(d["added"]) == 99 and not d["renamed"] and not d["renumbered"]
    assert {r["name"] for r in d["removed"]} == {"V_MFMA_F32_16X16X8_XF32", "V_MFMA_F32_32X32X4_XF32"}
    text = render_diff(d)
    assert "V_MFMA_F64_16X16X4_F64: 32 -> 64 cycles" in text
    assert "`xdl-mfma-srcab`: wait states by passes 2: 5, 4: 7, 8: 11, 16: 19 -> wait states by passes 2: 5, 4: 8, 8: 12, 16: 20" in text


@pytest.mark.parametrize(
    "a, b, name, cycles",
    [
        # MI200 7.1 (16 passes) -> CDNA4 7.1.2 Table 28 (8 passes): the f16 32x32x8, renamed
        ("cdna2", "cdna4", "V_MFMA_F32_32X32X8_F16", (64, 32)),
        # MI200 7.1 (8 passes) -> CDNA4 Table 28 (16 passes): the f64 16x16x4, renamed
        ("cdna2", "cdna4", "V_MFMA_F64_16X16X4_F64", (32, 64)),
        # MI300 7.1 Table 28 (8 passes) -> CDNA4 Table 28 (16 passes), same spelling
        ("cdna3", "cdna4", "V_MFMA_F64_16X16X4_F64", (32, 64)),
        # MI200 (16 passes) -> MI300 Table 28 (8 passes): CDNA3 halves the single-block f16 MFMAs
        ("cdna2", "cdna3", "V_MFMA_F32_32X32X8_F16", (64, 32)),
    ],
)
def test_renamed_pairs_are_compared_in_every_respect(a, b, name, cycles):
    """Issue 16: a renamed pair (v_mfma_f32_32x32x8f16 -> v_mfma_f32_32x32x8_f16) is compared
    like any other pair, so its latency change is reported and the headline counts it."""
    d = spec_diff(a, b)
    latency = {r["class"]: (r["from"], r["to"]) for r in d["latency"]}
    assert latency[name] == cycles
    assert f"{len(d['latency'])} latency" in render_diff(d).splitlines()[2]


@pytest.mark.parametrize("a, b", [("cdna2", "cdna3"), ("cdna2", "cdna4"), ("cdna3", "cdna4")])
def test_every_pair_has_its_document(a, b):
    """make generate writes one document per pair of architectures, each the CLI's text."""
    document = (ROOT / "generated" / "docs" / f"diff-{a}-{b}.md").read_text()
    assert document == render_diff(spec_diff(a, b))
