"""Issue 17, more random primitives (golden/cases_ops_random_prims_extra.py): Bernoulli, RandpermV2,
NonDeterministicInts, RandomChoiceWithMask / ops.choice_with_mask. MindSpore's dtypes, shapes and errors are
golden; the distributions are checked statistically (draws cannot match MindSpore's streams)."""
import check_ops
import numpy as np
import pytest

import msbridge as ms
from msbridge import Tensor, ops


@pytest.mark.parametrize("key", check_ops.keys("ops_random_prims_extra"))
def test_recorded(key):
    check_ops.check("ops_random_prims_extra", key)


@pytest.mark.parametrize("key", check_ops.keys("ops_random_prims_extra_rules"))
def test_recorded_rules(key):
    check_ops.check("ops_random_prims_extra_rules", key)


def test_bernoulli_draws_ones_with_probability_p():
    ms.set_seed(7)
    draws = ops.Bernoulli()(Tensor(np.zeros(20000, np.float32)), 0.3).asnumpy()
    assert set(np.unique(draws)) <= {0.0, 1.0}
    assert abs(draws.mean() - 0.3) < 0.015  # 5 standard deviations of the mean of 20000 draws


def test_bernoulli_seed_gives_a_reproducible_draw():
    x = Tensor(np.zeros(64, np.float32))
    np.testing.assert_array_equal(ops.Bernoulli(seed=11)(x, 0.5).asnumpy(), ops.Bernoulli(seed=11)(x, 0.5).asnumpy())


def test_randperm_v2_is_a_permutation_of_range_n():
    ms.set_seed(3)
    perms = [ops.RandpermV2()(6).asnumpy() for _ in range(200)]
    for p in perms:
        np.testing.assert_array_equal(np.sort(p), np.arange(6))
    first = np.bincount([p[0] for p in perms], minlength=6) / 200
    assert np.all(np.abs(first - 1 / 6) < 0.14)  # about 5 standard deviations of a frequency of 200 draws


def test_non_deterministic_ints_cover_the_dtype_range():
    draws = ops.NonDeterministicInts(ms.int32)(Tensor([2000, 2], ms.int32)).asnumpy()
    assert draws.dtype == np.int32
    assert (draws < 0).mean() == pytest.approx(0.5, abs=0.04)
    assert draws.min() < -2 ** 30 and draws.max() > 2 ** 30


def test_choice_with_mask_picks_each_true_element_uniformly():
    ms.set_seed(5)
    x = Tensor(np.array([[True, False, True], [True, True, False]]))
    picks = []
    for _ in range(2000):
        coords, mask = ops.choice_with_mask(x, 1)
        assert mask.asnumpy().tolist() == [True]
        picks.append(tuple(coords.asnumpy()[0]))
    assert set(picks) == {(0, 0), (0, 2), (1, 0), (1, 1)}
    freq = np.array([picks.count(c) for c in sorted(set(picks))]) / 2000
    assert np.all(np.abs(freq - 0.25) < 0.05)  # about 5 standard deviations


def test_random_choice_with_mask_returns_every_true_element_once_when_count_allows():
    coords, mask = ops.RandomChoiceWithMask(6, 1, 2)(Tensor(np.array([[True, False, True], [True, True, False]])))
    rows = coords.asnumpy()[mask.asnumpy()]
    assert sorted(map(tuple, rows)) == [(0, 0), (0, 2), (1, 0), (1, 1)]
    np.testing.assert_array_equal(coords.asnumpy()[~mask.asnumpy()], np.zeros((2, 2)))
