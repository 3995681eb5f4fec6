"""What a Cell's forward does when it takes part in MindSpore-style differentiation: a Cell that defines
``bprop(self, *inputs, out, dout)`` runs as a torch.autograd.Function whose backward calls that bprop, and a Cell
marked with ``set_grad()`` records its forward so that its gradient call does not run ``construct`` again."""
import torch

from ..common.handles import wrap as _wrap
from ..common.tensor import Tensor
from ..ops.composite import _autograd


def run_for_grad(cell, args, kwargs, run):
    """The output of ``run(args, kwargs)`` (the cell's body) under the cell's bprop and/or set_grad record."""
    body = run
    if cell._has_bprop:
        def body(a, k):
            return _run_with_bprop(cell, run, a, k)
    if cell.requires_grad:
        return _autograd.record_forward(cell, args, kwargs, body)
    return body(args, kwargs)


def _rebuild(value, flat):
    """``value`` with its Tensors replaced, in order, by the msbridge Tensors of the iterator ``flat``."""
    if isinstance(value, Tensor):
        return next(flat)
    if isinstance(value, (tuple, list)):
        return type(value)(_rebuild(v, flat) for v in value)
    return value


def _integer_dout(t):
    """MindSpore passes an integer output its sens (ones when it is differentiated directly, zeros inside an
    enclosing graph); torch gives integer outputs no gradient, so the sens comes from the gradient call."""
    sens = _autograd.output_sens(t)
    return torch.zeros_like(t) if sens is None else sens


class _Bprop(torch.autograd.Function):
    """Forward: the cell's body without a graph. Backward: the cell's ``bprop`` with MindSpore's arguments."""

    @staticmethod
    def forward(ctx, cell, run, args, kwargs, *input_tensors):
        out = run(args, kwargs)
        outputs = [o._t for o in _autograd.flat_tensors(out)]
        ctx.mark_non_differentiable(*[t for t in outputs if not (t.is_floating_point() or t.is_complex())])
        ctx.cell, ctx.args, ctx.out = cell, args, out
        return tuple(outputs)

    @staticmethod
    def backward(ctx, *grads):
        outputs = _autograd.flat_tensors(ctx.out)
        douts = [_wrap(g if o._t.is_floating_point() or o._t.is_complex() else _integer_dout(o._t))
                 for o, g in zip(outputs, grads)]
        dout = douts[0] if isinstance(ctx.out, Tensor) else _rebuild(ctx.out, iter(douts))
        result = ctx.cell.bprop(*ctx.args, ctx.out, dout)
        if result is None:
            raise TypeError("The python function output is none.")
        if isinstance(result, Tensor):
            result = (result,)
        input_grads = []
        for arg, g in zip(ctx.args, list(result) + [None] * len(ctx.args)):
            if isinstance(arg, Tensor):
                usable = isinstance(g, Tensor) and (arg._t.is_floating_point() or arg._t.is_complex())
                input_grads.append(g._t.to(arg._t.dtype) if usable else None)
        return (None, None, None, None, *input_grads)


def _run_with_bprop(cell, run, args, kwargs):
    """The cell's output, its Tensors produced by one _Bprop node over the Tensor inputs."""
    structure = []

    def body(a, k):
        structure.append(run(a, k))
        return structure[0]

    flat = _Bprop.apply(cell, body, args, kwargs, *[a._t for a in args if isinstance(a, Tensor)])
    return _rebuild(structure[0], iter(_wrap(t) for t in flat))
