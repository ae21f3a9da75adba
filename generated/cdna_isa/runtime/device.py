"""Run HSA code objects: a device with global memory, modules, and kernel launches set up the
way the hardware and the ROCm runtime do (kernel descriptor, user and system SGPRs, packed
work-item IDs, kernarg segment with hidden arguments, dispatch packet, LDS and scratch).

    dev = Device("cdna4")
    module = dev.load("vadd.hsaco")
    module.launch("vadd", grid=(4, 1, 1), block=(256, 1, 1), args=(a, b, c, np.int32(n)))

numpy arrays passed as pointer arguments are copied to the device and back after the launch;
`dev.to_device(array)` keeps one on the device between launches. An OpenCL `__local` pointer
argument takes its size in bytes: the launch places it in the workgroup's LDS after the
kernel's static LDS (each at its pointee alignment, in argument order) and passes its offset;
`shared_mem` bytes (HIP's dynamic shared memory) come last.
"""

from __future__ import annotations

import math
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .memory import (
    APERTURE_SIZE,
    PRIVATE_APERTURE,
    SHARED_APERTURE,
    Memory,
    MemoryFault,
    OutOfDeviceMemory,
)
from .objfile import (
    KERNEL_DESCRIPTOR_SIZE,
    CodeObject,
    KernelArg,
    KernelDescriptor,
    KernelMeta,
    ObjectError,
    read_code_object,
)
from .shards import check_split, run_split
from .state import M0, MODE_HWREG, LaunchError
from .wave import ExecutionError, Program, WaveState

DISPATCH_PACKET_SIZE = 64
QUEUE_SIZE = 256  # an hsa_queue_t-sized block of zeros for the queue pointer
# VGPRs, LDS and scratch of the workgroups run together, at most: the emulator suite at 4,096
# waves ran 1.12x faster (geometric mean; MFMAs up to 3.4x) than with 256 MB, its numpy
# temporaries staying nearer the caches (tools/bench.py --only suite, 2026-11-27)
BATCH_BYTES = 16 << 20
# ROCm takes each kernarg segment from a queue-wide pool in 128-byte-aligned pieces (CLR:
# VirtualGPU::allocKernArg), so the bytes after a segment are mapped. clang relies on it: a
# 7-pointer kernel's second s_load_dwordx8 reads 8 bytes past its 56-byte segment. The segment
# is mapped rounded up to 128 bytes plus 64, the most one s_load_dwordx16 reads.
KERNARG_ALIGN, KERNARG_TAIL = 128, 64
# limits of the emulator, not of the hardware: a kernarg segment far beyond any compiler's
# (clang's hidden arguments take 256 bytes), and waves per launch (setting up one costs ~2 us)
KERNARG_LIMIT = 1 << 16
MAX_WAVES = 1 << 20
# a dispatch packet's grid_size is 32 bits per axis, its workgroup_size 16 bits; a workgroup
# holds at most 1024 work-items (16 waves of 64)
GRID_LIMIT, WORKGROUP_LIMIT = (1 << 32) - 1, 1024


