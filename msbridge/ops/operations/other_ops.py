"""``mindspore.ops.operations.other_ops``: Depend and Partial (graph ordering and currying in eager Python)."""
import functools

from ..primitive import Primitive

__all__ = ["Depend", "Partial", "depend", "partial", "identity"]


def depend(value, expr):
    """``ops.depend``: returns ``value``; ``expr`` has already run (eager execution keeps the order)."""
    return value


def partial(func, *args):
    """``ops.partial``: functools.partial binding the first arguments of ``func``."""
    return functools.partial(func, *args)


def identity(x):
    """``ops.identity``: returns its input unchanged (the single-device gradient reducer of the tutorials)."""
    return x


class Depend(Primitive):
    """``ops.Depend()(value, expr)``: :func:`depend`."""

    def __init__(self):
        super().__init__("Depend")

    def __call__(self, value, expr):
        return depend(value, expr)


class Partial(Primitive):
    """``ops.Partial()(func, *args)``: :func:`partial`."""

    def __init__(self):
        super().__init__("Partial")

    def __call__(self, func, *args):
        return partial(func, *args)
