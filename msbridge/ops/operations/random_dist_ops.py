"""Primitive classes of the deprecated random samplers (issue 17, random_prims branch): ``ops.Poisson``, each
calling the function of its op over torch's generator (not MindSpore's Philox streams)."""
from ... import _checkparam as check
from ..function import random_dist_func as D
from .random_ops import _Seeded

__all__ = ["Poisson"]


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
