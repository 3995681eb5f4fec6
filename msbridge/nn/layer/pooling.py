"""``mindspore.nn`` pooling layers on ``torch.nn.functional`` pooling ops.

Differences from torch that the layers reproduce: ``stride`` defaults to 1 (not to ``kernel_size``), pad_mode
'same' (``ceil(size / stride)`` outputs, the odd pad element after), and the plain 'same' average only counts
the real elements of a window.
"""
import torch
import torch.nn.functional as F

from ... import _checkparam as validator
from ...common import dtype as mstype
from ...common.handles import wrap as _wrap
from ...ops._pool_plan import PoolPlan as _PoolPlan
from ..cell import Cell

__all__ = ["AvgPool3d", "MaxPool3d", "AvgPool2d", "MaxPool2d", "AvgPool1d", "MaxPool1d", "AdaptiveAvgPool1d",
           "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "AdaptiveMaxPool3d", "AdaptiveAvgPool2d", "AdaptiveAvgPool3d"]

# --- argument handling -----------------------------------------------------------------------------------
def _int_or_tuple(name, value, api):
    """MindSpore pooling's kernel_size/stride: a positive int or a tuple of them (a 1-tuple means its item)."""
    validator.check_value_type(value, (int, tuple), name, api)
    items = (value,) if isinstance(value, int) else value
    if not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in items):
        raise ValueError(f"For '{api}', the '{name}' must be an positive int number or a tuple, but got {value}")
    return value[0] if isinstance(value, tuple) and len(value) == 1 else value


def _spatial(value, nd, name, api):
    """An int or tuple as an ``nd``-tuple; a tuple of another length is a ValueError naming the API."""
    if isinstance(value, int):
        return (value,) * nd
    if len(value) != nd:
        raise ValueError(f"For {api}, the length of {name} must be equal to {nd}, but got {len(value)}.")
    return tuple(value)


def _pool_padding(padding, nd, api, length_message):
    """Pooling padding: an int, a 1-tuple/list or an ``nd``-tuple/list of ints >= 0, as an ``nd``-tuple;
    ``length_message`` (formatted with the length) rejects other lengths."""
    validator.check_value_type(padding, (int, tuple, list), "padding", api)
    if isinstance(padding, int):
        return (padding,) * nd
    for i, item in enumerate(padding):
        validator.check_non_negative_int(item, f"padding[{i}]", api)
    if len(padding) == 1:
        return tuple(padding) * nd
    if len(padding) != nd:
        raise ValueError(length_message.format(len(padding)))
    return tuple(padding)


def _max_padding(padding, nd, api):
    return _pool_padding(padding, nd, api, f"For {api}, the length of padding must equal to {nd}, but got {{}}.")


def _avg_padding(padding, nd, api):
    wanted = "one int" if nd == 1 else f"1 or {nd} int"
    return _pool_padding(padding, nd, api, f"For {api}, the padding must be a int or tuple/list contains {wanted}, "
                                           "but got tuple/list with length:{}.")


def _max_dilation(dilation, nd, api):
    """MaxPool dilation: an int, a 1-tuple or an ``nd``-tuple, as an ``nd``-tuple."""
    if isinstance(dilation, int):
        return (dilation,) * nd
    if isinstance(dilation, tuple):
        if len(dilation) in (1, nd):
            return dilation * nd if len(dilation) == 1 else dilation
        wanted = "1" if nd == 1 else f"1 or {nd}"
        raise ValueError(f"For {api}, the length of 'dilation' must be {wanted}, but got {len(dilation)}.")
    raise ValueError(f"For {api}, the 'dilation' must be int or tuple, but got {type(dilation)}.")


def _check_divisor(divisor_override, api):
    if divisor_override is not None and divisor_override <= 0:
        raise ValueError(f"For '{api}', the 'divisor_override' must be > 0, but got {divisor_override}.")


def _check_no_pad(padding, pad_mode, prim, shown_mode):
    """The 3-D pooling primitives refuse padding unless pad_mode is 'pad'."""
    if pad_mode != "PAD" and any(padding):
        raise ValueError(f"For '{prim}', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is not "
                         f"\"PAD\", but got 'pad' is {_six(padding)} and 'pad_mode' is {shown_mode}.")


def _six(padding):
    pairs = ((0, 0),) * (3 - len(padding)) + tuple((p, p) for p in padding)
    return tuple(v for pair in pairs for v in pair)


