"""``mindspore.train.History``."""
import numpy as np

from ...common.tensor import Tensor
from ._callback import Callback


class History(Callback):
    """``mindspore.train.History``: records the epochs and, per epoch, the network output (mean of the loss)
    and any evaluation metrics."""

    def __init__(self):
        super().__init__()
        self.history = {}
        self.epoch = None

    def begin(self, run_context):
        """Start a new epoch list."""
        self.epoch = {"epoch": []}

    def epoch_end(self, run_context):
        """Record this epoch's number, output and metrics."""
        cb_params = run_context.original_args()
        self.epoch.get("epoch").append(cb_params.get("cur_epoch_num", 1))
        output = cb_params.net_outputs
        if isinstance(output, (tuple, list)) and isinstance(output[0], Tensor):
            output = output[0]
        if isinstance(output, Tensor):
            output = np.mean(output.asnumpy())
        record = {"net_output": output}
        metrics = cb_params.get("metrics")
        if metrics:
            record.update(metrics)
        for key, value in record.items():
            self.history.setdefault(key, []).append(value)
