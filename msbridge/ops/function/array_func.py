"""mindspore.ops functional: array_func (shapes, creation, selection, sorting) over torch."""
import builtins

import numpy as np
import torch

from ... import context as _context
from ..._checkparam import check_not_empty, check_value_type, kernel_error
from ...common import dtype as mstype
from ...common.handles import astype_dtype as _astype_dtype, negative_steps as _negative_steps, wrap as _wrap
from ...common.tensor import DOUBLE_DTYPES, Tensor, device_mismatch, float32_value
from ._utils import check_axis, is_int, shape_of, tensor_of, torch_dtype
from .math_func import arg_extreme, check_perm, extreme_along, masked_for_extreme, reduce_extreme

__all__ = ["max", "min", "argmax", "reshape", "expand_dims", "unsqueeze", "squeeze", "transpose", "flatten", "stack",
           "concat", "cat", "zeros", "ones", "zeros_like", "ones_like", "fill", "full", "cast", "masked_select",
           "masked_fill", "where", "select", "unsorted_segment_sum", "sort", "topk", "shape", "dtype",
           "tuple_to_array"]


# --- reductions with indices ------------------------------------------------------------------------
def extreme_with_indices(t, axis, keepdims, api, largest, initial=None, where=None):
    """(values, Int64 indices) of max/min along ``axis``, with numpy's ``initial`` / ``where``."""
    if t.dtype == torch.bool:
        error = RuntimeError if axis is None else TypeError
        raise error(f"For '{api}', the input type Bool is not supported.")
    if axis is None:  # MindSpore 2.10 returns the overall extreme with a 0 index, ignoring keepdims/initial
        return (torch.amax if largest else torch.amin)(t), torch.zeros((), dtype=torch.int64, device=t.device)
    check_axis(axis, t.dim(), api)
    if initial is None and where is None:
        return extreme_along(t, axis, keepdims, largest)
    values = reduce_extreme(t, axis, keepdims, api, largest, initial, where)
    masked = masked_for_extreme(t, largest, initial, where)
    indices = (torch.argmax if largest else torch.argmin)(masked, dim=axis, keepdim=keepdims)
    if initial is not None:  # where ``initial`` is the result (ties included) MindSpore gives index 0
        indices = indices.masked_fill(values == torch.tensor(initial, dtype=values.dtype), 0)
    return values, indices


def max(input, axis=None, keepdims=False, *, initial=None, where=None):  # noqa: A001 - MindSpore's name
    """``ops.max``: (values, Int64 indices) like torch.max(dim); ``axis=None`` gives the overall max and index 0."""
    values, indices = extreme_with_indices(tensor_of(input, "max"), axis, keepdims, "max", True, initial, where)
    return _wrap(values), _wrap(indices)


def min(input, axis=None, keepdims=False, *, initial=None, where=None):  # noqa: A001 - MindSpore's name
    """``ops.min``: (values, Int64 indices) like torch.min(dim); ``axis=None`` gives the overall min and index 0."""
    values, indices = extreme_with_indices(tensor_of(input, "min"), axis, keepdims, "min", False, initial, where)
    return _wrap(values), _wrap(indices)


def argmax(input, dim=None, keepdim=False):
    """``ops.argmax``: torch.argmax, Int64 indices (``dim=None``: of the flattened input)."""
    return _wrap(arg_extreme(tensor_of(input, "argmax"), dim, keepdim, "Argmax", True))


# --- shapes ---------------------------------------------------------------------------------------
def reshape_t(t, shape, api="Reshape"):
    """torch.reshape with MindSpore's errors (ValueError for an impossible shape)."""
    if isinstance(shape, Tensor):
        shape = shape._t.tolist()
    if not isinstance(shape, (tuple, list)) or not all(is_int(s) for s in shape):
        raise TypeError(f"Failed calling {api} with \"{api}()(input=Tensor, shape={type(shape).__name__})\".")
    try:
        return t.reshape(tuple(shape))
    except RuntimeError as exc:
        raise ValueError(f"For '{api}', {exc}") from None


def reshape(input, shape):
    """``ops.reshape``: torch.reshape (``shape`` is a tuple/list of ints or an int Tensor)."""
    return _wrap(reshape_t(tensor_of(input, "reshape"), shape))


def unsqueeze_t(t, axis, api="ExpandDims"):
    """torch.unsqueeze with MindSpore's axis range check (ValueError)."""
    if isinstance(axis, Tensor):
        axis = int(axis._t.item())
    if not is_int(axis):
        raise TypeError(f"For '{api}', the 'axis' must be int, but got {type(axis).__name__}.")
    rank = t.dim() + 1
    if not -rank <= axis < rank:
        raise ValueError(f"Dimension out of range (expected to be in range of [{-rank}, {rank}), but got {axis})")
    return t.unsqueeze(axis)


def expand_dims(input_x, axis):
    """``ops.expand_dims``: torch.unsqueeze."""
    return _wrap(unsqueeze_t(tensor_of(input_x, "expand_dims", "input_x"), axis))


def unsqueeze(input, dim):
    """``ops.unsqueeze``: torch.unsqueeze."""
    return _wrap(unsqueeze_t(tensor_of(input, "unsqueeze"), dim))


def squeeze_t(t, axis, api="Squeeze"):
    """torch.squeeze: ``axis`` None/() drops every size-1 axis; named axes of other sizes are kept."""
    if axis is None or axis == ():
        return t.squeeze()
    axes = (axis,) if is_int(axis) else axis
    if not isinstance(axes, (tuple, list)) or not all(is_int(a) for a in axes):
        raise TypeError(f"For '{api}', the 'axis' must be int, tuple or list of int, but got {axis!r}.")
    dims = tuple(check_axis(a, t.dim(), api) for a in axes)
    return t.squeeze(dims) if t.dim() else t


def squeeze(input, axis=None):
    """``ops.squeeze``: torch.squeeze over ``axis`` (all size-1 axes when None)."""
    return _wrap(squeeze_t(tensor_of(input, "squeeze"), axis))


def transpose(input, dims):
    """``ops.transpose``: torch.permute by ``dims`` (a full permutation)."""
    t = tensor_of(input, "transpose")
    return _wrap(t.permute(check_perm(dims, t.dim())))


def flatten_t(t, order, start_dim, end_dim, api="flatten"):
    """torch.flatten from ``start_dim`` to ``end_dim``; ``order='F'`` flattens in column-major order."""
    if order not in ("C", "F"):
        raise ValueError(f"For '{api}', 'order' must be 'C' or 'F', but got '{order}'.")
    if t.dim() == 0:
        return t.reshape(1)
    start, end = (check_axis(d, t.dim(), api) for d in (start_dim, end_dim))
    if start > end:
        raise ValueError(f"For '{api}', 'start_dim' cannot come after 'end_dim'.")
    if order == "F":  # MindSpore reverses all axes first, then flattens the same range
        t = t.permute(tuple(builtins.range(t.dim() - 1, -1, -1)))
    return t.flatten(start, end)


def flatten(input, order="C", *, start_dim=1, end_dim=-1):
    """``ops.flatten``: torch.flatten from ``start_dim`` (default 1) to ``end_dim``."""
    t = tensor_of(input, "flatten")
    if t.dim() == 1:
        return _wrap(t)
    return _wrap(flatten_t(t, order, start_dim, end_dim))


def _tensor_list(tensors, api, empty_error=TypeError):
    """The torch tensors of a non-empty tuple or list of Tensors (``empty_error``: MindSpore's type for none)."""
    if not isinstance(tensors, (list, tuple)) or not tensors:
        error = empty_error if isinstance(tensors, (list, tuple)) else TypeError
        raise error(f"For '{api}', the input must be a non-empty tuple or list of Tensors, but got {tensors!r}.")
    return [tensor_of(t, api, "tensors") for t in tensors]


def _one_dtype(ts, api):
    """Torch tensors ``ts`` of one dtype (MindSpore's Concat kernel has none for mixed ones: RuntimeError)."""
    if len({t.dtype for t in ts}) > 1:
        raise RuntimeError(f"For '{api}', all inputs must have the same dtype, but got "
                           f"{[str(mstype.from_torch_dtype(t.dtype)) for t in ts]}.")
    return ts


