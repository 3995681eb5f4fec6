"""Tensor methods, attached to ``Tensor`` from one table (``TENSOR_METHODS``).

Many MindSpore 2.10 methods are overloaded (``x.max()``, ``x.max(1)`` returning ``(values, indices)``,
``x.max(axis=1)`` returning values). An overload is a signature in a small notation plus the function that
implements it; a call binds its arguments to the overloads in MindSpore's order and runs the first that fits
(argument names, positions and types), as MindSpore's own dispatcher does. The implementations are the
functional ops of ``msbridge.ops.function`` (one implementation per operation).

Signature notation: ``name: check = default`` items separated by ``, ``; ``*`` starts keyword-only items and
``*name: check`` collects positional arguments (a single tuple/list/Tensor or several ints; a trailing ``/``
forbids passing them by name). ``check`` is a key of ``_CHECKS``; a parameter whose default is None also
accepts None. The implementation gets the bound values positionally, in signature order.
"""
import ast
import contextlib
import inspect
import math
import numbers

import torch

from ..common import dtype as mstype
from ..common.handles import (KERNELS as _KERNELS, k_add as _k_add, k_eq as _k_eq, k_matmul as _k_matmul,
                              k_mul as _k_mul, k_ne as _k_ne, k_pow as _k_pow, k_sub as _k_sub, wrap as _wrap)
from ..common.grad_hooks import TensorHooks
from ..common.parameter import Parameter
from ..common.storage import UntypedStorage
from ..common.tensor import Tensor, binary_op
from .function import array_func as A
from .function import math_func as M
from .function import nn_func as N
from .function import distribution_func as D
from .function import indexing_func as I
from .function import inplace_func as P
from .function import linalg_func as L
from .function import math_extra_func as X
from .function import math_more_func as MM
from .function import random_func as R
from .function import sparse_func as S
from .function import array_extra_func as AX
from .function import box_func as BX
from .function import legacy_func as LF
from .function import nn_extra_func as NX
from .function import random_extra_func as RX
from .function._utils import ALL, check_axis, is_int, reduce_axes

_REQUIRED = object()


def _is_axes(value):
    return is_int(value) or isinstance(value, (tuple, list)) and all(is_int(v) for v in value)


_CHECKS = {
    "any": lambda v: True,
    "int": is_int,
    "bool": lambda v: isinstance(v, bool),
    "int_or_bool": lambda v: isinstance(v, numbers.Integral),
    "number": lambda v: isinstance(v, (bool, int, float)),
    "tensor": lambda v: isinstance(v, Tensor),
    "num_t": lambda v: isinstance(v, (bool, int, float, Tensor)),
    "int_t": lambda v: is_int(v) or isinstance(v, Tensor),
    "type": lambda v: isinstance(v, mstype.Type),
    "str": lambda v: isinstance(v, str),
    "axes": _is_axes,
    "axes_t": lambda v: _is_axes(v) or isinstance(v, Tensor),
    "int_tuple": lambda v: is_int(v) or isinstance(v, tuple) and all(is_int(x) for x in v),
    "bool_t": lambda v: isinstance(v, (bool, Tensor)),
    "shape": lambda v: all(is_int(x) for x in v),
}


class _Param:
    __slots__ = ("name", "check", "default")

    def __init__(self, text):
        name, _, rest = text.partition(":")
        check, _, default = rest.partition("=")
        self.name = name.strip()
        self.check = _CHECKS[check.strip()]
        self.default = ast.literal_eval(default.strip()) if default else _REQUIRED

    def accepts(self, value):
        return (value is None and self.default is None) or self.check(value)


class Overload:
    """One signature of an overloaded method and the function implementing it."""

    def __init__(self, spec, impl):
        self.impl = impl
        self.positional, self.keyword, self.star = [], [], None
        self.star_by_name = True
        keyword_only = False
        for item in filter(None, (s.strip() for s in spec.split(","))):
            if item == "/":
                self.star_by_name = False
            elif item == "*":
                keyword_only = True
            elif item.startswith("*"):
                self.star = _Param(item[1:])
                keyword_only = True
            else:
                (self.keyword if keyword_only else self.positional).append(_Param(item))
        self.by_name = {p.name: p for p in self.positional + self.keyword + ([self.star] if self.star else [])}

    def bind(self, args, kwargs):
        """The argument values in signature order, or None when the call does not fit this signature."""
        bound = {}
        if self.star is not None:
            if self.star.name in kwargs:
                if args or not self.star_by_name:
                    return None
                args = (kwargs[self.star.name],)
            values = args[0] if len(args) == 1 and isinstance(args[0], (tuple, list, Tensor)) else args
            if isinstance(values, Tensor):
                values = tuple(values._t.tolist())
            if not self.star.check(values):
                return None
            bound[self.star.name] = tuple(values)
            args = ()
        if len(args) > len(self.positional):
            return None
        for param, value in zip(self.positional, args):
            bound[param.name] = value
        for name, value in kwargs.items():
            param = self.by_name.get(name)
            if param is None or (name in bound and param is not self.star):
                return None
            if param is not self.star:
                bound[name] = value
        for param in self.positional + self.keyword:
            if param.name not in bound:
                if param.default is _REQUIRED:
                    return None
                bound[param.name] = param.default
            elif not param.accepts(bound[param.name]):
                return None
        return [bound[p.name] for p in ([self.star] if self.star else []) + self.positional + self.keyword]


# name -> (overloads, no-argument resolution). The methods read it as a module global rather than from their
# closures: dynamo then reaches the Overload objects through a source it can guard on (a closure cell of a method
# looked up on a Tensor made inside a traced graph has none) and traces the resolution into constants.
_OVERLOADS = {}


