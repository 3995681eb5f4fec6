"""mindspore.nn layers: image (PixelShuffle, PixelUnshuffle, CentralCrop, ImageGradients, PSNR, SSIM, MSSSIM)."""
import math

import numpy as np
import torch
import torch.nn.functional as F

from ..._checkparam import GE, GT, INC_RIGHT, check_float_range, check_int, check_number, check_positive_float, \
    check_positive_int, check_tensor_dtype, check_value_type
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...ops.function.array_func import stack
from ...ops.function.math_func import log, mean, pow, prod, square
from ...ops.function.nn_func import pad, relu
from .container import CellList
from .conv import Conv2d
from .pooling import AvgPool2d
from ...common.handles import wrap as _wrap
from ...ops.function import nn_func
from ..cell import Cell

__all__ = ["PixelShuffle", "PixelUnshuffle", "CentralCrop", "ImageGradients", "PSNR", "SSIM", "MSSSIM"]


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
        return _wrap(nn_func.pixel_unshuffle_t(t, r))


def _check_4d(x, name, api):
    if x.ndim != 4:
        raise ValueError(f"For '{api}', the dimension of '{name}' must be 4d, but got {x.ndim}.")


def _as_float32(img1, img2, max_val, api):
    """Two images of one dtype and shape in float32, and ``max_val``: integer images (and ``max_val``) scaled by
    1 / the dtype's maximum, as MindSpore's image metrics do."""
    if img1.dtype != img2.dtype:
        raise TypeError(f"For '{api}', 'img1' and 'img2' must have the same dtype, but got {img1.dtype} and "
                        f"{img2.dtype}.")
    if img1.shape != img2.shape:
        raise ValueError(f"For '{api}', 'img1' and 'img2' must have the same shape, but got {tuple(img1.shape)} and "
                         f"{tuple(img2.shape)}.")
    scale = 1.0 if img1._t.is_floating_point() else float(torch.iinfo(img1._t.dtype).max)
    return img1.astype(mstype.float32) / scale, img2.astype(mstype.float32) / scale, max_val / scale


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

    def __init__(self):
        super().__init__()

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
        img1, img2, max_val = _as_float32(img1, img2, self.max_val, "PSNR")
        return 10 * log(max_val ** 2 / mean(square(img1 - img2), (-3, -2, -1))) / math.log(10.0)


def _check_similarity_args(api, max_val, filter_size, filter_sigma, k1, k2):
    check_value_type(max_val, [int, float], "max_val", api)
    check_number(max_val, 0.0, GT, "max_val", api)
    check_int(filter_size, 1, GE, "filter_size", api)
    check_positive_float(filter_sigma, "filter_sigma", api)
    check_value_type(k1, [float], "k1", api)
    check_value_type(k2, [float], "k2", api)


