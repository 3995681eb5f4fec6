"""``mindspore.nn.LazyAdam`` (deprecated since MindSpore 2.0): Adam's update; with dense gradients every row is
updated, so it is nn.Adam's rule with (1,)-shaped beta powers."""
from ... import _checkparam as check
from .adam import _AdamRule, _check_betas
from .optimizer import Optimizer, _log_deprecated, opt_init_args_register

__all__ = ["LazyAdam"]


class LazyAdam(_AdamRule):
    """``mindspore.nn.LazyAdam`` (deprecated since 2.0): Adam's update with ``beta1_power``/``beta2_power`` of
    shape (1,); with dense gradients every row is updated."""

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0):
        _log_deprecated("LazyAdam", "2.0", "nn.Adam")
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_betas(beta1, beta2, eps, self.cls_name)
        check.check_value_type(weight_decay, [float], "weight_dacay", self.cls_name)  # MindSpore's spelling
        check.check_non_negative_float(weight_decay, "weight_decay", self.cls_name)
        check.check_value_type(use_locking, [bool], "use_locking", self.cls_name)
        check.check_value_type(use_nesterov, [bool], "use_nesterov", self.cls_name)
        self._init_adam(beta1, beta2, eps, (1,))
        self.use_nesterov = use_nesterov
        self.use_locking = use_locking
        self._init_moments()

    def construct(self, gradients):
        return self._adam_step(gradients)

    @Optimizer.target.setter
    def target(self, value):
        self._set_base_target(value)
