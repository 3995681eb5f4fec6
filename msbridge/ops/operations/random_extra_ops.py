"""Primitive classes of more random ops (``ops.StandardLaplace``, ``RandomCategorical``, ``RandomGamma``,
``RandomPoisson``, ``MultinomialWithReplacement``, ``LogNormalReverse``, ``RandomShuffle``) over torch's
generator: each calls the function of its op where MindSpore has one."""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import random_extra_func as R
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive

__all__ = ["StandardLaplace", "RandomCategorical", "RandomGamma", "RandomPoisson", "MultinomialWithReplacement",
           "LogNormalReverse", "RandomShuffle"]


class _Seeded(AttrPrimitive):
    """A random primitive with MindSpore's ``seed`` and ``seed2`` attributes (checked at construction)."""
    _attrs = (("seed", 0), ("seed2", 0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        R.generator(self.seed, self.name, self.seed2)

    def _generator(self):
        return R.generator(self.seed, self.name, self.seed2)


class StandardLaplace(_Seeded):
    """``ops.StandardLaplace(seed=0, seed2=0)(shape)``: ``ops.standard_laplace``."""

    def __call__(self, shape):
        return _wrap(R._laplace_noise(R.tuple_shape(shape, self.name), self._generator()))


class RandomGamma(_Seeded):
    """``ops.RandomGamma(seed=0, seed2=0)(shape, alpha)``: ``ops.random_gamma``."""

    def __call__(self, shape, alpha):
        return R.random_gamma(shape, alpha, self.seed)


class RandomPoisson(_Seeded):
    """``ops.RandomPoisson(seed=0, seed2=0, dtype=mstype.int64)(shape, rate)``: ``ops.random_poisson``."""
    _attrs = (("seed", 0), ("seed2", 0), ("dtype", mstype.int64))

    def __call__(self, shape, rate):
        return R.random_poisson(shape, rate, self.seed, self.dtype)


class RandomCategorical(AttrPrimitive):
    """``ops.RandomCategorical(dtype=mstype.int64)(logits, num_samples, seed=0)``: ``ops.random_categorical``."""
    _attrs = (("dtype", mstype.int64),)

    def __call__(self, logits, num_samples, seed=0):
        return R.random_categorical(logits, num_samples, seed, self.dtype)


class MultinomialWithReplacement(AttrPrimitive):
    """``ops.MultinomialWithReplacement(numsamples, replacement=False)(x, seed, offset)``:
    ``ops.multinomial_with_replacement``."""
    _attrs = (("numsamples", REQUIRED), ("replacement", False))

    def __call__(self, x, seed, offset):
        return R.multinomial_with_replacement(x, seed, offset, self.numsamples, self.replacement)


class LogNormalReverse(AttrPrimitive):
    """``ops.LogNormalReverse(mean=1.0, std=2.0)(input)``: log-normal samples, exp(N(mean, std)), shaped and typed
    like ``input`` (Float16 or Float32)."""
    _attrs = (("mean", 1.0), ("std", 2.0))

    def __call__(self, input):  # noqa: A002 - MindSpore's name
        t = tensor_of(input, "LogNormalReverse", "input")
        if t.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For primitive[LogNormalReverse], the input must be Float16 or Float32, but got "
                            f"{mstype.from_torch_dtype(t.dtype)}.")
        normal = torch.randn(t.shape, dtype=torch.float64) * self.std + self.mean
        return _wrap(torch.exp(normal).to(t.dtype))


class RandomShuffle(_Seeded):
    """``ops.RandomShuffle(seed=0, seed2=0)(x)``: ``x`` with its first axis randomly permuted."""

    def __call__(self, x):
        t = tensor_of(x, "RandomShuffle", "x")
        if not t.dim():
            return _wrap(t.clone())
        return _wrap(t[torch.randperm(t.shape[0], generator=self._generator())])
