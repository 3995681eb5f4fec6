"""mindspore.dataset's RandomDataset, DatasetCache and sync_wait_for_dataset (and, below, serialize/deserialize/
show/compare): what can be compared with MindSpore 2.10, whose random draws msbridge does not reproduce: columns,
dtypes, shapes, sizes, the one-value-per-tensor fill, the ranges of drawn dimensions, argument checks. Recorded by
record_dataset_utilities.py and replayed on msbridge by tests/test_dataset_utilities.py.

Case code sees ``ds``, ``ms``, ``np``, ``rows``, ``schema(*columns)`` (a Schema of (name, type, shape) columns),
``described(dataset)`` (columns, size and per-row [dtype, shape, distinct values] of every column) and
``drawn(dataset)`` (properties of a RandomDataset without schema).
"""
import importlib

import numpy as np

from cases_dataset import as_json  # noqa: F401 - this module's as_json too


def namespace(ms):
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def rows(dataset):
        return [list(r) for r in dataset.create_tuple_iterator(output_numpy=True)]

    def schema(*columns):
        s = ds.Schema()
        for name, dtype, *shape in columns:
            s.add_column(name, getattr(ms, dtype), *shape)
        return s

    def described(dataset):
        return [dataset.get_col_names(), dataset.get_dataset_size(),
                [[[str(x.dtype), list(x.shape), len(np.unique(x))] for x in r] for r in rows(dataset)]]

    def drawn(dataset):
        """Columns named c0.., 1 to 4 of them, rank 1 to 4, dimensions 1 to 32, each tensor one value."""
        names = dataset.get_col_names()
        shapes = [x.shape for r in rows(dataset) for x in r]
        return [names == [f"c{i}" for i in range(len(names))], 1 <= len(names) <= 4,
                all(1 <= len(s) <= 4 and all(1 <= d <= 32 for d in s) for s in shapes),
                all(len(np.unique(x)) == 1 for r in rows(dataset) for x in r), dataset.get_dataset_size()]

    return {"ds": ds, "ms": ms, "np": np, "rows": rows, "schema": schema, "described": described, "drawn": drawn}


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
    "random.drawn_dimension": "(lambda s: [min(s) >= 1, max(s) <= 32, len(set(s)) > 1, len(s)])([r[0].shape[0] for r in rows("
                              "ds.RandomDataset(schema=schema(('a', 'uint8', [-1, 2])), total_rows=40))])",
    "random.no_schema": "drawn(ds.RandomDataset(total_rows=3, shuffle=False))",
    "random.batch": "[[str(x.dtype), list(x.shape)] for r in rows(ds.RandomDataset(schema=schema(('a', 'int16', "
                    "[3])), total_rows=5).batch(2)) for x in r]",
    "cache.attributes": "(lambda c: [c.session_id, c.size, c.spilling, c.hostname, c.port, c.num_connections, "
                        "c.prefetch_size])(ds.DatasetCache(7, size=16, spilling=True, port=50052, num_connections=2, "
                        "prefetch_size=4))",
}

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
}

SAME_MESSAGE = {"random.total_rows_type", "random.schema_type", "random.columns_list_type", "cache.session_id",
                "cache.session_id_type", "cache.port", "cache.spilling", "cache.size"}
