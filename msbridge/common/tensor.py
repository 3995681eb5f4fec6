"""``mindspore.Tensor``: a light handle over one torch.Tensor (see docs/design.md for why not a subclass)."""
import numbers

import numpy as np
import torch

from . import dtype as mstype
from ._tensor_format import tensor_repr

__all__ = ["Tensor", "tensor", "from_numpy", "is_tensor"]

_new = object.__new__
_SCALARS = (bool, int, float)


def _wrap(t):
    """A new msbridge Tensor sharing ``t`` (the hot path of every op)."""
    obj = _new(Tensor)
    obj._t = t
    return obj


def _wrap_any(value):
    """Wrap torch tensors inside (possibly nested) tuples/lists returned by torch."""
    if isinstance(value, torch.Tensor):
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


def _operand(other, api):
    """The torch operand for a binary operator with MindSpore's accepted right-hand types."""
    if isinstance(other, Tensor):
        return other._t
    if isinstance(other, _SCALARS) or isinstance(other, torch.Tensor):
        return other
    if isinstance(other, np.generic):
        return other.item()
    if isinstance(other, (list, tuple)):
        return _to_torch(other, None)
    raise TypeError(f"For '{api}', the right operand should be a Tensor, number, list or tuple, "
                    f"but got {type(other).__name__}.")


def _torch_dtype(dtype, api="astype"):
    """torch.dtype from a MindSpore dtype, numpy dtype/type or its string name."""
    if isinstance(dtype, mstype.Type):
        return mstype.to_torch_dtype(dtype)
    if isinstance(dtype, str):
        name = "bool_" if dtype == "bool" else dtype
        found = getattr(mstype, name, None)
        if isinstance(found, mstype.Type):
            return mstype.to_torch_dtype(found)
        raise TypeError(f"For '{api}', unknown dtype name '{dtype}'.")
    try:
        return mstype.to_torch_dtype(mstype.pytype_to_dtype(dtype))
    except (NotImplementedError, TypeError):
        raise TypeError(f"For '{api}', the 'dtype' must be a mindspore dtype, but got {dtype!r}.") from None


def _from_numpy_copy(arr):
    if arr.dtype.kind not in "biufc":
        raise TypeError(f"For 'Tensor', the numpy dtype {arr.dtype} is not supported.")
    return torch.from_numpy(np.array(arr, dtype=arr.dtype.newbyteorder("="), order="C", copy=True))


def _to_torch(data, dtype):
    """MindSpore's constructor rules: Python floats give float32, numpy dtypes are kept, data is copied."""
    if isinstance(data, Tensor):
        t = data._t
    elif isinstance(data, torch.Tensor):
        t = data
    elif isinstance(data, np.ndarray):
        t = _from_numpy_copy(data)
    elif isinstance(data, np.generic):
        t = _from_numpy_copy(np.asarray(data))
    elif isinstance(data, bool):
        t = torch.tensor(data)
    elif isinstance(data, int):
        if not -2 ** 63 <= data < 2 ** 63:
            raise RuntimeError(f"For 'Tensor', the integer {data} does not fit in Int64.")
        t = torch.tensor(data, dtype=torch.int64)
    elif isinstance(data, float):
        t = torch.tensor(data, dtype=torch.float32)
    elif isinstance(data, complex):
        t = torch.tensor(data, dtype=torch.complex64)
    elif isinstance(data, (list, tuple)):
        try:
            arr = np.array(data)
        except ValueError:
            raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.") from None
        if arr.dtype == np.float64:
            arr = arr.astype(np.float32)
        elif arr.dtype == np.complex128:
            arr = arr.astype(np.complex64)
        elif arr.dtype.kind not in "biufc":
            raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.")
        t = torch.from_numpy(arr)
    else:
        raise TypeError("For 'Tensor', the type of 'input_data' should be one of Tensor, ndarray, list, tuple, "
                        f"float, int, bool, complex, but got {type(data).__name__}.")
    if dtype is not None:
        t = t.to(mstype.to_torch_dtype(dtype))
    return t


