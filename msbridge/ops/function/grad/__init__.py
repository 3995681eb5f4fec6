"""``mindspore.ops.function.grad``: the functional autodiff API."""
from . import grad_func
from .grad_func import *  # noqa: F401,F403

__all__ = list(grad_func.__all__)
