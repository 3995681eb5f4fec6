"""``mindspore.train.MAE`` and ``MSE``: error sums over all elements divided by the number of *samples*."""
import numpy as np

from .metric import Average, check_input_count, rearrange_inputs


class _SampleError(Average):
    """Sum of ``_error(y - y_pred)`` over every element, divided by the samples (``y.shape[0]``) seen."""

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch (predictions, labels); labels are reshaped to the predictions' shape."""
        check_input_count(type(self).__name__, inputs, 2)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        self._sum += self._error(y.reshape(y_pred.shape) - y_pred).sum()
        self._count += y.shape[0]


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
