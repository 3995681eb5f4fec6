"""``mindspore.mint.special``: ``erfc``, ``exp2``, ``expm1``, ``log1p`` and ``sinc`` are ``mint``'s functions (as in
MindSpore 2.10); ``round(input)`` is torch.round without ``decimals``."""
import torch

from ._aliases import torch_aligned
from . import erfc, exp2, expm1, log1p, sinc  # noqa: F401 - re-exported, as MindSpore does


def _round(input):
    """Round half to even, element-wise (torch.round)."""
    return torch.round(input)


round = torch_aligned(_round, "round")  # noqa: A001 - MindSpore's name
round.__doc__ = "``mint.special.round(input)``: " + _round.__doc__

__all__ = ["erfc", "exp2", "expm1", "log1p", "round", "sinc"]
