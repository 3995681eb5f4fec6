"""Linear algebra ops (``ops.cholesky``, ``ops.qr``, ``ops.svd``, ``ops.lu_solve``, ``ops.matrix_diag`` ...) on
torch.linalg. Each function is the one implementation of its op: the primitive classes of
``ops.operations.linalg_ops`` call them."""
import numpy as np
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import is_int, tensor_of

__all__ = ["cholesky", "cholesky_inverse", "cholesky_solve", "eig", "eigvals", "lstsq", "lu_solve", "lu_unpack", "qr",
           "svd", "geqrf", "orgqr", "matrix_solve", "matrix_determinant", "log_matrix_determinant",
           "matrix_band_part", "matrix_diag", "matrix_diag_part", "matrix_set_diag"]

_REAL = (torch.float32, torch.float64)
_REAL_COMPLEX = _REAL + (torch.complex64, torch.complex128)
ALIGNS = ("LEFT_RIGHT", "RIGHT_LEFT", "LEFT_LEFT", "RIGHT_RIGHT")


def _matrix(value, api, name, dtypes=_REAL, square=True):
    """The torch tensor of a batch of matrices: a Tensor (TypeError), of ``dtypes`` (TypeError, as MindSpore's
    kernel selection), of rank >= 2 and, with ``square``, square (ValueError)."""
    t = tensor_of(value, api, name)
    check.check_input_dtype(t, dtypes, api)
    if t.dim() < 2:
        raise ValueError(f"For '{api}', the rank of '{name}' must be at least 2, but got {t.dim()}.")
    if square and t.shape[-1] != t.shape[-2]:
        raise ValueError(f"For '{api}', '{name}' must be batch squares, but got batch {t.shape[-2]} x {t.shape[-1]} "
                         "matrices.")
    return t


def _same_dtype(a, b, api):
    if a.dtype != b.dtype:
        raise TypeError(f"For '{api}', the inputs must have the same dtype, but got "
                        f"{mstype.from_torch_dtype(a.dtype)} and {mstype.from_torch_dtype(b.dtype)}.")


def _rows_match(t, rows, api, name):
    if t.dim() < 2 or t.shape[-2] != rows:
        raise ValueError(f"For '{api}', the row count of '{name}' must be {rows}, but got shape {tuple(t.shape)}.")


def cholesky_t(t, upper, api="Cholesky"):
    """torch.linalg.cholesky_ex, with MindSpore's RuntimeError for a matrix that is not symmetric (torch reads one
    triangle) or not positive definite."""
    factor, info = torch.linalg.cholesky_ex(t, upper=upper)
    if bool((info != 0).any()) or not torch.equal(t, t.mH):
        raise RuntimeError(f"For '{api}', Cholesky expects symmetric positive definite matrices as inputs.")
    return factor


def cholesky(input_x, upper=False):
    """``ops.cholesky(input_x, upper=False)``: torch.linalg.cholesky (Float32/Float64 batches of matrices)."""
    check.check_bool(upper, "upper", "Cholesky")
    return _wrap(cholesky_t(_matrix(input_x, "Cholesky", "input_x"), upper))


def cholesky_inverse(input_x, upper=False):
    """``ops.cholesky_inverse(input_x, upper=False)``: the inverse of ``U U^H`` (``U^H U`` with ``upper``) for the
    whole input U, as MindSpore computes it (torch.cholesky_inverse reads one triangle: the values agree on a
    triangular factor, the gradients would not)."""
    check.check_bool(upper, "upper", "CholeskyInverse")
    u = _matrix(input_x, "CholeskyInverse", "input_x")
    return _wrap(torch.linalg.inv(u.mH @ u if upper else u @ u.mH))


