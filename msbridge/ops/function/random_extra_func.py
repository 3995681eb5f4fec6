"""More random ops of ``mindspore.ops`` over torch's generator: ``laplace``, ``standard_laplace``,
``random_categorical``, ``random_gamma``, ``random_poisson`` and ``multinomial_with_replacement``. As for
``ops.function.random_func``, a seed gives a reproducible torch stream, not MindSpore's Philox numbers; seed 0
(MindSpore's "no seed") draws from torch's global generator, which ``mindspore.set_seed`` seeds."""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import is_int, tensor_of

__all__ = ["laplace", "standard_laplace", "random_categorical", "random_gamma", "random_poisson",
           "multinomial_with_replacement"]


def generator(seed, api, seed2=0):
    """torch's global generator for MindSpore's seed 0 (or None), else one seeded with the seed(s)."""
    for value in (seed, seed2):
        if value is not None and (not is_int(value) or value < 0):
            raise ValueError(f"For '{api}', the seed must be a non-negative int, but got {value}.")
    if not seed and not seed2:
        return None
    return torch.Generator().manual_seed((seed or 0) * 1000003 + (seed2 or 0))


def tuple_shape(shape, api):
    """A tuple of non-negative ints, or a 1-D integer Tensor of them (TypeError for a list, as MindSpore's)."""
    if isinstance(shape, Tensor):
        shape = tuple(int(v) for v in shape._t.reshape(-1).tolist())
    if not isinstance(shape, tuple) or not all(is_int(v) for v in shape):
        raise TypeError(f"For '{api}', 'shape' must be a tuple of ints or an integer Tensor, but got {shape}.")
    if any(v < 0 for v in shape):
        raise ValueError(f"For '{api}', the dims of 'shape' must be non-negative, but got {shape}.")
    return shape


def tensor_shape(shape, api):
    """The shape of the ops that take it as a 1-D Int32/Int64 Tensor (``random_gamma``, ``random_poisson``)."""
    if not isinstance(shape, Tensor):
        raise TypeError(f"For {api}, input[0] only support tensor!")
    if shape._t.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[{api}], the input argument[shape] must be a type of {{Int32, Int64}}.")
    return tuple_shape(shape, api)


def _laplace_noise(shape, gen, dtype=torch.float32):
    uniform = torch.rand(shape, generator=gen, dtype=torch.float64) - 0.5
    return (-torch.sign(uniform) * torch.log1p(-2 * uniform.abs())).to(dtype)


def standard_laplace(shape, seed=None):
    """``ops.standard_laplace(shape, seed=None)``: Laplace(0, 1) samples of ``shape`` (a tuple or an integer
    Tensor), Float32."""
    return _wrap(_laplace_noise(tuple_shape(shape, "StandardLaplace"), generator(seed, "StandardLaplace")))


def laplace(shape, mean, lambda_param, seed=None):
    """``ops.laplace(shape, mean, lambda_param, seed=None)``: ``mean + lambda_param * Laplace(0, 1)`` broadcast to
    ``shape`` (``mean`` and ``lambda_param`` Float32 Tensors)."""
    m, lam = tensor_of(mean, "laplace", "mean"), tensor_of(lambda_param, "laplace", "lambda_param")
    for name, t in (("mean", m), ("lambda_param", lam)):
        if t.dtype != torch.float32:
            raise TypeError(f"For 'laplace', '{name}' must be a Float32 Tensor, but got "
                            f"{mstype.from_torch_dtype(t.dtype)}.")
    out_shape = torch.broadcast_shapes(tuple_shape(shape, "laplace"), m.shape, lam.shape)
    return _wrap(m + lam * _laplace_noise(out_shape, generator(seed, "laplace")))


def random_categorical(logits, num_sample, seed=0, dtype=mstype.int64):
    """``ops.random_categorical(logits, num_sample, seed=0, dtype=mstype.int64)``: ``num_sample`` class indices
    per row of the 2-D ``logits`` (torch.multinomial of their softmax, with replacement)."""
    api = "RandomCategorical"
    target = mstype.to_torch_dtype(dtype)
    if target not in (torch.int16, torch.int32, torch.int64):
        raise TypeError(f"For '{api}', 'dtype' must be Int16, Int32 or Int64, but got {dtype}.")
    if not is_int(num_sample):
        raise TypeError(f"For '{api}', 'num_sample' must be an int, but got {type(num_sample).__name__}.")
    if num_sample <= 0:
        raise ValueError(f"For '{api}', 'num_sample' must be positive, but got {num_sample}.")
    t = tensor_of(logits, api, "logits")
    if t.dim() != 2:
        raise ValueError(f"For '{api}', 'logits' must be 2-D, but got {t.dim()}-D.")
    probs = torch.softmax(t.double(), -1)
    return _wrap(torch.multinomial(probs, num_sample, True, generator=generator(seed, api)).to(target))


def random_gamma(shape, alpha, seed=None):
    """``ops.random_gamma(shape, alpha, seed=None)``: Gamma(alpha, 1) samples of shape ``shape + alpha.shape``
    (``shape`` an integer Tensor), in alpha's float dtype."""
    api = "RandomGamma"
    size = tensor_shape(shape, api)
    a = tensor_of(alpha, api, "alpha")
    if a.dtype not in (torch.float16, torch.float32, torch.float64):
        raise TypeError(f"For primitive[{api}], the input argument[alpha] must be a float Tensor, but got "
                        f"{mstype.from_torch_dtype(a.dtype)}.")
    concentration = a.double().expand(*size, *a.shape)
    return _wrap(torch._standard_gamma(concentration, generator=generator(seed, api)).to(a.dtype))


_POISSON_DTYPES = (torch.float16, torch.float32, torch.float64, torch.int32, torch.int64)


def random_poisson(shape, rate, seed=None, dtype=mstype.float32):
    """``ops.random_poisson(shape, rate, seed=None, dtype=mstype.float32)``: Poisson(rate) counts of shape
    ``shape + rate.shape`` (``shape`` an integer Tensor) in ``dtype``."""
    api = "RandomPoisson"
    target = mstype.to_torch_dtype(dtype)
    if target not in _POISSON_DTYPES:
        raise TypeError(f"For '{api}', 'dtype' must be a float type, Int32 or Int64, but got {dtype}.")
    size = tensor_shape(shape, api)
    r = tensor_of(rate, api, "rate")
    counts = torch.poisson(r.double().expand(*size, *r.shape), generator=generator(seed, api))
    return _wrap(counts.to(target))


def multinomial_with_replacement(x, seed, offset, numsamples, replacement=False):
    """``ops.multinomial_with_replacement(x, seed, offset, numsamples, replacement=False)``: ``numsamples`` Int64
    class indices per row of the probabilities ``x`` (1-D or 2-D; torch.multinomial); ``seed`` and ``offset``
    (0-d Int64 Tensors) seed the stream."""
    api = "MultinomialWithReplacement"
    t = tensor_of(x, api, "x")
    if not replacement and numsamples > t.shape[-1]:
        raise ValueError(f"For '{api}', without replacement 'numsamples' ({numsamples}) must not exceed the number of "
                         f"classes ({t.shape[-1]}).")
    gen = generator(int(tensor_of(seed, api, "seed")), api, int(tensor_of(offset, api, "offset")))
    return _wrap(torch.multinomial(t.double(), numsamples, replacement, generator=gen))
