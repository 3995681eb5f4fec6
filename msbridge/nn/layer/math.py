"""``mindspore.nn`` math and index layers: MatMul, Norm, OneHot, ChannelShuffle, LPPool1d/2d,
TimeDistributed, each a thin Cell over one ``mindspore.ops`` function."""
from ...common import dtype as mstype
from ...ops.function.array_func import one_hot, stack
from ...ops.function.math_func import matmul
from ...ops.function.nn_func import channel_shuffle, lp_pool1d, lp_pool2d
from ..cell import Cell

__all__ = ["MatMul", "Norm", "OneHot", "ChannelShuffle", "LPPool1d", "LPPool2d", "TimeDistributed"]


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


class ChannelShuffle(Cell):
    """``nn.ChannelShuffle(groups)(x)``: ``ops.channel_shuffle`` (``torch.nn.functional.channel_shuffle``)."""

    def __init__(self, groups):
        super().__init__()
        self.groups = groups

    def construct(self, x):
        return channel_shuffle(x, self.groups)


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
