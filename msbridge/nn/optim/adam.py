"""``mindspore.nn.Adam``, ``nn.AdamWeightDecay`` and the deprecated ``nn.AdamOffload``, with MindSpore's update
rules (not torch's).

Adam adds ``eps`` to the uncorrected ``sqrt(v)`` and folds both bias corrections into the step size:
``p -= lr*sqrt(1-b2^t)/(1-b1^t) * m/(sqrt(v)+eps)`` (torch.optim.Adam with ``eps/sqrt(1-b2^t)``).
AdamWeightDecay has no bias correction: ``p -= lr*(m/(sqrt(v)+eps) + wd*p)``.
"""
import numpy as np
import torch
from torch.compiler import is_compiling

from ... import _checkparam as check
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import Optimizer, _log_deprecated, _scalar, _sub_scaled_, _uniform, opt_init_args_register

__all__ = ["Adam", "AdamWeightDecay", "AdamOffload"]


def _check_betas(beta1, beta2, eps, api):
    check.check_value_type(beta1, [float], "beta1", api)
    check.check_value_type(beta2, [float], "beta2", api)
    check.check_value_type(eps, [float], "eps", api)
    check.check_float_range(beta1, 0.0, 1.0, check.INC_NEITHER, "beta1", api)
    check.check_float_range(beta2, 0.0, 1.0, check.INC_NEITHER, "beta2", api)
    check.check_positive_float(eps, "eps", api)


def _update_moments(m, v, grads, beta1, beta2):
    """``m += (g - m)*(1-b1)``, ``v += (g*g - v)*(1-b2)`` in place."""
    if is_compiling():  # dynamo's foreach_lerp_ branches on the sign of the (traced) weight: the formula instead
        squares = torch._foreach_mul(grads, grads)
        torch._foreach_add_(m, torch._foreach_mul(torch._foreach_sub(grads, m), 1.0 - beta1))
        torch._foreach_add_(v, torch._foreach_mul(torch._foreach_sub(squares, v), 1.0 - beta2))
        return
    torch._foreach_lerp_(m, grads, 1.0 - beta1)
    torch._foreach_lerp_(v, torch._foreach_mul(grads, grads), 1.0 - beta2)


class _AdamRule(Optimizer):
    """MindSpore's Adam kernel shared by Adam, LazyAdam and AdamOffload (dense gradients make the lazy and offload
    variants the same update)."""

    _grad_none_error = ValueError

    def _init_adam(self, beta1, beta2, eps, power_shape):
        self.beta1 = Tensor(np.float32(beta1))
        self.beta2 = Tensor(np.float32(beta2))
        self.beta1_power = Parameter(Tensor(np.ones(power_shape, np.float32)), name="beta1_power")
        self.beta2_power = Parameter(Tensor(np.ones(power_shape, np.float32)), name="beta2_power")
        self.eps = Tensor(np.float32(eps))

    def _init_moments(self):
        self.moment1 = self.parameters.clone(prefix="moment1", init="zeros")
        self.moment2 = self.parameters.clone(prefix="moment2", init="zeros")

    def _adam_step(self, gradients, centralize=True, vhat=None):
        grads, lrs = self._prepare(gradients, centralize=centralize)
        self._advance()
        beta1, beta2, eps = _scalar(self.beta1), _scalar(self.beta2), _scalar(self.eps)
        params, m, v = self._torch(self.parameters), self._torch(self.moment1), self._torch(self.moment2)
        b1p = self.beta1_power._t.mul_(beta1).detach()
        b2p = self.beta2_power._t.mul_(beta2).detach()
        correction = float(torch.sqrt(1 - b2p) / (1 - b1p))
        _update_moments(m, v, grads, beta1, beta2)
        second = v
        if vhat is not None:
            second = self._torch(vhat)
            torch._foreach_maximum_(second, v)
        denom = torch._foreach_add(torch._foreach_sqrt(second), eps)
        first = m
        if self.use_nesterov:
            first = torch._foreach_add(torch._foreach_mul(m, beta1), torch._foreach_mul(grads, 1.0 - beta1))
        rates = [lr * correction for lr in lrs]
        rate = _uniform(rates)
        if rate is not None:
            torch._foreach_addcdiv_(params, first, denom, value=-rate)
        else:
            _sub_scaled_(params, torch._foreach_div(first, denom), rates)
        return self._success()


