"""Gradient cases (issue 16): forward values and gradients w.r.t. every floating input, recorded from MindSpore 2.10
by record_grads.py and replayed on msbridge by tests/test_grads.py.

A case is ``(code, inputs)``: ``code`` is a Python expression evaluated with the names of :func:`namespace` bound to
``mindspore`` or ``msbridge`` that gives a function of Tensors; ``inputs`` are numpy arrays (floating ones are
differentiated, the others are passed as constant Tensors). The recorder stores the inputs, MindSpore's forward value,
a fixed random cotangent ``cot`` shaped like the output and the gradients of ``sum(f(*inputs) * cot)``; the test
replays exactly those inputs and cotangent.

Each family is sampled at random points and at its special points (kinks, bounds, ties, zeros, infinities, NaN).
"""
import zlib

import numpy as np

f32 = np.float32
inf, nan = np.inf, np.nan


def _rng(name):
    return np.random.default_rng(zlib.crc32(name.encode()))


def namespace(ms):
    """The names case code can use, bound to ``ms`` (``mindspore`` or ``msbridge``)."""
    import importlib
    return {"ms": ms, "nn": ms.nn, "ops": ms.ops, "Tensor": ms.Tensor, "np": np,
            "P": importlib.import_module(ms.__name__ + ".ops.operations")}


CASES = {}


def A(data, dtype=f32):
    return np.array(data, dtype=dtype)


def case(name, code, *inputs):
    assert name not in CASES, name
    CASES[name] = (code, [np.asarray(i) for i in inputs])


def rand(name, shape, lo=-2.0, hi=2.0, dtype=f32):
    return _rng(name).uniform(lo, hi, shape).astype(dtype)


# ---------------------------------------------------------------- activations: random points and kinks
ACTS = {
    "relu": "ops.relu", "relu6": "ops.relu6", "hardtanh": "ops.hardtanh", "hardswish": "ops.hardswish",
    "hardsigmoid": "ops.hardsigmoid", "leaky_relu": "lambda x: ops.leaky_relu(x, 0.2)", "elu": "ops.elu",
    "gelu": "ops.gelu", "gelu_tanh": "lambda x: ops.gelu(x, approximate='tanh')", "silu": "ops.silu",
    "sigmoid": "ops.sigmoid", "tanh": "ops.tanh", "softplus": "ops.softplus", "softsign": "ops.softsign",
    "selu": "ops.selu", "celu": "ops.celu", "mish": "ops.mish", "logsigmoid": "ops.logsigmoid",
    "hardshrink": "ops.hardshrink", "softshrink": "ops.softshrink", "relu_cell": "nn.ReLU()",
    "relu6_cell": "nn.ReLU6()", "hswish_cell": "nn.HSwish()", "hsigmoid_cell": "nn.HSigmoid()",
    "leaky_cell": "nn.LeakyReLU(0.1)", "elu_cell": "nn.ELU()", "gelu_cell": "nn.GELU()", "selu_cell": "nn.SeLU()",
    "softmax": "lambda x: ops.softmax(x, -1)", "log_softmax": "lambda x: ops.log_softmax(x, -1)",
    "softmin": "lambda x: ops.softmin(x, -1)",
}
KINKS = A([-6.0, -3.0, -1.0, -0.5, 0.0, 0.5, 1.0, 3.0, 6.0, -100.0, 100.0, 20.0])
for _n, _c in ACTS.items():
    case("act." + _n, _c, rand("act." + _n, (3, 5), -7, 7))
    case("act." + _n + "@kinks", _c, KINKS)
case("act.softmax@inf_row", "lambda x: ops.softmax(x, -1)", A([[-inf, -inf, -inf], [0.0, -inf, 1.0]]))
case("act.log_softmax@inf", "lambda x: ops.log_softmax(x, -1)", A([[0.0, -inf, 1.0]]))
case("act.mish@100", "ops.mish", A([100.0, 50.0, 30.0, -100.0]))
case("act.logsigmoid@-100", "ops.logsigmoid", A([-100.0, -50.0, 100.0, 0.0]))
case("act.prelu", "ops.prelu", rand("prelu", (2, 3, 4)), A([0.25, -0.5, 1.5]))
case("act.prelu@0", "ops.prelu", A([[-1.0, 0.0, 2.0]]), A([0.25]))

# ---------------------------------------------------------------- elementwise math
UNARY = {
    "exp": ("ops.exp", -2, 2), "log": ("ops.log", 0.1, 3), "sqrt": ("ops.sqrt", 0.1, 3),
    "rsqrt": ("ops.rsqrt", 0.1, 3), "abs": ("ops.abs", -2, 2), "sin": ("ops.sin", -3, 3), "cos": ("ops.cos", -3, 3),
    "tan": ("ops.tan", -1, 1), "asin": ("ops.asin", -0.9, 0.9), "acos": ("ops.acos", -0.9, 0.9),
    "atan": ("ops.atan", -3, 3), "sinh": ("ops.sinh", -2, 2), "cosh": ("ops.cosh", -2, 2),
    "asinh": ("ops.asinh", -2, 2), "acosh": ("ops.acosh", 1.1, 3), "atanh": ("ops.atanh", -0.9, 0.9),
    "erf": ("ops.erf", -2, 2), "erfc": ("ops.erfc", -2, 2), "expm1": ("ops.expm1", -2, 2),
    "log1p": ("ops.log1p", -0.5, 2), "reciprocal": ("ops.reciprocal", 0.5, 2), "square": ("ops.square", -2, 2),
    "neg": ("ops.neg", -2, 2), "sign": ("ops.sign", -2, 2), "floor": ("ops.floor", -2, 2),
    "round": ("ops.round", -2, 2), "sgn": ("ops.sgn", -2, 2), "log2": ("ops.log2", 0.1, 3),
    "log10": ("ops.log10", 0.1, 3), "exp2": ("ops.exp2", -2, 2), "sinc": ("ops.sinc", -2, 2),
    "lgamma": ("ops.lgamma", 0.5, 4), "digamma": ("ops.digamma", 0.5, 4), "erfinv": ("ops.erfinv", -0.9, 0.9),
    "trunc": ("ops.trunc", -2, 2), "frac": ("ops.frac", -2, 2), "deg2rad": ("ops.deg2rad", -2, 2),
    "i0": ("ops.i0", -2, 2), "logit": ("ops.logit", 0.1, 0.9),
}
for _n, (_c, _lo, _hi) in UNARY.items():
    case("math." + _n, _c, rand("math." + _n, (3, 4), _lo, _hi))
ZEROS = A([0.0, -0.0, 1.0, -1.0, inf, -inf])
for _n in ("abs", "sqrt", "rsqrt", "log", "reciprocal", "sign", "sgn", "square", "exp", "sinc", "tanh_", "atan"):
    if _n in UNARY:
        case("math." + _n + "@special", UNARY[_n][0], ZEROS)

BINARY = {
    "add": "ops.add", "sub": "ops.sub", "mul": "ops.mul", "div": "ops.div", "pow": "ops.pow",
    "atan2": "ops.atan2", "maximum": "ops.maximum", "minimum": "ops.minimum", "xdivy": "ops.xdivy",
    "xlogy": "ops.xlogy", "logaddexp": "ops.logaddexp", "logaddexp2": "ops.logaddexp2",
    "copysign": "ops.copysign", "hypot": "ops.hypot", "fmod": "ops.fmod", "remainder": "ops.remainder",
    "squared_difference": "ops.squared_difference", "div_floor": "lambda x, y: ops.div(x, y, rounding_mode='floor')",
    "div_trunc": "lambda x, y: ops.div(x, y, rounding_mode='trunc')", "floor_divide": "ops.floor_divide",
    "floor_div": "ops.floor_div", "floordiv_op": "lambda x, y: x // y", "truediv_op": "lambda x, y: x / y",
    "pow_op": "lambda x, y: x ** y", "true_divide": "ops.true_divide", "lerp": "lambda x, y: ops.lerp(x, y, 0.3)",
    "dist": "ops.dist", "tensor_pow_scalar": "lambda x, y: ops.pow(x, 2.0) + y",
}
for _n, _c in BINARY.items():
    lo = 0.2 if _n in ("pow", "pow_op", "xlogy") else -2
    case("bin." + _n, _c, rand("bin." + _n + "x", (3, 4), lo, 2), rand("bin." + _n + "y", (3, 4), 0.5, 2))
    case("bin." + _n + "@bcast", _c, rand("bin." + _n + "bx", (3, 4), lo, 2), rand("bin." + _n + "by", (4,), 0.5, 2))
SPX = A([0.0, 0.0, -0.0, 1.0, -inf, nan, 2.0, 0.0, -1.0])
SPY = A([0.0, -0.0, 0.0, 1.0, -inf, 1.0, 2.0, 1.0, -0.0])
for _n in ("pow", "atan2", "div", "xdivy", "xlogy", "logaddexp", "logaddexp2", "maximum", "minimum", "copysign",
           "mul", "hypot"):
    case("bin." + _n + "@special", BINARY[_n], SPX, SPY)
case("bin.xlogy@zero", BINARY["xlogy"], A([0.0, 0.0, 1.0, 0.0, 0.0, 2.0, 0.0]), A([0.0, -1.0, 0.0, 1.0, 2.0, -1.0, inf]))
case("bin.pow@zero_exponent", "lambda x: ops.pow(x, Tensor(np.zeros(4, np.float32)))", A([0.0, 1.0, -2.0, 3.0]))
case("act.softmax@inf_rows3d", "lambda x: ops.softmax(x, 1)", A([[[-inf, 0.0], [-inf, 1.0]], [[2.0, -inf], [1.0, -inf]]]))
case("act.softmin@inf_row", "lambda x: ops.softmin(x, -1)", A([[inf, inf, inf], [0.0, 1.0, inf]]))
case("loss.bce@tiny", "lambda p, y: ops.binary_cross_entropy(p, y, reduction='none')",
     A([1e-13, 1e-12, 1e-9, 1e-7, 1e-5, 0.9999999]), A([1.0, 0.0, 1.0, 0.5, 1.0, 0.0]))
case("loss.bce@01_weight", "lambda p, y, w: ops.binary_cross_entropy(p, y, w, 'sum')", A([0.0, 1.0, 0.5, 0.0]),
     A([1.0, 0.0, 0.5, 0.0]), A([2.0, 0.5, 1.0, 3.0]))
