"""Array and image ops of ``mindspore.ops`` from the TensorFlow family of MindSpore's kernels: ``lrn``,
``reverse_sequence``, ``space_to_batch_nd`` / ``batch_to_space_nd`` and the depth/space rearrangements,
``mirror_pad``, ``iou``, and ``soft_shrink`` (``ops.softshrink`` under its other name). NCHW layouts; the block
order is TensorFlow's (block offset major, then batch or channel)."""
import numpy as np
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from . import nn_func as N
from ._utils import is_int, tensor_of

__all__ = ["lrn", "reverse_sequence", "space_to_batch_nd", "batch_to_space_nd", "mirror_pad", "iou", "soft_shrink"]

soft_shrink = N.softshrink


def lrn(x, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region="ACROSS_CHANNELS"):
    """``ops.lrn(x, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region='ACROSS_CHANNELS')``: local
    response normalisation across channels, ``x / (bias + alpha * sum of x^2 over 2 * depth_radius + 1
    neighbouring channels) ^ beta`` (TensorFlow's form: ``alpha`` is not divided by the window size)."""
    check_lrn_attrs(depth_radius, norm_region)
    t = tensor_of(x, "LRN", "x")
    if t.dim() != 4:
        raise ValueError(f"For primitive[LRN], the rank of input  must be equal to 4 , but got {t.dim()}.")
    squares = torch.nn.functional.pad(t * t, (0, 0, 0, 0, depth_radius, depth_radius))
    window = sum(squares[:, k:k + t.shape[1]] for k in range(2 * depth_radius + 1))
    return _wrap(t / (bias + alpha * window) ** beta)


def check_lrn_attrs(depth_radius, norm_region):
    """LRN's attribute checks (TypeError for a non-int radius, ValueError for another region)."""
    check.check_value_type(depth_radius, [int], "depth_radius", "LRN")
    if norm_region != "ACROSS_CHANNELS":
        raise ValueError(f"For 'LRN', the 'norm_region' must be str and must be in '['ACROSS_CHANNELS']', but got "
                         f"'{norm_region}'.")


def reverse_sequence(x, seq_lengths, seq_dim, batch_dim=0):
    """``ops.reverse_sequence(x, seq_lengths, seq_dim, batch_dim=0)``: for each index b along ``batch_dim`` the
    first ``seq_lengths[b]`` entries along ``seq_dim`` reversed (a gather, so differentiable)."""
    t = tensor_of(x, "ReverseSequence", "x")
    lengths = tensor_of(seq_lengths, "ReverseSequence", "seq_lengths")
    if lengths.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[ReverseSequence], the input argument[seq_lengths] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{mstype.from_torch_dtype(lengths.dtype)}].")
    for name, dim in (("seq_dim", seq_dim), ("batch_dim", batch_dim)):
        check.check_value_type(dim, int, name, "ReverseSequence")
        check.check_int_range(dim, 0, t.dim(), check.INC_LEFT, name, "ReverseSequence")
    if batch_dim == seq_dim:
        raise ValueError(f"For 'ReverseSequence', the 'batch_dim' should be != seq_dim: {seq_dim}, but got "
                         f"{batch_dim}.")
    if lengths.dim() != 1 or lengths.numel() != t.shape[batch_dim]:
        raise ValueError(f"For 'ReverseSequence', the 'seq_lengths' vector size should be = input size along "
                         f"batch_dim: {t.shape[batch_dim]}, but got {lengths.numel()}.")
    for b, length in enumerate(lengths.tolist()):
        if not 0 <= length <= t.shape[seq_dim]:
            raise RuntimeError(f"For 'ReverseSequence', invalid seq_lengths[{b}]: {length}")
    steps = torch.arange(t.shape[seq_dim]).unsqueeze(0)
    ends = lengths.long().unsqueeze(1)
    source = torch.where(steps < ends, ends - 1 - steps, steps)  # [batch, seq]
    shape = [1] * t.dim()
    shape[batch_dim], shape[seq_dim] = t.shape[batch_dim], t.shape[seq_dim]
    order = sorted((batch_dim, seq_dim))
    index = source if order == [batch_dim, seq_dim] else source.T
    return _wrap(torch.gather(t, seq_dim, index.reshape(shape).expand(t.shape)))


