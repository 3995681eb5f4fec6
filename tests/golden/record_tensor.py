"""Records ``mindspore.Tensor`` behaviour (construction, printing, promotion, indexing, methods, errors).

Every case is a small Python snippet run against a namespace built by :func:`namespace`; the last
statement's value is described by :func:`describe` and stored under ``"<group>|<snippet>"``. The tests run
the same snippets against msbridge (``namespace(msbridge)``) and compare descriptions, so this file is the
single list of cases. Run with MindSpore's venv::

    /work/msvenv/bin/python tests/golden/record_tensor.py
"""
import json
import math

import numpy as np

# dtype tag -> (numpy dtype, values of the 2x3 ``x_<tag>`` operand, values of the 2x3 ``y_<tag>`` operand)
DTYPES = {
    "bool": (np.bool_, [[1, 0, 1], [0, 0, 1]], [[1, 1, 0], [1, 0, 1]]),
    "u8": (np.uint8, [[1, 2, 3], [4, 0, 6]], [[2, 3, 1], [1, 5, 2]]),
    "i8": (np.int8, [[1, -2, 3], [4, 0, -6]], [[2, -3, 1], [-1, 5, 2]]),
    "i16": (np.int16, [[1, -2, 3], [4, 0, -6]], [[2, -3, 1], [-1, 5, 2]]),
    "i32": (np.int32, [[1, -2, 3], [4, 0, -6]], [[2, -3, 1], [-1, 5, 2]]),
    "i64": (np.int64, [[1, -2, 3], [4, 0, -6]], [[2, -3, 1], [-1, 5, 2]]),
    "f16": (np.float16, [[1.5, -2.5, 3.0], [4.0, 0.0, -6.5]], [[2.0, -3.0, 0.5], [-1.0, 5.0, 2.5]]),
    "f32": (np.float32, [[1.5, -2.5, 3.0], [4.0, 0.0, -6.5]], [[2.0, -3.0, 0.5], [-1.0, 5.0, 2.5]]),
    "f64": (np.float64, [[1.5, -2.5, 3.0], [4.0, 0.0, -6.5]], [[2.0, -3.0, 0.5], [-1.0, 5.0, 2.5]]),
}
TAGS = list(DTYPES)
NUMERIC = TAGS[1:]


def namespace(ms):
    """Names the snippets use, built with ``ms`` (real MindSpore when recording, msbridge in the tests)."""
    ns = {"ms": ms, "np": np, "Tensor": ms.Tensor, "ops": ms.ops, "Parameter": ms.Parameter, "math": math}
    if hasattr(ms, "mint"):
        ns.update(mint=ms.mint, F=ms.mint.nn.functional)
    for tag, (np_dtype, x, y) in DTYPES.items():
        ns["x_" + tag] = ms.Tensor(np.array(x, np_dtype))
        ns["y_" + tag] = ms.Tensor(np.array(y, np_dtype))
        ns["s_" + tag] = ms.Tensor(np.array(y[0][0], np_dtype))  # a 0-d operand
        ns["n_" + tag] = np.array(y[0][0], np_dtype)[()]           # a numpy scalar
    ns["g"] = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    ns["gi"] = ms.Tensor(np.arange(24, dtype=np.int32).reshape(2, 3, 4))
    return ns


def run_case(code, ns):
    """Run ``code`` (statements separated by ``; ``); the value of the last one is returned."""
    *stmts, last = code.split("; ")
    local = dict(ns)
    for stmt in stmts:
        exec(stmt, local)  # noqa: S102 - recorded test snippets
    return eval(last, local)  # noqa: S307


def _plain(value):
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, complex):
        return [value.real, value.imag]
    if isinstance(value, (float, np.floating)):
        return float(value)
    return value


def _array_values(arr):
    """The values as compact JSON text (complex as [re, im] pairs) to keep the golden files small."""
    if arr.dtype.kind == "c":
        arr = np.stack([arr.real, arr.imag], -1)
    elif arr.dtype.kind not in "biuf":
        arr = arr.astype(np.float32)  # bfloat16 numpy types
    return json.dumps(arr.tolist(), separators=(",", ":"))


def describe(obj):
    """A JSON-able description of a result: kind, dtype, shape and values, or the error raised."""
    if hasattr(obj, "asnumpy") and hasattr(obj, "dtype"):
        data = obj.astype("float32") if str(obj.dtype) == "BFloat16" else obj
        return {"kind": type(obj).__name__, "dtype": str(obj.dtype), "shape": list(obj.shape),
                "value": _array_values(data.asnumpy())}
    if isinstance(obj, (tuple, list)):
        return {"kind": type(obj).__name__, "items": [describe(v) for v in obj]}
    if isinstance(obj, np.ndarray):
        return {"kind": "ndarray", "dtype": str(obj.dtype), "shape": list(obj.shape), "value": _array_values(obj)}
    if isinstance(obj, np.generic):
        return {"kind": "np." + type(obj).__name__, "value": _plain(obj)}
    if obj is None or isinstance(obj, (bool, int, float, str, complex)):
        return {"kind": type(obj).__name__, "value": _plain(obj)}
    return {"kind": "other", "value": str(obj)}


def outcome(case, ms, sync=None):
    """``describe`` of a case's value, or ``{"error": type, "message": first line}``. A case is a snippet
    (run on a fresh :func:`namespace`) or a function of the ``mindspore`` module. ``sync`` (recording only)
    waits for MindSpore's asynchronous kernels, so that their errors are charged to the case that caused them."""
    try:
        value = case(ms) if callable(case) else run_case(case, namespace(ms))
        if sync:
            sync()
        return describe(value)
    except Exception as exc:  # noqa: BLE001 - the error type is what is recorded
        if sync:
            _drain(sync)
        message = str(exc).split("\n")[0][:300]
        return {"error": type(exc).__name__, "message": message}


def _drain(sync):
    """MindSpore 2.10 keeps a failed op's exception and raises it again at the next sync point."""
    for _ in range(2):
        try:
            sync()
        except Exception:  # noqa: BLE001,S110 - the stale copy of the error already recorded
            pass


