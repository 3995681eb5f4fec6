"""``mindspore.common.initializer``: MindSpore's initializers, drawing with torch generators.

Like MindSpore, every random draw takes one 63-bit seed from numpy's global generator; msbridge seeds a
``torch.Generator`` with it and draws with torch. So ``ms.set_seed``/``np.random.seed`` make initial values
reproducible and numpy's own stream advances exactly as under MindSpore (the values themselves are not
bit-identical to MindSpore's kernels). Random values are drawn in float32 and then cast, as MindSpore does.
Arguments are checked when the values are drawn, as in MindSpore, but before numpy's stream is touched.
"""
import math
import numbers

import numpy as np
import torch

from .. import context as _context
from .._numpy_compat import fill_value
from . import dtype as mstype
from .seed import _graph_seed, get_seed
from .tensor import Tensor, _check_ctor_dtype, _wrap

__all__ = ["Initializer", "initializer", "TruncatedNormal", "Normal", "Uniform", "HeUniform", "HeNormal",
           "XavierUniform", "XavierNormal", "One", "Zero", "Constant", "Identity", "Sparse", "Dirac",
           "Orthogonal", "VarianceScaling"]

_ALIASES = {}
_LINEAR_GAIN_ONE = ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
                    "conv_transpose3d", "sigmoid")


def _register(*aliases):
    """Class decorator: ``initializer(name)`` finds the class by its lower-cased name and by ``aliases``."""
    def register(cls):
        for alias in (cls.__name__.lower(),) + aliases:
            _ALIASES.setdefault(alias, cls)
        return cls
    return register


# --- shared helpers -------------------------------------------------------------------------------
def _real(value, name, owner):
    """``value`` as a float; TypeError (MindSpore's type) for anything that is not a real number."""
    if isinstance(value, Tensor) or (isinstance(value, numbers.Real) and not isinstance(value, complex)):
        return float(value)
    raise TypeError(f"For '{owner}', '{name}' must be a real number, but got {value!r} of type {type(value)}.")


def _sigma(value, owner):
    sigma = _real(value, "sigma", owner)
    if sigma < 0:
        raise ValueError(f"For '{owner}', sigma < 0: the standard deviation must be non-negative, but got {value}.")
    return sigma


def _generator():
    """A torch.Generator seeded by one draw from numpy's global stream (what MindSpore's kernels take)."""
    seed = np.random.randint(low=1, high=1 << 63, dtype=np.int64)
    return torch.Generator().manual_seed(int(seed))


def _normal(shape, mean, sigma):
    """float32 N(mean, sigma^2) draws (``torch.Tensor.normal_``)."""
    return torch.empty(shape).normal_(mean, sigma, generator=_generator())


def _uniform(shape, bound_a, bound_b):
    """float32 U(min, max) draws between the two bounds in either order (``torch.Tensor.uniform_``)."""
    low, high = sorted((bound_a, bound_b))
    return torch.empty(shape).uniform_(low, high, generator=_generator())


def _truncated_normal(shape, mean, sigma, bound_a, bound_b):
    """float32 N(mean, sigma^2) draws truncated to the absolute bounds (in either order), by inverse CDF.

    Works in float64 and on the lower tail (ndtr/ndtri keep their precision there), so bounds several
    sigmas away from the mean still give a proper truncated normal.
    """
    low, high = sorted((bound_a, bound_b))
    gen = _generator()
    if sigma == 0:
        return torch.full(shape, min(max(mean, low), high))
    flip = (low + high) / 2 > mean
    lo_, hi_ = (2 * mean - high, 2 * mean - low) if flip else (low, high)
    cdf = torch.special.ndtr(torch.tensor([(lo_ - mean) / sigma, (hi_ - mean) / sigma], dtype=torch.float64))
    values = torch.empty(shape, dtype=torch.float64).uniform_(cdf[0].item(), cdf[1].item(), generator=gen)
    values = mean + sigma * torch.special.ndtri(values)
    if flip:
        values = 2 * mean - values
    return values.clamp_(low, high).float()


def _fans(shape, owner=None):
    """(fan_in, fan_out) of a weight shape, as ``torch.nn.init._calculate_fan_in_and_fan_out``."""
    if len(shape) < 2:
        raise ValueError(("" if owner is None else f"For '{owner}', ")
                         + f"'fan_in' and 'fan_out' can not be computed for tensor with fewer than "
                         f"2 dimensions, but got dimensions {len(shape)}.")
    receptive = math.prod(shape[2:])
    return shape[1] * receptive, shape[0] * receptive


