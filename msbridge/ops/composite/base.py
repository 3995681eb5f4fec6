"""``mindspore.ops.composite.base``: GradOperation and the graph-style composites (HyperMap, Map,
MultitypeFuncGraph) in plain Python over torch autograd."""
import inspect
import numbers

import torch

from ..._checkparam import check_bool_grad_operation
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from . import _autograd

__all__ = ["GradOperation", "HyperMap", "Map", "MultitypeFuncGraph"]


def _set_flags(obj, api, **flags):
    """``obj``'s bool attributes ``flags``, each checked (with ``api``'s message) before any is set."""
    for name, value in flags.items():
        check_bool_grad_operation(value, name, api)
    for name, value in flags.items():
        setattr(obj, name, value)


def _check_fn(fn):
    if not callable(fn):
        raise TypeError(f"The fn should be callable, but got {type(fn).__name__}")


def _weight_items(weights):
    """(list of weight Tensors, whether a single Tensor was given) of a ``weights`` argument."""
    if isinstance(weights, Tensor):
        return [weights], True
    if isinstance(weights, (list, tuple)) and all(isinstance(w, Tensor) for w in weights):
        return list(weights), False
    raise TypeError(f"The weights you provided is expected to be a tensor, or a list or tuple. but got {weights}")


def _split_sens(args, kwargs):
    """(args, kwargs, sens): with ``sens_param`` the sens is the ``sens`` keyword or the last positional arg."""
    if "sens" in kwargs:
        kwargs = dict(kwargs)
        return args, kwargs, kwargs.pop("sens")
    if not args:
        raise TypeError("For 'GradOperation' with sens_param=True, the sens must be given as the last input.")
    return args[:-1], kwargs, args[-1]


def _used_weights(fn, out):
    """The torch tensors of the trainable Parameters the forward used (``get_by_list`` without weights): a Cell's
    in its parameter order, a function's in the order its graph reaches them."""
    reached = _autograd.reached_leaves(out)
    if hasattr(fn, "trainable_params"):
        return [p._t for p in fn.trainable_params() if id(p._t) in reached]
    return [t for t in reached.values() if isinstance(t, torch.nn.Parameter)]


def _returned(value):
    """What a gradient call hands back as a value: detached outside any enclosing differentiation."""
    if _autograd.depth():
        return value
    if isinstance(value, Tensor):
        return Tensor.from_torch(value._t.detach())
    if isinstance(value, (tuple, list)):
        return type(value)(_returned(v) for v in value)
    return value


class GradOperation:
    """``ops.GradOperation(get_all, get_by_list, sens_param)``: ``grad_op(fn[, weights])(*inputs[, sens])`` runs
    ``fn`` and returns ``torch.autograd.grad`` results in MindSpore's structure."""

    def __init__(self, get_all=False, get_by_list=False, sens_param=False):
        _set_flags(self, "GradOperation", get_all=get_all, get_by_list=get_by_list, sens_param=sens_param)

    def __call__(self, fn, weights=None):
        def after_grad(*args, **kwargs):
            _check_fn(fn)
            sens = None
            if self.sens_param:
                args, kwargs, sens = _split_sens(args, kwargs)
            if self.get_all:
                positions = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
            elif self.get_by_list:
                positions = []
            else:
                positions = [0] if args and isinstance(args[0], Tensor) else []
            items, single = _weight_items(weights) if self.get_by_list and weights is not None else ([], False)
            n_inputs = []

            def select(traced, traced_kw, out):
                inputs = [traced[i]._t for i in positions]
                if self.get_all:  # keyword Tensors follow the positional ones
                    inputs += [v._t for v in traced_kw.values() if isinstance(v, Tensor)]
                n_inputs.append(len(inputs))
                if self.get_by_list:
                    inputs += [w._t for w in items] if weights is not None else _used_weights(fn, out)
                return out, inputs

            _, _, grads = _autograd.differentiate(fn, args, kwargs, set(positions), select, sens, self.get_all)
            inputs, params = grads[:n_inputs[-1]], grads[n_inputs[-1]:]
            params = params[0] if single else tuple(params)
            if self.get_by_list:
                return (tuple(inputs), params) if self.get_all else params
            if self.get_all:
                return tuple(inputs)
            return inputs[0] if inputs else ()
        return after_grad


