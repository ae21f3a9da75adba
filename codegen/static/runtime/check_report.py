"""What the hazard and waitcnt checks report (findings, a report, the errors of input they
cannot analyse) and the register numbering they report in."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from .state import EXEC, M0, VCC

# registers as the checks number them: SGPRs and specials by operand code, VGPRs and AGPRs
# from these bases, hardware registers (s_getreg/s_setreg) from HWREG_BASE
VGPR_BASE, AGPR_BASE, HWREG_BASE = 256, 512, 1024
EMPTY: frozenset = frozenset()
CALLS = ("S_SWAPPC_B64", "S_CALL_B64")  # calls: the callee waits for everything first


class CheckError(Exception):
    """Input the checker cannot analyse (undecodable words, no code, an unknown profile)."""


@dataclass
class Finding:
    """One thing a check found at an instruction: a hazard, a missing wait or an excess wait."""

    kind: str  # hazard | missing-wait | excess-wait
    pc: int
    text: str
    message: str
    rule: str | None = None  # hazard: the rule needing the most wait states
    producer_pc: int | None = None
    producer_text: str | None = None
    required: int | None = None
    provided: int | None = None
    missing: int | None = None
    counter: str | None = None
    source: str | None = None  # hazard: the guide row of `rule`
    wait: dict | None = None  # missing-wait: the s_waitcnt counter values that would do
    rules: list | None = None  # hazard: every rule the pair violates, [{id, required, row}]
    producers: list | None = None  # missing-wait: every operation it waits for, when several

    @property
    def error(self) -> bool:
        return self.kind != "excess-wait"

    def as_dict(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v is not None}


@dataclass
class Report:
    """Every finding of one check of a program, in pc order."""

    arch: str
    instructions: int
    findings: list = field(default_factory=list)
    profile: str = "amd"

    @property
    def errors(self) -> list:
        return [f for f in self.findings if f.error]

    def as_dict(self) -> dict:
        return {
            "arch": self.arch,
            "profile": self.profile,
            "instructions": self.instructions,
            "hazards": sum(f.kind == "hazard" for f in self.findings),
            "missing_waits": sum(f.kind == "missing-wait" for f in self.findings),
            "excess_waits": sum(f.kind == "excess-wait" for f in self.findings),
            "findings": [f.as_dict() for f in self.findings],
        }


def register_names(regs) -> str:
    """Registers (the checker's numbering) as a finding names them: s3, v7, a1, vcc_lo, ..."""

    def name(r) -> str:
        if not isinstance(r, int):
            return "memory"
        if r >= HWREG_BASE:
            return f"hwreg{r - HWREG_BASE}"
        if r >= AGPR_BASE:
            return f"a{r - AGPR_BASE}"
        if r >= VGPR_BASE:
            return f"v{r - VGPR_BASE}"
        return {
            VCC: "vcc_lo",
            VCC + 1: "vcc_hi",
            M0: "m0",
            EXEC: "exec_lo",
            EXEC + 1: "exec_hi",
        }.get(r, f"s{r}")

    return ", ".join(name(r) for r in sorted(regs))
