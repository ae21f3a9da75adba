"""Reference list scheduler (`cdna-isa schedule`): the rescheduled code computes the same
registers in the emulator (run strict, so missing wait states stop it), has no hazard the spec's
rules find, and never scores worse than the input."""

from __future__ import annotations

from importlib import import_module

import numpy as np
import pytest
from cdna_isa import arch
from cdna_isa.cli import main
from cdna_isa.runtime.device import Device
from cdna_isa.runtime.hazards import Checker, Program, check_code_object, load_timing
from cdna_isa.runtime.objfile import read_code_object
from cdna_isa.runtime.schedule import regions, schedule
from cdna_isa.runtime.wave import Program as Emulated
from cdna_isa.runtime.wave import WaveState

from . import mfma_cases as mfma

TIMING = {name: load_timing(import_module(f"cdna_isa.{name}")) for name in ("cdna2", "cdna3", "cdna4")}

WIDE = """
v_mov_b32 v10, 1.0
v_mov_b32 v11, 2.0
v_mov_b32 v12, 3.0
v_mov_b32 v13, 4.0
v_add_f32 v20, v10, v0
v_add_f32 v21, v11, v0
v_add_f32 v22, v12, v0
v_add_f32 v23, v13, v0
v_add_f32 v1, v20, v21
v_add_f32 v2, v22, v23
s_endpgm
"""

LANE_SELECT = """
v_readfirstlane_b32 s4, v1
v_mov_b32 v10, 5
v_mov_b32 v11, 6
v_mov_b32 v12, 7
v_mov_b32 v13, 8
v_readlane_b32 s6, v2, s4
v_add_u32 v3, v10, v11
v_add_u32 v4, v12, v13
v_mov_b32 v5, s6
s_endpgm
"""

LOOP = """
v_mov_b32 v5, 0
s_mov_b32 s7, 3
loop:
v_mov_b32 v10, 1.0
v_mov_b32 v11, 2.0
v_add_f32 v12, v10, v0
v_add_f32 v13, v11, v0
v_add_f32 v5, v5, v12
v_add_f32 v5, v5, v13
s_sub_u32 s7, s7, 1
s_cmp_lg_u32 s7, 0
s_cbranch_scc1 loop
s_endpgm
"""

# VGPR index mode and VSKIP change how the vector instructions between the mode changes run
# (CDNA4 6.6, 3.5): no instruction may move into or out of those stretches
MODES = """
s_mov_b32 s2, 3
v_mov_b32 v10, 1.0
v_mov_b32 v11, 2.0
s_set_gpr_idx_on s2, gpr_idx(DST)
v_mov_b32 v0, v1
s_set_gpr_idx_off
v_add_f32 v20, v10, v0
v_add_f32 v21, v11, v2
v_mov_b32 v12, 4.0
s_setvskip 1, 0
v_mov_b32 v23, 5
s_setvskip 0, 0
v_add_f32 v24, v12, v21
s_endpgm
"""


def run(isa, text: str) -> WaveState:
    st = WaveState.create(1)
    rng = np.random.default_rng(7)
    st.vgpr[0, :4, :] = rng.integers(0, 1 << 20, (4, 64), dtype=np.uint32)
    st.vgpr[0, 1, :] &= 63  # a lane index for v_readfirstlane -> v_readlane
    Emulated(isa, isa.assemble(text), strict=True).run(st)
    return st