def stack(tensors, axis=0):
    """``ops.stack``: torch.stack (equal shapes and dtypes required)."""
    if isinstance(tensors, (list, tuple)) and not all(isinstance(t, Tensor) for t in tensors):
        raise ValueError(f"For 'Stack', all inputs must be Tensors of the same shape, but got "
                         f"{[type(t).__name__ for t in tensors]}.")
    ts = _tensor_list(tensors, "Stack", ValueError)
    if len({t.dtype for t in ts}) > 1:
        raise TypeError("For 'Stack', all input must have the same data type!")
    if len({t.shape for t in ts}) > 1:
        raise ValueError("For 'Stack', all input shape size must be the same!")
    return _wrap(torch.stack(ts, check_axis(axis, ts[0].dim() + 1, "Stack")))


def concat(tensors, axis=0):
    """``ops.concat``: torch.cat (equal ranks and dtypes required)."""
    ts = _tensor_list(tensors, "Concat", ValueError)
    if len({t.dim() for t in ts}) > 1:
        raise ValueError("For primitive[Concat], element rank must be same.")
    if len({t.dtype for t in ts}) > 1:
        raise RuntimeError("For 'Concat', all inputs must have the same data type.")
    try:
        return _wrap(torch.cat(ts, check_axis(axis, ts[0].dim(), "Concat")))
    except RuntimeError as exc:
        raise (RuntimeError if device_mismatch(str(exc)) else ValueError)(f"For 'Concat', {exc}") from None


cat = concat


# --- creation -------------------------------------------------------------------------------------
def _creation_shape(size, api):
    shape = shape_of(size, api)
    if not shape and not isinstance(size, Tensor):
        raise TypeError(f"For '{api}', the shape must not be empty.")
    return _non_negative_shape(shape, api)


def _non_negative_shape(shape, api):
    """``shape`` (a tuple of ints), or MindSpore's ValueError for a negative dimension."""
    for i, d in enumerate(shape):
        if d < 0:
            raise ValueError(f"For primitive[{api}], the {i}th dimension of input shape must be greater than or "
                             f"equal to 0, but got {d}.")
    return shape


def zeros(size, dtype=None):
    """``ops.zeros``: torch.zeros, Float32 by default."""
    return _wrap(torch.zeros(_creation_shape(size, "Zeros"), dtype=torch_dtype(dtype or mstype.float32, "zeros"),
                             device=_context._torch_device()))


def ones(shape, dtype=None):
    """``ops.ones``: torch.ones, Float32 by default."""
    return _wrap(torch.ones(_creation_shape(shape, "Ones"), dtype=torch_dtype(dtype or mstype.float32, "ones"),
                            device=_context._torch_device()))


def zeros_like(input, *, dtype=None):
    """``ops.zeros_like``: torch.zeros_like (the input's dtype unless ``dtype`` is given)."""
    return _wrap(torch.zeros_like(tensor_of(input, "zeros_like"), dtype=torch_dtype(dtype, "zeros_like")))


def ones_like(input, *, dtype=None):
    """``ops.ones_like``: torch.ones_like (the input's dtype unless ``dtype`` is given)."""
    return _wrap(torch.ones_like(tensor_of(input, "ones_like"), dtype=torch_dtype(dtype, "ones_like")))


def _filled(value, target, shape):
    """A new tensor of ``shape`` holding ``value`` cast to ``target``, on the current device."""
    value = value._t.item() if isinstance(value, Tensor) else value
    # a Python float fills a Float64 / Complex128 tensor with its full double (torch.tensor's default is Float32)
    source = torch.tensor(value, dtype=target) if target in DOUBLE_DTYPES else torch.tensor(value)
    return _wrap(source.to(_context._torch_device(), target).expand(shape).clone())


def fill(type, shape, value):  # noqa: A002 - MindSpore's name
    """``ops.fill``: torch.full of ``type`` (the value is cast: 1.7 fills an Int32 tensor with 1)."""
    if not isinstance(shape, (tuple, Tensor)):
        raise TypeError("For primitive[FillV2], the `shape` must be a tuple or tensor with all Int elements, "
                        f"but got {shape!r}.")
    return _filled(value, torch_dtype(type, "fill"), _non_negative_shape(shape_of(shape, "fill"), "FillV2"))


def full(size, fill_value, *, dtype=None):
    """``ops.full``: torch.full; without ``dtype`` MindSpore 2.10 gives Int64 (the value is truncated)."""
    return _filled(fill_value, torch_dtype(dtype, "full") or torch.int64,
                   _non_negative_shape(shape_of(size, "full"), "FillV2"))


def cast(input, dtype):
    """``ops.cast``: torch.Tensor.to (a number input becomes a 0-d tensor first)."""
    if not isinstance(dtype, mstype.Type):
        raise TypeError(f"For 'Cast', the input 'dtype' should be mindspore dtype, but got {dtype}.")
    if isinstance(input, (bool, int, float)):
        input = Tensor(input)
    return _wrap(tensor_of(input, "Cast", "input_x").to(mstype.to_torch_dtype(_astype_dtype(dtype))))


# --- selection ------------------------------------------------------------------------------------
def _bool_mask(mask, api, error=TypeError):
    m = tensor_of(mask, api, "mask")
    if m.dtype != torch.bool:
        raise error(f"For primitive[{api}], the input argument[mask] must be a type of {{Bool}}, "
                        f"but got {mstype.from_torch_dtype(m.dtype)}.")
    return m


def masked_select(input, mask):
    """``ops.masked_select``: torch.masked_select (mask and input broadcast)."""
    return _wrap(torch.masked_select(tensor_of(input, "masked_select"), _bool_mask(mask, "MaskedSelect", RuntimeError)))


def masked_fill_t(t, mask, value, api="MaskedFill"):
    """torch.masked_fill with a number or 0-d Tensor value, cast to the input dtype (broadcasts like torch.where)."""
    m = _bool_mask(mask, api)
    if isinstance(value, Tensor):
        if value._t.dim() != 0:
            raise ValueError(f"For '{api}', 'value' only supports a 0-dimensional value tensor or a float number, "
                             f"but got tensor with {value._t.dim()} dimension(s)")
        value = value._t
    elif not isinstance(value, (bool, int, float)):
        raise TypeError(f"For '{api}', 'value' must be a number or a Tensor, but got {type(value).__name__}.")
    return torch.where(m, torch.as_tensor(value).to(t.dtype), t)


def masked_fill(input_x, mask, value):
    """``ops.masked_fill``: torch.masked_fill (the value is cast to the input dtype; a float value for an integer
    or Bool input is MindSpore's TypeError here, its kernel having no such pair, while Tensor.masked_fill casts)."""
    t = tensor_of(input_x, "masked_fill", "input_x")
    if isinstance(value, float) and not (t.is_floating_point() or t.is_complex()):
        raise TypeError(f"For 'masked_fill', a float 'value' ({value}) cannot fill a "
                        f"{mstype.from_torch_dtype(t.dtype)} 'input_x'.")
    try:
        return _wrap(masked_fill_t(t, mask, value))
    except RuntimeError as exc:
        raise kernel_error(exc, "masked_fill") or exc


def _where_operand(value, api):
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, float):
        return float32_value(value)
    if isinstance(value, (bool, int)):
        return value
    raise TypeError(f"For '{api}', the inputs must be Tensors or numbers, but got {type(value).__name__}.")


def where(condition, input, other):
    """``ops.where``: torch.where (numbers allowed for ``input``/``other``; the condition must be Bool)."""
    cond = _bool_mask(condition, "Select")
    a, b = _where_operand(input, "where"), _where_operand(other, "where")
    if not isinstance(a, torch.Tensor) and not isinstance(b, torch.Tensor):
        a = torch.tensor(a)
    try:
        return _wrap(torch.where(cond, a, b))
    except RuntimeError as exc:
        raise kernel_error(exc, "Select") or exc


select = where


