"""MindSpore dtype objects (``mindspore.common.dtype``) and their torch/numpy counterparts."""
import builtins

import numpy as np
import torch

__all__ = [
    "Type", "Number", "Bool", "Int", "UInt", "Float", "BFloat", "Complex", "String", "TensorType",
    "bool_", "int8", "byte", "int16", "short", "int32", "intc", "int64", "long", "intp",
    "uint8", "ubyte", "uint16", "ushort", "uint32", "uintc", "uint64", "uintp",
    "float16", "half", "float32", "single", "float64", "double", "bfloat16",
    "complex64", "cfloat", "complex128", "cdouble", "int_", "uint", "float_", "number", "string",
    "tensor_type", "type_none",
    "number_type", "int_type", "uint_type", "float_type", "signed_type", "complex_type", "all_types",
    "dtype_to_nptype", "dtype_to_pytype", "pytype_to_dtype", "get_py_obj_dtype",
    "to_torch_dtype", "from_torch_dtype",
]


class Type:
    """A MindSpore type object (``mindspore.dtype.Type``); maps to a torch.dtype where it is a tensor type."""

    __slots__ = ("_name", "_torch", "_np")

    def __init__(self, name, torch_dtype=None, np_dtype=None):
        self._name = name
        self._torch = torch_dtype
        self._np = np_dtype

    def __str__(self):
        return self._name

    def __repr__(self):
        return "mindspore." + self._name.lower()

    def __eq__(self, other):
        return isinstance(other, Type) and other._name == self._name

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._name)

    def __reduce__(self):
        return (_by_name, (self._name,))


class Number(Type):
    """Base of the numeric types (``mindspore.dtype.Number``)."""


class Bool(Number):
    """``mindspore.bool_``: torch.bool."""


class Int(Number):
    """Signed integer types: torch.int8 .. torch.int64."""


class UInt(Number):
    """Unsigned integer types: torch.uint8 .. torch.uint64."""


class Float(Number):
    """Floating types: torch.float16/32/64."""


class BFloat(Float):
    """``mindspore.bfloat16``: torch.bfloat16."""


class Complex(Number):
    """Complex types: torch.complex64/128."""


class String(Type):
    """``mindspore.string``: no tensor storage."""


class TensorType(Type):
    """``mindspore.tensor_type``: the type of a Tensor object."""


bool_ = Bool("Bool", torch.bool, np.bool_)
int8 = Int("Int8", torch.int8, np.int8)
int16 = Int("Int16", torch.int16, np.int16)
int32 = Int("Int32", torch.int32, np.int32)
int64 = Int("Int64", torch.int64, np.int64)
uint8 = UInt("UInt8", torch.uint8, np.uint8)
uint16 = UInt("UInt16", torch.uint16, np.uint16)
uint32 = UInt("UInt32", torch.uint32, np.uint32)
uint64 = UInt("UInt64", torch.uint64, np.uint64)
float16 = Float("Float16", torch.float16, np.float16)
float32 = Float("Float32", torch.float32, np.float32)
float64 = Float("Float64", torch.float64, np.float64)
bfloat16 = BFloat("BFloat16", torch.bfloat16, None)
complex64 = Complex("Complex64", torch.complex64, np.complex64)
complex128 = Complex("Complex128", torch.complex128, np.complex128)
number = Number("Number")
int_ = Int("Int")
uint = UInt("UInt")
float_ = Float("Float")
string = String("String")
tensor_type = TensorType("TensorType")
type_none = Type("TypeNone")

byte, short, intc, long, intp = int8, int16, int32, int64, int64
ubyte, ushort, uintc, uintp = uint8, uint16, uint32, uint64
half, single, double = float16, float32, float64
cfloat, cdouble = complex64, complex128

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
_NAMES = {t._name: t for t in _TENSOR_TYPES + (number, int_, uint, float_, string, tensor_type, type_none)}


def _by_name(name):
    return _NAMES[name]


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
    return pytype_to_dtype(dtype)._torch


def from_numpy_dtype(np_dtype):
    """The MindSpore type of a numpy dtype."""
    try:
        return _FROM_NP[np.dtype(np_dtype)]
    except (KeyError, TypeError):
        raise TypeError(f"The numpy dtype {np_dtype} is not supported by mindspore.") from None


def dtype_to_nptype(type_):
    """numpy type of a MindSpore dtype: ``dtype_to_nptype(float32) is numpy.float32``."""
    if not isinstance(type_, Type) or type_._np is None:
        if type_ == bfloat16:
            raise TypeError("The dtype BFloat16 has no numpy counterpart.")
        raise TypeError(f"For 'dtype_to_nptype', the type {type_!r} is not supported.")
    return type_._np


_PY_TYPES = {builtins.bool: bool_, builtins.int: int64, builtins.float: float32, builtins.complex: complex64,
             builtins.str: string}


def dtype_to_pytype(type_):
    """Python builtin type of a MindSpore dtype (``float32 -> float``)."""
    if isinstance(type_, Bool):
        return builtins.bool
    if isinstance(type_, (Int, UInt)):
        return builtins.int
    if isinstance(type_, Float):
        return builtins.float
    if isinstance(type_, Complex):
        return builtins.complex
    if isinstance(type_, String):
        return builtins.str
    raise NotImplementedError(f"For 'dtype_to_pytype', unsupported type {type_!r}.")


def pytype_to_dtype(obj):
    """MindSpore dtype of a numpy dtype, numpy type, Python type or torch dtype."""
    if isinstance(obj, Type):
        return obj
    if isinstance(obj, torch.dtype):
        return from_torch_dtype(obj)
    if obj in _PY_TYPES:
        return _PY_TYPES[obj]
    if isinstance(obj, np.dtype) or (isinstance(obj, type) and issubclass(obj, np.generic)):
        return from_numpy_dtype(obj)
    raise NotImplementedError(f"The python type {obj} cannot be converted to MindSpore type.")


def get_py_obj_dtype(obj):
    """MindSpore dtype of a Python object (a Tensor gives its dtype)."""
    dtype = getattr(obj, "dtype", None)
    if isinstance(dtype, Type):
        return dtype
    if isinstance(obj, type):
        return pytype_to_dtype(obj)
    return pytype_to_dtype(type(obj))
