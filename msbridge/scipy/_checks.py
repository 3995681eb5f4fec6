"""The argument checks ``mindspore.scipy`` functions share, with MindSpore 2.10's exception types and messages."""
from ..common.tensor import Tensor as _Tensor

_REAL = ("Int32", "Int64", "Float32", "Float64")


def type_check(func, value, kind, name):
    """TypeError unless ``value`` is a ``kind`` (a bool is not an int here)."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"For '{func}', the type of '{name}' should be {kind.__name__}, but got '{value}' with type "
                        f"{type(value).__name__}.")


def tensor_check(func, value, name="a", dtypes=_REAL):
    """The torch tensor of ``value``: TypeError unless it is a Tensor of one of ``dtypes``."""
    if not isinstance(value, _Tensor):
        raise TypeError(f"For '{func}', the type of '{name}' should be Tensor, but got '{value}' with type "
                        f"{type(value).__name__}.")
    if str(value.dtype) not in dtypes:
        allowed = ", ".join("mindspore." + d.lower() for d in dtypes)
        raise TypeError(f"For '{func}', the data type of '{name}' should be one of [{allowed}], but got "
                        f"{value.dtype}.")
    return value._t


def square_check(func, t, name="a"):
    """ValueError unless ``t`` is a (batch of) square matrix."""
    if t.dim() < 2 or t.shape[-1] != t.shape[-2]:
        raise ValueError(f"For '{func}', the matrix '{name}' should be a square matrix like (N, N), but got "
                         f"{tuple(t.shape)}.")


def as_float(t):
    """Integer matrices are computed in Float64, as MindSpore 2.10."""
    return t if t.is_floating_point() or t.is_complex() else t.double()