def rule_of(described):
    """The dtype/shape rule of an outcome as short text: ``Tensor:Float32:2,3``, ``TypeError``, ``a;b``."""
    if "error" in described:
        return described["error"]
    if "items" in described:
        return ";".join(rule_of(item) for item in described["items"])
    if "dtype" in described:
        return "%s:%s:%s" % (described["kind"], described["dtype"], ",".join(map(str, described["shape"])))
    return described["kind"]


def record_cases(recorder, cases, ms, sync=None, rules_only=False):
    """Store the outcome of every case of ``{group: [snippet, ...] or {name: function}}`` under
    ``"group|snippet"`` / ``"group|name"`` (only its :func:`rule_of` when ``rules_only``)."""
    for group, group_cases in cases.items():
        named = group_cases.items() if isinstance(group_cases, dict) else ((code, code) for code in group_cases)
        for name, case in named:
            result = outcome(case, ms, sync)
            recorder.value(group + "|" + name, {"rule": rule_of(result)} if rules_only else result)


def case_of(cases, key):
    """The case recorded under ``"group|name"``: a snippet, or the function named in a dict group."""
    group, name = key.split("|", 1)
    return cases[group][name] if isinstance(cases.get(group), dict) else name


# --------------------------------------------------------------------------------------------------
# The cases
# --------------------------------------------------------------------------------------------------
CTOR = [
    "Tensor(1)", "Tensor(1.0)", "Tensor(True)", "Tensor(-3)", "Tensor(2**40)", "Tensor(2**63-1)", "Tensor(-2**63)",
    "Tensor(2**70)", "Tensor([1, 2])", "Tensor([1., 2.])", "Tensor([1, 2.5])", "Tensor([True, 1])",
    "Tensor([True, False])", "Tensor([[1, 2], [3, 4]])", "Tensor((1, 2))", "Tensor([])", "Tensor([[]])", "Tensor(())",
    "Tensor([2**40, 1.5])", "Tensor([np.float64(1.5)])", "Tensor([np.float32(1.5), 2])",
    "Tensor([np.int32(1), np.int32(2)])", "Tensor(np.array([1.5]))", "Tensor(np.array([1, 2], np.int32))",
    "Tensor(np.array([1, 2], np.int8))", "Tensor(np.array([1, 2], np.int16))", "Tensor(np.array([1, 2], np.uint8))",
    "Tensor(np.array([1, 2], np.uint16))", "Tensor(np.array([1, 2], np.uint32))", "Tensor(np.array([1, 2], np.uint64))",
    "Tensor(np.array([1, 2], np.float16))", "Tensor(np.float64(1.5))", "Tensor(np.float16(1.5))",
    "Tensor(np.int32(3))", "Tensor(np.bool_(True))", "Tensor(np.array(5))", "Tensor(np.array(5.5, np.float32))",
    "Tensor(1+2j)", "Tensor([1+2j])", "Tensor(np.array([1+2j], np.complex64))", "Tensor(x_f32)",
    "Tensor(x_i32, ms.float32)", "Tensor(1.7, ms.int32)", "Tensor(-1.7, ms.int32)", "Tensor([1, 2], ms.float16)",
    "Tensor([1.5, 2.5], ms.int32)", "Tensor([1, 0, 2], ms.bool_)", "Tensor([1.5, -2.5], ms.uint8)",
    "Tensor([1.5], dtype=ms.float64)", "Tensor(x_f32, dtype=ms.int8)", "Tensor([Tensor(1), Tensor(2)])",
    "Tensor([Tensor(1.5), 2])", "Tensor((Tensor([1.5]),))", "Tensor(1, ms.bfloat16)",
    "Tensor(shape=(2, 3), dtype=ms.float32)", "Tensor(shape=(2, 3), dtype=ms.int32)",
    "Tensor(shape=[2], dtype=ms.float16)",
    "Tensor(shape=(2, 3), dtype=ms.float32, init=ms.common.initializer.One()).init_data()",
    "Tensor(shape=(2,), dtype=ms.int32, init=ms.common.initializer.Constant(3)).init_data()",
    "ms.tensor([1.5])", "ms.tensor(1)", "ms.tensor([1, 2], ms.float32)", "ms.from_numpy(np.array([1, 2]))",
    "Tensor.from_numpy(np.array([1.5], np.float32))",
    "a = np.array([1., 2.], np.float32); t = Tensor(a); a[0] = 9; t",
    "a = np.array([1., 2.], np.float32); t = ms.from_numpy(a); a[0] = 9; t",
    "t = Tensor([1., 2.]); n = t.asnumpy(); n[0] = 9; t",
    "t = Tensor([1., 2.]); t2 = Tensor(t); t2[0] = 5; t",
    "t = Tensor([1., 2.]); y = t; t += 1; (y, t)",
    # errors
    "Tensor()", "Tensor(None)", "Tensor('a')", "Tensor([[1, 2], [3]])", "Tensor([1, 'a'])", "Tensor({1: 2})",
    "Tensor(np.array([1], dtype=object))", "Tensor([1, 2], dtype=np.float32)", "Tensor([1, 2], 'float32')",
    "Tensor([1, 2], ms.number)", "Tensor([1, 2], ms.int_)", "Tensor([1, 2], int)",
    "Tensor(shape=(2, 3), init=ms.common.initializer.One())", "Tensor(init=ms.common.initializer.One())",
    "Tensor(dtype=ms.int32)",
]

