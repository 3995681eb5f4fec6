"""Records MindSpore 2.10 ``mindspore.common.initializer`` behaviour for tests/test_initializer.py.

Run with the MindSpore venv: ``/work/msvenv/bin/python tests/golden/record_initializer.py``.
Every case is keyed by the Python expression that builds it; the test evaluates the same expression against
msbridge with the names ``I`` (the initializer module), ``ms``, ``np`` and ``math``.

- ``stats/<init>|<shape>``: moments, extremes and quantiles of one large draw (random initializers are compared
  statistically: msbridge draws with torch, so values are not bit-identical).
- ``exact/<init>|<shape>|<dtype>`` (npz): deterministic results, compared exactly.
- ``numpy_after/<init>|<shape>``: ``np.random.uniform(size=3)`` after ``np.random.seed(7)`` and one draw, which
  shows how many numbers each initializer takes from numpy's global stream.
- ``error/<init>|<shape>|<dtype>``: the exception type (and message) of a bad argument.
"""
import builtins
import math  # noqa: F401 - used by the recorded expressions

import mindspore as ms
import numpy as np
from mindspore.common import initializer as I

from cases_initializer import seed_sequence
from recorder import Recorder

BIG, CONV = "(500, 400)", "(64, 32, 3, 3)"
QUANTILES = [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999]

# (initializer expression, shape expression, bounded distribution?)
RANDOM = [
    ("I.Normal()", BIG, False), ("I.Normal(0.5, 1.0)", BIG, False),
    ("I.Normal(sigma=2, mean=-1)", CONV, False),
    ("I.Normal(True)", BIG, False), ("I.Normal(0)", "(20, 10)", True),
    ("I.Uniform()", BIG, True), ("I.Uniform(0.5)", CONV, True), ("I.Uniform(-1)", BIG, True),
    ("I.TruncatedNormal()", BIG, False), ("I.TruncatedNormal(1.0)", BIG, True),
    ("I.TruncatedNormal(0.5, 0.2, -0.3, 0.6)", BIG, True), ("I.TruncatedNormal(2.0, 1.0, 0.0, 5.0)", BIG, True),
    ("I.TruncatedNormal(1, 0, 1, -1)", BIG, True), ("I.TruncatedNormal(0.1, 0, 0.5, 1.0)", BIG, False),
    ("I.HeUniform()", BIG, True), ("I.HeUniform(math.sqrt(5))", BIG, True), ("I.HeUniform(math.sqrt(5))", CONV, True),
    ("I.HeUniform(mode='fan_out', nonlinearity='relu')", CONV, True), ("I.HeUniform(nonlinearity='tanh')", BIG, True),
    ("I.HeUniform(nonlinearity='sigmoid')", BIG, True), ("I.HeUniform(negative_slope=None)", BIG, True),
    ("I.HeUniform(mode='FAN_OUT')", BIG, True), ("I.HeUniform(nonlinearity='conv2d', negative_slope='x')", BIG, True),
    ("I.HeNormal()", BIG, False), ("I.HeNormal(mode='fan_out')", CONV, False),
    ("I.HeNormal(0.2, nonlinearity='leaky_relu')", BIG, False), ("I.HeNormal(nonlinearity='relu')", BIG, False),
    ("I.XavierUniform()", BIG, True), ("I.XavierUniform(2)", CONV, True), ("I.XavierUniform(-1)", BIG, True),
    ("I.XavierNormal()", BIG, False), ("I.XavierNormal(0.5)", CONV, False),
    ("I.VarianceScaling()", BIG, True), ("I.VarianceScaling(2.0, 'fan_out', 'untruncated_normal')", BIG, False),
    ("I.VarianceScaling(0.5, 'fan_avg', 'uniform')", CONV, True),
    ("I.Orthogonal()", "(200, 400)", False), ("I.Orthogonal(2.0)", "(400, 100)", False),
    ("I.Sparse(0.3)", BIG, False), ("I.Sparse(0.1, sigma=1.0)", BIG, False),
    ("'normal'", BIG, False), ("'uniform'", BIG, True), ("'truncatedNormal'", BIG, False),
    ("'he_uniform'", BIG, True), ("'HeNormal'", BIG, False), ("'xavier_uniform'", BIG, True),
    ("'XavierNormal'", BIG, False), ("'varianceScaling'", BIG, True), ("'orthogonal'", "(100, 300)", False),
]

