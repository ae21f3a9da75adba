"""The assembly lines quoted in the seed documents (the ISA-reading article and the MI200
guide) assemble, and to the bytes llvm-mc gives them."""

from __future__ import annotations

import re
from pathlib import Path

import cdna_isa
import pytest

from . import llvm

SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"
DOCS = {"article": "003_2af800573730458a.txt", "mi200": "001_3b6639228af88933.txt"}
LINE = re.compile(r"^\s*([a-z][a-z0-9_]*)\s+(\S.*)$")
# examples quoted inside prose (the MI200 guide): a mnemonic and comma-separated plain operands
OPERAND = r"(?:[sva]\d+|[sva]\[\d+:\d+\]|-?\d+|0x[0-9a-fA-F]+|m0|vcc|exec)"
INLINE = re.compile(rf"\b([sv]_[a-z0-9_]+) ({OPERAND}(?:, {OPERAND})+)")


def seed_lines(doc: str, isa) -> list[str]:
    """Lines whose first word is a mnemonic of the spec, comments cut off."""
    path = SEEDS / DOCS[doc]
    if not path.exists():
        pytest.skip(f"seed {path} not present")
    out = []
    if doc == "mi200":
        for m in INLINE.finditer(path.read_text(errors="replace")):
            if m.group(1) in isa.by_mnemonic:
                out.append(f"{m.group(1)} {m.group(2)}")
        return list(dict.fromkeys(out))
    for raw in path.read_text(errors="replace").splitlines():
        text = re.split(r"\s#|//|;", raw)[0].rstrip()
        m = LINE.match(text)
        if m and m.group(1) in isa.by_mnemonic and "," in m.group(2) or (m and m.group(2).startswith(("vmcnt", "lgkmcnt"))):
            out.append(text.strip())
    return list(dict.fromkeys(out))


@pytest.mark.parametrize("doc", sorted(DOCS))
def test_seed_assembly_lines_match_llvm_mc(doc):
    isa = cdna_isa.arch("cdna2")
    lines = seed_lines(doc, isa)
    labels = sorted({lab for line in lines for lab in re.findall(r"\.L\w+", line)})
    theirs = llvm.assemble("cdna2", [line + "\n" + "\n".join(f"{lab}:" for lab in labels) if labels and any(lab in line for lab in labels) else line for line in lines])
    checked = 0
    for line, ref in zip(lines, theirs):
        if ref is None:
            continue  # pseudocode or syntax of another generation that llvm-mc rejects too
        source = line + "".join(f"\n{lab}:" for lab in labels if lab in line)
        assert isa.assemble(source)[: len(ref)] == ref, line
        checked += 1
    assert checked >= (20 if doc == "article" else 4), f"only {checked} lines of the {doc} seed were checked"
