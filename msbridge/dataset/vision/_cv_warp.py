"""OpenCV's warpAffine with constant borders, bit for bit on uint8 (what MindSpore's ``vision.Affine`` and
``RandomAffine`` run).

MindSpore hands OpenCV a float32 forward matrix; OpenCV inverts it in double and maps each output pixel to source
coordinates in fixed point: ``X = rint(M0 * x * 1024) + rint((M1 * y + M2) * 1024) + delta``. Nearest: ``delta =
512``, ``X >> 10``. Bilinear: ``delta = 16``, ``X >> 5`` gives the source pixel (``>> 5``) and a 1/32 fraction
(``& 31``), the four taps weighted by ``(32 - fx)(32 - fy) * 32``-style integer weights summing to 2**15, taps
outside the image taking the fill value, and ``(sum + 2**14) >> 15``. Bicubic: the 4 x 4 taps from ``sx - 1`` with
OpenCV's 15-bit table of products of float32 Keys weights. Float images use the float tables in float32.
"""
import numpy as np

from .utils import Inter

CV_MODES = {Inter.NEAREST: "nearest", Inter.BILINEAR: "linear", Inter.BICUBIC: "cubic"}
_AB_BITS = 10
_TAB_BITS = 5
_TAB = 1 << _TAB_BITS


def _inverse(matrix):
    """OpenCV's in-place inversion of a 2x3 forward matrix (double)."""
    m = [float(v) for v in np.asarray(matrix, np.float64).reshape(6)]
    det = m[0] * m[4] - m[1] * m[3]
    det = 1.0 / det if det != 0 else 0.0
    a11, a22 = m[4] * det, m[0] * det
    m[0], m[1], m[3], m[4] = a11, m[1] * -det, m[3] * -det, a22
    b1 = -m[0] * m[2] - m[1] * m[5]
    b2 = -m[3] * m[2] - m[4] * m[5]
    m[2], m[5] = b1, b2
    return m


def _fixed_coordinates(m, height, width, delta):
    xs, ys = np.arange(width, dtype=np.float64), np.arange(height, dtype=np.float64)
    scale = 1 << _AB_BITS
    adelta = np.rint(m[0] * xs * scale).astype(np.int64)
    bdelta = np.rint(m[3] * xs * scale).astype(np.int64)
    x0 = np.rint((m[1] * ys + m[2]) * scale).astype(np.int64) + delta
    y0 = np.rint((m[4] * ys + m[5]) * scale).astype(np.int64) + delta
    return x0[:, None] + adelta[None, :], y0[:, None] + bdelta[None, :]


def _fill_pixel(img, fill):
    """cv::Scalar(r, g, b) as a pixel of ``img``'s channels (a fourth channel 0)."""
    channels = img.shape[2] if img.ndim == 3 else 1
    values = np.broadcast_to(np.asarray(fill, np.float64).reshape(-1), (3,))
    pixel = np.zeros(channels, np.float64)
    pixel[:min(3, channels)] = values[:min(3, channels)]
    return pixel.astype(img.dtype)


def _taps(plane, xs, ys, fill):
    """Pixels of the (H, W, C) ``plane`` at integer source positions, ``fill`` outside."""
    height, width = plane.shape[:2]
    inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height)
    values = plane[np.clip(ys, 0, height - 1), np.clip(xs, 0, width - 1)]
    return np.where(inside[..., None], values, fill)


def _cubic_1d(fractions):
    """Keys' cubic (A = -0.75) weights of the 4 taps at float32 fractions (OpenCV's interpolateCubic)."""
    a, x = np.float32(-0.75), fractions.astype(np.float32)
    one = np.float32(1)
    c0 = ((a * (x + one) - np.float32(5) * a) * (x + one) + np.float32(8) * a) * (x + one) - np.float32(4) * a
    c1 = ((a + np.float32(2)) * x - (a + np.float32(3))) * x * x + one
    c2 = ((a + np.float32(2)) * (one - x) - (a + np.float32(3))) * (one - x) * (one - x) + one
    return np.stack([c0, c1, c2, one - c0 - c1 - c2], axis=-1)


