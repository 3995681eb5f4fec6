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
           "triu_indices", "tril_indices_from", "triu_indices_from", "atleast_1d", "atleast_2d", "atleast_3d",
           "array_split", "hsplit", "vsplit", "dsplit", "append", "argwhere", "array_str", "asfarray", "broadcast_arrays",
           "choose", "diag_indices", "ediff1d", "indices", "ix_", "mgrid", "ogrid", "logspace", "geomspace", "isscalar",
           "ravel_multi_index", "unravel_index", "rollaxis", "select", "size", "apply_along_axis", "apply_over_axes",
           "vander"]


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


def _sections(x, indices_or_sections, axis, equal):
    """Pieces of ``x`` along ``axis``: a tuple for a section count (``equal``: it must divide the axis, else
    MindSpore's ValueError), a list for split points."""
    t = _t(x)
    if isinstance(indices_or_sections, int):
        if equal and t.shape[axis] % indices_or_sections:
            raise ValueError(f"For 'Split', x_shape[{axis}] must be divisible by output_num = {indices_or_sections}, "
                             f"but got {t.shape[axis]}")
        return tuple(_wrap(p) for p in _torch.tensor_split(t, indices_or_sections, axis))
    return [_wrap(p) for p in _torch.tensor_split(t, list(indices_or_sections), axis)]


def array_split(x, indices_or_sections, axis=0):
    """``mindspore.numpy.array_split``: ``torch.tensor_split`` (sections may differ in size by one)."""
    return _sections(x, indices_or_sections, axis, equal=False)


def hsplit(x, indices_or_sections):
    """``mindspore.numpy.hsplit``: equal sections along axis 1 (axis 0 of a 1-D Tensor)."""
    return _sections(x, indices_or_sections, 1 if _t(x).dim() > 1 else 0, equal=True)


def vsplit(x, indices_or_sections):
    """``mindspore.numpy.vsplit``: equal sections along axis 0."""
    return _sections(x, indices_or_sections, 0, equal=True)


def dsplit(x, indices_or_sections):
    """``mindspore.numpy.dsplit``: equal sections along axis 2."""
    return _sections(x, indices_or_sections, 2, equal=True)


def append(arr, values, axis=None):
    """``mindspore.numpy.append``: ``ops.concat`` of ``arr`` and ``values`` (flattened when ``axis`` is None)."""
    a, v = _t(arr), _t(values)
    if axis is None:
        a, v, axis = a.reshape(-1), v.reshape(-1), 0
    return _ops.concat([_wrap(a), _wrap(v)], axis)


def argwhere(a):
    """``mindspore.numpy.argwhere``: ``torch.argwhere`` (Int64 rows of indices)."""
    return _wrap(_torch.argwhere(_t(a)))


def array_str(a):
    """``mindspore.numpy.array_str``: numpy's ``array_str`` of the values."""
    return _np.array_str(_t(a).numpy())


def asfarray(a, dtype=_mstype.float32):
    """``mindspore.numpy.asfarray``: ``a`` in a float ``dtype`` (a non-float ``dtype`` gives Float32)."""
    target = _dtype(dtype)
    return _wrap(_arr(a)._t.to(target if target.is_floating_point else _torch.float32))


def broadcast_arrays(*args):
    """``mindspore.numpy.broadcast_arrays``: ``torch.broadcast_tensors`` (a list of copies)."""
    return [_wrap(t.contiguous()) for t in _torch.broadcast_tensors(*[_t(a) for a in args])]


def choose(a, choices, mode="clip"):
    """``mindspore.numpy.choose``: element ``i`` from ``choices[a[i]]`` (indices clipped or wrapped)."""
    index = _t(a).long()
    stacked = _torch.stack(_torch.broadcast_tensors(*[_arr(c)._t for c in choices]))
    index = _clipped(index, stacked.shape[0], mode)
    index, stacked = _torch.broadcast_tensors(index.unsqueeze(0), stacked)
    return _wrap(_torch.gather(stacked, 0, index[:1].contiguous())[0])


