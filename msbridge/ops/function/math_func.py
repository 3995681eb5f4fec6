"""mindspore.ops functional: math_func (reductions, elementwise arithmetic, clamping) over torch."""
import numbers

import torch

from ...common.tensor import (Tensor, _common, _k_abs, _k_add, _k_floordiv, _k_mul, _k_neg, _k_pow, _k_sub,
                              _k_truediv, _wrap, binary_op)
from ._utils import (ALL, check_axis, check_bool, is_int, is_integer_dtype, keep_all, reduce_axes, require_float,
                     tensor_of, torch_dtype)

__all__ = ["sum", "mean", "prod", "all", "any", "std", "var", "amax", "amin", "argmin", "permute", "add", "sub",
           "mul", "div", "maximum", "minimum", "abs", "neg", "exp", "log", "sqrt", "square", "pow", "tanh",
           "clamp", "clip", "clip_by_value"]

_builtin_all = all


# --- reductions -------------------------------------------------------------------------------------
def _reduce(fn, t, axes, keepdims, **kwargs):
    """``fn`` over ``axes`` (``ALL``: every axis; a 0-d input is its own full reduction)."""
    if axes is ALL:
        return keep_all(fn(t, **kwargs), t.dim(), keepdims)
    return fn(t, dim=axes, keepdim=keepdims, **kwargs)


def reduce_sum(t, axis, keepdims, api, dtype=None):
    """torch.sum with MindSpore's axis rules (integer and Bool inputs sum to Int64 unless ``dtype`` is given)."""
    return _reduce(torch.sum, t, reduce_axes(axis, t.dim(), api), keepdims, dtype=torch_dtype(dtype, api))


def sum(input, dim=None, keepdim=False, *, dtype=None):  # noqa: A001 - MindSpore's name
    """``ops.sum``: torch.sum; Bool and integer inputs give Int64 unless ``dtype`` is given."""
    return _wrap(reduce_sum(tensor_of(input, "sum"), dim, check_bool(keepdim, "sum", "keepdim"), "sum", dtype))


def reduce_mean(t, axis, keepdims, api, dtype=None):
    """Mean with MindSpore's result dtypes: integer inputs keep their dtype (truncated toward zero)."""
    axes = reduce_axes(axis, t.dim(), api)
    if t.dtype == torch.bool:
        raise RuntimeError(f"For '{api}', unsupported reduce operation for bool.")
    if dtype is not None:
        return _reduce(torch.mean, t, axes, keepdims, dtype=torch_dtype(dtype, api))
    if is_integer_dtype(t.dtype):
        return _reduce(torch.mean, t.double(), axes, keepdims).to(t.dtype)
    return _reduce(torch.mean, t, axes, keepdims)


def mean(x, axis=None, keep_dims=False):
    """``ops.mean``: torch.mean; integer inputs keep their dtype (the mean is truncated toward zero)."""
    keep_dims = check_bool(keep_dims, "mean", "keep_dims")
    return _wrap(reduce_mean(tensor_of(x, "mean", "x"), axis, keep_dims, "ReduceMean"))


def reduce_prod(t, axis, keepdims, api, dtype=None):
    """torch.prod over any set of axes (one axis at a time); integer and Bool inputs give Int64."""
    axes = reduce_axes(axis, t.dim(), api)
    target = torch_dtype(dtype, api)
    if axes is ALL:
        return keep_all(torch.prod(t, dtype=target), t.dim(), keepdims)
    for a in sorted(axes, reverse=True):
        t = torch.prod(t, dim=a, keepdim=keepdims, dtype=target)
    return t


def prod(input, axis=None, keep_dims=False, dtype=None):
    """``ops.prod``: torch.prod; integer and Bool inputs give Int64."""
    return _wrap(reduce_prod(tensor_of(input, "prod"), axis, keep_dims, "ReduceProd", dtype))


def reduce_bool(fn, t, axis, keepdims, api):
    """torch.all / torch.any; a UInt8 input keeps its dtype for ``any`` as in MindSpore."""
    result = _reduce(fn, t, reduce_axes(axis, t.dim(), api), keepdims)
    return result if fn is torch.any and t.dtype == torch.uint8 else result.bool()


