"""``mindspore.nn.probability.distribution``: distributions as Cells whose methods (prob, log_prob, cdf, mean, sd,
entropy, kl_loss, sample, ...) take the distribution's parameters either at construction or at each call."""
from .discrete import Bernoulli, Categorical, Geometric
from .continuous import Exponential, Gumbel, HalfNormal, Laplace, Logistic, LogNormal, StudentT, Uniform
from .distribution import Distribution
from .normal import Normal
from .transformed_distribution import TransformedDistribution

__all__ = ["Distribution", "Normal", "Exponential", "Uniform", "Laplace", "Logistic", "Bernoulli", "Geometric", "LogNormal",
           "Gumbel", "StudentT", "Categorical", "HalfNormal",
           "TransformedDistribution"]
