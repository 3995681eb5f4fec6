"""mindspore.ops functional: math_func (reductions, elementwise arithmetic, clamping) over torch."""
import inspect
import math

import torch

from ..._checkparam import check_bool, check_not_empty, check_value_type, kernel_error
from ...common import dtype as mstype
from ...common.handles import (KERNELS as _KERNELS, promoted_pair as _common, k_abs as _k_abs, k_add as _k_add,
                               k_eq as _k_eq, k_floordiv as _k_floordiv, k_mod as _k_mod, k_mul as _k_mul,
                               k_ne as _k_ne, k_neg as _k_neg, k_pow as _k_pow, k_sub as _k_sub,
                               k_truediv as _k_truediv, wrap as _wrap)
from ...common.tensor import DOUBLE_DTYPES, Tensor, binary_op, float32_value
from ._utils import (ALL, check_axis, is_int, is_integer_dtype, keep_all, reduce_axes, require_float,
                     tensor_of, torch_dtype, with_names)

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
    return _wrap(reduce_sum(tensor_of(input, "sum"), dim, check_bool(keepdim, "keepdim", "sum"), "sum", dtype))


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
    keep_dims = check_bool(keep_dims, "keep_dims", "mean")
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
    check_value_type(ddof, [int, bool], "ddof", api)
    if t.dtype == torch.bool:
        raise RuntimeError(f"For '{api}', the input type Bool is not supported.")
    if not t.dtype.is_floating_point:
        t = t.float()
    axes = reduce_axes(axis, t.dim(), api)
    if root and t.requires_grad and torch.is_grad_enabled():
        # sqrt of the variance: NaN gradient for a constant slice, where the standard deviation is not
        # differentiable (MindSpore's value; torch.std's backward gives 0 there)
        return torch.sqrt(_reduce(torch.var, t, axes, keepdims, correction=int(ddof)))
    return _reduce(torch.std if root else torch.var, t, axes, keepdims, correction=int(ddof))


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
    try:
        result = _reduce(torch.amax if largest else torch.amin, t, reduce_axes(axis, t.dim(), api), keepdims)
    except (RuntimeError, IndexError) as exc:  # torch's kernel has no extreme of no elements (its error type,
        if t.numel():  # MindSpore's wording)
            raise
        raise type(exc)(f"For '{api}', the input of shape {tuple(t.shape)} has no element to reduce along axis "
                        f"{axis}.") from None
    if initial is not None:
        result = (torch.clamp_min if largest else torch.clamp_max)(result, initial).to(t.dtype)
    return result


def extreme_along(t, axis, keepdims, largest):
    """(values, Int64 indices) of torch.max/min along the one ``axis``: the whole gradient goes to the returned (first)
    index, MindSpore's rule for ops.max/min(axis), aminmax, ArgMaxWithValue and Tensor.max/min(axis); amax/amin
    (and ReduceMax) share it among tied elements."""
    return (torch.max if largest else torch.min)(t, axis, keepdims)


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
    check_not_empty(t, "input", api, RuntimeError)  # (MindSpore's kernel takes no empty input)
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
    if input.__class__ is Tensor and other.__class__ is Tensor:  # the hot path
        try:
            return _wrap(kernel(input._t, other._t))
        except (RuntimeError, NotImplementedError):
            pass  # binary_op below raises MindSpore's error
    input, other = _numbers_only(input, other, api)
    return binary_op(kernel, input, other, api)


def add(input, other):
    """``ops.add``: torch.add with MindSpore's type promotion (Bool inputs are a TypeError)."""
    if input.__class__ is Tensor and other.__class__ is Tensor:
        a, b = input._t, other._t
        if a.dtype is b.dtype and a.dtype is not torch.bool:  # the hot path
            try:
                return _wrap(torch.add(a, b))
            except RuntimeError:
                pass  # binary_op below raises MindSpore's error
    _no_bool(input, "Add")
    _no_bool(other, "Add")
    return arith(_k_add, input, other, "Add")


def sub(input, other):
    """``ops.sub``: torch.sub with MindSpore's type promotion (Bool inputs are a TypeError)."""
    _no_bool(input, "Sub")
    _no_bool(other, "Sub")
    return arith(_k_sub, input, other, "Sub")


def _same_dtype_fast(torch_fn, input, other):
    """``torch_fn`` of two Tensors of one dtype (the hot path of the binary ops), or None to take the checked
    path (other operands, or a torch error that the checked path turns into MindSpore's)."""
    if input.__class__ is Tensor and other.__class__ is Tensor and input._t.dtype is other._t.dtype:
        try:
            return _wrap(torch_fn(input._t, other._t))
        except RuntimeError:
            return None
    return None


def mul(input, other):
    """``ops.mul``: torch.mul with MindSpore's type promotion."""
    result = _same_dtype_fast(torch.mul, input, other)
    return arith(_k_mul, input, other, "Mul") if result is None else result


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


_ABS, _NEG = _unary("Abs"), _unary("Neg")


def abs(input):  # noqa: A001 - MindSpore's name
    """``ops.abs``: torch.abs (Bool stays Bool)."""
    return _wrap(_k_abs(_ABS(input)))


def neg(input):
    """``ops.neg``: torch.neg (Bool is a TypeError)."""
    return _wrap(_k_neg(_NEG(input)))


def _float_unary(torch_fn, api):
    check = _unary(api)

    def op(input):
        t = check(input)
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


_FLOAT64, _COMPLEX128 = DOUBLE_DTYPES


def _float32_bounds(lo, hi):
    """Python float bounds as MindSpore's ops see them (``float32_value``), for a tensor that would see more of
    them (Float64, Complex128)."""
    return tuple(float32_value(b) if b.__class__ is float else b for b in (lo, hi))


def clamp_t(t, min, max, api):  # noqa: A002 - MindSpore's names
    """torch.clamp with MindSpore's rules: one bound at least, both numbers or both Tensors."""
    if min is None and max is None:
        raise ValueError(f"For {api}, at least one of 'min' or 'max' must not be None.")
    dtype = t.dtype
    if dtype == torch.bool:
        raise ValueError(f"For {api}, the input type Bool is not supported.")
    lo, hi = _bound(min, api), _bound(max, api)
    if dtype is _FLOAT64 or dtype is _COMPLEX128:
        lo, hi = _float32_bounds(lo, hi)
    if isinstance(lo, torch.Tensor) != isinstance(hi, torch.Tensor) and lo is not None and hi is not None:
        raise TypeError(f"Failed calling ClampTensor with \"ClampTensor()(input=Tensor, min={type(min).__name__}, "
                        f"max={type(max).__name__})\".")
    return torch.clamp(t, lo, hi)


def clamp(input, min=None, max=None):  # noqa: A002 - MindSpore's names
    """``ops.clamp``: torch.clamp (an integer input with float bounds gives Float32)."""
    return _wrap(clamp_t(tensor_of(input, "clamp"), min, max, "Clamp"))


clip = clamp




class _ClipByValue(torch.autograd.Function):
    """torch.clamp with MindSpore's gradient: at a bound x and the (Tensor) bound get half each (torch.clamp gives
    all to x); below/above the range the bound gets it all. The sides are ``(sign(x - lo) + 1) / 2`` and
    ``(sign(hi - x) + 1) / 2``; with number bounds x's share is ``(sign((x - lo)(hi - x)) + 1) / 2``. Sign
    arithmetic is cheaper than torch.clamp's own backward masks on CPU."""

    @staticmethod
    def forward(ctx, t, lo, hi):
        ctx.tensor_lo, ctx.tensor_hi = isinstance(lo, torch.Tensor), isinstance(hi, torch.Tensor)
        ctx.lo, ctx.hi = (None if ctx.tensor_lo else lo), (None if ctx.tensor_hi else hi)
        ctx.save_for_backward(t, lo if ctx.tensor_lo else None, hi if ctx.tensor_hi else None)
        return torch.clamp(t, lo, hi).to(t.dtype)

    @staticmethod
    def backward(ctx, grad):
        t, lo_t, hi_t = ctx.saved_tensors
        lo, hi = (lo_t if ctx.tensor_lo else ctx.lo), (hi_t if ctx.tensor_hi else ctx.hi)
        if not (ctx.tensor_lo or ctx.tensor_hi):  # number bounds: x's share only
            side = (t - lo) if hi is None else (hi - t) if lo is None else (t - lo).mul_(hi - t)
            side.sign_()  # 1 inside, 0 at a bound, -1 outside
            half = grad * 0.5
            return torch.addcmul(half, half, side), None, None
        low = None if lo is None else (torch.sign(t - lo) + 1) * 0.5
        high = None if hi is None else (torch.sign(hi - t) + 1) * 0.5
        scale = low if high is None else high if low is None else low * high
        grads = [grad * scale, None, None]
        for i, (side, bound) in enumerate(((low, lo_t), (high, hi_t)), 1):
            if ctx.needs_input_grad[i]:
                grads[i] = (grad * (1 - side)).sum_to_size(bound.shape).to(bound.dtype)
        return tuple(grads)


def clip_by_value(x, clip_value_min=None, clip_value_max=None):
    """``ops.clip_by_value``: torch.clamp keeping the input dtype; a list/tuple of Tensors is clipped item by item."""
    if clip_value_min is None and clip_value_max is None:
        raise ValueError("For 'clip_by_value', at least one of 'clip_value_min' or 'clip_value_max' must not be None")
    if isinstance(x, (list, tuple)):
        return tuple(clip_by_value(item, clip_value_min, clip_value_max) for item in x)
    t = tensor_of(x, "clip_by_value", "x")
    lo, hi = _bound(clip_value_min, "clip_by_value"), _bound(clip_value_max, "clip_by_value")
    if t.dtype in DOUBLE_DTYPES:
        lo, hi = _float32_bounds(lo, hi)
    return _wrap(clip_t(t, lo, hi))


