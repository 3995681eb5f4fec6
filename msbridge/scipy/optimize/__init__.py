"""``mindspore.scipy.optimize``: ``linear_sum_assignment`` (as in MindSpore, the package attribute is the function, so
``import mindspore.scipy.optimize.linear_sum_assignment as lsap`` binds the function). ``minimize`` and
``line_search`` are not provided yet (docs/compat/scipy.md)."""
from .linear_sum_assignment import linear_sum_assignment

__all__ = ["linear_sum_assignment"]

from ..._docstrings import attach as _attach_docstrings  # noqa: E402 - loaded after msbridge: its own docstrings

_attach_docstrings("scipy.optimize")
