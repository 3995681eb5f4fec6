"""Reading a checkpoint: the file through ``pread`` (or decrypted into memory), its entries parsed
and validated by the wire codecs, each tensor's bytes copied once into the buffer its Parameter then views."""
import binascii
import io
import logging
import os

import numpy as np
import torch

from ...common.parameter import Parameter
from ...common.tensor import Tensor
from . import crypto, wire
from . import safetensors_wire as st

__all__ = ["read_ckpt", "read_safetensors"]

_logger = logging.getLogger("mindspore")


_WINDOW = 1 << 16      # bytes read at a time for parsing headers
_CRC_CHUNK = 1 << 20   # bytes read at a time for a CRC over a range of the file (fits in L2)


def _shrank(path):
    return ValueError(f"Failed to read the checkpoint file {path}: it shrank while being read.")


class _InMemoryFile:
    """The ``_DiskFile`` interface over bytes in memory (a safetensors BytesIO, a decrypted checkpoint)."""

    def __init__(self, data, path):
        self.buf, self.path = data, path

    def read_into(self, dest, offset):
        dest[:] = np.frombuffer(self.buf, np.uint8, dest.size, offset)

    def crc(self, begin, end, value):
        return binascii.crc32(memoryview(self.buf)[begin:end], value)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


class _PreadBytes:
    """The bytes of an open file as the parsers index them (``len``, ``[i]``, ``[a:b]``), read with ``pread``
    through a small window. Unlike a memory map, a file that shrinks under it cannot fault (SIGBUS): a short read
    raises ValueError."""

    def __init__(self, fd, size, path):
        self.fd, self.size, self.path = fd, size, path
        self.start, self.window = 0, b""

    def __len__(self):
        return self.size

    def _pread(self, offset, n):
        data = os.pread(self.fd, n, offset)
        if len(data) != n:
            raise _shrank(self.path)
        return data

    def _load(self, offset):
        self.start, self.window = offset, self._pread(offset, min(_WINDOW, self.size - offset))

    def __getitem__(self, key):
        if key.__class__ is int:  # the parsers' varints index byte by byte: the fast path first
            i = key - self.start
            if not 0 <= i < len(self.window):
                if not 0 <= key < self.size:
                    raise IndexError(key)
                self._load(key)
                i = 0
            return self.window[i]
        begin, end, _ = key.indices(self.size)
        end = max(begin, end)
        if not self.start <= begin <= end <= self.start + len(self.window):
            if end - begin > _WINDOW:
                return self._pread(begin, end - begin)
            self._load(begin)
        return self.window[begin - self.start:end - self.start]


class _DiskFile:
    """A checkpoint file read with ``pread`` only: ``buf`` for parsing, ``read_into`` to copy tensor content
    straight into its destination, ``crc`` over a range. A file that changes while it is read gives ValueError
    (or, rewritten with the same bytes, a correct load), never a signal."""

    def __init__(self, path):
        self._f = open(path, "rb")
        self.path = path
        self.buf = _PreadBytes(self._f.fileno(), os.fstat(self._f.fileno()).st_size, path)

    def read_into(self, dest, offset):
        """Fill the uint8 array ``dest`` from the file's bytes at ``offset``."""
        view = memoryview(dest)
        while view.nbytes:
            got = os.preadv(self._f.fileno(), [view], offset)
            if got == 0:
                raise _shrank(self.path)
            view, offset = view[got:], offset + got

    def crc(self, begin, end, value):
        """CRC-32 of the file's bytes [begin, end), continuing ``value``."""
        chunk = np.empty(min(_CRC_CHUNK, end - begin), np.uint8)
        while begin < end:
            part = chunk[:min(chunk.size, end - begin)]
            self.read_into(part, begin)
            value = binascii.crc32(part, value)
            begin += part.size
        return value

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._f.close()


def _ckpt_body_end(file, crc_check):
    """End of the protobuf body: strips (and, with crc_check, verifies) the CRC trailer."""
    buf, path = file.buf, file.path
    size = len(buf)
    if size < wire.CRC_TRAILER_LEN or buf[size - wire.CRC_TRAILER_LEN:size - 10] != wire.CRC_MARK:
        if crc_check:
            _logger.warning("For 'load_checkpoint', the ckpt file do not contain the crc code, please check the file.")
        return size
    end = size - wire.CRC_TRAILER_LEN
    if crc_check and file.crc(0, end, 0) != int.from_bytes(buf[size - 10:size], "big"):
        raise ValueError(f"For 'load_checkpoint', the crc check is failed, please check whether the ckpt file "
                         f"{path} is damaged.")
    return end


def _byte_buffer(nbytes):
    """Uninitialised uint8 memory for tensor content (torch's allocator: on first use its fresh pages come about
    twice as fast as numpy's here, see bench/results/checkpoint.md)."""
    return torch.empty(nbytes, dtype=torch.uint8)


