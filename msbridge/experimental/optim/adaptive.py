"""``mindspore.experimental.optim.Adagrad``, ``Adadelta``, ``Adamax`` and ``RMSprop`` on torch.optim's functional
kernels: MindSpore's rules (its ApplyAdagradV2 with ``lr/(1+(t-1)*lr_decay)``, ApplyAdadelta, Adamax's
``max(b2*u, |g|+eps)``, RMSprop's centered/momentum forms) are torch's, with the state in MindSpore's Parameters (``accum``, ``accum_update``,
``exp_avg``, ``exp_inf``) and one Int32 step counter ``step_t`` for all groups."""
import numpy as np
import torch
from torch.optim.adadelta import adadelta
from torch.optim.adagrad import adagrad
from torch.optim.adamax import adamax
from torch.optim.rmsprop import rmsprop

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .optimizer import Optimizer, at_least, step_tensors

__all__ = ["Adagrad", "Adadelta", "Adamax", "RMSprop"]


def _counter():
    return Parameter(Tensor(np.int32(0), mstype.int32), "step_t")


class Adagrad(Optimizer):
    """``mindspore.experimental.optim.Adagrad(params, lr=1e-2, lr_decay=0.0, weight_decay=0.0,
    initial_accumulator_value=0.0, eps=1e-10, *, maximize=False)``: ``torch.optim.adagrad.adagrad``."""

    def __init__(self, params, lr=1e-2, lr_decay=0.0, weight_decay=0.0, initial_accumulator_value=0.0, eps=1e-10,
                 *, maximize=False):
        api = type(self).__name__
        at_least(lr, "lr", api, strict=True)
        at_least(lr_decay, "lr_decay", api)
        at_least(weight_decay, "weight_decay", api)
        at_least(initial_accumulator_value, "initial_accumulator_value", api)
        at_least(eps, "eps", api, strict=True)
        defaults = dict(lr=lr, lr_decay=lr_decay, eps=eps, weight_decay=weight_decay,
                        initial_accumulator_value=initial_accumulator_value, maximize=maximize)
        super().__init__(params, defaults)
        self.accum = self.parameters.clone(prefix="accum", init=initial_accumulator_value)
        self.step_t = _counter()

    def construct(self, gradients):
        with torch.no_grad():
            step = int(self.step_t._t.item()) + 1  # MindSpore counts the step after the update
            for group, lr, params, grads, part in self._groups(gradients):
                adagrad(params, grads, [a._t for a in self.accum[part]], step_tensors(params, step), foreach=False,
                        lr=lr, weight_decay=group["weight_decay"], lr_decay=group["lr_decay"], eps=group["eps"],
                        maximize=group["maximize"])
            self.step_t._t.add_(1)
        return True


class Adadelta(Optimizer):
    """``mindspore.experimental.optim.Adadelta(params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0.0, *,
    maximize=False)``: ``torch.optim.adadelta.adadelta``."""

    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0.0, *, maximize=False):
        api = type(self).__name__
        at_least(lr, "lr", api, strict=True)
        at_least(eps, "eps", api, strict=True)
        at_least(weight_decay, "weight_decay", api)
        check.check_float_range(rho, 0.0, 1.0, check.INC_BOTH, "rho", api)
        super().__init__(params, dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay, maximize=maximize))
        self.accum = self.parameters.clone(prefix="accum", init=0)
        self.accum_update = self.parameters.clone(prefix="accum_update", init=0)

    def construct(self, gradients):
        with torch.no_grad():
            for group, lr, params, grads, part in self._groups(gradients):
                adadelta(params, grads, [a._t for a in self.accum[part]], [a._t for a in self.accum_update[part]],
                         step_tensors(params, 1), foreach=False, lr=lr, rho=group["rho"], eps=group["eps"],
                         weight_decay=group["weight_decay"], maximize=group["maximize"])
        return True


class Adamax(Optimizer):
    """``mindspore.experimental.optim.Adamax(params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, *,
    maximize=False)``: ``torch.optim.adamax.adamax``."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, *, maximize=False):
        api = type(self).__name__
        at_least(lr, "lr", api, strict=True)
        at_least(weight_decay, "weight_decay", api)
        at_least(eps, "eps", api, strict=True)
        check.check_float_range(betas[0], 0.0, 1.0, check.INC_LEFT, "betas[0]", api)
        check.check_float_range(betas[1], 0.0, 1.0, check.INC_LEFT, "betas[1]", api)
        super().__init__(params, {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay,
                                  "maximize": maximize})
        self.step_t = _counter()
        self.exp_avg = self.parameters.clone(prefix="exp_avg", init="zeros")
        self.exp_inf = self.parameters.clone(prefix="exp_inf", init="zeros")

    def construct(self, gradients):
        with torch.no_grad():
            self.step_t._t.add_(1)
            step = int(self.step_t._t.item())
            for group, lr, params, grads, part in self._groups(gradients):
                beta1, beta2 = group["betas"]
                adamax(params, grads, [m._t for m in self.exp_avg[part]], [u._t for u in self.exp_inf[part]],
                       step_tensors(params, step), foreach=False, maximize=group["maximize"], eps=group["eps"],
                       beta1=beta1, beta2=beta2, lr=lr, weight_decay=group["weight_decay"])
        return True


class RMSprop(Optimizer):
    """``mindspore.experimental.optim.RMSprop(params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0.0,
    momentum=0.0, centered=False, maximize=False)``: ``torch.optim.rmsprop.rmsprop`` (state in ``mean_square``,
    ``mean_grad``, ``moment``)."""

    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0.0, momentum=0.0, centered=False,
                 maximize=False):
        api = type(self).__name__
        at_least(lr, "lr", api, strict=True)
        at_least(alpha, "alpha", api)
        at_least(eps, "eps", api, strict=True)
        at_least(momentum, "momentum", api)
        at_least(weight_decay, "weight_decay", api)
        super().__init__(params, {"lr": lr, "momentum": momentum, "alpha": alpha, "eps": eps, "centered": centered,
                                  "weight_decay": weight_decay, "maximize": maximize})
        self.mean_grad = self.parameters.clone(prefix="mean_grad", init="zeros")
        self.mean_square = self.parameters.clone(prefix="mean_square", init="zeros")
        self.moment = self.parameters.clone(prefix="moment", init="zeros")

    def construct(self, gradients):
        with torch.no_grad():
            for group, lr, params, grads, part in self._groups(gradients):
                rmsprop(params, grads, [s._t for s in self.mean_square[part]], [g._t for g in self.mean_grad[part]],
                        [m._t for m in self.moment[part]], step_tensors(params, 1), foreach=False, lr=lr,
                        alpha=group["alpha"], eps=group["eps"], weight_decay=group["weight_decay"],
                        momentum=group["momentum"], centered=group["centered"], maximize=group["maximize"])
        return True
