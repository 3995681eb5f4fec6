"""vision operations added for issue 18 (flips, Crop, Erase, PadToSize, Invert, Posterize, Adjust*, NormalizePad,
ToType, ConvertColor), recorded from MindSpore 2.10 by record_vision_extra.py and replayed by
tests/test_vision_extra.py. Case code sees ``vision``, ``ms``, ``np`` and ``img(shape, seed, dtype)``.
"""
import importlib

import numpy as np

from cases_dataset import as_json


def namespace(ms):
    vision = importlib.import_module(ms.__name__ + ".dataset.vision")

    def img(shape, seed=0, dtype="uint8"):
        rng = np.random.RandomState(seed)
        if dtype == "uint8":
            return rng.randint(0, 256, shape).astype(np.uint8)
        return rng.uniform(0, 1, shape).astype(dtype)
    return {"vision": vision, "ms": ms, "np": np, "img": img}


def run(ms, code):
    return eval(code, namespace(ms))  # noqa: S307 - the code strings are the fixed tables below


def run_in(namespace_of):
    """The ``run(ms, code)`` of a cases module whose case code sees ``namespace_of(ms)``."""
    def run_case(ms, code):
        return eval(code, namespace_of(ms))  # noqa: S307 - the code strings are the modules' fixed tables
    return run_case


def as_arrays(result):
    items = result if isinstance(result, (tuple, list)) else [result]
    return [np.asarray(item) for item in items]


_RGB = "img((6, 7, 3), 1)"
ARRAYS = {
    "hflip": f"vision.HorizontalFlip()({_RGB})",
    "hflip.gray": "vision.HorizontalFlip()(img((4, 5), 2))",
    "vflip": f"vision.VerticalFlip()({_RGB})",
    "vflip.float": "vision.VerticalFlip()(img((4, 5, 3), 3, 'float32'))",
    "crop": f"vision.Crop((1, 2), (3, 4))({_RGB})",
    "crop.int_size": f"vision.Crop((0, 0), 5)({_RGB})",
    "erase": f"vision.Erase(1, 2, 3, 2, 7)({_RGB})",
    "erase.rgb_value": f"vision.Erase(0, 0, 2, 3, (10, 20, 30))({_RGB})",
    "erase.float": "vision.Erase(1, 1, 2, 2, 0.5)(img((4, 5, 3), 4, 'float32'))",
    "pad_to_size.center": f"vision.PadToSize((9, 12))({_RGB})",
    "pad_to_size.offset": f"vision.PadToSize((8, 9), (1, 2), 5)({_RGB})",
    "pad_to_size.edge": f"vision.PadToSize(10, 0, padding_mode=vision.Border.EDGE)({_RGB})",
    "pad_to_size.reflect": f"vision.PadToSize((8, 8), padding_mode=vision.Border.REFLECT)({_RGB})",
    "invert": f"vision.Invert()({_RGB})",
    "invert.float": "vision.Invert()(img((4, 5, 3), 1, 'float32') * 255)",
    "posterize.3": f"vision.Posterize(3)({_RGB})",
    "posterize.0": f"vision.Posterize(0)({_RGB})",
    "posterize.8": f"vision.Posterize(8)({_RGB})",
    "brightness": f"vision.AdjustBrightness(1.7)({_RGB})",
    "brightness.float": "vision.AdjustBrightness(0.4)(img((4, 5, 3), 5, 'float32'))",
    "contrast": f"vision.AdjustContrast(0.3)({_RGB})",
    "contrast.high": f"vision.AdjustContrast(2.5)({_RGB})",
    "saturation": f"vision.AdjustSaturation(0.2)({_RGB})",
    "saturation.high": f"vision.AdjustSaturation(3.0)({_RGB})",
    "normalize_pad": f"vision.NormalizePad([100., 110., 120.], [50., 60., 70.])({_RGB})",
    "normalize_pad.float16": f"vision.NormalizePad([100., 110., 120.], [50., 60., 70.], 'float16')({_RGB})",
    "normalize_pad.chw": "vision.NormalizePad([0.5, 0.4, 0.3], [0.2, 0.2, 0.2], is_hwc=False)"
                         "(img((3, 4, 5), 6, 'float32'))",
    "to_type": f"vision.ToType(np.int16)({_RGB})",
    "to_type.mstype": f"vision.ToType(ms.float32)({_RGB})",
    "convert.rgb2bgr": f"vision.ConvertColor(vision.ConvertMode.COLOR_RGB2BGR)({_RGB})",
    "convert.rgb2gray": f"vision.ConvertColor(vision.ConvertMode.COLOR_RGB2GRAY)({_RGB})",
    "convert.bgr2gray": f"vision.ConvertColor(vision.ConvertMode.COLOR_BGR2GRAY)({_RGB})",
    "convert.bgr2bgra": f"vision.ConvertColor(vision.ConvertMode.COLOR_BGR2BGRA)({_RGB})",
    "convert.bgr2rgba": f"vision.ConvertColor(vision.ConvertMode.COLOR_BGR2RGBA)({_RGB})",
    "convert.rgba2bgr": "vision.ConvertColor(vision.ConvertMode.COLOR_RGBA2BGR)(img((4, 5, 4), 7))",
    "convert.bgra2rgba": "vision.ConvertColor(vision.ConvertMode.COLOR_BGRA2RGBA)(img((4, 5, 4), 7))",
    "convert.rgba2gray": "vision.ConvertColor(vision.ConvertMode.COLOR_RGBA2GRAY)(img((4, 5, 4), 7))",
    "convert.bgra2gray": "vision.ConvertColor(vision.ConvertMode.COLOR_BGRA2GRAY)(img((4, 5, 4), 7))",
    "convert.gray2bgr": "vision.ConvertColor(vision.ConvertMode.COLOR_GRAY2BGR)(img((4, 5), 8))",
    "convert.gray2bgra": "vision.ConvertColor(vision.ConvertMode.COLOR_GRAY2BGRA)(img((4, 5), 8))",
    "gamma.u8": f"vision.AdjustGamma(0.5, 1.2)({_RGB})",
    "gamma.u8_dark": f"vision.AdjustGamma(2.2)({_RGB})",
    "gamma.float": "vision.AdjustGamma(2.0, 0.9)(img((4, 5, 3), 3, 'float32'))",
    "solarize.number": f"vision.Solarize(128)({_RGB})",
    "solarize.range": f"vision.Solarize((50, 150))({_RGB})",
    "solarize.gray": "vision.Solarize(100.5)(img((4, 5), 2))",
    "resized_crop": "vision.ResizedCrop(2, 3, 20, 15, (9, 7))(img((30, 30, 3), 11))",
    "resized_crop.nearest": "vision.ResizedCrop(0, 0, 5, 5, 8, vision.Inter.NEAREST)(img((6, 6, 3), 12))",
    "slice_patches.pad": f"vision.SlicePatches(4, 3, fill_value=9)({_RGB})",
    "slice_patches.drop": f"vision.SlicePatches(4, 3, vision.SliceMode.DROP)({_RGB})",
    "slice_patches.gray": "vision.SlicePatches(2, 2)(img((5, 5), 13))",
    "read_file": "(lambda p: (img((10,), 14).tofile(p), vision.read_file(p))[1])(__import__('cases_dataset')._TMP "
                 "+ '/rf.bin')",
    "equalize": "vision.Equalize()(img((12, 10, 3), 21) // 3 + 40)",
    "equalize.gray": "vision.Equalize()(img((9, 8), 22) // 5)",
    "equalize.flat": "vision.Equalize()(np.full((4, 4, 3), 7, np.uint8))",
    "auto_contrast": "vision.AutoContrast()(img((12, 10, 3), 23) // 2 + 30)",
    "auto_contrast.cutoff": "vision.AutoContrast(10.0)(img((12, 10, 3), 24))",
    "auto_contrast.ignore": "vision.AutoContrast(0.0, [30, 31])(img((12, 10, 3), 25) // 4 + 30)",
    "auto_contrast.gray": "vision.AutoContrast(5.0)(img((9, 8), 26) // 3)",
    "sharpness": "vision.AdjustSharpness(2.0)(img((8, 9, 3), 31))",
    "sharpness.blur": "vision.AdjustSharpness(0.3)(img((8, 9, 3), 32))",
    "sharpness.gray": "vision.AdjustSharpness(1.5)(img((6, 7), 33))",
    "sharpness.float": "vision.AdjustSharpness(1.5)(img((6, 7, 3), 34, 'float32'))",
    "random_equalize.always": "vision.RandomEqualize(1.0)(img((6, 7, 3), 35))",
    "random_auto_contrast.never": "vision.RandomAutoContrast(prob=0.0)(img((6, 7, 3), 36))",
    "random_invert.always": "vision.RandomInvert(1.0)(img((6, 7, 3), 37))",
    "rotate.90": "vision.Rotate(90)(img((6, 6, 3), 41))",
    "rotate.180_expand": f"vision.Rotate(180, expand=True)({_RGB})",
    "rotate.270_expand": f"vision.Rotate(-90, expand=True)({_RGB})",
    "rotate.fill": "vision.Rotate(90, fill_value=(9, 8, 7))(img((6, 6, 3), 42))",
    "random_sharpness.fixed": f"vision.RandomSharpness((1.5, 1.5))({_RGB})",
    "random_color.fixed": f"vision.RandomColor((0.4, 0.4))({_RGB})",
    "random_color.fixed_high": f"vision.RandomColor((1.8, 1.8))({_RGB})",
    "linear_transformation": "vision.LinearTransformation(np.eye(12, dtype=np.float32)[::-1] * 2, np.arange(12, "
                             "dtype=np.float32))(img((3, 2, 2), 45, 'float32'))",
    "convert.rgb2gray_float": "vision.ConvertColor(vision.ConvertMode.COLOR_RGB2BGR)(img((4, 5, 3), 9, 'float32'))",
}