def clip_t(t, lo, hi):
    """torch.clamp keeping ``t``'s dtype, differentiated as MindSpore's clip_by_value (``_ClipByValue``)."""
    if t.is_floating_point() and torch.is_grad_enabled() and (t.requires_grad or _needs_grad(lo) or _needs_grad(hi)):
        return _ClipByValue.apply(t, lo, hi)
    return torch.clamp(t, lo, hi).to(t.dtype)


# --- elementwise ops from tables ---------------------------------------------------------------------
# How an elementwise op treats its input dtypes (measured on MindSpore 2.10 CPU):
#   "float":   floating inputs only (TypeError otherwise), result in the input dtype;
#   "tofloat": integer and Bool inputs are computed in Float32;
#   "numeric": any dtype but Bool, result in the input dtype;
#   "any":     any dtype, result in the input dtype (or Bool for predicates);
#   "integer": integer inputs only (TypeError otherwise); "complex": complex inputs only;
#   "wide_float": Float32 and Float64 only.
def _check_dtype_rule(t, rule, api):
    if rule == "float":
        require_float(t, api)
    elif rule == "numeric" and t.dtype == torch.bool:
        raise TypeError(f"For '{api}', the input type Bool is not supported.")
    elif rule == "tofloat" and not (t.dtype.is_floating_point or t.dtype.is_complex):
        return t.float()
    elif rule == "complex" and not t.is_complex():
        raise TypeError(f"For '{api}', the input must be a complex Tensor, but got {mstype.from_torch_dtype(t.dtype)}.")
    elif rule == "wide_float" and t.dtype not in (torch.float32, torch.float64):
        raise TypeError(f"For '{api}', the input must be a Float32 or Float64 Tensor, but got "
                        f"{mstype.from_torch_dtype(t.dtype)}.")
    elif rule == "integer" and not is_integer_dtype(t.dtype):
        raise TypeError(f"For '{api}', the input must be an integer Tensor, but got "
                        f"{mstype.from_torch_dtype(t.dtype)}.")
    return t


def unary_op(torch_fn, api, rule="float", name="input"):
    """A functional op applying ``torch_fn`` to one Tensor with MindSpore's dtype ``rule``."""
    check = _unary(api, name)

    def op(input):
        t = input._t if input.__class__ is Tensor else check(input)
        if rule == "float" and t.is_floating_point():  # the hot path: no further checks
            return _wrap(torch_fn(t))
        return _wrap(torch_fn(_check_dtype_rule(t, rule, api)))
    op.__name__ = api
    op.__doc__ = f"``ops.{api}``: torch.{getattr(torch_fn, '__name__', api)} ({rule} inputs)."
    return op


class _Acosh(torch.autograd.Function):
    """torch.acosh with MindSpore's gradient ``1 / sinh(acosh x)``: NaN for x < 1, where acosh is NaN (torch's
    ``1 / sqrt(x^2 - 1)`` is finite for x < -1)."""

    @staticmethod
    def forward(ctx, t):
        out = torch.acosh(t)
        ctx.save_for_backward(out)
        return out

    @staticmethod
    def backward(ctx, grad):
        return grad / torch.sinh(ctx.saved_tensors[0])


def _acosh(t):
    return _Acosh.apply(t) if t.requires_grad and torch.is_grad_enabled() else torch.acosh(t)


_UNARY = {  # MindSpore name -> (torch function, dtype rule)
    "sin": (torch.sin, "float"), "cos": (torch.cos, "float"), "tan": (torch.tan, "float"),
    "asin": (torch.asin, "float"), "acos": (torch.acos, "float"), "atan": (torch.atan, "float"),
    "sinh": (torch.sinh, "float"), "cosh": (torch.cosh, "float"), "asinh": (torch.asinh, "float"),
    "acosh": (_acosh, "float"), "atanh": (torch.atanh, "float"), "erf": (torch.erf, "float"),
    "erfc": (torch.erfc, "float"), "erfinv": (torch.erfinv, "float"), "expm1": (torch.expm1, "float"),
    "log1p": (torch.log1p, "float"), "log2": (torch.log2, "float"), "log10": (torch.log10, "float"),
    "rsqrt": (torch.rsqrt, "float"), "floor": (torch.floor, "float"), "ceil": (torch.ceil, "float"),
    "deg2rad": (torch.deg2rad, "float"), "rad2deg": (torch.rad2deg, "float"), "digamma": (torch.digamma, "float"),
    "i0": (torch.i0, "float"), "exp2": (torch.exp2, "tofloat"), "reciprocal": (torch.reciprocal, "tofloat"),
    "sinc": (torch.sinc, "tofloat"), "trunc": (lambda t: t.clone() if not t.is_floating_point() else torch.trunc(t),
                                               "any"),
    "positive": (torch.clone, "any"), "negative": (_k_neg, "any"), "absolute": (_k_abs, "any"),
    "isnan": (torch.isnan, "any"), "isfinite": (torch.isfinite, "any"), "isinf": (torch.isinf, "float"),
    "signbit": (torch.signbit, "any"), "logical_not": (torch.logical_not, "any"),
    "sign": (torch.sign, "numeric"), "invert": (torch.bitwise_not, "integer"),
}
_UNARY_ALIASES = {"arcsin": "asin", "arccos": "acos", "arctan": "atan", "arcsinh": "asinh", "arccosh": "acosh",
                  "arctanh": "atanh"}
for _name, (_fn, _rule) in _UNARY.items():
    globals()[_name] = unary_op(_fn, _name, _rule)
for _alias, _name in _UNARY_ALIASES.items():
    globals()[_alias] = globals()[_name]
__all__ += list(_UNARY) + list(_UNARY_ALIASES)


def round(input, *, decimals=0):  # noqa: A001 - MindSpore's name
    """``ops.round``: torch.round (half to even) with ``decimals``; integers are returned unchanged."""
    t = _unary("Round")(input)
    if t.dtype in (torch.bool, torch.uint8):
        raise RuntimeError(f"For 'Round', the input type {mstype.from_torch_dtype(t.dtype)} is not supported.")
    if not is_int(decimals):
        raise TypeError(f"For 'Round', the 'decimals' must be int, but got {type(decimals).__name__}.")
    return _wrap(torch.round(t, decimals=decimals) if t.is_floating_point() else t.clone())


def frac(x):
    """``ops.frac``: x - trunc(x) (torch.frac); integer inputs give zeros (Bool gives Int64)."""
    t = _unary("Frac", "x")(x)
    if t.is_floating_point():
        return _wrap(torch.frac(t))
    return _wrap(torch.zeros_like(t, dtype=torch.int64 if t.dtype == torch.bool else t.dtype))


def nan_to_num(input, nan=None, posinf=None, neginf=None):
    """``ops.nan_to_num``: torch.nan_to_num (float inputs only; ``nan=None`` replaces NaN with 0, as in MindSpore)."""
    t = _unary("NanToNum")(input)
    require_float(t, "nan_to_num")
    if t.dtype == torch.float64:  # (no Float64 in MindSpore's NanToNum kernel)
        raise TypeError("For 'NanToNum', the dtype of 'input' must not be float64, but got Float64.")
    return _wrap(torch.nan_to_num(t, 0.0 if nan is None else nan, posinf, neginf))


__all__ += ["round", "frac", "nan_to_num"]


# --- binary ops --------------------------------------------------------------------------------------
def _promoted_pair(input, other, api):
    """Both operands as torch tensors after MindSpore's promotion (numbers take the tensor's kind)."""
    input, other = _numbers_only(input, other, api)
    a = input._t if isinstance(input, Tensor) else None
    b = other._t if isinstance(other, Tensor) else None
    if a is None:
        a = torch.tensor(input).to(torch.result_type(b, input))
    if b is None:
        b = torch.tensor(other).to(torch.result_type(a, other))
    common = torch.promote_types(a.dtype, b.dtype)
    return a.to(common), b.to(common)


def _with_grad(torch_fn, function):
    """``torch_fn`` of two torch tensors, or the autograd Function ``function`` (MindSpore's gradient) where
    autograd records the call."""
    def kernel(a, b):
        if (a.requires_grad or b.requires_grad) and torch.is_grad_enabled():
            return function.apply(a, b)
        return torch_fn(a, b)
    return kernel


def binary_rule_op(torch_fn, api, rule="any", same_dtype=False, tensors_only=False, names=("input", "other"),
                   grad=None):
    """A functional op applying ``torch_fn`` to two operands (Tensors or numbers) after MindSpore's promotion.

    ``rule`` applies to the promoted dtype (see ``_check_dtype_rule``); ``same_dtype``: two Tensors of one dtype
    are required; ``tensors_only``: numbers are a TypeError, or, when it is ``"or bool"``, numbers other than
    Python bools (all measured per op on MindSpore 2.10); ``grad``: a torch.autograd.Function of the two
    operands with MindSpore's gradient, applied instead of ``torch_fn`` where autograd records the call."""
    operand_types = (Tensor, bool) if tensors_only == "or bool" else Tensor
    any_dtype, float_only = rule == "any", rule == "float"
    kernel = torch_fn if grad is None else _with_grad(torch_fn, grad)

    def op(input, other):
        if type(input) is Tensor and type(other) is Tensor:
            a, b = input._t, other._t
            dtype = a.dtype
            if dtype is b.dtype and (any_dtype or float_only and dtype.is_floating_point):
                try:  # the hot path: two Tensors of one dtype the rule accepts
                    return _wrap(torch_fn(a, b) if grad is None or not (a.requires_grad or b.requires_grad)
                                 else kernel(a, b))
                except RuntimeError:
                    pass  # the checked path below raises MindSpore's error
        if tensors_only and not (isinstance(input, operand_types) and isinstance(other, operand_types)):
            raise TypeError(f"For '{api}', the inputs must be Tensors, but got {type(input).__name__} and "
                            f"{type(other).__name__}.")
        if same_dtype and input._t.dtype != other._t.dtype:
            raise TypeError(f"For '{api}', the two inputs must have the same dtype, but got "
                            f"{input.dtype} and {other.dtype}.")
        a, b = _promoted_pair(input, other, api)
        try:
            return _wrap(kernel(_check_dtype_rule(a, rule, api), _check_dtype_rule(b, rule, api)))
        except RuntimeError as exc:
            raise ValueError(f"For '{api}', {exc}") from None
    op.__name__ = api
    op.__doc__ = f"``ops.{api}({names[0]}, {names[1]})``: torch.{getattr(torch_fn, '__name__', api)} " \
                 f"after MindSpore's type promotion."
    return op


