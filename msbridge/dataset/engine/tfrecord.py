"""``TFRecordDataset``: rows of TFRecord files of ``tf.train.Example`` records, read without TensorFlow or
protobuf (the few protobuf messages involved are decoded here by hand).

A TFRecord file is a sequence of records (``msbridge._record_format``: a length, its masked CRC-32C, the payload
and the payload's masked CRC-32C); ``compression_type`` GZIP/ZLIB compresses the whole file. A payload is an
``Example``: ``features`` (field 1) holding a map (field 1 entries of key 1, value 2) from names to ``Feature``s,
each a ``BytesList`` (1), ``FloatList`` (2) or ``Int64List`` (3) of repeated field 1.

As MindSpore 2.10 (tests/golden/cases_dataset_tfrecord.py): without a schema the columns are the first record's
features in name order (``columns_list`` picks some), int64 lists come as int64, float lists as float32 and bytes
lists as the uint8 array of their values, each padded with spaces to the longest, joined; a schema column casts
numbers to its type (numpy ``astype``), reads bytes as ``string`` (one str per value) or ``uint8`` (the values
joined) and reshapes to its shape (``-1`` free). Rows come in
the text sources' reader order (text_sources.interleave); shards take every ``num_shards``-th file, or with
``shard_equal_rows`` ``ceil(rows / num_shards)`` consecutive rows.
"""
import gzip
import struct
import zlib

import numpy as np

from ..._record_format import unframe
from . import _check, _errors
from .datasets import Shuffle
from .schema import Schema
from .text_sources import FileList

__all__ = ["TFRecordDataset"]

_KINDS = {1: "string", 2: "float32", 3: "int64"}


