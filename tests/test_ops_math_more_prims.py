"""Issue 17, math, linear-algebra and layout primitives (golden/cases_ops_math_more_prims.py) against MindSpore 2.10.
MindSpore 2.10's CPU build has no kernel for Ormqr, Quantile, EuclideanNorm, CountNonZero, Fmin, Fills,
HistogramFixedWidth, ConfusionMatrix, AccumulateNV2, BatchToSpace and SpaceToBatch: their argument errors are
goldens, their values those of MindSpore's own GPU tests (mindspore-ai/mindspore, tests/st/ops/gpu/<file> named per
case) or, where it has none, of its docstring examples (which print MindSpore's results)."""
import json

import check_ops
import goldens
import numpy as np
import pytest
import record_ops
import record_tensor

import msbridge as ms
from msbridge import Tensor, ops

AREA = "ops_math_more_prims"
# FFTs and least squares: float32 rounding noise around exact zeros (|error| ~1e-7) on both sides
NOISY_GROUPS = ("fft|", "matrix|ops.MatrixSolveLs")


@pytest.mark.parametrize("key", check_ops.keys(AREA))
def test_recorded(key):
    if not key.startswith(NOISY_GROUPS):
        check_ops.check(AREA, key)
        return
    golden = goldens.load(AREA)[key]
    actual = record_tensor.outcome(record_tensor.case_of(record_ops.AREAS[AREA][0], key), ms)
    if "error" in golden or "error" in actual:
        assert goldens.outcome_difference(actual, golden) is None
    else:
        problem = goldens.difference(*(_parsed(d) for d in (actual, golden)), rtol=1e-5, atol=1e-5)
        assert problem is None, problem


def _parsed(described):
    """An outcome description with its array value (JSON text) read back into lists."""
    return dict(described, value=json.loads(described["value"])) if described.get("kind") == "Tensor" else described


def _f32(values):
    return Tensor(np.array(values, np.float32))


def test_ormqr_gives_mindspore_gpus_values():
    # test_ormqr_op.py: rank 2 with left=False, rank 3 batched with left=True (float64)
    x = np.array([[-114.6, 10.9, 1.1], [-0.304, 38.07, 69.38], [-0.45, -0.17, 62]])
    other = np.array([[15.5862, 10.6579, 63.8084], [0.1885, -10.0553, 4.4496]])
    expect = np.array([[270.6946003, 553.6791758, -156.4879992], [-19.1850094, 64.0901946, 1.5641681]])
    got = ops.Ormqr(False, False)(Tensor(x), Tensor(np.array([15.5862, 10.6579])), Tensor(other))
    np.testing.assert_allclose(got.asnumpy(), expect, rtol=1e-5, atol=1e-5)
    xb = np.array([[[1.1090, -1.4204], [11.4252, -3.1697], [-0.5425, -0.1447]],
                   [[7.3681, -0.0566], [2.8972, 5.1619], [3.3822, 0.5040]]])
    tau = np.array([[15.5862, 10.6579], [0.1885, -10.0553]])
    otherb = np.array([[[0.8128, 0.6689], [0.8259, 0.0635], [-8.0096, -0.1519]],
                       [[10.6672, 1.0428], [6.7381, 3.4068], [0.3646, 6.7011]]])
    expect = np.array([[[3566.3712760, 140.9990169], [40716.8898503, 1602.4521151], [-1939.2639809, -76.1491614]],
                       [[-55.6311772, -64.4607712], [-115.7401958, -118.1534389], [-188.7906847, -180.4638580]]])
    for got in (ops.Ormqr()(Tensor(xb), Tensor(tau), Tensor(otherb)), ops.ormqr(Tensor(xb), Tensor(tau), Tensor(otherb)),
                Tensor(xb).ormqr(Tensor(tau), Tensor(otherb))):
        np.testing.assert_allclose(got.asnumpy(), expect, rtol=1e-5, atol=1e-5)


def test_ormqr_transpose_undoes_the_product():
    a, tau = ops.geqrf(_f32([[2., 1., 0.], [1., 3., 1.], [0., 1., 4.], [1., 0., 1.]]))
    c = _f32(np.arange(8).reshape(4, 2))
    back = ops.ormqr(a, tau, ops.ormqr(a, tau, c), transpose=True)
    np.testing.assert_allclose(back.asnumpy(), c.asnumpy(), atol=1e-5)