def _blocks(block, spatial, api):
    blocks = [block] * spatial if is_int(block) else list(block)
    if len(blocks) != spatial or not all(is_int(b) and b >= 1 for b in blocks):
        raise ValueError(f"For '{api}', the block shape must hold {spatial} positive ints, but got {block}.")
    return blocks


def space_to_batch_nd(input_x, block_size, paddings):
    """``ops.space_to_batch_nd(input_x, block_size, paddings)``: the trailing spatial axes zero-padded by
    ``paddings`` and split into blocks moved to the batch axis (batch index ``block offset * N + n``)."""
    t = tensor_of(input_x, "SpaceToBatchND", "input_x")
    pads = [list(p) for p in paddings]
    blocks = _blocks(block_size, len(pads), "SpaceToBatchND")
    spatial = t.dim() - len(blocks)
    flat_pads = [v for p in reversed(pads) for v in p]
    padded = torch.nn.functional.pad(t, flat_pads)
    sizes = padded.shape[spatial:]
    for size, b in zip(sizes, blocks):
        if size % b:
            raise RuntimeError(f"For 'SpaceToBatchND', padded shape should be divisible by block_size, but got "
                               f"padded shape: {size}, block_size: {b}")
    split = [d for size, b in zip(sizes, blocks) for d in (size // b, b)]
    view = padded.reshape(*padded.shape[:spatial], *split)
    k = len(blocks)
    offsets = [spatial + 2 * i + 1 for i in range(k)]
    outer = [spatial + 2 * i for i in range(k)]
    moved = view.permute(*offsets, *range(spatial), *outer)
    return _wrap(moved.reshape(-1, *t.shape[1:spatial], *(s // b for s, b in zip(sizes, blocks))))


def batch_to_space_nd(input_x, block_shape, crops):
    """``ops.batch_to_space_nd(input_x, block_shape, crops)``: the inverse of ``space_to_batch_nd``: blocks of
    the batch axis interleaved into the trailing spatial axes, then ``crops`` cut off."""
    t = tensor_of(input_x, "BatchToSpaceND", "input_x")
    crop = [list(c) for c in crops]
    blocks = _blocks(block_shape, len(crop), "BatchToSpaceND")
    k, product = len(blocks), int(np.prod(blocks))
    if t.shape[0] % product:
        raise ValueError(f"For 'BatchToSpaceND', the first dim of 'input_x' must be divisible by 'block_shape_prod'. "
                         f"But got first dim of 'input_x': {t.shape[0]}, 'block_shape_prod' as the product of block "
                         f"shapes with value: {product}.")
    spatial = t.dim() - k
    view = t.reshape(*blocks, t.shape[0] // product, *t.shape[1:])
    # (b_1..b_k, N, C.., s_1..s_k) -> (N, C.., s_1, b_1, ..., s_k, b_k)
    order = [k + i for i in range(spatial)] + [d for i in range(k) for d in (k + spatial + i, i)]
    out = view.permute(*order).reshape(t.shape[0] // product, *t.shape[1:spatial],
                                       *(s * b for s, b in zip(t.shape[spatial:], blocks)))
    for i, (start, end) in enumerate(crop):
        axis = spatial + i
        out = out.narrow(axis, start, out.shape[axis] - start - end)
    return _wrap(out)


def depth_to_space_t(t, block):
    """TensorFlow's depth_to_space on NCHW: channel ``(i * block + j) * C + c`` goes to pixel offset (i, j)."""
    n, channels, h, w = t.shape
    c = channels // (block * block)
    return t.reshape(n, block, block, c, h, w).permute(0, 3, 4, 1, 5, 2).reshape(n, c, h * block, w * block)


def space_to_depth_t(t, block):
    """TensorFlow's space_to_depth on NCHW: the inverse of ``depth_to_space_t``."""
    n, c, h, w = t.shape
    return t.reshape(n, c, h // block, block, w // block, block).permute(0, 3, 5, 1, 2, 4).reshape(
        n, block * block * c, h // block, w // block)


def _mirror_index(size, before, after, symmetric):
    """The source index of each padded position along an axis of ``size`` (edge repeated when ``symmetric``)."""
    period = 2 * size if symmetric else max(2 * size - 2, 1)
    folded = np.mod(np.arange(-before, size + after), period)
    return np.where(folded < size, folded, period - folded - (1 if symmetric else 0))


def mirror_pad(input_x, paddings, mode):
    """``ops.mirror_pad(input_x, paddings, mode)``: ``input_x`` padded by reflection (``'REFLECT'``: edge not
    repeated) or mirroring (``'SYMMETRIC'``: edge repeated); ``paddings`` a [rank, 2] integer Tensor."""
    if mode not in ("REFLECT", "SYMMETRIC"):
        raise ValueError(f"For 'MirrorPad', the 'mode' must be str and must be in '['REFLECT', 'SYMMETRIC']', but "
                         f"got '{mode}'.")
    t = tensor_of(input_x, "MirrorPad", "input_x")
    pads = paddings._t.tolist() if isinstance(paddings, Tensor) else [list(p) for p in paddings]
    if len(pads) != t.dim() or any(len(p) != 2 for p in pads):
        raise ValueError(f"For 'MirrorPad', 'paddings' must have shape [{t.dim()}, 2], but got {pads}.")
    out = t
    for axis, (before, after) in enumerate(pads):
        limit = t.shape[axis] if mode == "SYMMETRIC" else t.shape[axis] - 1
        if min(before, after) < 0 or max(before, after) > limit:
            raise ValueError(f"For 'MirrorPad', paddings must be no greater than the dimension size: [{before}], "
                             f"[{after}] not less than [{t.shape[axis]}]")
        if before or after:
            index = _mirror_index(t.shape[axis], before, after, mode == "SYMMETRIC")
            out = out.index_select(axis, torch.from_numpy(index))
    return _wrap(out)


def iou(anchor_boxes, gt_boxes, mode="iou"):
    """``ops.iou(anchor_boxes, gt_boxes, mode='iou')``: [N_gt, N_anchor] overlaps of (x1, y1, x2, y2) boxes with
    MindSpore's pixel convention (a width is ``x2 - x1 + 1``): intersection over union (``'iou'``) or over the
    ground-truth area (``'iof'``)."""
    if mode not in ("iou", "iof"):
        raise KeyError(f"For 'IOU', only 'iou' or 'iof' are supported, but got 'mode': {mode}.")
    a, g = tensor_of(anchor_boxes, "IOU", "anchor_boxes"), tensor_of(gt_boxes, "IOU", "gt_boxes")
    for name, boxes in (("anchor_boxes", a), ("gt_boxes", g)):
        if boxes.dim() != 2 or boxes.shape[1] != 4:
            raise ValueError(f"For primitive[IOU], the {name}.shape[1] must be equal to 4, but got "
                             f"{boxes.shape[1] if boxes.dim() == 2 else tuple(boxes.shape)}.")
    g4, a4 = g[:, None, :], a[None, :, :]
    width = (torch.minimum(g4[..., 2], a4[..., 2]) - torch.maximum(g4[..., 0], a4[..., 0]) + 1).clamp(min=0)
    height = (torch.minimum(g4[..., 3], a4[..., 3]) - torch.maximum(g4[..., 1], a4[..., 1]) + 1).clamp(min=0)
    overlap = width * height
    area_g = (g4[..., 2] - g4[..., 0] + 1) * (g4[..., 3] - g4[..., 1] + 1)
    if mode == "iof":
        return _wrap(overlap / area_g)
    area_a = (a4[..., 2] - a4[..., 0] + 1) * (a4[..., 3] - a4[..., 1] + 1)
    return _wrap(overlap / (area_a + area_g - overlap))
