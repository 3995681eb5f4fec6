"""The mechanism of ``mindspore.mint``: torch-aligned functions are the torch function itself, called on the
torch tensors of the arguments (MindSpore dtypes become torch dtypes) with the results wrapped back."""
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


def torch_aligned(torch_fn, name):
    """``mint.<name>``: ``torch_fn`` on unwrapped arguments, results wrapped as msbridge Tensors."""
    def fn(*args, **kwargs):
        if kwargs:
            kwargs = {k: _torch_arg(v) for k, v in kwargs.items()}
        result = torch_fn(*[a._t if a.__class__ is Tensor else _torch_arg(a) for a in args], **kwargs)
        return _wrap(result) if result.__class__ is torch.Tensor else _wrap_any(result)
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"``mint.{name}``: torch.{getattr(torch_fn, '__name__', name)} (torch's signature and semantics)."
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
