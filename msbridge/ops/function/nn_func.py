"""mindspore.ops functional: nn_func (activations) over torch."""
import torch
import torch.nn.functional as F

from ...common.tensor import Tensor, _wrap
from ._interpolate import interpolate_t
from ._utils import check_axis, require_float, torch_dtype

__all__ = ["relu", "sigmoid", "softmax"]


def _tensor(value, api):
    if not isinstance(value, Tensor):
        raise TypeError(f"Failed calling {api} with \"{api}()(input={type(value).__name__})\".")
    return value._t


def relu_t(t):
    """max(x, 0) for any numeric dtype; Bool passes through (as MindSpore's ReLU)."""
    return t.clone() if t.dtype == torch.bool else torch.relu(t)


def relu(input, inplace=False):
    """``ops.relu``: torch.relu (integer inputs keep their dtype); ``inplace=True`` updates the input."""
    t = _tensor(input, "ReLU")
    if inplace:
        torch.relu_(t)
        return input
    return _wrap(relu_t(t))


def sigmoid(input):
    """``ops.sigmoid``: torch.sigmoid (float inputs only, as MindSpore's CPU kernel)."""
    t = _tensor(input, "Sigmoid")
    require_float(t, "Sigmoid")
    return _wrap(torch.sigmoid(t))


def softmax_t(t, axis, dtype=None, api="Softmax"):
    """torch.softmax along ``axis`` (float inputs only), optionally computed in ``dtype``."""
    axis = check_axis(axis, t.dim(), api)
    if dtype is not None:
        t = t.to(torch_dtype(dtype, api))
    require_float(t, api)
    return torch.softmax(t, axis)


def softmax(input, axis=-1, *, dtype=None):
    """``ops.softmax``: torch.softmax along ``axis`` (float inputs only)."""
    return _wrap(softmax_t(_tensor(input, "Softmax"), axis, dtype))


# --- activations from a table ----------------------------------------------------------------------
def _activation(torch_fn, api, rule, name="input"):
    """An activation with MindSpore's dtype rule ('float': float inputs only; 'numeric': no Bool;
    'any': every dtype, result in the input dtype)."""
    def op(input, *args, **kwargs):
        t = _tensor(input, api)
        if rule == "float":
            require_float(t, api)
        elif rule == "numeric" and t.dtype == torch.bool:
            raise TypeError(f"For '{api}', the input type Bool is not supported.")
        return _wrap(torch_fn(t, *args, **kwargs))
    op.__name__ = api
    return op


def _on_float(fn):
    """``fn`` computed in float for integer inputs, cast back to the input dtype (MindSpore's int kernels)."""
    return lambda t, *a: fn(t, *a) if t.is_floating_point() else fn(t.double(), *a).to(t.dtype)


_relu6 = _activation(F.relu6, "relu6", "float")
_silu = _activation(F.silu, "silu", "float")
_softsign = _activation(F.softsign, "softsign", "float")
_mish = _activation(F.mish, "mish", "float")
_logsigmoid = _activation(F.logsigmoid, "logsigmoid", "float")
_selu = _activation(F.selu, "selu", "float")
_hardswish = _activation(_on_float(F.hardswish), "hardswish", "numeric")
_hardsigmoid = _activation(_on_float(F.hardsigmoid), "hardsigmoid", "numeric")
_tanhshrink = _activation(lambda t: F.tanhshrink(t if t.is_floating_point() else t.float()), "tanhshrink", "numeric")


def relu6(x):
    """``ops.relu6``: torch.nn.functional.relu6 (float inputs)."""
    return _relu6(x)


def silu(input):
    """``ops.silu``: torch.nn.functional.silu (float inputs)."""
    return _silu(input)


def softsign(x):
    """``ops.softsign``: torch.nn.functional.softsign (float inputs)."""
    return _softsign(x)


def mish(x):
    """``ops.mish``: torch.nn.functional.mish (float inputs)."""
    return _mish(x)


def logsigmoid(x):
    """``ops.logsigmoid``: torch.nn.functional.logsigmoid (float inputs)."""
    return _logsigmoid(x)


