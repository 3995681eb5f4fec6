"""Issue 17, first slice (golden/cases_ops_breadth.py): vmap, assign and scatter_nd families, ops.Median,
Tensor.H / allclose / argmax_with_value, MindSpore keyword signatures, against MindSpore 2.10."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_breadth"))
def test_recorded(key):
    check_ops.check("ops_breadth", key, KNOWN_DIFFERENCES)
