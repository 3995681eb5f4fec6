"""A Python float operand meets a Tensor as a Float32 value, as on MindSpore 2.10 (golden/cases_scalar_operands.py):
Float64 and Complex128 results must equal MindSpore's to the last bit, where a double operand would be 1e-9 off."""
import check_ops
import goldens
import pytest
import record_ops
import record_tensor

import msbridge
from msbridge.common.tensor import float32_value

_EXACT = ("Float64", "Complex128")
KNOWN_DIFFERENCES = {}


def _tolerance(described):
    return (0.0, 0.0) if described.get("dtype") in _EXACT else goldens._outcome_tolerance(described)


@pytest.mark.parametrize("key", check_ops.keys("scalar_operands"))
def test_recorded(key):
    golden = check_ops._load("scalar_operands")[key]
    actual = record_tensor.outcome(record_tensor.case_of(record_ops.AREAS["scalar_operands"][0], key), msbridge)
    check_ops.expect_match(goldens.outcome_difference(actual, golden, tolerance_of=_tolerance),
                           KNOWN_DIFFERENCES.get(key))


@pytest.mark.parametrize("number, expected", [(0.1, 0.10000000149011612), (2.02, 2.0199999809265137),
                                              (1e300, float("inf")), (-1e300, float("-inf")), (1e-50, 0.0),
                                              (0.5, 0.5)])
def test_float32_value(number, expected):
    assert float32_value(number) == expected
