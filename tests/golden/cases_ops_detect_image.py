"""Issue 17, detection and image primitives against MindSpore 2.10 (values, errors, gradients): ROIAlign,
NMSWithMask, NonMaxSuppressionWithOverlaps, CombinedNonMaxSuppression, ResizeBicubic, ResizeArea,
ScaleAndTranslate, ExtractVolumePatches, DeformableOffsets, ops.deformable_conv2d, ExtractGlimpse, ops.upsample,
ops.padding and Dilation2D's construction (MindSpore's CPU build has no NonMaxSuppressionV3 kernel and cannot run
Dilation2D: tests/test_ops_detect_image.py checks them against a docstring and a GPU test). Snippets run on a
fresh ``record_tensor.namespace``."""
import numpy as np

from record_tensor import grad_cases

_X = "Tensor(np.random.RandomState(0).rand(2, 3, 9, 11).astype(np.float32))"
_ROIS = ("Tensor(np.array([[0, 1, 1, 5, 5], [1, 0, 0, 10, 8], [0, -2, -3, 4.5, 6.2], [1, 3.3, 2.1, 12, 11], "
         "[0, 2, 2, 2, 2], [0, 2, 2, 2.4, 2.2]], np.float32))")
_R1 = "Tensor(np.array([[0, 1, 1, 3, 3]], np.float32))"
ROI = [f"ops.ROIAlign(*{a})({_X}, {_ROIS})" for a in (
    (2, 2, 0.5, 2, 1), (3, 2, 1.0, 2, 1), (2, 3, 0.25, 0, 1), (2, 2, 1.0, -1, 0), (4, 4, 0.5, 3, 0), (2, 2, 1.0, 0, 1),
    (1, 1, 0.5, 1, 1), (1, 1, 1.0, 1, 0), (3, 3, 0.75, 2, 1))] + [
    f"ops.ROIAlign(2, 2, 0.5)({_X}.astype(ms.float16), {_ROIS}.astype(ms.float16))",
    f"ops.ROIAlign(2, 2, 0.5)({_X}, {_ROIS}.astype(ms.float16))",
    f"ops.ROIAlign(pooled_height=2, pooled_width=3, spatial_scale=1.0, sample_num=1, roi_end_mode=0)({_X}, {_R1})",
    "ops.ROIAlign(2., 2, 0.5)", "ops.ROIAlign(2, 2, 1)", "ops.ROIAlign(2, 2, 0.5, 1.)", "ops.ROIAlign(2, 2, 0.5, 2, 2)",
    "ops.ROIAlign(2, 2, 0.5, 2, True)", f"ops.ROIAlign(2, 2, 0.5)({_X}, {_R1}[:, :4])",
    f"ops.ROIAlign(2, 2, 0.5)({_X}.astype(ms.int32), {_R1})", f"ops.ROIAlign(2, 2, 0.5)({_X}, {_R1}[0])",
]
_B = ("np.array([[0, 0, 10, 10, 0.7], [1, 1, 11, 11, 0.9], [20, 20, 30, 30, 0.8], [0, 0, 10, 10, 0.9], "
      "[2, 2, 8, 8, 0.1], [0, 0, 5, 5, 0.5], [0, 0, 0, 0, 0.3]], np.float32)")
_B2 = "Tensor(np.array([[0, 0, 2, 1, 0.9], [1, 0, 3, 1, 0.8]], np.float32))"
_DOC = ("Tensor(np.array([[100., 100., 150., 168., 0.63], [150., 75., 165., 115., 0.55], [12., 190., 300., 390., "
        "0.9], [28., 130., 134., 302., 0.3]], np.float32))")