def diag_indices(n, ndim=2):
    """``mindspore.numpy.diag_indices``: ``ndim`` copies of ``arange(n)`` (Int32)."""
    index = _torch.arange(n, dtype=_torch.int32)
    return tuple(_wrap(index.clone()) for _ in range(ndim))


def ediff1d(ary, to_end=None, to_begin=None):
    """``mindspore.numpy.ediff1d``: ``torch.diff`` of the flattened input, ``to_begin``/``to_end`` attached."""
    t = _t(ary).reshape(-1)
    pieces = [_torch.diff(t)]
    for value, first in ((to_begin, True), (to_end, False)):
        if value is not None:
            extra = _arr(value)._t.reshape(-1).to(t.dtype)
            pieces.insert(0 if first else len(pieces), extra)
    return _wrap(_torch.cat(pieces))


def indices(dimensions, dtype=_mstype.int32, sparse=False):
    """``mindspore.numpy.indices``: the index grids of ``dimensions`` (a list of Tensors; ``sparse``: broadcastable
    ones)."""
    ranges = [_wrap(_torch.arange(n, dtype=_dtype(dtype))) for n in dimensions]
    return meshgrid(*ranges, sparse=sparse, indexing="ij")


def ix_(*args):
    """``mindspore.numpy.ix_``: each 1-D Tensor reshaped to broadcast along its own axis."""
    out = []
    for i, a in enumerate(args):
        t = _t(a)
        if t.dim() != 1:
            raise ValueError("Cross index must be 1 dimensional")
        shape = [1] * len(args)
        shape[i] = -1
        out.append(_wrap(t.reshape(shape)))
    return tuple(out)


def _grid_axis(item):
    """The 1-D torch values of one slice of ``mgrid``/``ogrid`` (a complex step: that many points)."""
    start = 0 if item.start is None else item.start
    step = 1 if item.step is None else item.step
    if isinstance(step, complex):
        return _torch.linspace(start, item.stop, int(abs(step)), dtype=_torch.float32)
    floats = any(isinstance(v, float) for v in (start, item.stop, step))
    return _torch.arange(start, item.stop, step, dtype=_torch.float32 if floats else _torch.int32)


class _Grid:
    """``mindspore.numpy.mgrid`` / ``ogrid``: index with slices for dense (mgrid) or open (ogrid) grids."""

    def __init__(self, sparse):
        self.sparse = sparse

    def __getitem__(self, keys):
        if isinstance(keys, slice):
            return _wrap(_grid_axis(keys))
        axes = [_grid_axis(k) for k in keys]
        if len({t.dtype for t in axes}) > 1:
            axes = [t.float() for t in axes]
        grids = meshgrid(*[_wrap(t) for t in axes], sparse=self.sparse, indexing="ij")
        return grids if self.sparse else _wrap(_torch.stack([g._t for g in grids]))


mgrid = _Grid(sparse=False)
ogrid = _Grid(sparse=True)


def _space(start, stop, num, endpoint):
    steps = _torch.linspace(float(start), float(stop), num if endpoint else num + 1, dtype=_torch.float32)
    return steps if endpoint else steps[:num]


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    """``mindspore.numpy.logspace``: ``base ** linspace(start, stop)`` (Float32; ``axis`` 0 only)."""
    if axis != 0:
        raise NotImplementedError("mindspore.numpy.logspace: 'axis' is not supported by msbridge")
    return _cast(_wrap(_torch.pow(float(base), _space(start, stop, num, endpoint))), dtype)


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    """``mindspore.numpy.geomspace``: ``exp(linspace(log(start), log(stop)))`` (Float32; ``axis`` 0 only)."""
    if axis != 0:
        raise NotImplementedError("mindspore.numpy.geomspace: 'axis' is not supported by msbridge")
    out = _torch.exp(_space(_np.log(start), _np.log(stop), num, endpoint))
    return _cast(_wrap(out), dtype)