def unsorted_segment_sum(input_x, segment_ids, num_segments):
    """``ops.unsorted_segment_sum``: index_add into ``num_segments`` rows; negative ids are dropped."""
    x = tensor_of(input_x, "UnsortedSegmentSum", "input_x")
    ids = tensor_of(segment_ids, "UnsortedSegmentSum", "segment_ids").long()
    n = int(num_segments._t.item()) if isinstance(num_segments, Tensor) else num_segments
    if not is_int(n) or n <= 0:
        raise ValueError(f"For 'UnsortedSegmentSum', 'num_segments' must be a positive int, but got {num_segments}.")
    if tuple(x.shape[:ids.dim()]) != tuple(ids.shape):
        raise ValueError("For 'UnsortedSegmentSum', the shape of 'segment_ids' must be a prefix of the shape of "
                         f"'input_x', but got {tuple(ids.shape)} and {tuple(x.shape)}.")
    if bool((ids >= n).any()):
        raise RuntimeError(f"For 'UnsortedSegmentSum', the 'segment_ids' must be smaller than num_segments {n}.")
    rows = x.reshape((-1,) + tuple(x.shape[ids.dim():]))
    flat_ids = ids.reshape(-1)
    keep = flat_ids >= 0
    out = torch.zeros((n,) + tuple(x.shape[ids.dim():]), dtype=x.dtype, device=x.device)
    return _wrap(out.index_add(0, flat_ids[keep], rows[keep]))


# --- sorting --------------------------------------------------------------------------------------
def sort_t(t, axis, descending, api="Sort", stable=True):
    """torch.sort (stable) with Int32 indices; Bool input is a TypeError."""
    if t.dtype == torch.bool:
        raise TypeError(f"For '{api}', the input type Bool is not supported.")
    values, indices = torch.sort(t, dim=check_axis(axis, t.dim(), api), descending=descending, stable=stable)
    return values, indices.to(torch.int32)


def sort(input_x, axis=-1, descending=False):
    """``ops.sort``: torch.sort (stable) returning (values, Int32 indices)."""
    t = tensor_of(input_x, "sort", "input_x")
    values, indices = sort_t(t, axis, check_value_type(descending, bool, "descending", "sort"))
    return _wrap(values), _wrap(indices)


def topk_t(t, k, dim, largest, sorted, api="TopK"):  # noqa: A002 - MindSpore's name
    """torch.topk with Int32 indices and MindSpore's range check of ``k``."""
    if isinstance(k, Tensor):
        k = int(k._t.item())
    if t.dtype == torch.bool:
        raise TypeError(f"For '{api}', the input type Bool is not supported.")
    axis = check_axis(-1 if dim is None else dim, t.dim(), api)
    size = t.shape[axis] if t.dim() else 1
    if not is_int(k):
        raise TypeError(f"For primitive[{api}], the input argument[k] must be a type of {{Int32, Int64}}, but got "
                        f"{type(k).__name__}: {k!r}.")
    if not 0 < k <= size:
        raise ValueError(f"For primitive[{api}], the k must be in (0,{size}], but got {k}.")
    values, indices = torch.topk(t, k, dim=axis, largest=largest, sorted=True)
    return values, indices.to(torch.int32)


def topk(input, k, dim=None, largest=True, sorted=True):  # noqa: A002 - MindSpore's name
    """``ops.topk``: torch.topk returning (values, Int32 indices) along ``dim`` (the last axis by default)."""
    values, indices = topk_t(tensor_of(input, "topk"), k, dim, largest, sorted)
    return _wrap(values), _wrap(indices)


# --- graph-mode helpers --------------------------------------------------------------------------------------
def shape(input_x):
    """``ops.shape``: the shape as a tuple of ints (``torch.Tensor.shape``)."""
    if not isinstance(input_x, Tensor):
        raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got {type(input_x)}.")
    return tuple(input_x._t.shape)


def dtype(x):
    """``ops.dtype``: the MindSpore dtype of a Tensor."""
    if not isinstance(x, Tensor):
        raise TypeError("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, "
                        f"but got {type(x)}.")
    return mstype.from_torch_dtype(x._t.dtype)


def tuple_to_array(input_x):
    """``ops.tuple_to_array``: a Tensor of a (nested) tuple of numbers, Float32 if the first is a float, else Int32;
    MindSpore 2.10 returns None for a list."""
    if isinstance(input_x, list):
        return None
    first = input_x[0]
    while isinstance(first, (tuple, list)):
        first = first[0]
    is_float = isinstance(first, (float, np.floating)) or (isinstance(first, Tensor) and first._t.is_floating_point())
    return Tensor(input_x, mstype.float32 if is_float else mstype.int32)


# --- more creation ----------------------------------------------------------------------------------
def _scalar(value):
    return value._t.item() if isinstance(value, Tensor) else value


def arange(start=0, end=None, step=1, *, dtype=None):
    """``ops.arange``: torch.arange (Int64 for integer bounds, Float32 when any bound is a float)."""
    start, end, step = _scalar(start), _scalar(end), _scalar(step)
    if end is None:
        start, end = 0, start
    if step == 0:
        raise ValueError("For 'arange', the 'step' cannot be 0.")
    if (end - start) * step < 0:
        raise ValueError(f"For 'arange', the 'start' ({start}), 'end' ({end}) and 'step' ({step}) are inconsistent.")
    floating = builtins.any(isinstance(v, float) for v in (start, end, step))
    if floating and not builtins.all(np.isfinite((start, end, step))):
        raise ValueError(f"For 'arange', the 'start' ({start}), 'end' ({end}) and 'step' ({step}) must be finite.")
    target = torch_dtype(dtype, "arange") or (torch.float32 if floating else torch.int64)
    return _wrap(_context._place(torch.arange(start, end, step, dtype=torch.float64 if floating else torch.int64)
                                 .to(target)))


def linspace(start, end, steps):
    """``ops.linspace``: torch.linspace in Float32."""
    steps = _scalar(steps)
    if not is_int(steps):
        raise TypeError(f"For 'LinSpace', the 'steps' must be an int, but got {type(steps).__name__}: {steps!r}.")
    if steps <= 0:
        raise ValueError(f"For 'LinSpace', the 'steps' must be a positive int, but got {steps}.")
    for name, value in (("start", start), ("end", end)):
        if not isinstance(_scalar(value), (int, float)):
            raise TypeError(f"For 'LinSpace', the '{name}' must be a number or a 0-d Tensor, but got "
                            f"{type(value).__name__}.")
    return _wrap(torch.linspace(_scalar(start), _scalar(end), steps, dtype=torch.float32,
                                device=_context._torch_device()))


def logspace(start, end, steps, base=10, *, dtype=mstype.float32):
    """``ops.logspace``: torch.logspace (Float32 by default); ``start`` and ``end`` are float numbers or Tensors."""
    for name, value in (("start", start), ("end", end)):
        kind = value._t.dtype if isinstance(value, Tensor) else torch.tensor(value).dtype
        if not kind.is_floating_point:
            raise TypeError(f"For primitive[LogSpace], the input argument[{name}] must be a float Tensor, but got "
                            f"{mstype.from_torch_dtype(kind)}.")
    return _wrap(_context._place(torch.logspace(_scalar(start), _scalar(end), steps, base, dtype=torch.float64)
                                 .to(torch_dtype(dtype, "logspace"))))


def eye(n, m=None, dtype=None):
    """``ops.eye``: torch.eye (Float32 by default)."""
    for name, value in (("n", n), ("m", m)):
        if (value is not None or name == "n") and not is_int(value):
            raise TypeError(f"For 'Eye', the '{name}' must be int, but got {type(value).__name__}.")
        if value is not None and value < 0:
            raise ValueError(f"For 'Eye', the '{name}' can not be negative, but got {value}.")
    return _wrap(torch.eye(n, n if m is None else m, dtype=torch_dtype(dtype, "eye") or torch.float32,
                           device=_context._torch_device()))


def full_like(input, fill_value, *, dtype=None):
    """``ops.full_like``: torch.full_like (the input's dtype unless ``dtype`` is given)."""
    t = tensor_of(input, "full_like")
    return _wrap(torch.full_like(t, _scalar(fill_value), dtype=torch_dtype(dtype, "full_like") or t.dtype))