NMS = [f"ops.NMSWithMask({t})(Tensor({_B}))" for t in (0.5, 0.1, 0.9, 0.3, 1.5, -0.5)] + [
    f"ops.NMSWithMask(0.5)(Tensor({_B}.astype(np.float16)))", f"ops.NMSWithMask()(Tensor({_B}))",
    f"ops.NMSWithMask(0.3)({_B2})", f"ops.NMSWithMask(0.34)({_B2})", f"ops.NMSWithMask(0.1)({_DOC})",
    "ops.NMSWithMask(1)", "ops.NMSWithMask('a')", f"ops.NMSWithMask(0.5)(Tensor({_B}[:, :4]))",
    f"ops.NMSWithMask(0.5)(Tensor({_B}.astype(np.int32)))", f"ops.NMSWithMask(0.5)(Tensor({_B}[None]))",
]
_OV = "Tensor(np.array([[1, .6, .2, .7], [.6, 1, .1, .4], [.2, .1, 1, .5], [.7, .4, .5, 1]], np.float32))"
_SC = "Tensor(np.array([.9, .95, .3, .5], np.float32))"
_I = "Tensor({}, ms.int32)"
_F = "Tensor({}, ms.float32)"
OVERLAPS = [f"ops.NonMaxSuppressionWithOverlaps()({_OV}, {_SC}, {_I.format(a)}, {_F.format(b)}, {_F.format(c)})"
            for a, b, c in ((4, .5, 0.), (4, .6, 0.), (2, .5, 0.), (4, .5, .4), (4, .5, .5), (4, .4, 0.), (0, .5, 0.),
                            (4, 1., 0.))] + [
    f"ops.NonMaxSuppressionWithOverlaps()({_OV}.astype(ms.float64), {_SC}.astype(ms.float64), {_I.format(2)}, "
    f"{_F.format(.5)}, {_F.format(0.)})",
    f"ops.NonMaxSuppressionWithOverlaps()({_OV}, {_SC}, {_I.format(-1)}, {_F.format(.5)}, {_F.format(0.)})",
    f"ops.NonMaxSuppressionWithOverlaps()({_OV}[:3], {_SC}, {_I.format(2)}, {_F.format(.5)}, {_F.format(0.)})",
    f"ops.NonMaxSuppressionWithOverlaps()({_OV}, {_SC}[:3], {_I.format(2)}, {_F.format(.5)}, {_F.format(0.)})",
    f"ops.NonMaxSuppressionWithOverlaps()({_OV}, {_SC}, {_F.format(2.)}, {_F.format(.5)}, {_F.format(0.)})",
    f"ops.NonMaxSuppressionWithOverlaps()({_OV}, {_SC}, 2, .5, 0.)",
    f"ops.NonMaxSuppressionWithOverlaps()({_OV}.astype(ms.float16), {_SC}, {_I.format(2)}, {_F.format(.5)}, "
    f"{_F.format(0.)})",
    f"ops.NonMaxSuppressionWithOverlaps()({_OV}, {_SC}, {_I.format([2])}, {_F.format(.5)}, {_F.format(0.)})",
]


def _combined(seed, q, per_class, total, iou, score, pad, clip, shift=""):
    boxes = (f"Tensor(np.concatenate([np.random.RandomState({seed}).rand(2, 6, {q}, 2), "
             f"np.random.RandomState({seed}).rand(2, 6, {q}, 2) + np.random.RandomState({seed + 1}).rand(2, 6, {q}, 2)"
             f" * 0.5], -1).astype(np.float32){shift})")
    scores = f"Tensor(np.random.RandomState({seed + 2}).rand(2, 6, 3).astype(np.float32))"
    return (f"ops.CombinedNonMaxSuppression({pad}, {clip})({boxes}, {scores}, {_I.format(per_class)}, "
            f"{_I.format(total)}, {_F.format(iou)}, {_F.format(score)})")


_DOC_BOXES = ("Tensor(np.array([[[[200, 100, 150, 100]], [[220, 120, 150, 100]], [[190, 110, 150, 100]], "
              "[[210, 112, 150, 100]]]], np.float32))")
_DOC_SCORES = ("Tensor(np.array([[[0.2, 0.7, 0.1], [0.1, 0.8, 0.1], [0.3, 0.6, 0.1], [0.05, 0.9, 0.05]]], "
               "np.float32))")
