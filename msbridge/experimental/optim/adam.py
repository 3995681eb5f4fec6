"""``mindspore.experimental.optim.Adam`` and ``AdamW`` on torch.optim's functional ``adam``.

MindSpore's Adam runs its Adam kernel, which adds ``eps`` to the uncorrected ``sqrt(v)``:
``p -= lr*sqrt(1-b2^t)/(1-b1^t) * m/(sqrt(v)+eps)``, torch's rule with ``eps/sqrt(1-b2^t)``; it takes
``amsgrad`` but never uses it. AdamW is torch's AdamW (decoupled decay ``p *= 1-lr*wd``, amsgrad honoured).
Both count steps in one Int32 ``state_step`` Parameter shared by all groups.
"""
import math

import numpy as np
import torch
from torch.optim.adam import adam

from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import Optimizer, step_tensors

__all__ = ["Adam", "AdamW"]


class _AdamBase(Optimizer):
    """The shared construction and state of Adam and AdamW."""

    _decoupled = False

    def __init__(self, params, lr, betas, eps, weight_decay, amsgrad, maximize):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if eps < 0.0:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= betas[0] < 1.0:
            raise ValueError(f"Invalid beta parameter at index 0: {betas[0]}")
        if not 0.0 <= betas[1] < 1.0:
            raise ValueError(f"Invalid beta parameter at index 1: {betas[1]}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "amsgrad": amsgrad,
                    "maximize": maximize}
        super().__init__(params, defaults)
        self.exp_avg = self.parameters.clone(prefix="exp_avg", init="zeros")
        self.exp_avg_sq = self.parameters.clone(prefix="exp_avg_sq", init="zeros")
        self.max_exp_avg_sq = self.parameters.clone(prefix="max_exp_avg_sq", init="zeros")
        self.state_step = Parameter(Tensor(np.int32(0), mstype.int32), "state_step")

    def _uses_amsgrad(self, group):
        return bool(group["amsgrad"]) and self._decoupled

    def construct(self, gradients):
        with torch.no_grad():
            self.state_step._t.add_(1)
            step = int(self.state_step._t.item())
            for group, lr, params, grads, part in self._groups(gradients):
                beta1, beta2 = group["betas"]
                eps = group["eps"]
                if not self._decoupled:  # MindSpore's kernel: eps outside the bias correction of sqrt(v)
                    eps = eps / math.sqrt(1.0 - beta2 ** step)
                adam(params, grads, [m._t for m in self.exp_avg[part]], [v._t for v in self.exp_avg_sq[part]],
                     [v._t for v in self.max_exp_avg_sq[part]],
                     step_tensors(params, step), foreach=False,
                     decoupled_weight_decay=self._decoupled, amsgrad=self._uses_amsgrad(group), beta1=beta1,
                     beta2=beta2, lr=lr, weight_decay=group["weight_decay"], eps=eps, maximize=group["maximize"])
        return True


class Adam(_AdamBase):
    """``mindspore.experimental.optim.Adam(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0,
    amsgrad=False, *, maximize=False)``: ``torch.optim.adam.adam`` with ``eps/sqrt(1-beta2^t)`` (MindSpore's
    kernel); ``amsgrad`` is accepted and, as in MindSpore, does not change the update."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, amsgrad=False, *,
                 maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize)


class AdamW(_AdamBase):
    """``mindspore.experimental.optim.AdamW(params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2,
    amsgrad=False, *, maximize=False)``: ``torch.optim.adam.adam(..., decoupled_weight_decay=True)``."""

    _decoupled = True

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False):
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize)
