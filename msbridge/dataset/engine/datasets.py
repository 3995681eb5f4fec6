"""``mindspore.dataset`` pipeline nodes: the ``Dataset`` base with its operations (map, batch, shuffle, ...).

A pipeline is a tree of lazy nodes. Iterating it runs ``root._rows(run)``: every node is a Python generator over
its children's rows, a row being a list of numpy arrays (what MindSpore hands to Python operations). The
iterators (iterators.py) turn rows into msbridge Tensors at the end. Parallel map/batch workers are threads or
forked processes (_workers.py).
"""
import builtins
import enum
import itertools
import math

import numpy as np

from . import _check, _errors
from ._rows import to_row
from ._workers import ordered_map
from .iterators import DictIterator, TupleIterator, start_run
from .samplers import select_sampler
from ..core import config

__all__ = ["Dataset", "MappableDataset", "SourceDataset", "MapDataset", "BatchDataset", "ShuffleDataset",
           "RepeatDataset", "TakeDataset", "SkipDataset", "ProjectDataset", "RenameDataset", "ZipDataset",
           "ConcatDataset", "FilterDataset", "BatchInfo", "PaddedBatchDataset", "Shuffle", "zip"]


class Shuffle(str, enum.Enum):
    """Shuffle levels of the file datasets (msbridge shuffles rows globally for every level but FALSE)."""
    FALSE = "false"
    ADAPTIVE = "adaptive"
    GLOBAL = "global"
    PARTIAL = "partial"
    FILES = "files"
    INFILE = "infile"


