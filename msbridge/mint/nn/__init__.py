"""``mindspore.mint.nn``: torch-aligned layers. ``Cell``, ``Identity``, ``Linear``, ``ReLU``,
``AdaptiveMaxPool2d`` and ``SoftMarginLoss`` are ``mindspore.nn``'s classes (as in MindSpore 2.10); the parameter-free layers are Cells
running the torch.nn layer of the same name; ``functional`` is ``mint.nn.functional``."""
import inspect

import torch

from ...common.handles import wrap as _wrap, wrap_any as _wrap_any
from ...nn import AdaptiveMaxPool2d, Cell, Identity, Linear, ReLU, SoftMarginLoss
from . import functional

_PARAMETER_FREE = (
    "AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "AdaptiveAvgPool3d", "AdaptiveMaxPool1d", "AvgPool1d", "AvgPool2d",
    "AvgPool3d", "ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "Dropout", "Dropout2d", "ELU", "Flatten", "Fold",
    "GELU", "GLU", "Hardshrink", "Hardsigmoid", "LogSigmoid", "LogSoftmax", "MaxPool2d",
    "MaxUnpool2d", "Mish", "PixelShuffle", "ReflectionPad1d", "ReflectionPad2d", "ReflectionPad3d",
    "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d", "SELU", "SiLU", "Sigmoid", "Softmax", "Softshrink",
    "Tanh", "Threshold", "Unfold", "Upsample", "UpsamplingNearest2d", "ZeroPad1d",
    "ZeroPad2d", "ZeroPad3d")


def _torch_signature(name):
    """torch.nn.<name>'s constructor signature: what help() shows for the mint.nn layer of that name."""
    return inspect.signature(getattr(torch.nn, name)).replace(return_annotation=inspect.Signature.empty)


class _TorchLayer(Cell):
    """A parameter-free mint.nn layer: the torch.nn layer ``_torch_cls`` built with the same arguments."""

    _torch_cls = None

    def __init__(self, *args, **kwargs):
        super().__init__()
        self.layer = self._torch_cls(*args, **kwargs)

    def construct(self, *inputs):
        return _wrap_any(self.layer(*[x._t for x in inputs]))


for _name in _PARAMETER_FREE:
    globals()[_name] = type(_name, (_TorchLayer,), {
        "_torch_cls": getattr(torch.nn, _name), "__module__": __name__,
        "__signature__": _torch_signature(_name),
        "__doc__": f"``mint.nn.{_name}``: torch.nn.{_name} as a Cell (torch's arguments)."})


class UpsamplingBilinear2d(_TorchLayer):
    """``mint.nn.UpsamplingBilinear2d(size=None, scale_factor=None)``: torch.nn.UpsamplingBilinear2d as a Cell;
    ``size`` and ``scale_factor`` are lists or tuples (a bare number is MindSpore's TypeError)."""

    _torch_cls = torch.nn.UpsamplingBilinear2d

    def __init__(self, size=None, scale_factor=None):
        for name, value in (("size", size), ("scale_factor", scale_factor)):
            if value is not None and not isinstance(value, (list, tuple)):
                raise TypeError(f"For 'UpsamplingBilinear2d', '{name}' must be a list or tuple, but got "
                                f"{type(value).__name__}.")
        super().__init__(size, scale_factor)


class _KernelLayer(Cell):
    """A parameter-free mint.nn layer whose operation has one msbridge kernel (``functional.KERNELS``): the
    kernel called with the layer's arguments."""

    _kernel = None

    def __init__(self, *args, inplace=False):
        super().__init__()
        self._args = args

    def construct(self, input):
        return _wrap(type(self)._kernel(input._t, *self._args))


for _name, _fn in (("Hardswish", "hardswish"), ("Hardtanh", "hardtanh"), ("ReLU6", "relu6")):
    globals()[_name] = type(_name, (_KernelLayer,), {
        "_kernel": staticmethod(functional.KERNELS[_fn]), "__module__": __name__,
        "__signature__": _torch_signature(_name),
        "__doc__": f"``mint.nn.{_name}``: ``mint.nn.functional.{_fn}`` as a Cell."})

__all__ = ["functional", "Hardswish", "Hardtanh", "ReLU6", "Cell", "Identity", "Linear", "ReLU", "AdaptiveMaxPool2d", "SoftMarginLoss",
           "UpsamplingBilinear2d", *_PARAMETER_FREE]
