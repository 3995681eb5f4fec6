"""The row-update families: ``ops.inplace_add`` / ``inplace_sub`` / ``inplace_update`` (a new tensor with rows of
``x`` updated at Python ``indices``), ``ops.index_add`` and ``ops.inplace_index_add`` (add ``y`` into ``x`` at an
Int32 index Tensor along an axis, in place: the Parameter or Tensor holds the sum afterwards, as MindSpore's)."""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import is_int, tensor_of

__all__ = ["inplace_add", "inplace_sub", "inplace_update", "index_add", "inplace_index_add"]


def check_indices(indices, api):
    """The tuple of ``indices`` (an int or a tuple of ints), MindSpore's TypeError for anything else."""
    if is_int(indices):
        return (int(indices),)
    if not isinstance(indices, tuple) or not all(is_int(i) for i in indices):
        raise TypeError(f"For '{api}', the type of 'indices' should be one of '['tuple', 'int']', but got type "
                        f"'{type(indices).__name__}'.")
    return tuple(int(i) for i in indices)


def _rows(x, v, indices, api, lowest):
    """The torch tensors and the index list of an Inplace* op, MindSpore's checks applied (indices from
    ``lowest``: 0 for add/sub, -rows for update)."""
    xt, vt = tensor_of(x, api, "x"), tensor_of(v, api, "v")
    if xt.dtype != vt.dtype:
        raise TypeError(f"For primitive[{api}], the input type must be same.")
    if xt.dim() != vt.dim():
        raise ValueError(f"For primitive[{api}], the rank of x must be equal to rank of v which is {vt.dim()} , but "
                         f"got {xt.dim()}.")
    if len(indices) != vt.shape[0]:
        raise ValueError(f"For primitive[{api}], the size of indices must be equal to {vt.shape[0]} , but got "
                         f"{len(indices)}.")
    if xt.shape[1:] != vt.shape[1:]:
        raise ValueError(f"For primitive[{api}], the shape of 'v' beyond the first dimension must be "
                         f"{tuple(xt.shape[1:])}, but got {tuple(vt.shape[1:])}.")
    bad = [i for i in indices if not lowest(xt.shape[0]) <= i < xt.shape[0]]
    if bad:
        error = RuntimeError if api == "InplaceUpdate" else ValueError
        raise error(f"For '{api}', the value of 'indices' must be in [{lowest(xt.shape[0])}, {xt.shape[0]}), but got "
                    f"{bad[0]}.")
    return xt, vt, torch.tensor(indices, dtype=torch.long)


def inplace_add(x, v, indices):
    """``ops.inplace_add(x, v, indices)``: ``x`` with ``v[i]`` added to row ``indices[i]`` (torch.index_add; a
    repeated index adds twice)."""
    xt, vt, rows = _rows(x, v, check_indices(indices, "InplaceAdd"), "InplaceAdd", lambda n: 0)
    return _wrap(xt.index_add(0, rows, vt))


def inplace_sub(x, v, indices):
    """``ops.inplace_sub(x, v, indices)``: ``x`` with ``v[i]`` subtracted from row ``indices[i]``."""
    xt, vt, rows = _rows(x, v, check_indices(indices, "InplaceSub"), "InplaceSub", lambda n: 0)
    return _wrap(xt.index_add(0, rows, vt, alpha=-1))


def inplace_update(x, v, indices):
    """``ops.inplace_update(x, v, indices)``: ``x`` with row ``indices[i]`` replaced by ``v[i]`` (negative indices
    count from the end; of a repeated index the last row wins); ``indices`` may also be an integer Tensor."""
    if isinstance(indices, Tensor) and not indices._t.is_floating_point():
        values = indices._t.tolist()
        indices = tuple(values) if isinstance(values, list) else values
    index_list = check_indices(indices, "InplaceUpdate")
    xt, vt, _ = _rows(x, v, index_list, "InplaceUpdate", lambda n: -n)
    last = {i % xt.shape[0]: k for k, i in enumerate(index_list)}
    return _wrap(xt.index_copy(0, torch.tensor(list(last)), vt[torch.tensor(list(last.values()))]))


def _index_add(x, indices, y, axis, api):
    """``x`` += ``y`` at the Int32 ``indices`` along ``axis``, in place; returns the sum (differentiable)."""
    xt, yt = tensor_of(x, api, "x"), tensor_of(y, api, "y")
    idx = tensor_of(indices, api, "indices")
    if idx.dtype != torch.int32:
        raise TypeError(f"For primitive[{api}], the input argument[indices type] must be a type of "
                        f"{{Tensor[Int32]}}, but got Tensor[{mstype.from_torch_dtype(idx.dtype)}].")
    if not is_int(axis) or not -xt.dim() <= axis < xt.dim():
        raise ValueError(f"For primitive[{api}], the axis must be in [{-xt.dim()}, {xt.dim()}), but got {axis}.")
    if xt.dtype != yt.dtype:
        raise TypeError(f"For primitive[{api}], the dtype of 'x' and 'y' must be the same, but got "
                        f"{mstype.from_torch_dtype(xt.dtype)} and {mstype.from_torch_dtype(yt.dtype)}.")
    axis = axis % xt.dim()
    if idx.dim() != 1 or yt.dim() != xt.dim() or yt.shape[axis] != idx.numel() or \
            any(yt.shape[d] != xt.shape[d] for d in range(xt.dim()) if d != axis):
        raise ValueError(f"For primitive[{api}], 'y' must have the shape of 'x' with {idx.numel()} entries along "
                         f"axis {axis}, but got shapes {tuple(xt.shape)}, {tuple(yt.shape)}.")
    if idx.numel() and not (0 <= int(idx.min()) and int(idx.max()) < xt.shape[axis]):
        raise RuntimeError(f"For '{api}', the indices must be in [0, {xt.shape[axis]}), but got {idx.tolist()}.")
    out = xt.index_add(axis, idx.long(), yt)
    with torch.no_grad():
        xt.copy_(out)
    return _wrap(out)


def index_add(x, indices, y, axis, use_lock=True, check_index_bound=True):
    """``ops.index_add(x, indices, y, axis, use_lock=True, check_index_bound=True)``: torch.index_add along
    ``axis``, updating ``x`` in place (``use_lock`` and ``check_index_bound`` do not change the result on CPU:
    indices are always checked)."""
    return _index_add(x, indices, y, axis, "IndexAdd")


def inplace_index_add(var, indices, updates, axis):
    """``ops.inplace_index_add(var, indices, updates, axis)``: ``ops.index_add`` under its other argument names."""
    return _index_add(var, indices, updates, axis, "InplaceIndexAdd")
