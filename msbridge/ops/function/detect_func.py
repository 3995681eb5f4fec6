"""Detection ops on torch: ``ROIAlign`` (Detectron's region-of-interest pooling by bilinear samples) and the
greedy non-maximum suppressions ``NMSWithMask``, ``NonMaxSuppressionV3``, ``NonMaxSuppressionWithOverlaps`` and
``CombinedNonMaxSuppression`` (one greedy selection, :func:`_greedy`, behind all four)."""
import math

import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ._utils import tensor_of

__all__ = ["roi_align", "nms_with_mask", "non_max_suppression", "combined_non_max_suppression"]


# --- ROIAlign --------------------------------------------------------------------------------------------------
def _roi_axis(start, bin_size, pooled, grid, size):
    """Bilinear sample positions along one axis of a region (``pooled`` bins of ``grid`` samples each): the lower
    and upper source rows, the fraction towards the upper one, and whether the sample lies on the image."""
    bins = torch.arange(pooled, dtype=start.dtype)[:, None]
    steps = torch.arange(grid, dtype=start.dtype)[None, :]
    pos = (start + bins * bin_size + (steps + 0.5) * bin_size / grid).reshape(-1)
    inside = (pos >= -1.0) & (pos <= size)
    pos = pos.clamp(min=0)
    low = pos.floor().clamp(max=size - 1)
    pos = torch.where(low >= size - 1, low, pos)
    return low.long(), (low + 1).clamp(max=size - 1).long(), pos - low, inside


def roi_align(features, rois, pooled_height, pooled_width, spatial_scale, sample_num=2, roi_end_mode=1):
    """``ops.ROIAlign(pooled_height, pooled_width, spatial_scale, sample_num=2, roi_end_mode=1)(features, rois)``:
    each (batch index, x1, y1, x2, y2) region of the NCHW ``features``, scaled by ``spatial_scale``, pooled to
    (pooled_height, pooled_width) bins by averaging bilinear samples (torch gathers, so it differentiates).
    ``roi_end_mode=1`` adds one pixel to the region's end and lets regions shrink below one pixel;
    ``sample_num <= 0`` samples ``floor(region size / bins)`` points per bin (none: NaN, as MindSpore)."""
    api = "ROIAlign"
    x = check.check_tensor_dtype(tensor_of(features, api, "features"), (torch.float16, torch.float32), "features",
                                 api)
    boxes = check.check_tensor_dtype(tensor_of(rois, api, "rois"), (torch.float16, torch.float32), "rois", api)
    if x.dim() != 4:
        raise ValueError(f"For '{api}', the dimension of 'features' must be 4, but got {x.dim()}.")
    if boxes.dim() != 2 or boxes.shape[1] != 5:
        raise ValueError(f"For '{api}', 'rois' must be of shape (rois_n, 5), but got {tuple(boxes.shape)}.")
    channels, height, width = x.shape[1:]
    pooled = []
    for roi in boxes.to(x.dtype):
        shift = float(roi_end_mode)
        x1, y1 = roi[1] * spatial_scale, roi[2] * spatial_scale
        roi_w, roi_h = (roi[3] + shift) * spatial_scale - x1, (roi[4] + shift) * spatial_scale - y1
        if roi_end_mode == 0:
            roi_w, roi_h = roi_w.clamp(min=1.0), roi_h.clamp(min=1.0)
        grid_h = sample_num if sample_num > 0 else max(int(math.floor(float(roi_h) / pooled_height)), 0)
        grid_w = sample_num if sample_num > 0 else max(int(math.floor(float(roi_w) / pooled_width)), 0)
        y_lo, y_hi, fy, y_in = _roi_axis(y1, roi_h / pooled_height, pooled_height, grid_h, height)
        x_lo, x_hi, fx, x_in = _roi_axis(x1, roi_w / pooled_width, pooled_width, grid_w, width)
        image = x[int(roi[0])]
        top, bottom = image[:, y_lo], image[:, y_hi]
        fy, fx = fy[:, None], fx[None, :]
        value = ((top[:, :, x_lo] * (1 - fx) + top[:, :, x_hi] * fx) * (1 - fy)
                 + (bottom[:, :, x_lo] * (1 - fx) + bottom[:, :, x_hi] * fx) * fy)
        value = value * (y_in[:, None] & x_in[None, :])
        total = value.reshape(channels, pooled_height, grid_h, pooled_width, grid_w).sum((2, 4))
        pooled.append(total / (grid_h * grid_w))
    if not pooled:
        return _wrap(x.new_zeros((0, channels, pooled_height, pooled_width)))
    return _wrap(torch.stack(pooled))