def selu(input_x):
    """``ops.selu``: torch.nn.functional.selu (float inputs)."""
    return _selu(input_x)


def hardswish(input):
    """``ops.hardswish``: torch.nn.functional.hardswish (integer inputs keep their dtype)."""
    return _hardswish(input)


def hardsigmoid(input):
    """``ops.hardsigmoid``: torch.nn.functional.hardsigmoid (integer inputs keep their dtype)."""
    return _hardsigmoid(input)


def tanhshrink(input):
    """``ops.tanhshrink``: x - tanh(x) (torch.nn.functional.tanhshrink; integer inputs give Float32)."""
    return _tanhshrink(input)


def gelu(input, approximate="none"):
    """``ops.gelu``: torch.nn.functional.gelu ('none' or 'tanh'; float inputs)."""
    if approximate not in ("none", "tanh"):
        raise ValueError(f"For 'gelu', 'approximate' must be 'none' or 'tanh', but got {approximate}.")
    return _activation(F.gelu, "gelu", "float")(input, approximate=approximate)


def leaky_relu(input, alpha=0.2):
    """``ops.leaky_relu``: torch.where(x > 0, x, alpha * x); integer inputs use ``int(alpha)`` as MindSpore does."""
    t = _tensor(input, "leaky_relu")
    if t.dtype == torch.bool:
        return _wrap(t.clone())
    slope = alpha if t.is_floating_point() else int(alpha)
    return _wrap(torch.where(t > 0, t, t * slope).to(t.dtype))


def elu(input_x, alpha=1.0):
    """``ops.elu``: torch.nn.functional.elu (float inputs; MindSpore 2.10 accepts only ``alpha=1.0``)."""
    if alpha != 1.0:
        raise ValueError(f"For 'Elu', 'alpha' must be 1.0, but got {alpha}.")
    return _activation(F.elu, "elu", "float", "input_x")(input_x, alpha)


def celu(x, alpha=1.0):
    """``ops.celu``: torch.nn.functional.celu (float inputs)."""
    if alpha == 0:
        raise ValueError("For 'CeLU', the 'alpha' must not be 0.")
    return _activation(F.celu, "celu", "float", "x")(x, alpha)


def softplus(input, beta=1, threshold=20):
    """``ops.softplus``: torch.nn.functional.softplus (float inputs)."""
    return _activation(F.softplus, "softplus", "float")(input, beta, threshold)


def hardtanh(input, min_val=-1.0, max_val=1.0):
    """``ops.hardtanh``: torch.clamp to [min_val, max_val] (integer inputs keep their dtype)."""
    t = _tensor(input, "hardtanh")
    return _wrap(t.clone() if t.dtype == torch.bool else torch.clamp(t, min_val, max_val).to(t.dtype))


def softshrink(input, lambd=0.5):
    """``ops.softshrink``: torch.nn.functional.softshrink (float inputs)."""
    return _activation(F.softshrink, "softshrink", "float")(input, lambd)


def hardshrink(input, lambd=0.5):
    """``ops.hardshrink``: torch.nn.functional.hardshrink (float inputs)."""
    return _activation(F.hardshrink, "hardshrink", "float")(input, lambd)


def prelu(input, weight):
    """``ops.prelu``: torch.nn.functional.prelu (one weight per channel, axis 1)."""
    t, w = _tensor(input, "prelu"), _tensor(weight, "prelu")
    require_float(t, "prelu")
    return _wrap(F.prelu(t, w))


def glu(x, axis=-1):
    """``ops.glu``: torch.nn.functional.glu (first half times the sigmoid of the second half)."""
    t = _tensor(x, "glu")
    require_float(t, "glu")
    return _wrap(F.glu(t, check_axis(axis, t.dim(), "glu")))


def log_softmax(logits, axis=-1):
    """``ops.log_softmax``: torch.log_softmax along ``axis`` (float inputs)."""
    t = _tensor(logits, "LogSoftmax")
    require_float(t, "LogSoftmax")
    return _wrap(torch.log_softmax(t, check_axis(axis, t.dim(), "LogSoftmax")))


