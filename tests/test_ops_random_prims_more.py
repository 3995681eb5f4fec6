"""Issue 17, random_prims branch (golden/cases_ops_random_prims_more.py): gamma / poisson / Poisson and their
composite doors, the fixed-ksize fractional max pools. MindSpore's errors, values and gradients are golden; the
distributions are checked statistically (draws cannot match MindSpore's streams)."""
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
