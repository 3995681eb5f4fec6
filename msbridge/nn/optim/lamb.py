"""``mindspore.nn.Lamb``: Adam's moments with bias correction and a layer-wise trust ratio.

Per Parameter ``w`` at step ``t``: ``r = (m/(1-b1^t)) / (sqrt(v/(1-b2^t)) + eps)``, ``u = r + wd*w`` and
``w -= lr * ||w||/||u|| * u`` (ratio 1 where either norm is 0). MindSpore 2.10 has no CPU kernel for it, so this
follows MindSpore's documented formula (docs/compat/optim.md).
"""
import numpy as np
import torch

from ... import _checkparam as check
from ...common.tensor import Tensor
from .adam import _check_betas, _update_moments
from .optimizer import Optimizer, _scalar, opt_init_args_register

__all__ = ["Lamb"]


class Lamb(Optimizer):
    """``mindspore.nn.Lamb``: state ``lamb_m.<n>`` and ``lamb_v.<n>``; no loss-scale argument."""

    _grad_dtypes = ()
    _grads_type_error = check.InputTypeError
    _grad_none_error = RuntimeError  # (its CPU kernel fails)

    def _grad_dtype_error(self, param, grad):
        # MindSpore 2.10's Lamb kernel fails with an empty RuntimeError
        return RuntimeError(f"For 'Lamb', the gradient of '{param.name}' must have its parameter's dtype "
                            f"{param.dtype}, but got {grad.dtype}.")

    @opt_init_args_register
    def __init__(self, params, learning_rate, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        _check_betas(beta1, beta2, eps, self.cls_name)
        self.beta1 = Tensor(np.array([beta1], np.float32))
        self.beta2 = Tensor(np.array([beta2], np.float32))
        self.eps = Tensor(np.array([eps], np.float32))
        self.params = self.parameters
        self.moments1 = self.parameters.clone(prefix="lamb_m", init="zeros")
        self.moments2 = self.parameters.clone(prefix="lamb_v", init="zeros")

    def construct(self, gradients):
        grads = self._centralize(self._check_gradients(gradients))
        lrs, decay = self._lr_values(), self._decay_values() or [0.0] * self.param_length
        self._advance()
        beta1, beta2, eps = _scalar(self.beta1), _scalar(self.beta2), _scalar(self.eps)
        step = float(self.global_step._t.item())
        params, m, v = self._torch(self.parameters), self._torch(self.moments1), self._torch(self.moments2)
        _update_moments(m, v, grads, beta1, beta2)
        m_hat = torch._foreach_div(m, 1.0 - beta1 ** step)
        denom = torch._foreach_add(torch._foreach_sqrt(torch._foreach_div(v, 1.0 - beta2 ** step)), eps)
        update = torch._foreach_div(m_hat, denom)
        if any(decay):
            update = torch._foreach_add(update, torch._foreach_mul(params, decay))
        w_norm = torch.stack(torch._foreach_norm(params))
        u_norm = torch.stack(torch._foreach_norm(update))
        ratio = torch.where((w_norm > 0) & (u_norm > 0), w_norm / u_norm, torch.ones_like(w_norm))
        rates = ratio * torch.tensor(lrs, dtype=ratio.dtype, device=ratio.device)
        torch._foreach_sub_(params, torch._foreach_mul(update, list(rates.unbind())))
        return self._success()
