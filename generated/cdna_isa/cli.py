"""`cdna-isa`: assemble, disassemble, run, diff and describe CDNA instructions."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

# Each verb imports what only it needs (numpy, the emulator, the spec diff): `cdna-isa disasm`
# and `cdna-isa asm` start without them.
from . import ARCHS, arch
from .runtime.forms import AsmError
from .runtime.objfile import ObjectError, code_object_bytes, is_elf, objdump_lines, read_code_object


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


HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


def _parse_hex(tokens: list[str]) -> bytes:
    """--hex words: 0x-prefixed 32-bit values, or bytes in memory order. ValueError naming
    the token that is neither."""
    out = bytearray()
    for tok in " ".join(tokens).replace(",", " ").split():
        digits = tok[2:] if tok.lower().startswith("0x") else tok
        if not digits or not HEX_DIGITS.issuperset(digits):
            raise ValueError(f"'{_short(tok)}' is not hexadecimal")
        if tok.lower().startswith("0x"):
            if len(digits.lstrip("0")) > 8:
                raise ValueError(f"'{_short(tok)}' does not fit a 32-bit word")
            out += int(digits, 16).to_bytes(4, "little")
        else:
            if len(tok) % 2:
                raise ValueError(f"'{_short(tok)}' is not a whole number of bytes")
            out += bytes.fromhex(tok)
    return bytes(out)


def _short(text: str, limit: int = 40) -> str:
    """Text for an error message: long input is cut, with its length."""
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


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
        for item in isa.decode(obj.text, obj.text_addr):
            if isinstance(item, tuple):
                warn(
                    f"warning: 0x{item[1]:08x} at 0x{item[0]:x} decodes to no {isa.name} instruction"
                )
        print(f"\n{args.file}:\tfile format elf64-amdgpu\n\nDisassembly of section .text:")
        for line in objdump_lines(isa, obj, warn):  # as llvm-objdump -d prints it, with labels
            print(line)
        return 0
    for line in arch(args.arch or "cdna4").disassemble(data, warn=warn):
        print(line)
    return 0


SCALAR_TYPES = {  # --arg TYPE -> its numpy type's name
    "i8": "int8", "u8": "uint8", "i16": "int16", "u16": "uint16", "i32": "int32",
    "u32": "uint32", "i64": "int64", "u64": "uint64", "f16": "float16", "f32": "float32",
    "f64": "float64",
}  # fmt: skip


def _kernel_arg(text: str, memory_limit: int):
    """A launch argument: file.npy, zeros:TYPE:N, TYPE:VALUE, or a bare int / float.
    ValueError saying what is wrong with the text."""
    import numpy as np

    if text.endswith(".npy"):
        try:
            return np.load(text, allow_pickle=False)
        except (OSError, ValueError, EOFError) as exc:
            raise ValueError(f"--arg {text}: not a readable .npy array ({exc})") from None
    parts = text.split(":")
    if parts[0] == "zeros" and len(parts) == 3 and parts[1] in SCALAR_TYPES:
        kind = np.dtype(SCALAR_TYPES[parts[1]])
        count = _cli_int(parts[2], f"--arg {text}: the element count")
        if not 0 <= count <= memory_limit // kind.itemsize:
            raise ValueError(
                f"--arg {_short(text)}: {count} elements of {parts[1]} do not fit the device's"
                f" {memory_limit >> 20} MiB"
            )
        return np.zeros(count, kind)
    if len(parts) == 2 and parts[0] in SCALAR_TYPES:
        kind = np.dtype(SCALAR_TYPES[parts[0]]).type
        if np.issubdtype(kind, np.floating):
            try:
                return kind(float(parts[1]))
            except ValueError:
                raise ValueError(f"--arg {_short(text)}: '{parts[1]}' is not a number") from None
        value = _cli_int(parts[1], f"--arg {_short(text)}")
        info = np.iinfo(kind)
        if not info.min <= value <= info.max:
            raise ValueError(
                f"--arg {_short(text)}: {value} is outside {parts[0]} ({info.min}..{info.max})"
            )
        return kind(value)
    try:
        return _cli_int(text, "")
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise ValueError(
            f"--arg '{_short(text)}': expected file.npy, zeros:TYPE:N, TYPE:VALUE (TYPE one of"
            f" {', '.join(SCALAR_TYPES)}) or a number"
        ) from None


def _cli_int(text: str, what: str) -> int:
    """An integer as Python writes one (0x.., 0b.., 0o..), at most 64 bits' worth of digits."""
    digits = text.strip().lstrip("+-")
    if len(digits) > 70:
        raise ValueError(f"{what}: '{_short(text)}' is too long a number")
    try:
        return int(text, 0)
    except ValueError:
        raise ValueError(f"{what}: '{_short(text)}' is not an integer") from None


