"""Issue 17, image resampling primitives against MindSpore 2.10 (values, errors, gradients): ResizeBilinearV2,
ResizeNearestNeighborV2, ResizeLinear1D, UpsampleNearest3D, UpsampleTrilinear3D, GridSampler2D / 3D, AffineGrid /
ops.affine_grid, Padding. Gradient cases are module functions (MindSpore compiles them from source)."""
import numpy as np

from record_tensor import grad_cases

_X = "Tensor(np.arange(20, dtype=np.float32).reshape(1, 1, 4, 5) * 0.5)"
_X16 = "Tensor(np.arange(16, dtype=np.float16).reshape(1, 1, 4, 4))"
_L = "Tensor(np.arange(8, dtype=np.float32).reshape(1, 2, 4))"
_V = "Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 2, 2, 4))"
_G = "Tensor(np.array([[[[-0.5, 0.2], [0.9, -1.1]], [[0.3, 0.3], [1.4, 0.0]]]], np.float32))"
_G3 = "Tensor(np.array([[[[[-0.5, 0.2, 0.1], [0.9, -1.1, 0.5]]]]], np.float32))"
_T = "Tensor(np.array([[[1., 0.2, 0.], [0.1, 1., 0.3]]], np.float32))"
_T3 = "Tensor(np.array([[[1., 0.2, 0., 0.1], [0.1, 1., 0.3, 0.], [0., 0.1, 0.9, 0.2]]], np.float32))"
RESIZE = [
    *[f"ops.ResizeBilinearV2({a}, {h})({_X}, {s})" for a, h in ((False, False), (True, False), (False, True))
      for s in ("(2, 3)", "(3, 7)", "Tensor([5, 2], ms.int32)", "(1, 1)")],
    *[f"ops.ResizeNearestNeighborV2({a}, {h})({_X}, {s})" for a, h in ((False, False), (True, False), (False, True))
      for s in ("Tensor([2, 3], ms.int32)", "Tensor([3, 7], ms.int32)", "(5, 2)", "(1, 1)")],
    f"ops.ResizeBilinearV2()({_X16}, (3, 6))", f"ops.ResizeBilinearV2()({_X}.astype(ms.float64), (3, 6))",
    f"ops.ResizeNearestNeighborV2()({_X16}, (3, 6))",
    "ops.ResizeNearestNeighborV2()(Tensor(np.arange(16, dtype=np.int32).reshape(1, 1, 4, 4)), (3, 6))",
    "ops.ResizeBilinearV2(True, True)", "ops.ResizeNearestNeighborV2(True, True)",
    "ops.ResizeBilinearV2()(Tensor(np.ones((4, 4), np.float32)), (2, 2))",
    "ops.ResizeBilinearV2(align_corners=1)", "ops.ResizeBilinearV2(half_pixel_centers=True).half_pixel_centers",
    f"ops.ResizeLinear1D()({_L}, Tensor([6], ms.int64))",
    f"ops.ResizeLinear1D('half_pixel')({_L}, Tensor([6], ms.int64))",
    f"ops.ResizeLinear1D()({_L}, Tensor([3], ms.int64))",
    f"ops.ResizeLinear1D('half_pixel')({_L}, Tensor([1], ms.int64))",
    f"ops.ResizeLinear1D()({_L}.astype(ms.float64), Tensor([5], ms.int32))",
    f"ops.ResizeLinear1D('asymmetric')({_L}, Tensor([6], ms.int64))",
    f"ops.ResizeLinear1D('linear')({_L}, Tensor([6], ms.int64))",
    "ops.ResizeLinear1D()(Tensor(np.ones((2, 4), np.float32)), Tensor([6], ms.int64))",
    f"ops.UpsampleNearest3D()({_V}, [3, 3, 3])", f"ops.UpsampleNearest3D()({_V}, None, [1.5, 2., 0.5])",
    f"ops.UpsampleNearest3D()({_V}, (1, 5, 6))", f"ops.UpsampleNearest3D()({_V}, [3, 3, 3], [2., 2., 2.])",
    f"ops.UpsampleNearest3D()({_V})", "ops.UpsampleNearest3D()(Tensor(np.ones((2, 2, 2, 2), np.float32)), [3, 3, 3])",
    f"ops.UpsampleTrilinear3D()({_V}, [3, 3, 5])", f"ops.UpsampleTrilinear3D(True)({_V}, [3, 3, 5])",
    f"ops.UpsampleTrilinear3D()({_V}, None, [2., 1.5, 1.])",
    f"ops.UpsampleTrilinear3D()({_V}.astype(ms.float64), [3, 1, 2])",
]
SAMPLE = [
    *[f"ops.GridSampler2D({m!r}, {p!r}, {a})({_X}, {_G})" for m in ("bilinear", "nearest")
      for p in ("zeros", "border", "reflection") for a in (False, True)],
    *[f"ops.GridSampler3D({m!r}, {p!r}, {a})({_V}, {_G3})" for m in ("bilinear", "nearest")
      for p in ("zeros", "border") for a in (False, True)],
    "ops.GridSampler2D('bicubic')", "ops.GridSampler2D(padding_mode='edge')", f"ops.GridSampler2D()({_V}, {_G})",
    f"ops.AffineGrid()({_T}, (1, 1, 2, 3))", f"ops.AffineGrid(True)({_T}, (1, 2, 3, 4))",
    f"ops.affine_grid({_T}, (1, 1, 2, 3))", f"ops.affine_grid({_T}, (1, 1, 3, 2), True)",
    f"ops.affine_grid({_T3}, (1, 1, 2, 2, 3))", f"ops.affine_grid({_T3}, (1, 1, 2, 2, 3), align_corners=True)",
    f"ops.affine_grid({_T}, (1, 1, 2))", "ops.AffineGrid(1)",
    "ops.Padding(3)(Tensor([[1.], [2.]]))", "ops.Padding()(Tensor([[1.], [2.]]))",
    "ops.Padding(4)(Tensor(np.ones((2, 3, 1), np.int32)))", "ops.Padding(1)(Tensor([[1.], [2.]]))",
    "ops.Padding(4)(Tensor([[1., 2.]]))", "ops.Padding(4)(Tensor([1.]))", "ops.Padding(0)", "ops.Padding(2.5)",
]

