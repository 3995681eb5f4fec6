"""RandomCropDecodeResize, MixUp, RandomLighting, UniformAugment, RandomSelectSubpolicy, encode_jpeg / encode_png /
write_jpeg / write_png and the video readers against goldens recorded from MindSpore 2.10
(golden/cases_vision_ops.py): uint8 outputs and JPEG bytes bit for bit, PNG by decoded pixels; the random draws
against the distributions MindSpore documents."""
import numpy as np
import pytest

import cases_vision_ops as cases
import goldens
import msbridge as ms
from msbridge.dataset import vision

G = goldens.load("vision_ops")


@pytest.mark.parametrize("name", goldens.cases({k: v for k, v in cases.ARRAYS.items() if k not in cases.SAMPLES}))
def test_array_matches_mindspore(name):
    goldens.assert_array_case(cases.as_arrays(cases.run(ms, cases.ARRAYS[name])), G, name, lambda dtype: (0, 0))


test_value_matches_mindspore, test_error_matches_mindspore = goldens.table_tests(cases, G, ms)

_EIGVEC = np.array([[-0.5675, 0.7192, 0.4009], [-0.5808, -0.0045, -0.8140], [-0.5836, -0.6948, 0.4203]])
_EIGVAL = np.array([55.46, 4.794, 1.148])


def test_random_lighting_draws_normal_pca_weights():
    img = np.full((2, 3, 3), 100.0, np.float32)
    op = vision.RandomLighting(0.2)
    shifts = np.array([op(img)[0, 0] - 100 for _ in range(3000)], np.float64)
    weights = np.linalg.solve(_EIGVEC * _EIGVAL, shifts.T).T   # the N(0, alpha) draw behind each shift
    assert np.all(np.abs(weights.mean(0)) < 0.02) and np.allclose(weights.std(0), 0.2, rtol=0.06)
    assert np.abs(np.corrcoef(weights.T) - np.eye(3)).max() < 0.08
    out = op(img)
    assert np.ptp(out.reshape(-1, 3), axis=0).max() < 1e-4    # one shift for the whole image


def test_random_lighting_saturates_uint8():
    out = [vision.RandomLighting(5.0)(np.full((2, 2, 3), 250, np.uint8)) for _ in range(50)]
    assert all(o.dtype == np.uint8 for o in out) and any((o == 255).any() for o in out)


def test_mix_up_single_blends_with_the_next_image_by_beta_weights():
    images = np.stack([np.full((2, 2, 1), v, np.float64) for v in (0.0, 1.0, 3.0)])
    labels = np.eye(3)
    lams = []
    for _ in range(1000):
        out_images, out_labels = vision.MixUp(3, 0.4)(images, labels)
        lam = out_labels[:, :].diagonal()
        np.testing.assert_allclose(out_labels[[0, 1, 2], [1, 2, 0]], 1 - lam)
        np.testing.assert_allclose(out_images[:, 0, 0, 0], lam * images[:, 0, 0, 0] + (1 - lam) *
                                   images[[1, 2, 0], 0, 0, 0])
        lams.extend(lam)
    lams = np.array(lams)
    # Beta(0.4, 0.4): mean 1/2, variance 1 / (4 * (2 * 0.4 + 1))
    assert abs(lams.mean() - 0.5) < 0.02 and abs(lams.var() - 1 / 7.2) < 0.01


def test_mix_up_across_batches_mixes_with_the_previous_output():
    op = vision.MixUp(2, 1.0, is_single=False)
    first = op(np.ones((2, 1, 1, 1)), np.eye(2))
    np.testing.assert_array_equal(first[0], np.ones((2, 1, 1, 1)))
    images, labels = op(np.zeros((2, 1, 1, 1)), np.eye(2)[::-1])
    lam = labels[[0, 1], [1, 0]]                  # lam * [[0, 1], [1, 0]] + (1 - lam) * eye
    np.testing.assert_allclose(labels[[0, 1], [0, 1]], 1 - lam)
    np.testing.assert_allclose(images[:, 0, 0, 0], 1 - lam)


def _adders():
    return [lambda x: x + 1, lambda x: x + 10, lambda x: x + 100]