class _Assembler:
    """Joins the consecutive entries of one name (MindSpore's split layout) into one preallocated tensor."""

    def __init__(self, file, end):
        self.file, self.end, self.path = file, end, file.path
        self.entry, self.dest, self.view, self.filled = None, None, None, 0

    def fail(self, what):
        raise ValueError(f"Failed to read the checkpoint file {self.path}: entry '{self.entry.name}' {what}.")

    def _expected_bytes(self, entry):
        if entry.type_name == wire.STR_TYPE:
            return None
        if entry.type_name not in wire.TORCH_TYPES:
            self.fail(f"has the unknown type {entry.type_name!r}")
        numel = wire.numel(entry.dims or [])
        if numel is None:
            self.fail(f"has impossible dims {entry.dims}")
        return numel * wire.TORCH_TYPES[entry.type_name].itemsize

    def start(self, entry):
        self.entry, self.filled = entry, 0
        total = self._expected_bytes(entry)
        if total is None:
            total = entry.end - entry.start
        elif entry.dims == [0] and entry.end > entry.start:
            # MindSpore reads dims [0] as a scalar; with empty content msbridge keeps the honest shape (0,).
            total = wire.TORCH_TYPES[entry.type_name].itemsize
        if total > self.end - entry.start:
            self.fail(f"needs {total} bytes for dims {entry.dims}, more than the {self.end - entry.start} bytes "
                      "left in the file")
        self.dest = _byte_buffer(total)
        self.view = self.dest.numpy()
        self.add(entry)

    def add(self, entry):
        if entry is not self.entry and (entry.dims != self.entry.dims or entry.type_name != self.entry.type_name):
            self.fail("is split into slices whose dims or types differ")
        n = entry.end - entry.start
        if self.filled + n > self.view.size:
            self.fail(f"holds more content than its dims {self.entry.dims} allow ({self.view.size} bytes)")
        self.file.read_into(self.view[self.filled:self.filled + n], entry.start)
        self.filled += n

    def finish(self):
        entry = self.entry
        if self.filled != self.view.size:
            self.fail(f"holds {self.filled} content bytes but its dims {entry.dims} and type {entry.type_name} "
                      f"need {self.view.size}")
        if entry.type_name == wire.STR_TYPE:
            return self._text()
        dims = [] if entry.dims is None or (entry.dims == [0] and self.view.size) else entry.dims
        data = self.dest.view(wire.TORCH_TYPES[entry.type_name]).reshape(dims)
        return Parameter(Tensor.from_torch(data), name=entry.name)

    def _text(self):
        if self.view.size == 0 or self.view.size % 4:
            self.fail(f"is a str of {self.view.size} bytes, not a whole number of UTF-32 code units")
        try:
            return self.view.tobytes().decode("utf-32-le").rstrip("\0")
        except UnicodeDecodeError:
            self.fail("is a str that is not valid UTF-32")


def _open_ckpt(path, dec_key, dec_mode):
    """The file to parse: read from disk, or decrypted into memory when a key is given."""
    if dec_key is None:
        return _DiskFile(path)
    with open(path, "rb") as f:
        return _InMemoryFile(crypto.decrypt(f.read(), dec_key, dec_mode, path), path)


def read_ckpt(path, keep, crc_check, dec_key, dec_mode):
    """{name: Parameter or str} of the .ckpt at ``path`` (decrypted with ``dec_key``), the entries whose names
    ``keep(name)`` accepts; split entries are joined. A decrypted file that does not parse was opened with a wrong
    key: MindSpore's wrong-key error, as when decryption itself fails."""
    try:
        return _read_entries(path, keep, crc_check, dec_key, dec_mode)
    except ValueError as exc:
        if dec_key is None:
            raise
        raise crypto.wrong_key(path) from exc


def _read_entries(path, keep, crc_check, dec_key, dec_mode):
    params = {}
    with _open_ckpt(path, dec_key, dec_mode) as file:
        end = _ckpt_body_end(file, crc_check)
        assembler = _Assembler(file, end)
        current = None
        for entry in wire.parse_entries(file.buf, end, path):
            if not keep(entry.name):
                continue
            if current is not None and entry.name == current:
                assembler.add(entry)
                continue
            if current is not None:
                params[current] = assembler.finish()
            assembler.start(entry)
            current = entry.name
        if current is not None:
            params[current] = assembler.finish()
    return params


def read_safetensors(source, choice_func, crc_check, remove_redundancy):
    """({name: Parameter}, remove_redundancy as the file's metadata corrects it) of a safetensors path or BytesIO."""
    in_memory = isinstance(source, io.BytesIO)
    with _InMemoryFile(source.getvalue(), "<BytesIO>") if in_memory else _DiskFile(source) as file:
        path = file.path
        metadata, tensors, data_start = st.parse_header(file.buf, len(file.buf), path)
        params, crc = {}, 0
        for name in sorted(tensors):
            dtype, shape, begin, end = tensors[name]
            begin, end = data_start + begin, data_start + end
            raw = None
            if choice_func is None or choice_func(name):
                raw = _byte_buffer(end - begin)
                file.read_into(raw.numpy(), begin)
                params[name] = Parameter(Tensor.from_torch(raw.view(dtype).reshape(shape)))
            if crc_check:  # over the bytes just read, or (an entry left out) read for the CRC alone
                crc = binascii.crc32(name.encode("utf-8"), crc)
                crc = binascii.crc32(raw.numpy(), crc) if raw is not None else file.crc(begin, end, crc)
    flag = (metadata or {}).get("remove_redundancy")
    if flag == "True" and not remove_redundancy:
        _logger.warning("For 'load_checkpoint', the safetensors file is deduplicated, "
                        "but remove_redundancy is set to False.")
        remove_redundancy = True
    elif flag == "False" and remove_redundancy:
        _logger.warning("For 'load_checkpoint', the safetensors file is non-deduplicated, "
                        "but remove_redundancy is set to True.")
        remove_redundancy = False
    if crc_check:
        if metadata is None or metadata.get("crc_num") is None:
            _logger.warning("For 'load_checkpoint', the safetensors file do not contain the crc code, "
                            "please check the file.")
        elif str(crc) != metadata["crc_num"]:
            raise ValueError(f"For 'load_checkpoint', the crc check has failed. Please check whether the file {path} "
                             "is damaged.")
    return params, remove_redundancy
