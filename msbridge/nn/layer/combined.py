"""``mindspore.nn`` combined layers: Conv2dBnAct and DenseBnAct, an existing Conv2d / Dense Cell followed by an
optional BatchNorm2d / BatchNorm1d and an optional activation."""
from ..._checkparam import check_bool
from ...ops.primitive import Primitive
from ..cell import Cell
from .activation import LeakyReLU, get_activation
from .basic import Dense
from .conv import Conv2d
from .normalization import BatchNorm1d, BatchNorm2d

__all__ = ["Conv2dBnAct", "DenseBnAct"]


class _BnAct(Cell):
    """The batchnorm and activation tail both combined Cells share (MindSpore's checks and child names)."""

    def _tail(self, batchnorm, out_channels, has_bn, momentum, eps, activation, alpha, after_fake):
        api = type(self).__name__
        self.has_bn = check_bool(has_bn, "has_bn", api)
        self.has_act = activation is not None
        self.after_fake = check_bool(after_fake, "after_fake", api)
        if has_bn:
            self.batchnorm = batchnorm(out_channels, eps, momentum)
        if activation == "leakyrelu":
            self.activation = LeakyReLU(alpha)
            return
        self.activation = get_activation(activation) if isinstance(activation, str) else activation
        if activation is not None and not isinstance(self.activation, (Cell, Primitive)):
            raise TypeError(f"For '{api}', the 'activation' must be str or Cell or Primitive, but got "
                            f"{type(activation).__name__}.")

    def construct(self, x):
        x = self._layer(x)
        if self.has_bn:
            x = self.batchnorm(x)
        return self.activation(x) if self.has_act else x


class Conv2dBnAct(_BnAct):
    """``nn.Conv2dBnAct(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1,
    group=1, has_bias=False, weight_init='normal', bias_init='zeros', has_bn=False, momentum=0.997, eps=1e-5,
    activation=None, alpha=0.2, after_fake=True)``: ``nn.Conv2d`` (``torch.nn.functional.conv2d``), then
    ``nn.BatchNorm2d(out_channels, eps, momentum)`` if ``has_bn``, then the activation (a name of
    ``nn.get_activation``, 'leakyrelu' with slope ``alpha``, a Cell or a Primitive). ``after_fake`` (quantization
    only) is checked and kept."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init="normal", bias_init="zeros", has_bn=False, momentum=0.997,
                 eps=1e-5, activation=None, alpha=0.2, after_fake=True):
        super().__init__()
        self.conv = Conv2d(in_channels, out_channels, kernel_size=kernel_size, stride=stride, pad_mode=pad_mode,
                           padding=padding, dilation=dilation, group=group, has_bias=has_bias,
                           weight_init=weight_init, bias_init=bias_init)
        self._tail(BatchNorm2d, out_channels, has_bn, momentum, eps, activation, alpha, after_fake)

    def _layer(self, x):
        return self.conv(x)


class DenseBnAct(_BnAct):
    """``nn.DenseBnAct(in_channels, out_channels, weight_init='normal', bias_init='zeros', has_bias=True,
    has_bn=False, momentum=0.9, eps=1e-5, activation=None, alpha=0.2, after_fake=True)``: ``nn.Dense``
    (``torch.nn.functional.linear``), then ``nn.BatchNorm1d(out_channels, eps, momentum)`` if ``has_bn``, then the
    activation, as Conv2dBnAct."""

    def __init__(self, in_channels, out_channels, weight_init="normal", bias_init="zeros", has_bias=True,
                 has_bn=False, momentum=0.9, eps=1e-5, activation=None, alpha=0.2, after_fake=True):
        super().__init__()
        self.dense = Dense(in_channels, out_channels, weight_init, bias_init, has_bias)
        self._tail(BatchNorm1d, out_channels, has_bn, momentum, eps, activation, alpha, after_fake)

    def _layer(self, x):
        return self.dense(x)