def test_uniform_augment_runs_at_most_num_ops_each_half_the_time():
    op = vision.UniformAugment(_adders(), 2)
    added = np.array([int(op(np.zeros(1, np.int64))[0]) for _ in range(3000)])
    applied = np.stack([added % 10, added // 10 % 10, added // 100], axis=1)
    assert applied.max() == 1 and applied.sum(1).max() == 2
    # each op: picked with probability 2/3, then run with probability 1/2
    assert np.allclose(applied.mean(0), 1 / 3, atol=0.035)


def test_random_select_subpolicy_picks_one_subpolicy_uniformly():
    add = _adders()
    op = vision.RandomSelectSubpolicy([[(add[0], 1.0), (add[1], 1.0)], [(add[2], 0.5)]])
    added = np.array([int(op(np.zeros(1, np.int64))[0]) for _ in range(3000)])
    counts = {v: np.mean(added == v) for v in (0, 11, 100)}
    assert set(np.unique(added)) <= set(counts)
    assert abs(counts[11] - 0.5) < 0.04 and abs(counts[100] - 0.25) < 0.04 and abs(counts[0] - 0.25) < 0.04


def test_random_crop_decode_resize_windows_stay_in_the_documented_ranges():
    data = vision.encode_png(np.arange(40 * 30 * 3).reshape(40, 30, 3).astype(np.uint8))
    op = vision.RandomCropDecodeResize((8, 8), scale=(0.2, 0.5), ratio=(0.5, 2.0))
    for _ in range(20):
        assert op(data).shape == (8, 8, 3)


def test_png_bytes_differ_but_decode_the_same():
    img = np.random.RandomState(0).randint(0, 256, (9, 10, 3)).astype(np.uint8)
    data = vision.encode_png(img)
    assert data[:8].tobytes() == b"\x89PNG\r\n\x1a\n"
    np.testing.assert_array_equal(vision.Decode()(data), img)


@pytest.mark.parametrize("call", [lambda: vision.DecodeVideo(), lambda: vision.VideoDecoder("a.mp4"),
                                  lambda: vision.read_video(__file__), lambda: vision.read_video_timestamps(__file__)])
def test_video_readers_are_not_implemented(call):
    with pytest.raises(NotImplementedError, match="FFmpeg"):
        call()


# the steps that blend with a factor 1 + magnitude: off by one grey level in a few pixels at some magnitudes
_FACTOR_OPS = {"Brightness", "Color", "Contrast", "Sharpness"}


def _reachable(img, bins, wide, interpolation, fill, bin_index=None):
    """Every output one augmentation of the space can give: {raw bytes: (operation name, image)}."""
    from msbridge.dataset.vision import _augment_ops
    out = {}
    for name, (magnitudes, signed) in _augment_ops.space(bins, *img.shape[:2], wide).items():
        picks = magnitudes if bin_index is None or len(magnitudes) == 1 else [magnitudes[bin_index]]
        for magnitude in picks:
            for sign in ((1, -1) if signed else (1,)):
                result = _augment_ops.apply_augment(img, name, sign * float(magnitude), interpolation, fill)
                out.setdefault(result.tobytes(), (name, result.astype(np.int64)))
    return out


@pytest.mark.parametrize("name, wide, interpolation, fill, bin_index, seed", [
    ("trivial_augment.samples", True, vision.Inter.NEAREST, (10, 20, 30), None, 40),
    ("rand_augment.samples", False, vision.Inter.BILINEAR, (7, 7, 7), 3, 41)])
def test_mindspore_augmentations_are_ones_msbridge_can_give(name, wide, interpolation, fill, bin_index, seed):
    """Each of MindSpore's 150 eager outputs is one operation of msbridge's space at one of its magnitudes: bit for
    bit, except colour-factor steps, which may differ by one grey level in a few pixels."""
    img = np.random.RandomState(seed).randint(0, 256, (16, 16, 3)).astype(np.uint8)
    reachable = _reachable(img, 5, wide, interpolation, fill, bin_index)
    found, near = set(), 0
    for sample in G.arrays[name + ".0"]:
        if sample.tobytes() in reachable:
            found.add(reachable[sample.tobytes()][0])
            continue
        op, closest = min(reachable.values(), key=lambda item: np.abs(item[1] - sample).sum())
        assert op in _FACTOR_OPS and np.abs(closest - sample).max() <= 1, op
        near += 1
    assert near <= 30 and len(found) >= 10     # most of the 14 operations turn up in 150 draws


def test_msbridge_draws_cover_the_space_uniformly():
    img = np.random.RandomState(40).randint(0, 256, (16, 16, 3)).astype(np.uint8)
    reachable = _reachable(img, 5, True, vision.Inter.NEAREST, (10, 20, 30))
    op = vision.TrivialAugmentWide(5, fill_value=(10, 20, 30))
    names = [reachable[op(img).tobytes()][0] for _ in range(700)]
    counts = np.array([names.count(n) for n in set(names)])
    # 14 operations (some share outputs, e.g. Identity and zero-magnitude steps): each about 1/14 of the draws
    assert len(counts) >= 12 and counts.max() < 700 * 0.3    # Identity: also every zero-magnitude step


def _auto_reachable(img, policy, interpolation, fill):
    """Every output an AutoAugment sub-policy can give (each operation run or not, either sign)."""
    from msbridge.dataset.vision import _augment_ops
    ops = _augment_ops.auto_space(*img.shape[:2])

    def steps(name, index):
        magnitudes, signed = ops[name]
        magnitude = float(magnitudes[index]) if len(magnitudes) > 1 and index != -1 else 0.0
        return [magnitude, -magnitude] if signed else [magnitude]

    out = {}
    for first, second in _augment_ops.policy_table(policy):
        for m1 in [None] + steps(first[0], first[2]):
            stage = img if m1 is None else _augment_ops.apply_augment(img, first[0], m1, interpolation, fill)
            for m2 in [None] + steps(second[0], second[2]):
                result = stage if m2 is None else _augment_ops.apply_augment(stage, second[0], m2, interpolation,
                                                                             fill)
                out.setdefault(result.tobytes(), (first[0], second[0], result.astype(np.int64)))
    return out


@pytest.mark.parametrize("policy", list(vision.AutoAugmentPolicy))
def test_mindspore_auto_augmentations_are_ones_msbridge_can_give(policy):
    """MindSpore's 150 eager AutoAugment outputs per policy are sub-policy outputs msbridge can give: bit for bit,
    except sub-policies with a colour-factor step (one grey level in a few pixels, up to 3 after Equalize)."""
    img = np.random.RandomState(42).randint(0, 256, (16, 16, 3)).astype(np.uint8)
    reachable = _auto_reachable(img, policy, vision.Inter.BILINEAR, (10, 20, 30))
    near = 0
    for sample in G.arrays[f"auto_augment.samples.{policy.value}.0"]:
        if sample.tobytes() in reachable:
            continue
        first, second, closest = min(reachable.values(), key=lambda item: np.abs(item[2] - sample).sum())
        # a colour-factor step one grey level off, which a following Equalize may spread to 3
        assert _FACTOR_OPS & {first, second} and np.abs(closest - sample).max() <= 3, (first, second)
        near += 1
    assert near <= 30
