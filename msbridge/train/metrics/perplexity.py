"""``mindspore.train.Perplexity``."""
import math

import numpy as np

from ..._checkparam import check_value_type
from .metric import Metric, rearrange_inputs


class Perplexity(Metric):
    """``mindspore.train.Perplexity``: exp of the mean negative log probability of the labels (a Python float)."""

    def __init__(self, ignore_label=None):
        super().__init__()
        self.ignore_label = None if ignore_label is None else check_value_type(ignore_label, [int], "ignore_label",
                                                                          "Perplexity")
        self.clear()

    def clear(self):
        """Reset the sums."""
        self._sum_metric = 0.0
        self._num_inst = 0

    @rearrange_inputs
    def update(self, *inputs):
        """Add (probabilities (..., C), labels (...)); labels equal to ``ignore_label`` are not counted."""
        if len(inputs) != 2:
            raise ValueError(f"For 'Perplexity.update', it needs 2 inputs (predicted value, label), but got "
                             f"{len(inputs)}.")
        pred = self._convert_data(inputs[0])
        label = self._convert_data(inputs[1])
        if label.size != pred.size / pred.shape[-1]:
            raise RuntimeError(f"For 'Perplexity.update', the label must have one value per prediction row, but "
                               f"got predicted value shape {pred.shape}, label shape {label.shape}.")
        label = label.reshape((label.size,))
        picked = np.squeeze(pred[np.arange(label.shape[0])[:, None], label.astype(int)[:, None]])
        num = 0
        if self.ignore_label is not None:
            ignore = (label == self.ignore_label).astype(picked.dtype)
            num -= np.sum(ignore)
            picked = picked * (1 - ignore) + ignore
        self._sum_metric -= np.sum(np.log(np.maximum(1e-10, picked)))
        self._num_inst += num + picked.size

    def eval(self):
        """exp(total negative log probability / counted labels) (RuntimeError before any update)."""
        if self._num_inst == 0:
            raise RuntimeError("The 'Perplexity' can not be calculated, because the number of samples is 0: call "
                               "the 'update' method before calling the 'eval' method.")
        return math.exp(self._sum_metric / self._num_inst)
