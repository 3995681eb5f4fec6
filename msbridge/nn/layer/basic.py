"""mindspore.nn layers: basic (Dense, Dropout, Flatten, Pad, Upsample, ...), each one or a few torch calls."""
import logging
import math

import torch
import torch.nn.functional as F

from ..._checkparam import (check_bool, check_input_dtype, check_not_empty, check_positive_int, check_string,
                            check_value_type)
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, initializer
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ...ops.function import array_func
from ...ops.function._interpolate import interpolate_t
from ...ops.function._utils import FLOATS as _FLOATS
from ...ops.operations.image_ops import ExtractImagePatches
from ...ops.primitive import Primitive
from .._amp_state import cast
from ..cell import Cell
from .activation import get_activation

__all__ = ["Dense", "Linear", "Dropout", "Dropout1d", "Dropout2d", "Dropout3d", "Flatten", "Identity", "Pad",
           "Upsample", "Unflatten", "Tril", "Triu", "L1Regularizer", "ClipByNorm", "Unfold"]


# --- Dense / Linear -----------------------------------------------------------------------------------
def _check_init_shapes(weight_init, bias_init, in_channels, out_channels, api):
    """A Tensor ``weight_init``/``bias_init`` must already have the Parameter's shape (MindSpore's messages)."""
    names = ("in_features", "out_features") if api == "Linear" else ("in_channels", "out_channels")
    if isinstance(weight_init, Tensor) and weight_init.shape != (out_channels, in_channels):
        raise ValueError(f"For '{api}', weight init shape error. The ndim of 'weight_init' must be equal to 2, and "
                         f"the first dim must be equal to '{names[1]}', and the second dim must be equal to "
                         f"'{names[0]}'. But got 'weight_init': {weight_init}, '{names[1]}': {out_channels}, "
                         f"'{names[0]}': {in_channels}.")
    if isinstance(bias_init, Tensor) and bias_init.shape != (out_channels,):
        raise ValueError(f"For '{api}', bias init shape error. The ndim of 'bias_init' must be equal to 1, and the "
                         f"first dim must be equal to '{names[1]}'. But got 'bias_init': {bias_init}, "
                         f"'{names[1]}': {out_channels}.")


def _linear_params(cell, in_channels, out_channels, weight_init, bias_init, has_bias, dtype):
    """Set ``cell.weight`` (out, in) and ``cell.bias`` (out,) with MindSpore's default initializers."""
    _check_init_shapes(weight_init, bias_init if has_bias else None, in_channels, out_channels, type(cell).__name__)
    if weight_init is None:
        weight_init = HeUniform(math.sqrt(5))
    cell.weight = Parameter(initializer(weight_init, [out_channels, in_channels], dtype=dtype), name="weight")
    cell.bias = None
    if has_bias:
        if bias_init is None:
            bias_init = Uniform(scale=1 / math.sqrt(in_channels))
        cell.bias = Parameter(initializer(bias_init, [out_channels], dtype=dtype), name="bias")


def _linear(t, weight, bias, in_channels, api):
    """``F.linear`` with MindSpore's checks: same dtype as the weight, last dim equal to ``in_channels``."""
    t, w = cast(t), cast(weight._t)
    if t.dtype != w.dtype:
        raise TypeError(f"For '{api}', the input and the weight must have the same dtype, but got input "
                        f"{mstype.from_torch_dtype(t.dtype)} and weight {mstype.from_torch_dtype(w.dtype)}.")
    shape = t.shape
    if not shape or shape[-1] != in_channels:
        raise ValueError(f"For '{api}', the last dimension of the input must be {in_channels}, "
                         f"but got input shape {tuple(t.shape)}.")
    return F.linear(t, w, None if bias is None else cast(bias._t))


