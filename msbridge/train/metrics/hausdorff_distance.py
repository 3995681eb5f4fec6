"""``mindspore.train.HausdorffDistance``."""
import numpy as np

from ..._checkparam import check_value_type
from ._surface import check_distance_metric, edges, check_label_inputs, surface_distances
from .metric import Metric, rearrange_inputs


def _crop_to_union(y_pred, y):
    """Both masks cut to the bounding box of their union, then squeezed (size-1 axes dropped)."""
    if not np.any(y_pred | y):
        return np.zeros_like(y_pred), np.zeros_like(y)
    box = tuple(slice(idx.min(), idx.max() + 1) for idx in np.nonzero(y_pred | y))
    return np.squeeze(y_pred[box]), np.squeeze(y[box])


class HausdorffDistance(Metric):
    """``mindspore.train.HausdorffDistance``: the (percentile) Hausdorff distance between the edges of the
    label-index masks of the last update."""

    def __init__(self, distance_metric="euclidean", percentile=None, directed=False, crop=True):
        super().__init__()
        api = "HausdorffDistance"
        self.distance_metric = check_distance_metric(distance_metric, api)
        self.percentile = None if percentile is None else check_value_type(percentile, [float], "percentile", api)
        self.directed = directed if directed is None else check_value_type(directed, [bool], "directed", api)
        self.crop = crop if crop is None else check_value_type(crop, [bool], "crop", api)
        self.clear()

    def clear(self):
        """Forget the stored edges."""
        self.y_pred_edges = 0
        self.y_edges = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """Store the edges of (prediction == label_idx) and (label == label_idx)."""
        # MindSpore marks the metric updated before checking the inputs
        self._is_update = True
        y_pred, y, label_idx = check_label_inputs("HausdorffDistance", inputs, self._convert_data, ValueError)
        y_pred, y = y_pred == label_idx, y == label_idx
        if self.crop:
            y_pred, y = _crop_to_union(y_pred, y)
        self.y_pred_edges, self.y_edges = edges(y_pred), edges(y)

    def _one_way(self, from_edges, to_edges):
        distances = surface_distances(from_edges, to_edges, self.distance_metric)
        if distances.shape == (0,):
            return np.inf
        if not self.percentile:
            return distances.max()
        if 0 <= self.percentile <= 100:
            return np.percentile(distances, self.percentile)
        raise ValueError(f"For 'HausdorffDistance', 'percentile' must be in [0, 100], but got {self.percentile}.")

    def eval(self):
        """The distance (the larger of both directions unless ``directed``)."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        forward = self._one_way(self.y_pred_edges, self.y_edges)
        if self.directed:
            return forward
        return max(forward, self._one_way(self.y_edges, self.y_pred_edges))
