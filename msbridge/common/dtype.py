"""MindSpore dtype objects (``mindspore.common.dtype``) and their torch/numpy counterparts."""
import builtins
import logging

import numpy as np
import torch

__all__ = [
    "Type", "Number", "Bool", "Int", "UInt", "Float", "BFloat", "Complex", "String", "List", "Tuple",
    "TensorType", "TypeNone", "Function", "TypeType",
    "bool_", "int8", "byte", "int16", "short", "int32", "intc", "int64", "long", "intp",
    "uint8", "ubyte", "uint16", "ushort", "uint32", "uintc", "uint64", "uintp",
    "float16", "half", "float32", "single", "float64", "double", "bfloat16",
    "complex64", "cfloat", "complex128", "cdouble", "int_", "uint", "float_", "number", "string",
    "list_", "tuple_", "tensor_type", "type_none", "function", "type_type",
    "number_type", "int_type", "uint_type", "float_type", "signed_type", "complex_type", "all_types",
    "dtype_to_nptype", "dtype_to_pytype", "pytype_to_dtype", "get_py_obj_dtype",
    "to_torch_dtype", "from_torch_dtype",
]
# ``int``, ``float`` and ``bool`` (aliases of int32, float32, bool_) are module attributes, as in MindSpore,
# but stay out of __all__ so that star imports do not shadow the builtins.

_logger = logging.getLogger("mindspore")


class Type:
    """A MindSpore type object (``mindspore.dtype.Type``); maps to a torch.dtype where it is a tensor type."""

    __slots__ = ("_name", "_repr", "_torch", "_np")

    def __init__(self, name, torch_dtype=None, np_dtype=None, repr_name=None):
        self._name = name
        self._repr = "mindspore." + (repr_name or name.lower())
        self._torch = torch_dtype
        self._np = np_dtype

    def __str__(self):
        return self._name

    def __repr__(self):
        return self._repr

    def __eq__(self, other):
        return isinstance(other, Type) and other._repr == self._repr

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._repr)

    def __reduce__(self):
        return (_by_name, (self._name,))


class Number(Type):
    """Base of the numeric types (``mindspore.dtype.Number``): the methods below follow torch.dtype's."""

    __slots__ = ()

    def _concrete(self):
        return self._torch is not None

    @property
    def itemsize(self):
        """Bytes per element (``torch.dtype.itemsize``); 1 for the generic Number/Int/UInt/Float."""
        return self._torch.itemsize if self._concrete() else 1

    def is_floating_point(self):
        """Whether a floating type (``torch.dtype.is_floating_point``)."""
        return isinstance(self, (Float, BFloat))

    def is_complex(self):
        """Whether a complex type (``torch.dtype.is_complex``)."""
        return isinstance(self, Complex)

    def is_signed(self):
        """Whether a signed type (``torch.dtype.is_signed``)."""
        return isinstance(self, (Int, Float, BFloat, Complex))

    def to_complex(self):
        """The complex type with this real part (``torch.dtype.to_complex``): float32/bfloat16 -> complex64."""
        if isinstance(self, Complex):
            return self
        if self._torch in (torch.float32, torch.bfloat16, torch.float64):
            return _FROM_TORCH[self._torch.to_complex()]
        raise TypeError(f"Cannot convert type {self._repr[len('mindspore.'):]} to complex type.")

    def to_real(self):
        """The real type of this type (``torch.dtype.to_real``): complex64 -> float32, others themselves."""
        if not self._concrete():
            raise TypeError(f"Cannot convert type {self._repr[len('mindspore.'):]} to real type.")
        return _FROM_TORCH[self._torch.to_real()] if isinstance(self, Complex) else self


class Bool(Number):
    """``mindspore.bool_``: torch.bool."""

    __slots__ = ()


class Int(Number):
    """Signed integer types: torch.int8 .. torch.int64."""

    __slots__ = ()


class UInt(Number):
    """Unsigned integer types: torch.uint8 .. torch.uint64."""

    __slots__ = ()


class Float(Number):
    """Floating types: torch.float16/32/64."""

    __slots__ = ()


