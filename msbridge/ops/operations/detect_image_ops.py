"""Issue 17, detection and image primitive classes: ``ops.ROIAlign``, ``ops.NMSWithMask``,
``ops.NonMaxSuppressionV3``, ``ops.NonMaxSuppressionWithOverlaps``, ``ops.CombinedNonMaxSuppression``
(ops.function.detect_func) and the TensorFlow-style resizes ``ops.ResizeBicubic`` and ``ops.ResizeArea``."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import detect_func as D
from ..function import image_func as G
from ..function._interpolate import resize_cubic
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive
from .image_ops import _Resize2D, _sizes

__all__ = ["ROIAlign", "NMSWithMask", "NonMaxSuppressionV3", "NonMaxSuppressionWithOverlaps",
           "CombinedNonMaxSuppression", "ResizeBicubic", "ResizeArea"]


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
        t = tensor_of(images, self.name, "images")
        s = tensor_of(size, self.name, "size")
        if s.dtype != torch.int32:
            raise TypeError(f"For primitive[{self.name}], the input argument[size] must be a type of "
                            f"{{Tensor[Int32]}}, but got Tensor[{mstype.from_torch_dtype(s.dtype)}].")
        if t.dim() != 4:
            raise ValueError(f"For primitive[{self.name}], the images dimension must be equal to 4, but got "
                             f"{t.dim()}.")
        height, width = _positive_size(s.tolist(), self.name)
        rows = G.area_weights(t.shape[1], height, self.align_corners)
        cols = G.area_weights(t.shape[2], width, self.align_corners)
        return _wrap(torch.einsum("ah,nhwc,bw->nabc", rows, t.double(), cols).float())