def cholesky_solve(input, input2, upper=False):  # noqa: A002 - MindSpore's name
    """``ops.cholesky_solve(input, input2, upper=False)``: torch.cholesky_solve of ``input`` against the Cholesky
    factor ``input2``."""
    check.check_bool(upper, "upper", "CholeskySolve")
    factor = _matrix(input2, "CholeskySolve", "input2")
    b = _matrix(input, "CholeskySolve", "input", square=False)
    _same_dtype(b, factor, "CholeskySolve")
    _rows_match(b, factor.shape[-1], "CholeskySolve", "input")
    return _wrap(torch.cholesky_solve(b, factor, upper=upper))


def eig(A):  # noqa: N803 - MindSpore's name
    """``ops.eig(A)``: torch.linalg.eig: (eigenvalues, eigenvectors), Complex64 for Float32 (Complex128 for
    Float64). Eigenvectors have unit norm; their complex phase is LAPACK's (MindSpore's Eigen picks another)."""
    values, vectors = torch.linalg.eig(_matrix(A, "Eig", "A", _REAL_COMPLEX))
    return _wrap(values), _wrap(vectors)


def eigvals(A):  # noqa: N803 - MindSpore's name
    """``ops.eigvals(A)``: torch.linalg.eigvals (complex eigenvalues)."""
    return _wrap(torch.linalg.eigvals(_matrix(A, "Eig", "A", _REAL_COMPLEX)))


def lstsq(input, A):  # noqa: A002,N803 - MindSpore's names
    """``ops.lstsq(input, A)``: torch.linalg.lstsq: the X minimising ||input X - A|| (the minimum-norm one where
    ``input`` has fewer rows than columns); a 1-D ``A`` is one column."""
    x = tensor_of(input, "Lstsq", "input")
    rhs = tensor_of(A, "Lstsq", "A")
    check.check_input_dtype(x, (torch.float16,) + _REAL, "Lstsq")
    _same_dtype(x, rhs, "Lstsq")
    if x.dim() != 2:
        raise ValueError(f"For 'Lstsq', the dimension of x must be equal to 2, but got x_dim: {x.dim()}.")
    if rhs.dim() not in (1, 2) or rhs.shape[0] != x.shape[0]:
        raise ValueError(f"For 'Lstsq', 'A' must be 1-D or 2-D with {x.shape[0]} rows, but got shape "
                         f"{tuple(rhs.shape)}.")
    rhs = rhs.reshape(rhs.shape[0], -1)
    work = torch.float32 if x.dtype == torch.float16 else x.dtype
    solution = torch.linalg.lstsq(x.to(work), rhs.to(work), driver="gelsd" if x.shape[0] < x.shape[1] else None)
    return _wrap(solution.solution.to(x.dtype))


def _pivots(value, api, name):
    """The int32 pivots of an LU factorisation (TypeError for another dtype)."""
    t = tensor_of(value, api, name)
    if t.dtype != torch.int32:
        raise TypeError(f"For '{api}', the input argument[{name}] must be a type of {{Tensor[Int32]}}, but got "
                        f"{mstype.from_torch_dtype(t.dtype)}.")
    return t


def lu_solve(b, LU_data, LU_pivots):  # noqa: N803 - MindSpore's names
    """``ops.lu_solve(b, LU_data, LU_pivots)``: torch.linalg.lu_solve of ``b`` against an LU factorisation
    (LAPACK's 1-based Int32 pivots)."""
    lu = _matrix(LU_data, "LuSolve", "LU_data")
    rhs = _matrix(b, "LuSolve", "b", square=False)
    pivots = _pivots(LU_pivots, "LuSolve", "LU_pivots")
    _same_dtype(rhs, lu, "LuSolve")
    if rhs.shape[-2] != lu.shape[-1]:
        raise ValueError(f"For 'LuSolve', x's col rank must be the same as lu_data's col rank, but got x's: "
                         f"{rhs.shape[-2]}, lu_data's: {lu.shape[-1]}.")
    return _wrap(torch.linalg.lu_solve(lu, pivots, rhs))


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):  # noqa: N803 - MindSpore's names
    """``ops.lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True)``: torch.lu_unpack: (P, L, U)
    of an LU factorisation with 1-based pivots (Int32 or Int64)."""
    lu = _matrix(LU_data, "LuUnpack", "LU_data", square=False)
    pivots = tensor_of(LU_pivots, "LuUnpack", "LU_pivots")
    if pivots.dtype not in (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8):
        raise TypeError(f"For 'LuUnpack', 'LU_pivots' must be an integer Tensor, but got "
                        f"{mstype.from_torch_dtype(pivots.dtype)}.")
    p, lower, upper = torch.lu_unpack(lu, pivots.to(torch.int32), unpack_data, unpack_pivots)
    return _wrap(p), _wrap(lower), _wrap(upper)


