"""``mindspore.dataset.vision``: image operations on HWC numpy arrays (uint8 or float), as MindSpore's run them.

Pixel arithmetic is numpy; float resizes are torch ``interpolate``, rounded and saturated back to the input dtype as
OpenCV does; uint8 bilinear, bicubic and area resizes (``_cv_resize``) and all rotations (``_cv_warp``) reproduce
OpenCV's fixed-point arithmetic bit for bit.
"""
import io
import math
import numbers
import os
import zlib
from enum import IntEnum

import numpy as np
import torch
import torch.nn.functional as F

from ..engine import _check
from ..engine._errors import pipeline_error
from ..engine._rows import to_array
from ..transforms.transforms import TensorOperation, TypeCast, _check_prob, nptype, random_generator
from ._cv_resize import resize_area_u8, resize_bicubic_u8, resize_bilinear_u8
from ._cv_warp import CV_MODES, rotation, warp_affine
from ._hsv import shift_hue
from .utils import Border, Inter

__all__ = ["Rescale", "Normalize", "HWC2CHW", "ToTensor", "Resize", "CenterCrop", "RandomCrop", "RandomResizedCrop",
           "RandomHorizontalFlip", "RandomVerticalFlip", "Pad", "Decode", "Grayscale", "RandomRotation",
           "RandomColorAdjust", "AdjustHue", "ToPIL", "HorizontalFlip", "VerticalFlip", "Crop", "Erase", "PadToSize",
           "Invert", "RandomInvert", "Posterize", "AdjustBrightness", "AdjustContrast", "AdjustSaturation",
           "NormalizePad", "ToType", "ConvertMode", "ConvertColor", "AdjustGamma", "Solarize", "RandomSolarize",
           "RandomPosterize", "ResizedCrop", "SliceMode", "SlicePatches", "get_image_num_channels", "get_image_size",
           "read_file", "write_file", "Equalize", "AutoContrast", "AdjustSharpness", "RandomEqualize",
           "RandomAutoContrast", "RandomAdjustSharpness", "Rotate", "RandomSharpness", "RandomColor",
           "LinearTransformation"]

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


def _float32(value, name):
    """A number that is an int or a float, not a bool (MindSpore's type check, then its check_float32)."""
    _check.type_of(_number(value, name), name, (float, int))
    return value


def _image(node, img, min_rank=2, max_rank=3, channels=None):
    """``img`` of a rank in [min_rank, max_rank] and, where the operation's kernel says so, an HWC image of one of
    ``channels`` channels (else MindSpore's pipeline RuntimeError)."""
    if not min_rank <= img.ndim <= max_rank:
        raise pipeline_error(node, f"{type(node).__name__}: the input should be an image of shape <H,W> or <H,W,C>, "
                                   f"but got rank {img.ndim}.")
    if channels is not None and img.ndim == 3 and img.shape[2] not in channels:
        raise pipeline_error(node, f"{type(node).__name__}: the channel of image tensor does not match the "
                                   f"requirement of operator. Expecting channel in {set(channels)}, but got "
                                   f"{img.shape[2]}.")
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
    TypeError, naming the operation and the type it got, for None, a list, a str or a Tensor). ``_batched``:
    MindSpore's kernel also takes a batch of images (N, H, W, C), each transformed on its own."""

    _batched = False

    def __call__(self, *inputs):
        for img in inputs:
            if not isinstance(img, np.ndarray) and not _is_pil(img):
                raise TypeError(f"For '{type(self).__name__}', the input should be NumPy or PIL image, got "
                                f"{type(img)}.")
        if self._batched and len(inputs) == 1 and getattr(inputs[0], "ndim", 0) == 4 and len(inputs[0]):
            return np.stack([super(_ImageOperation, self).__call__(img) for img in inputs[0]])
        return super().__call__(*inputs)


class Rescale(_ImageOperation):
    """``image * rescale + shift`` as float32."""

    def __init__(self, rescale, shift):
        self.rescale, self.shift = _float32(rescale, "rescale"), _float32(shift, "shift")

    def _apply(self, img):
        return img.astype(np.float32) * np.float32(self.rescale) + np.float32(self.shift)


def _channel_stats(values, name, low, high, low_open):
    if not isinstance(values, (list, tuple)) or not values:
        raise TypeError(f"Argument {name} with value {values} is not of type [<class 'list'>, <class 'tuple'>], "
                        f"but got {type(values)}.")
    for i, v in enumerate(values):
        _check.type_of(v, f"{name}[{i}]", (int, float))
        if v < low or v > high or (low_open and v == low):
            bracket = "(" if low_open else "["
            raise ValueError(f"Input {name}[{i}] is not within the required interval of {bracket}{low}, {high}].")
    return np.asarray(values, dtype=np.float32)