def _int_only(fn, api):
    def kernel(a, b):
        if a.is_floating_point() or a.is_complex():
            raise TypeError(f"For '{api}', the inputs must be integer or Bool Tensors, but got "
                            f"{mstype.from_torch_dtype(a.dtype)}.")
        return fn(a, b)
    return kernel


def _float_result(fn):
    return lambda a, b: fn(a if a.is_floating_point() else a.float(), b if b.is_floating_point() else b.float())


def _needs_grad(value):
    return isinstance(value, torch.Tensor) and value.requires_grad


class _Atan2(torch.autograd.Function):
    """torch.atan2 with MindSpore's gradient ``(x, -y) / (x^2 + y^2)`` for atan2(y, x): NaN at (0, 0), where atan2 is
    not differentiable (torch gives 0 there)."""

    @staticmethod
    def forward(ctx, y, x):
        ctx.save_for_backward(y, x)
        return torch.atan2(y, x)

    @staticmethod
    def backward(ctx, grad):
        y, x = ctx.saved_tensors
        scale = grad / (x * x + y * y)
        return ((scale * x).sum_to_size(y.shape) if ctx.needs_input_grad[0] else None,
                (-scale * y).sum_to_size(x.shape) if ctx.needs_input_grad[1] else None)


class _Xdivy(torch.autograd.Function):
    """``x / y``, 0 where x = 0, with MindSpore's gradients: zero for both inputs where x = 0 (also at y = 0, where
    the quotient's gradients would be 0 * inf); elsewhere ``1 / y`` and ``-x / y^2`` (= -out / y)."""

    @staticmethod
    def forward(ctx, a, b):
        zero = a == 0
        out = torch.where(zero, 0.0, a / b)
        ctx.save_for_backward(zero, b, out)
        return out

    @staticmethod
    def backward(ctx, grad):
        zero, b, out = ctx.saved_tensors
        ga = torch.where(zero, 0.0, grad / b)
        gb = (-ga * out).sum_to_size(b.shape) if ctx.needs_input_grad[1] else None
        return (ga.sum_to_size(zero.shape) if ctx.needs_input_grad[0] else None), gb


_BINARY = {  # MindSpore name -> (torch function, keyword options of binary_rule_op)
    "atan2": (torch.atan2, {"rule": "float", "names": ("input", "other"), "grad": _Atan2}),
    "fmod": (torch.fmod, {}),
    "logaddexp": (torch.logaddexp, {"rule": "float", "same_dtype": True, "tensors_only": True}),
    "logaddexp2": (torch.logaddexp2, {"rule": "float", "same_dtype": True, "tensors_only": True}),
    "true_divide": (_k_truediv, {"names": ("dividend", "divisor")}),
    "xdivy": (lambda a, b: torch.where(a == 0, 0.0, a / b), {"rule": "float", "grad": _Xdivy}),
    "copysign": (_float_result(torch.copysign), {"rule": "numeric"}),
    "fmax": (torch.fmax, {"rule": "numeric"}),
    "heaviside": (torch.heaviside, {"rule": "numeric", "same_dtype": True, "tensors_only": True}),
    "ldexp": (lambda a, b: _float_result(torch.ldexp)(a, b), {"names": ("x", "other")}),
    "float_power": (lambda a, b: _k_pow(a.double(), b.double()), {"names": ("input", "exponent")}),
    "truncate_div": (lambda a, b: _trunc_div(a, b) if not a.is_floating_point() else torch.trunc(a / b),
                     {"rule": "numeric", "names": ("x", "y")}),
    "truncate_mod": (torch.fmod, {"rule": "numeric", "names": ("x", "y")}),
    "gcd": (_int_only(torch.gcd, "gcd"), {"rule": "numeric", "same_dtype": True, "tensors_only": True}),
    "lcm": (_int_only(torch.lcm, "lcm"), {"rule": "numeric"}),
    "bitwise_and": (_int_only(torch.bitwise_and, "bitwise_and"), {}),
    "bitwise_or": (_int_only(torch.bitwise_or, "bitwise_or"), {}),
    "bitwise_xor": (_int_only(torch.bitwise_xor, "bitwise_xor"), {}),
    "bitwise_left_shift": (_int_only(torch.bitwise_left_shift, "bitwise_left_shift"), {"rule": "numeric"}),
    "bitwise_right_shift": (_int_only(torch.bitwise_right_shift, "bitwise_right_shift"), {"rule": "numeric"}),
    "logical_and": (torch.logical_and, {"tensors_only": "or bool"}),
    "logical_or": (torch.logical_or, {"tensors_only": "or bool"}),
    "logical_xor": (torch.logical_xor, {"tensors_only": "or bool"}),
}
for _name, (_fn, _options) in _BINARY.items():
    globals()[_name] = binary_rule_op(_fn, _name, **_options)
arctan2 = atan2  # noqa: F821 - defined by the table above
__all__ += list(_BINARY) + ["arctan2"]


def _kernel_op(kernel, api, doc, fast=None):
    def op(input, other):
        result = None if fast is None else _same_dtype_fast(fast, input, other)
        return arith(kernel, input, other, api) if result is None else result
    op.__name__ = api
    op.__doc__ = doc
    return op


_COMPARE = {"equal": "eq", "eq": "eq", "not_equal": "ne", "ne": "ne", "greater": "gt", "gt": "gt",
            "greater_equal": "ge", "ge": "ge", "less": "lt", "lt": "lt", "less_equal": "le", "le": "le"}
for _name, _k in _COMPARE.items():
    globals()[_name] = _kernel_op(_KERNELS.get(_k) or {"eq": _k_eq, "ne": _k_ne}[_k], _name,
                                  f"``ops.{_name}``: torch.{_k} after MindSpore's type promotion (Bool result).",
                                  getattr(torch, _k))
__all__ += list(_COMPARE)

floor_divide = _kernel_op(_k_floordiv, "floor_divide", "``ops.floor_divide``: torch.floor_divide (MindSpore's "
                                                       "integer division by zero values).")
floor_div = floor_divide
floor_mod = _kernel_op(_k_mod, "floor_mod", "``ops.floor_mod``: torch.remainder (Python's sign rule).")
remainder = floor_mod


def subtract(input, other, *, alpha=1):
    """``ops.subtract``: ``input - alpha * other`` (``ops.sub`` after ``ops.mul`` when alpha is not 1)."""
    return sub(input, other if alpha == 1 else mul(other, alpha))


multiply = mul
divide = div
__all__ += ["floor_divide", "floor_div", "floor_mod", "remainder", "subtract", "multiply", "divide"]


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """``ops.isclose``: torch.isclose (two Tensors of one dtype)."""
    a, b = tensor_of(input, "isclose"), tensor_of(other, "isclose", "other")
    if a.dtype != b.dtype:
        raise TypeError(f"For 'IsClose', the two inputs must have the same dtype, but got "
                        f"{mstype.from_torch_dtype(a.dtype)} and {mstype.from_torch_dtype(b.dtype)}.")
    return _wrap(torch.isclose(a, b, rtol, atol, equal_nan))


def lerp(input, end, weight):
    """``ops.lerp``: torch.lerp (float Tensors; ``weight`` a number or Tensor)."""
    a, b = tensor_of(input, "lerp"), tensor_of(end, "lerp", "end")
    require_float(a, "lerp")
    if a.dtype != b.dtype:
        raise TypeError(f"For 'Lerp', the dtype of 'end' must be the same as 'input', but got "
                        f"{mstype.from_torch_dtype(b.dtype)} and {mstype.from_torch_dtype(a.dtype)}.")
    w = weight._t if isinstance(weight, Tensor) else weight
    try:
        return _wrap(torch.lerp(a, b, w))
    except RuntimeError as exc:
        raise kernel_error(exc, "Lerp") or exc


class _Xlogy(torch.autograd.Function):
    """``x * log(y)``, MindSpore's xlogy (NaN at x = 0, y <= 0, where torch.xlogy gives 0), with MindSpore's
    gradients: ``log(y)`` w.r.t. x, but 0 where x = 0 and y <= 0 (torch: 0 wherever x = 0), and ``x / y`` w.r.t. y."""

    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a * torch.log(b)

    @staticmethod
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        ga = None
        if ctx.needs_input_grad[0]:
            ga = (grad * torch.where((a == 0) & (b <= 0), 0.0, torch.log(b))).sum_to_size(a.shape)
        gb = (grad * a / b).sum_to_size(b.shape) if ctx.needs_input_grad[1] else None
        return ga, gb


def xlogy(input, other):
    """``ops.xlogy``: ``x * log(y)`` (NaN at x = 0, y <= 0, as MindSpore; torch.xlogy gives 0 there); Bool inputs or an
    integer Tensor with a number are computed in Float32."""
    a, b = _promoted_pair(input, other, "Xlogy")
    if not a.is_floating_point():
        both_int_tensors = isinstance(input, Tensor) and isinstance(other, Tensor) and a.dtype != torch.bool
        if both_int_tensors:
            raise TypeError(f"For 'Xlogy', the input type {mstype.from_torch_dtype(a.dtype)} is not supported.")
        a, b = a.float(), b.float()
    return _wrap(xlogy_t(a, b))


