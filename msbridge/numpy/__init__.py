"""``mindspore.numpy``: the most used numpy-style functions, each a thin door to the single msbridge op.

MindSpore 2.10's rules, as measured (tests/golden/cases_numpy.py): Python ints make Int32 Tensors and floats
Float32 (``array``, ``asarray``, ``arange``, ``full``); ``array`` takes numbers, lists, tuples and Tensors (a
numpy array is a TypeError); ``divide``/``true_divide`` of integers give Float32; ``sum`` of Bool/Int32 gives
Int64; ``mean`` keeps an integer dtype (truncated); ``argmax`` gives Int64 and ``argmin`` Int32; ``std``/``var``
default to ``ddof=0``; ``split`` returns a tuple for a section count and a list for split points; there is no
``sort``/``argsort``/``e`` in MindSpore 2.10's ``mindspore.numpy``. Array-like operands (numbers, lists) are
converted with :func:`asarray`; anything else is MindSpore's ``TypeError('Expect input to be array like.')``.
"""
import math as _math

import numpy as _np
import torch as _torch

from .. import ops as _ops
from ..common import dtype as _mstype
from ..common.dtype import (bool_, float16, float32, float64, int8, int16, int32, int64, uint8,  # noqa: F401
                            uint16, uint32, uint64)
from ..common.tensor import Tensor as _Tensor
from ..common.handles import wrap as _wrap

pi = _math.pi
inf = float("inf")
nan = float("nan")
int_ = int64
float_ = float64

__all__ = ["array", "asarray", "zeros", "ones", "full", "arange", "linspace", "eye", "identity", "empty_like",
           "zeros_like", "ones_like", "full_like", "add", "subtract", "multiply", "divide", "true_divide", "power",
           "sqrt", "exp", "log", "abs", "absolute", "negative", "square", "sum", "mean", "std", "var", "max", "min",
           "amax", "amin", "argmax", "argmin", "dot", "matmul", "tensordot", "where", "clip", "maximum", "minimum",
           "cumsum", "unique", "isnan", "isinf", "logical_and", "logical_or", "logical_not", "logical_xor",
           "concatenate", "stack", "reshape", "transpose", "expand_dims", "squeeze", "split", "tile", "repeat",
           "pi", "inf", "nan", "bool_", "float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8",
           "uint16", "uint32", "uint64"]

_DEFAULT = {bool: _torch.bool, int: _torch.int32, float: _torch.float32}


def _dtype(dtype, default=None):
    if dtype is None:
        return default
    if isinstance(dtype, _mstype.Type):
        return _mstype.to_torch_dtype(dtype)
    try:
        return _mstype.to_torch_dtype(_mstype.pytype_to_dtype(_np.dtype(dtype).type))
    except TypeError:
        raise TypeError(f"only ['np.int_', 'np.int8', 'np.int16', 'np.int32', 'np.int64', 'np.uint', 'np.uint8', "
                        f"'np.uint16', 'np.uint32', 'np.uint64', 'np.float64', 'np.float16', 'np.float32', "
                        f"'np.float64', 'np.bool_'] are allowed for dtype, but got {type(dtype)}") from None


def _leaf_kind(value):
    """The Python kind (bool < int < float) of a nested list of numbers, for MindSpore's default dtypes."""
    if isinstance(value, (list, tuple)):
        kinds = [_leaf_kind(v) for v in value]
        return float if float in kinds else int if int in kinds else bool
    if isinstance(value, _Tensor):
        return float if value._t.is_floating_point() else int if value.dtype != bool_ else bool
    return float if isinstance(value, float) else bool if isinstance(value, bool) else int


def array(obj, dtype=None, copy=True, ndmin=0):
    """``mindspore.numpy.array``: a Tensor of ``obj`` (numbers/lists: Int32 / Float32 / Bool by default)."""
    if isinstance(obj, _Tensor):
        t = obj._t.clone() if copy else obj._t
        target = _dtype(dtype)
        out = t if target is None else t.to(target)
    elif isinstance(obj, (bool, int, float, list, tuple)):
        out = _torch.tensor(_plain(obj), dtype=_dtype(dtype, _DEFAULT[_leaf_kind(obj)]))
    else:
        raise TypeError("input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got "
                        f"{type(obj)}")
    while out.dim() < ndmin:
        out = out.unsqueeze(0)
    return _wrap(out)


