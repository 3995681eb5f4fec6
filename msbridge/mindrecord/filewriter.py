"""``mindspore.mindrecord.FileWriter``: writes MindSpore's MindRecord shard files and their SQLite indexes (the
format in _format.py), so MindSpore 2.10 reads what msbridge writes and the other way round."""
import bisect
import logging
import math
import os
import sqlite3
import struct

import numpy as np

from . import _format
from .common.exceptions import MRMDefineIndexError, MRMInvalidSchemaError, ParamTypeError, ParamValueError

__all__ = ["FileWriter"]

_LOG = logging.getLogger("msbridge.mindrecord")
_MIN_HEADER, _MAX_HEADER = 1 << 14, 1 << 27
_MIN_PAGE, _MAX_PAGE = 1 << 15, 1 << 28
_SQL_TYPES = {"string": "TEXT", "int32": "INTEGER", "int64": "INTEGER", "float32": "REAL", "float64": "REAL"}


def _check_schema(content):
    if not isinstance(content, dict) or not content:
        raise MRMInvalidSchemaError("schema should be a non-empty dict.")
    for name, spec in content.items():
        if not isinstance(spec, dict) or spec.get("type") not in _format.TYPES:
            raise MRMInvalidSchemaError(f"Field '{name}' contain illegal "
                                        f"attribute '{spec.get('type') if isinstance(spec, dict) else spec}'.")
        if "shape" in spec and spec["type"] in ("string", "bytes"):
            raise MRMInvalidSchemaError(f"Field '{name}' contain illegal attribute "
                                        f"'{spec['type']}'.")
        extra = set(spec) - {"type", "shape"}
        if extra:
            raise MRMInvalidSchemaError(f"Field '{name}' contain illegal attribute "
                                        f"'{sorted(extra)[0]}'.")


def _valid(row, schema):
    """Whether ``row`` holds every schema field with a value of its type (MindSpore drops the other rows)."""
    if not isinstance(row, dict):
        return False
    for name, spec in schema.items():
        if name not in row:
            return False
        value, kind = row[name], spec["type"]
        if "shape" in spec:
            if not isinstance(value, np.ndarray):
                return False
            shape = spec["shape"]
            if -1 not in shape and list(value.shape) != list(shape) and value.size != int(np.prod(shape)):
                return False
        elif kind == "string" and not isinstance(value, str):
            return False
        elif kind == "bytes" and not isinstance(value, bytes):
            return False
        elif kind in ("int32", "int64"):
            if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
                return False
            info = np.iinfo(_format.NUMPY_TYPES[kind])
            if not info.min <= int(value) <= info.max:
                return False
        elif kind in ("float32", "float64") and (isinstance(value, bool) or
                                                   not isinstance(value, (int, float, np.integer, np.floating))):
            return False
    return True


