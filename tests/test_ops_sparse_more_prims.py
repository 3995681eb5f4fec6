"""Issue 17, primitive classes of sparse inputs and ragged ranges (golden/cases_ops_sparse_more_prims.py):
SparseToDense, SparseTensorDenseAdd, SparseTensorDenseMatmul, RaggedRange and EditDistance against MindSpore 2.10
(values, errors, gradients)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_sparse_more_prims"))
def test_recorded(key):
    check_ops.check("ops_sparse_more_prims", key, KNOWN_DIFFERENCES)
