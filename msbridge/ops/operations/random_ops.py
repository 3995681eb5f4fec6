"""Primitive classes of random ops (``ops.UniformReal``, ``ops.StandardNormal`` ...), over random_func.

``seed``/``seed2`` (MindSpore's op seeds): 0 and 0 sample from torch's global generator (seeded by
``set_seed``); otherwise from a generator seeded with them, so a primitive gives one reproducible stream.
"""
import torch

from ... import context as _context
from ...common import dtype as mstype
from ...common.tensor import _wrap
from ..function import random_func as F
from ..function._utils import shape_of, tensor_of
from ..primitive import AttrPrimitive

__all__ = ["UniformReal", "StandardNormal", "UniformInt", "Multinomial"]
_place = _context._place  # draws on the CPU generator, then onto the current device


class _Seeded(AttrPrimitive):
    _attrs = (("seed", 0), ("seed2", 0))

    def _generator(self):
        if not self.seed and not self.seed2:
            return None
        if self._stream is None:
            self._stream = torch.Generator().manual_seed(self.seed * 2 ** 32 + self.seed2)
        return self._stream

    _stream = None


class UniformReal(_Seeded):
    """``ops.UniformReal(seed=0, seed2=0)(shape)``: torch.rand (Float32)."""

    def __call__(self, shape):
        return _wrap(_place(torch.rand(shape_of(shape, "UniformReal"), generator=self._generator())))


class StandardNormal(_Seeded):
    """``ops.StandardNormal(seed=0, seed2=0)(shape)``: torch.randn (Float32)."""

    def __call__(self, shape):
        return _wrap(_place(torch.randn(shape_of(shape, "StandardNormal"), generator=self._generator())))


class UniformInt(_Seeded):
    """``ops.UniformInt(seed=0, seed2=0)(shape, minval, maxval)``: torch.randint on [minval, maxval), Int32."""

    def __call__(self, shape, minval, maxval):
        bounds = [tensor_of(v, "UniformInt", n) for v, n in ((minval, "minval"), (maxval, "maxval"))]
        if any(b.dtype != torch.int32 for b in bounds):
            raise TypeError("For 'UniformInt', 'minval' and 'maxval' must be Int32 Tensors.")
        lo, hi = (int(b.item()) for b in bounds)
        if lo >= hi:
            raise ValueError(f"For 'UniformInt', 'minval' must be less than 'maxval', but got {lo} and {hi}.")
        return _wrap(_place(torch.randint(lo, hi, shape_of(shape, "UniformInt"), generator=self._generator(),
                                          dtype=torch.int32)))


class Multinomial(_Seeded):
    """``ops.Multinomial(seed=0, seed2=0, dtype=mindspore.int32)(x, num_samples)``: torch.multinomial."""
    _attrs = (("seed", 0), ("seed2", 0), ("dtype", mstype.int32))

    def __call__(self, x, num_samples):
        t = tensor_of(x, "Multinomial", "x")
        draws = torch.multinomial(t.float().cpu(), num_samples, True, generator=self._generator())
        return _wrap(draws.to(t.device, mstype.to_torch_dtype(self.dtype)))
