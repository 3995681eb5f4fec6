"""Issue 17, detection and image ops (golden/cases_ops_boxes.py): bounding_box_encode / decode, check_valid,
crop_and_resize and col2im with their primitives, against MindSpore 2.10."""
import check_ops
import pytest

_NO_BPROP = "MindSpore 2.10 defines no gradient for this primitive (it raises); msbridge gives torch's"
KNOWN_DIFFERENCES = {"grads|bounding_box_encode": _NO_BPROP, "grads|bounding_box_decode": _NO_BPROP}


@pytest.mark.parametrize("key", check_ops.keys("ops_boxes"))
def test_recorded(key):
    check_ops.check("ops_boxes", key, KNOWN_DIFFERENCES)
