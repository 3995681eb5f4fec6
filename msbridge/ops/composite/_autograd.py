"""The engine under GradOperation, grad and value_and_grad: run a function on graph inputs, then
``torch.autograd.grad`` of the sum of its outputs (weighted by the sens) w.r.t. inputs and Parameters.

A Cell marked with ``set_grad()`` records its last forward (the traced inputs and the outputs with their torch
graph); differentiating that Cell on the same input objects reuses the record instead of running ``construct``
again, as MindSpore's PyNative mode does. The gradient call consumes the record (and the next forward replaces
it), so at most one forward graph per Cell and thread is kept. The depth of nested differentiations, the records
and the sens of a running gradient call are per thread (msbridge/_call_state.py).
"""
import torch
from torch.compiler import is_compiling

from ..._call_state import state as _state
from ...common.grad_hooks import torch_tensor_hook
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor

# The records of set_grad forwards traced by torch.compile (jit, GRAPH_MODE), by id of the cell: a plain dict
# dynamo can trace; the gradient call in the same graph takes the record, the jit entry clears what is left.
_compiled_records = {}

def depth():
    """How many differentiations are running around the current call (0 outside any)."""
    return _state.grad_depth


def _differentiable(t):
    return t.is_floating_point() or t.is_complex()


def traced(value):
    """``value`` as a graph input: a fresh leaf, or an alias of a tensor already inside an enclosing graph (so
    higher-order gradients flow); integer Tensors and non-Tensors are returned unchanged."""
    if not isinstance(value, Tensor):
        return value
    t = value._t
    if t.requires_grad:
        leaf = t.view_as(t)
    elif _differentiable(t):
        leaf = t.detach().requires_grad_()
    else:
        return value
    hooks = value.__dict__.get("_grad_hooks")
    if hooks:  # Tensor.register_hook: the hooks see the gradient w.r.t. the traced tensor
        leaf.register_hook(torch_tensor_hook(hooks))
    return _wrap(leaf)


def _same_objects(recorded, args, kwargs):
    """Whether a record was made on these very argument objects (the record holds them, so ids are not reused)."""
    rec_args, rec_kwargs = recorded
    return (len(rec_args) == len(args) and all(a is b for a, b in zip(rec_args, args))
            and rec_kwargs.keys() == kwargs.keys() and all(rec_kwargs[k] is v for k, v in kwargs.items()))


def record_forward(cell, args, kwargs, run):
    """Run a ``set_grad`` cell's forward on traced inputs and keep the record for its gradient call (not inside
    another differentiation, nor under torch.no_grad)."""
    if _state.grad_depth or not torch.is_grad_enabled():
        return run(args, kwargs)
    if is_compiling():  # inputs stay untraced: a compiled gradient call reuses the record for weights only
        out = run(args, kwargs)
        _compiled_records[id(cell)] = ((args, dict(kwargs)), out)
        return out
    traced_args = tuple(traced(a) for a in args)
    traced_kwargs = {k: traced(v) for k, v in kwargs.items()}
    with torch.enable_grad():
        out = run(traced_args, traced_kwargs)
    _state.records[cell] = ((args, dict(kwargs)), traced_args, traced_kwargs, out)
    return out


def _take_compiled_record(fn, args, kwargs, by_input):
    """Under torch.compile: (args, kwargs, output) of the recorded forward of ``fn`` on these very inputs, or
    None (and None when the gradient is taken by input: the record's inputs are not traced)."""
    entry = _compiled_records.pop(id(fn), None)
    if entry is None or by_input or not _same_objects(entry[0], args, kwargs):
        return None
    return args, kwargs, entry[1]


def _take_record(fn, args, kwargs):
    """(traced args, traced kwargs, output) of the recorded forward of ``fn`` on these very inputs, or None."""
    records = _state.records
    try:
        entry = records.get(fn)
    except TypeError:  # not weak-referenceable: never recorded
        return None
    if entry is None:
        return None
    del records[fn]
    return entry[1:] if _same_objects(entry[0], args, kwargs) else None


def run(fn, args, kwargs, positions, trace_kwargs=False):
    """(traced args, traced kwargs, output) of ``fn`` run with the Tensor arguments at ``positions`` (and the
    keyword arguments if ``trace_kwargs``) traced."""
    traced_args = tuple(traced(a) if i in positions else a for i, a in enumerate(args))
    traced_kwargs = {k: traced(v) for k, v in kwargs.items()} if trace_kwargs else kwargs
    _state.grad_depth += 1  # counts nested differentiations while fn runs with autograd enabled
    try:
        with torch.enable_grad():  # a plain ``with`` (not a context class): dynamo traces it
            out = fn(*traced_args, **traced_kwargs)
    finally:
        _state.grad_depth -= 1
    return traced_args, traced_kwargs, out


