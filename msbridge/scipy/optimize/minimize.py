"""``mindspore.scipy.optimize.minimize``: BFGS and LBFGS on torch, each step as MindSpore 2.10 takes it (its
strong-Wolfe line search, its inverse-Hessian update, its stopping rules), so that iterates and the counts of
evaluations and iterations are MindSpore's. Gradients by torch autograd unless ``jac`` is given."""
import math
from typing import NamedTuple, Optional

import torch as _torch

from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor as _Tensor
from ._lagrange import check_arguments, minimize_lagrange
from .line_search import gradient_of, scalar, torch_of, wolfe_search

__all__ = ["minimize"]


class OptimizeResults(NamedTuple):
    """What ``minimize`` returns (MindSpore's field names and order); ``hess_inv`` is None for LBFGS."""
    x: _Tensor
    success: bool
    status: int
    fun: float
    jac: _Tensor
    hess_inv: Optional[_Tensor]
    nfev: int
    njev: int
    nit: int


def _norm(g, order):
    """MindSpore 2.10's convergence norm: the largest magnitude for ``inf``, the Euclidean norm for any other order."""
    return _torch.abs(g).max() if order == math.inf else _torch.sqrt(_torch.sum(g ** 2))


def _bfgs_update(h, s, y):
    """The BFGS inverse-Hessian update (I - rho s y^T) H (I - rho y s^T) + rho s s^T, rho = 1 / (y . s)."""
    rho = 1. / _torch.dot(y, s)
    eye = _torch.eye(s.shape[0], dtype=s.dtype)
    left = eye - rho * (s[:, None] * y[None, :])
    right = eye - rho * (y[:, None] * s[None, :])
    return (left @ h) @ right + rho * (s[:, None] * s[None, :])


class _History:
    """LBFGS's last ``size`` curvature pairs and its two-loop product with a gradient (MindSpore 2.10 skips a pair
    whose y . s is at most 1e-10, and then searches along the plain gradient)."""

    def __init__(self, size):
        self.size, self.pairs = size, []

    def direction(self, g, s, y):
        ys = _torch.dot(y, s)
        if bool(ys <= 1e-10):
            return g
        rho = 1. / ys
        self.pairs = (self.pairs + [(s, y, rho * s, rho * y)])[-self.size:] if self.size > 0 else []
        q, alphas = g, []
        for s_i, y_i, rs_i, _ in reversed(self.pairs):
            alpha = _torch.dot(rs_i, q)
            q = q - alpha * y_i
            alphas.insert(0, alpha)
        r = ys / _torch.dot(y, y) * q
        for (s_i, _, _, ry_i), alpha in zip(self.pairs, alphas):
            r = r + alpha * s_i - _torch.dot(ry_i, r) * s_i
        return r


def _descend(func, x0, jac, maxiter, norm, gtol, line_search_maxiter, history):
    """The quasi-Newton loop both methods share: ``history`` is None for BFGS (dense inverse Hessian) or an LBFGS
    :class:`_History`. Returns the :class:`OptimizeResults`."""
    x = x0._t.detach()
    if maxiter is None:
        maxiter = x.numel() * 200
    jac = gradient_of(func) if jac is None else jac
    f, g = torch_of(func(_wrap(x)), x.dtype), torch_of(jac(_wrap(x)), x.dtype)
    h = _torch.eye(x.shape[0], dtype=x.dtype) if history is None else None
    converged, failed, k, nfev, search_status = bool(_norm(g, math.inf) < gtol), False, 0, 1, 0
    old_old_fval, direction = f + _norm(g, None) / 2, g if history is not None else None
    while k < maxiter:
        p = -1 * (h @ g if history is None else direction)
        search = wolfe_search(func, jac, x, p, old_fval=f, old_old_fval=old_old_fval, gfk=g,
                              maxiter=line_search_maxiter)
        nfev += search.nfev
        failed, search_status = search.failed or not search.done, search.status
        if failed:
            break
        s = search.a_star * p
        x, y = x + s, search.g_star - g
        old_old_fval, f, g = f, search.phi_star, search.g_star
        converged = bool(_norm(g, norm) < gtol)
        if converged:
            break
        if history is None:
            h = _bfgs_update(h, s, y)
        else:
            direction = history.direction(g, s, y)
        k += 1
    status = 0 if converged else 1 if k == maxiter else 2 + search_status if failed else -1
    return OptimizeResults(x=_wrap(x), success=converged and not failed, status=status, fun=scalar(f), jac=_wrap(g),
                           hess_inv=None if h is None else _wrap(h), nfev=nfev, njev=nfev, nit=k)


