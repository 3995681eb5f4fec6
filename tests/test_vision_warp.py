"""GaussianBlur (and the geometric warps) against goldens recorded from MindSpore 2.10 (golden/cases_vision_warp.py):
uint8 bit for bit (OpenCV's fixed-point arithmetic reproduced in vision/_cv_filter.py), float within 1e-5."""
import numpy as np
import pytest

import cases_vision_warp as cases
import goldens
import msbridge as ms

G = goldens.load("vision_warp")


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_array_matches_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name,
                              lambda dtype: (0, 0) if np.dtype(dtype) == np.uint8 else (1e-5, 1e-5))


test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)
