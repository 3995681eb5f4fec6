"""``mindspore.ops.composite`` (``C``): GradOperation, HyperMap, Map, MultitypeFuncGraph and the composite
functions MindSpore re-exports here."""
from . import base
from .base import GradOperation, HyperMap, Map, MultitypeFuncGraph
from ..function.array_func import ones_like, zeros_like
from ..function.clip_func import clip_by_global_norm, clip_by_value

__all__ = base.__all__ + ["ones_like", "zeros_like", "clip_by_global_norm", "clip_by_value"]
