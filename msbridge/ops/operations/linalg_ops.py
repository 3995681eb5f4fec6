"""Primitive classes of the linear algebra ops (``ops.Cholesky``, ``ops.Qr``, ``ops.Svd``, ``ops.MatrixDiagV3``
...): each calls the one function of ``ops.function.linalg_func``."""
import torch

from ... import _checkparam as check
from ...common.handles import wrap as _wrap
from ..function import linalg_func as L
from ..function import math_func as M
from ..primitive import REQUIRED, AttrPrimitive, FunctionPrimitive

__all__ = ["Cholesky", "CholeskyInverse", "CholeskySolve", "Eig", "Lstsq", "LuSolve", "LuUnpack", "Qr", "Svd",
           "Geqrf", "Orgqr", "MatrixSolve", "MatrixTriangularSolve", "MatrixDeterminant", "LogMatrixDeterminant",
           "MatrixPower", "MatrixBandPart", "MatrixDiagV3", "MatrixDiagPartV3", "MatrixSetDiagV3"]


class Cholesky(AttrPrimitive):
    """``ops.Cholesky(upper=False)``: ``ops.cholesky``."""
    _attrs = (("upper", False),)

    def __call__(self, input_x):
        return L.cholesky(input_x, self.upper)


class CholeskyInverse(AttrPrimitive):
    """``ops.CholeskyInverse(upper=False)``: ``ops.cholesky_inverse``."""
    _attrs = (("upper", False),)

    def __call__(self, x):
        return L.cholesky_inverse(x, self.upper)


class CholeskySolve(AttrPrimitive):
    """``ops.CholeskySolve(upper=False)``: ``ops.cholesky_solve``."""
    _attrs = (("upper", False),)

    def __call__(self, x1, x2):
        return L.cholesky_solve(x1, x2, self.upper)


class Eig(AttrPrimitive):
    """``ops.Eig(compute_v=False)``: ``ops.eig``; without ``compute_v`` the second output is a 0-d zero of the
    eigenvalues' dtype (MindSpore's holds no vectors there either)."""
    _attrs = (("compute_v", False),)

    def __call__(self, x):
        values, vectors = L.eig(x)
        if self.compute_v:
            return values, vectors
        return values, _wrap(torch.zeros((), dtype=values._t.dtype))


class Lstsq(AttrPrimitive):
    """``ops.Lstsq(fast=True, l2_regularizer=0.0)``: ``ops.lstsq``; MindSpore 2.10 takes only these values."""
    _attrs = (("fast", True), ("l2_regularizer", 0.0))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.fast is not True:
            raise TypeError(f"For 'Lstsq', the 'fast' should be True, but got '{self.fast}'.")
        if self.l2_regularizer != 0.0:
            raise TypeError(f"For 'Lstsq', the 'l2_regularizer' should be 0.0, but got '{self.l2_regularizer}'.")

    def __call__(self, x, y):
        return L.lstsq(x, y)


class LuUnpack(AttrPrimitive):
    """``ops.LuUnpack(unpack_data=True, unpack_pivots=True)``: ``ops.lu_unpack``."""
    _attrs = (("unpack_data", True), ("unpack_pivots", True))

    def __call__(self, LU_data, LU_pivots):  # noqa: N803 - MindSpore's names
        return L.lu_unpack(LU_data, LU_pivots, self.unpack_data, self.unpack_pivots)


class Qr(AttrPrimitive):
    """``ops.Qr(full_matrices=False)``: ``ops.qr`` (``'complete'`` with ``full_matrices``)."""
    _attrs = (("full_matrices", False),)

    def __call__(self, x):
        return L.qr(x, "complete" if self.full_matrices else "reduced")


class Svd(AttrPrimitive):
    """``ops.Svd(full_matrices=False, compute_uv=True)``: ``ops.svd`` as (s, u, v); without ``compute_uv`` u and v
    are one-element zeros, as MindSpore's."""
    _attrs = (("full_matrices", False), ("compute_uv", True))

    def __call__(self, a):
        if self.compute_uv:
            return L.svd(a, self.full_matrices)
        s = L.svd(a, self.full_matrices, False)
        return s, _wrap(torch.zeros(1, dtype=s._t.dtype)), _wrap(torch.zeros(1, dtype=s._t.dtype))


class MatrixSolve(AttrPrimitive):
    """``ops.MatrixSolve(adjoint=False)``: ``ops.matrix_solve``."""
    _attrs = (("adjoint", False),)

    def __call__(self, matrix, rhs):
        return L.matrix_solve(matrix, rhs, self.adjoint)


class MatrixTriangularSolve(AttrPrimitive):
    """``ops.MatrixTriangularSolve(lower=True, adjoint=False)``: torch.linalg.solve_triangular."""
    _attrs = (("lower", True), ("adjoint", False))

    def __call__(self, matrix, rhs):
        return L.matrix_triangular_solve(matrix, rhs, self.lower, self.adjoint)


class MatrixPower(AttrPrimitive):
    """``ops.MatrixPower(n)``: ``ops.matrix_power``."""
    _attrs = (("n", REQUIRED),)

    def __init__(self, n):
        check.check_value_type(n, [int], "n", "MatrixPower")
        super().__init__(n)

    def __call__(self, x):
        return M.matrix_power(x, self.n)


class MatrixDiagV3(AttrPrimitive):
    """``ops.MatrixDiagV3(align='RIGHT_LEFT')(x, k, num_rows, num_cols, padding_value)``: ``ops.matrix_diag``."""
    _attrs = (("align", "RIGHT_LEFT"),)

    def __call__(self, x, k, num_rows, num_cols, padding_value):
        return L.matrix_diag(x, k, num_rows, num_cols, padding_value, self.align)


class MatrixDiagPartV3(AttrPrimitive):
    """``ops.MatrixDiagPartV3(align='RIGHT_LEFT')(x, k, padding_value)``: ``ops.matrix_diag_part``."""
    _attrs = (("align", "RIGHT_LEFT"),)

    def __call__(self, x, k, padding_value):
        return L.matrix_diag_part(x, k, padding_value, self.align)


class MatrixSetDiagV3(AttrPrimitive):
    """``ops.MatrixSetDiagV3(align='RIGHT_LEFT')(x, diagonal, k)``: ``ops.matrix_set_diag``."""
    _attrs = (("align", "RIGHT_LEFT"),)

    def __call__(self, x, diagonal, k):
        return L.matrix_set_diag(x, diagonal, k, self.align)


class LuSolve(FunctionPrimitive):
    """``ops.LuSolve()(x, lu_data, lu_pivots)``: ``ops.lu_solve``."""
    fn = staticmethod(L.lu_solve)


class Geqrf(FunctionPrimitive):
    """``ops.Geqrf()``: ``ops.geqrf``."""
    fn = staticmethod(L.geqrf)


class Orgqr(FunctionPrimitive):
    """``ops.Orgqr()``: ``ops.orgqr``."""
    fn = staticmethod(L.orgqr)


class MatrixDeterminant(FunctionPrimitive):
    """``ops.MatrixDeterminant()``: ``ops.matrix_determinant``."""
    fn = staticmethod(L.matrix_determinant)


class LogMatrixDeterminant(FunctionPrimitive):
    """``ops.LogMatrixDeterminant()``: ``ops.log_matrix_determinant``."""
    fn = staticmethod(L.log_matrix_determinant)


class MatrixBandPart(FunctionPrimitive):
    """``ops.MatrixBandPart()(x, lower, upper)``: ``ops.matrix_band_part``."""
    fn = staticmethod(L.matrix_band_part)