def softmin(x, axis=-1, *, dtype=None):
    """``ops.softmin``: softmax of ``-x`` along ``axis`` (torch.nn.functional.softmin)."""
    t = _tensor(x, "softmin")
    require_float(t, "softmin")
    return _wrap(softmax_t(-t, axis, dtype, "softmin"))


__all__ += ["relu6", "silu", "softsign", "mish", "logsigmoid", "selu", "hardswish", "hardsigmoid", "tanhshrink",
            "gelu", "leaky_relu", "elu", "celu", "softplus", "hardtanh", "softshrink", "hardshrink", "prelu", "glu",
            "log_softmax", "softmin"]


# --- layers as functions -----------------------------------------------------------------------------
def dropout(input, p=0.5, training=True, seed=None):
    """``ops.dropout``: torch.nn.functional.dropout (drop probability ``p`` in [0, 1); identity when not training;
    an explicit ``seed`` draws the mask from a generator seeded with it)."""
    t = _tensor(input, "dropout")
    if not isinstance(p, (int, float)) or not 0 <= p < 1:
        raise RuntimeError(f"For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got {1 - p}")
    require_float(t, "dropout")
    if seed is None or not training or p == 0:
        return _wrap(F.dropout(t, p, training))
    keep = torch.empty_like(t).bernoulli_(1 - p, generator=torch.Generator().manual_seed(seed))
    return _wrap(t * keep / (1 - p))


def dropout2d(input, p=0.5, training=True):
    """``ops.dropout2d``: torch.nn.functional.dropout2d (whole channels of an NCHW input)."""
    t = _tensor(input, "dropout2d")
    if t.dim() != 4:
        raise ValueError(f"For 'dropout2d', the input must be 4-D, but got {t.dim()}-D.")
    return _wrap(F.dropout2d(t, p, training))


def dense(input, weight, bias=None):
    """``ops.dense``: torch.nn.functional.linear (x @ weight.T + bias)."""
    t, w = _tensor(input, "dense"), _tensor(weight, "dense")
    if t.dtype != w.dtype:
        raise TypeError(f"For 'Dense', the dtype of 'weight' must be the same as 'input', but got "
                        f"{w.dtype} and {t.dtype}.")
    return _wrap(F.linear(t, w, None if bias is None else bias._t))


