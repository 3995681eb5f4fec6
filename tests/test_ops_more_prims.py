"""Issue 17, primitive classes over element-wise, search, index and reduction functions
(golden/cases_ops_more_prims.py), against MindSpore 2.10."""
import check_ops
import pytest


@pytest.mark.parametrize("key", check_ops.keys("ops_more_prims"))
def test_recorded(key):
    check_ops.check("ops_more_prims", key)