class Normalize(_ImageOperation):
    """``(image - mean) / std`` per channel, as float32 (channels last, or first with ``is_hwc=False``)."""

    _batched = True

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
        _image(self, img, 3, 3, channels=(1, 3))
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
_CV_U8 = {Inter.BILINEAR: resize_bilinear_u8, Inter.BICUBIC: resize_bicubic_u8, Inter.AREA: resize_area_u8}


def _interpolation(interpolation, name="interpolation"):
    if not isinstance(interpolation, Inter):
        raise TypeError(f"Argument {name} with value {interpolation} is not of type [<enum 'Inter'>], "
                        f"but got {type(interpolation)}.")
    if interpolation not in _TORCH_MODES:
        raise NotImplementedError(f"{name} Inter.{interpolation.name} is not supported by msbridge.")
    return interpolation


def resize(img, height, width, interpolation):
    """``img`` resized to (height, width): uint8 bilinear, bicubic and area bit for bit as OpenCV (``_cv_resize``),
    the rest with torch.nn.functional.interpolate (OpenCV's pixel centres)."""
    if img.shape[:2] == (height, width):
        return img.copy()
    if interpolation in _CV_U8 and img.dtype == np.uint8:
        return _CV_U8[interpolation](img, height, width)
    t = torch.from_numpy(np.ascontiguousarray(img, dtype=np.float32))
    t = (t[None, None] if img.ndim == 2 else t.permute(2, 0, 1)[None])
    mode = _TORCH_MODES[interpolation]
    kwargs = {} if mode in ("nearest", "area") else {"align_corners": False}
    out = F.interpolate(t, size=(height, width), mode=mode, **kwargs)[0]
    out = out[0] if img.ndim == 2 else out.permute(1, 2, 0)
    return _saturate(out.numpy(), img.dtype)


class Resize(_ImageOperation):
    """Resize to (h, w), or the shorter side to ``size`` keeping the aspect ratio."""

    _batched = True

    def __init__(self, size, interpolation=Inter.BILINEAR):
        self.size = _size(int(size) if isinstance(size, bool) else size)  # (MindSpore's check: isinstance int)
        self.interpolation = _interpolation(interpolation)

    def target(self, height, width):
        """The output (height, width) for an image of (height, width)."""
        if isinstance(self.size, int) or len(self.size) == 1:
            side = self.size if isinstance(self.size, int) else self.size[0]
            if height <= width:
                return side, int(width * side / height)
            return int(height * side / width), side
        return tuple(self.size)

    def _apply(self, img):
        _image(self, img)
        return resize(img, *self.target(*img.shape[:2]), self.interpolation)


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
        _image(self, img, channels=(1, 3))
        left, top, right, bottom = self.padding
        return _pad(img, top, bottom, left, right, self.fill_value, self.padding_mode)


def _crop_to(img, height, width, top, left):
    return np.ascontiguousarray(img[top:top + height, left:left + width])


class CenterCrop(_ImageOperation):
    """The central (h, w) region (zero padding first when the image is smaller)."""

    _batched = True

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

    _batched = True

    def __init__(self, size, padding=None, pad_if_needed=False, fill_value=0, padding_mode=Border.CONSTANT):
        self.size = _size(size)
        self.padding = None if padding is None else _padding(padding)
        _check.type_of(pad_if_needed, "pad_if_needed", (bool,))
        self.pad_if_needed = pad_if_needed
        self.fill_value, self.padding_mode = _fill(fill_value), _border(padding_mode)

    def padded_window(self, img):
        """(the padded image, its (top, left) padding, the window's top and left) of one draw."""
        _image(self, img, channels=(1, 3))
        pad_top = pad_left = 0
        if self.padding is not None:
            pad_left, pad_top, right, bottom = self.padding
            img = _pad(img, pad_top, bottom, pad_left, right, self.fill_value, self.padding_mode)
        height, width = _hw(self.size)
        if self.pad_if_needed:
            pad_h, pad_w = max(height - img.shape[0], 0), max(width - img.shape[1], 0)
            img = _pad(img, pad_h, pad_h, pad_w, pad_w, self.fill_value, self.padding_mode)
            pad_top, pad_left = pad_top + pad_h, pad_left + pad_w
        if img.shape[0] < height or img.shape[1] < width:
            raise pipeline_error(self, f"RandomCrop: crop size ({height}, {width}) is greater than the image size "
                                       f"{img.shape[:2]}.")
        rng = random_generator()
        top = int(rng.integers(img.shape[0] - height + 1))
        left = int(rng.integers(img.shape[1] - width + 1))
        return img, (pad_top, pad_left), top, left

    def _apply(self, img):
        img, _, top, left = self.padded_window(img)
        return _crop_to(img, *_hw(self.size), top, left)


