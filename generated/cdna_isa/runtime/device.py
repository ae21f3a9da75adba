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

from .memory import APERTURE_SIZE, PRIVATE_APERTURE, SHARED_APERTURE, Memory, MemoryFault
from .objfile import CodeObject, ObjectError, read_code_object
from .wave import M0, MODE_HWREG, ExecutionError, Program, WaveState

KERNEL_DESCRIPTOR_SIZE = 64
DISPATCH_PACKET_SIZE = 64
QUEUE_SIZE = 256  # an hsa_queue_t-sized block of zeros for the queue pointer
VECTOR_FILE_BUDGET = 256 << 20  # bytes of VGPRs per batch of workgroups run together


class LaunchError(Exception):
    """A launch that cannot start: unknown kernel, bad arguments or grid, bad code object."""


@dataclass
class KernelDescriptor:
    """The 64-byte kernel descriptor (LLVM AMDGPUUsage, "Kernel Descriptor")."""

    group_segment_size: int
    private_segment_size: int
    kernarg_size: int
    entry_offset: int
    rsrc3: int
    rsrc1: int
    rsrc2: int
    properties: int
    kernarg_preload: int

    @classmethod
    def parse(cls, raw: bytes) -> KernelDescriptor:
        if len(raw) != KERNEL_DESCRIPTOR_SIZE:
            raise ObjectError(f"kernel descriptor is {len(raw)} bytes, not 64")
        group, private, kernarg = struct.unpack_from("<III", raw, 0)
        (entry,) = struct.unpack_from("<q", raw, 16)
        rsrc3, rsrc1, rsrc2 = struct.unpack_from("<III", raw, 44)
        props, preload = struct.unpack_from("<HH", raw, 56)
        return cls(group, private, kernarg, entry, rsrc3, rsrc1, rsrc2, props, preload)

    def bit(self, word: int, lo: int, width: int = 1) -> int:
        return word >> lo & ((1 << width) - 1)

    # kernel_code_properties: which user SGPRs the kernel asks for, in this order
    USER_SGPRS = (
        ("private_segment_buffer", 0, 4),
        ("dispatch_ptr", 1, 2),
        ("queue_ptr", 2, 2),
        ("kernarg_segment_ptr", 3, 2),
        ("dispatch_id", 4, 2),
        ("flat_scratch_init", 5, 2),
        ("private_segment_size", 6, 1),
    )

    @property
    def user_sgpr_count(self) -> int:
        return self.bit(self.rsrc2, 1, 5)

    @property
    def workitem_id_dims(self) -> int:
        return self.bit(self.rsrc2, 11, 2)

    @property
    def mode(self) -> int:
        """MODE register at launch: FP_ROUND[3:0], FP_DENORM[7:4], DX10_CLAMP[8], IEEE[9]."""
        round_mode = self.bit(self.rsrc1, 12, 4)
        denorm = self.bit(self.rsrc1, 16, 4)
        return (
            round_mode | denorm << 4 | self.bit(self.rsrc1, 21) << 8 | self.bit(self.rsrc1, 23) << 9
        )


@dataclass
class DeviceArray:
    """An allocation in device memory with a numpy shape and dtype."""

    device: Device
    addr: int
    shape: tuple
    dtype: np.dtype

    @property
    def nbytes(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64)) * self.dtype.itemsize

    def to_numpy(self) -> np.ndarray:
        raw = self.device.memory.read_bytes(self.addr, self.nbytes)
        return np.frombuffer(raw, self.dtype).reshape(self.shape).copy()

    def copy_from(self, array: np.ndarray) -> None:
        array = np.ascontiguousarray(array, self.dtype)
        if array.nbytes != self.nbytes:
            raise ValueError(f"{array.nbytes} bytes do not fit a {self.nbytes}-byte device array")
        self.device.memory.write_bytes(self.addr, array.view(np.uint8))

    def free(self) -> None:
        self.device.memory.free(self.addr)


