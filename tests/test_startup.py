"""Start-up: assembling and disassembling import neither the generated semantics modules nor
the matrix core nor numpy; everything public still works once something needs them. Timings
are measured by tools/bench.py (startup section), not asserted here."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap

import pytest

HEAVY = ["cdna_isa.semantics", "cdna_isa.reference", "cdna_isa.runtime.matrix",
         "cdna_isa.runtime.wave", "numpy"]  # fmt: skip


def fresh(code: str) -> dict:
    """Run `code` in a new interpreter; it prints one JSON line, returned here."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_assemble_and_disassemble_load_no_semantics_then_the_api_loads_them():
    """Oracles: llvm-mc (v_add_f32_e32 v0, v1, v2 is [0x01,0x05,0x00,0x02]); numpy float32
    addition (1.0 + 2.0 = 3.0 in every lane); the semantics functions are those the generated
    modules define under the names tables.json gives them."""
    found = fresh(f"""
        import json, sys
        import cdna_isa
        heavy = {HEAVY!r}
        isa = cdna_isa.arch("cdna4")
        code = isa.assemble("v_add_f32 v0, v1, v2")
        text = isa.disassemble(bytes.fromhex("01050002"))
        before = [m for m in heavy if m in sys.modules]

        from cdna_isa import reference, semantics
        fn = isa.tables.functions["V_ADD_F32"]
        vector_ok = isa.vector["V_ADD_F32"] is getattr(semantics, fn)
        reference_ok = isa.reference["V_ADD_F32"] is getattr(reference, fn)
        from cdna_isa.cdna4 import mfma, ops
        shape = cdna_isa.cdna4.mfma.shape("v_mfma_f32_32x32x8_f16")
        from cdna_isa.runtime.wave import Program, WaveState
        state = WaveState.create(waves=2)
        state.vgpr[:, 1, :] = 0x3F800000
        Program(isa, isa.assemble("v_add_f32 v2, 2.0, v1\\ns_endpgm")).run(state)
        print(json.dumps({{
            "code": code.hex(), "text": text, "before": before,
            "vector": vector_ok, "reference": reference_ok,
            "same_mfma": mfma is isa.mfma is cdna_isa.cdna4.mfma,
            "shape": [shape.m, shape.n, shape.k],
            "ops": ops.v_add_f32(ops.v[0], ops.v[1], ops.v[2]).text,
            "sum": sorted(set(state.vgpr[:, 2, :].view("float32").ravel().tolist())),
            "after": [m for m in heavy if m in sys.modules],
        }}))
    """)
    assert found["code"] == "01050002" and found["text"] == ["v_add_f32_e32 v0, v1, v2"]
    assert found["before"] == []
    assert found["vector"] and found["reference"] and found["same_mfma"]
    assert found["shape"] == [32, 32, 8]  # the name says 32x32x8
    assert found["ops"] == "v_add_f32_e32 v0, v1, v2"
    assert found["sum"] == [3.0]
    assert set(found["after"]) == set(HEAVY)


@pytest.mark.parametrize(
    "argv, expected",
    [
        (["disasm", "--hex", "01050002"], "v_add_f32_e32 v0, v1, v2"),  # llvm-mc --disassemble
        (["asm", "--arch", "cdna4", "-"], "[0x01,0x05,0x00,0x02]"),  # llvm-mc -show-encoding
    ],
)
def test_cli_verbs_on_a_small_input_import_nothing_heavy(argv, expected):
    found = fresh(f"""
        import contextlib, io, json, sys
        sys.stdin = io.StringIO("v_add_f32 v0, v1, v2\\n")
        from cdna_isa.cli import main
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = main({argv!r})
        print(json.dumps({{"status": status, "out": out.getvalue(),
                           "heavy": [m for m in {HEAVY!r} if m in sys.modules]}}))
    """)
    assert found["status"] == 0 and expected in found["out"]
    assert found["heavy"] == []


def _sweep_words(isa, rng: random.Random) -> list[int]:
    """Every form's fixed bits with its other bits random (three draws; the second dword of a
    wide form too), one draw with them zero, a literal after each, and random dwords: words
    that decode, fail their zero bits, name bad operands, or decode to nothing."""
    words: list[int] = []
    for form in isa.forms:
        for draw in range(4):
            free = 0 if draw == 0 else rng.getrandbits(32 * form.words)
            value = form.match | (free & ~form.mask)
            words += [value >> (32 * k) & 0xFFFFFFFF for k in range(form.words)]
            words.append(rng.choice([0x3F800000, 0x12345678, 0xFFFFFFFF, 0]))
    words += [rng.getrandbits(32) for _ in range(2000)]
    return words


@pytest.mark.parametrize("name", ["cdna2", "cdna3", "cdna4"])
def test_small_inputs_print_as_the_batch_disassembler_does(name):
    """The one-at-a-time printer used for short inputs against the batch printer (which the
    llvm-objdump tests check): same lines and same warnings, over every form of the arch and
    random dwords, plus a truncated tail (a form whose literal is missing)."""
    import cdna_isa

    isa = cdna_isa.arch(name)
    rng = random.Random(f"startup-{name}")
    words = _sweep_words(isa, rng)
    data = b"".join(w.to_bytes(4, "little") for w in words)
    small_warnings: list[str] = []
    batch_warnings: list[str] = []
    small = isa.disassembler._disassemble_small(data, 0x1000, small_warnings.append)
    batch = isa.disassemble(words, 0x1000, batch_warnings.append)  # a list: always batched
    assert small == batch
    assert small_warnings == batch_warnings
    for cut in range(1, 16):  # short inputs through the public entry point, odd tails too
        chunk = data[-4 * cut - 3 :]
        got_small: list[str] = []
        got_batch: list[str] = []
        padded = chunk + b"\0" * (-len(chunk) % 4)
        assert isa.disassemble(chunk, 0, got_small.append) == isa.disassemble(
            list(memoryview(padded).cast("I")), 0, got_batch.append
        )
        assert got_small == got_batch
