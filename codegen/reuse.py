"""Reuse of generated/ outputs whose inputs did not change, so that `make generate` does only
the work a change needs (on a fresh clone too: generated/ is committed).

- Black is deterministic: when the text given to it for a file is the text it was given last
  time (same black version), its output is the file already in generated/.
- The reference site is a function of the package it is rendered from, the site code and
  templates and the spec extras: when all of those hash as last time, it is the site already
  in generated/site. Otherwise each instruction page is still taken from there when what it
  is rendered from (its instructions' rows, the templates, the runtime: codegen/site.py)
  hashes as last time.
- A large module (an ops module, the semantics) whose input did change is formatted by its
  top-level definitions, each taken from a local cache (.cache/black, git-ignored) when black
  formatted the same text before: a changed description re-formats one function.

generated/reuse.json records the SHA-256 of each input and of its output; an output is reused
only when both still match, so a hand-edited file is made again (and `make check-generated`
still sees the edit). Everything else is made as before."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import black

MANIFEST = "reuse.json"
BLACK_MODE = black.Mode(line_length=100)
PYI_MODE = black.Mode(line_length=100, is_pyi=True)
CODEGEN = Path(__file__).resolve().parent


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _record(root: Path) -> dict:
    try:
        data = json.loads((root / MANIFEST).read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def previous_outputs(root: Path) -> dict[str, list[str]]:
    """path -> [input hash, output hash] of the last generation into `root`, if it was made by
    this black version; {} otherwise."""
    data = _record(root)
    files = data.get("files") if data.get("black") == black.__version__ else None
    return files if isinstance(files, dict) else {}


# a generated Python file this large is formatted by parts (format_in_parts), through CACHE
IN_PARTS = 100_000
CACHE = CODEGEN.parent / ".cache" / "black"  # git-ignored: black's output per part, by input hash


def parts_of(text: str) -> list[str]:
    """The text cut before each top-level `def`, `class` or decorator (with the comment lines
    just above it): parts black formats alike alone and in the file, which it joins with two
    blank lines."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for i, line in enumerate(lines):
        if i and line.startswith(("def ", "class ", "@")) and not lines[i - 1].startswith("@"):
            j = i
            while j > 0 and lines[j - 1].startswith("#"):
                j -= 1
            if j > starts[-1]:
                starts.append(j)
    return ["".join(lines[a:b]) for a, b in zip(starts, starts[1:] + [len(lines)])]


def format_in_parts(text: str, path: str) -> str:
    """black_format of a large module, part by part (parts_of), each part's output taken from
    CACHE when black formatted the same text before: a change to one function of an ops module
    formats that function only. With most parts new, black formats the whole file (faster
    than part by part) and its output, cut the same way, fills the cache.
    tests/test_generator.py holds the result to black on the whole file."""
    parts = parts_of(text)
    keys = [_sha(f"{black.__version__}\0{path.endswith('.pyi')}\0{part}") for part in parts]
    paths = [CACHE / key[:2] / key for key in keys]
    known = {}
    for n, cached in enumerate(paths):
        try:
            known[n] = cached.read_text()
        except OSError:
            pass
    if len(known) < len(parts) / 2:
        whole = black_format(text, path)
        formatted = parts_of(whole)
        if len(formatted) == len(parts):
            for cached, part in zip(paths, formatted):
                _write(cached, part)
        return whole
    out = []
    for n, part in enumerate(parts):
        if n not in known:
            known[n] = black_format(part, path)
            _write(paths[n], known[n])
        out.append(known[n].strip("\n"))
    return "\n\n\n".join(p for p in out if p) + "\n"


