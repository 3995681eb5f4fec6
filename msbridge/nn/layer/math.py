"""``mindspore.nn`` layers that are each a thin Cell over one ``mindspore.ops`` function: MatMul, Norm, OneHot,
Roll, ChannelShuffle, BiDense, LPPool1d/2d, MaxUnpool1d/2d/3d, FractionalMaxPool2d/3d, TimeDistributed; and the legacy
math Cells (DiGamma, IGamma, LBeta, LGamma, Moments, Range, ReduceLogSumExp, MatDet, MatInverse, MatrixDiag,
MatrixDiagPart, MatrixSetDiag)."""
import logging
import math

import torch

from ..._checkparam import check_tensor_dtype, check_value_type
from ...common import dtype as mstype
from ...ops.function.array_func import arange, diagonal_scatter, one_hot, roll, stack
from ...ops.function.math_func import det, diag_embed, diagonal, digamma, igamma, inverse, lgamma, logsumexp, \
    matmul, var_mean
from ...common.initializer import Uniform, initializer
from ...common.parameter import Parameter
from ...ops.function import nn_func
from ...ops.function.nn_func import bidense, channel_shuffle, lp_pool1d, lp_pool2d
from ..cell import Cell

__all__ = ["MatMul", "Norm", "OneHot", "Roll", "ChannelShuffle", "BiDense", "LPPool1d", "LPPool2d", "MaxUnpool1d",
           "MaxUnpool2d", "MaxUnpool3d", "FractionalMaxPool2d", "FractionalMaxPool3d", "TimeDistributed"]


class MatMul(Cell):
    """``nn.MatMul(transpose_x1=False, transpose_x2=False)(x1, x2)``: ``ops.matmul`` of the (optionally transposed
    in their last two axes) inputs; maps to ``torch.matmul``."""

    def __init__(self, transpose_x1=False, transpose_x2=False):
        super().__init__()
        self.transpose_x1 = transpose_x1
        self.transpose_x2 = transpose_x2

    def construct(self, x1, x2):
        if self.transpose_x1:
            x1 = x1.swapaxes(-1, -2)
        if self.transpose_x2:
            x2 = x2.swapaxes(-1, -2)
        return matmul(x1, x2)


class Norm(Cell):
    """``nn.Norm(axis=(), keep_dims=False)(x)``: the Euclidean norm ``sqrt(sum(x ** 2, axis))`` (all axes for
    ``()``); maps to ``torch.sqrt(torch.sum(x * x, dim))``."""

    def __init__(self, axis=(), keep_dims=False):
        super().__init__()
        self.axis = axis
        self.keep_dims = keep_dims

    def construct(self, x):
        axis = self.axis if self.axis != () else None
        return (x * x).sum(axis=axis, keepdims=self.keep_dims).sqrt()

    def extend_repr(self):
        return f"axis={self.axis}, keep_dims={self.keep_dims}"


class OneHot(Cell):
    """``nn.OneHot(axis=-1, depth=1, on_value=1.0, off_value=0.0, dtype=mstype.float32)(indices)``:
    ``ops.one_hot`` with ``dtype`` values (``torch.nn.functional.one_hot`` scaled to on/off values)."""

    def __init__(self, axis=-1, depth=1, on_value=1.0, off_value=0.0, dtype=mstype.float32):
        super().__init__()
        self.axis = axis
        self.depth = depth
        self.dtype = dtype
        self.on_value = on_value
        self.off_value = off_value

    def construct(self, indices):
        from ...common.tensor import Tensor
        return one_hot(indices, self.depth, Tensor(self.on_value, self.dtype), Tensor(self.off_value, self.dtype),
                       self.axis)


class Roll(Cell):
    """``nn.Roll(shift, axis)(input_x)``: ``ops.roll`` (``torch.roll``). MindSpore 2.10 runs it on GPU and Ascend
    only (its CPU build has no Roll kernel); msbridge runs it everywhere."""

    def __init__(self, shift, axis):
        super().__init__()
        self.shift = shift
        self.axis = axis

    def construct(self, input_x):
        return roll(input_x, self.shift, self.axis)

    def extend_repr(self):
        return f"shift={self.shift}, axis={self.axis}"


class ChannelShuffle(Cell):
    """``nn.ChannelShuffle(groups)(x)``: ``ops.channel_shuffle`` (``torch.nn.functional.channel_shuffle``)."""

    def __init__(self, groups):
        super().__init__()
        self.groups = groups

    def construct(self, x):
        return channel_shuffle(x, self.groups)


