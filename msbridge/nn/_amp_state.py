"""The op-level casting of mixed precision: ``Cell.to_float`` and ``amp_level="auto"``.

MindSpore casts the floating inputs of every op run inside a ``to_float`` cell (its own inputs pass through
unchanged until an op reads them); under ``auto_mixed_precision(net, "auto")`` it casts the inputs of its
white-list ops (convolutions, matmuls) to the low dtype and those of its black-list ops (exp, log, softmax,
norms, losses, sums...) to float32. msbridge does both with one torch function mode, active while such a cell
runs, that casts the floating tensor arguments of each torch call. The active dtypes are per thread
(msbridge/_call_state.py).
"""
from contextlib import contextmanager

import torch
from torch.overrides import TorchFunctionMode

from .._call_state import state as _state
from ..common.handles import wrap as _wrap
from ..common.tensor import Tensor

# Torch calls that read or convert rather than compute, and batch norm, whose running statistics are updated
# in place (a cast copy would drop the update; the BatchNorm layers choose their dtypes themselves).
_PASS_THROUGH = frozenset((
    "__get__", "__set__", "to", "type", "float", "double", "half", "bfloat16", "int", "long", "short", "bool",
    "byte", "char", "item", "tolist", "numpy", "size", "dim", "numel", "is_floating_point", "element_size",
    "data_ptr", "stride", "is_contiguous", "untyped_storage", "detach", "__len__", "__bool__", "__float__",
    "__int__", "__index__", "__repr__", "__format__", "__reduce_ex__", "__deepcopy__", "__setitem__",
    "batch_norm", "native_batch_norm", "_native_batch_norm_legit",
))


def _passes_through(name):
    """Whether the torch call ``name`` reads, converts or works in place (string slices, not str methods:
    torch.compile traces slices and comparisons of constant strings, but breaks its graph on ``str.endswith``)."""
    return name in _PASS_THROUGH or (name[-1:] == "_" and name[:2] != "__") or name[:3] == "__i"


def _cast_arg(value, target):
    if isinstance(value, torch.Tensor):
        return value.to(target) if value.is_floating_point() and value.dtype != target else value
    if isinstance(value, (tuple, list)):
        return type(value)(_cast_arg(v, target) for v in value)
    return value


# amp "auto": MindSpore's white- and black-list primitives, by the names of the torch calls that implement them
_AUTO_WHITE = frozenset((
    "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d", "matmul", "mm",
    "bmm", "__matmul__", "__rmatmul__", "addmm", "addbmm", "addmv", "baddbmm", "mv", "einsum", "prelu",
))
_AUTO_BLACK = frozenset((
    "pow", "__pow__", "__rpow__", "acos", "arccos", "asin", "arcsin", "cosh", "erfinv", "exp", "expm1", "log",
    "log10", "log1p", "log2", "reciprocal", "rsqrt", "sinh", "tan", "softplus", "layer_norm", "group_norm", "norm",
    "kl_div", "smooth_l1_loss", "soft_margin_loss", "triplet_margin_loss", "multi_margin_loss",
    "binary_cross_entropy_with_logits", "pdist", "cdist", "renorm", "prod", "softmax", "log_softmax", "cumprod",
    "cumsum", "sum", "l1_loss", "mse_loss", "nll_loss",
))


def _target(func):
    """The dtype the floating arguments of ``func`` are cast to now, or None. A call that passes through is in
    neither amp list, so most calls (attribute reads, ``to``, ``dim``) return before the per-thread state is read."""
    name = getattr(func, "__name__", "")
    if _passes_through(name):
        return None
    current = _state.compute_dtype
    if current is not None:
        return current
    auto_low = _state.auto_low
    if auto_low is not None:
        if name in _AUTO_WHITE:
            return auto_low
        if name in _AUTO_BLACK:
            return torch.float32
    return None


class _CastMode(TorchFunctionMode):
    """Casts the floating tensor arguments of each compute call as the active mixed precision asks."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        target = _target(func)
        if target is not None:
            args = _cast_arg(args, target)
            kwargs = {k: _cast_arg(v, target) for k, v in kwargs.items()}
        return func(*args, **kwargs)


@contextmanager
def _casting():
    """The cast mode on the stack for the duration of a block (pushed once, however deeply nested)."""
    if _state.casting:
        yield
        return
    _state.casting = True
    try:
        with _CastMode():
            yield
    finally:
        _state.casting = False


# Whether any thread has entered a mixed-precision block yet: until one has, every thread's dtypes are None and
# ``cast`` (on the path of every layer call) skips the per-thread read. Set once and never reset.
_entered = False


@contextmanager
def _setting(name, torch_dtype):
    """Run a block with the per-thread ``name`` set to ``torch_dtype`` and the cast mode on; always restored."""
    global _entered
    _entered = True
    previous = getattr(_state, name)
    setattr(_state, name, torch_dtype)
    try:
        with _casting():
            yield
    finally:
        setattr(_state, name, previous)


def compute_dtype(torch_dtype):
    """Run a block with ``torch_dtype`` as the ``to_float`` compute dtype; always restored, even on error."""
    return _setting("compute_dtype", torch_dtype)


def auto_precision(torch_dtype):
    """Run a block under amp_level "auto" with ``torch_dtype`` as the low dtype."""
    return _setting("auto_low", torch_dtype)


def cast_floats(value, torch_dtype):
    """``value`` (msbridge Tensors, possibly in tuples/lists) with its floating Tensors cast to ``torch_dtype``."""
    if isinstance(value, Tensor) and value._t.is_floating_point() and value._t.dtype != torch_dtype:
        return _wrap(value._t.to(torch_dtype))
    if isinstance(value, (tuple, list)):
        return type(value)(cast_floats(v, torch_dtype) for v in value)
    return value


def cast(t):
    """``t`` (a torch tensor) in the current compute dtype, if one is set and ``t`` is floating."""
    if not _entered:
        return t
    target = _state.compute_dtype
    if target is None or t.dtype == target or not t.is_floating_point():
        return t
    return t.to(target)
