"""`cdna-isa`: assemble, disassemble, run, diff and describe CDNA instructions."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from . import ARCHS, arch
from .runtime.diff import diff_archs, render_diff
from .runtime.isa import AsmError
from .runtime.objfile import ObjectError, is_elf, read_code_object
from .runtime.wave import ExecutionError, Program, WaveState


def _fail(msg: str) -> int:
    print(f"cdna-isa: error: {msg}", file=sys.stderr)
    return 1


def _read_text(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    return Path(path).read_text()


def cmd_asm(args) -> int:
    isa = arch(args.arch)
    source = _read_text(args.file)
    try:
        rows = isa.assemble_lines(source, path=args.file)
    except AsmError as exc:
        return _fail(str(exc))
    if args.output:
        Path(args.output).write_bytes(b"".join(code for _, _, code in rows))
        return 0
    for _, text, code in rows:
        if args.hex:
            print(code.hex())
        else:
            enc = ",".join(f"0x{b:02x}" for b in code)
            print(f"\t{text:<40}; encoding: [{enc}]")
    return 0


def _parse_hex(tokens: list[str]) -> bytes:
    out = bytearray()
    for tok in " ".join(tokens).replace(",", " ").split():
        if tok.lower().startswith("0x"):
            out += int(tok, 16).to_bytes(4, "little")  # a 32-bit word value
        else:
            if len(tok) % 2:
                raise ValueError(f"'{tok}' is not a whole number of bytes")
            out += bytes.fromhex(tok)  # bytes in memory order
    return bytes(out)


def cmd_disasm(args) -> int:
    def warn(msg: str) -> None:
        print(msg, file=sys.stderr)

    if args.hex is not None:
        try:
            data = _parse_hex(args.hex)
        except ValueError as exc:
            return _fail(f"--hex: {exc}")
        for line in arch(args.arch or "cdna4").disassemble(data, warn=warn):
            print(line)
        return 0
    if not args.file:
        return _fail("give a file, or --hex WORDS")
    try:
        data = Path(args.file).read_bytes()
    except OSError as exc:
        return _fail(f"{args.file}: {exc.strerror}")
    if is_elf(data):
        try:
            obj = read_code_object(data, args.file)
        except ObjectError as exc:
            return _fail(str(exc))
        name = args.arch or obj.arch
        if name is None:
            return _fail(
                f"{args.file}: target {obj.mach} is not one of {', '.join(ARCHS)}; pass --arch"
            )
        isa = arch(name)
        symbols = {addr: sym for sym, addr in obj.symbols.items()}
        for item in isa.decode(obj.text, obj.text_addr):
            pc = item[0] if isinstance(item, tuple) else item.pc
            if pc in symbols:
                print(f"{symbols[pc]}:")
            if isinstance(item, tuple):
                warn(f"warning: 0x{item[1]:08x} at 0x{pc:x} decodes to no {isa.name} instruction")
                print(f"\t.long 0x{item[1]:08x}")
            else:
                print(f"\t{isa.text(item)}")
        return 0
    for line in arch(args.arch or "cdna4").disassemble(data, warn=warn):
        print(line)
    return 0


SCALAR_TYPES = {
    "i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32,
    "u32": np.uint32, "i64": np.int64, "u64": np.uint64, "f16": np.float16, "f32": np.float32,
    "f64": np.float64,
}  # fmt: skip


def _kernel_arg(text: str):
    """A launch argument: file.npy, zeros:TYPE:N, TYPE:VALUE, or a bare int / float."""
    if text.endswith(".npy"):
        return np.load(text)
    parts = text.split(":")
    if parts[0] == "zeros" and len(parts) == 3 and parts[1] in SCALAR_TYPES:
        return np.zeros(int(parts[2], 0), SCALAR_TYPES[parts[1]])
    if len(parts) == 2 and parts[0] in SCALAR_TYPES:
        kind = SCALAR_TYPES[parts[0]]
        value = float(parts[1]) if np.issubdtype(kind, np.floating) else int(parts[1], 0)
        return kind(value)
    try:
        return int(text, 0)
    except ValueError:
        return float(text)


def _dims(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(","))


def _code_object(path: str, isa) -> bytes:
    """A code object: the file itself, or a .s with .amdhsa_kernel directives assembled by
    llvm-mc and linked by ld.lld (our assembler emits instructions, not ELF)."""
    import subprocess
    import tempfile

    data = Path(path).read_bytes()
    if is_elf(data):
        return data
    bindir = "/usr/lib/llvm-22/bin"
    target = isa.info["llvm_target"]
    with tempfile.TemporaryDirectory() as tmp:
        obj, hsaco = f"{tmp}/k.o", f"{tmp}/k.hsaco"
        for cmd in (
            [f"{bindir}/llvm-mc", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj", path, "-o", obj],
            [f"{bindir}/ld.lld", "-shared", obj, "-o", hsaco],
        ):  # fmt: skip
            try:
                done = subprocess.run(cmd, capture_output=True, text=True)
            except OSError as exc:
                raise ObjectError(f"{path}: cannot run {cmd[0]}: {exc.strerror}") from None
            if done.returncode:
                raise ObjectError(f"{path}: {Path(cmd[0]).name} failed:\n{done.stderr.strip()}")
        return Path(hsaco).read_bytes()


def cmd_launch(args) -> int:
    """Run a kernel of a code object (or of a .s with .amdhsa_kernel directives)."""
    from .runtime.device import Device, LaunchError

    dev = Device(args.arch)
    try:
        module = dev.load(_code_object(args.file, dev.isa))
        name = args.kernel
        if name is None:
            if len(module.kernels) != 1:
                known = ", ".join(sorted(module.kernels)) or "none"
                return _fail(f"{args.file}: name the kernel with --kernel (kernels: {known})")
            name = next(iter(module.kernels))
        values = [_kernel_arg(a) for a in args.arg]
        outputs = {}
        for spec in args.out:
            index, _, path = spec.partition("=")
            outputs[int(index)] = path
        sizes = (
            {"grid": _dims(args.grid)}
            if args.grid
            else {"global_size": _dims(args.global_size or "64")}
        )
        executed = module.launch(
            name, block=_dims(args.block), args=values, shared_mem=args.shared_mem,
            budget=args.budget, progress=args.progress or sys.stderr.isatty(), **sizes,
        )  # fmt: skip
    except (ObjectError, LaunchError, ExecutionError, OSError, ValueError) as exc:
        return _fail(str(exc))
    print(f"{dev.arch}: kernel {name}: {executed} wave-instructions")
    for index, path in sorted(outputs.items()):
        if not 0 <= index < len(values) or not isinstance(values[index], np.ndarray):
            return _fail(f"--out {index}: argument {index} is not an array")
        np.save(path, values[index])
        print(f"argument {index} -> {path}")
    return 0


def cmd_run(args) -> int:
    if (
        args.kernel
        or args.arg
        or is_elf(Path(args.file).read_bytes()[:4])
        or (args.file.endswith(".s") and ".amdhsa_kernel" in _read_text(args.file))
    ):
        return cmd_launch(args)
    isa = arch(args.arch)
    source = _read_text(args.file)
    try:
        code = isa.assemble(source, path=args.file)
    except AsmError as exc:
        return _fail(str(exc))
    prog = Program(isa, code)
    st = WaveState.create(args.waves)
    st.vgpr[:, 0, :] = np.arange(64, dtype=np.uint32)  # v0 = lane id, as a 1-D dispatch starts
    try:
        n = prog.run(st, budget=args.budget)
    except ExecutionError as exc:
        return _fail(str(exc))
    print(f"{isa.name}: {n} wave-instructions on {args.waves} wave(s)")
    shown = [i for i in range(102) if st.sgpr[:, i].any()]
    for i in shown:
        print(f"s{i:<3} = " + " ".join(f"0x{v:08x}" for v in st.sgpr[:, i]))
    print(f"scc  = {' '.join(str(int(v)) for v in st.scc)}")
    for r in range(256):
        if st.vgpr[:, r].any():
            lanes = st.vgpr[0, r, : args.lanes]
            print(
                f"v{r:<3} = "
                + " ".join(f"0x{v:08x}" for v in lanes)
                + (" ..." if args.lanes < 64 else "")
            )
    return 0


def cmd_info(args) -> int:
    isa = arch(args.arch)
    name = args.instruction.upper()
    for suffix in ("_E32", "_E64"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
    ins = isa.instructions.get(name)
    if ins is None:
        return _fail(f"{args.instruction}: no such instruction on {isa.name}")
    if args.json:
        print(json.dumps(isa.describe(name), indent=2))
        return 0
    d = isa.describe(name)
    print(f"{d['name']} ({isa.name}, {isa.info['llvm_target']})")
    print(f"  {d['doc']}")
    print(
        f"  format {d['format']}, opcode {d['opcode']}; encodings: {', '.join(d['encodings']) or 'native'}"
    )
    for form in d["forms"]:
        print(
            f"  {form['mnemonic']}: {form['format']} opcode {form['opcode']}, {form['bytes']} bytes"
        )
    print(
        "  operands: "
        + ", ".join(
            f"{o['name']}:{o['type']} ({o['kind']}, {o['field'] or o['implicit']})"
            for o in d["operands"]
        )
    )
    if d["flags"]:
        print("  flags: " + ", ".join(d["flags"]))
    if d["semantics"]:
        print("  semantics:")
        for line in d["semantics"].rstrip().splitlines():
            print(f"    {line}")
    return 0


def cmd_diff(args) -> int:
    result = diff_archs(arch(args.a), arch(args.b))
    if args.format == "json":
        print(json.dumps(result, indent=2))
    else:
        print(render_diff(result), end="")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cdna-isa", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("asm", help="assemble LLVM-syntax assembly")
    p.add_argument("--arch", required=True, choices=ARCHS)
    p.add_argument("file", help="assembly file, or - for standard input")
    p.add_argument("--hex", action="store_true", help="print bare hex, one instruction a line")
    p.add_argument("-o", "--output", help="write the raw machine code to this file")
    p.set_defaults(func=cmd_asm)
    p = sub.add_parser("disasm", help="disassemble hex, a raw binary, or an HSA code object")
    p.add_argument("--arch", choices=ARCHS, help="default: from the code object, else cdna4")
    p.add_argument(
        "--hex", nargs="+", help="bytes in memory order (01050002), or 0x-prefixed dwords"
    )
    p.add_argument("file", nargs="?")
    p.set_defaults(func=cmd_disasm)
    p = sub.add_parser(
        "run",
        help="launch a kernel of a code object (.hsaco, or .s with .amdhsa_kernel), or run bare"
        " instructions (.s) on a batch of waves",
    )
    p.add_argument("--arch", required=True, choices=ARCHS)
    p.add_argument("file")
    p.add_argument("--waves", type=int, default=1, help="bare instructions: waves to run")
    p.add_argument("--lanes", type=int, default=4, help="bare instructions: lanes to print")
    p.add_argument("--budget", type=int, default=1_000_000, help="maximum instructions per wave")
    p.add_argument("--kernel", help="kernel name (default: the code object's only kernel)")
    p.add_argument("--grid", help="workgroups per axis, e.g. 16 or 4,4,1 (as HIP counts)")
    p.add_argument("--global-size", help="work-items per axis (as OpenCL counts; default 64)")
    p.add_argument("--block", default="64", help="work-items per workgroup, e.g. 256 or 16,16")
    p.add_argument("--shared-mem", type=int, default=0, help="dynamic LDS bytes")
    p.add_argument(
        "--arg",
        action="append",
        default=[],
        help="kernel argument in order: a.npy, zeros:f32:1000, i32:5, f32:1.5, 7",
    )
    p.add_argument("--out", action="append", default=[], help="save argument N after: N=path.npy")
    p.add_argument("--progress", action="store_true", help="show a progress bar")
    p.set_defaults(func=cmd_run)
    p = sub.add_parser("info", help="everything the spec knows about one instruction")
    p.add_argument("--arch", required=True, choices=ARCHS)
    p.add_argument("instruction")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_info)
    p = sub.add_parser("diff", help="differences between two architectures")
    p.add_argument("a", choices=ARCHS)
    p.add_argument("b", choices=ARCHS)
    p.add_argument("--format", choices=("md", "json"), default="md")
    p.set_defaults(func=cmd_diff)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except FileNotFoundError as exc:
        return _fail(f"{exc.filename}: no such file")
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except (OSError, UnicodeDecodeError) as exc:
        return _fail(str(exc))


if __name__ == "__main__":
    sys.exit(main())