def _bfgs(func, x0, jac=None, maxiter=None, norm=math.inf, gtol=1e-5, line_search_maxiter=10):
    """BFGS (Nocedal & Wright, Algorithm 6.1) from the identity as the first inverse Hessian."""
    return _descend(func, x0, jac, maxiter, norm, gtol, line_search_maxiter, None)


def _lbfgs(func, x0, jac=None, history_size=20, maxiter=None, norm=math.inf, gtol=1e-5, line_search_maxiter=10):
    """LBFGS: the two-loop recursion over the last ``history_size`` curvature pairs."""
    return _descend(func, x0, jac, maxiter, norm, gtol, line_search_maxiter, _History(history_size))


def minimize(func, x0, args=(), method=None, jac=None, hess=None, hessp=None, bounds=None, constraints=(),
             tol=None, callback=None, options=None):
    """``mindspore.scipy.optimize.minimize(func, x0, args=(), method=None, jac=None, hess=None, hessp=None,
    bounds=None, constraints=(), tol=None, callback=None, options=None)``: ``method`` 'BFGS' or 'LBFGS' (any case)
    from the 1-D Tensor ``x0``, returning ``OptimizeResults(x, success, status, fun, jac, hess_inv, nfev, njev,
    nit)``. ``options``: ``maxiter`` (None: 200 per variable), ``norm``, ``gtol``, ``line_search_maxiter`` and, for
    LBFGS, ``history_size``. As in MindSpore, ``hess``, ``hessp``, ``bounds``, ``tol`` and ``callback`` are not used
    and ``jac`` is called without ``args``. 'LAGRANGE': Adam steps on an augmented Lagrangian of ``func`` with the
    inequality ``constraints`` (``tol``: their tolerances; ``options``: ``obj_weight``, ``lower``, ``upper``,
    ``learning_rate``, ``coincide_fun``, ``rounds``, ``steps``, ``log_sw``), returning ``_LagrangeResults``."""
    if method is None:
        raise ValueError("For 'minimize', you must specify a solver with 'method', but got None.")
    options = {} if options is None else options
    if not isinstance(args, tuple):
        raise TypeError(f"For 'minimize', 'args' must be a tuple, but got {args}.")
    solver = method.lower()
    if solver == "lagrange":
        check_arguments(func, constraints, options, tol)
        return minimize_lagrange(func, x0, constraints, tol, **options)
    solvers = {"bfgs": _bfgs, "lbfgs": _lbfgs}
    if solver not in solvers:
        raise ValueError(f"For 'minimize', method {method} is not recognized.")
    if not isinstance(x0, _Tensor):
        raise TypeError(f"For 'minimize', 'x0' must be a Tensor, but got {type(x0).__name__}.")
    if x0.dim() != 1:
        raise (IndexError if x0.dim() == 0 else ValueError)(
            f"For 'minimize', 'x0' must be a 1-D Tensor, but got shape {x0.shape}.")
    if not x0.is_floating_point():
        raise TypeError(f"For 'minimize', 'x0' must be a float Tensor, but got {x0.dtype}.")
    return solvers[solver](lambda x: func(x, *args), x0, jac, **options)
