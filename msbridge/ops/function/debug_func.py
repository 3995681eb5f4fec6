"""mindspore.ops functional: debug_func, ``ops.print_`` (the functional form of ``ops.Print``)."""
from ...common.tensor import Tensor

__all__ = ["print_"]


def print_(*input_x):
    """``ops.print_(*input_x)``: prints each argument on its own line (a Tensor as ``Tensor(shape=..., dtype=...,
    value=...)``, anything else as ``str``); returns None."""
    for value in input_x:
        print(repr(value) if isinstance(value, Tensor) else value)
