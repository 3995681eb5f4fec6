"""``mindspore.ops``: functional ops and primitive classes over torch."""
from . import function, operations, primitive, tensor_method
from .function import *  # noqa: F401,F403
from .operations import *  # noqa: F401,F403
from .primitive import Primitive

__all__ = function.__all__ + operations.__all__ + ["Primitive"]
