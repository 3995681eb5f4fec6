"""``minimize(method='LAGRANGE')``: MindSpore 2.10's augmented-Lagrangian loop (inequality constraints c(x) < 0), each
round ``steps`` Adam steps on the Lagrangian then an update of the multipliers or of the penalty, with msbridge's
``nn.Adam`` and autograd. The best point that satisfies every constraint below its tolerance and improves the
objective is kept."""
import logging
import sys
from typing import NamedTuple

import numpy as _np

from ... import nn as _nn
from ... import ops as _ops
from ...common import dtype as _mstype
from ...common.parameter import Parameter as _Parameter
from ...common.tensor import Tensor as _Tensor
from ...ops.function.grad.grad_func import value_and_grad as _value_and_grad


class _LagrangeResults(NamedTuple):
    """What ``minimize(method='LAGRANGE')`` returns (MindSpore's field names and order)."""
    succeeded: bool
    best_value: float
    object_value: float
    loss_value: _Tensor


def check_arguments(func, constraints, options, tol):
    """MindSpore 2.10's checks of a LAGRANGE call (TypeError for a non-callable, ValueError for ``tol``'s length)."""
    if not callable(func):
        raise TypeError(f"For 'minimize', 'func' must be a function, but got {type(func)}.")
    if "coincide_func" in options and not callable(options["coincide_func"]):
        raise TypeError(f"For 'minimize', 'coincide_func' must be a function, but got {type(options['coincide_func'])}.")
    for constraint in constraints:
        if not callable(constraint):
            raise TypeError(f"For 'minimize', each constraint must be a function, but got {type(constraint)}.")
    if tol is not None and len(tol) != len(constraints):
        raise ValueError(f"For 'minimize', the length of 'tol' ({len(tol)}) must be the number of constraints "
                         f"({len(constraints)}).")


def _bounded(lower, upper):
    """The map from the free parameter to x: identity, or onto x <= upper, x >= lower, or (lower, upper)."""
    lb = None if lower is None else _Tensor(lower)
    ub = None if upper is None else _Tensor(upper)
    if lb is None and ub is None:
        return lambda x: x
    if lb is None:
        return lambda x: (-x) * x + ub
    if ub is None:
        return lambda x: x * x + lb
    return lambda x: (ub - lb) * _ops.sigmoid(x) + lb


def minimize_lagrange(func, x0, constraints, save_tol=None, obj_weight=1.0, lower=None, upper=None,
                      learning_rate=0.1, coincide_fun=None, rounds=10, steps=1000, log_sw=False):
    """The loop behind ``minimize(method='LAGRANGE')``; ``save_tol`` is ``minimize``'s ``tol``."""
    count = len(constraints)
    param = _Parameter(_Tensor(x0.asnumpy()), name="param")
    bounded = _bounded(lower, upper)
    weight = _Tensor(obj_weight)
    sigma, alpha, beta, rho = _Tensor(1.0), _Tensor(0.1), _Tensor(0.9), _Tensor(1.1)
    epsilon = 1.0 / _ops.pow(sigma, alpha)
    multipliers = _np.ones(count, _np.float32)
    optimizer = _nn.Adam([param], learning_rate=learning_rate, use_locking=True, use_nesterov=False)
    seen = {}

    def lagrangian():
        x = bounded(param)
        shared = coincide_fun(x) if coincide_fun is not None else None
        penalty, values = 0, []
        for i, constraint in enumerate(constraints):
            # MindSpore stores each value into a Parameter first: no gradient flows through the penalty
            value = _ops.stop_gradient(constraint(x) if coincide_fun is None else constraint(x, shared))
            values.append(value)
            scaled = _Tensor(multipliers[i]) / sigma
            penalty += _ops.pow(_ops.relu(scaled + value), 2.0) - _ops.pow(scaled, 2.0)
        objective = func(x) if coincide_fun is None else func(x, shared)
        seen.update(values=_np.array([float(v) for v in values], _np.float32),
                    objective=_np.array(objective.asnumpy(), _np.float32), x=x)
        return weight * objective + sigma / 2 * penalty

    step = _value_and_grad(lagrangian, None, [param])
    f0, best, chk = 0, x0.asnumpy(), False
    losses = _ops.ones((count,), _mstype.float32)
    tolerance = _ops.ones((count,), _mstype.float32) if save_tol is None else save_tol
    for j in range(rounds):
        for i in range(steps):
            value, grads = step()
            optimizer(grads)
            if log_sw:
                logging.info("round:%d, step:%d, object_value:%s, loss_value:%s, lagrange_value:%s", j, i,
                             seen["objective"], seen["values"], value)
            if i == 0 and j == 0:
                f0 = seen["objective"]
            if (seen["values"] - _np.asarray(tolerance)).max() < 0 and seen["objective"] < f0:
                # the best point as MindSpore keeps it: x of this step, which without bounds is the parameter
                # itself, already moved by this step's update
                chk, losses, best, f0 = True, seen["values"], seen["x"].asnumpy().copy(), seen["objective"]
        violation = _np.sqrt(sum(max(v, -m / float(sigma)) ** 2 for v, m in zip(seen["values"], multipliers)))
        if violation <= float(epsilon):
            multipliers = _np.maximum(multipliers + float(sigma) * seen["values"], 0).astype(_np.float32)
            epsilon = min(float(epsilon) / float(sigma) ** float(beta), sys.float_info.max)
        else:
            sigma = rho * sigma
            epsilon = 1.0 / sigma ** alpha
    return _LagrangeResults(succeeded=chk, best_value=best, object_value=f0, loss_value=losses)
