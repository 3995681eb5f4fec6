"""Issue 17, sparse_optim slice (golden/cases_ops_sparse_optim.py, recorded by golden/record_sparse_optim.py):
ops.coalesce / Coalesce, SparseSlice, sparse_segment_mean, make_sparse_tensor, csr_mm, ScatterNonAliasingAdd,
SparseApplyAdadelta, SparseApplyProximalAdagrad and FusedCastAdamWeightDecay against MindSpore 2.10. The ops that
MindSpore 2.10's CPU build cannot run (csr_mm of two CSRTensors, ScatterNonAliasingAdd, SparseApplyAdadelta,
SparseApplyProximalAdagrad) are checked below against the results MindSpore documents for its examples."""
import functools

import cases_ops_sparse_optim
import check_ops
import goldens
import numpy as np
import pytest
import record_tensor

import msbridge as ms
from msbridge import Parameter, Tensor, ops

AREA = "ops_sparse_optim"
# MindSpore 2.10's bprop of Coalesce returns the gradient of the coalesced values as the gradient of x_values (one
# entry per unique index, not per input entry); msbridge differentiates torch's coalesce (docs/compat.md)
KNOWN_DIFFERENCES = {"grads|coalesce_values": "MindSpore 2.10's Coalesce bprop returns the output's gradient "
                                               "unchanged (docs/compat.md)"}


@functools.lru_cache(maxsize=None)
def _golden():
    return goldens.load(AREA)


@pytest.mark.parametrize("key", goldens.cases(_golden()))
def test_recorded(key):
    actual = record_tensor.outcome(record_tensor.case_of(cases_ops_sparse_optim.CASES, key), ms)
    check_ops.expect_match(goldens.outcome_difference(actual, _golden()[key]), KNOWN_DIFFERENCES.get(key))


def _param(values, name):
    return Parameter(Tensor(np.array(values, np.float32)), name=name)


def test_sparse_apply_adadelta_documented_example():
    """MindSpore's docstring example of ops.SparseApplyAdadelta (its printed outputs)."""
    var = _param([[1.0, 2.0], [2.0, 3.0]], "var")
    accum = _param([[1.5, 2.5], [3.5, 4.5]], "accum")
    accum_update = _param([[1.2, 2.4], [1.8, 0.6]], "accum_update")
    grad = Tensor(np.array([[0.3, 0.7], [0.1, 0.8]], np.float32))
    out = ops.SparseApplyAdadelta(1e-6)(var, accum, accum_update, 0.01, 0.2, grad, Tensor(np.array([0, 1], np.int32)))
    expected = ([[9.94611859e-01, 1.98851788e+00], [1.99840558e+00, 2.99478507e+00]],
                [[3.72000009e-01, 8.91999960e-01], [7.08000004e-01, 1.41200006e+00]],
                [[4.72257614e-01, 1.53470778e+00], [3.80338937e-01, 3.37563992e-01]])
    for got, param, want in zip(out, (var, accum, accum_update), expected):
        np.testing.assert_allclose(got.asnumpy(), want, rtol=1e-6)
        np.testing.assert_allclose(param.asnumpy(), want, rtol=1e-6)


def test_sparse_apply_proximal_adagrad_documented_example():
    """MindSpore's docstring example of ops.SparseApplyProximalAdagrad (its printed outputs)."""
    var, accum = _param([[4.1, 7.2], [1.1, 3.0]], "var"), _param([[0, 0], [0, 0]], "accum")
    out = ops.SparseApplyProximalAdagrad()(var, accum, 1.0, 1.0, 0.0, Tensor(np.ones((2, 2), np.float32)),
                                           Tensor(np.array([0, 1], np.int32)))
    for got, want in zip(out, ([[2.09999990e+00, 5.19999981e+00], [0.0, 1.0]], [[1.0, 1.0], [1.0, 1.0]])):
        np.testing.assert_allclose(got.asnumpy(), want, rtol=1e-6)
    np.testing.assert_allclose(var.asnumpy(), [[2.1, 5.2], [0.0, 1.0]], rtol=1e-6)


def test_scatter_non_aliasing_add_documented_example():
    """MindSpore's docstring example of ops.ScatterNonAliasingAdd (MindSpore 1.x's documentation, before the
    primitive was deprecated): the output and input_x after the in-place add."""
    x = _param([1, 2, 3, 4, 5, 6, 7, 8], "input_x")
    out = ops.ScatterNonAliasingAdd()(x, Tensor(np.array([[2], [4], [1], [7]], np.int32)),
                                      Tensor(np.array([6, 7, 8, 9], np.float32)))
    np.testing.assert_array_equal(out.asnumpy(), [1, 10, 9, 4, 12, 6, 7, 17])
    np.testing.assert_array_equal(x.asnumpy(), [1, 10, 9, 4, 12, 6, 7, 17])


def _csr(indptr, indices, values, shape):
    return ms.CSRTensor(Tensor(indptr, ms.int32), Tensor(indices, ms.int32), Tensor(values, ms.float32), shape)


def test_csr_mm_documented_example():
    """MindSpore's docstring example of ops.csr_mm (GPU only in MindSpore 2.10)."""
    a = _csr([0, 1, 1, 3, 4], [0, 3, 4, 0], [1.0, 5.0, -1.0, -2.0], (4, 5))
    b = _csr([0, 1, 1, 3, 3, 3], [0, 0, 1], [2.0, 7.0, 8.0], (5, 3))
    c = ops.csr_mm(a, b)
    assert c.shape == (4, 3)
    np.testing.assert_array_equal(c.values.asnumpy(), [2.0, -4.0])
    np.testing.assert_array_equal(c.indptr.asnumpy(), [0, 1, 1, 1, 2])
    np.testing.assert_array_equal(c.indices.asnumpy(), [0, 0])