# --- the computation: ops._pool_plan.PoolPlan --------------------------------------------------------
class _ShortInputAvgPlan(_PoolPlan):
    """AvgPool1d without flags: as MindSpore, an input with ``length - kernel_size < stride`` gives the mean of
    its first ``kernel_size`` elements (even under 'same')."""

    def run(self, t):
        (kernel,), (stride,) = self.kernel, self.stride
        width = t.shape[-1]
        if width - kernel >= stride:
            return super().run(t)
        if width < kernel:
            raise ValueError(f"For 'AvgPool1d', the input length {width} must be no less than kernel_size {kernel}.")
        return t[..., :kernel].mean(-1, keepdim=True)


class _PoolNd(Cell):
    """MindSpore's pooling base: kernel_size, stride and an upper-case pad_mode, shown in the printed form."""

    def __init__(self, kernel_size, stride, pad_mode, data_format="NCHW"):
        super().__init__()
        api = self.cls_name
        validator.check_value_type(pad_mode, (str,), "pad_mode", api)
        self.pad_mode = validator.check_string(pad_mode.upper(), ("VALID", "SAME", "PAD"), "pad_mode", api)
        self.format = validator.check_string(data_format, ("NCHW", "NHWC"), "format", api)
        if data_format == "NHWC":
            raise ValueError(f"For '{api}, the 'NHWC' format only support in GPU target, but got device target CPU.")
        self.kernel_size = _int_or_tuple("kernel_size", kernel_size, api)
        self.stride = _int_or_tuple("stride", stride, api)
        self._deferred = None

    # the error of MindSpore's kernel for an empty input (None: it returns an empty result)
    _empty_error = None

    def extend_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}"

    def _set_plan(self, plan, ranks, rank_message, float_only=False):
        """``rank_message`` is formatted with the rank MindSpore's primitive would see (``{}`` + offset)."""
        self._plan, self._ranks, self._rank_message = plan, ranks, rank_message
        self._float_only = float_only
        message = plan.pad_error()
        if message is not None:
            self._deferred = f"For '{self.cls_name}', {message}."

    def construct(self, x):
        t = validator.check_tensor(x, "x", self.cls_name)._t
        if t.dim() not in self._ranks:
            template, offset = self._rank_message
            raise ValueError(template.format(t.dim() + offset))
        if self._deferred is not None:
            raise ValueError(self._deferred)
        if self._empty_error is not None and not t.numel():
            raise self._empty_error(f"For '{self.cls_name}', the input must not be empty, but got shape "
                                    f"{tuple(t.shape)}.")
        if self._float_only and not t.is_floating_point():
            raise TypeError(f"For '{self.cls_name}', the input must be a float Tensor, but got "
                            f"{mstype.from_torch_dtype(t.dtype)}.")
        try:
            out = self._plan.run(t)
        except (RuntimeError, NotImplementedError) as err:
            raise _op_error(self.cls_name, t, err) from None
        return _wrap_out(out)


def _op_error(api, t, err):
    if isinstance(err, NotImplementedError):
        return TypeError(f"For '{api}', the input dtype {mstype.from_torch_dtype(t.dtype)} is not supported.")
    return ValueError(f"For '{api}', {err}")


def _wrap_out(out):
    return tuple(_wrap(o) for o in out) if isinstance(out, tuple) else _wrap(out)


def _check_plain_max(api, padding, dilation, return_indices, ceil_mode, pad_mode):
    if padding != 0 or dilation != 1 or return_indices or ceil_mode:
        raise ValueError(f"For {api}, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' can not be "
                         f"set to non-default value when pad_mode is not 'pad', but got pad_mode:{pad_mode}.")


def _check_two(value, name, api):
    """MindSpore's MaxPool/AvgPool primitives take an int or a 2-tuple."""
    if isinstance(value, tuple) and len(value) != 2:
        raise ValueError(f"For '{api}' attr '{name}' must be an positive int number or a tuple of two positive "
                         f"int numbers, but got {value}")


_MAXPOOL3D_WITH_ARGMAX = "For primitive[MaxPool3DWithArgmax], the input x rank must be equal to 5, but got {}."


