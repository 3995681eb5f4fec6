"""``mindspore.train.RootMeanSquareDistance``."""
import numpy as np

from .mean_surface_distance import _EdgeDistance


class RootMeanSquareDistance(_EdgeDistance):
    """``mindspore.train.RootMeanSquareDistance``: the mean *squared* edge distance one way, and the root of
    the mean of both ways' mean squares when ``symmetric`` (as MindSpore 2.10)."""

    _api = "RootMeanSquareDistance"
    _label_type_error = TypeError

    @staticmethod
    def _reduce(distances):
        return (distances ** 2).mean()

    @staticmethod
    def _combine(forward, backward):
        return np.sqrt(np.mean((forward, backward)))
