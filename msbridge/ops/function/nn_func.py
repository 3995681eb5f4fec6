"""mindspore.ops functional: nn_func (activations) over torch."""
import math

import torch
import torch.nn.functional as F
from torch.compiler import is_compiling

from ... import _geometry as geometry
from ..._checkparam import (InputTypeError, check_input_dtype, check_not_empty, check_rank, check_string,
                            check_value_type, kernel_error)
from ...common import dtype as mstype
from ...common.handles import promoted_pair as _common, k_sub as _k_sub, wrap as _wrap
from ...common.tensor import Tensor
from ._interpolate import interpolate_t
from .math_func import clip_t
from ._utils import check_axis, is_int, require_float, tensor_of, torch_dtype

__all__ = ["relu", "sigmoid", "softmax", "l1_loss", "mse_loss", "smooth_l1_loss", "huber_loss", "binary_cross_entropy",
           "binary_cross_entropy_with_logits", "kl_div", "nll_loss", "cross_entropy", "ctc_loss",
           "margin_ranking_loss", "cosine_embedding_loss", "multi_margin_loss", "multilabel_soft_margin_loss",
           "soft_margin_loss", "triplet_margin_loss", "gaussian_nll_loss", "hinge_embedding_loss",
           "multilabel_margin_loss"]


def _tensor(value, api):
    if not isinstance(value, Tensor):
        raise InputTypeError(f"Failed calling {api} with \"{api}()(input={type(value).__name__})\".")
    return value._t


def relu_t(t):
    """max(x, 0) for any numeric dtype; Bool passes through (as MindSpore's ReLU)."""
    return t.clone() if t.dtype == torch.bool else torch.relu(t)


def relu(input, inplace=False):
    """``ops.relu``: torch.relu (integer inputs keep their dtype); ``inplace=True`` updates the input."""
    t = _tensor(input, "ReLU")
    if inplace:
        torch.relu_(t)
        return input
    return _wrap(relu_t(t))


def sigmoid(input):
    """``ops.sigmoid``: torch.sigmoid (float inputs only, as MindSpore's CPU kernel)."""
    t = _tensor(input, "Sigmoid")
    require_float(t, "Sigmoid")
    return _wrap(torch.sigmoid(t))


def softmax_t(t, axis, dtype=None, api="Softmax"):
    """torch.softmax along ``axis`` (float inputs only; float16 step by step, as MindSpore), optionally computed in
    ``dtype``. A slice holding +inf or only -inf gives NaN, as torch; MindSpore's CPU kernel has conventions there
    along the last axis (NaN at +inf and 0 elsewhere; 0 for an all -inf slice) that msbridge does not follow:
    finding those slices costs a check of every output, a host synchronization per call on a GPU
    (docs/compat/autodiff.md)."""
    axis = check_axis(axis, t.dim(), api)
    if dtype is not None:
        t = t.to(torch_dtype(dtype, api))
    require_float(t, api)
    if t.dtype == torch.float16:  # MindSpore's CPU kernel: exp, sum and quotient each rounded to float16
        e = torch.exp(t - t.detach().amax(axis, keepdim=True))
        return e / e.sum(axis, keepdim=True)
    return torch.softmax(t, axis)


def log_softmax_t(t, axis):
    """torch.log_softmax along ``axis``; a slice holding +inf gives NaN throughout, as torch (MindSpore's kernel:
    NaN there and -inf elsewhere; not followed, for the reason given at softmax_t)."""
    return torch.log_softmax(t, axis)


def softmax(input, axis=-1, *, dtype=None):
    """``ops.softmax``: torch.softmax along ``axis`` (float inputs only)."""
    return _wrap(softmax_t(_tensor(input, "Softmax"), axis, dtype))


# --- losses ----------------------------------------------------------------------------------------------------
# Each loss checks its arguments the way MindSpore 2.10 does, then makes one or a few torch calls. The nn loss
# Cells (nn/loss/loss.py) call these, so a Cell and its functional form share one implementation.
_REDUCTIONS = ("mean", "sum", "none")
_REDUCTIONS_NMS = ("none", "mean", "sum")
_REDUCTIONS_NSM = ("none", "sum", "mean")


def check_reduction(reduction, api, allowed=_REDUCTIONS):
    """MindSpore's ValueError for a reduction outside ``allowed``."""
    if not isinstance(reduction, str) or reduction not in allowed:
        raise ValueError(f"For '{api}', the 'reduction' must be in {list(allowed)}, but got {reduction}.")
    return reduction


def _reduced(t, reduction):
    """``t`` averaged, summed or left as is."""
    return t.mean() if reduction == "mean" else t.sum() if reduction == "sum" else t


def get_loss_t(t, reduction, api, weights=1.0):
    """MindSpore's ``get_loss``: ``weights * t`` computed in float32, reduced, cast back to t's dtype."""
    check_reduction(reduction, api)
    out = t.float()
    if isinstance(weights, Tensor):
        out = out * weights._t.float()
    elif weights != 1.0:  # multiplying by 1 changes nothing but costs a kernel
        out = out * weights
    out = _reduced(out, reduction).to(t.dtype)
    return t.clone() if out is t else out  # a new tensor, never the input itself


def _same_dtype(a, b, api, a_name, b_name):
    if a.dtype != b.dtype:
        raise TypeError(f"For {api}, the {a_name} dtype should be equal to {b_name} dtype, but got {a_name} dtype:"
                        f"{mstype.from_torch_dtype(a.dtype)}, {b_name} dtype:{mstype.from_torch_dtype(b.dtype)}.")


def broadcasting(fn, x, y, api):
    """``fn(x, y)``, with MindSpore's ValueError when the shapes of ``x`` and ``y`` do not broadcast (checked only
    after a failure: torch.broadcast_shapes costs more than a small loss)."""
    try:
        return fn(x, y)
    except RuntimeError:
        try:
            torch.broadcast_shapes(x.shape, y.shape)
        except RuntimeError:
            raise ValueError(f"For '{api}', input.shape and other.shape need to broadcast, but got input.shape = "
                             f"{list(x.shape)} and other.shape = {list(y.shape)}") from None
        raise


def difference(x, y, api):
    """x - y with MindSpore's promotion (Bool operands included) and broadcasting errors."""
    return broadcasting(_k_sub, x, y, api)


def _shape_text(t):
    """A shape as MindSpore's C++ checks print it: [3,4,]."""
    return "[" + "".join(f"{d}," for d in t.shape) + "]"


def _optional_tensor(value, api, name):
    return None if value is None else tensor_of(value, api, name)


def l1_loss(input, target, reduction="mean"):
    """``ops.l1_loss``: |input - target| (broadcast), reduced in float32 as MindSpore's get_loss."""
    for value, name in ((input, "input"), (target, "target")):
        if not isinstance(value, Tensor):
            raise TypeError(f"For 'l1_loss', the '{name}' must be a Tensor, but got 'External'")
    if reduction not in _REDUCTIONS:
        raise ValueError(f"For l1_loss, the 'reduction' must be in {list(_REDUCTIONS)}, but got {reduction}.")
    x, y = input._t, target._t
    return _wrap(get_loss_t(difference(x, y, "l1_loss").abs(), reduction, "l1_loss"))


def mse_loss_t(x, y, reduction, api="mse_loss"):
    """(x - y)^2 (broadcast) reduced in float32; non-float inputs give a Float32 result."""
    if reduction not in _REDUCTIONS:
        raise ValueError("For ops.mse_loss, `reduction` value should be either 'mean', 'none' or 'sum'.")
    sq = difference(x, y, api).square()
    return _reduced(sq.float(), reduction).to(sq.dtype if sq.dtype.is_floating_point else torch.float32)


def mse_loss(input, target, reduction="mean"):
    """``ops.mse_loss``: F.mse_loss semantics with broadcasting and a float32 reduction."""
    for value, name in ((input, "input"), (target, "target")):
        if not isinstance(value, Tensor):
            raise TypeError(f"For ops.mse_loss, the `{name}` must be tensor")
    return _wrap(mse_loss_t(input._t, target._t, reduction))


def smooth_l1_loss(input, target, beta=1.0, reduction="none"):
    """``ops.smooth_l1_loss``: F.smooth_l1_loss (default reduction 'none', as MindSpore)."""
    x, y = tensor_of(input, "SmoothL1Loss", "input"), tensor_of(target, "SmoothL1Loss", "target")
    check_reduction(reduction, "SmoothL1Loss")
    check_value_type(beta, (int, float), "beta", "SmoothL1Loss")
    if beta < 0:
        raise RuntimeError(f"For 'SmoothL1Loss', the values for beta not support negative values, but got {beta:g}.")
    if beta == 0:
        raise RuntimeError(f"For 'SmoothL1Loss', the values for beta should greater than 0, but got {beta:g}.")
    if x.shape != y.shape:
        raise ValueError(f"For primitive[SmoothL1Loss], the prediction_shape: {_shape_text(x)} must be equal to "
                         f"{_shape_text(y)}")
    require_float(x, "SmoothL1Loss")
    require_float(y, "SmoothL1Loss")
    return _wrap(F.smooth_l1_loss(*_common(x, y), reduction=reduction, beta=float(beta)))


def huber_loss(input, target, reduction="mean", delta=1.0):
    """``ops.huber_loss``: F.huber_loss, reduced in float32 as MindSpore's get_loss."""
    x, y = tensor_of(input, "huber_loss", "input"), tensor_of(target, "huber_loss", "target")
    check_value_type(delta, (int, float), "delta", "huber_loss")
    if delta <= 0:
        raise ValueError(f"For 'huber_loss', the argument 'delta' must > 0.0, but got {delta}.")
    x, y = _common(x, y.to(x.dtype) if y.dtype == torch.bool else y)
    loss = broadcasting(lambda a, b: F.huber_loss(a, b, reduction="none", delta=float(delta)), x, y, "huber_loss")
    return _wrap(get_loss_t(loss, reduction, "huber_loss"))