def isscalar(element):
    """``mindspore.numpy.isscalar``: numpy's ``isscalar`` (a Tensor is not a scalar)."""
    return bool(_np.isscalar(element))


def _strides(dims, order):
    """The element strides of an array of shape ``dims`` in C or Fortran ``order``."""
    strides, stride = [], 1
    for n in (reversed(dims) if order == "C" else dims):
        strides.append(stride)
        stride *= n
    return list(reversed(strides)) if order == "C" else strides


def ravel_multi_index(multi_index, dims, mode="clip", order="C"):
    """``mindspore.numpy.ravel_multi_index``: the flat indices of ``multi_index`` in an array of shape ``dims``
    (out-of-range coordinates clipped or wrapped; Float32, as MindSpore 2.10)."""
    strides = _strides(dims, order)
    out = sum(_clipped(_arr(i)._t.long(), n, mode) * s for i, n, s in zip(multi_index, dims, strides))
    return _wrap(out.float())


def unravel_index(indices, shape, order="C"):
    """``mindspore.numpy.unravel_index``: the coordinates of flat ``indices`` in ``shape`` (in the indices' dtype;
    clipped to the array)."""
    index = _arr(indices)._t
    flat = index.long().clamp(0, int(_np.prod(shape)) - 1)
    strides = _strides(shape, order)
    return tuple(_wrap((_torch.div(flat, s, rounding_mode="floor") % n).to(index.dtype)) for n, s in zip(shape, strides))


def rollaxis(x, axis, start=0):
    """``mindspore.numpy.rollaxis``: ``torch.moveaxis`` of ``axis`` to before ``start``."""
    t = _t(x)
    n = t.dim()
    if not -n <= axis < n:
        raise ValueError(f"axis {axis} is out of bounds for array of dimension {n}")
    axis %= n
    start = start % (n + 1) if start < 0 else start
    return _wrap(_torch.moveaxis(t, axis, start - 1 if axis < start else start))


def select(condlist, choicelist, default=0):
    """``mindspore.numpy.select``: the first ``choicelist`` entry whose condition holds, else ``default``."""
    choices = [_arr(c)._t for c in choicelist]
    if choices[0].dtype == _torch.int64:  # MindSpore 2.10 selects Int64 choices in Int32
        choices = [c.int() for c in choices]
    out = _torch.full((), default, dtype=choices[0].dtype)
    for cond, choice in reversed(list(zip(condlist, choices))):
        out = _torch.where(_arr(cond)._t.bool(), choice, out)
    return _wrap(out)


def size(a, axis=None):
    """``mindspore.numpy.size``: the number of elements (along ``axis``)."""
    t = _arr(a)._t
    return t.numel() if axis is None else t.shape[axis]


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    """``mindspore.numpy.apply_along_axis``: ``func1d`` on every 1-D slice along ``axis``, results stacked."""
    t = _t(arr)
    moved = _torch.moveaxis(t, axis, -1)
    rows = [func1d(_wrap(row), *args, **kwargs)._t for row in moved.reshape(-1, t.shape[axis])]
    out = _torch.stack(rows).reshape(moved.shape[:-1] + rows[0].shape)
    if rows[0].dim() == 0:
        return _wrap(out)
    axis = axis % t.dim()
    return _wrap(_torch.movedim(out, list(range(out.dim() - rows[0].dim(), out.dim())),
                                list(range(axis, axis + rows[0].dim()))))


def apply_over_axes(func, a, axes):
    """``mindspore.numpy.apply_over_axes``: ``func(a, axis)`` for each axis in turn, the reduced axis kept."""
    out = a
    for axis in (axes,) if isinstance(axes, int) else axes:
        res = func(out, axis)
        out = res if res.ndim == out.ndim else _ops.expand_dims(res, axis)
    return out


def vander(x, N=None, increasing=False):  # noqa: N803 - numpy's name
    """``mindspore.numpy.vander``: ``torch.vander``."""
    return _wrap(_torch.vander(_arr(x)._t, N, increasing))
