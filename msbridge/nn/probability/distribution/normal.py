"""The Normal distribution (``torch.distributions.Normal``)."""
import torch

from ....common import dtype as mstype
from .distribution import Distribution


class Normal(Distribution):
    """``Normal(mean=None, sd=None, seed=None, dtype=mstype.float32, name="Normal")``: the Gaussian with ``mean``
    and standard deviation ``sd`` (either may be given per call instead), as ``torch.distributions.Normal``."""

    _param_names = ("mean", "sd")
    _labels = ("mean", "standard deviation")

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name="Normal"):
        super().__init__(seed, dtype, name, {"mean": mean, "sd": sd, "seed": seed, "dtype": dtype, "name": name})
        self._check_dtype(dtype)
        self._positive(sd, "Standard deviation must be greater than zero.")

    def _torch(self, mean, sd):
        return torch.distributions.Normal(mean, sd, validate_args=False)