def meshgrid(*inputs, indexing="xy"):
    """``ops.meshgrid``: torch.meshgrid (``indexing`` 'xy' by default, as numpy)."""
    if indexing not in ("xy", "ij"):
        raise ValueError(f"For 'Meshgrid', the 'indexing' must be 'xy' or 'ij', but got {indexing}.")
    if not builtins.all(isinstance(x, Tensor) for x in inputs):
        raise TypeError("Failed calling Meshgrid: the inputs must be Tensors (not a tuple of Tensors).")
    ts = _tensor_list(inputs, "Meshgrid")
    if len({x.dtype for x in ts}) > 1:
        raise ValueError("For Primitive [Meshgrid], all tensors should have the same type.")
    return tuple(_wrap(g) for g in torch.meshgrid(*ts, indexing=indexing))


def _band(fn, api, empty_error=None):
    """``ops.tril``/``ops.triu``; ``empty_error``: MindSpore's CPU kernel's error for an empty input (tril's)."""
    def op(input, diagonal=0):
        t = tensor_of(input, api)
        if t.dim() < 2:
            raise ValueError(f"For '{api}', the rank of 'input' must be at least 2, but got {t.dim()}.")
        if empty_error is not None:
            check_not_empty(t, "input", api, empty_error)
        return _wrap(fn(t, _scalar(diagonal)))
    op.__name__ = api
    op.__doc__ = f"``ops.{api}``: torch.{api} (the part of the matrix on one side of ``diagonal``)."
    return op


tril = _band(torch.tril, "tril", RuntimeError)
triu = _band(torch.triu, "triu")

__all__ += ["arange", "linspace", "logspace", "eye", "full_like", "meshgrid", "tril", "triu"]


# --- more manipulation ----------------------------------------------------------------------------
def _pieces(parts):
    return tuple(_wrap(p) for p in parts)


def split(tensor, split_size_or_sections, axis=0):
    """``ops.split``: torch.split (an int size or a list of section sizes)."""
    t = tensor_of(tensor, "split", "tensor")
    axis = check_axis(axis, t.dim(), "split")
    sections = split_size_or_sections
    if isinstance(sections, (tuple, list)) and builtins.sum(sections) != t.shape[axis]:
        raise ValueError(f"For 'split', the sum of 'split_size_or_sections' must be {t.shape[axis]}, but got "
                         f"{builtins.sum(sections)}.")
    if is_int(sections) and sections <= 0:
        raise ValueError(f"For 'split', 'split_size_or_sections' must be positive, but got {sections}.")
    return _pieces(torch.split(t, sections, axis))


def chunk(input, chunks, axis=0):
    """``ops.chunk``: torch.chunk."""
    t = tensor_of(input, "chunk")
    if not is_int(chunks) or chunks <= 0:
        raise ValueError(f"For 'chunk', 'chunks' must be a positive int, but got {chunks}.")
    return _pieces(torch.chunk(t, chunks, check_axis(axis, t.dim(), "chunk")))


def tensor_split(input, indices_or_sections, axis=0):
    """``ops.tensor_split``: torch.tensor_split."""
    t = tensor_of(input, "tensor_split")
    return _pieces(torch.tensor_split(t, indices_or_sections, check_axis(axis, t.dim(), "tensor_split")))


def hsplit(input, indices_or_sections):
    """``ops.hsplit``: torch.hsplit."""
    return _pieces(torch.hsplit(tensor_of(input, "hsplit"), indices_or_sections))


def vsplit(input, indices_or_sections):
    """``ops.vsplit``: torch.vsplit."""
    return _pieces(torch.vsplit(tensor_of(input, "vsplit"), indices_or_sections))


def unbind(input, dim=0):
    """``ops.unbind``: torch.unbind."""
    t = tensor_of(input, "unbind")
    return _pieces(torch.unbind(t, check_axis(dim, t.dim(), "unbind")))


def unstack(input_x, axis=0):
    """``ops.unstack``: torch.unbind along ``axis``."""
    return unbind(input_x, axis)


def broadcast_to(input, shape):
    """``ops.broadcast_to``: torch.broadcast_to (-1 keeps the input's size)."""
    t = tensor_of(input, "broadcast_to")
    shape = shape_of(shape, "broadcast_to")
    try:
        return _wrap(t.broadcast_to(shape).clone())
    except RuntimeError:
        raise ValueError(f"For 'BroadcastTo', input shape {tuple(t.shape)} cannot broadcast to {shape}.") from None


def expand(input_x, size):
    """``ops.expand``: torch.Tensor.expand to ``size`` (a Tensor of ints)."""
    return broadcast_to(input_x, size)


def tile(input, dims):
    """``ops.tile``: torch.tile (``dims`` shorter than the rank repeats the last axes)."""
    t = tensor_of(input, "tile")
    check_not_empty(t, "input", "Tile", RuntimeError)
    if not isinstance(dims, tuple) or not builtins.all(is_int(d) for d in dims):
        raise TypeError(f"For 'Tile', the 'dims' must be a tuple of int, but got {dims!r}.")
    for i, d in enumerate(dims):
        if d < 0:
            raise ValueError(f"For 'Tile', 'dims' cannot contain negative integer numbers, but got {d} in {i}th.")
    return _wrap(t.tile(dims))


def repeat_interleave(input, repeats, axis=None):
    """``ops.repeat_interleave``: torch.repeat_interleave (flattened when ``axis`` is None)."""
    t = tensor_of(input, "repeat_interleave")
    reps = repeats._t if isinstance(repeats, Tensor) else \
        torch.tensor(repeats, device=t.device) if isinstance(repeats, list) else repeats
    return _wrap(torch.repeat_interleave(t, reps, axis))


def repeat_elements(x, rep, axis=0):
    """``ops.repeat_elements``: torch.repeat_interleave of every element ``rep`` times along ``axis``."""
    t = tensor_of(x, "repeat_elements", "x")
    return _wrap(torch.repeat_interleave(t, rep, check_axis(axis, t.dim(), "repeat_elements")))


def _dims(dims, ndim, api):
    dims = (dims,) if is_int(dims) else dims
    if not isinstance(dims, (tuple, list)):
        raise TypeError(f"For '{api}', the 'dims' must be int, tuple or list of int, but got {dims!r}.")
    return tuple(check_axis(d, ndim, api) for d in dims)


def flip(input, dims):
    """``ops.flip``: torch.flip over ``dims``."""
    t = tensor_of(input, "flip")
    if not isinstance(dims, (tuple, list)):
        raise TypeError(f"Failed calling ReverseV2: 'dims' must be a tuple or list of int, but got {dims!r}.")
    axes = _dims(dims, t.dim(), "flip")
    if len(set(axes)) != len(axes):
        raise ValueError(f"For 'ReverseV2', 'axis' cannot contain duplicate dimensions, but got {tuple(dims)}.")
    return _wrap(torch.flip(t, axes))


def fliplr(input):
    """``ops.fliplr``: torch.fliplr."""
    return _wrap(torch.fliplr(tensor_of(input, "fliplr")))


def flipud(input):
    """``ops.flipud``: torch.flipud."""
    return _wrap(torch.flipud(tensor_of(input, "flipud")))


def roll(input, shifts, dims=None):
    """``ops.roll``: torch.roll."""
    return _wrap(torch.roll(tensor_of(input, "roll"), shifts, dims))


def rot90(input, k, dims):
    """``ops.rot90``: torch.rot90."""
    return _wrap(torch.rot90(tensor_of(input, "rot90"), k, dims))


def movedim(x, source, destination):
    """``ops.movedim``: torch.movedim."""
    return _wrap(torch.movedim(tensor_of(x, "movedim", "x"), source, destination))


moveaxis = movedim


def narrow(input, axis, start, length):
    """``ops.narrow``: torch.narrow (a copy)."""
    t = tensor_of(input, "narrow")
    axis = check_axis(axis, t.dim(), "narrow")
    if not 0 <= start <= t.shape[axis] or not 0 <= start + length <= t.shape[axis]:
        raise ValueError(f"For 'narrow', 'start' {start} and 'length' {length} are out of range for size "
                         f"{t.shape[axis]}.")
    return _wrap(torch.narrow(t, axis, start, length).clone())


