"""``mindspore.amp``: mixed precision (auto_mixed_precision, build_train_network), loss scalers and managers."""
import torch

from ._checkparam import check_positive_int, check_value_type
from .common import dtype as mstype
from .common.parameter import Parameter
from .common.handles import wrap as _wrap
from .common.tensor import Tensor
from .train.amp import (auto_mixed_precision, build_train_network, custom_mixed_precision, get_black_list,
                         get_white_list)
from .train.loss_scale_manager import DynamicLossScaleManager, FixedLossScaleManager, LossScaleManager

__all__ = ["DynamicLossScaleManager", "LossScaleManager", "FixedLossScaleManager", "build_train_network",
           "DynamicLossScaler", "StaticLossScaler", "LossScaler", "auto_mixed_precision", "all_finite",
           "get_white_list", "get_black_list", "custom_mixed_precision"]


def _tensors(inputs, api):
    if isinstance(inputs, Tensor):
        inputs = (inputs,)
    if not isinstance(inputs, (tuple, list)) or not all(isinstance(t, Tensor) for t in inputs):
        raise TypeError(f"For '{api}', the 'inputs' must be a Tensor or a tuple/list of Tensors, but got "
                        f"{type(inputs).__name__}.")
    return inputs


def all_finite(inputs):
    """``amp.all_finite(inputs)``: a 0-d bool Tensor, True when no Tensor of ``inputs`` holds an inf or NaN."""
    tensors = _tensors(inputs, "all_finite")
    if not tensors:
        return _wrap(torch.tensor(True))
    return _wrap(torch.stack([torch.isfinite(t._t).all() for t in tensors]).all())


def _check_scale_value(scale_value, api):
    check_value_type(scale_value, [float, int], "scale_value", api)
    if scale_value < 1.0:
        raise ValueError(f"The argument 'scale_value' must be >= 1, but got {scale_value}")


class LossScaler:
    """``amp.LossScaler``: the interface of functional loss scalers (``scale``, ``unscale``, ``adjust``)."""

    def scale(self, inputs):
        """``inputs`` multiplied by the loss scale."""
        raise NotImplementedError

    def unscale(self, inputs):
        """``inputs`` divided by the loss scale."""
        raise NotImplementedError

    def adjust(self, grads_finite):
        """Update the loss scale from whether the gradients were finite."""
        raise NotImplementedError


class StaticLossScaler(LossScaler):
    """``amp.StaticLossScaler(scale_value)``: multiplies and divides by a constant scale."""

    def __init__(self, scale_value):
        _check_scale_value(scale_value, type(self).__name__)
        self.scale_value = Parameter(Tensor(scale_value, dtype=mstype.float32), name="scale_value")

    def scale(self, inputs):
        """Each Tensor of ``inputs`` times the scale (in its own dtype); a Tensor for a Tensor, else a tuple."""
        return _mapped(inputs, lambda t: t * self.scale_value._t.to(t.dtype), "scale")

    def unscale(self, inputs):
        """Each Tensor of ``inputs`` times the reciprocal of the scale."""
        return _mapped(inputs, lambda t: t * torch.reciprocal(self.scale_value._t).to(t.dtype), "unscale")

    def adjust(self, grads_finite):
        """A static scale never changes: returns False."""
        return False


def _mapped(inputs, fn, api):
    if isinstance(inputs, Tensor):
        return _wrap(fn(inputs._t))
    return tuple(_wrap(fn(t._t)) for t in _tensors(inputs, api))


class DynamicLossScaler(StaticLossScaler):
    """``amp.DynamicLossScaler(scale_value, scale_factor, scale_window)``: after ``scale_window`` finite steps
    the scale is multiplied by ``scale_factor`` (if that stays finite); a non-finite step divides it (not
    below 1) and restarts the count."""

    def __init__(self, scale_value, scale_factor, scale_window):
        super().__init__(scale_value)
        api = type(self).__name__
        self.scale_window = check_positive_int(scale_window, "scale_window", api)
        self.scale_factor = check_positive_int(scale_factor, "scale_factor", api)
        self.counter = Parameter(Tensor(0, dtype=mstype.int32), name="counter")

    def adjust(self, grads_finite):
        """Update the scale and the counter from ``grads_finite`` (a bool Tensor); returns True."""
        finite = grads_finite._t if isinstance(grads_finite, Tensor) else torch.tensor(bool(grads_finite))
        scale, counter = self.scale_value._t, self.counter._t
        with torch.no_grad():
            grown = scale * self.scale_factor
            at_window = counter == self.scale_window - 1
            on_finite = torch.where(at_window & torch.isfinite(grown), grown, scale)
            scale.copy_(torch.where(finite, on_finite, torch.clamp(scale / self.scale_factor, min=1.0)))
            counter.copy_(torch.remainder(counter + 1, self.scale_window) * finite.to(counter.dtype))
        return True