class Dataset:
    """Base of every pipeline node (a lazy Python generator stage; no torch involved until iteration ends)."""

    def __init__(self, children=None, num_parallel_workers=None):
        if children is None:
            children = []
        elif isinstance(children, Dataset):
            children = [children]
        self.children = list(children)
        self.parent = []
        for child in self.children:
            child.parent.append(self)
        self.num_parallel_workers = _check.workers(num_parallel_workers)
        self.dataset_size = None

    # --- what a node defines -------------------------------------------------------------------------------
    def _rows(self, run):
        """Generator of this node's rows in the pass ``run``."""
        raise NotImplementedError

    def _columns(self):
        return self.children[0]._columns()

    def _size(self):
        """Row count if known without running the pipeline, else None."""
        return self.children[0]._size()

    def _batch_size(self):
        return self.children[0]._batch_size() if self.children else 1

    def _repeat_count(self):
        return self.children[0]._repeat_count() if self.children else 1

    # --- operations ----------------------------------------------------------------------------------------
    def map(self, operations, input_columns=None, output_columns=None, num_parallel_workers=None, **kwargs):
        """Apply operations to columns row by row (worker threads, or processes with python_multiprocessing)."""
        return MapDataset(self, operations, input_columns, output_columns, num_parallel_workers, **kwargs)

    def batch(self, batch_size, drop_remainder=False, num_parallel_workers=None, **kwargs):
        """Stack consecutive rows column by column (np.stack); the last partial batch is kept by default."""
        return BatchDataset(self, batch_size, drop_remainder, num_parallel_workers, **kwargs)

    def padded_batch(self, batch_size, drop_remainder=False, num_parallel_workers=None, pad_info=None):
        """Batch after padding columns to a common shape (``pad_info``: {column: (shape, value)})."""
        return PaddedBatchDataset(self, batch_size, drop_remainder, num_parallel_workers, pad_info)

    def shuffle(self, buffer_size):
        """Shuffle through a buffer of ``buffer_size`` rows (MindSpore's algorithm; numpy's RNG)."""
        return ShuffleDataset(self, buffer_size)

    def repeat(self, count=None):
        """Run the child ``count`` times (-1 or None: forever; reshuffled each time)."""
        return RepeatDataset(self, count)

    def take(self, count=-1):
        """The first ``count`` rows."""
        return TakeDataset(self, count)

    def skip(self, count):
        """All rows but the first ``count``."""
        return SkipDataset(self, count)

    def project(self, columns):
        """Keep ``columns``, in that order."""
        return ProjectDataset(self, columns)

    def rename(self, input_columns, output_columns):
        """Rename columns."""
        return RenameDataset(self, input_columns, output_columns)

    def zip(self, datasets):
        """Join rows of datasets side by side (column names must differ)."""
        if isinstance(datasets, Dataset):
            datasets = (datasets,)
        _check.type_of(datasets, "datasets", (tuple, Dataset))
        return ZipDataset((self,) + tuple(datasets))

    def concat(self, datasets):
        """Rows of this dataset then of ``datasets`` (same columns)."""
        if isinstance(datasets, Dataset):
            datasets = [datasets]
        _check.type_of(datasets, "datasets", (list, Dataset))
        return ConcatDataset([self] + list(datasets))

    def __add__(self, datasets):
        return self.concat(datasets)

    def filter(self, predicate, input_columns=None, num_parallel_workers=None):
        """Keep rows for which ``predicate(*columns)`` is true."""
        return FilterDataset(self, predicate, input_columns, num_parallel_workers)

    def apply(self, apply_func):
        """``apply_func(self)``, which must return a Dataset."""
        if not callable(apply_func):
            raise TypeError("apply_func must be a function.")
        result = apply_func(self)
        if not isinstance(result, Dataset):
            raise TypeError("apply_func must return a dataset.")
        return result

    def split(self, sizes, randomize=True):
        """Split into datasets of ``sizes`` (row counts, or fractions summing to 1)."""
        from ._split import split
        return split(self, sizes, randomize)

    def bucket_batch_by_length(self, column_names, bucket_boundaries, bucket_batch_sizes,
                               element_length_function=None, pad_info=None, pad_to_bucket_boundary=False,
                               drop_remainder=False):
        """Batch rows of similar length together, padding each batch (see _bucket.py)."""
        from ._bucket import BucketBatchByLengthDataset
        return BucketBatchByLengthDataset(self, column_names, bucket_boundaries, bucket_batch_sizes,
                                          element_length_function, pad_info, pad_to_bucket_boundary,
                                          drop_remainder)

    # --- iteration and metadata ---------------------------------------------------------------------------
    def create_dict_iterator(self, num_epochs=-1, output_numpy=False, do_copy=False):
        """An iterator of dicts {column: Tensor} (or ndarrays with ``output_numpy``)."""
        return DictIterator(self, num_epochs, output_numpy, do_copy)

    def create_tuple_iterator(self, columns=None, num_epochs=-1, output_numpy=False, do_copy=False):
        """An iterator of lists [Tensor, ...] (or ndarrays with ``output_numpy``)."""
        return TupleIterator(self, columns, num_epochs, output_numpy, do_copy)

    def __iter__(self):
        return self.create_tuple_iterator(num_epochs=1)

    def _first_row(self):
        return next(iter(self._rows(start_run(self))), None)

    def get_dataset_size(self):
        """Number of rows (batches after batch); computed by a pass when it cannot be known otherwise."""
        if self.dataset_size is None:
            size = self._size()
            if size is None:
                size = sum(1 for _ in self._rows(start_run(self)))
            self.dataset_size = size
        return self.dataset_size

    def get_col_names(self):
        """Column names, in order."""
        start_run(self)
        return list(self._columns())

    def output_shapes(self, estimate=False):
        """Shapes (lists) of the columns of the first row ([0] for a dict column, as MindSpore)."""
        row = self._first_row()
        return [] if row is None else [[0] if isinstance(a, dict) else list(a.shape) for a in row]

    def output_types(self):
        """numpy dtypes of the columns of the first row (strings: numpy's unsized str dtype, dicts: object, as
        MindSpore)."""
        row = self._first_row()
        return [] if row is None else [np.dtype("O") if isinstance(a, dict) else
                                       np.dtype("U") if a.dtype.kind == "U" else a.dtype for a in row]

    def get_batch_size(self):
        """The batch size (1 without batch)."""
        return self._batch_size()

    def get_repeat_count(self):
        """The repeat count (1 without repeat)."""
        return self._repeat_count()

    def num_classes(self):
        """Number of classes of the source (None when it has none)."""
        return self.children[0].num_classes() if self.children else None

    def get_class_indexing(self):
        """The source's class name -> label map."""
        if self.children:
            return self.children[0].get_class_indexing()
        raise AttributeError(f"{type(self).__name__} has no class indexing.")

    def reset(self):
        """Nothing to reset: every iterator runs the pipeline afresh from its first row."""

    def __len__(self):
        return self.get_dataset_size()


