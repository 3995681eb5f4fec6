"""``mindspore.numpy`` math, NaN-aware reductions, norms, searching and random functions of issue 17, as
measured on MindSpore 2.10 (tests/golden/cases_numpy.py): ``arccos``/``tanh``/``cbrt``/``fix``/``arctan2``/``hypot``
of integers give Float32, ``exp2``/``reciprocal``/``copysign``/``heaviside`` keep an integer dtype, ``rint`` of an
integer is a TypeError, ``less_equal``/``not_equal``/``float_power`` take Tensors only, ``norm`` of an integer is
Float32, ``searchsorted`` and ``count_nonzero`` give Int32, and ``trace`` of integers sums to Int64."""
import torch as _torch

from .. import ops as _ops
from ..common import dtype as _mstype
from ..common.handles import wrap as _wrap
from . import _arr, _cast, _dtype, _t, _to_float, mean

__all__ = ["arccos", "arctan2", "tanh", "cbrt", "fix", "rint", "exp2", "fabs", "reciprocal", "hypot", "copysign",
           "heaviside", "gcd", "lcm", "float_power", "less_equal", "not_equal", "divmod", "nansum", "nanmean", "nanmax",
           "nanmin", "nanstd", "nanvar", "nancumsum", "norm", "searchsorted", "rand", "randn", "randint", "empty",
           "trace", "ptp", "sometrue", "count_nonzero", "average", "isclose"]


def _unary(fn, name, to_float=False):
    def door(x, dtype=None):
        return _cast(fn(_to_float(x) if to_float else _arr(x)), dtype)
    door.__name__ = name
    door.__doc__ = f"``mindspore.numpy.{name}``: ``{getattr(fn, '__name__', name)}``" + \
        (" (integers in Float32)." if to_float else ".")
    return door


def _cbrt(x):
    return _wrap(_torch.sign(x._t) * x._t.abs().pow(1.0 / 3))


def _gcd(a, b):
    """Euclid's algorithm on torch (``torch.gcd`` for integers; ``fmod`` steps for floats)."""
    x, y = _torch.broadcast_tensors(a._t, _arr(b)._t.to(a._t.dtype))
    if not x.is_floating_point():
        return _wrap(_torch.gcd(x, y))
    x, y = x.abs(), y.abs()
    while bool((y != 0).any()):
        x, y = _torch.where(y != 0, y, x), _torch.where(y != 0, _torch.fmod(x, _torch.where(y != 0, y, 1)), y)
    return _wrap(x)


def _lcm(a, b):
    x, y = _torch.broadcast_tensors(a._t, _arr(b)._t.to(a._t.dtype))
    return _wrap(_torch.lcm(x, y))


def _rint(x):
    if not x._t.is_floating_point():
        raise TypeError(f"For primitive[Rint], the input argument[x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{x.dtype}].")
    return _wrap(_torch.round(x._t))


def _reciprocal(x):
    if x._t.is_floating_point():
        return _ops.reciprocal(x)
    return _wrap(_torch.div(1, x._t, rounding_mode="trunc").to(x._t.dtype))


def _exp2(x):
    if x._t.is_floating_point():
        return _ops.exp2(x)
    return _wrap(_torch.exp2(x._t.double()).floor().to(x._t.dtype))


tanh = _unary(_ops.tanh, "tanh", to_float=True)
cbrt = _unary(_cbrt, "cbrt", to_float=True)
rint = _unary(_rint, "rint")
exp2 = _unary(_exp2, "exp2")
fabs = _unary(_ops.abs, "fabs")
reciprocal = _unary(_reciprocal, "reciprocal")


def arccos(input, dtype=None):  # noqa: A002 - MindSpore's name
    """``mindspore.numpy.arccos``: ``ops.acos`` (integers in Float32)."""
    return _cast(_ops.acos(_to_float(input)), dtype)


def fix(x):
    """``mindspore.numpy.fix``: ``ops.trunc`` in Float32 for integers."""
    return _ops.trunc(_to_float(x))


