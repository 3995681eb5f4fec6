"""ops random family against MindSpore 2.10 (golden/cases_ops_*.py, recorded by golden/record_ops.py)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_random"))
def test_recorded(key):
    check_ops.check("ops_random", key, KNOWN_DIFFERENCES)
