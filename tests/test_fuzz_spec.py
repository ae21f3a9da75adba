"""Fuzz: malformed spec edits through the loader; and the generator's encoding proof on two
broken specs issue 20 found undetected.

Oracle for the fuzz: the loader's contract (codegen/loader.py): a spec loads, or fails with a
SpecError whose every message reads `file:line: ...`, never another exception, within the
CPU bound. The spec is the real one trimmed to sopc.yaml and the SOP2/SOPC formats
(tests/test_spec_errors.copy_spec), damaged by seeded edits of its YAML text.

Oracle for the proof: the ISA's own encoding rules. A VOP2 word is bit 31 = 0 and OP in bits
30:25, so a VOP2 opcode 63 makes bits 31:25 = 0x3F, the VOP1 escape (MI200 12.7 / CDNA4 13.x:
VOP1 is bits 31:25 = 0x3F); SOPC (ENCODING 0b101111110) given SOP1's fixed bits 0b101111101
makes every S_CMP word also match some SOP1 instruction. Both must stop the generator with the
file:line of an instruction whose encodings would decode as another.
"""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from pathlib import Path

import codegen.spec
from codegen.loader import SpecError

from . import fuzz
from .conftest import FUZZ_STATS
from .test_spec_errors import copy_spec, replace_once, run_cli

EDGE_TEXT = ["-1", "0", "18446744073709551616", "1e400", ".nan", "~", "''", "[]", "{}", "x", "[1, [2, [3]]]", "*a", "&a 1",
             "!!python/object:os.system", "'unterminated", "{a: 1", ">-", "|", "0b2", "0x", "-0"]  # fmt: skip
FILES = ("formats.yaml", "instructions/sopc.yaml", "archs/cdna4.yaml", "operands.yaml", "types.yaml")
EDITS = fuzz.scaled(30)
LOCATED = re.compile(r"^\S.*?:\d+: ")


def damage(text: str, rnd: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    i = rnd.randrange(len(lines))
    choice = rnd.random()
    if choice < 0.2:
        del lines[i]
    elif choice < 0.3:
        lines.insert(i, lines[i])
    elif choice < 0.6:  # a scalar value replaced
        numbers = list(re.finditer(r"(?<=[:\[, ])\s*[-\w.]+", lines[i]))
        if numbers:
            m = rnd.choice(numbers)
            lines[i] = lines[i][: m.start()] + " " + rnd.choice(EDGE_TEXT) + lines[i][m.end() :]
    elif choice < 0.75:
        lines[i] = " " * rnd.randint(0, 7) + lines[i].lstrip()
    elif choice < 0.9:
        k = rnd.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:k] + rnd.choice(["{", "}", "[", "]", ":", "- ", "#", "\t", "'", '"', ",", "&", "*"]) + lines[i][k:]
    else:
        return "".join(lines[: i + 1])[: rnd.randrange(1, 1 + len("".join(lines[: i + 1])))]
    return "".join(lines)


def test_damaged_spec_loads_or_fails_with_file_and_line(tmp_path):
    base = copy_spec(tmp_path / "base", optional=("operands.yaml", "types.yaml"))
    originals = {name: (base / name).read_text(encoding="utf-8") for name in FILES}
    rnd = random.Random("spec")
    failures: list[str] = []
    outcomes: Counter = Counter()
    for n in range(EDITS):
        name = rnd.choice(FILES)
        broken = damage(originals[name], rnd)
        (base / name).write_text(broken, encoding="utf-8")
        start = time.process_time()
        try:
            codegen.spec.load_spec(base)
            outcomes["loads"] += 1
        except SpecError as exc:
            outcomes["SpecError"] += 1
            unlocated = [m for m in exc.messages if not LOCATED.match(m)]
            if not exc.messages or unlocated:
                failures.append(f"#{n} {name}: messages without file:line: {unlocated[:3]}")
        except Exception as exc:  # noqa: BLE001 - the failure looked for
            failures.append(f"#{n} {name}: {type(exc).__name__}: {str(exc)[:200]}")
        spent = time.process_time() - start
        if spent > 10:
            failures.append(f"#{n} {name}: {spent:.1f} CPU seconds")
        (base / name).write_text(originals[name], encoding="utf-8")
    FUZZ_STATS["malformed spec edits"] = outcomes
    assert not failures, "\n".join(failures[:10])


