"""Tensor-method operations of MindSpore 2.10 that have no ``ops`` function there: ``index_put``, ``masked_scatter``,
``fill_diagonal``, ``choose`` and ``itemset`` (the primitives ``IndexPut``, ``MaskedScatter``, ``FillDiagonal``; numpy's
``choose`` and ``itemset``), each returning a new Tensor."""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import is_int, tensor_of

__all__ = []  # reached as Tensor methods only, as in MindSpore


def index_put(input, indices, values, accumulate=False):  # noqa: A002 - MindSpore's name
    """``Tensor.index_put(indices, values, accumulate=False)``: a copy with ``values`` written (added when
    ``accumulate``) at the positions of the index tensors ``indices`` (torch.index_put)."""
    if not isinstance(accumulate, bool):
        raise TypeError("For 'Tensor.index_put', the type of 'accumulate' should be 'bool', but got "
                        f"'{type(accumulate).__name__}'.")
    t = tensor_of(input, "IndexPut")
    if not isinstance(indices, (tuple, list)) or not all(isinstance(i, Tensor) for i in indices):
        raise TypeError(f"For 'IndexPut', 'indices' must be a tuple or list of Tensors, but got {indices!r}.")
    index = tuple(i._t for i in indices)
    if any(i.dtype not in (torch.int32, torch.int64) for i in index):
        raise TypeError("For 'IndexPut', the dtype of 'indices' must be int32 or int64.")
    v = tensor_of(values, "IndexPut", "values")
    if v.dtype != t.dtype:
        raise TypeError(f"For 'IndexPut', the dtype of 'values' {mstype.from_torch_dtype(v.dtype)} must be the "
                        f"dtype of the input {mstype.from_torch_dtype(t.dtype)}.")
    try:
        return _wrap(torch.index_put(t, tuple(i.long() for i in index), v, accumulate))
    except (IndexError, RuntimeError) as exc:
        raise ValueError(f"For 'IndexPut', {exc}") from None


def masked_scatter(input, mask, source):  # noqa: A002 - MindSpore's name
    """``Tensor.masked_scatter(mask, source)``: a copy whose positions where the (broadcast) Bool ``mask`` is True
    take the elements of ``source`` in order (torch.masked_scatter)."""
    t = tensor_of(input, "MaskedScatter")
    m = tensor_of(mask, "MaskedScatter", "mask")
    s = tensor_of(source, "MaskedScatter", "source")
    if m.dtype != torch.bool:
        raise TypeError(f"For 'MaskedScatter', the dtype of 'mask' must be Bool, but got "
                        f"{mstype.from_torch_dtype(m.dtype)}.")
    if s.dtype != t.dtype:
        raise TypeError(f"For 'MaskedScatter', the dtype of 'source' {mstype.from_torch_dtype(s.dtype)} must be the "
                        f"dtype of the input {mstype.from_torch_dtype(t.dtype)}.")
    try:
        return _wrap(torch.masked_scatter(t, m, s))
    except RuntimeError as exc:
        raise ValueError(f"For 'MaskedScatter', {exc}") from None


def fill_diagonal(input, fill_value, wrap=False):  # noqa: A002 - MindSpore's name
    """``Tensor.fill_diagonal(fill_value, wrap=False)``: a copy with the main diagonal set to ``fill_value``; a
    tall 2-D matrix restarts the diagonal after each square block when ``wrap`` (torch.Tensor.fill_diagonal_)."""
    t = tensor_of(input, "FillDiagonal")
    if not isinstance(fill_value, float):
        raise TypeError("For 'FillDiagonal', the type of 'fill_value' should be 'float', but got type "
                        f"'{type(fill_value).__name__}'.")
    if t.dim() < 2:
        raise ValueError(f"For 'FillDiagonal', the dimension of the input must be at least 2, but got {t.dim()}.")
    if t.dim() > 2 and len(set(t.shape)) != 1:
        raise ValueError("For 'FillDiagonal', all dimensions of the input must be equal when it has more than 2 "
                         f"dimensions, but got shape {tuple(t.shape)}.")
    return _wrap(t.clone().fill_diagonal_(fill_value, wrap))


_MODES = ("clip", "wrap")


def choose(input, choices, mode="clip"):  # noqa: A002 - MindSpore's name
    """``Tensor.choose(choices, mode='clip')``: numpy's choose: element ``i`` of choice ``input[i]`` (the index
    tensor and the choices broadcast together; out-of-range indices clipped or wrapped). As in MindSpore, the
    choices are read as Int32 and the result cast back to their dtype; the gradient passes through that cast."""
    a = tensor_of(input, "Tensor.choose")
    if isinstance(choices, Tensor):
        c = choices._t
        stacked = c.broadcast_to((c.shape[0], *torch.broadcast_shapes(a.shape, c.shape[1:]))) if c.dim() else c
    else:
        parts = [c._t if isinstance(c, Tensor) else torch.as_tensor(c) for c in choices]
        shape = torch.broadcast_shapes(a.shape, *(p.shape for p in parts))
        dtype = parts[0].dtype
        for p in parts[1:]:
            dtype = torch.promote_types(dtype, p.dtype)
        stacked = torch.stack([p.to(dtype).broadcast_to(shape) for p in parts])
    if a.dim() == 0 or stacked.dim() == 0:
        raise ValueError("For 'Tensor.choose', the original tensor and the argument 'choices' cannot be scalars. "
                         "Their dimensions should all be > 0, but got the original tensor's dimension "
                         f"{a.dim()}, 'choices' dimension {stacked.dim()}.")
    if mode == "raise":
        raise NotImplementedError('"raise" mode is not implemented')
    if mode not in _MODES:
        raise ValueError(f"For 'Tensor.choose', 'mode' must be one of ['clip', 'wrap', 'raise'], but got {mode!r}.")
    n = stacked.shape[0]
    index = a.broadcast_to(stacked.shape[1:]).to(torch.int64)
    index = index.clamp(0, n - 1) if mode == "clip" else index.remainder(n)
    picked = stacked.gather(0, index.unsqueeze(0)).squeeze(0)
    truncated = picked.detach().to(torch.int32).to(picked.dtype)
    return _wrap(picked + (truncated - picked).detach() if picked.is_floating_point() else truncated)


def itemset(input, *args):  # noqa: A002 - MindSpore's name
    """``Tensor.itemset(*args)``: numpy's itemset on a copy: ``itemset(value)`` of a one-element tensor,
    ``itemset(flat_index, value)`` or ``itemset((i, j, ...), value)``; the copy is returned."""
    t = tensor_of(input, "itemset")
    if len(args) not in (1, 2):
        raise TypeError(f"For 'Tensor.itemset', it takes 1 or 2 arguments, but got {len(args)}.")
    out = t.clone()
    if len(args) == 1:
        if out.numel() != 1:
            raise ValueError("For 'Tensor.itemset', a single argument can only set a tensor of one element.")
        out.fill_(args[0])
        return _wrap(out)
    where, value = args
    if is_int(where):
        out.view(-1)[where] = value
    elif isinstance(where, tuple) and all(is_int(i) for i in where):
        out[where] = value
    else:
        raise TypeError(f"For 'Tensor.itemset', the index must be an int or a tuple of ints, but got {where!r}.")
    return _wrap(out)