def _plain(obj):
    if isinstance(obj, (list, tuple)):
        return [_plain(v) for v in obj]
    return obj.asnumpy().tolist() if isinstance(obj, _Tensor) else obj


def asarray(a, dtype=None):
    """``mindspore.numpy.asarray``: :func:`array` without a copy."""
    return array(a, dtype, copy=False)


def _arr(value):
    """An array-like operand as a Tensor (MindSpore's TypeError for anything else)."""
    if isinstance(value, _Tensor):
        return value
    if isinstance(value, (bool, int, float, list, tuple)):
        return array(value)
    raise TypeError("Expect input to be array like.")


def _operand(value):
    """A binary operand: Tensors as they are, Python numbers kept (MindSpore's scalar promotion)."""
    if isinstance(value, (_Tensor, bool, int, float)):
        return value
    return _arr(value)


def zeros(shape, dtype=float32):
    """``mindspore.numpy.zeros``: ``ops.zeros`` (Float32 by default; ``()`` gives a 0-d Tensor)."""
    if shape == ():
        return _wrap(_torch.zeros((), dtype=_dtype(dtype)))
    return _ops.zeros(shape, _mstype.from_torch_dtype(_dtype(dtype)))


def ones(shape, dtype=float32):
    """``mindspore.numpy.ones``: ``ops.ones`` (Float32 by default; ``()`` gives a 0-d Tensor)."""
    if shape == ():
        return _wrap(_torch.ones((), dtype=_dtype(dtype)))
    return _ops.ones(shape, _mstype.from_torch_dtype(_dtype(dtype)))


def full(shape, fill_value, dtype=None):
    """``mindspore.numpy.full``: ``ops.full`` in ``dtype`` or the default dtype of ``fill_value``."""
    kind = _dtype(dtype, _DEFAULT[_leaf_kind(fill_value)])
    return _ops.full(shape if isinstance(shape, (tuple, list)) else (shape,), fill_value,
                     dtype=_mstype.from_torch_dtype(kind))


def arange(start, stop=None, step=None, dtype=None):
    """``mindspore.numpy.arange``: ``ops.arange`` (Int32 for int bounds, Float32 for float ones)."""
    bounds = [v for v in (start, stop, step) if v is not None]
    kind = _dtype(dtype, _DEFAULT[_leaf_kind(list(bounds))])
    if stop is None:
        start, stop = 0, start
    return _ops.arange(start, stop, 1 if step is None else step, dtype=_mstype.from_torch_dtype(kind))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    """``mindspore.numpy.linspace``: torch.linspace (Float32 by default)."""
    if retstep or axis != 0:
        raise NotImplementedError("mindspore.numpy.linspace: 'retstep' and 'axis' are not supported by msbridge")
    if endpoint:
        out = _ops.linspace(float(start), float(stop), num)
    else:
        out = _ops.linspace(float(start), float(stop), num + 1)[:num]
    return _cast(out, dtype)


def eye(N, M=None, k=0, dtype=float32):  # noqa: N803 - numpy's names
    """``mindspore.numpy.eye``: ones on diagonal ``k`` (torch.eye shifted), Float32 by default."""
    m = N if M is None else M
    t = _torch.zeros(N, m, dtype=_dtype(dtype))
    t.diagonal(k).fill_(1)
    return _wrap(t)


def identity(n, dtype=float32):
    """``mindspore.numpy.identity``: :func:`eye` of ``n``."""
    return eye(n, dtype=dtype)


def empty_like(prototype, dtype=None, shape=None):
    """``mindspore.numpy.empty_like``: an uninitialised Tensor like ``prototype`` (zeros here)."""
    return zeros_like(prototype, dtype, shape)


def zeros_like(a, dtype=None, shape=None):
    """``mindspore.numpy.zeros_like``: ``ops.zeros_like``."""
    return full_like(a, 0, dtype, shape)


def ones_like(a, dtype=None, shape=None):
    """``mindspore.numpy.ones_like``: ``ops.ones_like``."""
    return full_like(a, 1, dtype, shape)


def full_like(a, fill_value, dtype=None, shape=None):
    """``mindspore.numpy.full_like``: ``ops.full_like`` (``shape`` overrides the shape)."""
    a = _arr(a)
    kind = _mstype.from_torch_dtype(_dtype(dtype, a._t.dtype))
    if shape is not None:
        return _ops.full(shape, fill_value, dtype=kind)
    return _ops.full_like(a, fill_value, dtype=kind)


