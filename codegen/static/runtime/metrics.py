"""Scheduling metrics of a kernel: register pressure, occupancy, wait counts, a cycle estimate
and the lexicographic score of the CDNA4 scheduling guide.

Pressure is liveness over the control-flow graph of hazards.Program (a backward dataflow; a
register tuple counts each of its registers). Occupancy follows the hardware's allocation: a
kernel descriptor's VGPR/SGPR blocks for a code object, else the registers used (highest index
+ 1, the VGPRs and AGPRs in one budget, rounded to the allocation granule). The cycle estimate is an
in-order issue model of one wave over the reachable instructions in address order: every loop
body is counted once, branches are not followed.
"""

from __future__ import annotations

from .check_report import AGPR_BASE, HWREG_BASE, VGPR_BASE
from .forms import matrix_cycles
from .hazards import Checker, Program

FILES = ("vgpr", "agpr", "sgpr")
VGPR_MASK = ((1 << AGPR_BASE) - 1) ^ ((1 << VGPR_BASE) - 1)  # over hazards' register codes


def file_ranges(isa) -> dict[str, tuple[int, int]]:
    """Each register file's [first, end) in hazards' register codes: the SGPRs are the
    addressable s0..s(n-1) of spec/archs (VCC, M0 and EXEC are not allocated the same way)."""
    return {
        "vgpr": (VGPR_BASE, AGPR_BASE),
        "agpr": (AGPR_BASE, HWREG_BASE),
        "sgpr": (0, isa.info["sgprs"]),
    }


VCC_SGPRS = 2  # VCC is allocated with the SGPRs (MI200 3.6.2: the two highest of the allocation)
ACCUM_OFFSET_GRANULE = 4  # clang-22's .amdhsa_accum_offset is a multiple of 4 (gfx90a, gfx950)


def _mask(regs) -> int:
    m = 0
    for r in regs:
        m |= 1 << r
    return m


