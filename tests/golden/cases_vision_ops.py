"""vision operations of issue 18, third slice (RandomCropDecodeResize, MixUp, RandomLighting, UniformAugment,
RandomSelectSubpolicy, encode_jpeg / encode_png / write_jpeg / write_png, the video readers), recorded from
MindSpore 2.10 by record_vision_ops.py and replayed by tests/test_vision_ops.py. Random operations are recorded at
their deterministic settings (full-image window, lambda = 1, alpha = 0, probabilities 0 and 1) and by output
dtypes and shapes; case code sees ``vision``, ``ms``, ``np``, ``img(shape, seed, dtype)``, ``png_bytes(shape,
seed)`` (a PNG written by Pillow, as a 1-D uint8 array), ``pixels(data)`` (encoded bytes decoded by Pillow) and
``written(name, fn)`` (``fn(path)`` run on a fresh file path, then the file's decoded pixels)."""
import io
import os

import numpy as np

import cases_vision_extra
from cases_dataset import as_json  # noqa: F401 - the recorder and goldens.table_tests read it here


def namespace(ms):
    ns = cases_vision_extra.namespace(ms)
    from PIL import Image

    def png_bytes(shape, seed=0):
        out = io.BytesIO()
        Image.fromarray(ns["img"](shape, seed)).save(out, "PNG")
        return np.frombuffer(out.getvalue(), np.uint8)

    def pixels(data):
        return np.asarray(Image.open(io.BytesIO(np.asarray(data).tobytes())))

    def written(name, fn):
        from cases_dataset import _TMP
        path = os.path.join(_TMP, name)
        open(path, "wb").close()
        fn(path)
        return pixels(np.fromfile(path, np.uint8))
    ns.update(png_bytes=png_bytes, pixels=pixels, written=written,
              as_tuple=lambda out: out if isinstance(out, tuple) else (out,))
    return ns


run = cases_vision_extra.run_in(namespace)


as_arrays = cases_vision_extra.as_arrays

_RGB = "img((6, 7, 3), 1)"
_BATCH = "np.stack([img((5, 4, 3), 2), img((5, 4, 3), 3), img((5, 4, 3), 4)])"
_LABELS = "np.eye(3, dtype=np.float32)"
ARRAYS = {
    "random_crop_decode_resize.full": "vision.RandomCropDecodeResize((9, 11), scale=(1.0, 1.0), ratio=(1.0, 1.0))"
                                      "(png_bytes((12, 12, 3), 5))",
    "random_crop_decode_resize.bicubic": "vision.RandomCropDecodeResize(7, (1.0, 1.0), (1.0, 1.0), "
                                         "vision.Inter.BICUBIC)(png_bytes((10, 10, 3), 6))",
    "random_crop_decode_resize.ratio_fallback": "vision.RandomCropDecodeResize((8, 8), (1.0, 1.0), (1.0, 1.0), "
                                                "max_attempts=1)(png_bytes((10, 14, 3), 7))",
    "mix_up.first_call": f"vision.MixUp(3, 0.5, False)({_BATCH}, {_LABELS})",
    "random_lighting.zero": f"vision.RandomLighting(0.0)({_RGB})",
    "uniform_augment.identity": f"vision.UniformAugment([vision.ToType(np.uint8), vision.Crop((0, 0), (6, 7))], 2)"
                                f"({_RGB})",
    "select_subpolicy.always": f"vision.RandomSelectSubpolicy([[(vision.Invert(), 1.0), "
                               f"(vision.HorizontalFlip(), 1)]])({_RGB})",
    "select_subpolicy.never": f"vision.RandomSelectSubpolicy([[(vision.Invert(), 0.0)], "
                              f"[(vision.VerticalFlip(), 0)]])({_RGB})",
    "encode_jpeg.bytes": "vision.encode_jpeg(img((16, 21, 3), 8))",
    "encode_jpeg.quality": "vision.encode_jpeg(img((9, 10, 3), 9), 95)",
    "encode_jpeg.gray": "vision.encode_jpeg(img((9, 10), 10), 30)",
    "encode_jpeg.one_channel": "vision.encode_jpeg(img((9, 10, 1), 11))",
    "encode_jpeg.tensor": "vision.encode_jpeg(ms.Tensor(img((8, 8, 3), 12)))",
    "encode_png.pixels": "pixels(vision.encode_png(img((16, 21, 3), 13)))",
    "encode_png.level0": "pixels(vision.encode_png(img((5, 6, 3), 14), 0))",
    "encode_png.gray": "pixels(vision.encode_png(img((7, 5), 15), 9))",
    "encode_png.one_channel": "pixels(vision.encode_png(img((7, 5, 1), 16)))",
    "write_png.pixels": "written('w.png', lambda p: vision.write_png(p, img((6, 8, 3), 17)))",
    "write_jpeg.pixels": "written('w.jpg', lambda p: vision.write_jpeg(p, img((6, 8, 3), 18), 90))",
}

