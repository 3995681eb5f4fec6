"""mindspore.dataset cases, recorded from MindSpore 2.10 by record_dataset.py and replayed on msbridge by
tests/test_dataset*.py.

Case code is evaluated with ``ds`` (``mindspore.dataset`` or ``msbridge.dataset``), ``ms``, ``np``, ``vision``,
``transforms`` and the helpers of :func:`namespace`, so both sides run the same code:

- ``PIPES``: code giving a Dataset (shuffle off); recorded are its columns, size, batch size, output shapes and
  types, and every row of one epoch (dtypes, shapes and values);
- ``VALUES``: a JSON-able result (iterator types, reprs, orders);
- ``ARRAYS``: a numpy array or a list of them (transform outputs), compared with dtype, shape and values;
- ``ERRORS``: code that must raise; the exception type is compared, and the first line of the message for
  the cases in ``SAME_MESSAGE``.

File datasets read small files the helpers write in MindSpore's on-disk formats (idx-ubyte, CIFAR binary
batches, image folders, CSV, text) under a temporary directory.
"""
import atexit
import json
import os
import shutil
import struct
import tempfile

import numpy as np

_TMP = tempfile.mkdtemp(prefix="msbridge_dataset_cases_")
atexit.register(shutil.rmtree, _TMP, True)


# --- the data the cases read ------------------------------------------------------------------------------------
def _pixels(shape, seed):
    return np.random.RandomState(seed).randint(0, 256, size=shape).astype(np.uint8)


def write_idx(path, array):
    """An idx-ubyte file (big-endian header: magic 0x08 0x<ndim>, then the dimensions) holding uint8 ``array``."""
    with open(path, "wb") as f:
        f.write(struct.pack(">HBB", 0, 0x08, array.ndim))
        f.write(struct.pack(">" + "I" * array.ndim, *array.shape))
        f.write(array.astype(np.uint8).tobytes())


def mnist_dir(name="mnist", train=6, test=3, seed=0):
    """A folder with the four MNIST idx-ubyte files (28x28 images, labels 0..9)."""
    folder = os.path.join(_TMP, f"{name}_{train}_{test}_{seed}")
    if not os.path.isdir(folder):
        os.makedirs(folder)
        for prefix, n, s in (("train", train, seed), ("t10k", test, seed + 1)):
            write_idx(os.path.join(folder, f"{prefix}-images-idx3-ubyte"), _pixels((n, 28, 28), s))
            write_idx(os.path.join(folder, f"{prefix}-labels-idx1-ubyte"), np.arange(n, dtype=np.uint8) % 10)
    return folder


def corrupt_mnist_dir():
    """MNIST files whose image file is cut short."""
    folder = os.path.join(_TMP, "mnist_corrupt")
    if not os.path.isdir(folder):
        os.makedirs(folder)
        write_idx(os.path.join(folder, "train-images-idx3-ubyte"), _pixels((4, 28, 28), 0))
        write_idx(os.path.join(folder, "train-labels-idx1-ubyte"), np.arange(4, dtype=np.uint8))
        with open(os.path.join(folder, "train-images-idx3-ubyte"), "r+b") as f:
            f.truncate(16 + 28 * 28 * 2 + 5)
    return folder


def bad_magic_mnist_dir():
    """MNIST files whose label file has the image magic number."""
    folder = os.path.join(_TMP, "mnist_bad_magic")
    if not os.path.isdir(folder):
        os.makedirs(folder)
        write_idx(os.path.join(folder, "train-images-idx3-ubyte"), _pixels((4, 28, 28), 0))
        write_idx(os.path.join(folder, "train-labels-idx1-ubyte"), _pixels((4, 28, 28), 1))
    return folder


def _records(n, labels, seed):
    """``n`` CIFAR records: label byte(s) then 3072 pixel bytes (a cheap deterministic pattern)."""
    rows = np.arange(n, dtype=np.int64)[:, None]
    # uint8 arithmetic wraps around: (row * (7 + seed) + column * 13 + seed) % 256, computed fast
    pixels = ((rows % 256).astype(np.uint8) * np.uint8(7 + seed)
              + (np.arange(3072) % 256).astype(np.uint8)[None] * np.uint8(13) + np.uint8(seed))
    label_bytes = [((rows * (3 + k) + seed) % (10 if labels == 1 else (20, 100)[k])).astype(np.uint8)
                   for k in range(labels)]
    return np.concatenate(label_bytes + [pixels], axis=1)


def cifar10_dir(bad=False):
    """CIFAR-10 binary batches of 10000 records (MindSpore reads whole 10000-record files): one training batch
    and the test batch; with ``bad``, a third training batch cut short."""
    folder = os.path.join(_TMP, f"cifar10_{bad}")
    if not os.path.isdir(folder):
        os.makedirs(folder)
        _records(10000, 1, 1).tofile(os.path.join(folder, "data_batch_1.bin"))
        _records(10000, 1, 2).tofile(os.path.join(folder, "test_batch.bin"))
        if bad:
            _records(3, 1, 3).tofile(os.path.join(folder, "data_batch_2.bin"))
    return folder


def cifar100_dir():
    """A CIFAR-100 test.bin of 10000 records (coarse label, fine label, pixels)."""
    folder = os.path.join(_TMP, "cifar100")
    if not os.path.isdir(folder):
        os.makedirs(folder)
        _records(10000, 2, 4).tofile(os.path.join(folder, "test.bin"))
    return folder


def image_folder():
    """Class folders holding small files (their bytes are the 'image' column when not decoded)."""
    folder = os.path.join(_TMP, "image_folder")
    if not os.path.isdir(folder):
        for cls, files in (("cat", ("b.jpg", "a.png")), ("dog", ("c.JPEG",)), ("bird", ("x.txt", "y.bmp"))):
            os.makedirs(os.path.join(folder, cls))
            for name in files:
                with open(os.path.join(folder, cls, name), "wb") as f:
                    f.write(name.encode() * 2)
    return folder


def text_file(name, content):
    path = os.path.join(_TMP, name)
    with open(path, "w") as f:
        f.write(content)
    return path


def png_bytes(pixels, filter_type=0, color=None):
    """A PNG file (8-bit, not interlaced) of uint8 ``pixels`` (H, W, C) with every row using ``filter_type``."""
    import zlib
    height, width, channels = pixels.shape
    color = {1: 0, 2: 4, 3: 2, 4: 6}[channels] if color is None else color
    rows = pixels.reshape(height, width * channels).astype(np.int64)
    up = np.vstack([np.zeros((1, width * channels), np.int64), rows[:-1]])
    left = np.hstack([np.zeros((height, channels), np.int64), rows[:, :-channels]])
    upleft = np.hstack([np.zeros((height, channels), np.int64), up[:, :-channels]])
    p = left + up - upleft
    pa, pb, pc = np.abs(p - left), np.abs(p - up), np.abs(p - upleft)
    paeth = np.where((pa <= pb) & (pa <= pc), left, np.where(pb <= pc, up, upleft))
    predictor = [0, left, up, (left + up) // 2, paeth][filter_type]
    filtered = ((rows - predictor) % 256).astype(np.uint8)
    raw = np.hstack([np.full((height, 1), filter_type, np.uint8), filtered]).tobytes()

    def chunk(kind, body):
        return (len(body).to_bytes(4, "big") + kind + body
                + (zlib.crc32(kind + body) & 0xFFFFFFFF).to_bytes(4, "big"))
    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([8, color, 0, 0, 0])
    return np.frombuffer(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
                         + chunk(b"IEND", b""), np.uint8)


def png_folder():
    """Class folders of PNG images, for ImageFolderDataset(decode=True)."""
    folder = os.path.join(_TMP, "png_folder")
    if not os.path.isdir(folder):
        for label, cls in enumerate(("a", "b")):
            os.makedirs(os.path.join(folder, cls))
            for i in range(2):
                png_bytes(_pixels((5, 4, 3), 10 * label + i), i + 1).tofile(os.path.join(folder, cls, f"{i}.png"))
    return folder


def missing_dir():
    return os.path.join(_TMP, "does_not_exist")


# --- the helpers the case code sees ----------------------------------------------------------------------------
def _jsonable(value):
    if isinstance(value, tuple):
        return {"tuple": [_jsonable(v) for v in value]}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, bytes):
        return {"bytes": value.hex()}
    if isinstance(value, np.ndarray):
        items = value.tolist()
        return {"array": [str(value.dtype), list(value.shape), _jsonable(items) if value.dtype.kind == "S" else items]}
    if isinstance(value, np.generic):
        return _jsonable(value.item())
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    return repr(value)


