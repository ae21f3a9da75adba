"""Production kernels: five hand-written gfx950 kernels of ROCm aiter and three gfx90a
implicit-GEMM kernels of ROCm MIOpen (both MIT licence; provenance and licence text in
tests/data/aiter/README.md and tests/data/miopen/README.md) checked under the default `amd`
profile.

No false alarm: every finding must be one a guide row requires. The expected findings are found
here independently of the checker, by scanning llvm-objdump's disassembly (the oracle for the
instructions) with the guide's rows written as text patterns over straight-line code:

- CDNA4 4.5 Table 11, "SALU writes M0, then ... scratch or global with LDS = 1: 1": an s_* write
  of m0 directly followed by a load into LDS (buffer_load ... lds, global_load_lds_*).
- CDNA4 4.5 Table 11, "VALU writes SGPR/VCC (v_readlane, ...), then a VALU reads that SGPR as a
  constant: 2": v_readlane into sN, then within 2 wait states a VALU reading sN as a data
  operand (not a lane select), with no write of sN in between.
- CDNA4 7.6 Table 38, "XDL writes VGPR, then a VALU reads it: 5/8/12/20 for 2/4/8/16 passes":
  v_mfma_f32_16x16x128_f8f6f4 without cbsz/blgp (fp8 A and B: 32 cycles, 8 passes, CDNA4
  7.1.2 Table 28) then, within 12 wait states, a VALU reading a register of its result, with no
  other write of that register in between.
- MI200 7.2 Table 26 (CDNA4 7.6 Table 38), "V_CMPX* writes EXEC, then V_MFMA*: 4": v_cmpx_*
  then, within 4 wait states, a v_mfma (whatever writes EXEC in between: the row names none).
- CDNA4 4.4 (and 3.1, LGKMCNT 4 bits), the program must s_waitcnt for an LDS read before
  using its destination: every path from the kernel entry walked with the exact LDS reads in
  flight (unwaited_lds_uses), a path-by-path explicit-state walk, not the checker's dataflow.
Each finding the checker reports must be one of these (with that row), and each of these must
be reported.
"""

from __future__ import annotations

import importlib
import re
import subprocess
from pathlib import Path

import pytest
from cdna_isa.runtime import hazards
from cdna_isa.runtime.objfile import read_code_object

from . import llvm

DATA = Path(__file__).parent / "data"
ARCH = {"aiter": ("cdna4", "gfx950"), "miopen": ("cdna2", "gfx90a")}  # fixture directory: arch, mcpu
FIXTURES = sorted(f"{d}/{p.name}" for d in ARCH for p in (DATA / d).glob("*.co"))
T11, T38, T26 = "CDNA4 4.5 Table 11", "CDNA4 7.6 Table 38", "MI200 7.2 Table 26"
WAIT = "CDNA4 4.4"  # a missing s_waitcnt (see unwaited_lds_uses)


def fixture(name: str) -> Path:
    return DATA / name if "/" in name else DATA / "aiter" / name


def arch_of(path: Path) -> tuple[str, str]:
    return ARCH[path.parent.name]


def disassembly(path: Path) -> list[tuple[int | None, str]]:
    """llvm-objdump's instructions as (pc, text), a label line as (None, label)."""
    run = subprocess.run([llvm.require("llvm-objdump"), "-d", f"--mcpu={arch_of(path)[1]}", str(path)],
                         capture_output=True, text=True, check=True)  # fmt: skip
    out = []
    for line in run.stdout.splitlines():
        m = re.match(r"^\s+(\S.*?)\s*//\s*([0-9A-Fa-f]+):", line)
        if m:
            out.append((int(m.group(2), 16), m.group(1)))
        elif re.match(r"^[0-9a-f]+ <.*>:$", line):
            out.append((None, line))
    return out


def wait_states(text: str) -> int:
    m = re.match(r"s_nop (\d+)", text)
    return int(m.group(1)) + 1 if m else 1


def registers(operand: str) -> set[int]:
    m = re.fullmatch(r"([vsa])(\d+)", operand) or re.fullmatch(r"([vsa])\[(\d+):(\d+)\]", operand)
    if not m:
        return set()
    lo = int(m.group(2))
    hi = int(m.group(3)) if m.lastindex == 3 else lo
    base = {"s": 0, "v": 1000, "a": 2000}[m.group(1)]
    return set(range(base + lo, base + hi + 1))


