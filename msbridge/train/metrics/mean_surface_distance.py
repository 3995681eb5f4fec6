"""``mindspore.train.MeanSurfaceDistance``."""
import numpy as np

from ..._checkparam import check_value_type
from ._surface import check_distance_metric, edges, check_label_inputs, surface_distances
from .metric import Metric, rearrange_inputs


class _EdgeDistance(Metric):
    """A reduction of the distances between the edges of the label-index masks of the last update."""

    def __init__(self, symmetric=False, distance_metric="euclidean"):
        super().__init__()
        self.distance_metric = check_distance_metric(distance_metric, self._api)
        self.symmetric = check_value_type(symmetric, [bool], "symmetric", self._api)
        self.clear()
        # MindSpore leaves a fresh metric neither updated nor cleared: eval() then returns inf, not an error
        self._is_update = None
        self._y_pred_edges = None
        self._y_edges = None

    def clear(self):
        """Forget the stored edges."""
        self._y_pred_edges = 0
        self._y_edges = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """Store the edges of (prediction == label_idx) and (label == label_idx) (boolean inputs as they are)."""
        y_pred, y, label_idx = check_label_inputs(self._api, inputs, self._convert_data, self._label_type_error)
        if y_pred.dtype != bool:
            y_pred = y_pred == label_idx
        if y.dtype != bool:
            y = y == label_idx
        self._y_pred_edges, self._y_edges = edges(y_pred), edges(y)
        self._is_update = True

    def eval(self):
        """The distance (inf when an edge set is empty)."""
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        forward = surface_distances(self._y_pred_edges, self._y_edges, self.distance_metric)
        if forward.shape == (0,):
            return np.inf
        if not self.symmetric:
            return self._reduce(forward)
        backward = surface_distances(self._y_edges, self._y_pred_edges, self.distance_metric)
        if backward.shape == (0,):
            return np.inf
        return self._combine(self._reduce(forward), self._reduce(backward))


class MeanSurfaceDistance(_EdgeDistance):
    """``mindspore.train.MeanSurfaceDistance``: mean distance from the predicted edges to the true edges
    (the mean of both directions if ``symmetric``), in numpy + torch.cdist."""

    _api = "MeanSurfaceDistance"
    _label_type_error = ValueError

    @staticmethod
    def _reduce(distances):
        return distances.mean()

    @staticmethod
    def _combine(forward, backward):
        return np.mean((forward, backward))
