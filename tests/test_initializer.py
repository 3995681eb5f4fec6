"""msbridge initializers against MindSpore 2.10 (tests/golden/initializer.json/.npz, record_initializer.py).

Random initializers draw with torch, so they are compared statistically against MindSpore's recorded draws;
deterministic ones, the numpy stream they consume, Sparse's zero pattern and the errors are compared exactly.
"""
import math

import goldens
from cases_initializer import seed_sequence
import numpy as np
import pytest

import msbridge as ms
from msbridge.common import initializer as I
from msbridge.common import seed as seed_module

g = goldens.load("initializer")
NS = {"I": I, "ms": ms, "np": np, "math": math}


def draw(init, shape, dtype="ms.float32"):
    """Same as record_initializer.draw, against msbridge."""
    out = I.initializer(eval(init, NS), eval(shape, NS), eval(dtype, NS))
    assert isinstance(out, ms.Tensor)
    return out.asnumpy()


def test_aliases_and_exports():
    assert {alias: cls.__name__ for alias, cls in sorted(I._ALIASES.items())} == g["aliases"]
    assert sorted(I.__all__) == g["all"]


@pytest.mark.parametrize("case", goldens.cases(g, "stats/", strip=True))
def test_random_draw_statistics(case):
    expected = g[f"stats/{case}"]
    np.random.seed(0)
    ours = draw(*case.split("|")).astype(np.float64).ravel()
    n = ours.size
    assert n == expected["n"]
    assert int((ours == 0).sum()) == expected["zeros"]
    std = expected["std"]
    assert abs(ours.mean() - expected["mean"]) <= 6 * std * math.sqrt(2 / n) + 1e-12
    assert abs(ours.std() - std) <= 6 * std / math.sqrt(n) + 1e-12
    for p, q in zip(g["quantiles"], expected["quantiles"]):
        tol = 6 * math.sqrt(2 * p * (1 - p) / n) + 1 / n
        assert (ours < q).mean() - tol <= p <= (ours <= q).mean() + tol, (p, q)
    if expected["bounded"]:
        tol = 1e-3 * (expected["max"] - expected["min"])
        assert abs(ours.min() - expected["min"]) <= tol and abs(ours.max() - expected["max"]) <= tol


@pytest.mark.parametrize("case", goldens.cases(g.arrays, "exact/", strip=True))
def test_deterministic_values(case):
    expected = g.array(f"exact/{case}")
    np.random.seed(0)
    ours = draw(*case.split("|"))
    assert ours.dtype == expected.dtype
    np.testing.assert_array_equal(ours, expected)


@pytest.mark.parametrize("case", goldens.cases(g, "typed/", strip=True))
def test_result_dtype_and_shape(case):
    out = I.initializer(*(eval(part, NS) for part in case.split("|")))
    assert {"dtype": str(out.dtype), "shape": list(out.shape)} == g[f"typed/{case}"]


@pytest.mark.parametrize("case", goldens.cases(g, "numpy_after/", strip=True))
def test_numpy_stream_consumed_like_mindspore(case):
    np.random.seed(7)
    draw(*case.split("|"))
    assert list(np.random.uniform(size=3)) == g[f"numpy_after/{case}"]


@pytest.mark.parametrize("case", goldens.cases(g.arrays, "sparse_mask/", strip=True))
def test_sparse_zero_pattern_is_mindspores(case):
    np.random.seed(3)
    np.testing.assert_array_equal(draw(*case.split("|")) == 0, g.array(f"sparse_mask/{case}"))


@pytest.mark.parametrize("case", goldens.cases(g, "orthogonal/", strip=True))
def test_orthogonal_rows_or_columns(case):
    expected = g[f"orthogonal/{case}"]
    q = draw(*case.split("|")).astype(np.float64)
    q = q.reshape(q.shape[0], -1)
    gram = q @ q.T if q.shape[0] <= q.shape[1] else q.T @ q
    np.testing.assert_allclose(np.diag(gram), expected["gain2"], rtol=1e-5)
    assert np.abs(gram - np.diag(np.diag(gram))).max() <= 1e-6 * expected["gain2"]


