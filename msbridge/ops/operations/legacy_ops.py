"""MindSpore's older primitive names and small primitives (``ops.TensorAdd``, ``Pack``, ``Unpack``,
``StopGradient``, ``TensorShape``, ``ScalarToTensor``, ``TupleToArray``, ``ScalarCast``, ``IdentityN``,
``ConjugateTranspose``, ``EqualCount``, ``InTopK``, ``LowerBound``, ``UpperBound``,
``SigmoidCrossEntropyWithLogits``, ``Segment*``, ``ScatterSub``, ``ScatterDiv``): each calls the function of its
op."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import array_func as A
from ..function import legacy_func as L
from ..function import nn_func as N
from ..function._utils import tensor_of
from ..function.grad.grad_func import stop_gradient
from ..primitive import REQUIRED, AttrPrimitive
from .array_ops import ScatterAdd, Stack, Unstack, _ScatterUpdate
from .math_ops import Add

__all__ = ["TensorAdd", "Pack", "Unpack", "StopGradient", "TensorShape", "ScalarToTensor", "TupleToArray",
           "ScalarCast", "IdentityN", "ConjugateTranspose", "EqualCount", "InTopK", "LowerBound", "UpperBound",
           "SigmoidCrossEntropyWithLogits", "SegmentSum", "SegmentMax", "SegmentMin", "SegmentMean", "SegmentProd",
           "ScatterSub", "ScatterDiv"]


class TensorAdd(Add):
    """``ops.TensorAdd()``: MindSpore's deprecated name of ``ops.Add``."""


class Pack(Stack):
    """``ops.Pack(axis=0)``: MindSpore's deprecated name of ``ops.Stack``."""


class Unpack(Unstack):
    """``ops.Unpack(axis=0)``: MindSpore's deprecated name of ``ops.Unstack``."""
    _attrs = (("axis", 0),)


class StopGradient(AttrPrimitive):
    """``ops.StopGradient()(x)``: ``ops.stop_gradient``."""

    def __call__(self, x):
        return stop_gradient(x)


class TensorShape(AttrPrimitive):
    """``ops.TensorShape()(input_x)``: the shape as a 1-D Int64 Tensor."""

    def __call__(self, input_x):
        return _wrap(torch.tensor(tuple(tensor_of(input_x, "TensorShape", "input_x").shape), dtype=torch.int64))


class ScalarToTensor(AttrPrimitive):
    """``ops.ScalarToTensor()(input_x, dtype=mstype.float32)``: ``ops.scalar_to_tensor``."""

    def __call__(self, input_x, dtype=mstype.float32):
        return L.scalar_to_tensor(input_x, dtype)


class TupleToArray(AttrPrimitive):
    """``ops.TupleToArray()(input_x)``: a 1-D Tensor of a tuple of numbers (Int32 for ints, Float32 for floats)."""

    def __call__(self, input_x):
        check.check_value_type(input_x, [tuple], "x", "TupleToArray")
        floating = any(isinstance(v, float) for v in input_x)
        return _wrap(torch.tensor(input_x, dtype=torch.float32 if floating else torch.int32))


class ScalarCast(AttrPrimitive):
    """``ops.ScalarCast()(input_x, input_y)``: ``ops.scalar_cast``."""

    def __call__(self, input_x, input_y):
        return L.scalar_cast(input_x, input_y)


class IdentityN(AttrPrimitive):
    """``ops.IdentityN()(x)``: copies of a list or tuple of Tensors, as a tuple."""

    def __call__(self, x):
        return tuple(_wrap(tensor_of(t, "IdentityN", "x").clone()) for t in x)


class ConjugateTranspose(AttrPrimitive):
    """``ops.ConjugateTranspose()(x, perm)``: ``x`` permuted by ``perm`` and conjugated."""

    def __call__(self, x, perm):
        return _wrap(tensor_of(x, "ConjugateTranspose", "x").permute(*perm).conj().resolve_conj())


class EqualCount(AttrPrimitive):
    """``ops.EqualCount()(x, y)``: the number of equal elements, as a one-element Tensor of the input dtype."""

    def __call__(self, x, y):
        a, b = tensor_of(x, "EqualCount", "x"), tensor_of(y, "EqualCount", "y")
        return _wrap((a == b).sum().reshape(1).to(a.dtype))