def _varint(buf, pos):
    """(value, next position) of the protobuf varint at ``pos`` (IndexError when truncated)."""
    value = 0
    for shift in range(0, 70, 7):
        byte = buf[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
    raise ValueError("varint longer than 10 bytes")


def _fields(buf):
    """(field number, wire type, value) of a protobuf message: ints for varints, bytes for the other types."""
    pos = 0
    while pos < len(buf):
        key, pos = _varint(buf, pos)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, pos = _varint(buf, pos)
        elif wire == 2:
            size, pos = _varint(buf, pos)
            value, pos = buf[pos:pos + size], pos + size
        elif wire in (1, 5):
            size = 8 if wire == 1 else 4
            value, pos = buf[pos:pos + size], pos + size
        else:
            raise ValueError(f"wire type {wire}")
        if pos > len(buf):
            raise ValueError("field past the end of its message")
        yield number, wire, value


def _values(kind, payload):
    """The values of a BytesList/FloatList/Int64List message (packed or not)."""
    out = []
    for _, wire, value in _fields(payload):
        if kind == "string":
            out.append(bytes(value))
        elif kind == "float32":
            out.extend(struct.unpack(f"<{len(value) // 4}f", value))
        elif wire == 0:
            out.append(value)
        else:
            pos = 0
            while pos < len(value):
                v, pos = _varint(value, pos)
                out.append(v)
    if kind == "int64":
        return [v - (1 << 64) if v >= 1 << 63 else v for v in out]
    return out


def parse_example(payload):
    """{feature name: (kind, values)} of a serialized ``tf.train.Example``."""
    features = {}
    for number, _, body in _fields(payload):
        if number != 1:
            continue
        for _, _, entry in _fields(body):
            name, feature = "", b""
            for key, _, value in _fields(entry):
                if key == 1:
                    name = bytes(value).decode("utf-8")
                elif key == 2:
                    feature = value
            kind, values = None, []
            for key, _, value in _fields(feature):
                kind, values = _KINDS.get(key), _values(_KINDS.get(key), value)
            features[name] = (kind, values)
    return features


def _decompress(data, compression):
    """The file's bytes as written before ``compression`` (a file that is not compressed is read as it is)."""
    try:
        if compression == "GZIP":
            return gzip.decompress(data)
        if compression == "ZLIB":
            return zlib.decompress(data)
    except (OSError, zlib.error, EOFError):
        return data
    return data


class TFRecordDataset(FileList):
    """``TFRecordDataset(dataset_files, schema=None, columns_list=None, num_samples=None,
    num_parallel_workers=None, shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, shard_equal_rows=False,
    cache=None, compression_type=None)``: ``tf.train.Example`` rows of TFRecord files (module docstring)."""

    def __init__(self, dataset_files, schema=None, columns_list=None, num_samples=None, num_parallel_workers=None,
                 shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, shard_equal_rows=False, cache=None,
                 compression_type=None):
        self.schema = None if schema is None else schema if isinstance(schema, Schema) else Schema(schema)
        if columns_list is not None:
            _check.type_of(columns_list, "columns_list", (list,))
        self.columns_list = None if columns_list is None else _check.column_list(columns_list, "columns_list")
        _check.type_of(shard_equal_rows, "shard_equal_rows", (bool,))
        compression_type = "" if compression_type is None else compression_type
        if compression_type not in ("", "ZLIB", "GZIP"):
            raise ValueError("Input compression_type can only be either '' (no compression), 'ZLIB', or 'GZIP', "
                             f"but got '{compression_type}'.")
        self.shard_equal_rows, self.compression_type = shard_equal_rows, compression_type
        if num_samples is None and self.schema is not None:
            num_samples = Schema.get_num_rows(self.schema) or None
        super().__init__(dataset_files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _paths(self):
        if self.num_shards and not self.shard_equal_rows:
            if len(self.dataset_files) < self.num_shards:
                raise _errors.pipeline_error(
                    self, "Invalid file, numbers of tfrecord file should not less than num_shards when "
                          f"shard_equal_rows is false, but got numbers of tfrecord file: {len(self.dataset_files)}, "
                          f"num_shards: {self.num_shards}")
            return self.dataset_files[self.shard_id::self.num_shards]
        return self.dataset_files

    def _row_shard(self):
        return (self.num_shards, self.shard_id) if self.shard_equal_rows else (None, None)

    def _examples(self):
        """The parsed examples of each file in ``_paths()`` order."""
        files, bad = [], []
        for path in self._paths():
            try:
                with open(path, "rb") as f:
                    files.append([parse_example(r) for r in unframe(_decompress(f.read(),
                                                                                        self.compression_type))])
            except (OSError, ValueError, IndexError, struct.error):
                bad.append(path)
        if bad:
            raise _errors.pipeline_error(self, "Invalid file. The following files either cannot be opened, or are "
                                               "not valid TFRecordDataset files:\n    " + "\n    ".join(bad))
        return files

    def _specs(self, first):
        """[(name, schema column or None)] of the output columns, given the first example."""
        if self.schema is not None:
            specs = [(c["name"], c) for c in self.schema._columns]
            if self.columns_list is not None:
                specs = [s for s in specs if s[0] in self.columns_list]
            return specs
        if self.columns_list is None:
            return [(name, None) for name in sorted(first)]
        for name in self.columns_list:
            if name not in first:
                raise _errors.pipeline_error(self, f"Invalid columns_list, tfrecord file failed to find column "
                                                   f"name: {name}")
        return [(name, None) for name in self.columns_list]

    def _columns(self):
        if self.schema is not None:
            return [name for name, _ in self._specs(None)]
        self._arrays()
        return [name for name, _ in self._column_specs]

    def _load(self):
        """Each file's examples, turned into columns row by row as they are read (``_row_arrays``)."""
        files = self._examples()
        self._column_specs = self._specs(next((examples[0] for examples in files if examples), {}))
        return files

    def _row_arrays(self, row):
        return [self._column(row, name, spec) for name, spec in self._column_specs]

    def _column(self, example, name, spec):
        """One feature of an example as MindSpore's column (module docstring)."""
        if name not in example:
            if spec is None:
                raise _errors.pipeline_error(self, f"Invalid columns_list, column name: {name} does not exist in "
                                                   "tfrecord file, check tfrecord files.", column=name)
            raise _errors.pipeline_error(self, f"Feature name: {name} is required in schema but could not be found "
                                               "in tfrecord file.", column=name)
        kind, values = example[name]
        if spec is None:
            return self._padded_bytes(values, name) if kind == "string" else np.array(values, kind)
        want = spec["type"]
        if (kind == "string") != (want in ("string", "uint8")):
            raise _errors.pipeline_error(self, f"Invalid data, column type in tf record file must be uint8, "
                                               f"int64 or float32. The data type from the example for feature name: "
                                               f"{name} does not match the predefined type in schema, the actual "
                                               f"type: {'string' if kind == 'string' else kind}, but the predefined "
                                               f"type: {want}", column=name)
        if kind == "string" and want == "string":
            value = np.array([v.decode("utf-8") for v in values])
        elif kind == "string":
            if b"" in values:
                raise _errors.pipeline_error(self, f"Invalid data, feature {name} holds an empty bytes value, which "
                                                   "cannot be read into a uint8 tensor.", column=name)
            value = np.frombuffer(b"".join(values), np.uint8)
        else:
            value = np.array(values, kind).astype(want)
        return self._shaped(value, spec, name)

    def _padded_bytes(self, values, name):
        """A bytes list without a schema: each value padded with spaces to the longest, joined, as uint8."""
        width = max((len(v) for v in values), default=0)
        if values and not width:
            raise _errors.pipeline_error(self, "memcpy_s failed when reading bytesList element into Tensor",
                                         column=name)
        return np.frombuffer(b"".join(v.ljust(width, b" ") for v in values), np.uint8)

    def _shaped(self, value, spec, name):
        """``value`` reshaped to a schema column's shape: none (or a rank above 0 without one) keeps it 1-D, ``[]`` is a
        scalar."""
        shape = spec["shape"]
        if shape is None or (not shape and spec.get("rank", 0)):
            return value
        known = int(np.prod([d for d in shape if d != -1]))
        if (-1 in shape and (known == 0 or value.size % known)) or (-1 not in shape and known != value.size):
            raise _errors.pipeline_error(self, f"Column shape of {name} defined in schema does not match the shape "
                                               "actually load.", column=name)
        return value.reshape(shape)
