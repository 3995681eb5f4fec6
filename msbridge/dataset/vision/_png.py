"""PNG decoding with zlib and numpy, so ``Decode`` needs no image library for PNG files (8-bit, not interlaced).

Rows are unfiltered one at a time; the Average and Paeth filters depend on the pixel just decoded, so they loop
over the pixels of a row (vectorised over its channels).
"""
import struct
import zlib

import numpy as np

SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def _chunks(data):
    pos = len(SIGNATURE)
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        yield kind, data[pos + 8:pos + 8 + length]
        pos += 12 + length


def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = np.abs(p - a), np.abs(p - b), np.abs(p - c)
    return np.where((pa <= pb) & (pa <= pc), a, np.where(pb <= pc, b, c))


def _unfilter(kind, line, prev, bpp):
    if kind == 0:
        return line
    if kind == 1:
        return np.cumsum(line.reshape(-1, bpp), axis=0, dtype=np.uint8).reshape(-1)
    if kind == 2:
        return line + prev
    out = line.astype(np.int64)
    up = prev.astype(np.int64)
    for i in range(0, len(out), bpp):
        left = out[i - bpp:i] if i else np.zeros(bpp, np.int64)
        if kind == 3:
            out[i:i + bpp] += (left + up[i:i + bpp]) // 2
        elif kind == 4:
            upleft = up[i - bpp:i] if i else np.zeros(bpp, np.int64)
            out[i:i + bpp] += _paeth(left, up[i:i + bpp], upleft)
        else:
            raise ValueError(f"unknown PNG filter type {kind}")
        out[i:i + bpp] &= 0xFF
    return out.astype(np.uint8)


def decode_png(data):
    """RGB (H, W, 3) uint8 pixels of a PNG (grey is repeated, alpha dropped, palettes looked up, as OpenCV's
    IMREAD_COLOR does); ValueError for what this decoder does not read (16-bit, interlaced)."""
    header, palette, idat = None, None, []
    for kind, body in _chunks(data):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = np.frombuffer(body, np.uint8).reshape(-1, 3)
        elif kind == b"IDAT":
            idat.append(body)
    if header is None:
        raise ValueError("PNG without an IHDR chunk")
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or interlace or color not in _CHANNELS:
        raise ValueError(f"PNG with bit depth {depth}, colour type {color}, interlace {interlace} is not supported "
                         "without Pillow")
    bpp = _CHANNELS[color]
    raw = np.frombuffer(zlib.decompress(b"".join(idat)), np.uint8).reshape(height, 1 + width * bpp)
    rows, prev = [], np.zeros(width * bpp, np.uint8)
    for kind, line in zip(raw[:, 0], raw[:, 1:]):
        prev = _unfilter(int(kind), line, prev, bpp)
        rows.append(prev)
    pixels = np.stack(rows).reshape(height, width, bpp)
    if color == 3:
        return palette[pixels[..., 0]]
    if color in (0, 4):
        return np.repeat(pixels[..., :1], 3, axis=2)
    return np.ascontiguousarray(pixels[..., :3])


def _chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def encode_png(img, level):
    """PNG bytes of a uint8 (H, W) or (H, W, C) image of 1 or 3 channels: every row unfiltered (filter 0), zlib at
    ``level``."""
    height, width = img.shape[:2]
    channels = img.shape[2] if img.ndim == 3 else 1
    rows = np.ascontiguousarray(img, dtype=np.uint8).reshape(height, width * channels)
    raw = np.concatenate([np.zeros((height, 1), np.uint8), rows], axis=1).tobytes()
    header = struct.pack(">IIBBBBB", width, height, 8, 0 if channels == 1 else 2, 0, 0, 0)
    return SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(raw, level)) + _chunk(b"IEND", b"")
