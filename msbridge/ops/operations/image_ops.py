"""Primitive classes of image resampling (``ops.ResizeBilinearV2``, ``ops.ResizeNearestNeighborV2``,
``ops.ResizeLinear1D``, ``ops.UpsampleNearest3D``, ``ops.UpsampleTrilinear3D``, ``ops.GridSampler2D`` / ``3D``,
``ops.AffineGrid``, ``ops.Padding``, ``ops.PadV3``, ``ops.RGBToHSV``, ``ops.HSVToRGB``, ``ops.Im2Col``), each
calling the one function of its op."""
import torch

from ... import _checkparam as check
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function import image_func as G
from ..function import nn_func as N
from ..function._interpolate import interpolate_t
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive

__all__ = ["ResizeBilinearV2", "ResizeNearestNeighborV2", "ResizeLinear1D", "UpsampleNearest3D",
           "UpsampleTrilinear3D", "GridSampler2D", "GridSampler3D", "AffineGrid", "Padding", "PadV3", "RGBToHSV",
           "HSVToRGB", "Im2Col", "ExtractImagePatches"]


def _sizes(size, count, api):
    """The output sizes from a tuple, list or 1-D Tensor of ``count`` integers."""
    sizes = [int(s) for s in (size.tolist() if isinstance(size, Tensor) else size)]
    if len(sizes) != count:
        raise ValueError(f"For '{api}', the size must have {count} elements, but got {len(sizes)}.")
    return sizes


class _Resize2D(AttrPrimitive):
    """A TensorFlow-style resize of the last two axes of an NCHW Tensor."""
    _attrs = (("align_corners", False), ("half_pixel_centers", False))
    _resize = None

    def __call__(self, x, size):
        rule = G.coordinate_rule(self.align_corners, self.half_pixel_centers, self.name)
        t = tensor_of(x, self.name, "x")
        if not t.is_floating_point():
            raise TypeError(f"For '{self.name}', 'x' must be a float Tensor, but got {x.dtype}.")
        if t.dim() != 4:
            raise ValueError(f"For '{self.name}', the dimension of 'x' must be 4, but got {t.dim()}.")
        return _wrap(type(self)._resize(t, _sizes(size, 2, self.name), rule))


class ResizeBilinearV2(_Resize2D):
    """``ops.ResizeBilinearV2(align_corners=False, half_pixel_centers=False)(x, size)``: bilinear resize of the
    last two axes with TensorFlow's coordinates (torch.index_select and a lerp per axis)."""
    _resize = staticmethod(G.resize_linear)


class ResizeNearestNeighborV2(_Resize2D):
    """``ops.ResizeNearestNeighborV2(align_corners=False, half_pixel_centers=False)(x, size)``: nearest resize of
    the last two axes with TensorFlow's coordinates (torch.index_select per axis)."""
    _resize = staticmethod(G.resize_nearest)


class ResizeLinear1D(AttrPrimitive):
    """``ops.ResizeLinear1D(coordinate_transformation_mode='align_corners')(x, size)``: linear resize of the last
    axis of an (N, C, W) Tensor ('align_corners' or 'half_pixel')."""
    _attrs = (("coordinate_transformation_mode", "align_corners"),)

    def __call__(self, x, size):
        mode = self.coordinate_transformation_mode
        if mode not in ("align_corners", "half_pixel"):  # the constructor accepts any mode, as MindSpore's
            raise RuntimeError("For 'ResizeLinear1D', coordinate_transformation_mode not support now.")
        t = tensor_of(x, self.name, "x")
        if t.dim() != 3:
            raise ValueError(f"For '{self.name}', the dimension of 'x' must be 3, but got {t.dim()}.")
        sizes = _sizes(size, 1, self.name)
        # a one-sample output takes the first input sample in both modes (MindSpore's kernel)
        return _wrap(G.resize_linear(t, sizes, "align_corners" if sizes == [1] else mode))


class _Upsample3D(AttrPrimitive):
    """An upsampling of the last three axes of an NCDHW Tensor to ``output_size`` or by ``scales``."""
    _mode = None

    def __call__(self, x, output_size=None, scales=None):
        t = tensor_of(x, self.name, "x")
        if t.dim() != 5:
            raise ValueError(f"For '{self.name}', the dimension of 'x' must be 5, but got {t.dim()}.")
        if (output_size is None) == (scales is None):
            raise ValueError(f"For '{self.name}', only one of 'output_size' and 'scales' must be specified.")
        sizes = _sizes(output_size, 3, self.name) if output_size is not None else \
            [int(n * s) for n, s in zip(t.shape[2:], _sizes_float(scales, self.name))]
        return _wrap(interpolate_t(t, sizes, None, self._mode, self.attrs.get("align_corners"), None))


