"""Memory addresses of one instruction: SMEM, FLAT, GLOBAL and SCRATCH addresses, buffer
addresses with their range checks, the LDS address of a load into LDS, and the rounds in
which atomics on one address take turns."""

from __future__ import annotations

import numpy as np

from .effects import in_aperture
from .forms import SADDR_OFF, Decoded, scratch_has_vaddr
from .isa import Isa
from .memory import APERTURE_SIZE, PRIVATE_APERTURE, SHARED_APERTURE
from .operands import Operands
from .state import M0, ExecutionError, WaveState

SMEM_OFFSET_BITS, VMEM_OFFSET_BITS = 21, 13  # signed immediate offsets: SMEM, GLOBAL/SCRATCH
BUFFER_ELEMENT_SIZE = 4  # gfx9 V#s have no element-size field; swizzled scratch uses dwords


# the top bits of atomic_keys' flat LDS and scratch cells (global addresses are below 2^48)
LDS_KEY, SCRATCH_KEY = np.uint64(1 << 62), np.uint64(1 << 63)


class Addressing:
    """The addressing rule of a decoded memory instruction, applied to the waves' registers."""

    def __init__(self, isa: Isa, d: Decoded, operands: Operands, atomic: bool):
        self.isa, self.d, self.operands, self.atomic = isa, d, operands, atomic

    def _vgpr(self, st: WaveState, w, field: str, k: int = 1) -> np.ndarray:
        """VGPR(s) named by an address field, as u64 (a pair when k == 2)."""
        code = self.d.fields[field] + 256
        row = st.vindex(code)
        if k == 2:
            st.vindex(code + 1)
            return st.pair(w, row)
        st.settle(row, 1)
        return st.vgpr[w, row].astype(np.uint64)

    def _sgpr(self, st: WaveState, w, code: int, k: int = 1) -> np.ndarray:
        if code + k > 128:
            raise ExecutionError(f"SGPR s{code} is out of range")
        v = st.sgpr[w, code].astype(np.uint64)
        if k == 2:
            v = v | st.sgpr[w, code + 1].astype(np.uint64) << np.uint64(32)
        return v

    def address(self, st: WaveState, w):
        """(ADDRESS, in_range) by the format's addressing rule; in_range (None: no check)
        says which accesses fall inside a buffer's bounds."""
        f, fmt = self.d.fields, self.d.instr.format
        if fmt == "SMEM":
            # CDNA4 8.2.1.1 (MI200 8.2.1.1): the immediate (IMM = 1) plus one SGPR or M0,
            # named by SOFFSET when SOE = 1, else by OFFSET when IMM = 0; scratch counts
            # that register offset in 64-byte units
            offset = signed(f["OFFSET"], SMEM_OFFSET_BITS) if f["IMM"] else 0
            register = f["SOFFSET"] if f.get("SOE", 0) else None if f["IMM"] else f["OFFSET"]
            if register is not None:
                scale = 64 if "SCRATCH" in self.d.instr.name else 1
                offset = offset + self._sgpr(st, w, register).astype(np.int64) * scale
            sbase = f["SBASE"] * 2
            base = self._sgpr(st, w, sbase, 2)
            if self.operands.ops["SBASE"].type == "b128":  # a buffer: the V#'s 48-bit base
                base = base & np.uint64((1 << 48) - 1)
            addr = base + np.asarray(offset).astype(np.uint64)
            return addr & ~np.uint64(3), None
        if fmt == "FLAT":
            address = self._vgpr(st, w, "ADDR", 2)
            return (address + np.uint64(f["OFFSET"]) if f["OFFSET"] else address), None
        if fmt == "GLOBAL":
            offset = np.int64(signed(f["OFFSET"], VMEM_OFFSET_BITS)).astype(np.uint64)
            if f["SADDR"] == SADDR_OFF:
                address = self._vgpr(st, w, "ADDR", 2)
                return (address + offset if offset else address), None
            base = self._sgpr(st, w, f["SADDR"], 2)[:, None]
            return base + self._vgpr(st, w, "ADDR") + offset, None
        if fmt == "SCRATCH":
            offset = np.int64(signed(f["OFFSET"], VMEM_OFFSET_BITS)).astype(np.uint64)
            if scratch_has_vaddr(f, self.isa.formats[fmt]):
                offset = offset + self._vgpr(st, w, "ADDR")
            if f["SADDR"] != SADDR_OFF:
                offset = offset + self._sgpr(st, w, f["SADDR"])[:, None]
            private = offset & np.uint64(APERTURE_SIZE - 1)  # a scalar when both are off
            rows = st.rows(w)
            return np.uint64(PRIVATE_APERTURE) + np.broadcast_to(private, (rows, 64)), None
        if fmt in ("MUBUF", "MTBUF"):
            return self._buffer_address(st, w)
        raise ExecutionError(f"no addressing rule for format {fmt}")

    def _buffer_address(self, st: WaveState, w):
        """MI200 9.1.5: V# base + SGPR offset + linear or swizzled buffer offset, with the
        range check of raw, structured and private buffers: per dword for plain loads and
        stores, for the whole access by its start for format conversions and atomics (note 3
        of CDNA4 9.1.5.1); a raw buffer's checked offset includes SOFFSET and a plain access or
        an atomic must end within num_records, as the hardware has them (errata
        buffer-range-soffset). `in_range(addresses, bytes accessed at each)`."""
        f = self.d.fields
        rsrc = [self._sgpr(st, w, f["SRSRC"] * 4 + i)[:, None] for i in range(4)]
        base = rsrc[0] | (rsrc[1] & np.uint64(0xFFFF)) << np.uint64(32)
        stride = rsrc[1] >> np.uint64(48 - 32) & np.uint64(0x3FFF)
        swizzle = (rsrc[1] >> np.uint64(63 - 32) & np.uint64(1)).astype(bool)
        num_records = rsrc[2]
        add_tid = (rsrc[3] >> np.uint64(119 - 96) & np.uint64(1)).astype(bool)
        index_stride = np.uint64(8) << (rsrc[3] >> np.uint64(117 - 96) & np.uint64(3))
        # with ADD_TID the stride grows to 18 bits, taking DATA_FORMAT's 4 bits on top
        stride = np.where(
            add_tid,
            stride | (rsrc[3] >> np.uint64(111 - 96) & np.uint64(15)) << np.uint64(14),
            stride,
        )
        soffset = np.asarray(self.operands.read_register(st, w, "SOFFSET"), np.uint64).reshape(
            -1, 1
        )
        lanes = np.arange(64, dtype=np.uint64)[None, :]
        vindex = voffset = np.zeros((1, 64), np.uint64)
        if f.get("IDXEN", 0) and f.get("OFFEN", 0):
            vindex, voffset = self._vgpr(st, w, "VADDR"), self._vgpr_next(st, w)
        elif f.get("IDXEN", 0):
            vindex = self._vgpr(st, w, "VADDR")
        elif f.get("OFFEN", 0):
            voffset = self._vgpr(st, w, "VADDR")
        index = vindex + np.where(add_tid, lanes, np.uint64(0))
        # VOFFSET + the instruction's offset is formed in 32 bits (AMD's simulator, errata
        # buffer-range-soffset): a VGPR offset of -4 and offset:8 address byte 4
        offset = (voffset + np.uint64(f["OFFSET"])) & np.uint64(0xFFFFFFFF)
        esize = np.uint64(BUFFER_ELEMENT_SIZE)
        swizzled = (
            (index // index_stride * stride + offset // esize * esize) * index_stride
            + index % index_stride * esize
            + offset % esize
        )
        linear = index * stride + offset
        start = base + soffset
        addr = start + np.where(swizzle, swizzled, linear)
        if f.get("IDXEN", 0) and not add_tid.all() and (stride != 0).all():
            ok = vindex < num_records  # structured buffer: whole records
            return addr, lambda a, nbytes: ok
        if add_tid.all() and not f.get("IDXEN", 0):
            return addr, None  # private (scratch) buffer: no range check
        # a raw buffer's checked offset counts SOFFSET, and an access (a dword of a multi-dword
        # one, an atomic's element) must end within num_records (errata buffer-range-soffset)
        if "format" in self.d.instr.flags:
            ok = (addr - base) < num_records  # raw, all or nothing: the element's start decides
            return addr, lambda a, nbytes: ok
        if self.atomic:  # one element a lane, at addr (rows_of may pick rows of the answer)
            rel = addr - base
            return addr, lambda a, nbytes: rel + np.uint64(nbytes) <= num_records
        return (
            addr,
            lambda a, nbytes: (a.astype(np.uint64) - base) + np.uint64(nbytes) <= num_records,
        )

    def lds_dma_address(self, st: WaveState, w) -> np.ndarray:
        """LDS address of a load into LDS (or buffer_store_lds_dword), per wave: M0 plus the
        instruction offset (MI200 9.1.9; llvm: the offset applies to both addresses). M0 is
        read over as many bits as the arch's LDS needs (MI200: M0[15:0] for 64 KB)."""
        f = self.d.fields
        offset = f.get("OFFSET", 0)
        if self.d.instr.format in ("GLOBAL", "SCRATCH"):
            offset = signed(offset, VMEM_OFFSET_BITS)
        lds_mask = (1 << (int(self.isa.info["lds_bytes"]) - 1).bit_length()) - 1
        m0 = st.sgpr[w, M0].astype(np.int64) & lds_mask
        return ((m0 + offset) & 0xFFFFFFFF).astype(np.uint32)[:, None]

    def _vgpr_next(self, st: WaveState, w) -> np.ndarray:
        row = st.vindex(self.d.fields["VADDR"] + 257)
        st.settle(row, 1)
        return st.vgpr[w, row].astype(np.uint64)

    def atomic_keys(self, st: WaveState, w, exec_lanes, address) -> np.ndarray | None:
        """Per running lane (in wave then lane order): the location it updates, equal for
        two lanes exactly when they update the same cell. An LDS address, direct or through
        the flat shared aperture, is a cell per workgroup, a flat scratch address a cell per
        lane; these keys are told apart from global addresses (below 2^48) by their top
        bits. None for an instruction that runs once per wave (ds_append)."""
        if address is None and "ADDR" not in self.operands.ops:
            return None
        group = st.group[np.arange(st.waves)[w]].astype(np.uint64)[:, None]
        if address is None:  # DS: the LDS address, made distinct per workgroup
            lds = self._vgpr(st, w, "ADDR") + np.uint64(self.d.fields.get("OFFSET", 0))
            address = lds | group << np.uint64(32)
        keys = np.broadcast_to(address, exec_lanes.shape)
        shared = in_aperture(keys, SHARED_APERTURE)
        private = in_aperture(keys, PRIVATE_APERTURE)
        if shared.any() or private.any():
            lane = np.arange(keys.size, dtype=np.uint64).reshape(keys.shape)
            keys = np.where(
                shared, (keys - np.uint64(SHARED_APERTURE)) | group << np.uint64(32) | LDS_KEY, keys
            )
            keys = np.where(
                private,
                (keys - np.uint64(PRIVATE_APERTURE)) | lane << np.uint64(32) | SCRATCH_KEY,
                keys,
            )
        return keys[exec_lanes]

    def atomic_rounds(self, st: WaveState, w, exec_lanes, address):
        """Split the running lanes into rounds in which no two lanes (of any wave) update
        the same address; the k-th lane on an address runs in round k. Yields (the rows of
        `exec_lanes` taking part, their lanes in the round), or (None, every row's lanes)
        when one round takes every lane; made as they are taken (a contended address makes
        thousands of rounds, each of a few waves)."""
        keys = self.atomic_keys(st, w, exec_lanes, address)
        if keys is None:  # once per wave: wave by wave
            for r in np.flatnonzero(exec_lanes.any(1)):
                yield np.array([r]), exec_lanes[r : r + 1]
            return
        order = np.argsort(keys, kind="stable")
        ranked = keys[order]
        first = np.r_[True, ranked[1:] != ranked[:-1]]
        if first.all():
            yield None, exec_lanes
            return
        start = np.maximum.accumulate(np.where(first, np.arange(ranked.size), 0))
        rank = np.empty(keys.size, np.int64)
        rank[order] = np.arange(ranked.size) - start
        at = np.flatnonzero(exec_lanes.reshape(-1))[np.argsort(rank, kind="stable")]
        wave, lane = np.divmod(at, 64)  # by round, each round's lanes in their order
        ends = np.cumsum(np.bincount(rank))
        starts = np.r_[0, ends[:-1]]
        opens = np.zeros(at.size, bool)  # a lane that opens its wave's row in its round
        opens[starts] = True
        opens[1:] |= wave[1:] != wave[:-1]
        row = np.cumsum(opens) - 1  # numbered across all rounds
        taking = wave[opens]
        for lo, hi in zip(starts.tolist(), ends.tolist()):
            first, last = row[lo], row[hi - 1] + 1
            lanes = np.zeros((last - first, 64), bool)
            lanes[row[lo:hi] - first, lane[lo:hi]] = True
            yield taking[first:last], lanes


def signed(value: int, bits: int) -> int:
    return value - (1 << bits) if value >> (bits - 1) & 1 else value