COMBINED = [_combined(s, q, pc, t, iou, sc, pad, clip, shift)
            for s, q, pc, t, iou, sc, shift in ((0, 3, 1, 4, 0., .3, ""), (3, 1, 1, 1, .5, 0., ""),
                                                (6, 3, 3, 2, .5, .3, ""), (9, 3, 3, 5, 0., .3, " * 2 - 0.3"),
                                                (12, 1, 2, 7, .2, 0., ""))
            for pad in (False, True) for clip in (True, False)] + [
    f"ops.CombinedNonMaxSuppression()({_DOC_BOXES}, {_DOC_SCORES}, {_I.format(4)}, {_I.format(1)}, "
    f"{_F.format(0)}, {_F.format(0)})",
    "ops.CombinedNonMaxSuppression(1)", "ops.CombinedNonMaxSuppression(True, 0)",
    _combined(0, 3, 0, 4, 0., .3, False, True), _combined(0, 3, 1, 4, 1.5, .3, False, True),
    _combined(0, 2, 1, 4, 0., .3, False, True),
]
_IMG = "Tensor(np.random.RandomState(0).rand(2, 3, 5, 7).astype(np.float32))"
_SIZE = "Tensor(np.array({}, np.int32))"
RESIZE = [f"ops.ResizeBicubic({ac}, {hp})({_IMG}, {_SIZE.format(list(s))})"
          for s in ((8, 11), (3, 4), (5, 7), (1, 1), (10, 3))
          for ac, hp in ((False, False), (True, False), (False, True))] + [
    f"ops.ResizeBicubic()({_IMG}.astype(ms.float16), {_SIZE.format([8, 4])})",
    f"ops.ResizeBicubic(half_pixel_centers=True)({_IMG}.astype(ms.float64), {_SIZE.format([8, 4])})",
    f"ops.ResizeBicubic()({_IMG}, Tensor([6, 9]))", f"ops.ResizeBicubic()({_IMG}, (6, 9))",
    f"ops.ResizeBicubic()({_IMG}[0], {_SIZE.format([3, 3])})",
    f"ops.ResizeBicubic()({_IMG}, {_SIZE.format([3, 3, 3])})",
    f"ops.ResizeBicubic()({_IMG}.astype(ms.int32), {_SIZE.format([3, 3])})",
    f"ops.ResizeBicubic()({_IMG}, {_SIZE.format([0, 3])})",
] + [f"ops.ResizeArea({ac})({_IMG}, {_SIZE.format(list(s))})" for s in ((8, 11), (3, 4), (5, 7), (1, 1), (10, 3))
     for ac in (False, True)] + [
    f"ops.ResizeArea()({_IMG}.astype(ms.int32), {_SIZE.format([3, 3])})",
    f"ops.ResizeArea()({_IMG}.astype(ms.float16), {_SIZE.format([4, 2])})",
    f"ops.ResizeArea(align_corners=True)(({_IMG} * 255).astype(ms.uint8), {_SIZE.format([4, 9])})",
    "ops.ResizeArea(1)", f"ops.ResizeArea()({_IMG}, Tensor([3, 3]))",
    f"ops.ResizeArea()({_IMG}[0], {_SIZE.format([3, 3])})",
    f"ops.ResizeArea()({_IMG}, {_SIZE.format([0, 3])})", f"ops.ResizeArea()({_IMG}, {_SIZE.format([3])})",
]

_NHWC = "Tensor(np.random.RandomState(0).rand(2, 5, 7, 3).astype(np.float32))"


def _scale_translate(kernel, antialias, size, scale, shift, image=_NHWC):
    return (f"ops.ScaleAndTranslate({kernel!r}, {antialias})({image}, {_SIZE.format(list(size))}, "
            f"Tensor(np.array({list(scale)}, np.float32)), Tensor(np.array({list(shift)}, np.float32)))")


