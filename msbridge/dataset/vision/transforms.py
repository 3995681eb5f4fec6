"""``mindspore.dataset.vision``: image operations on HWC numpy arrays (uint8 or float), as MindSpore's run them.

Pixel arithmetic is numpy; resampling (Resize, RandomResizedCrop, RandomRotation) is torch
(``interpolate``/``grid_sample``), rounded and saturated back to the input dtype as OpenCV does. OpenCV computes
uint8 bilinear weights in 11-bit fixed point, so a resized uint8 pixel can differ from MindSpore's by 1.
"""
import io
import math
import numbers
import zlib

import numpy as np
import torch
import torch.nn.functional as F

from ..engine import _check
from ..engine._errors import pipeline_error
from ..transforms.transforms import TensorOperation, _check_prob, nptype, random_generator
from ._hsv import shift_hue
from .utils import Border, Inter

__all__ = ["Rescale", "Normalize", "HWC2CHW", "ToTensor", "Resize", "CenterCrop", "RandomCrop",
           "RandomResizedCrop", "RandomHorizontalFlip", "RandomVerticalFlip", "Pad", "Decode", "Grayscale",
           "RandomRotation", "RandomColorAdjust", "AdjustHue", "ToPIL"]

_MAX_SIZE = 16777216


# --- argument checks -------------------------------------------------------------------------------------------
def _size(size):
    """(h, w) or an int (shorter side), each in [1, 16777216]."""
    if isinstance(size, (list, tuple)):
        if len(size) not in (1, 2):
            raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")
        for s in size:
            _check.type_of(s, "size", (int,))
        values = list(size)
    else:
        _check.type_of(size, "size", (int,))
        values = [size]
    if any(not 1 <= s <= _MAX_SIZE for s in values):
        raise ValueError(f"Input is not within the required interval of [1, {_MAX_SIZE}].")
    return tuple(size) if isinstance(size, (list, tuple)) else size


def _hw(size):
    return (size, size) if isinstance(size, int) else (size[0], size[-1])


def _number(value, name):
    _check.type_of(value, name, (numbers.Number,))
    return value


def _image(node, img, min_rank=2, max_rank=3):
    if not min_rank <= img.ndim <= max_rank:
        raise pipeline_error(node, f"{type(node).__name__}: the input should be an image of shape <H,W> or <H,W,C>, "
                                   f"but got rank {img.ndim}.")
    return img


def _saturate(values, dtype):
    """Float results back to the image dtype: rounded and clipped for integer images (OpenCV's saturate_cast)."""
    if np.dtype(dtype).kind in "ui":
        info = np.iinfo(dtype)
        return np.clip(np.rint(values), info.min, info.max).astype(dtype)
    return values.astype(dtype)


# --- pixel arithmetic ------------------------------------------------------------------------------------------
class _ImageOperation(TensorOperation):
    """A vision operation: called eagerly, each input must be a numpy array or a PIL image (MindSpore's
    TypeError, naming the operation and the type it got, for None, a list, a str or a Tensor)."""

    def __call__(self, *inputs):
        for img in inputs:
            if not isinstance(img, np.ndarray) and not _is_pil(img):
                raise TypeError(f"For '{type(self).__name__}', the input should be NumPy or PIL image, got "
                                f"{type(img)}.")
        return super().__call__(*inputs)


class Rescale(_ImageOperation):
    """``image * rescale + shift`` as float32."""

    def __init__(self, rescale, shift):
        self.rescale, self.shift = _number(rescale, "rescale"), _number(shift, "shift")

    def _apply(self, img):
        return img.astype(np.float32) * np.float32(self.rescale) + np.float32(self.shift)


def _channel_stats(values, name, low, high, low_open):
    if not isinstance(values, (list, tuple)) or not values:
        raise TypeError(f"Argument {name} with value {values} is not of type [<class 'list'>, <class 'tuple'>], "
                        f"but got {type(values)}.")
    for i, v in enumerate(values):
        _number(v, f"{name}[{i}]")
        if v < low or v > high or (low_open and v == low):
            bracket = "(" if low_open else "["
            raise ValueError(f"Input {name}[{i}] is not within the required interval of {bracket}{low}, {high}].")
    return np.asarray(values, dtype=np.float32)


