"""``mindspore.train.serialization``: MindSpore's own checkpoint files (``.ckpt`` and safetensors), read and written
byte for byte as MindSpore 2.10 does, with torch tensors underneath. Loading parses bytes only and never runs code.
"""
import binascii
import io
import logging
import mmap
import multiprocessing
import os
import re
import threading
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import torch

from .. import nn
from .._checkparam import check_bool, check_isinstance
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from . import _ckpt_crypto as _crypto
from . import _ckpt_wire as wire
from . import _safetensors_wire as st
from ._atomic_file import atomic_writer

__all__ = ["save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async",
           "async_ckpt_thread_status", "ckpt_to_safetensors", "safetensors_to_ckpt"]

_logger = logging.getLogger("mindspore")
_FORMATS = ("ckpt", "safetensors")
_ASYNC_THREAD_NAME = "asyn_save_ckpt"
_SAVE_LOCK = threading.RLock()


# --- argument checks (MindSpore's messages) -----------------------------------------------------------------------
def _check_safetensors_defaults(api, format, **values):
    """safetensors files carry no encryption: the arguments must keep their defaults."""
    if format != "safetensors":
        return
    defaults = {"enc_key": None, "dec_key": None, "enc_mode": "AES-GCM", "dec_mode": "AES-GCM",
                "map_param_inc": False, "global_step_num": None}
    for name, value in values.items():
        if value != defaults[name]:
            raise ValueError(f"For '{api}', when format is 'safetensors', the parameter '{name}' must be set to "
                             f"default value '{defaults[name]}', but got '{value}'.")


# --- save ---------------------------------------------------------------------------------------------------------
def _save_file_name(save_obj, ckpt_file_name, format):
    if format not in _FORMATS:
        raise ValueError(f"For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got {format}.")
    if not isinstance(save_obj, (nn.Cell, list, dict)):
        raise TypeError("For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, "
                        f"but got {type(save_obj)}.")
    if not isinstance(ckpt_file_name, str):
        raise TypeError(f"For 'save_checkpoint', the parameter {ckpt_file_name} for checkpoint file name is invalid,"
                        f"'ckpt_file_name' must be string, but got {type(ckpt_file_name)}.")
    path = os.path.realpath(ckpt_file_name)
    if os.path.isdir(path):
        raise IsADirectoryError(f"For 'save_checkpoint', the parameter `ckpt_file_name`: {path} is a directory, "
                                "it must be a file name.")
    return path if path.endswith(format) else f"{path}.{format}"


def _check_async_save(async_save):
    if not isinstance(async_save, (bool, str)):
        raise TypeError(f"For 'save_checkpoint', the parameter 'async_save' must be bool or str, "
                        f"but got {type(async_save)}.")
    if isinstance(async_save, str) and async_save not in ("process", "thread"):
        raise ValueError("For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',"
                         f"but got {async_save}.")
    return async_save


def _check_append_dict(append_dict):
    if append_dict is None:
        return {}
    if not isinstance(append_dict, dict):
        raise TypeError(f"For 'save_checkpoint', the argument 'append_dict' must be dict, but got "
                        f"{type(append_dict)}.")
    for key, value in append_dict.items():
        if not isinstance(key, str) or not isinstance(value, (int, float, bool, str, Tensor)):
            raise TypeError("For 'save_checkpoint', the type of dict 'append_info' must be key: string, "
                            f"value: int, float, bool or Generator, but got key: {type(key)}, value: {type(value)}")
    return {k: v for k, v in append_dict.items() if k != "__exception_save__"}


