"""mindspore.dataset.TFRecordDataset: columns, dtypes, shapes, sizes and row order of small TFRecord files of
``tf.train.Example`` records (no schema, Schema objects and schema files, columns_list, num_samples, shards with and
without shard_equal_rows, 1 and 2 reader workers, GZIP/ZLIB) and its errors.
Recorded from MindSpore 2.10 by record_dataset_tfrecord.py and replayed on msbridge by tests/test_dataset_tfrecord.py.
The files are written here byte by byte (neither side has TensorFlow or protobuf).

Case code sees ``ds``, ``ms``, ``np``, ``rows`` (one epoch: [dtype, shape, values] per column), ``summary``,
``tfr(name)`` (a file path), ``schema(columns)`` (a Schema from [name, type, shape] lists) and ``missing``.
"""
import gzip
import importlib
import json
import os
import struct
import zlib

import numpy as np

from cases_dataset import _TMP, as_json


def _crc32c(data):
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 * (crc & 1))
    crc ^= 0xFFFFFFFF
    return ((((crc >> 15) | (crc << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


def _varint(n):
    n &= (1 << 64) - 1
    out = bytearray()
    while n >= 0x80:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    return bytes(out + bytes([n]))


def _field(number, payload):
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _feature(kind, values):
    if kind == "bytes":
        return _field(1, b"".join(_field(1, v if isinstance(v, bytes) else v.encode()) for v in values))
    if kind == "float":
        return _field(2, _field(1, struct.pack(f"<{len(values)}f", *values)))
    if kind == "int64_unpacked":
        return _field(3, b"".join(_varint(1 << 3) + _varint(v) for v in values))
    return _field(3, _field(1, b"".join(_varint(v) for v in values)))


def _example(features):
    return _field(1, b"".join(_field(1, _field(1, k.encode()) + _field(2, _feature(*v))) for k, v in features.items()))


def tfrecord_bytes(examples):
    """A TFRecord file's bytes: each example framed by its length and masked CRC-32Cs."""
    out = b""
    for e in examples:
        data, n = _example(e), struct.pack("<Q", len(_example(e)))
        out += n + struct.pack("<I", _crc32c(n)) + data + struct.pack("<I", _crc32c(data))
    return out


def _rows_a(i):
    return {"img": ("bytes", [b"ab\x00c"]), "lab": ("int64", [i]), "f": ("float", [0.5 * i, 1.5]),
            "s": ("bytes", [f"x{i}", "yy"])}


def _rows_b(i):
    return {"img": ("bytes", [b"B"]), "lab": ("int64", [100 + i]), "f": ("float", [9.0, 1.0]),
            "s": ("bytes", ["b", "c"])}


_FILES = {
    "a": [_rows_a(i) for i in range(5)],
    "b": [_rows_b(i) for i in range(3)],
    "c": [{"img": ("bytes", [b"C", b"D"]), "lab": ("int64_unpacked", [200 + i]), "f": ("float", [-1.0, 2.0]),
           "s": ("bytes", ["z"])} for i in range(2)],
    "nums": [{"k": ("int64", [-3, 2 ** 40]), "g": ("float", [1.25, -7.5])},
             {"k": ("int64", [5]), "g": ("float", [0.5])}],
    "gaps": [{"x": ("int64", [1])}, {"y": ("int64", [2])}],
    "ragged": [{"v": ("bytes", [b"abc", b"d"])}, {"v": ("bytes", [b"d", b"abc", b"ef"])}, {"v": ("bytes", [])},
               {"v": ("bytes", [b""])}],
    "empty_value": [{"v": ("bytes", [b"x", b""])}],
}
_COMPRESS = {"GZIP": gzip.compress, "ZLIB": zlib.compress}


def tfr(name):
    """The path of one of the files above: ``name`` or ``name.GZIP``/``name.ZLIB`` (compressed)."""
    folder = os.path.join(_TMP, "tfrecord")
    path = os.path.join(folder, name + ".tfrecord")
    if not os.path.isfile(path):
        os.makedirs(folder, exist_ok=True)
        stem, _, comp = name.partition(".")
        data = tfrecord_bytes(_FILES[stem])
        with open(path, "wb") as f:
            f.write(_COMPRESS[comp](data) if comp else data)
        with open(os.path.join(folder, "schema.json"), "w") as f:
            json.dump({"columns": {"lab": {"type": "int64", "rank": 1, "shape": [1]}, "s": {"type": "string",
                                                                                            "rank": 1}},
                       "numRows": 2}, f)
    return path


def namespace(ms):
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def rows(dataset):
        return [[[x.dtype.str, list(x.shape), x.tolist()] for x in r]
                for r in dataset.create_tuple_iterator(output_numpy=True)]

    def summary(dataset):
        return [dataset.get_col_names(), dataset.get_dataset_size(), rows(dataset)]

    def schema(columns):
        s = ds.Schema()
        for column in columns:
            s.add_column(*column)
        return s

    return {"ds": ds, "ms": ms, "np": np, "rows": rows, "summary": summary, "tfr": tfr, "schema": schema,
            "missing": os.path.join(_TMP, "tfrecord", "nothere.tfrecord")}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


_AB = "[tfr('a'), tfr('b')]"
_ABC = "[tfr('a'), tfr('b'), tfr('c')]"
_F = "shuffle=False"


def _labels(d):
    return f"[r[2][2] for r in rows({d})]"


VALUES = {
    "one_file": f"summary(ds.TFRecordDataset(tfr('a'), {_F}))",
    "two_files_w2": f"summary(ds.TFRecordDataset({_AB}, {_F}, num_parallel_workers=2))",
    "two_files_w1": f"summary(ds.TFRecordDataset({_AB}, {_F}, num_parallel_workers=1))",
    "three_files_w2": f"summary(ds.TFRecordDataset({_ABC}, {_F}, num_parallel_workers=2))",
    "unpacked_and_multi_bytes": f"summary(ds.TFRecordDataset(tfr('c'), {_F}))",
    "columns_list": f"summary(ds.TFRecordDataset(tfr('b'), columns_list=['lab', 's'], {_F}))",
    "columns_list_order": f"summary(ds.TFRecordDataset(tfr('b'), columns_list=['s', 'img', 'lab'], {_F}))",
    "schema": f"summary(ds.TFRecordDataset(tfr('b'), schema=schema([['lab', ms.int64, [1]], ['f', ms.float32, [2]], "
              f"['s', ms.string, [2]], ['img', ms.uint8]]), {_F}))",
    "schema_casts": f"summary(ds.TFRecordDataset(tfr('b'), schema=schema([['lab', ms.int32], ['f', ms.float64], "
                    f"['s', ms.string], ['img', ms.string]]), {_F}))",
    "schema_int_as_float": f"rows(ds.TFRecordDataset(tfr('b'), schema=schema([['lab', ms.float32]]), {_F}))",
    "schema_float_as_int": f"rows(ds.TFRecordDataset(tfr('nums'), schema=schema([['g', ms.int64]]), {_F}))",
    "schema_reshape": f"rows(ds.TFRecordDataset(tfr('b'), schema=schema([['f', ms.float32, [1, 2]]]), {_F}))",
    "schema_free_dim": f"rows(ds.TFRecordDataset(tfr('b'), schema=schema([['f', ms.float32, [-1]]]), {_F}))",
    "schema_scalar": f"rows(ds.TFRecordDataset(tfr('a'), schema=schema([['lab', 'int64', []]]), num_samples=2, {_F}))",
    "schema_columns_list": f"summary(ds.TFRecordDataset(tfr('b'), schema=schema([['lab', ms.int64], "
                           f"['f', ms.float32]]), columns_list=['f'], {_F}))",
    "schema_file": f"summary(ds.TFRecordDataset(tfr('a'), schema=tfr('a')[:-len('a.tfrecord')] + 'schema.json', {_F}))",
    "schema_file_num_samples": f"summary(ds.TFRecordDataset(tfr('a'), schema=tfr('a')[:-len('a.tfrecord')] + "
                               f"'schema.json', num_samples=4, {_F}))",
    "num_samples": _labels(f"ds.TFRecordDataset({_AB}, num_samples=6, {_F}, num_parallel_workers=2)"),
    "num_samples_size": f"[ds.TFRecordDataset({_AB}, num_samples=n).get_dataset_size() for n in (3, 30)]",
    "shards2": f"[[{_labels('d')}, d.get_dataset_size()] for d in [ds.TFRecordDataset({_AB}, num_shards=2, "
               f"shard_id=i, {_F}) for i in range(2)]]",
    "shards2_three_files": f"[[{_labels('d')}, d.get_dataset_size()] for d in [ds.TFRecordDataset({_ABC}, "
                           f"num_shards=2, shard_id=i, {_F}) for i in range(2)]]",
    "shards_equal_rows2": f"[[{_labels('d')}, d.get_dataset_size()] for d in [ds.TFRecordDataset({_AB}, num_shards=2, "
                          f"shard_id=i, shard_equal_rows=True, {_F}, num_parallel_workers=1) for i in range(2)]]",
    "shards_equal_rows3": f"[[{_labels('d')}, d.get_dataset_size()] for d in [ds.TFRecordDataset({_AB}, num_shards=3, "
                          f"shard_id=i, shard_equal_rows=True, {_F}) for i in range(3)]]",
    "shuffle_files_rows": f"sorted({_labels(f'ds.TFRecordDataset({_AB}, shuffle=ds.Shuffle.FILES)')})",
    "shuffle_rows": f"sorted({_labels(f'ds.TFRecordDataset({_ABC})')})",
    "gzip": f"summary(ds.TFRecordDataset(tfr('nums.GZIP'), compression_type='GZIP', {_F}))",
    "zlib": f"summary(ds.TFRecordDataset(tfr('nums.ZLIB'), compression_type='ZLIB', {_F}))",
    "gzip_num_samples": f"rows(ds.TFRecordDataset(tfr('nums.GZIP'), compression_type='GZIP', num_samples=1, {_F}))",
    "plain_as_gzip": f"rows(ds.TFRecordDataset(tfr('nums'), compression_type='GZIP', {_F}))",
    "bytes_padded": f"rows(ds.TFRecordDataset(tfr('ragged'), num_samples=3, {_F}))",
    "bytes_uint8_joined": f"rows(ds.TFRecordDataset(tfr('ragged'), schema=schema([['v', 'uint8']]), num_samples=3, "
                          f"{_F}))",
    "bytes_string_empty_value": f"rows(ds.TFRecordDataset(tfr('empty_value'), schema=schema([['v', 'string']]), {_F}))",
    "bytes_empty_value_padded": f"rows(ds.TFRecordDataset(tfr('empty_value'), {_F}))",
    "compression_none": f"rows(ds.TFRecordDataset(tfr('nums'), compression_type=None, {_F}))",
}
VALUES.update({f"schema_{t}": f"rows(ds.TFRecordDataset(tfr('nums'), schema=schema([['k', '{t}']]), {_F}))"
               for t in ("int8", "int16", "uint16", "uint32", "uint64", "bool", "float64")})

ERRORS = {
    "missing": "ds.TFRecordDataset(missing)",
    "compression_type": f"ds.TFRecordDataset({_AB}, compression_type='BZ2')",
    "shuffle": f"ds.TFRecordDataset({_AB}, shuffle=3)",
    "schema_type": f"ds.TFRecordDataset({_AB}, schema=3)",
    "columns_list_type": f"ds.TFRecordDataset({_AB}, columns_list='lab')",
    "columns_list_unknown": f"rows(ds.TFRecordDataset({_AB}, columns_list=['zz'], {_F}))",
    "num_samples": f"ds.TFRecordDataset({_AB}, num_samples=-1)",
    "shard_alone": f"ds.TFRecordDataset({_AB}, num_shards=2)",
    "shard_id": f"ds.TFRecordDataset({_AB}, num_shards=2, shard_id=2)",
    "shard_equal_rows_type": f"ds.TFRecordDataset({_AB}, shard_equal_rows=1)",
    "fewer_files_than_shards": f"rows(ds.TFRecordDataset({_AB}, num_shards=3, shard_id=0, {_F}))",
    "schema_shape": f"rows(ds.TFRecordDataset(tfr('b'), schema=schema([['lab', ms.int64, [2]]]), {_F}))",
    "schema_missing_feature": f"rows(ds.TFRecordDataset(tfr('b'), schema=schema([['nope', ms.float32]]), {_F}))",
    "schema_bytes_as_int": f"rows(ds.TFRecordDataset(tfr('a'), schema=schema([['img', 'int32']]), {_F}))",
    "schema_int_as_string": f"rows(ds.TFRecordDataset(tfr('a'), schema=schema([['lab', 'string']]), {_F}))",
    "feature_missing_later": f"rows(ds.TFRecordDataset(tfr('gaps'), {_F}))",
    "bytes_only_empty_value": f"rows(ds.TFRecordDataset(tfr('ragged'), {_F}))",
    "bytes_uint8_empty_value": f"rows(ds.TFRecordDataset(tfr('empty_value'), schema=schema([['v', 'uint8']]), {_F}))",
    "gzip_read_plain": f"rows(ds.TFRecordDataset(tfr('nums.GZIP'), {_F}))",
    "not_tfrecord": f"rows(ds.TFRecordDataset(tfr('a')[:-len('a.tfrecord')] + 'schema.json', {_F}))",
}

SAME_MESSAGE = {"compression_type", "shuffle", "schema_type", "columns_list_type", "num_samples",
                "shard_alone", "shard_id", "shard_equal_rows_type"}

__all__ = ["VALUES", "ERRORS", "SAME_MESSAGE", "run", "as_json", "tfrecord_bytes"]
