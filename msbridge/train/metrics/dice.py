"""``mindspore.train.Dice``."""
import numpy as np

from ..._checkparam import check_positive_float
from .metric import Metric, check_evaluated, check_input_count, rearrange_inputs


class Dice(Metric):
    """``mindspore.train.Dice``: mean over updates of 2<p,y> / (|p|^2 + |y|^2 + smooth), divided by samples."""

    def __init__(self, smooth=1e-5):
        super().__init__()
        self.smooth = check_positive_float(smooth, "smooth", "Dice")
        self.clear()

    def clear(self):
        """Reset the sums."""
        self._dice_coeff_sum = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch (predictions, labels of the same shape); the batch counts y.shape[0] samples."""
        check_input_count("Dice", inputs, 2)
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        # MindSpore counts the samples before it checks the shapes
        self._samples_num += y.shape[0]
        if y_pred.shape != y.shape:
            raise ValueError(f"For 'Dice.update', the predicted value and the true value must have the same "
                             f"shape, but got {y_pred.shape} and {y.shape}.")
        p, t = y_pred.flatten(), y.flatten()
        self._dice_coeff_sum += 2 * float(np.dot(p, t)) / float(np.dot(p, p) + np.dot(t, t) + self.smooth)

    def eval(self):
        """The sum of the per-update coefficients over the samples seen (RuntimeError before any update)."""
        check_evaluated("Dice coefficient", self._samples_num)
        return self._dice_coeff_sum / float(self._samples_num)
