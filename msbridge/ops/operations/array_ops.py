"""Primitive classes of array ops (``ops.Reshape``, ``ops.Concat``, ``ops.Sort`` ...)."""

from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import array_func as F
from ..function import debug_func, parameter_func
from ..function._utils import check_axis, tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive, Primitive, function_primitives

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
        check_value_type(axis, int, "axis", "Sort")
        check_value_type(descending, bool, "descending", "Sort")
        self.add_prim_attr("axis", axis)
        self.add_prim_attr("descending", descending)

    def __call__(self, x):
        return F.sort(x, self.axis, self.descending)


class TopK(Primitive):
    """``ops.TopK(sorted=True)(x, k)``: torch.topk along the last axis, Int32 indices."""

    def __init__(self, sorted=True):  # noqa: A002 - MindSpore's name
        super().__init__(type(self).__name__)
        check_value_type(sorted, bool, "sorted", "TopK")
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




# --- primitives without attributes: one functional op each -------------------------------------------
__all__ += function_primitives(globals(), {
    "MaskedSelect": F.masked_select, "GatherD": F.gather_d, "GatherNd": F.gather_nd, "ScatterNd": F.scatter_nd,
    "TensorScatterUpdate": F.tensor_scatter_update, "TensorScatterAdd": F.tensor_scatter_add,
    "TensorScatterMax": F.tensor_scatter_max, "TensorScatterMin": F.tensor_scatter_min, "Tile": F.tile,
    "Zeros": F.zeros, "Ones": F.ones, "Eye": F.eye, "NonZero": F.argwhere,
    "UnsortedSegmentMax": F.unsorted_segment_max, "UnsortedSegmentMin": F.unsorted_segment_min,
    "UnsortedSegmentProd": F.unsorted_segment_prod, "Slice": F.slice, "Rank": F.rank, "Size": F.size,
    "LinSpace": F.linspace,
})


class Unique(FunctionPrimitive):
    """``ops.Unique()(x)``: ``ops.unique`` of a 1-D Tensor (values in order of appearance, inverse indices)."""

    @staticmethod
    def fn(input):
        if tensor_of(input, "Unique").dim() != 1:
            raise RuntimeError("Rank of Unique's input must be 1.")
        return F.unique(input)


class Flatten(FunctionPrimitive):
    """``ops.Flatten()(x)``: ``x`` as (N, the product of the other dims) (a 1-D input becomes (N, 1), unlike
    ops.flatten's)."""

    def __call__(self, input_x):
        t = tensor_of(input_x, "Flatten", "input_x")
        return F.flatten(input_x) if t.dim() != 1 else _wrap(t.reshape(-1, 1))


class BroadcastTo(AttrPrimitive):
    """``ops.BroadcastTo(shape)(input)``: torch.broadcast_to."""
    _attrs = (("shape", REQUIRED),)

    def __call__(self, input):
        return F.broadcast_to(input, self.shape)


class Gather(AttrPrimitive):
    """``ops.Gather(batch_dims=0)(params, indices, axis)``: torch.index_select with any index shape."""
    _attrs = (("batch_dims", 0),)

    def __call__(self, input_params, input_indices, axis):
        return F.gather(input_params, input_indices, axis, self.batch_dims)


class TensorScatterElements(AttrPrimitive):
    """``ops.TensorScatterElements(axis=0, reduction='none')``: torch.scatter / scatter_reduce."""
    _attrs = (("axis", 0), ("reduction", "none"))

    def __call__(self, data, indices, updates):
        return F.tensor_scatter_elements(data, indices, updates, self.axis, self.reduction)


class OneHot(AttrPrimitive):
    """``ops.OneHot(axis=-1)(indices, depth, on_value, off_value)``: torch.nn.functional.one_hot."""
    _attrs = (("axis", -1),)

    def __call__(self, indices, depth, on_value, off_value):
        return F.one_hot(indices, depth, on_value, off_value, self.axis)