# below this probability (or at 1) torch's clamped log (-100) and MindSpore's log(p + 1e-12) differ by more than
# 1e-5 relative; above it the values agree, and the gradients ((p - y) / max(p (1 - p), 1e-12)) agree everywhere
_BCE_EXACT = 1e-7


def binary_cross_entropy(logits, labels, weight=None, reduction="mean"):
    """``ops.binary_cross_entropy``: F.binary_cross_entropy (logits are probabilities); where p < 1e-7 or p = 1 the
    value is MindSpore's ``-(y log(p + 1e-12) + (1 - y) log(1 - p + 1e-12))`` (torch clamps the log at -100)."""
    api = "BinaryCrossEntropy"
    if reduction not in _REDUCTIONS:
        raise ValueError(f"Failed to convert the value \"{reduction}\" of input 'reduction' of '{api}' to enum.")
    x, y = tensor_of(logits, api, "logits"), tensor_of(labels, api, "labels")
    w = _optional_tensor(weight, api, "weight")
    require_float(x, api)
    for t in (y, w):
        if t is not None and t.dtype != x.dtype:
            raise TypeError(f"For primitive[BinaryCrossEntorpy], the input and target should have same type, but "
                            f"got: {mstype.from_torch_dtype(x.dtype)} and {mstype.from_torch_dtype(t.dtype)}.")
    if x.shape != y.shape:
        raise ValueError(f"For primitive[{api}], the input_shape: {_shape_text(x)} must be equal to "
                         f"{_shape_text(y)}")
    # MindSpore treats the weight as a constant (zero gradient); torch refuses to differentiate it
    w = None if w is None else w.detach()
    try:
        if not is_compiling():  # eager: torch's kernel alone when its value is MindSpore's (the gradients already are)
            lo, hi = torch.aminmax(x.detach()) if x.numel() else (1.0, 0.0)
            if lo >= _BCE_EXACT and hi < 1:
                return _wrap(F.binary_cross_entropy(x, y, w, reduction=reduction))
        loss = F.binary_cross_entropy(x, y, w, reduction="none")
        with torch.no_grad():
            exact = _bce_value(x, y, w)
        return _wrap(_reduced(loss + (exact - loss.detach()), reduction))
    except RuntimeError:  # a value outside [0, 1], which torch's kernel refuses: MindSpore's kernel refuses it
        outside = x[(x < 0) | (x > 1)]  # too (inf included), and computes on NaN (NaN results)
        if outside.numel():
            raise RuntimeError(f"For '{api}', the value of 'input_x' must be between 0 and 1, but got value: "
                               f"{outside[0].item()}") from None
        return _wrap(_reduced(_bce_value(x, y, w), reduction))


def _bce_value(x, y, w):
    """MindSpore's binary cross-entropy value ``-w (y log(p + 1e-12) + (1 - y) log(1 - p + 1e-12))``."""
    loss = -(y * torch.log(x + 1e-12) + (1 - y) * torch.log((1 - x) + 1e-12))
    return loss if w is None else loss * w


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction="mean"):
    """``ops.binary_cross_entropy_with_logits``: F.binary_cross_entropy_with_logits (float16 computed in float32)."""
    api = "BCEWithLogitsLoss"
    if reduction not in _REDUCTIONS:
        raise ValueError(f"Failed to convert the value \"{reduction}\" of input 'reduction' of '{api}' to enum.")
    x, y = tensor_of(input, api, "input"), tensor_of(target, api, "target")
    w, pw = _optional_tensor(weight, api, "weight"), _optional_tensor(pos_weight, api, "pos_weight")
    for name, t in (("input", x), ("target", y)):
        if t.dtype not in (torch.float16, torch.float32, torch.bfloat16):
            raise TypeError(f"For primitive[{api}], the input argument[{name}] must be a type of {{BFloat16, Float16, "
                            f"Float32}}, but got {mstype.from_torch_dtype(t.dtype)}.")
    x, y = _common(x, y)
    w, pw = (None if v is None else v.detach() for v in (w, pw))  # constants for MindSpore (zero gradients)
    if x.dtype == torch.float16:  # MindSpore's CPU kernel computes float16 in float32
        x, y, w, pw = (None if v is None else v.float() for v in (x, y, w, pw))
    try:
        loss = F.binary_cross_entropy_with_logits(x, y, w, reduction=reduction, pos_weight=pw)
    except ValueError as exc:  # torch checks the shapes in Python
        raise kernel_error(exc, "BCEWithLogitsLoss") or exc
    return _wrap(loss.to(target._t.dtype))


def kl_div(logits, labels, reduction="mean"):
    """``ops.kl_div``: labels * (log(labels) - logits); 'mean' divides by every element, 'batchmean' by N."""
    if not isinstance(reduction, str) or reduction not in ("none", "mean", "batchmean", "sum"):
        api = "KLDivLoss" if isinstance(reduction, str) else "kl_div"  # strings are checked by the primitive
        check_string(reduction, ("none", "mean", "batchmean", "sum"), "reduction", api)
    x, y = tensor_of(logits, "kl_div", "logits"), tensor_of(labels, "kl_div", "labels")
    require_float(x, "KLDivLoss")
    _same_dtype(x, y, "KLDivLoss", "logits", "labels")
    try:
        loss = F.kl_div(x, y.detach(), reduction="none")  # MindSpore's labels are a constant (zero gradient)
    except RuntimeError as exc:
        raise kernel_error(exc, "KLDivLoss") or exc
    if reduction == "none":
        return _wrap(loss)
    total = loss.sum()
    if reduction == "mean":
        return _wrap(total / x.numel())
    return _wrap(total / x.shape[0] if reduction == "batchmean" else total)


def _class_weight(weight, n_dims, class_dim):
    """A (C,) weight shaped to broadcast along the class axis of an ``n_dims`` input."""
    shape = [1] * n_dims
    shape[class_dim] = -1
    return weight.reshape(shape)


def _smoothing_term(x, target, weight, ignore_index, reduction):
    """-sum_c(weight_c * x_c) per sample (zero where ignored), reduced as nll_loss reduces: label smoothing."""
    class_dim = 0 if x.dim() == 1 else 1
    weighted = x if weight is None else x * _class_weight(weight, x.dim(), class_dim)
    ignored = target == ignore_index
    smooth = (-weighted.sum(class_dim)).masked_fill(ignored, 0)
    if reduction == "none":
        return smooth
    if reduction == "sum":
        return smooth.sum()
    kept = target.masked_fill(ignored, 0).long()
    count = (~ignored).sum() if weight is None else weight[kept].masked_fill(ignored, 0).sum()
    return smooth.sum() / count


_REDUCTION_ENUM = {"none": 0, "mean": 1, "sum": 2}  # at::Reduction, as torch's nll_loss kernels take it


class _WeightedNLL(torch.autograd.Function):
    """torch's nll_loss kernels on (N, C) inputs, with MindSpore's gradient for the class weights too (torch's
    nll_loss cannot differentiate them): the loss is ``-sum(w[t_i] x[i, t_i])`` (over ``W = sum(w[t_i])`` for
    'mean'), so class c's weight gets ``-x[i, c]`` (minus the loss, over W, for 'mean') from each sample i of
    class c: one unweighted nll_loss and one index_add."""

    @staticmethod
    def forward(ctx, x, target, weight, ignore_index, reduction):
        out, total = torch.ops.aten.nll_loss_forward(x, target, weight, _REDUCTION_ENUM[reduction], ignore_index)
        ctx.save_for_backward(x, target, weight, out, total)
        ctx.ignore_index, ctx.reduction = ignore_index, reduction
        return out

    @staticmethod
    def backward(ctx, grad):
        x, target, weight, out, total = ctx.saved_tensors
        ignore_index, reduction = ctx.ignore_index, _REDUCTION_ENUM[ctx.reduction]
        grad_x = grad_w = None
        if ctx.needs_input_grad[0]:
            grad_x = torch.ops.aten.nll_loss_backward(grad, x, target, weight, reduction, ignore_index, total)
        if ctx.needs_input_grad[2]:
            per_sample = torch.ops.aten.nll_loss_forward(x, target, None, 0, ignore_index)[0]  # 0 where ignored
            if ctx.reduction == "mean":
                per_sample = (per_sample - out) * (target != ignore_index)
                grad = grad / total
            # an ignored sample adds 0 to whichever class its clamped index names
            grad_w = torch.zeros_like(weight).index_add_(0, target.clamp(0, weight.shape[0] - 1), per_sample * grad)
        return grad_x, None, grad_w, None, None


def _weighted_nll(x, target, weight, ignore_index, reduction):
    """nll_loss differentiable w.r.t. ``weight`` too: any input layout (C), (N, C) or (N, C, d1, ...) as the
    (N, C) rows _WeightedNLL takes."""
    shape = target.shape
    if x.dim() != 2:
        x = x.unsqueeze(0) if x.dim() == 1 else x.movedim(1, -1).reshape(-1, x.shape[1])
        target = target.reshape(-1)
    loss = _WeightedNLL.apply(x, target, weight, ignore_index, reduction)
    return loss.reshape(shape) if reduction == "none" else loss


def class_indices(x, target, ignore_index, api):
    """``target`` as the class indices MindSpore's gather reads: an index in [-C, 0) counts from the end, one
    outside [-C, C) (``ignore_index`` aside) is its RuntimeError. For the except path of torch's IndexError."""
    n_classes = x.shape[0 if x.dim() == 1 else 1]
    t = target.long()
    kept = t[t != ignore_index]
    if kept.numel() and (kept.min() < -n_classes or kept.max() >= n_classes):
        raise RuntimeError(f"For '{api}', every class index of 'target' must be in [{-n_classes}, {n_classes}), "
                           f"but got {kept.min().item()} to {kept.max().item()}.") from None
    return torch.where((t < 0) & (t != ignore_index), t + n_classes, t)


