"""Fuzz: hostile launch arguments and Device calls, and hostile command lines for every verb.

Oracle: the contract of issue 20 (tests/fuzz.py): a launch either runs or ends in LaunchError
(or ExecutionError), within the CPU bound, and afterwards device memory is as it was (the
allocator's state and the bytes of every live allocation); a run that succeeds computes
c = a + b where the arguments are the right ones (numpy). A command line ends with exit 0,
1 with a `cdna-isa: error:` line, or 2 (argparse's usage error, or `check` finding hazards).
"""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest
from cdna_isa.runtime.device import Device, DeviceArray

from . import fuzz, llvm
from .compile import compile_kernel
from .conftest import FUZZ_STATS

HOSTILE = [
    -(2**70), -(2**63), -1, 0, 1, 3, 64, 65, 1023, 1024, 1025, 2**16, 2**31, 2**32 - 1, 2**32, 2**64, 2**70,
    1.5, -0.0, float("nan"), float("inf"), True, None, "", "abc", "7", b"\x00", [], [0], [1, 1, 1, 1], (2, 2),
    (0,), (1, -1), (1.0,), {}, {"x": 1}, object(), np.int64(-5), np.uint64(2**63), np.float32(2.5),
    np.array([1, 2]), np.array(5), np.zeros((0,)), range(3), "1,2",
]  # fmt: skip


@pytest.fixture(scope="module")
def vadd(tmp_path_factory) -> dict[str, bytes]:
    if not llvm.llvm_bin("clang"):
        pytest.skip("clang-22 not installed")
    out = tmp_path_factory.mktemp("vadd")
    return {arch: compile_kernel("vector_add", arch, out).read_bytes() for arch in ("cdna2", "cdna4")}


def hostile_arg(rnd, dev: Device, other: Device):
    choice = rnd.random()
    if choice < 0.5:
        return rnd.choice(HOSTILE)
    if choice < 0.6:
        return other.to_device(np.zeros(64, np.float32))
    if choice < 0.7:
        array = np.zeros(64, np.float32)
        array.flags.writeable = False
        return array
    if choice < 0.8:
        return np.zeros(rnd.choice([0, 1, 64, 4096]), rnd.choice([np.float32, np.uint8, np.float64, object, "V3"]))
    if choice < 0.9:
        return np.zeros((8, 8), np.float32)[:, ::2]  # not contiguous
    return dev.to_device(np.zeros(rnd.choice([1, 64]), np.float32))


def test_hostile_launch_arguments(vadd):
    rnd = random.Random("launch")
    failures: list[str] = []
    outcomes: Counter = Counter()
    for arch in ("cdna2", "cdna4"):
        dev, other = Device(arch), Device(arch)
        module = dev.load(vadd[arch])
        keep = dev.to_device(np.arange(256, dtype=np.uint32))
        for n in range(fuzz.scaled(300)):
            a = np.arange(64, dtype=np.float32)
            args = [a, a, np.zeros(64, np.float32), np.int32(64)]
            kwargs = {"grid": (1,), "block": (64,)}
            touched = False  # anything but args[2] changed
            for _ in range(rnd.randint(1, 3)):
                what = rnd.choice(["grid", "block", "global_size", "shared_mem", "budget", "arg", "arg", "args", "name"])
                touched |= what != "arg"
                if what == "arg":
                    if isinstance(args, list) and len(args) == 4:
                        k = rnd.randrange(4)
                        args[k] = hostile_arg(rnd, dev, other)
                        touched |= k != 2
                elif what == "args":
                    args = rnd.choice([[], [a, a, a], [a, a, a, 1, 1], "abcd", 5, None, {"a": 1}])
                elif what == "global_size":
                    kwargs.pop("grid", None)
                    kwargs["global_size"] = rnd.choice(HOSTILE)
                else:
                    kwargs[what] = rnd.choice(HOSTILE)
            name = kwargs.pop("name", "vector_add")
            before = (dev.memory.top, list(dev.memory.starts), keep.to_numpy())
            ran = False
            with fuzz.bounded(f"{arch} #{n}: {name!r} {kwargs!r} {args!r}"[:300], failures):
                module.launch(name, args=args, **kwargs)
                ran = True
            outcomes["ran" if ran else "refused"] += 1
            if (dev.memory.top, dev.memory.starts) != before[:2]:
                failures.append(f"{arch} #{n}: the launch's allocations were not released")
            if not ran and not np.array_equal(keep.to_numpy(), before[2]):  # (a raw int pointer may reach it)
                failures.append(f"{arch} #{n}: a failed launch left device memory changed")
            if ran and not touched:
                out = args[2]
                if isinstance(out, np.ndarray) and out.dtype == np.float32 and out.shape == (64,) and out.flags.writeable:
                    assert np.array_equal(out, a + a), f"{arch} #{n}"  # numpy oracle
                    outcomes["ran, checked against numpy"] += 1
    FUZZ_STATS["hostile launch arguments"] = outcomes
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:10])