case("math.igamma@wide", "ops.igamma", A([0.5, 2.0, 5.0, 10.0, 1.0, 3.0]), A([0.1, 30.0, 5.0, 8.0, 20.0, 0.0]))
case("math.igammac@wide", "ops.igammac", A([0.5, 2.0, 5.0, 10.0, 1.0, 3.0]), A([0.1, 30.0, 5.0, 8.0, 20.0, 0.0]))
case("math.igamma_x_only", "lambda x: ops.igamma(Tensor(np.array([0.5, 2.0, 4.0], np.float32)), x)",
     A([0.3, 1.5, 6.0]))
case("red.l2_normalize@small", "lambda x: ops.L2Normalize(axis=1)(x)",
     A([[1e-3, 0.0], [3e-3, 4e-3], [0.0, 0.0], [1e-2, 0.0]]))
case("red.cosine_similarity@both_zero", "lambda a, b: ops.cosine_similarity(a, b, 0)", A([0.0, 0.0]), A([0.0, 0.0]))
_SCE = (rand("sced.x", (3, 4)), A([[0.1, 0.2, 0.3, 0.4], [1.0, 0.0, 0.0, 0.0], [0.25, 0.25, 0.25, 0.25]]))
case("loss.softmax_ce_dense@backprop", "lambda x, y: P.SoftmaxCrossEntropyWithLogits()(x, y)[1]", *_SCE)
case("loss.softmax_ce_cell_dense", "lambda x, y: nn.SoftmaxCrossEntropyWithLogits()(x, y)", *_SCE)
case("nn.pdist@dup", "ops.pdist", A([[0.0, 0.0], [0.0, 0.0], [1.0, 2.0]]))
case("nn.pdist_p1", "lambda x: ops.pdist(x, 1.0)", rand("pd1.x", (4, 3)))
case("nn.pdist_p3", "lambda x: P.Pdist(3.0)(x)", rand("pd3.x", (4, 3)))
case("bin.maximum@ties", "ops.maximum", A([1.0, 2.0, -1.0]), A([1.0, 0.0, -1.0]))
case("bin.minimum@ties", "ops.minimum", A([1.0, 2.0, -1.0]), A([1.0, 0.0, -1.0]))
case("bin.div@neg0", "ops.div", A([1.0, -1.0, 0.0]), A([-0.0, -0.0, -0.0]))
case("bin.floor_divide@int_y", "lambda x, y: ops.floor_divide(x, y)", rand("fd", (4,)), A([2, 3, -1, 5], np.int32))
case("clip.tensor_bounds", "ops.clip_by_value", rand("clip.x", (3, 4), -2, 2), A(-0.5), A(0.7))
case("clip.at_bounds", "ops.clip_by_value", A([-1.0, 0.0, 0.5, 1.0, 2.0, -2.0]), A([-1.0, -1.0, -1.0, -1.0, 1.0, -1.0]),
     A([1.0, 1.0, 1.0, 1.0, 1.0, 1.0]))
case("clip.at_bounds_bcast", "ops.clip_by_value", A([-1.0, 0.0, 0.5, 1.0, 2.0]), A(-1.0), A(1.0))
case("clip.scalar_bounds", "lambda x: ops.clip_by_value(x, -1.0, 1.0)", A([-1.0, 0.0, 0.5, 1.0, 2.0]))
case("clip.clamp", "lambda x: ops.clamp(x, -1.0, 1.0)", A([-1.0, 0.0, 0.5, 1.0, 2.0]))
case("clip.clamp_tensor", "ops.clamp", A([-1.0, 0.0, 0.5, 1.0, 2.0]), A(-1.0), A(1.0))
case("math.addcmul", "lambda a, b, c: ops.addcmul(a, b, c, Tensor(np.array(0.5, np.float32)))",
     rand("acm.a", (3,)), rand("acm.b", (3,)), rand("acm.c", (3,)))
case("math.addcdiv", "lambda a, b, c: ops.addcdiv(a, b, c, Tensor(np.array(0.5, np.float32)))",
     rand("acd.a", (3,)), rand("acd.b", (3,)), rand("acd.c", (3,), 0.5, 2))
case("math.igamma", "ops.igamma", rand("ig.a", (4,), 0.5, 3), rand("ig.x", (4,), 0.5, 3))
case("math.igammac", "ops.igammac", rand("igc.a", (4,), 0.5, 3), rand("igc.x", (4,), 0.5, 3))
case("math.vander", "lambda x: ops.vander(x, 3)", rand("vander", (4,)))
case("math.cumsum", "lambda x: ops.cumsum(x, 1)", rand("cumsum", (3, 4)))
case("math.cumprod", "lambda x: ops.cumprod(x, 1)", rand("cumprod", (3, 4)))
case("math.cumprod@zeros", "lambda x: ops.cumprod(x, 1)", A([[1.0, 0.0, 2.0, 3.0], [0.0, 0.0, 2.0, 1.0]]))
case("math.cummax", "lambda x: ops.cummax(x, 1)[0]", A([[1.0, 3.0, 2.0, 3.0], [0.0, 0.0, 2.0, 1.0]]))
case("math.cummin", "lambda x: ops.cummin(x, 1)[0]", A([[1.0, 3.0, 0.0, 0.0], [2.0, 2.0, 2.0, 1.0]]))
case("math.logcumsumexp", "lambda x: ops.logcumsumexp(x, 1)", rand("lcse", (3, 4)))

# ---------------------------------------------------------------- reductions: random points, ties, constant rows
RED = {
    "sum": "lambda x: ops.sum(x, 1)", "mean": "lambda x: ops.mean(x, 1)", "prod": "lambda x: ops.prod(x, 1)",
    "amax": "lambda x: ops.amax(x, 1)", "amin": "lambda x: ops.amin(x, 1)",
    "max_axis": "lambda x: ops.max(x, 1)[0]", "min_axis": "lambda x: ops.min(x, 1)[0]",
    "max_all": "lambda x: ops.max(x)[0]", "min_all": "lambda x: ops.min(x)[0]",
    "argmax_with_value": "lambda x: ops.ArgMaxWithValue(axis=1)(x)[1]",
    "aminmax_min": "lambda x: ops.aminmax(x, axis=1)[0]", "aminmax_max": "lambda x: ops.aminmax(x, axis=1)[1]",
    "tensor_max": "lambda x: x.max(axis=1)", "tensor_min": "lambda x: x.min(axis=1)",
    "tensor_max_all": "lambda x: x.max()", "reduce_max": "lambda x: ops.ReduceMax()(x, 1)",
    "std": "lambda x: ops.std(x, 1)", "var": "lambda x: ops.var(x, 1)", "std_mean": "lambda x: ops.std_mean(x, 1)[0]",
    "var_mean": "lambda x: ops.var_mean(x, 1)[0]",
    "logsumexp": "lambda x: ops.logsumexp(x, 1)", "norm": "lambda x: ops.norm(x)",
    "norm_axis": "lambda x: ops.norm(x, dim=1)", "norm_inf": "lambda x: ops.norm(x, float('inf'), dim=1)",
    "norm_1": "lambda x: ops.norm(x, 1, dim=1)",
    "vector_norm": "lambda x: ops.vector_norm(x, 2, 1)", "vector_norm_inf": "lambda x: ops.vector_norm(x, float('inf'), 1)",
    "vector_norm_ninf": "lambda x: ops.vector_norm(x, float('-inf'), 1)",
    "vector_norm_1": "lambda x: ops.vector_norm(x, 1, 1)", "vector_norm_3": "lambda x: ops.vector_norm(x, 3, 1)",
    "vector_norm_0": "lambda x: ops.vector_norm(x, 0, 1)",
    "matrix_norm_1": "lambda x: ops.matrix_norm(x, 1)", "matrix_norm_fro": "lambda x: ops.matrix_norm(x)",
    "matrix_norm_inf": "lambda x: ops.matrix_norm(x, float('inf'))",
    "renorm": "lambda x: ops.renorm(x, 2, 0, 1.0)", "l2_normalize": "lambda x: ops.L2Normalize(axis=1)(x)",
    "normalize": "lambda x: ops.normalize(x, dim=1)" if False else "lambda x: ops.L2Normalize(axis=0)(x)",
    "median": "lambda x: ops.median(x, 1)[0]", "tensor_sum": "lambda x: x.sum(1)",
    "reduce_mean": "lambda x: ops.ReduceMean(keep_dims=True)(x, 1)", "nansum": "lambda x: ops.nansum(x, 1)",
}
TIES = A([[1.0, 3.0, 3.0, 0.0], [2.0, 2.0, 2.0, 2.0], [0.0, 0.0, 0.0, 0.0]])
NEGTIES = A([[-3.0, 1.0, 3.0, -3.0], [2.0, -2.0, 2.0, -2.0], [0.5, 0.0, -0.5, 0.5]])
for _n, _c in RED.items():
    case("red." + _n, _c, rand("red." + _n, (3, 4)))
    case("red." + _n + "@ties", _c, TIES)
    case("red." + _n + "@negties", _c, NEGTIES)
case("red.logsumexp@inf", "lambda x: ops.logsumexp(x, 1)", A([[0.0, inf, 1.0], [-inf, -inf, -inf], [1.0, 2.0, -inf]]))
case("red.norm@zero", "lambda x: ops.norm(x)", A([0.0, 0.0, 0.0]))
case("red.vector_norm3@zero", "lambda x: ops.vector_norm(x, 3)", A([0.0, 0.0, 0.0]))
case("red.renorm@maxnorm", "lambda x: ops.renorm(x, 2, 0, 5.0)", A([[3.0, 4.0], [1.0, 1.0], [6.0, 8.0]]))
case("red.cosine_similarity", "lambda a, b: ops.cosine_similarity(a, b, 1)", rand("cs.a", (3, 4)), rand("cs.b", (3, 4)))
case("red.cosine_similarity@zero", "lambda a, b: ops.cosine_similarity(a, b, 1)", A([[0.0, 0.0, 0.0], [1.0, 2.0, 3.0]]),
     A([[1.0, 2.0, 3.0], [1.0, 0.0, 0.0]]))
case("red.std_ddof0", "lambda x: ops.std(x, 1, ddof=0)", rand("std0", (3, 4)))
case("red.std_ddof0@const", "lambda x: ops.std(x, 1, ddof=0)", TIES)

# ---------------------------------------------------------------- losses (every floating input, weights included)
_P = rand("loss.p", (3, 4), 0.05, 0.95)
_Y = rand("loss.y", (3, 4), 0.0, 1.0)
_W = rand("loss.w", (3, 4), 0.5, 2.0)
_L = rand("loss.logits", (3, 4))
_LAB = A([1, 0, 3], np.int32)
case("loss.bce", "lambda p, y, w: ops.binary_cross_entropy(p, y, w)", _P, _Y, _W)
case("loss.bce@01", "lambda p, y: ops.binary_cross_entropy(p, y)", A([0.0, 1.0, 0.5, 0.0, 1.0]),
     A([0.0, 1.0, 0.5, 1.0, 0.0]))
