"""``mindspore.Tensor``: a light handle over one torch.Tensor (see docs/design.md for why not a subclass).

The arithmetic of MindSpore 2.10 (measured, see tests/golden/record_tensor.py) is torch's, except for the
cases the ``_k_*`` kernels below handle: full type promotion for ``+ - // % **`` and comparisons even with
0-d operands, Bool ``-`` and ``//``, integer division by zero and integer negative powers (no errors), and
MindSpore's error types. The kernels are shared with the functional ops (``msbridge.ops``).
"""
import contextlib
import math
import numbers
import struct

import numpy as np
import torch

from .. import context as _context
from .._call_state import state as _call_state
from . import dtype as mstype
from ._tensor_format import host_repr, meta_repr, tensor_repr, tensor_str

__all__ = ["Tensor", "tensor", "from_numpy", "is_tensor"]

_new = object.__new__   # bound once: about 220 fewer instructions per handle than looking it up on each call
_TorchTensor = torch.Tensor
_SCALARS = (bool, int, float)
# the dtypes whose ops would see more of a Python float than Float32 (torch dtypes are singletons: `is` tests them)
_FLOAT64, _COMPLEX128 = torch.float64, torch.complex128
DOUBLE_DTYPES = (_FLOAT64, _COMPLEX128)
_FLOAT32 = struct.Struct("f")
_FLOAT32_VALUES = {}  # the floats met so far (mostly a program's constants), bounded


def float32_value(number):
    """A Python float as MindSpore's Tensor ops see it: rounded to Float32, whatever the tensor's dtype
    (``Tensor(float64 1.0) * 2.02`` is 2.0199999809265137; past Float32's range it is inf). torch keeps the double,
    which only a Float64 or Complex128 tensor's op would notice."""
    value = _FLOAT32_VALUES.get(number)
    if value is None:
        try:
            value = _FLOAT32.unpack(_FLOAT32.pack(number))[0]
        except OverflowError:
            value = math.copysign(math.inf, number)
        if len(_FLOAT32_VALUES) < 4096:
            _FLOAT32_VALUES[number] = value
    return value
_HOST = _context._CPU   # host data needs no move while this is the current device


def _wrap(t):
    """A new msbridge Tensor sharing ``t`` (the hot path of every op). torch.compile traces ``_new`` from torch
    2.13 on (pyproject's floor); dynamo before 2.13 traces only ``object.__new__`` written out, and falls back to
    eager there (docs/compat/devices.md)."""
    obj = _new(Tensor)
    obj._t = t
    return obj


def _wrap_host(t):
    """:func:`_wrap` for numpy data handed out as is (``from_numpy``, dataset iterators): MindSpore prints such a
    Tensor (until an op makes a new one) with numpy's layout of its host array."""
    obj = _wrap(t)
    obj.__dict__["_host_data"] = True
    return obj


def _wrap_any(value):
    """Wrap torch tensors inside (possibly nested) tuples/lists returned by torch."""
    if isinstance(value, _TorchTensor):
        return _wrap(value)
    if isinstance(value, tuple) and not hasattr(value, "_fields"):
        return tuple(_wrap_any(v) for v in value)
    if isinstance(value, list):
        return [_wrap_any(v) for v in value]
    return value


def _unwrap_any(value):
    """The torch view of a value: Tensors become torch tensors, containers are walked."""
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, (tuple, list)):
        return type(value)(_unwrap_any(v) for v in value)
    if isinstance(value, dict):
        return {k: _unwrap_any(v) for k, v in value.items()}
    return value


# --- dtypes ---------------------------------------------------------------------------------------
_ASTYPE_NAMES = ("bool_", "int8", "byte", "int16", "short", "int32", "intc", "int64", "long", "intp", "uint8",
                 "ubyte", "uint16", "ushort", "uint32", "uintc", "uint64", "uintp", "float16", "half", "float32",
                 "single", "float64", "double", "complex64", "cfloat", "complex128", "cdouble", "bfloat16",
                 "int_", "uint", "float_", "int", "float", "bool")
_TENSOR_TYPES = mstype.number_type + (mstype.bool_,)


def _numpy_to_mstype(np_dtype):
    """MindSpore dtype of a numpy dtype; numpy types MindSpore's ``astype`` cannot map raise NotImplementedError."""
    if np.dtype(np_dtype).kind == "c":
        raise NotImplementedError(f"The python type {np_dtype} cannot be converted to MindSpore type.")
    return mstype.from_numpy_dtype(np_dtype)


def _astype_dtype(dtype):
    """The MindSpore dtype ``Tensor.astype``/``ops.cast`` accept: a dtype, its name, or a Python/numpy type."""
    if isinstance(dtype, str):
        if dtype.lower() not in _ASTYPE_NAMES:
            raise TypeError(f"For Tensor.astype, the string input type must be one of {list(_ASTYPE_NAMES)}, "
                            f"but got '{dtype}'.")
        if dtype.lower() == "bfloat16":
            raise NotImplementedError("The python type <class 'bfloat16'> cannot be converted to MindSpore type.")
        return _numpy_to_mstype(np.dtype(dtype.lower()))
    if isinstance(dtype, type) and not issubclass(dtype, mstype.Type):
        return mstype.from_numpy_dtype(np.dtype(dtype))
    if dtype not in _TENSOR_TYPES:
        raise TypeError(f"For Tensor.astype, the input type must be one of {list(_TENSOR_TYPES)}, but got '{dtype}'.")
    return dtype


