"""The bounding-box operations against goldens recorded from MindSpore 2.10 (golden/cases_vision_bbox.py): images
bit for bit, boxes exact in float32; the random windows against what every draw must satisfy."""
import numpy as np
import pytest

import cases_vision_bbox as cases
import goldens
import msbridge as ms
from msbridge.dataset import vision

G = goldens.load("vision_bbox")


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_array_matches_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name, lambda dtype: (0, 0))


test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)


def test_random_crop_boxes_follow_the_window():
    rows, cols = np.meshgrid(np.arange(20), np.arange(30), indexing="ij")
    img = np.stack([rows, cols, cols], axis=-1).astype(np.uint8)
    boxes = np.array([[3, 4, 10, 6, 1], [20, 12, 5, 5, 2]], np.float32)
    for _ in range(200):
        out, moved = vision.RandomCropWithBBox((8, 12))(img, boxes)
        top, left = int(out[0, 0, 0]), int(out[0, 0, 1])    # the pixels name their row and column
        kept = [b for b in boxes if b[0] - left <= 12 and b[1] - top <= 8 and b[0] + b[2] >= left and
                b[1] + b[3] >= top]
        assert len(moved) == len(kept)
        for box, src in zip(moved, kept):
            x0, y0 = max(src[0] - left, 0), max(src[1] - top, 0)
            assert box[0] == x0 and box[1] == y0
            assert box[0] + box[2] == min(src[0] + src[2] - left, 12)
            assert box[1] + box[3] == min(src[1] + src[3] - top, 8) and box[4] == src[4]


def test_bounding_box_augment_touches_ratio_of_the_boxes():
    img = np.zeros((10, 10, 1), np.uint8)
    boxes = np.array([[0, 0, 2, 2], [3, 3, 2, 2], [6, 6, 2, 2], [8, 0, 2, 2]], np.float32)
    counts = []
    for _ in range(100):
        out, same = vision.BoundingBoxAugment(vision.Invert(), 0.5)(img, boxes)
        np.testing.assert_array_equal(same, boxes)
        counts.append(int((out == 255).sum()) // 4)
    assert set(counts) == {2}
