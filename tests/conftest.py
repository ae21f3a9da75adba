"""Shared test hooks: the llvm-mc oracle tests report their pass rates at the end of the run."""

from __future__ import annotations

ORACLE_STATS: dict[str, tuple[int, int]] = {}


def pytest_terminal_summary(terminalreporter):
    if ORACLE_STATS:
        terminalreporter.section("llvm-mc oracle")
        for name, (ok, total) in sorted(ORACLE_STATS.items()):
            terminalreporter.write_line(f"{name}: {ok}/{total} identical ({100 * ok / max(total, 1):.2f}%)")
