"""MindSpore's MindRecord on-disk format (version 3.0), read from and written to byte for byte.

A shard file is a header area then pages:

- ``[u64 LE n][n bytes of JSON header]``, zero-padded to ``header_size`` bytes. The header lists the schema, its
  blob fields (fields with a shape, and ``bytes`` fields), the index fields, the shard addresses and the pages.
- pages of ``page_size`` bytes from offset ``header_size`` (the last one cut to its used length), in ``page_id``
  order. A ``RAW_DATA`` page holds rows ``[u64 LE n][msgpack map of the scalar fields, keys sorted]`` (a map
  ``{"id": 0}`` when there are none); a ``BLOB_DATA`` page holds rows ``[u64 LE n][fields]``, each blob field
  (names sorted) as ``[u64 BE n][payload]``: bytes as they are, float arrays little-endian, int32/int64 arrays
  compressed (``[u32 BE count][2-bit width codes, MSB first][each value LE in 1, 2, 4 or 8 bytes]``); a schema
  with one blob field stores its payload bare, one with none four zero bytes a row.
- without ``add_index``, every scalar field is an index field.

Next to each shard file ``<name>.db`` is an SQLite index (table ``INDEXES``: row id, page ids and offsets of its
raw and blob parts, and the index fields; table ``SHARD_NAME``), which MindSpore's reader needs. The layout was
read off files MindSpore 2.10 writes; tests/test_mindrecord.py checks msbridge writes the same bytes.
"""
import json
import struct

import numpy as np

NUMPY_TYPES = {"int32": np.int32, "int64": np.int64, "float32": np.float32, "float64": np.float64}
TYPES = ("int32", "int64", "float32", "float64", "string", "bytes")
_WIDTHS = ((0, np.int8), (1, np.int16), (2, np.int32), (3, np.int64))


# --- msgpack (the subset MindRecord rows use, with nlohmann::json's choice of the shortest encodings) ----------
def _pack_int(v):
    if v >= 0:
        if v < 128:
            return bytes([v])
        for code, fmt, top in ((0xcc, ">B", 0xff), (0xcd, ">H", 0xffff), (0xce, ">I", 0xffffffff)):
            if v <= top:
                return bytes([code]) + struct.pack(fmt, v)
        return b"\xcf" + struct.pack(">Q", v)
    if v >= -32:
        return struct.pack(">b", v)
    for code, fmt, low in ((0xd0, ">b", -128), (0xd1, ">h", -32768), (0xd2, ">i", -2 ** 31)):
        if v >= low:
            return bytes([code]) + struct.pack(fmt, v)
    return b"\xd3" + struct.pack(">q", v)


def _pack_str(s):
    data = s.encode("utf-8")
    n = len(data)
    if n < 32:
        head = bytes([0xa0 | n])
    elif n < 256:
        head = b"\xd9" + bytes([n])
    elif n < 65536:
        head = b"\xda" + struct.pack(">H", n)
    else:
        head = b"\xdb" + struct.pack(">I", n)
    return head + data


def _pack_float(v):
    single = np.float32(v)
    if np.isfinite(v) and float(single) == v:
        return b"\xca" + struct.pack(">f", single)
    return b"\xcb" + struct.pack(">d", v)


def pack_map(row):
    """msgpack of a {str: int | float | str} map (keys sorted)."""
    n = len(row)
    out = [bytes([0x80 | n]) if n < 16 else (b"\xde" + struct.pack(">H", n))]
    for key in sorted(row):
        value = row[key]
        out.append(_pack_str(key))
        if isinstance(value, str):
            out.append(_pack_str(value))
        elif isinstance(value, (int, np.integer)):
            out.append(_pack_int(int(value)))
        else:
            out.append(_pack_float(float(value)))
    return b"".join(out)


def _length(data, pos, b, fix_top, fix_mask, sizes):
    """(item count or byte length, next position) of a map, array or string header byte ``b``: in ``b`` itself for
    the fix forms (``b <= fix_top``), else in the ``sizes[b]`` big-endian bytes that follow."""
    if b <= fix_top:
        return b & fix_mask, pos
    size = sizes[b]
    return int.from_bytes(data[pos:pos + size], "big"), pos + size


def unpack(data, pos=0):
    """(value, next position) of the msgpack item at ``pos``."""
    b = data[pos]
    pos += 1
    if b < 0x80:
        return b, pos
    if b >= 0xe0:
        return b - 256, pos
    if 0x80 <= b <= 0x8f or b in (0xde, 0xdf):
        n, pos = _length(data, pos, b, 0x8f, 0x0f, {0xde: 2, 0xdf: 4})
        out = {}
        for _ in range(n):
            key, pos = unpack(data, pos)
            out[key], pos = unpack(data, pos)
        return out, pos
    if 0x90 <= b <= 0x9f or b in (0xdc, 0xdd):
        n, pos = _length(data, pos, b, 0x9f, 0x0f, {0xdc: 2, 0xdd: 4})
        items = []
        for _ in range(n):
            item, pos = unpack(data, pos)
            items.append(item)
        return items, pos
    if 0xa0 <= b <= 0xbf or b in (0xd9, 0xda, 0xdb, 0xc4, 0xc5, 0xc6):
        n, pos = _length(data, pos, b, 0xbf, 0x1f, {0xd9: 1, 0xda: 2, 0xdb: 4, 0xc4: 1, 0xc5: 2, 0xc6: 4})
        raw = bytes(data[pos:pos + n])
        return (raw if b in (0xc4, 0xc5, 0xc6) else raw.decode("utf-8")), pos + n
    fixed = {0xc0: (0, None), 0xc2: (0, False), 0xc3: (0, True)}
    if b in fixed:
        return fixed[b][1], pos
    formats = {0xca: ">f", 0xcb: ">d", 0xcc: ">B", 0xcd: ">H", 0xce: ">I", 0xcf: ">Q", 0xd0: ">b", 0xd1: ">h",
               0xd2: ">i", 0xd3: ">q"}
    if b not in formats:
        raise ValueError(f"msgpack type 0x{b:02x} is not used by MindRecord files.")
    fmt = formats[b]
    size = struct.calcsize(fmt)
    value = struct.unpack(fmt, bytes(data[pos:pos + size]))[0]
    return (float(value) if b in (0xca, 0xcb) else value), pos + size


