"""``mindspore.nn.LARS``: rescales the gradients of another optimizer layer by layer, then calls it.

For each Parameter ``w`` that ``lars_filter`` selects: ``g' = coefficient*||w|| / (||g|| + wd*||w|| + epsilon) *
(g + wd*w)``, with the wrapped optimizer's weight decay ``wd`` (which LARS takes over) and gradients already divided
by its loss scale. MindSpore 2.10 has no CPU kernel for it (LARSUpdate), so this follows MindSpore's documented
formula (docs/compat/optim.md).
"""
import numpy as np
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ...ops.operations.sparse_optim_ops import lars_gradients
from .optimizer import Optimizer, _log_deprecated, opt_init_args_register

__all__ = ["LARS"]


def _default_filter(param):
    return "LayerNorm" not in param.name and "bias" not in param.name


class LARS(Optimizer):
    """``mindspore.nn.LARS(optimizer, epsilon, coefficient, use_clip, lars_filter)`` (deprecated since 2.9):
    shares the wrapped optimizer's Parameters and ``global_step``; its own ``learning_rate`` is ``fake_lr``."""

    _grad_dtypes = ()
    _grads_type_error = check.InputTypeError
    _grad_none_error = RuntimeError  # (its CPU kernel fails)

    def _grad_dtype_error(self, param, grad):
        return TypeError(f"For primitive[SquareSumAll], the input type must be same.\nname:[x]:"
                         f"Ref[Tensor[{param.dtype}]].\nname:[y]:Tensor[{grad.dtype}].")

    @opt_init_args_register
    def __init__(self, optimizer, epsilon=1e-05, coefficient=0.001, use_clip=False, lars_filter=_default_filter):
        _log_deprecated("LARS", "2.9.0")
        _log_deprecated("LARSUpdate", "2.10.0")
        check.check_value_type(optimizer, Optimizer, "optimizer", "LARS")
        check.check_value_type(epsilon, [float], "epsilon", "LARS")
        check.check_value_type(coefficient, [float], "coefficient", "LARS")
        check.check_value_type(use_clip, [bool], "use_clip", "LARS")
        if use_clip and optimizer.is_group_lr and optimizer.dynamic_lr:
            raise ValueError("For 'LARS', if the argument 'use_clip' is set to True, then the dynamic learning rate "
                             "and group learning rate cannot both be true.")
        if use_clip:
            raise NotImplementedError("For 'LARS', 'use_clip=True' is not supported by msbridge: MindSpore "
                                      "documents no formula for the clipped local learning rate.")
        super().__init__(0.0, [Parameter(Tensor(0.0), name="fake_param")])
        self.opt = optimizer
        self.epsilon = epsilon
        self.coefficient = coefficient
        self.use_clip = use_clip
        self.global_step = optimizer.global_step
        self.parameters = optimizer.parameters
        self.param_length = optimizer.param_length
        self.learning_rate = Parameter(Tensor(0.0, dtype=mstype.float32), name="fake_lr")
        self.lars_flag = tuple(bool(lars_filter(p)) for p in self.parameters)
        for name in ("is_group", "weight_decay", "decay_flags", "dynamic_decay_flags", "dynamic_weight_decay",
                     "exec_weight_decay", "reciprocal_scale", "need_scale", "loss_scale"):
            setattr(self, name, getattr(optimizer, name))
        # LARS applies the weight decay and the loss-scale division itself
        optimizer.dynamic_decay_flags = (tuple(False for _ in self.dynamic_decay_flags) if self.is_group
                                         else False)
        optimizer.decay_flags = tuple(False for _ in self.decay_flags)
        optimizer.dynamic_weight_decay = False
        optimizer.exec_weight_decay = False
        optimizer.reciprocal_scale = Tensor(np.float32(1.0))

    def construct(self, gradients):
        grads = self._scale(self._check_gradients(gradients))
        decay = self._decay_values() or [0.0] * self.param_length
        index = [i for i, flag in enumerate(self.lars_flag) if flag]
        if index:
            weights = [self.parameters[i]._t for i in index]
            picked = [grads[i] for i in index]
            wd = torch.tensor([decay[i] / self.loss_scale for i in index], dtype=weights[0].dtype,
                              device=weights[0].device)
            scaled = lars_gradients(weights, picked, torch.stack(torch._foreach_norm(weights)),
                                    torch.stack(torch._foreach_norm(picked)), wd, self.coefficient, self.epsilon)
            grads = list(grads)
            for i, g in zip(index, scaled):
                grads[i] = g
        return self.opt(tuple(_wrap(g) for g in grads))