EXACT = [
    ("I.One()", "(2, 3)", "ms.float32"), ("I.Zero()", "(2, 3)", "ms.int32"), ("'ones'", "(3,)", "ms.float16"),
    ("'zeros'", "()", "ms.float32"), ("'ONE'", "[2, 2]", "ms.bool_"), ("'Zero'", "4", "ms.float64"),
    ("I.One(a=1)", "(2,)", "ms.float32"),
    ("I.Constant(3)", "(2, 3)", "ms.float32"), ("I.Constant(-2.7)", "(2,)", "ms.int32"),
    ("I.Constant(300)", "(2,)", "ms.uint8"), ("I.Constant(0.5)", "(2,)", "ms.bool_"),
    ("I.Constant(1e10)", "(2,)", "ms.float16"), ("I.Constant(0.1)", "(2,)", "ms.float64"),
    ("I.Constant(2**40 + 1)", "(2,)", "ms.int64"), ("I.Constant(np.array([3.]))", "(2,)", "ms.float32"),
    ("I.Constant(ms.Tensor(2.0))", "(2,)", "ms.float32"), ("I.Constant(None)", "(2,)", "ms.float32"),
    ("I.Constant(1 + 2j)", "(2,)", "ms.complex64"), ("I.Constant(True)", "(2,)", "ms.int32"),
    ("2.5", "(2,)", "ms.int32"), ("True", "(2,)", "ms.float32"), ("1 + 2j", "(2,)", "ms.complex64"),
    ("np.float32(1.5)", "(2,)", "ms.float64"), ("7", "(2, 1)", "ms.int8"), ("0.1", "(3,)", "ms.float32"),
    ("I.Identity()", "(2, 3)", "ms.float32"), ("'identity'", "(3, 2)", "ms.int32"),
    ("I.Identity()", "(3, 3)", "ms.float16"),
    ("I.Dirac()", "(4, 2, 3)", "ms.float32"), ("I.Dirac(groups=2)", "(6, 4, 3, 3)", "ms.float32"),
    ("'dirac'", "(2, 2, 3, 3, 3)", "ms.float32"), ("I.Dirac(-2)", "(4, 2, 3)", "ms.float32"),
    ("I.Dirac(4)", "(4, 2, 3)", "ms.int32"), ("I.Dirac(True)", "(3, 5, 2, 4)", "ms.float32"),
    ("I.Sparse(1.5)", "(4, 3)", "ms.float32"),
    ("I.Normal(0)", "(2, 2)", "ms.float32"), ("I.Uniform(0)", "(2, 2)", "ms.float32"),
    ("I.TruncatedNormal(1, 0, 1, 1)", "(2, 2)", "ms.float32"),
    ("ms.Tensor(np.ones((2,)))", "2", "ms.float16"), ("ms.Tensor(np.ones((2, 1)))", "[2, 1]", "ms.float32"),
    ("'ones'", "(2, True)", "ms.float32"),
]

# draws whose dtype/shape (not values) are compared
TYPED = [
    ("'normal'", "(3, 4)", "ms.float16"), ("I.Normal(100)", "(50,)", "ms.int32"), ("I.Normal(1)", "(6,)", "ms.bool_"),
    ("I.Normal(1)", "(3,)", "ms.float64"), ("I.Normal(1)", "(3,)", "ms.complex64"),
    ("'uniform'", "(2, 3)", "ms.bfloat16"), ("I.HeUniform()", "(4, 5)", "ms.float64"),
]

