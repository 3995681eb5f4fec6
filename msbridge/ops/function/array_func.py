"""mindspore.ops functional: array_func (shapes, creation, selection, sorting) over torch."""
import numpy as np
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _astype_dtype, _wrap
from ._utils import check_axis, check_bool, is_int, shape_of, tensor_of, torch_dtype
from .math_func import arg_extreme, check_perm, masked_for_extreme, reduce_extreme

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
        return (torch.amax if largest else torch.amin)(t), torch.zeros((), dtype=torch.int64)
    check_axis(axis, t.dim(), api)
    values = reduce_extreme(t, axis, keepdims, api, largest, initial, where)
    masked = masked_for_extreme(t, largest, initial, where)
    indices = (torch.argmax if largest else torch.argmin)(masked, dim=axis, keepdim=keepdims)
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
        t = t.permute(tuple(range(t.dim() - 1, -1, -1)))
    return t.flatten(start, end)


def flatten(input, order="C", *, start_dim=1, end_dim=-1):
    """``ops.flatten``: torch.flatten from ``start_dim`` (default 1) to ``end_dim``."""
    t = tensor_of(input, "flatten")
    if t.dim() == 1:
        return _wrap(t)
    return _wrap(flatten_t(t, order, start_dim, end_dim))


def _tensor_list(tensors, api):
    if not isinstance(tensors, (list, tuple)) or not tensors:
        raise TypeError(f"For '{api}', the input must be a non-empty tuple or list of Tensors.")
    return [tensor_of(t, api, "tensors") for t in tensors]


def stack(tensors, axis=0):
    """``ops.stack``: torch.stack (equal shapes and dtypes required)."""
    ts = _tensor_list(tensors, "Stack")
    if len({t.dtype for t in ts}) > 1:
        raise TypeError("For 'Stack', all input must have the same data type!")
    if len({t.shape for t in ts}) > 1:
        raise ValueError("For 'Stack', all input shape size must be the same!")
    return _wrap(torch.stack(ts, check_axis(axis, ts[0].dim() + 1, "Stack")))


def concat(tensors, axis=0):
    """``ops.concat``: torch.cat (equal ranks and dtypes required)."""
    ts = _tensor_list(tensors, "Concat")
    if len({t.dim() for t in ts}) > 1:
        raise ValueError("For primitive[Concat], element rank must be same.")
    if len({t.dtype for t in ts}) > 1:
        raise RuntimeError("For 'Concat', all inputs must have the same data type.")
    try:
        return _wrap(torch.cat(ts, check_axis(axis, ts[0].dim(), "Concat")))
    except RuntimeError as exc:
        raise ValueError(f"For 'Concat', {exc}") from None


cat = concat


# --- creation -------------------------------------------------------------------------------------
def _creation_shape(size, api):
    shape = shape_of(size, api)
    if not shape and not isinstance(size, Tensor):
        raise TypeError(f"For '{api}', the shape must not be empty.")
    return shape


def zeros(size, dtype=None):
    """``ops.zeros``: torch.zeros, Float32 by default."""
    return _wrap(torch.zeros(_creation_shape(size, "Zeros"), dtype=torch_dtype(dtype or mstype.float32, "zeros")))


def ones(shape, dtype=None):
    """``ops.ones``: torch.ones, Float32 by default."""
    return _wrap(torch.ones(_creation_shape(shape, "Ones"), dtype=torch_dtype(dtype or mstype.float32, "ones")))


def zeros_like(input, *, dtype=None):
    """``ops.zeros_like``: torch.zeros_like (the input's dtype unless ``dtype`` is given)."""
    return _wrap(torch.zeros_like(tensor_of(input, "zeros_like"), dtype=torch_dtype(dtype, "zeros_like")))


def ones_like(input, *, dtype=None):
    """``ops.ones_like``: torch.ones_like (the input's dtype unless ``dtype`` is given)."""
    return _wrap(torch.ones_like(tensor_of(input, "ones_like"), dtype=torch_dtype(dtype, "ones_like")))


