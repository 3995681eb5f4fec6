"""The compute dtype set by ``Cell.to_float`` while a cell runs.

MindSpore casts the floating inputs of every op run inside a ``to_float`` cell (its own inputs pass through
unchanged until an op reads them). msbridge does the same with one torch function mode, active while any
``to_float`` cell runs, that casts the floating tensor arguments of each torch call to the current dtype.
"""
from contextlib import contextmanager

import torch
from torch.overrides import TorchFunctionMode

from ..common.tensor import Tensor, _wrap

_current = None

# Torch calls that read or convert rather than compute, and batch norm, whose running statistics are updated
# in place (a cast copy would drop the update; the BatchNorm layers choose their dtypes themselves).
_PASS_THROUGH = frozenset((
    "__get__", "__set__", "to", "type", "float", "double", "half", "bfloat16", "int", "long", "short", "bool",
    "byte", "char", "item", "tolist", "numpy", "size", "dim", "numel", "is_floating_point", "element_size",
    "data_ptr", "stride", "is_contiguous", "untyped_storage", "detach", "__len__", "__bool__", "__float__",
    "__int__", "__index__", "__repr__", "__format__", "__reduce_ex__", "__deepcopy__", "__setitem__",
    "batch_norm", "native_batch_norm", "_native_batch_norm_legit",
))


def _passes_through(func):
    name = getattr(func, "__name__", "")
    return name in _PASS_THROUGH or (name.endswith("_") and not name.startswith("__")) or name.startswith("__i")


def _cast_arg(value, target):
    if isinstance(value, torch.Tensor):
        return value.to(target) if value.is_floating_point() and value.dtype != target else value
    if isinstance(value, (tuple, list)):
        return type(value)(_cast_arg(v, target) for v in value)
    return value


class _CastMode(TorchFunctionMode):
    """Casts the floating tensor arguments of each compute call to ``_current``."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        target = _current
        if target is not None and not _passes_through(func):
            args = _cast_arg(args, target)
            kwargs = {k: _cast_arg(v, target) for k, v in kwargs.items()}
        return func(*args, **kwargs)


@contextmanager
def compute_dtype(torch_dtype):
    """Run a block with ``torch_dtype`` as the compute dtype; always restored, even on error."""
    global _current
    previous = _current
    _current = torch_dtype
    try:
        if previous is None:
            with _CastMode():
                yield
        else:
            yield
    finally:
        _current = previous


def cast_floats(value, torch_dtype):
    """``value`` (msbridge Tensors, possibly in tuples/lists) with its floating Tensors cast to ``torch_dtype``."""
    if isinstance(value, Tensor) and value._t.is_floating_point() and value._t.dtype != torch_dtype:
        return _wrap(value._t.to(torch_dtype))
    if isinstance(value, (tuple, list)):
        return type(value)(cast_floats(v, torch_dtype) for v in value)
    return value


def cast(t):
    """``t`` (a torch tensor) in the current compute dtype, if one is set and ``t`` is floating."""
    target = _current
    if target is None or t.dtype == target or not t.is_floating_point():
        return t
    return t.to(target)
