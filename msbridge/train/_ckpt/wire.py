"""The byte layout of MindSpore's ``.ckpt`` files, encoded and decoded here without the protobuf package.

A ``.ckpt`` file is a protobuf (proto2) encoding of one message whose single field, number 1, repeats: each
occurrence is one *entry*, a length-delimited sub-message with

- field 1: the entry's name (string),
- field 2: a tensor sub-message with field 1 the dims (one varint record per dim, absent for a scalar),
  field 2 the type name (``"Float32"``, ``"Int64"``, ``"str"``, ...) and field 3 the raw little-endian,
  C-ordered bytes,
- field 3: a map-tensor sub-message (MindSpore's MapParameter), which msbridge does not read.

MindSpore writes the fields in that order and one entry per tensor, except that a tensor larger than
``SLICE_BYTES`` becomes several consecutive entries with the same name and dims, each holding the next slice of the
bytes. Because protobuf concatenates repeated fields, the file is simply the entries one after another, with no
header. ``save_checkpoint(crc_check=True)`` appends ``b"crc_num"`` and the CRC-32 of everything before it as
10 big-endian bytes; the trailer is not protobuf and is stripped before parsing.

The decoder validates every length against the bytes that remain, so corrupt input ends in ``ValueError`` before
any allocation larger than the file itself.
"""
import torch

__all__ = ["SLICE_BYTES", "TORCH_TYPES", "STR_TYPE", "CRC_MARK", "CRC_TRAILER_LEN", "numel", "entry_header",
           "str_content", "parse_entries", "Entry"]

# MindSpore slices a tensor's bytes every 512 MiB (SLICE_SIZE KB in its serialization module).
SLICE_BYTES = 512 * 1024 * 1024

TORCH_TYPES = {
    "Float16": torch.float16, "Float32": torch.float32, "Float64": torch.float64, "BFloat16": torch.bfloat16,
    "Int8": torch.int8, "Int16": torch.int16, "Int32": torch.int32, "Int64": torch.int64,
    "UInt8": torch.uint8, "UInt16": torch.uint16, "UInt32": torch.uint32, "UInt64": torch.uint64,
    "Bool": torch.bool,
}
STR_TYPE = "str"
CRC_MARK = b"crc_num"
CRC_TRAILER_LEN = len(CRC_MARK) + 10

_LEN = 2  # wire type of length-delimited fields
_VARINT = 0


def numel(dims):
    """Element count of ``dims``, or None when a dim is negative or the strides would overflow int64 (torch)."""
    total = strides = 1
    for d in dims:
        if d < 0:
            return None
        total *= d
        strides *= max(d, 1)
    return total if strides < 1 << 63 else None


def _varint(value):
    out = bytearray()
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def _key(field, wire_type):
    return _varint(field << 3 | wire_type)


def _len_field(field, payload_len):
    return _key(field, _LEN) + _varint(payload_len)


def entry_header(name, dims, type_name, content_len):
    """The bytes of one entry up to (not including) its ``content_len`` content bytes."""
    name_bytes = name.encode("utf-8")
    type_bytes = type_name.encode("ascii")
    dims_bytes = b"".join(_key(1, _VARINT) + _varint(d) for d in dims)
    tensor_head = dims_bytes + _len_field(2, len(type_bytes)) + type_bytes + _len_field(3, content_len)
    tensor_len = len(tensor_head) + content_len
    value_head = _len_field(1, len(name_bytes)) + name_bytes + _len_field(2, tensor_len)
    return _len_field(1, len(value_head) + tensor_len) + value_head + tensor_head


def str_content(text):
    """A str entry's content: numpy's unicode layout (UTF-32-LE, at least one code unit)."""
    return text.encode("utf-32-le") or b"\0\0\0\0"


class Entry:
    """One decoded entry: name, dims (None when absent), type name and the [start, end) of its content."""

    __slots__ = ("name", "dims", "type_name", "start", "end")

    def __init__(self, name, dims, type_name, start, end):
        self.name, self.dims, self.type_name, self.start, self.end = name, dims, type_name, start, end


