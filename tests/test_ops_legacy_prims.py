"""Issue 17, MindSpore's older primitive names and small helpers (golden/cases_ops_legacy_prims.py), against
MindSpore 2.10."""
import check_ops
import pytest


@pytest.mark.parametrize("key", check_ops.keys("ops_legacy_prims"))
def test_recorded(key):
    check_ops.check("ops_legacy_prims", key)
