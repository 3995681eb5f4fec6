"""``mindspore.nn.loss``: loss Cells. Each calls its functional form in ops (one implementation per loss) or, for
the losses MindSpore has only as Cells, a few torch calls here."""
import logging

import torch
import torch.nn.functional as F

from ..._checkparam import (INC_BOTH, INC_NEITHER, InputTypeError, check_bool, check_float_range,
                            check_input_dtype, check_positive_float, check_string, check_tensor_dtype,
                            check_value_type)
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.handles import promoted_pair as _common, wrap as _wrap
from ...common.tensor import Tensor
from ...ops.function import nn_func
from ..cell import Cell
from ..layer.activation import get_activation

__all__ = ["LossBase", "L1Loss", "MSELoss", "RMSELoss", "MAELoss", "SmoothL1Loss", "HuberLoss", "SoftMarginLoss",
           "SoftmaxCrossEntropyWithLogits", "CrossEntropyLoss", "NLLLoss", "BCELoss", "BCEWithLogitsLoss",
           "KLDivLoss", "CosineEmbeddingLoss", "MarginRankingLoss", "MultiMarginLoss", "MultiLabelSoftMarginLoss",
           "TripletMarginLoss", "TripletMarginWithDistanceLoss", "HingeEmbeddingLoss", "MultilabelMarginLoss", "L1LossExt", "PoissonNLLLoss", "GaussianNLLLoss", "CTCLoss", "FocalLoss",
           "DiceLoss", "MultiClassDiceLoss", "SampledSoftmaxLoss"]

_logger = logging.getLogger("mindspore")
_DEPRECATED = set()


def _warn_deprecated(cell):
    """MindSpore logs its 2.8.0 deprecation of a few losses once per class."""
    name = type(cell).__name__
    if name not in _DEPRECATED:
        _DEPRECATED.add(name)
        _logger.warning(f"'{name}' is deprecated from version 2.8.0 and will be removed in a future version.")


def _check_tensor(name, value, owner):
    if not isinstance(value, Tensor):
        raise InputTypeError(f"For '{owner}', the '{name}' must be '<class 'mindspore._c_expression.typing."
                             f"TensorType'>', but got 'External'")  # (MindSpore's words; 'External': not a Tensor)
    return value._t


_FLOAT16_32 = (torch.float16, torch.float32)
_NO_IGNORE = -(2 ** 63)  # an ignore_index no label can take


def _check_float_weight(weight, owner):
    """An optional class weight: a Float16/Float32 Tensor."""
    if weight is None:
        return None
    check_tensor_dtype(check_value_type(weight, (Tensor,), "weight", owner)._t, _FLOAT16_32, "weight", owner)
    return weight


class LossBase(Cell):
    """``mindspore.nn.LossBase``: base of losses; ``get_loss`` weights and reduces in float32."""

    def __init__(self, reduction="mean"):
        super().__init__()
        nn_func.check_reduction(reduction, self.cls_name)
        self.reduction = reduction
        self.average = reduction != "sum"
        self.reduce = reduction != "none"

    def get_axis(self, x):
        """All axes of ``x`` as a tuple."""
        return tuple(range(x.ndim))

    def _reduce(self, t, weights=1.0):
        return nn_func.get_loss_t(t, self.reduction, self.cls_name, weights)

    def get_loss(self, x, weights=1.0):
        """``weights * x`` reduced by the Cell's reduction, computed in float32, returned in x's dtype."""
        return _wrap(self._reduce(_check_tensor("x", x, self.cls_name), weights))

    def construct(self, logits, labels):
        raise NotImplementedError(f"'{self.cls_name}' must define 'construct' (LossBase is abstract).")


class _CallTimeReduction(LossBase):
    """Losses whose reduction MindSpore checks only when they are called (in the functional form)."""

    def __init__(self, reduction="mean"):
        super().__init__()
        self.reduction = reduction


class L1Loss(LossBase):
    """``nn.L1Loss``: ops.l1_loss (F.l1_loss with broadcasting)."""

    def construct(self, logits, labels):
        return nn_func.l1_loss(logits, labels, self.reduction)


class L1LossExt(LossBase):
    """``nn.L1LossExt``: F.l1_loss (same-dtype float inputs, broadcasting)."""

    def construct(self, logits, labels):
        x, y = _check_tensor("logits", logits, self.cls_name), _check_tensor("labels", labels, self.cls_name)
        diff = nn_func.broadcasting(torch.sub, *_common(x, y), self.cls_name)
        return _wrap(nn_func.get_loss_t(diff.abs(), self.reduction, self.cls_name))


