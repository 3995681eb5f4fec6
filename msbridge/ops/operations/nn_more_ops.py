"""Issue 17: ``ops.SparseSoftmaxCrossEntropyWithLogits`` (onto nn_func's cross entropy) and the channel dropout
primitives ``ops.Dropout2D`` / ``ops.Dropout3D``."""
import torch

from ..._checkparam import INC_BOTH, check_bool, check_float_range, check_is_float, check_rank, check_tensor_dtype
from ...common.handles import wrap as _wrap
from ..function import nn_func as F
from ..function._utils import tensor_of
from ..primitive import AttrPrimitive

__all__ = ["SparseSoftmaxCrossEntropyWithLogits", "Dropout2D", "Dropout3D"]


class SparseSoftmaxCrossEntropyWithLogits(AttrPrimitive):
    """``ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=False)(logits, labels)``: the mean cross entropy of the
    (N, C) Float16/Float32 logits against the Int32/Int64 class indices (torch.nn.functional.cross_entropy); with
    is_grad=True, its gradient with respect to the logits, (softmax(logits) - one_hot(labels)) / N."""
    _attrs = (("is_grad", False),)

    def __init__(self, is_grad=False):
        check_bool(is_grad, "is_grad", "SparseSoftmaxCrossEntropyWithLogits")
        super().__init__(is_grad)

    def __call__(self, logits, labels):
        x, y = tensor_of(logits, self.name, "logits"), tensor_of(labels, self.name, "labels")
        check_tensor_dtype(x, (torch.float16, torch.float32), "logits", self.name)
        check_tensor_dtype(y, (torch.int32, torch.int64), "labels", self.name)
        if x.dim() < 2 or y.shape != x.shape[:-1]:
            raise ValueError(f"For '{self.name}', 'labels' must have the shape of 'logits' without its last "
                             f"dimension, but got {tuple(y.shape)} and {tuple(x.shape)}.")
        if y.numel() and (y.min() < 0 or y.max() >= x.shape[-1]):
            raise RuntimeError(f"For '{self.name}', the labels must be in [0, {x.shape[-1]}), but got "
                               f"{y.tolist()}.")
        if not self.is_grad:
            flat = x.reshape(-1, x.shape[-1])
            return _wrap(F.cross_entropy_t(flat, y.reshape(-1), None, -100, "mean", 0.0, self.name))
        with torch.no_grad():
            grad = torch.softmax(x, -1) - torch.nn.functional.one_hot(y.long(), x.shape[-1]).to(x.dtype)
            return _wrap(grad / y.numel())


class _ChannelDropout(AttrPrimitive):
    """``ops.Dropout2D`` / ``ops.Dropout3D(keep_prob=0.5)(x)``: zero each channel (the first two dimensions index
    them) of the rank-``_rank`` x with probability 1 - keep_prob and scale the others by 1 / keep_prob (torch's
    dropout2d / dropout3d); returns (output, the Bool mask of the kept elements). keep_prob=0 gives zeros."""
    _attrs = (("keep_prob", 0.5),)
    _rank = 4

    def __init__(self, keep_prob=0.5):
        check_is_float(keep_prob, "keep_prob", type(self).__name__)
        check_float_range(keep_prob, 0.0, 1.0, INC_BOTH, "keep_prob", type(self).__name__)
        super().__init__(keep_prob)

    def __call__(self, x):
        t = check_rank(tensor_of(x, self.name, "x"), (self._rank,), "x", self.name)
        keep = torch.bernoulli(torch.full(t.shape[:2] + (1,) * (self._rank - 2), float(self.keep_prob)))
        mask = keep.bool().expand(t.shape)
        scale = 1 / self.keep_prob if self.keep_prob else 0.0
        return _wrap((t * keep * scale).to(t.dtype)), _wrap(mask)


class Dropout2D(_ChannelDropout):
    """``ops.Dropout2D(keep_prob=0.5)(x)``: channel dropout of an NCHW x."""


class Dropout3D(_ChannelDropout):
    """``ops.Dropout3D(keep_prob=0.5)(x)``: channel dropout of an NCDHW x."""
    _rank = 5