def zip(datasets):  # noqa: A001 - MindSpore's name
    """``mindspore.dataset.zip``: join a tuple of datasets side by side."""
    _check.type_of(datasets, "datasets", (tuple,))
    if len(datasets) < 2:
        raise ValueError("Can't zip empty or just one dataset!")
    return ZipDataset(datasets)


class SourceDataset(Dataset):
    """A leaf node reading rows from a source."""

    def _size(self):
        return None


class MappableDataset(SourceDataset):
    """A source with random access, read through a sampler (samplers.py)."""

    random_access = True

    def __init__(self, num_parallel_workers=None, sampler=None, num_samples=None, shuffle=None, num_shards=None,
                 shard_id=None):
        super().__init__(num_parallel_workers=num_parallel_workers)
        self.sampler = select_sampler(num_samples, sampler, shuffle, num_shards, shard_id)

    def _num_rows(self):
        raise NotImplementedError

    def _read(self, index):
        """Row ``index`` of the source (a list of arrays)."""
        raise NotImplementedError

    def _rows(self, run):
        for index in self.sampler._indices(self._num_rows(), run.rng(self), run.pass_number(self)):
            yield self._read(int(index))

    def _size(self):
        return self.sampler._count(self._num_rows())

    def use_sampler(self, new_sampler):
        """Replace the sampler."""
        self.sampler = select_sampler(None, new_sampler, None, None, None)
        self.dataset_size = None

    def add_sampler(self, new_sampler):
        """Put ``new_sampler`` on top of the current sampler: it samples from the indices the current one gives."""
        new_sampler.add_child(self.sampler)
        self.sampler = new_sampler
        self.dataset_size = None


# --- map -------------------------------------------------------------------------------------------------------
def _ds_callbacks(callbacks):
    """map's ``callbacks``: DSCallback objects (one or a list)."""
    from ..callback import DSCallback
    if callbacks is None:
        return []
    items = list(callbacks) if isinstance(callbacks, (list, tuple)) else [callbacks]
    for i, cb in enumerate(items):
        if not isinstance(cb, DSCallback):
            raise TypeError(f"Argument callbacks[{i}] with value {cb!r} is not of type [<class 'mindspore.dataset."
                            f"callback.ds_callback.DSCallback'>], but got {type(cb)}.")
    return items


def _callables(operations):
    """map's ``operations`` as a list of callables, checked as MindSpore's MapDataset does."""
    if operations is None:  # (MindSpore's engine rejects a map without operations when the pipeline is built)
        raise RuntimeError("Invalid map: the 'operations' must be given, but got None.")
    ops = list(operations) if isinstance(operations, (list, tuple)) else [operations]
    if not ops:
        raise ValueError("Input operations should not be empty.")
    for op in ops:
        if isinstance(op, type):
            raise ValueError("Parameter operations's element of method map should be a dataset processing operation "
                             f"instance, but got: {op}. It may be missing parentheses for instantiation.")
        if not callable(op):
            raise ValueError("Parameter operations's element of method map should be a python function or class "
                             f"method which should be callable, but got: {op!r}.")
    return ops


def _apply_ops(ops, args):
    """Run ``ops`` one after the other, each on the outputs (a tuple unpacks) of the one before."""
    for op in ops:
        out = op(*args)
        args = out if isinstance(out, tuple) else (out,)
    return args


