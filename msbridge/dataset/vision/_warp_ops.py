"""``Affine``, ``RandomAffine``, ``Perspective`` and ``RandomPerspective``: MindSpore's matrices run through OpenCV's
warpAffine / warpPerspective as ``_cv_warp`` reproduces them (uint8 bit for bit; float images with OpenCV's float
tables); PIL images go through PIL's own perspective transform, as MindSpore's Python implementation does."""
import numbers

import numpy as np

from ..engine import _check
from ..transforms.transforms import TensorOperation, random_generator
from ._cv_warp import CV_MODES, affine_matrix, perspective_matrix, warp_affine, warp_perspective
from .transforms import _image, _interpolation, _is_pil
from .utils import Inter

__all__ = ["Affine", "RandomAffine", "Perspective", "RandomPerspective"]

_MAX = 16777216


def _in_range(value, name, low, high):
    _check.type_of(value, name, (int, float))
    if not low <= value <= high:
        raise ValueError(f"Input {name} is not within the required interval of [{low}, {high}].")
    return value


def _fill_value(fill_value):
    if isinstance(fill_value, numbers.Number):
        _check.type_of(fill_value, "fill_value", (int,))
        fill_value = (fill_value,) * 3
    elif not isinstance(fill_value, tuple) or len(fill_value) != 3:
        raise TypeError("fill_value should be a single integer or a 3-tuple.")
    for value in fill_value:
        _check.type_of(value, "fill_value", (int,))
        if not 0 <= value <= 255:
            raise ValueError("Input fill_value is not within the required interval of [0, 255].")
    return tuple(fill_value)


def warp(node, img, degrees, translation, scale, shear):
    """``img`` through MindSpore's affine matrix (translation in pixels) with the node's resample and fill."""
    _image(node, img)
    height, width = img.shape[:2]
    matrix = affine_matrix(height, width, degrees, translation, scale, shear)
    return warp_affine(img, matrix, CV_MODES[node.resample], node.fill_value)


def _resample(resample):
    resample = _interpolation(resample, "resample")
    if resample == Inter.AREA:
        raise NotImplementedError("resample Inter.AREA is not supported by msbridge's affine warps.")
    return resample


class Affine(TensorOperation):
    """``vision.Affine(degrees, translate, scale, shear, resample=Inter.NEAREST, fill_value=0)``: rotate by
    ``degrees``, translate by ``translate`` (fractions of width and height), scale and shear (degrees; one number:
    x only) about the image centre."""

    def __init__(self, degrees, translate, scale, shear, resample=Inter.NEAREST, fill_value=0):
        self.degrees = _in_range(degrees, "degrees", -180, 180)
        _check.type_of(translate, "translate", (list, tuple))
        if len(translate) != 2:
            raise TypeError("The length of translate should be 2.")
        self.translate = tuple(_in_range(t, f"translate[{i}]", -1.0, 1.0) for i, t in enumerate(translate))
        _check.type_of(scale, "scale", (int, float))
        if scale <= 0:
            raise ValueError("Input scale must be greater than 0.")
        self.scale = scale
        _check.type_of(shear, "shear", (numbers.Number, tuple, list))
        if isinstance(shear, (list, tuple)):
            if len(shear) != 2:
                raise TypeError("The length of shear should be 2.")
            self.shear = tuple(_in_range(s, f"shear[{i}]", -180, 180) for i, s in enumerate(shear))
        else:
            self.shear = (_in_range(shear, "shear", -180, 180), 0.0)
        self.resample = _resample(resample)
        self.fill_value = _fill_value(fill_value)

    def _apply(self, img):
        height, width = img.shape[:2]
        translation = (np.float32(self.translate[0]) * np.float32(width),
                       np.float32(self.translate[1]) * np.float32(height))
        return warp(self, img, self.degrees, translation, self.scale, self.shear)


def _range_of(value, name, symmetric_check):
    """A number ``d`` as (-d, d) (``symmetric_check`` its validation), else a (min, max) sequence."""
    if isinstance(value, numbers.Number) and not isinstance(value, bool):
        symmetric_check(value)
        return (-value, value)
    _check.type_of(value, name, (list, tuple))
    return tuple(value)


class RandomAffine(TensorOperation):
    """``vision.RandomAffine(degrees, translate=None, scale=None, shear=None, resample=Inter.NEAREST,
    fill_value=0)``: ``Affine`` with the angle, translation (fractions of the size), scale and x / y shears drawn
    uniformly from their ranges."""

    def __init__(self, degrees, translate=None, scale=None, shear=None, resample=Inter.NEAREST, fill_value=0):
        def non_negative(value):
            if value < 0:
                raise ValueError(f"Input degrees is not within the required interval of [0, {_MAX}].")
        self.degrees = _range_of(degrees, "degrees", non_negative)
        if len(self.degrees) != 2 or self.degrees[0] > self.degrees[1]:
            raise TypeError("degrees should be a number or a (min, max) sequence.")
        self.translate = (0.0, 0.0, 0.0, 0.0)
        if translate is not None:
            _check.type_of(translate, "translate", (list, tuple))
            if len(translate) not in (2, 4):
                raise TypeError("translate should be a list or tuple of length 2 or 4.")
            values = [_in_range(t, f"translate at {i}", -1.0, 1.0) for i, t in enumerate(translate)]
            self.translate = tuple(values + [0.0, 0.0] if len(values) == 2 else values)
        self.scale = (1.0, 1.0)
        if scale is not None:
            _check.type_of(scale, "scale", (tuple, list))
            if len(scale) != 2:
                raise TypeError("scale should be a list or tuple of length 2.")
            if scale[0] > scale[1]:
                raise ValueError("Input scale[1] must be equal to or greater than scale[0].")
            if scale[0] < 0 or scale[1] <= 0:
                raise ValueError("Input scale[1] must be greater than 0.")
            self.scale = tuple(scale)
        self.shear = (0.0, 0.0, 0.0, 0.0)
        if shear is not None:
            def positive(value):
                if value <= 0:
                    raise ValueError("Input shear must be greater than 0.")
            values = list(_range_of(shear, "shear", positive))
            if len(values) not in (2, 4):
                raise TypeError("shear must be of length 2 or 4.")
            if values[0] > values[1] or (len(values) == 4 and values[2] > values[3]):
                raise ValueError("Input shear[1] must be equal to or greater than shear[0]")
            self.shear = tuple(values + [0.0, 0.0] if len(values) == 2 else values)
        self.resample = _resample(resample)
        self.fill_value = _fill_value(fill_value)

    def parameters(self, height, width):
        """One draw: (degrees, (tx, ty) in pixels, scale, (shear_x, shear_y))."""
        rng = random_generator()
        degrees = rng.uniform(*self.degrees)
        tx = rng.uniform(self.translate[0] * width, self.translate[1] * width)
        ty = rng.uniform(self.translate[2] * height, self.translate[3] * height)
        scale = rng.uniform(*self.scale)
        shear = (rng.uniform(*self.shear[:2]), rng.uniform(*self.shear[2:]))
        return degrees, (tx, ty), scale, shear

    def _apply(self, img):
        return warp(self, img, *self.parameters(*img.shape[:2]))


