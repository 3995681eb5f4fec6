"""Issue 17, linear algebra (golden/cases_ops_linalg.py): the Cholesky, LU, QR, SVD, eigen, least-squares,
determinant, band and diagonal ops and their primitive classes, against MindSpore 2.10. The differences below are
listed in docs/compat.md ("Linear algebra")."""
import check_ops
import pytest

_EIGEN = "MindSpore's CPU kernels are Eigen's, msbridge's torch's (LAPACK): "
_NO_BPROP = "MindSpore 2.10 defines no gradient for this primitive (it raises); msbridge gives torch's"
KNOWN_DIFFERENCES = {
    "svd_eig|ops.svd(Tensor(np.array([[1., 2.], [3., 4.], [5., 6.]]), ms.float64))":
        _EIGEN + "a singular pair (u_i, v_i) may have the opposite sign; s, |u|, |v| and u diag(s) v^T agree",
    "svd_eig|ops.eig(Tensor(np.array([[2., 1., 0.], [1., 3., 1.], [0., -1., 4.]]), ms.float64))":
        _EIGEN + "each unit eigenvector differs by a complex phase; eigenvalues, |v| and A v = lambda v agree",
    "svd_eig|ops.eigvals(Tensor(np.array([[4., 1., 0.5], [1., 3., 0.2], [0.5, 0.2, 2.]]), ms.float64))":
        _EIGEN + "the eigenvalues of this symmetric matrix come in another order",
    "lu|ops.lu_solve(Tensor([[1.], [2.]], ms.float64), Tensor(np.array([[3., 4.], [0.3333333333333333, "
    "0.6666666666666667]]), ms.float64), Tensor([2, 2], ms.int32))":
        "MindSpore's LuSolve computes in Float32 also for Float64 inputs (3.97e-08 where the solution is 0)",
    "grads|matrix_solve": "MindSpore's MatrixSolve gradients of Float64 inputs are Float32 (msbridge: Float64)",
    "grads|cholesky_inverse": "MindSpore's CholeskyInverse gradient is not the derivative of its forward value "
                              "(inverse of U U^T over the whole input); msbridge's is",
    "grads|cholesky": _NO_BPROP, "grads|qr_r": _NO_BPROP, "grads|lstsq": _NO_BPROP,
}


@pytest.mark.parametrize("key", check_ops.keys("ops_linalg"))
def test_recorded(key):
    check_ops.check("ops_linalg", key, KNOWN_DIFFERENCES)