def namespace(ms):
    """The names case code can use, bound to ``ms`` (``mindspore`` or ``msbridge``)."""
    import importlib
    ds = importlib.import_module(ms.__name__ + ".dataset")
    vision = importlib.import_module(ms.__name__ + ".dataset.vision")
    transforms = importlib.import_module(ms.__name__ + ".dataset.transforms")

    def gen(n, cols=1, start=0):
        """A generator function of ``n`` rows of ``cols`` int64 scalars (row i: i, 10+i, 20+i, ...)."""
        def source():
            for i in range(start, start + n):
                yield tuple(np.array(10 * c + i) for c in range(cols))
        return source

    def rows(dataset, **kwargs):
        """One epoch of numpy rows."""
        return [list(r) for r in dataset.create_tuple_iterator(output_numpy=True, **kwargs)]

    def kinds(row):
        """Type names of a row's items (Tensor / ndarray / ...) and their dtypes."""
        items = row.values() if isinstance(row, dict) else row
        return [type(row).__name__] + [[type(v).__name__, str(v.dtype)] for v in items]

    def X(shape, dtype="float32", seed=0):
        """A seeded input: uint8 pixels, or floats in [0, 1)."""
        if dtype == "uint8":
            return _pixels(shape, seed)
        return np.random.RandomState(seed).uniform(0, 1, shape).astype(dtype)

    return {"ds": ds, "ms": ms, "np": np, "vision": vision, "transforms": transforms, "gen": gen, "rows": rows,
            "kinds": kinds, "X": X, "mnist_dir": mnist_dir, "corrupt_mnist_dir": corrupt_mnist_dir,
            "bad_magic_mnist_dir": bad_magic_mnist_dir, "missing_dir": missing_dir, "cifar10_dir": cifar10_dir,
            "cifar100_dir": cifar100_dir, "image_folder": image_folder, "text_file": text_file, "png_bytes": png_bytes,
            "png_folder": png_folder}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


def describe(dataset):
    """What a PIPES case records: metadata and every row of one epoch."""
    return {"columns": dataset.get_col_names(), "size": dataset.get_dataset_size(),
            "batch_size": dataset.get_batch_size(), "shapes": dataset.output_shapes(),
            "types": [str(t) for t in dataset.output_types()],
            "rows": [[_jsonable(a) for a in row]
                     for row in dataset.create_tuple_iterator(output_numpy=True, num_epochs=1)]}


def as_json(value):
    return json.loads(json.dumps(_jsonable(value)))


def as_arrays(result):
    items = result if isinstance(result, (tuple, list)) else [result]
    return [np.asarray(item.asnumpy() if hasattr(item, "asnumpy") else item) for item in items]


