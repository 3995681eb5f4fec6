"""OpenCV's resize of uint8 images, bit for bit (what MindSpore's ``vision.Resize`` runs): INTER_LINEAR,
INTER_CUBIC and INTER_AREA.

Source positions: ``fx = (x + 0.5) * scale - 0.5`` in double, cast to float32 (``scale = 1 / (dst / src)``), split
into ``floor`` and a float32 fraction. INTER_AREA upscaling replaces that by ``sx = floor(x * scale)``,
``fx = (x + 1) - (sx + 1) / scale`` (0 when not positive, else its fractional part) and then runs the linear code.

Both fixed-point filters run a horizontal pass with 11-bit integer weights (``rint(2048 * w)``), kept in int, then
a vertical pass with 11-bit weights:

- linear: two taps; columns clamped to the image (weight moved to the edge pixel), rows clipped; the vertical
  blend is OpenCV's SIMD form ``((r0 >> 4) * b0 >> 16) + ((r1 >> 4) * b1 >> 16)`` rounded by ``(v + 2) >> 2``;
- cubic: four taps ``sx - 1 .. sx + 2`` (Keys' kernel, ``A = -0.75``, evaluated in float32), indices clamped to
  the image in both passes; the vertical pass runs OpenCV's SSE code on whole groups of 8 values of each output row
  (float32: ``S0*b0 + (S1*b1 + (S2*b2 + S3*b3))`` with ``b = beta / 2**22``, rounded half to even) and integer
  arithmetic ``(sum + 2**21) >> 22`` on the rest of the row.

INTER_AREA downscaling (both factors at least 1): whole-number factors average each block (2x2 as
``(sum + 2) >> 2``, others as ``rint(float32(sum) * float32(1 / area))``); fractional factors weigh each source
pixel by its float32 coverage of the output cell, summed in float32 in OpenCV's order, then rounded half to even.
Matched against MindSpore 2.10 in tests/test_vision_resize.py.
"""
import math

import numpy as np

_BITS = 11
_ONE = 1 << _BITS
_F32 = np.float32


def _fixed(weights):
    return np.rint(weights * _F32(_ONE)).astype(np.int64)


def _scale(src, dst):
    return 1.0 / (dst / src)


def _positions(src, dst):
    """Source index and float32 fraction of each output position (pixel centres)."""
    f = ((np.arange(dst) + 0.5) * _scale(src, dst) - 0.5).astype(np.float32)
    index = np.floor(f).astype(np.int64)
    return index, (f - index).astype(np.float32)


def _area_positions(src, dst):
    """INTER_AREA's index and fraction when it upscales through the linear code."""
    index = np.floor(np.arange(dst) * _scale(src, dst)).astype(np.int64)
    f = ((np.arange(dst) + 1) - (index + 1) * (dst / src)).astype(np.float32)
    return index, np.where(f <= 0, _F32(0), f - np.floor(f)).astype(np.float32)


def _linear_columns(index, frac, src):
    index, frac = index.copy(), frac.copy()
    low, high = index < 0, index >= src - 1
    frac[low | high] = 0
    index[low] = 0
    index[high] = src - 1
    return np.stack([index, np.minimum(index + 1, src - 1)]), np.stack([_fixed(_F32(1) - frac), _fixed(frac)])


def _linear_rows(index, frac, src):
    return np.clip(np.stack([index, index + 1]), 0, src - 1), np.stack([_fixed(_F32(1) - frac), _fixed(frac)])


def _cubic_taps(index, frac, src):
    a = _F32(-0.75)
    x = frac
    c0 = ((a * (x + _F32(1)) - _F32(5) * a) * (x + _F32(1)) + _F32(8) * a) * (x + _F32(1)) - _F32(4) * a
    c1 = ((a + _F32(2)) * x - (a + _F32(3))) * x * x + _F32(1)
    y = _F32(1) - x
    c2 = ((a + _F32(2)) * y - (a + _F32(3))) * y * y + _F32(1)
    c3 = _F32(1) - c0 - c1 - c2
    taps = np.clip(index[None] + np.arange(-1, 3)[:, None], 0, src - 1)
    return taps, _fixed(np.stack([c0, c1, c2, c3]))


def _horizontal(plane, taps, weights):
    """(H, W', C) int64 rows: the weighted taps of each output column (integer, as OpenCV's int buffer)."""
    src = plane.astype(np.int64)
    return sum(src[:, t] * w[None, :, None] for t, w in zip(taps, weights))


def _vertical_linear(rows, taps, weights):
    top, bottom = rows[taps[0]] >> 4, rows[taps[1]] >> 4
    return (((top * weights[0][:, None]) >> 16) + ((bottom * weights[1][:, None]) >> 16) + 2) >> 2