def test_quantile_gives_mindspore_gpus_values():
    # test_quantile_op.py: dim 0 with keep_dims, float32 and float64
    x = np.array([[1.0, 5.0, 9.0, 13], [2, 6, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16]])
    expect = np.array([[[1.75, 5.75, 9.75, 13.75]], [[2.5, 6.5, 10.5, 14.5]], [[3.25, 7.25, 11.25, 15.25]]])
    for dtype in (np.float32, np.float64):
        got = ops.Quantile(dim=0, keep_dims=True)(Tensor(x.astype(dtype)), Tensor(np.array([0.25, 0.5, 0.75], dtype)))
        assert got.dtype == ms.float32 if dtype == np.float32 else ms.float64
        np.testing.assert_allclose(got.asnumpy(), expect, rtol=1e-5)
    # the docstring example; ignore_nan is ops.nanquantile
    got = ops.Quantile()(_f32([0.0700, -0.5446, 0.9214]), _f32([0, 0.5, 1]))
    np.testing.assert_allclose(got.asnumpy(), [-0.5446, 0.07, 0.9214], rtol=1e-6)
    got = ops.Quantile(ignore_nan=True)(_f32([1., float("nan"), 3.]), _f32([0.5]))
    np.testing.assert_allclose(got.asnumpy(), [2.], rtol=1e-6)


_EN_X = np.array([[[4, 0, 9, 5, 5], [9, 9, 5, 6, 5], [8, 6, 9, 3, 8], [7, 0, 3, 5, 9]],
                  [[4, 1, 0, 0, 3], [4, 9, 5, 2, 5], [6, 4, 3, 3, 6], [8, 4, 8, 2, 5]],
                  [[0, 5, 6, 6, 7], [8, 4, 9, 6, 9], [4, 6, 9, 1, 0], [1, 4, 8, 2, 7]]])


@pytest.mark.parametrize("dtype", [np.int8, np.int16, np.int32, np.int64, np.uint8, np.float16, np.float32, np.float64,
                                   np.complex64, np.complex128])
def test_euclidean_norm_gives_mindspore_gpus_values(dtype):
    # test_euclidean_norm_op.py: axes [0] and [1, 2] of every dtype (integers truncated)
    expect0 = np.array([[5.65685425, 5.09901951, 10.81665383, 7.81024968, 9.11043358],
                        [12.68857754, 13.34166406, 11.44552314, 8.71779789, 11.44552314],
                        [10.77032961, 9.38083152, 13.07669683, 4.35889894, 10],
                        [10.67707825, 5.65685425, 11.70469991, 5.74456265, 12.4498996]]).astype(dtype)
    expect12 = np.array([28.51315486, 21.3541565, 26.30589288]).astype(dtype)
    tol = 1e-3 if dtype == np.float16 else 1e-6
    for axes, expect in ((np.array([0], np.int32), expect0), (np.array([1, 2], np.int64), expect12)):
        got = ops.EuclideanNorm()(Tensor(_EN_X.astype(dtype)), Tensor(axes)).asnumpy()
        assert got.dtype == dtype
        np.testing.assert_allclose(got, expect, rtol=tol, atol=tol)


def test_euclidean_norm_keep_dims_and_all_axes_give_mindspore_gpus_values():
    x = np.array([[[[-4.5, -1.5], [7.0, 6.0]], [[2.5, 0.5], [3.0, 9.0]]],
                  [[[-4.5, -1.5], [7.0, 6.0]], [[2.5, 0.5], [3.0, 9.0]]]]).astype(np.complex64)
    got = ops.EuclideanNorm(True)(Tensor(x), Tensor(np.array([0, 2], np.int32)))
    np.testing.assert_allclose(got.asnumpy(), [[[[11.7686023, 8.74642784]], [[5.52268051, 12.74754878]]]], rtol=1e-6)
    x = np.array([[[2, 0, 4], [2, 5, 2], [9, 8, 6]], [[2, 7, 7], [3, 6, 8], [7, 7, 2]], [[6, 0, 7], [1, 1, 7], [8, 5, 3]]])
    got = ops.EuclideanNorm()(Tensor(x.astype(np.float32)), Tensor(np.array([0, 1, 2], np.int64)))
    np.testing.assert_allclose(got.asnumpy(), 27.946377, rtol=1e-6)
    # the docstring example
    got = ops.EuclideanNorm(keep_dims=True)(Tensor(np.array([[3, 5], [4, 12]]).astype(np.int32)), Tensor([0]))
    np.testing.assert_array_equal(got.asnumpy(), [[5, 13]])