def swapaxes(input, axis0, axis1):
    """``ops.swapaxes``: torch.transpose of two axes."""
    t = tensor_of(input, "swapaxes")
    return _wrap(t.transpose(check_axis(axis0, t.dim(), "swapaxes"), check_axis(axis1, t.dim(), "swapaxes")))


def swapdims(input, dim0, dim1):
    """``ops.swapdims``: torch.transpose of two axes."""
    return swapaxes(input, dim0, dim1)


def t(input):
    """``ops.t``: torch.t for a 2-D Tensor; other ranks are returned unchanged (as MindSpore 2.10 does)."""
    x = tensor_of(input, "t")
    return _wrap(x.t() if x.dim() == 2 else x)


def numel(input):
    """``ops.numel``: torch.numel as a Python int."""
    return tensor_of(input, "numel").numel()


def size(input_x):
    """``ops.size``: the number of elements (torch.numel)."""
    return tensor_of(input_x, "size", "input_x").numel()


def rank(input_x):
    """``ops.rank``: the number of dimensions (torch.Tensor.dim)."""
    return tensor_of(input_x, "rank", "input_x").dim()


def hstack(tensors):
    """``ops.hstack``: torch.hstack."""
    try:
        return _wrap(torch.hstack(_one_dtype(_tensor_list(tensors, "hstack", ValueError), "hstack")))
    except RuntimeError as exc:
        raise kernel_error(exc, "hstack") or exc


def vstack(inputs):
    """``ops.vstack``: torch.vstack."""
    try:
        return _wrap(torch.vstack(_one_dtype(_tensor_list(inputs, "vstack"), "vstack")))
    except RuntimeError as exc:
        raise kernel_error(exc, "vstack") or exc


def dstack(tensors):
    """``ops.dstack``: torch.dstack."""
    return _wrap(torch.dstack(_tensor_list(tensors, "dstack")))


def column_stack(tensors):
    """``ops.column_stack``: torch.column_stack."""
    return _wrap(torch.column_stack(_tensor_list(tensors, "column_stack", ValueError)))


def atleast_1d(inputs):
    """``ops.atleast_1d``: torch.atleast_1d of a Tensor or a list of Tensors."""
    if isinstance(inputs, Tensor):
        return _wrap(torch.atleast_1d(inputs._t))
    return tuple(_wrap(torch.atleast_1d(x)) for x in _tensor_list(inputs, "atleast_1d"))


def atleast_2d(inputs):
    """``ops.atleast_2d``: torch.atleast_2d of a Tensor or a list of Tensors."""
    if isinstance(inputs, Tensor):
        return _wrap(torch.atleast_2d(inputs._t))
    return tuple(_wrap(torch.atleast_2d(x)) for x in _tensor_list(inputs, "atleast_2d"))


def slice(input_x, begin, size):  # noqa: A001 - MindSpore's name
    """``ops.slice``: ``input_x[begin : begin + size]`` on every axis (-1 in ``size`` takes the rest)."""
    t = tensor_of(input_x, "Slice", "input_x")
    if len(begin) != t.dim() or len(size) != t.dim():
        raise ValueError(f"For 'Slice', the length of 'begin' and 'size' must equal the rank {t.dim()}.")
    for i, (b, s) in enumerate(zip(begin, size)):
        if s < -1:
            raise RuntimeError(f"For 'Slice', the value in size should not be less than -1, but got {s}.")
        if not 0 <= b < t.shape[i] or (s != -1 and b + s > t.shape[i]):
            raise ValueError(f"For 'Slice', axis {i} of size {t.shape[i]} has no slice of begin {b} and size {s}.")
    index = tuple(builtins.slice(b, t.shape[i] if s == -1 else b + s) for i, (b, s) in enumerate(zip(begin, size)))
    return _wrap(t[index].clone())


__all__ += ["split", "chunk", "tensor_split", "hsplit", "vsplit", "unbind", "unstack", "broadcast_to", "expand",
            "tile", "repeat_interleave", "repeat_elements", "flip", "fliplr", "flipud", "roll", "rot90", "movedim",
            "moveaxis", "narrow", "swapaxes", "swapdims", "t", "numel", "size", "rank", "hstack", "vstack",
            "dstack", "column_stack", "atleast_1d", "atleast_2d", "slice"]


# --- gather / scatter -----------------------------------------------------------------------------
def _index_tensor(index, api, name="index"):
    i = tensor_of(index, api, name)
    if i.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For '{api}', the '{name}' must be an Int32 or Int64 Tensor, but got "
                        f"{mstype.from_torch_dtype(i.dtype)}.")
    return i.long()


def _check_index_range(index, size, api, name, low):
    """RuntimeError (MindSpore's kernel error) for an index outside ``[low, size)``."""
    if index.numel() and (bool((index < low).any()) or bool((index >= size).any())):
        bad = index[(index < low) | (index >= size)][0].item()
        raise RuntimeError(f"For '{api}', the '{name}' should be in the range [{low}, {size}), but got {bad}.")


def gather(input_params, input_indices, axis, batch_dims=0):
    """``ops.gather``: torch.index_select with an index of any shape (result shape
    ``params.shape[:axis] + indices.shape[batch_dims:] + params.shape[axis+1:]``); with ``batch_dims`` the first
    dimensions of params and indices pair up, each pair gathered on its own."""
    p = tensor_of(input_params, "Gather", "input_params")
    i = _index_tensor(input_indices, "Gather", "input_indices")
    axis = check_axis(_scalar(axis), p.dim(), "Gather")
    batch_dims = check_value_type(batch_dims, int, "batch_dims", "Gather")
    batch_dims += i.dim() if batch_dims < 0 else 0
    if batch_dims == 0:
        return _wrap(_gather_t(p, i, axis))
    if axis < batch_dims:
        raise ValueError(f"For primitive[Gather], the axis must be greater than or equal to {batch_dims}, but got "
                         f"{axis}.")
    for k in builtins.range(batch_dims):
        if k >= i.dim() or p.shape[k] != i.shape[k]:
            raise RuntimeError(f"For 'Gather', params.shape[{k}] should be equal to indices.shape[{k}] but got "
                               f"param.shape: {list(p.shape)}, indices.shape: {list(i.shape)}")
    i = torch.where(i < 0, i + p.shape[axis], i)  # MindSpore's kernel takes an index in [-size, 0) as index + size
    _check_index_range(i, p.shape[axis], "Gather", "input_indices", 0)
    # one advanced-indexing call: the batch flattened to B rows, the gathered axis moved next to it
    flat_p = p.reshape(-1, *p.shape[batch_dims:]).movedim(axis - batch_dims + 1, 1)
    flat_i = i.reshape(flat_p.shape[0], -1)
    rows = torch.arange(flat_p.shape[0], device=p.device).unsqueeze(1)
    picked = flat_p[rows, flat_i].movedim(1, axis - batch_dims + 1)
    return _wrap(picked.reshape(p.shape[:axis] + i.shape[batch_dims:] + p.shape[axis + 1:]))


def _gather_t(p, i, axis):
    """``p`` gathered along ``axis`` at ``i`` (an index in ``[-size, 0)`` counts from the end, as MindSpore's kernel)."""
    try:  # torch rejects every index outside [0, size): the range check runs only then
        picked = p.index_select(axis, i.reshape(-1))
    except (IndexError, RuntimeError):  # MindSpore's kernel takes an index in [-size, 0) as index + size
        i = torch.where(i < 0, i + p.shape[axis], i)
        _check_index_range(i, p.shape[axis], "Gather", "input_indices", 0)
        picked = p.index_select(axis, i.reshape(-1))
    return picked.reshape(p.shape[:axis] + i.shape + p.shape[axis + 1:])


def index_select(input, axis, index):
    """``ops.index_select``: torch.index_select (a 1-D Int32/Int64 index)."""
    t = tensor_of(input, "index_select")
    i = _index_tensor(index, "index_select")
    if i.dim() != 1:
        raise ValueError(f"For 'index_select', the 'index' must be a 1-D Tensor, but got {i.dim()}-D.")
    try:
        return _wrap(torch.index_select(t, check_axis(axis, t.dim(), "index_select"), i))
    except (IndexError, RuntimeError) as exc:
        raise ValueError(f"For 'index_select', {exc}") from None


