"""The Normal distribution (``torch.distributions.Normal``)."""
import numpy as np
import torch

from ....common import dtype as mstype
from ....common.tensor import Tensor
from .distribution import Distribution


class Normal(Distribution):
    """``Normal(mean=None, sd=None, seed=None, dtype=mstype.float32, name="Normal")``: the Gaussian with ``mean``
    and standard deviation ``sd`` (either may be given per call instead), as ``torch.distributions.Normal``."""

    _param_names = ("mean", "sd")

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name="Normal"):
        super().__init__(seed, dtype, name, {"mean": mean, "sd": sd, "seed": seed, "dtype": dtype, "name": name})
        self._check_dtype(dtype)
        if sd is not None and np.any(np.asarray(sd.asnumpy() if isinstance(sd, Tensor) else sd) <= 0):
            raise ValueError("Standard deviation must be greater than zero.")
        self._init_params = (mean, sd)

    def _torch(self, mean, sd):
        return torch.distributions.Normal(mean, sd, validate_args=False)

    def extend_repr(self):
        mean, sd = self._init_params
        if mean is None or sd is None:
            return "batch_shape = None"
        show = [np.asarray(v.asnumpy() if isinstance(v, Tensor) else v, np.float32) for v in (mean, sd)]
        return f"mean = {show[0]}, standard deviation = {show[1]}"
