"""``mindspore.set_seed``/``get_seed``: one seed for torch, numpy and the data pipeline."""
import numpy as np
import torch

_seed = None


def set_seed(seed):
    """Seed torch (``torch.manual_seed``), numpy and the dataset pipeline, as MindSpore does."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"For 'set_seed', the argument 'seed' must be a non-negative int, but got {seed}.")
    global _seed
    _seed = seed
    torch.manual_seed(seed)
    np.random.seed(seed)


def get_seed():
    """The seed last given to set_seed, or None."""
    return _seed
