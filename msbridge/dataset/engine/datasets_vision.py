"""Vision file datasets reading MindSpore's on-disk formats with numpy (nothing is downloaded):
``MnistDataset``/``FashionMnistDataset`` (idx-ubyte), ``Cifar10Dataset``/``Cifar100Dataset`` (binary batches) and
``ImageFolderDataset`` (one folder per class). Files are read once, on the first pass, into numpy arrays."""
import os

import numpy as np

from . import _check, _errors
from .datasets import MappableDataset

__all__ = ["MnistDataset", "FashionMnistDataset"]


def check_dir(path):
    """ValueError unless ``path`` is a readable directory (checked when the dataset is built)."""
    _check.type_of(path, "dataset_dir", (str,))
    if not os.path.isdir(path) or not os.access(path, os.R_OK):
        raise ValueError(f"The folder {path} does not exist or is not a directory or permission denied!")
    return path


def check_usage(usage, valid):
    usage = "all" if usage is None else usage
    _check.type_of(usage, "usage", (str,))
    if usage not in valid:
        raise ValueError(f"Input usage is not within the valid set of {list(valid)}.")
    return usage


class _FileSource(MappableDataset):
    """A mappable source whose rows are loaded from files on the first pass (``_load`` -> list of arrays)."""

    def __init__(self, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache):
        if cache is not None:
            raise NotImplementedError(f"{type(self).__name__}: argument cache is not supported by msbridge.")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id)
        self._data = None

    def _load(self):
        raise NotImplementedError

    def _arrays(self):
        if self._data is None:
            self._data = self._load()
        return self._data

    def _num_rows(self):
        return len(self._arrays()[0])

    def _read(self, index):
        return [np.array(column[index]) for column in self._arrays()]

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_data"] = None
        return state


# --- MNIST ---------------------------------------------------------------------------------------------------
_IDX_IMAGES, _IDX_LABELS = 2051, 2049


def _read_idx(node, path, magic):
    """The uint8 payload of an idx-ubyte file and its dimensions, checked against MindSpore's rules."""
    with open(path, "rb") as f:
        data = f.read()
    ndim = 3 if magic == _IDX_IMAGES else 1
    header = 4 + 4 * ndim
    if len(data) < header:
        raise _errors.pipeline_error(node, f"Invalid mnist file, {path} is shorter than its {header}-byte header.")
    found = int.from_bytes(data[:4], "big")
    if found != magic:
        what = "images" if magic == _IDX_IMAGES else "labels"
        raise _errors.pipeline_error(node, f"Invalid mnist file, the number of {what} in {path} should be {magic}, "
                                           f"but got {found}.")
    dims = np.frombuffer(data, ">u4", ndim, 4).astype(np.int64)
    size = int(np.prod(dims))
    if len(data) - header < size:
        raise _errors.pipeline_error(node, f"Invalid mnist file, truncated data length of {path} should be "
                                           f"{len(data) - header}, but got {size}")
    return np.frombuffer(data, np.uint8, size, header).reshape(dims)


class MnistDataset(_FileSource):
    """MNIST from idx-ubyte files: ``image`` (28, 28, 1) uint8 and ``label`` uint32 (shuffled by default)."""

    _prefixes = {"train": ("train",), "test": ("t10k",), "all": ("t10k", "train")}

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        self.usage = check_usage(usage, ("train", "test", "all"))
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "label"]

    def _load(self):
        images, labels = [], []
        for prefix in self._prefixes[self.usage]:
            image_path = os.path.join(self.dataset_dir, f"{prefix}-images-idx3-ubyte")
            label_path = os.path.join(self.dataset_dir, f"{prefix}-labels-idx1-ubyte")
            if not (os.path.isfile(image_path) and os.path.isfile(label_path)):
                continue
            image = _read_idx(self, image_path, _IDX_IMAGES)
            label = _read_idx(self, label_path, _IDX_LABELS)
            if len(image) != len(label):
                raise _errors.pipeline_error(self, f"Invalid mnist file, the number of images ({len(image)}) in "
                                                   f"{image_path} differs from the number of labels ({len(label)}).")
            images.append(image[..., None])
            labels.append(label.astype(np.uint32))
        if not images:
            raise _errors.pipeline_error(self, f"Invalid data, {type(self).__name__} API can't read the data file "
                                               "(interface mismatch or no data found). Check mnist file in "
                                               f"directory: {self.dataset_dir}")
        return [np.concatenate(images), np.concatenate(labels)]


class FashionMnistDataset(MnistDataset):
    """Fashion-MNIST: the same idx-ubyte files and columns as MnistDataset."""