NUMPY_STREAM = [
    ("I.Normal()", "(3, 4)"), ("I.Uniform()", "(3, 4)"), ("I.TruncatedNormal()", "(3, 4)"),
    ("I.HeUniform()", "(3, 4)"), ("I.HeNormal()", "(3, 4)"), ("I.XavierUniform()", "(3, 4)"),
    ("I.XavierNormal()", "(3, 4)"), ("I.VarianceScaling()", "(3, 4)"), ("I.Orthogonal()", "(3, 4)"),
    ("I.Sparse(0.5)", "(3, 4)"), ("I.One()", "(3, 4)"), ("I.Zero()", "(3, 4)"), ("I.Constant(2)", "(3, 4)"),
    ("I.Identity()", "(3, 4)"), ("I.Dirac()", "(3, 4, 2)"), ("'normal'", "(3, 4)"), ("0.5", "(3, 4)"),
]

ERRORS = [
    ("[1]", "(2,)", "ms.float32"), ("np.ones(2)", "(2,)", "ms.float32"), ("'foo'", "(2,)", "ms.float32"),
    ("'constant'", "(2,)", "ms.float32"), ("'sparse'", "(2, 3)", "ms.float32"),
    ("'ones'", "(2, 0)", "ms.float32"), ("'ones'", "(2, -1)", "ms.float32"), ("'ones'", "(2, 1.0)", "ms.float32"),
    ("'ones'", "(2, np.int64(3))", "ms.float32"), ("'ones'", "3.0", "ms.float32"), ("'ones'", "'ab'", "ms.float32"),
    ("'ones'", "None", "ms.float32"), ("I.One()", "None", "ms.float32"), ("1", "None", "ms.float32"),
    ("'ones'", "(2,)", "np.float32"), ("'ones'", "(2,)", "None"), ("'ones'", "(2,)", "'float32'"),
    ("ms.Tensor(np.ones((2,)))", "None", "ms.float32"), ("ms.Tensor(np.ones((2,)))", "(3,)", "ms.float32"),
    ("I.Normal(-1)", "(4, 5)", "ms.float32"), ("I.Normal('a')", "(4, 5)", "ms.float32"),
    ("I.Normal(1, 'a')", "(4, 5)", "ms.float32"), ("I.Normal(None)", "(4, 5)", "ms.float32"),
    ("I.Uniform('a')", "(4, 5)", "ms.float32"), ("I.Uniform(None)", "(4, 5)", "ms.float32"),
    ("I.TruncatedNormal(-1)", "(4, 5)", "ms.float32"), ("I.TruncatedNormal(1, 0, 'a', 1)", "(4, 5)", "ms.float32"),
    ("I.HeUniform(mode='fan_avg')", "(4, 5)", "ms.float32"), ("I.HeUniform(mode=1)", "(4, 5)", "ms.float32"),
    ("I.HeUniform(nonlinearity='gelu')", "(4, 5)", "ms.float32"),
    ("I.HeUniform(nonlinearity='ReLU')", "(4, 5)", "ms.float32"),
    ("I.HeUniform(nonlinearity=1)", "(4, 5)", "ms.float32"),
    ("I.HeUniform(negative_slope=True)", "(4, 5)", "ms.float32"),
    ("I.HeUniform(negative_slope='a')", "(4, 5)", "ms.float32"),
    ("I.HeUniform(negative_slope=np.float32(0.5))", "(4, 5)", "ms.float32"),
    ("I.HeNormal(mode='x')", "(4, 5)", "ms.float32"), ("I.HeNormal(nonlinearity='x')", "(4, 5)", "ms.float32"),
    ("I.HeUniform()", "(5,)", "ms.float32"), ("I.HeUniform()", "()", "ms.float32"),
    ("I.HeUniform(mode='x')", "(5,)", "ms.float32"),
    ("I.XavierUniform()", "(5,)", "ms.float32"), ("I.XavierNormal()", "(5,)", "ms.float32"),
    ("I.XavierUniform('a')", "(4, 5)", "ms.float32"), ("I.XavierNormal(-1)", "(4, 5)", "ms.float32"),
    ("I.XavierNormal(None)", "(4, 5)", "ms.float32"),
    ("I.Identity()", "(2, 2, 2)", "ms.float32"), ("I.Identity()", "(2,)", "ms.float32"),
    ("I.Sparse(0.1)", "(2, 2, 2)", "ms.float32"), ("I.Sparse('a')", "(4, 3)", "ms.float32"),
    ("I.Sparse(0.5, -1)", "(4, 3)", "ms.float32"),
    ("I.Dirac()", "(2, 2)", "ms.float32"), ("I.Dirac(3)", "(4, 2, 3)", "ms.float32"),
    ("I.Dirac(0)", "(4, 2, 3)", "ms.float32"), ("I.Dirac(2.0)", "(4, 2, 3)", "ms.float32"),
    ("I.Dirac('a')", "(4, 2, 3)", "ms.float32"),
    ("I.Orthogonal()", "(4,)", "ms.float32"), ("I.Orthogonal('a')", "(4, 5)", "ms.float32"),
    ("I.VarianceScaling()", "(5,)", "ms.float32"),
    ("I.Constant(np.array([1., 2.]))", "(2,)", "ms.float32"), ("I.Constant('a')", "(2,)", "ms.float32"),
    ("I.Constant(1 + 2j)", "(2,)", "ms.float32"), ("I.Initializer()", "(2,)", "ms.float32"),
]