class _Reader:
    """Bounded protobuf field reader over ``buf[pos:end]``; every error is a ``ValueError`` naming ``where``."""

    def __init__(self, buf, pos, end, where):
        self.buf, self.pos, self.end, self.where = buf, pos, end, where

    def fail(self, what):
        raise ValueError(f"{self.where}: {what} at byte {self.pos}.")

    def varint(self):
        result = shift = 0
        while True:
            if self.pos >= self.end:
                self.fail("truncated varint")
            byte = self.buf[self.pos]
            self.pos += 1
            result |= (byte & 0x7F) << shift
            if byte < 0x80:
                return result
            shift += 7
            if shift >= 64:
                self.fail("varint longer than 10 bytes")

    def field(self):
        key = self.varint()
        field, wire_type = key >> 3, key & 7
        if field == 0:
            self.fail("field number 0")
        return field, wire_type

    def length(self):
        n = self.varint()
        if n > self.end - self.pos:
            self.fail(f"length {n} past the end of its message ({self.end - self.pos} bytes left)")
        return n

    def skip(self, wire_type):
        """Skip an unknown field, as protobuf parsers do."""
        if wire_type == _VARINT:
            self.varint()
        elif wire_type == _LEN:
            self.pos += self.length()
        elif wire_type in (1, 5):
            size = 8 if wire_type == 1 else 4
            if size > self.end - self.pos:
                self.fail("truncated fixed-size field")
            self.pos += size
        else:
            self.fail(f"unsupported wire type {wire_type}")

    def text(self, what):
        n = self.length()
        raw = bytes(self.buf[self.pos:self.pos + n])
        self.pos += n
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            self.fail(f"{what} is not UTF-8")


def _signed64(value):
    return value - (1 << 64) if value >= 1 << 63 else value


def _parse_dims(reader, wire_type, dims):
    if wire_type == _VARINT:
        dims.append(_signed64(reader.varint()))
    elif wire_type == _LEN:  # packed encoding, which protobuf parsers also accept
        n = reader.length()
        sub = _Reader(reader.buf, reader.pos, reader.pos + n, reader.where)
        while sub.pos < sub.end:
            dims.append(_signed64(sub.varint()))
        reader.pos = sub.end
    else:
        reader.fail(f"dims with wire type {wire_type}")


def _parse_tensor(reader, end, name):
    dims, type_name, content = None, None, None
    while reader.pos < end:
        field, wire_type = reader.field()
        if field == 1:
            dims = [] if dims is None else dims
            _parse_dims(reader, wire_type, dims)
        elif field == 2 and wire_type == _LEN:
            type_name = reader.text("the type name")
        elif field == 3 and wire_type == _LEN:
            n = reader.length()
            content = (reader.pos, reader.pos + n)
            reader.pos += n
        else:
            reader.skip(wire_type)
    if type_name is None or content is None:
        reader.fail(f"entry '{name}' has no {'type name' if type_name is None else 'content'}")
    return dims, type_name, content


def _parse_entry(buf, start, end, file_name):
    reader = _Reader(buf, start, end, f"Failed to read the checkpoint file {file_name}")
    name, tensor = None, None
    while reader.pos < end:
        field, wire_type = reader.field()
        if field == 1 and wire_type == _LEN:
            name = reader.text("an entry name")
        elif field == 2 and wire_type == _LEN:
            if tensor is not None:
                reader.fail(f"entry '{name}' holds two tensors")
            n = reader.length()
            tensor = (reader.pos, reader.pos + n)
            reader.pos += n
        elif field == 3 and wire_type == _LEN:
            reader.fail(f"entry '{name}' is a MapParameter, which msbridge does not load")
        else:
            reader.skip(wire_type)
    if name is None:
        reader.fail("an entry without a name")
    if tensor is None:
        reader.fail(f"entry '{name}' holds no tensor")
    tensor_reader = _Reader(buf, tensor[0], tensor[1], reader.where)
    dims, type_name, (c_start, c_end) = _parse_tensor(tensor_reader, tensor[1], name)
    return Entry(name, dims, type_name, c_start, c_end)


def parse_entries(buf, end, file_name):
    """Yield the :class:`Entry` records of ``buf[:end]`` (a checkpoint body without its CRC trailer)."""
    reader = _Reader(buf, 0, end, f"Failed to read the checkpoint file {file_name}")
    while reader.pos < end:
        field, wire_type = reader.field()
        if field != 1 or wire_type != _LEN:
            reader.skip(wire_type)
            continue
        n = reader.length()
        start = reader.pos
        reader.pos += n
        yield _parse_entry(buf, start, start + n, file_name)