def _dims(text: str, option: str) -> tuple[int, ...]:
    try:
        dims = tuple(_cli_int(x, option) for x in text.split(","))
    except ValueError:
        dims = ()
    if not 1 <= len(dims) <= 3 or min(dims) < 1:
        raise ValueError(
            f"{option}: expected one to three comma-separated positive integers, got"
            f" '{_short(text)}'"
        )
    return dims


def _outputs(specs: list[str], values: list) -> dict[int, Path]:
    """--out N=path.npy, checked before the launch: N names an array argument; the path is a
    file name in an existing directory (np.save adds .npy when it is missing)."""
    import numpy as np

    outputs = {}
    for spec in specs:
        index_text, eq, path_text = spec.partition("=")
        try:
            index = _cli_int(index_text, "--out")
        except ValueError:
            index = -1
        if not eq or not path_text.strip():
            raise ValueError(f"--out '{_short(spec)}': expected N=path.npy")
        if not 0 <= index < len(values) or not isinstance(values[index], np.ndarray):
            raise ValueError(f"--out {_short(index_text)}: argument {index_text} is not an array")
        path = Path(path_text)
        if path.is_dir() or path_text.endswith(("/", "\\")):
            raise ValueError(f"--out {index}: '{_short(path_text)}' is a directory")
        if path.suffix != ".npy":
            path = path.with_name(path.name + ".npy")
        if not path.resolve().parent.is_dir():
            raise ValueError(f"--out {index}: no directory '{path.parent}' to write into")
        outputs[index] = path
    return outputs


def cmd_launch(args) -> int:
    """Run a kernel of a code object (or of a .s with .amdhsa_kernel directives)."""
    import warnings

    import numpy as np

    from .runtime.device import Device, LaunchError
    from .runtime.shards import ScaleoutWarning
    from .runtime.wave import ExecutionError

    dev = Device(args.arch)
    try:
        module = dev.load(code_object_bytes(args.file, dev.isa))
        name = args.kernel
        if name is None:
            if len(module.kernels) != 1:
                known = ", ".join(sorted(module.kernels)) or "none"
                return _fail(f"{args.file}: name the kernel with --kernel (kernels: {known})")
            name = next(iter(module.kernels))
        values = [_kernel_arg(a, dev.memory.limit) for a in args.arg]
        outputs = _outputs(args.out, values)
        workers = _cli_int(args.workers, "--workers")
        sizes = (
            {"grid": _dims(args.grid, "--grid")}
            if args.grid
            else {"global_size": _dims(args.global_size or "64", "--global-size")}
        )
        with warnings.catch_warnings(record=True) as said:  # a split refused: say why
            warnings.simplefilter("always", ScaleoutWarning)
            executed = module.launch(
            name, block=_dims(args.block, "--block"), args=values, shared_mem=args.shared_mem,
            budget=args.budget, progress=args.progress or sys.stderr.isatty(),
            strict=args.strict, workers=workers, backend=args.backend, **sizes,
            )  # fmt: skip
        for warning in said:
            print(f"cdna-isa: warning: {warning.message}", file=sys.stderr)
    except (ObjectError, LaunchError, ExecutionError, OSError, ValueError) as exc:
        return _fail(str(exc))
    print(f"{dev.arch}: kernel {name}: {executed} wave-instructions")
    for index, path in sorted(outputs.items()):
        np.save(path, values[index])
        print(f"argument {index} -> {path.resolve()}")
    return 0


