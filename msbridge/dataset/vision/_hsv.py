"""MindSpore's hue shift on uint8 RGB images, bit-exact: OpenCV's RGB2HSV_FULL (12-bit fixed point, hue in
[0, 256)), the hue byte shifted with wrap-around, then OpenCV's HSV2RGB_FULL (float32, hue range 255).

OpenCV converts each image row in vector blocks of 32 pixels (AVX2 build; ``tab`` products fused multiply-adds)
whose results are truncated, and the row's remaining pixels one at a time with rounding; both are reproduced.
"""
import numpy as np

_SHIFT = 12
_LEVELS = np.arange(256)
_SDIV = np.rint((255 << _SHIFT) / np.maximum(_LEVELS, 1)).astype(np.int64)
_HDIV = np.rint((256 << _SHIFT) / (6.0 * np.maximum(_LEVELS, 1))).astype(np.int64)
# (b, g, r) picked from (v, v(1-s), v(1-sf), v(1-s(1-f))) per hue sector
_SECTORS = np.array([[1, 3, 0], [1, 0, 2], [3, 0, 1], [0, 2, 1], [0, 1, 3], [2, 1, 0]])
_BLOCK = 32
_F32 = np.float32


def _rgb_to_hsv(img):
    rgb = img.astype(np.int64)
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    v, diff = rgb.max(-1), rgb.max(-1) - rgb.min(-1)
    s = (diff * _SDIV[v] * (v > 0) + (1 << (_SHIFT - 1))) >> _SHIFT
    h = np.where(v == r, g - b, np.where(v == g, b - r + 2 * diff, r - g + 4 * diff))
    h = (h * _HDIV[diff] * (diff > 0) + (1 << (_SHIFT - 1))) >> _SHIFT
    return np.minimum(np.where(h < 0, h + 256, h), 255), s, v


def _fused_one_minus(a, b):
    """float32(1 - a*b) rounded once, as a fused multiply-add."""
    return (1.0 - a.astype(np.float64) * b.astype(np.float64)).astype(_F32)


def _hsv_to_rgb(h, s, v):
    h = h.astype(_F32) * _F32(6.0 / 255)
    s = s.astype(_F32) * _F32(1.0 / 255)
    v = v.astype(_F32) * _F32(1.0 / 255)
    sector = np.floor(h)
    f = h - sector
    tab = np.stack([v, v * (_F32(1) - s), v * _fused_one_minus(s, f), v * _fused_one_minus(s, _F32(1) - f)], -1)
    bgr = np.take_along_axis(tab, _SECTORS[sector.astype(np.int64) % 6], -1)
    scaled = bgr[..., ::-1] * _F32(255)
    width = h.shape[1]
    vector = np.arange(width) < width // _BLOCK * _BLOCK
    out = np.where(vector[None, :, None], np.trunc(scaled), np.rint(scaled))
    return np.clip(out, 0, 255).astype(np.uint8)


def shift_hue(img, factor):
    """uint8 HWC RGB ``img`` with its hue turned by ``factor`` of a full turn (truncated to whole hue bytes)."""
    h, s, v = _rgb_to_hsv(img)
    return _hsv_to_rgb((h + int(factor * 255)) % 256, s, v)