def _place(row, in_idx, outs, keep, same_count):
    """The row after a map (or per_batch_map): outputs at the input positions when the counts match, else first;
    ``keep`` lists the positions that stay (from ``_rename_map``)."""
    if same_count:
        row = list(row)
        for i, value in builtins.zip(in_idx, outs):
            row[i] = value
        return [row[i] for i in keep]
    return list(outs) + [row[i] for i in keep]


def _rename_map(columns, in_cols, out_cols):
    """MindSpore's column map after a map: positions kept when the counts match, else outputs first."""
    if len(in_cols) == len(out_cols):
        positions = {name: i for i, name in enumerate(columns)}
        for src, dst in itertools.zip_longest(in_cols, out_cols):
            positions[dst] = positions.pop(src)
        return sorted(positions, key=positions.get), sorted(positions.values())
    rest = [i for i, name in enumerate(columns) if name not in in_cols]
    return list(out_cols) + [columns[i] for i in rest], rest


class MapDataset(Dataset):
    """``Dataset.map``: operations applied row by row, optionally on parallel workers, order preserved."""

    def __init__(self, input_dataset, operations, input_columns=None, output_columns=None,
                 num_parallel_workers=None, python_multiprocessing=False, cache=None, callbacks=None,
                 max_rowsize=16, offload=None):
        super().__init__(input_dataset, num_parallel_workers)
        self.operations = _callables(operations)
        self.input_columns = None if input_columns is None else _check.column_list(input_columns, "input_columns")
        self.output_columns = (None if output_columns is None
                               else _check.column_list(output_columns, "output_columns"))
        _check.type_of(python_multiprocessing, "python_multiprocessing", (bool,))
        for name, value in (("cache", cache), ("offload", offload)):
            if value is not None and value is not False:
                raise NotImplementedError(f"map: argument {name} is not supported by msbridge.")
        self.python_multiprocessing = python_multiprocessing
        self.callbacks = _ds_callbacks(callbacks)
        self._steps = 0

    def _in_out(self):
        columns = self.children[0]._columns()
        in_cols = self.input_columns or columns[:1]
        for name in in_cols:
            if name not in columns:
                raise _errors.pipeline_error(self, f"input column name: {name} doesn't exist in the dataset "
                                                   f"columns {columns}.", column=name)
        return columns, in_cols, self.output_columns or in_cols

    def _columns(self):
        columns, in_cols, out_cols = self._in_out()
        return _rename_map(columns, in_cols, out_cols)[0]

    def _rows(self, run):
        columns, in_cols, out_cols = self._in_out()
        in_idx = [columns.index(name) for name in in_cols]
        same_count = len(in_cols) == len(out_cols)
        keep = _rename_map(columns, in_cols, out_cols)[1]
        ops = self.operations

        def apply(row):
            outs = _apply_ops(ops, [row[i] for i in in_idx])
            if len(outs) != len(out_cols):
                raise _errors.pipeline_error(
                    self, "Invalid columns, the number of columns returned in 'map' operations should match the "
                          f"number of 'output_columns', but got the number of columns returned in 'map' "
                          f"operations: {len(outs)}, the number of 'output_columns': {len(out_cols)}.")
            values = to_row(outs)
            for value, out in builtins.zip(values, outs):
                if value.dtype == object:  # None or another Python object: MindSpore makes no tensor of it
                    raise TypeError(f"For 'map', the operations returned {type(out).__name__}, which cannot be "
                                    f"converted into a tensor.")
            return _place(row, in_idx, values, keep, same_count)

        def failed(index, exc, tb_text):
            return _errors.from_exception(self, exc, index, ", ".join(in_cols), tb_text)

        if not self.callbacks:
            yield from _run_rows(self, apply, self.children[0]._rows(run), failed)
            return
        yield from self._with_callbacks(run, lambda rows: _run_rows(self, apply, rows, failed))

    def _with_callbacks(self, run, process):
        """The rows of ``process(child rows)`` with the DSCallback hooks around epochs and every step_size rows;
        each hook gets its own DSRunContext (epoch, step in the epoch, step overall)."""
        from ..callback import DSRunContext
        epoch = run.path[0] + 1
        if epoch == 1:
            self._steps = 0
            self._call("ds_begin", DSRunContext())
        self._call("ds_epoch_begin", DSRunContext(epoch, 0, self._steps))
        first = self._steps

        def counted(rows):
            for step, row in enumerate(rows, 1):
                self._steps += 1
                self._call("ds_step_begin", DSRunContext(epoch, step, self._steps), step)
                yield row

        for step, row in enumerate(process(counted(self.children[0]._rows(run))), 1):
            yield row
            self._call("ds_step_end", DSRunContext(epoch, step, first + step), step)
        self._call("ds_epoch_end", DSRunContext(epoch, self._steps - first, self._steps))

    def _call(self, hook, context, step=None):
        for cb in self.callbacks:
            if step is None or (step - 1) % cb.step_size == 0:
                getattr(cb, hook)(context)


