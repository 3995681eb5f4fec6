"""More ``mindspore.dataset.vision`` operations (issue 18): RgbToHsv / HsvToRgb, ToNumpy, FiveCrop / TenCrop,
RandomGrayscale, RandomErasing, CutOut, MixUpBatch, CutMixBatch, RandomResize, read_image, and the ``not_random``
decorator of ``transforms``. They are re-exported by ``vision.transforms``; random draws come from the pipeline's
generator (``transforms.random_generator``), not MindSpore's (docs/compat/dataset.md)."""
import colorsys
import numbers

import numpy as np

from ..engine import _check
from ..engine._errors import pipeline_error
from ..transforms.transforms import TensorOperation, _check_prob, not_random, random_generator
from ._png import SIGNATURE
from .transforms import Decode, Grayscale, Resize, _hw, _is_pil, _size, read_file
from .utils import ImageBatchFormat, ImageReadMode, Inter

__all__ = ["RgbToHsv", "HsvToRgb", "ToNumpy", "FiveCrop", "TenCrop", "RandomGrayscale", "RandomErasing", "CutOut",
           "MixUpBatch", "CutMixBatch", "RandomResize", "not_random", "read_image"]

_MAX = 16777216


def _bool(value, name):
    _check.type_of(value, name, (bool,))
    return value


def _pil_input(img):
    if not _is_pil(img):
        raise TypeError(f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data or ToPIL() for "
                        "decoded data.")
    return img


# --- colour spaces ---------------------------------------------------------------------------------------------
class _ColorSpace:
    """RgbToHsv / HsvToRgb: ``colorsys`` applied to every pixel (np.vectorize) of a 3-channel image or batch, CHW
    unless ``is_hwc``; the result is float64 as MindSpore's."""

    _convert = None

    def __init__(self, is_hwc=False):
        self.is_hwc = _bool(is_hwc, "is_hwc")

    def __call__(self, img):
        if not isinstance(img, np.ndarray):
            raise TypeError(f"img should be NumPy image. Got {type(img)}.")
        if img.ndim not in (3, 4):
            raise TypeError(f"img shape should be (H, W, C)/(N, H, W, C)/(C ,H, W)/(N, C, H, W). Got {img.shape}.")
        axis = img.ndim - 1 if self.is_hwc else img.ndim - 3
        if img.shape[axis] != 3:
            raise TypeError(f"img should be 3 channels RGB img. Got {img.shape[axis]} channels.")
        channels = np.moveaxis(img, axis, 0)
        converted = np.vectorize(type(self)._convert)(channels[0], channels[1], channels[2])
        return np.stack(converted, axis=axis).astype(np.float64)  # (numpy 2 keeps float32 scalars float32)


class RgbToHsv(_ColorSpace):
    """``vision.RgbToHsv(is_hwc=False)``: colorsys.rgb_to_hsv per pixel (RGB in [0, 1] gives H, S, V in [0, 1])."""
    _convert = staticmethod(colorsys.rgb_to_hsv)


class HsvToRgb(_ColorSpace):
    """``vision.HsvToRgb(is_hwc=False)``: colorsys.hsv_to_rgb per pixel."""
    _convert = staticmethod(colorsys.hsv_to_rgb)


class ToNumpy:
    """``vision.ToNumpy()``: a PIL image as a numpy array (``np.array``); a numpy array as it is."""

    def __call__(self, img):
        return np.array(img) if _is_pil(img) else img


# --- PIL crops -------------------------------------------------------------------------------------------------
def _five_crops(img, size):
    """top-left, top-right, bottom-left, bottom-right and centre crops of a PIL image (centre offsets rounded
    half to even, as Python's round)."""
    crop_h, crop_w = _hw(size)
    width, height = img.size
    if crop_h > height or crop_w > width:
        raise ValueError(f"Crop size {(crop_h, crop_w)} is larger than input image size {(height, width)}.")
    top, left = int(round((height - crop_h) / 2.)), int(round((width - crop_w) / 2.))
    boxes = [(0, 0), (width - crop_w, 0), (0, height - crop_h), (width - crop_w, height - crop_h), (left, top)]
    return tuple(img.crop((x, y, x + crop_w, y + crop_h)) for x, y in boxes)