def _check_ctor_dtype(dtype):
    """``Tensor(..., dtype)`` accepts MindSpore number types, Bool and String (TypeError otherwise)."""
    valid = isinstance(dtype, mstype.Type) and (dtype in _TENSOR_TYPES or dtype == mstype.string)
    if dtype is not None and not valid:
        raise TypeError(f"For 'Tensor', the 'dtype' should be one of {list(_TENSOR_TYPES)}, but got {dtype!r}.")


# --- construction ---------------------------------------------------------------------------------
def _bad_input(data):
    return TypeError("For 'Tensor', the type of 'input_data' should be one of ['Tensor', 'ndarray', 'str_', 'list', "
                     f"'tuple', 'float', 'int', 'bool', 'complex'], but got {type(data).__name__}.")


def _array_of(data, keep_double=False):
    """numpy array of Python data with MindSpore's defaults: float data is Float32 (kept Float64 with
    ``keep_double``, for a Float64 / Complex128 target, which MindSpore fills with the full double), integer data
    Int64."""
    try:
        arr = np.array(data)
    except ValueError:
        raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.") from None
    if arr.dtype.kind not in "biufc":
        if isinstance(data, (list, tuple)):
            raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.")
        raise RuntimeError("Unsupported tensor type!")
    if arr.dtype == np.float64 and isinstance(data, (float, list, tuple)) and not keep_double:
        return arr.astype(np.float32)
    if arr.dtype == np.int32 and isinstance(data, (int, list, tuple)):
        return arr.astype(np.int64)
    return arr


def _from_ndarray(arr):
    if arr.dtype.kind not in "biufc":
        if arr.dtype.kind in "US":
            raise NotImplementedError("For 'Tensor', string tensors are not supported by msbridge.")
        raise TypeError(f"initializing tensor by numpy array failed, numpy array: {arr}, data type: {arr.dtype}.")
    return torch.from_numpy(np.array(arr, dtype=arr.dtype.newbyteorder("="), order="C", copy=True))


def _to_torch(data, dtype, device=None):
    """MindSpore's constructor rules: Tensors are shared, numpy data copied, Python data typed as MindSpore does;
    host data lands on the current device, or on ``device`` ("CPU"/"meta") when one is named."""
    if isinstance(data, Tensor):
        t = data._t if device is None else _on_named_device(data._t, device)
    elif isinstance(data, _TorchTensor):
        t = data if device is None else _on_named_device(data, device)
    elif isinstance(data, (np.ndarray, np.generic)):
        t = _from_ndarray(np.asarray(data))
        if device is not None or _context._device is not _HOST:
            t = _on_named_device(t, device)
    elif isinstance(data, (bool, int, float, complex, list, tuple)):
        t = torch.from_numpy(_array_of(data, dtype is not None and mstype.to_torch_dtype(dtype) in DOUBLE_DTYPES))
        if device is not None or _context._device is not _HOST:
            t = _on_named_device(t, device)
    else:
        raise _bad_input(data)
    if dtype is not None and dtype != mstype.string:
        t = t.to(mstype.to_torch_dtype(dtype))
    return t


def _initialised(shape, dtype, init, device):
    """``Tensor(shape=..., dtype=..., init=...)``: zeros, or the values of an initializer (filled at once)."""
    if init is None:
        return _on_named_device(torch.zeros(_shape_tuple(shape), dtype=mstype.to_torch_dtype(dtype)), device)
    from .initializer import initial_values
    return _on_named_device(initial_values(init, shape, dtype), device)


def _on_named_device(t, device):
    """A tensor made on the host, on ``Tensor(..., device=...)``: None is the current device (``context._place``),
    "CPU" torch's cpu, and "meta" keeps only its shape and dtype (torch meta)."""
    if device is None:
        return _context._place(t)
    if device == "meta":
        return t if t.is_meta else torch.empty_like(t, device="meta")
    return t.cpu()


def _shape_tuple(shape):
    if isinstance(shape, numbers.Integral):
        return (int(shape),)
    return tuple(int(s) for s in shape)


def _is_dynamic(shape):
    """Whether ``Tensor(shape=...)`` has an unknown dimension (None or -1): a placeholder for ``Cell.set_inputs``."""
    return shape is not None and not isinstance(shape, numbers.Integral) and any(s is None or s == -1 for s in shape)


