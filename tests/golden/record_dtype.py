"""Records MindSpore 2.10 dtype facts: names, printed forms, conversions, equality, the type tuples.

Run with the MindSpore venv: ``/work/msvenv/bin/python tests/golden/record_dtype.py``.
Conversion inputs are recorded under the *expression* that builds them, so the test evaluates the same
expression against msbridge (names available: ``ms``, ``mstype``, ``np``, ``torch``).
"""
import logging

import mindspore as ms
import numpy as np
import torch  # noqa: F401 - used by the recorded expressions
from mindspore.common import dtype as mstype

from cases_dtype import describe
from recorder import Recorder

# every dtype object name of mindspore.common.dtype (``__all__`` plus the builtin-shadowing aliases)
TYPE_NAMES = [
    "bool_", "int8", "byte", "int16", "short", "int32", "intc", "int64", "long", "intp",
    "uint8", "ubyte", "uint16", "ushort", "uint32", "uintc", "uint64", "uintp",
    "float16", "half", "float32", "single", "float64", "double", "complex64", "cfloat", "complex128", "cdouble",
    "bfloat16", "int_", "uint", "float_", "number", "string", "list_", "tuple_", "tensor_type", "type_none",
    "int", "float", "bool",
]
# the ones msbridge does not model (no torch storage / quantisation types), recorded for the report only
EXTRA_NAMES = ["qint4x2", "float8_e4m3fn", "float8_e5m2", "hifloat8"]
TUPLES = ["number_type", "int_type", "uint_type", "float_type", "signed_type", "complex_type", "all_types"]
METHODS = ["is_complex", "is_floating_point", "is_signed", "itemsize", "to_complex", "to_real"]
TOP_LEVEL = ["bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16",
             "float32", "float64", "bfloat16", "complex64", "complex128", "byte", "short", "intc", "intp", "long",
             "ubyte", "ushort", "uintc", "uintp", "half", "single", "double", "cfloat", "cdouble", "int_", "uint",
             "float_", "number", "string", "list_", "tuple_", "tensor_type", "type_none", "int", "float", "bool",
             "dtype", "Type", "TensorType", "dtype_to_nptype", "dtype_to_pytype", "pytype_to_dtype",
             "get_py_obj_dtype", "number_type", "int_type", "float_type", "QuantDtype"]
PYTYPE_INPUTS = [
    "bool", "int", "float", "complex", "str", "list", "tuple", "type(None)", "dict", "object",
    "np.bool_", "np.str_", "np.int8", "np.int16", "np.int32", "np.int64", "np.uint8", "np.uint16", "np.uint32",
    "np.uint64", "np.float16", "np.float32", "np.float64", "np.complex64", "np.complex128",
    "np.dtype('float32')", "np.dtype('int16')", "np.dtype('bool')", "np.dtype('complex128')",
    "'float32'", "1", "None", "ms.float32", "ms.int_", "mstype.string", "torch.float32",
]
OBJ_INPUTS = [
    "1", "1.0", "True", "1j", "'a'", "[1]", "(1,)", "None", "np.float32(1)", "np.int8(1)", "np.bool_(True)",
    "np.ones(2)", "{}", "ms.Tensor([1.0])", "ms.Tensor([1], ms.int32)", "ms.Tensor(np.ones(2, np.float16))",
    "ms.float32", "int", "float", "bool", "np.float32", "np.dtype('int8')", "lambda x: x",
]



def call(rec, key, fn):
    """Record ``fn()``'s described result or its exception."""
    try:
        result = fn()
    except Exception:  # noqa: BLE001 - recorded as an error
        rec.error(key, fn)
        return
    rec.value(key, describe(result, mstype.Type))


def _pickles(obj):
    """Whether ``obj`` survives a pickle round trip (MindSpore cannot pickle the generic Int/UInt/Float)."""
    import pickle
    try:
        return pickle.loads(pickle.dumps(obj)) == obj
    except Exception:  # noqa: BLE001
        return False


class _Capture(logging.Handler):
    def __init__(self):
        super().__init__()
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


def main():
    rec = Recorder("dtype")
    rec.value("type_names", TYPE_NAMES)
    for name in TYPE_NAMES + EXTRA_NAMES:
        obj = getattr(mstype, name)
        rec.value(f"str/{name}", str(obj))
        rec.value(f"repr/{name}", repr(obj))
        rec.value(f"class/{name}", [c.__name__ for c in type(obj).__mro__ if c.__module__.startswith("mindspore")])
        for method in METHODS:
            attr = f"{name}.{method}"
            if not hasattr(obj, method):
                rec.value(f"method/{attr}", "missing")
                continue
            call(rec, f"method/{attr}", lambda o=obj, m=method: getattr(o, m)() if callable(getattr(o, m))
                 else getattr(o, m))
    for name in TYPE_NAMES:
        obj = getattr(mstype, name)
        call(rec, f"dtype_to_nptype/{name}", lambda o=obj: mstype.dtype_to_nptype(o))
        call(rec, f"dtype_to_pytype/{name}", lambda o=obj: mstype.dtype_to_pytype(o))
        rec.value(f"equal_to/{name}", [other for other in TYPE_NAMES if getattr(mstype, other) == obj])
        rec.value(f"hash_equal_float32/{name}", hash(obj) == hash(mstype.float32))
    for name in TUPLES:
        rec.value(f"tuple/{name}", [repr(t) for t in getattr(mstype, name)])
    rec.value("top_level", [n for n in TOP_LEVEL if hasattr(ms, n)])
    rec.value("top_level_is_mstype", [n for n in TOP_LEVEL if hasattr(ms, n) and hasattr(mstype, n)
                                      and getattr(ms, n) is getattr(mstype, n)])
    for expr in PYTYPE_INPUTS:
        call(rec, f"pytype_to_dtype/{expr}", lambda e=expr: mstype.pytype_to_dtype(eval(e)))
    for expr in OBJ_INPUTS:
        call(rec, f"get_py_obj_dtype/{expr}", lambda e=expr: mstype.get_py_obj_dtype(eval(e)))
    for expr in ["np.float32", "'Float32'", "ms.float_", "ms.float64", "ms.single", "np.dtype('float32')"]:
        rec.value(f"float32_eq/{expr}", mstype.float32 == eval(expr))
        rec.value(f"float32_ne/{expr}", mstype.float32 != eval(expr))
    rec.value("bool_eq_builtin", ms.bool_ == bool)
    rec.value("pickle_roundtrip", [n for n in TYPE_NAMES if _pickles(getattr(mstype, n))])
    rec.value("isinstance_Type", [n for n in TYPE_NAMES if isinstance(getattr(mstype, n), mstype.Type)])
    rec.value("in_number_type", [n for n in TYPE_NAMES if getattr(mstype, n) in mstype.number_type])
    # the four conversion helpers log a deprecation WARNING on every call
    import mindspore.log as mslog
    capture = _Capture()
    logger = mslog._get_logger()  # pylint: disable=protected-access
    logger.addHandler(capture)
    for name, arg in [("dtype_to_nptype", mstype.float32), ("dtype_to_pytype", mstype.float32),
                      ("pytype_to_dtype", int), ("get_py_obj_dtype", 1)]:
        capture.messages.clear()
        getattr(mstype, name)(arg)
        rec.value(f"warning/{name}", list(capture.messages))
    logger.removeHandler(capture)
    rec.save()


if __name__ == "__main__":
    main()
