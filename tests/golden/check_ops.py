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
    """The recorded keys of ``ops_<family>`` (pytest parameters)."""
    return _load(area).keys()


def check(area, key, known=None):
    """Compare the msbridge outcome of ``key`` with MindSpore's (``known``: documented differences, xfail)."""
    if known and key in known:
        pytest.xfail(known[key])
    golden = _load(area)[key]
    actual = record_tensor.outcome(record_tensor.case_of(record_ops.AREAS[area][0], key), msbridge)
    problem = record_tensor.mismatch(golden, actual)
    assert problem is None, problem