SCALE_TRANSLATE = [_scale_translate(k, aa, *geometry)
                   for k in ("lanczos1", "lanczos3", "lanczos5", "gaussian", "box", "triangle", "keyscubic",
                             "mitchellcubic") for aa in (True, False)
                   for geometry in (((8, 11), (1.6, 1.57), (0., 0.)), ((3, 4), (0.6, 0.57), (0.3, -0.5)),
                                    ((5, 7), (1., 1.), (1., 1.)), ((10, 3), (2., 0.4), (-1.5, 2.)))] + [
    _scale_translate("lanczos3", True, (4, 6), (0.8, 1.2), (0.5, 0.), _NHWC + ".astype(ms.int32)"),
    _scale_translate("triangle", True, (4, 6), (0.8, 1.2), (0.5, 0.), _NHWC + ".astype(ms.float16)"),
    _scale_translate("keyscubic", False, (4, 6), (0.8, 1.2), (0.5, 0.), _NHWC + ".astype(ms.float64)"),
    "ops.ScaleAndTranslate()(Tensor(np.array([[[[9.0], [5.0], [2.0], [1.0]], [[6.0], [1.0], [9.0], [7.0]]]], "
    "np.float32)), Tensor(np.array([2, 2], np.int32)), Tensor(np.array([1, 1], np.float32)), "
    "Tensor(np.array([1, 1], np.float32)))",
    "ops.ScaleAndTranslate(1)", "ops.ScaleAndTranslate('cubic')", "ops.ScaleAndTranslate('box', 1)",
    _scale_translate("box", True, (4, 6), (0.8, 1.2), (0.5, 0.), _NHWC + "[0]"),
    _scale_translate("box", True, (4, 6), (0.8, 1.2), (0.5, 0.), _NHWC + ".astype(ms.uint8)"),
    _scale_translate("box", True, (0, 6), (0.8, 1.2), (0.5, 0.)),
    _scale_translate("box", True, (4, 6), (-0.8, 1.2), (0.5, 0.)),
    _scale_translate("box", True, (4,), (0.8, 1.2), (0.5, 0.)),
    _scale_translate("box", True, (4, 6), (0.8, 1.2), (0.5,)),
    f"ops.ScaleAndTranslate()({_NHWC}, Tensor(np.array([4, 6])), Tensor(np.array([1, 1], np.float32)), "
    "Tensor(np.array([1, 1], np.float32)))",
    f"ops.ScaleAndTranslate()({_NHWC}, {_SIZE.format([4, 6])}, Tensor(np.array([1, 1], np.float64)), "
    "Tensor(np.array([1, 1], np.float32)))",
]

_VOL = "Tensor(np.random.RandomState(0).rand(2, 2, 4, 5, 6).astype(np.float32))"
_EVP = "ops.ExtractVolumePatches"
VOLUME = [f"{_EVP}{args}({_VOL})" for args in (
    (2, 1, "VALID"), ((1, 1, 2, 2, 2), 1, "VALID"), ((2, 2, 2), (1, 1, 1), "VALID"), ((1, 1, 2, 3, 2), (1, 1, 1, 2, 1),
                                                                                     "valid"),
    ((1, 1, 2, 2, 2), (1, 1, 1, 1, 1), "same"), ((1, 1, 3, 2, 4), (1, 1, 2, 3, 2), "SAME"),
    ((3, 1, 2), (2, 2, 3), "SAME"), ((3, 1, 2), (2, 2, 2), "SAME"),
    ((1, 1, 2, 2, 2), (1, 1, 1, 1, 2), "VALID"))] + [
    f"{_EVP}((1, 1, 2, 2, 2), (1, 1, 1, 1, 1), 'VALID')({_VOL}.astype(ms.{t}))"
    for t in ("int32", "float16", "uint8", "float64", "int64", "bool_")] + [
    f"{_EVP}((1, 1, 2, 2, 2), (1, 1, 1, 1, 1), 'VALID')({_VOL}[0])",
    f"{_EVP}((2, 1, 2, 2, 2), (1, 1, 1, 1, 1), 'VALID')", f"{_EVP}((1, 1, 0, 2, 2), (1, 1, 1, 1, 1), 'VALID')",
    f"{_EVP}((1, 1, 2, 2, 2), (1, 1, 1, 1, 1), 'FULL')", f"{_EVP}((1, 1, 2, 2, 2.), (1, 1, 1, 1, 1), 'VALID')",
    f"{_EVP}((1, 1, 5, 2, 2), (1, 1, 1, 1, 1), 'VALID')({_VOL})", f"{_EVP}((1, 1, 2, 2), (1, 1, 1, 1, 1), 'VALID')",
    f"{_EVP}((1, 1, 2, 2, 2), (1, 1, 1, 1, 1), 1)",
]

