"""vision.Resize on uint8 images: bit for bit MindSpore 2.10's (OpenCV's fixed-point INTER_LINEAR and INTER_CUBIC,
INTER_AREA's block averages and float32 coverage sums) over sizes, channel counts and odd shapes
(golden/cases_vision_resize.py)."""
import pytest

import cases_vision_resize as cases
import goldens
import msbridge as ms

G = goldens.load("vision_resize")


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_resize_is_bit_exact(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name, lambda dtype: (0, 0))