class FiveCrop:
    """``vision.FiveCrop(size)``: the four corner crops and the centre crop of a PIL image, as a tuple."""

    def __init__(self, size):
        self.size = _size(size)

    def __call__(self, img):
        return _five_crops(_pil_input(img), self.size)


class TenCrop:
    """``vision.TenCrop(size, use_vertical_flip=False)``: FiveCrop of the image, then of its horizontal (or
    vertical) flip."""

    def __init__(self, size, use_vertical_flip=False):
        self.size, self.use_vertical_flip = _size(size), _bool(use_vertical_flip, "use_vertical_flip")

    def __call__(self, img):
        img = _pil_input(img)
        flipped = img.transpose(1 if self.use_vertical_flip else 0)  # PIL's FLIP_TOP_BOTTOM / FLIP_LEFT_RIGHT
        return _five_crops(img, self.size) + _five_crops(flipped, self.size)


class RandomGrayscale:
    """``vision.RandomGrayscale(prob=0.1)``: with probability ``prob``, a PIL image in grayscale (one channel for
    a mode 'L' image, else three equal channels: vision.Grayscale)."""

    def __init__(self, prob=0.1):
        _check_prob(prob)
        self.prob = prob

    def __call__(self, img):
        channels = 1 if img.mode == "L" else 3  # (a numpy input is MindSpore's AttributeError here)
        return Grayscale(channels)(img) if random_generator().random() < self.prob else img


# --- erasing ---------------------------------------------------------------------------------------------------
def _pair_range(value, name, low, high_text, low_open=False):
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise TypeError(f"Argument {name} with value {value} is not of type [<class 'tuple'>, <class 'list'>].")
    for v in value:
        _check.type_of(v, name, (float, int))
        if v < low or (low_open and v == low) or v > _MAX:
            raise ValueError(f"Input is not within the required interval of {'(' if low_open else '['}{low}, "
                             f"{high_text}].")
    if value[0] > value[1]:
        raise ValueError(f"{name} should be in (min,max) format. Got (max,min).")
    return tuple(value)


class RandomErasing:
    """``vision.RandomErasing(prob=0.5, scale=(0.02, 0.33), ratio=(0.3, 3.3), value=0, inplace=False,
    max_attempts=10)``: with probability ``prob``, a random rectangle of a CHW numpy image (area ``scale`` of the
    image, aspect ``ratio``, tried ``max_attempts`` times) set to ``value`` (a number, per-channel RGB values, or
    'random' for standard normal noise)."""

    def __init__(self, prob=0.5, scale=(0.02, 0.33), ratio=(0.3, 3.3), value=0, inplace=False, max_attempts=10):
        _check_prob(prob)
        self.scale = _pair_range(scale, "scale", 0, _MAX)
        self.ratio = _pair_range(ratio, "ratio", 0, _MAX, low_open=True)
        if isinstance(value, numbers.Number) and not isinstance(value, bool):
            if not 0 <= value <= 255:
                raise ValueError("Input is not within the required interval of [0, 255].")
        elif not (isinstance(value, str) or (isinstance(value, (tuple, list)) and len(value) == 3)):
            raise ValueError("The value for erasing should be either a single value, or a string 'random', or a "
                             "sequence of 3 elements for RGB respectively.")
        _check.type_of(max_attempts, "max_attempts", (int,))
        if not 1 <= max_attempts <= _MAX:
            raise ValueError(f"Input is not within the required interval of [1, {_MAX}].")
        self.prob, self.value, self.max_attempts = prob, value, max_attempts
        self.inplace = _bool(inplace, "inplace")

    def __call__(self, img):
        if not isinstance(img, np.ndarray):
            raise TypeError(f"img should be NumPy array. Got {type(img)}.")
        rng = random_generator()
        if rng.random() >= self.prob:
            return img
        channels, height, width = img.shape
        for _ in range(self.max_attempts):
            aspect = rng.uniform(*self.ratio)
            erase_w = int(round((rng.uniform(*self.scale) * height * width * aspect) ** 0.5))
            erase_h = int(round(erase_w / aspect))
            if erase_h < height and erase_w < width:
                top, left = int(rng.integers(height - erase_h + 1)), int(rng.integers(width - erase_w + 1))
                out = img if self.inplace else img.copy()
                out[:, top:top + erase_h, left:left + erase_w] = self._fill((channels, erase_h, erase_w), rng)
                return out
        return img

    def _fill(self, shape, rng):
        if isinstance(self.value, str):
            return rng.standard_normal(shape)
        if isinstance(self.value, (tuple, list)):
            return np.asarray(self.value, np.float64)[:, None, None]
        return self.value