def _check_ctor_dtype(dtype):
    if dtype is not None and not (isinstance(dtype, mstype.Type) and dtype._torch is not None):
        raise TypeError(f"For 'Tensor', the 'dtype' should be one of {list(mstype.all_types)}, but got {dtype!r}.")


class Tensor:
    """``mindspore.Tensor``: holds one torch.Tensor (``_t``) and speaks MindSpore's API over it."""

    __slots__ = ("_t", "__dict__", "__weakref__")

    def __init__(self, input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None):
        _check_ctor_dtype(dtype)
        if input_data is None and (shape is not None or init is not None):
            self._t = _initialised(shape, dtype, init)
        elif input_data is None:
            raise TypeError("For 'Tensor', the type of 'input_data' should be one of Tensor, ndarray, list, "
                            "tuple, float, int, bool, complex, but got NoneType.")
        else:
            self._t = _to_torch(input_data, dtype)
        if device is not None:
            raise NotImplementedError("For 'Tensor', the 'device' argument is not supported by msbridge.")

    # --- conversion -------------------------------------------------------------------------------
    @classmethod
    def from_numpy(cls, array):
        """Tensor sharing memory with a numpy array (``torch.from_numpy``)."""
        return _wrap(torch.from_numpy(array))

    @staticmethod
    def from_torch(t):
        """msbridge extra: wrap a torch.Tensor without copying."""
        return _wrap(t)

    def to_torch(self):
        """msbridge extra: the underlying torch.Tensor (shares memory and autograd history)."""
        return self._t

    def asnumpy(self):
        """numpy view of the data (shares memory on CPU, as MindSpore's asnumpy does)."""
        t = self._t.detach()
        if t.dtype == torch.bfloat16:
            t = t.float()
        return t.cpu().resolve_conj().resolve_neg().numpy()

    numpy = asnumpy

    def __array__(self, dtype=None, copy=None):
        arr = self.asnumpy()
        return arr if dtype is None else arr.astype(dtype)

    def item(self):
        """The single element as a Python number (``torch.Tensor.item``)."""
        n = self._t.numel()
        if n != 1:
            raise ValueError(f"The tensor should have only one element, but got {n}, "
                             "more than one element is ambiguous.")
        return self._t.item()

    def tolist(self):
        """Nested Python lists (``torch.Tensor.tolist``)."""
        return self._t.tolist()

    def __bool__(self):
        n = self._t.numel()
        if n != 1:
            raise ValueError(f"The tensor should have only one element, but got {n}, "
                             "more than one element is ambiguous.")
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
        if self._t.dtype.is_floating_point or self._t.dtype.is_complex:
            raise TypeError("Only integer tensors of a single element can be converted to an index.")
        return self._scalar(int)

    def __len__(self):
        if self._t.dim() == 0:
            raise TypeError("Not support len of a 0-D tensor")
        return self._t.shape[0]

    def __iter__(self):
        if self._t.dim() == 0:
            raise TypeError("iteration over a 0-d tensor")
        return (_wrap(row) for row in self._t.unbind(0))

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
        return _wrap(self._t.permute(*range(self._t.dim() - 1, -1, -1)))

    @property
    def requires_grad(self):
        """Whether autograd records operations on this tensor."""
        return self._t.requires_grad

    @property
    def device(self):
        """The torch device the data lives on, as MindSpore names it (``CPU``/``GPU``)."""
        return "GPU" if self._t.is_cuda else "CPU"

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

    def init_data(self, slice_index=None, shape=None, opt_shard_group=None):
        """Data is materialised at construction in msbridge, so this returns the tensor itself."""
        return self

    def astype(self, dtype, copy=True):
        """Cast to ``dtype`` (float to int truncates toward zero), like ``torch.Tensor.to``."""
        target = _torch_dtype(dtype, "astype")
        if not copy and target == self._t.dtype:
            return self
        return _wrap(self._t.to(target))

    def copy(self):
        """A copy with its own memory (``torch.clone``)."""
        return _wrap(self._t.clone())

    # --- printing ---------------------------------------------------------------------------------
    def __str__(self):
        return str(self.asnumpy())

    def __repr__(self):
        return tensor_repr(self.asnumpy(), self.shape, str(self.dtype))

    # --- indexing ---------------------------------------------------------------------------------
    def __getitem__(self, index):
        return _wrap(self._t[_index(index)])

    def __setitem__(self, index, value):
        value = value._t if isinstance(value, Tensor) else value
        if isinstance(value, np.ndarray):
            value = torch.from_numpy(value)
        t = self._t
        if t.is_leaf and t.requires_grad:
            with torch.no_grad():
                t[_index(index)] = value
        else:
            t[_index(index)] = value

    # --- operators (in-place forms fall back to these, as in MindSpore: ``x += 1`` rebinds x) --------
    def __neg__(self):
        if self._t.dtype == torch.bool:
            raise TypeError("For 'Neg', the input of type Bool is not supported.")
        return _wrap(torch.neg(self._t))

    def __pos__(self):
        return self

    def __abs__(self):
        return _wrap(torch.abs(self._t))

    def __invert__(self):
        # MindSpore's ``~`` is a logical not for every dtype (``~Tensor([1, 2])`` is ``[False False]``).
        return _wrap(torch.logical_not(self._t))

    def __eq__(self, other):
        if not isinstance(other, (int, float, Tensor)):
            return False
        return _wrap(torch.eq(self._t, _operand(other, "__eq__")))

    def __ne__(self, other):
        if not isinstance(other, (int, float, Tensor)):
            return True
        return _wrap(torch.ne(self._t, _operand(other, "__ne__")))

    __hash__ = object.__hash__

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        """Lets torch functions and torch modules take msbridge Tensors; their results come back wrapped."""
        result = func(*_unwrap_any(args), **_unwrap_any(kwargs or {}))
        return _wrap_any(result)


