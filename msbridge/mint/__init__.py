"""``mindspore.mint``: MindSpore's torch-aligned functional API, a thin alias layer over the torch functions
(see ``_aliases``); ``mint.nn.functional`` likewise over torch.nn.functional."""
import torch

from . import nn
from ._aliases import define

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
__all__ += ["nn"]
