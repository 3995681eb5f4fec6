"""mindspore.dataset's RandomDataset, DatasetCache and sync_wait_for_dataset, and serialize/deserialize/show/
compare (MindSpore's JSON form, temporary paths and the machine's default worker count named): what can be
compared with MindSpore 2.10, whose random draws msbridge does not reproduce: columns,
dtypes, shapes, sizes, the one-value-per-tensor fill, the ranges of drawn dimensions, argument checks. Recorded by
record_dataset_utilities.py and replayed on msbridge by tests/test_dataset_utilities.py.

Case code sees ``ds``, ``ms``, ``np``, ``rows``, ``schema(*columns)`` (a Schema of (name, type, shape) columns),
``described(dataset)`` (columns, size and per-row [dtype, shape, distinct values] of every column) and
``drawn(dataset)`` (properties of a RandomDataset without schema).
"""
import importlib
import json
import os

import numpy as np

from cases_dataset import _TMP, as_json, image_folder, mnist_dir, text_file  # noqa: F401 - as_json is ours too


def namespace(ms):
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def rows(dataset):
        return [list(r) for r in dataset.create_tuple_iterator(output_numpy=True)]

    def schema(*columns):
        s = ds.Schema()
        for name, dtype, *shape in columns:
            s.add_column(name, getattr(ms, dtype), *shape)
        return s

    def distinct(x):
        """Distinct values of an array, by their bytes (a float column may hold NaN)."""
        return len({v.tobytes() for v in x.reshape(-1)})

    def described(dataset):
        return [dataset.get_col_names(), dataset.get_dataset_size(),
                [[[str(x.dtype), list(x.shape), distinct(x)] for x in r] for r in rows(dataset)]]

    def drawn(dataset):
        """Columns named c0.., 1 to 4 of them, rank 1 to 4, dimensions 1 to 32, each tensor one value."""
        names = dataset.get_col_names()
        shapes = [x.shape for r in rows(dataset) for x in r]
        return [names == [f"c{i}" for i in range(len(names))], 1 <= len(names) <= 4,
                all(1 <= len(s) <= 4 and all(1 <= d <= 32 for d in s) for s in shapes),
                all(distinct(x) == 1 for r in rows(dataset) for x in r), dataset.get_dataset_size()]

    def scrubbed(dataset):
        """serialize's dict with the temporary folder and the default worker count (machine dependent) named."""
        text = json.dumps(ds.serialize(dataset)).replace(_TMP, "<tmp>")
        default = ds.config.get_num_parallel_workers()
        return json.loads(text.replace(f'"num_parallel_workers": {default},', '"num_parallel_workers": "default",'))

    def sums(dataset):
        return [[str(x.dtype), list(x.shape), float(np.asarray(x, np.float64).sum())] for r in rows(dataset)
                for x in r]

    vision = importlib.import_module(ms.__name__ + ".dataset.vision")
    transforms = importlib.import_module(ms.__name__ + ".dataset.transforms")

    def mnist_pipe():
        return ds.MnistDataset(mnist_dir(), "train", shuffle=False, num_samples=4).map(
            [vision.Rescale(1 / 255., 0.), vision.HWC2CHW()], ["image"]).map(transforms.TypeCast(ms.int32),
                                                                             ["label"]).batch(2, True)

    def json_file(dataset):
        path = os.path.join(_TMP, f"pipeline_{ms.__name__}.json")
        ds.serialize(dataset, path)
        return path

    return {"ds": ds, "ms": ms, "np": np, "rows": rows, "schema": schema, "described": described, "drawn": drawn,
            "scrubbed": scrubbed, "sums": sums, "V": vision, "T": transforms, "mnist_pipe": mnist_pipe,
            "mnist_dir": mnist_dir, "image_folder": image_folder, "text_file": text_file, "json_file": json_file,
            "nums": lambda name="x": ds.NumpySlicesDataset([1, 2, 3], [name], shuffle=False)}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


VALUES = {
    "random.schema": "described(ds.RandomDataset(schema=schema(('a', 'int32', [2]), ('b', 'float32', [1, 3]), "
                     "('c', 'uint8')), total_rows=3, shuffle=False))",
    "random.columns_list": "described(ds.RandomDataset(schema=schema(('a', 'int32', [2]), ('b', 'uint8', [2, 2])), "
                           "columns_list=['b'], total_rows=2))",
    "random.num_samples_ignored": "ds.RandomDataset(schema=schema(('a', 'int32', [2])), total_rows=3, "
                                  "num_samples=2).get_dataset_size()",
    "random.shards_ignored": "[ds.RandomDataset(schema=schema(('a', 'int32', [2])), total_rows=4, num_shards=2, "
                             "shard_id=0).get_dataset_size(), len(rows(ds.RandomDataset(schema=schema(('a', 'int32', "
                             "[2])), total_rows=4, num_shards=2, shard_id=1)))]",
    "random.drawn_dimension": "(lambda s: [min(s) >= 1, max(s) <= 32, len(set(s)) > 1, len(s)])([r[0].shape[0] "
                              "for r in rows("
                              "ds.RandomDataset(schema=schema(('a', 'uint8', [-1, 2])), total_rows=40))])",
    "random.no_schema": "drawn(ds.RandomDataset(total_rows=3, shuffle=False))",
    "random.batch": "[[str(x.dtype), list(x.shape)] for r in rows(ds.RandomDataset(schema=schema(('a', 'int16', "
                    "[3])), total_rows=5).batch(2)) for x in r]",
    "cache.attributes": "(lambda c: [c.session_id, c.size, c.spilling, c.hostname, c.port, c.num_connections, "
                        "c.prefetch_size])(ds.DatasetCache(7, size=16, spilling=True, port=50052, num_connections=2, "
                        "prefetch_size=4))",
}