META = [
    "x_f32.shape", "g.shape", "s_f32.shape", "Tensor([]).shape", "x_f32.ndim", "s_f32.ndim", "g.size", "s_f32.size",
    "Tensor([]).size", "str(x_f32.dtype)", "repr(x_f32.dtype)", "str(x_bool.dtype)", "str(x_u8.dtype)",
    "x_f32.dtype == ms.float32", "x_f32.dtype == np.float32", "x_f32.itemsize", "x_f64.itemsize", "x_f32.nbytes",
    "g.strides", "x_f32.dim()", "x_f32.numel()", "len(x_f32)", "len(g)", "len(s_f32)", "len(Tensor([]))",
    "x_f32.T", "g.T.shape", "s_f32.T", "x_f32.is_contiguous()", "g.transpose(1, 0, 2).is_contiguous()",
    "x_f32.is_floating_point()", "x_i32.is_floating_point()", "type(x_f32.shape).__name__",
    "x_f32.asnumpy()", "x_bool.asnumpy()", "s_i32.asnumpy()", "x_f32.numpy()", "type(x_f32.asnumpy()).__name__",
    "np.array(x_f32)", "np.asarray(x_i32)", "x_f32.tolist()", "s_f32.tolist()", "x_bool.tolist()",
    "x_f32.item()", "Tensor([1.5]).item()", "Tensor([[2]]).item()", "s_i32.item()", "s_bool.item()",
    "Tensor(np.array([2], np.int8)).item()", "float(Tensor([2.7]))", "int(Tensor([2.7]))", "int(Tensor([-2.7]))",
    "int(Tensor([[3]]))", "float(s_i32)", "bool(Tensor([0]))", "bool(Tensor([2]))", "bool(s_f32)", "bool(x_f32)",
    "bool(Tensor([]))", "int(x_i32)", "float(x_f32)", "complex(Tensor(1.5))", "x_i32.__index__()",
    "s_i32.__index__()", "[10, 20, 30][Tensor(1)]", "[10, 20, 30][Tensor(1.0)]", "list(x_f32)",
    "[r.shape for r in g]", "list(s_f32)", "x_f32.astype(ms.int32)", "x_f32.astype('int32')",
    "x_f32.astype(np.int32)", "x_f32.astype(int)", "x_f32.astype(float)", "x_f32.astype(bool)",
    "x_f32.astype(ms.float16)", "x_f32.astype('float16')", "x_f32.astype(np.float16)", "x_f32.astype('bool')",
    "x_f32.astype(ms.uint8)", "x_f32.astype(ms.bfloat16)", "x_f32.astype('bfloat16')", "x_f32.astype(ms.number)",
    "x_f32.astype('float')", "x_f32.astype('xyz')", "x_f32.astype(None)", "x_f32.astype(ms.float32) is x_f32",
    "x_f32.copy()", "x_f32.copy() is x_f32", "y = x_f32.copy(); y[0, 0] = 100; x_f32",
    "Tensor([1.5, 2.5, -1.5, -2.5, 0.5]).astype(ms.int32)", "Tensor([300., -1.]).astype(ms.uint8)",
]

PRINT_ARRAYS = [
    "Tensor([1., 2.5, -3.25])", "Tensor([[1., 2.], [3., 4.]])", "Tensor(0.1)", "Tensor(2.0)", "Tensor([1, -2])",
    "x_i32", "x_bool", "x_u8", "x_i8", "x_i16", "x_i64", "x_f16", "x_f32", "x_f64", "s_f32", "s_i32", "s_bool",
    "s_f16", "s_f64", "s_u8", "Tensor(np.array([1/3], np.float16))", "Tensor(np.zeros((0, 3), np.float32))",
    "Tensor(np.zeros((0,), np.float32))", "Tensor(np.zeros((0,), np.int32))", "Tensor(np.zeros((2, 0), np.int64))",
    "Tensor(np.zeros((2, 0, 3), np.float32))", "Tensor(np.float64(1.5))", "Tensor(np.array([1.5, 2.25]))",
    "Tensor(np.arange(2000, dtype=np.float32))", "Tensor(np.arange(1001, dtype=np.int32))",
    "Tensor(np.arange(1000, dtype=np.int32))", "Tensor(np.arange(2000, dtype=np.float32).reshape(40, 50))",
    "Tensor(np.arange(3000, dtype=np.float32).reshape(10, 10, 30))",
    "Tensor(np.arange(2000, dtype=np.int64).reshape(2, 1000))",
    "Tensor(np.arange(2000, dtype=np.float64).reshape(1000, 2))", "Tensor(np.ones(1200, np.bool_))",
    "Tensor(np.arange(1200, dtype=np.float16))", "Tensor(np.array([1e-10, 1e10], np.float32))",
    "Tensor(np.array([np.nan, np.inf, -np.inf], np.float32))", "Tensor(np.array([np.nan, 1.5], np.float16))",
    "Tensor(np.array(np.nan, np.float32))", "Tensor(np.array(-np.inf, np.float64))",
    "Tensor(np.zeros((2, 2, 2), np.float32))", "Tensor(np.array(5, np.int32))", "Tensor(True)", "Tensor(False)",
    "Tensor(np.array([0.], np.float32))", "Tensor(np.array([-0.], np.float32))",
    "Tensor(np.array([100.5, 0.001], np.float32))",
    "Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))", "Tensor(np.arange(24, dtype=np.int32).reshape(2, 3, 4))",
    "Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2))", "Tensor(np.array([3], np.uint8))",
    "Tensor(np.array([1.5, -2.25, 3], np.float32)).astype(ms.bfloat16)",
    "Tensor(np.array(1.5, np.float32)).astype(ms.bfloat16)",
    "Tensor(np.array([[1.5, 2], [3, 4]], np.float32)).astype(ms.bfloat16)",
    "Tensor(np.zeros((2, 5), np.float32))", "Tensor(np.array(1e-300))", "Tensor(np.array([1, 2, 3], np.int8))",
    "Tensor(np.array([[1e-5, 1e5]], np.float32))", "Tensor(np.array(-0.5, np.float16))",
    "Tensor(np.array([1+2j, -0.5j], np.complex64))", "Tensor(np.array(1-2j, np.complex128))",
    "Tensor(np.array([[1+2j, 3], [0, -1j]], np.complex64))", "Tensor(np.array([1e20, -1e-20], np.float64))",
    "Tensor(np.array([123456789, -5], np.int64))", "Tensor(np.array([255, 0], np.uint8))",
    "Tensor(np.array([65504, -65504], np.float16))", "Tensor(np.array([1.23456789e-7], np.float32))",
    "Tensor(np.array([1, 2], np.uint16))", "Tensor(np.array([1, 2], np.uint32))", "Tensor(np.array([1, 2], np.uint64))",
    "Parameter(Tensor([1., 2.]), name='w').value()", "Tensor(np.arange(11, dtype=np.float32))",
    "Tensor(np.arange(12, dtype=np.float32))", "Tensor(np.arange(13, dtype=np.float64))",
    "Tensor(np.arange(25, dtype=np.float16))",
    "Tensor(np.arange(24, dtype=np.int64))", "Tensor(np.arange(25, dtype=np.int8))",
    "Tensor(np.arange(49, dtype=np.uint8))",
    "Tensor(np.ones(12, np.bool_))", "Tensor(np.ones(13, np.bool_))", "Tensor(np.arange(26, dtype=np.complex64))",
    "Tensor(np.arange(30, dtype=np.float32)).astype(ms.bfloat16)",
    "Tensor(np.arange(20, dtype=np.float32).reshape(2, 10))",
    "Tensor(np.arange(16, dtype=np.float32).reshape(8, 2))", "Tensor(np.arange(90, dtype=np.int32).reshape(3, 30))",
    "Tensor(np.arange(49, dtype=np.int64).reshape(7, 7))", "Tensor(np.ones((2, 7), np.bool_))",
    "Tensor(np.arange(140, dtype=np.float32).reshape(2, 7, 10))", "Tensor(np.array(123456789., np.float32))",
    "Tensor(1e-5)", "Tensor(np.array(0.1, np.float16))", "Tensor(-0.0)", "Tensor(np.array([complex(1, -0.0)]))",
    "Tensor(np.array([1e100, -1e-100]))", "Tensor(np.array([-np.nan, 1.], np.float32))",
    "Tensor(np.array(-np.nan, np.float32))",
    "Tensor(np.array([2**62, -1], np.int64))", "Tensor(np.array(7, np.uint8))", "Tensor(np.array(-7, np.int8))",
    "Tensor(np.array(1.5, np.float32)).astype(ms.bfloat16)", "Tensor(np.array(1+2j))",
    "Tensor(np.arange(6, dtype=np.float32)).reshape(2, 3)[:, 1]",
]
PRINT = ["repr(%s)" % e for e in PRINT_ARRAYS] + ["str(%s)" % e for e in PRINT_ARRAYS] + [
    "str((x_f32, 1))", "repr([s_i32])", "str({'a': s_f32})", "format(s_f32)", "format(s_f32, '.2f')", "f'{x_f32:>5}'",
    "'%s' % (s_f32,)", "f'{x_i32}'",
]