def _run_rows(node, fn, rows, failed):
    """``fn`` over ``rows``, inline or on ``node.num_parallel_workers`` workers."""
    workers = node.num_parallel_workers or 1
    if workers > 1:
        yield from ordered_map(fn, rows, workers, getattr(node, "python_multiprocessing", False),
                               config.get_prefetch_size(), failed)
        return
    for index, row in enumerate(rows):
        try:
            out = fn(row)
        except Exception as exc:  # noqa: BLE001 - re-raised with the dataset, row and columns named
            raise failed(index, exc, None) from exc
        yield out


# --- batch -----------------------------------------------------------------------------------------------------
class BatchInfo:
    """What a callable batch_size / per_batch_map learns about the batch being built."""

    def __init__(self, batch_num, epoch_num):
        self._batch_num = batch_num
        self._epoch_num = epoch_num

    def get_batch_num(self):
        """Index of this batch in the epoch."""
        return self._batch_num

    def get_epoch_num(self):
        """Index of the epoch."""
        return self._epoch_num


def _shape_text(shape):
    return "<" + ",".join(str(d) for d in shape) + ">"


def _pad_to(arr, shape, value):
    if list(arr.shape) == list(shape):
        return arr
    out = np.full(shape, value, dtype=arr.dtype)
    out[tuple(slice(0, d) for d in arr.shape)] = arr
    return out


def _padded(node, arrays, column, spec):
    """Pad one column's arrays to ``spec = (shape or None, value)`` (None dims: the batch's largest)."""
    shape, value = spec if spec is not None else (None, 0)
    largest = np.max([a.shape for a in arrays], axis=0) if arrays[0].ndim else ()
    if shape is None:
        shape = list(largest)
    if len(shape) != arrays[0].ndim:
        raise _errors.pipeline_error(node, "Invalid pad_info, rank of pad_shape must be equal to rank of specified "
                                           f"column. pad_shapes rank:{len(shape)}, column rank: {arrays[0].ndim}",
                                     column=column)
    shape = [int(largest[i]) if d is None else d for i, d in enumerate(shape)]
    for i, arr in enumerate(arrays):
        if any(a > s for a, s in itertools.zip_longest(arr.shape, shape)):
            raise _errors.pipeline_error(node, f"Invalid pad_info, pad_shape {shape} is smaller than the shape "
                                               f"{list(arr.shape)} of an element.", row=i, column=column)
    return [_pad_to(a, shape, value) for a in arrays]


def stack_column(node, arrays, index, name, batch_start):
    """np.stack of one column, with MindSpore's checks on dtypes and shapes (row numbers are the node's)."""
    first = arrays[0]
    for offset, arr in enumerate(arrays[1:], 1):
        if arr.dtype != first.dtype and not (arr.dtype.kind == first.dtype.kind == "U"):
            raise _errors.pipeline_error(
                node, f"Cannot batch tensors with different types in column {index}. First element had type "
                      f"{first.dtype} and this element had type {arr.dtype}", row=batch_start + offset, column=name)
        if arr.shape != first.shape:
            raise _errors.pipeline_error(
                node, f"Cannot batch tensors with different shapes in column {index}. First element had shape "
                      f"{_shape_text(first.shape)} and this element had shape {_shape_text(arr.shape)}",
                row=batch_start + offset, column=name)
    return np.stack(arrays)


