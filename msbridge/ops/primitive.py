"""``mindspore.ops.Primitive``: the base of the primitive classes (``ops.ReLU()`` ...)."""
import inspect

__all__ = ["Primitive"]

REQUIRED = inspect.Parameter.empty  # an ``_attrs`` default meaning: MindSpore's constructor requires it


class Primitive:
    """``mindspore.ops.Primitive``: a named op with attributes; calling it runs the op (a torch computation).

    Subclasses set their attributes with :meth:`add_prim_attr` (they are also readable as properties, e.g.
    ``ops.Softmax(0).axis``) and implement ``__call__``.
    """

    def __init__(self, name):
        self.name = name
        self.attrs = {}

    def add_prim_attr(self, name, value):
        """Set attribute ``name`` (shown in the repr) and return the primitive."""
        self.attrs[name] = value
        return self

    def __getattr__(self, name):
        attrs = self.__dict__.get("attrs", {})
        if name in attrs:
            return attrs[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __repr__(self):
        shown = ", ".join(f"{k}={v}" for k, v in self.attrs.items())
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
