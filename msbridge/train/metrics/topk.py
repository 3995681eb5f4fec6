"""``mindspore.train.TopKCategoricalAccuracy`` and its top-1 / top-5 forms."""
import numpy as np

from .metric import Metric, check_evaluated, check_input_count, class_labels, rearrange_inputs


class TopKCategoricalAccuracy(Metric):
    """``mindspore.train.TopKCategoricalAccuracy``: share of samples whose label is among the k highest scores."""

    def __init__(self, k):
        super().__init__()
        if not isinstance(k, int):
            raise TypeError(f"For 'TopKCategoricalAccuracy', the type of the argument 'k' should be int, "
                            f"but got 'k' type: {type(k)}.")
        if k < 1:
            raise ValueError(f"For 'TopKCategoricalAccuracy', the argument 'k' must be at least 1, but got {k}.")
        self.k = k
        self.clear()

    def clear(self):
        """Reset the counts."""
        self._correct_num = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Add one batch (scores (N, C), labels (N,) or one-hot)."""
        check_input_count("TopKCategoricalAccuracy", inputs, 2)
        y_pred = self._convert_data(inputs[0])
        y = class_labels(y_pred, self._convert_data(inputs[1]))
        top = np.argsort(-y_pred, axis=1)[:, :self.k]
        labels = y.reshape(-1, 1).repeat(self.k, axis=1)
        self._correct_num += np.equal(top, labels).sum(axis=1).sum()
        self._samples_num += labels.shape[0]

    def eval(self):
        """Hits over samples (RuntimeError before any update)."""
        check_evaluated("TopKCategoricalAccuracy", self._samples_num)
        return self._correct_num / self._samples_num


class Top1CategoricalAccuracy(TopKCategoricalAccuracy):
    """``mindspore.train.Top1CategoricalAccuracy``: k = 1."""

    def __init__(self):
        super().__init__(1)


class Top5CategoricalAccuracy(TopKCategoricalAccuracy):
    """``mindspore.train.Top5CategoricalAccuracy``: k = 5."""

    def __init__(self):
        super().__init__(5)
