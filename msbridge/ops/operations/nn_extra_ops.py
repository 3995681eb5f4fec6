"""Primitive classes of neural-network ops over msbridge's functions (``ops.Dense``, ``BatchNorm``, ``LayerNorm``,
``GLU``, ``Gelu``, ``FastGelu``, the loss primitives, ``L2Loss``) and of the TensorFlow-family array ops (``LRN``,
``ReverseSequence``, ``DepthToSpace``, ``SpaceToDepth``, ``SpaceToBatchND``, ``BatchToSpaceND``, ``MirrorPad``,
``IOU``): each calls the one function of its op."""
import torch

from ... import _checkparam as check
from ...common.handles import wrap as _wrap
from ..function import box_func as B
from ..function import nn_extra_func as X
from ..function import nn_func as N
from ..function._utils import tensor_of
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive
from .nn_ops import FastGeLU, GeLU

__all__ = ["Dense", "BatchNorm", "LayerNorm", "GLU", "Gelu", "FastGelu", "L2Loss", "SmoothL1Loss", "KLDivLoss",
           "NLLLoss", "BinaryCrossEntropy", "BCEWithLogitsLoss", "MultiMarginLoss", "LRN", "ReverseSequence",
           "DepthToSpace", "SpaceToDepth", "SpaceToBatchND", "BatchToSpaceND", "MirrorPad", "IOU"]


class Dense(FunctionPrimitive):
    """``ops.Dense()(input, weight, bias=None)``: ``ops.dense``."""
    fn = staticmethod(N.dense)


class GLU(AttrPrimitive):
    """``ops.GLU(axis=-1)(x)``: ``ops.glu``."""
    _attrs = (("axis", -1),)

    def __call__(self, x):
        return N.glu(x, self.axis)


class Gelu(GeLU):
    """``ops.Gelu()(x)``: MindSpore's deprecated name of ``ops.GeLU`` (the tanh form)."""


class FastGelu(FastGeLU):
    """``ops.FastGelu()(x)``: MindSpore's deprecated name of ``ops.FastGeLU``."""


class L2Loss(AttrPrimitive):
    """``ops.L2Loss()(x)``: ``sum(x ** 2) / 2`` of a float Tensor, in its dtype."""

    def __call__(self, x):
        t = tensor_of(x, "L2Loss", "x")
        check.check_input_dtype(t, (torch.float16, torch.float32, torch.float64), "L2Loss")
        return _wrap((t * t).sum() / 2)


class LayerNorm(AttrPrimitive):
    """``ops.LayerNorm(begin_norm_axis=1, begin_params_axis=1, epsilon=1e-7)(input_x, gamma, beta)``:
    ``ops.layer_norm`` over the axes from ``begin_norm_axis``, with the mean and the variance (keeping the
    normalised axes as 1) as MindSpore's second and third outputs."""
    _attrs = (("begin_norm_axis", 1), ("begin_params_axis", 1), ("epsilon", 1e-7))

    def __call__(self, input_x, gamma, beta):
        t = tensor_of(input_x, "LayerNorm", "input_x")
        first = self.begin_norm_axis % t.dim()
        if self.begin_params_axis % t.dim() != first:
            raise NotImplementedError("ops.LayerNorm: 'begin_params_axis' other than 'begin_norm_axis' is not "
                                      "supported.")
        shape = tuple(t.shape[first:])
        for name, param in (("gamma", gamma), ("beta", beta)):
            if tuple(tensor_of(param, "LayerNorm", name).shape) != shape:
                raise ValueError(f"For 'LayerNorm', gamma or beta shape must match input shape, but got input shape: "
                                 f"{tuple(t.shape)}, {name} shape: {tuple(param.shape)}.")
        axes = tuple(range(first, t.dim()))
        mean = t.mean(axes, keepdim=True)
        variance = t.var(axes, unbiased=False, keepdim=True)
        return N.layer_norm(input_x, shape, gamma, beta, self.epsilon), _wrap(mean), _wrap(variance)


