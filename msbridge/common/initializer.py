"""``mindspore.common.initializer``: initializers drawing with torch's generator."""
import numbers

import torch

from . import dtype as mstype
from .tensor import Tensor, _wrap

__all__ = ["Initializer", "initializer", "Zero", "One", "Constant"]


class Initializer:
    """Base of the initializers: ``init(arr)`` fills a torch tensor in place."""

    def __init__(self, **kwargs):
        self._kwargs = kwargs
        self.shape = None
        self.dtype = None

    def _fill(self, t):
        raise NotImplementedError

    def __call__(self, arr):
        with torch.no_grad():
            self._fill(arr._t if isinstance(arr, Tensor) else arr)
        return arr

    def init_data(self):
        """The initialised Tensor of ``self.shape``/``self.dtype``."""
        t = torch.empty(self.shape, dtype=mstype.to_torch_dtype(self.dtype or mstype.float32))
        self(t)
        return _wrap(t)


class Zero(Initializer):
    """All zeros (``torch.nn.init.zeros_``)."""

    def _fill(self, t):
        t.zero_()


class One(Initializer):
    """All ones (``torch.nn.init.ones_``)."""

    def _fill(self, t):
        t.fill_(1)


class Constant(Initializer):
    """A constant value (``torch.nn.init.constant_``)."""

    def __init__(self, value):
        super().__init__(value=value)
        self.value = value

    def _fill(self, t):
        t.fill_(self.value)


_ALIASES = {"zeros": Zero, "zero": Zero, "ones": One, "one": One}


def initializer(init, shape=None, dtype=mstype.float32):
    """A Tensor of ``shape``/``dtype`` filled by ``init`` (an Initializer, its name, a number or a Tensor)."""
    if not isinstance(init, (Tensor, numbers.Number, str, Initializer)):
        raise TypeError("For 'initializer', the type of the 'init' argument should be 'Tensor', 'number', "
                        f"'string' or 'initializer', but got {type(init)}.")
    if isinstance(init, Tensor):
        return init
    if isinstance(shape, numbers.Integral):
        shape = (shape,)
    shape = tuple(shape) if shape is not None else None
    for value in shape or ():
        if not isinstance(value, int) or value <= 0:
            raise ValueError("For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
                             f"positive integer, but got {shape}")
    if isinstance(init, str):
        cls = _ALIASES.get(init.lower())
        if cls is None:
            raise ValueError(f"For 'initializer', the class corresponding to '{init}' was not found.")
        init = cls()
    elif isinstance(init, numbers.Number):
        init = Constant(init)
    init.shape, init.dtype = shape, dtype
    return init.init_data()
