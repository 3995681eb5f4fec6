"""mindspore.nn layers: activation. Each layer is one torch function of its input, after MindSpore's dtype checks."""
import numpy as np
import torch
import torch.nn.functional as F

from ..._checkparam import (check_bool, check_input_dtype, check_non_negative_int, check_positive_int, check_string,
                            check_value_type)
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ...ops.function import nn_func as N
from ...ops.function.nn_func import relu_t
from ...ops.function.random_dist_func import rrelu
from ..cell import Cell

__all__ = ["Softmin", "Softmax", "Softmax2d", "LogSoftmax", "LogSoftmaxExt", "ReLU", "ReLU6", "RReLU", "SeLU",
           "SiLU", "Tanh", "Tanhshrink", "Hardtanh", "GELU", "FastGelu", "Sigmoid", "Softsign", "PReLU", "PReLUExt",
           "get_activation", "LeakyReLU", "HSigmoid", "HSwish", "ELU", "LogSigmoid", "LRN", "SoftShrink", "HShrink",
           "CELU", "Threshold", "Mish", "GLU"]

# the input dtypes each MindSpore kernel accepts (measured on MindSpore 2.10 CPU): shared with ops (nn_func)
_F16_32, _HALF_32, _FLOAT, _FLOAT_NO_BF16 = N.F16_32, N.HALF_32, N.FLOAT, N.FLOAT_NO_BF16
_FLOAT_COMPLEX, _INT, _REAL = N.FLOAT_COMPLEX, N.INT, N.REAL
_KERNEL_DTYPES = N.ACTIVATION_DTYPES


class _Activation(Cell):
    """Base of the activations: check the input dtype (``_dtypes``), then ``_activate`` to the torch tensor."""

    _dtypes = _FLOAT

    def __init__(self):  # MindSpore's activations take no Cell arguments (auto_prefix, flags)
        super().__init__()

    def construct(self, input):
        t = input._t
        check_input_dtype(t, self._dtypes, type(self).__name__)
        return _wrap(self._activate(t))

    def _activate(self, t):
        raise NotImplementedError


def _unary(name, torch_fn, dtypes, doc):
    """An activation class without arguments whose forward is ``torch_fn(x)``."""
    return type(name, (_Activation,), {"__doc__": doc, "_dtypes": dtypes,
                                        "_activate": lambda self, t: torch_fn(t), "__module__": __name__})


# name: (kernel, dtype rule of MindSpore's kernel, what it computes) -- the kernels are ops' (nn_func)
_UNARY_LAYERS = {
    "ReLU6": (N.relu6_t, _KERNEL_DTYPES["ReLU6"], "``ops.relu6`` (min(relu(x), 6))"),
    "SiLU": (F.silu, _KERNEL_DTYPES["SiLU"], "``torch.nn.functional.silu``"),
    "Sigmoid": (torch.sigmoid, _FLOAT_COMPLEX, "``torch.sigmoid``"),
    "Tanh": (torch.tanh, _FLOAT_COMPLEX, "``torch.tanh``"),
    "Mish": (F.mish, _KERNEL_DTYPES["Mish"], "``torch.nn.functional.mish``"),
    "Softsign": (N.softsign_t, _KERNEL_DTYPES["Softsign"], "``ops.softsign`` (MindSpore's gradient at +-inf)"),
    "LogSigmoid": (F.logsigmoid, _KERNEL_DTYPES["LogSigmoid"], "``torch.nn.functional.logsigmoid``"),
    "FastGelu": (N.fast_gelu_t, _KERNEL_DTYPES["FastGeLU"], "``ops.fast_gelu`` (``x * torch.sigmoid(1.702 * x)``)"),
    "HSwish": (N.hardswish_t, _KERNEL_DTYPES["HSwish"], "``ops.hardswish`` (torch's values, MindSpore's gradient)"),
    "HSigmoid": (N.hardsigmoid_t, _KERNEL_DTYPES["HSigmoid"],
                 "``ops.hardsigmoid`` (``torch.nn.functional.hardsigmoid``; integers truncated)"),
    "SeLU": (N.selu_t, _KERNEL_DTYPES["SeLU"], "``ops.selu`` (int8/int32: the positive part, truncated)"),
    "Tanhshrink": (N.tanhshrink_t, _KERNEL_DTYPES["Tanhshrink"], "``ops.tanhshrink`` (integer inputs give Float32)"),
}
for _name, (_kernel, _kernel_dtypes, _what) in _UNARY_LAYERS.items():
    globals()[_name] = _unary(_name, _kernel, _kernel_dtypes, f"``nn.{_name}``: {_what}.")