ERRORS = {
    "crop.too_big": f"vision.Crop((4, 0), (3, 3))({_RGB})",
    "crop.bad_coordinates": "vision.Crop((1,), 2)",
    "pad_to_size.smaller": f"vision.PadToSize((3, 3))({_RGB})",
    "posterize.bits": "vision.Posterize(9)",
    "posterize.float": "vision.Posterize(2)(img((4, 5, 3), 1, 'float32'))",
    "convert.mode": "vision.ConvertColor(4)",
    "normalize_pad.dtype": "vision.NormalizePad([1., 1., 1.], [1., 1., 1.], 'int8')",
    "erase.negative": "vision.Erase(-1, 0, 1, 1)",
    "solarize.order": "vision.Solarize((200, 100))",
    "slice_patches.mode": "vision.SlicePatches(2, 2, 1)",
    "read_file.missing": "vision.read_file(__import__('cases_dataset')._TMP + '/missing.bin')",
}

SAME_MESSAGE = {"crop.bad_coordinates", "posterize.bits", "convert.mode", "slice_patches.mode"}
VALUES = {
    "image_size": f"[vision.get_image_size({_RGB}), vision.get_image_size(img((3, 8), 1))]",
    "num_channels": f"[vision.get_image_num_channels({_RGB}), vision.get_image_num_channels(img((3, 8), 1)), "
                    "vision.get_image_num_channels(img((3, 8, 4), 1))]",
    "slice_modes": "[[m.name, m.value] for m in vision.SliceMode]",
}