def _gaussian_conv(size, sigma):
    """A (1, 1, size, size) 'valid' Conv2d whose frozen weight is the normalized Gaussian window of ``sigma``."""
    grid = np.mgrid[-size // 2 + 1:size // 2 + 1, -size // 2 + 1:size // 2 + 1].astype(np.float32) ** 2
    window = np.exp(-(grid[0] + grid[1]) / (2 * sigma ** 2))
    conv = Conv2d(1, 1, size, pad_mode="valid", weight_init=Tensor((window / window.sum())[None, None]))
    conv.weight.requires_grad = False
    return conv


def _similarity(c1, c2, img1, img2, conv):
    """(SSIM, contrast-structure) per image and channel (N, C): ``conv`` (the Gaussian window) on every channel,
    the local statistics, their maps averaged over H and W."""
    n, c = img1.shape[:2]

    def blur(x):
        out = conv(x.reshape(n * c, 1, *x.shape[2:]))
        return out.reshape(n, c, *out.shape[2:])

    mu1, mu2 = blur(img1), blur(img2)
    sigma1_sq, sigma2_sq = blur(img1 * img1) - mu1 * mu1, blur(img2 * img2) - mu2 * mu2
    sigma12 = blur(img1 * img2) - mu1 * mu2
    v1, v2 = 2 * sigma12 + c2, sigma1_sq + sigma2_sq + c2
    ssim = (2 * mu1 * mu2 + c1) * v1 / ((mu1 * mu1 + mu2 * mu2 + c1) * v2)
    return mean(ssim, (2, 3)), mean(v1 / v2, (2, 3))


class SSIM(Cell):
    """``nn.SSIM(max_val=1.0, filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03)(img1, img2)``: the structural
    similarity of each image of two float16/float32 (N, C, H, W) batches, averaged over channels: a Gaussian window
    (the frozen weight of the child ``conv``, an ``nn.Conv2d``, ``torch.nn.functional.conv2d``) over every channel.
    MindSpore 2.10 computes it on CPU in GRAPH_MODE only (PyNative rejects its ScalarCast of ``max_val``)."""

    def __init__(self, max_val=1.0, filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03):
        super().__init__()
        _check_similarity_args("SSIM", max_val, filter_size, filter_sigma, k1, k2)
        self.max_val, self.filter_size, self.filter_sigma, self.k1, self.k2 = max_val, filter_size, filter_sigma, k1, k2
        self.conv = _gaussian_conv(filter_size, filter_sigma)

    def construct(self, img1, img2):
        check_tensor_dtype(img1._t, (torch.float32, torch.float16), "img1", "SSIM")
        _check_4d(img1, "img1", "SSIM")
        for axis in (2, 3):
            if img1.shape[axis] < self.filter_size:
                raise ValueError(f"For 'SSIM', the img1 shape[{axis}] should be >= filter_size: {self.filter_size}, "
                                 f"but got {img1.shape[axis]}.")
        img1, img2, max_val = _as_float32(img1, img2, self.max_val, "SSIM")
        ssim, _ = _similarity((self.k1 * max_val) ** 2, (self.k2 * max_val) ** 2, img1, img2, self.conv)
        return mean(ssim, -1)


class MSSSIM(Cell):
    """``nn.MSSSIM(max_val=1.0, power_factors=(0.0448, 0.2856, 0.3001, 0.2363, 0.1333), filter_size=11,
    filter_sigma=1.5, k1=0.01, k2=0.03)(img1, img2)``: the multi-scale SSIM: at each of ``len(power_factors)``
    scales (halved by ``nn.AvgPool2d(2, 2)``) the contrast-structure term (the SSIM at the last), ReLU'd, raised
    to its power factor and multiplied (``ops.pow``, ``ops.prod``), averaged over channels. Images float16/32/64 or
    uint8 (scaled by 1/255). MindSpore's docstring lists Ascend and GPU; its CPU build runs it in GRAPH_MODE."""

    def __init__(self, max_val=1.0, power_factors=(0.0448, 0.2856, 0.3001, 0.2363, 0.1333), filter_size=11,
                 filter_sigma=1.5, k1=0.01, k2=0.03):
        super().__init__()
        check_value_type(power_factors, [tuple, list], "power_factors", "MSSSIM")
        _check_similarity_args("MSSSIM", max_val, filter_size, filter_sigma, k1, k2)
        self.max_val, self.filter_size, self.filter_sigma, self.k1, self.k2 = max_val, filter_size, filter_sigma, k1, k2
        self.level = len(power_factors)
        self.multi_convs_list = CellList([_gaussian_conv(filter_size, filter_sigma) for _ in range(self.level)])
        self.weight_tensor = Tensor(power_factors, mstype.float32)
        self.avg_pool = AvgPool2d(kernel_size=2, stride=2, pad_mode="valid")

    def construct(self, img1, img2):
        _check_4d(img1, "img1", "MSSSIM")
        _check_4d(img2, "img2", "MSSSIM")
        check_tensor_dtype(img1._t, (torch.float64, torch.float32, torch.float16, torch.uint8), "img1", "MSSSIM")
        img1, img2, max_val = _as_float32(img1, img2, self.max_val, "MSSSIM")
        c1, c2 = (self.k1 * max_val) ** 2, (self.k2 * max_val) ** 2
        terms = []
        for i, conv in enumerate(self.multi_convs_list):
            ssim, cs = _similarity(c1, c2, img1, img2, conv)
            terms.append(relu(ssim if i == self.level - 1 else cs))
            img1, img2 = self.avg_pool(img1), self.avg_pool(img2)
        return mean(prod(pow(stack(terms, -1), self.weight_tensor), -1), -1)
