"""``mindspore.nn.RMSProp``: MindSpore's ApplyRMSProp / ApplyCenteredRMSProp (the learning rate is inside the
momentum buffer: ``mom = momentum*mom + lr*g/sqrt(ms + eps); p -= mom``)."""
import torch

from ... import _checkparam as check
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["RMSProp"]


class RMSProp(Optimizer):
    """``mindspore.nn.RMSProp``: state ``mean_grad.<n>`` (centered only), ``mean_square.<n>`` (starting at
    ones) and ``moment.<n>``."""

    _grad_dtypes = ()
    _grads_type_error = check.InputTypeError

    def _grad_dtype_error(self, param, grad):
        kernel, mean_grad = ("ApplyCenteredRMSProp", f"\nname:[mean gradient dtype]:Ref[Tensor[{param.dtype}]].") \
            if self.centered else ("ApplyRMSProp", "")
        return TypeError(f"For primitive[{kernel}], the input type must be same.\nname:[grad dtype]:"
                         f"Tensor[{grad.dtype}].{mean_grad}\nname:[mean square dtype]:Ref[Tensor[{param.dtype}]].\n"
                         f"name:[moment dtype]:Ref[Tensor[{param.dtype}]].\nname:[var dtype]:"
                         f"Ref[Tensor[{param.dtype}]].")

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, decay=0.9, momentum=0.0, epsilon=1e-10, use_locking=False,
                 centered=False, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        api = self.cls_name
        check.check_value_type(decay, [float], "decay", api)
        check.check_non_negative_float(decay, "decay", api)
        check.check_value_type(momentum, [float], "momentum", api)
        check.check_non_negative_float(momentum, "momentum", api)
        check.check_value_type(epsilon, [float], "epsilon", api)
        check.check_positive_float(epsilon, "epsilon", api)
        check.check_value_type(use_locking, [bool], "use_locking", api)
        check.check_value_type(centered, [bool], "centered", api)
        self.centered = centered
        if centered:
            self.mg = self.parameters.clone(prefix="mean_grad", init="zeros")
        self.momentum = momentum
        self.ms = self.parameters.clone(prefix="mean_square", init="ones")
        self.moment = self.parameters.clone(prefix="moment", init="zeros")
        self.epsilon = epsilon
        self.decay = decay

    def construct(self, gradients):
        grads, lrs = self._prepare(gradients)
        self._advance()
        params, ms, mom = self._torch(self.parameters), self._torch(self.ms), self._torch(self.moment)
        torch._foreach_lerp_(ms, torch._foreach_mul(grads, grads), 1.0 - self.decay)
        denom = ms
        if self.centered:
            mg = self._torch(self.mg)
            torch._foreach_lerp_(mg, grads, 1.0 - self.decay)
            denom = torch._foreach_sub(ms, torch._foreach_mul(mg, mg))
        denom = torch._foreach_sqrt(torch._foreach_add(denom, self.epsilon))
        torch._foreach_mul_(mom, self.momentum)
        torch._foreach_add_(mom, torch._foreach_div(torch._foreach_mul(grads, lrs), denom))
        torch._foreach_sub_(params, mom)
        return self._success()
