"""mindspore.nn layers: normalization (BatchNorm, LayerNorm, GroupNorm, InstanceNorm), one torch kernel each."""
import numbers

import torch
import torch.nn.functional as F

from ..._checkparam import check_bool, check_input_dtype, check_positive_int, check_string, check_value_type
from ...common import dtype as mstype
from ...common.initializer import Initializer, initializer
from ...common.parameter import Parameter
from ...common.handles import wrap as _wrap
from ...common.tensor import Tensor
from ..cell import Cell

__all__ = ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LayerNorm", "GroupNorm", "InstanceNorm1d",
           "InstanceNorm2d", "InstanceNorm3d"]

_F16_32 = frozenset((torch.float16, torch.float32))
_FLOAT = frozenset((torch.bfloat16, torch.float16, torch.float32, torch.float64))


def _check_rank(t, ranks, api):
    """MindSpore's rank check and message (BatchNorm1d's message is worded differently there)."""
    if t.dim() not in ranks:
        if len(ranks) == 1:
            raise ValueError(f"For '{api}', the in_shape must have {ranks[0]} dims, but got {t.dim()}.")
        expected = " or ".join(f"{r} dims" for r in ranks)
        raise ValueError(f"For '{api}', the must have {expected}, but got {t.dim()}.")


def _check_channels(t, expected, api):
    """The input's channel dim (dim 1) must match the layer's parameter size."""
    channels = t.shape[1] if t.dim() > 1 else None
    if channels != expected:
        raise ValueError(f"For '{api}', the input's channel dimension (dim 1) must be {expected}, "
                         f"but got input shape {tuple(t.shape)}.")


def _check_momentum(momentum, api):
    if momentum < 0 or momentum > 1:
        raise ValueError(f"For '{api}', the 'momentum' must be a number in range [0, 1], but got {momentum}.")


def _affine_params(cell, size, gamma_init, beta_init, dtype, trainable=True):
    """``cell.gamma`` and ``cell.beta`` of shape ``size``, trainable when ``trainable`` (``affine``)."""
    cell.gamma = Parameter(initializer(gamma_init, size, dtype=dtype), name="gamma", requires_grad=trainable)
    cell.beta = Parameter(initializer(beta_init, size, dtype=dtype), name="beta", requires_grad=trainable)


def _moving_params(cell, size, mean_init, var_init, dtype):
    """``cell.moving_mean``/``cell.moving_variance``, named ``mean``/``variance``, never trained."""
    cell.moving_mean = Parameter(initializer(mean_init, size, dtype=dtype), name="mean", requires_grad=False)
    cell.moving_variance = Parameter(initializer(var_init, size, dtype=dtype), name="variance", requires_grad=False)


def _stats_repr(cell, momentum):
    return (f"num_features={cell.num_features}, eps={cell.eps}, momentum={momentum}, gamma={cell.gamma}, "
            f"beta={cell.beta}, moving_mean={cell.moving_mean}, moving_variance={cell.moving_variance}")


# --- BatchNorm --------------------------------------------------------------------------------------------
class _BatchNorm(Cell):
    """Shared BatchNorm: ``torch.batch_norm`` (F.batch_norm's kernel) with torch momentum = 1 - MindSpore momentum.

    ``moving = momentum * moving + (1 - momentum) * batch``; the batch variance normalises biased and
    updates the moving variance unbiased, exactly as torch's running statistics.
    """

    _ranks = ()

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, data_format="NCHW",
                 dtype=mstype.float32):
        super().__init__()
        api = type(self).__name__
        check_value_type(num_features, [int], "num_features", api)
        if num_features < 1:
            raise ValueError(f"For '{api}', the 'num_features' must be at least 1, but got {num_features}.")
        _check_momentum(momentum, api)
        check_string(data_format, ("NCHW", "NHWC"), "format", api)
        if data_format == "NHWC":
            raise ValueError(f"For '{api}', the 'NHWC' format only support in GPU target, but got device target CPU.")
        if use_batch_statistics is not None and not isinstance(use_batch_statistics, bool):
            raise ValueError(f"For '{api}', the 'use_batch_statistics' must be a boolean value or None, "
                             f"but got {use_batch_statistics}.")
        self.use_batch_statistics = use_batch_statistics
        self.num_features = num_features
        self.eps = eps
        self.format = data_format
        self.gamma_init, self.beta_init = gamma_init, beta_init
        self.moving_mean_init, self.moving_var_init = moving_mean_init, moving_var_init
        _moving_params(self, num_features, moving_mean_init, moving_var_init, dtype)
        _affine_params(self, num_features, gamma_init, beta_init, dtype, affine)
        self.momentum = 1.0 - momentum  # MindSpore keeps the torch-convention momentum here too

    def construct(self, x):
        t = x._t
        _check_rank(t, self._ranks, type(self).__name__)
        return _wrap(self._normalize(t))

    def _normalize(self, t):
        check_input_dtype(t, _F16_32, "BatchNorm")
        _check_channels(t, self.num_features, "BatchNorm")
        training = self.training if self.use_batch_statistics is None else self.use_batch_statistics
        mean, var = self.moving_mean._t, self.moving_variance._t
        # torch's CPU kernel takes a float16 input with float32 parameters (as under to_float(float16)) but not
        # float16 parameters with a float32 input, which MindSpore computes in float32: upcast for that call
        upcast = t.dtype == torch.float32 and mean.dtype == torch.float16
        if upcast:
            mean, var = mean.float(), var.float()
        # the ATen op itself: F.batch_norm refuses one value per channel in training, MindSpore gives beta there
        out = torch.batch_norm(t, self.gamma._t.to(mean.dtype), self.beta._t.to(mean.dtype), mean, var, training,
                               self.momentum, self.eps, torch.backends.cudnn.enabled)
        if upcast and training:
            with torch.no_grad():
                self.moving_mean._t.copy_(mean)
                self.moving_variance._t.copy_(var)
        return out

    def extend_repr(self):
        return _stats_repr(self, 1.0 - self.momentum)