class Tensor:
    """``mindspore.Tensor``: holds one torch.Tensor (``_t``) and speaks MindSpore's API over it."""

    __slots__ = ("_t", "__dict__", "__weakref__")

    def __init__(self, input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None):
        if not isinstance(const_arg, bool):
            raise TypeError(f"For 'Tensor', the type of 'const_arg' should be 'bool', but got {type(const_arg)}.")
        if device not in (None, "CPU", "meta"):
            raise ValueError(f"Only ('CPU', 'meta') is supported for device, but got {device}.")
        _check_ctor_dtype(dtype)
        if const_arg:
            self.__dict__["_const_arg"] = True  # read by Tensor.const_arg
        if input_data is not None and shape is not None:
            raise ValueError("When initializing a tensor with 'input_data', 'shape' should be set to None."
                             f"But got shape: {shape}.")
        if init is not None and (shape is None or dtype is None):
            raise ValueError("init, dtype and shape must have values at the same time.")
        if input_data is None and _is_dynamic(shape):
            if dtype is None or init is not None:
                raise ValueError("If setting dynamic shape, dtype must not be None, init must be None")
            self.__class__ = _DynamicShapeTensor
            self.__dict__.update(_dynamic_shape=tuple(-1 if s is None else int(s) for s in shape), _dynamic_dtype=dtype)
        elif input_data is None and dtype is not None:
            if shape is None:
                raise ValueError("For 'Tensor', if 'dtype' is not None, 'input_data', 'shape' or 'init' must not "
                                 "be None.")
            self._t = _initialised(shape, dtype, init, device)
        elif input_data is None:
            raise _bad_input(input_data)
        else:
            self._t = _to_torch(input_data, dtype, device)

    # --- gradient hooks ---------------------------------------------------------------------------
    def register_hook(self, hook):
        """``Tensor.register_hook(hook)``: ``hook(grad)`` sees the gradient w.r.t. this Tensor and may return a
        replacement; returns a handle with ``remove()`` and ``id`` (for ``Tensor.remove_hook``). Maps to
        ``torch.Tensor.register_hook`` on the tensor that a gradient call traces for this one (this very tensor when
        it is already inside a graph)."""
        from .grad_hooks import TensorHooks, check_hook, torch_tensor_hook
        check_hook(hook)
        hooks = self.__dict__.setdefault("_grad_hooks", TensorHooks())
        handle = hooks.add(hook)
        if self._t.requires_grad and self.__dict__.get("_hooked") is not self._t:
            self._t.register_hook(torch_tensor_hook(hooks))
            self.__dict__["_hooked"] = self._t
        return handle

    def hooks(self):
        """The hook functions registered with :meth:`register_hook`, in order."""
        return list(self.__dict__.get("_grad_hooks", {}).values())

    # --- conversion -------------------------------------------------------------------------------
    @classmethod
    def from_numpy(cls, array):
        """Tensor sharing memory with a numpy array (``torch.from_numpy``); printed, as MindSpore prints it, in
        numpy's layout."""
        return _wrap_host(torch.from_numpy(array))

    @staticmethod
    def from_torch(t):
        """msbridge extra: wrap a torch.Tensor without copying."""
        return _wrap(t)

    def to_torch(self):
        """msbridge extra: the underlying torch.Tensor (shares memory and autograd history)."""
        return self._t

    def asnumpy(self):
        """numpy view of the data (shares memory on CPU, as MindSpore's asnumpy does; BFloat16 gives float32)."""
        t = self._t.detach()
        if t.is_meta:
            raise RuntimeError("Not support copy between src:meta and dst:CPU")
        if t.dtype == torch.bfloat16:
            t = t.float()
        return t.cpu().resolve_conj().resolve_neg().numpy()

    numpy = asnumpy

    def __array__(self, dtype=None, copy=None):
        arr = self.asnumpy()
        return arr if dtype is None else arr.astype(dtype)

    def item(self):
        """The single element as a Python number (``torch.Tensor.item``)."""
        _check_one_element(self._t)
        return self._t.item()

    def tolist(self):
        """Nested Python lists (``torch.Tensor.tolist``)."""
        return self._t.tolist()

    def __bool__(self):
        _check_one_element(self._t)
        return bool(self._t)

    def _scalar(self, kind):
        if self._t.numel() != 1:
            raise ValueError("Only one element tensors can be converted to Python scalars")
        return kind(self._t.item())

    def __int__(self):
        return self._scalar(int)

    def __float__(self):
        return self._scalar(float)

    def __complex__(self):
        return self._scalar(complex)

    def __index__(self):
        if self._t.dtype.is_floating_point or self._t.dtype.is_complex or self._t.numel() != 1:
            raise ValueError("Only integer tensors of a single element can be converted to an index.")
        return int(self._t.item())

    def __round__(self, ndigits=None):
        return _wrap(torch.round(self._t))

    def __len__(self):
        if self._t.dim() == 0:
            raise TypeError("Not support len of a 0-D tensor")
        return self._t.shape[0]

    def __iter__(self):
        if self._t.dim() == 0:
            raise TypeError("iteration over a 0-d tensor")
        return (_wrap(row) for row in self._t.unbind(0))

    def __contains__(self, value):
        return bool((self == value).any())

    # --- metadata ---------------------------------------------------------------------------------
    @property
    def shape(self):
        """The shape as a Python tuple."""
        return tuple(self._t.shape)

    @property
    def dtype(self):
        """The MindSpore dtype object (``str`` gives e.g. ``Float32``)."""
        return mstype.from_torch_dtype(self._t.dtype)

    @property
    def ndim(self):
        """Number of dimensions."""
        return self._t.dim()

    @property
    def size(self):
        """Number of elements, an int (``torch.Tensor.numel``)."""
        return self._t.numel()

    @property
    def itemsize(self):
        """Bytes per element."""
        return self._t.element_size()

    @property
    def nbytes(self):
        """Total bytes of the data."""
        return self._t.numel() * self._t.element_size()

    @property
    def strides(self):
        """Strides in bytes, as numpy reports them."""
        size = self._t.element_size()
        return tuple(s * size for s in self._t.stride())

    @property
    def T(self):
        """All axes reversed."""
        return _wrap(self._t.permute(tuple(range(self._t.dim() - 1, -1, -1))))

    @property
    def device(self):
        """The device the data lives on, as MindSpore names it: ``CPU`` (torch cpu), ``GPU:<id>`` (cuda:<id>; the
        form of MindSpore's "Ascend:0") or ``meta``."""
        t = self._t
        return f"GPU:{t.device.index}" if t.is_cuda else "meta" if t.is_meta else "CPU"

    def dim(self):
        """Number of dimensions (``torch.Tensor.dim``)."""
        return self._t.dim()

    ndimension = dim

    def numel(self):
        """Number of elements (``torch.Tensor.numel``)."""
        return self._t.numel()

    nelement = numel

    def is_contiguous(self):
        """Whether the data is contiguous (``torch.Tensor.is_contiguous``)."""
        return self._t.is_contiguous()

    def contiguous(self):
        """A contiguous tensor with the same data (``torch.Tensor.contiguous``)."""
        return _wrap(self._t.contiguous())

    def is_floating_point(self):
        """Whether the dtype is a floating type."""
        return self._t.is_floating_point()

    def move_to(self, to, blocking=True):
        """``Tensor.move_to(to, blocking=True)``: a copy on "CPU" (torch cpu) or on the current "GPU" (cuda); ``to``
        other than "CPU" must be the current device target, as in MindSpore. ``blocking=False`` is torch's
        ``non_blocking=True``. A meta tensor gives zeros (MindSpore gives uninitialised data)."""
        if not isinstance(blocking, bool):
            raise ValueError(f"The type of 'blocking' must be bool, but got {blocking}")
        if to not in ("Ascend", "GPU", "CPU"):
            raise ValueError(f"The value of 'to' must be one of ['Ascend', 'GPU', 'CPU'], but got {to}")
        target = _context._settings["device_target"]
        if to != "CPU" and to != target:
            raise RuntimeError(f"The value of arg 'to' of method 'move_to' should be same with device target, bug "
                               f"got to:{to}, device target: {target}")
        device = _context._CPU if to == "CPU" else _context._torch_device()
        t = self._t.detach()
        if t.is_meta:
            return _wrap(torch.zeros(t.shape, dtype=t.dtype, device=device))
        return _wrap(t.to(device, non_blocking=not blocking, copy=True))

    def init_data(self, slice_index=None, shape=None, opt_shard_group=None):
        """Data is materialised at construction in msbridge, so this returns the tensor itself."""
        return self

    def astype(self, dtype, copy=True):
        """Cast to ``dtype`` (float to int truncates toward zero), like ``torch.Tensor.to``."""
        target = mstype.to_torch_dtype(_astype_dtype(dtype))
        if not copy and target == self._t.dtype:
            return self
        return _wrap(self._t.to(target))

    def copy(self):
        """A copy with its own memory (``torch.clone``)."""
        return _wrap(self._t.clone())

    # --- printing ---------------------------------------------------------------------------------
    def __str__(self):
        if self._t.is_meta:
            return meta_repr(self.shape, str(self.dtype), "")
        return tensor_str(self.asnumpy(), str(self.dtype))

    def __repr__(self):
        if self._t.is_meta:
            return meta_repr(self.shape, str(self.dtype), " ")
        if self.__dict__.get("_host_data"):
            return host_repr(self.asnumpy(), str(self.dtype))
        return tensor_repr(self.asnumpy(), str(self.dtype))

    # --- indexing ---------------------------------------------------------------------------------
    def __getitem__(self, index):
        t = self._t
        if index.__class__ is int and t.dim():  # the common case, straight to torch
            try:
                return _wrap(t[index])
            except IndexError as exc:
                raise _index_error(exc, index) from None
        key = _index(index, t)
        flips, key = _negative_steps(key, t)
        try:
            return _wrap(t.flip(flips)[key] if flips else t[key])
        except IndexError as exc:
            raise _index_error(exc, key) from None

    def __setitem__(self, index, value):
        t = self._t
        key = _index(index, t)
        flips, key = _negative_steps(key, t)
        value = _set_value(value, t)
        try:
            with torch.no_grad() if t.requires_grad and t.is_leaf else _NO_CONTEXT:
                if flips:  # torch slices have positive steps: write into the flipped copy, flip back
                    flipped = t.flip(flips)
                    flipped[key] = value
                    t.copy_(flipped.flip(flips))
                else:
                    t[key] = value
        except IndexError as exc:
            raise _index_error(exc, key) from None
        except RuntimeError as exc:
            raise ValueError(f"For 'Tensor.__setitem__', the value cannot be broadcast to the indexed shape: "
                             f"{exc}") from None

    # --- unary operators --------------------------------------------------------------------------
    def __neg__(self):
        return _wrap(_k_neg(self._t))

    def __pos__(self):
        return self

    def __abs__(self):
        return _wrap(_k_abs(self._t))

    def __invert__(self):
        # MindSpore's ``~`` is a logical not for every dtype (``~Tensor([1, 2])`` is ``[False False]``).
        return _wrap(torch.logical_not(self._t))

    def __eq__(self, other):
        if not isinstance(other, (int, float, Tensor)):
            return False
        return _wrap(_k_eq(self._t, _operand(other, "__eq__")))

    def __ne__(self, other):
        if not isinstance(other, (int, float, Tensor)):
            return True
        return _wrap(_k_ne(self._t, _operand(other, "__ne__")))

    __hash__ = object.__hash__

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        """Lets torch functions and torch modules take msbridge Tensors; their results come back wrapped."""
        result = func(*_unwrap_any(args), **_unwrap_any(kwargs or {}))
        return _wrap_any(result)