def test_batch_to_space_and_space_to_batch_give_mindspore_gpus_values():
    # test_batchtospace_op.py and test_spacetobatch_op.py (float32 and float16, block 2, no crops or paddings)
    for dtype in (np.float32, np.float16):
        got = ops.BatchToSpace(2, [[0, 0], [0, 0]])(Tensor(np.arange(16).reshape(4, 1, 2, 2).astype(dtype)))
        np.testing.assert_array_equal(got.asnumpy(), np.array(
            [[[[0, 4, 1, 5], [8, 12, 9, 13], [2, 6, 3, 7], [10, 14, 11, 15]]]]).astype(dtype))
        got = ops.SpaceToBatch(2, [[0, 0], [0, 0]])(Tensor(np.arange(16).reshape(1, 1, 4, 4).astype(dtype)))
        np.testing.assert_array_equal(got.asnumpy(), np.array(
            [[[[0, 2], [8, 10]]], [[[1, 3], [9, 11]]], [[[4, 6], [12, 14]]], [[[5, 7], [13, 15]]]]).astype(dtype))


def test_space_to_batch_pads_and_batch_to_space_crops_back():
    x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 1, 3, 4))
    batched = ops.SpaceToBatch(2, [[1, 0], [0, 2]])(x)
    assert batched.shape == (8, 1, 2, 3)
    np.testing.assert_array_equal(ops.BatchToSpace(2, [[1, 0], [0, 2]])(batched).asnumpy(), x.asnumpy())


def test_accumulate_n_gives_mindspore_gpus_values():
    # test_accumulatenv2_op.py: float32 and float64
    x, y = Tensor(np.array([1, 1, 1, 1]), ms.float32), Tensor(np.array([3, 3, 3, 3]), ms.float32)
    np.testing.assert_array_equal(ops.AccumulateNV2()((x, y, x, y, x, y, y, y, y)).asnumpy(), [21, 21, 21, 21])
    m, n = Tensor(np.array([2, 2, 2]), ms.float64), Tensor(np.array([3, 3, 3]), ms.float64)
    got = ops.accumulate_n([m, n, m, n])
    assert got.dtype == ms.float64
    np.testing.assert_array_equal(got.asnumpy(), [10, 10, 10])


def test_histogram_fixed_width_gives_mindspore_gpus_values():
    # test_histogram_fixed_width_op.py (int32 1-D, float16 2-D) and the docstring example (out-of-range values)
    got = ops.HistogramFixedWidth(5)(Tensor(np.arange(0, 10).astype(np.int32)), Tensor(np.array([0, 10], np.int32)))
    assert got.dtype == ms.int32
    np.testing.assert_array_equal(got.asnumpy(), [2, 2, 2, 2, 2])
    x = np.array([np.arange(-5, -1), np.arange(4, 8)]).astype(np.float16)
    got = ops.HistogramFixedWidth(5)(Tensor(x), Tensor(np.array([0, 10], np.float16)))
    np.testing.assert_array_equal(got.asnumpy(), [4, 0, 2, 2, 0])
    got = ops.HistogramFixedWidth(5)(Tensor([-1.0, 0.0, 1.5, 2.0, 5.0, 15], ms.float16),
                                     Tensor([0.0, 5.0], ms.float16))
    np.testing.assert_array_equal(got.asnumpy(), [2, 1, 1, 0, 2])


@pytest.mark.parametrize("dtype", [np.int8, np.int16, np.int32, np.float16, np.float32])
@pytest.mark.parametrize("shape", [(), (2,), (2, 3), (2, 2, 3, 3, 4)])
def test_fills_gives_mindspore_gpus_values(dtype, shape):
    # test_fills_op.py: every dtype and shape filled with 4.0, keeping the dtype
    x = Tensor(np.random.default_rng(0).standard_normal(shape).astype(dtype))
    for got in (ops.fills(x, 4.0), ops.Fills()(x, 4.0), x.fills(4.0)):
        assert got.dtype == x.dtype and got.shape == shape
        np.testing.assert_array_equal(got.asnumpy(), np.full(shape, 4, dtype))


def test_fills_values_overflow_and_non_finite_as_mindspore_gpus():
    # test_fills_op.py: an int, a float or a 0-d Tensor value; inf and nan in float dtypes; RuntimeError for a value
    # that the dtype cannot hold (2**32 in int8..int32 and float16) and for inf or nan in integer dtypes
    x = Tensor(np.zeros((2, 3), np.int32))
    for value in (4, 4.0, Tensor(np.float32(4))):
        np.testing.assert_array_equal(ops.fills(x, value).asnumpy(), np.full((2, 3), 4, np.int32))
    for dtype in (np.float16, np.float32):
        y = Tensor(np.zeros((2, 3), dtype))
        assert np.isnan(y.fills(float("nan")).asnumpy()).all()
        assert (y.fills(float("-inf")).asnumpy() == -np.inf).all()
    for dtype in (np.int8, np.int16, np.int32, np.float16):
        with pytest.raises(RuntimeError, match="Fills-op"):
            ops.fills(Tensor(np.zeros((2, 3), dtype)), float(2 ** 32))
    for value in (float("inf"), float("-inf"), float("nan")):
        with pytest.raises(RuntimeError, match="Fills-op"):
            x.fills(value)
    with pytest.raises(TypeError, match="ops.fills"):
        ops.fills(x, [2])


