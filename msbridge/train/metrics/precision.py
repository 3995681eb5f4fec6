"""``mindspore.train.Precision``."""
from ._rates import ClassRate
from .metric import rearrange_inputs


class Precision(ClassRate):
    """``mindspore.train.Precision``: true positives / predicted positives, in numpy."""

    @staticmethod
    def _denominator(y_pred, y):
        return y_pred

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch (predictions, labels)."""
        self._update(inputs)