class BatchDataset(Dataset):
    """``Dataset.batch``/``padded_batch``: rows grouped and stacked; per_batch_map runs on workers if asked."""

    _engine_checked = -1  # the batch_size MindSpore's validator of batch leaves to its engine (a pipeline error)

    def __init__(self, input_dataset, batch_size, drop_remainder=False, num_parallel_workers=None,
                 per_batch_map=None, input_columns=None, output_columns=None, python_multiprocessing=False,
                 max_rowsize=None):
        super().__init__(input_dataset, num_parallel_workers)
        if not callable(batch_size):
            if not isinstance(batch_size, int) or isinstance(batch_size, bool):
                raise TypeError("batch_size should either be an int or a callable.")
            if batch_size != self._engine_checked:
                _check.int_in(batch_size, "batch_size", 1)
        _check.type_of(drop_remainder, "drop_remainder", (bool,))
        if per_batch_map is not None and not callable(per_batch_map):
            raise TypeError("per_batch_map should be a callable function.")
        self.batch_size = batch_size
        self.drop_remainder = drop_remainder
        self.per_batch_map = per_batch_map
        self.input_columns = None if input_columns is None else _check.column_list(input_columns, "input_columns")
        self.output_columns = (None if output_columns is None
                               else _check.column_list(output_columns, "output_columns"))
        self.python_multiprocessing = python_multiprocessing
        self.pad_info = None

    def _in_out(self):
        columns = self.children[0]._columns()
        in_cols = self.input_columns or columns
        return columns, in_cols, self.output_columns or in_cols

    def _columns(self):
        if self.per_batch_map is None:
            return self.children[0]._columns()
        columns, in_cols, out_cols = self._in_out()
        return _rename_map(columns, in_cols, out_cols)[0]

    def _size(self):
        size = self.children[0]._size()
        if size is None or callable(self.batch_size) or self.batch_size < 1:
            return None
        return size // self.batch_size if self.drop_remainder else math.ceil(size / self.batch_size)

    def _batch_size(self):
        return -1 if callable(self.batch_size) else self.batch_size

    def _groups(self, rows, epoch):
        """Lists of consecutive rows with their BatchInfo (and the index of their first row)."""
        rows = iter(rows)
        start = 0
        for batch_num in itertools.count():
            info = BatchInfo(batch_num, epoch)
            size = self.batch_size(info) if callable(self.batch_size) else self.batch_size
            if not isinstance(size, (int, np.integer)) or size < 1:
                raise _errors.pipeline_error(self, f"batch_size must be a positive int, but got {size!r}.")
            group = list(itertools.islice(rows, size))
            if not group or (self.drop_remainder and len(group) < size):
                return
            yield group, info, start
            start += len(group)

    def _rows(self, run):
        columns, in_cols, out_cols = self._in_out()
        names = self._columns()
        pad_info = self.pad_info

        def make(item):
            group, info, start = item
            cols = [[row[i] for row in group] for i in range(len(columns))]
            if self.per_batch_map is not None:
                cols = self._per_batch(columns, in_cols, out_cols, cols, info)
            if pad_info is not None:
                cols = [_padded(self, c, names[i], pad_info.get(names[i])) if (not pad_info or names[i] in pad_info)
                        else c for i, c in enumerate(cols)]
            return [stack_column(self, c, i, names[i], start) for i, c in enumerate(cols)]

        def failed(index, exc, tb_text):
            return _errors.from_exception(self, exc, f"{index} (batch)", None, tb_text)

        yield from _run_rows(self, make, self._groups(self.children[0]._rows(run), run.path[0]), failed)

    def _per_batch(self, columns, in_cols, out_cols, cols, info):
        in_idx = [columns.index(name) for name in in_cols]
        outs = self.per_batch_map(*[cols[i] for i in in_idx], info)
        outs = outs if isinstance(outs, tuple) else (outs,)
        if len(outs) != len(out_cols):
            raise _errors.pipeline_error(self, f"per_batch_map returned {len(outs)} columns, but output_columns "
                                               f"has {len(out_cols)}.")
        outs = [[np.asarray(v) for v in out] for out in outs]
        keep = _rename_map(columns, in_cols, out_cols)[1]
        return _place(cols, in_idx, outs, keep, len(in_cols) == len(out_cols))