# --- sources and operations --------------------------------------------------------------------------------------
PIPES = {
    # GeneratorDataset
    "gen.function": "ds.GeneratorDataset(gen(5, 2), ['a', 'b'])",
    "gen.column_name_str": "ds.GeneratorDataset(gen(3), 'a')",
    "gen.python_scalars": "ds.GeneratorDataset(lambda: iter([(1, 2.5, True), (3, 4.5, False)]), ['i', 'f', 'b'])",
    "gen.single_array": "ds.GeneratorDataset(lambda: (np.array([i, i], np.int32) for i in range(3)), ['a'])",
    "gen.float32_rows": "ds.GeneratorDataset(lambda: ((np.array([i / 3], np.float32), np.array([2 * i], "
                        "np.float32)) for i in range(4)), ['data', 'label'])",
    "gen.list_no_shuffle": "ds.GeneratorDataset([(np.array(i),) for i in range(6)], ['x'], shuffle=False)",
    "gen.random_access": "ds.GeneratorDataset(type('RA', (), {'__getitem__': lambda s, i: (np.array(i * 2),), "
                         "'__len__': lambda s: 5})(), ['x'], shuffle=False)",
    "gen.iterable": "ds.GeneratorDataset(type('It', (), {'__iter__': lambda s: iter([(np.array(i),) for i in "
                    "range(4)])})(), ['x'])",
    "gen.iterable_shuffle_ignored": "ds.GeneratorDataset(type('It', (), {'__iter__': lambda s: iter([(np.array(i),) "
                                    "for i in range(4)])})(), ['x'], shuffle=True)",
    "gen.num_samples_random_access": "ds.GeneratorDataset([(np.array(i),) for i in range(6)], ['x'], shuffle=False, "
                                     "num_samples=4)",
    "gen.num_samples_generator": "ds.GeneratorDataset(gen(6), ['x'], num_samples=2)",
    "gen.strings": "ds.GeneratorDataset(lambda: iter([('ab',), ('c',)]), ['s'])",
    # NumpySlicesDataset
    "np.floats": "ds.NumpySlicesDataset([1.5, 2.5], shuffle=False)",
    "np.ints": "ds.NumpySlicesDataset([1, 2, 3], shuffle=False)",
    "np.nested_list": "ds.NumpySlicesDataset([[1, 2], [3, 4]], column_names=['v'], shuffle=False)",
    "np.dict": "ds.NumpySlicesDataset({'a': [1, 2], 'b': [0.5, 1.5]}, shuffle=False)",
    "np.tuple": "ds.NumpySlicesDataset((np.ones((2, 3), np.float32), np.array([1, 2])), column_names=['x', 'y'], "
                "shuffle=False)",
    "np.array": "ds.NumpySlicesDataset(np.arange(6, dtype=np.int16).reshape(3, 2), shuffle=False)",
    "np.list_of_tuples": "ds.NumpySlicesDataset([(1, 2), (3, 4)], shuffle=False)",
    "np.strings": "ds.NumpySlicesDataset(['ab', 'c'], shuffle=False)",
    "np.bools": "ds.NumpySlicesDataset([True, False], shuffle=False)",
    "np.num_samples": "ds.NumpySlicesDataset(list(range(5)), num_samples=3, shuffle=False)",
    "np.num_samples_over": "ds.NumpySlicesDataset(list(range(5)), num_samples=10, shuffle=False)",
    "padded": "ds.PaddedDataset([{'a': np.array([1, 2]), 'b': np.array(1.5)}, {'a': np.array([3]), 'b': np.array(2.5)}])",
    # samplers and shards
    "sampler.sequential": "ds.NumpySlicesDataset(list(range(10)), sampler=ds.SequentialSampler(2, 3))",
    "sampler.sequential_zero": "ds.NumpySlicesDataset(list(range(5)), sampler=ds.SequentialSampler(num_samples=0))",
    "sampler.subset": "ds.NumpySlicesDataset(list(range(10)), sampler=ds.SubsetSampler([5, 1, 7], 2))",
    "sampler.list": "ds.NumpySlicesDataset(list(range(5)), sampler=[3, 1])",
    "sampler.dist0": "ds.NumpySlicesDataset(list(range(10)), sampler=ds.DistributedSampler(3, 0, shuffle=False))",
    "sampler.dist2": "ds.NumpySlicesDataset(list(range(10)), sampler=ds.DistributedSampler(3, 2, shuffle=False))",
    "shard.1of3": "ds.NumpySlicesDataset(list(range(10)), shuffle=False, num_shards=3, shard_id=1)",
    "sampler.weighted_one_hot": "ds.NumpySlicesDataset(list(range(3)), sampler=ds.WeightedRandomSampler([0, 0, 1], 4))",
    # operations
    "op.batch": "ds.GeneratorDataset(gen(5, 2), ['a', 'b']).batch(2)",
    "op.batch_drop": "ds.GeneratorDataset(gen(5), ['a']).batch(2, drop_remainder=True)",
    "op.batch_float_rows": "ds.GeneratorDataset(lambda: ((np.array([i / 3], np.float32), np.array([2 * i], "
                           "np.float32)) for i in range(20)), ['data', 'label']).batch(8)",
    "op.batch_callable": "ds.GeneratorDataset(gen(7), ['a']).batch(lambda info: info.get_batch_num() + 1)",
    "op.batch_strings": "ds.NumpySlicesDataset(['ab', 'c', 'def'], shuffle=False).batch(2)",
    "op.per_batch_map": "ds.GeneratorDataset(gen(3, 3), ['a', 'b', 'c']).batch(2, per_batch_map=lambda a, b, info: "
                        "(a, [x * 2 + info.get_batch_num() for x in b]), input_columns=['a', 'b'])",
    "op.per_batch_map_out": "ds.GeneratorDataset(gen(3, 2), ['a', 'b']).batch(2, per_batch_map=lambda a, info: "
                            "(a, [x + 1 for x in a]), input_columns=['a'], output_columns=['x', 'y'])",
    "op.padded_batch_none": "ds.GeneratorDataset(lambda: ((np.arange(i + 1),) for i in range(4)), ['a'])"
                            ".padded_batch(3, pad_info={'a': (None, 0)})",
    "op.padded_batch_shape": "ds.GeneratorDataset(lambda: ((np.arange(i + 1), np.array(i)) for i in range(4)), "
                             "['a', 'b']).padded_batch(2, pad_info={'a': ([5], -1)})",
    "op.padded_batch_empty_info": "ds.GeneratorDataset(lambda: ((np.arange(i + 1),) for i in range(4)), ['a'])"
                                  ".padded_batch(3, pad_info={})",
    "op.repeat": "ds.GeneratorDataset(gen(3), ['a']).repeat(2)",
    "op.batch_repeat": "ds.GeneratorDataset(gen(3), ['a']).batch(2).repeat(2)",
    "op.repeat_batch": "ds.GeneratorDataset(gen(3), ['a']).repeat(2).batch(2)",
    "op.take": "ds.GeneratorDataset(gen(3), ['a']).take(2)",
    "op.take_all": "ds.GeneratorDataset(gen(3), ['a']).take(-1)",
    "op.take_more": "ds.GeneratorDataset(gen(3), ['a']).take(10)",
    "op.skip": "ds.GeneratorDataset(gen(3), ['a']).skip(1)",
    "op.skip_all": "ds.GeneratorDataset(gen(3), ['a']).skip(5)",
    "op.project": "ds.GeneratorDataset(gen(2, 3), ['a', 'b', 'c']).project(['c', 'a'])",
    "op.rename": "ds.GeneratorDataset(gen(2, 2), ['a', 'b']).rename(['a'], ['z'])",
    "op.zip": "ds.zip((ds.GeneratorDataset(gen(3), ['a']), ds.GeneratorDataset(gen(2, 2), ['b', 'c'])))",
    "op.zip_method": "ds.GeneratorDataset(gen(3), ['a']).zip(ds.GeneratorDataset(gen(4, 1, 5), ['b']))",
    "op.concat_add": "ds.GeneratorDataset(gen(3), ['a']) + ds.GeneratorDataset(gen(2, 1, 7), ['a'])",
    "op.concat_list": "ds.GeneratorDataset(gen(2), ['a']).concat([ds.GeneratorDataset(gen(1), ['a']), "
                      "ds.GeneratorDataset(gen(2, 1, 4), ['a'])])",
    "op.filter": "ds.GeneratorDataset(gen(5, 2), ['a', 'b']).filter(lambda a: a % 2 == 0, ['a'])",
    "op.filter_all_columns": "ds.GeneratorDataset(gen(4, 2), ['a', 'b']).filter(lambda a, b: a + b > 12)",
    "op.filter_batch": "ds.GeneratorDataset(gen(7), ['a']).filter(lambda a: a != 3).batch(4)",
    "op.shuffle_size": "ds.GeneratorDataset(gen(6), ['a']).shuffle(4).project(['a']).batch(6).map(np.sort, ['a'])",
    "map.one": "ds.GeneratorDataset(gen(3), ['a']).map(lambda x: x * 2, ['a'])",
    "map.default_column": "ds.GeneratorDataset(gen(2, 2), ['a', 'b']).map(lambda x: x + 1)",
    "map.list_of_ops": "ds.GeneratorDataset(gen(3), ['a']).map([lambda x: x + 1, lambda x: x * 10], ['a'])",
    "map.to_float": "ds.GeneratorDataset(gen(3), ['a']).map(lambda x: x / 2, ['a'])",
    "map.python_int": "ds.GeneratorDataset(gen(2), ['a']).map(lambda x: 3, ['a'])",
    "map.python_float": "ds.GeneratorDataset(gen(2), ['a']).map(lambda x: 3.0, ['a'])",
    "map.one_to_two": "ds.GeneratorDataset(gen(3, 3), ['a', 'b', 'c']).map(lambda x: (x, -x), ['b'], ['p', 'q'])",
    "map.two_to_one": "ds.GeneratorDataset(gen(3, 3), ['a', 'b', 'c']).map(lambda x, y: x + y, ['a', 'c'], ['s'])",
    "map.rename_onto_existing": "ds.GeneratorDataset(gen(3, 3), ['a', 'b', 'c']).map(lambda x: x, ['c'], ['a'])",
    "map.chain_tuple": "ds.GeneratorDataset(gen(2, 2), ['a', 'b']).map([lambda x, y: (y, x), lambda p, q: p - q], "
                       "['a', 'b'], ['d'])",
    "map.parallel_threads": "ds.GeneratorDataset(gen(40), ['a']).map(lambda x: x * 3, ['a'], num_parallel_workers=2)",
    "map.parallel_processes": "ds.GeneratorDataset(gen(40), ['a']).map(lambda x: x * 3, ['a'], "
                              "num_parallel_workers=2, python_multiprocessing=True)",
    "batch.parallel": "ds.GeneratorDataset(gen(40), ['a']).batch(3, num_parallel_workers=2)",
    "bucket.plain": "ds.GeneratorDataset(lambda: ((np.arange(1, n + 1),) for n in [1, 3, 2, 5, 1, 4, 2]), ['x'])"
                    ".bucket_batch_by_length(['x'], [3], [2, 2])",
    "bucket.pad_info": "ds.GeneratorDataset(lambda: ((np.arange(1, n + 1),) for n in [1, 3, 2, 5, 1, 4, 2]), ['x'])"
                       ".bucket_batch_by_length(['x'], [2, 4], [2, 2, 3], pad_info={'x': (None, -1)})",
    "bucket.boundary": "ds.GeneratorDataset(lambda: ((np.arange(1, n + 1),) for n in [1, 3, 2, 5, 1, 4, 2]), ['x'])"
                       ".bucket_batch_by_length(['x'], [2, 4], [2, 2, 3], pad_to_bucket_boundary=True, "
                       "pad_info={'x': (None, 0)})",
    "bucket.drop": "ds.GeneratorDataset(lambda: ((np.arange(1, n + 1),) for n in [1, 3, 2, 5, 1, 4, 2]), ['x'])"
                   ".bucket_batch_by_length(['x'], [3], [2, 2], drop_remainder=True)",
    "bucket.length_fn": "ds.GeneratorDataset(lambda: ((np.arange(1, n + 1),) for n in [1, 3, 2, 5, 1, 4, 2]), "
                        "['x']).bucket_batch_by_length(['x'], [3], [2, 2], element_length_function=lambda x: "
                        "10 - x.shape[0], pad_info={})",
    "split.ints_ordered": "ds.NumpySlicesDataset(list(range(10)), shuffle=False).split([3, 7], randomize=False)[1]",
    "split.fractions": "ds.NumpySlicesDataset(list(range(10)), shuffle=False).split([0.8, 0.2], randomize=False)[0]",
    "split.generator": "ds.GeneratorDataset(gen(10), ['x']).split([3, 7], randomize=False)[1]",
    # seed 000's pipeline: float32 (1,) rows, batch 16
    "seed000": "ds.GeneratorDataset(list((np.array([i / 7], np.float32), np.array([2 * i / 7 + 3], np.float32)) "
               "for i in range(160)), column_names=['data', 'label'], shuffle=False).batch(16)",
}

