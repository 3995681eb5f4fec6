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
}

SAME_MESSAGE = {"crop.bad_coordinates", "posterize.bits", "convert.mode"}
VALUES = {}
