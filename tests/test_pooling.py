"""msbridge.nn pooling layers against MindSpore 2.10 goldens (tests/golden/record_conv_pool.py) and torch."""
import math

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

import goldens
import msbridge as ms
from cases_conv_pool import (ATTRS, ERRORS, FORWARD, REPRS, attr_value, build, check_error,
                             check_forward, describe_params, mask_repr)

G = goldens.load("conv_pool")
PREFIXES = ("mp1_", "mp2_", "mp3_", "ap1_", "ap2_", "ap3_", "aap", "amp")
# MindSpore's text here comes from its kernels (empty messages, oneDNN/Slice internals); the type still matches
LOOSE_MESSAGES = {"mp2_call_big_kernel", "mp2_call_int", "mp2_call_pad_big", "ap2_call_pad_big", "ap2_call_int",
                  "ap1_call_short", "amp2_call_int", "amp2_call_3tuple"}


@pytest.mark.parametrize("name", goldens.cases(FORWARD, *PREFIXES))
def test_forward_and_grad_match_mindspore(name):
    check_forward(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(REPRS, "maxpool", "avgpool", "adaptive"))
def test_repr_matches_mindspore(name):
    obj = build(ms, REPRS[name])
    cells = obj if isinstance(obj, list) else [obj]
    assert [mask_repr(repr(c)) for c in cells] == G[f"repr.{name}"]
    assert [describe_params(c) for c in cells] == G[f"params.{name}"]


@pytest.mark.parametrize("name", goldens.cases(ATTRS, "maxpool", "avgpool", "adaptive"))
def test_attributes_match_mindspore(name):
    code, attrs = ATTRS[name]
    cell = build(ms, code)
    assert {a: attr_value(getattr(cell, a)) for a in attrs} == G[f"attrs.{name}"]


@pytest.mark.parametrize("name", goldens.cases(ERRORS, *PREFIXES))
def test_errors_match_mindspore(name):
    check_error(ms, G[f"error.{name}"], name, LOOSE_MESSAGES)


def test_stride_does_not_default_to_kernel_size():
    x = ms.Tensor(np.arange(25, dtype=np.float32).reshape(1, 1, 5, 5))
    assert ms.nn.MaxPool2d(2)(x).shape == (1, 1, 4, 4)
    assert ms.nn.AvgPool2d(2)(x).shape == (1, 1, 4, 4)


@settings(max_examples=30, deadline=None)
@given(size=st.tuples(st.integers(1, 9), st.integers(1, 9)), kernel=st.tuples(st.integers(1, 4), st.integers(1, 4)),
       stride=st.tuples(st.integers(1, 3), st.integers(1, 3)))
def test_same_pools_give_ceil_size_and_window_reductions(size, kernel, stride):
    """'same': ceil(size/stride) windows, the odd pad after; max ignores pads, the plain average counts real ones."""
    x = torch.randn(1, 2, *size)
    out_max = ms.nn.MaxPool2d(kernel, stride, pad_mode="same")(x)
    out_avg = ms.nn.AvgPool2d(kernel, stride, pad_mode="same")(x)
    outs = tuple(math.ceil(n / s) for n, s in zip(size, stride))
    assert out_max.shape == out_avg.shape == (1, 2) + outs
    windows = []  # per dim, the [start, end) of each window over the real elements
    for n, k, s, o in zip(size, kernel, stride, outs):
        before = max((o - 1) * s + k - n, 0) // 2
        windows.append([(max(i * s - before, 0), min(i * s - before + k, n)) for i in range(o)])
    for i, (h0, h1) in enumerate(windows[0]):
        for j, (w0, w1) in enumerate(windows[1]):
            window = x[0, :, h0:h1, w0:w1]
            torch.testing.assert_close(out_max[0, :, i, j], window.amax((-2, -1)))
            torch.testing.assert_close(out_avg[0, :, i, j], window.mean((-2, -1)))


def test_pad_mode_pool_matches_torch_with_indices():
    x = torch.randn(2, 3, 7, 8)
    out, idx = ms.nn.MaxPool2d(3, 2, pad_mode="pad", padding=1, return_indices=True, ceil_mode=True)(x)
    ref, ref_idx = torch.nn.functional.max_pool2d(x, 3, 2, 1, ceil_mode=True, return_indices=True)
    torch.testing.assert_close(out, ref)
    assert torch.equal(idx, ref_idx)


def test_adaptive_max_pool3d_indices_are_int32():
    _, idx = ms.nn.AdaptiveMaxPool3d(2, return_indices=True)(ms.Tensor(np.ones((1, 1, 4, 4, 4), np.float32)))
    assert idx.dtype == ms.int32