def _nll_gathered(x, target, weight, ignore_index, reduction, label_smoothing, api="NLLLoss"):
    """MindSpore's nll_loss rule for the input and target shapes torch's kernel rejects: the target, given one
    dimension less, gains the class axis (axis 0 of a 1-D input, 1 of a 4-D one, the last of a 2-D one; other
    ranks are viewed as (N, C, 1, -1)), the loss is the input gathered along that axis (torch.gather, MindSpore's
    GatherD) and averaged over the weights of the gathered elements. Shapes that do not gather are a ValueError."""
    out_shape = None
    if x.dim() in (1, 2, 4):
        axis = {1: 0, 2: -1, 4: 1}[x.dim()]
    else:
        out_shape, axis = (x.shape[0],) + tuple(x.shape[2:]), 1
        x, target = x.reshape(x.shape[0], x.shape[1], 1, -1), target.reshape(x.shape[0], 1, -1)
    target = target.long()
    if target.dim() == x.dim() - 1:
        target = target.unsqueeze(axis)
    ignored = target == ignore_index
    target = target.masked_fill(ignored, 0)
    if weight is not None:
        x = x * weight.reshape((-1,) + (1,) * (x.dim() - 2) if x.dim() > 2 else (-1,))
    try:
        if not target.numel():
            raise RuntimeError("an empty target")
        loss = -torch.gather(x, axis, target)
    except RuntimeError as exc:
        raise ValueError(f"For '{api}', the 'target' of shape {tuple(target.shape)} does not gather from the "
                         f"input of shape {tuple(x.shape)} along axis {axis}: {exc}") from None
    weights = torch.ones_like(loss) if weight is None else weight[target].to(loss.dtype)
    smooth = -x.sum(axis, keepdim=True)
    loss, weights, smooth = (torch.where(ignored, 0.0, v).squeeze(axis) for v in (loss, weights, smooth))
    if reduction != "none":
        total = weights.sum() if reduction == "mean" else 1
        loss, smooth = loss.sum() / total, smooth.sum() / total
    elif out_shape is not None:  # (a target shorter than the input's spatial size repeats along it, as there)
        loss, smooth = (v.reshape(out_shape) if v.numel() == math.prod(out_shape) else
                        v.reshape((v.shape[0],) + (1,) * (len(out_shape) - 1)).expand(out_shape)
                        for v in (loss, smooth))
    return (1 - label_smoothing) * loss + (label_smoothing / x.shape[axis]) * smooth


def nll_loss_t(x, target, weight, ignore_index, reduction, label_smoothing):
    """F.nll_loss plus MindSpore's label smoothing term (torch's nll_loss has none); integer inputs give a
    float32 loss, as MindSpore's NLLLoss; shapes torch's kernel rejects follow ``_nll_gathered``."""
    if not x.is_floating_point():
        x = x.float()
    if weight is not None and weight.requires_grad and torch.is_grad_enabled():
        def nll(target):
            return _weighted_nll(x, target, weight, ignore_index, reduction)
    else:
        def nll(target):
            return F.nll_loss(x, target, weight, ignore_index=ignore_index, reduction=reduction)
    try:
        loss = nll(target.long())
    except IndexError:
        target = class_indices(x, target, ignore_index, "NLLLoss")
        loss = nll(target)
    except (ValueError, RuntimeError):
        return _nll_gathered(x, target, weight, ignore_index, reduction, label_smoothing)
    if label_smoothing > 0:
        n_classes = x.shape[0 if x.dim() == 1 else 1]
        smooth = _smoothing_term(x, target, weight, ignore_index, reduction)
        loss = (1 - label_smoothing) * loss + (label_smoothing / n_classes) * smooth
    return loss


def nll_loss(inputs, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
    """``ops.nll_loss``: F.nll_loss (int32 or int64 targets) with MindSpore's ``label_smoothing``."""
    x, y = tensor_of(inputs, "nll_loss", "inputs"), tensor_of(target, "nll_loss", "target")
    check_reduction(reduction, "nll_loss")
    w = _optional_tensor(weight, "nll_loss", "weight")
    if y.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For 'NLLLoss', the 'target' must be Int32 or Int64, but got {mstype.from_torch_dtype(y.dtype)}.")
    return _wrap(nll_loss_t(x, y, w, ignore_index, reduction, label_smoothing))


def cross_entropy_t(x, target, weight, ignore_index, reduction, label_smoothing, api):
    """F.cross_entropy: float16/float32 targets are class probabilities, Int32/Int64 targets class indices
    (torch's weight, ignore_index and label-smoothing rules are MindSpore's)."""
    if not x.is_floating_point():
        raise TypeError("For cross_entropy, the input dtype should be mstype.float64, mstype.float32 or"
                        f"mstype.float16, but got dtype:{mstype.from_torch_dtype(x.dtype)}.")
    if weight is not None and weight.dtype != x.dtype:
        # MindSpore takes the log-softmax in the logits' dtype and weighs it in the wider one (float16 logits,
        # float32 weight); other target forms go through cross_entropy of those log-probabilities (log_softmax
        # is idempotent up to rounding)
        common = torch.promote_types(x.dtype, weight.dtype)
        x, weight = F.log_softmax(x, 1).to(common), weight.to(common)
        if target.dtype in (torch.int32, torch.int64) and not label_smoothing:
            return F.nll_loss(x, target.long(), weight, ignore_index=ignore_index, reduction=reduction)
    if (weight is not None and weight.requires_grad and torch.is_grad_enabled()
            and target.dtype in (torch.int32, torch.int64)):
        return nll_loss_t(F.log_softmax(x, 1), target, weight, ignore_index, reduction, label_smoothing)
    if target.dtype in (torch.float16, torch.float32):
        if x.shape != target.shape:
            raise ValueError(f"For '{api}', class probabilities 'target' must have the shape of 'input', but got "
                             f"{tuple(target.shape)} and {tuple(x.shape)}.")
        target = target.to(x.dtype)
    elif target.dtype in (torch.int32, torch.int64):
        target = target.long()
    else:
        raise TypeError(f"For '{api}', the 'target' must be class indices (Int32, Int64) or class probabilities "
                        f"(Float16, Float32), but got {mstype.from_torch_dtype(target.dtype)}.")
    try:
        return F.cross_entropy(x, target, weight, ignore_index=ignore_index, reduction=reduction,
                               label_smoothing=label_smoothing)
    except IndexError:
        return F.cross_entropy(x, class_indices(x, target, ignore_index, api), weight, ignore_index=ignore_index,
                               reduction=reduction, label_smoothing=label_smoothing)
    except (ValueError, RuntimeError):  # shapes torch's kernel rejects: MindSpore's nll_loss of the log-softmax
        if target.dtype != torch.long:
            raise
        return _nll_gathered(F.log_softmax(x, 0 if x.dim() == 1 else 1), target, weight, ignore_index, reduction,
                             label_smoothing, api)


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
    """``ops.cross_entropy``: F.cross_entropy (class indices or class probabilities)."""
    api = "cross_entropy_loss"
    x, y = tensor_of(input, api, "input"), tensor_of(target, api, "target")
    w = _optional_tensor(weight, api, "weight")
    check_value_type(ignore_index, (int,), "ignore_index", api)
    if not isinstance(label_smoothing, (int, float)) or label_smoothing < 0:
        raise ValueError(f"For '{api}', the 'label_smoothing' must be a non-negative float, but got "
                         f"{label_smoothing}.")
    check_string(reduction, _REDUCTIONS_NMS, "reduction", api)
    return _wrap(cross_entropy_t(x, y, w, ignore_index, reduction, label_smoothing, api))


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    """``ops.ctc_loss``: torch's CTC kernel; returns (loss, log_alpha) as MindSpore's CTCLossV2 does."""
    api = "ctc_loss"
    check_value_type(blank, (int,), "blank", api)
    check_value_type(reduction, (str,), "reduction", api)
    check_string(reduction, ("none", "sum", "mean"), "reduction", api)
    check_value_type(zero_infinity, (bool,), "zero_infinity", api)
    lp = tensor_of(log_probs, api, "log_probs")
    tg = tensor_of(targets, api, "targets")
    il = tensor_of(input_lengths, api, "input_lengths")
    tl = tensor_of(target_lengths, api, "target_lengths")
    for t, name in ((tg, "targets"), (il, "input_lengths"), (tl, "target_lengths")):
        if t.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"For primitive[CTCLossV2], the input argument[{name}] must be a type of {{Tensor[Int32], "
                            f"Tensor[Int64]}}, but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    if tg.dim() != 2:
        raise ValueError(f"For primitive[CTCLossV2], the dim of targets must be equal to 2 , but got {tg.dim()}.")
    short = il < tl
    if bool(short.any()):
        i = int(short.nonzero()[0, 0])
        raise RuntimeError(f"For 'CTCLossV2', the input_lengths[{i}] = {int(il[i])} should be non-negative and not "
                           f"smaller than tar_len_p[{i}] = {int(tl[i])}")
    loss, log_alpha = torch.ops.aten._ctc_loss.Tensor(lp, tg.long(), il.long(), tl.long(), blank, zero_infinity)
    # torch leaves log_alpha unwritten past each sequence's lengths; MindSpore has -inf there
    steps = torch.arange(log_alpha.shape[1], device=log_alpha.device).reshape(1, -1, 1)
    states = torch.arange(log_alpha.shape[2], device=log_alpha.device).reshape(1, 1, -1)
    valid = (steps < il.reshape(-1, 1, 1)) & (states < 2 * tl.reshape(-1, 1, 1) + 1)
    log_alpha = log_alpha.masked_fill(~valid, float("-inf"))
    # MindSpore's log_alpha has 2 * targets.shape[1] + 1 states (torch's: 2 * max(target_lengths) + 1)
    log_alpha = F.pad(log_alpha, (0, 2 * tg.shape[1] + 1 - log_alpha.shape[2]), value=float("-inf"))
    if zero_infinity:
        loss = torch.where(torch.isinf(loss), torch.zeros_like(loss), loss)
    if reduction == "sum":
        loss = loss.sum()
    elif reduction == "mean":
        loss = (loss.float() / tl.float().clamp(min=1.0)).mean().to(loss.dtype)
    return _wrap(loss), _wrap(log_alpha)


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction="mean"):
    """``ops.margin_ranking_loss``: F.margin_ranking_loss, reduced in float32 as MindSpore's get_loss."""
    api = "margin_ranking_loss"
    check_value_type(margin, (float,), "margin", api)
    x1, x2 = tensor_of(input1, api, "input1"), tensor_of(input2, api, "input2")
    y = tensor_of(target, api, "target")
    _same_dtype(x1, x2, api, "input1", "input2")
    _same_dtype(y, x1, api, "target", "input1")
    return _wrap(get_loss_t(F.margin_ranking_loss(x1, x2, y, margin, reduction="none"), reduction, api))


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction="mean"):
    """``ops.cosine_embedding_loss``: 1 - cos for target 1, max(cos - margin, 0) for -1 (no epsilon, as
    MindSpore), reduced in float32."""
    return _wrap(cosine_embedding_loss_t(input1, input2, target, margin, reduction, True))


