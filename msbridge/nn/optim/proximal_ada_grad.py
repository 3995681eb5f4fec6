"""``mindspore.nn.ProximalAdagrad``: an Adagrad step followed by the l1/l2 proximal operator (ApplyProximalAdagrad)."""
import numpy as np
import torch

from ... import _checkparam as check
from ...common.tensor import Tensor
from .optimizer import Optimizer, opt_init_args_register, _log_deprecated, _scalar

__all__ = ["ProximalAdagrad"]


class ProximalAdagrad(Optimizer):
    """``mindspore.nn.ProximalAdagrad``: state ``accum.<n>`` starting at ``accum``."""

    _grad_kernel = ("ApplyProximalAdagrad", "var")
    _grad_none_error = ValueError

    @opt_init_args_register
    def __init__(self, params, accum=0.1, learning_rate=0.001, l1=0.0, l2=0.0, use_locking=False, loss_scale=1.0,
                 weight_decay=0.0):
        _log_deprecated("ProximalAdagrad", "2.9.0")
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        api = self.cls_name
        for name, value in (("accum", accum), ("l1", l1), ("l2", l2)):
            check.check_value_type(value, [float], name, api)
        check.check_value_type(use_locking, [bool], "use_locking", api)
        for name, value in (("accum", accum), ("l1", l1), ("l2", l2)):
            check.check_non_negative_float(value, name, api)
        self.accum = self.parameters.clone(prefix="accum", init=accum)
        self.l1 = Tensor(np.float32(l1))
        self.l2 = Tensor(np.float32(l2))
        self.use_locking = use_locking

    def construct(self, grads):
        grads, lrs = self._prepare(grads)
        self._advance()
        params, accum = self._torch(self.parameters), self._torch(self.accum)
        l1, l2 = _scalar(self.l1), _scalar(self.l2)
        torch._foreach_addcmul_(accum, grads, grads)
        for p, a, g, lr in zip(params, accum, grads, lrs):
            rate = lr / torch.sqrt(a)
            prox = p - g * rate
            if l1 > 0:
                prox = torch.sign(prox) * torch.clamp(prox.abs() - rate * l1, min=0)
            p.copy_(prox / (1 + l2 * rate))
        return self._success()

    @Optimizer.target.setter
    def target(self, value):
        if not isinstance(value, str):
            raise TypeError(f"For 'ProximalAdagrad', the property 'target' must be string type, but got {type(value)}")
        if value not in ("CPU", "Ascend", "GPU"):
            raise ValueError("For 'ProximalAdagrad', the property 'target' must be 'CPU', 'Ascend' or 'GPU', "
                             f"but got {value}.")
        self._target = value