def _check_one_element(t):
    n = t.numel()
    if n != 1:
        raise ValueError(f"The tensor should have only one element, but got {n}, "
                         "more than one element is ambiguous.")


# --- binary arithmetic ----------------------------------------------------------------------------
_INT_MIN = {torch.int64: -2 ** 63, torch.int32: -2 ** 31}


def _is_int(dtype):
    return not dtype.is_floating_point and not dtype.is_complex and dtype != torch.bool


def _promoted(a, b):
    """Both operands in their common dtype (MindSpore promotes 0-d tensors like any other tensor)."""
    common = torch.promote_types(a.dtype, b.dtype)
    return a.to(common), b.to(common)


def _binary_t(fn, a, b):
    """``fn(a, b)`` with MindSpore's full promotion when both are tensors of different dtypes."""
    if isinstance(b, _TorchTensor) and a.dtype is not b.dtype:
        return fn(*_promoted(a, b))
    return fn(a, b)


def _common(a, b):
    return _promoted(a, b) if isinstance(b, _TorchTensor) and a.dtype is not b.dtype else (a, b)


def _both_bool(a, b):
    return a.dtype == torch.bool and (b.dtype == torch.bool if isinstance(b, _TorchTensor) else isinstance(b, bool))


def _scalar_result_dtype(t, scalar):
    """``torch.result_type(t, scalar)`` for a Python scalar, worked out from the dtype (dynamo cannot trace
    torch.result_type, which returns a dtype)."""
    dtype = t.dtype
    if isinstance(scalar, bool):
        return dtype
    if isinstance(scalar, int):
        return torch.int64 if dtype == torch.bool else dtype
    if isinstance(scalar, float):
        return dtype if dtype.is_floating_point or dtype.is_complex else torch.get_default_dtype()
    return torch.result_type(t, scalar)