class MaxPool2d(_PoolNd):
    """``mindspore.nn.MaxPool2d``: ``torch.nn.functional.max_pool2d``; stride defaults to 1; padding, dilation,
    ceil_mode and return_indices need pad_mode='pad'."""

    _empty_error = ValueError

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False, data_format="NCHW"):
        super().__init__(kernel_size, stride, pad_mode, data_format)
        api = self.cls_name
        self.return_indices = return_indices
        if self.pad_mode == "PAD":
            kernel = _spatial(self.kernel_size, 2, "kernel_size", api)
            stride = _spatial(self.stride, 2, "stride", api)
            pads = _max_padding(padding, 2, api)
            self.padding = (0,) + pads  # MindSpore keeps the (depth, height, width) pads of its 3-D kernel
            plan = _PoolPlan(2, "max", kernel, stride, "PAD", pads, _max_dilation(dilation, 2, api), ceil_mode,
                             return_indices=return_indices)
            self._set_plan(plan, (3, 4), (_MAXPOOL3D_WITH_ARGMAX, 1))
            return
        _check_plain_max("MaxPool2d", padding, dilation, return_indices, ceil_mode, pad_mode)
        for name in ("kernel_size", "stride"):
            _check_two(getattr(self, name), name, "MaxPool")
        plan = _PoolPlan(2, "max", _spatial(self.kernel_size, 2, "kernel_size", api),
                         _spatial(self.stride, 2, "stride", api), self.pad_mode)
        self._set_plan(plan, (3, 4), ("For primitive[MaxPool], the length of input must be equal to 4 , but got {}.",
                                      0), float_only=True)


class MaxPool1d(_PoolNd):
    """``mindspore.nn.MaxPool1d``: ``torch.nn.functional.max_pool1d``; stride defaults to 1; padding, dilation,
    ceil_mode and return_indices need pad_mode='pad'."""

    _empty_error = ValueError

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__(kernel_size, stride, pad_mode)
        api = self.cls_name
        validator.check_int(kernel_size, 1, validator.GE, "kernel_size", api)
        validator.check_int(stride, 1, validator.GE, "stride", api)
        self.return_indices = return_indices
        if self.pad_mode == "PAD":
            self.kernel_size, self.stride = (1, 1, kernel_size), (1, 1, stride)
            pads = _max_padding(padding, 1, api)
            self.padding = (0, 0) + pads
            plan = _PoolPlan(1, "max", (kernel_size,), (stride,), "PAD", pads, _max_dilation(dilation, 1, api),
                             ceil_mode, return_indices=return_indices)
            self._set_plan(plan, (2, 3), (_MAXPOOL3D_WITH_ARGMAX, 2))
            return
        self.kernel_size, self.stride = (1, kernel_size), (1, stride)
        _check_plain_max("MaxPool1d", padding, dilation, return_indices, ceil_mode, pad_mode)
        plan = _PoolPlan(1, "max", (kernel_size,), (stride,), self.pad_mode)
        self._set_plan(plan, (2, 3), ("For 'MaxPool1d', the input must has 3 dim, but got {}", 0), float_only=True)


class MaxPool3d(_PoolNd):
    """``mindspore.nn.MaxPool3d``: ``torch.nn.functional.max_pool3d``; stride defaults to 1; dilation and
    return_indices need pad_mode='pad'."""

    _empty_error = ValueError

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__(kernel_size, stride, pad_mode)
        api = self.cls_name
        self.return_indices = return_indices
        padding = validator.check_3d_int_or_tuple(_max_padding(padding, 3, api), "padding", api, greater_zero=False)
        with_argmax = dilation != 1 or return_indices
        if with_argmax and self.pad_mode != "PAD":
            raise ValueError(f"For {api}, the pad_mode must be 'pad' when dilation is not 1 or return_indices is "
                             f"True, but got pad_mode:{pad_mode}.")
        kernel = validator.check_3d_int_or_tuple(self.kernel_size, "kernel_size", "MaxPool3D")
        stride = validator.check_3d_int_or_tuple(self.stride, "stride", "MaxPool3D")
        if not with_argmax and self.pad_mode != "PAD":
            if any(padding):
                raise ValueError(f"For 'MaxPool3D', the 'pad_list' must be zero or (0, 0, 0, 0, 0, 0) when "
                                 f"'pad_mode' is not \"pad\", but got 'pad_list' is {padding} and 'pad_mode' is "
                                 f"{pad_mode.lower()}.")
            if ceil_mode:
                raise ValueError("When the 'pad_mode' is 'same' or 'valid', the 'ceil_mode' only supports 'None'.")
        dilation = validator.check_3d_int_or_tuple(dilation, "dilation", api) if with_argmax else None
        plan = _PoolPlan(3, "max", kernel, stride, self.pad_mode, padding, dilation, ceil_mode,
                         return_indices=return_indices)
        prim = "MaxPool3DWithArgmax], the input x rank" if with_argmax else "MaxPool3D], the x_rank"
        self._set_plan(plan, (4, 5), (f"For primitive[{prim} must be equal to 5, but got {{}}.", 0),
                       float_only=not with_argmax and self.pad_mode != "PAD")


