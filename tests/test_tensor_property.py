"""Property tests: dtype and shape rules of Tensor operators and reductions for random shapes.

The dtype rules come from MindSpore 2.10 (tests/golden/tensor_promotion.json, tensor_rules.json: the result
dtype, or the exception, of every operator for every pair of dtypes, with dimensioned and 0-d operands,
and of every reduction for every dtype); hypothesis then checks them on random broadcastable shapes,
axes and values, together with numpy's broadcasting and reduction shapes.
"""
import builtins
import operator
import re

import goldens
import numpy as np
import pytest
import record_tensor as cases
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import msbridge
from msbridge import Tensor

OPERATORS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
             "//": operator.floordiv, "%": operator.mod, "**": operator.pow, "<": operator.lt, "==": operator.eq,
             "!=": operator.ne, "&": operator.and_, "|": operator.or_, "^": operator.xor}
TAGS = cases.TAGS


def _table(area, group, pattern, field):
    """{match groups: outcome} for the recorded keys of ``group`` matching ``pattern``."""
    golden = goldens.load(area)
    table = {}
    for key in golden.keys(group + "|"):
        match = re.fullmatch(pattern, key.split("|", 1)[1])
        if match:
            table[match.groups()] = field(golden[key])
    return table


def _dtype_or_error(outcome):
    return outcome.get("error") or outcome["dtype"]


def _rule_dtype(outcome):
    rule = outcome["rule"]
    return rule.split(":")[1] if rule.startswith("Tensor:") else rule


TENSOR_TENSOR = _table("tensor_promotion", "promo_tt", r"x_(\w+) (\S+) y_(\w+)", _dtype_or_error)
TENSOR_ZERO_D = _table("tensor_rules", "promo_t0", r"x_(\w+) (\S+) s_(\w+)", _rule_dtype)
REDUCTIONS = _table("tensor_rules", "method_dtypes", r"x_(\w+)\.(\w+)\(\)", _rule_dtype)
NP_DTYPES = {tag: np.dtype(spec[0]) for tag, spec in cases.DTYPES.items()}


def _values(tag, shape, draw):
    """Random values of ``tag``'s dtype, nonzero (no division by zero) and small (no overflow)."""
    dtype = NP_DTYPES[tag]
    if dtype.kind == "b":
        return draw(hnp.arrays(dtype, shape))
    elements = st.integers(1, 5) if dtype.kind == "u" else st.sampled_from([-3, -2, -1, 1, 2, 3])
    return draw(hnp.arrays(dtype, shape, elements=elements))


@st.composite
def binary_cases(draw, table):
    tag_a, op, tag_b = draw(st.sampled_from(sorted(table)))
    zero_d = table is TENSOR_ZERO_D
    shapes = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=1, max_dims=3, max_side=3))
    shape_a, shape_b = shapes.input_shapes
    if zero_d:
        shape_b = ()
    return tag_a, op, tag_b, _values(tag_a, shape_a, draw), _values(tag_b, shape_b, draw)


def _check_binary(case, table):
    tag_a, op, tag_b, a, b = case
    expected = table[(tag_a, op, tag_b)]
    x, y = Tensor(a), Tensor(b)
    if expected.endswith("Error"):
        with pytest.raises(getattr(builtins, expected)):
            OPERATORS[op](x, y)
        return
    out = OPERATORS[op](x, y)
    assert str(out.dtype) == expected, (tag_a, op, tag_b, a.shape, b.shape)
    assert out.shape == np.broadcast_shapes(a.shape, b.shape)


@settings(max_examples=300, deadline=None)
@given(binary_cases(TENSOR_TENSOR))
def test_operator_dtype_and_broadcast_shape(case):
    _check_binary(case, TENSOR_TENSOR)


@settings(max_examples=200, deadline=None)
@given(binary_cases(TENSOR_ZERO_D))
def test_operator_with_zero_d_tensor(case):
    _check_binary(case, TENSOR_ZERO_D)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["f32", "f64", "i32", "i64"]), st.data())
def test_add_sub_mul_values_match_numpy(tag, data):
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=4))
    a, b = (_values(tag, s, data.draw) for s in shapes.input_shapes)
    for op in (operator.add, operator.sub, operator.mul):
        np.testing.assert_allclose(op(Tensor(a), Tensor(b)).asnumpy(), op(a, b), rtol=1e-6)


REDUCTION_CALLS = {"sum": lambda x, axis, keep: x.sum(axis, keepdims=keep),
                   "mean": lambda x, axis, keep: x.mean(axis, keep),
                   "prod": lambda x, axis, keep: x.prod(axis, keep) if not isinstance(axis, tuple) else None,
                   "max": lambda x, axis, keep: x.max(axis=axis, keepdims=keep),
                   "min": lambda x, axis, keep: x.min(axis=axis, keepdims=keep),
                   "amax": lambda x, axis, keep: x.amax(axis, keep),
                   "all": lambda x, axis, keep: x.all(axis, keep),
                   "std": lambda x, axis, keep: x.std(axis, keepdims=keep)}


@st.composite
def reduction_cases(draw):
    name = draw(st.sampled_from(sorted(REDUCTION_CALLS)))
    tag = draw(st.sampled_from(TAGS))
    shape = draw(hnp.array_shapes(min_dims=1, max_dims=3, max_side=3))
    axis = draw(st.none() | st.integers(-len(shape), len(shape) - 1) |
                st.lists(st.integers(0, len(shape) - 1), min_size=1, max_size=len(shape), unique=True).map(tuple))
    if name == "prod" and isinstance(axis, tuple):
        axis = axis[0]
    return name, tag, _values(tag, shape, draw), axis, draw(st.booleans())


@settings(max_examples=300, deadline=None)
@given(reduction_cases())
def test_reduction_dtype_and_shape(case):
    name, tag, a, axis, keep = case
    expected = REDUCTIONS[(tag, name)]
    x = Tensor(a)
    if expected.endswith("Error"):  # the exact type per call form is checked by the golden tests
        with pytest.raises((TypeError, RuntimeError, ValueError)):
            REDUCTION_CALLS[name](x, axis, keep)
        return
    out = REDUCTION_CALLS[name](x, axis, keep)
    assert str(out.dtype) == expected
    assert out.shape == np.sum(np.zeros(a.shape), axis=axis, keepdims=keep).shape, (name, tag, a.shape, axis, keep)


@settings(max_examples=100, deadline=None)
@given(hnp.arrays(np.float32, hnp.array_shapes(max_dims=3, max_side=4),
                  elements=st.floats(-1e3, 1e3, width=32)))
def test_numpy_round_trip_and_repr_parse(a):
    x = Tensor(a)
    np.testing.assert_array_equal(x.asnumpy(), a)
    assert str(x) == str(a)
    assert repr(x).startswith(f"Tensor(shape={list(a.shape)}, dtype=Float32, value=")


def test_tables_cover_all_dtype_pairs():
    assert len(TENSOR_TENSOR) == len(cases.PROMO_OPS) * len(TAGS) ** 2
    assert len(TENSOR_ZERO_D) == len(cases.PROMO_OPS) * len(TAGS) ** 2
    assert {name for _, name in REDUCTIONS} >= set(REDUCTION_CALLS)


def test_msbridge_is_the_module_under_test():
    assert Tensor is msbridge.Tensor