def _cast(out, dtype):
    """``out`` as ``dtype`` (the ``dtype`` argument of the mindspore.numpy functions); None keeps its own."""
    return out if dtype is None else out.astype(dtype)


def _elementwise(op, doc, unary=False):
    """The mindspore.numpy function ``fn(x, dtype=None)`` (``unary``) or ``fn(x1, x2, dtype=None)`` over ``op``."""
    if unary:
        def fn(x, dtype=None):
            return _cast(op(_arr(x)), dtype)
    else:
        def fn(x1, x2, dtype=None):
            return _cast(op(_operand(x1), _operand(x2)), dtype)
    fn.__doc__ = doc
    return fn


add = _elementwise(_ops.add, "``mindspore.numpy.add``: ``ops.add``.")
subtract = _elementwise(_ops.sub, "``mindspore.numpy.subtract``: ``ops.sub``.")
multiply = _elementwise(_ops.mul, "``mindspore.numpy.multiply``: ``ops.mul``.")
power = _elementwise(_ops.pow, "``mindspore.numpy.power``: ``ops.pow``.")
maximum = _elementwise(_ops.maximum, "``mindspore.numpy.maximum``: ``ops.maximum``.")
minimum = _elementwise(_ops.minimum, "``mindspore.numpy.minimum``: ``ops.minimum``.")
logical_and = _elementwise(_ops.logical_and, "``mindspore.numpy.logical_and``: ``ops.logical_and``.")
logical_or = _elementwise(_ops.logical_or, "``mindspore.numpy.logical_or``: ``ops.logical_or``.")
logical_xor = _elementwise(_ops.logical_xor, "``mindspore.numpy.logical_xor``: ``ops.logical_xor``.")


def _to_float(x):
    x = _arr(x) if not isinstance(x, (int, float)) else x
    if isinstance(x, _Tensor) and not x._t.is_floating_point():
        return x.astype(float32)
    return x


def divide(x1, x2, dtype=None):
    """``mindspore.numpy.divide``: ``ops.div``; integer operands give Float32."""
    out = _ops.div(_to_float(x1), _to_float(x2) if isinstance(x2, _Tensor) else x2)
    return _cast(out, dtype)


true_divide = divide


sqrt = _elementwise(_ops.sqrt, "``mindspore.numpy.sqrt``: ``ops.sqrt``.", unary=True)
exp = _elementwise(_ops.exp, "``mindspore.numpy.exp``: ``ops.exp``.", unary=True)
log = _elementwise(_ops.log, "``mindspore.numpy.log``: ``ops.log``.", unary=True)
absolute = _elementwise(_ops.abs, "``mindspore.numpy.absolute``: ``ops.abs``.", unary=True)
abs = absolute  # noqa: A001 - numpy's name
negative = _elementwise(_ops.neg, "``mindspore.numpy.negative``: ``ops.neg``.", unary=True)
square = _elementwise(_ops.square, "``mindspore.numpy.square``: ``ops.square``.", unary=True)
isnan = _elementwise(_ops.isnan, "``mindspore.numpy.isnan``: ``ops.isnan``.", unary=True)
isinf = _elementwise(_ops.isinf, "``mindspore.numpy.isinf``: ``ops.isinf``.", unary=True)
logical_not = _elementwise(_ops.logical_not, "``mindspore.numpy.logical_not``: ``ops.logical_not``.", unary=True)

# element-wise functions: mindspore.numpy name -> the ops function it runs. MindSpore 2.10 computes the
# _FLOAT_UNARY ones of an integer input in Float32 (measured, tests/golden/cases_numpy.py).
_FLOAT_UNARY = {
    "arccosh": "acosh", "arcsin": "asin", "arcsinh": "asinh", "arctan": "atan", "arctanh": "atanh", "ceil": "ceil",
    "cos": "cos", "cosh": "cosh", "deg2rad": "deg2rad", "rad2deg": "rad2deg", "radians": "deg2rad",
    "sign": "sign", "sin": "sin", "sinh": "sinh", "tan": "tan", "trunc": "trunc",
}
_ELEMENTWISE_UNARY = {
    "expm1": "expm1", "floor": "floor", "isfinite": "isfinite", "log10": "log10", "log1p": "log1p", "log2": "log2",
    "signbit": "signbit",
}
_ELEMENTWISE_BINARY = {
    "bitwise_and": "bitwise_and", "bitwise_or": "bitwise_or", "bitwise_xor": "bitwise_xor", "equal": "equal",
    "floor_divide": "floor_divide", "fmod": "fmod", "greater": "greater", "greater_equal": "greater_equal",
    "less": "less", "logaddexp": "logaddexp", "logaddexp2": "logaddexp2", "remainder": "remainder",
    "mod": "remainder",
}