MAX_BARE_WAVES = 4096  # bare instructions: a wave's registers take 130 KB (4096: 540 MB)


def cmd_run(args) -> int:
    import numpy as np

    from .runtime.wave import ExecutionError, Program, WaveState

    if not 1 <= args.waves <= MAX_BARE_WAVES:
        return _fail(f"--waves: {args.waves} is not 1..{MAX_BARE_WAVES}")
    if not 0 <= args.lanes <= 64:
        return _fail(f"--lanes: {args.lanes} is not 0..64")
    if args.budget < 0:
        return _fail(f"--budget: {args.budget} is negative")
    if (
        args.kernel
        or args.arg
        or is_elf(Path(args.file).read_bytes()[:4])
        or (args.file.endswith(".s") and ".amdhsa_kernel" in _read_text(args.file))
    ):
        return cmd_launch(args)
    if args.workers != "1" or args.backend != "process":
        return _fail(
            "--workers and --backend split a kernel launch; bare instructions run in one process"
        )
    isa = arch(args.arch)
    source = _read_text(args.file)
    try:
        code = isa.assemble(source, path=args.file)
    except AsmError as exc:
        return _fail(str(exc))
    prog = Program(isa, code, strict=args.strict)
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


class _Input:
    """A kernel file read for analysis: instructions and, for code objects, the object."""

    def __init__(self, name: str, code: bytes, base: int = 0, obj=None):
        self.name, self.code, self.base, self.obj = name, code, base, obj


def _read_input(args) -> _Input:
    """`args.file` as the static analyses take it: a code object (.hsaco), clang's .s with
    .amdhsa_kernel (assembled and linked by llvm-mc/ld.lld), or bare assembly (our assembler).
    Raises AsmError, ObjectError, OSError, UnicodeDecodeError."""
    data = _file_bytes(args)
    if is_elf(data) or b".amdhsa_kernel" in data:
        if not is_elf(data):
            data = code_object_bytes(args.file, arch(args.arch or _target(data)))
        obj = read_code_object(data, args.file)
        name = args.arch or obj.arch
        if name is None:
            raise ObjectError(
                f"{args.file}: target {obj.mach} is not one of {', '.join(ARCHS)}; pass --arch"
            )
        return _Input(name, obj.text, obj.text_addr, obj)
    name = args.arch or "cdna4"
    return _Input(name, arch(name).assemble(data.decode("utf-8"), path=args.file))


def _file_bytes(args) -> bytes:
    """The bytes of `args.file` ("-": standard input)."""
    return Path(args.file).read_bytes() if args.file != "-" else sys.stdin.buffer.read()


def _target(text: bytes) -> str:
    """The arch a clang .s names in its .amdgcn_target directive (default cdna4)."""
    for name in ARCHS:
        if f'--{arch(name).info["llvm_target"]}"'.encode() in text:
            return name
    return "cdna4"


def _input_error(args, exc: Exception) -> int:
    if isinstance(exc, UnicodeDecodeError):
        return _fail(f"{args.file}: neither a code object nor UTF-8 assembly text")
    if isinstance(exc, OSError):
        return _fail(f"{args.file}: {exc.strerror}")
    return _fail(str(exc))


def cmd_check(args) -> int:
    """Hazards (missing wait states), missing and stronger-than-needed s_waitcnt."""
    from .runtime import hazards

    try:
        inp = _read_input(args)
        isa = arch(inp.name)
        timing = hazards.load_timing(_arch_module(inp.name))
        if inp.obj is not None:
            report = hazards.check_code_object(isa, timing, inp.obj, args.profile)
        else:
            report = hazards.check_code(isa, timing, inp.code, profile=args.profile)
    except (AsmError, ObjectError, hazards.CheckError, OSError, UnicodeDecodeError) as exc:
        return _input_error(args, exc)
    shown = [f for f in report.findings if f.error or args.excess]
    if args.json:
        out = report.as_dict()
        out["findings"] = [f.as_dict() for f in shown]
        print(json.dumps(out, indent=1))
    else:
        for f in shown:
            print(f"0x{f.pc:x}: {f.kind}: {f.text}: {f.message}")
        counts = report.as_dict()
        print(
            f"{report.arch} ({report.profile} profile): {report.instructions} instructions, {counts['hazards']} hazard(s), "
            f"{counts['missing_waits']} missing wait(s), {counts['excess_waits']} stronger-than-needed wait(s)"
        )
    return 2 if report.errors else 0


