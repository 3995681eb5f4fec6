"""mindspore.ops functional: nn_func (activations) over torch."""
import torch

from ...common.tensor import Tensor, _wrap
from ._utils import check_axis, require_float, torch_dtype

__all__ = ["relu", "sigmoid", "softmax"]


def _tensor(value, api):
    if not isinstance(value, Tensor):
        raise TypeError(f"Failed calling {api} with \"{api}()(input={type(value).__name__})\".")
    return value._t


def relu_t(t):
    """max(x, 0) for any numeric dtype; Bool passes through (as MindSpore's ReLU)."""
    return t.clone() if t.dtype == torch.bool else torch.relu(t)


def relu(input, inplace=False):
    """``ops.relu``: torch.relu (integer inputs keep their dtype); ``inplace=True`` updates the input."""
    t = _tensor(input, "ReLU")
    if inplace:
        torch.relu_(t)
        return input
    return _wrap(relu_t(t))


def sigmoid(input):
    """``ops.sigmoid``: torch.sigmoid (float inputs only, as MindSpore's CPU kernel)."""
    t = _tensor(input, "Sigmoid")
    require_float(t, "Sigmoid")
    return _wrap(torch.sigmoid(t))


def softmax_t(t, axis, dtype=None, api="Softmax"):
    """torch.softmax along ``axis`` (float inputs only), optionally computed in ``dtype``."""
    axis = check_axis(axis, t.dim(), api)
    if dtype is not None:
        t = t.to(torch_dtype(dtype, api))
    require_float(t, api)
    return torch.softmax(t, axis)


def softmax(input, axis=-1, *, dtype=None):
    """``ops.softmax``: torch.softmax along ``axis`` (float inputs only)."""
    return _wrap(softmax_t(_tensor(input, "Softmax"), axis, dtype))
