"""The command line: encodings printed as llvm-mc prints them, errors as file:line:column."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from cdna_isa.cli import main

from . import llvm
from .compile import compile_kernel


def run(args, capsys):
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_asm_prints_each_line_with_its_encoding(tmp_path, capsys):
    prog = tmp_path / "prog.s"
    prog.write_text("; comment\nstart:\n  v_add_f32 v0, v1, v2   // add\n  s_endpgm\n")
    code, out, _ = run(["asm", "--arch", "cdna4", str(prog)], capsys)
    assert code == 0
    # bytes from llvm-mc -show-encoding (v_add_f32_e32 v0, v1, v2 -> [0x01,0x05,0x00,0x02]; s_endpgm -> bf810000 LE)
    assert "encoding: [0x01,0x05,0x00,0x02]" in out
    assert "encoding: [0x00,0x00,0x81,0xbf]" in out
    code, out, _ = run(["asm", "--arch", "cdna4", "--hex", str(prog)], capsys)
    assert out.split() == ["01050002", "000081bf"]


def test_disasm_hex_bytes_and_words(capsys):
    code, out, _ = run(["disasm", "--arch", "cdna2", "--hex", "01050002"], capsys)
    assert code == 0 and out.strip() == "v_add_f32_e32 v0, v1, v2"
    code, out, _ = run(["disasm", "--arch", "cdna2", "--hex", "0x02000501"], capsys)
    assert out.strip() == "v_add_f32_e32 v0, v1, v2"


def test_undecodable_word_prints_long_and_warns(capsys):
    # 0xffffffff: bits 31:23 = 0x1ff is no SOP/VOP prefix of either architecture
    code, out, err = run(["disasm", "--arch", "cdna4", "--hex", "0xffffffff", "01050002"], capsys)
    assert code == 0
    assert out.splitlines() == [".long 0xffffffff", "v_add_f32_e32 v0, v1, v2"]
    assert "warning" in err and "0xffffffff" in err


def test_raw_binary_file(tmp_path, capsys):
    path = tmp_path / "code.bin"
    path.write_bytes(bytes.fromhex("01050002000081bf"))
    code, out, _ = run(["disasm", "--arch", "cdna4", str(path)], capsys)
    assert out.splitlines() == ["v_add_f32_e32 v0, v1, v2", "s_endpgm"]


@pytest.mark.parametrize(
    "source, line, col, words",
    [
        ("s_nop 0\nv_bogus_op v0, v1\n", 2, 1, "unknown instruction 'v_bogus_op'"),
        ("  v_add_f32 v0, v1, q9\n", 1, 21, "unknown operand 'q9'"),
        ("s_add_u32 s0, s1\n", 1, 1, "takes 3 operand(s), got 2"),
        ("s_mov_b64 s[1:2], s[4:5]\n", 1, 11, "even register"),
        ("v_add_f32 v0, v1, v2 clamp\ns_add_u32 s0, s1, v2\n", 2, 19, "VGPR is not allowed"),
        ("s_branch nowhere\n", 1, 10, "undefined label 'nowhere'"),
        ("s_mov_b32 s200, 0\n", 1, 11, "out of range"),
    ],
)
def test_assembly_errors_name_line_and_column(tmp_path, capsys, source, line, col, words):
    prog = tmp_path / "bad.s"
    prog.write_text(source)
    code, _, err = run(["asm", "--arch", "cdna2", str(prog)], capsys)
    assert code == 1
    assert f"{prog}:{line}:{col}:" in err and words in err, err
    assert "Traceback" not in err


def test_console_script_never_shows_a_traceback(tmp_path):
    prog = tmp_path / "bad.s"
    prog.write_text("v_add_f32 v0, v1, [\n")
    res = subprocess.run([sys.executable, "-m", "cdna_isa", "asm", "--arch", "cdna4", str(prog)], capture_output=True, text=True)
    assert res.returncode == 1 and "bad.s:1:" in res.stderr and "Traceback" not in res.stderr
    res = subprocess.run([sys.executable, "-m", "cdna_isa", "disasm", str(tmp_path / "missing.bin")], capture_output=True, text=True)
    assert res.returncode == 1 and "missing.bin" in res.stderr and "Traceback" not in res.stderr


def test_info_describes_an_instruction(capsys):
    code, out, _ = run(["info", "--arch", "cdna4", "v_fmac_f32"], capsys)
    assert code == 0
    assert "V_FMAC_F32" in out and "VOP2" in out and "fma(" in out
    code, _, err = run(["info", "--arch", "cdna4", "v_mac_f32"], capsys)
    assert code == 1 and "no such instruction on cdna4" in err


def test_run_executes_a_program(tmp_path, capsys):
    prog = tmp_path / "p.s"
    # s2 = 7 + 35 = 42 = 0x2a; v1 = lane id + 42 (hand-computed)
    prog.write_text("s_mov_b32 s0, 7\ns_add_u32 s2, s0, 35\nv_add_u32 v1, s2, v0\ns_endpgm\n")
    code, out, _ = run(["run", "--arch", "cdna2", str(prog)], capsys)
    assert code == 0
    assert "s2   = 0x0000002a" in out
    assert "v1   = 0x0000002a 0x0000002b 0x0000002c 0x0000002d" in out


def test_run_reports_a_runaway_loop(tmp_path, capsys):
    prog = tmp_path / "loop.s"
    prog.write_text("top:\n  s_branch top\n")
    code, _, err = run(["run", "--arch", "cdna4", "--budget", "50", str(prog)], capsys)
    assert code == 1 and "instruction budget of 50 exceeded" in err and "s_branch" in err


VADD = Path(__file__).resolve().parent.parent / "examples" / "kernels" / "vadd.cl"
needs_clang = pytest.mark.skipif(not llvm.llvm_bin("clang"), reason="clang-22 not installed")


@needs_clang
@pytest.mark.parametrize("arch,source", [("cdna2", "hsaco"), ("cdna4", "s")])
def test_run_launches_a_kernel_with_npy_arguments(tmp_path, capsys, arch, source):
    """`cdna-isa run` on a linked code object, and on clang's .s (with .amdhsa_kernel
    directives, assembled by llvm-mc and linked by ld.lld): c = a + b, checked with numpy."""
    import numpy as np

    kernel = compile_kernel(VADD, arch, tmp_path, assembly=source == "s")
    a, b = np.arange(100, dtype=np.float32), np.full(100, 2.5, np.float32)
    np.save(tmp_path / "a.npy", a)
    np.save(tmp_path / "b.npy", b)
    out = tmp_path / "c.npy"
    args = ["run", "--arch", arch, str(kernel), "--global-size", "100", "--block", "64",
            "--arg", str(tmp_path / "a.npy"), "--arg", str(tmp_path / "b.npy"),
            "--arg", "zeros:f32:100", "--arg", "i32:100", "--out", f"2={out}"]  # fmt: skip
    code, text, _ = run(args, capsys)
    assert code == 0 and "kernel vadd" in text
    assert np.array_equal(np.load(out), a + b)
    code, _, err = run([*args[:4], "--kernel", "nope", "--arg", "1"], capsys)
    assert code == 1 and "no kernel named 'nope' (kernels: vadd)" in err
    code, _, err = run([*args[:4], "--arg", "1"], capsys)
    assert code == 1 and "takes 4 argument(s), got 1" in err


@needs_clang
@pytest.mark.parametrize("arch", ["cdna2", "cdna4"])
def test_run_takes_local_pointer_sizes(tmp_path, capsys, arch):
    """`--arg 256` for a __local pointer argument is its size in bytes (tests/kernels/local_args.cl):
    out[i] = a[next] + b[l].y + stat[(l + 3) % 10] + k, as numpy computes it."""
    import numpy as np

    kernel = compile_kernel("local_args", arch, tmp_path)
    out = tmp_path / "out.npy"
    args = ["run", "--arch", arch, str(kernel), "--global-size", "64", "--block", "64",
            "--arg", "zeros:u32:64", "--arg", "zeros:u32:3", "--arg", "256", "--arg", "1024",
            "--arg", "u32:5", "--out", f"0={out}"]  # fmt: skip
    code, text, err = run(args, capsys)
    assert code == 0, err
    lid = np.arange(64)
    assert np.array_equal(np.load(out), 3 * ((lid + 1) % 64) + 2 * lid + 100 * ((lid + 3) % 10) + 5)
    code, _, err = run([*args[:4], "--arg", "zeros:u32:64", "--arg", "zeros:u32:3", "--arg", "zeros:u32:4",
                        "--arg", "1024", "--arg", "u32:5"], capsys)  # fmt: skip
    assert code == 1 and "takes its size in bytes" in err