class Dense(Cell):
    """``nn.Dense``: ``torch.nn.functional.linear`` then the optional activation; weight is (out, in)."""

    def __init__(self, in_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
                 activation=None, dtype=mstype.float32):
        super().__init__()
        self.in_channels = check_positive_int(in_channels, "in_channels", "Dense")
        self.out_channels = check_positive_int(out_channels, "out_channels", "Dense")
        self.has_bias = check_bool(has_bias, "has_bias", "Dense")
        _linear_params(self, in_channels, out_channels, weight_init, bias_init, has_bias, dtype)
        self.activation = get_activation(activation) if isinstance(activation, str) else activation
        if activation is not None and not isinstance(self.activation, (Cell, Primitive)):
            raise TypeError("For 'Dense', the 'activation' must be str or Cell or Primitive, but got "
                            f"{type(activation).__name__}.")
        self.activation_flag = self.activation is not None

    def construct(self, x):
        t = x._t
        out = _linear(t, self.weight, self.bias, self.in_channels, "Dense")
        if not self.activation_flag:
            return _wrap(out)
        if out.dim() == 2:
            return self.activation(_wrap(out))
        # MindSpore applies the activation to the (-1, out_channels) matrix, then restores the batch dims
        flat = self.activation(_wrap(out.reshape(-1, self.out_channels)))
        return _wrap(flat._t.reshape(out.shape))

    def extend_repr(self):
        s = f"input_channels={self.in_channels}, output_channels={self.out_channels}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        if self.activation_flag:
            s += f", activation={self.activation}"
        return s


class Linear(Cell):
    """``nn.Linear``: ``torch.nn.functional.linear``; MindSpore's torch-style spelling of Dense."""

    def __init__(self, in_features, out_features, bias=True, weight_init=None, bias_init=None, dtype=None):
        super().__init__()
        self.in_features = check_positive_int(in_features, "in_features", "Linear")
        self.out_features = check_positive_int(out_features, "out_features", "Linear")
        self.has_bias = check_bool(bias, "has_bias", "Linear")
        _linear_params(self, in_features, out_features, weight_init, bias_init, bias, dtype or mstype.float32)

    def construct(self, x):
        return _wrap(_linear(x._t, self.weight, self.bias, self.in_features, "Dense"))

    def extend_repr(self):
        s = f"input_features={self.in_features}, output_features={self.out_features}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        return s


# --- dropout ------------------------------------------------------------------------------------------
_logger = logging.getLogger("mindspore")  # MindSpore logs this deprecation (mindspore.log's format), not warnings
_KEEP_PROB_DEPRECATED = "For Dropout, this parameter `keep_prob` will be deprecated, please use `p` instead."


class Dropout(Cell):
    """``nn.Dropout``: ``torch.nn.functional.dropout`` in training mode, the identity in inference mode."""

    def __init__(self, keep_prob=0.5, p=None, dtype=mstype.float32):
        super().__init__()
        if dtype != mstype.float32:
            _logger.warning("This parameter `dtype` will be deleted or invisible in the future. Please don't use it.")
        if p is None:
            _logger.warning(_KEEP_PROB_DEPRECATED)
            check_value_type(keep_prob, [float], "keep_prob", "Dropout")
            if keep_prob <= 0 or keep_prob > 1:
                raise ValueError(f"For 'Dropout', the 'keep_prob' must be a number in range (0, 1], "
                                 f"but got {keep_prob}.")
            self._drop = 1.0 - keep_prob
        else:
            check_value_type(p, [float, int], "p", "Dropout")
            if p < 0 or p >= 1:
                raise ValueError(f"For 'Dropout', the 'p' must be a number in range [0, 1), but got {p}.")
            self._drop = float(p)
        self.p = p
        self.keep_prob = keep_prob

    def construct(self, x):
        if not self.training or self._drop == 0:
            return x
        check_input_dtype(x._t, _FLOATS, "Dropout")
        return _wrap(F.dropout(x._t, self._drop, True))

    def extend_repr(self):
        if self.p is None:
            _logger.warning(_KEEP_PROB_DEPRECATED)
            return f"keep_prob={self.keep_prob}"
        return f"p={self.p}"


