"""One operation, one implementation: every front door of an operation gives identical results.

An operation can be reached as ``ops.xxx`` (a function), as a primitive class (``ops.Xxx(attrs)(inputs)``), as a
``Tensor`` method, as a ``mint`` name and as an ``nn`` layer. The table of front doors is generated here from
one place: the Tensor methods of ``TENSOR_METHODS`` that share a name with an ``ops`` function, the attribute-free
primitives of ``ops`` (whose ``fn`` is an ``ops`` function), plus the explicit lists below for the primitives with
attributes, the ``nn`` layers and ``mint``. For each operation all doors must give, at the same inputs (random
points and the special points of the operation: kinks, bounds, ties), bitwise identical forward values and
dtypes, identical gradients with respect to every floating input (for a fixed random cotangent), and, for other
input dtypes, either the same result or the same exception type.
"""
import numpy as np
import pytest
import torch

import msbridge as ms
from msbridge import mint, nn, ops
from msbridge.ops.primitive import FunctionPrimitive
from msbridge.ops.tensor_method import TENSOR_METHODS

# --- inputs -------------------------------------------------------------------------------------------------
# Special points shared by the elementwise operations: the kinks and bounds of relu/relu6/hardtanh/hardswish/
# hardsigmoid/leaky_relu/shrinks/threshold (0, +-0.5, +-1, +-2, +-3, 6) and ties (several equal values).
_KINKS = [-6.0, -3.0, -2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 3.0, 6.0, 1.0]


def _values(kind, shape, seed):
    """numpy float64 data of an input kind: special points first, random points after."""
    rng = np.random.default_rng(seed)
    n = int(np.prod(shape))
    if kind == "x":  # any real number
        special, rand = _KINKS, rng.normal(0, 3, n)
    elif kind == "p":  # positive
        special, rand = [0.5, 1.0, 2.0, 3.0, 6.0, 1.0], np.abs(rng.normal(0, 2, n)) + 0.1
    elif kind == "u":  # inside (-1, 1)
        special, rand = [-0.5, 0.0, 0.5, 0.5], rng.uniform(-0.9, 0.9, n)
    elif kind == "g":  # > 1 (acosh)
        special, rand = [2.0, 3.0, 6.0, 2.0], 1.1 + np.abs(rng.normal(0, 2, n))
    elif kind == "s":  # a probability-like (0, 1) value
        special, rand = [0.5, 0.25, 0.75], rng.uniform(0.05, 0.95, n)
    else:
        raise KeyError(kind)
    data = np.concatenate([np.asarray(special, np.float64), rand[len(special):]]) if n >= len(special) else \
        np.asarray(rand, np.float64)
    return data.reshape(shape)


_SHAPES = {"x": (3, 4), "p": (3, 4), "u": (3, 4), "g": (3, 4), "s": (3, 4)}


class In:
    """A tensor input: ``kind`` (x p u g s, or 'i' int32 / 'b' bool / 'l' int64 data), ``shape``, ``seed``."""

    def __init__(self, kind="x", shape=None, seed=0, data=None, dtype=None):
        self.kind, self.shape, self.seed, self.data, self.dtype = kind, shape, seed, data, dtype

    def make(self, dtype):
        """A torch leaf of this input in ``dtype`` (a floating dtype replaces the input's own)."""
        if self.data is not None:
            t = torch.tensor(self.data, dtype=self.dtype)
            return t.to(dtype) if t.is_floating_point() and dtype.is_floating_point else t
        shape = self.shape or _SHAPES.get(self.kind, (3, 4))
        if self.kind in ("i", "l"):
            rng = np.random.default_rng(self.seed)
            return torch.tensor(rng.integers(-5, 6, shape), dtype=torch.int32 if self.kind == "i" else torch.int64)
        if self.kind == "b":
            return torch.tensor(np.random.default_rng(self.seed).random(shape) > 0.5)
        t = torch.tensor(_values(self.kind, shape, self.seed))
        return t.to(dtype)


X, P, U = In("x"), In("p"), In("u")


def _y(kind="x"):
    return In(kind, seed=1)


