"""Image resampling functions of ``mindspore.ops`` (``ops.affine_grid``) and the TensorFlow-style resize rules the
``Resize*V2`` / ``ResizeLinear1D`` primitives use, over torch."""
import math

import torch
import torch.nn.functional as F

from ... import _checkparam as check
from ..._geometry import same_pad, span
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import tensor_of

__all__ = ["affine_grid", "padding"]

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


def source_positions(n, m, rule, device=None):
    """The Float64 source coordinate of each of the ``m`` outputs of an axis resized from ``n`` by ``rule``."""
    d = torch.arange(m, dtype=torch.float64, device=device)
    return _SOURCE[rule](d, n, m)


def resize_linear(t, sizes, rule):
    """``t`` resized linearly along its last ``len(sizes)`` axes, one axis at a time, with the source coordinates
    of ``rule`` clamped into the input (TensorFlow's resize_bilinear)."""
    for axis, m in zip(range(t.dim() - len(sizes), t.dim()), sizes):
        n = t.shape[axis]
        src = source_positions(n, m, rule, t.device).clamp(0, n - 1)
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
        src = source_positions(n, m, rule, t.device) + (0.5 if rule == "half_pixel" else 0.0)
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


def rgb_to_hsv(t):
    """(..., 3) RGB values as (..., 3) HSV values, hue in [0, 1) (torch elementwise ops)."""
    r, g, b = t.unbind(-1)
    v, _ = t.max(-1)
    delta = v - t.min(-1).values
    safe = torch.where(delta > 0, delta, torch.ones_like(delta))
    hue = torch.where(v == r, (g - b) / safe, torch.where(v == g, 2 + (b - r) / safe, 4 + (r - g) / safe))
    hue = torch.where(delta > 0, torch.remainder(hue / 6, 1.0), torch.zeros_like(hue))
    sat = torch.where(v > 0, delta / torch.where(v > 0, v, torch.ones_like(v)), torch.zeros_like(v))
    return torch.stack((hue, sat, v), -1)


def hsv_to_rgb(t):
    """(..., 3) HSV values (hue in [0, 1)) as (..., 3) RGB values (torch elementwise ops)."""
    h, s, v = t.unbind(-1)
    h6 = h * 6
    sector = torch.remainder(torch.floor(h6), 6)
    f = h6 - torch.floor(h6)
    p, q, u = v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f))
    table = ((v, u, p), (q, v, p), (p, v, u), (p, q, v), (u, p, v), (v, p, q))
    channels = []
    for c in range(3):
        out = table[5][c]
        for k in range(4, -1, -1):
            out = torch.where(sector == k, table[k][c], out)
        channels.append(out)
    return torch.stack(channels, -1)


def pad_v3(t, paddings, mode, value):
    """``t`` padded by torch.nn.functional.pad with ``paddings`` (pairs from the last axis); ``mode`` is
    MindSpore's ('constant', 'reflect', 'edge', 'circular')."""
    torch_mode = {"edge": "replicate"}.get(mode, mode)
    if mode == "constant":
        return F.pad(t, paddings, "constant", value)
    return F.pad(t, paddings, torch_mode)


def extract_patches(t, kernel, stride, rate, padding):
    """TensorFlow's extract_image_patches / extract_volume_patches on an NC* tensor: the windows (``rate``-dilated,
    ``stride`` apart; ``padding`` 'same' pads as ``_geometry.same_pad``, 'valid' not at all) of every channel,
    stacked along the channels in (window position..., channel) order, channel fastest: (N, prod(kernel) * C,
    *out). Each spatial axis is unfolded in turn (torch's Tensor.unfold), then the window axes move before the
    channels."""
    nd = len(kernel)
    if padding == "same":
        t = F.pad(t, same_pad(t.shape[2:], kernel, stride, rate))
    for axis in range(nd):
        t = t.unfold(2 + axis, span(kernel[axis], rate[axis]), stride[axis])[..., ::rate[axis]]
    n, c, *out = t.shape[:2 + nd]
    order = [0] + list(range(2 + nd, 2 + 2 * nd)) + [1] + list(range(2, 2 + nd))
    return t.permute(order).reshape(n, -1, *out)