def _items_from_list(save_obj, choice_func):
    items = []
    if save_obj and isinstance(save_obj[0], dict):
        for entry in save_obj:
            if not (isinstance(entry, dict) and "name" in entry and "data" in entry):
                raise TypeError("For save_checkpoint, save_obj should be a list of dict items, and the dict should "
                                f"have key values 'name' and 'value', but got {type(entry)} and {entry}.")
            if not isinstance(entry["name"], str):
                raise TypeError("For save_checkpoint, when save_obj is a list of dict items, the name in dict "
                                f"should be string, but got {type(entry['name'])}.")
            if not isinstance(entry["data"], Tensor):
                raise TypeError("For save_checkpoint, when save_obj is a list of dict items, the data in dict "
                                f"should be parameter, but got {type(entry['data'])}.")
            if choice_func is None or choice_func(entry["name"]):
                items.append((entry["name"], entry["data"]))
        return items
    for param in save_obj:
        if not isinstance(param, Parameter):
            raise TypeError("For save_checkpoint, when save_obj is made up by list of Parameter,"
                            f"the param should be parameter, but got {type(param)}")
        if choice_func is None or choice_func(param.name):
            items.append((param.name, param))
    return items


def _items_from_dict(save_obj, choice_func):
    items = []
    for key, value in save_obj.items():
        if not isinstance(key, str) or not isinstance(value, (Tensor, np.ndarray, str)):
            raise TypeError("For save_checkpoint, when save_obj is made up by dict, the key should be str and"
                            "value should be Parameter, but got the type of key is "
                            f"{type(key)} and the type of value is {type(value)}")
        if choice_func is None or choice_func(key):
            items.append((key, Tensor(value) if isinstance(value, np.ndarray) else value))
    return items


def _items_to_save(save_obj, append_dict, choice_func):
    """(name, Tensor or str) pairs in MindSpore's order: the object's entries, then append_dict's."""
    if isinstance(save_obj, nn.Cell):
        items = [(p.name, p) for _, p in save_obj.parameters_and_names()
                 if choice_func is None or choice_func(p.name)]
    elif isinstance(save_obj, list):
        items = _items_from_list(save_obj, choice_func)
    else:
        items = _items_from_dict(save_obj, choice_func)
    for key, value in append_dict.items():
        items.append((key, value if isinstance(value, (str, Tensor)) else Tensor(value)))
    return items


def _tensor_bytes(tensor, snapshot):
    """A tensor's raw bytes as a flat uint8 numpy array (a copy when ``snapshot``, for asynchronous saves)."""
    t = tensor._t.detach()
    if t.numel() == 0:
        return np.empty(0, np.uint8)
    if t.device.type != "cpu" or not t.is_contiguous() or snapshot:
        t = t.to("cpu", copy=snapshot).contiguous()
    return t.reshape(-1).view(torch.uint8).numpy()


class _Record:
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


def _byte_slices(record, by_rows):
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
        slices = [(0, record.data.nbytes)] if record.type_name == wire.STR_TYPE else _byte_slices(record, by_rows)
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
    for block in _crypto.encrypt(plain.getbuffer(), enc_key, enc_mode):
        f.write(block)
    if crc_check:
        f.write(wire.CRC_MARK + bytes(10))


def _exec_save(path, records, format, by_rows, crc_check, remove_redundancy, enc_key, enc_mode):
    with _SAVE_LOCK:
        try:
            with atomic_writer(path) as f:
                if format == "ckpt" and enc_key is not None:
                    _write_encrypted_ckpt(f, records, by_rows, crc_check, enc_key, enc_mode)
                elif format == "ckpt":
                    _write_ckpt(f, records, by_rows, crc_check)
                else:
                    _write_safetensors(f, records, crc_check, remove_redundancy)
        except BaseException:
            _logger.critical("Failed to save the checkpoint file %s. Maybe don't have the permission to write files, "
                             "or the disk space is insufficient and so on.", path)
            raise


def _wait_async_save():
    for thread in threading.enumerate():
        if thread.name == _ASYNC_THREAD_NAME and thread is not threading.current_thread():
            thread.join()


