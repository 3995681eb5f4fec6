"""``mindspore.nn.ASGD``: averaged SGD; the step size decays as ``lr / (1 + lambd*lr*t)**alpha`` and ``ax`` averages
the Parameters from step ``t0`` on."""
import numpy as np
import torch

from ... import _checkparam as check
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["ASGD"]


class ASGD(Optimizer):
    """``mindspore.nn.ASGD``: state ``mu_<n>``, ``eta_<n>`` (scalars) and ``ax_.<n>``."""

    _grad_dtypes = "any"  # MindSpore casts the gradients to float32
    _grads_type_error = check.InputTypeError

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        check.check_value_type(lambd, [float], "lambd", self.cls_name)
        check.check_value_type(alpha, [float], "alpha", self.cls_name)
        check.check_value_type(t0, [float], "t0", self.cls_name)
        self.lambd = lambd
        self.alpha = alpha
        self.t0 = Tensor(np.array([t0], np.float32))
        self.mu = ParameterTuple(Parameter(Tensor(np.float32(1.0)), name="mu_" + p.name) for p in self.parameters)
        self.eta = ParameterTuple(Parameter(Tensor(np.float32(0.0)), name="eta_" + p.name) for p in self.parameters)
        self.lens = len(self.parameters)
        self.ax = self.parameters.clone(prefix="ax_", init="zeros")

    def construct(self, gradients):
        grads, lrs = self._prepare(gradients)
        self._advance()
        step = self.global_step._t.to(torch.float32).reshape(())
        t0 = self.t0._t.reshape(())
        params, mus, etas, axs = (self._torch(self.parameters), self._torch(self.mu), self._torch(self.eta),
                                  self._torch(self.ax))
        for p, g, mu, eta, ax, lr in zip(params, grads, mus, etas, axs, lrs):
            lr = torch.tensor(lr, dtype=torch.float32)
            if int(step) == 1:
                eta.copy_(lr)
            p.copy_(p * (1.0 - self.lambd * eta) - eta * g)
            if float(mu) != 1:
                ax.add_((p - ax) * mu)
            else:
                ax.copy_(p)
            eta.copy_(lr / torch.pow(1.0 + self.lambd * lr * step, self.alpha))
            mu.copy_(1.0 / torch.clamp(step - t0, min=1.0))
        return True
