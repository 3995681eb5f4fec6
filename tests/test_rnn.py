"""nn.RNN/LSTM/GRU and RNNCell/LSTMCell/GRUCell against goldens recorded from MindSpore 2.10 (golden/cases_rnn.py),
plus torch interop of their Parameters."""
import logging
import numpy as np
import pytest
import torch

import cases_rnn as cases
import goldens
import msbridge as ms

G = goldens.load("rnn")


@pytest.mark.parametrize("name", sorted(cases.VALUES))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", sorted(cases.ARRAYS))
def test_arrays_match_mindspore(name):
    cases.check_arrays(ms, G, name)


@pytest.mark.parametrize("name", sorted(cases.ERRORS))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


@pytest.mark.parametrize("ms_cls, torch_cls", [(ms.nn.LSTM, torch.nn.LSTM), (ms.nn.GRU, torch.nn.GRU),
                                               (ms.nn.RNN, torch.nn.RNN)])
def test_state_dict_loads_into_torch_layer_with_same_output(ms_cls, torch_cls):
    cell = ms_cls(3, 4, num_layers=2, bidirectional=True, batch_first=True)
    layer = torch_cls(3, 4, num_layers=2, bidirectional=True, batch_first=True)
    layer.load_state_dict(cell.state_dict())
    x = torch.randn(2, 5, 3)
    ours, theirs = cell(x), layer(x)
    torch.testing.assert_close(ours[0], theirs[0], rtol=0, atol=0)
    torch.testing.assert_close(ours[1], theirs[1], rtol=0, atol=0)


def test_dropout_between_layers_in_training_only():
    cell = ms.nn.GRU(3, 4, num_layers=2, dropout=0.5)
    x = ms.Tensor(np.random.RandomState(0).standard_normal((4, 2, 3)).astype(np.float32))
    evaluated = cell(x)[0].asnumpy()
    np.testing.assert_array_equal(cell(x)[0].asnumpy(), evaluated)
    cell.set_train()
    torch.manual_seed(0)
    trained = cell(x)[0].asnumpy()
    assert not np.allclose(trained, evaluated)
    torch.manual_seed(0)
    np.testing.assert_array_equal(cell(x)[0].asnumpy(), trained)


def test_dropout_with_one_layer_logs_as_mindspore(caplog):
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        ms.nn.LSTM(3, 4, dropout=0.5)
    assert any("non-zero dropout expects num_layers greater than 1" in r.getMessage() for r in caplog.records)