case("loss.bce_logits", "lambda x, y, w, pw: ops.binary_cross_entropy_with_logits(x, y, w, pw)", _L, _Y, _W,
     rand("loss.pw", (4,), 0.5, 2.0))
case("loss.bce_logits_cell", "lambda x, y: nn.BCEWithLogitsLoss()(x, y)", _L, _Y)
case("loss.bce_cell", "lambda x, y: nn.BCELoss(reduction='sum')(x, y)", _P, _Y)
case("loss.cross_entropy", "lambda x, t, w: ops.cross_entropy(x, t, w)", _L, _LAB, rand("ce.w", (4,), 0.5, 2))
case("loss.cross_entropy_probs", "lambda x, t: ops.cross_entropy(x, t)", _L, _Y / _Y.sum(1, keepdims=True))
case("loss.cross_entropy_smooth", "lambda x, t: ops.cross_entropy(x, t, label_smoothing=0.1)", _L, _LAB)
case("loss.nll", "lambda x, t, w: ops.nll_loss(x, t, w)", _L, _LAB, rand("nll.w", (4,), 0.5, 2))
case("loss.kl_div", "lambda x, t: ops.kl_div(x, t, 'sum')", _L, _Y)
case("loss.kl_div@zero_target", "lambda x, t: ops.kl_div(x, t, 'sum')", A([-1.0, -2.0, 0.5]), A([0.0, 0.5, 1.0]))
case("loss.mse", "lambda x, y: ops.mse_loss(x, y)", _L, _Y)
case("loss.l1", "lambda x, y: ops.l1_loss(x, y)", _L, _Y)
case("loss.l1@tie", "lambda x, y: ops.l1_loss(x, y)", A([1.0, 2.0, 0.0]), A([1.0, 1.0, 0.0]))
case("loss.smooth_l1", "lambda x, y: ops.smooth_l1_loss(x, y)", _L, _Y)
case("loss.smooth_l1@kink", "lambda x, y: ops.smooth_l1_loss(x, y)", A([1.0, 2.0, 0.0, 3.0]), A([1.0, 1.0, 1.0, 2.0]))
case("loss.huber", "lambda x, y: ops.huber_loss(x, y)", _L, _Y)
case("loss.huber@kink", "lambda x, y: ops.huber_loss(x, y)", A([1.0, 2.0, 0.0, 3.0]), A([1.0, 1.0, 1.0, 2.0]))
case("loss.soft_margin", "lambda x, y: ops.soft_margin_loss(x, y)", _L, A(np.sign(_Y - 0.5)))
case("loss.gaussian_nll", "lambda x, t, v: ops.gaussian_nll_loss(x, t, v)", _L, _Y, _W)
case("loss.gaussian_nll@eps", "lambda x, t, v: ops.gaussian_nll_loss(x, t, v, eps=1e-6)", A([1.0, 2.0, 0.5]),
     A([0.0, 1.0, 0.5]), A([1e-6, 0.0, 1.0]))
case("loss.margin_ranking", "lambda a, b, y: ops.margin_ranking_loss(a, b, y, 0.1)", rand("mr.a", (5,)),
     rand("mr.b", (5,)), A([1.0, -1.0, 1.0, -1.0, 1.0]))
case("loss.hinge_embedding", "lambda x, y: ops.hinge_embedding_loss(x, y, 1.0)", rand("he", (5,)),
     A([1.0, -1.0, 1.0, -1.0, -1.0]))
case("loss.multilabel_soft_margin", "lambda x, y: ops.multilabel_soft_margin_loss(x, y)", _L, A(_Y > 0.5))
case("loss.softmax_ce_dense", "lambda x, y: P.SoftmaxCrossEntropyWithLogits()(x, y)[0]", _L,
     _Y / _Y.sum(1, keepdims=True))
case("loss.sparse_softmax_ce", "lambda x, y: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')(x, y)",
     _L, _LAB)
case("loss.cell_mse", "lambda x, y: nn.MSELoss()(x, y)", _L, _Y)
case("loss.cell_l1", "lambda x, y: nn.L1Loss()(x, y)", _L, _Y)

# ---------------------------------------------------------------- matmul family
case("mm.matmul", "ops.matmul", rand("mm.a", (3, 4)), rand("mm.b", (4, 2)))
case("mm.matmul_batched", "ops.matmul", rand("mmb.a", (2, 3, 4)), rand("mmb.b", (4, 2)))
case("mm.matmul_vec", "ops.matmul", rand("mmv.a", (4,)), rand("mmv.b", (4, 2)))
case("mm.bmm", "ops.bmm", rand("bmm.a", (2, 3, 4)), rand("bmm.b", (2, 4, 2)))
case("mm.mm", "ops.mm", rand("mm2.a", (3, 4)), rand("mm2.b", (4, 2)))
case("mm.inner", "ops.inner", rand("in.a", (3, 4)), rand("in.b", (2, 4)))
case("mm.outer", "ops.outer", rand("out.a", (3,)), rand("out.b", (4,)))
case("mm.addmm", "ops.addmm", rand("am.c", (3, 2)), rand("am.a", (3, 4)), rand("am.b", (4, 2)))
case("mm.baddbmm", "ops.baddbmm", rand("bam.c", (2, 3, 2)), rand("bam.a", (2, 3, 4)), rand("bam.b", (2, 4, 2)))
case("mm.tensor_dot", "lambda a, b: ops.tensor_dot(a, b, ((1,), (0,)))", rand("td.a", (3, 4)), rand("td.b", (4, 2)))
case("mm.MatMul_tb", "lambda a, b: P.MatMul(transpose_b=True)(a, b)", rand("mt.a", (3, 4)), rand("mt.b", (2, 4)))
case("mm.BatchMatMul", "lambda a, b: P.BatchMatMul(transpose_a=True)(a, b)", rand("bm.a", (2, 4, 3)),
     rand("bm.b", (2, 4, 2)))
case("mm.dense", "ops.dense", rand("dn.x", (3, 4)), rand("dn.w", (2, 4)), rand("dn.b", (2,)))
case("mm.kron", "ops.kron", rand("kr.a", (2, 2)), rand("kr.b", (2, 3)))
case("mm.trace", "ops.trace", rand("tr", (3, 3)))
case("mm.det", "ops.det", rand("det", (3, 3)))
case("mm.inverse", "ops.inverse", rand("inv", (3, 3)) + 3 * np.eye(3, dtype=f32))

# ---------------------------------------------------------------- nn layers and functional nn
case("nn.batch_norm_train", "lambda x, rm, rv, w, b: ops.batch_norm(x, rm, rv, w, b, training=True)",
     rand("bn.x", (4, 3)), A([0.1, 0.2, 0.3]), A([1.0, 2.0, 0.5]), A([1.0, 0.5, 2.0]), A([0.0, 0.1, -0.1]))
case("nn.batch_norm_eval", "lambda x, rm, rv, w, b: ops.batch_norm(x, rm, rv, w, b, training=False)",
     rand("bne.x", (4, 3)), A([0.1, 0.2, 0.3]), A([1.0, 2.0, 0.5]), A([1.0, 0.5, 2.0]), A([0.0, 0.1, -0.1]))
case("nn.layer_norm", "lambda x, w, b: ops.layer_norm(x, (4,), w, b)", rand("ln.x", (3, 4)), rand("ln.w", (4,)),
     rand("ln.b", (4,)))
case("nn.LayerNorm_cell", "lambda x: nn.LayerNorm((4,))(x)", rand("lnc.x", (3, 4)))
case("nn.group_norm", "lambda x: ops.group_norm(x, 2)", rand("gn.x", (2, 4, 3)))
case("nn.dense_cell", "lambda x: nn.Dense(4, 3, weight_init='ones', bias_init='zeros', activation='relu')(x)",
     rand("dc.x", (2, 4)))
case("nn.conv2d", "lambda x, w: ops.conv2d(x, w)", rand("c2.x", (1, 2, 5, 5)), rand("c2.w", (3, 2, 3, 3)))
case("nn.conv2d_pad", "lambda x, w: ops.conv2d(x, w, pad_mode='pad', padding=1, stride=2)", rand("c2p.x", (1, 2, 5, 5)),
     rand("c2p.w", (3, 2, 3, 3)))
case("nn.conv1d", "lambda x, w: ops.conv1d(x, w)", rand("c1.x", (1, 2, 6)), rand("c1.w", (3, 2, 3)))
case("nn.max_pool2d", "lambda x: ops.max_pool2d(x, 2, 2)", rand("mp.x", (1, 1, 4, 4)))
case("nn.max_pool2d@ties", "lambda x: ops.max_pool2d(x, 2, 2)", A(np.ones((1, 1, 4, 4))))
case("nn.avg_pool2d", "lambda x: ops.avg_pool2d(x, 2, 2)", rand("ap.x", (1, 1, 4, 4)))
case("nn.adaptive_avg_pool2d", "lambda x: ops.adaptive_avg_pool2d(x, (2, 2))", rand("aap.x", (1, 2, 5, 5)))
case("nn.adaptive_max_pool2d@ties", "lambda x: ops.adaptive_max_pool2d(x, (1, 1))", A(np.ones((1, 1, 3, 3))))
case("nn.MaxPool2d_cell@ties", "lambda x: nn.MaxPool2d(2, 2)(x)", A(np.ones((1, 1, 4, 4))))
case("nn.dropout_eval", "lambda x: ops.dropout(x, 0.5, training=False)", rand("do.x", (3, 4)))
case("nn.pad", "lambda x: ops.pad(x, (1, 2))", rand("pad.x", (2, 3)))
case("nn.interpolate", "lambda x: ops.interpolate(x, size=(4, 4), mode='bilinear')", rand("ip.x", (1, 1, 2, 2)))
case("nn.pdist", "ops.pdist", rand("pd.x", (4, 3)))
case("nn.cdist", "ops.cdist", rand("cd.a", (3, 2)), rand("cd.b", (4, 2)))
case("nn.embedding_lookup", "lambda w, i: ops.gather(w, i, 0)", rand("emb.w", (5, 3)), A([0, 2, 2, 4], np.int32))

# ---------------------------------------------------------------- array ops
case("arr.gather_dup", "lambda x, i: ops.gather_elements(x, 1, i)", rand("ge.x", (2, 3)),
     A([[0, 0, 2], [1, 1, 1]], np.int32))