def cosine_embedding_loss_t(input1, input2, target, margin, reduction, exact_target):
    """The torch loss of ``ops.cosine_embedding_loss`` (``exact_target``: the target has the shape of input1
    without axis 1, that op's check) and of nn.CosineEmbeddingLoss (its Select only broadcasts the target against
    the per-sample loss)."""
    api = "ops.cosine_embedding_loss"
    x1, x2 = tensor_of(input1, api, "input1"), tensor_of(input2, api, "input2")
    y = tensor_of(target, api, "target")
    _same_dtype(x1, x2, api, "input1", "input2")
    per_sample = tuple(x1.shape[:1]) + tuple(x1.shape[2:])
    if x1.dim() < 2 or (exact_target and tuple(y.shape) != per_sample):
        raise ValueError(f"For '{api}', the shape of 'target' must be the shape of 'input1' without axis 1, but "
                         f"got {tuple(y.shape)} and {tuple(x1.shape)}.")
    try:
        torch.broadcast_shapes(y.shape, per_sample)
    except RuntimeError:
        raise ValueError(f"For 'CosineEmbeddingLoss', the shape of 'labels' {tuple(y.shape)} must broadcast with "
                         f"the per-sample loss shape {per_sample}.") from None
    if is_int(margin):
        margin = float(margin)
    check_value_type(margin, (float,), "margin", api)
    if not -1.0 <= margin <= 1.0:
        raise ValueError(f"For {api}, the value of 'margin' should be in [-1, 1],but got {margin}.")
    if x1.dtype in (torch.int32, torch.int64):
        x1, x2 = x1.float(), x2.float()
    return get_loss_t(cosine_embedding_t(x1, x2, y, margin), reduction, "cosine_embedding_loss")


def cosine_embedding_t(x1, x2, y, margin):
    """Per-sample loss: 1 - cos(x1, x2) where y == 1, max(cos - margin, 0) where y == -1, 0 elsewhere."""
    cosine = (x1 * x2).sum(1) / (x1.square().sum(1).sqrt() * x2.square().sum(1).sqrt())
    zeros = torch.zeros_like(cosine)
    return torch.where(y == 1, 1.0 - cosine, zeros) + torch.where(y == -1, (cosine - margin).clamp(min=0), zeros)


def multi_margin_loss_t(x, target, p, margin, weight, reduction, api="MultiMarginLoss"):
    """F.multi_margin_loss with MindSpore's argument checks (p in {1, 2}, Int64 targets)."""
    if p not in (1, 2) or isinstance(p, bool):
        raise ValueError(f"For '{api}', the 'p' must be int and must in {{1, 2}}, but got '{p}' with type "
                         f"'{type(p).__name__}'.")
    check_string(reduction, _REDUCTIONS_NSM, "reduction", api)
    if target.dtype != torch.int64:
        raise TypeError(f"For primitive[{api}], the input argument[target] must be a type of {{Tensor[Int64]}}, but "
                        f"got Tensor[{mstype.from_torch_dtype(target.dtype)}].")
    require_float(x, api)
    half = x.dtype == torch.float16  # torch's CPU kernel has no float16
    if half:
        x, weight = x.float(), None if weight is None else weight.float()
    try:
        loss = F.multi_margin_loss(x, target, p, margin, weight, reduction=reduction)
    except RuntimeError as exc:
        if "target out of range" not in str(exc):
            raise
        bad = target[(target < 0) | (target >= x.shape[-1])][0].item()
        raise ValueError(f"For '{api}', the 'target' values must be in [0, {x.shape[-1]}), but got {bad}.") from None
    return loss.half() if half else loss


def multi_margin_loss(input, target, p=1, margin=1, weight=None, reduction="mean"):
    """``ops.multi_margin_loss``: F.multi_margin_loss (``margin`` must be an int here, as in MindSpore)."""
    if not is_int(margin):
        raise TypeError(f"For 'multi_margin_loss', the type of 'margin' must be int, but got {type(margin)}.")
    x, y = tensor_of(input, "multi_margin_loss", "input"), tensor_of(target, "multi_margin_loss", "target")
    w = _optional_tensor(weight, "multi_margin_loss", "weight")
    return _wrap(multi_margin_loss_t(x, y, p, float(margin), w, reduction))


# the dtypes of MindSpore's Exp kernel, which the losses taking exp of their input (multilabel_soft_margin_loss,
# PoissonNLLLoss) go through
EXP_DTYPES = frozenset((torch.bfloat16, torch.bool, torch.complex64, torch.complex128, torch.float16, torch.float32,
                        torch.float64, torch.int64))


def multilabel_soft_margin_loss(input, target, weight=None, reduction="mean"):
    """``ops.multilabel_soft_margin_loss``: F.multilabel_soft_margin_loss per sample, reduced in float32."""
    api = "multilabel_soft_margin_loss"
    x, y = tensor_of(input, api, "input"), tensor_of(target, api, "target")
    check_input_dtype(x, EXP_DTYPES, api)
    w = _optional_tensor(weight, api, "weight")
    if y.dtype == torch.bool:
        y = y.to(x.dtype)
    loss = -(y * F.logsigmoid(x) + (1 - y) * F.logsigmoid(-x))
    if w is not None:
        loss = loss * w
    return _wrap(get_loss_t(loss.mean(-1), reduction, api))


def soft_margin_loss(input, target, reduction="mean"):
    """``ops.soft_margin_loss``: F.soft_margin_loss (MindSpore 2.10's CPU build has no kernel for it)."""
    api = "SoftMarginLoss"
    x, y = tensor_of(input, api, "input"), tensor_of(target, api, "target")
    check_reduction(reduction, api)
    require_float(x, api)
    _same_dtype(x, y, api, "input", "target")
    return _wrap(F.soft_margin_loss(x, y, reduction=reduction))


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, reduction="mean"):
    """``ops.triplet_margin_loss``: F.triplet_margin_loss (MindSpore 2.10's CPU build has no kernel for it)."""
    api = "TripletMarginLoss"
    a, pos = tensor_of(anchor, api, "x"), tensor_of(positive, api, "positive")
    neg = tensor_of(negative, api, "negative")
    for name, value, kind in (("p", p, int), ("eps", eps, float), ("swap", swap, bool)):
        check_value_type(value, kind, name, api)
    check_reduction(reduction, api)
    margin = float(margin._t) if isinstance(margin, Tensor) else margin
    return _wrap(F.triplet_margin_loss(a, pos, neg, margin=margin, p=p, eps=eps, swap=swap, reduction=reduction))


def gaussian_nll_loss(x, target, var, full=False, eps=1e-06, reduction="mean"):
    """``ops.gaussian_nll_loss``: 0.5 * (log(max(var, eps)) + (x - target)^2 / max(var, eps)) [+ 0.5 log(2 pi)]."""
    api = "gaussian_nll_loss"
    for value, name in ((x, "x"), (target, "target"), (var, "var")):
        if not isinstance(value, Tensor):
            raise TypeError(f"For '{api}', '{name}' must be a tensor, but got {type(value)}.")
    if not isinstance(full, bool):
        raise TypeError(f"For '{api}', 'full' must be a bool, but got {type(full)}.")
    if not isinstance(eps, float) or eps <= 0:
        raise ValueError(f"For '{api}', 'eps' must be a positive float, but got {eps}.")
    check_string(reduction, _REDUCTIONS_NMS, "reduction", api)
    xt, yt, vt = x._t, target._t, var._t
    if xt.shape != vt.shape and xt.shape[:-1] == vt.shape:
        vt = vt.unsqueeze(-1)
    # max(var, eps); at var == eps MindSpore gives var half the gradient (clip_by_value's rule; torch.clamp all). When
    # every var is above eps, var itself (one min instead of the clamp and its backward)
    clamped = vt if not is_compiling() and vt.numel() and vt.min() > eps else clip_t(vt, eps, None)
    loss = clamped.log() + difference(xt, yt, api).square() / clamped
    if full:
        loss = loss + math.log(2 * math.pi)
    return _wrap(_reduced(loss, reduction) * 0.5)  # halved after a reduction: one small kernel


def pdist(input, p=2.0):
    """``ops.pdist``: torch.pdist, the p-norm distance of every pair of rows of a 2-D float Tensor."""
    api = "Pdist"
    if not isinstance(input, Tensor):
        raise TypeError(f"For Primitive[{api}], the type of input argument[x] must be Tensor but got "
                        f"{type(input).__name__.capitalize()}.")
    check_value_type(p, float, "p", api)
    if p < 0:
        raise ValueError(f"Pdist p must be a non-negative value, but got `{p}`.")
    t = input._t
    if not t.is_floating_point():
        raise TypeError(f"For primitive[{api}], the input argument[x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64]}}, but got {input.dtype}.")
    if t.dim() != 2:
        raise ValueError(f"For primitive[{api}], the x dim must be equal to 2, but got {t.dim()}.")
    return _wrap(torch.pdist(t, p))