ERRORS = {
    "random_crop_decode_resize.size": "vision.RandomCropDecodeResize(0)",
    "random_crop_decode_resize.scale": "vision.RandomCropDecodeResize(5, scale=(1.0, 0.5))",
    "random_crop_decode_resize.decoded": f"vision.RandomCropDecodeResize(5)({_RGB})",
    "mix_up.batch_size": "vision.MixUp(0, 0.5)",
    "mix_up.batch_size_type": "vision.MixUp(2.0, 0.5)",
    "mix_up.alpha": "vision.MixUp(2, 0.0)",
    "mix_up.alpha_type": "vision.MixUp(2, '1')",
    "mix_up.is_single": "vision.MixUp(2, 0.5, 1)",
    "random_lighting.alpha": "vision.RandomLighting(-0.1)",
    "random_lighting.alpha_type": "vision.RandomLighting('1')",
    "random_lighting.gray": "vision.RandomLighting(0.1)(img((4, 5), 1))",
    "random_lighting.channels": "vision.RandomLighting(0.1)(img((4, 5, 4), 1))",
    "uniform_augment.num_ops": "vision.UniformAugment([vision.Invert()], 2)",
    "uniform_augment.num_ops_zero": "vision.UniformAugment([vision.Invert()], 0)",
    "uniform_augment.num_ops_type": "vision.UniformAugment([vision.Invert()], 1.0)",
    "uniform_augment.empty": "vision.UniformAugment([], 0)",
    "uniform_augment.not_op": "vision.UniformAugment([1], 1)",
    "select_subpolicy.type": "vision.RandomSelectSubpolicy((vision.Invert(), 0.5))",
    "select_subpolicy.empty": "vision.RandomSelectSubpolicy([])",
    "select_subpolicy.empty_sub": "vision.RandomSelectSubpolicy([[]])",
    "select_subpolicy.pair": "vision.RandomSelectSubpolicy([[vision.Invert()]])",
    "select_subpolicy.prob": "vision.RandomSelectSubpolicy([[(vision.Invert(), 1.5)]])",
    "select_subpolicy.op": "vision.RandomSelectSubpolicy([[(1, 0.5)]])",
    "encode_jpeg.quality": "vision.encode_jpeg(img((4, 4, 3), 1), 0)",
    "encode_jpeg.quality_type": "vision.encode_jpeg(img((4, 4, 3), 1), 75.0)",
    "encode_jpeg.float": "vision.encode_jpeg(img((4, 4, 3), 1, 'float32'))",
    "encode_jpeg.rank": "vision.encode_jpeg(img((2, 4, 4, 3), 1))",
    "encode_jpeg.channels": "vision.encode_jpeg(img((4, 4, 4), 1))",
    "encode_jpeg.list": "vision.encode_jpeg([1, 2, 3])",
    "encode_png.level": "vision.encode_png(img((4, 4, 3), 1), 10)",
    "encode_png.level_type": "vision.encode_png(img((4, 4, 3), 1), None)",
    "encode_png.uint16": "vision.encode_png(img((4, 4, 3), 1).astype(np.uint16))",
    "encode_png.channels": "vision.encode_png(img((4, 4, 2), 1))",
    "write_png.filename": "vision.write_png(1, img((4, 4, 3), 1))",
    "write_jpeg.filename": "vision.write_jpeg(None, img((4, 4, 3), 1))",
    "read_video": "vision.read_video(__import__('cases_dataset')._TMP + '/missing.mp4')",
}

