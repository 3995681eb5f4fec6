"""``mindspore.train.EarlyStopping``."""
from ..._checkparam import check_bool, check_value_type
from ._callback import Callback
from ._monitor import PlateauTracker


def _snapshot(network):
    return {name: param.clone() for name, param in network.parameters_dict().items()}


def _restore(network, snapshot):
    params = network.parameters_dict()
    for name, saved in snapshot.items():
        params[name].set_data(saved)


class EarlyStopping(Callback, PlateauTracker):
    """``mindspore.train.EarlyStopping``: requests a stop when the monitored value has not improved for
    ``patience`` epochs, optionally restoring the best epoch's weights."""

    def __init__(self, monitor="eval_loss", min_delta=0, patience=0, verbose=False, mode="auto", baseline=None,
                 restore_best_weights=False):
        Callback.__init__(self)
        PlateauTracker.__init__(self, "EarlyStopping", monitor, min_delta, patience, verbose, mode)
        # MindSpore 2.10 stores min_delta (before abs) as the baseline whenever a truthy baseline is given
        self.baseline = check_value_type(min_delta, [float, int], "min_delta", "EarlyStopping") if baseline else None
        self.restore_best_weights = check_bool(restore_best_weights, "restore_best_weights", "EarlyStopping")
        self.wait = 0
        self.stopped_epoch = 0
        self.best_weights_param_dict = None
        self._check_mode()
        self._reset_best()

    def on_train_begin(self, run_context):
        """Reset the counters and the best value."""
        self.wait = 0
        self.stopped_epoch = 0
        self._reset_best()
        self.best_weights_param_dict = None

    def on_train_epoch_end(self, run_context):
        """Compare the monitored value with the best one; stop after ``patience`` epochs without improvement."""
        cb_params = run_context.original_args()
        current = self._monitor_value(cb_params, "Early stopping")
        if current is None:
            return
        if self.restore_best_weights and self.best_weights_param_dict is None:
            self.best_weights_param_dict = _snapshot(cb_params.train_network)
        self.wait += 1
        if self.is_improvement(current, self.best):
            self.best = current
            if self.restore_best_weights:
                self.best_weights_param_dict = _snapshot(cb_params.train_network)
            if self.baseline is None or self.is_improvement(current, self.baseline):
                self.wait = 0
        if self.wait >= self.patience:
            self.stopped_epoch = cb_params.get("cur_epoch_num")
            run_context.request_stop()
            if self.restore_best_weights and self.best_weights_param_dict is not None:
                if self.verbose:
                    print("Restoring model weights from the end of the best epoch.")
                _restore(cb_params.train_network, self.best_weights_param_dict)

    def on_train_end(self, run_context):
        """Report the stop epoch when ``verbose``."""
        if self.stopped_epoch > 0 and self.verbose:
            print("Epoch %05d: early stopping" % self.stopped_epoch)
