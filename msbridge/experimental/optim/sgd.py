"""``mindspore.experimental.optim.SGD``: torch.optim.SGD's functional update (MindSpore's SGD kernel is the same
rule: the momentum buffer starts at the first gradient), with the buffer in ``accum`` and the first-step flag in
``stat`` as MindSpore names them."""
import torch
from torch.optim.sgd import sgd

from ... import _checkparam as check
from ...common.tensor import Tensor
from .optimizer import Optimizer

__all__ = ["SGD"]


class SGD(Optimizer):
    """``mindspore.experimental.optim.SGD(params, lr, momentum=0, dampening=0, weight_decay=0.0, nesterov=False,
    *, maximize=False)``: ``torch.optim.sgd.sgd`` per group."""

    def __init__(self, params, lr, momentum=0, dampening=0, weight_decay=0.0, nesterov=False, *, maximize=False):
        check.check_value_type(lr, [float, int, Tensor], "lr", self.cls_name)
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        check.check_value_type(momentum, [int, float], "momentum", self.cls_name)
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        momentum = float(momentum)
        check.check_value_type(nesterov, [bool], "nesterov", self.cls_name)
        check.check_value_type(maximize, [bool], "maximize", self.cls_name)
        defaults = dict(lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay, nesterov=nesterov,
                        maximize=maximize, grad_centralization=False)
        super().__init__(params, defaults)
        for group in self.param_groups:
            check.check_value_type(group["dampening"], [int, float], "dampening", self.cls_name)
            group["dampening"] = float(group["dampening"])
        if nesterov and (momentum <= 0.0 or dampening != 0.0):
            raise ValueError("For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal "
                             f"to 0.0, but got 'momentum' {momentum}, 'dampening' {dampening}")
        self.accum = self.parameters.clone(prefix="accum", init="zeros")
        self.stat = self.parameters.clone(prefix="stat", init="ones")

    def construct(self, gradients):
        with torch.no_grad():
            for group, lr, params, grads, part in self._groups(gradients):
                accum, stat = [a._t for a in self.accum[part]], [s._t for s in self.stat[part]]
                momentum = float(group["momentum"])
                buffers = [None if bool(s.any()) else a for a, s in zip(accum, stat)] if momentum > 0 else accum
                sgd(params, grads, buffers, weight_decay=group["weight_decay"], momentum=momentum, lr=lr,
                    dampening=group["dampening"], nesterov=group["nesterov"], maximize=group["maximize"],
                    foreach=False)
                if momentum > 0:
                    for a, s, b in zip(accum, stat, buffers):
                        if b is not a:
                            a.copy_(b)
                        s.zero_()
        return True
