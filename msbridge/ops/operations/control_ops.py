"""Issue 17: the control-flow primitives ``ops.WhileLoop``, ``ops.ForiLoop`` and ``ops.Scan`` (in PyNative mode
they run their Python functions in a Python loop), and the checking primitives ``ops.Assert`` and
``ops.CheckNumerics``, and ``ops.InsertGradientOf``."""
import inspect

import torch

from ..._checkparam import check_tensor_dtype, check_value_type
from ...common.grad_hooks import GradRecord
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..function._utils import tensor_of
from ..primitive import AttrPrimitive, Primitive

__all__ = ["WhileLoop", "ForiLoop", "Scan", "Assert", "CheckNumerics", "InsertGradientOf"]


def _check_function(value, arg_name, prim_name):
    """A Python function or method (MindSpore's loops take no other callables)."""
    if not (inspect.isfunction(value) or inspect.ismethod(value)):
        raise TypeError(f"For '{prim_name}', the type of '{arg_name}' should be one of '['function', 'method']', but "
                        f"got type '{type(value).__name__}'.")
    return value


class _Plain(Primitive):
    """A primitive without attributes."""

    def __init__(self):
        super().__init__(type(self).__name__)


class WhileLoop(_Plain):
    """``ops.WhileLoop()(cond_func, loop_func, init_val)``: ``val = loop_func(val)`` while ``cond_func(val)``
    holds (a Python while loop); returns the last value."""

    def __call__(self, cond_func, loop_func, init_val):
        _check_function(cond_func, "cond_func", self.name)
        _check_function(loop_func, "loop_func", self.name)
        value = init_val
        while cond_func(value):
            value = loop_func(value)
        return value


class ForiLoop(_Plain):
    """``ops.ForiLoop()(lower, upper, loop_func, init_val, unroll=True)``: ``val = loop_func(i, val)`` for i from
    lower up to upper (a Python for loop over range(lower, upper); the index is a Tensor of lower's dtype where lower
    is a Tensor); ``unroll`` only matters to graph compilation."""

    def __call__(self, lower, upper, loop_func, init_val, unroll=True):
        for name, bound in (("lower", lower), ("upper", upper)):
            if isinstance(bound, bool) or not isinstance(bound, (int, Tensor)):
                raise TypeError(f"For '{self.name}', the type of '{name}' should be one of '['int', 'Tensor']', but "
                                f"got type '{type(bound).__name__}'.")
        _check_function(loop_func, "loop_func", self.name)
        value = init_val
        for i in range(int(lower), int(upper)):
            value = loop_func(_wrap(torch.tensor(i, dtype=lower._t.dtype)) if isinstance(lower, Tensor) else i, value)
        return value


class Scan(_Plain):
    """``ops.Scan()(loop_func, init, xs, length=None, unroll=True)``: ``carry, y = loop_func(carry, x)`` for each
    x of the list or tuple ``xs``; returns (the last carry, the list of the ys). ``length`` and ``unroll`` only
    matter to graph compilation."""

    def __call__(self, loop_func, init, xs, length=None, unroll=True):
        _check_function(loop_func, "loop_func", self.name)
        if not isinstance(xs, (list, tuple)):
            raise TypeError(f"For '{self.name}', 'xs' must be a list or a tuple, but got {type(xs).__name__}.")
        carry, ys = init, []
        for x in xs:
            result = loop_func(carry, x)
            if not isinstance(result, (tuple, list)) or len(result) != 2:
                raise ValueError(f"For '{self.name}', invalid loop_func: it must return (carry, y), but returned "
                                 f"{type(result).__name__}.")
            carry, y = result
            ys.append(y)
        return carry, ys


class Assert(AttrPrimitive):
    """``ops.Assert(summarize=3)(condition, input_data)``: RuntimeError (after printing the first ``summarize``
    values of each Tensor of ``input_data``) unless the bool ``condition`` holds; returns an Int32 Tensor of shape
    (1,) (MindSpore 2.10's CPU kernel returns scratch memory in it: docs/compat.md)."""
    _attrs = (("summarize", 3),)

    def __init__(self, summarize=3):
        check_value_type(summarize, (int,), "summarize", "Assert")
        super().__init__(summarize)

    def __call__(self, condition, input_data):
        if isinstance(condition, Tensor):
            check_tensor_dtype(condition._t, (torch.bool,), "condition", self.name)
            if condition._t.numel() != 1:
                raise ValueError(f"For '{self.name}', the 'condition' must have one element, but got shape "
                                 f"{tuple(condition._t.shape)}.")
            holds = bool(condition._t)
        else:
            holds = bool(condition)
        if not isinstance(input_data, (list, tuple)):
            raise TypeError(f"For '{self.name}', 'input_data' must be a list or a tuple of Tensors, but got "
                            f"{type(input_data).__name__}.")
        data = [tensor_of(x, self.name, "input_data") for x in input_data]
        if not holds:
            print(f"For '{self.name}' condition is false.")
            for t in data:
                print("input data:", t.flatten()[:self.summarize].tolist())
            raise RuntimeError(f"For '{self.name}', assert failed.")
        return _wrap(torch.ones(1, dtype=torch.int32))


class CheckNumerics(_Plain):
    """``ops.CheckNumerics()(x)``: x (a copy), RuntimeError where it has a NaN or an infinite value."""

    def __call__(self, x):
        t = tensor_of(x, self.name, "x")
        check_tensor_dtype(t, (torch.float16, torch.float32, torch.float64), "x", self.name)
        for test, what in ((torch.isnan, "NaN"), (torch.isinf, "Inf")):
            if test(t).any():
                raise RuntimeError(f"For '{self.name}', the input Tensor had {what} values.")
        return _wrap(t.clone())


class InsertGradientOf(Primitive):
    """``ops.InsertGradientOf(f)(input_x)``: input_x unchanged (an identity ``torch.autograd.Function``); in the
    backward pass the gradient with respect to it becomes ``f(gradient)``. Anything but a Tensor is returned as is."""

    def __init__(self, f):
        super().__init__("InsertGradientOf")
        self.add_prim_attr("f", f)
        self._f = f

    def _on_grad(self, grads):
        return (self._f(_wrap(grads[0]))._t,)

    def __call__(self, input_x):
        if not isinstance(input_x, Tensor):
            return input_x
        return _wrap(GradRecord.apply(self._on_grad, input_x._t)[0])
