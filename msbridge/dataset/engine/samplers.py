"""``mindspore.dataset`` samplers: which row indices of a random-access source are read, in which order.

Each sampler turns the source's row count into an index array with numpy (``rng`` is the pass's Generator, so
random samplers reshuffle each epoch and follow ``dataset.config.set_seed``).
"""
import numbers

import numpy as np

from . import _check, _errors
from ._std_shuffle import std_shuffle
from ..core import config

__all__ = ["Sampler", "BuiltinSampler", "SequentialSampler", "RandomSampler", "SubsetRandomSampler",
           "SubsetSampler", "DistributedSampler", "WeightedRandomSampler", "PKSampler"]


def _num_samples(num_samples):
    if num_samples is not None:
        _check.type_of(num_samples, "num_samples", (int,))
        if num_samples < 0:
            raise ValueError("num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!")
    return num_samples


def _limit(indices, num_samples):
    return indices if not num_samples else indices[:num_samples]


class BuiltinSampler:
    """Base of the samplers (``_sample(n, rng)`` -> index array); a chained sampler samples positions among its
    child's indices."""

    def __init__(self, num_samples=None):
        self.num_samples = _num_samples(num_samples)
        self.child_sampler = None

    def _sample(self, n, rng):
        raise NotImplementedError

    def _draw(self, n, rng, pass_number):
        """This sampler's positions for pass ``pass_number`` (from 1) of its iterator (``_sample`` unless the
        order depends on the pass)."""
        return self._sample(n, rng)

    def _indices(self, n, rng, pass_number=1):
        """The row indices of a pass over ``n`` rows: the child's indices picked at this sampler's positions."""
        child = getattr(self, "child_sampler", None)  # a user Sampler may skip BuiltinSampler.__init__
        if child is None:
            return self._draw(n, rng, pass_number)
        base = np.asarray(child._indices(n, rng, pass_number), dtype=np.int64)
        return base[self._draw(len(base), rng, pass_number)]

    def _count(self, n):
        """How many indices a pass yields for a source of ``n`` rows."""
        return len(self._indices(n, np.random.default_rng(0)))

    def get_num_samples(self):
        """The ``num_samples`` given (None: all)."""
        return self.num_samples

    def add_child(self, sampler):
        """Chain ``sampler`` under this one: this sampler then samples from the indices ``sampler`` gives."""
        if not isinstance(sampler, BuiltinSampler):
            raise AttributeError(f"'{type(sampler).__name__}' object has no attribute 'get_shuffle_mode'")
        if self.get_child() is not None:
            raise RuntimeError("Cannot add child sampler, this sampler already has a child.")
        self.child_sampler = sampler

    def get_child(self):
        """The chained child sampler (None if there is none)."""
        return getattr(self, "child_sampler", None)


class Sampler(BuiltinSampler):
    """User sampler: subclass and define ``__iter__`` yielding indices (``self.dataset_size`` is set)."""

    def __init__(self, num_samples=None):
        super().__init__(num_samples)
        self.dataset_size = 0

    def _sample(self, n, rng):
        self.dataset_size = n
        return _limit(np.fromiter((int(i) for i in self), dtype=np.int64), self.num_samples)


class SequentialSampler(BuiltinSampler):
    """Rows ``start_index`` onwards, in order."""

    def __init__(self, start_index=None, num_samples=None):
        super().__init__(num_samples)
        if start_index is not None:  # (a negative one is MindSpore's engine's error, when the pipeline runs)
            _check.type_of(start_index, "start_index", (int,))
        self.start_index = start_index or 0

    def _sample(self, n, rng):
        if self.start_index < 0:
            raise _errors.DatasetError(f"{_errors.PIPELINE}\nIn SequentialSampler: the start_index must be >= 0, "
                                       f"but got {self.start_index}.")
        return _limit(np.arange(self.start_index, n), self.num_samples)


class RandomSampler(BuiltinSampler):
    """A random permutation (or draws with replacement) of all rows."""

    def __init__(self, replacement=False, num_samples=None, shuffle=None):
        super().__init__(num_samples)
        _check.type_of(replacement, "replacement", (bool,))
        self.replacement = replacement

    def _sample(self, n, rng):
        if self.replacement:
            return rng.integers(0, n, size=min(self.num_samples or n, n))
        return _limit(rng.permutation(n), self.num_samples)


def _index_list(indices):
    if not isinstance(indices, (list, tuple, np.ndarray)):
        raise TypeError(f"Argument indices with value {indices!r} is not of type [<class 'list'>, "
                        f"<class 'tuple'>, <class 'numpy.ndarray'>], but got {type(indices)}.")
    for item in indices:
        if not isinstance(item, numbers.Integral) or isinstance(item, bool):
            raise TypeError(f"SubsetSampler: Type of indices element must be int, but got list[0]: {item!r}, type: {type(item)}.")
    return np.asarray(indices, dtype=np.int64).reshape(-1)


class SubsetSampler(BuiltinSampler):
    """The given indices, in the given order."""

    def __init__(self, indices, num_samples=None):
        super().__init__(num_samples)
        self.indices = _index_list(indices)

    def _sample(self, n, rng):
        bad = self.indices[(self.indices < 0) | (self.indices >= n)]
        if bad.size:
            raise RuntimeError(f"Invalid input, sample_id: {int(bad[0])} must be in range [0, {n - 1}].")
        return _limit(self.indices, self.num_samples)


class SubsetRandomSampler(SubsetSampler):
    """The given indices, in a random order."""

    def _sample(self, n, rng):
        return _limit(rng.permutation(super()._sample(n, rng)), self.num_samples)


