"""The legacy nn cells (math, image, combined, embedding lookup, sparse, gradient wrappers) against goldens recorded
from MindSpore 2.10 on CPU (golden/cases_nn_legacy.py); MatDet, MatInverse and the MatrixDiag family, which
MindSpore 2.10 runs on GPU/Ascend only, against numpy and MindSpore's documented examples."""
import logging

import numpy as np
import pytest

import cases_layers
import cases_nn_legacy as cases
import goldens
import msbridge as ms

G = goldens.load("nn_legacy")
TOLERANCE = goldens.tolerance()


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES))
def test_value_matches_mindspore(name):
    goldens.assert_matches(cases_layers.as_json(cases.run(ms, cases.VALUES[name])), G["value." + name], name)


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_arrays_match_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name,
                              lambda dtype: TOLERANCE(name, dtype))


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS))
def test_error_matches_mindspore(name):
    goldens.assert_raises_like(G["error." + name], lambda: cases.run(ms, cases.ERRORS[name]),
                               name in cases.SAME_MESSAGE)


# --- cells MindSpore 2.10 runs on GPU/Ascend only: numpy and MindSpore's documented examples are the reference ---
_SPD = np.array([[4, 12, -16], [12, 37, -43], [-16, -43, 98]], np.float32)  # MindSpore's docstring example


def _spd_batch():
    a = np.random.RandomState(0).standard_normal((2, 3, 3)).astype(np.float32)
    return a @ a.transpose(0, 2, 1) + 3 * np.eye(3, dtype=np.float32)


def test_matdet_gives_the_documented_example_and_numpys_determinant():
    assert abs(float(ms.nn.MatDet()(ms.Tensor(_SPD)).asnumpy()) - 35.999996) < 1e-3
    batch = _spd_batch()
    out = ms.nn.MatDet()(ms.Tensor(batch))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), np.linalg.det(batch), rtol=1e-5)


def test_matinverse_gives_the_documented_example_and_numpys_inverse():
    expected = [[49.36112, -13.555558, 2.1111116], [-13.555558, 3.7777784, -0.5555557],
                [2.1111116, -0.5555557, 0.11111113]]
    np.testing.assert_allclose(ms.nn.MatInverse()(ms.Tensor(_SPD)).asnumpy(), expected, rtol=1e-4)
    batch = _spd_batch()
    np.testing.assert_allclose(ms.nn.MatInverse()(ms.Tensor(batch)).asnumpy(), np.linalg.inv(batch), rtol=1e-4,
                               atol=1e-6)


def test_matrix_diag_family_against_numpy():
    x = np.random.RandomState(1).standard_normal((2, 3, 4)).astype(np.float32)
    diag = ms.nn.MatrixDiag()(ms.Tensor(x[:, 0])).asnumpy()
    np.testing.assert_array_equal(diag, np.stack([np.diag(row) for row in x[:, 0]]))
    part = ms.nn.MatrixDiagPart()(ms.Tensor(x)).asnumpy()
    np.testing.assert_array_equal(part, np.stack([np.diag(m) for m in x]))
    new = np.arange(6, dtype=np.float32).reshape(2, 3)
    out = ms.nn.MatrixSetDiag()(ms.Tensor(x), ms.Tensor(new)).asnumpy()
    expected = x.copy()
    for b in range(2):
        expected[b][np.arange(3), np.arange(3)] = new[b]
    np.testing.assert_array_equal(out, expected)


def test_matrix_set_diag_gives_the_documented_example():
    x = ms.Tensor([[[-1, 0], [0, 1]], [[-1, 0], [0, 1]], [[-1, 0], [0, 1]]], ms.float32)
    diagonal = ms.Tensor([[-1., 2.], [-1., 1.], [-1., 1.]], ms.float32)
    expected = [[[-1., 0.], [0., 2.]], [[-1., 0.], [0., 1.]], [[-1., 0.], [0., 1.]]]
    np.testing.assert_array_equal(ms.nn.MatrixSetDiag()(x, diagonal).asnumpy(), expected)


# --- documented differences (docs/compat.md) ----------------------------------------------------------------------
def test_reduce_log_sum_exp_stays_finite_where_mindspore_underflows():
    # MindSpore shifts by the maximum over all axes, so a column far below it gives log(0) = -inf there
    x = np.array([[100., 1.], [101., -50.]], np.float32)
    out = ms.nn.ReduceLogSumExp(0)(ms.Tensor(x)).asnumpy()
    np.testing.assert_allclose(out, np.log(np.exp(x.astype(np.float64)).sum(0)), rtol=1e-6)


def test_embedding_lookup_max_norm_clips_each_row():
    # MindSpore 2.10's CPU ClipByNorm with an axis scales rows by the wrong norms; each row is clipped here
    cell = ms.nn.EmbeddingLookup(10, 4, max_norm=0.3)
    table = np.random.RandomState(0).uniform(-0.5, 0.5, (10, 4)).astype(np.float32)
    cell.embedding_table.set_data(ms.Tensor(table))
    rows = table[[[1, 2], [3, 9]]]
    norms = np.linalg.norm(rows, axis=-1, keepdims=True)
    expected = rows * 0.3 / np.maximum(norms, 0.3)
    np.testing.assert_allclose(cell(ms.Tensor(np.array([[1, 2], [3, 9]], np.int32))).asnumpy(), expected, rtol=1e-5)


def test_moments_and_range_log_mindspores_deprecation(caplog):
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        ms.nn.Moments()
        ms.nn.Range(3)
    assert [r.getMessage().split(" class")[0] for r in caplog.records] == ["The Moments", "The Range"]
