"""Issue 17, random_prims branch (golden/cases_ops_random_prims_more.py): gamma / poisson / Poisson and their
composite doors, the fractional pools, Cauchy, the truncated normals, Randperm, the candidate samplers,
ComputeAccidentalHits and rrelu. MindSpore's errors, deterministic values and gradients are golden; the
distributions are checked statistically (draws cannot match MindSpore's streams); for the ops MindSpore 2.10 runs
on GPU or Ascend only, its docstrings' values."""
import math

import check_ops
import numpy as np
import pytest

import msbridge as ms
from msbridge import Tensor, ops


@pytest.mark.parametrize("key", check_ops.keys("ops_random_prims_more"))
def test_recorded(key):
    check_ops.check("ops_random_prims_more", key)


@pytest.mark.parametrize("key", check_ops.keys("ops_random_prims_more_rules"))
def test_recorded_rules(key):
    check_ops.check("ops_random_prims_more_rules", key)


def test_composite_doors_are_the_ops_functions():
    assert ops.composite.laplace is ops.laplace
    assert ops.composite.gamma is ops.gamma and ops.composite.poisson is ops.poisson


def test_gamma_shapes_of_mindspores_docstring_and_its_moments():
    alpha, beta = Tensor([[3., 4.], [5., 6.]]), Tensor([1.0])
    assert ops.gamma((3, 1, 2), alpha, beta, seed=5).shape == (3, 2, 2)
    out = ops.gamma((3, 1, 2), alpha, Tensor([1.0, 2.0]), seed=5)
    assert out.shape == (3, 2, 2) and out.dtype == ms.float32
    ms.set_seed(4)
    draws = ops.gamma((20000, 2), Tensor([2.0, 5.0]), Tensor([3.0, 0.5])).asnumpy()
    # beta is the scale: mean alpha * beta, variance alpha * beta ** 2 (within about 5 standard deviations)
    np.testing.assert_allclose(draws.mean(0), [6.0, 2.5], rtol=0.05)
    np.testing.assert_allclose(draws.var(0), [18.0, 1.25], rtol=0.1)
    assert (draws > 0).all()


def test_gamma_seed_gives_a_reproducible_draw():
    args = ((4, 3), Tensor([1.5]), Tensor([2.0]))
    np.testing.assert_array_equal(ops.gamma(*args, seed=3).asnumpy(), ops.gamma(*args, seed=3).asnumpy())


def test_poisson_shapes_of_mindspores_docstring_and_its_moments():
    assert ops.poisson((4, 1), Tensor([5.0, 10.0]), seed=5).shape == (4, 2)
    out = ops.poisson((2, 2), Tensor([[5.0, 10.0], [5.0, 1.0]]), seed=5)
    assert out.shape == (2, 2) and out.dtype == ms.int32  # the dtype the Poisson primitive infers
    ms.set_seed(2)
    draws = ops.Poisson()((20000, 2), Tensor([1.5, 7.0])).asnumpy()
    np.testing.assert_allclose(draws.mean(0), [1.5, 7.0], rtol=0.04)
    np.testing.assert_allclose(draws.var(0), [1.5, 7.0], rtol=0.08)
    assert (draws >= 0).all()


def test_poisson_primitive_stream_advances_and_repeats_with_its_seeds():
    first, second = ops.Poisson(3, 4), ops.Poisson(3, 4)
    a, b = first((50,), Tensor([4.0])).asnumpy(), first((50,), Tensor([4.0])).asnumpy()
    np.testing.assert_array_equal(a, second((50,), Tensor([4.0])).asnumpy())
    assert (a != b).any()


def test_fixed_ksize_pool_of_mindspores_docstring():
    x = Tensor(np.array([0.3220, 0.9545, 0.7879, 0.0975, 0.3698, 0.5135, 0.5740, 0.3435, 0.1895, 0.8764, 0.9581,
                         0.4760, 0.9014, 0.8522, 0.3664, 0.4980, 0.9673, 0.9879, 0.6988, 0.9022, 0.9304, 0.1558,
                         0.0153, 0.1559, 0.9852]).reshape([1, 1, 5, 5]), ms.float32)
    y, argmax = ops.FractionalMaxPoolWithFixedKsize(2, (2, 2), "NCHW")(x, Tensor(np.array([[[0.8, 0.8]]]), ms.float32))
    np.testing.assert_allclose(y.asnumpy(), [[[[0.9545, 0.8764], [0.9673, 0.9852]]]], rtol=1e-6)
    np.testing.assert_array_equal(argmax.asnumpy(), [[[[1, 9], [16, 24]]]])


