"""``mindspore.train.MAE`` and ``MSE``: error sums over all elements divided by the number of *samples*."""
import numpy as np

from ..._numpy_compat import strong

from .metric import Metric, check_evaluated, check_input_count, rearrange_inputs


class _SampleError(Metric):
    """Sum of ``_error(y - y_pred)`` over every element, divided by the samples (``y.shape[0]``) seen."""

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        """Reset the sums."""
        self._error_sum = strong(0)  # MindSpore's 0 on numpy 1.x: the sum is float64
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch (predictions, labels); labels are reshaped to the predictions' shape."""
        check_input_count(type(self).__name__, inputs, 2)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        self._error_sum += self._error(y.reshape(y_pred.shape) - y_pred).sum()
        self._samples_num += y.shape[0]

    def eval(self):
        """The error sum over the number of samples (RuntimeError before any update)."""
        check_evaluated(type(self).__name__, self._samples_num)
        return self._error_sum / self._samples_num


class MAE(_SampleError):
    """``mindspore.train.MAE``: sum |y - y_pred| / samples (numpy, not torch)."""

    @staticmethod
    def _error(diff):
        return np.abs(diff)


class MSE(_SampleError):
    """``mindspore.train.MSE``: sum (y - y_pred)^2 / samples (numpy, not torch)."""

    @staticmethod
    def _error(diff):
        return np.power(diff, 2)