def softmax_cross_entropy_with_logits(logits, labels):
    """``P.SoftmaxCrossEntropyWithLogits()(logits, labels)``: ``(loss, backprop)`` for dense labels, the loss of each
    row (F.cross_entropy with probability targets) and ``softmax(logits) - labels``. The labels are a constant and
    ``backprop`` is not differentiable (MindSpore's zero gradients)."""
    api = "SoftmaxCrossEntropyWithLogits"
    x, y = tensor_of(logits, api, "logits"), tensor_of(labels, api, "labels")
    for t, name in ((x, "logits"), (y, "label")):
        if t.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For primitive[{api}], the input argument[{name}_type] must be a type of "
                            f"{{Tensor[Float16], Tensor[Float32]}}, but got {mstype.from_torch_dtype(t.dtype)}.")
    if x.dtype != y.dtype:
        raise TypeError(f"For primitive[{api}], the input type must be same.")
    if x.dim() != 2:
        raise ValueError(f"For primitive[{api}], the dimension of logits must be equal to 2, but got {x.dim()}.")
    if x.shape != y.shape:
        raise ValueError(f"For '{api}', evaluator arg 'label' shape must be consistent with 'logits' shape, but got "
                         f"'label' shape: {tuple(y.shape)}, 'logits' shape: {tuple(x.shape)}.")
    y = y.detach()
    return _wrap(dense_cross_entropy_t(x, y).to(x.dtype)), _wrap((torch.softmax(x.detach(), -1) - y))


def dense_cross_entropy_t(x, y):
    """The float32 cross entropy of each row of the 2-D ``x`` with the probability labels ``y`` (F.cross_entropy's
    values) and MindSpore's gradient ``softmax(x) - y`` whatever the labels sum to (the labels are a constant):
    ops.SoftmaxCrossEntropyWithLogits and nn.SoftmaxCrossEntropyWithLogits(sparse=False)."""
    x, y = x.float(), y.float().detach()
    surrogate = torch.logsumexp(x, -1) - (y * x).sum(-1)  # its gradient is softmax(x) - y
    return F.cross_entropy(x.detach(), y, reduction="none") + (surrogate - surrogate.detach())


def hinge_embedding_loss(inputs, targets, margin=1.0, reduction="mean"):
    """``ops.hinge_embedding_loss``: x where target > 0, max(margin - x, 0) where target < 0, 0 elsewhere."""
    api = "HingeEmbeddingLoss"
    if isinstance(margin, bool) or not isinstance(margin, (float, int)):
        raise TypeError(f"For '{api}', 'margin' must be a float or int, but got {type(margin)}.")
    if reduction not in _REDUCTIONS_NMS:
        raise ValueError(f"For '{api}', 'reduction' must be one of 'none', 'mean', 'sum',but got {reduction}.")
    x, y = tensor_of(inputs, api, "inputs"), tensor_of(targets, api, "targets")
    for t, which in ((x, "first"), (y, "second")):
        if not t.is_floating_point():
            raise TypeError(f"For '{api}', the dtype of the {which} input must be float, but got "
                            f"{mstype.from_torch_dtype(t.dtype)}.")
    zeros = torch.zeros_like(x)
    loss = torch.where(y > 0, x, zeros) + torch.where(y < 0, (margin - x).clamp(min=0), zeros)
    return _wrap(_reduced(loss, reduction))


def multilabel_margin_loss(input, target, reduction="mean"):
    """``ops.multilabel_margin_loss``: F.multilabel_margin_loss (Int32 targets, -1 ends each target list)."""
    api = "MultilabelMarginLoss"
    x, y = tensor_of(input, api, "x"), tensor_of(target, api, "target")
    check_string(reduction, _REDUCTIONS_NSM, "reduction", api)
    if y.dtype != torch.int32:
        raise TypeError(f"For primitive[{api}], the input argument[target] must be a type of {{Tensor[Int32]}}, but "
                        f"got Tensor[{mstype.from_torch_dtype(y.dtype)}].")
    require_float(x, api)
    if x.shape != y.shape:
        raise ValueError(f"For '{api}', the shape of 'x' and 'target' must be the same, but got {tuple(x.shape)} "
                         f"and {tuple(y.shape)}.")
    return _wrap(F.multilabel_margin_loss(x, y.long(), reduction=reduction))


# --- activations: one kernel and one dtype rule per operation ---------------------------------------------
# ``ops.<name>``, its primitive, the ``nn`` layer and ``mint`` call the same ``*_t`` kernel on the torch tensor,
# after the same dtype check (``ACTIVATION_DTYPES``: the input dtypes MindSpore 2.10's CPU kernel accepts, as
# measured); only argument mapping and argument checks live in the front doors.
F16_32 = frozenset((torch.float16, torch.float32))
HALF_32 = frozenset((torch.bfloat16, torch.float16, torch.float32))
FLOAT = frozenset((torch.bfloat16, torch.float16, torch.float32, torch.float64))
FLOAT_NO_BF16 = FLOAT - {torch.bfloat16}
FLOAT_COMPLEX = FLOAT | {torch.complex64, torch.complex128}
SIGNED_INT = frozenset((torch.int8, torch.int16, torch.int32, torch.int64))
INT = SIGNED_INT | {torch.uint8}
REAL = FLOAT | INT | {torch.bool}
FLOAT_INT = FLOAT | SIGNED_INT

ACTIVATION_DTYPES = {
    "ReLU6": F16_32, "SiLU": FLOAT_COMPLEX, "Mish": FLOAT_NO_BF16, "Softsign": FLOAT_NO_BF16, "LogSigmoid": FLOAT,
    "FastGeLU": F16_32, "HSwish": FLOAT_INT, "HSigmoid": FLOAT_INT, "SeLU": FLOAT_NO_BF16 | {torch.int8, torch.int32},
    "Tanhshrink": FLOAT | INT, "LeakyReLU": REAL, "Hardtanh": REAL, "Threshold": REAL, "GeLU": FLOAT, "Elu": FLOAT,
    "CeLU": FLOAT_NO_BF16, "Softplus": FLOAT, "SoftShrink": HALF_32, "HShrink": HALF_32, "PReLU": F16_32,
}


def activation_input(input, api):
    """The torch tensor of an activation's input, after the dtype rule of MindSpore's ``api`` kernel."""
    t = _tensor(input, api)
    check_input_dtype(t, ACTIVATION_DTYPES[api], api)
    return t


def _truncated(t, fn):
    """``fn`` of an integer tensor computed in float32, truncated back toward zero as MindSpore's int kernels do."""
    return fn(t.float()).to(t.dtype)


def _recorded(t):
    """Whether autograd records an op on ``t``: the kernels below compose MindSpore's gradient only then, and
    otherwise make torch's single fused call with the same values."""
    return t.requires_grad and torch.is_grad_enabled()


class _HardSwish(torch.autograd.Function):
    """F.hardswish with MindSpore's gradient ``x / 3 + 0.5`` on the closed interval [-3, 3] (torch's is 0 at -3
    and 1 at 3)."""

    @staticmethod
    def forward(ctx, t):
        ctx.save_for_backward(t)
        return F.hardswish(t)

    @staticmethod
    def backward(ctx, grad):
        t, = ctx.saved_tensors
        slope = torch.where(t < -3, 0.0, torch.where(t > 3, 1.0, t / 3 + 0.5))
        return grad * slope


def hardswish_t(t):
    """torch.nn.functional.hardswish's values with MindSpore's gradient at x = -3 (-0.5) and x = 3 (1.5);
    integer inputs truncated."""
    if not t.is_floating_point():
        return _truncated(t, F.hardswish)
    return _HardSwish.apply(t) if _recorded(t) else F.hardswish(t)


def hardsigmoid_t(t):
    """torch.nn.functional.hardsigmoid (integers: truncated ``relu6(x + 3) / 6``)."""
    return F.hardsigmoid(t) if t.is_floating_point() else _truncated(t, F.hardsigmoid)


def relu6_t(t):
    """``min(relu(x), 6)``: F.relu6's values with MindSpore's gradient (0 at x = 0, 1 at x = 6)."""
    return torch.relu(t).clamp_max(6) if _recorded(t) else F.relu6(t)


def selu_t(t):
    """torch.nn.functional.selu (int8/int32: the positive part, truncated, as MindSpore's int kernels)."""
    return F.selu(t) if t.is_floating_point() else _truncated(t.clamp(min=0), F.selu)


def tanhshrink_t(t):
    """torch.nn.functional.tanhshrink (integer inputs give Float32)."""
    return F.tanhshrink(t if t.is_floating_point() else t.float())


def fast_gelu_t(t):
    """``x * sigmoid(1.702 x)`` (MindSpore's FastGeLU formula), computed in float32 for float16 inputs."""
    wide = t.float()
    return (wide * torch.sigmoid(1.702 * wide)).to(t.dtype)


def leaky_relu_t(t, alpha):
    """MindSpore's ``max(alpha * x, x)`` (``min`` when alpha > 1), alpha cast to the input dtype: at x == 0 the
    gradient is split evenly between the tied operands (torch.maximum/minimum do the same); Bool passes."""
    if t.dtype == torch.bool:
        return t.clone()
    scale = alpha if t.is_floating_point() else t.new_tensor(alpha)
    select = torch.minimum if alpha > 1 else torch.maximum
    return select(t * scale, t)


def hardtanh_t(t, min_val=-1.0, max_val=1.0):
    """MindSpore's ``max(min(x, max_val), min_val)``: at a bound the gradient is split in half between the tied
    operands, which torch.maximum/minimum also do (F.hardtanh gives 0 there, torch.clamp 1); integer inputs keep
    their dtype, Bool passes."""
    if t.is_floating_point():
        if not _recorded(t):
            return torch.clamp(t, min_val, max_val)
        return torch.maximum(torch.minimum(t, t.new_tensor(max_val)), t.new_tensor(min_val))
    if t.dtype == torch.bool:
        return t.clone()
    return torch.clamp(t, int(min_val), int(max_val))


