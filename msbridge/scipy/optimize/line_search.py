"""``mindspore.scipy.optimize.line_search``: the strong-Wolfe line search (Nocedal & Wright, Algorithms 3.5 and 3.6)
on torch, step for step as MindSpore 2.10 runs it, so that its steps, values and evaluation counts are MindSpore's.
``minimize`` (BFGS, LBFGS) searches with :func:`wolfe_search`."""
from typing import NamedTuple

import numpy as _np
import torch as _torch

from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor as _Tensor
from ...ops.composite.base import GradOperation as _GradOperation

__all__ = ["line_search"]

_ZOOM_STEPS = 10  # MindSpore 2.10 zooms at most 10 times (as scipy)


class _LineSearchResults(NamedTuple):
    """What ``line_search`` returns (MindSpore's field names and order)."""
    failed: bool
    nit: int
    nfev: int
    ngev: int
    k: int
    a_k: float
    f_k: float
    g_k: _Tensor
    status: int


class Search(NamedTuple):
    """The outcome of :func:`wolfe_search`: the step ``a_star`` with the value ``phi_star`` and gradient ``g_star``
    there, whether it ended (``done``) or failed, its iterations ``i`` (one more than those run), the evaluations
    ``nfev`` and the ``status`` (0 passed, 1 zoom failed, 3 out of iterations)."""
    done: bool
    failed: bool
    i: int
    nfev: int
    a_star: _torch.Tensor
    phi_star: _torch.Tensor
    g_star: _torch.Tensor
    status: int


def torch_of(value, dtype):
    """The torch tensor of a Tensor (or a Python number in ``dtype``)."""
    return value._t.detach() if isinstance(value, _Tensor) else _torch.as_tensor(value, dtype=dtype)


def scalar(t):
    """A 0-d result as a Python number (as MindSpore's results hold it), others as a Tensor."""
    return t.item() if t.dim() == 0 else _wrap(t)


def gradient_of(func):
    """The gradient function ``minimize`` and ``line_search`` use when no ``jac`` is given: ``GradOperation``."""
    return _GradOperation()(func)


def _f32(value):
    """A Python float as MindSpore 2.10 multiplies it into a Tensor, Float64 ones too: rounded to Float32."""
    return float(_np.float32(value))


def _dot(a, b):
    return _torch.dot(a, b) if a.dim() == 1 else (a * b).sum()


def along(func, jac, xk, pk):
    """``phi(alpha) -> (f, gradient, slope)`` at ``xk + alpha pk`` (``func`` and ``jac`` called with a Tensor)."""
    def phi(alpha):
        x = _wrap(xk + alpha * pk)
        f = torch_of(func(x), xk.dtype)
        g = torch_of(jac(x), xk.dtype)
        return f, g, _dot(g, pk)
    return phi


def _cubic_min(a, fa, fpa, b, fb, c, fc):
    """The minimizer of the cubic through (a, fa), (b, fb), (c, fc) with slope fpa at a. As in MindSpore 2.10, its
    two coefficients are Float32 whatever the dtype of the points (the rest is computed in the points' dtype)."""
    db, dc = b - a, c - a
    denom = (db * dc) ** 2 * (db - dc)
    rows = _torch.stack([dc ** 2, -db ** 2, -dc ** 3, db ** 3]).float().reshape(2, 2)
    rhs = _torch.stack([fb - fa - fpa * db, fc - fa - fpa * dc]).float()
    a2, b2 = (rows @ rhs) / denom.float()
    return a + (-b2 + _torch.sqrt(b2 * b2 - 3. * a2 * fpa)) / (3. * a2)


def _quad_min(a, fa, fpa, b, fb):
    """The minimizer of the parabola through (a, fa), (b, fb) with slope fpa at a."""
    db = b - a
    b2 = (fb - fa - fpa * db) / (db ** 2)
    return a - fpa / (2. * b2)


def _inside(value, low, high):
    return bool(_torch.isfinite(value)) and bool(low < value) and bool(value < high)


def _zoom(phi, low, high, phi_0, g_0, dphi_0, c1, c2):
    """Algorithm 3.6: shrink the bracket ``low``/``high`` (each ``(alpha, phi, slope)``) to a strong-Wolfe step by
    cubic, quadratic or bisection trials. MindSpore 2.10's rules kept: the cubic from the second trial on, a bracket
    end that swaps to ``high`` takes the bracket's *first* ``low``, ``c2`` in Float32, and a search still running
    after its 10th trial fails (step 1, value and gradient of the first ``low``). Returns (failed, star, nfev)."""
    first_low = low
    (a_lo, f_lo, d_lo), (a_hi, f_hi, d_hi) = low, high
    a_rec, f_rec = (a_lo + a_hi) / 2., (f_lo + f_hi) / 2.
    star = (_torch.ones_like(a_lo), f_lo, g_0)
    curvature = -_torch.tensor(c2, dtype=_torch.float32).to(dphi_0.dtype) * dphi_0
    done, j = False, 0
    while not done and j < _ZOOM_STEPS:
        span = a_hi - a_lo
        left, right = _torch.minimum(a_lo, a_hi), _torch.maximum(a_lo, a_hi)
        cubic = _cubic_min(a_lo, f_lo, d_lo, a_hi, f_hi, a_rec, f_rec)
        quad = _quad_min(a_lo, f_lo, d_lo, a_hi, f_hi)
        if j > 0 and _inside(cubic, left + _f32(0.2) * span, right - _f32(0.2) * span):
            a_j = cubic
        elif _inside(quad, left + _f32(0.1) * span, right - _f32(0.1) * span):
            a_j = quad
        else:
            a_j = (a_lo + a_hi) / 2.0
        f_j, g_j, d_j = phi(a_j)
        if f_j > phi_0 + _f32(c1) * a_j * dphi_0 or f_j >= f_lo:
            a_rec, f_rec = a_hi, f_hi
            a_hi, f_hi, d_hi = a_j, f_j, d_j
        elif _torch.abs(d_j) <= curvature:
            done, star = True, (a_j, f_j, g_j)
        else:
            if d_j * (a_hi - a_lo) >= 0.:
                a_hi, f_hi, d_hi = first_low
            a_rec, f_rec = a_lo, f_lo
            a_lo, f_lo, d_lo = a_j, f_j, d_j
        j += 1
    return j == _ZOOM_STEPS, star, j