class BiDense(Cell):
    """``nn.BiDense(in1_channels, in2_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
    dtype=mstype.float32)(input1, input2)``: ``ops.bidense`` with a (out, in1, in2) weight (``F.bilinear``);
    default initializers Uniform(1 / sqrt(in1_channels))."""

    def __init__(self, in1_channels, in2_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
                 dtype=mstype.float32):
        super().__init__()
        self.in1_channels = in1_channels
        self.in2_channels = in2_channels
        self.out_channels = out_channels
        self.has_bias = has_bias
        bound = 1 / math.sqrt(in1_channels)
        self.weight = Parameter(initializer(Uniform(bound) if weight_init is None else weight_init,
                                            (out_channels, in1_channels, in2_channels), dtype), name="weight")
        self.bias = Parameter(initializer(Uniform(bound) if bias_init is None else bias_init, (out_channels,),
                                          dtype), name="bias") if has_bias else None

    def construct(self, input1, input2):
        for name, value, arg, size in (("input1", input1, "in1_channels", self.in1_channels),
                                       ("input2", input2, "in2_channels", self.in2_channels)):
            if value.shape[-1] != size:
                raise ValueError(f"For 'BiDense', the last dimension of '{name}' must be same as '{arg}', but got "
                                 f"{value.shape[-1]} of '{name}' and {size} of '{arg}'")
        return bidense(input1, input2, self.weight, self.bias)

    def extend_repr(self):
        return (f"in1_channels={self.in1_channels}, in2_channels={self.in2_channels}, "
                f"output_channels={self.out_channels}, has_bias={self.has_bias}")


