"""train.metrics against goldens recorded from MindSpore 2.10 (golden/cases_metrics.py), plus what the goldens
cannot show: the known difference, numpy-only results and the torch-free surface distances."""
import numpy as np
import pytest

import cases_metrics as cases
import goldens
import msbridge as ms

G = goldens.load("metrics")
_FAMILIES = ("base.", "acc.", "err.", "loss.", "prec.", "rec.", "fbeta.", "topk.", "cm.", "cmm.", "dice.", "roc.",
             "auc.", "bleu.", "ppl.", "cos.", "hd.", "msd.", "rmsd.", "occ.")


@pytest.mark.parametrize("name", goldens.cases(cases.VALUES, *_FAMILIES))
def test_value_matches_mindspore(name):
    cases.check_value(ms, G, name)


@pytest.mark.parametrize("name", goldens.cases(cases.ERRORS, *_FAMILIES))
def test_error_matches_mindspore(name):
    cases.check_error(ms, G, name)


def test_every_case_has_a_golden():
    for name in goldens.cases(cases.VALUES, *_FAMILIES):
        assert "value." + name in G.values
    for name in goldens.cases(cases.ERRORS, *_FAMILIES):
        assert "error." + name in G.values


def test_mean_batch_reduction_works_where_mindspore_fails():
    assert G["error.cmm.calc_mean_batch"]["error"] == "TypeError"
    y_pred = np.array([[[1., 0., 1.]], [[1., 1., 0.]]])
    y = np.array([[[1., 0., 0.]], [[1., 1., 1.]]])
    metric = ms.train.ConfusionMatrixMetric(metric_name="tpr", calculation_method=True, decrease="mean_batch")
    metric.update(y_pred, y)
    # per batch recall 1/1 and 2/3, averaged over the batch axis for the single channel
    assert metric.eval() == pytest.approx((1.0 + 2 / 3) / 2)


def test_metric_messages_name_the_api():
    with pytest.raises(RuntimeError, match="Accuracy"):
        ms.train.Accuracy().eval()
    with pytest.raises(TypeError, match="'threshold'"):
        ms.train.ConfusionMatrix(2, threshold=1)
    with pytest.raises(ValueError, match="'decrease'"):
        ms.train.ConfusionMatrixMetric(decrease="avg")


def test_failed_update_leaves_state_unchanged():
    metric = ms.train.Accuracy()
    metric.update(np.array([[0.2, 0.8]]), np.array([1]))
    with pytest.raises(ValueError):
        metric.update(np.array([[0.2, 0.8, 0.0]]), np.array([1]))
    assert metric.eval() == 1.0


def test_surface_distances_agree_with_brute_force():
    rng = np.random.RandomState(0)
    a = rng.uniform(size=(9, 11)) < 0.3
    b = rng.uniform(size=(9, 11)) < 0.3
    from msbridge.train.metrics._surface import edges, surface_distances
    ea, eb = edges(a), edges(b)
    pa, pb = np.argwhere(ea), np.argwhere(eb)
    diff = pa[:, None, :] - pb[None, :, :]
    expected = {"euclidean": np.sqrt((diff ** 2).sum(-1)).min(1), "taxicab": np.abs(diff).sum(-1).min(1),
                "chessboard": np.abs(diff).max(-1).min(1)}
    for metric, values in expected.items():
        np.testing.assert_array_equal(surface_distances(ea, eb, metric), values)
    # an interior pixel (all four neighbours set) is not an edge; the border of the array counts as background
    full = np.ones((3, 3), bool)
    np.testing.assert_array_equal(edges(full), ~np.pad(np.ones((1, 1), bool), 1, constant_values=False))


def test_metric_accepts_parameters_and_rejects_torch_tensors():
    import torch
    metric = ms.train.MAE()
    metric.update(ms.Parameter(ms.Tensor(np.ones((2, 2), np.float32)), name="p"), np.zeros((2, 2)))
    assert metric.eval() == 2.0
    with pytest.raises(TypeError):
        metric.update(torch.ones(2), torch.zeros(2))
