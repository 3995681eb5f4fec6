"""``mindspore.nn`` layers that are each a thin Cell over one ``mindspore.ops`` function: MatMul, Norm, OneHot,
Roll, ChannelShuffle, BiDense, LPPool1d/2d, MaxUnpool1d/2d/3d, FractionalMaxPool2d/3d, TimeDistributed."""
import math

from ...common import dtype as mstype
from ...ops.function.array_func import one_hot, roll, stack
from ...ops.function.math_func import matmul
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