def operands(text: str) -> list[str]:
    parts = text.split(None, 1)
    return [o.strip().lstrip("-|").rstrip("|") for o in parts[1].split(",")] if len(parts) > 1 else []


def branch_targets(path: Path) -> dict[int, int]:
    """pc -> target pc of every s_branch / s_cbranch_* in llvm-objdump's listing, from its
    encoding (SOPP simm16: target = pc + 4 + 4 * simm16, CDNA4 3.2 and 13 SOPP)."""
    run = subprocess.run([llvm.require("llvm-objdump"), "-d", f"--mcpu={arch_of(path)[1]}", str(path)],
                         capture_output=True, text=True, check=True)  # fmt: skip
    out = {}
    for m in re.finditer(r"^\s+s_c?branch\S* .*//\s*([0-9A-Fa-f]+): ([0-9A-Fa-f]{8})", run.stdout, re.M):
        pc, simm16 = int(m.group(1), 16), int(m.group(2), 16) & 0xFFFF
        out[pc] = pc + 4 + 4 * (simm16 - (simm16 >> 15 << 16))
    return out


def unwaited_lds_uses(code: list[tuple[int | None, str]], targets: dict[int, int]) -> set[int]:
    """The pcs of instructions that read (or, not being LDS, overwrite) the destination of an
    LDS read no s_waitcnt has proven complete, on some path from the entry: every path is
    walked with the exact list of LDS reads in flight (states seen before are not walked
    again). CDNA4 4.4: LDS operations return in issue order, s_waitcnt lgkmcnt(n) leaves at
    most n outstanding (the n youngest), and the 4-bit LGKMCNT (CDNA4 3.1) holds at most 15,
    so an LDS read with 15 younger ones is complete."""
    at = {pc: k for k, (pc, _) in enumerate(code) if pc is not None}
    uses: set[int] = set()
    seen = set()
    work = [(0, ())]  # (index in code, destinations of the LDS reads in flight, oldest first)
    while work:
        k, outstanding = work.pop()
        if k >= len(code) or (k, outstanding) in seen:
            continue
        seen.add((k, outstanding))
        pc, text = code[k]
        if pc is None:
            work.append((k + 1, outstanding))
            continue
        ops = operands(text)
        if text.startswith("s_waitcnt"):
            m = re.search(r"lgkmcnt\((\d+)\)", text)
            n = int(m.group(1)) if m else 15
            work.append((k + 1, outstanding[max(0, len(outstanding) - n) :] if n else ()))
            continue
        lds = text.startswith("ds_")
        touched = set().union(*(registers(o) for o in ops[1:])) if ops else set()
        if ops and (not lds or text.startswith("ds_write")):
            touched |= registers(ops[0])  # a write racing the return, or the written data
        if any(d & touched for d in outstanding):
            uses.add(pc)
        if lds:
            dest = registers(ops[0]) if text.startswith(("ds_read", "ds_bpermute", "ds_permute")) else set()
            outstanding = (*outstanding, frozenset(dest))[-15:]
        if text.startswith(("s_endpgm", "s_setpc")):
            continue
        branch = re.match(r"s_(c?)branch", text)
        if branch:
            work.append((at[targets[pc]], outstanding))
            if not branch.group(1):
                continue
        work.append((k + 1, outstanding))
    return uses