def wolfe_search(func, jac, xk, pk, old_fval=None, old_old_fval=None, gfk=None, c1=1e-4, c2=0.9, maxiter=20):
    """Algorithm 3.5 on torch tensors ``xk``, ``pk``: steps doubling from the first trial (1, or 1.01 times the step
    that ``old_old_fval`` predicts, at most 1) until one passes the strong Wolfe conditions or brackets a zoom. Its
    Python-float constants (``c1``, ``c2``, 2.02, 0.2, 0.1) are rounded to Float32 as MindSpore's Tensor arithmetic
    rounds them, whatever the dtype."""
    dtype = xk.dtype
    phi = along(func, jac, xk, pk)
    zero, one = _torch.zeros((), dtype=dtype), _torch.ones((), dtype=dtype)
    if old_fval is None or gfk is None:
        nfev = 1
        phi_0, g_0, dphi_0 = phi(zero)
    else:
        nfev = 0
        phi_0, g_0 = torch_of(old_fval, dtype), torch_of(gfk, dtype)
        dphi_0 = _dot(g_0, pk)
    start = one
    if old_old_fval is not None:
        guess = _f32(1.01 * 2) * (phi_0 - torch_of(old_old_fval, dtype)) / dphi_0
        start = _torch.minimum(guess, one) if bool(_torch.isfinite(guess)) else one
    previous = (zero, phi_0, dphi_0)
    star = (zero, phi_0, g_0)
    done, failed, i = False, False, 1
    while not done and i <= maxiter:
        a_i = previous[0] * 2.0 if i > 1 else start
        f_i, g_i, d_i = phi(a_i)
        nfev += 1
        if f_i > phi_0 + _f32(c1) * a_i * dphi_0 or (f_i >= previous[1] and i > 1):
            failed, star, zoomed = _zoom(phi, previous, (a_i, f_i, d_i), phi_0, g_0, dphi_0, c1, c2)
            nfev, done = nfev + zoomed, True
        elif _torch.abs(d_i) <= _f32(-c2) * dphi_0:
            star, done = (a_i, f_i, g_i), True
        elif d_i >= 0.:
            failed, star, zoomed = _zoom(phi, (a_i, f_i, d_i), previous, phi_0, g_0, dphi_0, c1, c2)
            nfev, done = nfev + zoomed, True
        i += 1
        previous = (a_i, f_i, d_i)
    a_star, phi_star, g_star = star
    if a_star.dtype != _torch.float64 and bool(_torch.abs(a_star) < 1e-8):
        a_star = _torch.sign(a_star) * 1e-8
    status = 1 if failed else 3 if i > maxiter else 0
    return Search(done, failed, i, nfev, a_star, phi_star, g_star, status)


def line_search(f, xk, pk, jac=None, gfk=None, old_fval=None, old_old_fval=None, c1=1e-4, c2=0.9, maxiter=20):
    """``mindspore.scipy.optimize.line_search(f, xk, pk, jac=None, gfk=None, old_fval=None, old_old_fval=None,
    c1=1e-4, c2=0.9, maxiter=20)``: a step along ``pk`` from ``xk`` that satisfies the strong Wolfe conditions, as
    ``_LineSearchResults(failed, nit, nfev, ngev, k, a_k, f_k, g_k, status)``; gradients by torch autograd unless
    ``jac`` is given. ``gfk`` and ``old_fval`` (both) spare the evaluation at ``xk``."""
    for name, value in (("xk", xk), ("pk", pk)):
        if not isinstance(value, _Tensor):
            raise AttributeError(f"For 'line_search', '{name}' must be a Tensor, but got {type(value).__name__}.")
    try:
        _torch.broadcast_shapes(xk.shape, pk.shape)
    except RuntimeError:
        raise ValueError(f"For 'line_search', 'xk' and 'pk' must broadcast, but got shapes {xk.shape} and "
                         f"{pk.shape}.") from None
    search = wolfe_search(f, gradient_of(f) if jac is None else jac, xk._t.detach(), pk._t.detach(), old_fval,
                          old_old_fval, gfk, c1, c2, maxiter)
    return _LineSearchResults(failed=search.failed or not search.done, nit=search.i - 1, nfev=search.nfev,
                              ngev=search.nfev, k=search.i, a_k=scalar(search.a_star), f_k=scalar(search.phi_star),
                              g_k=_wrap(search.g_star), status=search.status)