def qr(input, mode="reduced"):  # noqa: A002 - MindSpore's name
    """``ops.qr(input, mode='reduced')``: torch.linalg.qr (``'reduced'`` or ``'complete'``)."""
    if mode not in ("reduced", "complete"):
        raise TypeError(f"For qr, the arg mode must be 'reduced' or 'complete', but got {mode}.")
    q, r = torch.linalg.qr(_matrix(input, "Qr", "input", _REAL_COMPLEX + (torch.float16,), square=False), mode)
    return _wrap(q), _wrap(r)


def svd(input, full_matrices=False, compute_uv=True):  # noqa: A002 - MindSpore's name
    """``ops.svd(input, full_matrices=False, compute_uv=True)``: torch.linalg.svd as (s, u, v) with
    ``input = u diag(s) v^H`` (only s with ``compute_uv=False``). The signs of the singular vectors are LAPACK's;
    MindSpore's (Eigen's) may flip a pair (u_i, v_i)."""
    t = tensor_of(input, "Svd", "input")
    if t.dtype not in _REAL_COMPLEX:
        raise TypeError(f"For Svd, the dtype of 'input' must be in (float32, float64, complex64, complex128), but "
                        f"got {mstype.from_torch_dtype(t.dtype)}")
    _matrix(input, "Svd", "input", _REAL_COMPLEX, square=False)
    if not compute_uv:
        return _wrap(torch.linalg.svdvals(t))
    u, s, vh = torch.linalg.svd(t, full_matrices=full_matrices)
    return _wrap(s), _wrap(u), _wrap(vh.mH)


def geqrf(input):  # noqa: A002 - MindSpore's name
    """``ops.geqrf(input)``: torch.geqrf: the Householder form of the QR factorisation, (a, tau)."""
    a, tau = torch.geqrf(_matrix(input, "Geqrf", "input", _REAL_COMPLEX, square=False))
    return _wrap(a), _wrap(tau)


def orgqr(input, input2):  # noqa: A002 - MindSpore's name
    """``ops.orgqr(input, input2)``: torch.linalg.householder_product: Q from ``geqrf``'s (a, tau)."""
    a = _matrix(input, "Orgqr", "input", _REAL_COMPLEX, square=False)
    tau = tensor_of(input2, "Orgqr", "input2")
    _same_dtype(a, tau, "Orgqr")
    if a.shape[-2] < a.shape[-1] or tau.dim() != a.dim() - 1 or tau.shape[-1] > a.shape[-1]:
        raise ValueError(f"For 'Orgqr', 'input' must be M x N with M >= N and 'input2' one dimension less with at "
                         f"most N elements, but got shapes {tuple(a.shape)} and {tuple(tau.shape)}.")
    return _wrap(torch.linalg.householder_product(a, tau))


