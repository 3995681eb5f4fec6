"""Issue 17: the optimizer primitives ``ops.Adam``, ``ops.AdamWeightDecay``, ``ops.AdamNoUpdateParam`` and
``ops.SGD``, on the Apply* machinery of nn_ops (the state Parameters are updated in place)."""
import torch

from ..._checkparam import check_bool
from ..function._utils import tensor_of
from .nn_ops import _adam, _ApplyOptimizer

__all__ = ["Adam", "AdamWeightDecay", "AdamNoUpdateParam", "SGD"]


class Adam(_ApplyOptimizer):
    """``ops.Adam(use_locking=False, use_nesterov=False)(var, m, v, beta1_power, beta2_power, lr, beta1, beta2,
    epsilon, gradient)``: one torch.optim.Adam-style step of var, m and v in place (with use_nesterov, the Nesterov
    momentum in the update). Returns (var, m, v), the updated values (MindSpore 2.10's CPU kernel returns zeros:
    docs/compat.md)."""
    _attrs = (("use_locking", False), ("use_nesterov", False))
    _n_inputs, _n_state, _returns = 10, 3, 3

    def __init__(self, use_locking=False, use_nesterov=False):
        check_bool(use_locking, "use_locking", "Adam")
        check_bool(use_nesterov, "use_nesterov", "Adam")
        super().__init__(use_locking, use_nesterov)

    def _step(self, *values):
        return _adam(*values, nesterov=self.use_nesterov)


class AdamWeightDecay(_ApplyOptimizer):
    """``ops.AdamWeightDecay(use_locking=False)(var, m, v, lr, beta1, beta2, epsilon, decay, gradient)``: m, v the
    moving moments; var -= lr * (m / (sqrt(v) + epsilon) + decay * var) (torch.optim.AdamW without bias correction).
    Returns (var, m, v)."""
    _attrs = (("use_locking", False),)
    _n_inputs, _n_state, _returns = 9, 3, 3

    @staticmethod
    def _step(var, m, v, lr, beta1, beta2, epsilon, decay, grad):
        m = beta1 * m + (1 - beta1) * grad
        v = beta2 * v + (1 - beta2) * grad * grad
        return var - lr * (m / (v.sqrt() + epsilon) + decay * var), m, v


class AdamNoUpdateParam(Adam):
    """``ops.AdamNoUpdateParam(use_locking=False, use_nesterov=False)(m, v, beta1_power, beta2_power, lr, beta1,
    beta2, epsilon, gradient)``: the Adam step of m and v in place; returns the update of the parameter (the Adam
    step of a zero parameter), the parameter itself not being an input."""
    _n_inputs, _n_state, _returns = 9, 2, 0

    def _step(self, m, v, *rates):
        delta, m, v = super()._step(torch.zeros_like(m), m, v, *rates)
        return m, v, delta


class SGD(_ApplyOptimizer):
    """``ops.SGD(dampening=0.0, weight_decay=0.0, nesterov=False)(parameters, gradient, learning_rate, accum,
    momentum, stat)``: torch.optim.SGD's momentum step in place: gradient += weight_decay * parameters; accum =
    gradient where stat > 0 (the first step, after which stat becomes 0), else momentum * accum + (1 - dampening) *
    gradient; parameters -= learning_rate * (gradient + momentum * accum if nesterov else accum). Returns
    parameters."""
    _attrs = (("dampening", 0.0), ("weight_decay", 0.0), ("nesterov", False))
    _n_inputs, _n_state = 6, 3

    def __init__(self, dampening=0.0, weight_decay=0.0, nesterov=False):
        check_bool(nesterov, "nesterov", "SGD")
        if nesterov and dampening != 0:
            raise ValueError(f"For 'SGD', the 'dampening' must be 0 when 'nesterov' is True, but got 'dampening' is "
                             f"{dampening} and 'nesterov' is True.")
        super().__init__(dampening, weight_decay, nesterov)

    def __call__(self, parameters, gradient, learning_rate, accum, momentum, stat):
        shape = tensor_of(parameters, self.name, "parameters").shape
        for name, value in (("gradient", gradient), ("accum", accum), ("stat", stat)):
            if tensor_of(value, self.name, name).shape != shape:  # (MindSpore's CPU kernel checks them)
                raise RuntimeError(f"For 'SGD', the shape of '{name}' must be the shape of 'parameters', "
                                   f"{tuple(shape)}, but got {tuple(value.shape)}.")
        return super().__call__(parameters, accum, stat, gradient, learning_rate, momentum)

    def _step(self, var, accum, stat, grad, lr, momentum):
        grad = grad + self.weight_decay * var
        accum = torch.where(stat > 0, grad, momentum * accum + (1 - self.dampening) * grad)
        step = grad + momentum * accum if self.nesterov else accum
        return var - lr * step, accum, torch.zeros_like(stat)