VALUES = {
    "iter.tuple_types": "[kinds(r) for r in ds.GeneratorDataset(gen(2, 2), ['a', 'b']).create_tuple_iterator()]",
    "iter.dict_types": "[kinds(r) for r in ds.GeneratorDataset(gen(2, 2), ['a', 'b']).create_dict_iterator()]",
    "iter.dict_keys": "[list(r) for r in ds.GeneratorDataset(gen(1, 3), ['c', 'a', 'b']).create_dict_iterator()]",
    "iter.numpy_types": "[kinds(r) for r in ds.GeneratorDataset(gen(2, 2), ['a', 'b'])"
                        ".create_tuple_iterator(output_numpy=True)]",
    "iter.direct": "[kinds(r) for r in ds.GeneratorDataset(gen(2, 2), ['a', 'b'])]",
    "iter.strings_stay_numpy": "[kinds(r) for r in ds.NumpySlicesDataset(['ab', 'c'], shuffle=False)"
                               ".create_tuple_iterator()]",
    "iter.tensor_repr": "[repr(v) for r in ds.GeneratorDataset(lambda: iter([(np.array([1.5, 2.0], np.float32), "
                        "np.array(3, np.int32))]), ['a', 'b']).create_tuple_iterator() for v in r]",
    "iter.columns": "[[a.tolist() for a in r] for r in ds.GeneratorDataset(gen(2, 3), ['a', 'b', 'c'])"
                    ".create_tuple_iterator(columns=['c', 'a'], output_numpy=True)]",
    "iter.epochs": "(lambda it: [[int(r[0]) for r in it] for _ in range(2)])(ds.GeneratorDataset(gen(3), ['a'])"
                   ".create_tuple_iterator(num_epochs=2, output_numpy=True))",
    "iter.next_then_rest": "(lambda it: [int(next(it)['a']), [int(r['a']) for r in it], [int(r['a']) for r in it]])"
                           "(ds.GeneratorDataset(gen(3), ['a']).create_dict_iterator(output_numpy=True))",
    "iter.type_names": "[type(ds.GeneratorDataset(gen(1), ['a']).create_tuple_iterator()).__name__, "
                       "type(ds.GeneratorDataset(gen(1), ['a']).create_dict_iterator()).__name__, "
                       "type(iter(ds.GeneratorDataset(gen(1), ['a']))).__name__]",
    "meta.len": "[len(ds.NumpySlicesDataset([1, 2, 3], shuffle=False)), len(ds.NumpySlicesDataset([1, 2, 3]).batch(2)), "
                "len(ds.GeneratorDataset(gen(5), ['a']).filter(lambda a: a > 1))]",
    "meta.deepcopy": "(lambda d: [[r[0].tolist() for r in d.create_tuple_iterator(output_numpy=True)]])"
                     "(__import__('copy').deepcopy(ds.NumpySlicesDataset([1, 2, 3], shuffle=False).batch(2)))",
    "iter.col_names": "ds.GeneratorDataset(gen(1, 2), ['q', 'p']).create_tuple_iterator().get_col_names()",
    "meta.generator_size": "ds.GeneratorDataset(gen(7), ['a']).batch(3).get_dataset_size()",
    "meta.filter_size": "ds.GeneratorDataset(gen(7), ['a']).filter(lambda a: a > 2).get_dataset_size()",
    "meta.shapes_batch": "ds.GeneratorDataset(lambda: ((np.zeros((2, 3), np.float32), np.array(1)) for _ in range(5)),"
                         " ['a', 'b']).batch(2).output_shapes()",
    "meta.types_batch": "[str(t) for t in ds.GeneratorDataset(lambda: ((np.zeros((2, 3), np.float32), np.array(1)) "
                        "for _ in range(5)), ['a', 'b']).batch(2).output_types()]",
    "meta.batch_size_after_map": "ds.GeneratorDataset(gen(5), ['a']).batch(2).map(lambda x: x, ['a'])"
                                 ".get_batch_size()",
    "meta.repeat_count": "[ds.GeneratorDataset(gen(5), ['a']).repeat(3).get_repeat_count(), "
                         "ds.GeneratorDataset(gen(5), ['a']).get_repeat_count()]",
    "meta.sizes": "[ds.GeneratorDataset(gen(5), ['a']).repeat(3).get_dataset_size(), "
                  "ds.GeneratorDataset(gen(5), ['a']).skip(2).take(2).get_dataset_size(), "
                  "ds.NumpySlicesDataset(list(range(9))).batch(4, True).get_dataset_size(), "
                  "ds.zip((ds.NumpySlicesDataset(list(range(9)), ['a']), ds.NumpySlicesDataset(list(range(4)), "
                  "['b']))).get_dataset_size()]",
    "meta.default_shuffle_is_a_permutation": "sorted(int(r[0]) for r in ds.NumpySlicesDataset(list(range(10)))"
                                             ".create_tuple_iterator(output_numpy=True))",
    "meta.default_shuffle_list_source": "sorted(int(r[0]) for r in ds.GeneratorDataset([(np.array(i),) for i in "
                                        "range(8)], ['x']).create_tuple_iterator(output_numpy=True))",
    "meta.split_random_sizes": "[s.get_dataset_size() for s in ds.NumpySlicesDataset(list(range(10)), "
                               "shuffle=False).split([3, 7])]",
    "config.defaults": "[ds.config.get_prefetch_size(), ds.config.get_seed()]",
    "config.seed_roundtrip": "(ds.config.set_seed(12), ds.config.get_seed())[1]",
}

ERRORS = {
    # sources
    "gen.no_columns": "ds.GeneratorDataset(gen(2))",
    "gen.column_count": "rows(ds.GeneratorDataset(lambda: iter([(np.array(1),), (np.array(1), np.array(2))]), "
                        "['a']))",
    "gen.too_many_columns": "rows(ds.GeneratorDataset(gen(2, 2), ['a']))",
    "gen.raises": "rows(ds.GeneratorDataset(lambda: (1 / 0 for _ in range(2)), ['a']))",
    "gen.column_types": "rows(ds.GeneratorDataset(gen(2), ['a'], column_types=[ms.float32]))",
    "gen.sampler_on_generator": "ds.GeneratorDataset(gen(2), ['a'], sampler=ds.SequentialSampler())",
    "gen.shards_on_generator": "ds.GeneratorDataset(gen(2), ['a'], num_shards=2, shard_id=0)",
    "np.shuffle_type": "ds.NumpySlicesDataset([1, 2], shuffle='x')",
    "np.num_samples_negative": "ds.NumpySlicesDataset([1, 2], num_samples=-1)",
    "np.sampler_and_shuffle": "ds.NumpySlicesDataset([1, 2], sampler=ds.SequentialSampler(), shuffle=False)",
    "np.shard_without_id": "ds.NumpySlicesDataset([1, 2], num_shards=2)",
    "sampler.subset_float": "ds.SubsetSampler([1.5])",
    "sampler.subset_out_of_range": "rows(ds.NumpySlicesDataset(list(range(5)), sampler=ds.SubsetSampler([7])))",
    "sampler.dist_shard_id": "rows(ds.NumpySlicesDataset(list(range(3)), sampler=ds.DistributedSampler(2, 2)))",
    "sampler.num_samples_negative": "ds.RandomSampler(num_samples=-2)",
    # operations
    "op.batch_zero": "ds.GeneratorDataset(gen(2), ['a']).batch(0)",
    "op.batch_float": "ds.GeneratorDataset(gen(2), ['a']).batch(2.0)",
    "op.batch_pad_info_kwarg": "ds.GeneratorDataset(gen(2), ['a']).batch(2, pad_info={})",
    "op.batch_dtypes": "rows(ds.GeneratorDataset(lambda: iter([(np.array(1),), (np.array(1.5),)]), ['a']).batch(2))",
    "op.batch_shapes": "rows(ds.GeneratorDataset(lambda: iter([(np.array([1]),), (np.array([1, 2]),)]), ['a'])"
                       ".batch(2))",
    "op.padded_batch_rank": "rows(ds.GeneratorDataset(gen(3), ['a']).padded_batch(2, pad_info={'a': ([3], -1)}))",
    "op.take_zero": "ds.GeneratorDataset(gen(2), ['a']).take(0)",
    "op.repeat_zero": "ds.GeneratorDataset(gen(2), ['a']).repeat(0)",
    "op.skip_negative": "ds.GeneratorDataset(gen(2), ['a']).skip(-1)",
    "op.shuffle_one": "ds.GeneratorDataset(gen(2), ['a']).shuffle(1)",
    "op.project_missing": "rows(ds.GeneratorDataset(gen(2), ['a']).project(['zz']))",
    "op.zip_duplicate": "rows(ds.zip((ds.GeneratorDataset(gen(2), ['a']), ds.GeneratorDataset(gen(2), ['a']))))",
    "op.zip_one": "ds.zip((ds.GeneratorDataset(gen(2), ['a']),))",
    "op.concat_columns": "rows(ds.GeneratorDataset(gen(2), ['a']) + ds.GeneratorDataset(gen(2), ['b']))",
    "map.raises": "rows(ds.GeneratorDataset(gen(3), ['a']).map(lambda x: 1 / 0, ['a']))",
    "map.raises_in_thread": "rows(ds.GeneratorDataset(gen(40), ['a']).map(lambda x: int(x) // int(x - 30), ['a'], "
                            "num_parallel_workers=2))",
    "map.raises_in_process": "rows(ds.GeneratorDataset(gen(40), ['a']).map(lambda x: int(x) // int(x - 30), ['a'], "
                             "num_parallel_workers=2, python_multiprocessing=True))",
    "map.missing_column": "rows(ds.GeneratorDataset(gen(2), ['a']).map(lambda x: x, ['z']))",
    "map.output_count": "rows(ds.GeneratorDataset(gen(2), ['a']).map(lambda x: (x, x), ['a']))",
    "map.output_count_declared": "rows(ds.GeneratorDataset(gen(2), ['a']).map(lambda x: x, ['a'], ['p', 'q']))",
    "filter.raises": "rows(ds.GeneratorDataset(gen(3), ['a']).filter(lambda a: 1 / 0))",
    "iter.exhausted_epochs": "(lambda it: [list(it), list(it)])(ds.GeneratorDataset(gen(3), ['a'])"
                             ".create_tuple_iterator(num_epochs=1))",
    "tree.two_consumers": "(lambda d: (d.batch(2), rows(d.map(lambda x: x, ['a']))))(ds.GeneratorDataset(gen(3), ['a']))",
    "config.seed_negative": "ds.config.set_seed(-1)",
    "config.seed_type": "ds.config.set_seed('1')",
    "config.workers_zero": "ds.config.set_num_parallel_workers(0)",
    "config.workers_type": "ds.config.set_num_parallel_workers('2')",
    "config.prefetch_zero": "ds.config.set_prefetch_size(0)",
}

