"""``mindspore.nn`` convolution layers: one ``torch.nn.functional.conv*`` call each, with MindSpore's pad modes.

MindSpore's 'same' mode gives ``ceil(size / stride)`` outputs and puts the odd pad element after (bottom/right);
symmetric pads are handed to the torch op, asymmetric ones go through one ``F.pad``. Pads that do not depend on
the input size are worked out at construction.
"""
import math

import torch.nn.functional as F

from ... import _checkparam as validator
from ... import _geometry as geometry
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, initializer
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ...ops.function import nn_func as N
from .._amp_state import cast
from ..cell import Cell

__all__ = ["Conv2d", "Conv2dTranspose", "Conv1d", "Conv1dTranspose", "Conv3d", "Conv3dTranspose"]

_MODES = ("valid", "same", "pad")


# --- construction-time checks ----------------------------------------------------------------------------
def _check_group_divides(group, in_channels, out_channels, detailed=True):
    if in_channels % group == 0 and out_channels % group == 0:
        return
    msg = "The argument 'group' should be divisible by 'in_channels' and 'out_channels'"
    if detailed:
        msg += f", but got group:{group}, in_channels:{in_channels}, out_channels:{out_channels}."
    raise ValueError(msg)


def _check_padding(padding, api):
    if isinstance(padding, int):
        return validator.check_non_negative_int(padding, "padding", api)
    if isinstance(padding, tuple):
        for pad in padding:
            validator.check_non_negative_int(pad, "padding item", api)
        return padding
    raise TypeError(f"For '{api}', the type of 'padding' must be int or tuple(int), but got {type(padding).__name__}.")


def _check_tuple_len(value, length, name, api):
    if isinstance(value, tuple):
        validator.check_int(len(value), length, validator.EQ, name, api)


def _conv3d_geometry(api, in_channels, out_channels, kernel_size, stride, dilation, padding, group):
    """The 3-D convs' shared checks: (kernel_size, stride, dilation) as triples, padding an int or a 6-tuple."""
    _check_group_divides(group, in_channels, out_channels, detailed=False)
    kernel_size = validator.check_3d_int_or_tuple(kernel_size, "kernel_size", api)
    stride = validator.check_3d_int_or_tuple(stride, "stride", api)
    dilation = validator.check_3d_int_or_tuple(dilation, "dilation", api)
    validator.check_value_type(padding, (int, tuple), "padding", api)
    _check_tuple_len(padding, 6, "padding size", api)
    return kernel_size, stride, dilation


def _check_pad_mode(pad_mode, padding, n_pads, prim, case_sensitive):
    """The conv primitive's checks: known pad_mode; no padding unless pad_mode is 'pad'."""
    validator.check_value_type(pad_mode, (str,), "pad_mode", prim)
    mode = pad_mode if case_sensitive else pad_mode.lower()
    validator.check_string(mode, _MODES, "pad_mode", prim)
    if mode != "pad" and padding not in (0, (0,) * n_pads):
        if case_sensitive:
            raise ValueError(f"For '{prim}', the 'pad' must be zero when 'pad_mode' is not 'pad', "
                             f"but got 'pad': {padding} and 'pad_mode': {pad_mode}.")
        raise ValueError(f"For '{prim}', the 'pad' must be zero or {(0,) * n_pads} when 'pad_mode' is not \"pad\", "
                         f"but got 'pad' is {padding} and 'pad_mode' is {pad_mode}.")
    return mode


def _check_int_args(api, **values):
    """Conv1d-style scalar arguments: ints, kernel/stride/dilation >= 1, padding >= 0."""
    for name, value in values.items():
        validator.check_value_type(value, (int,), name, api)
    for name, value in values.items():
        validator.check_int(value, 0 if name == "padding" else 1, validator.GE, name, api)


def _weight_from_3d(weight_init, api):
    """Conv1d layers take a 3-D Tensor initialiser for their 4-D (out, in, 1, k) weight."""
    if not isinstance(weight_init, Tensor):
        return weight_init
    validator.check_int(len(weight_init.shape), 3, validator.EQ, "weight_init_shape", api)
    return _wrap(weight_init._t.unsqueeze(2).clone())


