"""Still more primitive classes of random ops (``ops.Bernoulli``, ``ops.RandpermV2``, ``ops.NonDeterministicInts``,
``ops.RandomChoiceWithMask``), each calling the one function of its op. Values follow torch's generators, not
MindSpore's streams."""
import torch

from ... import _checkparam as check
from ... import context as _context
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import random_choice_func as R
from ..function import random_func as F
from ..function._utils import tensor_of
from ..primitive import AttrPrimitive
from .random_ops import _Seeded

__all__ = ["Bernoulli", "RandpermV2", "NonDeterministicInts", "RandomChoiceWithMask"]


class Bernoulli(AttrPrimitive):
    """``ops.Bernoulli(seed=-1, offset=0)(x, p)``: ``ops.bernoulli`` (seed -1: torch's global generator)."""
    _attrs = (("seed", -1), ("offset", 0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.seed, [int], "seed", self.name)
        if self.seed < -1:
            raise ValueError(f"Seed must be -1 or a non-negative integer, but got {self.seed}.")

    def __call__(self, x, p):
        t = tensor_of(x, self.name, "x")
        if t.dtype in (torch.float16, torch.bfloat16):
            raise TypeError(f"For primitive[Bernoulli], the input argument[x] must be a type of {{Tensor[Bool], "
                            f"Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], "
                            f"Tensor[Int8], Tensor[UInt8]}}, but got Tensor[{x.dtype}].")
        if not isinstance(p, Tensor) and not 0 <= p <= 1:
            raise ValueError(f"For bernoulli, p should be in [0, 1], but got {p}.")
        return F.bernoulli(x, p, None if self.seed == -1 else self.seed)


class RandpermV2(AttrPrimitive):
    """``ops.RandpermV2(seed=0, offset=0, dtype=mstype.int64)(n)``: ``ops.randperm`` (a permutation of
    ``range(n)``)."""
    _attrs = (("seed", 0), ("offset", 0), ("dtype", mstype.int64))

    def __call__(self, n):
        value = n.item() if isinstance(n, Tensor) else n
        if value <= 0:
            raise ValueError(f"For 'RandpermV2', the input 'n' must be greater than 0, but got data: {value}.")
        return F.randperm(value, self.seed, 0, self.dtype)


_INT_DTYPES = (mstype.int32, mstype.int64, mstype.uint32, mstype.uint64)


class NonDeterministicInts(AttrPrimitive):
    """``ops.NonDeterministicInts(dtype=mstype.int64)(shape)``: torch.randint over the whole range of ``dtype``
    for the shape (two or more dimensions) in a 1-D integer Tensor."""
    _attrs = (("dtype", mstype.int64),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.dtype not in _INT_DTYPES:
            raise TypeError(f"For 'NonDeterministicInts', the 'dtype' should be one of [mindspore.int32, "
                            f"mindspore.int64, mindspore.uint32, mindspore.uint64], but got "
                            f"'mindspore.{str(self.dtype).lower()}'.")

    def __call__(self, shape):
        if not isinstance(shape, Tensor):
            raise TypeError(f"For Primitive[NonDeterministicInts], the type of input argument[shape] must be Tensor "
                            f"but got {type(shape).__name__}.")
        size = [int(s) for s in tensor_of(shape, self.name, "shape").tolist()]
        if len(size) < 2:
            raise ValueError("For 'NonDeterministicInts', 'shape' must be at least 2-dimensional.")
        info = torch.iinfo(torch.int64 if self.dtype in (mstype.int64, mstype.uint64) else torch.int32)
        draws = torch.randint(info.min, info.max, size, dtype=torch.int64)
        return _wrap(_context._place(draws.to(mstype.to_torch_dtype(self.dtype))))


class RandomChoiceWithMask(_Seeded):
    """``ops.RandomChoiceWithMask(count=256, seed=0, seed2=0)(input_x)``: ``ops.choice_with_mask`` (seed and seed2
    0: torch's global generator; otherwise one reproducible stream per primitive)."""
    _attrs = (("count", 256), ("seed", 0), ("seed2", 0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.count, [int], "count", self.name)
        if self.count <= 0:
            raise ValueError(f"For 'RandomChoiceWithMask', the 'count' must be int and must > 0, but got "
                             f"'{self.count}' with type 'int'.")

    def __call__(self, input_x):
        return R.draw_choice_with_mask(input_x, self.count, self._generator())