def _in_float(op):
    return lambda x: op(_to_float(x))


for _name, _op in _FLOAT_UNARY.items():
    globals()[_name] = _elementwise(_in_float(getattr(_ops, _op)),
                                    f"``mindspore.numpy.{_name}``: ``ops.{_op}`` (integers in Float32).", unary=True)
for _name, _op in _ELEMENTWISE_UNARY.items():
    globals()[_name] = _elementwise(getattr(_ops, _op), f"``mindspore.numpy.{_name}``: ``ops.{_op}``.", unary=True)
for _name, _op in _ELEMENTWISE_BINARY.items():
    globals()[_name] = _elementwise(getattr(_ops, _op), f"``mindspore.numpy.{_name}``: ``ops.{_op}``.")


def positive(a, dtype=None):
    """``mindspore.numpy.positive``: ``ops.positive``."""
    return _cast(_ops.positive(_arr(a)), dtype)


def isneginf(x):
    """``mindspore.numpy.isneginf``: ``ops.isneginf`` (integers in Float32)."""
    return _ops.isneginf(_to_float(x))


def isposinf(x):
    """``mindspore.numpy.isposinf``: ``ops.isposinf`` (integers in Float32)."""
    return _ops.isposinf(_to_float(x))


__all__ += list(_FLOAT_UNARY) + list(_ELEMENTWISE_UNARY) + list(_ELEMENTWISE_BINARY) + ["positive", "isneginf",
                                                                                       "isposinf"]


def sum(a, axis=None, dtype=None, keepdims=False, initial=None):  # noqa: A001 - numpy's name
    """``mindspore.numpy.sum``: ``ops.sum`` (Bool and small integers sum to Int64)."""
    out = _ops.sum(_arr(a), axis, keepdims, dtype=dtype)
    return out if initial is None else out + initial


def mean(a, axis=None, keepdims=False, dtype=None):
    """``mindspore.numpy.mean``: ``ops.mean``; an integer input keeps its dtype (the mean truncated)."""
    a = _arr(a)
    if a._t.is_floating_point():
        out = _ops.mean(a, axis, keepdims)
    else:
        out = _ops.mean(a.astype(float32), axis, keepdims).astype(a.dtype)
    return _cast(out, dtype)


def std(x, axis=None, ddof=0, keepdims=False):
    """``mindspore.numpy.std``: ``ops.std`` (``ddof`` 0 by default)."""
    return _ops.std(_arr(x), axis, ddof, keepdims)


def var(x, axis=None, ddof=0, keepdims=False):
    """``mindspore.numpy.var``: ``ops.var`` (``ddof`` 0 by default)."""
    return _ops.var(_arr(x), axis, ddof, keepdims)


def amax(a, axis=None, keepdims=False, initial=None, where=True):
    """``mindspore.numpy.amax``: ``ops.amax``."""
    return _ops.amax(_arr(a), axis, keepdims, initial=initial, where=None if where is True else where)


def amin(a, axis=None, keepdims=False, initial=None, where=True):
    """``mindspore.numpy.amin``: ``ops.amin``."""
    return _ops.amin(_arr(a), axis, keepdims, initial=initial, where=None if where is True else where)


max = amax  # noqa: A001 - numpy's name
min = amin  # noqa: A001 - numpy's name


def argmax(a, axis=None):
    """``mindspore.numpy.argmax``: ``ops.argmax`` (Int64)."""
    return _ops.argmax(_arr(a), axis)


def argmin(a, axis=None):
    """``mindspore.numpy.argmin``: ``ops.argmin`` as Int32 (MindSpore 2.10's mindspore.numpy)."""
    return _ops.argmin(_arr(a), axis).astype(int32)


