"""``mindspore.ops.Primitive``: the base of the primitive classes (``ops.ReLU()`` ...)."""

__all__ = ["Primitive"]


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