PROMO_OPS = ["+", "-", "*", "/", "//", "%", "**", "<", "==", "!=", "&", "|", "^"]
PROMO_TT = ["x_%s %s y_%s" % (a, op, b) for op in PROMO_OPS for a in TAGS for b in TAGS]
PROMO_T0 = ["x_%s %s s_%s" % (a, op, b) for op in PROMO_OPS for a in TAGS for b in TAGS] + \
    ["s_%s %s x_%s" % (a, op, b) for op in ("+", "*", "-") for a in TAGS for b in TAGS]
PROMO_SEQ = ["%s %s %s" % (left, op, right) for op in PROMO_OPS + ["@"]
             for left, right in (("x_f32", "[1, 2, 3]"), ("x_f32", "(1, 2, 3)"), ("[1, 2, 3]", "x_f32"),
                                 ("(1, 2, 3)", "x_f32"), ("x_i32", "[1.5, 2, 3]"), ("x_i32", "[True, False, True]"))]
SCALAR_FORMS = [  # "#" stands for the dtype tag
    "x_# + 1", "x_# + 1.5", "x_# + True", "1 + x_#", "1.5 - x_#", "x_# * -2", "x_# / 2", "2 / x_#", "x_# // 2",
    "x_# // -2", "7 // x_#", "x_# % 2", "x_# % -2", "7 % x_#", "x_# ** 2", "x_# ** -1", "x_# ** 0.5", "2 ** x_#",
    "x_# == 1", "x_# < 1.5", "x_# & 1", "x_# | True", "x_# + 300", "x_# + n_f64", "x_# + n_i64", "x_# * n_f32",
    "n_f16 * x_#", "x_# + n_bool", "x_# + [1, 2, 3]", "x_# + [1.5, 2, 3]", "[1, 2, 3] - x_#", "x_# * (1, 0, 2)",
    "x_# == [1, 2, 3]", "-x_#", "~x_#", "abs(x_#)", "+x_#", "x_# == None", "x_# != 'a'", "x_# @ y_#.T",
]
PROMO_SCALAR = [form.replace("#", tag) for tag in TAGS for form in SCALAR_FORMS]
PROMO_MISC = [
    "s_i32 + s_f32", "s_f16 + s_f32", "s_i32 + 2.5", "s_bool + s_bool", "s_u8 + s_i8", "Tensor(3) + Tensor(2.5)",
    "Tensor(3) / Tensor(2)", "Tensor([7, -7, 7, -7]) // Tensor([2, 2, -2, -2])",
    "Tensor([7, -7, 7, -7]) % Tensor([2, 2, -2, -2])",
    "Tensor([7, -7, 7, -7]) / Tensor([2, 2, -2, -2])", "Tensor([7., -7., 7., -7.]) // Tensor([2., 2., -2., -2.])",
    "Tensor([7., -7., 7., -7.]) % Tensor([2., 2., -2., -2.])", "Tensor([2, -2, 3, 0]) ** Tensor([3, 3, -1, -1])",
    "Tensor([2, -2, 1, -1]) ** -2", "Tensor([1, 0, -1]) // Tensor([0, 0, 0])", "Tensor([1, 0, -1]) % Tensor([0, 0, 0])",
    "Tensor([1, 0, -1]) / Tensor([0, 0, 0])", "Tensor([1., 0., -1.]) // 0", "Tensor([1., 0., -1.]) % 0",
    "Tensor([1.5, -1.5]) ** 0.5", "Tensor([5, -5], ms.int8) * 30", "Tensor([200], ms.uint8) + Tensor([100], ms.uint8)",
    "Tensor([1, 2], ms.int32) + 2**40", "Tensor([1, 2], ms.int8) + 1000", "Tensor([1, 2], ms.int32) * 1e10",
    "x_f32 + np.array([1., 2., 3.])", "np.array([1., 2., 3.]) + x_f32", "x_f32 + np.float64(2)", "x_i32 + np.int64(3)",
    "x_f32 + x_f32[0]", "x_f32 + Tensor([1., 2.])", "x_f32 < Tensor([1., 2.])", "x_i32 << 1", "x_i32 >> 1",
    "x_f32 & x_f32", "x_f32 | 1", "x_f32 + 'a'", "x_f32 + None", "x_f32 + {}", "x_f32 @ x_f32", "x_f32 @ x_f32.T",
    "x_i32 @ x_f32.T", "x_f32 @ [[1.], [2.], [3.]]", "divmod(x_i32, 2)", "round(s_f32)", "x_f32 > x_i32",
    "x_bool + x_bool", "x_bool - x_bool", "x_bool * x_bool", "x_bool / x_bool", "x_bool ** 2",
    "x_f32 + Parameter(Tensor([1., 2., 3.]), name='p')", "Parameter(Tensor([1., 2.]), name='p') + 1",
    "Parameter(Tensor([1., 2.]), name='p') * Parameter(Tensor([1., 2.]), name='q')",
    "t = x_f32.copy(); t += 1; t", "t = x_i32.copy(); t /= 2; t", "t = x_i32.copy(); t += 1.5; t",
    "t = x_i32.copy(); t //= 2; t", "t = x_f32.copy(); t *= x_f32; t", "t = x_i32.copy(); t **= 2; t",
]

