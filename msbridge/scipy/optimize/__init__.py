"""``mindspore.scipy.optimize``: ``minimize`` (BFGS, LBFGS, LAGRANGE), ``line_search`` and ``linear_sum_assignment``
(as in MindSpore, each package attribute is the function, so ``import mindspore.scipy.optimize.linear_sum_assignment
as lsap`` binds the function)."""
from .minimize import minimize
from .line_search import line_search
from .linear_sum_assignment import linear_sum_assignment

__all__ = ["minimize", "line_search", "linear_sum_assignment"]

from ..._docstrings import attach as _attach_docstrings  # noqa: E402 - loaded after msbridge: its own docstrings

_attach_docstrings("scipy.optimize")
