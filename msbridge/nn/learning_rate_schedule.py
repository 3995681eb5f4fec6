"""``mindspore.nn.learning_rate_schedule``: Cells mapping a global step Tensor to a float32 learning rate (a few
torch elementwise ops on the step tensor)."""
import math

import torch

from .. import _checkparam as check
from ..common.handles import wrap as _wrap
from ..common.tensor import Tensor
from .cell import Cell

# LearningRateSchedule is importable from this module only, as in MindSpore 2.10 (not from mindspore.nn)
__all__ = ["ExponentialDecayLR", "NaturalExpDecayLR", "InverseDecayLR", "CosineDecayLR",
           "PolynomialDecayLR", "WarmUpLR"]


def _step(global_step):
    """The torch tensor of a global step argument (a Tensor of any numeric dtype)."""
    if not isinstance(global_step, Tensor):
        raise TypeError(f"For 'LearningRateSchedule', the 'global_step' must be a Tensor, but got "
                        f"{type(global_step).__name__}.")
    return global_step._t


def _as_float(t):
    return t.to(torch.float32)


class LearningRateSchedule(Cell):
    """``mindspore.nn.LearningRateSchedule``: base class; ``construct(global_step)`` returns the learning rate."""

    def construct(self, global_step):
        """The learning rate at ``global_step``; subclasses define it."""
        raise NotImplementedError(f"For '{type(self).__name__}', the 'construct' method is not defined.")


def _check_decay(learning_rate, decay_rate, decay_steps, is_stair, api):
    check.check_positive_int(decay_steps, "decay_steps", api)
    check.check_positive_float(learning_rate, "learning_rate", api)
    check.check_positive_float(decay_rate, "decay_rate", api)
    check.check_value_type(is_stair, [bool], "is_stair", api)


class _DecayLR(LearningRateSchedule):
    """Shared constructor of the exponential, natural-exponential and inverse decays."""

    def __init__(self, learning_rate, decay_rate, decay_steps, is_stair=False):
        super().__init__()
        _check_decay(learning_rate, decay_rate, decay_steps, is_stair, type(self).__name__)
        self.learning_rate = learning_rate
        self.decay_rate = decay_rate
        self.decay_steps = decay_steps
        self.is_stair = is_stair

    def _progress(self, global_step):
        """step / decay_steps in float32, floored when ``is_stair``."""
        p = _as_float(_step(global_step)) / self.decay_steps
        return torch.floor(p) if self.is_stair else p


class ExponentialDecayLR(_DecayLR):
    """``lr * decay_rate ** (step / decay_steps)``; torch.pow on the float32 step."""

    def construct(self, global_step):
        return _wrap(self.learning_rate * torch.pow(self.decay_rate, self._progress(global_step)))


class NaturalExpDecayLR(_DecayLR):
    """``lr * e ** (-decay_rate * step)``, the step floored to a multiple of decay_steps when ``is_stair``."""

    def construct(self, global_step):
        p = _as_float(_step(global_step))
        if self.is_stair:
            p = torch.floor_divide(p, self.decay_steps) * self.decay_steps
        return _wrap(self.learning_rate * torch.pow(math.e, -self.decay_rate * p))


class InverseDecayLR(_DecayLR):
    """``lr / (1 + decay_rate * step / decay_steps)``."""

    def construct(self, global_step):
        return _wrap(self.learning_rate / (1 + self.decay_rate * self._progress(global_step)))


class CosineDecayLR(LearningRateSchedule):
    """``min_lr + (max_lr - min_lr)/2 * (1 + cos(pi * min(step, decay_steps) / decay_steps))``."""

    def __init__(self, min_lr, max_lr, decay_steps):
        super().__init__()
        check.check_lr_float(min_lr, "min_lr", "CosineDecayLR")
        check.check_positive_float(max_lr, "max_lr", "CosineDecayLR")
        check.check_positive_int(decay_steps, "decay_steps", "CosineDecayLR")
        if min_lr >= max_lr:
            raise ValueError("For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', "
                             f"but got 'max_lr' value: {max_lr}, 'min_lr' value: {min_lr}.")
        self.min_lr = min_lr
        self.max_lr = max_lr
        self.decay_steps = decay_steps
        self.delta = 0.5 * (max_lr - min_lr)

    def construct(self, global_step):
        # MindSpore writes cos(x) as sin(x + pi/2); the float32 rounding follows its form
        p = _as_float(torch.clamp(_step(global_step), max=self.decay_steps))
        return _wrap(self.min_lr + self.delta * (1.0 + torch.sin(math.pi * (p / self.decay_steps + 0.5))))


class PolynomialDecayLR(LearningRateSchedule):
    """``(lr - end_lr) * (1 - step/decay_steps) ** power + end_lr``; with ``update_decay_steps`` the horizon
    grows to the next multiple of decay_steps instead of the step being capped."""

    def __init__(self, learning_rate, end_learning_rate, decay_steps, power, update_decay_steps=False):
        super().__init__()
        check.check_positive_float(learning_rate, "learning_rate")
        check.check_lr_float(end_learning_rate, "end_learning_rate", "PolynomialDecayLR")
        check.check_positive_int(decay_steps, "decay_steps", "PolynomialDecayLR")
        check.check_value_type(update_decay_steps, [bool], "update_decay_steps", "PolynomialDecayLR")
        check.check_positive_float(power, "power", "PolynomialDecayLR")
        self.decay_steps = decay_steps
        self.start_learning_rate = learning_rate
        self.end_learning_rate = end_learning_rate
        self.diff_learning_rate = learning_rate - end_learning_rate
        self.power = power
        self.update_decay_steps = update_decay_steps

    def construct(self, global_step):
        step = _as_float(_step(global_step))
        if self.update_decay_steps:
            decay = self.decay_steps * torch.clamp(torch.ceil(step / self.decay_steps), min=1)
        else:
            decay = self.decay_steps
            step = torch.clamp(step, max=float(decay))
        p = step / decay
        return _wrap(self.diff_learning_rate * torch.pow(1.0 - p, self.power) + self.end_learning_rate)


class WarmUpLR(LearningRateSchedule):
    """``lr * min(step, warmup_steps) / warmup_steps``."""

    def __init__(self, learning_rate, warmup_steps):
        super().__init__()
        check.check_lr_float(learning_rate, "learning_rate", "WarmUpLR")
        check.check_positive_int(warmup_steps, "warmup_steps", "WarmUpLR")
        self.warmup_steps = warmup_steps
        self.learning_rate = learning_rate

    def construct(self, global_step):
        p = _as_float(torch.clamp(_step(global_step), max=self.warmup_steps)) / self.warmup_steps
        return _wrap(self.learning_rate * p)