class MAELoss(LossBase):
    """``nn.MAELoss``: |logits - label| through get_loss."""

    def construct(self, logits, label):
        x, y = _check_tensor("logits", logits, self.cls_name), _check_tensor("labels", label, self.cls_name)
        return _wrap(self._reduce(nn_func.difference(x, y, self.cls_name).abs()))


class MSELoss(LossBase):
    """``nn.MSELoss``: (logits - labels)^2 through get_loss."""

    def construct(self, logits, labels):
        x, y = _check_tensor("logits", logits, self.cls_name), _check_tensor("labels", labels, self.cls_name)
        return _wrap(self._reduce(nn_func.difference(x, y, self.cls_name).square()))


class RMSELoss(LossBase):
    """``nn.RMSELoss``: sqrt of the mean squared error."""

    def __init__(self):
        super().__init__()

    def construct(self, logits, label):
        for t in (logits, label):
            if isinstance(t, Tensor) and t.dtype in (mstype.uint8, mstype.uint16, mstype.uint32, mstype.uint64):
                raise TypeError(f"For 'RMSELoss', the parameters data type must not be in [mindspore.uint8, "
                                f"mindspore.uint16, mindspore.uint32, mindspore.uint64], but got "
                                f"mindspore.{str(t.dtype).lower()}.")
        x, y = _check_tensor("logits", logits, self.cls_name), _check_tensor("labels", label, self.cls_name)
        return _wrap(self._reduce(nn_func.difference(x, y, self.cls_name).square()).sqrt())


class SmoothL1Loss(LossBase):
    """``nn.SmoothL1Loss(beta=1.0, reduction='none')``: ops.smooth_l1_loss (F.smooth_l1_loss)."""

    def __init__(self, beta=1.0, reduction="none"):
        super().__init__(reduction)
        self.beta = beta

    def construct(self, logits, labels):
        return nn_func.smooth_l1_loss(logits, labels, self.beta, self.reduction)


class HuberLoss(LossBase):
    """``nn.HuberLoss``: ops.huber_loss (F.huber_loss)."""

    def __init__(self, reduction="mean", delta=1.0):
        super().__init__(reduction)
        self.delta = delta

    def construct(self, logits, labels):
        return nn_func.huber_loss(logits, labels, self.reduction, self.delta)


class SoftMarginLoss(_CallTimeReduction):
    """``nn.SoftMarginLoss``: ops.soft_margin_loss (F.soft_margin_loss)."""

    def construct(self, logits, labels):
        return nn_func.soft_margin_loss(logits, labels, self.reduction)


class SoftmaxCrossEntropyWithLogits(LossBase):
    """``nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction='none')``: cross entropy over the last axis."""

    def __init__(self, sparse=False, reduction="none"):
        super().__init__(reduction)
        self.sparse = check_bool(sparse, "sparse", self.cls_name)

    def construct(self, logits, labels):
        x, y = _check_tensor("logits", logits, self.cls_name), _check_tensor("labels", labels, self.cls_name)
        if x.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For primitive[{self.cls_name}], the input argument[logits] must be a type of "
                            f"{{Float16, Float32}}, but got {logits.dtype}.")
        if x.dim() != 2 and not (self.sparse and self.reduction == "mean"):
            # only the sparse 'mean' kernel takes other ranks
            raise ValueError("For primitive[SoftmaxCrossEntropyWithLogits], the dimension of logits must be equal to "
                             f"2, but got {x.dim()}.")
        if self.sparse:
            if y.dtype not in (torch.int32, torch.int64):
                raise TypeError("For primitive[SparseSoftmaxCrossEntropyWithLogits], the input argument[labels_type] "
                                f"must be a type of {{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{labels.dtype}].")
            y = y.long()
        elif y.dtype != x.dtype:
            raise TypeError("For primitive[SoftmaxCrossEntropyWithLogits], the input type must be same.\n"
                            f"name:[label_type]:Tensor[{labels.dtype}].\nname:[logits_type]:Tensor[{logits.dtype}].")
        elif y.dim() != x.dim():  # (after the dtypes, as MindSpore checks them)
            raise ValueError(f"For primitive[SoftmaxCrossEntropyWithLogits], the dimension of labels must be equal to "
                             f"{x.dim()}, but got {y.dim()}.")
        else:  # dense labels: a constant for MindSpore, with its gradient softmax(logits) - labels
            return _wrap(self._reduce(nn_func.dense_cross_entropy_t(x, y).to(x.dtype)))
        try:
            if x.dim() == 2 and x.dtype == torch.float32:  # the common case: one fused torch call
                return _wrap(F.cross_entropy(x, y, reduction=self.reduction, ignore_index=_NO_IGNORE))
            # over the last axis, computed in float32 and reduced as get_loss does
            loss = F.cross_entropy(x.float().reshape(-1, x.shape[-1]), y.reshape(-1, *y.shape[x.dim() - 1:]),
                                   reduction="none", ignore_index=_NO_IGNORE).reshape(x.shape[:-1])
        except IndexError:
            raise RuntimeError(f"For '{self.cls_name}', every label must be in [0, {x.shape[-1]}), but got "
                               f"{y.min().item()} to {y.max().item()}.") from None
        return _wrap(self._reduce(loss.to(x.dtype)))