def _tables(cubic):
    """OpenCV's 32 x 32 remap tables: float weights (ty, tx, k, k) and 15-bit integer ones summing to 2**15 (the
    rounding error moved onto the largest or smallest of the central taps)."""
    steps = np.arange(_TAB, dtype=np.float32) * np.float32(1.0 / _TAB)
    one_d = _cubic_1d(steps) if cubic else np.stack([np.float32(1) - steps, steps], axis=-1)
    weights = one_d[:, None, :, None] * one_d[None, :, None, :]
    fixed = np.rint(weights * np.float32(1 << 15)).astype(np.int64)
    k = one_d.shape[1]
    centre = [(k1, k2) for k1 in range(k // 2, k // 2 + 2) for k2 in range(k // 2, k // 2 + 2) if k2 < k and k1 < k]
    for ty in range(_TAB):
        for tx in range(_TAB):
            tab = fixed[ty, tx]
            diff = int(tab.sum()) - (1 << 15)
            if diff:
                low = high = (k // 2, k // 2)
                for pos in centre:
                    if tab[pos] < tab[low]:
                        low = pos
                    elif tab[pos] > tab[high]:
                        high = pos
                tab[high if diff < 0 else low] -= diff
    return weights, fixed


_TABLES = {}


def remap(img, xs, ys, interpolation, fill):
    """OpenCV's remap with a constant border: ``xs``/``ys`` are integer source positions (``"nearest"``) or
    positions in 1/32 pixel (``"linear"``, ``"cubic"``); uint8 in 15-bit fixed point, float images with the float
    tables in float32."""
    plane = img[..., None] if img.ndim == 2 else img
    fill = _fill_pixel(img, fill)
    if interpolation == "nearest":
        out = _taps(plane, xs, ys, fill.astype(plane.dtype))
        return out[..., 0] if img.ndim == 2 else out
    cubic = interpolation == "cubic"
    if cubic not in _TABLES:
        _TABLES[cubic] = _tables(cubic)
    weights, fixed = _TABLES[cubic]
    k = weights.shape[-1]
    sx, sy = (xs >> _TAB_BITS) - (1 if cubic else 0), (ys >> _TAB_BITS) - (1 if cubic else 0)
    fx, fy = xs & (_TAB - 1), ys & (_TAB - 1)
    integer = plane.dtype == np.uint8
    table = fixed if integer else weights
    total = None
    for i in range(k):
        for j in range(k):
            tap = _taps(plane, sx + j, sy + i, fill).astype(np.int64 if integer else np.float32)
            term = tap * table[fy, fx, i, j][..., None]
            total = term if total is None else total + term
    if integer:
        total = np.clip((total + (1 << 14)) >> 15, 0, 255).astype(np.uint8)
    else:
        total = total.astype(img.dtype)
    return total[..., 0] if img.ndim == 2 else total


def warp_affine(img, matrix, interpolation, fill, size=None):
    """``cv2.warpAffine(img, matrix, size or (w, h), interpolation, BORDER_CONSTANT, fill)``, ``matrix`` the 2x3
    forward map, ``interpolation`` "nearest", "linear" or "cubic", ``size`` (height, width)."""
    height, width = img.shape[:2] if size is None else size
    m = _inverse(matrix)
    if interpolation == "nearest":
        xs, ys = _fixed_coordinates(m, height, width, 1 << (_AB_BITS - 1))
        return remap(img, xs >> _AB_BITS, ys >> _AB_BITS, interpolation, fill)
    xs, ys = _fixed_coordinates(m, height, width, 1 << (_AB_BITS - _TAB_BITS - 1))
    return remap(img, xs >> (_AB_BITS - _TAB_BITS), ys >> (_AB_BITS - _TAB_BITS), interpolation, fill)


def rotation(height, width, degrees, center, expand):
    """MindSpore's Rotate: ``cv2.getRotationMatrix2D`` about ``center`` (float32; default the pixel centre
    ``((w - 1) / 2, (h - 1) / 2)``) and the output (height, width); ``expand``: the float32 bounding box of the
    rotated image (``cv::RotatedRect``), rounded, with the matrix shifted to centre it."""
    cx, cy = ((width - 1) / 2.0, (height - 1) / 2.0) if center is None else center
    cx, cy = float(np.float32(cx)), float(np.float32(cy))
    angle = degrees * np.pi / 180
    alpha, beta = np.cos(angle), np.sin(angle)
    m = np.array([[alpha, beta, (1 - alpha) * cx - beta * cy], [-beta, alpha, beta * cx + (1 - alpha) * cy]])
    if not expand:
        return m, (height, width)
    f32 = np.float32
    b, a = f32(np.cos(angle)) * f32(0.5), f32(np.sin(angle)) * f32(0.5)
    w, h = f32(width), f32(height)
    p0 = (-a * h - b * w, b * h - a * w)
    p1 = (a * h - b * w, -b * h - a * w)
    xs = [p0[0], p1[0], -p0[0], -p1[0]]
    ys = [p0[1], p1[1], -p0[1], -p1[1]]
    box_w, box_h = f32(max(xs) - min(xs)), f32(max(ys) - min(ys))
    m[0, 2] += float(box_w) / 2.0 - width / 2.0
    m[1, 2] += float(box_h) / 2.0 - height / 2.0
    return m, (int(np.rint(box_h)), int(np.rint(box_w)))


def affine_matrix(height, width, degrees, translation, scale, shear):
    """MindSpore's float32 forward matrix ``T * C * R(degrees) * S(scale) * SHy * SHx * C^-1`` about the image
    centre ``((w - 1) / 2, (h - 1) / 2)``; ``translation`` in pixels, angles in degrees (shear y negated)."""
    f32 = np.float32
    angle = float(f32(np.pi * degrees / 180.0))
    shear_x = float(f32(np.pi * shear[0] / 180.0))
    shear_y = float(f32(np.pi * -shear[1] / 180.0))
    if np.cos(shear_y) == 0:
        raise ValueError("Affine: cos(shear_y) should not be zero.")
    cx, cy = f32((width - 1) / 2.0), f32((height - 1) / 2.0)
    m = [f32(scale * np.cos(angle + shear_y) / np.cos(shear_y)),
         f32(scale * (-np.cos(angle + shear_y) * np.tan(shear_x) / np.cos(shear_y) - np.sin(angle))), f32(0),
         f32(scale * np.sin(angle + shear_y) / np.cos(shear_y)),
         f32(scale * (-np.sin(angle + shear_y) * np.tan(shear_x) / np.cos(shear_y) + np.cos(angle))), f32(0)]
    m[2] = (f32(1) - m[0]) * cx - m[1] * cy + f32(translation[0])
    m[5] = (f32(1) - m[4]) * cy - m[3] * cx + f32(translation[1])
    return np.array(m, np.float32).reshape(2, 3)




def perspective_matrix(start_points, end_points):
    """``cv2.getPerspectiveTransform(start, end)``: the 3x3 map of float32 points, from OpenCV's 8x8 system."""
    src = np.asarray(start_points, np.float32).astype(np.float64)
    dst = np.asarray(end_points, np.float32).astype(np.float64)
    a = np.zeros((8, 8))
    b = np.zeros(8)
    for i in range(4):
        a[i, 0] = a[i + 4, 3] = src[i, 0]
        a[i, 1] = a[i + 4, 4] = src[i, 1]
        a[i, 2] = a[i + 4, 5] = 1
        a[i, 6], a[i, 7] = -src[i, 0] * dst[i, 0], -src[i, 1] * dst[i, 0]
        a[i + 4, 6], a[i + 4, 7] = -src[i, 0] * dst[i, 1], -src[i, 1] * dst[i, 1]
        b[i], b[i + 4] = dst[i, 0], dst[i, 1]
    return np.append(_lu_solve(a.tolist(), b.tolist()), 1.0).reshape(3, 3)


def _lu_solve(a, b):
    """OpenCV's LU solve (Gaussian elimination, partial pivoting, in double, in its order of operations)."""
    n = len(b)
    for i in range(n):
        k = max(range(i, n), key=lambda r: (abs(a[r][i]), -r))
        if k != i:
            a[i], a[k], b[i], b[k] = a[k], a[i], b[k], b[i]
        d = -1 / a[i][i]
        for j in range(i + 1, n):
            alpha = a[j][i] * d
            for c in range(i + 1, n):
                a[j][c] += alpha * a[i][c]
            b[j] += alpha * b[i]
    for i in range(n - 1, -1, -1):
        total = b[i]
        for c in range(i + 1, n):
            total -= a[i][c] * b[c]
        b[i] = total / a[i][i]
    return b


def _invert3(s):
    """OpenCV's closed-form 3x3 inverse (double)."""
    det = (s[0, 0] * (s[1, 1] * s[2, 2] - s[1, 2] * s[2, 1]) - s[0, 1] * (s[1, 0] * s[2, 2] - s[1, 2] * s[2, 0]) +
           s[0, 2] * (s[1, 0] * s[2, 1] - s[1, 1] * s[2, 0]))
    d = 1.0 / det
    return np.array([(s[1, 1] * s[2, 2] - s[1, 2] * s[2, 1]) * d, (s[0, 2] * s[2, 1] - s[0, 1] * s[2, 2]) * d,
                     (s[0, 1] * s[1, 2] - s[0, 2] * s[1, 1]) * d, (s[1, 2] * s[2, 0] - s[1, 0] * s[2, 2]) * d,
                     (s[0, 0] * s[2, 2] - s[0, 2] * s[2, 0]) * d, (s[0, 2] * s[1, 0] - s[0, 0] * s[1, 2]) * d,
                     (s[1, 0] * s[2, 1] - s[1, 1] * s[2, 0]) * d, (s[0, 1] * s[2, 0] - s[0, 0] * s[2, 1]) * d,
                     (s[0, 0] * s[1, 1] - s[0, 1] * s[1, 0]) * d])


def _block_starts(height, width):
    """The column where each output pixel's 64 x 64-pixel block starts (OpenCV's tiling) and its offset in it."""
    rows = min(32, height)
    cols = min(4096 // rows, width)
    start = np.arange(width) // cols * cols
    return start, np.arange(width) - start


def warp_perspective(img, matrix, interpolation, fill=0):
    """``cv2.warpPerspective(img, matrix, (w, h), interpolation, BORDER_CONSTANT, fill)``: source coordinates in
    double per OpenCV's blocks (``(X0 + M0 * x1) * W`` with ``W = 1 / (W0 + M6 * x1)``, 32 / W for the tables),
    rounded half to even."""
    height, width = img.shape[:2]
    m = _invert3(np.asarray(matrix, np.float64))
    start, offset = _block_starts(height, width)
    start, offset = start.astype(np.float64)[None, :], offset.astype(np.float64)[None, :]
    ys = np.arange(height, dtype=np.float64)[:, None]
    x0 = m[0] * start + m[1] * ys + m[2]
    y0 = m[3] * start + m[4] * ys + m[5]
    w0 = m[6] * start + m[7] * ys + m[8]
    w = w0 + m[6] * offset
    scale = 1.0 if interpolation == "nearest" else float(_TAB)
    with np.errstate(divide="ignore"):
        w = np.where(w != 0, scale / np.where(w != 0, w, 1), 0.0)
    limit = float(np.iinfo(np.int32).max)
    fx = np.clip((x0 + m[0] * offset) * w, -limit - 1, limit)
    fy = np.clip((y0 + m[3] * offset) * w, -limit - 1, limit)
    return remap(img, np.rint(fx).astype(np.int64), np.rint(fy).astype(np.int64), interpolation, fill)