case("arr.transpose", "lambda x: ops.transpose(x, (1, 0))", rand("tp", (2, 3)))
case("arr.concat", "lambda a, b: ops.concat((a, b), 1)", rand("cc.a", (2, 3)), rand("cc.b", (2, 2)))
case("arr.stack", "lambda a, b: ops.stack((a, b))", rand("st.a", (2, 3)), rand("st.b", (2, 3)))
case("arr.where", "lambda c, a, b: ops.where(c, a, b)", A([True, False, True]), rand("wh.a", (3,)), rand("wh.b", (3,)))
case("arr.tile", "lambda x: ops.tile(x, (2, 1))", rand("tile", (2, 3)))
case("arr.broadcast_to", "lambda x: ops.broadcast_to(x, (3, 2, 3))", rand("bt", (2, 3)))
case("arr.scatter_nd_add", "lambda x, u: ops.tensor_scatter_add(x, Tensor(np.array([[0], [0]], np.int32)), u)",
     rand("sa.x", (3, 2)), rand("sa.u", (2, 2)))
case("arr.tensor_scatter_mul_dup", "lambda x, u: ops.tensor_scatter_mul(x, Tensor(np.array([[0], [0]], np.int32)), u)",
     rand("sm.x", (3, 2)), rand("sm.u", (2, 2)))
case("arr.sort", "lambda x: ops.sort(x)[0]", A([[3.0, 1.0, 1.0, 2.0]]))
case("arr.topk@ties", "lambda x: ops.topk(x, 2)[0]", A([[3.0, 3.0, 3.0, 2.0]]))
case("arr.index_select", "lambda x: ops.index_select(x, 0, Tensor(np.array([0, 0, 1], np.int32)))", rand("is", (2, 3)))
case("arr.masked_fill", "lambda x: ops.masked_fill(x, Tensor(np.array([True, False, True])), 0.0)", rand("mf", (3,)))
case("arr.tril", "lambda x: ops.tril(x)", rand("tril", (3, 3)))
case("arr.flip", "lambda x: ops.flip(x, (0,))", rand("flip", (3, 2)))
case("arr.roll", "lambda x: ops.roll(x, 1, 0)", rand("roll", (3, 2)))
case("arr.diag", "lambda x: ops.diag(x)", rand("diag", (3,)))
case("arr.unsorted_segment_sum", "lambda x: ops.unsorted_segment_sum(x, Tensor(np.array([0, 1, 0], np.int32)), 2)",
     rand("uss", (3, 2)))


# ---------------------------------------------------------------- every other differentiable callable
# The public callables of the six front doors that grads_coverage.py finds differentiable and that no case above
# calls, each at random points in (0.2, 0.9) and at special points (zeros of both signs, +-1, +-inf, ties, a tiny
# and a large value; for matrices a singular one; for NCHW batches a constant one).
AUTO_INPUTS = {"X": ((3, 4), 0.2, 0.9), "Y": ((3, 4), 0.2, 0.9), "S": ((3, 3), 0.2, 0.9), "B": ((1, 2, 4, 4), 0.2, 0.9)}
AUTO_SPECIAL = {
    "X": A([[0.0, -0.0, 1.0, -1.0], [0.5, 0.5, -2.0, 3.0], [inf, -inf, 1e-30, 100.0]]),
    "Y": A([[0.0, 1.0, -0.0, 1.0], [0.5, 2.0, -2.0, 0.0], [1.0, -inf, 1e-30, inf]]),
    "S": A([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]]),
    "B": A(np.ones((1, 2, 4, 4))),
}


def auto_inputs(kinds, special=False):
    """The inputs of an AUTO pattern: ``kinds`` is X, XY, S or B (see AUTO_INPUTS)."""
    names = ["X", "Y"] if kinds == "XY" else [kinds]
    if special:
        return [AUTO_SPECIAL[k] for k in names]
    return [rand("auto." + k, *AUTO_INPUTS[k]) for k in names]