def area_weights(n, m, align_corners):
    """(m, n) Float64 matrix of TensorFlow's resize_area along one axis: each output averages the input pixels its
    span ``[d * scale, (d + 1) * scale)`` covers, weighted by the covered fraction (indices past the end repeat
    the last pixel)."""
    scale = (n - 1) / (m - 1) if align_corners and m > 1 else n / m
    start = torch.arange(m, dtype=torch.float64) * scale
    end = start + scale
    cells = torch.arange(int(math.ceil(n + scale)) + 1, dtype=torch.float64)
    cover = (torch.minimum(cells[None] + 1, end[:, None]) - torch.maximum(cells[None], start[:, None])).clamp(min=0)
    weights = torch.zeros(m, n, dtype=torch.float64)
    weights.index_add_(1, cells.clamp(max=n - 1).long(), cover / scale)
    return weights


def _lanczos(radius):
    def kernel(x):
        px = x * math.pi
        safe = torch.where(x < 1e-3, torch.ones_like(px), px)
        value = radius * torch.sin(safe) * torch.sin(safe / radius) / (safe * safe)
        return torch.where(x > radius, torch.zeros_like(x), torch.where(x < 1e-3, torch.ones_like(x), value))
    return kernel, float(radius)


def _cubic(near, far):
    """A cubic kernel of radius 2 from its pieces on [0, 1) and [1, 2) (coefficients highest first, Horner)."""
    def kernel(x):
        inner = ((near[0] * x + near[1]) * x + near[2]) * x + near[3]
        outer = ((far[0] * x + far[1]) * x + far[2]) * x + far[3]
        return torch.where(x >= 2, torch.zeros_like(x), torch.where(x >= 1, outer, inner))
    return kernel, 2.0


# kernel_type -> (kernel of |x|, radius): TensorFlow's sampling kernels
SAMPLING_KERNELS = {
    "lanczos1": _lanczos(1), "lanczos3": _lanczos(3), "lanczos5": _lanczos(5),
    "gaussian": (lambda x: torch.where(x < 1.5, torch.exp(-x * x / 0.5), torch.zeros_like(x)), 1.5),
    "box": (lambda x: torch.where(x == 0.5, torch.full_like(x, 0.5), (x < 0.5).to(x.dtype)), 1.0),
    "triangle": (lambda x: (1 - x).clamp(min=0), 1.0),
    "keyscubic": _cubic((1.5, -2.5, 0.0, 1.0), (-0.5, 2.5, -4.0, 2.0)),
    "mitchellcubic": _cubic((7 / 6, -2.0, 0.0, 8 / 9), (-7 / 18, 2.0, -10 / 3, 16 / 9)),
}


def scale_translate_weights(n, m, scale, translation, kernel_type, antialias):
    """(m, n) Float32 matrix of TensorFlow's scale_and_translate along one axis: output ``d`` samples the input at
    ``(d + 0.5 - translation) / scale`` with the ``kernel_type`` kernel (widened by ``1 / scale`` when
    downscaling with ``antialias``), its taps normalised to sum 1; outputs sampling outside the input are 0.
    Float32 arithmetic throughout, as TensorFlow's, so taps on a kernel's edge fall the same way."""
    kernel, radius = SAMPLING_KERNELS[kernel_type]
    f32 = torch.float32
    inv_scale = torch.tensor(1.0, dtype=f32) / torch.tensor(scale, dtype=f32)
    kernel_scale = torch.clamp(inv_scale, min=1.0) if antialias else torch.tensor(1.0, dtype=f32)
    sample = (torch.arange(m, dtype=f32) + 0.5) * inv_scale - inv_scale * torch.tensor(translation, dtype=f32)
    reach = radius * kernel_scale
    start = torch.ceil(sample - reach - 0.5).clamp(0, n - 1)
    end = torch.floor(sample + reach - 0.5).clamp(0, n - 1) + 1
    source = torch.arange(n, dtype=f32)
    taps = kernel(((source[None] + 0.5 - sample[:, None]) * (1 / kernel_scale)).abs())
    taps = taps * ((source[None] >= start[:, None]) & (source[None] < end[:, None]))
    total = taps.sum(1, keepdim=True)
    taps = torch.where(total.abs() >= 1000 * torch.finfo(f32).tiny, taps * (1 / total), taps)
    return taps * ((sample >= 0) & (sample <= n))[:, None]


