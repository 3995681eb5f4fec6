"""Fractional pooling primitives (issue 17, random_prims branch). ``ops.FractionalMaxPoolWithFixedKsize`` and
``ops.FractionalMaxPool3DWithFixedKsize`` take the random offsets as an input (``random_samples``), so their
outputs are deterministic: torch.nn.functional.fractional_max_pool2d / 3d with ``_random_samples`` place the
windows as MindSpore's kernels do. ``ops.FractionalMaxPool`` and ``ops.FractionalAvgPool`` (NHWC) draw their
pooling sequences (Graham's random or pseudo-random cell boundaries, TensorFlow's scheme) from torch's generator."""
import math

import torch
import torch.nn.functional as F

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive

__all__ = ["FractionalMaxPoolWithFixedKsize", "FractionalMaxPool3DWithFixedKsize", "FractionalMaxPool",
           "FractionalAvgPool"]

_VALUES = (torch.float16, torch.float32, torch.float64, torch.int32, torch.int64)
_SAMPLES = (torch.float16, torch.float32, torch.float64)


def _sizes(value, n, name, api):
    """``value`` (a positive int, or a tuple of ``n`` of them) as a tuple of ``n`` ints."""
    check.check_value_type(value, [int, tuple], name, api)
    sizes = (value,) * n if isinstance(value, int) else value
    if len(sizes) != n or not all(isinstance(v, int) and v > 0 for v in sizes):
        raise ValueError(f"For '{api}', attr '{name}' must be a positive int or a tuple of {n} positive ints, but "
                         f"got {value}.")
    return sizes


def _dtype(t, valid, name, api):
    if t.dtype not in valid:
        names = ", ".join(f"Tensor[{mstype.from_torch_dtype(d)}]" for d in valid)
        raise TypeError(f"For primitive[{api}], the input argument[{name}] must be a type of {{{names}}}, but got "
                        f"Tensor[{mstype.from_torch_dtype(t.dtype)}].")


def _pool(api, x, samples, ksize, output_shape, pool):
    """The pooled values (in ``x``'s dtype) and Int64 flat argmax of the channels-first ``x``: torch's kernel in
    ``x``'s float dtype (float64 for integers, exact for the maxima it selects)."""
    if samples.shape[:2] != x.shape[:2]:
        raise ValueError(f"For '{api}', the first two dimension sizes of 'x' {tuple(x.shape[:2])} and "
                         f"'random_samples' {tuple(samples.shape[:2])} must be equal.")
    for axis, (k, out) in enumerate(zip(ksize, output_shape)):
        if k + out - 1 > x.shape[2 + axis]:
            raise ValueError(f"For '{api}', ksize {k} + output_shape {out} - 1 must not exceed the input size "
                             f"{x.shape[2 + axis]} of spatial axis {axis}.")
    work = x if x.is_floating_point() else x.double()
    y, argmax = pool(work, ksize, output_shape, return_indices=True, _random_samples=samples.to(work.dtype))
    return y.to(x.dtype), argmax


