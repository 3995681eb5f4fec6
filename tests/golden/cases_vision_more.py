"""vision operations added for issue 18, second slice (RgbToHsv, HsvToRgb, ToNumpy, FiveCrop, TenCrop,
RandomGrayscale, RandomErasing, CutOut, MixUpBatch, CutMixBatch, RandomResize, the AutoAugmentPolicy /
ImageReadMode enums, not_random, read_image of PNG files), recorded from MindSpore 2.10 by record_vision_more.py and replayed by
tests/test_vision_more.py. The random ones are recorded by their output dtypes and shapes (MindSpore's random
stream is not reproduced); case code sees ``vision``, ``ms``, ``np``, ``img(shape, seed, dtype)`` and
``pil(shape, seed)`` (a PIL image)."""
import numpy as np

import cases_vision_extra
from cases_dataset import as_json  # noqa: F401 - the recorder and goldens.table_tests read it here


def namespace(ms):
    ns = cases_vision_extra.namespace(ms)

    def pil(shape, seed=0):
        from PIL import Image
        return Image.fromarray(ns["img"](shape, seed))
    def png(name, shape, seed=0):
        """The path of a PNG of ``img(shape, seed)`` written by Pillow."""
        import os

        from cases_dataset import _TMP
        path = os.path.join(_TMP, f"{name}.png")
        pil(shape, seed).save(path)
        return path
    ns["pil"], ns["png"] = pil, png
    return ns


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


as_arrays = cases_vision_extra.as_arrays

_RGB = "img((6, 7, 3), 1)"
_UNIT = "img((6, 7, 3), 2, 'float32')"
_CHW = "img((3, 5, 4), 3, 'float32')"
ARRAYS = {
    "rgb_to_hsv.chw": f"vision.RgbToHsv()({_CHW})",
    "rgb_to_hsv.hwc": f"vision.RgbToHsv(True)({_UNIT})",
    "rgb_to_hsv.float64": f"vision.RgbToHsv(is_hwc=True)({_UNIT}.astype(np.float64))",
    "rgb_to_hsv.uint8": f"vision.RgbToHsv(True)({_RGB})",
    "rgb_to_hsv.batch": f"vision.RgbToHsv(True)(np.stack([{_UNIT}, {_UNIT} / 2]))",
    "rgb_to_hsv.gray_pixels": "vision.RgbToHsv(True)(np.full((2, 2, 3), 0.5, np.float32))",
    "hsv_to_rgb.hwc": f"vision.HsvToRgb(True)({_UNIT})",
    "hsv_to_rgb.chw": f"vision.HsvToRgb()({_CHW})",
    "hsv_to_rgb.round_trip": f"vision.HsvToRgb(True)(vision.RgbToHsv(True)({_UNIT}))",
    "hsv_to_rgb.batch_chw": f"vision.HsvToRgb()(np.stack([{_CHW}, {_CHW}]))",
    "to_numpy.pil": "vision.ToNumpy()(pil((5, 6, 3), 4))",
    "to_numpy.array": f"vision.ToNumpy()({_RGB})",
    "five_crop": "vision.FiveCrop(3)(pil((6, 7, 3), 5))",
    "five_crop.rect": "vision.FiveCrop((2, 4))(pil((7, 8, 3), 6))",
    "five_crop.whole": "vision.FiveCrop((6, 7))(pil((6, 7, 3), 7))",
    "ten_crop": "vision.TenCrop(3)(pil((6, 7, 3), 8))",
    "ten_crop.vertical": "vision.TenCrop((4, 3), True)(pil((6, 7, 3), 9))",
    "random_grayscale.always": "vision.RandomGrayscale(1.0)(pil((5, 6, 3), 10))",
    "random_grayscale.gray": "vision.RandomGrayscale(1.0)(pil((5, 6), 11))",
    "random_grayscale.never": "vision.RandomGrayscale(0.0)(pil((5, 6, 3), 12))",
    "random_erasing.never": f"vision.RandomErasing(0.0)({_CHW})",
    "read_image.rgb": "vision.read_image(png('rgb', (5, 6, 3), 14))",
    "read_image.rgb_color": "vision.read_image(png('rgb', (5, 6, 3), 14), vision.ImageReadMode.COLOR)",
    "read_image.rgba": "vision.read_image(png('rgba', (4, 6, 4), 15))",
    "read_image.gray": "vision.read_image(png('gray', (5, 4), 16))",
    "read_image.gray_grayscale": "vision.read_image(png('gray', (5, 4), 16), mode=vision.ImageReadMode.GRAYSCALE)",
    "read_image.gray_color": "vision.read_image(png('gray', (5, 4), 16), vision.ImageReadMode.COLOR)",
}

