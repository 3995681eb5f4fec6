"""Primitive classes of neural-network ops (``ops.ReLU``, ``ops.Softmax`` ...)."""
import torch

from ... import _geometry as geometry
from ...common.handles import wrap as _wrap
from .._pool_plan import PoolPlan
from ..function import nn_func as F
from ..function._utils import is_int, require_float, tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive, Primitive, function_primitives

__all__ = ["ReLU", "Sigmoid", "Softmax"]


class ReLU(FunctionPrimitive):
    """``ops.ReLU``: torch.relu (integer inputs keep their dtype)."""
    fn = staticmethod(F.relu)


class Sigmoid(FunctionPrimitive):
    """``ops.Sigmoid``: torch.sigmoid."""
    fn = staticmethod(F.sigmoid)


class Softmax(Primitive):
    """``ops.Softmax(axis=-1)``: torch.softmax (the axis is kept as a 1-tuple, as in MindSpore)."""

    def __init__(self, axis=-1):
        super().__init__(type(self).__name__)
        if is_int(axis):
            axis = (axis,)
        if not isinstance(axis, tuple) or not all(is_int(a) for a in axis):
            raise TypeError("For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', "
                            f"but got {type(axis)}.")
        self.add_prim_attr("axis", axis)

    def __call__(self, input):
        if len(self.axis) != 1:
            raise RuntimeError("For Softmax, the parameter 'axis' only support int type on CPU, but got tuple.")
        return F.softmax(input, self.axis[0])


__all__ += function_primitives(globals(), {
    "HSwish": F.hardswish, "HSigmoid": F.hardsigmoid, "ReLU6": F.relu6, "SeLU": F.selu,
    "Softplus": F.softplus, "Softsign": F.softsign, "Mish": F.mish, "PReLU": F.prelu,
})


class GeLU(FunctionPrimitive):
    """``ops.GeLU()``: torch.nn.functional.gelu with the tanh approximation (MindSpore's GeLU kernel)."""
    fn = staticmethod(lambda input: F.gelu(input, "tanh"))


class LogSoftmax(AttrPrimitive):
    """``ops.LogSoftmax(axis=-1)``: torch.log_softmax."""
    _attrs = (("axis", -1),)

    def __call__(self, logits):
        return F.log_softmax(logits, self.axis)


class Elu(AttrPrimitive):
    """``ops.Elu(alpha=1.0)``: torch.nn.functional.elu."""
    _attrs = (("alpha", 1.0),)

    def __call__(self, input_x):
        return F.elu(input_x, self.alpha)


class CeLU(AttrPrimitive):
    """``ops.CeLU(alpha=1.0)``: torch.nn.functional.celu."""
    _attrs = (("alpha", 1.0),)

    def __call__(self, x):
        return F.celu(x, self.alpha)


class HShrink(AttrPrimitive):
    """``ops.HShrink(lambd=0.5)``: torch.nn.functional.hardshrink."""
    _attrs = (("lambd", 0.5),)

    def __call__(self, input):
        return F.hardshrink(input, self.lambd)


class SoftShrink(AttrPrimitive):
    """``ops.SoftShrink(lambd=0.5)``: torch.nn.functional.softshrink."""
    _attrs = (("lambd", 0.5),)

    def __call__(self, input):
        return F.softshrink(input, self.lambd)


class Dropout(AttrPrimitive):
    """``ops.Dropout(keep_prob=0.5, Seed0=0, Seed1=0)(x)``: (torch dropout output, mask of the kept elements in
    the input dtype)."""
    _attrs = (("keep_prob", 0.5), ("Seed0", 0), ("Seed1", 0))

    def __call__(self, x):
        t = tensor_of(x, "Dropout", "x")
        if not 0 < self.keep_prob <= 1:
            raise ValueError(f"For 'Dropout', 'keep_prob' must be in (0, 1], but got {self.keep_prob}.")
        mask = torch.bernoulli(torch.full(t.shape, float(self.keep_prob), device=t.device)).to(t.dtype)
        return _wrap(t * mask / self.keep_prob), _wrap(mask)