def test_hostile_device_calls(vadd, tmp_path):
    rnd = random.Random("device")
    failures: list[str] = []
    outcomes: Counter = Counter()
    for n in range(fuzz.scaled(200)):
        dev = Device("cdna4")
        keep = dev.to_device(np.arange(16, dtype=np.uint32))
        before = (dev.memory.top, list(dev.memory.starts))
        call = rnd.choice(["empty", "empty", "to_device", "load", "device", "copy_from"])
        value = rnd.choice(HOSTILE + [2**40, (2**20, 2**20), "/", str(tmp_path), "\x00", b"\x7fELF", vadd["cdna4"][:100]])
        done = False
        with fuzz.bounded(f"#{n}: {call}({value!r})"[:200], failures):
            if call == "empty":
                dev.empty(value, rnd.choice([np.float32, np.uint8, "f8", object, "nope", None]))
            elif call == "to_device":
                dev.to_device(value)
            elif call == "load":
                dev.load(value)
            elif call == "device":
                Device(value)
            else:
                keep.copy_from(value)
            done = True
        outcomes[f"{call} {'ok' if done else 'refused'}"] += 1
        if not done and (dev.memory.top, dev.memory.starts) != before:
            failures.append(f"#{n}: a refused {call} changed the allocator")
        if call != "copy_from" and not np.array_equal(keep.to_numpy(), np.arange(16, dtype=np.uint32)):
            failures.append(f"#{n}: {call} changed another allocation")
        with fuzz.bounded(f"#{n}: empty(16) afterwards", failures):
            assert isinstance(dev.empty(16), DeviceArray)
    FUZZ_STATS["hostile Device calls"] = outcomes
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:10])


VALUES = ["-1", "0", "1", "64", "1024", "1025", "4097", "10000000", "99999999999999999999999", "9" * 5000, "1e400", "nan",
          "", "abc", "0x1ffffffff", "1,2,3,4", "1,,2", "-", "/", "2**40", "0x10", "1.5"]  # fmt: skip
OPTIONS = {
    "run": ["--waves", "--lanes", "--budget", "--grid", "--global-size", "--block", "--shared-mem", "--kernel", "--arg", "--out"],
    "disasm": ["--hex"],
    "metrics": ["--lds", "--workgroup-size", "--kernel"],
    "mfma": ["--block", "--cbsz", "--abid", "--blgp", "--neg", "--opsel", "--get-register", "--matrix-entry", "--register-layout"],
    "asm": ["-o"],
    "info": [],
    "check": [],
    "schedule": ["-o"],
}  # fmt: skip
ARG_VALUES = ["zeros:f32:64", "zeros:f32:2**50", "zeros:f32:1125899906842624", "i32:2**40", "u8:-1", "i32:1099511627776",
              "f32:1e400", "i64:-9223372036854775809", "a.npy", "zeros:x:1", "zeros:f32", "7", "-1", "1e400", "x:y:z"]  # fmt: skip
OUT_VALUES = ["2=../x.npy", "2=", "2=/", "=x.npy", "9=x.npy", "2", "2=nowhere/x.npy", "-1=x.npy", "2=x"]


def test_hostile_command_lines(vadd, tmp_path, monkeypatch):
    kernel = tmp_path / "k.hsaco"
    kernel.write_bytes(vadd["cdna4"])
    prog = tmp_path / "p.s"
    prog.write_text("v_mov_b32 v1, 5\ns_endpgm\n")
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")
    rnd = random.Random("argv")
    failures: list[str] = []
    outcomes: Counter = Counter()
    for n in range(fuzz.scaled(250)):
        verb = rnd.choice(sorted(OPTIONS))
        argv = [verb]
        if verb in ("run", "info", "asm", "mfma"):
            argv += ["--arch", rnd.choice(["cdna2", "cdna4", "cdna3"])]
        if verb == "run":
            argv += [str(rnd.choice([kernel, prog]))]
            if rnd.random() < 0.7:
                argv += ["--grid", "1"] + [x for a in ["zeros:f32:64"] * 3 + ["i32:64"] for x in ("--arg", a)]
        elif verb == "mfma":
            argv += [rnd.choice(["v_mfma_f32_32x32x8f16", "v_mfma_f32_16x16x16_f16", "nope"]), "--detail"]
        elif verb == "info":
            argv += [rnd.choice(["v_fmac_f32", "v_" + "x" * 500, "", "s_nop"])]
        elif verb == "disasm":
            argv += [rnd.choice(["--hex", str(kernel)])] + ([rnd.choice(VALUES)] if rnd.random() < 0.8 else [])
        else:
            argv += [str(rnd.choice([kernel, prog, tmp_path, tmp_path / "missing.s"]))]
        for _ in range(rnd.randint(1, 3)):
            if not OPTIONS[verb]:
                break
            option = rnd.choice(OPTIONS[verb])
            pool = ARG_VALUES if option == "--arg" else OUT_VALUES if option == "--out" else VALUES
            argv += [option, rnd.choice(pool)]
            if option in ("--get-register", "--matrix-entry"):
                argv += [rnd.choice(VALUES), rnd.choice(VALUES)]
        with fuzz.bounded(f"#{n}: {argv!r}"[:300], failures):
            code, _, err = fuzz.run_cli(argv)
            problem = fuzz.cli_problem(code, err)
            if problem:
                failures.append(f"#{n}: {' '.join(argv)[:200]}: {problem}")
            outcomes[f"exit {code}"] += 1
    FUZZ_STATS["hostile command lines"] = outcomes
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:10])
