"""``GeneratorDataset``, ``NumpySlicesDataset`` and ``PaddedDataset``: pipelines over Python data.

Rows are copied into fresh numpy arrays on the way in (as MindSpore copies them into its own tensors), so the
Tensors the iterators hand out never alias the user's arrays.
"""
import itertools
import logging

import numpy as np

from . import _check, _errors
from ._rows import to_array
from .schema import Schema
from .datasets import MappableDataset, _run_rows
from ...common import dtype as mstype

__all__ = ["GeneratorDataset", "NumpySlicesDataset", "PaddedDataset"]


def _schema(schema):
    """A Schema object from a Schema or a schema file path (None stays None)."""
    if schema is None:
        return None
    logging.getLogger("mindspore").warning("'schema' is deprecated from version 2.8.0 and will be removed in a "
                                           "future version.")
    if isinstance(schema, Schema):
        return schema
    if isinstance(schema, str):
        return Schema(schema)
    raise ValueError("schema should be a path to schema file or a schema object.")


def _column_names(column_names):
    if column_names is None:
        raise ValueError("Neither columns_names nor schema are provided.")
    return _check.column_list(column_names, "column_names")


def _fresh(value):
    arr = to_array(value)
    if isinstance(arr, dict):
        return {k: _fresh(v) for k, v in arr.items()}
    if arr.dtype.kind == "U":
        return np.array(str(arr)) if arr.ndim == 0 else np.array(arr.tolist())
    return np.array(arr, copy=True)


def _has_type(arr, want):
    if want == mstype.string:
        return arr.dtype.kind in "US"
    return np.dtype(mstype._dtype_to_nptype(want)) == arr.dtype


class GeneratorDataset(MappableDataset):
    """Rows from a Python generator function, iterable or random-access object (``__getitem__``+``__len__``).

    Random-access sources are shuffled by default and accept samplers and shards, as in MindSpore; generator
    functions and iterables are read in order."""

    def __init__(self, source, column_names=None, column_types=None, schema=None, num_samples=None,
                 num_parallel_workers=1, shuffle=None, sampler=None, num_shards=None, shard_id=None,
                 python_multiprocessing=True, max_rowsize=None, batch_sampler=None, collate_fn=None):
        self.schema = _schema(schema)
        if self.schema is None:
            self.column_names = _column_names(column_names)
        if batch_sampler is not None or collate_fn is not None:
            raise NotImplementedError("GeneratorDataset: arguments batch_sampler and collate_fn are not supported "
                                      "by msbridge.")
        self.random_access = hasattr(source, "__getitem__") and not callable(source)
        if not self.random_access:
            if not callable(source) and not hasattr(source, "__iter__"):
                raise TypeError("Input `source` function of GeneratorDataset should be callable, iterable or "
                                "random accessible, commonly it should implement one of the method like yield, "
                                "__getitem__ or __next__(__iter__).")
            for name, value in (("sampler", sampler), ("num_shards", num_shards)):
                if value is not None:
                    raise ValueError(f"{name} is not supported if source does not have attribute '__getitem__'.")
            if shuffle is not None:
                _check.type_of(shuffle, "shuffle", (bool,))
            shuffle = False
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id)
        self.source = source
        # a schema's names and types replace column_names and column_types (as in MindSpore)
        if self.schema is not None:
            self.column_names, column_types = None, self.schema._column_types()
        self.column_types = None if column_types is None else list(column_types)
        _check.type_of(python_multiprocessing, "python_multiprocessing", (bool,))
        self.python_multiprocessing = python_multiprocessing
        self.num_samples = num_samples

    def _columns(self):
        if self.column_names is None:
            self.column_names = self.schema._column_names()
        return list(self.column_names)

    def _num_rows(self):
        return len(self.source)

    def _size(self):
        return super()._size() if self.random_access else None

    def _to_row(self, item, index):
        """A source item as a row of fresh arrays, checked against column_names and column_types."""
        values = list(item) if isinstance(item, (tuple, list)) else [item]
        if len(values) != len(self._columns()):
            raise _errors.user_error(
                self, "the 'source' of 'GeneratorDataset' should return same number of NumPy arrays as specified "
                      f"in column_names, the size of column_names is:{len(self.column_names)} and number of "
                      f"returned NumPy array is:{len(values)}", row=index)
        row = [_fresh(v) for v in values]
        for name, arr in zip(self.column_names, row):
            if not isinstance(arr, dict) and arr.dtype.kind == "O":
                raise _errors.user_error(self, "the 'source' of 'GeneratorDataset' should return NumPy arrays "
                                               f"(or Python numbers and strings), but got {type(arr.flat[0])}.",
                                         row=index, column=name)
        if self.column_types is not None:
            for name, arr, want in zip(self.column_names, row, self.column_types):
                if want is not None and not _has_type(arr, want):
                    raise _errors.user_error(
                        self, "type of returned data in 'GeneratorDataset' should be same with specified "
                              f"column_types, but the type of returned data: {arr.dtype}, specified column type: "
                              f"{want}", row=index, column=name)
        return row

    def _read(self, index):
        try:
            item = self.source[index]
        except Exception as exc:  # noqa: BLE001 - re-raised naming the dataset and row
            raise _errors.from_exception(self, exc, index) from exc
        return self._to_row(item, index)

    def _rows(self, run):
        if self.random_access:
            indices = self.sampler._indices(self._num_rows(), run.rng(self), run.pass_number(self))

            def failed(i, exc, tb_text):
                return _errors.from_exception(self, exc, int(indices[i]), None, tb_text)
            yield from _run_rows(self, self._read, indices, failed)
            return
        try:
            items = iter(self.source() if callable(self.source) else self.source)
        except Exception as exc:  # noqa: BLE001
            raise _errors.from_exception(self, exc) from exc
        if self.num_samples:
            items = itertools.islice(items, self.num_samples)
        index = 0
        while True:
            try:
                item = next(items)
            except StopIteration:
                return
            except Exception as exc:  # noqa: BLE001 - a failing generator: name the row it was producing
                raise _errors.from_exception(self, exc, index) from exc
            yield self._to_row(item, index)
            index += 1