def save_checkpoint(save_obj, ckpt_file_name, integrated_save=True, async_save=False, append_dict=None,
                    enc_key=None, enc_mode="AES-GCM", choice_func=None, crc_check=False, format="ckpt", **kwargs):
    """``mindspore.save_checkpoint``: MindSpore's protobuf .ckpt (or safetensors) from torch tensors' raw bytes."""
    path = _save_file_name(save_obj, ckpt_file_name, format)
    check_bool(integrated_save)
    async_save = _check_async_save(async_save)
    append_dict = _check_append_dict(append_dict)
    check_isinstance(enc_key, (type(None), bytes), "enc_key")
    check_isinstance(enc_mode, str, "enc_mode")
    check_isinstance(crc_check, bool, "crc_check")
    incremental = kwargs.get("incremental", False)
    global_step_num = kwargs.get("global_step_num", None)
    remove_redundancy = check_isinstance(kwargs.get("remove_redundancy", None),
                                         (type(None), bool), "remove_redundancy")
    _check_safetensors_defaults("save_checkpoint", format, enc_key=enc_key, enc_mode=enc_mode,
                                map_param_inc=incremental, global_step_num=global_step_num)
    if enc_key is not None:
        _crypto.check_encrypt_args(enc_key, enc_mode)
    if incremental:
        raise NotImplementedError("For 'save_checkpoint', the argument 'incremental' (MapParameter) is not supported "
                                  "by msbridge.")
    by_rows = bool(async_save)
    # Keyed by name as in MindSpore: a repeated name keeps its first position and its last value.
    items = dict(_items_to_save(save_obj, append_dict, choice_func))
    records = [_Record(name, value, snapshot=by_rows) for name, value in items.items()]
    args = (path, records, format, by_rows, crc_check, remove_redundancy, enc_key, enc_mode)
    if not async_save:
        _exec_save(*args)
        return
    _wait_async_save()
    threading.Thread(target=_exec_save, args=args, name=_ASYNC_THREAD_NAME).start()


def async_ckpt_thread_status():
    """``mindspore.async_ckpt_thread_status`` (deprecated): whether an asynchronous save is still running."""
    _logger.warning("The interface 'mindspore.async_ckpt_thread_status' is deprecated from version 2.5 "
                    "and will be removed in a future version.")
    return any(t.name == _ASYNC_THREAD_NAME for t in threading.enumerate())


# --- load ---------------------------------------------------------------------------------------------------------
def _check_prefix(prefix):
    if prefix is None:
        return None
    if not isinstance(prefix, (str, list, tuple)):
        raise TypeError("For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
                        f"list[string] or tuple[string], but got {type(prefix)}.")
    prefix = (prefix,) if isinstance(prefix, str) else tuple(prefix)
    if not prefix:
        raise ValueError("For 'load_checkpoint', the argument 'specify_prefix' or 'filter_prefix' can't be empty when"
                         " 'specify_prefix' or 'filter_prefix' is list or tuple.")
    for index, item in enumerate(prefix):
        if not isinstance(item, str):
            raise TypeError("For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, "
                            f"the element in it must be string, but got {type(item)} at index {index}.")
        if item == "":
            raise ValueError("For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' "
                             "can't include ''.")
    return prefix


def _load_file_name(file, format):
    if format not in _FORMATS:
        raise ValueError("For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', "
                         "please input the correct 'format'.")
    if isinstance(file, io.BytesIO):
        if format == "ckpt":
            raise TypeError("ckpt don't support BytesIO as input type, please change to safetensors.")
        return file
    if not isinstance(file, str):
        raise TypeError(f"For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got {type(file)}.")
    if not file.endswith(format):
        raise ValueError("For 'load_checkpoint', the checkpoint file format must same with 'format', but got "
                         f"file_name:'{file}', format:'{format}'")
    path = os.path.realpath(file)
    if not os.path.exists(path):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file: {path} does not exist, please check "
                         "whether the 'ckpt_file_name' is correct.")
    return path