def gather_elements(input, dim, index):
    """``ops.gather_elements``: torch.gather along ``dim``."""
    t = tensor_of(input, "gather_elements")
    i = _index_tensor(index, "GatherD")
    dim = check_axis(dim, t.dim(), "GatherD")
    _check_index_range(i, t.shape[dim], "GatherD", "index", -t.shape[dim])
    try:
        return _wrap(torch.gather(t, dim, i % t.shape[dim]))
    except RuntimeError as exc:
        raise ValueError(f"For 'GatherD', {exc}") from None


def gather_d(x, dim, index):
    """``ops.gather_d``: torch.gather along ``dim``."""
    return gather_elements(x, dim, index)


def gather_nd(input_x, indices):
    """``ops.gather_nd``: the slices at the index tuples in the last axis of ``indices``."""
    t = tensor_of(input_x, "GatherNd", "input_x")
    i = _index_tensor(indices, "GatherNd", "indices")
    return _wrap(t[tuple(i.movedim(-1, 0))])


def _scatter(api, reduce=None):
    def op(t, axis, index, src):
        src = src._t if isinstance(src, Tensor) else src
        if isinstance(src, torch.Tensor) and src.dtype != t.dtype:
            raise TypeError(f"For '{api}', the 'src' must have the dtype of 'input', but got "
                            f"{mstype.from_torch_dtype(src.dtype)} and {mstype.from_torch_dtype(t.dtype)}.")
        axis = check_axis(axis, t.dim(), api)
        index = torch.where(index < 0, index + t.shape[axis], index)  # MindSpore wraps negative indices
        if reduce is None:
            return torch.scatter(t, axis, index, src)
        return torch.scatter_reduce(t, axis, index, src, reduce)
    return op


def scatter(input, axis, index, src):
    """``ops.scatter``: torch.scatter along ``axis`` (``src`` a Tensor of the input dtype)."""
    t = tensor_of(input, "scatter")
    return _wrap(_scatter("TensorScatterElements")(t, axis, _index_tensor(index, "scatter"), src))


_REDUCTIONS = {"none": None, "add": "sum", "mul": "prod", "max": "amax", "min": "amin"}


def tensor_scatter_elements(input_x, indices, updates, axis=0, reduction="none"):
    """``ops.tensor_scatter_elements``: torch.scatter / scatter_reduce along ``axis`` ('none' or 'add')."""
    if reduction not in ("none", "add"):
        raise ValueError(f"For 'TensorScatterElements', 'reduction' must be 'none' or 'add', but got {reduction}.")
    t = tensor_of(input_x, "TensorScatterElements", "input_x")
    op = _scatter("TensorScatterElements", _REDUCTIONS[reduction])
    return _wrap(op(t, axis, _index_tensor(indices, "TensorScatterElements", "indices"), updates))


def _reduce_rows(out, index, rows, reduce, include_self):
    """Rows of ``rows`` combined into ``out[index]`` in place (torch.scatter_reduce_ along axis 0)."""
    index = index.reshape((-1,) + (1,) * (rows.dim() - 1)).expand_as(rows)
    return out.scatter_reduce_(0, index, rows, reduce, include_self=include_self)


def _nd_operands(api, input_x, indices, updates):
    """The torch operands of a ``*ScatterNd*`` / ``TensorScatter*`` op, its shapes checked."""
    t = tensor_of(input_x, api, "input_x")
    i = _index_tensor(indices, api, "indices")
    u = tensor_of(updates, api, "updates")
    if tuple(u.shape) != tuple(i.shape[:-1]) + tuple(t.shape[i.shape[-1]:]):
        raise ValueError(f"For '{api}', updates.shape must be indices.shape[:-1] + "
                         f"input_x.shape[indices.shape[-1]:], but got {tuple(u.shape)}.")
    return t, i, u


def _nd_combine(out, i, u, how):
    """``updates`` written (or combined by ``how``) into ``out`` in place at the index tuples of ``i``."""
    key = tuple(i.movedim(-1, 0))
    if how is None:
        out[key] = u
    elif how == "add":
        out.index_put_(key, u, accumulate=True)
    else:
        flat_index = torch.zeros(i.shape[:-1], dtype=torch.long, device=i.device)
        for d in builtins.range(i.shape[-1]):
            flat_index = flat_index * out.shape[d] + i[..., d]
        rows = out.reshape((-1,) + tuple(out.shape[i.shape[-1]:]))
        _reduce_rows(rows, flat_index.reshape(-1), u.reshape((-1,) + tuple(rows.shape[1:])), how, True)
    return out


def _nd_scatter(api, how):
    """``input_x`` with ``updates`` written (or combined by ``how``) at the index tuples of ``indices``."""
    def op(input_x, indices, updates):
        t, i, u = _nd_operands(api, input_x, indices, updates)
        if u.dtype != t.dtype:
            raise TypeError(f"For '{api}', the dtype of 'updates' must be the same as 'input_x', but got "
                            f"{mstype.from_torch_dtype(u.dtype)} and {mstype.from_torch_dtype(t.dtype)}.")
        return _wrap(_nd_combine(t.clone(), i, u, how))
    op.__name__ = api
    return op


tensor_scatter_update = _nd_scatter("TensorScatterUpdate", None)
tensor_scatter_update.__doc__ = "``ops.tensor_scatter_update``: a copy with ``updates`` written at ``indices``."
tensor_scatter_add = _nd_scatter("TensorScatterAdd", "add")
tensor_scatter_add.__doc__ = "``ops.tensor_scatter_add``: a copy with ``updates`` added at ``indices`` (index_put)."
tensor_scatter_max = _nd_scatter("TensorScatterMax", "amax")
tensor_scatter_max.__doc__ = "``ops.tensor_scatter_max``: a copy with the max of ``updates`` at ``indices``."
tensor_scatter_min = _nd_scatter("TensorScatterMin", "amin")
tensor_scatter_min.__doc__ = "``ops.tensor_scatter_min``: a copy with the min of ``updates`` at ``indices``."
tensor_scatter_mul = _nd_scatter("TensorScatterMul", "prod")
tensor_scatter_mul.__doc__ = "``ops.tensor_scatter_mul``: a copy multiplied by ``updates`` at ``indices``."


def scatter_nd(indices, updates, shape):
    """``ops.scatter_nd``: zeros of ``shape`` with ``updates`` summed at ``indices`` (index_put, accumulate)."""
    u = tensor_of(updates, "ScatterNd", "updates")
    zeros = torch.zeros(shape_of(shape, "ScatterNd"), dtype=u.dtype, device=u.device)
    return tensor_scatter_add(_wrap(zeros), indices, updates)


def index_fill(x, axis, index, value):
    """``ops.index_fill``: torch.index_fill (an Int32 index; ``value`` a number or 0-d Tensor)."""
    t = tensor_of(x, "index_fill", "x")
    i = tensor_of(index, "IndexFill", "index")
    if i.dtype != torch.int32:
        raise TypeError(f"For primitive[IndexFill], the input argument[index] must be a type of {{Tensor[Int32]}}, "
                        f"but got Tensor[{mstype.from_torch_dtype(i.dtype)}].")
    dim, rank = _scalar(axis), t.dim() or 1
    if is_int(dim) and not -rank <= dim < rank:  # MindSpore's kernel checks, a RuntimeError
        raise RuntimeError(f"For 'IndexFill', the input of 'dim' out of range (expected to be in range of "
                           f"[{-rank}, {rank - 1}], but got {dim})")
    dim = check_axis(dim, t.dim(), "index_fill")
    size = t.shape[dim] if t.dim() else 1
    bad = i[(i < -size) | (i >= size)]
    if bad.numel():
        raise RuntimeError(f"For 'IndexFill', the input of 'index' out of range (expected to be in range of "
                           f"[{-size}, {size - 1}], but got {int(bad[0])})")
    return _wrap(torch.index_fill(t, dim, i.long(), _scalar(value)))