class Kernel:
    """One kernel of a module: descriptor, entry point and argument layout."""

    def __init__(self, module: Module, name: str, meta: dict):
        obj = module.obj
        symbol = meta.get(".symbol", f"{name}.kd")
        if symbol not in obj.objects:
            raise ObjectError(f"kernel {name}: no kernel descriptor symbol {symbol}")
        kd_addr, _ = obj.objects[symbol]
        self.name, self.meta, self.module = name, meta, module
        self.descriptor = KernelDescriptor.parse(obj.read(kd_addr, KERNEL_DESCRIPTOR_SIZE))
        self.entry = kd_addr + self.descriptor.entry_offset
        if not obj.text_addr <= self.entry < obj.text_addr + len(obj.text):
            raise ObjectError(f"kernel {name}: entry 0x{self.entry:x} is outside .text")
        self.args = list(meta.get(".args", []))
        self.kernarg_size = int(meta.get(".kernarg_segment_size", self.descriptor.kernarg_size))
        self.vgprs = int(meta.get(".vgpr_count", 0))
        self.agprs = int(meta.get(".agpr_count", 0))

    @property
    def user_args(self) -> list[dict]:
        return [a for a in self.args if not str(a.get(".value_kind", "")).startswith("hidden_")]


class Module:
    """A loaded code object: its kernels by name."""

    def __init__(self, device: Device, data: bytes, path: str):
        self.device = device
        self.obj: CodeObject = read_code_object(data, path)
        if self.obj.arch != device.arch:
            raise ObjectError(
                f"{path}: code object is for {self.obj.mach}, the device is {device.arch}"
            )
        meta = self.obj.metadata()
        self.kernels = {}
        for k in meta.get("amdhsa.kernels", []):
            self.kernels[k[".name"]] = Kernel(self, k[".name"], k)
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
        if name not in self.kernels:
            known = ", ".join(sorted(self.kernels)) or "none"
            raise LaunchError(f"no kernel named '{name}' (kernels: {known})")
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
    ) -> int:
        """Run kernel `name` to completion; returns the wave-instructions executed.
        `grid` counts workgroups (as HIP does); `global_size` counts work-items (as HSA and
        OpenCL do) and may leave the last workgroup partial. `strict`: a register used before
        the s_waitcnt of its load, or too few wait states between dependent instructions,
        stops the launch (see runtime/strict.py)."""
        return Launch(self.kernel(name), grid, block, args, shared_mem, global_size).run(
            budget, progress, strict
        )


