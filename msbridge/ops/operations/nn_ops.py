"""Primitive classes of neural-network ops (``ops.ReLU``, ``ops.Softmax`` ...)."""
import torch

from ... import _checkparam as check
from ... import _geometry as geometry
from ..._checkparam import (INC_BOTH, LE, check_float_range, check_is_float, check_non_negative_float, check_number,
                            check_positive_float)
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
    returns the first ``_returns`` of them and any further values ``_step`` gives (one Tensor when one)."""

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
                for x in inputs[self._n_state:self._n_inputs - self._n_indices]]
        with torch.no_grad():
            new = self._update(state, rest, inputs[self._n_inputs - self._n_indices:])
            for target, value in zip(state, new):
                target.copy_(value)
        outputs = tuple(_wrap(t) for t in state[:self._returns] + list(new[len(state):]))
        return outputs[0] if len(outputs) == 1 else outputs

    _n_indices = 0

    def _update(self, state, rest, _extra):
        """The new values of the state inputs (``_extra``: the inputs after the rates, the sparse ops' indices);
        every state and gradient input has var's shape (the rates are scalars)."""
        var = state[0]
        for t in state[1:] + [t for t in rest if t.dim() > 0 and t.numel() > 1]:
            if t.shape != var.shape:
                raise ValueError(f"For '{self.name}', 'grad' must have the same shape as 'var'. But got 'grad' shape: "
                                 f"{tuple(t.shape)}, 'var' shape: {tuple(var.shape)}.")
        return self._step(*state, *rest)

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


# --- the RMSProp / FTRL / AdagradDA / AMSGrad steps, shared by the dense and the sparse primitives ------------------
def _rms_prop(var, mean_square, moment, lr, grad, decay, momentum, epsilon):
    """mean_square = decay * mean_square + (1 - decay) * grad^2; moment = momentum * moment + lr * grad /
    sqrt(mean_square + epsilon); var -= moment."""
    mean_square = decay * mean_square + (1 - decay) * grad * grad
    moment = momentum * moment + lr * grad / (mean_square + epsilon).sqrt()
    return var - moment, mean_square, moment


def _ftrl(var, accum, linear, grad, lr, l1, l2, lr_power):
    """FTRL-proximal: accum += grad^2; linear += grad - (accum_new^-p - accum^-p) / lr * var; var = (sign(linear)
    * l1 - linear) / (accum_new^-p / lr + 2 * l2) where |linear| > l1, else 0."""
    accum_new = accum + grad * grad
    power_new, power = accum_new.pow(-lr_power), accum.pow(-lr_power)
    linear = linear + grad - (power_new - power) / lr * var
    quadratic = power_new / lr + 2 * l2
    var = torch.where(linear.abs() > l1, (torch.sign(linear) * l1 - linear) / quadratic, torch.zeros_like(var))
    return var, accum_new, linear


def _adam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, nesterov=False):
    """Adam: m, v the moving moments; var -= lr * sqrt(1 - beta2_power) / (1 - beta1_power) * m / (sqrt(v) +
    epsilon) (with nesterov, beta1 * m + (1 - beta1) * grad in place of m)."""
    m = beta1 * m + (1 - beta1) * grad
    v = beta2 * v + (1 - beta2) * grad * grad
    step = beta1 * m + (1 - beta1) * grad if nesterov else m
    return var - lr * (1 - beta2_power).sqrt() / (1 - beta1_power) * step / (v.sqrt() + epsilon), m, v


def _amsgrad(var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad):
    """Adam with vhat = max(vhat, v) in the denominator (AMSGrad)."""
    m = beta1 * m + (1 - beta1) * grad
    v = beta2 * v + (1 - beta2) * grad * grad
    vhat = torch.maximum(vhat, v)
    return var - lr * (1 - beta2_power).sqrt() / (1 - beta1_power) * m / (vhat.sqrt() + epsilon), m, v, vhat


class ApplyRMSProp(_ApplyOptimizer):
    """``ops.ApplyRMSProp(use_locking=False)(var, mean_square, moment, learning_rate, grad, decay, momentum,
    epsilon)``: the RMSProp step (torch.optim.RMSprop's, epsilon inside the square root). Returns var (MindSpore
    2.10's CPU kernel returns zeros: docs/compat.md)."""
    _attrs = (("use_locking", False),)
    _n_inputs, _n_state = 8, 3
    _step = staticmethod(_rms_prop)


