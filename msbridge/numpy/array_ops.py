"""``mindspore.numpy`` array functions of issue 17: padding, grids, diagonals, indexing, differences, triangles,
``atleast_*`` and splits, on torch (gradients through torch's autograd). MindSpore 2.10's rules, as measured
(tests/golden/cases_numpy.py): these take Tensors only (a list is its ``TypeError('expect Tensor ...')``), keep the
input's dtype, and ``take`` clips out-of-range indices by default (``mode='clip'``: -9 reads element 0)."""
import numpy as _np
import torch as _torch

from .. import ops as _ops
from ..common import dtype as _mstype
from ..common.handles import wrap as _wrap
from . import _arr, _cast, _dtype, _t

__all__ = ["pad", "meshgrid", "diag", "diagflat", "take", "take_along_axis", "cumprod", "diff", "tri", "tril_indices",
           "triu_indices", "tril_indices_from", "triu_indices_from", "atleast_1d", "atleast_2d", "atleast_3d"]


def _pairs(value, ndim, name):
    """``value`` (a number, a pair or one pair per axis) broadcast to ``ndim`` (before, after) pairs."""
    try:
        return _np.broadcast_to(_np.asarray(value), (ndim, 2)).tolist()
    except ValueError:
        raise ValueError(f"mindspore.numpy.pad: '{name}' {value} does not fit an input of {ndim} dimensions") \
            from None


def _periodic_index(n, before, after, mode):
    """The source positions along an axis of size ``n`` padded by ``before``/``after`` in ``mode``."""
    idx = _torch.arange(-before, n + after)
    if mode == "edge" or (mode == "reflect" and n == 1):
        return idx.clamp(0, n - 1)
    if mode == "wrap":
        return idx.remainder(n)
    period = 2 * n - 2 if mode == "reflect" else 2 * n
    j = idx.remainder(period)
    return _torch.where(j >= n, period - j - int(mode == "symmetric"), j)


_STATS = {"maximum": lambda s, d: s.amax(d, keepdim=True), "minimum": lambda s, d: s.amin(d, keepdim=True),
          "mean": lambda s, d: s.mean(d, keepdim=True, dtype=_torch.float64 if not s.is_floating_point() else None),
          "median": lambda s, d: s.median(d, keepdim=True).values if not s.is_floating_point()
          else s.quantile(0.5, d, keepdim=True)}
_MODES = ("constant", "edge", "linear_ramp", "maximum", "mean", "median", "minimum", "reflect", "symmetric", "wrap",
          "empty")


def _pad_axis(t, axis, before, after, mode, stat_length, constant, end):
    n = t.shape[axis]
    if mode in ("edge", "reflect", "symmetric", "wrap"):
        return t.index_select(axis, _periodic_index(n, before, after, mode))
    shape = list(t.shape)
    pieces = []
    for count, side, value, length in ((before, 0, constant[0], stat_length[0]), (after, 1, constant[1],
                                                                                    stat_length[1])):
        shape[axis] = count
        if mode in ("constant", "empty"):
            piece = _torch.full(shape, value if mode == "constant" else 0, dtype=t.dtype)
        elif mode == "linear_ramp":
            edge = t.narrow(axis, 0 if side == 0 else n - 1, 1)
            steps = _torch.arange(count, dtype=_torch.float64) / max(count, 1)
            steps = steps if side == 0 else steps.flip(0)
            view = [1] * t.dim()
            view[axis] = count
            ramp = end[side] + (edge.double() - end[side]) * steps.reshape(view)
            piece = ramp.to(t.dtype) if t.is_floating_point() else ramp.round().to(t.dtype)
        else:
            length = n if length is None else min(length, n)
            stat = _STATS[mode](t.narrow(axis, 0 if side == 0 else n - length, length), axis)
            if not t.is_floating_point():
                stat = stat.round()
            piece = stat.to(t.dtype).expand(shape)
        pieces.append(piece)
    return _torch.cat([pieces[0], t, pieces[1]], axis)


def pad(arr, pad_width, mode="constant", stat_length=None, constant_values=0, end_values=0, reflect_type="even",
        **kwargs):
    """``mindspore.numpy.pad``: numpy's padding modes axis by axis on torch (``cat`` of filled/statistic pieces,
    ``index_select`` for edge/reflect/symmetric/wrap). ``mode`` callables and ``reflect_type='odd'`` are not
    supported."""
    t = _arr(arr)._t
    if callable(mode) or mode not in _MODES:
        raise ValueError("Input mode not supported.")
    if reflect_type != "even" or kwargs:
        raise NotImplementedError("mindspore.numpy.pad: reflect_type='odd' and extra keyword arguments are not "
                                  "supported by msbridge")
    widths = _pairs(pad_width, t.dim(), "pad_width")
    constants = _pairs(constant_values, t.dim(), "constant_values")
    ends = _pairs(end_values, t.dim(), "end_values")
    lengths = [[None, None]] * t.dim() if stat_length is None else _pairs(stat_length, t.dim(), "stat_length")
    for axis, (before, after) in enumerate(widths):
        if before < 0 or after < 0:
            raise ValueError(f"mindspore.numpy.pad: pad_width {pad_width} must be non-negative")
        t = _pad_axis(t, axis, int(before), int(after), mode, lengths[axis], constants[axis], ends[axis])
    return _wrap(t)


