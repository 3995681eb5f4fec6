"""Exponential, Uniform, Laplace and Logistic: torch.distributions where MindSpore's formulas agree, written out
where torch has none (Logistic) or evaluates outside the support (Exponential below 0)."""
import math

import numpy as np
import torch
import torch.nn.functional as F

from ....common import dtype as mstype
from ....common.tensor import Tensor
from .distribution import Distribution


class _Exponential(torch.distributions.Exponential):
    """torch's Exponential with density and cdf 0 below 0, as MindSpore's."""

    def log_prob(self, value):
        return torch.where(value < 0, -math.inf, super().log_prob(value))

    def cdf(self, value):
        return torch.where(value < 0, 0.0, super().cdf(value))

    def log_survival(self, value):
        return torch.where(value < 0, 0.0, -self.rate * value)


class _Logistic:
    """The logistic distribution's formulas (torch has none)."""

    def __init__(self, loc, scale):
        self.loc, self.scale = torch.broadcast_tensors(loc, scale)
        self.mean = self.mode = self.loc
        self.stddev = self.scale * (math.pi / math.sqrt(3))
        self.variance = self.stddev ** 2

    def _z(self, value):
        return (value - self.loc) / self.scale

    def log_prob(self, value):
        z = self._z(value)
        return -z - torch.log(self.scale) - 2 * F.softplus(-z)

    def cdf(self, value):
        return torch.sigmoid(self._z(value))

    def log_survival(self, value):
        return F.logsigmoid(-self._z(value))

    def entropy(self):
        return torch.log(self.scale) + 2

    def sample(self, shape):
        u = torch.rand(tuple(shape) + self.loc.shape, dtype=self.loc.dtype)
        return self.loc + self.scale * (torch.log(u) - torch.log1p(-u))


# what MindSpore 2.10's Laplace and StudentT lack (its log_survival message names log_cdf)
_DENSITY_ONLY = {"cdf": "cdf", "log_cdf": "log_cdf", "survival_function": "survival_function",
                 "log_survival": "log_cdf", "mean": "mean", "sd": "sd", "var": "var", "mode": "mode",
                 "entropy": "entropy", "kl_loss": "kl_loss", "cross_entropy": "cross_entropy", "sample": "sample"}


class Exponential(Distribution):
    """``Exponential(rate=None, seed=None, dtype=mstype.float32, name="Exponential")``: density
    ``rate * exp(-rate x)`` on x >= 0, as ``torch.distributions.Exponential``."""

    _param_names = ("rate",)
    _labels = ("rate",)

    def __init__(self, rate=None, seed=None, dtype=mstype.float32, name="Exponential"):
        super().__init__(seed, dtype, name, {"rate": rate, "seed": seed, "dtype": dtype, "name": name})
        self._check_dtype(dtype)
        self._positive(rate, "rate must be greater than zero.")

    def _torch(self, rate):
        return _Exponential(rate, validate_args=False)


class Uniform(Distribution):
    """``Uniform(low=None, high=None, seed=None, dtype=mstype.float32, name="Uniform")``: constant density on
    [low, high), as ``torch.distributions.Uniform`` (no mode, as in MindSpore)."""

    _param_names = ("low", "high")
    _labels = ("low", "high")
    _unsupported = {"mode": "mode"}

    def __init__(self, low=None, high=None, seed=None, dtype=mstype.float32, name="Uniform"):
        super().__init__(seed, dtype, name, {"low": low, "high": high, "seed": seed, "dtype": dtype, "name": name})
        self._check_dtype(dtype)
        if low is not None and high is not None:
            low_np, high_np = (np.asarray(v.asnumpy() if isinstance(v, Tensor) else v) for v in (low, high))
            if np.any(low_np >= high_np):
                raise ValueError("low must be less than high")

    def _torch(self, low, high):
        return torch.distributions.Uniform(low, high, validate_args=False)


class Laplace(Distribution):
    """``Laplace(mean=None, sd=None, seed=None, dtype=mstype.float32, name="Laplace")``: density
    ``exp(-|x - mean| / sd) / (2 sd)`` (``sd`` is the scale), as ``torch.distributions.Laplace``; MindSpore 2.10
    gives it only prob and log_prob (no sampling)."""

    _param_names = ("mean", "sd")
    _unsupported = _DENSITY_ONLY

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name="Laplace"):
        super().__init__(seed, dtype, name, {"mean": mean, "sd": sd, "seed": seed, "dtype": dtype, "name": name})
        self._check_dtype(dtype)
        self._positive(sd, "Standard deviation must be greater than zero.")

    def _torch(self, mean, sd):
        return torch.distributions.Laplace(mean, sd, validate_args=False)


