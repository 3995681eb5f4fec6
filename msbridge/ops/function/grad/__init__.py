"""``mindspore.ops.function.grad``: the functional autodiff API."""
from . import grad_func, taylor_func
from .grad_func import *  # noqa: F401,F403
from .taylor_func import *  # noqa: F401,F403

__all__ = list(grad_func.__all__) + list(taylor_func.__all__)