def xlogy_t(a, b):
    """``a * log(b)`` on float tensors, differentiated by ``_Xlogy`` (MindSpore's values and gradients)."""
    if (a.requires_grad or b.requires_grad) and torch.is_grad_enabled():
        return _Xlogy.apply(a, b)
    return a * torch.log(b)


def _three_of_one_dtype(api, input, tensor1, tensor2):
    ts = [tensor_of(v, api, n) for v, n in ((input, "input"), (tensor1, "tensor1"), (tensor2, "tensor2"))]
    if len({t.dtype for t in ts}) > 1:
        raise TypeError(f"For primitive[{api}], the input type must be same.")
    return ts


def _scaled_by(api, value, product, dtype):
    """``value * product`` for a Tensor ``value``: cast to the inputs' dtype and broadcast against them
    (MindSpore's Addcmul/Addcdiv accept a Tensor ``value`` of any broadcastable shape)."""
    v = value._t.to(dtype)
    try:
        torch.broadcast_shapes(v.shape, product.shape)
    except RuntimeError:
        raise ValueError(f"For '{api}', value.shape {list(v.shape)} and the inputs' shape {list(product.shape)} "
                         "need to broadcast.") from None
    return v * product


def addcmul(input, tensor1, tensor2, value=1):
    """``ops.addcmul``: input + value * tensor1 * tensor2 (torch.addcmul; three Tensors of one dtype)."""
    ts = _three_of_one_dtype("Addcmul", input, tensor1, tensor2)
    if isinstance(value, Tensor):
        return _wrap(ts[0] + _scaled_by("Addcmul", value, ts[1] * ts[2], ts[0].dtype))
    return _wrap(torch.addcmul(*ts, value=value))


def addcdiv(input, tensor1, tensor2, value=1):
    """``ops.addcdiv``: input + value * tensor1 / tensor2 (torch.addcdiv; float or Int64 Tensors of one dtype)."""
    ts = _three_of_one_dtype("Addcdiv", input, tensor1, tensor2)
    if not ts[0].is_floating_point() and ts[0].dtype != torch.int64:
        raise TypeError(f"For primitive[Addcdiv], the input type {mstype.from_torch_dtype(ts[0].dtype)} is not "
                        "supported.")
    if isinstance(value, Tensor):
        return _wrap((ts[0] + _scaled_by("Addcdiv", value, ts[1] / ts[2], ts[0].dtype)).to(ts[0].dtype))
    if ts[0].dtype == torch.int64:
        return _wrap((ts[0] + value * ts[1] / ts[2]).to(torch.int64))
    return _wrap(torch.addcdiv(*ts, value=value))


__all__ += ["isclose", "lerp", "xlogy", "addcmul", "addcdiv"]


# --- cumulative and further reductions -----------------------------------------------------------------
def cumsum(x, axis, dtype=None):
    """``ops.cumsum``: torch.cumsum along ``axis`` in the input dtype (Bool is a TypeError)."""
    t = tensor_of(x, "cumsum", "x")
    if t.dtype == torch.bool:
        raise TypeError("For primitive[CumSum], the input type Bool is not supported.")
    target = torch_dtype(dtype, "cumsum") or t.dtype
    check_not_empty(t, "x", "CumSum", RuntimeError)  # (MindSpore's kernel takes no empty input)
    return _wrap(torch.cumsum(t, check_axis(axis, t.dim(), "cumsum"), dtype=target))


def cumprod(input, dim, dtype=None):
    """``ops.cumprod``: torch.cumprod along ``dim`` (integer inputs give Int64 unless ``dtype`` is given)."""
    t = tensor_of(input, "cumprod")
    if t.dtype == torch.bool:
        raise TypeError("For 'CumProd', the input type Bool is not supported.")
    return _wrap(cumprod_t(t, check_axis(dim, t.dim(), "cumprod"), torch_dtype(dtype, "cumprod")))


def cumprod_t(t, axis, dtype=None):
    """torch.cumprod, differentiated by ``_CumProd`` (MindSpore's gradient)."""
    if t.requires_grad and torch.is_grad_enabled() and t.is_floating_point() and dtype in (None, t.dtype):
        return _CumProd.apply(t, axis)
    return torch.cumprod(t, axis, dtype=dtype)


class _CumProd(torch.autograd.Function):
    """torch.cumprod with MindSpore's gradient ``reverse_cumsum(grad * out) / x``: NaN where x is 0 and the suffix
    carries a nonzero product (torch's backward handles zeros separately and stays finite)."""

    @staticmethod
    def forward(ctx, t, axis):
        out = torch.cumprod(t, axis)
        ctx.save_for_backward(t, out)
        ctx.axis = axis
        return out

    @staticmethod
    def backward(ctx, grad):
        t, out = ctx.saved_tensors
        suffix = torch.flip(torch.cumsum(torch.flip(grad * out, (ctx.axis,)), ctx.axis), (ctx.axis,))
        return suffix / t, None


def _cum_extreme(fn, api, index_dtype):
    def op(input, axis):
        t = tensor_of(input, api)
        if t.dtype == torch.bool:
            raise TypeError(f"For '{api}', the input type Bool is not supported.")
        values, indices = fn(t, check_axis(axis, t.dim(), api))
        return _wrap(values), _wrap(indices.to(index_dtype))
    op.__name__ = api
    op.__doc__ = f"``ops.{api}``: torch.{api} along ``axis``: (values, {index_dtype} indices)."
    return op


cummax = _cum_extreme(torch.cummax, "cummax", torch.int64)
cummin = _cum_extreme(torch.cummin, "cummin", torch.int32)


def logsumexp(input, dim, keepdim=False):
    """``ops.logsumexp``: torch.logsumexp over ``dim`` (float inputs)."""
    t = _check_dtype_rule(tensor_of(input, "logsumexp"), "float", "logsumexp")
    axes = reduce_axes(dim, t.dim(), "logsumexp")
    return _wrap(_reduce(torch.logsumexp, t, tuple(range(t.dim())) if axes is ALL else axes, keepdim)
                 if t.dim() else torch.logsumexp(t, 0))


def nansum(input, axis=None, keepdims=False, *, dtype=None):
    """``ops.nansum``: torch.nansum (integer inputs keep their dtype, Bool gives Int64, unless ``dtype`` is given)."""
    t = tensor_of(input, "nansum")
    target = dtype or (None if t.dtype == torch.bool else mstype.from_torch_dtype(t.dtype))
    t = torch.where(torch.isnan(t), 0.0, t) if t.is_floating_point() else t  # infinities stay, and differentiate
    return _wrap(reduce_sum(t, axis, keepdims, "nansum", target))


def nanmean(input, axis=None, keepdims=False, *, dtype=None):
    """``ops.nanmean``: torch.nanmean (float inputs)."""
    t = tensor_of(input, "nanmean")
    require_float(t, "nanmean")
    axes = reduce_axes(axis, t.dim(), "nanmean")
    result = _reduce(torch.nanmean, t, axes, keepdims) if axes is not ALL else keep_all(torch.nanmean(t), t.dim(),
                                                                                        keepdims)
    return _wrap(result.to(torch_dtype(dtype, "nanmean") or result.dtype))


_MEDIAN_TYPES = (torch.float32, torch.float64, torch.int16, torch.int32, torch.int64)


def _median(torch_fn, api, doc):
    """``ops.<api>(input, axis=-1, keepdims=False)``: ``torch_fn`` along ``axis``: (values, Int64 indices); both
    check the input type as primitive Median."""
    def op(input, axis=-1, keepdims=False):
        t = tensor_of(input, api)
        if t.dtype not in _MEDIAN_TYPES:
            raise TypeError(f"For primitive[Median], the input type {mstype.from_torch_dtype(t.dtype)} is not "
                            "supported.")
        values, indices = torch_fn(t, check_axis(axis, t.dim(), api), keepdims)
        return _wrap(values), _wrap(indices)
    op.__name__ = api
    op.__doc__ = doc
    return op


median = _median(torch.median, "median",
                 "``ops.median``: torch.median along ``axis``: (values, Int64 indices) (the lower middle value).")


def count_nonzero(x, axis=(), keep_dims=False, dtype=mstype.int32):
    """``ops.count_nonzero``: the number of non-zero elements over ``axis`` (torch.count_nonzero), Int32."""
    t = tensor_of(x, "count_nonzero", "x")
    return _wrap(reduce_sum(t != 0, axis, keep_dims, "count_nonzero", dtype))


def _var_mean(root):
    def op(input, axis=None, ddof=0, keepdims=False):
        t = tensor_of(input, "std_mean" if root else "var_mean")
        require_float(t, "std_mean" if root else "var_mean")
        spread = reduce_var(t, axis, ddof, keepdims, "var_mean", root)
        return _wrap(spread), _wrap(reduce_mean(t, axis, keepdims, "var_mean"))
    op.__name__ = "std_mean" if root else "var_mean"
    op.__doc__ = f"``ops.{op.__name__}``: (torch.{'std' if root else 'var'} with ``correction=ddof``, torch.mean)."
    return op


std_mean = _var_mean(True)
var_mean = _var_mean(False)


def aminmax(input, *, axis=0, keepdims=False):
    """``ops.aminmax``: (min, max) along ``axis`` (torch.min/max with NaN skipped, as MindSpore's CPU kernel does:
    NaN only where a whole slice is NaN); ``axis=None``: of all elements (``keepdims``: every dimension kept as 1)."""
    t = tensor_of(input, "aminmax")
    if axis is None:
        shape = (1,) * t.dim() if keepdims else ()
        return tuple(_wrap(extreme_along(t.reshape(-1), 0, False, largest)[0].reshape(shape))
                     for largest in (False, True))
    axis = check_axis(axis, t.dim(), "aminmax")
    return tuple(_wrap(extreme_along(t, axis, keepdims, largest)[0]) for largest in (False, True))


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):  # noqa: A002 - MindSpore's name
    """``ops.norm``: torch.linalg.norm (vector or matrix norm by ``ord`` and ``dim``; integers in Float32), with
    MindSpore's gradients (``vector_norm_t``, ``matrix_norm_t``)."""
    t = _check_dtype_rule(tensor_of(A, "norm", "A"), "tofloat", "norm")
    if dtype is not None:
        t = t.to(torch_dtype(dtype, "norm"))
    if isinstance(dim, int):
        dim = (dim,)
    if ord is None or dim is None and ord in (1, 2, float("inf"), -float("inf")) and t.dim() == 1:
        return _wrap(vector_norm_t(t, 2 if ord is None else ord, dim, keepdim))
    if dim is not None and len(dim) == 1 and not isinstance(ord, str):
        return _wrap(vector_norm_t(t, ord, dim, keepdim))
    if dim is not None and len(dim) == 2:
        return _wrap(matrix_norm_t(t, ord, dim, keepdim))
    return _wrap(torch.linalg.norm(t, ord, dim, keepdim))


