"""``mindspore.nn.AdaFactor``: Adafactor (Shazeer & Stern, 2018) with MindSpore's step rules: relative step size,
parameter-scaled learning rate, factored second moments for parameters of rank >= 2, update clipping by RMS and an
optional first moment."""
import math

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.parameter import Parameter, ParameterTuple
from ...ops.operations.sparse_optim_ops import adafactor_step
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["AdaFactor"]


class AdaFactor(Optimizer):
    """``nn.AdaFactor(params, learning_rate=None, eps=(1e-30, 1e-3), clip_threshold=1.0, decay_rate=0.8, beta1=0.9,
    weight_decay=0.0, scale_parameter=True, relative_step=True, warmup_init=False, compression=False,
    loss_scale=1.0)``: per parameter, in torch. State: ``exp_avg.<name>`` (with ``beta1 > 0``) and
    ``exp_avg_sq_row_/col_/exp_avg_sq_<name>``; ``compression`` (float16 second moments) is not supported."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=None, eps=(1e-30, 1e-3), clip_threshold=1.0, decay_rate=0.8,
                 beta1=0.9, weight_decay=0.0, scale_parameter=True, relative_step=True, warmup_init=False,
                 compression=False, loss_scale=1.0):
        if learning_rate is not None and relative_step:
            raise ValueError("Cannot combine manual lr and relative_step options", learning_rate)
        if warmup_init and not relative_step:
            raise ValueError("warmup_init requires relative_step=True")
        if learning_rate is None and not relative_step:
            raise ValueError("Cannot learning_rate is None and relative_step=False")
        self.scale_lr = learning_rate is None or isinstance(learning_rate, (float, int))
        super().__init__(0.0 if learning_rate is None else learning_rate, params, 0.0, loss_scale)
        check.check_value_type(eps, [list, tuple], "eps", self.cls_name)
        if len(eps) != 2:
            raise ValueError("eps must have 2 value: (eps1, eps2).")
        for i, ele in enumerate(eps):
            check.check_value_type(ele, [float], f"eps{i}", self.cls_name)
            check.check_non_negative_float(ele, f"eps{i}", self.cls_name)
        check.check_value_type(clip_threshold, [float], "clip_threshold", self.cls_name)
        check.check_non_negative_float(clip_threshold, "clip_threshold", self.cls_name)
        check.check_value_type(decay_rate, [float], "decay_rate", self.cls_name)
        check.check_float_range(decay_rate, 0, 1, check.INC_NEITHER, "decay_rate", self.cls_name)
        check.check_float_range(weight_decay, 0, 1, check.INC_LEFT, "weight_decay", self.cls_name)
        for name, value in (("scale_parameter", scale_parameter), ("relative_step", relative_step),
                            ("compression", compression)):
            check.check_value_type(value, [bool], name, self.cls_name)
        if compression:
            raise NotImplementedError("For 'AdaFactor', 'compression=True' is not supported by msbridge.")
        beta1 = 0.0 if beta1 is None else beta1
        check.check_value_type(beta1, [int, float], "beta1", self.cls_name)
        check.check_non_negative_float(float(beta1), "beta1", self.cls_name)
        self.eps, self.clip_threshold, self.decay_rate = eps, clip_threshold, decay_rate
        self.beta1, self.af_weight_decay = float(beta1), weight_decay
        self.scale_parameter, self.relative_step, self.warmup_init = scale_parameter, relative_step, warmup_init
        self.step = Parameter(initializer(0, [1], mstype.float32), name="afactor_step")
        self.use_first_moment = beta1 > 0
        if self.use_first_moment:
            self.exp_avg = self.parameters.clone(prefix="exp_avg", init="zeros")
        row, col, full = [], [], []
        for p in self.parameters:
            factored = len(p.shape) >= 2
            row.append(Parameter(initializer(0, p.shape[:-1] if factored else (1,), p.dtype),
                                 name=f"exp_avg_sq_row_{p.name}"))
            col.append(Parameter(initializer(0, p.shape[:-2] + p.shape[-1:] if factored else (1,), p.dtype),
                                 name=f"exp_avg_sq_col_{p.name}"))
            full.append(Parameter(initializer(0, (1,) if factored else p.shape, p.dtype), name=f"exp_avg_sq_{p.name}"))
        self.exp_avg_sq_row, self.exp_avg_sq_col = ParameterTuple(row), ParameterTuple(col)
        self.exp_avg_sq = ParameterTuple(full)

    def _update(self, i, grad, param, lr, beta2t):
        """The step of parameter ``i`` (torch tensors, updated in place): ops.FusedAdaFactor's, as in MindSpore on
        CPU."""
        adafactor_step(param, grad, self.exp_avg[i]._t if self.use_first_moment else None,
                       self.exp_avg_sq_row[i]._t, self.exp_avg_sq_col[i]._t, self.exp_avg_sq[i]._t, lr, self.beta1,
                       beta2t, self.eps, self.clip_threshold, self.af_weight_decay, self.scale_parameter,
                       self.use_first_moment)

    def construct(self, gradients):
        grads, lrs = self._prepare(gradients)
        self._advance()
        self.step._t.add_(1)
        step = self.step._t.item()
        beta2t = 1.0 - step ** (-self.decay_rate)
        for i, (grad, param) in enumerate(zip(grads, self._torch(self.parameters))):
            lr = lrs[i] if isinstance(lrs, (tuple, list)) else lrs
            lr = float(lr)
            if self.scale_lr and self.relative_step:
                lr = min(1e-6 * step if self.warmup_init else 1e-2, 1.0 / math.sqrt(step))
            self._update(i, grad, param, lr, beta2t)
        return self._success()