class BatchNorm(AttrPrimitive):
    """``ops.BatchNorm(is_training=False, epsilon=1e-5, momentum=0.1, data_format='NCHW')(input_x, scale, bias,
    mean, variance)``: ``ops.batch_norm`` (running statistics updated in place when training), as MindSpore's five
    outputs: y, two zeros, and the batch mean and variance when training (zeros otherwise)."""
    _attrs = (("is_training", False), ("epsilon", 1e-5), ("momentum", 0.1), ("data_format", "NCHW"))

    def __call__(self, input_x, scale, bias, mean, variance):
        t = tensor_of(input_x, "BatchNorm", "input_x")
        channels_last = self.data_format == "NHWC"
        channels = t.shape[-1] if channels_last else t.shape[1]
        for name, value in (("scale", scale), ("bias", bias), ("mean", mean), ("variance", variance)):
            if tuple(tensor_of(value, "BatchNorm", name).shape) != (channels,):
                raise ValueError(f"For primitive[BatchNorm], the {name}: {list(value.shape)} must be equal to "
                                 f"[{channels},]")
        x = input_x if not channels_last else _wrap(t.movedim(-1, 1))
        y = N.batch_norm(x, mean, variance, scale, bias, self.is_training, self.momentum, self.epsilon)
        if channels_last:
            y = _wrap(y._t.movedim(1, -1))
        zeros = torch.zeros(channels, dtype=t.dtype)
        if not self.is_training:
            return y, _wrap(zeros), _wrap(zeros), _wrap(zeros), _wrap(zeros)
        axes = [d for d in range(t.dim()) if d != (t.dim() - 1 if channels_last else 1)]
        batch_mean = t.detach().mean(axes)
        batch_var = t.detach().var(axes, unbiased=False)
        return y, _wrap(zeros), _wrap(zeros.clone()), _wrap(batch_mean), _wrap(batch_var)


class SmoothL1Loss(AttrPrimitive):
    """``ops.SmoothL1Loss(beta=1.0, reduction='none')(logits, labels)``: ``ops.smooth_l1_loss``."""
    _attrs = (("beta", 1.0), ("reduction", "none"))

    def __call__(self, logits, labels):
        return N.smooth_l1_loss(logits, labels, self.beta, self.reduction)