class BFloat(Number):
    """``mindspore.bfloat16``: torch.bfloat16 (not a subclass of Float, as in MindSpore)."""

    __slots__ = ()


class Complex(Number):
    """Complex types: torch.complex64/128."""

    __slots__ = ()


class String(Type):
    """``mindspore.string``: no tensor storage."""

    __slots__ = ()


class List(Type):
    """``mindspore.list_``: the type of a Python list."""

    __slots__ = ()


class Tuple(Type):
    """``mindspore.tuple_``: the type of a Python tuple."""

    __slots__ = ()


class TypeNone(Type):
    """``mindspore.type_none``: the type of None."""

    __slots__ = ()


class Function(Type):
    """``mindspore.function``: the type of functions and Cells."""

    __slots__ = ()


class TypeType(Type):
    """``mindspore.type_type``: the type of a dtype object."""

    __slots__ = ()


class TensorType(Type):
    """``mindspore.tensor_type``; ``TensorType(float32)`` is the type of a Float32 Tensor."""

    __slots__ = ("element_type",)

    def __init__(self, element_type=None):
        self.element_type = element_type
        if element_type is None:
            super().__init__("Tensor", repr_name="tensor")
        else:
            super().__init__(f"Tensor[{element_type}]", repr_name=f"tensor[{repr(element_type)[10:]}]")

    def __reduce__(self):
        return (TensorType, (self.element_type,))


def _widths(kind, name, bits):
    """The ``kind`` instances ``<name><n>`` for each width ``n`` in ``bits``, over torch's and numpy's dtypes of
    the lower-case name (``Int16``: ``torch.int16``, ``np.int16``)."""
    low = name.lower()
    return [kind(f"{name}{n}", getattr(torch, f"{low}{n}"), getattr(np, f"{low}{n}")) for n in bits]


bool_ = Bool("Bool", torch.bool, np.bool_)
int8, int16, int32, int64 = _widths(Int, "Int", (8, 16, 32, 64))
uint8, uint16, uint32, uint64 = _widths(UInt, "UInt", (8, 16, 32, 64))
float16, float32, float64 = _widths(Float, "Float", (16, 32, 64))
bfloat16 = BFloat("BFloat16", torch.bfloat16, None)
complex64, complex128 = _widths(Complex, "Complex", (64, 128))
number = Number("Number")
int_ = Int("Int")
uint = UInt("UInt")
float_ = Float("Float")
string = String("String", repr_name="string_")
list_ = List("List", repr_name="list_")
tuple_ = Tuple("Tuple", repr_name="tuple_")
tensor_type = TensorType()
type_none = TypeNone("None", repr_name="type_none")
function = Function("Function", repr_name="function")
type_type = TypeType("TypeType", repr_name="type_type")

byte, short, intc, long, intp = int8, int16, int32, int64, int64
ubyte, ushort, uintc, uintp = uint8, uint16, uint32, uint64
half, single, double = float16, float32, float64
cfloat, cdouble = complex64, complex128
int, float, bool = int32, float32, bool_  # noqa: A001 - MindSpore's mindspore.int/float/bool

number_type = (int8, int16, int32, int64, uint8, uint16, uint32, uint64, float16, float32, float64,
               bfloat16, complex64, complex128)
int_type = (int8, int16, int32, int64)
uint_type = (uint8, uint16, uint32, uint64)
float_type = (float16, float32, float64, bfloat16)
signed_type = (int8, int16, int32, int64, float16, float32, float64, bfloat16, complex64, complex128)
complex_type = (complex64, complex128)
all_types = (bool_,) + number_type

_TENSOR_TYPES = all_types
_FROM_TORCH = {t._torch: t for t in _TENSOR_TYPES}
_FROM_NP = {np.dtype(t._np): t for t in _TENSOR_TYPES if t._np is not None}
_NAMES = {t._name: t for t in _TENSOR_TYPES + (number, int_, uint, float_, string, list_, tuple_, tensor_type,
                                               type_none, function, type_type)}
