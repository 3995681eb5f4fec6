"""nn.Embedding against goldens recorded from MindSpore 2.10 (golden/cases_layers.py)."""
import numpy as np
import pytest
import torch

import cases_layers as cases
import goldens
import msbridge as ms

G = goldens.load("layers")


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES, "emb."))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS, "emb."))
def test_arrays_match_mindspore(name):
    cases.check_arrays(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS, "emb."))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


def test_embedding_matches_torch_embedding_with_mapped_weight():
    cell = ms.nn.Embedding(7, 4)
    ref = torch.nn.Embedding(7, 4)
    with torch.no_grad():
        ref.weight.copy_(cell.embedding_table._t)
    ids = torch.tensor([[0, 6, 3], [2, 2, 5]])
    out = cell(ms.Tensor.from_torch(ids))
    np.testing.assert_array_equal(out.asnumpy(), ref(ids).detach().numpy())
    assert cell.embedding_table._t is dict(cell.named_parameters())["embedding_table"]


def test_padding_idx_zeroes_the_row_without_changing_other_draws():
    ms.set_seed(3)
    plain = ms.nn.Embedding(6, 2).embedding_table.asnumpy()
    ms.set_seed(3)
    padded = ms.nn.Embedding(6, 2, padding_idx=4).embedding_table.asnumpy()
    expected = plain.copy()
    expected[4] = 0
    np.testing.assert_array_equal(padded, expected)