class Normalize(_ImageOperation):
    """``(image - mean) / std`` per channel, as float32 (channels last, or first with ``is_hwc=False``)."""

    def __init__(self, mean, std, is_hwc=True):
        self.mean = _channel_stats(mean, "mean", 0, 255, False)
        self.std = _channel_stats(std, "std", 0, 255, True)
        if len(self.mean) != len(self.std):
            raise ValueError("Length of mean and std must be equal.")
        _check.type_of(is_hwc, "is_hwc", (bool,))
        self.is_hwc = is_hwc

    def _apply(self, img):
        _image(self, img)
        channels = 1 if img.ndim == 2 else img.shape[-1 if self.is_hwc else 0]
        if len(self.mean) not in (1, channels):
            raise pipeline_error(self, f"Normalize: number of channels does not match the size of mean and std "
                                       f"vectors, got channels: {channels} and mean size: {len(self.mean)}.")
        shape = (-1,) if self.is_hwc or img.ndim == 2 else (-1, 1, 1)
        return (img.astype(np.float32) - self.mean.reshape(shape)) / self.std.reshape(shape)


class HWC2CHW(_ImageOperation):
    """Move the channel axis first (``transpose(2, 0, 1)``); 2-D images are returned as they are."""

    def _apply(self, img):
        _image(self, img)
        return img if img.ndim == 2 else np.ascontiguousarray(img.transpose(2, 0, 1))


class ToTensor(_ImageOperation):
    """HWC uint8 image to CHW ``output_type`` scaled to [0, 1] (a 2-D image gains a channel axis)."""

    def __init__(self, output_type=np.float32):
        self.output_type = nptype(output_type, "output_type")

    def _apply(self, img):
        _image(self, img)
        if img.ndim == 2:
            img = img[..., None]
        return (img.transpose(2, 0, 1) / 255.0).astype(self.output_type)


class RandomColorAdjust(_ImageOperation):
    """Brightness, contrast, saturation and hue factors drawn from their ranges, applied in a random order."""

    def __init__(self, brightness=(1, 1), contrast=(1, 1), saturation=(1, 1), hue=(0, 0)):
        self.brightness = _factor_range(brightness, "brightness")
        self.contrast = _factor_range(contrast, "contrast")
        self.saturation = _factor_range(saturation, "saturation")
        self.hue = _factor_range(hue, "hue", center=0, bound=0.5)

    def _apply(self, img):
        _image(self, img, 3, 3)
        if self.hue != (0, 0):
            _check_hue_image(self, img)
        rng = random_generator()
        factors = [float(rng.uniform(*r)) for r in (self.brightness, self.contrast, self.saturation, self.hue)]
        out = img
        # MindSpore applies the adjustments in a random order, hue only when its range is not (0, 0)
        for i in rng.permutation(4):
            if (factors[i] != 1) if i < 3 else self.hue != (0, 0):
                out = (_brightness, _contrast, _saturation, shift_hue)[i](out, factors[i])
        return out


class AdjustHue(_ImageOperation):
    """Turn the hue of an RGB uint8 image by ``hue_factor`` of a full turn (through OpenCV's HSV, bit-exact)."""

    def __init__(self, hue_factor):
        _check.type_of(hue_factor, "hue_factor", (float, int))
        if not -0.5 <= hue_factor <= 0.5:
            raise ValueError("Input hue_factor is not within the required interval of [-0.5, 0.5].")
        self.hue_factor = hue_factor

    def _apply(self, img):
        _check_hue_image(self, img)
        return shift_hue(img, self.hue_factor)


def _brightness(img, factor):
    return _saturate(img.astype(np.float32) * factor, img.dtype)


