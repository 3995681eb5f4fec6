"""msbridge.nn conv layers against MindSpore 2.10 goldens (tests/golden/record_conv_pool.py) and torch parity."""
import math

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

import goldens
import msbridge as ms
from cases_conv_pool import (ATTRS, ERRORS, FORWARD, INITS, REPRS, attr_value, build, check_error,
                             check_forward, describe_params, mask_repr)

G = goldens.load("conv_pool")
PREFIXES = ("c1_", "c2_", "c3_", "t1_", "t2_", "t3_")
# MindSpore words these from internals (oneDNN, tuple unpacking, its own wrapper types); the type still matches
LOOSE_MESSAGES = {"c2_call_numpy", "t2_call_channels", "t1_call_channels"}


@pytest.mark.parametrize("name", goldens.cases(FORWARD, *PREFIXES))
def test_forward_and_grad_match_mindspore(name):
    check_forward(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(REPRS, "conv"))
def test_repr_and_parameters_match_mindspore(name):
    cell = build(ms, REPRS[name])
    assert [mask_repr(repr(cell))] == G[f"repr.{name}"]
    assert [describe_params(cell)] == G[f"params.{name}"]


@pytest.mark.parametrize("name", goldens.cases(ATTRS, "conv"))
def test_attributes_match_mindspore(name):
    code, attrs = ATTRS[name]
    cell = build(ms, code)
    assert {a: attr_value(getattr(cell, a)) for a in attrs} == G[f"attrs.{name}"]


@pytest.mark.parametrize("name", sorted(INITS))
def test_default_initialisation_matches_mindspore_bounds(name):
    golden = G[f"init.{name}"]
    cell = build(ms, INITS[name])
    weight = cell.weight.asnumpy()
    assert weight.std() == pytest.approx(golden["w_std"], rel=0.05)
    if name != "normal":  # uniform draws: the largest |w| sits at the bound
        assert golden["w_max"] * 0.97 <= np.abs(weight).max() <= golden["w_max"] * 1.001
    if "b_max" in golden:  # Uniform(1/sqrt(fan_in)): the same bound as the weight
        assert np.abs(cell.bias.asnumpy()).max() <= golden["w_max"] * 1.001


@pytest.mark.parametrize("name", goldens.cases(ERRORS, *PREFIXES))
def test_errors_match_mindspore(name):
    check_error(ms, G[f"error.{name}"], name, LOOSE_MESSAGES)


def test_seed001_same_conv_keeps_size_and_pad_mode_matches_torch():
    x = torch.randn(2, 120, 12, 12)
    same = ms.nn.Conv2d(120, 240, 4, has_bias=False)
    assert same(ms.Tensor.from_torch(x)).shape == (2, 240, 12, 12)
    net = ms.nn.Conv2d(120, 240, 4, has_bias=False, pad_mode="pad")
    ref = torch.nn.Conv2d(120, 240, 4, bias=False)
    with torch.no_grad():
        ref.weight.copy_(net.weight._t)
        expected = ref(x)
    out = net(ms.Tensor.from_torch(x))
    assert out.shape == (2, 240, 9, 9)
    np.testing.assert_allclose(out.asnumpy(), expected.numpy(), atol=1e-5)


def _ms_same_reference(x, weight, stride, dilation):
    """'same' written out: ceil(size/stride) outputs, the odd pad element at the bottom/right."""
    pads = []
    for size, k, s, d in zip(x.shape[2:], weight.shape[2:], stride, dilation):
        total = max((math.ceil(size / s) - 1) * s + (k - 1) * d + 1 - size, 0)
        pads = [total // 2, total - total // 2] + pads
    return torch.nn.functional.conv2d(torch.nn.functional.pad(x, pads), weight, None, stride, 0, dilation)


@settings(max_examples=25, deadline=None)
@given(size=st.tuples(st.integers(3, 9), st.integers(3, 9)), kernel=st.tuples(st.integers(1, 4), st.integers(1, 4)),
       stride=st.tuples(st.integers(1, 3), st.integers(1, 3)), dilation=st.integers(1, 2))
def test_same_padding_gives_ceil_size_with_extra_pad_after(size, kernel, stride, dilation):
    net = ms.nn.Conv2d(2, 3, kernel, stride=stride, dilation=dilation)
    x = torch.randn(1, 2, *size)
    out = net(ms.Tensor.from_torch(x))
    assert out.shape == (1, 3) + tuple(math.ceil(n / s) for n, s in zip(size, stride))
    expected = _ms_same_reference(x, net.weight._t.detach(), stride, (dilation, dilation))
    np.testing.assert_allclose(out.asnumpy(), expected.numpy(), atol=1e-5)


@settings(max_examples=25, deadline=None)
@given(size=st.integers(2, 6), kernel=st.integers(1, 4), stride=st.integers(1, 3), dilation=st.integers(1, 2),
       mode=st.sampled_from(["same", "valid", "pad"]), padding=st.integers(0, 2))
def test_conv2d_transpose_sizes(size, kernel, stride, dilation, mode, padding):
    padding = padding if mode == "pad" else 0
    net = ms.nn.Conv2dTranspose(2, 3, kernel, stride=stride, pad_mode=mode, padding=padding, dilation=dilation)
    span = (kernel - 1) * dilation + 1
    expected = {"same": size * stride, "valid": size * stride + max(span - stride, 0),
                "pad": (size - 1) * stride + span - 2 * padding}[mode]
    if expected <= 0:
        return
    assert net(ms.Tensor(np.ones((1, 2, size, size), np.float32))).shape == (1, 3, expected, expected)


def test_parameters_are_torch_parameters_and_train():
    net = ms.nn.Conv2d(3, 4, 3, has_bias=True)
    assert dict(net.named_parameters()).keys() == {"weight", "bias"}
    x = torch.randn(2, 3, 5, 5)
    net(x).sum().backward()
    assert net.weight._t.grad.shape == (4, 3, 3, 3) and net.bias._t.grad.shape == (4,)


def test_conv1d_tensor_weight_init_is_expanded():
    init = np.arange(8, dtype=np.float32).reshape(2, 2, 2)
    net = ms.nn.Conv1d(2, 2, 2, weight_init=ms.Tensor(init))
    np.testing.assert_array_equal(net.weight.asnumpy(), init[:, :, None, :])
