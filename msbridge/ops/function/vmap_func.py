"""``mindspore.vmap`` / ``ops.vmap`` on ``torch.func.vmap``.

MindSpore 2.10: ``vmap(fn, in_axes=0, out_axes=0)`` maps ``fn`` (a function or a Cell) over one axis of its
inputs. ``in_axes`` is an int or None for all arguments, or a tuple/list with one entry per argument (nested
tuples/lists for tuple/list arguments; dicts are rejected); ``out_axes`` likewise per output. A single None for
either is rejected; per-argument None means "not mapped". Outputs that are lists come back as tuples; a Python
scalar output is broadcast to a Tensor over the mapped axis. MindSpore reports its validation errors as
RuntimeError (a call with too few arguments: TypeError). There is no ``chunk_size`` in MindSpore 2.10.

Under the mapped function the msbridge Tensors hold torch's batched tensors, so ops that read values on the host
(``.asnumpy()``, ``.item()``, data-dependent shapes) fail as they do under ``torch.func.vmap``.
"""
import re

import torch

from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import is_int

__all__ = ["vmap"]

_UNBATCHABLE = re.compile(r"functorch|vmap|[Bb]atching rule|BatchedTensor")


def _check_axis(axis, what):
    if axis is not None and not is_int(axis):
        raise RuntimeError(f"The axis in vmap`s '{what}' can only be of type Int or None, but got {axis!r}.")


def _in_dims(in_axes, args):
    """torch's ``in_dims`` for ``args``, checked as MindSpore checks ``in_axes``; also the mapped size."""
    if in_axes is None:
        raise RuntimeError("The 'in_axes' of 'vmap' cannot be a single None while 'fn' is not a 'CellList'.")
    if isinstance(in_axes, (tuple, list)):
        if len(in_axes) != len(args):
            raise RuntimeError("When vmap`s 'in_axes' is a tuple or list, and its size must be equal to the number "
                               f"of arguments of 'fn': {len(args)}, but got size: {len(in_axes)}.")
        dims = tuple(in_axes)
    else:
        _check_axis(in_axes, "in_axes")
        dims = (in_axes,) * len(args)
    sizes = []
    torch_dims = tuple(_leaf_dims(axis, arg, sizes) for axis, arg in zip(dims, args))
    if not sizes:
        raise RuntimeError("The 'in_axes' of 'vmap' must map at least one Tensor argument.")
    return torch_dims, sizes[0]


def _leaf_dims(axis, arg, sizes):
    """The torch in_dims entry for one argument (walking tuples/lists), collecting the mapped sizes."""
    if isinstance(axis, dict):
        raise RuntimeError(f"The axis in vmap's 'in_axes' should be a None or a scalar of type Int64Imm, but got a "
                           f"{axis}.")
    if isinstance(axis, (tuple, list)):
        if not isinstance(arg, (tuple, list)) or len(arg) != len(axis):
            raise RuntimeError(f"The 'in_axes' {axis} of 'vmap' does not match the structure of its argument.")
        return tuple(_leaf_dims(a, v, sizes) for a, v in zip(axis, arg))
    _check_axis(axis, "in_axes")
    if axis is None:
        return None
    if isinstance(arg, (tuple, list)):
        return type(arg)(_leaf_dims(axis, v, sizes) for v in arg)
    if isinstance(arg, dict):
        return {k: _leaf_dims(axis, v, sizes) for k, v in arg.items()}
    if not isinstance(arg, Tensor):
        raise RuntimeError(f"The orig_abs should be AbstractTensor when corresponding axis is {axis}, but got a "
                           f"{type(arg).__name__}. Tip: Please check the correspondence between vmap's 'in_axes' "
                           "and inputs.")
    ndim = arg._t.dim()
    if not -ndim <= axis < ndim:
        raise RuntimeError(f"The axis: {axis} in 'in_axes' is out of bounds for array of dimension [{-ndim},{ndim}).")
    size = arg._t.shape[axis]
    if sizes and sizes[0] != size:
        raise RuntimeError(f"The 'axis_size' of each argument in the scope of 'vmap' should be equal, but got "
                           f"{sizes[0]} and {size}.")
    sizes.append(size)
    return axis % ndim


def _to_torch(value):
    """Inputs: Tensors to torch tensors (tuples, lists, dicts walked)."""
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, (tuple, list)):
        return type(value)(_to_torch(v) for v in value)
    if isinstance(value, dict):
        return {k: _to_torch(v) for k, v in value.items()}
    return value


