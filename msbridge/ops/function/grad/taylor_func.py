"""Issue 17, higher-order forward-mode derivatives: ``ops.jet``, ``ops.derivative`` and ``ops.linearize`` over
torch.func.jvp. ``jet`` and ``derivative`` differentiate ``fn`` along the input path
``x(t) = x + sum_k series[k-1] t**k / k!`` and return the derivatives ``d^k fn(x(t)) / dt^k`` at ``t = 0`` (the
convention of MindSpore's Taylor mode: series of derivatives, not of Taylor coefficients), each order one more
nested torch.func.jvp in ``t``."""
import math

import torch

from .._utils import is_int, tensor_of
from ....common.api import plain_cells
from ....common.handles import wrap_any as _wrap_any
from ....common.tensor import Tensor
from .grad_func import _check_inputs, _torch_fn

__all__ = ["jet", "derivative", "linearize"]


def _float(t):
    """Integer inputs are differentiated as Float32 (as MindSpore converts them)."""
    return t if t.is_floating_point() or t.is_complex() else t.to(torch.float32)


def _jet_pair(primal, series):
    """The torch primal and ``(orders, *primal.shape)`` series of one input; a series of the primal's shape is
    one order."""
    p, s = _float(tensor_of(primal, "jet", "primals")), _float(tensor_of(series, "jet", "series"))
    if s.shape == p.shape:
        s = s.unsqueeze(0)
    elif s.shape[1:] != p.shape:
        raise ValueError("In series, the shape of each element must be the same as the primals.")
    return p, s


def _taylor(fn, primals, series, orders):
    """``fn(x(t))`` and its derivatives of orders ``orders`` (increasing) in ``t`` at 0: a tuple of torch outputs
    per requested order (torch tensors or tuples of them, as ``fn`` returns)."""
    fn_t = _torch_fn(fn, len(primals), False, "jet")
    n = series[0].shape[0]

    def path(t):
        inputs = []
        for p, s in zip(primals, series):
            x, power = p, t
            for k in range(n):
                x = x + s[k] * (power / math.factorial(k + 1))
                power = power * t
            inputs.append(x)
        return fn_t(*inputs)

    t0 = torch.zeros((), dtype=primals[0].dtype)
    one = torch.ones((), dtype=primals[0].dtype)
    results, g = [], path
    with plain_cells():  # under GRAPH_MODE a Cell runs its forward inside the transforms (torch.compile cannot)
        for order in range(1, orders[-1] + 1):
            g = (lambda inner: lambda t: torch.func.jvp(inner, (t,), (one,))[1])(g)
            if order in orders:
                results.append(g(t0))
        return path(t0), results


def _outputs(value, terms):
    """MindSpore's ``(out_primals, out_series)``: a list per output where ``fn`` returns several."""
    if isinstance(value, tuple) and len(value) > 1:
        return ([_wrap_any(v) for v in value], [_wrap_any(t) for t in terms])
    return _wrap_any(value), _wrap_any(terms)


def jet(fn, primals, series):
    """``ops.jet(fn, primals, series)``: ``(fn(primals), series of its 1st to n-th derivatives)`` along the input
    path given by ``series`` (``series[i]`` the (i+1)-th derivative of the inputs; a Tensor or a tuple per input),
    via nested torch.func.jvp."""
    if not ((isinstance(primals, Tensor) and isinstance(series, Tensor))
            or (isinstance(primals, tuple) and isinstance(series, tuple))):
        raise TypeError("For 'F.jet', the 'primals' and `series` must be both Tensor or tuple.")
    if isinstance(primals, Tensor):
        primals, series = (primals,), (series,)
    if len(primals) != len(series):
        raise ValueError("The lengths of primals and series must be the same.")
    pairs = [_jet_pair(p, s) for p, s in zip(primals, series)]
    ps, ss = [p for p, _ in pairs], [s for _, s in pairs]
    orders = list(range(1, ss[0].shape[0] + 1))
    value, terms = _taylor(fn, ps, ss, orders)
    if isinstance(value, tuple) and len(value) > 1:
        return _outputs(value, [torch.stack([t[i] for t in terms]) for i in range(len(value))])
    return _outputs(value, torch.stack(terms))


def derivative(fn, primals, order):
    """``ops.derivative(fn, primals, order)``: ``(fn(primals), its order-th derivative)`` along the direction of
    ones in every input (the series ``[1, 0, ..., 0]``), via nested torch.func.jvp."""
    if not is_int(order):
        raise TypeError("For `F.derivative`, the type of order must be int.")
    if order < 1:
        raise ValueError(f"For `F.derivative`, value of order should not be less than 1, but got {order}.")
    inputs = primals if isinstance(primals, tuple) else (primals,)
    ps = [_float(tensor_of(p, "derivative", "primals")) for p in inputs]
    ss = [torch.cat((torch.ones((1,) + p.shape, dtype=p.dtype), torch.zeros((order - 1,) + p.shape, dtype=p.dtype)))
          for p in ps]
    value, (term,) = _taylor(fn, ps, ss, [order])
    if isinstance(value, tuple) and len(value) > 1:
        return _outputs(value, list(term))
    return _outputs(value, term)


def linearize(fn, inputs):
    """``ops.linearize(fn, inputs)``: ``(fn(*inputs), jvp_fn)``; ``jvp_fn(v)`` gives the Jacobian-vector product
    at ``inputs`` for tangents ``v`` (a Tensor, or a tuple/list with one per input), via torch.func.jvp."""
    if not isinstance(inputs, (Tensor, tuple, list)):
        raise TypeError("The inputs type must be a Tensor, tuple or list of Tensors.")
    primals = _check_inputs(inputs)
    output = fn(*primals)
    fn_t = _torch_fn(fn, len(primals), False, "linearize")

    def jvp_fn(v):
        tangents = _check_inputs(v)
        with plain_cells():  # as in _taylor
            out = torch.func.jvp(fn_t, tuple(p._t for p in primals), tuple(t._t for t in tangents))[1]
        return _wrap_any(out)
    return output, jvp_fn