def _selector(specify_prefix, filter_prefix, choice_func):
    """The name test of load_checkpoint: prefixes when given (deprecated), else choice_func."""
    if specify_prefix is None and filter_prefix is None:
        return choice_func or (lambda name: True)

    def keep(name):
        if specify_prefix and not name.startswith(specify_prefix):
            return False
        return not (filter_prefix and name.startswith(filter_prefix))
    return keep


class _InMemoryFile:
    """The ``_MappedFile`` interface over bytes in memory (a safetensors BytesIO, a decrypted checkpoint)."""

    def __init__(self, data, path):
        self.buf, self.path = data, path

    def read_into(self, dest, offset):
        dest[:] = np.frombuffer(self.buf, np.uint8, dest.size, offset)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


class _MappedFile:
    """A file opened for parsing through a read-only memory map (``buf``; b"" when empty) and for copying tensor
    content straight into its destination with ``read_into`` (one copy, no page faults on the map)."""

    def __init__(self, path):
        self._f = open(path, "rb")
        self.path = path
        size = os.fstat(self._f.fileno()).st_size
        self.buf = mmap.mmap(self._f.fileno(), 0, access=mmap.ACCESS_READ) if size else b""

    def read_into(self, dest, offset):
        """Fill the uint8 array ``dest`` from the file's bytes at ``offset``."""
        view = memoryview(dest)
        while view.nbytes:
            got = os.preadv(self._f.fileno(), [view], offset)
            if got == 0:
                raise ValueError(f"Failed to read the checkpoint file {self.path}: it shrank while being read.")
            view, offset = view[got:], offset + got

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if isinstance(self.buf, mmap.mmap):
            self.buf.close()
        self._f.close()


def _ckpt_body_end(buf, path, crc_check):
    """End of the protobuf body: strips (and, with crc_check, verifies) the CRC trailer."""
    size = len(buf)
    if size < wire.CRC_TRAILER_LEN or buf[size - wire.CRC_TRAILER_LEN:size - 10] != wire.CRC_MARK:
        if crc_check:
            _logger.warning("For 'load_checkpoint', the ckpt file do not contain the crc code, please check the file.")
        return size
    end = size - wire.CRC_TRAILER_LEN
    if crc_check and binascii.crc32(memoryview(buf)[:end]) != int.from_bytes(buf[size - 10:size], "big"):
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
    """The file to parse: mapped from disk, or decrypted into memory when a key is given."""
    if dec_key is None:
        return _MappedFile(path)
    with open(path, "rb") as f:
        return _InMemoryFile(_crypto.decrypt(f.read(), dec_key, dec_mode, path), path)


def _load_ckpt(path, keep, crc_check, dec_key, dec_mode):
    params = {}
    with _open_ckpt(path, dec_key, dec_mode) as file:
        end = _ckpt_body_end(file.buf, path, crc_check)
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


def _load_safetensors(source, choice_func, crc_check, remove_redundancy):
    in_memory = isinstance(source, io.BytesIO)
    with _InMemoryFile(source.getvalue(), "<BytesIO>") if in_memory else _MappedFile(source) as file:
        path = file.path
        metadata, tensors, data_start = st.parse_header(file.buf, len(file.buf), path)
        params, crc = {}, 0
        for name in sorted(tensors):
            dtype, shape, begin, end = tensors[name]
            if crc_check:
                crc = binascii.crc32(memoryview(file.buf)[data_start + begin:data_start + end],
                                     binascii.crc32(name.encode("utf-8"), crc))
            if choice_func is None or choice_func(name):
                raw = _byte_buffer(end - begin)
                file.read_into(raw.numpy(), data_start + begin)
                params[name] = Parameter(Tensor.from_torch(raw.view(dtype).reshape(shape)))
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


