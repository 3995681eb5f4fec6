"""mindspore.ops functional: random_func (sampling) over torch's generator.

Sequences are reproducible run to run: ``mindspore.set_seed`` seeds torch's global generator, and an op given
its own ``seed`` samples from a torch.Generator seeded with it. The numbers are torch's, not bit-equal to
MindSpore's Philox streams (docs/compat/ops.md). Draws are made on the CPU and then moved to the current device
(``context._place``; ``*_like`` ops and bernoulli/multinomial: to the input's device), so a seed gives the same
numbers on every device.
"""
import torch

from ... import context as _context
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ._utils import is_int, shape_of, tensor_of, torch_dtype

__all__ = ["rand", "randn", "randint", "randperm", "normal", "uniform", "bernoulli", "multinomial", "rand_like",
           "randn_like", "randint_like", "standard_normal", "shuffle"]

_FLOATS = (torch.float16, torch.float32, torch.float64, torch.bfloat16)
_place = _context._place


def _generator(seed, api):
    """None (torch's global generator, seeded by set_seed) or a generator seeded with the op's ``seed``."""
    if seed is None:
        return None
    if not is_int(seed) or seed < 0:
        raise ValueError(f"For '{api}', the 'seed' must be a non-negative int, but got {seed}.")
    return torch.Generator().manual_seed(seed)


def _size(size, api):
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = size[0]
    return shape_of(tuple(size), api)


def _float_dtype(dtype, api):
    target = torch_dtype(dtype, api) or torch.float32
    if target not in _FLOATS:
        raise ValueError(f"For '{api}', the 'dtype' must be a float type, but got {dtype}.")
    return target


def rand(*size, dtype=None, seed=None):
    """``ops.rand``: torch.rand, uniform on [0, 1) (Float32 by default)."""
    return _wrap(_place(torch.rand(_size(size, "rand"), generator=_generator(seed, "rand"),
                                   dtype=_float_dtype(dtype, "rand"))))


def randn(*size, dtype=None, seed=None):
    """``ops.randn``: torch.randn, standard normal (Float32 by default)."""
    return _wrap(_place(torch.randn(_size(size, "randn"), generator=_generator(seed, "randn"),
                                    dtype=_float_dtype(dtype, "randn"))))


def randint(low, high, size, seed=None, *, dtype=None):
    """``ops.randint``: torch.randint on [low, high) (Int64 by default)."""
    if not is_int(low) or not is_int(high):
        raise TypeError(f"For 'randint', 'low' and 'high' must be int, but got {type(low).__name__} and "
                        f"{type(high).__name__}.")
    if not isinstance(size, tuple):
        raise ValueError(f"For 'randint', the 'size' must be a tuple, but got {type(size).__name__}.")
    if low >= high:
        raise RuntimeError(f"For 'Random', invalid min/max values: ({low}/{high})")
    return _wrap(_place(torch.randint(low, high, size, generator=_generator(seed, "randint"),
                                      dtype=torch_dtype(dtype, "randint") or torch.int64)))


def randperm(n, seed=0, offset=0, dtype=mstype.int64):
    """``ops.randperm``: torch.randperm (a permutation of ``range(n)`` plus ``offset``)."""
    n = n._t.item() if isinstance(n, Tensor) else n
    if not is_int(n) or n < 0:
        raise ValueError(f"For 'randperm', 'n' must be a non-negative int, but got {n}.")
    generator = _generator(seed, "randperm") if seed else None
    return _wrap(_place((torch.randperm(n, generator=generator) + offset).to(torch_dtype(dtype, "randperm"))))


def _parameter(value):
    return value._t if isinstance(value, Tensor) else torch.tensor(float(value))


def normal(shape, mean, stddev, seed=None):
    """``ops.normal``: mean + stddev * torch.randn(shape) (mean and stddev broadcast with the shape)."""
    m, s = _parameter(mean), _parameter(stddev)
    out_shape = torch.broadcast_shapes(shape_of(shape, "normal"), m.shape, s.shape)
    noise = torch.randn(out_shape, generator=_generator(seed, "normal"), dtype=torch.float32)
    return _wrap(_place(noise) * s + m)


