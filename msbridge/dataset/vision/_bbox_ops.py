"""The bounding-box operations: ``op(image, bboxes)`` with ``bboxes`` a float32 (N, 4+) array of
``[x, y, width, height, ...]`` rows, transformed with the image (MindSpore's C++ rules, measured): flips mirror
``x`` (``W - x - w``) or ``y``; resizes scale by ``float32(new / old)``; crops shift by the window, drop boxes wholly
past it (strictly) and clip the rest to it (zero-size boxes on the edge are kept). MindSpore's eager calls also
write the result into the caller's bbox array; msbridge returns a new one (docs/compat/dataset.md)."""
import numpy as np

from ..engine import _check
from ..engine._errors import pipeline_error
from ..transforms.transforms import TensorOperation, _check_prob, random_generator
from ._more import RandomResize
from .transforms import RandomCrop, RandomResizedCrop, Resize, _crop_to, _hw, _image, resize
from .utils import Border, Inter

__all__ = ["ResizeWithBBox", "RandomResizeWithBBox", "RandomHorizontalFlipWithBBox", "RandomVerticalFlipWithBBox",
           "RandomCropWithBBox", "RandomResizedCropWithBBox", "BoundingBoxAugment"]


def _boxes(node, img, bboxes):
    _image(node, img)
    if bboxes.dtype != np.float32:
        raise pipeline_error(node, f"{type(node).__name__}: the bounding boxes should be float32, but got "
                                   f"{bboxes.dtype}.")
    if bboxes.ndim != 2 or bboxes.shape[1] < 4:
        raise pipeline_error(node, "BoundingBox: bounding boxes should be have at least 4 features, but got: "
                                   f"{bboxes.shape[-1] if bboxes.ndim else 0}")
    return bboxes.copy()


def _scaled(boxes, old_hw, new_hw):
    boxes[:, [0, 2]] *= np.float32(new_hw[1]) / np.float32(old_hw[1])
    boxes[:, [1, 3]] *= np.float32(new_hw[0]) / np.float32(old_hw[0])
    return boxes


def _cropped(boxes, top, left, height, width):
    """Boxes in a (height, width) window at (top, left): shifted, those wholly past it dropped, the rest clipped."""
    x0, y0 = boxes[:, 0] - np.float32(left), boxes[:, 1] - np.float32(top)
    x1, y1 = x0 + boxes[:, 2], y0 + boxes[:, 3]
    keep = (x0 <= width) & (y0 <= height) & (x1 >= 0) & (y1 >= 0)
    x0, y0 = np.maximum(x0, 0), np.maximum(y0, 0)
    x1, y1 = np.minimum(x1, np.float32(width)), np.minimum(y1, np.float32(height))
    out = boxes.copy()
    out[:, 0], out[:, 1], out[:, 2], out[:, 3] = x0, y0, x1 - x0, y1 - y0
    return out[keep]


class ResizeWithBBox(TensorOperation):
    """``vision.ResizeWithBBox(size, interpolation=Inter.BILINEAR)``: ``Resize`` with the boxes scaled."""

    def __init__(self, size, interpolation=Inter.BILINEAR):
        self._resize = Resize(size, interpolation)

    def _resized(self, img, bboxes, interpolation):
        boxes = _boxes(self, img, bboxes)
        target = self._resize.target(*img.shape[:2])
        return resize(img, *target, interpolation), _scaled(boxes, img.shape[:2], target)

    def _apply(self, img, bboxes):
        return self._resized(img, bboxes, self._resize.interpolation)


class RandomResizeWithBBox(ResizeWithBBox):
    """``vision.RandomResizeWithBBox(size)``: ``ResizeWithBBox`` with an interpolation drawn from NEAREST,
    BILINEAR, BICUBIC and AREA."""

    def __init__(self, size):
        super().__init__(size)

    def _apply(self, img, bboxes):
        modes = RandomResize._MODES
        return self._resized(img, bboxes, modes[int(random_generator().integers(len(modes)))])


class _RandomFlipWithBBox(TensorOperation):
    _axis = None

    def __init__(self, prob=0.5):
        _check_prob(prob)
        self.prob = prob

    def _apply(self, img, bboxes):
        boxes = _boxes(self, img, bboxes)
        if random_generator().random() >= self.prob:
            return img, boxes
        size = np.float32(img.shape[1 - self._axis])
        boxes[:, self._axis] = size - boxes[:, self._axis] - boxes[:, self._axis + 2]
        return np.ascontiguousarray(np.flip(img, 1 - self._axis)), boxes


class RandomHorizontalFlipWithBBox(_RandomFlipWithBBox):
    """``vision.RandomHorizontalFlipWithBBox(prob=0.5)``: mirror left-right (``x -> W - x - w``)."""

    _axis = 0


class RandomVerticalFlipWithBBox(_RandomFlipWithBBox):
    """``vision.RandomVerticalFlipWithBBox(prob=0.5)``: mirror top-bottom (``y -> H - y - h``)."""

    _axis = 1


class RandomCropWithBBox(RandomCrop):
    """``vision.RandomCropWithBBox(size, padding=None, pad_if_needed=False, fill_value=0,
    padding_mode=Border.CONSTANT)``: ``RandomCrop`` with the boxes moved by the padding and cropped."""

    _batched = False

    def __init__(self, size, padding=None, pad_if_needed=False, fill_value=0, padding_mode=Border.CONSTANT):
        super().__init__(size, padding, pad_if_needed, fill_value, padding_mode)

    def _apply(self, img, bboxes):
        boxes = _boxes(self, img, bboxes)
        img, (pad_top, pad_left), top, left = self.padded_window(img)
        height, width = _hw(self.size)
        return _crop_to(img, height, width, top, left), _cropped(boxes, top - pad_top, left - pad_left, height,
                                                                width)


class RandomResizedCropWithBBox(RandomResizedCrop):
    """``vision.RandomResizedCropWithBBox(size, scale=(0.08, 1.0), ratio=(3/4, 4/3), interpolation=Inter.BILINEAR,
    max_attempts=10)``: ``RandomResizedCrop`` with the boxes cropped and scaled."""

    _batched = False

    def _apply(self, img, bboxes):
        boxes = _boxes(self, img, bboxes)
        top, left, h, w = self._window(*img.shape[:2])
        target = _hw(self.size)
        out = resize(_crop_to(img, h, w, top, left), *target, self.interpolation)
        return out, _scaled(_cropped(boxes, top, left, h, w), (h, w), target)


class BoundingBoxAugment(TensorOperation):
    """``vision.BoundingBoxAugment(transform, ratio=0.3)``: ``transform`` applied to the image inside
    ``int(ratio * N)`` boxes picked at random (corners truncated to pixels); the boxes are returned unchanged."""

    def __init__(self, transform, ratio=0.3):
        _check.type_of(ratio, "ratio", (float, int))
        if not 0 <= ratio <= 1:
            raise ValueError("Input ratio is not within the required interval of [0.0, 1.0].")
        if not callable(transform):
            raise TypeError("transform is neither a transforms op (TensorOperation) nor a callable pyfunc.")
        self.transform, self.ratio = transform, ratio

    def _apply(self, img, bboxes):
        boxes = _boxes(self, img, bboxes)
        out = img.copy()
        count = int(len(boxes) * self.ratio)
        for index in random_generator().permutation(len(boxes))[:count]:
            x, y, w, h = (int(v) for v in boxes[index, :4])
            patch = np.asarray(self.transform(np.ascontiguousarray(out[y:y + h, x:x + w])))
            out[y:y + h, x:x + w] = patch
        return out, boxes
