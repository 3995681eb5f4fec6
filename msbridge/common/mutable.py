"""``mindspore.mutable``: marks a Python scalar or container passed to a compiled function as a variable.

MindSpore compiles constants into its graph unless they are marked. torch.compile specialises on Python scalars
first and makes them symbolic after a second distinct value (automatic dynamic shapes), and treats Tensors in
containers as graph inputs already, so the mark changes nothing for msbridge's jit: the value comes back as an
instance of a marking subclass of its type (as in MindSpore), equal to the input."""
from .tensor import Tensor

__all__ = ["mutable"]


class _Int(int):
    """A mutable-marked int."""


class _Float(float):
    """A mutable-marked float."""


class _Bool(int):
    """A mutable-marked bool (bool cannot be subclassed: an int that reports itself as a bool)."""

    __class__ = property(lambda self: bool)

    def __repr__(self):
        return repr(bool(self))

    __str__ = __repr__


class _Tuple(tuple):
    """A mutable-marked tuple."""


class _List(list):
    """A mutable-marked list."""


class _Dict(dict):
    """A mutable-marked dict."""


def _check(value, seen):
    if isinstance(value, (bool, int, float, Tensor)):
        return True
    if isinstance(value, (tuple, list, dict)):
        if id(value) in seen:
            return False
        seen = seen | {id(value)}
        items = value.values() if isinstance(value, dict) else value
        return all(_check(v, seen) for v in items)
    return False


def mutable(input_data, dynamic_len=False):
    """``mindspore.mutable(input_data, dynamic_len=False)``: ``input_data`` (bool, int, float, Tensor, tuple,
    list, dict or nested) marked as a graph variable; a Tensor is returned as is."""
    if not isinstance(dynamic_len, bool):
        raise TypeError(f"For 'mutable', the second input should be bool, but got: {type(input_data).__name__}")  # sic
    if not _check(input_data, frozenset()):
        raise TypeError("For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list, "
                        "dict) or their nested structures with no self-reference, but got "
                        f"{type(input_data).__name__}: {input_data}.")
    if dynamic_len and not isinstance(input_data, (tuple, list)):
        raise TypeError("For 'mutable', when the variable_len is True, the first input should be list or tuple, "
                        f"but got: {type(input_data).__name__}")
    if isinstance(input_data, Tensor):
        return input_data
    if isinstance(input_data, bool):
        return _Bool(input_data)
    for kind, marked in ((int, _Int), (float, _Float), (tuple, _Tuple), (list, _List), (dict, _Dict)):
        if isinstance(input_data, kind):
            return marked(input_data)
    return input_data