def _contrast(img, factor):
    # OpenCV-style: the mean of the uint8 grey image, rounded to a whole grey level
    mean = float(np.rint(np.mean(_saturate(_gray(img.astype(np.float32)), img.dtype))))
    return _saturate(img.astype(np.float32) * factor + mean * (1 - factor), img.dtype)


def _saturation(img, factor):
    gray = _saturate(_gray(img.astype(np.float32)), img.dtype).astype(np.float32)[..., None]
    return _saturate(img.astype(np.float32) * factor + gray * (1 - factor), img.dtype)


def _check_hue_image(node, img):
    """MindSpore's AdjustHue input rules: HWC with 3 channels, uint8 (float32 is accepted by MindSpore only)."""
    if img.ndim != 3:
        raise pipeline_error(node, f"{type(node).__name__}: the dimension of image tensor does not match the "
                                   "requirement of operator. Expecting tensor in dimension of (3), in shape of "
                                   f"<H, W, C>. But got dimension {img.ndim}.")
    if img.shape[-1] != 3:
        raise pipeline_error(node, "AdjustHue: the channel of image tensor does not match the requirement of "
                                   f"operator. Expecting tensor in channel of (3). But got channel {img.shape[-1]}.")
    if img.dtype == np.float32:
        # MindSpore 2.10 shifts bytes of the float32 HSV pixels as if they were uint8 hues: garbage values
        raise NotImplementedError("AdjustHue: float32 images are not supported by msbridge (MindSpore 2.10 returns "
                                  "corrupted values for them); use uint8 images.")
    if img.dtype != np.uint8:
        raise pipeline_error(node, "AdjustHue: the data type of image tensor does not match the requirement of "
                                   "operator. Expecting tensor in type of (uint8, float32). But got type "
                                   f"{img.dtype}.")


def _gray(rgb):
    """ITU-R 601 luma (OpenCV's RGB2GRAY weights)."""
    return rgb[..., 0] * 0.299 + rgb[..., 1] * 0.587 + rgb[..., 2] * 0.114


def _factor_range(value, name, center=1, bound=None):
    _check.type_of(value, name, (numbers.Number, list, tuple))
    if isinstance(value, numbers.Number):
        if value < 0:
            raise ValueError(f"The input value of {name} cannot be negative.")
        value = (max(center - value, 0) if bound is None else center - value, center + value)
    if len(value) != 2:
        raise TypeError(f"If {name} is a sequence, the length must be 2.")
    if value[0] > value[1]:
        raise ValueError(f"{name} value should be in (min,max) format. Got ({value[0]}, {value[1]}).")
    if bound is not None and (value[0] < -bound or value[1] > bound):
        raise ValueError(f"Input is not within the required interval of [{-bound}, {bound}].")
    return tuple(value)


def _is_pil(img):
    """Whether ``img`` is a PIL image (checked without importing Pillow)."""
    return type(img).__module__.split(".")[0] == "PIL"


class ToPIL(TensorOperation):
    """A decoded HWC (or HW) numpy image as a ``PIL.Image.Image`` (``Image.fromarray``; needs Pillow, the
    optional ``msbridge[vision]`` dependency); PIL images are returned as they are."""

    def __call__(self, img):
        if _is_pil(img):
            return img
        if not isinstance(img, np.ndarray):
            raise TypeError(f"The input image should be of type numpy.ndarray or PIL.Image.Image. Got {type(img)}.")
        if img.ndim not in (2, 3):
            raise ValueError(f"The dimension of input image should be 2 or 3. Got {img.ndim}.")
        if img.ndim == 2:
            img = img[..., None]
        if img.shape[-1] > 4:
            raise ValueError(f"The channel of input image should not exceed 4. Got {img.shape[-1]}.")
        if img.shape[-1] == 1:
            if img.dtype not in _PIL_GRAY_TYPES:
                raise TypeError(f"The input image type {img.dtype} is not supported when image shape is [H, W] or "
                                "[H, W, 1].")
            img = img[..., 0]
        elif img.dtype != np.uint8:
            raise TypeError(f"The input image type {img.dtype} is not supported when image shape is [H, W, 2], "
                            "[H, W, 3] or [H, W, 4].")
        return _pil_image("ToPIL").fromarray(img)