class ApplyCenteredRMSProp(_ApplyOptimizer):
    """``ops.ApplyCenteredRMSProp(use_locking=False)(var, mean_gradient, mean_square, moment, grad,
    learning_rate, decay, momentum, epsilon)``: RMSProp on mean_square - mean_gradient^2 (torch.optim.RMSprop
    with centered=True). Returns var (MindSpore 2.10's CPU kernel returns ones: docs/compat.md)."""
    _attrs = (("use_locking", False),)
    _n_inputs, _n_state = 9, 4

    def _step(self, var, mean_grad, mean_square, moment, grad, lr, decay, momentum, epsilon):
        mean_grad = decay * mean_grad + (1 - decay) * grad
        mean_square = decay * mean_square + (1 - decay) * grad * grad
        moment = momentum * moment + lr * grad / (mean_square - mean_grad * mean_grad + epsilon).sqrt()
        return var - moment, mean_grad, mean_square, moment


class ApplyFtrl(_ApplyOptimizer):
    """``ops.ApplyFtrl(use_locking=False)(var, accum, linear, grad, lr, l1, l2, lr_power)``: one FTRL-proximal
    step (no torch optimizer has it). Returns var."""
    _attrs = (("use_locking", False),)
    _n_inputs, _n_state = 8, 3
    _step = staticmethod(_ftrl)


class ApplyAdagradDA(_ApplyOptimizer):
    """``ops.ApplyAdagradDA(use_locking=False)(var, gradient_accumulator, gradient_squared_accumulator, grad, lr,
    l1, l2, global_step)``: Adagrad dual averaging: var = -lr * shrink(accumulator, l1 * step) / (l2 * step * lr
    + sqrt(squared_accumulator)). Returns var."""
    _attrs = (("use_locking", False),)
    _n_inputs, _n_state = 8, 3

    def _step(self, var, accum, squared_accum, grad, lr, l1, l2, global_step):
        accum, squared_accum = accum + grad, squared_accum + grad * grad
        shrunk = torch.sign(accum) * torch.clamp(accum.abs() - l1 * global_step, min=0) if l1 > 0 else accum
        return -lr * shrunk / (l2 * global_step * lr + squared_accum.sqrt()), accum, squared_accum


class ApplyAdamWithAmsgrad(_ApplyOptimizer):
    """``ops.ApplyAdamWithAmsgrad(beta1=0.9, beta2=0.999, epsilon=1e-8, use_locking=False)(var, m, v, vhat,
    beta1_power, beta2_power, lr, grad)``: Adam with vhat = max(vhat, v) in the denominator (torch.optim.Adam with
    amsgrad=True). Returns (var, m, v, vhat)."""
    _attrs = (("beta1", 0.9), ("beta2", 0.999), ("epsilon", 1e-8), ("use_locking", False))
    _n_inputs, _n_state, _returns = 8, 4, 4

    def _step(self, var, m, v, vhat, beta1_power, beta2_power, lr, grad):
        return _amsgrad(var, m, v, vhat, beta1_power, beta2_power, lr, self.beta1, self.beta2, self.epsilon, grad)


class ApplyAdamWithAmsgradV2(ApplyAdamWithAmsgrad):
    """``ops.ApplyAdamWithAmsgradV2(use_locking=False)(var, m, v, vhat, beta1_power, beta2_power, lr, beta1,
    beta2, epsilon, grad)``: ApplyAdamWithAmsgrad with beta1, beta2 and epsilon as inputs."""
    _attrs = (("use_locking", False),)
    _n_inputs = 11
    _step = staticmethod(_amsgrad)


