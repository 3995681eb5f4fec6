"""``mindspore.nn.Cell`` as a torch.nn.Module whose ``forward`` runs MindSpore's call protocol."""
from collections import OrderedDict

import torch

from ..common import dtype as mstype
from ..common.parameter import Parameter, ParameterTuple, is_auto_named
from ..common.handles import unwrap_any as _unwrap_any, wrap_any as _wrap_any
from .._checkparam import InputTypeError, kernel_error
from ..common.tensor import Tensor
from . import _amp_state

__all__ = ["Cell"]

_MIXED_TYPES = (mstype.float32, mstype.float16, mstype.bfloat16)
# Under GRAPH_MODE, msbridge.common.api sets this to the function compiling a top-level Cell call (and back to
# None while a compiled call runs, so nested Cells are traced into the same graph).
_GRAPH_ENTRY = None
_TORCH_STORES = ("_parameters", "_buffers", "_modules")


def _addindent(text, spaces):
    lines = text.split("\n")
    if len(lines) == 1:
        return text
    return lines[0] + "\n" + "\n".join(" " * spaces + line for line in lines[1:])


def _own_params(cell, prefix, seen, out):
    for par_name, param in cell._params.items():
        if param is not None and id(param._t) not in seen:
            seen.add(id(param._t))
            out.append(((prefix + "." + par_name if prefix else par_name), param))


def _torch_tensors(module, path, visited):
    """(path, tensor, None) for a torch module's Parameters and persistent buffers in ``state_dict`` order, and
    (path, None, cell) for a Cell found inside it."""
    if isinstance(module, Cell):
        yield path, None, module
        return
    if module in visited:
        return
    visited.add(module)
    for name, tensor in module._parameters.items():
        if tensor is not None:
            yield path + "." + name, tensor, None
    for name, tensor in module._buffers.items():
        if tensor is not None and name not in module._non_persistent_buffers_set:
            yield path + "." + name, tensor, None
    for name, sub in module._modules.items():
        if sub is not None:
            yield from _torch_tensors(sub, path + "." + name, visited)


def _raise_not_a_tensor(cell, args, kwargs, exc):
    """``InputTypeError`` where ``construct`` used an argument that is no Tensor (None, a numpy array, a list ...)
    as one, found from the AttributeError: on this failure path only, so a call pays nothing for the check. Any
    other AttributeError is raised as it is."""
    if exc.name != "_t" and not hasattr(Tensor, exc.name or ""):
        raise exc
    import inspect
    try:
        bound = inspect.signature(cell.construct).bind(*args, **kwargs).arguments
    except TypeError:
        bound = {f"input {i}": a for i, a in enumerate(args)} | kwargs
    for name, value in bound.items():
        if value is exc.obj and not isinstance(value, Tensor):
            raise InputTypeError(f"For '{type(cell).__name__}', the input '{name}' must be a Tensor, but got "
                                 f"{type(value).__name__}.") from None
    raise exc


