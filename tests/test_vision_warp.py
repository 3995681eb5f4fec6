"""GaussianBlur, Affine and RandomAffine against goldens recorded from MindSpore 2.10 (golden/cases_vision_warp.py):
uint8 bit for bit (OpenCV's fixed-point arithmetic reproduced in vision/_cv_filter.py and vision/_cv_warp.py),
float within 1e-5; RandomAffine's draws against its documented ranges."""
import numpy as np
import pytest

import cases_vision_warp as cases
import goldens
import msbridge as ms
from msbridge.dataset import vision

G = goldens.load("vision_warp")


@pytest.mark.parametrize("name", goldens.cases({k: v for k, v in cases.ARRAYS.items() if k not in cases.NEAR}))
def test_array_matches_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name,
                              lambda dtype: (0, 0) if np.dtype(dtype) == np.uint8 else (1e-5, 1e-5))


@pytest.mark.parametrize("name", goldens.cases(cases.NEAR))
def test_pil_perspective_matches_but_for_an_edge_pixel(name):
    out = cases.run(ms, cases.ARRAYS[name])
    expected = G.arrays[name + ".0"]
    assert out.shape == expected.shape and out.dtype == expected.dtype
    assert (out != expected).any(axis=-1).sum() <= 1


test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)


def test_random_affine_draws_uniformly_in_its_ranges():
    op = vision.RandomAffine((-10, 20), (-0.1, 0.2, 0.0, 0.3), (0.5, 1.5), (-5, 5, 1, 2))
    draws = [op.parameters(10, 40) for _ in range(4000)]
    degrees = np.array([d[0] for d in draws])
    tx, ty = np.array([d[1] for d in draws]).T
    scale = np.array([d[2] for d in draws])
    sx, sy = np.array([d[3] for d in draws]).T
    # translations in pixels: fractions of width 40 and height 10
    for values, low, high in ((degrees, -10, 20), (tx, -4, 8), (ty, 0, 3), (scale, 0.5, 1.5), (sx, -5, 5),
                              (sy, 1, 2)):
        assert low <= values.min() and values.max() <= high
        assert abs(values.mean() - (low + high) / 2) < 0.03 * (high - low)
        assert abs(values.std() - (high - low) / np.sqrt(12)) < 0.03 * (high - low)


def test_random_perspective_corners_stay_in_their_ranges():
    op = vision.RandomPerspective(0.4, 1.0)
    corners = np.array([op.corners(50, 30) for _ in range(3000)])     # half-distortions: 10 and 6 pixels
    lows = np.array([[0, 0], [39, 0], [39, 23], [0, 23]])
    highs = np.array([[10, 6], [49, 6], [49, 29], [10, 29]])
    assert (corners.min(0) == lows).all() and (corners.max(0) == highs).all()
    assert np.allclose(corners.mean(0), (lows + highs) / 2, atol=0.3)