_DX = "Tensor(np.random.RandomState(0).rand(2, 4, 7, 6).astype(np.float32))"
_DW = "Tensor(np.random.RandomState(1).rand(6, 2, 2, 3).astype(np.float32))"
_DB = "Tensor(np.random.RandomState(2).rand(6).astype(np.float32))"


def _offsets(shape):
    return f"Tensor(np.abs(np.random.RandomState(3).randn{shape} * 1.5).astype(np.float32))"


_DOFF = _offsets((2, 36, 4, 5))
_DCONV = "ops.deformable_conv2d"
_DO = "ops.DeformableOffsets"
DEFORM = [
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), {_DB}, (1, 1, 1, 2), 2, 2)",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, kernel_size=(2, 3), strides=(1, 1, 2, 1), padding=(1, 0, 2, 1), "
    "dilations=(1, 1, 1, 2), groups=2, deformable_groups=2)",
    f"{_DCONV}(Tensor(np.ones((4, 3, 10, 10), np.float32)), Tensor(np.ones((5, 3, 3, 3), np.float32)), "
    "Tensor(np.ones((4, 27, 8, 8), np.float32)), (3, 3), (1, 1, 1, 1), (0, 0, 0, 0))",
    f"{_DCONV}({_DX}, Tensor(np.random.RandomState(1).rand(3, 4, 3, 3).astype(np.float32)), "
    f"{_offsets((2, 27, 5, 4))}, (3, 3), (1, 1, 1, 1), (0, 0, 0, 0))",
    f"{_DO}((1, 1, 1, 1), (0, 0, 0, 0), (3, 3))({_DX}, {_offsets((2, 27, 5, 4))})",
    f"{_DO}((1, 1, 2, 1), (1, 0, 2, 1), (2, 3), (1, 1, 1, 2), 'NCHW', 2)({_DX}, {_DOFF})",
    f"{_DO}((1, 1, 1, 2), (1, 1, 1, 1), (3, 2), (1, 1, 2, 1))({_DX}, {_offsets((2, 18, 5, 4))})",
    f"{_DO}((1, 1, 1, 1), (0, 0, 0, 0), (3, 3))({_DX}.astype(ms.float16), {_offsets((2, 27, 5, 4))}"
    ".astype(ms.float16))",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), None, (1, 1, 1, 2), 2, 2, False)",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, (2, 3), (1, 1, 2), (1, 0, 2, 1))",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, [2, 3], (1, 1, 2, 1), (1, 0, 2, 1))",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, (2, 3), (2, 1, 2, 1), (1, 0, 2, 1))",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), None, (1, 1, 1, 2), 2, 2, 1)",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}[:, :5], (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), None, (1, 1, 1, 2), 2, 2)",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), None, (1, 1, 1, 2), 2, 3)",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}, (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), None, (1, 1, 1, 2), 3, 2)",
    f"{_DCONV}({_DX}, {_DW}, {_DOFF}[:, :, :3], (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), None, (1, 1, 1, 2), 2, 2)",
    f"{_DO}((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), deformable_groups=0)",
    f"{_DO}((1, 1, 1, 1), (0, 0, 0, 0), (3, 3), modulated=False)",
]