ReLU6, SiLU, Sigmoid, Tanh, Mish, Softsign, LogSigmoid = (globals()[n] for n in (  # named for readers and linters
    "ReLU6", "SiLU", "Sigmoid", "Tanh", "Mish", "Softsign", "LogSigmoid"))
FastGelu, HSwish, HSigmoid, SeLU, Tanhshrink = (globals()[n] for n in (
    "FastGelu", "HSwish", "HSigmoid", "SeLU", "Tanhshrink"))


class ReLU(_Activation):
    """``nn.ReLU``: ``torch.relu`` (int inputs keep their dtype; bool passes through, as in MindSpore)."""

    _dtypes = _REAL
    _activate = staticmethod(relu_t)


def _in_float32(t, fn):
    """``fn(t)`` for float16/bfloat16 ``t`` through float32, where torch's CPU kernel lacks half precision."""
    if t.dtype in (torch.float16, torch.bfloat16):
        return fn(t.float()).to(t.dtype)
    return fn(t)


class Softmax2d(_Activation):
    """``nn.Softmax2d``: ``torch.softmax`` over the channel axis (-3) of a 3-D or 4-D input."""

    def construct(self, input):
        if input._t.dim() not in (3, 4):
            raise ValueError(f"For 'Softmax2d', the in_shape must have 3 or 4 dims, but got {input._t.dim()}.")
        return super().construct(input)

    def _activate(self, t):
        return torch.softmax(t, -3)


def _check_axis(axis, ndim, api):
    """``axis`` if it indexes an ``ndim``-D tensor (a 0-D tensor has no valid axis, as in MindSpore)."""
    if not -ndim <= axis < ndim:
        raise ValueError(f"For '{api}', the axis must be in [{-ndim},{ndim}), but got {axis}.")
    return axis


def _softmax_axis(axis, api):
    """The single int axis of Softmax/Softmin, which also take a 1-tuple; MindSpore's TypeError otherwise."""
    if isinstance(axis, tuple) and axis and all(isinstance(a, int) for a in axis):
        if len(axis) != 1:
            raise RuntimeError(f"For '{api}', only one axis is supported, but got {axis}.")
        return axis[0]
    if not isinstance(axis, int):
        raise TypeError(f"For '{api}', the type of 'axis' should be one of '[int, tuple of int]', "
                        f"but got {type(axis)}.")
    return axis


class Softmax(_Activation):
    """``nn.Softmax``: ``torch.softmax(x, axis)`` (``ops.softmax``'s kernel)."""

    def __init__(self, axis=-1):
        super().__init__()
        _softmax_axis(axis, "Softmax")
        self.axis = axis

    def _activate(self, t):
        return N.softmax_t(t, _check_axis(_softmax_axis(self.axis, "Softmax"), t.dim(), "Softmax"))


class Softmin(_Activation):
    """``nn.Softmin``: ``torch.nn.functional.softmin(x, axis)`` (``ops.softmin``'s kernel: softmax of -x)."""

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def _activate(self, t):
        return N.softmax_t(-t, _check_axis(_softmax_axis(self.axis, "Softmax"), t.dim(), "Softmax"))


