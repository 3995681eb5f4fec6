"""Issue 17, convolution and pooling primitive classes (``ops.Conv3D``, ``Conv2DTranspose`` /
``Conv2DBackpropInput``, ``Conv3DTranspose``, ``MaxPool3D``, ``AvgPool3D``, ``AdaptiveMaxPool2D``,
``MaxPoolWithArgmax``) and ``ops.conv3d_transpose``, against MindSpore 2.10 (values, errors, gradients). Snippets
run on a fresh ``record_tensor.namespace``; set ONEDNN_MAX_CPU_ISA=AVX2 when recording."""
import numpy as np

from record_tensor import namespace

_X3 = "Tensor(np.arange(2 * 2 * 4 * 4 * 4, dtype=np.float32).reshape(2, 2, 4, 4, 4) / 50)"
_W3 = "Tensor(np.linspace(-1, 1, 3 * 2 * 2 * 2 * 2, dtype=np.float32).reshape(3, 2, 2, 2, 2))"
_X2 = "Tensor(np.arange(2 * 3 * 4 * 4, dtype=np.float32).reshape(2, 3, 4, 4) / 20)"
_WT2 = "Tensor(np.linspace(-1, 1, 3 * 2 * 3 * 3, dtype=np.float32).reshape(3, 2, 3, 3))"  # (C_in, C_out, k, k)
_WT3 = "Tensor(np.linspace(0.1, 1, 2 * 3 * 2 * 2 * 2, dtype=np.float32).reshape(2, 3, 2, 2, 2))"
_IMG = "Tensor(np.array([[[[1., 5., 2., 0.], [3., 4., 9., 1.], [7., 0., 6., 8.], [2., 2., 1., 3.]]]], np.float32))"

CONV = [
    f"ops.Conv3D(3, 2)({_X3}, {_W3})", f"ops.Conv3D(3, (2, 2, 2), stride=2)({_X3}, {_W3})",
    f"ops.Conv3D(3, 2, pad_mode='same')({_X3}, {_W3})", f"ops.Conv3D(3, 2, pad_mode='pad', pad=1)({_X3}, {_W3})",
    f"ops.Conv3D(3, 2, pad_mode='pad', pad=(1, 0, 0, 1, 1, 0))({_X3}, {_W3})",
    f"ops.Conv3D(3, 2, dilation=2)({_X3}, {_W3})", f"ops.Conv3D(4, 2)({_X3}, {_W3})",
    f"ops.Conv3D(3, 2, pad_mode='pad')({_X3}, {_W3})", f"ops.Conv3D(3, 2, pad=1)({_X3}, {_W3})",
    f"ops.Conv3D(3, 2)({_X2}, {_W3})", "ops.Conv3D(3, 2).kernel_size",
    f"ops.Conv2DTranspose(2, 3)({_X2}, {_WT2}, (2, 2, 6, 6))",
    f"ops.Conv2DTranspose(2, 3, pad_mode='same')({_X2}, {_WT2}, (2, 2, 4, 4))",
    f"ops.Conv2DTranspose(2, 3, pad_mode='same', stride=2)({_X2}, {_WT2}, (2, 2, 8, 8))",
    f"ops.Conv2DTranspose(2, 3, pad_mode='pad', pad=1)({_X2}, {_WT2}, (2, 2, 4, 4))",
    f"ops.Conv2DTranspose(2, 3, stride=2)({_X2}, {_WT2}, (2, 2, 9, 9))",
    f"ops.Conv2DTranspose(2, 3, stride=2)({_X2}, {_WT2}, (2, 2, 10, 10))",
    f"ops.Conv2DBackpropInput(2, 3)({_X2}, {_WT2}, (2, 2, 6, 6))",
    f"ops.Conv2DTranspose(2, 3)({_X2}, {_WT2}, (2, 2, 7, 7))",
    f"ops.Conv3DTranspose(3, 2, 2)({_X3}[:, :1].tile((1, 3, 1, 1, 1)), {_WT3}.swapaxes(0, 1))",
    f"ops.Conv3DTranspose(2, 3, 2)({_X3}, {_WT3})", f"ops.Conv3DTranspose(2, 3, 2, stride=2)({_X3}, {_WT3})",
    f"ops.Conv3DTranspose(2, 3, 2, pad_mode='pad', pad=1)({_X3}, {_WT3})",
    f"ops.Conv3DTranspose(2, 3, 2, stride=2, output_padding=1)({_X3}, {_WT3})",
    f"ops.Conv3DTranspose(2, 3, 2, pad_mode='same', stride=2)({_X3}, {_WT3})",
    f"ops.conv3d_transpose({_X3}, {_WT3})", f"ops.conv3d_transpose({_X3}, {_WT3}, stride=2, output_padding=1)",
    f"ops.conv3d_transpose({_X3}, {_WT3}, 'pad', 1)", f"ops.conv3d_transpose({_X3}, {_WT3}, 'same', stride=2)",
    f"ops.conv3d_transpose({_X3}, {_WT3}, dilation=2)",
]