# --- SparseApply* / FusedSparse*: the step on the rows of var that ``indices`` names ------------------------------
class _SparseApplyOptimizer(_ApplyOptimizer):
    """A sparse Apply primitive: the last input is the Int32/Int64 ``indices`` of the rows of var that the rows of
    grad (the input before it) update. ``_rows`` is how repeated indices combine, as MindSpore's CPU kernels do:
    ``"sum"`` (their grads are summed, one step per row), ``"each"`` (one step per index, in order) or ``"dense"``
    (the grads are summed into a zero gradient of var's shape and every row takes the step)."""

    _n_indices = 1
    _rows = "sum"
    _grad_like_var = False  # SparseApplyRMSProp: grad has var's shape

    def _update(self, state, rest, extra):
        var, (grad, rates) = state[0], (rest[-1], rest[:-1])
        indices = tensor_of(extra[0], self.name, "indices")
        if indices.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"For primitive[{self.name}], the input argument[indices] must be a type of {{Int32, "
                            f"Int64, Tensor[Int32], Tensor[Int64]}}, but got {_wrap(indices).dtype}")
        self._check_shapes(var, grad, indices)
        inside = (indices >= 0) & (indices < var.shape[0])  # MindSpore's kernels skip the rows outside var
        rows, grad = indices[inside].long(), grad[inside]
        if self._rows == "dense":
            return self._step(*state, *rates, torch.zeros_like(var).index_add_(0, rows, grad))
        new = [s.clone() for s in state]
        if self._rows == "sum":
            rows, where = torch.unique(rows, return_inverse=True)
            grad = torch.zeros((len(rows),) + tuple(grad.shape[1:]), dtype=grad.dtype).index_add_(0, where, grad)
            for target, value in zip(new, self._step(*[s[rows] for s in state], *rates, grad)):
                target[rows] = value
            return new
        for i, row in enumerate(rows.tolist()):
            for target, value in zip(new, self._step(*[s[row] for s in new], *rates, grad[i])):
                target[row] = value
        return new

    def _check_shapes(self, var, grad, indices):
        if self._grad_like_var and grad.shape != var.shape:
            shown = lambda shape: "[" + "".join(f"{d}," for d in shape) + "]"  # noqa: E731 - MindSpore's form
            raise ValueError(f"For primitive[{self.name}], the shape of grad : {shown(grad.shape)} must be equal "
                             f"to {shown(var.shape)}")
        if grad.shape[1:] != var.shape[1:]:
            raise ValueError(f"For primitive[{self.name}], the var_shape[1:] must be equal to grad_shape[1:], but "
                             f"got {list(var.shape[1:])} and {list(grad.shape[1:])}.")
        if indices.numel() != grad.shape[0]:
            raise ValueError(f"For '{self.name}', the indices size must be equal to grad first dimension size. But "
                             f"got indices size: {indices.numel()}, grad first dimension size: {grad.shape[0]}.")


def _check_ftrl_attrs(prim):
    check_positive_float(prim.lr, "lr", prim.name)
    check_non_negative_float(prim.l1, "l1", prim.name)
    check_non_negative_float(prim.l2, "l2", prim.name)
    check_is_float(prim.lr_power, "lr_power", prim.name)
    check_number(prim.lr_power, 0, LE, "lr_power", prim.name)


class SparseApplyFtrl(_SparseApplyOptimizer):
    """``ops.SparseApplyFtrl(lr, l1, l2, lr_power, use_locking=False)(var, accum, linear, grad, indices)``: the
    ApplyFtrl step on the rows ``indices`` of var, accum and linear (a repeated index steps once per occurrence).
    Returns (var, accum, linear)."""
    _attrs = (("lr", REQUIRED), ("l1", REQUIRED), ("l2", REQUIRED), ("lr_power", REQUIRED), ("use_locking", False))
    _n_inputs, _n_state, _returns = 5, 3, 3
    _rows = "each"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        _check_ftrl_attrs(self)

    def _step(self, var, accum, linear, grad):
        return _ftrl(var, accum, linear, grad, self.lr, self.l1, self.l2, self.lr_power)


class FusedSparseFtrl(SparseApplyFtrl):
    """``ops.FusedSparseFtrl(lr, l1, l2, lr_power, use_locking=False)(var, accum, linear, grad, indices)``:
    SparseApplyFtrl (its outputs are placeholders in MindSpore; msbridge returns the updated values)."""


