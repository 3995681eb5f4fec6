"""Issue 17, more pooling primitive classes against MindSpore 2.10 (values, errors, gradients):
AdaptiveAvgPool3D, AdaptiveMaxPool3D, MaxPool3DWithArgmax, MaxPoolWithArgmaxV2, MaxUnpool2D, MaxUnpool3D. Snippets
run on a fresh ``record_tensor.namespace``; gradient cases are module functions (MindSpore compiles them from
source)."""
import numpy as np

from record_tensor import grad_cases

_X5 = "Tensor((np.arange(2 * 1 * 2 * 4 * 4, dtype=np.float32).reshape(2, 1, 2, 4, 4) * 5 % 17) - 8)"
_X4 = "Tensor((np.arange(1 * 2 * 4 * 4, dtype=np.float32).reshape(1, 2, 4, 4) * 5 % 17) - 8)"
_I4 = "Tensor([[[[5, 6], [13, 11]], [[4, 3], [9, 11]]]], ms.int64)"
_I5 = "Tensor(np.array([20, 6, 13, 27, 16, 2, 9, 30]).reshape(2, 1, 1, 2, 2), ms.int64)"
POOLS = [
    f"ops.AdaptiveAvgPool3D((1, 2, 2))({_X5})", f"ops.AdaptiveAvgPool3D(2)({_X5})",
    f"ops.AdaptiveAvgPool3D((None, 3, 2))({_X5})", f"ops.AdaptiveAvgPool3D((2, 1, 3))({_X5}[0])",
    f"ops.AdaptiveAvgPool3D(2)({_X5}.astype(ms.int32))", f"ops.AdaptiveAvgPool3D(2)({_X4}[0])",
    f"ops.AdaptiveMaxPool3D()({_X5}, Tensor([1, 2, 2], ms.int32))",
    f"ops.AdaptiveMaxPool3D()({_X5}, Tensor([2, 3, 3], ms.int64))",
    f"ops.AdaptiveMaxPool3D()({_X5}, (1, 2, 2))",
    f"ops.MaxPool3DWithArgmax(2, 2, 0)({_X5})", f"ops.MaxPool3DWithArgmax((1, 2, 2), 1, 0)({_X5})",
    f"ops.MaxPool3DWithArgmax(2, 1, 1, argmax_type=ms.int32)({_X5})",
    f"ops.MaxPool3DWithArgmax(2, 2, 0, ceil_mode=True)({_X5}[:, :, :, :3, :3])",
    f"ops.MaxPool3DWithArgmax(2, 2, 0)({_X4})", "ops.MaxPool3DWithArgmax(2, 2)",
    f"ops.MaxPoolWithArgmaxV2(2, 2)({_X4})", f"ops.MaxPoolWithArgmaxV2(3, 1, 1)({_X4})",
    f"ops.MaxPoolWithArgmaxV2(2)({_X4})", f"ops.MaxPoolWithArgmaxV2((2, 3), (1, 2), argmax_type=ms.int32)({_X4})",
    f"ops.MaxPoolWithArgmaxV2(2, 2, 0, (2, 1))({_X4})", f"ops.MaxPoolWithArgmaxV2(2, 2)({_X5})",
    f"ops.MaxPoolWithArgmaxV2(2, 2)({_X4}.astype(ms.int32))",
    f"ops.MaxUnpool2D(2, 2)(ops.MaxPoolWithArgmaxV2(2, 2)({_X4})[0], {_I4})",
    f"ops.MaxUnpool2D(2)(ops.MaxPoolWithArgmaxV2(2, 2)({_X4})[0], {_I4})",
    f"ops.MaxUnpool2D(2, 2, output_shape=(1, 2, 5, 5))(ops.MaxPoolWithArgmaxV2(2, 2)({_X4})[0], {_I4})",
    f"ops.MaxUnpool2D(2, 2)(ops.MaxPoolWithArgmaxV2(2, 2)({_X4})[0], {_I4}.astype(ms.int32))",
    f"ops.MaxUnpool2D(2, 2)({_X4}, {_I4})",
    f"ops.MaxUnpool3D(2, 2)(ops.MaxPool3DWithArgmax(2, 2, 0)({_X5})[0], {_I5})",
    f"ops.MaxUnpool3D((1, 2, 2), (1, 2, 2))(ops.MaxPool3DWithArgmax(2, 2, 0)({_X5})[0], {_I5})",
    f"ops.MaxUnpool3D(2, 2)({_X5}, {_I5})",
]


def _adaptive_avg_pool3d(x):
    return (_S[0].ops.AdaptiveAvgPool3D((1, 2, 2))(x) ** 2).sum()


def _adaptive_max_pool3d(x):
    return (_S[0].ops.AdaptiveMaxPool3D()(x, _S[0].Tensor([1, 2, 2], _S[0].int32))[0] ** 2).sum()


def _max_pool3d_with_argmax(x):
    return (_S[0].ops.MaxPool3DWithArgmax(2, 1, 0)(x)[0] ** 2).sum()


def _max_pool_with_argmax_v2(x):
    return (_S[0].ops.MaxPoolWithArgmaxV2(2, 1)(x[0])[0] ** 2).sum()


def _max_unpool2d(x):
    index = _S[0].Tensor([[[[5, 6], [13, 11]], [[4, 3], [9, 11]]]], _S[0].int64)
    return (_S[0].ops.MaxUnpool2D(2, 2)(x[0, :, :, :2, :2], index) ** 2).sum()


_S = []  # [ms, weight] of the running gradient case
GRADS = grad_cases(_S, np.ones(1, np.float32), {
    "adaptive_avg_pool3d": (_adaptive_avg_pool3d, 0, _X5), "adaptive_max_pool3d": (_adaptive_max_pool3d, 0, _X5),
    "max_pool3d_with_argmax": (_max_pool3d_with_argmax, 0, _X5),
    "max_pool_with_argmax_v2": (_max_pool_with_argmax_v2, 0, _X5), "max_unpool2d": (_max_unpool2d, 0, _X5)})


CASES = {"pools": POOLS, "grads": GRADS}
