"""``mindspore.nn.SGD``: torch.optim.SGD's update (momentum, dampening, nesterov) with MindSpore's state names."""
import numpy as np
import torch
from torch.compiler import is_compiling

from ... import _checkparam as check
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import Optimizer, opt_init_args_register, _scalar, _sub_scaled_

__all__ = ["SGD"]


def _non_negative_float(value, name):
    if isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, float):
        raise TypeError(f"For 'SGD', the argument '{name}' must be float type, but got {type(value)}.")
    return value


class SGD(Optimizer):
    """``mindspore.nn.SGD``: ``accum = momentum*accum + (1-dampening)*g`` (``accum = g`` on the first step),
    ``p -= lr*(g + momentum*accum)`` with nesterov, else ``p -= lr*accum``."""

    _grad_dtypes = (torch.float16, torch.float32)
    _grad_kernel_error = RuntimeError

    def _grad_dtype_error(self, param, grad):
        return TypeError(f"For 'SGD', the element of 'gradient' must be one of Tensor[Float16], Tensor[Float32], but "
                         f"got Tensor[{grad.dtype}].The supported data types depend on the hardware that executes the "
                         f"operator, for more details, please refer to the MindSpore official website to get more "
                         f"information about the data type.")

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, momentum=0.0, dampening=0.0, weight_decay=0.0, nesterov=False,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        momentum = _non_negative_float(momentum, "momentum")
        if momentum < 0.0:
            raise ValueError(f"For 'SGD', the argument 'momentum' must be at least 0.0, but got {momentum}.")
        dampening = _non_negative_float(dampening, "dampening")
        if dampening < 0.0:
            raise ValueError(f"For 'SGD', the argument 'dampening' must be at least 0.0, but got 'dampening' "
                             f"{dampening}")
        self.dampening = dampening
        check.check_value_type(nesterov, [bool], "nesterov", self.cls_name)
        if nesterov and (momentum <= 0.0 or dampening != 0.0):
            raise ValueError("For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must "
                             f"equal to 0.0, but got 'momentum' {momentum}, 'dampening' {dampening}.")
        self.nesterov = nesterov
        if self.dynamic_weight_decay:
            raise TypeError("For 'SGD', dynamic weight decay is currently not supported, the argument "
                            "'weight_decay' or 'weight_decay' set in grouped 'params' must be float or int type.")
        self.momentum = Parameter(Tensor(np.float32(momentum)), name="momentum")
        self._momentum_on = momentum > 0  # the branch a compiled update takes (its momentum is a traced value)
        self.accum = self.parameters.clone(prefix="accum", init="zeros")
        self.stat = self.parameters.clone(prefix="stat", init="ones")

    def construct(self, gradients):
        grads, lrs = self._prepare(gradients)
        self._advance()
        momentum = _scalar(self.momentum)
        params, accum, stat = self._torch(self.parameters), self._torch(self.accum), self._torch(self.stat)
        if (self._momentum_on if is_compiling() else momentum > 0):
            decayed = torch._foreach_mul(accum, momentum)
            torch._foreach_add_(decayed, grads, alpha=1.0 - self.dampening)
            for a, s, g, d in zip(accum, stat, grads, decayed):
                a.copy_(torch.where(s > 0, g, d))  # the first step starts the average at g
            torch._foreach_zero_(stat)
            step = torch._foreach_add(grads, accum, alpha=momentum) if self.nesterov else accum
        else:
            step = grads
        _sub_scaled_(params, step, lrs)
        return self._success()