class Launch:
    """One dispatch: argument marshalling, the dispatch packet and per-wave initial state."""

    def __init__(self, kernel: Kernel, grid, block, args, shared_mem, global_size):
        self.kernel, self.device = kernel, kernel.module.device
        self.block = _dims(block, "block")
        if (grid is None) == (global_size is None):
            raise LaunchError("give exactly one of grid (workgroups) or global_size (work-items)")
        if global_size is not None:
            self.size = _dims(global_size, "global_size")
        else:
            self.size = tuple(g * b for g, b in zip(_dims(grid, "grid"), self.block))
        if math.prod(self.block) > 1024:
            raise LaunchError(f"a workgroup of {math.prod(self.block)} work-items exceeds 1024")
        self.groups = tuple(-(-s // b) for s, b in zip(self.size, self.block))
        self.args = tuple(args)
        self.shared_mem = int(shared_mem)
        if self.shared_mem < 0:
            raise LaunchError(f"shared_mem is {self.shared_mem} bytes; it cannot be negative")
        user = kernel.user_args
        if len(self.args) != len(user):
            raise LaunchError(
                f"kernel {kernel.name} takes {len(user)} argument(s), got {len(self.args)}"
            )
        self.local_offsets, self.lds_bytes = self._lds_layout(user)

    def _lds_layout(self, user: list[dict]) -> tuple[dict[int, int], int]:
        """({kernarg offset: LDS offset} of the __local pointer arguments, LDS bytes per
        workgroup): the kernel's static LDS first, then each __local argument at its pointee
        alignment in argument order (as the ROCm runtime lays them out), then shared_mem."""
        offsets, end = {}, self.kernel.descriptor.group_segment_size
        for arg, value in zip(user, self.args):
            if arg.get(".value_kind") != "dynamic_shared_pointer":
                continue
            name = arg.get(".name", f"argument at offset {arg['.offset']}")
            if isinstance(value, bool) or not isinstance(value, int | np.integer) or value < 0:
                raise LaunchError(
                    f"{name}: a __local pointer argument takes its size in bytes (an int >= 0),"
                    f" got {value!r}"
                )
            align = max(int(arg.get(".pointee_align", 1)), 1)
            start = -(-end // align) * align
            offsets[int(arg[".offset"])] = start
            end = start + int(value)
        end += self.shared_mem
        limit = int(self.device.isa.info["lds_bytes"])
        if end > limit:
            raise LaunchError(
                f"kernel {self.kernel.name} needs {end} bytes of LDS per workgroup (static"
                f" {self.kernel.descriptor.group_segment_size} + __local arguments + shared_mem"
                f" {self.shared_mem}); {self.device.arch} has {limit}"
            )
        return offsets, end

    # memory set-up -------------------------------------------------------------------
    def _kernarg(self, memory: Memory, queue: int, copies: list) -> int:
        k = self.kernel
        buf = bytearray(max(k.kernarg_size, 8))
        values = iter(self.args)
        hidden = self._hidden(queue)
        for a in k.args:
            kind, off, size = a.get(".value_kind"), int(a[".offset"]), int(a[".size"])
            if str(kind).startswith("hidden_"):
                value = hidden.get(kind, 0)
                buf[off : off + size] = int(value).to_bytes(size, "little")
                continue
            value = next(values)
            buf[off : off + size] = self._marshal(a, value, size, memory, copies)
        addr = memory.alloc(len(buf))
        memory.write_bytes(addr, bytes(buf))
        return addr

    def _marshal(self, arg: dict, value, size: int, memory: Memory, copies: list) -> bytes:
        name = arg.get(".name", f"argument at offset {arg['.offset']}")
        kind = arg.get(".value_kind")
        if kind == "dynamic_shared_pointer":  # the LDS offset _lds_layout gave it
            return self.local_offsets[int(arg[".offset"])].to_bytes(size, "little")
        if kind == "global_buffer" or ".address_space" in arg:
            if isinstance(value, DeviceArray):
                return value.addr.to_bytes(size, "little")
            if isinstance(value, np.ndarray):
                addr = memory.alloc(value.nbytes)
                memory.write_bytes(addr, np.ascontiguousarray(value).view(np.uint8))
                copies.append((value, addr))
                return addr.to_bytes(size, "little")
            if isinstance(value, (int, np.integer)):
                return int(value).to_bytes(size, "little", signed=False)
            raise LaunchError(f"{name}: a pointer argument takes a DeviceArray, numpy array or int")
        if isinstance(value, np.ndarray) and value.ndim == 0:
            value = value[()]
        if isinstance(value, np.generic):
            raw = value.tobytes()
            if len(raw) != size:
                raise LaunchError(
                    f"{name}: {value.dtype} is {len(raw)} bytes, the kernel wants {size}"
                )
            return raw
        if isinstance(value, bool | int):
            try:
                return int(value).to_bytes(size, "little", signed=value < 0)
            except OverflowError:
                raise LaunchError(f"{name}: {value} does not fit {size} bytes") from None
        if isinstance(value, float) and size in (4, 8):
            return struct.pack("<f" if size == 4 else "<d", value)
        raise LaunchError(f"{name}: cannot pass {type(value).__name__} as a {size}-byte value")

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
    def run(self, budget: int, progress: bool, strict: bool = False) -> int:
        memory = self.device.memory
        snapshot = memory.snapshot()
        copies: list = []
        try:
            queue = memory.alloc(QUEUE_SIZE)
            packet = memory.alloc(DISPATCH_PACKET_SIZE)
            kernarg = self._kernarg(memory, queue, copies)
            self._write_packet(memory, packet, kernarg)
            program = self.kernel.module.strict_program if strict else self.kernel.module.program
            executed = self._run_groups(memory, packet, queue, kernarg, budget, progress, program)
        except (ExecutionError, MemoryFault) as exc:
            memory.restore(snapshot)
            raise ExecutionError(f"kernel {self.kernel.name}: {exc}") from None
        except BaseException:
            memory.restore(snapshot)
            raise
        for array, addr in copies:
            array[...] = np.frombuffer(memory.read_bytes(addr, array.nbytes), array.dtype).reshape(
                array.shape
            )
        memory.restore_allocations(snapshot)  # the launch's own buffers are released
        return executed

    def _run_groups(self, memory, packet, queue, kernarg, budget, progress, program) -> int:
        k = self.kernel
        items = math.prod(self.block)
        waves_per_group = -(-items // 64)
        total_groups = math.prod(self.groups)
        vgprs, agpr_base = self._vector_file()
        per_batch = max(1, VECTOR_FILE_BUDGET // (vgprs * 256 * waves_per_group))
        private = k.descriptor.private_segment_size
        executed = 0
        for first in range(0, total_groups, per_batch):
            count = min(per_batch, total_groups - first)
            state = WaveState.create(
                count * waves_per_group,
                vgprs=vgprs,
                agpr_base=agpr_base,
                memory=memory,
                lds_bytes=self.lds_bytes,
                group=np.repeat(np.arange(count), waves_per_group),
            )
            scratch = memory.alloc(max(private, 4) * 64 * state.waves)
            state.scratch = scratch + np.arange(state.waves, dtype=np.uint64) * np.uint64(
                max(private, 4) * 64
            )
            state.scratch_bytes = private
            self._initial_state(state, first, count, waves_per_group, packet, queue, kernarg)
            executed += program.run(state, budget, registers=False)
            memory.free(scratch)
            if progress:
                done = first + count
                print(f"\r{k.name}: {done}/{total_groups} workgroups", end="", file=sys.stderr)
        if progress:
            print(file=sys.stderr)
        return executed

    def _vector_file(self) -> tuple[int, int]:
        """(rows, agpr_base): VGPRs then AGPRs, as the descriptor allocates them."""
        d = self.kernel.descriptor
        granules = d.bit(d.rsrc1, 0, 6) + 1
        total = max(granules * 8, self.kernel.vgprs + self.kernel.agprs, 8)
        accum = (d.bit(d.rsrc3, 0, 6) + 1) * 4
        if self.kernel.agprs == 0 or accum >= total:
            return max(total, self.kernel.vgprs), max(total, self.kernel.vgprs)
        return total, accum

    def _work_items(self, wave_in_group: np.ndarray, extent: np.ndarray):
        """(packed work-item IDs as v0 holds them, which lanes hold a work-item) of waves at
        these positions in workgroups of these extents, [waves, 64] each."""
        extent = np.broadcast_to(extent, (wave_in_group.size, 3))
        t = wave_in_group[:, None] * 64 + np.arange(64)[None, :]
        ex, ey, ez = extent[:, 0:1], extent[:, 1:2], extent[:, 2:3]
        x, y, z = t % ex, t // ex % ey, t // (ex * ey)
        live = t < ex * ey * ez
        dims = self.kernel.descriptor.workitem_id_dims
        ids = x
        if dims >= 1:
            ids = ids | y << 10
        if dims >= 2:
            ids = ids | z << 20
        return np.where(live, ids, 0).astype(np.uint32), live

    def _initial_state(self, st: WaveState, first, count, waves_per_group, packet, queue, kernarg):
        d, arch = self.kernel.descriptor, self.device.arch
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
        whole_ids, whole_live = self._work_items(np.arange(waves_per_group), np.array(self.block))
        if partial.size:
            ids = whole_ids[wave_in_group]
            live = whole_live[wave_in_group]
            ids[partial], live[partial] = self._work_items(wave_in_group[partial], extent[partial])
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
        if d.bit(d.rsrc2, 0) and arch == "cdna2":  # wave offset into the scratch V#'s memory
            put([np.arange(st.waves) * wave_scratch])


def _dims(value, what: str) -> tuple[int, int, int]:
    if isinstance(value, int | np.integer):
        value = (int(value),)
    try:
        dims = tuple(int(v) for v in value) + (1,) * (3 - len(tuple(value)))
    except TypeError:
        raise LaunchError(f"{what} must be up to three positive integers") from None
    if len(dims) != 3 or any(v < 1 for v in dims):
        raise LaunchError(f"{what} must be up to three positive integers, got {value!r}")
    return dims


class Device:
    """An emulated GPU of one architecture: global memory plus loaded modules."""

    def __init__(self, arch: str = "cdna4"):
        from importlib import import_module

        if arch not in ("cdna2", "cdna4"):
            raise ValueError(f"unknown architecture '{arch}' (cdna2 or cdna4)")
        self.arch = arch
        self.isa = import_module(f"cdna_isa.{arch}").ISA
        self.memory = Memory()

    def load(self, source) -> Module:
        """A module from a code-object path or its bytes."""
        if isinstance(source, bytes | bytearray):
            return Module(self, bytes(source), "<bytes>")
        path = Path(source)
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ObjectError(f"{path}: {exc.strerror}") from None
        return Module(self, data, str(path))

    def to_device(self, array) -> DeviceArray:
        array = np.ascontiguousarray(array)
        out = self.empty(array.shape, array.dtype)
        out.copy_from(array)
        return out

    def empty(self, shape, dtype=np.float32) -> DeviceArray:
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        dtype = np.dtype(dtype)
        arr = DeviceArray(self, 0, shape, dtype)
        arr.addr = self.memory.alloc(arr.nbytes)
        return arr

    zeros = empty  # allocations start zeroed


__all__ = ["Device", "DeviceArray", "Module", "Kernel", "LaunchError", "APERTURE_SIZE"]