AUTO = [  # (front door, name, code, inputs): printed by ``grads_coverage.py --table``
    ('Tensor', 'abs', 'lambda x: x.abs()', 'X'),
    ('Tensor', 'absolute', 'lambda x: x.absolute()', 'X'),
    ('Tensor', 'acos', 'lambda x: x.acos()', 'X'),
    ('Tensor', 'acosh', 'lambda x: x.acosh()', 'X'),
    ('Tensor', 'add', 'lambda x, y: x.add(y)', 'XY'),
    ('Tensor', 'amax', 'lambda x: x.amax()', 'X'),
    ('Tensor', 'amin', 'lambda x: x.amin()', 'X'),
    ('Tensor', 'aminmax', 'lambda *a: (lambda x: x.aminmax())(*a)[0]', 'X'),
    ('Tensor', 'arccos', 'lambda x: x.arccos()', 'X'),
    ('Tensor', 'arccosh', 'lambda x: x.arccosh()', 'X'),
    ('Tensor', 'arcsin', 'lambda x: x.arcsin()', 'X'),
    ('Tensor', 'arcsinh', 'lambda x: x.arcsinh()', 'X'),
    ('Tensor', 'arctan', 'lambda x: x.arctan()', 'X'),
    ('Tensor', 'arctan2', 'lambda x, y: x.arctan2(y)', 'XY'),
    ('Tensor', 'arctanh', 'lambda x: x.arctanh()', 'X'),
    ('Tensor', 'argmax_with_value', 'lambda *a: (lambda x: x.argmax_with_value())(*a)[0]', 'X'),
    ('Tensor', 'argmin_with_value', 'lambda *a: (lambda x: x.argmin_with_value())(*a)[0]', 'X'),
    ('Tensor', 'asin', 'lambda x: x.asin()', 'X'),
    ('Tensor', 'asinh', 'lambda x: x.asinh()', 'X'),
    ('Tensor', 'atan', 'lambda x: x.atan()', 'X'),
    ('Tensor', 'atan2', 'lambda x, y: x.atan2(y)', 'XY'),
    ('Tensor', 'atanh', 'lambda x: x.atanh()', 'X'),
    ('Tensor', 'chunk', 'lambda *a: (lambda x: x.chunk(1))(*a)[0]', 'X'),
    ('Tensor', 'clamp', 'lambda x, y: x.clamp(y)', 'XY'),
    ('Tensor', 'clip', 'lambda x, y: x.clip(y)', 'XY'),
    ('Tensor', 'clone', 'lambda x: x.clone()', 'X'),
    ('Tensor', 'conj', 'lambda x: x.conj()', 'X'),
    ('Tensor', 'contiguous', 'lambda x: x.contiguous()', 'X'),
    ('Tensor', 'copy', 'lambda x: x.copy()', 'X'),
    ('Tensor', 'copysign', 'lambda x, y: x.copysign(y)', 'XY'),
    ('Tensor', 'cos', 'lambda x: x.cos()', 'X'),
    ('Tensor', 'cosh', 'lambda x: x.cosh()', 'X'),
    ('Tensor', 'cov', 'lambda x: x.cov()', 'X'),
    ('Tensor', 'cross', 'lambda x, y: x.cross(y)', 'XY'),
    ('Tensor', 'cummax', 'lambda *a: (lambda x: x.cummax(1))(*a)[0]', 'X'),
    ('Tensor', 'cummin', 'lambda *a: (lambda x: x.cummin(1))(*a)[0]', 'X'),
    ('Tensor', 'cumprod', 'lambda x: x.cumprod(1)', 'X'),
    ('Tensor', 'cumsum', 'lambda x: x.cumsum()', 'X'),
    ('Tensor', 'deg2rad', 'lambda x: x.deg2rad()', 'X'),
    ('Tensor', 'det', 'lambda x: x.det()', 'S'),
    ('Tensor', 'diag', 'lambda x: x.diag()', 'X'),
    ('Tensor', 'diagflat', 'lambda x: x.diagflat()', 'X'),
    ('Tensor', 'diagonal', 'lambda x: x.diagonal()', 'X'),
    ('Tensor', 'diff', 'lambda x: x.diff()', 'X'),
    ('Tensor', 'div', 'lambda x, y: x.div(y)', 'XY'),
    ('Tensor', 'divide', 'lambda x, y: x.divide(y)', 'XY'),
    ('Tensor', 'double', 'lambda x: x.double()', 'X'),
    ('Tensor', 'erf', 'lambda x: x.erf()', 'X'),
    ('Tensor', 'erfc', 'lambda x: x.erfc()', 'X'),
    ('Tensor', 'erfinv', 'lambda x: x.erfinv()', 'X'),
    ('Tensor', 'exp', 'lambda x: x.exp()', 'X'),
    ('Tensor', 'expand_as', 'lambda x, y: x.expand_as(y)', 'XY'),
    ('Tensor', 'expand_dims', 'lambda x: x.expand_dims(1)', 'X'),
    ('Tensor', 'expm1', 'lambda x: x.expm1()', 'X'),
    ('Tensor', 'flatten', 'lambda x: x.flatten()', 'X'),
    ('Tensor', 'fliplr', 'lambda x: x.fliplr()', 'X'),
    ('Tensor', 'flipud', 'lambda x: x.flipud()', 'X'),
    ('Tensor', 'float', 'lambda x: x.float()', 'X'),
    ('Tensor', 'float_power', 'lambda x, y: x.float_power(y)', 'XY'),
    ('Tensor', 'fmax', 'lambda x, y: x.fmax(y)', 'XY'),
    ('Tensor', 'fmod', 'lambda x, y: x.fmod(y)', 'XY'),
    ('Tensor', 'frac', 'lambda x: x.frac()', 'X'),
    ('Tensor', 'half', 'lambda x: x.half()', 'X'),
    ('Tensor', 'hardshrink', 'lambda x: x.hardshrink()', 'X'),
    ('Tensor', 'hsplit', 'lambda *a: (lambda x: x.hsplit(1))(*a)[0]', 'X'),
    ('Tensor', 'hypot', 'lambda x, y: x.hypot(y)', 'XY'),
    ('Tensor', 'i0', 'lambda x: x.i0()', 'X'),
    ('Tensor', 'igammac', 'lambda x, y: x.igammac(y)', 'XY'),
    ('Tensor', 'inner', 'lambda x, y: x.inner(y)', 'XY'),
    ('Tensor', 'inverse', 'lambda x: x.inverse()', 'S'),
    ('Tensor', 'ldexp', 'lambda x, y: x.ldexp(y)', 'XY'),
    ('Tensor', 'log', 'lambda x: x.log()', 'X'),
    ('Tensor', 'log10', 'lambda x: x.log10()', 'X'),
    ('Tensor', 'log1p', 'lambda x: x.log1p()', 'X'),
    ('Tensor', 'log2', 'lambda x: x.log2()', 'X'),
    ('Tensor', 'logaddexp', 'lambda x, y: x.logaddexp(y)', 'XY'),
    ('Tensor', 'logaddexp2', 'lambda x, y: x.logaddexp2(y)', 'XY'),
    ('Tensor', 'logcumsumexp', 'lambda x: x.logcumsumexp(1)', 'X'),
    ('Tensor', 'logit', 'lambda x: x.logit()', 'X'),
    ('Tensor', 'logsumexp', 'lambda x: x.logsumexp(1)', 'X'),
    ('Tensor', 'maximum', 'lambda x, y: x.maximum(y)', 'XY'),
    ('Tensor', 'mean', 'lambda x: x.mean()', 'X'),
    ('Tensor', 'median', 'lambda *a: (lambda x: x.median())(*a)[0]', 'X'),
    ('Tensor', 'minimum', 'lambda x, y: x.minimum(y)', 'XY'),
    ('Tensor', 'msort', 'lambda x: x.msort()', 'X'),
    ('Tensor', 'mul', 'lambda x, y: x.mul(y)', 'XY'),
    ('Tensor', 'multiply', 'lambda x, y: x.multiply(y)', 'XY'),
    ('Tensor', 'nan_to_num', 'lambda x: x.nan_to_num()', 'X'),
    ('Tensor', 'nanmean', 'lambda x: x.nanmean()', 'X'),
    ('Tensor', 'nanmedian', 'lambda *a: (lambda x: x.nanmedian())(*a)[0]', 'X'),
    ('Tensor', 'nanquantile', 'lambda x: x.nanquantile(1)', 'X'),
    ('Tensor', 'nansum', 'lambda x: x.nansum()', 'X'),
    ('Tensor', 'neg', 'lambda x: x.neg()', 'X'),
    ('Tensor', 'negative', 'lambda x: x.negative()', 'X'),
    ('Tensor', 'nextafter', 'lambda x, y: x.nextafter(y)', 'XY'),
    ('Tensor', 'norm', 'lambda x: x.norm()', 'X'),
    ('Tensor', 'positive', 'lambda x: x.positive()', 'X'),
    ('Tensor', 'pow', 'lambda x, y: x.pow(y)', 'XY'),
    ('Tensor', 'prod', 'lambda x: x.prod()', 'X'),
    ('Tensor', 'quantile', 'lambda x: x.quantile(1)', 'X'),
    ('Tensor', 'rad2deg', 'lambda x: x.rad2deg()', 'X'),
    ('Tensor', 'ravel', 'lambda x: x.ravel()', 'X'),
    ('Tensor', 'real', 'lambda x: x.real()', 'X'),
    ('Tensor', 'reciprocal', 'lambda x: x.reciprocal()', 'X'),
    ('Tensor', 'remainder', 'lambda x, y: x.remainder(y)', 'XY'),
    ('Tensor', 'repeat_interleave', 'lambda x: x.repeat_interleave(1)', 'X'),
    ('Tensor', 'reshape', 'lambda x: x.reshape(-1)', 'X'),
    ('Tensor', 'roll', 'lambda x: x.roll(1)', 'X'),
    ('Tensor', 'rsqrt', 'lambda x: x.rsqrt()', 'X'),
    ('Tensor', 'sigmoid', 'lambda x: x.sigmoid()', 'X'),
    ('Tensor', 'sin', 'lambda x: x.sin()', 'X'),
    ('Tensor', 'sinc', 'lambda x: x.sinc()', 'X'),
    ('Tensor', 'sinh', 'lambda x: x.sinh()', 'X'),
    ('Tensor', 'slice_scatter', 'lambda x, y: x.slice_scatter(y)', 'XY'),
    ('Tensor', 'softmax', 'lambda x: x.softmax(1)', 'X'),
    ('Tensor', 'sort', 'lambda *a: (lambda x: x.sort())(*a)[0]', 'X'),
    ('Tensor', 'split', 'lambda *a: (lambda x: x.split(1))(*a)[0]', 'X'),
    ('Tensor', 'sqrt', 'lambda x: x.sqrt()', 'X'),
    ('Tensor', 'square', 'lambda x: x.square()', 'X'),
    ('Tensor', 'squeeze', 'lambda x: x.squeeze()', 'X'),
    ('Tensor', 'std', 'lambda x: x.std()', 'X'),
    ('Tensor', 'sub', 'lambda x, y: x.sub(y)', 'XY'),
    ('Tensor', 'subtract', 'lambda x, y: x.subtract(y)', 'XY'),
    ('Tensor', 't', 'lambda x: x.t()', 'X'),
    ('Tensor', 'tan', 'lambda x: x.tan()', 'X'),
    ('Tensor', 'tanh', 'lambda x: x.tanh()', 'X'),
    ('Tensor', 'tensor_split', 'lambda *a: (lambda x: x.tensor_split(1))(*a)[0]', 'X'),
    ('Tensor', 'topk', 'lambda *a: (lambda x: x.topk(1))(*a)[0]', 'X'),
    ('Tensor', 'trace', 'lambda x: x.trace()', 'X'),
    ('Tensor', 'transpose', 'lambda x: x.transpose()', 'X'),
    ('Tensor', 'tril', 'lambda x: x.tril()', 'X'),
    ('Tensor', 'triu', 'lambda x: x.triu()', 'X'),
    ('Tensor', 'true_divide', 'lambda x, y: x.true_divide(y)', 'XY'),
    ('Tensor', 'type_as', 'lambda x, y: x.type_as(y)', 'XY'),
    ('Tensor', 'unbind', 'lambda *a: (lambda x: x.unbind())(*a)[0]', 'X'),
    ('Tensor', 'unsqueeze', 'lambda x: x.unsqueeze(1)', 'X'),
    ('Tensor', 'var', 'lambda x: x.var()', 'X'),
    ('Tensor', 'view', 'lambda x: x.view(-1)', 'X'),
    ('Tensor', 'vsplit', 'lambda *a: (lambda x: x.vsplit(1))(*a)[0]', 'X'),
    ('Tensor', 'xdivy', 'lambda x, y: x.xdivy(y)', 'XY'),
    ('Tensor', 'xlogy', 'lambda x, y: x.xlogy(y)', 'XY'),
    ('mint', 'abs', 'ms.mint.abs', 'X'),
    ('mint', 'acos', 'ms.mint.acos', 'X'),
    ('mint', 'acosh', 'ms.mint.acosh', 'X'),
    ('mint', 'add', 'ms.mint.add', 'XY'),
    ('mint', 'amax', 'ms.mint.amax', 'X'),
    ('mint', 'amin', 'ms.mint.amin', 'X'),
    ('mint', 'arccos', 'ms.mint.arccos', 'X'),
    ('mint', 'arccosh', 'ms.mint.arccosh', 'X'),
    ('mint', 'arcsin', 'ms.mint.arcsin', 'X'),
    ('mint', 'arcsinh', 'ms.mint.arcsinh', 'X'),
    ('mint', 'arctan', 'ms.mint.arctan', 'X'),
    ('mint', 'arctan2', 'ms.mint.arctan2', 'XY'),
    ('mint', 'arctanh', 'ms.mint.arctanh', 'X'),
    ('mint', 'asin', 'ms.mint.asin', 'X'),
    ('mint', 'asinh', 'ms.mint.asinh', 'X'),
    ('mint', 'atan', 'ms.mint.atan', 'X'),
    ('mint', 'atan2', 'ms.mint.atan2', 'XY'),
    ('mint', 'atanh', 'ms.mint.atanh', 'X'),
    ('mint', 'cdist', 'ms.mint.cdist', 'XY'),
    ('mint', 'chunk', 'lambda *a: (lambda x: ms.mint.chunk(x, 1))(*a)[0]', 'X'),
    ('mint', 'clamp', 'ms.mint.clamp', 'XY'),
    ('mint', 'clip', 'ms.mint.clip', 'XY'),
    ('mint', 'clone', 'ms.mint.clone', 'X'),
    ('mint', 'cos', 'ms.mint.cos', 'X'),
    ('mint', 'cosh', 'ms.mint.cosh', 'X'),
    ('mint', 'cross', 'ms.mint.cross', 'XY'),
    ('mint', 'cummax', 'lambda *a: (lambda x: ms.mint.cummax(x, 1))(*a)[0]', 'X'),
    ('mint', 'cummin', 'lambda *a: (lambda x: ms.mint.cummin(x, 1))(*a)[0]', 'X'),
    ('mint', 'cumprod', 'lambda x: ms.mint.cumprod(x, 1)', 'X'),
    ('mint', 'cumsum', 'lambda x: ms.mint.cumsum(x, 1)', 'X'),
    ('mint', 'diag', 'ms.mint.diag', 'X'),
    ('mint', 'diff', 'ms.mint.diff', 'X'),
    ('mint', 'div', 'ms.mint.div', 'XY'),
    ('mint', 'divide', 'ms.mint.divide', 'XY'),
    ('mint', 'erf', 'ms.mint.erf', 'X'),
    ('mint', 'erfc', 'ms.mint.erfc', 'X'),
    ('mint', 'erfinv', 'ms.mint.erfinv', 'X'),
    ('mint', 'exp', 'ms.mint.exp', 'X'),
    ('mint', 'exp2', 'ms.mint.exp2', 'X'),
    ('mint', 'expm1', 'ms.mint.expm1', 'X'),
    ('mint', 'flatten', 'ms.mint.flatten', 'X'),
    ('mint', 'float_power', 'ms.mint.float_power', 'XY'),
    ('mint', 'fmod', 'ms.mint.fmod', 'XY'),
    ('mint', 'frac', 'ms.mint.frac', 'X'),
    ('mint', 'inverse', 'ms.mint.inverse', 'S'),
    ('mint', 'kthvalue', 'lambda *a: (lambda x: ms.mint.kthvalue(x, 1))(*a)[0]', 'X'),
    ('mint', 'log', 'ms.mint.log', 'X'),
    ('mint', 'log10', 'ms.mint.log10', 'X'),
    ('mint', 'log1p', 'ms.mint.log1p', 'X'),
    ('mint', 'log2', 'ms.mint.log2', 'X'),
    ('mint', 'logaddexp', 'ms.mint.logaddexp', 'XY'),
    ('mint', 'logaddexp2', 'ms.mint.logaddexp2', 'XY'),
    ('mint', 'logsumexp', 'lambda x: ms.mint.logsumexp(x, 1)', 'X'),
    ('mint', 'max', 'ms.mint.max', 'X'),
    ('mint', 'maximum', 'ms.mint.maximum', 'XY'),
    ('mint', 'mean', 'ms.mint.mean', 'X'),
    ('mint', 'median', 'ms.mint.median', 'X'),
    ('mint', 'min', 'ms.mint.min', 'X'),
    ('mint', 'minimum', 'ms.mint.minimum', 'XY'),
    ('mint', 'mul', 'ms.mint.mul', 'XY'),
    ('mint', 'nan_to_num', 'ms.mint.nan_to_num', 'X'),
    ('mint', 'nansum', 'ms.mint.nansum', 'X'),
    ('mint', 'neg', 'ms.mint.neg', 'X'),
    ('mint', 'negative', 'ms.mint.negative', 'X'),
    ('mint', 'norm', 'ms.mint.norm', 'X'),
    ('mint', 'pow', 'ms.mint.pow', 'XY'),
    ('mint', 'prod', 'ms.mint.prod', 'X'),
    ('mint', 'ravel', 'ms.mint.ravel', 'X'),
    ('mint', 'reciprocal', 'ms.mint.reciprocal', 'X'),
    ('mint', 'remainder', 'ms.mint.remainder', 'XY'),
    ('mint', 'repeat_interleave', 'lambda x: ms.mint.repeat_interleave(x, 1)', 'X'),
    ('mint', 'roll', 'lambda x: ms.mint.roll(x, 1)', 'X'),
    ('mint', 'rsqrt', 'ms.mint.rsqrt', 'X'),
    ('mint', 'sigmoid', 'ms.mint.sigmoid', 'X'),
    ('mint', 'sin', 'ms.mint.sin', 'X'),
    ('mint', 'sinc', 'ms.mint.sinc', 'X'),
    ('mint', 'sinh', 'ms.mint.sinh', 'X'),
    ('mint', 'softmax', 'lambda x: ms.mint.softmax(x, 1)', 'X'),
    ('mint', 'sort', 'lambda *a: (ms.mint.sort)(*a)[0]', 'X'),
    ('mint', 'split', 'lambda *a: (lambda x: ms.mint.split(x, 1))(*a)[0]', 'X'),
    ('mint', 'sqrt', 'ms.mint.sqrt', 'X'),
    ('mint', 'square', 'ms.mint.square', 'X'),
    ('mint', 'squeeze', 'ms.mint.squeeze', 'X'),
    ('mint', 'std', 'ms.mint.std', 'X'),
    ('mint', 'std_mean', 'lambda *a: (ms.mint.std_mean)(*a)[0]', 'X'),
    ('mint', 'sub', 'ms.mint.sub', 'XY'),
    ('mint', 'sum', 'ms.mint.sum', 'X'),
    ('mint', 't', 'ms.mint.t', 'X'),
    ('mint', 'tan', 'ms.mint.tan', 'X'),
    ('mint', 'tanh', 'ms.mint.tanh', 'X'),
    ('mint', 'topk', 'lambda *a: (lambda x: ms.mint.topk(x, 1))(*a)[0]', 'X'),
    ('mint', 'trace', 'ms.mint.trace', 'X'),
    ('mint', 'tril', 'ms.mint.tril', 'X'),
    ('mint', 'triu', 'ms.mint.triu', 'X'),
    ('mint', 'unbind', 'lambda *a: (ms.mint.unbind)(*a)[0]', 'X'),
    ('mint', 'unsqueeze', 'lambda x: ms.mint.unsqueeze(x, 1)', 'X'),
    ('mint', 'var', 'ms.mint.var', 'X'),
    ('mint', 'var_mean', 'lambda *a: (ms.mint.var_mean)(*a)[0]', 'X'),
    ('mint', 'xlogy', 'ms.mint.xlogy', 'XY'),
    ('mint.nn.functional', 'adaptive_avg_pool1d', 'lambda x: ms.mint.nn.functional.adaptive_avg_pool1d(x, 1)', 'X'),
    ('mint.nn.functional', 'adaptive_avg_pool2d', 'lambda x: ms.mint.nn.functional.adaptive_avg_pool2d(x, 1)', 'X'),
    ('mint.nn.functional', 'adaptive_avg_pool3d', 'lambda x: ms.mint.nn.functional.adaptive_avg_pool3d(x, 2)', 'B'),
    ('mint.nn.functional', 'adaptive_max_pool1d', 'lambda x: ms.mint.nn.functional.adaptive_max_pool1d(x, 1)', 'X'),
    ('mint.nn.functional', 'adaptive_max_pool2d', 'lambda x: ms.mint.nn.functional.adaptive_max_pool2d(x, 2)', 'B'),
    ('mint.nn.functional', 'avg_pool1d', 'lambda x: ms.mint.nn.functional.avg_pool1d(x, 1)', 'X'),
    ('mint.nn.functional', 'avg_pool2d', 'lambda x: ms.mint.nn.functional.avg_pool2d(x, 2)', 'B'),
    ('mint.nn.functional', 'avg_pool3d', 'lambda x: ms.mint.nn.functional.avg_pool3d(x, 2)', 'B'),
    ('mint.nn.functional', 'binary_cross_entropy', 'ms.mint.nn.functional.binary_cross_entropy', 'XY'),
    ('mint.nn.functional', 'binary_cross_entropy_with_logits',
     'ms.mint.nn.functional.binary_cross_entropy_with_logits', 'XY'),
    ('mint.nn.functional', 'clamp', 'ms.mint.nn.functional.clamp', 'XY'),
    ('mint.nn.functional', 'cross_entropy', 'ms.mint.nn.functional.cross_entropy', 'XY'),
    ('mint.nn.functional', 'elu', 'ms.mint.nn.functional.elu', 'X'),
    ('mint.nn.functional', 'flatten', 'ms.mint.nn.functional.flatten', 'X'),
    ('mint.nn.functional', 'gelu', 'ms.mint.nn.functional.gelu', 'X'),
    ('mint.nn.functional', 'glu', 'ms.mint.nn.functional.glu', 'X'),
    ('mint.nn.functional', 'hardshrink', 'ms.mint.nn.functional.hardshrink', 'X'),
    ('mint.nn.functional', 'hardsigmoid', 'ms.mint.nn.functional.hardsigmoid', 'X'),
    ('mint.nn.functional', 'hardswish', 'ms.mint.nn.functional.hardswish', 'X'),
    ('mint.nn.functional', 'hardtanh', 'ms.mint.nn.functional.hardtanh', 'X'),
    ('mint.nn.functional', 'interpolate', 'lambda x: ms.mint.nn.functional.interpolate(x, 2)', 'B'),
    ('mint.nn.functional', 'kl_div', 'ms.mint.nn.functional.kl_div', 'XY'),
    ('mint.nn.functional', 'l1_loss', 'ms.mint.nn.functional.l1_loss', 'XY'),
    ('mint.nn.functional', 'leaky_relu', 'ms.mint.nn.functional.leaky_relu', 'X'),
    ('mint.nn.functional', 'linear', 'ms.mint.nn.functional.linear', 'XY'),
    ('mint.nn.functional', 'log_softmax', 'ms.mint.nn.functional.log_softmax', 'X'),
    ('mint.nn.functional', 'logsigmoid', 'ms.mint.nn.functional.logsigmoid', 'X'),
    ('mint.nn.functional', 'max_pool2d', 'lambda x: ms.mint.nn.functional.max_pool2d(x, 2)', 'B'),
    ('mint.nn.functional', 'mish', 'ms.mint.nn.functional.mish', 'X'),
    ('mint.nn.functional', 'mse_loss', 'ms.mint.nn.functional.mse_loss', 'XY'),
    ('mint.nn.functional', 'relu', 'ms.mint.nn.functional.relu', 'X'),
    ('mint.nn.functional', 'relu6', 'ms.mint.nn.functional.relu6', 'X'),
    ('mint.nn.functional', 'selu', 'ms.mint.nn.functional.selu', 'X'),
    ('mint.nn.functional', 'sigmoid', 'ms.mint.nn.functional.sigmoid', 'X'),
    ('mint.nn.functional', 'silu', 'ms.mint.nn.functional.silu', 'X'),
    ('mint.nn.functional', 'smooth_l1_loss', 'ms.mint.nn.functional.smooth_l1_loss', 'XY'),
    ('mint.nn.functional', 'softmax', 'ms.mint.nn.functional.softmax', 'X'),
    ('mint.nn.functional', 'softplus', 'ms.mint.nn.functional.softplus', 'X'),
    ('mint.nn.functional', 'softshrink', 'ms.mint.nn.functional.softshrink', 'X'),
    ('mint.nn.functional', 'tanh', 'ms.mint.nn.functional.tanh', 'X'),
    ('mint.nn.functional', 'unfold', 'lambda x: ms.mint.nn.functional.unfold(x, 2)', 'B'),
    ('nn', 'AdaptiveAvgPool2d', 'lambda x: nn.AdaptiveAvgPool2d(2)(x)', 'B'),
    ('nn', 'AdaptiveAvgPool3d', 'lambda x: nn.AdaptiveAvgPool3d(2)(x)', 'B'),
    ('nn', 'AdaptiveMaxPool2d', 'lambda x: nn.AdaptiveMaxPool2d(2)(x)', 'B'),
    ('nn', 'AdaptiveMaxPool3d', 'lambda x: nn.AdaptiveMaxPool3d(2)(x)', 'B'),
    ('nn', 'AvgPool1d', 'lambda x: nn.AvgPool1d()(x)', 'X'),
    ('nn', 'AvgPool2d', 'lambda x: nn.AvgPool2d()(x)', 'B'),
    ('nn', 'AvgPool3d', 'lambda x: nn.AvgPool3d()(x)', 'B'),
    ('nn', 'BatchNorm2d', 'lambda x: nn.BatchNorm2d(2)(x)', 'B'),
    ('nn', 'CELU', 'lambda x: nn.CELU()(x)', 'X'),
    ('nn', 'ClipByNorm', 'lambda x, y: nn.ClipByNorm()(x, y)', 'XY'),
    ('nn', 'CrossEntropyLoss', 'lambda x, y: nn.CrossEntropyLoss()(x, y)', 'XY'),
    ('nn', 'DiceLoss', 'lambda x, y: nn.DiceLoss()(x, y)', 'XY'),
    ('nn', 'FastGelu', 'lambda x: nn.FastGelu()(x)', 'X'),
    ('nn', 'Flatten', 'lambda x: nn.Flatten()(x)', 'X'),
    ('nn', 'FocalLoss', 'lambda x, y: nn.FocalLoss()(x, y)', 'XY'),
    ('nn', 'GLU', 'lambda x: nn.GLU()(x)', 'X'),
    ('nn', 'HShrink', 'lambda x: nn.HShrink()(x)', 'X'),
    ('nn', 'Hardtanh', 'lambda x: nn.Hardtanh()(x)', 'X'),
    ('nn', 'HingeEmbeddingLoss', 'lambda x, y: nn.HingeEmbeddingLoss()(x, y)', 'XY'),
    ('nn', 'HuberLoss', 'lambda x, y: nn.HuberLoss()(x, y)', 'XY'),
    ('nn', 'InstanceNorm2d', 'lambda x: nn.InstanceNorm2d(2)(x)', 'B'),
    ('nn', 'KLDivLoss', 'lambda x, y: nn.KLDivLoss()(x, y)', 'XY'),
    ('nn', 'L1LossExt', 'lambda x, y: nn.L1LossExt()(x, y)', 'XY'),
    ('nn', 'L1Regularizer', 'lambda x: nn.L1Regularizer(2)(x)', 'B'),
    ('nn', 'LRN', 'lambda x: nn.LRN()(x)', 'B'),
    ('nn', 'LogSigmoid', 'lambda x: nn.LogSigmoid()(x)', 'X'),
    ('nn', 'LogSoftmax', 'lambda x: nn.LogSoftmax()(x)', 'X'),
    ('nn', 'LogSoftmaxExt', 'lambda x: nn.LogSoftmaxExt()(x)', 'X'),
    ('nn', 'MAELoss', 'lambda x, y: nn.MAELoss()(x, y)', 'XY'),
    ('nn', 'MaxPool1d', 'lambda x: nn.MaxPool1d()(x)', 'X'),
    ('nn', 'MaxPool3d', 'lambda x: nn.MaxPool3d()(x)', 'B'),
    ('nn', 'Mish', 'lambda x: nn.Mish()(x)', 'X'),
    ('nn', 'MultiClassDiceLoss', 'lambda x, y: nn.MultiClassDiceLoss()(x, y)', 'XY'),
    ('nn', 'MultiLabelSoftMarginLoss', 'lambda x, y: nn.MultiLabelSoftMarginLoss()(x, y)', 'XY'),
    ('nn', 'RMSELoss', 'lambda x, y: nn.RMSELoss()(x, y)', 'XY'),
    ('nn', 'ReflectionPad1d', 'lambda x: nn.ReflectionPad1d(2)(x)', 'B'),
    ('nn', 'ReflectionPad2d', 'lambda x: nn.ReflectionPad2d(2)(x)', 'B'),
    ('nn', 'ReplicationPad1d', 'lambda x: nn.ReplicationPad1d(1)(x)', 'X'),
    ('nn', 'ReplicationPad2d', 'lambda x: nn.ReplicationPad2d(2)(x)', 'B'),
    ('nn', 'ReplicationPad3d', 'lambda x: nn.ReplicationPad3d(2)(x)', 'B'),
    ('nn', 'SiLU', 'lambda x: nn.SiLU()(x)', 'X'),
    ('nn', 'Sigmoid', 'lambda x: nn.Sigmoid()(x)', 'X'),
    ('nn', 'SmoothL1Loss', 'lambda x, y: nn.SmoothL1Loss()(x, y)', 'XY'),
    ('nn', 'SoftShrink', 'lambda x: nn.SoftShrink()(x)', 'X'),
    ('nn', 'Softmax', 'lambda x: nn.Softmax()(x)', 'X'),
    ('nn', 'Softmax2d', 'lambda x: nn.Softmax2d()(x)', 'B'),
    ('nn', 'Softmin', 'lambda x: nn.Softmin()(x)', 'X'),
    ('nn', 'Softsign', 'lambda x: nn.Softsign()(x)', 'X'),
    ('nn', 'Tanh', 'lambda x: nn.Tanh()(x)', 'X'),
    ('nn', 'Tanhshrink', 'lambda x: nn.Tanhshrink()(x)', 'X'),
    ('nn', 'Tril', 'lambda x: nn.Tril()(x)', 'X'),
    ('nn', 'Triu', 'lambda x: nn.Triu()(x)', 'X'),
    ('nn', 'Upsample', 'lambda x: nn.Upsample(2)(x)', 'B'),
    ('nn', 'ZeroPad2d', 'lambda x: nn.ZeroPad2d(2)(x)', 'B'),
    ('ops', 'absolute', 'ops.absolute', 'X'),
    ('ops', 'adaptive_avg_pool1d', 'lambda x: ops.adaptive_avg_pool1d(x, 1)', 'X'),
    ('ops', 'adaptive_avg_pool3d', 'lambda x: ops.adaptive_avg_pool3d(x, 2)', 'B'),
    ('ops', 'adaptive_max_pool1d', 'lambda x: ops.adaptive_max_pool1d(x, 1)', 'X'),
    ('ops', 'adaptive_max_pool3d', 'lambda x: ops.adaptive_max_pool3d(x, 2)', 'B'),
    ('ops', 'arccos', 'ops.arccos', 'X'),
    ('ops', 'arccosh', 'ops.arccosh', 'X'),
    ('ops', 'arcsin', 'ops.arcsin', 'X'),
    ('ops', 'arcsinh', 'ops.arcsinh', 'X'),
    ('ops', 'arctan', 'ops.arctan', 'X'),
    ('ops', 'arctan2', 'ops.arctan2', 'XY'),
    ('ops', 'arctanh', 'ops.arctanh', 'X'),
    ('ops', 'atleast_1d', 'ops.atleast_1d', 'X'),
    ('ops', 'atleast_2d', 'ops.atleast_2d', 'X'),
    ('ops', 'atleast_3d', 'ops.atleast_3d', 'X'),
    ('ops', 'avg_pool1d', 'ops.avg_pool1d', 'X'),
    ('ops', 'avg_pool3d', 'ops.avg_pool3d', 'B'),
    ('ops', 'block_diag', 'ops.block_diag', 'X'),
    ('ops', 'chunk', 'lambda *a: (lambda x: ops.chunk(x, 1))(*a)[0]', 'X'),
    ('ops', 'clip', 'ops.clip', 'XY'),
    ('ops', 'clip_by_global_norm', 'ops.clip_by_global_norm', 'X'),
    ('ops', 'clip_by_norm', 'ops.clip_by_norm', 'XY'),
    ('ops', 'conj', 'ops.conj', 'X'),
    ('ops', 'cov', 'ops.cov', 'X'),
    ('ops', 'cross', 'ops.cross', 'XY'),
    ('ops', 'diag_embed', 'ops.diag_embed', 'X'),
    ('ops', 'diagflat', 'ops.diagflat', 'X'),
    ('ops', 'diagonal', 'ops.diagonal', 'X'),
    ('ops', 'diff', 'ops.diff', 'X'),
    ('ops', 'divide', 'ops.divide', 'XY'),
    ('ops', 'dsplit', 'lambda *a: (lambda x: ops.dsplit(x, 2))(*a)[0]', 'B'),
    ('ops', 'embedding', 'ops.embedding', 'XY'),
    ('ops', 'expand_as', 'ops.expand_as', 'XY'),
    ('ops', 'expand_dims', 'lambda x: ops.expand_dims(x, 1)', 'X'),
    ('ops', 'fast_gelu', 'ops.fast_gelu', 'X'),
    ('ops', 'flatten', 'ops.flatten', 'X'),
    ('ops', 'fliplr', 'ops.fliplr', 'X'),
    ('ops', 'flipud', 'ops.flipud', 'X'),
    ('ops', 'float_power', 'ops.float_power', 'XY'),
    ('ops', 'floor_mod', 'ops.floor_mod', 'XY'),
    ('ops', 'floormod', 'ops.floormod', 'XY'),
    ('ops', 'fmax', 'ops.fmax', 'XY'),
    ('ops', 'glu', 'ops.glu', 'X'),
    ('ops', 'hsplit', 'lambda *a: (lambda x: ops.hsplit(x, 1))(*a)[0]', 'X'),
    ('ops', 'ldexp', 'ops.ldexp', 'XY'),
    ('ops', 'logdet', 'ops.logdet', 'B'),
    ('ops', 'matrix_exp', 'ops.matrix_exp', 'S'),
    ('ops', 'matrix_power', 'lambda x: ops.matrix_power(x, 2)', 'B'),
    ('ops', 'max_pool3d', 'lambda x: ops.max_pool3d(x, 2)', 'B'),
    ('ops', 'msort', 'ops.msort', 'X'),
    ('ops', 'multiply', 'ops.multiply', 'XY'),
    ('ops', 'nan_to_num', 'ops.nan_to_num', 'X'),
    ('ops', 'nanmean', 'ops.nanmean', 'X'),
    ('ops', 'nanmedian', 'lambda *a: (ops.nanmedian)(*a)[0]', 'X'),
    ('ops', 'nanquantile', 'lambda x: ops.nanquantile(x, 1)', 'X'),
    ('ops', 'negative', 'ops.negative', 'X'),
    ('ops', 'nextafter', 'ops.nextafter', 'XY'),
    ('ops', 'pinv', 'ops.pinv', 'X'),
    ('ops', 'positive', 'ops.positive', 'X'),
    ('ops', 'quantile', 'lambda x: ops.quantile(x, 1)', 'X'),
    ('ops', 'rad2deg', 'ops.rad2deg', 'X'),
    ('ops', 'ravel', 'ops.ravel', 'X'),
    ('ops', 'real', 'ops.real', 'X'),
    ('ops', 'repeat_elements', 'lambda x: ops.repeat_elements(x, 1)', 'X'),
    ('ops', 'repeat_interleave', 'lambda x: ops.repeat_interleave(x, 1)', 'X'),
    ('ops', 'slice_scatter', 'ops.slice_scatter', 'XY'),
    ('ops', 'split', 'lambda *a: (lambda x: ops.split(x, 1))(*a)[0]', 'X'),
    ('ops', 'squeeze', 'ops.squeeze', 'X'),
    ('ops', 'subtract', 'ops.subtract', 'XY'),
    ('ops', 't', 'ops.t', 'X'),
    ('ops', 'tanhshrink', 'ops.tanhshrink', 'X'),
    ('ops', 'tensor_add', 'ops.tensor_add', 'XY'),
    ('ops', 'tensor_div', 'ops.tensor_div', 'XY'),
    ('ops', 'tensor_exp', 'ops.tensor_exp', 'X'),
    ('ops', 'tensor_expm1', 'ops.tensor_expm1', 'X'),
    ('ops', 'tensor_mod', 'ops.tensor_mod', 'XY'),
    ('ops', 'tensor_mul', 'ops.tensor_mul', 'XY'),
    ('ops', 'tensor_pow', 'ops.tensor_pow', 'XY'),
    ('ops', 'tensor_split', 'lambda *a: (lambda x: ops.tensor_split(x, 1))(*a)[0]', 'X'),
    ('ops', 'tensor_sub', 'ops.tensor_sub', 'XY'),
    ('ops', 'top_k', 'lambda *a: (lambda x: ops.top_k(x, 1))(*a)[0]', 'X'),
    ('ops', 'trapz', 'ops.trapz', 'X'),
    ('ops', 'triu', 'ops.triu', 'X'),
    ('ops', 'truncate_mod', 'ops.truncate_mod', 'XY'),
    ('ops', 'tuple_to_array', 'ops.tuple_to_array', 'X'),
    ('ops', 'type_as', 'ops.type_as', 'XY'),
    ('ops', 'unbind', 'lambda *a: (ops.unbind)(*a)[0]', 'X'),
    ('ops', 'unfold', 'lambda x: ops.unfold(x, 2)', 'B'),
    ('ops', 'unsqueeze', 'lambda x: ops.unsqueeze(x, 1)', 'X'),
    ('ops', 'unstack', 'lambda *a: (ops.unstack)(*a)[0]', 'X'),
    ('ops', 'vecdot', 'ops.vecdot', 'XY'),
    ('ops', 'view_as', 'ops.view_as', 'XY'),
    ('ops', 'vsplit', 'lambda *a: (lambda x: ops.vsplit(x, 1))(*a)[0]', 'X'),
    ('primitive', 'Abs', 'lambda x: P.Abs()(x)', 'X'),
    ('primitive', 'Acosh', 'lambda x: P.Acosh()(x)', 'X'),
    ('primitive', 'Add', 'lambda x, y: P.Add()(x, y)', 'XY'),
    ('primitive', 'Asin', 'lambda x: P.Asin()(x)', 'X'),
    ('primitive', 'Asinh', 'lambda x: P.Asinh()(x)', 'X'),
    ('primitive', 'Atan', 'lambda x: P.Atan()(x)', 'X'),
    ('primitive', 'Atan2', 'lambda x, y: P.Atan2()(x, y)', 'XY'),
    ('primitive', 'Atanh', 'lambda x: P.Atanh()(x)', 'X'),
    ('primitive', 'AvgPool', 'lambda x: P.AvgPool()(x)', 'B'),
    ('primitive', 'Cdist', 'lambda x, y: P.Cdist()(x, y)', 'XY'),
    ('primitive', 'CeLU', 'lambda x: P.CeLU()(x)', 'X'),
    ('primitive', 'Conj', 'lambda x: P.Conj()(x)', 'X'),
    ('primitive', 'Cos', 'lambda x: P.Cos()(x)', 'X'),
    ('primitive', 'Cosh', 'lambda x: P.Cosh()(x)', 'X'),
    ('primitive', 'Cross', 'lambda x, y: P.Cross()(x, y)', 'XY'),
    ('primitive', 'Diag', 'lambda x: P.Diag()(x)', 'X'),
    ('primitive', 'Div', 'lambda x, y: P.Div()(x, y)', 'XY'),
    ('primitive', 'Elu', 'lambda x: P.Elu()(x)', 'X'),
    ('primitive', 'Erf', 'lambda x: P.Erf()(x)', 'X'),
    ('primitive', 'Erfc', 'lambda x: P.Erfc()(x)', 'X'),
    ('primitive', 'Erfinv', 'lambda x: P.Erfinv()(x)', 'X'),
    ('primitive', 'Exp', 'lambda x: P.Exp()(x)', 'X'),
    ('primitive', 'Expm1', 'lambda x: P.Expm1()(x)', 'X'),
    ('primitive', 'FastGeLU', 'lambda x: P.FastGeLU()(x)', 'X'),
    ('primitive', 'Flatten', 'lambda x: P.Flatten()(x)', 'X'),
    ('primitive', 'FloorMod', 'lambda x, y: P.FloorMod()(x, y)', 'XY'),
    ('primitive', 'GeLU', 'lambda x: P.GeLU()(x)', 'X'),
    ('primitive', 'HShrink', 'lambda x: P.HShrink()(x)', 'X'),
    ('primitive', 'HSigmoid', 'lambda x: P.HSigmoid()(x)', 'X'),
    ('primitive', 'HSwish', 'lambda x: P.HSwish()(x)', 'X'),
    ('primitive', 'Hypot', 'lambda x, y: P.Hypot()(x, y)', 'XY'),
    ('primitive', 'Igammac', 'lambda x, y: P.Igammac()(x, y)', 'XY'),
    ('primitive', 'Log', 'lambda x: P.Log()(x)', 'X'),
    ('primitive', 'Log1p', 'lambda x: P.Log1p()(x)', 'X'),
    ('primitive', 'LogSoftmax', 'lambda x: P.LogSoftmax()(x)', 'X'),
    ('primitive', 'Logit', 'lambda x: P.Logit()(x)', 'X'),
    ('primitive', 'MatrixExp', 'lambda x: P.MatrixExp()(x)', 'S'),
    ('primitive', 'MatrixInverse', 'lambda x: P.MatrixInverse()(x)', 'S'),
    ('primitive', 'MaxPool', 'lambda x: P.MaxPool()(x)', 'B'),
    ('primitive', 'Maximum', 'lambda x, y: P.Maximum()(x, y)', 'XY'),
    ('primitive', 'Median', 'lambda *a: (lambda x: P.Median()(x))(*a)[0]', 'X'),
    ('primitive', 'Meshgrid', 'lambda *a: (lambda x: P.Meshgrid()(x))(*a)[0]', 'X'),
    ('primitive', 'Minimum', 'lambda x, y: P.Minimum()(x, y)', 'XY'),
    ('primitive', 'Mish', 'lambda x: P.Mish()(x)', 'X'),
    ('primitive', 'Mul', 'lambda x, y: P.Mul()(x, y)', 'XY'),
    ('primitive', 'Neg', 'lambda x: P.Neg()(x)', 'X'),
    ('primitive', 'NextAfter', 'lambda x, y: P.NextAfter()(x, y)', 'XY'),
    ('primitive', 'Pow', 'lambda x, y: P.Pow()(x, y)', 'XY'),
    ('primitive', 'ReLU', 'lambda x: P.ReLU()(x)', 'X'),
    ('primitive', 'ReLU6', 'lambda x: P.ReLU6()(x)', 'X'),
    ('primitive', 'Real', 'lambda x: P.Real()(x)', 'X'),
    ('primitive', 'RealDiv', 'lambda x, y: P.RealDiv()(x, y)', 'XY'),
    ('primitive', 'Reciprocal', 'lambda x: P.Reciprocal()(x)', 'X'),
    ('primitive', 'ReduceMin', 'lambda x: P.ReduceMin()(x)', 'X'),
    ('primitive', 'ReduceProd', 'lambda x: P.ReduceProd()(x)', 'X'),
    ('primitive', 'ReduceSum', 'lambda x: P.ReduceSum()(x)', 'X'),
    ('primitive', 'Rsqrt', 'lambda x: P.Rsqrt()(x)', 'X'),
    ('primitive', 'SeLU', 'lambda x: P.SeLU()(x)', 'X'),
    ('primitive', 'Sigmoid', 'lambda x: P.Sigmoid()(x)', 'X'),
    ('primitive', 'Sin', 'lambda x: P.Sin()(x)', 'X'),
    ('primitive', 'Sinc', 'lambda x: P.Sinc()(x)', 'X'),
    ('primitive', 'Sinh', 'lambda x: P.Sinh()(x)', 'X'),
    ('primitive', 'SoftShrink', 'lambda x: P.SoftShrink()(x)', 'X'),
    ('primitive', 'Softmax', 'lambda x: P.Softmax()(x)', 'X'),
    ('primitive', 'Softplus', 'lambda x: P.Softplus()(x)', 'X'),
    ('primitive', 'Softsign', 'lambda x: P.Softsign()(x)', 'X'),
    ('primitive', 'Sort', 'lambda *a: (lambda x: P.Sort()(x))(*a)[0]', 'X'),
    ('primitive', 'Split', 'lambda *a: (lambda x: P.Split()(x))(*a)[0]', 'X'),
    ('primitive', 'Sqrt', 'lambda x: P.Sqrt()(x)', 'X'),
    ('primitive', 'Square', 'lambda x: P.Square()(x)', 'X'),
    ('primitive', 'Squeeze', 'lambda x: P.Squeeze()(x)', 'X'),
    ('primitive', 'Sub', 'lambda x, y: P.Sub()(x, y)', 'XY'),
    ('primitive', 'Tan', 'lambda x: P.Tan()(x)', 'X'),
    ('primitive', 'Tanh', 'lambda x: P.Tanh()(x)', 'X'),
    ('primitive', 'Trace', 'lambda x: P.Trace()(x)', 'X'),
    ('primitive', 'Tril', 'lambda x: P.Tril()(x)', 'X'),
    ('primitive', 'Triu', 'lambda x: P.Triu()(x)', 'X'),
    ('primitive', 'TruncateMod', 'lambda x, y: P.TruncateMod()(x, y)', 'XY'),
    ('primitive', 'Unstack', 'lambda *a: (lambda x: P.Unstack()(x))(*a)[0]', 'X'),
    ('primitive', 'Xdivy', 'lambda x, y: P.Xdivy()(x, y)', 'XY'),
    ('primitive', 'Xlogy', 'lambda x, y: P.Xlogy()(x, y)', 'XY'),
]
for _front, _n, _c, _k in AUTO:
    case(f"auto.{_front}.{_n}", _c, *auto_inputs(_k))
    case(f"auto.{_front}.{_n}@special", _c, *auto_inputs(_k, special=True))


