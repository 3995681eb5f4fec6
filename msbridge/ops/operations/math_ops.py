"""Primitive classes of math ops (``ops.Add``, ``ops.ReduceSum``, ``ops.MatMul`` ...)."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import k_matmul as _k_matmul, wrap as _wrap
from ...common.tensor import binary_op
from ..function import math_func as F
from ..function.fft_func import check_stft_attrs, stft_frames
from ..function._utils import check_axis, tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive, Primitive, function_primitives

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
    """``ops.MatMul(transpose_a=False, transpose_b=False)``: torch.matmul of two matrices, transposed on request."""

    _ranks = (2,)  # MindSpore's MatMul takes matrices only (BatchMatMul: any rank)

    def __init__(self, transpose_a=False, transpose_b=False):
        super().__init__(type(self).__name__)
        self.add_prim_attr("transpose_a", transpose_a)
        self.add_prim_attr("transpose_b", transpose_b)

    def __call__(self, input, mat2):
        a, b = tensor_of(input, "MatMul"), tensor_of(mat2, "MatMul", "mat2")
        if self._ranks:
            check.check_rank(a, self._ranks, "input", "MatMul")
            check.check_rank(b, self._ranks, "mat2", "MatMul")
        a = a.transpose(-1, -2) if self.transpose_a else a
        b = b.transpose(-1, -2) if self.transpose_b else b
        if a.shape[-1] != b.shape[-2]:
            raise ValueError(f"For 'MatMul' the input dimensions must be equal, but got 'x1_col': {a.shape[-1]} "
                             f"and 'x2_row': {b.shape[-2]}.")
        return binary_op(_k_matmul, _wrap(a), _wrap(b), "MatMul")


# --- primitives without attributes: one functional op each -------------------------------------------
__all__ += function_primitives(globals(), {
    "Abs": F.abs, "Neg": F.neg, "Exp": F.exp, "Log": F.log, "Sqrt": F.sqrt, "Square": F.square, "Pow": F.pow,
    "FloorDiv": F.floor_divide, "FloorMod": F.remainder, "Equal": F.equal, "NotEqual": F.ne,
    "Greater": F.gt, "GreaterEqual": F.ge, "Less": F.lt, "LessEqual": F.le, "LogicalAnd": F.logical_and,
    "LogicalOr": F.logical_or, "LogicalNot": F.logical_not, "LogicalXor": F.logical_xor, "Sin": F.sin,
    "Cos": F.cos, "Tan": F.tan, "Asin": F.asin, "Atan": F.atan, "Sinh": F.sinh, "Cosh": F.cosh, "Asinh": F.asinh,
    "Acosh": F.acosh, "Atanh": F.atanh, "Atan2": F.atan2, "Floor": F.floor, "Ceil": F.ceil, "Round": F.round,
    "Sign": F.sign, "Reciprocal": F.reciprocal, "Rsqrt": F.rsqrt, "Erf": F.erf, "Erfc": F.erfc, "Erfinv": F.erfinv,
    "Expm1": F.expm1, "Log1p": F.log1p, "IsNan": F.isnan, "IsInf": F.isinf, "IsFinite": F.isfinite,
    "Invert": F.invert, "BitwiseAnd": F.bitwise_and, "BitwiseOr": F.bitwise_or, "BitwiseXor": F.bitwise_xor,
    "Xlogy": F.xlogy, "Xdivy": F.xdivy, "TruncateDiv": F.truncate_div, "TruncateMod": F.truncate_mod,
    "Addcmul": F.addcmul, "Addcdiv": F.addcdiv, "Lerp": F.lerp, "Trunc": F.trunc, "Trace": F.trace, "Diag": F.diag,
})


class MatrixInverse(AttrPrimitive):
    """``ops.MatrixInverse(adjoint=False)(x)``: ``ops.inverse`` of ``x``, of its conjugate transpose when
    ``adjoint`` (torch's ``mH`` of the inverse, as inv(A^H) = inv(A)^H)."""
    _attrs = (("adjoint", False),)

    def __call__(self, x):
        inverse = F.inverse(x)
        return _wrap(inverse._t.mH.contiguous()) if self.adjoint else inverse


class RealDiv(FunctionPrimitive):
    """``ops.RealDiv()(x, y)``: torch.div; two integer operands divide truncated, keeping their dtype."""
    fn = staticmethod(F.real_div)


class ReduceMin(_Reduce):
    """``ops.ReduceMin``: torch.amin."""

    def _reduce(self, t, axis, keep_dims):
        return F.reduce_extreme(t, axis, keep_dims, self.name, False)


class ReduceProd(_Reduce):
    """``ops.ReduceProd``: torch.prod keeping the input dtype."""

    def _reduce(self, t, axis, keep_dims):
        return F.reduce_prod(t, axis, keep_dims, self.name).to(t.dtype)


class ReduceAll(_Reduce):
    """``ops.ReduceAll``: torch.all."""

    def _reduce(self, t, axis, keep_dims):
        return F.reduce_bool(torch.all, t, axis, keep_dims, self.name)


class ReduceAny(_Reduce):
    """``ops.ReduceAny``: torch.any."""

    def _reduce(self, t, axis, keep_dims):
        return F.reduce_bool(torch.any, t, axis, keep_dims, self.name)


class Argmin(AttrPrimitive):
    """``ops.Argmin(axis=-1, output_type=mindspore.int32)``: torch.argmin along ``axis``."""
    _attrs = (("axis", -1), ("output_type", mstype.int32))

    def __call__(self, x):
        t = tensor_of(x, "Argmin", "x")
        return _wrap(F.arg_extreme(t, self.axis, False, "Argmin", False, mstype.to_torch_dtype(self.output_type)))


class _ArgWithValue(AttrPrimitive):
    """(Int64 indices, values) of the extreme along ``axis`` (torch.max / torch.min with ``dim``)."""
    _attrs = (("axis", 0), ("keep_dims", False))
    _largest = True

    def __call__(self, input):
        return F.arg_with_value(input, self.axis, self.keep_dims, self.name, self._largest)


class ArgMaxWithValue(_ArgWithValue):
    """``ops.ArgMaxWithValue(axis=0, keep_dims=False)``: (Int64 argmax, max) along ``axis``."""


class ArgMinWithValue(_ArgWithValue):
    """``ops.ArgMinWithValue(axis=0, keep_dims=False)``: (Int64 argmin, min) along ``axis``."""
    _largest = False


def _exclusive_reverse(fn, t, axis, exclusive, reverse, identity):
    """A cumulative ``fn`` along ``axis``, optionally over the reversed axis and shifted by one (exclusive)."""
    if reverse:
        t = t.flip(axis)
    if exclusive:
        pad = torch.full_like(t.narrow(axis, 0, 1), identity)
        t = torch.cat([pad, t.narrow(axis, 0, t.shape[axis] - 1)], axis)
    out = fn(t, axis)
    return out.flip(axis) if reverse else out


class CumSum(AttrPrimitive):
    """``ops.CumSum(exclusive=False, reverse=False)(x, axis)``: torch.cumsum in the input dtype."""
    _attrs = (("exclusive", False), ("reverse", False))

    def __call__(self, input, axis):
        t = tensor_of(input, "CumSum")
        if t.dtype == torch.bool:
            raise TypeError("For primitive[CumSum], the input type Bool is not supported.")
        check.check_not_empty(t, "input", "CumSum", RuntimeError)
        axis = check_axis(axis, t.dim(), "CumSum")
        return _wrap(_exclusive_reverse(lambda x, a: torch.cumsum(x, a, dtype=x.dtype), t, axis, self.exclusive,
                                        self.reverse, 0))


class CumProd(AttrPrimitive):
    """``ops.CumProd(exclusive=False, reverse=False)(x, axis)``: torch.cumprod in the input dtype."""
    _attrs = (("exclusive", False), ("reverse", False))

    def __call__(self, x, axis):
        t = tensor_of(x, "CumProd", "x")
        axis = check_axis(axis, t.dim(), "CumProd")
        return _wrap(_exclusive_reverse(lambda v, a: F.cumprod_t(v, a, v.dtype), t, axis, self.exclusive,
                                        self.reverse, 1))


class Cummax(AttrPrimitive):
    """``ops.Cummax(axis)(input)``: torch.cummax (values, Int64 indices)."""
    _attrs = (("axis", REQUIRED),)

    def __call__(self, input):
        return F.cummax(input, self.axis)


class Cummin(AttrPrimitive):
    """``ops.Cummin(axis)(input)``: torch.cummin (values, Int32 indices)."""
    _attrs = (("axis", REQUIRED),)

    def __call__(self, input):
        return F.cummin(input, self.axis)


class BatchMatMul(MatMul):
    """``ops.BatchMatMul(transpose_a=False, transpose_b=False)``: torch.matmul over batches."""

    _ranks = None


class Einsum(AttrPrimitive):
    """``ops.Einsum(equation)(operands)``: torch.einsum."""
    _attrs = (("equation", REQUIRED),)

    def __call__(self, operands):
        return F.einsum(self.equation, *operands)


class Cross(AttrPrimitive):
    """``ops.Cross(dim=-65530)(input, other)``: torch.linalg.cross (the first size-3 axis by default)."""
    _attrs = (("dim", -65530),)

    def __call__(self, input, other):
        return F.cross(input, other, None if self.dim == -65530 else self.dim)


__all__ += ["RealDiv", "ReduceMin", "ReduceProd", "ReduceAll", "ReduceAny", "Argmin", "ArgMaxWithValue",
            "ArgMinWithValue",
            "CumSum", "CumProd", "Cummax", "Cummin", "BatchMatMul", "Einsum", "Cross", "MatrixInverse", "Logit",
            "Complex"]


__all__ += function_primitives(globals(), {
    "Hypot": F.hypot, "NextAfter": F.nextafter, "Igamma": F.igamma, "Igammac": F.igammac, "Lgamma": F.lgamma,
    "Digamma": F.digamma, "Conj": F.conj, "Real": F.real, "Angle": F.angle, "Ger": F.ger, "MatrixExp": F.matrix_exp,
    "Sinc": F.sinc,
    **{"Bessel" + n[0].upper() + n[1:]: getattr(F, "bessel_" + n) for n in ("i0", "i0e", "i1", "i1e", "j0", "j1",
                                                                          "k0", "k0e", "k1", "k1e", "y0", "y1")},
})


class Complex(Primitive):
    """``ops.Complex()(real, imag)``: torch.complex of two Tensors of one dtype, Float32 or Float64."""

    def __init__(self):
        super().__init__("Complex")

    def __call__(self, real, imag):
        a, b = tensor_of(real, "Complex", "real"), tensor_of(imag, "Complex", "imag")
        if a.dtype != b.dtype:
            raise TypeError("For primitive[Complex], the input type must be same.")
        if b.dtype not in (torch.float32, torch.float64):
            raise TypeError(f"For primitive[Complex], the input argument[imag] must be a type of {{Tensor[Float32], "
                            f"Tensor[Float64]}}, but got Tensor[{mstype.from_torch_dtype(b.dtype)}].")
        return _wrap(torch.complex(a, b))


class Logit(AttrPrimitive):
    """``ops.Logit(eps=-1.0)(x)``: ``ops.logit`` (inputs clamped to [eps, 1 - eps] when ``eps`` >= 0)."""
    _attrs = (("eps", -1.0),)

    def __call__(self, x):
        return F.logit(x, None if self.eps < 0 else self.eps)


class Cdist(AttrPrimitive):
    """``ops.Cdist(p=2.0)(x1, x2)``: torch.cdist."""
    _attrs = (("p", 2.0),)

    def __call__(self, input_x, input_y):
        return F.cdist(input_x, input_y, self.p)


class Renorm(AttrPrimitive):
    """``ops.Renorm(p, dim, maxnorm)(x)``: torch.renorm."""
    _attrs = (("p", REQUIRED), ("dim", REQUIRED), ("maxnorm", REQUIRED))

    def __call__(self, x):
        return F.renorm(x, self.p, self.dim, self.maxnorm)


__all__ += ["Cdist", "Renorm"]


class Median(AttrPrimitive):
    """``ops.Median(global_median=False, axis=0, keep_dims=False, ignore_nan=False)(x)``: (values, Int64 indices)
    of the lower median (``ops.function.math_func.median_ext``: torch.median / torch.nanmedian)."""
    _attrs = (("global_median", False), ("axis", 0), ("keep_dims", False), ("ignore_nan", False))

    def __call__(self, x):
        return F.median_ext(x, self.global_median, self.axis, self.keep_dims, self.ignore_nan)


__all__ += ["Median"]


class STFT(AttrPrimitive):
    """``ops.STFT(n_fft, hop_length, win_length, normalized, onesided, return_complex)(x, window)``: torch.stft
    with center=False (ops.stft without its centering padding)."""
    _attrs = (("n_fft", REQUIRED), ("hop_length", REQUIRED), ("win_length", REQUIRED), ("normalized", REQUIRED),
              ("onesided", REQUIRED), ("return_complex", REQUIRED))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check_stft_attrs(*(getattr(self, name) for name, _ in self._attrs))

    def __call__(self, x, window):
        return stft_frames(x, window, *(getattr(self, name) for name, _ in self._attrs))


__all__ += ["STFT"]