def load_checkpoint(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                    dec_mode="AES-GCM", specify_prefix=None, choice_func=None, crc_check=False,
                    remove_redundancy=False, format="ckpt"):
    """``mindspore.load_checkpoint``: {name: Parameter over a torch tensor} from a .ckpt/safetensors file, each
    entry validated and its bytes read once into the tensor (torch's loading step, for MindSpore's format)."""
    specify_prefix = _check_prefix(specify_prefix)
    filter_prefix = _check_prefix(filter_prefix)
    check_isinstance(dec_key, (type(None), bytes), "dec_key")
    check_isinstance(dec_mode, str, "dec_mode")
    check_isinstance(crc_check, bool, "crc_check")
    check_isinstance(remove_redundancy, bool, "remove_redundancy")
    _check_safetensors_defaults("load_checkpoint", format, dec_key=dec_key, dec_mode=dec_mode)
    path = _load_file_name(ckpt_file_name, format)
    if format == "safetensors":
        params, remove_redundancy = _load_safetensors(path, choice_func, crc_check, remove_redundancy)
    else:
        if specify_prefix:
            _logger.warning("For load_checkpoint, this parameter `specity_prefix` will be deprecated, "
                            "please use `choice_func` instead.")
        if filter_prefix:
            _logger.warning("For load_checkpoint, this parameter `filter_prefix` will be deprecated, "
                            "please use `choice_func` instead.")
        params = _load_ckpt(path, _selector(specify_prefix, filter_prefix, choice_func), crc_check, dec_key, dec_mode)
    if not params:
        raise ValueError("The loaded parameter dict is empty after filter or specify, please check whether "
                         "'filter_prefix' or 'specify_prefix' are set correctly.")
    if net is not None:
        load_param_into_net(net, params, strict_load, remove_redundancy)
    return params


class _ParamDictFuture:
    """The handle ``load_checkpoint_async`` returns: ``result()`` waits for the dict."""

    def __init__(self, executor, future):
        self._executor, self._future = executor, future

    def result(self):
        params = self._future.result()
        self._executor.shutdown()
        return params


def load_checkpoint_async(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None,
                          dec_mode="AES-GCM", specify_prefix=None, choice_func=None):
    """``mindspore.load_checkpoint_async``: load_checkpoint on a worker thread (concurrent.futures); ``.result()``
    gives the dict."""
    format = "safetensors" if ckpt_file_name.endswith(".safetensors") else "ckpt"
    executor = ThreadPoolExecutor(max_workers=2)
    future = executor.submit(load_checkpoint, ckpt_file_name, net, strict_load, filter_prefix, dec_key, dec_mode,
                             specify_prefix, choice_func, format=format)
    return _ParamDictFuture(executor, future)


# --- load_param_into_net --------------------------------------------------------------------------------------------
_FLOAT_TYPES = (torch.float16, torch.float32, torch.float64, torch.bfloat16)
_INT_TYPES = (torch.int8, torch.int16, torch.int32, torch.int64)


def _convertible(old, new, strict_load):
    pair = (old, new)
    return not strict_load and (all(t in _FLOAT_TYPES for t in pair) or all(t in _INT_TYPES for t in pair))


def _matching_source(param, new_param):
    """``new_param``'s torch data in ``param``'s shape; a file entry may carry extra trailing 1-dims (GE layouts)."""
    target, source = param._t, new_param._t
    if target.shape == source.shape:
        return source
    if source.dim() > target.dim() and all(d == 1 for d in source.shape[target.dim():]):
        return source.reshape(target.shape)
    _logger.critical("Failed to combine the net and the parameters for param %s.", param.name)
    raise RuntimeError(f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same shape "
                       f"as {param.name} in the argument 'parameter_dict'. But got its shape {param.shape} in"
                       f" the argument 'net' and shape {new_param.shape} in the argument 'parameter_dict'."
                       "May you need to check whether the checkpoint you loaded is correct or the batch size and "
                       "so on in the 'net' and 'parameter_dict' are same.")