class SparseApplyAdagrad(_SparseApplyOptimizer):
    """``ops.SparseApplyAdagrad(lr, update_slots=True, use_locking=False)(var, accum, grad, indices)``: the
    ApplyAdagrad step on the rows ``indices`` (the grads of a repeated index are summed first); with update_slots
    False, accum is left as it is. Returns (var, accum)."""
    _attrs = (("lr", REQUIRED), ("update_slots", True), ("use_locking", False))
    _n_inputs, _n_state, _returns = 4, 2, 2

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check_is_float(self.lr, "lr", self.name)

    def _step(self, var, accum, grad):
        if self.update_slots:
            accum = accum + grad * grad
        return var - self.lr * grad / accum.sqrt(), accum


class SparseApplyAdagradV2(SparseApplyAdagrad):
    """``ops.SparseApplyAdagradV2(lr, epsilon, use_locking=False, update_slots=True)(var, accum, grad, indices)``:
    SparseApplyAdagrad with var -= lr * grad / sqrt(accum + epsilon) (epsilon inside the root, as MindSpore 2.10's
    CPU kernel computes it; ApplyAdagradV2 adds it outside)."""
    _attrs = (("lr", REQUIRED), ("epsilon", REQUIRED), ("use_locking", False), ("update_slots", True))

    def _step(self, var, accum, grad):
        if self.update_slots:
            accum = accum + grad * grad
        return var - self.lr * grad / (accum + self.epsilon).sqrt(), accum


class SparseApplyRMSProp(_SparseApplyOptimizer):
    """``ops.SparseApplyRMSProp(rho, momentum, epsilon, use_locking=False)(var, ms, mom, lr, grad, indices)``: the
    ApplyRMSProp step (decay = rho) on the rows ``indices``, once per occurrence of an index; grad has var's shape
    (MindSpore checks it). Returns (var, ms, mom)."""
    _attrs = (("rho", REQUIRED), ("momentum", REQUIRED), ("epsilon", REQUIRED), ("use_locking", False))
    _n_inputs, _n_state, _returns = 6, 3, 3
    _rows, _grad_like_var = "each", True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check_float_range(self.rho, 0.0, 1.0, INC_BOTH, "rho", self.name)
        check_float_range(self.momentum, 0.0, 1.0, INC_BOTH, "momentum", self.name)
        check_positive_float(self.epsilon, "epsilon", self.name)

    def _step(self, var, mean_square, moment, lr, grad):
        return _rms_prop(var, mean_square, moment, lr, grad, self.rho, self.momentum, self.epsilon)


class FusedSparseProximalAdagrad(_SparseApplyOptimizer):
    """``ops.FusedSparseProximalAdagrad(use_locking=False)(var, accum, lr, l1, l2, grad, indices)``: the
    ApplyProximalAdagrad step on the rows ``indices`` (outputs: see FusedSparseFtrl)."""
    _attrs = (("use_locking", False),)
    _n_inputs, _n_state, _returns = 7, 2, 2
    _step = ApplyProximalAdagrad._step


class FusedSparseAdam(_SparseApplyOptimizer):
    """``ops.FusedSparseAdam(use_locking=False, use_nesterov=False)(var, m, v, beta1_power, beta2_power, lr,
    beta1, beta2, epsilon, grad, indices)``: one Adam step of every row, with the gradient zero outside the rows
    ``indices`` (torch.optim.Adam on a dense gradient; outputs: see FusedSparseFtrl). use_nesterov=True is not
    supported (NotImplementedError)."""
    _attrs = (("use_locking", False), ("use_nesterov", False))
    _unsupported = {"use_nesterov": False}
    _n_inputs, _n_state, _returns = 11, 3, 3
    _rows = "dense"

    _step = staticmethod(_adam)


class FusedSparseLazyAdam(FusedSparseAdam):
    """``ops.FusedSparseLazyAdam(use_locking=False, use_nesterov=False)(...)``: FusedSparseAdam on the rows
    ``indices`` only, the other rows of var, m and v untouched (nn.LazyAdam's step)."""
    _rows = "sum"


__all__ += ["ApplyRMSProp", "ApplyCenteredRMSProp", "ApplyFtrl", "ApplyAdagradDA", "ApplyAdamWithAmsgrad",
            "ApplyAdamWithAmsgradV2", "SparseApplyFtrl", "FusedSparseFtrl", "SparseApplyAdagrad", "SparseApplyAdagradV2",
            "SparseApplyRMSProp", "FusedSparseProximalAdagrad", "FusedSparseAdam", "FusedSparseLazyAdam"]
