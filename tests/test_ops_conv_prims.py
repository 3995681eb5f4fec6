"""Issue 17, convolution and pooling primitives (golden/cases_ops_conv_prims.py): Conv3D, Conv2DTranspose /
Conv2DBackpropInput, Conv3DTranspose, conv3d_transpose, MaxPool3D, AvgPool3D, AdaptiveMaxPool2D and
MaxPoolWithArgmax, against MindSpore 2.10."""
import check_ops
import pytest

KNOWN_DIFFERENCES = {}


@pytest.mark.parametrize("key", check_ops.keys("ops_conv_prims"))
def test_recorded(key):
    check_ops.check("ops_conv_prims", key, KNOWN_DIFFERENCES)