SAME_MESSAGE = {"rand_augment.magnitude", "trivial_augment.bins", "mix_up.batch_size", "mix_up.alpha", "random_lighting.alpha", "uniform_augment.num_ops",
                "select_subpolicy.empty", "select_subpolicy.empty_sub",
                "select_subpolicy.pair", "random_crop_decode_resize.decoded", "mix_up.alpha_type", "encode_jpeg.quality_type",
                "encode_png.level_type"}


def _rule(code):
    """The dtype and shape of each output of a random operation (a list of [dtype, shape])."""
    return f"[[str(np.asarray(o).dtype), list(np.asarray(o).shape)] for o in as_tuple({code})]"


VALUES = {
    "random_crop_decode_resize.rule": _rule("vision.RandomCropDecodeResize((6, 5))(png_bytes((20, 16, 3), 20))"),
    "mix_up.rule": _rule(f"vision.MixUp(3, 0.4)({_BATCH}, {_LABELS})"),
    "random_lighting.rule": _rule(f"vision.RandomLighting(0.5)({_RGB})"),
    "random_lighting.float_rule": _rule("vision.RandomLighting(0.5)(img((3, 4, 3), 1, 'float32'))"),
    "uniform_augment.rule": _rule(f"vision.UniformAugment([vision.Invert(), vision.HorizontalFlip(), "
                                  f"vision.VerticalFlip()], 2)({_RGB})"),
}

# RandAugment / TrivialAugmentWide: identity settings, argument errors, and 150 eager outputs each (16x16 RGB) that
# tests/test_vision_ops.py finds among the outputs msbridge's augmentation space can give
ARRAYS.update({
    "rand_augment.no_ops": f"vision.RandAugment(0)({_RGB})",
    "trivial_augment.samples": "np.stack([vision.TrivialAugmentWide(num_magnitude_bins=5, fill_value=(10, 20, 30))"
                               "(img((16, 16, 3), 40)) for _ in range(150)])",
    "rand_augment.samples": "np.stack([vision.RandAugment(1, 3, 5, vision.Inter.BILINEAR, 7)(img((16, 16, 3), 41)) "
                            "for _ in range(150)])",
})
ERRORS.update({
    "rand_augment.num_ops": "vision.RandAugment(-1)",
    "rand_augment.magnitude": "vision.RandAugment(2, 31)",
    "rand_augment.bins": "vision.RandAugment(2, 0, 1)",
    "rand_augment.gray": "vision.RandAugment()(img((8, 8), 1))",
    "trivial_augment.bins": "vision.TrivialAugmentWide(1)",
    "trivial_augment.fill": "vision.TrivialAugmentWide(fill_value=(1, 2))",
})
SAMPLES = {"trivial_augment.samples", "rand_augment.samples"}
VALUES.update({
    "trivial_augment.rule": _rule(f"vision.TrivialAugmentWide()({_RGB})"),
    "rand_augment.rule": _rule(f"vision.RandAugment()({_RGB})"),
})
ARRAYS.update({
    f"auto_augment.samples.{_p}": f"np.stack([vision.AutoAugment(vision.AutoAugmentPolicy.{_p.upper()}, "
                                  f"vision.Inter.BILINEAR, (10, 20, 30))(img((16, 16, 3), 42)) for _ in range(150)])"
    for _p in ("imagenet", "cifar10", "svhn")})
SAMPLES |= {f"auto_augment.samples.{_p}" for _p in ("imagenet", "cifar10", "svhn")}
ERRORS.update({
    "auto_augment.policy": "vision.AutoAugment('imagenet')",
    "auto_augment.fill": "vision.AutoAugment(fill_value=300)",
    "auto_augment.channels": "vision.AutoAugment()(img((8, 8, 4), 1))",
})
VALUES["auto_augment.rule"] = _rule(f"vision.AutoAugment()({_RGB})")
