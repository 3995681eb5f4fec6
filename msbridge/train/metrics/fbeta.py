"""``mindspore.train.Fbeta`` and ``F1``."""
from ..._checkparam import check_value_type
from ._rates import _EPS, one_hot_pair
from .metric import Metric, check_evaluated, check_input_count, class_labels, rearrange_inputs, track_class_num


class Fbeta(Metric):
    """``mindspore.train.Fbeta``: per-class (1 + beta^2) tp / (beta^2 actual + predicted), in numpy."""

    def __init__(self, beta):
        super().__init__()
        self.eps = _EPS
        if not beta > 0:
            raise ValueError(f"For 'Fbeta', the argument 'beta' must be greater than 0, but got {beta}.")
        self.beta = beta
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._true_positives = 0
        self._actual_positives = 0
        self._positives = 0
        self._class_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch (predictions (N, C), labels (N,) or one-hot)."""
        check_input_count("Fbeta", inputs, 2)
        y_pred = self._convert_data(inputs[0])
        y = class_labels(y_pred, self._convert_data(inputs[1]))
        class_num = track_class_num(self, "Fbeta", y_pred)
        y_pred, y = one_hot_pair("Fbeta", y_pred, y, class_num)
        self._true_positives += (y * y_pred).sum(axis=0)
        self._positives += y_pred.sum(axis=0)
        self._actual_positives += y.sum(axis=0)
        self._class_num = class_num

    def eval(self, average=False):
        """Per-class scores, or their mean with ``average=True``."""
        check_value_type(average, [bool], "average", type(self).__name__)
        check_evaluated("Fbeta", self._class_num)
        beta2 = self.beta ** 2
        fbeta = (1.0 + beta2) * self._true_positives / (beta2 * self._actual_positives + self._positives + self.eps)
        return fbeta.mean() if average else fbeta


class F1(Fbeta):
    """``mindspore.train.F1``: Fbeta with beta = 1."""

    def __init__(self):
        super().__init__(1.0)