INDEX_GET = [
    "g[0]", "g[-1]", "g[0, 1]", "g[0, 1, 2]", "g[1][2][3]", "g[:, 1]", "g[..., 1]", "g[None]", "g[:, None]",
    "g[0, ..., None]", "g[None, ..., None]", "g[::2]", "g[:, ::2, 1:3]", "g[1:]", "g[:-1]", "g[5:]", "g[:, 10:]",
    "g[:, -5:]", "g[g > 5]", "g[g > 100]", "g[Tensor(np.array([True, False]))]",
    "g[Tensor([[True, False, True], [False, False, True]])]",
    "g[Tensor(1)]", "g[Tensor(np.array(1, np.int32))]", "g[Tensor([0, 1])]", "g[Tensor(np.array([1, 0], np.int32))]",
    "g[[0, 1]]", "g[[1, 0], [2, 1]]", "g[(0, 1)]", "g[[0, 1], :, [2, 3]]", "g[np.array([0, 1])]", "g[np.int64(1)]",
    "g[True]", "g[False]", "g[Tensor(True)]", "g[[True, False]]", "g[:, [0, 2]]", "g[..., [0, 3]]",
    "g[0][Tensor([1, 2])]", "g[:, Tensor([[0, 1], [1, 2]])]", "g[0, [0, 2], 1:3]", "g[Tensor([-1])]",
    "g[()]", "s_f32[()]", "s_f32[None]", "s_f32[...]", "x_i32[1, 2]", "x_bool[0]", "x_f16[:, 0]",
    "g[::-1]", "g[:, ::-2]", "x_f32[..., ::-1]", "g[1:0]", "g[-1:-3:-1, 0]", "g[Tensor([[0], [1]])]",
    "g[1, ..., 2]", "g[..., None, 1]", "g[1:2, 1:2, 1:2]", "g[slice(None)]", "g[Tensor([1]), 1]", "g[:, :, -1]",
    "y = g[0]; y[0, 0] = 100; g[0, 0, 0]",
    # errors
    "g[5]", "g[-3]", "g[0, 0, 0, 0]", "g[1.5]", "g['a']", "g[Tensor([5])]", "g[[0, 5]]", "g[Tensor([0.5])]",
    "g[..., ...]", "s_f32[0]", "g[Tensor([True, False, True])]", "g[{}]", "g[0, :, :, None, 1]",
]
INDEX_SET = [
    "y = g.copy(); y[0] = 1; y", "y = g.copy(); y[0] = 1.7; y", "y = gi.copy(); y[0] = 1.7; y",
    "y = gi.copy(); y[0] = -1.7; y",
    "y = g.copy(); y[:, 1] = Tensor([1., 2., 3., 4.]); y", "y = g.copy(); y[g > 5] = 0; y",
    "y = g.copy(); y[...] = 2; y",
    "y = g.copy(); y[[0, 1]] = Tensor(np.ones((3, 4), np.float32)); y", "y = g.copy(); y[0, 1] = [1, 2, 3, 4]; y",
    "y = g.copy(); y[0] = np.ones((3, 4)); y", "y = g.copy(); y[Tensor([0])] = 5; y",
    "y = g.copy(); y[:, :, 0] = Tensor([[7], [8]]); y",
    "y = g.copy(); y[1, ..., 2] = Tensor(5); y", "y = g.copy(); y[None, 0] = 3; y",
    "y = g.copy(); y[:, [0, 2]] = -1; y",
    "y = g.copy(); y[g > 20] = Tensor([1., 2., 3.]); y", "y = gi.copy(); y[0] = Tensor(2.9); y",
    "y = gi.copy(); y[0] = True; y",
    "y = x_bool.copy(); y[0] = 2; y", "y = x_bool.copy(); y[0] = 0.0; y", "y = x_u8.copy(); y[0] = -1; y",
    "y = x_f16.copy(); y[0] = 70000.0; y", "y = x_i8.copy(); y[0] = 300; y", "y = x_f32.copy(); y[1] = x_i32[0]; y",
    "y = x_i32.copy(); y[1] = x_f32[0]; y", "y = x_f32.copy(); y[0, 0] = Tensor(np.array([5.], np.float64)); y",
    "y = x_f32.copy(); y[Tensor([[True, False, True], [False, False, True]])] = 0; y",
    "y = x_f32.copy(); y[Tensor([[True, False, True], [False, False, True]])] = Tensor([7., 8., 9.]); y",
    "y = x_f32.copy(); y[:] = Tensor([1., 2., 3.]); y", "y = x_f32.copy(); y[1:, 1:] = 9; y",
    "y = x_f32.copy(); y[(0, 1)] = 5; y", "y = x_f32.copy(); y[Tensor(1)] = 5; y", "y = x_f32.copy(); y[-1, -1] = 5; y",
    "y = x_f32.copy(); y[True] = 5; y", "y = s_f32.copy(); y[()] = 5; y", "y = s_f32.copy(); y[...] = 5; y",
    "p = Parameter(Tensor([1., 2.]), name='p'); p[0] = 5; p",
    "y = x_f32.copy(); y2 = y; y[0] = 7; y2", "y = x_f32.copy(); y[:, ::-1] = Tensor([1., 2., 3.]); y",
    "y = x_f32.copy(); y[[0, 1], [2, 0]] = Tensor([8., 9.]); y", "y = x_f32.copy(); y[..., 1] += 10; y",
    # errors
    "y = g.copy(); y[0] = Tensor(np.ones((2, 4), np.float32)); y", "y = g.copy(); y[5] = 1; y",
    "y = g.copy(); y[0] = 'a'; y", "y = g.copy(); y[0] = [1, 2]; y", "y = g.copy(); y[0] = None; y",
    "y = x_f32.copy(); y[Tensor([[True, False, True], [False, False, True]])] = Tensor([7., 8.]); y",
    "y = s_f32.copy(); y[0] = 1; y",
]

