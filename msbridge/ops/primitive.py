"""``mindspore.ops.Primitive``: the base of the primitive classes (``ops.ReLU()`` ...), and what MindSpore offers
for user-defined primitives: ``PrimitiveWithCheck``, ``PrimitiveWithInfer``, ``prim_attr_register``,
``prim_arg_register`` and ``constexpr``."""
import functools
import inspect

__all__ = ["Primitive", "PrimitiveWithCheck", "PrimitiveWithInfer", "prim_attr_register", "prim_arg_register",
           "constexpr"]
_IO_NAMES = ("input_names", "output_names")  # attributes MindSpore's repr leaves out

REQUIRED = inspect.Parameter.empty  # an ``_attrs`` default meaning: MindSpore's constructor requires it


class Primitive:
    """``mindspore.ops.Primitive``: a named op with attributes; calling it runs the op (a torch computation).

    Subclasses set their attributes with :meth:`add_prim_attr` (they are also readable as properties, e.g.
    ``ops.Softmax(0).axis``) and implement ``__call__``.
    """

    def __init__(self, name):
        self.name = name
        self.attrs = {}
        self.init_attrs = {"name": name}

    def add_prim_attr(self, name, value):
        """Set attribute ``name`` (shown in the repr) and return the primitive."""
        self.attrs[name] = value
        return self

    def init_prim_io_names(self, inputs, outputs):
        """Name the call's inputs and outputs (the attributes ``input_names`` and ``output_names``)."""
        self.add_prim_attr("input_names", inputs)
        self.add_prim_attr("output_names", outputs)

    def __getattr__(self, name):
        attrs = self.__dict__.get("attrs", {})
        if name in attrs:
            return attrs[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __repr__(self):
        shown = ", ".join(f"{k}={v}" for k, v in self.attrs.items() if k not in _IO_NAMES)
        return f"Prim[{self.name}]" + (f"<{shown}>" if shown else "")

    __str__ = __repr__


class FunctionPrimitive(Primitive):
    """A primitive without attributes whose call is one functional op: ``fn = staticmethod(ops_function)``."""

    fn = None

    def __init__(self):
        super().__init__(type(self).__name__)

    def __call__(self, *args, **kwargs):
        return self.fn(*args, **kwargs)


class AttrPrimitive(Primitive):
    """A primitive configured by MindSpore's ``__init__`` attributes, listed in ``_attrs`` as (name, default)
    pairs in signature order (default ``REQUIRED`` where MindSpore has none); they are stored with
    :meth:`add_prim_attr` and read in ``__call__``."""

    _attrs = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # help() and inspect.signature show MindSpore's constructor arguments, not (*args, **kwargs)
        cls.__signature__ = inspect.Signature([
            inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=default)
            for name, default in cls._attrs])

    def __init__(self, *args, **kwargs):
        super().__init__(type(self).__name__)
        names = [name for name, _ in self._attrs]
        if len(args) > len(names):
            raise TypeError(f"{self.name}() takes at most {len(names)} arguments ({len(args)} given).")
        values = dict(self._attrs)
        values.update(zip(names, args))
        for key, value in kwargs.items():
            if key not in values:
                raise TypeError(f"{self.name}() got an unexpected keyword argument '{key}'.")
            values[key] = value
        for name in names:
            if values[name] is REQUIRED:  # MindSpore's message (its constructors bind their signature)
                raise TypeError(f"missing a required argument: '{name}'")
            self.add_prim_attr(name, values[name])


def function_primitives(module_globals, table):
    """Define a FunctionPrimitive subclass per ``{ClassName: functional op}`` entry in ``module_globals``."""
    for name, fn in table.items():
        text = (fn.__doc__ or "").strip().split("\n")[0]
        module_globals[name] = type(name, (FunctionPrimitive,), {
            "fn": staticmethod(fn), "__doc__": f"``ops.{name}``: a primitive over {text}",
            "__module__": module_globals["__name__"]})
    return list(table)


class PrimitiveWithCheck(Primitive):
    """``mindspore.ops.PrimitiveWithCheck``: a user-defined primitive that checks its inputs' shapes and dtypes
    (``check_shape``, ``check_dtype``; both do nothing unless overridden). MindSpore runs it only with a kernel
    registered for its name; msbridge runs it when the subclass defines ``__call__``."""

    def check_shape(self, *args):
        """Check the inputs' shapes (raise on a bad one); does nothing unless overridden."""

    def check_dtype(self, *args):
        """Check the inputs' dtypes (raise on a bad one); does nothing unless overridden."""

    def __call__(self, *args, **kwargs):
        raise RuntimeError(f"Unsupported op [{self.name}]: a user-defined primitive runs only with a kernel "
                           "(in msbridge: the __call__ its class defines).")


class PrimitiveWithInfer(Primitive):
    """``mindspore.ops.PrimitiveWithInfer``: a user-defined primitive that infers its output's shape, dtype and,
    for constants, value (``infer_shape``, ``infer_dtype``, ``infer_value``: None unless overridden). MindSpore
    runs it only with a kernel registered for its name; msbridge runs it when the subclass defines ``__call__``."""

    def infer_shape(self, *args):
        """The output's shape; None unless overridden."""

    def infer_dtype(self, *args):
        """The output's dtype; None unless overridden."""

    def infer_value(self, *args):
        """The output's value when it is known from constant inputs; None unless overridden."""

    __call__ = PrimitiveWithCheck.__call__


def _register_init_arguments(fn):
    """The decorator of prim_attr_register / prim_arg_register: before ``fn`` (a primitive's ``__init__``) runs,
    the primitive is initialised under its class name and every argument of the call, defaults included, becomes
    an attribute (``attrs`` and ``init_attrs``)."""
    @functools.wraps(fn)
    def init(self, *args, **kwargs):
        Primitive.__init__(self, getattr(type(self), "substitute_name", type(self).__name__))
        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        del self.init_attrs["name"]
        for name, value in list(bound.arguments.items())[1:]:
            self.add_prim_attr(name, value)
            self.init_attrs[name] = value
        fn(self, *args, **kwargs)

    init.decorated_func = fn
    return init


def prim_attr_register(fn):
    """``mindspore.ops.prim_attr_register``: decorates a primitive's ``__init__`` so that its arguments become
    the primitive's attributes."""
    return _register_init_arguments(fn)


def prim_arg_register(fn):
    """``mindspore.ops.prim_arg_register``: as :func:`prim_attr_register` (MindSpore's generated primitives keep
    these as call arguments; their values and repr are the same)."""
    return _register_init_arguments(fn)


def constexpr(fn=None, get_instance=True, name=None, reuse_result=True, check=True):
    """``mindspore.ops.constexpr``: makes ``fn`` a primitive computed on constants (MindSpore folds it at graph
    compile time; in PyNative mode, and in msbridge, calling it calls ``fn``). ``get_instance=False`` returns the
    primitive class instead of an instance; ``reuse_result`` and ``check`` steer MindSpore's compiler only."""
    def decorator(fn):
        class ProxyOp(PrimitiveWithInfer):
            def __init__(self):
                super().__init__(name or fn.__name__)
                self.add_prim_attr("constexpr_prim", True)

            def infer_value(self, *args):
                return fn(*args)

            def __call__(self, *args, **kwargs):
                return fn(*args, **kwargs)

        return ProxyOp() if get_instance else ProxyOp

    return decorator if fn is None else decorator(fn)