def _range(value, name):
    if not isinstance(value, (list, tuple)) or len(value) != 2 or value[0] > value[1] or value[0] < 0:
        raise ValueError(f"{name} should be a (min, max) sequence of non negative numbers.")
    return tuple(float(v) for v in value)


class RandomResizedCrop(_ImageOperation):
    """A random window of area ``scale`` and aspect ``ratio`` (``max_attempts`` draws, then the centred
    largest window that fits the ratio), resized to ``size``."""

    _batched = True

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
        return int((height - h) / 2 + 0.5), int((width - w) / 2 + 0.5), h, w   # centred, halves rounded up

    def _apply(self, img):
        _image(self, img)
        top, left, h, w = self._window(*img.shape[:2])
        return resize(_crop_to(img, h, w, top, left), *_hw(self.size), self.interpolation)


class RandomHorizontalFlip(_ImageOperation):
    """Mirror left-right with probability ``prob``."""

    _batched = True

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


def _rotation_args(node, resample, expand, center, fill_value):
    node.resample = _interpolation(resample, "resample")
    if node.resample == Inter.AREA:
        raise NotImplementedError(f"{type(node).__name__}: resample Inter.AREA is not supported by msbridge.")
    _check.type_of(expand, "expand", (bool,))
    node.expand, node.center, node.fill_value = expand, center, _fill(fill_value)


def _rotate(node, img, degrees):
    """``img`` rotated counter-clockwise by ``degrees`` about the node's centre: MindSpore's rotation matrix through
    OpenCV's warpAffine (``_cv_warp``; the fill value's channels reversed, as MindSpore passes them)."""
    _image(node, img)
    matrix, size = rotation(*img.shape[:2], degrees, node.center, node.expand)
    fill = node.fill_value[::-1] if isinstance(node.fill_value, tuple) else node.fill_value
    return warp_affine(img, matrix, CV_MODES[node.resample], fill, size)


class RandomRotation(_ImageOperation):
    """Rotate counter-clockwise by an angle drawn from ``degrees`` about ``center`` (OpenCV's warpAffine)."""

    def __init__(self, degrees, resample=Inter.NEAREST, expand=False, center=None, fill_value=0):
        _check.type_of(degrees, "degrees", (int, float, list, tuple))
        if isinstance(degrees, numbers.Number):
            if degrees < 0:
                raise ValueError("Input degrees must be a non negative number.")
            degrees = (-degrees, degrees)
        if not isinstance(degrees, (list, tuple)) or len(degrees) != 2 or degrees[0] > degrees[1]:
            raise TypeError("degrees should be a number or a (min, max) sequence.")
        self.degrees = tuple(degrees)
        _rotation_args(self, resample, expand, center, fill_value)

    def _apply(self, img):
        return _rotate(self, img, float(random_generator().uniform(*self.degrees)))


class Rotate(TensorOperation):
    """Rotate counter-clockwise by ``degrees`` about ``center`` (the image centre by default)."""

    def __init__(self, degrees, resample=Inter.NEAREST, expand=False, center=None, fill_value=0):
        _check.type_of(degrees, "degrees", (int, float))
        self.degrees = float(degrees)
        _rotation_args(self, resample, expand, center, fill_value)

    def _apply(self, img):
        return _rotate(self, img, self.degrees)


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


# --- flips, crops, erasing, padding to a size --------------------------------------------------------------------
class HorizontalFlip(TensorOperation):
    """Mirror left to right."""

    def _apply(self, img):
        return _image(self, img)[:, ::-1].copy()


class VerticalFlip(TensorOperation):
    """Mirror top to bottom."""

    def _apply(self, img):
        return _image(self, img)[::-1].copy()


class Crop(TensorOperation):
    """The (h, w) window whose top-left corner is ``coordinates`` (top, left)."""

    def __init__(self, coordinates, size):
        _check.type_of(coordinates, "coordinates", (list, tuple))
        if len(coordinates) != 2:
            raise TypeError("Coordinates should be a list/tuple (y, x) of length 2.")
        for value in coordinates:
            _check.int_in(value, "coordinates", 0)
        self.coordinates, self.size = tuple(coordinates), _size(size)

    def _apply(self, img):
        _image(self, img)
        top, left = self.coordinates
        height, width = _hw(self.size)
        if top + height > img.shape[0] or left + width > img.shape[1]:
            raise pipeline_error(self, f"Crop: Crop height dimension: {top + height} exceeds image height: "
                                       f"{img.shape[0]}." if top + height > img.shape[0] else
                                 f"Crop: Crop width dimension: {left + width} exceeds image width: {img.shape[1]}.")
        return _crop_to(img, height, width, top, left)


