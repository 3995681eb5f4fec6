"""Transposed convolutions with MindSpore's pad modes (``ops.conv3d_transpose``, and the computation behind
``ops.Conv2DTranspose`` / ``ops.Conv3DTranspose``) and the max pooling with MindSpore's 'same' mode and flat
argmax indices behind ``ops.MaxPoolWithArgmax`` / ``ops.MaxPool3D``."""
import torch
import torch.nn.functional as F

from ... import _geometry as geometry
from ...common.handles import wrap as _wrap
from . import nn_func as N
from ._utils import tensor_of

__all__ = ["conv3d_transpose"]

_TRANSPOSED = {2: F.conv_transpose2d, 3: F.conv_transpose3d}


def transposed_conv_t(nd, x, w, stride, dilation, groups, fronts, out_sizes):
    """The full transposed convolution (no padding), cropped to ``out_sizes`` from ``fronts`` per spatial
    dimension (zeros where the output reaches past it: MindSpore's output padding)."""
    full = _TRANSPOSED[nd](x, w, stride=stride, dilation=dilation, groups=groups)
    for i, (front, size) in enumerate(zip(fronts, out_sizes)):
        axis = 2 + i
        have = full.shape[axis] - front
        if have < size:
            pads = [0, 0] * (full.dim() - axis - 1) + [0, size - have]
            full = F.pad(full, pads)
        full = full.narrow(axis, front, size)
    return full


def transposed_geometry(pad_mode, pairs, in_sizes, kernels, strides, dilations, output_padding):
    """(fronts, output sizes) of a transposed convolution of ``in_sizes`` inputs under MindSpore's ``pad_mode``:
    'valid' keeps the full size, 'same' gives ``in * stride`` (the odd cropped element at the end), 'pad' crops
    the ``pairs`` and adds ``output_padding``."""
    fulls = [(n - 1) * s + geometry.span(k, d) for n, k, s, d in zip(in_sizes, kernels, strides, dilations)]
    if pad_mode == "valid":
        return [0] * len(fulls), fulls
    if pad_mode == "same":
        sizes = [n * s for n, s in zip(in_sizes, strides)]
        return [max(f - size, 0) // 2 for f, size in zip(fulls, sizes)], sizes
    return ([before for before, _ in pairs],
            [f - before - after + op for f, (before, after), op in zip(fulls, pairs, output_padding)])


def check_transposed_attrs(pad_mode, pad, output_padding, dilation, nd, prim):
    """MindSpore's checks of a transposed convolution's attributes (ValueError)."""
    N.conv_pad_mode(pad_mode, pad, 2 * nd, prim)
    if pad_mode != "pad" and output_padding not in (0, (0,) * nd):
        raise ValueError(f"For '{prim}', the 'output_padding' must be zero or {(0,) * nd} when 'pad_mode' is not "
                         f"\"pad\", but got 'output_padding' is {output_padding} and 'pad_mode' is {pad_mode}.")
    if nd == 3 and geometry.as_tuple(dilation, 3)[0] != 1:
        raise ValueError(f"For '{prim}', the depth of parameter 'dilation' must be 1, but got "
                         f"{geometry.as_tuple(dilation, 3)[0]}.")


def conv3d_transpose(inputs, weight, pad_mode="valid", padding=0, stride=1, dilation=1, group=1, output_padding=0):
    """``ops.conv3d_transpose(inputs, weight, pad_mode='valid', padding=0, stride=1, dilation=1, group=1,
    output_padding=0)``: torch.nn.functional.conv_transpose3d with MindSpore's pad modes (``weight`` is
    (C_in, C_out / group, kd, kh, kw))."""
    check_transposed_attrs(pad_mode, padding, output_padding, dilation, 3, "Conv3DTranspose")
    x, w = tensor_of(inputs, "Conv3DTranspose", "inputs"), tensor_of(weight, "Conv3DTranspose", "weight")
    if x.dim() != 5 or w.dim() != 5:
        raise ValueError(f"For 'Conv3DTranspose', 'inputs' and 'weight' must be 5-D, but got shapes "
                         f"{tuple(x.shape)} and {tuple(w.shape)}.")
    strides, dilations = geometry.as_tuple(stride, 3), geometry.as_tuple(dilation, 3)
    fronts, sizes = transposed_geometry(pad_mode, geometry.pad_pairs(padding, 3), x.shape[2:], w.shape[2:],
                                        strides, dilations, geometry.as_tuple(output_padding, 3))
    return _wrap(transposed_conv_t(3, x, w, strides, dilations, group, fronts, sizes))


def max_pool_t(nd, t, kernels, strides, pad_mode, pairs, ceil_mode, with_indices):
    """torch max_pool{nd}d under MindSpore's pad modes ('valid', 'same': -inf pads split as ``same_pair``,
    'pad': ``pairs``), with flat indices into each input plane when ``with_indices``."""
    if pad_mode == "same":
        pairs = geometry.same_pairs(t.shape[2:], kernels, strides, (1,) * nd)
    elif pad_mode == "valid":
        pairs = ((0, 0),) * nd
    padding, pre = geometry.split_pairs(pairs)
    source = t if pre is None else F.pad(t, pre, value=float("-inf"))
    pool = F.max_pool2d if nd == 2 else F.max_pool3d
    out = pool(source, kernels, strides, padding, 1, ceil_mode, with_indices)
    if not with_indices or pre is None:
        return out
    values, flat = out
    # indices of the padded planes back to the input's planes
    coords = []
    for size in reversed(source.shape[2:]):
        coords.append(flat % size)
        flat = flat // size
    index = torch.zeros_like(values, dtype=torch.long)
    for (before, _), coord, size in zip(pairs, reversed(coords), t.shape[2:]):
        index = index * size + (coord - before)
    return values, index
