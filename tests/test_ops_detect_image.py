"""Issue 17, detection and image primitives (golden/cases_ops_detect_image.py) against MindSpore 2.10 (values,
errors, gradients): ROIAlign, NMSWithMask, NonMaxSuppressionWithOverlaps, CombinedNonMaxSuppression, ResizeBicubic,
ResizeArea, ScaleAndTranslate, ExtractVolumePatches, DeformableOffsets, ops.deformable_conv2d, ExtractGlimpse,
ops.upsample, ops.padding; NonMaxSuppressionV3 and Dilation2D, which MindSpore's CPU build cannot run, against
its docstring, its GPU test and their definitions."""
import check_ops
import goldens
import numpy as np
import record_ops
import record_tensor
import pytest

import msbridge as ms
from msbridge import Tensor, ops

_BOX_TIE = ("scale_translate|ops.ScaleAndTranslate('box', True)(Tensor(np.random.RandomState(0).rand(2, 5, 7, 3)"
            ".astype(np.float32)), Tensor(np.array([3, 4], np.int32)), Tensor(np.array([0.6, 0.57], np.float32)), "
            "Tensor(np.array([0.3, -0.5], np.float32)))")
_OFFSET_GRAD = "grads|deformable_conv2d_offsets"
KNOWN_DIFFERENCES = {_OFFSET_GRAD: "float32 rounding of the offsets' gradient (differences of neighbouring pixels): "
                                   "within 5e-5 relative of MindSpore's, checked by test_deformable_offsets_gradient",
                     "grads|roi_align_mode0": "MindSpore 2.10's ROIAlignGrad ignores roi_end_mode=0: it differentiates "
                                             "the roi_end_mode=1 regions; msbridge gives the gradient of its output",
                     _BOX_TIE: "a box-kernel tap 0.5000001 from its sample (float32): MindSpore 2.10 weighs it "
                               "0.5, msbridge 0 (TensorFlow's rule, exactly 0.5 gets 0.5)"}


@pytest.mark.parametrize("key", check_ops.keys("ops_detect_image"))
def test_recorded(key):
    check_ops.check("ops_detect_image", key, KNOWN_DIFFERENCES)


@pytest.mark.parametrize("key", check_ops.keys("ops_detect_image_rules"))
def test_recorded_rules(key):
    check_ops.check("ops_detect_image_rules", key)


@pytest.mark.parametrize("noise, uniform_noise, mean, std, low, high", [
    ("uniform", False, 0.0, 2 / 12 ** 0.5, -1.0, 1.0), ("uniform", True, 0.0, 2 / 12 ** 0.5, -1.0, 1.0),
    ("gaussian", False, 10.0, 0.5, None, None)])
def test_extract_glimpse_noise(noise, uniform_noise, mean, std, low, high):
    # MindSpore 2.10's CPU kernel fills pixels off the image from U(-1, 1) or N(10, 0.5), whatever the image
    import torch
    torch.manual_seed(7)
    image = np.arange(60, dtype=np.float32).reshape(1, 5, 6, 2)
    out = ops.ExtractGlimpse(False, False, uniform_noise, noise)(
        Tensor(image), Tensor(np.array([60, 60], np.int32)), Tensor(np.array([[-100., -100.]], np.float32))).asnumpy()
    assert abs(out.mean() - mean) < 0.05 and abs(out.std() - std) < 0.05
    if low is not None:
        assert low <= out.min() and out.max() <= high
    inside = ops.ExtractGlimpse(False, False, uniform_noise, noise)(
        Tensor(image), Tensor(np.array([3, 4], np.int32)), Tensor(np.array([[2.5, 3.]], np.float32))).asnumpy()
    np.testing.assert_array_equal(inside, image[:, 1:4, 1:5])  # a window on the image draws no noise


def test_deformable_offsets_gradient():
    # msbridge's gradient in float64 is as far from MindSpore's float32 one: their rounding, not a formula
    golden = goldens.load("ops_detect_image")[_OFFSET_GRAD]
    actual = record_tensor.outcome(record_tensor.case_of(record_ops.AREAS["ops_detect_image"][0], _OFFSET_GRAD),
                                   ms)
    assert goldens.difference(goldens._parsed(actual), goldens._parsed(golden), 1e-4, 1e-6) is None


def _v3(boxes, scores, limit, iou, score):
    return ops.NonMaxSuppressionV3()(Tensor(np.array(boxes), ms.float32), Tensor(np.array(scores), ms.float32),
                                     Tensor(limit, ms.int32), Tensor(iou, ms.float32), Tensor(score, ms.float32))