# --- call-time errors ------------------------------------------------------------------------------------
def _same_dtype_error(prim, t, weight):
    return TypeError(f"For primitive[{prim}], the input type must be same.\n"
                     f"name:[w]:Ref[Tensor[{mstype.from_torch_dtype(weight.dtype)}]].\n"
                     f"name:[x]:Tensor[{mstype.from_torch_dtype(t.dtype)}].")


# --- layers --------------------------------------------------------------------------------------------
class _Conv(Cell):
    """Parameters, checks and printed form shared by the conv layers (MindSpore's ``_Conv``)."""

    _prim = "Conv2D"   # the primitive MindSpore's errors name
    _rank = 4          # the input rank
    _squeeze = False   # Conv1d layers keep a (.., 1, k) weight and run the 1-D torch op
    _transposed = False

    def __init__(self, in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group, has_bias,
                 weight_init, bias_init, data_format="NCHW", transposed=False, dtype=mstype.float32):
        super().__init__()
        api = self.cls_name
        self.in_channels = validator.check_positive_int(in_channels, "in_channels", api)
        self.out_channels = validator.check_positive_int(out_channels, "out_channels", api)
        self.kernel_size = kernel_size
        self.stride = stride
        self.pad_mode = pad_mode
        self.data_format = validator.check_string(data_format, ("NCHW", "NHWC", "NCDHW"), "format", api)
        if data_format == "NHWC":
            raise ValueError(f"For '{api}', the \"NHWC\" format only support in GPU target, but got the 'format' is "
                             "NHWC and the platform is CPU.")
        self.padding = _check_padding(padding, api)
        self.dilation = dilation
        self.group = validator.check_positive_int(group, "group", api)
        self.has_bias = has_bias
        for name, values in (("kernel_size", kernel_size), ("stride", stride), ("dilation", dilation)):
            for value in values:
                validator.check_positive_int(value, name + " item", api)
        for name, channels in (("in_channels", in_channels), ("out_channels", out_channels)):
            if channels % group:
                raise ValueError(f"For '{api}', the attr '{name}' must be divisible by attr 'group', "
                                 f"but got '{name}': {channels} and 'group': {group}.")
        if transposed:
            shape = (in_channels, out_channels // group) + tuple(kernel_size)
        else:
            shape = (out_channels, in_channels // group) + tuple(kernel_size)
        self.weight_init = HeUniform(math.sqrt(5)) if weight_init is None else weight_init
        self.bias_init = bias_init
        validator.check_bool(has_bias, "has_bias", api)
        self.weight = Parameter(initializer(self.weight_init, shape, dtype=dtype), name="weight")
        if has_bias:
            if bias_init is None:
                self.bias_init = Uniform(1 / math.sqrt(math.prod(shape[1:])))
            self.bias = Parameter(initializer(self.bias_init, [out_channels], dtype=dtype), name="bias")
        else:
            self.bias = None

    def extend_repr(self):
        return (f"input_channels={self.in_channels}, output_channels={self.out_channels}, "
                f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}, "
                f"padding={self.padding}, dilation={self.dilation}, group={self.group}, has_bias={self.has_bias}, "
                f"weight_init={self.weight_init}, bias_init={self.bias_init}, format={self.data_format}")

    # --- calling ---
    def _torch_params(self):
        weight = cast(self._parameters["weight"])
        if self._squeeze:
            weight = weight.squeeze(2)
        bias = self._parameters.get("bias")
        return weight, None if bias is None else cast(bias)

    def _input(self, x):
        t = validator.check_tensor(x, "x", self._prim)._t
        if t.dim() != self._rank:
            raise self._rank_error(t.dim())
        return t

    def _rank_error(self, rank):
        shown = rank + 1 if self._squeeze else rank
        want = self._rank + 1 if self._squeeze else self._rank
        return ValueError(f"For primitive[{self._prim}], the x shape size must be equal to {want}, but got {shown}.")

    def _channel_error(self, t, weight):
        return RuntimeError(f"For '{self._prim}', 'C_in' of input 'x' shape divide by parameter 'group' must be "
                            f"equal to 'C_in' of input 'weight' shape: {weight.shape[1]}, but got 'C_in' of input "
                            f"'x' shape: {t.shape[1]}, and 'group': {self.group}.")

    def _call_error(self, t, weight, err):
        """MindSpore's exception for a call the torch op rejected (forward convs: ``ops.conv2d``'s, with the
        layer's messages for channels)."""
        if t.dtype != weight.dtype:
            return _same_dtype_error(self._prim, t, weight)
        expected = weight.shape[0] if self._transposed else weight.shape[1] * self.group
        if t.shape[1] != expected:
            return self._channel_error(t, weight)
        if self._transposed:
            return err
        return N.conv_call_error(self._prim, t, weight, self.group, err)


class _ConvForward(_Conv):
    """A forward conv: ``F.conv{1,2,3}d`` on the input, padded by MindSpore's rules."""

    def _setup(self, op, kernel, stride, dilation, mode, pairs):
        """Keep the torch op's arguments and the pads of ``mode`` (``pairs`` for 'pad')."""
        self._op, self._kernel, self._stride, self._dilation = op, kernel, stride, dilation
        self._pads = geometry.WindowPads(mode, kernel, stride, dilation, pairs)

    def construct(self, x):
        t = self._input(x)
        weight, bias = self._torch_params()
        padding, pre = self._pads.static or self._pads(t.shape[2:])
        return _wrap(N.conv_forward_t(self._op, t, weight, bias, self._stride, padding, pre, self._dilation,
                                      self.group, self._call_error))


class Conv2d(_ConvForward):
    """``mindspore.nn.Conv2d``: ``torch.nn.functional.conv2d`` with pad_mode 'same' (default), 'valid' or 'pad'."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, data_format="NCHW",
                 dtype=mstype.float32):
        api = self.cls_name
        kernel_size, stride = validator.expand_int(kernel_size, 2), validator.expand_int(stride, 2)
        dilation = validator.expand_int(dilation, 2)
        validator.check_positive_int(group, "group", api)
        _check_group_divides(group, in_channels, out_channels)
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                         has_bias, weight_init, bias_init, data_format, dtype=dtype)
        if isinstance(padding, tuple):
            validator.check_int(len(padding), 4, validator.EQ, "pad size", "Conv2D")
        mode = _check_pad_mode(pad_mode, padding, 4, "Conv2D", case_sensitive=True)
        validator.check_string(data_format, ("NCHW", "NHWC"), "format", "Conv2D")
        self._setup(F.conv2d, kernel_size, stride, dilation, mode, geometry.pad_pairs(padding, 2))


class _Conv1dLayer:
    """What Conv1d and Conv1dTranspose share (before a 2-D conv base): MindSpore's checks of the int arguments
    (then, for Conv1d, of ``group``), the 3-D weight initialiser, the 2-D layer over a (1, k) kernel and
    MindSpore's 4-tuple ``padding``; ``_setup_1d`` then checks ``pad_mode`` and sets up the torch call."""

    _rank = 3
    _squeeze = True

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32):
        api = self.cls_name
        _check_int_args(api, kernel_size=kernel_size, stride=stride, padding=padding, dilation=dilation)
        if not self._transposed:
            validator.check_positive_int(group, "group", api)
            _check_group_divides(group, in_channels, out_channels)
        weight_init = _weight_from_3d(weight_init, api)
        super().__init__(in_channels, out_channels, (1, kernel_size), (1, stride), pad_mode, padding, (1, dilation),
                         group, has_bias, weight_init, bias_init, transposed=self._transposed, dtype=dtype)
        self.padding = (0, 0, padding, padding)
        validator.check_string(pad_mode, _MODES, "pad_mode", api)
        self._setup_1d(pad_mode, kernel_size, stride, padding, dilation)