def _same_pads(sizes, kernel, stride, dilation):
    """torch.nn.functional.pad amounts (last axis first) for 'same' padding: output size ceil(size / stride),
    the odd pixel after (as MindSpore and TensorFlow do)."""
    nd = len(sizes)
    stride, dilation = ((v,) * nd if isinstance(v, int) else tuple(v) for v in (stride, dilation))
    pads = []
    for size, k, s, d in zip(sizes, kernel, stride, dilation):
        total = max((-(-size // s) - 1) * s + (k - 1) * d + 1 - size, 0)
        pads.append((total // 2, total - total // 2))
    return [p for pair in reversed(pads) for p in pair]


def _conv(nd):
    torch_fn = (F.conv1d, F.conv2d, F.conv3d)[nd - 1]
    api = f"conv{nd}d"

    def op(input, weight, bias=None, stride=1, pad_mode="valid", padding=0, dilation=1, groups=1):
        t, w = _tensor(input, api), _tensor(weight, api)
        if pad_mode not in ("valid", "same", "pad"):
            raise ValueError(f"For '{api}', 'pad_mode' must be 'valid', 'same' or 'pad', but got {pad_mode}.")
        if pad_mode != "pad" and padding not in (0, (0,) * nd):
            raise ValueError(f"For '{api}', 'padding' must be 0 when 'pad_mode' is '{pad_mode}', but got {padding}.")
        if isinstance(padding, (tuple, list)) and len(padding) != nd:
            raise ValueError(f"For '{api}', 'padding' must be an int or a tuple of {nd} integers, but got {padding}.")
        if pad_mode == "same":
            t = F.pad(t, _same_pads(t.shape[2:], w.shape[2:], stride, dilation))
        pad = padding if pad_mode == "pad" else 0
        try:
            return _wrap(torch_fn(t, w, None if bias is None else bias._t, stride, pad, dilation, groups))
        except RuntimeError as exc:
            raise ValueError(f"For '{api}', {exc}") from None
    op.__name__ = api
    op.__doc__ = (f"``ops.{api}``: torch.nn.functional.{api} with MindSpore's ``pad_mode`` ('valid', 'same', "
                  "'pad' with ``padding``).")
    return op


conv1d = _conv(1)
conv2d = _conv(2)
conv3d = _conv(3)


def max_pool2d(x, kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False):
    """``ops.max_pool2d``: torch.nn.functional.max_pool2d (``stride`` defaults to ``kernel_size``)."""
    t = _tensor(x, "max_pool2d")
    result = F.max_pool2d(t, kernel_size, stride, padding, dilation, ceil_mode, return_indices)
    return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result)


def avg_pool2d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=0):
    """``ops.avg_pool2d``: torch.nn.functional.avg_pool2d (``divisor_override`` 0 means none)."""
    t = _tensor(input_x, "avg_pool2d")
    require_float(t, "avg_pool2d")
    return _wrap(F.avg_pool2d(t, kernel_size, stride, padding, ceil_mode, count_include_pad,
                              divisor_override or None))


def avg_pool1d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True):
    """``ops.avg_pool1d``: torch.nn.functional.avg_pool1d."""
    t = _tensor(input_x, "avg_pool1d")
    require_float(t, "avg_pool1d")
    return _wrap(F.avg_pool1d(t, kernel_size, stride, padding, ceil_mode, count_include_pad))


def _divisible_1d(t, output_size, api):
    if t.shape[-1] % output_size:
        raise ValueError(f"For {api} input's last dimension must be divisible by output size {output_size}, but got "
                         f"{t.shape[-1]}.")
    return t


def adaptive_avg_pool1d(input, output_size):
    """``ops.adaptive_avg_pool1d``: torch.nn.functional.adaptive_avg_pool1d (the length must divide evenly)."""
    t = _divisible_1d(_tensor(input, "adaptive_avg_pool1d"), output_size, "adaptive_avg_pool1d")
    return _wrap(F.adaptive_avg_pool1d(t, output_size))


def adaptive_avg_pool2d(input, output_size):
    """``ops.adaptive_avg_pool2d``: torch.nn.functional.adaptive_avg_pool2d (None keeps the input size)."""
    return _wrap(F.adaptive_avg_pool2d(_tensor(input, "adaptive_avg_pool2d"), output_size))


def adaptive_max_pool1d(input, output_size):
    """``ops.adaptive_max_pool1d``: torch.nn.functional.adaptive_max_pool1d (the length must divide evenly)."""
    t = _divisible_1d(_tensor(input, "adaptive_max_pool1d"), output_size, "adaptive_max_pool1d")
    return _wrap(F.adaptive_max_pool1d(t, output_size))


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """``ops.adaptive_max_pool2d``: torch.nn.functional.adaptive_max_pool2d (indices Int64)."""
    result = F.adaptive_max_pool2d(_tensor(input, "adaptive_max_pool2d"), output_size, return_indices)
    return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result)


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None):
    """``ops.interpolate``: torch.nn.functional.interpolate with MindSpore's argument rules."""
    return _wrap(interpolate_t(_tensor(input, "interpolate"), size, scale_factor, mode, align_corners,
                               recompute_scale_factor))


_PAD_MODES = {"constant": "constant", "reflect": "reflect", "replicate": "replicate", "circular": "circular"}


def pad(input_x, padding, mode="constant", value=None):
    """``ops.pad``: torch.nn.functional.pad (``padding`` pairs from the last axis backwards)."""
    t = _tensor(input_x, "pad")
    if mode not in _PAD_MODES:
        raise ValueError(f"For 'pad', the 'mode' must be one of {list(_PAD_MODES)}, but got {mode}.")
    if isinstance(padding, Tensor):
        padding = padding._t.tolist()
    if not isinstance(padding, (tuple, list)) or len(padding) % 2 or len(padding) > 2 * t.dim():
        raise ValueError(f"For 'pad', the length of 'padding' must be even and at most {2 * t.dim()}, but got "
                         f"{padding!r}.")
    if mode != "constant" and value is not None:
        raise ValueError(f"For 'pad', 'value' is only used by the 'constant' mode, but got mode '{mode}'.")
    try:
        return _wrap(F.pad(t, tuple(padding), mode, value if mode == "constant" else None))
    except (RuntimeError, NotImplementedError) as exc:
        raise ValueError(f"For 'pad', {exc}") from None


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    """``ops.layer_norm``: torch.nn.functional.layer_norm."""
    t = _tensor(input, "layer_norm")
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    return _wrap(F.layer_norm(t, shape, None if weight is None else weight._t, None if bias is None else bias._t,
                              eps))