# --- the generated table ----------------------------------------------------------------------------------
# How an operation is called: a list of arguments (In for tensors, anything else as is) and keyword arguments.
# The same arguments go to ``ops.name(*args)``, to ``args[0].name(*args[1:])``, to ``ops.Prim()(*args)`` ...
CALLS = {
    # elementwise unary (real domain)
    **{n: [X] for n in (
        "abs", "neg", "exp", "square", "tanh", "sigmoid", "sin", "cos", "tan", "atan", "sinh", "cosh", "asinh",
        "arctan", "arcsinh", "erf", "erfc", "expm1", "trunc", "frac", "isinf", "isfinite", "signbit", "floor",
        "ceil", "round", "sign", "reciprocal", "isnan", "logical_not", "nan_to_num", "deg2rad", "rad2deg", "i0",
        "sinc", "absolute", "negative", "positive", "sgn", "isneginf", "isposinf", "isreal", "real", "conj",
        "angle", "lgamma", "msort", "ravel", "flatten", "t", "nonzero", "argwhere", "count_nonzero", "fliplr",
        "flipud", "digamma", "relu", "relu6", "selu", "silu", "mish", "softsign", "logsigmoid", "hardswish",
        "hardsigmoid", "tanhshrink", "gelu", "fast_gelu", "leaky_relu", "elu", "celu", "softplus", "hardtanh",
        "softshrink", "hardshrink", "softmax", "log_softmax", "softmin", "trace", "diagonal", "diagflat", "tril",
        "triu", "sort", "argsort", *["bessel_" + n for n in ("i0", "i0e", "i1", "i1e", "j0", "j1", "k0", "k0e", "k1",
                                                              "k1e", "y0", "y1")])},
    **{n: [X, 1] for n in ("cumsum", "cumprod", "logcumsumexp")},
    "rot90": [X, 1, (0, 1)], "softmax": [X, -1], "angle": [In(data=[1 + 1j, -2 + 0.5j, 0j, 3 - 1j])],
    **{n: [P] for n in ("log", "sqrt", "rsqrt", "log1p", "log2", "log10", "logit")},
    **{n: [U] for n in ("asin", "acos", "atanh", "arcsin", "arccos", "arctanh", "erfinv")},
    "acosh": [In("g")], "arccosh": [In("g")],
    # elementwise binary
    **{n: [X, _y()] for n in (
        "add", "sub", "mul", "div", "maximum", "minimum", "eq", "ne", "gt", "ge", "lt", "le", "atan2", "arctan2",
        "subtract", "multiply", "divide", "greater", "greater_equal", "less", "less_equal", "not_equal", "equal",
        "true_divide", "copysign", "fmax", "hypot", "logaddexp", "logaddexp2", "remainder", "fmod",
        "floor_divide", "xlogy", "nextafter", "isclose", "heaviside", "xdivy", "logical_and", "logical_or",
        "logical_xor")},
    "pow": [P, _y()], "float_power": [P, _y()], "igamma": [P, _y("p")], "igammac": [P, _y("p")],
    "lerp": [X, _y(), 0.3], "addcmul": [X, _y(), In("x", seed=2)], "addcdiv": [X, _y(), In("p", seed=2)],
    "ldexp": [X, In("i")], "bitwise_and": [In("i"), In("i", seed=1)], "bitwise_or": [In("i"), In("i", seed=1)],
    "bitwise_xor": [In("i"), In("i", seed=1)], "gcd": [In("i"), In("i", seed=1)], "lcm": [In("i"), In("i", seed=1)],
    "invert": [In("i")], "bitwise_left_shift": [In("i"), In(data=[1, 2, 0, 3])],
    "bitwise_right_shift": [In("i"), In(data=[1, 2, 0, 3])],
    # reductions (the argument forms ops and Tensor share)
    **{n: [X, 1] for n in ("sum", "mean", "prod", "amax", "amin", "argmax", "argmin", "std", "var", "nansum",
                           "logsumexp", "nanmean", "median", "nanmedian", "cummax", "cummin", "all", "any")},
    "max": [X], "min": [X], "aminmax": [X], "norm": [X], "diff": [X], "clamp": [X, -1.0, 1.0],
    "clip": [X, -2.0, 3.0], "renorm": [X, 2, 0, 1.0], "histc": [X], "quantile": [X, 0.3],
    "nanquantile": [X, 0.3], "cov": [X], "bincount": [In(data=[0, 1, 1, 3])],
    # shapes and selection
    "transpose": [X, (1, 0)], "permute": [X, (1, 0)], "reshape": [X, (4, 3)], "squeeze": [In("x", (3, 1, 4))],
    "expand_dims": [X, 1], "unsqueeze": [X, 1], "swapaxes": [X, 0, 1], "swapdims": [X, 0, 1],
    "movedim": [X, 0, 1], "moveaxis": [X, 0, 1], "broadcast_to": [In("x", (1, 4)), (3, 4)],
    "expand": [In("x", (1, 4)), ms.Tensor([3, 4])], "expand_as": [In("x", (1, 4)), X],
    "tile": [X, (2, 1)], "chunk": [X, 2], "split": [X, 1], "unbind": [X], "narrow": [X, 1, 1, 2],
    "index_select": [X, 1, In(data=[0, 2, 2])], "gather": [X, In(data=[[0, 2], [3, 3]]), 1],
    "gather_elements": [X, 1, In(data=[[0, 1], [3, 3], [2, 0]])],
    "unique_with_pad": [In(data=[3, 1, 3, 2], dtype=torch.int32), 0],
    "coalesce": [In(data=[[2, 0, 2, 1], [1, 1, 1, 0]], dtype=torch.int64), In(data=[1.0, 5.0, 4.0, 2.0]),
                 In(data=[3, 3], dtype=torch.int64)],
    "adjoint": [X], "reverse_sequence": [In("x", (3, 3)), In(data=[1, 3, 2]), 1, 0],
    "col2im": [In("x", (1, 1, 4, 4)), ms.Tensor([3, 3], ms.int32), (2, 2), (1, 1), (0, 0), (1, 1)],
    "gather_nd": [X, In(data=[[0, 1], [2, 3]])], "topk": [X, 2], "masked_fill": [X, In(data=[True, False, True,
                                                                                            False]), 0.5],
    "masked_select": [X, In(data=[True, False, True, False])],
    "flip": [X, (0,)], "roll": [X, 1, 0], "reverse": [X, (0,)], "top_k": [X, 2], "view_as": [X, In("x", (4, 3))],
    "take": [X, In(data=[0, 5, 11])], "is_complex": [X],
    "unfold": [In("x", (1, 2, 4, 4)), 2], "fold": [In("x", (1, 8, 9)), ms.Tensor([4, 4]), 2],
    "tensor_split": [X, 2, 1], "hsplit": [X, 2], "vsplit": [In("x", (4, 3)), 2],
    "dsplit": [In("x", (2, 2, 4)), 2], "repeat_interleave": [X, 2, 0], "index_fill": [X, 1, In(data=[0, 2], dtype=torch.int32), 0.5],
    "scatter": [X, 1, In(data=[[0, 1], [3, 3], [2, 0]]), In("x", (3, 2), seed=3)],
    "unique_consecutive": [In(data=[1.0, 1.0, 2.0, 2.0, 3.0, 1.0])],
    "diagonal_scatter": [In("x", (3, 3)), In("x", (3,), seed=1)],
    "select_scatter": [X, In("x", (4,), seed=1), 0, 1],
    "slice_scatter": [X, In("x", (3, 2), seed=1), 1, 0, 2],
    "unsorted_segment_max": [X, In(data=[0, 1, 0]), 2], "unsorted_segment_min": [X, In(data=[0, 1, 0]), 2],
    "unsorted_segment_prod": [X, In(data=[0, 1, 0]), 2],
    "fill": [X, 1.5], "type_as": [X, In("i")], "cast": [X, ms.float16], "dtype": [X], "shape": [X], "rank": [X],
    "size": [X], "ones_like": [X], "zeros_like": [X], "eye": [3, 4, ms.float32], "ones": [(2, 3), ms.float32],
    "zeros": [(2, 3), ms.float32], "linspace": [0.0, 1.0, 5], "matrix_exp": [In("x", (3, 3))],
    "gather_d": [X, 1, In(data=[[0, 1], [3, 3], [2, 0]])], "select": [In("b", (3, 4)), X, _y()],
    "slice": [X, (1, 0), (2, 3)], "scatter_nd": [In(data=[[0], [2]]), In("x", (2, 4)), (3, 4)],
    **{n: [X, In(data=[[0], [2]]), In("x", (2, 4), seed=1)] for n in (
        "tensor_scatter_add", "tensor_scatter_div", "tensor_scatter_max", "tensor_scatter_min",
        "tensor_scatter_mul", "tensor_scatter_sub", "tensor_scatter_update")},
    "truncate_div": [X, _y("p")], "truncate_mod": [X, _y("p")], "tensor_div": [X, _y("p")],
    "unsorted_segment_sum": [X, In(data=[0, 1, 0]), 2],
    # linear algebra
    "matmul": [X, In("x", (4, 2), seed=1)], "mm": [X, In("x", (4, 2), seed=1)],
    "bmm": [In("x", (2, 3, 4)), In("x", (2, 4, 2), seed=1)], "outer": [In("x", (3,)), In("x", (4,), seed=1)],
    "ger": [In("x", (3,)), In("x", (4,), seed=1)], "inner": [X, _y()], "cross": [In("x", (4, 3)), In("x", (4, 3), 1)],
    "inverse": [In("x", (3, 3))], "det": [In("x", (3, 3))], "logdet": [In(data=[[2.0, 0.5], [0.25, 3.0]])],
    "slogdet": [In("x", (3, 3))], "matrix_power": [In("x", (3, 3)), 2], "diag": [In("x", (3,))],
    "addmm": [In("x", (3, 2)), X, In("x", (4, 2), seed=1)], "addmv": [In("x", (3,)), X, In("x", (4,), seed=1)],
    "addbmm": [In("x", (3, 2)), In("x", (2, 3, 4), seed=1), In("x", (2, 4, 2), seed=2)],
    "baddbmm": [In("x", (2, 3, 2)), In("x", (2, 3, 4), seed=1), In("x", (2, 4, 2), seed=2)],
    "addr": [X, In("x", (3,), seed=1), In("x", (4,), seed=2)],
    "cholesky": [In(data=[[2.0, 1.0], [1.0, 3.0]])], "cholesky_inverse": [In(data=[[2.0, 0.0], [1.0, 3.0]])],
    "cholesky_solve": [In(data=[[1.0], [2.0]]), In(data=[[2.0, 0.0], [1.0, 3.0]])],
    "lu_solve": [In(data=[[1.0], [2.0]]), In(data=[[2.0, 1.0], [0.5, 2.5]]), In(data=[1, 2], dtype=torch.int32)],
    "svd": [In("x", (3, 2))], "geqrf": [In("x", (3, 2))], "matrix_determinant": [In("x", (3, 3))],
    "orgqr": [In(data=[[2.0, 1.0], [1.0, 3.0]]), In(data=[1.0, 1.0])],
    "ormqr": [In(data=[[2.0, 1.0], [1.0, 3.0], [0.5, 1.0]]), In(data=[1.2, 1.5]),
              In(data=[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])],
    "fmin": [X, _y()], "fills": [X, 2.5],
    "log_matrix_determinant": [In(data=[[2.0, 1.0], [1.0, 3.0]])], "eigvals": [In(data=[[2.0, 1.0], [1.0, 3.0]])],
    "inv": [X], "imag": [X], "mvlgamma": [In("g"), 1], "inplace_update": [X, In("x", (2, 4), seed=1), (0, 2)],
    # neural-network functions with arguments
    "glu": [In("x", (3, 4))], "prelu": [In("x", (2, 3, 4)), In("p", (3,), seed=1)],
    "threshold": [X, 1.0, 9.0], "dense": [X, In("x", (2, 4), seed=1), In("x", (2,), seed=2)],
    "conv2d": [In("x", (1, 2, 5, 5)), In("x", (3, 2, 3, 3), seed=1)],
    "avg_pool2d": [In("x", (1, 2, 4, 4)), 2, 2], "max_pool2d": [In("x", (1, 2, 4, 4)), 2, 2],
    "adaptive_avg_pool2d": [In("x", (1, 2, 4, 4)), 2],
    "pixel_shuffle": [In("x", (1, 4, 2, 2)), 2], "pad": [X, (1, 2)],
    "l1_loss": [X, _y()], "mse_loss": [X, _y()], "smooth_l1_loss": [X, _y()],
    "binary_cross_entropy_with_logits": [X, In("s", seed=1)],
    # in place on the first argument (each door gets fresh inputs)
    **{n: [X, _y()] for n in ("assign", "assign_add", "assign_sub")},
    # issue 17's ops (ops.function.linalg_func, math_extra_func, box_func, legacy_func, nn_extra_func)
    "matrix_band_part": [X, 1, 0], "lstsq": [In("x", (4, 3)), In("x", (4, 2), seed=1)], "qr": [In("x", (3, 2))],
    "polygamma": [In(data=1, dtype=torch.int64), P], "zeta": [In("g"), P], "population_count": [In("i")],
    "polar": [P, X], "approximate_equal": [X, _y()], "soft_shrink": [X],
    "index_add": [X, In(data=[0, 2], dtype=torch.int32), In("x", (2, 4), seed=1), 0],
    "check_valid": [In(data=[[0.0, 0.0, 4.0, 4.0], [2.0, 3.0, 8.0, 9.0]]), In(data=[9.0, 8.0, 1.0])],
    "move_to": [X, "CPU"],  # ops.move_to, Tensor.move_to, ops.MoveTo (misc_ops branch)
}