class _PNorm(torch.autograd.Function):
    """torch's p-norm kernel (p not 0, 1 or +-inf) with MindSpore's gradient ``x |x|^(p-2) / norm^(p-1)``: NaN
    where the norm is 0, a point where the norm is not differentiable (torch gives 0 there)."""

    @staticmethod
    def forward(ctx, t, p, dim, keepdim):
        out = torch.linalg.vector_norm(t, p, dim, keepdim)
        ctx.save_for_backward(t, out)
        ctx.p, ctx.dim, ctx.keepdim = p, dim, keepdim
        return out

    @staticmethod
    def backward(ctx, grad):
        t, out = ctx.saved_tensors
        if not ctx.keepdim and ctx.dim is not None:
            for d in sorted(d % t.dim() for d in ctx.dim):
                grad, out = grad.unsqueeze(d), out.unsqueeze(d)
        if ctx.p == 2:
            return grad * (t / out), None, None, None
        scale = grad / out.pow(ctx.p - 1)  # reduced shape: cheap
        power = t.abs() if ctx.p == 3 else t.abs().pow(ctx.p - 2)
        return t * power * scale, None, None, None


def vector_norm_t(t, ord, dim, keepdim):  # noqa: A002 - MindSpore's name
    """torch.linalg.vector_norm with MindSpore's gradients: +-inf gives the whole gradient to the first extreme
    (torch shares it among ties), a p-norm is NaN-differentiated at zero (``_PNorm``)."""
    if isinstance(dim, int):
        dim = (dim,)
    if ord in (float("inf"), -float("inf")) and (dim is None or len(dim) == 1):
        a = t.abs()
        if dim is None:
            a, axis = a.reshape(-1), 0
            out = extreme_along(a, 0, False, ord > 0)[0]
            return out.reshape([1] * t.dim()) if keepdim else out
        return extreme_along(a, dim[0], keepdim, ord > 0)[0]
    if ord not in (0, 1) and isinstance(ord, (int, float)) and t.requires_grad and torch.is_grad_enabled():
        return _PNorm.apply(t, ord, dim, keepdim)
    return torch.linalg.vector_norm(t, ord, dim, keepdim)


def matrix_norm_t(t, ord, dim, keepdim):  # noqa: A002 - MindSpore's name
    """torch.linalg.matrix_norm; ord +-1 / +-inf as the extreme of absolute column / row sums, whose gradient goes
    to the first extreme (MindSpore's rule; torch shares it among ties)."""
    if ord in (1, -1, float("inf"), -float("inf")):
        rows, cols = (d % t.dim() for d in dim)
        summed, other = (rows, cols) if ord in (1, -1) else (cols, rows)
        out = extreme_along(t.abs().sum(summed, keepdim=True), other, True, ord > 0)[0]
        return out if keepdim else out.squeeze((rows, cols))
    return torch.linalg.matrix_norm(t, ord, dim, keepdim)


def diff(x, n=1, axis=-1, prepend=None, append=None):
    """``ops.diff``: torch.diff along ``axis`` (MindSpore 2.10 accepts only ``n=1``)."""
    t = tensor_of(x, "diff", "x")
    if n != 1:
        raise RuntimeError(f"For 'diff', 'n' must be 1, but got {n}")
    extra = {k: v._t for k, v in (("prepend", prepend), ("append", append)) if v is not None}
    return _wrap(torch.diff(t, n, check_axis(axis, t.dim(), "diff"), **extra))


__all__ += ["cumsum", "cumprod", "cummax", "cummin", "logsumexp", "nansum", "nanmean", "median", "count_nonzero",
            "std_mean", "var_mean", "aminmax", "norm", "diff"]


# --- linear algebra -------------------------------------------------------------------------------
def _same_dtype_pair(a, b, api, names=("input", "other"), cast_float=False):
    """The torch tensors of ``a`` and ``b``, of one dtype (``cast_float``: a float ``b`` is cast to a float
    ``a``'s dtype), else TypeError."""
    x, y = tensor_of(a, api, names[0]), tensor_of(b, api, names[1])
    if cast_float and x.is_floating_point() and y.is_floating_point():
        y = y.to(x.dtype)
    if x.dtype != y.dtype:
        raise TypeError(f"For '{api}', the dtype of '{names[1]}' must be the same as '{names[0]}', but got "
                        f"{mstype.from_torch_dtype(y.dtype)} and {mstype.from_torch_dtype(x.dtype)}.")
    return x, y


_MISSING = object()


def _two_operands(api, names, args, kwargs):
    """The two operands of ``ops.<api>`` given by position or by MindSpore's parameter ``names``."""
    bound = dict(zip(names, args))
    for key, value in kwargs.items():
        if key not in names or key in bound or len(args) > 2:
            raise TypeError(f"{api}() got an unexpected keyword argument '{key}'")
        bound[key] = value
    if len(args) > 2 or len(bound) != 2:
        missing = [n for n in names if n not in bound]
        raise TypeError(f"{api}() takes 2 positional arguments but {len(args)} were given" if len(args) > 2 else
                        f"{api}() missing required argument '{missing[0]}'")
    return bound[names[0]], bound[names[1]]


def _batch_matmul(x, y):
    """MindSpore's BatchMatMul (``ops.bmm``): operands of one rank >= 2 with equal batch shapes (no broadcast)."""
    if x.dim() == 3:  # the common case: torch.bmm's own checks (its RuntimeError is the caller's ValueError)
        return torch.bmm(x, y)
    if x.dim() != y.dim() or x.dim() < 2 or x.shape[:-2] != y.shape[:-2]:
        raise ValueError(f"For BatchMatMul, inputs shape cannot be broadcast on CPU/GPU, with x shape "
                         f"{list(x.shape)}, y shape {list(y.shape)}")
    return torch.matmul(x, y)


def _linalg(torch_fn, api, names, ranks=None, kernel_error=ValueError):
    def op(a=_MISSING, b=_MISSING, **kwargs):
        if kwargs or b is _MISSING:  # MindSpore's keyword names (the positional call stays the fast path)
            a, b = _two_operands(api, names, [v for v in (a, b) if v is not _MISSING], kwargs)
        x, y = _same_dtype_pair(a, b, api, names)
        if ranks and (x.dim(), y.dim()) != ranks:
            raise ValueError(f"For '{api}', the inputs must be {ranks[0]}-D and {ranks[1]}-D Tensors, but got "
                             f"{x.dim()}-D and {y.dim()}-D.")
        try:
            return _wrap(torch_fn(x, y))
        except RuntimeError as exc:  # a dtype without a kernel is MindSpore's TypeError (as the ``@`` kernel's)
            if "not implemented for" in str(exc):
                raise TypeError(f"For '{api}', {exc}") from None
            # (a 0-d operand: its shape inference's ValueError)
            raise (kernel_error if x.dim() and y.dim() else ValueError)(f"For '{api}', {exc}") from None
    op.__name__ = api
    op.__doc__ = f"``ops.{api}({names[0]}, {names[1]})``: torch.{torch_fn.__name__} (inputs of one dtype)."
    op.__signature__ = inspect.Signature([inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD)
                                          for n in names])
    return op


matmul = _linalg(torch.matmul, "matmul", ("input", "other"), kernel_error=RuntimeError)  # MindSpore's MatMulExt
mm = _linalg(torch.mm, "mm", ("input", "mat2"), (2, 2))
bmm = _linalg(_batch_matmul, "bmm", ("input_x", "mat2"))
bmm.__doc__ = "``ops.bmm(input_x, mat2)``: torch.bmm (torch.matmul for other ranks; equal batch shapes, one dtype)."
def outer(input, vec2):
    """``ops.outer``: ``input`` flattened into a column times ``vec2``, as MindSpore defines it (inputs of any rank,
    promoted dtypes; ``vec2`` broadcast against the column)."""
    column = tensor_of(input, "outer").reshape(-1, 1)
    tensor_of(vec2, "outer", "vec2")
    return mul(_wrap(column), vec2)
inner = _linalg(torch.inner, "inner", ("input", "other"))
kron = _linalg(torch.kron, "kron", ("input", "other"))


def dot(input, other):
    """``ops.dot``: numpy's dot of two float16/float32 Tensors of rank >= 2 (torch.tensordot over the last axis
    of ``input`` and the second-to-last of ``other``)."""
    a, b = _same_dtype_pair(input, other, "dot")
    if a.dtype not in (torch.float16, torch.float32):
        raise TypeError(f"The 'x1' doesn't support '{mstype.from_torch_dtype(a.dtype)}' and expect to receive "
                        "[mindspore.float16, mindspore.float32].")
    if a.dim() < 2 or b.dim() < 2:
        raise ValueError(f"For 'dot', the inputs x1, x2 should have 'dimension >= 2', but got {a.dim()} and {b.dim()}.")
    try:
        return _wrap(torch.tensordot(a, b, ([-1], [-2])))
    except RuntimeError as exc:
        raise ValueError(f"For 'dot', {exc}") from None


