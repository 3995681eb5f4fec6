"""TransformedDistribution: the distribution of ``bijector.forward(X)`` for X drawn from a base distribution."""
import math

import torch

from .... import _checkparam as validator
from ....common.handles import wrap
from ..bijector.bijector import Bijector
from .distribution import Distribution

_MOMENTS = {name: name for name in ("sd", "var", "mode", "entropy", "kl_loss", "cross_entropy")}


class TransformedDistribution(Distribution):
    """``TransformedDistribution(bijector, distribution, seed=None, name="transformed_distribution")``: Y =
    bijector(X) for X ~ ``distribution``. ``log_prob(y) = distribution.log_prob(inverse(y)) +
    inverse_log_jacobian(y)`` (kept at -inf where the base density is 0), ``cdf(y) = distribution.cdf(inverse(y))``,
    ``sample`` maps the base draws forward, ``mean`` is ``forward(distribution.mean)`` for a constant-Jacobian
    bijector only; sd, var, mode, entropy, kl_loss and cross_entropy raise MindSpore 2.10's NotImplementedError.
    Parameters passed to a call go to the base distribution."""

    _unsupported = _MOMENTS

    def __init__(self, bijector, distribution, seed=None, name="transformed_distribution"):
        validator.check_value_type(bijector, [Bijector], "bijector", "TransformedDistribution")
        validator.check_value_type(distribution, [Distribution], "distribution", "TransformedDistribution")
        self._check_dtype(distribution.dtype, "TransformedDistribution")
        super().__init__(seed, distribution.dtype, name, {"bijector": bijector, "distribution": distribution,
                                                          "seed": seed, "name": name})
        self._bijector, self._distribution = bijector, distribution

    @property
    def bijector(self):
        return self._bijector

    @property
    def distribution(self):
        return self._distribution

    @property
    def is_linear_transformation(self):
        return self._bijector.is_constant_jacobian

    def log_prob(self, value, *params):
        """log density of Y at ``value``: the base log density at the inverse plus the inverse log Jacobian."""
        base = self._distribution.log_prob(self._bijector.inverse(value), *params)._t
        jacobian = self._bijector.inverse_log_jacobian(value)._t
        return wrap(torch.where(base == -math.inf, base, base + jacobian))

    def prob(self, value, *params):
        """The density of Y at ``value``."""
        return wrap(self.log_prob(value, *params)._t.exp())

    def cdf(self, value, *params):
        """P(Y <= value) = P(X <= inverse(value))."""
        return self._distribution.cdf(self._bijector.inverse(value), *params)

    def log_cdf(self, value, *params):
        """log P(Y <= value)."""
        return wrap(torch.log(self.cdf(value, *params)._t))

    def survival_function(self, value, *params):
        """1 - P(Y <= value)."""
        return wrap(1 - self.cdf(value, *params)._t)

    def log_survival(self, value, *params):
        """log(1 - P(Y <= value))."""
        return wrap(torch.log(1 - self.cdf(value, *params)._t))

    def mean(self, *params):
        """``forward(distribution.mean)``; a ValueError for a bijector whose Jacobian is not constant."""
        if not self.is_linear_transformation:
            raise ValueError("mean function must be implemented for non-linear transformation")
        return self._bijector.forward(self._distribution.mean(*params))

    def sample(self, shape=(), *params):
        """The base distribution's draws mapped by ``bijector.forward``."""
        return self._bijector.forward(self._distribution.sample(shape, *params))