# errors whose first message line we reproduce word for word
SAME_MESSAGE = {
    "gen.no_columns", "gen.column_count", "gen.too_many_columns", "gen.raises", "gen.column_types",
    "gen.sampler_on_generator", "gen.shards_on_generator", "np.shuffle_type", "np.num_samples_negative",
    "np.sampler_and_shuffle", "np.shard_without_id", "sampler.subset_float", "sampler.num_samples_negative",
    "op.batch_zero", "op.take_zero", "op.repeat_zero", "op.skip_negative", "op.shuffle_one", "op.batch_dtypes",
    "op.batch_shapes", "op.padded_batch_rank", "op.zip_duplicate", "op.concat_columns", "map.raises",
    "map.raises_in_thread", "map.raises_in_process", "map.missing_column", "map.output_count",
    "map.output_count_declared", "filter.raises", "iter.exhausted_epochs", "tree.two_consumers",
    "config.seed_negative", "config.seed_type", "config.workers_zero", "config.workers_type", "config.prefetch_zero",
    "mnist.missing_dir", "mnist.bad_usage", "mnist.truncated", "mnist.bad_magic", "mnist.no_files",
    "cifar10.truncated_file", "cifar10.missing_dir", "imagefolder.missing_dir", "csv.missing_file",
    "text.missing_file", "t.typecast_bad", "t.onehot_zero", "t.slice_bad", "v.rescale_type", "v.normalize_std_zero",
    "v.normalize_channels", "v.hwc2chw_rank", "v.resize_bad_size", "v.centercrop_bad", "v.pad_bad",
    "t.unique_rank1", "v.grayscale_numpy",
}


# --- file datasets and seed 002's MNIST datapipe -----------------------------------------------------------------
PIPES.update({
    "mnist.train": "ds.MnistDataset(mnist_dir(), shuffle=False)",
    "mnist.test": "ds.MnistDataset(mnist_dir(), usage='test', shuffle=False)",
    "mnist.all": "ds.MnistDataset(mnist_dir(), usage='all', shuffle=False)",
    "mnist.num_samples": "ds.MnistDataset(mnist_dir(), num_samples=4, shuffle=False)",
    "mnist.shard": "ds.MnistDataset(mnist_dir(), num_shards=2, shard_id=1, shuffle=False)",
    "fashion.train": "ds.FashionMnistDataset(mnist_dir('fashion', 4, 2, 5), shuffle=False)",
    "seed002": "ds.MnistDataset(mnist_dir('big', 70, 5, 3), shuffle=False)"
               ".map([vision.Rescale(1.0 / 255.0, 0), vision.Normalize(mean=(0.1307,), std=(0.3081,)), "
               "vision.HWC2CHW()], 'image').map(transforms.TypeCast(ms.int32), 'label').batch(64)",
})
VALUES.update({
    "mnist.default_shuffle_is_a_permutation": "sorted(int(r[1]) for r in ds.MnistDataset(mnist_dir())"
                                              ".create_tuple_iterator(output_numpy=True))",
    "mnist.seed002_meta": "(lambda d: [d.get_dataset_size(), d.get_col_names(), [kinds(r) for r in "
                          "d.create_tuple_iterator()]])(ds.MnistDataset(mnist_dir('big', 70, 5, 3), shuffle=False)"
                          ".map([vision.Rescale(1.0 / 255.0, 0), vision.Normalize(mean=(0.1307,), std=(0.3081,)), "
                          "vision.HWC2CHW()], 'image').map(transforms.TypeCast(ms.int32), 'label').batch(64))",
    "vision.color_adjust_orders": "sorted({tuple(r[0].reshape(-1).tolist()) for r in rows(ds.NumpySlicesDataset("
                                  "np.repeat(X((1, 6, 8, 3), 'uint8'), 120, axis=0), shuffle=False).map("
                                  "vision.RandomColorAdjust(brightness=(1.5, 1.5), contrast=(0.5, 0.5), "
                                  "saturation=(0.3, 0.3))))})",
    "vision.inter_members": "list(vision.Inter.__members__)",
    "vision.border_members": "list(vision.Border.__members__)",
})
ERRORS.update({
    "mnist.missing_dir": "ds.MnistDataset(missing_dir())",
    "mnist.bad_usage": "ds.MnistDataset(mnist_dir(), usage='x')",
    "mnist.truncated": "rows(ds.MnistDataset(corrupt_mnist_dir(), shuffle=False))",
    "mnist.bad_magic": "rows(ds.MnistDataset(bad_magic_mnist_dir(), shuffle=False))",
    "mnist.no_files": "rows(ds.MnistDataset(missing_dir().rsplit('/', 1)[0], shuffle=False))",
    "t.typecast_bad": "transforms.TypeCast('int77')",
    "t.onehot_zero": "transforms.OneHot(0)",
    "t.slice_bad": "transforms.Slice('a')",
    "v.rescale_type": "vision.Rescale('a', 0)",
    "v.normalize_std_zero": "vision.Normalize([0.5], [0.0])",
    "v.normalize_channels": "vision.Normalize([0.5, 0.5], [1.0, 1.0])(X((4, 4, 3)))",
    "v.hwc2chw_rank": "vision.HWC2CHW()(np.zeros((2, 2, 2, 2), np.float32))",
    "v.resize_bad_size": "vision.Resize(0)",
    "v.centercrop_bad": "vision.CenterCrop(-1)",
    "v.pad_bad": "vision.Pad(-1)",
    "t.unique_rank1": "transforms.Unique()(np.array([5, 1, 5]))",
    "v.grayscale_numpy": "vision.Grayscale()(X((4, 4, 3), 'uint8'))",
    "v.decode_garbage": "vision.Decode()(np.frombuffer(b'not an image at all', np.uint8))",
})