def differentiate(fn, args, kwargs, positions, select, sens=None, trace_kwargs=False):
    """(traced args, output, gradients) of ``fn``, where ``select(traced args, traced kwargs, output)`` gives the
    output to differentiate and the torch tensors to differentiate it against. The recorded set_grad forward on
    these very inputs is used if there is one, unless torch reports that a tensor it saved has been changed in
    place since (a Parameter updated between the forward and the gradient call): then the forward runs again."""
    if is_compiling():
        recorded = _take_compiled_record(fn, args, kwargs, bool(positions) or trace_kwargs)
        if recorded is not None:
            return recorded[0], recorded[2], gradients(*select(*recorded), sens)
    elif (recorded := _take_record(fn, args, kwargs)) is not None:
        try:
            return recorded[0], recorded[2], gradients(*select(*recorded), sens)
        except RuntimeError as exc:
            if "modified by an inplace operation" not in str(exc):
                raise
    traced_args, traced_kwargs, out = run(fn, args, kwargs, positions, trace_kwargs)
    return traced_args, out, gradients(*select(traced_args, traced_kwargs, out), sens)


def flat_tensors(value):
    """The Tensors inside a (nested) tuple / list / dict output, in order."""
    if isinstance(value, Tensor):
        return [value]
    if isinstance(value, (tuple, list)):
        return [t for v in value for t in flat_tensors(v)]
    if isinstance(value, dict):
        return [t for v in value.values() for t in flat_tensors(v)]
    return []


def _sens_tensors(outputs, sens):
    """The torch sens of each output: all ones, or the user's ``sens`` (one Tensor per output)."""
    if sens is None:
        return [torch.ones_like(o._t) for o in outputs]
    if not isinstance(sens, (Tensor, tuple, list)):
        raise RuntimeError("For grad interface or custom function, grad tensor should be broadcast to expected "
                           f"shape, but got sens {sens!r}.")
    given = flat_tensors(sens)
    if len(given) != len(outputs):
        raise ValueError(f"For 'GradOperation', the sens must have one Tensor per output ({len(outputs)}), "
                         f"but got {len(given)}.")
    result = []
    for o, s in zip(outputs, given):
        if s._t.numel() != o._t.numel():
            raise ValueError(f"For 'GradOperation', the shape of sens {tuple(s.shape)} must be the shape of the "
                             f"output {tuple(o.shape)}.")
        result.append(s._t.reshape(o._t.shape).to(o._t.dtype))  # MindSpore takes a (1,) sens for a 0-d output
    return result


def gradients(out, targets, sens=None):
    """Tensors: d(sum_i <out_i, sens_i>)/d target for each torch tensor of ``targets`` (zeros where no path)."""
    outputs = flat_tensors(out)
    sens_t = _sens_tensors(outputs, sens)
    pairs = [(o._t, s) for o, s in zip(outputs, sens_t) if o._t.requires_grad]
    wanted = [i for i, t in enumerate(targets) if t.requires_grad]
    found = [None] * len(targets)
    if pairs and wanted:
        saved = _state.int_sens
        _state.int_sens = None if len(pairs) == len(outputs) else {
            id(o._t): s for o, s in zip(outputs, sens_t) if not o._t.requires_grad}
        try:
            grads = torch.autograd.grad([o for o, _ in pairs], [targets[i] for i in wanted], [s for _, s in pairs],
                                        allow_unused=True, create_graph=_state.grad_depth > 0)
        finally:
            _state.int_sens = saved
        for i, g in zip(wanted, grads):
            found[i] = g
    return [_wrap(torch.zeros_like(t) if g is None else g) for t, g in zip(targets, found)]


def output_sens(t):
    """The sens the running gradient call gave to the non-differentiable output ``t`` (an integer output of a
    bprop Cell that is itself the differentiated function), or None."""
    return (_state.int_sens or {}).get(id(t))


def reached_leaves(out):
    """The torch leaf tensors the graph of ``out`` reaches (the Parameters a function used), as a dict from id
    to tensor in the order a depth-first walk from the outputs meets them."""
    seen, found = set(), {}
    stack = []
    for o in reversed(flat_tensors(out)):
        if o._t.grad_fn is not None:
            stack.append(o._t.grad_fn)
        elif o._t.requires_grad:
            found[id(o._t)] = o._t
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        variable = getattr(node, "variable", None)
        if variable is not None:
            found.setdefault(id(variable), variable)
        stack.extend(nxt for nxt, _ in reversed(node.next_functions) if nxt is not None)
    return found