def _slices(data, column_names):
    """NumpySlicesDataset's columns: (names, arrays sliced along their first axis)."""
    if isinstance(data, (list, tuple, np.ndarray)) and not len(data):
        raise ValueError("Argument data cannot be empty")
    if isinstance(data, dict):
        names, columns = list(data.keys()), [np.asarray(v) for v in data.values()]
    elif isinstance(data, tuple):
        names, columns = None, [np.asarray(v) for v in data]
    elif isinstance(data, (list, np.ndarray)):
        names, columns = None, [np.asarray(data)]
    else:
        raise TypeError(f"Unsupported data type: {type(data)}, only support some common python data type, like "
                        "list, tuple, dict, and numpy array.")
    if column_names is not None:
        given = _check.column_list(column_names, "column_names")
        if names is None:
            if len(given) != len(columns):
                raise ValueError(f"The number of columns ({len(columns)}) and column_names ({len(given)}) "
                                 "do not match.")
            names = given
    if names is None:
        names = [f"column_{i}" for i in range(len(columns))]
    lengths = {len(c) for c in columns}
    if len(lengths) > 1:
        raise ValueError(f"Invalid data, the first dimensions of the columns differ: {sorted(lengths)}.")
    return names, columns


class NumpySlicesDataset(MappableDataset):
    """Rows sliced from lists, tuples, dicts or numpy arrays along the first axis (shuffled by default)."""

    def __init__(self, data, column_names=None, num_samples=None, num_parallel_workers=1, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None):
        self.column_names, self.data = _slices(data, column_names)
        # numeric numpy columns: a row is read with one copying np.array (the common, hot case)
        self._numeric = [isinstance(c, np.ndarray) and c.dtype.kind in "biufc" for c in self.data]
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id)

    def _columns(self):
        return list(self.column_names)

    def _num_rows(self):
        rows = len(self.data[0]) if self.data else 0
        if not rows:  # (MindSpore's engine rejects a source of no rows when the pipeline is built or sized)
            raise _errors.pipeline_error(self, "data row of input source must not be 0, got: 0")
        return rows

    def _read(self, index):
        return [np.array(column[index]) if numeric else _fresh(column[index])
                for column, numeric in zip(self.data, self._numeric)]


class PaddedDataset(MappableDataset):
    """Rows given as a list of dicts {column: value} (read in order)."""

    def __init__(self, padded_samples):
        if not isinstance(padded_samples, list) or not padded_samples:
            raise TypeError("Argument padded_samples should be a non-empty list of dict.")
        for i, sample in enumerate(padded_samples):
            if not isinstance(sample, dict):
                raise TypeError(f"Argument padded_samples[{i}] should be a dict.")
        super().__init__(shuffle=False)
        self.padded_samples = padded_samples
        self.column_names = list(padded_samples[0].keys())

    def _columns(self):
        return list(self.column_names)

    def _num_rows(self):
        return len(self.padded_samples)

    def _read(self, index):
        sample = self.padded_samples[index]
        if list(sample.keys()) != self.column_names:
            raise _errors.pipeline_error(self, f"padded_samples[{index}] has columns {list(sample.keys())}, "
                                               f"expected {self.column_names}.", row=index)
        return [_fresh(sample[name]) for name in self.column_names]
