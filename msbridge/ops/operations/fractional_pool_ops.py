"""Fractional max pooling with fixed windows (issue 17, random_prims branch): ``ops.FractionalMaxPoolWithFixedKsize``
and ``ops.FractionalMaxPool3DWithFixedKsize``. They take the random offsets as an input (``random_samples``), so
their outputs are deterministic: torch.nn.functional.fractional_max_pool2d / 3d with ``_random_samples`` place
the windows as MindSpore's kernels do."""
import torch
import torch.nn.functional as F

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive

__all__ = ["FractionalMaxPoolWithFixedKsize", "FractionalMaxPool3DWithFixedKsize"]

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
