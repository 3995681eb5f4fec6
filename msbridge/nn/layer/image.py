"""mindspore.nn layers: image (PixelShuffle, PixelUnshuffle, CentralCrop, ImageGradients, PSNR)."""
import math

import numpy as np
import torch.nn.functional as F

from ..._checkparam import GT, INC_RIGHT, check_float_range, check_number, check_positive_int, check_value_type
from ...common import dtype as mstype
from ...ops.function.math_func import log, mean, square
from ...ops.function.nn_func import pad
from ...common.handles import wrap as _wrap
from ..cell import Cell

__all__ = ["PixelShuffle", "PixelUnshuffle", "CentralCrop", "ImageGradients", "PSNR"]


def _check_factor(t, factor, name, api):
    """MindSpore's checks of a pixel (un)shuffle call: a positive int factor and an input of rank >= 3."""
    check_positive_int(factor, name, api)
    if t.dim() < 3:
        raise ValueError(f"For {api}, the dimension of `input` should be larger than 2, but got {t.dim()}.")


class PixelShuffle(Cell):
    """``nn.PixelShuffle``: ``torch.nn.functional.pixel_shuffle`` (C*r*r, H, W) -> (C, H*r, W*r)."""

    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = upscale_factor

    def construct(self, input):
        t = input._t
        r = self.upscale_factor
        _check_factor(t, r, "upscale_factor", "pixel_shuffle")
        if t.shape[-3] % (r * r):
            raise ValueError("For 'pixel_shuffle', the length of third to last dimension is not divisible"
                             f"by `upscale_factor` squared, but got input shape {tuple(t.shape)}.")
        return _wrap(F.pixel_shuffle(t, r))


class PixelUnshuffle(Cell):
    """``nn.PixelUnshuffle``: ``torch.nn.functional.pixel_unshuffle`` (C, H*r, W*r) -> (C*r*r, H, W)."""

    def __init__(self, downscale_factor):
        super().__init__()
        self.downscale_factor = downscale_factor

    def construct(self, input):
        t = input._t
        r = self.downscale_factor
        _check_factor(t, r, "downscale_factor", "pixel_unshuffle")
        if t.shape[-1] % r or t.shape[-2] % r:
            raise ValueError("For 'pixel_unshuffle', the length of second to last 2 dimension should be divisible "
                             f"by downscale_factor, but got input shape {tuple(t.shape)}.")
        return _wrap(F.pixel_unshuffle(t, r))


def _check_4d(x, name, api):
    if x.ndim != 4:
        raise ValueError(f"For '{api}', the dimension of '{name}' must be 4d, but got {x.ndim}.")


class CentralCrop(Cell):
    """``nn.CentralCrop(central_fraction)(image)``: the central ``central_fraction`` (in (0, 1]) of the height and
    width of a (C, H, W) or (N, C, H, W) image, a slice (``tensor[..., h0:h1, w0:w1]``); 1.0 returns ``image``."""

    def __init__(self, central_fraction):
        super().__init__()
        check_value_type(central_fraction, [float], "central_fraction", "CentralCrop")
        self.central_fraction = check_float_range(central_fraction, 0.0, 1.0, INC_RIGHT, "central_fraction",
                                                  "CentralCrop")

    def construct(self, image):
        if image.ndim not in (3, 4):
            raise ValueError(f"CentralCrop image must be 3d or 4d, but got shape {tuple(image.shape)}")
        if self.central_fraction == 1.0:
            return image
        h, w = image.shape[-2:]
        top = int((float(h) - float(h * self.central_fraction)) / 2)
        left = int((float(w) - float(w * self.central_fraction)) / 2)
        return image[..., top:h - top, left:w - left]


class ImageGradients(Cell):
    """``nn.ImageGradients()(images)``: ``(dy, dx)``, the forward differences of (N, C, H, W) ``images`` along H and
    W, zero in the last row / column (``ops.pad`` of the differences, ``torch.nn.functional.pad``). Deprecated
    since MindSpore 2.8 for ``ops.conv2d``."""

    def construct(self, images):
        _check_4d(images, "images", "ImageGradients")
        dy = pad(images[:, :, 1:, :] - images[:, :, :-1, :], (0, 0, 0, 1))
        dx = pad(images[:, :, :, 1:] - images[:, :, :, :-1], (0, 1))
        return dy, dx


class PSNR(Cell):
    """``nn.PSNR(max_val=1.0)(img1, img2)``: the peak signal-to-noise ratio of each image of two (N, C, H, W)
    batches, ``10 * log10(max_val ** 2 / mean((img1 - img2) ** 2))`` over ``ops.mean``/``ops.log`` in float32;
    integer images (and ``max_val``) are scaled by 1 / the dtype's maximum first. MindSpore 2.10 computes it on
    CPU in GRAPH_MODE only (in PyNative mode its ScalarCast of ``max_val`` fails); msbridge computes it in both."""

    def __init__(self, max_val=1.0):
        super().__init__()
        check_value_type(max_val, [int, float], "max_val", "PSNR")
        self.max_val = check_number(max_val, 0.0, GT, "max_val", "PSNR")

    def construct(self, img1, img2):
        _check_4d(img1, "img1", "PSNR")
        _check_4d(img2, "img2", "PSNR")
        if img1.dtype != img2.dtype:
            raise TypeError(f"For 'PSNR', 'img1' and 'img2' must have the same dtype, but got {img1.dtype} and "
                            f"{img2.dtype}.")
        if img1.shape != img2.shape:
            raise ValueError(f"For 'PSNR', 'img1' and 'img2' must have the same shape, but got "
                             f"{tuple(img1.shape)} and {tuple(img2.shape)}.")
        scale = 1.0 if img1.dtype.is_floating_point() else float(np.iinfo(mstype.dtype_to_nptype(img1.dtype)).max)
        max_val = self.max_val / scale if scale > 1 else self.max_val
        diff = img1.astype(mstype.float32) / scale - img2.astype(mstype.float32) / scale
        return 10 * log(max_val ** 2 / mean(square(diff), (-3, -2, -1))) / math.log(10.0)