def overloaded(name, *signatures):
    """A Tensor method trying ``(spec, impl)`` signatures in order (MindSpore's overload resolution)."""
    overloads = tuple(Overload(spec, impl) for spec, impl in signatures)
    no_args = next(((o.impl, o.bind((), {})) for o in overloads if o.bind((), {}) is not None), None)
    _OVERLOADS[name] = overloads, no_args

    def method(self, *args, **kwargs):
        overloads, no_args = _OVERLOADS[name]
        if no_args is not None and not args and not kwargs:  # ``x.sum()``: resolved once, at definition
            return no_args[0](self, *no_args[1])
        for overload in overloads:
            bound = overload.bind(args, kwargs)
            if bound is not None:
                return overload.impl(self, *bound)
        given = ", ".join([type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
        raise TypeError(f"Failed calling {name} with \"{name}({given})\".")
    method.__name__ = name
    method.__doc__ = f"``Tensor.{name}``: MindSpore's overloads " + " | ".join(
        f"({spec})" for spec, _ in signatures) + "."
    return method


# --- implementations (adapters from bound arguments to the functional ops) --------------------------
def _doc(text, fn):
    """``fn`` with the docstring ``text`` (for the one-line implementations in the table)."""
    fn.__doc__ = text
    return fn


def _sum(self, dim, keepdim, dtype):
    return _wrap(M.reduce_sum(self._t, dim, keepdim, "SumExt", dtype))


def _sum_initial(self, axis, dtype, keepdims, initial):
    result = M.reduce_sum(self._t, axis, keepdims, "ReduceSum", dtype)
    return _wrap(result if initial is None else result + initial)


def _mean(self, dim, keepdim, dtype=None):
    return _wrap(M.reduce_mean(self._t, dim, keepdim, "MeanExt", dtype))


def _prod(self, dim, keepdim, dtype):
    return _wrap(M.reduce_prod(self._t, dim, keepdim, "ProdExt", dtype))


def _extreme_all(largest):
    def impl(self):
        t = self._t
        if t.dtype == torch.bool:
            raise RuntimeError("Reduce does not support the Bool data type.")
        return _wrap((torch.amax if largest else torch.amin)(t))
    return impl


def _extreme_dim(largest):
    def impl(self, dim, keepdim):
        values, indices = A.extreme_with_indices(self._t, dim, keepdim, "MaxDim" if largest else "MinDim", largest)
        return _wrap(values), _wrap(indices)
    return impl


def _extreme_numpy(largest):
    def impl(self, axis, keepdims, initial, where, return_indices):
        t, api = self._t, "max" if largest else "min"
        where = None if where is True else where
        initial = None if axis is None else initial  # MindSpore 2.10 ignores it for a full reduction
        if return_indices:
            values, indices = A.extreme_with_indices(t, axis, keepdims, api, largest, initial, where)
            return _wrap(values), _wrap(indices)
        if isinstance(axis, int) and initial is None and where is None and t.dtype != torch.bool:
            return _wrap(M.extreme_along(t, check_axis(axis, t.dim(), api), keepdims, largest)[0])
        return _wrap(M.reduce_extreme(t, axis, keepdims, api, largest, initial, where))
    return impl


def _argmax(self, axis, keepdims):
    return _wrap(M.arg_extreme(self._t, axis, keepdims, "Argmax", True))


def _argmin(self, axis, keepdims):
    if self._t.dtype == torch.bool:
        raise TypeError("For 'Argmin', the input type Bool is not supported.")
    return _wrap(M.arg_extreme(self._t, axis, keepdims, "Argmin", False, torch.int32))


def _reduce_bool(fn):
    def impl(self, axis, keepdims):
        return _wrap(M.reduce_bool(fn, self._t, axis, keepdims, "ReduceAll" if fn is torch.all else "ReduceAny"))
    return impl


def _var(root):
    def impl(self, axis, ddof, keepdims):
        return _wrap(M.reduce_var(self._t, axis, ddof, keepdims, "std" if root else "var", root))
    return impl


def _transpose_pair(self, dim0, dim1):
    t = self._t
    return _wrap(t.transpose(check_axis(dim0, t.dim(), "transpose"), check_axis(dim1, t.dim(), "transpose")))


def _transpose_axes(self, axes):
    t = self._t
    if not axes:
        return _wrap(t.permute(tuple(range(t.dim() - 1, -1, -1))))
    if len(axes) != t.dim():
        raise ValueError("For Tensor.transpose, the number of axes must be equal to the dimension of Tensor, "
                         f"but got {len(axes)} in the number of axes.")
    return _wrap(t.permute(M.check_perm(axes, t.dim())))


def _permute(self, dims):
    return _wrap(self._t.permute(M.check_perm(dims, self._t.dim())))


def _reshape(self, shape):
    return _wrap(A.reshape_t(self._t, shape))


def _view_dtype(self, dtype):
    return _wrap(self._t.view(mstype.to_torch_dtype(dtype)))


def _flatten_order(self, order, start_dim, end_dim):
    return _wrap(A.flatten_t(self._t, order, start_dim, end_dim))


def _flatten(self, start_dim, end_dim):
    return _flatten_order(self, "C", start_dim, end_dim)


def _sort(self, axis, descending, stable=True):
    values, indices = A.sort_t(self._t, axis, descending)
    return _wrap(values), _wrap(indices)


def _topk(self, k, dim, largest, sorted):  # noqa: A002 - MindSpore's name
    values, indices = A.topk_t(self._t, k, dim, largest, sorted)
    return _wrap(values), _wrap(indices)


def _clamp(self, min, max):  # noqa: A002 - MindSpore's names
    return _wrap(M.clamp_t(self._t, min, max, "Clamp"))


def _alpha_kernel(kernel, api):
    def impl(self, other, alpha):
        if alpha != 1:
            other = binary_op(_k_mul, other, alpha, api) if isinstance(other, Tensor) else other * alpha
        return binary_op(kernel, self, other, api)
    return impl


def _binary(kernel, api):
    return _doc(f"MindSpore's ``{api}`` with its type promotion (torch underneath).",
                lambda self, other: binary_op(kernel, self, other, api))


def _div(self, other, rounding_mode):
    return M.div(self, other, rounding_mode=rounding_mode)


def _where(self, condition, y):
    return A.where(condition, self, y)


def _cast_to(dtype):
    return _doc(f"Cast to {dtype} (``torch.Tensor.to``).", lambda self: _wrap(self._t.to(dtype)))


def _cumsum(self, axis, dtype):
    t = self._t
    small_ints = (torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32)
    target = mstype.to_torch_dtype(dtype) if dtype is not None else (torch.int32 if t.dtype in small_ints else None)
    if axis is None:
        t, axis = t.reshape(-1), 0
    return _wrap(torch.cumsum(t, check_axis(axis, t.dim(), "cumsum"), dtype=target))


_AXES = "axis: axes_t = None"
_NUMPY_EXTREME = ("axis: axes = None, keepdims: bool = False, *, initial: number = None, where: bool_t = True, "
                  "return_indices: bool = False")
_CLAMP = (("min: tensor = None, max: tensor = None", _clamp), ("min: number = None, max: number = None", _clamp))

TENSOR_METHODS = {
    # reductions (MindSpore 2.10 overloads, in its order)
    "sum": overloaded("sum", ("dim: axes_t = None, keepdim: bool = False, *, dtype: type = None", _sum),
                      (_AXES + ", dtype: type = None, keepdims: bool = False, initial: number = None", _sum_initial)),
    "mean": overloaded("mean", ("dim: axes_t = None, keepdim: bool = False, *, dtype: type = None", _mean),
                       (_AXES + ", keep_dims: bool = False", _mean)),
    "prod": overloaded("prod", ("dim: int = None, keepdim: bool = False, dtype: type = None", _prod)),
    "max": overloaded("max", ("", _extreme_all(True)), ("dim: int, keepdim: bool = False", _extreme_dim(True)),
                      (_NUMPY_EXTREME, _extreme_numpy(True))),
    "min": overloaded("min", ("", _extreme_all(False)), ("dim: int, keepdim: bool = False", _extreme_dim(False)),
                      (_NUMPY_EXTREME, _extreme_numpy(False))),
    "argmax": overloaded("argmax", ("axis: int = None, keepdims: bool = False", _argmax),
                         ("dim: int = None, keepdim: bool = False", _argmax)),
    "argmin": overloaded("argmin", ("dim: int = None, keepdim: bool = False", _argmin),
                         ("axis: int = None, keepdims: bool = False", _argmin)),
    "all": overloaded("all", (_AXES + ", keep_dims: bool = False", _reduce_bool(torch.all)),
                      ("dim: axes_t = None, keepdim: bool = False", _reduce_bool(torch.all))),
    "any": overloaded("any", (_AXES + ", keep_dims: bool = False", _reduce_bool(torch.any)),
                      ("dim: axes_t = None, keepdim: bool = False", _reduce_bool(torch.any))),
    # On CPU, MindSpore 2.10's std(dim, *, correction, keepdim) defaults to correction=0 (biased).
    "std": overloaded("std", ("dim: axes = None, *, correction: int = 0, keepdim: bool = False", _var(True)),
                      ("axis: axes = None, ddof: int_or_bool = 0, keepdims: bool = False", _var(True))),
    "var": overloaded("var", ("axis: int_tuple = None, ddof: int_or_bool = 0, keepdims: bool = False", _var(False)),
                      ("dim: axes = None, *, correction: int = 1, keepdim: bool = False", _var(False))),
    "amax": _doc("``ops.amax`` of the tensor (torch.amax).", lambda self, axis=None, keepdims=False, *, initial=None,
                 where=None: M.amax(self, axis, keepdims, initial=initial, where=where)),
    "amin": _doc("``ops.amin`` of the tensor (torch.amin).", lambda self, axis=None, keepdims=False, *, initial=None,
                 where=None: M.amin(self, axis, keepdims, initial=initial, where=where)),
    "nansum": M.nansum,
    "cumsum": overloaded("cumsum", ("axis: int = None, dtype: type = None", _cumsum),
                         ("dim: int, *, dtype: type = None", _cumsum)),
    # shapes
    "transpose": overloaded("transpose", ("dim0: int, dim1: int", _transpose_pair),
                            ("*axes: shape, /", _transpose_axes)),
    "permute": overloaded("permute", ("*dims: shape", _permute)),
    "squeeze": overloaded("squeeze", ("axis: axes = ()", lambda self, axis: _wrap(A.squeeze_t(self._t, axis)))),
    "reshape": overloaded("reshape", ("*shape: shape", _reshape)),
    "view": overloaded("view", ("*shape: shape", _reshape), ("dtype: type", _view_dtype)),
    "flatten": overloaded("flatten", ("start_dim: int = 0, end_dim: int = -1", _flatten),
                          ("order: str = 'C', *, start_dim: int = 0, end_dim: int = -1", _flatten_order)),
    "expand_dims": _doc("torch.unsqueeze at ``axis``.", lambda self, axis: _wrap(A.unsqueeze_t(self._t, axis))),
    "unsqueeze": overloaded("unsqueeze", ("dim: int_t", lambda self, dim: _wrap(A.unsqueeze_t(self._t, dim)))),
    "swapaxes": _doc("torch.transpose of two axes.", lambda self, axis0, axis1: _transpose_pair(self, axis0, axis1)),
    "t": _doc("torch.t (2-D transpose).", lambda self: _transpose_pair(self, 0, 1) if self._t.dim() == 2 else self),
    "broadcast_to": _doc("torch.broadcast_to.", lambda self, shape: _wrap(self._t.broadcast_to(tuple(shape)))),
    "expand_as": _doc("torch.Tensor.expand_as.", lambda self, x: _wrap(self._t.expand_as(x._t))),
    "tile": _doc("torch.tile.", lambda self, reps: _wrap(self._t.tile(tuple(reps)))),
    "split": _doc("torch.split.", lambda self, split_size_or_sections, axis=0: A._pieces(
        self._t.split(split_size_or_sections, axis))),
    "unbind": _doc("torch.unbind.", lambda self, dim=0: A._pieces(self._t.unbind(dim))),
    "narrow": _doc("torch.narrow.", lambda self, axis, start, length: _wrap(self._t.narrow(axis, start, length))),
    "index_select": _doc("torch.index_select.", lambda self, axis, index: _wrap(self._t.index_select(axis, index._t))),
    "nonzero": A.nonzero,
    # sorting and selection
    "sort": overloaded("sort", ("dim: int = -1, descending: bool = False, stable: bool = False", _sort),
                       ("axis: int = -1, descending: bool = False", _sort)),
    "argsort": _doc("Int32 indices of torch.sort (stable).",
                    lambda self, axis=-1, descending=False: _sort(self, axis, descending)[1]),
    "topk": overloaded("topk", ("k: int_t, dim: int = None, largest: bool = True, sorted: bool = True", _topk)),
    "clamp": overloaded("clamp", *_CLAMP),
    "clip": overloaded("clip", *_CLAMP),
    "masked_fill": overloaded("masked_fill", ("mask: tensor, value: num_t",
                                              lambda self, mask, value: _wrap(A.masked_fill_t(self._t, mask, value)))),
    "masked_select": overloaded("masked_select", ("mask: tensor", A.masked_select)),
    "where": overloaded("where", ("condition: tensor, y: num_t", _where)),
    # arithmetic and comparisons (the operators' kernels)
    "add": overloaded("add", ("other: num_t, *, alpha: number = 1", _alpha_kernel(_k_add, "add"))),
    "sub": overloaded("sub", ("other: num_t, *, alpha: number = 1", _alpha_kernel(_k_sub, "sub"))),
    "mul": overloaded("mul", ("other: num_t", _binary(_k_mul, "Mul"))),
    "div": overloaded("div", ("other: num_t, *, rounding_mode: str = None", _div)),
    "pow": overloaded("pow", ("exponent: num_t", _binary(_k_pow, "Pow"))),
    "maximum": overloaded("maximum", ("other: num_t", _binary(M._k_maximum, "Maximum"))),
    "minimum": overloaded("minimum", ("other: num_t", _binary(M._k_minimum, "Minimum"))),
    "matmul": _binary(_k_matmul, "MatMul"),
    "eq": _binary(_k_eq, "Equal"), "ne": _binary(_k_ne, "NotEqual"),
    "gt": _binary(_KERNELS["gt"], "Greater"), "ge": _binary(_KERNELS["ge"], "GreaterEqual"),
    "lt": _binary(_KERNELS["lt"], "Less"), "le": _binary(_KERNELS["le"], "LessEqual"),
    "logical_not": M.logical_not, "isnan": M.isnan, "floor": M.floor, "ceil": M.ceil, "round": M.round,
    "sign": M.sign, "reciprocal": M.reciprocal, "rsqrt": M.rsqrt,
    "abs": M.abs, "neg": M.neg, "exp": M.exp, "log": M.log, "sqrt": M.sqrt, "square": M.square, "tanh": M.tanh,
    "sigmoid": N.sigmoid,
    "softmax": _doc("torch.softmax along ``axis``.",
                    lambda self, axis, dtype=None: _wrap(N.softmax_t(self._t, axis, dtype))),
    # conversions
    "float": _cast_to(torch.float32), "half": _cast_to(torch.float16), "double": _cast_to(torch.float64),
    "int": _cast_to(torch.int32), "long": _cast_to(torch.int64), "bool": _cast_to(torch.bool),
    "to": _doc("Cast to ``dtype`` (torch.Tensor.to).", lambda self, dtype: self.astype(dtype)),
    "type": _doc("The dtype name (no argument) or a cast (torch.Tensor.to).",
                 lambda self, dtype=None: str(self.dtype) if dtype is None else self.astype(dtype)),
    "type_as": _doc("Cast to the dtype of ``other``.", lambda self, other: _wrap(self._t.to(other._t.dtype))),
    "clone": _doc("A copy (torch.clone).", lambda self: _wrap(self._t.clone())),
    "fill": _doc("A tensor of this shape and dtype filled with ``value`` (torch.full_like).", lambda self, value: _wrap(
        torch.full_like(self._t, value._t.item() if isinstance(value, Tensor) else value))),
}

# Methods that are the functional op itself (the tensor is its first argument), named as in MindSpore 2.10.
TENSOR_METHODS.update({name: getattr(M, name) for name in (
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "arcsin", "arccos",
    "arctan", "arcsinh", "arccosh", "arctanh", "erf", "erfc", "erfinv", "expm1", "log1p", "log2", "log10",
    "trunc", "frac", "isinf", "isfinite", "signbit", "logical_and", "logical_or", "logical_xor", "bitwise_and",
    "bitwise_or", "bitwise_xor", "fmod", "floor_divide", "true_divide", "atan2", "arctan2", "lerp",
    "addcmul", "addcdiv", "xlogy", "isclose", "cumprod", "cummax", "cummin", "logsumexp", "nanmean", "median",
    "norm", "diff", "mm", "bmm", "outer", "inner", "cross", "inverse", "det", "trace", "diagonal",
    "subtract", "multiply", "divide", "greater", "greater_equal", "less", "less_equal", "not_equal", "equal",
    "nan_to_num", "deg2rad", "rad2deg", "digamma", "i0", "sinc", "copysign", "fmax", "heaviside", "ldexp",
    "float_power", "logaddexp", "logaddexp2", "gcd", "lcm", "count_nonzero", "aminmax", "addmm", "addbmm", "addmv",
    "baddbmm")})
TENSOR_METHODS.update({name: getattr(A, name) for name in (
    "tril", "triu", "repeat_interleave", "flip", "fliplr", "flipud", "roll", "rot90", "movedim", "moveaxis",
    "swapdims", "tensor_split", "hsplit", "vsplit", "gather_elements", "index_fill", "scatter", "argwhere",
    "unique_consecutive")})
TENSOR_METHODS.update({name: getattr(M, name) for name in (
    "absolute", "angle", "conj", "diagflat", "histc", "hypot", "igamma", "igammac", "invert", "isneginf", "isposinf",
    "isreal", "lgamma", "logcumsumexp", "logdet", "logit", "matrix_power", "msort", "nanmedian", "negative",
    "nextafter", "positive", "real", "renorm", "sgn", "slogdet", "xdivy", "addr", "bincount", "cov", "ger",
    "bitwise_left_shift", "bitwise_right_shift", "quantile", "nanquantile")})
TENSOR_METHODS.update({name: getattr(A, name) for name in (
    "diagonal_scatter", "dsplit", "gather_nd", "ravel", "select_scatter", "slice_scatter", "unsorted_segment_max",
    "unsorted_segment_min", "unsorted_segment_prod")})
TENSOR_METHODS["hardshrink"] = N.hardshrink
TENSOR_METHODS["diag"] = _doc("``ops.diag`` of the tensor.", M.diag)
TENSOR_METHODS["expand"] = _doc("torch.Tensor.expand to ``size`` (a tuple or an int Tensor).",
                                lambda self, size: A.broadcast_to(self, size))



def _median(self, axis, keepdims):
    return M.median(self, axis, keepdims)


def _scatter_method(self, axis, index, src):
    return A.scatter(self, axis, index, src)


def _hermitian(self):
    t = self._t
    if t.dim() != 2:
        raise ValueError(f"For tensor.H, only 2-D Tensor is supported, but got {t.dim()}-D.")
    return _wrap(t.mH)


def _with_value(largest):
    api = "ArgMaxWithValue" if largest else "ArgMinWithValue"

    def impl(self, axis=0, keep_dims=False):
        if axis is None:  # MindSpore 2.10: the extreme of all elements as a 0-d Tensor, index 0, keep_dims ignored
            indices, values = M.arg_with_value(self.reshape(-1), 0, False, api, largest)
            return values, _wrap(torch.zeros_like(indices._t))
        indices, values = M.arg_with_value(self, axis, keep_dims, api, largest)
        return values, indices
    impl.__doc__ = f"``Tensor.{'argmax' if largest else 'argmin'}_with_value(axis=0, keep_dims=False)``: " \
                   f"(values, Int64 indices) of ``ops.{api}``; ``axis=None``: the extreme of all elements, " \
                   "with index 0 (as MindSpore 2.10 gives)."
    return impl


# MindSpore 2.10's keyword overloads (median(axis, keepdims) / median(dim, keepdim); scatter(dim|axis, ...)),
# Tensor.H, allclose and the *_with_value methods
TENSOR_METHODS.update({
    "median": overloaded("median", ("axis: int = -1, keepdims: bool = False", _median),
                         ("dim: int = -1, keepdim: bool = False", _median)),
    "scatter": overloaded("scatter", ("dim: int, index: tensor, src: num_t", _scatter_method),
                          ("axis: int, index: tensor, src: num_t", _scatter_method)),
    "H": property(_doc("The conjugate transpose of a 2-D Tensor (torch.Tensor.mH).", _hermitian)),
    "allclose": _doc("``Tensor.allclose(other, rtol=1e-05, atol=1e-08, equal_nan=False)``: a Python bool, "
                     "``ops.isclose(...).all()``.", lambda self, other, rtol=1e-05, atol=1e-08, equal_nan=False:
                     bool(M.isclose(self, other, rtol, atol, equal_nan)._t.all())),
    "argmax_with_value": _with_value(True), "argmin_with_value": _with_value(False),
    "chunk": overloaded("chunk", ("chunks: int, axis: int = 0", A.chunk), ("chunks: int, dim: int = 0", A.chunk)),
    "remainder": overloaded("remainder", ("other: num_t", M.remainder), ("divisor: num_t", M.remainder)),
    "gather": overloaded("gather", ("input_indices: tensor, axis: int, batch_dims: int = 0", A.gather),
                         ("dim: int, index: tensor", A.gather_elements)),
})


# --- in-place arithmetic, torch-style views and metadata, numpy-style helpers (issue #17) --------------
_NO_GRAD_OFF = contextlib.nullcontext()


def _in_place(name, signature=None):
    """``Tensor.<name>_``: ``Tensor.<name>`` written back into the tensor (its dtype kept, torch.Tensor.copy_),
    returning the tensor. A leaf that requires grad is written without recording (as ``__setitem__``). It shows
    ``signature`` (default: the out-of-place method's)."""
    method = TENSOR_METHODS[name]

    def impl(self, *args, **kwargs):
        result = method(self, *args, **kwargs)._t
        t = self._t
        if result.shape != t.shape:
            raise RuntimeError(f"For 'Tensor.{name}_', the result shape {tuple(result.shape)} must equal the "
                               f"shape of the tensor {tuple(t.shape)}.")
        with torch.no_grad() if t.requires_grad and t.is_leaf else _NO_GRAD_OFF:
            t.copy_(result)
        return self
    impl.__name__ = impl.__qualname__ = name + "_"
    impl.__doc__ = f"``Tensor.{name}_``: ``Tensor.{name}`` in place (torch.Tensor.copy_ of the result); returns self."
    impl.__signature__ = signature or inspect.signature(method)
    return impl


def _new_filled(fill):
    def impl(self, size, *, dtype=None):
        dtype = self._t.dtype if dtype is None else mstype.to_torch_dtype(dtype)
        size = (size,) if is_int(size) else tuple(size)
        return _wrap(fill(size, dtype=dtype, device=self._t.device))
    impl.__doc__ = f"``Tensor.new_*(size, *, dtype=None)``: torch.{fill.__name__} of ``size`` in this tensor's dtype."
    return impl


def _matrix_transpose(conjugate):
    def impl(self):
        t = self._t
        if t.dim() < 2:
            raise ValueError(f"The 'axis' must be in the range of [-{t.dim()}, {t.dim()}), but got -2.")
        return _wrap(t.mH if conjugate else t.mT)
    impl.__doc__ = f"The {'conjugate ' if conjugate else ''}transpose of the last two axes (torch.Tensor.m" \
                   f"{'H' if conjugate else 'T'})."
    return property(impl)


def _stride(self, dim=None):
    strides = list(self._t.stride())
    return strides if dim is None else strides[dim]


def _sum_to_size(self, *size):
    """``Tensor.sum_to_size(*size)``: the tensor summed over the axes where ``size`` is 1 (or absent) so that
    it has ``size`` (torch.Tensor.sum_to_size, MindSpore's error)."""
    size = tuple(size[0]) if len(size) == 1 and isinstance(size[0], (tuple, list)) else size
    t = self._t
    lead = t.dim() - len(size)
    if lead < 0 or any(s != d and s != 1 for s, d in zip(size, t.shape[lead:])):
        raise ValueError(f"For sum_to_size, size {size} is not expandable to the tensor size {tuple(t.shape)}.")
    return _wrap(t.sum_to_size(size))


def _ptp(self, axis=None, keepdims=False):
    """``Tensor.ptp(axis=None, keepdims=False)``: max - min along ``axis`` (torch.amax - torch.amin)."""
    if not isinstance(keepdims, bool):
        raise TypeError("For 'Tensor.ptp', the type of the argument 'keepdims' must be bool, "
                        f"but got {type(keepdims)}.")
    t = self._t
    axes = reduce_axes(axis, t.dim(), "Tensor.ptp")
    dims = () if axes is ALL else axes
    return _wrap(torch.amax(t, dims, keepdims) - torch.amin(t, dims, keepdims))


def _searchsorted(self, v, side="left", sorter=None):
    """``Tensor.searchsorted(v, side='left', sorter=None)``: ``ops.searchsorted`` with Int32 indices."""
    if side not in ("left", "right"):
        raise ValueError("For 'Tensor.searchsorted', the argument 'side' should be one of in ['left', 'right'], "
                         f"but got {side}.")
    if sorter is not None and not isinstance(sorter, Tensor):
        sorter = Tensor(sorter)
    return A.searchsorted(self, v if isinstance(v, Tensor) else Tensor(v), out_int32=True, right=side == "right",
                          sorter=sorter)


def _resize(self, *new_shape):
    """``Tensor.resize(*new_shape)``: numpy's ``ndarray.resize``: the flattened values cut or padded with zeros
    to ``new_shape`` (a new Tensor, as MindSpore 2.10 returns)."""
    if not new_shape:
        return self
    shape = tuple(new_shape[0]) if len(new_shape) == 1 and isinstance(new_shape[0], (tuple, list)) else new_shape
    flat = self._t.reshape(-1)
    size = math.prod(shape)
    if size > flat.numel():
        flat = torch.cat((flat, flat.new_zeros(size - flat.numel())))
    return _wrap(flat[:size].reshape(shape))


def _assign_value(self, value):
    """``Tensor.assign_value(value)``: the tensor takes ``value``'s data (written in place when shape and dtype
    agree, else replaced, as MindSpore may change both); returns the tensor."""
    if not isinstance(value, Tensor):
        raise TypeError(f"For 'Tensor.assign_value', the 'value' must be a Tensor, but got {type(value).__name__}.")
    t, v = self._t, value._t
    if t.shape == v.shape and t.dtype == v.dtype:
        with torch.no_grad() if t.requires_grad and t.is_leaf else _NO_GRAD_OFF:
            t.copy_(v)
    else:
        self._t = v.clone()
    return self


def _set_const_arg(self, const_arg=True):
    """``Tensor.set_const_arg(const_arg=True)``: mark the tensor as a constant of compiled graphs (read back by
    ``const_arg``; msbridge's jit traces it as an input either way); returns the tensor."""
    if not isinstance(const_arg, bool):
        raise TypeError(f"For 'set_const_arg', the type of 'const_arg' should be 'bool', but got {type(const_arg)}.")
    self.__dict__["_const_arg"] = const_arg
    return self


def _bernoulli(self, *, generator=None):
    """``Tensor.bernoulli(*, generator=None)``: 0/1 draws with the tensor's values as probabilities, in its dtype
    (torch.bernoulli on the global generator, as ``mint.bernoulli``)."""
    if generator is not None:
        raise NotImplementedError("For 'Tensor.bernoulli', 'generator' is not supported by msbridge (it has no "
                                  "mindspore.Generator); set the seed with mindspore.set_seed.")
    t = self._t
    if not t.is_floating_point():
        raise TypeError(f"For 'Tensor.bernoulli', the input must be a float tensor, but got "
                        f"{mstype.from_torch_dtype(t.dtype)}.")
    return _wrap(torch.bernoulli(t))


def _set(self, source=None, storage_offset=0, size=None, stride=None):
    """``Tensor.set_(source=None, storage_offset=0, size=None, stride=None)``: the tensor shares ``source``'s memory
    (with ``size``/``stride`` from ``storage_offset`` when given), or becomes empty (torch.Tensor.set_)."""
    t = self._t
    if source is not None and not isinstance(source, Tensor):
        raise TypeError(f"For 'Tensor.set_', 'source' must be a Tensor, but got {type(source).__name__}.")
    if source is not None and source._t.dtype != t.dtype:
        raise RuntimeError(f"Could not set tensor of type {mstype.from_torch_dtype(source._t.dtype)} to a tensor of "
                           f"type {mstype.from_torch_dtype(t.dtype)}")
    with torch.no_grad() if t.requires_grad and t.is_leaf else _NO_GRAD_OFF:
        if source is None:
            t.set_()
        elif size is None:
            t.set_(source._t)
        else:
            t.set_(source._t.untyped_storage(), storage_offset, tuple(size),
                   tuple(stride) if stride is not None else torch.empty(tuple(size)).stride())
    return self


def _qr(self, some=True):
    """``Tensor.qr(some=True)``: ``ops.qr`` in mode 'reduced' (``some``) or 'complete'."""
    if not isinstance(some, bool):
        raise TypeError(f"For 'Tensor.qr', the type of 'some' should be 'bool', but got type '{type(some).__name__}'.")
    return L.qr(self, "reduced" if some else "complete")


def _approximate_equal(self, other, tolerance=1e-05):
    """``Tensor.approximate_equal(other, tolerance=1e-05)``: ``abs(self - other) < tolerance``, each side in
    Float32 if it is Float32, else cast to Float16 (MindSpore 2.10's method, not ``ops.approximate_equal``)."""
    if not isinstance(other, Tensor):
        raise TypeError(f"For 'Tensor.approximate_equal', 'y' must be a Tensor, but got {type(other).__name__}.")
    if not isinstance(tolerance, float):
        raise TypeError("For 'Tensor.approximate_equal', 'tolerance' must be a float, but got "
                        f"{type(tolerance).__name__}.")
    x, y = (t if t.dtype == torch.float32 else t.to(torch.float16) for t in (self._t, other._t))
    return _wrap((x - y).abs() < tolerance)


def _index_add_axis(self, indices, y, axis, use_lock=True, check_index_bound=True):
    return P.index_add(self, indices, y, axis, use_lock, check_index_bound)


def _index_add_dim(self, dim, index, source, alpha=1):
    return P.index_add(self, index, source if alpha == 1 else source * alpha, dim)


def _from_dlpack(dlpack):
    """``Tensor.from_dlpack(dlpack)``: a Tensor sharing the memory of a DLPack capsule (torch.from_dlpack)."""
    return _wrap(torch.from_dlpack(dlpack))


def _scatter_nd(fn):
    return _doc(f"``ops.{fn.__name__}`` of the tensor: ``(indices, updates)``.",
                lambda self, indices, updates: fn(self, indices, updates))


TENSOR_METHODS.update({
    "mT": _matrix_transpose(False), "mH": _matrix_transpose(True),
    "byte": _cast_to(torch.uint8), "short": _cast_to(torch.int16), "bfloat16": _cast_to(torch.bfloat16),
    "is_signed": _doc("Whether the dtype is signed (torch.Tensor.is_signed).", lambda self: self._t.is_signed()),
    "stride": _doc("``Tensor.stride(dim=None)``: the strides in elements, a list (or the one of ``dim``).",
                   _stride),
    "storage_offset": _doc("The offset in elements into the storage (torch.Tensor.storage_offset).",
                           lambda self: self._t.storage_offset()),
    "data_ptr": _doc("The address of the first element (torch.Tensor.data_ptr).", lambda self: self._t.data_ptr()),
    "is_pinned": _doc("Whether the memory is pinned (torch.Tensor.is_pinned).", lambda self: self._t.is_pinned()),
    "is_shared": _doc("Whether the memory is shared between processes (torch.Tensor.is_shared).",
                      lambda self: self._t.is_shared()),
    "to_dlpack": _doc("A DLPack capsule of the tensor's memory (torch.utils.dlpack.to_dlpack).",
                      lambda self: torch.utils.dlpack.to_dlpack(self._t)),
    "from_dlpack": staticmethod(_from_dlpack),
    "set_const_arg": _set_const_arg, "bernoulli": _bernoulli,
    # the ops of linalg_func, math_extra_func and inplace_func with the tensor first
    **{name: getattr(L, name) for name in (
        "cholesky", "cholesky_inverse", "cholesky_solve", "eigvals", "lstsq", "lu_solve", "svd", "geqrf", "orgqr",
        "matrix_determinant", "log_matrix_determinant")},
    **{name: getattr(X, name) for name in ("inv", "imag", "mvlgamma")}, "approximate_equal": _approximate_equal,
    "inplace_update": P.inplace_update, "qr": _qr, "set_": _set,
    "is_meta": property(_doc("Whether the tensor is on the meta device (shape and dtype only, torch.Tensor.is_meta).",
                             lambda self: self._t.is_meta)),
    # MindSpore 2.10's two overloads, both updating the tensor in place (``ops.index_add``) and returning it
    "index_add": overloaded("index_add", (
        "indices: tensor, y: tensor, axis: int, use_lock: bool = True, check_index_bound: bool = True",
        _index_add_axis), ("dim: int, index: tensor, source: tensor, *, alpha: number = 1", _index_add_dim)),
    "const_arg": property(_doc("Whether the tensor is marked as a graph constant (``Tensor(..., const_arg=True)`` or "
                               "``set_const_arg``).", lambda self: self.__dict__.get("_const_arg", False))),
    "get_bytes": _doc("The raw bytes of the data, row-major (numpy's ``tobytes``).",
                      lambda self: self.asnumpy().tobytes()),
    "pin_memory": _doc("A copy in page-locked host memory (torch.Tensor.pin_memory; needs an accelerator).",
                       lambda self: _wrap(self._t.pin_memory())),
    "to_coo": _doc("``ops.dense_to_sparse_coo`` of the tensor (a COOTensor of its non-zero entries).",
                   S.dense_to_sparse_coo),
    "to_csr": _doc("``ops.dense_to_sparse_csr`` of the tensor (a CSRTensor of its non-zero entries).",
                   S.dense_to_sparse_csr),
    "value": _doc("The tensor itself (MindSpore's ``Tensor.value()``).", lambda self: self),
    "new_zeros": _new_filled(torch.zeros), "new_ones": _new_filled(torch.ones), "new_empty": _new_filled(torch.empty),
    "reshape_as": _doc("``Tensor.reshape_as(other)``: reshaped to ``other``'s shape.",
                       lambda self, other: _reshape(self, other.shape)),
    "sum_to_size": _sum_to_size, "ptp": _ptp, "searchsorted": _searchsorted, "resize": _resize,
    "top_k": A.top_k, "reverse": A.reverse, "view_as": A.view_as, "is_complex": M.is_complex,
    "take": _doc("``Tensor.take(indices)``: ``ops.take`` (elements of the flattened tensor).",
                 lambda self, indices: A.take(self, indices)),
    "scatter_mul": _scatter_nd(A.tensor_scatter_mul), "scatter_div": _scatter_nd(A.tensor_scatter_div),
    "scatter_sub": _scatter_nd(A.tensor_scatter_sub), "scatter_max": _scatter_nd(A.tensor_scatter_max),
    "scatter_min": _scatter_nd(A.tensor_scatter_min),
    "multinomial": _doc("``Tensor.multinomial(num_samples, replacement=True, seed=None)``: ``ops.multinomial``.",
                        lambda self, num_samples, replacement=True, seed=None: R.multinomial(
                            self, num_samples, replacement, seed)),
    "unfold": _doc("``Tensor.unfold(kernel_size, dilation=1, padding=0, stride=1)``: ``ops.unfold``.",
                   lambda self, kernel_size, dilation=1, padding=0, stride=1: N.unfold(
                       self, kernel_size, dilation, padding, stride)),
    "index_put": I.index_put, "masked_scatter": I.masked_scatter, "fill_diagonal": I.fill_diagonal,
    "choose": I.choose, "itemset": I.itemset, "assign_value": _assign_value, "cauchy": D.cauchy, "log_normal": D.log_normal,
    "soft_shrink": _doc("``Tensor.soft_shrink(lambd=0.5)``: ``ops.softshrink``.",
                        lambda self, lambd=0.5: N.softshrink(self, lambd)),
    "data": property(_doc("The tensor itself (MindSpore's ``Tensor.data``).", lambda self: self)),
    "fold": _doc("``Tensor.fold(output_size, kernel_size, dilation=1, padding=0, stride=1)``: ``ops.fold``.",
                 lambda self, output_size, kernel_size, dilation=1, padding=0, stride=1: N.fold(
                     self, output_size, kernel_size, dilation, padding, stride)),
})
TENSOR_METHODS.update({name + "_": _in_place(name) for name in (
    "add", "sub", "div", "exp", "log", "floor", "sign", "masked_fill", "sigmoid", "erfinv", "addmm")})
TENSOR_METHODS["clamp_"] = _in_place("clamp", inspect.signature(lambda self, min=None, max=None: None))


# --- the remaining Tensor methods over their ops (issue #17) ----------------------------------------------------
def _random_categorical(self, num_sample, seed=0, dtype=mstype.int64):
    """``Tensor.random_categorical(num_sample, seed=0, dtype=mstype.int64)``: ``ops.random_categorical``."""
    for name, value in (("num_sample", num_sample), ("seed", seed)):
        if not is_int(value):
            raise TypeError(f"The type of '{name}' must be 'int', but got '{type(value).__name__}'.")
    return RX.random_categorical(self, num_sample, seed, dtype)


def _requires_grad_(self, requires_grad=True, /):
    """``Tensor.requires_grad_(requires_grad=True)``: a Parameter's ``requires_grad`` set to ``bool(requires_grad)``;
    a Tensor keeps the flag (msbridge differentiates what ``grad`` is given, as MindSpore does). Returns None."""
    if isinstance(self, Parameter):
        self.requires_grad = bool(requires_grad)
    else:
        self.__dict__["_requires_grad"] = bool(requires_grad)


def _to_in_place(self, device=None, non_blocking=False):
    """``Tensor.to_(device=None, non_blocking=False)``: the tensor's data moved to ``device`` ("Ascend" or "CPU",
    as ``move_to``) in place; returns the tensor."""
    if not isinstance(non_blocking, bool):
        raise ValueError(f"The type of 'non_blocking' must be bool, but got {non_blocking}")
    if device not in ("Ascend", "CPU"):
        raise ValueError(f"The value of 'to' must be one of ['Ascend', 'CPU'], but got {device}")
    self._t.data = self.move_to(device, not non_blocking)._t
    return self


def _storage(self):
    """The tensor's memory as an ``UntypedStorage`` (torch.Tensor.untyped_storage)."""
    return UntypedStorage(self)


def _select_dim(self, dim, index):
    """``Tensor.select(dim, index)``: the slice at ``index`` along ``dim`` (torch.select)."""
    t = self._t
    dim = check_axis(dim, t.dim(), "select")
    index = int(index._t) if isinstance(index, Tensor) else index
    if not -t.shape[dim] <= index < t.shape[dim]:
        raise ValueError(f"For Primitive [SelectExtView] start exceed range. start: {index}, start should be in "
                         f"[-{t.shape[dim]}, {t.shape[dim]}).")
    return _wrap(t.select(dim, index))


def _select_where(self, condition, y):
    """``Tensor.select(condition, y)``: ``ops.select(condition, self, y)``; a Python int ``y`` needs an Int32
    tensor and a float one a Float32 tensor (MindSpore 2.10's check)."""
    if isinstance(y, (int, float)) and not isinstance(y, bool):
        want = "int32" if isinstance(y, int) else "float32"
        if self._t.dtype != getattr(torch, want):
            raise TypeError(f"For 'Tensor.select', if the argument 'y' is {type(y).__name__}, then the tensor type "
                            f"should be {want} but got {mstype.from_torch_dtype(self._t.dtype)}")
    return A.where(condition, self, y)


def _copy_(self, src, non_blocking=False):
    """``Tensor.copy_(src, non_blocking=False)``: ``src`` (broadcast, cast to the tensor's dtype) written into the
    tensor (torch.Tensor.copy_); returns the tensor."""
    if not isinstance(src, Tensor):
        raise TypeError(f"copy_(): argument 'src' (position 1) must be Tensor, not {type(src).__name__}.")
    t = self._t
    try:
        with torch.no_grad() if t.requires_grad and t.is_leaf else _NO_GRAD_OFF:
            t.copy_(src._t, non_blocking)
    except RuntimeError as exc:
        raise RuntimeError(f"For 'InplaceCopy', the shape of 'value' {tuple(src._t.shape)} must broadcast to the "
                           f"shape of 'variable' {tuple(t.shape)}.") from exc
    return self


TENSOR_METHODS.update({
    "select": overloaded("select", ("dim: int, index: int_t", _select_dim),
                         ("condition: tensor, y: num_t", _select_where)),
    "copy_": _copy_,
    "adjoint": LF.adjoint, "col2im": BX.col2im, "unique_with_pad": AX.unique_with_pad,
    "reverse_sequence": _doc("``Tensor.reverse_sequence(seq_lengths, seq_dim=0, batch_dim=0)``: "
                             "``ops.reverse_sequence``.", lambda self, seq_lengths, seq_dim=0, batch_dim=0:
                             NX.reverse_sequence(self, seq_lengths, seq_dim, batch_dim)),
    "random_categorical": _random_categorical, "requires_grad_": _requires_grad_, "to_": _to_in_place,
    "storage": _storage, "untyped_storage": _storage,
    "remove_hook": staticmethod(TensorHooks.remove),
})


def _ormqr(self, input2, input3, left=True, transpose=False):
    """``Tensor.ormqr(input2, input3, left=True, transpose=False)``: ``ops.ormqr`` (``tau``, ``other``)."""
    return MM.ormqr(self, input2, input3, left, transpose)


TENSOR_METHODS.update({"fmin": MM.fmin, "fills": MM.fills, "ormqr": _ormqr})


def attach(table=None):
    """Install ``table`` (default: TENSOR_METHODS) as methods of Tensor."""
    for name, fn in (table or TENSOR_METHODS).items():
        setattr(Tensor, name, fn)


attach()