class Erase(TensorOperation):
    """Fill the (height, width) window at (top, left) with ``value`` (a number, or one per channel)."""

    def __init__(self, top, left, height, width, value=0, inplace=False):
        for name, v in (("top", top), ("left", left)):
            _check.int_in(v, name, 0)
        for name, v in (("height", height), ("width", width)):
            _check.int_in(v, name, 1)
        _check.type_of(value, "value", (int, float, tuple))
        _check.type_of(inplace, "inplace", (bool,))
        self.top, self.left, self.height, self.width, self.value, self.inplace = top, left, height, width, value, \
            inplace

    def _apply(self, img):
        _image(self, img, 3, 3)
        out = img if self.inplace else img.copy()
        value = np.asarray(self.value, dtype=np.float64)
        out[self.top:self.top + self.height, self.left:self.left + self.width] = _saturate(value, img.dtype)
        return out


class PadToSize(TensorOperation):
    """Pad to ``size`` (h, w): at ``offset`` (top, left) from the top-left, or centred when None."""

    def __init__(self, size, offset=None, fill_value=0, padding_mode=Border.CONSTANT):
        self.size = _size(size)
        if offset is not None:
            offset = (offset, offset) if isinstance(offset, int) else tuple(offset)
            for value in offset:
                _check.int_in(value, "offset", 0)
        self.offset, self.fill_value, self.padding_mode = offset, _fill(fill_value), _border(padding_mode)

    def _apply(self, img):
        _image(self, img)
        height, width = _hw(self.size)
        if height < img.shape[0] or width < img.shape[1]:
            raise pipeline_error(self, f"PadToSize: the target size to pad should be no less than the original "
                                       f"image size, but got target size [{height}, {width}] and original size "
                                       f"[{img.shape[0]}, {img.shape[1]}].")
        extra_h, extra_w = height - img.shape[0], width - img.shape[1]
        top, left = self.offset if self.offset is not None else (extra_h // 2, extra_w // 2)
        if top > extra_h or left > extra_w:
            raise pipeline_error(self, f"PadToSize: the sum of offset and original image size should be no more "
                                       f"than the target size to pad, but got offset [{top}, {left}] plus original "
                                       f"size [{img.shape[0]}, {img.shape[1]}] bigger than target size [{height}, "
                                       f"{width}].")
        return _pad(img, top, extra_h - top, left, extra_w - left, self.fill_value, self.padding_mode)


# --- pixel values ------------------------------------------------------------------------------------------------
def _uint8(node, img):
    if img.dtype != np.uint8:
        raise pipeline_error(node, f"{type(node).__name__}: the data type of image tensor does not match the "
                                   f"requirement of operator. Expecting tensor in type of [uint8]. But got type "
                                   f"{img.dtype}.")
    return img


class Invert(TensorOperation):
    """``255 - pixel`` of an RGB image (float images too, kept float)."""

    def _apply(self, img):
        return (255 - _image(self, img, 3, 3)).astype(img.dtype)


class Posterize(TensorOperation):
    """Keep the top ``bits`` bits of each uint8 pixel."""

    def __init__(self, bits):
        _check.int_in(bits, "bits", 0, 8)
        self.bits = bits

    def _apply(self, img):
        return _uint8(self, img) & np.uint8((0xFF << (8 - self.bits)) & 0xFF)


class _Adjust(TensorOperation):
    """An RGB image blended by one factor (``_blend(img, factor)``)."""

    def __init__(self, factor, name):
        self.factor = _number(factor, name)

    def _apply(self, img):
        return type(self)._blend(_image(self, img, 3, 3), self.factor)


class AdjustBrightness(_Adjust):
    """Scale pixels by ``brightness_factor`` (saturated)."""

    _blend = staticmethod(_brightness)

    def __init__(self, brightness_factor):
        super().__init__(brightness_factor, "brightness_factor")


class AdjustContrast(_Adjust):
    """Blend with the mean grey level by ``contrast_factor``."""

    _blend = staticmethod(_contrast)

    def __init__(self, contrast_factor):
        super().__init__(contrast_factor, "contrast_factor")


class AdjustSaturation(_Adjust):
    """Blend with the grey image by ``saturation_factor``."""

    _blend = staticmethod(_saturation)

    def __init__(self, saturation_factor):
        super().__init__(saturation_factor, "saturation_factor")


class NormalizePad(TensorOperation):
    """Normalize, then add a channel of zeros (as ``dtype``): after the others for CHW; for HWC laid out as
    MindSpore 2.10 does (the normalized values in HWC order, then the zeros, read as (H, W, C + 1))."""

    def __init__(self, mean, std, dtype="float32", is_hwc=True):
        self.normalize = Normalize(mean, std, is_hwc)
        _check.type_of(dtype, "dtype", (str,))
        if dtype not in ("float32", "float16"):
            raise ValueError(f"dtype should be 'float32' or 'float16', but got {dtype}.")
        self.dtype, self.is_hwc = dtype, is_hwc

    def _apply(self, img):
        out = self.normalize(img).astype(self.dtype)
        shape = list(out.shape)
        shape[-1 if self.is_hwc else 0] += 1
        # MindSpore 2.10 writes the normalized values in their own order and the zeros after them, then reads the
        # buffer with the padded shape: for HWC the zero channel is not the last one (measured; reproduced)
        return np.concatenate([out.ravel(), np.zeros(out.size // out.shape[-1 if self.is_hwc else 0], out.dtype)]
                              ).reshape(shape)


class ToType(TypeCast):
    """``array.astype(data_type)`` (a numpy or MindSpore dtype): vision's name for transforms.TypeCast."""


class ConvertMode(IntEnum):
    """ConvertColor modes (OpenCV's cvtColor codes MindSpore exposes)."""
    COLOR_BGR2BGRA = 0
    COLOR_RGB2RGBA = COLOR_BGR2BGRA
    COLOR_BGRA2BGR = 1
    COLOR_RGBA2RGB = COLOR_BGRA2BGR
    COLOR_BGR2RGBA = 2
    COLOR_RGB2BGRA = COLOR_BGR2RGBA
    COLOR_RGBA2BGR = 3
    COLOR_BGRA2RGB = COLOR_RGBA2BGR
    COLOR_BGR2RGB = 4
    COLOR_RGB2BGR = COLOR_BGR2RGB
    COLOR_BGRA2RGBA = 5
    COLOR_RGBA2BGRA = COLOR_BGRA2RGBA
    COLOR_BGR2GRAY = 6
    COLOR_RGB2GRAY = 7
    COLOR_GRAY2BGR = 8
    COLOR_GRAY2RGB = COLOR_GRAY2BGR
    COLOR_GRAY2BGRA = 9
    COLOR_GRAY2RGBA = COLOR_GRAY2BGRA
    COLOR_BGRA2GRAY = 10
    COLOR_RGBA2GRAY = 11


def _gray_u8(r, g, b):
    """OpenCV's uint8 RGB -> grey: 15-bit fixed-point 601 weights, rounded."""
    return ((r.astype(np.int32) * 9798 + g.astype(np.int32) * 19235 + b.astype(np.int32) * 3736 + 16384)
            >> 15).astype(np.uint8)


def _convert(img, mode):
    channels = img.shape[2] if img.ndim == 3 else 1
    alpha = np.full(img.shape[:2] + (1,), 255 if img.dtype == np.uint8 else 1, img.dtype)
    if mode in (ConvertMode.COLOR_GRAY2BGR, ConvertMode.COLOR_GRAY2BGRA):
        gray = img if img.ndim == 3 else img[..., None]
        out = np.repeat(gray[..., :1], 3, axis=2)
        return np.concatenate([out, alpha], 2) if mode == ConvertMode.COLOR_GRAY2BGRA else out
    needs = 4 if mode in (ConvertMode.COLOR_BGRA2BGR, ConvertMode.COLOR_RGBA2BGR, ConvertMode.COLOR_BGRA2RGBA,
                          ConvertMode.COLOR_BGRA2GRAY, ConvertMode.COLOR_RGBA2GRAY) else 3
    if channels != needs:
        return None
    if mode in (ConvertMode.COLOR_BGR2GRAY, ConvertMode.COLOR_BGRA2GRAY):
        return _gray_u8(img[..., 2], img[..., 1], img[..., 0])
    if mode in (ConvertMode.COLOR_RGB2GRAY, ConvertMode.COLOR_RGBA2GRAY):
        return _gray_u8(img[..., 0], img[..., 1], img[..., 2])
    swap = mode in (ConvertMode.COLOR_BGR2RGBA, ConvertMode.COLOR_RGBA2BGR, ConvertMode.COLOR_BGR2RGB,
                    ConvertMode.COLOR_BGRA2RGBA)
    out = np.concatenate([img[..., 2::-1], img[..., 3:]], 2) if swap else img
    if mode in (ConvertMode.COLOR_BGR2BGRA, ConvertMode.COLOR_BGR2RGBA):
        return np.concatenate([out, alpha], 2)
    if mode in (ConvertMode.COLOR_BGRA2BGR, ConvertMode.COLOR_RGBA2BGR):
        return out[..., :3].copy()
    return out.copy()


class ConvertColor(TensorOperation):
    """OpenCV's cvtColor for the channel swaps, alpha channels and uint8 grey conversions."""

    def __init__(self, convert_mode):
        if not isinstance(convert_mode, ConvertMode):
            raise TypeError(f"Argument convert_mode with value {convert_mode} is not of type [<enum 'ConvertMode'>]"
                            f", but got {type(convert_mode)}.")
        self.convert_mode = convert_mode

    def _apply(self, img):
        _image(self, img)
        if "GRAY" in self.convert_mode.name and not self.convert_mode.name.startswith("COLOR_GRAY"):
            _uint8(self, img)
        out = _convert(img, self.convert_mode)
        if out is None:
            raise pipeline_error(self, f"ConvertColor: the number of channels of the input image does not match "
                                       f"{self.convert_mode.name}: got shape {list(img.shape)}.")
        return out


class AdjustGamma(TensorOperation):
    """Gamma correction as MindSpore 2.10 computes it: uint8 images through PIL's table ``floor(255.999 * gain *
    (x / 255) ** gamma)`` (saturated), float images as ``(gain * x) ** gamma``."""

    def __init__(self, gamma, gain=1):
        self.gamma, self.gain = _number(gamma, "gamma"), _number(gain, "gain")

    def _apply(self, img):
        _image(self, img)
        if img.dtype == np.uint8:
            return np.clip(np.floor((256 - 1e-3) * self.gain * (img / 255.0) ** self.gamma), 0, 255).astype(np.uint8)
        return ((self.gain * img.astype(np.float64)) ** self.gamma).astype(img.dtype)


def _solarize_range(threshold):
    if isinstance(threshold, (int, float)) and not isinstance(threshold, bool):
        threshold = (threshold, 255)
    _check.type_of(threshold, "threshold", (int, float, list, tuple))
    if len(threshold) != 2 or not 0 <= threshold[0] <= threshold[1] <= 255:
        raise ValueError(f"threshold must be in order of (min, max), each in [0, 255], but got {threshold}.")
    return tuple(threshold)


class Solarize(TensorOperation):
    """Invert (``255 - x``) the pixels within ``threshold``: a number t means [t, 255], a pair a range."""

    def __init__(self, threshold):
        self.threshold = _solarize_range(threshold)

    def _apply(self, img):
        _image(self, img)
        low, high = self.threshold
        return np.where((img >= low) & (img <= high), (255 - img).astype(img.dtype), img)


class RandomSolarize(TensorOperation):
    """Solarize with a range drawn from ``threshold`` (min, max)."""

    def __init__(self, threshold=(0, 255)):
        self.threshold = _solarize_range(threshold)

    def _apply(self, img):
        low, high = sorted(random_generator().integers(self.threshold[0], self.threshold[1] + 1, 2))
        return Solarize((int(low), int(high)))(img)


class RandomPosterize(TensorOperation):
    """Posterize with a bit count drawn from ``bits`` (min, max)."""

    def __init__(self, bits=(8, 8)):
        bits = (bits, bits) if isinstance(bits, int) else tuple(bits)
        for value in bits:
            _check.int_in(value, "bits", 1, 8)
        self.bits = bits

    def _apply(self, img):
        return Posterize(int(random_generator().integers(self.bits[0], self.bits[1] + 1)))(img)


class ResizedCrop(TensorOperation):
    """Crop (top, left, height, width), then resize to ``size``."""

    def __init__(self, top, left, height, width, size, interpolation=Inter.BILINEAR):
        for name, value in (("top", top), ("left", left)):
            _check.int_in(value, name, 0)
        for name, value in (("height", height), ("width", width)):
            _check.int_in(value, name, 1)
        self.crop = Crop((top, left), (height, width))
        self.size, self.interpolation = _size(size), _interpolation(interpolation)

    def _apply(self, img):
        return resize(self.crop(img), *_hw(self.size), self.interpolation)


class SliceMode(IntEnum):
    """How SlicePatches treats a remainder: pad it to a whole patch, or drop it."""
    PAD = 0
    DROP = 1


class SlicePatches(TensorOperation):
    """Cut an image into num_height x num_width patches (row by row), padding with ``fill_value`` or dropping the
    remainder."""

    def __init__(self, num_height=1, num_width=1, slice_mode=SliceMode.PAD, fill_value=0):
        _check.int_in(num_height, "num_height", 1, 512)
        _check.int_in(num_width, "num_width", 1, 512)
        if not isinstance(slice_mode, SliceMode):
            raise TypeError(f"Argument slice_mode with value {slice_mode} is not of type [<enum 'SliceMode'>], but "
                            f"got {type(slice_mode)}.")
        _check.int_in(fill_value, "fill_value", 0, 255)
        self.num_height, self.num_width, self.slice_mode, self.fill_value = num_height, num_width, slice_mode, \
            fill_value

    def _apply(self, img):
        _image(self, img)
        height, width = img.shape[:2]
        if self.slice_mode == SliceMode.PAD:
            ph, pw = -(-height // self.num_height), -(-width // self.num_width)
            img = _pad(img, 0, ph * self.num_height - height, 0, pw * self.num_width - width,
                       self.fill_value, Border.CONSTANT)
        else:
            ph, pw = height // self.num_height, width // self.num_width
        return tuple(img[i * ph:(i + 1) * ph, j * pw:(j + 1) * pw].copy()
                     for i in range(self.num_height) for j in range(self.num_width))


def get_image_num_channels(image):
    """The channel count of an HWC (or HW: 1) image."""
    array = to_array(image)
    return 1 if array.ndim == 2 else int(array.shape[-1])


def get_image_size(image):
    """[height, width] of an HWC or HW image."""
    array = to_array(image)
    return [int(array.shape[0]), int(array.shape[1])]


def read_file(filename):
    """The bytes of a file as a 1-D uint8 array."""
    _check.type_of(filename, "filename", (str,))
    if not os.path.isfile(filename):
        raise RuntimeError(f"Invalid file path, {filename} does not exist.")
    return np.fromfile(filename, dtype=np.uint8)


def write_file(filename, data):
    """Write a 1-D uint8 array's bytes to a file."""
    _check.type_of(filename, "filename", (str,))
    array = to_array(data)
    if array.dtype != np.uint8 or array.ndim != 1:
        raise RuntimeError("WriteFile: The data should be a 1-D uint8 array.")
    array.tofile(filename)


def _per_channel(img, lut_of):
    """Apply ``lut_of(histogram)`` (a 256-entry table) to each channel of a uint8 HW or HWC image."""
    planes = img[..., None] if img.ndim == 2 else img
    out = np.stack([lut_of(np.bincount(planes[..., c].ravel(), minlength=256))[planes[..., c]]
                    for c in range(planes.shape[-1])], axis=-1).astype(np.uint8)
    return out[..., 0] if img.ndim == 2 else out


def _equalize_lut(hist):
    """OpenCV's equalizeHist table of one channel: the cumulative count past the first used level, scaled (float32)
    to [0, 255] and rounded; a one-level channel maps to that level."""
    first = int(np.nonzero(hist)[0][0])
    total = int(hist.sum())
    if hist[first] == total:
        return np.full(256, first)
    scale = np.float32(255.0 / (total - hist[first]))
    counts = np.cumsum(hist) - hist[:first + 1].sum()
    lut = np.rint(counts.astype(np.float32) * scale).astype(np.int64)
    lut[:first + 1] = 0
    return np.clip(lut, 0, 255)


class Equalize(TensorOperation):
    """Histogram equalization of each channel of a uint8 image (OpenCV's equalizeHist)."""

    def _apply(self, img):
        return _per_channel(_uint8(self, _image(self, img)), _equalize_lut)


class AutoContrast(TensorOperation):
    """Stretch each channel of a uint8 image so its darkest and lightest levels (``cutoff`` percent of pixels cut
    at each end, ``ignore`` levels left out of the histogram) become 0 and 255 (PIL's table)."""

    def __init__(self, cutoff=0.0, ignore=None):
        _check.type_of(cutoff, "cutoff", (int, float))
        if not 0 <= cutoff < 50:
            raise ValueError("Input cutoff is not within the required interval of [0, 50).")
        if ignore is not None:
            ignore = [ignore] if isinstance(ignore, int) else list(ignore)
            for value in ignore:
                _check.int_in(value, "ignore", 0, 255)
        self.cutoff, self.ignore = cutoff, ignore

    def _lut(self, hist):
        hist = hist.copy()
        if self.ignore:
            hist[self.ignore] = 0
        if self.cutoff:
            cut = int(hist.sum() * self.cutoff // 100)
            for order in (range(256), range(255, -1, -1)):
                left = cut
                for i in order:
                    taken = min(left, hist[i])
                    hist[i] -= taken
                    left -= taken
                    if left <= 0:
                        break
        nonzero = np.nonzero(hist)[0]
        if len(nonzero) == 0 or nonzero[-1] <= nonzero[0]:
            return np.arange(256)
        low, high = nonzero[0], nonzero[-1]
        scale = np.float32(255.0) / np.float32(high - low)  # float32, as MindSpore: the top level may land on 254
        offset = np.float32(-low) * scale
        return np.clip((np.arange(256, dtype=np.float32) * scale + offset).astype(np.int64), 0, 255)

    def _apply(self, img):
        return _per_channel(_uint8(self, _image(self, img)), self._lut)


class AdjustSharpness(TensorOperation):
    """Blend with a smoothed copy (3x3 kernel [[1,1,1],[1,5,1],[1,1,1]] / 13, border pixels kept) by
    ``sharpness_factor``: ``factor * img + (1 - factor) * smooth``, rounded and saturated."""

    def __init__(self, sharpness_factor):
        self.sharpness_factor = _number(sharpness_factor, "sharpness_factor")

    def _apply(self, img):
        _image(self, img)
        planes = img[..., None] if img.ndim == 2 else img
        values = planes.astype(np.float32)
        smooth = values.copy()
        if planes.shape[0] > 2 and planes.shape[1] > 2:
            total = sum(values[1 + dy:values.shape[0] - 1 + dy, 1 + dx:values.shape[1] - 1 + dx]
                        for dy in (-1, 0, 1) for dx in (-1, 0, 1)) + 4 * values[1:-1, 1:-1]
            smooth[1:-1, 1:-1] = _saturate(total / np.float32(13), img.dtype)
        out = _saturate(values * np.float32(self.sharpness_factor) +
                        smooth * np.float32(1 - self.sharpness_factor), img.dtype)
        return out[..., 0] if img.ndim == 2 else out


class _RandomApplied(TensorOperation):
    """An operation applied with probability ``prob``."""

    def __init__(self, op, prob):
        _check_prob(prob)
        self.op, self.prob = op, prob

    def _apply(self, img):
        return self.op(img) if random_generator().random() < self.prob else img


class RandomInvert(_RandomApplied):
    """Invert with probability ``prob``."""

    def __init__(self, prob=0.5):
        super().__init__(Invert(), prob)


class RandomEqualize(_RandomApplied):
    """Equalize with probability ``prob``."""

    def __init__(self, prob=0.5):
        super().__init__(Equalize(), prob)


class RandomAutoContrast(_RandomApplied):
    """AutoContrast with probability ``prob``."""

    def __init__(self, cutoff=0.0, ignore=None, prob=0.5):
        super().__init__(AutoContrast(cutoff, ignore), prob)


class RandomAdjustSharpness(_RandomApplied):
    """AdjustSharpness(``degree``) with probability ``prob``."""

    def __init__(self, degree, prob=0.5):
        super().__init__(AdjustSharpness(degree), prob)


def _degrees(degrees, name="degrees"):
    _check.type_of(degrees, name, (list, tuple))
    if len(degrees) != 2 or not 0 <= degrees[0] <= degrees[1]:
        raise ValueError(f"{name} should be in (min, max) format, each non-negative and min <= max, but got "
                         f"{degrees}.")
    return tuple(degrees)


class RandomSharpness(TensorOperation):
    """AdjustSharpness with a factor drawn uniformly from ``degrees``."""

    def __init__(self, degrees=(0.1, 1.9)):
        self.degrees = _degrees(degrees)

    def _apply(self, img):
        return AdjustSharpness(float(random_generator().uniform(*self.degrees)))(img)


class RandomColor(TensorOperation):
    """AdjustSaturation with a factor drawn uniformly from ``degrees``."""

    def __init__(self, degrees=(0.1, 1.9)):
        self.degrees = _degrees(degrees)

    def _apply(self, img):
        return AdjustSaturation(float(random_generator().uniform(*self.degrees)))(img)


class LinearTransformation(TensorOperation):
    """``(x.flatten() - mean_vector) @ transformation_matrix``, reshaped back (a CHW numpy image)."""

    def __init__(self, transformation_matrix, mean_vector):
        self.transformation_matrix = np.asarray(transformation_matrix)
        self.mean_vector = np.asarray(mean_vector)
        size = self.transformation_matrix.shape
        if len(size) != 2 or size[0] != size[1] or self.mean_vector.shape != (size[0],):
            raise ValueError("transformation_matrix should be a square matrix and mean_vector a vector of its size, "
                             f"but got {list(size)} and {list(self.mean_vector.shape)}.")

    def _apply(self, img):
        flat = img.reshape(1, -1)
        if flat.shape[1] != self.transformation_matrix.shape[0]:
            raise ValueError(f"transformation_matrix shape {list(self.transformation_matrix.shape)} not compatible "
                             f"with Numpy image shape {list(img.shape)}.")
        return ((flat - self.mean_vector) @ self.transformation_matrix).reshape(img.shape)


# the operations of vision/_more.py (issue 18), under MindSpore's path vision.transforms as well
from . import _more  # noqa: E402 - it builds on the operations above
from ._more import *  # noqa: E402,F401,F403

__all__ += _more.__all__
from . import _augment_ops, _bbox_ops, _codec, _filter_ops, _random_ops, _warp_ops  # noqa: E402 - build on the above
from ._augment_ops import *  # noqa: E402,F401,F403
from ._bbox_ops import *  # noqa: E402,F401,F403
from ._codec import *  # noqa: E402,F401,F403
from ._filter_ops import *  # noqa: E402,F401,F403
from ._random_ops import *  # noqa: E402,F401,F403
from ._warp_ops import *  # noqa: E402,F401,F403

__all__ += _augment_ops.__all__ + _bbox_ops.__all__ + _codec.__all__ + _filter_ops.__all__ + _random_ops.__all__ + _warp_ops.__all__
