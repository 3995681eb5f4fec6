"""mindspore.mindrecord and dataset.MindDataset cases, recorded from MindSpore 2.10 by record_mindrecord.py and
replayed on msbridge by tests/test_mindrecord.py.

``WRITES``: code writing a MindRecord file set with ``FileWriter`` (16 KB header, 32 KB pages, so the files stay
small) through ``write(...)``; recorded are the SHA-256 of every shard file, what ``FileReader`` and
``MindDataset`` read back, and the rows of the SQLite index. msbridge must write the same bytes and read the same
rows. ``mindrecord/mixed.mindrecord`` (+ ``.db``) is the file set MindSpore wrote for (``WRITES['mixed']``), committed
so msbridge's reader is also checked on MindSpore's own bytes. ``ERRORS``: exception type and first message line.
"""
import atexit
import hashlib
import importlib
import os
import shutil
import sqlite3
import tempfile

import numpy as np

from cases_dataset import as_json


_TMP = tempfile.mkdtemp(prefix="msbridge_mindrecord_cases_")
atexit.register(shutil.rmtree, _TMP, True)
HERE = os.path.dirname(os.path.abspath(__file__))
COMMITTED = os.path.join(HERE, "mindrecord", "mixed.mindrecord")

MIXED_SCHEMA = {"file_name": {"type": "string"}, "label": {"type": "int32"}, "data": {"type": "bytes"},
                "vec": {"type": "float32", "shape": [-1]}, "f64": {"type": "float64"}, "i64": {"type": "int64"},
                "mat": {"type": "int32", "shape": [2, 2]}}


def mixed_rows():
    return [{"file_name": "a.jpg", "label": 3, "data": b"\x01\x02\x03", "vec": np.array([1.5, 2.5], np.float32),
             "f64": 0.25, "i64": 1 << 40, "mat": np.arange(4, dtype=np.int32).reshape(2, 2)},
            {"file_name": "bb.jpg", "label": -1, "data": b"xyz!", "vec": np.array([3.0], np.float32), "f64": -1.0,
             "i64": 7, "mat": np.ones((2, 2), np.int32)},
            {"file_name": "ç.png", "label": 2 ** 31 - 1, "data": b"\x00",
             "vec": np.array([7.0, -0.5, 1e-3], np.float32), "f64": 0.1,
             "i64": -(1 << 50), "mat": np.array([[-129, 40000], [-70000, 127]], np.int32)}]


def image_rows(n, size):
    rng = np.random.RandomState(n)
    return [{"image": rng.randint(0, 256, size, dtype=np.uint8).tobytes(), "label": i % 10,
             "weights": rng.uniform(-1, 1, 3).astype(np.float64)} for i in range(n)]


def namespace(ms):
    mr = importlib.import_module(ms.__name__ + ".mindrecord")
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def write(name, schema, rows, shard_num=1, index=None, desc=None, overwrite=True):
        path = os.path.join(_TMP, ms.__name__, name + ".mindrecord")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        writer = mr.FileWriter(path, shard_num, overwrite)
        writer.set_header_size(1 << 14)
        writer.set_page_size(1 << 15)
        writer.add_schema(schema, desc)
        if index:
            writer.add_index(index)
        writer.write_raw_data(rows)
        writer.commit()
        return path

    return {"mr": mr, "ds": ds, "np": np, "write": write, "MIXED_SCHEMA": MIXED_SCHEMA, "mixed_rows": mixed_rows,
            "image_rows": image_rows, "tmp": lambda name: os.path.join(_TMP, name), "COMMITTED": COMMITTED}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


WRITES = {
    "mixed": "write('mixed', MIXED_SCHEMA, mixed_rows(), index=['file_name', 'label'], desc='test_schema')",
    "scalars_only": "write('scalars', {'x': {'type': 'int64'}, 'f': {'type': 'float64'}, 'g': {'type': 'float32'}, "
                    "'s': {'type': 'string'}}, [{'x': i * 1000 - 3, 'f': i / 3, 'g': 0.1 * i, 's': 'r' * i} "
                    "for i in range(6)])",
    "blobs_only": "write('blobs', {'a': {'type': 'int64', 'shape': [-1]}, 'b': {'type': 'bytes'}}, "
                  "[{'a': np.array([0, 1, 127, 128, -129, 32768, -70000, 2 ** 40]), 'b': b'q' * i} for i in range(3)])",
    "two_shards": "write('shards', {'x': {'type': 'int64'}, 'v': {'type': 'float32', 'shape': [2]}}, "
                  "[{'x': i, 'v': np.array([i, -i], np.float32)} for i in range(5)], shard_num=2)",
    "pages": "write('pages', {'image': {'type': 'bytes'}, 'label': {'type': 'int32'}, "
             "'weights': {'type': 'float64', 'shape': [3]}}, image_rows(40, 1500))",
    "bad_rows_dropped": "write('dropped', {'x': {'type': 'int32'}, 'y': {'type': 'float32', 'shape': [2]}}, "
                        "[{'x': 'abc', 'y': np.zeros(2, np.float32)}, {'x': 1, 'y': np.ones(2, np.float32)}, "
                        "{'y': np.zeros(2, np.float32)}])",
}

