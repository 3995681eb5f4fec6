"""``mindspore.train.ReduceLROnPlateau``."""
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ..._checkparam import check_non_negative_int, check_value_type
from ._callback import Callback
from ._monitor import PlateauTracker


def _open_unit_float(value, api):
    if not isinstance(value, float):
        raise TypeError(f"For '{api}', 'factor' must be a float, but got '{type(value).__name__}'.")
    if not 0.0 < value < 1.0:
        raise ValueError(f"For '{api}', 'factor' must be in range of (0.0, 1.0), but got {value}.")
    return value


class ReduceLROnPlateau(Callback, PlateauTracker):
    """``mindspore.train.ReduceLROnPlateau``: multiplies the optimizer's (fixed, Parameter) learning rate by
    ``factor`` after ``patience`` epochs without improvement, down to ``min_lr``."""

    def __init__(self, monitor="eval_loss", factor=0.1, patience=10, verbose=False, mode="auto", min_delta=1e-4,
                 cooldown=0, min_lr=0):
        api = "ReduceLROnPlateau"
        Callback.__init__(self)
        check_value_type(monitor, [str], "monitor", api)
        self.factor = _open_unit_float(factor, api)
        PlateauTracker.__init__(self, api, monitor, min_delta, patience, verbose, mode)
        self.cooldown = check_non_negative_int(cooldown, "cooldown", api)
        self.min_lr = check_value_type(min_lr, [float, int], "min_lr", api)
        self.cooldown_counter = 0
        self.wait = 0
        self._check_mode()
        self._reset_best()

    def on_train_begin(self, run_context):
        """Reset the counters and the best value."""
        self.cooldown_counter = 0
        self.wait = 0
        self._reset_best()

    def on_train_epoch_end(self, run_context):
        """Track the monitored value and lower the learning rate on a plateau."""
        cb_params = run_context.original_args()
        lr = cb_params.optimizer.learning_rate
        if not isinstance(lr, Parameter):
            raise ValueError("ReduceLROnPlateau does not support dynamic learning rate and group learning rate "
                             "now.")
        current = self._monitor_value(cb_params, "Learning rate reduction")
        if current is None:
            return
        if self.cooldown_counter > 0:
            self.cooldown_counter -= 1
            self.wait = 0
        if self.is_improvement(current, self.best):
            self.best = current
            self.wait = 0
        elif self.cooldown_counter <= 0:
            self.wait += 1
            if self.wait >= self.patience:
                if lr > Tensor(self.min_lr):
                    new_lr = max(lr * self.factor, self.min_lr)
                    lr.set_data(Tensor(new_lr))
                    if self.verbose:
                        print("Epoch %05d: ReduceLROnPlateau reducing learning rate to %s."
                              % (cb_params.cur_epoch_num, new_lr))
                self.cooldown_counter = self.cooldown
                self.wait = 0