def _as_positional(fn, args, kwargs):
    """Keyword arguments moved to their positions in ``fn``'s signature (a Cell's ``construct``), as MindSpore
    counts ``grad_position`` over them; unchanged when the signature cannot tell."""
    try:
        bound = inspect.signature(getattr(fn, "construct", fn)).bind(*args, **kwargs)
    except (TypeError, ValueError):
        return args, kwargs
    return bound.args, bound.kwargs


def _check_positions(grad_position):
    """``grad_position`` as a tuple of ints (None stays None), with MindSpore's construction-time errors."""
    if grad_position is None:
        return None
    if isinstance(grad_position, numbers.Integral):
        grad_position = (int(grad_position),)
    elif isinstance(grad_position, tuple):
        if not all(isinstance(p, numbers.Integral) for p in grad_position):
            raise TypeError("For 'F.grad', the element in 'grad_position' must be int.")
        if len(set(grad_position)) != len(grad_position):
            raise ValueError("There are duplicate positions in `grad_position`, please check it")
    else:
        raise TypeError("For 'F.grad', the 'grad_position' must be int or tuple.")
    if any(p < 0 for p in grad_position):
        raise ValueError("grad_position must be >= 0.")
    return tuple(int(p) for p in grad_position)


class _Grad:
    """The gradient transform behind ``mindspore.grad`` / ``value_and_grad``: positions and/or weights, with
    ``has_aux``, ``get_value`` and ``return_ids``."""

    def __init__(self, get_by_list=False, sens_param=False, get_by_position=False, has_aux=False, get_value=False,
                 return_ids=False):
        _set_flags(self, "_Grad", get_by_list=get_by_list, sens_param=sens_param, get_by_position=get_by_position,
                   has_aux=has_aux, get_value=get_value, return_ids=return_ids)

    def __call__(self, fn, weights=None, grad_position=0):
        positions = _check_positions(grad_position)

        def after_grad(*args, **kwargs):
            _check_fn(fn)
            items, single = _weight_items(weights) if self.get_by_list else ([], False)
            sens = None
            if self.sens_param:
                args, kwargs, sens = _split_sens(args, kwargs)
            if kwargs:
                args, kwargs = _as_positional(fn, args, kwargs)
            wanted = self._tensor_positions(positions, args)

            def select(traced, traced_kw, out):
                return self._main_output(out), [traced[i]._t for i in wanted] + [w._t for w in items]

            _, out, grads = _autograd.differentiate(fn, args, kwargs, set(wanted), select, sens)
            result = self._structure(wanted, grads[:len(wanted)], items, single, grads[len(wanted):])
            if self.get_value:
                return _returned(out), result
            if self.has_aux:
                return result, _returned(tuple(out[1:]))
            return result
        return after_grad

    def _tensor_positions(self, positions, args):
        if not self.get_by_position:
            return []
        if not positions:
            raise RuntimeError("grad_position should not be empty when grad by position!")
        for p in positions:
            if p >= len(args):
                raise RuntimeError(f"Position index {p} is exceed input size.")
        return [p for p in positions if isinstance(args[p], Tensor)]

    def _main_output(self, out):
        if not self.has_aux:
            return out
        if not isinstance(out, (tuple, list)) or len(out) < 2:
            raise ValueError("When has_aux is True, origin fn requires more than one outputs.")
        return out[0]

    def _structure(self, positions, input_grads, items, single, weight_grads):
        if self.return_ids:
            input_grads = [(p, g) for p, g in zip(positions, input_grads)]
            weight_grads = [(w.name if isinstance(w, Parameter) else None, g) for w, g in zip(items, weight_grads)]
        inputs = input_grads[0] if len(input_grads) == 1 else tuple(input_grads)
        params = weight_grads[0] if single else tuple(weight_grads)
        if not self.get_by_position:
            return params
        if not self.get_by_list:
            return inputs
        return inputs, params


