"""Image datasets stored as arrays in binary or text files, read with numpy (nothing is downloaded):
``EMnistDataset`` and ``QMnistDataset`` (idx files), ``USPSDataset`` (libsvm text), ``SVHNDataset`` (MATLAB
files, read with scipy), ``STL10Dataset`` (raw bytes) and ``SemeionDataset`` (text). Files are read once, on the
first pass, into numpy arrays (``_FileSource``); ``PhotoTourDataset`` cuts patches out of BMP pages.
``FakeImageDataset`` generates its rows as MindSpore does."""
import math
import os

import numpy as np

from . import _check, _errors
from ._files import load_mat, shuffle_flag
from ..core import config
from ._std_shuffle import mt19937, uniform_int
from .datasets import Shuffle
from .datasets_vision import MnistDataset, UsageSource, _FileSource, _read_idx, check_dir, check_usage

__all__ = ["EMnistDataset", "QMnistDataset", "USPSDataset", "SVHNDataset", "STL10Dataset", "SemeionDataset",
           "FakeImageDataset", "PhotoTourDataset"]

_EMNIST_NAMES = ("byclass", "bymerge", "balanced", "letters", "digits", "mnist")


def _missing(node, path):
    return _errors.pipeline_error(node, f"Invalid file, failed to open {path}: the file does not exist.")


class EMnistDataset(MnistDataset):
    """EMNIST: the idx-ubyte files ``emnist-<name>-<train|test>-{images-idx3,labels-idx1}-ubyte`` read as
    MnistDataset reads MNIST (``all``: test then train)."""

    def __init__(self, dataset_dir, name, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        _check.type_of(name, "name", (str,))
        if name not in _EMNIST_NAMES:
            raise ValueError(f"Input name is not within the valid set of {list(_EMNIST_NAMES)}.")
        self.name = name
        self._prefixes = {"train": (f"emnist-{name}-train",), "test": (f"emnist-{name}-test",),
                          "all": (f"emnist-{name}-test", f"emnist-{name}-train")}
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)


# --- QMNIST ----------------------------------------------------------------------------------------------------
_QMNIST_LABELS = 3074  # idx magic of int32 matrices
# usage -> (file prefix, first image, image count or None for the rest of the file)
_QMNIST_PARTS = {"train": [("qmnist-train", 0, None)], "test": [("qmnist-test", 0, None)],
                 "test10k": [("qmnist-test", 0, 10000)], "test50k": [("qmnist-test", 10000, 50000)],
                 "nist": [("xnist", 0, None)]}
_QMNIST_PARTS["all"] = _QMNIST_PARTS["train"] + _QMNIST_PARTS["test"] + _QMNIST_PARTS["nist"]


def _read_int_matrix(node, path):
    """QMNIST's labels-idx2-int file: big-endian int32 rows of 8 values (class first)."""
    data = np.fromfile(path, dtype=">i4")
    if data.size < 3 or data[0] != _QMNIST_LABELS:
        raise _errors.pipeline_error(node, f"Invalid file, the magic number of {path} should be {_QMNIST_LABELS}.")
    rows, cols = int(data[1]), int(data[2])
    if data.size - 3 < rows * cols:
        raise _errors.pipeline_error(node, f"Invalid file, failed to read {rows * cols * 4} bytes from {path}: the "
                                           "data file is damaged or the content is incomplete.")
    return data[3:3 + rows * cols].reshape(rows, cols).astype(np.uint32)


class _PartsSource(UsageSource):
    """A UsageSource whose usages are the keys of ``_parts`` (usage -> the files it reads); columns image, label."""

    _parts = {}

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        check_usage(usage, tuple(self._parts))
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage = "all" if usage is None else usage

    def _columns(self):
        return ["image", "label"]


