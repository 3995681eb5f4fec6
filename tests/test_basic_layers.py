"""nn basic and image layers (basic.py, image.py) against goldens recorded from MindSpore 2.10
(golden/cases_layers.py), plus what MindSpore prints and torch interop."""
import logging

import numpy as np
import pytest
import torch

import cases_layers as cases
import goldens
import msbridge as ms

G = goldens.load("layers")
_FAMILIES = ("basic.", "img.")


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES, *_FAMILIES))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS, *_FAMILIES))
def test_arrays_match_mindspore(name):
    cases.check_arrays(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS, *_FAMILIES))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


def test_dropout_keep_prob_logs_as_mindspore(caplog):
    message = "For Dropout, this parameter `keep_prob` will be deprecated, please use `p` instead."
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        ms.nn.Dropout(keep_prob=0.9)
        ms.nn.Dropout(p=0.1)
        ms.nn.Dropout()
    assert [r.getMessage() for r in caplog.records if r.name == "mindspore"] == [message, message]


def test_dropout_uses_torch_rng():
    x = ms.Tensor(np.ones((50, 50), np.float32))
    cell = ms.nn.Dropout(p=0.5).set_train()
    torch.manual_seed(11)
    first = cell(x).asnumpy()
    torch.manual_seed(11)
    np.testing.assert_array_equal(cell(x).asnumpy(), first)


def test_dense_is_torch_linear_on_the_same_parameters():
    cell = ms.nn.Dense(4, 3)
    x = torch.randn(2, 7, 4, requires_grad=True)
    out = cell(x)
    assert type(out) is torch.Tensor
    torch.testing.assert_close(out, torch.nn.functional.linear(x, cell.weight._t, cell.bias._t))
    out.sum().backward()
    assert cell.weight._t.grad.shape == (3, 4)


def test_dense_string_activation_is_a_registered_child():
    cell = ms.nn.Dense(3, 2, activation="relu")
    assert isinstance(cell.activation, ms.nn.ReLU)
    assert dict(cell.name_cells()) == {"activation": cell.activation}


@pytest.mark.parametrize("shift, axis", [(1, 0), (-2, 1), ((1, -1), (0, 2))])
def test_roll_is_numpys_roll(shift, axis):
    # MindSpore 2.10's CPU build has no Roll kernel (GPU/Ascend only), so numpy's roll is the reference here
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    out = ms.nn.Roll(shift, axis)(ms.Tensor(x))
    np.testing.assert_array_equal(out.asnumpy(), np.roll(x, shift, axis))