def _kernel_metrics(args) -> list[dict]:
    """metrics.metrics of every kernel of the input (or the one --kernel names)."""
    from .runtime import hazards, metrics
    from .runtime.objfile import KERNEL_DESCRIPTOR_SIZE, KernelDescriptor

    inp = _read_input(args)
    isa = arch(inp.name)
    timing = hazards.load_timing(_arch_module(inp.name))
    prog = hazards.Program.from_code(
        isa, inp.code, inp.base, inp.obj.label_names if inp.obj else None
    )
    if inp.obj is None:
        if args.kernel:
            raise ObjectError(f"{args.file}: --kernel needs a code object or clang's .s")
        found = metrics.metrics(isa, timing, prog, None, args.lds, args.workgroup_size)
        return [{"kernel": None, **found}]
    kernels = {
        name: addr for name, addr in inp.obj.symbols.items() if f"{name}.kd" in inp.obj.objects
    }
    if args.kernel:
        if args.kernel not in kernels:
            known = ", ".join(sorted(kernels)) or "none"
            raise ObjectError(f"{args.file}: no kernel {args.kernel} (kernels: {known})")
        kernels = {args.kernel: kernels[args.kernel]}
    out = []
    for name, addr in sorted(kernels.items(), key=lambda kv: kv[1]):
        kd_addr, _ = inp.obj.objects[f"{name}.kd"]
        kd = KernelDescriptor.parse(inp.obj.read(kd_addr, KERNEL_DESCRIPTOR_SIZE))
        entry = prog.index_of(addr)
        if entry is None:
            raise ObjectError(
                f"{args.file}: kernel {name} starts at 0x{addr:x}, not an instruction"
            )
        lds = kd.group_segment_size + args.lds
        found = metrics.metrics(isa, timing, prog, [entry], lds, args.workgroup_size, kd.rsrc1)
        out.append({"kernel": name, **found})
    return out


def cmd_metrics(args) -> int:
    """Register pressure, occupancy, wait counts, cycle estimate and score per kernel."""
    from .runtime import hazards

    if args.lds < 0 or args.workgroup_size < 1:
        return _fail("--lds must be >= 0 and --workgroup-size >= 1")
    try:
        results = _kernel_metrics(args)
    except (AsmError, ObjectError, hazards.CheckError, OSError, UnicodeDecodeError) as exc:
        return _input_error(args, exc)
    if args.json:
        print(json.dumps(results if len(results) != 1 else results[0], indent=1))
        return 0
    for m in results:
        occ = m["occupancy"]
        title = m["kernel"] or args.file
        print(f"{title} ({m['arch']}):")
        for reg in ("vgpr", "agpr", "sgpr"):
            print(f"  {reg}s: peak live {m['peak_live'][reg]}, used {m['used'][reg]}")
        used = m["occupancy_used"]

        def limits(o: dict) -> str:
            return ", ".join(f"{k} {v}" for k, v in o.items() if k != "waves_per_simd")

        if "descriptor" in m:
            d = m["descriptor"]
            print(
                f"  occupancy: {occ['waves_per_simd']} waves/SIMD with the descriptor's allocation"
                f" ({d['vector']} VGPRs+AGPRs, {d['sgpr']} SGPRs; {limits(occ)}; LDS {m['lds_bytes']} B);"
                f" {used['waves_per_simd']} with the registers used ({m['allocated']['vector']}"
                f" VGPRs+AGPRs; {limits(used)})"
            )
        else:
            print(
                f"  occupancy: {occ['waves_per_simd']} waves/SIMD with the registers used"
                f" ({m['allocated']['vector']} VGPRs+AGPRs; {limits(occ)}; LDS {m['lds_bytes']} B)"
            )
        print(
            f"  instructions {m['instructions']}, s_waitcnt {m['s_waitcnt']}, s_nop {m['s_nop']}"
            f" ({m['s_nop_wait_states']} wait states)"
        )
        note = f" (no latency figure: {', '.join(m['no_latency_figure'])})"
        print(
            f"  estimated cycles (one wave, in order): {m['cycles']}{note if m['no_latency_figure'] else ''}"
        )
        print(f"  score (peak VGPRs, s_waitcnt, s_nop, instructions): {tuple(m['score'])}")
    return 0


