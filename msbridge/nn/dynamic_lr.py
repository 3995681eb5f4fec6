"""``mindspore.nn.dynamic_lr``: Python lists of per-step learning rates (plain float arithmetic, as MindSpore's)."""
import math

from .. import _checkparam as check

__all__ = ["piecewise_constant_lr", "exponential_decay_lr", "natural_exp_decay_lr", "inverse_decay_lr",
           "cosine_decay_lr", "polynomial_decay_lr", "warmup_lr"]


def piecewise_constant_lr(milestone, learning_rates):
    """``learning_rates[i]`` for the steps before ``milestone[i]``."""
    check.check_value_type(milestone, (tuple, list), "milestone")
    check.check_value_type(learning_rates, (tuple, list), "learning_rates")
    if len(milestone) != len(learning_rates):
        raise ValueError("For 'piecewise_constant_lr', the size of 'milestone' must be same with the size of "
                         f"'learning_rates', but got 'milestone' size: {len(milestone)}, 'learning_rates' size: "
                         f"{len(learning_rates)}.")
    lr = []
    last = 0
    for i, item in enumerate(milestone):
        check.check_positive_int(item, f"milestone[{i}]")
        check.check_is_float(learning_rates[i], f"learning_rates[{i}]")
        if item < last:
            raise ValueError(f"For 'piecewise_constant_lr', the value of milestone[{i}] must be greater than "
                             f"milestone[{i - 1}], but got milestone[{i}]: {milestone[i]}, milestone[{i - 1}]: "
                             f"{milestone[i - 1]}.")
        lr += [learning_rates[i]] * (item - last)
        last = item
    return lr


def _check_steps(total_step, step_per_epoch, decay_epoch):
    check.check_positive_int(total_step, "total_step")
    check.check_positive_int(step_per_epoch, "step_per_epoch")
    check.check_positive_int(decay_epoch, "decay_epoch")


def _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair):
    _check_steps(total_step, step_per_epoch, decay_epoch)
    check.check_positive_float(learning_rate, "learning_rate")
    check.check_positive_float(decay_rate, "decay_rate")
    check.check_value_type(is_stair, [bool], "is_stair")


def _epochs(total_step, step_per_epoch):
    """The epoch index of every step."""
    return [i // step_per_epoch for i in range(total_step)]


def exponential_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    """``lr * decay_rate ** (epoch / decay_epoch)`` per step (the exponent floored when ``is_stair``)."""
    _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    return [learning_rate * decay_rate ** (e // decay_epoch if is_stair else e / decay_epoch)
            for e in _epochs(total_step, step_per_epoch)]


def natural_exp_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    """``lr * e ** (-decay_rate * epoch)`` per step (the epoch floored to a multiple of decay_epoch)."""
    _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    return [learning_rate * math.e ** (-decay_rate * ((e // decay_epoch) * decay_epoch if is_stair else e))
            for e in _epochs(total_step, step_per_epoch)]


def inverse_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    """``lr / (1 + decay_rate * epoch / decay_epoch)`` per step (the quotient floored when ``is_stair``)."""
    _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    if is_stair:
        return [learning_rate / (1 + decay_rate * (e // decay_epoch)) for e in _epochs(total_step, step_per_epoch)]
    return [learning_rate / (1 + decay_rate * e / decay_epoch) for e in _epochs(total_step, step_per_epoch)]


def cosine_decay_lr(min_lr, max_lr, total_step, step_per_epoch, decay_epoch):
    """``min_lr + (max_lr - min_lr)/2 * (1 + cos(pi * min(epoch, decay_epoch) / decay_epoch))`` per step."""
    check.check_lr_float(min_lr, "min_lr", "cosine_decay_lr", named=False)
    check.check_positive_float(max_lr, "max_lr")
    _check_steps(total_step, step_per_epoch, decay_epoch)
    if min_lr >= max_lr:
        raise ValueError("For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', "
                         f"but got 'max_lr' value: {max_lr}, 'min_lr' value: {min_lr}.")
    delta = 0.5 * (max_lr - min_lr)
    return [min_lr + delta * (1 + math.cos(math.pi * min(e, decay_epoch) / decay_epoch))
            for e in _epochs(total_step, step_per_epoch)]


def polynomial_decay_lr(learning_rate, end_learning_rate, total_step, step_per_epoch, decay_epoch, power,
                        update_decay_epoch=False):
    """``(lr - end_lr) * (1 - epoch/decay_epoch) ** power + end_lr`` per step; with ``update_decay_epoch`` the
    horizon grows to the next multiple of decay_epoch instead of the epoch being capped."""
    check.check_positive_float(learning_rate, "learning_rate")
    check.check_lr_float(end_learning_rate, "end_learning_rate", "polynomial_decay_lr", named=False)
    check.check_positive_float(power, "power")
    _check_steps(total_step, step_per_epoch, decay_epoch)
    check.check_value_type(update_decay_epoch, [bool], "update_decay_epoch")
    delta = learning_rate - end_learning_rate
    lr = []
    for e in _epochs(total_step, step_per_epoch):
        if update_decay_epoch:
            horizon, epoch = decay_epoch * max(math.ceil(e / decay_epoch), 1), e
        else:
            horizon, epoch = decay_epoch, min(e, decay_epoch)
        lr.append(delta * (1 - epoch / horizon) ** power + end_learning_rate)
    return lr


def warmup_lr(learning_rate, total_step, step_per_epoch, warmup_epoch):
    """``lr * min(epoch, warmup_epoch) / warmup_epoch`` per step."""
    check.check_lr_float(learning_rate, "learning_rate", "warmup_lr", named=False)
    check.check_positive_int(warmup_epoch, "warmup_epoch")
    check.check_positive_int(total_step, "total_step")
    check.check_positive_int(step_per_epoch, "step_per_epoch")
    return [learning_rate * min(e, warmup_epoch) / warmup_epoch for e in _epochs(total_step, step_per_epoch)]
