"""``mindspore.train.SummaryRecord``: MindSpore's summary event files, written by msbridge itself.

The file format is MindSpore's (what MindInsight reads): records of an 8-byte little-endian length, its masked
CRC-32C, the data and the data's masked CRC-32C; the data is a serialized ``mindspore.irpb.Event`` protobuf
message, encoded here by hand (no protobuf dependency). The first event holds the version
"MindSpore.Event:1", each ``record`` call one event with the step and the values added since the last one
(scalar, tensor, histogram, image), those of ``add_value`` then those the summary ops (``ops.ScalarSummary``...)
kept. Values are written when recorded (MindSpore packs them in worker processes).
"""
import logging
import os
import platform
import re
import stat
import struct
import time
from collections import defaultdict

import numpy as np

from .. import context
from .._checkparam import check_value_type
from .._record_format import frame
from ..common.tensor import Tensor
from ..communication.management import get_group_size, get_rank
from ..nn.cell import Cell
from ..ops.operations.summary_ops import take_summaries

__all__ = ["SummaryRecord"]

_logger = logging.getLogger("mindspore")
_VALUE_PLUGINS = ("scalar", "tensor", "image", "histogram")
_OTHER_PLUGINS = ("train_lineage", "eval_lineage", "dataset_graph", "custom_lineage_data", "graph", "LANDSCAPE")
_DATA_TYPES = {np.bool_: 1, np.int8: 2, np.int16: 3, np.int32: 4, np.int64: 5, np.uint8: 6, np.uint16: 7,
               np.uint32: 8, np.uint64: 9, np.float16: 10, np.float32: 11, np.float64: 12}
_NAME_PATTERN = r"^\w+[0-9a-zA-Z\_\.]*$"


# --- protobuf wire format (the fields of mindspore.irpb.Event that summaries use) -------------------------------
def _varint(value):
    value &= (1 << 64) - 1
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _key(field, wire):
    return _varint(field << 3 | wire)


def _int(field, value):
    return _key(field, 0) + _varint(int(value))


def _double(field, value):
    return _key(field, 1) + struct.pack("<d", value)


def _float(field, value):
    return _key(field, 5) + struct.pack("<f", value)


def _bytes(field, value):
    return _key(field, 2) + _varint(len(value)) + value


# --- the values ----------------------------------------------------------------------------------------------------
def _scalar(tag, value):
    return _float(3, next(value.flat).item())


def _tensor(tag, value):
    data_type = _DATA_TYPES.get(value.dtype.type)
    if data_type is None:
        raise TypeError("Transform numpy type failed in Summary, expect numpy type is one of ['np.bool_', 'np.int8', "
                        "'np.int16', 'np.int32', 'np.int64', 'np.uint8', 'np.uint16', 'np.uint32', 'np.uint64', "
                        "'np.float16', 'np.float32', 'np.float64'].")
    dims = b"".join(_int(1, d) for d in value.shape)
    floats = value.reshape(-1).astype(np.float32).astype("<f4").tobytes()
    return _bytes(8, dims + _int(2, data_type) + _bytes(3, floats))


def _histogram_bins(count):
    if not count:
        return 1
    if count <= 5:
        return 2
    if count <= 10:
        return 3
    return count // 10 + 1 if count <= 880 else 90


def _histogram(tag, value):
    masked = np.ma.masked_invalid(value)
    total, valid = value.size, int(masked.count())
    invalid = [int(np.count_nonzero(test(value))) if total > valid else 0
               for test in (np.isnan, np.isposinf, np.isneginf)]
    fields = b""
    tail = _int(2, invalid[0]) + _int(3, invalid[1]) + _int(4, invalid[2])
    if valid:
        floating = issubclass(value.dtype.type, np.floating)
        low = float(masked.min(fill_value=np.inf) if floating else masked.min())
        high = float(masked.max(fill_value=-np.inf) if floating else masked.max())
        tail += _double(5, high) + _double(6, low) + _double(7, float(masked.sum(dtype=np.float64)))
        first, last = (low, high) if low < high else (low - 0.5, high + 0.5)
        edges = np.linspace(first, last, _histogram_bins(valid) + 1, dtype=value.dtype)
        counts, edges = np.histogram(value, bins=edges)
        for count, left, right in zip(counts, edges, edges[1:]):
            fields += _bytes(1, _double(1, float(left)) + _double(2, float(right - left)) + _int(3, count))
    return _bytes(9, fields + tail + _int(8, total))


