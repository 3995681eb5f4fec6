"""``mindspore.experimental.optim.lr_scheduler``: torch-style schedulers that rewrite the learning-rate
Parameters of an experimental Optimizer's groups in place.

As in MindSpore, the epoch counter ``last_epoch`` is a float32 Parameter and the rules are computed on Tensors
(float32) in their chainable form: each ``step()`` multiplies the group's current rate, so schedulers stacked on
one optimizer compose, and ``step(epoch)`` uses the closed form from ``base_lrs`` where a scheduler has one.
The construction runs the first ``step()``, as torch.optim.lr_scheduler does.
"""
import math
from bisect import bisect_right
from collections import Counter

import numpy as np

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...ops import cos, maximum
from .optimizer import Optimizer

__all__ = ["LRScheduler", "StepLR", "MultiStepLR", "ExponentialLR", "LinearLR", "ConstantLR", "PolynomialLR",
           "CosineAnnealingLR", "LambdaLR", "MultiplicativeLR", "SequentialLR", "ReduceLROnPlateau"]


def _f32(value):
    return Tensor(np.float32(value))


def _copy(tensor):
    """A Tensor holding ``tensor``'s current value (what ``Parameter.value()`` gives in MindSpore)."""
    return tensor.copy() if hasattr(tensor, "copy") else Tensor(tensor.asnumpy().copy())


def _assign(param, value):
    param.set_data(value.astype(param.dtype) if isinstance(value, Tensor) else _f32(value))


def _per_group(optimizer, value, name, got="but got"):
    if isinstance(value, (list, tuple)):
        if len(value) != len(optimizer.param_groups):
            raise ValueError(f"Expected {len(optimizer.param_groups)} {name}, {got} {len(value)}")
        return list(value)
    return [value] * len(optimizer.param_groups)


class LRScheduler:
    """``mindspore.experimental.optim.lr_scheduler.LRScheduler(optimizer, last_epoch=-1)``: the base class
    (torch.optim.lr_scheduler.LRScheduler's chainable ``get_lr`` protocol on the groups' lr Parameters)."""

    def __init__(self, optimizer, last_epoch=-1):
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        check.check_value_type(last_epoch, [int], "last_epoch")
        if last_epoch < -1:
            raise ValueError(f"Invalid last_epoch: {last_epoch}")
        if last_epoch == -1:
            for group in optimizer.param_groups:
                group.setdefault("initial_lr", _copy(group["lr"].value()))
        else:
            for i, group in enumerate(optimizer.param_groups):
                if "initial_lr" not in group:
                    raise KeyError(f"param 'initial_lr' is not specified in param_groups[{i}] when resuming an "
                                   f"optimizer")
        self.base_lrs = [group["initial_lr"] for group in optimizer.param_groups]
        self.optimizer = optimizer
        self._last_lr = list(optimizer.lrs)
        self.groups_num = len(optimizer.param_groups)
        self.last_epoch = Parameter(_f32(last_epoch), name="last_epoch_" + type(self).__name__)
        self.step()

    def get_lr(self):
        """The groups' next learning rates (subclasses define it)."""
        raise NotImplementedError

    def get_last_lr(self):
        """The groups' current learning rates, as Tensors."""
        return [_copy(lr.value()) for lr in self._last_lr]

    def step(self, epoch=None):
        """Advance one epoch (or jump to ``epoch``, by the closed form where the scheduler has one)."""
        if epoch is None:
            _assign(self.last_epoch, self.last_epoch + 1)
            values = self.get_lr()
        else:
            _assign(self.last_epoch, epoch)
            closed = getattr(self, "_get_closed_form_lr", None)
            values = closed() if closed is not None else self.get_lr()
        for lr, value in zip(self._last_lr, values):
            _assign(lr, value)
        return True

    def _scaled(self, factor):
        return [lr * factor for lr in self._last_lr]