def generate_errors(spec: Path, out: Path) -> list[str]:
    res = run_cli("generate", "--spec", spec, "--out", out)
    assert res.returncode == 1 and "Traceback" not in res.stderr, res.stderr[-2000:]
    assert not out.exists()  # nothing written
    return res.stderr.splitlines()


def line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def test_vop2_opcode_equal_to_the_vop1_escape_is_refused(tmp_path):
    spec = copy_spec(tmp_path, keep=("vop1.yaml", "vop2.yaml"), formats=None)
    vop2 = spec / "instructions" / "vop2.yaml"
    replace_once(vop2, "  - name: V_CNDMASK_B32\n    opcode: 0\n", "  - name: V_CNDMASK_B32\n    opcode: 63\n")
    errors = generate_errors(spec, tmp_path / "out")
    at = f"{vop2}:{line_of(vop2, 'name: V_CNDMASK_B32')}: V_CNDMASK_B32: opcode 63 of VOP2: on cdna4, some v_cndmask_b32_e32 encodings decode as "
    assert any(e.startswith(at) and "v_readfirstlane_b32_e32" in e or e.startswith(at) for e in errors), "\n".join(errors[:5])
    vop1 = spec / "instructions" / "vop1.yaml"
    assert any(f"({vop1}:" in e for e in errors if e.startswith(at))


def test_format_with_the_fixed_bits_of_another_is_refused(tmp_path):
    spec = copy_spec(tmp_path, keep=("sop1.yaml", "sopc.yaml"), formats=None)
    formats = spec / "formats.yaml"
    text = formats.read_text()
    sopc = text.index("\nSOPC:")
    fixed = text.index("fixed: {ENCODING: 0b101111110}", sopc)
    formats.write_text(text[:fixed] + "fixed: {ENCODING: 0b101111101}" + text[fixed + len("fixed: {ENCODING: 0b101111110}") :])
    errors = generate_errors(spec, tmp_path / "out")
    sopc_file = spec / "instructions" / "sopc.yaml"
    assert any(re.match(rf"{re.escape(str(sopc_file))}:\d+: S_CMP_EQ_I32: opcode 0 of SOPC: on cdna\d, some s_cmp_eq_i32 encodings decode as s_", e) for e in errors), "\n".join(errors[:5])


def test_real_spec_encodings_decode_back_to_themselves():
    """The proof on the generated package itself (the generator ran it too)."""
    import cdna_isa
    from cdna_isa.runtime.selfcheck import encoding_conflicts

    for arch in cdna_isa.ARCHS:
        assert encoding_conflicts(cdna_isa.arch(arch)) == []


def test_proof_finds_a_shadowed_form():
    """Two forms with the same fixed bits (here: V_ADD_F32 given V_SUB_F32's opcode in a copy of
    the tables): the one the decoder keeps is named with the one it hides."""
    import copy

    import cdna_isa
    from cdna_isa import reference, semantics
    from cdna_isa.runtime.isa import Isa
    from cdna_isa.runtime.selfcheck import encoding_conflicts

    tables = copy.copy(cdna_isa.cdna4.tables)
    tables.instructions = dict(tables.instructions)
    add, sub = tables.instructions["V_ADD_F32"], tables.instructions["V_SUB_F32"]
    tables.instructions["V_ADD_F32"] = add._replace(opcode=sub.opcode)
    found = encoding_conflicts(Isa(tables, semantics, reference))
    names = {(a, b) for a, _, b, _ in found}
    assert names & {("V_SUB_F32", "V_ADD_F32"), ("V_ADD_F32", "V_SUB_F32")}, found[:5]
