"""Issue 17, colour primitive classes of float HWC images: ``ops.AdjustHue`` and ``ops.AdjustSaturation``, on the
ops RGB / HSV conversions (``ops.RGBToHSV``'s)."""
import torch

from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ..function import image_func as G
from ..function._utils import tensor_of
from ..primitive import FunctionPrimitive

__all__ = ["AdjustHue", "AdjustSaturation"]


class _HSVAdjust(FunctionPrimitive):
    """An HSV adjustment of the last axis (3 channels) of a float image by a 0-d Float32 Tensor."""
    _factor = None  # the input's name in MindSpore's message

    def _adjust(self, hsv, amount):
        raise NotImplementedError  # each adjustment defines it

    def __call__(self, image, factor):
        t = tensor_of(image, self.name, "image")
        f = tensor_of(factor, self.name, self._factor)
        if t.dtype not in (torch.float16, torch.float32, torch.float64):
            raise TypeError(f"For primitive[{self.name}], the input argument[image] must be a type of "
                            f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                            f"Tensor[{mstype.from_torch_dtype(t.dtype)}].")
        if f.dtype != torch.float32:
            raise TypeError(f"For primitive[{self.name}], the input argument[{self._factor}] must be a type of "
                            f"{{Tensor[Float32]}}, but got Tensor[{mstype.from_torch_dtype(f.dtype)}].")
        if t.dim() < 3 or t.shape[-1] != 3:
            raise ValueError(f"For primitive[{self.name}], the image must be at least 3-D with 3 channels in its last "
                             f"dimension, but got shape {tuple(t.shape)}.")
        if f.dim() != 0:
            raise ValueError(f"For primitive[{self.name}], the dimension of {self._factor} must be equal to 0, but "
                             f"got {f.dim()}.")
        wide = t.float() if t.dtype == torch.float16 else t  # Float16 computed in Float32
        return _wrap(G.hsv_to_rgb(self._adjust(G.rgb_to_hsv(wide), f.to(wide.dtype))).to(t.dtype))


class AdjustHue(_HSVAdjust):
    """``ops.AdjustHue()(image, delta)``: the hue of each RGB pixel (last axis) turned by ``delta`` (a fraction
    of the colour wheel), through HSV (torch elementwise ops)."""
    _factor = "delta"

    def _adjust(self, hsv, amount):
        h, s, v = hsv.unbind(-1)
        return torch.stack((torch.remainder(h + amount, 1.0), s, v), -1)


class AdjustSaturation(_HSVAdjust):
    """``ops.AdjustSaturation()(image, scale)``: the saturation of each RGB pixel (last axis) multiplied by
    ``scale`` and clipped to [0, 1], through HSV (torch elementwise ops)."""
    _factor = "scale"

    def _adjust(self, hsv, amount):
        h, s, v = hsv.unbind(-1)
        return torch.stack((h, torch.clamp(s * amount, 0.0, 1.0), v), -1)
