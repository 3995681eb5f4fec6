"""``mindspore.ops.function.parameter_func``: ``assign``, ``assign_add``, ``assign_sub`` (in place on a Parameter
or Tensor, returning the new value).

MindSpore 2.10: ``value`` must have the rank of ``variable`` (ValueError, a Python number counts as rank 0) and
a dtype that converts to the variable's without narrowing (TypeError: an Int32 variable takes no Float32 value);
the update happens in place and the call returns a Tensor of the new value.
"""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import tensor_of

__all__ = ["assign", "assign_add", "assign_sub"]


def _update(api, variable, value):
    """The torch variable and value of an ``Assign*`` op, MindSpore's checks applied."""
    var = tensor_of(variable, api, "variable")
    val = value._t if isinstance(value, Tensor) else torch.tensor(value)
    if val.dim() != var.dim():
        raise ValueError(f"For '{api}','value' must have the same rank as 'variable'. But got 'value' rank: "
                         f"{val.dim()}, 'variable' rank: {var.dim()}.")
    if val.shape != var.shape:
        raise ValueError(f"For '{api}','value' must have the same shape as 'variable'. But got 'value' shape: "
                         f"{tuple(val.shape)}, 'variable' shape: {tuple(var.shape)}.")
    if torch.promote_types(var.dtype, val.dtype) != var.dtype:
        raise TypeError("Data type conversion is not supported for a 'Parameter', nor for the input tensor of an "
                        f"in-place operator, so data type {mstype.from_torch_dtype(var.dtype)}, which cannot be "
                        f"converted to data type {mstype.from_torch_dtype(val.dtype)} automatically.")
    return var, val.to(var.dtype)


def assign(variable, value):
    """``ops.assign(variable, value)``: ``variable`` set to ``value`` in place (torch.Tensor.copy_)."""
    var, val = _update("Assign", variable, value)
    with torch.no_grad():
        var.copy_(val)
    return _wrap(var)


def assign_add(variable, value):
    """``ops.assign_add(variable, value)``: ``variable += value`` in place (torch.Tensor.add_)."""
    var, val = _update("AssignAdd", variable, value)
    with torch.no_grad():
        var.add_(val)
    return _wrap(var)


def assign_sub(variable, value):
    """``ops.assign_sub(variable, value)``: ``variable -= value`` in place (torch.Tensor.sub_)."""
    var, val = _update("AssignSub", variable, value)
    with torch.no_grad():
        var.sub_(val)
    return _wrap(var)
