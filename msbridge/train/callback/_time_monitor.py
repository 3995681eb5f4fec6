"""``mindspore.train.TimeMonitor``."""
import time

from ..._checkparam import check_bool
from ._callback import Callback


class TimeMonitor(Callback):
    """``mindspore.train.TimeMonitor``: prints the epoch time and time per step (``time.time``) at each
    epoch end, optionally with the time spent waiting for data."""

    def __init__(self, data_size=None, data_time=False):
        super().__init__()
        self.data_size = data_size
        self.epoch_time = time.time()
        self.data_time = data_time
        self.data_time_sum = 0.0
        self.data_time_start = 0.0
        self.data_sink = lambda context: context.original_args()["dataset_sink_mode"]
        check_bool(data_time, "data_time", "TimeMonitor")

    def _timing_data(self, run_context):
        return self.data_time and not self.data_sink(run_context)

    def on_train_step_begin(self, run_context):
        """Add the time since the last step ended to the data time."""
        if self._timing_data(run_context):
            self.data_time_sum += time.time() - self.data_time_start

    def on_train_step_end(self, run_context):
        """Start the data-wait clock."""
        if self._timing_data(run_context):
            self.data_time_start = time.time()

    def epoch_begin(self, run_context):
        """Start the epoch clock."""
        self.epoch_time = time.time()
        if self._timing_data(run_context):
            self.data_time_sum = 0.0
            self.data_time_start = time.time()

    def epoch_end(self, run_context):
        """Print ``<Mode> epoch time: X ms, per step time: Y ms``."""
        epoch_ms = (time.time() - self.epoch_time) * 1000
        cb_params = run_context.original_args()
        mode = cb_params.get("mode", "")
        step_size = self.data_size
        # a missing batch_num raises KeyError here, as in MindSpore (cb_params attributes are dict keys)
        if hasattr(cb_params, "batch_num"):
            if isinstance(cb_params.batch_num, int) and cb_params.batch_num > 0:
                step_size = cb_params.batch_num
        if not isinstance(step_size, int) or isinstance(step_size, bool):
            raise TypeError(f"For 'TimeMonitor', the number of steps must be a positive int, but got "
                            f"'{type(step_size).__name__}'")
        if step_size <= 0:
            raise ValueError(f"For 'TimeMonitor', the number of steps must be a positive int, but got {step_size}.")
        line = "{} epoch time: {:5.3f} ms, per step time: {:5.3f} ms".format(mode.title(), epoch_ms,
                                                                               epoch_ms / step_size)
        if self._timing_data(run_context):
            line += " (data time: {:5.3f} ms)".format(self.data_time_sum * 1000 / step_size)
        elif self.data_time:
            raise NotImplementedError("TimeMonitor(data_time=True) with dataset_sink_mode=True is not supported "
                                      "by msbridge (MindSpore reads the device queue's fetch time).")
        print(line, flush=True)
