"""``RandomDataset`` (rows of random tensors), ``DatasetCache`` (the handle of MindSpore's cache server, which
msbridge does not have) and ``sync_wait_for_dataset`` (OBSMindDataset's object-storage barrier, which msbridge does
not have)."""
import numpy as np

from . import _check, _errors
from .datasets import SourceDataset
from ..core import config
from .schema import Schema

__all__ = ["RandomDataset", "DatasetCache", "sync_wait_for_dataset"]

_NUMERIC = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32",
            "float64")
_UINT32_MAX = 4294967295


class RandomDataset(SourceDataset):
    """Rows of random tensors: each tensor one random value repeated (its bytes drawn at random, so float columns
    may hold any bit pattern, NaN included), as MindSpore fills them. With a ``schema`` (a Schema or schema file):
    its columns (``columns_list`` picks some), a ``-1`` dimension drawn in [1, 32] per row, no shape = a scalar.
    Without one: 1 to 4 columns ``c0, c1, ...`` of random numeric types and shapes (rank 1 to 4, dimensions 1 to
    32) fixed for the dataset. Draws come from the pipeline seed (numpy), not MindSpore's generator. As MindSpore
    2.10, ``num_samples``, ``num_shards`` and ``shard_id`` do not change the rows and ``shuffle`` changes nothing
    visible."""

    def __init__(self, total_rows=None, schema=None, columns_list=None, num_samples=None, num_parallel_workers=None,
                 cache=None, shuffle=None, num_shards=None, shard_id=None):
        super().__init__(num_parallel_workers=num_parallel_workers)
        if total_rows is None:
            raise NotImplementedError("RandomDataset: total_rows=None is not supported by msbridge (MindSpore 2.10 "
                                      "draws a row count and crashes in its engine).")
        _check.type_of(total_rows, "total_rows", (int,))
        if schema is not None and not isinstance(schema, Schema):
            schema = Schema(schema)
        if columns_list is not None:
            _check.type_of(columns_list, "columns_list", (list,))
        if cache is not None:
            raise NotImplementedError("RandomDataset: argument cache is not supported by msbridge.")
        self.total_rows, self.schema, self.columns_list = total_rows, schema, columns_list
        self.num_samples, self.shuffle_flag, self.num_shards, self.shard_id = num_samples, shuffle, num_shards, \
            shard_id
        self._specs = self._schema_specs() if schema is not None else self._drawn_specs()

    def _schema_specs(self):
        """[(name, numpy dtype name, shape with -1 for a drawn dimension)] of the schema's columns."""
        specs = [(c["name"], c["type"], c["shape"] or []) for c in self.schema._columns]
        return [s for s in specs if self.columns_list is None or s[0] in self.columns_list]

    @staticmethod
    def _drawn_specs():
        """Random columns, drawn once from the dataset seed."""
        rng = np.random.default_rng(config.get_seed())
        return [(f"c{i}", _NUMERIC[int(rng.integers(len(_NUMERIC)))],
                 [int(d) for d in rng.integers(1, 33, size=int(rng.integers(1, 5)))])
                for i in range(int(rng.integers(1, 5)))]

    def _columns(self):
        return [name for name, _, _ in self._specs]

    def _size(self):
        return max(self.total_rows, 0)

    def _rows(self, run):
        rng = run.rng(self)
        for _ in range(max(self.total_rows, 0)):
            row = []
            for name, dtype, shape in self._specs:
                if dtype == "string":
                    raise _errors.pipeline_error(self, "Failed to create empty tensor, number of elements should "
                                                       "be 0 when data type is string.", column=name)
                dims = [int(rng.integers(1, 33)) if d == -1 else d for d in shape]
                if dtype == "bool":
                    value = np.array(bool(rng.integers(2)))
                else:
                    value = np.frombuffer(rng.bytes(np.dtype(dtype).itemsize), dtype=dtype)[0]
                row.append(np.full(dims, value, dtype=dtype))
            yield row


class DatasetCache:
    """``mindspore.dataset.DatasetCache``: the arguments are checked and kept as MindSpore does, but msbridge has
    no cache server (MindSpore's ``cache_admin``): ``get_stat`` and every source or map given ``cache=`` raise
    NotImplementedError. (MindSpore 2.10 without a running server fails the same pipelines with a RuntimeError
    "Cache server ... is unreachable" when they are iterated.)"""

    def __init__(self, session_id, size=0, spilling=False, hostname=None, port=None, num_connections=None,
                 prefetch_size=None):
        _check.int_in(session_id, "session_id", 1, _UINT32_MAX)
        _check.type_of(size, "size", (int,))
        if size < 0:
            raise ValueError("Input size must be greater than 0.")
        _check.type_of(spilling, "spilling", (bool,))
        if hostname is not None:
            _check.type_of(hostname, "hostname", (str,))
        if port is not None:
            _check.int_in(port, "port", 1025, 65535)
        for name, value in (("num_connections", num_connections), ("prefetch_size", prefetch_size)):
            if value is not None:
                _check.int_in(value, name, 1)
        self.session_id, self.size, self.spilling, self.hostname, self.port = session_id, size, spilling, hostname, \
            port
        self.num_connections, self.prefetch_size = num_connections, prefetch_size

    def get_stat(self):
        """Statistics of the cache server: there is none in msbridge."""
        raise NotImplementedError("DatasetCache.get_stat: msbridge has no dataset cache server (MindSpore's "
                                  "cache_admin).")


def sync_wait_for_dataset(rank_id, rank_size, current_epoch, obs_runtime):
    """``mindspore.dataset.sync_wait_for_dataset``: OBSMindDataset's wait on Huawei OBS object storage, which
    msbridge does not have."""
    raise NotImplementedError("sync_wait_for_dataset: OBS object storage (OBSMindDataset) is not supported by "
                              "msbridge.")
