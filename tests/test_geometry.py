"""msbridge/_geometry.py: the pad arithmetic every conv/pooling path shares, checked against what torch's ops
compute from those pads (the goldens check the layers against MindSpore; this checks the formulas over a grid of
sizes no golden covers)."""
import itertools

import torch
import torch.nn.functional as F

from msbridge import _geometry as geometry

_GRID = list(itertools.product(range(1, 10), range(1, 5), range(1, 4), range(1, 3)))  # size, kernel, stride, dil


def test_same_pads_give_ceil_size_over_stride_outputs_with_the_odd_pad_after():
    for size, kernel, stride, dilation in _GRID:
        before, after = geometry.same_pair(size, kernel, stride, dilation)
        assert after - before in (0, 1)
        x = F.pad(torch.ones(1, 1, size), (before, after))
        out = F.conv1d(x, torch.ones(1, 1, kernel), stride=stride, dilation=dilation)
        assert out.shape[-1] == -(-size // stride), (size, kernel, stride, dilation)


def test_window_pads_are_static_exactly_where_they_do_not_depend_on_the_size():
    for _, kernel, stride, dilation in _GRID:
        pads = geometry.WindowPads("same", (kernel,), (stride,), (dilation,))
        if stride == 1:
            assert all(pads.pairs == geometry.same_pairs((size,), (kernel,), (1,), (dilation,))
                       for size in range(1, 10))
        else:
            assert pads.static is None
    assert geometry.WindowPads("VALID", (3, 3), (2, 2), (1, 1)).static == ((0, 0), None)
    assert geometry.WindowPads("pad", (3,), (2,), (1,), ((2, 1),)).static == ((0,), (2, 1))


def test_transposed_crops_give_mindspore_output_sizes():
    for size, kernel, stride, dilation in _GRID:
        for mode, expected in (("same", size * stride),
                               ("valid", size * stride + max(geometry.span(kernel, dilation) - stride, 0))):
            crops = geometry.transposed_crops(mode, (kernel,), (stride,), (dilation,), ((0, 0),))
            padding, output_padding, index = geometry.transpose_plan(crops)
            out = F.conv_transpose1d(torch.ones(1, 1, size), torch.ones(1, 1, kernel), None, stride, padding,
                                     output_padding, 1, dilation)
            out = out if index is None else out[index]
            assert out.shape[-1] == expected, (mode, size, kernel, stride, dilation)


def test_torch_pad_order_and_flat_padding():
    assert geometry.pad_pairs((1, 2, 3, 4), 2) == ((1, 2), (3, 4))
    assert geometry.torch_pad(((1, 2), (3, 4))) == (3, 4, 1, 2)  # F.pad: last dimension first
    assert geometry.as_tuple((1, 1, 2, 3), 2) == (2, 3)  # a primitive's (1, 1, h, w) attribute
