"""``mindspore.train.Recall``."""
from ._rates import ClassRate
from .metric import rearrange_inputs


class Recall(ClassRate):
    """``mindspore.train.Recall``: true positives / actual positives, in numpy."""

    @staticmethod
    def _denominator(y_pred, y):
        return y

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch (predictions, labels)."""
        self._update(inputs)
