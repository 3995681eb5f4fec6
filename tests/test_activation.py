"""nn activation layers (activation.py) against goldens recorded from MindSpore 2.10 (golden/cases_layers.py)."""
import numpy as np
import pytest
import torch

import cases_layers as cases
import goldens
import msbridge as ms

G = goldens.load("layers")


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES, "act."))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS, "act."))
def test_arrays_match_mindspore(name):
    cases.check_arrays(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS, "act."))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


def test_unknown_activation_lists_mindspore_table():
    with pytest.raises(KeyError) as info:
        ms.nn.get_activation("Relu")
    assert str(info.value) == G["value.act.get_activation.unknown_message"]


def test_activation_output_keeps_autograd_graph():
    x = torch.linspace(-2, 2, 9, requires_grad=True)
    y = ms.nn.GELU()(ms.Tensor.from_torch(x))
    assert y._t.grad_fn is not None
    torch.autograd.grad(y._t.sum(), x)


def test_rrelu_always_draws_slopes_in_inference_mode():
    cell = ms.nn.RReLU(0.1, 0.9)
    assert not cell.training
    x = ms.Tensor(-np.ones(1000, np.float32))
    slopes = -cell(x).asnumpy()
    assert 0.1 <= slopes.min() and slopes.max() <= 0.9 and len(np.unique(slopes)) > 100


def test_selu_gradient_is_the_true_one():
    """MindSpore 2.10 returns scale * (y + 1) for x <= 0 (a bug, see cases_layers.py); msbridge the derivative."""
    alpha, scale = 1.6732632423543772, 1.0507009873554805
    x = torch.linspace(-3, 2, 11, dtype=torch.float64, requires_grad=True)
    (grad,) = torch.autograd.grad(ms.nn.SeLU()(ms.Tensor.from_torch(x))._t.sum(), x)
    expected = torch.where(x > 0, torch.full_like(x, scale), scale * alpha * torch.exp(x)).detach()
    torch.testing.assert_close(grad, expected)


def test_a_network_of_activations_moves_dtype_like_a_torch_module():
    net = ms.nn.SequentialCell([ms.nn.Dense(2, 2), ms.nn.ReLU(), ms.nn.GELU(), ms.nn.Sigmoid()])
    net.double()
    assert net[0].weight._t.dtype == torch.float64
    net.to(torch.float32)
    assert net[0].weight._t.dtype == torch.float32