_P = "Tensor(np.arange(12, dtype=np.float32).reshape(1, 3, 4))"
_RGB = ("Tensor(np.array([[[[0.2, 0.5, 0.9], [1., 0., 0.], [0.3, 0.3, 0.3]], "
        "[[0., 0.7, 0.2], [0.4, 0.1, 0.6], [0., 0., 0.]]]], np.float32))")
_HSV = ("Tensor(np.array([[[[0.2, 0.5, 0.9], [0.95, 1., 0.5], [0.5, 0., 0.3]], "
        "[[0.45, 0.3, 0.7], [0.7, 0.9, 0.2], [0.05, 0.6, 1.]]]], np.float32))")
PAD_COLOR = [
    f"ops.PadV3()({_P}, Tensor([1, 2], ms.int64), Tensor(0., ms.float32))",
    f"ops.PadV3()({_P}, Tensor([1, 2, 0, 1], ms.int64), Tensor(5., ms.float32))",
    f"ops.PadV3('constant', False)({_P}, Tensor([1, 2, 0, 1], ms.int64), Tensor(5., ms.float32))",
    f"ops.PadV3()({_P}, Tensor([-1, 2], ms.int64), Tensor(0., ms.float32))", f"ops.PadV3()({_P}, (1, 2), 0.)",
    f"ops.PadV3()({_P}, Tensor([1, 1, 1, 1, 1, 0], ms.int64), Tensor(-1., ms.float32))",
    f"ops.PadV3('reflect')({_P}, Tensor([1, 2], ms.int64))", f"ops.PadV3('circular')({_P}, Tensor([1, 2], ms.int64))",
    f"ops.PadV3('edge')({_P}, Tensor([2, 1], ms.int64))",
    f"ops.PadV3('reflect')({_P}.reshape(1, 1, 3, 4), Tensor([1, 2, 2, 0], ms.int64))",
    f"ops.PadV3('edge')({_P}.reshape(1, 1, 3, 4), Tensor([1, 0, 2, 1], ms.int64))",
    f"ops.PadV3('edge')({_P}, Tensor([1, 2, 1, 0], ms.int64))", f"ops.PadV3()({_P}, Tensor([1, 2], ms.int64))",
    "ops.PadV3('wrap')", f"ops.PadV3('reflect')({_P}, Tensor([4, 0], ms.int64))",
    f"ops.PadV3('edge')({_P}.astype(ms.int32), Tensor([1, 1], ms.int64))",
    f"ops.RGBToHSV()({_RGB})", f"ops.HSVToRGB()({_HSV})", f"ops.HSVToRGB()(ops.RGBToHSV()({_RGB}))",
    "ops.RGBToHSV()(Tensor(np.array([[0.2, 0.5, 0.9]], np.float32)))",
    f"ops.RGBToHSV()({_RGB}.astype(ms.float64))", f"ops.HSVToRGB()({_HSV}.astype(ms.float16))",
    "ops.RGBToHSV()(Tensor(np.array([[[[0.2, 0.5]]]], np.float32)))",
    "ops.RGBToHSV()(Tensor(np.array([[[[1, 2, 3]]]], np.int32)))",
    "ops.HSVToRGB()(Tensor(np.array([[[[0.2, 0.5, 0.9, 0.1]]]], np.float32)))",
]
_C = "Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4))"
IM2COL = [
    f"ops.Im2Col(2)({_C})", f"ops.Im2Col((2, 3), 2, 1, 1)({_C})", f"ops.Im2Col(2, dilations=2)({_C})",
    f"ops.Im2Col(2, pads=(1, 0))({_C})", f"ops.Im2Col([3], strides=(1, 2), pads=[1])({_C})",
    f"ops.Im2Col(2)({_C}.astype(ms.float64))", "ops.Im2Col(2, pads=(1, 0, 1, 0))", "ops.Im2Col(0)",
    "ops.Im2Col(2)(Tensor(np.ones((2, 4, 4), np.float32)))", f"ops.Im2Col(5)({_C})", "ops.Im2Col()",
]


