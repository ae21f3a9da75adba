"""Shared test hooks: the llvm-mc oracle tests report their pass rates at the end of the run;
with CDNA_ISA_RESCHEDULE=1 (tests/compile.py) every kernel launch is strict; `isa` runs a test
on each architecture."""

from __future__ import annotations

import cdna_isa
import pytest

from .compile import RESCHEDULE


@pytest.fixture(autouse=True)
def strict_launches(monkeypatch):
    """Rescheduled kernels run in strict mode, so a wait the scheduler lost stops the test."""
    if RESCHEDULE:
        from cdna_isa.runtime.device import Module

        launch = Module.launch
        monkeypatch.setattr(Module, "launch", lambda self, *a, **k: launch(self, *a, **{**k, "strict": True}))

@pytest.fixture(params=["cdna2", "cdna4"])
def isa(request):
    """Each architecture's ISA in turn."""
    return cdna_isa.arch(request.param)


ORACLE_STATS: dict[str, tuple[int, int]] = {}
FUZZ_STATS: dict[str, dict[str, int]] = {}  # fuzz test -> outcome -> count (tests/fuzz.py)


def pytest_terminal_summary(terminalreporter):
    if ORACLE_STATS:
        terminalreporter.section("llvm-mc oracle")
        for name, (ok, total) in sorted(ORACLE_STATS.items()):
            terminalreporter.write_line(f"{name}: {ok}/{total} identical ({100 * ok / max(total, 1):.2f}%)")
    if FUZZ_STATS:
        terminalreporter.section("fuzz cases (issue 20 contract: documented errors only, bounded, state restored)")
        for name, outcomes in sorted(FUZZ_STATS.items()):
            terminalreporter.write_line(f"{name}: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