_CSV = "text_file('a.csv', 'a,b,c\\n1,2.5,x\\n3,4.5,y\\n')"
_TXT = "text_file('a.txt', 'hello world\\n\\nline 3\\n')"
PIPES.update({
    "cifar10.head": "ds.Cifar10Dataset(cifar10_dir(), shuffle=False).take(3)",
    "cifar10.test_tail": "ds.Cifar10Dataset(cifar10_dir(), usage='test', shuffle=False).skip(9998)",
    "cifar10.all_sampler": "ds.Cifar10Dataset(cifar10_dir(), usage='all', sampler=ds.SubsetSampler([0, 9999, "
                           "10000, 19999]))",
    "cifar100.head": "ds.Cifar100Dataset(cifar100_dir(), usage='test', shuffle=False).take(3)",
    "imagefolder.all": "ds.ImageFolderDataset(image_folder(), shuffle=False)",
    "imagefolder.decode_png": "ds.ImageFolderDataset(png_folder(), shuffle=False, decode=True)",
    "imagefolder.extensions": "ds.ImageFolderDataset(image_folder(), shuffle=False, extensions=['.txt', '.png'])",
    "imagefolder.class_indexing": "ds.ImageFolderDataset(image_folder(), shuffle=False, "
                                  "class_indexing={'dog': 5, 'cat': 1}).take(3)",
    "csv.strings": f"ds.CSVDataset({_CSV}, shuffle=False)",
    "csv.defaults": f"ds.CSVDataset({_CSV}, column_defaults=[0, 0.0, ''], shuffle=False)",
    "csv.int_default_truncates": f"ds.CSVDataset({_CSV}, column_defaults=[0, 0, ''], shuffle=False)",
    "csv.names_make_header_a_row": f"ds.CSVDataset({_CSV}, column_names=['p', 'q', 'r'], shuffle=False)",
    "text.lines": f"ds.TextFileDataset({_TXT}, shuffle=False)",
    "text.two_files_one_worker": f"ds.TextFileDataset([text_file('b.txt', 'second\\n'), {_TXT}], shuffle=False, "
                                 "num_parallel_workers=1)",
})
VALUES.update({
    "cifar10.sizes": "[ds.Cifar10Dataset(cifar10_dir(), usage=u).get_dataset_size() for u in ('train', 'test', "
                     "'all')]",
    "imagefolder.class_indexing": "[ds.ImageFolderDataset(image_folder()).get_class_indexing(), "
                                  "ds.ImageFolderDataset(image_folder()).num_classes()]",
    "shuffle.members": "[(k, v.value) for k, v in ds.Shuffle.__members__.items()]",
})
ERRORS.update({
    "cifar10.truncated_file": "rows(ds.Cifar10Dataset(cifar10_dir(bad=True), shuffle=False))",
    "cifar10.missing_dir": "ds.Cifar10Dataset(missing_dir())",
    "imagefolder.missing_dir": "ds.ImageFolderDataset(missing_dir())",
    "csv.missing_file": "ds.CSVDataset(missing_dir() + '.csv')",
    "text.missing_file": "ds.TextFileDataset(missing_dir() + '.txt')",
})

X_U8 = "X((6, 8, 3), 'uint8')"
X_F32 = "X((6, 8, 3))"
ARRAYS = {
    # transforms
    "t.typecast_int32": "transforms.TypeCast(ms.int32)(np.array([1.7, -2.2, 3.0]))",
    "t.typecast_numpy_type": "transforms.TypeCast(np.float16)(np.arange(4, dtype=np.int64))",
    "t.typecast_uint8": "transforms.TypeCast(ms.uint8)(np.array([1, 255, 7], np.int32))",
    "t.onehot": "transforms.OneHot(5)(np.array(3))",
    "t.onehot_vector": "transforms.OneHot(4)(np.array([0, 3, 1], np.int32))",
    "t.onehot_smoothing": "transforms.OneHot(4, 0.2)(np.array(1))",
    "t.fill": "transforms.Fill(7)(np.zeros((2, 3), np.float32))",
    "t.fill_float_into_int": "transforms.Fill(2.7)(np.zeros(3, np.int32))",
    "t.duplicate": "list(transforms.Duplicate()(np.array([1, 2])))",
    "t.concatenate": "transforms.Concatenate(0, np.array([9, 8]), np.array([7]))(np.array([1, 2, 3]))",
    "t.concatenate_plain": "transforms.Concatenate()(np.array([1.5, 2.5]))",
    "t.mask_eq": "transforms.Mask(transforms.Relational.EQ, 2)(np.array([1, 2, 3, 2]))",
    "t.mask_gt_int": "transforms.Mask(transforms.Relational.GT, 1, ms.int32)(np.array([1, 2, 3]))",
    "t.mask_le": "transforms.Mask(transforms.Relational.LE, 2.5)(np.array([1.0, 2.5, 3.0]))",
    "t.padend": "transforms.PadEnd([5], 0)(np.array([1, 2, 3]))",
    "t.padend_2d": "transforms.PadEnd([3, 3], -1)(np.ones((2, 2), np.int32))",
    "t.padend_shorter": "transforms.PadEnd([2])(np.array([1, 2, 3]))",
    "t.slice_int": "transforms.Slice(1)(np.arange(6))",
    "t.slice_slice": "transforms.Slice(slice(1, 5, 2))(np.arange(6))",
    "t.slice_list": "transforms.Slice([0, 3, 4])(np.arange(6))",
    "t.slice_2d": "transforms.Slice(slice(0, 2), [1, 0])(np.arange(12).reshape(3, 4))",
    "t.unique": "list(transforms.Unique()(np.array([[5, 1, 5], [3, 1, 5]])))",
    "t.compose": "transforms.Compose([transforms.TypeCast(ms.float32), transforms.Fill(2)])(np.arange(3))",
    "t.random_apply_always": "transforms.RandomApply([transforms.Fill(4)], prob=1.0)(np.arange(3))",
    "t.random_apply_never": "transforms.RandomApply([transforms.Fill(4)], prob=0.0)(np.arange(3))",
    "t.random_choice_single": "transforms.RandomChoice([transforms.Fill(5)])(np.arange(3))",
    # vision on uint8 and float32 HWC images
    "v.rescale_u8": f"vision.Rescale(1.0 / 255.0, 0)({X_U8})",
    "v.rescale_f32": f"vision.Rescale(2.0, -1.0)({X_F32})",
    "v.rescale_f64": "vision.Rescale(0.5, 1)(np.arange(4, dtype=np.float64))",
    "v.normalize_u8": f"vision.Normalize([120.0, 110.0, 100.0], [50.0, 60.0, 70.0])({X_U8})",
    "v.normalize_f32": "vision.Normalize((0.1307,), (0.3081,))(X((5, 5, 1)))",
    "v.normalize_chw": "vision.Normalize([0.5, 0.4], [0.2, 0.1], is_hwc=False)(X((2, 3, 3)))",
    "v.normalize_2d": "vision.Normalize([0.5], [0.2])(X((3, 4)))",
    "v.hwc2chw": f"vision.HWC2CHW()({X_U8})",
    "v.hwc2chw_2d": "vision.HWC2CHW()(X((3, 4)))",
    "v.totensor": f"vision.ToTensor()({X_U8})",
    "v.totensor_f64": f"vision.ToTensor(np.float64)({X_U8})",
    "v.totensor_gray": "vision.ToTensor()(X((4, 5), 'uint8'))",
    "v.resize_u8_up": f"vision.Resize((9, 12))({X_U8})",
    "v.resize_u8_down": "vision.Resize((4, 5))(X((12, 10, 3), 'uint8'))",
    "v.resize_f32": f"vision.Resize((9, 5))({X_F32})",
    "v.resize_int_size": f"vision.Resize(3)({X_U8})",
    "v.resize_nearest": f"vision.Resize((9, 12), vision.Inter.NEAREST)({X_U8})",
    "v.resize_bicubic_f32": f"vision.Resize((9, 11), vision.Inter.BICUBIC)({X_F32})",
    "v.resize_bicubic_u8": f"vision.Resize((9, 11), vision.Inter.BICUBIC)({X_U8})",
    "v.resize_area_half": "vision.Resize((6, 5), vision.Inter.AREA)(X((12, 10, 3), 'uint8'))",
    "v.resize_gray": "vision.Resize((5, 7))(X((4, 4), 'uint8'))",
    "v.centercrop": f"vision.CenterCrop(4)({X_U8})",
    "v.centercrop_odd": f"vision.CenterCrop((3, 5))({X_U8})",
    "v.centercrop_larger": f"vision.CenterCrop((8, 10))({X_U8})",
    "v.pad_int": f"vision.Pad(2)({X_U8})",
    "v.pad_ltrb": f"vision.Pad([1, 2, 3, 0], fill_value=9)({X_U8})",
    "v.pad_edge": f"vision.Pad(2, padding_mode=vision.Border.EDGE)({X_U8})",
    "v.pad_reflect": f"vision.Pad(2, padding_mode=vision.Border.REFLECT)({X_F32})",
    "v.pad_symmetric": f"vision.Pad([1, 2], padding_mode=vision.Border.SYMMETRIC)({X_U8})",
    "v.pad_fill_tuple": f"vision.Pad(1, fill_value=(1, 2, 3))({X_U8})",
    "v.decode_png_rgb": "[vision.Decode()(png_bytes(X((5, 7, 3), 'uint8'), f)) for f in range(5)]",
    "v.decode_png_gray": "vision.Decode()(png_bytes(X((4, 6, 1), 'uint8', 1), 4))",
    "v.decode_png_rgba": "vision.Decode()(png_bytes(X((4, 3, 4), 'uint8', 2), 3))",
    "v.decode_png_gray_alpha": "vision.Decode()(png_bytes(X((3, 5, 2), 'uint8', 3), 1))",
    "v.hflip": f"vision.RandomHorizontalFlip(1.0)({X_U8})",
    "v.hflip_never": f"vision.RandomHorizontalFlip(0.0)({X_U8})",
    "v.vflip": f"vision.RandomVerticalFlip(1.0)({X_F32})",
    "v.randomcrop_full": f"vision.RandomCrop((6, 8))({X_U8})",
    "v.randomcrop_pad_full": f"vision.RandomCrop((10, 12), padding=2)({X_U8})",
    "v.rrc_full": f"vision.RandomResizedCrop((6, 8), scale=(1.0, 1.0), ratio=(8 / 6, 8 / 6))({X_U8})",
    "v.rotation_90": "vision.RandomRotation((90, 90))(X((6, 6, 3), 'uint8'))",
    "v.rotation_180_expand": f"vision.RandomRotation((180, 180), expand=True)({X_U8})",
    "v.color_identity": f"vision.RandomColorAdjust()({X_U8})",
    "v.color_brightness": f"vision.RandomColorAdjust(brightness=(1.5, 1.5))({X_U8})",
    "v.color_contrast": f"vision.RandomColorAdjust(contrast=(0.5, 0.5))({X_U8})",
    "v.color_saturation": f"vision.RandomColorAdjust(saturation=(0.3, 0.3))({X_U8})",
}