class _ChannelDropout(Cell):
    """Base of Dropout1d/2d/3d: zero whole channels with ``torch.nn.functional.dropout{1,2,3}d``."""

    _ranks = ()
    _torch_fn = None

    def __init__(self, p=0.5):
        super().__init__()
        api = type(self).__name__
        check_value_type(p, [float], "p", api)
        if p < 0 or p > 1:
            raise ValueError(f"For '{api}', the 'p' must be a number in range [0, 1], but got {p}.")
        self._p = p

    def construct(self, x):
        if not self.training or self._p == 0:
            return x
        t = x._t
        if t.dim() not in self._ranks:
            raise ValueError(f"For '{type(self).__name__}', the rank of the input must be one of {self._ranks}, "
                             f"but got {t.dim()}.")
        return _wrap(type(self)._torch_fn(t, self._p, True))


class Dropout1d(_ChannelDropout):
    """``nn.Dropout1d``: ``torch.nn.functional.dropout1d`` on (N, C, L) or (C, L) in training mode."""

    _ranks = (2, 3)
    _torch_fn = F.dropout1d


class Dropout2d(_ChannelDropout):
    """``nn.Dropout2d``: ``torch.nn.functional.dropout2d`` on (N, C, H, W) in training mode."""

    _ranks = (4,)
    _torch_fn = F.dropout2d

    def extend_repr(self):
        return f"p={1.0 - self._p}"  # MindSpore 2.10 prints the keep probability under the name p


class Dropout3d(_ChannelDropout):
    """``nn.Dropout3d``: ``torch.nn.functional.dropout3d`` on (N, C, D, H, W) in training mode."""

    _ranks = (5,)
    _torch_fn = F.dropout3d

    def extend_repr(self):
        return f"p={1.0 - self._p}"  # as Dropout2d


# --- shape layers ---------------------------------------------------------------------------------------
class Flatten(Cell):
    """``nn.Flatten``: ``torch.flatten(x, start_dim, end_dim)`` with MindSpore's range checks."""

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def construct(self, x):
        t = x._t
        ndim = max(t.dim(), 1)
        for axis in (self.start_dim, self.end_dim):
            if axis < -ndim or axis >= ndim:
                raise ValueError("'start_dim' or 'end_dim' out of range.")
        if not isinstance(self.start_dim, int) or not isinstance(self.end_dim, int):
            raise TypeError("For 'flatten', both 'start_dim' and 'end_dim' must be int.")
        if self.start_dim % ndim > self.end_dim % ndim:
            raise ValueError("For 'flatten', 'start_dim' cannot come after 'end_dim'.")
        return _wrap(torch.flatten(t, self.start_dim, self.end_dim))


class Identity(Cell):
    """``nn.Identity``: returns its input (any constructor arguments are ignored, as in MindSpore)."""

    def __init__(self, *args, **kwargs):
        super().__init__()

    def construct(self, input):
        return input


class Unflatten(Cell):
    """``nn.Unflatten``: ``torch.reshape`` of dimension ``axis`` into ``unflattened_size``."""

    def __init__(self, axis, unflattened_size):
        super().__init__()
        if not isinstance(axis, int) or isinstance(axis, bool):
            raise TypeError(f"For 'Unflatten', the type of 'axis' must be 'int', but got '{type(axis).__name__}'.")
        check_value_type(unflattened_size, [list, tuple], "unflattended_size", "Unflatten")
        self.axis = axis
        self.unflattened_size = tuple(unflattened_size)

    def construct(self, input_x):
        t = input_x._t
        shape = tuple(t.shape)
        rest = shape[self.axis + 1:] if self.axis != -1 else ()
        new_shape = shape[:self.axis] + self.unflattened_size + rest
        try:
            return _wrap(t.reshape(new_shape))
        except RuntimeError:
            raise ValueError(f"For 'Unflatten', the shape {list(new_shape)} is invalid for input of size "
                             f"{t.numel()}.") from None


