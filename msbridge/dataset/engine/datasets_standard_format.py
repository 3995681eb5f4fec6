"""``CSVDataset``: rows of CSV files; a column's type comes from its ``column_defaults`` entry (int -> int32,
float -> float32, str -> numpy str), strings without defaults. ``MindDataset``: rows of MindRecord files."""
import csv
import os

import numpy as np

from ...mindrecord.filereader import as_column, columns_of, read_header_schema, read_shards, shard_paths
from . import _check, _errors
from ._files import file_list, shuffle_flag
from .datasets import Shuffle
from .datasets_vision import _FileSource

__all__ = ["CSVDataset", "MindDataset"]


def _parse(value, default, node, path, line):
    if value == "":
        return np.array(default, dtype=_dtype(default))
    try:
        if isinstance(default, int):
            return np.array(int(float(value)), dtype=np.int32)
        if isinstance(default, float):
            return np.array(float(value), dtype=np.float32)
    except ValueError:
        raise _errors.pipeline_error(node, f"Invalid csv, csv file: {path} parse failed at line {line}, type does "
                                           "not match.", row=line) from None
    return np.array(value)


def _dtype(default):
    return np.int32 if isinstance(default, int) else np.float32 if isinstance(default, float) else None


class CSVDataset(_FileSource):
    """CSV rows; the header line names the columns unless ``column_names`` is given (then it is a data row)."""

    def __init__(self, dataset_files, field_delim=",", column_defaults=None, column_names=None, num_samples=None,
                 num_parallel_workers=None, shuffle=Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self.dataset_files = file_list(dataset_files)
        _check.type_of(field_delim, "field_delim", (str,))
        if field_delim in ('"', "\r", "\n") or len(field_delim) != 1:
            raise ValueError("field_delim is invalid.")
        if column_defaults is not None:
            _check.type_of(column_defaults, "column_defaults", (list,))
            for i, d in enumerate(column_defaults):
                if not isinstance(d, (int, float, str)) or isinstance(d, bool):
                    raise TypeError(f"column type in column_defaults is invalid: index {i} is {type(d)}.")
        self.field_delim, self.column_defaults = field_delim, column_defaults
        self.column_names = None if column_names is None else _check.column_list(column_names, "column_names")
        super().__init__(num_samples, num_parallel_workers, shuffle_flag(shuffle), None, num_shards, shard_id,
                         cache)

    def _lines(self, path):
        with open(path, newline="", encoding="utf-8") as f:
            return [row for row in csv.reader(f, delimiter=self.field_delim) if row]

    def _columns(self):
        if self.column_names is not None:
            return list(self.column_names)
        return list(self._lines(self.dataset_files[0])[0])

    def _load(self):
        names = self._columns()
        defaults = self.column_defaults or [""] * len(names)
        rows = []
        for path in self.dataset_files:
            lines = self._lines(path)
            start = 0 if self.column_names is not None else 1
            for number, fields in enumerate(lines[start:], start + 1):
                if len(fields) != len(names):
                    raise _errors.pipeline_error(self, f"Invalid csv, csv file: {path} line {number} has "
                                                       f"{len(fields)} fields, expected {len(names)}.", row=number)
                rows.append([_parse(v, d, self, path, number) for v, d in zip(fields, defaults)])
        return [rows]

    def _read(self, index):
        return [np.array(v) for v in self._arrays()[0][index]]


class MindDataset(_FileSource):
    """Rows of MindRecord files (``mindspore.mindrecord``'s format): a file name reads every shard its header
    lists, a list reads those files only. Columns are the schema's fields in name order (or ``columns_list``);
    numbers come as numpy scalars of the field's type, strings as str scalars, bytes as a (1,) bytes array."""

    def __init__(self, dataset_files, columns_list=None, num_parallel_workers=None, shuffle=None, num_shards=None,
                 shard_id=None, sampler=None, padded_sample=None, num_padded=None, num_samples=None, cache=None):
        _check.type_of(dataset_files, "dataset_files", (str, list))
        for path in [dataset_files] if isinstance(dataset_files, str) else dataset_files:
            if not os.path.isfile(path) or not os.access(path, os.R_OK):
                raise ValueError(f"The file {path} does not exist or permission denied!")
        self.dataset_files = dataset_files
        self.columns_list = None if columns_list is None else _check.column_list(columns_list, "columns_list")
        for name, value in (("padded_sample", padded_sample), ("num_padded", num_padded)):
            if value is not None:
                raise NotImplementedError(f"MindDataset: argument {name} is not supported by msbridge.")
        shuffle = shuffle_flag(shuffle) if shuffle is not None else None
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _schema_rows(self):
        return read_shards(shard_paths(self.dataset_files, isinstance(self.dataset_files, str)))

    def _columns(self):
        if self.columns_list is not None:
            return list(self.columns_list)
        return columns_of(read_header_schema(self.dataset_files))

    def _load(self):
        schema, rows = self._schema_rows()
        names = self._columns()
        for name in names:
            if name not in schema:
                raise _errors.pipeline_error(self, f"Invalid data, column name: {name} can not found in schema.",
                                             column=name)
        return [[[as_column(schema[n], row[n]) for n in names] for row in rows]]

    def _read(self, index):
        return [np.array(v) if v.dtype.kind != "S" else v for v in self._arrays()[0][index]]
