"""The safetensors layout as MindSpore 2.10 writes it (through safetensors 0.8), without the safetensors package.

A file is an 8-byte little-endian header length, a JSON header padded with spaces to a multiple of 8 bytes, then
the tensors' raw little-endian bytes back to back. The header is one object: ``"__metadata__"`` (string to string,
left out when there is none) first, then one ``{"dtype", "shape", "data_offsets"}`` object per tensor in data
order. The writer orders tensors by element type, widest type code first, then by name, which is the order
safetensors itself uses, so the bytes equal MindSpore's.

The reader accepts what MindSpore 2.10 loads: entries back to back in header order from data byte 0 to the end of
the file (overlapping, unordered or gapped offsets and trailing bytes are rejected); every error is ValueError,
a header nested too deeply for the JSON decoder included.
"""
import json

import torch

from .wire import numel as _numel

__all__ = ["CODES", "code_of", "layout", "header_bytes", "parse_header"]

# safetensors type codes, in safetensors' own ordering from first to last (the writer sorts them in reverse).
CODES = {
    "BOOL": torch.bool, "U8": torch.uint8, "I8": torch.int8, "I16": torch.int16, "U16": torch.uint16,
    "F16": torch.float16, "BF16": torch.bfloat16, "I32": torch.int32, "U32": torch.uint32, "F32": torch.float32,
    "F64": torch.float64, "I64": torch.int64, "U64": torch.uint64,
}
_RANK = {code: i for i, code in enumerate(CODES)}
_CODE_OF = {dtype: code for code, dtype in CODES.items()}
_MAX_HEADER = 100 * 1024 * 1024  # safetensors' own limit on the header size


def code_of(torch_dtype):
    """The safetensors type code of a torch dtype, or None when safetensors has none."""
    return _CODE_OF.get(torch_dtype)


def layout(tensors):
    """Order ``{name: (code, shape, nbytes)}`` as safetensors does; returns [(name, code, shape, begin, end)]."""
    names = sorted(tensors, key=lambda n: (-_RANK[tensors[n][0]], n))
    out, offset = [], 0
    for name in names:
        code, shape, nbytes = tensors[name]
        out.append((name, code, shape, offset, offset + nbytes))
        offset += nbytes
    return out


def header_bytes(entries, metadata):
    """Length prefix plus padded JSON header for ``layout(...)`` entries and a str->str ``metadata`` (or None)."""
    header = {}
    if metadata:
        header["__metadata__"] = metadata
    for name, code, shape, begin, end in entries:
        header[name] = {"dtype": code, "shape": list(shape), "data_offsets": [begin, end]}
    text = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    text += b" " * (-len(text) % 8)
    return len(text).to_bytes(8, "little") + text


def _fail(file_name, what):
    raise ValueError(f"Failed to read the safetensors file {file_name}: {what}.")


def _check_entry(file_name, name, info, data_len):
    if not isinstance(info, dict) or not isinstance(info.get("dtype"), str) or info["dtype"] not in CODES:
        _fail(file_name, f"entry '{name}' has no known dtype")
    shape, offsets = info.get("shape"), info.get("data_offsets")
    if not isinstance(shape, list) or not all(type(d) is int and d >= 0 for d in shape):
        _fail(file_name, f"entry '{name}' has an invalid shape {shape!r}")
    if (not isinstance(offsets, list) or len(offsets) != 2 or not all(type(o) is int for o in offsets)
            or not 0 <= offsets[0] <= offsets[1] <= data_len):
        _fail(file_name, f"entry '{name}' has invalid data offsets {offsets!r}")
    numel = _numel(shape)
    if numel is None:
        _fail(file_name, f"entry '{name}' has an impossible shape {shape}")
    itemsize = CODES[info["dtype"]].itemsize
    if numel * itemsize != offsets[1] - offsets[0]:
        _fail(file_name, f"entry '{name}' holds {offsets[1] - offsets[0]} bytes but its shape {shape} "
                         f"needs {numel * itemsize}")


def parse_header(head, file_size, file_name):
    """Validate a file's header; returns (metadata or None, {name: (torch dtype, shape, begin, end)}, data start).

    ``head`` is the file's first bytes (at least 8; the header itself is read through ``head`` if long enough,
    else the caller passes the whole file).
    """
    if file_size < 8:
        _fail(file_name, "the file is shorter than its 8-byte header length")
    n = int.from_bytes(head[:8], "little")
    if n > _MAX_HEADER or n > file_size - 8:
        _fail(file_name, f"header length {n} exceeds the file")
    try:
        header = json.loads(bytes(head[8:8 + n]).decode("utf-8"))
    except RecursionError:
        _fail(file_name, "the header nests too deeply")
    except (UnicodeDecodeError, ValueError) as exc:
        _fail(file_name, f"the header is not JSON ({exc})")
    if not isinstance(header, dict):
        _fail(file_name, "the header is not a JSON object")
    metadata = header.pop("__metadata__", None)
    if metadata is not None and (not isinstance(metadata, dict)
                                 or not all(isinstance(v, str) for v in metadata.values())):
        _fail(file_name, "__metadata__ is not a map of strings")
    data_len = file_size - 8 - n
    tensors, end = {}, 0
    for name, info in header.items():
        _check_entry(file_name, name, info, data_len)
        begin = info["data_offsets"][0]
        if begin != end:  # as MindSpore 2.10 (safetensors): back to back, in header order, no overlap or gap
            _fail(file_name, f"entry '{name}' starts at data byte {begin}, but the entry before it ends at {end} "
                             f"(overlapping, unordered or gapped data offsets)")
        end = info["data_offsets"][1]
        tensors[name] = (CODES[info["dtype"]], tuple(info["shape"]), begin, end)
    if end != data_len:
        _fail(file_name, f"the entries' data ends at byte {end}, but the file holds {data_len} data bytes")
    return metadata, tensors, 8 + n