class _AvgPool(_PoolNd):
    """Builds the average-pool plan of MindSpore's 3-D-primitive path (pads, ceil_mode, count_include_pad)."""

    def _flagged_plan(self, nd, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override, pad_mode):
        _check_no_pad(padding, self.pad_mode, "AvgPool3D", pad_mode)
        return _PoolPlan(nd, "avg", kernel, stride, self.pad_mode, padding, None, ceil_mode, count_include_pad,
                         divisor_override)


class AvgPool2d(_AvgPool):
    """``mindspore.nn.AvgPool2d``: ``torch.nn.functional.avg_pool2d``; stride defaults to 1; 'same' averages the
    real elements (unless count_include_pad/ceil_mode/divisor_override/padding is set)."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None, data_format="NCHW"):
        super().__init__(kernel_size, stride, pad_mode, data_format)
        api = self.cls_name
        if self.pad_mode == "PAD" or padding != 0 or ceil_mode or not count_include_pad or divisor_override is not None:
            _check_divisor(divisor_override, api)
            padding = _avg_padding(padding, 2, api)
            kernel = _spatial(self.kernel_size, 2, "kernel_size", api)
            stride = _spatial(self.stride, 2, "stride", api)
            plan = self._flagged_plan(2, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override,
                                      pad_mode)
            self._set_plan(plan, (3, 4), ("For primitive[AvgPool3D], the x_rank must be equal to 5, but got {}.", 1))
            return
        for name in ("kernel_size", "stride"):
            _check_two(getattr(self, name), name, "AvgPool")
        plan = _PoolPlan(2, "avg", _spatial(self.kernel_size, 2, "kernel_size", api),
                         _spatial(self.stride, 2, "stride", api), self.pad_mode, real_only=True)
        self._set_plan(plan, (3, 4), ("For primitive[AvgPool], the x_rank must be equal to 4, but got {}.", 0))


class AvgPool1d(_AvgPool):
    """``mindspore.nn.AvgPool1d``: ``torch.nn.functional.avg_pool1d``; stride defaults to 1; as MindSpore, an input
    with ``length - kernel_size < stride`` gives the mean of its first ``kernel_size`` elements."""

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True):
        super().__init__(kernel_size, stride, pad_mode)
        api = self.cls_name
        validator.check_int(self.kernel_size, 1, validator.GE, "kernel_size", api)
        validator.check_int(self.stride, 1, validator.GE, "stride", api)
        if self.pad_mode == "PAD" or padding != 0 or ceil_mode or not count_include_pad:
            padding = _avg_padding(padding, 1, api)
            plan = self._flagged_plan(1, (kernel_size,), (stride,), padding, ceil_mode, count_include_pad, None,
                                      pad_mode)
            self._set_plan(plan, (2, 3), ("For primitive[AvgPool3D], the x_rank must be equal to 5, but got {}.", 2))
            return
        self.kernel_size, self.stride = (1, kernel_size), (1, stride)
        plan = _ShortInputAvgPlan(1, "avg", (kernel_size,), (stride,), self.pad_mode, real_only=True)
        self._set_plan(plan, (2, 3), ("For 'AvgPool1d', the input must has 3 dim, but got {}", 0))


class AvgPool3d(_AvgPool):
    """``mindspore.nn.AvgPool3d``: ``torch.nn.functional.avg_pool3d``; stride defaults to 1; 'same' pads count in
    the average unless count_include_pad=False."""

    _empty_error = RuntimeError

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__(kernel_size, stride, pad_mode)
        api = self.cls_name
        padding = _avg_padding(padding, 3, api)
        _check_divisor(divisor_override, api)
        kernel = validator.check_3d_int_or_tuple(self.kernel_size, "kernel_size", "AvgPool3D")
        stride = validator.check_3d_int_or_tuple(self.stride, "stride", "AvgPool3D")
        plan = self._flagged_plan(3, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override,
                                  pad_mode)
        self._set_plan(plan, (4, 5), ("For primitive[AvgPool3D], the x_rank must be equal to 5, but got {}.", 0))


# --- adaptive pools --------------------------------------------------------------------------------------
class _Adaptive1d(Cell):
    """MindSpore's 1-D adaptive pools: 3-D input whose length is a multiple of ``output_size``."""

    _op = None
    _empty_error = None  # MindSpore's for an empty input (None: it returns an empty result)

    def construct(self, x):
        t = validator.check_tensor(x, "x", self.cls_name)._t
        api, size = self.cls_name, self.output_size
        if t.dim() != 3:
            raise ValueError(f"For {api}, the input must has 3 dim, but got {t.dim()}.")
        if self._empty_error is not None:
            validator.check_not_empty(t, "x", api, self._empty_error)
        width = t.shape[2]
        if width < size:
            raise ValueError(f"For {api}, the input's last dimension must be greater or equal to output size {size}, "
                             f"but got {width}.")
        if width % size:
            raise ValueError(f"For {api}, the input's last dimension must be divisible by output size {size}, "
                             f"but got {width}.")
        if t.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For {api}, the x_dtype must be float16 or float32, "
                            f"but got {mstype.from_torch_dtype(t.dtype)}.")
        return _wrap(type(self)._op(t, size))


