"""clang-22 kernels (tests/kernels/*.cl, including the MFMA kernels) checked for both archs.

Oracle: clang's hazard recognizer and waitcnt insertion. What it emits has zero hazards and zero
missing waits under the `llvm` profile (llc-22's own rules); under the default `amd` profile
(AMD's guides) the only findings are pairs where a guide row asks for more than llc-22 inserts
(GUIDE_STRICTER below, each with its row). The same code with one of its s_nops removed, or one
of its s_waitcnt counters raised by one (one more operation may be outstanding), must be
reported, as follows.

Removed s_nops (every reachable one is removed in turn, a fixed-seed sample of them for the large
kernels). Each must make a hazard appear under the llvm profile, and under the amd profile too
unless the nop is one no guide row requires (CLANG_ONLY below, with the reason), except:
- padding after s_endpgm: not reachable from any kernel or function entry, so not code that
  runs; the checker does not analyse unreachable code and it is not in the mutation set;
- an s_nop between two vector-memory instructions: clang breaks a memory clause there because,
  with XNACK replay, an instruction of a clause must not overwrite a register another instruction
  of the clause reads. The seeds state that rule for scalar memory clauses only (MI200 and CDNA4
  "Scalar Memory": "instructions in scalar memory clauses must not overwrite the sources"); LLVM
  applies it to vector-memory clauses as well, which is clang being stricter than the seeds.

Weakened waits: s_waitcnt with counter c at value v becomes c(v + 1), which leaves one more
operation outstanding: the (v + 1)-th youngest of those counted by c. The mutation must be
reported exactly when a later instruction, before a wait that does complete that operation,
reads or writes a register it writes (or, for an LDS store, is an s_barrier); a wait clang made
stronger than needed (at the end of a kernel, before s_endpgm, which waits for everything) is
legitimately not reported. The operation and the later uses are found here by walking the CFG
independently of the checker's dataflow; mutations whose operation depends on the path (a join
or an entry is reached walking back, or an out-of-order scalar/flat operation is counted on the
way, for which only 0 is safe) are left to the unit tests of test_hazards.py. The barrier case is
clang's rule (every LDS write completes before s_barrier), checked with the llvm profile: which
LDS writes a barrier protects is not in the guide's terms a property of the code (see
waitcnt.WaitcntCheck._use).
"""

from __future__ import annotations

import importlib
import random
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from cdna_isa.runtime import hazards
from cdna_isa.runtime.forms import Decoded
from cdna_isa.runtime.objfile import read_code_object

from .compile import compile_kernel

KERNELS = sorted(p.stem for p in (Path(__file__).parent / "kernels").glob("*.cl"))
CASES = [(s, a) for a in ("cdna2", "cdna3", "cdna4") for s in KERNELS if not (s == "mfma_scale" and a != "cdna4")]
SAMPLE = 12  # mutations of each kind per kernel (all of them when a kernel has fewer)