def _write(path: Path, text: str) -> None:
    """A cache entry, written whole or not at all (another process may read it meanwhile)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}")
    tmp.write_text(text)
    os.replace(tmp, path)


def _format(text: str, path: str) -> str:
    """black_format, by parts for a large .py module."""
    if len(text) > IN_PARTS and path.endswith(".py"):
        return format_in_parts(text, path)
    return black_format(text, path)


def black_format(text: str, path: str) -> str:
    """Generated Python (a .pyi as a stub) in black's style; ValueError `path:1: ...` when it
    does not parse (a template bug: say where)."""
    try:
        return black.format_file_contents(
            text, fast=True, mode=PYI_MODE if path.endswith(".pyi") else BLACK_MODE
        )
    except black.NothingChanged:
        return text
    except black.InvalidInput as exc:
        raise ValueError(f"{path}:1: generated code does not parse: {exc}") from None


def format_files(
    texts: dict[str, str],
    root: Path | None,
    formatter: Callable[[str, str], str] = _format,
) -> tuple[dict[str, str], dict[str, list[str]]]:
    """(path -> formatted text, path -> [input hash, output hash]) of `texts`, reusing the files
    under `root` (None: none) that the last generation's record matches; `formatter(text,
    path)` formats the others, in parallel."""
    previous = previous_outputs(root) if root else {}
    out: dict[str, str] = {}
    todo = []
    for path, text in texts.items():
        record = previous.get(path)
        if record and record[0] == _sha(text):
            try:
                old = (root / path).read_text()
            except OSError:
                old = None
            if old is not None and _sha(old) == record[1]:
                out[path] = old
                continue
        todo.append(path)
    if len(todo) > 1:
        with ProcessPoolExecutor(max_workers=min(len(todo), os.cpu_count() or 2)) as pool:
            out.update(zip(todo, pool.map(formatter, [texts[p] for p in todo], todo)))
    else:
        out.update((p, formatter(texts[p], p)) for p in todo)
    return out, {p: [_sha(texts[p]), _sha(out[p])] for p in texts}


def manifest_text(
    records: dict[str, list[str]], site: list[str] | None = None, pages: dict | None = None
) -> str:
    """generated/reuse.json: deterministic (sorted) so that regenerating is idempotent. `pages`:
    the site's per-page records (codegen/site.py), for reusing unchanged pages."""
    data = {"black": black.__version__, "files": dict(sorted(records.items())), "site": site}
    data["site_pages"] = dict(sorted((pages or {}).items()))
    return json.dumps(data, indent=1) + "\n"


def site_pages(root: Path | None) -> dict:
    """The per-page records of the site last generated into `root` ({} for none)."""
    pages = _record(root).get("site_pages") if root else None
    return pages if isinstance(pages, dict) else {}


def _tree_hash(root: Path, skip=lambda rel: False) -> str:
    """One SHA-256 over the paths and contents of the files under `root`."""
    h = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        rel = path.relative_to(root).as_posix()
        if "__pycache__" in rel or skip(rel):
            continue
        h.update(rel.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


def site_inputs(package_root: Path, extras: dict) -> str:
    """The hash of what the site is made of: the package just written (not its ops modules,
    written alongside and not read by the site), the code generator with its templates, and
    the spec extras."""
    h = hashlib.sha256()
    h.update(_tree_hash(package_root / "cdna_isa", lambda rel: rel.endswith(("ops.py", "ops.pyi"))).encode())
    h.update(_tree_hash(CODEGEN).encode())
    h.update(json.dumps(extras, sort_keys=True).encode())
    return h.hexdigest()


def _files_hash(root: Path, paths: list[str]) -> str:
    """One SHA-256 over the given files under `root` (missing ones count as absent)."""
    h = hashlib.sha256()
    for rel in paths:
        path = root / rel
        h.update(rel.encode() + b"\0" + (path.read_bytes() if path.is_file() else b"\1absent"))
    return h.hexdigest()


def reuse_site(key: str, root: Path, package_root: Path, documents: list[str] = ()) -> dict[str, str] | None:
    """Copy root/site and the `documents` (the diff documents, made with the site) into
    package_root and return their files (site/..., documents) when the last generation's site
    was made of the same inputs and they are unchanged; else None."""
    record = _record(root).get("site")
    old = root / "site"
    if not (isinstance(record, list) and len(record) == 3 and record[0] == key and old.is_dir()):
        return None
    if _tree_hash(old) != record[1] or _files_hash(root, list(documents)) != record[2]:
        return None
    shutil.copytree(old, package_root / "site")
    for rel in documents:
        (package_root / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / rel, package_root / rel)
    files = {f"site/{p.relative_to(old).as_posix()}": "" for p in sorted(old.rglob("*")) if p.is_file()}
    return {**files, **dict.fromkeys(documents, "")}


def site_record(key: str, package_root: Path, documents: list[str] = ()) -> list[str]:
    return [key, _tree_hash(package_root / "site"), _files_hash(package_root, list(documents))]