class LogSoftmax(_Activation):
    """``nn.LogSoftmax``: ``torch.log_softmax(x, axis)`` (``ops.log_softmax``'s kernel)."""

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = axis

    def _activate(self, t):
        if not isinstance(self.axis, int) or isinstance(self.axis, bool):
            raise TypeError(f"For 'LogSoftmax', the 'axis' must be int, but got {type(self.axis).__name__}.")
        return N.log_softmax_t(t, _check_axis(self.axis, t.dim(), "LogSoftmax"))


class LogSoftmaxExt(_Activation):
    """``nn.LogSoftmaxExt``: ``torch.nn.functional.log_softmax(x, dim)`` (``dim=None`` picks it as torch does)."""

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def _activate(self, t):
        return F.log_softmax(t, self.dim)


def _check_real(name, value, api):
    """A Python int or float argument checked at call time, as MindSpore's functional ops do."""
    return check_value_type(value, [float, int], name, api)


class LeakyReLU(_Activation):
    """``nn.LeakyReLU``: ``torch.nn.functional.leaky_relu`` with slope ``alpha`` (default 0.2)."""

    _dtypes = _KERNEL_DTYPES["LeakyReLU"]

    def __init__(self, alpha=0.2):
        super().__init__()
        self.alpha = alpha

    def _activate(self, t):
        return N.leaky_relu_t(t, _check_real("alpha", self.alpha, "leaky_relu"))


class Hardtanh(_Activation):
    """``nn.Hardtanh``: ``torch.nn.functional.hardtanh``'s values as max(min(x, max_val), min_val)."""

    _dtypes = _KERNEL_DTYPES["Hardtanh"]

    def __init__(self, min_val=-1.0, max_val=1.0):
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val
        if self.min_val >= self.max_val:
            raise ValueError(f"For Hardtanh, min_val should be less than max_val,but got {min_val} and {max_val}")

    def _activate(self, t):
        return N.hardtanh_t(t, self.min_val, self.max_val)


class Threshold(_Activation):
    """``nn.Threshold``: ``torch.nn.functional.threshold`` (``value`` where ``x <= threshold``)."""

    _dtypes = _KERNEL_DTYPES["Threshold"]

    def __init__(self, threshold, value):
        super().__init__()
        self.threshold = threshold
        self.value = value

    def _activate(self, t):
        threshold = _check_real("thr", self.threshold, "threshold")
        return N.threshold_t(t, threshold, _check_real("value", self.value, "threshold"))


class GELU(_Activation):
    """``nn.GELU``: ``torch.nn.functional.gelu``; the tanh approximation unless ``approximate=False``."""

    def __init__(self, approximate=True):
        super().__init__()
        check_bool(approximate, "approximate", "GELU")
        self.approximate = "tanh" if approximate else "none"

    def _activate(self, t):
        return F.gelu(t, approximate=self.approximate)


class ELU(_Activation):
    """``nn.ELU``: ``torch.nn.functional.elu``; MindSpore's kernel only takes ``alpha=1.0``."""

    def __init__(self, alpha=1.0):
        super().__init__()
        self.alpha = alpha

    def _activate(self, t):
        if not isinstance(self.alpha, float):
            raise TypeError(f"For 'Elu', the 'alpha' must be float, but got {type(self.alpha).__name__}.")
        if self.alpha != 1.0:
            raise ValueError(f"For 'Elu', the 'alpha' must be 1.0, but got {self.alpha}.")
        return F.elu(t)


class CELU(_Activation):
    """``nn.CELU``: ``torch.nn.functional.celu(x, alpha)``."""

    _dtypes = _KERNEL_DTYPES["CeLU"]

    def __init__(self, alpha=1.0):
        super().__init__()
        self.alpha = alpha

    def _activate(self, t):
        if not isinstance(self.alpha, float):
            raise TypeError(f"For 'CeLU', the 'alpha' must be float, but got {type(self.alpha).__name__}.")
        if self.alpha == 0:
            raise ValueError(f"For 'CeLU', the 'alpha' must be not equal to 0, but got {self.alpha}.")
        return F.celu(t, self.alpha)


