"""Deformable convolution (``ops.deformable_conv2d``) and its sampling step (``ops.DeformableOffsets``) on torch:
bilinear samples at the kernel taps moved by learned offsets, weighted by a mask, laid out so that one strided
``conv2d`` finishes the convolution."""
import torch
import torch.nn.functional as F

from ... import _checkparam as check
from ...common.handles import wrap as _wrap
from ._utils import tensor_of

__all__ = ["deformable_conv2d"]


def _bilinear_zero(image, ys, xs):
    """Bilinear samples of the (N, G, C, H, W) ``image`` at (N, G, *S) positions, with zeros outside (each of the
    four neighbours counts only when it lies on the image): (N, G, C, *S)."""
    n, g, c, height, width = image.shape
    flat = image.reshape(n, g, c, height * width)
    y0, x0 = ys.floor(), xs.floor()
    total = 0
    for dy in (0, 1):
        for dx in (0, 1):
            yi, xi = y0 + dy, x0 + dx
            weight = (1 - (ys - yi).abs()) * (1 - (xs - xi).abs())
            valid = (yi >= 0) & (yi < height) & (xi >= 0) & (xi < width)
            index = (yi.clamp(0, height - 1) * width + xi.clamp(0, width - 1)).long()
            picked = flat.gather(3, index.reshape(n, g, 1, -1).expand(n, g, c, index[0, 0].numel()))
            total = total + picked.reshape(n, g, c, *ys.shape[2:]) * (weight * valid)[:, :, None]
    return total


