"""msbridge dtypes against MindSpore 2.10 (tests/golden/dtype.json, recorded by record_dtype.py)."""
import logging
import pickle

import goldens
from cases_dtype import describe
import numpy as np
import pytest
import torch  # noqa: F401 - used by the recorded expressions

import msbridge as ms
from msbridge.common import dtype as mstype

g = goldens.load("dtype")
NAMES = sorted(k.split("/", 1)[1] for k in g.keys("str/"))
# quantisation / float8 types have no torch storage: msbridge does not model them (docs/compat.md)
MODELLED = [n for n in NAMES if n not in ("qint4x2", "float8_e4m3fn", "float8_e5m2", "hifloat8")]
TYPE_NAMES = g["type_names"]  # recording order



def check(key, fn):
    """Compare ``fn()`` with the golden ``key`` (a described value or a recorded exception)."""
    expected = g[key]
    if isinstance(expected, dict) and "error" in expected:
        with goldens.raises_like(expected):
            fn()
    elif isinstance(expected, str) and expected.startswith("py:numpy."):
        # a numpy type: compare the class, not its name (numpy 2 renamed numpy.bool_ to numpy.bool)
        assert fn() is getattr(np, expected[len("py:numpy."):])
    else:
        assert describe(fn(), mstype.Type) == expected


def _keys(prefix):
    return [k.split("/", 1)[1] for k in g.keys(prefix)]


@pytest.mark.parametrize("name", MODELLED)
def test_str_repr_class(name):
    obj = getattr(mstype, name)
    assert str(obj) == g[f"str/{name}"]
    assert repr(obj) == g[f"repr/{name}"]
    assert [c.__name__ for c in type(obj).__mro__ if c.__module__.startswith("msbridge")] == g[f"class/{name}"]


@pytest.mark.parametrize("attr", [k for k in _keys("method/") if k.split(".")[0] in MODELLED])
def test_methods(attr):
    name, method = attr.split(".")
    obj = getattr(mstype, name)
    if g[f"method/{attr}"] == "missing":
        assert not hasattr(obj, method)
        return
    check(f"method/{attr}", lambda: getattr(obj, method)() if callable(getattr(obj, method))
          else getattr(obj, method))


@pytest.mark.parametrize("name", TYPE_NAMES)
def test_conversions_to_numpy_and_python(name):
    obj = getattr(mstype, name)
    if name == "bfloat16":  # MindSpore returns its own numpy bfloat16 scalar type; numpy has none
        with pytest.raises(TypeError):
            mstype.dtype_to_nptype(obj)
    else:
        check(f"dtype_to_nptype/{name}", lambda: mstype.dtype_to_nptype(obj))
    check(f"dtype_to_pytype/{name}", lambda: mstype.dtype_to_pytype(obj))


@pytest.mark.parametrize("name", TYPE_NAMES)
def test_equality_and_hash(name):
    obj = getattr(mstype, name)
    assert [other for other in TYPE_NAMES if getattr(mstype, other) == obj] == g[f"equal_to/{name}"]
    assert (hash(obj) == hash(mstype.float32)) == g[f"hash_equal_float32/{name}"]


@pytest.mark.parametrize("expr", _keys("float32_eq/"))
def test_float32_compared_with_others(expr):
    assert (mstype.float32 == eval(expr)) == g[f"float32_eq/{expr}"]
    assert (mstype.float32 != eval(expr)) == g[f"float32_ne/{expr}"]


def test_bool_is_not_builtin_bool():
    assert (ms.bool_ == bool) == g["bool_eq_builtin"]
    assert (ms.float32 == np.float32) is False


@pytest.mark.parametrize("name", _keys("tuple/"))
def test_type_tuples(name):
    expected = [r for r in g[f"tuple/{name}"] if r not in ("mindspore.int4", "mindspore.float8_e4m3fn",
                                                            "mindspore.float8_e5m2", "mindspore.hifloat8")]
    assert [repr(t) for t in getattr(mstype, name)] == expected


def test_top_level_names():
    # QuantDtype (quantisation enum) is not modelled by msbridge
    assert [n for n in g["top_level"] if not hasattr(ms, n) and n != "QuantDtype"] == []
    expected = [n for n in g["top_level_is_mstype"] if n != "QuantDtype"]
    assert [n for n in expected if getattr(ms, n) is getattr(mstype, n, None)] == expected


@pytest.mark.parametrize("expr", _keys("pytype_to_dtype/"))
def test_pytype_to_dtype(expr):
    check(f"pytype_to_dtype/{expr}", lambda: mstype.pytype_to_dtype(eval(expr)))


@pytest.mark.parametrize("expr", _keys("get_py_obj_dtype/"))
def test_get_py_obj_dtype(expr):
    check(f"get_py_obj_dtype/{expr}", lambda: mstype.get_py_obj_dtype(eval(expr)))


def test_pickle_isinstance_membership():
    # MindSpore cannot pickle the generic types (Int, Float, Number, ...); msbridge can: a superset
    assert set(g["pickle_roundtrip"]) <= {n for n in TYPE_NAMES if _pickles(getattr(mstype, n))}
    assert [n for n in TYPE_NAMES if isinstance(getattr(mstype, n), mstype.Type)] == g["isinstance_Type"]
    assert [n for n in TYPE_NAMES if getattr(mstype, n) in mstype.number_type] == g["in_number_type"]


def _pickles(obj):
    try:
        return pickle.loads(pickle.dumps(obj)) == obj
    except Exception:  # noqa: BLE001 - mirrors the recorder
        return False


@pytest.mark.parametrize("name", _keys("warning/"))
def test_conversion_helpers_log_deprecation(name, caplog):
    arg = {"dtype_to_nptype": mstype.float32, "dtype_to_pytype": mstype.float32, "pytype_to_dtype": int,
           "get_py_obj_dtype": 1}[name]
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        getattr(mstype, name)(arg)
    assert [r.getMessage() for r in caplog.records if r.name == "mindspore"] == g[f"warning/{name}"]
