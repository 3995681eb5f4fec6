"""``mindspore.nn.Rprop``: resilient backpropagation, the step size of each element grows by ``etaplus`` while the
gradient keeps its sign and shrinks by ``etaminus`` when it flips."""
import torch

from ... import _checkparam as check
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["Rprop"]


class Rprop(Optimizer):
    """``mindspore.nn.Rprop``: state ``prev.<n>`` and ``step_size.<n>``; the learning rate only sets the first
    step size."""

    _grad_dtypes = "any"  # MindSpore casts the gradients to float32

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, etas=(0.5, 1.2), step_sizes=(1e-6, 50.), weight_decay=0.):
        super().__init__(learning_rate, params, weight_decay)
        if not isinstance(etas, tuple):
            raise TypeError(f"For Rprop, etas must be a tuple, but got {type(etas)}.")
        if len(etas) != 2:
            raise ValueError(f"For Rprop, etas must be a tuple with the size of 2, but got {len(etas)}.")
        if not isinstance(step_sizes, tuple):
            raise TypeError(f"For Rprop, step_sizes must be a tuple, but got {type(etas)}.")
        if len(step_sizes) != 2:
            raise ValueError(f"For Rprop, step_sizes must be a tuple with the size of 2, but got {len(step_sizes)}.")
        if step_sizes[0] > step_sizes[1]:
            raise ValueError("For Rprop, maximal step size should not be less than minimal step size, "
                             f"but got {step_sizes[0]} > {step_sizes[1]}.")
        check.check_float_range(etas[0], 0.0, 1.0, check.INC_NEITHER, "etaminus", self.cls_name)
        check.check_value_type(etas[1], [float], "etaplus", self.cls_name)
        if etas[1] <= 1.0:
            raise ValueError(f"For Rprop, etaplus must be greater than 1.0, but got etaplus {etas[1]}.")
        check.check_value_type(step_sizes[0], [float], "min_step_sizes", self.cls_name)
        check.check_value_type(step_sizes[1], [float], "max_step_sizes", self.cls_name)
        self.etaminus, self.etaplus = etas
        self.step_size_min, self.step_size_max = step_sizes
        self.prev = self.parameters.clone(prefix="prev", init="zeros")
        self.step_size = self.parameters.clone(prefix="step_size", init="zeros")

    def construct(self, gradients):
        grads, lrs = self._prepare(gradients)
        self._advance()
        first = int(self.global_step._t[0]) == 1
        params, prevs, sizes = self._torch(self.parameters), self._torch(self.prev), self._torch(self.step_size)
        for p, g, prev, size, lr in zip(params, grads, prevs, sizes, lrs):
            factor = torch.sign(g * prev)
            factor = torch.where(factor > 0, self.etaplus, torch.where(factor < 0, self.etaminus, 1.0))
            factor = factor.to(p.dtype)
            start = torch.full_like(size, lr) if first else size
            new_size = torch.clamp(start * factor, self.step_size_min, self.step_size_max)
            update = torch.where(factor == self.etaminus, torch.zeros_like(g), g)
            p.sub_(torch.sign(update) * new_size)
            prev.copy_(update)
            size.copy_(new_size)
        return True