def threshold_t(t, thr, value):
    """torch.nn.functional.threshold: ``value`` where ``x <= thr`` (integer and Bool inputs keep their dtype)."""
    if t.is_floating_point():
        return F.threshold(t, thr, value)
    return torch.where(t > thr, t, t.new_tensor(value))


def relu6(x):
    """``ops.relu6``: min(relu(x), 6) (float16/float32 inputs)."""
    return _wrap(relu6_t(activation_input(x, "ReLU6")))


def silu(input):
    """``ops.silu``: torch.nn.functional.silu (float inputs)."""
    return _wrap(F.silu(activation_input(input, "SiLU")))


class _Softsign(torch.autograd.Function):
    """``x / (1 + |x|)`` with the gradient ``1 / (1 + |x|)^2``: 0 at +-inf, as MindSpore (torch's composite
    F.softsign gives NaN there, inf / inf)."""

    @staticmethod
    def forward(ctx, t):
        denominator = t.abs() + 1
        ctx.save_for_backward(denominator)
        return t / denominator

    @staticmethod
    def backward(ctx, grad):
        denominator = ctx.saved_tensors[0]
        return grad / (denominator * denominator)


def softsign_t(t):
    """``x / (1 + |x|)``, differentiated as MindSpore (``_Softsign``)."""
    return _Softsign.apply(t) if t.requires_grad and torch.is_grad_enabled() else F.softsign(t)


def softsign(x):
    """``ops.softsign``: ``x / (1 + |x|)`` (float inputs), differentiated as MindSpore (``_Softsign``)."""
    return _wrap(softsign_t(activation_input(x, "Softsign")))


def mish(x):
    """``ops.mish``: torch.nn.functional.mish (float inputs)."""
    return _wrap(F.mish(activation_input(x, "Mish")))


def logsigmoid(x):
    """``ops.logsigmoid``: torch.nn.functional.logsigmoid (float inputs)."""
    return _wrap(F.logsigmoid(activation_input(x, "LogSigmoid")))


def selu(input_x):
    """``ops.selu``: torch.nn.functional.selu (float inputs; int8/int32 keep the positive part)."""
    return _wrap(selu_t(activation_input(input_x, "SeLU")))


def hardswish(input):
    """``ops.hardswish``: x * clamp(x + 3, 0, 6) / 6 (integer inputs keep their dtype)."""
    return _wrap(hardswish_t(activation_input(input, "HSwish")))


def hardsigmoid(input):
    """``ops.hardsigmoid``: torch.nn.functional.hardsigmoid (integer inputs keep their dtype)."""
    return _wrap(hardsigmoid_t(activation_input(input, "HSigmoid")))


def tanhshrink(input):
    """``ops.tanhshrink``: x - tanh(x) (torch.nn.functional.tanhshrink; integer inputs give Float32)."""
    return _wrap(tanhshrink_t(activation_input(input, "Tanhshrink")))


def gelu(input, approximate="none"):
    """``ops.gelu``: torch.nn.functional.gelu ('none' or 'tanh'; float inputs)."""
    if approximate not in ("none", "tanh"):
        raise ValueError(f"For 'gelu', 'approximate' must be 'none' or 'tanh', but got {approximate}.")
    return _wrap(F.gelu(activation_input(input, "GeLU"), approximate=approximate))


def leaky_relu(input, alpha=0.2):
    """``ops.leaky_relu``: max(alpha * x, x) (min for alpha > 1); integer inputs use ``alpha`` cast to their
    dtype, as MindSpore does."""
    return _wrap(leaky_relu_t(activation_input(input, "LeakyReLU"), alpha))


def elu(input_x, alpha=1.0):
    """``ops.elu``: torch.nn.functional.elu (float inputs; MindSpore 2.10 accepts only ``alpha=1.0``)."""
    if alpha != 1.0:
        raise ValueError(f"For 'Elu', 'alpha' must be 1.0, but got {alpha}.")
    return _wrap(F.elu(activation_input(input_x, "Elu"), alpha))


def celu(x, alpha=1.0):
    """``ops.celu``: torch.nn.functional.celu (float inputs)."""
    if alpha == 0:
        raise ValueError("For 'CeLU', the 'alpha' must not be 0.")
    return _wrap(F.celu(activation_input(x, "CeLU"), alpha))


def softplus(input, beta=1, threshold=20):
    """``ops.softplus``: torch.nn.functional.softplus (float inputs)."""
    return _wrap(F.softplus(activation_input(input, "Softplus"), beta, threshold))


def hardtanh(input, min_val=-1.0, max_val=1.0):
    """``ops.hardtanh``: max(min(x, max_val), min_val) (integer inputs keep their dtype)."""
    return _wrap(hardtanh_t(activation_input(input, "Hardtanh"), min_val, max_val))


def softshrink(input, lambd=0.5):
    """``ops.softshrink``: torch.nn.functional.softshrink (bfloat16/float16/float32 inputs)."""
    return _wrap(F.softshrink(activation_input(input, "SoftShrink"), lambd))


def hardshrink(input, lambd=0.5):
    """``ops.hardshrink``: torch.nn.functional.hardshrink (bfloat16/float16/float32 inputs)."""
    return _wrap(F.hardshrink(activation_input(input, "HShrink"), lambd))


def prelu_t(t, weight, api):
    """torch.nn.functional.prelu with the weight cast to the input dtype and MindSpore's channel check."""
    channels = t.shape[1] if t.dim() >= 2 else 1
    if weight.numel() not in (1, channels):
        raise ValueError(f"For '{api}', the length of 'weight' must be equal to number of channels: {channels}, "
                         f"but got {tuple(weight.shape)}.")
    check_not_empty(t, "input", api, RuntimeError)  # (MindSpore's kernel takes no empty input)
    return F.prelu(t, weight.to(t.dtype))


def prelu(input, weight):
    """``ops.prelu``: torch.nn.functional.prelu (one weight per channel, axis 1; float16/float32 inputs)."""
    return _wrap(prelu_t(activation_input(input, "PReLU"), _tensor(weight, "prelu"), "PReLU"))


def glu(x, axis=-1):
    """``ops.glu``: torch.nn.functional.glu (first half times the sigmoid of the second half)."""
    t = _tensor(x, "glu")
    require_float(t, "glu")
    return _wrap(F.glu(t, check_axis(axis, t.dim(), "glu")))


def log_softmax(logits, axis=-1):
    """``ops.log_softmax``: torch.log_softmax along ``axis`` (float inputs)."""
    t = _tensor(logits, "LogSoftmax")
    require_float(t, "LogSoftmax")
    return _wrap(log_softmax_t(t, check_axis(axis, t.dim(), "LogSoftmax")))


def softmin(x, axis=-1, *, dtype=None):
    """``ops.softmin``: softmax of ``-x`` along ``axis`` (torch.nn.functional.softmin)."""
    t = _tensor(x, "softmin")
    require_float(t, "softmin")
    return _wrap(softmax_t(-t, axis, dtype, "softmin"))


__all__ += ["pdist"]
__all__ += ["relu6", "silu", "softsign", "mish", "logsigmoid", "selu", "hardswish", "hardsigmoid", "tanhshrink",
            "gelu", "leaky_relu", "elu", "celu", "softplus", "hardtanh", "softshrink", "hardshrink", "prelu", "glu",
            "log_softmax", "softmin"]


# --- layers as functions -----------------------------------------------------------------------------
def dropout(input, p=0.5, training=True, seed=None):
    """``ops.dropout``: torch.nn.functional.dropout (drop probability ``p`` in [0, 1); identity when not training;
    an explicit ``seed`` draws the mask from a generator seeded with it)."""
    t = _tensor(input, "dropout")
    if not isinstance(p, (int, float)) or not 0 <= p < 1:
        raise RuntimeError(f"For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got {1 - p}")
    require_float(t, "dropout")
    if seed is None or not training or p == 0:
        return _wrap(F.dropout(t, p, training))
    keep = torch.empty_like(t).bernoulli_(1 - p, generator=torch.Generator().manual_seed(seed))
    return _wrap(t * keep / (1 - p))


def dropout2d(input, p=0.5, training=True):
    """``ops.dropout2d``: torch.nn.functional.dropout2d (whole channels of an NCHW input)."""
    t = _tensor(input, "dropout2d")
    if t.dim() != 4:
        raise ValueError(f"For 'dropout2d', the input must be 4-D, but got {t.dim()}-D.")
    return _wrap(F.dropout2d(t, p, training))


def dense(input, weight, bias=None):
    """``ops.dense``: torch.nn.functional.linear (x @ weight.T + bias)."""
    t, w = _tensor(input, "dense"), _tensor(weight, "dense")
    if t.dtype != w.dtype:
        raise TypeError(f"For 'Dense', the dtype of 'weight' must be the same as 'input', but got "
                        f"{mstype.from_torch_dtype(w.dtype)} and {mstype.from_torch_dtype(t.dtype)}.")
    try:
        return _wrap(F.linear(t, w, None if bias is None else bias._t))
    except RuntimeError as exc:
        raise kernel_error(exc, "Dense") or exc


_CONV_MODES = ("valid", "same", "pad")


def conv_pad_mode(pad_mode, pad, n_pads, prim):
    """MindSpore's Conv primitive checks, shared by ``ops.conv*d``, ``ops.Conv2D`` and ``nn.Conv*d``: a known
    ``pad_mode`` (case-sensitive) and no ``pad`` unless it is 'pad'."""
    check_string(pad_mode, _CONV_MODES, "pad_mode", prim)
    if pad_mode != "pad" and pad not in (0, (0,) * n_pads):
        raise ValueError(f"For '{prim}', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': {pad} "
                         f"and 'pad_mode': {pad_mode}.")
    return pad_mode


