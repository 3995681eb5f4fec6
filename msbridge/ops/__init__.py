"""``mindspore.ops``: functional ops, primitive classes and composites over torch."""
from . import composite, function, functional, operations, primitive, tensor_method
from .composite import GradOperation, HyperMap, Map, MultitypeFuncGraph
from .function import *  # noqa: F401,F403
from .operations import *  # noqa: F401,F403
from .operations.extra_ops import (pows, reduce_max, reduce_mean, reduce_min, reduce_sum, reshape_,  # noqa: F401
                                   shape_, tensor_range, tensor_slice)
from ..communication.torch_style import (all_gather, all_reduce, barrier, broadcast, get_backend,  # noqa: F401
                                         get_process_group_ranks, get_rank, new_group, recv, send)
from .primitive import (Primitive, PrimitiveWithCheck, PrimitiveWithInfer, constexpr, prim_arg_register,
                        prim_attr_register)

_COMM = ["all_gather", "all_reduce", "barrier", "broadcast", "get_backend", "get_process_group_ranks", "get_rank",
         "new_group", "recv", "send"]  # MindSpore's ops.function.comm_func: mint.distributed's functions again
__all__ = (function.__all__ + operations.__all__ + primitive.__all__ + composite.base.__all__ + _COMM
           + operations.extra_ops.INSTANCES)