class QMnistDataset(_PartsSource):
    """QMNIST: ``qmnist-<train|test>-images-idx3-ubyte`` with ``-labels-idx2-int`` (and ``xnist-*`` for
    ``nist``); ``test10k``/``test50k`` are the first 10000 / the next 50000 test images; ``all``: train, test,
    nist. ``label`` uint32: the class with ``compat=True``, all 8 QMNIST values otherwise."""

    _parts = _QMNIST_PARTS

    def __init__(self, dataset_dir, usage=None, compat=True, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        _check.type_of(compat, "compat", (bool,))
        self.compat = compat
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)

    def _load(self):
        images, labels = [], []
        for prefix, start, count in self._parts[self.usage]:
            image_path = os.path.join(self.dataset_dir, f"{prefix}-images-idx3-ubyte")
            label_path = os.path.join(self.dataset_dir, f"{prefix}-labels-idx2-int")
            if not (os.path.isfile(image_path) and os.path.isfile(label_path)):
                continue
            image, label = _read_idx(self, image_path, 2051), _read_int_matrix(self, label_path)
            stop = len(image) if count is None else start + count
            if stop > len(image):
                raise _errors.pipeline_error(self, f"Invalid file, failed to read {(stop - start) * 784} bytes from "
                                                   f"{image_path}: the data file is damaged or the content is "
                                                   "incomplete.")
            images.append(image[start:stop, ..., None])
            labels.append(label[start:stop, 0] if self.compat else label[start:stop])
        if not images:
            raise _errors.pipeline_error(self, "Invalid data, QMnistDataset API can't read the data file (interface "
                                               f"mismatch or no data found). Check qmnist file in directory: "
                                               f"{self.dataset_dir}")
        return [np.concatenate(images), np.concatenate(labels)]


# --- USPS ------------------------------------------------------------------------------------------------------
def _interleaved(parts):
    """Rows taken from each part in turn until all are used up (MindSpore's order for several files read by
    several workers)."""
    longest = max(len(p) for p in parts)
    return [p[i] for i in range(longest) for p in parts if i < len(p)]


class USPSDataset(_FileSource):
    """USPS libsvm files ``usps`` (train) and ``usps.t`` (test): a 1-based label, then 256 ``index:value``
    pixels in [-1, 1]. ``image`` (16, 16, 1) uint8 ((value + 1) / 2 * 255, truncated), ``label`` uint32
    (0-based). ``all`` reads train then test with one worker; with more (the default) it takes a line of each
    file in turn, as MindSpore's file workers do."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        self.usage = check_usage(usage, ("train", "test", "all"))
        super().__init__(num_samples, num_parallel_workers, shuffle_flag(shuffle), None, num_shards, shard_id,
                         cache)

    def _columns(self):
        return ["image", "label"]

    def _load(self):
        names = {"train": ["usps"], "test": ["usps.t"], "all": ["usps", "usps.t"]}[self.usage]
        parts = []
        for name in names:
            path = os.path.join(self.dataset_dir, name)
            if not os.path.isfile(path):
                raise _missing(self, path)
            with open(path, encoding="utf-8") as f:
                parts.append([self._row(line.split()) for line in f if line.split()])
        workers = self.num_parallel_workers or config.get_num_parallel_workers()
        rows = _interleaved(parts) if workers > 1 else [row for part in parts for row in part]
        return [np.asarray([r[0] for r in rows], np.uint8).reshape(-1, 16, 16, 1),
                np.asarray([r[1] for r in rows], np.uint32)]

    def _row(self, fields):
        if len(fields) != 257:
            raise _errors.pipeline_error(self, "Invalid data, the number of split characters ':' in USPS data file "
                                               f"is corrupted, should be 257, but got {len(fields)}.")
        values = np.asarray([float(f.split(":")[1]) for f in fields[1:]])
        return ((values + 1) / 2 * 255).astype(np.uint8).reshape(16, 16, 1), int(fields[0]) - 1


# --- SVHN ------------------------------------------------------------------------------------------------------
class SVHNDataset(_FileSource):
    """SVHN MATLAB files ``<usage>_32x32.mat`` (read with scipy.io.loadmat; ``all``: train, test, extra):
    ``image`` (32, 32, 3) uint8 and ``label`` uint32 (the file's 10 is the digit 0)."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=1, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None):
        self.dataset_dir = check_dir(dataset_dir)
        self.usage = check_usage(usage, ("train", "test", "extra", "all"))
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, None)

    def _columns(self):
        return ["image", "label"]

    def _load(self):
        images, labels = [], []
        for usage in ("train", "test", "extra") if self.usage == "all" else (self.usage,):
            content = load_mat(os.path.join(self.dataset_dir, usage + "_32x32.mat"))
            images.append(np.transpose(content["X"], (3, 0, 1, 2)))
            label = content["y"].astype(np.uint32).reshape(-1)
            labels.append(np.where(label == 10, 0, label).astype(np.uint32))
        return [np.concatenate(images), np.concatenate(labels)]