def batches(groups: range, per_batch: int) -> list[tuple[int, int]]:
    """(first, count) of the batches that run `groups`: as many batches as `per_batch` fits,
    rounded to the nearest (at least 1), of equal sizes. A batch's waves all run until its
    slowest ends, so a small last batch costs nearly a whole one: loops.cl on 4,096 workgroups
    split between 2 workers took 9.3-10.6 s of CPU with each half cut 1,820 + 228, and 8.4-9.2
    s as one batch of 2,048 (2026-11-28). A batch is at most 1.5 per_batch."""
    count = max(1, (len(groups) + per_batch // 2) // per_batch)
    size, extra = divmod(len(groups), count)
    out, first = [], groups.start
    for k in range(count):
        n = size + (k < extra)
        if n:
            out.append((first, n))
        first += n
    return out


@dataclass
class DeviceArray:
    """An allocation in device memory with a numpy shape and dtype."""

    device: Device
    addr: int
    shape: tuple
    dtype: np.dtype

    @property
    def nbytes(self) -> int:
        return math.prod(self.shape) * self.dtype.itemsize

    def to_numpy(self) -> np.ndarray:
        raw = self.device.memory.read_bytes(self.addr, self.nbytes)
        return np.frombuffer(raw, self.dtype).reshape(self.shape).copy()

    def copy_from(self, array: np.ndarray) -> None:
        array = _plain_array(array, "copy_from")
        array = np.ascontiguousarray(array, self.dtype)
        if array.nbytes != self.nbytes:
            raise LaunchError(f"{array.nbytes} bytes do not fit a {self.nbytes}-byte device array")
        self.device.memory.write_bytes(self.addr, array.view(np.uint8))

    def free(self) -> None:
        self.device.memory.free(self.addr)


class Kernel:
    """One kernel of a module: descriptor, entry point and argument layout."""

    def __init__(self, module: Module, meta: KernelMeta):
        obj = module.obj
        where = f"{obj.path}: kernel {meta.name}"
        if meta.symbol not in obj.objects:
            raise ObjectError(f"{where}: no kernel descriptor symbol {meta.symbol}")
        kd_addr, _ = obj.objects[meta.symbol]
        self.name, self.meta, self.module = meta.name, meta, module
        self.descriptor = KernelDescriptor.parse(obj.read(kd_addr, KERNEL_DESCRIPTOR_SIZE))
        self.entry = kd_addr + self.descriptor.entry_offset
        if not obj.text_addr <= self.entry < obj.text_addr + len(obj.text):
            raise ObjectError(f"{where}: entry 0x{self.entry:x} is outside .text")
        self.args = list(meta.args)
        self.kernarg_size = (
            meta.kernarg_size if meta.kernarg_size is not None else self.descriptor.kernarg_size
        )
        if meta.args_end > self.kernarg_size:
            raise ObjectError(
                f"{where}: .args end at byte {meta.args_end}, past the descriptor's kernarg_size"
                f" {self.kernarg_size}"
            )
        self.vgprs, self.agprs = meta.vgprs, meta.agprs

    @property
    def user_args(self) -> list[KernelArg]:
        return [a for a in self.args if not a.hidden]

    def check_limits(self) -> None:
        """LaunchError naming the field when the kernel asks for more than the hardware has
        (scratch per lane, registers per wave, SGPRs of initial state) or the emulator takes
        (kernarg segment). LDS depends on the launch too: Launch._lds_layout checks it."""
        info, d = self.module.device.isa.info, self.descriptor
        arch, where = self.module.device.arch, f"kernel {self.name}"
        if d.private_segment_size > info["scratch_bytes_per_lane"]:
            raise LaunchError(
                f"{where}: private_segment_fixed_size {d.private_segment_size} bytes of scratch"
                f" per work-item exceed the {info['scratch_bytes_per_lane']} a {arch} wave can"
                " address"
            )
        registers = info["vgprs"] + info["agprs"]
        if self.vgprs > registers:
            raise LaunchError(
                f"{where}: .vgpr_count {self.vgprs} exceeds the {registers} vector registers"
                f" (VGPRs and AGPRs) of a {arch} wave"
            )
        if self.agprs > info["agprs"]:
            raise LaunchError(
                f"{where}: .agpr_count {self.agprs} exceeds the {info['agprs']} AGPRs of a"
                f" {arch} wave"
            )
        if self.kernarg_size > KERNARG_LIMIT:
            raise LaunchError(
                f"{where}: .kernarg_segment_size {self.kernarg_size} exceeds the {KERNARG_LIMIT}"
                " bytes the emulator takes"
            )
        preload = d.bit(d.kernarg_preload, 0, 7)
        preload_end = d.bit(d.kernarg_preload, 7, 9) * 4 + preload * 4
        if preload and preload_end > self.kernarg_size:
            raise LaunchError(
                f"{where}: kernarg_preload reads bytes up to {preload_end}, past the"
                f" {self.kernarg_size}-byte kernarg segment"
            )

    def vector_file(self) -> tuple[int, int]:
        """(rows, agpr_base): VGPRs then AGPRs, as the descriptor allocates them: the unified
        file's granules, the AGPRs from ACCUM_OFFSET on (LLVM AMDGPUUsage, kernel descriptor
        for gfx90a and later), whatever the metadata's .agpr_count says (hand-written kernels
        such as aiter's give the whole file as .vgpr_count and no .agpr_count)."""
        d = self.descriptor
        granules = d.bit(d.rsrc1, 0, 6) + 1
        total = max(granules * 8, self.vgprs + self.agprs, 8)
        accum = (d.bit(d.rsrc3, 0, 6) + 1) * 4
        if accum >= total:
            return max(total, self.vgprs), max(total, self.vgprs)
        return total, accum

    def work_items(self, wave_in_group: np.ndarray, extent: np.ndarray):
        """(packed work-item IDs as v0 holds them, which lanes hold a work-item) of waves at
        these positions in workgroups of these extents, [waves, 64] each."""
        extent = np.broadcast_to(extent, (wave_in_group.size, 3))
        t = wave_in_group[:, None] * 64 + np.arange(64)[None, :]
        ex, ey, ez = extent[:, 0:1], extent[:, 1:2], extent[:, 2:3]
        x, y, z = t % ex, t // ex % ey, t // (ex * ey)
        live = t < ex * ey * ez
        dims = self.descriptor.workitem_id_dims
        ids = x
        if dims >= 1:
            ids = ids | y << 10
        if dims >= 2:
            ids = ids | z << 20
        return np.where(live, ids, 0).astype(np.uint32), live


class Module:
    """A loaded code object: its kernels by name."""

    def __init__(self, device: Device, data: bytes, path: str):
        self.device = device
        self.data = data  # what a split launch ships to its workers (shards.py)
        self.obj: CodeObject = read_code_object(data, path)
        if self.obj.arch != device.arch:
            raise ObjectError(
                f"{path}: code object is for {self.obj.mach}, the device is {device.arch}"
            )
        self.kernels = {name: Kernel(self, meta) for name, meta in self.obj.kernels().items()}
        self._program: Program | None = None
        self._strict_program: Program | None = None

    @property
    def program(self) -> Program:
        if self._program is None:
            self._program = Program(self.device.isa, self.obj.text, self.obj.text_addr)
        return self._program

    @property
    def strict_program(self) -> Program:
        """The code bound for strict mode (outstanding loads and wait states checked)."""
        if self._strict_program is None:
            self._strict_program = Program(
                self.device.isa, self.obj.text, self.obj.text_addr, strict=True
            )
        return self._strict_program

    def kernel(self, name: str) -> Kernel:
        if not isinstance(name, str) or name not in self.kernels:
            known = ", ".join(sorted(self.kernels)) or "none"
            raise LaunchError(f"no kernel named {name!r} (kernels: {known})")
        return self.kernels[name]

    def launch(
        self,
        name: str,
        grid=None,
        block=(64, 1, 1),
        args=(),
        shared_mem: int = 0,
        global_size=None,
        budget: int = 1_000_000,
        progress: bool = False,
        strict: bool = False,
        workers: int = 1,
        backend: str = "process",
    ) -> int:
        """Run kernel `name` to completion; returns the wave-instructions executed.
        `grid` counts workgroups (as HIP does); `global_size` counts work-items (as HSA and
        OpenCL do) and may leave the last workgroup partial. `strict`: a register used before
        the s_waitcnt of its load, or too few wait states between dependent instructions,
        stops the launch (see runtime/strict.py). Arguments that cannot start a launch are a
        LaunchError naming the argument; device memory is as it was after any error.
        `workers` > 1 splits the workgroups among that many processes (`backend="process"`)
        or Ray tasks (`backend="ray"`): see runtime/shards.py for the memory semantics."""
        if isinstance(budget, bool) or not isinstance(budget, int | np.integer) or budget < 0:
            raise LaunchError(f"budget must be a number of instructions, got {budget!r}")
        split = check_split(workers, backend)
        return Launch(self.kernel(name), grid, block, args, shared_mem, global_size).run(
            int(budget), progress, strict, split
        )

    def run_shard(self, job, memory: Memory, groups: range, progress, log) -> int:
        """Run workgroups `groups` of a split launch's shard (shards.ShardJob) in a worker, on
        `memory`: the image the parent shipped, arguments checked, kernarg segment written."""
        self.device.memory = memory
        program = self.strict_program if job.strict else self.program
        launch = Launch.for_shard(self.kernel(job.kernel), job.block, job.size, job.lds_bytes)
        return launch._run_groups(job.pointers, job.budget, progress, program, groups, log)


class Launch:
    """One dispatch: the arguments checked (the one place where launch arguments are
    trusted or refused), their marshalling, the dispatch packet and per-wave initial state."""

    def __init__(self, kernel: Kernel, grid, block, args, shared_mem, global_size):
        self.kernel, self.device = kernel, kernel.module.device
        self.block = _dims(block, "block", WORKGROUP_LIMIT)
        if (grid is None) == (global_size is None):
            raise LaunchError("give exactly one of grid (workgroups) or global_size (work-items)")
        if math.prod(self.block) > WORKGROUP_LIMIT:
            raise LaunchError(
                f"block: a workgroup of {math.prod(self.block)} work-items exceeds"
                f" {WORKGROUP_LIMIT}"
            )
        if global_size is not None:
            self.size = _dims(global_size, "global_size", GRID_LIMIT)
        else:
            groups = _dims(grid, "grid", GRID_LIMIT)
            self.size = tuple(g * b for g, b in zip(groups, self.block))
            for axis, (g, b, n) in enumerate(zip(groups, self.block, self.size)):
                if n > GRID_LIMIT:
                    raise LaunchError(
                        f"grid: {g} workgroups of {b} work-items along axis {axis} are {n}"
                        f" work-items, more than a dispatch's {GRID_LIMIT}"
                    )
        self.groups = tuple(-(-s // b) for s, b in zip(self.size, self.block))
        waves = math.prod(self.groups) * -(-math.prod(self.block) // 64)
        if waves > MAX_WAVES:
            raise LaunchError(
                f"{'grid' if grid is not None else 'global_size'}: {waves} waves, more than the"
                f" {MAX_WAVES} the emulator runs in one launch"
            )
        if isinstance(shared_mem, bool) or not isinstance(shared_mem, int | np.integer):
            raise LaunchError(f"shared_mem must be a number of bytes, got {shared_mem!r}")
        if shared_mem < 0:
            raise LaunchError(f"shared_mem must be >= 0, got {shared_mem}")
        self.shared_mem = int(shared_mem)
        kernel.check_limits()
        if isinstance(args, str | bytes | dict) or not hasattr(args, "__iter__"):
            raise LaunchError(f"args must be a sequence of arguments, got {type(args).__name__}")
        self.args = tuple(args)
        user = kernel.user_args
        if len(self.args) != len(user):
            raise LaunchError(
                f"kernel {kernel.name} takes {len(user)} argument(s), got {len(self.args)}"
            )
        for arg, value in zip(user, self.args):
            self._check_arg(arg, value)
        self.local_offsets, self.lds_bytes = self._lds_layout(user)

    def _lds_layout(self, user: list[KernelArg]) -> tuple[dict[int, int], int]:
        """({kernarg offset: LDS offset} of the __local pointer arguments, LDS bytes per
        workgroup): the kernel's static LDS first, then each __local argument at its pointee
        alignment in argument order (as the ROCm runtime lays them out), then shared_mem."""
        static = self.kernel.descriptor.group_segment_size
        offsets, end = {}, static
        for arg, value in zip(user, self.args):
            if arg.kind != "dynamic_shared_pointer":
                continue
            name = arg.name or f"argument {arg.index}"
            if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < 0:
                raise LaunchError(
                    f"{name}: a __local pointer argument takes its size in bytes (an int >= 0),"
                    f" got {value!r}"
                )
            align = max(arg.align, 1)
            start = -(-end // align) * align
            offsets[arg.offset] = start
            end = start + int(value)
        local = end - static
        end += self.shared_mem
        limit = int(self.device.isa.info["lds_bytes"])
        if end > limit:
            raise LaunchError(
                f"kernel {self.kernel.name}: group_segment_fixed_size {static} + __local"
                f" arguments {local} + shared_mem {self.shared_mem} = {end} bytes of LDS per"
                f" workgroup exceed the {limit} bytes a {self.device.arch} workgroup can have"
            )
        return offsets, end

    def _check_arg(self, arg: KernelArg, value) -> None:
        """LaunchError naming the argument when the value cannot be passed (before anything
        is written to the device)."""
        named = f" ({arg.name})" if arg.name else ""
        where = f"kernel {self.kernel.name}: argument {arg.index}{named}"
        if arg.kind == "dynamic_shared_pointer":  # a size in bytes, checked by _lds_layout
            return
        if arg.pointer:
            if arg.size < 8 and isinstance(value, DeviceArray | np.ndarray):
                raise LaunchError(
                    f"{where}: a {8 * arg.size}-bit pointer ({arg.kind}) takes an address or"
                    " offset (int), not an array in global memory"
                )
            if isinstance(value, DeviceArray):
                if value.device is not self.device:
                    raise LaunchError(f"{where}: a DeviceArray of another Device")
            elif isinstance(value, np.ndarray):
                _plain_array(value, where)
                if not value.flags.writeable and not arg.const:
                    raise LaunchError(
                        f"{where}: the array is read-only, but the kernel may write through"
                        " this pointer (it is not const): pass a writable array"
                    )
            elif isinstance(value, int | np.integer) and not isinstance(value, bool):
                if not 0 <= int(value) < 1 << (8 * arg.size):
                    raise LaunchError(f"{where}: {value} is not a {8 * arg.size}-bit address")
            else:
                raise LaunchError(
                    f"{where}: a pointer argument takes a DeviceArray, numpy array or int, not"
                    f" {type(value).__name__}"
                )
            return
        self._by_value(arg, value, where)

    # memory set-up -------------------------------------------------------------------
    def _kernarg(self, memory: Memory, queue: int, copies: list) -> int:
        """The kernarg segment, laid out as the metadata says and mapped as ROCm maps it."""
        k = self.kernel
        size = max(k.kernarg_size, k.meta.args_end)
        addr = memory.alloc(-(-max(size, 8) // KERNARG_ALIGN) * KERNARG_ALIGN + KERNARG_TAIL)
        buf = bytearray(size)
        values = iter(self.args)
        hidden = self._hidden(queue)
        for a in k.args:
            if a.hidden:  # as ROCm writes them: the value's low .size bytes
                value = hidden.get(a.kind, 0) & ((1 << (8 * a.size)) - 1)
                raw = value.to_bytes(a.size, "little")
            else:
                raw = self._marshal(a, next(values), memory, copies)
            buf[a.offset : a.offset + a.size] = raw
        memory.write_bytes(addr, bytes(buf))
        return addr

    def _marshal(self, arg: KernelArg, value, memory: Memory, copies: list) -> bytes:
        """The bytes of a value _check_arg accepted."""
        if arg.kind == "dynamic_shared_pointer":  # the LDS offset _lds_layout gave it
            return self.local_offsets[arg.offset].to_bytes(arg.size, "little")
        if arg.pointer:
            if isinstance(value, DeviceArray):
                return value.addr.to_bytes(arg.size, "little")
            if isinstance(value, np.ndarray):
                addr = memory.alloc(value.nbytes)
                memory.write_bytes(addr, np.ascontiguousarray(value).view(np.uint8))
                if value.flags.writeable:
                    copies.append((value, addr))
                return addr.to_bytes(arg.size, "little")
            return int(value).to_bytes(arg.size, "little")
        return self._by_value(arg, value, "")

    def _by_value(self, arg: KernelArg, value, where: str) -> bytes:
        size = arg.size
        if isinstance(value, np.ndarray) and value.ndim == 0:
            value = value[()]
        if isinstance(value, np.generic) and not isinstance(value, np.object_):
            raw = value.tobytes()
            if len(raw) != size:
                raise LaunchError(
                    f"{where}: {value.dtype} is {len(raw)} bytes, the kernel wants {size}"
                )
            return raw
        if isinstance(value, bool | int):
            try:
                return int(value).to_bytes(size, "little", signed=value < 0)
            except OverflowError:
                raise LaunchError(f"{where}: {value} does not fit {size} bytes") from None
        if isinstance(value, float) and size in (4, 8):
            try:
                return struct.pack("<f" if size == 4 else "<d", value)
            except OverflowError:
                raise LaunchError(f"{where}: {value} does not fit a 4-byte float") from None
        raise LaunchError(f"{where}: cannot pass {type(value).__name__} as a {size}-byte value")

    @property
    def _grid_dims(self) -> int:
        return 3 if self.size[2] > 1 else 2 if self.size[1] > 1 else 1

    def _hidden(self, queue: int) -> dict:
        values = {
            "hidden_grid_dims": self._grid_dims,
            # everything past the static LDS: __local arguments and shared_mem
            "hidden_dynamic_lds_size": self.lds_bytes - self.kernel.descriptor.group_segment_size,
            "hidden_queue_ptr": queue,
            "hidden_shared_base": SHARED_APERTURE >> 32,
            "hidden_private_base": PRIVATE_APERTURE >> 32,
        }
        for i, axis in enumerate("xyz"):
            values[f"hidden_block_count_{axis}"] = self.groups[i]
            values[f"hidden_group_size_{axis}"] = self.block[i]
            values[f"hidden_remainder_{axis}"] = self.size[i] % self.block[i]
        return values

    def _write_packet(self, memory: Memory, addr: int, kernarg: int) -> None:
        raw = struct.pack(
            "<HHHHHHIIIIIQQQQ",
            2,  # HSA_PACKET_TYPE_KERNEL_DISPATCH
            self._grid_dims,
            *self.block,
            0,
            *self.size,
            self.kernel.descriptor.private_segment_size,
            self.lds_bytes,
            0,  # kernel_object
            kernarg,
            0,
            0,
        )
        memory.write_bytes(addr, raw)

    # running -------------------------------------------------------------------------
    @classmethod
    def for_shard(cls, kernel: Kernel, block, size, lds_bytes: int) -> Launch:
        """A launch as a worker of a split launch runs it: geometry and LDS only (the parent
        checked the arguments and wrote the kernarg segment into the memory it ships)."""
        launch = cls.__new__(cls)
        launch.kernel, launch.device = kernel, kernel.module.device
        launch.block, launch.size, launch.lds_bytes = tuple(block), tuple(size), lds_bytes
        launch.groups = tuple(-(-s // b) for s, b in zip(launch.size, launch.block))
        return launch

    def run(self, budget: int, progress: bool, strict: bool = False, split=None) -> int:
        memory = self.device.memory
        snapshot = memory.snapshot()
        copies: list = []
        try:
            queue = memory.alloc(QUEUE_SIZE)
            packet = memory.alloc(DISPATCH_PACKET_SIZE)
            kernarg = self._kernarg(memory, queue, copies)
            self._write_packet(memory, packet, kernarg)
            program = self.kernel.module.strict_program if strict else self.kernel.module.program
            pointers = packet, queue, kernarg
            if split is None or math.prod(self.groups) == 1:
                executed = self._run_groups(pointers, budget, progress, program)
            else:  # (workers, backend): shards.check_split
                executed = run_split(self, program, pointers, budget, progress, *split)
            results = [
                (array, np.frombuffer(memory.read_bytes(addr, array.nbytes), array.dtype))
                for array, addr in copies
            ]
        except (ExecutionError, MemoryFault) as exc:
            memory.restore(snapshot)
            raise ExecutionError(f"kernel {self.kernel.name}: {exc}") from None
        except OutOfDeviceMemory as exc:
            memory.restore(snapshot)
            raise LaunchError(f"kernel {self.kernel.name}: {exc}") from None
        except BaseException:
            memory.restore(snapshot)
            raise
        for array, values in results:  # writable arrays (checked before the launch)
            array[...] = values.reshape(array.shape)
        memory.restore_allocations(snapshot)  # the launch's own buffers are released
        return executed

    def _run_groups(self, pointers, budget, progress, program, groups=None, log=None) -> int:
        """Run workgroups `groups` (default: all) in batches; returns wave-instructions. `progress`:
        True prints a line on stderr, a callable gets the groups done; `log`: WaveState.write_log"""
        k, memory = self.kernel, self.device.memory
        items = math.prod(self.block)
        waves_per_group = -(-items // 64)
        groups = range(math.prod(self.groups)) if groups is None else groups
        vgprs, agpr_base = k.vector_file()
        private = k.descriptor.private_segment_size
        lds = self.lds_bytes  # static LDS, __local arguments and shared_mem
        wave_scratch = max(private, 4) * 64
        group_bytes = waves_per_group * (vgprs * 256 + wave_scratch) + lds
        executed = 0
        for first, count in batches(groups, max(1, BATCH_BYTES // group_bytes)):
            state = WaveState.create(
                count * waves_per_group,
                vgprs=vgprs,
                agpr_base=agpr_base,
                memory=memory,
                lds_bytes=self.lds_bytes,
                group=np.repeat(np.arange(count), waves_per_group),
            )
            scratch = memory.alloc(wave_scratch * state.waves)
            state.scratch = scratch + np.arange(state.waves, dtype=np.uint64) * np.uint64(
                wave_scratch
            )
            state.scratch_bytes = private
            state.first_group, state.first_wave = first, first * waves_per_group
            state.write_log = log
            self._initial_state(state, first, count, waves_per_group, *pointers)
            executed += program.run(state, budget, registers=False)
            memory.free(scratch)
            if callable(progress):
                progress(first + count - groups.start)
            elif progress:
                done = first + count
                print(f"\r{k.name}: {done}/{len(groups)} workgroups", end="", file=sys.stderr)
        if progress and not callable(progress):
            print(file=sys.stderr)
        return executed

    def _initial_state(self, st: WaveState, first, count, waves_per_group, packet, queue, kernarg):
        k = self.kernel
        d = k.descriptor
        gx, gy, _ = self.groups
        g = first + np.arange(count)
        group_id = np.stack([g % gx, g // gx % gy, g // (gx * gy)], axis=1)
        group_id = np.repeat(group_id, waves_per_group, axis=0)
        wave_in_group = np.tile(np.arange(waves_per_group), count)
        # work-items: the last workgroup along an axis may be partial
        extent = np.minimum(
            np.array(self.block), np.array(self.size) - group_id * np.array(self.block)
        )
        partial = np.flatnonzero((extent != np.array(self.block)).any(axis=1))
        # whole workgroups share one pattern of IDs and EXEC: computed once, copied per wave
        whole_ids, whole_live = k.work_items(np.arange(waves_per_group), np.array(self.block))
        if partial.size:
            ids = whole_ids[wave_in_group]
            live = whole_live[wave_in_group]
            ids[partial], live[partial] = k.work_items(wave_in_group[partial], extent[partial])
            st.vgpr[:, 0] = ids
        else:  # the pattern of one workgroup, written in place for every workgroup
            live = whole_live
            st.vgpr[:, 0].reshape(count, waves_per_group, 64)[...] = whole_ids
        done = ~live.any(axis=1)
        mask = np.packbits(live, axis=1, bitorder="little").view("<u8").reshape(-1)
        words = (mask & np.uint64(0xFFFFFFFF)).astype(np.uint32), (mask >> np.uint64(32)).astype(
            np.uint32
        )
        if not partial.size:  # one entry per wave of a workgroup: the same in every workgroup
            done, words = np.tile(done, count), [np.tile(v, count) for v in words]
        st.done[:] = done
        st.sgpr[:, 126], st.sgpr[:, 127] = words
        st.pc[:] = self.kernel.entry
        st.hwreg[:, MODE_HWREG] = d.mode
        st.sgpr[:, M0] = 0xFFFFFFFF
        wave_scratch = int(max(d.private_segment_size, 4)) * 64
        scratch_base = int(st.scratch[0])
        sgpr = 0

        def put(values) -> None:
            nonlocal sgpr
            for v in values:
                if sgpr >= self.device.isa.info["sgprs"]:
                    raise LaunchError(
                        f"kernel {self.kernel.name}: the descriptor's user and system SGPRs"
                        f" need more than the {self.device.isa.info['sgprs']} SGPRs of a wave"
                    )
                st.sgpr[:, sgpr] = np.asarray(v, np.uint64).astype(np.uint32)
                sgpr += 1

        def pair(value: int) -> tuple[int, int]:
            return value & 0xFFFFFFFF, value >> 32

        for name, bit, _ in KernelDescriptor.USER_SGPRS:
            if not d.bit(d.properties, bit):
                continue
            if name == "private_segment_buffer":
                # swizzled scratch V#: element 4 bytes, index stride 64, ADD_TID (MI200 9.1.5)
                put(
                    [
                        scratch_base & 0xFFFFFFFF,
                        (scratch_base >> 32) | 1 << 31,
                        0xFFFFFFFF,
                        3 << 21 | 1 << 23,
                    ]
                )
            elif name == "dispatch_ptr":
                put(pair(packet))
            elif name == "queue_ptr":
                put(pair(queue))
            elif name == "kernarg_segment_ptr":
                put(pair(kernarg))
            elif name == "dispatch_id":
                put(pair(0))
            elif name == "flat_scratch_init":
                put(pair(scratch_base))
            elif name == "private_segment_size":
                put([d.private_segment_size])
        preload = d.bit(d.kernarg_preload, 0, 7)
        if preload:
            offset = d.bit(d.kernarg_preload, 7, 9) * 4
            raw = self.device.memory.read_bytes(kernarg + offset, preload * 4)
            put(np.frombuffer(raw, np.uint32))
        sgpr = max(sgpr, d.user_sgpr_count)
        for axis in range(3):
            if d.bit(d.rsrc2, 7 + axis):
                put([group_id[:, axis]])
        if d.bit(d.rsrc2, 10):
            put([np.zeros(st.waves)])  # workgroup info
        # wave offset into the scratch V#'s memory; none where the hardware sets up scratch
        if d.bit(d.rsrc2, 0) and not self.device.isa.info["architected_flat_scratch"]:
            put([np.arange(st.waves) * wave_scratch])


def _dims(value, what: str, limit: int) -> tuple[int, int, int]:
    """One to three positive integers (an int for one), each at most `limit`, as (x, y, z)."""
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    items = (value,) if isinstance(value, int | np.integer) else value
    if isinstance(items, str | bytes) or not isinstance(items, tuple | list | np.ndarray):
        raise LaunchError(f"{what} must be up to three positive integers, got {value!r}")
    items = list(items)
    if not 1 <= len(items) <= 3 or any(
        isinstance(v, bool) or not isinstance(v, int | np.integer) or v < 1 for v in items
    ):
        raise LaunchError(f"{what} must be up to three positive integers, got {value!r}")
    for axis, v in enumerate(items):
        if v > limit:
            raise LaunchError(f"{what}: {v} along axis {axis} exceeds {limit}")
    return tuple(int(v) for v in items) + (1,) * (3 - len(items))


def _plain_array(value, where: str) -> np.ndarray:
    """A numpy array whose bytes can be device memory (no Python objects in it)."""
    if not isinstance(value, np.ndarray):
        raise LaunchError(f"{where}: expected a numpy array, got {type(value).__name__}")
    if value.dtype.hasobject:
        raise LaunchError(
            f"{where}: an array of dtype {value.dtype} holds Python objects, not bytes"
        )
    return value


class Device:
    """An emulated GPU of one architecture: global memory plus loaded modules. `memory_limit`:
    the bytes of global memory (host memory holds it)."""

    def __init__(self, arch: str = "cdna4", memory_limit: int = Memory.DEFAULT_LIMIT):
        from importlib import import_module

        from .. import ARCHS

        if not isinstance(arch, str) or arch not in ARCHS:
            raise LaunchError(
                f"unknown architecture {arch!r}: this package models {', '.join(ARCHS)}"
            )
        self.arch = arch
        self.isa = import_module(f"cdna_isa.{arch}").ISA
        self.memory = Memory(limit=memory_limit)

    def load(self, source) -> Module:
        """A module from a code-object path or its bytes."""
        if isinstance(source, bytes | bytearray | memoryview):
            return Module(self, bytes(source), "<bytes>")
        if not isinstance(source, str | Path):
            raise ObjectError(f"expected a path or bytes, got {type(source).__name__}")
        path = Path(source)
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ObjectError(f"{path}: {exc.strerror}") from None
        except ValueError as exc:  # a NUL in the path
            raise ObjectError(f"{str(source)!r}: not a usable path ({exc})") from None
        return Module(self, data, str(path))

    def to_device(self, array) -> DeviceArray:
        array = np.ascontiguousarray(_plain_array(array, "to_device"))
        out = self.empty(array.shape, array.dtype)
        out.copy_from(array)
        return out

    def empty(self, shape, dtype=np.float32) -> DeviceArray:
        """A zeroed array in device memory (LaunchError when the shape, dtype or size is not
        one the device can hold; the allocator is then as it was)."""
        dims = (shape,) if isinstance(shape, int | np.integer) else shape
        if isinstance(dims, str | bytes) or not isinstance(dims, tuple | list):
            raise LaunchError(f"empty: a shape is integers, got {shape!r}")
        if any(isinstance(n, bool) or not isinstance(n, int | np.integer) or n < 0 for n in dims):
            raise LaunchError(f"empty: a shape is integers >= 0, got {shape!r}")
        try:
            dtype = np.dtype(dtype)
        except TypeError as exc:
            raise LaunchError(f"empty: {dtype!r} is not a numpy dtype ({exc})") from None
        if dtype.hasobject:
            raise LaunchError(f"empty: dtype {dtype} holds Python objects, not bytes")
        arr = DeviceArray(self, 0, tuple(int(n) for n in dims), dtype)
        try:
            arr.addr = self.memory.alloc(arr.nbytes)
        except OutOfDeviceMemory as exc:
            raise LaunchError(f"empty: {exc}") from None
        return arr

    zeros = empty  # allocations start zeroed


__all__ = ["Device", "DeviceArray", "Module", "Kernel", "LaunchError", "APERTURE_SIZE"]