def expected_findings(path: Path) -> set[tuple[int, int, str]]:
    """(consumer pc, producer pc, guide table) of every pair the three rows above require."""
    code = disassembly(path)
    cmpx_mfma = T26 if arch_of(path)[0] == "cdna2" else T38
    found = set()
    for i, (pc, text) in enumerate(code):
        if pc is None:
            continue
        nxt = code[i + 1] if i + 1 < len(code) else (None, "")
        # SALU writes M0, then a load into LDS at M0
        if re.match(r"s_\w+ m0,", text) and nxt[0] is not None and (
            re.match(r"buffer_load_\w+ .* lds$", nxt[1]) or nxt[1].startswith("global_load_lds_")
        ):
            found.add((nxt[0], pc, T11))
        # v_readlane into an SGPR, then a VALU reading it as data within 2 wait states
        m = re.match(r"v_readlane_b32 (s\d+),", text)
        if m:
            sreg = registers(m.group(1))
            provided = 0
            for later_pc, later in code[i + 1 :]:
                if later_pc is None or provided >= 2:
                    break
                ops = operands(later)
                sources = ops[1:] if later.startswith("v_") else []
                if later.startswith(("v_readlane", "v_writelane")):
                    sources = sources[:1]  # the lane select (last operand) has its own row
                if any(registers(o) & sreg for o in sources):
                    found.add((later_pc, pc, T11))
                if ops and registers(ops[0]) & sreg:
                    break
                provided += wait_states(later)
        # an fp8 F8F6F4 MFMA (8 passes), then a VALU reading its result within 12 wait states
        if text.startswith("v_mfma_f32_16x16x128_f8f6f4 ") and "cbsz" not in text and "blgp" not in text:
            result = registers(operands(text)[0])
            provided = 0
            for later_pc, later in code[i + 1 :]:
                if later_pc is None or provided >= 12:
                    break
                ops = operands(later)
                if later.startswith("v_") and not later.startswith("v_mfma") and any(registers(o) & result for o in ops[1:]):
                    found.add((later_pc, pc, T38))
                if ops and registers(ops[0]) & result:
                    result = result - registers(ops[0])
                provided += wait_states(later)
        # v_cmpx (writes EXEC), then an MFMA within 4 wait states
        if text.startswith("v_cmpx_"):
            provided = 0
            for later_pc, later in code[i + 1 :]:
                if later_pc is None or provided >= 4:
                    break
                if later.startswith("v_mfma"):
                    found.add((later_pc, pc, cmpx_mfma))
                provided += wait_states(later)
    found |= {(pc, None, WAIT) for pc in unwaited_lds_uses(code, branch_targets(path))}
    return found


@pytest.mark.parametrize("name", FIXTURES)
def test_production_kernel_findings_are_the_guides(name):
    """Exactly the findings the guide rows above require (oracle: llvm-objdump + the rows), each
    naming its row. The missing waits are those of unwaited_lds_uses: aiter's mla kernel (27
    uses) waits lgkmcnt(4) after 18 LDS reads and then feeds MFMAs from the 4 youngest after
    only 4-7 more LDS reads and no wait: nothing the guide states completes them (it relies on
    the MFMAs taking longer than the reads); the other kernels wait for every load."""
    path = fixture(name)
    obj = read_code_object(path.read_bytes())
    module = importlib.import_module(f"cdna_isa.{arch_of(path)[0]}")
    assert obj.arch == arch_of(path)[0]
    report = hazards.check_code_object(module.ISA, hazards.load_timing(module), obj)
    got = set()
    for f in report.errors:
        if f.kind == "missing-wait":
            got.add((f.pc, None, WAIT))
            assert max(f.wait.values()) < 15, f.message  # an encodable, meaningful count
            continue
        assert f.kind == "hazard", f.message
        got.add((f.pc, f.producer_pc, f.source.split(":")[0]))
    assert got == expected_findings(path)


def test_fixtures_cover_clean_and_each_row():
    """The fixtures of each arch include a kernel with no finding and kernels with findings of
    each row."""
    rows = {name: {t for *_, t in expected_findings(fixture(name))} for name in FIXTURES}
    for d in ARCH:
        assert set() in [r for name, r in rows.items() if name.startswith(d)]
    assert set().union(*rows.values()) == {T11, T38, T26, WAIT}


def test_branch_targets_use_the_code_objects_labels(capsys):
    """aiter's code objects keep their local labels (label_XXXX symbols): check names branch
    targets by them (oracle: llvm-objdump prints the same names)."""
    path = fixture("topksoftmax_4x128x4.co")
    labels = [t for pc, t in disassembly(path) if pc is None]
    assert any("label_" in t for t in labels)
    obj = read_code_object(path.read_bytes())
    prog = hazards.Program.from_code(importlib.import_module("cdna_isa.cdna4").ISA, obj.text, obj.text_addr, obj.label_names)
    branches = [prog.text(i) for i, d in enumerate(prog.decoded) if "branch" in d.instr.flags and "label" in prog.text(i)]
    objdump = [t for pc, t in disassembly(path) if pc is not None and "branch" in t]
    assert branches and sorted(branches) == sorted(t for t in objdump if "label_" in t)