class BiasAdd(AttrPrimitive):
    """``ops.BiasAdd(data_format='NCHW')(x, bias)``: x + bias along the channel axis."""
    _attrs = (("data_format", "NCHW"),)

    def __call__(self, input_x, bias):
        t, b = tensor_of(input_x, "BiasAdd", "input_x"), tensor_of(bias, "BiasAdd", "bias")
        if self.data_format not in ("NCHW", "NHWC", "NCDHW"):
            raise ValueError(f"For 'BiasAdd', 'data_format' must be NCHW, NHWC or NCDHW, but got {self.data_format}.")
        if self.data_format == "NHWC":
            return _wrap(t + b)
        return F.bias_add(input_x, bias)


def _l2_normalized(t, axis, eps):
    square_sum = torch.sum(t * t, axis, keepdim=True)
    return t * torch.rsqrt(torch.clamp_min(square_sum, eps)), square_sum


class _L2Normalize(torch.autograd.Function):
    """``x / sqrt(max(sum(x^2), eps))`` with MindSpore's gradient ``(dy - y sum(y dy)) / max(|x|, eps)``: the norm,
    not its square, is clipped in the backward (so a zero slice gets ``dy / eps``)."""

    @staticmethod
    def forward(ctx, t, axis, eps):
        out, square_sum = _l2_normalized(t, axis, eps)
        ctx.save_for_backward(out, square_sum)
        ctx.axis, ctx.eps = axis, eps
        return out

    @staticmethod
    def backward(ctx, grad):
        out, square_sum = ctx.saved_tensors
        along = torch.sum(out * grad, ctx.axis, keepdim=True)
        return (grad - out * along) / torch.clamp_min(torch.sqrt(square_sum), ctx.eps), None, None


class L2Normalize(AttrPrimitive):
    """``ops.L2Normalize(axis=0, epsilon=1e-4)``: x / sqrt(max(sum(x ** 2), epsilon)) along ``axis``, differentiated
    as MindSpore (``_L2Normalize``)."""
    _attrs = (("axis", 0), ("epsilon", 1e-4))

    def __call__(self, x):
        t = tensor_of(x, "L2Normalize", "x")
        axis = self.axis[0] if isinstance(self.axis, (tuple, list)) else self.axis
        if t.requires_grad and torch.is_grad_enabled():
            return _wrap(_L2Normalize.apply(t, axis, self.epsilon))
        return _wrap(_l2_normalized(t, axis, self.epsilon)[0])


class Pdist(AttrPrimitive):
    """``ops.Pdist(p=2.0)(x)``: ops.pdist (torch.pdist)."""
    _attrs = (("p", 2.0),)

    def __call__(self, x):
        return F.pdist(x, self.p)


class SoftmaxCrossEntropyWithLogits(Primitive):
    """``ops.SoftmaxCrossEntropyWithLogits()(logits, labels)``: ``(loss, softmax(logits) - labels)`` for dense
    labels (ops.function.nn_func.softmax_cross_entropy_with_logits)."""

    def __init__(self):
        super().__init__("SoftmaxCrossEntropyWithLogits")

    def __call__(self, logits, labels):
        return F.softmax_cross_entropy_with_logits(logits, labels)


class Pad(AttrPrimitive):
    """``ops.Pad(paddings)(x)``: zero padding, ``paddings`` a (before, after) pair per axis, first axis first."""
    _attrs = (("paddings", REQUIRED),)

    def __call__(self, input_x):
        flat = [p for pair in reversed(self.paddings) for p in pair]
        return F.pad(input_x, flat)


class ResizeNearestNeighbor(AttrPrimitive):
    """``ops.ResizeNearestNeighbor(size, align_corners=False)``: nearest interpolation to ``size``."""
    _attrs = (("size", REQUIRED), ("align_corners", False), ("half_pixel_centers", False))

    def __call__(self, input_x):
        return F.interpolate(input_x, tuple(self.size), mode="nearest")


