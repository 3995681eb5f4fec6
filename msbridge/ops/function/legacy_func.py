"""Small ``mindspore.ops`` helpers: ``scalar_to_tensor``, ``scalar_cast``, ``intopk``, ``adjoint``,
``view_as_real`` and ``scatter_div`` (an in-place row division of a Parameter, as ``ops.scatter_mul``)."""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from . import array_func as A
from ._utils import tensor_of

__all__ = ["scalar_to_tensor", "scalar_cast", "intopk", "adjoint", "view_as_real", "scatter_div"]


def scalar_to_tensor(input_x, dtype=mstype.float32):
    """``ops.scalar_to_tensor(input_x, dtype=mstype.float32)``: a 0-d Tensor of the number ``input_x``."""
    return A._filled(input_x, mstype.to_torch_dtype(dtype), ())


_SCALAR_TYPES = {mstype.int64: int, mstype.float64: float, mstype.bool_: bool}


def scalar_cast(input_x, input_y):
    """``ops.scalar_cast(input_x, input_y)``: the Python number ``input_x`` as ``int``, ``float`` or ``bool`` for
    ``input_y`` Int64, Float64 or Bool (ValueError for another type)."""
    if input_y not in _SCALAR_TYPES:
        raise ValueError(f"For 'ScalarCast', the supported type is in the list: [mindspore.int64, mindspore.float64, "
                         f"mindspore.bool], but got {input_y}")
    return _SCALAR_TYPES[input_y](input_x)


def intopk(x1, x2, k):
    """``ops.intopk(x1, x2, k)``: whether the target class ``x2[i]`` is among the ``k`` largest of row ``x1[i]``."""
    scores, targets = tensor_of(x1, "InTopK", "x1"), tensor_of(x2, "InTopK", "x2")
    target_scores = scores.gather(1, targets.long().unsqueeze(1))
    return _wrap((scores > target_scores).sum(1) < k)


def adjoint(x):
    """``ops.adjoint(x)``: the conjugate transpose of the last two dimensions."""
    t = tensor_of(x, "adjoint", "x")
    if t.dim() < 2:  # MindSpore's message for the axis it swaps first
        raise ValueError(f"The 'axis' must be in the range of [-{t.dim()}, {t.dim()}), but got "
                         f"{-1 if t.dim() == 0 else -2}.")
    return _wrap(t.mH.resolve_conj())


def view_as_real(input):  # noqa: A002 - MindSpore's name
    """``ops.view_as_real(input)``: a complex Tensor as real pairs in a last dimension of 2."""
    t = tensor_of(input, "view_as_real", "input")
    if not t.dtype.is_complex:
        raise TypeError("For view_as_real, the dtype of input Tensor must be complex.")
    return _wrap(torch.view_as_real(t).clone())


def scatter_div(input_x, indices, updates):
    """``ops.scatter_div(input_x, indices, updates)``: the rows of the Parameter ``input_x`` at ``indices``
    divided by ``updates`` in place (``ops.scatter_mul`` by their reciprocals); returns the Parameter's value."""
    u = tensor_of(updates, "ScatterDiv", "updates")
    return A.scatter_mul(input_x, indices, _wrap(1 / u.to(tensor_of(input_x, "ScatterDiv", "input_x").dtype)))