def _int_result(a, b):
    """Whether torch computes ``a op b`` in an integer type (promote_types keeps result_type's categories)."""
    if isinstance(b, _TorchTensor):
        return _is_int(torch.promote_types(a.dtype, b.dtype))
    return _is_int(_scalar_result_dtype(a, b))


def _k_add(a, b):
    return _binary_t(torch.add, a, b)


def _k_sub(a, b):
    if _both_bool(a, b):
        return torch.logical_xor(a, b)
    return _binary_t(torch.sub, a, b)


_MUL_NARROW = (torch.uint8, torch.int8)
_MUL_ZERO_D_REJECTED = (torch.uint8, torch.int8, torch.int16, torch.int32)


def _k_mul(a, b):
    if isinstance(b, _TorchTensor) and a.dtype is not b.dtype:
        _check_mul_zero_d(a, b)
    return torch.mul(a, b)


def _check_mul_zero_d(a, b):
    """MindSpore's CPU Mul rejects a UInt8/Int8 tensor times a 0-d tensor of another small integer type."""
    for big, small in ((a, b), (b, a)):
        if small.dim() == 0 < big.dim() and big.dtype in _MUL_NARROW and small.dtype in _MUL_ZERO_D_REJECTED:
            raise TypeError(f"For 'Mul', the 0-d {mstype.from_torch_dtype(small.dtype)} operand is not supported "
                            f"with a {mstype.from_torch_dtype(big.dtype)} tensor.")


def _k_truediv(a, b):
    return torch.true_divide(a, b)


def _k_floordiv(a, b):
    if _both_bool(a, b):  # computed in integers and cast back: x // 0 is True for x, so the result is x
        return torch.logical_or(a, torch.zeros_like(b)) if isinstance(b, _TorchTensor) else a.clone()
    a, b = _common(a, b)
    if _int_result(a, b):
        return _int_divide(a, b, torch.floor_divide, _floordiv_by_zero)
    # MindSpore's gradient of a floor division is zero everywhere; torch has no derivative for it and raises
    return torch.floor_divide(a.detach() if isinstance(a, _TorchTensor) else a,
                              b.detach() if isinstance(b, _TorchTensor) else b)


def _k_mod(a, b):
    if _both_bool(a, b):
        raise TypeError("For 'FloorMod', the input type Bool is not supported.")
    a, b = _common(a, b)
    if _int_result(a, b):
        return _int_divide(a, b, torch.remainder, _mod_by_zero)
    return torch.remainder(a, b)


def _int_divide(a, b, fn, by_zero):
    """Integer ``//`` and ``%``: MindSpore returns fixed values where the divisor is 0 (torch raises)."""
    if isinstance(b, _TorchTensor):
        zero = b == 0
        if not bool(zero.any()):
            return fn(a, b)
        result = fn(a, torch.where(zero, torch.ones_like(b), b))
        return torch.where(zero, by_zero(a, result.dtype), result)
    if b == 0:
        return torch.broadcast_to(by_zero(a, fn(a, 1).dtype), a.shape).clone()
    return fn(a, b)


