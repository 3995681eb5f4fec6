"""``mindspore.nn.Adagrad``: ``accum += g*g; p -= lr*g/sqrt(accum)`` (MindSpore's ApplyAdagrad, no epsilon)."""
import torch

from ... import _checkparam as check
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["Adagrad"]


class Adagrad(Optimizer):
    """``mindspore.nn.Adagrad``: state ``accum.<n>`` starting at ``accum``; with ``update_slots=False`` the
    accumulator is left as it is."""

    @opt_init_args_register
    def __init__(self, params, accum=0.1, learning_rate=0.001, update_slots=True, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        check.check_value_type(accum, [float], "accum", self.cls_name)
        check.check_value_type(update_slots, [bool], "update_slots", self.cls_name)
        check.check_non_negative_float(accum, "accum", self.cls_name)
        self.update_slots = update_slots
        self.accum = self.parameters.clone(prefix="accum", init=accum)

    def construct(self, grads):
        grads, lrs = self._prepare(grads)
        self._advance()
        params, accum = self._torch(self.parameters), self._torch(self.accum)
        if self.update_slots:
            torch._foreach_addcmul_(accum, grads, grads)
        step = torch._foreach_div(torch._foreach_mul(grads, lrs), torch._foreach_sqrt(accum))
        torch._foreach_sub_(params, step)
        return self._success()