class CrossEntropyLoss(LossBase):
    """``nn.CrossEntropyLoss``: ops.cross_entropy; class-index labels must be Int32 (not torch's int64)."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
        super().__init__(reduction)
        check_value_type(ignore_index, (int,), "ignore_index", self.cls_name)
        check_value_type(label_smoothing, (float,), "label_smoothing", self.cls_name)
        check_float_range(label_smoothing, 0.0, 1.0, INC_BOTH, "label_smoothing", self.cls_name)
        self.weight = _check_float_weight(weight, self.cls_name)
        self.ignore_index = ignore_index
        self.label_smoothing = label_smoothing

    def construct(self, logits, labels):
        x, y = _check_tensor("logits", logits, self.cls_name), _check_tensor("labels", labels, self.cls_name)
        _check_cross_entropy_inputs(x, y, self.cls_name)
        return nn_func.cross_entropy(logits, labels, self.weight, self.ignore_index, self.reduction,
                                     self.label_smoothing)


def _check_cross_entropy_inputs(x, y, owner):
    """CrossEntropyLoss's rules: float16/float32 logits; same-rank float labels or one-rank-less Int32 labels."""
    check_tensor_dtype(x, _FLOAT16_32, "logits", owner)
    if x.dim() == y.dim():
        check_tensor_dtype(y, _FLOAT16_32, "labels", owner)
        if x.shape != y.shape:
            raise ValueError(f"For '{owner}', the shape of 'logits' should be (N, C, d_0, d_1, ...), and the shape "
                             f"of 'labels' should be (N, C, d_0, d_1, ...), but get 'logits' shape: "
                             f"{tuple(x.shape)} and 'labels' shape: {tuple(y.shape)}.")
    elif y.dim() == x.dim() - 1:
        check_tensor_dtype(y, (torch.int32,), "labels", owner)
        if x.dim() != 1 and (x.shape[0],) + tuple(x.shape[2:]) != tuple(y.shape):
            raise ValueError(f"For '{owner}', the shape of 'logits' should be (N, C, d_0, d_1, ...), and the shape "
                             f"of 'labels' should be (N, d_0, d_1, ...), but get 'logits' shape: {tuple(x.shape)} "
                             f"and 'labels' shape: {tuple(y.shape)}.")
    else:
        raise ValueError(f"For '{owner}', the rank of 'logits' and 'labels' should be:\n1. 'logits.ndim == "
                         f"labels.ndim' for probabilities, \n2. 'logits.ndim - 1 == labels.ndim' for class indices, "
                         f"\nbut get 'logits' rank: {x.dim()} and 'labels' rank: {y.dim()}.")


class NLLLoss(LossBase):
    """``nn.NLLLoss``: ops.nll_loss (F.nll_loss)."""

    def __init__(self, weight=None, ignore_index=-100, reduction="mean"):
        super().__init__(reduction)
        check_value_type(ignore_index, (int,), "ignore_index", self.cls_name)
        self.weight = _check_float_weight(weight, self.cls_name)
        self.ignore_index = ignore_index

    def construct(self, logits, labels):
        return nn_func.nll_loss(logits, labels, self.weight, self.ignore_index, self.reduction)