def _pil_image(api):
    """``PIL.Image``, or ModuleNotFoundError naming Pillow (an optional dependency of msbridge)."""
    try:
        from PIL import Image
    except ImportError:
        raise ModuleNotFoundError(f"{api}: needs Pillow (pip install pillow, or msbridge[vision]).") from None
    return Image


_PIL_GRAY_TYPES = tuple(np.dtype(t) for t in (np.bool_, np.int8, np.int16, np.int32, np.uint8, np.uint16, np.uint32,
                                              np.float32, np.float64))


class Grayscale(TensorOperation):
    """PIL image to grayscale (``num_output_channels`` 1 or 3); MindSpore accepts only PIL images here."""

    def __init__(self, num_output_channels=1):
        if num_output_channels not in (1, 3):
            raise ValueError("Number of channels of the output grayscale image should be either 1 or 3.")
        self.num_output_channels = num_output_channels

    def __call__(self, img):
        if not _is_pil(img):
            raise TypeError(f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data or ToPIL() "
                            "for decoded data.")
        gray = img.convert("L")
        return gray.convert("RGB") if self.num_output_channels == 3 else gray


# --- geometry --------------------------------------------------------------------------------------------------
_TORCH_MODES = {Inter.NEAREST: "nearest", Inter.BILINEAR: "bilinear", Inter.BICUBIC: "bicubic",
                Inter.AREA: "area"}


def _interpolation(interpolation, name="interpolation"):
    if not isinstance(interpolation, Inter):
        raise TypeError(f"Argument {name} with value {interpolation} is not of type [<enum 'Inter'>], "
                        f"but got {type(interpolation)}.")
    if interpolation not in _TORCH_MODES:
        raise NotImplementedError(f"{name} Inter.{interpolation.name} is not supported by msbridge.")
    return interpolation


def resize(img, height, width, interpolation):
    """``img`` resized to (height, width) with torch.nn.functional.interpolate (OpenCV's pixel centres)."""
    if img.shape[:2] == (height, width):
        return img.copy()
    t = torch.from_numpy(np.ascontiguousarray(img, dtype=np.float32))
    t = (t[None, None] if img.ndim == 2 else t.permute(2, 0, 1)[None])
    mode = _TORCH_MODES[interpolation]
    kwargs = {} if mode in ("nearest", "area") else {"align_corners": False}
    out = F.interpolate(t, size=(height, width), mode=mode, **kwargs)[0]
    out = out[0] if img.ndim == 2 else out.permute(1, 2, 0)
    return _saturate(out.numpy(), img.dtype)


class Resize(_ImageOperation):
    """Resize to (h, w), or the shorter side to ``size`` keeping the aspect ratio."""

    def __init__(self, size, interpolation=Inter.BILINEAR):
        self.size = _size(size)
        self.interpolation = _interpolation(interpolation)

    def _apply(self, img):
        _image(self, img)
        height, width = img.shape[:2]
        if isinstance(self.size, int) or len(self.size) == 1:
            side = self.size if isinstance(self.size, int) else self.size[0]
            if height <= width:
                height, width = side, int(width * side / height)
            else:
                height, width = int(height * side / width), side
        else:
            height, width = self.size
        return resize(img, height, width, self.interpolation)


def _pad(img, top, bottom, left, right, fill, mode):
    widths = [(top, bottom), (left, right)] + [(0, 0)] * (img.ndim - 2)
    if mode != Border.CONSTANT:
        return np.pad(img, widths, mode=mode.value)
    if isinstance(fill, tuple):
        channels = [np.pad(img[..., c], widths[:2], constant_values=fill[c]) for c in range(img.shape[-1])]
        return np.stack(channels, axis=-1)
    return np.pad(img, widths, constant_values=fill)