class CutOut(TensorOperation):
    """``vision.CutOut(length, num_patches=1, is_hwc=True)``: ``num_patches`` squares of side ``length`` set to 0
    at random centres (a square is clipped where it crosses the border); ``length`` must fit the image."""

    def __init__(self, length, num_patches=1, is_hwc=True):
        for value, name in ((length, "length"), (num_patches, "num_patches")):
            _check.type_of(value, name, (int,))
            if not 1 <= value <= _MAX:
                raise ValueError(f"Input is not within the required interval of [1, {_MAX}].")
        self.length, self.num_patches, self.is_hwc = length, num_patches, _bool(is_hwc, "is_hwc")

    def _apply(self, img):
        if img.ndim != 3:
            raise pipeline_error(self, "CutOut: shape is invalid.")
        height, width = img.shape[:2] if self.is_hwc else img.shape[1:]
        if self.length > min(height, width):
            raise pipeline_error(self, f"CutOut: box size {self.length} is larger than the image {(height, width)}.")
        out, rng, half = img.copy(), random_generator(), self.length // 2
        for _ in range(self.num_patches):
            y, x = int(rng.integers(height)), int(rng.integers(width))
            rows = slice(max(y - half, 0), min(y - half + self.length, height))
            cols = slice(max(x - half, 0), min(x - half + self.length, width))
            if self.is_hwc:
                out[rows, cols] = 0
            else:
                out[:, rows, cols] = 0
        return out


# --- batch mixing ----------------------------------------------------------------------------------------------
def _alpha(alpha):
    _check.type_of(alpha, "alpha", (float, int))
    if alpha <= 0:
        raise ValueError("Input alpha must be greater than 0.")
    return alpha


def _batch(node, images, labels):
    if images.ndim != 4:
        raise pipeline_error(node, f"{type(node).__name__}: the images should be a batch of rank 4, but got rank "
                                   f"{images.ndim}.")
    if labels.ndim not in (2, 3) or labels.shape[0] != images.shape[0]:
        raise pipeline_error(node, f"{type(node).__name__}: the labels should be one-hot of shape <N, C>, but got "
                                   f"{labels.shape}.")


class MixUpBatch(TensorOperation):
    """``vision.MixUpBatch(alpha=1.0)(images, labels)``: each image and one-hot label blended with those of
    another sample of the batch by a Beta(alpha, alpha) weight (the images keep their dtype)."""

    def __init__(self, alpha=1.0):
        self.alpha = _alpha(alpha)

    def _apply(self, images, labels):
        _batch(self, images, labels)
        rng = random_generator()
        lam, order = rng.beta(self.alpha, self.alpha), rng.permutation(images.shape[0])
        mixed = lam * images.astype(np.float64) + (1 - lam) * images[order]
        labels = lam * labels.astype(np.float32) + (1 - lam) * labels[order].astype(np.float32)
        return mixed.astype(images.dtype), labels.astype(np.float32)