def _load_one(param, new_param, strict_load):
    """Copy ``new_param`` into ``param`` by MindSpore's rules: shape first, then dtype (cast within float or int
    families unless ``strict_load``); ``set_data`` copies into the torch Parameter in place."""
    source = _matching_source(param, new_param)
    if param.dtype != new_param.dtype:
        if not _convertible(param._t.dtype, new_param._t.dtype, strict_load):
            _logger.critical("Failed to combine the net and the parameters for param %s.", param.name)
            raise RuntimeError(
                f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same type as "
                f"{param.name} in the argument 'parameter_dict'. but got its type {param.dtype} in the "
                f"argument 'net' and type {new_param.dtype} in the argument 'parameter_dict'."
                "May you need to check whether the checkpoint you loaded is correct.")
        _logger.warning(f"The type of {new_param.name}:{new_param.dtype} in 'parameter_dict' is different from "
                        f"the type of it in 'net':{param.dtype}, then the type convert from "
                        f"{new_param.dtype} to {param.dtype} in the network. May consume additional memory "
                        "and time")
    param.set_data(Tensor.from_torch(source.detach()))


def _check_load_param_into_net(net, parameter_dict):
    if not isinstance(net, nn.Cell):
        _logger.critical("Failed to combine the net and the parameters.")
        raise TypeError(f"For 'load_param_into_net', the argument 'net' should be a Cell, but got {type(net)}.")
    if not isinstance(parameter_dict, dict):
        _logger.critical("Failed to combine the net and the parameters.")
        raise TypeError("For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
                        f"but got {type(parameter_dict)}.")
    for key, value in parameter_dict.items():
        if not isinstance(key, str) or not isinstance(value, (Parameter, str, list)):
            _logger.critical("Load parameters into net failed.")
            raise TypeError("For 'parameter_dict', the element in the argument 'parameter_dict' should be a "
                            f"'str' and 'Parameter' , but got {type(key)} and {type(value)}.")


def _load_with_prefix(net, parameter_dict, param_not_load, strict_load):
    """MindSpore's second pass: find a prefix that, put before unloaded names, matches checkpoint keys."""
    prefix, longest = "", param_not_load[0]
    while prefix != longest and param_not_load:
        prefix = longest
        for net_name in param_not_load:
            for dict_name in parameter_dict:
                if dict_name.endswith(net_name):
                    prefix = dict_name[:-len(net_name)]
                    break
            if prefix != longest:
                break
        if prefix != longest:
            _logger.warning(f"For 'load_param_into_net', remove parameter prefix name: {prefix}, continue to load.")
            for _, param in net.parameters_and_names():
                key = prefix + param.name
                if param.name in param_not_load and key in parameter_dict:
                    _load_one(param, parameter_dict[key], strict_load)
                    param_not_load.remove(param.name)


def load_param_into_net(net, parameter_dict, strict_load=False, remove_redundancy=False):
    """``mindspore.load_param_into_net``: copy Parameters into ``net`` by name (torch ``copy_``); returns
    (net names not loaded, dict keys not loaded)."""
    _check_load_param_into_net(net, parameter_dict)
    check_bool(strict_load)
    check_isinstance(remove_redundancy, bool, "remove_redundancy")
    param_not_load, ckpt_not_load = [], list(parameter_dict)
    for _, param in net.parameters_and_names():
        if param.name in parameter_dict:
            new_param = parameter_dict[param.name]
            if not isinstance(new_param, Parameter):
                continue
            _load_one(param, new_param, strict_load)
            ckpt_not_load.remove(param.name)
        elif not param.name.startswith("accu_grads"):
            param_not_load.append(param.name)
    if param_not_load and not strict_load:
        _load_with_prefix(net, parameter_dict, param_not_load, strict_load)
    if remove_redundancy:
        raise TypeError("The deduplication feature for loading checkpoint can only be used "
                        "in parallel scenarios, but got stand_alone.")
    if param_not_load:
        _logger.warning(f"For 'load_param_into_net', {len(param_not_load)} parameters in the 'net' are not loaded, "
                        "because they are not in the 'parameter_dict', please check whether the network structure "
                        "is consistent when training and loading checkpoint.")
        _logger.warning(f"{param_not_load} are not loaded.")
    return param_not_load, ckpt_not_load


