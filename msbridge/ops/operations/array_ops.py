"""Primitive classes of array ops (``ops.Reshape``, ``ops.Concat``, ``ops.Sort`` ...)."""

from ...common import dtype as mstype
from ...common.tensor import _wrap
from ..function import array_func as F
from ..function._utils import tensor_of
from ..primitive import FunctionPrimitive, Primitive

__all__ = ["Argmax", "Reshape", "ExpandDims", "Squeeze", "Transpose", "Concat", "Stack", "Cast", "Sort", "TopK",
           "UnsortedSegmentSum", "Shape", "DType", "Fill", "ZerosLike", "OnesLike", "Select", "MaskedFill"]

_TYPE_IDS = {mstype.int32: 34, mstype.int64: 35}  # how MindSpore prints an ``output_type`` attribute


class Argmax(Primitive):
    """``ops.Argmax(axis=-1, output_type=mindspore.int32)``: torch.argmax along ``axis``."""

    def __init__(self, axis=-1, output_type=mstype.int32):
        super().__init__(type(self).__name__)
        self.add_prim_attr("axis", axis)
        self.add_prim_attr("output_type", _TYPE_IDS.get(output_type, output_type))
        self._out = output_type

    def __call__(self, input_x):
        if self._out not in _TYPE_IDS:
            raise ValueError(f"Argmax error: dtype should be Int32 or Int64 but got {self._out}")
        t = tensor_of(input_x, "Argmax", "input_x")
        return _wrap(F.arg_extreme(t, self.axis, False, "Argmax", True, mstype.to_torch_dtype(self._out)))


class Reshape(FunctionPrimitive):
    """``ops.Reshape()(x, shape)``: torch.reshape."""
    fn = staticmethod(F.reshape)


class ExpandDims(FunctionPrimitive):
    """``ops.ExpandDims()(x, axis)``: torch.unsqueeze."""
    fn = staticmethod(F.expand_dims)


class Squeeze(Primitive):
    """``ops.Squeeze(axis=())``: torch.squeeze of the given size-1 axes (all of them for ``()``)."""

    def __init__(self, axis=()):
        super().__init__(type(self).__name__)
        self.add_prim_attr("axis", (axis,) if isinstance(axis, int) else tuple(axis))

    def __call__(self, input):
        return F.squeeze(input, self.axis)


class Transpose(FunctionPrimitive):
    """``ops.Transpose()(x, perm)``: torch.permute."""
    fn = staticmethod(F.transpose)


class Concat(Primitive):
    """``ops.Concat(axis=0)(tensors)``: torch.cat."""

    def __init__(self, axis=0):
        super().__init__(type(self).__name__)
        self.add_prim_attr("axis", axis)

    def __call__(self, tensors):
        return F.concat(tensors, self.axis)


class Stack(Primitive):
    """``ops.Stack(axis=0)(tensors)``: torch.stack."""

    def __init__(self, axis=0):
        super().__init__(type(self).__name__)
        self.add_prim_attr("axis", axis)

    def __call__(self, tensors):
        return F.stack(tensors, self.axis)


class Cast(FunctionPrimitive):
    """``ops.Cast()(x, dtype)``: torch.Tensor.to."""
    fn = staticmethod(F.cast)


class Sort(Primitive):
    """``ops.Sort(axis=-1, descending=False)(x)``: torch.sort (stable), Int32 indices."""

    def __init__(self, axis=-1, descending=False):
        super().__init__(type(self).__name__)
        if not isinstance(axis, int) or isinstance(axis, bool):
            raise TypeError(f"For 'Sort', the type of 'axis' should be 'int', but got type '{type(axis).__name__}'.")
        if not isinstance(descending, bool):
            raise TypeError("For 'Sort', the type of 'descending' should be 'bool', but got type "
                            f"'{type(descending).__name__}'.")
        self.add_prim_attr("axis", axis)
        self.add_prim_attr("descending", descending)

    def __call__(self, x):
        return F.sort(x, self.axis, self.descending)


class TopK(Primitive):
    """``ops.TopK(sorted=True)(x, k)``: torch.topk along the last axis, Int32 indices."""

    def __init__(self, sorted=True):  # noqa: A002 - MindSpore's name
        super().__init__(type(self).__name__)
        if not isinstance(sorted, bool):
            raise TypeError(f"For 'TopK', the type of 'sorted' should be 'bool', but got type "
                            f"'{type(sorted).__name__}'.")
        self.add_prim_attr("sorted", sorted)

    def __call__(self, input_x, k):
        return F.topk(input_x, k, -1, True, self.sorted)


class UnsortedSegmentSum(FunctionPrimitive):
    """``ops.UnsortedSegmentSum()(x, segment_ids, num_segments)``: torch.index_add into zeros."""
    fn = staticmethod(F.unsorted_segment_sum)


class Shape(FunctionPrimitive):
    """``ops.Shape()(x)``: the shape as a tuple (``torch.Tensor.shape``)."""
    fn = staticmethod(F.shape)


class DType(FunctionPrimitive):
    """``ops.DType()(x)``: the MindSpore dtype of ``x``."""
    fn = staticmethod(F.dtype)


class Fill(FunctionPrimitive):
    """``ops.Fill()(dtype, shape, value)``: torch.full."""
    fn = staticmethod(F.fill)


class ZerosLike(FunctionPrimitive):
    """``ops.ZerosLike()(x)``: torch.zeros_like."""
    fn = staticmethod(F.zeros_like)


class OnesLike(FunctionPrimitive):
    """``ops.OnesLike()(x)``: torch.ones_like."""
    fn = staticmethod(F.ones_like)


class Select(FunctionPrimitive):
    """``ops.Select()(condition, x, y)``: torch.where."""
    fn = staticmethod(F.where)


class MaskedFill(FunctionPrimitive):
    """``ops.MaskedFill()(x, mask, value)``: torch.masked_fill."""
    fn = staticmethod(F.masked_fill)


