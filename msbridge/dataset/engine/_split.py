"""``Dataset.split``: row counts (or fractions) to sub-datasets; mappable sources are split by index."""
import math

import numpy as np

from . import _check
from .datasets import MappableDataset
from .samplers import SubsetRandomSampler, SubsetSampler


def _counts(sizes, total):
    """Absolute sizes from ints (summing to ``total``) or fractions (summing to 1, rounded, rest to the first)."""
    _check.type_of(sizes, "sizes", (list,))
    if not sizes:
        raise ValueError("sizes cannot be empty.")
    if all(isinstance(s, int) and not isinstance(s, bool) for s in sizes):
        if min(sizes) <= 0:
            raise ValueError(f"sizes {sizes} should be positive ints.")
        if sum(sizes) != total:
            raise RuntimeError(f"Sum of split sizes {sum(sizes)} is not equal to dataset size {total}.")
        return list(sizes)
    if all(isinstance(s, float) for s in sizes):
        if min(sizes) <= 0 or not math.isclose(sum(sizes), 1.0):
            raise ValueError(f"sizes {sizes} should be fractions in (0, 1] summing to 1.")
        counts = [round(s * total) for s in sizes]
        counts[0] += total - sum(counts)
        if min(counts) <= 0:
            raise RuntimeError(f"Split percentages {sizes} of a dataset of {total} rows give an empty split.")
        return counts
    raise TypeError(f"sizes {sizes} should be all ints or all floats.")


def split(dataset, sizes, randomize=True):
    """The datasets of ``sizes`` rows: index subsets of a mappable source (shuffled with ``randomize``), else
    consecutive take/skip ranges of the pipeline."""
    _check.type_of(randomize, "randomize", (bool,))
    counts = _counts(sizes, dataset.get_dataset_size())
    if isinstance(dataset, MappableDataset) and dataset.random_access:
        from ..core import config
        order = np.arange(dataset.get_dataset_size())
        if randomize:
            order = np.random.default_rng(config.get_seed()).permutation(order)
        parts, start = [], 0
        for count in counts:
            part = _copy_source(dataset)
            indices = order[start:start + count].tolist()
            part.sampler = SubsetRandomSampler(indices) if randomize else SubsetSampler(indices)
            parts.append(part)
            start += count
        return parts
    consumers = len(dataset.parent)
    parts, start = [], 0
    for count in counts:
        parts.append(dataset.skip(start).take(count) if start else dataset.take(count))
        start += count
    # the splits read the same node, each in a pass of its own (nodes keep no state between passes), so they
    # are not counted as its consumers
    del dataset.parent[consumers:]
    return parts


def _copy_source(dataset):
    """A second source node over the same data (a sampler of its own, no consumers)."""
    import copy
    part = copy.copy(dataset)
    part.parent = []
    part.dataset_size = None
    return part