class Cell(torch.nn.Module):
    """``mindspore.nn.Cell``: ``construct`` is the forward; starts in inference mode; names its Parameters."""

    _has_bprop = False
    _builtin = True
    _amp_level = ""  # set by amp.auto_mixed_precision

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._has_bprop = callable(getattr(cls, "bprop", None))
        # a built-in layer is one MindSpore op: under to_float its inputs are cast on the way in
        cls._builtin = cls.__module__.startswith(__package__.partition(".")[0] + ".")

    def __init__(self, auto_prefix=True, flags=None):
        super().__init__()
        object.__setattr__(self, "_params", OrderedDict())
        object.__setattr__(self, "_torch_handles", {})
        object.__setattr__(self, "_cells", self._modules)
        object.__setattr__(self, "_auto_prefix", auto_prefix)
        object.__setattr__(self, "_mixed_precision_type", None)
        object.__setattr__(self, "_backward_hooks_ms", OrderedDict())
        object.__setattr__(self, "_backward_pre_hooks_ms", OrderedDict())
        object.__setattr__(self, "requires_grad", False)
        object.__setattr__(self, "_flags", dict(flags or {}))
        self.training = False
        self.phase = "predict"

    # --- calling ------------------------------------------------------------------------------------
    def forward(self, *args, **kwargs):
        """MindSpore's call protocol: torch inputs are wrapped, mixed precision casts, hooks, then construct."""
        if _GRAPH_ENTRY is not None:
            return _GRAPH_ENTRY(self, args, kwargs)
        from_torch = False
        for arg in args:
            if isinstance(arg, torch.Tensor):
                from_torch = True
                break
        if from_torch:
            args = _wrap_any(args)
        try:
            if self.requires_grad or self._has_bprop:
                from ._grad_hooks import run_for_grad
                out = run_for_grad(self, args, kwargs, self._run_special)
            elif (self._mixed_precision_type is None and not self._backward_hooks_ms
                  and not self._backward_pre_hooks_ms):
                out = self.construct(*args, **kwargs)
            else:
                out = self._run_special(args, kwargs)
        except AttributeError as exc:
            _raise_not_a_tensor(self, args, kwargs, exc)
        except RuntimeError as exc:  # a built-in layer's torch kernel error: MindSpore's TypeError or ValueError
            raise (self._builtin and kernel_error(exc, type(self).__name__)) or exc
        return _unwrap_any(out) if from_torch else out

    def _run_special(self, args, kwargs):
        dst = self._mixed_precision_type
        if dst is None:
            return self._run_with_backward_hooks(args, kwargs)
        torch_dtype = mstype.to_torch_dtype(dst)
        if self._builtin:
            args = _amp_state.cast_floats(args, torch_dtype)
        with _amp_state.compute_dtype(torch_dtype):
            return self._run_with_backward_hooks(args, kwargs)

    def _run_with_backward_hooks(self, args, kwargs):
        if not self._backward_hooks_ms and not self._backward_pre_hooks_ms:
            return self.construct(*args, **kwargs)
        from ._cell_hooks import run_with_backward_hooks
        return run_with_backward_hooks(self, args, kwargs)

    def construct(self, *args, **kwargs):
        """The computation of the Cell; subclasses define it."""
        raise NotImplementedError(f"For '{type(self).__name__}', the 'construct' method is not defined.")

    # --- attributes -----------------------------------------------------------------------------------
    def __getattr__(self, name):
        # msbridge's Parameters, then torch.nn.Module.__getattr__'s stores in its order, looked up here in one
        # frame (Parameters and sub-cells are read this way on every call of a network)
        instance = self.__dict__
        params = instance.get("_params")
        if params is not None and name in params:
            return params[name]
        for store in _TORCH_STORES:
            values = instance.get(store)
            if values is not None and name in values:
                return values[name]
        raise AttributeError(f"The '{type(self).__name__}' object has no attribute '{name}'.")

    def __setattr__(self, name, value):
        if isinstance(value, Parameter):
            self.__dict__.pop(name, None)
            self.insert_param_to_cell(name, value)
        elif isinstance(value, ParameterTuple):
            self._set_parameter_tuple(name, value)
        elif isinstance(value, Cell):
            if self._auto_prefix:
                value.update_parameters_name(name + ".")
            self.__dict__.pop(name, None)
            self.insert_child_to_cell(name, value)
        elif name in self.__dict__.get("_params", ()):
            self._assign_existing_param(name, value)
        elif value is not None and name in self.__dict__.get("_modules", ()) \
                and not isinstance(value, torch.nn.Module):
            raise TypeError(f"Sub cell '{name}' already exists in network, can not assign this type: "
                            f"'{type(value)}' as a cell.")
        else:
            torch.nn.Module.__setattr__(self, name, value)

    def __delattr__(self, name):
        if name in self._params:
            del self._params[name]
            self._parameters.pop(name, None)
        else:
            torch.nn.Module.__delattr__(self, name)

    def _assign_existing_param(self, name, value):
        if value is None:
            self._params[name] = None
            self._parameters[name] = None
        elif isinstance(value, Tensor):
            self._params[name].set_data(value)
        else:
            raise TypeError(f"Parameter '{name}' already exists in network, can not assign this type: "
                            f"'{type(value)}' as a parameter.")

    def _set_parameter_tuple(self, name, value):
        seen_names = set()
        seen = set()
        for param in value:
            if id(param) in seen:
                continue
            seen.add(id(param))
            if param.name in seen_names:
                raise ValueError(f"The value {value} , its name '{param.name}' already exists. "
                                 "Please set a unique name for the parameter.")
            seen_names.add(param.name)
            self._params[param.name] = param
        object.__setattr__(self, name, value)

    def insert_param_to_cell(self, param_name, param, check_name_contain_dot=True):
        """Register ``param`` under ``param_name`` (its torch Parameter joins the module's parameters)."""
        if not param_name:
            raise KeyError("For 'insert_param_to_cell', the argument 'param_name' should not be None.")
        if check_name_contain_dot and "." in param_name:
            raise KeyError("For 'insert_param_to_cell', the argument 'param_name' should not contain'.' ")
        if param_name not in self._params and param_name in self._modules:
            raise KeyError(f"For 'insert_param_to_cell', the {param_name} parameter already exists in the "
                           "network.Cannot insert another parameter with the same name.")
        if param is not None and not isinstance(param, Parameter):
            raise TypeError("For 'insert_param_to_cell', the argument 'param' must be 'Parameter' if not None, "
                            f"but got {type(param)}.")
        if param is not None and is_auto_named(param.name):
            param.name = param_name
        self._params[param_name] = param
        if "." not in param_name:
            self._parameters[param_name] = None if param is None else param._t

    def insert_child_to_cell(self, child_name, child_cell):
        """Register ``child_cell`` under ``child_name`` without renaming its Parameters."""
        if not isinstance(child_name, str):
            raise TypeError("For 'insert_child_to_cell', the type of parameter 'child_name' must be str, "
                            f"but got {type(child_name)}.")
        if not child_name or "." in child_name:
            raise KeyError("For 'insert_child_to_cell', the parameter 'child_name' can not be None and "
                           "can not contain '.' ")
        if child_name not in self._modules and (child_name in self._params or child_name in self.__dict__):
            raise KeyError(f"For 'insert_child_to_cell', the {child_name} child cell already exists in the "
                           "network.Cannot insert another child cell with the same name.")
        if child_cell is not None and not isinstance(child_cell, torch.nn.Module):
            raise TypeError("For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not None, "
                            f"but got type {type(child_cell)}.")
        self._modules[child_name] = child_cell

    # --- traversal ------------------------------------------------------------------------------------
    def cells_and_names(self, cells=None, name_prefix=""):
        """(path, cell) for this cell and every sub-cell, depth first, each cell once."""
        visited = cells if cells else set()
        if self in visited:
            return
        visited.add(self)
        yield name_prefix, self
        for name, cell in self._modules.items():
            if isinstance(cell, Cell):
                yield from cell.cells_and_names(visited, name_prefix + "." + name if name_prefix else name)

    def name_cells(self):
        """OrderedDict of the direct sub-cells."""
        return OrderedDict((name, cell) for name, cell in self._modules.items() if cell is not None)

    def cells(self):
        """Iterator over the direct sub-cells."""
        return self.name_cells().values()

    def parameters_and_names(self, name_prefix="", expand=True):
        """(attribute path, Parameter) pairs, own Parameters first, each Parameter once. A torch.nn.Module
        inside the Cell contributes its torch Parameters and persistent buffers, each seen through a cached
        msbridge Parameter handle (``_torch_module_params``), at the module's place among the children."""
        found = []
        if expand:
            self._collect_params(name_prefix, set(), set(), found)
        else:
            _own_params(self, name_prefix, set(), found)
        yield from found

    def _collect_params(self, prefix, visited, seen, out):
        if self in visited:
            return
        visited.add(self)
        _own_params(self, prefix, seen, out)
        for child_name, child in self._modules.items():
            if child is None:
                continue
            path = prefix + "." + child_name if prefix else child_name
            if isinstance(child, Cell):
                child._collect_params(path, visited, seen, out)
            else:
                self._torch_module_params(child_name, child, path, visited, seen, out)
        handles = self.__dict__.get("_torch_handles")
        if handles:
            for child_name in [name for name in handles if name not in self._modules]:
                del handles[child_name]  # the torch module was removed

    def _torch_module_params(self, child_name, module, path, visited, seen, out):
        """Parameter handles over the tensors of the torch child ``module``: created on first use and cached on
        this Cell by relative path, so the same handle (name, flags) comes back while the tensor is the same."""
        cache = self.__dict__.setdefault("_torch_handles", {}).setdefault(child_name, {})
        current = set()
        for rel, tensor, sub in _torch_tensors(module, child_name, visited):
            if sub is not None:  # a Cell inside the torch module keeps its own Parameters, named as a child
                sub_path = path + rel[len(child_name):]
                start = len(out)
                sub._collect_params(sub_path, visited, seen, out)
                for param_path, param in out[start:]:
                    inner = param_path[len(sub_path) + 1:]
                    if param.name == inner:  # not prefixed yet: torch containers do not rename
                        param.name = rel + "." + inner
                continue
            if id(tensor) in seen:
                continue
            seen.add(id(tensor))
            current.add(rel)
            handle = cache.get(rel)
            if handle is None or handle._t is not tensor:  # new, or the module's tensor was replaced
                handle = cache[rel] = Parameter._over_torch(tensor, rel if handle is None else handle.name)
            elif tensor.is_floating_point() or tensor.is_complex():
                handle._requires_grad = tensor.requires_grad  # torch code may have frozen or unfrozen it
            out.append((path + rel[len(child_name):], handle))
        for rel in [rel for rel in cache if rel not in current]:
            del cache[rel]

    def get_parameters(self, expand=True):
        """Iterator over the Parameters (``torch.nn.Module.parameters`` with MindSpore Parameter objects)."""
        for _, param in self.parameters_and_names(expand=expand):
            yield param

    def trainable_params(self, recurse=True):
        """List of the Parameters with ``requires_grad=True``."""
        return [p for p in self.get_parameters(expand=recurse) if p.requires_grad]

    def untrainable_params(self, recurse=True):
        """List of the Parameters with ``requires_grad=False``."""
        return [p for p in self.get_parameters(expand=recurse) if not p.requires_grad]

    def parameters_dict(self, recurse=True):
        """OrderedDict from Parameter name to Parameter."""
        return OrderedDict((p.name, p) for p in self.get_parameters(expand=recurse))

    def update_parameters_name(self, prefix="", recurse=True):
        """Set every Parameter's name to ``prefix`` + its attribute path."""
        if not isinstance(prefix, str):
            raise TypeError(f"For 'update_parameters_name', 'prefix' must be str, but got {type(prefix)}.")
        for path, param in self.parameters_and_names(expand=recurse):
            param.name = prefix + path

    # --- modes and flags ----------------------------------------------------------------------------------
    def set_train(self, mode=True):
        """Set training mode on this cell and every sub-module (``torch.nn.Module.train``); returns self."""
        self.train(mode)
        for _, cell in self.cells_and_names():
            object.__setattr__(cell, "phase", "train" if mode else "predict")
        return self

    def set_inputs(self, *inputs, **kwargs):
        """``Cell.set_inputs(*inputs)``: records the (placeholder, e.g. ``Tensor(shape=[None, 3], dtype=...)``)
        inputs MindSpore compiles a dynamic-shape graph for; on torch a cell runs eagerly on any shape, as in
        MindSpore's PyNative mode, so they are only kept for :meth:`get_inputs`."""
        if kwargs:
            raise NotImplementedError(f"Cell.set_inputs with keyword inputs ({', '.join(kwargs)}) is not supported "
                                      "by msbridge.")
        object.__setattr__(self, "_set_inputs", inputs)

    def get_inputs(self):
        """``Cell.get_inputs()``: the inputs given to :meth:`set_inputs` (a tuple), or None."""
        return self.__dict__.get("_set_inputs")

    def set_grad(self, requires_grad=True):
        """Mark the cell as a network to differentiate: its forward records the graph its gradient call reuses
        (MindSpore builds the backward during the forward, so construct runs once)."""
        object.__setattr__(self, "requires_grad", requires_grad)
        return self

    def to_float(self, dst_type):
        """Run this cell and its sub-cells with inputs (and parameters) cast to ``dst_type``."""
        if dst_type not in _MIXED_TYPES:
            raise ValueError("For 'to_float', the argument 'dst_type' must be mstype.float32, mstype.float16 or "
                             f"mstype.bfloat16, but got type: {type(dst_type)} and value: {dst_type}.")
        for _, cell in self.cells_and_names():
            object.__setattr__(cell, "_mixed_precision_type", dst_type)
        return self

    def set_jit_config(self, jit_config):
        """Compile options (a ``JitConfig``) for this Cell under GRAPH_MODE; its ``backend`` key picks the
        torch.compile backend."""
        object.__setattr__(self, "_jit_config_dict", jit_config.jit_config_dict)

    def add_flags(self, **flags):
        """Attach compile flags to this cell; returns self."""
        self._flags.update(flags)
        return self

    def add_flags_recursive(self, **flags):
        """Attach compile flags to this cell and its sub-cells; returns self."""
        for _, cell in self.cells_and_names():
            cell.add_flags(**flags)
        return self

    def get_flags(self):
        """The flags attached with add_flags."""
        return self._flags

    @property
    def cls_name(self):
        """The class name."""
        return type(self).__name__

    # --- hooks ----------------------------------------------------------------------------------------
    def register_forward_pre_hook(self, hook_fn, *, prepend=False, with_kwargs=False):
        """``hook_fn(cell, inputs)`` before ``construct``; a result replaces the inputs
        (``torch.nn.Module.register_forward_pre_hook``)."""
        from ..common.grad_hooks import check_hook
        check_hook(hook_fn)
        return super().register_forward_pre_hook(hook_fn, prepend=prepend, with_kwargs=with_kwargs)

    def register_forward_hook(self, hook_fn, *, prepend=False, with_kwargs=False, always_call=False):
        """``hook_fn(cell, inputs, output)`` after ``construct``; a result replaces the output
        (``torch.nn.Module.register_forward_hook``)."""
        from ..common.grad_hooks import check_hook
        check_hook(hook_fn)
        return super().register_forward_hook(hook_fn, prepend=prepend, with_kwargs=with_kwargs,
                                             always_call=always_call)

    def register_backward_hook(self, hook_fn):
        """``hook_fn(cell, grad_input, grad_output)`` after the gradients w.r.t. the inputs are computed; its
        result (if not None) replaces grad_input. Returns a handle with ``remove()``."""
        return self._add_hook(self._backward_hooks_ms, hook_fn)

    def register_backward_pre_hook(self, hook_fn):
        """``hook_fn(cell, grad_output)`` before the gradients w.r.t. the inputs are computed; its result (if not
        None) replaces grad_output. Returns a handle with ``remove()``."""
        return self._add_hook(self._backward_pre_hooks_ms, hook_fn)

    @staticmethod
    def _add_hook(hooks, hook_fn):
        from ..common.grad_hooks import HookHandle, check_hook
        check_hook(hook_fn)
        handle = HookHandle(hooks)
        hooks[handle.id] = hook_fn
        return handle

    # --- printing ------------------------------------------------------------------------------------
    def extend_repr(self):
        """Extra text shown inside ``Name(...)``; layers override it."""
        return ""

    def __repr__(self):
        extend = self.extend_repr()
        extra_lines = extend.split("\n") if extend else []
        child_lines = ["(" + key + "): " + _addindent(repr(cell), 2) for key, cell in self._modules.items()]
        lines = extra_lines + child_lines
        main = type(self).__name__ + "("
        if lines:
            if len(extra_lines) == 1 and not child_lines:
                main += extra_lines[0]
            else:
                main += "\n  " + "\n  ".join(lines) + "\n"
        return main + ")"

    __str__ = __repr__
