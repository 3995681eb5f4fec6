"""Issue 17, linear algebra: ``ops`` functions and primitive classes of the Cholesky, LU, QR, SVD, eigen, least
squares, determinant, band and diagonal families, against MindSpore 2.10 (forward values, errors, gradients).

The snippets run on a fresh ``record_tensor.namespace``; matrices are written out below. Gradient cases are module
functions (MindSpore's ``grad`` compiles them from their source). MindSpore's SVD and eigenvectors come from Eigen,
whose signs / complex phases differ from LAPACK's: those cases also record sign- and phase-free quantities
(singular values, |U|, U S V^T, A v - lambda v) that msbridge must match."""
import numpy as np

from record_tensor import namespace

_SPD = "[[4., 1., 0.5], [1., 3., 0.2], [0.5, 0.2, 2.]]"
_M = "[[2., 1., 0.], [1., 3., 1.], [0., -1., 4.]]"
_B = "[[1., 2.], [3., 4.], [5., 6.]]"
_BATCH = "np.stack([np.array(%s) * (i + 1) + np.eye(3) * i for i in range(2)])" % _SPD
_LU = "[[2., 1., 0.], [0.5, 2.5, 1.], [0., -0.4, 4.4]]"  # torch.linalg.lu_factor of _M (pivots 1, 2, 3)
_LU_SWAP = "[[3., 4.], [0.3333333333333333, 0.6666666666666667]]"  # lu_factor of [[1, 2], [3, 4]]: pivots 2, 2


def _t(data, dtype="ms.float64"):
    return f"Tensor(np.array({data}), {dtype})"


SPD, M, B, BATCH = _t(_SPD), _t(_M), _t(_B), _t(_BATCH)
SPD32, M32, B32 = _t(_SPD, "ms.float32"), _t(_M, "ms.float32"), _t(_B, "ms.float32")
I32 = "Tensor([[1, 2], [3, 4]], ms.int32)"
PIV = "Tensor([1, 2, 3], ms.int32)"

CHOLESKY = [
    f"ops.cholesky({SPD})", f"ops.cholesky({SPD}, upper=True)", f"ops.cholesky({SPD32})", f"ops.cholesky({BATCH})",
    f"ops.cholesky(input_x={SPD}, upper=True)", f"ops.Cholesky()({SPD})", f"ops.Cholesky(upper=True)({BATCH})",
    f"ops.Cholesky(True).upper", f"ops.cholesky({M})", "ops.cholesky(Tensor([[1., 2.], [2., 1.]]))",
    f"ops.cholesky({I32})", f"ops.cholesky({B})",
    f"ops.cholesky({SPD}, upper=1)", "ops.cholesky([[1., 0.], [0., 1.]])",
    f"ops.cholesky_inverse(ops.cholesky({SPD}))", f"ops.cholesky_inverse(ops.cholesky({SPD}, True), upper=True)",
    f"ops.cholesky_inverse(ops.cholesky({SPD32}))", f"ops.CholeskyInverse()(ops.cholesky({SPD}))",
    f"ops.CholeskyInverse(upper=True)(ops.cholesky({SPD}, True))", f"ops.cholesky_inverse({B})",
    f"ops.cholesky_inverse({I32})",
    f"ops.cholesky_solve({B}, ops.cholesky({SPD}))", f"ops.cholesky_solve({B}, ops.cholesky({SPD}, True), True)",
    f"ops.cholesky_solve({B32}, ops.cholesky({SPD32}))", f"ops.CholeskySolve()({B}, ops.cholesky({SPD}))",
    f"ops.CholeskySolve(upper=True)({B}, ops.cholesky({SPD}, True))",
    f"ops.cholesky_solve({B}[:2], ops.cholesky({SPD}))", f"ops.cholesky_solve({B32}, ops.cholesky({SPD}))",
    f"ops.cholesky_solve(Tensor(np.ones((2, 3, 2))), ops.cholesky({BATCH}))",
]

