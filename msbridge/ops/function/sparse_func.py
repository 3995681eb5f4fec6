"""The functional ops over ``COOTensor`` / ``CSRTensor`` (``ops.coo_abs``, ``ops.csr_to_dense``, ...): an
element-wise op maps the stored values through the dense op of the same name and keeps the indices, as
MindSpore's do."""
from ...common.sparse_tensor import COOTensor, CSRTensor
from . import math_func as M
from . import nn_func as N

# MindSpore's element-wise sparse ops -> the dense op applied to the values
_ELEMENTWISE = {
    "abs": M.abs, "acos": M.acos, "acosh": M.acosh, "asin": M.asin, "asinh": M.asinh, "atan": M.atan,
    "atanh": M.atanh, "ceil": M.ceil, "cos": M.cos, "cosh": M.cosh, "exp": M.exp, "expm1": M.expm1,
    "floor": M.floor, "inv": M.reciprocal, "isfinite": M.isfinite, "isinf": M.isinf, "isnan": M.isnan, "log": M.log,
    "log1p": M.log1p, "neg": M.neg, "relu": N.relu, "relu6": N.relu6, "round": M.round, "sigmoid": N.sigmoid,
    "sin": M.sin, "sinh": M.sinh, "softsign": N.softsign, "sqrt": M.sqrt, "square": M.square, "tan": M.tan,
    "tanh": M.tanh,
}


def _elementwise(kind, name, dense_op):
    def op(x):
        if not isinstance(x, kind):
            raise TypeError(f"Expects {kind.__name__} for {op.__name__}")
        parts = x.to_tuple()
        return kind(*parts[:-2], dense_op(parts[-2]), parts[-1])
    op.__name__ = f"{kind.__name__[:3].lower()}_{name}"
    op.__doc__ = (f"``ops.{op.__name__}(x)``: ``ops.{name}`` of the values of a {kind.__name__} (same indices).")
    return op


__all__ = []
for _name, _op in _ELEMENTWISE.items():
    for _kind in (COOTensor, CSRTensor):
        _fn = _elementwise(_kind, _name, _op)
        globals()[_fn.__name__] = _fn
        __all__.append(_fn.__name__)


def _check_csr(value, api):
    if not isinstance(value, CSRTensor):
        raise TypeError(f"For functional operator {api}, input argument must be a CSRTensor.")
    return value


def csr_to_coo(tensor):
    """``ops.csr_to_coo``: ``CSRTensor.to_coo``."""
    return _check_csr(tensor, "csr_to_coo").to_coo()


def csr_to_dense(csr_tensor):
    """``ops.csr_to_dense``: ``CSRTensor.to_dense`` (torch's sparse CSR ``to_dense``)."""
    return _check_csr(csr_tensor, "csr_to_dense").to_dense()


__all__ += ["csr_to_coo", "csr_to_dense"]
