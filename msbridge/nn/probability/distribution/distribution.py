"""The Distribution base Cell: parameter handling shared by every distribution, each method a torch formula."""
import numpy as np
import torch

from ....common import dtype as mstype
from ....common.handles import wrap
from ....common.tensor import Tensor
from ...cell import Cell

_FLOATS = (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16)


def as_torch(value, dtype):
    """A parameter or value as a torch tensor of ``dtype`` (Tensors, numbers, lists and numpy arrays)."""
    if isinstance(value, Tensor):
        return value._t.to(dtype)
    return torch.as_tensor(value, dtype=dtype)


def _kl(dist, other):
    """KL(dist || other): the formula object's own ``kl`` where it has one, else torch's registry."""
    return dist.kl(other) if hasattr(dist, "kl") else torch.distributions.kl_divergence(dist, other)


def _supported(method):
    """Raise MindSpore's NotImplementedError where the distribution lacks ``method`` (``_unsupported``)."""
    def run(self, *args, **kwargs):
        if method.__name__ in self._unsupported:
            raise NotImplementedError(f"{self._unsupported[method.__name__]} is not implemented for {self._name} "
                                      "distribution.")
        return method(self, *args, **kwargs)
    run.__name__, run.__qualname__, run.__doc__ = method.__name__, method.__qualname__, method.__doc__
    return run


class NamedCell(Cell):
    """A Cell with MindSpore's read-only ``name`` and ``dtype`` properties (distributions and bijectors)."""

    @property
    def name(self):
        return self._name

    @property
    def dtype(self):
        return self._dtype


class Distribution(NamedCell):
    """``Distribution(seed, dtype, name, param)``: the base of msbridge's distributions. Subclasses name their
    parameters (``_param_names``, shown as ``_labels`` in the repr), check them (``_check``) and give the torch
    distribution of a parameter tuple (``_torch``); every method takes the parameters given at construction unless
    the call passes its own after the value."""

    _param_names = ()
    _labels = ()
    _unsupported = {}

    def __init__(self, seed, dtype, name, param):
        super().__init__()
        self.seed = 0 if seed is None else seed
        self._dtype, self._name, self._settings = dtype, name, param
        self._init_params = tuple(param.get(key) for key in self._param_names)

    def _compute_dtype(self):
        """The torch dtype the formulas run in: the distribution's float dtype (float32 for integer ones)."""
        return mstype.to_torch_dtype(self._dtype) if self._dtype in _FLOATS else torch.float32

    def _positive(self, value, message):
        if value is not None and np.any(np.asarray(value.asnumpy() if isinstance(value, Tensor) else value) <= 0):
            raise ValueError(message)

    def extend_repr(self):
        shown = [None if v is None else np.asarray(v.asnumpy() if isinstance(v, Tensor) else v, np.float32)
                 for v in self._init_params]
        return ", ".join(f"{label} = {value!s}" for label, value in zip(self._labels, shown))

    def _check_dtype(self, dtype, api=None):
        if dtype not in _FLOATS:
            raise TypeError(f"For '{api or self._name}', the 'dtype' should be one of [mindspore.float16, "
                            "mindspore.float32, mindspore.float64, mindspore.bfloat16, mindspore.float8_e4m3fn, "
                            f"mindspore.float8_e5m2, mindspore.hifloat8], but got '{dtype!r}'.")

    def _param_values(self, given):
        """The torch parameters of a call: those passed, else those of the construction."""
        torch_dtype = self._compute_dtype()
        out = []
        for i, name in enumerate(self._param_names):
            value = given[i] if i < len(given) and given[i] is not None else self._init_params[i]
            if value is None:
                raise TypeError(f"the type {name} must be subclass of Tensor. It can not be None since it is not "
                                "specified during initialization.")
            out.append(as_torch(value, torch_dtype))
        return out

    def _dist(self, given):
        return self._torch(*self._param_values(given))

    def _value(self, value):
        return as_torch(value, self._compute_dtype())

    @_supported
    def prob(self, value, *params):
        """The density at ``value``."""
        return wrap(self._dist(params).log_prob(self._value(value)).exp())

    @_supported
    def log_prob(self, value, *params):
        """The log density at ``value``."""
        return wrap(self._dist(params).log_prob(self._value(value)))

    @_supported
    def cdf(self, value, *params):
        """P(X <= value)."""
        return wrap(self._dist(params).cdf(self._value(value)))

    @_supported
    def log_cdf(self, value, *params):
        """log P(X <= value)."""
        return wrap(torch.log(self._dist(params).cdf(self._value(value))))

    @_supported
    def survival_function(self, value, *params):
        """P(X > value)."""
        return wrap(1 - self._dist(params).cdf(self._value(value)))

    @_supported
    def log_survival(self, value, *params):
        """log P(X > value)."""
        dist = self._dist(params)
        value = self._value(value)
        if hasattr(dist, "log_survival"):
            return wrap(dist.log_survival(value))
        return wrap(torch.log(1 - dist.cdf(value)))

    @_supported
    def mean(self, *params):
        """The mean."""
        return wrap(self._dist(params).mean)

    @_supported
    def var(self, *params):
        """The variance."""
        return wrap(self._dist(params).variance)

    @_supported
    def sd(self, *params):
        """The standard deviation."""
        return wrap(self._dist(params).stddev)

    @_supported
    def mode(self, *params):
        """The mode."""
        return wrap(self._dist(params).mode)

    @_supported
    def entropy(self, *params):
        """The differential entropy."""
        return wrap(self._dist(params).entropy())

    def _other(self, dist, params):
        if dist != self._name:
            raise ValueError(f"Expected dist input is {self._name}, but got {dist}.")
        torch_dtype = self._compute_dtype()
        return self._torch(*(as_torch(p, torch_dtype) for p in params))

    @_supported
    def kl_loss(self, dist, *params):
        """KL(self || ``dist`` with the parameters ``params``, then the distribution's own)."""
        other = self._other(dist, params[:len(self._param_names)])
        return wrap(_kl(self._dist(params[len(self._param_names):]), other))

    @_supported
    def cross_entropy(self, dist, *params):
        """H(self, ``dist``) = entropy + KL."""
        other = self._other(dist, params[:len(self._param_names)])
        mine = self._dist(params[len(self._param_names):])
        return wrap(mine.entropy() + _kl(mine, other))

    @_supported
    def sample(self, shape=(), *params):
        """Draws of shape ``shape`` + the parameters' broadcast shape (torch's default generator)."""
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        return wrap(self._dist(params).sample(shape).to(mstype.to_torch_dtype(self._dtype)))

    def construct(self, name, *args, **kwargs):
        """Calls the method ``name`` (MindSpore's Cell entry point)."""
        return getattr(self, name)(*args, **kwargs)