# pytype_to_dtype's table: Python int/float/complex are the 64-bit types here (unlike Tensor(1.0): Float32)
_SIMPLE_TYPES = {
    list: list_, tuple: tuple_, type(None): type_none, builtins.bool: bool_, builtins.int: int64,
    builtins.float: float64, complex: complex128, str: string, np.bool_: bool_, np.str_: string,
    np.int8: int8, np.int16: int16, np.int32: int32, np.int64: int64, np.uint8: uint8, np.uint16: uint16,
    np.uint32: uint32, np.uint64: uint64, np.float16: float16, np.float32: float32, np.float64: float64,
}
_PY_TYPES = {Bool: builtins.bool, Int: builtins.int, UInt: builtins.int, Float: builtins.float,
             BFloat: builtins.float, Complex: complex, List: list, Tuple: tuple, String: str,
             TypeNone: type(None)}


def _by_name(name):
    return _NAMES[name]


def _deprecated(name):
    _logger.warning(f"The interface 'mindspore.{name}' is deprecated from version 2.7 and will be removed in a "
                    "future version.")


def from_torch_dtype(torch_dtype):
    """The MindSpore type of a torch.dtype."""
    return _FROM_TORCH[torch_dtype]


def to_torch_dtype(dtype):
    """The torch.dtype for a MindSpore type, numpy dtype, torch.dtype or Python type."""
    if isinstance(dtype, Type):
        if dtype._torch is None:
            raise TypeError(f"For 'dtype', {dtype} has no tensor storage.")
        return dtype._torch
    if isinstance(dtype, torch.dtype):
        return dtype
    return _pytype_to_dtype(dtype)._torch


def from_numpy_dtype(np_dtype):
    """The MindSpore type of a numpy dtype."""
    try:
        return _FROM_NP[np.dtype(np_dtype)]
    except (KeyError, TypeError):
        raise TypeError(f"The numpy dtype {np_dtype} is not supported by mindspore.") from None


def _dtype_to_nptype(type_):
    if type_ == bfloat16:
        raise TypeError("For 'dtype_to_nptype', BFloat16 has no numpy counterpart in msbridge (numpy has no "
                        "bfloat16 type).")
    if not isinstance(type_, Number) or type_._np is None:
        raise KeyError(type_)
    return type_._np


def dtype_to_nptype(type_):
    """numpy type of a MindSpore dtype: ``dtype_to_nptype(float32) is numpy.float32``; KeyError otherwise."""
    _deprecated("dtype_to_nptype")
    return _dtype_to_nptype(type_)


def dtype_to_pytype(type_):
    """Python type of a MindSpore dtype (``float32 -> float``, ``list_ -> list``); KeyError otherwise."""
    _deprecated("dtype_to_pytype")
    if type(type_) in _PY_TYPES and type_ != uint:  # MindSpore's table has the generic Int and Float only
        return _PY_TYPES[type(type_)]
    raise KeyError(type_)


def _pytype_to_dtype(obj):
    if isinstance(obj, np.dtype):
        obj = obj.type
    if isinstance(obj, Type):
        return obj
    if not isinstance(obj, type):
        raise TypeError("For 'pytype_to_dtype', the argument 'obj' must be a python type object, such as int, "
                        f"float, str, etc. But got type {type(obj)}.")
    if obj in _SIMPLE_TYPES:
        return _SIMPLE_TYPES[obj]
    raise NotImplementedError(f"The python type {obj} cannot be converted to MindSpore type.")


def pytype_to_dtype(obj):
    """MindSpore dtype of a Python/numpy type or numpy dtype (``int -> int64``, ``float -> float64``)."""
    _deprecated("pytype_to_dtype")
    return _pytype_to_dtype(obj)


def get_py_obj_dtype(obj):
    """MindSpore type of a Python object or type; a Tensor gives ``TensorType(its dtype)``."""
    _deprecated("get_py_obj_dtype")
    if hasattr(obj, "shape") and isinstance(getattr(obj, "dtype", None), Type):
        return TensorType(obj.dtype)
    if hasattr(obj, "construct") or callable(obj) and type(obj).__name__ in ("function", "builtin_function_or_method"):
        return function
    if isinstance(obj, Type):
        return type_type
    return pytype_to_dtype(obj if isinstance(obj, type) else type(obj))
