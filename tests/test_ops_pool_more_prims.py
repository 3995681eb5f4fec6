"""Issue 17, more pooling primitive classes (golden/cases_ops_pool_more_prims.py): AdaptiveAvgPool3D,
AdaptiveMaxPool3D, MaxPool3DWithArgmax, MaxPoolWithArgmaxV2, MaxUnpool2D and MaxUnpool3D against MindSpore 2.10
(values, errors, gradients)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_pool_more_prims"))
def test_recorded(key):
    check_ops.check("ops_pool_more_prims", key, KNOWN_DIFFERENCES)