class _WeightedLoss(LossBase):
    """A loss whose Cell holds an optional ``weight`` and calls the functional form ``_fn``."""

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        self.weight = weight

    def construct(self, logits, labels):
        return self._fn(logits, labels, self.weight, self.reduction)


class BCELoss(_WeightedLoss):
    """``nn.BCELoss``: ops.binary_cross_entropy (F.binary_cross_entropy)."""

    _fn = staticmethod(nn_func.binary_cross_entropy)


class BCEWithLogitsLoss(_CallTimeReduction):
    """``nn.BCEWithLogitsLoss``: ops.binary_cross_entropy_with_logits."""

    def __init__(self, reduction="mean", weight=None, pos_weight=None):
        super().__init__(reduction)
        for value, name in ((weight, "weight"), (pos_weight, "pos_weight")):
            if isinstance(value, Parameter):
                raise TypeError(f"For '{self.cls_name}', the '{name}' can not be a Parameter.")
        self.weight = weight
        self.pos_weight = pos_weight

    def construct(self, input, target):
        _check_tensor("input", input, self.cls_name)
        _check_tensor("target", target, self.cls_name)
        return nn_func.binary_cross_entropy_with_logits(input, target, self.weight, self.pos_weight, self.reduction)


class KLDivLoss(_CallTimeReduction):
    """``nn.KLDivLoss``: ops.kl_div (reductions 'none', 'mean', 'batchmean', 'sum')."""

    def construct(self, logits, labels):
        _check_tensor("logits", logits, self.cls_name)
        _check_tensor("labels", labels, self.cls_name)
        return nn_func.kl_div(logits, labels, self.reduction)