def _scaled_sum(api, torch_fn):
    def op(input, first, second, beta=1, alpha=1):
        ts = [tensor_of(v, api, n) for v, n in ((input, "input"), (first, "first"), (second, "second"))]
        return _wrap(torch_fn(*ts, beta=beta, alpha=alpha))
    op.__name__ = api
    return op


def _torch_baddbmm(input, batch1, batch2, beta, alpha):
    """torch.baddbmm for 3-D batches, else beta * input + alpha * (batch1 @ batch2) over any equal batch shape."""
    if batch1.dim() == 3 and batch2.dim() == 3:
        return torch.baddbmm(input, batch1, batch2, beta=beta, alpha=alpha)
    product = _batch_matmul(batch1, batch2)
    product = product if alpha == 1 else product * alpha
    return product if beta == 0 else input * beta + product if beta != 1 else input + product


_baddbmm = _scaled_sum("baddbmm", _torch_baddbmm)
_addmm = _scaled_sum("addmm", torch.addmm)
_addmv = _scaled_sum("addmv", torch.addmv)
_addbmm = _scaled_sum("addbmm", torch.addbmm)


def baddbmm(input, batch1, batch2, beta=1, alpha=1):
    """``ops.baddbmm``: beta * input + alpha * batch1 @ batch2 (torch.baddbmm)."""
    return _baddbmm(input, batch1, batch2, beta, alpha)


def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    """``ops.addmm``: beta * input + alpha * mat1 @ mat2 (torch.addmm)."""
    return _addmm(input, mat1, mat2, beta, alpha)


def addmv(input, mat, vec, *, beta=1, alpha=1):
    """``ops.addmv``: beta * input + alpha * mat @ vec (torch.addmv)."""
    return _addmv(input, mat, vec, beta, alpha)


def addbmm(input, batch1, batch2, *, beta=1, alpha=1):
    """``ops.addbmm``: beta * input + alpha * sum_b batch1[b] @ batch2[b] (torch.addbmm)."""
    return _addbmm(input, batch1, batch2, beta, alpha)


def tensor_dot(x1, x2, axes):
    """``ops.tensor_dot``: torch.tensordot with ``axes`` an int or a pair of axis lists."""
    a, b = _same_dtype_pair(x1, x2, "tensor_dot", ("x1", "x2"))
    if isinstance(axes, (tuple, list)) and len(axes) == 2 and is_int(axes[0]):
        axes = ([axes[0]], [axes[1]])
    try:
        return _wrap(torch.tensordot(a, b, axes))
    except RuntimeError as exc:
        raise ValueError(f"For 'tensor_dot', {exc}") from None


