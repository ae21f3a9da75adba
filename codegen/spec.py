"""The spec as the generator uses it: read and validated (model.py), then every instruction's
pseudocode checked (pseudocode.py), which compiles against the model, so the check runs
here, above both."""

from __future__ import annotations

from pathlib import Path

from .loader import SpecError
from .model import SPEC_DIR, Spec, read_spec
from .pseudocode import check_instruction


def load_spec(spec_dir: Path = SPEC_DIR, check_semantics: bool = True) -> Spec:
    """The spec in `spec_dir`; SpecError lists every problem found, each at its file:line."""
    spec = read_spec(spec_dir)
    if check_semantics:
        errors = [
            error
            for model in spec.archs.values()
            for ins in model.instructions.values()
            for error in check_instruction(ins)
        ]
        if errors:
            raise SpecError(sorted(set(errors)))
    return spec
