"""``mindspore.train.Accuracy``."""
import numpy as np

from .metric import EvaluationBase, check_evaluated, rearrange_inputs


class Accuracy(EvaluationBase):
    """``mindspore.train.Accuracy``: correct / total samples (argmax for 'classification', exact rows for
    'multilabel'), a numpy float64."""

    def __init__(self, eval_type="classification"):
        super().__init__(eval_type)
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._correct_num = 0
        self._total_num = 0
        self._class_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch of (predictions (N, C, ...), labels (N, ...) or one-hot (N, C, ...))."""
        y_pred, y, class_num = self._checked_inputs("Accuracy", inputs)
        if self._type == "classification":
            hits = np.equal(y_pred.argmax(axis=1), y).reshape(-1)
        else:
            last = y_pred.ndim - 1
            rows_pred = y_pred.swapaxes(1, last).reshape(-1, class_num)
            rows_true = y.swapaxes(1, last).reshape(-1, class_num)
            hits = np.equal(rows_pred, rows_true).all(axis=1)
        self._correct_num += (hits * 1).sum()
        self._total_num += hits.shape[0]

    def eval(self):
        """Correct predictions over samples seen (RuntimeError before any update)."""
        check_evaluated("Accuracy", self._total_num)
        return self._correct_num / self._total_num