def dot(a, b):
    """``mindspore.numpy.dot``: torch.matmul for 1-D/2-D operands, ``ops.tensor_dot`` over the last axis of
    ``a`` and the second-to-last of ``b`` otherwise."""
    a, b = _arr(a), _arr(b)
    if a.ndim <= 2 and b.ndim <= 2:
        return _ops.matmul(a, b)
    return _ops.tensor_dot(a, b, ((a.ndim - 1,), (b.ndim - 2 if b.ndim > 1 else 0,)))


def matmul(x1, x2, dtype=None):
    """``mindspore.numpy.matmul``: ``ops.matmul``."""
    out = _ops.matmul(_arr(x1), _arr(x2))
    return _cast(out, dtype)


def tensordot(a, b, axes=2):
    """``mindspore.numpy.tensordot``: ``ops.tensor_dot`` (an int ``axes``: the last/first ``axes`` axes)."""
    a, b = _arr(a), _arr(b)
    if isinstance(axes, int):
        axes = (tuple(range(a.ndim - axes, a.ndim)), tuple(range(axes)))
    return _ops.tensor_dot(a, b, axes)


def where(condition, x=None, y=None):
    """``mindspore.numpy.where(condition, x, y)``: ``ops.where`` (the one-argument form is MindSpore's
    TypeError)."""
    if x is None or y is None:
        raise TypeError("Expect input to be array like.")
    return _ops.where(_arr(condition), _operand(x), _operand(y))


def clip(a, a_min, a_max, dtype=None):
    """``mindspore.numpy.clip``: ``ops.clamp``."""
    out = _ops.clamp(_arr(a), a_min, a_max)
    return _cast(out, dtype)


def cumsum(a, axis=None, dtype=None):
    """``mindspore.numpy.cumsum``: ``ops.cumsum`` (``axis=None``: of the flattened input)."""
    a = _arr(a)
    if axis is None:
        a, axis = a.reshape(-1), 0
    return _ops.cumsum(a, axis, dtype)


def unique(x, return_inverse=False):
    """``mindspore.numpy.unique``: ``ops.unique`` (values in order of appearance, optionally the inverse)."""
    values, inverse = _ops.unique(_arr(x))
    return (values, inverse) if return_inverse else values


def concatenate(arrays, axis=0):
    """``mindspore.numpy.concatenate``: ``ops.concat`` (``axis=None``: of the flattened arrays)."""
    arrays = [_arr(a) for a in arrays]
    if axis is None:
        arrays, axis = [a.reshape(-1) for a in arrays], 0
    return _ops.concat(arrays, axis)


def stack(arrays, axis=0):
    """``mindspore.numpy.stack``: ``ops.stack``."""
    return _ops.stack([_arr(a) for a in arrays], axis)


def reshape(x, new_shape):
    """``mindspore.numpy.reshape``: ``ops.reshape``."""
    return _ops.reshape(_arr(x), new_shape if isinstance(new_shape, (tuple, list)) else (new_shape,))


def transpose(a, axes=None):
    """``mindspore.numpy.transpose``: ``ops.transpose`` (``axes=None``: reversed)."""
    a = _arr(a)
    return _ops.transpose(a, tuple(range(a.ndim - 1, -1, -1)) if axes is None else axes)


def expand_dims(a, axis):
    """``mindspore.numpy.expand_dims``: ``ops.expand_dims``."""
    return _ops.expand_dims(_arr(a), axis)


def squeeze(a, axis=None):
    """``mindspore.numpy.squeeze``: ``ops.squeeze``."""
    return _ops.squeeze(_arr(a), axis)


