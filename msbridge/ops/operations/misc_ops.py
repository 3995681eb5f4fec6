"""Issue 17, assorted primitive classes: ``ops.PyFunc`` (a Python function of numpy arrays, run eagerly),
``ops.Morph`` (a user function with its own shape/dtype inference and optional bprop; GRAPH_MODE only, as in
MindSpore), ``ops.Reusing`` (returns the function it is given: no-inline marking only matters to graph
compilation), ``ops.MoveTo`` (``ops.move_to``) and ``ops.FloatStatus`` (1.0 when a value is NaN or infinite)."""
import numpy as np
import torch

from ... import context as _context
from ..._checkparam import check_tensor_dtype, check_value_type
from ...common import dtype as mstype
from ...common.handles import unwrap_any, wrap, wrap_any
from ...common.tensor import Tensor
from ..function._utils import tensor_of
from ..function.misc_func import move_to
from ..primitive import FunctionPrimitive, Primitive

__all__ = ["PyFunc", "Morph", "Reusing", "MoveTo", "FloatStatus"]


class PyFunc(Primitive):
    """``ops.PyFunc(fn, in_types, in_shapes, out_types, out_shapes, stateful=True)(*inputs)``: ``fn`` called on
    the inputs as numpy arrays; its result (one value or a tuple) is returned as a tuple of Tensors of
    ``out_types`` (cast where ``fn``'s dtype differs). Differentiating through it raises RuntimeError, as in
    MindSpore (it has no bprop)."""

    def __init__(self, fn, in_types, in_shapes, out_types, out_shapes, stateful=True):
        super().__init__("PyFunc")
        for name, value in (("in_types", in_types), ("in_shapes", in_shapes), ("out_types", out_types),
                            ("out_shapes", out_shapes)):
            check_value_type(value, [list, tuple], name, "PyFunc")
        for kind, types, shapes in (("in", in_types, in_shapes), ("out", out_types, out_shapes)):
            if len(types) != len(shapes):
                raise ValueError(f"For 'PyFunc', the {kind}_types length should be = {kind}_shapes length: "
                                 f"{len(shapes)}, but got {len(types)}.")
        self.fn = fn
        self.out_types = list(out_types)
        self.add_prim_attr("in_types", list(in_types))
        self.add_prim_attr("in_shapes", list(in_shapes))
        self.add_prim_attr("out_types", list(out_types))
        self.add_prim_attr("out_shapes", list(out_shapes))
        self.add_prim_attr("side_effect_io", stateful)

    def __call__(self, *inputs):
        if any(isinstance(x, (tuple, list)) for x in inputs):
            raise RuntimeError("Custom operator with func_type=py_func, Tuple/List inputs are not supported.")
        arrays = [x.asnumpy() if isinstance(x, Tensor) else x for x in inputs]
        result = self.fn(*arrays)
        outputs = tuple(torch.tensor(np.asarray(out)).to(mstype.to_torch_dtype(dtype))
                        for out, dtype in zip(result if isinstance(result, tuple) else (result,), self.out_types))
        sources = [x._t for x in inputs if isinstance(x, Tensor) and x._t.requires_grad]
        if sources and torch.is_grad_enabled():
            outputs = _NoBprop.apply(len(outputs), *outputs, *sources)
        return tuple(wrap(out) for out in outputs)


class _NoBprop(torch.autograd.Function):
    """PyFunc's outputs, tied to its differentiable inputs so that differentiating through them raises as
    MindSpore's (PyFunc has no bprop)."""

    @staticmethod
    def forward(ctx, count, *tensors):
        return tuple(t.clone() for t in tensors[:count])

    @staticmethod
    def backward(ctx, *grads):
        raise RuntimeError("Illegal primitive PyFunc's bprop not defined")


class _MorphBackward(torch.autograd.Function):
    """``fn`` forward, ``bprop_fn(*inputs, out, dout)`` backward (MindSpore's bprop convention)."""

    @staticmethod
    def forward(ctx, prim, *inputs):
        ctx.prim, ctx.inputs = prim, inputs
        with torch.no_grad():
            ctx.out = unwrap_any(prim.fn(*wrap_any(inputs)))
        return ctx.out

    @staticmethod
    def backward(ctx, dout):
        grads = ctx.prim.bprop_fn(*wrap_any(ctx.inputs), wrap_any(ctx.out), wrap(dout))
        return (None,) + tuple(unwrap_any(g) for g in grads)


class Morph(Primitive):
    """``ops.Morph(fn, infer_shape, infer_dtype, bprop_fn=None)(*args)``: ``fn(*args)`` in GRAPH_MODE (differentiated
    through ``fn``, or by ``bprop_fn(*args, out, dout)`` where given, a torch.autograd.Function); in PyNative mode
    RuntimeError, as MindSpore's."""

    def __init__(self, fn, infer_shape, infer_dtype, bprop_fn=None):
        super().__init__("Morph")
        self.fn, self.infer_shape, self.infer_dtype, self.bprop_fn = fn, infer_shape, infer_dtype, bprop_fn

    def __call__(self, *args):
        if _context.get_context("mode") != _context.GRAPH_MODE:
            raise RuntimeError("Morph is only supported in GRAPH_MODE.")
        if self.bprop_fn is None:
            return self.fn(*args)
        return wrap(_MorphBackward.apply(self, *(tensor_of(a, "Morph") for a in args)))


class Reusing(FunctionPrimitive):
    """``ops.Reusing()(fn)``: ``fn`` itself (MindSpore marks it not to be inlined by its graph compiler)."""
    fn = staticmethod(lambda input_x: input_x)


class MoveTo(FunctionPrimitive):
    """``ops.MoveTo()(input, to="CPU", blocking=True)``: ``ops.move_to``."""
    fn = staticmethod(move_to)


class FloatStatus(FunctionPrimitive):
    """``ops.FloatStatus()(x)``: Float32 ``[1.]`` when ``x`` holds a NaN or an infinity, else ``[0.]``
    (torch.isfinite)."""

    @staticmethod
    def fn(x):
        t = check_tensor_dtype(tensor_of(x, "FloatStatus", "x"), (torch.float16, torch.float32, torch.float64),
                               "x", "FloatStatus")
        return wrap((~torch.isfinite(t)).any().to(torch.float32).reshape(1))
