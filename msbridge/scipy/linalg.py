"""``mindspore.scipy.linalg`` on ``torch.linalg`` (gradients through torch's autograd). MindSpore 2.10's rules, as
measured (tests/golden/cases_scipy.py): Tensors of Int32/Int64/Float32/Float64 only (integers computed in Float64),
the boolean flags must be bools (TypeError), ``lu_factor``'s pivots are 0-based Int32 and ``lu``'s permutation
matrix is Int32; ``eigh`` with ``b`` or ``eigvals`` is MindSpore's ValueError."""
import torch as _torch

from ..common.handles import wrap as _wrap
from ._checks import as_float, square_check, tensor_check, type_check

__all__ = ["block_diag", "inv", "cho_factor", "cholesky", "cho_solve", "eigh", "lu_factor", "lu", "solve_triangular",
           "lstsq"]


def _flags(func, **flags):
    for name, value in flags.items():
        type_check(func, value, bool, name)


def block_diag(*arrs):
    """``mindspore.scipy.linalg.block_diag``: ``torch.block_diag`` of the (at most 2-D) Tensors; none gives a
    (1, 0) Float32 Tensor."""
    if not arrs:
        return _wrap(_torch.zeros(1, 0))
    if any(a.ndim > 2 for a in arrs):
        raise ValueError("Arguments to mindspore.scipy.linalg.block_diag must have at most 2 dimensions.")
    return _wrap(_torch.block_diag(*[_torch.atleast_2d(a._t) for a in arrs]))


def inv(a, overwrite_a=False, check_finite=True):
    """``mindspore.scipy.linalg.inv``: ``torch.linalg.inv``."""
    _flags("inv", overwrite_a=overwrite_a, check_finite=check_finite)
    t = tensor_check("inv", a)
    square_check("inv", t)
    return _wrap(_torch.linalg.inv(as_float(t)))


def _cholesky(func, a, lower, overwrite_a, check_finite):
    _flags(func, overwrite_a=overwrite_a, check_finite=check_finite, lower=lower)
    t = tensor_check(func, a)
    square_check(func, t)
    return _wrap(_torch.linalg.cholesky(as_float(t), upper=not lower))


def cholesky(a, lower=False, overwrite_a=False, check_finite=True):
    """``mindspore.scipy.linalg.cholesky``: ``torch.linalg.cholesky`` (upper factor unless ``lower``)."""
    return _cholesky("cholesky", a, lower, overwrite_a, check_finite)


def cho_factor(a, lower=False, overwrite_a=False, check_finite=True):
    """``mindspore.scipy.linalg.cho_factor``: (:func:`cholesky`, ``lower``)."""
    return _cholesky("cho_factor", a, lower, overwrite_a, check_finite), lower


def cho_solve(c_and_lower, b, overwrite_b=False, check_finite=True):
    """``mindspore.scipy.linalg.cho_solve``: ``torch.cholesky_solve`` with the factor of :func:`cho_factor`."""
    c, lower = c_and_lower
    _flags("cho_solve", overwrite_b=overwrite_b, check_finite=check_finite, lower=lower)
    tc, tb = as_float(tensor_check("cho_solve", c, "c")), tensor_check("cho_solve", b, "b")
    rhs = as_float(tb).to(tc.dtype)
    column = rhs.dim() == tc.dim() - 1
    out = _torch.cholesky_solve(rhs.unsqueeze(-1) if column else rhs, tc, upper=not lower)
    return _wrap(out.squeeze(-1) if column else out)


def eigh(a, b=None, lower=True, eigvals_only=False, overwrite_a=False, overwrite_b=False, turbo=True, eigvals=None,
         type=1, check_finite=True):  # noqa: A002 - MindSpore's name
    """``mindspore.scipy.linalg.eigh``: ``torch.linalg.eigh`` of the lower (or upper) triangle: (eigenvalues,
    eigenvectors), or the eigenvalues only."""
    _flags("eigh", lower=lower, eigvals_only=eigvals_only, overwrite_a=overwrite_a, overwrite_b=overwrite_b,
           turbo=turbo, check_finite=check_finite)
    type_check("eigh", type, int, "type")
    t = tensor_check("eigh", a, dtypes=("Int32", "Int64", "Float32", "Float64", "Complex64", "Complex128"))
    square_check("eigh", t)
    for name, value in (("b", b), ("eigvals", eigvals)):
        if value is not None:
            raise ValueError(f"For 'eigh', currently only case {name}=None of 'eigh' is implemented.")
    t = as_float(t)
    half = _torch.tril(t) if lower else _torch.triu(t)  # only this triangle is read, so only it gets a gradient
    strict = _torch.tril(t, -1) if lower else _torch.triu(t, 1)
    values, vectors = _torch.linalg.eigh(half + strict.mH)
    return _wrap(values) if eigvals_only else (_wrap(values), _wrap(vectors))


