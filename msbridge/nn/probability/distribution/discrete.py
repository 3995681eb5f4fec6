"""Bernoulli and Geometric: MindSpore's formulas written out (its Bernoulli density has no support check, its
Geometric counts failures before the first success), in float32 with integer samples."""
import numpy as np
import torch

from ....common import dtype as mstype
from ....common.tensor import Tensor
from .distribution import Distribution


def _probability(value):
    """MindSpore's check of a probability in (0, 1)."""
    if value is None:
        return
    array = np.asarray(value.asnumpy() if isinstance(value, Tensor) else value)
    if np.any(array <= 0):
        raise ValueError("Probabilities must be greater than zero")
    if np.any(array >= 1):
        raise ValueError("Probabilities must be less than one")


class _Bernoulli:
    def __init__(self, probs):
        self.probs = probs
        self.mean = probs
        self.variance = probs * (1 - probs)
        self.stddev = self.variance.sqrt()

    @property
    def mode(self):
        raise TypeError('Failed calling Less with "Less()(input=float, other=Tensor)".')

    def log_prob(self, value):
        return value * torch.log(self.probs) + (1 - value) * torch.log1p(-self.probs)

    def cdf(self, value):
        return torch.where(value < 0, 0.0, torch.where(value < 1, 1 - self.probs, 1.0))

    def entropy(self):
        return -(self.probs * torch.log(self.probs) + (1 - self.probs) * torch.log1p(-self.probs))

    def kl(self, other):
        p, q = self.probs, other.probs
        return p * torch.log(p / q) + (1 - p) * torch.log((1 - p) / (1 - q))

    def sample(self, shape):
        return torch.bernoulli(self.probs.expand(tuple(shape) + self.probs.shape))


class _Geometric:
    def __init__(self, probs):
        self.probs = probs
        self.mean = (1 - probs) / probs
        self.variance = self.mean / probs
        self.stddev = self.variance.sqrt()
        self.mode = torch.zeros_like(probs, dtype=torch.int32)

    def log_prob(self, value):
        k = torch.floor(value)
        return torch.where(k < 0, -np.inf, k * torch.log1p(-self.probs) + torch.log(self.probs))

    def cdf(self, value):
        k = torch.floor(value)
        return torch.where(k < 0, 0.0, 1 - torch.pow(1 - self.probs, k + 1))

    def entropy(self):
        p = self.probs
        return (-(1 - p) * torch.log1p(-p) - p * torch.log(p)) / p

    def kl(self, other):
        p, q = self.probs, other.probs
        return torch.log(p / q) + (1 - p) / p * torch.log((1 - p) / (1 - q))

    def sample(self, shape):
        return torch.distributions.Geometric(self.probs, validate_args=False).sample(tuple(shape))


class Bernoulli(Distribution):
    """``Bernoulli(probs=None, seed=None, dtype=mstype.int32, name="Bernoulli")``: 1 with probability ``probs``;
    the density ``p**k (1 - p)**(1 - k)`` as MindSpore evaluates it (any k), samples of ``dtype``."""

    _param_names = ("probs",)
    _labels = ("probs",)

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name="Bernoulli"):
        super().__init__(seed, dtype, name, {"probs": probs, "seed": seed, "dtype": dtype, "name": name})
        _probability(probs)

    def _torch(self, probs):
        return _Bernoulli(probs)


class Geometric(Distribution):
    """``Geometric(probs=None, seed=None, dtype=mstype.int32, name="Geometric")``: the number of failures before
    the first success of probability ``probs``; samples of ``dtype``."""

    _param_names = ("probs",)
    _labels = ("probs",)

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name="Geometric"):
        super().__init__(seed, dtype, name, {"probs": probs, "seed": seed, "dtype": dtype, "name": name})
        _probability(probs)

    def _torch(self, probs):
        return _Geometric(probs)


class _Categorical:
    def __init__(self, probs):
        self.probs = probs
        index = torch.arange(probs.shape[-1], dtype=probs.dtype)
        self.mean = (index * probs).sum(-1, keepdim=True)
        self.variance = ((index - self.mean) ** 2 * probs).sum(-1, keepdim=True)
        self.stddev = self.variance.sqrt()
        self.mode = probs.argmax(-1).to(torch.int32)

    def _pick(self, table, value, outside):
        count = self.probs.shape[-1]
        value, table = torch.broadcast_tensors(value.unsqueeze(-1), table)
        index = value[..., :1].long().clamp(0, count - 1)
        picked = torch.gather(table, -1, index)[..., 0]
        return torch.where((value[..., 0] < 0) | (value[..., 0] >= count), outside, picked)

    def log_prob(self, value):
        return self._pick(torch.log(self.probs), value, np.nan)

    def cdf(self, value):
        cdf = self._pick(torch.cumsum(self.probs, -1), torch.floor(value), 1.0)
        return torch.where(value < 0, 0.0, cdf)

    def entropy(self):
        return -(self.probs * torch.log(self.probs)).sum(-1)

    def kl(self, other):
        return (self.probs * torch.log(self.probs / other.probs)).sum(-1)

    def sample(self, shape):
        return torch.distributions.Categorical(probs=self.probs, validate_args=False).sample(tuple(shape))


class Categorical(Distribution):
    """``Categorical(probs=None, seed=None, dtype=mstype.int32, name="Categorical")``: category k with
    probability ``probs[..., k]``; MindSpore's moments keep the category axis (shape (..., 1)), values outside
    the categories have density nan."""

    _param_names = ("probs",)
    _labels = ("probs",)

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name="Categorical"):
        super().__init__(seed, dtype, name, {"probs": probs, "seed": seed, "dtype": dtype, "name": name})
        if probs is not None:
            array = np.asarray(probs.asnumpy() if isinstance(probs, Tensor) else probs)
            if array.ndim < 1:
                raise ValueError("probs for Categorical distribution must have rank >= 1.")
            if np.any(array <= 0):
                raise ValueError("Probabilities must be greater than zero")
            if np.any(np.abs(array.sum(-1) - 1) > 1e-6):
                raise ValueError("Probabilities for each category should sum to one for Categorical distribution.")

    def _torch(self, probs):
        return _Categorical(probs)
