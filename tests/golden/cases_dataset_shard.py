"""Cases for shuffled dataset shards (``num_shards``/``shard_id`` with ``shuffle=True``, ``DistributedSampler``):
each case gives the row order of every epoch of one shard. Run in order in one process: the first cases use
MindSpore's default seed (5489), before any case sets one; the others set theirs (``ds.config.set_seed`` or
``ms.set_seed``) first."""
import importlib

import numpy as np


class Rows:
    """A random-access source of ``n`` rows: row i is i."""

    def __init__(self, n):
        self.n = n

    def __getitem__(self, index):
        return (np.array(index),)

    def __len__(self):
        return self.n


def namespace(ms):
    ds = importlib.import_module(ms.__name__ + ".dataset")

    def epochs(dataset, count, head=None):
        """The rows of ``count`` epochs of one iterator (the first ``head`` of each, when given)."""
        iterator = dataset.create_tuple_iterator(output_numpy=True, num_epochs=count)
        return [[np.asarray(row[0]).tolist() for row in iterator][:head] for _ in range(count)]

    def gen(n, shard, shards=2, **kwargs):
        return ds.GeneratorDataset(Rows(n), ["x"], shuffle=True, num_shards=shards, shard_id=shard, **kwargs)

    def sampler(n, *args, **kwargs):
        return ds.GeneratorDataset(Rows(n), ["x"], sampler=ds.DistributedSampler(*args, **kwargs))

    return {"ds": ds, "ms": ms, "np": np, "epochs": epochs, "gen": gen, "sampler": sampler}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed table below


def _seeded(setter, seed, code):
    return f"({setter}({seed}), {code})[1]"


VALUES = {
    # MindSpore's default seed: before any case sets one
    **{f"default_seed.shard{k}": f"epochs(gen(10, {k}), 3)" for k in range(2)},
    **{f"default_seed.sampler{k}": f"epochs(sampler(10, 2, {k}), 2)" for k in range(2)},
    **{f"seed7.shard{k}": _seeded("ds.config.set_seed", 7, f"epochs(gen(10, {k}), 3)") for k in range(2)},
    **{f"ms_seed3.sampler{k}": _seeded("ms.set_seed", 3, f"epochs(sampler(10, 2, {k}), 2)") for k in range(2)},
    **{f"n7.3shards.shard{k}": _seeded("ds.config.set_seed", 1, f"epochs(gen(7, {k}, 3), 3)") for k in range(3)},
    **{f"n7.num_samples.shard{k}": _seeded("ds.config.set_seed", 1, f"epochs(gen(7, {k}, 3, num_samples=2), 2)")
       for k in range(3)},
    **{f"offset{o}.shard{k}": _seeded("ds.config.set_seed", 2, f"epochs(sampler(7, 3, {k}, offset={o}), 2)")
       for o in (0, 1, 2) for k in range(3)},
    "offset1.unshuffled": "epochs(sampler(7, 3, 0, shuffle=False, offset=1), 1)",
    "repeat": _seeded("ds.config.set_seed", 4, "epochs(gen(6, 1).repeat(2), 2)"),
    "batch": _seeded("ds.config.set_seed", 5, "epochs(gen(9, 0).batch(2), 2)"),
    "numpy_slices": _seeded("ds.config.set_seed", 6, "epochs(ds.NumpySlicesDataset(list(range(8)), shuffle=True, "
                                                     "num_shards=2, shard_id=1), 2)"),
    # more rows than one mt19937 draw gives two swap positions for (65535): libstdc++'s one-swap-per-draw loop
    "rows1000": _seeded("ds.config.set_seed", 8, "epochs(gen(1000, 1), 2, head=40)"),
    "rows70000": _seeded("ds.config.set_seed", 8, "epochs(gen(70000, 0), 1, head=40)"),
}