LU = [
    f"ops.lu_solve({B}, {_t(_LU)}, {PIV})", f"ops.lu_solve({B32}, {_t(_LU, 'ms.float32')}, {PIV})",
    f"ops.lu_solve(Tensor([[1.], [2.]], ms.float64), {_t(_LU_SWAP)}, Tensor([2, 2], ms.int32))",
    f"ops.LuSolve()({B}, {_t(_LU)}, {PIV})", f"ops.lu_solve({B}, {_t(_LU)}, Tensor([1, 2, 3], ms.int64))",
    f"ops.lu_solve({B}[:2], {_t(_LU)}, {PIV})",
    f"ops.lu_unpack({_t(_LU)}, {PIV})", f"ops.lu_unpack({_t(_LU_SWAP)}, Tensor([2, 2], ms.int32))",
    f"ops.LuUnpack()({_t(_LU_SWAP)}, Tensor([2, 2], ms.int32))",
    f"ops.lu_unpack({_t(_LU, 'ms.float32')}, {PIV})", f"ops.lu_unpack({_t(_LU)}, Tensor([1, 2, 3], ms.int64))",
    f"ops.lu_unpack({_t(_LU)}, Tensor([1, 2, 3], ms.int32), unpack_pivots=False)[1:]",
]

QR = [
    f"ops.qr({M})", f"ops.qr({B})", f"ops.qr({B}, 'complete')", f"ops.qr({B32})", f"ops.qr({M}, mode='reduced')",
    f"ops.qr({B}, 'r')", f"ops.qr({I32})", f"ops.Qr()({B})", f"ops.Qr(full_matrices=True)({B})",
    f"ops.Qr(True).full_matrices", f"ops.qr({B}.T)", f"ops.qr({BATCH})",
    f"ops.geqrf({B})", f"ops.geqrf({M})", f"ops.geqrf({B32})", f"ops.Geqrf()({B})", f"ops.geqrf({I32})",
    f"ops.geqrf({B}.T)", f"ops.orgqr(*ops.geqrf({B}))", f"ops.orgqr(*ops.geqrf({M}))", f"ops.Orgqr()(*ops.geqrf({B}))",
    f"ops.orgqr(*ops.geqrf({B32}))", f"ops.orgqr({B}, Tensor([1., 1., 1.], ms.float64))",
]

SVD = [  # singular values and the sign-free forms (MindSpore's vectors are Eigen's, see KNOWN_DIFFERENCES)
    f"ops.svd({B}, compute_uv=False)", f"ops.svd({M}, compute_uv=False)", f"ops.svd({B32}, compute_uv=False)",
    f"s, u, v = ops.svd({B}); (s, u.abs(), v.abs(), u @ ops.diag(s) @ v.T)",
    f"s, u, v = ops.svd({B}, True); (s.shape, u.shape, v.shape, u.abs()[:, :2], (u.T @ u).asnumpy().round(9))",
    f"s, u, v = ops.svd({M}); (s, u.abs(), v.abs(), u @ ops.diag(s) @ v.T)",
    f"s, u, v = ops.Svd()({B}); (s, u.abs(), u @ ops.diag(s) @ v.T)", f"ops.Svd(True, False)({B})",
    f"s, u, v = ops.svd({B}.T); (s, u.abs(), v.abs())",
    f"s, u, v = ops.svd({BATCH}); (s, (u @ v.swapaxes(-1, -2)).abs())",
    f"ops.svd({I32})", f"ops.svd({B})",
    f"ops.eigvals({M})", f"ops.eigvals({SPD})", f"ops.eigvals({_t(_M, 'ms.float32')})", f"ops.eigvals({I32})",
    f"ops.eig({M})[0]", f"e, v = ops.eig({M}); e, v = e.asnumpy(), v.asnumpy(); "
    f"(np.abs(v), float(np.abs(np.array({_M}) @ v - v * e).max()) < 1e-12)",
    f"ops.Eig()({M})[0]", f"ops.Eig()({M})[1].shape", f"ops.Eig(compute_v=True)({M})[0]", f"ops.eig({B})",
    f"ops.eig({M})",
]

SOLVE = [
    f"ops.lstsq({B}, {M})", f"ops.lstsq({B32}, {M32})", f"ops.lstsq({M}, {B})", f"ops.lstsq({B}, {M}[:, 0])",
    f"ops.lstsq({B}[:, 0], {M})", f"ops.Lstsq()({B}, {M})", f"ops.Lstsq(fast=False)({B}, {M})",
    f"ops.Lstsq(l2_regularizer=0.5)({B}, {M})", f"ops.lstsq({I32}, {I32})",
    f"ops.matrix_solve({M}, {B})", f"ops.matrix_solve({M}, {B}, True)", f"ops.matrix_solve({M32}, {B32})",
    f"ops.MatrixSolve()({M}, {B})", f"ops.MatrixSolve(adjoint=True)({M}, {B})", f"ops.matrix_solve({M}, {B}[:2])",
    f"ops.matrix_solve({I32}, {I32})", f"ops.matrix_solve({B}, {B})",
    f"ops.MatrixTriangularSolve()({M}, {B})", f"ops.MatrixTriangularSolve(lower=False, adjoint=True)({M}, {B})",
    f"ops.MatrixTriangularSolve(False)({M32}, {B32})", f"ops.MatrixTriangularSolve(adjoint=True)({M}, {B})",
    f"ops.MatrixTriangularSolve()({I32}, {I32})",
]