# --- graph-style composites ---------------------------------------------------------------------------------
_TYPE_NAMES = {"tensor": Tensor, "number": numbers.Number, "tuple": tuple, "list": list, "dict": dict, "string": str,
               "none": type(None), "bool": bool, "function": "function"}


def _type_label(value):
    """How MindSpore names an argument's type in its dispatch error."""
    if isinstance(value, Tensor):
        return f"mindspore.tensor[{str(value.dtype).lower()}]"
    if isinstance(value, bool):
        return "mindspore.bool_"
    if isinstance(value, numbers.Integral):
        return "mindspore.int64"
    if isinstance(value, numbers.Real):
        return "mindspore.float64"
    if isinstance(value, str):
        return "mindspore.string_"
    if value is None:
        return "mindspore.type_none"
    return f"mindspore.{type(value).__name__}_"


def _matches(value, name):
    kind = _TYPE_NAMES.get(name.lower())
    if kind is None:
        raise ValueError(f"For 'MultitypeFuncGraph', the registered type '{name}' is not supported by msbridge.")
    if kind == "function":
        return callable(value) and not isinstance(value, Tensor)
    if kind is numbers.Number:
        return isinstance(value, numbers.Number) and not isinstance(value, Tensor)
    return isinstance(value, kind)


class MultitypeFuncGraph:
    """``ops.MultitypeFuncGraph(name)``: functions registered by argument type names (``"Number"``, ``"Tensor"``,
    ``"Tuple"``...) and called with the first registration whose types match the arguments."""

    def __init__(self, name, read_value=False, doc_url="", need_raise=False):
        self.name_ = name
        self.read_value = read_value
        self.entries = []

    def register(self, *type_names):
        """Decorator registering a function for arguments of ``type_names``."""
        def deco(fn):
            self.entries.append((type_names, fn))
            return fn
        return deco

    def __call__(self, *args):
        for type_names, fn in self.entries:
            if len(type_names) == len(args) and all(_matches(a, t) for a, t in zip(args, type_names)):
                return fn(*args)
        registered = ", ".join(f"(({', '.join('mindspore.' + t.lower() for t in names)}), {fn})"
                               for names, fn in self.entries)
        given = ", ".join(_type_label(a) for a in args)
        raise ValueError(f"For 'MultitypeFuncGraph', cannot find fn match given args. Got (sigs, fn): "
                         f"[{registered}], and (dtype, args): ({given}).")


class HyperMap:
    """``ops.HyperMap(ops=None, reverse=False)``: applies a function leaf-wise over nested tuples/lists (the
    shortest sequence decides the length), returning tuples."""

    def __init__(self, ops=None, reverse=False):
        if ops is not None and not isinstance(ops, MultitypeFuncGraph):
            raise RuntimeError(f"Unable to cast Python instance of type {type(ops)} to C++ type "
                               "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'")
        self.ops = ops
        self.reverse = reverse

    def __call__(self, *args):
        fn, seqs = (self.ops, args) if self.ops is not None else (args[0], args[1:])
        return self._map(fn, seqs)

    def _map(self, fn, seqs):
        if seqs and all(isinstance(s, (tuple, list)) for s in seqs):
            return tuple(self._map(fn, items) for items in zip(*seqs))
        return fn(*seqs)


class Map(HyperMap):
    """``ops.Map(ops=None, reverse=False)``: applies a function to the items of tuples/lists, one level deep."""

    def __init__(self, ops=None, reverse=False):
        if ops is not None and not isinstance(ops, MultitypeFuncGraph):
            raise TypeError("__init__(): incompatible constructor arguments: 'ops' must be a MultitypeFuncGraph "
                            f"or None, but got {type(ops)}.")
        super().__init__(ops, reverse)

    def _map(self, fn, seqs):
        return tuple(fn(*items) for items in zip(*seqs))