def _binary(fn, name, to_float=False, tensors_only=False):
    def door(x1, x2, dtype=None):
        if tensors_only:
            x1, x2 = _wrap(_t(x1)), _wrap(_t(x2))
        elif to_float:
            x1, x2 = _to_float(x1), _to_float(x2)
        else:
            x1 = _arr(x1)
        return _cast(fn(x1, x2), dtype)
    door.__name__ = name
    door.__doc__ = f"``mindspore.numpy.{name}``: ``ops.{fn.__name__}``" + \
        (" (integers in Float32)." if to_float else " (Tensor operands)." if tensors_only else ".")
    return door


arctan2 = _binary(_ops.atan2, "arctan2", to_float=True)
hypot = _binary(_ops.hypot, "hypot", to_float=True)
copysign = _binary(lambda a, b: _ops.copysign(a, b) if a._t.is_floating_point()
                   else _wrap(_torch.copysign(a._t, _arr(b)._t).to(a._t.dtype)), "copysign")
heaviside = _binary(lambda a, b: _wrap(_torch.heaviside(a._t, _arr(b)._t.to(a._t.dtype))), "heaviside")
gcd = _binary(_gcd, "gcd")
lcm = _binary(_lcm, "lcm")
float_power = _binary(lambda a, b: _ops.pow(a.astype(_mstype.float32), b.astype(_mstype.float32)), "float_power",
                      tensors_only=True)
less_equal = _binary(_ops.le, "less_equal", tensors_only=True)
not_equal = _binary(_ops.ne, "not_equal", tensors_only=True)


def divmod(x1, x2, dtype=None):  # noqa: A001 - numpy's name
    """``mindspore.numpy.divmod``: (``ops.floor_divide``, ``ops.remainder``)."""
    x1 = _arr(x1)
    return _cast(_ops.floor_divide(x1, x2), dtype), _cast(_ops.remainder(x1, x2), dtype)


def _axes(axis):
    return axis if axis is None or isinstance(axis, int) else tuple(axis)


def _nan_to(t, value):
    return _torch.where(_torch.isnan(t), _torch.full((), value, dtype=t.dtype), t) if t.is_floating_point() else t


def _reduce(fn, a, axis, keepdims):
    t = a._t if isinstance(a, type(_arr(0))) else _arr(a)._t
    if axis is None:
        return fn(t, tuple(range(t.dim())), keepdims) if t.dim() else t
    return fn(t, axis, keepdims)


def nansum(a, axis=None, dtype=None, keepdims=False):
    """``mindspore.numpy.nansum``: ``torch.nansum`` (the input's dtype)."""
    a = _arr(a)
    return _cast(_wrap(_reduce(lambda t, d, k: _torch.nansum(t, d, k).to(t.dtype), a, axis, keepdims)), dtype)


def nanmean(a, axis=None, dtype=None, keepdims=False):
    """``mindspore.numpy.nanmean``: ``torch.nanmean``."""
    return _cast(_wrap(_reduce(_torch.nanmean, _to_float(a), axis, keepdims)), dtype)


def _nan_extreme(fn, fill):
    def reduce(t, dims, keepdims):
        if not t.is_floating_point():
            return fn(t, dims, keepdims)
        out = fn(_nan_to(t, fill), dims, keepdims)
        all_nan = _torch.isnan(t).all(dims, keepdims) if t.dim() else _torch.isnan(t)
        return _torch.where(all_nan, _torch.full((), float("nan"), dtype=t.dtype), out)
    return reduce


def nanmax(a, axis=None, dtype=None, keepdims=False):
    """``mindspore.numpy.nanmax``: ``torch.amax`` with NaN read as -inf (all-NaN slices stay NaN)."""
    return _cast(_wrap(_reduce(_nan_extreme(_torch.amax, float("-inf")), _arr(a), _axes(axis), keepdims)), dtype)


def nanmin(a, axis=None, dtype=None, keepdims=False):
    """``mindspore.numpy.nanmin``: ``torch.amin`` with NaN read as +inf (all-NaN slices stay NaN)."""
    return _cast(_wrap(_reduce(_nan_extreme(_torch.amin, float("inf")), _arr(a), _axes(axis), keepdims)), dtype)


