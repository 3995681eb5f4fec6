"""``mindspore.nn.Momentum``: ``v = momentum*v + g; p -= lr*v`` (torch.optim.SGD with momentum, dampening 0)."""
import numpy as np
import torch

from ... import _checkparam as check
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import Optimizer, opt_init_args_register, _scalar, _sub_scaled_

__all__ = ["Momentum"]


class Momentum(Optimizer):
    """``mindspore.nn.Momentum``: the state is ``moments.<param name>`` and the scalar Parameter ``momentum``."""

    _grad_kernel = ("ApplyMomentum", "variable")
    _grads_type_error = check.InputTypeError

    @opt_init_args_register
    def __init__(self, params, learning_rate, momentum, weight_decay=0.0, loss_scale=1.0, use_nesterov=False):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        check.check_value_type(momentum, [float], "momentum", self.cls_name)
        if momentum < 0.0:
            raise ValueError(f"For 'Momentum', the argument 'momentum' must be at least 0.0, but got {momentum}")
        self.momentum = Parameter(Tensor(np.float32(momentum)), name="momentum")
        self.params = self.parameters
        self.use_nesterov = check.check_bool(use_nesterov)
        self.moments = self.params.clone(prefix="moments", init="zeros")

    def construct(self, gradients):
        grads, lrs = self._prepare(gradients)
        self._advance()
        momentum = _scalar(self.momentum)
        params, moments = self._torch(self.params), self._torch(self.moments)
        torch._foreach_mul_(moments, momentum)
        torch._foreach_add_(moments, grads)
        step = torch._foreach_add(grads, moments, alpha=momentum) if self.use_nesterov else moments
        _sub_scaled_(params, step, lrs)
        return self._success()
