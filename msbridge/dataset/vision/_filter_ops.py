"""``GaussianBlur``: OpenCV's bit-exact fixed-point blur on uint8 images (``_cv_filter``), float images with the
same kernel in float64."""
import numbers

import numpy as np

from ..engine import _check
from ..transforms.transforms import TensorOperation
from ._cv_filter import gaussian_blur_float, gaussian_blur_u8
from .transforms import _image, _saturate

__all__ = ["GaussianBlur"]

_MAX = 16777216


def _kernel_sizes(kernel_size):
    if isinstance(kernel_size, bool) or not isinstance(kernel_size, (int, list, tuple)):
        _check.type_of(kernel_size, "kernel_size", (int, list, tuple))
    if isinstance(kernel_size, int):
        values = [kernel_size]
    elif len(kernel_size) == 2:
        values = list(kernel_size)
        for i, value in enumerate(values):
            _check.type_of(value, f"kernel_size[{i}]", (int,))
    else:
        raise TypeError("Kernel size should be a single integer or a list/tuple (kernel_width, kernel_height) of "
                        "length 2.")
    for i, value in enumerate(values):
        if not 1 <= value <= _MAX:
            raise ValueError(f"Input kernel_size is not within the required interval of [1, {_MAX}].")
        if value % 2 != 1:
            name = "kernel_size" if isinstance(kernel_size, int) else f"kernel_size[{i}]"
            raise ValueError(f"Input {name} is not an odd value.")
    return (values[0], values[-1])


def _sigmas(sigma):
    if sigma is None:
        return (0.0,)
    _check.type_of(sigma, "sigma", (numbers.Number, list, tuple))
    values = [sigma] if isinstance(sigma, numbers.Number) else list(sigma)
    if not isinstance(sigma, numbers.Number) and len(values) != 2:
        raise TypeError("Sigma should be a single number or a list/tuple of length 2 for width and height.")
    for i, value in enumerate(values):
        _check.type_of(value, "sigma" if len(values) == 1 else f"size[{i}]", (numbers.Number,))
        if not 0 <= value <= _MAX:
            raise ValueError(f"Input sigma is not within the required interval of [0, {_MAX}].")
    return tuple(float(np.float32(v)) for v in values)


def _default_sigma(sigma, kernel):
    """A zero sigma becomes ``0.3 * ((kernel - 1) / 2 - 1) + 0.8`` (in float32, as MindSpore)."""
    return sigma if sigma > 0 else float(np.float32(((kernel - 1) * 0.5 - 1) * 0.3 + 0.8))


class GaussianBlur(TensorOperation):
    """``vision.GaussianBlur(kernel_size, sigma=None)``: Gaussian blur of an (H, W) or (H, W, C) image with a
    (width, height) kernel; ``sigma`` None or 0: ``0.3 * ((kernel_width - 1) / 2 - 1) + 0.8`` for both axes
    (MindSpore's rule), reflect-101 borders. uint8: OpenCV's fixed-point arithmetic, bit for bit."""

    def __init__(self, kernel_size, sigma=None):
        self.kernel_size = _kernel_sizes(kernel_size)
        self.sigma = _sigmas(sigma)

    def _apply(self, img):
        _image(self, img)
        kx, ky = self.kernel_size
        if len(self.sigma) == 2:        # each axis its own default
            sx, sy = _default_sigma(self.sigma[0], kx), _default_sigma(self.sigma[1], ky)
        else:                           # one sigma (default: from the kernel width) for both axes
            sx = sy = _default_sigma(self.sigma[0], kx)
        if img.dtype == np.uint8:
            return gaussian_blur_u8(img, kx, ky, sx, sy)
        return _saturate(gaussian_blur_float(img, kx, ky, sx, sy), img.dtype)
