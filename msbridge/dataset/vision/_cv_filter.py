"""OpenCV's GaussianBlur of uint8 images, bit for bit (what MindSpore's ``vision.GaussianBlur`` runs).

The kernel is OpenCV's bit-exact one: for ``sigma <= 0`` and sizes 1 to 9 the binomial-like tables, otherwise
``exp(-x**2 / (2 * sigma**2))`` normalised in double (``sigma <= 0``: ``0.15 * n + 0.35``, one fused rounding),
then turned into 8-bit fixed point by error diffusion from the outside in (``rint(k * 256 + err)``), the centre
taking what is left so the taps sum to 256. Rows are filtered then columns, both in integers, with reflect-101
borders; the result is ``(sum + 2**15) >> 16``. The per-call float sigma is MindSpore's float32.
"""
import math
from fractions import Fraction

import numpy as np

_TABLES = {1: [1], 3: [1, 2, 1], 5: [1, 4, 6, 4, 1], 7: [4, 14, 28, 36, 28, 14, 4],
           9: [4, 13, 30, 51, 60, 51, 30, 13, 4]}
_TABLE_SCALE = {1: 1, 3: 4, 5: 16, 7: 128, 9: 256}


def _kernel_double(n, sigma):
    if sigma <= 0 and n in _TABLES:
        return [v / _TABLE_SCALE[n] for v in _TABLES[n]]
    sigma = sigma if sigma > 0 else float(Fraction(n) * Fraction(0.15) + Fraction(0.35))
    scale = -0.125 / (sigma * sigma)
    half = (n - 1) // 2
    values = [math.exp(float(x * x) * scale) for x in range(1 - n, 1 - n + 2 * half, 2)]
    total = sum(values) * 2 + 1 + (0 if n & 1 else 1)
    mul = 1 / total
    out = [v * mul for v in values]
    return out + [mul] + out[::-1]


def fixed_kernel(n, sigma):
    """The 8-bit fixed-point taps (sum 256) of OpenCV's ``createGaussianKernels`` for uint8 images."""
    k = _kernel_double(n, sigma)
    half = n // 2
    taps = [0] * n
    err = 0.0
    for i in range(half):
        adjusted = k[i] * 256 + err
        taps[i] = taps[n - 1 - i] = int(np.rint(adjusted))
        err = adjusted - taps[i]
    taps[half] = 256 - 2 * sum(taps[:half])
    return np.array(taps, np.int64)


def _reflect101(length, radius):
    """Source index of each padded position (OpenCV's BORDER_REFLECT_101, folded as often as needed)."""
    index = np.arange(-radius, length + radius)
    if length == 1:
        return np.zeros_like(index)
    period = 2 * (length - 1)
    index = np.mod(index, period)
    return np.where(index >= length, period - index, index)


def _filter_axis(values, taps, axis):
    radius = len(taps) // 2
    length = values.shape[axis]
    padded = np.take(values, _reflect101(length, radius), axis=axis)
    out = np.zeros_like(values)
    for j, tap in enumerate(taps):
        out += tap * np.take(padded, np.arange(j, j + length), axis=axis)
    return out


def gaussian_blur_u8(img, kernel_x, kernel_y, sigma_x, sigma_y):
    """``cv2.GaussianBlur(img, (kernel_x, kernel_y), sigma_x, sigma_y)`` of a uint8 (H, W) or (H, W, C) array."""
    height, width = img.shape[:2]
    kernel_x = 1 if width == 1 else kernel_x
    kernel_y = 1 if height == 1 else kernel_y
    if kernel_x == kernel_y == 1:
        return img.copy()
    sigma_y = sigma_x if sigma_y <= 0 else sigma_y
    rows = _filter_axis(img.astype(np.int64), fixed_kernel(kernel_x, max(sigma_x, 0.0)), 1)
    out = _filter_axis(rows, fixed_kernel(kernel_y, max(sigma_y, 0.0)), 0)
    return np.clip((out + (1 << 15)) >> 16, 0, 255).astype(np.uint8)


def gaussian_blur_float(img, kernel_x, kernel_y, sigma_x, sigma_y):
    """The same blur of a non-uint8 image with OpenCV's float32 kernel taps, summed in float64 (within float32
    rounding of OpenCV's float filter)."""
    height, width = img.shape[:2]
    kernel_x = 1 if width == 1 else kernel_x
    kernel_y = 1 if height == 1 else kernel_y
    sigma_y = sigma_x if sigma_y <= 0 else sigma_y
    taps_x = np.float32(_kernel_double(kernel_x, max(sigma_x, 0.0))).astype(np.float64)
    taps_y = np.float32(_kernel_double(kernel_y, max(sigma_y, 0.0))).astype(np.float64)
    return _filter_axis(_filter_axis(img.astype(np.float64), taps_x, 1), taps_y, 0)