def _canvas(images, columns=8):
    """NCHW images (1 or 3 channels) side by side, ``columns`` a row, as one CHW image."""
    if images.shape[1] == 1:
        images = np.concatenate([images] * 3, 1)
    n, _, h, w = images.shape
    cols = min(n, columns)
    rows = -(-n // cols)
    canvas = np.zeros((3, h * rows, w * cols))
    for i in range(n):
        r, c = divmod(i, cols)
        canvas[:, r * h:(r + 1) * h, c * w:(c + 1) * w] = images[i]
    return canvas


def _image(tag, value):
    if value.ndim != 4 or value.shape[1] not in (1, 3):
        _logger.error(f"The dimension of Summary tensor should be 4 or second dimension should be 1 or 3, but got "
                      f"tag = {tag}, ndim = {value.ndim}, shape={value.shape}, which means Summary tensor is not "
                      "Image.")
        return None
    if 0 in value.shape:
        _logger.error(f"The tensor with shape({value.shape}) is not a valid image because the shape contains zero.")
        return None
    pixels = _canvas(value).transpose(1, 2, 0)
    high, low = np.max(pixels), np.min(pixels)
    scale, shift = 1, 0
    if value.dtype != np.uint8:
        if high <= 1 and low >= 0:
            scale = 255
        else:
            scale = 255 / (high - low + 1) if high != low else 1
            shift = low
    pixels = ((pixels.astype(np.float32) - shift) * scale).astype(np.uint8)
    import io
    from PIL import Image  # only for image summaries: PIL stays out of msbridge's import
    buffer = io.BytesIO()
    Image.fromarray(pixels).save(buffer, format="PNG")
    height, width, channels = pixels.shape
    return _bytes(4, _int(1, height) + _int(2, width) + _int(3, channels) + _bytes(4, buffer.getvalue()))


_PACKERS = {"scalar": _scalar, "tensor": _tensor, "image": _image, "histogram": _histogram}


def _summary_event(pool, step, wall_time):
    values = b""
    for plugin, entries in pool.items():
        for entry in entries:
            packed = _PACKERS[plugin](entry["tag"], entry["value"])
            if packed is not None:
                values += _bytes(1, _bytes(1, entry["tag"].encode()) + packed)
    return _double(1, wall_time) + _int(2, step) + _bytes(5, values)


# --- SummaryRecord ---------------------------------------------------------------------------------------------------
def _check_file_part(value):
    if re.match(_NAME_PATTERN, value, re.ASCII) is None:
        raise ValueError(f"The '{value}' is illegal, it must be match regular'{_NAME_PATTERN}' by flags're.ASCII.'")


def _event_file_name(prefix, suffix, time_second):
    device_id = get_rank() if get_group_size() > 1 else context.get_context("device_id")
    return f"{prefix}.out.events.summary.{time_second}.{device_id}.{platform.node()}{suffix}"


def _to_numpy(plugin, value):
    array = value.asnumpy().copy()
    if plugin == "scalar" and array.size != 1:
        raise ValueError(f'For "SummaryRecord", the v rank must be less than or equal to 1, but got {len(array)}.')
    if plugin == "image" and array.ndim != 4:
        raise ValueError('For "SummaryRecord", the tensor seems not to hold a valid image.')
    if plugin in ("tensor", "histogram") and array.ndim == 0:
        raise ValueError('For "SummaryRecord", the value should not be empty.')
    return array


class SummaryRecord:
    """``mindspore.train.SummaryRecord(log_dir, file_prefix='events', file_suffix='_MS', num_process=32,
    network=None, max_file_size=None, raise_exception=False, export_options=None)``: writes the values given to
    ``add_value`` ('scalar', 'tensor', 'histogram', 'image') into a MindSpore summary event file at each
    ``record(step)``. One instance at a time, as in MindSpore. Graphs are never written (with ``network``, each
    ``record`` warns "Failed to get proto for graph.", as MindSpore does in PyNative mode); lineage, landscapes,
    summary operators and ``export_options`` are not supported (docs/compat/train.md)."""

    count = 0

    def __init__(self, log_dir, file_prefix="events", file_suffix="_MS", num_process=32, network=None,
                 max_file_size=None, raise_exception=False, export_options=None):
        if SummaryRecord.count > 0:
            raise RuntimeError(f"For 'SummaryRecord', only one instance is supported in a training process, you are "
                               f"trying to create a new one when the existing instance number is "
                               f"{SummaryRecord.count}. Please check your scripts.")
        if not isinstance(log_dir, str) or not log_dir.strip():
            raise ValueError(f"The log_dir must be a non-empty string, but got {log_dir!r}.")
        if not isinstance(max_file_size, (int, type(None))):
            raise TypeError(f"For 'SummaryRecord', the 'max_file_size' should be int type, but got type "
                            f"{type(max_file_size)}")
        if not isinstance(file_prefix, str) or not isinstance(file_suffix, str):
            raise TypeError(f"For 'SummaryRecord', `file_prefix` and `file_suffix`  should be str, but got type "
                            f"{type(file_prefix)}")
        _check_file_part(file_prefix)
        _check_file_part(file_suffix)
        check_value_type(raise_exception, bool, "raise_exception")
        if export_options is not None:
            raise NotImplementedError("For 'SummaryRecord', 'export_options' is not supported by msbridge.")
        if max_file_size is not None and max_file_size < 0:
            _logger.warning(f"For 'SummaryRecord', the 'max_file_size' should be greater than 0. but got value "
                            f"{max_file_size}.")
            max_file_size = None
        directory = os.path.realpath(log_dir)
        os.makedirs(directory, mode=0o700, exist_ok=True)
        self.file_info = {"file_name": _event_file_name(file_prefix, file_suffix, str(int(time.time())))}
        self.file_info["file_path"] = os.path.join(directory, self.file_info["file_name"])
        self.network = network
        self._max_file_size = max_file_size
        self._raise_exception = raise_exception
        self._mode = "train"
        self._pool = defaultdict(list)
        self._file = None
        self._closed = False
        SummaryRecord.count += 1

    def __enter__(self):
        if self._closed:
            raise ValueError('For "SummaryRecord", SummaryRecord has been closed, please check if close() method is '
                             'called')
        return self

    def __exit__(self, *err):
        self.close()

    @property
    def log_dir(self):
        """The full path of the event file."""
        return self.file_info["file_path"]

    def set_mode(self, mode):
        """'train' or 'eval' (in MindSpore, eval skips the values of summary operators)."""
        if mode not in ("train", "eval"):
            raise ValueError(f'For "SummaryRecord.set_mode", {mode!r} is not a recognized mode, expect the parameter '
                             '"mode" is "train" or "eval"')
        self._mode = mode

    def add_value(self, plugin, name, value):
        """Keep ``value`` (a Tensor) under ``name`` for the next ``record``; a name added twice keeps both, with
        a warning, as MindSpore."""
        if plugin in _OTHER_PLUGINS:
            raise NotImplementedError(f"For 'SummaryRecord.add_value', the plugin {plugin!r} is not supported by "
                                      "msbridge.")
        if plugin not in _VALUE_PLUGINS:
            raise ValueError(f'For "SummaryRecord.add_value", no such "plugin" of {plugin!r} , expect value is one '
                             'of [tensor, scalar, image, histogram, train_lineage, eval_lineage, dataset_graph, '
                             'custom_lineage_data, graph, landscape]')
        if not name or not isinstance(name, str):
            raise ValueError(f'For "SummaryRecord", the parameter "name" type should be str, but got {type(name)}.')
        if not isinstance(value, Tensor):
            raise TypeError(f'For "SummaryRecord", the parameter "value" expect to be Tensor, but got '
                            f'{type(value).__name__}')
        array = _to_numpy(plugin, value)
        if name in {entry["tag"] for entry in self._pool[plugin]}:
            _logger.warning(f"For \"SummaryRecord.add_value\", {repr(f'{name}/{plugin}')} has duplicate values. "
                            "Only the newest one will be recorded.")
        self._pool[plugin].append({"tag": name, "value": array})

    def record(self, step, train_network=None, plugin_filter=None):
        """Write one event with ``step`` and the values added since the last call (``plugin_filter(plugin)``
        chooses plugins); returns False after ``close``."""
        check_value_type(step, int, "step")
        check_value_type(train_network, [Cell, type(None)], "train_network")
        if self._closed:
            _logger.error("For 'SummaryRecord', The record writer is closed, please check if close() method is "
                          "called")
            return False
        if self.network is not None:  # MindSpore's PyNative case: there is no compiled graph to write
            _logger.warning("Failed to get proto for graph.")
        for plugin, name, value in take_summaries():  # the summary ops' values, after those of add_value
            self.add_value(plugin, name, value)
        pool, self._pool = self._pool, defaultdict(list)
        if plugin_filter:
            pool = {plugin: entries for plugin, entries in pool.items() if plugin_filter(plugin)}
        if any(pool.values()):
            self._write(_summary_event(pool, step, time.time()))
        return True

    def _write(self, event):
        try:
            if self._file is None:
                with open(self.log_dir, "w"):
                    os.chmod(self.log_dir, stat.S_IWUSR | stat.S_IRUSR)
                self._file = open(self.log_dir, "ab")  # noqa: SIM115 - closed by close()
                self._write(_double(1, time.time()) + _bytes(3, b"MindSpore.Event:1"))
            data = frame(event)
            if self._max_file_size is not None:
                if self._max_file_size < len(data):
                    raise RuntimeWarning(f"'max_file_size' reached: There are {self._max_file_size} bytes remaining, "
                                         f"but the '{self.log_dir}' requires to write {len(data)} bytes.")
                self._max_file_size -= len(data)
            self._file.write(data)
        except OSError as exc:
            _logger.error(str(exc))
            if self._raise_exception:
                raise
        except RuntimeWarning as exc:
            _logger.warning(str(exc))

    def flush(self):
        """Write what is buffered to disk."""
        if self._closed:
            _logger.error("For 'SummaryRecord', the record writer is closed and can not flush, please check if "
                          "close() method is called")
        elif self._file is not None:
            self._file.flush()

    def close(self):
        """Flush and close the event file (read-only afterwards, as MindSpore leaves it)."""
        if not self._closed:
            if self._file is not None:
                self._file.close()
                os.chmod(self.log_dir, stat.S_IRUSR)
            self._closed = True
        SummaryRecord.count -= 1