class AdaptiveAvgPool1d(_Adaptive1d):
    """``mindspore.nn.AdaptiveAvgPool1d``: ``torch.nn.functional.adaptive_avg_pool1d`` (length divisible by
    output_size)."""

    _op = F.adaptive_avg_pool1d

    def __init__(self, output_size):
        super().__init__()
        validator.check_value_type(output_size, (int,), "output_size", self.cls_name)
        self.output_size = validator.check_int(output_size, 1, validator.GE, "output_size", self.cls_name)


class AdaptiveMaxPool1d(_Adaptive1d):
    """``mindspore.nn.AdaptiveMaxPool1d``: ``torch.nn.functional.adaptive_max_pool1d`` (length divisible by
    output_size)."""

    _op = F.adaptive_max_pool1d
    _empty_error = ValueError

    def __init__(self, output_size):
        super().__init__()
        self.output_size = validator.check_int(output_size, 1, validator.GE, "output_size", self.cls_name)


def _adaptive_size(output_size, n, prim, check_len):
    """MindSpore's adaptive output_size: an int or tuple of ints >= 0 / None."""
    validator.check_value_type(output_size, (int, tuple), "output_size", prim)
    if isinstance(output_size, tuple) and check_len:
        validator.check_int(len(output_size), n, validator.EQ, "length of output_size", prim)
    sizes = (output_size,) * n if isinstance(output_size, int) else output_size
    for i, size in enumerate(sizes):
        if size is not None:
            validator.check_value_type(size, (int,), f"output_size[{i}]", prim)
            if size < 0:
                raise ValueError(f"For '{prim}', the argument 'output_size[{i}]' must >= 0, but got {size}.")
    return sizes


def _adaptive_max_sizes(output_size, n, api):
    """AdaptiveMaxPool2d/3d's ``output_size`` as an ``n``-tuple (TypeError for anything but an int or a tuple)."""
    if isinstance(output_size, int) and not isinstance(output_size, bool):
        return (output_size,) * n
    if isinstance(output_size, (tuple, list)):
        return tuple(output_size)
    raise TypeError(f"For '{api}', the 'output_size' must be an int or a tuple of ints, but got "
                    f"{type(output_size).__name__}: {output_size!r}.")