def test_fmin_docstring_values_and_nan_rule():
    # MindSpore has no GPU test file for Fmin: its docstring example, and its documented NaN rule (the other element)
    x1, x2 = _f32([1.0, 5.0, 3.0]), _f32([4.0, 2.0, 6.0])
    for got in (ops.Fmin()(x1, x2), ops.fmin(x1, x2), x1.fmin(x2)):
        np.testing.assert_array_equal(got.asnumpy(), [1., 2., 3.])
    got = ops.fmin(_f32([float("nan"), 1., float("nan")]), _f32([2., float("nan"), float("nan")]))
    np.testing.assert_array_equal(got.asnumpy(), [2., 1., float("nan")])
    got = ops.fmin(Tensor([3, -1], ms.int32), Tensor([2., 7.], ms.float64))
    assert got.dtype == ms.float64
    np.testing.assert_array_equal(got.asnumpy(), [2., -1.])


def test_count_non_zero_and_confusion_matrix_docstring_values():
    # no GPU test files: the docstring examples, plus all dims and a weighted matrix
    x = Tensor([[0, 0, 1], [1, 1, 2], [0, 0, 1]], dtype=ms.int64)
    np.testing.assert_array_equal(ops.CountNonZero(dims=[1])(x).asnumpy(), [1, 3, 1])
    assert ops.CountNonZero()(x).asnumpy() == 5 and ops.CountNonZero(0)(x).asnumpy().tolist() == [1, 1, 3]
    cm = ops.ConfusionMatrix(4)(Tensor([0, 1, 1, 3], ms.int32), Tensor([1, 2, 1, 3], ms.int32))
    assert cm.dtype == ms.int32
    np.testing.assert_array_equal(cm.asnumpy(), [[0, 1, 0, 0], [0, 1, 1, 0], [0, 0, 0, 0], [0, 0, 0, 1]])
    weighted = ops.ConfusionMatrix(3)(Tensor([0, 2, 2], ms.int32), Tensor([0, 2, 1], ms.int32), _f32([0.5, 2., 3.]))
    np.testing.assert_array_equal(weighted.asnumpy(), [[0.5, 0, 0], [0, 0, 0], [0, 3., 2.]])


def test_tridiagonal_matmul_equals_the_dense_product_and_its_gradient():
    # MindSpore's own gradient of TridiagonalMatMul raises; msbridge's is the dense product's
    rng = np.random.default_rng(0)
    up, main, low = (rng.standard_normal((2, 1, 4)).astype(np.float32) for _ in range(3))
    rhs = rng.standard_normal((2, 4, 3)).astype(np.float32)
    dense = np.stack([np.diag(m[0]) + np.diag(u[0, :-1], 1) + np.diag(l_[0, 1:], -1)
                      for u, m, l_ in zip(up, main, low)])
    got = ops.TridiagonalMatMul()(Tensor(up), Tensor(main), Tensor(low), Tensor(rhs))
    np.testing.assert_allclose(got.asnumpy(), dense @ rhs, rtol=1e-5, atol=1e-6)
    grads = ms.grad(lambda *a: ops.TridiagonalMatMul()(*a).sum(), (0, 1, 2, 3))(
        Tensor(up), Tensor(main), Tensor(low), Tensor(rhs))
    row_sums = rhs.sum(-1)  # d sum / d A[i, j] = sum_k rhs[j, k]
    np.testing.assert_allclose(grads[1].asnumpy()[:, 0], row_sums, rtol=1e-5)
    np.testing.assert_allclose(grads[0].asnumpy()[:, 0, :-1], row_sums[:, 1:], rtol=1e-5)
    np.testing.assert_allclose(grads[2].asnumpy()[:, 0, 1:], row_sums[:, :-1], rtol=1e-5)
    np.testing.assert_allclose(grads[3].asnumpy(), np.broadcast_to(dense.sum(1)[..., None], rhs.shape), rtol=1e-5)


def test_matrix_solve_ls_fast_and_complete_paths_agree_without_regularization():
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal((2, 5, 3)), rng.standard_normal((2, 5, 2))
    zero = Tensor(0.0, ms.float64)
    fast = ops.MatrixSolveLs()(Tensor(a), Tensor(b), zero).asnumpy()
    robust = ops.MatrixSolveLs(False)(Tensor(a), Tensor(b), zero).asnumpy()
    np.testing.assert_allclose(fast, robust, rtol=1e-8, atol=1e-10)
    np.testing.assert_allclose(fast[0], np.linalg.lstsq(a[0], b[0], rcond=None)[0], rtol=1e-8, atol=1e-10)
