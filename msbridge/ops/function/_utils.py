"""Argument handling shared by the functional ops: tensor inputs, axes, dtypes, MindSpore's error types."""
import numbers
import types

import torch

from ..._checkparam import check_tensor
from ...common import dtype as mstype
from ...common.handles import astype_dtype as _astype_dtype
from ...common.tensor import Tensor

ALL = None  # a reduction over every axis
FLOATS = (torch.float16, torch.float32, torch.float64, torch.bfloat16)


def tensor_of(value, api, name="input"):
    """The torch tensor of a Tensor argument (TypeError for anything else)."""
    if isinstance(value, Tensor):  # the common case, without a call
        return value._t
    return check_tensor(value, name, api)._t  # raises


def is_int(value):
    """A Python/numpy integer that is not a bool."""
    cls = type(value)
    if cls is int:  # the common case, without the slow ABC check
        return True
    return cls is not bool and isinstance(value, numbers.Integral)


def check_axis(axis, ndim, api):
    """``axis`` in ``[-ndim, ndim)`` (a 0-d tensor counts as ndim 1), returned non-negative."""
    rank = max(ndim, 1)
    if not is_int(axis):
        raise TypeError(f"For '{api}', the 'axis' must be int, but got {type(axis).__name__}.")
    if not -rank <= axis < rank:
        raise ValueError(f"For '{api}', the 'axis' must be in range [{-rank}, {rank}), but got {axis}.")
    return axis % rank


def reduce_axes(axis, ndim, api):
    """MindSpore's reduction axis argument (None, (), int, tuple/list of ints or an int Tensor) as a tuple of
    non-negative axes, or ``ALL`` for a reduction over every axis."""
    if type(axis) is int and 0 <= axis < ndim:  # the common case: one valid axis
        return (axis,)
    if isinstance(axis, Tensor):
        axis = axis._t.tolist()
    if axis is None or axis == () or axis == []:
        return ALL
    if is_int(axis):
        axis = (axis,)
    if not isinstance(axis, (tuple, list)) or not all(is_int(a) for a in axis):
        raise TypeError(f"For '{api}', the 'axis' must be int, tuple or list of int, but got {axis!r}.")
    rank = max(ndim, 1)
    for a in axis:
        if not -rank <= a < rank:
            raise ValueError(f"For '{api}', the axis value must be in [{-rank},{rank}), but got {a}.")
    axes = {a % rank for a in axis}
    if len(axes) != len(axis):
        raise RuntimeError(f"For '{api}', every axis must appear once, but got {tuple(axis)}.")
    return tuple(sorted(axes)) if ndim else ALL


def keep_all(result, ndim, keepdims):
    """A full reduction's 0-d result, reshaped to ``(1,) * ndim`` when ``keepdims``."""
    return result.reshape((1,) * ndim) if keepdims else result


def torch_dtype(dtype, api):
    """torch dtype of a MindSpore dtype argument (``None`` stays None)."""
    if dtype is None:
        return None
    if not isinstance(dtype, mstype.Type):
        dtype = _astype_dtype(dtype)
    return mstype.to_torch_dtype(dtype)


def shape_of(shape, api):
    """A shape argument (int, tuple/list of ints, or an int Tensor) as a tuple of ints."""
    if isinstance(shape, Tensor):
        shape = shape._t.tolist()
    if is_int(shape):
        return (int(shape),)
    if not isinstance(shape, (tuple, list)) or not all(is_int(s) for s in shape):
        raise TypeError(f"For '{api}', the 'shape' must be a tuple or list of int, but got {shape!r}.")
    return tuple(int(s) for s in shape)


def is_integer_dtype(dtype):
    return not dtype.is_floating_point and not dtype.is_complex and dtype != torch.bool


def require_float(t, api):
    """MindSpore's CPU kernels of exp/log/sigmoid/... take floating inputs only."""
    if not (t.dtype.is_floating_point or t.dtype.is_complex):
        raise TypeError(f"For '{api}', the input must be a float Tensor, but got {mstype.from_torch_dtype(t.dtype)}.")


def with_names(fn, **renames):
    """``fn`` under MindSpore's parameter names (``with_names(floor_mod, input="x", other="y")``): a new function
    object on the same code, closure and defaults with the parameters renamed, so an alias or a table-made op takes
    MindSpore's keywords at no extra call."""
    code = fn.__code__
    params = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    if set(renames) - set(params) or set(renames) & set(code.co_cellvars) or \
            set(renames.values()) & (set(code.co_varnames) - set(renames)):
        raise ValueError(f"with_names: cannot rename {renames} in {fn.__name__}{params}")
    varnames = tuple(renames.get(n, n) if i < len(params) else n for i, n in enumerate(code.co_varnames))
    renamed = types.FunctionType(code.replace(co_varnames=varnames), fn.__globals__, fn.__name__, fn.__defaults__,
                                 fn.__closure__)
    if fn.__kwdefaults__:
        renamed.__kwdefaults__ = {renames.get(k, k): v for k, v in fn.__kwdefaults__.items()}
    renamed.__doc__, renamed.__qualname__ = fn.__doc__, fn.__qualname__
    return renamed
