"""The shared machinery of Precision and Recall: true positives over a per-class (or per-sample) count."""
import sys

import numpy as np

from ..._checkparam import check_value_type
from ..._numpy_compat import strong
from .metric import EvaluationBase, check_evaluated

_EPS = sys.float_info.min


def one_hot_pair(api, y_pred, y, class_num):
    """Labels and argmaxed predictions as (samples, classes) one-hot float arrays."""
    if y.max() + 1 > class_num:
        raise ValueError(f"For '{api}.update', the true value contains {y.max() + 1} classes, more than the "
                         f"{class_num} classes of the predicted value.")
    eye = np.eye(class_num)
    return eye[y_pred.argmax(axis=1).reshape(-1)], eye[y.reshape(-1)]


class ClassRate(EvaluationBase):
    """tp / (count + eps), where ``_denominator(y_pred, y)`` picks the count (positives or actual positives).

    'classification' accumulates per class; 'multilabel' keeps one value per sample, as MindSpore does
    (axis 1 is the label axis and the sums run over it)."""

    def __init__(self, eval_type="classification"):
        super().__init__(eval_type)
        self.eps = _EPS
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._class_num = 0
        if self._type == "multilabel":
            self._tp, self._count = np.empty(0), np.empty(0)
            self._rate_sum, self._rate_num = strong(0), 0  # a float64 sum, as on numpy 1.x
        else:
            self._tp, self._count = 0, 0

    def _update(self, inputs):
        api = type(self).__name__
        y_pred, y, class_num = self._checked_inputs(api, inputs)
        if self._type == "classification":
            y_pred, y = one_hot_pair(api, y_pred, y, class_num)
        else:
            y_pred = y_pred.swapaxes(1, 0).reshape(class_num, -1)
            y = y.swapaxes(1, 0).reshape(class_num, -1)
        count = self._denominator(y_pred, y).sum(axis=0)
        tp = (y * y_pred).sum(axis=0)
        if self._type == "multilabel":
            self._rate_sum += np.sum(tp / (count + self.eps))
            self._rate_num += len(count)
            self._tp = np.concatenate((self._tp, tp), axis=0)
            self._count = np.concatenate((self._count, count), axis=0)
        else:
            self._tp += tp
            self._count += count

    def eval(self, average=False):
        """Per-class (classification) or per-sample (multilabel) rates; ``average=True``: their mean."""
        check_evaluated(type(self).__name__, self._class_num)
        check_value_type(average, [bool], "average", type(self).__name__)
        result = self._tp / (self._count + self.eps)
        if not average:
            return result
        if self._type == "multilabel":
            result = self._rate_sum / (self._rate_num + self.eps)
        return result.mean()
