"""Primitive classes of neural-network ops (``ops.ReLU``, ``ops.Softmax`` ...)."""
import torch

from ... import _checkparam as check
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
        require_float(t, "Dropout")
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
        require_float(t, "L2Normalize")
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
        kernel = geometry.as_tuple(self.kernel_size, 2)
        if w.dim() == 4 and (w.shape[0] != self.out_channel or tuple(w.shape[2:]) != kernel):
            raise RuntimeError(f"For 'Conv2D', the 'weight' shape must be (out_channel, C_in / group, *kernel_size) = "
                               f"({self.out_channel}, C_in / group, {kernel[0]}, {kernel[1]}), but got "
                               f"{tuple(w.shape)}.")
        return _wrap(F.conv_t(2, t, w, None, geometry.as_tuple(self.stride, 2), self.pad_mode,
                              geometry.pad_pairs(self.pad, 2), geometry.as_tuple(self.dilation, 2), self.group,
                              "Conv2D"))


class _Pool2D(AttrPrimitive):
    """MindSpore's MaxPool/AvgPool primitives: ``kernel_size``/``strides`` ints or pairs, ``pad_mode``
    'valid' (no padding) or 'same' (output ceil(size / stride); the average counts the real elements only). The
    computation is nn.MaxPool2d/nn.AvgPool2d's (``ops._pool_plan.PoolPlan``), planned on first call."""
    _attrs = (("kernel_size", 1), ("strides", 1), ("pad_mode", "valid"), ("data_format", "NCHW"))
    _plan = None
    _empty_error = None  # MindSpore's for an empty input (None: it returns an empty result)

    def __call__(self, x):
        t = check.check_rank(tensor_of(x, self.name, "x"), (4,), "x", self.name)
        require_float(t, self.name)
        if self._empty_error is not None:
            check.check_not_empty(t, "x", self.name, self._empty_error)
        if self._plan is None:
            if self.pad_mode.lower() not in ("valid", "same"):
                raise ValueError(f"For '{self.name}', 'pad_mode' must be 'valid' or 'same', but got {self.pad_mode}.")
            self._plan = PoolPlan(2, self._kind, geometry.as_tuple(self.kernel_size, 2),
                                   geometry.as_tuple(self.strides, 2), self.pad_mode.upper(), real_only=True)
        return _wrap(self._plan.run(t))


class MaxPool(_Pool2D):
    """``ops.MaxPool(kernel_size=1, strides=1, pad_mode='valid')``: torch.nn.functional.max_pool2d."""
    _kind = "max"
    _empty_error = ValueError


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


# --- Apply*: one optimizer step on Parameters, in place -------------------------------------------
class _ApplyOptimizer(AttrPrimitive):
    """An ``ops.Apply*`` primitive: ``_step`` maps the torch values of the inputs (state Parameters first, then
    rates and the gradient) to the new values of the ``_n_state`` state inputs, which are written in place; the call
    returns the first ``_returns`` of them (one Tensor when one)."""

    _n_inputs, _n_state, _returns = 0, 1, 1
    _unsupported = {}  # attribute -> the only value msbridge supports

    def __call__(self, *inputs):
        if len(inputs) != self._n_inputs:
            raise TypeError(f"For '{self.name}', {self._n_inputs} inputs are required, but got {len(inputs)}.")
        for attr, value in self._unsupported.items():
            if getattr(self, attr) != value:
                raise NotImplementedError(f"ops.{self.name}({attr}={getattr(self, attr)!r}) is not supported by "
                                          "msbridge.")
        state = [tensor_of(x, self.name, "var") for x in inputs[:self._n_state]]
        dtype = state[0].dtype
        rest = [x._t.to(dtype) if hasattr(x, "_t") else torch.tensor(x, dtype=dtype)
                for x in inputs[self._n_state:]]
        with torch.no_grad():
            for target, value in zip(state, self._step(*state, *rest)):
                target.copy_(value)
        outputs = tuple(_wrap(t) for t in state[:self._returns])
        return outputs[0] if self._returns == 1 else outputs

    def _step(self, *values):
        raise NotImplementedError


def _proximal(prox, rate, l1, l2):
    """sign(prox) * max(|prox| - rate * l1, 0) / (1 + rate * l2): the proximal step of the L1 / L2 terms."""
    return torch.sign(prox) * torch.clamp(prox.abs() - rate * l1, min=0) / (1 + rate * l2)


class ApplyGradientDescent(_ApplyOptimizer):
    """``ops.ApplyGradientDescent()(var, alpha, delta)``: var -= alpha * delta."""
    _n_inputs = 3

    def _step(self, var, alpha, delta):
        return (var - alpha * delta,)


class ApplyProximalGradientDescent(_ApplyOptimizer):
    """``ops.ApplyProximalGradientDescent()(var, alpha, l1, l2, delta)``: the proximal step of var - alpha * delta."""
    _n_inputs = 5

    def _step(self, var, alpha, l1, l2, delta):
        return (_proximal(var - alpha * delta, alpha, l1, l2),)


