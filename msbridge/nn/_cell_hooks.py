"""Cell backward hooks: identity autograd functions around a cell's inputs and outputs."""
import torch

from ..common.grad_hooks import GradRecord
from ..common.handles import wrap as _wrap
from ..common.tensor import Tensor


def _tensor_slots(values):
    return [i for i, v in enumerate(values) if isinstance(v, Tensor) and v._t.is_floating_point()]


def run_with_backward_hooks(cell, args, kwargs):
    """Run ``cell.construct`` so that its backward pre-hooks see (and may replace) grad_output and its backward hooks see (grad_input, grad_output) as in MindSpore."""
    state = {}

    def on_output_grad(grads):
        grad_output = tuple(_wrap(g) for g in grads)
        for hook in list(cell._backward_pre_hooks_ms.values()):
            result = hook(cell, grad_output)
            if result is not None:
                grad_output = tuple(result) if isinstance(result, (tuple, list)) else (result,)
        state["grad_output"] = grad_output
        return tuple(g._t for g in grad_output)

    def on_input_grad(grads):
        grad_input = tuple(_wrap(g) for g in grads)
        for hook in list(cell._backward_hooks_ms.values()):
            result = hook(cell, grad_input, state.get("grad_output", ()))
            if result is not None:
                grad_input = tuple(result) if isinstance(result, (tuple, list)) else (result,)
        return tuple(g._t if isinstance(g, Tensor) else g for g in grad_input)

    args = list(args)
    slots = _tensor_slots(args)
    if slots and torch.is_grad_enabled():
        leaves = [args[i]._t if args[i]._t.requires_grad else args[i]._t.detach().requires_grad_()
                  for i in slots]
        for i, t in zip(slots, GradRecord.apply(on_input_grad, *leaves)):
            args[i] = _wrap(t)
    out = cell.construct(*args, **kwargs)
    outputs = out if isinstance(out, tuple) else (out,)
    out_slots = _tensor_slots(outputs)
    if not out_slots or not torch.is_grad_enabled():
        return out
    recorded = list(outputs)
    for i, t in zip(out_slots, GradRecord.apply(on_output_grad, *[outputs[i]._t for i in out_slots])):
        recorded[i] = _wrap(t)
    return tuple(recorded) if isinstance(out, tuple) else recorded[0]