def _padding(padding):
    """(left, top, right, bottom) from an int, (lr, tb) or (l, t, r, b)."""
    if isinstance(padding, numbers.Number):
        padding = [padding]
    if not isinstance(padding, (list, tuple)) or len(padding) not in (1, 2, 4):
        raise TypeError("padding should be a single integer or a list/tuple of 2 or 4 integers.")
    for p in padding:
        _check.type_of(p, "padding", (int,))
        if p < 0:
            raise ValueError("Input padding is not within the required interval of [0, 2147483647].")
    if len(padding) == 1:
        return [padding[0]] * 4
    if len(padding) == 2:
        return [padding[0], padding[1], padding[0], padding[1]]
    return list(padding)


def _fill(fill_value):
    if isinstance(fill_value, (list, tuple)):
        if len(fill_value) != 3:
            raise TypeError("fill_value should be a single integer or a 3-tuple.")
        return tuple(fill_value)
    _check.type_of(fill_value, "fill_value", (int,))
    return fill_value


def _border(mode):
    if not isinstance(mode, Border):
        raise TypeError(f"Argument padding_mode with value {mode} is not of type [<enum 'Border'>], "
                        f"but got {type(mode)}.")
    return mode


class Pad(_ImageOperation):
    """Pad the borders (left, top, right, bottom) with a constant or by edge/reflect/symmetric."""

    def __init__(self, padding, fill_value=0, padding_mode=Border.CONSTANT):
        self.padding = _padding(padding)
        self.fill_value, self.padding_mode = _fill(fill_value), _border(padding_mode)

    def _apply(self, img):
        _image(self, img)
        left, top, right, bottom = self.padding
        return _pad(img, top, bottom, left, right, self.fill_value, self.padding_mode)


def _crop_to(img, height, width, top, left):
    return np.ascontiguousarray(img[top:top + height, left:left + width])