class Adam(_AdamRule):
    """``mindspore.nn.Adam``: state ``beta1_power``, ``beta2_power`` (0-d), ``moment1.<n>``, ``moment2.<n>``
    (and ``vhat.<n>`` with ``use_amsgrad``)."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0, use_amsgrad=False, **kwargs):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        if set(kwargs) - {"use_lazy", "use_offload"}:
            raise KeyError("For 'Adam', invalid keys are passed as kwargs, supported keys are 'use_lazy' and"
                           f"'use_offload', but got {kwargs.keys()}.")
        use_lazy, use_offload = kwargs.get("use_lazy", False), kwargs.get("use_offload", False)
        _check_betas(beta1, beta2, eps, self.cls_name)
        for name, value in (("use_locking", use_locking), ("use_nesterov", use_nesterov),
                            ("use_amsgrad", use_amsgrad), ("use_lazy", use_lazy), ("use_offload", use_offload)):
            check.check_value_type(value, [bool], name, self.cls_name)
        if use_lazy and use_offload:
            raise ValueError("For 'Adam', 'use_lazy' and 'use_offload' can not both be True."
                             f"But got use_lazy={use_lazy}, use_offload={use_offload}.")
        if use_amsgrad and (use_lazy or use_offload):
            raise ValueError("For lazy Adam and Adam with offload, there is no parameter named 'use_amsgrad'."
                             f"but got 'use_amsgrad'={use_amsgrad}.")
        self._init_adam(beta1, beta2, eps, ())
        self.use_nesterov = use_nesterov
        self.use_locking = use_locking
        self.use_amsgrad = use_amsgrad
        self.use_lazy = use_lazy
        self.use_offload = use_offload
        self._init_moments()
        if use_amsgrad:
            self.vhat = self.parameters.clone(prefix="vhat", init="zeros")

    def construct(self, gradients):
        return self._adam_step(gradients, not self.use_offload, self.vhat if self.use_amsgrad else None)

    @Optimizer.target.setter
    def target(self, value):
        self._set_base_target(value)


class AdamOffload(_AdamRule):
    """``mindspore.nn.AdamOffload`` (deprecated since 2.0): Adam's update (MindSpore computes it on the host),
    ``beta1_power``/``beta2_power`` of shape (1,), no gradient centralization."""

    _grad_dtypes = ()

    def _grad_dtype_error(self, param, grad):
        return TypeError(f"For primitive[AdamNoUpdateParam], the input type must be same.\nname:[grad]:"
                         f"Tensor[{grad.dtype}].\nname:[m]:Ref[Tensor[{param.dtype}]].\nname:[v]:"
                         f"Ref[Tensor[{param.dtype}]].")

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0):
        _log_deprecated("AdamOffload", "2.0", "nn.Adam")
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_betas(beta1, beta2, eps, self.cls_name)
        check.check_value_type(use_locking, [bool], "use_locking", self.cls_name)
        check.check_value_type(use_nesterov, [bool], "use_nesterov", self.cls_name)
        self.params = self.parameters
        self._init_adam(beta1, beta2, eps, (1,))
        self.use_nesterov = use_nesterov
        self._init_moments()

    def construct(self, gradients):
        return self._adam_step(gradients, centralize=False)


class AdamWeightDecay(Optimizer):
    """``mindspore.nn.AdamWeightDecay``: state ``adam_m.<n>`` and ``adam_v.<n>``; gradients are used as given
    (no loss-scale division, no bias correction)."""

    _grad_dtypes = "any"  # MindSpore casts the gradients to float32
    _grads_type_error = check.InputTypeError

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        _check_betas(beta1, beta2, eps, self.cls_name)
        self.beta1 = Tensor(np.array([beta1], np.float32))
        self.beta2 = Tensor(np.array([beta2], np.float32))
        self.eps = Tensor(np.array([eps], np.float32))
        self.moments1 = self.parameters.clone(prefix="adam_m", init="zeros")
        self.moments2 = self.parameters.clone(prefix="adam_v", init="zeros")

    def construct(self, gradients):
        grads = self._check_gradients(gradients)
        lrs, decay = self._lr_values(), self._decay_values()
        self._advance()
        beta1, beta2, eps = _scalar(self.beta1), _scalar(self.beta2), _scalar(self.eps)
        params, m, v = self._torch(self.parameters), self._torch(self.moments1), self._torch(self.moments2)
        _update_moments(m, v, grads, beta1, beta2)
        step = torch._foreach_div(m, torch._foreach_add(torch._foreach_sqrt(v), eps))
        if decay:
            step = torch._foreach_add(step, torch._foreach_mul(params, decay))
        _sub_scaled_(params, step, lrs)
        return self._success()