DET = [
    f"ops.matrix_determinant({M})", f"ops.matrix_determinant({M32})", f"ops.matrix_determinant({BATCH})",
    f"ops.matrix_determinant({I32})", f"ops.matrix_determinant({B})", f"ops.MatrixDeterminant()({M})",
    f"ops.log_matrix_determinant({M})", f"ops.log_matrix_determinant(-{M})", f"ops.log_matrix_determinant({BATCH})",
    f"ops.log_matrix_determinant({M32})", f"ops.LogMatrixDeterminant()({M})", f"ops.log_matrix_determinant({I32})",
    f"ops.MatrixPower(2)({M})", f"ops.MatrixPower(-1)({M})", f"ops.MatrixPower(0)({M32})", "ops.MatrixPower(2).n",
    f"ops.MatrixPower(3)({I32})", f"ops.MatrixPower(1.5)",
]

BAND = [
    f"ops.matrix_band_part({M}, 1, 0)", f"ops.matrix_band_part({M}, -1, 0)", f"ops.matrix_band_part({M}, 0, -1)",
    f"ops.matrix_band_part({M}, 0, 0)", f"ops.matrix_band_part({BATCH}, 1, 1)", f"ops.matrix_band_part({I32}, 0, 1)",
    f"ops.matrix_band_part({B}, 1, 0)", f"ops.matrix_band_part({M}, Tensor(1), Tensor(0))",
    f"ops.MatrixBandPart()({M}, 0, 1)", f"ops.matrix_band_part({M}, 1.5, 0)", f"ops.matrix_band_part({M}[0], 1, 0)",
    "ops.matrix_diag(Tensor([1., 2., 3.]))", "ops.matrix_diag(Tensor([1., 2.]), k=1)",
    "ops.matrix_diag(Tensor([1., 2.]), k=-1, padding_value=9)",
    "ops.matrix_diag(Tensor([1., 2.]), k=1, num_rows=4)", "ops.matrix_diag(Tensor([1., 2.]), num_rows=3, num_cols=2)",
    "ops.matrix_diag(Tensor([[1., 2.], [3., 4.]]))",
    "ops.matrix_diag(Tensor([[1., 2., 3.], [4., 5., 0.]]), k=Tensor([0, 1], ms.int32))",
    "ops.matrix_diag(Tensor([[1., 2., 3.], [4., 5., 0.]]), k=Tensor([0, 1], ms.int32), align='LEFT_RIGHT')",
    "ops.matrix_diag(Tensor([[1., 2., 3.], [4., 5., 0.]]), k=Tensor([0, 1], ms.int32), align='LEFT_LEFT')",
    "ops.matrix_diag(Tensor([[1., 2.], [3., 4.]]), k=Tensor([0, 1], ms.int32), num_rows=Tensor(3, ms.int32), "
    "num_cols=Tensor(3, ms.int32), padding_value=Tensor(9.))",
    "ops.matrix_diag(Tensor([[1, 2], [3, 4]], ms.int32), k=-1)", "ops.matrix_diag(Tensor([1., 2.]), align='UP')",
    "ops.MatrixDiagV3()(Tensor([1., 2.]), Tensor(1, ms.int32), Tensor(-1, ms.int32), Tensor(-1, ms.int32), "
    "Tensor(0.))",
    "ops.MatrixDiagV3(align='LEFT_RIGHT')(Tensor([[1., 2., 3.], [4., 5., 0.]]), Tensor([-1, 0], ms.int32), "
    "Tensor(-1, ms.int32), Tensor(-1, ms.int32), Tensor(7.))",
    f"ops.matrix_diag_part({M}, Tensor(0, ms.int32), Tensor(0., ms.float64))",
    f"ops.matrix_diag_part({M}, Tensor(1, ms.int32), Tensor(0., ms.float64))",
    f"ops.matrix_diag_part({M}, Tensor([-1, 1], ms.int32), Tensor(9., ms.float64))",
    f"ops.matrix_diag_part({M}, Tensor([-1, 1], ms.int32), Tensor(9., ms.float64), 'LEFT_RIGHT')",
    f"ops.matrix_diag_part({B}, Tensor([-2, 0], ms.int32), Tensor(0., ms.float64))",
    f"ops.matrix_diag_part({B}, Tensor([-2, 0], ms.int32), Tensor(0., ms.float64), align='RIGHT_RIGHT')",
    f"ops.matrix_diag_part({BATCH}, Tensor(-1, ms.int32), Tensor(0., ms.float64))",
    f"ops.MatrixDiagPartV3()({M}, Tensor([0, 1], ms.int32), Tensor(5., ms.float64))",
    f"ops.matrix_diag_part({M}, Tensor(3, ms.int32), Tensor(0., ms.float64))",
    f"ops.matrix_diag_part({M}, Tensor(0, ms.int32), Tensor(0.))",
    f"ops.matrix_set_diag({M}, Tensor([7., 8., 9.], ms.float64))",
    f"ops.matrix_set_diag({M}, Tensor([7., 8.], ms.float64), k=1)",
    f"ops.matrix_set_diag({M}, Tensor([[7., 8., 0.], [1., 2., 3.]], ms.float64), k=Tensor([-1, 0], ms.int32))",
    f"ops.matrix_set_diag({M}, Tensor([[0., 7., 8.], [1., 2., 3.]], ms.float64), k=Tensor([-1, 0], ms.int32), "
    "align='LEFT_RIGHT')",
    f"ops.matrix_set_diag({B}, Tensor([7., 8.], ms.float64))",
    f"ops.MatrixSetDiagV3()({M}, Tensor([7., 8., 9.], ms.float64), Tensor(0, ms.int32))",
    f"ops.matrix_set_diag({M}, Tensor([7., 8.], ms.float64))",
]