def matrix_solve(matrix, rhs, adjoint=False):
    """``ops.matrix_solve(matrix, rhs, adjoint=False)``: torch.linalg.solve of ``matrix X = rhs`` (of ``matrix^H``
    with ``adjoint``); Float16 is solved in Float32."""
    a = _matrix(matrix, "MatrixSolve", "matrix", _REAL_COMPLEX + (torch.float16,))
    b = _matrix(rhs, "MatrixSolve", "rhs", _REAL_COMPLEX + (torch.float16,), square=False)
    _same_dtype(a, b, "MatrixSolve")
    if b.shape[-2] != a.shape[-1]:
        raise ValueError(f"For 'MatrixSolve', the M in the shape of 'matrix' [..., M, M] must be equal to M in the "
                         f"shape of 'rhs' [..., M, K] which is {b.shape[-2]}, but got {a.shape[-1]}.")
    work = torch.float32 if a.dtype == torch.float16 else a.dtype
    return _wrap(torch.linalg.solve(a.mH.to(work) if adjoint else a.to(work), b.to(work)).to(a.dtype))


def matrix_triangular_solve(matrix, rhs, lower=True, adjoint=False):
    """``ops.MatrixTriangularSolve(lower, adjoint)(matrix, rhs)``: torch.linalg.solve_triangular of ``T X = rhs``
    for the lower (upper) triangle T of ``matrix``, of ``T^H X = rhs`` with ``adjoint``."""
    api = "MatrixTriangularSolve"
    a = _matrix(matrix, api, "matrix", _REAL_COMPLEX)
    b = _matrix(rhs, api, "rhs", _REAL_COMPLEX, square=False)
    _same_dtype(a, b, api)
    _rows_match(b, a.shape[-1], api, "rhs")
    if adjoint:
        return _wrap(torch.linalg.solve_triangular(a.mH, b, upper=lower))
    return _wrap(torch.linalg.solve_triangular(a, b, upper=not lower))


def matrix_determinant(input):  # noqa: A002 - MindSpore's name
    """``ops.matrix_determinant(input)``: torch.linalg.det."""
    return _wrap(torch.linalg.det(_matrix(input, "MatrixDeterminant", "input", _REAL_COMPLEX)))


def log_matrix_determinant(input):  # noqa: A002 - MindSpore's name
    """``ops.log_matrix_determinant(input)``: torch.linalg.slogdet: (sign, log|det|)."""
    sign, logabs = torch.linalg.slogdet(_matrix(input, "LogMatrixDeterminant", "input", _REAL_COMPLEX))
    return _wrap(sign), _wrap(logabs)


def _int_arg(value, api, name):
    """An int, or the int of an integer 0-d Tensor (TypeError for anything else, as MindSpore's)."""
    if isinstance(value, Tensor):
        if value._t.dtype.is_floating_point or value._t.dtype.is_complex or value._t.dim():
            raise TypeError(f"For '{api}', '{name}' must be an int or an integer scalar Tensor, but got {value}.")
        return int(value._t)
    if not is_int(value):
        raise TypeError(f"For primitive[{api}], the input argument[{name}] must be a type of {{Int32, Int64}}, but "
                        f"got {type(value).__name__}.")
    return int(value)


def matrix_band_part(x, lower, upper):
    """``ops.matrix_band_part(x, lower, upper)``: ``x`` with the entries outside the band (``lower``
    subdiagonals, ``upper`` superdiagonals; negative: all) set to 0."""
    t = tensor_of(x, "MatrixBandPart", "x")
    low, up = _int_arg(lower, "MatrixBandPart", "lower"), _int_arg(upper, "MatrixBandPart", "upper")
    if t.dim() < 2:
        raise ValueError(f"For primitive[MatrixBandPart], the x shape size must be greater than or equal to 2, but "
                         f"got {t.dim()}.")
    rows = torch.arange(t.shape[-2]).unsqueeze(-1)
    cols = torch.arange(t.shape[-1])
    keep = torch.ones(t.shape[-2:], dtype=torch.bool)
    if low >= 0:
        keep &= rows - cols <= low
    if up >= 0:
        keep &= cols - rows <= up
    return _wrap(torch.where(keep, t, torch.zeros((), dtype=t.dtype)))