# Operations whose ops function and Tensor method are different operations in MindSpore 2.10 (the method takes
# other arguments or returns another thing) or cannot be compared by this test; each says why.
NOT_COMPARED = {
    "print_": "ops.Print / ops.print_ print and return None: their printed text is golden-tested (ops_breadth)",
    "type_as": "Tensor.type_as casts to another tensor's dtype; ops.type_as does not exist in the same form",
    "fill": "ops.fill(type, shape, value) makes a new tensor; Tensor.fill(value) fills one like self",
    "flatten": "Tensor.flatten starts at axis 0, ops.flatten at axis 1 (MindSpore 2.10's defaults)",
    "max": "Tensor.max() reduces all axes, ops.max(x) returns (values, indices) along axis 0 in MindSpore 2.10",
    "min": "Tensor.min() reduces all axes, ops.min(x) returns (values, indices) along axis 0 in MindSpore 2.10",
    "where": "Tensor.where(condition, y) has self as x: compared as the case 'where:method'",
    "scatter_mul": "Tensor.scatter_mul is TensorScatterMul (N-d indices, a new tensor); ops.scatter_mul updates a "
                   "Parameter in place (ScatterMul)",
    "scatter_div": "Tensor.scatter_div is TensorScatterDiv; ops.scatter_div updates a Parameter (ScatterDiv)",
    "scatter_max": "Tensor.scatter_max is TensorScatterMax; ops.scatter_max updates a Parameter (ScatterMax)",
    "scatter_min": "Tensor.scatter_min is TensorScatterMin; ops.scatter_min updates a Parameter (ScatterMin)",
    "searchsorted": "Tensor.searchsorted(v, side, sorter) returns Int32; ops.searchsorted defaults to Int64",
    "multinomial": "random sampling: golden-tested as dtype/shape rules (ops_tensor_more_random)",
    "random_categorical": "random sampling: golden-tested as dtype/shape rules (ops_tensor_methods_extra_random)",
    "select": "Tensor.select(dim, index) / (condition, y) against ops.select(condition, x, y): compared by the "
              "golden cases of both (ops_tensor_methods_extra and ops.select's)",
    "approximate_equal": "Tensor.approximate_equal computes in Float32/Float16 with a float tolerance (MindSpore "
                         "2.10's method); ops.approximate_equal is the ApproximateEqual primitive",
    "lstsq": "Tensor.lstsq is ops.lstsq itself; torch's least-squares solver differs in the last bit from call to "
             "call, so two calls cannot be compared bitwise",
    "qr": "Tensor.qr(some: bool) against ops.qr(input, mode: str)",
    "index_add": "Tensor.index_add(indices, y, axis) / (dim, index, source, alpha) against ops.index_add(x, indices, "
                 "y, axis): compared by the golden cases of both (ops_tensor_more, ops_extra)",
    "accumulate_n": "ops.accumulate_n takes one list of Tensors (the harness passes Tensors one by one); "
                    "ops.AccumulateNV2's fn is ops.accumulate_n itself",
    "bernoulli": "random sampling; Tensor.bernoulli() draws with the tensor as probabilities, ops.bernoulli(input, p) "
                 "with probability p",
}


# Front doors whose dtype rules differ in MindSpore 2.10 itself (measured there: the same inputs in other dtypes
# give another result dtype or an error at one door only); the dtype comparison skips these (case, door) pairs.
DTYPE_DIFFERENCES = {
    ("add", "Tensor.add"): "Tensor.add takes Bool tensors (Bool result), ops.add raises TypeError",
    ("sub", "Tensor.sub"): "Tensor.sub takes Bool tensors (Bool result), ops.sub raises TypeError",
    ("cumsum", "Tensor.cumsum"): "Tensor.cumsum of Bool gives Int32, ops.cumsum raises TypeError",
    ("cumsum:prim", "Tensor.cumsum"): "Tensor.cumsum of Bool gives Int32, ops.cumsum raises TypeError",
    ("cumprod:prim", "ops.CumProd()"): "ops.CumProd keeps Int32 (ops.cumprod gives Int64) and rejects Bool",
    ("sum:prim", "ops.ReduceSum()"): "ops.ReduceSum keeps Int32 and Bool (ops.sum gives Int64)",
    ("prod:prim", "ops.ReduceProd()"): "ops.ReduceProd keeps Int32 and Bool (ops.prod gives Int64)",
    ("std", "Tensor.std"): "Tensor.std of Int32 gives Float32, ops.std raises TypeError",
    ("var", "Tensor.var"): "Tensor.var of Int32 gives Float32, ops.var raises TypeError",
    ("mse_loss:nn", "nn.MSELoss()"): "nn.MSELoss of Int32 gives Int32, ops.mse_loss gives Float32",
    ("max_pool2d:nn", "ops.MaxPool(2, 2)"): "ops.MaxPool rejects Int32, ops.max_pool2d takes it",
    ("max_pool2d:nn", "nn.MaxPool2d(2, 2)"): "nn.MaxPool2d rejects Int32, ops.max_pool2d takes it",
    ("cross_entropy:nn", "nn.CrossEntropyLoss()"): "nn.CrossEntropyLoss rejects Float64, ops.cross_entropy takes it",
    ("layer_norm:nn", "nn.LayerNorm((4,))"): "nn.LayerNorm of Int32 is a RuntimeError, ops.layer_norm gives Int32",
    ("masked_fill", "Tensor.masked_fill"): "Tensor.masked_fill casts a float value into an integer tensor, "
                                           "ops.masked_fill raises TypeError (MindSpore's MaskedFill kernel)",
}


