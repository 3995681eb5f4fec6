"""Primitive classes of the window, row-update and extra math ops (``ops.BartlettWindow``, ``ops.IndexAdd``,
``ops.InplaceAdd``, ``ops.AddN``, ``ops.Zeta`` ...), each calling the one function of its op; and the primitive
instances ``mindspore.ops`` exports under function names (``ops.reduce_sum`` is a ``ReduceSum()``, ``ops.pows`` a
``Pow()``)."""
import inspect

from ... import _checkparam as check
from ...common import dtype as mstype
from ..function import inplace_func as I
from ..function import math_extra_func as E
from ..function import math_func as M
from ..function import window_func as W
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive
from .array_ops import Range, Reshape, Shape, Slice
from .math_ops import Pow, ReduceMax, ReduceMean, ReduceMin, ReduceSum

__all__ = ["BartlettWindow", "BlackmanWindow", "HammingWindow", "IndexAdd", "InplaceAdd", "InplaceSub",
           "InplaceUpdate", "InplaceUpdateV2", "InplaceIndexAdd", "AddN", "ApproximateEqual", "Fmax", "Inv", "Imag",
           "Mvlgamma", "Polygamma", "Zeta", "PopulationCount"]

# ``ops.reduce_sum(x, axis)`` ..., ``ops.pows``, ``ops.reshape_`` ...: MindSpore's primitive instances (not in
# ops.operations)
reduce_sum, reduce_mean, reduce_max, reduce_min = ReduceSum(), ReduceMean(), ReduceMax(), ReduceMin()
pows = Pow()
reshape_, shape_, tensor_range, tensor_slice = Reshape(), Shape(), Range(), Slice()
# MindSpore's instances show their call's arguments (inspect.signature), not their class's constructor's
for _instance, _inputs in ((pows, "input exponent"), (reshape_, "input shape"), (shape_, "x"),
                           (tensor_range, "start end step"), (tensor_slice, "input begin size")):
    _instance.__signature__ = inspect.Signature(
        [inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD) for n in _inputs.split()])
INSTANCES = ["reduce_sum", "reduce_mean", "reduce_max", "reduce_min", "pows", "reshape_", "shape_", "tensor_range",
             "tensor_slice"]


class _Window(AttrPrimitive):
    """A window primitive: ``periodic`` and a floating ``dtype`` checked at construction."""
    _attrs = (("periodic", True), ("dtype", mstype.float32))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if not isinstance(self.periodic, bool):
            raise TypeError(f"For '{self.name}', the type of 'periodic' should be 'bool', but got type "
                            f"'{type(self.periodic).__name__}'.")
        W.check_window_dtype(self.dtype, self.name)


class BartlettWindow(_Window):
    """``ops.BartlettWindow(periodic=True, dtype=mstype.float32)(window_length)``: ``ops.bartlett_window``."""

    def __call__(self, window_length):
        return W.bartlett_window(window_length, self.periodic, dtype=self.dtype)


class BlackmanWindow(_Window):
    """``ops.BlackmanWindow(periodic=True, dtype=mstype.float32)(window_length)``: ``ops.blackman_window``."""

    def __call__(self, window_length):
        return W.blackman_window(window_length, self.periodic, dtype=self.dtype)


class HammingWindow(_Window):
    """``ops.HammingWindow(periodic=True, alpha=0.54, beta=0.46, dtype=mstype.float32)(length)``:
    torch.hamming_window of the length in a 1-D Tensor ``[n]``."""
    _attrs = (("periodic", True), ("alpha", 0.54), ("beta", 0.46), ("dtype", mstype.float32))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("alpha", "beta"):
            if not isinstance(getattr(self, name), float):
                raise TypeError(f"For 'HammingWindow', the type of '{name}' should be 'float', but got type "
                                f"'{type(getattr(self, name)).__name__}'.")

    def __call__(self, length):
        return W.hamming_window_of_length(length, self.periodic, self.alpha, self.beta, self.dtype)


