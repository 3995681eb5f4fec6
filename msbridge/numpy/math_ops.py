"""``mindspore.numpy`` math, NaN-aware reductions, norms, searching and random functions of issue 17, as
measured on MindSpore 2.10 (tests/golden/cases_numpy.py): ``arccos``/``tanh``/``cbrt``/``fix``/``arctan2``/``hypot``
of integers give Float32, ``exp2``/``reciprocal``/``copysign``/``heaviside`` keep an integer dtype, ``rint`` of an
integer is a TypeError, ``less_equal``/``not_equal``/``float_power`` take Tensors only, ``norm`` of an integer is
Float32, ``searchsorted`` and ``count_nonzero`` give Int32, and ``trace`` of integers sums to Int64."""
import numpy as _np
import torch as _torch

from .. import ops as _ops
from ..common import dtype as _mstype
from ..common.handles import wrap as _wrap
from . import _arr, _cast, _dtype, _t, _to_float, mean

__all__ = ["arccos", "arctan2", "tanh", "cbrt", "fix", "rint", "exp2", "fabs", "reciprocal", "hypot", "copysign",
           "heaviside", "gcd", "lcm", "float_power", "less_equal", "not_equal", "divmod", "nansum", "nanmean", "nanmax",
           "nanmin", "nanstd", "nanvar", "nancumsum", "norm", "searchsorted", "rand", "randn", "randint", "empty",
           "trace", "ptp", "sometrue", "count_nonzero", "average", "isclose", "array_equal", "array_equiv", "bartlett",
           "blackman", "hamming", "hanning", "bincount", "convolve", "correlate", "cov", "corrcoef", "cross", "digitize",
           "gradient", "histogram", "histogram_bin_edges", "histogramdd", "histogram2d", "isin", "in1d", "interp",
           "intersect1d", "setdiff1d", "multi_dot", "piecewise", "polyadd", "polysub", "polymul", "polyder", "polyint",
           "polyval", "promote_types", "result_type", "trapz", "unwrap"]


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
    t = _arr(a)._t
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


def array_equal(a1, a2, equal_nan=False):
    """``mindspore.numpy.array_equal``: a Bool Tensor, True when the shapes and all elements agree."""
    x, y = _arr(a1)._t, _arr(a2)._t
    if x.shape != y.shape:
        return _wrap(_torch.tensor(False))
    same = x == y
    if equal_nan and x.is_floating_point():
        same = same | (_torch.isnan(x) & _torch.isnan(y))
    return _wrap(same.all())


def array_equiv(a1, a2):
    """``mindspore.numpy.array_equiv``: :func:`array_equal` after broadcasting (False when they do not
    broadcast)."""
    x, y = _arr(a1)._t, _arr(a2)._t
    try:
        x, y = _torch.broadcast_tensors(x, y)
    except RuntimeError:
        return _wrap(_torch.tensor(False))
    return _wrap((x == y).all())


def _window(fn, name):
    def window(M):  # noqa: N803 - numpy's name
        if M < 1:
            return _wrap(_torch.zeros(0))
        if M == 1:
            return _wrap(_torch.ones(1))
        return _wrap(fn(M, periodic=False, dtype=_torch.float32))
    window.__name__ = name
    window.__doc__ = f"``mindspore.numpy.{name}``: ``torch.{fn.__name__}`` (symmetric, Float32)."
    return window


def _blackman(m, periodic, dtype):
    """numpy's Blackman window in ``dtype`` (MindSpore 2.10's Float32 rounding: its ends are -1.5e-8)."""
    phase = _torch.arange(m, dtype=dtype) * (2 * _np.pi / (m - 1))
    return 0.42 - 0.5 * _torch.cos(phase) + 0.08 * _torch.cos(2 * phase)


_blackman.__name__ = "blackman_window"
bartlett = _window(_torch.bartlett_window, "bartlett")
blackman = _window(_blackman, "blackman")
hamming = _window(_torch.hamming_window, "hamming")
hanning = _window(_torch.hann_window, "hanning")