def _floordiv_by_zero(a, dtype):
    info = torch.iinfo(dtype)
    return torch.where(a > 0, info.max, torch.where(a < 0, info.min, 0)).to(dtype)


def _mod_by_zero(a, dtype):
    return torch.full(a.shape, _INT_MIN.get(dtype, 0), dtype=dtype, device=a.device)


class _Pow(torch.autograd.Function):
    """torch.pow with MindSpore's gradient w.r.t. the base, ``y * x^(y - 1)`` unmasked: NaN at x = 0, y = 0 where
    pow is not differentiable (torch masks it to 0). The exponent's gradient is torch's (0 where x = 0, y >= 0)."""

    @staticmethod
    def forward(ctx, a, b):
        out = torch.pow(a, b)
        ctx.save_for_backward(a, b, out)
        return out

    @staticmethod
    def backward(ctx, grad):
        a, b, out = ctx.saved_tensors
        ga = gb = None
        if ctx.needs_input_grad[0]:
            ga = (grad * b * torch.pow(a, b - 1)).sum_to_size(a.shape)
        if ctx.needs_input_grad[1]:
            gb = (grad * torch.where((a == 0) & (b >= 0), 0, out * torch.log(a))).sum_to_size(b.shape)
        return ga, gb


def _k_pow(a, b):
    if _both_bool(a, b):
        raise TypeError("For 'Pow', the input type Bool is not supported.")
    a, b = _common(a, b)
    if _int_result(a, b) and (bool((b < 0).any()) if isinstance(b, _TorchTensor) else b < 0):
        return _int_negative_pow(a, b, torch.result_type(a, b))
    if isinstance(b, _TorchTensor) and (a.requires_grad or b.requires_grad) and torch.is_grad_enabled():
        return _Pow.apply(a, b)
    return torch.pow(a, b)


def _int_negative_pow(a, b, dtype):
    """Integer powers with negative exponents: 1 and -1 stay units, 0 gives the type's minimum, others 0."""
    a, b = a.long(), torch.as_tensor(b).long()
    positive = torch.pow(a, b.clamp(min=0))
    unit = torch.where((a == 1) | (b % 2 == 0), 1, -1)
    negative = torch.where((a == 1) | (a == -1), unit, torch.where(a == 0, _INT_MIN.get(dtype, 0), 0))
    return torch.where(b < 0, negative, positive).to(dtype)


def _k_matmul(a, b):
    """Mixed dtypes are an error, except inside a ``to_float`` cell, whose cast mode casts both operands."""
    if isinstance(b, _TorchTensor) and a.dtype is not b.dtype and _call_state.compute_dtype is None:
        raise TypeError(f"For 'MatMulExt', the type of 'x2' should be same as 'x1', but got 'x1' with type "
                        f"Tensor[{mstype.from_torch_dtype(a.dtype)}] and 'x2' with type "
                        f"Tensor[{mstype.from_torch_dtype(b.dtype)}].")
    return torch.matmul(a, b)


def _k_neg(a):
    if a.dtype == torch.bool:
        raise TypeError("For 'Neg', the input type Bool is not supported.")
    return torch.neg(a)


def _k_abs(a):
    return a.clone() if a.dtype == torch.bool else torch.abs(a)


def _promoting(fn):
    """The kernel of a comparison or bitwise op: ``fn`` after MindSpore's type promotion."""
    def kernel(a, b):
        return _binary_t(fn, a, b)
    return kernel


_k_eq = _promoting(torch.eq)
_k_ne = _promoting(torch.ne)
_KERNELS = {
    "add": _k_add, "sub": _k_sub, "mul": _k_mul, "truediv": _k_truediv, "floordiv": _k_floordiv, "mod": _k_mod,
    "pow": _k_pow, "matmul": _k_matmul, "and": _promoting(torch.bitwise_and), "or": _promoting(torch.bitwise_or),
    "xor": _promoting(torch.bitwise_xor), "lt": _promoting(torch.lt), "le": _promoting(torch.le),
    "gt": _promoting(torch.gt), "ge": _promoting(torch.ge),
}
# Operators that accept a list/tuple operand (converted to the tensor's dtype): forward and reflected forms.
_SEQ_FORWARD = ("add", "sub", "floordiv")
_SEQ_REFLECTED = ("add", "sub", "floordiv", "pow")


def _operand(other, api, like=None):
    """The torch operand for a binary operator: Tensors unwrap, Python/numpy scalars pass, sequences convert
    to the dtype and device of the tensor ``like``."""
    if isinstance(other, Tensor):
        return other._t
    if isinstance(other, _SCALARS):
        return float32_value(other) if other.__class__ is float else other
    if isinstance(other, np.generic) and other.dtype.kind in "biuf":
        return other.item()
    if like is not None and isinstance(other, (list, tuple)):
        if like.dtype == torch.bool:
            raise TypeError(f"For '{api}', a list or tuple operand is not supported with a Bool tensor.")
        return torch.tensor(_array_of(other)).to(like.device, like.dtype)
    raise TypeError(f"Failed calling {api} with \"{api}()(input=Tensor, other={type(other).__name__})\".")