def uniform(shape, minval, maxval, seed=None, dtype=mstype.float32):
    """``ops.uniform``: torch.rand scaled to [minval, maxval) (int dtypes draw integers as torch.randint)."""
    lo, hi = tensor_of(minval, "uniform", "minval"), tensor_of(maxval, "uniform", "maxval")
    target = torch_dtype(dtype, "uniform")
    for bound in (lo, hi):
        if bound.dtype != target:
            raise TypeError(f"For 'uniform', the value data type '{mstype.from_torch_dtype(bound.dtype)}' is not "
                            f"consistent with assigned tensor data type {dtype}.")
    generator = _generator(seed, "uniform")
    shape = shape_of(shape, "uniform")
    if target in (torch.int32, torch.int64):
        return _wrap(_place(torch.randint(int(lo.item()), int(hi.item()), shape, generator=generator, dtype=target)))
    return _wrap((_place(torch.rand(shape, generator=generator, dtype=target)) * (hi - lo) + lo).to(target))


def bernoulli(input, p=0.5, seed=None):
    """``ops.bernoulli``: torch.bernoulli with probability ``p`` (a number or Tensor), in the input's dtype."""
    t = tensor_of(input, "bernoulli")
    if t.dtype in (torch.float16, torch.bfloat16):
        raise TypeError(f"For primitive[Bernoulli], the input type {mstype.from_torch_dtype(t.dtype)} is not "
                        "supported.")
    prob = p._t if isinstance(p, Tensor) else torch.full(t.shape, float(p))
    if not ((prob >= 0) & (prob <= 1)).all():
        raise ValueError(f"For 'bernoulli', 'p' must be in [0, 1], but got {p}.")
    draws = torch.bernoulli(prob.broadcast_to(t.shape).double().cpu(), generator=_generator(seed, "bernoulli"))
    return _wrap(draws.to(t.device, t.dtype))


def multinomial(input, num_samples, replacement=True, seed=None):
    """``ops.multinomial``: torch.multinomial (Int32 category indices)."""
    t = tensor_of(input, "multinomial")
    draws = torch.multinomial(t.float().cpu(), num_samples, replacement, generator=_generator(seed, "multinomial"))
    return _wrap(draws.to(t.device, torch.int32))


def rand_like(input, seed=None, *, dtype=None):
    """``ops.rand_like``: torch.rand with the input's shape and (float) dtype unless ``dtype`` is given."""
    t = tensor_of(input, "rand_like")
    target = _float_dtype(dtype or mstype.from_torch_dtype(t.dtype), "rand_like")
    return _wrap(torch.rand(t.shape, generator=_generator(seed, "rand_like"), dtype=target).to(t.device))


def randn_like(input, seed=None, *, dtype=None):
    """``ops.randn_like``: torch.randn with the input's shape, Float32 unless ``dtype`` is given (as MindSpore 2.10)."""
    t = tensor_of(input, "randn_like")
    target = _float_dtype(dtype, "randn_like")
    return _wrap(torch.randn(t.shape, generator=_generator(seed, "randn_like"), dtype=target).to(t.device))


def randint_like(input, low, high, seed=None, *, dtype=None):
    """``ops.randint_like``: torch.randint on [low, high) with the input's shape and (integer) dtype."""
    t = tensor_of(input, "randint_like")
    target = dtype or mstype.from_torch_dtype(t.dtype)
    if torch_dtype(target, "randint_like").is_floating_point:
        raise ValueError(f"For 'randint_like', the 'dtype' must be an integer type, but got {target}.")
    return randint(low, high, tuple(t.shape), seed, dtype=target)


def standard_normal(shape, seed=None):
    """``ops.standard_normal``: torch.randn (Float32)."""
    return _wrap(_place(torch.randn(shape_of(shape, "standard_normal"),
                                    generator=_generator(seed, "standard_normal"))))


def shuffle(x, seed=None):
    """``ops.shuffle``: the rows of ``x`` in a torch.randperm order."""
    t = tensor_of(x, "shuffle", "x")
    return _wrap(t[torch.randperm(t.shape[0], generator=_generator(seed, "shuffle"))])
