"""``mindspore.set_seed``/``get_seed``: one seed for torch, numpy and the data pipeline.

The dataset pipeline reads the seed with ``get_seed()``. ``_graph_seed`` reproduces MindSpore's per-kernel
seed pairs, which ``Initializer.seed`` reports.
"""
import numpy as np
import torch

__all__ = ["set_seed", "get_seed"]

_DEFAULT_GRAPH_SEED = 87654321
_MAXINT32 = 2 ** 31 - 1
_MAX_SEED = 2 ** 32 - 1              # numpy's limit, which MindSpore inherits
_OP_SEED_STEP = 3528531795 ^ 3449720151  # added to a kernel's op seed each time it is used
_seed = None
_times_set = 0
_kernel_seeds = {}


def set_seed(seed):
    """Seed torch (``torch.manual_seed``), numpy (``np.random.seed``) and the dataset pipeline."""
    if not isinstance(seed, int):
        raise TypeError(f"For 'set_seed', the argument 'seed' must be type of int, but got {type(seed)}.")
    if isinstance(seed, bool):
        raise TypeError(f"For 'set_seed', the 'seed' must be int and must >= 0, but got '{seed}' with type 'bool'.")
    if seed < 0 or seed > _MAX_SEED:
        raise ValueError(f"For 'set_seed', the 'seed' must be an int in [0, 2**32 - 1], but got {seed}.")
    global _seed, _times_set
    np.random.seed(seed)
    torch.manual_seed(seed)
    for key in _kernel_seeds:
        _kernel_seeds[key] = key[1]
    _seed = seed
    _times_set += 1


def times_set():
    """How many times ``set_seed`` ran: the dataset seed yields to a later ``set_seed``, as in MindSpore."""
    return _times_set


def get_seed():
    """The seed last given to ``set_seed``, or None."""
    return _seed


def _graph_seed(op_seed, kernel_name):
    """(graph seed, op seed) for a random kernel, as MindSpore derives them; (0, 0) when nothing is seeded.

    Each call with a set seed advances the kernel's op seed, so repeated kernels get different streams.
    """
    graph_seed = {0: _DEFAULT_GRAPH_SEED, None: 0}.get(_seed, _seed)
    op_seed = op_seed or 0
    if graph_seed == 0 and op_seed == 0:
        return 0, 0
    if isinstance(op_seed, bool) or not isinstance(op_seed, int) or op_seed < 0:
        raise ValueError(f"For '{kernel_name}', the 'seed' must be int and must >= 0, but got {op_seed}.")
    key = (kernel_name, op_seed)
    current = _kernel_seeds.setdefault(key, op_seed)
    _kernel_seeds[key] = current + _OP_SEED_STEP
    return graph_seed % _MAXINT32, current % _MAXINT32