def all(input, axis=None, keep_dims=False):  # noqa: A001 - MindSpore's name
    """``ops.all``: torch.all; the result is Bool."""
    return _wrap(reduce_bool(torch.all, tensor_of(input, "all"), axis, keep_dims, "ReduceAll"))


def any(input, axis=None, keep_dims=False):  # noqa: A001 - MindSpore's name
    """``ops.any``: torch.any; the result is Bool (UInt8 for a UInt8 input, as in MindSpore)."""
    return _wrap(reduce_bool(torch.any, tensor_of(input, "any"), axis, keep_dims, "ReduceAny"))


def reduce_var(t, axis, ddof, keepdims, api, root=False):
    """Variance (or standard deviation) with ``ddof``; integer inputs are computed in Float32."""
    if not isinstance(ddof, numbers.Integral):
        raise TypeError(f"For '{api}', the type of 'ddof' should be one of '['int', 'bool']', but got type "
                        f"'{type(ddof).__name__}'.")
    if t.dtype == torch.bool:
        raise RuntimeError(f"For '{api}', the input type Bool is not supported.")
    if not t.dtype.is_floating_point:
        t = t.float()
    fn = torch.std if root else torch.var
    axes = reduce_axes(axis, t.dim(), api)
    return _reduce(fn, t, axes, keepdims, correction=int(ddof))


def std(input, axis=None, ddof=0, keepdims=False):
    """``ops.std``: torch.std with ``correction=ddof`` (0: biased)."""
    t = tensor_of(input, "std")
    require_float(t, "std")
    return _wrap(reduce_var(t, axis, ddof, keepdims, "std", root=True))


def var(input, axis=None, ddof=0, keepdims=False):
    """``ops.var``: torch.var with ``correction=ddof`` (0: biased)."""
    t = tensor_of(input, "var")
    require_float(t, "var")
    return _wrap(reduce_var(t, axis, ddof, keepdims, "var"))


def masked_for_extreme(t, largest, initial, where):
    """``t`` with the elements outside numpy's ``where`` mask replaced by ``initial`` (or by -inf/inf)."""
    if where is None or where is True:
        return t
    fill = initial if initial is not None else (float("-inf") if largest else float("inf"))
    mask = where._t if isinstance(where, Tensor) else torch.as_tensor(where)
    return torch.where(mask, t, torch.tensor(fill, dtype=t.dtype))


def reduce_extreme(t, axis, keepdims, api, largest, initial=None, where=None):
    """amax/amin with numpy's ``initial`` and ``where``."""
    if t.dtype == torch.bool:
        raise TypeError(f"For '{api}', the input type Bool is not supported.")
    t = masked_for_extreme(t, largest, initial, where)
    result = _reduce(torch.amax if largest else torch.amin, t, reduce_axes(axis, t.dim(), api), keepdims)
    if initial is not None:
        result = (torch.clamp_min if largest else torch.clamp_max)(result, initial).to(t.dtype)
    return result


def amax(input, axis=None, keepdims=False, *, initial=None, where=None):
    """``ops.amax``: torch.amax with numpy's ``initial`` / ``where``."""
    return _wrap(reduce_extreme(tensor_of(input, "amax"), axis, keepdims, "amax", True, initial, where))


def amin(input, axis=None, keepdims=False, *, initial=None, where=None):
    """``ops.amin``: torch.amin with numpy's ``initial`` / ``where``."""
    return _wrap(reduce_extreme(tensor_of(input, "amin"), axis, keepdims, "amin", False, initial, where))


def arg_extreme(t, axis, keepdims, api, largest, out=torch.int64):
    """argmax/argmin (``axis=None``: of the flattened input) as ``out`` indices."""
    if axis is not None:
        check_axis(axis, t.dim(), api)
    fn = torch.argmax if largest else torch.argmin
    if t.dtype == torch.bool:
        t = t.to(torch.uint8)
    if axis is None:  # of the flattened input; MindSpore 2.10 ignores keepdims here
        return fn(t).to(out)
    return fn(t, dim=axis, keepdim=keepdims).to(out)


def argmin(input, axis=None, keepdims=False):
    """``ops.argmin``: torch.argmin, Int32 indices (Bool input is a TypeError)."""
    t = tensor_of(input, "argmin")
    if t.dtype == torch.bool:
        raise TypeError("For 'Argmin', the input type Bool is not supported.")
    return _wrap(arg_extreme(t, axis, keepdims, "Argmin", False, torch.int32))