def batch_norm(input_x, running_mean, running_var, weight, bias, training=False, momentum=0.1, eps=1e-05):
    """``ops.batch_norm``: torch.nn.functional.batch_norm (running statistics updated in place when training)."""
    ts = [_tensor(v, "batch_norm") for v in (input_x, running_mean, running_var, weight, bias)]
    return _wrap(F.batch_norm(ts[0], ts[1], ts[2], ts[3], ts[4], training, momentum, eps))


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
    """``ops.group_norm``: torch.nn.functional.group_norm."""
    t = _tensor(input, "group_norm")
    return _wrap(F.group_norm(t, num_groups, None if weight is None else weight._t,
                              None if bias is None else bias._t, eps))


def pixel_shuffle(input, upscale_factor):
    """``ops.pixel_shuffle``: torch.nn.functional.pixel_shuffle."""
    return _wrap(F.pixel_shuffle(_tensor(input, "pixel_shuffle"), upscale_factor))


def pixel_unshuffle(input, downscale_factor):
    """``ops.pixel_unshuffle``: torch.nn.functional.pixel_unshuffle."""
    return _wrap(F.pixel_unshuffle(_tensor(input, "pixel_unshuffle"), downscale_factor))


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """``ops.unfold``: torch.nn.functional.unfold (sliding blocks as columns)."""
    return _wrap(F.unfold(_tensor(input, "unfold"), kernel_size, dilation, padding, stride))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """``ops.fold``: torch.nn.functional.fold (columns summed back into an image)."""
    size = output_size._t.tolist() if isinstance(output_size, Tensor) else output_size
    return _wrap(F.fold(_tensor(input, "fold"), size, kernel_size, dilation, padding, stride))


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False):
    """``ops.embedding``: torch.nn.functional.embedding (rows of ``weight`` at the indices)."""
    return _wrap(F.embedding(_tensor(input, "embedding").long(), _tensor(weight, "embedding"), padding_idx,
                             max_norm, norm_type, scale_grad_by_freq))


__all__ += ["dropout", "dropout2d", "dense", "conv1d", "conv2d", "conv3d", "max_pool2d", "avg_pool2d", "avg_pool1d",
            "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_max_pool1d", "adaptive_max_pool2d",
            "interpolate", "pad", "layer_norm", "batch_norm", "group_norm", "pixel_shuffle", "pixel_unshuffle",
            "unfold", "fold", "embedding"]


def threshold(input, thr, value):
    """``ops.threshold``: torch.nn.functional.threshold (``value`` where input <= ``thr``)."""
    return _wrap(F.threshold(_tensor(input, "threshold"), thr, value))


def fast_gelu(x):
    """``ops.fast_gelu``: x * sigmoid(1.702 x) (MindSpore's FastGeLU formula)."""
    t = _tensor(x, "fast_gelu")
    require_float(t, "fast_gelu")
    wide = t.float()
    return _wrap((wide * torch.sigmoid(1.702 * wide)).to(t.dtype))


def dropout1d(input, p=0.5, training=True):
    """``ops.dropout1d``: torch.nn.functional.dropout1d (whole channels of an NCL input)."""
    return _wrap(F.dropout1d(_tensor(input, "dropout1d"), p, training))


def dropout3d(input, p=0.5, training=True):
    """``ops.dropout3d``: torch.nn.functional.dropout3d (whole channels of an NCDHW input)."""
    return _wrap(F.dropout3d(_tensor(input, "dropout3d"), p, training))


