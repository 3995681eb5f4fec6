"""mindspore.nn layers: image (PixelShuffle, PixelUnshuffle)."""
import torch.nn.functional as F

from ..._checkparam import check_positive_int
from ...common.handles import wrap as _wrap
from ...ops.function import nn_func
from ..cell import Cell

__all__ = ["PixelShuffle", "PixelUnshuffle"]


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