class _TriangularPart(Cell):
    """Base of Tril/Triu: ``construct(x, k=0)`` keeps one triangle of the last two dims (``ops.tril``/``triu``)."""

    _op = None

    def __init__(self):  # MindSpore's Tril/Triu take no Cell arguments (auto_prefix, flags)
        super().__init__()

    def construct(self, x, k=0):
        return type(self)._op(x, k)


class Tril(_TriangularPart):
    """``nn.Tril`` (deprecated in MindSpore): ``ops.tril(x, k)`` (torch.tril)."""

    _op = staticmethod(array_func.tril)


class Triu(_TriangularPart):
    """``nn.Triu`` (deprecated in MindSpore): ``ops.triu(x, k)`` (torch.triu)."""

    _op = staticmethod(array_func.triu)


class L1Regularizer(Cell):
    """``nn.L1Regularizer`` (deprecated in MindSpore): ``scale * torch.abs(w).sum()`` as a 0-d Tensor."""

    def __init__(self, scale):
        super().__init__()
        check_value_type(scale, [int, float], "scale", "L1Regularizer")
        if scale <= 0:
            raise ValueError(f"For 'L1Regularizer', the 'scale' must be greater than 0, but got {scale}.")
        if math.isinf(scale) or math.isnan(scale):
            raise ValueError(f"For 'L1Regularizer', the 'scale' can not be INF or NAN, but got {scale}.")
        self.scale = Tensor(scale, dtype=mstype.float32)

    def construct(self, weights):
        t = weights._t
        if t.dtype == torch.bool or t.is_complex():
            raise TypeError(f"For 'L1Regularizer', the 'weights' must be a real number Tensor, "
                            f"but got {mstype.from_torch_dtype(t.dtype)}.")
        return _wrap(self.scale._t * torch.abs(t).sum())


# --- Pad ---------------------------------------------------------------------------------------------------
_PAD_MODES = ["CONSTANT", "REFLECT", "SYMMETRIC"]


def _mirror_index(size, before, after, symmetric, device):
    """Indices along one dim of size ``size`` that mirror-pad it (edge repeated when ``symmetric``)."""
    edge = 0 if symmetric else 1
    left = torch.arange(before - 1 + edge, edge - 1, -1, device=device)
    right = torch.arange(size - 1 - edge, size - 1 - edge - after, -1, device=device)
    return torch.cat((left, torch.arange(size, device=device), right))


class Pad(Cell):
    """``nn.Pad``: ``torch.nn.functional.pad`` (CONSTANT) or mirror indexing (REFLECT/SYMMETRIC)."""

    def __init__(self, paddings, mode="CONSTANT"):
        super().__init__()
        check_string(mode, _PAD_MODES, "mode", "Pad")
        if not isinstance(paddings, tuple):
            raise TypeError(f"For 'Pad', the type of 'paddings' must be tuple, but got {type(paddings).__name__}.")
        for item in paddings:
            if len(item) != 2:
                raise ValueError(f"For 'Pad', the dimension of 'paddings' must be (n, 2), but got {paddings}.")
        if len(paddings) > 4:
            raise ValueError(f"For 'Pad', only 'paddings' up to 4 dims is supported, but got {len(paddings)}.")
        self.mode = mode
        self.paddings = paddings
        self._flat = tuple(v for pair in reversed(paddings) for v in pair)

    def _check(self, t):
        if len(self.paddings) != t.dim():
            raise ValueError(f"For 'Pad', the length of 'paddings' must be equal to the rank of 'input_x', "
                             f"but got {len(self.paddings)} vs {t.dim()}")
        if min(self._flat, default=0) < 0:
            raise ValueError(f"For 'Pad', all elements of 'paddings' must be >= 0, but got {self.paddings}.")
        if self.mode == "CONSTANT":
            return
        limit = 0 if self.mode == "SYMMETRIC" else 1
        for size, (before, after) in zip(t.shape, self.paddings):
            if max(before, after) > size - limit:
                raise ValueError(f"For 'Pad', in {self.mode} mode the paddings {self.paddings} are too large "
                                 f"for the input shape {tuple(t.shape)}.")

    def construct(self, x):
        t = x._t
        self._check(t)
        if self.mode == "CONSTANT":
            return _wrap(F.pad(t, self._flat))
        symmetric = self.mode == "SYMMETRIC"
        for dim, (before, after) in enumerate(self.paddings):
            if before or after:
                index = _mirror_index(t.shape[dim], before, after, symmetric, t.device)
                t = torch.index_select(t, dim, index)
        return _wrap(t)


