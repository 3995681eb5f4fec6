"""Primitive classes of ``mindspore.ops`` over msbridge's element-wise, search, index and reduction functions
(``ops.Heaviside``, ``LeftShift``, ``IsClose``, ``TrilIndices``, ``SearchSorted``, ``ReduceStd``, ``LpNorm`` ...):
each calls the function of its op; the few without an ``ops`` function (``DivNoNan``, ``MulNoNan``, ``Mod``,
``SquaredDifference``, ``Rint``, ``DiagPart``, ``SquareSumAll``, ``InvertPermutation``, ``UnravelIndex``,
``FillDiagonal``, ``FillV2``, ``CumulativeLogsumexp``) compute here, on torch."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import array_func as A
from ..function import math_func as M
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive

__all__ = ["Heaviside", "LeftShift", "RightShift", "Gcd", "Lcm", "IsClose", "NanToNum", "Identity", "Expand",
           "TrilIndices", "TriuIndices", "Bincount", "Bucketize", "SearchSorted", "Polar", "UniqueConsecutive",
           "CumulativeLogsumexp", "ComplexAbs", "DiagPart", "ReduceStd", "LpNorm", "FillV2", "Mod",
           "SquaredDifference", "DivNoNan", "MulNoNan", "Rint", "SquareSumAll", "InvertPermutation", "UnravelIndex",
           "FillDiagonal"]


class Heaviside(FunctionPrimitive):
    """``ops.Heaviside()(x, values)``: ``ops.heaviside``."""
    fn = staticmethod(M.heaviside)


class LeftShift(FunctionPrimitive):
    """``ops.LeftShift()(x1, x2)``: ``ops.bitwise_left_shift``."""
    fn = staticmethod(M.bitwise_left_shift)


class RightShift(FunctionPrimitive):
    """``ops.RightShift()(x1, x2)``: ``ops.bitwise_right_shift``."""
    fn = staticmethod(M.bitwise_right_shift)


class Gcd(FunctionPrimitive):
    """``ops.Gcd()(x1, x2)``: ``ops.gcd``."""
    fn = staticmethod(M.gcd)


class Lcm(FunctionPrimitive):
    """``ops.Lcm()(x1, x2)``: ``ops.lcm``."""
    fn = staticmethod(M.lcm)


class Polar(FunctionPrimitive):
    """``ops.Polar()(abs, angle)``: ``ops.polar``."""
    fn = staticmethod(M.polar)


class IsClose(AttrPrimitive):
    """``ops.IsClose(rtol=1e-05, atol=1e-08, equal_nan=False)(input, other)``: ``ops.isclose``."""
    _attrs = (("rtol", 1e-05), ("atol", 1e-08), ("equal_nan", False))

    def __call__(self, input, other):  # noqa: A002 - MindSpore's name
        return M.isclose(input, other, self.rtol, self.atol, self.equal_nan)


class NanToNum(AttrPrimitive):
    """``ops.NanToNum(nan=None, posinf=None, neginf=None)(x)``: ``ops.nan_to_num``."""
    _attrs = (("nan", None), ("posinf", None), ("neginf", None))

    def __call__(self, x):
        return M.nan_to_num(x, self.nan, self.posinf, self.neginf)


class Identity(AttrPrimitive):
    """``ops.Identity()(input_x)``: a copy of ``input_x``."""

    def __call__(self, input_x):
        return _wrap(tensor_of(input_x, "Identity", "input_x").clone())


class Expand(AttrPrimitive):
    """``ops.Expand()(x, shape)``: ``ops.broadcast_to`` of ``x`` to the shape in the integer Tensor ``shape``."""

    def __call__(self, x, shape):
        return A.broadcast_to(x, tuple(shape.tolist()) if isinstance(shape, Tensor) else tuple(shape))


class _Indices(AttrPrimitive):
    _attrs = (("row", REQUIRED), ("col", REQUIRED), ("offset", 0), ("dtype", mstype.int32))


class TrilIndices(_Indices):
    """``ops.TrilIndices(row, col, offset=0, dtype=mstype.int32)()``: torch.tril_indices."""

    def __call__(self):
        return _wrap(torch.tril_indices(self.row, self.col, self.offset, dtype=mstype.to_torch_dtype(self.dtype)))


class TriuIndices(_Indices):
    """``ops.TriuIndices(row, col, offset=0, dtype=mstype.int32)()``: torch.triu_indices."""

    def __call__(self):
        return _wrap(torch.triu_indices(self.row, self.col, self.offset, dtype=mstype.to_torch_dtype(self.dtype)))


class Bincount(AttrPrimitive):
    """``ops.Bincount()(array, size, weights)``: the ``size`` (weighted) counts of the values of ``array`` (an
    empty ``weights`` counts ones); Float32 like the weights."""

    def __call__(self, array, size, weights):
        t = tensor_of(array, "Bincount", "array")
        n = int(tensor_of(size, "Bincount", "size"))
        w = tensor_of(weights, "Bincount", "weights")
        counts = torch.zeros(n, dtype=w.dtype if w.numel() else torch.float32)
        kept = (t >= 0) & (t < n)
        source = w[kept] if w.numel() else torch.ones(int(kept.sum()), dtype=counts.dtype)
        return _wrap(counts.index_add(0, t[kept].long(), source))


class Bucketize(AttrPrimitive):
    """``ops.Bucketize(boundaries)(input)``: the Int32 bucket of each value (``boundaries[i - 1] <= x <
    boundaries[i]``); ``boundaries`` a list of floats."""
    _attrs = (("boundaries", REQUIRED),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for i, value in enumerate(self.boundaries):
            check.check_value_type(value, [float], f"boundaries[{i}]", "Bucketize")

    def __call__(self, input):  # noqa: A002 - MindSpore's name
        t = tensor_of(input, "Bucketize", "input")
        bounds = torch.tensor(self.boundaries, dtype=torch.float64)
        return _wrap(torch.bucketize(t.double(), bounds, right=True).to(torch.int32))


class SearchSorted(AttrPrimitive):
    """``ops.SearchSorted(dtype=mstype.int64, right=False)(sorted_sequence, values)``: ``ops.searchsorted``."""
    _attrs = (("dtype", mstype.int64), ("right", False))

    def __call__(self, sorted_sequence, values):
        return A.searchsorted(sorted_sequence, values, out_int32=self.dtype == mstype.int32, right=self.right)


class UniqueConsecutive(AttrPrimitive):
    """``ops.UniqueConsecutive(return_inverse=False, return_counts=False, dim=None)(input)``:
    ``ops.unique_consecutive`` as three outputs (0-d Int64 zeros for the ones not asked for)."""
    _attrs = (("return_inverse", False), ("return_counts", False), ("dim", None))

    def __call__(self, input):  # noqa: A002 - MindSpore's name
        out = A.unique_consecutive(input, True, True, self.dim)
        zero = _wrap(torch.zeros((), dtype=torch.int64))
        return out[0], out[1] if self.return_inverse else zero, out[2] if self.return_counts else zero


class CumulativeLogsumexp(AttrPrimitive):
    """``ops.CumulativeLogsumexp(exclusive=False, reverse=False)(x, axis)``: torch.logcumsumexp along the 0-d
    Tensor ``axis``, from the end with ``reverse``, shifted by one with ``exclusive`` (the dtype's lowest finite
    value first, as MindSpore's kernel)."""
    _attrs = (("exclusive", False), ("reverse", False))

    def __call__(self, x, axis):
        if not isinstance(axis, Tensor):
            raise TypeError(f"For Primitive[CumulativeLogsumexp], the type of input argument[axis] must be Tensor but "
                            f"got {type(axis).__name__}.")
        t, dim = tensor_of(x, "CumulativeLogsumexp", "x"), int(axis._t)
        if self.reverse:
            t = t.flip(dim)
        out = torch.logcumsumexp(t, dim)
        if self.exclusive:
            first = torch.full_like(out.narrow(dim, 0, 1), torch.finfo(out.dtype).min)
            out = torch.cat([first, out.narrow(dim, 0, out.shape[dim] - 1)], dim)
        return _wrap(out.flip(dim) if self.reverse else out)


class ComplexAbs(AttrPrimitive):
    """``ops.ComplexAbs()(x)``: the magnitudes of a complex Tensor (torch.abs)."""

    def __call__(self, x):
        return _wrap(torch.abs(tensor_of(x, "ComplexAbs", "x")))


class DiagPart(AttrPrimitive):
    """``ops.DiagPart()(input_x)``: ``out[i, j, ...] = x[i, j, ..., i, j, ...]`` of a 2k-D Tensor."""

    def __call__(self, input_x):
        t = tensor_of(input_x, "DiagPart", "input_x")
        k = t.dim() // 2
        if t.dim() % 2 or t.shape[:k] != t.shape[k:]:
            raise ValueError(f"For 'DiagPart', the input must have an even rank and shape (d1..dk, d1..dk), but got "
                             f"{tuple(t.shape)}.")
        n = int(torch.tensor(t.shape[:k]).prod()) if k else 1
        return _wrap(t.reshape(n, n).diagonal().reshape(t.shape[:k]))


class ReduceStd(AttrPrimitive):
    """``ops.ReduceStd(axis=[], unbiased=True, keep_dims=False)(input_x)``: (standard deviation, mean) over
    ``axis`` (all axes when empty)."""
    _attrs = (("axis", []), ("unbiased", True), ("keep_dims", False))

    def __call__(self, input_x):
        t = tensor_of(input_x, "ReduceStd", "input_x")
        axes = self.axis if isinstance(self.axis, (list, tuple)) else [self.axis]
        dims = tuple(axes) if len(axes) else tuple(range(t.dim()))
        std, mean = torch.std_mean(t, dims, correction=int(self.unbiased), keepdim=self.keep_dims)
        return _wrap(std), _wrap(mean)


class LpNorm(AttrPrimitive):
    """``ops.LpNorm(axis, p=2, keep_dims=False, epsilon=1e-12)(input)``: torch.linalg.vector_norm over ``axis``."""
    _attrs = (("axis", REQUIRED), ("p", 2), ("keep_dims", False), ("epsilon", 1e-12))

    def __call__(self, input):  # noqa: A002 - MindSpore's name
        t = tensor_of(input, "LpNorm", "input")
        dims = tuple(self.axis) if isinstance(self.axis, (list, tuple)) else (self.axis,)
        return _wrap(torch.linalg.vector_norm(t, self.p, dims, self.keep_dims))


class FillV2(AttrPrimitive):
    """``ops.FillV2()(shape, value)``: a Tensor of ``shape`` (a tuple or an integer Tensor) filled with the 0-d
    Tensor ``value`` (its dtype)."""

    def __call__(self, shape, value):
        size = tuple(shape.tolist()) if isinstance(shape, Tensor) else tuple(shape)
        v = tensor_of(value, "FillV2", "value")
        return _wrap(v.reshape(()).expand(size).clone())


class Mod(AttrPrimitive):
    """``ops.Mod()(x, y)``: the remainder with the sign of ``x`` (C's fmod, torch.fmod)."""

    def __call__(self, x, y):
        return M.fmod(x, y)


class SquaredDifference(AttrPrimitive):
    """``ops.SquaredDifference()(x, y)``: ``(x - y) ** 2``."""

    def __call__(self, x, y):
        difference = M.sub(x, y)._t
        return _wrap(difference * difference)


def _no_nan(op, x, y, api):
    """``op(x, y)`` with 0 wherever ``y`` is 0 (DivNoNan, MulNoNan)."""
    out = op(x, y)._t
    divisor = tensor_of(y, api, "y") if isinstance(y, Tensor) else torch.tensor(y)
    return _wrap(torch.where(divisor == 0, torch.zeros((), dtype=out.dtype), out))


class DivNoNan(AttrPrimitive):
    """``ops.DivNoNan()(x1, x2)``: ``x1 / x2``, 0 where ``x2`` is 0."""

    def __call__(self, x1, x2):
        return _no_nan(M.div, x1, x2, "DivNoNan")


class MulNoNan(AttrPrimitive):
    """``ops.MulNoNan()(x, y)``: ``x * y``, 0 where ``y`` is 0 (also for an infinite or NaN ``x``)."""

    def __call__(self, x, y):
        return _no_nan(M.mul, x, y, "MulNoNan")


class Rint(AttrPrimitive):
    """``ops.Rint()(input_x)``: rounding half to even (torch.round)."""

    def __call__(self, input_x):
        return _wrap(torch.round(tensor_of(input_x, "Rint", "input_x")))


class SquareSumAll(AttrPrimitive):
    """``ops.SquareSumAll()(x, y)``: (sum of x ** 2, sum of y ** 2)."""

    def __call__(self, x, y):
        a, b = tensor_of(x, "SquareSumAll", "x"), tensor_of(y, "SquareSumAll", "y")
        return _wrap((a * a).sum()), _wrap((b * b).sum())


class InvertPermutation(AttrPrimitive):
    """``ops.InvertPermutation()(input_x)``: the inverse of a permutation given as a tuple of ints."""

    def __call__(self, input_x):
        perm = list(input_x)
        if sorted(perm) != list(range(len(perm))):
            raise ValueError(f"For 'InvertPermutation', the input must be a permutation of 0..n-1, but got {perm}.")
        inverse = [0] * len(perm)
        for i, p in enumerate(perm):
            inverse[p] = i
        return tuple(inverse)


class UnravelIndex(AttrPrimitive):
    """``ops.UnravelIndex()(indices, dims)``: the coordinates of flat ``indices`` in an array of shape ``dims``,
    one row per dimension."""

    def __call__(self, indices, dims):
        flat, shape = tensor_of(indices, "UnravelIndex", "indices"), tensor_of(dims, "UnravelIndex", "dims")
        coords = torch.unravel_index(flat.long(), tuple(shape.tolist()))
        return _wrap(torch.stack(coords).to(flat.dtype))


class FillDiagonal(AttrPrimitive):
    """``ops.FillDiagonal(fill_value, wrap=False)(input_x)``: torch.Tensor.fill_diagonal_ on a copy."""
    _attrs = (("fill_value", REQUIRED), ("wrap", False))

    def __call__(self, input_x):
        return _wrap(tensor_of(input_x, "FillDiagonal", "input_x").clone().fill_diagonal_(self.fill_value,
                                                                                          self.wrap))
