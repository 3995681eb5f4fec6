"""Detection and image ops: ``ops.bounding_box_encode`` / ``bounding_box_decode`` (MindSpore's box deltas, with
its pixel convention: a width is ``x2 - x1 + 1``), ``ops.check_valid``, ``ops.crop_and_resize`` (TensorFlow's
sampling of NHWC images) and ``ops.col2im`` (torch.nn.functional.fold)."""
import math

import torch
import torch.nn.functional as F

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import tensor_of

__all__ = ["bounding_box_encode", "bounding_box_decode", "check_valid", "crop_and_resize", "col2im"]


def _boxes(anchor, other, api, names):
    a, b = tensor_of(anchor, api, names[0]), tensor_of(other, api, names[1])
    if a.shape[-1] != 4:
        raise ValueError(f"For '{api}', '{names[0]}' last dimension must be 4, but got: {a.shape[-1]}.")
    if b.shape[-1] != 4:
        raise ValueError(f"For '{api}', '{names[1]}' last dimension must be 4, but got: {b.shape[-1]}.")
    if a.shape[0] != b.shape[0]:
        raise ValueError(f"For '{api}', '{names[0]}' and '{names[1]}' must have the same first dimension. But got "
                         f"{names[0]}_shape[0]: {a.shape[0]}, {names[1]}_shape[0]: {b.shape[0]}.")
    return a, b


def _four(values, name, api):
    values = tuple(values)
    if len(values) != 4:
        raise ValueError(f"For '{api}', the '{name} len' must be int and must = 4, but got '{len(values)}' with type "
                         f"'int'.")
    return values


def _centres(boxes):
    """(cx, cy, w, h) of (x1, y1, x2, y2) boxes with MindSpore's +1 widths."""
    x1, y1, x2, y2 = boxes.unbind(-1)
    return (x1 + x2) / 2, (y1 + y2) / 2, x2 - x1 + 1, y2 - y1 + 1


def bounding_box_encode(anchor_box, groundtruth_box, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0)):
    """``ops.bounding_box_encode(anchor_box, groundtruth_box, means=(0, 0, 0, 0), stds=(1, 1, 1, 1))``: the deltas
    (dx, dy, dw, dh) that move each anchor onto its ground-truth box, normalised by ``means`` and ``stds``."""
    api = "BoundingBoxEncode"
    means, stds = _four(means, "means", api), _four(stds, "stds", api)
    a, g = _boxes(anchor_box, groundtruth_box, api, ("anchor_box", "groundtruth_box"))
    px, py, pw, ph = _centres(a)
    gx, gy, gw, gh = _centres(g)
    deltas = torch.stack([(gx - px) / pw, (gy - py) / ph, torch.log(gw / pw), torch.log(gh / ph)], -1)
    return _wrap((deltas - deltas.new_tensor(means)) / deltas.new_tensor(stds))


def bounding_box_decode(anchor_box, deltas, max_shape, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0),
                        wh_ratio_clip=0.016):
    """``ops.bounding_box_decode(anchor_box, deltas, max_shape, means, stds, wh_ratio_clip=0.016)``: the boxes
    the (denormalised) ``deltas`` give from each anchor, log-scales clipped to |log(wh_ratio_clip)| and
    coordinates to [0, max_shape] (height, width)."""
    api = "BoundingBoxDecode"
    means, stds = _four(means, "means", api), _four(stds, "stds", api)
    a, d = _boxes(anchor_box, deltas, api, ("anchor_box", "deltas"))
    d = d * d.new_tensor(stds) + d.new_tensor(means)
    limit = abs(math.log(wh_ratio_clip))
    dx, dy, dw, dh = d.unbind(-1)
    dw, dh = dw.clamp(-limit, limit), dh.clamp(-limit, limit)
    px, py, pw, ph = _centres(a)
    gx, gy, gw, gh = px + pw * dx, py + ph * dy, pw * torch.exp(dw), ph * torch.exp(dh)
    height, width = max_shape
    x1 = (gx - gw / 2 + 0.5).clamp(0, width)
    y1 = (gy - gh / 2 + 0.5).clamp(0, height)
    x2 = (gx + gw / 2 - 0.5).clamp(0, width)
    y2 = (gy + gh / 2 - 0.5).clamp(0, height)
    return _wrap(torch.stack([x1, y1, x2, y2], -1))


def check_valid(bboxes, img_metas):
    """``ops.check_valid(bboxes, img_metas)``: whether each (x1, y1, x2, y2) box lies inside the image of
    ``img_metas`` = (height, width, ratio): x1, y1 >= 0, x2 <= width * ratio - 1, y2 <= height * ratio - 1."""
    b, m = tensor_of(bboxes, "CheckValid", "bboxes"), tensor_of(img_metas, "CheckValid", "img_metas")
    if m.shape[0] != 3:
        raise ValueError(f"For 'CheckValid', the first dimension of 'img_metas' must equal to 3, but got: "
                         f"{m.shape[0]}.")
    height, width = m[0] * m[2] - 1, m[1] * m[2] - 1
    x1, y1, x2, y2 = b.unbind(-1)
    return _wrap((x1 >= 0) & (y1 >= 0) & (x2 <= width) & (y2 <= height))