# constructor calls that fail (or not) before any draw
CONSTRUCT = [
    "I.Identity(1)", "I.One(1)", "I.Sparse()", "I.Dirac(1, 2)", "I.VarianceScaling(0)", "I.VarianceScaling('a')",
    "I.VarianceScaling(None)", "I.VarianceScaling(mode='FAN_IN')", "I.VarianceScaling(distribution='normal')",
    "I.VarianceScaling(distribution='truncated_norm')", "I.VarianceScaling(-1.0)", "I.HeUniform(mode='bad')",
    "I.Normal(-1)", "I.Constant()", "I.Orthogonal(gain='a')",
]

CALLS = {
    # statements run with ``arr`` bound; the recorder stores ``arr`` afterwards and what the call returned
    "One()(float64)": ("np.zeros((2, 2))", "I.One()"),
    "Constant(3)(0-d)": ("np.zeros(())", "I.Constant(3)"),
    "Constant(-2.5)(int32)": ("np.zeros((3,), np.int32)", "I.Constant(-2.5)"),
    "Identity()(int32)": ("np.zeros((2, 3), np.int32)", "I.Identity()"),
    "Dirac()(float32)": ("np.full((2, 2, 3), 5, np.float32)", "I.Dirac()"),
    "Zero()(float32)": ("np.ones((2,), np.float32)", "I.Zero()"),
}
CALL_TYPED = {
    "Normal(10)(int32)": ("np.zeros((2, 2), np.int32)", "I.Normal(10)"),
    "Uniform()(0-d)": ("np.zeros(())", "I.Uniform()"),
    "HeUniform()(float16)": ("np.zeros((3, 4), np.float16)", "I.HeUniform()"),
}


def case(init, shape, dtype=None):
    return "|".join([init, shape] + ([dtype] if dtype else []))


def draw(init, shape, dtype="ms.float32"):
    """``initializer(init, shape, dtype)`` materialised as numpy."""
    return I.initializer(eval(init), eval(shape), eval(dtype)).asnumpy()


def stats(arr):
    arr = arr.astype(np.float64).ravel()
    return {"mean": arr.mean(), "std": arr.std(), "min": arr.min(), "max": arr.max(), "n": arr.size,
            "zeros": int((arr == 0).sum()), "quantiles": list(np.quantile(arr, QUANTILES))}


def builtin_error(rec, key, fn):
    """Record ``fn``'s exception under its nearest builtin class (numpy's UFuncTypeError is a TypeError)."""
    rec.error(key, fn)
    try:
        fn()
    except Exception as exc:  # noqa: BLE001
        builtin = next(c for c in type(exc).__mro__ if getattr(builtins, c.__name__, None) is c)
        rec.values[key]["error"] = builtin.__name__