_GX = "Tensor(np.random.RandomState(0).rand(2, 5, 6, 2).astype(np.float32))"
_GO = "Tensor(np.array({}, np.float32))"
_GLIMPSE = "ops.ExtractGlimpse"
GLIMPSE = [f"{_GLIMPSE}({c}, {nrm}, False, 'zero')({_GX}, {_SIZE.format(list(size))}, {_GO.format(offs)})"
           for size in ((2, 2), (3, 4), (7, 8), (1, 1)) for c in (True, False) for nrm in (True, False)
           for offs in ([[0., 0.], [0.3, -0.4]], [[1., 1.], [-0.9, 0.75]], [[2.5, -1.3], [4.2, 3.7]])] + [
    f"{_GLIMPSE}(centered=False, normalized=False, uniform_noise=False, noise='uniform')(Tensor(np.array([[[[0.0], "
    "[1.0], [2.0]], [[3.0], [4.0], [5.0]], [[6.0], [7.0], [8.0]]]], np.float32)), Tensor((2, 2), ms.int32), "
    "Tensor([[1, 1]], ms.float32))",
    f"{_GLIMPSE}(1)", f"{_GLIMPSE}(True, 1)", f"{_GLIMPSE}(True, True, 1)", f"{_GLIMPSE}(True, True, True, 'zero')",
    f"{_GLIMPSE}(True, True, False, 'bad')", f"{_GLIMPSE}(noise=1)",
    f"{_GLIMPSE}(False, False, False, 'zero')({_GX}, {_SIZE.format([3, 4])}, {_GO.format([[0, 0]])})",
    f"{_GLIMPSE}(False, False, False, 'zero')({_GX}, Tensor(np.array([3, 4])), {_GO.format([[0, 0], [1, 1]])})",
    f"{_GLIMPSE}(False, False, False, 'zero')({_GX}, {_SIZE.format([3, 4])}, Tensor(np.zeros((2, 2))))",
    f"{_GLIMPSE}(False, False, False, 'zero')({_GX}.astype(ms.float16), {_SIZE.format([3, 4])}, "
    f"{_GO.format([[0, 0], [1, 1]])})",
    f"{_GLIMPSE}(False, False, False, 'zero')({_GX}, {_SIZE.format([0, 4])}, {_GO.format([[0, 0], [1, 1]])})",
    f"{_GLIMPSE}(False, False, False, 'zero')({_GX}, {_SIZE.format([3, 4])}, {_GO.format([[0], [1]])})",
]
_UX = "Tensor(np.random.RandomState(0).rand(2, 3, 4, 5).astype(np.float32))"
ALIASES = [
    f"ops.upsample({_UX}, size=(6, 7))", f"ops.upsample({_UX}, size=(3, 9), mode='bilinear', align_corners=True)",
    f"ops.upsample({_UX}, scale_factor=2.0, mode='area', recompute_scale_factor=True)",
    f"ops.upsample(input={_UX}, size=(5, 5), mode='bicubic')", f"ops.upsample({_UX}[0], size=7, mode='linear')",
    f"ops.upsample({_UX}, size=(6, 7), scale_factor=2.0)", f"ops.upsample({_UX}, size=(6, 7), mode='bad')",
    "ops.padding(Tensor(np.array([[8], [10]]), ms.float32), 4)", "ops.padding(Tensor(np.array([[1], [2]], np.int32)))",
    "ops.padding(Tensor(np.random.RandomState(0).rand(2, 3, 1).astype(np.float32)), pad_dim_size=3)",
    "ops.padding(Tensor(np.ones((2, 1), np.float32)), 1)", "ops.padding(Tensor(np.ones((2, 1), np.float32)), 0)",
    "ops.padding(Tensor(np.ones((2, 2), np.float32)), 4)", "ops.padding(Tensor(np.ones((2, 1), np.float32)), 2.)",
    "ops.padding(Tensor(np.array(1.)), 3)",
]
# Dilation2D: MindSpore 2.10's CPU build constructs it but cannot run it (tests/test_ops_detect_image.py checks the
# values against MindSpore's GPU test and a direct loop)
DILATION = [f"ops.Dilation2D{args}" for args in (
    "(1, 1)", "(2, (1, 2))", "((1, 1, 2, 2), (1, 1, 1, 1))", "(0, 1)", "(1, 0)", "(1., 1)", "((1, 2, 2, 2), 1)",
    "(1, (2, 1, 1, 1))", "(1, 1, 'full')", "(1, 1, 'valid', 'NHWC')", "(1, 1, 1)", "((1, 2, 3), 1)",
    "(stride=1, dilation=1, pad_mode='VALID')")]