class Conv1d(_Conv1dLayer, _ConvForward):
    """``mindspore.nn.Conv1d``: ``torch.nn.functional.conv1d``; the weight is 4-D ``(out, in/group, 1, k)``."""

    def _setup_1d(self, pad_mode, kernel_size, stride, padding, dilation):
        _check_pad_mode(pad_mode, self.padding, 4, "Conv2D", case_sensitive=True)
        self._setup(F.conv1d, (kernel_size,), (stride,), (dilation,), pad_mode, ((padding, padding),))


class Conv3d(_ConvForward):
    """``mindspore.nn.Conv3d``: ``torch.nn.functional.conv3d``; padding is an int or 6-tuple
    (head, tail, top, bottom, left, right)."""

    _prim = "Conv3D"
    _rank = 5

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, data_format="NCDHW",
                 dtype=mstype.float32):
        api = self.cls_name
        kernel_size, stride, dilation = _conv3d_geometry(api, in_channels, out_channels, kernel_size, stride,
                                                         dilation, padding, group)
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                         has_bias, weight_init, bias_init, data_format, dtype=dtype)
        mode = _check_pad_mode(pad_mode, padding, 6, "Conv3D", case_sensitive=False)
        validator.check_string(data_format, ("NCDHW",), "data_format", "Conv3D")
        self._setup(F.conv3d, kernel_size, stride, dilation, mode, geometry.pad_pairs(padding, 3))

    def _channel_error(self, t, weight):
        return ValueError(str(super()._channel_error(t, weight)))