def _ops_door(name):
    fn = getattr(ops, name)
    return f"ops.{name}", lambda args, kwargs: fn(*args, **kwargs)


def _method_door(name):
    return f"Tensor.{name}", lambda args, kwargs: getattr(args[0], name)(*args[1:], **kwargs)


def _prim_door(cls_name, *attrs, inputs=None):
    """``ops.Cls(*attrs)`` called with the first ``inputs`` arguments (all by default)."""
    cls = getattr(ops, cls_name)
    label = f"ops.{cls_name}({', '.join(map(repr, attrs))})"
    return label, lambda args, kwargs: cls(*attrs)(*args[:inputs], **kwargs)


def _cell_door(label, make, inputs=None):
    """The Cell ``make()`` called with the first ``inputs`` arguments (all by default)."""
    return label, lambda args, kwargs: make()(*args[:inputs], **kwargs)


def _fn_door(label, fn):
    return label, lambda args, kwargs: fn(*args, **kwargs)


def _function_primitives():
    """{ops function name: [primitive class names]} for the attribute-free primitives (``fn`` is the function)."""
    by_fn = {}
    for n in ops.__all__:  # an ops function with several names goes by the one CALLS knows
        if callable(getattr(ops, n, None)) and (id(getattr(ops, n)) not in by_fn or n in CALLS):
            by_fn[id(getattr(ops, n))] = n
    table = {}
    for cls_name in ops.operations.__all__:
        cls = getattr(ops, cls_name)
        if isinstance(cls, type) and issubclass(cls, FunctionPrimitive) and id(cls.fn) in by_fn:
            table.setdefault(by_fn[id(cls.fn)], []).append(cls_name)
    return table


# Primitives with attributes, nn layers and mint names: (door, the call it is the same operation as). A case
# name 'op:variant' runs CALLS[op] with other arguments for the doors listed under it.
EXTRA = {
    "hardswish": [_prim_door("HSwish"), _cell_door("nn.HSwish()", nn.HSwish),
                  _fn_door("mint.nn.functional.hardswish", mint.nn.functional.hardswish),
                  _cell_door("mint.nn.Hardswish()", mint.nn.Hardswish)],
    "hardsigmoid": [_cell_door("nn.HSigmoid()", nn.HSigmoid),
                    _fn_door("mint.nn.functional.hardsigmoid", mint.nn.functional.hardsigmoid),
                    _cell_door("mint.nn.Hardsigmoid()", mint.nn.Hardsigmoid)],
    "relu": [_cell_door("nn.ReLU()", nn.ReLU), _fn_door("mint.nn.functional.relu", mint.nn.functional.relu),
             _cell_door("mint.nn.ReLU()", mint.nn.ReLU)],
    "relu6": [_cell_door("nn.ReLU6()", nn.ReLU6), _fn_door("mint.nn.functional.relu6", mint.nn.functional.relu6),
              _cell_door("mint.nn.ReLU6()", mint.nn.ReLU6)],
    "hardtanh": [_cell_door("nn.Hardtanh()", nn.Hardtanh),
                 _fn_door("mint.nn.functional.hardtanh", mint.nn.functional.hardtanh),
                 _cell_door("mint.nn.Hardtanh()", mint.nn.Hardtanh)],
    "leaky_relu": [_cell_door("nn.LeakyReLU()", nn.LeakyReLU),
                   _fn_door("mint.nn.functional.leaky_relu(x, 0.2)",
                            lambda x: mint.nn.functional.leaky_relu(x, 0.2))],
    "selu": [_cell_door("nn.SeLU()", nn.SeLU), _fn_door("mint.nn.functional.selu", mint.nn.functional.selu),
             _cell_door("mint.nn.SELU()", mint.nn.SELU)],
    "silu": [_cell_door("nn.SiLU()", nn.SiLU), _fn_door("mint.nn.functional.silu", mint.nn.functional.silu),
             _cell_door("mint.nn.SiLU()", mint.nn.SiLU)],
    "sigmoid": [_cell_door("nn.Sigmoid()", nn.Sigmoid), _fn_door("mint.sigmoid", mint.sigmoid),
                _cell_door("mint.nn.Sigmoid()", mint.nn.Sigmoid)],
    "tanh": [_cell_door("nn.Tanh()", nn.Tanh), _fn_door("mint.tanh", mint.tanh),
             _cell_door("mint.nn.Tanh()", mint.nn.Tanh)],
    "mish": [_cell_door("nn.Mish()", nn.Mish), _fn_door("mint.nn.functional.mish", mint.nn.functional.mish),
             _cell_door("mint.nn.Mish()", mint.nn.Mish)],
    "softsign": [_cell_door("nn.Softsign()", nn.Softsign)],
    "logsigmoid": [_cell_door("nn.LogSigmoid()", nn.LogSigmoid),
                   _fn_door("mint.nn.functional.logsigmoid", mint.nn.functional.logsigmoid),
                   _cell_door("mint.nn.LogSigmoid()", mint.nn.LogSigmoid)],
    "tanhshrink": [_cell_door("nn.Tanhshrink()", nn.Tanhshrink)],
    "gelu": [_cell_door("nn.GELU(approximate=False)", lambda: nn.GELU(approximate=False)),
             _fn_door("mint.nn.functional.gelu", mint.nn.functional.gelu),
             _cell_door("mint.nn.GELU()", mint.nn.GELU)],
    "fast_gelu": [_cell_door("nn.FastGelu()", nn.FastGelu)],
    "elu": [_cell_door("nn.ELU()", nn.ELU), _fn_door("mint.nn.functional.elu", mint.nn.functional.elu),
            _cell_door("mint.nn.ELU()", mint.nn.ELU)],
    "celu": [_cell_door("nn.CELU()", nn.CELU)],
    "softplus": [],
    "softmax": [_cell_door("nn.Softmax()", nn.Softmax, inputs=1)],
    "log_softmax": [_cell_door("nn.LogSoftmax()", nn.LogSoftmax)],
    "softmin": [_cell_door("nn.Softmin()", nn.Softmin)],
    "hardshrink": [_prim_door("HShrink"), _cell_door("nn.HShrink()", nn.HShrink),
                   _fn_door("mint.nn.functional.hardshrink", mint.nn.functional.hardshrink),
                   _cell_door("mint.nn.Hardshrink()", mint.nn.Hardshrink)],
    "softshrink": [_prim_door("SoftShrink"), _cell_door("nn.SoftShrink()", nn.SoftShrink),
                   _fn_door("mint.nn.functional.softshrink", mint.nn.functional.softshrink),
                   _cell_door("mint.nn.Softshrink()", mint.nn.Softshrink)],
    "threshold": [_cell_door("nn.Threshold(1.0, 9.0)", lambda: nn.Threshold(1., 9.), inputs=1)],
    "glu": [_cell_door("nn.GLU()", nn.GLU)],
    "gather": [],
}