def _fill_value(value):
    return value._t.item() if isinstance(value, Tensor) else value


def fill(type, shape, value):  # noqa: A002 - MindSpore's name
    """``ops.fill``: torch.full of ``type`` (the value is cast: 1.7 fills an Int32 tensor with 1)."""
    if not isinstance(shape, (tuple, Tensor)):
        raise TypeError("For primitive[FillV2], the `shape` must be a tuple or tensor with all Int elements, "
                        f"but got {shape!r}.")
    target = torch_dtype(type, "fill")
    return _wrap(torch.tensor(_fill_value(value)).to(target).expand(shape_of(shape, "fill")).clone())


def full(size, fill_value, *, dtype=None):
    """``ops.full``: torch.full; without ``dtype`` MindSpore 2.10 gives Int64 (the value is truncated)."""
    target = torch_dtype(dtype, "full") or torch.int64
    return _wrap(torch.tensor(_fill_value(fill_value)).to(target).expand(shape_of(size, "full")).clone())


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
    """``ops.masked_fill``: torch.masked_fill (the value is cast to the input dtype)."""
    return _wrap(masked_fill_t(tensor_of(input_x, "masked_fill", "input_x"), mask, value))


def _where_operand(value, api):
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, (bool, int, float)):
        return value
    raise TypeError(f"For '{api}', the inputs must be Tensors or numbers, but got {type(value).__name__}.")


def where(condition, input, other):
    """``ops.where``: torch.where (numbers allowed for ``input``/``other``; the condition must be Bool)."""
    cond = _bool_mask(condition, "Select")
    a, b = _where_operand(input, "where"), _where_operand(other, "where")
    if not isinstance(a, torch.Tensor) and not isinstance(b, torch.Tensor):
        a = torch.tensor(a)
    return _wrap(torch.where(cond, a, b))


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
    out = torch.zeros((n,) + tuple(x.shape[ids.dim():]), dtype=x.dtype)
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
    values, indices = sort_t(tensor_of(input_x, "sort", "input_x"), axis, check_bool(descending, "sort", "descending"))
    return _wrap(values), _wrap(indices)


def topk_t(t, k, dim, largest, sorted, api="TopK"):  # noqa: A002 - MindSpore's name
    """torch.topk with Int32 indices and MindSpore's range check of ``k``."""
    if isinstance(k, Tensor):
        k = int(k._t.item())
    if t.dtype == torch.bool:
        raise TypeError(f"For '{api}', the input type Bool is not supported.")
    axis = check_axis(-1 if dim is None else dim, t.dim(), api)
    size = t.shape[axis] if t.dim() else 1
    if not is_int(k) or not 0 < k <= size:
        raise ValueError(f"For primitive[{api}], the k must be in (0,{size}], but got {k}.")
    values, indices = torch.topk(t, k, dim=axis, largest=largest, sorted=True)
    return values, indices.to(torch.int32)


def topk(input, k, dim=None, largest=True, sorted=True):  # noqa: A002 - MindSpore's name
    """``ops.topk``: torch.topk returning (values, Int32 indices) along ``dim`` (the last axis by default)."""
    values, indices = topk_t(tensor_of(input, "topk"), k, dim, largest, sorted)
    return _wrap(values), _wrap(indices)


# --- graph-mode helpers --------------------------------------------------------------------------------------
def shape(input):  # noqa: A002 - MindSpore's name
    """``ops.shape``: the shape as a tuple of ints (``torch.Tensor.shape``)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got {type(input)}.")
    return tuple(input._t.shape)


def dtype(input):  # noqa: A002 - MindSpore's name
    """``ops.dtype``: the MindSpore dtype of a Tensor."""
    if not isinstance(input, Tensor):
        raise TypeError("For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, "
                        f"but got {type(input)}.")
    return mstype.from_torch_dtype(input._t.dtype)


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
