"""Property tests: for random small float64 networks and inputs, ``value_and_grad`` equals torch.autograd.grad on
the same torch graph (the Cell's own torch Parameters) and central finite differences; gradient calls leave no
state behind (no ``.grad`` on Parameters, no graph kept by the returned values)."""
import numpy as np
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

import msbridge as ms
from msbridge import nn, ops

ACTIVATIONS = {"relu": torch.relu, "tanh": torch.tanh, "sigmoid": torch.sigmoid}


@st.composite
def networks(draw):
    """(widths, activation names, seed): a Dense stack of 1 to 3 layers with 1 to 4 units each."""
    depth = draw(st.integers(1, 3))
    widths = draw(st.lists(st.integers(1, 4), min_size=depth + 1, max_size=depth + 1))
    acts = draw(st.lists(st.sampled_from(sorted(ACTIVATIONS)), min_size=depth, max_size=depth))
    return widths, acts, draw(st.integers(0, 2 ** 16))


def _build(widths, acts, seed):
    rng = np.random.RandomState(seed)
    layers = []
    for (cin, cout), act in zip(zip(widths, widths[1:]), acts):
        dense = nn.Dense(cin, cout, activation=act, dtype=ms.float64)
        dense.weight.set_data(ms.Tensor(rng.uniform(-1, 1, (cout, cin))))
        dense.bias.set_data(ms.Tensor(rng.uniform(-1, 1, (cout,))))
        layers.append(dense)
    net = nn.SequentialCell(layers)
    x = ms.Tensor(rng.uniform(-2, 2, (3, widths[0])))
    target = ms.Tensor(rng.uniform(-1, 1, (3, widths[-1])))
    return net, x, target


def _torch_loss(net, acts, x_t, target_t):
    """The same computation written with torch.nn.functional on the Cell's torch Parameters."""
    out = x_t
    for dense, act in zip(net, acts):
        out = ACTIVATIONS[act](torch.nn.functional.linear(out, dense.weight._t, dense.bias._t))
    return ((out - target_t) ** 2).mean()


class _LossCell(nn.Cell):
    """Mean squared error of a network, counting its forward runs."""

    def __init__(self, net):
        super().__init__()
        self.net = net
        self.runs = 0

    def construct(self, inp, tgt):
        self.runs += 1
        return ((self.net(inp) - tgt) ** 2).mean()


def _finite_difference(fn, value, eps=1e-6):
    """Central differences of the scalar ``fn(array)`` for every element of the float64 ``value``."""
    grad = np.zeros_like(value)
    for index in np.ndindex(value.shape):
        up, down = value.copy(), value.copy()
        up[index] += eps
        down[index] -= eps
        grad[index] = (fn(up) - fn(down)) / (2 * eps)
    return grad


@settings(max_examples=20, deadline=None)
@given(networks())
def test_value_and_grad_matches_torch_and_finite_differences(spec):
    widths, acts, seed = spec
    net, x, target = _build(widths, acts, seed)
    params = net.trainable_params()

    def loss_fn(inp, tgt):
        return ((net(inp) - tgt) ** 2).mean()

    loss, (dx, dparams) = ms.value_and_grad(loss_fn, 0, params)(x, target)

    x_t = x._t.detach().clone().requires_grad_()
    expected_loss = _torch_loss(net, acts, x_t, target._t)
    expected = torch.autograd.grad(expected_loss, [x_t] + [p._t for p in params])
    np.testing.assert_allclose(loss.asnumpy(), expected_loss.detach().numpy(), rtol=1e-12)
    np.testing.assert_allclose(dx.asnumpy(), expected[0].numpy(), rtol=1e-10, atol=1e-12)
    for got, want in zip(dparams, expected[1:]):
        np.testing.assert_allclose(got.asnumpy(), want.numpy(), rtol=1e-10, atol=1e-12)

    def loss_at(arr):
        return float(loss_fn(ms.Tensor(arr), target).asnumpy())

    np.testing.assert_allclose(dx.asnumpy(), _finite_difference(loss_at, x.asnumpy().copy()), rtol=1e-5, atol=1e-7)
    weight = params[0]
    original = weight.asnumpy().copy()

    def loss_with_weight(arr):
        weight.set_data(ms.Tensor(arr))
        return float(loss_fn(x, target).asnumpy())

    numeric = _finite_difference(loss_with_weight, original.copy())
    weight.set_data(ms.Tensor(original))
    np.testing.assert_allclose(dparams[0].asnumpy(), numeric, rtol=1e-5, atol=1e-7)

    assert all(p._t.grad is None for p in params)
    assert loss._t.grad_fn is None and not loss._t.requires_grad
    assert all(g._t.grad_fn is None for g in (dx, *dparams))


@settings(max_examples=15, deadline=None)
@given(networks(), st.booleans())
def test_grad_operation_matches_value_and_grad(spec, set_grad):
    """GradOperation(get_all, get_by_list) on a loss Cell gives value_and_grad's numbers, with or without a
    set_grad forward record, and the forward runs once when it is recorded."""
    widths, acts, seed = spec
    net, x, target = _build(widths, acts, seed)
    loss_cell = _LossCell(net)
    weights = ms.ParameterTuple(loss_cell.trainable_params())
    _, (expected_dx, expected_dw) = ms.value_and_grad(loss_cell, 0, weights)(x, target)
    runs = loss_cell.runs
    if set_grad:
        loss_cell.set_grad()
        loss_cell(x, target)
    (dx, _), dw = ops.GradOperation(get_all=True, get_by_list=True)(loss_cell, weights)(x, target)
    assert loss_cell.runs == runs + 1
    np.testing.assert_allclose(dx.asnumpy(), expected_dx.asnumpy(), rtol=1e-12)
    for got, want in zip(dw, expected_dw):
        np.testing.assert_allclose(got.asnumpy(), want.asnumpy(), rtol=1e-12)