class _AdaptiveNd(Cell):
    """2-D/3-D adaptive pools: (C, ...) or (N, C, ...) inputs of a float dtype."""

    _nd = 2
    _prim = "AdaptiveAvgPool2D"
    _rank_word = "dim"
    _empty_error = None  # MindSpore's for an empty input (None: it returns an empty result)
    _takes_ints = False  # (MindSpore's 3-D kernels pool integer inputs too)

    def _check_input(self, x):
        t = validator.check_tensor(x, "x", self.cls_name)._t
        if t.dim() not in (self._nd + 1, self._nd + 2):
            raise ValueError(f"For primitive[{self._prim}], the {self._rank_word} of x must be in "
                             f"[{self._nd + 1},{self._nd + 2}], but got {t.dim()}.")
        if len(self._sizes) != self._nd:
            raise ValueError(f"For primitive[{self._prim}], the length of output_size must be equal to {self._nd}, "
                             f"but got {len(self._sizes)}.")
        if self._empty_error is not None:
            validator.check_not_empty(t, "x", self._prim, self._empty_error)
        if self._takes_ints and not t.is_floating_point() and t.dtype != torch.bool:
            return t
        if not t.is_floating_point():
            raise TypeError(f"For primitive[{self._prim}], the input argument[x] must be a type of "
                            f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, "
                            f"but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
        return t


class AdaptiveAvgPool2d(_AdaptiveNd):
    """``mindspore.nn.AdaptiveAvgPool2d``: ``torch.nn.functional.adaptive_avg_pool2d`` (None keeps a size)."""

    def __init__(self, output_size):
        super().__init__()
        self._sizes = _adaptive_size(output_size, 2, self._prim, check_len=True)
        self.output_size = output_size

    _empty_error = ValueError

    def construct(self, x):
        return _wrap(F.adaptive_avg_pool2d(self._check_input(x), self._sizes))


class AdaptiveAvgPool3d(_AdaptiveNd):
    """``mindspore.nn.AdaptiveAvgPool3d``: ``torch.nn.functional.adaptive_avg_pool3d`` (None keeps a size)."""

    _nd = 3
    _prim = "AdaptiveAvgPool3D"
    _rank_word = "the rank"
    _empty_error = ValueError
    _takes_ints = True

    def __init__(self, output_size):
        super().__init__()
        self._sizes = _adaptive_size(output_size, 3, self._prim, check_len=False)
        self.output_size = output_size

    def construct(self, x):
        t = self._check_input(x)
        if t.is_floating_point():
            return _wrap(F.adaptive_avg_pool3d(t, self._sizes))
        # an integer input: the mean truncated to its dtype, as MindSpore's kernel gives
        return _wrap(F.adaptive_avg_pool3d(t.double(), self._sizes).to(t.dtype))


class AdaptiveMaxPool2d(_AdaptiveNd):
    """``mindspore.nn.AdaptiveMaxPool2d``: ``torch.nn.functional.adaptive_max_pool2d``; indices are Int64."""

    _prim = "AdaptiveMaxPool2D"
    _rank_word = "rank"

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        self.output_size = output_size  # (checked at the call, as MindSpore does)
        self.return_indices = return_indices

    @property
    def _sizes(self):
        return _adaptive_max_sizes(self.output_size, 2, self.cls_name)

    def _check_input(self, x):
        if len(self._sizes) != 2:
            raise RuntimeError(f"For primitive[{self._prim}], the size of attr[output_size] should be 2, "
                               f"but got {len(self._sizes)}.")
        return super()._check_input(x)

    def construct(self, x):
        out = F.adaptive_max_pool2d(self._check_input(x), self._sizes, self.return_indices)
        return _wrap_out(out)


class AdaptiveMaxPool3d(_AdaptiveNd):
    """``mindspore.nn.AdaptiveMaxPool3d``: ``torch.nn.functional.adaptive_max_pool3d``; indices are Int32."""

    _nd = 3
    _prim = "AdaptiveMaxPool3D"
    _rank_word = "rank"
    _empty_error = RuntimeError
    _takes_ints = True

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        if isinstance(output_size, str):  # (MindSpore makes a Tensor of it here; the rest is checked at the call)
            raise TypeError(f"For '{self.cls_name}', the 'output_size' must be an int or a tuple of ints, but got "
                            f"str: {output_size!r}.")
        self.output_size = output_size
        self.return_indices = return_indices

    @property
    def _sizes(self):
        return _adaptive_max_sizes(self.output_size, 3, self.cls_name)

    def construct(self, x):
        t = self._check_input(x)
        values = t if t.is_floating_point() else t.double()  # (an integer input: its maxima in its dtype)
        out = F.adaptive_max_pool3d(values, self._sizes, self.return_indices)
        if self.return_indices:
            return _wrap(out[0].to(t.dtype)), _wrap(out[1].int())
        return _wrap(out.to(t.dtype))