def split(x, indices_or_sections, axis=0):
    """``mindspore.numpy.split``: a tuple of ``n`` equal sections, or a list split at the given points."""
    x = _arr(x)
    if isinstance(indices_or_sections, int):
        return tuple(_ops.split(x, x.shape[axis] // indices_or_sections, axis))
    pieces = _torch.tensor_split(x._t, list(indices_or_sections), axis)
    return [_wrap(p) for p in pieces]


def tile(a, reps):
    """``mindspore.numpy.tile``: ``ops.tile`` (an int ``reps`` repeats the last axis)."""
    return _ops.tile(_arr(a), (reps,) if isinstance(reps, int) else tuple(reps))


def repeat(a, repeats, axis=None):
    """``mindspore.numpy.repeat``: ``ops.repeat_interleave`` (``axis=None``: of the flattened input)."""
    a = _arr(a)
    if axis is None:
        a, axis = a.reshape(-1), 0
    return _ops.repeat_interleave(a, repeats, axis)


# --- shape and linear-algebra doors (issue 17): torch's function of the same numpy meaning; MindSpore 2.10 takes
# Tensors only here (a list is its TypeError 'expect Tensor')
def _t(value):
    if not isinstance(value, _Tensor):
        raise TypeError(f"expect Tensor, but got {type(value)}")
    return value._t


def flip(m, axis=None):
    """``mindspore.numpy.flip``: torch.flip over ``axis`` (every axis when None)."""
    t = _t(m)
    dims = tuple(range(t.dim())) if axis is None else (axis,) if isinstance(axis, int) else tuple(axis)
    return _wrap(_torch.flip(t, dims))


def fliplr(m):
    """``mindspore.numpy.fliplr``: torch.fliplr."""
    return _wrap(_torch.fliplr(_t(m)))


def flipud(m):
    """``mindspore.numpy.flipud``: torch.flipud."""
    return _wrap(_torch.flipud(_t(m)))


def ravel(x):
    """``mindspore.numpy.ravel``: torch.ravel."""
    return _wrap(_torch.ravel(_t(x)))


def rot90(a, k=1, axes=(0, 1)):
    """``mindspore.numpy.rot90``: torch.rot90."""
    return _wrap(_torch.rot90(_t(a), k, tuple(axes)))


def roll(a, shift, axis=None):
    """``mindspore.numpy.roll``: torch.roll (the flattened array when ``axis`` is None)."""
    return _wrap(_torch.roll(_t(a), shift, axis))


def swapaxes(x, axis1, axis2):
    """``mindspore.numpy.swapaxes``: torch.swapaxes."""
    return _wrap(_torch.swapaxes(_t(x), axis1, axis2))


def moveaxis(a, source, destination):
    """``mindspore.numpy.moveaxis``: torch.moveaxis."""
    return _wrap(_torch.moveaxis(_t(a), source, destination))


def diagonal(a, offset=0, axis1=0, axis2=1):
    """``mindspore.numpy.diagonal``: torch.diagonal."""
    return _wrap(_torch.diagonal(_t(a), offset, axis1, axis2).contiguous())


def tril(m, k=0):
    """``mindspore.numpy.tril``: torch.tril (an array-like ``m``)."""
    return _wrap(_torch.tril(_arr(m)._t, k))


def triu(m, k=0):
    """``mindspore.numpy.triu``: torch.triu (an array-like ``m``)."""
    return _wrap(_torch.triu(_arr(m)._t, k))


def outer(a, b):
    """``mindspore.numpy.outer``: torch.outer of the flattened operands."""
    return _wrap(_torch.outer(_t(a).ravel(), _t(b).ravel()))


def inner(a, b):
    """``mindspore.numpy.inner``: torch.inner."""
    return _wrap(_torch.inner(_t(a), _t(b)))


def kron(a, b):
    """``mindspore.numpy.kron``: torch.kron (array-like operands)."""
    return _wrap(_torch.kron(_arr(a)._t, _arr(b)._t))


def _stacked(torch_fn, name):
    def fn(tup):
        return _wrap(torch_fn([_t(item) for item in tup]))
    fn.__name__ = name
    fn.__doc__ = f"``mindspore.numpy.{name}``: torch.{name} of the Tensors in ``tup``."
    return fn


vstack = _stacked(_torch.vstack, "vstack")
hstack = _stacked(_torch.hstack, "hstack")
dstack = _stacked(_torch.dstack, "dstack")
column_stack = _stacked(_torch.column_stack, "column_stack")


def broadcast_to(array, shape):
    """``mindspore.numpy.broadcast_to``: torch.broadcast_to (a copy)."""
    return _wrap(_torch.broadcast_to(_t(array), tuple(shape)).clone())


__all__ += ["flip", "fliplr", "flipud", "ravel", "rot90", "roll", "swapaxes", "moveaxis", "diagonal", "tril", "triu",
            "outer", "inner", "kron", "vstack", "hstack", "dstack", "column_stack", "broadcast_to"]

from . import array_ops, fft, math_ops  # noqa: E402 - they build on the doors above
from .array_ops import *  # noqa: E402,F401,F403
from .math_ops import *  # noqa: E402,F401,F403

__all__ += array_ops.__all__ + math_ops.__all__
