"""``mindspore.scipy.optimize.minimize`` (BFGS, LBFGS) and ``line_search`` against MindSpore 2.10
(golden/cases_scipy_optimize.py, golden/scipy_optimize.json): every field of their results. Flags, statuses and the
counts of evaluations and iterations exactly; iterates, values, gradients and inverse Hessians to the rounding of
their dtype (Python floats as Float32: MindSpore computes them in the dtype of ``x0``); errors by type."""
import functools

import cases_scipy_optimize
import check_ops
import goldens
import numpy as np
import pytest
import record_tensor

import msbridge

# (rtol, atol) by the dtype of a described value; Python floats (fun, a_k, f_k) as Float32
_TOLERANCE = {"Float32": (1e-4, 1e-6), "Float64": (1e-7, 1e-12)}


def _tolerance(described):
    return _TOLERANCE.get(described.get("dtype"), _TOLERANCE["Float32"])


@functools.lru_cache(maxsize=None)
def _golden():
    return goldens.load("scipy_optimize")


@pytest.mark.parametrize("key", goldens.cases(_golden()))
def test_recorded(key):
    actual = record_tensor.outcome(record_tensor.case_of(cases_scipy_optimize.CASES, key), msbridge)
    check_ops.expect_match(goldens.outcome_difference(actual, _golden()[key], tolerance_of=_tolerance), None)


def test_lagrange_is_not_provided():
    import msbridge.scipy.optimize as mso
    with pytest.raises(NotImplementedError, match="LAGRANGE"):
        mso.minimize(lambda x: (x ** 2).sum(), msbridge.Tensor(np.ones(2, np.float32)), method="LAGRANGE")


def test_bfgs_on_random_quadratics():
    """Beyond the goldens: on random positive definite quadratics x^T M x / 2 (Float64), BFGS converges to 0, counts
    one gradient per value, and its inverse Hessian estimate stays symmetric positive definite."""
    import msbridge.scipy.optimize as mso
    rng = np.random.default_rng(4)
    for n in (2, 3, 5, 8):
        q = rng.standard_normal((n, n))
        m = q @ q.T + n * np.eye(n)
        mt = msbridge.Tensor(m)
        res = mso.minimize(lambda x: 0.5 * msbridge.ops.matmul(x, msbridge.ops.matmul(mt, x)),
                           msbridge.Tensor(rng.standard_normal(n)), method="BFGS", options=dict(gtol=1e-9))
        h = res.hess_inv.asnumpy()
        assert res.success and res.status == 0 and res.nfev == res.njev and res.nit <= 2 * n
        np.testing.assert_allclose(res.x.asnumpy(), np.zeros(n), atol=1e-9)
        np.testing.assert_allclose(h, h.T, atol=1e-12)
        assert np.linalg.eigvalsh(h).min() > 0