POOL = [
    f"ops.MaxPool3D(2, 2)({_X3})", f"ops.MaxPool3D(kernel_size=2, strides=1)({_X3})",
    f"ops.MaxPool3D(3, 2, pad_mode='same')({_X3})", f"ops.MaxPool3D(3, 2, pad_mode='pad', pad_list=1)({_X3})",
    f"ops.MaxPool3D(3, 2, pad_mode='pad', pad_list=1, ceil_mode=True)({_X3})", f"ops.MaxPool3D(2, 2)({_X2})",
    f"ops.AvgPool3D(2, 2)({_X3})", f"ops.AvgPool3D(3, 2, pad_mode='same')({_X3})",
    f"ops.AvgPool3D(3, 2, pad_mode='pad', pad=1)({_X3})",
    f"ops.AvgPool3D(3, 2, pad_mode='pad', pad=1, count_include_pad=False)({_X3})",
    f"ops.AvgPool3D(3, 2, pad_mode='pad', pad=1, divisor_override=5)({_X3})",
    f"ops.AvgPool3D(3, 2, pad_mode='pad', pad=1, ceil_mode=True)({_X3})", f"ops.AvgPool3D(2, 2)({_X2})",
    f"ops.AdaptiveMaxPool2D(2)({_IMG})", f"ops.AdaptiveMaxPool2D((1, 2))({_IMG})",
    f"ops.AdaptiveMaxPool2D((2, 2))({_IMG})", f"ops.AdaptiveMaxPool2D((3, 3))({_IMG}[0])",
    f"ops.AdaptiveMaxPool2D((3, None))({_IMG})", f"ops.AdaptiveMaxPool2D((2, 2))({_IMG}.astype(ms.int32))",
    f"ops.MaxPoolWithArgmax(2, 2)({_IMG})", f"ops.MaxPoolWithArgmax(3, 1, 'same')({_IMG})",
    f"ops.MaxPoolWithArgmax(2, 2)({_X2})", f"ops.MaxPoolWithArgmax(kernel_size=2, strides=1)({_X2})",
    f"ops.MaxPoolWithArgmax(2, 2)({_IMG}[0])",
]


def _conv3d(x, w):
    return (_MS[0].ops.Conv3D(3, 2, pad_mode='pad', pad=1)(x, w) * _MS[1]).sum()


def _conv2d_t(x, w):
    return (_MS[0].ops.Conv2DTranspose(3, 3, stride=2)(x, w, (2, 2, 9, 9)) ** 2).sum()


def _conv3d_t(x, w):
    return (_MS[0].ops.conv3d_transpose(x, w, stride=2) ** 2).sum()


def _max_pool3d(x):
    return (_MS[0].ops.MaxPool3D(2, 2)(x) ** 2).sum()


def _avg_pool3d(x):
    return (_MS[0].ops.AvgPool3D(3, 2, pad_mode='pad', pad=1)(x) ** 2).sum()


def _adaptive_max(x):
    return (_MS[0].ops.AdaptiveMaxPool2D((2, 2))(x)[0] ** 2).sum()


def _argmax_pool(x):
    return (_MS[0].ops.MaxPoolWithArgmax(2, 2)(x)[0] ** 2).sum()


_MS = []


def _grad_cases():
    def run(fn, positions, *inputs):
        def case(ms):
            _MS[:] = [ms, ms.Tensor(np.linspace(-1, 1, 2 * 3 * 5 * 5 * 5, dtype=np.float32).reshape(2, 3, 5, 5, 5))]
            return ms.grad(fn, positions)(*[eval(i, namespace(ms)) for i in inputs])  # noqa: S307 - recorded inputs
        return case

    return {
        "conv3d": run(_conv3d, (0, 1), _X3, _W3), "conv2d_transpose": run(_conv2d_t, (0, 1), _X2, _WT2),
        "conv3d_transpose": run(_conv3d_t, (0, 1), _X3, _WT3), "max_pool3d": run(_max_pool3d, 0, _X3),
        "avg_pool3d": run(_avg_pool3d, 0, _X3), "adaptive_max_pool2d": run(_adaptive_max, 0, _IMG),
        "max_pool_with_argmax": run(_argmax_pool, 0, _IMG),
    }


CASES = {"conv": CONV, "pool": POOL, "grads": _grad_cases()}
