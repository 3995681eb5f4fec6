"""Issue 17, more pooling primitive classes: ``ops.AdaptiveAvgPool3D``, ``ops.AdaptiveMaxPool3D``,
``ops.MaxPool3DWithArgmax``, ``ops.MaxPoolWithArgmaxV2``, ``ops.MaxUnpool2D`` and ``ops.MaxUnpool3D``, each
calling the ops function of its pooling."""
import torch

from ... import _geometry as geometry
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import nn_func as N
from ..function._utils import require_float, tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive

__all__ = ["AdaptiveAvgPool3D", "AdaptiveMaxPool3D", "MaxPool3DWithArgmax", "MaxPoolWithArgmaxV2", "MaxUnpool2D",
           "MaxUnpool3D"]


def _input(x, api, rank):
    t = tensor_of(x, api, "x")
    if t.dim() != rank:
        raise ValueError(f"For '{api}', the dimension of 'x' must be {rank}, but got {t.dim()}.")
    require_float(t, api)
    return t


class AdaptiveAvgPool3D(AttrPrimitive):
    """``ops.AdaptiveAvgPool3D(output_size)(x)``: ``ops.adaptive_avg_pool3d``; ``output_size`` an int or three
    ints or None (None keeps the input's size); integer inputs get their means truncated toward zero."""
    _attrs = (("output_size", REQUIRED),)

    def __call__(self, x):
        t = tensor_of(x, "AdaptiveAvgPool3D", "x")
        if t.dim() not in (4, 5):
            raise ValueError(f"For 'AdaptiveAvgPool3D', the dimension of 'x' must be 4 or 5, but got {t.dim()}.")
        if t.is_floating_point():
            return N.adaptive_avg_pool3d(x, self.output_size)
        # MindSpore's integer kernel truncates each mean toward zero
        mean = N.adaptive_avg_pool3d(_wrap(t.double()), self.output_size)._t
        return _wrap(torch.trunc(mean).to(t.dtype))


class AdaptiveMaxPool3D(FunctionPrimitive):
    """``ops.AdaptiveMaxPool3D()(x, output_size)``: ``ops.adaptive_max_pool3d`` with Int32 indices; ``output_size``
    a Tensor of three ints."""

    @staticmethod
    def fn(x, output_size):
        if not isinstance(output_size, Tensor):
            raise TypeError("For Primitive[AdaptiveMaxPool3D], the type of input argument[output_size] must be "
                            f"Tensor but got {type(output_size).__name__}.")
        if output_size.dtype != mstype.int32:
            raise TypeError("For primitive[AdaptiveMaxPool3D], the input argument[output_size] must be a type of "
                            f"{{Tensor[Int32]}}, but got Tensor[{output_size.dtype}].")
        values, index = N.adaptive_max_pool3d(x, tuple(output_size.asnumpy().tolist()), True)
        return values, index.astype(mstype.int32)


class MaxPool3DWithArgmax(AttrPrimitive):
    """``ops.MaxPool3DWithArgmax(ksize, strides, pads, dilation=(1, 1, 1), ceil_mode=False, data_format='NCDHW',
    argmax_type=mstype.int64)(x)``: ``ops.max_pool3d`` with the flat index of each maximum in its channel."""
    _attrs = (("ksize", REQUIRED), ("strides", REQUIRED), ("pads", REQUIRED), ("dilation", (1, 1, 1)),
              ("ceil_mode", False), ("data_format", "NCDHW"), ("argmax_type", mstype.int64))

    def __call__(self, x):
        _input(x, "MaxPool3DWithArgmax", 5)
        values, index = N.max_pool3d(x, geometry.as_tuple(self.ksize, 3), geometry.as_tuple(self.strides, 3),
                                     geometry.as_tuple(self.pads, 3), geometry.as_tuple(self.dilation, 3),
                                     self.ceil_mode, True)
        return values, index.astype(self.argmax_type)


class MaxPoolWithArgmaxV2(AttrPrimitive):
    """``ops.MaxPoolWithArgmaxV2(kernel_size, strides=None, pads=0, dilation=(1, 1), ceil_mode=False,
    argmax_type=mstype.int64)(x)``: ``ops.max_pool2d`` with the flat index of each maximum in its channel."""
    _attrs = (("kernel_size", REQUIRED), ("strides", None), ("pads", 0), ("dilation", (1, 1)), ("ceil_mode", False),
              ("argmax_type", mstype.int64))

    def __call__(self, x):
        t = tensor_of(x, "MaxPoolWithArgmaxV2", "x")
        if t.dim() != 4:
            raise ValueError(f"For 'MaxPoolWithArgmaxV2', the dimension of 'x' must be 4, but got {t.dim()}.")
        # integer inputs pool exactly in Float64 (torch's max_pool2d_with_indices takes floats only)
        values, index = N.max_pool2d(_wrap(t.double()) if not t.is_floating_point() else x, self.kernel_size,
                                     self.strides or self.kernel_size, self.pads, self.dilation, True, self.ceil_mode)
        return _wrap(values._t.to(t.dtype)), index.astype(self.argmax_type)


class _MaxUnpool(AttrPrimitive):
    """``ops.MaxUnpool{n}D(ksize, strides=0, pads=0, output_shape=(), data_format)(x, argmax)``: the ops
    max_unpool function (``strides`` 0 means ``ksize``; ``output_shape`` the full output shape or empty)."""
    _rank = 4
    _unpool = None

    def __call__(self, x, argmax):
        t = _input(x, self.name, self._rank)
        index = tensor_of(argmax, self.name, "argmax")
        if index.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"For '{self.name}', the dtype of 'argmax' must be int32 or int64, but got "
                            f"{mstype.from_torch_dtype(index.dtype)}.")
        if index.shape != t.shape:
            raise ValueError(f"For primitive[{self.name}], the x_shape: {list(t.shape)} must be equal to "
                             f"{list(index.shape)}")
        return self._unpool(x, argmax, self.ksize, self.strides or self.ksize, self.pads,
                            tuple(self.output_shape) or None)


class MaxUnpool2D(_MaxUnpool):
    __doc__ = _MaxUnpool.__doc__.format(n=2) + " NCHW."
    _attrs = (("ksize", REQUIRED), ("strides", 0), ("pads", 0), ("output_shape", ()), ("data_format", "NCHW"))
    _unpool = staticmethod(N.max_unpool2d)


class MaxUnpool3D(_MaxUnpool):
    __doc__ = _MaxUnpool.__doc__.format(n=3) + " NCDHW."
    _attrs = (("ksize", REQUIRED), ("strides", 0), ("pads", 0), ("output_shape", ()), ("data_format", "NCDHW"))
    _rank = 5
    _unpool = staticmethod(N.max_unpool3d)