def meshgrid(*xi, sparse=False, indexing="xy"):
    """``mindspore.numpy.meshgrid``: ``torch.meshgrid`` of 1-D Tensors (``sparse``: broadcastable views)."""
    if indexing not in ("xy", "ij"):
        raise TypeError("Valid values for `indexing` are 'xy' and 'ij'.")
    ts = [_t(x).reshape(-1) for x in xi]
    shapes = []
    for i, t in enumerate(ts):
        shape = [1] * len(ts)
        shape[i] = t.numel()
        shapes.append(shape)
    if indexing == "xy" and len(ts) > 1:
        for shape in shapes:
            shape[0], shape[1] = shape[1], shape[0]
    full = [max(d) for d in zip(*shapes)]
    grids = [t.reshape(shape) for t, shape in zip(ts, shapes)]
    return [_wrap(g if sparse else g.expand(*full).contiguous()) for g in grids]


def diag(v, k=0):
    """``mindspore.numpy.diag``: ``torch.diag`` (a 1-D ``v`` builds a matrix, a 2-D one gives its diagonal)."""
    if not isinstance(v, type(_arr(0))):
        raise TypeError("the input x must be Tensor!")
    if v.ndim not in (1, 2):
        raise ValueError("Input must be 1- or 2-d.")
    return _wrap(_torch.diag(v._t, k))


def diagflat(v, k=0):
    """``mindspore.numpy.diagflat``: :func:`diag` of the flattened ``v``."""
    return diag(_wrap(_t(v).reshape(-1)), k)


def _clipped(index, n, mode):
    if mode == "clip":
        return index.clamp(0, n - 1)
    if mode == "wrap":
        return index.remainder(n)
    if mode == "raise":
        raise NotImplementedError('"raise" mode is not implemented')
    raise ValueError(f"mindspore.numpy.take: mode must be 'raise', 'wrap' or 'clip', but got {mode}")


def take(a, indices, axis=None, mode="clip"):
    """``mindspore.numpy.take``: ``index_select`` along ``axis`` (the flattened ``a`` when None), out-of-range
    indices clipped (``'clip'``) or wrapped (``'wrap'``)."""
    t, index = _t(a), _t(indices)
    if axis is None:
        t, axis = t.reshape(-1), 0
    axis = axis % t.dim()
    index = _clipped(index.long(), t.shape[axis], mode)
    out = t.index_select(axis, index.reshape(-1))
    return _wrap(out.reshape(t.shape[:axis] + index.shape + t.shape[axis + 1:]))


def take_along_axis(arr, indices, axis):
    """``mindspore.numpy.take_along_axis``: ``torch.take_along_dim`` (the flattened ``arr`` when ``axis`` is
    None; indices broadcast against ``arr``)."""
    t, index = _t(arr), _t(indices).long()
    if axis is None:
        return _wrap(t.reshape(-1)[index])
    return _wrap(_torch.take_along_dim(t, index, axis))


def cumprod(a, axis=None, dtype=None):
    """``mindspore.numpy.cumprod``: ``ops.cumprod`` (the flattened ``a`` when ``axis`` is None; Bool counts in
    Int32; ``dtype`` casts the input first)."""
    a = _arr(a)
    if dtype is not None:
        a = a.astype(dtype)
    elif a.dtype == _mstype.bool_:
        a = a.astype(_mstype.int32)
    if axis is None:
        a, axis = a.reshape(-1), 0
    return _ops.cumprod(a, axis, a.dtype)


def diff(a, n=1, axis=-1, prepend=None, append=None):
    """``mindspore.numpy.diff``: ``torch.diff`` (of Bool: ``!=``; ``n=0`` gives ``a``)."""
    t = _t(a)
    if n == 0:
        return a
    extra = {k: _t(v) if isinstance(v, type(a)) else _torch.full_like(t.narrow(axis, 0, 1), v)
             for k, v in (("prepend", prepend), ("append", append)) if v is not None}
    return _wrap(_torch.diff(t, n, axis, **extra))


def tri(N, M=None, k=0, dtype=_mstype.float32):  # noqa: N803 - numpy's names
    """``mindspore.numpy.tri``: ones at and below diagonal ``k`` (``torch.tril`` of ones), Float32 by default."""
    return _wrap(_torch.tril(_torch.ones(N, N if M is None else M, dtype=_dtype(dtype)), k))


def _tri_indices(lower, n, k, m):
    rows, cols = _torch.meshgrid(_torch.arange(n), _torch.arange(n if m is None else m), indexing="ij")
    mask = cols - rows <= k if lower else cols - rows >= k
    return _wrap(rows[mask].int()), _wrap(cols[mask].int())


def tril_indices(n, k=0, m=None):
    """``mindspore.numpy.tril_indices``: the Int32 (rows, cols) of :func:`tri`'s ones."""
    return _tri_indices(True, n, k, m)


def triu_indices(n, k=0, m=None):
    """``mindspore.numpy.triu_indices``: the Int32 (rows, cols) at and above diagonal ``k``."""
    return _tri_indices(False, n, k, m)


def tril_indices_from(arr, k=0):
    """``mindspore.numpy.tril_indices_from``: :func:`tril_indices` of a 2-D Tensor's shape."""
    shape = _t(arr).shape
    return _tri_indices(True, shape[0], k, shape[1])


def triu_indices_from(arr, k=0):
    """``mindspore.numpy.triu_indices_from``: :func:`triu_indices` of a 2-D Tensor's shape."""
    shape = _t(arr).shape
    return _tri_indices(False, shape[0], k, shape[1])


def _atleast(torch_fn, name):
    def fn(*arys):
        out = [_wrap(torch_fn(_t(a))) for a in arys]
        return out[0] if len(out) == 1 else out
    fn.__name__ = name
    fn.__doc__ = f"``mindspore.numpy.{name}``: ``torch.{name}`` of each Tensor (one Tensor, or a list of them)."
    return fn


atleast_1d = _atleast(_torch.atleast_1d, "atleast_1d")
atleast_2d = _atleast(_torch.atleast_2d, "atleast_2d")
atleast_3d = _atleast(_torch.atleast_3d, "atleast_3d")