class DistributedSampler(BuiltinSampler):
    """Shard ``shard_id`` of ``num_shards``: every num_shards-th row, wrapping so all shards are as long (with an
    ``offset``, the rows are dealt from shard ``offset`` on and do not wrap). Shuffled,
    the rows are first put in MindSpore's order (``_std_shuffle``: pass k re-shuffles pass k-1's order with
    ``mt19937(seed + k)``, ``seed`` the dataset seed when the sampler is built), so every rank, and MindSpore,
    gets the same permutation."""

    def __init__(self, num_shards, shard_id, shuffle=True, num_samples=None, offset=-1):
        super().__init__(num_samples)
        _check.int_in(num_shards, "num_shards", 1)
        _check.type_of(shard_id, "shard_id", (int,))
        if not 0 <= shard_id < num_shards:
            raise RuntimeError(f"Invalid input, shard_id: {shard_id} must be in range [0, {num_shards - 1}].")
        _check.type_of(shuffle, "shuffle", (bool,))
        _check.int_in(offset, "offset", -1)
        self.num_shards, self.shard_id, self.shuffle, self.offset = num_shards, shard_id, shuffle, offset
        self.seed = config.get_seed()
        self._order = (0, 0, [])  # (rows, pass, order) of the last shuffled pass

    def _shuffled(self, n, pass_number):
        """The order of pass ``pass_number`` over ``n`` rows (continued from the last pass computed)."""
        rows, done, order = self._order
        if rows != n or done > pass_number:
            done, order = 0, list(range(n))
        for k in range(done + 1, pass_number + 1):
            order = std_shuffle(list(order), self.seed + k)
        self._order = (n, pass_number, order)
        return np.asarray(order, dtype=np.int64)

    def _draw(self, n, rng, pass_number):
        if n == 0:
            return np.arange(0)
        order = self._shuffled(n, pass_number) if self.shuffle else np.arange(n)
        if self.offset == -1:  # even shards: the last rows wrap around
            positions = (self.shard_id + self.num_shards * np.arange(-(-n // self.num_shards))) % n
        else:  # rows dealt from shard `offset` on, without wrapping
            positions = np.arange((self.shard_id - self.offset) % self.num_shards, n, self.num_shards)
        return _limit(order[positions], self.num_samples)


class WeightedRandomSampler(BuiltinSampler):
    """``num_samples`` rows drawn with probabilities proportional to ``weights``."""

    def __init__(self, weights, num_samples=None, replacement=True):
        super().__init__(num_samples)
        weights = np.asarray(weights, dtype=np.float64)
        if weights.ndim != 1 or weights.size == 0:
            raise ValueError("weights size should not be 0")
        if (weights < 0).any():
            raise ValueError("weights should be a list of non-negative numbers.")
        if weights.sum() == 0:
            raise ValueError("The sum of weights should be larger than 0.")
        _check.type_of(replacement, "replacement", (bool,))
        self.weights, self.replacement = weights, replacement

    def _sample(self, n, rng):
        count = min(self.num_samples or len(self.weights), n)
        return rng.choice(len(self.weights), size=count, replace=self.replacement,
                          p=self.weights / self.weights.sum())


class PKSampler(BuiltinSampler):
    """Not supported (needs class labels of the source)."""

    def __init__(self, num_val, num_class=None, shuffle=False, class_column="label", num_samples=None):
        raise NotImplementedError("PKSampler is not supported by msbridge.")


def select_sampler(num_samples, sampler, shuffle, num_shards, shard_id):
    """The sampler a mappable source uses, by MindSpore's rules (shuffle by default; shards -> distributed)."""
    num_samples = _num_samples(num_samples)
    if sampler is not None:
        if shuffle is not None or num_shards is not None or shard_id is not None:
            raise ValueError(f"Conflicting arguments during sampler assignments. num_samples: {num_samples}, "
                             f"num_shards: {num_shards}, shard_id: {shard_id}, shuffle: {shuffle}.")
        if isinstance(sampler, (list, tuple, np.ndarray)):
            sampler = SubsetSampler(sampler, num_samples)
        if not isinstance(sampler, BuiltinSampler):
            sampler = _IterableSampler(sampler)
        if num_samples:
            sampler.num_samples = num_samples if not sampler.num_samples else min(num_samples, sampler.num_samples)
        return sampler
    if (num_shards is None) != (shard_id is None):
        raise ValueError("num_shards and shard_id need to be passed in together.")
    if num_shards is not None:  # (MindSpore's source validator; DistributedSampler's own check is its engine's)
        _check.int_in(num_shards, "num_shards", 1)
        _check.type_of(shard_id, "shard_id", (int,))
        if shard_id >= num_shards:
            raise ValueError(f"shard_id should be less than num_shards, but got shard_id {shard_id} and "
                             f"num_shards {num_shards}.")
    if shuffle is not None:
        _check.type_of(shuffle, "shuffle", (bool,))
    shuffle = True if shuffle is None else shuffle
    if num_shards is not None:
        return DistributedSampler(num_shards, shard_id, shuffle, num_samples)
    return RandomSampler(num_samples=num_samples) if shuffle else SequentialSampler(num_samples=num_samples)


class _IterableSampler(BuiltinSampler):
    """Any iterable of indices used as a sampler (a torch-style sampler object)."""

    def __init__(self, iterable):
        if isinstance(iterable, str) or not hasattr(iterable, "__iter__"):
            raise TypeError(f"Unsupported sampler object of type ({type(iterable)})")
        super().__init__(None)
        self.iterable = iterable

    def _sample(self, n, rng):
        return _limit(np.fromiter((int(i) for i in self.iterable), dtype=np.int64), self.num_samples)