def test_non_max_suppression_v3_docstring():
    # MindSpore 2.10's docstring example (Ascend / GPU only)
    out = _v3([[1, 2, 3, 4], [1, 3, 3, 4], [1, 3, 4, 4], [1, 1, 4, 4], [1, 1, 3, 4]], [0.4, 0.5, 0.72, 0.9, 0.45],
              5, 0.5, 0.)
    assert out.dtype == ms.int32
    np.testing.assert_array_equal(out.asnumpy(), [3, 2, 0])


def test_non_max_suppression_v3_rules():
    # the corners may come in either order; a zero-area box overlaps nothing; scores must exceed score_threshold
    boxes = [[0, 0, 2, 2], [2, 2, 0, 0.2], [5, 5, 5, 9], [5, 5, 5, 9]]
    np.testing.assert_array_equal(_v3(boxes, [0.9, 0.8, 0.7, 0.6], 4, 0.5, 0.).asnumpy(), [0, 2, 3])
    np.testing.assert_array_equal(_v3(boxes, [0.9, 0.8, 0.7, 0.6], 1, 0.5, 0.).asnumpy(), [0])
    np.testing.assert_array_equal(_v3(boxes, [0.9, 0.8, 0.7, 0.6], 4, 0.95, 0.7).asnumpy(), [0, 1])
    with pytest.raises(ValueError):
        _v3(boxes, [0.9, 0.8, 0.7, 0.6], -1, 0.5, 0.)
    with pytest.raises(TypeError):
        ops.NonMaxSuppressionV3()(Tensor(np.array(boxes), ms.float32), Tensor(np.ones(4), ms.float64),
                                  Tensor(4, ms.int32), Tensor(0.5, ms.float32), Tensor(0., ms.float32))


def test_dilation2d_gpu_test_values():
    # MindSpore's tests/st/ops/gpu/test_dilation2d_op.py (its CPU build cannot run Dilation2D)
    for dtype in (np.float16, np.float32, np.float64, np.int32, np.int64, np.uint8, np.int8, np.int16):
        out = ops.Dilation2D(stride=1, dilation=2, pad_mode='SAME', data_format='NCHW')(
            Tensor(np.ones([1, 1, 4, 4]).astype(dtype)), Tensor(np.ones([1, 2, 2]).astype(dtype)))
        assert out.shape == (1, 1, 4, 4) and out.dtype == Tensor(np.ones(1, dtype)).dtype
        np.testing.assert_array_equal(out.asnumpy(), np.full((1, 1, 4, 4), 2, dtype))


def _dilation_loop(x, kernel, stride, rate, same):
    """TensorFlow's dilation2d by its definition, one output at a time."""
    n, c, h, w = x.shape
    _, kh, kw = kernel.shape
    spans = [(kh - 1) * rate[0] + 1, (kw - 1) * rate[1] + 1]
    if same:
        out_size = [-(-h // stride[0]), -(-w // stride[1])]
        pads = [max((o - 1) * s + k - size, 0) // 2 for o, s, k, size in zip(out_size, stride, spans, (h, w))]
    else:
        out_size = [(h - spans[0]) // stride[0] + 1, (w - spans[1]) // stride[1] + 1]
        pads = [0, 0]
    out = np.full((n, c) + tuple(out_size), -np.inf)
    for i in range(out_size[0]):
        for j in range(out_size[1]):
            for a in range(kh):
                for b in range(kw):
                    y, x_ = i * stride[0] + a * rate[0] - pads[0], j * stride[1] + b * rate[1] - pads[1]
                    if 0 <= y < h and 0 <= x_ < w:
                        out[:, :, i, j] = np.maximum(out[:, :, i, j], x[:, :, y, x_] + kernel[:, a, b])
    return out


@pytest.mark.parametrize("stride, rate, pad_mode", [((1, 1), (1, 1), "VALID"), ((2, 1), (1, 2), "SAME"),
                                                    ((1, 2), (2, 1), "same"), ((2, 3), (1, 1), "valid")])
def test_dilation2d_definition(stride, rate, pad_mode):
    rs = np.random.RandomState(0)
    x, kernel = rs.randn(2, 3, 7, 8).astype(np.float32), rs.randn(3, 2, 3).astype(np.float32)
    out = ops.Dilation2D((1, 1) + stride, rate, pad_mode)(Tensor(x), Tensor(kernel)).asnumpy()
    np.testing.assert_allclose(out, _dilation_loop(x, kernel, stride, rate, pad_mode.upper() == "SAME"), rtol=1e-6)
    # the gradient of the sum: 1 at each output's winning input (random values: no ties), so it sums to the count
    grad = ms.grad(lambda t: ops.Dilation2D(1, rate, pad_mode)(t, Tensor(kernel)).sum())(Tensor(x)).asnumpy()
    count = ops.Dilation2D(1, rate, pad_mode)(Tensor(x), Tensor(kernel)).size
    assert grad.shape == x.shape and set(np.unique(grad)) <= set(range(count + 1)) and grad.sum() == count
