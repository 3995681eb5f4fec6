"""RgbToHsv, HsvToRgb, ToNumpy, FiveCrop, TenCrop, RandomGrayscale, RandomErasing, CutOut, MixUpBatch, CutMixBatch,
RandomResize, the AutoAugmentPolicy / ImageReadMode enums and not_random against goldens recorded from MindSpore
2.10 (golden/cases_vision_more.py): uint8 outputs bit for bit, float ones within 1e-6; the random operations by
their output dtypes and shapes, and by what every draw must satisfy."""
import numpy as np
import pytest

import cases_vision_more as cases
import goldens
import msbridge as ms
from msbridge.dataset import vision

G = goldens.load("vision_more")


@pytest.mark.parametrize("name", goldens.cases(cases.ARRAYS))
def test_array_matches_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name, lambda dtype: (1e-6, 1e-6))


test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)

IMG = np.random.RandomState(0).randint(1, 256, (9, 11, 3)).astype(np.uint8)


def test_cut_out_zeroes_clipped_squares_only():
    for _ in range(50):
        out = vision.CutOut(4)(IMG)
        zero = (out == 0).all(-1)
        rows, cols = np.nonzero(zero)
        assert zero.any() and (out[~zero] == IMG[~zero]).all()
        assert rows.max() - rows.min() < 4 and cols.max() - cols.min() < 4 and zero.sum() == len(set(rows)) * len(
            set(cols))


def test_random_erasing_erases_one_rectangle_of_the_value():
    chw = IMG.transpose(2, 0, 1).astype(np.float32)
    for _ in range(50):
        out = vision.RandomErasing(1.0, scale=(0.1, 0.3), value=(7, 8, 9))(chw)
        changed = (out != chw).any(0)
        rows, cols = np.nonzero(changed)
        box = (slice(rows.min(), rows.max() + 1), slice(cols.min(), cols.max() + 1))
        assert (out[:, box[0], box[1]] == np.array([7, 8, 9], np.float32)[:, None, None]).all()


def test_mix_up_batch_is_a_convex_blend_of_two_samples():
    images = np.stack([np.full((2, 2, 1), v, np.float32) for v in (0., 10., 20.)])
    mixed, labels = vision.MixUpBatch(0.4)(images, np.eye(3, dtype=np.float32))
    assert np.allclose(labels.sum(1), 1) and np.allclose(mixed[:, 0, 0, 0], labels @ np.array([0., 10., 20.]))


def test_cut_mix_batch_labels_follow_the_pasted_area():
    images = np.stack([np.full((1, 8, 8), v, np.float32) for v in (0., 1.)])
    for _ in range(20):
        mixed, labels = vision.CutMixBatch(vision.ImageBatchFormat.NCHW, 1.0)(images, np.eye(2, dtype=np.float32))
        for i in range(2):
            share_of_one = mixed[i].mean()
            assert np.isclose(labels[i, 1], share_of_one if i == 0 else 1 - (1 - share_of_one))


def test_random_grayscale_draws_both_outcomes():
    from PIL import Image
    image = Image.fromarray(IMG)
    gray = [len(set(np.asarray(vision.RandomGrayscale(0.5)(image))[0, 0])) == 1 for _ in range(200)]
    assert 60 < sum(gray) < 140