def nonzero(input, *, as_tuple=False):
    """``ops.nonzero``: torch.nonzero (Int64 coordinates, or a tuple of index Tensors)."""
    t = tensor_of(input, "nonzero")
    if as_tuple:
        return tuple(_wrap(c) for c in torch.nonzero(t, as_tuple=True))
    return _wrap(torch.nonzero(t))


def argwhere(input):
    """``ops.argwhere``: torch.argwhere (Int64 coordinates of the non-zero elements)."""
    return _wrap(torch.argwhere(tensor_of(input, "argwhere")))


def searchsorted(sorted_sequence, values, *, out_int32=False, right=False, side=None, sorter=None):
    """``ops.searchsorted``: torch.searchsorted (Int64 indices, Int32 with ``out_int32``)."""
    s = tensor_of(sorted_sequence, "searchsorted", "sorted_sequence")
    v = tensor_of(values, "searchsorted", "values")
    return _wrap(torch.searchsorted(s, v, out_int32=out_int32, right=right, side=side,
                                    sorter=None if sorter is None else sorter._t.long()))


_ONE_HOT_TYPES = (torch.float16, torch.float32, torch.int32, torch.int64)


def one_hot(indices, depth, on_value=1, off_value=0, axis=-1):
    """``ops.one_hot``: torch.nn.functional.one_hot scaled to ``on_value``/``off_value`` (their dtype)."""
    i = check_not_empty(_index_tensor(indices, "OneHot", "indices"), "indices", "OneHot", RuntimeError)
    depth = _scalar(depth)
    if not is_int(depth):
        raise TypeError(f"For 'OneHot', the 'depth' must be an int, but got {type(depth).__name__}: {depth!r}.")
    if depth < 0:
        raise ValueError(f"For 'OneHot', the 'depth' must be a non-negative int, but got {depth}.")
    on, off = (v._t if isinstance(v, Tensor) else torch.tensor(v) for v in (on_value, off_value))
    for name, v in (("on_value", on), ("off_value", off)):
        if v.dtype not in _ONE_HOT_TYPES:
            raise TypeError(f"For primitive[OneHot], the input argument[{name}] must be a Float16, Float32, Int32 or "
                            f"Int64 Tensor, but got {mstype.from_torch_dtype(v.dtype)}.")
    valid = (i >= 0) & (i < depth)  # other indices give an all-off row, as in MindSpore
    hot = (torch.nn.functional.one_hot(torch.where(valid, i, 0), depth).bool() if depth else
           torch.zeros(i.shape + (0,), dtype=torch.bool, device=i.device)) & valid.unsqueeze(-1)
    out = torch.where(hot, on, off.to(on.dtype))
    if axis != -1:
        out = out.movedim(-1, check_axis(axis, out.dim(), "OneHot"))
    return _wrap(out)


__all__ += ["gather", "index_select", "gather_elements", "gather_d", "gather_nd", "scatter",
            "tensor_scatter_elements", "tensor_scatter_update", "tensor_scatter_add", "tensor_scatter_max",
            "tensor_scatter_min", "tensor_scatter_mul", "scatter_nd", "index_fill", "nonzero", "argwhere",
            "searchsorted", "one_hot"]


# --- sorting and segments ---------------------------------------------------------------------------
def argsort(input, axis=-1, descending=False):
    """``ops.argsort``: the Int32 indices of a stable torch.sort."""
    return _wrap(sort_t(tensor_of(input, "argsort"), axis, descending)[1])


def unique(input):
    """``ops.unique``: (unique values in order of first appearance, inverse indices) from torch.unique; the
    indices are Int64 for an Int64 input and Int32 otherwise."""
    t = tensor_of(input, "unique").reshape(-1)
    values, inverse = torch.unique(t, sorted=True, return_inverse=True)
    first = torch.full((values.numel(),), t.numel(), dtype=torch.long, device=t.device).scatter_reduce(
        0, inverse, torch.arange(t.numel(), device=t.device), "amin")
    order = torch.argsort(first)
    rank = torch.argsort(order)
    index_dtype = torch.int64 if t.dtype == torch.int64 else torch.int32
    return _wrap(values[order]), _wrap(rank[inverse].to(index_dtype).reshape(tensor_of(input, "unique").shape))


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    """``ops.unique_consecutive``: torch.unique_consecutive (Int64 inverse and counts)."""
    result = torch.unique_consecutive(tensor_of(input, "unique_consecutive"), return_inverse, return_counts, dim)
    return _wrap(result) if isinstance(result, torch.Tensor) else tuple(_wrap(r) for r in result)


def _segment(reduce, api, empty):
    """The ``unsorted_segment_<reduce>`` op: rows of ``x`` combined by ``segment_ids`` (index_reduce);
    segments with no rows hold ``empty(dtype)``."""
    def op(x, segment_ids, num_segments):
        t = tensor_of(x, api, "x")
        ids = _index_tensor(segment_ids, api, "segment_ids")
        n = _scalar(num_segments)
        if not is_int(n) or n <= 0:
            raise ValueError(f"For '{api}', 'num_segments' must be a positive int, but got {num_segments}.")
        rows = t.reshape((-1,) + tuple(t.shape[ids.dim():]))
        flat = ids.reshape(-1)
        keep = (flat >= 0) & (flat < n)
        out = torch.full((n,) + tuple(rows.shape[1:]), empty(t.dtype), dtype=t.dtype, device=t.device)
        return _wrap(_reduce_rows(out, flat[keep], rows[keep], reduce, False))
    op.__name__ = api
    op.__doc__ = f"``ops.{api}``: torch.Tensor.index_reduce('{reduce}') into ``num_segments`` rows."
    return op


def _lowest(dtype):
    return torch.finfo(dtype).min if dtype.is_floating_point else torch.iinfo(dtype).min


def _highest(dtype):
    return torch.finfo(dtype).max if dtype.is_floating_point else torch.iinfo(dtype).max


unsorted_segment_max = _segment("amax", "unsorted_segment_max", _lowest)
unsorted_segment_min = _segment("amin", "unsorted_segment_min", _highest)
unsorted_segment_prod = _segment("prod", "unsorted_segment_prod", lambda dtype: 1)

__all__ += ["argsort", "unique", "unique_consecutive", "unsorted_segment_max", "unsorted_segment_min",
            "unsorted_segment_prod"]


# --- more manipulation and scatter ----------------------------------------------------------------
def expand_as(input, other):
    """``ops.expand_as``: torch.Tensor.expand_as (a copy)."""
    return _wrap(tensor_of(input, "expand_as").expand_as(tensor_of(other, "expand_as", "other")).clone())


def ravel(input):
    """``ops.ravel``: torch.ravel."""
    return _wrap(torch.ravel(tensor_of(input, "ravel")))


def row_stack(tensors):
    """``ops.row_stack``: torch.vstack."""
    return vstack(tensors)


def atleast_3d(inputs):
    """``ops.atleast_3d``: torch.atleast_3d of a Tensor or a list of Tensors."""
    if isinstance(inputs, Tensor):
        return _wrap(torch.atleast_3d(inputs._t))
    return tuple(_wrap(torch.atleast_3d(x)) for x in _tensor_list(inputs, "atleast_3d"))


def dsplit(input, indices_or_sections):
    """``ops.dsplit``: torch.dsplit."""
    return _pieces(torch.dsplit(tensor_of(input, "dsplit"), indices_or_sections))


def take(input, index):
    """``ops.take``: torch.take (elements of the flattened input)."""
    return _wrap(torch.take(tensor_of(input, "take"), _index_tensor(index, "take")))


def select_scatter(input, src, axis, index):
    """``ops.select_scatter``: torch.select_scatter."""
    t = tensor_of(input, "select_scatter")
    return _wrap(torch.select_scatter(t, tensor_of(src, "select_scatter", "src"), axis, index))


def slice_scatter(input, src, axis=0, start=None, end=None, step=1):
    """``ops.slice_scatter``: torch.slice_scatter."""
    t = tensor_of(input, "slice_scatter")
    return _wrap(torch.slice_scatter(t, tensor_of(src, "slice_scatter", "src"), axis, start, end, step))


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    """``ops.diagonal_scatter``: torch.diagonal_scatter."""
    t = tensor_of(input, "diagonal_scatter")
    return _wrap(torch.diagonal_scatter(t, tensor_of(src, "diagonal_scatter", "src"), offset, dim1, dim2))