def evaluate(ms, name, cot=None, inputs=None, cases=None):
    """Run case ``name`` of ``cases`` (this module's CASES by default) on ``ms``: ``(inputs, output, cot, grads)``
    as numpy arrays, the gradients of ``sum(f(*inputs) * cot)`` w.r.t. each floating input in order. ``cot``
    defaults to a fixed random array shaped like the output (rounded to 1/8 so that products are exact)."""
    code, default = (CASES if cases is None else cases)[name]
    inputs = default if inputs is None else inputs
    fn = eval(code, namespace(ms))  # noqa: S307 - case code is ours
    tensors = [ms.Tensor(a) for a in inputs]
    out = fn(*tensors)
    out_np = out.asnumpy()
    if cot is None:
        cot = (np.round(_rng("cot." + name).uniform(-2, 2, out_np.shape) * 8) / 8).astype(out_np.dtype)
    sens = ms.Tensor(cot)
    positions = tuple(i for i, a in enumerate(inputs) if a.dtype.kind == "f")

    def weighted(*xs):
        return (fn(*xs) * sens).sum()

    grads = ms.grad(weighted, grad_position=positions)(*tensors)
    if not isinstance(grads, (tuple, list)):
        grads = (grads,)
    return list(inputs), out_np, np.asarray(cot), [g.asnumpy() for g in grads]
