"""Primitive classes of more random ops (issue 17, random_prims branch): ``ops.Poisson``, ``Cauchy``,
``TruncatedNormal``, ``ParameterizedTruncatedNormal``, ``Randperm``, ``UniformCandidateSampler``,
``LogUniformCandidateSampler`` and the deterministic ``ComputeAccidentalHits``. Each calls the function of its op
where MindSpore has one; draws follow torch's generator (not MindSpore's Philox streams)."""
import math

import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import random_dist_func as D
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive
from .random_ops import _Seeded

__all__ = ["Poisson", "Cauchy", "TruncatedNormal", "ParameterizedTruncatedNormal", "Randperm",
           "UniformCandidateSampler", "LogUniformCandidateSampler", "ComputeAccidentalHits"]

_FLOATS = (torch.float16, torch.float32, torch.float64)
_SHAPE_DTYPES = (torch.int32, torch.int64)


class _CheckedSeeds(_Seeded):
    """A seeded random primitive whose ``seed`` and ``seed2`` are non-negative ints (checked at construction);
    its torch stream advances from call to call, as MindSpore's does."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_non_negative_int(self.seed, "seed", self.name)
        check.check_non_negative_int(self.seed2, "seed2", self.name)


class Poisson(_CheckedSeeds):
    """``ops.Poisson(seed=0, seed2=0)(shape, mean)``: ``ops.poisson`` (Int32 counts, torch.poisson)."""

    def __call__(self, shape, mean):
        return D.poisson_draw(shape, mean, self._generator())


class Cauchy(AttrPrimitive):
    """``ops.Cauchy(size, median=0.0, sigma=1.0)()``: Float32 Cauchy samples of shape ``size`` (a list),
    ``median + sigma * tan(pi * (u - 0.5))`` for u ~ U(0, 1) (torch.rand)."""
    _attrs = (("size", REQUIRED), ("median", 0.0), ("sigma", 1.0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.size, [list], "size", self.name)
        for i, size in enumerate(self.size):
            check.check_positive_int(size, f"size[{i}]", self.name)
        check.check_value_type(self.median, [float], "median", self.name)
        check.check_value_type(self.sigma, [float], "sigma", self.name)

    def __call__(self):
        if not self.size:
            raise ValueError("For primitive[Cauchy], the length of 'size' must be greater than 0, but got 0.")
        u = torch.rand(self.size, dtype=torch.float64)
        return _wrap((self.median + self.sigma * torch.tan(math.pi * (u - 0.5))).to(torch.float32))


def _shape_input(shape, api, min_rank=1):
    """The sizes in the 1-D Int32/Int64 Tensor ``shape`` (MindSpore's checks of a ``shape`` input)."""
    if not isinstance(shape, Tensor):
        raise TypeError(f"For Primitive[{api}], the type of input argument[shape] must be Tensor but got "
                        f"{type(shape).__name__}.")
    t = shape._t
    if t.dtype not in _SHAPE_DTYPES:
        raise TypeError(f"For primitive[{api}], the input argument[shape] must be a type of {{Tensor[Int32], "
                        f"Tensor[Int64]}}, but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    if t.dim() != 1:
        raise ValueError(f"For '{api}', the input tensor must be a 1-D tensor.")
    if t.numel() < min_rank:
        raise ValueError(f"For primitive[{api}], the size of argument[shape] must be greater than or equal to "
                         f"{min_rank}, but got {t.numel()}.")
    return [int(v) for v in t.tolist()]


def _truncated_normal(size, low, high, gen, dtype):
    """Standard normal samples of ``size`` truncated to [low, high] (tensors broadcasting to it), by inverting the
    normal CDF over U(Phi(low), Phi(high)) in float64."""
    cdf_low, cdf_high = torch.special.ndtr(low), torch.special.ndtr(high)
    u = torch.rand(size, dtype=torch.float64, generator=gen)
    z = torch.special.ndtri(cdf_low + u * (cdf_high - cdf_low))
    return torch.minimum(torch.maximum(z, low), high).to(dtype)


class TruncatedNormal(_Seeded):
    """``ops.TruncatedNormal(dtype=mstype.float32, seed=0, seed2=0)(shape)``: standard normal samples truncated
    to [-2, 2] (the inverse normal CDF of torch.rand) of the shape in the 1-D integer Tensor ``shape`` (two or
    more positive sizes, at most 1000000 elements)."""
    _attrs = (("dtype", mstype.float32), ("seed", 0), ("seed2", 0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.seed, [int], "seed", self.name)
        check.check_value_type(self.seed2, [int], "seed2", self.name)
        if self.dtype not in (mstype.float16, mstype.float32, mstype.float64):
            raise TypeError(f"For 'TruncatedNormal', the 'dtype' should be one of [mindspore.float16, "
                            f"mindspore.float32, mindspore.float64], but got '{self.dtype}'.")

    def _generator(self):
        return super()._generator() if self.seed >= 0 and self.seed2 >= 0 else None

    def __call__(self, shape):
        size = _shape_input(shape, self.name)
        if len(size) < 2:
            raise ValueError(f"For 'TruncatedNormal', the input tensor shape must >= 2, but got {len(size)}")
        if any(s <= 0 for s in size):
            raise ValueError(f"For 'TruncatedNormal', each dimension must be greater than zero, but got {size}.")
        if math.prod(size) > 1000000:
            raise ValueError(f"For 'TruncatedNormal', the number of elements of output must be less than max "
                             f"length: 1000000, but got shape {size}.")
        bound = torch.tensor(2.0, dtype=torch.float64)
        return _wrap(_truncated_normal(size, -bound, bound, self._generator(), mstype.to_torch_dtype(self.dtype)))


class ParameterizedTruncatedNormal(_Seeded):
    """``ops.ParameterizedTruncatedNormal(seed=0, seed2=0)(shape, mean, stdevs, min, max)``: normal samples of
    the given ``mean`` and ``stdevs`` truncated to [min, max], per row of ``shape`` (batch_size, ...): each
    parameter a 0-d, one-element or (batch_size,) float Tensor, all of one dtype (the output's)."""

    def _generator(self):
        return super()._generator() if self.seed >= 0 and self.seed2 >= 0 else None

    def __call__(self, shape, mean, stdevs, min, max):  # noqa: A002 - MindSpore's names
        api = self.name
        size = _shape_input(shape, api, 2)
        params = {"max": max, "mean": mean, "min": min, "stdevs": stdevs}
        for name, value in params.items():
            if not isinstance(value, Tensor):
                raise TypeError(f"The primitive[{api}]'s input arguments[max, mean, min, stdevs] must be all tensor "
                                f"and those type must be same. But got input argument[{name}]:{type(value).__name__}")
        dtypes = {value._t.dtype for value in params.values()}
        if len(dtypes) != 1 or dtypes.pop() not in _FLOATS:
            raise TypeError(f"For primitive[{api}], the input type must be same, and one of Float16, Float32, "
                            f"Float64.")
        rows = {}
        for name, value in params.items():
            t = value._t
            if t.dim() > 1 or (t.dim() == 1 and t.numel() not in (1, size[0])):
                raise ValueError(f"For {api}, {name} must be 0d, or {name}.shape = ({size[0]}, ), but got "
                                 f"{tuple(t.shape)}.")
            rows[name] = t.double().reshape(-1, *[1] * (len(size) - 1))
        if (rows["stdevs"] <= 0).any():
            raise RuntimeError(f"For {api}, stdevs value must be greater than 0 in each batch.")
        if (rows["max"] <= rows["min"]).any():
            raise RuntimeError(f"For {api}, max value must be greater than min value in each batch.")
        low = (rows["min"] - rows["mean"]) / rows["stdevs"]
        high = (rows["max"] - rows["mean"]) / rows["stdevs"]
        z = _truncated_normal(size, low, high, self._generator(), torch.float64)
        return _wrap((rows["mean"] + rows["stdevs"] * z).to(mean._t.dtype))


_RANDPERM_DTYPES = (mstype.int8, mstype.int16, mstype.int32, mstype.int64, mstype.uint8, mstype.uint16,
                    mstype.uint32, mstype.uint64, mstype.float16, mstype.float32, mstype.float64)


class Randperm(AttrPrimitive):
    """``ops.Randperm(max_length=1, pad=-1, dtype=mstype.int32)(n)``: a random permutation of range(n)
    (torch.randperm) padded with ``pad`` to ``max_length`` values, for ``n`` a one-element Int32/Int64 Tensor."""
    _attrs = (("max_length", 1), ("pad", -1), ("dtype", mstype.int32))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.max_length, [int], "max_length", self.name)
        check.check_int(self.max_length, 1, check.GE, "max_length", self.name)
        check.check_value_type(self.pad, [int], "pad", self.name)
        if self.dtype not in _RANDPERM_DTYPES:
            names = ", ".join(f"mindspore.{str(d).lower()}" for d in _RANDPERM_DTYPES)
            raise TypeError(f"For 'Randperm', the 'dtype' should be one of [{names}], but got "
                            f"'mindspore.{str(self.dtype).lower()}'.")

    def __call__(self, n):
        if not isinstance(n, Tensor):
            raise TypeError(f"For Primitive[Randperm], the type of input argument[x] must be Tensor but got "
                            f"{type(n).__name__}.")
        if n._t.dtype not in _SHAPE_DTYPES:
            raise TypeError(f"For primitive[Randperm], the input argument[x] must be a type of {{Tensor[Int32], "
                            f"Tensor[Int64]}}, but got Tensor[{mstype.from_torch_dtype(n._t.dtype)}].")
        count = int(n._t.reshape(-1)[0])
        if not 0 <= count <= self.max_length:
            raise ValueError(f"For 'Randperm', the input 'n' must be in [0, max_length = {self.max_length}], but got "
                             f"{count}.")
        out = torch.full((self.max_length,), self.pad, dtype=torch.int64)
        out[:count] = torch.randperm(count)
        return _wrap(out.to(mstype.to_torch_dtype(self.dtype)))


class UniformCandidateSampler(AttrPrimitive):
    """``ops.UniformCandidateSampler(num_true, num_sampled, unique, range_max, seed=0,
    remove_accidental_hits=False)(true_classes)``: ``ops.uniform_candidate_sampler``."""
    _attrs = (("num_true", REQUIRED), ("num_sampled", REQUIRED), ("unique", REQUIRED), ("range_max", REQUIRED),
              ("seed", 0), ("remove_accidental_hits", False))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        D.candidate_checks(self.name, *self._args())

    def _args(self):
        return (self.num_true, self.num_sampled, self.unique, self.range_max, self.seed, self.remove_accidental_hits)

    def __call__(self, true_classes):
        return D.uniform_candidate_sampler(true_classes, *self._args())


class LogUniformCandidateSampler(AttrPrimitive):
    """``ops.LogUniformCandidateSampler(num_true=1, num_sampled=5, unique=True, range_max=5, seed=0)
    (true_classes)``: ``ops.log_uniform_candidate_sampler``."""
    _attrs = (("num_true", 1), ("num_sampled", 5), ("unique", True), ("range_max", 5), ("seed", 0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        D.candidate_checks(self.name, *self._args())

    def _args(self):
        return (self.num_true, self.num_sampled, self.unique, self.range_max, self.seed)

    def __call__(self, true_classes):
        return D.log_uniform_candidate_sampler(true_classes, *self._args())


class ComputeAccidentalHits(AttrPrimitive):
    """``ops.ComputeAccidentalHits(num_true=1)(true_classes, sampled_candidates)``: every (row, position) where a
    true class of ``true_classes`` (batch_size, num_true) equals a class of ``sampled_candidates``: Int32 rows,
    Int64 positions in ``sampled_candidates`` and Float32 weights of -FLT_MAX (MindSpore's Python-side checks;
    no torch kernel needed)."""
    _attrs = (("num_true", 1),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.num_true, [int], "num_true", self.name)

    def __call__(self, true_classes, sampled_candidates):
        api = self.name
        tc, sc = tensor_of(true_classes, api, "true_classes"), tensor_of(sampled_candidates, api, "sampled_candidates")
        for name, t, rank in (("true_classes", tc, 2), ("sampled_candidates", sc, 1)):
            if t.dtype != torch.int64:
                raise TypeError(f"For primitive[{api}], the input argument[{name}] must be a type of "
                                f"{{Tensor[Int64]}}, but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
            if t.dim() != rank:
                raise ValueError(f"For primitive[{api}], the dim of {name} must be equal to {rank}, but got {t.dim()}.")
        if tc.shape[1] != self.num_true:
            raise ValueError(f"For {api}, true_classes shape[1]={tc.shape[1]} must be equal to num_true= "
                             f"{self.num_true}")
        rows, positions = torch.nonzero(tc.unsqueeze(-1) == sc, as_tuple=True)[::2]
        weights = torch.full(rows.shape, -torch.finfo(torch.float32).max, dtype=torch.float32)
        return _wrap(rows.to(torch.int32)), _wrap(positions), _wrap(weights)
