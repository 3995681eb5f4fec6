"""``mindspore.nn.Adadelta``: MindSpore's ApplyAdadelta update (torch.optim.Adadelta's rule)."""
import torch

from ... import _checkparam as check
from ...common.tensor import Tensor
from .optimizer import Optimizer, opt_init_args_register, _sub_scaled_

__all__ = ["Adadelta"]


class Adadelta(Optimizer):
    """``mindspore.nn.Adadelta``: state ``accum.<n>`` and ``accum_update.<n>``."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=1.0, rho=0.9, epsilon=1e-6, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        check.check_value_type(rho, [float], "rho", self.cls_name)
        check.check_value_type(epsilon, [float], "epsilon", self.cls_name)
        check.check_float_range(rho, 0.0, 1.0, check.INC_BOTH, "rho", self.cls_name)
        check.check_non_negative_float(epsilon, "epsilon", self.cls_name)
        self.accum = self.parameters.clone(prefix="accum", init=0)
        self.accum_update = self.parameters.clone(prefix="accum_update", init=0)
        self.rho = rho
        self.epsilon = epsilon

    def construct(self, grads):
        if grads == ():  # (MindSpore's check reads grads[0])
            raise IndexError("For 'Adadelta', the 'grads' must be a tuple of Tensor, but got an empty tuple.")
        if not isinstance(grads, tuple) or not isinstance(grads[0], Tensor):
            raise TypeError("For 'Adadelta', the 'grads' must be a tuple of Tensor.")
        grads, lrs = self._prepare(grads)
        self._advance()
        rho, eps = self.rho, self.epsilon
        params, accum, accum_update = (self._torch(self.parameters), self._torch(self.accum),
                                       self._torch(self.accum_update))
        torch._foreach_mul_(accum, rho)
        torch._foreach_addcmul_(accum, grads, grads, value=1 - rho)
        update = torch._foreach_mul(torch._foreach_sqrt(torch._foreach_add(accum_update, eps)), grads)
        torch._foreach_div_(update, torch._foreach_sqrt(torch._foreach_add(accum, eps)))
        torch._foreach_mul_(accum_update, rho)
        torch._foreach_addcmul_(accum_update, update, update, value=1 - rho)
        _sub_scaled_(params, update, lrs)
        return self._success()