# --- greedy non-maximum suppression ------------------------------------------------------------------------------
def _greedy(order, suppresses, limit=None):
    """The candidates of ``order`` (best first) that no earlier kept one suppresses (``suppresses[kept][i]``),
    at most ``limit`` of them."""
    kept = []
    for i in order:
        if limit is not None and len(kept) >= limit:
            break
        if not any(suppresses[k][i] for k in kept):
            kept.append(i)
    return kept


def _corner_iou(boxes):
    """Pairwise IoU of (N, 4) corner boxes (either corner first), 0 where a box has no area (TensorFlow's rule)."""
    a_lo, a_hi = torch.minimum(boxes[:, :2], boxes[:, 2:]), torch.maximum(boxes[:, :2], boxes[:, 2:])
    area = (a_hi - a_lo).prod(1)
    side = (torch.minimum(a_hi[:, None], a_hi[None]) - torch.maximum(a_lo[:, None], a_lo[None])).clamp(min=0)
    inter = side.prod(2)
    iou = inter / (area[:, None] + area[None] - inter)
    return torch.where((area[:, None] > 0) & (area[None] > 0), iou, torch.zeros_like(iou))


def nms_with_mask(bboxes, iou_threshold=0.5):
    """``ops.NMSWithMask(iou_threshold=0.5)(bboxes)``: the (x1, y1, x2, y2, score) boxes sorted by falling score
    (stable), their positions 0..N-1 (Int32, as MindSpore's CPU kernel gives) and the mask of the boxes greedy
    suppression keeps (a box goes when its IoU with a kept, better box exceeds ``iou_threshold``)."""
    api = "NMSWithMask"
    t = check.check_input_arg_dtype(tensor_of(bboxes, api, "bboxes"), (torch.float16, torch.float32), "bboxes", api)
    if t.dim() != 2:
        raise ValueError(f"For primitive[{api}], the shape of bboxes must be equal to 2 , but got {t.dim()}.")
    if t.shape[1] != 5:
        raise ValueError(f"For {api}, the 2nd dim in shape of bboxes should equal to 5, but got {t.shape[1]}.")
    order = torch.sort(t[:, 4].float(), descending=True, stable=True).indices
    ordered = t[order]
    boxes = ordered[:, :4].float()
    area = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
    side = (torch.minimum(boxes[:, None, 2:], boxes[None, :, 2:])
            - torch.maximum(boxes[:, None, :2], boxes[None, :, :2])).clamp(min=0)
    inter = side.prod(2)
    iou = inter / (area[:, None] + area[None] - inter)
    count = t.shape[0]
    kept = _greedy(range(count), (iou > iou_threshold).tolist())
    mask = torch.zeros(count, dtype=torch.bool)
    mask[kept] = True
    return _wrap(ordered), _wrap(torch.arange(count, dtype=torch.int32)), _wrap(mask)


def _scalar(value, api, name, dtypes):
    """The Python number of the 0-d Tensor input ``name`` of one of the torch ``dtypes``."""
    t = check.check_input_arg_dtype(tensor_of(value, api, name), dtypes, name, api)
    if t.dim() != 0:
        raise ValueError(f"For primitive[{api}], the rank of {name} must be equal to 0, but got {t.dim()}.")
    return t.item()


_FLOATS = (torch.float16, torch.float32, torch.float64)


def non_max_suppression(api, candidates, scores, max_output_size, threshold, score_threshold):
    """The positions (Int32) greedy suppression keeps, best score first: ``NonMaxSuppressionV3`` (``candidates``
    are (N, 4) corner boxes, a box goes when its IoU with a kept one exceeds ``threshold``) and
    ``NonMaxSuppressionWithOverlaps`` (``candidates`` is the (N, N) overlap matrix, a box goes when its overlap
    reaches ``threshold``); only scores above ``score_threshold`` take part, at most ``max_output_size``."""
    with_overlaps = api == "NonMaxSuppressionWithOverlaps"
    first = "overlaps" if with_overlaps else "boxes"
    c = tensor_of(candidates, api, first)
    s = tensor_of(scores, api, "scores")
    if c.dtype != s.dtype:
        raise TypeError(f"For primitive[{api}], the input type must be same. name:[{first}]:"
                        f"Tensor[{mstype.from_torch_dtype(c.dtype)}]. name:[scores]:"
                        f"Tensor[{mstype.from_torch_dtype(s.dtype)}].")
    check.check_tensor_dtype(c, _FLOATS if with_overlaps else (torch.float16, torch.float32), first, api)
    limit = _scalar(max_output_size, api, "max_output_size", (torch.int32,))
    threshold = _scalar(threshold, api, "overlap_threshold" if with_overlaps else "iou_threshold", _FLOATS)
    score_threshold = _scalar(score_threshold, api, "score_threshold", _FLOATS)
    width = c.shape[0] if with_overlaps else 4
    if c.dim() != 2 or c.shape[1] != width:
        raise ValueError(f"For primitive[{api}], the size of the second dimension of {first} must be equal to "
                         f"{width}, but got {c.shape[1] if c.dim() == 2 else tuple(c.shape)}.")
    if s.dim() != 1 or s.shape[0] != c.shape[0]:
        raise ValueError(f"For primitive[{api}], the length of scores must be equal to {c.shape[0]}, but got "
                         f"{s.shape[0] if s.dim() == 1 else tuple(s.shape)}.")
    if limit < 0:
        raise ValueError(f"For '{api}', the input max_output_size must be non-negative.")
    score = s.double()
    order = [i for i in torch.sort(score, descending=True, stable=True).indices.tolist()
             if score[i] > score_threshold]
    if with_overlaps:
        suppresses = c.double() >= threshold
    else:
        suppresses = _corner_iou(c.float()) > threshold
    return _wrap(torch.tensor(_greedy(order, suppresses.tolist(), limit), dtype=torch.int32))