__all__ += ["GeLU", "LogSoftmax", "Elu", "CeLU", "HShrink", "SoftShrink", "Dropout", "BiasAdd", "L2Normalize", "Pad",
            "ResizeNearestNeighbor", "Pdist", "SoftmaxCrossEntropyWithLogits"]


__all__ += function_primitives(globals(), {"FastGeLU": F.fast_gelu})


class Conv2D(AttrPrimitive):
    """``ops.Conv2D(out_channel, kernel_size, mode=1, pad_mode='valid', pad=0, stride=1, dilation=1, group=1)
    (x, weight)``: torch.nn.functional.conv2d; ``pad`` is an int or (top, bottom, left, right) for 'pad'."""
    _attrs = (("out_channel", REQUIRED), ("kernel_size", REQUIRED), ("mode", 1), ("pad_mode", "valid"), ("pad", 0),
              ("stride", 1), ("dilation", 1), ("group", 1), ("data_format", "NCHW"))

    def __call__(self, x, weight):
        t, w = tensor_of(x, "Conv2D", "x"), tensor_of(weight, "Conv2D", "weight")
        F.conv_pad_mode(self.pad_mode, self.pad, 4, "Conv2D")
        if self.data_format != "NCHW":
            raise NotImplementedError("ops.Conv2D: data_format other than 'NCHW' is not supported by msbridge.")
        return _wrap(F.conv_t(2, t, w, None, geometry.as_tuple(self.stride, 2), self.pad_mode,
                              geometry.pad_pairs(self.pad, 2), geometry.as_tuple(self.dilation, 2), self.group,
                              "Conv2D"))


class _Pool2D(AttrPrimitive):
    """MindSpore's MaxPool/AvgPool primitives: ``kernel_size``/``strides`` ints or pairs, ``pad_mode``
    'valid' (no padding) or 'same' (output ceil(size / stride); the average counts the real elements only). The
    computation is nn.MaxPool2d/nn.AvgPool2d's (``ops._pool_plan.PoolPlan``), planned on first call."""
    _attrs = (("kernel_size", 1), ("strides", 1), ("pad_mode", "valid"), ("data_format", "NCHW"))
    _plan = None

    def __call__(self, x):
        t = tensor_of(x, self.name, "x")
        require_float(t, self.name)
        if self._plan is None:
            if self.pad_mode.lower() not in ("valid", "same"):
                raise ValueError(f"For '{self.name}', 'pad_mode' must be 'valid' or 'same', but got {self.pad_mode}.")
            self._plan = PoolPlan(2, self._kind, geometry.as_tuple(self.kernel_size, 2),
                                   geometry.as_tuple(self.strides, 2), self.pad_mode.upper(), real_only=True)
        return _wrap(self._plan.run(t))


class MaxPool(_Pool2D):
    """``ops.MaxPool(kernel_size=1, strides=1, pad_mode='valid')``: torch.nn.functional.max_pool2d."""
    _kind = "max"


class AvgPool(_Pool2D):
    """``ops.AvgPool(kernel_size=1, strides=1, pad_mode='valid')``: torch.nn.functional.avg_pool2d ('same'
    averages over the valid elements only)."""
    _kind = "avg"


class AdaptiveAvgPool2D(AttrPrimitive):
    """``ops.AdaptiveAvgPool2D(output_size)``: torch.nn.functional.adaptive_avg_pool2d."""
    _attrs = (("output_size", REQUIRED),)

    def __call__(self, input_x):
        return F.adaptive_avg_pool2d(input_x, self.output_size)


class ChannelShuffle(AttrPrimitive):
    """``ops.ChannelShuffle(group)``: torch.nn.functional.channel_shuffle."""
    _attrs = (("group", REQUIRED),)

    def __call__(self, x):
        return F.channel_shuffle(x, self.group)


__all__ += ["Conv2D", "MaxPool", "AvgPool", "AdaptiveAvgPool2D", "ChannelShuffle"]