def permute(input, axis):
    """``ops.permute``: torch.permute with MindSpore's checks of ``axis``."""
    t = tensor_of(input, "permute")
    return _wrap(t.permute(check_perm(axis, t.dim())))


def check_perm(axis, ndim):
    """A permutation of ``range(ndim)`` (ValueError for a wrong length or repeated axes)."""
    if isinstance(axis, Tensor):
        axis = axis._t.tolist()
    if not isinstance(axis, (tuple, list)) or not _builtin_all(is_int(a) for a in axis):
        raise TypeError(f"For 'Transpose', the 'perm' must be a tuple or list of int, but got {axis!r}.")
    if len(axis) != ndim:
        raise ValueError(f"For 'Transpose', size of perm should equal to rank of x, but got {len(axis)} and {ndim}!")
    perm = [a % max(ndim, 1) for a in axis]
    for a in perm:
        if perm.count(a) > 1:
            raise ValueError(f"For 'Transpose' perms should all be unique dim, but{a} is not unique!")
    return tuple(perm)


# --- elementwise arithmetic -----------------------------------------------------------------------
def _no_bool(value, api):
    if isinstance(value, Tensor) and value._t.dtype == torch.bool:
        raise TypeError(f"For primitive[{api}], the input argument[x] must be a numeric Tensor, but got Tensor[Bool].")


def _numbers_only(input, other, api):
    """``ops.add(1, 2)``: two numbers give a 0-d tensor of their result type."""
    if not isinstance(input, Tensor) and not isinstance(other, Tensor):
        if isinstance(input, (bool, int, float)) and isinstance(other, (bool, int, float)):
            return Tensor(input), other
        raise TypeError(f"Failed calling {api} with \"{api}()(input={type(input).__name__}, "
                        f"other={type(other).__name__})\".")
    for value in (input, other):
        if not isinstance(value, (Tensor, bool, int, float)):
            raise TypeError(f"Failed calling {api} with \"{api}()(input={type(input).__name__}, "
                            f"other={type(value).__name__})\".")
    return input, other


def arith(kernel, input, other, api):
    """A binary kernel on two operands (Tensors or numbers) as the ``ops`` functions take them."""
    input, other = _numbers_only(input, other, api)
    return binary_op(kernel, input, other, api)


def add(input, other):
    """``ops.add``: torch.add with MindSpore's type promotion (Bool inputs are a TypeError)."""
    _no_bool(input, "Add")
    _no_bool(other, "Add")
    return arith(_k_add, input, other, "Add")


def sub(input, other):
    """``ops.sub``: torch.sub with MindSpore's type promotion (Bool inputs are a TypeError)."""
    _no_bool(input, "Sub")
    _no_bool(other, "Sub")
    return arith(_k_sub, input, other, "Sub")


def mul(input, other):
    """``ops.mul``: torch.mul with MindSpore's type promotion."""
    return arith(_k_mul, input, other, "Mul")


def _trunc_div(a, b):
    a, b = _common(a, b)
    return torch.div(a, b, rounding_mode="trunc")


_ROUNDING = {None: _k_truediv, "floor": _k_floordiv, "trunc": _trunc_div}


def div(input, other, *, rounding_mode=None):
    """``ops.div``: torch.div; integer inputs give Float32 unless ``rounding_mode`` is 'floor' or 'trunc'."""
    if rounding_mode not in _ROUNDING:
        raise ValueError("For ops.div, rounding_mode value should be None, 'floor' or 'trunc'.")
    return arith(_ROUNDING[rounding_mode], input, other, "Div")


def _extreme_kernel(fn):
    def kernel(a, b):
        if a.dtype == torch.bool and (not isinstance(b, torch.Tensor) or b.dtype == torch.bool):
            raise TypeError("For 'Maximum/Minimum', the input type Bool is not supported.")
        a, b = _common(a, b)
        if not isinstance(b, torch.Tensor):
            b = torch.tensor(b).to(torch.result_type(a, b))
            a = a.to(b.dtype)
        return fn(a, b)
    return kernel


_k_maximum = _extreme_kernel(torch.maximum)
_k_minimum = _extreme_kernel(torch.minimum)


def maximum(input, other):
    """``ops.maximum``: torch.maximum (NaN propagates) with MindSpore's type promotion."""
    return arith(_k_maximum, input, other, "Maximum")