class CosineEmbeddingLoss(LossBase):
    """``nn.CosineEmbeddingLoss``: ops.cosine_embedding_loss."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        check_value_type(margin, (float,), "margin", self.cls_name)
        check_float_range(margin, -1.0, 1.0, INC_BOTH, "margin", self.cls_name)
        self.margin = margin

    def construct(self, logits_x1, logits_x2, labels):
        for value, name in ((logits_x1, "logits_x1"), (logits_x2, "logits_x2"), (labels, "labels")):
            _check_tensor(name, value, self.cls_name)
        return _wrap(nn_func.cosine_embedding_loss_t(logits_x1, logits_x2, labels, self.margin, self.reduction,
                                                     False))


class MarginRankingLoss(LossBase):
    """``nn.MarginRankingLoss``: ops.margin_ranking_loss (F.margin_ranking_loss)."""

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        self.margin = margin

    def construct(self, input1, input2, target):
        return nn_func.margin_ranking_loss(input1, input2, target, self.margin, self.reduction)


class MultiMarginLoss(LossBase):
    """``nn.MultiMarginLoss``: F.multi_margin_loss; a ``weight`` given at construction wins over one at call."""

    def __init__(self, p=1, margin=1.0, reduction="mean", weight=None):
        super().__init__()
        check_value_type(margin, (float,), "margin", self.cls_name)
        if p not in (1, 2) or isinstance(p, bool):
            raise ValueError(f"For '{self.cls_name}', the 'p' must be int and must in {{1, 2}}, but got '{p}' with type "
                             f"'{type(p).__name__}'.")
        nn_func.check_reduction(reduction, self.cls_name)
        self.p, self.margin, self.reduction, self.weight = p, margin, reduction, weight

    def construct(self, x, target, weight=None):
        xt, yt = _check_tensor("x", x, self.cls_name), _check_tensor("target", target, self.cls_name)
        weight = self.weight if self.weight is not None else weight
        w = None if weight is None else _check_tensor("weight", weight, self.cls_name)
        return _wrap(nn_func.multi_margin_loss_t(xt, yt, self.p, self.margin, w, self.reduction))


class MultiLabelSoftMarginLoss(_WeightedLoss):
    """``nn.MultiLabelSoftMarginLoss``: ops.multilabel_soft_margin_loss."""

    _fn = staticmethod(nn_func.multilabel_soft_margin_loss)


class TripletMarginLoss(_CallTimeReduction):
    """``nn.TripletMarginLoss``: ops.triplet_margin_loss; a non-default ``margin`` set at construction wins."""

    def __init__(self, p=2, swap=False, eps=1e-06, reduction="mean", margin=1.0):
        super().__init__(reduction)
        self.p, self.swap, self.eps, self.margin = p, swap, eps, margin

    def construct(self, x, positive, negative, margin=1.0):
        if self.margin != 1.0:
            margin = self.margin
        return nn_func.triplet_margin_loss(x, positive, negative, margin, self.p, self.eps, self.swap,
                                           self.reduction)


class TripletMarginWithDistanceLoss(LossBase):
    """``nn.TripletMarginWithDistanceLoss``: max(d(x, pos) - d(x, neg) + margin, 0) through get_loss; the default
    distance is the 2-norm of |a - b| along axis 1 (no epsilon, as MindSpore)."""

    def __init__(self, distance_function=None, swap=False, reduction="mean", margin=1.0):
        super().__init__(reduction)
        if not isinstance(margin, float):
            raise TypeError(f"For '{self.cls_name}', the type of 'margin' must be 'float', but got "
                            f"'{type(margin).__name__}'.")
        check_bool(swap, "swap", self.cls_name)
        self.distance_function = distance_function or self._pairwise_distance
        self.swap, self.margin = swap, margin

    @staticmethod
    def _pairwise_distance(x, y):
        d = (x._t - y._t).abs()
        if d.dim() == 0:
            raise ValueError("For 'pairwise_distance' in 'TripletMarginWithDistanceLoss', 'ndim' of the input must "
                             f"be positive, but got {d.dim()}")
        return _wrap(torch.linalg.vector_norm(d, 2, dim=1))

    def construct(self, x, positive, negative):
        for value, name in ((x, "x"), (positive, "positive"), (negative, "negative")):
            _check_tensor(name, value, self.cls_name)
        d_pos = self.distance_function(x, positive)._t
        d_neg = self.distance_function(x, negative)._t
        if self.swap:
            d_neg = torch.minimum(d_neg, self.distance_function(positive, negative)._t)
        return _wrap(self._reduce((d_pos - d_neg + self.margin).clamp(min=0)))


class MultilabelMarginLoss(_CallTimeReduction):
    """``nn.MultilabelMarginLoss``: ops.multilabel_margin_loss (F.multilabel_margin_loss)."""

    def __init__(self, reduction="mean"):
        super().__init__(reduction)
        check_string(reduction, ("none", "sum", "mean"), "reduction", self.cls_name)

    def construct(self, x, target):
        return nn_func.multilabel_margin_loss(x, target, self.reduction)


class HingeEmbeddingLoss(LossBase):
    """``nn.HingeEmbeddingLoss``: ops.hinge_embedding_loss."""

    def __init__(self, margin=1.0, reduction="mean"):
        super().__init__()
        check_value_type(margin, (float, int), "margin", self.cls_name)
        check_string(reduction, ("none", "sum", "mean"), "reduction", self.cls_name)
        self.margin, self.reduction = margin, reduction

    def construct(self, logits, labels):
        return nn_func.hinge_embedding_loss(logits, labels, self.margin, self.reduction)


class PoissonNLLLoss(LossBase):
    """``nn.PoissonNLLLoss``: F.poisson_nll_loss per element (target cast to the input dtype), then get_loss."""

    def __init__(self, log_input=True, full=False, eps=1e-08, reduction="mean"):
        super().__init__(reduction)
        self.log_input, self.full, self.eps = log_input, full, eps

    def construct(self, input, target):
        x, y = _check_tensor("input", input, self.cls_name), _check_tensor("target", target, self.cls_name)
        if self.log_input:
            check_input_dtype(x, nn_func.EXP_DTYPES, self.cls_name)
        loss = F.poisson_nll_loss(x, y.to(x.dtype), self.log_input, self.full, eps=self.eps, reduction="none")
        return _wrap(self._reduce(loss))


class GaussianNLLLoss(LossBase):
    """``nn.GaussianNLLLoss(*, full=False, eps=1e-06, reduction='mean')``: ops.gaussian_nll_loss."""

    def __init__(self, *, full=False, eps=1e-06, reduction="mean"):
        super().__init__()
        check_float_range(eps, 0, float("inf"), INC_NEITHER, "eps", self.cls_name)
        check_value_type(full, (bool,), "full", self.cls_name)
        check_string(reduction, ("none", "mean", "sum"), "reduction", "gaussian_nll_loss")
        self.full, self.eps, self.reduction = full, eps, reduction

    def construct(self, logits, labels, var):
        for value, name in ((logits, "logits"), (labels, "labels"), (var, "var")):
            _check_tensor(name, value, self.cls_name)
        return nn_func.gaussian_nll_loss(logits, labels, var, self.full, self.eps, self.reduction)


class CTCLoss(_CallTimeReduction):
    """``nn.CTCLoss``: ops.ctc_loss (torch's CTC kernel); 2-D log_probs are one unbatched sequence."""

    def __init__(self, blank=0, reduction="mean", zero_infinity=False):
        super().__init__(reduction)
        self.blank, self.zero_infinity = blank, zero_infinity

    def construct(self, log_probs, targets, input_lengths, target_lengths):
        lp, tg = _check_tensor("log_probs", log_probs, self.cls_name), _check_tensor("targets", targets, self.cls_name)
        if lp.dim() != 2:
            return nn_func.ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank, self.reduction,
                                    self.zero_infinity)[0]
        if tg.dim() > 2:
            raise ValueError(f"For CTCLoss, when the shape of log_probs is (T, C), the dimension of targets should "
                             f"be 1 or 2, but got {tg.dim()}.")
        if tg.dim() == 2 and tg.shape[0] != 1:
            raise ValueError(f"For CTCLoss, the first dimension of 2-D targets should be 1,but got {tg.shape[0]}.")
        loss = nn_func.ctc_loss(_wrap(lp.unsqueeze(-2)), _wrap(tg.reshape(1, -1)), input_lengths, target_lengths,
                                self.blank, self.reduction, self.zero_infinity)[0]
        return _wrap(loss._t.squeeze(0)) if loss._t.dim() else loss