class StepLR(LRScheduler):
    """``StepLR(optimizer, step_size, gamma=0.1, last_epoch=-1)``: times ``gamma`` every ``step_size`` epochs."""

    def __init__(self, optimizer, step_size, gamma=0.1, last_epoch=-1):
        if not isinstance(step_size, int):
            raise TypeError(f"For 'StepLR', the 'step_size' must be int, but got {type(step_size)}.")
        if not isinstance(gamma, float):
            raise TypeError(f"For 'StepLR', the 'gamma' must be float, but got {type(gamma)}.")
        self.step_size = step_size
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0 or self.last_epoch % self.step_size != 0:
            return self._scaled(1.0)
        return self._scaled(self.gamma)

    def _get_closed_form_lr(self):
        return [base * self.gamma ** (self.last_epoch // self.step_size) for base in self.base_lrs]


class MultiStepLR(LRScheduler):
    """``MultiStepLR(optimizer, milestones, gamma=0.1, last_epoch=-1)``: times ``gamma`` at each milestone (a
    milestone listed k times: ``gamma**k``); ``step(epoch)`` raises AttributeError, as in MindSpore 2.10."""

    def __init__(self, optimizer, milestones, gamma=0.1, last_epoch=-1):
        check.check_value_type(milestones, [list], "milestones")
        for milestone in milestones:
            if not isinstance(milestone, int):
                raise TypeError(f"For 'MultiStepLR', elements of the 'milestones' must be type of int, but got one "
                                f"element of 'milestones' type: {type(milestone)}.")
        check.check_value_type(gamma, [float, int], "gamma")
        self.milestones = Counter(milestones)
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        count = self.milestones.get(int(self.last_epoch.asnumpy()), 0)
        return self._scaled(self.gamma ** count) if count else [_copy(lr.value()) for lr in self._last_lr]

    def _get_closed_form_lr(self):
        # MindSpore 2.10's closed form reads a step_size MultiStepLR does not have: step(epoch) fails there
        raise AttributeError(f"'{type(self).__name__}' object has no attribute 'step_size'")


class ExponentialLR(LRScheduler):
    """``ExponentialLR(optimizer, gamma, last_epoch=-1)``: times ``gamma`` every epoch."""

    def __init__(self, optimizer, gamma, last_epoch=-1):
        if not isinstance(gamma, float):
            raise TypeError(f"For 'ExponentialLR', the 'gamma' must be float, but got {type(gamma)}.")
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        return self._scaled(1.0 if self.last_epoch == 0 else self.gamma)

    def _get_closed_form_lr(self):
        return [base * self.gamma ** self.last_epoch for base in self.base_lrs]


class LinearLR(LRScheduler):
    """``LinearLR(optimizer, start_factor=1/3, end_factor=1.0, total_iters=5, last_epoch=-1)``: the factor goes
    linearly from ``start_factor`` to ``end_factor`` over ``total_iters`` epochs."""

    def __init__(self, optimizer, start_factor=1.0 / 3, end_factor=1.0, total_iters=5, last_epoch=-1):
        if start_factor > 1.0 or start_factor <= 0:
            raise ValueError("Starting multiplicative factor expected to be greater than 0 and less than or equal "
                             "to 1.")
        if end_factor > 1.0 or end_factor < 0:
            raise ValueError("Ending multiplicative factor expected to be between 0 and 1.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'LinearLR', the type of total_iters must be int, but got {type(total_iters)}.")
        self.start_factor = start_factor
        self.end_factor = end_factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0:
            return self._scaled(self.start_factor)
        if self.last_epoch > self.total_iters:
            return self._scaled(1.0)
        change = self.end_factor - self.start_factor
        return self._scaled(1.0 + change / (self.total_iters * self.start_factor + (self.last_epoch - 1) * change))

    def _get_closed_form_lr(self):
        span = min(self.total_iters, float(self.last_epoch.asnumpy()))
        factor = self.start_factor + (self.end_factor - self.start_factor) * span / self.total_iters
        return [base * factor for base in self.base_lrs]


class ConstantLR(LRScheduler):
    """``ConstantLR(optimizer, factor=1/3, total_iters=5, last_epoch=-1)``: times ``factor`` until
    ``total_iters``, then the base rate."""

    def __init__(self, optimizer, factor=1.0 / 3, total_iters=5, last_epoch=-1):
        if factor > 1.0 or factor < 0:
            raise ValueError("Constant multiplicative factor expected to be between 0 and 1.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'ConstantLR', the type of total_iters must be int, but got {type(total_iters)}.")
        self.factor = factor
        self.total_iters = total_iters
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0:
            return self._scaled(self.factor)
        if self.last_epoch != self.total_iters:
            return self._scaled(1.0)
        return [lr / self.factor for lr in self._last_lr]

    def _get_closed_form_lr(self):
        reached = float(self.last_epoch.asnumpy()) >= self.total_iters
        return [base * (self.factor + reached * (1 - self.factor)) for base in self.base_lrs]


class PolynomialLR(LRScheduler):
    """``PolynomialLR(optimizer, total_iters=5, power=1.0, last_epoch=-1)``: ``(1 - t/total_iters)**power``."""

    def __init__(self, optimizer, total_iters=5, power=1.0, last_epoch=-1):
        if not isinstance(power, float):
            raise TypeError(f"For 'PolynomialLR', the 'power' must be float, but got {type(power)}.")
        if power < 0:
            raise ValueError(f"For 'PolynomialLR', the 'power' must be >= 0, but got {power}.")
        if not isinstance(total_iters, int):
            raise TypeError(f"For 'PolynomialLR', the type of total_iters must be int, but got {type(total_iters)}.")
        self.total_iters = total_iters
        self.power = power
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch == 0 or self.last_epoch > self.total_iters:
            return self._scaled(1.0)
        ratio = (1.0 - self.last_epoch / self.total_iters) / (1.0 - (self.last_epoch - 1) / self.total_iters)
        return self._scaled(ratio ** self.power)

    def _get_closed_form_lr(self):
        done = min(self.total_iters, float(self.last_epoch.asnumpy()))
        return [base * (1.0 - done / self.total_iters) ** self.power for base in self.base_lrs]


class CosineAnnealingLR(LRScheduler):
    """``CosineAnnealingLR(optimizer, T_max, eta_min=0.0, last_epoch=-1)``: cosine annealing from the base rate
    to ``eta_min`` over ``T_max`` epochs (torch's chainable recurrence)."""

    def __init__(self, optimizer, T_max, eta_min=0.0, last_epoch=-1):
        if not isinstance(eta_min, (float, int)):
            raise TypeError(f"For 'CosineAnnealingLR', the 'eta_min' must be float or int, but got {type(eta_min)}.")
        if not isinstance(T_max, int):
            raise TypeError(f"For 'CosineAnnealingLR', the 'T_max' must be int, but got {type(eta_min)}.")
        self.T_max = T_max
        self.eta_min = eta_min
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        epoch = self.last_epoch
        if epoch == 0:
            return self._scaled(1.0)
        if (epoch - 1 - self.T_max) % (2 * self.T_max) == 0:
            bump = (1 - cos(_f32(math.pi / self.T_max))) / 2
            return [lr + (base - self.eta_min) * bump for base, lr in zip(self.base_lrs, self._last_lr)]
        ratio = (1 + cos(math.pi * epoch / self.T_max)) / (1 + cos(math.pi * (epoch - 1) / self.T_max))
        return [ratio * (lr - self.eta_min) + self.eta_min for lr in self._last_lr]

    def _get_closed_form_lr(self):
        half = (1 + cos(math.pi * self.last_epoch / self.T_max)) / 2
        return [self.eta_min + (base - self.eta_min) * half for base in self.base_lrs]


class LambdaLR(LRScheduler):
    """``LambdaLR(optimizer, lr_lambda, last_epoch=-1)``: ``base_lr * lr_lambda(last_epoch)`` (one function, or
    one per group; it receives the float32 epoch Parameter)."""

    def __init__(self, optimizer, lr_lambda, last_epoch=-1):
        self.lr_lambdas = _per_group(optimizer, lr_lambda, "lr_lambdas")
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        return [base * fn(self.last_epoch) for fn, base in zip(self.lr_lambdas, self.base_lrs)]


class MultiplicativeLR(LRScheduler):
    """``MultiplicativeLR(optimizer, lr_lambda, last_epoch=-1)``: times ``lr_lambda(last_epoch)`` every epoch
    after the first."""

    def __init__(self, optimizer, lr_lambda, last_epoch=-1):
        self.lr_lambdas = _per_group(optimizer, lr_lambda, "lr_lambdas")
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        if self.last_epoch > 0:
            return [lr * fn(self.last_epoch) for fn, lr in zip(self.lr_lambdas, self._last_lr)]
        return self._scaled(1.0)


class SequentialLR:
    """``SequentialLR(optimizer, schedulers, milestones, last_epoch=-1)``: runs ``schedulers[i]`` from
    ``milestones[i-1]`` on (restarting it at its milestone), as torch's SequentialLR."""

    def __init__(self, optimizer, schedulers, milestones, last_epoch=-1):
        for index, scheduler in enumerate(schedulers):
            if scheduler.optimizer is not optimizer:
                raise ValueError(f"Sequential Schedulers expects all schedulers to belong to the same optimizer, but "
                                 f"got scheduler at index {index} is different from the optimizer passed in.")
        if len(milestones) != len(schedulers) - 1:
            raise ValueError("Sequential Schedulers expects number of schedulers provided to be one more than the "
                             f"number of milestone points, but got number of schedulers {len(schedulers)} and the "
                             f"number of milestones {len(milestones)}")
        self._schedulers = schedulers
        self.milestones = milestones
        self.last_epoch = Parameter(_f32(last_epoch + 1), name="last_epoch_SequentialLR")
        self.optimizer = optimizer
        for group in optimizer.param_groups:
            _assign(group["lr"], group["initial_lr"])
        for scheduler in schedulers:
            _assign(scheduler.last_epoch, scheduler.last_epoch - 1)
        schedulers[0].step()
        self._last_lr = schedulers[0]._last_lr

    def step(self):
        """Advance one epoch on the scheduler whose span holds it."""
        _assign(self.last_epoch, self.last_epoch + 1)
        epoch = int(self.last_epoch.asnumpy())
        index = bisect_right(self.milestones, epoch)
        scheduler = self._schedulers[index]
        if index > 0 and self.milestones[index - 1] == epoch:
            scheduler.step(0)
        else:
            scheduler.step()

    def get_last_lr(self):
        """The groups' current learning rates, as Tensors."""
        return [_copy(lr.value()) for lr in self._last_lr]


class ReduceLROnPlateau:
    """``ReduceLROnPlateau(optimizer, mode='min', factor=0.1, patience=10, threshold=1e-4, threshold_mode='rel',
    cooldown=0, min_lr=0, eps=1e-8)``: times ``factor`` (not below ``min_lr``) once the metric given to
    ``step(metrics)`` has not improved for more than ``patience`` epochs (comparisons in float32)."""

    def __init__(self, optimizer, mode="min", factor=0.1, patience=10, threshold=1e-4, threshold_mode="rel",
                 cooldown=0, min_lr=0, eps=1e-8):
        if factor >= 1.0:
            raise ValueError("The lr factor should be less than 1.0.")
        self.factor = factor
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"Expected an `Optimizer`, but got type {type(optimizer).__name__}")
        self.optimizer = optimizer
        self.min_lrs = [_f32(lr) for lr in _per_group(optimizer, min_lr, "min_lrs", "got")]
        if mode not in {"min", "max"}:
            raise ValueError(f"`mode` should be 'min' or 'max', but got {mode}.")
        if threshold_mode not in {"rel", "abs"}:
            raise ValueError(f"`threshold mode` should be 'rel' or 'abs', but got {threshold_mode}.")
        self.mode, self.patience, self.threshold, self.threshold_mode = mode, patience, threshold, threshold_mode
        self.cooldown, self.eps = cooldown, eps
        self.mode_worse = float("inf") if mode == "min" else float("-inf")
        self.last_epoch = Parameter(Tensor(np.int32(0)), name="last_epoch_ReduceLROnPlateau")
        self.best = Parameter(_f32(self.mode_worse), name="best")
        self.cooldown_counter = Parameter(_f32(0), name="cooldown_counter")
        self.wait = Parameter(_f32(0), name="wait")
        self._last_lr = [group["lr"] for group in optimizer.param_groups]

    def step(self, metrics):
        """Record one epoch's metric; reduce the rates when it has stalled."""
        _assign(self.last_epoch, self.last_epoch + 1)
        current = Tensor(metrics).astype(mstype.float32) if not isinstance(metrics, Tensor) \
            else metrics.astype(mstype.float32)
        if self._is_improvement(current, self.best):
            _assign(self.best, current)
            _assign(self.wait, 0)
        else:
            _assign(self.wait, self.wait + 1)
        if self.in_cooldown():
            _assign(self.cooldown_counter, self.cooldown_counter - 1)
            _assign(self.wait, 0)
        if self.wait > self.patience:
            for lr, floor in zip(self._last_lr, self.min_lrs):
                old = _copy(lr.value())
                new = maximum(old * self.factor, floor)
                if old > new + self.eps:
                    _assign(lr, new)
            _assign(self.cooldown_counter, self.cooldown)
            _assign(self.wait, 0)
        return True

    def in_cooldown(self):
        """Whether the cooldown after a reduction is still running."""
        return self.cooldown_counter > 0

    def _is_improvement(self, current, best):
        if self.mode == "min":
            bound = best * (1.0 - self.threshold) if self.threshold_mode == "rel" else best - self.threshold
            return current < bound
        bound = best * (self.threshold + 1.0) if self.threshold_mode == "rel" else best + self.threshold
        return current > bound

    def get_last_lr(self):
        """The groups' current learning rates, as Tensors."""
        return [_copy(lr.value()) for lr in self._last_lr]
