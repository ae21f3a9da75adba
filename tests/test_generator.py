"""The generator's own guarantees that other tests do not cover."""

from __future__ import annotations

from pathlib import Path

import black

import codegen.generate as generate

STATIC = Path(generate.__file__).parent / "static"


def test_static_runtime_files_are_black_clean():
    # they are copied into generated/ unformatted, so they must already be in black's style
    mode = generate.BLACK_MODE
    for path in sorted((STATIC / "runtime").glob("*.py")) + [STATIC / "cli.py", STATIC / "__main__.py"]:
        text = path.read_text()
        assert black.format_str(text, mode=mode) == text, f"{path} is not black-formatted (run black -l 100 on it)"


def test_generated_python_parses_and_is_black_clean():
    root = Path(generate.ROOT) / "generated"
    for path in sorted(root.rglob("*.py")):
        text = path.read_text()
        assert black.format_str(text, mode=generate.BLACK_MODE) == text, path
