"""Issue 17, assorted functional ops: ``ops.dyn_shape`` (the shape as an Int64 Tensor), ``ops.deepcopy`` (a copy
that shares no memory), ``ops.cond`` (the condition number ``norm(A, p) * norm(inv(A), p)`` of square matrices) and
``ops.move_to`` (``Tensor.move_to`` of a Tensor, list or tuple)."""
import math

import torch

from ..._checkparam import check_tensor_dtype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import tensor_of

__all__ = ["dyn_shape", "deepcopy", "cond", "move_to"]

# the matrix norms of ops.cond, as torch.linalg.matrix_norm takes them ('fro' and 'nuc' by name)
_COND_NORMS = (2, -2, 1, -1, math.inf, -math.inf, "fro", "nuc", None)


def dyn_shape(input_x):
    """``ops.dyn_shape(input_x)``: the shape of ``input_x`` as a 1-D Int64 Tensor (empty for a 0-d tensor)."""
    t = tensor_of(input_x, "dyn_shape", "input_x")
    return _wrap(torch.tensor(t.shape, dtype=torch.int64))


def deepcopy(input_x):
    """``ops.deepcopy(input_x)``: a new Tensor with the values of ``input_x`` (torch.Tensor.clone: later writes to
    either leave the other unchanged; gradients flow through, as MindSpore's Identity)."""
    return _wrap(tensor_of(input_x, "deepcopy", "input_x").clone())


def cond(A, p=None):  # noqa: N803 - MindSpore's argument name
    """``ops.cond(A, p=None)``: the condition number of the square matrices in the last two dimensions of ``A``,
    ``norm(A, p) * norm(inv(A), p)`` (torch.linalg.matrix_norm and torch.linalg.inv; ``p=None`` is the 2-norm, the
    ratio of the largest and smallest singular values), as Float32 of shape ``A.shape[:-2]``."""
    if not any(p == q and type(p) is not bool for q in _COND_NORMS):
        raise ValueError(f"For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), -float('inf'), 'fro', "
                         f"'nuc', None] for matrices, but got {p}.")
    t = check_tensor_dtype(tensor_of(A, "cond", "A"), (torch.float32, torch.float64, torch.complex64,
                                                        torch.complex128), "x", "MatrixInverse")
    if t.dim() < 2 or t.shape[-1] != t.shape[-2]:
        raise ValueError(f"For 'cond' (MatrixInverse), 'A' must hold square matrices in its last two dimensions, "
                         f"but got shape {tuple(t.shape)}.")
    ord_ = 2 if p is None else p
    out = torch.linalg.matrix_norm(t, ord_) * torch.linalg.matrix_norm(torch.linalg.inv(t), ord_)
    return _wrap(out.to(torch.float32))


def move_to(input, to="CPU", blocking=True):  # noqa: A002 - MindSpore's argument name
    """``ops.move_to(input, to="CPU", blocking=True)``: ``Tensor.move_to`` (a copy on the device ``to``; a list or
    tuple is made a Tensor first)."""
    if isinstance(input, (list, tuple)):
        input = Tensor(input)  # noqa: A001
    tensor_of(input, "move_to")
    return input.move_to(to, blocking)