def _to_ms(value):
    """Inside the mapped function: torch tensors back to msbridge Tensors."""
    if isinstance(value, torch.Tensor):
        return _wrap(value)
    if isinstance(value, (tuple, list)):
        return type(value)(_to_ms(v) for v in value)
    if isinstance(value, dict):
        return {k: _to_ms(v) for k, v in value.items()}
    return value


def _result(value):
    """An output of ``fn`` for torch: Tensors unwrapped, scalars as 0-d tensors, lists as tuples."""
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, (tuple, list)):
        return tuple(_result(v) for v in value)
    if isinstance(value, bool):
        return torch.tensor(value)
    if isinstance(value, int):
        return torch.tensor(value, dtype=torch.int64)
    if isinstance(value, float):
        return torch.tensor(value, dtype=torch.float32)
    raise RuntimeError(f"The output of the function in 'vmap' must be Tensors or scalars, but got "
                       f"{type(value).__name__}.")


def _out_dims(out_axes, out):
    """torch's ``out_dims`` for the per-sample output ``out``, checked as MindSpore checks ``out_axes``."""
    if isinstance(out_axes, (tuple, list)):
        items = out if isinstance(out, tuple) else (out,)
        if len(out_axes) != len(items):
            raise RuntimeError(f"The size of vmap's 'out_axes' should be equal to the result size: {len(items)}, but "
                               f"got size: {len(out_axes)}.")
        dims = tuple(_out_dims(a, o) for a, o in zip(out_axes, items))
        return dims if isinstance(out, tuple) else dims[0]
    _check_axis(out_axes, "out_axes")
    if isinstance(out, tuple):
        return tuple(_out_dims(out_axes, o) for o in out)
    if out_axes is None:
        return None
    ndim = out.dim() + 1
    if not -ndim <= out_axes < ndim:
        raise RuntimeError(f"The axis: {out_axes} in 'out_axes' is out of bounds for array of dimension "
                           f"[{-ndim},{ndim}).")
    return out_axes % ndim


def vmap(fn, in_axes=0, out_axes=0):
    """``mindspore.vmap(fn, in_axes=0, out_axes=0)`` -> ``torch.func.vmap(fn, in_dims, out_dims)`` on the torch
    tensors under the msbridge Tensors (a Cell is called as a function)."""

    def mapped(*args):
        if not callable(fn):
            raise RuntimeError(f"'VmapOperation' arg0 must be a 'Function' or 'Cell', but got {fn!r}.")
        if not args:
            fn()
        if out_axes is None:
            raise RuntimeError("The 'out_axes' of 'vmap' cannot be a single None while 'fn' is not a 'CellList'.")
        in_dims, size = _in_dims(in_axes, args)
        out_dims = []

        def per_sample(*torch_args):
            out = _result(fn(*_to_ms(torch_args)))
            out_dims.append(_out_dims(out_axes, out))
            return out

        # torch.func.vmap takes out_dims before the call, MindSpore checks out_axes against the result: map to
        # axis 0, then move each output to its out axis (None: the unmapped value, the same in every row)
        torch_args = _to_torch(args)
        try:
            out = torch.func.vmap(per_sample, in_dims=in_dims, out_dims=0)(*torch_args)
        except RuntimeError as exc:
            if not _UNBATCHABLE.search(str(exc)):
                raise
            # fn does what torch's batching cannot (autograd inside, host reads): one call per row
            out = _stack([per_sample(*_row(torch_args, in_dims, i)) for i in range(size)])
        return _to_ms(_place(out, out_dims[-1]))

    return mapped


def _place(out, dims):
    if isinstance(out, tuple):
        return tuple(_place(o, d) for o, d in zip(out, dims))
    return out[0] if dims is None else out.movedim(0, dims)


def _row(value, dims, i):
    """Row ``i`` of the arguments along their mapped axes (None: unmapped)."""
    if isinstance(value, (tuple, list)):
        return type(value)(_row(v, d if isinstance(dims, (tuple, list)) else dims, i) for v, d in
                           zip(value, dims if isinstance(dims, (tuple, list)) else [dims] * len(value)))
    if isinstance(value, dict):
        return {k: _row(v, dims[k] if isinstance(dims, dict) else dims, i) for k, v in value.items()}
    return value if dims is None else value.select(dims, i)


def _stack(rows):
    if isinstance(rows[0], tuple):
        return tuple(_stack(list(items)) for items in zip(*rows))
    return torch.stack(rows)