def lu_factor(a, overwrite_a=False, check_finite=True):
    """``mindspore.scipy.linalg.lu_factor``: ``torch.linalg.lu_factor`` (L and U in one matrix, 0-based Int32
    pivots)."""
    _flags("lu_factor", overwrite_a=overwrite_a, check_finite=check_finite)
    t = tensor_check("lu_factor", a)
    square_check("lu_factor", t)
    factor, pivots = _torch.linalg.lu_factor(as_float(t))
    return _wrap(factor), _wrap((pivots - 1).int())


def lu(a, permute_l=False, overwrite_a=False, check_finite=True):
    """``mindspore.scipy.linalg.lu``: ``torch.linalg.lu``: (P as Int32, L, U), or (P @ L, U) with
    ``permute_l``."""
    _flags("lu", permute_l=permute_l, overwrite_a=overwrite_a, check_finite=check_finite)
    t = tensor_check("lu", a)
    if t.dim() != 2:
        raise ValueError(f"For 'lu', the dimension of 'a' should be 2, but got {t.dim()}.")
    if t.shape[0] > t.shape[1]:
        raise ValueError("last two dimensions of LU decomposition must be row less or equal to col.")
    p, low, up = _torch.linalg.lu(as_float(t))
    return (_wrap(p @ low), _wrap(up)) if permute_l else (_wrap(p.int()), _wrap(low), _wrap(up))


_TRANS = {0: 0, 1: 1, 2: 2, "N": 0, "T": 1, "C": 2}


def solve_triangular(a, b, trans=0, lower=False, unit_diagonal=False, overwrite_b=False, debug=None,
                     check_finite=True):
    """``mindspore.scipy.linalg.solve_triangular``: ``torch.linalg.solve_triangular`` of ``a x = b`` (``trans``
    1/'T': ``a^T x = b``, 2/'C': ``a^H x = b``)."""
    if trans not in _TRANS:
        raise ValueError("For SolveTriangular, Augment[trans] must be one of [1, 2, 3,'N', 'T', 'C'].")
    ta, tb = as_float(a._t), as_float(b._t)
    mode = _TRANS[trans]
    if mode:
        ta = ta.mH if mode == 2 else ta.mT
        lower = not lower
    column = tb.dim() == ta.dim() - 1
    out = _torch.linalg.solve_triangular(ta, tb.unsqueeze(-1) if column else tb, upper=not lower,
                                         unitriangular=unit_diagonal)
    return _wrap(out.squeeze(-1) if column else out)


def lstsq(A, B, rcond=None, driver=None):  # noqa: N803 - MindSpore's names
    """``mindspore.scipy.linalg.lstsq``: ``torch.linalg.lstsq``: (solution, residuals, rank, singular values);
    ``driver`` one of 'gels', 'gelsy' (default), 'gelsd', 'gelss'."""
    if driver is not None and driver not in ("gels", "gelsy", "gelsd", "gelss"):
        raise ValueError(f"Failed to convert the value \"{driver}\" of input 'driver' of 'LstsqV2' to enum.")
    ta, tb = A._t, B._t
    column = tb.dim() == ta.dim() - 1
    out = _torch.linalg.lstsq(ta, tb.unsqueeze(-1) if column else tb, rcond=rcond, driver=driver)
    solution = out.solution.squeeze(-1) if column else out.solution
    residuals = out.residuals.squeeze(-1) if column and out.residuals.numel() else out.residuals
    return _wrap(solution), _wrap(residuals), _wrap(out.rank), _wrap(out.singular_values)


from .._docstrings import attach as _attach_docstrings  # noqa: E402 - loaded after msbridge: its own docstrings

_attach_docstrings("scipy.linalg")