class FocalLoss(LossBase):
    """``nn.FocalLoss``: -(1 - p)^gamma * log p over log_softmax of axis 1, averaged over classes, then get_loss."""

    def __init__(self, weight=None, gamma=2.0, reduction="mean"):
        _warn_deprecated(self)
        super().__init__(reduction)
        self.gamma = check_value_type(gamma, (float,), "gamma", None)
        if weight is not None and not isinstance(weight, Tensor):
            raise TypeError(f"For '{self.cls_name}', the type of 'weight' must be a Tensor, but got "
                            f"{type(weight).__name__}.")
        if weight is not None and weight.ndim != 1:
            raise ValueError(f"For '{self.cls_name}', the dimension of 'weight' must be 1, but got {weight.ndim}.")
        self.weight = weight

    def construct(self, logits, labels):
        x, y = _check_tensor("logits", logits, self.cls_name), _check_tensor("labels", labels, self.cls_name)
        self._check_inputs(x, y)
        x, y = x.reshape(x.shape[0], x.shape[1], -1), y.reshape(y.shape[0], y.shape[1], -1)
        log_p = nn_func.log_softmax_t(x, 1)
        weight = None if self.weight is None else self.weight._t.reshape(1, -1, 1).expand_as(log_p)
        if y.shape[1] == 1:
            index = y.long()
            try:
                picked = log_p.gather(1, index)
            except RuntimeError:  # an index torch rejects: MindSpore's GatherD takes [-classes, 0) too
                index = self._wrapped_index(index, x.shape[1])
                picked = log_p.gather(1, index)
            log_p = picked.squeeze(1)
            weight = None if weight is None else weight.gather(1, index).squeeze(1)
        modulator = (1 - log_p.exp()).pow(self.gamma)
        if weight is not None:
            log_p = log_p * weight
        focal = -modulator * log_p
        loss = focal.mean(1) if y.shape[1] == 1 else (focal * y).mean(-1)
        return _wrap(self._reduce(loss))

    def _check_inputs(self, x, y):
        for t, name in ((x, "logits"), (y, "labels")):
            if not 2 <= t.dim() <= 4:
                raise ValueError(f"For '{self.cls_name}', the dimensions of '{name}' must be in [2, 4], but got "
                                 f"dimension of '{name}' {t.dim()}.")
        if x.dim() != y.dim():
            raise ValueError(f"For '{self.cls_name}', the dimensions of 'logits' and 'labels' must be equal, but got "
                             f"dimension of 'logits' {x.dim()} and dimension of 'labels' {y.dim()}.")
        if x.shape[1] == 1:
            raise ValueError(f"For '{self.cls_name}', the 'logits'.shape[1] cannot be one, but got {x.shape[1]}.")
        if y.shape[1] not in (1, x.shape[1]):
            raise ValueError(f"For '{self.cls_name}', the 'labels'.shape[1] must be one or equal to "
                             f"'logits'.shape[1]: {x.shape[1]}, but got {y.shape[1]}.")
        check_tensor_dtype(y, (torch.int32, torch.int64, torch.float16, torch.float32), "labels", self.cls_name)
        if not x.is_floating_point():
            raise TypeError(f"For '{self.cls_name}', the 'logits' must be a float Tensor, but got "
                            f"{mstype.from_torch_dtype(x.dtype)}.")

    def _wrapped_index(self, index, classes):
        """Class indices in [-classes, classes) as [0, classes) (MindSpore's GatherD), else its RuntimeError."""
        bad = index[(index < -classes) | (index >= classes)]
        if bad.numel():
            raise RuntimeError(f"For '{self.cls_name}', the 'labels' must be in [-{classes}, {classes}), but got "
                               f"{bad[0].item()}.")
        return index % classes


