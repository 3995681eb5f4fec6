"""``mindspore.numpy`` (msbridge/numpy) against MindSpore 2.10 (golden/cases_numpy.py, golden/numpy.json)."""
import functools

import cases_numpy
import check_ops
import goldens
import pytest
import record_tensor

import msbridge

KNOWN_DIFFERENCES = {}


@functools.lru_cache(maxsize=None)
def _golden():
    return goldens.load("numpy")


@pytest.mark.parametrize("key", goldens.cases(_golden()))
def test_recorded(key):
    actual = record_tensor.outcome(record_tensor.case_of(cases_numpy.CASES, key), msbridge)
    check_ops.expect_match(goldens.outcome_difference(actual, _golden()[key]), KNOWN_DIFFERENCES.get(key))