class ApplyMomentum(_ApplyOptimizer):
    """``ops.ApplyMomentum(use_nesterov=False, use_locking=False, gradient_scale=1.0)(variable, accumulation,
    learning_rate, gradient, momentum)``: accumulation = momentum * accumulation + gradient; variable -=
    learning_rate * accumulation. Returns the variable."""
    _attrs = (("use_nesterov", False), ("use_locking", False), ("gradient_scale", 1.0))
    _unsupported = {"use_nesterov": False, "gradient_scale": 1.0}
    _n_inputs, _n_state = 5, 2

    def _step(self, var, accum, lr, grad, momentum):
        accum = momentum * accum + grad
        return var - lr * accum, accum


class ApplyAdagrad(_ApplyOptimizer):
    """``ops.ApplyAdagrad(update_slots=True)(var, accum, lr, grad)``: accum += grad^2; var -= lr * grad /
    sqrt(accum). Returns (var, accum)."""
    _attrs = (("update_slots", True),)
    _unsupported = {"update_slots": True}
    _n_inputs, _n_state, _returns = 4, 2, 2
    _epsilon = 0.0

    def _step(self, var, accum, lr, grad):
        accum = accum + grad * grad
        return var - lr * grad / (accum.sqrt() + self._epsilon), accum


class ApplyAdagradV2(ApplyAdagrad):
    """``ops.ApplyAdagradV2(epsilon, update_slots=True)(var, accum, lr, grad)``: ApplyAdagrad with
    var -= lr * grad / (sqrt(accum) + epsilon)."""
    _attrs = (("epsilon", REQUIRED), ("update_slots", True))

    @property
    def _epsilon(self):
        return self.epsilon


class ApplyProximalAdagrad(_ApplyOptimizer):
    """``ops.ApplyProximalAdagrad(use_locking=False)(var, accum, lr, l1, l2, grad)``: accum += grad^2, then the
    proximal step, at the rate lr / sqrt(accum), of var - lr * grad / sqrt(accum). Returns (var, accum)."""
    _attrs = (("use_locking", False),)
    _n_inputs, _n_state, _returns = 6, 2, 2

    def _step(self, var, accum, lr, l1, l2, grad):
        accum = accum + grad * grad
        rate = lr / accum.sqrt()
        return _proximal(var - rate * grad, rate, l1, l2), accum


class ApplyAdaMax(_ApplyOptimizer):
    """``ops.ApplyAdaMax()(var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad)``: m = beta1 * m + (1 - beta1)
    * grad; v = max(beta2 * v, |grad|); var -= lr / (1 - beta1_power) * m / (v + epsilon). Returns (var, m, v)."""
    _n_inputs, _n_state, _returns = 9, 3, 3

    def _step(self, var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad):
        m = beta1 * m + (1 - beta1) * grad
        v = torch.maximum(beta2 * v, grad.abs())
        return var - lr / (1 - beta1_power) * m / (v + epsilon), m, v


class ApplyAdadelta(_ApplyOptimizer):
    """``ops.ApplyAdadelta()(var, accum, accum_update, lr, rho, epsilon, grad)``: accum = rho * accum + (1 - rho) *
    grad^2; update = sqrt(accum_update + epsilon) * grad / sqrt(accum + epsilon); accum_update = rho * accum_update
    + (1 - rho) * update^2; var -= lr * update. Returns (var, accum, accum_update)."""
    _n_inputs, _n_state, _returns = 7, 3, 3

    def _step(self, var, accum, accum_update, lr, rho, epsilon, grad):
        accum = rho * accum + (1 - rho) * grad * grad
        update = (accum_update + epsilon).sqrt() * grad / (accum + epsilon).sqrt()
        return var - lr * update, accum, rho * accum_update + (1 - rho) * update * update


class _ApplySign(_ApplyOptimizer):
    """Base of ApplyAddSign / ApplyPowerSign: m = beta * m + (1 - beta) * grad, var -= lr * ``_scale`` * grad with
    the agreement sign(grad) * sign(m). Returns (var, m)."""
    _n_inputs, _n_state, _returns = 7, 2, 2

    def _step(self, var, m, lr, base, sign_decay, beta, grad):
        m = beta * m + (1 - beta) * grad
        return var - lr * self._scale(base, sign_decay * torch.sign(grad) * torch.sign(m)) * grad, m


class ApplyAddSign(_ApplySign):
    """``ops.ApplyAddSign()(var, m, lr, alpha, sign_decay, beta, grad)``: update = (alpha + sign_decay *
    sign(grad) * sign(m)) * grad."""

    @staticmethod
    def _scale(alpha, agreement):
        return alpha + agreement


class ApplyPowerSign(_ApplySign):
    """``ops.ApplyPowerSign()(var, m, lr, logbase, sign_decay, beta, grad)``: update = exp(logbase * sign_decay *
    sign(grad) * sign(m)) * grad."""

    @staticmethod
    def _scale(logbase, agreement):
        return torch.exp(logbase * agreement)


__all__ += ["ApplyGradientDescent", "ApplyProximalGradientDescent", "ApplyMomentum", "ApplyAdagrad", "ApplyAdagradV2",
            "ApplyProximalAdagrad", "ApplyAdaMax", "ApplyAdadelta", "ApplyAddSign", "ApplyPowerSign"]
