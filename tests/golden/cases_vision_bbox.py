"""The bounding-box operations (ResizeWithBBox, RandomResizeWithBBox, Random{Horizontal,Vertical}FlipWithBBox,
RandomCropWithBBox, RandomResizedCropWithBBox, BoundingBoxAugment) recorded from MindSpore 2.10 by
record_vision_bbox.py and replayed by tests/test_vision_bbox.py: images and boxes as MindSpore's at deterministic
settings (probability 0 or 1, full or fallback windows). Case code sees ``vision``, ``ms``, ``np``,
``img(shape, seed, dtype)`` and ``boxes()`` (a fresh float32 box array: MindSpore writes its results into it)."""
import numpy as np

import cases_vision_extra
from cases_dataset import as_json  # noqa: F401 - the recorder and goldens.table_tests read it here

as_arrays = cases_vision_extra.as_arrays

_BOXES = [[1, 2, 4, 3, 7], [0, 0, 14, 10, 1], [5.5, 3.25, 2, 2, 0], [0, 1, 2.5, 2, 5], [12, 0, 2, 3, 6],
          [11.5, 4, 1, 1, 2], [1.0, 1, 1.5, 1, 3], [0, 1, 2, 1, 9]]


def namespace(ms):
    ns = cases_vision_extra.namespace(ms)
    ns["boxes"] = lambda: np.array(_BOXES, np.float32)
    return ns


run = cases_vision_extra.run_in(namespace)


_IMG = "img((10, 14, 3), 1)"
ARRAYS = {
    "hflip": f"vision.RandomHorizontalFlipWithBBox(1.0)({_IMG}, boxes())",
    "hflip.never": f"vision.RandomHorizontalFlipWithBBox(0.0)({_IMG}, boxes())",
    "vflip": f"vision.RandomVerticalFlipWithBBox(1)({_IMG}, boxes())",
    "vflip.gray": "vision.RandomVerticalFlipWithBBox(1.0)(img((10, 14), 2), boxes())",
    "resize": f"vision.ResizeWithBBox((7, 9))({_IMG}, boxes())",
    "resize.short_side": f"vision.ResizeWithBBox(5)({_IMG}, boxes())",
    "resize.up_bicubic": f"vision.ResizeWithBBox((20, 21), vision.Inter.BICUBIC)({_IMG}, boxes())",
    "resize.nearest": f"vision.ResizeWithBBox((13, 6), vision.Inter.NEAREST)({_IMG}, boxes())",
    "crop.full": f"vision.RandomCropWithBBox((10, 14))({_IMG}, boxes())",
    "crop.padded": f"vision.RandomCropWithBBox((12, 16), padding=1)({_IMG}, boxes())",
    "crop.padded_sides": f"vision.RandomCropWithBBox((13, 17), padding=(1, 2, 2, 1), fill_value=(1, 2, 3))"
                         f"({_IMG}, boxes())",
    "resized_crop.full": f"vision.RandomResizedCropWithBBox((5, 7), (1.0, 1.0), (1.4, 1.4))({_IMG}, boxes())",
    "resized_crop.centre": f"vision.RandomResizedCropWithBBox((10, 10), (1.0, 1.0), (1.0, 1.0))({_IMG}, boxes())",
    "resized_crop.centre_small": f"vision.RandomResizedCropWithBBox((5, 5), (1.0, 1.0), (1.0, 1.0))({_IMG}, boxes())",
    "resized_crop.tall": "vision.RandomResizedCropWithBBox((6, 4), (1.0, 1.0), (0.5, 0.5), vision.Inter.AREA)"
                         "(img((14, 10, 3), 3), boxes()[:, [1, 0, 3, 2, 4]].copy())",
    "augment.none": f"vision.BoundingBoxAugment(vision.Invert(), 0.0)({_IMG}, boxes())",
    "augment.all": f"vision.BoundingBoxAugment(vision.Invert(), 1.0)({_IMG}, boxes()[:3].copy())",
}

ERRORS = {
    "int_boxes": f"vision.RandomHorizontalFlipWithBBox(1.0)({_IMG}, boxes().astype(np.int32))",
    "short_boxes": f"vision.ResizeWithBBox((7, 9))({_IMG}, boxes()[:, :3].copy())",
    "flip.prob": "vision.RandomHorizontalFlipWithBBox(1.5)",
    "resize.size": "vision.ResizeWithBBox(0)",
    "crop.size": "vision.RandomCropWithBBox(0)",
    "crop.too_big": f"vision.RandomCropWithBBox((20, 20))({_IMG}, boxes())",
    "resized_crop.scale": "vision.RandomResizedCropWithBBox(5, scale=(1.0, 0.5))",
    "augment.ratio": "vision.BoundingBoxAugment(vision.Invert(), 1.5)",
    "augment.ratio_type": "vision.BoundingBoxAugment(vision.Invert(), '1')",
}

SAME_MESSAGE = {"flip.prob", "resize.size", "crop.size", "augment.ratio"}


def _rule(code):
    return f"[[str(np.asarray(o).dtype), list(np.asarray(o).shape)] for o in {code}]"


VALUES = {
    "random_resize.rule": _rule(f"vision.RandomResizeWithBBox((6, 8))({_IMG}, boxes())"),
    "crop.rule": f"(lambda o: [str(o[0].dtype), list(o[0].shape), str(o[1].dtype), o[1].shape[1]])("
                 f"vision.RandomCropWithBBox((6, 8))({_IMG}, boxes()))",
}
