"""Flips, Crop, Erase, PadToSize, Invert, Posterize, AdjustBrightness/Contrast/Saturation, NormalizePad, ToType
and ConvertColor against goldens recorded from MindSpore 2.10 (golden/cases_vision_extra.py): uint8 outputs bit
for bit, float ones within 1e-6."""
import numpy as np
import pytest

import cases_vision_extra as cases
import goldens
import msbridge as ms

G = goldens.load("vision_extra")


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_array_matches_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name,
                              lambda dtype: (1e-3, 1e-3) if dtype == np.float16 else (1e-6, 1e-6))


test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)
