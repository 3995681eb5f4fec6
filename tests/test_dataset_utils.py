"""mindspore.dataset.debug hooks and mindspore.dataset.utils against goldens recorded from MindSpore 2.10
(golden/cases_dataset_utils.py)."""
import numpy as np
import pytest

import cases_dataset_utils as cases
import goldens
import msbridge as ms

G = goldens.load("dataset_utils")

test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)


def test_imshow_det_bbox_is_named_unsupported():
    with pytest.raises(NotImplementedError, match="imshow_det_bbox.*OpenCV"):
        ms.dataset.utils.imshow_det_bbox(np.zeros((4, 4, 3), np.uint8), np.zeros((1, 4)), np.zeros(1))
