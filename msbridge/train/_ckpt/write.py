"""Writing a checkpoint's bytes: the ``.ckpt`` entries (MindSpore's 512 MiB split layout and CRC trailer), the
safetensors layout, and the encrypted ``.ckpt``; byte for byte what MindSpore 2.10 writes."""
import binascii
import io

import numpy as np
import torch

from . import crypto, wire
from . import safetensors_wire as st

__all__ = ["Record", "byte_slices", "write"]


def _tensor_bytes(tensor, snapshot):
    """A tensor's raw bytes as a flat uint8 numpy array (a copy when ``snapshot``, for asynchronous saves)."""
    t = tensor._t.detach()
    if t.numel() == 0:
        return np.empty(0, np.uint8)
    if t.device.type != "cpu" or not t.is_contiguous() or snapshot:
        t = t.to("cpu", copy=snapshot).contiguous()
    return t.reshape(-1).view(torch.uint8).numpy()


class Record:
    """One name's data as it goes to disk: dims, type name and raw bytes."""

    __slots__ = ("name", "dims", "type_name", "data", "rows")

    def __init__(self, name, value, snapshot):
        self.name = name
        if isinstance(value, str):
            self.dims, self.type_name, self.rows = [0], wire.STR_TYPE, 0
            self.data = np.frombuffer(wire.str_content(value), np.uint8)
        else:
            self.dims, self.type_name = list(value.shape), str(value.dtype)
            self.rows = self.dims[0] if self.dims else 0
            self.data = _tensor_bytes(value, snapshot)


def byte_slices(record, by_rows):
    """MindSpore's slicing of one record: 512 MiB byte chunks (no entry at all for an empty tensor), or, for the
    numpy path of asynchronous saves, ``np.array_split`` of the rows into ceil(size / 512 MiB) parts."""
    size = record.data.nbytes
    if not by_rows:
        return [(i, min(i + wire.SLICE_BYTES, size)) for i in range(0, size, wire.SLICE_BYTES)]
    if size <= wire.SLICE_BYTES or record.rows == 0:
        return [(0, size)]
    parts = -(-size // wire.SLICE_BYTES)
    row_bytes = size // record.rows
    base, extra = divmod(record.rows, parts)
    bounds, row = [], 0
    for i in range(parts):
        n = base + (i < extra)
        bounds.append((row * row_bytes, (row + n) * row_bytes))
        row += n
    return bounds


def _write_ckpt(f, records, by_rows, crc_check):
    crc = 0
    for record in records:
        slices = [(0, record.data.nbytes)] if record.type_name == wire.STR_TYPE else byte_slices(record, by_rows)
        view = memoryview(record.data)
        for begin, end in slices:
            head = wire.entry_header(record.name, record.dims, record.type_name, end - begin)
            f.write(head)
            f.write(view[begin:end])
            if crc_check:
                crc = binascii.crc32(view[begin:end], binascii.crc32(head, crc))
    if crc_check:
        f.write(wire.CRC_MARK + crc.to_bytes(10, "big"))


def _write_safetensors(f, records, crc_check, remove_redundancy):
    by_name = {}
    for record in records:
        if record.type_name == wire.STR_TYPE:
            raise TypeError(f"For 'save_checkpoint', the entry '{record.name}' is a str, which the safetensors "
                            "format cannot hold.")
        code = st.code_of(wire.TORCH_TYPES.get(record.type_name))
        if code is None:
            raise TypeError(f"For 'save_checkpoint', the entry '{record.name}' has type {record.type_name}, "
                            "which the safetensors format cannot hold.")
        by_name[record.name] = record
    metadata = None
    if by_name:
        metadata = {"format": "ms"}
        if isinstance(remove_redundancy, bool):
            metadata["remove_redundancy"] = str(remove_redundancy)
        if crc_check:
            crc = 0
            for name in sorted(by_name):
                crc = binascii.crc32(by_name[name].data, binascii.crc32(name.encode("utf-8"), crc))
            metadata["crc_num"] = str(crc)
    entries = st.layout({name: (st.code_of(wire.TORCH_TYPES[r.type_name]), r.dims, r.data.nbytes)
                         for name, r in by_name.items()})
    f.write(st.header_bytes(entries, metadata))
    for name, *_ in entries:
        f.write(memoryview(by_name[name].data))


def _write_encrypted_ckpt(f, records, by_rows, crc_check, enc_key, enc_mode):
    """MindSpore encrypts the whole plain file; with crc_check it then appends a trailer whose CRC stays 0."""
    plain = io.BytesIO()
    _write_ckpt(plain, records, by_rows, False)
    for block in crypto.encrypt(plain.getbuffer(), enc_key, enc_mode):
        f.write(block)
    if crc_check:
        f.write(wire.CRC_MARK + bytes(10))


def write(f, records, format, by_rows, crc_check, remove_redundancy, enc_key, enc_mode):
    """Write ``records`` to the binary file ``f`` in ``format`` ("ckpt", encrypted when ``enc_key`` is given, or
    "safetensors"); ``by_rows`` picks the row slicing of asynchronous saves."""
    if format == "ckpt" and enc_key is not None:
        _write_encrypted_ckpt(f, records, by_rows, crc_check, enc_key, enc_mode)
    elif format == "ckpt":
        _write_ckpt(f, records, by_rows, crc_check)
    else:
        _write_safetensors(f, records, crc_check, remove_redundancy)