class CutMixBatch(TensorOperation):
    """``vision.CutMixBatch(image_batch_format, alpha=1.0, prob=1.0)(images, labels)``: with probability ``prob``
    per image, a random box (its area share drawn from Beta(alpha, alpha)) pasted from another sample, and the
    labels mixed by the pasted area."""

    def __init__(self, image_batch_format, alpha=1.0, prob=1.0):
        _check.type_of(image_batch_format, "image_batch_format", (ImageBatchFormat,))
        _check_prob(prob)
        self.image_batch_format, self.alpha, self.prob = image_batch_format, _alpha(alpha), prob

    def _apply(self, images, labels):
        _batch(self, images, labels)
        rng, out = random_generator(), images.copy()
        labels = labels.astype(np.float32)
        mixed_labels = labels.copy()
        hwc = self.image_batch_format == ImageBatchFormat.NHWC
        height, width = images.shape[1:3] if hwc else images.shape[2:]
        for i in range(images.shape[0]):
            if rng.random() >= self.prob:
                continue
            j, lam = int(rng.integers(images.shape[0])), rng.beta(self.alpha, self.alpha)
            cut_h, cut_w = int(height * np.sqrt(1 - lam)), int(width * np.sqrt(1 - lam))
            y, x = int(rng.integers(height)), int(rng.integers(width))
            top, bottom = max(y - cut_h // 2, 0), min(y + cut_h // 2, height)
            left, right = max(x - cut_w // 2, 0), min(x + cut_w // 2, width)
            if hwc:
                out[i, top:bottom, left:right] = images[j, top:bottom, left:right]
            else:
                out[i, :, top:bottom, left:right] = images[j, :, top:bottom, left:right]
            share = (bottom - top) * (right - left) / (height * width)
            mixed_labels[i] = (1 - share) * labels[i] + share * labels[j]
        return out, mixed_labels


class RandomResize(TensorOperation):
    """``vision.RandomResize(size)``: vision.Resize with an interpolation drawn at random (NEAREST, BILINEAR,
    BICUBIC or AREA)."""

    _MODES = (Inter.NEAREST, Inter.BILINEAR, Inter.BICUBIC, Inter.AREA)

    def __init__(self, size):
        self.size = _size(size)

    def _apply(self, img):
        mode = self._MODES[int(random_generator().integers(len(self._MODES)))]
        return Resize(self.size, mode)._apply(img)


# --- reading images --------------------------------------------------------------------------------------------
_PNG_GRAY_TYPES = (0, 4)  # PNG colour types: grey, grey + alpha


def read_image(filename, mode=ImageReadMode.UNCHANGED):
    """``vision.read_image(filename, mode=ImageReadMode.UNCHANGED)``: the image file decoded to uint8 HWC (vision.
    read_file, then vision.Decode): three channels, alpha dropped; a grey PNG keeps one channel unless ``mode`` is
    COLOR. GRAYSCALE of a colour image (MindSpore converts through libpng's gamma-aware weights) raises
    NotImplementedError."""
    if not isinstance(filename, str):
        raise TypeError(f"Input filename is not of type {str}, but got: {type(filename)}.")
    if not isinstance(mode, ImageReadMode):
        raise TypeError(f"Input mode is not of type {ImageReadMode}, but got: {type(mode)}.")
    data = read_file(filename)
    rgb = Decode()(data)
    gray_png = data[:8].tobytes() == SIGNATURE and len(data) > 25 and data[25] in _PNG_GRAY_TYPES
    if mode == ImageReadMode.COLOR:
        return rgb
    if gray_png:
        return np.ascontiguousarray(rgb[..., :1])
    if mode == ImageReadMode.GRAYSCALE:
        raise NotImplementedError("vision.read_image(mode=ImageReadMode.GRAYSCALE) of a colour image is not "
                                  "supported by msbridge.")
    return rgb