def _dice_loss_t(x, y, smooth):
    """1 - 2 * sum(x * y) / (sum(x^2) + sum(y^2) + smooth) over every element."""
    x, y = x.reshape(-1), y.reshape(-1)
    return 1 - 2 * (x * y).sum() / ((x * x).sum() + (y * y).sum() + smooth)


def _dice_inputs(logits, label, api):
    """The torch tensors of a Dice loss's logits and label, which must have the same shape."""
    x, y = _check_tensor("logits", logits, api), _check_tensor("labels", label, api)
    if x.shape != y.shape:
        raise ValueError(f"For '{api}', the 'logits_shape' must be equal to 'label_shape', but got "
                         f"{tuple(x.shape)} and {tuple(y.shape)}.")
    return x, y


class DiceLoss(LossBase):
    """``nn.DiceLoss``: 1 - Dice coefficient of logits and labels."""

    def __init__(self, smooth=1e-5):
        _warn_deprecated(self)
        super().__init__()
        self.smooth = check_positive_float(smooth, "smooth")  # MindSpore names no API here

    def construct(self, logits, label):
        x, y = _dice_inputs(logits, label, self.cls_name)
        for t, name in ((x, "logits"), (y, "labels")):
            if t.dtype == torch.uint8:
                raise TypeError(f"For '{self.cls_name}', the dtype of '{name}' can not be uint8.")
        return _wrap(_dice_loss_t(x, y, self.smooth))


class MultiClassDiceLoss(LossBase):
    """``nn.MultiClassDiceLoss``: the mean over classes (axis 1) of DiceLoss, after an optional activation."""

    _ACTIVATIONS = ("softmax", "logsoftmax", "relu", "relu6", "tanh", "sigmoid")

    def __init__(self, weights=None, ignore_indiex=None, activation="softmax"):
        _warn_deprecated(self)
        super().__init__()
        if weights is not None:
            check_value_type(weights, (Tensor,), "weights", self.cls_name)
            if weights.ndim != 2:
                raise ValueError(f"For '{self.cls_name}', the dimension of 'weights' must be 2, but got "
                                 f"{weights.ndim}.")
        if ignore_indiex is not None:
            check_value_type(ignore_indiex, (int,), "ignore_indiex", None)
        if isinstance(activation, str):
            if activation not in self._ACTIVATIONS:
                raise ValueError(f"For '{self.cls_name}', the 'activation' must be in {list(self._ACTIVATIONS)}, "
                                 f"but got {activation}.")
            activation = get_activation(activation)
        if activation is not None and not isinstance(activation, Cell):
            raise TypeError(f"For '{self.cls_name}', the 'activation' must be str or Cell, but got "
                            f"{type(activation)}.")
        self.weights, self.ignore_indiex, self.activation = weights, ignore_indiex, activation

    def construct(self, logits, label):
        x, y = _dice_inputs(logits, label, self.cls_name)
        for t, name in ((x, "logits"), (y, "labels")):
            if t.dim() < 2:
                raise ValueError(f"For '{self.cls_name}', the '{name}' dimension must be greater than 1, but got "
                                 f"{t.dim()}.")
        if self.weights is not None and self.weights.shape[0] != y.shape[1]:
            raise ValueError(f"For '{self.cls_name}', the weight_shape[0] must be equal to label_shape[1], but got "
                             f"weight_shape[0]: {self.weights.shape[0]} and label_shape[1]: {y.shape[1]}.")
        if self.activation is not None:
            x = self.activation(logits)._t
        total = 0
        for i in range(y.shape[1]):
            if i != self.ignore_indiex:
                dice = _dice_loss_t(x[:, i], y[:, i], 1e-5)
                total = total + (dice if self.weights is None else dice * self.weights._t[i])
        return _wrap(total / y.shape[1])


