"""The 16-bit immediates that carry structure, written and read as llvm-mc 22 does for gfx90a,
gfx942 and gfx950: s_sendmsg's message [3:0], operation [6:4] and stream [9:8] (the names it
knows; which operations and streams each message takes), the hwreg(id, offset, size) of
s_getreg/s_setreg: id [5:0], offset [10:6], size - 1 [15:11] (MI200 4.x), the s_waitcnt
counters (name(n) each, in the bit ranges spec/timing.yaml gives) and gpr_idx(...) modes."""

from __future__ import annotations

import re
from collections.abc import Callable

MESSAGE_NAMES = {
    1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE",
    5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE",
    8: "MSG_EARLY_PRIM_DEALLOC", 9: "MSG_GS_ALLOC_REQ", 10: "MSG_GET_DOORBELL",
    15: "MSG_SYSMSG",
}  # fmt: skip
# the operations of the messages that take one: GS_OP_NOP only with MSG_GS_DONE; the GS
# operations other than NOP also take a stream
OPERATIONS = {
    2: {1: "GS_OP_CUT", 2: "GS_OP_EMIT", 3: "GS_OP_EMIT_CUT"},
    3: {0: "GS_OP_NOP", 1: "GS_OP_CUT", 2: "GS_OP_EMIT", 3: "GS_OP_EMIT_CUT"},
    15: {1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD", 4: "SYSMSG_OP_TTRACE_PC"},
}
GS_MESSAGES = (2, 3)
UNSUPPORTED = {"MSG_GET_DDID", "SYSMSG_OP_HOST_TRAP_ACK"}  # llvm-mc's, for other GPUs


def split_field(raw: int, ranges) -> tuple[int, int]:
    """(value, all-ones value) of a field stored in bit ranges of `raw`, low part first (the
    s_waitcnt counters: vmcnt is bits 3:0 then 15:14)."""
    value, full, shift = 0, 0, 0
    for hi, lo in ranges:
        n = hi - lo + 1
        value |= ((raw >> lo) & ((1 << n) - 1)) << shift
        full |= ((1 << n) - 1) << shift
        shift += n
    return value, full


def join_field(raw: int, ranges, value: int) -> int:
    """`raw` with `value` stored in the field's bit ranges (split_field's inverse); raises
    ValueError when the value does not fit."""
    for hi, lo in ranges:
        n = hi - lo + 1
        raw = raw & ~(((1 << n) - 1) << lo) | ((value & ((1 << n) - 1)) << lo)
        value >>= n
    if value:
        raise ValueError("too large")
    return raw


GPR_IDX = ("SRC0", "SRC1", "SRC2", "DST")
# s_waitcnt counters: name(n), then an optional separator (space, & or comma)
_WAITCNT_ITEM_RE = re.compile(r"\s*+(\w++)\s*+\(\s*+(\d++)\s*+\)\s*+[&,]?+\s*+")


def cut_text(text: str, limit: int = 40) -> str:
    """Text for an error message: long input cut, with its length."""
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


def waitcnt_text(raw: int, counters: dict) -> str:
    """s_waitcnt's operand as llvm-objdump prints it: the counters that wait, name(n) each."""
    parts, every = [], []
    for name, ranges in counters.items():
        value, full = split_field(raw, ranges)
        if value != full:
            parts.append(f"{name}({value})")
        every.append(f"{name}({full})")
    return " ".join(parts or every)  # waiting for nothing names every counter at its max


def parse_waitcnt(text: str | int, counters: dict) -> int:
    """s_waitcnt's operand: a number (its low 16 bits) or counters, name(n) each; a counter
    not named waits for nothing (all ones)."""
    if isinstance(text, int):
        return text & 0xFFFF
    raw = 0
    for ranges in counters.values():
        raw = join_field(raw, ranges, split_field(0, ranges)[1])
    pos = 0
    while pos < len(text):  # counters: name(n), separated by spaces, & or commas
        m = _WAITCNT_ITEM_RE.match(text, pos)
        if m is None:
            raise ValueError(f"cannot read '{cut_text(text[pos:])}' as counter(n)")
        pos = m.end()
        name, digits = m.group(1), m.group(2)
        if len(digits) > 10:
            raise ValueError(f"{name}({cut_text(digits)}) is too large")
        if name not in counters:
            raise ValueError(f"unknown counter '{name}'")
        try:
            raw = join_field(raw, counters[name], int(digits))
        except ValueError:
            raise ValueError(f"{name}({int(digits)}) is too large") from None
    return raw


def parse_gpr_idx(text: str | int) -> int:
    """s_set_gpr_idx_on / _mode's mode: a 4-bit number or gpr_idx(SRC0,SRC1,SRC2,DST)."""
    if isinstance(text, int):
        if not 0 <= text <= 15:  # llvm-mc: "only 4-bit values are legal"
            raise ValueError(f"gpr_idx mode {text} does not fit 4 bits")
        return text
    m = re.match(r"^gpr_idx\(([^)]*)\)$", text)
    if not m:
        raise ValueError("expected gpr_idx(SRC0,SRC1,SRC2,DST)")
    raw = 0
    for part in filter(None, (p.strip() for p in m.group(1).split(","))):
        if part not in GPR_IDX:
            raise ValueError(f"unknown gpr_idx mode '{part}'")
        raw |= 1 << GPR_IDX.index(part)
    return raw


def _simm16(value: int, what: str) -> int:
    if not 0 <= value <= 0xFFFF:  # llvm-mc: only 16-bit values are legal
        raise ValueError(f"{what} {value} does not fit 16 bits")
    return value


def sendmsg_text(raw: int) -> str:
    """As llvm-objdump prints SIMM16: by name where the message, operation and stream are
    valid together (bits outside the fields then go unprinted), else the three fields as
    numbers where they hold every bit, else the bare number."""
    msg, op, stream = raw & 15, (raw >> 4) & 7, (raw >> 8) & 3
    ops = OPERATIONS.get(msg)
    if msg in MESSAGE_NAMES:
        name = MESSAGE_NAMES[msg]
        if ops is None and op == 0 and stream == 0:
            return f"sendmsg({name})"
        if ops and op in ops:
            if msg in GS_MESSAGES and op:  # a GS operation with its stream
                return f"sendmsg({name}, {ops[op]}, {stream})"
            if stream == 0:
                return f"sendmsg({name}, {ops[op]})"
    if msg | op << 4 | stream << 8 == raw:
        return f"sendmsg({msg}, {op}, {stream})"
    return str(raw)


def parse_sendmsg(text: str | int, to_int: Callable[[str], int]) -> int:
    """SIMM16 of `sendmsg(MSG[, OP[, STREAM]])` or of a number; `to_int` reads a number as
    llvm-mc does. As llvm-mc: a message given by name is checked against its operations and
    streams, numbers only against the field widths. ValueError says what is wrong."""
    if isinstance(text, int):
        return _simm16(text, "message")
    m = re.match(r"^sendmsg\(([^)]*)\)$", text)
    if not m:
        raise ValueError("expected sendmsg(...)")
    parts = [p.strip() for p in m.group(1).split(",")]
    if len(parts) > 3:  # message id, operation id, stream id
        raise ValueError(f"'{text}' has {len(parts)} fields; sendmsg takes at most 3")
    for part in parts[:2]:
        if part in UNSUPPORTED:
            raise ValueError(f"{part} is not supported on this GPU")
    names = {n: i for i, n in MESSAGE_NAMES.items()}
    symbolic = parts[0] in names
    op_names = {n: i for table in OPERATIONS.values() for i, n in table.items()}
    try:
        msg = names[parts[0]] if symbolic else to_int(parts[0])
        op = 0
        if len(parts) > 1:
            op = op_names[parts[1]] if parts[1] in op_names else to_int(parts[1])
        stream = to_int(parts[2]) if len(parts) > 2 else 0
    except ValueError:
        raise ValueError(f"cannot parse '{text}'") from None
    if not 0 <= msg < 16:
        raise ValueError(f"invalid message id {msg} in '{text}' (0..15)")
    if symbolic and msg not in OPERATIONS and len(parts) > 1:
        raise ValueError(f"{parts[0]} takes no operation")
    if symbolic and msg in OPERATIONS:
        if len(parts) < 2:
            raise ValueError(f"{parts[0]} needs an operation")
        if op not in OPERATIONS[msg]:
            raise ValueError(f"invalid operation {parts[1]} for {parts[0]}")
        if len(parts) > 2 and not (msg in GS_MESSAGES and op):
            raise ValueError(f"{parts[0]}, {parts[1]} takes no stream")
    for value, bits, what in ((op, 3, "operation id"), (stream, 2, "message stream id")):
        if not 0 <= value < 1 << bits:  # the SIMM16 fields [6:4], [9:8]
            raise ValueError(f"invalid {what} {value} in '{text}' (0..{(1 << bits) - 1})")
    return msg | op << 4 | stream << 8


def hwreg_text(raw: int, names: dict[int, str]) -> str:
    """hwreg(NAME) for a whole register, else hwreg(NAME, offset, size); a number for an id
    without a name."""
    hw_id, offset, size = raw & 63, (raw >> 6) & 31, ((raw >> 11) & 31) + 1
    name = names.get(hw_id, str(hw_id))
    if offset == 0 and size == 32:
        return f"hwreg({name})"
    return f"hwreg({name}, {offset}, {size})"


def parse_hwreg(text: str | int, names: dict[int, str]) -> int:
    """SIMM16 of `hwreg(NAME[, offset, size])` (NAME a name of `names` or an id) or of a
    number; ValueError says what is wrong."""
    if isinstance(text, int):
        return _simm16(text, "hwreg")
    m = re.match(r"^hwreg\(\s*([\w]+)\s*(?:,\s*(\d+)\s*,\s*(\d+)\s*)?\)$", text)
    if not m:
        raise ValueError("expected hwreg(NAME[, offset, size])")
    name, off, size = m.groups()
    if any(len(n) > 10 for n in (name, off, size) if n and n.isdigit()):
        raise ValueError("hwreg id, offset or size out of range")
    ids = {n: i for i, n in names.items()}
    if name in ids:
        hw_id = ids[name]
    elif name.isdigit():
        hw_id = int(name)
    else:
        raise ValueError(f"unknown hardware register '{name[:40]}'")
    offset = int(off) if off else 0
    width = int(size) if size else 32
    if not (0 <= hw_id < 64 and 0 <= offset < 32 and 1 <= width <= 32):
        raise ValueError("hwreg id, offset or size out of range")
    return hw_id | offset << 6 | (width - 1) << 11