class BatchNorm1d(_BatchNorm):
    """``nn.BatchNorm1d``: ``torch.batch_norm`` on (N, C) or (N, C, L)."""

    _ranks = (2, 3)


class BatchNorm2d(_BatchNorm):
    """``nn.BatchNorm2d``: ``torch.batch_norm`` on (N, C, H, W)."""

    _ranks = (4,)


class BatchNorm3d(Cell):
    """``nn.BatchNorm3d``: a BatchNorm2d child ``bn2d`` applied to (N, C, D, H, W), as MindSpore builds it."""

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None,
                 dtype=mstype.float32):
        super().__init__()
        self.bn2d = BatchNorm2d(num_features, eps, momentum, affine, gamma_init, beta_init, moving_mean_init,
                                moving_var_init, use_batch_statistics, "NCHW", dtype)

    def construct(self, x):
        t = x._t
        _check_rank(t, (5,), "BatchNorm3d")
        return _wrap(self.bn2d._normalize(t))


# --- LayerNorm / GroupNorm -----------------------------------------------------------------------------------
class LayerNorm(Cell):
    """``nn.LayerNorm``: ``torch.nn.functional.layer_norm`` over the axes from ``begin_norm_axis`` (eps 1e-7)."""

    def __init__(self, normalized_shape, begin_norm_axis=-1, begin_params_axis=-1, gamma_init="ones",
                 beta_init="zeros", epsilon=1e-7, dtype=mstype.float32):
        super().__init__()
        if not isinstance(normalized_shape, (tuple, list)):
            raise TypeError(f"For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or list[int], "
                            f"but got {normalized_shape} and the type is {type(normalized_shape)}.")
        if not normalized_shape:
            raise ValueError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least "
                             f"one element, but got normalized_shape = {normalized_shape}")
        self.normalized_shape = normalized_shape
        self.begin_norm_axis = begin_norm_axis
        self.begin_params_axis = begin_params_axis
        self.epsilon = epsilon
        _affine_params(self, normalized_shape, gamma_init, beta_init, dtype)

    def _axes(self, t):
        ndim = t.dim()
        axes = []
        for name, axis in (("begin_norm_axis", self.begin_norm_axis), ("begin_params_axis", self.begin_params_axis)):
            if not -ndim <= axis < ndim:
                raise RuntimeError(f"For 'LayerNorm', input_x's rank is {ndim}, while the '{name}' value should "
                                   f"be in the range [{-ndim}, {ndim}), but got {axis}.")
            axes.append(axis % ndim)
        if tuple(t.shape[axes[1]:]) != tuple(self.gamma.shape):
            raise ValueError(f"For 'LayerNorm', gamma or beta shape must match input shape, but got input shape: "
                             f"{tuple(t.shape)}, gamma shape: {self.gamma.shape}, beta shape: {self.beta.shape}.")
        return axes

    def construct(self, input_x):
        t = input_x._t
        check_input_dtype(t, _FLOAT, "LayerNorm")
        if not t.numel():  # MindSpore's kernel takes no empty input
            raise RuntimeError(f"For 'LayerNorm', the input must not be empty, but got shape {tuple(t.shape)}.")
        norm_axis, params_axis = self._axes(t)
        gamma, beta = self.gamma._t.to(t.dtype), self.beta._t.to(t.dtype)
        if norm_axis == params_axis:
            return _wrap(F.layer_norm(t, gamma.shape, gamma, beta, self.epsilon))
        return _wrap(torch.addcmul(beta, F.layer_norm(t, t.shape[norm_axis:], None, None, self.epsilon), gamma))

    def extend_repr(self):
        # 'gamma' without '=' is how MindSpore 2.10 prints it
        return (f"normalized_shape={self.normalized_shape}, begin_norm_axis={self.begin_norm_axis}, "
                f"begin_params_axis={self.begin_params_axis}, gamma{self.gamma}, beta={self.beta}")


