"""Image resampling functions of ``mindspore.ops`` (``ops.affine_grid``) and the TensorFlow-style resize rules the
``Resize*V2`` / ``ResizeLinear1D`` primitives use, over torch."""
import torch
import torch.nn.functional as F

from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import tensor_of

__all__ = ["affine_grid"]

# coordinate rule -> the source coordinate of output index ``d`` for an axis resized from ``n`` to ``m``
_SOURCE = {
    "asymmetric": lambda d, n, m: d * (n / m),
    "align_corners": lambda d, n, m: d * ((n - 1) / (m - 1)) if m > 1 else d * 0.0,
    "half_pixel": lambda d, n, m: (d + 0.5) * (n / m) - 0.5,
}


def coordinate_rule(align_corners, half_pixel_centers, api):
    """The coordinate rule of ``(align_corners, half_pixel_centers)`` (both true is MindSpore's ValueError)."""
    if align_corners and half_pixel_centers:
        raise ValueError(f"For {api}, the half_pixel_centers must be false when align_corners is true, but "
                         f"half_pixel_centers got True.")
    return "align_corners" if align_corners else "half_pixel" if half_pixel_centers else "asymmetric"


def _source(n, m, rule, like):
    d = torch.arange(m, dtype=torch.float64, device=like.device)
    return _SOURCE[rule](d, n, m)


def resize_linear(t, sizes, rule):
    """``t`` resized linearly along its last ``len(sizes)`` axes, one axis at a time, with the source coordinates
    of ``rule`` clamped into the input (TensorFlow's resize_bilinear)."""
    for axis, m in zip(range(t.dim() - len(sizes), t.dim()), sizes):
        n = t.shape[axis]
        src = _source(n, m, rule, t).clamp(0, n - 1)
        low = src.floor().long()
        high = (low + 1).clamp(max=n - 1)
        frac = (src - low).to(t.dtype).reshape((-1,) + (1,) * (t.dim() - 1 - axis))
        a, b = t.index_select(axis, low), t.index_select(axis, high)
        t = a + (b - a) * frac
    return t


def resize_nearest(t, sizes, rule):
    """``t`` resized to the nearest source pixel along its last ``len(sizes)`` axes (rounded for
    ``align_corners``, floored otherwise, as TensorFlow's resize_nearest_neighbor)."""
    for axis, m in zip(range(t.dim() - len(sizes), t.dim()), sizes):
        n = t.shape[axis]
        src = _source(n, m, rule, t) + (0.5 if rule == "half_pixel" else 0.0)
        index = (src.round() if rule == "align_corners" else src.floor()).long().clamp(0, n - 1)
        t = t.index_select(axis, index)
    return t


def affine_grid(theta, size, align_corners=False):
    """``ops.affine_grid(theta, size, align_corners=False)``: torch.nn.functional.affine_grid (a 2-D grid for a
    4-item ``size``, 3-D for 5 items)."""
    t = tensor_of(theta, "affine_grid", "theta")
    shape = tuple(size.tolist()) if isinstance(size, Tensor) else tuple(size)
    if len(shape) not in (4, 5):
        raise ValueError(f"For 'AffineGrid', the length of 'output_size' must be 4 or 5, but got {len(shape)}.")
    return _wrap(F.affine_grid(t, shape, align_corners))