class _ConvTranspose(_Conv):
    """A transposed conv: one ``F.conv_transpose{1,2,3}d`` call, then a crop where MindSpore's pads are uneven."""

    _transposed = True

    def _setup(self, op, stride, dilation, crops):
        self._op, self._stride, self._dilation = op, stride, dilation
        self._tpadding, self._toutput_padding, self._crop = geometry.transpose_plan(crops)
        self._deferred = None   # an error MindSpore raises only when the layer is called
        self._pad_after = None  # Conv2dTranspose's output_padding: zeros appended after the bias

    def construct(self, x):
        t = self._input(x)
        if self._deferred is not None:
            raise self._deferred[0](self._deferred[1])
        weight, bias = self._torch_params()
        try:
            out = self._op(t, weight, bias, self._stride, self._tpadding, self._toutput_padding, self.group,
                           self._dilation)
        except RuntimeError as err:
            raise self._call_error(t, weight, err) from None
        if self._crop is not None:
            out = out[self._crop]
        if self._pad_after is not None:
            out = F.pad(out, self._pad_after)
        return _wrap(out)

    def _channel_error(self, t, weight):
        return RuntimeError(f"For '{self.cls_name}', the channel of input 'x' must be equal to in_channels "
                            f"{weight.shape[0]}, but got {t.shape[1]}.")


def _conv2d_transpose_output_padding(output_padding, stride, dilation, is_pad):
    """(exception type, message) MindSpore raises when called with this output_padding, or None."""
    if isinstance(output_padding, tuple):
        for i, (name, axis) in enumerate((("stride_h, dilation_h", 0), ("stride_w, dilation_w", 1))):
            if not 0 <= output_padding[i] < max(dilation[axis], stride[axis]):
                return ValueError, f"output_padding[{i}] must be in range of [0, max({name}))."
        if not is_pad and any(output_padding):
            return ValueError, "when output_padding is not zero, pad_mode must be 'pad'"
        return None
    if output_padding == 0:
        return None
    for name, axis in (("stride_h, dilation_h", 0), ("stride_w, dilation_w", 1)):
        if not 0 <= output_padding < max(dilation[axis], stride[axis]):
            return ValueError, f"output_padding must be in range of [0, max({name}))."
    if not is_pad:
        return ValueError, "when output_padding is not zero, pad_mode must be 'pad'"
    return None