def device_mismatch(text):
    """Whether a torch error message says that an op's tensors are on different devices."""
    return "expected device" in text or "same device" in text


def _op_error(exc, api):
    """MindSpore's exception type for a torch failure: shape mismatch is ValueError, dtype trouble TypeError,
    inputs on two devices RuntimeError."""
    text = str(exc)
    if device_mismatch(text):
        return RuntimeError(f"For '{api}', the inputs must be on one device: {text}")
    if "must match the size" in text or "broadcast" in text:
        return ValueError(f"For '{api}', input.shape and other.shape need to broadcast: {text}")
    if "shapes cannot be multiplied" in text or "size mismatch" in text or "dimension" in text:
        return RuntimeError(f"For '{api}': {text}")
    return TypeError(f"For '{api}', unsupported input types: {text}")


def binary_op(kernel, left, right, api):
    """Apply a ``_k_*`` kernel to two operands (Tensors or numbers, at least one Tensor) with MindSpore's errors."""
    try:
        if isinstance(left, Tensor):
            return _wrap(kernel(left._t, _operand(right, api)))
        if isinstance(right, Tensor):
            return _wrap(_reflected(kernel, _operand(left, api), right._t))
        raise TypeError(f"For '{api}', one of the inputs must be a Tensor, but got {type(left).__name__} and "
                        f"{type(right).__name__}.")
    except (RuntimeError, NotImplementedError) as exc:
        raise _op_error(exc, api) from None


def _reflected(kernel, scalar, t):
    """``scalar <op> t`` through ``kernel``: the scalar becomes a 0-d tensor of the result dtype."""
    if isinstance(scalar, _TorchTensor):
        return kernel(scalar, t)
    common = _scalar_result_dtype(t, scalar)
    return kernel(torch.tensor(scalar).to(common), t.to(common))


def _dunder(name, reflected=False):
    """``Tensor.__<name>__`` (``t <op> other``) or, ``reflected``, ``Tensor.__r<name>__`` (``other <op> t``)."""
    kernel = _KERNELS[name]
    api = ("__r%s__" if reflected else "__%s__") % name
    seq = name in (_SEQ_REFLECTED if reflected else _SEQ_FORWARD)

    def method(self, other):
        a = self._t
        try:
            if reflected:
                return _wrap(_reflected(kernel, _operand(other, api, a if seq else None), a))
            if other.__class__ is Tensor:
                return _wrap(kernel(a, other._t))
            return _wrap(kernel(a, _operand(other, api, a if seq else None)))
        except (RuntimeError, NotImplementedError) as exc:
            raise _op_error(exc, api) from None
    method.__name__ = api
    return method


def _fast(name, op, excluded=None):
    """The operator with a hot path: same-dtype Tensors or a Python int/float go straight to ``op`` (where
    MindSpore's result is torch's; not for the ``excluded`` dtype); everything else takes the general method."""
    general = getattr(Tensor, "__%s__" % name)
    api = "__%s__" % name

    def method(self, other):
        a = self._t
        cls = other.__class__
        if cls is Tensor:
            b = other._t
            dtype = a.dtype
            if dtype is b.dtype and dtype is not excluded:
                try:
                    result = _new(Tensor)
                    result._t = op(a, b)
                    return result
                except RuntimeError as exc:
                    raise _op_error(exc, api) from None
        elif cls is int or cls is float:
            dtype = a.dtype
            if dtype is not excluded:
                result = _new(Tensor)
                if (dtype is _FLOAT64 or dtype is _COMPLEX128) and cls is float:
                    other = float32_value(other)
                result._t = op(a, other)
                return result
        return general(self, other)
    method.__name__ = api
    return method


for _name in _KERNELS:
    setattr(Tensor, "__%s__" % _name, _dunder(_name))
for _name in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or", "xor"):
    setattr(Tensor, "__r%s__" % _name, _dunder(_name, reflected=True))
for _name, _op in (("add", torch.add), ("mul", torch.mul), ("truediv", torch.true_divide), ("lt", torch.lt),
                   ("le", torch.le), ("gt", torch.gt), ("ge", torch.ge)):
    setattr(Tensor, "__%s__" % _name, _fast(_name, _op))
Tensor.__sub__ = _fast("sub", torch.sub, torch.bool)  # Bool - Bool is MindSpore's xor (torch raises)


def _fast_reflected(name, op, excluded=None):
    """``number <op> x`` with a Python int/float goes straight to torch (``op(x, number)``). The number branch
    repeats ``_fast``'s inline on purpose: a shared helper would add a Python call to every such operator."""
    general = getattr(Tensor, "__r%s__" % name)

    def method(self, other):
        cls = other.__class__
        a = self._t
        if cls is int or cls is float:
            dtype = a.dtype
            if dtype is not excluded:
                result = _new(Tensor)
                if (dtype is _FLOAT64 or dtype is _COMPLEX128) and cls is float:
                    other = float32_value(other)
                result._t = op(a, other)
                return result
        return general(self, other)
    method.__name__ = "__r%s__" % name
    return method


for _name, _op, _excluded in (("add", torch.add, None), ("mul", torch.mul, None), ("sub", torch.rsub, torch.bool),
                              ("truediv", _TorchTensor.__rtruediv__, None)):
    setattr(Tensor, "__r%s__" % _name, _fast_reflected(_name, _op, _excluded))