def _sizes_float(scales, api):
    values = [float(s) for s in (scales.tolist() if isinstance(scales, Tensor) else scales)]
    if len(values) != 3:
        raise ValueError(f"For '{api}', the scales must have 3 elements, but got {len(values)}.")
    return values


class UpsampleNearest3D(_Upsample3D):
    """``ops.UpsampleNearest3D()(x, output_size=None, scales=None)``: torch.nn.functional.interpolate 'nearest'
    of the last three axes."""
    _mode = "nearest"


class UpsampleTrilinear3D(_Upsample3D):
    """``ops.UpsampleTrilinear3D(align_corners=False)(x, output_size=None, scales=None)``:
    torch.nn.functional.interpolate 'trilinear'."""
    _attrs = (("align_corners", False),)
    _mode = "trilinear"


class _GridSampler(AttrPrimitive):
    """``ops.GridSampler2D`` / ``3D(interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)``:
    ``ops.grid_sample`` (torch.nn.functional.grid_sample)."""
    _attrs = (("interpolation_mode", "bilinear"), ("padding_mode", "zeros"), ("align_corners", False))
    _rank = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_string(self.interpolation_mode, ["bilinear", "nearest"], "interpolation_mode", self.name)
        check.check_string(self.padding_mode, ["zeros", "border", "reflection"], "padding_mode", self.name)
        check.check_bool(self.align_corners, "align_corners", self.name)

    def __call__(self, input_x, grid):
        t = tensor_of(input_x, self.name, "input_x")
        if t.dim() != self._rank:
            raise ValueError(f"For '{self.name}', 'input_x' must be a {self._rank}-D Tensor, but got {t.dim()}-D.")
        return N.grid_sample(input_x, grid, self.interpolation_mode, self.padding_mode, self.align_corners)


class GridSampler2D(_GridSampler):
    """``ops.GridSampler2D(interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)(input_x,
    grid)``: ``ops.grid_sample`` of an NCHW Tensor."""
    _rank = 4


class GridSampler3D(_GridSampler):
    """``ops.GridSampler3D(interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)(input_x,
    grid)``: ``ops.grid_sample`` of an NCDHW Tensor."""
    _rank = 5