def test_fixed_ksize_3d_pool_of_mindspores_docstring():
    x = Tensor(np.arange(1, 17).reshape([1, 1, 2, 2, 4]), ms.float32)
    out, argmax = ops.FractionalMaxPool3DWithFixedKsize(ksize=(1, 1, 1), output_shape=(1, 1, 2))(
        x, Tensor(np.array([0.7, 0.7, 0.7]).reshape([1, 1, 3]), ms.float32))
    np.testing.assert_array_equal(out.asnumpy(), [[[[[13., 16.]]]]])
    np.testing.assert_array_equal(argmax.asnumpy(), [[[[[12, 15]]]]])


def test_compute_accidental_hits_of_mindspores_docstring():
    # (no CPU kernel in MindSpore 2.10: its docstring's values)
    indices, ids, weights = ops.ComputeAccidentalHits(2)(Tensor(np.array([[1, 2], [0, 4], [3, 3]])),
                                                         Tensor(np.array([0, 1, 2, 3, 4])))
    np.testing.assert_array_equal(indices.asnumpy(), [0, 0, 1, 1, 2, 2])
    np.testing.assert_array_equal(ids.asnumpy(), [1, 2, 0, 4, 3, 3])
    np.testing.assert_array_equal(weights.asnumpy(), np.full(6, -3.4028235e+38, np.float32))
    assert (indices.dtype, ids.dtype, weights.dtype) == (ms.int32, ms.int64, ms.float32)
    indices, ids, _ = ops.ComputeAccidentalHits(2)(Tensor(np.array([[1, 2], [0, 4]])), Tensor(np.array([4, 1, 4])))
    np.testing.assert_array_equal(indices.asnumpy(), [0, 1, 1])
    np.testing.assert_array_equal(ids.asnumpy(), [1, 0, 2])


def test_randperm_pads_a_permutation_as_mindspores_docstring_shows():
    # (MindSpore 2.10 runs Randperm on Ascend and GPU only)
    ms.set_seed(1)
    out = ops.Randperm(max_length=30, pad=-1)(Tensor([20], dtype=ms.int32))
    assert out.shape == (30,) and out.dtype == ms.int32
    np.testing.assert_array_equal(np.sort(out.asnumpy()[:20]), np.arange(20))
    np.testing.assert_array_equal(out.asnumpy()[20:], np.full(10, -1))
    assert ops.Randperm(5, 0, ms.int64)(Tensor([0], ms.int64)).asnumpy().tolist() == [0] * 5
    firsts = [int(ops.Randperm(4)(Tensor([4], ms.int32)).asnumpy()[0]) for _ in range(800)]
    assert np.all(np.abs(np.bincount(firsts, minlength=4) / 800 - 0.25) < 0.08)  # about 5 standard deviations
    with pytest.raises(ValueError):
        ops.Randperm(3)(Tensor([4], ms.int32))


def test_cauchy_median_and_quartiles():
    ms.set_seed(5)
    draws = ops.Cauchy([40000], 1.0, 2.0)().asnumpy()
    assert draws.dtype == np.float32
    # median 1, quartiles median -/+ sigma (the mean does not exist)
    np.testing.assert_allclose(np.percentile(draws, [25, 50, 75]), [-1.0, 1.0, 3.0], atol=0.1)


def test_truncated_normals_stay_in_their_bounds_with_the_right_moments():
    ms.set_seed(6)
    draws = ops.TruncatedNormal()(Tensor(np.array([200, 200]), ms.int32)).asnumpy()
    assert draws.min() >= -2 and draws.max() <= 2
    assert abs(draws.mean()) < 0.02 and abs(draws.var() - 0.774) < 0.02  # N(0, 1) truncated to [-2, 2]
    mean, std = Tensor([0.0, 5.0]), Tensor([1.0, 2.0])
    out = ops.ParameterizedTruncatedNormal()(Tensor(np.array([2, 20000]), ms.int32), mean, std, Tensor([0.0, 3.0]),
                                             Tensor([10.0, 5.0])).asnumpy()
    assert out[0].min() >= 0 and out[1].min() >= 3 and out[1].max() <= 5
    np.testing.assert_allclose(out[0].mean(), np.sqrt(2 / np.pi), atol=0.03)  # half-normal mean
    # N(5, 2) truncated to [3, 5]: 5 + 2 (pdf(-1) - pdf(0)) / (cdf(0) - cdf(-1)) in standard units
    pdf = lambda z: math.exp(-z * z / 2) / math.sqrt(2 * math.pi)  # noqa: E731
    cdf = lambda z: (1 + math.erf(z / math.sqrt(2))) / 2  # noqa: E731
    np.testing.assert_allclose(out[1].mean(), 5 + 2 * (pdf(-1) - pdf(0)) / (cdf(0) - cdf(-1)), atol=0.03)


