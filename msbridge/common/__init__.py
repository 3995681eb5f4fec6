"""``mindspore.common``: dtypes, Tensor, Parameter, initializers, seeds."""
from . import api, dtype
from .api import jit, jit_class
from .dtype import *  # noqa: F401,F403
from .jit_config import JitConfig
from .mutable import mutable
from .parameter import Parameter, ParameterTuple
from .seed import get_seed, set_seed
from .tensor import Tensor, from_numpy, is_tensor, tensor

__all__ = ["dtype", "Tensor", "tensor", "from_numpy", "is_tensor", "Parameter", "ParameterTuple",
           "set_seed", "get_seed", "jit", "jit_class", "JitConfig", "mutable"] + dtype.__all__
