"""``mindspore.train.ROC``."""
import numpy as np

from ..._checkparam import check_value_type
from .metric import Metric, check_input_count, rearrange_inputs


def _curve_inputs(y_pred, y, class_num, pos_label):
    """Flattened binary scores (class_num 1) or (samples, classes) scores, with class_num and pos_label."""
    if y_pred.ndim == y.ndim:
        if class_num is not None and class_num != 1:
            raise ValueError(f"For 'ROC', when predicted value and true value have the same dimension, "
                             f"'class_num' must be 1, but got {class_num}.")
        return y_pred.flatten(), y.flatten(), 1, 1 if pos_label is None else pos_label
    if y_pred.ndim == y.ndim + 1:
        if pos_label is not None:
            raise ValueError(f"For 'ROC', with one class axis more in the predicted value, 'pos_label' must be "
                             f"None, but got {pos_label}.")
        if class_num != y_pred.shape[1]:
            raise ValueError(f"For 'ROC', 'class_num' must equal the number of classes of the predicted value, "
                             f"but got 'class_num' {class_num} and {y_pred.shape[1]} classes.")
        return y_pred.transpose(0, 1).reshape(class_num, -1).transpose(0, 1), y.flatten(), class_num, pos_label
    raise ValueError(f"For 'ROC', the predicted value must have the dimension of the true value or one more, "
                     f"but got predicted value ndim: {y_pred.ndim}, true value ndim: {y.ndim}.")


def _binary_counts(scores, target, pos_label):
    """False and true positives at every distinct score threshold (descending) and the thresholds."""
    if scores.ndim > target.ndim:
        scores = scores[:, 0]
    order = np.argsort(-scores)
    scores, target = scores[order], target[order]
    last_of_run = np.where(scores[1:] - scores[:-1])[0]
    cut = np.pad(last_of_run, (0, 1), constant_values=target.shape[0] - 1)
    tps = np.cumsum(np.array(target == pos_label).astype(np.int64), axis=0)[cut]
    return 1 + cut - tps, tps, scores[cut]


def _binary_roc(scores, target, pos_label):
    fps, tps, thresholds = _binary_counts(scores, target, pos_label)
    tps = np.squeeze(np.hstack([np.zeros(1, dtype=tps.dtype), tps]))
    fps = np.squeeze(np.hstack([np.zeros(1, dtype=fps.dtype), fps]))
    thresholds = np.hstack([thresholds[0][None] + 1, thresholds])
    if fps[-1] <= 0:
        raise ValueError("For 'ROC.eval', there is no negative samples in true value, false positive value is "
                         "meaningless.")
    if tps[-1] <= 0:
        raise ValueError("For 'ROC.eval', there is no positive samples in true value, true positive value is "
                         "meaningless.")
    return fps / fps[-1], tps / tps[-1], thresholds


class ROC(Metric):
    """``mindspore.train.ROC``: (fpr, tpr, thresholds) of the *last* update (arrays, or lists of them per
    class)."""

    def __init__(self, class_num=None, pos_label=None):
        super().__init__()
        self.class_num = class_num if class_num is None else check_value_type(class_num, [int], "class_num", "ROC")
        self.pos_label = pos_label if pos_label is None else check_value_type(pos_label, [int], "pos_label", "ROC")
        self.clear()

    def clear(self):
        """Forget the stored batch."""
        self.y_pred = 0
        self.y = 0
        self.sample_weights = None
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """Store one batch (scores, labels); a later update replaces it."""
        check_input_count("ROC", inputs, 2)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        self.y_pred, self.y, self.class_num, self.pos_label = _curve_inputs(y_pred, y, self.class_num,
                                                                           self.pos_label)
        self._is_update = True

    def eval(self):
        """(fpr, tpr, thresholds); one-vs-rest lists of them with several classes."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        y_pred, y = np.squeeze(self.y_pred), np.squeeze(self.y)
        if self.class_num == 1:
            return _binary_roc(y_pred, y, self.pos_label)
        curves = [_binary_roc(*_curve_inputs(y_pred[:, c], y, 1, c)[:2], c) for c in range(self.class_num)]
        return tuple(list(parts) for parts in zip(*curves))