def test_rrelu_slopes_are_uniform_in_lower_upper():
    ms.set_seed(8)
    out = ops.rrelu(Tensor(np.full(20000, -1.0, np.float32)), 0.2, 0.6).asnumpy()
    slopes = -out
    assert slopes.min() >= 0.2 and slopes.max() <= 0.6
    np.testing.assert_allclose([slopes.mean(), slopes.var()], [0.4, 0.4 ** 2 / 12], rtol=0.05)
    np.testing.assert_array_equal(ops.rrelu(Tensor([0.0, 3.0])).asnumpy(), [0.0, 3.0])


def test_candidate_samplers_draw_their_distributions():
    ms.set_seed(9)
    true = Tensor(np.array([[1], [3]], np.int64))
    draws = np.concatenate([ops.uniform_candidate_sampler(true, 1, 4, False, 5)[0].asnumpy() for _ in range(1000)])
    assert np.all(np.abs(np.bincount(draws, minlength=5) / 4000 - 0.2) < 0.035)
    for _ in range(20):
        sampled = ops.UniformCandidateSampler(1, 3, True, 8, 0, True)(true)[0].asnumpy()
        assert len(set(sampled)) == 3 and not set(sampled) & {1, 3}
    sampled = ops.uniform_candidate_sampler(true, 1, 5, True, 5, 0, True)[0].asnumpy()
    assert sorted(sampled[:3]) == [0, 2, 4] and sorted(sampled[3:]) == [1, 3]  # the true classes come last
    draws = np.concatenate([ops.log_uniform_candidate_sampler(true, 1, 5, False, 6)[0].asnumpy() for _ in range(1000)])
    expected = np.log((np.arange(6) + 2) / (np.arange(6) + 1)) / np.log(7)
    assert np.all(np.abs(np.bincount(draws, minlength=6) / 5000 - expected) < 0.03)
    sampled, true_count, sampled_count = ops.LogUniformCandidateSampler(1, 4, True, 6)(true)
    assert len(set(sampled.asnumpy())) == 4 and (true_count.asnumpy() > 0).all() and (sampled_count.asnumpy() < 1).all()


@pytest.mark.parametrize("pseudo_random", [False, True])
def test_fractional_pooling_sequences_cover_the_input_in_cells_of_floor_or_ceil(pseudo_random):
    ms.set_seed(10)
    x = Tensor(np.random.RandomState(0).rand(1, 10, 13, 2).astype(np.float32))
    seen = set()
    for _ in range(30):
        y, rows, cols = ops.FractionalMaxPool([1.0, 1.4, 1.7, 1.0], pseudo_random)(x)
        for seq, size, out in ((rows.asnumpy(), 10, 7), (cols.asnumpy(), 13, 7)):
            assert seq[0] == 0 and seq[-1] == size and len(seq) == out + 1
            assert set(np.diff(seq)) <= {size // out, size // out + 1}
        r, c = rows.asnumpy(), cols.asnumpy()
        expect = [[x.asnumpy()[0, r[i]:r[i + 1], c[j]:c[j + 1]].max((0, 1)) for j in range(7)] for i in range(7)]
        np.testing.assert_array_equal(y.asnumpy()[0], expect)
        seen.add(tuple(r))
    assert len(seen) > 1  # the cells move from draw to draw
    first = ops.FractionalAvgPool([1.0, 1.4, 1.7, 1.0], deterministic=True, seed=3)(x)[1].asnumpy()
    np.testing.assert_array_equal(
        first, ops.FractionalAvgPool([1.0, 1.4, 1.7, 1.0], deterministic=True, seed=3)(x)[1].asnumpy())