# --- STL-10 ----------------------------------------------------------------------------------------------------
_STL10_PARTS = {"train": ("train",), "test": ("test",), "unlabeled": ("unlabeled",),
                "train+unlabeled": ("train", "unlabeled"), "all": ("test", "train", "unlabeled")}


class STL10Dataset(_PartsSource):
    """STL-10 binary files ``<part>_X.bin`` (3x96x96 bytes per image, column-major) and ``<part>_y.bin`` (labels
    1..10; ``all``: test, train, unlabeled): ``image`` (96, 96, 3) uint8, ``label`` int32 (0-based; -1 for the
    unlabeled images)."""

    _parts = _STL10_PARTS

    def _load(self):
        images, labels = [], []
        for part in self._parts[self.usage]:
            path = os.path.join(self.dataset_dir, part + "_X.bin")
            if not os.path.isfile(path):
                raise _missing(self, path)
            pixels = np.fromfile(path, dtype=np.uint8).reshape(-1, 3, 96, 96).transpose(0, 3, 2, 1)
            images.append(pixels)
            if part == "unlabeled":
                labels.append(np.full(len(pixels), -1, np.int32))
            else:
                labels.append(np.fromfile(os.path.join(self.dataset_dir, part + "_y.bin"), np.uint8)
                              .astype(np.int32) - 1)
        return [np.concatenate(images), np.concatenate(labels)]


# --- Semeion ---------------------------------------------------------------------------------------------------
class SemeionDataset(_FileSource):
    """Semeion ``semeion.data``: per line 256 pixels (0/1) then a one-hot digit. ``image`` (16, 16) uint8 of 0/1,
    ``label`` uint32."""

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, sampler=None,
                 num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "label"]

    def _load(self):
        path = os.path.join(self.dataset_dir, "semeion.data")
        if not os.path.isfile(path):
            raise _missing(self, path)
        rows = np.loadtxt(path, ndmin=2)
        return [rows[:, :256].astype(np.uint8).reshape(-1, 16, 16), np.argmax(rows[:, 256:], axis=1).astype(np.uint32)]


# --- FakeImage -------------------------------------------------------------------------------------------------
def _std_normals(generator, count):
    """``count`` draws of libstdc++'s ``std::normal_distribution<double>`` (Marsaglia's polar method, each uniform
    from two 32-bit draws as ``generate_canonical<double, 53>``) over ``generator``'s outputs."""
    values = np.empty(0)
    while values.size < count:
        raw = generator.random_raw(4 * (count - values.size + 8)).astype(np.float64).reshape(-1, 4)
        canonical = (raw[:, 0::2] + raw[:, 1::2] * 2.0 ** 32) / 2.0 ** 64
        x, y = 2 * canonical[:, 0] - 1, 2 * canonical[:, 1] - 1
        r2 = x * x + y * y
        keep = (r2 <= 1) & (r2 != 0)
        x, y, r2 = x[keep], y[keep], r2[keep]
        logs = np.array([math.log(v) for v in r2.tolist()])  # glibc's log, as libstdc++ (numpy's may differ by an ulp)
        scale = np.sqrt(-2 * logs / r2)
        values = np.concatenate([values, np.stack([y * scale, x * scale], 1).reshape(-1)])
    return values[:count]


