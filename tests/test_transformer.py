"""nn.MultiheadAttention and the Transformer layers against goldens recorded from MindSpore 2.10
(golden/cases_transformer.py), plus torch interop of MultiheadAttention's Parameters."""
import numpy as np
import pytest
import torch

import cases_transformer as cases
import goldens
import msbridge as ms

G = goldens.load("transformer")


@pytest.mark.parametrize("name", sorted(cases.VALUES))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", sorted(cases.ARRAYS))
def test_arrays_match_mindspore(name):
    cases.check_arrays(ms, G, name)


@pytest.mark.parametrize("name", sorted(cases.ERRORS))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


@pytest.mark.parametrize("kwargs", [{}, {"kdim": 3, "vdim": 5, "add_bias_kv": True}, {"batch_first": True}])
def test_state_dict_loads_into_torch_multihead_attention_with_same_output(kwargs):
    cell = ms.nn.MultiheadAttention(4, 2, **kwargs).set_train(False)
    layer = torch.nn.MultiheadAttention(4, 2, **kwargs).eval()
    layer.load_state_dict(cell.state_dict())
    batch_first = kwargs.get("batch_first", False)
    q = torch.randn((2, 3, 4) if batch_first else (3, 2, 4))
    k = torch.randn((2, 5, kwargs.get("kdim", 4)) if batch_first else (5, 2, kwargs.get("kdim", 4)))
    v = torch.randn((2, 5, kwargs.get("vdim", 4)) if batch_first else (5, 2, kwargs.get("vdim", 4)))
    mask = torch.tensor([[False, True, False, False, False]] * 3)
    ours = cell(ms.Tensor.from_torch(q), ms.Tensor.from_torch(k), ms.Tensor.from_torch(v), attn_mask=ms.Tensor(
        mask.numpy()))
    theirs = layer(q, k, v, attn_mask=mask)
    torch.testing.assert_close(ours[0]._t, theirs[0], rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(ours[1]._t, theirs[1], rtol=1e-5, atol=1e-6)


def test_attention_dropout_in_training_only():
    cell = ms.nn.MultiheadAttention(4, 2, dropout=0.5)
    x = ms.Tensor(np.random.RandomState(0).standard_normal((3, 2, 4)).astype(np.float32))
    cell.set_train(False)
    evaluated = cell(x, x, x)[1].asnumpy()
    np.testing.assert_allclose(evaluated.sum(-1), 1, rtol=1e-6)
    cell.set_train()
    torch.manual_seed(0)
    trained = cell(x, x, x)[1].asnumpy()
    assert not np.allclose(trained, evaluated)
    torch.manual_seed(0)
    np.testing.assert_array_equal(cell(x, x, x)[1].asnumpy(), trained)


def test_encoder_layer_dropout_in_training_only():
    cell = ms.nn.TransformerEncoderLayer(4, 2, 8, dropout=0.5)
    x = ms.Tensor(np.random.RandomState(0).standard_normal((3, 2, 4)).astype(np.float32))
    cell.set_train(False)
    evaluated = cell(x).asnumpy()
    np.testing.assert_array_equal(cell(x).asnumpy(), evaluated)
    cell.set_train()
    assert not np.allclose(cell(x).asnumpy(), evaluated)
