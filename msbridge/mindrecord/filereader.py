"""``mindspore.mindrecord.FileReader``: the rows of MindRecord files (MindSpore's format, _format.py) as dicts."""
import os

import numpy as np

from . import _format
from .common.exceptions import ParamTypeError

__all__ = ["FileReader", "shard_paths", "read_shards", "read_header_schema", "columns_of", "as_column"]


def shard_paths(file_name, all_shards=True):
    """The shard files to read: with ``all_shards`` every shard the header of ``file_name`` lists (found next to
    it), else ``file_name`` alone (or each file of a list)."""
    names = [file_name] if isinstance(file_name, str) else list(file_name)
    for name in names:
        if not os.path.isfile(name):
            raise RuntimeError(f"The input: {name} is not exists.")
    if not all_shards:
        return names
    header = _format.load_header(names[0])
    folder = os.path.dirname(names[0])
    return [os.path.join(folder, address) for address in header["shard_addresses"]]


def _value(spec, value):
    kind = spec["type"]
    if kind in ("string", "bytes") or "shape" in spec:
        return value
    return float(value) if kind.startswith("float") else int(value)


def read_shards(paths):
    """(schema, rows as {field: value}) of shard files, in shard then row order."""
    schema, rows = None, []
    for path in paths:
        header = _format.load_header(path)
        entry = header["schema"][0]
        schema = entry["schema"]
        for raw, blob in _format.read_rows(path, header):
            row = {k: _value(schema[k], v) for k, v in raw.items() if k in schema}
            row.update(_format.unpack_blob_row(entry["blob_fields"], schema, blob))
            rows.append(row)
    return schema, rows


def read_header_schema(file_name):
    """The schema in the header of ``file_name`` (the first file of a list)."""
    first = file_name if isinstance(file_name, str) else file_name[0]
    return _format.load_header(first)["schema"][0]["schema"]


def columns_of(schema):
    """MindSpore's column order: field names sorted."""
    return sorted(schema)


class FileReader:
    """Read every row of a MindRecord file set (all shards named in the header) as dicts of Python values
    (numbers, str, bytes) and numpy arrays (fields with a shape)."""

    def __init__(self, file_name, num_consumer=4, columns=None, operator=None):
        if not isinstance(file_name, (str, list)):
            raise ParamTypeError("file_name", "str or list")
        if columns is not None and not isinstance(columns, list):
            raise ParamTypeError("columns", "list")
        self._schema, self._rows = read_shards(shard_paths(file_name, isinstance(file_name, str)))
        if columns is not None:
            for name in columns:
                if name not in self._schema:
                    raise RuntimeError(f"Invalid data, column name: {name} can not found in schema.")
        self._columns = columns

    def get_next(self):
        """A generator of the rows (dicts)."""
        for row in self._rows:
            yield row if self._columns is None else {k: row[k] for k in self._columns}

    def len(self):
        """Number of rows."""
        return len(self._rows)

    def schema(self):
        """The schema the files were written with."""
        return {k: dict(v) for k, v in self._schema.items()}

    def close(self):
        """Nothing to release: the files are read when the reader is created."""

    def __len__(self):
        return self.len()


def as_column(spec, value):
    """A field value as MindDataset yields it: typed numpy scalars, str scalars, bytes as a (1,) S array."""
    kind = spec["type"]
    if kind == "bytes":
        return np.array([value])
    if kind == "string":
        return np.array(value)
    return np.asarray(value, dtype=_format.NUMPY_TYPES[kind])