def combined_non_max_suppression(boxes, scores, max_output_size_per_class, max_total_size, iou_threshold,
                                 score_threshold, pad_per_class=False, clip_boxes=True):
    """``ops.CombinedNonMaxSuppression(pad_per_class=False, clip_boxes=True)(boxes, scores,
    max_output_size_per_class, max_total_size, iou_threshold, score_threshold)``: per image and class, greedy
    suppression of the (N, q, 4) corner boxes (q is 1 or the class count) by IoU above ``iou_threshold`` among
    scores above ``score_threshold``; the best ``max_total_size`` of all classes' survivors as (boxes, scores,
    classes, valid count), zero-padded (to ``min(max_total_size, per-class limit * classes)`` with
    ``pad_per_class``), boxes clipped to [0, 1] with ``clip_boxes``."""
    api = "CombinedNonMaxSuppression"
    b = check.check_tensor_dtype(tensor_of(boxes, api, "boxes"), (torch.float32,), "boxes", api)
    s = check.check_tensor_dtype(tensor_of(scores, api, "scores"), (torch.float32,), "scores", api)
    per_class = _scalar(max_output_size_per_class, api, "max_output_size_per_class", (torch.int32,))
    total = _scalar(max_total_size, api, "max_total_size", (torch.int32,))
    iou_threshold = _scalar(iou_threshold, api, "iou_threshold", (torch.float32,))
    score_threshold = _scalar(score_threshold, api, "score_threshold", (torch.float32,))
    if b.dim() != 4 or b.shape[3] != 4:
        raise ValueError(f"For '{api}', the boxes must be 4-D with 4 in its last dimension, but got "
                         f"{tuple(b.shape)}.")
    if s.dim() != 3:
        raise ValueError(f"For '{api}', the scores must be 3-D, but got {s.dim()}.")
    if b.shape[:2] != s.shape[:2] or b.shape[2] not in (1, s.shape[2]):
        raise ValueError(f"For '{api}', the shapes of boxes {tuple(b.shape)} and scores {tuple(s.shape)} do not "
                         f"fit.")
    if per_class <= 0 or total <= 0:
        raise ValueError(f"For primitive[{api}], max_output_size_per_class and max_total_size must be greater than "
                         f"0, but got {per_class} and {total}.")
    if not 0 <= iou_threshold <= 1:
        raise ValueError(f"For '{api}', the iou_threshold must be in [0, 1], but got {iou_threshold}.")
    batch, classes = s.shape[0], s.shape[2]
    size = min(total, per_class * classes) if pad_per_class else total
    out_boxes, out_scores, out_classes = (torch.zeros(batch, size, 4), torch.zeros(batch, size),
                                          torch.zeros(batch, size))
    valid = torch.zeros(batch, dtype=torch.int32)
    for n in range(batch):
        found = []  # (score, class, box) of every class's survivors
        for cls in range(classes):
            cls_boxes, cls_scores = b[n, :, cls if b.shape[2] > 1 else 0], s[n, :, cls]
            order = [i for i in torch.sort(cls_scores, descending=True, stable=True).indices.tolist()
                     if cls_scores[i] > score_threshold]
            kept = _greedy(order, (_corner_iou(cls_boxes) > iou_threshold).tolist(), per_class)
            found += [(float(cls_scores[i]), cls, cls_boxes[i]) for i in kept]
        found = sorted(found, key=lambda item: -item[0])[:size]
        valid[n] = len(found)
        for k, (score, cls, box) in enumerate(found):
            out_boxes[n, k], out_scores[n, k], out_classes[n, k] = box, score, cls
    if clip_boxes:
        out_boxes = out_boxes.clamp(0.0, 1.0)
    return _wrap(out_boxes), _wrap(out_scores), _wrap(out_classes), _wrap(valid)