def _variants():
    """Cases 'op:variant' with their own arguments: {case: (arguments, [doors])}."""
    return {
        "hardtanh:bounds": ([X, -2.0, 3.0], [
            _fn_door("ops.hardtanh", ops.hardtanh),
            _cell_door("nn.Hardtanh(-2.0, 3.0)", lambda: nn.Hardtanh(-2.0, 3.0), inputs=1),
            _fn_door("mint.nn.functional.hardtanh", mint.nn.functional.hardtanh)]),
        "leaky_relu:alpha": ([X, 0.01], [
            _fn_door("ops.leaky_relu", ops.leaky_relu),
            _cell_door("nn.LeakyReLU(0.01)", lambda: nn.LeakyReLU(0.01), inputs=1),
            _fn_door("mint.nn.functional.leaky_relu", mint.nn.functional.leaky_relu)]),
        "leaky_relu:above_one": ([X, 1.5], [
            _fn_door("ops.leaky_relu", ops.leaky_relu),
            _cell_door("nn.LeakyReLU(1.5)", lambda: nn.LeakyReLU(1.5), inputs=1)]),
        "hardshrink:lambd": ([X, 1.0], [
            _fn_door("ops.hardshrink", ops.hardshrink), _method_door("hardshrink"), _prim_door("HShrink", 1.0, inputs=1),
            _cell_door("nn.HShrink(1.0)", lambda: nn.HShrink(1.0), inputs=1)]),
        "softshrink:lambd": ([X, 1.0], [
            _fn_door("ops.softshrink", ops.softshrink), _prim_door("SoftShrink", 1.0, inputs=1),
            _cell_door("nn.SoftShrink(1.0)", lambda: nn.SoftShrink(1.0), inputs=1)]),
        "gelu:tanh": ([X, "tanh"], [
            _fn_door("ops.gelu", ops.gelu), _fn_door("ops.GeLU()", lambda x, *_: ops.GeLU()(x)),
            _cell_door("nn.GELU()", lambda: nn.GELU(), inputs=1)]),
        "softmax:axis0": ([X, 0], [
            _fn_door("ops.softmax", ops.softmax), _method_door("softmax"), _prim_door("Softmax", 0, inputs=1),
            _cell_door("nn.Softmax(0)", lambda: nn.Softmax(0), inputs=1)]),
        "log_softmax:axis0": ([X, 0], [
            _fn_door("ops.log_softmax", ops.log_softmax), _prim_door("LogSoftmax", 0, inputs=1),
            _cell_door("nn.LogSoftmax(0)", lambda: nn.LogSoftmax(0), inputs=1)]),
        "elu:prim": ([X], [_fn_door("ops.elu", ops.elu), _prim_door("Elu"), _prim_door("CeLU")]),
        "gather:prim": ([X, In(data=[[0, 2], [3, 3]]), 1], [
            _fn_door("ops.gather", ops.gather), _method_door("gather"), _prim_door("Gather")]),
        "argmax:prim": ([X], [_fn_door("ops.argmax", lambda x: ops.argmax(x, -1)),
                              _prim_door("Argmax", -1, ms.int64)]),
        "where:method": ([In("b", (3, 4)), X, _y()], [
            _fn_door("ops.where", ops.where), _fn_door("Tensor.where", lambda c, x, y: x.where(c, y)),
            _prim_door("Select")]),
        "cumsum:prim": ([X, 1], [_fn_door("ops.cumsum", ops.cumsum), _method_door("cumsum"), _prim_door("CumSum")]),
        "cumprod:prim": ([X, 1], [_fn_door("ops.cumprod", ops.cumprod), _prim_door("CumProd")]),
        "stft:prim": ([In("x", (2, 16)), In("p", (6,), seed=1)], [
            _fn_door("ops.stft", lambda x, w: ops.stft(x, 8, 3, 6, w, center=False)),
            _fn_door("ops.STFT(8, 3, 6, False, True, False)", lambda x, w: ops.STFT(8, 3, 6, False, True, False)(x, w))]),
        "sum:prim": ([X, 1], [_fn_door("ops.sum", ops.sum), _method_door("sum"),
                              _fn_door("ops.ReduceSum()", lambda x, a: ops.ReduceSum()(x, a))]),
        "mean:prim": ([X, 1], [_fn_door("ops.mean", ops.mean), _method_door("mean"),
                               _fn_door("ops.ReduceMean()", lambda x, a: ops.ReduceMean()(x, a))]),
        "amax:prim": ([X, 1], [_fn_door("ops.amax", ops.amax), _method_door("amax"),
                               _fn_door("ops.ReduceMax()", lambda x, a: ops.ReduceMax()(x, a))]),
        "amin:prim": ([X, 1], [_fn_door("ops.amin", ops.amin), _method_door("amin"),
                               _fn_door("ops.ReduceMin()", lambda x, a: ops.ReduceMin()(x, a))]),
        "prod:prim": ([X, 1], [_fn_door("ops.prod", ops.prod), _method_door("prod"),
                               _fn_door("ops.ReduceProd()", lambda x, a: ops.ReduceProd()(x, a))]),
        "matmul:prim": ([X, In("x", (4, 2), seed=1)], [_fn_door("ops.matmul", ops.matmul), _method_door("matmul"),
                                                       _prim_door("MatMul"), _prim_door("BatchMatMul")]),
        "sort:prim": ([X], [_fn_door("ops.sort", ops.sort), _method_door("sort"), _prim_door("Sort")]),
        "topk:prim": ([X, 2], [_fn_door("ops.topk", ops.topk), _method_door("topk"), _prim_door("TopK")]),
        "tril:prim": ([X], [_fn_door("ops.tril", ops.tril), _method_door("tril"), _prim_door("Tril"),
                            _cell_door("nn.Tril()", nn.Tril)]),
        "triu:prim": ([X], [_fn_door("ops.triu", ops.triu), _method_door("triu"), _prim_door("Triu"),
                            _cell_door("nn.Triu()", nn.Triu)]),
        "squeeze:prim": ([In("x", (3, 1, 4))], [_fn_door("ops.squeeze", ops.squeeze), _method_door("squeeze"),
                                                _prim_door("Squeeze")]),
        "flip:prim": ([X, (1,)], [_fn_door("ops.flip", ops.flip), _method_door("flip"),
                                  _fn_door("ops.ReverseV2((1,))", lambda x, a: ops.ReverseV2(a)(x))]),
        "roll:prim": ([X, 1, 0], [_fn_door("ops.roll", ops.roll), _method_door("roll"),
                                  _fn_door("ops.Roll(1, 0)", lambda x, s, d: ops.Roll(s, d)(x))]),
        "broadcast_to:prim": ([In("x", (1, 4)), (3, 4)], [
            _fn_door("ops.broadcast_to", ops.broadcast_to), _method_door("broadcast_to"),
            _fn_door("ops.BroadcastTo((3, 4))", lambda x, s: ops.BroadcastTo(s)(x))]),
        "cummax:prim": ([X, 1], [_fn_door("ops.cummax", ops.cummax), _method_door("cummax"), _fn_door(
            "ops.Cummax(1)", lambda x, a: ops.Cummax(a)(x))]),
        "cummin:prim": ([X, 1], [_fn_door("ops.cummin", ops.cummin), _method_door("cummin"), _fn_door(
            "ops.Cummin(1)", lambda x, a: ops.Cummin(a)(x))]),
        "renorm:prim": ([X, 2, 0, 1.0], [_fn_door("ops.renorm", ops.renorm), _method_door("renorm"),
                                         _fn_door("ops.Renorm", lambda x, p, d, m: ops.Renorm(p, d, m)(x))]),
        "cross:prim": ([In("x", (4, 3)), In("x", (4, 3), 1), 1], [
            _fn_door("ops.cross", ops.cross), _method_door("cross"),
            _fn_door("ops.Cross(1)", lambda x, y, d: ops.Cross(d)(x, y))]),
        "conv2d:valid": ([In("x", (1, 2, 5, 5)), In("x", (3, 2, 3, 3), seed=1)], _conv_doors("valid", 0)),
        "conv2d:same": ([In("x", (1, 2, 5, 5)), In("x", (3, 2, 3, 3), seed=1)], _conv_doors("same", 0)),
        "conv2d:same_stride2": ([In("x", (1, 2, 6, 6)), In("x", (3, 2, 3, 3), seed=1)],
                                _conv_doors("same", 0, stride=2)),
        "conv2d:pad": ([In("x", (1, 2, 5, 5)), In("x", (3, 2, 3, 3), seed=1)], _conv_doors("pad", 1)),
        "conv2d:pad_asym": ([In("x", (1, 2, 5, 5)), In("x", (3, 2, 3, 3), seed=1)],
                            _conv_doors("pad", (1, 0, 2, 1), dilation=2)),
        "l1_loss:nn": ([X, _y()], [_fn_door("ops.l1_loss", ops.l1_loss),
                                   _cell_door("nn.L1Loss()", nn.L1Loss)]),
        "mse_loss:nn": ([X, _y()], [_fn_door("ops.mse_loss", ops.mse_loss),
                                    _cell_door("nn.MSELoss()", nn.MSELoss)]),
        "smooth_l1_loss:nn": ([X, _y()], [_fn_door("ops.smooth_l1_loss", ops.smooth_l1_loss),
                                          _cell_door("nn.SmoothL1Loss()", nn.SmoothL1Loss)]),
        "bce_logits:nn": ([X, In("s", seed=1)], [
            _fn_door("ops.binary_cross_entropy_with_logits", ops.binary_cross_entropy_with_logits),
            _cell_door("nn.BCEWithLogitsLoss()", nn.BCEWithLogitsLoss)]),
        "dense:nn": ([X, In("x", (2, 4), seed=1), In("x", (2,), seed=2)], [
            _fn_door("ops.dense", ops.dense), _fn_door("nn.Dense(4, 2)", _dense_layer)]),
        "flatten:nn": ([In("x", (2, 3, 4))], [_fn_door("ops.flatten", ops.flatten), _prim_door("Flatten"),
                                              _cell_door("nn.Flatten()", nn.Flatten)]),
        "pixel_shuffle:nn": ([In("x", (1, 4, 2, 2)), 2], [
            _fn_door("ops.pixel_shuffle", ops.pixel_shuffle),
            _fn_door("nn.PixelShuffle(2)", lambda x, r: nn.PixelShuffle(r)(x))]),
        "max_pool2d:nn": ([In("x", (1, 2, 4, 4))], [
            _fn_door("ops.max_pool2d", lambda x: ops.max_pool2d(x, 2, 2)),
            _fn_door("ops.MaxPool(2, 2)", lambda x: ops.MaxPool(2, 2)(x)),
            _fn_door("nn.MaxPool2d(2, 2)", lambda x: nn.MaxPool2d(2, 2)(x))]),
        "avg_pool2d:nn": ([In("x", (1, 2, 4, 4))], [
            _fn_door("ops.avg_pool2d", lambda x: ops.avg_pool2d(x, 2, 2)),
            _fn_door("ops.AvgPool(2, 2)", lambda x: ops.AvgPool(2, 2)(x)),
            _fn_door("nn.AvgPool2d(2, 2)", lambda x: nn.AvgPool2d(2, 2)(x))]),
        "adaptive_avg_pool2d:nn": ([In("x", (1, 2, 4, 4))], [
            _fn_door("ops.adaptive_avg_pool2d", lambda x: ops.adaptive_avg_pool2d(x, 2)),
            _fn_door("ops.AdaptiveAvgPool2D(2)", lambda x: ops.AdaptiveAvgPool2D(2)(x)),
            _fn_door("nn.AdaptiveAvgPool2d(2)", lambda x: nn.AdaptiveAvgPool2d(2)(x))]),
        "max_pool2d:same": ([In("x", (1, 2, 5, 5))], [
            _fn_door("ops.MaxPool(3, 2, 'same')", lambda x: ops.MaxPool(3, 2, "same")(x)),
            _fn_door("nn.MaxPool2d(3, 2, 'same')", lambda x: nn.MaxPool2d(3, 2, "same")(x))]),
        "avg_pool2d:same": ([In("x", (1, 2, 5, 5))], [
            _fn_door("ops.AvgPool(3, 2, 'same')", lambda x: ops.AvgPool(3, 2, "same")(x)),
            _fn_door("nn.AvgPool2d(3, 2, 'same')", lambda x: nn.AvgPool2d(3, 2, "same")(x))]),
        "bias_add:prim": ([In("x", (2, 3, 4)), In("x", (3,), seed=1)], [
            _fn_door("ops.bias_add", ops.bias_add), _prim_door("BiasAdd")]),
        "pad:prim": ([In("x", (2, 3))], [
            _fn_door("ops.pad", lambda x: ops.pad(x, (2, 1, 1, 0))),
            _fn_door("ops.Pad(((1, 0), (2, 1)))", lambda x: ops.Pad(((1, 0), (2, 1)))(x)),
            _fn_door("nn.Pad(((1, 0), (2, 1)))", lambda x: nn.Pad(((1, 0), (2, 1)))(x))]),
        "layer_norm:nn": ([In("x", (2, 3, 4))], [
            _fn_door("ops.layer_norm", lambda x: ops.layer_norm(x, (4,), eps=1e-7)),
            _fn_door("nn.LayerNorm((4,))", lambda x: nn.LayerNorm((4,))(x))]),
        "group_norm:nn": ([In("x", (2, 4, 3))], [
            _fn_door("ops.group_norm", lambda x: ops.group_norm(x, 2, ops.ones(4, x.dtype), ops.zeros(4, x.dtype))),
            _fn_door("nn.GroupNorm(2, 4)", lambda x: nn.GroupNorm(2, 4)(x))]),
        "pixel_unshuffle:nn": ([In("x", (1, 1, 4, 4))], [
            _fn_door("ops.pixel_unshuffle", lambda x: ops.pixel_unshuffle(x, 2)),
            _fn_door("nn.PixelUnshuffle(2)", lambda x: nn.PixelUnshuffle(2)(x))]),
        "interpolate:nn": ([In("x", (1, 2, 3, 3))], [
            _fn_door("ops.interpolate", lambda x: ops.interpolate(x, (5, 4), mode="bilinear")),
            _fn_door("nn.Upsample((5, 4), mode='bilinear')", lambda x: nn.Upsample((5, 4), mode="bilinear")(x))]),
        "nll_loss:nn": ([In("x", (3, 4)), In(data=[0, 3, 1], dtype=torch.int32)], [
            _fn_door("ops.nll_loss", ops.nll_loss), _cell_door("nn.NLLLoss()", nn.NLLLoss)]),
        "cross_entropy:nn": ([In("x", (3, 4)), In(data=[0, 3, 1], dtype=torch.int32)], [
            _fn_door("ops.cross_entropy", ops.cross_entropy), _cell_door("nn.CrossEntropyLoss()", nn.CrossEntropyLoss)]),
        "kl_div:nn": ([X, In("s", seed=1)], [_fn_door("ops.kl_div", ops.kl_div), _cell_door("nn.KLDivLoss()", nn.KLDivLoss)]),
        "huber_loss:nn": ([X, _y()], [_fn_door("ops.huber_loss", ops.huber_loss), _cell_door("nn.HuberLoss()", nn.HuberLoss)]),
        "margin_ranking_loss:nn": ([X, _y(), In(data=[[1.0, -1.0, 1.0, 1.0]] * 3)], [
            _fn_door("ops.margin_ranking_loss", ops.margin_ranking_loss),
            _cell_door("nn.MarginRankingLoss()", nn.MarginRankingLoss)]),
        "cosine_embedding_loss:nn": ([X, _y(), In(data=[1.0, -1.0, 1.0])], [
            _fn_door("ops.cosine_embedding_loss", ops.cosine_embedding_loss),
            _cell_door("nn.CosineEmbeddingLoss()", nn.CosineEmbeddingLoss)]),
        "hinge_embedding_loss:nn": ([X, In(data=[[1.0, -1.0, 1.0, -1.0]] * 3)], [
            _fn_door("ops.hinge_embedding_loss", ops.hinge_embedding_loss),
            _cell_door("nn.HingeEmbeddingLoss()", nn.HingeEmbeddingLoss)]),
        "multilabel_soft_margin_loss:nn": ([X, In(data=[[1.0, 0.0, 1.0, 0.0]] * 3)], [
            _fn_door("ops.multilabel_soft_margin_loss", ops.multilabel_soft_margin_loss),
            _cell_door("nn.MultiLabelSoftMarginLoss()", nn.MultiLabelSoftMarginLoss)]),
        "binary_cross_entropy:nn": ([In("s"), In("s", seed=1)], [
            _fn_door("ops.binary_cross_entropy", ops.binary_cross_entropy), _cell_door("nn.BCELoss()", nn.BCELoss)]),
        "multi_margin_loss:nn": ([In("x", (3, 4)), In(data=[0, 3, 1])], [
            _fn_door("ops.multi_margin_loss", ops.multi_margin_loss),
            _cell_door("nn.MultiMarginLoss()", nn.MultiMarginLoss)]),
        "prelu:nn": ([In("x", (2, 3, 4)), In("p", (3,), seed=1)], [
            _fn_door("ops.prelu", ops.prelu), _prim_door("PReLU"), _fn_door("nn.PReLU(3)", _prelu_layer)]),
        "median:prim": ([X, 1], [_fn_door("ops.median", ops.median), _method_door("median"),
                                 _fn_door("ops.Median(axis=1)", lambda x, a: ops.Median(axis=a)(x)),
                                 _fn_door("Tensor.median(dim=1)", lambda x, a: x.median(dim=a))]),
        "argmax_with_value:prim": ([X, 1], [
            _fn_door("Tensor.argmax_with_value", lambda x, a: x.argmax_with_value(a)),
            _fn_door("ops.ArgMaxWithValue(1)", lambda x, a: ops.ArgMaxWithValue(a)(x)[::-1])]),
        "argmin_with_value:prim": ([X, 0], [
            _fn_door("Tensor.argmin_with_value", lambda x, a: x.argmin_with_value(a)),
            _fn_door("ops.ArgMinWithValue(0)", lambda x, a: ops.ArgMinWithValue(a)(x)[::-1])]),
        **{f"scatter_nd_{n}:prim": ([X, In(data=[[0, 1], [2, 3], [0, 1]], dtype=torch.int32), In("p", (3,), seed=1)], [
            _fn_door(f"ops.scatter_nd_{n}", getattr(ops, f"scatter_nd_{n}")), _prim_door(f"ScatterNd{n.title()}")])
           for n in ("update", "add", "sub", "mul", "div", "max", "min")},
        "scatter:dim": ([X, 1, In(data=[[0], [2], [-1]], dtype=torch.int64), In("x", (3, 1), seed=1)], [
            _fn_door("ops.scatter", ops.scatter), _method_door("scatter"),
            _fn_door("Tensor.scatter(dim=...)", lambda x, d, i, s: x.scatter(dim=d, index=i, src=s)),
            _fn_door("ops.tensor_scatter_elements", lambda x, d, i, s: ops.tensor_scatter_elements(x, i, s, d)),
            _fn_door("ops.TensorScatterElements", lambda x, d, i, s: ops.TensorScatterElements(d)(x, i, s))]),
        "bmm:4d": ([In("x", (2, 3, 1, 4)), In("x", (2, 3, 4, 5), seed=1)], [
            _fn_door("ops.bmm", ops.bmm), _method_door("bmm"), _prim_door("BatchMatMul"),
            _fn_door("ops.bmm(input_x=, mat2=)", lambda x, y: ops.bmm(input_x=x, mat2=y))]),
    }