ERRORS = [
    "x_f32 + np.array([1., 2., 3.])", "-x_bool", "~x_bool", "len(s_f32)", "bool(x_f32)", "x_f32.reshape(4, 2)",
    "x_f32.reshape(-1, -1)", "x_f32.view(4)", "x_f32.transpose(0, 5)", "x_f32.squeeze(0)", "x_f32.expand_dims(3)",
    "x_f32.sum(5)", "x_f32.mean(2)", "x_f32.item()", "int(x_f32)", "float(x_f32)", "x_f32.astype('xyz')",
    "x_f32 + Tensor(np.ones((3, 2), np.float32))", "x_f32 @ y_f32", "x_f32.max(5)", "x_f32.argmax(3)",
    "hash(x_f32) == hash(x_f32)", "x_f32 in [1]", "1.5 in x_f32", "x_f32.__index__()", "x_i32.__index__()",
]

# Methods with MindSpore 2.10's overloads: which signature wins for each call form, and result dtypes.
METHODS = [
    "x_f32.sum()", "x_f32.sum(0)", "x_f32.sum(1, True)", "x_f32.sum(axis=1)", "x_f32.sum(dim=1)",
    "x_f32.sum(1, keepdim=True)", "x_f32.sum(1, keepdims=True)", "x_f32.sum(1, ms.float64)",
    "x_f32.sum(1, True, dtype=ms.float64)",
    "x_f32.sum(initial=1.0)", "x_f32.sum((0, 1))", "x_f32.sum([0, 1])", "x_f32.sum(axis=1, keepdims=True, initial=2)",
    "x_f32.sum(dim=(0, 1), keepdim=True)", "x_f32.sum(axis=1, keep_dims=True)", "x_f32.sum(None, True)",
    "x_f32.sum(Tensor(1))",
    "x_f32.sum(1.5)", "x_f32.sum(dim=1, dtype=ms.int32)", "x_f32.sum(-1)", "x_f32.sum(())", "x_f32.sum(dim=())",
    "x_f32.mean()", "x_f32.mean(1, True)", "x_f32.mean(axis=1, keep_dims=True)", "x_f32.mean(dim=1, keepdim=True)",
    "x_f32.mean(1, keepdims=True)", "x_f32.mean(1, dtype=ms.float64)", "x_f32.mean((0, 1))", "x_f32.mean(axis=0)",
    "x_f32.mean(dim=0)", "x_f32.mean(())", "x_f32.mean(-1)",
    "x_f32.max()", "x_f32.max(1)", "x_f32.max(1, True)", "x_f32.max(dim=1)", "x_f32.max(axis=1)",
    "x_f32.max(axis=1, return_indices=True)", "x_f32.max(1, keepdims=True)", "x_f32.max(1, keepdim=True)",
    "x_f32.max(initial=10.)", "x_f32.max(0, initial=10.)", "x_f32.max(None)", "x_f32.max(1, False)",
    "x_f32.max(axis=(0, 1))", "x_f32.max((0, 1))", "x_f32.max(axis=0, keepdims=True, return_indices=True)",
    "x_f32.max(where=x_f32 > 0, initial=-1.)", "x_f32.max(Tensor(1))", "x_f32.max(dim=1, keepdim=True)",
    "x_f32.min()", "x_f32.min(1)", "x_f32.min(axis=1)", "x_f32.min(1, True)", "x_f32.min(axis=1, keepdims=True)",
    "x_f32.min(initial=-10.)", "x_f32.min(dim=0)",
    "x_f32.argmax()", "x_f32.argmax(1)", "x_f32.argmax(1, True)", "x_f32.argmax(axis=1)",
    "x_f32.argmax(dim=1, keepdim=True)",
    "x_f32.argmax(axis=1, keepdims=True)", "x_f32.argmax(None, True)", "x_f32.argmax(-1)",
    "x_f32.argmin()", "x_f32.argmin(1)", "x_f32.argmin(axis=1)", "x_f32.argmin(dim=1)", "x_f32.argmin(1, True)",
    "x_f32.argmin(axis=1, keepdims=True)", "x_f32.argmin(dim=1, keepdim=True)",
    "x_f32.transpose()", "x_f32.transpose(1, 0)", "x_f32.transpose((1, 0))", "x_f32.transpose(0, 1)",
    "x_f32.transpose([1, 0])", "g.transpose(0, 2)", "g.transpose(2, 0, 1)", "g.transpose((2, 0, 1))",
    "g.transpose(dim0=0, dim1=2)", "g.transpose(axes=(2, 0, 1))", "g.transpose(-1, 0)", "g.transpose()",
    "g.transpose(0)", "g.transpose(0, 1, 1)",
    "x_f32.permute(1, 0)", "x_f32.permute((1, 0))", "g.permute(2, 0, 1)", "g.permute([2, 0, 1])",
    "g.permute(dims=(2, 0, 1))",
    "g.permute(axis=(2, 0, 1))", "g.permute(0, 1)",
    "x_f32.prod()", "x_f32.prod(1)", "x_f32.prod(1, True)", "x_f32.prod(dim=1, keepdim=True)",
    "x_f32.prod(axis=1, keep_dims=True)", "x_f32.prod(axis=1)", "x_f32.prod(1, dtype=ms.float64)", "x_f32.prod((0, 1))",
    "x_f32.all()", "x_f32.all(1)", "x_f32.all(1, True)", "x_f32.all(axis=1, keep_dims=True)",
    "x_f32.all(dim=1, keepdim=True)",
    "x_f32.all((0, 1))", "x_f32.all(axis=1, keepdims=True)",
    "x_f32.any()", "x_f32.any(1)", "x_f32.any(1, True)", "x_f32.any(axis=1, keep_dims=True)",
    "x_f32.any(dim=1, keepdim=True)",
    "x_f32.any((0, 1))",
    "x_f32.std()", "x_f32.std(1)", "x_f32.std(1, 0)", "x_f32.std(1, 1)", "x_f32.std(axis=1, ddof=1)",
    "x_f32.std(dim=1, correction=0)", "x_f32.std(dim=1)", "x_f32.std(1, keepdims=True)",
    "x_f32.std(dim=1, keepdim=True)",
    "x_f32.std(1, 1, True)", "x_f32.std(axis=1)", "x_f32.std(correction=0)", "x_f32.std(ddof=1)",
    "x_f32.var()", "x_f32.var(1)", "x_f32.var(1, 1)", "x_f32.var(axis=1, ddof=1)", "x_f32.var(dim=1)",
    "x_f32.var(dim=1, correction=0, keepdim=True)", "x_f32.var(axis=1, keepdims=True)", "x_f32.var(ddof=1)",
    "x_f32.var(1, True)",
    "x_f32.amax()", "x_f32.amax(1)", "x_f32.amax(axis=1, keepdims=True)", "x_f32.amax(dim=1)", "x_f32.amax((0, 1))",
    "x_f32.amin()", "x_f32.amin(0)", "x_f32.amin(axis=0, keepdims=True)",
    "x_f32.squeeze()", "Tensor(np.zeros((1, 3, 1))).squeeze(0)", "Tensor(np.zeros((1, 3, 1))).squeeze((0, 2))",
    "Tensor(np.zeros((1, 3, 1))).squeeze(axis=0)", "Tensor(np.zeros((1, 3, 1))).squeeze(dim=0)",
    "Tensor(np.zeros((1, 3, 1))).squeeze(1)", "Tensor(np.zeros((1, 3, 1))).squeeze([0, 2])",
    "Tensor(np.zeros((1, 3, 1))).squeeze(-1)", "Tensor(np.zeros((1, 3, 1))).squeeze()", "s_f32.squeeze()",
    "s_f32.squeeze(0)",
    "x_f32.reshape(3, 2)", "x_f32.reshape((3, 2))", "x_f32.reshape([3, 2])", "x_f32.reshape(-1)",
    "x_f32.reshape(shape=(3, 2))",
    "x_f32.reshape(3, -1)", "x_f32.reshape(())", "s_f32.reshape(())", "s_f32.reshape(1, 1)",
    "x_f32.reshape(Tensor([3, 2]))",
    "x_f32.reshape(3.0, 2)", "x_f32.reshape(6, 1, 1)",
    "x_f32.view(3, 2)", "x_f32.view((3, 2))", "x_f32.view(-1)", "x_f32.view(ms.int32)", "x_f32.view([2, 3])",
    "x_f32.view(2, -1)", "x_f32.view(ms.float16)", "g.transpose(1, 0, 2).view(-1)", "g.transpose(1, 0, 2).reshape(-1)",
    "g.transpose(1, 0, 2).view(3, 8)", "Tensor(float('nan'), ms.int32)", "Tensor([np.nan, np.inf]).astype(ms.int32)",
    "x_f32.flatten()", "g.flatten(1)", "g.flatten(start_dim=1)", "g.flatten('F')", "g.flatten(0, 1)",
    "g.flatten(order='F')", "g.flatten(1, 2)", "g.flatten(end_dim=1)", "s_f32.flatten()", "g.flatten(-2)",
    "x_f32.expand_dims(0)", "x_f32.expand_dims(axis=0)", "x_f32.expand_dims(-1)", "x_f32.expand_dims(2)",
    "x_f32.unsqueeze(0)", "x_f32.unsqueeze(dim=0)", "x_f32.unsqueeze(-1)", "s_f32.expand_dims(0)",
    "x_f32.sort()", "x_f32.sort(0)", "x_f32.sort(axis=0, descending=True)", "x_f32.sort(dim=0, descending=True)",
    "x_f32.sort(1, True)", "x_f32.sort(dim=0, stable=True)", "x_i32.sort()", "x_f16.sort()",
    "x_f32.topk(2)", "x_f32.topk(2, 0)", "x_f32.topk(2, dim=0, largest=False)", "x_f32.topk(2, sorted=False)",
    "x_i32.topk(1)", "x_f32.topk(4)",
    "x_f32.clip(0, 1)", "x_f32.clamp(0, 1)", "x_f32.clamp(min=0)", "x_f32.clamp(max=0)",
    "x_f32.clamp(Tensor(0.), Tensor(1.))",
    "x_i32.clamp(0.5, 2.5)", "x_f32.clamp()", "x_f32.clamp(1, 0)", "x_i32.clamp(0, 2)",
    "x_f32.masked_fill(x_f32 > 0, 0.)", "x_f32.masked_fill(x_f32 > 0, Tensor(1.))", "x_i32.masked_fill(x_i32 > 0, 1.5)",
    "x_f32.masked_fill(Tensor([True, False, True]), 9)", "x_f32.masked_select(x_f32 > 0)",
    "x_f32.masked_select(Tensor([True, False, True]))",
    "x_f32.abs()", "x_i32.abs()", "x_f32.exp()", "x_i32.exp()", "x_f32.sqrt()", "x_i32.sqrt()", "x_f32.square()",
    "x_i32.square()", "x_f32.pow(2)", "x_i32.pow(2)", "x_i32.pow(0.5)", "x_f32.pow(x_f32)", "x_f32.log()",
    "x_i32.log()",
    "x_f32.add(1)", "x_f32.add(x_f32, alpha=2)", "x_f32.add(1, alpha=2)", "x_i32.add(1.5)", "x_f32.add(other=x_f32)",
    "x_f32.sub(1)", "x_f32.sub(x_f32, alpha=2)", "x_f32.mul(2)", "x_i32.mul(2.5)", "x_f32.div(2)", "x_i32.div(2)",
    "x_f32.div(2, rounding_mode='floor')", "x_f32.div(2, rounding_mode='trunc')", "x_i32.div(2, rounding_mode='floor')",
    "x_f32.maximum(y_f32)", "x_f32.minimum(y_f32)", "x_i32.maximum(y_f32)", "x_f32.maximum(1)", "x_f32.neg()",
    "x_u8.neg()", "x_f32.sigmoid()", "x_i32.sigmoid()", "x_f32.tanh()", "x_f32.softmax(1)", "x_f32.softmax()",
    "x_f32.softmax(axis=0)", "x_f32.softmax(dim=0)", "x_f32.softmax(0, dtype=ms.float64)",
    "x_f32.where(x_f32 > 0, 0.)", "x_f32.where(x_f32 > 0, y_f32)", "x_f32.fill(1.0)", "x_f32.float()", "x_i32.float()",
    "x_f32.int()", "x_f32.long()", "x_f32.half()", "x_f32.double()", "x_f32.bool()", "x_f32.to(ms.int32)",
    "x_f32.type(ms.int32)", "x_f32.type()", "x_f32.type_as(x_i32)", "x_f32.clone()", "x_f32.detach()",
    "x_f32.swapaxes(0, 1)", "x_f32.t()", "x_f32.cumsum(1)", "x_f32.cumsum(axis=1)", "x_f32.cumsum(dim=1)",
    "x_f32.broadcast_to((2, 2, 3))", "x_f32.expand_as(Tensor(np.zeros((2, 2, 3))))", "x_f32.tile((2, 1))",
    "x_f32.repeat(2)", "x_f32.round()", "x_f32.floor()", "x_f32.ceil()", "x_f32.sign()", "x_f32.reciprocal()",
    "x_f32.rsqrt()", "x_f32.matmul(y_f32.T)", "x_f32.eq(y_f32)", "x_f32.ne(1.5)", "x_f32.gt(0)", "x_f32.ge(0)",
    "x_f32.lt(0)", "x_f32.le(0)", "x_f32.logical_not()", "x_f32.isnan()", "x_f32.nonzero()", "x_f32.norm()",
    "x_f32.chunk(3, 1)", "x_f32.split(1)", "x_f32.split(1, 1)", "x_f32.unbind(0)",
    "x_f32.index_select(1, Tensor([0, 2]))",
    "x_f32.gather(Tensor([0, 2]), 1)", "x_f32.narrow(1, 0, 2)", "x_f32.argsort()", "x_f32.flip(0)", "x_f32.roll(1, 1)",
    "x_f32.numel()", "x_f32.nansum()", "x_f32.log_softmax(1)", "x_f32.relu()", "x_f32.exp_()",
]
METHOD_DTYPES = [
    "x_" + tag + "." + form
    for tag in TAGS
    for form in ("sum()", "sum(1)", "sum(axis=1)", "sum(1, keepdims=True)", "mean()", "mean(1)", "mean(axis=1)",
                 "prod()", "prod(1)", "max()", "max(1)", "max(axis=1)", "min()", "argmax()", "argmax(axis=1)",
                 "argmin()", "argmin(axis=1)", "all()", "any(1)", "std()", "var(1)", "amax()", "cumsum(1)",
                 "sort()", "topk(1)", "abs()", "exp()", "sqrt()", "neg()", "sigmoid()", "tanh()", "softmax(1)",
                 "square()", "log()", "clamp(0, 2)")
]