# gradients (module functions: MindSpore's grad compiles them from their source)
def _cholesky(a):
    return (_MS[0].ops.cholesky(a) * _W3).sum()


def _cholesky_solve(b, a):
    return (_MS[0].ops.cholesky_solve(b, a) * _W2).sum()


def _matrix_solve(a, b):
    return (_MS[0].ops.matrix_solve(a, b) * _W2).sum()


def _det(a):
    return _MS[0].ops.matrix_determinant(a)


def _logdet(a):
    return _MS[0].ops.log_matrix_determinant(a)[1]


def _svd_values(a):
    return (_MS[0].ops.svd(a, compute_uv=False) * _MS[0].Tensor(np.array([1., 2.]))).sum()


def _qr_r(a):
    return (_MS[0].ops.qr(a)[1] * _W2[:2]).sum()


def _band(a):
    return (_MS[0].ops.matrix_band_part(a, 1, 0) * _W3).sum()


def _lstsq(a, b):
    return (_MS[0].ops.lstsq(a, b) * _W3[:2]).sum()


def _cholesky_inverse(a):
    return (_MS[0].ops.cholesky_inverse(a) * _W3).sum()


_MS = []
_W3 = None
_W2 = None


def _grad_cases():
    def run(fn, positions, *inputs):
        def case(ms):
            global _W3, _W2
            _MS[:] = [ms]
            _W3 = ms.Tensor(np.array([[1., -2., 0.5], [0.25, 1.5, -1.], [2., 0.75, -0.5]]))
            _W2 = ms.Tensor(np.array([[1., -2.], [0.5, 0.25], [1.5, -1.]]))
            n = namespace(ms)
            return ms.grad(fn, positions)(*[eval(i, n) for i in inputs])  # noqa: S307 - recorded inputs
        return case

    return {
        "cholesky": run(_cholesky, 0, SPD), "cholesky_solve": run(_cholesky_solve, (0, 1), B, f"ops.cholesky({SPD})"),
        "matrix_solve": run(_matrix_solve, (0, 1), M, B), "matrix_determinant": run(_det, 0, M),
        "log_matrix_determinant": run(_logdet, 0, M), "svd_values": run(_svd_values, 0, B),
        "qr_r": run(_qr_r, 0, B), "matrix_band_part": run(_band, 0, M), "lstsq": run(_lstsq, (0, 1), B, M),
        "cholesky_inverse": run(_cholesky_inverse, 0, f"ops.cholesky({SPD})"),
    }


CASES = {"cholesky": CHOLESKY, "lu": LU, "qr": QR, "svd_eig": SVD, "solve": SOLVE, "det": DET, "band_diag": BAND,
         "grads": _grad_cases()}
