"""``ops.fmin``, ``ops.fills``, ``ops.ormqr`` and ``ops.accumulate_n``: the functions behind the primitives
``Fmin``, ``Fills``, ``Ormqr`` and ``AccumulateNV2`` (``ops.operations.math_more_ops``) and the Tensor methods
``fmin``, ``fills`` and ``ormqr``."""
import math

import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from . import math_func as M
from ._utils import is_int, tensor_of

__all__ = ["fmin", "fills", "ormqr", "accumulate_n"]

_FMIN_DTYPES = (torch.float16, torch.float32, torch.float64, torch.int32, torch.int64)


def _type_error(api, name, t, dtypes):
    names = ", ".join(f"Tensor[{mstype.from_torch_dtype(d)}]" for d in sorted(dtypes, key=str))
    return TypeError(f"For primitive[{api}], the input argument[{name}] must be a type of {{{names}}}, but got "
                     f"Tensor[{mstype.from_torch_dtype(t.dtype)}].")


def _fmin_kernel(a, b):
    for name, t in (("x1", a), ("x2", b)):
        if t.dtype not in _FMIN_DTYPES:
            raise _type_error("Fmin", name, t, _FMIN_DTYPES)
    return torch.fmin(a, b)


fmin = M.binary_rule_op(_fmin_kernel, "fmin", rule="numeric")
fmin.__doc__ = ("``ops.fmin(input, other)``: torch.fmin (the element-wise minimum, the other element where one is "
                "NaN) after MindSpore's type promotion; Float16/32/64, Int32 and Int64.")


def _fill_value(value, dtype):
    """``value`` as a Python number that ``dtype`` holds (MindSpore's Fills kernel: RuntimeError for a value out
    of the dtype's range, and for inf or NaN in an integer dtype)."""
    number = value.item() if isinstance(value, torch.Tensor) else value
    if dtype.is_floating_point:
        limit = torch.finfo(dtype).max
        fits = not math.isfinite(number) or -limit <= number <= limit
    else:
        info = torch.iinfo(dtype) if dtype != torch.bool else None
        fits = math.isfinite(number) and (info is None or info.min <= number <= info.max)
    if not fits:
        raise RuntimeError(f"For 'Fills-op', the fill value {number} is out of the range of "
                           f"{mstype.from_torch_dtype(dtype)}.")
    return number


def fills(x, value):
    """``ops.fills(x, value)``: a Tensor of ``x``'s shape and dtype filled with ``value`` (an int, a float or a
    0-d Tensor; torch.full_like)."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For Primitive[Fills], the type of input argument[x] must be Tensor but got "
                        f"{type(x).__name__}.")
    if isinstance(value, Tensor):
        if value.ndim:
            raise ValueError(f"For 'ops.fills', if the argument 'value' is a tensor, the number of its dimension "
                             f"should be 0, but got {value.ndim}")
        number = value._t
    elif isinstance(value, float) or is_int(value):
        number = value
    else:
        raise TypeError(f"For 'ops.fills', the type of argument 'value' should be int, float or Tensor, but got "
                        f"{type(value)}")
    t = x._t
    return _wrap(torch.full_like(t, _fill_value(number, t.dtype)))


_ORMQR_DTYPES = (torch.float32, torch.float64, torch.complex64, torch.complex128)


def ormqr(input, tau, other, left=True, transpose=False):  # noqa: A002 - MindSpore's name
    """``ops.ormqr(input, tau, other, left=True, transpose=False)``: torch.ormqr: ``other`` multiplied by the Q
    of ``geqrf``'s Householder form (``input``, ``tau``): Q other (``left``) or other Q, Q conjugate-transposed
    with ``transpose``."""
    check.check_value_type(left, bool, "left", "Ormqr")
    check.check_value_type(transpose, bool, "transpose", "Ormqr")
    x, t, c = (tensor_of(v, "Ormqr", n) for v, n in ((input, "x"), (tau, "tau"), (other, "other")))
    for name, v in (("x", x), ("tau", t), ("other", c)):
        if v.dtype not in _ORMQR_DTYPES:
            raise _type_error("Ormqr", name, v, _ORMQR_DTYPES)
    if not x.dtype == t.dtype == c.dtype:
        raise TypeError(f"For primitive[Ormqr], the input type must be same, but got x: "
                        f"{mstype.from_torch_dtype(x.dtype)}, tau: {mstype.from_torch_dtype(t.dtype)}, other: "
                        f"{mstype.from_torch_dtype(c.dtype)}.")
    for name, v in (("x", x), ("other", c)):
        if v.dim() < 2:
            raise ValueError(f"For primitive[Ormqr], the {name}_rank must be greater than or equal to 2, but got "
                             f"{v.dim()}.")
    if x.dim() - t.dim() != 1:
        raise ValueError(f"For Ormqr, tau should have one dimension less than x, while rank of x is {x.dim()} and "
                         f"rank of tau is {t.dim()}.")
    if t.shape[:-1] != x.shape[:-2] or c.shape[:-2] != x.shape[:-2]:
        raise ValueError(f"For Ormqr, the batch dimensions of x, tau and other must be equal, but got shapes "
                         f"{tuple(x.shape)}, {tuple(t.shape)} and {tuple(c.shape)}.")
    side = -2 if left else -1
    if c.shape[side] != x.shape[-2] or c.shape[side] < t.shape[-1]:
        raise ValueError(f"For Ormqr, other.shape[{side}] must be equal to x.shape[-2] and at least tau.shape[-1], "
                         f"while x.shape[-2] is {x.shape[-2]}, tau.shape[-1] is {t.shape[-1]} and "
                         f"other.shape[{side}] is {c.shape[side]}.")
    need = min(x.shape[-2], x.shape[-1]) - t.shape[-1]  # torch takes one reflector per column: the missing ones
    t = torch.nn.functional.pad(t, (0, need)) if need > 0 else t  # are identities (tau 0)
    return _wrap(torch.ormqr(x, t, c, left, transpose))


def accumulate_n(x):
    """``ops.accumulate_n(x)``: the element-wise sum of a list or tuple of Tensors of one dtype and shape."""
    if isinstance(x, Tensor):
        x = list(x)
    if not isinstance(x, (list, tuple)) or not all(isinstance(t, Tensor) for t in x):
        raise TypeError(f"For 'AccumulateNV2', the input must be a list or tuple of Tensors, but got {x!r}.")
    if not x:
        raise ValueError("For primitive[AccumulateNV2], the concat element num must be greater than or equal to 1, "
                         "but got 0.")
    ts = [t._t for t in x]
    for i, t in enumerate(ts):
        if t.dtype != ts[0].dtype:
            raise TypeError(f"For primitive[AccumulateNV2], the input type must be same, but got element_0: "
                            f"{mstype.from_torch_dtype(ts[0].dtype)} and element_{i}: "
                            f"{mstype.from_torch_dtype(t.dtype)}.")
        if t.shape != ts[0].shape:
            raise ValueError(f"For 'AccumulateNV2', shape of input[{i}] must be consistent with the shape of "
                             f"input[0], but got shape of input[{i}]: {tuple(t.shape)}, shape of input[0]: "
                             f"{tuple(ts[0].shape)}.")
    return _wrap(torch.stack(ts).sum(0, dtype=ts[0].dtype))