def reverse(x, axis):
    """``ops.reverse``: torch.flip over ``axis``."""
    return flip(x, axis)


def sequence_mask(lengths, maxlen=None):
    """``ops.sequence_mask``: Bool mask ``arange(maxlen) < lengths[..., None]``."""
    n = tensor_of(lengths, "sequence_mask", "lengths")
    size = int(n.max().item()) if maxlen is None else maxlen
    return _wrap(torch.arange(size, device=n.device) < n.unsqueeze(-1))


def _index_update(api, reduce):
    """A MindSpore ``scatter_<reduce>``: rows of the Parameter ``input_x`` at ``indices`` combined with
    ``updates`` in place (torch.Tensor.index_put_ / scatter_reduce_); returns a Tensor of the new value."""
    def op(input_x, indices, updates):
        t = tensor_of(input_x, api, "input_x")
        i = _index_tensor(indices, api, "indices").reshape(-1)
        u = tensor_of(updates, api, "updates").reshape((-1,) + tuple(t.shape[1:]))
        with torch.no_grad():
            if reduce is None:
                t[i] = u.to(t.dtype)
            else:
                _reduce_rows(t, i, u.to(t.dtype), reduce, True)
        return _wrap(t)
    op.__name__ = api
    op.__doc__ = f"``ops.{api}``: in-place row update of ``input_x`` at ``indices`` ({reduce or 'assign'})."
    return op


scatter_update, scatter_add, scatter_mul, scatter_max, scatter_min = (
    _index_update("scatter_" + kind, reduce)
    for kind, reduce in (("update", None), ("add", "sum"), ("mul", "prod"), ("max", "amax"), ("min", "amin")))


def tensor_scatter_sub(input_x, indices, updates):
    """``ops.tensor_scatter_sub``: a copy with ``updates`` subtracted at ``indices``."""
    return tensor_scatter_add(input_x, indices, _wrap(-tensor_of(updates, "TensorScatterSub", "updates")))


def tensor_scatter_div(input_x, indices, updates):
    """``ops.tensor_scatter_div``: a copy divided by ``updates`` at ``indices``."""
    return tensor_scatter_mul(input_x, indices, _wrap(1 / tensor_of(updates, "TensorScatterDiv", "updates")))


def range(start, end, step, maxlen=1000000):  # noqa: A001 - MindSpore's name
    """``ops.range``: torch.arange in the dtype of ``start`` (Tensors or numbers)."""
    kind = start._t.dtype if isinstance(start, Tensor) else torch.tensor(start).dtype
    return arange(start, end, step, dtype=mstype.from_torch_dtype(kind))


def tril_indices(row, col, offset=0, *, dtype=mstype.int64):
    """``ops.tril_indices``: torch.tril_indices."""
    return _wrap(torch.tril_indices(row, col, offset, dtype=torch_dtype(dtype, "tril_indices")))


def triu_indices(row, col, offset=0, *, dtype=mstype.int64):
    """``ops.triu_indices``: torch.triu_indices."""
    return _wrap(torch.triu_indices(row, col, offset, dtype=torch_dtype(dtype, "triu_indices")))


def _nd_update(api, how):
    """A MindSpore ``scatter_nd_<how>``: ``updates`` combined into the Parameter ``input_x`` in place at the index
    tuples of ``indices`` (``updates`` converted to its dtype); returns a Tensor of the new value."""
    def op(input_x, indices, updates, use_locking=False):
        t, i, u = _nd_operands(api, input_x, indices, updates)
        u = u.to(t.dtype)
        with torch.no_grad():
            if how == "sub":
                _nd_combine(t, i, -u, "add")
            elif how == "div":
                divisor = _nd_combine(torch.ones_like(t), i, u, "prod")
                t.copy_(torch.div(t, divisor, rounding_mode=None if t.is_floating_point() else "trunc"))
            else:
                _nd_combine(t, i, u, how)
        return _wrap(t)
    op.__name__ = api
    op.__doc__ = (f"``ops.{api}(input_x, indices, updates, use_locking=False)``: in-place {how or 'update'} of "
                  "``input_x`` at the index tuples of ``indices`` (torch index_put_ / scatter_reduce_).")
    return op


scatter_nd_update, scatter_nd_add, scatter_nd_sub, scatter_nd_mul, scatter_nd_div, scatter_nd_max, scatter_nd_min = (
    _nd_update("scatter_nd_" + kind, how) for kind, how in (
        ("update", None), ("add", "add"), ("sub", "sub"), ("mul", "prod"), ("div", "div"), ("max", "amax"),
        ("min", "amin")))


__all__ += ["expand_as", "ravel", "row_stack", "atleast_3d", "dsplit", "take", "select_scatter", "slice_scatter",
            "diagonal_scatter", "reverse", "sequence_mask", "scatter_update", "scatter_add", "scatter_mul",
            "scatter_max", "scatter_min", "tensor_scatter_sub", "tensor_scatter_div", "range", "tril_indices",
            "triu_indices", "scatter_nd_update", "scatter_nd_add", "scatter_nd_sub", "scatter_nd_mul",
            "scatter_nd_div", "scatter_nd_max", "scatter_nd_min"]


def is_tensor(obj):
    """``ops.is_tensor``: isinstance(obj, Tensor)."""
    return isinstance(obj, Tensor)


def type_as(input, other):
    """``ops.type_as``: torch.Tensor.type_as (``input`` cast to the dtype of ``other``)."""
    return _wrap(tensor_of(input, "type_as").to(tensor_of(other, "type_as", "other").dtype))


def view_as(input, other):
    """``ops.view_as``: torch.Tensor.view_as (``input`` with the shape of ``other``)."""
    return _wrap(reshape_t(tensor_of(input, "view_as"), tuple(tensor_of(other, "view_as", "other").shape)))


def top_k(input_x, k, sorted=True):  # noqa: A002 - MindSpore's name
    """``ops.top_k``: ``ops.topk`` along the last axis (values, Int32 indices)."""
    if not is_int(k):
        raise TypeError(f"The type of 'k' must be 'int', but got '{type(k).__name__}'.")
    if not isinstance(sorted, bool):
        raise TypeError(f"The type of 'sorted' must be 'bool', but got '{type(sorted).__name__}'.")
    return topk(input_x, k, None, True, sorted)


def _strided_index(ndim, begin, end, strides, masks):
    """The Python index of MindSpore's StridedSlice: one slice per given axis, with the begin/end masks
    (ignore the bound), the ellipsis mask, new-axis mask (insert an axis) and shrink mask (take one index)."""
    begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_mask = masks
    index = []
    for i, (b, e, s) in enumerate(zip(begin, end, strides)):
        bit = 1 << i
        if ellipsis_mask & bit:
            index.append(Ellipsis)
        elif new_axis_mask & bit:
            index.append(None)
        elif shrink_mask & bit:
            index.append(b)
        else:
            index.append(builtins.slice(None if begin_mask & bit else b, None if end_mask & bit else e, s))
    return tuple(index)


def strided_slice(input_x, begin, end, strides, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
                  shrink_axis_mask=0):
    """``ops.strided_slice``: ``input_x[begin:end:strides]`` per axis with MindSpore's bit masks (negative
    strides through torch.flip, which torch slicing lacks)."""
    t = tensor_of(input_x, "StridedSlice", "input_x")
    if not (len(begin) == len(end) == len(strides)):
        raise ValueError("For 'StridedSlice', 'begin', 'end' and 'strides' must have the same length.")
    if 0 in strides:
        raise ValueError("For 'StridedSlice', the 'strides' cannot contain 0.")
    index = _strided_index(t.dim(), begin, end, strides,
                           (begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask))
    return _wrap(_index_with_negative_steps(t, index).clone())


def _index_with_negative_steps(t, index):
    """``t[index]`` where slices may have negative steps (flipped axes, as Tensor indexing does)."""
    flips, index = _negative_steps(index, t)
    return (t.flip(flips) if flips else t)[index]


__all__ += ["is_tensor", "type_as", "view_as", "top_k", "strided_slice"]
