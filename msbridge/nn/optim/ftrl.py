"""``mindspore.nn.FTRL``: the follow-the-regularized-leader update of MindSpore's ApplyFtrl kernel."""
import torch

from ... import _checkparam as check
from .optimizer import Optimizer, opt_init_args_register, _log_deprecated

__all__ = ["FTRL"]


def _check_args(initial_accum, learning_rate, lr_power, l1, l2, use_locking, api):
    check.check_value_type(initial_accum, [float], "initial_accum", api)
    check.check_number(initial_accum, 0.0, check.GE, "initial_accum", api)
    check.check_value_type(learning_rate, [float], "learning_rate", api)
    check.check_positive_float(learning_rate, "learning_rate", api)
    check.check_value_type(lr_power, [float], "lr_power", api)
    check.check_number(lr_power, 0.0, check.LE, "lr_power", api)
    check.check_value_type(l1, [float], "l1", api)
    check.check_number(l1, 0.0, check.GE, "l1", api)
    check.check_value_type(l2, [float], "l2", api)
    check.check_number(l2, 0.0, check.GE, "l2", api)
    check.check_value_type(use_locking, [bool], "use_locking", api)


class FTRL(Optimizer):
    """``mindspore.nn.FTRL``: state ``moments.<n>`` (the accumulated squared gradients, from ``initial_accum``)
    and ``linear.<n>``. Weight decay applies to every Parameter (no gamma/beta filter)."""

    _grad_kernel = ("ApplyFtrl", "var")
    _grad_none_error = ValueError

    @opt_init_args_register
    def __init__(self, params, initial_accum=0.1, learning_rate=0.001, lr_power=-0.5, l1=0.0, l2=0.0,
                 use_locking=False, loss_scale=1.0, weight_decay=0.0):
        _log_deprecated("FTRL", "2.9.0")
        super().__init__(learning_rate, params, weight_decay, loss_scale=loss_scale)
        if self.dynamic_lr or self.is_group_lr:
            raise ValueError("For 'FTRL', dynamic learning rate and group learning rate are currently not supported "
                             "in FTRL, they should all be false, but got dynamic learning rate "
                             f"{self.dynamic_lr} and group learning rate {self.is_group_lr}.")
        _check_args(initial_accum, learning_rate, lr_power, l1, l2, use_locking, self.cls_name)
        self.moments = self.parameters.clone(prefix="moments", init=initial_accum)
        self.linear = self.parameters.clone(prefix="linear", init="zeros")
        self.l1 = l1
        self.l2 = l2
        self.lr = learning_rate
        self.lr_power = lr_power
        if not self.is_group:
            self.decay_flags = tuple(True for _ in self.parameters)
        self.use_locking = use_locking

    def construct(self, grads):
        grads, lrs = self._prepare(grads)
        self._advance()
        lr, power = lrs[0], -self.lr_power
        params, accum, linear = self._torch(self.parameters), self._torch(self.moments), self._torch(self.linear)
        new_accum = torch._foreach_add(accum, torch._foreach_mul(grads, grads))
        old_pow = torch._foreach_pow(accum, power)
        new_pow = torch._foreach_pow(new_accum, power)
        sigma = torch._foreach_div(torch._foreach_sub(new_pow, old_pow), lr)
        torch._foreach_add_(linear, grads)
        torch._foreach_sub_(linear, torch._foreach_mul(sigma, params))
        quadratic = torch._foreach_add(torch._foreach_div(new_pow, lr), 2 * self.l2)
        for p, lin, quad in zip(params, linear, quadratic):
            shrunk = (torch.sign(lin) * self.l1 - lin) / quad
            p.copy_(torch.where(lin.abs() > self.l1, shrunk, torch.zeros_like(p)))
        torch._foreach_copy_(accum, new_accum)
        return self._success()

    @Optimizer.target.setter
    def target(self, value):
        if not isinstance(value, str):
            raise TypeError(f"For 'FTRL', the property 'target' must be string type, but got type {type(value)}.")
        if value not in ("CPU", "Ascend", "GPU"):
            raise ValueError(f"For 'FTRL', the property 'target' must be 'CPU', 'Ascend' or 'GPU', but got {value}.")
        self._target = value