def minimum(input, other):
    """``ops.minimum``: torch.minimum (NaN propagates) with MindSpore's type promotion."""
    return arith(_k_minimum, input, other, "Minimum")


def pow(input, exponent):  # noqa: A001 - MindSpore's name
    """``ops.pow``: torch.pow; integer powers with negative exponents do not raise (MindSpore's values)."""
    return arith(_k_pow, input, exponent, "Pow")


def _unary(api, name="input"):
    def check(value):
        if not isinstance(value, Tensor):
            raise TypeError(f"Failed calling {api} with \"{api}()({name}={type(value).__name__})\".")
        return value._t
    return check


def abs(input):  # noqa: A001 - MindSpore's name
    """``ops.abs``: torch.abs (Bool stays Bool)."""
    return _wrap(_k_abs(_unary("Abs")(input)))


def neg(input):
    """``ops.neg``: torch.neg (Bool is a TypeError)."""
    return _wrap(_k_neg(_unary("Neg")(input)))


def _float_unary(torch_fn, api):
    def op(input):
        t = _unary(api)(input)
        require_float(t, api)
        return _wrap(torch_fn(t))
    op.__name__ = api.lower()
    return op


exp = _float_unary(torch.exp, "Exp")
exp.__doc__ = "``ops.exp``: torch.exp (float inputs only, as MindSpore's CPU kernel)."
log = _float_unary(torch.log, "Log")
log.__doc__ = "``ops.log``: torch.log (float inputs only, as MindSpore's CPU kernel)."
tanh = _float_unary(torch.tanh, "Tanh")
tanh.__doc__ = "``ops.tanh``: torch.tanh (float inputs only, as MindSpore's CPU kernel)."


def sqrt(x):
    """``ops.sqrt``: torch.sqrt; integer and Bool inputs give Float32."""
    return _wrap(torch.sqrt(_unary("Sqrt", "x")(x)))


def square(input):
    """``ops.square``: torch.square (Bool is a TypeError)."""
    t = _unary("Square")(input)
    if t.dtype == torch.bool:
        raise TypeError("For 'Square', the input type Bool is not supported.")
    return _wrap(torch.square(t))


# --- clamping ---------------------------------------------------------------------------------------
def _bound(value, api):
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, Tensor):
        return value._t
    raise TypeError(f"For '{api}', the bounds must be numbers or Tensors, but got {type(value).__name__}.")


def clamp_t(t, min, max, api):  # noqa: A002 - MindSpore's names
    """torch.clamp with MindSpore's rules: one bound at least, both numbers or both Tensors."""
    if min is None and max is None:
        raise ValueError(f"For {api}, at least one of 'min' or 'max' must not be None.")
    if t.dtype == torch.bool:
        raise ValueError(f"For {api}, the input type Bool is not supported.")
    lo, hi = _bound(min, api), _bound(max, api)
    if isinstance(lo, torch.Tensor) != isinstance(hi, torch.Tensor) and lo is not None and hi is not None:
        raise TypeError(f"Failed calling ClampTensor with \"ClampTensor()(input=Tensor, min={type(min).__name__}, "
                        f"max={type(max).__name__})\".")
    return torch.clamp(t, lo, hi)


def clamp(input, min=None, max=None):  # noqa: A002 - MindSpore's names
    """``ops.clamp``: torch.clamp (an integer input with float bounds gives Float32)."""
    return _wrap(clamp_t(tensor_of(input, "clamp"), min, max, "Clamp"))


clip = clamp


def clip_by_value(x, clip_value_min=None, clip_value_max=None):
    """``ops.clip_by_value``: torch.clamp keeping the input dtype; a list/tuple of Tensors is clipped item by item."""
    if clip_value_min is None and clip_value_max is None:
        raise ValueError("For 'clip_by_value', at least one of 'clip_value_min' or 'clip_value_max' must not be None")
    if isinstance(x, (list, tuple)):
        return tuple(clip_by_value(item, clip_value_min, clip_value_max) for item in x)
    t = tensor_of(x, "clip_by_value", "x")
    lo, hi = _bound(clip_value_min, "clip_by_value"), _bound(clip_value_max, "clip_by_value")
    return _wrap(torch.clamp(t, lo, hi).to(t.dtype))