class PaddedBatchDataset(BatchDataset):
    """``Dataset.padded_batch``: columns padded to ``pad_info`` shapes (all columns, to the largest, if empty)."""

    _engine_checked = None

    def __init__(self, input_dataset, batch_size, drop_remainder=False, num_parallel_workers=None, pad_info=None):
        super().__init__(input_dataset, batch_size, drop_remainder, num_parallel_workers)
        if pad_info is not None:
            _check.type_of(pad_info, "pad_info", (dict,))
        self.pad_info = {} if pad_info is None else pad_info


# --- row-order operations --------------------------------------------------------------------------------------
class ShuffleDataset(Dataset):
    """``Dataset.shuffle``: a buffer of ``buffer_size`` rows, a random one emitted as each new row comes in."""

    def __init__(self, input_dataset, buffer_size):
        super().__init__(input_dataset)
        _check.int_in(buffer_size, "buffer_size", 2)
        self.buffer_size = buffer_size

    def _rows(self, run):
        rng = run.rng(self)
        buffer = []
        for row in self.children[0]._rows(run):
            if len(buffer) < self.buffer_size:
                buffer.append(row)
                continue
            pick = int(rng.integers(len(buffer)))
            buffer[pick], row = row, buffer[pick]
            yield row
        for pick in rng.permutation(len(buffer)):
            yield buffer[pick]


class RepeatDataset(Dataset):
    """``Dataset.repeat``: the child's rows ``count`` times, each repetition a fresh (reshuffled) pass."""

    def __init__(self, input_dataset, count=None):
        super().__init__(input_dataset)
        count = -1 if count is None else count
        _check.type_of(count, "count", (int,))
        if count != -1 and count <= 0:
            raise ValueError("count should be either -1 or positive integer, range[1, INT32_MAX].")
        self.count = count

    def _rows(self, run):
        repeats = itertools.count() if self.count == -1 else range(self.count)
        for k in repeats:
            yield from self.children[0]._rows(run.again(k))

    def _size(self):
        size = self.children[0]._size()
        if size is None or self.count == -1:
            return size
        return size * self.count

    def _repeat_count(self):
        return self.count


class TakeDataset(Dataset):
    """``Dataset.take``: the first ``count`` rows (-1: all)."""

    def __init__(self, input_dataset, count=-1):
        super().__init__(input_dataset)
        _check.count(count, "count")
        self.count = count

    def _rows(self, run):
        rows = self.children[0]._rows(run)
        return rows if self.count == -1 else itertools.islice(rows, self.count)

    def _size(self):
        size = self.children[0]._size()
        return size if size is None or self.count == -1 else min(size, self.count)


class SkipDataset(Dataset):
    """``Dataset.skip``: drop the first ``count`` rows."""

    def __init__(self, input_dataset, count):
        super().__init__(input_dataset)
        _check.int_in(count, "count", 0)
        self.count = count

    def _rows(self, run):
        return itertools.islice(self.children[0]._rows(run), self.count, None)

    def _size(self):
        size = self.children[0]._size()
        return None if size is None else max(size - self.count, 0)


# --- column operations -----------------------------------------------------------------------------------------
def _indices_of(node, columns, wanted):
    for name in wanted:
        if name not in columns:
            raise _errors.pipeline_error(node, f"column name: {name} doesn't exist in the dataset columns "
                                               f"{columns}.", column=name)
    return [columns.index(name) for name in wanted]