def cmd_schedule(args) -> int:
    """Reorder assembly (bare, or clang's .s function by function); print the result."""
    from .runtime import hazards
    from .runtime.schedule import ScheduleError, schedule_source

    try:
        data = _file_bytes(args)
        if is_elf(data):
            return _fail(f"{args.file}: schedule takes assembly (.s), not a code object")
        name = args.arch or (_target(data) if b".amdgcn_target" in data else "cdna4")
        isa = arch(name)
        timing = hazards.load_timing(_arch_module(name))
        result = schedule_source(isa, timing, data.decode("utf-8"), args.file)
    except (AsmError, hazards.CheckError, ScheduleError, OSError, UnicodeDecodeError) as exc:
        return _input_error(args, exc)
    if args.output:
        Path(args.output).write_text(result["text"])
    else:
        sys.stdout.write(result["text"])
    for fn in result["functions"]:
        where = f"{fn['name']}: " if fn["name"] else ""
        if "reason" in fn:
            print(f"{where}unchanged: {fn['reason']}", file=sys.stderr)
            continue
        before, after = tuple(fn["before"]["score"]), tuple(fn["after"]["score"])
        cycles = f"cycles {fn['before']['cycles']} -> {fn['after']['cycles']}"
        note = "" if fn["changed"] else " (unchanged: reordering did not improve it)"
        print(f"{where}score {before} -> {after}, {cycles}{note}", file=sys.stderr)
    return 0


def _arch_module(name: str):
    import importlib

    return importlib.import_module(f"{__package__}.{name}")


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


def cmd_port(args) -> int:
    """What moving a kernel from one architecture to another changes (runtime.port)."""
    from .runtime import hazards
    from .runtime.port import port_report, render_port

    args.arch = args.source  # the input is read (assembled, or its code object's .text) as --from
    try:
        inp = _read_input(args)
        src, dst = arch(args.source), arch(args.target)
        timings = [hazards.load_timing(_arch_module(a)) for a in (args.target, args.source)]
        labels = inp.obj.label_names if inp.obj else None
        report = port_report(src, dst, inp.code, inp.base, labels, *timings)
    except (AsmError, ObjectError, hazards.CheckError, OSError, UnicodeDecodeError) as exc:
        return _input_error(args, exc)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(render_port(report, args.all), end="")
    if args.rewrite:
        if "rewritten" not in report:
            return _fail(
                f"{args.file}: not rewritten: some instructions are absent on {args.target} or"
                " read differently there"
            )
        try:
            Path(args.rewrite).write_text("\n".join(report["rewritten"]) + "\n")
        except OSError as exc:
            return _fail(f"{args.rewrite}: {exc.strerror}")
        print(f"wrote {args.rewrite}", file=sys.stderr)
    return 0


def cmd_diff(args) -> int:
    from .runtime.diff import render_diff, spec_diff

    result = spec_diff(args.a, args.b)
    if args.format == "json":
        print(json.dumps(result, indent=2))
    else:
        print(render_diff(result), end="")
    return 0


def site_index() -> Path:
    """The HTML reference's index: generated/site/, next to this package in the source tree."""
    return Path(__file__).resolve().parent.parent / "site" / "index.html"


