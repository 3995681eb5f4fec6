"""The mechanism of ``mindspore.mint``: torch-aligned functions are the torch function itself, called on the
torch tensors of the arguments (MindSpore dtypes become torch dtypes) with the results wrapped back."""
import ast
import inspect
import re

import torch

from .. import context as _context
from ..common import dtype as mstype
from ..common.tensor import Tensor, _wrap, _wrap_any


def _torch_arg(value):
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, mstype.Type):
        return mstype.to_torch_dtype(value)
    if isinstance(value, (tuple, list)):
        return type(value)(_torch_arg(v) for v in value)
    return value


class _Default:
    """A default value shown as torch's docstring writes it (``torch.strided``), never evaluated."""

    def __init__(self, text):
        self._text = text

    def __repr__(self):
        return self._text


_SIGNATURE_LINE = re.compile(r"^[ \t]*(?:\.\. function:: )?(([A-Za-z_]\w*)\(.*\))(?: -> .*)?$", re.M)


def _overloads(torch_fn, name):
    """The signature lines of torch's docstring, one per overload (``sum(input, *, dtype=None)`` and
    ``sum(input, dim, keepdim=False, *, dtype=None)``): the first line, and later ``name(...) -> ...`` lines."""
    doc = (torch_fn.__doc__ or "").strip()
    names = {getattr(torch_fn, "__name__", name), name}
    found = []
    for match in _SIGNATURE_LINE.finditer(doc):
        text = match.group(0)
        if match.group(2) in names and (match.start() == 0 or " -> " in text) and match.group(1) not in found:
            found.append(match.group(1))
    return found


def _signature(torch_fn, head):
    """torch's signature of ``torch_fn`` for help(): inspect's, else parsed from its docstring line ``head``;
    None when neither gives one."""
    try:
        signature = inspect.signature(torch_fn)
        if str(signature) != "(*args, **kwargs)":  # torch's boolean_dispatch wrappers say nothing
            return signature
    except (TypeError, ValueError):
        pass
    if head is None:
        return None
    try:
        args = ast.parse(f"def f{head[head.index('('):]}: pass").body[0].args
    except SyntaxError:  # torch writes some as zeros(*size, *, ...), not Python
        return None
    kind = inspect.Parameter
    params = []
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + args.defaults
    for i, (arg, default) in enumerate(zip(positional, defaults)):
        params.append(kind(arg.arg, kind.POSITIONAL_ONLY if i < len(args.posonlyargs) else kind.POSITIONAL_OR_KEYWORD,
                           default=kind.empty if default is None else _Default(ast.unparse(default))))
    if args.vararg:
        params.append(kind(args.vararg.arg, kind.VAR_POSITIONAL))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        params.append(kind(arg.arg, kind.KEYWORD_ONLY,
                           default=kind.empty if default is None else _Default(ast.unparse(default))))
    if args.kwarg:
        params.append(kind(args.kwarg.arg, kind.VAR_KEYWORD))
    try:
        return inspect.Signature(params)
    except ValueError:
        return None


def torch_aligned(torch_fn, name):
    """``mint.<name>``: ``torch_fn`` on unwrapped arguments, results wrapped as msbridge Tensors."""
    def fn(*args, **kwargs):
        if kwargs:
            kwargs = {k: _torch_arg(v) for k, v in kwargs.items()}
        result = torch_fn(*[a._t if a.__class__ is Tensor else _torch_arg(a) for a in args], **kwargs)
        return _wrap(result) if result.__class__ is torch.Tensor else _wrap_any(result)
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"``mint.{name}``: torch.{getattr(torch_fn, '__name__', name)} (torch's signature and semantics)."
    overloads = _overloads(torch_fn, name)
    signature = _signature(torch_fn, overloads[0] if len(overloads) == 1 else None)
    if signature is not None:
        fn.__signature__ = signature
    elif overloads:
        fn.__doc__ += "\n\nSignatures (torch's):\n\n" + "\n".join("    " + line for line in overloads)
    return fn


def on_current_device(fn):
    """A creation function (``mint.zeros``, ...) that makes its tensor on the current device unless the call names
    a ``device`` (nothing is added on CPU)."""
    def create(*args, **kwargs):
        if _context._device is not _context._CPU and "device" not in kwargs:
            kwargs["device"] = _context._device
        return fn(*args, **kwargs)
    create.__name__ = create.__qualname__ = fn.__name__
    create.__doc__ = fn.__doc__
    if "__signature__" in fn.__dict__:
        create.__signature__ = fn.__signature__
    return create


def define(module_globals, namespace, names, renamed=None, creation=()):
    """Define ``mint`` aliases of ``namespace.<name>`` for ``names`` (and ``{mint name: torch name}``); the names in
    ``creation`` make their tensor on the current device."""
    table = {name: name for name in names}
    table.update(renamed or {})
    for name, torch_name in table.items():
        fn = torch_aligned(getattr(namespace, torch_name), name)
        module_globals[name] = on_current_device(fn) if name in creation else fn
    return list(table)
