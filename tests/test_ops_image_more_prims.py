"""Issue 17, the colour primitives AdjustHue and AdjustSaturation (golden/cases_ops_image_more_prims.py) against
MindSpore 2.10 (values, errors)."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_image_more_prims"))
def test_recorded(key):
    check_ops.check("ops_image_more_prims", key, KNOWN_DIFFERENCES)