class FakeImageDataset(_FileSource):
    """Generated images, as MindSpore 2.10 makes them: image ``i`` is the first H*W*C bytes of doubles drawn from
    ``std::normal_distribution`` (negatives set to 0) over ``std::mt19937(base_seed + i)``, read as uint8; its
    ``label`` (uint32) is the first ``uniform_int_distribution(0, num_classes - 1)`` draw of a fresh generator
    with the same seed."""

    def __init__(self, num_images=1000, image_size=(224, 224, 3), num_classes=10, base_seed=0, num_samples=None,
                 num_parallel_workers=None, shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        _check.type_of(base_seed, "base_seed", (int,))
        _check.int_in(num_images, "num_images", 1)
        _check.type_of(image_size, "image_size", (list, tuple))
        if len(image_size) != 3:
            raise ValueError(f"image_size should be a list or tuple of length 3, but got {len(image_size)}")
        for i, value in enumerate(image_size):
            _check.int_in(value, f"image_size[{i}]", 1)
        _check.int_in(num_classes, "num_classes", 1)
        self.num_images, self.image_size = num_images, tuple(image_size)
        self.num_classes, self.base_seed = num_classes, base_seed
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image", "label"]

    def _arrays(self):
        return [range(self.num_images)]

    def _read(self, index):
        seed = self.base_seed + index
        size = int(np.prod(self.image_size))
        doubles = np.maximum(_std_normals(mt19937(seed), -(-size // 8)), 0.0)
        image = np.frombuffer(doubles.astype("<f8").tobytes()[:size], np.uint8).reshape(self.image_size)
        label = uniform_int(iter(mt19937(seed).random_raw(64).tolist()).__next__, self.num_classes)
        return [image.copy(), np.array(label, dtype=np.uint32)]


# --- PhotoTour -------------------------------------------------------------------------------------------------
_PHOTOTOUR_NAMES = ["notredame", "yosemite", "liberty", "notredame_harris", "yosemite_harris", "liberty_harris"]


class PhotoTourDataset(_FileSource):
    """PhotoTour patches: ``<name>/patches<nnnn>.bmp`` (1024x1024 grey, 256 patches of 64x64 each, row by row;
    read with Pillow), as many patches as ``info.txt`` lines. ``train``: ``image`` (64, 64, 1) uint8; ``test``:
    the pairs of ``m50_100000_100000_0.txt`` as ``image1``, ``image2`` and ``matches`` (uint32: 1 when both
    patches show the same 3D point)."""

    def __init__(self, dataset_dir, name, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        self.dataset_dir = check_dir(dataset_dir)
        _check.type_of(name, "name", (str,))
        if name not in _PHOTOTOUR_NAMES:
            raise ValueError(f"Input name is not within the valid set of {_PHOTOTOUR_NAMES}.")
        self.usage = check_usage("train" if usage is None else usage, ("train", "test"))
        self.name, self._folder = name, os.path.join(dataset_dir, name)
        if not os.path.isdir(self._folder):
            raise RuntimeError(f"{self._folder} does not exist.")
        self._page = (None, None)
        super().__init__(num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)

    def _columns(self):
        return ["image"] if self.usage == "train" else ["image1", "image2", "matches"]

    def _load(self):
        if self.usage == "train":
            with open(os.path.join(self._folder, "info.txt"), encoding="utf-8") as f:
                return [[(i,) for i, line in enumerate(f) if line.strip()]]
        with open(os.path.join(self._folder, "m50_100000_100000_0.txt"), encoding="utf-8") as f:
            pairs = [line.split() for line in f if line.strip()]
        return [[(int(p[0]), int(p[3]), np.uint32(p[1] == p[4])) for p in pairs]]

    def _patch(self, index):
        page, cell = divmod(index, 256)
        if self._page[0] != page:
            from PIL import Image
            self._page = (page, np.asarray(Image.open(os.path.join(self._folder, f"patches{page:04d}.bmp"))
                                           .convert("L")))
        row, col = divmod(cell, 16)
        return self._page[1][64 * row:64 * row + 64, 64 * col:64 * col + 64, None].copy()

    def _read(self, index):
        record = self._arrays()[0][index]
        if self.usage == "train":
            return [self._patch(record[0])]
        return [self._patch(record[0]), self._patch(record[1]), np.array(record[2])]

    def __getstate__(self):
        state = super().__getstate__()
        state["_page"] = (None, None)
        return state
