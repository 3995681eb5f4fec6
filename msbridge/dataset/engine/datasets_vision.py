"""Vision file datasets reading MindSpore's on-disk formats with numpy (nothing is downloaded):
``MnistDataset``/``FashionMnistDataset`` (idx-ubyte), ``Cifar10Dataset``/``Cifar100Dataset`` (binary batches) and
``ImageFolderDataset`` (one folder per class). Files are read once, on the first pass, into numpy arrays."""
import os

import numpy as np

from . import _check, _errors
from .datasets import MappableDataset

__all__ = ["MnistDataset", "FashionMnistDataset", "KMnistDataset", "Cifar10Dataset", "Cifar100Dataset",
           "ImageFolderDataset"]


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


class UsageSource(_FileSource):
    """A file source over a folder with a train/test/all ``usage`` (MNIST, CIFAR, IMDB): shuffled by default."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        self.usage = check_usage(usage, ("train", "test", "all"))
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)


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


class MnistDataset(UsageSource):
    """MNIST from idx-ubyte files: ``image`` (28, 28, 1) uint8 and ``label`` uint32 (shuffled by default)."""

    _prefixes = {"train": ("train",), "test": ("t10k",), "all": ("t10k", "train")}

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


class KMnistDataset(MnistDataset):
    """Kuzushiji-MNIST: the same idx-ubyte files and columns as MnistDataset."""


# --- CIFAR -----------------------------------------------------------------------------------------------------
_CIFAR_BLOCK = 10000


class _CifarDataset(UsageSource):
    """CIFAR binary batches: records of label byte(s) then a 3x32x32 CHW uint8 image, yielded as HWC."""

    _files = {}
    _labels = 1
    _name = _title = ""

    def _paths(self):
        wanted = ("train", "test") if self.usage == "all" else (self.usage,)
        names = sorted(os.listdir(self.dataset_dir))
        return [os.path.join(self.dataset_dir, n) for n in names
                if any(self._files[u](n) for u in wanted) and os.path.isfile(os.path.join(self.dataset_dir, n))]

    def _load(self):
        record = self._labels + 3072
        chunks = []
        for path in self._paths():
            data = np.fromfile(path, dtype=np.uint8)
            # MindSpore reads each file in blocks of 10000 records (the size of every real CIFAR batch)
            if data.size == 0 or data.size % (record * _CIFAR_BLOCK):
                raise _errors.pipeline_error(self, f"Invalid {self._name} file, failed to read data from: {path}, "
                                                   f"re-download dataset(make sure it is {self._title} binary version).")
            chunks.append(data.reshape(-1, record))
        if not chunks:
            raise _errors.pipeline_error(self, f"Invalid data, no valid data matching the dataset API "
                                               f"{type(self).__name__}. Please check dataset API or file path: "
                                               f"{self.dataset_dir}.")
        records = np.concatenate(chunks)
        images = records[:, self._labels:].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)
        return [images] + [records[:, i].astype(np.uint32) for i in range(self._labels)]


class Cifar10Dataset(_CifarDataset):
    """CIFAR-10 binary batches (data_batch_*.bin, test_batch.bin): ``image`` (32, 32, 3) uint8, ``label`` uint32."""

    _files = {"train": lambda n: n.startswith("data_batch_") and n.endswith(".bin"),
              "test": lambda n: n == "test_batch.bin"}
    _name, _title = "cifar10", "CIFAR-10"

    def _columns(self):
        return ["image", "label"]


class Cifar100Dataset(_CifarDataset):
    """CIFAR-100 binary batches (train.bin, test.bin): ``image``, ``coarse_label`` and ``fine_label`` (uint32)."""

    _files = {"train": lambda n: n == "train.bin", "test": lambda n: n == "test.bin"}
    _labels = 2
    _name, _title = "cifar100", "CIFAR-100"

    def _columns(self):
        return ["image", "coarse_label", "fine_label"]


# --- image folders ---------------------------------------------------------------------------------------------
class ImageFolderDataset(_FileSource):
    """One sub-folder per class (labels by sorted folder name, or ``class_indexing``): ``image`` holds the file's
    bytes (uint8, 1-D), decoded to HWC RGB with ``decode=True``; ``label`` is int32."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, sampler=None,
                 extensions=None, class_indexing=None, decode=False, num_shards=None, shard_id=None, cache=None,
                 decrypt=None):
        self.dataset_dir = check_dir(dataset_dir)
        if extensions is not None:
            _check.type_of(extensions, "extensions", (list,))
        if class_indexing is not None:
            _check.type_of(class_indexing, "class_indexing", (dict,))
        _check.type_of(decode, "decode", (bool,))
        if decrypt is not None:
            raise NotImplementedError("ImageFolderDataset: argument decrypt is not supported by msbridge.")
        self.extensions = None if extensions is None else [e.lower() for e in extensions]
        self.class_indexing, self.decode = class_indexing, decode
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "label"]

    def get_class_indexing(self):
        """Folder name -> label."""
        if self.class_indexing is not None:
            return dict(self.class_indexing)
        folders = sorted(d for d in os.listdir(self.dataset_dir) if os.path.isdir(os.path.join(self.dataset_dir, d)))
        return {name: i for i, name in enumerate(folders)}

    def num_classes(self):
        """Number of classes (folders)."""
        return len(self.get_class_indexing())

    def _load(self):
        paths, labels = [], []
        for folder, label in sorted(self.get_class_indexing().items(), key=lambda item: (item[1], item[0])):
            directory = os.path.join(self.dataset_dir, folder)
            if not os.path.isdir(directory):
                continue
            for name in sorted(os.listdir(directory)):
                if self.extensions is None or os.path.splitext(name)[1].lower() in self.extensions:
                    paths.append(os.path.join(directory, name))
                    labels.append(label)
        return [paths, np.asarray(labels, dtype=np.int32)]

    def _read(self, index):
        paths, labels = self._arrays()
        image = np.fromfile(paths[index], dtype=np.uint8)
        if self.decode:
            from ..vision.transforms import Decode
            image = Decode()(image)
        return [image, np.array(labels[index])]
