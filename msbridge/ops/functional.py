"""``mindspore.ops.functional`` (``F``): the functional ops plus the graph helpers MindSpore keeps here
(depend, partial, identity, tuple_to_array, mixed_precision_cast)."""
from ..common.handles import wrap as _wrap
from ..common.tensor import Tensor
from ..common import dtype as mstype
from .function import *  # noqa: F401,F403
from .function import __all__ as _function_all
from .operations.extra_ops import INSTANCES as _INSTANCES
from .operations.extra_ops import (pows, reduce_max, reduce_mean, reduce_min, reduce_sum, reshape_,  # noqa: F401
                                   shape_, tensor_range, tensor_slice)
from .operations.other_ops import depend, identity, partial
# MindSpore exports these four primitive classes here too
from .operations import AdaptiveMaxPool2D, Median, Roll, UniqueConsecutive  # noqa: F401

__all__ = list(_function_all) + ["depend", "identity", "partial", "mixed_precision_cast"] + _INSTANCES + [
    "AdaptiveMaxPool2D", "Median", "Roll", "UniqueConsecutive"]


def mixed_precision_cast(dst_type, input_x):
    """``F.mixed_precision_cast``: casts floating Tensors (alone or inside a tuple/list) to ``dst_type``; other
    values, and dicts, are returned unchanged."""
    if isinstance(input_x, Tensor):
        if input_x._t.is_floating_point():
            return _wrap(input_x._t.to(mstype.to_torch_dtype(dst_type)))
        return input_x
    if isinstance(input_x, (tuple, list)):
        return tuple(mixed_precision_cast(dst_type, x) for x in input_x)
    return input_x