def _nan_var(t, dims, keepdims, ddof):
    valid = ~_torch.isnan(t)
    count = valid.sum(dims, keepdim=True)
    centred = _torch.where(valid, t - _torch.nanmean(t, dims, keepdim=True), _torch.zeros((), dtype=t.dtype))
    out = (centred * centred).sum(dims, keepdim=True) / (count - ddof).clamp(min=0)
    return out if keepdims else out.squeeze(dims) if dims != () else out


def nanvar(a, axis=None, dtype=None, ddof=0, keepdims=False):
    """``mindspore.numpy.nanvar``: the variance of the non-NaN values (``ddof`` 0 by default)."""
    return _cast(_wrap(_reduce(lambda t, d, k: _nan_var(t, d, k, ddof), _to_float(a), _axes(axis), keepdims)),
                 dtype)


def nanstd(a, axis=None, dtype=None, ddof=0, keepdims=False):
    """``mindspore.numpy.nanstd``: the square root of :func:`nanvar`."""
    return _ops.sqrt(nanvar(a, axis, dtype, ddof, keepdims))


def nancumsum(a, axis=None, dtype=None):
    """``mindspore.numpy.nancumsum``: ``ops.cumsum`` with NaN read as 0 (the flattened ``a`` when ``axis`` is
    None)."""
    t = _nan_to(_arr(a)._t, 0.0)
    if axis is None:
        t, axis = t.reshape(-1), 0
    return _ops.cumsum(_wrap(t), axis, dtype)


def norm(x, ord=None, axis=None, keepdims=False):  # noqa: A002 - numpy's name
    """``mindspore.numpy.norm``: ``torch.linalg.norm`` (Float32 for integers); the nuclear and matrix 2-norms are
    MindSpore's NotImplementedError."""
    t = _to_float(x)._t
    dims = tuple(range(t.dim())) if axis is None else (axis,) if isinstance(axis, int) else tuple(axis)
    if len(dims) > 2:
        raise ValueError("invalid number of dimensions to norm")
    if len(dims) == 2 and ord in ("nuc",):
        raise NotImplementedError("nuclear norm is not implemented")
    if len(dims) == 2 and ord in (2, -2):
        raise NotImplementedError("2-norm is not implemented for matrices")
    if axis is None and ord is None:
        return _wrap(_torch.linalg.vector_norm(t, 2, None, keepdims))
    if len(dims) == 1:
        return _wrap(_torch.linalg.vector_norm(t, 2 if ord is None else ord, dims, keepdims))
    return _wrap(_torch.linalg.matrix_norm(t, "fro" if ord is None else ord, dims, keepdims))


def searchsorted(a, v, side="left", sorter=None):
    """``mindspore.numpy.searchsorted``: ``torch.searchsorted`` (Int32; ``sorter`` reorders ``a`` first)."""
    if side not in ("left", "right"):
        raise ValueError('invalid value for keyword "side"')
    t = _t(a)
    if sorter is not None:
        t = t[_t(sorter).long()]
    values = _arr(v)._t.to(t.dtype)
    return _wrap(_torch.searchsorted(t, values, right=side == "right", out_int32=True))


_FLOATS = (_mstype.float16, _mstype.float32, _mstype.float64)


def _shape(shape):
    return tuple(shape[0]) if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape


def rand(*shape, dtype=_mstype.float32):
    """``mindspore.numpy.rand``: ``ops.rand`` (a float dtype, Float32 by default)."""
    if dtype not in _FLOATS:
        raise ValueError("The argument 'dtype' must be 'mindspore.float64', 'mindspore.float32' or "
                         f"'mindspore.float16', but got {dtype}")
    return _ops.rand(*_shape(shape), dtype=dtype)


def randn(*shape, dtype=_mstype.float32):
    """``mindspore.numpy.randn``: ``ops.randn`` (a float dtype, Float32 by default)."""
    if dtype not in _FLOATS:
        raise ValueError("The argument 'dtype' must be 'mindspore.float64', 'mindspore.float32' or "
                         f"'mindspore.float16', but got {dtype}")
    return _ops.randn(*_shape(shape), dtype=dtype)