class LPPool1d(Cell):
    """``nn.LPPool1d(norm_type, kernel_size, stride=None, ceil_mode=False)``: ``ops.lp_pool1d``
    (``torch.nn.functional.lp_pool1d``)."""

    _pool = staticmethod(lp_pool1d)

    def __init__(self, norm_type, kernel_size, stride=None, ceil_mode=False):
        super().__init__()
        self.norm_type = norm_type
        self.kernel_size = kernel_size
        self.stride = stride
        self.ceil_mode = ceil_mode

    def construct(self, x):
        return self._pool(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


class LPPool2d(LPPool1d):
    """``nn.LPPool2d(norm_type, kernel_size, stride=None, ceil_mode=False)``: ``ops.lp_pool2d``
    (``torch.nn.functional.lp_pool2d``)."""

    _pool = staticmethod(lp_pool2d)


class MaxUnpool1d(Cell):
    """``nn.MaxUnpool1d(kernel_size, stride=None, padding=0)(x, indices, output_size=None)``: ``ops.max_unpool1d``
    (``torch.nn.functional.max_unpool1d``)."""

    _unpool = staticmethod(nn_func.max_unpool1d)

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding

    def construct(self, x, indices, output_size=None):
        return self._unpool(x, indices, self.kernel_size, self.stride, self.padding, output_size)


class MaxUnpool2d(MaxUnpool1d):
    """``nn.MaxUnpool2d``: ``ops.max_unpool2d`` (``torch.nn.functional.max_unpool2d``)."""

    _unpool = staticmethod(nn_func.max_unpool2d)


class MaxUnpool3d(MaxUnpool1d):
    """``nn.MaxUnpool3d``: ``ops.max_unpool3d`` (``torch.nn.functional.max_unpool3d``)."""

    _unpool = staticmethod(nn_func.max_unpool3d)


class FractionalMaxPool2d(Cell):
    """``nn.FractionalMaxPool2d(kernel_size, output_size=None, output_ratio=None, return_indices=False,
    _random_samples=None)``: ``ops.fractional_max_pool2d`` (``torch.nn.functional.fractional_max_pool2d``)."""

    _pool = staticmethod(nn_func.fractional_max_pool2d)

    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
        super().__init__()
        self.kernel_size = kernel_size
        self.output_size = output_size
        self.output_ratio = output_ratio
        self.return_indices = return_indices
        self._random_samples = _random_samples

    def construct(self, x):
        return self._pool(x, self.kernel_size, self.output_size, self.output_ratio, self.return_indices,
                          self._random_samples)


class FractionalMaxPool3d(FractionalMaxPool2d):
    """``nn.FractionalMaxPool3d``: ``ops.fractional_max_pool3d`` (``torch.nn.functional.fractional_max_pool3d``)."""

    _pool = staticmethod(nn_func.fractional_max_pool3d)


class TimeDistributed(Cell):
    """``nn.TimeDistributed(layer, time_axis, reshape_with_axis=None)(x)``: ``layer`` applied to every time step,
    the per-step outputs stacked back along ``time_axis``."""

    def __init__(self, layer, time_axis, reshape_with_axis=None):
        super().__init__()
        if not isinstance(layer, Cell):
            raise TypeError(f"For 'TimeDistributed', the 'layer' must be Cell, but got {type(layer).__name__}.")
        self.layer = layer
        self.time_axis = time_axis
        self.reshape_with_axis = reshape_with_axis

    def construct(self, inputs):
        # folding the time axis into ``reshape_with_axis`` and applying the layer once gives the same values
        time_axis = self.time_axis % inputs.ndim
        steps = inputs.moveaxis(time_axis, 0)
        return stack([self.layer(steps[i]) for i in range(steps.shape[0])], time_axis)


# --- the legacy math Cells: each a thin adapter over its ops function ---------------------------------------------
__all__ += ["DiGamma", "IGamma", "LBeta", "LGamma", "Moments", "Range", "ReduceLogSumExp", "MatDet", "MatInverse",
            "MatrixDiag", "MatrixDiagPart", "MatrixSetDiag"]

_logger = logging.getLogger("mindspore")  # MindSpore logs its deprecations (mindspore.log's format)
_HALF_OR_FLOAT = (torch.float16, torch.float32)


class _NoArguments(Cell):
    """A Cell constructed without arguments, as MindSpore's legacy math Cells are (``Cell()``)."""

    def __init__(self):
        super().__init__()


def _float_input(x, name, api, valid=_HALF_OR_FLOAT):
    """MindSpore's dtype check of a math Cell's input (``the 'x' should be one of [...]``)."""
    check_tensor_dtype(x._t, valid, name, api)
    return x


def _same_dtype(x, other, name, api):
    """The second input has the first's dtype (``the 'y' should be Float32``)."""
    check_tensor_dtype(other._t, (x._t.dtype,), name, api)
    return other


class DiGamma(_NoArguments):
    """``nn.DiGamma()(x)``: ``ops.digamma`` (``torch.digamma``) of a float16/float32 ``x``. MindSpore's docstring
    lists Ascend and GPU; its CPU build runs it too and msbridge matches those values."""

    def construct(self, x):
        return digamma(_float_input(x, "x", "DiGamma"))


class LGamma(_NoArguments):
    """``nn.LGamma()(x)``: ``ops.lgamma`` (``torch.lgamma``) of a float16/float32 ``x``; non-positive integers give
    inf."""

    def construct(self, x):
        return lgamma(_float_input(x, "x", "LGamma"))


class IGamma(_NoArguments):
    """``nn.IGamma()(a, x)``: ``ops.igamma``, the regularized lower incomplete gamma function
    (``torch.special.gammainc``) of float32 ``a`` and ``x``, broadcast."""

    def construct(self, a, x):
        a = _float_input(a, "a", "IGamma", (torch.float32,))
        return igamma(a, _same_dtype(a, x, "x", "IGamma"))


class LBeta(_NoArguments):
    """``nn.LBeta()(x, y)``: ``log(|Beta(x, y)|) = lgamma(x) + lgamma(y) - lgamma(x + y)`` over ``ops.lgamma``
    (``torch.lgamma``), float16/float32, broadcast. MindSpore switches to Stirling corrections for arguments >= 8;
    msbridge keeps the lgamma form, equal within float32 rounding there."""

    def construct(self, x, y):
        x = _float_input(x, "x", "LBeta")
        y = _same_dtype(x, y, "y", "LBeta")
        return lgamma(x) + lgamma(y) - lgamma(x + y)


class Moments(Cell):
    """``nn.Moments(axis=None, keep_dims=None)(x)``: ``(mean, variance)`` over ``axis`` (all axes for None/()),
    the population variance; ``ops.var_mean`` (``torch.var_mean(correction=0)``). float16 inputs are computed in
    float32 and cast back, as MindSpore does. MindSpore logs that the class will be deprecated."""

    def __init__(self, axis=None, keep_dims=None):
        super().__init__()
        _logger.warning("The Moments class will be deprecated in the future,this function can be replaced by "
                       ":func:`ops.var_mean`")
        axis = () if axis is None else axis
        if isinstance(axis, tuple):
            for i, item in enumerate(axis):
                check_value_type(item, [int], f"axis[{i}]", "Moments")
        self.axis = check_value_type(axis, [int, tuple], "axis", "Moments")
        self.keep_dims = check_value_type(False if keep_dims is None else keep_dims, [bool], "keep_dims", "Moments")

    def construct(self, x):
        dtype = _float_input(x, "input x", "Moments").dtype
        variance, mean = var_mean(x.astype(mstype.float32), self.axis if self.axis != () else None, 0,
                                  self.keep_dims)
        return mean.astype(dtype), variance.astype(dtype)


class Range(Cell):
    """``nn.Range(start, limit=None, delta=1)()``: ``ops.arange(start, limit, delta)`` made at construction, int32
    for int arguments and float32 where one is a float (``torch.arange``). MindSpore logs that the class will be
    deprecated."""

    def __init__(self, start, limit=None, delta=1):
        super().__init__()
        _logger.warning("The Range class will be deprecated in the future,this function can be replaced by "
                       ":func:`ops.range`")
        if delta == 0:
            raise ValueError("For 'Range', the 'delta' can not be zero.")
        floats = any(isinstance(v, float) for v in (start, limit, delta))
        self.result_tensor = arange(start, limit, delta).astype(mstype.float32 if floats else mstype.int32)

    def construct(self):
        return self.result_tensor


class ReduceLogSumExp(Cell):
    """``nn.ReduceLogSumExp(axis, keep_dims=False)(x)``: ``ops.logsumexp`` over ``axis`` (an int, list or tuple;
    ``torch.logsumexp``)."""

    def __init__(self, axis, keep_dims=False):
        super().__init__()
        self.axis = check_value_type(axis, [int, list, tuple], "axis", "ReduceLogSumExp")
        self.keep_dims = check_value_type(keep_dims, [bool], "keep_dims", "ReduceLogSumExp")

    def construct(self, x):
        return logsumexp(x, tuple(self.axis) if isinstance(self.axis, list) else self.axis, self.keep_dims)


class MatDet(_NoArguments):
    """``nn.MatDet()(a)``: the determinant of positive-definite float16/float32 matrices, ``ops.det``
    (``torch.linalg.det``). MindSpore 2.10 computes it by Cholesky on GPU only (its CPU build has no DetTriangle
    kernel); msbridge runs it everywhere and, for a matrix that is not positive definite, returns its
    determinant where MindSpore's Cholesky fails."""

    def construct(self, a):
        return det(_float_input(a, "input_a", "MatDet"))


class MatInverse(_NoArguments):
    """``nn.MatInverse()(a)``: the inverse of positive-definite float16/float32 matrices, ``ops.inverse``
    (``torch.linalg.inv``). MindSpore 2.10 computes it by Cholesky on GPU only (no CholeskyTrsm CPU kernel);
    msbridge runs it everywhere."""

    def construct(self, a):
        return inverse(_float_input(a, "input_a", "MatInverse"))


_DIAG_DTYPES = (torch.float16, torch.float32, torch.int32, torch.int8, torch.uint8)


def _diag_input(x, api, min_rank):
    if x._t.dtype not in _DIAG_DTYPES:
        raise TypeError(f"For '{api}', the element of 'x' must be one of Tensor[Float16], Tensor[Float32], "
                        f"Tensor[Int32], Tensor[Int8], Tensor[UInt8], but got Tensor[{x.dtype}].")
    if x.ndim < min_rank:
        raise ValueError(f"For '{api}', the rank of 'x' must be >= {min_rank}, but got {x.ndim}.")
    return x


class MatrixDiag(_NoArguments):
    """``nn.MatrixDiag()(x)``: batched diagonal matrices (..., n) -> (..., n, n), ``ops.diag_embed``
    (``torch.diag_embed``). Deprecated since MindSpore 2.0 for ``ops.diag``; MindSpore 2.10's CPU build has no
    MatrixDiag kernel (GPU/Ascend only)."""

    def construct(self, x):
        return diag_embed(_diag_input(x, "MatrixDiag", 1))


class MatrixDiagPart(_NoArguments):
    """``nn.MatrixDiagPart()(x)``: the batched main diagonals (..., m, n) -> (..., min(m, n)), ``ops.diagonal``
    over the last two axes (``torch.diagonal``). Deprecated since MindSpore 2.0 for ``ops.diagonal``; GPU/Ascend
    only in MindSpore 2.10."""

    def construct(self, x):
        return diagonal(_diag_input(x, "MatrixDiagPart", 2), 0, -2, -1)


class MatrixSetDiag(_NoArguments):
    """``nn.MatrixSetDiag()(x, diagonal)``: ``x`` with its batched main diagonals replaced by ``diagonal`` (shape
    ``x.shape[:-2] + (min(m, n),)``), ``ops.diagonal_scatter`` (``torch.diagonal_scatter``). Deprecated in
    MindSpore 2.10, which runs it on GPU/Ascend only; its argument checks (run before the kernel) are matched."""

    def construct(self, x, diagonal):
        _diag_input(x, "MatrixSetDiag", 2)
        if diagonal.dtype != x.dtype:
            raise TypeError(f"For 'MatrixSetDiag', the type of 'diagonal' should be same as 'x', but got 'x' with "
                            f"type Tensor[{x.dtype}] and 'diagonal' with type Tensor[{diagonal.dtype}].")
        expected = list(x.shape[:-2]) + [min(x.shape[-2:])]
        if list(diagonal.shape) != expected:
            which = "last" if x.shape[-2] < x.shape[-1] else "second last"
            raise ValueError(f"For 'MatrixSetDiag', the diagonal shape should be = x shape excluding the {which} "
                             f"dimension: {expected}, but got {list(diagonal.shape)}.")
        return diagonal_scatter(x, diagonal, 0, -2, -1)