class Split(AttrPrimitive):
    """``ops.Split(axis=0, output_num=1)(x)``: torch.chunk into ``output_num`` equal parts."""
    _attrs = (("axis", 0), ("output_num", 1))

    def __call__(self, input_x):
        t = tensor_of(input_x, "Split", "input_x")
        size = t.shape[check_axis(self.axis, t.dim(), "Split")]
        if size % self.output_num:
            raise ValueError(f"For 'Split', the size of the split axis {size} must be divisible by 'output_num' "
                             f"{self.output_num}.")
        return F.split(input_x, size // self.output_num, self.axis)


class Unstack(AttrPrimitive):
    """``ops.Unstack(axis=0, num=None)(x)``: torch.unbind."""
    _attrs = (("axis", 0), ("num", None))

    def __call__(self, input_x):
        return F.unstack(input_x, self.axis)


class _Band(AttrPrimitive):
    _attrs = (("diagonal", 0),)

    def __call__(self, input):
        return self._fn(input, self.diagonal)


class Tril(_Band):
    """``ops.Tril(diagonal=0)``: torch.tril."""
    _fn = staticmethod(F.tril)


class Triu(_Band):
    """``ops.Triu(diagonal=0)``: torch.triu."""
    _fn = staticmethod(F.triu)


class Meshgrid(AttrPrimitive):
    """``ops.Meshgrid(indexing='xy')(inputs)``: torch.meshgrid."""
    _attrs = (("indexing", "xy"),)

    def __call__(self, inputs):
        return F.meshgrid(*inputs, indexing=self.indexing)


class ReverseV2(AttrPrimitive):
    """``ops.ReverseV2(axis)(input)``: torch.flip."""
    _attrs = (("axis", REQUIRED),)

    def __call__(self, input):
        return F.flip(input, self.axis)


class Roll(AttrPrimitive):
    """``ops.Roll(shifts, dims=None)(input)``: torch.roll."""
    _attrs = (("shifts", REQUIRED), ("dims", None))

    def __call__(self, input):
        return F.roll(input, self.shifts, self.dims)


class Range(AttrPrimitive):
    """``ops.Range(maxlen=1000000)(start, end, step)``: torch.arange in the dtype of ``start``."""
    _attrs = (("maxlen", 1000000),)

    def __call__(self, start, end, step):
        t = tensor_of(start, "Range", "start")
        return F.arange(start, end, step, dtype=mstype.from_torch_dtype(t.dtype))


__all__ += ["Unique", "Flatten", "BroadcastTo", "Gather", "TensorScatterElements", "OneHot", "Split", "Unstack", "Tril",
            "Triu",
            "Meshgrid", "ReverseV2", "Roll", "Range"]


class _ScatterUpdate(AttrPrimitive):
    """MindSpore's in-place ``Scatter*(use_locking=False)(input_x, indices, updates)`` on a Parameter."""
    _attrs = (("use_locking", False),)

    def __call__(self, input_x, indices, updates):
        return self._fn(input_x, indices, updates)


class ScatterUpdate(_ScatterUpdate):
    """``ops.ScatterUpdate(use_locking=True)``: rows of ``input_x`` at ``indices`` set to ``updates`` (in place)."""
    _attrs = (("use_locking", True),)  # MindSpore's default here, unlike the other Scatter* ops
    _fn = staticmethod(F.scatter_update)


class ScatterAdd(_ScatterUpdate):
    """``ops.ScatterAdd``: ``updates`` added to the rows of ``input_x`` at ``indices`` (in place)."""
    _fn = staticmethod(F.scatter_add)


class ScatterMul(_ScatterUpdate):
    """``ops.ScatterMul``: rows of ``input_x`` at ``indices`` multiplied by ``updates`` (in place)."""
    _fn = staticmethod(F.scatter_mul)


class ScatterMax(_ScatterUpdate):
    """``ops.ScatterMax``: rows of ``input_x`` at ``indices`` raised to ``updates`` (in place)."""
    _fn = staticmethod(F.scatter_max)


class ScatterMin(_ScatterUpdate):
    """``ops.ScatterMin``: rows of ``input_x`` at ``indices`` lowered to ``updates`` (in place)."""
    _fn = staticmethod(F.scatter_min)


def _scatter_nd_class(name, fn, use_locking=False):
    """``ops.ScatterNd<Op>(use_locking=False)(input_x, indices, updates)``: ``ops.scatter_nd_<op>`` (in place)."""
    doc = f"``ops.{name}(use_locking={use_locking})(input_x, indices, updates)``: ``ops.{fn.__name__}`` (in place)."
    return type(name, (_ScatterUpdate,), {"__doc__": doc, "_fn": staticmethod(fn),
                                          "_attrs": (("use_locking", use_locking),), "__module__": __name__})


ScatterNdUpdate = _scatter_nd_class("ScatterNdUpdate", F.scatter_nd_update, True)
ScatterNdAdd = _scatter_nd_class("ScatterNdAdd", F.scatter_nd_add)
ScatterNdSub = _scatter_nd_class("ScatterNdSub", F.scatter_nd_sub)
ScatterNdMul = _scatter_nd_class("ScatterNdMul", F.scatter_nd_mul)
ScatterNdDiv = _scatter_nd_class("ScatterNdDiv", F.scatter_nd_div)
ScatterNdMax = _scatter_nd_class("ScatterNdMax", F.scatter_nd_max)
ScatterNdMin = _scatter_nd_class("ScatterNdMin", F.scatter_nd_min)
__all__ += ["ScatterNdUpdate", "ScatterNdAdd", "ScatterNdSub", "ScatterNdMul", "ScatterNdDiv", "ScatterNdMax",
            "ScatterNdMin"]
__all__ += ["ScatterUpdate", "ScatterAdd", "ScatterMul", "ScatterMax", "ScatterMin"]
__all__ += function_primitives(globals(), {
    "TensorScatterSub": F.tensor_scatter_sub, "TensorScatterDiv": F.tensor_scatter_div,
    "TensorScatterMul": F.tensor_scatter_mul,
})


class StridedSlice(AttrPrimitive):
    """``ops.StridedSlice(begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0)
    (x, begin, end, strides)``: ``ops.strided_slice`` (Python slicing with MindSpore's bit masks)."""
    _attrs = (("begin_mask", 0), ("end_mask", 0), ("ellipsis_mask", 0), ("new_axis_mask", 0),
              ("shrink_axis_mask", 0))

    def __call__(self, input_x, begin, end, strides):
        return F.strided_slice(input_x, begin, end, strides, self.begin_mask, self.end_mask, self.ellipsis_mask,
                               self.new_axis_mask, self.shrink_axis_mask)


__all__ += ["StridedSlice"]

# MindSpore's ``Assign``/``AssignAdd``/``AssignSub`` (mindspore.ops.operations.other_ops there) over
# ``ops.assign``/``assign_add``/``assign_sub``
__all__ += function_primitives(globals(), {"Assign": parameter_func.assign, "AssignAdd": parameter_func.assign_add,
                                           "AssignSub": parameter_func.assign_sub})

# MindSpore's ``Print`` (mindspore.ops.operations.debug_ops there) over ``ops.print_``
__all__ += function_primitives(globals(), {"Print": debug_func.print_})