class KLDivLoss(AttrPrimitive):
    """``ops.KLDivLoss(reduction='mean')(logits, labels)``: ``ops.kl_div``."""
    _attrs = (("reduction", "mean"),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.reduction not in ("none", "mean", "batchmean", "sum"):
            raise ValueError(f"For 'KLDivLoss', the 'reduction' must be str and must be in '['none', 'mean', "
                             f"'batchmean', 'sum']', but got '{self.reduction}'.")

    def __call__(self, logits, labels):
        return N.kl_div(logits, labels, self.reduction)


class NLLLoss(AttrPrimitive):
    """``ops.NLLLoss(reduction='mean', ignore_index=-100)(logits, labels, weight)``: ``ops.nll_loss`` and the total
    weight of the counted targets."""
    _attrs = (("reduction", "mean"), ("ignore_index", -100))

    def __call__(self, logits, labels, weight):
        loss = N.nll_loss(logits, labels, weight, self.ignore_index, self.reduction)
        target = labels._t.long()
        counted = target != self.ignore_index
        total = weight._t[target.clamp(0, weight._t.shape[0] - 1)][counted].sum()
        return loss, _wrap(total.detach())


class BinaryCrossEntropy(AttrPrimitive):
    """``ops.BinaryCrossEntropy(reduction='mean')(logits, labels, weight=None)``: ``ops.binary_cross_entropy``."""
    _attrs = (("reduction", "mean"),)

    def __call__(self, logits, labels, weight=None):
        return N.binary_cross_entropy(logits, labels, weight, self.reduction)


class BCEWithLogitsLoss(AttrPrimitive):
    """``ops.BCEWithLogitsLoss(reduction='mean')(logits, label, weight=None, pos_weight=None)``:
    ``ops.binary_cross_entropy_with_logits``."""
    _attrs = (("reduction", "mean"),)

    def __call__(self, logits, label, weight=None, pos_weight=None):
        return N.binary_cross_entropy_with_logits(logits, label, weight, pos_weight, self.reduction)


class MultiMarginLoss(AttrPrimitive):
    """``ops.MultiMarginLoss(p=1, margin=1.0, reduction='mean')(x, target, weight=None)``: ``ops.multi_margin_loss``
    (``p`` 1 or 2; Int64 targets)."""
    _attrs = (("p", 1), ("margin", 1.0), ("reduction", "mean"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.p not in (1, 2) or isinstance(self.p, bool):
            raise ValueError(f"For 'MultiMarginLoss', the 'p' must be int and must in {{1, 2}}, but got '{self.p}' "
                             f"with type '{type(self.p).__name__}'.")

    def __call__(self, x, target, weight=None):
        w = None if weight is None else tensor_of(weight, "MultiMarginLoss", "weight")
        return _wrap(N.multi_margin_loss_t(tensor_of(x, "MultiMarginLoss", "x"),
                                           tensor_of(target, "MultiMarginLoss", "target"), self.p, self.margin, w,
                                           self.reduction))


class LRN(AttrPrimitive):
    """``ops.LRN(depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region='ACROSS_CHANNELS')(x)``: ``ops.lrn``."""
    _attrs = (("depth_radius", 5), ("bias", 1.0), ("alpha", 1.0), ("beta", 0.5), ("norm_region", "ACROSS_CHANNELS"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        X.check_lrn_attrs(self.depth_radius, self.norm_region)

    def __call__(self, x):
        return X.lrn(x, self.depth_radius, self.bias, self.alpha, self.beta, self.norm_region)


class ReverseSequence(AttrPrimitive):
    """``ops.ReverseSequence(seq_dim, batch_dim=0)(x, seq_lengths)``: ``ops.reverse_sequence``."""
    _attrs = (("seq_dim", REQUIRED), ("batch_dim", 0))

    def __call__(self, x, seq_lengths):
        return X.reverse_sequence(x, seq_lengths, self.seq_dim, self.batch_dim)


class _Block(AttrPrimitive):
    """``ops.DepthToSpace`` / ``ops.SpaceToDepth``: ``block_size`` >= 2 checked at construction."""
    _attrs = (("block_size", REQUIRED),)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        check.check_value_type(self.block_size, [int], "block_size", self.name)
        if self.block_size < 2:
            raise ValueError(f"For '{self.name}', the 'block_size' should be >= : 2, but got {self.block_size}.")

    def _input(self, x):
        t = tensor_of(x, self.name, "x")
        if t.dim() != 4:
            raise ValueError(f"For primitive[{self.name}], the x rank must be equal to 4, but got {t.dim()}.")
        return t


class DepthToSpace(_Block):
    """``ops.DepthToSpace(block_size)(x)``: NCHW channels ``(i * block + j) * C + c`` moved to pixel offsets."""

    def __call__(self, x):
        t = self._input(x)
        if t.shape[1] % (self.block_size ** 2):
            raise ValueError(f"For DepthToSpace, the input channel {t.shape[1]} must be divisible by the square of "
                             f"block_size {self.block_size}.")
        return _wrap(X.depth_to_space_t(t, self.block_size))


class SpaceToDepth(_Block):
    """``ops.SpaceToDepth(block_size)(x)``: the inverse of ``ops.DepthToSpace``."""

    def __call__(self, x):
        t = self._input(x)
        for axis in (2, 3):
            if t.shape[axis] % self.block_size:
                raise ValueError(f"For primitive[SpaceToDepth], the x_shape[{axis}] % block_size must be equal to 0, "
                                 f"but got {t.shape[axis] % self.block_size}.")
        return _wrap(X.space_to_depth_t(t, self.block_size))


class SpaceToBatchND(AttrPrimitive):
    """``ops.SpaceToBatchND(block_shape, paddings)(input_x)``: ``ops.space_to_batch_nd``."""
    _attrs = (("block_shape", REQUIRED), ("paddings", REQUIRED))

    def __call__(self, input_x):
        return X.space_to_batch_nd(input_x, self.block_shape, self.paddings)


class BatchToSpaceND(AttrPrimitive):
    """``ops.BatchToSpaceND(block_shape, crops)(input_x)``: ``ops.batch_to_space_nd``."""
    _attrs = (("block_shape", REQUIRED), ("crops", REQUIRED))

    def __call__(self, input_x):
        return X.batch_to_space_nd(input_x, self.block_shape, self.crops)


class MirrorPad(AttrPrimitive):
    """``ops.MirrorPad(mode='REFLECT')(input_x, paddings)``: ``ops.mirror_pad``."""
    _attrs = (("mode", "REFLECT"),)

    def __call__(self, input_x, paddings):
        return X.mirror_pad(input_x, paddings, self.mode)


class IOU(AttrPrimitive):
    """``ops.IOU(mode='iou')(anchor_boxes, gt_boxes)``: ``ops.iou``."""
    _attrs = (("mode", "iou"),)

    def __call__(self, anchor_boxes, gt_boxes):
        return X.iou(anchor_boxes, gt_boxes, self.mode)


# --- detection and image ops (ops.function.box_func) ------------------------------------------------------------
class BoundingBoxEncode(AttrPrimitive):
    """``ops.BoundingBoxEncode(means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0))(anchor_box, groundtruth_box)``:
    ``ops.bounding_box_encode``."""
    _attrs = (("means", (0.0, 0.0, 0.0, 0.0)), ("stds", (1.0, 1.0, 1.0, 1.0)))

    def __call__(self, anchor_box, groundtruth_box):
        return B.bounding_box_encode(anchor_box, groundtruth_box, self.means, self.stds)


class BoundingBoxDecode(AttrPrimitive):
    """``ops.BoundingBoxDecode(max_shape, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0, 1.0),
    wh_ratio_clip=0.016)(anchor_box, deltas)``: ``ops.bounding_box_decode``."""
    _attrs = (("max_shape", REQUIRED), ("means", (0.0, 0.0, 0.0, 0.0)), ("stds", (1.0, 1.0, 1.0, 1.0)),
              ("wh_ratio_clip", 0.016))

    def __call__(self, anchor_box, deltas):
        return B.bounding_box_decode(anchor_box, deltas, self.max_shape, self.means, self.stds, self.wh_ratio_clip)


class CheckValid(FunctionPrimitive):
    """``ops.CheckValid()(bboxes, img_metas)``: ``ops.check_valid``."""
    fn = staticmethod(B.check_valid)


class CropAndResize(AttrPrimitive):
    """``ops.CropAndResize(method='bilinear', extrapolation_value=0.0)(x, boxes, box_index, crop_size)``:
    ``ops.crop_and_resize``."""
    _attrs = (("method", "bilinear"), ("extrapolation_value", 0.0))

    def __call__(self, x, boxes, box_index, crop_size):
        return B.crop_and_resize(x, boxes, box_index, crop_size, self.method, self.extrapolation_value)


class Col2Im(AttrPrimitive):
    """``ops.Col2Im(kernel_size, dilation=1, padding=0, stride=1)(x, output_size)``: ``ops.col2im``."""
    _attrs = (("kernel_size", REQUIRED), ("dilation", 1), ("padding", 0), ("stride", 1))

    def __call__(self, x, output_size):
        return B.col2im(x, output_size, self.kernel_size, self.dilation, self.padding, self.stride)


__all__ += ["BoundingBoxEncode", "BoundingBoxDecode", "CheckValid", "CropAndResize", "Col2Im"]
