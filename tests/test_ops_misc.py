"""Issue 17, assorted ``ops`` names (golden/cases_ops_misc.py): dyn_shape, deepcopy, cond, PyFunc, Reusing, Morph,
jet, derivative and linearize against MindSpore 2.10 (values, errors, gradients)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_misc"))
def test_recorded(key):
    check_ops.check("ops_misc", key, KNOWN_DIFFERENCES)
