"""More array functions of ``mindspore.ops`` (``ops.unique_with_pad``) over torch."""
import torch

from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import tensor_of
from .array_func import unique

__all__ = ["unique_with_pad"]


def unique_with_pad(x, pad_num):
    """``ops.unique_with_pad(x, pad_num)``: ``ops.unique`` of a 1-D Tensor (values in order of first appearance,
    inverse indices) with the values padded by ``pad_num`` to the input's length."""
    t = tensor_of(x, "unique_with_pad", "x")
    if t.dim() != 1:
        raise ValueError(f"For primitive[UniqueWithPad], the input_shape_size must be equal to 1, but got {t.dim()}.")
    pad = pad_num._t if isinstance(pad_num, Tensor) else pad_num
    if isinstance(pad, float) and not t.is_floating_point():
        raise TypeError(f"For 'UniqueWithPad', 'pad_num' must be an integer for an integer input, but got {pad_num}.")
    values, inverse = unique(x)
    padded = torch.full_like(t, pad.item() if isinstance(pad, torch.Tensor) else pad)
    padded[:values.shape[0]] = values._t
    return _wrap(padded), inverse
