"""``mindspore.nn.loss``: loss Cells over torch.nn.functional."""
import torch
import torch.nn.functional as F

from ...common.tensor import Tensor, _wrap
from ..cell import Cell

__all__ = ["LossBase", "SoftmaxCrossEntropyWithLogits"]

_REDUCTIONS = ("mean", "sum", "none")


def _check_tensor(name, value, owner):
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{owner}', the '{name}' must be a Tensor, but got {type(value).__name__}.")


class LossBase(Cell):
    """``mindspore.nn.LossBase``: base of losses; ``get_loss`` weights and reduces in float32."""

    def __init__(self, reduction="mean"):
        super().__init__()
        if reduction not in _REDUCTIONS:
            raise ValueError(f"For '{self.cls_name}', the 'reduction' must be in ['mean', 'sum', 'none'], "
                             f"but got {reduction}.")
        self.reduction = reduction
        self.average = reduction == "mean"
        self.reduce = reduction != "none"

    def get_axis(self, x):
        """All axes of ``x`` as a tuple."""
        return tuple(range(x.ndim))

    def _reduce(self, t, weights=1.0):
        """Weight and reduce a torch tensor as get_loss does (float32 compute, input dtype result)."""
        weights = weights._t if isinstance(weights, Tensor) else weights
        out = t.float() * (weights.float() if isinstance(weights, torch.Tensor) else weights)
        if self.reduce:
            out = out.mean() if self.average else out.sum()
        return out.to(t.dtype)

    def get_loss(self, x, weights=1.0):
        """``weights * x`` reduced by the Cell's reduction, computed in float32, returned in x's dtype."""
        return _wrap(self._reduce(x._t, weights))

    def construct(self, logits, labels):
        raise NotImplementedError


class SoftmaxCrossEntropyWithLogits(LossBase):
    """``nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction='none')``: F.cross_entropy over the last axis."""

    def __init__(self, sparse=False, reduction="none"):
        super().__init__(reduction)
        if not isinstance(sparse, bool):
            raise TypeError(f"For '{self.cls_name}', the 'sparse' must be bool, but got {type(sparse).__name__}.")
        self.sparse = sparse

    def construct(self, logits, labels):
        _check_tensor("logits", logits, self.cls_name)
        _check_tensor("labels", labels, self.cls_name)
        x, y = logits._t, labels._t
        log_prob = F.log_softmax(x.float(), dim=-1)
        if self.sparse:
            if y.dtype not in (torch.int32, torch.int64):
                raise TypeError(f"For '{self.cls_name}', the 'labels' should be Int32 or Int64, but got {labels.dtype}.")
            loss = -log_prob.gather(-1, y.long().unsqueeze(-1)).squeeze(-1)
        else:
            if y.dtype != x.dtype:
                raise TypeError("For primitive[SoftmaxCrossEntropyWithLogits], the input type must be same.")
            loss = -(y.float() * log_prob).sum(-1)
        return _wrap(self._reduce(loss.to(x.dtype)))
