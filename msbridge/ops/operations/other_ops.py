"""``mindspore.ops.operations.other_ops``: Depend and Partial (graph ordering and currying in eager Python)."""
import functools

from ...common.grad_hooks import GradRecord, check_hook
from ...common.handles import wrap
from ...common.tensor import Tensor
from ..primitive import Primitive

__all__ = ["Depend", "HookBackward", "Partial", "depend", "partial", "identity"]


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


# how MindSpore names a Python scalar given where a Tensor is expected
_SCALAR_KINDS = {bool: "Bool", int: "Int64", float: "Float32", str: "String"}


class HookBackward(Primitive):
    """``ops.HookBackward(hook_fn, cell_id="")(*inputs)``: the inputs unchanged (one Tensor, or a tuple of them);
    in the backward pass ``hook_fn(grads)`` sees the tuple of gradients w.r.t. them and may return replacements
    (a Tensor, or a tuple with one per input). Maps to an identity ``torch.autograd.Function``."""

    def __init__(self, hook_fn, cell_id=""):
        super().__init__("HookBackward")
        check_hook(hook_fn)
        self.cell_id = cell_id
        self.add_prim_attr("cell_id", cell_id)
        self._hook_fn = hook_fn

    def _on_grad(self, count):
        def on_grad(grads):
            result = self._hook_fn(tuple(wrap(g) for g in grads))
            if result is None:
                return None
            if isinstance(result, Tensor):
                result = (result,)
            if not isinstance(result, tuple) or len(result) != count:
                name = getattr(self._hook_fn, "__name__", type(self._hook_fn).__name__)
                raise TypeError(f"The output type of function: {name} should be a tensor but got "
                                f"{type(result).__name__}.")
            return tuple(g._t for g in result)
        return on_grad

    def __call__(self, *inputs):
        for item in inputs:
            if not isinstance(item, Tensor):
                kind = _SCALAR_KINDS.get(type(item), f"type '{type(item).__name__}'")
                raise TypeError(f"For 'HookBackward', the element of 'input' must be Tensor, but got {kind}.The "
                                "supported data types depend on the hardware that executes the operator, for more "
                                "details, please refer to the MindSpore official website to get more information "
                                "about the data type.")
        outs = GradRecord.apply(self._on_grad(len(inputs)), *(x._t for x in inputs))
        outs = tuple(wrap(t) for t in outs)
        return outs[0] if len(outs) == 1 else outs