class IndexAdd(AttrPrimitive):
    """``ops.IndexAdd(axis, use_lock=True, check_index_bound=True)(input_x, indices, input_y)``:
    ``ops.index_add``."""
    _attrs = (("axis", REQUIRED), ("use_lock", True), ("check_index_bound", True))

    def __call__(self, input_x, indices, input_y):
        return I.index_add(input_x, indices, input_y, self.axis, self.use_lock, self.check_index_bound)


class _RowUpdate(AttrPrimitive):
    """``ops.Inplace*(indices)(x, v)``: ``indices`` (an int or a tuple of ints) checked at construction."""
    _attrs = (("indices", REQUIRED),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.add_prim_attr("indices", I.check_indices(self.indices, self.name))


class InplaceAdd(_RowUpdate):
    """``ops.InplaceAdd(indices)(x, input_v)``: ``ops.inplace_add``."""

    def __call__(self, x, input_v):
        return I.inplace_add(x, input_v, self.indices)


class InplaceSub(_RowUpdate):
    """``ops.InplaceSub(indices)(x, input_v)``: ``ops.inplace_sub``."""

    def __call__(self, x, input_v):
        return I.inplace_sub(x, input_v, self.indices)


class InplaceUpdate(_RowUpdate):
    """``ops.InplaceUpdate(indices)(x, v)``: ``ops.inplace_update``."""

    def __call__(self, x, v):
        return I.inplace_update(x, v, self.indices)


class InplaceUpdateV2(FunctionPrimitive):
    """``ops.InplaceUpdateV2()(x, indices, v)``: ``ops.inplace_update`` with ``indices`` an int, a tuple or an
    integer Tensor."""

    @staticmethod
    def fn(x, indices, v):
        return I.inplace_update(x, v, indices)


class InplaceIndexAdd(AttrPrimitive):
    """``ops.InplaceIndexAdd(axis)(var, indices, updates)``: ``ops.inplace_index_add``."""
    _attrs = (("axis", REQUIRED),)

    def __call__(self, var, indices, updates):
        return I.inplace_index_add(var, indices, updates, self.axis)


class ApproximateEqual(AttrPrimitive):
    """``ops.ApproximateEqual(tolerance=1e-05)(x, y)``: ``ops.approximate_equal``."""
    _attrs = (("tolerance", 1e-05),)

    def __call__(self, x, y):
        return E.approximate_equal(x, y, self.tolerance)


class Mvlgamma(AttrPrimitive):
    """``ops.Mvlgamma(p)(x)``: ``ops.mvlgamma``."""
    _attrs = (("p", REQUIRED),)

    def __init__(self, p):
        check.check_value_type(p, [int], "p", "Mvlgamma")
        super().__init__(p)

    def __call__(self, x):
        return E.mvlgamma(x, self.p)


class AddN(AttrPrimitive):
    """``ops.AddN()(x)``: ``ops.addn`` of a list or tuple of Tensors."""

    def __call__(self, x):
        return E.addn(x)


class Fmax(FunctionPrimitive):
    """``ops.Fmax()(x1, x2)``: ``ops.fmax``."""
    fn = staticmethod(M.fmax)


class Inv(FunctionPrimitive):
    """``ops.Inv()(x)``: ``ops.inv``."""
    fn = staticmethod(E.inv)


class Imag(FunctionPrimitive):
    """``ops.Imag()(input)``: ``ops.imag``."""
    fn = staticmethod(E.imag)


class Polygamma(FunctionPrimitive):
    """``ops.Polygamma()(a, x)``: ``ops.polygamma``."""
    fn = staticmethod(E.polygamma)


class Zeta(FunctionPrimitive):
    """``ops.Zeta()(x, q)``: ``ops.zeta``."""
    fn = staticmethod(E.zeta)


class PopulationCount(FunctionPrimitive):
    """``ops.PopulationCount()(input_x)``: ``ops.population_count``."""
    fn = staticmethod(E.population_count)