# --- Upsample (mindspore.ops.interpolate) --------------------------------------------------------------
class Upsample(Cell):
    """``nn.Upsample``: ``mindspore.ops.interpolate`` (``torch.nn.functional.interpolate``) on the input."""

    def __init__(self, size=None, scale_factor=None, mode="nearest", align_corners=None,
                 recompute_scale_factor=None):
        super().__init__()
        self.size = size
        self.scale_factor = scale_factor
        self.mode = mode
        self.align_corners = align_corners
        self.recompute_scale_factor = recompute_scale_factor

    def construct(self, x):
        return _wrap(interpolate_t(x._t, self.size, self.scale_factor, self.mode, self.align_corners,
                                   self.recompute_scale_factor))



class ClipByNorm(Cell):
    """``nn.ClipByNorm(axis=None)``: ``x * clip_norm / max(L2 norm of x over axis, clip_norm)`` in float32
    (torch.linalg.vector_norm)."""

    def __init__(self, axis=None):
        super().__init__()
        valid = axis is None or (isinstance(axis, int) and not isinstance(axis, bool)) or (
            isinstance(axis, tuple) and all(isinstance(a, int) and not isinstance(a, bool) for a in axis))
        if not valid:
            raise TypeError(f"For 'ClipByNorm', the 'axis' must be None, int or tuple of int, but got {axis!r}.")
        self.axis = axis

    def construct(self, x, clip_norm):
        if not isinstance(x, Tensor) or not isinstance(clip_norm, Tensor):
            raise TypeError("For 'ClipByNorm', the input args must be tensor.")
        for name, value in (("x", x), ("clip_norm", clip_norm)):
            if value._t.dtype not in (torch.float16, torch.float32):
                raise TypeError(f"For primitive[ClipByNorm], the input argument[{name}] must be a type of "
                                f"{{Float16, Float32}}, but got {value.dtype}.")
        check_not_empty(x._t, "x", "ClipByNorm", RuntimeError)
        values, clip = x._t.float(), clip_norm._t.float()
        norm = torch.linalg.vector_norm(values, dim=self.axis, keepdim=True)
        return _wrap(values * clip / torch.maximum(norm, clip))


class Unfold(Cell):
    """``nn.Unfold(ksizes, strides, rates, padding='valid')``: ``ops.ExtractImagePatches`` of an NCHW input, with
    ``ksizes``/``strides``/``rates`` given as ``[1, row, col, 1]`` (torch's unfold, channels reordered)."""

    def __init__(self, ksizes, strides, rates, padding="valid"):
        super().__init__()
        for name, value in (("ksize", ksizes), ("stride", strides), ("rate", rates)):
            if not isinstance(value, (tuple, list)):
                raise TypeError(f"For 'Unfold', the type of '{name}s' should be one of '['tuple', 'list']', but got "
                                f"type '{type(value).__name__}'.")
            if len(value) != 4 or value[0] != 1 or value[3] != 1:
                raise ValueError(f"For 'Unfold' the format of '{name}s' must be [1, {name}_row, {name}_col, 1], "
                                 f"but got {value}.")
            if not all(isinstance(v, int) and v >= 1 for v in value[1:3]):
                raise ValueError(f"For 'Unfold' the {name}_row and {name}_col in '{name}s' must be an positive "
                                 f"integer number, but got {name}_row is {value[1]}, {name}_col is {value[2]}")
        self.extract_image_patches = ExtractImagePatches(*([1, 1, v[1], v[2]] for v in (ksizes, strides, rates)),
                                                         padding.upper() if isinstance(padding, str) else padding)

    def construct(self, input_x):
        return self.extract_image_patches(input_x)
