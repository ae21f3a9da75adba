"""The generator's own guarantees that other tests do not cover."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import black
import pytest

import codegen.generate as generate
import codegen.reuse as reuse

STATIC = Path(generate.__file__).parent / "static"


def test_static_runtime_files_are_black_clean():
    # they are copied into generated/ unformatted, so they must already be in black's style
    mode = generate.BLACK_MODE
    for path in sorted((STATIC / "runtime").glob("*.py")) + [STATIC / "cli.py", STATIC / "cli_mfma.py", STATIC / "__main__.py"]:
        text = path.read_text()
        assert black.format_str(text, mode=mode) == text, f"{path} is not black-formatted (run black -l 100 on it)"


def test_generated_python_parses_and_is_black_clean():
    root = Path(generate.ROOT) / "generated"
    for path in sorted(root.rglob("*.py")):
        text = path.read_text()
        assert black.format_str(text, mode=generate.BLACK_MODE) == text, path


def _black(text: str, path: str) -> str:
    return black.format_str(text, mode=generate.BLACK_MODE)


def _refuse(text: str, path: str) -> str:
    raise AssertionError(f"{path} was formatted again")


def test_formatting_reuses_only_an_unchanged_file(tmp_path):
    """codegen/reuse.py: black runs only on files whose input or output changed."""
    texts = {"a.py": "x  =  1\n", "b.py": "y=[1,\n2]\n"}
    out, records = reuse.format_files(texts, tmp_path, _black)
    assert out == {"a.py": "x = 1\n", "b.py": "y = [1, 2]\n"}  # black's style, by hand
    for path, text in out.items():
        (tmp_path / path).write_text(text)
    (tmp_path / reuse.MANIFEST).write_text(reuse.manifest_text(records))
    again, _ = reuse.format_files(texts, tmp_path, _refuse)  # nothing to format
    assert again == out
    (tmp_path / "a.py").write_text("x = 2\n")  # a hand edit is formatted again
    with pytest.raises(AssertionError, match="a.py was formatted again"):
        reuse.format_files(texts, tmp_path, _refuse)
    changed, _ = reuse.format_files({**texts, "a.py": "x=3\n"}, tmp_path, _black)
    assert changed["a.py"] == "x = 3\n" and changed["b.py"] == out["b.py"]


def test_formatting_record_matches_the_generated_files():
    """generated/reuse.json names every formatted Python file with its SHA-256."""
    root = Path(generate.ROOT) / "generated"
    data = json.loads((root / reuse.MANIFEST).read_text())
    assert data["black"] == black.__version__
    files = data["files"]
    formatted = {str(p.relative_to(root)) for p in root.rglob("*.py*") if "runtime" not in p.parts}
    formatted -= {"cdna_isa/cli.py", "cdna_isa/cli_mfma.py", "cdna_isa/__main__.py"}  # copied as is
    assert set(files) == formatted
    for path, (_, output) in files.items():
        assert hashlib.sha256((root / path).read_bytes()).hexdigest() == output, path
    # the site's record: one hash over the committed site's paths and file hashes
    h = hashlib.sha256()
    for path in sorted(p for p in (root / "site").rglob("*") if p.is_file()):
        h.update(path.relative_to(root / "site").as_posix().encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    assert data["site"][1] == h.hexdigest()


def test_formatting_by_parts_is_black_of_the_whole_file(tmp_path, monkeypatch):
    """reuse.format_in_parts, held to black on the whole file (the oracle), on an ops module
    rendered afresh: with an empty cache (black on the whole file, cut into the cache), with
    every part cached, and with one function's docstring changed (that part formatted alone)."""
    from codegen import ops

    monkeypatch.setattr(reuse, "CACHE", tmp_path)
    path = "cdna_isa/cdna2/ops.py"
    text = ops.render("cdna2")[path]
    whole = reuse.black_format(text, path)
    assert reuse.format_in_parts(text, path) == whole
    assert len(list(tmp_path.rglob("*"))) > 1000  # the parts, cached
    assert reuse.format_in_parts(text, path) == whole
    at = text.index(':\n    """', len(text) // 2) + len(':\n    """')
    changed = text[:at] + "Changed, longer than it was. " * 3 + text[at:]
    assert reuse.format_in_parts(changed, path) == reuse.black_format(changed, path)