@pytest.mark.parametrize("case", goldens.cases(g, "error/", strip=True))
def test_errors_leave_numpy_stream_alone(case):
    np.random.seed(11)
    reference = np.random.uniform(size=2)
    np.random.seed(11)
    with goldens.raises_like(g[f"error/{case}"]):
        draw(*case.split("|"))
    np.testing.assert_array_equal(np.random.uniform(size=2), reference)


@pytest.mark.parametrize("expr", goldens.cases(g, "construct/", strip=True))
def test_constructor_checks(expr):
    if g[f"construct/{expr}"] == "ok":
        assert isinstance(eval(expr, NS), I.Initializer)
    else:
        with goldens.raises_like(g[f"construct/{expr}"]):
            eval(expr, NS)


@pytest.mark.parametrize("name", goldens.cases(g, "call_code/", strip=True))
def test_call_fills_numpy_in_place(name):
    arr_expr, init_expr = g[f"call_code/{name}"]
    arr = eval(arr_expr, NS)
    returned = eval(init_expr, NS)(arr)
    assert repr(returned) == g[f"call_returns/{name}"]
    expected = g.array(f"call/{name}")
    assert arr.dtype == expected.dtype
    np.testing.assert_array_equal(arr, expected)


@pytest.mark.parametrize("name", goldens.cases(g, "call_typed/", strip=True))
def test_call_random_into_numpy(name):
    expected = g[f"call_typed/{name}"]
    arr = eval(expected["code"][0], NS)
    eval(expected["code"][1], NS)(arr)
    assert (str(arr.dtype), list(arr.shape)) == (expected["dtype"], expected["shape"])
    assert bool(np.all(arr == np.round(arr))) == expected["integral"]


def test_call_on_non_array():
    with goldens.raises_like(g["call_error/I.Normal()(list)"]):
        I.Normal()([1, 2])


def test_call_on_tensor_fills_in_place():
    # documented difference: MindSpore 2.10 ignores One/Zero/Constant on a Tensor and raises TypeError otherwise
    t = ms.Tensor(np.zeros((2, 2), np.float32))
    I.One()(t)
    np.testing.assert_array_equal(t.asnumpy(), np.ones((2, 2), np.float32))
    I.Normal(1.0)(t)
    assert np.all(t.asnumpy() != 1)


def test_seed_property(monkeypatch):
    monkeypatch.setattr(seed_module, "_seed", None)
    assert list(I.Normal().seed) == g["seed_unset"]
    assert seed_sequence(ms, I) == g["seed_property"]


def test_kwargs():
    for expr, kwargs in g["kwargs"].items():
        assert {k: repr(v) for k, v in eval(expr, NS)._kwargs.items()} == kwargs


def test_set_seed_makes_draws_reproducible():
    draws = []
    for _ in range(2):
        ms.set_seed(1)
        draws.append([I.initializer(name, (8, 6)).asnumpy() for name in ("normal", "he_uniform", "orthogonal")])
    for first, second in zip(*draws):
        np.testing.assert_array_equal(first, second)


def test_init_data_uses_shape_and_dtype_attributes():
    init = I.Normal(1.0)
    init.shape, init.dtype = (2, 3), ms.float16
    out = init.init_data()
    assert (out.shape, out.dtype) == ((2, 3), ms.float16)
    init.shape = None
    with pytest.raises(AttributeError):
        init.init_data()
    init.shape = (4,)
    assert I.initializer(init, None).shape == (4,)


def test_tensor_init_and_parameter():
    t = ms.Tensor(np.ones((2, 3), np.float32))
    assert I.initializer(t, [2, 3]) is t
    p = ms.Parameter(I.initializer("ones", (2, 3)), name="w")
    np.testing.assert_array_equal(p.asnumpy(), np.ones((2, 3), np.float32))
    assert ms.Tensor(shape=(2, 2), dtype=ms.float32, init=I.One()).asnumpy().sum() == 4