def _with_parameters(cell, **params):
    """``cell`` computing with the given torch leaves as its Parameters (so gradients reach them)."""
    for name, t in params.items():
        getattr(cell, name)._t = t
        cell._parameters[name] = t
    return cell


def _dense_layer(x, w, b):
    return _with_parameters(nn.Dense(4, 2), weight=w._t, bias=b._t)(x)


def _prelu_layer(x, w):
    return _with_parameters(nn.PReLU(3), w=w._t)(x)


def _conv_doors(pad_mode, padding, stride=1, dilation=1):
    kwargs = {"pad_mode": pad_mode, "stride": stride, "dilation": dilation}
    prim_pad = padding if isinstance(padding, int) else tuple(padding)
    ops_pad = padding if isinstance(padding, int) else (padding[0], padding[2]) if padding[0] == padding[1] and \
        padding[2] == padding[3] else None

    def nn_door(x, w):
        layer = nn.Conv2d(2, 3, 3, stride=stride, pad_mode=pad_mode, padding=prim_pad, dilation=dilation)
        return _with_parameters(layer, weight=w._t)(x)

    doors = [_fn_door(f"ops.Conv2D(3, 3, pad_mode={pad_mode!r}, pad={prim_pad})",
                      lambda x, w: ops.Conv2D(3, 3, pad_mode=pad_mode, pad=prim_pad, stride=stride,
                                              dilation=dilation)(x, w)),
             _fn_door(f"nn.Conv2d(2, 3, 3, pad_mode={pad_mode!r}, padding={prim_pad})", nn_door)]
    if ops_pad is not None:
        doors.insert(0, _fn_door(f"ops.conv2d(pad_mode={pad_mode!r}, padding={ops_pad})",
                                 lambda x, w: ops.conv2d(x, w, None, padding=ops_pad, **kwargs)))
    return doors