class SampledSoftmaxLoss(LossBase):
    """``nn.SampledSoftmaxLoss``: softmax cross entropy over the true classes and ``num_sampled`` sampled ones, one
    value per example (``reduction`` is accepted and ignored, as in MindSpore 2.10). Without ``sampled_values`` the
    classes are drawn uniformly without replacement from torch's generator (seeded with ``seed`` when it is not 0)."""

    def __init__(self, num_sampled, num_classes, num_true=1, sampled_values=None, remove_accidental_hits=True,
                 seed=0, reduction="none"):
        _warn_deprecated(self)
        super().__init__(reduction)
        name = self.cls_name
        if num_true < 1:
            raise ValueError(f"For '{name}', the 'num_true' must be greater than or equal to 1, but got {num_true}.")
        if seed < 0:
            raise ValueError(f"For '{name}', the 'seed' must be greater than or equal to 0, but got {seed}.")
        if num_sampled > num_classes:
            raise ValueError(f"For '{name}', the 'num_sampled' must be smaller than or equal to 'num_classes', but "
                             f"got 'num_sampled': {num_sampled} and 'num_classes': {num_classes}.")
        if num_true > num_classes:
            raise ValueError(f"For '{name}', the 'num_true' must be smaller than or equal to 'num_classes', but got "
                             f"'num_true': {num_true} and 'num_classes': {num_classes}.")
        if sampled_values is not None:
            if not isinstance(sampled_values, (list, tuple)):
                raise TypeError(f"For '{name}', the type of 'sampled_values' must be a list or tuple, but got "
                                f"{type(sampled_values).__name__}.")
            if len(sampled_values) != 3:
                raise ValueError(f"For '{name}', the length of 'sampled_values' must be equal to 3,but got "
                                 f"{len(sampled_values)}.")
        self.num_sampled, self.num_classes, self.num_true = num_sampled, num_classes, num_true
        self.sampled_values, self.remove_accidental_hits, self.seed = sampled_values, remove_accidental_hits, seed

    def construct(self, weights, biases, labels, logits):
        w, b = _check_tensor("weights", weights, self.cls_name), _check_tensor("biases", biases, self.cls_name)
        y, x = _check_tensor("labels", labels, self.cls_name), _check_tensor("logits", logits, self.cls_name)
        check_tensor_dtype(y, (torch.int32, torch.int64), "labels", self.cls_name)
        out_logits, out_labels = self._sampled_logits(w, b, y.long().reshape(-1, self.num_true), x)
        stable = (out_logits - out_logits.amax(1, keepdim=True)).exp()
        prob = stable / stable.sum(1, keepdim=True)
        # one loss per example whatever ``reduction`` says: MindSpore 2.10 never reduces this loss
        return _wrap(-(out_labels * (prob + 1e-20).log()).sum(1))

    def _sample(self, labels):
        """Uniform candidate sampling without replacement (skipping the true classes when
        ``remove_accidental_hits``): (sampled, true expected count, sampled expected count)."""
        generator = None
        if self.seed:
            generator = torch.Generator().manual_seed(self.seed)
        order = torch.randperm(self.num_classes, generator=generator)
        if self.remove_accidental_hits:
            order = order[~torch.isin(order, labels.reshape(-1).cpu())]
        sampled = order[:self.num_sampled].to(labels.device)
        expected = self.num_sampled / self.num_classes
        return (sampled, torch.full(labels.shape, expected, device=labels.device),
                torch.full((self.num_sampled,), expected, device=labels.device))

    def _sampled_logits(self, w, b, labels, x):
        if self.sampled_values is None:
            sampled, true_expected, sampled_expected = self._sample(labels)
        else:
            sampled, true_expected, sampled_expected = (v._t for v in self.sampled_values)
        sampled = sampled.long()
        true_logits = (x.unsqueeze(1) * w[labels]).sum(-1) + b[labels] - true_expected.log()
        sampled_logits = x @ w[sampled].T + b[sampled] - sampled_expected.log()
        out_logits = torch.cat((true_logits, sampled_logits), 1)
        out_labels = torch.cat((torch.full_like(true_logits, 1.0 / self.num_true), torch.zeros_like(sampled_logits)), 1)
        return out_logits, out_labels
