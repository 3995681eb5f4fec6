"""``mindspore.mint``: MindSpore's torch-aligned functional API, a thin alias layer over the torch functions
(see ``_aliases``); ``mint.nn.functional`` likewise over torch.nn.functional."""
import torch

from . import nn
from ._aliases import define, torch_aligned
from ..common.handles import k_pow
from ..ops.function import math_func as M, nn_func as N

_CREATION = ("arange", "empty", "eye", "full", "linspace", "ones", "rand", "randint", "randn", "randperm", "zeros")
__all__ = define(globals(), torch, (
    "abs", "acos", "acosh", "add", "addbmm", "addcdiv", "addcmul", "addmm", "addmv", "all", "allclose", "amax",
    "amin", "any", "arange", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctan2", "arctanh", "argmax",
    "argmin", "argsort", "asin", "asinh", "atan", "atan2", "atanh", "baddbmm", "bernoulli", "bincount",
    "bitwise_and", "bitwise_not", "bitwise_or", "bitwise_xor", "bmm", "broadcast_to", "cat", "cdist", "ceil",
    "chunk", "clamp", "clip", "clone", "concat", "cos", "cosh", "count_nonzero", "cross", "cummax", "cummin",
    "cumprod", "cumsum", "diag", "diff", "div", "divide", "dot", "dstack", "einsum", "empty", "empty_like", "eq",
    "equal", "erf", "erfc", "erfinv", "exp", "exp2", "expm1", "eye", "fix", "flatten", "flip", "float_power",
    "floor", "floor_divide", "fmod", "frac", "full", "full_like", "gather", "gcd", "ge", "greater", "greater_equal",
    "gt", "histc", "hstack", "index_add", "index_select", "inverse", "isclose", "isfinite", "isinf", "isnan",
    "isneginf", "kthvalue", "le", "lerp", "less", "less_equal", "linspace", "log", "log10", "log1p", "log2",
    "logaddexp", "logaddexp2", "logical_and", "logical_not", "logical_or", "logical_xor", "logsumexp", "lt",
    "masked_select", "matmul", "max", "maximum", "mean", "median", "meshgrid", "min", "minimum", "mm", "mul",
    "multinomial", "mv", "nan_to_num", "nansum", "narrow", "ne", "neg", "negative", "nonzero", "norm", "normal",
    "not_equal", "ones", "ones_like", "outer", "permute", "polar", "pow", "prod", "rand", "rand_like", "randint",
    "randint_like", "randn", "randn_like", "randperm", "ravel", "reciprocal", "remainder", "repeat_interleave",
    "reshape", "roll", "round", "rsqrt", "scatter", "scatter_add", "searchsorted", "select", "sigmoid", "sign",
    "sin", "sinc", "sinh", "softmax", "sort", "split", "sqrt", "square", "squeeze", "stack", "std", "std_mean",
    "sub", "sum", "swapaxes", "t", "take", "tan", "tanh", "tile", "topk", "trace", "transpose", "tril", "triu",
    "trunc", "unbind", "unique", "unique_consecutive", "unsqueeze", "var", "var_mean", "vdot", "where", "xlogy",
    "zeros", "zeros_like"), creation=_CREATION)


# Functions whose MindSpore gradient or value differs from torch's at special points (pow(0, 0), cumprod with
# zeros, xlogy(0, 0), softmax of a slice with +inf): msbridge's one kernel of that operation, on torch tensors with
# torch's argument names, the one ``ops`` uses.
def _double(value):
    return value.double() if isinstance(value, torch.Tensor) else torch.tensor(value, dtype=torch.float64)


def _complex(value):
    return value.is_complex() if isinstance(value, torch.Tensor) else isinstance(value, complex)


def _pow(input, exponent):
    """torch.pow's values with MindSpore's gradient (NaN w.r.t. the base at 0 ** 0)."""
    return k_pow(input, exponent) if isinstance(input, torch.Tensor) else torch.pow(input, exponent)


def _float_power(input, exponent):
    """torch.float_power: pow in float64 (complex128 for complex inputs), with MindSpore's gradient."""
    if _complex(input) or _complex(exponent):
        return torch.float_power(input, exponent)
    return k_pow(_double(input), _double(exponent))


def _xlogy(input, other):
    """``input * log(other)`` in torch's result dtype (float32 for integers): NaN at 0 * log(0), as MindSpore."""
    dtype = torch.result_type(input, other)
    dtype = dtype if dtype.is_floating_point else torch.get_default_dtype()
    return M.xlogy_t(torch.as_tensor(input).to(dtype), torch.as_tensor(other).to(dtype))


def _cumprod(input, dim, dtype=None):
    """torch.cumprod with MindSpore's gradient (``reverse_cumsum(grad * out) / x``)."""
    return M.cumprod_t(input, dim, dtype)


def _softmax(input, dim, *, dtype=None):
    """torch.softmax with MindSpore's values for slices holding +inf or only -inf along the last axis."""
    return N.softmax_t(input if dtype is None else input.to(dtype), dim)


for _name, _kernel in (("pow", _pow), ("float_power", _float_power), ("xlogy", _xlogy), ("cumprod", _cumprod),
                       ("softmax", _softmax)):
    globals()[_name] = torch_aligned(_kernel, _name)
    globals()[_name].__doc__ = f"``mint.{_name}``: {_kernel.__doc__}"
from . import distributed, special  # noqa: E402 - special re-exports the functions above

__all__ += ["nn", "special", "distributed"]