_INTERS = ("NEAREST", "LINEAR", "CUBIC", "AREA")
VALUES.update({
    "serialize.mnist_pipeline": "scrubbed(mnist_pipe().shuffle(4).repeat(2).take(3).skip(1).project(['label', "
                                "'image']).rename(['label'], ['y']))",
    "serialize.vision_ops": "scrubbed(nums().map([V.Normalize([0.5], [0.2]), V.Resize((4, 5)), V.Resize(3), "
                            "V.RandomHorizontalFlip(0.3), T.OneHot(10), V.Decode(), V.CenterCrop(4), V.ToTensor(), "
                            "T.Compose([V.HWC2CHW(), T.TypeCast(ms.float16)])], ['x']))",
    "serialize.interpolations": "[scrubbed(nums().map(V.Resize(2, getattr(V.Inter, i))))['operations'] for i in "
                                f"{_INTERS}]",
    "serialize.python_ops": "scrubbed(nums().map(lambda x: x, input_columns=['x'], output_columns=['y']).filter("
                            "lambda y: True).batch(2, per_batch_map=lambda y, i: y, input_columns=['y']))",
    "serialize.zip": "scrubbed(ds.zip((nums('a'), nums('b'))))",
    "serialize.concat": "scrubbed(nums().concat(nums()))",
    "serialize.samplers": "[scrubbed(ds.MnistDataset(mnist_dir(), sampler=s))['sampler'] for s in "
                          "[ds.SequentialSampler(1, 2), ds.SubsetRandomSampler([1, 2]), ds.SubsetSampler([2, 0], 1)]]",
    "serialize.default_shuffle": "scrubbed(ds.MnistDataset(mnist_dir(), 'test'))",
    "serialize.shards": "scrubbed(ds.Cifar10Dataset(mnist_dir(), num_shards=2, shard_id=1, shuffle=False))",
    "serialize.text_file": "scrubbed(ds.TextFileDataset(text_file('s.txt', 'a\\nb\\n'), num_samples=1, "
                           "shuffle=False))",
    "serialize.image_folder": "scrubbed(ds.ImageFolderDataset(image_folder(), class_indexing={'cat': 0}, "
                              "extensions=['.png'], decode=True, shuffle=False))",
    "deserialize.round_trip": "(lambda p: (lambda q: [type(q).__name__ == 'Dataset', ds.compare(p, q), "
                              "q.get_col_names(), q.get_dataset_size(), sums(q) == sums(p), sums(q)])"
                              "(ds.deserialize(input_dict=ds.serialize(p))))(mnist_pipe())",
    "deserialize.file": "(lambda p: sums(ds.deserialize(json_filepath=json_file(p))) == sums(p))(mnist_pipe()"
                        ".project(['label']).repeat(2).skip(1).take(2))",
    "deserialize.text_file": "rows(ds.deserialize(input_dict=ds.serialize(ds.TextFileDataset(text_file('d.txt', "
                             "'a\\nb\\nc\\n'), shuffle=False, num_shards=2, shard_id=1))))",
    "deserialize.nothing": "ds.deserialize()",
    "serialize.csv": "[scrubbed(ds.CSVDataset(text_file('c.csv', 'a,b\\n1,2.5\\n3,4.5\\n'), column_defaults=[0, 1.5], "
                     "shuffle=False)), scrubbed(ds.CSVDataset(text_file('c.csv', 'a,b\\n1,2.5\\n3,4.5\\n'), "
                     "column_names=['x', 'y'], num_shards=2, shard_id=1, num_samples=1))]",
    "deserialize.csv_drops_defaults": "rows(ds.deserialize(input_dict=ds.serialize(ds.CSVDataset(text_file('c.csv', "
                                      "'a,b\\n1,2.5\\n3,4.5\\n'), column_defaults=[0, 1.5], shuffle=False))))",
    "serialize.text_file_shuffled": "scrubbed(ds.TextFileDataset(text_file('s.txt', 'a\\nb\\n')))['shuffle']",
    "compare.same_and_different": "[ds.compare(mnist_pipe(), mnist_pipe()), ds.compare(mnist_pipe(), "
                                  "mnist_pipe().repeat(2))]",
    "show.returns": "ds.show(nums().batch(2))",
})

ERRORS = {
    "random.total_rows_type": "ds.RandomDataset(total_rows='x')",
    "random.schema_type": "ds.RandomDataset(schema=3, total_rows=2)",
    "random.columns_list_type": "ds.RandomDataset(columns_list='a', total_rows=2)",
    "random.string_column": "rows(ds.RandomDataset(schema=schema(('s', 'string', [1])), total_rows=2, shuffle=False))",
    "cache.session_id": "ds.DatasetCache(-1)",
    "cache.session_id_type": "ds.DatasetCache('x')",
    "cache.missing_session": "ds.DatasetCache()",
    "cache.port": "ds.DatasetCache(1, port=80)",
    "cache.spilling": "ds.DatasetCache(1, spilling=1)",
    "cache.size": "ds.DatasetCache(1, size=-2)",
    "serialize.not_a_dataset": "ds.serialize(3)",
    "compare.not_a_dataset": "ds.compare(nums(), 3)",
    "deserialize.python_op": "rows(ds.deserialize(input_dict=ds.serialize(nums().map(lambda x: x))))",
    "deserialize.generator": "rows(ds.deserialize(input_dict=ds.serialize(nums())))",
}

SAME_MESSAGE = {"random.total_rows_type", "random.schema_type", "random.columns_list_type", "cache.session_id",
                "cache.session_id_type", "cache.port", "cache.spilling", "cache.size", "serialize.not_a_dataset",
                "compare.not_a_dataset"}