def max_pool3d(x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """``ops.max_pool3d``: torch.nn.functional.max_pool3d."""
    result = F.max_pool3d(_tensor(x, "max_pool3d"), kernel_size, stride, padding, dilation, ceil_mode, return_indices)
    return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result)


def avg_pool3d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=0):
    """``ops.avg_pool3d``: torch.nn.functional.avg_pool3d (``divisor_override`` 0 means none)."""
    return _wrap(F.avg_pool3d(_tensor(input_x, "avg_pool3d"), kernel_size, stride, padding, ceil_mode,
                              count_include_pad, divisor_override or None))


def adaptive_avg_pool3d(input, output_size):
    """``ops.adaptive_avg_pool3d``: torch.nn.functional.adaptive_avg_pool3d."""
    return _wrap(F.adaptive_avg_pool3d(_tensor(input, "adaptive_avg_pool3d"), output_size))


def adaptive_max_pool3d(input, output_size, return_indices=False):
    """``ops.adaptive_max_pool3d``: torch.nn.functional.adaptive_max_pool3d."""
    result = F.adaptive_max_pool3d(_tensor(input, "adaptive_max_pool3d"), output_size, return_indices)
    return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result)


def lp_pool1d(x, norm_type, kernel_size, stride=None, ceil_mode=False):
    """``ops.lp_pool1d``: torch.nn.functional.lp_pool1d."""
    return _wrap(F.lp_pool1d(_tensor(x, "lp_pool1d"), norm_type, kernel_size, stride, ceil_mode))


def lp_pool2d(x, norm_type, kernel_size, stride=None, ceil_mode=False):
    """``ops.lp_pool2d``: torch.nn.functional.lp_pool2d."""
    return _wrap(F.lp_pool2d(_tensor(x, "lp_pool2d"), norm_type, kernel_size, stride, ceil_mode))


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=False):
    """``ops.grid_sample``: torch.nn.functional.grid_sample."""
    return _wrap(F.grid_sample(_tensor(input, "grid_sample"), _tensor(grid, "grid_sample"), mode, padding_mode,
                               align_corners))


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """``ops.conv_transpose2d``: torch.nn.functional.conv_transpose2d."""
    return _wrap(F.conv_transpose2d(_tensor(input, "conv_transpose2d"), _tensor(weight, "conv_transpose2d"),
                                    None if bias is None else bias._t, stride, padding, output_padding, groups,
                                    dilation))


def channel_shuffle(x, groups):
    """``ops.channel_shuffle``: torch.nn.functional.channel_shuffle (inputs of rank 4 or more)."""
    if _tensor(x, "channel_shuffle").dim() <= 3:
        raise TypeError(f"For ChannelShuffle, expect input with > 3 dims, but got {x._t.dim()}.")
    return _wrap(F.channel_shuffle(_tensor(x, "channel_shuffle"), groups))


def bias_add(input_x, bias):
    """``ops.bias_add``: input_x + bias along axis 1 (NCHW)."""
    t, b = _tensor(input_x, "bias_add"), _tensor(bias, "bias_add")
    if b.dim() != 1 or t.dim() < 2 or b.shape[0] != t.shape[1]:
        raise ValueError(f"For 'BiasAdd', bias shape {tuple(b.shape)} must equal input_x[1] shape, but got input_x "
                         f"shape {tuple(t.shape)}.")
    return _wrap(t + b.reshape((-1,) + (1,) * (t.dim() - 2)))


def gumbel_softmax(logits, tau=1.0, hard=False, dim=-1):
    """``ops.gumbel_softmax``: torch.nn.functional.gumbel_softmax (torch's generator)."""
    return _wrap(F.gumbel_softmax(_tensor(logits, "gumbel_softmax"), tau, hard, dim=dim))


__all__ += ["threshold", "fast_gelu", "dropout1d", "dropout3d", "max_pool3d", "avg_pool3d", "adaptive_avg_pool3d",
            "adaptive_max_pool3d", "lp_pool1d", "lp_pool2d", "grid_sample", "conv_transpose2d", "channel_shuffle",
            "bias_add", "gumbel_softmax"]