def _round_up(n: int, granule: int) -> int:
    return -(-n // granule) * granule


def liveness(prog: Program, reachable: list[bool]) -> tuple[list[int], list[int]]:
    """Per instruction: the registers live before it and after it (bit masks)."""
    n = len(prog.decoded)
    reads = [_mask(f.reads) for f in prog.facts]
    writes = [_mask(f.writes) for f in prog.facts]
    live_in, live_out = [0] * n, [0] * n
    changed = True
    while changed:
        changed = False
        for i in range(n - 1, -1, -1):
            if not reachable[i]:
                continue
            out = 0
            for s in prog.succ[i]:
                out |= live_in[s]
            new_in = reads[i] | (out & ~writes[i])
            if out != live_out[i] or new_in != live_in[i]:
                live_out[i], live_in[i], changed = out, new_in, True
    return live_in, live_out


def waves_for_registers(used: int, granule: int, pool: int, max_waves: int) -> int:
    """Waves per SIMD a register use allows: the pool divided by the use rounded up to the
    granule (CDNA4 scheduling guide occupancy table: 512 slots, groups of 8)."""
    if used <= 0:
        return max_waves
    return min(max_waves, pool // _round_up(used, granule))


def sgpr_waves(info: dict, total_sgprs: int) -> int:
    """Waves per SIMD the SGPR allocation allows (the arch's `sgpr_waves` table)."""
    rows = info["sgpr_waves"]
    waves = next((w for limit, w in rows if total_sgprs <= limit), info["sgpr_waves_above"])
    return min(info["max_waves_per_simd"], waves)


def lds_waves(isa, lds_bytes: int, workgroup_size: int) -> int:
    """Waves per SIMD the LDS of a CU allows: workgroups that fit, times their waves, spread
    over the SIMDs."""
    info = isa.info
    max_waves = info["max_waves_per_simd"]
    if lds_bytes <= 0:
        return max_waves
    per_group = _round_up(lds_bytes, info["lds_alloc_granule"])
    groups = info["lds_bytes"] // per_group
    waves_per_group = -(-workgroup_size // info["wave_size"])
    return min(max_waves, groups * waves_per_group // info["simds_per_cu"])


def vector_registers(vgprs: int, agprs: int) -> int:
    """VGPRs and AGPRs a wave takes from its one register budget: the AGPRs follow the VGPRs
    at the accumulator offset (a multiple of 4, .amdhsa_accum_offset). MI200 3.6.4 and CDNA4
    3.6.4 ("up to 512 total VGPRs, 256 of each type ... the number of each type is
    flexible"); llc-22's TotalNumVgprs."""
    return _round_up(vgprs, ACCUM_OFFSET_GRANULE) + agprs if agprs else vgprs


def occupancy(isa, vgprs: int, agprs: int, sgprs: int, lds_bytes=0, workgroup_size=256) -> dict:
    """Waves per SIMD for a wave using `vgprs` VGPRs, `agprs` AGPRs and `sgprs` SGPRs (VCC
    included): min(vgpr_waves, sgpr_waves, lds_waves). VGPRs and AGPRs share one 512-entry
    budget on both archs (vector_registers; the CDNA4 scheduling guide's independent AGPR
    pool is an erratum, errata cdna4-agpr-pool)."""
    return _waves(isa, vector_registers(vgprs, agprs), sgprs, lds_bytes, workgroup_size)


def _waves(isa, vector: int, sgprs: int, lds_bytes: int, workgroup_size: int) -> dict:
    info = isa.info
    max_waves, granule = info["max_waves_per_simd"], info["vgpr_alloc_granule"]
    pool = info["vgprs"] + info["agprs"]
    waves = {
        "vgpr_waves": waves_for_registers(vector, granule, pool, max_waves),
        "sgpr_waves": sgpr_waves(info, sgprs),
        "lds_waves": lds_waves(isa, lds_bytes, workgroup_size),
    }
    waves["waves_per_simd"] = min(waves.values())
    return waves


SGPR_BLOCK = 8  # COMPUTE_PGM_RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT counts blocks of 8 (llc-22 gfx9)


def descriptor_allocation(isa, rsrc1: int) -> dict:
    """The registers a kernel descriptor makes the hardware allocate per wave:
    COMPUTE_PGM_RSRC1 bits 5:0 (VGPR blocks - 1, VGPRs and AGPRs together, in the arch's
    granule of 8) and bits 9:6 (SGPR blocks - 1, blocks of 8). Oracle for the encoding: llc-22's
    `; VGPRBlocks:` / `; SGPRBlocks:` comments."""
    granule = isa.info["vgpr_alloc_granule"]
    return {"vector": ((rsrc1 & 0x3F) + 1) * granule, "sgpr": ((rsrc1 >> 6 & 0xF) + 1) * SGPR_BLOCK}


def allocated_occupancy(isa, rsrc1: int, lds_bytes=0, workgroup_size=256) -> dict:
    """Waves per SIMD the hardware runs a kernel with, from its descriptor's allocation."""
    alloc = descriptor_allocation(isa, rsrc1)
    return _waves(isa, alloc["vector"], alloc["sgpr"], lds_bytes, workgroup_size)


# ------------------------------------------------------------------ cycle estimate
def latency_classes(timing: dict) -> dict[str, int | None]:
    return {c["class"]: c["cycles"] for c in timing["latency"]}


def latency_class(f, d) -> str:
    ins = d.instr
    if f.unit == "mfma":
        return "mfma"
    if "barrier" in ins.flags:
        return "barrier"
    if f.unit in ("salu", "smem", "lds"):
        return f.unit
    if f.unit == "vmem":
        return "vmem_load" if f.writes else "vmem_store"
    return "trans" if "trans" in ins.flags else "valu"


def instruction_latency(f, d, cycles_of: dict) -> tuple[str, int | None]:
    """(latency class, cycles until the results are ready; None when the class has no
    figure): an MFMA by its matrix cycles as encoded (an F8F6F4 MFMA's follow its CBSZ/BLGP
    formats), the rest by class (spec/timing.yaml)."""
    kind = latency_class(f, d)
    return kind, matrix_cycles(d) if kind == "mfma" else cycles_of.get(kind)


def estimate_cycles(prog: Program, reachable: list[bool], timing: dict, checker: Checker) -> dict:
    """One wave, in order: an instruction issues one cycle after the previous one (s_nop N:
    N + 1 cycles) once its source registers are ready (producer issue + class latency; MFMA:
    its matrix cycles, and the matrix unit is busy that long) and, for s_waitcnt, once all but
    the allowed number of the counter's outstanding operations completed. Classes without a
    latency figure complete when they issue; they are listed in `no_latency_figure`."""
    cycles_of = latency_classes(timing)
    ready: dict[int, int] = {}
    outstanding: dict[str, list[int]] = {c: [] for c in checker.counters}
    t = mfma_free = 0
    unknown: set[str] = set()
    for i, (f, d) in enumerate(zip(prog.facts, prog.decoded)):
        if not reachable[i]:
            continue
        issue = max([t] + [ready.get(r, 0) for r in f.reads])
        if f.name == "S_WAITCNT":
            for counter, allowed in checker.waitcnt_values(d).items():
                ops = outstanding[counter]
                done = ops[: max(0, len(ops) - allowed)]
                issue = max([issue] + done)
                outstanding[counter] = ops[len(done) :]
        kind, latency = instruction_latency(f, d, cycles_of)
        if kind == "mfma":
            issue = max(issue, mfma_free)
            mfma_free = issue + latency
        elif latency is None:
            unknown.add(kind)
            latency = 1
        complete = issue + latency
        for r in f.writes:
            ready[r] = complete
        for counter, _ in checker.op_counters(f, d):
            outstanding[counter].append(complete)
        t = issue + f.ws
    end = max([t, mfma_free] + [c for ops in outstanding.values() for c in ops])
    return {"cycles": end, "no_latency_figure": sorted(unknown)}


# ------------------------------------------------------------------ metrics
def metrics(
    isa, timing: dict, prog: Program, entries=None, lds_bytes: int = 0, workgroup_size: int = 256,
    rsrc1: int | None = None,
) -> dict:  # fmt: skip
    """Pressure, occupancy, counts, cycle estimate and score of the code reachable from
    `entries` (instruction indices; default the first). With a kernel descriptor's
    COMPUTE_PGM_RSRC1 (`rsrc1`), `occupancy` is what the hardware runs with the descriptor's
    allocation and `occupancy_used` what the registers the code uses would allow; without
    one both are the latter."""
    reachable = prog.reachable(entries or [0])
    live_in, live_out = liveness(prog, reachable)
    peak = dict.fromkeys(FILES, 0)
    used = dict.fromkeys(FILES, 0)
    ranges = file_ranges(isa)
    masks = {f: ((1 << hi) - 1) ^ ((1 << lo) - 1) for f, (lo, hi) in ranges.items()}
    for i, f in enumerate(prog.facts):
        if not reachable[i]:
            continue
        writes = _mask(f.writes)
        touched = _mask(f.reads) | writes
        for name, m in masks.items():
            live = max((live_in[i] & m).bit_count(), ((live_out[i] | writes) & m).bit_count())
            peak[name] = max(peak[name], live)
            if touched & m:
                used[name] = max(used[name], (touched & m).bit_length() - ranges[name][0])
    info = isa.info
    allocated = {
        "vgpr": _round_up(used["vgpr"], info["vgpr_alloc_granule"]),
        "agpr": _round_up(used["agpr"], info["vgpr_alloc_granule"]),
        "sgpr": _round_up(used["sgpr"], info["sgpr_alloc_granule"]),
    }
    names = [f.name for f, r in zip(prog.facts, reachable) if r]
    nops = [f.ws for f, r in zip(prog.facts, reachable) if r and f.name == "S_NOP"]
    checker = Checker(isa, timing)
    out = {
        "arch": isa.name,
        "instructions": len(names),
        "peak_live": peak,
        "used": used,
        "allocated": allocated,
        "lds_bytes": lds_bytes,
        "occupancy_used": occupancy(
            isa, used["vgpr"], used["agpr"], used["sgpr"] + VCC_SGPRS, lds_bytes, workgroup_size
        ),
        "s_waitcnt": names.count("S_WAITCNT"),
        "s_nop": len(nops),
        "s_nop_wait_states": sum(nops),
        **estimate_cycles(prog, reachable, timing, checker),
    }
    if rsrc1 is not None:
        out["descriptor"] = descriptor_allocation(isa, rsrc1)
        out["occupancy"] = allocated_occupancy(isa, rsrc1, lds_bytes, workgroup_size)
    else:
        out["occupancy"] = out["occupancy_used"]
    out["allocated"]["vector"] = _round_up(
        vector_registers(used["vgpr"], used["agpr"]), info["vgpr_alloc_granule"]
    )
    out["score"] = score(out)
    return out


def score(m: dict) -> tuple[int, int, int, int]:
    """CDNA4 scheduling guide, metric priorities: (peak VGPRs, s_waitcnt count, s_nop count,
    instructions), compared lexicographically; lower is better."""
    return (m["peak_live"]["vgpr"], m["s_waitcnt"], m["s_nop"], m["instructions"])
