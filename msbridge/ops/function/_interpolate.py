"""``mindspore.ops.interpolate`` on torch tensors: MindSpore's argument rules, then torch.nn.functional.interpolate
(and MindSpore's own half-pixel bicubic taps)."""
import math

import torch
import torch.nn.functional as F

from ..._checkparam import check_bool, check_input_dtype, check_positive_int
from ._utils import FLOATS
from .image_func import source_positions

# mode -> {input rank: the options that rank supports}
_INTERPOLATE_SUPPORT = {
    "nearest": {3: (), 4: (), 5: ("scale_factor",)},
    "linear": {3: ("align_corners",)},
    "bilinear": {4: ("align_corners",)},
    "bicubic": {4: ("align_corners",)},
    "area": {3: ("scale_factor",), 4: ("scale_factor",), 5: ("scale_factor",)},
    "nearest-exact": {3: (), 4: ()},
    "trilinear": {5: ("align_corners", "scale_factor")},
}


def _interpolate_size(size, rank):
    if isinstance(size, (list, tuple)):
        for value in size:
            check_positive_int(value, "size", "interpolate")
        if len(size) != rank - 2:
            raise ValueError(f"For 'interpolate', 'input' and 'size' must have the same spatial dimensions, but "
                             f"got 'input' is {rank - 2}D, 'size' is {len(size)}D")
        return tuple(size)
    return (check_positive_int(size, "size", "interpolate"),) * (rank - 2)


def _interpolate_scale(scale_factor, rank):
    values = scale_factor if isinstance(scale_factor, (list, tuple)) else (scale_factor,) * (rank - 2)
    for value in values:
        if not isinstance(value, float):
            raise TypeError(f"For 'interpolate', the 'scale_factor' must be float, but got "
                            f"'{type(value).__name__}'")
        if value <= 0:
            raise ValueError(f"For 'interpolate', the 'scale_factor' must be positive, but got {value}")
    if len(values) != rank - 2:
        raise ValueError(f"For 'interpolate', 'input' and 'scale_factor' must have the same spatial dimensions, "
                         f"but got 'input' is {rank - 2}D, 'scale_factor' is {len(values)}D")
    return tuple(values)


def _interpolate_options(shape, size, scale_factor, mode, align_corners, recompute_scale_factor):
    """MindSpore's ``ops.interpolate`` argument rules; returns (size, scale_factor, align_corners)."""
    rank = len(shape)
    if size is not None and scale_factor is not None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously")
    if size is None and scale_factor is None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be both empty")
    size = None if size is None else _interpolate_size(size, rank)
    scale_factor = None if scale_factor is None else _interpolate_scale(scale_factor, rank)
    if not isinstance(mode, str) or mode not in _INTERPOLATE_SUPPORT:
        raise ValueError(f"For 'interpolate', 'mode' must be in '{list(_INTERPOLATE_SUPPORT)}', but got {mode}")
    support = _INTERPOLATE_SUPPORT[mode]
    if rank not in support:
        raise ValueError(f"For 'interpolate', {mode} only support '{list(support)}'D, but got {rank}D")
    if mode == "area" and size is None:
        recompute_scale_factor = True
    if recompute_scale_factor:
        check_bool(recompute_scale_factor, "recompute_scale_factor", "interpolate")
        if size is not None:
            raise ValueError("For 'interpolate', it is incorrect to set 'recompute_scale_factor' to True after "
                             "specifying an explicit 'size'.")
        size = tuple(math.floor(dim * scale) for dim, scale in zip(shape[2:], scale_factor))
        scale_factor = None
    elif scale_factor is not None and "scale_factor" not in support[rank]:
        raise ValueError(f"For 'interpolate', 'scale_factor' option cannot currently be set with the mode = "
                         f"{mode} and dim = {rank}D.")
    if align_corners is None:
        return size, scale_factor, False
    check_bool(align_corners, "align_corners", "interpolate")
    if "align_corners" not in support[rank]:
        raise ValueError(f"For 'interpolate', 'align_corners' option cannot currently be set with the mode = "
                         f"{mode}, and dim = {rank}D")
    return size, scale_factor, align_corners


def _cubic_weights(in_size, out_size, device, dtype, rule="half_pixel"):
    """(out, in) matrix of MindSpore's (TensorFlow's) bicubic taps for the coordinate ``rule`` of
    :func:`image_func.coordinate_rule`.

    Keys' cubic at source positions quantised to 1/1024 (its coefficient table). Half-pixel centres use a=-0.5,
    drop the taps that fall outside the input and renormalise the others; the other rules use a=-0.75 and repeat
    the edge pixels.
    """
    src = source_positions(in_size, out_size, rule, device)
    base = torch.floor(src)
    frac = torch.round((src - base) * 1024) / 1024
    offsets = torch.arange(-1, 3, device=device, dtype=torch.float64)
    dist = torch.abs(frac.unsqueeze(1) - offsets)
    a = -0.5 if rule == "half_pixel" else -0.75
    near = ((a + 2) * dist - (a + 3)) * dist * dist + 1
    far = ((a * dist - 5 * a) * dist + 8 * a) * dist - 4 * a
    cols = base.unsqueeze(1) + offsets
    taps = torch.where(dist <= 1, near, far)
    if rule == "half_pixel":
        taps = taps * ((cols >= 0) & (cols < in_size))
        taps = taps / taps.sum(1, keepdim=True)
    weights = torch.zeros(out_size, in_size, device=device, dtype=torch.float64)
    weights.scatter_add_(1, cols.clamp(0, in_size - 1).long(), taps)
    return weights.to(dtype)


def resize_cubic(t, size, rule="half_pixel"):
    """The last two axes of ``t`` resized to ``size`` by MindSpore's bicubic taps for the coordinate ``rule``
    (:func:`_cubic_weights`): two matrix products."""
    rows = _cubic_weights(t.shape[-2], size[0], t.device, t.dtype, rule)
    cols = _cubic_weights(t.shape[-1], size[1], t.device, t.dtype, rule)
    return torch.matmul(torch.matmul(rows, t), cols.T)


def interpolate_t(t, size, scale_factor, mode, align_corners, recompute_scale_factor):
    """``mindspore.ops.interpolate`` on a torch tensor: MindSpore's checks, then ``F.interpolate``."""
    size, scale_factor, align_corners = _interpolate_options(tuple(t.shape), size, scale_factor, mode,
                                                             align_corners, recompute_scale_factor)
    check_input_dtype(t, FLOATS, "interpolate")
    if mode == "bicubic" and not align_corners:
        return resize_cubic(t, size)
    corners = align_corners if mode in ("linear", "bilinear", "bicubic", "trilinear") else None
    return F.interpolate(t, size=size, scale_factor=scale_factor, mode=mode, align_corners=corners)
