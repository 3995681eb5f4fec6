"""``mindspore.dataset.Schema``: column names, types and shapes of a dataset, read from and written as JSON."""
import json
import os

import numpy as np

from . import _check
from ._errors import PIPELINE
from ...common import dtype as mstype

__all__ = ["Schema"]

_TYPE_NAMES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16",
               "float32", "float64", "string")


def _type_name(de_type):
    """A schema type name from a MindSpore type (KeyError for types a dataset cannot hold) or a type string."""
    if isinstance(de_type, mstype.Type):
        if de_type == mstype.string:
            return "string"
        if isinstance(de_type, mstype.Number) and de_type._np is not None and de_type not in mstype.complex_type:
            return np.dtype(de_type._np).name
        raise KeyError(de_type)
    if de_type not in _TYPE_NAMES:
        raise TypeError("Unknown column type.")
    return de_type


def _syntax_error(detail):
    return RuntimeError(f"Syntax error.\n{detail}")


class Schema:
    """Columns (name, type, shape) kept as Python data and written with ``json.dumps``, as MindSpore's
    JSON schema files."""

    def __init__(self, schema_file=None):
        if schema_file is not None and not isinstance(schema_file, str):
            raise TypeError(f"path: {schema_file} is not string")
        self.schema_file = "" if schema_file is None else schema_file
        self._columns, self._extra = [], {}
        if schema_file is not None:
            if not os.path.isfile(schema_file) or not os.access(schema_file, os.R_OK):
                raise ValueError(f"The file {schema_file} does not exist or permission denied!")
            with open(schema_file) as f:
                self.from_json(json.load(f))

    def add_column(self, name, de_type, shape=None):
        """Append a column; ``shape=None`` is an unknown shape of rank 1."""
        _check.type_of(name, "name", (str,))
        if shape is not None:
            _check.type_of(shape, "shape", (list,))
            for i, dim in enumerate(shape):
                _check.type_of(dim, f"shape[{i}]", (int,))
        self._columns.append({"name": name, "type": _type_name(de_type),
                              "shape": None if shape is None else list(shape)})

    def parse_columns(self, columns):
        """Replace the columns by those of a list of {name, type, shape} dicts or a {name: {type, shape}} dict
        (a column without a shape is a scalar)."""
        if isinstance(columns, dict):
            items = [dict(spec, name=name) if isinstance(spec, dict) else None for name, spec in columns.items()]
        elif isinstance(columns, (list, tuple)):
            items = list(columns)
        else:
            raise _syntax_error("columns must be dict or list, columns contain name, type, shape(optional).")
        parsed = []
        for item in items:
            if not isinstance(item, dict) or "name" not in item:
                raise _syntax_error("Column's name is missing")
            if "type" not in item:
                raise _syntax_error("Column's type is missing")
            if item["type"] not in _TYPE_NAMES:
                raise RuntimeError(f"{PIPELINE}\nInvalid column type {item['type']!r}.")
            parsed.append({"name": item["name"], "type": item["type"], "shape": list(item.get("shape", [])),
                           **({} if "shape" in item else {"rank": item.get("rank", 0)})})
        self._columns = parsed

    def from_json(self, json_obj):
        """Columns (and ``datasetType``/``numRows``) from a parsed JSON schema object."""
        unknown = [key for key in json_obj if key not in ("columns", "datasetType", "numRows")]
        if unknown:
            raise _syntax_error(f"Unknown field {unknown[0]}")
        if "columns" not in json_obj:
            raise RuntimeError(f'{PIPELINE}\nInvalid data, "columns" field is missing in JSON schema string.')
        self.parse_columns(json_obj["columns"])
        self._extra = {key: json_obj[key] for key in ("datasetType", "numRows") if key in json_obj}

    def to_json(self):
        """The schema as a JSON string (keys sorted, two-space indent; ``"columns": null`` when empty)."""
        columns = [dict({"name": c["name"], "rank": 1 if c["shape"] is None else len(c["shape"]),
                         "type": c["type"]}, **({} if c["shape"] is None else {"shape": c["shape"]}))
                   for c in self._columns]
        return json.dumps(dict(self._extra, columns=columns or None), indent=2, sort_keys=True)

    def __str__(self):
        return self.to_json()

    @staticmethod
    def get_num_rows(schema):
        """``numRows`` of a Schema or schema file (0 when not given)."""
        schema_obj = schema if isinstance(schema, Schema) else Schema(schema)
        return schema_obj._extra.get("numRows", 0)

    def _column_names(self):
        if not self._columns:
            raise RuntimeError(f'{PIPELINE}\nInvalid data, "columns" field is missing in JSON schema string.')
        return [c["name"] for c in self._columns]

    def _column_types(self):
        return [mstype.string if c["type"] == "string" else mstype.from_numpy_dtype(c["type"])
                for c in self._columns]