class InTopK(AttrPrimitive):
    """``ops.InTopK(k)(x1, x2)``: ``ops.intopk``."""
    _attrs = (("k", REQUIRED),)

    def __call__(self, x1, x2):
        return L.intopk(x1, x2, self.k)


class _Bound(AttrPrimitive):
    """``ops.LowerBound`` / ``ops.UpperBound(out_type=mstype.int32)(sorted_x, values)``: per row, torch.searchsorted
    (left / right)."""
    _attrs = (("out_type", mstype.int32),)
    _right = False

    def __call__(self, sorted_x, values):
        s, v = tensor_of(sorted_x, self.name, "sorted_x"), tensor_of(values, self.name, "values")
        return _wrap(torch.searchsorted(s, v, right=self._right).to(mstype.to_torch_dtype(self.out_type)))


class LowerBound(_Bound):
    """``ops.LowerBound(out_type=mstype.int32)``: the first position of each value in its sorted row."""


class UpperBound(_Bound):
    """``ops.UpperBound(out_type=mstype.int32)``: the position after the last of each value in its sorted row."""
    _right = True


class SigmoidCrossEntropyWithLogits(AttrPrimitive):
    """``ops.SigmoidCrossEntropyWithLogits()(logits, label)``: the element-wise
    ``ops.binary_cross_entropy_with_logits`` (no reduction)."""

    def __call__(self, logits, label):
        return N.binary_cross_entropy_with_logits(logits, label, None, None, "none")


class _Segment(AttrPrimitive):
    """``ops.Segment*()(input_x, segment_ids)``: the reduction of the rows of each segment of the ascending
    ``segment_ids`` (rows 0..max id; an empty segment gives 0)."""
    _reduce = None

    def __call__(self, input_x, segment_ids):
        t, ids = tensor_of(input_x, self.name, "input_x"), tensor_of(segment_ids, self.name, "segment_ids").long()
        if ids.numel() > 1 and bool((ids[1:] < ids[:-1]).any()):
            raise ValueError("For 'SegmentOp', segment_ids must be a tensor with element values sorted in ascending "
                             "order.")
        count = int(ids.max()) + 1 if ids.numel() else 0
        out = torch.zeros((count,) + tuple(t.shape[1:]), dtype=t.dtype)
        index = ids.reshape(-1, *([1] * (t.dim() - 1))).expand(t.shape)
        out = out.scatter_reduce(0, index, t, self._reduce, include_self=False)
        return _wrap(out)


class SegmentSum(_Segment):
    """``ops.SegmentSum()``: sums of the segments."""
    _reduce = "sum"


class SegmentMax(_Segment):
    """``ops.SegmentMax()``: maxima of the segments."""
    _reduce = "amax"


class SegmentMin(_Segment):
    """``ops.SegmentMin()``: minima of the segments."""
    _reduce = "amin"


class SegmentMean(_Segment):
    """``ops.SegmentMean()``: means of the segments."""
    _reduce = "mean"


class SegmentProd(_Segment):
    """``ops.SegmentProd()``: products of the segments (1 for an empty one)."""
    _reduce = "prod"

    def __call__(self, input_x, segment_ids):
        out = super().__call__(input_x, segment_ids)._t
        ids = tensor_of(segment_ids, self.name, "segment_ids").long()
        empty = torch.ones(out.shape[0], dtype=torch.bool)
        empty[ids] = False
        out[empty] = 1
        return _wrap(out)


class ScatterSub(ScatterAdd):
    """``ops.ScatterSub(use_locking=False)``: ``updates`` subtracted from the rows of ``input_x`` at ``indices``
    (in place)."""

    def __call__(self, input_x, indices, updates):
        return super().__call__(input_x, indices, _wrap(-tensor_of(updates, "ScatterSub", "updates")))


class ScatterDiv(_ScatterUpdate):
    """``ops.ScatterDiv(use_locking=False)``: ``ops.scatter_div``."""
    _fn = staticmethod(L.scatter_div)