def conv_split_pads(pad_mode, pairs, t, w, stride, dilation):
    """(torch ``padding``, ``F.pad`` tuple or None) for MindSpore's pad modes (``pairs``: the per-dimension
    (before, after) pads of 'pad'): symmetric pads go to the torch op, asymmetric ones (odd 'same' pads, uneven
    'pad' pairs) through one F.pad."""
    if pad_mode == "valid":
        return 0, None
    if pad_mode == "same":
        pairs = geometry.same_pairs(t.shape[2:], w.shape[2:], *(geometry.as_tuple(v, t.dim() - 2)
                                                                for v in (stride, dilation)))
    return geometry.split_pairs(pairs)


def conv_call_error(prim, t, weight, groups, err):
    """MindSpore's exception for a convolution torch rejected: mixed or unsupported dtypes (TypeError), channels
    that do not match the weight (RuntimeError), an input smaller than the kernel (ValueError)."""
    if t.dtype != weight.dtype:
        return TypeError(f"For primitive[{prim}], the input type must be same.\n"
                         f"name:[w]:Tensor[{mstype.from_torch_dtype(weight.dtype)}].\n"
                         f"name:[x]:Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    if "not implemented for" in str(err):
        return TypeError(f"For primitive[{prim}], the input type {mstype.from_torch_dtype(t.dtype)} is not supported.")
    if t.shape[1] != weight.shape[1] * groups:
        return RuntimeError(f"For '{prim}', 'C_in' of input 'x' shape divide by parameter 'group' must be equal to "
                            f"'C_in' of input 'weight' shape: {weight.shape[1]}, but got 'C_in' of input 'x' shape: "
                            f"{t.shape[1]}, and 'group': {groups}.")
    return ValueError(f"For '{prim.capitalize()}', input shape's h and w after padding must be greater than or equal "
                      "to kernel_size's h and w respectively.")


def conv_forward_t(op, t, w, bias, stride, padding, pre, dilation, groups, on_error):
    """The one forward convolution of ``ops.conv*d``, ``ops.Conv2D`` and ``nn.Conv*d``: ``t`` padded by ``pre``
    (``F.pad``), then the torch ``op`` with symmetric ``padding``. torch's failures become MindSpore's exceptions:
    ``conv_call_error`` of the primitive named ``on_error``, or ``on_error(t, w, err)`` (a layer's own messages)."""
    if pre is not None:
        t = F.pad(t, pre)
    try:
        return op(t, w, bias, stride, padding, dilation, groups)
    except (RuntimeError, NotImplementedError) as err:
        if isinstance(on_error, str):
            raise conv_call_error(on_error, t, w, groups, err) from None
        raise on_error(t, w, err) from None


_CONV_OPS = (None, F.conv1d, F.conv2d, F.conv3d)


def conv_t(nd, t, w, bias, stride, pad_mode, pairs, dilation, groups, prim):
    """``F.conv{nd}d`` with MindSpore's pad modes (``pairs``: per-dimension (before, after) pads for 'pad')."""
    padding, pre = conv_split_pads(pad_mode, pairs, t, w, stride, dilation)
    return conv_forward_t(_CONV_OPS[nd], t, w, bias, stride, padding, pre, dilation, groups, prim)


def _conv(nd):
    api = f"conv{nd}d"
    prim = "Conv3D" if nd == 3 else "Conv2D"

    def op(input, weight, bias=None, stride=1, pad_mode="valid", padding=0, dilation=1, groups=1):
        t, w = _tensor(input, api), _tensor(weight, api)
        conv_pad_mode(pad_mode, padding, nd, prim)
        if isinstance(padding, (tuple, list)) and len(padding) != nd:
            raise ValueError(f"For '{api}', 'padding' must be a tuple or list of {nd} integers, but got {padding}.")
        if pad_mode == "pad":
            pairs = [(p, p) for p in ((padding,) * nd if isinstance(padding, int) else padding)]
        else:
            pairs = None
        return _wrap(conv_t(nd, t, w, None if bias is None else bias._t, stride, pad_mode, pairs, dilation, groups,
                            prim))
    op.__name__ = api
    op.__doc__ = (f"``ops.{api}``: torch.nn.functional.{api} with MindSpore's ``pad_mode`` ('valid', 'same', "
                  "'pad' with ``padding``).")
    return op


conv1d = _conv(1)
conv2d = _conv(2)
conv3d = _conv(3)


def max_pool2d(x, kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False):
    """``ops.max_pool2d``: torch.nn.functional.max_pool2d (``stride`` defaults to ``kernel_size``)."""
    t = check_rank(_tensor(x, "max_pool2d"), (4,), "x", "max_pool2d")
    result = F.max_pool2d(t, kernel_size, stride, padding, dilation, ceil_mode, return_indices)
    return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result)


def avg_pool2d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=0):
    """``ops.avg_pool2d``: torch.nn.functional.avg_pool2d (``divisor_override`` 0 means none)."""
    t = check_rank(_tensor(input_x, "avg_pool2d"), (4,), "input_x", "avg_pool2d")
    require_float(t, "avg_pool2d")
    check_not_empty(t, "input_x", "avg_pool2d", RuntimeError)
    return _wrap(F.avg_pool2d(t, kernel_size, stride, padding, ceil_mode, count_include_pad,
                              divisor_override or None))


def avg_pool1d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True):
    """``ops.avg_pool1d``: torch.nn.functional.avg_pool1d."""
    t = _tensor(input_x, "avg_pool1d")
    require_float(t, "avg_pool1d")
    return _wrap(F.avg_pool1d(t, kernel_size, stride, padding, ceil_mode, count_include_pad))


def _divisible_1d(t, output_size, api):
    if t.shape[-1] % output_size:
        raise ValueError(f"For {api} input's last dimension must be divisible by output size {output_size}, but got "
                         f"{t.shape[-1]}.")
    return t


def adaptive_avg_pool1d(input, output_size):
    """``ops.adaptive_avg_pool1d``: torch.nn.functional.adaptive_avg_pool1d (the length must divide evenly)."""
    t = _divisible_1d(_tensor(input, "adaptive_avg_pool1d"), output_size, "adaptive_avg_pool1d")
    return _wrap(F.adaptive_avg_pool1d(t, output_size))


def adaptive_avg_pool2d(input, output_size):
    """``ops.adaptive_avg_pool2d``: torch.nn.functional.adaptive_avg_pool2d (None keeps the input size; float
    inputs)."""
    t = _tensor(input, "AdaptiveAvgPool2D")
    require_float(t, "AdaptiveAvgPool2D")
    return _wrap(F.adaptive_avg_pool2d(t, output_size))


def adaptive_max_pool1d(input, output_size):
    """``ops.adaptive_max_pool1d``: torch.nn.functional.adaptive_max_pool1d (the length must divide evenly)."""
    t = _divisible_1d(_tensor(input, "adaptive_max_pool1d"), output_size, "adaptive_max_pool1d")
    return _wrap(F.adaptive_max_pool1d(t, output_size))


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """``ops.adaptive_max_pool2d``: torch.nn.functional.adaptive_max_pool2d (indices Int64)."""
    result = F.adaptive_max_pool2d(_tensor(input, "adaptive_max_pool2d"), output_size, return_indices)
    return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result)


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None):
    """``ops.interpolate``: torch.nn.functional.interpolate with MindSpore's argument rules."""
    return _wrap(interpolate_t(_tensor(input, "interpolate"), size, scale_factor, mode, align_corners,
                               recompute_scale_factor))


upsample = interpolate  # ``ops.upsample``: MindSpore's alias of ops.interpolate


_PAD_MODES = {"constant": "constant", "reflect": "reflect", "replicate": "replicate", "circular": "circular"}


def pad(input_x, padding, mode="constant", value=None):
    """``ops.pad``: torch.nn.functional.pad (``padding`` pairs from the last axis backwards)."""
    t = _tensor(input_x, "pad")
    if mode not in _PAD_MODES:
        raise ValueError(f"For 'pad', the 'mode' must be one of {list(_PAD_MODES)}, but got {mode}.")
    if isinstance(padding, Tensor):
        padding = padding._t.tolist()
    if padding is None:
        raise TypeError(f"For 'pad', the 'padding' must be a tuple, list or Tensor of ints, but got {padding}.")
    if not isinstance(padding, (tuple, list)) or len(padding) % 2 or len(padding) > 2 * t.dim():
        raise ValueError(f"For 'pad', the length of 'padding' must be even and at most {2 * t.dim()}, but got "
                         f"{padding!r}.")
    if mode != "constant" and value is not None:
        raise ValueError(f"For 'pad', 'value' is only used by the 'constant' mode, but got mode '{mode}'.")
    try:
        out = F.pad(t, tuple(padding), mode, value if mode == "constant" else None)
    except (RuntimeError, NotImplementedError) as exc:
        raise ValueError(f"For 'pad', {exc}") from None
    return _wrap(check_not_empty(out, "output", "pad"))  # (MindSpore's PadV3 gives no empty output)


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    """``ops.layer_norm``: torch.nn.functional.layer_norm."""
    t = _tensor(input, "layer_norm")
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    return _wrap(F.layer_norm(t, shape, None if weight is None else weight._t, None if bias is None else bias._t,
                              eps))


def batch_norm(input_x, running_mean, running_var, weight, bias, training=False, momentum=0.1, eps=1e-05):
    """``ops.batch_norm``: torch.nn.functional.batch_norm (running statistics updated in place when training)."""
    ts = [_tensor(v, "batch_norm") for v in (input_x, running_mean, running_var, weight, bias)]
    ts[1], ts[2] = ts[1].detach(), ts[2].detach()  # constants for MindSpore (zero gradients), updated in place
    return _wrap(F.batch_norm(ts[0], ts[1], ts[2], ts[3], ts[4], training, momentum, eps))


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
    """``ops.group_norm``: torch.nn.functional.group_norm (float inputs, as nn.GroupNorm)."""
    t = _tensor(input, "group_norm")
    check_input_dtype(t, FLOAT, "GroupNorm")
    return _wrap(F.group_norm(t, num_groups, None if weight is None else weight._t,
                              None if bias is None else bias._t, eps))


