"""``mindspore.common.api``: ``jit`` and ``jit_class``, and the GRAPH_MODE entry of Cell calls, on torch.compile.

A function decorated with ``jit`` (or a Cell called at the top level under ``set_context(mode=GRAPH_MODE)``)
runs through ``torch.compile(fullgraph=True)``: dynamo traces the msbridge Python (Tensor handles, method
dispatch, Cells, GradOperation/value_and_grad, optimizer updates) into one FX graph per input signature (dynamo's
guards: shapes, dtypes, the training flags, Python scalars), AOTAutograd splits forward and backward, and the
backend (inductor unless set) generates the kernels. ``torch.autograd.grad`` and ``Tensor.item()`` inside the
graph need dynamo's ``trace_autograd_ops`` and ``capture_scalar_outputs``; they are switched on (process-wide)
the first time msbridge compiles. Recompilation is dynamo's: a dimension that changes becomes dynamic on the
second distinct shape (``dynamic=1`` makes every dimension dynamic at once), and a function recompiled more than
``torch._dynamo.config.cache_size_limit`` times runs eagerly.

What torch cannot trace into one graph runs eagerly: one warning names the function and dynamo's reason, and the
function stays eager from then on (``fullgraph=True`` raises instead). See docs/compat/jit.md.
"""
import contextlib
import dataclasses
import functools
import inspect
import types
import warnings
import weakref
from typing import Callable, Optional

import torch
from torch.compiler import is_compiling

__all__ = ["jit", "jit_class"]

_CAPTURE_MODES = ["ast", "bytecode", "trace"]
_JIT_LEVELS = ["O0", "O1"]
_MS_BACKENDS = ("", "ms_backend", "GE")  # MindSpore's names: all compile with inductor
_TORCH_BACKENDS = ("inductor", "aot_eager", "eager")  # msbridge extra: torch.compile's own backends
_configured = False
_autograd = _cell_module = None  # bound by _bind_modules


def _configure_dynamo():
    """Let dynamo trace ``torch.autograd.grad`` and ``Tensor.item()`` into the graph (set once: patching the
    config around every call costs about 90 us)."""
    global _configured
    if not _configured:
        torch._dynamo.config.trace_autograd_ops = True
        torch._dynamo.config.capture_scalar_outputs = True
        _configured = True
    _bind_modules()


def _bind_modules():
    """The modules the entries touch on every call (imported here: they import this module's package)."""
    global _autograd, _cell_module
    if _cell_module is None:
        from ..nn import cell
        from ..ops.composite import _autograd as autograd
        _autograd, _cell_module = autograd, cell


def _torch_backend(backend):
    if backend in _MS_BACKENDS:
        return "inductor"
    if backend in _TORCH_BACKENDS:
        return backend
    if not isinstance(backend, str):
        raise RuntimeError(f"Unable to cast Python instance of type {type(backend)} to C++ type 'std::string'")
    raise RuntimeError(f"Invalid backend name: {backend}, you should register custom backend first")


def _entry(fn, args, kwargs):
    return fn(*args, **kwargs)


def _fresh_entry(name):
    """A function running ``fn(*args, **kwargs)`` with a code object of its own: dynamo keeps its compiled graphs
    (and counts recompilations) per code object, so each jit function and each GRAPH_MODE Cell gets its own."""
    code = _entry.__code__.replace(co_name=name)
    return types.FunctionType(code, _entry.__globals__, name)


def _records_clear():
    _autograd._compiled_records.clear()


@dataclasses.dataclass(eq=False)
class _Compiled:
    """``fn`` compiled with torch.compile(fullgraph=True), or run eagerly after one warning when torch cannot."""

    fn: Callable
    name: str
    fullgraph: bool = False
    dynamic: int = 0
    backend: str = ""
    compiled: Optional[Callable] = None
    eager: bool = False

    def _build(self):
        _configure_dynamo()
        backend = _torch_backend(self.backend)
        entry = _fresh_entry("jit_" + "".join(c if c.isalnum() else "_" for c in self.name))
        self.compiled = torch.compile(entry, fullgraph=True, dynamic=True if self.dynamic else None,
                                      backend=backend)

    def __call__(self, *args, **kwargs):
        if is_compiling():  # inside another compiled function: traced inline
            return self.fn(*args, **kwargs)
        _enter_graph()
        try:
            if self.eager:
                return self.fn(*args, **kwargs)
            if self.compiled is None:
                self._build()
            return self.compiled(self.fn, args, kwargs)
        except torch._dynamo.exc.TorchDynamoException as exc:
            reason = str(exc).strip().split("\n")[0]
            if self.fullgraph:
                raise RuntimeError(f"For 'jit', torch.compile cannot compile '{self.name}' into one graph "
                                   f"(fullgraph=True): {reason}") from exc
            out = self.fn(*args, **kwargs)  # a real error in the function raises here, as in eager mode
            self.eager = True
            warnings.warn(f"msbridge.jit: '{self.name}' runs eagerly, torch.compile cannot compile it: {reason}",
                          RuntimeWarning, stacklevel=3)
            return out
        finally:
            _records_clear()
            _leave_graph()


def _qualname(fn):
    return getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) or type(fn).__name__


