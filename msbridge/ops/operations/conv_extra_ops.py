"""Primitive classes of 3-D and transposed convolutions and of more poolings (``ops.Conv3D``,
``Conv2DTranspose`` / ``Conv2DBackpropInput``, ``Conv3DTranspose``, ``MaxPool3D``, ``AvgPool3D``,
``AdaptiveMaxPool2D``, ``MaxPoolWithArgmax``) over torch.nn.functional, with MindSpore's attributes."""
import torch
import torch.nn.functional as TF

from ... import _checkparam as check
from ... import _geometry as geometry
from ...common.handles import wrap as _wrap
from ..function import conv_extra_func as C
from ..function import nn_func as N
from ..function._utils import require_float, tensor_of
from ..primitive import REQUIRED, AttrPrimitive

__all__ = ["Conv3D", "Conv2DTranspose", "Conv2DBackpropInput", "Conv3DTranspose", "MaxPool3D", "AvgPool3D",
           "AdaptiveMaxPool2D", "MaxPoolWithArgmax"]


class Conv3D(AttrPrimitive):
    """``ops.Conv3D(out_channel, kernel_size, mode=1, pad_mode='valid', pad=0, stride=1, dilation=1, group=1,
    data_format='NCDHW')(x, weight)``: torch.nn.functional.conv3d; ``pad`` an int or (head, tail, top, bottom,
    left, right) for 'pad'."""
    _attrs = (("out_channel", REQUIRED), ("kernel_size", REQUIRED), ("mode", 1), ("pad_mode", "valid"), ("pad", 0),
              ("stride", 1), ("dilation", 1), ("group", 1), ("data_format", "NCDHW"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.add_prim_attr("kernel_size", geometry.as_tuple(self.kernel_size, 3))

    def __call__(self, x, weight):
        t, w = tensor_of(x, "Conv3D", "x"), tensor_of(weight, "Conv3D", "weight")
        N.conv_pad_mode(self.pad_mode, self.pad, 6, "Conv3D")
        if t.dim() != 5:
            raise ValueError(f"For primitive[Conv3D], the x shape size must be equal to 5, but got {t.dim()}.")
        if w.dim() == 5 and w.shape[0] != self.out_channel:
            raise ValueError(f"For 'Conv3D', 'w_shape[0]' must be equal to 'out_channel', but got 'w_shape[0]': "
                             f"{w.shape[0]}, 'out_channel': {self.out_channel}.")
        return _wrap(N.conv_t(3, t, w, None, geometry.as_tuple(self.stride, 3), self.pad_mode,
                              geometry.pad_pairs(self.pad, 3), geometry.as_tuple(self.dilation, 3), self.group,
                              "Conv3D"))


class Conv2DTranspose(AttrPrimitive):
    """``ops.Conv2DTranspose(out_channel, kernel_size, pad_mode='valid', pad=0, pad_list=None, mode=1, stride=1,
    dilation=1, group=1, data_format='NCHW')(dout, weight, input_size)``: the gradient of a Conv2D with respect to
    its input (torch.nn.functional.conv_transpose2d), shaped ``input_size``."""
    _attrs = (("out_channel", REQUIRED), ("kernel_size", REQUIRED), ("pad_mode", "valid"), ("pad", 0),
              ("pad_list", None), ("mode", 1), ("stride", 1), ("dilation", 1), ("group", 1), ("data_format", "NCHW"))

    def __call__(self, dout, weight, input_size):
        name = type(self).__name__
        x, w = tensor_of(dout, name, "dout"), tensor_of(weight, name, "weight")
        N.conv_pad_mode(self.pad_mode, self.pad, 4, name)
        size = tuple(input_size)
        strides, dilations = geometry.as_tuple(self.stride, 2), geometry.as_tuple(self.dilation, 2)
        if self.pad_mode == "same":
            pairs = geometry.same_pairs(size[2:], w.shape[2:], strides, dilations)
        else:
            pairs = geometry.pad_pairs(self.pad if self.pad_mode == "pad" else 0, 2)
        full = [(n - 1) * s + geometry.span(k, d) for n, k, s, d in zip(x.shape[2:], w.shape[2:], strides, dilations)]
        for f, out, (before, after), s in zip(full, size[2:], pairs, strides):
            if not 0 <= out + before + after - f < s:
                raise RuntimeError(f"For '{name}', 'input_size' {size} does not fit 'dout' of shape "
                                   f"{tuple(x.shape)} with this kernel, stride and padding.")
        return _wrap(C.transposed_conv_t(2, x, w, strides, dilations, self.group, [p[0] for p in pairs], size[2:]))


class Conv2DBackpropInput(Conv2DTranspose):
    """``ops.Conv2DBackpropInput``: MindSpore's other name of ``ops.Conv2DTranspose``."""


class Conv3DTranspose(AttrPrimitive):
    """``ops.Conv3DTranspose(in_channel, out_channel, kernel_size, mode=1, pad_mode='valid', pad=0, stride=1,
    dilation=1, group=1, output_padding=0, data_format='NCDHW')(dout, weight)``: ``ops.conv3d_transpose``."""
    _attrs = (("in_channel", REQUIRED), ("out_channel", REQUIRED), ("kernel_size", REQUIRED), ("mode", 1),
              ("pad_mode", "valid"), ("pad", 0), ("stride", 1), ("dilation", 1), ("group", 1),
              ("output_padding", 0), ("data_format", "NCDHW"))

    def __call__(self, dout, weight):
        return C.conv3d_transpose(dout, weight, self.pad_mode, self.pad, self.stride, self.dilation, self.group,
                                  self.output_padding)


class MaxPool3D(AttrPrimitive):
    """``ops.MaxPool3D(kernel_size=1, strides=1, pad_mode='VALID', pad_list=0, ceil_mode=None,
    data_format='NCDHW')(x)``: torch.nn.functional.max_pool3d with MindSpore's pad modes."""
    _attrs = (("kernel_size", 1), ("strides", 1), ("pad_mode", "VALID"), ("pad_list", 0), ("ceil_mode", None),
              ("data_format", "NCDHW"))

    def __call__(self, x):
        t = tensor_of(x, "MaxPool3D", "x")
        if t.dim() != 5:
            raise ValueError(f"For primitive[MaxPool3D], the x_rank must be equal to 5, but got {t.dim()}.")
        require_float(t, "MaxPool3D")
        return _wrap(C.max_pool_t(3, t, geometry.as_tuple(self.kernel_size, 3), geometry.as_tuple(self.strides, 3),
                                  self.pad_mode.lower(), geometry.pad_pairs(self.pad_list, 3), bool(self.ceil_mode),
                                  False))


class AvgPool3D(AttrPrimitive):
    """``ops.AvgPool3D(kernel_size=1, strides=1, pad_mode='valid', pad=0, ceil_mode=False, count_include_pad=True,
    divisor_override=0, data_format='NCDHW')(x)``: torch.nn.functional.avg_pool3d with MindSpore's pad modes
    ('same' pads with zeros that count in the average)."""
    _attrs = (("kernel_size", 1), ("strides", 1), ("pad_mode", "valid"), ("pad", 0), ("ceil_mode", False),
              ("count_include_pad", True), ("divisor_override", 0), ("data_format", "NCDHW"))

    def __call__(self, x):
        t = tensor_of(x, "AvgPool3D", "x")
        if t.dim() != 5:
            raise ValueError(f"For primitive[AvgPool3D], the x_rank must be equal to 5, but got {t.dim()}.")
        require_float(t, "AvgPool3D")
        kernels, strides = geometry.as_tuple(self.kernel_size, 3), geometry.as_tuple(self.strides, 3)
        mode = self.pad_mode.lower()
        if mode == "same":
            if not self.count_include_pad:
                raise NotImplementedError("ops.AvgPool3D: pad_mode='same' with count_include_pad=False is not "
                                          "supported.")
            pairs = geometry.same_pairs(t.shape[2:], kernels, strides, (1, 1, 1))
        else:
            pairs = geometry.pad_pairs(self.pad if mode == "pad" else 0, 3)
        padding, pre = geometry.split_pairs(pairs)
        source = t if pre is None else TF.pad(t, pre)
        return _wrap(N.avg_pool3d_t(source, kernels, strides, padding, self.ceil_mode, self.count_include_pad,
                                    self.divisor_override or None))


class AdaptiveMaxPool2D(AttrPrimitive):
    """``ops.AdaptiveMaxPool2D(output_size)(input)``: ``ops.adaptive_max_pool2d`` with its Int64 indices;
    ``output_size`` a tuple or list of two ints."""
    _attrs = (("output_size", REQUIRED),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if not isinstance(self.output_size, (tuple, list)):
            raise TypeError(f"For 'AdaptiveMaxPool2D', the type of 'output_size' should be one of '[list of int, "
                            f"tuple of int]', but got {type(self.output_size)}.")

    def __call__(self, input):  # noqa: A002 - MindSpore's name
        if any(size is None for size in self.output_size):
            raise TypeError("Failed calling AdaptiveMaxPool2D with a None 'output_size' entry.")
        check.check_input_dtype(tensor_of(input, "AdaptiveMaxPool2D", "input"),
                                (torch.float16, torch.float32, torch.float64), "AdaptiveMaxPool2D")
        return N.adaptive_max_pool2d(input, tuple(self.output_size), True)


class MaxPoolWithArgmax(AttrPrimitive):
    """``ops.MaxPoolWithArgmax(kernel_size=1, strides=1, pad_mode='valid', data_format='NCHW')(x)``: max pooling
    and the Int32 flat index of each maximum in its sample (over channel, row and column, as MindSpore's)."""
    _attrs = (("kernel_size", 1), ("strides", 1), ("pad_mode", "valid"), ("data_format", "NCHW"))

    def __call__(self, x):
        t = tensor_of(x, "MaxPoolWithArgmax", "x")
        if t.dim() != 4:
            raise ValueError(f"For primitive[MaxPoolWithArgmax], the x_rank must be equal to 4, but got {t.dim()}.")
        require_float(t, "MaxPoolWithArgmax")
        values, index = C.max_pool_t(2, t, geometry.as_tuple(self.kernel_size, 2), geometry.as_tuple(self.strides, 2),
                                     self.pad_mode.lower(), None, False, True)
        plane = t.shape[2] * t.shape[3]
        channel_offset = torch.arange(t.shape[1]).reshape(1, -1, 1, 1) * plane
        return _wrap(values), _wrap((index + channel_offset).to(torch.int32))