# --- blob payloads ---------------------------------------------------------------------------------------------
def compress_ints(values):
    """MindRecord's int32/int64 array payload: count, 2-bit width codes, then each value in its width."""
    values = [int(v) for v in np.asarray(values).reshape(-1)]
    codes, parts = [], []
    for v in values:
        for code, kind in _WIDTHS:
            info = np.iinfo(kind)
            if info.min <= v <= info.max:
                codes.append(code)
                parts.append(np.array(v, kind).astype(np.dtype(kind).newbyteorder("<")).tobytes())
                break
    bitmap = bytearray((len(codes) + 3) // 4)
    for i, code in enumerate(codes):
        bitmap[i // 4] |= code << (6 - 2 * (i % 4))
    return struct.pack(">I", len(values)) + bytes(bitmap) + b"".join(parts)


def decompress_ints(payload, dtype):
    count = struct.unpack(">I", payload[:4])[0]
    pos = 4 + (count + 3) // 4
    out = np.empty(count, dtype)
    for i in range(count):
        code = (payload[4 + i // 4] >> (6 - 2 * (i % 4))) & 3
        kind = np.dtype(_WIDTHS[code][1]).newbyteorder("<")
        out[i] = np.frombuffer(payload, kind, 1, pos)[0]
        pos += kind.itemsize
    return out


def blob_payload(field_type, value):
    """(payload, bytes saved by compression) of one blob field value."""
    if field_type == "bytes":
        return bytes(value), 0
    array = np.ascontiguousarray(value, dtype=NUMPY_TYPES[field_type])
    if field_type in ("int32", "int64"):
        packed = compress_ints(array)
        return packed, array.nbytes - len(packed)
    return array.astype(array.dtype.newbyteorder("<")).tobytes(), 0


def read_blob(field_type, shape, payload):
    if field_type == "bytes":
        return bytes(payload)
    dtype = np.dtype(NUMPY_TYPES[field_type]).newbyteorder("<")
    if field_type in ("int32", "int64"):
        array = decompress_ints(payload, dtype)
    else:
        array = np.frombuffer(payload, dtype).copy()
    return array.astype(NUMPY_TYPES[field_type]).reshape(shape)


def pack_blob_row(fields, schema, row):
    """A blob row: ``[u64 BE n][payload]`` per blob field, the bare payload when there is one field, four zero
    bytes when there is none (what MindSpore writes); returns (bytes, compression saved)."""
    if not fields:
        return b"\0\0\0\0", 0
    if len(fields) == 1:
        return blob_payload(schema[fields[0]]["type"], row[fields[0]])
    parts, saved = [], 0
    for name in fields:
        payload, gain = blob_payload(schema[name]["type"], row[name])
        parts.append(struct.pack(">Q", len(payload)) + payload)
        saved += gain
    return b"".join(parts), saved


def unpack_blob_row(fields, schema, data):
    if len(fields) == 1:
        return {fields[0]: read_blob(schema[fields[0]]["type"], schema[fields[0]].get("shape"), data)}
    out, pos = {}, 0
    for name in fields:
        n = struct.unpack(">Q", data[pos:pos + 8])[0]
        pos += 8
        out[name] = read_blob(schema[name]["type"], schema[name].get("shape"), data[pos:pos + n])
        pos += n
    return out


# --- header ------------------------------------------------------------------------------------------------------
HEADER_KEYS = ("header_size", "index_fields", "page", "page_size", "compression_size", "schema", "shard_addresses",
               "shard_id", "statistics", "version")


def dump_header(header):
    """The header JSON as MindSpore writes it: compact, its keys in MindSpore's order, nested keys sorted."""
    body = ",".join(json.dumps(k) + ":" + json.dumps(header[k], separators=(",", ":"), sort_keys=True)
                    for k in HEADER_KEYS)
    text = ("{" + body + "}").encode("utf-8")
    return struct.pack("<Q", len(text)) + text


def load_header(path):
    with open(path, "rb") as f:
        head = f.read(8)
        if len(head) < 8:
            raise RuntimeError(f"Invalid file, failed to read the header of MindRecord file: {path}.")
        n = struct.unpack("<Q", head)[0]
        text = f.read(n)
    try:
        return json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise RuntimeError(f"Invalid file, the file {path} is not a MindRecord file.") from None


def read_rows(path, header):
    """Every row of one shard file: a list of (raw field dict, blob bytes)."""
    raws, blobs = [], []
    with open(path, "rb") as f:
        for page in sorted(header["page"], key=lambda p: p["page_id"]):
            f.seek(header["header_size"] + page["page_id"] * header["page_size"])
            data = f.read(page["page_size"])
            pos = 0
            while pos < len(data):
                n = struct.unpack("<Q", data[pos:pos + 8])[0]
                chunk = data[pos + 8:pos + 8 + n]
                pos += 8 + n
                if page["page_type"] == "RAW_DATA":
                    raws.append(unpack(chunk)[0])
                else:
                    blobs.append(chunk)
    if len(blobs) != len(raws):
        raise RuntimeError(f"Invalid file, MindRecord file {path} has {len(raws)} raw rows but {len(blobs)} blob "
                           "rows.")
    return list(zip(raws, blobs))