def _check_options(capture_mode, jit_level, dynamic, fullgraph):
    if not isinstance(capture_mode, str) or capture_mode not in _CAPTURE_MODES:
        raise ValueError(f"For 'jit', the 'capture_mode' must be str and must be in '{_CAPTURE_MODES}', but got "
                         f"'{capture_mode}'.")
    if not isinstance(jit_level, str) or jit_level not in _JIT_LEVELS:
        raise ValueError(f"For 'jit', the 'jit_level' must be str and must be in '{_JIT_LEVELS}', but got "
                         f"'{jit_level}'.")
    if not isinstance(dynamic, int) or isinstance(dynamic, bool):
        raise TypeError(f"For 'jit', the 'dynamic' must be 'int',  but got '{type(dynamic).__name__}'.")
    if dynamic not in (0, 1):
        raise ValueError(f"For 'jit', the 'dynamic' must be in range of [0, 1], but got {dynamic} with type 'int'.")
    if not isinstance(fullgraph, bool):
        raise TypeError(f"For 'jit', the 'fullgraph' must be a bool, but got {type(fullgraph).__name__}.")


def jit(function: Optional[Callable] = None, *, capture_mode: str = "ast", jit_level: str = "O0", dynamic: int = 0,
        fullgraph: bool = False, backend: str = "", **options):
    """``mindspore.jit(function=None, *, capture_mode='ast', jit_level='O0', dynamic=0, fullgraph=False,
    backend='', **options)``: compile ``function`` (a function, a Cell method or ``construct``, or a Cell
    instance, whose ``construct`` is compiled) with ``torch.compile(fullgraph=True)``.

    torch mapping: every ``capture_mode`` and ``jit_level`` compiles with dynamo; ``dynamic=1`` is
    ``torch.compile(dynamic=True)``; ``backend`` '' / 'ms_backend' / 'GE' is inductor, and torch's 'inductor',
    'aot_eager' and 'eager' are accepted too. Without ``fullgraph`` a function torch cannot compile runs eagerly
    after one warning; with it, the call raises RuntimeError. ``options`` are accepted and ignored.
    """
    _check_options(capture_mode, jit_level, dynamic, fullgraph)

    def wrap(fn):
        if isinstance(fn, type) or not callable(fn):
            return fn  # MindSpore returns a class (or a non-callable) unchanged
        from ..nn.cell import Cell
        if isinstance(fn, Cell):
            fn = fn.construct
        compiled = _Compiled(fn, _qualname(fn), fullgraph, dynamic, backend)

        @functools.wraps(fn)
        def jit_wrapper(*args, **kwargs):
            return compiled(*args, **kwargs)
        jit_wrapper.__ms_jit__ = compiled
        return jit_wrapper

    return wrap if function is None else wrap(function)


def jit_class(cls):
    """``mindspore.jit_class(cls)``: marks a user class usable inside compiled functions (dynamo traces any
    Python class, so msbridge only sets MindSpore's ``__ms_class__`` flag)."""
    from ..nn.cell import Cell
    if not inspect.isclass(cls):
        raise TypeError(f"Decorator jit_class can only be used for class type, but got {cls}.")
    if issubclass(cls, Cell):
        raise TypeError(f"Decorator jit_class is used for user-defined classes and cannot be used for nn.Cell: "
                        f"{cls}.")
    cls.__ms_class__ = True
    return cls


# --- GRAPH_MODE: the top-level Cell call is compiled ---------------------------------------------------------
_graph_mode = False
_graphs = weakref.WeakKeyDictionary()  # Cell -> its GRAPH_MODE _Compiled (kept off the Cell: it stays picklable)
_depth = 0  # compiled (or fallen back) calls running now


def _graph_call(cell, args, kwargs):
    """A top-level Cell call under GRAPH_MODE: the Cell's forward compiled once per input signature."""
    compiled = _graphs.get(cell)
    if compiled is None:
        config = getattr(cell, "_jit_config_dict", None) or {}
        # the class's forward with the cell as an argument: the entry holds no reference to the cell
        compiled = _Compiled(type(cell).forward, type(cell).__name__ + ".construct", backend=config.get("backend", ""))
        _graphs[cell] = compiled
    if cell.training or cell.requires_grad or _autograd.depth() or any(isinstance(a, torch.Tensor) for a in args):
        return compiled(cell, *args, **kwargs)
    # inference: an eval-mode Cell called outside any gradient transform has no backward (MindSpore's graph has
    # none either); a gradient transform or a set_grad Cell runs its own forward with autograd on
    with torch.no_grad():
        return compiled(cell, *args, **kwargs)


def _set_entry(entry):
    _cell_module._GRAPH_ENTRY = entry


def _enter_graph():
    """Inside a compiled call the Cells run their plain forward (nested Cells are part of the graph)."""
    global _depth
    _depth += 1
    if _graph_mode:
        _set_entry(None)


def _leave_graph():
    global _depth
    _depth -= 1
    if _graph_mode and not _depth:
        _set_entry(_graph_call)


@contextlib.contextmanager
def plain_cells():
    """Cells run their plain forward inside (as in a compiled call): ``export`` traces them with torch.export."""
    _enter_graph()
    try:
        yield
    finally:
        _leave_graph()


def set_graph_mode(enabled):
    """Called by ``set_context(mode=...)``: GRAPH_MODE routes top-level Cell calls through ``_graph_call``."""
    global _graph_mode
    _bind_modules()
    _graph_mode = bool(enabled)
    _set_entry(_graph_call if _graph_mode and not _depth else None)