def pixel_shuffle(input, upscale_factor):
    """``ops.pixel_shuffle``: torch.nn.functional.pixel_shuffle."""
    return _wrap(F.pixel_shuffle(_tensor(input, "pixel_shuffle"), upscale_factor))


def pixel_unshuffle_t(t, r):
    """F.pixel_unshuffle; an empty input gets its (..., C*r*r, H/r, W/r) shape too (torch returns it as it is)."""
    if not t.numel():
        return t.new_empty(t.shape[:-3] + (t.shape[-3] * r * r, t.shape[-2] // r, t.shape[-1] // r))
    return F.pixel_unshuffle(t, r)


def pixel_unshuffle(input, downscale_factor):
    """``ops.pixel_unshuffle``: torch.nn.functional.pixel_unshuffle."""
    return _wrap(pixel_unshuffle_t(_tensor(input, "pixel_unshuffle"), downscale_factor))


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """``ops.unfold``: torch.nn.functional.unfold (sliding blocks as columns)."""
    return _wrap(F.unfold(_tensor(input, "unfold"), kernel_size, dilation, padding, stride))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """``ops.fold``: torch.nn.functional.fold (columns summed back into an image)."""
    size = output_size._t.tolist() if isinstance(output_size, Tensor) else output_size
    return _wrap(F.fold(_tensor(input, "fold"), size, kernel_size, dilation, padding, stride))


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False):
    """``ops.embedding``: torch.nn.functional.embedding (rows of ``weight`` at the indices)."""
    return _wrap(F.embedding(_tensor(input, "embedding").long(), _tensor(weight, "embedding"), padding_idx,
                             max_norm, norm_type, scale_grad_by_freq))


__all__ += ["dropout", "dropout2d", "dense", "conv1d", "conv2d", "conv3d", "max_pool2d", "avg_pool2d", "avg_pool1d",
            "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_max_pool1d", "adaptive_max_pool2d",
            "interpolate", "pad", "layer_norm", "batch_norm", "group_norm", "pixel_shuffle", "pixel_unshuffle",
            "unfold", "fold", "embedding", "upsample"]


def threshold(input, thr, value):
    """``ops.threshold``: torch.nn.functional.threshold (``value`` where input <= ``thr``)."""
    return _wrap(threshold_t(activation_input(input, "Threshold"), thr, value))


def fast_gelu(x):
    """``ops.fast_gelu``: x * sigmoid(1.702 x) (MindSpore's FastGeLU formula; float16/float32 inputs)."""
    return _wrap(fast_gelu_t(activation_input(x, "FastGeLU")))


def dropout1d(input, p=0.5, training=True):
    """``ops.dropout1d``: torch.nn.functional.dropout1d (whole channels of an NCL input)."""
    return _wrap(F.dropout1d(_tensor(input, "dropout1d"), p, training))


def dropout3d(input, p=0.5, training=True):
    """``ops.dropout3d``: torch.nn.functional.dropout3d (whole channels of an NCDHW input)."""
    return _wrap(F.dropout3d(_tensor(input, "dropout3d"), p, training))


def max_pool3d(x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """``ops.max_pool3d``: torch.nn.functional.max_pool3d."""
    result = F.max_pool3d(_tensor(x, "max_pool3d"), kernel_size, stride, padding, dilation, ceil_mode, return_indices)
    return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result)


def avg_pool3d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=0):
    """``ops.avg_pool3d``: torch.nn.functional.avg_pool3d (``divisor_override`` 0 means none)."""
    return _wrap(avg_pool3d_t(_tensor(input_x, "avg_pool3d"), kernel_size, stride, padding, ceil_mode,
                              count_include_pad, divisor_override or None))


def avg_pool3d_t(t, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    """torch.nn.functional.avg_pool3d; float16 computed in float32 and cast back (torch's CPU kernel has no Half,
    MindSpore's has): ops.avg_pool3d and ops.AvgPool3D."""
    work = torch.float32 if t.dtype == torch.float16 else t.dtype
    return F.avg_pool3d(t.to(work), kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override).to(t.dtype)


def adaptive_avg_pool3d(input, output_size):
    """``ops.adaptive_avg_pool3d``: torch.nn.functional.adaptive_avg_pool3d."""
    return _wrap(F.adaptive_avg_pool3d(_tensor(input, "adaptive_avg_pool3d"), output_size))


def adaptive_max_pool3d(input, output_size, return_indices=False):
    """``ops.adaptive_max_pool3d``: torch.nn.functional.adaptive_max_pool3d."""
    result = F.adaptive_max_pool3d(_tensor(input, "adaptive_max_pool3d"), output_size, return_indices)
    return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result)


def lp_pool1d(x, norm_type, kernel_size, stride=None, ceil_mode=False):
    """``ops.lp_pool1d``: torch.nn.functional.lp_pool1d."""
    return _wrap(F.lp_pool1d(_tensor(x, "lp_pool1d"), norm_type, kernel_size, stride, ceil_mode))


def lp_pool2d(x, norm_type, kernel_size, stride=None, ceil_mode=False):
    """``ops.lp_pool2d``: torch.nn.functional.lp_pool2d."""
    return _wrap(F.lp_pool2d(_tensor(x, "lp_pool2d"), norm_type, kernel_size, stride, ceil_mode))


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=False):
    """``ops.grid_sample``: torch.nn.functional.grid_sample."""
    return _wrap(F.grid_sample(_tensor(input, "grid_sample"), _tensor(grid, "grid_sample"), mode, padding_mode,
                               align_corners))


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """``ops.conv_transpose2d``: torch.nn.functional.conv_transpose2d."""
    return _wrap(F.conv_transpose2d(_tensor(input, "conv_transpose2d"), _tensor(weight, "conv_transpose2d"),
                                    None if bias is None else bias._t, stride, padding, output_padding, groups,
                                    dilation))


def channel_shuffle(x, groups):
    """``ops.channel_shuffle``: torch.nn.functional.channel_shuffle (inputs of rank 4 or more)."""
    if _tensor(x, "channel_shuffle").dim() <= 3:
        raise TypeError(f"For ChannelShuffle, expect input with > 3 dims, but got {x._t.dim()}.")
    return _wrap(F.channel_shuffle(_tensor(x, "channel_shuffle"), groups))


def bias_add(input_x, bias):
    """``ops.bias_add``: input_x + bias along axis 1 (NCHW)."""
    t, b = _tensor(input_x, "bias_add"), _tensor(bias, "bias_add")
    if b.dim() != 1 or t.dim() < 2 or b.shape[0] != t.shape[1]:
        raise ValueError(f"For 'BiasAdd', bias shape {tuple(b.shape)} must equal input_x[1] shape, but got input_x "
                         f"shape {tuple(t.shape)}.")
    if b.dtype != t.dtype:
        raise TypeError(f"For primitive[BiasAdd], the input type must be same, but got bias "
                        f"{mstype.from_torch_dtype(b.dtype)} and input_x {mstype.from_torch_dtype(t.dtype)}.")
    return _wrap(t + b.reshape((-1,) + (1,) * (t.dim() - 2)))


def gumbel_softmax(logits, tau=1.0, hard=False, dim=-1):
    """``ops.gumbel_softmax``: torch.nn.functional.gumbel_softmax (torch's generator)."""
    return _wrap(F.gumbel_softmax(_tensor(logits, "gumbel_softmax"), tau, hard, dim=dim))


__all__ += ["threshold", "fast_gelu", "dropout1d", "dropout3d", "max_pool3d", "avg_pool3d", "adaptive_avg_pool3d",
            "adaptive_max_pool3d", "lp_pool1d", "lp_pool2d", "grid_sample", "conv_transpose2d", "channel_shuffle",
            "bias_add", "gumbel_softmax"]


def _max_unpool(api, unpool):
    def run(x, indices, kernel_size, stride=None, padding=0, output_size=None):
        t = _tensor(x, api)
        size = None if output_size is None or len(output_size) == 0 else tuple(output_size)
        return _wrap(unpool(t, _tensor(indices, api).long(), kernel_size, stride, padding, size))
    run.__name__ = api
    run.__doc__ = f"``ops.{api}(x, indices, kernel_size, stride=None, padding=0, output_size=None)``: " \
                  f"torch.nn.functional.{api} (``stride`` defaults to ``kernel_size``)."
    return run


max_unpool1d = _max_unpool("max_unpool1d", F.max_unpool1d)
max_unpool2d = _max_unpool("max_unpool2d", F.max_unpool2d)
max_unpool3d = _max_unpool("max_unpool3d", F.max_unpool3d)


def _fractional_max_pool(api, pool):
    def run(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,  # noqa: A002
            _random_samples=None):
        t = _tensor(input, api)
        samples = None if _random_samples is None else _tensor(_random_samples, api).to(t.dtype)
        result = pool(t, kernel_size, output_size, output_ratio, True, samples)
        return (_wrap(result[0]), _wrap(result[1])) if return_indices else _wrap(result[0])
    run.__name__ = api
    run.__doc__ = f"``ops.{api}(input, kernel_size, output_size=None, output_ratio=None, return_indices=False, " \
                  f"_random_samples=None)``: torch.nn.functional.{api}."
    return run


fractional_max_pool2d = _fractional_max_pool("fractional_max_pool2d", F.fractional_max_pool2d)
fractional_max_pool3d = _fractional_max_pool("fractional_max_pool3d", F.fractional_max_pool3d)


def bidense(input1, input2, weight, bias=None):
    """``ops.bidense(input1, input2, weight, bias=None)``: ``input1^T weight input2 + bias`` with weight
    (out, in1, in2) (``torch.nn.functional.bilinear``)."""
    t1, t2, w = _tensor(input1, "bidense"), _tensor(input2, "bidense"), _tensor(weight, "bidense")
    return _wrap(F.bilinear(t1, t2, w, None if bias is None else bias._t))


__all__ += ["max_unpool1d", "max_unpool2d", "max_unpool3d", "fractional_max_pool2d", "fractional_max_pool3d",
            "bidense"]