class Conv2dTranspose(_ConvTranspose):
    """``mindspore.nn.Conv2dTranspose``: ``torch.nn.functional.conv_transpose2d``; weight ``(in, out/group, kh,
    kw)``; 'same' gives ``in * stride``; ``output_padding`` appends zeros after the bias (pad_mode 'pad' only)."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0,
                 output_padding=0, dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None,
                 dtype=mstype.float32):
        api = self.cls_name
        kernel_size, stride = validator.expand_int(kernel_size, 2), validator.expand_int(stride, 2)
        dilation = validator.expand_int(dilation, 2)
        validator.check_value_type(padding, (int, tuple), "padding", api)
        _check_tuple_len(padding, 4, "padding size", api)
        validator.check_value_type(output_padding, (int, tuple), "output_padding", api)
        _check_tuple_len(output_padding, 2, "output_padding size", api)
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                         has_bias, weight_init, bias_init, transposed=True, dtype=dtype)
        validator.check_string(pad_mode, _MODES, "pad_mode", api)
        _check_pad_mode(pad_mode, padding, 4, "Conv2DTranspose", case_sensitive=False)
        self.output_padding = output_padding
        pairs = geometry.pad_pairs(padding, 2)
        self._setup(F.conv_transpose2d, stride, dilation,
                    geometry.transposed_crops(pad_mode, kernel_size, stride, dilation, pairs))
        self._deferred = _conv2d_transpose_output_padding(output_padding, stride, dilation, pad_mode == "pad")
        extra = output_padding if isinstance(output_padding, tuple) else (output_padding,) * 2
        if any(extra):
            self._pad_after = (0, extra[1], 0, extra[0])

    def _rank_error(self, rank):
        if rank < 4:
            return ValueError(f"not enough values to unpack (expected 4, got {rank})")
        return ValueError("too many values to unpack (expected 4)")


class Conv1dTranspose(_Conv1dLayer, _ConvTranspose):
    """``mindspore.nn.Conv1dTranspose``: ``torch.nn.functional.conv_transpose1d``; weight ``(in, out/group, 1,
    k)``; 'same' gives ``in * stride``."""

    def _setup_1d(self, pad_mode, kernel_size, stride, padding, dilation):
        _check_pad_mode(pad_mode, self.padding, 4, "Conv2DBackpropInput", case_sensitive=False)
        self._setup(F.conv_transpose1d, (stride,), (dilation,),
                    geometry.transposed_crops(pad_mode, (kernel_size,), (stride,), (dilation,), ((padding, padding),)))

    def _rank_error(self, rank):
        return ValueError(f"For '{self.cls_name}', the dimension of input must be 3d, but got {rank}.")


class Conv3dTranspose(_ConvTranspose):
    """``mindspore.nn.Conv3dTranspose``: ``torch.nn.functional.conv_transpose3d`` (``output_padding`` as torch's,
    pad_mode 'pad' only); weight ``(in, out/group, kd, kh, kw)``; 'same' gives ``in * stride``."""

    _prim = "Conv3DTranspose"
    _rank = 5

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, output_padding=0, has_bias=False, weight_init=None, bias_init=None, data_format="NCDHW",
                 dtype=mstype.float32):
        api = self.cls_name
        kernel_size, stride, dilation = _conv3d_geometry(api, in_channels, out_channels, kernel_size, stride,
                                                         dilation, padding, group)
        output_padding = validator.check_3d_int_or_tuple(output_padding, "output_padding", api, greater_zero=False)
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                         has_bias, weight_init, bias_init, data_format, transposed=True, dtype=dtype)
        self.output_padding = output_padding
        prim = self._prim
        if dilation[0] != 1:
            raise ValueError(f"For '{prim}', the depth of parameter 'dilation' must be 1, but got {dilation[0]}.")
        mode = _check_pad_mode(pad_mode, padding, 6, prim, case_sensitive=False)
        validator.check_string(data_format, ("NCDHW",), "format", prim)
        if mode != "pad" and any(output_padding):
            raise ValueError(f"For '{prim}', the 'output_padding' must be zero or (0, 0, 0) when 'pad_mode' is not "
                             f"\"pad\", but got 'output_padding' is {output_padding} and 'pad_mode' is {pad_mode}.")
        crops = geometry.transposed_crops(mode, kernel_size, stride, dilation, geometry.pad_pairs(padding, 3))
        crops = [(before, after - extra) for (before, after), extra in zip(crops, output_padding)]
        self._setup(F.conv_transpose3d, stride, dilation, crops)
        for axis, extra, s, d in zip("dhw", output_padding, stride, dilation):
            if extra >= max(s, d):
                self._deferred = (ValueError, f"For '{prim}', the 'output_padding_{axis} belonging [0, "
                                  f"max(stride_{axis}, dilation_{axis}))' must be in range of [0, {max(s, d)}), "
                                  f"but got {extra} with type 'int'.")
                break

    def _channel_error(self, t, weight):
        return ValueError(f"For primitive[{self._prim}], the filter's batch, input x's channel must be equal to "
                          f"{t.shape[1]}, but got {weight.shape[0]}.")
