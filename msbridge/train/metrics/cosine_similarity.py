"""``mindspore.train.CosineSimilarity``."""
import numpy as np

from ..._checkparam import check_string, check_value_type
from .metric import Metric, rearrange_inputs


class CosineSimilarity(Metric):
    """``mindspore.train.CosineSimilarity``: the (N, N) cosine or dot similarity of the rows of the last
    update, optionally with a zeroed diagonal and reduced over the last axis (numpy)."""

    def __init__(self, similarity="cosine", reduction="none", zero_diagonal=True):
        super().__init__()
        api = "CosineSimilarity"
        for name, value, valid in (("similarity", similarity, ("dot", "cosine")),
                                   ("reduction", reduction, ("none", "sum", "mean"))):
            check_string(check_value_type(value, [str], name, api), valid, name, api)
        self.similarity, self.reduction = similarity, reduction
        self.zero_diagonal = check_value_type(zero_diagonal, [bool], "zero_diagonal", api)
        self.clear()

    def clear(self):
        """Forget the stored matrix."""
        self.sqr_mtx_res = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, inputs):
        """Compute the similarity matrix of one (N, D) input (replacing the previous one)."""
        data = self._convert_data(inputs)
        if self.similarity == "cosine":
            data = data / np.expand_dims(np.linalg.norm(data, ord=2, axis=1), 1)
        self.sqr_mtx_res = np.dot(data, data.transpose(1, 0))
        self._is_update = True

    def eval(self):
        """The matrix (or its row sums / means)."""
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if self.zero_diagonal:
            np.fill_diagonal(self.sqr_mtx_res, 0)
        if self.reduction == "mean":
            self.sqr_mtx_res = np.mean(self.sqr_mtx_res, axis=-1)
        if self.reduction == "sum":
            self.sqr_mtx_res = np.sum(self.sqr_mtx_res, axis=-1)
        return self.sqr_mtx_res