class GroupNorm(Cell):
    """``nn.GroupNorm``: ``torch.nn.functional.group_norm`` with Parameters ``gamma``/``beta``."""

    def __init__(self, num_groups, num_channels, eps=1e-5, affine=True, gamma_init="ones", beta_init="zeros",
                 dtype=mstype.float32):
        super().__init__()
        self.num_groups = check_positive_int(num_groups, "num_groups", "GroupNorm")
        self.num_channels = check_positive_int(num_channels, "num_channels", "GroupNorm")
        if num_channels % num_groups != 0:
            raise ValueError(f"For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', "
                             f"but got 'num_channels': {num_channels}, 'num_groups': {num_groups}.")
        self.eps = check_value_type(eps, [float], "eps", "GroupNorm")
        self.affine = check_bool(affine, "affine", "GroupNorm")
        _affine_params(self, num_channels, gamma_init, beta_init, dtype, affine)

    def construct(self, x):
        t = x._t
        if not 2 <= t.dim() <= 8:
            raise RuntimeError(f"For 'GroupNorm', The dim of input must be between 2 and 8. But got: {t.dim()}.")
        check_input_dtype(t, _FLOAT, "GroupNorm")
        _check_channels(t, self.num_channels, "GroupNorm")
        return _wrap(F.group_norm(t, self.num_groups, self.gamma._t.to(t.dtype), self.beta._t.to(t.dtype),
                                  self.eps))

    def extend_repr(self):
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}"


# --- InstanceNorm -------------------------------------------------------------------------------------------
def _check_init_arg(name, value, api):
    if not isinstance(value, (Tensor, numbers.Number, str, Initializer)):
        raise TypeError(f"For '{api}', the type of '{name}' must be in [Tensor, numbers.Number, str, Initializer], "
                        f"but got type {type(value).__name__}.")
    if isinstance(value, Tensor) and value.dtype != mstype.float32:
        raise TypeError(f"For '{api}', the type of '{name}' must be float32, but got {value.dtype}.")


class _InstanceNorm(Cell):
    """Shared InstanceNorm: ``torch.nn.functional.instance_norm`` with the instance statistics in every mode.

    MindSpore 2.10 runs InstanceNorm on GPU only; msbridge runs it anywhere. Each call also moves the
    moving statistics as MindSpore documents: ``moving = momentum * moving + (1 - momentum) * batch``.
    """

    _ranks = ()

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, gamma_init="ones", beta_init="zeros",
                 dtype=mstype.float32):
        super().__init__()
        api = type(self).__name__
        check_value_type(num_features, [int], "num_features", api)
        check_value_type(eps, [float], "eps", api)
        check_value_type(momentum, [float], "momentum", api)
        check_value_type(affine, [bool], "affine", api)
        _check_init_arg("gamma_init", gamma_init, api)
        _check_init_arg("beta_init", beta_init, api)
        if num_features < 1:
            raise ValueError(f"For '{api}', the 'num_features' must be at least 1, but got {num_features}.")
        _check_momentum(momentum, api)
        self.num_features = num_features
        self.eps = eps
        _moving_params(self, num_features, "zeros", "ones", dtype)
        _affine_params(self, num_features, gamma_init, beta_init, dtype, affine)
        self.momentum = momentum

    def construct(self, x):
        t = x._t
        api = type(self).__name__
        _check_rank(t, self._ranks, api)
        check_input_dtype(t, _F16_32, api)
        _check_channels(t, self.num_features, api)
        return _wrap(F.instance_norm(t, self.moving_mean._t, self.moving_variance._t, self.gamma._t,
                                     self.beta._t, True, 1.0 - self.momentum, self.eps))

    def extend_repr(self):
        return _stats_repr(self, self.momentum)


class InstanceNorm1d(_InstanceNorm):
    """``nn.InstanceNorm1d``: ``torch.nn.functional.instance_norm`` on (N, C, L)."""

    _ranks = (3,)


class InstanceNorm2d(_InstanceNorm):
    """``nn.InstanceNorm2d``: ``torch.nn.functional.instance_norm`` on (N, C, H, W)."""

    _ranks = (4,)


class InstanceNorm3d(_InstanceNorm):
    """``nn.InstanceNorm3d``: ``torch.nn.functional.instance_norm`` on (N, C, D, H, W)."""

    _ranks = (5,)