class _Shrink(_Activation):
    """Base of SoftShrink/HShrink: a ``lambd`` (bool, int or float) and a torch shrink function."""

    _dtypes = _KERNEL_DTYPES["HShrink"]

    def __init__(self, lambd=0.5):
        super().__init__()
        if not isinstance(lambd, (bool, int, float)):
            raise TypeError(f"For '{type(self).__name__}', the type of 'lambd' should be one of "
                            f"'[bool, int, float]', but got {type(lambd)}.")
        self.lambd = float(lambd)


class SoftShrink(_Shrink):
    """``nn.SoftShrink``: ``torch.nn.functional.softshrink(x, lambd)`` (a negative lambd fails when called)."""

    def _activate(self, t):
        if self.lambd < 0:
            raise RuntimeError(f"For 'SoftShrink', the values for lambd should be greater or equal to 0, "
                               f"but found to be [{self.lambd}].")
        return F.softshrink(t, self.lambd)


class HShrink(_Shrink):
    """``nn.HShrink``: ``torch.nn.functional.hardshrink(x, lambd)``."""

    def _activate(self, t):
        return F.hardshrink(t, self.lambd)


class GLU(_Activation):
    """``nn.GLU``: ``torch.nn.functional.glu(x, axis)`` (first half times the sigmoid of the second)."""

    def __init__(self, axis=-1):
        super().__init__()
        self.dim = axis

    def _activate(self, t):
        axis = _check_axis(self.dim, t.dim(), "GLU")
        if t.shape[axis] % 2:
            raise ValueError(f"For 'Split', x_shape[{axis}] must be divisible by output_num = 2, "
                             f"but got {t.shape[axis]}")
        return F.glu(t, axis)


class RReLU(Cell):
    """``nn.RReLU``: ``ops.rrelu`` (random slopes in [lower, upper] drawn on every call, in inference mode too,
    as MindSpore does)."""

    def __init__(self, lower=1 / 8, upper=1 / 3):
        super().__init__()
        check_value_type(upper, [float, int], "upper", "RReLU")
        check_value_type(lower, [float, int], "lower", "RReLU")
        if lower > upper:
            raise ValueError(f"For RReLU, the value of 'upper' must be greater than or equal to 'lower', "
                             f"but got upper: {upper}, lower: {lower}. ")
        self.lower = Tensor(lower, dtype=mstype.float32)
        self.upper = Tensor(upper, dtype=mstype.float32)
        self._bounds = (float(lower), float(upper))

    def construct(self, x):
        if not isinstance(x, Tensor):  # (MindSpore's nn.RReLU words it unlike ops.rrelu)
            raise TypeError(f"For 'rrelu', the input must be a Tensor, but got {type(x)}.")
        return rrelu(x, *self._bounds)


def _prelu_weight(channel, w):
    """PReLU's ``w`` argument (float, list of floats or a float16/float32 Tensor) as a Tensor of (channel,)."""
    if isinstance(w, (float, np.float32)):
        return Tensor(np.full((channel,), w, dtype=np.float32))
    if isinstance(w, list):
        if len(w) != channel:
            raise ValueError(f"For 'PReLU', the length of 'w' must be equal to the 'channel' when the 'w' is a list, "
                             f"but got the length of 'w': {len(w)}, the 'channel': {channel}.")
        for item in w:
            if not isinstance(item, (float, np.float32)):
                raise ValueError(f"For 'PReLU', all elements in 'w' must be float when the 'w' is a list, "
                                 f"but got {item}.")
        return Tensor(w, dtype=mstype.float32)
    if isinstance(w, Tensor):
        if w.dtype not in (mstype.float16, mstype.float32):
            raise ValueError(f"For 'PReLU', the dtype of 'w' must be float16 or float32 when the 'w' is a tensor, "
                             f"but got {w.dtype}.")
        if len(w.shape) != 1 or w.shape[0] != channel:
            raise ValueError(f"For 'PReLU', the dimension of 'w' must be 1, and the elements number should be equal "
                             f"to the 'channel' when the 'w' is a tensor, but got 'w' shape {w.shape}, "
                             f"the 'channel' {channel}.")
        return w
    raise TypeError(f"For 'PReLU', the 'w' only supported float, list and tensor, but got {type(w).__name__}.")