def _vertical_cubic(rows, taps, weights):
    picked = [rows[t] for t in taps]                            # 4 x (H', W' * C)
    exact = (sum(s * w[:, None] for s, w in zip(picked, weights)) + (1 << 21)) >> 22
    b = [(w.astype(np.float32) * _F32(1.0 / (1 << 22)))[:, None] for w in weights]
    s = [p.astype(np.float32) for p in picked]
    simd = np.rint(s[0] * b[0] + (s[1] * b[1] + (s[2] * b[2] + s[3] * b[3])))
    vectored = rows.shape[1] // 8 * 8
    exact[:, :vectored] = simd[:, :vectored]
    return exact


def _separable(img, height, width, columns, rows, vertical):
    plane = img[..., None] if img.ndim == 2 else img
    channels = plane.shape[2]
    out = vertical(_horizontal(plane, *columns).reshape(plane.shape[0], -1), *rows)
    out = np.clip(out, 0, 255).astype(np.uint8).reshape(height, width, channels)
    return out[..., 0] if img.ndim == 2 else out


def resize_bilinear_u8(img, height, width):
    """``cv2.resize(img, (width, height), interpolation=INTER_LINEAR)`` of a uint8 (H, W) or (H, W, C) array
    (exact halving: OpenCV's INTER_AREA, the same numbers except for 2-channel images)."""
    h, w = img.shape[:2]
    if _whole_factors(h, w, height, width) == (2, 2):
        return resize_area_u8(img, height, width)
    return _separable(img, height, width, _linear_columns(*_positions(w, width), w),
                      _linear_rows(*_positions(h, height), h), _vertical_linear)


def resize_bicubic_u8(img, height, width):
    """``cv2.resize(..., interpolation=INTER_CUBIC)`` of a uint8 (H, W) or (H, W, C) array."""
    h, w = img.shape[:2]
    return _separable(img, height, width, _cubic_taps(*_positions(w, width), w),
                      _cubic_taps(*_positions(h, height), h), _vertical_cubic)


def _area_table(src, dst):
    """OpenCV's computeResizeAreaTab: (output index, source index, float32 weight) of each covered pixel, in
    OpenCV's order."""
    scale = _scale(src, dst)
    entries = []
    for d in range(dst):
        lo = d * scale
        hi = lo + scale
        cell = min(scale, src - lo)
        first, last = math.ceil(lo), math.floor(hi)
        last = min(last, src - 1)
        first = min(first, last)
        if first - lo > 1e-3:
            entries.append((d, first - 1, (first - lo) / cell))
        entries.extend((d, s, 1.0 / cell) for s in range(first, last))
        if hi - last > 1e-3:
            entries.append((d, last, min(min(hi - last, 1.0), cell) / cell))
    return [(d, s, np.float32(a)) for d, s, a in entries]


def _area_sums(values, table, count):
    """float32 accumulation of ``values[source] * weight`` into ``count`` outputs along axis 0, entry by entry."""
    out = np.zeros((count,) + values.shape[1:], np.float32)
    for d, s, a in table:
        out[d] = out[d] + values[s] * a
    return out


def _area_fractional(plane, height, width):
    xs = _area_table(plane.shape[1], width)
    ys = _area_table(plane.shape[0], height)
    rows = np.moveaxis(_area_sums(np.moveaxis(plane.astype(np.float32), 1, 0), xs, width), 0, 1)
    out = np.zeros((height,) + rows.shape[1:], np.float32)
    for d, s, beta in ys:
        out[d] = out[d] + beta * rows[s]
    return np.clip(np.rint(out), 0, 255)


def _whole_factors(h, w, height, width):
    """(fy, fx) when both scales are whole numbers (OpenCV's ``is_area_fast``), else None."""
    sx, sy = _scale(w, width), _scale(h, height)
    fx, fy = round(sx), round(sy)
    eps = np.finfo(float).eps
    return (fy, fx) if abs(sx - fx) < eps and abs(sy - fy) < eps else None


def _area_whole(plane, fy, fx):
    h, w, c = plane.shape
    blocks = plane.astype(np.int64).reshape(h // fy, fy, w // fx, fx, c).sum(axis=(1, 3))
    if fy == fx == 2 and c != 2:
        return (blocks + 2) >> 2
    return np.clip(np.rint(blocks.astype(np.float32) * _F32(1.0 / (fx * fy))), 0, 255)


def resize_area_u8(img, height, width):
    """``cv2.resize(..., interpolation=INTER_AREA)`` of a uint8 (H, W) or (H, W, C) array."""
    h, w = img.shape[:2]
    sx, sy = _scale(w, width), _scale(h, height)
    if sx < 1 or sy < 1:
        return _separable(img, height, width, _linear_columns(*_area_positions(w, width), w),
                          _linear_rows(*_area_positions(h, height), h), _vertical_linear)
    plane = img[..., None] if img.ndim == 2 else img
    factors = _whole_factors(h, w, height, width)
    if factors:
        out = _area_whole(plane, *factors)
    else:
        out = _area_fractional(plane, height, width)
    out = out.astype(np.uint8)
    return out[..., 0] if img.ndim == 2 else out
