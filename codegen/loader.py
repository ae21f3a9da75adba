"""Read the YAML spec with line numbers, validate it, and report errors as `file:line: message`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.reader import ReaderError
from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString

M = TypeVar("M", bound=BaseModel)


class SpecError(Exception):
    """One or more problems in the spec, each `path:line: field: message`."""

    def __init__(self, messages: list[str]):
        self.messages = messages
        super().__init__("\n".join(messages))


class Located:
    """A parsed YAML document that remembers where every node came from."""

    def __init__(self, path: Path, root: Any):
        self.path = path
        self.root = root

    def line_of(self, loc: tuple[Any, ...]) -> int:
        """1-based line of the deepest node of `loc` that exists."""
        node, line = self.root, 1
        for key in loc:
            if isinstance(node, CommentedMap) and key in node:
                line = node.lc.key(key)[0] + 1
                node = node[key]
            elif isinstance(node, CommentedSeq) and isinstance(key, int) and key < len(node):
                line = node.lc.item(key)[0] + 1
                node = node[key]
            else:
                break
        return line

    def where(self, *loc: Any) -> str:
        return f"{self.path}:{self.line_of(loc)}"

    def value_line(self, loc: tuple[Any, ...]) -> int:
        """Line of the first line of a scalar's text: a block scalar (`|`, `>`) starts below its key."""
        node = self.root
        for key in loc:
            try:
                node = node[key]
            except (KeyError, IndexError, TypeError):
                return self.line_of(loc)
        block = isinstance(node, (LiteralScalarString, FoldedScalarString))
        return self.line_of(loc) + (1 if block else 0)


def _plain(node: Any) -> Any:
    if isinstance(node, CommentedMap):
        return {k: _plain(v) for k, v in node.items()}
    if isinstance(node, CommentedSeq):
        return [_plain(v) for v in node]
    return node


def read_yaml(path: Path) -> Located:
    yaml = YAML(typ="rt")
    yaml.allow_duplicate_keys = False
    try:
        with open(path, encoding="utf-8") as fh:
            root = yaml.load(fh)
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise SpecError([f"{path}:{line}: malformed YAML: {exc.problem or exc.context}"]) from None
    except OSError as exc:
        raise SpecError([f"{path}:1: cannot read: {exc.strerror}"]) from None
    except UnicodeDecodeError as exc:
        line = open(path, "rb").read()[: exc.start].count(b"\n") + 1
        raise SpecError([f"{path}:{line}: not UTF-8 text: byte 0x{exc.object[exc.start]:02x}"]) from None
    except ReaderError as exc:
        text = open(path, encoding="utf-8", errors="replace").read()
        line = text[: max(exc.position, 0)].count("\n") + 1
        raise SpecError([f"{path}:{line}: malformed YAML: {exc.reason} (character {exc.character!r})"]) from None
    except YAMLError as exc:
        raise SpecError([f"{path}:1: malformed YAML: {exc}"]) from None
    if root is None:
        root = CommentedMap()
    return Located(path, root)


def _describe(err: dict[str, Any]) -> str:
    kind, msg = err["type"], err["msg"]
    if kind == "extra_forbidden":
        return "unknown key"
    if kind == "missing":
        return "required key is missing"
    if kind == "literal_error":
        return msg.replace("Input should be", "expected")
    return msg


def _resolvable(node: Any, loc: tuple[Any, ...], missing: bool) -> tuple[Any, ...]:
    """The part of a pydantic error location that names real YAML nodes (drops union tags)."""
    out: list[Any] = []
    for i, key in enumerate(loc):
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, list) and isinstance(key, int) and key < len(node):
            node = node[key]
        else:
            if missing and i == len(loc) - 1:
                out.append(key)
            break
        out.append(key)
    return tuple(out)


def validate(doc: Located, model: type[M], loc_prefix: tuple[Any, ...] = ()) -> M:
    node = doc.root
    for key in loc_prefix:
        node = node[key]
    try:
        return model.model_validate(_plain(node))
    except ValidationError as exc:
        messages = []
        seen = set()
        for err in exc.errors():
            loc = _resolvable(node, err["loc"], err["type"] == "missing")
            field = ".".join(str(p) for p in (*loc_prefix, *loc)) or "(document)"
            text = f"{doc.where(*loc_prefix, *loc)}: {field}: {_describe(err)}"
            if text not in seen:
                seen.add(text)
                messages.append(text)
        raise SpecError(messages) from None
