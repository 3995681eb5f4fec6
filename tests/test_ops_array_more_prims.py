"""Issue 17, more array primitive classes (golden/cases_ops_array_more_prims.py): IndexFill, IndexPut,
MaskedScatter, TransposeView, TransposeExtView, NthElement, DataFormatDimMap and DataFormatVecPermute against
MindSpore 2.10 (values, errors, gradients)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_array_more_prims"))
def test_recorded(key):
    check_ops.check("ops_array_more_prims", key, KNOWN_DIFFERENCES)