def randint(minval, maxval=None, shape=None, dtype=_mstype.int32):
    """``mindspore.numpy.randint``: ``ops.randint`` in [``minval``, ``maxval``) (``maxval=None``: [0, ``minval``))."""
    for name, value in (("minval", minval), ("maxval", maxval)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise TypeError(f"For mindspore.numpy.randint, the type of the argument '{name}' must be int, but got "
                            f"{type(value)}")
    if dtype not in (_mstype.int64, _mstype.int32, _mstype.int16, _mstype.int8):
        raise ValueError("For 'mindspore.numpy.randint', the argument 'dtype' must be 'mindspore.int64', "
                         f"'mindspore.int32', 'mindspore.int16' or 'mindspore.int8', but got {dtype}")
    if maxval is None:
        minval, maxval = 0, minval
    if minval >= maxval:
        raise ValueError("For mindspore.numpy.randint, the value of 'minval' must be greater than the value of "
                         "'maxval'.")
    size = () if shape is None else (shape,) if isinstance(shape, int) else tuple(shape)
    return _ops.randint(minval, maxval, size, dtype=dtype)


def empty(shape, dtype=_mstype.float32):
    """``mindspore.numpy.empty``: an uninitialised Tensor (zeros here) of ``shape``, Float32 by default."""
    return _wrap(_torch.zeros(shape, dtype=_dtype(dtype)))


def trace(a, offset=0, axis1=0, axis2=1, dtype=None):
    """``mindspore.numpy.trace``: the sum of ``torch.diagonal`` (integers sum to Int64)."""
    t = _t(a)
    if t.dim() < 2:
        raise RuntimeError(f"For Primitive[Tracev2], the dim of input 'x' should greater or equal to 2, but got "
                           f"'x' at {t.dim()}-dimention")
    out = _torch.diagonal(t, offset, axis1, axis2).sum(-1)
    return _cast(_wrap(out), dtype)


def ptp(x, axis=None, keepdims=False):
    """``mindspore.numpy.ptp``: ``amax - amin``."""
    t = _t(x)
    dims = tuple(range(t.dim())) if axis is None else _axes(axis)
    return _wrap(t.amax(dims, keepdims) - t.amin(dims, keepdims))


def sometrue(a, axis=None, keepdims=False):
    """``mindspore.numpy.sometrue``: ``torch.any``."""
    t = _arr(a)._t
    dims = tuple(range(t.dim())) if axis is None else _axes(axis)
    return _wrap(_torch.any(t, dims, keepdims) if dims != () else t.bool())


def count_nonzero(x, axis=None, keepdims=False):
    """``mindspore.numpy.count_nonzero``: the Int32 count of non-zero elements."""
    t = _arr(x)._t
    dims = tuple(range(t.dim())) if axis is None else _axes(axis)
    return _wrap((t != 0).sum(dims, keepdims, dtype=_torch.int32))


def average(x, axis=None, weights=None, returned=False):
    """``mindspore.numpy.average``: :func:`mean`, or the ``weights``-weighted mean (``returned``: with the sum of
    the weights)."""
    x = _t(x)
    if weights is None:
        out = mean(_wrap(x), axis)
        total = _wrap(_torch.full(out.shape, x.numel() // max(out.size, 1), dtype=out._t.dtype))
    else:
        w = _t(weights).to(x.dtype if x.is_floating_point() else _torch.float32)
        if axis is not None and w.dim() == 1 and x.dim() > 1:
            view = [1] * x.dim()
            view[axis] = -1
            w = w.reshape(view)
        w = w.expand_as(x)
        dims = tuple(range(x.dim())) if axis is None else _axes(axis)
        total_t = w.sum(dims)
        out = _wrap(((x * w).sum(dims) / total_t).to(x.dtype))
        total = _wrap(total_t)
    return (out, total) if returned else out


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """``mindspore.numpy.isclose``: ``torch.isclose`` (a number ``b`` broadcast)."""
    t = _t(a)
    other = _arr(b)._t.to(t.dtype)
    return _wrap(_torch.isclose(t, other, rtol, atol, equal_nan))