# Rules whose guide row asks for more wait states than llc-22 inserts: on clang's own code the
# amd profile reports them (guide row and llc-22's value in spec/hazards.yaml)
GUIDE_STRICTER = {
    "xdl-srcc-valu-war": "MI200 7.2 Table 26: 11/19 wait states between an 8/16-pass XDL reading C and a VALU writing it; llc-22 waits 7/15 on gfx90a (errata mi200-xdl-srcc-war)",
    "dot-mfma-access": "MI200 7.2 / CDNA4 7.6: any other opcode reading a DLop's result waits 3; llc-22 does not wait before an MFMA",
    "dgemm16-valu-write": "CDNA4 7.6 Table 38: 19 after V_MFMA_16x16x4_F64 for a VALU write (WAW); llc-22 keeps gfx90a's 11",
}
# Rules only llc-22 has (no guide row asks for the wait states clang inserts for them)
CLANG_ONLY = {
    "valu-vgpr-dpp-other": "llc-22 waits 2 before a DPP op whose src1 or destination a VALU wrote; the guide's row is about the DPP source (src0)",
    "valu-sgpr-valu-mask": "CDNA4 Table 11: 0 wait states for a carry-in / lane mask after a VALU SGPR write; llc-22 (gfx950) keeps 2",
    "vop3p-op-sel-hi-consumer": "llc-22 (gfx950) takes a VOP3P op_sel_hi bit for the VOP3 bit that moves the result",
    "valu-exec-mfma": "llc-22 waits 4 after any VALU writing EXEC, the guide after V_CMPX",
    "valu-exec-lane-access": "llc-22 (gfx950) waits 4 after any VALU writing EXEC before v_readlane etc., the guide after v_cmpx",
    "valu-vgpr-readfirstlane-vsrc": "llc-22 (gfx950) applies the v_readlane vsrc0 row to v_readfirstlane",
    "valu-vgpr-permlane-src": "llc-22 (gfx950) waits 2 before V_PERMLANE* reads any VALU-written VGPR, the guide for vdst",
    "xdl-mem-overwrite": "llc-22 waits before a load overwrites an XDL result (WAW); no guide row",
    "sgemm-mem-overwrite": "llc-22 waits before a load overwrites an SGEMM result (WAW); no guide row",
    "dgemm16-mem-overwrite": "llc-22 waits before a load overwrites a DGEMM result (WAW); no guide row",
    "dgemm4-mem-overwrite": "llc-22 waits before a load overwrites a DGEMM result (WAW); no guide row",
    "dgemm-fma64": "llc-22 keeps 2 wait states between a DGEMM and v_fma_f64; no guide row",
    "sgemm-srcc-exact-other": "llc-22 (gfx950) waits 2 after a 2-pass MFMA read as C by another MFMA with the same registers; the guide's SGEMM rows give 0",
}


@cache
def kernel(stem: str, arch: str, out: Path):
    """(isa, amd-profile checker, program, kernel entry indices, function entry indices, llvm-
    profile checker) of a clang kernel."""
    obj = read_code_object(compile_kernel(stem, arch, out).read_bytes())
    module = importlib.import_module(f"cdna_isa.{arch}")
    timing = hazards.load_timing(module)
    prog = hazards.Program.from_code(module.ISA, obj.text, obj.text_addr)
    kernels = [prog.at[a] for name, a in obj.symbols.items() if f"{name}.kd" in obj.objects]
    functions = [prog.at[a] for name, a in obj.symbols.items() if f"{name}.kd" not in obj.objects]
    amd, llvm = (hazards.Checker(module.ISA, timing, p) for p in ("amd", "llvm"))
    return module.ISA, amd, prog, kernels, functions, llvm