def extract_glimpse(t, size, offsets, centered, normalized, noise):
    """The (height, width) windows of the NHWC Float32 ``t`` whose centres are ``offsets`` (N, 2) (y, x; scaled
    by the image size when ``normalized``, from the image centre when ``centered``, halved then), their corners
    truncated towards zero as MindSpore's kernel does; pixels off the image take ``noise``: 0 ('zero'), U(-1, 1)
    ('uniform') or N(10, 0.5) ('gaussian'), drawn from torch's generator, as MindSpore 2.10's CPU kernel draws."""
    n, in_h, in_w, channels = t.shape
    height, width = size
    corner = offsets.float().clone()
    extent = torch.tensor([in_h, in_w], dtype=torch.float32)
    if normalized:
        corner = corner * extent
    if centered:
        corner = corner / 2.0 + extent / 2.0
    corner = torch.trunc(corner - torch.tensor([height, width], dtype=torch.float32) / 2.0).long()
    rows = corner[:, :1] + torch.arange(height)  # (N, height)
    cols = corner[:, 1:] + torch.arange(width)
    inside = ((rows >= 0) & (rows < in_h))[:, :, None] & ((cols >= 0) & (cols < in_w))[:, None, :]
    picked = t[torch.arange(n)[:, None, None], rows.clamp(0, in_h - 1)[:, :, None], cols.clamp(0, in_w - 1)[:, None]]
    shape = (n, height, width, channels)
    if noise == "uniform":
        fill = torch.rand(shape) * 2 - 1
    elif noise == "gaussian":
        fill = torch.randn(shape) * 0.5 + 10
    else:
        fill = torch.zeros(shape)
    return torch.where(inside[..., None], picked, fill)


def padding(x, pad_dim_size=8):
    """``ops.padding(x, pad_dim_size=8)``: a Tensor whose last axis of size 1 is zero-padded to ``pad_dim_size``
    (torch.nn.functional.pad)."""
    api = "Padding"
    check.check_value_type(pad_dim_size, [int], "pad_dim_size", api)
    check.check_positive_int(pad_dim_size, "pad_dim_size", api)
    t = tensor_of(x, api, "x")
    if t.dim() < 2 or t.shape[-1] != 1:
        raise ValueError(f"For '{api}', the rank of 'x' must be at least 2 and its last dimension 1, but got shape "
                         f"{tuple(t.shape)}.")
    return _wrap(F.pad(t, (0, pad_dim_size - 1)))


def dilation2d(t, kernel, stride, rate, padding):
    """Grey-scale morphological dilation of the NCHW ``t`` by the (C, kh, kw) ``kernel`` (TensorFlow's
    dilation2d): each output is the maximum over its ``rate``-dilated window, ``stride`` apart, of input plus
    kernel; 'same' pads (as ``_geometry.same_pad``) with -inf, so padding never wins. Integers are computed in
    Float64 (exact for them)."""
    if not t.is_floating_point():
        return dilation2d(t.double(), kernel.double(), stride, rate, padding).to(t.dtype)
    kh, kw = kernel.shape[1:]
    if padding == "same":
        t = F.pad(t, same_pad(t.shape[2:], (kh, kw), stride, rate), value=float("-inf"))
    for axis, size in ((2, kh), (3, kw)):
        t = t.unfold(axis, span(size, rate[axis - 2]), stride[axis - 2])[..., ::rate[axis - 2]]
    return (t + kernel[None, :, None, None]).amax((-2, -1))