def deformable_offsets_t(x, offsets, kernel, strides, pads, dilations, deformable_groups, api):
    """The (N, C, out_h * kh, out_w * kw) deformed samples of the NCHW ``x``: tap (i, j) of output (h, w) samples
    ``(h * stride - pad_top + i * dilation + dy, w * stride - pad_left + j * dilation + dx)`` and is scaled by its
    mask; ``offsets`` holds (dx, dy, mask) blocks of ``deformable_groups * kh * kw`` channels each."""
    n, c, height, width = x.shape
    kh, kw = kernel
    (sh, sw), (dh, dw) = strides, dilations
    top, bottom, left, right = pads
    out_h = (height + top + bottom - (kh - 1) * dh - 1) // sh + 1
    out_w = (width + left + right - (kw - 1) * dw - 1) // sw + 1
    groups = deformable_groups
    if offsets.shape != (n, 3 * groups * kh * kw, out_h, out_w):
        raise ValueError(f"For '{api}', the shape of 'offsets' must be {(n, 3 * groups * kh * kw, out_h, out_w)}, "
                         f"but got {tuple(offsets.shape)}.")
    off = offsets.reshape(n, 3, groups, kh, kw, out_h, out_w)
    base_y = (torch.arange(out_h, dtype=x.dtype) * sh - top)[:, None] + (torch.arange(kh, dtype=x.dtype) * dh)[None]
    base_x = (torch.arange(out_w, dtype=x.dtype) * sw - left)[:, None] + (torch.arange(kw, dtype=x.dtype) * dw)[None]
    ys = base_y.T[:, None, :, None] + off[:, 1]  # (N, G, kh, kw, out_h, out_w)
    xs = base_x.T[None, :, None, :] + off[:, 0]
    samples = _bilinear_zero(x.reshape(n, groups, c // groups, height, width), ys, xs) * off[:, 2][:, :, None]
    # (N, G, C/G, kh, kw, out_h, out_w) -> (N, C, out_h, kh, out_w, kw)
    samples = samples.reshape(n, c, kh, kw, out_h, out_w).permute(0, 1, 4, 2, 5, 3)
    return samples.reshape(n, c, out_h * kh, out_w * kw)


def _tuple_of(value, length, name, api):
    """A tuple of ``length`` ints."""
    if not (isinstance(value, tuple) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise TypeError(f"For '{api}', '{name}' must be a tuple of int, but got {value}.")
    if len(value) != length:
        raise ValueError(f"For '{api}', the length of '{name}' must be {length}, but got {len(value)}.")
    return value


def deformable_attrs(strides, pads, kernel_size, dilations, data_format, deformable_groups, modulated, api):
    """MindSpore's checks of DeformableOffsets' attributes: ((sh, sw), pads, (kh, kw), (dh, dw))."""
    _tuple_of(strides, 4, "strides", api)
    _tuple_of(pads, 4, "pads", api)
    _tuple_of(kernel_size, 2, "kernel_size", api)
    _tuple_of(dilations, 4, "dilations", api)
    for name, value in (("strides", strides), ("dilations", dilations)):
        if value[:2] != (1, 1):
            raise ValueError(f"For '{api}', the N and C dimensions of '{name}' must be 1, but got {value}.")
        if min(value) <= 0:
            raise ValueError(f"For '{api}', '{name}' must be positive, but got {value}.")
    check.check_string(data_format, ["NCHW"], "data_format", api)
    check.check_value_type(deformable_groups, [int], "deformable_groups", api)
    check.check_positive_int(deformable_groups, "deformable_groups", api)
    check.check_value_type(modulated, [bool], "modulated", api)
    if not modulated:
        raise ValueError(f"For '{api}', The modulated must be set to True.")
    return strides[2:], pads, kernel_size, dilations[2:]


def deformable_offsets(x, offsets, strides, pads, kernel_size, dilations=(1, 1, 1, 1), data_format="NCHW",
                       deformable_groups=1, modulated=True):
    """``ops.DeformableOffsets(strides, pads, ksize, dilations=(1, 1, 1, 1), data_format='NCHW',
    deformable_groups=1, modulated=True)(x, offsets)``: :func:`deformable_offsets_t` with MindSpore's checks."""
    api = "DeformableOffsets"
    strides, pads, kernel, dilations = deformable_attrs(strides, pads, kernel_size, dilations, data_format,
                                                        deformable_groups, modulated, api)
    t = check.check_tensor_dtype(tensor_of(x, api, "x"), (torch.float16, torch.float32), "x", api)
    o = tensor_of(offsets, api, "offsets")
    if o.dtype != t.dtype:
        raise TypeError(f"For '{api}', 'offsets' must have the dtype of 'x', but got {o.dtype} and {t.dtype}.")
    if t.dim() != 4 or o.dim() != 4:
        raise ValueError(f"For '{api}', 'x' and 'offsets' must be 4-D, but got {t.dim()}-D and {o.dim()}-D.")
    if t.shape[1] % deformable_groups:
        raise ValueError(f"For '{api}', the channels of 'x' ({t.shape[1]}) must be divisible by "
                         f"deformable_groups ({deformable_groups}).")
    return _wrap(deformable_offsets_t(t, o, kernel, strides, pads, dilations, deformable_groups, api))


def deformable_conv2d(x, weight, offsets, kernel_size, strides, padding, bias=None, dilations=(1, 1, 1, 1),
                      groups=1, deformable_groups=1, modulated=True):
    """``ops.deformable_conv2d(x, weight, offsets, kernel_size, strides, padding, bias=None, dilations=(1, 1, 1,
    1), groups=1, deformable_groups=1, modulated=True)``: the deformed samples of ``ops.DeformableOffsets``
    convolved by ``weight`` with a stride of the kernel size (torch's conv2d), plus ``bias``."""
    api = "deformable_conv2d"
    samples = deformable_offsets(x, offsets, strides, padding, kernel_size, dilations, "NCHW", deformable_groups,
                                 modulated)._t
    w = tensor_of(weight, api, "weight")
    b = None if bias is None else tensor_of(bias, api, "bias")
    check.check_value_type(groups, [int], "groups", api)
    return _wrap(F.conv2d(samples, w, b, stride=tuple(kernel_size), groups=groups))