_METHODS = ("bilinear", "nearest", "bilinear_v2")


def _sample_positions(start, end, count, size):
    """TensorFlow's sample positions of a crop from ``start`` to ``end`` (normalised) along an axis of ``size``."""
    if count > 1:
        steps = torch.arange(count, dtype=start.dtype)
        return start[:, None] * (size - 1) + steps[None, :] * ((end - start) * (size - 1) / (count - 1))[:, None]
    return (0.5 * (start + end) * (size - 1))[:, None]


def crop_and_resize(image, boxes, box_indices, crop_size, method="bilinear", extrapolation_value=0.0):
    """``ops.crop_and_resize(image, boxes, box_indices, crop_size, method='bilinear', extrapolation_value=0.0)``:
    crops of the NHWC ``image`` at the normalised (y1, x1, y2, x2) ``boxes``, resampled to ``crop_size``
    (TensorFlow's crop_and_resize; samples outside the image take ``extrapolation_value``); Float32.
    ``method='bilinear_v2'`` raises NotImplementedError."""
    api = "CropAndResize"
    check.check_string(method, _METHODS, "method", api)
    if method == "bilinear_v2":
        raise NotImplementedError("ops.crop_and_resize: method='bilinear_v2' is not supported by msbridge.")
    img = tensor_of(image, api, "image").float()
    b = tensor_of(boxes, api, "boxes").float()
    idx = tensor_of(box_indices, api, "box_indices").long()
    if idx.shape[0] != b.shape[0]:
        raise ValueError(f"For crop_and_resize, the first dim of input box_indices must be equal to that of input "
                         f"boxes, but got {idx.shape[0]} vs {b.shape[0]}")
    if idx.numel() and not (0 <= int(idx.min()) and int(idx.max()) < img.shape[0]):
        raise ValueError(f"For '{api}', the value of box_index must be in [0, {img.shape[0]}), but got "
                         f"{idx.tolist()}.")
    crop_h, crop_w = crop_size
    _, height, width, _ = img.shape
    ys = _sample_positions(b[:, 0], b[:, 2], crop_h, height)  # [boxes, crop_h]
    xs = _sample_positions(b[:, 1], b[:, 3], crop_w, width)
    inside = ((ys >= 0) & (ys <= height - 1))[:, :, None] & ((xs >= 0) & (xs <= width - 1))[:, None, :]
    source = img[idx]  # [boxes, H, W, C]
    rows = torch.arange(b.shape[0])[:, None, None]
    if method == "nearest":
        # rounding half away from zero (std::round), not torch's half to even
        yi = (ys + 0.5).floor().clamp(0, height - 1).long()[:, :, None]
        xi = (xs + 0.5).floor().clamp(0, width - 1).long()[:, None, :]
        out = source[rows, yi, xi]
    else:
        y0 = ys.floor().clamp(0, height - 1)
        x0 = xs.floor().clamp(0, width - 1)
        y1, x1 = (y0 + 1).clamp(max=height - 1), (x0 + 1).clamp(max=width - 1)
        wy, wx = (ys - y0)[:, :, None, None], (xs - x0)[:, None, :, None]
        y0, y1 = y0.long()[:, :, None], y1.long()[:, :, None]
        x0, x1 = x0.long()[:, None, :], x1.long()[:, None, :]
        top = source[rows, y0, x0] + (source[rows, y0, x1] - source[rows, y0, x0]) * wx
        bottom = source[rows, y1, x0] + (source[rows, y1, x1] - source[rows, y1, x0]) * wx
        out = top + (bottom - top) * wy
    return _wrap(torch.where(inside[..., None], out, torch.tensor(float(extrapolation_value))))


def col2im(input_x, output_size, kernel_size, dilation, padding_value, stride):
    """``ops.col2im(input_x, output_size, kernel_size, dilation, padding_value, stride)``: the sliding blocks of a
    (N, C, kh * kw, L) Tensor summed back into (N, C, H, W) images (torch.nn.functional.fold)."""
    api = "Col2Im"
    x = tensor_of(input_x, api, "input_x")
    if x.dim() != 4:
        raise ValueError(f"For primitive[{api}], the x dimension must be equal to 4, but got {x.dim()}.")
    size = output_size._t.tolist() if isinstance(output_size, Tensor) else list(output_size)
    pair = [(v, v) if isinstance(v, int) else tuple(v) for v in (kernel_size, dilation, padding_value, stride)]
    (kh, kw), (dh, dw), (ph, pw), (sh, sw) = pair
    blocks = [(n + 2 * p - d * (k - 1) - 1) // s + 1 for n, k, d, p, s in zip(size, (kh, kw), (dh, dw), (ph, pw),
                                                                               (sh, sw))]
    if x.shape[3] != blocks[0] * blocks[1] or x.shape[2] != kh * kw:
        raise ValueError(f"For '{api}', size of input's 4th dimension must be equal to calculated number of sliding "
                         f"blocks, but got input.size[3]: {x.shape[3]}, calculated number of sliding blocks: "
                         f"{blocks[0] * blocks[1]}.")
    cols = x.reshape(x.shape[0], x.shape[1] * kh * kw, x.shape[3])
    return _wrap(F.fold(cols, size, (kh, kw), (dh, dw), (ph, pw), (sh, sw)))