def _calculate_fan_in_and_fan_out(shape):
    """``mindspore.common.initializer._calculate_fan_in_and_fan_out(shape)`` (private in MindSpore, imported by real
    code): (fan_in, fan_out) of a weight shape; maps to ``torch.nn.init._calculate_fan_in_and_fan_out``."""
    return _fans(tuple(shape))


def _fan(shape, mode, owner):
    """fan_in or fan_out by ``mode`` (case-insensitive, as MindSpore)."""
    mode = mode.lower()
    if mode not in ("fan_in", "fan_out"):
        raise ValueError(f"For '{owner}', 'mode' {mode} not supported, please use one of ['fan_in', 'fan_out'].")
    fan_in, fan_out = _fans(shape, owner)
    return fan_in if mode == "fan_in" else fan_out


def _gain(nonlinearity, negative_slope, owner):
    """Recommended gain of a nonlinearity (``torch.nn.init.calculate_gain``, with MindSpore's checks)."""
    if nonlinearity in _LINEAR_GAIN_ONE:
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if negative_slope is None:
            negative_slope = 0.01
        elif isinstance(negative_slope, bool) or not isinstance(negative_slope, (int, float)):
            raise ValueError(f"For '{owner}', 'negative_slope' {negative_slope} is not a valid number: with "
                             f"nonlinearity 'leaky_relu' it must be int or float, but got {type(negative_slope)}.")
        return math.sqrt(2.0 / (1 + negative_slope ** 2))
    raise ValueError(f"For '{owner}', the argument 'nonlinearity' should be one of ['sigmoid', 'tanh', 'relu' or "
                     f"'leaky_relu'], but got {nonlinearity}.")


def _numpy_dtype(torch_dtype):
    """numpy dtype whose scalar casting MindSpore's ``arr.fill`` applies (float32 stands in for bfloat16)."""
    if torch_dtype == torch.bfloat16:
        return np.float32
    return torch.empty((), dtype=torch_dtype).numpy().dtype


def _torch_target(arr):
    """The torch tensor that ``init(arr)`` fills in place (msbridge Tensors and torch tensors)."""
    if isinstance(arr, Tensor):
        return arr._t
    if torch.is_tensor(arr):
        return arr
    raise AttributeError(f"For 'Initializer', the object to fill must be a numpy.ndarray or a Tensor, "
                         f"but got {type(arr)}: it has no attribute 'shape'.")


# --- the initializers -----------------------------------------------------------------------------
class Initializer:
    """Base of the initializers (``mindspore.common.initializer.Initializer``): ``init(arr)`` fills ``arr``.

    msbridge also keeps MindSpore 1.x's ``shape``/``dtype`` attributes, used by ``init_data()``.
    """

    def __init__(self, **kwargs):
        self._kwargs = kwargs
        self._seed = None
        self.shape = None
        self.dtype = None

    @property
    def seed(self):
        """(graph seed, op seed) as MindSpore reports them; the draws themselves follow numpy's stream."""
        if self._seed is None:
            return _graph_seed(get_seed(), "init")
        return self._seed + 1, 0

    @seed.setter
    def seed(self, value):
        self._seed = value

    def _initialize(self, arr):
        """MindSpore's extension point: a user subclass fills the numpy array ``arr`` in place."""
        raise NotImplementedError("Must be overridden!")

    def _values(self, shape, dtype):
        """Tensor of ``shape`` with the initial values (float32 draws, or exactly ``dtype``); torch.dtype in.
        Here (a user subclass): a numpy array of ``dtype`` (float32 where numpy has no such type) that
        ``_initialize`` fills, as MindSpore's ``Tensor.init_data``."""
        try:
            np_dtype = torch.empty(0, dtype=dtype).numpy().dtype
        except TypeError:
            np_dtype = np.float32
        arr = np.zeros(shape, np_dtype)
        self._initialize(arr)
        return torch.from_numpy(arr)

    def __call__(self, arr):
        """Fill ``arr`` (numpy array, Tensor or torch.Tensor) in place, casting as numpy assignment; None."""
        if isinstance(arr, np.ndarray) and type(self)._values is Initializer._values:
            self._initialize(arr)
            return
        if isinstance(arr, np.ndarray):
            arr[...] = self._values(arr.shape, torch.from_numpy(np.empty(0, arr.dtype)).dtype).numpy()
            return
        target = _torch_target(arr)
        values = self._values(tuple(target.shape), target.dtype)
        with torch.no_grad():
            target.copy_(values)

    def _host(self, shape, dtype):
        """torch CPU tensor of ``shape``/``dtype`` (MindSpore dtype) holding this initializer's values."""
        torch_dtype = mstype.to_torch_dtype(dtype)
        values = self._values(tuple(shape), torch_dtype)
        return values if values.dtype == torch_dtype else values.to(torch_dtype)

    def _tensor(self, shape, dtype):
        """``_host`` moved to the current device (drawn on the CPU, so a seed gives the same values everywhere)."""
        return _context._place(self._host(shape, dtype))

    def init_data(self):
        """msbridge: Tensor of ``self.shape``/``self.dtype`` (Float32 if unset) filled by this initializer."""
        if self.shape is None:
            raise AttributeError(f"For '{type(self).__name__}.init_data', 'shape' is not set.")
        return _wrap(self._tensor(self.shape, self.dtype or mstype.float32))


