"""Image encoding (``encode_jpeg``, ``encode_png``, ``write_jpeg``, ``write_png``) and the video readers.

JPEG goes through Pillow's libjpeg (MindSpore's libjpeg-turbo with the same defaults gives the same bytes: baseline,
4:2:0 chroma, the standard quality-scaled tables); PNG is written by ``_png.encode_png`` (unfiltered rows, zlib), so
its pixels decode the same as MindSpore's file but the bytes differ (MindSpore writes through libpng's adaptive
row filters). The video readers (``DecodeVideo``, ``VideoDecoder``, ``read_video``, ``read_video_timestamps``) run
FFmpeg in MindSpore; msbridge has no video decoder and raises NotImplementedError (docs/compat/dataset.md)."""
import io
import os

import numpy as np

from ..engine import _check
from ..engine._rows import to_array
from . import _png
from .transforms import TensorOperation, write_file

__all__ = ["encode_jpeg", "encode_png", "write_jpeg", "write_png", "DecodeVideo", "VideoDecoder", "read_video",
           "read_video_timestamps"]


def _encodable(api, image):
    """``image`` (numpy or Tensor) as a uint8 (H, W) / (H, W, 1) / (H, W, 3) array, else MindSpore's errors."""
    if isinstance(image, np.ndarray) or type(image).__name__ in ("Tensor", "StubTensor"):
        array = to_array(image)
    else:
        raise TypeError(f"Input image is not of type {np.ndarray} or <class 'mindspore.common.tensor.Tensor'>, but "
                        f"got: {type(image)}.")
    if array.dtype != np.uint8:
        raise RuntimeError(f"{api}: The type of the image data should be UINT8, but got {array.dtype}.")
    if array.ndim not in (2, 3) or (array.ndim == 3 and array.shape[2] not in (1, 3)):
        raise RuntimeError(f"{api}: The image has invalid shape or channels. It should be <H, W>, <H, W, 1> or "
                           f"<H, W, 3>, but got shape {array.shape}.")
    return array


def _level(value, name, low, high, api):
    if not isinstance(value, int):
        raise TypeError(f"Input {name} is not of type {int}, but got: {type(value)}.")
    if not low <= value <= high:
        raise RuntimeError(f"{api}: Invalid {name} {value}, should be in range of [{low}, {high}].")
    return value


def encode_jpeg(image, quality=75):
    """``vision.encode_jpeg(image, quality=75)``: JPEG bytes (1-D uint8) of a uint8 image, by Pillow."""
    _level(quality, "quality", 1, 100, "EncodeJpeg")
    array = _encodable("EncodeJpeg", image)
    from PIL import Image
    out = io.BytesIO()
    Image.fromarray(array[..., 0] if array.ndim == 3 and array.shape[2] == 1 else array).save(out, "JPEG",
                                                                                             quality=quality)
    return np.frombuffer(out.getvalue(), np.uint8).copy()


def encode_png(image, compression_level=6):
    """``vision.encode_png(image, compression_level=6)``: PNG bytes (1-D uint8) of a uint8 image."""
    _level(compression_level, "compression_level", 0, 9, "EncodePng")
    array = _encodable("EncodePng", image)
    return np.frombuffer(_png.encode_png(array, compression_level), np.uint8).copy()


def write_jpeg(filename, image, quality=75):
    """``vision.write_jpeg(filename, image, quality=75)``: ``encode_jpeg`` written to ``filename``."""
    _check.type_of(filename, "filename", (str,))
    write_file(filename, encode_jpeg(image, quality))


def write_png(filename, image, compression_level=6):
    """``vision.write_png(filename, image, compression_level=6)``: ``encode_png`` written to ``filename``."""
    _check.type_of(filename, "filename", (str,))
    write_file(filename, encode_png(image, compression_level))


def _no_video(api):
    raise NotImplementedError(f"{api}: msbridge has no video decoder (MindSpore decodes video with FFmpeg).")


class DecodeVideo(TensorOperation):
    """``vision.DecodeVideo()``: not supported (MindSpore decodes video bytes with FFmpeg)."""

    def __init__(self):
        _no_video("DecodeVideo")


class VideoDecoder:
    """``vision.VideoDecoder(source)``: not supported (MindSpore reads video files with FFmpeg)."""

    def __init__(self, source):
        _no_video("VideoDecoder")


def _video_file(filename, api):
    """MindSpore's checks of the file (a str naming an existing file), then NotImplementedError."""
    _check.type_of(filename, "filename", (str,))
    if not os.path.isfile(filename):
        raise ValueError(f"Invalid file path, {filename} does not exist.")
    _no_video(api)


def read_video(filename, start_pts=0, end_pts=None, pts_unit="pts"):
    """``vision.read_video(filename, start_pts=0, end_pts=None, pts_unit="pts")``: not supported (FFmpeg)."""
    _video_file(filename, "read_video")


def read_video_timestamps(filename, pts_unit="pts"):
    """``vision.read_video_timestamps(filename, pts_unit="pts")``: not supported (FFmpeg)."""
    _video_file(filename, "read_video_timestamps")