class FractionalMaxPoolWithFixedKsize(AttrPrimitive):
    """``ops.FractionalMaxPoolWithFixedKsize(ksize, output_shape, data_format='NCHW')(input_x, random_samples)``:
    torch.nn.functional.fractional_max_pool2d of the NCHW ``input_x`` with ``_random_samples`` (N, C, 2);
    returns the maxima and their Int64 flat indices in each channel's H*W plane."""
    _attrs = (("ksize", REQUIRED), ("output_shape", REQUIRED), ("data_format", "NCHW"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.add_prim_attr("ksize", _sizes(self.ksize, 2, "ksize", self.name))
        self.add_prim_attr("output_shape", _sizes(self.output_shape, 2, "output_shape", self.name))
        check.check_string(self.data_format, ["NCHW"], "data_format", self.name)

    def __call__(self, input_x, random_samples):
        api = self.name
        x, s = tensor_of(input_x, api, "input_x"), tensor_of(random_samples, api, "random_samples")
        _dtype(x, _VALUES, "input_x dtype", api)
        _dtype(s, _SAMPLES, "random_samples dtype", api)
        for name, t in (("input_x", x), ("random_samples", s)):
            if t.dim() != (4 if name == "input_x" else 3):
                raise ValueError(f"For {api}, the dimension of {name} must be {4 if name == 'input_x' else 3}, but "
                                 f"got {t.dim()}")
        if s.shape[2] != 2:
            raise ValueError(f"For {api}, the last dimension size of random_samples must be 2, but got {s.shape[2]}")
        y, argmax = _pool(api, x, s, self.ksize, self.output_shape, F.fractional_max_pool2d)
        return _wrap(y), _wrap(argmax)


class FractionalMaxPool3DWithFixedKsize(AttrPrimitive):
    """``ops.FractionalMaxPool3DWithFixedKsize(ksize, output_shape, data_format='NCDHW')(x, random_samples)``:
    torch.nn.functional.fractional_max_pool3d of the 5-D ``x`` (NCDHW, or NDHWC moved channels-first and back)
    with ``_random_samples`` (N, C, 3); returns the maxima and their Int64 flat indices in each D*H*W volume."""
    _attrs = (("ksize", REQUIRED), ("output_shape", REQUIRED), ("data_format", "NCDHW"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.add_prim_attr("ksize", _sizes(self.ksize, 3, "ksize", self.name))
        self.add_prim_attr("output_shape", _sizes(self.output_shape, 3, "output_shape", self.name))
        check.check_string(self.data_format, ["NCDHW", "NDHWC"], "data_format", self.name)

    def __call__(self, x, random_samples):
        api = self.name
        t, s = tensor_of(x, api, "x"), tensor_of(random_samples, api, "random_samples")
        _dtype(t, _VALUES, "x", api)
        _dtype(s, _SAMPLES, "random_samples", api)
        if t.dim() != 5:
            raise TypeError(f"For '{api}', the dimension of 'x' must be 5, but got {t.dim()}.")
        if s.dim() != 3:
            raise TypeError(f"For '{api}', the dimension of 'random_samples' must be equal to 3, but got {s.dim()}.")
        if s.shape[2] != 3:
            raise ValueError(f"For '{api}', the last dimension size of 'random_samples' must be 3, but got "
                             f"{s.shape[2]}.")
        last = self.data_format == "NDHWC"
        t = t.permute(0, 4, 1, 2, 3) if last else t
        y, argmax = _pool(api, t, s, self.ksize, self.output_shape, F.fractional_max_pool3d)
        if last:
            y, argmax = y.permute(0, 2, 3, 4, 1), argmax.permute(0, 2, 3, 4, 1)
        return _wrap(y), _wrap(argmax)


_ORDINALS = ("first", "second", "third", "forth")


def _pooling_sequence(size, out, pseudo_random, gen):
    """The cell boundaries (out + 1 of them, from 0 to ``size``) of one spatial axis: cells of floor or ceil of
    size / out in random order, or Graham's pseudo-random ceil(alpha * (i + u)) boundaries."""
    if size % out == 0:
        return torch.arange(out + 1, dtype=torch.int64) * (size // out)
    alpha, k = size / out, size // out
    if pseudo_random:
        max_u = min((k + 2) / alpha - 1, (size + 1 - k) / alpha - (out - 1))
        u = torch.rand((), dtype=torch.float64, generator=gen).item() * max_u
        inner = [math.ceil(alpha * (i + u)) for i in range(1, out)]
        return torch.tensor([0] + [b - 1 for b in inner] + [size], dtype=torch.int64)
    steps = torch.full((out,), k, dtype=torch.int64)
    steps[:size - out * k] += 1
    steps = steps[torch.randperm(out, generator=gen)]
    return torch.cat([torch.zeros(1, dtype=torch.int64), steps.cumsum(0)])


def _cells(t, rows, cols, overlapping, reduce):
    """``reduce`` over every pooling cell of the NHWC ``t`` (a cell shares its last row/column with the next one
    when ``overlapping``)."""
    extra = 1 if overlapping else 0
    out = [[reduce(t[:, rows[i]:min(rows[i + 1] + extra, t.shape[1]), cols[j]:min(cols[j + 1] + extra, t.shape[2])])
            for j in range(len(cols) - 1)] for i in range(len(rows) - 1)]
    return torch.stack([torch.stack(row, 1) for row in out], 1)


class _FractionalPool(AttrPrimitive):
    """The shared arguments, checks and pooling sequences of ``FractionalMaxPool`` and ``FractionalAvgPool``."""
    _attrs = (("pooling_ratio", REQUIRED), ("pseudo_random", False), ("overlapping", False),
              ("deterministic", False), ("seed", 0), ("seed2", 0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.pooling_ratio, [list], "pooling_ratio", self.name)
        for ratio in self.pooling_ratio:
            check.check_value_type(ratio, [float], "pooling_ratio_item", self.name)
        for name in ("pseudo_random", "overlapping", "deterministic"):
            check.check_value_type(getattr(self, name), [bool], name, self.name)
        for name in ("seed", "seed2"):
            check.check_value_type(getattr(self, name), [int], name, self.name)

    def _check_ratio(self):
        api, ratio = self.name, self.pooling_ratio
        if len(ratio) != 4:
            raise ValueError(f"For '{api}', the size of parameter 'pooling_ratio' must be 4, but got {len(ratio)}.")
        for i in (0, 3):
            if ratio[i] != 1.0:
                raise ValueError(f"For '{api}', the {_ORDINALS[i]} element of parameter 'pooling_ratio' must be 1.0, "
                                 f"but got {ratio[i]:f}.")
        for i in (1, 2):
            if ratio[i] < 1.0:
                raise ValueError(f"For '{api}', the {_ORDINALS[i]} element of pooling ratio must be greater than or "
                                 f"equal to 1.0, but got {ratio[i]:f}.")
        if not self.deterministic and (self.seed or self.seed2):
            raise ValueError(f"For '{api}', both 'seed' and 'seed2' must be 0 if 'deterministic' is false.")

    def _sequences(self, x):
        """The NHWC input's torch tensor and its row and column pooling sequences."""
        api = self.name
        t = tensor_of(x, api, "x")
        if t.dtype not in (torch.float32, torch.float64, torch.int32, torch.int64):
            raise TypeError(f"For primitive[{api}], the input argument[input] must be a type of {{Tensor[Float32], "
                            f"Tensor[Float64], Tensor[Int32], Tensor[Int64]}}, but got "
                            f"Tensor[{mstype.from_torch_dtype(t.dtype)}].")
        if t.dim() != 4:
            raise ValueError(f"For primitive[{api}], the input_rank must be equal to 4, but got {t.dim()}.")
        self._check_ratio()
        outs = [int(t.shape[axis] / self.pooling_ratio[axis]) for axis in (1, 2)]
        for axis, out in zip((1, 2), outs):
            if not out:
                raise ValueError(f"For '{api}', outputsize[{axis}] cannot be 0.")
        gen = None
        if self.deterministic and (self.seed or self.seed2):
            gen = torch.Generator().manual_seed(self.seed * 2 ** 32 + self.seed2)
        rows, cols = (_pooling_sequence(t.shape[axis], out, self.pseudo_random, gen)
                      for axis, out in zip((1, 2), outs))
        return t, rows, cols

    def __call__(self, x):
        t, rows, cols = self._sequences(x)
        y = _cells(t, rows.tolist(), cols.tolist(), self.overlapping, self._reduce)
        return _wrap(y), _wrap(rows), _wrap(cols)


class FractionalMaxPool(_FractionalPool):
    """``ops.FractionalMaxPool(pooling_ratio, pseudo_random=False, overlapping=False, deterministic=False, seed=0,
    seed2=0)(x)``: the maximum of every pooling cell of the NHWC ``x`` (torch.amax), with the row and column
    pooling sequences (Int64). Seeds (only with ``deterministic``) seed a torch generator for the sequences."""

    @staticmethod
    def _reduce(cell):
        return cell.amax((1, 2))


class FractionalAvgPool(_FractionalPool):
    """``ops.FractionalAvgPool(pooling_ratio, pseudo_random=False, overlapping=False, deterministic=False, seed=0,
    seed2=0)(x)``: the mean of every pooling cell of the NHWC ``x`` (integer means truncated), with the row and
    column pooling sequences (Int64)."""

    @staticmethod
    def _reduce(cell):
        if cell.is_floating_point():
            return cell.mean((1, 2))
        return torch.div(cell.sum((1, 2)), cell.shape[1] * cell.shape[2], rounding_mode="trunc")