class Logistic(Distribution):
    """``Logistic(loc=None, scale=None, seed=None, dtype=mstype.float32, name="Logistic")``: cdf
    ``sigmoid((x - loc) / scale)`` (no KL divergence, as in MindSpore)."""

    _param_names = ("loc", "scale")
    _labels = ("location", "scale")
    _unsupported = {"kl_loss": "kl_loss", "cross_entropy": "cross_entropy"}

    def __init__(self, loc=None, scale=None, seed=None, dtype=mstype.float32, name="Logistic"):
        super().__init__(seed, dtype, name, {"loc": loc, "scale": scale, "seed": seed, "dtype": dtype,
                                             "name": name})
        self._check_dtype(dtype)
        self._positive(scale, "scale must be greater than zero.")

    def _torch(self, loc, scale):
        return _Logistic(loc, scale)


class _LogNormal(torch.distributions.LogNormal):
    """torch's LogNormal with the KL divergence of the underlying normals."""

    def kl(self, other):
        return torch.distributions.kl_divergence(self.base_dist, other.base_dist)


_EULER = 0.5772156649015329


class _Gumbel(torch.distributions.Gumbel):
    """torch's Gumbel with its cdf and the closed-form KL divergence between two Gumbels."""

    def cdf(self, value):
        return torch.exp(-torch.exp(-(value - self.loc) / self.scale))

    def kl(self, other):
        ratio = self.scale / other.scale
        shift = (self.loc - other.loc) / other.scale
        return (torch.log(other.scale / self.scale) + _EULER * (ratio - 1) - 1 + shift
                + torch.exp(-shift + torch.lgamma(ratio + 1)))


class _LocScale(Distribution):
    """A distribution of (loc, scale) whose formulas are ``_formulas(loc, scale)``."""

    _param_names = ("loc", "scale")
    _labels = ("loc", "scale")
    _scale_message = "scale must be greater than zero."
    _formulas = None

    def __init__(self, loc, scale, seed, dtype, name):
        super().__init__(seed, dtype, name, {"loc": loc, "scale": scale, "seed": seed, "dtype": dtype,
                                             "name": name})
        self._check_dtype(dtype)
        self._positive(scale, self._scale_message)

    def _torch(self, loc, scale):
        return self._formulas(loc, scale, validate_args=False)


class LogNormal(_LocScale):
    """``LogNormal(loc=None, scale=None, seed=0, dtype=mstype.float32, name="LogNormal")``: ``exp`` of a
    Normal(loc, scale), as ``torch.distributions.LogNormal``."""

    _scale_message = "Standard deviation must be greater than zero."
    _formulas = _LogNormal

    def __init__(self, loc=None, scale=None, seed=0, dtype=mstype.float32, name="LogNormal"):
        super().__init__(loc, scale, seed, dtype, name)


class Gumbel(_LocScale):
    """``Gumbel(loc, scale, seed=0, dtype=mstype.float32, name="Gumbel")``: cdf ``exp(-exp(-(x - loc) / scale))``,
    as ``torch.distributions.Gumbel``."""

    _formulas = _Gumbel

    def __init__(self, loc, scale, seed=0, dtype=mstype.float32, name="Gumbel"):
        super().__init__(loc, scale, seed, dtype, name)


class StudentT(Distribution):
    """``StudentT(df=None, mean=None, sd=None, seed=None, dtype=mstype.float32, name="StudentT")``: Student's t
    with ``df`` degrees of freedom, location ``mean`` and scale ``sd``, as ``torch.distributions.StudentT``;
    MindSpore 2.10 gives it only prob and log_prob."""

    _param_names = ("df", "mean", "sd")
    _unsupported = _DENSITY_ONLY

    def __init__(self, df=None, mean=None, sd=None, seed=None, dtype=mstype.float32, name="StudentT"):
        super().__init__(seed, dtype, name, {"df": df, "mean": mean, "sd": sd, "seed": seed, "dtype": dtype,
                                             "name": name})
        self._check_dtype(dtype)
        self._positive(df, "Degrees of freedom must be greater than zero.")
        self._positive(sd, "Standard deviation must be greater than zero.")

    def _torch(self, df, mean, sd):
        return torch.distributions.StudentT(df, mean, sd, validate_args=False)


class _HalfNormal:
    """MindSpore's half-normal density: ``sqrt(2 / pi) / sd * exp(-(x - mean)**2 / (2 sd**2))`` on x >= 0."""

    def __init__(self, mean, sd):
        self.mean, self.sd = mean, sd

    def log_prob(self, value):
        density = (0.5 * math.log(2 / math.pi) - torch.log(self.sd)
                   - (value - self.mean) ** 2 / (2 * self.sd ** 2))
        return torch.where(value < 0, -math.inf, density)


class HalfNormal(Distribution):
    """``HalfNormal(mean=None, sd=None, seed=None, dtype=mstype.float32, name="HalfNormal")``: MindSpore 2.10's
    half-normal density on x >= 0 (centred at ``mean``); like Laplace it has only prob and log_prob."""

    _param_names = ("mean", "sd")
    _unsupported = _DENSITY_ONLY

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name="HalfNormal"):
        super().__init__(seed, dtype, name, {"mean": mean, "sd": sd, "seed": seed, "dtype": dtype, "name": name})
        self._check_dtype(dtype)
        self._positive(sd, "Standard deviation must be greater than zero.")

    def _torch(self, mean, sd):
        return _HalfNormal(mean, sd)