class FileWriter:
    """Write rows of a schema to ``shard_num`` MindRecord files (``file_name`` alone, or ``file_name0``...)."""

    def __init__(self, file_name, shard_num=1, overwrite=False):
        if not isinstance(file_name, str):
            raise ParamTypeError("file_name", "str")
        if isinstance(shard_num, bool) or not isinstance(shard_num, int):
            raise ParamValueError("Parameter shard_num's type is not int.")
        if not 1 <= shard_num <= 1000:
            raise ParamValueError(f"Parameter shard_num's value: {shard_num} should "
                                  "between 1 and 1000.")
        if not isinstance(overwrite, bool):
            raise ParamTypeError("overwrite", "bool")
        self._paths = [file_name] if shard_num == 1 else [f"{file_name}{i}" for i in range(shard_num)]
        self._overwrite = overwrite
        self._schema, self._desc, self._index = None, None, None
        self._rows = []
        self._header_size, self._page_size = 1 << 24, 1 << 25

    def add_schema(self, content, desc=None):
        """Set the schema ``{field: {"type": ..., "shape": [...]}}`` (types int32, int64, float32, float64,
        string, bytes; a shape makes a numeric field an array)."""
        _check_schema(content)
        if desc is not None and not isinstance(desc, str):
            raise ParamTypeError("desc", "str")
        self._schema = {k: dict(v) for k, v in content.items()}
        self._desc = desc

    def add_index(self, index_fields):
        """Fields to index in the SQLite file (scalar, non-bytes fields only)."""
        if not isinstance(index_fields, list) or not index_fields:
            raise ParamTypeError("index_fields", "list")
        for name in index_fields:
            spec = (self._schema or {}).get(name)
            if spec is None:
                raise MRMDefineIndexError(f"Could not set index field "
                                          f"'{name}' as it's not in schema.")
            if "shape" in spec or spec["type"] == "bytes":
                raise MRMDefineIndexError(f"Failed to set field {name} since "
                                          "it's not primitive type.")
        self._index = list(index_fields)

    def set_header_size(self, header_size):
        """Bytes reserved for each file's header: a power of two in [16 KB, 128 MB]."""
        self._header_size = self._size(header_size, _MIN_HEADER, _MAX_HEADER, "header")

    def set_page_size(self, page_size):
        """Bytes of each data page: a power of two in [32 KB, 256 MB]."""
        self._page_size = self._size(page_size, _MIN_PAGE, _MAX_PAGE, "page")

    @staticmethod
    def _size(value, low, high, what):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high or value & (value - 1):
            raise RuntimeError(f"Invalid parameter, {what} size: {value} should be in range [{low}, {high}] and be a "
                               "power of 2.")
        return value

    def write_raw_data(self, raw_data, parallel_writer=False):
        """Queue rows (dicts) for the files; rows that do not fit the schema are dropped with a warning."""
        if not isinstance(raw_data, list):
            raise ParamTypeError("raw_data", "list")
        if self._schema is None:
            raise RuntimeError("Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'.\n"
                               "FileWriter: add_schema must be called before write_raw_data.")
        good = [row for row in raw_data if _valid(row, self._schema)]
        if len(good) < len(raw_data):
            _LOG.warning("FileWriter: %d of %d rows do not match the schema and are not written.",
                         len(raw_data) - len(good), len(raw_data))
        if not good:
            raise RuntimeError("There is no valid data which can be written by 'write_raw_data' to mindrecord file. "
                               "Please check the abnormal input data indicated in the warning log above.")
        self._rows.extend(good)

    def commit(self):
        """Write the shard files and their ``.db`` indexes."""
        if self._schema is None:
            raise RuntimeError("FileWriter: add_schema must be called before commit.")
        for path in self._paths:
            for target in (path, path + ".db"):
                if os.path.exists(target):
                    if not self._overwrite:
                        raise RuntimeError(f"Invalid file, mindrecord files already exist. Please check file path: "
                                           f"{target}.\nIf you do not want to keep the files, set the 'overwrite' "
                                           "parameter to True and try again.")
                    os.remove(target)
        per_shard = math.ceil(len(self._rows) / len(self._paths)) if self._rows else 0
        for shard_id, path in enumerate(self._paths):
            self._write_shard(shard_id, path, self._rows[shard_id * per_shard:(shard_id + 1) * per_shard])

    def _fields(self):
        blob = sorted(n for n, s in self._schema.items() if "shape" in s or s["type"] == "bytes")
        raw = sorted(n for n in self._schema if n not in blob)
        return blob, raw

    @staticmethod
    def _raw_record(row, raw_fields):
        """The scalar fields as MindSpore stores them: floats as given (not rounded to float32), ints as ints; a
        schema without scalar fields stores ``{"id": 0}``."""
        if not raw_fields:
            return {"id": 0}
        record = {}
        for name, kind in raw_fields.items():
            value = row[name]
            record[name] = value if kind == "string" else float(value) if kind.startswith("float") else int(value)
        return record

    def _pages(self, chunks, page_type):
        """Consecutive chunks grouped into pages of at most page_size bytes: (type, [chunks], first row)."""
        pages, current, first = [], [], 0
        for i, chunk in enumerate(chunks):
            if len(chunk) > self._page_size:
                raise RuntimeError(f"Invalid data, the size of row {i} ({len(chunk)} bytes) exceeds the page size "
                                   f"{self._page_size}; call set_page_size with a larger size.")
            if current and sum(map(len, current)) + len(chunk) > self._page_size:
                pages.append((page_type, current, first))
                current, first = [], i
            current.append(chunk)
        if current:
            pages.append((page_type, current, first))
        return pages

    def _write_shard(self, shard_id, path, rows):
        blob_fields, raw_fields = self._fields()
        saved, blob_chunks, raw_chunks = 0, [], []
        for row in rows:
            data, gain = _format.pack_blob_row(blob_fields, self._schema, row)
            saved += gain
            blob_chunks.append(struct.pack("<Q", len(data)) + data)
            raw = _format.pack_map(self._raw_record(row, {n: self._schema[n]["type"] for n in raw_fields}))
            raw_chunks.append(struct.pack("<Q", len(raw)) + raw)
        pages = self._pages(blob_chunks, "BLOB_DATA") + self._pages(raw_chunks, "RAW_DATA")
        index = self._index_fields(raw_fields)
        header = {"header_size": self._header_size,
                  "index_fields": [{"index_field": n, "schema_id": 0} for n in index] or None,
                  "page": [], "page_size": self._page_size, "compression_size": saved,
                  "schema": [{"blob_fields": blob_fields, "desc": self._desc or "", "schema": self._schema}],
                  "shard_addresses": [os.path.basename(p) for p in self._paths], "shard_id": shard_id,
                  "statistics": None, "version": "3.0"}
        located = {"BLOB_DATA": [], "RAW_DATA": []}
        type_ids = {"BLOB_DATA": 0, "RAW_DATA": 0}
        group_starts = {first: group for group, (_, _, first) in enumerate(p for p in pages if p[0] == "BLOB_DATA")}
        for page_id, (page_type, chunks, first) in enumerate(pages):
            offset, groups = 0, []
            for row, chunk in enumerate(chunks, first):
                if page_type == "RAW_DATA" and row in group_starts:  # a row group: the rows of one blob page
                    groups.append({"id": group_starts[row], "offset": offset})
                located[page_type].append((page_id, offset, offset + len(chunk)))
                offset += len(chunk)
            header["page"].append({"end_row_id": first + len(chunks) if page_type == "BLOB_DATA" else 0,
                                   "page_id": page_id, "page_size": offset, "page_type": page_type,
                                   "page_type_id": type_ids[page_type],
                                   "row_group_ids": groups or [{"id": 0, "offset": 0}], "shard_id": shard_id,
                                   "start_row_id": first if page_type == "BLOB_DATA" else 0})
            type_ids[page_type] += 1
        head = _format.dump_header(header)
        if len(head) > self._header_size:
            raise RuntimeError(f"Invalid data, the header ({len(head)} bytes) exceeds the header size "
                               f"{self._header_size}; call set_header_size with a larger size.")
        with open(path, "wb") as f:
            f.write(head)
            for page_id, (_, chunks, _) in enumerate(pages):
                f.seek(self._header_size + page_id * self._page_size)
                f.write(b"".join(chunks))
            if not pages:
                f.truncate(self._header_size)
        os.chmod(path, 0o600)
        self._write_index(path, rows, located, index, sorted(group_starts))

    def _index_fields(self, raw_fields):
        """The fields add_index named, else every scalar field (MindSpore's default)."""
        return list(self._index) if self._index is not None else list(raw_fields)

    def _write_index(self, path, rows, located, index, group_starts):
        # MindSpore's CREATE TABLE text, spaces included (column names padded to 20 characters)
        columns = "  " + ", ".join(f"{name:<20} INT  NOT NULL" for name in (
            "ROW_ID", "PAGE_ID_RAW", "PAGE_OFFSET_RAW", "PAGE_OFFSET_RAW_END", "ROW_GROUP_ID", "PAGE_ID_BLOB",
            "PAGE_OFFSET_BLOB", "PAGE_OFFSET_BLOB_END"))
        key = ["ROW_ID"]
        for i, name in enumerate(index):
            columns += f",INC_{i} INT, {name}_0 {_SQL_TYPES[self._schema[name]['type']]}"
            key.append(f"INC_{i}")
        with sqlite3.connect(path + ".db") as db:
            db.execute(f"CREATE TABLE INDEXES({columns}, PRIMARY KEY({','.join(key)}))")
            db.execute("CREATE TABLE SHARD_NAME(NAME TEXT NOT NULL)")
            db.execute("INSERT INTO SHARD_NAME VALUES (?)", (os.path.basename(path),))
            for i, row in enumerate(rows):
                raw, blob = located["RAW_DATA"][i], located["BLOB_DATA"][i]
                group = bisect.bisect_right(group_starts, i) - 1
                values = [i, raw[0], raw[1], raw[2], max(group, 0), blob[0], blob[1], blob[2]]
                for name in index:
                    values += [0, row[name]]
                db.execute(f"INSERT INTO INDEXES VALUES ({','.join('?' * len(values))})", values)
        db.close()
        os.chmod(path + ".db", 0o600)

    @classmethod
    def open_for_append(cls, file_name):
        """Appending to existing files is not supported by msbridge (NotImplementedError)."""
        raise NotImplementedError("FileWriter.open_for_append is not supported by msbridge.")