@pytest.fixture(scope="module")
def objects(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("kernels")


def check_clean(checker_amd, checker_llvm, prog, kernels, functions) -> None:
    """clang's code: nothing under the llvm profile; under amd only GUIDE_STRICTER rules."""
    at = [d.pc for d in prog.decoded]
    entries, calls = [at[i] for i in kernels] or None, [at[i] for i in functions]
    report = checker_llvm.check(prog, entries, calls)
    assert not report.errors, [f.message for f in report.errors[:5]]
    stricter = [f for f in checker_amd.check(prog, entries, calls).errors if not (f.rules and {r["id"] for r in f.rules} <= GUIDE_STRICTER.keys())]
    assert not stricter, [f.message for f in stricter[:5]]


@pytest.mark.parametrize("stem,arch", CASES)
def test_clang_kernel_is_clean(stem, arch, objects):
    """No hazard and no missing wait in what clang-22 emits (llvm profile); under the amd
    profile only pairs where a guide row is stricter than llc-22 (GUIDE_STRICTER)."""
    isa, checker, prog, kernels, functions, llvm_checker = kernel(stem, arch, objects)
    check_clean(checker, llvm_checker, prog, kernels, functions)


@pytest.mark.parametrize("arch", ["cdna2", "cdna3", "cdna4"])
@pytest.mark.parametrize("stem", ["features", "calls"])
def test_clang_O0_code_with_calls_is_clean(stem, arch, tmp_path):
    """At -O0 clang calls functions with loads outstanding (the callee waits for everything in
    its prologue, LLVM's AMDGPU calling convention) and writes s_load address SGPRs with
    v_readlane right before the load (no wait states: the seeds' 5-wait row is for VMEM): no
    hazard and no missing wait either."""
    obj = read_code_object(compile_kernel(stem, arch, tmp_path, flags=("-O0",)).read_bytes())
    module = importlib.import_module(f"cdna_isa.{arch}")
    for profile in ("amd", "llvm"):
        report = hazards.check_code_object(module.ISA, hazards.load_timing(module), obj, profile)
        assert not report.errors, [f.message for f in report.errors[:5]]


def sample(items: list, key: str) -> list:
    return sorted(random.Random(key).sample(items, min(SAMPLE, len(items))))


HORIZON = 24  # instructions after a removed s_nop whose hazards it may have covered (the most
# wait states any rule needs is 20, CDNA4 7.6; an s_nop provides at most 16)


def removed_nops_are_flagged(isa, checker, llvm_checker, prog, starts, key: str, every=False) -> None:
    """Each reachable s_nop (a sample unless `every`) removed: flagged under the llvm profile; under
    amd too, unless every rule llc-22 needed it for is one no guide row requires (CLANG_ONLY)."""
    reachable = prog.reachable(starts)
    units = [f.unit for f in prog.facts]
    nops = [i for i, f in enumerate(prog.facts) if f.name == "S_NOP" and reachable[i]]
    clause_breaks = [i for i in nops if units[i - 1] == units[i + 1] == "vmem"]
    candidates = [i for i in nops if i not in clause_breaks]
    for i in candidates if every else sample(candidates, key):
        # the s_nop removed: in its place an instruction providing no wait state (the same
        # control flow as deleting it from the source)
        facts = list(prog.facts)
        facts[i] = replace(facts[i], ws=0)
        mutant = hazards.Program(prog.isa, prog.decoded, facts, prog.succ, prog.pred)
        # only consumers the nop could have covered: within the longest rule's reach after it
        live = [False] * len(reachable)
        frontier = {i}
        for _ in range(HORIZON):
            for j in frontier:
                live[j] = reachable[j]
            frontier = {s for j in frontier for s in mutant.succ[j]}
        where = f"removing '{isa.text(prog.decoded[i])}' at pc 0x{prog.decoded[i].pc:x}"
        found = llvm_checker.hazards(mutant, live)
        assert found, f"{where} is not flagged (llvm profile)"
        if not checker.hazards(mutant, live):
            rules = {r["id"] for f in found for r in f.rules}
            assert rules <= CLANG_ONLY.keys(), f"{where} is not flagged (amd profile); llvm rules {rules}"


@pytest.mark.parametrize("stem,arch", CASES)
def test_removed_nop_is_flagged(stem, arch, objects):
    """Every reachable s_nop clang emitted, removed, leaves a hazard (exceptions: docstring)."""
    isa, checker, prog, kernels, functions, llvm_checker = kernel(stem, arch, objects)
    removed_nops_are_flagged(isa, checker, llvm_checker, prog, kernels + functions, f"{stem}-{arch}-nop")


def in_order(checker, prog, i: int, counter: str) -> bool | None:
    """Does instruction i count on `counter` (the spec's counter table), in order (True) or out
    of order (False)? The order is from the seeds, not the checker: vector memory (MUBUF,
    MTBUF, GLOBAL, SCRATCH) returns in issue order on vmcnt and LDS on lgkmcnt (MI200 4.4);
    scalar memory and messages may return out of order (MI200 4.4); FLAT counts on both and may
    complete out of order (MI200 10.2.1; CDNA4 scheduling guide: only vmcnt(0) lgkmcnt(0)
    covers it); GDS is out of order with LDS."""
    d = prog.decoded[i]
    if counter not in checker.waitcnt.inc.get(prog.facts[i].name, ()):
        return None
    fmt = d.instr.format
    if fmt == "DS":
        return counter == "lgkmcnt" and not d.fields.get("GDS", 0)
    return counter == "vmcnt" and fmt in ("MUBUF", "MTBUF", "GLOBAL", "SCRATCH")


def newly_outstanding(checker, prog, w: int, counter: str, limit: int):
    """The operation c(limit) completes and c(limit + 1) does not, walking back from the wait
    w: an index, "none" (an earlier wait already completed it), or None (path-dependent)."""
    younger, i = 0, w
    while True:
        if len(prog.pred[i]) != 1:
            return None
        i = prog.pred[i][0]
        f = prog.facts[i]
        if f.name == "S_WAITCNT":
            earlier = checker.waitcnt_values(prog.decoded[i])[counter]
            if limit - younger >= earlier:
                return "none"
        elif in_order(checker, prog, i, counter) is False:
            return None  # out of order: only 0 completes it, and it hides the in-order ones
        elif in_order(checker, prog, i, counter):
            if younger == limit:
                return i
            younger += 1


def writes_lds(d: Decoded) -> bool:
    """A DS store or atomic (not GDS), or a load into LDS (the MUBUF LDS bit, or gfx950's
    global_load_lds_* with no destination VGPR: CDNA4 9.1.9 / MI200 9.1.9 "LDS DMA")."""
    ins = d.instr
    if ins.format == "DS":
        return bool({"store", "atomic"} & set(ins.flags)) and not d.fields.get("GDS", 0)
    return "load" in ins.flags and (bool(d.fields.get("LDS", 0)) or not any(o.name in ("D", "VDATA") for o in d.form.operands))


def used_before_complete(checker, prog, w: int, op: int, counter: str, limit: int) -> bool:
    """Does an instruction reachable from the wait w, before a wait completing `op` (which has
    `limit` younger operations at w), use a register op writes (or, for an LDS write, is it a
    barrier: clang's rule, the llvm profile's)?"""
    written = prog.facts[op].writes
    lds_store = writes_lds(prog.decoded[op])
    seen, stack = set(), [(s, limit) for s in prog.succ[w]]
    while stack:
        i, younger = stack.pop()
        if (i, younger) in seen:
            continue
        seen.add((i, younger))
        f, d = prog.facts[i], prog.decoded[i]
        if f.name == "S_WAITCNT":
            if younger >= checker.waitcnt_values(d)[counter]:
                continue
        else:
            if written & (f.reads | f.writes) or (lds_store and f.name == "S_BARRIER"):
                return True
            if f.name == "S_ENDPGM":
                continue
            if in_order(checker, prog, i, counter):
                younger = min(younger + 1, checker.waitcnt.counter_max[counter] + 1)
        stack.extend((s, younger) for s in prog.succ[i])
    return False


@pytest.mark.parametrize("stem,arch", CASES)
def test_weakened_wait_is_flagged_when_needed(stem, arch, objects):
    """A counter of an s_waitcnt raised by one is reported exactly when the operation it leaves
    outstanding is used before the next wait that completes it (docstring of the module)."""
    isa, _, prog, kernels, functions, checker = kernel(stem, arch, objects)
    reachable = prog.reachable(kernels + functions)
    decided = []
    for w, f in enumerate(prog.facts):
        if f.name != "S_WAITCNT" or not reachable[w]:
            continue
        for counter, value in checker.waitcnt_values(prog.decoded[w]).items():
            if value < checker.waitcnt.counter_max[counter]:
                op = newly_outstanding(checker, prog, w, counter, value)
                if op is not None:
                    decided.append((w, counter, value, op))
    for w, counter, value, op in sample(decided, f"{stem}-{arch}-wait"):
        expect = op != "none" and used_before_complete(checker, prog, w, op, counter, value)
        d = prog.decoded[w]
        raw = raised(checker, d.fields["SIMM16"], counter, value + 1)
        weaker = Decoded(d.form, {**d.fields, "SIMM16": raw}, d.literal, d.size, d.pc)
        mutant = prog.replaced(w, weaker)
        found = [x for x in checker.waits(mutant, kernels or None, functions) if x.error]
        where = f"'{isa.text(d)}' at pc 0x{d.pc:x} with {counter}({value + 1})"
        assert bool(found) == expect, f"{where}: expected {'a' if expect else 'no'} missing wait, got {[x.message for x in found]}"


def raised(checker, simm16: int, counter: str, value: int) -> int:
    """SIMM16 with `counter` set to value (bit ranges of timing.yaml, low part first)."""
    for hi, lo in checker.counters[counter]["bits"]:
        width = hi - lo + 1
        simm16 = simm16 & ~(((1 << width) - 1) << lo) | (value & ((1 << width) - 1)) << lo
        value >>= width
    return simm16
