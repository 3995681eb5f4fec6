"""``mindspore.ops.composite`` (``C``): GradOperation, HyperMap, Map, MultitypeFuncGraph and the composite
functions MindSpore re-exports here."""
from . import base
from .base import GradOperation, HyperMap, Map, MultitypeFuncGraph
from ..function.array_func import ones_like, repeat_elements, repeat_interleave, sequence_mask, zeros_like
from ..function.clip_func import clip_by_global_norm, clip_by_value
from ..function.math_extra_func import batch_dot
from ..function.math_func import count_nonzero, cummin, dot, matmul as _matmul, mm, tensor_dot, vecdot
from ..function.random_dist_func import gamma, poisson
from ..function.random_extra_func import laplace
from ..function.random_func import multinomial, normal, uniform

__all__ = base.__all__ + ["ones_like", "zeros_like", "clip_by_global_norm", "clip_by_value", "batch_dot", "count_nonzero",
                          "cummin", "dot", "matmul", "mm", "tensor_dot", "vecdot", "multinomial", "normal", "uniform",
                          "repeat_elements", "repeat_interleave", "sequence_mask", "gamma", "laplace", "poisson"]


def matmul(x1, x2, dtype=None):
    """``ops.composite.matmul(x1, x2, dtype=None)``: ``ops.matmul`` of ``x1`` and ``x2``, cast to ``dtype`` when
    given (torch.matmul, then torch.Tensor.to)."""
    result = _matmul(x1, x2)
    return result if dtype is None else result.astype(dtype)