CASES = {
    "ctor": CTOR, "meta": META, "print": PRINT, "promo_misc": PROMO_MISC, "promo_scalar": PROMO_SCALAR,
    "index_get": INDEX_GET, "index_set": INDEX_SET, "errors": ERRORS, "methods": METHODS, "promo_seq": PROMO_SEQ,
}
RULE_CASES = {"promo_t0": PROMO_T0, "method_dtypes": METHOD_DTYPES}
# golden area -> (cases, record only the dtype/shape rule)
AREAS = {"tensor": (CASES, False), "tensor_promotion": ({"promo_tt": PROMO_TT}, False),
         "tensor_rules": (RULE_CASES, True)}


if __name__ == "__main__":
    import mindspore
    from mindspore.common.api import _pynative_executor

    from recorder import Recorder

    for area, (cases, rules_only) in AREAS.items():
        rec = Recorder(area)
        record_cases(rec, cases, mindspore, _pynative_executor.sync, rules_only)
        rec.save()


def grad_cases(state, weight, table):
    """``{name: case(ms)}`` for ``table`` ``{name: (fn, positions, *input snippets)}``: each case stores
    ``[ms, ms.Tensor(weight)]`` in the list ``state`` (the module functions read MindSpore and the weight from
    it, since MindSpore compiles them from source) and returns ``ms.grad(fn, positions)`` of the inputs."""
    def run(fn, positions, *inputs):
        def case(ms):
            state[:] = [ms, ms.Tensor(weight)]
            return ms.grad(fn, positions)(*[eval(i, namespace(ms)) for i in inputs])  # noqa: S307 - recorded inputs
        return case
    return {name: run(*spec) for name, spec in table.items()}
