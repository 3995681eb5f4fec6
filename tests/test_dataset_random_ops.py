"""Random transforms and vision ops: valid outputs for every draw, reproducible under set_seed, fresh streams in
worker processes (MindSpore's RNG itself is not reproduced, see docs/compat/dataset.md)."""
import numpy as np

import msbridge.dataset as ds
from msbridge.dataset import transforms, vision

IMG = np.random.RandomState(0).randint(0, 256, (10, 12, 3)).astype(np.uint8)


def _windows(img, h, w):
    return {img[t:t + h, l:l + w].tobytes() for t in range(img.shape[0] - h + 1) for l in range(img.shape[1] - w + 1)}


def _seeded(seed, fn):
    saved = dict(ds.config._settings)
    ds.config.set_seed(seed)
    try:
        return fn()
    finally:
        ds.config._settings.update(saved)


def test_random_crop_returns_windows_of_the_image_and_covers_them():
    op = vision.RandomCrop((4, 5))
    outs = {op(IMG).tobytes() for _ in range(300)}
    assert outs <= _windows(IMG, 4, 5) and len(outs) > 20


def test_random_crop_padding_and_pad_if_needed():
    padded = np.pad(IMG, ((2, 2), (2, 2), (0, 0)))
    outs = {vision.RandomCrop((12, 14), padding=2)(IMG).tobytes() for _ in range(100)}
    assert outs <= _windows(padded, 12, 14)
    assert vision.RandomCrop((12, 16), pad_if_needed=True)(IMG).shape == (12, 16, 3)


def test_random_resized_crop_shape_and_dtype():
    op = vision.RandomResizedCrop((7, 9), scale=(0.2, 0.9))
    for _ in range(50):
        out = op(IMG)
        assert out.shape == (7, 9, 3) and out.dtype == np.uint8


def test_flips_happen_with_their_probability():
    op = vision.RandomHorizontalFlip(0.5)
    flipped = sum(np.array_equal(op(IMG), IMG[:, ::-1]) for _ in range(400))
    assert 150 < flipped < 250


def test_random_apply_and_choice_use_both_branches():
    apply = transforms.RandomApply([transforms.Fill(7)], prob=0.5)
    filled = sum(int(apply(np.zeros(3, np.int64))[0]) == 7 for _ in range(400))
    assert 150 < filled < 250
    choice = transforms.RandomChoice([transforms.Fill(1), transforms.Fill(2)])
    assert {int(choice(np.zeros(2, np.int64))[0]) for _ in range(50)} == {1, 2}


def test_rotation_keeps_shape_and_expands_for_45_degrees():
    assert vision.RandomRotation((30, 30))(IMG).shape == IMG.shape
    assert vision.RandomRotation((45, 45), expand=True)(IMG).shape == (16, 16, 3)


def test_set_seed_makes_random_ops_reproducible():
    op = vision.RandomResizedCrop((5, 5))

    def draws():
        return [op(IMG).tobytes() for _ in range(5)]
    assert _seeded(11, draws) == _seeded(11, draws)
    assert _seeded(11, draws) != _seeded(12, draws)


def test_worker_processes_draw_different_numbers():
    pipe = ds.NumpySlicesDataset(np.zeros((64, 1)), column_names=["x"], shuffle=False).map(
        lambda x: np.array(float(transforms.transforms.random_generator().random())), ["x"],
        num_parallel_workers=2, python_multiprocessing=True)
    values = [float(r[0]) for r in pipe.create_tuple_iterator(output_numpy=True)]
    assert len(set(values)) == 64
