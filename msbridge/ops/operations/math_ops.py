"""Primitive classes of math ops (``ops.Add``, ``ops.ReduceSum``, ``ops.MatMul`` ...)."""
from ...common.tensor import _k_matmul, _wrap, binary_op
from ..function import math_func as F
from ..function._utils import tensor_of
from ..primitive import FunctionPrimitive, Primitive

__all__ = ["Add", "Sub", "Mul", "Div", "Maximum", "Minimum", "Tanh", "ReduceSum", "ReduceMean", "ReduceMax",
           "MatMul"]


class Add(FunctionPrimitive):
    """``ops.Add``: torch.add with MindSpore's type promotion."""
    fn = staticmethod(F.add)


class Sub(FunctionPrimitive):
    """``ops.Sub``: torch.sub with MindSpore's type promotion."""
    fn = staticmethod(F.sub)


class Mul(FunctionPrimitive):
    """``ops.Mul``: torch.mul with MindSpore's type promotion."""
    fn = staticmethod(F.mul)


class Div(FunctionPrimitive):
    """``ops.Div``: torch.true_divide (integer inputs give Float32)."""
    fn = staticmethod(F.div)


class Maximum(FunctionPrimitive):
    """``ops.Maximum``: torch.maximum."""
    fn = staticmethod(F.maximum)


class Minimum(FunctionPrimitive):
    """``ops.Minimum``: torch.minimum."""
    fn = staticmethod(F.minimum)


class Tanh(FunctionPrimitive):
    """``ops.Tanh``: torch.tanh."""
    fn = staticmethod(F.tanh)


class _Reduce(Primitive):
    """``ops.Reduce*(keep_dims=False)(x, axis=())``: the reduction over ``axis`` (all axes for ``()``)."""

    def __init__(self, keep_dims=False):
        super().__init__(type(self).__name__)
        self.add_prim_attr("keep_dims", keep_dims)

    def __call__(self, x, axis=()):
        return _wrap(self._reduce(tensor_of(x, self.name, "x"), axis, bool(self.keep_dims)))


class ReduceSum(_Reduce):
    """``ops.ReduceSum``: torch.sum keeping the input dtype (Int32 stays Int32, Bool gives any())."""

    def __init__(self, keep_dims=False, skip_mode=False):
        super().__init__(keep_dims)
        self.add_prim_attr("skip_mode", skip_mode)

    def _reduce(self, t, axis, keep_dims):
        return F.reduce_sum(t, axis, keep_dims, self.name).to(t.dtype)


class ReduceMean(_Reduce):
    """``ops.ReduceMean``: torch.mean (integer inputs keep their dtype, truncated)."""

    def _reduce(self, t, axis, keep_dims):
        return F.reduce_mean(t, axis, keep_dims, self.name)


class ReduceMax(_Reduce):
    """``ops.ReduceMax``: torch.amax."""

    def _reduce(self, t, axis, keep_dims):
        return F.reduce_extreme(t, axis, keep_dims, self.name, True)


class MatMul(Primitive):
    """``ops.MatMul(transpose_a=False, transpose_b=False)``: torch.matmul, inputs transposed on request."""

    def __init__(self, transpose_a=False, transpose_b=False):
        super().__init__(type(self).__name__)
        self.add_prim_attr("transpose_a", transpose_a)
        self.add_prim_attr("transpose_b", transpose_b)

    def __call__(self, input, mat2):
        a, b = tensor_of(input, "MatMul"), tensor_of(mat2, "MatMul", "mat2")
        a = a.transpose(-1, -2) if self.transpose_a else a
        b = b.transpose(-1, -2) if self.transpose_b else b
        if a.shape[-1] != b.shape[-2]:
            raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': {a.shape[-1]} "
                             f"and 'x2_row': {b.shape[-2]}.")
        return binary_op(_k_matmul, _wrap(a), _wrap(b), "MatMul")