# --- Schema and GeneratorDataset(schema=...) ---------------------------------------------------------------------
_SCHEMA = "(lambda s: (s.add_column('a', ms.int32, [2]), s.add_column('b', 'float32'), s)[-1])(ds.Schema())"
_SCHEMA_ROW = "lambda: iter([(np.array([1, 2], np.int32), np.array(1.5, np.float32))] * 3)"
PIPES.update({
    "schema.generator": f"ds.GeneratorDataset({_SCHEMA_ROW}, schema={_SCHEMA})",
    "schema.overrides_column_names": f"ds.GeneratorDataset({_SCHEMA_ROW}, ['x', 'y'], schema={_SCHEMA}).batch(2)",
    "schema.random_access": f"ds.GeneratorDataset(list(({_SCHEMA_ROW})()), schema={_SCHEMA}, shuffle=False)",
    "schema.shape_not_checked": f"ds.GeneratorDataset(lambda: iter([(np.arange(3, dtype=np.int32), "
                                f"np.array(0.5, np.float32))]), schema={_SCHEMA})",
    "schema.strings": "ds.GeneratorDataset(lambda: iter([('ab',)]), schema=(lambda s: (s.add_column('s', 'string'), "
                      "s)[-1])(ds.Schema()))",
})
VALUES.update({
    "schema.to_json": "(lambda s: (s.add_column('a', ms.int64, [2, 3]), s.add_column('b', 'int8', []), "
                      "s.add_column('c', ms.bool_), s.add_column('d', 'string'), s.add_column('e', ms.float16, [-1]), "
                      "s.to_json())[-1])(ds.Schema())",
    "schema.str_empty": "[str(ds.Schema()), ds.Schema().schema_file]",
    "schema.parse_list": "(lambda s: (s.add_column('z', 'int8'), s.parse_columns([{'name': 'image', 'type': 'uint8', "
                         "'shape': [3, 3]}, {'name': 'label', 'type': 'int32', 'rank': 4}]), s.to_json())[-1])"
                         "(ds.Schema())",
    "schema.parse_dict": "(lambda s: (s.parse_columns({'image': {'shape': [2], 'type': 'int8'}, 'label': "
                         "{'type': 'float32'}}), s.to_json())[-1])(ds.Schema())",
    "schema.from_json": "(lambda s: (s.from_json({'datasetType': 'TF', 'numRows': 3, 'columns': {'a': "
                        "{'type': 'int16', 'shape': [1]}}}), s.to_json(), ds.Schema.get_num_rows(s))[1:])(ds.Schema())",
    "schema.file": "(lambda p: [str(ds.Schema(p)), ds.Schema.get_num_rows(p), ds.GeneratorDataset(lambda: iter([(np.ones(2, "
                   "np.int32), np.array(1.0, np.float32))]), schema=p).get_col_names()])(text_file('schema.json', "
                   "'{\"columns\": {\"a\": {\"type\": \"int32\", \"shape\": [2]}, \"b\": {\"type\": \"float32\"}}}'))",
})
ERRORS.update({
    "schema.dtype_mismatch": f"rows(ds.GeneratorDataset(lambda: iter([(np.array([1, 2]), np.array(1.5, np.float32))]), "
                             f"schema={_SCHEMA}))",
    "schema.python_float": f"rows(ds.GeneratorDataset(lambda: iter([(np.array([1, 2], np.int32), 1.5)]), "
                           f"schema={_SCHEMA}))",
    "schema.column_types_ignored": f"rows(ds.GeneratorDataset(lambda: iter([(np.array([1, 2]), np.array(1.5, "
                                   f"np.float32))]), ['x', 'y'], [ms.int64, ms.float32], schema={_SCHEMA}))",
    "schema.too_few_columns": f"rows(ds.GeneratorDataset(lambda: iter([(np.array([1, 2], np.int32),)]), "
                              f"schema={_SCHEMA}))",
    "schema.empty": "ds.GeneratorDataset(lambda: iter([(np.array(1),)]), schema=ds.Schema()).get_col_names()",
    "schema.not_a_schema": "ds.GeneratorDataset(lambda: iter([(np.array(1),)]), schema=3)",
    "schema.unknown_type": "ds.Schema().add_column('a', 'int77')",
    "schema.complex_type": "ds.Schema().add_column('a', ms.complex64)",
    "schema.numpy_type": "ds.Schema().add_column('a', np.int32)",
    "schema.name_type": "ds.Schema().add_column(3, 'int8')",
    "schema.shape_tuple": "ds.Schema().add_column('a', 'int8', (2,))",
    "schema.shape_item": "ds.Schema().add_column('a', 'int8', ['x'])",
    "schema.parse_no_name": "ds.Schema().parse_columns([{'type': 'int8'}])",
    "schema.parse_no_type": "ds.Schema().parse_columns([{'name': 'a'}])",
    "schema.parse_bad_type": "ds.Schema().parse_columns([{'name': 'a', 'type': 'int77'}])",
    "schema.parse_str": "ds.Schema().parse_columns('a')",
    "schema.from_json_no_columns": "ds.Schema().from_json({'numRows': 3})",
    "schema.from_json_unknown": "ds.Schema().from_json({'columns': {'a': {'type': 'int8'}}, 'zz': 1})",
    "schema.missing_file": "ds.Schema(missing_dir() + '.json')",
    "schema.file_not_str": "ds.Schema(3)",
})
SAME_MESSAGE |= {name for name in ERRORS if name.startswith("schema.")}

