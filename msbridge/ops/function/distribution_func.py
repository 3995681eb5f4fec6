"""Tensor-method samplers of MindSpore 2.10 that have no ``ops`` function there: ``Tensor.cauchy`` (the ``Cauchy``
primitive) and ``Tensor.log_normal`` (``LogNormalReverse``), on torch's global generator (seeded by
``mindspore.set_seed``); draws are made on the CPU and moved to the input's device, as in random_func."""
import torch

from ...common.handles import wrap as _wrap
from ._utils import tensor_of

__all__ = []  # reached as Tensor methods only, as in MindSpore


def _check_float(api, name, value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"For '{api}', the type of '{name}' must be float, but got {type(value).__name__}.")


def cauchy(input, median=0.0, sigma=1.0):  # noqa: A002 - MindSpore's name
    """``Tensor.cauchy(median=0.0, sigma=1.0)``: a new tensor of the input's shape and dtype drawn from the Cauchy
    distribution (torch.Tensor.cauchy_)."""
    t = tensor_of(input, "Cauchy")
    _check_float("Cauchy", "median", median)
    _check_float("Cauchy", "sigma", sigma)
    draws = torch.empty(t.shape, dtype=torch.float32).cauchy_(median, sigma) if sigma > 0 else \
        torch.full(t.shape, float(median))  # sigma 0: the distribution's limit, as MindSpore accepts it
    return _wrap(draws.to(device=t.device, dtype=t.dtype))


def log_normal(input, mean=1.0, std=2.0):  # noqa: A002 - MindSpore's name
    """``Tensor.log_normal(mean=1.0, std=2.0)``: a new tensor of the input's shape and dtype whose logarithm is
    normal with ``mean`` and ``std`` (torch.Tensor.log_normal_)."""
    t = tensor_of(input, "LogNormalReverse")
    _check_float("LogNormalReverse", "mean", mean)
    _check_float("LogNormalReverse", "std", std)
    if not t.is_floating_point():
        raise TypeError("For 'LogNormalReverse', the input must be a float tensor.")
    draws = torch.empty(t.shape, dtype=torch.float32).log_normal_(mean, std)
    return _wrap(draws.to(device=t.device, dtype=t.dtype))