# --- format conversion ----------------------------------------------------------------------------------------------
def _convert_one(task):
    src, name_map, dst_dir, file_name, dst_format = task
    src_format = "ckpt" if dst_format == "safetensors" else "safetensors"
    params = load_checkpoint(src, format=src_format)
    if name_map is not None:
        params = {name_map.get(k, k): v for k, v in params.items()}
    dst_name = file_name.replace(f".{src_format}", f".{dst_format}")
    save_checkpoint(params, os.path.join(dst_dir, dst_name), format=dst_format)


def _rank_dir_tasks(file_path, save_path, file_name_regex, name_map, dst_format, api):
    src_suffix = ".ckpt" if dst_format == "safetensors" else ".safetensors"
    rank_dirs = [d for d in sorted(os.listdir(file_path))
                 if d.startswith("rank") and os.path.isdir(os.path.join(file_path, d))]
    if not rank_dirs:
        raise ValueError(f"For '{api}', no directories starting with 'rank' found in {file_path}.")
    tasks = []
    for rank_dir in rank_dirs:
        src_dir = os.path.join(file_path, rank_dir)
        dst_dir = os.path.join(save_path, rank_dir) if save_path is not None else src_dir
        os.makedirs(dst_dir, exist_ok=True)
        for name in sorted(os.listdir(src_dir)):
            if name.endswith(src_suffix) and (file_name_regex is None or re.search(file_name_regex, name)):
                tasks.append((os.path.join(src_dir, name), name_map, dst_dir, name, dst_format))
    return tasks


def _convert_files(file_path, save_path, name_map, file_name_regex, processes_num, dst_format, api):
    src_suffix = ".ckpt" if dst_format == "safetensors" else ".safetensors"
    is_dir, is_file = os.path.isdir(file_path), os.path.isfile(file_path)
    if not is_dir and not is_file:
        raise ValueError(f"For {api}, the input path must be a valid path or file, but got {file_path}")
    if save_path and os.path.splitext(save_path)[1]:
        raise ValueError(f"For {api}, the save_path must be a directory, but got '{save_path}'")
    if name_map is not None and not isinstance(name_map, dict):
        raise ValueError(f"For {api}, the type of 'name_map' must be a directory, but got '{type(name_map)}'")
    if is_dir:
        tasks = _rank_dir_tasks(file_path, save_path, file_name_regex, name_map, dst_format, api)
        if processes_num > 1:
            with multiprocessing.get_context("spawn").Pool(processes=processes_num) as pool:
                pool.map(_convert_one, tasks)
        else:
            for task in tasks:
                _convert_one(task)
        return
    if not file_path.endswith(src_suffix):
        raise ValueError(f"For {api}, the input file must be a {src_suffix} file, but got {file_path}")
    if file_name_regex is not None and not re.findall(file_name_regex, file_path):
        raise ValueError(f"For {api}, the input file does not match the regular expression.")
    if save_path and not os.path.exists(save_path):
        os.makedirs(save_path, exist_ok=True)
    dst_dir = save_path if save_path else os.path.dirname(file_path)
    _convert_one((file_path, name_map, dst_dir, os.path.basename(file_path), dst_format))


def ckpt_to_safetensors(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1):
    """``mindspore.ckpt_to_safetensors``: rewrite .ckpt files (one, or every rank*/ folder's) as safetensors."""
    _convert_files(file_path, save_path, name_map, file_name_regex, processes_num, "safetensors",
                   "ckpt_to_safetensors")


def safetensors_to_ckpt(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1):
    """``mindspore.safetensors_to_ckpt``: rewrite safetensors files (one, or every rank*/ folder's) as .ckpt."""
    _convert_files(file_path, save_path, name_map, file_name_regex, processes_num, "ckpt", "safetensors_to_ckpt")