# --- hue: AdjustHue and RandomColorAdjust(hue=...) ----------------------------------------------------------------
# every colour with channels in {0, 51, ..., 255} (greys and saturated colours included), rows of 72 pixels: OpenCV
# converts 64 of them in vector blocks and 8 one at a time
_CUBE = "np.stack(np.meshgrid(*[np.arange(0, 256, 51)] * 3, indexing='ij'), -1).reshape(3, 72, 3).astype(np.uint8)"
ARRAYS.update({
    "v.adjust_hue_cube": f"[vision.AdjustHue(f)({_CUBE}) for f in (0.1, -0.3, 0.5, -0.5, 0.25, 0.003)]",
    "v.adjust_hue_zero": f"vision.AdjustHue(0)({_CUBE})",
    "v.adjust_hue_narrow": f"vision.AdjustHue(-0.1)({X_U8})",
    "v.adjust_hue_wide": "vision.AdjustHue(0.2)(X((2, 70, 3), 'uint8', 4))",
    "v.color_hue": f"vision.RandomColorAdjust(hue=(0.25, 0.25))({_CUBE})",
    "v.color_hue_zero_range": f"vision.RandomColorAdjust(hue=0)({_CUBE})",
})
VALUES.update({
    "vision.color_adjust_orders_hue": "sorted({tuple(r[0].reshape(-1).tolist()) for r in rows(ds.NumpySlicesDataset("
                                      "np.repeat(X((1, 6, 8, 3), 'uint8'), 120, axis=0), shuffle=False).map("
                                      "vision.RandomColorAdjust(brightness=(1.5, 1.5), saturation=(0.3, 0.3), "
                                      "hue=(0.2, 0.2))))})",
    "vision.color_adjust_orders_all": "len({tuple(r[0].reshape(-1).tolist()) for r in rows(ds.NumpySlicesDataset("
                                      "np.repeat(X((1, 4, 4, 3), 'uint8'), 600, axis=0), shuffle=False).map("
                                      "vision.RandomColorAdjust(brightness=(1.5, 1.5), contrast=(0.5, 0.5), "
                                      "saturation=(0.3, 0.3), hue=(-0.2, -0.2))))})",
    "vision.color_hue_ranges": "[vision.RandomColorAdjust(hue=0.5).hue, vision.RandomColorAdjust(hue=[0.1, 0.2]).hue, "
                               "vision.AdjustHue(0.25).hue_factor]",
})
ERRORS.update({
    "v.adjust_hue_gray": "vision.AdjustHue(0.2)(X((4, 4), 'uint8'))",
    "v.adjust_hue_channels": "vision.AdjustHue(0.2)(X((4, 4, 4), 'uint8'))",
    "v.adjust_hue_float64": "vision.AdjustHue(0.2)(X((4, 4, 3), 'float64'))",
    "v.adjust_hue_int32": "vision.AdjustHue(0.2)(np.ones((4, 4, 3), np.int32))",
    "v.adjust_hue_range": "vision.AdjustHue(0.6)",
    "v.adjust_hue_type": "vision.AdjustHue('a')",
    "v.color_hue_gray": "vision.RandomColorAdjust(hue=(0.2, 0.2))(X((4, 4), 'uint8'))",
    "v.color_hue_float64": "vision.RandomColorAdjust(hue=(0.2, 0.2))(X((4, 4, 3), 'float64'))",
    "v.color_hue_big": "vision.RandomColorAdjust(hue=0.6)",
    "v.color_hue_negative": "vision.RandomColorAdjust(hue=-0.1)",
    "v.color_hue_order": "vision.RandomColorAdjust(hue=(0.3, 0.1))",
    "v.color_hue_below": "vision.RandomColorAdjust(hue=(-0.6, 0.1))",
    "v.color_hue_length": "vision.RandomColorAdjust(hue=(0.1, 0.2, 0.3))",
    "v.color_hue_type": "vision.RandomColorAdjust(hue='a')",
})
SAME_MESSAGE |= {"v.adjust_hue_gray", "v.adjust_hue_channels", "v.adjust_hue_float64", "v.adjust_hue_int32",
                 "v.adjust_hue_range", "v.adjust_hue_type", "v.color_hue_gray", "v.color_hue_float64",
                 "v.color_hue_big", "v.color_hue_negative", "v.color_hue_order", "v.color_hue_below",
                 "v.color_hue_length", "v.color_hue_type"}

# --- ToPIL (the VALUES cases need Pillow, an optional dependency of msbridge) ----------------------------------------
_PIL_INFO = "(lambda im: [type(im).__name__, im.mode, list(im.size), str(np.asarray(im).dtype), list(np.asarray(im).shape)])"
VALUES.update({
    "vision.topil_modes": f"[{_PIL_INFO}(vision.ToPIL()(a)) for a in (np.arange(6, dtype=np.uint8).reshape(2, 3), "
                          "np.arange(6, dtype=np.uint8).reshape(2, 3, 1), np.ones((2, 3, 1), np.float32), "
                          "np.ones((2, 3), bool), np.ones((2, 3), np.int32), X((2, 3, 2), 'uint8'), X((2, 3, 3), 'uint8'), "
                          "X((2, 3, 4), 'uint8'))]",
    "vision.topil_pixels": "np.asarray(vision.ToPIL()(X((2, 3, 3), 'uint8'))).tolist()",
    "vision.topil_passthrough": "(lambda im: vision.ToPIL()(im) is im)(vision.ToPIL()(X((2, 3, 3), 'uint8')))",
    "vision.topil_then_grayscale": f"{_PIL_INFO}(vision.Grayscale()(vision.ToPIL()(np.full((2, 3, 3), 100, np.uint8))))",
    "vision.topil_pipeline": "[[str(a.dtype), list(a.shape), int(a.sum())] for r in rows(ds.NumpySlicesDataset("
                             "X((2, 4, 4, 3), 'uint8'), ['image'], shuffle=False).map(vision.ToPIL(), 'image')) for a in r]",
})
NEEDS_PILLOW = {name for name in VALUES if name.startswith("vision.topil_")}
ERRORS.update({
    "v.topil_list": "vision.ToPIL()([1])",
    "v.topil_int64": "vision.ToPIL()(np.ones((2, 3), np.int64))",
    "v.topil_rgb_float": "vision.ToPIL()(np.ones((2, 3, 3), np.float32))",
    "v.topil_channels": "vision.ToPIL()(np.ones((2, 3, 5), np.uint8))",
    "v.topil_rank": "vision.ToPIL()(np.ones((1, 2, 3, 3), np.uint8))",
    "v.topil_rank1": "vision.ToPIL()(np.ones(3, np.uint8))",
})
SAME_MESSAGE |= {"v.topil_list", "v.topil_int64", "v.topil_rgb_float", "v.topil_channels", "v.topil_rank",
                 "v.topil_rank1"}

# --- Decode(to_pil=True) (the VALUES cases need Pillow) ------------------------------------------------------------
VALUES.update({
    "vision.decode_to_pil": f"[{_PIL_INFO}(im) + [np.asarray(im).tolist()] for im in (vision.Decode(to_pil=True)("
                            "png_bytes(X((2, 3, c), 'uint8'))) for c in (1, 3, 4))]",
    "vision.decode_to_pil_bytes": "np.asarray(vision.Decode(to_pil=True)(png_bytes(X((2, 3, 3), 'uint8')).tobytes()))"
                                  ".tolist()",
    "vision.decode_to_pil_pipeline": "[[str(a.dtype), list(a.shape), a.tolist()] for r in rows(ds.GeneratorDataset("
                                     "lambda: iter([(png_bytes(X((2, 3, 3), 'uint8')),)]), ['i']).map("
                                     "vision.Decode(to_pil=True), 'i')) for a in r]",
})
NEEDS_PILLOW |= {"vision.decode_to_pil", "vision.decode_to_pil_bytes", "vision.decode_to_pil_pipeline"}
ERRORS.update({
    "v.decode_to_pil_type": "vision.Decode(to_pil=1)",
    "v.decode_list": "vision.Decode()([1])",
    "v.decode_rank": "vision.Decode()(np.zeros((2, 2), np.uint8))",
    "v.decode_str": "vision.Decode()(np.array(['ab']))",
})
ERRORS["v.decode_to_pil_garbage"] = "vision.Decode(to_pil=True)(np.frombuffer(b'not an image at all', np.uint8))"
NEEDS_PILLOW.add("v.decode_to_pil_garbage")
SAME_MESSAGE |= {"v.decode_to_pil_type", "v.decode_list", "v.decode_rank", "v.decode_str"}
