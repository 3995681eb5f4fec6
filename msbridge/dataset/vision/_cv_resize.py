"""OpenCV's bilinear resize of uint8 images, bit for bit (what MindSpore's ``vision.Resize`` runs).

OpenCV resizes uint8 images in fixed point: each output column takes two source pixels with 11-bit weights
(``round(2048 * (1 - fx))``, ``round(2048 * fx)``, ``fx`` from ``(x + 0.5) * scale - 0.5`` in float32, clamped at
the borders); each output row then blends two of those rows with 11-bit weights (``fy`` not clamped, the row
index clipped instead), in the SIMD form OpenCV's vector code uses: ``((r0 >> 4) * b0 >> 16) + ((r1 >> 4) * b1
>> 16)``, rounded with ``(v + 2) >> 2`` and saturated. Matched against MindSpore 2.10 on 73 shapes
(tests/test_vision_resize.py).
"""
import numpy as np

_BITS = 11
_ONE = 1 << _BITS


def _weights(fractions):
    return (np.rint((np.float32(1) - fractions) * _ONE).astype(np.int64),
            np.rint(fractions * _ONE).astype(np.int64))


def _positions(src, dst):
    """Source index and float32 fraction of each output position."""
    f = ((np.arange(dst) + 0.5) * (src / dst) - 0.5).astype(np.float32)
    index = np.floor(f).astype(np.int64)
    return index, (f - index).astype(np.float32)


def _columns(src, dst):
    index, frac = _positions(src, dst)
    low, high = index < 0, index >= src - 1
    frac[low | high] = 0
    index[low] = 0
    index[high] = src - 1
    return (index, np.minimum(index + 1, src - 1)) + _weights(frac)


def _rows(src, dst):
    index, frac = _positions(src, dst)
    return (np.clip(index, 0, src - 1), np.clip(index + 1, 0, src - 1)) + _weights(frac)


def resize_bilinear_u8(img, height, width):
    """``cv2.resize(img, (width, height), interpolation=INTER_LINEAR)`` of a uint8 (H, W) or (H, W, C) array."""
    plane = img[..., None] if img.ndim == 2 else img
    channels = plane.shape[2]
    x0, x1, a0, a1 = _columns(plane.shape[1], width)
    y0, y1, b0, b1 = _rows(plane.shape[0], height)
    src = plane.astype(np.int64)
    rows = (src[:, x0] * a0[None, :, None] + src[:, x1] * a1[None, :, None]).reshape(plane.shape[0], -1)
    top, bottom = rows[y0] >> 4, rows[y1] >> 4
    out = (((top * b0[:, None]) >> 16) + ((bottom * b1[:, None]) >> 16) + 2) >> 2
    out = np.clip(out, 0, 255).astype(np.uint8).reshape(height, width, channels)
    return out[..., 0] if img.ndim == 2 else out