class CenterCrop(_ImageOperation):
    """The central (h, w) region (zero padding first when the image is smaller)."""

    def __init__(self, size):
        self.size = _size(size)

    def _apply(self, img):
        _image(self, img)
        height, width = _hw(self.size)
        pad_h, pad_w = max(height - img.shape[0], 0), max(width - img.shape[1], 0)
        if pad_h or pad_w:
            img = _pad(img, pad_h // 2, pad_h - pad_h // 2, pad_w // 2, pad_w - pad_w // 2, 0, Border.CONSTANT)
        return _crop_to(img, height, width, (img.shape[0] - height) // 2, (img.shape[1] - width) // 2)


class RandomCrop(_ImageOperation):
    """A random (h, w) window, after optional padding (and padding up to the size with ``pad_if_needed``)."""

    def __init__(self, size, padding=None, pad_if_needed=False, fill_value=0, padding_mode=Border.CONSTANT):
        self.size = _size(size)
        self.padding = None if padding is None else _padding(padding)
        _check.type_of(pad_if_needed, "pad_if_needed", (bool,))
        self.pad_if_needed = pad_if_needed
        self.fill_value, self.padding_mode = _fill(fill_value), _border(padding_mode)

    def _apply(self, img):
        _image(self, img)
        if self.padding is not None:
            left, top, right, bottom = self.padding
            img = _pad(img, top, bottom, left, right, self.fill_value, self.padding_mode)
        height, width = _hw(self.size)
        if self.pad_if_needed:
            pad_h, pad_w = max(height - img.shape[0], 0), max(width - img.shape[1], 0)
            img = _pad(img, pad_h, pad_h, pad_w, pad_w, self.fill_value, self.padding_mode)
        if img.shape[0] < height or img.shape[1] < width:
            raise pipeline_error(self, f"RandomCrop: crop size ({height}, {width}) is greater than the image size "
                                       f"{img.shape[:2]}.")
        rng = random_generator()
        top = int(rng.integers(img.shape[0] - height + 1))
        left = int(rng.integers(img.shape[1] - width + 1))
        return _crop_to(img, height, width, top, left)


def _range(value, name):
    if not isinstance(value, (list, tuple)) or len(value) != 2 or value[0] > value[1] or value[0] < 0:
        raise ValueError(f"{name} should be a (min, max) sequence of non negative numbers.")
    return tuple(float(v) for v in value)


class RandomResizedCrop(_ImageOperation):
    """A random window of area ``scale`` and aspect ``ratio`` (``max_attempts`` draws, then the centred
    largest window that fits the ratio), resized to ``size``."""

    def __init__(self, size, scale=(0.08, 1.0), ratio=(3. / 4., 4. / 3.), interpolation=Inter.BILINEAR,
                 max_attempts=10):
        self.size = _size(size)
        self.scale, self.ratio = _range(scale, "scale"), _range(ratio, "ratio")
        self.interpolation = _interpolation(interpolation)
        _check.int_in(max_attempts, "max_attempts", 1)
        self.max_attempts = max_attempts

    def _window(self, height, width):
        rng = random_generator()
        area = height * width
        log_ratio = (math.log(self.ratio[0]), math.log(self.ratio[1]))
        for _ in range(self.max_attempts):
            target = area * rng.uniform(*self.scale)
            aspect = math.exp(rng.uniform(*log_ratio))
            w = int(round(math.sqrt(target * aspect)))
            h = int(round(math.sqrt(target / aspect)))
            if 0 < w <= width and 0 < h <= height:
                return int(rng.integers(height - h + 1)), int(rng.integers(width - w + 1)), h, w
        aspect = width / height
        if aspect < self.ratio[0]:
            w, h = width, int(round(width / self.ratio[0]))
        elif aspect > self.ratio[1]:
            h, w = height, int(round(height * self.ratio[1]))
        else:
            h, w = height, width
        return (height - h) // 2, (width - w) // 2, h, w

    def _apply(self, img):
        _image(self, img)
        top, left, h, w = self._window(*img.shape[:2])
        return resize(_crop_to(img, h, w, top, left), *_hw(self.size), self.interpolation)


class RandomHorizontalFlip(_ImageOperation):
    """Mirror left-right with probability ``prob``."""

    def __init__(self, prob=0.5):
        _check_prob(prob)
        self.prob = prob

    def _apply(self, img):
        _image(self, img)
        return np.ascontiguousarray(img[:, ::-1]) if random_generator().random() < self.prob else img


class RandomVerticalFlip(_ImageOperation):
    """Mirror top-bottom with probability ``prob``."""

    def __init__(self, prob=0.5):
        _check_prob(prob)
        self.prob = prob

    def _apply(self, img):
        _image(self, img)
        return np.ascontiguousarray(img[::-1]) if random_generator().random() < self.prob else img


class RandomRotation(_ImageOperation):
    """Rotate counter-clockwise by an angle drawn from ``degrees`` about ``center`` (torch grid_sample)."""

    def __init__(self, degrees, resample=Inter.NEAREST, expand=False, center=None, fill_value=0):
        if isinstance(degrees, numbers.Number):
            if degrees < 0:
                raise ValueError("Input degrees must be a non negative number.")
            degrees = (-degrees, degrees)
        if not isinstance(degrees, (list, tuple)) or len(degrees) != 2 or degrees[0] > degrees[1]:
            raise TypeError("degrees should be a number or a (min, max) sequence.")
        self.degrees = tuple(degrees)
        self.resample = _interpolation(resample, "resample")
        if self.resample == Inter.AREA:
            raise NotImplementedError("RandomRotation: resample Inter.AREA is not supported by msbridge.")
        _check.type_of(expand, "expand", (bool,))
        self.expand, self.center, self.fill_value = expand, center, _fill(fill_value)

    def _apply(self, img):
        _image(self, img)
        angle = math.radians(float(random_generator().uniform(*self.degrees)))
        height, width = img.shape[:2]
        cx, cy = ((width - 1) / 2, (height - 1) / 2) if self.center is None else self.center
        cos, sin = math.cos(angle), math.sin(angle)
        out_h, out_w = height, width
        if self.expand:
            out_w = int(math.ceil(abs(width * cos) + abs(height * sin) - 1e-9))
            out_h = int(math.ceil(abs(width * sin) + abs(height * cos) - 1e-9))
        ys, xs = np.meshgrid(np.arange(out_h, dtype=np.float64), np.arange(out_w, dtype=np.float64), indexing="ij")
        # the output centre shows the rotation centre (the expanded canvas is centred on it)
        ox, oy = ((out_w - 1) / 2, (out_h - 1) / 2) if self.expand else (cx, cy)
        dx, dy = xs - ox, ys - oy
        # inverse map: output pixel -> source pixel, rotating by -angle (the y axis points down)
        src_x = cos * dx - sin * dy + cx
        src_y = sin * dx + cos * dy + cy
        return _sample(img, src_y, src_x, self.resample, self.fill_value)


def _sample(img, src_y, src_x, interpolation, fill):
    """Pixels of ``img`` at source coordinates (outside: ``fill``), via torch grid_sample."""
    height, width = img.shape[:2]
    t = torch.from_numpy(np.ascontiguousarray(img, dtype=np.float32))
    t = t[None, None] if img.ndim == 2 else t.permute(2, 0, 1)[None]
    grid = np.stack([(2 * src_x + 1) / width - 1, (2 * src_y + 1) / height - 1], axis=-1)
    grid = torch.from_numpy(grid.astype(np.float32))[None]
    mode = "nearest" if interpolation == Inter.NEAREST else _TORCH_MODES[interpolation]
    out = F.grid_sample(t, grid, mode=mode, padding_mode="zeros", align_corners=False)[0]
    inside = F.grid_sample(torch.ones_like(t[:, :1]), grid, mode="nearest", padding_mode="zeros",
                           align_corners=False)[0, 0] > 0.5
    out = out[0] if img.ndim == 2 else out.permute(1, 2, 0)
    fill = np.asarray(fill, dtype=np.float32)
    values = np.where(inside.numpy()[..., None] if img.ndim == 3 else inside.numpy(), out.numpy(), fill)
    return _saturate(values, img.dtype)


class Decode(TensorOperation):
    """Encoded image bytes to an RGB HWC uint8 array: PNG by the numpy decoder in _png.py, other formats (JPEG,
    BMP, ...) with Pillow when it is installed; ``to_pil=True``: an RGB PIL image, decoded by Pillow."""

    def __init__(self, to_pil=False):
        _check.type_of(to_pil, "to_pil", (bool,))
        self.to_pil = to_pil

    def __call__(self, img):
        if isinstance(img, bytes):
            img = np.frombuffer(img, dtype=np.uint8)
        if not isinstance(img, np.ndarray):
            raise TypeError(f"The type of the encoded image should be {np.ndarray}, but got {type(img)}.")
        if img.dtype.type is np.str_:
            raise TypeError(f"The data type of the encoded image can not be {img.dtype.type}.")
        if img.ndim != 1:
            raise TypeError(f"The number of array dimensions of the encoded image should be 1, but got {img.ndim}.")
        return self._apply(img)

    def _apply(self, data):
        from . import _png
        if self.to_pil:
            try:
                return _pil_image("Decode").open(io.BytesIO(data.tobytes())).convert("RGB")
            except OSError as exc:
                raise ValueError(f"{exc}\n: Failed to decode given image.") from exc
        if data.dtype != np.uint8 or data.ndim != 1:
            raise pipeline_error(self, f"Decode: the input should be 1-D uint8 encoded image bytes, but got "
                                       f"{data.dtype} of shape {data.shape}.")
        raw = data.tobytes()
        try:
            if raw.startswith(_png.SIGNATURE):
                return _png.decode_png(raw)
            return self._with_pillow(raw)
        except (ValueError, OSError, EOFError, zlib.error) as exc:
            raise pipeline_error(self, f"Decode: image decode failed: {exc}") from exc

    def _with_pillow(self, raw):
        try:
            from PIL import Image
        except ImportError:
            raise pipeline_error(self, "Decode: this image format needs Pillow (pip install pillow); msbridge "
                                       "decodes PNG itself.") from None
        return np.asarray(Image.open(io.BytesIO(raw)).convert("RGB"))
