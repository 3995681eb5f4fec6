"""``mindspore.ops.function.grad.grad_func``: grad, value_and_grad, vjp, jvp, jacfwd, jacrev, stop_gradient and
get_grad over torch.autograd / torch.func."""
import torch

from ...composite import _autograd
from ...composite.base import _check_fn, _check_positions, _Grad, _returned, _weight_items
from ....common.handles import unwrap_any as _unwrap_any, wrap as _wrap, wrap_any as _wrap_any
from ....common.tensor import Tensor

__all__ = ["grad", "value_and_grad", "vjp", "jvp", "jacfwd", "jacrev", "stop_gradient", "get_grad"]


def _grad_transform(fn, grad_position, weights, has_aux, return_ids, sens_param, get_value):
    if grad_position is None and weights is None:
        raise ValueError("`grad_position` and `weight` can not be None at the same time.")
    transform = _Grad(get_by_list=weights is not None, sens_param=sens_param,
                      get_by_position=grad_position is not None, has_aux=has_aux, get_value=get_value,
                      return_ids=return_ids)
    return transform(fn, weights, grad_position)


def grad(fn, grad_position=0, weights=None, has_aux=False, return_ids=False, sens_param=False):
    """``mindspore.grad``: a function returning the gradients of ``fn`` w.r.t. the inputs at ``grad_position``
    and/or ``weights`` (torch.autograd.grad of the sum of the outputs)."""
    return _grad_transform(fn, grad_position, weights, has_aux, return_ids, sens_param, False)


def value_and_grad(fn, grad_position=0, weights=None, has_aux=False, return_ids=False, sens_param=False):
    """``mindspore.value_and_grad``: like :func:`grad`, returning ``(outputs of fn, gradients)``."""
    return _grad_transform(fn, grad_position, weights, has_aux, return_ids, sens_param, True)


def get_grad(gradients, identifier):
    """``mindspore.get_grad``: the gradient for a position or a Parameter in a ``return_ids=True`` result."""
    key = identifier.name if hasattr(identifier, "name") and isinstance(identifier, Tensor) else identifier
    stack = [gradients]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            if len(item) == 2 and isinstance(item[1], Tensor) and not isinstance(item[0], (tuple, Tensor)):
                if item[0] == key and type(item[0]) is type(key):
                    return item[1]
                continue
            stack.extend(reversed(item))
    raise RuntimeError(f"Can not find the gradient for position or Parameter {identifier}")


def stop_gradient(value):
    """``ops.stop_gradient``: torch.Tensor.detach on a Tensor or each Tensor of a tuple/list; others unchanged."""
    if isinstance(value, Tensor):
        return _wrap(value._t.detach())
    if isinstance(value, (tuple, list)):
        return type(value)(stop_gradient(v) for v in value)
    return value


def _check_inputs(inputs):
    items = inputs if isinstance(inputs, (tuple, list)) else (inputs,)
    if not all(isinstance(i, Tensor) for i in items):
        raise TypeError("The inputs type must be a Tensor, tuple or list of Tensors.")
    return tuple(items)


def _split_aux(out, has_aux, api):
    if not isinstance(has_aux, bool):
        raise TypeError("The 'has_aux' must be bool type.")
    if not has_aux:
        return out, None
    if not isinstance(out, (tuple, list)) or len(out) < 2:
        raise ValueError(f"For '{api}', when has_aux is True, fn must return more than one output.")
    return out[0], (out[1] if len(out) == 2 else tuple(out[1:]))


def vjp(fn, *inputs, weights=None, has_aux=False):
    """``ops.vjp``: ``(fn(*inputs), vjp_fn[, aux])``; ``vjp_fn(v)`` gives the vector-Jacobian products
    (torch.autograd.grad with ``v`` as grad_outputs) for the inputs, then for ``weights`` if given."""
    _check_fn(fn)
    _check_inputs(inputs)
    items, single = _weight_items(weights) if weights is not None else ([], False)
    traced, _, out = _autograd.run(fn, inputs, {}, set(range(len(inputs))))
    primary, aux = _split_aux(out, has_aux, "vjp")
    targets = [t._t for t in traced] + [w._t for w in items]

    def vjp_fn(*v):
        sens = v[0] if len(v) == 1 else v
        with torch.enable_grad():
            grads = _autograd.gradients(primary, targets, sens)
        input_grads = tuple(grads[:len(inputs)])
        if weights is None:
            return input_grads
        return input_grads, (grads[len(inputs)] if single else tuple(grads[len(inputs):]))

    value = _returned(primary)
    return (value, vjp_fn, _returned(aux)) if has_aux else (value, vjp_fn)


def _torch_fn(fn, n_inputs, has_aux, api):
    """``fn`` as a function of torch tensors for torch.func (outputs unwrapped; aux kept aside)."""
    def wrapped(*ts):
        out = fn(*_wrap_any(ts))
        main, aux = _split_aux(out, has_aux, api)
        main_t = tuple(o._t for o in main) if isinstance(main, (tuple, list)) else main._t
        return (main_t, _unwrap_any(aux)) if has_aux else main_t
    return wrapped


def jvp(fn, inputs, v, has_aux=False):
    """``ops.jvp``: ``(fn(inputs), Jacobian-vector product[, aux])`` via torch.func.jvp."""
    _check_fn(fn)
    primals = _check_inputs(inputs)
    tangents = _check_inputs(v)
    result = torch.func.jvp(_torch_fn(fn, len(primals), has_aux, "jvp"), tuple(p._t for p in primals),
                            tuple(t._t for t in tangents), has_aux=has_aux)
    if has_aux:
        out, tangent_out, aux = result
        return _wrap_any(out), _wrap_any(tangent_out), _wrap_any(aux)
    return _wrap_any(result[0]), _wrap_any(result[1])


def _jacobian(transform, fn, grad_position, has_aux, api):
    positions = _check_positions(grad_position)
    single = isinstance(grad_position, int)

    def jac_fn(*inputs):
        _check_fn(fn)
        inputs = _check_inputs(inputs)
        argnums = positions[0] if single else positions
        jac = transform(_torch_fn(fn, len(inputs), has_aux, api), argnums=argnums, has_aux=has_aux)
        result = jac(*(i._t for i in inputs))
        if has_aux:
            return _wrap_any(result[0]), _wrap_any(result[1])
        return _wrap_any(result)
    return jac_fn


def jacfwd(fn, grad_position=0, has_aux=False):
    """``ops.jacfwd``: the Jacobian of ``fn`` w.r.t. the inputs at ``grad_position`` (torch.func.jacfwd)."""
    return _jacobian(torch.func.jacfwd, fn, grad_position, has_aux, "jacfwd")


def jacrev(fn, grad_position=0, has_aux=False):
    """``ops.jacrev``: the Jacobian of ``fn`` w.r.t. the inputs at ``grad_position`` (torch.func.jacrev)."""
    return _jacobian(torch.func.jacrev, fn, grad_position, has_aux, "jacrev")
