"""The deprecated distribution samplers of ``mindspore.ops`` (``gamma``, ``poisson``), over torch's generator.
MindSpore 2.10 runs their primitives (``Gamma``, ``Poisson``) on Ascend only; its Python-side shape inference
is what msbridge reproduces exactly: ``shape`` a constant tuple of positive ints, Float32 parameters that
broadcast with it. As for ``random_extra_func``, a seed gives a reproducible torch stream, not MindSpore's."""
import torch

from ... import _checkparam as check
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from .random_extra_func import generator

__all__ = ["gamma", "poisson"]


def constant_shape(shape, api):
    """MindSpore's constant ``shape`` input: a tuple of positive ints (a Tensor has no constant value)."""
    if isinstance(shape, Tensor):
        raise ValueError(f"For '{api}', the 'shape' cannot be None.")
    check.check_value_type(shape, [tuple], "shape", api)
    for i, size in enumerate(shape):
        check.check_positive_int(size, f"shape[{i}]", api)
    return shape


def float32_input(value, name, api):
    """The torch tensor of a Float32 Tensor input (TypeError naming its dtype, or the scalar's type)."""
    if not isinstance(value, Tensor) or value._t.dtype != torch.float32:
        got = f"Tensor[{value.dtype}]" if isinstance(value, Tensor) else type(value).__name__.capitalize() + (
            "32" if isinstance(value, float) else "")
        raise TypeError(f"For '{api}', the element of '{name}' must be Tensor[Float32], but got {got}.")
    return value._t


def broadcast_shape(a, b, names, api):
    """The broadcast of shapes ``a`` and ``b`` (ValueError naming both, as MindSpore's inference)."""
    try:
        return torch.broadcast_shapes(tuple(a), tuple(b))
    except RuntimeError:
        raise ValueError(f"For '{api}', {names[0]}.shape and {names[1]}.shape need to broadcast, but got "
                         f"{names[0]}.shape = {list(a)} and {names[1]}.shape = {tuple(b)}.") from None


def op_seed(seed, api):
    """The function-level ``seed`` (None or a non-negative int) as a torch generator (None: the global one)."""
    if seed is not None:
        check.check_non_negative_int(seed, "seed", api)
    return generator(seed, api)


def gamma(shape, alpha, beta, seed=None):
    """``ops.gamma(shape, alpha, beta, seed=None)``: Gamma samples with shape ``alpha`` and scale ``beta`` (the
    density exp(-x/beta) x^(alpha-1) / (beta^alpha Gamma(alpha)), as MindSpore's ``Gamma``), Float32, of the
    broadcast of ``shape``, ``alpha`` and ``beta`` (torch._standard_gamma times ``beta``)."""
    gen = op_seed(seed, "gamma")
    api = "Gamma"
    size = constant_shape(shape, api)
    a, b = float32_input(alpha, "alpha", api), float32_input(beta, "beta", api)
    params = broadcast_shape(a.shape, b.shape, ("alpha", "beta"), api)
    out = broadcast_shape(params, size, ("broadcast_alpha_beta", "shape"), api)
    draws = torch._standard_gamma(a.double().expand(out), generator=gen) * b.double()
    return _wrap(draws.to(torch.float32))


def poisson(shape, mean, seed=None):
    """``ops.poisson(shape, mean, seed=None)``: Poisson(``mean``) counts of the broadcast of ``shape`` and the
    Float32 ``mean``, Int32 as the ``Poisson`` primitive infers (torch.poisson)."""
    return poisson_draw(shape, mean, op_seed(seed, "poisson"))


def poisson_draw(shape, mean, gen):
    """The counts of ``ops.poisson`` / ``ops.Poisson`` drawn with the torch generator ``gen``."""
    api = "Poisson"
    size = constant_shape(shape, api)
    m = float32_input(mean, "mean", api)
    out = broadcast_shape(m.shape, size, ("mean", "shape"), api)
    return _wrap(torch.poisson(m.double().expand(out), generator=gen).to(torch.int32))