class AffineGrid(AttrPrimitive):
    """``ops.AffineGrid(align_corners=False)(theta, output_size)``: ``ops.affine_grid``."""
    _attrs = (("align_corners", False),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_bool(self.align_corners, "align_corners", self.name)

    def __call__(self, theta, output_size):
        return G.affine_grid(theta, output_size, self.align_corners)


class Padding(AttrPrimitive):
    """``ops.Padding(pad_dim_size=8)(x)``: ``ops.padding``."""
    _attrs = (("pad_dim_size", 8),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.pad_dim_size, [int], "pad_dim_size", self.name)
        check.check_positive_int(self.pad_dim_size, "pad_dim_size", self.name)

    def __call__(self, x):
        return G.padding(x, self.pad_dim_size)


class PadV3(AttrPrimitive):
    """``ops.PadV3(mode='constant', paddings_contiguous=True)(x, paddings, constant_value=None)``:
    torch.nn.functional.pad ('edge' is torch's 'replicate'); ``paddings`` are (before, after) pairs from the last
    axis, or all befores then all afters when ``paddings_contiguous`` is False."""
    _attrs = (("mode", "constant"), ("paddings_contiguous", True))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_string(self.mode, ["constant", "reflect", "edge", "circular"], "mode", self.name)

    def __call__(self, x, paddings, constant_value=None):
        t = tensor_of(x, self.name, "x")
        if (self.mode == "constant") != (constant_value is not None):
            raise ValueError(f"For primitive[PadV3], the input number must be equal to "
                             f"{3 if self.mode == 'constant' else 2}, but got {2 if constant_value is None else 3}.")
        pads = [int(p) for p in (paddings.tolist() if isinstance(paddings, Tensor) else paddings)]
        if not self.paddings_contiguous:
            half = len(pads) // 2
            pads = [v for pair in zip(pads[:half], pads[half:]) for v in pair]
        if self.mode != "constant":
            if t.dim() != len(pads) // 2 + 2:
                raise ValueError(f"For primitive[PadV3], the input dims when padding's size equal {len(pads)} must "
                                 f"be equal to {len(pads) // 2 + 2}, but got {t.dim()}.")
            for i in range(0, len(pads), 2):
                axis = t.dim() - 1 - i // 2
                if self.mode == "reflect" and max(pads[i], pads[i + 1]) >= t.shape[axis]:
                    raise ValueError(f"For 'PadV3' reflect mode, Padding size must be less than the corresponding "
                                     f"input dimension, but got: padding ({pads[i]},{pads[i + 1]}) at dimension "
                                     f"{axis} of input:[{t.shape[axis]}]")
        value = constant_value.item() if isinstance(constant_value, Tensor) else constant_value
        return _wrap(G.pad_v3(t, pads, self.mode, value))


class _ColorSpace(FunctionPrimitive):
    """A colour conversion of the last axis (3 channels) of a float Tensor."""
    _convert = None

    def __call__(self, images):
        t = tensor_of(images, self.name, "images")
        if t.dtype not in (torch.float16, torch.float32, torch.float64):
            raise TypeError(f"For primitive[{self.name}], the input argument[type of input 'images'] must be a type "
                            f"of {{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                            f"Tensor[{images.dtype}].")
        if t.dim() == 0 or t.shape[-1] != 3:
            raise ValueError(f"For primitive[{self.name}], the last dimension of input 'images' must be equal to 3, "
                             f"but got {t.shape[-1] if t.dim() else 0}.")
        wide = t.float() if t.dtype == torch.float16 else t  # Float16 computed in Float32, as MindSpore's kernel
        return _wrap(type(self)._convert(wide).to(t.dtype))


class RGBToHSV(_ColorSpace):
    """``ops.RGBToHSV()(images)``: RGB to HSV of the last axis (hue in [0, 1)), torch elementwise ops."""
    _convert = staticmethod(G.rgb_to_hsv)


class HSVToRGB(_ColorSpace):
    """``ops.HSVToRGB()(images)``: HSV (hue in [0, 1)) to RGB of the last axis, torch elementwise ops."""
    _convert = staticmethod(G.hsv_to_rgb)


class Im2Col(AttrPrimitive):
    """``ops.Im2Col(ksizes, strides=1, dilations=1, pads=0)(x)``: ``ops.unfold`` (torch.nn.functional.unfold) of
    an NCHW Tensor as (N, C, kh * kw, blocks)."""
    _attrs = (("ksizes", REQUIRED), ("strides", 1), ("dilations", 1), ("pads", 0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("ksizes", "strides", "dilations"):
            values = getattr(self, name)
            for i, v in enumerate(values if isinstance(values, (tuple, list)) else (values,)):
                check.check_positive_int(v, f"{name}[{i}]", self.name)
        pads = self.pads if isinstance(self.pads, (tuple, list)) else (self.pads,)
        if len(pads) not in (1, 2):
            raise ValueError(f"For 'Im2Col', the pads size should be in : [1, 2], but got {len(pads)}.")

    def __call__(self, x):
        t = tensor_of(x, self.name, "x")
        if t.dim() != 4:
            raise ValueError(f"For primitive[Im2Col], the dimension of input x must be equal to 4, but got {t.dim()}.")
        k, d, p, st = (check.expand_int(_one_or_pair(v), 2) for v in (self.ksizes, self.dilations, self.pads,
                                                                       self.strides))
        blocks = [(t.shape[2 + i] + 2 * p[i] - d[i] * (k[i] - 1) - 1) // st[i] + 1 for i in range(2)]
        if min(blocks) < 1:
            raise ValueError(f"For Im2Col, given input with spatial size {tuple(t.shape)}, ksizes={k}, dilation={d}, "
                             f"pads={p}, calculated shape of the array of sliding blocks as {tuple(blocks)}, but its "
                             f"components must be at least one.")
        cols = N.unfold(x, k, d, p, st)
        return cols.reshape(t.shape[0], t.shape[1], k[0] * k[1], -1)


def _one_or_pair(value):
    """An int, or a tuple of two, from MindSpore's int / 1-item / 2-item attribute."""
    value = tuple(value) if isinstance(value, (tuple, list)) else value
    return value[0] if isinstance(value, tuple) and len(value) == 1 else value


class ExtractImagePatches(AttrPrimitive):
    """``ops.ExtractImagePatches(ksizes, strides, rates, padding='VALID')(input_x)``: the windows of an NCHW
    Tensor stacked along the channels in (row, column, channel) order (TensorFlow's extract_image_patches; torch's
    unfold, reordered). ``ksizes``/``strides``/``rates`` are ``[1, 1, row, col]``; ``padding`` 'SAME' or 'VALID'."""
    _attrs = (("ksizes", REQUIRED), ("strides", REQUIRED), ("rates", REQUIRED), ("padding", "VALID"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("ksizes", "strides", "rates"):
            values = getattr(self, name)
            check.check_value_type(values, (tuple, list), name, self.name)
            for v in tuple(values)[-2:]:
                check.check_positive_int(v, name, self.name)
        check.check_string(str(self.padding).upper(), ["SAME", "VALID"], "padding", self.name)

    def __call__(self, input_x):
        t = tensor_of(input_x, self.name, "input_x")
        if t.dim() != 4:
            raise ValueError(f"For '{self.name}', the dimension of 'input_x' must be 4, but got {t.dim()}.")
        kernel, stride, rate = (tuple(getattr(self, n))[-2:] for n in ("ksizes", "strides", "rates"))
        return _wrap(G.extract_patches(t, kernel, stride, rate, str(self.padding).lower()))
