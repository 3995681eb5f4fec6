"""The monitored value shared by EarlyStopping and ReduceLROnPlateau (standalone training: no all-reduce)."""
import warnings

import numpy as np

from ..._checkparam import check_bool, check_non_negative_int, check_value_type
from ._callback import handle_loss

# metrics for which smaller is better when mode='auto'
_SMALLER_BETTER = ("hausdorff_distance", "mae", "mse", "loss", "perplexity", "mean_surface_distance",
                   "root_mean_square_distance", "eval_loss")


class PlateauTracker:
    """The checked arguments, the improvement test and the best value of a plateau-watching callback."""

    def __init__(self, api, monitor, min_delta, patience, verbose, mode):
        self.monitor = check_value_type(monitor, [str], "monitor", api)
        self.min_delta = abs(check_value_type(min_delta, [float, int], "min_delta", api))
        self.patience = check_non_negative_int(patience, "patience", api)
        self.verbose = check_bool(verbose, "verbose", api)
        self.mode = check_value_type(mode, [str], "mode", api)

    def _check_mode(self):
        if self.mode not in ("auto", "min", "max"):
            raise ValueError(f"mode should be 'auto', 'min' or 'max', but got {self.mode}.")

    def _smaller_is_better(self):
        return self.mode == "min" or (self.mode == "auto" and self.monitor in _SMALLER_BETTER)

    def _reset_best(self):
        self.best = np.inf if self._smaller_is_better() else -np.inf

    def is_improvement(self, current, reference):
        """``current`` beats ``reference`` by more than ``min_delta`` in the monitored direction."""
        if self._smaller_is_better():
            return np.less(current, reference - self.min_delta)
        return np.greater(current, reference + self.min_delta)

    def _monitor_value(self, cb_params, what):
        """The monitored value as a numpy array, or None (with a warning) when it is missing or zero."""
        candidates = {}
        if self.monitor == "loss":
            value = handle_loss(cb_params.get("net_outputs"))
        else:
            candidates = cb_params.get("eval_results", {})
            value = candidates.get(self.monitor)
        if value is None:
            warnings.warn(f"{what} is conditioned on {self.monitor}, which is not available. Available choices "
                          f"are: {set(['loss'] + list(candidates))}")
        if isinstance(value, np.ndarray) and value.shape != ():
            raise ValueError(f"{type(self).__name__} only supports scalar monitor now.")
        # MindSpore tests truthiness here, so a monitored value of exactly 0 counts as missing
        return np.array(value) if value else None
