"""``mindspore.dataset`` iterators: ``DictIterator`` and ``TupleIterator`` over a pipeline, epoch by epoch."""
import os

import numpy as np

from . import _check, _errors
from ._rows import to_output
from ..core import config

__all__ = ["DictIterator", "TupleIterator"]


class _Run:
    """One pass over a pipeline: the seed and the epoch/repeat path every random node derives its RNG from."""

    __slots__ = ("seed", "path", "order", "passes")

    def __init__(self, seed, path, order, passes=None):
        self.seed = seed
        self.path = path
        self.order = order      # node -> its position in the tree (random nodes get distinct streams)
        self.passes = {} if passes is None else passes  # node -> passes started (shared by an iterator's runs)

    def rng(self, node):
        """A numpy Generator for ``node`` in this pass."""
        return np.random.default_rng([self.seed, self.order.get(id(node), 0), *self.path])

    def pass_number(self, node):
        """Count a new pass of ``node``'s rows (an epoch or a repetition) and return its number, from 1: MindSpore
        resets a source's sampler once per pass."""
        self.passes[id(node)] = self.passes.get(id(node), 0) + 1
        return self.passes[id(node)]

    def again(self, repeat_index):
        """The pass of one repetition below a RepeatDataset (reshuffled like a new epoch)."""
        return _Run(self.seed, self.path + (repeat_index,), self.order, self.passes)


def _tree(root):
    """The nodes under ``root`` in depth-first order; MindSpore's one-consumer-per-node rule is checked here."""
    nodes, stack = [], [root]
    while stack:
        node = stack.pop()
        if node is not root and len(node.parent) > 1:
            raise ValueError("The data pipeline is not a tree (i.e., one node has 2 consumers)")
        nodes.append(node)
        stack.extend(reversed(node.children))
    return nodes


def _pipeline_seed():
    if config._seed_was_set():
        return config.get_seed()
    return int.from_bytes(os.urandom(4), "little")


def start_run(root):
    """A fresh pass over the tree under ``root`` (checks the tree; random nodes get their own streams)."""
    order = {id(node): i for i, node in enumerate(_tree(root))}
    return _Run(_pipeline_seed(), (0,), order)


class _Iterator:
    """Iterates a pipeline for ``num_epochs`` epochs (-1: without end); ``for`` over it runs one epoch."""

    def __init__(self, dataset, num_epochs=-1, output_numpy=False, do_copy=False):
        _check_epochs(num_epochs)
        for name, value in (("output_numpy", output_numpy), ("do_copy", do_copy)):
            _check.type_of(value, name, (bool,))
        self._dataset = dataset
        self._num_epochs = num_epochs
        self._output_numpy = output_numpy
        self._run = start_run(dataset)
        self._columns = dataset.get_col_names()
        self._epoch = 0
        self._rows = None

    def __iter__(self):
        return self

    def __next__(self):
        if self._rows is None:
            if self._num_epochs != -1 and self._epoch >= self._num_epochs:
                raise _errors.DatasetError(f"{_errors.PIPELINE}\nThe iterator has run its num_epochs="
                                           f"{self._num_epochs} epochs; create a new iterator to read more.")
            self._rows = self._dataset._rows(_Run(self._run.seed, (self._epoch,), self._run.order,
                                                    self._run.passes))
        try:
            row = next(self._rows)
        except StopIteration:
            self._rows = None
            self._epoch += 1
            raise
        if not self._output_numpy:
            row = [to_output(a) for a in row]
        return self._shape(row)

    def stop(self):
        """Release the running epoch (its workers shut down)."""
        if self._rows is not None:
            self._rows.close()
            self._rows = None

    release = terminate = stop

    def get_col_names(self):
        """The column names of the rows."""
        return list(self._columns)


class DictIterator(_Iterator):
    """Yields a dict {column name: Tensor (or ndarray)} per row, as MindSpore's ``create_dict_iterator``."""

    def _shape(self, row):
        return dict(zip(self._columns, row))


class TupleIterator(_Iterator):
    """Yields a list of Tensors (or ndarrays) per row, as MindSpore's ``create_tuple_iterator``."""

    def __init__(self, dataset, columns=None, num_epochs=-1, output_numpy=False, do_copy=False):
        if columns is not None:
            dataset = dataset.project(columns)
        super().__init__(dataset, num_epochs, output_numpy, do_copy)

    def _shape(self, row):
        return row


def _check_epochs(num_epochs):
    """MindSpore's iterator validator: an int in [-1, INT32_MAX]; 0 passes it and its engine rejects it."""
    _check.int_in(num_epochs, "num_epochs", -1)
    if not num_epochs:
        raise _errors.DatasetError(f"{_errors.PIPELINE}\nInvalid num_epochs: the iterator needs -1 or a positive "
                                   "number of epochs, but got 0.")