# noise outside the image: only the dtype/shape rule (msbridge draws from torch's generator)
GLIMPSE_NOISE = [f"{_GLIMPSE}(False, False, {u}, {n!r})({_GX}, {_SIZE.format([9, 9])}, {_GO.format(offs)})"
                 for u, n in ((False, "uniform"), (False, "gaussian"), (True, "uniform"))
                 for offs in ([[0., 0.], [2., 3.]], [[-20., -20.], [20., 20.]])]


def _deform_conv(x, offsets, weight):
    return (_S[0].ops.deformable_conv2d(x, weight, offsets, (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), None, (1, 1, 1, 2),
                                        2, 2) ** 2).sum()


def _deform_conv_sum(x, offsets, weight):
    return _S[0].ops.deformable_conv2d(x, weight, offsets, (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), None, (1, 1, 1, 2), 2,
                                       2).sum()


def _volume_patches(x):
    return (_S[0].ops.ExtractVolumePatches((1, 1, 2, 2, 2), (1, 1, 2, 1, 2), "SAME")(x) ** 2).sum()


def _roi_align(x):
    rois = _S[0].Tensor(np.array([[0, 1, 1, 5, 5], [0, -2, -3, 4.5, 6.2], [0, 2, 2, 2.4, 2.2]], np.float32))
    return (_S[0].ops.ROIAlign(2, 2, 0.5, 2, 1)(x, rois) * _S[1]).sum()


def _roi_align_mode0(x):
    rois = _S[0].Tensor(np.array([[0, 1, 1, 5, 5], [0, 3.3, 2.1, 12, 11], [0, 2, 2, 2, 2]], np.float32))
    return (_S[0].ops.ROIAlign(2, 2, 1.0, 3, 0)(x, rois) * _S[1]).sum()


def _scale_translate_grad(x):
    return (_S[0].ops.ScaleAndTranslate("lanczos3", True)(x, _S[0].Tensor(np.array([3, 4], np.int32)), _S[0].Tensor(
        np.array([0.6, 0.57], np.float32)), _S[0].Tensor(np.array([0.3, -0.5], np.float32))) ** 2).sum()


def _bicubic(x):
    return (_S[0].ops.ResizeBicubic()(x, (3, 4)) ** 2).sum()


def _bicubic_half(x):
    return (_S[0].ops.ResizeBicubic(False, True)(x, (6, 9)) ** 2).sum()


_S = []  # [ms, weight] of the running gradient case
_WEIGHT = np.linspace(-1., 2., 12).astype(np.float32).reshape(3, 1, 2, 2)
_XG = "Tensor(np.random.RandomState(1).rand(1, 1, 9, 11).astype(np.float32))"
GRADS = grad_cases(_S, _WEIGHT, {"roi_align": (_roi_align, 0, _XG), "roi_align_mode0": (_roi_align_mode0, 0, _XG),
                                 "resize_bicubic": (_bicubic, 0, _IMG), "resize_bicubic_half_pixel": (
                                     _bicubic_half, 0, _IMG), "scale_and_translate": (_scale_translate_grad, 0, _NHWC),
                                 "extract_volume_patches": (_volume_patches, 0, _VOL),
                                 "deformable_conv2d": (_deform_conv, (0, 2), _DX, _DOFF, _DW),
                                 "deformable_conv2d_offsets": (_deform_conv_sum, 1, _DX, _DOFF, _DW)})

CASES = {"roi": ROI, "nms": NMS, "overlaps": OVERLAPS, "combined": COMBINED, "resize": RESIZE,
         "scale_translate": SCALE_TRANSLATE,
         "volume": VOLUME, "deform": DEFORM, "glimpse": GLIMPSE, "aliases": ALIASES, "dilation": DILATION,
         "grads": GRADS}
RULE_CASES = {"glimpse_noise": GLIMPSE_NOISE}