@pytest.mark.parametrize("name", ["cdna2", "cdna3", "cdna4"])
@pytest.mark.parametrize("source", [WIDE, LANE_SELECT, LOOP, MODES], ids=["wide", "lanesel", "loop", "modes"])
def test_rescheduled_code_computes_the_same_and_scores_no_worse(name, source):
    """Oracles: the emulator (same VGPRs, SGPRs and SCC at the end from the same start; strict
    mode stops at too few wait states), the hazard checker (no hazard in the result), and the
    score (CDNA4 scheduling guide) not above the input's."""
    isa = arch(name)
    result = schedule(isa, TIMING[name], Program.from_code(isa, isa.assemble(source)))
    assert tuple(result["after"]["score"]) <= tuple(result["before"]["score"])
    new = Program.from_code(isa, isa.assemble(result["text"]))
    assert Checker(isa, TIMING[name]).hazards(new, new.reachable([0])) == []
    a, b = run(isa, source), run(isa, result["text"])
    assert np.array_equal(a.vgpr, b.vgpr) and np.array_equal(a.sgpr, b.sgpr)
    assert np.array_equal(a.scc, b.scc)


def test_vector_mode_changes_bound_the_regions(isa):
    """The instructions that turn VGPR index mode or VSKIP on and off, or change the index,
    change how every vector instruction after them runs (CDNA4 6.6, 3.5) without any register
    dependency showing it: no region may contain one or span across one (clang-22's
    insert_f32 of tests/kernels/vgpr_index.cl otherwise gets VALU instructions moved into its
    indexed stretch)."""
    source = MODES.replace("s_set_gpr_idx_off", "s_set_gpr_idx_idx s2\nv_mov_b32 v3, v1\ns_set_gpr_idx_off")
    prog = Program.from_code(isa, isa.assemble(source))
    mode_changes = [i for i, d in enumerate(prog.decoded) if d.instr.name.startswith(("S_SET_GPR_IDX", "S_SETVSKIP"))]
    assert len(mode_changes) == 5
    for region in regions(prog, [True] * len(prog.decoded)):
        assert not any(region[0] <= i <= region[-1] for i in mode_changes), region


def test_wide_kernel_pressure_drops():
    """Hand-derived: computing each sum right after its inputs keeps at most v0 and two
    temporaries live (3) instead of v0 and four constants (5)."""
    isa = arch("cdna4")
    result = schedule(isa, TIMING["cdna4"], Program.from_code(isa, isa.assemble(WIDE)))
    assert result["before"]["peak_live"]["vgpr"] == 5
    assert result["after"]["peak_live"]["vgpr"] == 3 and result["changed"]


def test_nops_are_re_derived_from_the_rules():
    """Oracle: the hazard rules (CDNA4 scheduling guide: a VALU SGPR write before a
    v_readlane lane select needs 4 wait states). A needless s_nop between independent moves is
    dropped; the one the lane select needs is provided again (s_nop 3 = 4 wait states)."""
    isa = arch("cdna4")
    source = """
    v_mov_b32 v10, 1
    s_nop 5
    v_mov_b32 v11, 2
    v_readfirstlane_b32 s4, v1
    s_nop 3
    v_readlane_b32 s6, v2, s4
    s_endpgm
    """
    result = schedule(isa, TIMING["cdna4"], Program.from_code(isa, isa.assemble(source)))
    assert result["before"]["s_nop"] == 2
    assert result["after"]["s_nop"] == 1 and result["after"]["s_nop_wait_states"] == 4
    assert np.array_equal(run(isa, source).sgpr, run(isa, result["text"]).sgpr)


def test_cli_schedule(tmp_path, capsys):
    """The command prints assembly that assembles and the scores (oracle: WIDE as above)."""
    path = tmp_path / "w.s"
    path.write_text(WIDE)
    assert main(["schedule", "--arch", "cdna4", str(path)]) == 0
    out = capsys.readouterr()
    arch("cdna4").assemble(out.out)
    assert "score (5, 0, 0, 11) -> (3, 0, 0, 11)" in out.err


# --- clang's MFMA kernels, rescheduled ----------------------------------------------------------


@pytest.fixture(scope="module")
def mfma_builds(tmp_path_factory):
    """arch -> (clang's code object, the rescheduled one, the scheduler's per-function report),
    from tests/kernels/mfma_kernels.cl compiled to a .s by clang-22 -O2."""
    from .compile import assemble_kernel, compile_kernel, rescheduled

    out = tmp_path_factory.mktemp("sched")
    built = {}

    def get(name: str):
        if name not in built:
            source = compile_kernel("mfma_kernels", name, out, assembly=True)
            new, functions = rescheduled(source, name)
            built[name] = (assemble_kernel(source, name), assemble_kernel(new, name), functions)
        return built[name]

    return get