class PReLU(_Activation):
    """``nn.PReLU``: ``ops.prelu`` (torch.nn.functional.prelu); the slopes are the Parameter ``w`` named ``a``."""

    _dtypes = _KERNEL_DTYPES["PReLU"]

    def __init__(self, channel=1, w=0.25):
        super().__init__()
        check_positive_int(channel, "channel", "PReLU")
        self.w = Parameter(_prelu_weight(channel, w), name="a")

    def _activate(self, t):
        return N.prelu_t(t, self.w._t, "Prelu")


class PReLUExt(_Activation):
    """``nn.PReLUExt``: ``torch.nn.functional.prelu`` with the Parameter ``weight`` of (num_parameters,)."""

    def __init__(self, num_parameters=1, init=0.25, dtype=None):
        super().__init__()
        data = Tensor(np.full((num_parameters,), init, dtype=np.float32), dtype=dtype)
        self.weight = Parameter(data, name="weight")

    def _activate(self, t):
        return N.prelu_t(t, self.weight._t, "PReLUExt")


class LRN(_Activation):
    """``nn.LRN``: ``torch.nn.functional.local_response_norm`` over a window of 2*depth_radius+1 channels."""

    _dtypes = _F16_32

    def __init__(self, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region="ACROSS_CHANNELS"):
        super().__init__()
        check_value_type(depth_radius, [int], "depth_radius", "LRN")
        for name, value in (("bias", bias), ("alpha", alpha), ("beta", beta)):
            check_value_type(value, [float], name, "LRN")
        check_string(norm_region, ["ACROSS_CHANNELS"], "norm_region", "LRN")
        check_non_negative_int(depth_radius, "depth_radius", "LRN")
        self._size = 2 * depth_radius + 1
        self._args = (alpha * self._size, beta, bias)  # torch divides alpha by the window size

    def _activate(self, t):
        if t.dim() != 4:
            raise ValueError(f"For 'LRN', the rank of input must be equal to 4, but got {t.dim()}.")
        return _in_float32(t, lambda u: F.local_response_norm(u, self._size, *self._args))


_ACTIVATIONS = {
    "softmin": Softmin, "softmax": Softmax, "softmax2d": Softmax2d, "logsoftmax": LogSoftmax,
    "logsoftmaxExt": LogSoftmaxExt, "relu": ReLU, "relu6": ReLU6, "rrelu": RReLU, "silu": SiLU, "tanh": Tanh,
    "tanhshrink": Tanhshrink, "hardtanh": Hardtanh, "gelu": GELU, "fast_gelu": FastGelu, "elu": ELU,
    "sigmoid": Sigmoid, "softsign": Softsign, "prelu": PReLU, "preluExt": PReLUExt, "leakyrelu": LeakyReLU,
    "hswish": HSwish, "hsigmoid": HSigmoid, "logsigmoid": LogSigmoid, "softshrink": SoftShrink,
    "hshrink": HShrink, "threshold": Threshold, "mish": Mish,
}


def get_activation(name, prim_name=None):
    """``nn.get_activation``: a new activation Cell for a name of MindSpore's table ('relu', 'gelu', ...)."""
    if name is None:
        return None
    if name not in _ACTIVATIONS:
        prefix = f"For '{prim_name}', the" if prim_name else "The"
        raise KeyError(f"{prefix} 'name' must be in {list(_ACTIVATIONS)}, but got {name}.")
    return _ACTIVATIONS[name]()