@_register("zeros")
class Zero(Initializer):
    """All zeros (``torch.zeros``)."""

    def _values(self, shape, dtype):
        return torch.zeros(shape, dtype=dtype)


@_register("ones")
class One(Initializer):
    """All ones (``torch.ones``)."""

    def _values(self, shape, dtype):
        return torch.ones(shape, dtype=dtype)


class Constant(Initializer):
    """``value`` everywhere (``torch.full``), cast to the dtype the way numpy 1.x's ``ndarray.fill`` casts."""

    def __init__(self, value):
        super().__init__(value=value)
        self.value = value

    def _values(self, shape, dtype):
        return torch.full(shape, fill_value(self.value, _numpy_dtype(dtype)).item(), dtype=dtype)


@_register()
class Identity(Initializer):
    """2-D identity matrix (``torch.eye``)."""

    def _values(self, shape, dtype):
        if len(shape) != 2:
            raise ValueError("For Identity initializer, the dimension of the initialized tensor should be 2, "
                             f"but got {len(shape)}.")
        return torch.eye(*shape)


@_register()
class Dirac(Initializer):
    """Dirac delta for 3/4/5-D conv weights, ``groups`` blocks (``torch.nn.init.dirac_``)."""

    def __init__(self, groups=1):
        super().__init__()
        self.groups = groups

    def _values(self, shape, dtype):
        if len(shape) not in (3, 4, 5):
            raise ValueError("For Dirac initializer, only support to initialize tensor with dimension of 3, 4 "
                             f"or 5, but got {len(shape)}.")
        if shape[0] % self.groups != 0:
            raise ValueError("For Dirac initializer, the first dimension of the initialized tensor must be "
                             f"divisible by groups, but got first dimension {shape[0]}, groups {self.groups}.")
        per_group = shape[0] // self.groups
        diagonal = range(min(per_group, shape[1]))
        rows = [group * per_group + i for group in range(self.groups) for i in diagonal]
        cols = [i for _ in range(self.groups) for i in diagonal]
        values = torch.zeros(shape)
        centre = tuple(size // 2 for size in shape[2:])
        values[(torch.tensor(rows, dtype=torch.long), torch.tensor(cols, dtype=torch.long)) + centre] = 1
        return values


@_register()
class Normal(Initializer):
    """N(mean, sigma^2) draws (``torch.nn.init.normal_``); note the argument order (sigma, mean)."""

    def __init__(self, sigma=0.01, mean=0.0):
        super().__init__(sigma=sigma, mean=mean)
        self.sigma = sigma
        self.mean = mean

    def _values(self, shape, dtype):
        sigma = _sigma(self.sigma, "Normal")
        return _normal(shape, _real(self.mean, "mean", "Normal"), sigma)


@_register()
class Uniform(Initializer):
    """U(-scale, scale) draws (``torch.nn.init.uniform_``)."""

    def __init__(self, scale=0.07):
        super().__init__(scale=scale)
        self.scale = scale

    def _values(self, shape, dtype):
        scale = _real(self.scale, "scale", "Uniform")
        return _uniform(shape, -scale, scale)


@_register()
class TruncatedNormal(Initializer):
    """N(mean, sigma^2) truncated to the absolute interval [a, b] (``torch.nn.init.trunc_normal_``)."""

    def __init__(self, sigma=0.01, mean=0.0, a=-2.0, b=2.0):
        super().__init__(sigma=sigma, mean=mean, a=a, b=b)
        self.sigma = sigma
        self.mean = mean
        self.a = a
        self.b = b

    def _values(self, shape, dtype):
        owner = "TruncatedNormal"
        sigma = _sigma(self.sigma, owner)
        return _truncated_normal(shape, _real(self.mean, "mean", owner), sigma, _real(self.a, "a", owner),
                                 _real(self.b, "b", owner))


class _KaimingBase(Initializer):
    """Shared arguments of HeUniform/HeNormal: the std is gain(nonlinearity) / sqrt(fan of ``mode``)."""

    def __init__(self, negative_slope=0, mode="fan_in", nonlinearity="leaky_relu"):
        super().__init__(negative_slope=negative_slope, mode=mode, nonlinearity=nonlinearity)
        self.negative_slope = negative_slope
        self.mode = mode
        self.nonlinearity = nonlinearity

    def _std(self, shape):
        owner = type(self).__name__
        fan = _fan(shape, self.mode, owner)
        return _gain(self.nonlinearity, self.negative_slope, owner) / math.sqrt(fan)


@_register("he_uniform")
class HeUniform(_KaimingBase):
    """Kaiming uniform: U(-b, b), b = gain * sqrt(3 / fan) (``torch.nn.init.kaiming_uniform_``)."""

    def _values(self, shape, dtype):
        bound = math.sqrt(3.0) * self._std(shape)
        return _uniform(shape, -bound, bound)


@_register("he_normal")
class HeNormal(_KaimingBase):
    """Kaiming normal: N(0, (gain / sqrt(fan))^2) (``torch.nn.init.kaiming_normal_``)."""

    def _values(self, shape, dtype):
        return _normal(shape, 0.0, self._std(shape))


class _GlorotBase(Initializer):
    """Shared argument of XavierUniform/XavierNormal: the scale factor ``gain``."""

    def __init__(self, gain=1):
        super().__init__(gain=gain)
        self.gain = gain

    def _scale(self, shape, numerator):
        """gain * sqrt(numerator / (fan_in + fan_out))."""
        owner = type(self).__name__
        gain = _real(self.gain, "gain", owner)
        fan_in, fan_out = _fans(shape, owner)
        return gain * math.sqrt(numerator / (fan_in + fan_out))


@_register("xavier_uniform")
class XavierUniform(_GlorotBase):
    """Glorot uniform: U(-b, b), b = gain * sqrt(6 / (fan_in + fan_out)) (``torch.nn.init.xavier_uniform_``)."""

    def _values(self, shape, dtype):
        bound = self._scale(shape, 6.0)
        return _uniform(shape, -bound, bound)


@_register("xavier_normal")
class XavierNormal(_GlorotBase):
    """Glorot normal: N(0, gain^2 * 2 / (fan_in + fan_out)) (``torch.nn.init.xavier_normal_``)."""

    def _values(self, shape, dtype):
        std = self._scale(shape, 2.0)
        return _normal(shape, 0.0, _sigma(std, type(self).__name__))


@_register()
class Orthogonal(Initializer):
    """(Semi-)orthogonal matrix times ``gain``, trailing dims flattened (``torch.nn.init.orthogonal_``)."""

    def __init__(self, gain=1.):
        super().__init__(gain=gain)
        self.gain = gain

    def _values(self, shape, dtype):
        if len(shape) < 2:
            raise ValueError("For Orthogonal initializer, the dimension of the initialized tensor should be no "
                             f"less than 2, but got {len(shape)}.")
        gain = _real(self.gain, "gain", "Orthogonal")
        rows = shape[0]
        cols = math.prod(shape) // rows
        data = _normal((rows, cols), 0.0, 1.0)
        wide = rows < cols
        q, r = torch.linalg.qr(data.T if wide else data)
        q = q * torch.sign(torch.diagonal(r))
        return ((q.T if wide else q) * gain).reshape(shape)


@_register()
class Sparse(Initializer):
    """2-D N(0, sigma^2) draws with ``ceil(sparsity * rows)`` zeros per column (``torch.nn.init.sparse_``).

    The zero rows of each column come from ``np.random.permutation``, exactly as in MindSpore.
    """

    def __init__(self, sparsity, sigma=0.01):
        super().__init__()
        self.sparsity = sparsity
        self.sigma = sigma

    def _values(self, shape, dtype):
        if len(shape) != 2:
            raise ValueError("For Sparse initializer, the dimension of the initialized tensor should be 2, "
                             f"but got {len(shape)}.")
        rows, cols = shape
        zero_num = int(np.ceil(_real(self.sparsity, "sparsity", "Sparse") * rows))
        values = _normal(shape, 0.0, _sigma(self.sigma, "Sparse"))
        zero_rows = np.array([np.random.permutation(rows)[:zero_num] for _ in range(cols)], dtype=np.int64)
        values[torch.from_numpy(zero_rows.reshape(cols, -1)).T, torch.arange(cols)] = 0
        return values


@_register()
class VarianceScaling(Initializer):
    """Draws with variance ``scale / n``, n the fan of ``mode`` (TF's variance_scaling on torch draws).

    As in MindSpore 2.10, ``distribution='truncated_normal'`` (the default) draws U(-sqrt(3 s/n), sqrt(3 s/n)),
    the same as ``'uniform'``; ``'untruncated_normal'`` draws N(0, s/n).
    """

    def __init__(self, scale=1.0, mode="fan_in", distribution="truncated_normal"):
        super().__init__(scale=scale, mode=mode, distribution=distribution)
        if _real(scale, "scale", "VarianceScaling") <= 0.:
            raise ValueError(f"For VarianceScaling initializer, the argument 'scale' must be greater than 0, "
                             f"but got {scale}.")
        if mode not in ("fan_in", "fan_out", "fan_avg"):
            raise ValueError("For VarianceScaling initializer, the argument 'mode' must be fan_in, fan_out or "
                             f"fan_avg, but got {mode}.")
        if distribution not in ("uniform", "truncated_normal", "untruncated_normal"):
            raise ValueError("For VarianceScaling initializer, the argument 'distribution' must be uniform, "
                             f"truncated_normal or untruncated_normal, but got {distribution}.")
        self.scale = scale
        self.mode = mode
        self.distribution = distribution

    def _values(self, shape, dtype):
        fan_in, fan_out = _fans(shape, "VarianceScaling")
        fan = {"fan_in": fan_in, "fan_out": fan_out, "fan_avg": (fan_in + fan_out) / 2.}[self.mode]
        variance = float(self.scale) / max(1., fan)
        if self.distribution == "untruncated_normal":
            return _normal(shape, 0.0, math.sqrt(variance))
        limit = math.sqrt(3.0 * variance)
        return _uniform(shape, -limit, limit)


# --- initializer() --------------------------------------------------------------------------------
def _check_shape(shape):
    """``shape`` as a tuple of positive Python ints (a list or a single number is accepted), or None."""
    if isinstance(shape, list):
        shape = tuple(shape)
    elif isinstance(shape, numbers.Number):
        shape = (shape,)
    for value in shape if shape is not None else ():
        if not isinstance(value, int) or value <= 0:
            raise ValueError("For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
                             f"positive integer, but got {shape}")
    return None if shape is None else tuple(int(v) for v in shape)  # (True is 1, as in MindSpore)


def _from_tensor(init, shape):
    """``initializer(Tensor, shape)`` returns the Tensor itself once its shape matches ``shape``."""
    expected = tuple(shape) if isinstance(shape, (tuple, list)) else (shape,)
    if init.shape != expected:
        raise ValueError("For 'initializer', the shape of the 'init' argument should be same as the argument "
                         f"'shape', but got the 'init' shape {list(init.shape)} and the 'shape' {shape}.")
    return init


def _resolve(init):
    """An Initializer for an alias (case-insensitive) or a number; Initializers pass through."""
    if isinstance(init, str):
        cls = _ALIASES.get(init.lower())
        if cls is None:
            raise ValueError(f"For 'initializer', the class corresponding to '{init}' was not found.")
        return cls()
    if isinstance(init, numbers.Number):
        return Constant(init)
    return init


def initializer(init, shape=None, dtype=mstype.float32):
    """A Tensor of ``shape``/``dtype`` filled by ``init``: an Initializer, its alias, a number or a Tensor.

    MindSpore returns a lazily initialised Tensor; msbridge fills it at once (torch ops, see the module doc), on
    the current device.
    """
    if isinstance(init, Tensor):
        return _from_tensor(init, shape)
    return _wrap(_context._place(initial_values(init, shape, dtype)))


def initial_values(init, shape, dtype):
    """The torch tensor ``initializer(init, shape, dtype)`` holds, before placement: drawn on the CPU (``init`` a
    Tensor: its own data)."""
    if not isinstance(init, (Tensor, numbers.Number, str, Initializer)):
        raise TypeError("For 'initializer', the type of the 'init' argument should be 'Tensor', 'number', "
                        f"'string' or 'initializer', but got {type(init)}.")
    if isinstance(init, Tensor):
        return _from_tensor(init, shape)._t
    shape = _check_shape(shape)
    init = _resolve(init)
    shape = shape if shape is not None else init.shape
    if shape is None:
        raise AttributeError(f"For 'initializer', 'shape' must be given to initialize with "
                             f"{type(init).__name__}, but got None.")
    if dtype is None:
        raise ValueError("For 'initializer', init, dtype and shape must have values at the same time, "
                         "but 'dtype' is None.")
    _check_ctor_dtype(dtype)
    return init._host(shape, dtype)