def front_doors():
    """{case: (arguments, [(label, door)])} for every operation with more than one front door."""
    table = {}
    prims = _function_primitives()
    names = set(n for n in TENSOR_METHODS if n in ops.__all__) | set(prims) | set(EXTRA)
    for name in sorted(names):
        if name in NOT_COMPARED:
            continue
        doors = [_ops_door(name)] if name in ops.__all__ else []
        if name in TENSOR_METHODS:
            doors.append(_method_door(name))
        doors += [_prim_door(cls_name) for cls_name in prims.get(name, ())]
        doors += EXTRA.get(name, [])
        if len(doors) > 1:
            table[name] = (CALLS[name], doors)
    table.update(_variants())
    return table


FRONT_DOORS = front_doors()
_FLOATS = (torch.float16, torch.float32, torch.float64)
_OTHER_DTYPES = (torch.float16, torch.float64, torch.int32, torch.bool)


def _run(door, spec, dtype, grad):
    """(outputs as torch tensors or an exception type, floating leaves) of one door at ``dtype``."""
    leaves, args = [], []
    for item in spec:
        if isinstance(item, In):
            t = item.make(dtype)
            if dtype in (torch.int32, torch.bool) and item.kind in "xpugs" and item.data is None:
                t = t.to(dtype) if dtype is torch.bool else torch.round(t).to(dtype)
            if grad and t.is_floating_point():
                t.requires_grad_(True)
                leaves.append(t)
            args.append(ms.Tensor.from_torch(t))
        else:
            args.append(item)
    try:
        out = door(args, {})
    except Exception as exc:  # noqa: BLE001 - the exception type is the result compared
        return type(exc), leaves
    return _flat(out), leaves