def cmd_docs(args) -> int:
    index = site_index()
    if not index.is_file():
        return _fail(
            f"{index}: no HTML reference here (it is generated with the package: run `make generate` in the source tree)"
        )
    print(index)
    if args.open:
        import webbrowser

        if not webbrowser.open(index.as_uri()):
            return _fail(f"no web browser could be started; open {index.as_uri()} yourself")
    return 0


def cmd_mfma(args) -> int:
    from .cli_mfma import mfma  # the layout printer: only this verb loads it
    from .runtime.matrix import MatrixError

    try:
        return mfma(args)
    except MatrixError as exc:
        return _fail(str(exc))


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
    p.add_argument(
        "--shared-mem", type=int, default=0, help="dynamic LDS bytes after the __local arguments"
    )
    p.add_argument(
        "--arg",
        action="append",
        default=[],
        help="kernel argument in order: a.npy, zeros:f32:1000, i32:5, f32:1.5, 7 (a __local"
        " pointer argument: its size in bytes)",
    )
    p.add_argument("--out", action="append", default=[], help="save argument N after: N=path.npy")
    p.add_argument("--progress", action="store_true", help="show a progress bar")
    p.add_argument(
        "--workers",
        default="1",
        help="split the workgroups among N worker processes (or Ray tasks); global memory as"
        " the hardware sees it: each workgroup sees the launch-time memory and its own writes",
    )
    p.add_argument(
        "--backend",
        default="process",
        help="where the workers run: process (this machine) or ray (the Ray cluster that"
        " RAY_ADDRESS names, else a local one)",
    )
    p.add_argument(
        "--strict",
        action="store_true",
        help="stop at a register used before the s_waitcnt of its load, or at too few wait"
        " states between dependent instructions (hazard rules of `check`)",
    )
    p.set_defaults(func=cmd_run)
    p = sub.add_parser(
        "check",
        help="report hazards (missing wait states) and missing or too strong s_waitcnt",
        description="Check a kernel (.s assembly, clang's .s with .amdhsa_kernel, or a code "
        "object) against the spec's wait-state rules and waitcnt counters. Exit status 2 when "
        "a hazard or a missing wait is found.",
    )
    p.add_argument("file", help="assembly (.s), or an HSA code object (.hsaco)")
    p.add_argument("--arch", choices=ARCHS, help="default: the code object's, else cdna4")
    p.add_argument("--json", action="store_true", help="findings as JSON")
    p.add_argument("--excess", action="store_true", help="also list waits stronger than needed")
    p.add_argument(
        "--profile",
        choices=("amd", "llvm"),
        default="amd",
        help="amd (default): the wait states AMD's ISA guides require; llvm: those llc-22 inserts"
        " (would clang have put a wait state here?)",
    )
    p.set_defaults(func=cmd_check)
    p = sub.add_parser(
        "metrics",
        help="register pressure, occupancy, wait counts, cycle estimate and scheduling score",
        description="Scheduling metrics of each kernel (.s assembly, clang's .s with "
        ".amdhsa_kernel, or a code object): peak live and allocated VGPRs/AGPRs/SGPRs, waves "
        "per SIMD, s_waitcnt and s_nop counts, an in-order cycle estimate for one wave (loops "
        "counted once) and the CDNA4 scheduling guide's lexicographic score.",
    )
    p.add_argument("file", help="assembly (.s), or an HSA code object (.hsaco)")
    p.add_argument("--arch", choices=ARCHS, help="default: the code object's, else cdna4")
    p.add_argument("--kernel", help="only this kernel of a code object")
    p.add_argument("--lds", type=int, default=0, help="LDS bytes (added to a kernel's static LDS)")
    p.add_argument(
        "--workgroup-size", type=int, default=256, help="work-items per workgroup (LDS occupancy)"
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_metrics)
    p = sub.add_parser(
        "schedule",
        help="reorder assembly to lower the scheduling score (waits and wait states re-derived)",
        description="List-schedule assembly inside regions bounded by branches, branch "
        "targets, s_barrier and other fixed instructions (dependencies, SALU and memory order "
        "kept), re-insert the s_nops and s_waitcnts the rules require, and keep the result "
        "only if the score (see metrics), then the estimated cycles, improve. A clang .s is "
        "scheduled function by function and stays a complete file (llvm-mc and ld.lld turn "
        "it into a code object). Prints the assembly; scores on stderr.",
    )
    p.add_argument("file", help="assembly (.s): bare code or clang's output")
    p.add_argument("--arch", choices=ARCHS, help="default: cdna4")
    p.add_argument("-o", "--output", help="write the assembly to this file")
    p.set_defaults(func=cmd_schedule)
    p = sub.add_parser("info", help="everything the spec knows about one instruction")
    p.add_argument("--arch", required=True, choices=ARCHS)
    p.add_argument("instruction")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_info)
    p = sub.add_parser(
        "port",
        help="what moving a kernel (.s or code object) to another architecture changes",
    )
    p.add_argument("file", help="assembly or a code object of the --from architecture ('-': stdin)")
    p.add_argument("--from", dest="source", choices=ARCHS, required=True)
    p.add_argument("--to", dest="target", choices=ARCHS, required=True)
    p.add_argument("--json", action="store_true")
    p.add_argument("--all", action="store_true", help="list every instruction, not only changes")
    p.add_argument("--rewrite", metavar="OUT", help="write the code in the target's spellings")
    p.set_defaults(func=cmd_port)
    p = sub.add_parser(
        "docs", help="the HTML reference site: print its index's path (or --open it)"
    )
    p.add_argument("--open", action="store_true", help="open the index in a web browser")
    p.set_defaults(func=cmd_docs)
    p = sub.add_parser("diff", help="differences between two architectures")
    p.add_argument("a", choices=ARCHS)
    p.add_argument("b", choices=ARCHS)
    p.add_argument("--format", choices=("md", "json"), default="md")
    p.set_defaults(func=cmd_diff)
    p = sub.add_parser(
        "mfma",
        help="matrix-core (MFMA/SMFMAC) layouts: which register and lane holds each matrix entry",
        description="Like AMD's Matrix Instruction Calculator: registers count from the"
        " operand's first register; cells read v{register}{lane}.[bits].",
    )
    p.add_argument("--arch", required=True, choices=ARCHS)
    p.add_argument("instruction", nargs="?", help="e.g. v_mfma_f32_32x32x8f16 (either spelling)")
    act = p.add_mutually_exclusive_group(required=True)
    act.add_argument("--list", action="store_true", help="the matrix instructions of the arch")
    act.add_argument("--detail", action="store_true", help="encoding, shape, throughput, registers")
    act.add_argument("--register-layout", metavar="MATRIX", help="A, B, C or D: a table per block")
    act.add_argument("--matrix-layout", metavar="MATRIX", help="A, B, C or D: lanes x registers")
    act.add_argument(
        "--get-register",
        nargs=3,
        metavar=("MATRIX", "I", "J"),
        help="where one entry lives: A i k, B k j, C/D i j (and --block)",
    )
    act.add_argument(
        "--matrix-entry",
        nargs="+",
        metavar="[MATRIX] REG LANE",
        help="the entries one register (v1, or v[1:0]) holds in one lane, of one matrix or of"
        " every matrix that uses that register",
    )
    p.add_argument("--block", type=int, help="block of --get-register (default 0), or the one block"
                   " --register-layout prints")  # fmt: skip
    p.add_argument("--cbsz", type=int, default=0, help="broadcast 1 A block to 2^CBSZ blocks")
    p.add_argument("--abid", type=int, default=0, help="the A block broadcast")
    p.add_argument(
        "--blgp", type=int, default=0, help="B lane-group pattern (gfx950 f64: negation)"
    )
    p.add_argument("--opsel", type=int, default=0, help="not supported by these architectures")
    p.add_argument("--neg", type=int, default=0, help="gfx950 f64 MFMAs: negate A/B/C (bits 0/1/2)")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--csv", action="store_true")
    out.add_argument("--json", action="store_true")
    out.add_argument("--markdown", action="store_true")
    p.set_defaults(func=cmd_mfma)
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