def record_seed_property(rec):
    """``Initializer.seed``: (graph seed, op seed) with MindSpore's per-call op-seed bookkeeping."""
    rec.value("seed_unset", list(I.Normal().seed))
    rec.value("seed_property", seed_sequence(ms, I))


def main():
    rec = Recorder("initializer")
    rec.value("quantiles", QUANTILES)
    rec.value("aliases", {alias: cls.__name__ for alias, cls in sorted(I._INITIALIZER_ALIAS.items())})
    rec.value("all", sorted(I.__all__))
    for init, shape, bounded in RANDOM:
        np.random.seed(0)
        rec.value(f"stats/{case(init, shape)}", dict(stats(draw(init, shape)), bounded=bounded))
    for init, shape, dtype in EXACT:
        np.random.seed(0)
        rec.array(f"exact/{case(init, shape, dtype)}", draw(init, shape, dtype))
    for init, shape, dtype in TYPED:
        out = I.initializer(eval(init), eval(shape), eval(dtype))
        rec.value(f"typed/{case(init, shape, dtype)}", {"dtype": str(out.dtype), "shape": list(out.shape)})
    for init, shape in NUMPY_STREAM:
        np.random.seed(7)
        draw(init, shape)
        rec.value(f"numpy_after/{case(init, shape)}", list(np.random.uniform(size=3)))
    for init, shape in [("I.Sparse(0.3)", "(10, 6)"), ("I.Sparse(-0.5)", "(4, 3)"), ("I.Sparse(0.0)", "(5, 2)")]:
        np.random.seed(3)
        rec.array(f"sparse_mask/{case(init, shape)}", draw(init, shape) == 0)
    for init, shape in [("I.Orthogonal()", "(6, 10)"), ("I.Orthogonal(2.0)", "(10, 6)"),
                        ("I.Orthogonal(-2)", "(3, 4, 5)"), ("'orthogonal'", "(8, 8)")]:
        q = draw(init, shape).astype(np.float64)
        q = q.reshape(q.shape[0], -1)
        gram = q @ q.T if q.shape[0] <= q.shape[1] else q.T @ q
        rec.value(f"orthogonal/{case(init, shape)}", {"gain2": float(np.mean(np.diag(gram))),
                                                      "offdiag": float(np.abs(gram - np.diag(np.diag(gram))).max())})
    for init, shape, dtype in ERRORS:
        builtin_error(rec, f"error/{case(init, shape, dtype)}", lambda a=(init, shape, dtype): draw(*a))
    for expr in CONSTRUCT:
        try:
            eval(expr)
            rec.value(f"construct/{expr}", "ok")
        except Exception:  # noqa: BLE001
            builtin_error(rec, f"construct/{expr}", lambda e=expr: eval(e))
    for name, (arr_expr, init) in CALLS.items():
        arr = eval(arr_expr)
        rec.value(f"call_returns/{name}", repr(eval(init)(arr)))
        rec.array(f"call/{name}", arr)
        rec.value(f"call_code/{name}", [arr_expr, init])
    for name, (arr_expr, init) in CALL_TYPED.items():
        arr = eval(arr_expr)
        eval(init)(arr)
        rec.value(f"call_typed/{name}", {"code": [arr_expr, init], "dtype": str(arr.dtype), "shape": list(arr.shape),
                                         "integral": bool(np.all(arr == np.round(arr)))})
    for obj in ["list", "ms.Tensor(np.zeros((2, 2), np.float32))"]:
        builtin_error(rec, f"call_error/I.Normal()({obj})",
                      lambda o=obj: I.Normal()([1, 2] if o == "list" else eval(o)))
    record_seed_property(rec)
    rec.value("kwargs", {expr: {k: repr(v) for k, v in eval(expr)._kwargs.items()} for expr in
                         ["I.HeUniform()", "I.Normal()", "I.Sparse(0.1)", "I.Dirac()", "I.Identity()",
                          "I.Constant(2)", "I.VarianceScaling()", "I.TruncatedNormal()", "I.One(a=1)"]})
    rec.save()


if __name__ == "__main__":
    main()