def _pad_v3(x):
    return (_S[0].ops.PadV3('reflect')(x, _S[0].Tensor([1, 2], _S[0].int64)) ** 2).sum()


def _hsv_to_rgb(x):
    return (_S[0].ops.HSVToRGB()(x) ** 2).sum()


def _im2col(x):
    return (_S[0].ops.Im2Col((2, 3), 2, 1, 1)(x) ** 2).sum()


def _bilinear(x):
    return (_S[0].ops.ResizeBilinearV2()(x, (3, 7)) * _S[1]).sum()


def _bilinear_half(x):
    return (_S[0].ops.ResizeBilinearV2(False, True)(x, (3, 7)) * _S[1]).sum()


def _nearest(x):
    return (_S[0].ops.ResizeNearestNeighborV2(True)(x, (3, 7)) * _S[1]).sum()


def _grid_sampler(x, g):
    return (_S[0].ops.GridSampler2D()(x, g) * _S[0].Tensor(np.array([1., -2., 0.5, 3.], np.float32)).reshape(
        1, 1, 2, 2)).sum()


def _affine_grid(theta):
    return (_S[0].ops.affine_grid(theta, (1, 1, 2, 3)) ** 2).sum()


def _trilinear(x):
    return (_S[0].ops.UpsampleTrilinear3D()(x, [3, 3, 5]) ** 2).sum()


_S = []  # [ms, weight] of the running gradient case
_WEIGHT = np.linspace(-1., 2., 21).astype(np.float32).reshape(1, 1, 3, 7)
GRADS = grad_cases(_S, _WEIGHT, {
    "resize_bilinear_v2": (_bilinear, 0, _X), "resize_bilinear_v2_half_pixel": (_bilinear_half, 0, _X),
    "resize_nearest_neighbor_v2": (_nearest, 0, _X), "grid_sampler_2d": (_grid_sampler, (0, 1), _X, _G),
    "affine_grid": (_affine_grid, 0, _T), "upsample_trilinear_3d": (_trilinear, 0, _V),
    "pad_v3": (_pad_v3, 0, _P), "hsv_to_rgb": (_hsv_to_rgb, 0, _HSV), "im2col": (_im2col, 0, _C)})


CASES = {"resize": RESIZE, "sample": SAMPLE, "pad_color": PAD_COLOR, "im2col": IM2COL, "grads": GRADS}
