"""Window functions (``ops.bartlett_window``, ``blackman_window``, ``hamming_window``, ``hann_window``,
``kaiser_window``) on torch's window functions, with MindSpore 2.10's argument forms: ``bartlett_window`` and
``blackman_window`` take a 0-d integer Tensor (their primitives' input), the others a Python int; ``hann_window``
and ``kaiser_window`` default to Float64 and ``hamming_window`` to Float32, and lengths 0 and 1 give Float64
(MindSpore builds those from numpy)."""
import torch

from ... import _checkparam as check
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ._utils import is_int, tensor_of

__all__ = ["bartlett_window", "blackman_window", "hamming_window", "hann_window", "kaiser_window"]

_FLOATS = (mstype.float16, mstype.float32, mstype.float64)
_MAX_LENGTH = 1000000


def check_window_dtype(dtype, api):
    """A floating MindSpore dtype (the validator's TypeError otherwise); returns the torch dtype."""
    if dtype not in _FLOATS:
        raise TypeError(f"For '{api}', the 'dtype' should be one of [mindspore.float16, mindspore.float32, "
                        f"mindspore.float64], but got 'mindspore.{str(dtype).lower()}'.")
    return mstype.to_torch_dtype(dtype)


def tensor_length(window_length, api):
    """The int of a 0-d Int32/Int64 Tensor length in [0, 1e6] (the primitives' input)."""
    if not isinstance(window_length, Tensor):
        raise TypeError(f"For Primitive[{api}], the type of input argument[window_length] must be Tensor but got "
                        f"{type(window_length).__name__}.")
    t = window_length._t
    if t.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[{api}], the input argument[window_length] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    if t.dim():
        raise ValueError(f"For '{api}', the dim of window_length must be 0, but got: {t.dim()}.")
    length = int(t)
    if not 0 <= length <= _MAX_LENGTH:
        raise ValueError(f"For '{api}', the value range of window_length must be [0, {_MAX_LENGTH}], but got: "
                         f"{length}.")
    return length


def _window(torch_fn, api, window_length, periodic, dtype):
    check.check_bool(periodic, "periodic", api)
    dtype = check_window_dtype(mstype.float32 if dtype is None else dtype, api)
    # computed in Float64: Float32 arithmetic leaves -3e-8 where MindSpore's Blackman window has its 0
    return _wrap(torch_fn(tensor_length(window_length, api), periodic=periodic, dtype=torch.float64).to(dtype))


def bartlett_window(window_length, periodic=True, *, dtype=None):
    """``ops.bartlett_window(window_length, periodic=True, *, dtype=None)``: torch.bartlett_window of a 0-d
    integer Tensor length (Float32 by default)."""
    return _window(torch.bartlett_window, "BartlettWindow", window_length, periodic, dtype)


def blackman_window(window_length, periodic=True, *, dtype=None):
    """``ops.blackman_window(window_length, periodic=True, *, dtype=None)``: torch.blackman_window of a 0-d
    integer Tensor length (Float32 by default)."""
    return _window(torch.blackman_window, "BlackmanWindow", window_length, periodic, dtype)


def _int_length(window_length, api, what):
    if not is_int(window_length):
        raise TypeError(f"For {api}, 'window_length' must be {what}, but got {type(window_length)}")
    if window_length < 0:
        raise ValueError(f"For {api}, 'window_length' must be a non-negative integer, but got {window_length}")
    return int(window_length)


def _float_dtype(dtype, api):
    if dtype is not None and dtype not in _FLOATS:
        raise TypeError(f"For {api}, 'dtype' must be floating point dtypes, but got {dtype}.")
    return dtype


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None):
    """``ops.hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None)``:
    torch.hamming_window (Float32 by default)."""
    api = "array function 'hamming_window'"
    length = _int_length(window_length, api, "int")
    check.check_bool(periodic, "periodic", "hamming_window")
    for name, value in (("alpha", alpha), ("beta", beta)):
        if not isinstance(value, float):
            raise TypeError(f"For {api}, '{name}' must be float, but got {type(value)}.")
    if length <= 1:
        return _wrap(torch.ones(length, dtype=torch.float64))
    dtype = _float_dtype(dtype, api) or mstype.float32
    return _wrap(torch.hamming_window(length, periodic, alpha, beta, dtype=mstype.to_torch_dtype(dtype)))


def hamming_window_of_length(length, periodic, alpha, beta, dtype):
    """``ops.HammingWindow``'s computation: a 1-D Int32/Int64 Tensor ``[n]`` gives torch.hamming_window(n)."""
    t = tensor_of(length, "HammingWindow", "length")
    if t.dim() != 1:
        raise ValueError(f"For primitive[HammingWindow], the length dim must be equal to 1, but got {t.dim()}.")
    if t.dtype not in (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8):
        raise TypeError(f"For primitive[HammingWindow], the 'length' must be an integer Tensor, but got "
                        f"{mstype.from_torch_dtype(t.dtype)}.")
    return _wrap(torch.hamming_window(int(t[0]), periodic, alpha, beta, dtype=mstype.to_torch_dtype(dtype)))


def _float64_window(torch_fn, api, window_length, periodic, dtype, **kwargs):
    """A window computed in Float64 (MindSpore's numpy arithmetic), cast to ``dtype`` when given."""
    length = _int_length(window_length, f"'{api}'", "a non-negative integer")
    if length <= 1:
        return _wrap(torch.ones(length, dtype=torch.float64))
    check.check_bool(periodic, "periodic", api)
    dtype = _float_dtype(dtype, f"'{api}'")
    w = torch_fn(length, periodic=periodic, dtype=torch.float64, **kwargs)
    return _wrap(w if dtype is None else w.to(mstype.to_torch_dtype(dtype)))


def hann_window(window_length, periodic=True, *, dtype=None):
    """``ops.hann_window(window_length, periodic=True, *, dtype=None)``: torch.hann_window in Float64 (cast to
    ``dtype`` when given)."""
    return _float64_window(torch.hann_window, "hann_window", window_length, periodic, dtype)


def kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None):
    """``ops.kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None)``: torch.kaiser_window in
    Float64 (cast to ``dtype`` when given)."""
    return _float64_window(torch.kaiser_window, "kaiser_window", window_length, periodic, dtype, beta=float(beta))
