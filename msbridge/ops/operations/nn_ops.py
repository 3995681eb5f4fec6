"""Primitive classes of neural-network ops (``ops.ReLU``, ``ops.Softmax`` ...)."""
from ..function import nn_func as F
from ..function._utils import is_int
from ..primitive import FunctionPrimitive, Primitive

__all__ = ["ReLU", "Sigmoid", "Softmax"]


class ReLU(FunctionPrimitive):
    """``ops.ReLU``: torch.relu (integer inputs keep their dtype)."""
    fn = staticmethod(F.relu)


class Sigmoid(FunctionPrimitive):
    """``ops.Sigmoid``: torch.sigmoid."""
    fn = staticmethod(F.sigmoid)


class Softmax(Primitive):
    """``ops.Softmax(axis=-1)``: torch.softmax (the axis is kept as a 1-tuple, as in MindSpore)."""

    def __init__(self, axis=-1):
        super().__init__(type(self).__name__)
        if is_int(axis):
            axis = (axis,)
        if not isinstance(axis, tuple) or not all(is_int(a) for a in axis):
            raise TypeError("For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', "
                            f"but got {type(axis)}.")
        self.add_prim_attr("axis", axis)

    def __call__(self, input):
        if len(self.axis) != 1:
            raise RuntimeError("For Softmax, the parameter 'axis' only support int type on CPU, but got tuple.")
        return F.softmax(input, self.axis[0])