@pytest.mark.parametrize("name", ["cdna2", "cdna3", "cdna4"])
def test_rescheduled_mfma_kernels_score_no_worse(name, mfma_builds):
    """Oracle: the score (CDNA4 scheduling guide) of every rescheduled function is not above
    clang's; every function of the file could be scheduled; and the scheduler did change at
    least 8 kernels (else the comparison below would test little; 12 of 32 change on gfx90a). The rescheduled code object, linked
    by llvm-mc and ld.lld, has no hazard or missing wait by the checker."""
    _, rescheduled, functions = mfma_builds(name)
    assert [f["name"] for f in functions if "reason" in f] == []
    for f in functions:
        assert tuple(f["after"]["score"]) <= tuple(f["before"]["score"]), f["name"]
    assert sum(f["changed"] for f in functions if f["kernel"]) >= 8
    isa = arch(name)
    obj = read_code_object(rescheduled.read_bytes(), str(rescheduled))
    assert check_code_object(isa, TIMING[name], obj).errors == []


MFMA_RUNS = [(c.kernel, c) for c in mfma.CASES] + [(c.kernel, c) for c, *_ in mfma.BROADCAST]


@pytest.mark.parametrize("name", ["cdna2", "cdna3", "cdna4"])
def test_rescheduled_mfma_kernels_compute_the_same(name, mfma_builds):
    """Oracle: clang's own code object for the same kernels. Every MFMA kernel of
    tests/kernels/mfma_kernels.cl runs on the same random inputs (tests/test_mfma_kernels.py's
    generators) in both, in strict mode (loads complete only at their s_waitcnt, wait states
    enforced); the outputs are bit-identical."""
    original, rescheduled, _ = mfma_builds(name)
    before, after = Device(name).load(original), Device(name).load(rescheduled)
    ran = 0
    for kernel, case in MFMA_RUNS:
        if name not in case.archs:
            continue
        r = np.random.default_rng(sum(map(ord, kernel)))
        _, a_in = mfma.operand(r, case.a, (case.nb, case.m, case.k), name)
        _, b_in = mfma.operand(r, case.b, (case.nb, case.k, case.n), name)
        _, c_in = mfma.accumulator(r, case.out, (case.nb, case.m, case.n))
        results = []
        for module in (before, after):
            d = np.zeros_like(c_in)
            module.launch(kernel, grid=(1, 1, 1), block=(64, 1, 1), args=(a_in, b_in, c_in, d),
                          strict=True)  # fmt: skip
            results.append(d.view(np.uint8))
        assert np.array_equal(*results), kernel
        ran += 1
    assert ran >= 25


def test_cli_schedules_a_clang_file(tmp_path, capsys):
    """`cdna-isa schedule` on clang-22's .s of tests/kernels/calls.cl (gfx950, arch read from
    .amdgcn_target): the output is a whole file that llvm-mc and ld.lld link into a code object
    with the same kernels (oracle: llvm-mc 22, ld.lld 22); each function gets a score line on
    stderr, and a function calling another through a relocation our assembler does not resolve
    is reported and left as it is."""
    from .compile import assemble_kernel, compile_kernel

    source = compile_kernel("calls", "cdna4", tmp_path, assembly=True)
    out = tmp_path / "out.s"
    assert main(["schedule", str(source), "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "calls: unchanged:" in err and "@rel32@lo" in err
    assert "score (" in err
    before = read_code_object(assemble_kernel(source, "cdna4").read_bytes())
    after = read_code_object(assemble_kernel(out, "cdna4").read_bytes())
    assert sorted(after.objects) == sorted(before.objects)