@pytest.mark.parametrize("flags", [{}, dict(trans_a=True), dict(trans_b=True), dict(adjoint_a=True, adjoint_b=True)])
def test_csr_mm_is_the_dense_product(flags):
    """csr_mm, either operand transposed: the product of the dense matrices (MindSpore documents no example)."""
    a = _csr([0, 1, 1, 3, 4], [0, 2, 3, 0], [1.0, 5.0, -1.0, -2.0], (4, 4))
    b = _csr([0, 2, 3, 3, 4], [0, 3, 1, 2], [2.0, 7.0, 8.0, -1.0], (4, 4))
    left, right = a.to_dense().asnumpy(), b.to_dense().asnumpy()
    left = left.T if flags.get("trans_a") or flags.get("adjoint_a") else left
    right = right.T if flags.get("trans_b") or flags.get("adjoint_b") else right
    np.testing.assert_allclose(ops.csr_mm(a, b, **flags).to_dense().asnumpy(), left @ right)


def test_csr_mm_shape_mismatch():
    a = _csr([0, 1, 1, 3, 4], [0, 3, 4, 0], [1.0, 5.0, -1.0, -2.0], (4, 5))
    with pytest.raises(ValueError):
        ops.csr_mm(a, a)


def test_lars_update_documented_example():
    """MindSpore's docstring example of ops.LARSUpdate (its printed output)."""
    weight = Tensor(np.array([[0.5, 0.8, 0.2], [0.6, 0.4, 0.2]], np.float32))
    gradient = Tensor(np.array([[0.4, 0.4, 0.5], [0.2, 0.4, 0.3]], np.float32))
    out = ops.LARSUpdate()(weight, gradient, ops.ReduceSum()(ops.Square()(weight)),
                           ops.ReduceSum()(ops.Square()(gradient)), 0.0, 1.0)
    np.testing.assert_allclose(out.asnumpy(), [[0.0005265, 0.0005265, 0.00065813], [0.00026325, 0.0005265, 0.00039488]],
                               rtol=1e-4)


def test_lars_update_weight_decay_is_nn_lars_formula():
    """With weight decay: MindSpore's documented nn.LARS formula, (g + wd * w) * hyperpara * ||w|| / (||g|| + wd *
    ||w|| + epsilon)."""
    w = np.array([[0.5, -0.8], [0.6, 0.4]], np.float32)
    g = np.array([[0.4, 0.1], [-0.2, 0.4]], np.float32)
    out = ops.LARSUpdate(1e-4, 0.01)(Tensor(w), Tensor(g), Tensor(np.float32((w * w).sum())),
                                     Tensor(np.float32((g * g).sum())), 0.3, 0.1)
    coeff = 0.01 * np.linalg.norm(w) / (np.linalg.norm(g) + 0.3 * np.linalg.norm(w) + 1e-4)
    np.testing.assert_allclose(out.asnumpy(), (g + 0.3 * w) * coeff, rtol=1e-6)


def test_fused_weight_scale_apply_momentum_is_nn_momentum_step():
    """FusedWeightScaleApplyMomentum (GPU only in MindSpore 2.10, no documented values) with loss_scale 1: the step
    of nn.Momentum with weight decay (golden-tested against MindSpore in tests/test_optim.py)."""
    w0 = np.array([[0.6, -0.4], [0.1, 0.5]], np.float32)
    g = np.array([[0.3, -0.7], [0.1, 0.8]], np.float32)
    var, accum = _param(w0, "var"), _param(np.full((2, 2), 0.2), "accum")
    out = ops.FusedWeightScaleApplyMomentum()(Tensor(0.1, ms.float32), Tensor(1.0, ms.float32), var, accum, 0.05,
                                              Tensor(g), 0.9)
    reference = _param(w0, "reference")
    opt = ms.nn.Momentum([reference], 0.05, 0.9, weight_decay=0.1)
    opt.moments[0].set_data(Tensor(np.full((2, 2), 0.2, np.float32)))
    opt((Tensor(g),))
    np.testing.assert_allclose(var.asnumpy(), reference.asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(out.asnumpy(), reference.asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(accum.asnumpy(), opt.moments[0].asnumpy(), rtol=1e-6)


def test_fused_weight_scale_apply_momentum_scales_the_decayed_gradient():
    """With a loss scale: accumulation = momentum * accumulation + (gradient + weight_decay * variable) * scale."""
    w0, g = np.array([1.0, -2.0], np.float32), np.array([0.5, 0.25], np.float32)
    var, accum = _param(w0, "var"), _param([0.1, 0.1], "accum")
    ops.FusedWeightScaleApplyMomentum()(Tensor(0.2, ms.float32), Tensor(0.5, ms.float32), var, accum, 0.1,
                                        Tensor(g), 0.9)
    expected_accum = 0.9 * 0.1 + (g + 0.2 * w0) * 0.5
    np.testing.assert_allclose(accum.asnumpy(), expected_accum, rtol=1e-6)
    np.testing.assert_allclose(var.asnumpy(), w0 - 0.1 * expected_accum, rtol=1e-6)