def _points(points, name):
    if not isinstance(points, (list, tuple)):
        raise TypeError(f"Argument {name} with value {points} is not of type [<class 'list'>, <class 'tuple'>], but "
                        f"got {type(points)}.")
    if len(points) != 4:
        raise TypeError(f"{name} should be a list or tuple of length 4.")
    for i, point in enumerate(points):
        _check.type_of(point, f"{name}[{i}]", (list, tuple))
        if len(point) != 2:
            raise TypeError(f"{name}[{i}] should be a list or tuple of length 2.")
        for j, value in enumerate(point):
            _check.type_of(value, f"{name}[{i}][{j}]", (int,))
            if not -2147483648 <= value <= 2147483647:
                raise ValueError(f"Input {name}[{i}][{j}] is not within the required interval of "
                                 "[-2147483648, 2147483647].")
    return [tuple(p) for p in points]


_PIL_MODES = {Inter.NEAREST: 0, Inter.BILINEAR: 2, Inter.BICUBIC: 3}


def _pil_perspective(img, start_points, end_points, interpolation):
    """PIL's perspective transform with the coefficients mapping ``end_points`` back to ``start_points`` (least
    squares, as MindSpore's Python implementation)."""
    rows = []
    for (x, y), (u, v) in zip(end_points, start_points):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    coeffs = np.linalg.lstsq(np.array(rows, dtype=float), np.array(start_points, dtype=float).reshape(8),
                             rcond=None)[0]
    from PIL import Image
    return img.transform(img.size, Image.PERSPECTIVE, coeffs.tolist(), _PIL_MODES[interpolation])


class Perspective(TensorOperation):
    """``vision.Perspective(start_points, end_points, interpolation=Inter.BILINEAR)``: the perspective map taking
    the four ``start_points`` ((x, y): top-left, top-right, bottom-right, bottom-left) to ``end_points``."""

    def __init__(self, start_points, end_points, interpolation=Inter.BILINEAR):
        self.start_points = _points(start_points, "start_points")
        self.end_points = _points(end_points, "end_points")
        self.interpolation = _resample(_interpolation(interpolation))

    def __call__(self, img):
        if _is_pil(img):
            return _pil_perspective(img, self.start_points, self.end_points, self.interpolation)
        return super().__call__(img)

    def _apply(self, img):
        _image(self, img)
        return warp_perspective(img, perspective_matrix(self.start_points, self.end_points),
                                CV_MODES[self.interpolation])


class RandomPerspective:
    """``vision.RandomPerspective(distortion_scale=0.5, prob=0.5, interpolation=Inter.BICUBIC)``: with probability
    ``prob``, PIL's perspective transform moving each corner inwards by up to ``distortion_scale`` of half the
    size (whole pixels, drawn uniformly). PIL images only, as MindSpore."""

    def __init__(self, distortion_scale=0.5, prob=0.5, interpolation=Inter.BICUBIC):
        _check.type_of(distortion_scale, "distortion_scale", (float,))
        _check.type_of(prob, "prob", (float,))
        for value, name in ((distortion_scale, "distortion_scale"), (prob, "prob")):
            if not 0 <= value <= 1:
                raise ValueError(f"Input {name} is not within the required interval of [0.0, 1.0].")
        self.distortion_scale, self.prob = distortion_scale, prob
        self.interpolation = _resample(_interpolation(interpolation))

    def corners(self, width, height):
        """One draw of the four end points (top-left, top-right, bottom-right, bottom-left)."""
        rng = random_generator()
        half_w, half_h = int(width / 2 * self.distortion_scale), int(height / 2 * self.distortion_scale)

        def draw(low, high):
            return int(rng.integers(low, high + 1))
        return [(draw(0, half_w), draw(0, half_h)), (draw(width - half_w - 1, width - 1), draw(0, half_h)),
                (draw(width - half_w - 1, width - 1), draw(height - half_h - 1, height - 1)),
                (draw(0, half_w), draw(height - half_h - 1, height - 1))]

    def __call__(self, img):
        if not _is_pil(img):
            raise ValueError("Input image should be a Pillow image.")
        if self.prob <= random_generator().random():
            return img
        width, height = img.size
        start = [(0, 0), (width - 1, 0), (width - 1, height - 1), (0, height - 1)]
        return _pil_perspective(img, start, self.corners(width, height), self.interpolation)
