"""Issue 17, detection and image primitive classes: ``ops.ROIAlign``, ``ops.NMSWithMask``,
``ops.NonMaxSuppressionV3``, ``ops.NonMaxSuppressionWithOverlaps``, ``ops.CombinedNonMaxSuppression``
(ops.function.detect_func) and the TensorFlow-style resizes ``ops.ResizeBicubic`` and ``ops.ResizeArea``."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import deform_func, detect_func as D
from ..function import image_func as G
from ..function._interpolate import resize_cubic
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive
from .image_ops import _Resize2D, _sizes

__all__ = ["ROIAlign", "NMSWithMask", "NonMaxSuppressionV3", "NonMaxSuppressionWithOverlaps",
           "CombinedNonMaxSuppression", "ResizeBicubic", "ResizeArea", "ScaleAndTranslate", "ExtractVolumePatches",
           "DeformableOffsets", "ExtractGlimpse", "Dilation2D"]


class ROIAlign(AttrPrimitive):
    """``ops.ROIAlign(pooled_height, pooled_width, spatial_scale, sample_num=2, roi_end_mode=1)(features, rois)``:
    region-of-interest pooling by bilinear samples (``detect_func.roi_align``, torch gathers)."""
    _attrs = (("pooled_height", REQUIRED), ("pooled_width", REQUIRED), ("spatial_scale", REQUIRED),
              ("sample_num", 2), ("roi_end_mode", 1))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("pooled_height", "pooled_width"):
            check.check_value_type(getattr(self, name), [int], name, self.name)
        check.check_value_type(self.spatial_scale, [float], "spatial_scale", self.name)
        check.check_value_type(self.sample_num, [int], "sample_num", self.name)
        check.check_value_type(self.roi_end_mode, [int], "roi_end_mode", self.name)
        check.check_int_range(self.roi_end_mode, 0, 1, check.INC_BOTH, "roi_end_mode", self.name)

    def __call__(self, features, rois):
        return D.roi_align(features, rois, self.pooled_height, self.pooled_width, self.spatial_scale,
                           self.sample_num, self.roi_end_mode)


class NMSWithMask(AttrPrimitive):
    """``ops.NMSWithMask(iou_threshold=0.5)(bboxes)``: greedy non-maximum suppression of (x1, y1, x2, y2, score)
    boxes (``detect_func.nms_with_mask``)."""
    _attrs = (("iou_threshold", 0.5),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.iou_threshold, [float], "iou_threshold", self.name)

    def __call__(self, bboxes):
        return D.nms_with_mask(bboxes, self.iou_threshold)


class NonMaxSuppressionV3(FunctionPrimitive):
    """``ops.NonMaxSuppressionV3()(boxes, scores, max_output_size, iou_threshold, score_threshold)``: the Int32
    positions of the corner boxes greedy suppression keeps (``detect_func.non_max_suppression``)."""

    def __call__(self, boxes, scores, max_output_size, iou_threshold, score_threshold):
        return D.non_max_suppression(self.name, boxes, scores, max_output_size, iou_threshold, score_threshold)


class NonMaxSuppressionWithOverlaps(FunctionPrimitive):
    """``ops.NonMaxSuppressionWithOverlaps()(overlaps, scores, max_output_size, overlap_threshold,
    score_threshold)``: the Int32 positions greedy suppression by the (N, N) ``overlaps`` keeps
    (``detect_func.non_max_suppression``)."""

    def __call__(self, overlaps, scores, max_output_size, overlap_threshold, score_threshold):
        return D.non_max_suppression(self.name, overlaps, scores, max_output_size, overlap_threshold,
                                     score_threshold)


class CombinedNonMaxSuppression(AttrPrimitive):
    """``ops.CombinedNonMaxSuppression(pad_per_class=False, clip_boxes=True)(boxes, scores,
    max_output_size_per_class, max_total_size, iou_threshold, score_threshold)``: per-class greedy suppression
    merged over classes (``detect_func.combined_non_max_suppression``)."""
    _attrs = (("pad_per_class", False), ("clip_boxes", True))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.pad_per_class, [bool], "pad_per_class", self.name)
        check.check_value_type(self.clip_boxes, [bool], "clip_boxes", self.name)

    def __call__(self, boxes, scores, max_output_size_per_class, max_total_size, iou_threshold, score_threshold):
        return D.combined_non_max_suppression(boxes, scores, max_output_size_per_class, max_total_size,
                                              iou_threshold, score_threshold, self.pad_per_class, self.clip_boxes)


def _positive_size(size, api):
    """The (height, width) of ``size``, each above 0."""
    sizes = _sizes(size, 2, api)
    if min(sizes) <= 0:
        raise ValueError(f"For primitive[{api}], the size value must be greater than 0, but got {min(sizes)}.")
    return sizes


class ResizeBicubic(_Resize2D):
    """``ops.ResizeBicubic(align_corners=False, half_pixel_centers=False)(images, size)``: TensorFlow's bicubic
    resize of an NCHW Tensor (Keys' cubic, a=-0.5 with half-pixel centres, else a=-0.75 with edge pixels
    repeated), as two matrix products of tap weights."""
    _resize = staticmethod(lambda t, sizes, rule: resize_cubic(t.float() if t.dtype == torch.float16 else t, sizes,
                                                               rule).to(t.dtype))  # Float16 computed in Float32

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.align_corners, [bool], "align_corners", self.name)
        check.check_value_type(self.half_pixel_centers, [bool], "half_pixel_centers", self.name)

    def __call__(self, images, size):
        return super().__call__(images, _positive_size(size, self.name))


class ResizeArea(AttrPrimitive):
    """``ops.ResizeArea(align_corners=False)(images, size)``: TensorFlow's area resize of an NHWC Tensor (each
    output the covered-fraction-weighted mean of the input pixels under it), Float32, as two matrix products."""
    _attrs = (("align_corners", False),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.align_corners, [bool], "align_corners", self.name)

    def __call__(self, images, size):
        t = _nhwc(images, self.name)
        height, width = _pair(size, self.name, "size", torch.int32)
        if min(height, width) <= 0:
            raise ValueError(f"For primitive[{self.name}], the size value must be greater than 0, but got "
                             f"{min(height, width)}.")
        rows = G.area_weights(t.shape[1], height, self.align_corners)
        cols = G.area_weights(t.shape[2], width, self.align_corners)
        return _wrap(torch.einsum("ah,nhwc,bw->nabc", rows, t.double(), cols).float())


def _nhwc(images, api):
    """The torch tensor of a 4-D ``images`` input."""
    t = tensor_of(images, api, "images")
    if t.dim() != 4:
        raise ValueError(f"For primitive[{api}], the images dimension must be equal to 4, but got {t.dim()}.")
    return t


def _pair(value, api, name, dtype):
    """The two numbers of the 1-D ``dtype`` Tensor input ``name``."""
    t = check.check_input_arg_dtype(tensor_of(value, api, name), (dtype,), name, api)
    if t.dim() != 1 or t.numel() != 2:
        raise ValueError(f"For primitive[{api}], the {name}'s elements' must be equal to 2, but got {t.numel()}.")
    return t.tolist()


_SCALE_TRANSLATE_DTYPES = (torch.float16, torch.float32, torch.float64, torch.int16, torch.int32, torch.int64,
                           torch.int8)  # in MindSpore's message order


class ScaleAndTranslate(AttrPrimitive):
    """``ops.ScaleAndTranslate(kernel_type='lanczos3', antialias=True)(images, size, scale, translation)``:
    TensorFlow's scale_and_translate of an NHWC Tensor (each output pixel ``d`` samples ``(d + 0.5 -
    translation) / scale`` with the ``kernel_type`` kernel), Float32, as two matrix products of tap weights."""
    _attrs = (("kernel_type", "lanczos3"), ("antialias", True))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.kernel_type, [str], "kernel_type", self.name)
        check.check_string(self.kernel_type, tuple(G.SAMPLING_KERNELS), "kernel_type", self.name)
        check.check_value_type(self.antialias, [bool], "antialias", self.name)

    def __call__(self, images, size, scale, translation):
        t = check.check_input_arg_dtype(_nhwc(images, self.name), _SCALE_TRANSLATE_DTYPES, "images", self.name)
        sizes = _pair(size, self.name, "size", torch.int32)
        scales = _pair(scale, self.name, "scale", torch.float32)
        shifts = _pair(translation, self.name, "translation", torch.float32)
        for name, values in (("size", sizes), ("scale", scales)):
            if min(values) <= 0:
                raise ValueError(f"For primitive[{self.name}], the attribute[{name}] should be a vector with all "
                                 f"positive item. but got {values}.")
        rows, cols = (G.scale_translate_weights(n, m, c, d, self.kernel_type, self.antialias)
                      for n, m, c, d in zip(t.shape[1:3], sizes, scales, shifts))
        return _wrap(torch.einsum("ah,nhwc,bw->nabc", rows, t.float(), cols))


def _volume_attr(value, name, api):
    """A positive int, or 3 or 5 of them (the first two 1), as the (depth, height, width) triple."""
    values = (value,) * 3 if isinstance(value, int) and not isinstance(value, bool) else value
    if not (isinstance(values, (tuple, list)) and len(values) in (3, 5)
            and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in values)):
        raise ValueError(f"For '{api}', the parameter '{name}' must be an positive integer or a tuple of three or "
                         f"five positive integer, but got {value}")
    for i, v in enumerate(tuple(values)[:len(values) - 3]):
        if v != 1:
            raise ValueError(f"For '{api}', the '{name}[{i}]' must be int and must = 1, but got '{v}' with type "
                             f"'int'.")
    return tuple(values)[-3:]


class ExtractVolumePatches(AttrPrimitive):
    """``ops.ExtractVolumePatches(kernel_size, strides, padding)(input_x)``: the (depth, height, width) windows
    of an NCDHW Tensor stacked along the channels in (window position, channel) order (TensorFlow's
    extract_volume_patches; torch's Tensor.unfold per axis, ``image_func.extract_patches``)."""
    _attrs = (("kernel_size", REQUIRED), ("strides", REQUIRED), ("padding", REQUIRED))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._kernel = _volume_attr(self.kernel_size, "kernel_size", self.name)
        self._stride = _volume_attr(self.strides, "strides", self.name)
        check.check_value_type(self.padding, [str], "padding_dtype", self.name)
        check.check_string(self.padding.upper(), ["VALID", "SAME"], "padding", self.name)

    def __call__(self, input_x):
        t = tensor_of(input_x, self.name, "x")
        if t.dtype == torch.bool or t.is_complex():
            raise TypeError(f"For primitive[{self.name}], the input argument[x] must be a real number Tensor, but "
                            f"got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
        if t.dim() != 5:
            raise ValueError(f"For primitive[{self.name}], the input shape must be equal to 5, but got {t.dim()}.")
        padding = self.padding.lower()
        for i, (size, k, st) in enumerate(zip(t.shape[2:], self._kernel, self._stride)):
            pad = size - k if padding == "valid" else ((size + st - 1) // st - 1) * st + k - size
            if pad < 0:
                raise ValueError(f"For primitive[{self.name}], the padding = {self.padding.upper()} leaves "
                                 f"{pad} for input[{i + 2}] (size {size}, kernel_size {k}, strides {st}); it must be "
                                 f"greater than or equal to 0.")
        return _wrap(G.extract_patches(t, self._kernel, self._stride, (1, 1, 1), padding))


class DeformableOffsets(AttrPrimitive):
    """``ops.DeformableOffsets(strides, pads, ksize, dilations=(1, 1, 1, 1), data_format='NCHW',
    deformable_groups=1, modulated=True)(x, offsets)``: the deformed, masked bilinear samples behind
    ``ops.deformable_conv2d`` (``deform_func.deformable_offsets``)."""
    _attrs = (("strides", REQUIRED), ("pads", REQUIRED), ("ksize", REQUIRED), ("dilations", (1, 1, 1, 1)),
              ("data_format", "NCHW"), ("deformable_groups", 1), ("modulated", True))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        deform_func.deformable_attrs(self.strides, self.pads, self.ksize, self.dilations, self.data_format,
                                     self.deformable_groups, self.modulated, self.name)

    def __call__(self, x, offsets):
        return deform_func.deformable_offsets(x, offsets, self.strides, self.pads, self.ksize, self.dilations,
                                              self.data_format, self.deformable_groups, self.modulated)


class ExtractGlimpse(AttrPrimitive):
    """``ops.ExtractGlimpse(centered=True, normalized=True, uniform_noise=True, noise='uniform')(x, size,
    offsets)``: windows of an NHWC Float32 Tensor around ``offsets``, pixels off the image filled with noise
    (``image_func.extract_glimpse``; the noise is drawn from torch's generator)."""
    _attrs = (("centered", True), ("normalized", True), ("uniform_noise", True), ("noise", "uniform"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in ("centered", "normalized", "uniform_noise"):
            check.check_value_type(getattr(self, name), [bool], name, self.name)
        check.check_value_type(self.noise, [str], "noise", self.name)
        check.check_string(self.noise, ["uniform", "gaussian", "zero"], "noise", self.name)
        if self.uniform_noise and self.noise != "uniform":
            raise ValueError(f"For '{self.name}', the value of 'noise' must be uniform when uniform_noise is True, "
                             f"but got {self.noise}.")

    def __call__(self, x, size, offsets):
        t = check.check_tensor_dtype(tensor_of(x, self.name, "x"), (torch.float32,), "x", self.name)
        if t.dim() != 4:
            raise ValueError(f"For '{self.name}', the shape of parameter 'x' must be 4, but got {t.dim()}.")
        height, width = _pair(size, self.name, "size", torch.int32)
        o = check.check_tensor_dtype(tensor_of(offsets, self.name, "offsets"), (torch.float32,), "offsets",
                                     self.name)
        if min(height, width) <= 0:
            raise ValueError(f"For '{self.name}', the value of parameter 'size' must be greater than zero, but got "
                             f"{[height, width]}.")
        if o.dim() != 2 or o.shape[1] != 2 or o.shape[0] != t.shape[0]:
            raise ValueError(f"For '{self.name}', 'offsets' must be of shape ({t.shape[0]}, 2), but got "
                             f"{tuple(o.shape)}.")
        return _wrap(G.extract_glimpse(t, (height, width), o, self.centered, self.normalized, self.noise))


def _dilation_attr(value, name, api):
    """(height, width) of a positive int, or of 2 or 4 (the first two 1) of them."""
    check.check_value_type(value, [int, tuple], name, api)
    values = (value,) * 2 if isinstance(value, int) else value
    if len(values) not in (2, 4) or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0
                                            for v in values):
        raise ValueError(f"For '{api}' attr '{name}' should be an positive int number or a tuple of two or four "
                         f"positive int numbers, but got {value}")
    if len(values) == 4 and values[:2] != (1, 1):
        raise ValueError(f"For '{api}' attr '{name}' should be [1, 1, {name}_height, {name}_weigth]when "
                         f"data_format is 'NCHW', but got {value}")
    return tuple(values[-2:])


class Dilation2D(AttrPrimitive):
    """``ops.Dilation2D(stride, dilation, pad_mode='SAME', data_format='NCHW')(x, filter)``: grey-scale
    morphological dilation of an NCHW Tensor by a (C, kh, kw) filter (TensorFlow's dilation2d;
    ``image_func.dilation2d``, torch's Tensor.unfold and amax)."""
    _attrs = (("stride", REQUIRED), ("dilation", REQUIRED), ("pad_mode", "SAME"), ("data_format", "NCHW"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._stride = _dilation_attr(self.stride, "stride", self.name)
        self._rate = _dilation_attr(self.dilation, "dilation", self.name)
        check.check_string(str(self.pad_mode), ["VALID", "SAME", "valid", "same"], "pad_mode", self.name)
        if self.data_format != "NCHW":
            raise ValueError(f"For '{self.name}', NHWC format is not supported at present.")
        # stored as MindSpore stores them: [1, 1, height, width] and the mode upper-case
        self.add_prim_attr("stride", (1, 1) + self._stride)
        self.add_prim_attr("dilation", (1, 1) + self._rate)
        self.add_prim_attr("pad_mode", self.pad_mode.upper())

    def __call__(self, x, filter):  # noqa: A002 - MindSpore's input name
        t = tensor_of(x, self.name, "x")
        k = tensor_of(filter, self.name, "filter")
        if t.dtype != k.dtype or t.dtype in (torch.bool,) or t.is_complex():
            raise TypeError(f"For '{self.name}', 'x' and 'filter' must be real Tensors of one dtype, but got "
                            f"{mstype.from_torch_dtype(t.dtype)} and {mstype.from_torch_dtype(k.dtype)}.")
        if t.dim() != 4 or k.dim() != 3 or k.shape[0] != t.shape[1]:
            raise ValueError(f"For '{self.name}', 'x' must be NCHW and 'filter' (C, kh, kw) with x's channels, but "
                             f"got shapes {tuple(t.shape)} and {tuple(k.shape)}.")
        padding = self.pad_mode.lower()
        if padding == "valid" and any(n < (kk - 1) * r + 1 for n, kk, r in zip(t.shape[2:], k.shape[1:], self._rate)):
            raise ValueError(f"For '{self.name}', the dilated filter {tuple(k.shape[1:])} (dilation {self._rate}) "
                             f"does not fit the input {tuple(t.shape[2:])} with pad_mode 'VALID'.")
        return _wrap(G.dilation2d(t, k, self._stride, self._rate, padding))