def bincount(x, weights=None, minlength=0, length=None):
    """``mindspore.numpy.bincount``: ``torch.bincount`` as Float32 (``length`` fixes the number of bins)."""
    t = _t(x).long()
    w = None if weights is None else _t(weights).double()
    out = _torch.bincount(t, w, minlength).float()
    if length is not None:
        out = _torch.nn.functional.pad(out, (0, max(length - out.numel(), 0)))[:length]
    return _wrap(out)


def _correlate(a, v, mode, flip):
    x, w = _arr(a)._t, _arr(v)._t
    kernel = w.flip(0) if flip else w
    n = kernel.numel()
    if mode == "full":
        x = _torch.nn.functional.pad(x, (n - 1, n - 1))
    elif mode == "same":
        x = _torch.nn.functional.pad(x, ((n - 1) // 2 if flip else n // 2, n // 2 if flip else (n - 1) // 2))
    elif mode != "valid":
        raise ValueError(f"mindspore.numpy: mode must be 'full', 'same' or 'valid', but got {mode}")
    windows = x.unfold(0, n, 1)
    return _wrap((windows * kernel).sum(-1).to(_torch.promote_types(x.dtype, w.dtype)))


def convolve(a, v, mode="full"):
    """``mindspore.numpy.convolve``: the discrete linear convolution (sliding windows of ``a`` times the flipped
    ``v``)."""
    return _correlate(a, v, mode, flip=True)


def correlate(a, v, mode="valid"):
    """``mindspore.numpy.correlate``: the cross-correlation of two 1-D array-likes of one dtype (sliding windows
    times ``v``; integers in Float32, Int64 in Float64, as MindSpore 2.10's Correlate)."""
    a, v = _arr(a), _arr(v)
    if a.dtype != v.dtype:
        raise TypeError("For 'Correlate' the type of a and v must be same, but got type of a is different from that "
                        "of v!")
    if not a._t.is_floating_point():
        kind = _mstype.float64 if a.dtype == _mstype.int64 else _mstype.float32
        a, v = a.astype(kind), v.astype(kind)
    return _correlate(a, v, mode, flip=False)


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, dtype=None):
    """``mindspore.numpy.cov``: ``torch.cov`` (Float32 for integers; ``ddof`` overrides ``bias``)."""
    t = _to_float(m)._t
    t = t if t.dim() > 1 else t.reshape(1, -1)
    if not rowvar:
        t = t.T
    if y is not None:
        other = _to_float(y)._t
        other = other if other.dim() > 1 else other.reshape(1, -1)
        t = _torch.cat([t, other if rowvar else other.T])
    correction = (0 if bias else 1) if ddof is None else ddof
    out = _torch.cov(t, correction=correction, fweights=None if fweights is None else _t(fweights).long(),
                     aweights=None if aweights is None else _t(aweights).to(t.dtype))
    return _cast(_wrap(out), dtype)


def corrcoef(x, y=None, rowvar=True, dtype=None):
    """``mindspore.numpy.corrcoef``: :func:`cov` scaled by the standard deviations."""
    c = cov(x, y, rowvar)._t
    d = _torch.sqrt(_torch.diagonal(c))
    return _cast(_wrap((c / d[:, None] / d[None, :]).clamp(-1, 1)), dtype)


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """``mindspore.numpy.cross``: ``torch.linalg.cross`` of 3-vectors (``axis`` sets all three axes)."""
    if axis is not None:
        axisa = axisb = axisc = axis
    x, y = _torch.moveaxis(_t(a), axisa, -1), _torch.moveaxis(_t(b), axisb, -1)
    if x.shape[-1] != 3 or y.shape[-1] != 3:
        raise ValueError("axis -1 is out of bounds for array of dimension 0")
    out = _torch.linalg.cross(*_torch.broadcast_tensors(x, y))
    return _wrap(_torch.moveaxis(out, -1, axisc))


def digitize(x, bins, right=False):
    """``mindspore.numpy.digitize``: the Int32 bin of each value (``torch.bucketize``; decreasing bins
    counted from the end)."""
    t, edges = _arr(x)._t, _arr(bins)._t
    if edges.numel() > 1 and bool(edges[0] > edges[-1]):
        out = edges.numel() - _torch.bucketize(t, edges.flip(0), right=not right)
    else:
        out = _torch.bucketize(t, edges, right=not right)
    return _wrap(out.int())


def gradient(f, *varargs, axis=None, edge_order=1):
    """``mindspore.numpy.gradient``: central differences inside, one-sided at the edges (``torch.gradient``
    with ``edge_order=1``); a list for several axes."""
    if edge_order != 1:
        raise NotImplementedError("edge_order != 1 not implemented")
    t = _to_float(f)._t
    dims = list(range(t.dim())) if axis is None else [axis] if isinstance(axis, int) else list(axis)
    spacing = [float(v) for v in varargs] if varargs else [1.0]
    spacing = spacing * len(dims) if len(spacing) == 1 else spacing
    out = [_wrap(g) for g in _torch.gradient(t, spacing=spacing, dim=dims, edge_order=1)]
    return out[0] if len(out) == 1 else out


def _edges(t, bins, value_range):
    if not isinstance(bins, int):
        return _arr(bins)._t.float()
    lo, hi = (t.min().item(), t.max().item()) if value_range is None else value_range
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    return _torch.linspace(lo, hi, bins + 1, dtype=_torch.float32)


def _histogramdd(sample, bins, ranges, weights, density):
    """Counts of the rows of ``sample`` (N x D) in the bins of each axis (Float32), and the bin edges (Float32, or
    the dtype of the given edges)."""
    edges = [_edges(sample[:, d], b, r) for d, (b, r) in enumerate(zip(bins, ranges))]
    given = [e if isinstance(b, int) else _arr(b)._t for e, b in zip(edges, bins)]
    flat = _torch.zeros(sample.shape[0], dtype=_torch.long)
    inside = _torch.ones(sample.shape[0], dtype=_torch.bool)
    for d, e in enumerate(edges):
        column = sample[:, d].float().contiguous()
        index = (_torch.bucketize(column, e, right=True) - 1).clamp(max=e.numel() - 2)
        inside &= (column >= e[0]) & (column <= e[-1])
        flat = flat * (e.numel() - 1) + index.clamp(min=0)
    w = _torch.ones(sample.shape[0]) if weights is None else _t(weights).float().reshape(-1)
    shape = [e.numel() - 1 for e in edges]
    counts = _torch.zeros(int(_np.prod(shape))).index_add_(0, flat[inside], w[inside]).reshape(shape)
    if density:
        volume = _torch.ones(shape)
        for d, e in enumerate(edges):
            view = [1] * len(shape)
            view[d] = -1
            volume = volume * _torch.diff(e).reshape(view)
        counts = counts / counts.sum() / volume
    return _wrap(counts), [_wrap(e) for e in given]


def histogram(a, bins=10, range=None, weights=None, density=False):  # noqa: A002 - numpy's name
    """``mindspore.numpy.histogram``: Float32 counts (or densities) and bin edges of the flattened input."""
    counts, edges = _histogramdd(_arr(a)._t.reshape(-1, 1), [bins], [range], weights, density)
    return counts, edges[0]


def histogram_bin_edges(a, bins=10, range=None, weights=None):  # noqa: A002 - numpy's name
    """``mindspore.numpy.histogram_bin_edges``: the bin edges of :func:`histogram`."""
    return _wrap(_edges(_arr(a)._t.reshape(-1), bins, range))


def _per_axis(value, ndim):
    return list(value) if isinstance(value, (list, tuple)) and len(value) == ndim and \
        not isinstance(value[0], (int, float)) or isinstance(value, (list, tuple)) and \
        all(isinstance(v, int) for v in value) and len(value) == ndim else [value] * ndim


def histogramdd(sample, bins=10, range=None, weights=None, density=False):  # noqa: A002 - numpy's name
    """``mindspore.numpy.histogramdd``: the D-dimensional histogram of an (N, D) Tensor and the list of edges."""
    t = _t(sample)
    return _histogramdd(t, _per_axis(bins, t.shape[1]), _per_axis(range, t.shape[1]), weights, density)


def histogram2d(x, y, bins=10, range=None, weights=None, density=False):  # noqa: A002 - numpy's name
    """``mindspore.numpy.histogram2d``: :func:`histogramdd` of the pairs (x, y): counts, x edges, y edges."""
    counts, (ex, ey) = histogramdd(_wrap(_torch.stack([_t(x), _t(y)], 1)), bins, range, weights, density)
    return counts, ex, ey


def isin(element, test_elements, invert=False):
    """``mindspore.numpy.isin``: ``torch.isin`` (the shape of ``element``)."""
    return _wrap(_torch.isin(_arr(element)._t, _arr(test_elements)._t, invert=invert))


def in1d(ar1, ar2, invert=False):
    """``mindspore.numpy.in1d``: :func:`isin` of the flattened ``ar1``."""
    return isin(_wrap(_arr(ar1)._t.reshape(-1)), ar2, invert)


def interp(x, xp, fp, left=None, right=None):
    """``mindspore.numpy.interp``: piecewise-linear interpolation of (``xp``, ``fp``) at ``x`` (Float32;
    ``left``/``right`` outside, else the end values)."""
    t, px, py = _to_float(_arr(x))._t, _to_float(_arr(xp))._t, _to_float(_arr(fp))._t
    i = _torch.bucketize(t, px, right=True).clamp(1, px.numel() - 1)
    x0, x1, y0, y1 = px[i - 1], px[i], py[i - 1], py[i]
    out = y0 + (t - x0) * (y1 - y0) / (x1 - x0)
    out = _torch.where(t < px[0], py[0] if left is None else _torch.tensor(left, dtype=out.dtype), out)
    out = _torch.where(t > px[-1], py[-1] if right is None else _torch.tensor(right, dtype=out.dtype), out)
    return _wrap(out)


def intersect1d(ar1, ar2, assume_unique=False, return_indices=False):
    """``mindspore.numpy.intersect1d``: the sorted values in both (``return_indices``: with the Int32 positions
    of their first occurrences)."""
    x, y = _arr(ar1)._t.reshape(-1), _arr(ar2)._t.reshape(-1)
    values = _torch.unique(x[_torch.isin(x, y)])
    if not return_indices:
        return _wrap(values)
    first = [_torch.argmax((a.unsqueeze(0) == values.unsqueeze(1)).int(), 1).int() for a in (x, y)]
    return _wrap(values), _wrap(first[0]), _wrap(first[1])


def setdiff1d(ar1, ar2, assume_unique=False):
    """``mindspore.numpy.setdiff1d``: the sorted unique values of ``ar1`` not in ``ar2`` (``assume_unique``: in
    ``ar1``'s order)."""
    x = _arr(ar1)._t.reshape(-1)
    x = x if assume_unique else _torch.unique(x)
    return _wrap(x[~_torch.isin(x, _arr(ar2)._t)])


def multi_dot(arrays):
    """``mindspore.numpy.multi_dot``: ``torch.linalg.multi_dot`` (1-D ends as row/column vectors)."""
    return _wrap(_torch.linalg.multi_dot([_t(a) for a in arrays]))


def piecewise(x, condlist, funclist, *args, **kw):
    """``mindspore.numpy.piecewise``: ``funclist[i]`` (a function of ``x`` or a value) where ``condlist[i]``
    holds, the extra last entry of ``funclist`` elsewhere, 0 where nothing applies."""
    t = _t(x)
    conds = [_arr(c)._t.bool() for c in (condlist if isinstance(condlist, (list, tuple)) else [condlist])]
    if len(funclist) == len(conds) + 1:
        otherwise = ~_torch.stack(conds).any(0) if conds else _torch.ones_like(t, dtype=_torch.bool)
        conds.append(otherwise)
    values = [f(_wrap(t), *args, **kw)._t if callable(f) else _arr(f)._t for f in funclist]
    dtype = values[0].dtype
    for v in values[1:]:
        dtype = _torch.promote_types(dtype, v.dtype)
    out = _torch.zeros(t.shape, dtype=dtype)
    for cond, value in zip(conds, values):
        out = _torch.where(cond, value.to(dtype), out)
    return _wrap(out)


def _poly_pair(a1, a2):
    x, y = _arr(a1)._t, _arr(a2)._t
    n = max(x.numel(), y.numel())
    pad = _torch.nn.functional.pad
    return pad(x, (n - x.numel(), 0)), pad(y, (n - y.numel(), 0))


def polyadd(a1, a2):
    """``mindspore.numpy.polyadd``: the coefficients of the sum (highest power first)."""
    x, y = _poly_pair(a1, a2)
    return _wrap(x + y)


def polysub(a1, a2):
    """``mindspore.numpy.polysub``: the coefficients of the difference (highest power first)."""
    x, y = _poly_pair(a1, a2)
    return _wrap(x - y)


def polymul(a1, a2):
    """``mindspore.numpy.polymul``: the coefficients of the product (:func:`convolve`)."""
    return convolve(_arr(a1), _arr(a2))


def polyder(p, m=1):
    """``mindspore.numpy.polyder``: the ``m``-th derivative's coefficients."""
    t = _arr(p)._t
    for _ in range(m):
        n = t.numel() - 1
        t = t[:-1] * _torch.arange(n, 0, -1, dtype=t.dtype)
    return _wrap(t)


def polyint(p, m=1, k=None):
    """``mindspore.numpy.polyint``: the ``m``-th antiderivative's coefficients, integration constants ``k``
    (the last one is the constant of the first integration... as numpy: ``k[0]`` for the first)."""
    t = _to_float(p)._t
    ks = _torch.zeros(m) if k is None else _arr(k)._t.reshape(-1).float().expand(m) if _arr(k)._t.numel() == 1 \
        else _arr(k)._t.reshape(-1).float()
    for i in range(m):
        n = t.numel()
        t = _torch.cat([t / _torch.arange(n, 0, -1, dtype=t.dtype), ks[i].reshape(1).to(t.dtype)])
    return _wrap(t)


def polyval(p, x):
    """``mindspore.numpy.polyval``: Horner's rule (Float32 for integers)."""
    coeffs, t = _to_float(_arr(p))._t, _to_float(_arr(x))._t
    out = _torch.zeros_like(t)
    for c in coeffs:
        out = out * t + c
    return _wrap(out)


def promote_types(type1, type2):
    """``mindspore.numpy.promote_types``: ``torch.promote_types`` of the two dtypes (int32 with float16 is
    Float16, as MindSpore)."""
    return _mstype.from_torch_dtype(_torch.promote_types(_dtype(type1), _dtype(type2)))


def result_type(*arrays_and_dtypes):
    """``mindspore.numpy.result_type``: the dtype of the operands promoted together (``torch.result_type`` rules:
    a Python number only lifts the kind)."""
    current = None
    for item in arrays_and_dtypes:
        if isinstance(item, type(_arr(0))):
            kind = item._t.dtype
        elif isinstance(item, (bool, int, float)):
            kind = _torch.result_type(_torch.empty(1, dtype=current or _DEFAULT_KIND[type(item)]), item)
        else:
            kind = _dtype(item)
        current = kind if current is None else _torch.promote_types(current, kind)
    return _mstype.from_torch_dtype(current)


_DEFAULT_KIND = {bool: _torch.bool, int: _torch.int32, float: _torch.float32}


def trapz(y, x=None, dx=1.0, axis=-1):
    """``mindspore.numpy.trapz``: ``torch.trapezoid`` (Float32 for integers)."""
    t = _to_float(y)._t
    if x is not None:
        return _wrap(_torch.trapezoid(t, _to_float(x)._t, dim=axis))
    return _wrap(_torch.trapezoid(t, dx=dx, dim=axis))


def unwrap(p, discont=3.141592653589793, axis=-1):
    """``mindspore.numpy.unwrap``: removes jumps larger than ``discont`` by adding multiples of 2 pi along
    ``axis``."""
    t = _to_float(p)._t
    d = _torch.diff(t, dim=axis)
    wrapped = _torch.remainder(d + _np.pi, 2 * _np.pi) - _np.pi
    wrapped = _torch.where((wrapped == -_np.pi) & (d > 0), _torch.tensor(_np.pi, dtype=t.dtype), wrapped)
    correction = _torch.where(d.abs() < discont, _torch.zeros((), dtype=t.dtype), wrapped - d)
    first = t.narrow(axis, 0, 1)
    return _wrap(_torch.cat([first, t.narrow(axis, 1, t.shape[axis] - 1) + correction.cumsum(axis)], axis))
