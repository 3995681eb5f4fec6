"""``mindspore.nn.AdaMax``: ``m = b1*m + (1-b1)*g; v = max(b2*v, |g|); p -= lr/(1-b1^t) * m/(v+eps)``."""
import numpy as np
import torch

from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .adam import _check_betas
from .optimizer import Optimizer, opt_init_args_register, _scalar

__all__ = ["AdaMax"]


class AdaMax(Optimizer):
    """``mindspore.nn.AdaMax``: state ``beta1_power`` (shape (1,)), ``moment1.<n>`` and ``moment2.<n>``."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.001, beta1=0.9, beta2=0.999, eps=1e-08, weight_decay=0.0,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_betas(beta1, beta2, eps, self.cls_name)
        self.beta1 = Tensor(np.float32(beta1))
        self.beta2 = Tensor(np.float32(beta2))
        self.beta1_power = Parameter(Tensor(np.ones(1, np.float32)), name="beta1_power")
        self.eps = Tensor(np.float32(eps))
        self.moment1 = self.parameters.clone(prefix="moment1", init="zeros")
        self.moment2 = self.parameters.clone(prefix="moment2", init="zeros")

    def construct(self, gradients):
        grads, lrs = self._prepare(gradients)
        self._advance()
        beta1, beta2, eps = _scalar(self.beta1), _scalar(self.beta2), _scalar(self.eps)
        params, m, v = self._torch(self.parameters), self._torch(self.moment1), self._torch(self.moment2)
        b1p = float(self.beta1_power._t.detach().mul_(beta1))
        torch._foreach_lerp_(m, grads, 1.0 - beta1)
        torch._foreach_mul_(v, beta2)
        torch._foreach_maximum_(v, torch._foreach_abs(grads))
        step = torch._foreach_div(m, torch._foreach_add(v, eps))
        torch._foreach_mul_(step, [lr / (1 - b1p) for lr in lrs])
        torch._foreach_sub_(params, step)
        return self._success()