# --- diagonals (MindSpore's MatrixDiagV3 / MatrixDiagPartV3 / MatrixSetDiagV3 layout) ----------------------------
def _k_range(k, api):
    """(k0, k1) of ``k``: an int, or an Int32 Tensor of one or two diagonal offsets."""
    if isinstance(k, Tensor):
        if k._t.dtype != torch.int32:
            raise TypeError(f"For primitive[{api}], the input argument[k] must be a type of {{Tensor[Int32]}}, but "
                            f"got Tensor[{mstype.from_torch_dtype(k._t.dtype)}].")
        values = [int(v) for v in k._t.reshape(-1)]
    elif is_int(k):
        values = [int(k)]
    else:
        values = list(k)
    if not 1 <= len(values) <= 2 or values[0] > values[-1]:
        raise ValueError(f"For {api}, 'k' must hold one offset or two ascending ones, but got {values}.")
    return values[0], values[-1]


def _check_align(align, api):
    if align not in ALIGNS:
        raise ValueError(f"For '{api}', the 'align' must be str and must be in '{list(ALIGNS)}', but got '{align}'.")


def _diag_layout(rows, cols, k0, k1, align):
    """Where the diagonals k0..k1 of a rows x cols matrix sit in MindSpore's packed layout ``[..., k1 - d, j]``
    (one row per diagonal, from k1 down, of max_len entries aligned by ``align``): index arrays (matrix rows,
    matrix cols, packed diagonal, packed position) and max_len."""
    lengths = {d: min(rows + min(0, d), cols - max(0, d)) for d in range(k0, k1 + 1)}
    max_len = max(lengths.values())
    sup_right, sub_right = align.startswith("RIGHT"), align.endswith("RIGHT")
    r, c, diag, pos = [], [], [], []
    for d, length in lengths.items():
        offset = max_len - length if (sup_right if d >= 0 else sub_right) else 0
        j = np.arange(max(length, 0))
        r.append(j + max(-d, 0))
        c.append(j + max(d, 0))
        diag.append(np.full(len(j), k1 - d))
        pos.append(j + offset)
    return [torch.from_numpy(np.concatenate(a)) for a in (r, c, diag, pos)], max_len


def _padding(value, t, api):
    """The padding value as a 0-d tensor of ``t``'s dtype (a Tensor must already have that dtype)."""
    if isinstance(value, Tensor):
        if value._t.dtype != t.dtype:
            raise TypeError(f"For '{api}', the dtype of two args should be same, but the dtype of first arg "
                            f"Tensor[{mstype.from_torch_dtype(t.dtype)}] is not consistent with the dtype of second "
                            f"arg Tensor[{mstype.from_torch_dtype(value._t.dtype)}]")
        return value._t.reshape(())
    return torch.tensor(value, dtype=t.dtype)


def matrix_diag(x, k=0, num_rows=-1, num_cols=-1, padding_value=0, align="RIGHT_LEFT"):
    """``ops.matrix_diag(x, k=0, num_rows=-1, num_cols=-1, padding_value=0, align='RIGHT_LEFT')``: a batch of
    matrices with the diagonals ``k`` (an offset or a range) taken from ``x`` and ``padding_value`` elsewhere."""
    api = "MatrixDiagV3"
    _check_align(align, api)
    t = tensor_of(x, api, "x")
    k0, k1 = _k_range(k, api)
    num_rows, num_cols = _int_arg(num_rows, api, "num_rows"), _int_arg(num_cols, api, "num_cols")
    if k0 != k1 and (t.dim() < 2 or t.shape[-2] != k1 - k0 + 1):
        raise ValueError(f"For {api}, 'x' must hold {k1 - k0 + 1} diagonals, but got shape {tuple(t.shape)}.")
    if t.dim() < 1:
        raise ValueError(f"For {api}, 'x' must have rank at least 1, but got {t.dim()}.")
    max_len = t.shape[-1]
    min_rows, min_cols = max_len - min(k1, 0), max_len + max(k0, 0)
    if num_rows == -1 and num_cols == -1:
        num_rows = num_cols = max(min_rows, min_cols)
    elif num_rows == -1:
        num_rows = min_rows
    elif num_cols == -1:
        num_cols = min_cols
    if num_rows < min_rows or num_cols < min_cols or (num_rows != min_rows and num_cols != min_cols):
        raise ValueError(f"For {api}, the number of rows or columns is not consistent with the specified k and x.")
    packed = t if k0 != k1 else t.unsqueeze(-2)
    batch = packed.shape[:-2]
    (r, c, diag, pos), _ = _diag_layout(num_rows, num_cols, k0, k1, align)
    out = _padding(padding_value, t, api).expand(*batch, num_rows, num_cols).clone()
    out[..., r, c] = packed[..., diag, pos]
    return _wrap(out)