class ProjectDataset(Dataset):
    """``Dataset.project``: a subset of the columns, reordered."""

    def __init__(self, input_dataset, columns):
        super().__init__(input_dataset)
        self.columns = _check.column_list(columns, "columns")

    def _columns(self):
        _indices_of(self, self.children[0]._columns(), self.columns)
        return list(self.columns)

    def _rows(self, run):
        idx = _indices_of(self, self.children[0]._columns(), self.columns)
        for row in self.children[0]._rows(run):
            yield [row[i] for i in idx]


class RenameDataset(Dataset):
    """``Dataset.rename``: new names for columns."""

    def __init__(self, input_dataset, input_columns, output_columns):
        super().__init__(input_dataset)
        self.input_columns = _check.column_list(input_columns, "input_columns")
        self.output_columns = _check.column_list(output_columns, "output_columns")
        if len(self.input_columns) != len(self.output_columns):
            raise ValueError("Number of column in input_columns and output_columns is not equal.")

    def _columns(self):
        columns = self.children[0]._columns()
        idx = _indices_of(self, columns, self.input_columns)
        columns = list(columns)
        for i, name in builtins.zip(idx, self.output_columns):
            columns[i] = name
        return columns

    def _rows(self, run):
        self._columns()
        return self.children[0]._rows(run)


def _dataset_list(datasets):
    """The datasets to zip or concatenate, each checked to be a Dataset."""
    for d in datasets:
        if not isinstance(d, Dataset):
            raise TypeError(f"Invalid dataset, {d!r} is not a Dataset.")
    return list(datasets)


class ZipDataset(Dataset):
    """``zip``: the rows of several datasets side by side, until the shortest ends."""

    def __init__(self, datasets):
        super().__init__(_dataset_list(datasets))

    def _columns(self):
        columns = []
        for child in self.children:
            for name in child._columns():
                if name in columns:
                    raise _errors.pipeline_error(self, f"Invalid data, duplicate column {name} already exists when "
                                                       "zipping datasets.", column=name)
                columns.append(name)
        return columns

    def _rows(self, run):
        self._columns()
        for parts in builtins.zip(*(child._rows(run) for child in self.children)):
            yield [a for part in parts for a in part]

    def _size(self):
        sizes = [child._size() for child in self.children]
        return None if None in sizes else min(sizes)


class ConcatDataset(Dataset):
    """``concat``/``+``: the rows of one dataset after another (same column names and order)."""

    def __init__(self, datasets):
        super().__init__(_dataset_list(datasets))

    def _columns(self):
        columns = self.children[0]._columns()
        for child in self.children[1:]:
            if child._columns() != columns:
                raise _errors.pipeline_error(self, "Invalid columns, 'column name' or 'column order' of concat "
                                                   "datasets should be the same.")
        return columns

    def _rows(self, run):
        self._columns()
        for child in self.children:
            yield from child._rows(run)

    def _size(self):
        sizes = [child._size() for child in self.children]
        return None if None in sizes else sum(sizes)


class FilterDataset(Dataset):
    """``Dataset.filter``: rows for which the predicate is true."""

    def __init__(self, input_dataset, predicate, input_columns=None, num_parallel_workers=None):
        super().__init__(input_dataset, num_parallel_workers)
        if not callable(predicate):
            raise TypeError("Predicate should be a Python function or a callable Python object.")
        self.predicate = predicate
        self.input_columns = None if input_columns is None else _check.column_list(input_columns, "input_columns")

    def _size(self):
        return None

    def _rows(self, run):
        columns = self.children[0]._columns()
        idx = _indices_of(self, columns, self.input_columns or columns)
        predicate = self.predicate

        def keep(row):
            return row, bool(np.asarray(predicate(*[row[i] for i in idx])))

        def failed(index, exc, tb_text):
            return _errors.from_exception(self, exc, index, None, tb_text)

        for row, kept in _run_rows(self, keep, self.children[0]._rows(run), failed):
            if kept:
                yield row