VALUES = {
    "dataset.columns_list": "[list(map(lambda a: a.tolist(), r)) for r in ds.MindDataset(write('mixed', "
                            "MIXED_SCHEMA, mixed_rows()), columns_list=['label', 'file_name'], shuffle=False)"
                            ".create_tuple_iterator(output_numpy=True)]",
    "dataset.shard_of_two": "[r[0].tolist() for r in ds.MindDataset(write('rows6', {'x': {'type': 'int64'}}, "
                            "[{'x': i} for i in range(6)]), num_shards=2, shard_id=1, shuffle=False)"
                            ".create_tuple_iterator(output_numpy=True)]",
    "dataset.batch": "[[a.tolist() for a in r] for r in ds.MindDataset(write('rows6b', {'x': {'type': 'int64'}, "
                     "'v': {'type': 'float32', 'shape': [2]}}, [{'x': i, 'v': np.array([i, 1], np.float32)} "
                     "for i in range(6)]), shuffle=False).batch(4).create_tuple_iterator(output_numpy=True)]",
    "reader.schema_len": "(lambda r: (r.schema(), r.len()))(mr.FileReader(write('mixed', MIXED_SCHEMA, mixed_rows())))",
    "reader.columns": "list(mr.FileReader(write('mixed', MIXED_SCHEMA, mixed_rows()), columns=['label', 'vec'])"
                      ".get_next())",
}

ERRORS = {
    "schema.bad_type": "mr.FileWriter(tmp('e1.mindrecord')).add_schema({'x': {'type': 'int8'}})",
    "schema.string_shape": "mr.FileWriter(tmp('e2.mindrecord')).add_schema({'x': {'type': 'string', 'shape': [2]}})",
    "index.blob": "(lambda w: (w.add_schema({'x': {'type': 'int32'}, 'y': {'type': 'float32', 'shape': [2]}}), "
                  "w.add_index(['y'])))(mr.FileWriter(tmp('e3.mindrecord')))",
    "write.not_list": "(lambda w: (w.add_schema({'x': {'type': 'int32'}}), w.write_raw_data({'x': 1})))"
                      "(mr.FileWriter(tmp('e4.mindrecord')))",
    "write.no_valid_rows": "(lambda w: (w.add_schema({'x': {'type': 'int32'}}), w.write_raw_data([{'y': 1}])))"
                           "(mr.FileWriter(tmp('e5.mindrecord')))",
    "writer.shard_num_type": "mr.FileWriter(tmp('e6.mindrecord'), '2')",
    "reader.missing": "mr.FileReader(tmp('missing.mindrecord'))",
    "dataset.missing": "ds.MindDataset(tmp('missing.mindrecord'))",
}

# MindSpore spreads the rows of a multi-shard write over the shards differently from run to run (its writer
# threads): these cases compare what is read back from all shards, not the files
SHARD_SPLIT_VARIES = {"two_shards"}

SAME_MESSAGE = {"schema.bad_type", "schema.string_shape", "index.blob", "write.not_list", "write.no_valid_rows",
                "dataset.missing"}


def _db_rows(path):
    with sqlite3.connect(path + ".db") as db:
        tables = sorted(r[1] for r in db.execute("select name, sql from sqlite_master where type='table'"))
        rows = [list(r) for r in db.execute("select * from INDEXES order by ROW_ID")]
    db.close()
    return {"tables": tables, "rows": rows}


def _shards(path):
    folder, name = os.path.split(path)
    return sorted(f for f in os.listdir(folder) if f.startswith(name) and not f.endswith(".db"))


def describe_write(ms, path):
    """What a WRITES case records: file names and SHA-256, the index rows, and the rows read back."""
    mr = importlib.import_module(ms.__name__ + ".mindrecord")
    ds = importlib.import_module(ms.__name__ + ".dataset")
    folder = os.path.dirname(path)
    files = {f: hashlib.sha256(open(os.path.join(folder, f), "rb").read()).hexdigest() for f in _shards(path)}
    first = os.path.join(folder, sorted(files)[0])
    dataset = ds.MindDataset(first, shuffle=False)
    return {"files": files, "index": {f: _db_rows(os.path.join(folder, f)) for f in files},
            "reader": as_json(list(mr.FileReader(first).get_next())),
            "columns": dataset.get_col_names(), "size": dataset.get_dataset_size(),
            "rows": [[as_json(a) for a in row] for row in dataset.create_tuple_iterator(output_numpy=True)]}


def describe_read(ms, path):
    """MindDataset and FileReader on a file set already on disk."""
    mr = importlib.import_module(ms.__name__ + ".mindrecord")
    ds = importlib.import_module(ms.__name__ + ".dataset")
    dataset = ds.MindDataset(path, shuffle=False)
    return {"reader": as_json(list(mr.FileReader(path).get_next())), "columns": dataset.get_col_names(),
            "rows": [[as_json(a) for a in row] for row in dataset.create_tuple_iterator(output_numpy=True)]}