def _diag_range(t, k, api):
    k0, k1 = _k_range(k, api)
    rows, cols = t.shape[-2], t.shape[-1]
    if not (-rows < k0 <= k1 < cols) and not (rows == 0 or cols == 0):
        bad = k0 if k0 <= -rows else k1
        raise ValueError(f"For {api}, the value of k must be in (-x.shape[-2], x.shape[-1]), meaning the value of k "
                         f"must be in ({-rows}, {cols}) in this case, but got {bad}.")
    return k0, k1


def matrix_diag_part(x, k, padding_value, align="RIGHT_LEFT"):
    """``ops.matrix_diag_part(x, k, padding_value, align='RIGHT_LEFT')``: the diagonals ``k`` of a batch of
    matrices, packed as ``matrix_diag`` takes them (short diagonals padded with ``padding_value``)."""
    api = "MatrixDiagPartV3"
    _check_align(align, api)
    t = tensor_of(x, api, "x")
    if t.dim() < 2:
        raise ValueError(f"For {api}, 'x' must have rank at least 2, but got {t.dim()}.")
    pad = _padding(padding_value, t, api)
    k0, k1 = _diag_range(t, k, api)
    (r, c, diag, pos), max_len = _diag_layout(t.shape[-2], t.shape[-1], k0, k1, align)
    out = pad.expand(*t.shape[:-2], k1 - k0 + 1, max_len).clone()
    out[..., diag, pos] = t[..., r, c]
    return _wrap(out if k0 != k1 else out.squeeze(-2))


def matrix_set_diag(x, diagonal, k=0, align="RIGHT_LEFT"):
    """``ops.matrix_set_diag(x, diagonal, k=0, align='RIGHT_LEFT')``: ``x`` with its diagonals ``k`` replaced by
    ``diagonal`` (packed as ``matrix_diag_part`` gives them)."""
    api = "MatrixSetDiagV3"
    _check_align(align, api)
    t = tensor_of(x, api, "x")
    d = tensor_of(diagonal, api, "diagonal")
    if t.dim() < 2:
        raise ValueError(f"For {api}, 'x' must have rank at least 2, but got {t.dim()}.")
    _same_dtype(t, d, api)
    k0, k1 = _diag_range(t, k, api)
    (r, c, diag, pos), max_len = _diag_layout(t.shape[-2], t.shape[-1], k0, k1, align)
    if d.dim() < 1 or d.shape[-1] != max_len:
        raise ValueError(f"For {api}, diagonal.shape[-1] is not equal to max_diag_len calculated by "
                         f"min(x.shape[-2] + min(k[1], 0), x.shape[-1] + min(-k[0], 0)), which value is {max_len} in "
                         f"this case, but got diagonal.shape[-1]: {d.shape[-1] if d.dim() else None}.")
    packed = d if k0 != k1 else d.unsqueeze(-2)
    out = t.clone()
    out[..., r, c] = packed.expand(*t.shape[:-2], *packed.shape[-2:])[..., diag, pos]
    return _wrap(out)