ERRORS = {
    "rgb_to_hsv.is_hwc": "vision.RgbToHsv(1)",
    "rgb_to_hsv.list": "vision.RgbToHsv(True)([1., 2., 3.])",
    "rgb_to_hsv.channels": f"vision.RgbToHsv()({_UNIT})",
    "rgb_to_hsv.rank": "vision.RgbToHsv()(img((4, 5), 1, 'float32'))",
    "hsv_to_rgb.channels": "vision.HsvToRgb(True)(img((4, 5, 4), 1, 'float32'))",
    "five_crop.numpy": f"vision.FiveCrop(3)({_RGB})",
    "five_crop.too_big": "vision.FiveCrop(8)(pil((6, 7, 3), 1))",
    "five_crop.size": "vision.FiveCrop(0)",
    "ten_crop.flip": "vision.TenCrop(3, 1)",
    "random_grayscale.prob": "vision.RandomGrayscale(1.5)",
    "random_grayscale.numpy": f"vision.RandomGrayscale(1.0)({_RGB})",
    "random_erasing.prob": "vision.RandomErasing(2)",
    "random_erasing.value": "vision.RandomErasing(value=-1)",
    "random_erasing.value_len": "vision.RandomErasing(value=(1, 2))",
    "random_erasing.ratio": "vision.RandomErasing(ratio=(0, 1))",
    "random_erasing.scale": "vision.RandomErasing(scale=(0.5, 0.1))",
    "random_erasing.scale_negative": "vision.RandomErasing(scale=(-0.1, 0.2))",
    "random_erasing.attempts": "vision.RandomErasing(max_attempts=0)",
    "random_erasing.inplace": "vision.RandomErasing(inplace=1)",
    "random_erasing.hw": f"vision.RandomErasing(1.0)({_CHW}[0])",
    "cut_out.length": "vision.CutOut(0)",
    "cut_out.patches": "vision.CutOut(2, 0)",
    "cut_out.is_hwc": "vision.CutOut(2, 1, 1)",
    "cut_out.too_long": f"vision.CutOut(7)({_RGB})",
    "cut_out.rank": "vision.CutOut(2)(img((6, 7), 1))",
    "mix_up_batch.alpha": "vision.MixUpBatch(0.0)",
    "mix_up_batch.labels": f"vision.MixUpBatch()(np.stack([{_RGB}, {_RGB}]), np.array([0, 1]))",
    "mix_up_batch.rank": f"vision.MixUpBatch()({_RGB}, np.eye(2, dtype=np.float32))",
    "cut_mix_batch.format": "vision.CutMixBatch(0)",
    "cut_mix_batch.prob": "vision.CutMixBatch(vision.ImageBatchFormat.NHWC, 1.0, 1.5)",
    "cut_mix_batch.alpha": "vision.CutMixBatch(vision.ImageBatchFormat.NHWC, -1.0)",
    "random_resize.size": "vision.RandomResize(0)",
    "read_image.filename": "vision.read_image(1)",
    "read_image.mode": "vision.read_image(png('rgb', (5, 6, 3), 14), 0)",
    "read_image.missing": "vision.read_image(__import__('cases_dataset')._TMP + '/missing.png')",
}

SAME_MESSAGE = {"rgb_to_hsv.is_hwc", "rgb_to_hsv.channels", "five_crop.numpy", "five_crop.too_big", "five_crop.size",
                "random_grayscale.prob", "random_erasing.prob", "random_erasing.value", "random_erasing.value_len",
                "random_erasing.scale", "random_erasing.attempts", "random_erasing.inplace", "cut_out.length",
                "mix_up_batch.alpha"}


def _rule(code):
    """The dtype and shape of each output of a random operation (a list of [dtype, shape])."""
    return f"[[str(np.asarray(o).dtype), list(np.asarray(o).shape)] for o in ({code},)[0]]" \
        if code.startswith("*") else f"[str(np.asarray({code}).dtype), list(np.asarray({code}).shape)]"


VALUES = {
    "policies": "[[p.name, p.value] for p in vision.AutoAugmentPolicy]",
    "read_modes": "[[m.name, int(m.value)] for m in vision.ImageReadMode]",
    "not_random": "(lambda f: [vision.not_random(f) is f, f.random])(lambda x: x)",
    "random_erasing.rule": _rule(f"vision.RandomErasing(1.0)({_CHW})"),
    "random_erasing.uint8_rule": _rule(f"vision.RandomErasing(1.0, value=(1, 2, 3))({_RGB}.transpose(2, 0, 1))"),
    "random_erasing.random_rule": _rule(f"vision.RandomErasing(1.0, value='random')({_CHW})"),
    "cut_out.rule": _rule(f"vision.CutOut(3, 2)({_RGB})"),
    "cut_out.chw_rule": _rule(f"vision.CutOut(2, 1, False)({_CHW})"),
    "random_resize.rule": _rule(f"vision.RandomResize((4, 5))({_RGB})"),
    "random_resize.short_side_rule": _rule(f"vision.RandomResize(4)({_RGB})"),
    "mix_up_batch.rule": f"[[str(o.dtype), list(o.shape)] for o in vision.MixUpBatch(0.5)(np.stack([{_RGB}, "
                         f"{_RGB} // 2, {_RGB} // 3]), np.eye(3, dtype=np.float32))]",
    "cut_mix_batch.rule": f"[[str(o.dtype), list(o.shape)] for o in vision.CutMixBatch(vision.ImageBatchFormat.NCHW)("
                          f"np.stack([{_RGB}, {_RGB} // 2]).transpose(0, 3, 1, 2).copy(), np.eye(2, "
                          "dtype=np.float32))]",
    "random_grayscale.rule": "[np.asarray(vision.RandomGrayscale(0.5)(pil((5, 6, 3), 13))).shape[-1]]",
}
