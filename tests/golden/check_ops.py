"""One golden check for the ops families: a recorded snippet gives on msbridge what it gave on MindSpore."""
import functools

import goldens
import pytest
import record_ops
import record_tensor

import msbridge


@functools.lru_cache(maxsize=None)
def _load(area):
    return goldens.load(area)


def keys(area):
    """The recorded keys of ``ops_<family>`` (pytest parameters, from ``goldens.cases``)."""
    return goldens.cases(_load(area))


def check(area, key, known=None):
    """Compare the msbridge outcome of ``key`` with MindSpore's (``known``: documented differences, xfail)."""
    golden = _load(area)[key]
    actual = record_tensor.outcome(record_tensor.case_of(record_ops.AREAS[area][0], key), msbridge)
    expect_match(goldens.outcome_difference(actual, golden), (known or {}).get(key))


def expect_match(problem, known_reason):
    """Pass when msbridge matches MindSpore; a documented difference is a strict xfail: it must still differ."""
    if known_reason is None:
        assert problem is None, problem
    elif problem is None:
        pytest.fail(f"now matches MindSpore: remove it from the known differences ({known_reason})")
    else:
        pytest.xfail(known_reason)