# --- indexing -------------------------------------------------------------------------------------
_INDEX_TYPES = (bool, int, slice, type(Ellipsis), type(None), list, tuple, Tensor)
_NO_CONTEXT = contextlib.nullcontext()


def _index(index, t):
    """A torch index from a MindSpore one, with MindSpore's accepted index types and errors."""
    if t.dim() == 0 and not isinstance(index, (tuple, type(Ellipsis), type(None))):
        raise TypeError("Cannot iterate over a scalar tensor.")
    if isinstance(index, tuple):
        if sum(i is Ellipsis for i in index) > 1:
            raise IndexError("An index can only have a single ellipsis('...')")
        return tuple(_index_item(i) for i in index)
    return _index_item(index)


def _index_item(item):
    if isinstance(item, Tensor):
        t = item._t
        if t.dtype.is_floating_point or t.dtype.is_complex:
            raise IndexError(f"The tensor index must be int or bool type, but got {item}")
        if t.dtype == torch.bool and t.dim() == 0:
            raise RuntimeError("For 'NonZero', a 0-d bool tensor cannot be used as an index.")
        return t
    if item is False:
        raise IndexError("When tensor is indexed by a bool object, the value only support 'True'.")
    if isinstance(item, np.integer) or not isinstance(item, _INDEX_TYPES):
        raise IndexError(f"Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, list and "
                         f"tuple as index, but got {item} with type {type(item)}")
    return item


def _index_width(item):
    """How many tensor axes an index item consumes."""
    if item is None or isinstance(item, bool):
        return 0
    if isinstance(item, _TorchTensor) and item.dtype == torch.bool:
        return item.dim()
    return 1


def _negative_steps(key, t):
    """(axes to flip, key with positive steps) for slices with a negative step, which torch lacks."""
    if key.__class__ is not tuple and key.__class__ is not slice:
        return (), key
    items = key if key.__class__ is tuple else (key,)
    if not any(isinstance(i, slice) and i.step is not None and i.step < 0 for i in items):
        return (), key
    spare = t.dim() - sum(_index_width(i) for i in items if i is not Ellipsis)
    flips, out, axis = [], [], 0
    for item in items:
        if isinstance(item, slice) and item.step is not None and item.step < 0:
            size = t.shape[axis]
            start, stop, step = item.indices(size)
            count = len(range(start, stop, step))
            first = size - 1 - start
            item = slice(first, first + count * -step, -step) if count else slice(0, 0)
            flips.append(axis)
        out.append(item)
        axis += spare if item is Ellipsis else _index_width(item)
    return tuple(flips), tuple(out)


def _index_error(exc, key):
    """torch IndexError -> MindSpore's: out-of-range tensor indices are RuntimeError, bad masks ValueError."""
    items = key if isinstance(key, tuple) else (key,)
    tensors = [i for i in items if isinstance(i, _TorchTensor)]
    if any(i.dtype == torch.bool for i in tensors) and "shape of the mask" in str(exc):
        return ValueError(f"The shape of the bool index does not match the shape of the indexed data: {exc}")
    if tensors and "out of bounds" in str(exc):
        return RuntimeError(f"For 'Gather', the index is out of range: {exc}")
    return IndexError(str(exc))


def _set_value(value, t):
    """The torch value assigned by ``x[index] = value``: cast to x's dtype (MindSpore casts, wraps integers)."""
    if isinstance(value, Tensor):
        return value._t.to(t.dtype)
    if isinstance(value, (bool, int, float)):
        return torch.tensor(value).to(t.dtype)
    if isinstance(value, (list, tuple)):
        return torch.tensor(_array_of(value)).to(t.device, t.dtype)
    if isinstance(value, str):
        raise IndexError(f"Unsupported Python object type received: {type(value)}.")
    raise TypeError(f"only support numbers, Tensor, tuple, list as value, but got {value} with type {type(value)}.")


def tensor(input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None):
    """``mindspore.tensor``: same as constructing a ``Tensor``."""
    return Tensor(input_data, dtype, shape, init, const_arg, device)


def from_numpy(array):
    """``mindspore.from_numpy``: a Tensor sharing memory with ``array`` (``torch.from_numpy``)."""
    return Tensor.from_numpy(array)


def is_tensor(obj):
    """``mindspore.is_tensor``."""
    return isinstance(obj, Tensor)


class _DynamicShapeTensor(Tensor):
    """``Tensor(shape=[None, 3], dtype=...)``: a placeholder with unknown dimensions (-1), for ``Cell.set_inputs``.
    It has a shape, a dtype and MindSpore's printed form but no data: computing with it raises MindSpore's
    ValueError."""

    __slots__ = ()

    @property
    def _t(self):
        raise ValueError("negative dimensions are not allowed")

    @property
    def shape(self):
        return self._dynamic_shape

    @property
    def dtype(self):
        return self._dynamic_dtype

    @property
    def ndim(self):
        return len(self._dynamic_shape)

    @property
    def size(self):  # MindSpore's product of the known dimensions with -1 counted as 0
        return 0

    def __repr__(self):
        return f"Tensor(shape={list(self._dynamic_shape)}, dtype={self._dynamic_dtype}, value=\n)"