def einsum(equation, *operands):
    """``ops.einsum``: torch.einsum of float Tensors (the operands may also be given as one list)."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = operands[0]
    if not isinstance(equation, str):
        raise TypeError(f"For 'Einsum', the 'equation' must be str, but got {type(equation).__name__}.")
    ts = [tensor_of(o, "Einsum", "operands") for o in operands]
    for t in ts:
        require_float(t, "Einsum")
    return _wrap(torch.einsum(equation, *ts))


def cross(input, other, dim=None):
    """``ops.cross``: torch.linalg.cross along ``dim`` (the first axis of size 3 when None); a float ``other`` is
    cast to a float ``input``'s dtype, as MindSpore's Cross does."""
    a, b = _same_dtype_pair(input, other, "cross", cast_float=True)
    if dim is None:
        dim = next((i for i, s in enumerate(a.shape) if s == 3), None)
        if dim is None or b.shape != a.shape:
            raise ValueError(f"For 'Cross', the inputs must have one shape with an axis of size 3, but got "
                             f"{tuple(a.shape)} and {tuple(b.shape)}.")
    try:
        return _wrap(torch.linalg.cross(a, b, dim=dim))
    except RuntimeError as exc:
        raise kernel_error(exc, "Cross") or exc


def _float_matrix(torch_fn, api):
    def op(input):
        t = tensor_of(input, api)
        require_float(t, api)
        return _wrap(torch_fn(t))
    op.__name__ = api
    op.__doc__ = f"``ops.{api}``: torch.{torch_fn.__name__} (float matrices)."
    return op


inverse = _float_matrix(torch.linalg.inv, "inverse")
det = _float_matrix(torch.linalg.det, "det")


def matrix_power(input, n):
    """``ops.matrix_power``: torch.linalg.matrix_power."""
    return _wrap(torch.linalg.matrix_power(tensor_of(input, "matrix_power"), n))


def trace(input):
    """``ops.trace``: torch.trace of a 2-D Tensor (the input dtype)."""
    t = tensor_of(input, "trace")
    if t.dim() != 2:
        raise RuntimeError(f"For 'Trace', the input must be a 2-D Tensor, but got {t.dim()}-D.")
    return _wrap(torch.trace(t).to(t.dtype))


def diag(input):
    """``ops.diag``: torch.diag_embed of the input as a diagonal (an N-D input gives a 2N-D Tensor)."""
    t = tensor_of(input, "diag")
    if not t.dim():
        raise ValueError(f"For 'diag', the rank of 'input' must be at least 1, but got a 0-D Tensor ({t.item()}).")
    flat = t.reshape(-1)
    return _wrap(torch.diag(flat).reshape(tuple(t.shape) * 2))


def diagonal(input, offset=0, dim1=0, dim2=1):
    """``ops.diagonal``: torch.diagonal (a copy)."""
    return _wrap(torch.diagonal(tensor_of(input, "diagonal"), offset, dim1, dim2).clone())


def cdist(x1, x2, p=2.0):
    """``ops.cdist``: torch.cdist (pairwise p-norm distances of float batches)."""
    a, b = _same_dtype_pair(x1, x2, "cdist", ("x1", "x2"))
    require_float(a, "cdist")
    try:
        return _wrap(torch.cdist(a, b, p))
    except RuntimeError as exc:
        raise kernel_error(exc, "Cdist") or exc


def cosine_similarity(x1, x2, dim=1, eps=1e-08):
    """``ops.cosine_similarity``: ``sum(x1 * x2) / max(|x1| |x2|, eps)`` along ``dim`` (MindSpore's eps rule: the
    product of the norms is clipped; torch.nn.functional.cosine_similarity clips each norm)."""
    a, b = tensor_of(x1, "cosine_similarity", "x1"), tensor_of(x2, "cosine_similarity", "x2")
    norms = torch.linalg.vector_norm(a, 2, dim) * torch.linalg.vector_norm(b, 2, dim)
    return _wrap(torch.sum(a * b, dim) / clip_t(norms, eps, None))


def vecdot(x, y, *, axis=-1):
    """``ops.vecdot``: sum(conj(x) * y) along ``axis`` (torch.linalg.vecdot; integers sum to Int64)."""
    a, b = tensor_of(x, "vecdot", "x"), tensor_of(y, "vecdot", "y")
    return _wrap(torch.sum(a.conj() * b, dim=axis))


def trapz(y, x=None, *, dx=1.0, dim=-1):
    """``ops.trapz``: torch.trapezoid along ``dim`` (spacing ``x`` or ``dx``)."""
    t = tensor_of(y, "trapz", "y")
    return _wrap(torch.trapezoid(t, x._t, dim=dim) if x is not None else torch.trapezoid(t, dx=dx, dim=dim))


__all__ += ["matmul", "mm", "bmm", "outer", "inner", "dot", "kron", "baddbmm", "addmm", "addmv", "addbmm",
            "tensor_dot", "einsum", "cross", "inverse", "det", "matrix_power", "trace", "diag", "diagonal", "cdist",
            "cosine_similarity", "vecdot", "trapz"]


# --- more elementwise, reductions and linear algebra ----------------------------------------------
def _sgn(t):
    """torch.sgn; torch.sign for real inputs (torch.sgn's real gradient is a ZeroTensor that cannot be read)."""
    return torch.sgn(t) if t.is_complex() else torch.sign(t)


def logdet_t(t):
    """torch.logdet's values; differentiated, ``log|det A| + log(sign)`` on torch.linalg.slogdet, whose gradient is
    MindSpore's ``inv(A)^T`` also where det A < 0 (torch.logdet masks it to 0)."""
    if not (t.requires_grad and torch.is_grad_enabled()):
        return torch.logdet(t)
    sign, logabs = torch.linalg.slogdet(t)
    return logabs + torch.log(sign)


_UNARY_MORE = {"lgamma": (torch.lgamma, "tofloat"), "sgn": (_sgn, "numeric"), "angle": (torch.angle, "complex"),
               "conj": (torch.conj_physical, "numeric"), "real": (torch.real, "any"), "isreal": (torch.isreal, "any"),
               "isneginf": (torch.isneginf, "float"), "isposinf": (torch.isposinf, "float"),
               "matrix_exp": (torch.linalg.matrix_exp, "float"), "logdet": (logdet_t, "float"),
               "pinv": (torch.linalg.pinv, "float"), "msort": (torch.msort, "numeric")}
for _name, (_fn, _rule) in _UNARY_MORE.items():
    globals()[_name] = unary_op(_fn, _name, _rule)
__all__ += list(_UNARY_MORE)

def _gammainc_grad_a(a, x):
    """d P(a, x) / da in float64 from the series ``P = sum_n exp((a + n) log x - x - lgamma(a + n + 1))``: each term
    differentiated is itself times ``log x - digamma(a + n + 1)``. The terms fall off once n passes x, so
    x + 12 sqrt(x) + 40 of them reach double precision (0 where x = 0 or inf)."""
    a, x = torch.broadcast_tensors(a.double(), x.double())
    infinite = torch.isinf(x)  # P(a, inf) = 1: derivative 0
    x = torch.where(infinite, 0.0, x)
    log_x = torch.log(x)
    top = float(torch.nan_to_num(x, nan=0.0).max()) if x.numel() else 0.0
    terms = int(top + 12 * math.sqrt(top) + 40) if x.numel() else 0
    total = torch.zeros_like(a)
    for n in range(terms):
        term = torch.exp((a + n) * log_x - x - torch.lgamma(a + n + 1))
        total += term * (log_x - torch.digamma(a + n + 1))
    return torch.where((x == 0) | infinite, 0.0, total)


class _Igamma(torch.autograd.Function):
    """torch.special.gammainc (``complement``: gammaincc), differentiable w.r.t. ``a`` as MindSpore's is (torch
    raises): the derivative of the series (``_gammainc_grad_a``); w.r.t. x torch's ``x^(a-1) e^-x / Gamma(a)``."""

    @staticmethod
    def forward(ctx, a, x, complement):
        ctx.save_for_backward(a, x)
        ctx.sign = -1.0 if complement else 1.0
        return (torch.special.gammaincc if complement else torch.special.gammainc)(a, x)

    @staticmethod
    def backward(ctx, grad):
        a, x = ctx.saved_tensors
        ga = gx = None
        if ctx.needs_input_grad[0]:
            ga = (grad * ctx.sign * _gammainc_grad_a(a, x).to(a.dtype)).sum_to_size(a.shape)
        if ctx.needs_input_grad[1]:
            density = torch.exp((a - 1) * torch.log(x) - x - torch.lgamma(a))
            gx = (grad * ctx.sign * density).sum_to_size(x.shape)
        return ga, gx, None


def _igamma_fn(complement):
    torch_fn = torch.special.gammaincc if complement else torch.special.gammainc

    def kernel(a, x):
        if a.requires_grad and torch.is_grad_enabled():
            return _Igamma.apply(a, x, complement)
        return torch_fn(a, x)
    kernel.__name__ = torch_fn.__name__
    return kernel


def _nextafter_in_float64(a, b):
    """torch.nextafter taken in float64 and cast back, as MindSpore's CPU kernel does (a float32 step is lost)."""
    return torch.nextafter(a.double(), b.double()).to(a.dtype)


_BINARY_MORE = {
    "hypot": (torch.hypot, {"rule": "wide_float"}),
    "nextafter": (_nextafter_in_float64, {"rule": "wide_float", "same_dtype": True}),
    "igamma": (_igamma_fn(False), {"rule": "float", "same_dtype": True}),
    "igammac": (_igamma_fn(True), {"rule": "float", "same_dtype": True}),
    "polar": (torch.polar, {"rule": "float", "same_dtype": True, "tensors_only": True, "names": ("abs", "angle")}),
}
for _name, (_fn, _options) in _BINARY_MORE.items():
    globals()[_name] = binary_rule_op(_fn, _name, **_options)
__all__ += list(_BINARY_MORE)


def logit(input, eps=None):
    """``ops.logit``: torch.logit (inputs clamped to [eps, 1 - eps] when ``eps`` is given)."""
    t = tensor_of(input, "logit")
    require_float(t, "logit")
    return _wrap(torch.logit(t, eps))


def logcumsumexp(input, axis):
    """``ops.logcumsumexp``: torch.logcumsumexp along ``axis`` (float inputs)."""
    t = tensor_of(input, "logcumsumexp")
    require_float(t, "logcumsumexp")
    return _wrap(torch.logcumsumexp(t, check_axis(axis, t.dim(), "logcumsumexp")))


def slogdet(input):
    """``ops.slogdet``: torch.linalg.slogdet: (sign, log|det|)."""
    t = tensor_of(input, "slogdet")
    require_float(t, "slogdet")
    sign, logabs = torch.linalg.slogdet(t)
    return _wrap(sign), _wrap(logabs)


def vector_norm(x, ord=2, axis=None, keepdims=False, *, dtype=None):  # noqa: A002 - MindSpore's name
    """``ops.vector_norm``: torch.linalg.vector_norm over ``axis`` (integers in Float32)."""
    t = _check_dtype_rule(tensor_of(x, "vector_norm", "x"), "tofloat", "vector_norm")
    if dtype is not None:
        t = t.to(torch_dtype(dtype, "vector_norm"))
    return _wrap(vector_norm_t(t, ord, axis, keepdims))


def matrix_norm(A, ord="fro", axis=(-2, -1), keepdims=False, *, dtype=None):  # noqa: A002 - MindSpore's name
    """``ops.matrix_norm``: torch.linalg.matrix_norm over ``axis`` (integers in Float32)."""
    t = _check_dtype_rule(tensor_of(A, "matrix_norm", "A"), "tofloat", "matrix_norm")
    if dtype is not None:
        t = t.to(torch_dtype(dtype, "matrix_norm"))
    return _wrap(matrix_norm_t(t, ord, axis, keepdims))


def dist(input, other, p=2):
    """``ops.dist``: torch.dist, the p-norm of ``input - other``."""
    a, b = _same_dtype_pair(input, other, "dist")
    require_float(a, "dist")
    return _wrap(torch.dist(a, b, p))


def mv(mat, vec):
    """``ops.mv``: torch.mv (matrix times vector, one dtype)."""
    a, b = _same_dtype_pair(mat, vec, "mv", ("mat", "vec"))
    return _wrap(torch.mv(a, b))




def ger(input, vec2):
    """``ops.ger``: torch.outer of two float vectors."""
    a, b = _same_dtype_pair(input, vec2, "Ger", ("input", "vec2"))
    require_float(a, "Ger")
    return _wrap(torch.outer(a, b))


def addr(x, vec1, vec2, *, beta=1, alpha=1):
    """``ops.addr``: beta * x + alpha * outer(vec1, vec2) (torch.addr)."""
    ts = [tensor_of(v, "addr", n) for v, n in ((x, "x"), (vec1, "vec1"), (vec2, "vec2"))]
    return _wrap(torch.addr(*ts, beta=beta, alpha=alpha))


nanmedian = _median(torch.nanmedian, "nanmedian",
                    "``ops.nanmedian``: torch.nanmedian along ``axis``: (values, Int64 indices).")


def _quantile(torch_fn, api):
    def op(input, q, axis=None, keepdims=False):
        t = _check_dtype_rule(tensor_of(input, api), "wide_float", api)
        qt = q._t if isinstance(q, Tensor) else q
        return _wrap(torch_fn(t, qt, axis, keepdims))
    op.__name__ = api
    op.__doc__ = f"``ops.{api}``: torch.{api} (linear interpolation; the flattened input when ``axis`` is None)."
    return op


quantile = _quantile(torch.quantile, "quantile")
nanquantile = _quantile(torch.nanquantile, "nanquantile")


def cov(input, *, correction=1, fweights=None, aweights=None):
    """``ops.cov``: torch.cov of the rows (variables) of ``input`` (Float16 is computed in Float32)."""
    t = tensor_of(input, "cov")
    t = t.float() if t.dtype == torch.float16 else t
    return _wrap(torch.cov(t, correction=correction, fweights=None if fweights is None else fweights._t,
                           aweights=None if aweights is None else aweights._t))


def histc(input, bins=100, min=0.0, max=0.0):  # noqa: A002 - MindSpore's names
    """``ops.histc``: torch.histc (the data range when min == max): Float32 counts for float inputs, the input
    dtype for integer inputs."""
    t = tensor_of(input, "histc")
    counts = torch.histc(t.float(), bins, min, max)
    return _wrap(counts if t.is_floating_point() else counts.to(t.dtype))


def bincount(input, weights=None, minlength=0):
    """``ops.bincount``: torch.bincount of a 1-D non-negative integer Tensor (Float32 counts without weights)."""
    t = tensor_of(input, "bincount")
    if weights is None:
        return _wrap(torch.bincount(t, None, minlength).float())
    return _wrap(torch.bincount(t, weights._t, minlength))


def bucketize(input, boundaries, *, right=False):
    """``ops.bucketize``: torch.bucketize against the sorted ``boundaries`` list, Int32 indices."""
    t = tensor_of(input, "bucketize")
    edges = boundaries._t if isinstance(boundaries, Tensor) else \
        torch.tensor(boundaries, dtype=t.dtype, device=t.device)
    return _wrap(torch.bucketize(t, edges, out_int32=True, right=right))


def renorm(input, p, axis, maxnorm):
    """``ops.renorm``: torch.renorm (sub-tensors along ``axis`` rescaled to p-norm at most ``maxnorm``)."""
    t = tensor_of(input, "renorm")
    require_float(t, "Renorm")
    return _wrap(torch.renorm(t, p, axis, maxnorm))


def cartesian_prod(*inputs):
    """``ops.cartesian_prod``: torch.cartesian_prod of 1-D Tensors."""
    return _wrap(torch.cartesian_prod(*[tensor_of(x, "cartesian_prod", "inputs") for x in inputs]))


def combinations(input, r=2, with_replacement=False):
    """``ops.combinations``: torch.combinations of a 1-D Tensor."""
    return _wrap(torch.combinations(tensor_of(input, "combinations"), r, with_replacement))


def block_diag(*inputs):
    """``ops.block_diag``: torch.block_diag."""
    return _wrap(torch.block_diag(*[tensor_of(x, "block_diag", "inputs") for x in inputs]))


def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    """``ops.diag_embed``: torch.diag_embed."""
    return _wrap(torch.diag_embed(tensor_of(input, "diag_embed"), offset, dim1, dim2))


def diagflat(input, offset=0):
    """``ops.diagflat``: torch.diagflat."""
    return _wrap(torch.diagflat(tensor_of(input, "diagflat"), offset))


def vander(x, N=None):  # noqa: N803 - MindSpore's name
    """``ops.vander``: torch.vander (decreasing powers); differentiated as powers of ``x`` (torch.vander's own
    backward fails on an in-place write)."""
    t = tensor_of(x, "vander", "x")
    if t.requires_grad and torch.is_grad_enabled() and t.dim() == 1:
        n = t.shape[0] if N is None else N
        return _wrap(torch.pow(t.unsqueeze(-1), torch.arange(n - 1, -1, -1, dtype=t.dtype)))
    return _wrap(torch.vander(t, N))


__all__ += ["logit", "logcumsumexp", "slogdet", "vector_norm", "matrix_norm", "dist", "mv", "ger", "addr",
            "nanmedian", "quantile", "nanquantile", "cov", "histc", "bincount", "bucketize", "renorm",
            "cartesian_prod", "combinations", "block_diag", "diag_embed", "diagflat", "vander"]


# --- Bessel functions (torch.special) ---------------------------------------------------------------
_BESSEL_DTYPES = (torch.float16, torch.float32, torch.float64)


def _negative_to(value, at_zero=None):
    """MindSpore's CPU kernel outside the domain: ``value`` for x < 0 (and, in float16 / float32, ``at_zero`` for
    x == 0, if given: its float64 kernel gives torch's value there)."""
    def fix(t, out):
        out = torch.where(t < 0, value, out)
        return out if at_zero is None or t.dtype == torch.float64 else torch.where(t == 0, at_zero, out)
    return fix


_S = torch.special
# d/dx of the Bessel functions torch computes without a gradient, from the functions themselves
_BESSEL_GRADS = {
    "j0": lambda x, y: -_S.bessel_j1(x), "j1": lambda x, y: _S.bessel_j0(x) - y / x,
    "y0": lambda x, y: -_S.bessel_y1(x), "y1": lambda x, y: _S.bessel_y0(x) - y / x,
    "k0": lambda x, y: -_S.modified_bessel_k1(x), "k1": lambda x, y: -_S.modified_bessel_k0(x) - y / x,
    "k0e": lambda x, y: y - _S.scaled_modified_bessel_k1(x),
    "k1e": lambda x, y: y - _S.scaled_modified_bessel_k0(x) - y / x,
}


class _BesselWithGrad(torch.autograd.Function):
    """A torch.special Bessel function with its derivative (``_BESSEL_GRADS``), which torch leaves out."""

    @staticmethod
    def forward(ctx, x, name, torch_fn):
        y = torch_fn(x)
        ctx.save_for_backward(x, y)
        ctx.name = name
        return y

    @staticmethod
    def backward(ctx, grad):
        x, y = ctx.saved_tensors
        return grad * _BESSEL_GRADS[ctx.name](x, y), None, None


def _bessel(name, torch_fn, fix=None):
    prim = "Bessel" + name[0].upper() + name[1:]

    def op(x):
        t = tensor_of(x, f"bessel_{name}", "x")
        if t.dtype not in _BESSEL_DTYPES:
            raise TypeError(f"For primitive[{prim}], the input argument[x] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{mstype.from_torch_dtype(t.dtype)}].")
        x32 = t.float() if t.dtype == torch.float16 else t  # torch has no float16 CPU kernels for these
        out = _BesselWithGrad.apply(x32, name, torch_fn) if name in _BESSEL_GRADS and x32.requires_grad \
            else torch_fn(x32)
        return _wrap((out if fix is None else fix(t, out)).to(t.dtype))
    op.__name__ = f"bessel_{name}"
    op.__doc__ = f"``ops.bessel_{name}(x)``: torch.special.{torch_fn.__name__.removeprefix('special_')} " \
        "(float16 computed in float32)" + (
        "; MindSpore's values for x <= 0 outside the domain." if fix else ".")
    return op


_BESSEL = {
    "i0": (torch.special.i0, None), "i0e": (torch.special.i0e, None), "i1": (torch.special.i1, None),
    "i1e": (torch.special.i1e, None), "j0": (torch.special.bessel_j0, None), "j1": (torch.special.bessel_j1, None),
    "k0": (torch.special.modified_bessel_k0, _negative_to(math.inf)),
    "k0e": (torch.special.scaled_modified_bessel_k0, _negative_to(math.inf)),
    "k1": (torch.special.modified_bessel_k1, _negative_to(math.inf)),
    "k1e": (torch.special.scaled_modified_bessel_k1, _negative_to(math.inf)),
    "y0": (torch.special.bessel_y0, _negative_to(-math.inf)),
    "y1": (torch.special.bessel_y1, _negative_to(-math.inf, at_zero=math.nan)),
}
for _name, (_fn, _fix) in _BESSEL.items():
    globals()["bessel_" + _name] = _bessel(_name, _fn, _fix)
__all__ += ["bessel_" + n for n in _BESSEL]


# --- MindSpore's alternative names and predicates ---------------------------------------------------
floordiv = floor_divide
floormod = floor_mod
tensor_add = add
tensor_sub = sub
tensor_mul = mul


def real_div(x, y):
    """Division keeping an integer dtype (truncated toward zero), true division otherwise (MindSpore's RealDiv)."""
    a, b = _promoted_pair(x, y, "RealDiv")
    if is_integer_dtype(a.dtype):
        return _wrap(torch.div(a, b, rounding_mode="trunc"))
    return div(x, y)


tensor_div = real_div
tensor_pow = pow
tensor_floordiv = floor_divide
tensor_mod = floor_mod
tensor_gt = gt  # noqa: F821 - defined by the comparison table above
tensor_ge = ge  # noqa: F821
tensor_lt = lt  # noqa: F821
tensor_le = le  # noqa: F821
tensor_exp = exp

# MindSpore's parameter names where they differ from the shared implementation's (same code: no extra call)
_MINDSPORE_NAMES = {
    "arcsin": {"input": "x"}, "deg2rad": {"input": "x"}, "rad2deg": {"input": "x"}, "invert": {"input": "x"},
    "copysign": {"input": "x"}, "ldexp": {"input": "x"}, "heaviside": {"other": "values"},
    "polar": {"input": "abs", "other": "angle"}, "true_divide": {"input": "dividend", "other": "divisor"},
    **{n: {"input": "x", "other": "y"} for n in ("floor_div", "floor_mod", "floormod", "tensor_mod", "truncate_div",
                                                  "truncate_mod", "xdivy")},
}
for _name, _renames in _MINDSPORE_NAMES.items():
    globals()[_name] = with_names(globals()[_name], **_renames)
tensor_expm1 = expm1  # noqa: F821 - defined by the unary table above


def is_floating_point(input):
    """``ops.is_floating_point``: torch.is_floating_point (a Python bool)."""
    return tensor_of(input, "is_floating_point").is_floating_point()


def is_complex(input):
    """``ops.is_complex``: torch.is_complex (a Python bool)."""
    return tensor_of(input, "is_complex").is_complex()


def is_nonzero(input):
    """``ops.is_nonzero``: whether a one-element Tensor is non-zero (a Python bool)."""
    t = tensor_of(input, "is_nonzero")
    if t.numel() != 1:
        raise ValueError(f"For is_nonzero, the numel of input must be 1, but got {t.numel()}.")
    return bool(t.reshape(()).item() != 0)


def eps(x):
    """``ops.eps``: a Tensor of the input's shape filled with the machine epsilon of its float dtype."""
    t = tensor_of(x, "eps", "x")
    require_float(t, "eps")
    return _wrap(torch.full_like(t, torch.finfo(t.dtype).eps))


__all__ += ["floordiv", "floormod", "tensor_add", "tensor_sub", "tensor_mul", "tensor_div", "tensor_pow",
            "tensor_floordiv", "tensor_mod", "tensor_gt", "tensor_ge", "tensor_lt", "tensor_le", "tensor_exp",
            "tensor_expm1", "is_floating_point", "is_complex", "is_nonzero", "eps"]


def arg_with_value(input, axis, keep_dims, api, largest):
    """(Int64 indices, values) of the max (``largest``) or min along ``axis``: ``ops.ArgMaxWithValue`` /
    ``ArgMinWithValue`` and ``Tensor.argmax_with_value`` / ``argmin_with_value`` (torch.amax/argmax)."""
    t = check_not_empty(tensor_of(input, api), "input", api)
    reduce_extreme(t.detach(), axis, keep_dims, api, largest)  # MindSpore's checks
    values, indices = extreme_along(t, axis, keep_dims, largest)  # the gradient goes to the returned index
    return _wrap(indices), _wrap(values)


def median_ext(input, global_median=False, axis=0, keep_dims=False, ignore_nan=False):
    """``ops.Median(global_median, axis, keep_dims, ignore_nan)(x)``: (values, Int64 indices) of the lower median
    along ``axis`` (torch.median / torch.nanmedian); ``global_median``: of all elements, with index 0 (as
    MindSpore's CPU kernel gives)."""
    t = tensor_of(input, "Median", "x")
    if t.dtype not in _MEDIAN_TYPES:
        raise TypeError(f"For primitive[Median], the input argument[x] must be a type of {{Tensor[Float32], "
                        f"Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64]}}, but got "
                        f"Tensor[{mstype.from_torch_dtype(t.dtype)}].")
    if global_median:
        if keep_dims:
            raise RuntimeError("For 'Median', when 'global_median' is True, the 'keep_dims' must be False, but got "
                               "True.")
        value = (torch.nanmedian if ignore_nan else torch.median)(t)
        return _wrap(value), _wrap(torch.zeros((), dtype=torch.int64, device=t.device))
    rank = max(t.dim(), 1)
    if not is_int(axis) or not -rank <= axis < rank:
        raise ValueError(f"For primitive[Median], the axis must be in [{-rank},{rank}), but got {axis}.")
    return (nanmedian if ignore_nan else median)(input, axis, keep_dims)


def float_power_ext(input, exponent):
    """``ops.float_power_ext(input, exponent)``: ``ops.float_power`` (pow in float64) for real operands; a complex
    Tensor is a TypeError."""
    for name, value in (("input", input), ("exponent", exponent)):
        if isinstance(value, Tensor) and value._t.is_complex() or isinstance(value, complex):
            raise TypeError(f"The type of '{name}' must be Tensor or Number (excluding complex), but got "
                            f"{type(value)}.")
    return float_power(input, exponent)  # noqa: F821 - defined by the _BINARY table


__all__ += ["float_power_ext"]