def _binary(torch_fn, api):
    def method(self, other):
        return _wrap(torch_fn(self._t, _operand(other, api)))
    method.__name__ = api
    return method


def _reflected(name, api):
    def method(self, other):
        return _wrap(getattr(self._t, name)(_operand(other, api)))
    method.__name__ = api
    return method


for _name, _fn in (("add", torch.add), ("sub", torch.sub), ("mul", torch.mul), ("truediv", torch.true_divide),
                   ("floordiv", torch.floor_divide), ("mod", torch.remainder), ("pow", torch.pow),
                   ("matmul", torch.matmul), ("and", torch.bitwise_and), ("or", torch.bitwise_or),
                   ("xor", torch.bitwise_xor), ("lt", torch.lt), ("le", torch.le), ("gt", torch.gt),
                   ("ge", torch.ge)):
    setattr(Tensor, f"__{_name}__", _binary(_fn, f"__{_name}__"))
for _name in ("radd", "rsub", "rmul", "rtruediv", "rfloordiv", "rmod", "rpow", "rmatmul", "rand", "ror",
              "rxor"):
    setattr(Tensor, f"__{_name}__", _reflected(f"__{_name}__", f"__{_name}__"))


def _index(index):
    """A torch index from a MindSpore one (Tensors and numpy arrays inside tuples are unwrapped)."""
    if isinstance(index, Tensor):
        return index._t
    if isinstance(index, tuple):
        return tuple(_index(i) for i in index)
    if isinstance(index, np.ndarray):
        return torch.from_numpy(index)
    return index


def _initialised(shape, dtype, init):
    from .initializer import initializer
    if shape is None:
        raise ValueError("For 'Tensor', 'shape' must be set when 'init' is given.")
    if init is None:
        return torch.zeros(_shape_tuple(shape), dtype=mstype.to_torch_dtype(dtype or mstype.float32))
    return initializer(init, shape, dtype or mstype.float32)._t


def _shape_tuple(shape):
    if isinstance(shape, numbers.Integral):
        return (int(shape),)
    return tuple(int(s) for s in shape)


def tensor(input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None):
    """``mindspore.tensor``: same as constructing a ``Tensor``."""
    return Tensor(input_data, dtype, shape, init, const_arg, device)


def from_numpy(array):
    """``mindspore.from_numpy``: a Tensor sharing memory with ``array`` (``torch.from_numpy``)."""
    return Tensor.from_numpy(array)


def is_tensor(obj):
    """``mindspore.is_tensor``."""
    return isinstance(obj, Tensor)
