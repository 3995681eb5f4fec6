"""``mindspore.train.LossMonitor``."""
import numpy as np

from ..._checkparam import check_non_negative_int
from ..._numpy_compat import legacy_printing
from ._callback import Callback, handle_loss


class LossMonitor(Callback):
    """``mindspore.train.LossMonitor``: prints ``epoch: E step: S, loss is L`` every ``per_print_times`` steps."""

    def __init__(self, per_print_times=1):
        super().__init__()
        check_non_negative_int(per_print_times, "per_print_times", "LossMonitor")
        self._per_print_times = per_print_times
        self._last_print_time = 0

    def step_end(self, run_context):
        """Print the loss when due; a NaN/Inf loss raises ValueError."""
        cb_params = run_context.original_args()
        epoch = cb_params.get("cur_epoch_num", 1)
        loss = handle_loss(cb_params.net_outputs)
        step_in_epoch = (cb_params.cur_step_num - 1) % cb_params.batch_num + 1
        if isinstance(loss, float) and (np.isnan(loss) or np.isinf(loss)):
            raise ValueError(f"In epoch: {epoch} step: {step_in_epoch}, loss is NAN or INF, training process "
                             f"cannot continue, terminating training.")
        every = self._per_print_times
        if every == 0:
            return
        # the step counter went back (a new train call): move the last print mark back by whole periods
        while cb_params.cur_step_num <= self._last_print_time:
            self._last_print_time -= max(every, cb_params.batch_num if cb_params.dataset_sink_mode else 1)
        if cb_params.cur_step_num - self._last_print_time >= every:
            self._last_print_time = cb_params.cur_step_num
            with legacy_printing():
                print("epoch: %s step: %s, loss is %s" % (epoch, step_in_epoch, loss), flush=True)

    def on_train_epoch_end(self, run_context):
        """Print the evaluation results of ``Model.fit`` if there are any."""
        cb_params = run_context.original_args()
        metrics = cb_params.get("metrics")
        if metrics:
            with legacy_printing():
                print("Eval result: epoch %d, metrics: %s" % (cb_params.cur_epoch_num, metrics))