def _flat(out):
    if isinstance(out, ms.Tensor):
        return [out._t]
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in _flat(o)]
    return [out]


def _same(a, b, what):
    if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
        assert a.dtype == b.dtype, f"{what}: dtype {a.dtype} != {b.dtype}"
        assert a.shape == b.shape, f"{what}: shape {tuple(a.shape)} != {tuple(b.shape)}"
        np.testing.assert_array_equal(a.detach().float().numpy() if a.dtype == torch.bfloat16 else
                                      a.detach().numpy(), b.detach().numpy(), err_msg=what, strict=True)
    else:
        assert a == b, f"{what}: {a!r} != {b!r}"


def _gradients(outs, leaves):
    """Gradients of the floating outputs (fixed random cotangents) w.r.t. ``leaves``, or the exception type
    torch raises where the operation has no derivative."""
    floating = [o for o in outs if isinstance(o, torch.Tensor) and o.is_floating_point() and o.requires_grad]
    if not floating or not leaves:
        return None
    gen = torch.Generator().manual_seed(1234)
    cotangents = [torch.randn(o.shape, generator=gen, dtype=torch.float64).to(o.dtype) for o in floating]
    try:
        grads = torch.autograd.grad(floating, leaves, cotangents, allow_unused=True)
    except (RuntimeError, NotImplementedError) as exc:
        return type(exc)
    return tuple(g if g is None or not g._is_zerotensor() else torch.zeros(g.shape, dtype=g.dtype) for g in grads)


@pytest.mark.parametrize("case", sorted(FRONT_DOORS))
def test_forward_and_gradients_are_identical(case):
    spec, doors = FRONT_DOORS[case]
    (first_label, first), *others = doors
    ref, ref_leaves = _run(first, spec, torch.float32, True)
    assert not isinstance(ref, type), f"{first_label} raised {ref.__name__} at float32"
    ref_grads = _gradients(ref, ref_leaves)
    for label, door in others:
        outs, leaves = _run(door, spec, torch.float32, True)
        assert not isinstance(outs, type), f"{label} raised {outs.__name__} where {first_label} did not"
        assert len(outs) == len(ref), f"{label}: {len(outs)} outputs, {first_label}: {len(ref)}"
        for i, (a, b) in enumerate(zip(ref, outs)):
            _same(a, b, f"{label} vs {first_label}, output {i}")
        grads = _gradients(outs, leaves)
        if isinstance(grads, type) or isinstance(ref_grads, type):
            assert grads is ref_grads, f"{label} vs {first_label}: gradient {grads} != {ref_grads}"
            continue
        assert (grads is None) == (ref_grads is None), f"{label} vs {first_label}: gradient presence differs"
        for i, (a, b) in enumerate(zip(ref_grads or (), grads or ())):
            if a is None or b is None:
                assert a is None and b is None, f"{label} vs {first_label}: input {i} gradient presence differs"
                continue
            _same(a, b, f"{label} vs {first_label}, gradient w.r.t. input {i}")


@pytest.mark.parametrize("case", sorted(FRONT_DOORS))
def test_dtype_rules_and_errors_are_identical(case):
    spec, doors = FRONT_DOORS[case]
    (first_label, first), *others = doors
    for dtype in _OTHER_DTYPES:
        ref, _ = _run(first, spec, dtype, False)
        for label, door in others:
            if label.startswith("mint.") or (case, label) in DTYPE_DIFFERENCES:  # mint: torch's dtype rules
                continue
            outs, _ = _run(door, spec, dtype, False)
            if isinstance(ref, type) or isinstance(outs, type):
                assert outs is ref or (isinstance(outs, type) and isinstance(ref, type) and
                                       outs.__name__ == ref.__name__), \
                    f"{dtype}: {label} gives {_describe(outs)}, {first_label} gives {_describe(ref)}"
                continue
            assert len(outs) == len(ref)
            for i, (a, b) in enumerate(zip(ref, outs)):
                _same(a, b, f"{dtype}: {label} vs {first_label}, output {i}")


def _describe(result):
    return result.__name__ if isinstance(result, type) else f"{[getattr(t, 'dtype', t) for t in result]}"


def test_the_table_covers_every_shared_name():
    """Every Tensor method named like an ops function, and every attribute-free primitive, is compared."""
    shared = (set(n for n in TENSOR_METHODS if n in ops.__all__) | set(_function_primitives())) - set(NOT_COMPARED)
    single = {n for n in shared if n not in FRONT_DOORS}
    assert not single, f"operations with several front doors missing from the table: {sorted(single)}"


@pytest.mark.parametrize("door", [lambda x, i: ops.gather(x, i, 1), lambda x, i: x.gather(i, 1),
                                  lambda x, i: ops.Gather()(x, i, 1)], ids=["ops.gather", "Tensor.gather", "ops.Gather"])
def test_gather_checks_the_index_range_at_every_door(door):
    """An index outside the axis is MindSpore's error, naming it, at every door (Tensor.gather once skipped the
    check and let torch's message through); as MindSpore 2.10's kernel (measured), an index in [-size, 0) counts
    from the end, and the error names a more negative one after adding the size once."""
    x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
    for bad, named in ((4, 4), (-5, -1)):
        with pytest.raises(RuntimeError, match=rf"For 'Gather', the 'input_indices' should be in the range \[0, 4\), "
                                               rf"but got {named}\."):
            door(x, ms.Tensor([[0, bad]]))
    assert door(x, ms.Tensor([[0, -1]])).asnumpy().tolist() == [[[0, 3]], [[4, 7]], [[8, 11]]]


@pytest.mark.parametrize("door", [
    lambda x, w: ops.conv2d(x, w, pad_mode="full"), lambda x, w: ops.Conv2D(3, 3, pad_mode="full")(x, w),
    lambda x, w: nn.Conv2d(2, 3, 3, pad_mode="full")(x), lambda x, w: ops.conv2d(x, w, pad_mode="SAME"),
    lambda x, w: ops.Conv2D(3, 3, pad_mode="SAME")(x, w), lambda x, w: nn.Conv2d(2, 3, 3, pad_mode="SAME")(x)],
    ids=["ops.conv2d", "ops.Conv2D", "nn.Conv2d", "ops.conv2d-upper", "ops.Conv2D-upper", "nn.Conv2d-upper"])
def test_conv2d_pad_mode_is_checked_once(door):
    """MindSpore 2.10 rejects an unknown (or upper-case) pad_mode with one message at all three doors."""
    x = ms.Tensor(np.ones((1, 2, 5, 5), np.float32))
    w = ms.Tensor(np.ones((3, 2, 3, 3), np.float32))
    with pytest.raises(ValueError, match=r"For 'Conv2D', the 'pad_mode' must be str and must be in "
                                         r"'\['valid', 'same', 'pad'\]', but got '(full|SAME)'\."):
        door(x, w)
